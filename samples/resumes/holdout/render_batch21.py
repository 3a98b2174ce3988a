#!/usr/bin/env python3
"""Renders the twenty-first held-out batch (c1–c6) into files/ and its truth into truth/.

Written without reading the parser. Six people in occupations the earlier batches did not use
(property management, facilities management, grant writing, architecture, a university teaching
laboratory, CNC machining), each resume imitating a common source other than a hand-made document:
an online resume builder, an older worker's long Word file, a functional resume, a European CV in
English, an academic staff CV and a resume pasted into an email:

- c1 (Chromium "Save as PDF" of an online builder's "classic" layout): a senior property manager's
  page: a centred name and label, a details line ("Sacramento, CA 95816 · phone · email ·
  LinkedIn", the LinkedIn link printed only as the word "LinkedIn", its target the address); every
  section after the profile laid out as a thin timeline: a narrow left column of dates that wrap
  over two lines ("Mar 2021 —" over "Present", em dashes as the builder writes them), a vertical
  rule with a dot, then "Title at Employer" with the city at the right; two titles at one
  management company (the employer repeated); education in the same form ("Bachelor of Science in
  Business Administration, California State University, Sacramento", a school with its own
  comma); certifications in the same form with one date each ("Certified Property Manager (CPM)
  at Institute of Real Estate Management", "Oct 2022"), a volunteer role under "Extra-curricular
  Activities" in exactly the job form ("Volunteer Build Crew Leader at Habitat for Humanity Greater
  Sacramento", "Apr 2016 — Present"), skills and languages with the builder's level words at the
  right ("Expert", "Highly proficient"), hobbies, and the free tier's footer "Made with Folio
  Resume Builder". A property manager in Sacramento, CA.
- c2 (LibreOffice PDF of a Word document, Times New Roman shown as Liberation Serif, two pages): a
  director of facilities with a career going back to 1990: the name in capitals, a street address,
  "Professional Summary", "Areas of Expertise" as a borderless three-column table (one item "HVAC,
  boilers & chillers" with its own comma), a bold employer with the city on a right tab over
  italic titles with the dates on a right tab, seven jobs: "Jul. 2020 – Present", a one-line
  "2019 – 2020: Career break (family care)" between two employers, two titles at one school
  district ("Jul. 2013 – Aug. 2019", "Jul. 2009 – Jun. 2013"), "Mar. 2004 – Jun. 2009", years only
  for the older jobs ("1998 – 2003", "1994 – 1998", "1990 – 1994"), "Machinist’s Mate Second Class
  (MM2)" in the United States Navy (a typographic apostrophe); "Bachelor of Science in Business
  Administration" from "Penn State Harrisburg" and "Associate of Applied Science, Heating,
  Ventilation & Air Conditioning Technology" (an area with its own comma); licences and
  certifications with issuers and years; "Professional Affiliations" with a volunteer chapter
  presidency that is not a job; a header "Gerald T. Szymanski – Page 2" on page 2 only. A
  facilities director in Mechanicsburg, PA.
- c3 (DOCX, python-docx, kept as the Word file): a grant writer's one-page FUNCTIONAL resume: a
  "Summary of Qualifications", "Relevant Skills & Accomplishments" grouped under three bold skill
  areas with accomplishment bullets, a "Technical Skills" comma line, "Certification", "Education",
  "Volunteer Experience" with one line in exactly the employment form ("Grants Committee Chair
  (volunteer), Lincoln Elementary PTA, Tacoma, WA — 2016–2019"), and last a short "Employment" list
  of "Title, Company, City, ST — years" lines: "Grant Writer (contract)", "Office Manager /
  Bookkeeper" (a title with "/"), "2021–Present", and an old "Receptionist, Ruston Way Veterinary
  Clinic, Tacoma, WA" line with no dates. The page count is checked on a throw-away LibreOffice PDF.
  A development associate in Tacoma, WA.
- c4 (Chromium "Save as PDF", A4): a Greek architect's one-page European CV in English, written
  after a move to the US: a photo placeholder box (a grey frame with an SVG silhouette, no text) at
  the right of the name and label, a "Personal Information" block of label/value rows (address
  with "Somerville, MA 02144, USA", "Mobile +1 617 555 0190", e-mail, portfolio site, "Date of
  birth 14/03/1988", "Nationality Greek", driving licence, work permit), a "Work Experience"
  section with the dates in a left column ("Since 2021", "10/2016 – 07/2021", "03/2014 – 09/2016",
  "06/2012 – 09/2012") beside the title in bold over "Employer, City, Country" in italics ("Boston, MA,
  USA", "Rotterdam, Netherlands", "Athens, Greece"), "Diploma in Architectural Engineering (Integrated
  Master, 5 years)" from the National Technical University of Athens with "Final grade: 8.1/10"
  and an Erasmus semester at another university as a bullet under it (not an education entry),
  grouped "Label: a, b" skill lines in a left half-column beside certificates with issuers and years,
  interests and "References available upon request." in the right one, and languages as a two-column
  table with CEFR levels ("Greek | mother tongue", "English | C2"). An architectural designer in
  Somerville, MA.
- c5 (pdflatex, Palatino): a university teaching-laboratory manager's two-page academic staff CV:
  "Curriculum Vitae" over "Celeste Marwick, M.S.", the department's postal address, education
  FIRST with the year in a left column ("M.S., Chemistry" with a thesis line; "B.S., Chemistry,
  minor in Mathematics, cum laude" with the school hyphenated over two lines), "Professional
  Appointments" grouped under the institution in italics with the city at the right and the years
  in the left column ("2017–present" Teaching Laboratory Manager and "2012–2017" "Laboratory
  Coordinator, General Chemistry" at one university, whose department is named only in the
  address; a quality control chemist; an adjunct instructor "(part-time)" overlapping it; a
  graduate teaching assistantship), then a "Teaching" section with the same institutions, course
  numbers and years ("2012–present", "Summers 2014, 2016" wrapped in the year column) that are not
  jobs, curriculum development, service with a volunteer science-fair judge role, presentations,
  certifications and safety training, skills with labels in the year column ("Software &
  systems" wrapped), memberships ("since 2008"), and a footer "C. Marwick – Curriculum Vitae –
  page N" on both pages. A lab manager in Laramie, WY.
- c6 (plain text pasted from an email): a CNC machinist's resume hard-wrapped at 72 columns as a
  mail client sends it (continuation lines start at the left edge, bullets included), ALL CAPS
  headings, "CNC Machinist / Programmer" as the label, employers in capitals with the place and a
  range after " -- " ("PRAIRIE AEROSPACE COMPONENTS, INC., Wichita, KS -- 2010–present") over two
  titles with their own years ("Lead CNC Machinist / Programmer, 2017–present", "CNC Machinist,
  2010–2017"), an employer line too long for 72 columns so that its years wrap onto the next line,
  "Certificate, Precision Machining Technology" and a high school diploma, NIMS credentials, a
  comma skills paragraph whose wrap leaves "Coordinate Measuring Machine" at the end of one line and
  "(CMM)" at the start of the next, a "COMMUNITY" volunteer robotics mentor role whose years wrap onto
  the next line, and a "LANGUAGES" line. A machinist in Wichita, KS.

Decisions for this batch (documented here because the documents leave them to the reader):
- The career-break line in c2 ("2019 – 2020: Career break (family care)") has no employer and no
  title; it explains a gap and is NOT a work entry (as w4's "Career break" line in batch 16).
- The functional resume's undated job in c3 ("Receptionist, Ruston Way Veterinary Clinic, Tacoma,
  WA") IS a work entry, listed in printed order, with its position, employer and location and a
  dates object that holds only "is_current": false (no start_date, end_date or date_text: none is
  printed). The volunteer PTA line in the same form is not a work entry.
- An employer-level range over several titles (c6's "-- 2010–present") is not a separate entry; each
  title keeps its own printed years. In c6 the single-title employers' years are on the employer
  line and are that title's dates (date_text as printed, without the wrapped line break).
- c5's employer is the institution printed over the titles ("University of Wyoming"); its
  location is the city printed beside it, and the basics location is the postal address's city and
  state.
- Lines hard-wrapped in c6 are read joined ("Coordinate Measuring Machine (CMM)"); so is a word LaTeX
  hyphenated at a line end in c5 ("University of Northern Col-" / "orado" is "University of Northern
  Colorado").

Truth conventions as in batches 5–20: date_text as printed (LaTeX "--" printed as "–"; em dashes
kept where the builder wrote them), the work entry's location where printed (as printed:
"West Sacramento, CA", "Rotterdam, Netherlands"), education score where a grade or honour is
printed ("8.1/10", "cum laude"), certificate names without issuer, number or year, every listed
skill as printed (a builder's level word is not part of the skill; a group's label is not a skill;
commas inside parentheses do not split), spoken languages only, with their fluency as printed. A
name printed in capitals is given in title case; an employer printed in capitals keeps its
capitals; credentials after a name (", M.S.") are not part of it. A title's own comma, slash or
parenthesis is part of the position ("Office Manager / Bookkeeper", "Grant Writer (contract)",
"Laboratory Coordinator, General Chemistry"). "Title at Employer" is that title and employer. Two
titles at one employer are two work entries; an internship, a part-time adjunct post, a graduate
teaching assistantship and the Navy are work entries; volunteer roles, teaching, service,
presentations, affiliations, hobbies, interests and personal details are not. "Since 2021" and
"2017–present" are current from that year. "Summers 2014, 2016" is a teaching line, not a job. A
ZIP code and a street are not kept (city and region); "USA" printed after the address gives
country_code "US". "Diploma in Architectural Engineering (Integrated Master, 5 years)" has
study_type "Diploma" and area "Architectural Engineering" (the parenthesis is a remark); "B.S.,
Chemistry, minor in Mathematics, cum laude" study_type "B.S.", area "Chemistry", score "cum laude";
"Associate of Arts" has no area. A portfolio site is basics.url; a LinkedIn link is a profile with
its link target as the URL. Phones are 555 numbers, emails at example.com, example.net and
example.org.

No installs were needed on the machine that wrote this batch; the tools are those of batch 20:
`pip install python-docx`, `apt-get install chromium fonts-liberation fonts-crosextra-carlito
libreoffice-writer-nogui poppler-utils texlive-latex-base texlive-latex-recommended
texlive-fonts-recommended texlive-latex-extra` (DejaVu fonts for Chromium).
Run from this folder: python3 render_batch21.py
"""
import os
import textwrap
from xml.sax.saxutils import escape

from holdout_render import (work_truth, FILES, bottom_border, check_pages, chromium_pdf, dates, libreoffice_pdf, linkedin,
                            lo_page_count, new_docx, pdf_pages, pdflatex, tex, write_text, write_truth)


# ---- c1: property manager, online resume builder "classic" layout, Chromium ---------------------
C1_JOBS = [
    ("Senior Property Manager", "Capitol Residential Group", "Sacramento, CA", "Mar 2021 — Present",
     ("2021-03", None, True),
     ["Manage four garden-style and mid-rise communities (1,120 units) and a site team of 22.",
      "Prepare and defend annual operating budgets of $14M; kept controllable expenses 4% under budget in 2023 "
      "and 2024.",
      "Raised average occupancy from 92.5% to 96.8% and lifted renewal conversion to 61%.",
      "Led the $3.2M interior renovation program at The Alder on J Street: 180 units turned in 14 months."]),
    ("Property Manager", "Capitol Residential Group", "Sacramento, CA", "Aug 2018 — Feb 2021",
     ("2018-08", "2021-02"),
     ["Ran a 312-unit community in Midtown: leasing, collections, resident relations and vendor contracts.",
      "Cut delinquency from 6.1% to 1.9% with payment plans and a weekly collections review.",
      "Moved the site from paper work orders to Yardi Voyager mobile; average turn time fell to 6 days."]),
    ("Assistant Property Manager", "Riverbend Apartment Homes", "West Sacramento, CA", "May 2015 — Jul 2018",
     ("2015-05", "2018-07"),
     ["Handled rent collection, lease renewals, move-in and move-out audits and the weekly owner report for "
      "248 units.",
      "Trained four leasing consultants on Fair Housing, screening criteria and the leasing script."]),
    ("Leasing Consultant", "Oak Park Commons", "Sacramento, CA", "Jun 2013 — Apr 2015", ("2013-06", "2015-04"),
     ["Toured prospects, processed applications and closed 18–25 leases a month; top closing ratio on the "
      "team in 2014."]),
]
C1_CERTS = [("Certified Property Manager (CPM)", "Institute of Real Estate Management", "Oct 2022"),
            ("Certified Apartment Manager (CAM)", "National Apartment Association", "Mar 2017"),
            ("California Real Estate Salesperson License", "California Department of Real Estate", "Jun 2014")]
C1_SKILLS = [("Yardi Voyager", "Expert"), ("AppFolio", "Experienced"), ("Fair Housing compliance", "Expert"),
             ("Budgeting & variance reporting", "Experienced"), ("Resident retention", "Expert"),
             ("Vendor & contract management", "Experienced"), ("Lease administration", "Expert"),
             ("Microsoft Excel", "Skillful")]
C1_LANGUAGES = [("English", "Native speaker"), ("Spanish", "Highly proficient")]


def c1_property_manager_builder():
    def entry(when, head, place, items):
        lis = "".join(f"<li>{escape(b)}</li>" for b in items)
        return (f'<div class="entry"><div class="when">{escape(when)}</div><div class="rail"><span class="dot">'
                f'</span></div><div class="what"><div class="head"><h3>{head}</h3><span class="city">'
                f'{escape(place)}</span></div>' + (f"<ul>{lis}</ul>" if items else "") + "</div></div>")

    jobs = "".join(entry(when, f"{escape(title)} at {escape(company)}", place, items)
                   for title, company, place, when, _, items in C1_JOBS)
    certs = "".join(entry(when, f"{escape(cert)} at {escape(issuer)}", "", [])
                    for cert, issuer, when in C1_CERTS)
    skills = "".join(f'<div class="lvl"><span>{escape(s)}</span><span class="word">{escape(level)}</span></div>'
                     for s, level in C1_SKILLS)
    languages = "".join(f'<div class="lvl"><span>{escape(s)}</span><span class="word">{escape(level)}</span></div>'
                        for s, level in C1_LANGUAGES)
    html = f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Lorraine Pacheco - Resume</title>
<style>
@page {{ size: Letter; margin: 0.4in 0.55in 0.45in;
        @bottom-center {{ content: "Made with Folio Resume Builder"; font: 6.5pt "DejaVu Sans", Arial, sans-serif;
                          color: #a0a0a0; }} }}
* {{ box-sizing: border-box; -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
body {{ margin: 0; font: 8.5pt/1.34 "DejaVu Sans", Arial, sans-serif; color: #2b2b2b; }}
header {{ text-align: center; padding-bottom: 7px; border-bottom: 1px solid #c9c9c9; }}
header h1 {{ margin: 0; font-size: 22pt; font-weight: bold; letter-spacing: 0.5px; }}
header .label {{ margin-top: 2px; font-size: 10pt; color: #5b6b7a; text-transform: uppercase; letter-spacing: 1.5px; }}
header .details {{ margin-top: 6px; font-size: 8.4pt; color: #444; }}
a {{ color: #2b5d8a; text-decoration: none; }}
h2 {{ font-size: 10pt; text-transform: uppercase; letter-spacing: 1.2px; margin: 10px 0 4px 1.05in; color: #1d2b38; }}
p.profile {{ margin: 0 0 0 1.05in; }}
.entry {{ display: flex; }}
.when {{ width: 0.8in; flex: none; text-align: right; font-size: 8pt; color: #6a6a6a; padding-top: 1px; }}
.rail {{ width: 0.25in; flex: none; position: relative; }}
.rail::before {{ content: ""; position: absolute; left: 0.12in; top: 0; bottom: 0; border-left: 1px solid #c9c9c9; }}
.dot {{ position: absolute; left: calc(0.12in - 3px); top: 4px; width: 7px; height: 7px; border-radius: 50%;
        background: #2b5d8a; }}
.what {{ flex: 1; padding-bottom: 5px; }}
.head {{ display: flex; justify-content: space-between; gap: 10px; }}
.head h3 {{ margin: 0; font-size: 9.3pt; }}
.city {{ font-size: 8pt; color: #6a6a6a; white-space: nowrap; }}
ul {{ margin: 2px 0 0; padding-left: 13px; }}
li {{ margin-bottom: 1px; }}
.note {{ margin: 2px 0 0; }}
.grid {{ margin-left: 1.05in; display: grid; grid-template-columns: 1fr 1fr; column-gap: 28px; row-gap: 3px; }}
.lvl {{ display: flex; justify-content: space-between; border-bottom: 1px dotted #c9c9c9; }}
.lvl .word {{ color: #2b5d8a; font-size: 8pt; }}
</style></head>
<body>
<header>
  <h1>Lorraine Pacheco</h1>
  <div class="label">Senior Property Manager</div>
  <div class="details">Sacramento, CA 95816 &nbsp;·&nbsp; (916) 555-0143 &nbsp;·&nbsp;
  <a href="mailto:lorraine.pacheco@example.com">lorraine.pacheco@example.com</a> &nbsp;·&nbsp;
  <a href="https://www.linkedin.com/in/lorraine-pacheco-cpm">LinkedIn</a></div>
</header>
<h2>Profile</h2>
<p class="profile">Property manager with eleven years in multifamily residential management, from leasing to a
1,100-unit portfolio. I run communities like a business: full occupancy, clean books, buildings that are
cared for and residents who renew. Bilingual English and Spanish.</p>
<h2>Employment History</h2>
{jobs}
<h2>Education</h2>
{entry("Aug 2009 — May 2013", "Bachelor of Science in Business Administration, California State University, "
       "Sacramento", "Sacramento, CA", ["Concentration in Real Estate and Land Use Affairs."])}
<h2>Certifications</h2>
{certs}
<h2>Extra-curricular Activities</h2>
{entry("Apr 2016 — Present", "Volunteer Build Crew Leader at Habitat for Humanity Greater Sacramento",
       "Sacramento, CA", ["Lead Saturday volunteer crews of 10–15 people on framing, siding and finish work."])}
<h2>Skills</h2>
<div class="grid">{skills}</div>
<h2>Languages</h2>
<div class="grid">{languages}</div>
<h2>Hobbies</h2>
<p class="profile" style="margin-bottom:0">Trail running, sourdough baking, community gardening</p>
</body></html>
"""
    name = "c1-lorraine-pacheco"
    chromium_pdf(html, name, pages=1)
    write_truth(name, {
        "basics": {"name": "Lorraine Pacheco", "label": "Senior Property Manager",
                   "email": "lorraine.pacheco@example.com", "phone": "(916) 555-0143",
                   "location": {"city": "Sacramento", "region": "CA"},
                   "profiles": [linkedin("lorraine-pacheco-cpm")]},
        "work": work_truth(C1_JOBS),
        "education": [
            {"institution": "California State University, Sacramento", "study_type": "Bachelor of Science",
             "area": "Business Administration", "dates": dates("2009-08", "2013-05", text="Aug 2009 — May 2013")}],
        "skills": [{"name": s} for s, _ in C1_SKILLS],
        "certificates": [{"name": c} for c, _, _ in C1_CERTS],
        "languages": [{"language": lang, "fluency": level} for lang, level in C1_LANGUAGES],
    })


# ---- c2: facilities director, long two-page Word resume, LibreOffice PDF -------------------------
C2_GROUPS = [
    ("Keystone Regional Medical Center", "Harrisburg, PA", [
        ("Director of Facilities Management", "Jul. 2020 – Present", ("2020-07", None, True),
         ["Lead facilities, plant operations, biomedical equipment support and grounds for a 410-bed hospital and "
          "six outpatient buildings (1.4 million sq. ft.) with 58 staff and a $9.6M operating budget.",
          "Prepared the campus for two Joint Commission surveys and a state life-safety inspection with no "
          "environment-of-care findings.",
          "Planned and managed a $22M capital program: chiller plant replacement, two air-handler retrofits, a "
          "new emergency generator and an MRI suite fit-out.",
          "Cut energy use per square foot by 14% through a building automation upgrade and LED retrofits; won a "
          "$310,000 utility rebate.",
          "Rebuilt the preventive maintenance program in TMS: 9,800 assets tagged and 97% PM completion."]),
    ]),
    ("Conodoguinet Valley School District", "Mechanicsburg, PA", [
        ("Facilities Manager", "Jul. 2013 – Aug. 2019", ("2013-07", "2019-08"),
         ["Responsible for 11 schools and the administration building (1.1 million sq. ft.), 64 custodial and "
          "maintenance staff and a $6.2M budget.",
          "Oversaw $48M of renovations and additions funded by a bond issue, working with the architect, the "
          "construction manager and the school board's facilities committee.",
          "Introduced a work-order system and a five-year capital plan adopted by the board in 2015.",
          "Negotiated district-wide HVAC, elevator and fire-alarm service contracts; saved $140,000 a year."]),
        ("Assistant Facilities Manager", "Jul. 2009 – Jun. 2013", ("2009-07", "2013-06"),
         ["Scheduled maintenance crews and summer cleaning, managed the boiler plants and handled emergency calls.",
          "Coordinated asbestos and lead abatement projects with licensed contractors and the state."]),
    ]),
    ("Penn Commercial Realty Services", "Harrisburg, PA", [
        ("Building Operations Supervisor", "Mar. 2004 – Jun. 2009", ("2004-03", "2009-06"),
         ["Ran the engineering staff for three downtown office towers (900,000 sq. ft.) and answered to the "
          "property manager for tenant service, budgets and contractors.",
          "Replaced pneumatic controls with direct digital controls in two towers, cutting steam use by 18%.",
          "Managed tenant fit-outs from walk-through to final inspection."]),
    ]),
    ("Capitol Steam & Power Co.", "Harrisburg, PA", [
        ("Stationary Engineer", "1998 – 2003", ("1998", "2003"),
         ["Operated and maintained high-pressure steam boilers, chillers and cooling towers for a district "
          "energy plant serving 40 downtown buildings.",
          "Kept operating logs, water treatment records and boiler inspection paperwork."]),
    ]),
    ("Lebanon Valley Mechanical, Inc.", "Lebanon, PA", [
        ("HVAC Mechanic", "1994 – 1998", ("1994", "1998"),
         ["Installed and serviced commercial HVAC and refrigeration systems for schools, churches and stores."]),
    ]),
    ("United States Navy", "Norfolk, VA", [
        ("Machinist’s Mate Second Class (MM2)", "1990 – 1994", ("1990", "1994"),
         ["Operated and repaired main propulsion, auxiliary and air-conditioning machinery aboard a guided-missile "
          "cruiser; qualified Engineering Watch Supervisor.",
          "Honorable discharge; Navy Achievement Medal."]),
    ]),
]
C2_EXPERTISE = ["Preventive maintenance programs", "Capital planning & budgets", "HVAC, boilers & chillers",
                "Joint Commission & life safety compliance", "Energy management (BAS)",
                "Vendor & contract management", "Construction & renovation projects",
                "Staff supervision & training", "CMMS (TMS, Maximo)"]
C2_CERTS = [("Certified Healthcare Facility Manager (CHFM)", "American Hospital Association", "2021"),
            ("Certified Facility Manager (CFM)", "International Facility Management Association", "2011"),
            ("Facility Management Professional (FMP)", "International Facility Management Association", "2008"),
            ("EPA Section 608 Universal Technician Certification", "U.S. Environmental Protection Agency", "1995"),
            ("OSHA 30-Hour General Industry", "OSHA Training Institute", "2017")]


def c2_facilities_director_docx():
    from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_TAB_ALIGNMENT
    from docx.shared import Inches, Pt

    document = new_docx(author="Gerald Szymanski", title="Resume - Gerald T. Szymanski",
                        page=(Inches(8.5), Inches(11)), margins=(Inches(0.9), Inches(0.8)),
                        font="Times New Roman", size=11, space_after=2)
    section = document.sections[0]
    right = Inches(8.5 - 1.8)
    section.different_first_page_header_footer = True
    hp = section.header.paragraphs[0]
    hp.text = "Gerald T. Szymanski – Page 2"
    hp.alignment = WD_ALIGN_PARAGRAPH.RIGHT
    hp.runs[0].italic = True; hp.runs[0].font.size = Pt(10)

    def heading(text):
        h = document.add_paragraph()
        h.paragraph_format.space_before = Pt(11); h.paragraph_format.space_after = Pt(4)
        h.paragraph_format.keep_with_next = True
        r = h.add_run(text.upper()); r.bold = True; r.font.size = Pt(11.5)
        bottom_border(h, color="000000", size="6")

    def tabbed(left, right_text, bold=False, italic=False, before=0):
        q = document.add_paragraph()
        q.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
        q.paragraph_format.space_before = Pt(before); q.paragraph_format.space_after = Pt(1)
        q.paragraph_format.keep_with_next = True
        r = q.add_run(left); r.bold = bold; r.italic = italic
        r = q.add_run("\t" + right_text); r.bold = bold; r.italic = italic
        return q

    def bullet(text):
        b = document.add_paragraph(text, style="List Bullet")
        b.paragraph_format.space_after = Pt(1.5)

    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = p.add_run("GERALD T. SZYMANSKI"); r.bold = True; r.font.size = Pt(17)
    p.paragraph_format.space_after = Pt(1)
    p = document.add_paragraph("418 Orchard Lane, Mechanicsburg, PA 17055"); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    p.paragraph_format.space_after = Pt(0)
    p = document.add_paragraph("Home: 717-555-0152   •   gszymanski@example.net"); p.alignment = WD_ALIGN_PARAGRAPH.CENTER

    heading("Professional Summary")
    document.add_paragraph(
        "Facilities management professional with more than thirty years in building operations, from the engine "
        "room of a Navy cruiser to director of facilities for a regional hospital. Certified Healthcare Facility "
        "Manager and Certified Facility Manager. Known for reliable buildings, well-trained crews, capital "
        "projects delivered on budget and a clean record with the Joint Commission, the state and the fire "
        "marshal. Returned to full-time work in 2020 after a year caring for a parent.")

    heading("Areas of Expertise")
    table = document.add_table(rows=3, cols=3)
    for i, item in enumerate(C2_EXPERTISE):
        cell = table.rows[i % 3].cells[i // 3]
        cell.paragraphs[0].text = "• " + item
        cell.paragraphs[0].paragraph_format.space_after = Pt(1)

    heading("Professional Experience")
    for g, (employer, place, roles) in enumerate(C2_GROUPS):
        tabbed(employer, place, bold=True, before=8 if g else 0)
        for j, (title, when, _, items) in enumerate(roles):
            tabbed(title, when, italic=True, before=4 if j else 0)
            for item in items:
                bullet(item)
        if g == 0:
            q = document.add_paragraph()
            q.paragraph_format.space_before = Pt(8)
            q.add_run("2019 – 2020: Career break (family care)").italic = True

    heading("Education")
    tabbed("Bachelor of Science in Business Administration", "2008", bold=True)
    q = document.add_paragraph("Penn State Harrisburg, Middletown, PA  (evening program, completed while working "
                               "full time)")
    q.paragraph_format.space_after = Pt(5)
    tabbed("Associate of Applied Science, Heating, Ventilation & Air Conditioning Technology", "1996", bold=True)
    document.add_paragraph("Harrisburg Area Community College, Harrisburg, PA")

    heading("Licenses & Certifications")
    for cert, issuer, year in C2_CERTS:
        bullet(f"{cert} – {issuer}, {year}")

    heading("Professional Affiliations")
    bullet("International Facility Management Association (IFMA), Central Pennsylvania Chapter – member since "
           "2006; Chapter President (volunteer), 2016 – 2018")
    bullet("American Society for Health Care Engineering (ASHE) – member since 2020")

    name = "c2-gerald-szymanski"
    libreoffice_pdf(document, name, pages=2)
    write_truth(name, {
        "basics": {"name": "Gerald T. Szymanski", "email": "gszymanski@example.net", "phone": "717-555-0152",
                   "location": {"city": "Mechanicsburg", "region": "PA"}},
        "work": [{"position": title, "name": employer, "location": place, "dates": dates(*span, text=when)}
                 for employer, place, roles in C2_GROUPS for title, when, span, _ in roles],
        "education": [
            {"institution": "Penn State Harrisburg", "study_type": "Bachelor of Science",
             "area": "Business Administration", "dates": dates(None, "2008", text="2008")},
            {"institution": "Harrisburg Area Community College", "study_type": "Associate of Applied Science",
             "area": "Heating, Ventilation & Air Conditioning Technology", "dates": dates(None, "1996", text="1996")}],
        "skills": [{"name": s} for s in C2_EXPERTISE],
        "certificates": [{"name": c} for c, _, _ in C2_CERTS],
    })


# ---- c3: grant writer, functional DOCX -----------------------------------------------------------
C3_JOBS = [
    ("Development Associate", "Puget Sound Food Alliance", "Tacoma, WA", "2021–Present", ("2021", None, True), []),
    ("Grant Writer (contract)", "Harbor Arts Collective", "Tacoma, WA", "2019–2021", ("2019", "2021"), []),
    ("Office Manager / Bookkeeper", "Narrows Family Dental", "Gig Harbor, WA", "2011–2019", ("2011", "2019"), []),
    ("Administrative Assistant", "Cascade Land Title Co.", "Olympia, WA", "2006–2011", ("2006", "2011"), []),
    ("Receptionist", "Ruston Way Veterinary Clinic", "Tacoma, WA", None, None, []),
]
C3_AREAS = [
    ("Grant Writing & Research", [
        "Wrote or co-wrote 64 proposals to foundations, corporations and government funders since 2019; "
        "$2.9M awarded, a 58% success rate.",
        "Won the Food Alliance's first federal award, a $450,000 USDA Community Food Projects grant (2023).",
        "Research new prospects in Candid and Instrumental; keep a 12-month grants calendar of 90+ deadlines.",
        "Write logic models, evaluation plans and outcome reports with program staff."]),
    ("Donor Relations & Events", [
        "Manage 1,800 donor records in Bloomerang; send acknowledgments within 48 hours of every gift.",
        "Coordinated the annual Harvest Table dinner (320 guests, $186,000 raised in 2024)."]),
    ("Budgets, Bookkeeping & Administration", [
        "Build project budgets and budget narratives; track restricted funds and spending for grant reports.",
        "Kept the books of a six-chair dental practice for eight years: payables, payroll, month-end "
        "reconciliation and insurance billing.",
        "Wrote office procedures and trained new front-desk staff."]),
]
C3_TECH = ["Instrumental GMS", "Candid Foundation Directory", "Bloomerang", "QuickBooks Online",
           "Microsoft Excel (budgets, pivot tables)", "Google Workspace", "Canva"]


def c3_grant_writer_functional_docx():
    from docx.enum.text import WD_ALIGN_PARAGRAPH
    from docx.shared import Inches, Pt, RGBColor

    plum = RGBColor(0x5A, 0x2A, 0x5E)
    document = new_docx(author="Wendy Kasprzak", title="Wendy Kasprzak Resume", page=(Inches(8.5), Inches(11)),
                        margins=(Inches(0.75), Inches(0.5)), font="Calibri", size=10.5, space_after=2)

    def heading(text):
        h = document.add_paragraph()
        h.paragraph_format.space_before = Pt(8); h.paragraph_format.space_after = Pt(3)
        h.paragraph_format.keep_with_next = True
        r = h.add_run(text.upper()); r.bold = True; r.font.size = Pt(11); r.font.color.rgb = plum
        bottom_border(h, color="5A2A5E", size="6")

    def bullet(text):
        b = document.add_paragraph(text, style="List Bullet")
        b.paragraph_format.space_after = Pt(1)

    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = p.add_run("Wendy Kasprzak"); r.bold = True; r.font.size = Pt(20); r.font.color.rgb = plum
    p.paragraph_format.space_after = Pt(0)
    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = p.add_run("Grant Writer & Development Associate"); r.font.size = Pt(12)
    p.paragraph_format.space_after = Pt(2)
    p = document.add_paragraph("Tacoma, WA 98406  |  (253) 555-0129  |  wendy.kasprzak@example.com")
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER

    heading("Summary of Qualifications")
    for s in ["Grant writer with six years of proposals and reports for food security, arts and health nonprofits, "
              "after twelve years running offices and books for small businesses.",
              "Clear, persuasive writer who turns program data into stories funders can act on.",
              "Detail-minded with budgets: every proposal I submit balances to the dollar."]:
        bullet(s)

    heading("Relevant Skills & Accomplishments")
    for area, items in C3_AREAS:
        q = document.add_paragraph()
        q.paragraph_format.space_before = Pt(4); q.paragraph_format.space_after = Pt(1)
        q.paragraph_format.keep_with_next = True
        q.add_run(area).bold = True
        for item in items:
            bullet(item)

    heading("Technical Skills")
    document.add_paragraph(", ".join(C3_TECH))

    heading("Certification")
    document.add_paragraph("Grant Professional Certified (GPC), Grant Professionals Certification Institute, 2023")

    heading("Education")
    document.add_paragraph("Certificate in Fundraising Management, University of Washington Continuum College, "
                           "Seattle, WA — 2020")
    document.add_paragraph("Associate of Arts, Tacoma Community College, Tacoma, WA — 2006")

    heading("Volunteer Experience")
    document.add_paragraph("Grants Committee Chair (volunteer), Lincoln Elementary PTA, Tacoma, WA — 2016–2019")

    heading("Employment")
    for title, company, place, when, _, _ in C3_JOBS:
        q = document.add_paragraph(f"{title}, {company}, {place}" + (f" — {when}" if when else ""))
        q.paragraph_format.space_after = Pt(1)

    name = "c3-wendy-kasprzak"
    path = os.path.join(FILES, name + ".docx")
    document.save(path)
    check_pages(name, lo_page_count(path, name), 1)
    write_truth(name, {
        "basics": {"name": "Wendy Kasprzak", "label": "Grant Writer & Development Associate",
                   "email": "wendy.kasprzak@example.com", "phone": "(253) 555-0129",
                   "location": {"city": "Tacoma", "region": "WA"}},
        "work": work_truth(C3_JOBS),
        "education": [
            {"institution": "University of Washington Continuum College", "study_type": "Certificate",
             "area": "Fundraising Management", "dates": dates(None, "2020", text="2020")},
            {"institution": "Tacoma Community College", "study_type": "Associate of Arts",
             "dates": dates(None, "2006", text="2006")}],
        "skills": [{"name": s} for s in C3_TECH],
        "certificates": [{"name": "Grant Professional Certified (GPC)"}],
    })


# ---- c4: Greek architect, European one-page CV in English with a photo box, Chromium -----------------
C4_JOBS = [
    ("Architectural Designer", "Hollis & Crane Architects", "Boston, MA, USA", "Since 2021", ("2021", None, True),
     ["Design and document multifamily and mixed-use projects (40–220 units) from schematic design to "
      "construction administration.",
      "BIM coordinator on two Passive House certified residential buildings; run clash detection with "
      "consultants.",
      "Prepare zoning and building permit submissions for Boston, Cambridge and Somerville."]),
    ("Architect", "Studio Maasbouw", "Rotterdam, Netherlands", "10/2016 – 07/2021", ("2016-10", "2021-07"),
     ["Project architect for social housing renovations and a 6,500 m² school, from design to site supervision.",
      "Led energy-retrofit design to nearly-zero-energy standard (BENG) for 380 dwellings."]),
    ("Junior Architect", "Kyriakidis & Partners Architects", "Athens, Greece", "03/2014 – 09/2016",
     ("2014-03", "2016-09"),
     ["Design development, permit drawings and 3D visualisations for hotels and private houses in the Cyclades."]),
    ("Architectural Intern", "Atelier Lefkos", "Thessaloniki, Greece", "06/2012 – 09/2012", ("2012-06", "2012-09"),
     ["Physical models, site surveys and competition boards."]),
]
C4_SKILLS = [("Design & BIM", ["Revit", "ArchiCAD", "AutoCAD", "Rhino + Grasshopper", "SketchUp"]),
             ("Visualisation", ["Enscape", "V-Ray", "Adobe Photoshop", "InDesign"]),
             ("Technical", ["Passive House design (PHPP)", "construction documents", "building permit applications",
                            "BIM coordination"])]
C4_LANGUAGES = [("Greek", "mother tongue"), ("English", "C2"), ("Dutch", "B1"), ("German", "A2")]
C4_CERTS = [("Certified Passive House Designer", "Passive House Institute, 2018"),
            ("LEED Green Associate", "U.S. Green Building Council, 2022"),
            ("Registered Architect (Greece)", "Technical Chamber of Greece (TEE), 2014")]
C4_SILHOUETTE = ('<svg viewBox="0 0 100 128" aria-hidden="true"><rect width="100" height="128" fill="#e4e6e8"/>'
                 '<circle cx="50" cy="48" r="21" fill="#b9bec4"/>'
                 '<path d="M12 128c0-26 17-42 38-42s38 16 38 42z" fill="#b9bec4"/></svg>')


def c4_architect_european_cv():
    info = [("Address", "27 Elm Street, Apt. 4, Somerville, MA 02144, USA"), ("Mobile", "+1 617 555 0190"),
            ("E-mail", '<a href="mailto:eleni.papadaki@example.com">eleni.papadaki@example.com</a>'),
            ("Portfolio", '<a href="https://elenipapadaki.example.com">elenipapadaki.example.com</a>'),
            ("Date of birth", "14/03/1988"), ("Nationality", "Greek"),
            ("Driving licence", "B (EU); Massachusetts Class D"), ("Work permit", "US permanent resident")]
    info_rows = "".join(f"<tr><th>{k}</th><td>{v}</td></tr>" for k, v in info)

    def row(when, body):
        return f'<div class="row"><div class="when">{escape(when)}</div><div class="body">{body}</div></div>'
    jobs = "".join(row(when, f"<b>{escape(title)}</b><br><i>{escape(company)}, {escape(place)}</i>"
                       f'<ul>{"".join(f"<li>{escape(b)}</li>" for b in items)}</ul>')
                   for title, company, place, when, _, items in C4_JOBS)
    skills = "".join(f"<p><b>{escape(label)}:</b> {escape(', '.join(items))}</p>" for label, items in C4_SKILLS)
    langs = "".join(f"<tr><td>{lang}</td><td>{level}</td></tr>" for lang, level in C4_LANGUAGES)
    certs = "".join(f"<li><b>{escape(c)}</b> – {escape(rest)}</li>" for c, rest in C4_CERTS)
    html = f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>CV Eleni Papadaki</title>
<style>
@page {{ size: A4; margin: 12mm 15mm 11mm; }}
* {{ box-sizing: border-box; -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
body {{ margin: 0; font: 8.5pt/1.33 "DejaVu Sans", Arial, sans-serif; color: #222; }}
.top {{ display: flex; justify-content: space-between; align-items: flex-start; }}
.top h1 {{ margin: 6px 0 2px; font-size: 21pt; color: #0f4c5c; font-weight: normal; }}
.top .label {{ font-size: 10.5pt; color: #555; }}
.photo {{ width: 30mm; height: 38mm; border: 1px solid #9aa3ab; flex: none; }}
.photo svg {{ width: 100%; height: 100%; display: block; }}
h2 {{ font-size: 9.6pt; color: #0f4c5c; text-transform: uppercase; letter-spacing: 0.8px; margin: 9px 0 4px;
      border-bottom: 1.5px solid #0f4c5c; padding-bottom: 1px; }}
table.info {{ border-collapse: collapse; }}
table.info th {{ text-align: left; font-weight: normal; color: #666; width: 33mm; padding: 0 0 1px; vertical-align: top; }}
table.info td {{ padding: 0 0 1px; }}
a {{ color: #0f4c5c; text-decoration: none; }}
.row {{ display: flex; margin-bottom: 5px; }}
.when {{ width: 33mm; flex: none; color: #444; }}
.body {{ flex: 1; }}
ul {{ margin: 1px 0 0; padding-left: 13px; }}
li {{ margin-bottom: 0; }}
p {{ margin: 0 0 2px; }}
.two {{ display: flex; gap: 8mm; }}
.two > div {{ flex: 1; }}
table.lang td {{ padding: 0 14px 1px 0; }}
</style></head>
<body>
<div class="top">
  <div>
    <h1>Eleni Papadaki</h1>
    <div class="label">Architect | Certified Passive House Designer</div>
    <h2>Personal Information</h2>
    <table class="info">{info_rows}</table>
  </div>
  <div class="photo">{C4_SILHOUETTE}</div>
</div>
<h2>Profile</h2>
<p>Architect with ten years of practice in Greece, the Netherlands and the United States, specialised in
low-energy housing and BIM. I enjoy the whole path of a building, from the first sketch to the site
meeting, and I work well in international teams.</p>
<h2>Work Experience</h2>
{jobs}
<h2>Education</h2>
{row("2008 – 2014", "<b>Diploma in Architectural Engineering (Integrated Master, 5 years)</b><br>"
     "<i>National Technical University of Athens (NTUA), Athens, Greece</i>"
     "<ul><li>Final grade: 8.1/10</li><li>Diploma thesis: a timber housing cooperative for Piraeus</li>"
     "<li>Erasmus exchange semester at TU Delft, Netherlands (2011–2012)</li></ul>")}
<div class="two">
  <div>
    <h2>Skills</h2>
    {skills}
    <h2>Languages</h2>
    <table class="lang">{langs}</table>
  </div>
  <div>
    <h2>Certificates</h2>
    <ul>{certs}</ul>
    <h2>Interests</h2>
    <p>Urban sketching, sailing, ceramics</p>
    <h2>References</h2>
    <p>References available upon request.</p>
  </div>
</div>
</body></html>
"""
    name = "c4-eleni-papadaki"
    chromium_pdf(html, name, pages=1)
    write_truth(name, {
        "basics": {"name": "Eleni Papadaki", "label": "Architect | Certified Passive House Designer",
                   "email": "eleni.papadaki@example.com", "phone": "+1 617 555 0190",
                   "url": "https://elenipapadaki.example.com",
                   "location": {"city": "Somerville", "region": "MA", "country_code": "US"}},
        "work": work_truth(C4_JOBS),
        "education": [
            {"institution": "National Technical University of Athens (NTUA)", "study_type": "Diploma",
             "area": "Architectural Engineering", "score": "8.1/10",
             "dates": dates("2008", "2014", text="2008 – 2014")}],
        "skills": [{"name": s} for _, items in C4_SKILLS for s in items],
        "certificates": [{"name": c} for c, _ in C4_CERTS],
        "languages": [{"language": lang, "fluency": level} for lang, level in C4_LANGUAGES],
    })


# ---- c5: teaching laboratory manager, academic staff CV, pdflatex -------------------------------
C5_GROUPS = [
    ("University of Wyoming", "Laramie, WY", [
        ("Teaching Laboratory Manager", "2017–present", ("2017", None, True),
         ["Run the undergraduate teaching laboratories of the Department of Chemistry: 7 laboratories, 14 courses "
          "and about 3,200 student enrollments a year.",
          "Supervise two laboratory technicians and the stockroom; hire, train and schedule 45 graduate and "
          "undergraduate teaching assistants each semester.",
          "Serve as the department's Chemical Hygiene Officer; write the laboratory safety plan and run "
          "inspections, waste pickups and incident reviews.",
          "Manage a $410,000 annual supplies and equipment budget and course-fee accounts."]),
        ("Laboratory Coordinator, General Chemistry", "2012–2017", ("2012", "2017"),
         ["Coordinated the general chemistry laboratory sequence (CHEM 1020 and 1030): schedules, prep lists, "
          "experiment instructions and grading rubrics.",
          "Rewrote eight experiments for green chemistry and microscale methods, cutting hazardous waste by 40%."]),
    ]),
    ("Poudre Analytical Laboratories", "Fort Collins, CO", [
        ("Quality Control Chemist", "2009–2012", ("2009", "2012"),
         ["Ran GC-MS, HPLC and ICP analyses of drinking water and soil samples under EPA methods; kept QC charts "
          "and the laboratory's ISO/IEC 17025 records."]),
    ]),
    ("Front Range Community College", "Fort Collins, CO", [
        ("Adjunct Instructor of Chemistry (part-time)", "2010–2012", ("2010", "2012"),
         ["Taught evening lecture and laboratory sections of general chemistry (see Teaching)."]),
    ]),
    ("Colorado State University", "Fort Collins, CO", [
        ("Graduate Teaching Assistant", "2006–2009", ("2006", "2009"),
         ["Taught two general chemistry laboratory sections a semester and held weekly help sessions."]),
    ]),
]
C5_TEACHING = [
    ("University of Wyoming", [
        ("2012–present", "CHEM 1020, General Chemistry I Laboratory. Course coordinator: 38–42 sections and "
                         "about 1,000 students a year; train and observe the teaching assistants."),
        ("2013–present", "CHEM 1030, General Chemistry II Laboratory. Course coordinator."),
        ("Summers 2014, 2016", "CHEM 2300, Introductory Organic Chemistry Laboratory. Instructor of record, "
                               "summer session (24 students)."),
    ]),
    ("Front Range Community College", [
        ("2010–2012", "CHEM 111, General College Chemistry I (lecture and laboratory), 7 sections."),
    ]),
    ("Colorado State University", [
        ("2006–2009", "CHEM 111 and CHEM 112 laboratories, graduate teaching assistant, 2 sections a semester."),
    ]),
]
C5_SKILLS = [("Instrumentation", ["GC-MS", "HPLC", "FT-IR", "UV-Vis spectroscopy", "atomic absorption (AA)",
                                  "ICP-OES"]),
             ("Software & systems", ["LabArchives", "Canvas", "ChemInventory", "Microsoft Excel", "Python (basic)"])]
C5_CERTS = [("Certified Chemical Hygiene Officer (CCHO)", "National Registry of Certified Chemists, 2016"),
            ("40-Hour HAZWOPER", "2013, annual refresher"),
            ("Shipping Hazardous Materials (DOT/IATA)", "2023")]


def c5_lab_manager_academic_cv():
    def yr(when, body):
        return (f"\\yr{{{tex(when)}}}{{{body}}}\n")

    def items(bullets):
        return ("\\begin{itemize}\n" + "\n".join(f"  \\item {tex(b)}" for b in bullets) + "\n\\end{itemize}")
    appointments = "\n".join(
        f"\\inst{{{tex(inst)}}}{{{tex(place)}}}\n"
        + "".join(yr(when, f"\\textbf{{{tex(title)}}}\n{items(bullets)}") for title, when, _, bullets in roles)
        for inst, place, roles in C5_GROUPS)
    teaching = "\n".join(
        f"\\inst{{{tex(inst)}}}{{}}\n" + "".join(yr(when, tex(text)) for when, text in rows)
        for inst, rows in C5_TEACHING)
    skills = "\n".join(yr(label, tex(", ".join(its))) for label, its in C5_SKILLS)
    certs = "\n".join(yr("", f"{tex(c)}, {tex(rest)}") for c, rest in C5_CERTS)
    source = r"""\documentclass[11pt,letterpaper]{article}
\usepackage[T1]{fontenc}
\usepackage[utf8]{inputenc}
\usepackage{mathpazo}
\usepackage[left=0.9in,right=0.9in,top=0.75in,bottom=0.85in,footskip=0.4in]{geometry}
\usepackage{titlesec}
\usepackage{enumitem}
\usepackage{fancyhdr}
\usepackage[hidelinks]{hyperref}
\setlength{\parindent}{0pt}
\pagestyle{fancy}
\fancyhf{}
\renewcommand{\headrulewidth}{0pt}
\fancyfoot[C]{\footnotesize C. Marwick -- Curriculum Vitae -- page \thepage}
\titleformat{\section}{\large\scshape}{}{0pt}{}[\vspace{-6pt}\rule{\textwidth}{0.4pt}]
\titlespacing*{\section}{0pt}{10pt}{4pt}
\setlist[itemize]{leftmargin=1.2em,itemsep=0pt,parsep=1pt,topsep=1pt,label=--}
\newlength{\yrw}\setlength{\yrw}{1.3in}
\newcommand{\yr}[2]{\noindent\begin{minipage}[t]{\yrw}\raggedright #1\end{minipage}%
  \begin{minipage}[t]{\dimexpr\textwidth-\yrw}#2\end{minipage}\par\vspace{4pt}}
\newcommand{\inst}[2]{\par\vspace{2pt}\noindent\textit{#1}\hfill #2\par\vspace{2pt}}
\begin{document}
\begin{center}
{\small\scshape Curriculum Vitae}\\[6pt]
{\LARGE Celeste Marwick, M.S.}\\[8pt]
Department of Chemistry, University of Wyoming, 1000 E. University Ave., Laramie, WY 82071\\
(307) 555-0133 \quad $\cdot$ \quad \href{mailto:celeste.marwick@example.org}{celeste.marwick@example.org}
\end{center}

\section{Education}
""" + yr("2009", r"\textbf{M.S., Chemistry}, Colorado State University, Fort Collins, CO\\"
                 r"Thesis: \emph{Solid-phase extraction of pharmaceutical residues from municipal wastewater}") \
        + yr("2006", r"\textbf{B.S., Chemistry, minor in Mathematics, cum laude}, University of Northern Colorado, "
                     r"Greeley, CO") + r"""
\section{Professional Appointments}
""" + appointments + r"""
\section{Teaching}
""" + teaching + r"""
\section{Curriculum and Instructional Development}
\begin{itemize}
  \item Redesigned CHEM 1020 around guided-inquiry experiments (2015--2017); lab report scores on the
  department's common rubric rose from 71\% to 80\%.
  \item Built the online pre-lab safety modules in Canvas now required of every student in a chemistry
  laboratory course (2019).
  \item Designed and lead the two-day teaching assistant orientation each August (2013--present).
\end{itemize}

\section{Service}
""" + yr("2018--present", "Chair, Department of Chemistry Safety Committee") \
        + yr("2020--present", "Member, University Laboratory Safety Advisory Board") \
        + yr("2014--present", "Volunteer judge, Wyoming State Science Fair, chemistry division") + r"""
\section{Presentations}
\begin{itemize}
  \item Marwick, C. ``Green chemistry in a 1,000-student general chemistry lab: what we changed and what it
  cost.'' Biennial Conference on Chemical Education (BCCE), July 2022.
  \item Marwick, C. and D. Yellowhorse. ``Training teaching assistants to talk about safety.'' Rocky Mountain
  Regional Meeting of the American Chemical Society, October 2018.
\end{itemize}

\section{Certifications and Safety Training}
""" + certs + r"""
\section{Technical Skills}
""" + skills + r"""
\section{Professional Memberships}
American Chemical Society, Division of Chemical Education (since 2008)\\
Campus Chemical Safety Network
\end{document}
"""
    name = "c5-celeste-marwick"
    pdflatex(source, name)
    check_pages(name, pdf_pages(os.path.join(FILES, name + ".pdf")), 2)
    write_truth(name, {
        "basics": {"name": "Celeste Marwick", "email": "celeste.marwick@example.org", "phone": "(307) 555-0133",
                   "location": {"city": "Laramie", "region": "WY"}},
        "work": [{"position": title, "name": inst, "location": place, "dates": dates(*span, text=when)}
                 for inst, place, roles in C5_GROUPS for title, when, span, _ in roles],
        "education": [
            {"institution": "Colorado State University", "study_type": "M.S.", "area": "Chemistry",
             "dates": dates(None, "2009", text="2009")},
            {"institution": "University of Northern Colorado", "study_type": "B.S.", "area": "Chemistry",
             "score": "cum laude", "dates": dates(None, "2006", text="2006")}],
        "skills": [{"name": s} for _, its in C5_SKILLS for s in its],
        "certificates": [{"name": c} for c, _ in C5_CERTS],
    })


# ---- c6: CNC machinist, plain text pasted from an email ------------------------------------------
C6_GROUPS = [
    ("PRAIRIE AEROSPACE COMPONENTS, INC.", "Wichita, KS", "2010–present", [
        ("Lead CNC Machinist / Programmer", "2017–present", ("2017", None, True),
         ["Program, set up and run 5-axis Haas UMC-750 and Mazak Integrex mill-turn machines for aircraft "
          "structural parts in aluminum, titanium and Inconel.",
          "Write and prove out Mastercam programs from 3D models; cut cycle times an average of 22% on 40 "
          "repeat part numbers.",
          "Lead a second-shift cell of 6 machinists; first-article inspection and AS9102 paperwork.",
          "Train apprentices on setups, tool offsets and reading GD&T callouts."]),
        ("CNC Machinist", "2010–2017", ("2010", "2017"),
         ["Set up and ran 3-axis vertical mills and CNC lathes; held tolerances to +/-0.0005 in.",
          "Checked parts with micrometers, height gauges and the CMM; kept scrap under 1%."]),
    ]),
    ("FLINT HILLS PRECISION MACHINE & FABRICATION, LLC", "Newton, KS", "2006–2010", [
        ("CNC Machine Operator", "2006–2010", ("2006", "2010"),
         ["Loaded, ran and inspected parts on Okuma lathes and Haas mills for agricultural and oilfield "
          "customers; made offset changes and simple program edits."]),
    ]),
    ("HAYSVILLE TOOL & DIE", "Haysville, KS", "2003–2006", [
        ("Manual Machinist Apprentice", "2003–2006", ("2003", "2006"),
         ["Ran manual Bridgeport mills, engine lathes and surface grinders; built simple fixtures and repaired "
          "dies under a journeyman toolmaker."]),
    ]),
]
C6_SKILLS = ["5-axis and mill-turn programming", "Mastercam (2D, 3D and multiaxis)", "G-code and M-code",
             "Haas and Mazak controls", "Coordinate Measuring Machine (CMM)", "GD&T and blueprint reading",
             "first-article inspection (AS9102)", "fixture design", "lean / 5S"]
C6_CERTS = ["NIMS Machining Level I – CNC Milling: Programming, Setup & Operations",
            "NIMS Machining Level I – CNC Turning: Programming, Setup & Operations",
            "Mastercam Associate Certification", "OSHA 10-Hour General Industry"]


def c6_machinist_email_text():
    def wrap(text):
        """Hard-wraps one paragraph at 72 columns as a mail client does: continuation lines start at the
        left edge, long words are not broken, hyphens are not break points."""
        return textwrap.fill(text, width=72, break_long_words=False, break_on_hyphens=False)

    experience = []
    for employer, place, span, roles in C6_GROUPS:
        experience.append(wrap(f"{employer}, {place} -- {span}"))
        for title, when, _, items in roles:
            experience.append(f"{title}, {when}" if len(roles) > 1 else title)
            experience.extend(wrap("- " + b) for b in items)
        experience.append("")
    text = "\n".join([
        "Leroy Fenwick",
        "CNC Machinist / Programmer",
        "Wichita, KS 67217",
        "(316) 555-0168 | leroy.fenwick@example.com",
        "",
        "SUMMARY",
        wrap("CNC machinist and programmer with more than 20 years in aerospace and job-shop machining, "
             "the last 8 as a lead on 5-axis and mill-turn work. I write programs that run right the "
             "first time, hold tight tolerances on hard metals, and like teaching the next generation of "
             "machinists."),
        "",
        "EXPERIENCE",
        "",
        *experience,
        "EDUCATION",
        "",
        "Wichita Area Technical College, Wichita, KS",
        "Certificate, Precision Machining Technology, 2005",
        "",
        "Haysville High School, Haysville, KS",
        "High School Diploma, 2002",
        "",
        "CERTIFICATIONS",
        "",
        *[wrap("- " + c) for c in C6_CERTS],
        "",
        "SKILLS",
        "",
        wrap(", ".join(C6_SKILLS)),
        "",
        "COMMUNITY",
        "",
        wrap("Volunteer mentor, Haysville High School FIRST Robotics Team, 2018–present. Teach students "
             "to design and machine robot parts on the school's CNC router."),
        "",
        "LANGUAGES",
        "",
        "English (native), Spanish (conversational)",
        "",
    ])
    assert max(len(line) for line in text.splitlines()) <= 72
    name = "c6-leroy-fenwick"
    write_text(name + ".txt", text)
    work = [{"position": title, "name": employer, "location": place, "dates": dates(*span, text=when)}
            for employer, place, _, roles in C6_GROUPS for title, when, span, _ in roles]
    write_truth(name, {
        "basics": {"name": "Leroy Fenwick", "label": "CNC Machinist / Programmer",
                   "email": "leroy.fenwick@example.com", "phone": "(316) 555-0168",
                   "location": {"city": "Wichita", "region": "KS"}},
        "work": work,
        "education": [
            {"institution": "Wichita Area Technical College", "study_type": "Certificate",
             "area": "Precision Machining Technology", "dates": dates(None, "2005", text="2005")},
            {"institution": "Haysville High School", "study_type": "High School Diploma",
             "dates": dates(None, "2002", text="2002")}],
        "skills": [{"name": s} for s in C6_SKILLS],
        "certificates": [{"name": c} for c in C6_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Spanish", "fluency": "conversational"}],
    })


if __name__ == "__main__":
    c1_property_manager_builder()
    c2_facilities_director_docx()
    c3_grant_writer_functional_docx()
    c4_architect_european_cv()
    c5_lab_manager_academic_cv()
    c6_machinist_email_text()
