#!/usr/bin/env python3
"""Renders the thirty-fifth held-out batch (ai1–ai6) into files/ and its truth into truth/.

Written without reading the parser (nor its tests or docs); the only project files read were
holdout_render.py, render_batch28–34.py and a few truth files (for the shape and conventions), plus the
definitions of the helpers imported below from render_batch20.py, render_batch24.py and render_batch26.py.
Six ordinary job seekers of different backgrounds and countries a recruiter sees in one week (a registered
nurse in Manchester, a software developer in Bangalore, a CDL-A reefer driver and Army veteran in Laredo,
Texas, a hotel front office supervisor in Auckland, a payroll specialist in Chicago and a graduate civil
engineer in Johannesburg), none in batch 34's occupations, each resume made with a different everyday
producer: a DOCX kept as the Word file with the experience in a table, a plain-text file, pdflatex with a
"Jake's resume"-style template, wkhtmltopdf of a two-column HTML template, ReportLab and a hand-written HTML
page. They hold what such resumes hold: several roles at one employer, current jobs, part-time, bank,
weekend, seasonal and summer jobs, vacation work, military service, an internship, dates written "Oct 2022 –
Present", "04/2023 – Present", "Mar 2021 to Present", "2022 – Present", "2016–2019", "Summer 2013" and
"Summer 2012"; education with degree, field, institution, dates and grades (a UK classification, a CGPA and
percentages, a GPA, a grade average, a weighted average, a matric pass) laid out degree first and school
first, with dates at the right, in the middle of a line or on one-line entries; licences and certificates,
skills and spoken languages.

- ai1 (DOCX, python-docx, kept as the Word file; Calibri 10 pt, A4, two pages; the page count is checked on
  a throw-away LibreOffice PDF): a UK staff nurse's CV: "Katarzyna Nowak", the label "Registered Nurse
  (Adult) | Junior Sister, Acute Medicine", a " | " contact line ("Manchester M14 6QR", "07700 900614", the
  email); navy capital headings with a rule; PERSONAL STATEMENT; EMPLOYMENT HISTORY as a borderless
  two-column table, the dates bold in the left cell and a bold title, an italic "Employer, Town" line and
  bullets in the right one: "Junior Sister (Band 6) – Acute Medical Unit" "Oct 2022 – Present" and "Staff
  Nurse (Band 5) – Acute Medical Unit" "Sept 2019 – Sept 2022" at one NHS trust, "Bank Staff Nurse
  (part-time)" "Jan 2020 – Present" at a nursing home overlapping them, "Healthcare Assistant (bank,
  part-time)" "2016 – 2019" at the same trust while a student, "Care Assistant (summer job)" "Summer 2015";
  EDUCATION as one-line entries "Degree, Institution, dates" with a grade line under the BSc: "PgCert
  Advanced Clinical Practice (part-time), Manchester Metropolitan University, 2024 – present", "BSc (Hons)
  Adult Nursing, University of Salford, 2016 – 2019" over "Upper Second-Class Honours (2:1) · Dissertation:
  …", "A Levels, Fallowfield Sixth Form College, 2016 – Biology (A), Chemistry (B), Psychology (B)";
  REGISTRATION & TRAINING as bullets; SKILLS as bold-labelled lines; LANGUAGES as a ", " line; "References
  available on request." A nurse in Manchester, England.
- ai2 (pdflatex, a "Jake's resume"-style template: Latin Modern via lmodern, Letter, one page,
  tabular* subheadings): an Indian software developer's resume: the centred name "Sneha Raghunathan", the
  label "Software Developer | Java, Spring Boot & React", a contact line with "|" separators ("Bangalore,
  Karnataka", "+91 98450 55512", a mailto link, "github.com/sneharaghunathan" and
  "linkedin.com/in/sneha-raghunathan" as links); small-capital headings over a rule; EDUCATION first, school
  first: the bold institution with the city at the right over an italic "degree; score" line with the
  dates at the right: "RV College of Engineering" "Bachelor of Engineering in Information Science and
  Engineering; CGPA: 8.12/10" "08/2014 – 06/2018", a PU college "Class XII (PCMC); Percentage: 91.5%"
  "2014", a school "Class X; Percentage: 93.4%" "2012"; EXPERIENCE in the same form with numeric dates, the
  employer printed once over its roles: "Senior Software Engineer" "04/2023 – Present" and "Software
  Engineer" "07/2020 – 03/2023" at one fintech, "Associate Software Engineer" "08/2018 – 06/2020" in
  Mysuru, "Software Development Intern" "01/2018 – 05/2018"; PROJECTS; TECHNICAL SKILLS as bold-labelled
  lines ("Languages:" lists programming languages); CERTIFICATIONS with years in parentheses; "Spoken
  Languages". A developer in Bangalore, Karnataka.
- ai3 (plain text, UTF-8 and ASCII only, LF line ends, 76 columns): a truck driver's resume: "RAMON A.
  VILLALOBOS", the label "CDL-A Driver - Regional Reefer & Dry Van | U.S. Army Veteran", a " * " contact
  line ("Laredo, TX 78045", "(956) 555-0138", the email); headings between rows of "="; SUMMARY;
  LICENSES & CERTIFICATIONS first as "- " lines with state, endorsements, expiry and card dates; WORK
  HISTORY with the employer and city printed once over its jobs, each title with its dates padded to the
  right margin and "dates to dates" ranges: "Regional Reefer Driver" "Mar 2021 to Present" and "Local
  Shuttle Driver (part-time)" "Apr 2020 to Feb 2021" at one cold-chain carrier, "OTR Dry Van Driver"
  "2017 to 2020", "Motor Transport Operator (88M)" "Jul 2013 to Jun 2017" with "U.S. Army" as employer and
  "Fort Hood, TX" as its place, "Warehouse Helper (summer job)" "Summer 2012"; EDUCATION with the
  qualification on one line and "Institution, City, ST | dates | GPA" indented under it: "Level I
  Certificate, Logistics and Supply Chain Management" "2018 - 2019" "GPA 3.4" and "High School Diploma"
  "2013"; SKILLS as "- " lines; LANGUAGES. A driver in Laredo, TX.
- ai4 (wkhtmltopdf 0.12 of a two-column HTML template, A4, one page, Lato; floats, as Qt WebKit has no
  flexbox): a hotel front office supervisor's CV with a shaded right sidebar: the main column with the
  name "Jasmine Faleolo", the label "Front Office Supervisor | Guest Services & Night Audit", PROFILE,
  EXPERIENCE (a bold title, the dates in grey after " | " on the same line, an "Employer, Suburb" line and
  bullets): "Front Office Supervisor" "2022 – Present", "Night Auditor" "2020 – 2022" and "Guest Service
  Agent" "2019 – 2020" at one Auckland hotel, "Barista (part-time)" "2016–2019", "Seasonal Housekeeping
  Attendant" "Dec 2017 – Feb 2018" in Queenstown; EDUCATION with the dates in the left margin of each
  entry ("2017–2018" "New Zealand Diploma in Hospitality Management" at "Manukau Institute of Technology"
  with "Level 5 · Grade average: A-"; "2016" "NCEA Level 3" at a college); the sidebar with CONTACT
  ("Ponsonby, Auckland", "021 555 0186", the email, "linkedin.com/in/jasminefaleolo" as a link), SKILLS as
  a list, CERTIFICATES and LANGUAGES. A supervisor in Auckland, New Zealand.
- ai5 (ReportLab platypus, Liberation Sans, Letter, one page): a payroll specialist's resume: "Tamara J.
  Whitlock, CPP", the label "Senior Payroll Specialist | Multi-State Payroll · ADP Workforce Now ·
  Workday", a " · " contact line ("Chicago, IL 60641", "(773) 555-0194", the email,
  "linkedin.com/in/tamarawhitlock" as text); dark green capital headings over a rule; SUMMARY;
  PROFESSIONAL EXPERIENCE with a bold title and the dates at the right (a one-row table) over an italic
  "Employer — City, ST" line and bullets: "Senior Payroll Specialist" "Mar 2022 – Present" and "Payroll
  Specialist" "Jun 2019 – Feb 2022" at one healthcare group, "Payroll & Benefits Coordinator" "Oct 2016 –
  May 2019", "Accounts Payable Clerk (part-time)" "Sep 2014 – Sep 2016", "Accounting Intern" "Summer
  2013"; EDUCATION school first: the bold school with the dates at the right over the degree and a "GPA:"
  line ("Northeastern Illinois University" "2013 – 2016" "Bachelor of Science in Accounting, Minor in
  Management" "GPA: 3.45/4.00"; "Harold Washington College" "2011 – 2013" "Associate in Arts"); CERTIFICATIONS
  with " – " issuer and year; SKILLS as bold-labelled lines; LANGUAGES. A payroll specialist in Chicago, IL.
- ai6 (an HTML page written by hand, UTF-8, a <style> block, kept as the .html file): a South African
  graduate engineer's CV: <h1> "Lerato Mokoena", the label "Graduate Civil Engineer | Candidate Engineer
  (ECSA)", a contact <p> ("Johannesburg, Gauteng", "072 555 0193", a mailto link, a LinkedIn link whose text
  is the address); <h2> headings; "Profile"; "Education" first as a <dl>: "BSc (Eng) in Civil
  Engineering" / "University of the Witwatersrand, Johannesburg · 2021 – 2024" / "Weighted average: 71% ·
  Dean's List 2023 · Final-year project: …", and a one-line "National Senior Certificate (Matric),
  Kloofendal Secondary School, Roodepoort, 2020 – Bachelor pass (5 distinctions)"; "Experience" as <h3>
  titles with a <p class="when"> "Employer, Town | dates" line and a <ul>: "Candidate Civil Engineer
  (Graduate Programme)" "Feb 2025 – Present" and "Vacation Work Student – Roads & Stormwater" "Dec 2023 –
  Jan 2024" at one consulting firm, "Vacation Work Student (site)" "Jun – Jul 2023" at a contractor,
  "Tutor, Engineering Mathematics (part-time)" "2022–2024" at the university, "Cashier (weekends)"
  "2019–2020"; "Registration & Certificates" as a <ul>; "Software & Skills" as a <ul>; "Languages" as a <ul>;
  "Other" with a driver's licence and a SAICE student membership. A graduate engineer in Johannesburg.

Decisions for this batch (documented here because the documents leave them to the reader):
- Several roles at one employer are separate work entries, each with the employer's name and location
  and its own dates (ai1, ai2, ai3, ai4, ai5, ai6). Part-time, bank, weekend, seasonal, summer and vacation
  jobs, a graduate programme, a university tutoring job, an internship and military service are work
  entries; overlapping and concurrent jobs are entries in printed order. Military service has "U.S. Army"
  as its employer and the post as its place. Projects (ai2), a final-year project and a dissertation
  (ai6, ai1), a Dean's List, a driver's licence under "Other" (ai6) and references are not work entries.
- A title's own dash, comma or parenthesis is part of the position ("Junior Sister (Band 6) – Acute
  Medical Unit", "Bank Staff Nurse (part-time)", "Healthcare Assistant (bank, part-time)", "Local Shuttle
  Driver (part-time)", "Motor Transport Operator (88M)", "Payroll & Benefits Coordinator", "Vacation Work
  Student – Roads & Stormwater", "Tutor, Engineering Mathematics (part-time)", "Candidate Civil Engineer
  (Graduate Programme)"). An employer's "NHS Foundation Trust", "Pvt. Ltd.", "Inc.", "LLC" and "(Pty) Ltd"
  stay. Work locations as printed ("Manchester", "Fort Hood, TX", "Ponsonby, Auckland", "Midrand").
- Dates: "Present" and "present" make a job or programme current from its start. "Mar 2021 to Present"
  and "Apr 2020 to Feb 2021" are ranges like "–" ones, date_text as printed with "to". "Summer 2015",
  "Summer 2012" and "Summer 2013" run June to August of that year. "Jun – Jul 2023" runs 2023-06 to 2023-07;
  "Dec 2017 – Feb 2018" crosses a year; "Sept" is September; numeric "04/2023" is 2023-04; "2016–2019" with
  an unspaced en dash keeps years only. A single year is the end date.
- Education:
  - One-line entries are read as a careful reader reads them: "PgCert Advanced Clinical Practice (part-time),
    Manchester Metropolitan University, 2024 – present" is study_type "PgCert", area "Advanced Clinical
    Practice" (the mode note left out), current from 2024; "BSc (Hons) Adult Nursing" is "BSc (Hons)" /
    "Adult Nursing" with the score "Upper Second-Class Honours (2:1)" (the dissertation after " · " is a
    remark); "A Levels" has no area and no score (subject grades are not one score, batch 19).
  - "Bachelor of Engineering in Information Science and Engineering" is "Bachelor of Engineering" /
    "Information Science and Engineering" with the score "8.12/10" ("CGPA:" is a label); "Class XII (PCMC)"
    is "Class XII" / "PCMC" (the stream, as batch 33's "Intermediate (MPC)"), score "91.5%"; "Class X" has
    no area, score "93.4%" ("Percentage:" is a label).
  - "Level I Certificate, Logistics and Supply Chain Management" is "Level I Certificate" / "Logistics and
    Supply Chain Management" (as "Certificate, Medical Office Administration" in batch 31) with the score
    "3.4".
  - "New Zealand Diploma in Hospitality Management" is "New Zealand Diploma" / "Hospitality Management"; its
    remark line "Level 5 · Grade average: A-" gives the score "A-" (the NZQA level is not a score); "NCEA
    Level 3" is a school leaving qualification with no area.
  - "Bachelor of Science in Accounting, Minor in Management" is "Bachelor of Science" / "Accounting" (a minor
    is not the area, batch 32), score "3.45/4.00"; "Associate in Arts" has no area.
  - "BSc (Eng) in Civil Engineering" is "BSc (Eng)" / "Civil Engineering" with the score "71%" ("Weighted
    average:" is a label; the Dean's List and final-year project are remarks); "National Senior Certificate
    (Matric)" has no area and the score "Bachelor pass" (the pass level, as "Diploma pass" in batch 30; "(5
    distinctions)" is not part of it).
  - The institution is the printed name without a city or town ("University of the Witwatersrand,
    Johannesburg", "Kloofendal Secondary School, Roodepoort", "Laredo College, Laredo, TX"); ai2's city at the
    right of the institution is not part of it.
- Certificates and licences drop the issuer, registration body, PIN or licence number, state, endorsements,
  year, "revalidated", "exp." and "expires" dates, but keep an abbreviation in parentheses that is part of
  the name: "Registered Nurse – Adult, Nursing and Midwifery Council (PIN 19I0457E), revalidated 2025" is
  "Registered Nurse – Adult"; "Class A Commercial Driver License (CDL-A) - Texas, endorsements N, T; exp.
  08/2028" is "Class A Commercial Driver License (CDL-A)"; "DOT Medical Examiner's Certificate - valid
  through 03/2026" is "DOT Medical Examiner's Certificate"; "Duty Manager's Certificate – Auckland District
  Licensing Committee, expires Mar 2026" is "Duty Manager's Certificate"; "Certified Payroll Professional
  (CPP) – PayrollOrg, 2021" is "Certified Payroll Professional (CPP)"; "Registered Candidate Engineer – ECSA,
  reg. no. 2025101347" is "Registered Candidate Engineer"; "AWS Certified Developer – Associate (2022)" keeps
  " – Associate", part of the name. ai6's driver's licence and SAICE membership under "Other" are not
  certificates (batches 31 and 32).
- basics.name drops credentials ("Tamara J. Whitlock, CPP" is "Tamara J. Whitlock") and is written in
  ordinary case ("RAMON A. VILLALOBOS" is "Ramon A. Villalobos"). The label is the line under the name,
  whole. Basics location is the city with the state, province or region printed beside it, without a ZIP
  code or postcode ("Manchester M14 6QR" is "Manchester"; "Laredo, TX 78045"; "Bangalore, Karnataka";
  "Johannesburg, Gauteng"); "Ponsonby, Auckland" is city "Auckland" (Ponsonby is the suburb, as batch 34's
  "Rathmines, Dublin 6"). No country is printed, so no country_code. LinkedIn and GitHub addresses printed
  as text or links are profiles ("https://www." added to LinkedIn addresses printed without it).
- Skills are the listed items as printed, a group's label left out; ", " and lines separate items, commas
  inside parentheses do not. ai2's "Languages:" under TECHNICAL SKILLS lists programming languages and is
  skills; its "Spoken Languages" are the languages. Languages with their fluency as printed ("native",
  "fluent", "professional working proficiency", "conversational", "Conversational (JLPT N4)", "home
  language").

Truth conventions as in batches 5–34: date_text as printed (LaTeX "--" printed as "–"; ASCII hyphens kept
in ai3), the work entry's location where printed, phones as printed. Phones are 555 numbers in the US,
India, New Zealand and South Africa and an Ofcom drama mobile in the UK; emails at example.com. Every
person, employer, school, street, licence, PIN and registration number, phone and email is invented; the
universities and colleges (University of Salford, Manchester Metropolitan University, RV College of
Engineering, Laredo College, Manukau Institute of Technology, Northeastern Illinois University, Harold
Washington College, University of the Witwatersrand) are real institutions, named as any resume names them.

Tools on the machine that wrote this batch (nothing had to be installed): python-docx, LibreOffice
(soffice), pdflatex (texlive with lmodern, titlesec, enumitem), wkhtmltopdf 0.12, ReportLab, poppler-utils,
fonts-lato, fonts-liberation, fonts-crosextra-carlito. new_docx, bottom_border, lo_page_count, pdflatex,
wkhtmltopdf, tex, work_truth, dates and linkedin come from holdout_render.py; flat_skills from
render_batch24.py, grouped_jobs from render_batch26.py, no_borders and table_geometry from render_batch20.py
and github from render_batch28.py.
Run from this folder: python3 render_batch35.py
"""
import os
import textwrap
from xml.sax.saxutils import escape

from holdout_render import (FILES, bottom_border, check_pages, dates, linkedin, lo_page_count, new_docx, pdf_pages,
                            pdflatex, tex, wkhtmltopdf, work_truth, write_text, write_truth)
from render_batch20 import no_borders, table_geometry
from render_batch24 import flat_skills
from render_batch26 import grouped_jobs
from render_batch28 import github


# ---- ai1: registered nurse (Manchester), DOCX kept as the Word file, experience in a table -------------------
AI1_TRUST = "Irwell Bridge University Hospitals NHS Foundation Trust"
AI1_JOBS = [
    ("Junior Sister (Band 6) – Acute Medical Unit", AI1_TRUST, "Manchester", "Oct 2022 – Present",
     ("2022-10", None, True),
     ["Nurse in charge of a 36-bed acute medical unit on day and night shifts, with 8–10 registered nurses and "
      "HCAs; manage bed flow with the site team and the same-day emergency care unit.",
      "Lead the unit's sepsis and deteriorating patient work: NEWS2 escalation audits rose from 78% to 96% "
      "compliance in 2024.",
      "Practice assessor for 6 student nurses a year and preceptor for newly qualified nurses.",
      "Complete rosters on Allocate HealthRoster and carry out appraisals for a team of 12."]),
    ("Staff Nurse (Band 5) – Acute Medical Unit", AI1_TRUST, "Manchester", "Sept 2019 – Sept 2022",
     ("2019-09", "2022-09"),
     ["Assessed and cared for acutely unwell adults admitted from A&E and GP referrals, including "
      "COVID-19 patients on CPAP during 2020–2021.",
      "IV therapy, cannulation, venepuncture, catheterisation and blood transfusion; medicines rounds on EPMA."]),
    ("Bank Staff Nurse (part-time)", "Withington Lodge Nursing Home", "Manchester", "Jan 2020 – Present",
     ("2020-01", None, True),
     ["Two to three night shifts a month caring for 40 residents with nursing and dementia needs."]),
    ("Healthcare Assistant (bank, part-time)", AI1_TRUST, "Manchester", "2016 – 2019", ("2016", "2019"),
     ["Weekend and holiday shifts on medical and surgical wards throughout my nursing degree."]),
    ("Care Assistant (summer job)", "Ashlea Court Care Home", "Stockport", "Summer 2015", ("2015-06", "2015-08"), []),
]
AI1_CERTS = [("Registered Nurse – Adult, Nursing and Midwifery Council (PIN 19I0457E), revalidated 2025",
              "Registered Nurse – Adult"),
             ("Immediate Life Support (ILS) – Resuscitation Council UK, 2024", "Immediate Life Support (ILS)"),
             ("IV Therapy and Cannulation Competency – 2020", "IV Therapy and Cannulation Competency"),
             ("Practice Supervisor and Assessor Preparation – University of Salford, 2021",
              "Practice Supervisor and Assessor Preparation")]
AI1_SKILLS = [("Clinical", ["NEWS2 and sepsis screening", "IV therapy and cannulation", "Venepuncture",
                            "Blood transfusion", "NIV/CPAP care", "Tissue viability"]),
              ("Leadership", ["Nurse in charge", "Rostering (Allocate HealthRoster)", "Student assessment",
                              "Incident reporting (Datix)"]),
              ("Systems", ["EPR", "EPMA", "Microsoft Teams"])]


def ai1_nurse_docx():
    from docx.enum.table import WD_TABLE_ALIGNMENT
    from docx.shared import Cm, Pt, RGBColor

    navy = RGBColor(0x1F, 0x38, 0x64)
    document = new_docx(author="Katarzyna Nowak", title="CV – Katarzyna Nowak", page=(Cm(21), Cm(29.7)),
                        margins=(Cm(2), Cm(1.6)), font="Calibri", size=10, space_after=3)
    document.styles["List Bullet"].paragraph_format.space_after = Pt(0)

    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(0)
    r = p.add_run("Katarzyna Nowak"); r.bold = True; r.font.size = Pt(22); r.font.color.rgb = navy
    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(1)
    r = p.add_run("Registered Nurse (Adult) | Junior Sister, Acute Medicine"); r.font.size = Pt(12)
    document.add_paragraph("Manchester M14 6QR | 07700 900614 | katarzyna.nowak@example.com")

    def heading(text):
        q = document.add_paragraph()
        q.paragraph_format.space_before = Pt(9); q.paragraph_format.space_after = Pt(3)
        q.paragraph_format.keep_with_next = True
        r = q.add_run(text); r.bold = True; r.font.size = Pt(11.5); r.font.color.rgb = navy
        bottom_border(q, color="1F3864", size="6")

    heading("PERSONAL STATEMENT")
    document.add_paragraph(
        "NMC-registered adult nurse with six years on an acute medical unit, the last three as a Band 6 junior "
        "sister. Calm in charge of a busy unit, confident with deteriorating patients and passionate about "
        "supporting students and newly qualified nurses. Currently studying part-time towards a PgCert in "
        "Advanced Clinical Practice and looking for a Band 6/7 role in acute or ambulatory care.")

    heading("EMPLOYMENT HISTORY")
    table = document.add_table(rows=0, cols=2)
    table.alignment = WD_TABLE_ALIGNMENT.LEFT
    no_borders(table)
    for title, company, place, when, _, items in AI1_JOBS:
        left, right = table.add_row().cells
        q = left.paragraphs[0]; q.add_run(when).bold = True
        q = right.paragraphs[0]; q.paragraph_format.space_after = Pt(0)
        q.add_run(title).bold = True
        q = right.add_paragraph(); q.paragraph_format.space_after = Pt(1 if items else 5)
        q.add_run(f"{company}, {place}").italic = True
        for i, item in enumerate(items):
            b = right.add_paragraph(item, style="List Bullet")
            if i == len(items) - 1:
                b.paragraph_format.space_after = Pt(5)
    table_geometry(table, [2150, 7488])

    heading("EDUCATION")
    q = document.add_paragraph(); q.add_run("PgCert Advanced Clinical Practice").bold = True
    q.add_run(" (part-time), Manchester Metropolitan University, 2024 – present")
    q = document.add_paragraph(); q.paragraph_format.space_after = Pt(0)
    q.add_run("BSc (Hons) Adult Nursing").bold = True
    q.add_run(", University of Salford, 2016 – 2019")
    q = document.add_paragraph("Upper Second-Class Honours (2:1) · Dissertation: “Nurse-led escalation of the "
                               "deteriorating patient on acute medical wards”")
    q.paragraph_format.left_indent = Cm(0.6)
    q = document.add_paragraph(); q.add_run("A Levels").bold = True
    q.add_run(", Fallowfield Sixth Form College, 2016 – Biology (A), Chemistry (B), Psychology (B)")

    heading("REGISTRATION & TRAINING")
    for printed, _ in AI1_CERTS:
        document.add_paragraph(printed, style="List Bullet")

    heading("SKILLS")
    for label, items in AI1_SKILLS:
        q = document.add_paragraph(); q.add_run(label + ": ").bold = True; q.add_run(", ".join(items))

    heading("LANGUAGES")
    document.add_paragraph("English (fluent), Polish (native)")
    q = document.add_paragraph("References available on request."); q.paragraph_format.space_before = Pt(6)

    name = "ai1-katarzyna-nowak"
    path = os.path.join(FILES, name + ".docx")
    document.save(path)
    check_pages(name, lo_page_count(path, name), 2)
    write_truth(name, {
        "basics": {"name": "Katarzyna Nowak", "label": "Registered Nurse (Adult) | Junior Sister, Acute Medicine",
                   "email": "katarzyna.nowak@example.com", "phone": "07700 900614",
                   "location": {"city": "Manchester"}},
        "work": work_truth(AI1_JOBS),
        "education": [
            {"institution": "Manchester Metropolitan University", "study_type": "PgCert",
             "area": "Advanced Clinical Practice", "dates": dates("2024", None, True, text="2024 – present")},
            {"institution": "University of Salford", "study_type": "BSc (Hons)", "area": "Adult Nursing",
             "score": "Upper Second-Class Honours (2:1)", "dates": dates("2016", "2019", text="2016 – 2019")},
            {"institution": "Fallowfield Sixth Form College", "study_type": "A Levels",
             "dates": dates(None, "2016", text="2016")}],
        "skills": flat_skills(AI1_SKILLS),
        "certificates": [{"name": n} for _, n in AI1_CERTS],
        "languages": [{"language": "English", "fluency": "fluent"}, {"language": "Polish", "fluency": "native"}],
    })


# ---- ai2: software developer (Bangalore), pdflatex "Jake's resume"-style template ----------------------------
AI2_EMPLOYERS = [
    ("Northwind Fintech Solutions Pvt. Ltd.", "Bengaluru, Karnataka", [
        ("Senior Software Engineer", "04/2023 – Present", ("2023-04", None, True),
         ["Own the payouts service (Java 17, Spring Boot, Kafka) handling 1.2M UPI and IMPS transfers a day at "
          "99.98% availability",
          "Cut settlement batch time from 95 to 22 minutes by moving reconciliation to partitioned PostgreSQL "
          "queries and parallel consumers",
          "Lead a pod of 4 developers; review code, run sprint planning and interview backend candidates"]),
        ("Software Engineer", "07/2020 – 03/2023", ("2020-07", "2023-03"),
         ["Built REST APIs and React screens for the merchant onboarding portal used by 40,000 merchants",
          "Added contract tests and a Jenkins pipeline that brought release time from 2 days to 3 hours"]),
    ]),
    ("Kaveri Infosystems Pvt. Ltd.", "Mysuru, Karnataka", [
        ("Associate Software Engineer", "08/2018 – 06/2020", ("2018-08", "2020-06"),
         ["Maintained Spring MVC modules of a hospital management system for 25 client hospitals",
          "Wrote SQL reports and fixed production issues as part of a 24x7 support rota"]),
    ]),
    ("Tessellate Labs", "Bengaluru, Karnataka", [
        ("Software Development Intern", "01/2018 – 05/2018", ("2018-01", "2018-05"),
         ["Built an Android app for warehouse stock counts with barcode scanning (final-semester internship)"]),
    ]),
]
AI2_JOBS = grouped_jobs(AI2_EMPLOYERS)
AI2_SKILLS = [("Languages", ["Java", "Python", "SQL", "TypeScript", "JavaScript"]),
              ("Frameworks", ["Spring Boot", "Hibernate", "React", "JUnit", "Kafka"]),
              ("Cloud & Tools", ["AWS (EC2, S3, RDS, SQS)", "Docker", "Kubernetes", "Jenkins", "Git", "PostgreSQL",
                                 "Redis"])]
AI2_CERTS = [("AWS Certified Developer – Associate (2022)", "AWS Certified Developer – Associate"),
             ("Oracle Certified Professional: Java SE 11 Developer (2021)",
              "Oracle Certified Professional: Java SE 11 Developer")]


def ai2_developer_pdflatex():
    def subheading(a, b, c, d):
        return (r"\resumeSubheading{" + tex(a) + "}{" + tex(b) + "}{" + tex(c) + "}{" + tex(d) + "}")

    experience = []
    for company, place, roles in AI2_EMPLOYERS:
        block = [r"\item \textbf{" + tex(company) + r"} \hfill " + tex(place)]
        for k, (title, when, _, items) in enumerate(roles):
            block.append((r"\\ " if k == 0 else r"\vspace{2pt}") + r"\textit{\small " + tex(title)
                         + r"} \hfill \textit{\small " + tex(when) + "}")
            block.append(r"\resumeItemListStart" + "".join(r"\resumeItem{" + tex(i) + "}" for i in items)
                         + r"\resumeItemListEnd")
        experience.append("\n".join(block))

    src = r"""\documentclass[letterpaper,11pt]{article}
\usepackage[T1]{fontenc}
\usepackage[utf8]{inputenc}
\usepackage{lmodern}
\usepackage{latexsym}
\usepackage[empty]{fullpage}
\usepackage{titlesec}
\usepackage[usenames,dvipsnames]{color}
\usepackage{enumitem}
\usepackage[hidelinks]{hyperref}
\usepackage{tabularx}
\pagestyle{empty}
\addtolength{\oddsidemargin}{-0.5in}
\addtolength{\evensidemargin}{-0.5in}
\addtolength{\textwidth}{1in}
\addtolength{\topmargin}{-.6in}
\addtolength{\textheight}{1.1in}
\urlstyle{same}
\raggedbottom
\raggedright
\setlength{\tabcolsep}{0in}
\titleformat{\section}{\vspace{-4pt}\scshape\raggedright\large}{}{0em}{}[\color{black}\titlerule \vspace{-5pt}]
\newcommand{\resumeItem}[1]{\item\small{#1 \vspace{-2pt}}}
\newcommand{\resumeSubheading}[4]{
  \vspace{-2pt}\item
    \begin{tabular*}{0.97\textwidth}[t]{l@{\extracolsep{\fill}}r}
      \textbf{#1} & #2 \\
      \textit{\small#3} & \textit{\small #4} \\
    \end{tabular*}\vspace{-7pt}
}
\renewcommand\labelitemii{$\vcenter{\hbox{\tiny$\bullet$}}$}
\newcommand{\resumeSubHeadingListStart}{\begin{itemize}[leftmargin=0.15in, label={}]}
\newcommand{\resumeSubHeadingListEnd}{\end{itemize}}
\newcommand{\resumeItemListStart}{\begin{itemize}}
\newcommand{\resumeItemListEnd}{\end{itemize}\vspace{-5pt}}
\begin{document}

\begin{center}
    \textbf{\Huge \scshape Sneha Raghunathan} \\ \vspace{2pt}
    \large Software Developer \textbar{} Java, Spring Boot \& React \\ \vspace{2pt}
    \small Bangalore, Karnataka $|$ +91 98450 55512 $|$
    \href{mailto:sneha.raghunathan@example.com}{\underline{sneha.raghunathan@example.com}} $|$
    \href{https://github.com/sneharaghunathan}{\underline{github.com/sneharaghunathan}} $|$
    \href{https://www.linkedin.com/in/sneha-raghunathan}{\underline{linkedin.com/in/sneha-raghunathan}}
\end{center}

\section{Education}
  \resumeSubHeadingListStart
    """ + subheading("RV College of Engineering", "Bengaluru, Karnataka",
                     "Bachelor of Engineering in Information Science and Engineering; CGPA: 8.12/10",
                     "08/2014 – 06/2018") + r"""
    """ + subheading("Sri Vidyaniketan PU College", "Bengaluru, Karnataka", "Class XII (PCMC); Percentage: 91.5%",
                     "2014") + r"""
    """ + subheading("Vidyaranya Public School", "Bengaluru, Karnataka", "Class X; Percentage: 93.4%", "2012") + r"""
  \resumeSubHeadingListEnd

\section{Experience}
  \resumeSubHeadingListStart
""" + "\n".join(experience) + r"""
  \resumeSubHeadingListEnd

\section{Projects}
  \resumeSubHeadingListStart
    \item \textbf{ledgerlite} $|$ \textit{\small Spring Boot, PostgreSQL, React}
      \resumeItemListStart
        \resumeItem{Open-source double-entry bookkeeping API for small shops; 300+ GitHub stars}
      \resumeItemListEnd
    \item \textbf{Namma Metro Alerts} $|$ \textit{\small Python, Telegram Bot API}
      \resumeItemListStart
        \resumeItem{Telegram bot posting Bengaluru metro service disruptions to 5,000 subscribers}
      \resumeItemListEnd
  \resumeSubHeadingListEnd

\section{Technical Skills}
 \begin{itemize}[leftmargin=0.15in, label={}]
    \small{\item{
""" + " \\\\\n".join(r"     \textbf{" + tex(label) + "}{: " + tex(", ".join(items)) + "}"
                     for label, items in AI2_SKILLS) + r"""
    }}
 \end{itemize}

\section{Certifications}
 \resumeItemListStart
""" + "\n".join(r"   \resumeItem{" + tex(p) + "}" for p, _ in AI2_CERTS) + r"""
 \resumeItemListEnd

\section{Spoken Languages}
 \begin{itemize}[leftmargin=0.15in, label={}]
    \small{\item{English (professional working proficiency), Tamil (native), Kannada (fluent), Hindi (conversational)}}
 \end{itemize}

\end{document}
"""
    name = "ai2-sneha-raghunathan"
    pdflatex(src, name)
    check_pages(name, pdf_pages(os.path.join(FILES, name + ".pdf")), 1)
    write_truth(name, {
        "basics": {"name": "Sneha Raghunathan", "label": "Software Developer | Java, Spring Boot & React",
                   "email": "sneha.raghunathan@example.com", "phone": "+91 98450 55512",
                   "location": {"city": "Bangalore", "region": "Karnataka"},
                   "profiles": [github("sneharaghunathan"), linkedin("sneha-raghunathan")]},
        "work": work_truth(AI2_JOBS),
        "education": [
            {"institution": "RV College of Engineering", "study_type": "Bachelor of Engineering",
             "area": "Information Science and Engineering", "score": "8.12/10",
             "dates": dates("2014-08", "2018-06", text="08/2014 – 06/2018")},
            {"institution": "Sri Vidyaniketan PU College", "study_type": "Class XII", "area": "PCMC",
             "score": "91.5%", "dates": dates(None, "2014", text="2014")},
            {"institution": "Vidyaranya Public School", "study_type": "Class X", "score": "93.4%",
             "dates": dates(None, "2012", text="2012")}],
        "skills": flat_skills(AI2_SKILLS),
        "certificates": [{"name": n} for _, n in AI2_CERTS],
        "languages": [{"language": "English", "fluency": "professional working proficiency"},
                      {"language": "Tamil", "fluency": "native"}, {"language": "Kannada", "fluency": "fluent"},
                      {"language": "Hindi", "fluency": "conversational"}],
    })


# ---- ai3: CDL-A reefer driver and Army veteran (Texas), plain text -----------------------------------------
AI3_EMPLOYERS = [
    ("Border Cold Chain Logistics", "Laredo, TX", [
        ("Regional Reefer Driver", "Mar 2021 to Present", ("2021-03", None, True),
         ["Haul refrigerated produce and meat from Laredo cross-docks to DCs in TX, OK and LA, 2,300-2,800 "
          "miles a week, home every weekend",
          "Pre-trip and post-trip inspections, reefer temp checks and ELD logs (Samsara) with zero HOS "
          "violations",
          "Over 450,000 accident-free miles; driver of the quarter Q3 2023"]),
        ("Local Shuttle Driver (part-time)", "Apr 2020 to Feb 2021", ("2020-04", "2021-02"),
         ["Shuttled loaded and empty trailers between the yard, the World Trade Bridge and customer docks"]),
    ]),
    ("Rio Bravo Freight Lines, Inc.", "San Antonio, TX", [
        ("OTR Dry Van Driver", "2017 to 2020", ("2017", "2020"),
         ["48-state OTR, 3 weeks out and 4 days home; live and drop-and-hook loads, 98% on-time delivery"]),
    ]),
    ("U.S. Army", "Fort Hood, TX", [
        ("Motor Transport Operator (88M)", "Jul 2013 to Jun 2017", ("2013-07", "2017-06"),
         ["Drove and maintained M1083 FMTV and HET tractor-trailers on convoys and range support; one "
          "deployment to Kuwait (2015-2016)",
          "Promoted to Specialist (E-4); Army Achievement Medal; honorable discharge"]),
    ]),
    ("Laredo Produce Distributors", "Laredo, TX", [
        ("Warehouse Helper (summer job)", "Summer 2012", ("2012-06", "2012-08"), []),
    ]),
]
AI3_JOBS = grouped_jobs(AI3_EMPLOYERS)
AI3_CERTS = [("Class A Commercial Driver License (CDL-A) - Texas, endorsements N, T; exp. 08/2028",
              "Class A Commercial Driver License (CDL-A)"),
             ("DOT Medical Examiner's Certificate - valid through 03/2026", "DOT Medical Examiner's Certificate"),
             ("TWIC Card - exp. 2027", "TWIC Card"),
             ("Smith System Defensive Driving - 2022", "Smith System Defensive Driving"),
             ("Forklift Operator Certification - 2019", "Forklift Operator Certification")]
AI3_SKILLS = [["Reefer operation (Thermo King, Carrier)", "Temperature logs", "Load securement"],
              ["Backing and docking", "Border crossings and customs paperwork"],
              ["ELD (Samsara, Omnitracs)", "Pre-trip/post-trip inspections"],
              ["Trailer coupling", "Basic truck maintenance"]]


def ai3_truck_driver_txt():
    width = 76

    def heading(text):
        return ["", "=" * width, text, "=" * width]

    def right(left, right_text):
        return left + " " * (width - len(left) - len(right_text)) + right_text

    out = ["RAMON A. VILLALOBOS", "CDL-A Driver - Regional Reefer & Dry Van | U.S. Army Veteran",
           "Laredo, TX 78045  *  (956) 555-0138  *  ramon.villalobos@example.com"]
    out += heading("SUMMARY")
    out += textwrap.wrap("Class A CDL driver with 8 years of civilian OTR, regional and local experience and 4 "
                         "years as an Army motor transport operator. Safe, on time and easy to dispatch. Clean "
                         "MVR, no accidents or violations. Bilingual English/Spanish, TWIC holder, comfortable "
                         "with border crossings. Looking for a regional or dedicated route with home time every "
                         "week.", width)
    out += heading("LICENSES & CERTIFICATIONS")
    for printed, _ in AI3_CERTS:
        out += textwrap.wrap(printed, width, initial_indent="- ", subsequent_indent="  ")
    out += heading("WORK HISTORY")
    for i, (company, place, roles) in enumerate(AI3_EMPLOYERS):
        if i:
            out.append("")
        out.append(f"{company}, {place}")
        for title, when, _, items in roles:
            out.append(right("  " + title, when))
            for item in items:
                out += textwrap.wrap(item, width, initial_indent="    - ", subsequent_indent="      ")
    out += heading("EDUCATION")
    out.append("Level I Certificate, Logistics and Supply Chain Management")
    out.append("  Laredo College, Laredo, TX | 2018 - 2019 | GPA 3.4")
    out.append("High School Diploma")
    out.append("  Rio Grande Heights High School, Laredo, TX | 2013")
    out += heading("SKILLS")
    out += ["- " + ", ".join(group) for group in AI3_SKILLS]
    out += heading("LANGUAGES")
    out.append("Spanish (native), English (fluent)")
    text = "\n".join(out) + "\n"
    assert text.isascii() and max(len(l) for l in out) <= width, [l for l in out if len(l) > width]

    name = "ai3-ramon-villalobos"
    with open(os.path.join(FILES, name + ".txt"), "w", encoding="utf-8", newline="") as f:
        f.write(text)
    write_truth(name, {
        "basics": {"name": "Ramon A. Villalobos",
                   "label": "CDL-A Driver - Regional Reefer & Dry Van | U.S. Army Veteran",
                   "email": "ramon.villalobos@example.com", "phone": "(956) 555-0138",
                   "location": {"city": "Laredo", "region": "TX"}},
        "work": work_truth(AI3_JOBS),
        "education": [
            {"institution": "Laredo College", "study_type": "Level I Certificate",
             "area": "Logistics and Supply Chain Management", "score": "3.4",
             "dates": dates("2018", "2019", text="2018 - 2019")},
            {"institution": "Rio Grande Heights High School", "study_type": "High School Diploma",
             "dates": dates(None, "2013", text="2013")}],
        "skills": [{"name": s} for group in AI3_SKILLS for s in group],
        "certificates": [{"name": n} for _, n in AI3_CERTS],
        "languages": [{"language": "Spanish", "fluency": "native"}, {"language": "English", "fluency": "fluent"}],
    })


# ---- ai4: hotel front office supervisor (Auckland), wkhtmltopdf of a two-column template ---------------------
AI4_HOTEL = "Waitematā Quay Hotel"
AI4_JOBS = [
    ("Front Office Supervisor", AI4_HOTEL, "Auckland CBD", "2022 – Present", ("2022", None, True),
     ["Run the front desk on a 212-room, 4.5-star harbourside hotel; roster and coach a team of 11 guest "
      "service agents and 2 night auditors.",
      "Handle VIP and group arrivals, guest complaints and service recovery; TripAdvisor front desk mentions "
      "at 4.8/5 for 2024.",
      "Upsell room upgrades and late check-outs: NZ$96,000 in upsell revenue in the 2024 financial year."]),
    ("Night Auditor", AI4_HOTEL, "Auckland CBD", "2020 – 2022", ("2020", "2022"),
     ["Closed the day in Opera PMS, balanced cash and EFTPOS, and ran the night reports for revenue and "
      "housekeeping."]),
    ("Guest Service Agent", AI4_HOTEL, "Auckland CBD", "2019 – 2020", ("2019", "2020"),
     ["Check-ins, check-outs, reservations and concierge requests for domestic and international guests."]),
    ("Barista (part-time)", "Franklin Road Espresso", "Ponsonby, Auckland", "2016–2019", ("2016", "2019"),
     ["Weekend and evening shifts while studying; opened and closed the café."]),
    ("Seasonal Housekeeping Attendant", "Remarkables Lodge & Spa", "Queenstown", "Dec 2017 – Feb 2018",
     ("2017-12", "2018-02"), []),
]
AI4_SKILLS = ["Opera PMS", "SiteMinder", "Night audit", "Cash handling and EFTPOS", "Complaint resolution",
              "Upselling", "Group and VIP arrivals", "Rostering (Deputy)", "Microsoft Excel"]
AI4_CERTS = [("Duty Manager's Certificate – Auckland District Licensing Committee, expires Mar 2026",
              "Duty Manager's Certificate"),
             ("Licence Controller Qualification (LCQ) – 2020", "Licence Controller Qualification (LCQ)"),
             ("Workplace First Aid – St John, 2024", "Workplace First Aid")]


def ai4_front_office_wkhtmltopdf():
    def job(title, company, place, when, items):
        return (f'<div class="job"><div class="title">{escape(title)} <span class="when">| {escape(when)}</span></div>'
                f'<div class="org">{escape(company)}, {escape(place)}</div>'
                + ("<ul>" + "".join(f"<li>{escape(i)}</li>" for i in items) + "</ul>" if items else "")
                + "</div>")

    def school(when, title, org, note=None):
        return (f'<table class="edu"><tr><td class="year">{escape(when)}</td><td><div class="title">{escape(title)}'
                f'</div><div class="org">{escape(org)}</div>' + (f"<div>{escape(note)}</div>" if note else "")
                + "</td></tr></table>")

    html = f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Jasmine Faleolo – CV</title>
<style>
body {{ font-family: "Lato", sans-serif; font-size: 10.5pt; color: #2d2d2d; margin: 0; line-height: 1.3; }}
.page {{ width: 100%; overflow: hidden; }}
.main {{ float: left; width: 64%; padding-right: 3%; }}
.side {{ float: right; width: 30%; background: #eef3f1; padding: 10px 12px; min-height: 1000px; }}
h1 {{ font-size: 25pt; margin: 0; color: #0e5e54; font-weight: 900; }}
.label {{ font-size: 12pt; color: #555; margin: 2px 0 8px; }}
h2 {{ font-size: 11.5pt; letter-spacing: 1px; color: #0e5e54; border-bottom: 1.5px solid #0e5e54;
      margin: 12px 0 5px; padding-bottom: 1px; }}
.side h2 {{ margin-top: 4px; }}
.job {{ margin-bottom: 7px; }}
.title {{ font-weight: bold; }}
.when {{ font-weight: normal; color: #777; }}
.org {{ font-style: italic; }}
ul {{ margin: 2px 0 0; padding-left: 16px; }}
.side ul {{ padding-left: 14px; }}
p {{ margin: 0 0 4px; }}
a {{ color: inherit; text-decoration: none; }}
table.edu {{ border-collapse: collapse; margin-bottom: 6px; }}
table.edu td {{ vertical-align: top; padding: 0; }}
td.year {{ width: 82px; color: #777; white-space: nowrap; }}
</style></head>
<body><div class="page">
<div class="main">
<h1>Jasmine Faleolo</h1>
<div class="label">Front Office Supervisor | Guest Services &amp; Night Audit</div>
<h2>PROFILE</h2>
<p>Warm, organised front office supervisor with six years in Auckland hotels, from guest service agent and night
auditor to running the desk of a 212-room harbourside hotel. Strong on Opera PMS, service recovery and coaching new
staff, and happy on any shift. Looking for an assistant front office manager role.</p>
<h2>EXPERIENCE</h2>
{"".join(job(t, c, p, w, i) for t, c, p, w, _, i in AI4_JOBS)}
<h2>EDUCATION</h2>
{school("2017–2018", "New Zealand Diploma in Hospitality Management", "Manukau Institute of Technology, Auckland",
        "Level 5 · Grade average: A-")}
{school("2016", "NCEA Level 3", "Tamaki Heights College, Auckland")}
</div>
<div class="side">
<h2>CONTACT</h2>
<p>Ponsonby, Auckland</p>
<p>021 555 0186</p>
<p><a href="mailto:jasmine.faleolo@example.com">jasmine.faleolo@example.com</a></p>
<p><a href="https://www.linkedin.com/in/jasminefaleolo">linkedin.com/in/jasminefaleolo</a></p>
<h2>SKILLS</h2>
<ul>{"".join(f"<li>{escape(s)}</li>" for s in AI4_SKILLS)}</ul>
<h2>CERTIFICATES</h2>
<ul>{"".join(f"<li>{escape(p)}</li>" for p, _ in AI4_CERTS)}</ul>
<h2>LANGUAGES</h2>
<p>English — Native</p>
<p>Samoan — Fluent</p>
<p>Japanese — Conversational (JLPT N4)</p>
</div>
</div></body></html>
"""
    name = "ai4-jasmine-faleolo"
    wkhtmltopdf(html, name, 1, options=("--page-size", "A4", "--margin-top", "14mm", "--margin-bottom", "12mm",
                                        "--margin-left", "14mm", "--margin-right", "14mm", "--encoding", "utf-8"))
    write_truth(name, {
        "basics": {"name": "Jasmine Faleolo", "label": "Front Office Supervisor | Guest Services & Night Audit",
                   "email": "jasmine.faleolo@example.com", "phone": "021 555 0186",
                   "location": {"city": "Auckland"},
                   "profiles": [linkedin("jasminefaleolo")]},
        "work": work_truth(AI4_JOBS),
        "education": [
            {"institution": "Manukau Institute of Technology", "study_type": "New Zealand Diploma",
             "area": "Hospitality Management", "score": "A-", "dates": dates("2017", "2018", text="2017–2018")},
            {"institution": "Tamaki Heights College", "study_type": "NCEA Level 3",
             "dates": dates(None, "2016", text="2016")}],
        "skills": [{"name": s} for s in AI4_SKILLS],
        "certificates": [{"name": n} for _, n in AI4_CERTS],
        "languages": [{"language": "English", "fluency": "Native"}, {"language": "Samoan", "fluency": "Fluent"},
                      {"language": "Japanese", "fluency": "Conversational (JLPT N4)"}],
    })


# ---- ai5: payroll specialist (Chicago), ReportLab --------------------------------------------------------------
AI5_GROUP = "Lakeshore Healthcare Partners, LLC"
AI5_JOBS = [
    ("Senior Payroll Specialist", AI5_GROUP, "Chicago, IL", "Mar 2022 – Present", ("2022-03", None, True),
     ["Process bi-weekly payroll for 2,400 hourly and salaried employees in IL, IN, WI and MI across 14 clinics "
      "in ADP Workforce Now; moving to Workday Payroll in 2025.",
      "Reconcile payroll to the general ledger, file quarterly 941s and state returns, and prepare year-end "
      "W-2s with zero amended filings for 2023 and 2024.",
      "Audit time cards in Kronos, handle garnishments, retro pay and shift differentials; train 2 payroll "
      "associates."]),
    ("Payroll Specialist", AI5_GROUP, "Chicago, IL", "Jun 2019 – Feb 2022", ("2019-06", "2022-02"),
     ["Ran payroll for 1,100 employees, processed new hires, terminations and PTO payouts, and answered "
      "employee pay questions."]),
    ("Payroll & Benefits Coordinator", "Kedzie Manufacturing Co.", "Cicero, IL", "Oct 2016 – May 2019",
     ("2016-10", "2019-05"),
     ["Weekly union and non-union payroll for 380 employees in Paylocity; benefits enrollment and COBRA "
      "notices."]),
    ("Accounts Payable Clerk (part-time)", "Harlem Avenue Auto Group", "Norridge, IL", "Sep 2014 – Sep 2016",
     ("2014-09", "2016-09"),
     ["Entered and matched 600 vendor invoices a month in QuickBooks while finishing my degree."]),
    ("Accounting Intern", "Belmont Tax & Accounting Services", "Chicago, IL", "Summer 2013", ("2013-06", "2013-08"),
     []),
]
AI5_CERTS = [("Certified Payroll Professional (CPP) – PayrollOrg, 2021", "Certified Payroll Professional (CPP)"),
             ("Fundamental Payroll Certification (FPC) – American Payroll Association, 2017",
              "Fundamental Payroll Certification (FPC)"),
             ("Microsoft Office Specialist: Excel Associate – Microsoft, 2019",
              "Microsoft Office Specialist: Excel Associate")]
AI5_SKILLS = [("Payroll", ["Multi-state payroll", "Garnishments", "Payroll tax filings (941, W-2)", "GL reconciliation",
                           "Union payroll", "FLSA compliance"]),
              ("Systems", ["ADP Workforce Now", "Workday HCM", "Paylocity", "Kronos Workforce Central",
                           "QuickBooks Online", "Excel (pivot tables, XLOOKUP)"])]


def ai5_payroll_reportlab():
    from reportlab.lib.colors import HexColor
    from reportlab.lib.pagesizes import letter
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.lib.units import inch
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.lib.fonts import addMapping
    from reportlab.platypus import (HRFlowable, ListFlowable, ListItem, Paragraph, SimpleDocTemplate, Spacer, Table,
                                    TableStyle)

    base = "/usr/share/fonts/truetype/liberation/LiberationSans-"
    for face, file in (("LS", "Regular"), ("LS-B", "Bold"), ("LS-I", "Italic"), ("LS-BI", "BoldItalic")):
        pdfmetrics.registerFont(TTFont(face, base + file + ".ttf"))
    addMapping("LS", 0, 0, "LS"); addMapping("LS", 1, 0, "LS-B"); addMapping("LS", 0, 1, "LS-I")
    addMapping("LS", 1, 1, "LS-BI")

    green = HexColor("#1E5631")
    body = ParagraphStyle("body", fontName="LS", fontSize=9.6, leading=12)
    name_style = ParagraphStyle("name", fontName="LS-B", fontSize=21, leading=25, textColor=green)
    label_style = ParagraphStyle("label", parent=body, fontSize=11.2, leading=14)
    head = ParagraphStyle("head", fontName="LS-B", fontSize=11, leading=13, textColor=green, spaceBefore=8)
    bold = ParagraphStyle("bold", parent=body, fontName="LS-B")
    right = ParagraphStyle("right", parent=body, alignment=2)
    italic = ParagraphStyle("italic", parent=body, fontName="LS-I")

    story = [Paragraph("Tamara J. Whitlock, CPP", name_style),
             Paragraph("Senior Payroll Specialist | Multi-State Payroll · ADP Workforce Now · Workday", label_style),
             Paragraph("Chicago, IL 60641 · (773) 555-0194 · tamara.whitlock@example.com · "
                       "linkedin.com/in/tamarawhitlock", body)]

    def heading(text):
        story.append(Paragraph(text, head))
        story.append(HRFlowable(width="100%", thickness=0.8, color=green, spaceBefore=1, spaceAfter=3))

    width = letter[0] - 1.5 * inch

    def row(left, right_text, style=bold):
        t = Table([[Paragraph(escape(left), style), Paragraph(escape(right_text), right)]],
                  colWidths=[width - 1.7 * inch, 1.7 * inch])
        t.setStyle(TableStyle([("LEFTPADDING", (0, 0), (-1, -1), 0), ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                               ("TOPPADDING", (0, 0), (-1, -1), 0), ("BOTTOMPADDING", (0, 0), (-1, -1), 0),
                               ("VALIGN", (0, 0), (-1, -1), "TOP")]))
        story.append(t)

    def bullets(items):
        if items:
            story.append(ListFlowable([ListItem(Paragraph(escape(i), body), leftIndent=12) for i in items],
                                      bulletType="bullet", start="•", leftIndent=12, bulletFontSize=8))

    heading("SUMMARY")
    story.append(Paragraph("Certified Payroll Professional with nine years of payroll and accounting experience in "
                           "healthcare and manufacturing. Accurate, deadline-driven and comfortable with multi-state "
                           "taxes, union contracts and system conversions. Seeking a payroll lead or payroll "
                           "supervisor role in the Chicago area.", body))
    heading("PROFESSIONAL EXPERIENCE")
    for title, company, place, when, _, items in AI5_JOBS:
        row(title, when)
        story.append(Paragraph(escape(f"{company} — {place}"), italic))
        bullets(items)
        story.append(Spacer(1, 4))
    heading("EDUCATION")
    row("Northeastern Illinois University", "2013 – 2016")
    story.append(Paragraph("Bachelor of Science in Accounting, Minor in Management", body))
    story.append(Paragraph("GPA: 3.45/4.00", body))
    story.append(Spacer(1, 4))
    row("Harold Washington College", "2011 – 2013")
    story.append(Paragraph("Associate in Arts", body))
    heading("CERTIFICATIONS")
    bullets([p for p, _ in AI5_CERTS])
    heading("SKILLS")
    for label, items in AI5_SKILLS:
        story.append(Paragraph(f"<b>{label}:</b> " + escape(", ".join(items)), body))
    heading("LANGUAGES")
    story.append(Paragraph("English (native), Spanish (intermediate)", body))

    name = "ai5-tamara-whitlock"
    path = os.path.join(FILES, name + ".pdf")
    doc = SimpleDocTemplate(path, pagesize=letter, leftMargin=0.75 * inch, rightMargin=0.75 * inch,
                            topMargin=0.55 * inch, bottomMargin=0.5 * inch, title="Tamara J. Whitlock – Resume",
                            author="Tamara J. Whitlock")
    doc.build(story)
    check_pages(name, pdf_pages(path), 1)
    write_truth(name, {
        "basics": {"name": "Tamara J. Whitlock",
                   "label": "Senior Payroll Specialist | Multi-State Payroll · ADP Workforce Now · Workday",
                   "email": "tamara.whitlock@example.com", "phone": "(773) 555-0194",
                   "location": {"city": "Chicago", "region": "IL"},
                   "profiles": [linkedin("tamarawhitlock")]},
        "work": work_truth(AI5_JOBS),
        "education": [
            {"institution": "Northeastern Illinois University", "study_type": "Bachelor of Science",
             "area": "Accounting", "score": "3.45/4.00", "dates": dates("2013", "2016", text="2013 – 2016")},
            {"institution": "Harold Washington College", "study_type": "Associate in Arts",
             "dates": dates("2011", "2013", text="2011 – 2013")}],
        "skills": flat_skills(AI5_SKILLS),
        "certificates": [{"name": n} for _, n in AI5_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Spanish", "fluency": "intermediate"}],
    })


# ---- ai6: graduate civil engineer (Johannesburg), hand-written HTML -------------------------------------------
AI6_FIRM = "Mabena Khumalo Consulting Engineers (Pty) Ltd"
AI6_JOBS = [
    ("Candidate Civil Engineer (Graduate Programme)", AI6_FIRM, "Midrand", "Feb 2025 – Present",
     ("2025-02", None, True),
     ["Design of township roads and stormwater for a 1,200-stand housing project in Ekurhuleni using Civil "
      "Designer and AutoCAD Civil 3D.",
      "Prepare bills of quantities, site instructions and payment certificates under a Pr Eng mentor, "
      "working towards ECSA registration.",
      "Weekly site inspections and layer-works test results review on a municipal road rehabilitation contract."]),
    ("Vacation Work Student – Roads & Stormwater", AI6_FIRM, "Midrand", "Dec 2023 – Jan 2024",
     ("2023-12", "2024-01"),
     ["Digitised stormwater as-built drawings and checked pipe capacities in Excel for a design report."]),
    ("Vacation Work Student (site)", "Sizwe Civils Construction", "Soweto", "Jun – Jul 2023", ("2023-06", "2023-07"),
     ["Assisted the site agent with setting out, daily diaries and concrete cube sampling on a clinic project."]),
    ("Tutor, Engineering Mathematics (part-time)", "University of the Witwatersrand", "Johannesburg", "2022–2024",
     ("2022", "2024"),
     ["Ran weekly tutorials for 40 first-year engineering students and marked tests."]),
    ("Cashier (weekends)", "Kloofendal Superette", "Roodepoort", "2019–2020", ("2019", "2020"), []),
]
AI6_CERTS = [("Registered Candidate Engineer – ECSA, reg. no. 2025101347", "Registered Candidate Engineer"),
             ("AutoCAD Civil 3D Certified Professional – Autodesk, 2024", "AutoCAD Civil 3D Certified Professional"),
             ("First Aid Level 1 – 2025", "First Aid Level 1")]
AI6_SKILLS = ["AutoCAD Civil 3D", "Civil Designer", "PROKON", "Microsoft Excel", "Python (basic)",
              "Bills of quantities", "Setting out and levelling", "GCC 2015 contract administration"]


def ai6_civil_engineer_html():
    def job(title, company, place, when, items):
        out = (f"  <h3>{escape(title)}</h3>\n"
               f"  <p class=\"when\">{escape(company)}, {escape(place)} | {escape(when)}</p>\n")
        if items:
            out += "  <ul>\n" + "".join(f"    <li>{escape(i)}</li>\n" for i in items) + "  </ul>\n"
        return out

    html = f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Lerato Mokoena - CV</title>
<style>
  body {{ font-family: Arial, Helvetica, sans-serif; max-width: 800px; margin: 30px auto; padding: 0 24px;
         color: #222; line-height: 1.45; }}
  h1 {{ margin: 0; font-size: 2.1em; color: #7a3e00; }}
  .label {{ margin: 2px 0 6px; font-size: 1.1em; }}
  .contact a {{ color: #7a3e00; }}
  h2 {{ color: #7a3e00; text-transform: uppercase; font-size: 1.05em; letter-spacing: 1px;
        border-bottom: 1px solid #c9a27a; margin-top: 26px; }}
  h3 {{ margin: 14px 0 0; font-size: 1em; }}
  .when {{ margin: 0; color: #555; }}
  dt {{ font-weight: bold; margin-top: 10px; }}
  dd {{ margin-left: 0; }}
</style>
</head>
<body>
<h1>Lerato Mokoena</h1>
<p class="label">Graduate Civil Engineer | Candidate Engineer (ECSA)</p>
<p class="contact">Johannesburg, Gauteng &middot; 072 555 0193 &middot;
<a href="mailto:lerato.mokoena@example.com">lerato.mokoena@example.com</a> &middot;
<a href="https://www.linkedin.com/in/lerato-mokoena-civil">linkedin.com/in/lerato-mokoena-civil</a></p>

<h2>Profile</h2>
<p>Civil engineering graduate from Wits now in the first year of a graduate programme with a Midrand consulting
firm, designing roads and stormwater for housing and municipal projects. Practical from vacation work on site,
comfortable with Civil Designer and Civil 3D, and keen to grow towards professional registration.</p>

<h2>Education</h2>
<dl>
  <dt>BSc (Eng) in Civil Engineering</dt>
  <dd>University of the Witwatersrand, Johannesburg &middot; 2021 – 2024</dd>
  <dd>Weighted average: 71% &middot; Dean's List 2023 &middot; Final-year project: “Permeable paving for
  stormwater attenuation in informal settlements”</dd>
  <dt>National Senior Certificate (Matric), Kloofendal Secondary School, Roodepoort, 2020 – Bachelor pass
  (5 distinctions)</dt>
</dl>

<h2>Experience</h2>
{"".join(job(t, c, p, w, i) for t, c, p, w, _, i in AI6_JOBS)}
<h2>Registration &amp; Certificates</h2>
<ul>
{"".join(f"  <li>{escape(p)}</li>{chr(10)}" for p, _ in AI6_CERTS)}</ul>

<h2>Software &amp; Skills</h2>
<ul>
{"".join(f"  <li>{escape(s)}</li>{chr(10)}" for s in AI6_SKILLS)}</ul>

<h2>Languages</h2>
<ul>
  <li>isiZulu – home language</li>
  <li>English – fluent</li>
  <li>Sesotho – conversational</li>
</ul>

<h2>Other</h2>
<p>Code B (08) driver's licence and own car. Member of SAICE (student member since 2022).</p>
</body>
</html>
"""
    name = "ai6-lerato-mokoena"
    write_text(name + ".html", html)
    write_truth(name, {
        "basics": {"name": "Lerato Mokoena", "label": "Graduate Civil Engineer | Candidate Engineer (ECSA)",
                   "email": "lerato.mokoena@example.com", "phone": "072 555 0193",
                   "location": {"city": "Johannesburg", "region": "Gauteng"},
                   "profiles": [linkedin("lerato-mokoena-civil")]},
        "work": work_truth(AI6_JOBS),
        "education": [
            {"institution": "University of the Witwatersrand", "study_type": "BSc (Eng)", "area": "Civil Engineering",
             "score": "71%", "dates": dates("2021", "2024", text="2021 – 2024")},
            {"institution": "Kloofendal Secondary School", "study_type": "National Senior Certificate (Matric)",
             "score": "Bachelor pass", "dates": dates(None, "2020", text="2020")}],
        "skills": [{"name": s} for s in AI6_SKILLS],
        "certificates": [{"name": n} for _, n in AI6_CERTS],
        "languages": [{"language": "isiZulu", "fluency": "home language"},
                      {"language": "English", "fluency": "fluent"},
                      {"language": "Sesotho", "fluency": "conversational"}],
    })


if __name__ == "__main__":
    ai1_nurse_docx()
    ai2_developer_pdflatex()
    ai3_truck_driver_txt()
    ai4_front_office_wkhtmltopdf()
    ai5_payroll_reportlab()
    ai6_civil_engineer_html()
