#!/usr/bin/env python3
"""Renders the seventeenth held-out batch (x1–x6) into files/ and its truth into truth/.

Written without reading the parser. Like batches 10–16, six MAINSTREAM resumes in fields the
earlier batches did not use, each made with the tool its writer would have at hand, with the small
unevenness real people leave in (mixed month spellings, a "Present" here and a "present" there):

- x1 (plain text): a retail store manager's resume typed in a plain editor: the name in mixed case
  over a label and a contact line joined by "•", capital headings, each job a title line with the
  dates pushed to the right with spaces ("March 2020 - Present", "June 2017 - Feb 2020", "Aug. 2014
  - May 2017", "2011 - 2014") over "Employer, City, ST", "*" bullets, two titles at one chain in two
  cities, a title with its own comma ("Department Manager, Home & Fashion"), the school over
  "Associate of Science in Business Management, May 2013", certifications as "Name - Issuer, year",
  a comma skills paragraph (items whose parentheses hold commas), languages with levels and
  "References available upon request." A store manager in Chattanooga, TN.
- x2 (DOCX, python-docx): a real estate broker's one-page Word resume: a large name, a label with
  an aside after "|", a contact line with a website and LinkedIn, "Career Highlights" bullets
  (not jobs), each job a bold title with full month dates on a right tab ("January 2021 – Present")
  over an italic "Company | City, ST", Word "List Bullet" paragraphs (numbering.xml), two titles at
  one brokerage, a leasing job and a marketing job before it; "Bachelor of Arts in Communication"
  with the year on a right tab; "Licenses & Designations" with issuers, a licence number and years;
  grouped "Category: a, b" skill lines; awards and affiliations (not jobs); languages with levels.
  The page count is checked on a throw-away LibreOffice PDF. A broker in Naperville, IL.
- x3 (LibreOffice PDF of a Word document, Arial shown as Liberation Sans, two pages): an
  occupational therapist's resume: ", OTR/L" after a centred name, a label with an em dash,
  "Licensure & Certifications" before the experience (a state licence with a number and "exp.
  09/2026"), experience grouped by employer (bold employer with the city on a right tab, italic
  titles with "08/2020 – Present" on a right tab), two titles at one hospital, an overlapping PRN
  job at a nursing facility, a rehab aide job during college; "Master of Science in Occupational
  Therapy" with "Level II Fieldwork:" lines (placements, not jobs) and "Bachelor of Science in
  Exercise Science, cum laude"; grouped skill lines; affiliations; "English (native); Russian
  (conversational)"; a page-2 header with the name ("different first page"). An OT in Spokane, WA.
- x4 (Chromium "Save as PDF", two columns): a sales development representative's page with a dark
  LEFT sidebar holding the name, label, contact (LinkedIn), skills, tools and languages, and a main
  column with the summary, experience (bold title with the dates at the right over "Company · City,
  ST"), two titles at one software company, a part-time retail job overlapping school, a marketing
  internship dated "May – Aug 2021", "Bachelor of Science, Marketing" with a minor, certifications
  with issuers and years, and a volunteer mission abroad (not a job). An SDR in Lehi, UT.
- x5 (pdflatex, Utopia): an airline captain's resume: a centred name, a label with "|", contact
  with a LinkedIn link; "Certificates & Ratings" first (ATP with its class rating, a type rating,
  CFI/CFII/MEI "inactive", a first-class medical "current through 01/2026", an FCC permit), a
  "Flight Time" table of hours (not skills), "Flight Experience" with a bold title and the dates at
  the right over the italic employer with the city at the right ("Captain (CRJ-700/900)", then
  "First Officer (CRJ-700/900)" at one airline, "Sept 2019 -- Feb 2022"), flight instructor and a
  part-time line-service job; "B.S. in Aeronautical Science, minor in Business Administration" with
  a GPA; grouped skill lines; languages with ICAO levels; affiliations and a volunteer line (not
  jobs). A regional airline captain in Memphis, TN.
- x6 (HTML): a public librarian's hand-written resume page: the name as <h1>, a label, contact as a
  list (mailto, tel and a LinkedIn link), experience grouped under <h3> employer headings "Employer
  — City, ST" with "<strong>Title</strong>, September 2021 – present" lines (two titles at one
  library, "Aug. 2017 – May 2019", "2013 – 2017"), "M.S. in Information Science" and "B.A. in
  English, minor in History", certifications with issuers and years, skills as a <ul>, programs
  and professional service (not jobs), languages. A teen services librarian in Albany, NY.

Truth conventions as in batches 5–16: date_text as printed (LaTeX "--" printed as "–"; ASCII
hyphens kept where the writer typed them), the work entry's location where printed, education
score where a grade or honour is printed, certificate names without issuer, state, number, year,
expiry or status ("inactive"), a rating printed inside the name before the issuer kept ("Airline
Transport Pilot (ATP), Airplane Multiengine Land"), every listed skill as printed (commas inside
parentheses do not split), spoken languages only, with their fluency as printed ("ICAO Level 6").
"May – Aug 2021" runs 2021-05 to 2021-08. A title's own parenthesis ("Captain (CRJ-700/900)",
"Occupational Therapist (PRN)", "Retail Sales Consultant (part-time)") and its own comma
("Department Manager, Home & Fashion") are part of the position. Two titles at one employer are
two work entries; an internship and a part-time job are work entries; Level II fieldwork placements
under a degree, career highlights, a flight-time table, a volunteer mission, awards, programs,
professional service and affiliations are not. Credentials after a name (", OTR/L") are not part
of the name. "Master of Science in Occupational Therapy" is study_type "Master of Science" with area
"Occupational Therapy", as "Associate of Applied Science in Dental Hygiene" was; "B.A. in English,
minor in History" has area "English". A personal or business site is basics.url; a LinkedIn address
is a profile, its URL the link target where there is one (x5, x6), else the printed address with
"https://" (x2, x4).

No installs were needed on the machine that wrote this batch; the tools are those of batch 16:
`pip install python-docx`, `apt-get install chromium fonts-liberation fonts-crosextra-carlito
libreoffice-writer-nogui poppler-utils texlive-latex-base texlive-latex-recommended
texlive-fonts-recommended texlive-latex-extra`.
Run from this folder: python3 render_batch17.py
"""
import os
from xml.sax.saxutils import escape

from holdout_render import (work_truth, FILES, bottom_border, check_pages, chromium_pdf, dates, libreoffice_pdf, linkedin,
                            lo_page_count, new_docx, pdf_pages, pdflatex, tex, write_text, write_truth)


# ---- x1: retail store manager, plain text with dates pushed right by spaces ----------------------
X1_JOBS = [
    ("Store Manager", "Brightway Home & Garden", "Chattanooga, TN", "March 2020 - Present",
     ("2020-03", None, True),
     ["Lead a $14.2M store with 3 assistant managers and 40-48 associates depending on the season",
      "Grew comparable sales 9% in 2023 and 6% in 2024; ranked #3 of 41 stores in the region for NPS",
      "Cut shrink from 2.1% to 1.2% of sales in two years with cycle counts, cameras and training",
      "Build the weekly schedule in UKG to the payroll budget; associate turnover down from 68% to 41%"]),
    ("Assistant Store Manager", "Brightway Home & Garden", "Cleveland, TN", "June 2017 - Feb 2020",
     ("2017-06", "2020-02"),
     ["Ran the store on the manager's days off; owned receiving, freight flow and the garden center",
      "Led the spring garden center set three years running, the store's highest-volume season",
      "Promoted to Store Manager at the Chattanooga store"]),
    ("Department Manager, Home & Fashion", "Carrington's Department Store", "Chattanooga, TN",
     "Aug. 2014 - May 2017", ("2014-08", "2017-05"),
     ["Managed 12 associates across home, women's and accessories ($3.8M annual sales)",
      "Set floor moves and promotional signage from corporate planograms every week"]),
    ("Sales Associate / Key Holder", "Summit Outfitters", "Chattanooga, TN", "2011 - 2014", ("2011", "2014"),
     ["Opened and closed the store, balanced drawers and made bank deposits",
      "Top seller for footwear add-ons two years in a row"]),
]
X1_CERTS = [("Retail Industry Fundamentals", "NRF Foundation, 2012"),
            ("Customer Service and Sales", "NRF Foundation, 2014"),
            ("OSHA 10-Hour General Industry", "OSHA Outreach Training Program, 2019"),
            ("Mental Health First Aid", "National Council for Mental Wellbeing, 2022")]
X1_SKILLS = ["P&L management", "Sales forecasting", "Inventory control", "Shrink reduction", "Visual merchandising",
             "Labor scheduling (UKG, Kronos)", "Hiring and onboarding", "Associate coaching", "Loss prevention",
             "Vendor relations", "POS systems (NCR, Square)", "Microsoft Excel", "Google Workspace"]


def wrap_items(items, width):
    """A comma list wrapped at spaces as a plain editor's word wrap would leave it (a line may break
    inside an item, never inside a word)."""
    words = ", ".join(items).split(" ")
    lines, line = [], ""
    for word in words:
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = (line + " " + word) if line else word
    lines.append(line)
    return "\n".join(lines)


def x1_store_manager_text():
    width = 92
    jobs = []
    for title, company, place, when, _, bullets in X1_JOBS:
        head = title + " " * max(3, width - len(title) - len(when)) + when
        jobs.append(f"{head}\n{company}, {place}\n" + "\n".join(f"  * {b}" for b in bullets))
    certs = "\n".join(f"  * {name} - {rest}" for name, rest in X1_CERTS)
    text = f"""Crystal D. Navarro
Retail Store Manager
Chattanooga, TN 37421  •  (423) 555-0164  •  crystal.navarro@example.com

PROFESSIONAL SUMMARY

Store manager with 13 years in specialty and big-box retail, the last five running a $14M home and
garden store. I hire well, keep shrink low and hold my team to a clean, full, well-signed floor
every day. Comfortable with P&L reviews, district visits and a Saturday truck.

PROFESSIONAL EXPERIENCE

{(chr(10) + chr(10)).join(jobs)}

EDUCATION

Chattanooga State Community College, Chattanooga, TN
Associate of Science in Business Management, May 2013

CERTIFICATIONS

{certs}

SKILLS

{wrap_items(X1_SKILLS, 96)}

LANGUAGES

English (native), Spanish (conversational)

References available upon request.
"""
    name = "x1-crystal-navarro"
    write_text(name + ".txt", text)
    write_truth(name, {
        "basics": {"name": "Crystal D. Navarro", "label": "Retail Store Manager",
                   "email": "crystal.navarro@example.com", "phone": "(423) 555-0164",
                   "location": {"city": "Chattanooga", "region": "TN"}},
        "work": work_truth([j[:5] for j in X1_JOBS]),
        "education": [{"institution": "Chattanooga State Community College", "study_type": "Associate of Science",
                       "area": "Business Management", "dates": dates(None, "2013-05", text="May 2013")}],
        "skills": [{"name": s} for s in X1_SKILLS],
        "certificates": [{"name": n} for n, _ in X1_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Spanish", "fluency": "conversational"}],
    })


# ---- x2: real estate broker, DOCX with dates on a right tab and Word list bullets ----------------
X2_JOBS = [
    ("Team Lead & Real Estate Broker", "Prairie Path Realty Group", "Naperville, IL", "January 2021 – Present",
     ("2021-01", None, True),
     ["Lead a four-agent buyer team; closed 31 transactions ($14.6M volume) personally in 2024.",
      "Run listing presentations, pricing (CMA) and launch plans for sellers in Naperville, Aurora and Plainfield.",
      "Built the team's lead follow-up plan in Follow Up Boss; lead-to-appointment rate rose from 6% to 11%.",
      "Coach new agents on contracts, inspections and attorney review through closing."]),
    ("Real Estate Broker", "Prairie Path Realty Group", "Naperville, IL", "April 2017 – December 2020",
     ("2017-04", "2020-12"),
     ["Grew from 6 closings in my first year to 24 in 2020, 70% from referrals and past clients.",
      "Hosted 2-3 open houses a month and wrote the listing copy and social posts for the office."]),
    ("Leasing Consultant", "Riverwalk Commons Apartments", "Aurora, IL", "June 2014 – March 2017",
     ("2014-06", "2017-03"),
     ["Toured, qualified and leased apartments in a 312-unit community; 96% average occupancy.",
      "Handled renewals, move-ins and resident events; top closing ratio in the region in 2016."]),
    ("Marketing Coordinator", "Oakbrook Custom Homes", "Oak Brook, IL", "July 2012 – May 2014",
     ("2012-07", "2014-05"),
     ["Produced brochures, model-home signage and the builder's listings on the MLS and Zillow."]),
]
X2_CERTS = [("Managing Broker License", "State of Illinois (IDFPR), License No. 471.019832, 2023"),
            ("Real Estate Broker License", "State of Illinois (IDFPR), 2017"),
            ("Accredited Buyer's Representative (ABR)", "Real Estate Buyer's Agent Council, 2018"),
            ("Seller Representative Specialist (SRS)", "Real Estate Business Institute, 2020")]
X2_SKILL_LINES = [
    ("Sales", ["Buyer consultations", "Listing presentations", "Comparative market analysis (CMA)", "Negotiation",
               "Open houses", "Referral and sphere marketing"]),
    ("Tools", ["MLS (MRED Connect)", "Follow Up Boss", "dotloop", "DocuSign", "Canva", "Matterport 3D tours",
               "Microsoft Office"]),
]


def x2_realtor_docx():
    from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_TAB_ALIGNMENT
    from docx.shared import Inches, Pt, RGBColor

    green = RGBColor(0x1E, 0x5B, 0x4F)
    document = new_docx(author="Natalie Brennan", title="Natalie Brennan Resume", page=(Inches(8.5), Inches(11)),
                        margins=(Inches(0.7), Inches(0.5)), font="Calibri", size=10, space_after=1)
    bullets = document.styles["List Bullet"]
    bullets.font.name = "Calibri"; bullets.font.size = Pt(10)
    bullets.paragraph_format.space_after = Pt(0)
    for style in (document.styles["Normal"], bullets):
        style.paragraph_format.line_spacing = 1.0
    right = Inches(7.1)

    p = document.add_paragraph()
    r = p.add_run("Natalie R. Brennan"); r.bold = True; r.font.size = Pt(24); r.font.color.rgb = green
    p.paragraph_format.space_after = Pt(0)
    p = document.add_paragraph()
    r = p.add_run("Licensed Real Estate Broker | Residential Buyers & Sellers"); r.font.size = Pt(12.5)
    r.font.color.rgb = RGBColor(0x55, 0x55, 0x55)
    p.paragraph_format.space_after = Pt(2)
    p = document.add_paragraph("Naperville, IL 60540 | (630) 555-0152 | natalie.brennan@example.com | "
                               "nataliebrennanhomes.example.com | linkedin.com/in/nataliebrennan")
    p.paragraph_format.space_after = Pt(4)
    bottom_border(p, color="1E5B4F", size="12")

    def heading(text):
        h = document.add_paragraph()
        h.paragraph_format.space_before = Pt(7); h.paragraph_format.space_after = Pt(2)
        h.paragraph_format.keep_with_next = True
        r = h.add_run(text.upper()); r.bold = True; r.font.size = Pt(11); r.font.color.rgb = green
        bottom_border(h, color="A9C4BD", size="4")

    heading("Profile")
    document.add_paragraph(
        "Real estate broker with eight years of residential sales in the western suburbs of Chicago and a "
        "background in leasing and builder marketing. I keep buyers and sellers informed from the first "
        "showing to the closing table, and most of my business now comes from past clients and their friends.")

    heading("Career Highlights")
    for line in ["$48M in closed sales volume and 142 transactions since 2017.",
                 "Prairie Path Realty Group Top Producer, 2022, 2023 and 2024.",
                 "Average list-to-sale price ratio of 100.4% on my listings in 2024."]:
        document.add_paragraph(line, style="List Bullet")

    heading("Professional Experience")
    for i, (title, company, place, when, _, items) in enumerate(X2_JOBS):
        p = document.add_paragraph()
        p.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
        p.paragraph_format.space_before = Pt(4 if i else 0); p.paragraph_format.space_after = Pt(0)
        p.paragraph_format.keep_with_next = True
        p.add_run(title).bold = True
        p.add_run("\t" + when)
        p = document.add_paragraph()
        p.paragraph_format.space_after = Pt(1); p.paragraph_format.keep_with_next = True
        p.add_run(f"{company} | {place}").italic = True
        for item in items:
            document.add_paragraph(item, style="List Bullet")

    heading("Education")
    p = document.add_paragraph()
    p.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
    p.paragraph_format.space_after = Pt(0)
    p.add_run("Bachelor of Arts in Communication").bold = True
    p.add_run("\t2012")
    document.add_paragraph("Northern Illinois University, DeKalb, IL")

    heading("Licenses & Designations")
    for cert, rest in X2_CERTS:
        p = document.add_paragraph()
        p.paragraph_format.space_after = Pt(1)
        p.add_run(cert).bold = True
        p.add_run(" – " + rest)

    heading("Skills")
    for label, items in X2_SKILL_LINES:
        p = document.add_paragraph()
        p.add_run(label + ": ").bold = True
        p.add_run(", ".join(items))

    heading("Awards & Affiliations")
    document.add_paragraph("Rookie of the Year, Prairie Path Realty Group (2018) • Member, Mainstreet Organization "
                           "of REALTORS® (since 2017) • Naperville Area Chamber of Commerce, Ambassador (2021 – present)")

    heading("Languages")
    document.add_paragraph("English (native) • Polish (fluent)")

    name = "x2-natalie-brennan"
    path = os.path.join(FILES, name + ".docx")
    document.save(path)
    check_pages(name, lo_page_count(path, name), 1)
    write_truth(name, {
        "basics": {"name": "Natalie R. Brennan", "label": "Licensed Real Estate Broker | Residential Buyers & Sellers",
                   "email": "natalie.brennan@example.com", "phone": "(630) 555-0152",
                   "url": "https://nataliebrennanhomes.example.com",
                   "location": {"city": "Naperville", "region": "IL"},
                   "profiles": [linkedin("nataliebrennan", www=False)]},
        "work": work_truth([j[:5] for j in X2_JOBS]),
        "education": [{"institution": "Northern Illinois University", "study_type": "Bachelor of Arts",
                       "area": "Communication", "dates": dates(None, "2012", text="2012")}],
        "skills": [{"name": s} for _, items in X2_SKILL_LINES for s in items],
        "certificates": [{"name": c} for c, _ in X2_CERTS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Polish", "fluency": "fluent"}],
    })


# ---- x3: occupational therapist, two-page LibreOffice PDF ------------------------------------------
X3_EMPLOYERS = [
    ("Inland Northwest Medical Center", "Spokane, WA", [
        ("Occupational Therapist II", "08/2020 – Present", ("2020-08", None, True),
         ["Evaluate and treat 9-12 patients a day across acute care, ICU and the stroke unit of a 420-bed "
          "Level II trauma center.",
          "Lead OT on the stroke team: early mobility, cognitive screening and discharge recommendations in "
          "daily interdisciplinary rounds.",
          "Fabricate resting hand and wrist orthoses for burn, trauma and neurology patients.",
          "Clinical instructor for 6 Level II fieldwork students from Eastern Washington University and Gonzaga "
          "(2021–2025).",
          "Co-chair of the rehab department's falls-prevention committee; our unit's falls with injury dropped "
          "35% in 2023."]),
        ("Occupational Therapist I", "06/2018 – 07/2020", ("2018-06", "2020-07"),
         ["Completed a 12-month new-graduate residency rotating through orthopedics, cardiac and medical floors.",
          "Carried a caseload of 8-10 patients a day; documented evaluations and daily notes in Epic the same day.",
          "Trained nursing staff on safe transfers and bed mobility as part of the hospital's safe-patient-handling "
          "program."]),
    ]),
    ("Pinecrest Rehabilitation & Skilled Nursing", "Spokane Valley, WA", [
        ("Occupational Therapist (PRN)", "01/2019 – 12/2022", ("2019-01", "2022-12"),
         ["Covered weekends and staff vacations on a 96-bed skilled nursing and short-term rehab unit.",
          "Scored Section GG items and wrote plans of care for Medicare Part A and Part B residents.",
          "Led ADL retraining, wheelchair seating and positioning, and home-safety planning before discharge."]),
    ]),
    ("Palouse Physical Therapy", "Pullman, WA", [
        ("Rehabilitation Aide", "09/2013 – 05/2015", ("2013-09", "2015-05"),
         ["Set up treatment areas, cleaned equipment and guided patients through home exercise programs "
          "under PT supervision while in college."]),
    ]),
]
X3_CERTS = [("Occupational Therapist License", "Washington State Department of Health, License No. OT60812345, "
                                               "exp. 09/2026"),
            ("Registered Occupational Therapist (OTR)", "NBCOT, 2018"),
            ("Certified Brain Injury Specialist (CBIS)", "Brain Injury Association of America, 2021"),
            ("Basic Life Support (BLS) for Healthcare Providers", "American Heart Association, exp. 03/2026")]
X3_SKILL_LINES = [
    ("Evaluation", ["ADL and IADL assessment", "cognitive screening (MoCA, SLUMS)", "FIM and Section GG scoring",
                    "home safety evaluations"]),
    ("Treatment", ["neuro rehabilitation (stroke, TBI, SCI)", "ADL retraining", "therapeutic exercise and activity",
                   "orthotic fabrication", "wheelchair seating and positioning", "caregiver training"]),
    ("Documentation", ["Epic", "PointClickCare", "Net Health", "Microsoft Office"]),
]


def x3_ot_libreoffice():
    from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_TAB_ALIGNMENT
    from docx.shared import Inches, Pt, RGBColor

    teal = RGBColor(0x0F, 0x5E, 0x6E)
    document = new_docx(author="Caroline Bergstrom", title="Caroline Bergstrom, OTR/L - Resume",
                        page=(Inches(8.5), Inches(11)), margins=(Inches(0.85), Inches(0.7)), font="Arial",
                        size=10.5, space_after=3)
    right = Inches(6.8)
    hang = Inches(0.22)
    section = document.sections[0]
    section.different_first_page_header_footer = True
    hp = section.header.paragraphs[0]
    for stop in (Inches(3.25), Inches(6.5)):  # the Header style's own centre and right stops
        hp.paragraph_format.tab_stops.add_tab_stop(stop, WD_TAB_ALIGNMENT.CLEAR)
    hp.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
    r = hp.add_run("Caroline M. Bergstrom, OTR/L\tPage 2"); r.font.size = Pt(9); r.font.color.rgb = teal

    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = p.add_run("Caroline M. Bergstrom, OTR/L"); r.bold = True; r.font.size = Pt(20); r.font.color.rgb = teal
    p.paragraph_format.space_after = Pt(1)
    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = p.add_run("Occupational Therapist — Acute Care & Neuro Rehabilitation"); r.font.size = Pt(12)
    p.paragraph_format.space_after = Pt(2)
    p = document.add_paragraph("Spokane, WA 99203  •  (509) 555-0137  •  caroline.bergstrom@example.com")
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    p.paragraph_format.space_after = Pt(6)
    bottom_border(p, color="0F5E6E", size="8")

    def heading(text):
        h = document.add_paragraph()
        h.paragraph_format.space_before = Pt(10); h.paragraph_format.space_after = Pt(3)
        h.paragraph_format.keep_with_next = True
        r = h.add_run(text); r.bold = True; r.font.size = Pt(11.5); r.font.color.rgb = teal
        bottom_border(h, color="9FC3CA", size="4")

    def bullet(text):
        b = document.add_paragraph("•\t" + text)
        b.paragraph_format.left_indent = hang + Inches(0.1)
        b.paragraph_format.first_line_indent = -hang
        b.paragraph_format.tab_stops.add_tab_stop(hang + Inches(0.1), WD_TAB_ALIGNMENT.LEFT)
        b.paragraph_format.space_after = Pt(2)

    def tabbed(left, rest, bold=False, italic=False, before=0, keep=True):
        p = document.add_paragraph()
        p.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
        p.paragraph_format.space_before = Pt(before); p.paragraph_format.space_after = Pt(1)
        p.paragraph_format.keep_with_next = keep
        r = p.add_run(left); r.bold = bold; r.italic = italic
        p.add_run("\t" + rest)
        return p

    heading("PROFESSIONAL SUMMARY")
    document.add_paragraph(
        "Registered and licensed occupational therapist with seven years in acute care and skilled nursing, "
        "focused on stroke, brain injury and complex medical patients. I get people moving early, teach families "
        "what they need to know before discharge, and enjoy supervising fieldwork students. Certified Brain Injury "
        "Specialist.")

    heading("LICENSURE & CERTIFICATIONS")
    for cert, rest in X3_CERTS:
        p = document.add_paragraph()
        p.paragraph_format.space_after = Pt(1)
        p.add_run(cert).bold = True
        p.add_run(" — " + rest)

    heading("PROFESSIONAL EXPERIENCE")
    for i, (employer, place, roles) in enumerate(X3_EMPLOYERS):
        tabbed(employer, place, bold=True, before=6 if i else 0)
        for j, (title, when, _, items) in enumerate(roles):
            tabbed(title, when, italic=True, before=3 if j else 0)
            for item in items:
                bullet(item)

    heading("EDUCATION")
    tabbed("Master of Science in Occupational Therapy", "June 2018", bold=True)
    document.add_paragraph("Eastern Washington University, Spokane, WA").paragraph_format.space_after = Pt(1)
    p = document.add_paragraph()
    p.paragraph_format.left_indent = Inches(0.2)
    p.add_run("Level II Fieldwork: ").italic = True
    p.add_run("Valley Rehabilitation Institute, inpatient rehab (12 weeks); Lilac City Hand Therapy, outpatient "
              "hands and upper extremity (12 weeks)")
    tabbed("Bachelor of Science in Exercise Science, cum laude", "May 2015", bold=True, before=5)
    document.add_paragraph("Washington State University, Pullman, WA")

    heading("CLINICAL SKILLS")
    for label, items in X3_SKILL_LINES:
        p = document.add_paragraph()
        p.add_run(label + ": ").bold = True
        p.add_run(", ".join(items))

    heading("PROFESSIONAL AFFILIATIONS")
    bullet("American Occupational Therapy Association (AOTA), member since 2016")
    bullet("Washington Occupational Therapy Association (WOTA), Eastern Region volunteer, 2020 – present")

    heading("LANGUAGES")
    document.add_paragraph("English (native); Russian (conversational)")

    name = "x3-caroline-bergstrom"
    libreoffice_pdf(document, name, pages=2)
    work = []
    for employer, place, roles in X3_EMPLOYERS:
        for title, when, span, _ in roles:
            work.append({"position": title, "name": employer, "location": place, "dates": dates(*span, text=when)})
    write_truth(name, {
        "basics": {"name": "Caroline M. Bergstrom",
                   "label": "Occupational Therapist — Acute Care & Neuro Rehabilitation",
                   "email": "caroline.bergstrom@example.com", "phone": "(509) 555-0137",
                   "location": {"city": "Spokane", "region": "WA"}},
        "work": work,
        "education": [
            {"institution": "Eastern Washington University", "study_type": "Master of Science",
             "area": "Occupational Therapy", "dates": dates(None, "2018-06", text="June 2018")},
            {"institution": "Washington State University", "study_type": "Bachelor of Science",
             "area": "Exercise Science", "score": "cum laude", "dates": dates(None, "2015-05", text="May 2015")}],
        "skills": [{"name": s} for _, items in X3_SKILL_LINES for s in items],
        "certificates": [{"name": c} for c, _ in X3_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Russian", "fluency": "conversational"}],
    })


# ---- x4: sales development representative, Chromium page with a dark left sidebar ---------------
X4_JOBS = [
    ("Senior Sales Development Representative", "Canyonline Software", "Lehi, UT", "Jul 2023 – Present",
     ("2023-07", None, True),
     ["Prospect into mid-market HR and finance leaders for a payroll and HR platform; 132% of quota in FY2024.",
      "Book 18-22 qualified meetings a month from cold calls, LinkedIn and 6-step email sequences.",
      "Sourced $2.9M in pipeline in 2024, 38% of it closed-won by the account executives I support.",
      "Onboard and shadow-coach new SDRs; wrote the team's objection-handling playbook."]),
    ("Sales Development Representative", "Canyonline Software", "Lehi, UT", "Jan 2022 – Jun 2023",
     ("2022-01", "2023-06"),
     ["Worked inbound leads and outbound accounts in the Mountain and Pacific territories; 112% of quota "
      "over six quarters.",
      "Promoted after finishing #1 of 14 SDRs in held meetings for Q1 2023."]),
    ("Retail Sales Consultant (part-time)", "Summit Wireless", "Orem, UT", "Aug 2019 – Dec 2021",
     ("2019-08", "2021-12"),
     ["Sold phones, plans and accessories 25 hours a week while in school; top 10% in the district for "
      "accessory attach rate."]),
    ("Marketing Intern", "Wasatch Trail Co.", "Salt Lake City, UT", "May – Aug 2021", ("2021-05", "2021-08"),
     ["Built email campaigns in HubSpot and cleaned up 8,000 CRM records before a Salesforce migration."]),
]
X4_SKILLS = ["Outbound prospecting", "Cold calling", "Multi-touch email sequences", "Discovery and qualification "
             "(BANT, MEDDIC)", "Objection handling", "LinkedIn social selling", "Account research"]
X4_TOOLS = ["Salesforce", "Outreach", "ZoomInfo", "LinkedIn Sales Navigator", "Gong", "HubSpot", "Google Sheets"]
X4_CERTS = [("HubSpot Inbound Sales Certification", "HubSpot Academy", "2022"),
            ("Salesforce Certified Associate", "Salesforce", "2023"),
            ("Sandler Prospecting Fundamentals", "Sandler Training", "2024")]
X4_LANGUAGES = [("English", "Native"), ("Portuguese", "Fluent")]


def x4_sdr_chromium():
    jobs = []
    for title, company, place, when, _, items in X4_JOBS:
        lis = "".join(f"<li>{escape(b)}</li>" for b in items)
        jobs.append(f'<div class="job"><div class="row"><h3>{escape(title)}</h3><span class="dates">{escape(when)}'
                    f'</span></div><div class="org">{escape(company)} · {escape(place)}</div><ul>{lis}</ul></div>')
    skills = "".join(f"<li>{escape(s)}</li>" for s in X4_SKILLS)
    tools = "".join(f"<li>{escape(s)}</li>" for s in X4_TOOLS)
    langs = "".join(f"<p>{escape(l)} — {escape(level)}</p>" for l, level in X4_LANGUAGES)
    certs = "".join(f"<p><b>{escape(c)}</b> — {escape(who)}, {escape(when)}</p>" for c, who, when in X4_CERTS)
    html = f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Brandon Ellsworth - Resume</title>
<style>
@page {{ size: Letter; margin: 0; }}
* {{ box-sizing: border-box; -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
html, body {{ margin: 0; height: 100%; }}
body {{ font: 9.7pt/1.42 "Liberation Sans", Arial, sans-serif; color: #262b33; }}
.page {{ display: grid; grid-template-columns: 2.45in 1fr; min-height: 11in; }}
aside {{ background: #1d2b3a; color: #e6ecf2; padding: 0.55in 0.3in 0.4in 0.38in; }}
aside h1 {{ margin: 0; font-size: 22pt; line-height: 1.1; color: #fff; }}
aside .label {{ margin: 6pt 0 16pt; font-size: 10.5pt; color: #7fd1c4; }}
aside h2 {{ font-size: 9.5pt; letter-spacing: 1.4pt; text-transform: uppercase; color: #7fd1c4; margin: 15pt 0 5pt;
           border-bottom: 0.8pt solid #3f5366; padding-bottom: 2pt; }}
aside p {{ margin: 0 0 3pt; }}
aside a {{ color: #e6ecf2; text-decoration: none; }}
aside ul {{ margin: 0; padding-left: 11pt; }}
aside li {{ margin-bottom: 2pt; }}
main {{ padding: 0.55in 0.5in 0.4in 0.4in; }}
main h2 {{ font-size: 11pt; letter-spacing: 1.2pt; text-transform: uppercase; color: #1d2b3a; margin: 14pt 0 6pt;
          border-bottom: 1.2pt solid #7fd1c4; padding-bottom: 2pt; }}
main h2:first-child {{ margin-top: 0; }}
main p {{ margin: 0 0 4pt; }}
.job {{ margin-bottom: 9pt; }}
.row {{ display: flex; justify-content: space-between; align-items: baseline; gap: 10pt; }}
.row h3 {{ margin: 0; font-size: 10.4pt; }}
.dates {{ white-space: nowrap; color: #55606d; font-size: 9.3pt; }}
.org {{ color: #3c6e8f; font-weight: 600; margin: 1pt 0 2pt; }}
main ul {{ margin: 0; padding-left: 13pt; }}
main li {{ margin-bottom: 1.5pt; }}
</style></head>
<body><div class="page">
<aside>
  <h1>Brandon K. Ellsworth</h1>
  <div class="label">Senior Sales Development Representative</div>
  <h2>Contact</h2>
  <p>Lehi, UT 84043</p>
  <p>(801) 555-0129</p>
  <p><a href="mailto:brandon.ellsworth@example.com">brandon.ellsworth@example.com</a></p>
  <p><a href="https://linkedin.com/in/b-ellsworth">linkedin.com/in/b-ellsworth</a></p>
  <h2>Skills</h2>
  <ul>{skills}</ul>
  <h2>Tools</h2>
  <ul>{tools}</ul>
  <h2>Languages</h2>
  {langs}
</aside>
<main>
  <h2>Summary</h2>
  <p>Senior SDR with three and a half years of outbound prospecting for B2B SaaS. Consistently over quota, good on
  the phone, and happiest when a cold account turns into a first meeting. Ready to step into a full-cycle account
  executive role.</p>
  <h2>Experience</h2>
  {"".join(jobs)}
  <h2>Education</h2>
  <div class="row"><h3>Bachelor of Science, Marketing</h3><span class="dates">2021</span></div>
  <div class="org">Utah Valley University · Orem, UT</div>
  <p>Minor in Communication · Professional Sales Club, VP of Competitions</p>
  <h2>Certifications</h2>
  {certs}
  <h2>Volunteer</h2>
  <p><b>Full-time Volunteer Missionary</b> — Curitiba, Brazil · 2016 – 2018. Taught and served in Portuguese;
  trained and led groups of 10-12 volunteers.</p>
</main>
</div></body></html>
"""
    name = "x4-brandon-ellsworth"
    chromium_pdf(html, name, pages=1)
    write_truth(name, {
        "basics": {"name": "Brandon K. Ellsworth", "label": "Senior Sales Development Representative",
                   "email": "brandon.ellsworth@example.com", "phone": "(801) 555-0129",
                   "location": {"city": "Lehi", "region": "UT"},
                   "profiles": [linkedin("b-ellsworth", www=False)]},
        "work": work_truth([j[:5] for j in X4_JOBS]),
        "education": [{"institution": "Utah Valley University", "study_type": "Bachelor of Science", "area": "Marketing",
                       "dates": dates(None, "2021", text="2021")}],
        "skills": [{"name": s} for s in X4_SKILLS + X4_TOOLS],
        "certificates": [{"name": c} for c, _, _ in X4_CERTS],
        "languages": [{"language": l, "fluency": level} for l, level in X4_LANGUAGES],
    })


# ---- x5: airline captain, pdflatex (Utopia) --------------------------------------------------------
X5_JOBS = [
    ("Captain (CRJ-700/900)", "Cumberland Regional Airlines", "Memphis, TN", "Mar 2022 – Present",
     ("2022-03", None, True),
     ["Command Part 121 regional jet operations from the Memphis base, about 50 block hours a month across the "
      "Southeast and Midwest.",
      "Upgraded with 3,400 hours total time; passed the initial captain PC and IOE on the first attempt.",
      "Lead crew briefings, irregular operations and diversions; zero incidents or violations as captain."]),
    ("First Officer (CRJ-700/900)", "Cumberland Regional Airlines", "Memphis, TN", "Sept 2019 – Feb 2022",
     ("2019-09", "2022-02"),
     ["Flew 1,860 hours as second in command, including winter operations out of Chicago and Detroit.",
      "Volunteer new-hire mentor for 14 first officers through the pilot professional-standards program."]),
    ("Flight Instructor (CFI/CFII/MEI)", "Riverbend Aviation Academy", "Olive Branch, MS", "Jun 2016 – Aug 2019",
     ("2016-06", "2019-08"),
     ["Gave 1,240 hours of dual instruction under Part 61 and 141 in the Cessna 172 and Piper Seminole.",
      "Recommended 38 students for private, instrument, commercial and CFI checkrides; 92% first-time pass rate.",
      "Chief-pilot assistant for stage checks and the school's safety meetings in 2018-2019."]),
    ("Line Service Technician (part-time)", "Bluff City Jet Center", "Memphis, TN", "2013 – 2016",
     ("2013", "2016"),
     ["Fueled, towed and marshaled corporate and charter aircraft while in flight school."]),
]
X5_CERTS = [("Airline Transport Pilot (ATP), Airplane Multiengine Land", "FAA, 2019"),
            ("CL-65 Type Rating (CRJ-700/900)", "FAA, 2019"),
            ("Certified Flight Instructor (CFI, CFII, MEI)", "FAA, 2016 (inactive)"),
            ("First-Class Medical Certificate", "FAA, current through 01/2026"),
            ("FCC Restricted Radiotelephone Operator Permit", "2015")]
X5_SKILL_LINES = [
    ("Flight operations", ["Crew resource management (CRM)", "Threat and error management (TEM)",
                           "Part 121 operations", "Winter operations and deicing", "RNAV/RNP procedures",
                           "Irregular operations (IROPS)"]),
    ("Instruction", ["Part 61 and 141 flight training", "Checkride preparation", "New-hire mentoring"]),
    ("Systems", ["ACARS", "ForeFlight", "Jeppesen FliteDeck Pro", "Microsoft Office"]),
]


def x5_pilot_pdflatex():
    jobs = []
    for title, company, place, when, _, items in X5_JOBS:
        lis = "\n".join(f"  \\item {tex(b)}" for b in items)
        jobs.append(f"\\job{{{tex(title)}}}{{{tex(when)}}}{{{tex(company)}}}{{{place}}}\n"
                    f"\\begin{{itemize}}\n{lis}\n\\end{{itemize}}")
    certs = "\n".join(f"  \\item \\textbf{{{tex(c)}}} --- {tex(rest)}" for c, rest in X5_CERTS)
    skills = "\n".join(f"\\textbf{{{label}:}} {tex(', '.join(items))}\\par" for label, items in X5_SKILL_LINES)
    source = r"""\documentclass[10pt,letterpaper]{article}
\usepackage[T1]{fontenc}
\usepackage[utf8]{inputenc}
\usepackage{utopia}
\usepackage[margin=0.6in,top=0.45in,bottom=0.45in]{geometry}
\usepackage{titlesec}
\usepackage{enumitem}
\usepackage{xcolor}
\usepackage{array}
\usepackage[hidelinks]{hyperref}
\pagestyle{empty}
\setlength{\parindent}{0pt}
\definecolor{sky}{HTML}{0B3D6B}
\titleformat{\section}{\color{sky}\large\bfseries}{}{0pt}{\MakeUppercase}[{\color{sky}\titlerule}]
\titlespacing*{\section}{0pt}{6pt}{3pt}
\setlist[itemize]{leftmargin=14pt,topsep=1pt,itemsep=0.5pt,parsep=0pt}
\newcommand{\job}[4]{\par\smallskip\textbf{#1}\hfill #2\par\textit{#3}\hfill #4\par}
\begin{document}
\begin{center}
{\fontsize{22}{26}\selectfont\bfseries Antoine R. Fleming}\\[3pt]
{\large Airline Captain | ATP, CL-65 Type Rated}\\[3pt]
Memphis, TN 38119 \textperiodcentered{} (901) 555-0148 \textperiodcentered{}
\href{mailto:antoine.fleming@example.com}{antoine.fleming@example.com} \textperiodcentered{}
\href{https://www.linkedin.com/in/antoinefleming-atp}{linkedin.com/in/antoinefleming-atp}
\end{center}

\section*{Summary}
Regional airline captain with 5,400 hours, three years in command of the CRJ-700/900 and three years as a flight
instructor before that. Safe, calm and on time, with a clean record: no accidents, incidents or FAA violations.
Looking for a first officer position at a major carrier.

\section*{Certificates \& Ratings}
\begin{itemize}
""" + certs + r"""
\end{itemize}

\section*{Flight Time}
\begin{tabular}{@{}l r @{\hspace{16pt}} l r @{\hspace{16pt}} l r @{\hspace{16pt}} l r@{}}
Total time & 5,420 & Pilot in command & 2,310 & Turbine & 3,950 & Multi-engine & 4,120\\
Second in command & 1,860 & CRJ-700/900 & 3,860 & Instrument (actual) & 410 & Night & 980\\
\end{tabular}

\section*{Flight Experience}
""" + "\n\n".join(jobs) + r"""

\section*{Education}
\textbf{Middle Tennessee State University}, Murfreesboro, TN\hfill May 2016\\
B.S. in Aeronautical Science, minor in Business Administration \textperiodcentered{} GPA 3.41/4.00\par

\section*{Skills}
""" + skills + r"""

\section*{Languages}
English (ICAO Level 6), French (ICAO Level 4), Haitian Creole (fluent)

\section*{Affiliations \& Volunteering}
Air Line Pilots Association (ALPA), member since 2019 \textperiodcentered{}
Organization of Black Aerospace Professionals (OBAP), ACE Academy volunteer instructor, 2021 -- present
\end{document}
"""
    name = "x5-antoine-fleming"
    pdflatex(source, name)
    check_pages(name, pdf_pages(os.path.join(FILES, name + ".pdf")), 1)
    write_truth(name, {
        "basics": {"name": "Antoine R. Fleming", "label": "Airline Captain | ATP, CL-65 Type Rated",
                   "email": "antoine.fleming@example.com", "phone": "(901) 555-0148",
                   "location": {"city": "Memphis", "region": "TN"}, "profiles": [linkedin("antoinefleming-atp")]},
        "work": work_truth([j[:5] for j in X5_JOBS]),
        "education": [{"institution": "Middle Tennessee State University", "study_type": "B.S.",
                       "area": "Aeronautical Science", "score": "3.41/4.00",
                       "dates": dates(None, "2016-05", text="May 2016")}],
        "skills": [{"name": s} for _, items in X5_SKILL_LINES for s in items],
        "certificates": [{"name": c} for c, _ in X5_CERTS],
        "languages": [{"language": "English", "fluency": "ICAO Level 6"},
                      {"language": "French", "fluency": "ICAO Level 4"},
                      {"language": "Haitian Creole", "fluency": "fluent"}],
    })


# ---- x6: teen services librarian, hand-written HTML page -----------------------------------------
X6_GROUPS = [
    ("Capital Region Public Library", "Albany, NY", [
        ("Teen Services Librarian", "September 2021 – present", ("2021-09", None, True),
         ["Run teen services at a busy urban branch: collection, programs, outreach and the Teen Advisory Board.",
          "Tripled teen program attendance (1,150 to 3,480 a year) with an after-school makerspace, anime club "
          "and SAT prep.",
          "Partner with four Albany middle and high schools on class visits, library-card drives and summer "
          "reading.",
          "Manage a $38,000 annual teen materials budget, including graphic novels and Spanish-language titles."]),
        ("Librarian Trainee", "June 2019 – August 2021", ("2019-06", "2021-08"),
         ["Worked the adult and youth reference desks and led storytimes and teen craft nights at two "
          "branches.",
          "Moved teen programs online in 2020 (Discord book club, virtual D&D) and kept 60 regulars engaged."]),
    ]),
    ("University at Albany Libraries", "Albany, NY", [
        ("Reference Graduate Assistant", "Aug. 2017 – May 2019", ("2017-08", "2019-05"),
         ["Answered in-person and chat reference questions and taught library instruction sessions for "
          "first-year writing classes."]),
    ]),
    ("Lark Street Books", "Albany, NY", [
        ("Bookseller", "2013 – 2017", ("2013", "2017"),
         ["Hand-sold fiction and young adult titles, ran the monthly YA book club and built front-table displays."]),
    ]),
]
X6_CERTS = [("Public Librarian Professional Certificate", "New York State Education Department", "2019"),
            ("Youth Mental Health First Aid", "National Council for Mental Wellbeing", "2022"),
            ("Google Certified Educator Level 1", "Google for Education", "2021")]
X6_SKILLS = ["Readers' advisory", "Reference and research instruction", "Collection development (teen and YA)",
             "Program planning and outreach", "Makerspace tools (3D printing, Cricut, Arduino)", "Polaris ILS",
             "OverDrive/Libby", "LibGuides", "Canva", "Microsoft 365"]


def x6_librarian_html():
    groups = []
    for employer, place, roles in X6_GROUPS:
        parts = [f"<h3>{escape(employer)} — {escape(place)}</h3>"]
        for title, when, _, items in roles:
            lis = "\n".join(f"      <li>{escape(b)}</li>" for b in items)
            parts.append(f"    <p class=\"role\"><strong>{escape(title)}</strong>, {escape(when)}</p>\n"
                         f"    <ul>\n{lis}\n    </ul>")
        groups.append("  <article>\n    " + "\n".join(parts) + "\n  </article>")
    certs = "\n".join(f"    <li><strong>{escape(c)}</strong>, {escape(who)}, {when}</li>" for c, who, when in X6_CERTS)
    skills = "\n".join(f"    <li>{escape(s)}</li>" for s in X6_SKILLS)
    html = f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Miriam K. Solis – Resume</title>
<style>
  body {{ max-width: 46rem; margin: 2rem auto; padding: 0 1rem; font: 16px/1.55 Georgia, "Times New Roman", serif;
         color: #222; }}
  h1 {{ margin-bottom: 0; font-size: 2.2rem; }}
  .label {{ margin-top: .2rem; font-size: 1.15rem; color: #6b3d7a; }}
  ul.contact {{ list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: .3rem 1.2rem; font-size: .95rem; }}
  h2 {{ margin-top: 2rem; border-bottom: 2px solid #6b3d7a; color: #6b3d7a; font-size: 1.2rem;
        text-transform: uppercase; letter-spacing: .05em; }}
  h3 {{ margin-bottom: .2rem; font-size: 1.05rem; }}
  p.role {{ margin: .4rem 0 .2rem; }}
  a {{ color: #6b3d7a; }}
</style>
</head>
<body>
<header>
  <h1>Miriam K. Solis</h1>
  <p class="label">Teen Services Librarian</p>
  <ul class="contact">
    <li>Albany, NY 12203</li>
    <li><a href="tel:+15185550172">(518) 555-0172</a></li>
    <li><a href="mailto:miriam.solis@example.com">miriam.solis@example.com</a></li>
    <li><a href="https://www.linkedin.com/in/miriam-solis-librarian">LinkedIn</a></li>
  </ul>
</header>

<section id="summary">
  <h2>About</h2>
  <p>Public librarian who loves working with teenagers. Six years in public libraries and four behind a bookstore
  counter before that. I build programs teens actually show up for, keep the YA collection fresh and work closely
  with schools and youth organizations.</p>
</section>

<section id="experience">
  <h2>Experience</h2>
{chr(10).join(groups)}
</section>

<section id="education">
  <h2>Education</h2>
  <p><strong>M.S. in Information Science</strong>, University at Albany, State University of New York, Albany, NY,
  May 2019</p>
  <p><strong>B.A. in English, minor in History</strong>, Siena College, Loudonville, NY, 2013</p>
</section>

<section id="certifications">
  <h2>Certifications</h2>
  <ul>
{certs}
  </ul>
</section>

<section id="skills">
  <h2>Skills</h2>
  <ul>
{skills}
  </ul>
</section>

<section id="programs">
  <h2>Programs &amp; Presentations</h2>
  <ul>
    <li>“Level Up: Gaming Programs on a Budget,” New York Library Association Annual Conference, 2023</li>
    <li>Teen Summer Reading Challenge, Capital Region Public Library, 2022–2025 (coordinator)</li>
  </ul>
</section>

<section id="service">
  <h2>Professional Service</h2>
  <ul>
    <li>Youth Services Section, New York Library Association: board member, 2022–present</li>
    <li>Albany County Youth Bureau, volunteer tutor, 2016–2019</li>
  </ul>
</section>

<section id="languages">
  <h2>Languages</h2>
  <p>English (native), Spanish (intermediate)</p>
</section>
</body>
</html>
"""
    name = "x6-miriam-solis"
    write_text(name + ".html", html)
    work = []
    for employer, place, roles in X6_GROUPS:
        for title, when, span, _ in roles:
            work.append({"position": title, "name": employer, "location": place, "dates": dates(*span, text=when)})
    write_truth(name, {
        "basics": {"name": "Miriam K. Solis", "label": "Teen Services Librarian",
                   "email": "miriam.solis@example.com", "phone": "(518) 555-0172",
                   "location": {"city": "Albany", "region": "NY"},
                   "profiles": [linkedin("miriam-solis-librarian")]},
        "work": work,
        "education": [
            {"institution": "University at Albany, State University of New York", "study_type": "M.S.",
             "area": "Information Science", "dates": dates(None, "2019-05", text="May 2019")},
            {"institution": "Siena College", "study_type": "B.A.", "area": "English",
             "dates": dates(None, "2013", text="2013")}],
        "skills": [{"name": s} for s in X6_SKILLS],
        "certificates": [{"name": c} for c, _, _ in X6_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Spanish", "fluency": "intermediate"}],
    })


if __name__ == "__main__":
    x1_store_manager_text()
    x2_realtor_docx()
    x3_ot_libreoffice()
    x4_sdr_chromium()
    x5_pilot_pdflatex()
    x6_librarian_html()
