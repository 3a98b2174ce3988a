#!/usr/bin/env python3
"""Renders the thirty-second held-out batch (af1–af6) into files/ and its truth into truth/.

Written without reading the parser (nor its tests or docs); the only project files read were
holdout_render.py, render_batch26–31.py (and searches of earlier render_batch files for precedents) and a
few truth files (for the shape and conventions). Six people in office, public-sector and healthcare jobs
(an HR generalist in South Carolina, a county child-welfare social worker in Oregon, a senior
physiotherapist in regional Victoria, a CPA in Winnipeg, a construction project coordinator in Wisconsin
who used to work for a city government, and a school guidance counsellor in Hamilton, New Zealand), each
resume made with a different everyday producer: a Word document saved as PDF through LibreOffice, pdflatex,
Chromium "Save as PDF" of a two-column HTML template, ReportLab, a plain-text file and a DOCX kept as the
Word file. Work layouts vary: title first with the dates on a right tab (af1), employer first with its
titles under it and the dates in parentheses after each title and a pay-grade line under it (af2), title
first with the dates at the right in a two-column page (af3), employer first with the titles in italics
and the dates at the right (af4), dates in a left column of a plain-text file (af5) and dates in the left
cell of a borderless Word table (af6). Education: a bachelor's with an emphasis, a minor, a GPA and Latin
honours; a licence-qualifying MSW with a concentration and a field practicum line; a B.A. with a minor and
cum laude; an Australian honours degree with First Class Honours and a graduate certificate in progress; a
CPA professional education program and a Canadian "Bachelor of Commerce (Honours)" with a major, minor
and a GPA on a 4.5 scale; a noncredit certificate and an associate degree; a master's that qualifies for
counsellor membership, a graduate teaching diploma and a B.A. with two majors. Education comes before
the experience in af2 and after it everywhere else.

- af1 (LibreOffice PDF of a DOCX written with python-docx, Calibri shown as Carlito, 10 pt, Letter, one
  page): an HR generalist's resume: the name with a credential ("Meredith A. Lange, SHRM-CP") in teal, the
  label "Human Resources Generalist | Employee Relations & Benefits", a " | " contact line ("Greenville, SC
  29607", "(864) 555-0143", the email, "linkedin.com/in/meredith-lange-hr" as plain text) over a rule;
  SUMMARY; PROFESSIONAL EXPERIENCE with a bold title and the dates on a right tab over an italic "Employer
  | City, ST" line and bullets: "Senior HR Generalist" "Jan 2022 – Present" and "HR Generalist" "Jul 2019 –
  Dec 2021" at one manufacturer, "HR Coordinator" at a medical practice, "Recruiting Assistant (contract)"
  "Aug 2016 – Feb 2017" at a staffing firm; EDUCATION "Bachelor of Science in Management" "May 2016" over
  "Clemson University | Clemson, SC" and "Emphasis: Human Resource Management · Minor: Psychology · GPA
  3.52/4.00 · cum laude"; CERTIFICATIONS as bullets with the issuer and year after " – "; SKILLS as one
  paragraph joined by " • ". No languages. An HR generalist in Greenville, SC.
- af2 (pdflatex, Charter, Letter, one page): a county social worker's resume: the centred name
  "Teresa Nakamura-Boyd, LCSW", the label "Child Welfare Social Worker · Licensed Clinical Social Worker",
  a " | " contact line; small-capital headings over a rule; LICENSURE & CERTIFICATIONS first (an LCSW with
  the board, a licence number and "exp. 10/31/2026", a TF-CBT certification with a year, CPR/First Aid with
  an expiry); EDUCATION before the experience, each a bold degree with the dates at the right over an
  italic "School, City, ST" line and a remark line: "Master of Social Work (MSW)" "2015 – 2017" with
  "Concentration: Practice with Children, Youth & Families. Field practicum: Cascade Family Preservation
  Services, Salem, OR (16 hrs/week, 2016–2017)." and "B.A. in Psychology, minor in Spanish" "2013" with
  "cum laude"; PROFESSIONAL EXPERIENCE with each employer printed once in bold with " — City, ST" and its
  titles in italics with the dates in parentheses after them and, for the county jobs, a grey line "Pay
  grade 27 · Full-time (40 hrs/week) · AFSCME Local 2831" under the title: "Social Worker III, Child
  Protective Services (June 2020 – present)" and "Social Worker II, Ongoing Family Services (August 2017 –
  May 2020)" at "Calapooya County Health & Human Services", "Relief Residential Counselor (part-time,
  on-call) (January 2016 – July 2017)" overlapping the MSW, "Behavioral Health Technician (April 2014 –
  August 2015)"; SKILLS as two bold-labelled lines; LANGUAGES as a "; " line. A social worker in
  Springfield, OR.
- af3 (Chromium "Save as PDF" of a two-column HTML template, A4, one page, Liberation Sans): a
  physiotherapist's resume with a header band (the name, the label "Senior Physiotherapist | Musculoskeletal
  & Orthopaedics") over a main column and a pale RIGHT sidebar (later in the markup): the main column has
  PROFILE, EXPERIENCE (a bold title with grey dates at the right over a coloured "Employer · Town STATE"
  line and bullets: "Senior Physiotherapist (Grade 3) – Orthopaedic Outpatients" "Feb 2022 – Present" and
  "Physiotherapist Grade 2 – Rotational" "Jan 2019 – Jan 2022" at one regional health service, a
  "Physiotherapist (part-time contract, Saturdays)" "Mar 2020 – Jun 2023" at a private practice overlapping
  both, "Physiotherapist Grade 1" "Jan 2017 – Dec 2018") and EDUCATION in the same form: "Graduate
  Certificate in Musculoskeletal Physiotherapy" "2025 – present" at "Curtin University (online, part-time)"
  and "Bachelor of Physiotherapy (Honours)" "2013 – 2016" at "Monash University, Peninsula campus" with
  "First Class Honours · Honours project: …"; the sidebar has CONTACT ("Bendigo VIC 3550", "0431 555 208",
  a mailto link, a LinkedIn link printed as "linkedin.com/in/…"), REGISTRATION ("Registered
  Physiotherapist – AHPRA" with a registration number), CERTIFICATES, CHECKS (a Working with Children
  Check and a police check), SKILLS as a list and LANGUAGES. pdftotext may interleave the two columns. A
  physiotherapist in Bendigo, Victoria, Australia.
- af4 (ReportLab platypus, DejaVu Sans, Letter, one page): a Canadian accountant's resume: the name with
  ", CPA", the label "Senior Accountant | Financial Reporting & Month-End Close", a " · " contact line
  ("Winnipeg, MB", "(204) 555-0172", the email, "linkedin.com/in/ashleighfontainecpa" as plain text);
  navy headings over a rule; PROFILE; EXPERIENCE with each employer printed once in bold with the city at
  the right and its titles under it in italics with the dates at the right: "Senior Accountant, Financial
  Reporting" "Sept 2021 – Present" and "Staff Accountant" "Jun 2019 – Aug 2021" at a grain co-operative,
  "Accountant (12-month contract, maternity leave cover)" "Jun 2018 – May 2019" at a rural municipality,
  "Audit Associate" "Sept 2016 – May 2018" at an accounting firm, "Tax Preparer (seasonal)" "Feb – Apr
  2015" with no bullets; EDUCATION after it: "CPA Professional Education Program (CPA PEP)" "2016 – 2019" at "CPA Western
  School of Business" with "Passed the Common Final Examination (CFE), September 2019", and "Bachelor of
  Commerce (Honours) – Major in Accounting, Minor in Economics" "2012 – 2016" at "University of Manitoba,
  Winnipeg, MB" with "GPA 3.9/4.5 · Dean's Honour List (2014, 2015)"; DESIGNATION & CERTIFICATES; SKILLS as
  two bold-labelled lines; LANGUAGES. An accountant in Winnipeg, MB.
- af5 (plain text, UTF-8, ASCII only, LF line ends, paragraphs and bullets wrapped at 90 columns): a project coordinator's
  resume: "DEREK J. HAUGEN", the label "Project Coordinator | Construction & Public Works", "Madison, WI
  53704", "608-555-0139 | derek.haugen@example.com", "linkedin.com/in/derekhaugen"; headings in capitals
  underlined with "="; SUMMARY; EXPERIENCE with the dates in a 20-column left column ("03/2022 - Present")
  and the title, then "Employer, City, ST" and "- " bullets indented under it: "Project Coordinator,
  Capital Projects" at a construction manager, "Administrative Analyst I (Grade 14) - Public Works
  Engineering" at "City of Fox Bluff", "Project Assistant (6-month contract)" at an engineering firm,
  "Customer Service Representative" at an insurer; EDUCATION in the same form: "2021" "Certificate in
  Project Management (noncredit, 4 courses)" at "University of Wisconsin-Madison (evening program)", and
  "2015" "Associate of Applied Science, Business Management - GPA 3.4" at "Madison College, Madison, WI";
  CERTIFICATIONS as "- " lines with " - issuer, year"; SKILLS as " | " lines. No languages. A project
  coordinator in Madison, WI.
- af6 (DOCX, python-docx, kept as the Word file; Calibri 10.5 pt, A4, two pages; the page count is checked
  on a throw-away LibreOffice PDF): a New Zealand school guidance counsellor's CV: the centred name
  "Mereana Walsh-Tipene", the label "School Guidance Counsellor", a " | " contact line ("Hamilton 3216, New
  Zealand", "021 555 0193", the email); headings with a rule; Profile; "Professional Experience" as a
  borderless two-column table with the dates in the left cell and a bold title, an italic "Employer,
  Town" line and bullets in the right (rows may not split across pages): "Head of Guidance" "Jan 2024 – present" and "Guidance Counsellor"
  "Feb 2021 – Dec 2023" at one college, "Youth Counsellor (part-time, 0.6 FTE)" "Mar 2019 – Jan 2021",
  "Teacher of Social Studies and Health" "Jan 2013 – Dec 2018"; "Qualifications" after it in the same
  table form: "Master of Counselling" "2017 – 2019" at "University of Waikato, Hamilton" with "Part-time
  while teaching. 500 hours of supervised counselling practice; meets the training requirements for full
  membership of NZAC."; "Graduate Diploma of Teaching (Secondary)" "2012" with "Teaching subjects: Health
  Education, Social Studies"; "Bachelor of Arts – majors in Psychology and Education" "2009 – 2011" at
  "University of Otago, Dunedin" with "Minor in Māori Studies"; "Registration & Certificates" as bullets;
  "Professional Memberships" (NZAC full member); Skills as two bold-labelled lines; Languages; "Referees
  available on request." A guidance counsellor in Hamilton, New Zealand.

Decisions for this batch (documented here because the documents leave them to the reader):
- Several roles at one employer are separate work entries, each with the employer's name and location
  and its own dates (af1, af2, af3, af4, af6). Contract, part-time, on-call, seasonal and fixed-length
  jobs are work entries; overlapping jobs are entries in printed order. af2's MSW field practicum,
  printed as a remark line under the degree, is part of the degree and not a work entry (a field
  placement printed as a job, as in batch 13, would be one). Memberships (af6's NZAC), checks (af3's
  Working with Children Check and police check) and referees are neither work entries nor certificates.
- A title's own comma, dash or parenthesis is part of the position ("Social Worker III, Child Protective
  Services", "Relief Residential Counselor (part-time, on-call)", "Senior Physiotherapist (Grade 3) –
  Orthopaedic Outpatients", "Physiotherapist (part-time contract, Saturdays)", "Accountant (12-month
  contract, maternity leave cover)", "Administrative Analyst I (Grade 14) - Public Works Engineering",
  "Youth Counsellor (part-time, 0.6 FTE)"): a grade printed inside the title stays, as "(Band 7)" did in
  batch 30. A pay grade, hours and union printed on a line of their own under the title (af2's "Pay grade
  27 · Full-time (40 hrs/week) · AFSCME Local 2831") is not part of the position, as "Series/Grade: …"
  was not in batch 8. af2's dates in parentheses after a title are the dates, not part of the position;
  its date_text is printed without the parentheses. An employer's ", Inc.", "Ltd." or "LLP" stays.
- Dates: "Present" and "present" make a job or programme current from its start; "Feb – Apr 2015" runs
  2015-02 to 2015-04; "Sept" is September; a single year is the end date. "2025 – present" (af3's graduate
  certificate) is current from 2025 with no end date.
- Education:
  - An emphasis, concentration or minor is not the area: "Bachelor of Science in Management" with
    "Emphasis: Human Resource Management · Minor: Psychology" has area "Management"; "B.A. in Psychology,
    minor in Spanish" has area "Psychology"; "Bachelor of Commerce (Honours) – Major in Accounting, Minor
    in Economics" has study_type "Bachelor of Commerce (Honours)" and area "Accounting" (the major); "Bachelor
    of Arts – majors in Psychology and Education" has area "Psychology and Education" (two majors, as
    batch 28's double major); "Minor in Māori Studies" is a remark.
  - "Master of Social Work (MSW)" has no area (as batch 26); its concentration and field practicum are
    remarks. "Master of Counselling" has no area. "Bachelor of Physiotherapy (Honours)" is one study_type
    with no area (as "BSc (Hons)" keeps "(Hons)"). "Graduate Diploma of Teaching (Secondary)" is study_type
    "Graduate Diploma of Teaching" with area "Secondary" (the parenthesis after the degree is its field,
    as "Bachelor of Commerce (Marketing)" in batch 29); the teaching subjects line is a remark.
  - Certificate programmes: "Graduate Certificate in Musculoskeletal Physiotherapy" is "Graduate
    Certificate" / "Musculoskeletal Physiotherapy"; "Certificate in Project Management (noncredit, 4
    courses)" is "Certificate" / "Project Management" (the parenthesis is a remark); "CPA Professional
    Education Program (CPA PEP)" is a named programme kept whole as study_type with no area (as "Legal
    Practice Course (LPC)" in batch 29), and "Passed the Common Final Examination (CFE), September 2019"
    under it is a remark, not a score or a date.
  - The score is the printed GPA or class without its label; a GPA comes before Latin honours (batch
    26): "3.52/4.00" (af1, not "cum laude"), "cum laude" (af2's B.A., which prints no GPA), "First Class
    Honours", "3.9/4.5", "3.4" ("- GPA 3.4" after the degree on af5's line). A Dean's Honour List is not a
    score.
  - The institution is the printed name without city, state, campus or a mode note: "Clemson
    University", "Portland State University", "Monash University" ("Peninsula campus" left out),
    "Curtin University" ("(online, part-time)" left out), "University of Manitoba", "University of
    Wisconsin-Madison" (typed hyphen kept; "(evening program)" left out), "Madison College", "University
    of Waikato", "University of Otago".
- Certificates and licences drop the issuer, state, licence or registration number, year and expiry
  ("Licensed Clinical Social Worker (LCSW), Oregon Board of Licensed Social Workers, License #L8841, exp.
  10/31/2026" is "Licensed Clinical Social Worker (LCSW)"; "Registered Physiotherapist – AHPRA, reg. no.
  PHY0002157790" is "Registered Physiotherapist"; "Chartered Professional Accountant (CPA) – CPA Manitoba,
  2019" is "Chartered Professional Accountant (CPA)"; "Registered Teacher – Full Practising Certificate,
  Teaching Council of Aotearoa New Zealand (expires Feb 2027)" is "Registered Teacher – Full Practising
  Certificate"), and keep an abbreviation or code in parentheses that is part of the name ("(SHRM-CP)",
  "(PHR)", "(TF-CBT)", "(HLTAID009)", "(CAPM)").
- basics.name drops credentials after the name ("Meredith A. Lange, SHRM-CP", "Teresa Nakamura-Boyd,
  LCSW", "Ashleigh Fontaine, CPA"); a name printed in capitals is written as a name is ("DEREK J.
  HAUGEN" is "Derek J. Haugen"). The label is the line under the name, whole. Basics location is the
  city with the state, province or territory printed beside it, without a ZIP code or postcode
  ("Greenville, SC 29607", "Bendigo VIC 3550" is "Bendigo", "VIC"); "Hamilton 3216, New Zealand" is city
  "Hamilton" with country_code "NZ". LinkedIn addresses printed as text get "https://www."; links use
  their targets.
- Skills are the listed items as printed, a group's label left out; " • ", " | " and ", " separate items,
  commas inside parentheses do not. Spoken languages with their fluency as printed ("professional working
  proficiency", "intermediate (Te Ara Reo Māori, Level 2)"); "te reo Māori" as printed. af1 and af5 list
  no languages.

Truth conventions as in batches 5–31: date_text as printed (LaTeX "--" printed as "–"; ASCII hyphens kept
in the plain-text af5), the work entry's location where printed, phones as printed. Phones are 555 numbers
in the US and Canada and numbers with 555 in them in Australia and New Zealand; emails at example.com.
Every person, employer, street, licence or registration number, phone and email is invented, and so are
the county, city and rural municipality; the universities and colleges are real institutions, named as any
resume names them.

Tools on the machine that wrote this batch (nothing had to be installed): python-docx, LibreOffice
(soffice), pdflatex (texlive with psnfss Charter, titlesec, enumitem), Chromium, ReportLab 4, poppler-utils,
fonts-liberation, fonts-crosextra-carlito, fonts-dejavu. flat_skills is imported from render_batch24.py,
grouped_jobs from render_batch26.py and no_borders and table_geometry from render_batch20.py.
Run from this folder: python3 render_batch32.py
"""
import os
import textwrap
from xml.sax.saxutils import escape

from holdout_render import (FILES, bottom_border, check_pages, chromium_pdf, dates, libreoffice_pdf, linkedin,
                            lo_page_count, new_docx, oxml_element, pdf_pages, pdflatex, reportlab_dejavu, tex, work_truth,
                            write_text, write_truth)
from render_batch20 import no_borders, table_geometry
from render_batch24 import flat_skills
from render_batch26 import grouped_jobs


# ---- af1: HR generalist (South Carolina), LibreOffice PDF of a DOCX ------------------------------------
AF1_MFR = "Piedmont Textile Components, Inc."
AF1_JOBS = [
    ("Senior HR Generalist", AF1_MFR, "Greer, SC", "Jan 2022 – Present", ("2022-01", None, True),
     ["Partner with plant leadership on HR for 420 hourly and salaried employees across two manufacturing "
      "sites and the regional distribution center.",
      "Investigate employee relations complaints and write findings and recommendations; 38 investigations "
      "closed in 2024 with no agency charges.",
      "Run annual benefits open enrollment in Workday (medical, dental, HSA, 401(k)); cut enrollment "
      "errors by 60% with new employee guides and on-site sessions on all three shifts.",
      "Administer FMLA, ADA accommodation and short-term disability cases with our third-party "
      "administrator."]),
    ("HR Generalist", AF1_MFR, "Greer, SC", "Jul 2019 – Dec 2021", ("2019-07", "2021-12"),
     ["Owned onboarding for up to 25 new hires a month, I-9/E-Verify compliance and new-hire orientation.",
      "Helped move HRIS and payroll from paper and spreadsheets to Workday HCM; built the job and position "
      "data for 60 job codes.",
      "Prepared EEO-1 and affirmative action plan data and supported the 2021 OFCCP desk audit."]),
    ("HR Coordinator", "Upstate Family Medicine Partners, PA", "Spartanburg, SC", "Mar 2017 – Jun 2019",
     ("2017-03", "2019-06"),
     ["HR and recruiting support for a 14-location primary care group with 260 employees: postings, "
      "interview scheduling, offer letters and background checks.",
      "Tracked provider licenses, DEA registrations and CPR renewals for credentialing."]),
    ("Recruiting Assistant (contract)", "Palmetto Talent Solutions", "Greenville, SC", "Aug 2016 – Feb 2017",
     ("2016-08", "2017-02"),
     ["Screened applicants and scheduled interviews for light-industrial and clerical clients; six-month "
      "contract after graduation."]),
]
AF1_CERTS = [("SHRM Certified Professional (SHRM-CP) – Society for Human Resource Management, 2019",
              "SHRM Certified Professional (SHRM-CP)"),
             ("Professional in Human Resources (PHR) – HR Certification Institute, 2021",
              "Professional in Human Resources (PHR)"),
             ("Mental Health First Aid (Adult) – 2023", "Mental Health First Aid (Adult)")]
AF1_SKILLS = ["Employee relations & investigations", "FMLA/ADA leave administration", "Benefits open enrollment",
              "Onboarding", "Workday HCM", "UKG Ready", "I-9/E-Verify", "EEO-1 and AAP reporting",
              "Excel (pivot tables, XLOOKUP)", "HR policy writing"]


def af1_hr_generalist_lo():
    from docx.enum.text import WD_TAB_ALIGNMENT
    from docx.shared import Inches, Pt, RGBColor

    teal = RGBColor(0x1B, 0x5E, 0x6B)
    document = new_docx(author="Meredith Lange", title="Meredith Lange - Resume", page=(Inches(8.5), Inches(11)),
                        margins=(Inches(0.7), Inches(0.5)), font="Calibri", size=10, space_after=2)
    document.styles["List Bullet"].paragraph_format.space_after = Pt(0)
    right = Inches(8.5 - 1.4)

    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(0)
    r = p.add_run("Meredith A. Lange, SHRM-CP"); r.bold = True; r.font.size = Pt(22); r.font.color.rgb = teal
    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(2)
    r = p.add_run("Human Resources Generalist | Employee Relations & Benefits"); r.font.size = Pt(12.5)
    p = document.add_paragraph("Greenville, SC 29607 | (864) 555-0143 | meredith.lange@example.com | "
                               "linkedin.com/in/meredith-lange-hr")
    bottom_border(p, color="1B5E6B", size="10")

    def heading(text):
        q = document.add_paragraph()
        q.paragraph_format.space_before = Pt(8); q.paragraph_format.space_after = Pt(2)
        q.paragraph_format.keep_with_next = True
        r = q.add_run(text); r.bold = True; r.font.size = Pt(11.5); r.font.color.rgb = teal

    def tabbed(left, right_text, italic_line=None, before=4):
        q = document.add_paragraph()
        q.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
        q.paragraph_format.space_before = Pt(before); q.paragraph_format.space_after = Pt(0)
        q.paragraph_format.keep_with_next = True
        q.add_run(left).bold = True
        q.add_run("\t" + right_text)
        if italic_line:
            q = document.add_paragraph(); q.paragraph_format.space_after = Pt(1)
            q.paragraph_format.keep_with_next = True
            q.add_run(italic_line).italic = True

    heading("SUMMARY")
    document.add_paragraph(
        "HR generalist with eight years in manufacturing and healthcare HR: employee relations, leave and "
        "benefits administration, onboarding and HRIS. Known on the plant floor as someone who listens and "
        "follows through, and in the office for clean data and clear policies.")

    heading("PROFESSIONAL EXPERIENCE")
    for title, company, place, when, _, items in AF1_JOBS:
        tabbed(title, when, f"{company} | {place}")
        for item in items:
            document.add_paragraph(item, style="List Bullet")

    heading("EDUCATION")
    tabbed("Bachelor of Science in Management", "May 2016", "Clemson University | Clemson, SC")
    document.add_paragraph("Emphasis: Human Resource Management · Minor: Psychology · GPA 3.52/4.00 · cum laude")

    heading("CERTIFICATIONS")
    for printed, _ in AF1_CERTS:
        document.add_paragraph(printed, style="List Bullet")

    heading("SKILLS")
    document.add_paragraph(" • ".join(AF1_SKILLS))

    name = "af1-meredith-lange"
    libreoffice_pdf(document, name, pages=1)
    write_truth(name, {
        "basics": {"name": "Meredith A. Lange", "label": "Human Resources Generalist | Employee Relations & Benefits",
                   "email": "meredith.lange@example.com", "phone": "(864) 555-0143",
                   "location": {"city": "Greenville", "region": "SC"},
                   "profiles": [linkedin("meredith-lange-hr")]},
        "work": work_truth(AF1_JOBS),
        "education": [
            {"institution": "Clemson University", "study_type": "Bachelor of Science", "area": "Management",
             "score": "3.52/4.00", "dates": dates(None, "2016-05", text="May 2016")}],
        "skills": [{"name": s} for s in AF1_SKILLS],
        "certificates": [{"name": n} for _, n in AF1_CERTS],
    })


# ---- af2: county child-welfare social worker (Oregon), pdflatex -------------------------------------------
AF2_EMPLOYERS = [
    ("Calapooya County Health & Human Services", "Springfield, OR", [
        ("Social Worker III, Child Protective Services", "June 2020 – present", ("2020-06", None, True),
         "Pay grade 27 · Full-time (40 hrs/week) · AFSCME Local 2831",
         ["Carry a caseload of 10–14 CPS assessments a month: safety assessments, home visits, forensic "
          "interview coordination with law enforcement and the child abuse assessment center.",
          "Write protective action and safety plans with families and relatives; testify in dependency "
          "hearings and prepare court reports for the juvenile court.",
          "Lead worker for the Spanish-speaking unit; field instructor for two MSW students a year."]),
        ("Social Worker II, Ongoing Family Services", "August 2017 – May 2020", ("2017-08", "2020-05"),
         "Pay grade 24 · Full-time (40 hrs/week)",
         ["Managed 16–18 in-home and foster care cases; monthly caseworker contacts, case plans and "
          "reunification services.",
          "Ran family decision meetings and kinship searches; 70% of my placements were with relatives in "
          "2019."]),
    ]),
    ("Riverbend Youth Shelter", "Eugene, OR", [
        ("Relief Residential Counselor (part-time, on-call)", "January 2016 – July 2017", ("2016-01", "2017-07"),
         None,
         ["Evening and weekend shifts in a 12-bed shelter for youth aged 12–17: crisis de-escalation, "
          "incident reports and safety checks."]),
    ]),
    ("Cedar Hollow Adolescent Treatment Center", "Cottage Grove, OR", [
        ("Behavioral Health Technician", "April 2014 – August 2015", ("2014-04", "2015-08"), None,
         ["Supported residential treatment for adolescents with co-occurring disorders; led skills groups and "
          "documented behavior plans."]),
    ]),
]
AF2_JOBS = [(t, c, p, w, s) for c, p, roles in AF2_EMPLOYERS for t, w, s, _, _ in roles]
AF2_LICENSES = [
    ("Licensed Clinical Social Worker (LCSW), Oregon Board of Licensed Social Workers, License #L8841, "
     "exp. 10/31/2026", "Licensed Clinical Social Worker (LCSW)"),
    ("Trauma-Focused Cognitive Behavioral Therapy (TF-CBT) Certified Therapist, 2021",
     "Trauma-Focused Cognitive Behavioral Therapy (TF-CBT) Certified Therapist"),
    ("CPR/First Aid, American Red Cross, exp. 04/2026", "CPR/First Aid"),
]
AF2_SKILLS = [("Practice", ["Child safety assessment", "Motivational interviewing", "Trauma-informed care",
                            "Family decision meetings", "Court report writing", "Crisis de-escalation"]),
              ("Systems", ["Statewide child welfare case system", "Microsoft 365", "Zoom/Teams court hearings"])]


def af2_social_worker_pdflatex():
    def job(title, when, grade, items):
        out = [r"\par\smallskip\textit{" + tex(title) + "} (" + tex(when) + r")\par"]
        if grade:
            out.append(r"{\small\color{grey}" + tex(grade) + r"}\par")
        out.append(r"\begin{itemize}" + "".join(r"\item " + tex(i) for i in items) + r"\end{itemize}")
        return "\n".join(out)

    experience = []
    for company, place, roles in AF2_EMPLOYERS:
        experience.append(r"\par\medskip{\bfseries " + tex(company) + "} --- " + tex(place) + r"\par")
        experience += [job(t, w, g, items) for t, w, _, g, items in roles]

    src = r"""\documentclass[10pt,letterpaper]{article}
\usepackage[T1]{fontenc}
\usepackage[utf8]{inputenc}
\usepackage{charter}
\usepackage[margin=0.65in,top=0.5in,bottom=0.5in]{geometry}
\usepackage{xcolor}
\usepackage{titlesec}
\usepackage{enumitem}
\usepackage[hidelinks]{hyperref}
\definecolor{grey}{gray}{0.38}
\definecolor{wine}{HTML}{6B2737}
\pagestyle{empty}
\setlength{\parindent}{0pt}
\setlist[itemize]{leftmargin=1.3em,itemsep=0pt,topsep=1pt,parsep=0pt}
\titleformat{\section}{\color{wine}\large\scshape}{}{0pt}{}[{\color{wine}\titlerule[0.6pt]}]
\titlespacing*{\section}{0pt}{8pt}{4pt}
\begin{document}
\begin{center}
{\LARGE\bfseries Teresa Nakamura-Boyd, LCSW}\\[3pt]
{\large Child Welfare Social Worker \textperiodcentered{} Licensed Clinical Social Worker}\\[3pt]
Springfield, OR 97477 \textbar{} 541-555-0186 \textbar{} \href{mailto:tnakamuraboyd@example.com}{tnakamuraboyd@example.com}
\end{center}

\section*{Licensure \& Certifications}
\begin{itemize}
""" + "\n".join(r"\item " + tex(p) for p, _ in AF2_LICENSES) + r"""
\end{itemize}

\section*{Education}
{\bfseries Master of Social Work (MSW)}\hfill 2015 -- 2017\par
\textit{Portland State University, Portland, OR}\par
{\small Concentration: Practice with Children, Youth \& Families. Field practicum: Cascade Family Preservation
Services, Salem, OR (16 hrs/week, 2016--2017).}\par
\smallskip
{\bfseries B.A. in Psychology, minor in Spanish}\hfill 2013\par
\textit{University of Oregon, Eugene, OR}\par
{\small cum laude}\par

\section*{Professional Experience}
""" + "\n".join(experience) + r"""

\section*{Skills}
""" + "\n".join(r"\textbf{" + label + ":} " + tex(", ".join(items)) + r"\par" for label, items in AF2_SKILLS) + r"""

\section*{Languages}
English (native); Spanish (professional working proficiency); Japanese (basic)
\end{document}
"""
    name = "af2-teresa-nakamura-boyd"
    pdflatex(src, name)
    check_pages(name, pdf_pages(os.path.join(FILES, name + ".pdf")), 1)
    write_truth(name, {
        "basics": {"name": "Teresa Nakamura-Boyd",
                   "label": "Child Welfare Social Worker · Licensed Clinical Social Worker",
                   "email": "tnakamuraboyd@example.com", "phone": "541-555-0186",
                   "location": {"city": "Springfield", "region": "OR"}},
        "work": work_truth(AF2_JOBS),
        "education": [
            {"institution": "Portland State University", "study_type": "Master of Social Work (MSW)",
             "dates": dates("2015", "2017", text="2015 – 2017")},
            {"institution": "University of Oregon", "study_type": "B.A.", "area": "Psychology", "score": "cum laude",
             "dates": dates(None, "2013", text="2013")}],
        "skills": flat_skills(AF2_SKILLS),
        "certificates": [{"name": n} for _, n in AF2_LICENSES],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Spanish", "fluency": "professional working proficiency"},
                      {"language": "Japanese", "fluency": "basic"}],
    })


# ---- af3: physiotherapist (Victoria, Australia), Chromium print of a two-column template --------------------
AF3_HEALTH = "Campaspe Ridge Health"
AF3_JOBS = [
    ("Senior Physiotherapist (Grade 3) – Orthopaedic Outpatients", AF3_HEALTH, "Bendigo VIC", "Feb 2022 – Present",
     ("2022-02", None, True),
     ["Lead a team of five physiotherapists and two allied health assistants in the orthopaedic and "
      "post-arthroplasty outpatient service (about 2,400 occasions of service a year).",
      "Run the physiotherapy-led hip and knee osteoarthritis clinic with the orthopaedic surgeons; 31% of "
      "referred patients managed without surgery in 2024.",
      "Supervise Grade 1 physiotherapists and La Trobe and Monash clinical placement students."]),
    ("Physiotherapist Grade 2 – Rotational", AF3_HEALTH, "Bendigo VIC", "Jan 2019 – Jan 2022",
     ("2019-01", "2022-01"),
     ["Rotations in orthopaedic wards, ICU, cardiorespiratory, subacute rehabilitation and outpatients; "
      "weekend and on-call respiratory cover."]),
    ("Physiotherapist (part-time contract, Saturdays)", "Strathdale Sports & Spine Physiotherapy", "Bendigo VIC",
     "Mar 2020 – Jun 2023", ("2020-03", "2023-06"),
     ["Private musculoskeletal caseload, clinical Pilates classes and match-day cover for a local football "
      "netball club."]),
    ("Physiotherapist Grade 1", "Sunraysia Base Hospital", "Mildura VIC", "Jan 2017 – Dec 2018",
     ("2017-01", "2018-12"),
     ["New graduate rotations through acute medicine, surgery, aged care and community rehabilitation."]),
]
AF3_CERTS = [("Dry Needling Levels 1 & 2 – 2020", "Dry Needling Levels 1 & 2"),
             ("Clinical Pilates Instructor, Level 2 – 2021", "Clinical Pilates Instructor, Level 2"),
             ("Provide CPR (HLTAID009) – renewed Mar 2025", "Provide CPR (HLTAID009)")]
AF3_SKILLS = ["Musculoskeletal assessment", "Post-operative rehabilitation", "Osteoarthritis management (GLA:D)",
              "Exercise prescription", "Cardiorespiratory physiotherapy", "Clinical supervision", "Clinical Pilates",
              "iPM / BOSSnet", "Physitrack"]


def af3_physio_chromium():
    jobs = "".join(
        f'<div class="item"><div class="row"><h3>{escape(t)}</h3><span class="when">{escape(w)}</span></div>'
        f'<p class="org">{escape(c)} · {escape(p)}</p><ul>' + "".join(f"<li>{escape(i)}</li>" for i in items) +
        "</ul></div>\n" for t, c, p, w, _, items in AF3_JOBS)
    html = """<!DOCTYPE html>
<html lang="en-AU"><head><meta charset="utf-8"><title>Jessica Thornbury - Resume</title>
<style>
  @page { size: A4; margin: 0; }
  * { box-sizing: border-box; }
  body { margin: 0; font-family: "Liberation Sans", Arial, sans-serif; font-size: 9.6pt; color: #24313a;
         line-height: 1.38; }
  .page { width: 210mm; min-height: 297mm; }
  header { background: #0f5c5a; color: #fff; padding: 11mm 13mm 8mm; }
  header h1 { margin: 0; font-size: 25pt; letter-spacing: .5px; font-weight: 700; }
  header p { margin: 3px 0 0; font-size: 12pt; color: #cfeeea; }
  .cols { display: grid; grid-template-columns: 1fr 62mm; }
  main { padding: 7mm 8mm 8mm 13mm; }
  aside { background: #e8f3f1; padding: 7mm 9mm 8mm 8mm; min-height: 250mm; }
  h2 { font-size: 10.5pt; text-transform: uppercase; letter-spacing: 1.2px; color: #0f5c5a; margin: 0 0 5px;
       border-bottom: 1.5px solid #0f5c5a; padding-bottom: 2px; }
  section { margin-bottom: 12px; }
  .item { margin-bottom: 8px; }
  .row { display: flex; justify-content: space-between; align-items: baseline; gap: 8px; }
  h3 { margin: 0; font-size: 10pt; }
  .when { color: #6b7a83; white-space: nowrap; font-size: 9pt; }
  .org { margin: 0 0 2px; color: #17807c; font-weight: 600; }
  .note { margin: 0; font-size: 9pt; }
  ul { margin: 2px 0 0; padding-left: 15px; }
  li { margin-bottom: 1px; }
  aside p, aside li { font-size: 9pt; }
  aside ul { list-style: none; padding: 0; margin: 0; }
  aside li { margin-bottom: 4px; }
  aside a { color: #24313a; text-decoration: none; }
  .small { color: #6b7a83; font-size: 8.5pt; }
</style></head>
<body><div class="page">
<header>
  <h1>Jessica Thornbury</h1>
  <p>Senior Physiotherapist | Musculoskeletal &amp; Orthopaedics</p>
</header>
<div class="cols">
<main>
  <section>
    <h2>Profile</h2>
    <p class="note">Senior physiotherapist with nine years in regional public health, most of it in orthopaedics
    and musculoskeletal outpatients. I lead a small team, run an advanced-practice osteoarthritis clinic and
    enjoy teaching students and new graduates. Now completing postgraduate study in musculoskeletal
    physiotherapy.</p>
  </section>
  <section>
    <h2>Experience</h2>
""" + jobs + """  </section>
  <section>
    <h2>Education</h2>
    <div class="item"><div class="row"><h3>Graduate Certificate in Musculoskeletal Physiotherapy</h3>
      <span class="when">2025 – present</span></div>
      <p class="org">Curtin University (online, part-time)</p></div>
    <div class="item"><div class="row"><h3>Bachelor of Physiotherapy (Honours)</h3>
      <span class="when">2013 – 2016</span></div>
      <p class="org">Monash University, Peninsula campus</p>
      <p class="note">First Class Honours · Honours project: Early mobilisation after total knee replacement in a
      regional hospital</p></div>
  </section>
</main>
<aside>
  <section>
    <h2>Contact</h2>
    <ul>
      <li>Bendigo VIC 3550</li>
      <li>0431 555 208</li>
      <li><a href="mailto:jess.thornbury@example.com">jess.thornbury@example.com</a></li>
      <li><a href="https://www.linkedin.com/in/jess-thornbury-physio">linkedin.com/in/jess-thornbury-physio</a></li>
    </ul>
  </section>
  <section>
    <h2>Registration</h2>
    <ul><li>Registered Physiotherapist – AHPRA, reg. no. PHY0002157790</li></ul>
  </section>
  <section>
    <h2>Certificates</h2>
    <ul>""" + "".join(f"<li>{escape(p)}</li>" for p, _ in AF3_CERTS) + """</ul>
  </section>
  <section>
    <h2>Checks</h2>
    <ul><li>Working with Children Check (Employee) – current</li><li>National Police Check – 2024</li></ul>
  </section>
  <section>
    <h2>Skills</h2>
    <ul>""" + "".join(f"<li>{escape(s)}</li>" for s in AF3_SKILLS) + """</ul>
  </section>
  <section>
    <h2>Languages</h2>
    <ul><li>English – native</li><li>Italian – conversational</li></ul>
  </section>
  <p class="small">Referees available on request</p>
</aside>
</div>
</div></body></html>
"""
    name = "af3-jessica-thornbury"
    chromium_pdf(html, name, pages=1)
    write_truth(name, {
        "basics": {"name": "Jessica Thornbury", "label": "Senior Physiotherapist | Musculoskeletal & Orthopaedics",
                   "email": "jess.thornbury@example.com", "phone": "0431 555 208",
                   "location": {"city": "Bendigo", "region": "VIC"},
                   "profiles": [linkedin("jess-thornbury-physio")]},
        "work": work_truth(AF3_JOBS),
        "education": [
            {"institution": "Curtin University", "study_type": "Graduate Certificate",
             "area": "Musculoskeletal Physiotherapy", "dates": dates("2025", current=True, text="2025 – present")},
            {"institution": "Monash University", "study_type": "Bachelor of Physiotherapy (Honours)",
             "score": "First Class Honours", "dates": dates("2013", "2016", text="2013 – 2016")}],
        "skills": [{"name": s} for s in AF3_SKILLS],
        "certificates": [{"name": "Registered Physiotherapist"}] + [{"name": n} for _, n in AF3_CERTS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Italian", "fluency": "conversational"}],
    })


# ---- af4: accountant (Winnipeg, MB), ReportLab ------------------------------------------------------------
AF4_EMPLOYERS = [
    ("Prairie Grain Handling Co-operative Ltd.", "Winnipeg, MB", [
        ("Senior Accountant, Financial Reporting", "Sept 2021 – Present", ("2021-09", None, True),
         ["Prepare the monthly and quarterly consolidated financial statements for a co-operative with $640M in "
          "annual revenue and 14 country elevators; close in six business days, down from ten.",
          "Lead the year-end audit file and liaise with the external auditors; no adjusting entries in the last "
          "two audits.",
          "Own grain inventory reconciliations, commodity hedge accounting support and the patronage dividend "
          "calculation; train and review the work of two staff accountants."]),
        ("Staff Accountant", "Jun 2019 – Aug 2021", ("2019-06", "2021-08"),
         ["Account reconciliations, accruals and fixed-asset continuity; moved the fixed-asset register from "
          "Excel into Business Central.",
          "Prepared GST/PST returns and supported the 2020 Canada Emergency Wage Subsidy claims."]),
    ]),
    ("Rural Municipality of Aspen Bluff", "Aspen Bluff, MB", [
        ("Accountant (12-month contract, maternity leave cover)", "Jun 2018 – May 2019", ("2018-06", "2019-05"),
         ["Municipal accounting under PSAB: tangible capital assets, utility billing reconciliations, the "
          "Financial Information Return and the audit working papers."]),
    ]),
    ("Kowalchuk Reimer LLP", "Winnipeg, MB", [
        ("Audit Associate", "Sept 2016 – May 2018", ("2016-09", "2018-05"),
         ["Audits and review engagements for agricultural, construction and not-for-profit clients under ASPE "
          "and ASNPO; prepared compilation engagements and T2 returns."]),
    ]),
    ("Northgate Tax Services", "Winnipeg, MB", [
        ("Tax Preparer (seasonal)", "Feb – Apr 2015", ("2015-02", "2015-04"), []),
    ]),
]
AF4_JOBS = grouped_jobs(AF4_EMPLOYERS)
AF4_CERTS = [("Chartered Professional Accountant (CPA) – CPA Manitoba, 2019", "Chartered Professional Accountant (CPA)"),
             ("Microsoft Office Specialist: Excel Associate (Microsoft 365 Apps) – 2022",
              "Microsoft Office Specialist: Excel Associate (Microsoft 365 Apps)")]
AF4_SKILLS = [("Accounting", ["IFRS", "ASPE", "PSAB", "Month-end close", "Consolidations", "Inventory accounting",
                              "Audit preparation", "GST/PST"]),
              ("Systems", ["Microsoft Dynamics 365 Business Central", "CaseWare", "Excel (Power Query, pivot tables)",
                           "Power BI", "QuickBooks Online"])]


def af4_accountant_reportlab():
    from reportlab.lib import colors
    from reportlab.lib.enums import TA_CENTER
    from reportlab.lib.pagesizes import letter
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.lib.units import inch
    from reportlab.platypus import (HRFlowable, KeepTogether, ListFlowable, ListItem, Paragraph, SimpleDocTemplate,
                                    Spacer, Table, TableStyle)

    reportlab_dejavu()
    navy = colors.HexColor("#1F3A5F")
    base = ParagraphStyle("base", fontName="DV", fontSize=9.1, leading=11.9)
    name_s = ParagraphStyle("name", parent=base, fontName="DV-B", fontSize=21, leading=25, alignment=TA_CENTER,
                            textColor=navy)
    label_s = ParagraphStyle("label", parent=base, fontSize=11.5, leading=15, alignment=TA_CENTER)
    contact_s = ParagraphStyle("contact", parent=base, alignment=TA_CENTER)
    head_s = ParagraphStyle("head", parent=base, fontName="DV-B", fontSize=11, leading=14, textColor=navy,
                            spaceBefore=7)
    right_s = ParagraphStyle("right", parent=base, alignment=2)
    bullet_s = ParagraphStyle("bullet", parent=base, fontSize=8.9, leading=11.5)
    width = letter[0] - 1.2 * inch

    def heading(text):
        return [Paragraph(text, head_s), HRFlowable(width="100%", thickness=0.8, color=navy, spaceBefore=1,
                                                    spaceAfter=4)]

    def line(left, right, left_style=base):
        t = Table([[Paragraph(left, left_style), Paragraph(right, right_style)]],
                  colWidths=[width * 0.72, width * 0.28])
        t.setStyle(TableStyle([("LEFTPADDING", (0, 0), (-1, -1), 0), ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                               ("TOPPADDING", (0, 0), (-1, -1), 0), ("BOTTOMPADDING", (0, 0), (-1, -1), 1),
                               ("VALIGN", (0, 0), (-1, -1), "TOP")]))
        return t

    right_style = right_s

    def bullets(items):
        return ListFlowable([ListItem(Paragraph(escape(i), bullet_s), leftIndent=12, value="•") for i in items],
                            bulletType="bullet", start="•", leftIndent=12, bulletFontName="DV", bulletFontSize=8)

    story = [Paragraph("Ashleigh Fontaine, CPA", name_s),
             Paragraph("Senior Accountant | Financial Reporting &amp; Month-End Close", label_s),
             Paragraph("Winnipeg, MB · (204) 555-0172 · ashleigh.fontaine@example.com · "
                       "linkedin.com/in/ashleighfontainecpa", contact_s)]
    story += heading("PROFILE")
    story.append(Paragraph(
        "CPA with nine years in public practice, municipal government and industry. I like a clean close, "
        "reconciliations that tie out the first time and explaining the numbers to people who are not "
        "accountants. Looking for a reporting or controllership role in Winnipeg.", base))
    story += heading("EXPERIENCE")
    for company, place, roles in AF4_EMPLOYERS:
        block = [Spacer(1, 4), line(f"<b>{escape(company)}</b>", escape(place))]
        for i, (title, when, _, items) in enumerate(roles):
            block += [line(f"<i>{escape(title)}</i>", escape(when))] + ([bullets(items)] if items else [])
            block.append(Spacer(1, 3))
            if i == 0:
                story.append(KeepTogether(block)); block = []
        story += block
    story += heading("EDUCATION")
    for degree, when, school, note in [
            ("CPA Professional Education Program (CPA PEP)", "2016 – 2019", "CPA Western School of Business",
             "Passed the Common Final Examination (CFE), September 2019"),
            ("Bachelor of Commerce (Honours) – Major in Accounting, Minor in Economics", "2012 – 2016",
             "University of Manitoba, Winnipeg, MB", "GPA 3.9/4.5 · Dean's Honour List (2014, 2015)")]:
        story.append(KeepTogether([Spacer(1, 3), line(f"<b>{escape(degree)}</b>", escape(when)),
                                   Paragraph(f"<i>{escape(school)}</i>", base), Paragraph(escape(note), base)]))
    story += heading("DESIGNATION &amp; CERTIFICATES")
    story.append(bullets([p for p, _ in AF4_CERTS]))
    story += heading("SKILLS")
    for label, items in AF4_SKILLS:
        story.append(Paragraph(f"<b>{label}:</b> " + escape(", ".join(items)), base))
    story += heading("LANGUAGES")
    story.append(Paragraph("English (native) · French (intermediate)", base))

    name = "af4-ashleigh-fontaine"
    path = os.path.join(FILES, name + ".pdf")
    doc = SimpleDocTemplate(path, pagesize=letter, leftMargin=0.6 * inch, rightMargin=0.6 * inch,
                            topMargin=0.5 * inch, bottomMargin=0.5 * inch, title="Ashleigh Fontaine, CPA - Resume",
                            author="Ashleigh Fontaine")
    doc.build(story)
    check_pages(name, pdf_pages(path), 1)
    write_truth(name, {
        "basics": {"name": "Ashleigh Fontaine", "label": "Senior Accountant | Financial Reporting & Month-End Close",
                   "email": "ashleigh.fontaine@example.com", "phone": "(204) 555-0172",
                   "location": {"city": "Winnipeg", "region": "MB"},
                   "profiles": [linkedin("ashleighfontainecpa")]},
        "work": work_truth(AF4_JOBS),
        "education": [
            {"institution": "CPA Western School of Business",
             "study_type": "CPA Professional Education Program (CPA PEP)",
             "dates": dates("2016", "2019", text="2016 – 2019")},
            {"institution": "University of Manitoba", "study_type": "Bachelor of Commerce (Honours)",
             "area": "Accounting", "score": "3.9/4.5", "dates": dates("2012", "2016", text="2012 – 2016")}],
        "skills": flat_skills(AF4_SKILLS),
        "certificates": [{"name": n} for _, n in AF4_CERTS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "French", "fluency": "intermediate"}],
    })


# ---- af5: project coordinator (Wisconsin), plain text -----------------------------------------------------
AF5_JOBS = [
    ("Project Coordinator, Capital Projects", "Northmoor Construction Services, Inc.", "Madison, WI",
     "03/2022 - Present", ("2022-03", None, True),
     ["Coordinate 6-9 active public and healthcare projects ($2M-$28M) for three project managers: "
      "submittals, RFIs, meeting minutes and closeout documents in Procore",
      "Track subcontractor insurance certificates, lien waivers and certified payroll on prevailing wage jobs",
      "Built the company's change order log template in Smartsheet; pending change orders now reviewed weekly",
      "Assemble O&M manuals and warranty binders; closeout packages delivered within 30 days of substantial "
      "completion"]),
    ("Administrative Analyst I (Grade 14) - Public Works Engineering", "City of Fox Bluff", "Fox Bluff, WI",
     "06/2019 - 02/2022", ("2019-06", "2022-02"),
     ["Supported the city engineer on the street reconstruction and stormwater capital program (about $9M a year)",
      "Prepared bid documents and advertisements, ran bid openings and drafted contract award memos for the "
      "Common Council",
      "Processed contractor pay applications and tracked project budgets against the CIP in Excel",
      "Answered resident questions on construction projects and wrote the weekly road closure notice"]),
    ("Project Assistant (6-month contract)", "Lakeview Engineering Consultants", "Middleton, WI",
     "11/2018 - 05/2019", ("2018-11", "2019-05"),
     ["Document control and invoicing support for a municipal water utility design team"]),
    ("Customer Service Representative", "Four Lakes Mutual Insurance Co.", "Madison, WI", "08/2015 - 10/2018",
     ("2015-08", "2018-10"),
     ["Handled 50-70 calls a day on policy changes, billing and first notice of loss; top quality score on the "
      "team in 2017"]),
]
AF5_CERTS = [("Certified Associate in Project Management (CAPM) - PMI, 2020",
              "Certified Associate in Project Management (CAPM)"),
             ("OSHA 10-Hour Construction Safety - 2022", "OSHA 10-Hour Construction Safety"),
             ("Procore Certification: Project Manager - 2023", "Procore Certification: Project Manager")]
AF5_SKILLS = [["Procore", "Bluebeam Revu", "Smartsheet", "Microsoft Project", "Excel", "Outlook"],
              ["Submittals and RFIs", "Change order tracking", "Public bidding", "Pay applications",
               "Meeting minutes", "Project closeout"]]


def af5_project_coordinator_text():
    width, left = 90, 20

    def heading(text):
        return ["", text, "=" * len(text)]

    def dated(when, first, rest):
        lines = [f"{when:<{left}}{first}"] + [" " * left + r for r in rest]
        return lines

    def bullet_lines(items):
        out = []
        for item in items:
            out += textwrap.wrap(item, width - left, initial_indent="- ", subsequent_indent="  ")
        return [" " * left + l for l in out]

    out = ["DEREK J. HAUGEN", "Project Coordinator | Construction & Public Works", "Madison, WI 53704",
           "608-555-0139 | derek.haugen@example.com", "linkedin.com/in/derekhaugen"]
    out += heading("SUMMARY")
    out += textwrap.wrap(
        "Project coordinator with seven years in construction, municipal public works and customer service. I keep "
        "submittals, RFIs and paperwork moving so project managers can stay on site, and I know public bidding "
        "from the owner's side after three years with a city engineering department.", width)
    out += heading("EXPERIENCE")
    for i, (title, company, place, when, _, items) in enumerate(AF5_JOBS):
        if i:
            out.append("")
        out += dated(when, title, [f"{company}, {place}"])
        out += bullet_lines(items)
    out += heading("EDUCATION")
    out += dated("2021", "Certificate in Project Management (noncredit, 4 courses)",
                 ["University of Wisconsin-Madison (evening program)"])
    out.append("")
    out += dated("2015", "Associate of Applied Science, Business Management - GPA 3.4", ["Madison College, Madison, WI"])
    out += heading("CERTIFICATIONS")
    out += [f"- {p}" for p, _ in AF5_CERTS]
    out += heading("SKILLS")
    out += [" | ".join(group) for group in AF5_SKILLS]
    text = "\n".join(out) + "\n"
    assert text.isascii()

    name = "af5-derek-haugen"
    write_text(name + ".txt", text)
    write_truth(name, {
        "basics": {"name": "Derek J. Haugen", "label": "Project Coordinator | Construction & Public Works",
                   "email": "derek.haugen@example.com", "phone": "608-555-0139",
                   "location": {"city": "Madison", "region": "WI"},
                   "profiles": [linkedin("derekhaugen")]},
        "work": work_truth(AF5_JOBS),
        "education": [
            {"institution": "University of Wisconsin-Madison", "study_type": "Certificate", "area": "Project Management",
             "dates": dates(None, "2021", text="2021")},
            {"institution": "Madison College", "study_type": "Associate of Applied Science",
             "area": "Business Management", "score": "3.4", "dates": dates(None, "2015", text="2015")}],
        "skills": [{"name": s} for group in AF5_SKILLS for s in group],
        "certificates": [{"name": n} for _, n in AF5_CERTS],
    })


# ---- af6: school guidance counsellor (New Zealand), DOCX kept as the Word file -----------------------------
AF6_COLLEGE = "Kahikatea College"
AF6_JOBS = [
    ("Head of Guidance", AF6_COLLEGE, "Hamilton", "Jan 2024 – present", ("2024-01", None, True),
     ["Lead a guidance team of three counsellors, a careers adviser and the school nurse for a co-educational "
      "state secondary school of 1,450 students.",
      "Set up the triage and referral pathway with the local Infant, Child and Adolescent Mental Health "
      "Service and the regional youth health hub.",
      "Member of the senior leadership pastoral team; lead the school's response plan after critical "
      "incidents."]),
    ("Guidance Counsellor", AF6_COLLEGE, "Hamilton", "Feb 2021 – Dec 2023", ("2021-02", "2023-12"),
     ["Individual and group counselling for students in Years 9–13 (about 25 sessions a week) using narrative, "
      "solution-focused and CBT approaches.",
      "Ran the Year 9 transition and wellbeing programme and restorative hui with whānau."]),
    ("Youth Counsellor (part-time, 0.6 FTE)", "Waipā Youth Support Trust", "Te Awamutu", "Mar 2019 – Jan 2021",
     ("2019-03", "2021-01"),
     ["Community-based counselling for young people aged 12–24 and their families; school-based clinics in two "
      "rural high schools."]),
    ("Teacher of Social Studies and Health", "Kōwhai Grove High School", "Hamilton", "Jan 2013 – Dec 2018",
     ("2013-01", "2018-12"),
     ["Taught Years 9–13 Social Studies and NCEA Health Education; Teacher in Charge of Health from 2016.",
      "Form teacher and peer-support coordinator."]),
]
AF6_EDUCATION = [
    ("2017 – 2019", "Master of Counselling", "University of Waikato, Hamilton",
     "Part-time while teaching. 500 hours of supervised counselling practice; meets the training requirements "
     "for full membership of NZAC."),
    ("2012", "Graduate Diploma of Teaching (Secondary)", "University of Waikato, Hamilton",
     "Teaching subjects: Health Education, Social Studies"),
    ("2009 – 2011", "Bachelor of Arts – majors in Psychology and Education", "University of Otago, Dunedin",
     "Minor in Māori Studies"),
]
AF6_CERTS = [("Registered Teacher – Full Practising Certificate, Teaching Council of Aotearoa New Zealand "
              "(expires Feb 2027)", "Registered Teacher – Full Practising Certificate"),
             ("ASIST – Applied Suicide Intervention Skills Training (LivingWorks), 2022",
              "ASIST – Applied Suicide Intervention Skills Training"),
             ("Mental Health First Aid Aotearoa – 2023", "Mental Health First Aid Aotearoa")]
AF6_SKILLS = [("Counselling", ["Narrative therapy", "Solution-focused brief therapy", "CBT",
                               "Te Whare Tapa Whā", "Restorative practice", "Risk assessment", "Group facilitation"]),
              ("Systems", ["KAMAR", "Google Workspace", "Microsoft 365"])]


def af6_counsellor_docx():
    from docx.enum.table import WD_TABLE_ALIGNMENT
    from docx.enum.text import WD_ALIGN_PARAGRAPH
    from docx.shared import Cm, Mm, Pt, RGBColor

    green = RGBColor(0x2F, 0x5D, 0x3A)
    document = new_docx(author="Mereana Walsh-Tipene", title="CV - Mereana Walsh-Tipene", page=(Mm(210), Mm(297)),
                        margins=(Cm(2.0), Cm(1.8)), font="Calibri", size=10.5, space_after=3)
    document.styles["List Bullet"].paragraph_format.space_after = Pt(1)

    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER; p.paragraph_format.space_after = Pt(0)
    r = p.add_run("Mereana Walsh-Tipene"); r.bold = True; r.font.size = Pt(22); r.font.color.rgb = green
    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER; p.paragraph_format.space_after = Pt(1)
    r = p.add_run("School Guidance Counsellor"); r.font.size = Pt(13)
    p = document.add_paragraph("Hamilton 3216, New Zealand | 021 555 0193 | mereana.walshtipene@example.com")
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER

    def heading(text):
        q = document.add_paragraph()
        q.paragraph_format.space_before = Pt(10); q.paragraph_format.space_after = Pt(4)
        q.paragraph_format.keep_with_next = True
        r = q.add_run(text); r.bold = True; r.font.size = Pt(12.5); r.font.color.rgb = green
        bottom_border(q, color="2F5D3A", size="6")

    def dated_table(rows):
        table = document.add_table(rows=0, cols=2)
        table.alignment = WD_TABLE_ALIGNMENT.LEFT
        no_borders(table)
        for when, fill in rows:
            row = table.add_row()
            row._tr.get_or_add_trPr().append(oxml_element("w:cantSplit"))
            row.cells[0].paragraphs[0].add_run(when).font.color.rgb = RGBColor(0x55, 0x55, 0x55)
            fill(row.cells[1])
        table_geometry(table, [2211, 7428])  # 3.9 cm and 13.1 cm in twips
        return table

    def job_cell(title, company, place, items):
        def fill(cell):
            q = cell.paragraphs[0]; q.paragraph_format.space_after = Pt(0)
            q.add_run(title).bold = True
            q = cell.add_paragraph(); q.add_run(f"{company}, {place}").italic = True
            for item in items:
                cell.add_paragraph(item, style="List Bullet")
            cell.paragraphs[-1].paragraph_format.space_after = Pt(6)
        return fill

    def edu_cell(degree, school, note):
        def fill(cell):
            q = cell.paragraphs[0]; q.paragraph_format.space_after = Pt(0)
            q.add_run(degree).bold = True
            q = cell.add_paragraph(); q.paragraph_format.space_after = Pt(0); q.add_run(school).italic = True
            q = cell.add_paragraph(note); q.paragraph_format.space_after = Pt(6)
        return fill

    heading("Profile")
    document.add_paragraph(
        "Guidance counsellor and former secondary teacher with twelve years in Waikato schools and youth "
        "services. I work alongside students, whānau and staff to keep young people safe and learning, with a "
        "strengths-based, culturally responsive practice grounded in Te Whare Tapa Whā. Full member of NZAC.")

    heading("Professional Experience")
    dated_table([(w, job_cell(t, c, p, items)) for t, c, p, w, _, items in AF6_JOBS])

    heading("Qualifications")
    dated_table([(w, edu_cell(d, s, n)) for w, d, s, n in AF6_EDUCATION])

    heading("Registration & Certificates")
    for printed, _ in AF6_CERTS:
        document.add_paragraph(printed, style="List Bullet")

    heading("Professional Memberships")
    document.add_paragraph("Full Member, New Zealand Association of Counsellors (NZAC) – since 2020", style="List Bullet")

    heading("Skills")
    for label, items in AF6_SKILLS:
        q = document.add_paragraph(); q.add_run(label + ": ").bold = True; q.add_run(", ".join(items))

    heading("Languages")
    document.add_paragraph("English – native; te reo Māori – intermediate (Te Ara Reo Māori, Level 2)")

    heading("Referees")
    document.add_paragraph("Referees available on request.")

    name = "af6-mereana-walsh-tipene"
    path = os.path.join(FILES, name + ".docx")
    document.save(path)
    check_pages(name, lo_page_count(path, name), 2)
    write_truth(name, {
        "basics": {"name": "Mereana Walsh-Tipene", "label": "School Guidance Counsellor",
                   "email": "mereana.walshtipene@example.com", "phone": "021 555 0193",
                   "location": {"city": "Hamilton", "country_code": "NZ"}},
        "work": work_truth(AF6_JOBS),
        "education": [
            {"institution": "University of Waikato", "study_type": "Master of Counselling",
             "dates": dates("2017", "2019", text="2017 – 2019")},
            {"institution": "University of Waikato", "study_type": "Graduate Diploma of Teaching", "area": "Secondary",
             "dates": dates(None, "2012", text="2012")},
            {"institution": "University of Otago", "study_type": "Bachelor of Arts", "area": "Psychology and Education",
             "dates": dates("2009", "2011", text="2009 – 2011")}],
        "skills": flat_skills(AF6_SKILLS),
        "certificates": [{"name": n} for _, n in AF6_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "te reo Māori", "fluency": "intermediate (Te Ara Reo Māori, Level 2)"}],
    })


if __name__ == "__main__":
    af1_hr_generalist_lo()
    af2_social_worker_pdflatex()
    af3_physio_chromium()
    af4_accountant_reportlab()
    af5_project_coordinator_text()
    af6_counsellor_docx()
