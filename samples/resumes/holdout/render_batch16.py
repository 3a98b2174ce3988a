#!/usr/bin/env python3
"""Renders the sixteenth held-out batch (w1–w6) into files/ and its truth into truth/.

Written without reading the parser. Like batches 10–15, six MAINSTREAM resumes in fields the
earlier batches did not use, each made with the tool its writer would have at hand; one of them
returns to work after a career break, one works self-employed and freelance, one is functional:

- w1 (plain text): a structural and pipe welder's resume typed in a plain editor: the name in
  capitals, a label, a contact line joined by "|", headings in capitals ending in a colon, one line
  a job "Company (Title), 2017–2021" (a company with its own comma, "Gulf Coast Fabrication &
  Erection, LLC"), the city indented on the next line, "•" bullets, two-digit end years
  ("2015–17", "2013–15"), helper then welder/fitter at one steel shop, certifications with an
  issuer, an issue month and "exp. 11/2027", a "Certificate of Completion, Welding Technology" and
  a "High School Diploma" each under the school's line, a comma skills paragraph wrapped at commas
  (one item whose parentheses hold commas) and languages with levels. A welder in Beaumont, TX.
- w2 (DOCX, python-docx): a police officer's Word resume whose EXPERIENCE IS A WORD TABLE ("Table
  Grid") with a shaded header row "Employer | Title | Dates" (marked to repeat as a header row),
  the employer cell holding the employer over its city as two paragraphs, full month names
  ("October 2017 – Present"), a merged full-width row of "•" duties under each job, two titles at
  one police department, U.S. Army military police service; education with "B.S., Criminal
  Justice (in progress)" and "Expected May 2026" on a right tab and an "A.A.S., Administration of
  Justice"; certifications with issuers and years, a comma skills paragraph, awards and a
  community coaching role (not jobs), languages with levels. The page count is checked on a
  throw-away LibreOffice PDF. A patrol officer and field training officer in Mesa, AZ.
- w3 (LibreOffice PDF of a Word document, Carlito): a customer service representative's one-page
  FUNCTIONAL resume: a summary, then "Skills & Accomplishments" grouped under bold skill areas with
  accomplishment bullets and a last "Systems & Tools:" comma line, then a short "Work History"
  with one line a job "Title @ Company, City, ST" and the dates on a right tab ("Oct. 2017 –
  Present", "Jan. 2016 – Sept. 2017"), two titles at one insurer, "Associate of Arts (A.A.),
  General Studies", a licence and a certification with issuers and years, and a "Languages:" line
  joined by "·". A senior customer service representative in Jacksonville, FL.
- w4 (Chromium "Save as PDF"): a flight attendant who RETURNED TO WORK after a career break: a
  coloured header band across the page with a photo-placeholder box (an inline SVG silhouette, no
  text) beside the name, label and contact; one line a job "2016 – 2019 | Title | Company |
  City, ST" (years only), a "2019 – 2022 | Career break" line with a note and no employer, cabin
  crew and enrolled-nurse jobs in "Sydney, NSW, Australia", "Diploma of Nursing" from TAFE NSW, a
  volunteer section, and a three-column strip at the foot (skills, certifications with issuers and
  dates, languages with CEFR levels). A flight attendant in Irving, TX.
- w5 (pdflatex, Times via mathptmx): a biomedical engineer's resume: a centred name, a label with
  "|", a LinkedIn link; experience grouped by company (bold company with the city at the right,
  italic titles with the dates at the right), one company printed "Kessler Orthopedics (acquired
  by Meridian MedTech, 2021)" with two roles under it, dates "Q2 2019 -- Q4 2021", a "Summer 2015"
  internship; "MBA (in progress)" dated "2024 -- present" and "B.S. in Biomedical Engineering" with
  a GPA, certifications with issuers and years, grouped "Category: a, b" skill lines (items whose
  parentheses hold commas), a patent application and a poster (not jobs) and languages with
  levels. A senior R&D engineer in Warsaw, IN.
- w6 (Markdown): a personal trainer with SELF-EMPLOYED and FREELANCE work: the name as "#", the
  label in bold, contact with mailto, a business site, Instagram and LinkedIn links; experience
  headed by employer ("### Self-employed", "### Freelance — various clients", "### Iron Oak
  Fitness, Decatur, GA") with "**Title** · City, ST · 2020 – present" or "**Title** · Aug 2018 –
  Feb 2020" lines under them (three titles at one gym, the freelance work overlapping the gym job,
  a part-time start), "Some college coursework, Kinesiology" at a university, certifications as a
  pipe table (Certification | Issued by | Date), grouped "Category: a, b" skill lines without
  bullets, a "Volunteer" section and languages with levels. A personal trainer in Atlanta, GA.

Truth conventions as in batches 5–15: date_text as printed (LaTeX "--" printed as "–"), the work
entry's location where printed, education score where a grade or honour is printed, certificate
names without issuer, state, number, year or expiry, every listed skill as printed (commas inside
parentheses do not split), spoken languages only (American Sign Language counts), with their fluency
as printed. "2015–17" runs 2015 to 2017; "Q2 2019 – Q4 2021" keeps only the years (as "Q3 2017 – Q1
2019" did); "Summer 2015" is 2015-06 to 2015-08; "Expected May 2026" and "2024 – present" on a
programme "(in progress)" are current. A name printed in capitals is given in title case. Two or
three titles at one employer are separate work entries. The employer printed "Kessler Orthopedics
(acquired by Meridian MedTech, 2021)" is "Kessler Orthopedics" (the note is not part of the name);
"Self-employed" and "Freelance — various clients" are the employers as printed. A career break with
no employer is not a work entry; volunteer, community, awards, a patent and a poster are not work
entries. "Some college coursework, Kinesiology" (no degree) has an area and no study_type, as r4's
coursework did; "Certificate of Completion", "Diploma" (from "Diploma of Nursing"), "High School
Diploma", "Associate of Arts (A.A.)", "A.A.S.", "B.S." and "MBA" are study types. In a functional
resume the skill-area headings and their accomplishment bullets are not skills (as in k1); the
"Systems & Tools:" items are. A business site is basics.url; LinkedIn and Instagram are profiles.

No installs were needed on the machine that wrote this batch; the tools are those of batch 15:
`pip install python-docx`, `apt-get install chromium fonts-liberation fonts-crosextra-carlito
libreoffice-writer-nogui poppler-utils texlive-latex-base texlive-latex-recommended
texlive-fonts-recommended texlive-latex-extra`.
Run from this folder: python3 render_batch16.py
"""
import os
from xml.sax.saxutils import escape

from holdout_render import (FILES, bottom_border, check_pages, chromium_pdf, dates, libreoffice_pdf, linkedin,
                            lo_page_count, new_docx, oxml_element, pdf_pages, pdflatex, tex, write_text,
                            write_truth)


# ---- w1: welder, plain text with "Company (Title), 2017–2021" lines ---------------------------------
W1_JOBS = [
    ("Gulf Coast Fabrication & Erection, LLC", "Lead Structural Welder", "2021–Present", ("2021", None, True),
     "Beaumont, TX",
     ["Lead a crew of 4 welders and 2 fitters on pipe racks, platforms, stairs and handrail for refinery "
      "expansions",
      "Weld to AWS D1.1 in all positions; 98% first-pass VT and UT acceptance across 2023 and 2024",
      "Read shop drawings and isometrics, lay out and fit up before welding, and sign off helpers on SMAW"]),
    ("Neches River Industrial Services", "Pipe Welder", "2017–2021", ("2017", "2021"), "Port Arthur, TX",
     ["Welded carbon and stainless process piping (2\" to 24\") on plant turnarounds, 60-84 hour weeks",
      "Held 6G GTAW root / SMAW fill-and-cap qualifications for three refinery owners",
      "Zero recordable injuries in four years of turnaround work"]),
    ("Sabine Steel Works", "Welder/Fitter", "2015–17", ("2015", "2017"), "Orange, TX",
     ["Fabricated beams, base plates, hoppers and small tanks in the shop with FCAW and GMAW"]),
    ("Sabine Steel Works", "Welder Helper", "2013–15", ("2013", "2015"), "Orange, TX",
     ["Ground, beveled, tacked and stood fire watch; moved up to welder after passing the 3G plate test"]),
]
W1_CERTS = [("AWS Certified Welder (D1.1 Structural, SMAW 3G/4G)", "American Welding Society, issued 04/2016, "
                                                                   "continuity current"),
            ("ASME Section IX Welder Qualification (GTAW/SMAW 6G)", "Neches River Industrial Services, 2018"),
            ("OSHA 30-Hour Construction", "OSHA Outreach Training Program, 2020"),
            ("TWIC", "Transportation Security Administration, exp. 11/2027")]
W1_SKILLS = ["SMAW (stick)", "GTAW (TIG)", "FCAW", "GMAW (MIG)", "6G pipe welding", "Blueprint and isometric reading",
             "Weld symbols and inspection (VT, basic UT)", "Pipe fitting", "Structural steel erection",
             "Plasma and oxy-fuel cutting", "Rigging and signaling", "Forklift and boom lift operation"]


def wrap_at_commas(items, width, indent):
    """A comma list wrapped as a person types it in a plain editor: every line ends after a comma."""
    lines, line = [], ""
    for i, item in enumerate(items):
        piece = item + ("," if i < len(items) - 1 else "")
        if line and len(indent) + len(line) + 1 + len(piece) > width:
            lines.append(indent + line)
            line = piece
        else:
            line = (line + " " + piece) if line else piece
    lines.append(indent + line)
    return "\n".join(lines)


def w1_welder_text():
    ind = "   "
    jobs = []
    for company, title, when, _, place, bullets in W1_JOBS:
        jobs.append(f"{company} ({title}), {when}\n{ind}{place}\n" + "\n".join(f"{ind}• {b}" for b in bullets))
    certs = "\n".join(f"{ind}• {name} — {rest}" for name, rest in W1_CERTS)
    text = f"""LUIS A. ARELLANO
Structural & Pipe Welder / Fabricator
Beaumont, TX 77706  |  (409) 555-0136  |  luis.arellano@example.com

SUMMARY:
{ind}Welder-fitter with 12 years in structural steel, process piping and shop fabrication for the
{ind}refineries and chemical plants between Beaumont and Port Arthur. AWS and ASME qualified in
{ind}SMAW and GTAW up to 6G. Clean X-ray record, safe, and on time.

WORK EXPERIENCE:

{(chr(10) + chr(10)).join(jobs)}

CERTIFICATIONS:
{certs}

EDUCATION:
{ind}Lamar Institute of Technology, Beaumont, TX
{ind}Certificate of Completion, Welding Technology — 2013

{ind}West Brook High School, Beaumont, TX
{ind}High School Diploma — 2012

SKILLS:
{wrap_at_commas(W1_SKILLS, 96, ind)}

LANGUAGES:
{ind}Spanish (native), English (fluent)

Willing to travel for turnarounds. Own hood, leathers and hand tools.
"""
    name = "w1-luis-arellano"
    write_text(name + ".txt", text)
    write_truth(name, {
        "basics": {"name": "Luis A. Arellano", "label": "Structural & Pipe Welder / Fabricator",
                   "email": "luis.arellano@example.com", "phone": "(409) 555-0136",
                   "location": {"city": "Beaumont", "region": "TX"}},
        "work": [{"position": title, "name": company, "location": place, "dates": dates(*span, text=when)}
                 for company, title, when, span, place, _ in W1_JOBS],
        "education": [
            {"institution": "Lamar Institute of Technology", "study_type": "Certificate of Completion",
             "area": "Welding Technology", "dates": dates(None, "2013", text="2013")},
            {"institution": "West Brook High School", "study_type": "High School Diploma",
             "dates": dates(None, "2012", text="2012")}],
        "skills": [{"name": s} for s in W1_SKILLS],
        "certificates": [{"name": n} for n, _ in W1_CERTS],
        "languages": [{"language": "Spanish", "fluency": "native"}, {"language": "English", "fluency": "fluent"}],
    })


# ---- w2: police officer, DOCX with the experience in a Word table -----------------------------------
W2_JOBS = [
    ("Mesa Police Department", "Mesa, AZ", "Police Officer II", "October 2017 – Present", ("2017-10", None, True),
     ["Patrol officer in the Central District; answer 12-18 calls for service a shift, from welfare checks to "
      "in-progress felonies.",
      "Field Training Officer since 2019: trained 11 recruit officers through the 16-week FTO program.",
      "Crisis Intervention Team member; connect people in mental-health crisis with mobile crisis teams "
      "instead of jail when it is safe to do so."]),
    ("Mesa Police Department", "Mesa, AZ", "Police Officer I", "June 2014 – September 2017", ("2014-06", "2017-09"),
     ["Graduated from the Arizona Law Enforcement Academy and completed field training; solo patrol from "
      "November 2014.",
      "Wrote clear, complete reports in Spillman; regularly testified in Mesa Municipal and Maricopa County "
      "courts."]),
    ("Desert Shield Security Services", "Tempe, AZ", "Security Officer", "March 2013 – May 2014",
     ("2013-03", "2014-05"),
     ["Patrolled a 40-acre corporate campus on nights; wrote incident reports and worked with Tempe PD."]),
    ("U.S. Army", "Schofield Barracks, HI", "Military Police Specialist (31B)", "January 2009 – December 2012",
     ("2009-01", "2012-12"),
     ["Patrols, access control and traffic investigations on post; deployed to Kuwait in 2011; honorable "
      "discharge as a Specialist (E-4)."]),
]
W2_CERTS = [("AZPOST Peace Officer Certification", "Arizona Peace Officer Standards and Training Board, 2014"),
            ("Field Training Officer Certification", "AZPOST, 2019"),
            ("Crisis Intervention Team (CIT) Certification", "Mesa Police Department and NAMI Arizona, 2018"),
            ("Drug Recognition Expert (DRE)", "IACP, 2021, recertified 2023"),
            ("CPR/First Aid", "American Red Cross, exp. 08/2026")]
W2_SKILLS = ["Patrol procedures", "De-escalation", "Report writing (Spillman, Axon Records)",
             "Traffic collision investigation", "DUI enforcement (SFST, phlebotomy)", "Evidence collection",
             "Body-worn cameras", "Defensive tactics", "Courtroom testimony"]


def shade(cell, fill):
    tc_pr = cell._tc.get_or_add_tcPr()
    tc_pr.append(oxml_element("w:shd", val="clear", color="auto", fill=fill))


def w2_police_docx():
    from docx.enum.table import WD_TABLE_ALIGNMENT
    from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_TAB_ALIGNMENT
    from docx.shared import Inches, Pt, RGBColor

    navy = RGBColor(0x1B, 0x2A, 0x4A)
    document = new_docx(author="Derek Kealoha", title="Derek Kealoha Resume", page=(Inches(8.5), Inches(11)),
                        margins=(Inches(0.7), Inches(0.45)), font="Calibri", size=10, space_after=2)

    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = p.add_run("Derek A. Kealoha"); r.bold = True; r.font.size = Pt(21); r.font.color.rgb = navy
    p.paragraph_format.space_after = Pt(0)
    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = p.add_run("Police Officer II | Field Training Officer"); r.font.size = Pt(12)
    p.paragraph_format.space_after = Pt(1)
    p = document.add_paragraph("Mesa, AZ 85203  •  480-555-0147  •  derek.kealoha@example.com")
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    p.paragraph_format.space_after = Pt(4)
    bottom_border(p, color="1B2A4A", size="12")

    def heading(text):
        h = document.add_paragraph()
        h.paragraph_format.space_before = Pt(6); h.paragraph_format.space_after = Pt(2)
        h.paragraph_format.keep_with_next = True
        r = h.add_run(text); r.bold = True; r.font.size = Pt(11.5); r.font.color.rgb = navy

    def bullet(container, text, first=False):
        bp = container.paragraphs[0] if first else container.add_paragraph()
        bp.add_run("•\t" + text)
        bp.paragraph_format.left_indent = Inches(0.2)
        bp.paragraph_format.first_line_indent = Inches(-0.2)
        bp.paragraph_format.tab_stops.add_tab_stop(Inches(0.2), WD_TAB_ALIGNMENT.LEFT)
        bp.paragraph_format.space_after = Pt(1)

    heading("PROFESSIONAL SUMMARY")
    document.add_paragraph(
        "Patrol officer with ten years in municipal policing after four years as an Army military policeman. "
        "Field training officer, crisis intervention team member and drug recognition expert.")

    heading("EMPLOYMENT HISTORY")
    table = document.add_table(rows=1, cols=3)
    table.style = "Table Grid"
    table.alignment = WD_TABLE_ALIGNMENT.CENTER
    widths = (Inches(2.6), Inches(2.3), Inches(2.2))
    head = table.rows[0]
    head._tr.get_or_add_trPr().append(oxml_element("w:tblHeader"))
    for cell, text, width in zip(head.cells, ("Employer", "Title", "Dates"), widths):
        cell.width = width
        shade(cell, "D9E1F2")
        cp = cell.paragraphs[0]
        cp.add_run(text).bold = True
        cp.paragraph_format.space_after = Pt(1)
    for company, place, title, when, _, bullets in W2_JOBS:
        row = table.add_row()
        for cell, width in zip(row.cells, widths):
            cell.width = width
        c0 = row.cells[0].paragraphs[0]
        c0.add_run(company).bold = True
        c0.paragraph_format.space_after = Pt(0)
        row.cells[0].add_paragraph(place).paragraph_format.space_after = Pt(1)
        row.cells[1].paragraphs[0].add_run(title).bold = True
        row.cells[2].paragraphs[0].add_run(when)
        duty = table.add_row()
        merged = duty.cells[0].merge(duty.cells[2])
        for i, b in enumerate(bullets):
            bullet(merged, b, first=(i == 0))

    heading("EDUCATION")
    right = Inches(7.1)

    def edu(left, when, below):
        p = document.add_paragraph()
        p.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
        p.paragraph_format.space_after = Pt(0); p.paragraph_format.keep_with_next = True
        p.add_run(left).bold = True
        p.add_run("\t" + when)
        document.add_paragraph(below).paragraph_format.space_after = Pt(3)

    edu("B.S., Criminal Justice (in progress)", "Expected May 2026", "Arizona State University, Tempe, AZ (online)")
    edu("A.A.S., Administration of Justice", "2016", "Mesa Community College, Mesa, AZ")

    heading("CERTIFICATIONS")
    for cert, rest in W2_CERTS:
        p = document.add_paragraph()
        p.paragraph_format.space_after = Pt(1)
        p.add_run(cert).bold = True
        p.add_run(" — " + rest)

    heading("SKILLS")
    document.add_paragraph(", ".join(W2_SKILLS))

    heading("AWARDS & COMMUNITY")
    for line in ["Medal of Lifesaving, Mesa Police Department (2020)",
                 "Officer of the Quarter, Central District (Q3 2022)",
                 "Volunteer boxing coach, Mesa Police Activities League (2018 – present)"]:
        bullet(document, line)

    heading("LANGUAGES")
    document.add_paragraph("English – native; Spanish – conversational; Hawaiian – basic")

    name = "w2-derek-kealoha"
    path = os.path.join(FILES, name + ".docx")
    document.save(path)
    check_pages(name, lo_page_count(path, name), 1)
    write_truth(name, {
        "basics": {"name": "Derek A. Kealoha", "label": "Police Officer II | Field Training Officer",
                   "email": "derek.kealoha@example.com", "phone": "480-555-0147",
                   "location": {"city": "Mesa", "region": "AZ"}},
        "work": [{"position": title, "name": company, "location": place, "dates": dates(*span, text=when)}
                 for company, place, title, when, span, _ in W2_JOBS],
        "education": [
            {"institution": "Arizona State University", "study_type": "B.S.", "area": "Criminal Justice",
             "dates": dates(None, "2026-05", current=True, text="Expected May 2026")},
            {"institution": "Mesa Community College", "study_type": "A.A.S.", "area": "Administration of Justice",
             "dates": dates(None, "2016", text="2016")}],
        "skills": [{"name": s} for s in W2_SKILLS],
        "certificates": [{"name": c} for c, _ in W2_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Spanish", "fluency": "conversational"},
                      {"language": "Hawaiian", "fluency": "basic"}],
    })


# ---- w3: customer service representative, one-page functional resume (LibreOffice PDF) --------------
W3_AREAS = [
    ("Customer Communication",
     ["Handle 55-70 inbound calls and chats a day on billing, policy changes and claim status, with a 94% "
      "customer satisfaction score in 2023 and 2024.",
      "Take every Spanish-language escalation for a team of 18 representatives."]),
    ("Problem Resolution & Retention",
     ["Resolved 87% of issues on the first contact in 2024, against a team goal of 78%.",
      "Saved 140+ policies in 2023 by walking cancelling customers through coverage and payment options."]),
    ("Training & Quality",
     ["Trained 25 new representatives on call flow, de-escalation and the CRM; wrote the team's "
      "quick-reference guide.",
      "Score 96-100% on monthly QA reviews; chosen for the QA calibration panel in 2022."]),
]
W3_TOOLS = ["Salesforce Service Cloud", "Zendesk", "Genesys Cloud", "Five9", "Microsoft Excel", "Outlook",
            "70 WPM typing"]
W3_JOBS = [
    ("Senior Customer Service Representative", "Sunshine State Insurance", "Jacksonville, FL", "Oct. 2017 – Present",
     ("2017-10", None, True)),
    ("Customer Service Representative", "Sunshine State Insurance", "Jacksonville, FL", "Jan. 2016 – Sept. 2017",
     ("2016-01", "2017-09")),
    ("Bilingual Call Center Agent", "TeleServe Solutions", "Jacksonville, FL", "Mar. 2013 – Dec. 2015",
     ("2013-03", "2015-12")),
    ("Customer Service Desk Associate", "Harbor Market Grocery", "Orange Park, FL", "Jun. 2010 – Feb. 2013",
     ("2010-06", "2013-02")),
]
W3_CERTS = [("Licensed Customer Representative (4-40)", "Florida Department of Financial Services, 2018"),
            ("Certified Customer Service Professional (CCSP)", "National Customer Service Association, 2021")]


def w3_csr_functional_libreoffice():
    from docx.enum.text import WD_TAB_ALIGNMENT
    from docx.shared import Inches, Pt, RGBColor

    wine = RGBColor(0x7A, 0x1E, 0x3C)
    document = new_docx(author="Tanisha Caldwell", title="Tanisha Caldwell - Resume", page=(Inches(8.5), Inches(11)),
                        margins=(Inches(0.75), Inches(0.55)), font="Calibri", size=10.5, space_after=2)
    right = Inches(7.0)
    hang = Inches(0.2)

    p = document.add_paragraph()
    r = p.add_run("Tanisha R. Caldwell"); r.bold = True; r.font.size = Pt(23); r.font.color.rgb = wine
    p.paragraph_format.space_after = Pt(0)
    p = document.add_paragraph()
    r = p.add_run("Customer Service Representative — Bilingual English/Spanish"); r.font.size = Pt(12)
    p.paragraph_format.space_after = Pt(2)
    p = document.add_paragraph("Jacksonville, FL 32256 | (904) 555-0121 | tanisha.caldwell@example.com | "
                               "linkedin.com/in/tanishacaldwell")
    p.paragraph_format.space_after = Pt(4)
    bottom_border(p, color="7A1E3C", size="10")

    def heading(text):
        h = document.add_paragraph()
        h.paragraph_format.space_before = Pt(9); h.paragraph_format.space_after = Pt(2)
        h.paragraph_format.keep_with_next = True
        r = h.add_run(text); r.bold = True; r.font.size = Pt(11.5); r.font.color.rgb = wine
        bottom_border(h, color="C9A3B1", size="4")

    def bullet(text):
        b = document.add_paragraph("•\t" + text)
        b.paragraph_format.left_indent = hang + Inches(0.1)
        b.paragraph_format.first_line_indent = -hang
        b.paragraph_format.tab_stops.add_tab_stop(hang + Inches(0.1), WD_TAB_ALIGNMENT.LEFT)
        b.paragraph_format.space_after = Pt(1)

    heading("SUMMARY")
    document.add_paragraph(
        "Customer service professional with 15 years on the phones, in chat and at the counter, the last nine in "
        "insurance. Patient with upset callers, quick in the CRM and fully bilingual in English and Spanish.")

    heading("SKILLS & ACCOMPLISHMENTS")
    for area, bullets in W3_AREAS:
        p = document.add_paragraph()
        p.paragraph_format.space_before = Pt(4); p.paragraph_format.space_after = Pt(1)
        p.paragraph_format.keep_with_next = True
        p.add_run(area).bold = True
        for b in bullets:
            bullet(b)
    p = document.add_paragraph()
    p.paragraph_format.space_before = Pt(5)
    p.add_run("Systems & Tools: ").bold = True
    p.add_run(", ".join(W3_TOOLS))

    heading("WORK HISTORY")
    for title, company, place, when, _ in W3_JOBS:
        p = document.add_paragraph()
        p.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
        p.paragraph_format.space_after = Pt(2)
        p.add_run(title).bold = True
        p.add_run(f" @ {company}, {place}\t{when}")

    heading("EDUCATION")
    document.add_paragraph("Associate of Arts (A.A.), General Studies — Florida State College at Jacksonville, 2012")

    heading("LICENSES & CERTIFICATIONS")
    for cert, rest in W3_CERTS:
        document.add_paragraph(f"{cert} — {rest}").paragraph_format.space_after = Pt(1)
    p = document.add_paragraph(); p.paragraph_format.space_before = Pt(5)
    p.add_run("Languages: ").bold = True
    p.add_run("English – native · Spanish – fluent")

    name = "w3-tanisha-caldwell"
    libreoffice_pdf(document, name, pages=1)
    write_truth(name, {
        "basics": {"name": "Tanisha R. Caldwell", "label": "Customer Service Representative — Bilingual English/Spanish",
                   "email": "tanisha.caldwell@example.com", "phone": "(904) 555-0121",
                   "location": {"city": "Jacksonville", "region": "FL"},
                   "profiles": [linkedin("tanishacaldwell", www=False)]},
        "work": [{"position": title, "name": company, "location": place, "dates": dates(*span, text=when)}
                 for title, company, place, when, span in W3_JOBS],
        "education": [{"institution": "Florida State College at Jacksonville", "study_type": "Associate of Arts (A.A.)",
                       "area": "General Studies", "dates": dates(None, "2012", text="2012")}],
        "skills": [{"name": s} for s in W3_TOOLS],
        "certificates": [{"name": c} for c, _ in W3_CERTS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Spanish", "fluency": "fluent"}],
    })


# ---- w4: flight attendant back after a career break, Chromium page with a header band ---------------
W4_JOBS = [
    ("2022 – Present", ("2022", None, True), "Flight Attendant", "Lone Star Airways", "Dallas/Fort Worth, TX",
     ["Work domestic and short international routes on A321 and 737 aircraft, 75-85 block hours a month.",
      "Lead (purser) qualified since 2024; run the cabin and brief crews of up to five.",
      "Spanish-speaking crew position on Mexico and Central America flights."]),
    ("2019 – 2022", None, "Career break", None, None,
     ["Full-time parent to two young children. Kept my CPR/AED card current and volunteered at the Ronald "
      "McDonald House of Dallas."]),
    ("2016 – 2019", ("2016", "2019"), "Flight Attendant", "Pacific Crest Airlines", "Los Angeles, CA",
     ["Domestic and transpacific service on 787 and 777 aircraft; premium-cabin qualified.",
      "Handled two in-flight medical emergencies as the crew's medical volunteer with ground medical support."]),
    ("2014 – 2016", ("2014", "2016"), "Cabin Crew Member", "Southern Cross Airways", "Sydney, NSW, Australia",
     ["Domestic and trans-Tasman flights; safety demonstrations, service and duty-free sales."]),
    ("2012 – 2014", ("2012", "2014"), "Enrolled Nurse", "Parramatta Private Hospital", "Sydney, NSW, Australia",
     ["Medical and surgical wards: observations, wound care and medications under RN supervision."]),
]
W4_SKILLS = ["Safety and emergency procedures", "First aid and in-flight medical response", "Premium cabin service",
             "Conflict de-escalation", "Cabin leadership (purser)", "Cash and card handling"]
W4_CERTS = [("FAA Certificate of Demonstrated Proficiency – Flight Attendant", "Federal Aviation Administration",
             "2016"),
            ("CPR/AED and First Aid", "American Red Cross", "renewed 03/2025"),
            ("Food Safety Supervisor", "TAFE NSW", "2013")]
W4_LANGUAGES = [("English", "Native"), ("Spanish", "B2"), ("Japanese", "A2")]

W4_SILHOUETTE = ('<svg viewBox="0 0 100 120" width="100%" height="100%" aria-hidden="true">'
                 '<rect width="100" height="120" fill="#dfe6ee"/>'
                 '<circle cx="50" cy="44" r="22" fill="#aab8c8"/>'
                 '<path d="M12 120 C14 86 34 74 50 74 C66 74 86 86 88 120 Z" fill="#aab8c8"/></svg>')


def w4_flight_attendant_chromium():
    entries = []
    for when, _, title, company, place, bullets in W4_JOBS:
        parts = [f'<span class="when">{escape(when)}</span>', f"<b>{escape(title)}</b>"]
        if company:
            parts += [escape(company), escape(place)]
        lis = "".join(f"<li>{escape(b)}</li>" for b in bullets)
        if company:
            entries.append(f'<div class="entry"><p class="line">{" | ".join(parts)}</p><ul>{lis}</ul></div>')
        else:
            entries.append(f'<div class="entry break"><p class="line">{" | ".join(parts)}</p>'
                           f'<p class="note">{escape(bullets[0])}</p></div>')
    skills = "".join(f"<li>{escape(s)}</li>" for s in W4_SKILLS)
    certs = "".join(f"<p><b>{escape(c)}</b><br>{escape(who)}, {escape(when)}</p>" for c, who, when in W4_CERTS)
    langs = "".join(f"<p>{escape(l)} — {escape(level)}</p>" for l, level in W4_LANGUAGES)
    html = f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Chloe Ashworth — Flight Attendant</title>
<style>
@page {{ size: Letter; margin: 0; }}
* {{ box-sizing: border-box; -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
body {{ margin: 0; font: 9.8pt/1.42 "Liberation Sans", Arial, sans-serif; color: #24313f; }}
.band {{ background: #14365d; color: #fff; display: flex; align-items: center; gap: 0.3in;
         padding: 0.38in 0.6in 0.32in; }}
.photo {{ width: 0.95in; height: 1.14in; border: 2pt solid #fff; flex: none; }}
.band h1 {{ margin: 0; font: 700 27pt/1.1 "Liberation Serif", Georgia, serif; letter-spacing: 0.5pt; }}
.band .label {{ font-size: 12.5pt; color: #f2c46d; margin: 3pt 0 6pt; }}
.band .contact {{ font-size: 9.3pt; color: #dbe4ef; }}
.band a {{ color: #dbe4ef; text-decoration: none; }}
.body {{ padding: 0.22in 0.6in 0.3in; }}
h2 {{ font-size: 10.8pt; text-transform: uppercase; letter-spacing: 1pt; color: #14365d; margin: 12pt 0 5pt;
      border-bottom: 1.3pt solid #f2c46d; padding-bottom: 2pt; }}
p {{ margin: 0 0 3pt; }}
.entry {{ margin-bottom: 7pt; }}
.entry .line {{ font-size: 10.2pt; margin-bottom: 1pt; }}
.entry .when {{ color: #5a6877; }}
.break .line b {{ font-style: italic; font-weight: 600; }}
.break .note {{ font-style: italic; color: #4a5765; }}
ul {{ margin: 0; padding-left: 14pt; }}
li {{ margin-bottom: 1.2pt; }}
.strip {{ display: grid; grid-template-columns: 1.15fr 1.45fr 0.8fr; column-gap: 0.3in; }}
.strip ul {{ padding-left: 12pt; }}
</style></head>
<body>
<header class="band">
  <div class="photo">{W4_SILHOUETTE}</div>
  <div>
    <h1>Chloe Ashworth</h1>
    <div class="label">Flight Attendant</div>
    <div class="contact">Irving, TX 75063 &nbsp;•&nbsp; (469) 555-0175 &nbsp;•&nbsp;
      <a href="mailto:chloe.ashworth@example.com">chloe.ashworth@example.com</a><br>
      Valid U.S. and Australian passports</div>
  </div>
</header>
<div class="body">
<section>
  <h2>Profile</h2>
  <p>Flight attendant with eight years of line flying in the U.S. and Australia and a background in nursing. Back
  in the air since 2022 after three years at home with my children, now purser-qualified. Calm in an
  emergency, warm with nervous flyers and fluent enough in Spanish to help when it matters.</p>
</section>
<section>
  <h2>Experience</h2>
  {"".join(entries)}
</section>
<section>
  <h2>Education</h2>
  <p><b>Diploma of Nursing</b> — TAFE NSW, Sydney, NSW, Australia, 2012</p>
</section>
<section>
  <h2>Volunteer</h2>
  <p><b>Family Room Volunteer</b>, Ronald McDonald House of Dallas, 2020 – 2022</p>
  <p><b>Airport Ambassador</b>, DFW Airport Volunteer Program, 2021 – 2022</p>
</section>
<div class="strip">
  <section><h2>Skills</h2><ul>{skills}</ul></section>
  <section><h2>Certifications</h2>{certs}</section>
  <section><h2>Languages</h2>{langs}</section>
</div>
</div>
</body></html>
"""
    name = "w4-chloe-ashworth"
    chromium_pdf(html, name, pages=1)
    write_truth(name, {
        "basics": {"name": "Chloe Ashworth", "label": "Flight Attendant", "email": "chloe.ashworth@example.com",
                   "phone": "(469) 555-0175", "location": {"city": "Irving", "region": "TX"}},
        "work": [{"position": title, "name": company, "location": place, "dates": dates(*span, text=when)}
                 for when, span, title, company, place, _ in W4_JOBS if company],
        "education": [{"institution": "TAFE NSW", "study_type": "Diploma", "area": "Nursing",
                       "dates": dates(None, "2012", text="2012")}],
        "skills": [{"name": s} for s in W4_SKILLS],
        "certificates": [{"name": c} for c, _, _ in W4_CERTS],
        "languages": [{"language": l, "fluency": level} for l, level in W4_LANGUAGES],
    })


# ---- w5: biomedical engineer, pdflatex (Times) -------------------------------------------------------
W5_COMPANIES = [
    ("Meridian MedTech", "Meridian MedTech", "Warsaw, IN", [
        ("Senior R&D Engineer, Knee Reconstruction", "Jan 2022 – Present", ("2022-01", None, True),
         ["Lead design engineer for a cementless tibial baseplate line extension, from concept to design freeze "
          "and a 510(k) clearance in 2024.",
          "Own the design history file, DFMEA and verification plans; ran 40+ fatigue and micromotion tests with "
          "an outside lab.",
          "Mentor two engineers and present at design reviews with quality, regulatory and surgeon consultants."]),
    ]),
    ("Kessler Orthopedics (acquired by Meridian MedTech, 2021)", "Kessler Orthopedics", "Warsaw, IN", [
        ("R&D Engineer II", "Q2 2019 – Q4 2021", ("2019", "2021"),
         ["Redesigned a hip stem broach and handle set, cutting instrument tray weight by 18%.",
          "Moved the team's tolerance stack-ups from spreadsheets to a standard CETOL workflow."]),
        ("R&D Engineer I", "Jul 2016 – Mar 2019", ("2016-07", "2019-03"),
         ["Wrote test methods and protocols for ASTM fatigue testing of knee and hip components.",
          "Supported supplier first-article inspections and drawing updates for 60+ implant part numbers."]),
    ]),
    ("Wabash Surgical Instruments", "Wabash Surgical Instruments", "Lafayette, IN", [
        ("Quality Engineering Intern", "Summer 2015", ("2015-06", "2015-08"),
         ["Built Minitab capability studies for machined instrument features and updated inspection plans."]),
    ]),
]
W5_CERTS = [("Certified Quality Engineer (CQE)", "ASQ, 2020"),
            ("Lean Six Sigma Green Belt", "Purdue Technical Assistance Program, 2018"),
            ("ISO 13485:2016 Lead Auditor", "BSI Training Academy, 2023")]
W5_SKILL_LINES = [
    ("Design \\& analysis", "Design & analysis",
     ["SolidWorks", "Creo Parametric", "ANSYS Mechanical", "GD&T (ASME Y14.5-2018)", "tolerance stack-up analysis"]),
    ("Quality \\& regulatory", "Quality & regulatory",
     ["design controls (21 CFR 820.30)", "ISO 13485", "risk management (ISO 14971, DFMEA, PFMEA)",
      "510(k) submissions", "EU MDR technical files"]),
    ("Testing \\& data", "Testing & data",
     ["mechanical testing (ASTM F1800, F2083)", "Instron and MTS load frames", "Minitab", "MATLAB",
      "Python (pandas)"]),
]


def w5_bme_pdflatex():
    blocks = []
    for printed, _, place, roles in W5_COMPANIES:
        parts = [f"\\company{{{tex(printed)}}}{{{place}}}"]
        for title, when, _, bullets in roles:
            items = "\n".join(f"  \\item {tex(b)}" for b in bullets)
            parts.append(f"\\role{{{tex(title)}}}{{{tex(when)}}}\n\\begin{{itemize}}\n{items}\n\\end{{itemize}}")
        blocks.append("\n".join(parts))
    certs = "\n".join(f"  \\item {tex(c)} --- {tex(rest)}" for c, rest in W5_CERTS)
    skills = "\n".join(f"\\textbf{{{label}:}} {tex(', '.join(items))}\\par" for label, _, items in W5_SKILL_LINES)
    source = r"""\documentclass[10pt,letterpaper]{article}
\usepackage[T1]{fontenc}
\usepackage[utf8]{inputenc}
\usepackage{mathptmx}
\usepackage[margin=0.7in,top=0.55in,bottom=0.55in]{geometry}
\usepackage{titlesec}
\usepackage{enumitem}
\usepackage{xcolor}
\usepackage[hidelinks]{hyperref}
\pagestyle{empty}
\setlength{\parindent}{0pt}
\definecolor{steel}{HTML}{1F4E79}
\titleformat{\section}{\color{steel}\large\bfseries\scshape}{}{0pt}{}[{\color{steel}\titlerule[0.6pt]}]
\titlespacing*{\section}{0pt}{9pt}{4pt}
\setlist[itemize]{leftmargin=15pt,topsep=1pt,itemsep=0.5pt,parsep=0pt}
\newcommand{\company}[2]{\par\medskip\textbf{#1}\hfill #2\par}
\newcommand{\role}[2]{\textit{#1}\hfill #2\par}
\begin{document}
\begin{center}
{\fontsize{21}{25}\selectfont\bfseries Nikhil S. Raman}\\[4pt]
{\large Biomedical Engineer | Orthopedic Implants \& Design Controls}\\[4pt]
Warsaw, IN 46580 \textbullet{} (574) 555-0189 \textbullet{}
\href{mailto:nikhil.raman@example.com}{nikhil.raman@example.com} \textbullet{}
\href{https://www.linkedin.com/in/nikhil-raman-bme}{linkedin.com/in/nikhil-raman-bme}
\end{center}

\section*{Summary}
Biomedical engineer with nine years in orthopedic implant and instrument development, from concept sketches to
verification testing and FDA submissions. Comfortable owning a design history file and at home in the test lab;
now finishing an MBA to move toward program leadership.

\section*{Experience}
""" + "\n\n".join(blocks) + r"""

\section*{Education}
\textbf{MBA (in progress)}\hfill 2024 -- present\\
Indiana University Kelley School of Business, Bloomington, IN\par
\smallskip
\textbf{B.S. in Biomedical Engineering}\hfill May 2016\\
Purdue University, West Lafayette, IN \textbullet{} GPA 3.58/4.00\par

\section*{Certifications}
\begin{itemize}
""" + certs + r"""
\end{itemize}

\section*{Skills}
""" + skills + r"""

\section*{Patents \& Presentations}
\begin{itemize}
  \item Modular tibial insert locking mechanism. U.S. patent application, filed 2023 (co-inventor).
  \item ``Micromotion of cementless tibial baseplates under stair-climbing loads.'' Poster, ORS Annual Meeting, 2020.
\end{itemize}

\section*{Languages}
English (fluent), Tamil (native), Hindi (conversational)
\end{document}
"""
    name = "w5-nikhil-raman"
    pdflatex(source, name)
    check_pages(name, pdf_pages(os.path.join(FILES, name + ".pdf")), 1)
    work = []
    for _, company, place, roles in W5_COMPANIES:
        for title, when, span, _ in roles:
            work.append({"position": title, "name": company, "location": place, "dates": dates(*span, text=when)})
    write_truth(name, {
        "basics": {"name": "Nikhil S. Raman", "label": "Biomedical Engineer | Orthopedic Implants & Design Controls",
                   "email": "nikhil.raman@example.com", "phone": "(574) 555-0189",
                   "location": {"city": "Warsaw", "region": "IN"}, "profiles": [linkedin("nikhil-raman-bme")]},
        "work": work,
        "education": [
            {"institution": "Indiana University Kelley School of Business", "study_type": "MBA",
             "dates": dates("2024", None, current=True, text="2024 – present")},
            {"institution": "Purdue University", "study_type": "B.S.", "area": "Biomedical Engineering",
             "score": "3.58/4.00", "dates": dates(None, "2016-05", text="May 2016")}],
        "skills": [{"name": s} for _, _, items in W5_SKILL_LINES for s in items],
        "certificates": [{"name": c} for c, _ in W5_CERTS],
        "languages": [{"language": "English", "fluency": "fluent"}, {"language": "Tamil", "fluency": "native"},
                      {"language": "Hindi", "fluency": "conversational"}],
    })


# ---- w6: personal trainer, self-employed and freelance, Markdown ------------------------------------
W6_GROUPS = [
    ("Self-employed", None, [
        ("Independent Personal Trainer", "Atlanta, GA", "Mar 2020 – present", ("2020-03", None, True),
         ["Run 1:1 and small-group training for 25-30 active clients in two private studios and online.",
          "Specialize in strength for women over 40 and pre- and postnatal clients; 85% of clients renew "
          "after their first 12-week block.",
          "Handle my own scheduling, billing, taxes and marketing; grew revenue 35% in 2024."]),
    ]),
    ("Freelance — various clients", None, [
        ("Group Fitness Instructor", "Atlanta, GA", "2017 – 2020", ("2017", "2020"),
         ["Taught 8-12 classes a week (HIIT, indoor cycling, strength) for Peachtree Athletic Club, CycleHouse ATL "
          "and two corporate wellness programs.",
          "Subbed on short notice across four clubs; average class fill of 90%."]),
    ]),
    ("Iron Oak Fitness", "Decatur, GA", [
        ("Fitness Manager", None, "Aug 2018 – Feb 2020", ("2018-08", "2020-02"),
         ["Managed 9 trainers and the personal training schedule; hit 112% of the club's PT revenue goal in 2019.",
          "Built the new-member onboarding session that lifted 90-day retention from 61% to 74%."]),
        ("Personal Trainer", None, "May 2015 – Jul 2018", ("2015-05", "2018-07"),
         ["Carried a book of 30-35 sessions a week; top-3 trainer for client retention three years running."]),
        ("Front Desk Associate (part-time)", None, "2013 – 2015", ("2013", "2015"),
         ["Checked in members, sold memberships and kept the floor clean while in school."]),
    ]),
]
W6_CERTS = [("NASM Certified Personal Trainer (NASM-CPT)", "National Academy of Sports Medicine",
             "2015, recertified 2023"),
            ("AFAA Certified Group Fitness Instructor", "Athletics and Fitness Association of America", "2017"),
            ("Precision Nutrition Level 1 Coach (PN-L1)", "Precision Nutrition", "2019"),
            ("Pre- and Postnatal Coaching Certification", "Girls Gone Strong", "2021"),
            ("CPR/AED", "American Heart Association", "exp. 09/2026")]
W6_SKILL_LINES = [
    ("Training", ["strength and conditioning", "mobility and corrective exercise", "HIIT", "indoor cycling",
                  "pre- and postnatal fitness", "active older adults"]),
    ("Coaching", ["habit-based nutrition coaching", "goal setting", "motivational interviewing"]),
    ("Business & tools", ["Trainerize", "Mindbody", "Square", "Canva", "Instagram content (Reels, Stories)"]),
]


def w6_trainer_markdown():
    blocks = []
    for employer, city, roles in W6_GROUPS:
        lines = [f"### {employer}" + (f", {city}" if city else ""), ""]
        for title, place, when, _, bullets in roles:
            meta = " · ".join(x for x in (place, when) if x)
            lines.append(f"**{title}** · {meta}")
            lines.append("")
            lines += [f"- {b}" for b in bullets]
            lines.append("")
        blocks.append("\n".join(lines).rstrip())
    cert_rows = "\n".join(f"| {c} | {who} | {when} |" for c, who, when in W6_CERTS)
    skills = "\n\n".join(f"**{label}:** {', '.join(items)}" for label, items in W6_SKILL_LINES)
    text = f"""# Kiara Bellamy

**Certified Personal Trainer & Group Fitness Instructor**

Atlanta, GA 30312 · (404) 555-0193 · [kiara.bellamy@example.com](mailto:kiara.bellamy@example.com) · [kiarabellamyfitness.example.com](https://kiarabellamyfitness.example.com) · [Instagram](https://www.instagram.com/kiarabellamy.fit) · [LinkedIn](https://www.linkedin.com/in/kiara-bellamy)

## About me

Personal trainer for ten years, the last five running my own business. I coach busy adults, new moms and
older clients to get strong safely, and I keep the plan simple enough that people actually stick with it.

## Experience

{(chr(10) + chr(10)).join(blocks)}

## Education

**Some college coursework, Kinesiology** — Georgia State University, Atlanta, GA (2012–2014)

## Certifications

| Certification | Issued by | Date |
| --- | --- | --- |
{cert_rows}

## Skills

{skills}

## Volunteer

- **Running Coach**, Girls on the Run Atlanta — spring seasons, 2019–2024
- **Chair Yoga Volunteer**, Decatur Senior Center — monthly classes, 2021–present

## Languages

English (native) · American Sign Language (basic)
"""
    name = "w6-kiara-bellamy"
    write_text(name + ".md", text)
    work = []
    for employer, city, roles in W6_GROUPS:
        for title, place, when, span, _ in roles:
            work.append({"position": title, "name": employer, "location": place or city,
                         "dates": dates(*span, text=when)})
    write_truth(name, {
        "basics": {"name": "Kiara Bellamy", "label": "Certified Personal Trainer & Group Fitness Instructor",
                   "email": "kiara.bellamy@example.com", "phone": "(404) 555-0193",
                   "url": "https://kiarabellamyfitness.example.com",
                   "location": {"city": "Atlanta", "region": "GA"},
                   "profiles": [{"network": "Instagram", "url": "https://www.instagram.com/kiarabellamy.fit"},
                                linkedin("kiara-bellamy")]},
        "work": work,
        "education": [{"institution": "Georgia State University", "area": "Kinesiology",
                       "dates": dates("2012", "2014", text="2012–2014")}],
        "skills": [{"name": s} for _, items in W6_SKILL_LINES for s in items],
        "certificates": [{"name": c} for c, _, _ in W6_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "American Sign Language", "fluency": "basic"}],
    })


if __name__ == "__main__":
    w1_welder_text()
    w2_police_docx()
    w3_csr_functional_libreoffice()
    w4_flight_attendant_chromium()
    w5_bme_pdflatex()
    w6_trainer_markdown()
