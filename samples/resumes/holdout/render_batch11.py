#!/usr/bin/env python3
"""Renders the eleventh held-out batch (r1–r6) into files/ and its truth into truth/.

Written without reading the parser. Like batch 10, six MAINSTREAM resumes, other people and
fields, each made with the tool its writer would have at hand:

- r1 (DOCX, python-docx): an account executive's one-page Word resume: the name in capitals with
  a label line, a contact line with hyperlinked email and LinkedIn, "Sales Achievements" bullets
  with quota numbers and years before the experience, one line a job "Title | Company | Dates"
  ("Jan 2021 – Present", "2012 - 2015"), two titles at one company on separate lines, a
  pipe-joined skills line (the same separator as the job lines), certifications and training,
  and an "Additional" section with a "Languages:" line and a volunteer line with dates. A senior
  account executive in Charlotte, NC.
- r2 (LibreOffice PDF of a Word document): a registered nurse's resume: credentials after the
  name, "Licensure & Certifications" first (licence numbers and expiry dates, a multistate
  licence, a California licence, "ACLS, PALS, BLS" on one line), experience as a bold title with
  MM/YYYY dates on a right tab over "Employer, City, ST" in italics: a per-diem ED job, a travel
  agency job whose facility assignments (with places and dates) are bullets, two titles at one
  hospital ("05/2016 – 12/2017"), "2013 – 2016"; an MSN in progress ("Expected May 2026"), a BSN
  "Cum Laude", labelled skill lines, memberships, a volunteer race-medic line and languages.
  An emergency nurse in Louisville, KY.
- r3 (Chromium "Save as PDF"): a project manager's page: ", PMP" after the name, a label,
  experience grouped by company with the location at the right ("Northstar Mutual Insurance ...
  Minneapolis, MN") and two roles under it ("2019 – Present", "2016 – 2019"), a title with a comma
  ("Senior Project Manager, Enterprise PMO"), "Selected Projects" with budgets and years (not
  jobs), a skills grid, certifications with issuers and years, an award and a "Community" board
  role with dates (not a job). A senior project manager in Minneapolis, MN.
- r4 (plain text): an administrative assistant's resume typed in a plain editor: capital
  headings, "Title" / "Company - City, ST" / "March 2018 to Present" on three lines, one
  employer with two roles as "Title, June 2016 to February 2018" lines under it, a job with no
  bullets, "*" bullets, college coursework without a degree, a notary commission, a skills list,
  "English and Spanish - fluent (speak, read and write)", a volunteer coordinator line with dates
  and two references with phone numbers (none of them jobs). An administrative assistant in
  Tucson, AZ.
- r5 (DOCX, python-docx): a data analyst who used to teach: Word heading styles, "Technical
  Skills" with labelled lines where "Languages:" means programming languages, "Projects" laid out
  like jobs (bold name, tools, a date at a right tab) before "Experience", a "Teaching Experience"
  section for the previous career with a department-chair role and its years inside a bullet, a
  bootcamp, a Google and a Tableau certificate and an inactive teaching certificate, and a
  volunteer line ("2022–now"). A data analyst in Austin, TX.
- r6 (pdflatex, Latin Modern): a mechanical engineer's resume: ", P.E." after the name,
  "Professional Experience" entries as bold title and dates over the italic company and the
  location at the right ("2020--now", "Jul 2016 -- Feb 2020"), a co-op and a full-time job at one
  company, a machinist apprenticeship and the journeyman job after it at another, education with
  a GPA and an A.A.S., "Licenses & Certifications" with a P.E. licence number, labelled skill
  lines ending in a "Languages:" line of spoken languages, awards and affiliations. A senior
  mechanical engineer in Rockford, IL.

Truth conventions as in batches 5–10: date_text as printed (without surrounding parentheses;
LaTeX "--" printed as "–"), the work entry's location where printed, education score where a grade
or honour is printed, certificate names without issuer, state, number, year or expiry (a line
naming several credentials gives one certificate each), every listed skill as printed, spoken
languages only, with their fluency as printed. A travel nurse's employer is the agency: the
facilities she was placed at are bullets, not work entries. A title and dates inside a bullet
("Math Department Chair (2019–2022)") are not a separate job. Projects, volunteer and community
roles, memberships, awards and references are not work entries. Credentials after a name (", PMP",
", BSN, RN", ", P.E.") are not part of the name; a name printed in capitals is given in title case.

Needs `pip install python-docx`, `apt-get install chromium fonts-crosextra-carlito
libreoffice-writer-nogui poppler-utils texlive-latex-base texlive-latex-recommended
texlive-fonts-recommended texlive-latex-extra lmodern`.
Run from this folder: python3 render_batch11.py
"""
import os
from xml.sax.saxutils import escape

from holdout_render import (FILES, bottom_border, chromium_pdf, dates, libreoffice_pdf, new_docx, pdflatex,
                            write_text, write_truth)
from render_batch10 import add_hyperlink


def linkedin(handle):
    return {"network": "LinkedIn", "url": "https://www.linkedin.com/in/" + handle}


# ---- r1: account executive, one-page DOCX --------------------------------------------------------
R1_JOBS = [
    ("Senior Account Executive", "Clearpath Payroll Systems", "Jan 2021 – Present", ("2021-01", None, True),
     ["Own a mid-market territory (100–1,000 employees) across NC, SC and VA with a $1.1M annual new-business quota.",
      "Quota attainment: 121% (2021), 142% (2022), 109% (2023), 116% (2024).",
      "Run full-cycle deals from discovery and demo through security review and contract negotiation; "
      "average deal size $38K ARR.",
      "Mentor new account executives through onboarding; co-wrote the team’s discovery call playbook."]),
    ("Account Executive", "Clearpath Payroll Systems", "Jan 2018 – Dec 2020", ("2018-01", "2020-12"),
     ["Sold payroll and time-tracking software to businesses with 10–99 employees; 65+ outbound calls and "
      "emails a day.",
      "Hit or exceeded quota in 11 of 12 quarters; President’s Club 2019 at 131% of quota.",
      "Grew average deal size 27% by bundling time-tracking and HR add-ons."]),
    ("Inside Sales Representative", "Harbor Office Supply Co.", "Jun 2015 – Dec 2017", ("2015-06", "2017-12"),
     ["Managed 250 small-business accounts by phone and email; upsold furniture and print services.",
      "Opened 90+ new accounts in 2017 and finished at 108% of the annual revenue target."]),
    ("Sales Associate (part-time)", "Big Sky Sporting Goods", "2012 - 2015", ("2012", "2015"),
     ["Worked the floor in footwear and team sports while in college; top add-on sales in the store in 2014."]),
]
R1_SKILLS = ["Consultative Selling", "Outbound Prospecting", "Pipeline Management", "Contract Negotiation",
             "Account Planning", "Forecasting", "Salesforce", "HubSpot", "Outreach", "Gong", "ZoomInfo"]


def r1_sales_docx():
    from docx.enum.text import WD_ALIGN_PARAGRAPH
    from docx.shared import Inches, Pt, RGBColor

    green = RGBColor(0x1B, 0x5E, 0x20)
    document = new_docx(author="Trent Halvorsen", title="Trent Halvorsen - Resume", page=(Inches(8.5), Inches(11)),
                        margins=(Inches(0.65), Inches(0.5)), font="Calibri", size=10, space_after=1)
    document.styles["List Bullet"].paragraph_format.space_after = Pt(1)

    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = p.add_run("TRENT HALVORSEN"); r.bold = True; r.font.size = Pt(22); r.font.color.rgb = green
    p.paragraph_format.space_after = Pt(0)
    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = p.add_run("Senior Account Executive"); r.font.size = Pt(12.5)
    p.paragraph_format.space_after = Pt(2)
    contact = document.add_paragraph(); contact.alignment = WD_ALIGN_PARAGRAPH.CENTER
    contact.add_run("Charlotte, NC  ·  704-555-0128  ·  ")
    add_hyperlink(contact, "mailto:trent.halvorsen@example.com", "trent.halvorsen@example.com")
    contact.add_run("  ·  ")
    add_hyperlink(contact, "https://www.linkedin.com/in/trenthalvorsen", "linkedin.com/in/trenthalvorsen")
    contact.paragraph_format.space_after = Pt(4)

    def heading(text):
        h = document.add_paragraph()
        h.paragraph_format.space_before = Pt(7); h.paragraph_format.space_after = Pt(2)
        h.paragraph_format.keep_with_next = True
        r = h.add_run(text); r.bold = True; r.font.size = Pt(11.5); r.font.color.rgb = green
        bottom_border(h, color="1B5E20", size="6")

    def bullet(text):
        document.add_paragraph(text, style="List Bullet")

    heading("PROFESSIONAL SUMMARY")
    document.add_paragraph(
        "Quota-carrying account executive with 9 years in B2B sales, the last 7 selling payroll and HR software to "
        "small and mid-sized businesses. Consistent top performer with 118% average quota attainment since 2018 and "
        "two President’s Club trips. Strong at outbound prospecting, multi-threaded deals and long-term account growth.")

    heading("SALES ACHIEVEMENTS")
    bullet("142% of 2022 annual quota ($1.36M closed against a $960K target), ranked #1 of 18 account executives")
    bullet("President’s Club 2019 and 2022")
    bullet("Largest new-logo deal in Clearpath history: a 1,400-employee restaurant group, $410K ARR (2021)")

    heading("PROFESSIONAL EXPERIENCE")
    for title, company, when, _, bullets in R1_JOBS:
        p = document.add_paragraph()
        p.paragraph_format.space_before = Pt(5); p.paragraph_format.space_after = Pt(1)
        p.paragraph_format.keep_with_next = True
        p.add_run(title).bold = True
        p.add_run(" | ")
        p.add_run(company).bold = True
        p.add_run(" | " + when)
        for b in bullets:
            bullet(b)

    heading("EDUCATION")
    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(0)
    p.add_run("Bachelor of Business Administration, Marketing").bold = True
    document.add_paragraph("University of North Carolina at Charlotte — Charlotte, NC | 2015")

    heading("CERTIFICATIONS & TRAINING")
    bullet("Salesforce Certified Associate, 2021")
    bullet("Sandler Sales Foundations, 2018")

    heading("SKILLS")
    document.add_paragraph(" | ".join(R1_SKILLS))

    heading("ADDITIONAL")
    p = document.add_paragraph(); p.add_run("Languages: ").bold = True
    p.add_run("English (native), Portuguese (fluent)")
    p = document.add_paragraph(); p.add_run("Volunteer: ").bold = True
    p.add_run("Charlotte Youth Mentoring Alliance — volunteer mentor, 2019 – Present")

    name = "r1-trent-halvorsen"
    document.save(os.path.join(FILES, name + ".docx"))
    write_truth(name, {
        "basics": {"name": "Trent Halvorsen", "label": "Senior Account Executive",
                   "email": "trent.halvorsen@example.com", "phone": "704-555-0128",
                   "location": {"city": "Charlotte", "region": "NC"},
                   "profiles": [linkedin("trenthalvorsen")]},
        "work": [{"position": title, "name": company, "dates": dates(*span, text=when)}
                 for title, company, when, span, _ in R1_JOBS],
        "education": [{"institution": "University of North Carolina at Charlotte",
                       "study_type": "Bachelor of Business Administration", "area": "Marketing",
                       "dates": dates(None, "2015", text="2015")}],
        "skills": [{"name": s} for s in R1_SKILLS],
        "certificates": [{"name": "Salesforce Certified Associate"}, {"name": "Sandler Sales Foundations"}],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Portuguese", "fluency": "fluent"}],
    })


# ---- r2: registered nurse, LibreOffice PDF -------------------------------------------------------
R2_JOBS = [
    ("Registered Nurse – Emergency Department (Per Diem)", "03/2023 – Present", "Riverbend Medical Center",
     "Louisville, KY", ("2023-03", None, True),
     ["Work 3–4 twelve-hour shifts a month in a 58-bed Level II trauma center ED seeing about 240 patients a day.",
      "Triage with ESI, manage trauma, STEMI and stroke alerts, and precept new graduate nurses on weekends."]),
    ("Travel Registered Nurse – Emergency Department", "09/2019 – 02/2023", "Meridian Travel Nursing",
     "Nashville, TN", ("2019-09", "2023-02"),
     ["Sierra Vista Regional Medical Center, Sacramento, CA — ED, two 13-week contracts (09/2019 – 03/2020)",
      "Desert Palms Hospital, Tucson, AZ — ED and COVID-19 surge unit, five extensions (04/2020 – 12/2021)",
      "Bluegrass Community Hospital, Lexington, KY — ED, charge-capable RN (01/2022 – 02/2023)",
      "Oriented to each new facility in one or two shifts; floated to ICU step-down and urgent care as needed."]),
    ("Charge Nurse – Telemetry", "01/2018 – 08/2019", "St. Adelaide Hospital", "Louisville, KY",
     ("2018-01", "2019-08"),
     ["Ran a 36-bed telemetry unit on night shift: assignments, admissions, staffing calls and rapid responses.",
      "Led the unit’s CAUTI reduction project; infections fell from 6 to 1 in the following year."]),
    ("Staff Nurse – Telemetry", "05/2016 – 12/2017", "St. Adelaide Hospital", "Louisville, KY",
     ("2016-05", "2017-12"),
     ["Cared for 4–5 cardiac and post-procedure patients per shift; titrated drips and interpreted rhythms.",
      "Unit super-user for the 2017 Epic upgrade."]),
    ("Patient Care Technician", "2013 – 2016", "Falls City Medical Center", "Louisville, KY", ("2013", "2016"),
     ["Took vitals, drew labs and ran EKGs on a medical-surgical floor while in nursing school."]),
]
R2_CLINICAL = ["ESI triage", "trauma and stroke alerts", "sepsis bundles", "cardiac monitoring and 12-lead EKG",
               "ultrasound-guided IV placement", "procedural sedation", "blood product administration"]
R2_EHR = ["Epic", "Cerner", "Meditech"]


def r2_nurse_libreoffice():
    from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_TAB_ALIGNMENT
    from docx.shared import Inches, Pt, RGBColor

    blue = RGBColor(0x0B, 0x4F, 0x71)
    document = new_docx(author="Danielle Kowalczyk", title="Danielle Kowalczyk RN Resume",
                        page=(Inches(8.5), Inches(11)), margins=(Inches(0.8), Inches(0.7)),
                        font="Calibri", size=11, space_after=2)
    document.styles["List Bullet"].paragraph_format.space_after = Pt(1)
    right = Inches(6.9)

    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = p.add_run("DANIELLE R. KOWALCZYK, BSN, RN"); r.bold = True; r.font.size = Pt(19); r.font.color.rgb = blue
    p.paragraph_format.space_after = Pt(2)
    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    p.add_run("Louisville, KY 40205  |  (502) 555-0193  |  dkowalczyk.rn@example.com")
    p.paragraph_format.space_after = Pt(6)
    bottom_border(p, color="0B4F71", size="8")

    def heading(text):
        h = document.add_paragraph()
        h.paragraph_format.space_before = Pt(10); h.paragraph_format.space_after = Pt(3)
        h.paragraph_format.keep_with_next = True
        r = h.add_run(text); r.bold = True; r.font.size = Pt(12); r.font.color.rgb = blue

    def bullet(text):
        document.add_paragraph(text, style="List Bullet")

    def line_with_date(left, when, bold=True, before=6):
        p = document.add_paragraph()
        p.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
        p.paragraph_format.space_before = Pt(before); p.paragraph_format.space_after = Pt(0)
        p.paragraph_format.keep_with_next = True
        p.add_run(left).bold = bold
        p.add_run("\t" + when)

    def italic(text):
        p = document.add_paragraph(); p.paragraph_format.keep_with_next = True
        p.add_run(text).italic = True

    heading("PROFESSIONAL SUMMARY")
    document.add_paragraph(
        "Emergency nurse with 9 years of acute care experience, including three and a half years of travel "
        "assignments in busy Level I and II trauma centers. CEN-certified, calm under pressure and quick to learn a "
        "new unit. Holds a multistate (compact) license and a California license; now completing an MSN in nursing "
        "education.")

    heading("LICENSURE & CERTIFICATIONS")
    bullet("Registered Nurse (RN) — Kentucky Board of Nursing, Multistate (NLC) License #1123456, exp. 10/31/2026")
    bullet("California Registered Nurse License #95012876, exp. 04/30/2026")
    bullet("Certified Emergency Nurse (CEN), BCEN — exp. 06/2027")
    bullet("Trauma Nursing Core Course (TNCC), ENA — exp. 09/2026")
    bullet("ACLS, PALS, BLS — American Heart Association, current through 2026")

    heading("PROFESSIONAL EXPERIENCE")
    for title, when, employer, place, _, bullets in R2_JOBS:
        line_with_date(title, when)
        italic(f"{employer}, {place}")
        for b in bullets:
            bullet(b)

    heading("EDUCATION")
    line_with_date("Master of Science in Nursing (MSN), Nursing Education — in progress", "Expected May 2026", before=2)
    italic("Bellarmine University, Louisville, KY")
    line_with_date("Bachelor of Science in Nursing (BSN), Cum Laude", "May 2016")
    italic("University of Louisville, Louisville, KY")

    heading("SKILLS")
    for label, items in (("Clinical", R2_CLINICAL), ("EHR", R2_EHR)):
        p = document.add_paragraph(); p.add_run(label + ": ").bold = True
        p.add_run(", ".join(items))

    heading("PROFESSIONAL MEMBERSHIPS & VOLUNTEER WORK")
    bullet("Emergency Nurses Association (ENA), member since 2017")
    bullet("Medical tent volunteer RN, River City Half Marathon, 2018, 2019 and 2022")

    heading("LANGUAGES")
    document.add_paragraph("English (native), Spanish (intermediate – medical Spanish)")

    name = "r2-danielle-kowalczyk"
    libreoffice_pdf(document, name, pages=2)
    write_truth(name, {
        "basics": {"name": "Danielle R. Kowalczyk", "email": "dkowalczyk.rn@example.com", "phone": "(502) 555-0193",
                   "location": {"city": "Louisville", "region": "KY"}},
        "work": [{"position": title, "name": employer, "location": place, "dates": dates(*span, text=when)}
                 for title, when, employer, place, span, _ in R2_JOBS],
        "education": [
            {"institution": "Bellarmine University", "study_type": "Master of Science in Nursing (MSN)",
             "area": "Nursing Education", "dates": dates(None, "2026-05", current=True, text="Expected May 2026")},
            {"institution": "University of Louisville", "study_type": "Bachelor of Science in Nursing (BSN)",
             "score": "Cum Laude", "dates": dates(None, "2016-05", text="May 2016")}],
        "skills": [{"name": s} for s in R2_CLINICAL + R2_EHR],
        "certificates": [{"name": "Registered Nurse (RN)"}, {"name": "California Registered Nurse License"},
                         {"name": "Certified Emergency Nurse (CEN)"}, {"name": "Trauma Nursing Core Course (TNCC)"},
                         {"name": "ACLS"}, {"name": "PALS"}, {"name": "BLS"}],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Spanish", "fluency": "intermediate – medical Spanish"}],
    })


# ---- r3: project manager, Chromium --------------------------------------------------------------
R3_COMPANIES = [
    ("Northstar Mutual Insurance", "Minneapolis, MN", [
        ("Senior Project Manager, Enterprise PMO", "2019 – Present", ("2019", None, True),
         ["Lead portfolio of 4–6 concurrent IT and business projects ($3M–$8M each) for claims and underwriting.",
          "Manage budgets, vendor contracts and status reporting to the CIO and two business-unit VPs.",
          "Introduced a hybrid agile/stage-gate delivery model now used by all eight PMs in the PMO.",
          "Coach and review the work of three project managers and two project coordinators."]),
        ("Project Manager", "2016 – 2019", ("2016", "2019"),
         ["Ran mid-sized projects from charter through close: agent portal, document imaging, payment vendor switch.",
          "Delivered 9 of 10 projects on or under budget; kept RAID logs and steering-committee decks current."]),
    ]),
    ("Keystone Health Partners", "St. Paul, MN", [
        ("IT Project Coordinator", "2013 – 2016", ("2013", "2016"),
         ["Coordinated schedules, meeting notes and testing for EHR and infrastructure projects across 11 clinics.",
          "Built the PMO’s first Smartsheet project templates and dashboards."]),
    ]),
    ("Tenmile Lake Logistics", "Eagan, MN", [
        ("Operations Analyst", "2009 – 2013", ("2009", "2013"),
         ["Tracked carrier performance and warehouse KPIs; automated weekly reporting in Excel and Access."]),
    ]),
]
R3_PROJECTS = [
    ("Claims Platform Modernization", "$6.2M, 14-person cross-functional team, vendor-hosted core system",
     "2020 – 2022"),
    ("Agent Portal Relaunch", "$1.8M, delivered three weeks early with 94% agent adoption in six months", "2018"),
    ("Epic Ambulatory Go-Live (Keystone Health Partners)", "11 clinics, 600 users trained", "2015"),
]
R3_SKILLS = ["Agile / Scrum", "Waterfall & hybrid delivery", "Budget & forecast management", "Vendor management",
             "Risk & issue management", "Stakeholder communication", "Change management", "Jira", "Confluence",
             "Smartsheet", "Microsoft Project", "Power BI"]
R3_CERTS = [("Project Management Professional (PMP)", "PMI, 2017"), ("Certified ScrumMaster (CSM)", "Scrum Alliance, 2018"),
            ("Lean Six Sigma Green Belt", "2016"), ("ITIL 4 Foundation", "AXELOS, 2020")]


def r3_project_manager_chromium():
    experience = []
    for company, city, roles in R3_COMPANIES:
        parts = [f'<div class="employer"><span class="co">{escape(company)}</span><span class="loc">{escape(city)}</span></div>']
        for title, when, _, bullets in roles:
            items = "".join(f"<li>{escape(b)}</li>" for b in bullets)
            parts.append(f'<div class="role"><span class="t">{escape(title)}</span><span class="when">{when}</span></div>'
                         f"<ul>{items}</ul>")
        experience.append('<section class="company">' + "".join(parts) + "</section>")
    projects = "".join(f'<div class="role"><span><b>{escape(p)}</b> — {escape(d)}</span><span class="when">{w}</span></div>'
                       for p, d, w in R3_PROJECTS)
    skills = "".join(f"<li>{escape(s)}</li>" for s in R3_SKILLS)
    certs = "".join(f"<li><b>{escape(c)}</b>, {escape(i)}</li>" for c, i in R3_CERTS)
    html = f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Samuel Adeyemi, PMP — Resume</title>
<style>
@page {{ size: Letter; margin: 0.4in 0.6in; }}
body {{ margin: 0; font: 9.8pt/1.22 Carlito, Calibri, sans-serif; color: #1d1d1d; }}
header {{ text-align: center; margin-bottom: 6pt; }}
h1 {{ font-size: 23pt; margin: 0; letter-spacing: 0.5px; color: #3b2a5a; }}
.label {{ font-size: 12.5pt; margin: 1pt 0 3pt; }}
.contact {{ font-size: 9.5pt; }}
.contact a {{ color: inherit; text-decoration: none; }}
h2 {{ font-size: 11pt; text-transform: uppercase; letter-spacing: 1.2px; color: #3b2a5a; margin: 8pt 0 3pt;
      border-bottom: 1.5px solid #3b2a5a; padding-bottom: 1pt; }}
p {{ margin: 0; }}
.employer, .role {{ display: flex; justify-content: space-between; }}
.employer {{ margin-top: 6pt; font-size: 10.5pt; }}
.employer .co {{ font-weight: bold; }}
.employer .loc {{ font-style: italic; }}
.role {{ margin-top: 2pt; }}
.role .t {{ font-style: italic; font-weight: bold; }}
ul {{ margin: 1pt 0 2pt; padding-left: 16pt; }}
li {{ margin-bottom: 0.5pt; }}
ul.grid {{ columns: 3; padding-left: 14pt; }}
ul.plain {{ list-style: none; padding-left: 0; }}
.edu {{ display: flex; justify-content: space-between; margin-top: 2pt; }}
</style></head>
<body>
<header>
  <h1>Samuel O. Adeyemi, PMP</h1>
  <div class="label">Senior Project Manager</div>
  <div class="contact">Minneapolis, MN &nbsp;|&nbsp; (612) 555-0175 &nbsp;|&nbsp;
    <a href="mailto:sam.adeyemi.pm@example.com">sam.adeyemi.pm@example.com</a> &nbsp;|&nbsp;
    <a href="https://www.linkedin.com/in/samadeyemi-pmp">linkedin.com/in/samadeyemi-pmp</a></div>
</header>

<h2>Summary</h2>
<p>PMP-certified project manager with 12 years in insurance, healthcare and logistics. I run multi-million-dollar
technology projects with business and IT teams, keep sponsors informed without surprises, and finish what I start:
budgets, scope and people included.</p>

<h2>Professional Experience</h2>
{"".join(experience)}

<h2>Selected Projects</h2>
{projects}

<h2>Education</h2>
<div class="edu"><span><b>MBA</b> — University of St. Thomas, Opus College of Business, St. Paul, MN</span><span>2015</span></div>
<div class="edu"><span><b>B.S., Business Administration</b> — Minnesota State University, Mankato</span><span>2009</span></div>

<h2>Certifications</h2>
<ul class="plain">{certs}</ul>

<h2>Skills</h2>
<ul class="grid">{skills}</ul>

<h2>Awards &amp; Community</h2>
<ul>
  <li>Northstar Mutual Delivery Excellence Award, 2021</li>
  <li>Board Treasurer, Cedar Lake Youth Soccer Association, 2018 – Present</li>
</ul>

<h2>Languages</h2>
<p>English (native) · Yoruba (conversational)</p>
</body></html>
"""
    name = "r3-samuel-adeyemi"
    chromium_pdf(html, name, pages=1)
    write_truth(name, {
        "basics": {"name": "Samuel O. Adeyemi", "label": "Senior Project Manager", "email": "sam.adeyemi.pm@example.com",
                   "phone": "(612) 555-0175", "location": {"city": "Minneapolis", "region": "MN"},
                   "profiles": [linkedin("samadeyemi-pmp")]},
        "work": [{"position": title, "name": company, "location": city, "dates": dates(*span, text=when)}
                 for company, city, roles in R3_COMPANIES for title, when, span, _ in roles],
        "education": [
            {"institution": "University of St. Thomas, Opus College of Business", "study_type": "MBA",
             "dates": dates(None, "2015", text="2015")},
            {"institution": "Minnesota State University, Mankato", "study_type": "B.S.", "area": "Business Administration",
             "dates": dates(None, "2009", text="2009")}],
        "skills": [{"name": s} for s in R3_SKILLS],
        "certificates": [{"name": c} for c, _ in R3_CERTS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Yoruba", "fluency": "conversational"}],
    })


# ---- r4: administrative assistant, plain text ---------------------------------------------------
R4_TEXT = """ROSA M. DELGADO
Tucson, AZ 85710
520-555-0164 | rosa.delgado78@example.com


OBJECTIVE

Dependable administrative assistant with 10+ years in customer service and office
support, looking for a full-time office or front desk position with a growing company.


EXPERIENCE

Administrative Assistant
Desert Sky Property Management - Tucson, AZ
March 2018 to Present
* Answer a 6-line phone system and greet tenants, vendors and walk-in visitors
* Process rent payments, work orders and lease renewals for 420 units in AppFolio
* Schedule maintenance and vendor visits and keep the property manager's calendar
* Prepare move-in packets, notices and monthly occupancy reports in Excel

Copper State Credit Union - Tucson, AZ
Member Service Representative, June 2016 to February 2018
* Opened accounts, took loan applications and resolved debit card disputes
* Named "Member Service Star" for the third quarter of 2017
Teller, June 2014 to May 2016
* Handled deposits, withdrawals and cashier's checks; balanced my drawer every day

Front Desk Receptionist
Catalina Foothills Dental - Tucson, AZ
March 2012 to June 2014
* Checked in patients, verified dental insurance and scheduled appointments in Dentrix
* Posted payments and sent recall reminders

Cashier
Valle Verde Market - Nogales, AZ
2009 to 2012


EDUCATION

Pima Community College - Tucson, AZ
Business Administration coursework (24 credits), 2015 - 2016

Nogales High School - Nogales, AZ
High School Diploma, 2009


CERTIFICATIONS

Notary Public - State of Arizona, commission expires 2027
Microsoft Office Specialist (MOS): Excel Associate - 2020


SKILLS

* Microsoft Office (Word, Excel, Outlook)
* QuickBooks Online
* AppFolio
* Dentrix
* Typing 65 WPM
* 10-key data entry
* Multi-line phones
* Scheduling and calendar management
* Cash handling


LANGUAGES

English and Spanish - fluent (speak, read and write)


VOLUNTEER

Tucson Eastside Food Pantry - Volunteer Coordinator (weekends), 2019 - present


REFERENCES

Linda Marsh, Property Manager, Desert Sky Property Management - 520-555-0131
Gerald Pino, Branch Manager, Copper State Credit Union - 520-555-0148
"""


def r4_admin_text():
    name = "r4-rosa-delgado"
    write_text(name + ".txt", R4_TEXT)
    fluent = "fluent (speak, read and write)"
    write_truth(name, {
        "basics": {"name": "Rosa M. Delgado", "email": "rosa.delgado78@example.com", "phone": "520-555-0164",
                   "location": {"city": "Tucson", "region": "AZ"}},
        "work": [
            {"position": "Administrative Assistant", "name": "Desert Sky Property Management", "location": "Tucson, AZ",
             "dates": dates("2018-03", current=True, text="March 2018 to Present")},
            {"position": "Member Service Representative", "name": "Copper State Credit Union", "location": "Tucson, AZ",
             "dates": dates("2016-06", "2018-02", text="June 2016 to February 2018")},
            {"position": "Teller", "name": "Copper State Credit Union", "location": "Tucson, AZ",
             "dates": dates("2014-06", "2016-05", text="June 2014 to May 2016")},
            {"position": "Front Desk Receptionist", "name": "Catalina Foothills Dental", "location": "Tucson, AZ",
             "dates": dates("2012-03", "2014-06", text="March 2012 to June 2014")},
            {"position": "Cashier", "name": "Valle Verde Market", "location": "Nogales, AZ",
             "dates": dates("2009", "2012", text="2009 to 2012")}],
        "education": [
            {"institution": "Pima Community College", "area": "Business Administration",
             "dates": dates("2015", "2016", text="2015 - 2016")},
            {"institution": "Nogales High School", "study_type": "High School Diploma",
             "dates": dates(None, "2009", text="2009")}],
        "skills": [{"name": s} for s in ["Microsoft Office (Word, Excel, Outlook)", "QuickBooks Online", "AppFolio",
                                         "Dentrix", "Typing 65 WPM", "10-key data entry", "Multi-line phones",
                                         "Scheduling and calendar management", "Cash handling"]],
        "certificates": [{"name": "Notary Public"}, {"name": "Microsoft Office Specialist (MOS): Excel Associate"}],
        "languages": [{"language": "English", "fluency": fluent}, {"language": "Spanish", "fluency": fluent}],
    })


# ---- r5: data analyst career changer, DOCX -------------------------------------------------------
R5_SKILL_LINES = [
    ("Languages", ["SQL", "Python (pandas, NumPy, matplotlib)", "R"]),
    ("Tools", ["Tableau", "Power BI", "Excel (pivot tables, XLOOKUP, Power Query)", "Git", "Jupyter", "BigQuery",
               "PostgreSQL"]),
    ("Methods", ["data cleaning", "A/B testing", "regression", "cohort analysis", "dashboard design"]),
]
R5_PROJECTS = [
    ("Austin 311 Response Times", "Tableau, PostgreSQL", "Mar 2023",
     "Cleaned 1.2M city 311 requests and mapped response times by district (github.com/mlindgren-data/atx-311)."),
    ("Does Homework Help?", "Python, scikit-learn", "Jan 2023",
     "Four years of anonymized gradebook data: attendance predicted test scores better than homework did."),
    ("Bike-Share Demand Forecast", "Python, statsmodels", "Dec 2022",
     "Forecast daily rides from weather and calendar features with a seasonal ARIMA model (MAPE 11%)."),
]
R5_JOBS = [
    ("Data Analyst", "Aug 2023 – Present", "Bluebonnet Home Health", "Austin, TX", ("2023-08", None, True),
     ["Build and maintain Tableau dashboards on visit volume, staffing and readmissions for 14 branch offices.",
      "Write SQL in BigQuery against EHR and payroll extracts; cut the monthly KPI pack from two days to two hours.",
      "Found $180K a year in missed billable visits by reconciling scheduling and claims data."]),
    ("Data Analytics Intern", "May 2023 – Jul 2023", "Hill Country Food Co-op", "Austin, TX",
     ("2023-05", "2023-07"),
     ["Analyzed three years of point-of-sale data in Python to set reorder points for 400 produce SKUs."]),
]
R5_TEACHING = ("Mathematics Teacher, Grades 7–8", "Aug 2014 – Jun 2022", "Westbrook Hills Middle School",
               "Leander, TX", ("2014-08", "2022-06"),
               ["Taught pre-algebra and Algebra I to 150 students a year; state test passing rate up from 71% to 86%.",
                "Math Department Chair (2019–2022): led six teachers and ran monthly data meetings on benchmark results.",
                "Built a Google Sheets tracker of standards mastery that the whole campus adopted in 2020."])
R5_CERTS = [("Data Analytics Bootcamp Certificate", "Lone Star Coding Academy, 2023 (24 weeks, 480 hours)"),
            ("Google Data Analytics Professional Certificate", "Coursera, 2022"),
            ("Tableau Desktop Specialist", "2023"),
            ("Texas Educator Certificate: Mathematics (Grades 4–8)", "2014 (inactive)")]


def r5_data_analyst_docx():
    from docx.enum.text import WD_TAB_ALIGNMENT
    from docx.shared import Inches, Pt, RGBColor

    teal = RGBColor(0x00, 0x6D, 0x77)
    document = new_docx(author="Megan Lindgren", title="Megan Lindgren Resume", page=(Inches(8.5), Inches(11)),
                        margins=(Inches(0.6), Inches(0.45)), font="Calibri", size=10, space_after=1)
    styles = document.styles
    styles["Title"].font.name = "Calibri"; styles["Title"].font.size = Pt(24)
    styles["Title"].font.color.rgb = teal
    styles["Title"].paragraph_format.space_after = Pt(0)
    h1 = styles["Heading 1"]
    h1.font.name = "Calibri"; h1.font.size = Pt(12); h1.font.color.rgb = teal
    h1.paragraph_format.space_before = Pt(5); h1.paragraph_format.space_after = Pt(1)
    styles["List Bullet"].paragraph_format.space_after = Pt(0)
    right = Inches(7.3)

    document.add_paragraph("Megan Lindgren", style="Title")
    p = document.add_paragraph(); r = p.add_run("Data Analyst"); r.font.size = Pt(13); r.font.color.rgb = teal
    contact = document.add_paragraph()
    contact.add_run("Austin, TX · (512) 555-0122 · ")
    add_hyperlink(contact, "mailto:megan.lindgren.data@example.com", "megan.lindgren.data@example.com")
    contact.add_run(" · ")
    add_hyperlink(contact, "https://github.com/mlindgren-data", "github.com/mlindgren-data")
    contact.add_run(" · ")
    add_hyperlink(contact, "https://www.linkedin.com/in/meganlindgren", "linkedin.com/in/meganlindgren")
    contact.paragraph_format.space_after = Pt(4)

    def entry(left, tools, when, sub=None):
        p = document.add_paragraph()
        p.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
        p.paragraph_format.space_before = Pt(4); p.paragraph_format.space_after = Pt(0)
        p.paragraph_format.keep_with_next = True
        p.add_run(left).bold = True
        if tools:
            p.add_run(" | " + tools).italic = True
        p.add_run("\t" + when)
        if sub:
            q = document.add_paragraph(); q.paragraph_format.keep_with_next = True
            q.add_run(sub).italic = True

    def bullet(text):
        document.add_paragraph(text, style="List Bullet")

    document.add_heading("Summary", level=1)
    document.add_paragraph(
        "Data analyst and former middle school math teacher: eight years of turning assessment data into classroom "
        "decisions, now doing the same with SQL, Python and Tableau for a home health company.")

    document.add_heading("Technical Skills", level=1)
    for label, items in R5_SKILL_LINES:
        p = document.add_paragraph(); p.add_run(label + ": ").bold = True
        p.add_run(", ".join(items))

    document.add_heading("Projects", level=1)
    for title, tools, when, text in R5_PROJECTS:
        entry(title, tools, when)
        document.add_paragraph(text)

    document.add_heading("Experience", level=1)
    for title, when, company, place, _, bullets in R5_JOBS:
        entry(title, None, when, f"{company} — {place}")
        for b in bullets:
            bullet(b)

    document.add_heading("Teaching Experience", level=1)
    title, when, company, place, _, bullets = R5_TEACHING
    entry(title, None, when, f"{company} — {place}")
    for b in bullets:
        bullet(b)

    document.add_heading("Education", level=1)
    entry("B.S. in Mathematics, minor in Education", None, "2014", "Texas State University — San Marcos, TX")

    document.add_heading("Certifications", level=1)
    for cert, rest in R5_CERTS:
        bullet(f"{cert} — {rest}")

    document.add_heading("Volunteer", level=1)
    document.add_paragraph("Homework Help volunteer (algebra and statistics), Austin Public Library, 2022–now")

    name = "r5-megan-lindgren"
    document.save(os.path.join(FILES, name + ".docx"))
    write_truth(name, {
        "basics": {"name": "Megan Lindgren", "label": "Data Analyst", "email": "megan.lindgren.data@example.com",
                   "phone": "(512) 555-0122", "location": {"city": "Austin", "region": "TX"},
                   "profiles": [{"network": "GitHub", "url": "https://github.com/mlindgren-data"},
                                linkedin("meganlindgren")]},
        "work": [{"position": title, "name": company, "location": place, "dates": dates(*span, text=when)}
                 for title, when, company, place, span, _ in R5_JOBS + [R5_TEACHING]],
        "education": [{"institution": "Texas State University", "study_type": "B.S.", "area": "Mathematics",
                       "dates": dates(None, "2014", text="2014")}],
        "skills": [{"name": s} for _, items in R5_SKILL_LINES for s in items],
        "certificates": [{"name": c} for c, _ in R5_CERTS],
    })


# ---- r6: mechanical engineer, pdflatex ------------------------------------------------------------
R6_JOBS = [
    ("Senior Mechanical Engineer", "2020--now", "2020–now", ("2020", None, True), "Rock River Hydraulics, Inc.",
     "Loves Park, IL",
     ["Lead design of hydraulic cylinders and valve blocks for agricultural and construction OEMs (3,000 to 5,000 psi).",
      "Cut cylinder product cost 14\\% through DFM reviews with our machine shop and two castings suppliers.",
      "Review and seal pressure calculations; supervise two design engineers and a CAD drafter.",
      "Own the Windchill change process for the cylinder line: ECOs, BOMs and drawing release."]),
    ("Mechanical Engineer", "Jul 2016 -- Feb 2020", "Jul 2016 – Feb 2020", ("2016-07", "2020-02"),
     "Prairie Harvest Equipment Co.", "Moline, IL",
     ["Designed weldments and sheet-metal assemblies for grain-cart and planter attachments in SolidWorks.",
      "Ran FEA in ANSYS on frame and hitch components and led fatigue testing with the test lab.",
      "Supported the production launch of two product lines; closed 120+ line-side quality issues."]),
    ("Engineering Co-op", "May 2015 -- Aug 2015", "May 2015 – Aug 2015", ("2015-05", "2015-08"),
     "Prairie Harvest Equipment Co.", "Moline, IL",
     ["Built tolerance stack-ups and brought 200 legacy drawings up to ASME Y14.5."]),
    ("Journeyman Machinist", "Jun 2011 -- Aug 2012", "Jun 2011 – Aug 2012", ("2011-06", "2012-08"),
     "Forest City Tool \\& Die", "Rockford, IL",
     ["Set up and ran 3- and 5-axis CNC mills and lathes; programmed parts in Mastercam."]),
    ("Machinist Apprentice", "Sep 2007 -- May 2011", "Sep 2007 – May 2011", ("2007-09", "2011-05"),
     "Forest City Tool \\& Die", "Rockford, IL",
     ["Completed a four-year, 8,000-hour registered apprenticeship with related classes at Rock Valley College.",
      "Manual and CNC machining, blueprint reading, inspection with CMM and hand gauges."]),
]
R6_SKILL_LINES = [
    ("CAD/CAE", ["SolidWorks", "Creo Parametric", "AutoCAD", "ANSYS Mechanical", "MATLAB"]),
    ("Engineering", ["GD\\&T (ASME Y14.5)", "tolerance stack-ups", "DFM/DFA", "hydraulic system design", "FEA",
                     "fatigue analysis", "root cause analysis (8D)"]),
    ("Manufacturing \\& PLM", ["CNC machining", "Mastercam", "welding processes", "PTC Windchill", "SAP"]),
]
R6_CERTS = [("Professional Engineer (P.E.)", "Illinois, License No.~062.081943, 2021"),
            ("Certified SOLIDWORKS Professional (CSWP)", "2017"),
            ("GD\\&T Professional -- Technologist (ASME GDTP)", "2019"),
            ("Journeyman Machinist Certificate", "U.S. Department of Labor registered apprenticeship, 2011"),
            ("OSHA 10-Hour General Industry", "2012")]


def tex_plain(text):
    return text.replace("\\&", "&").replace("--", "–").replace("~", " ").replace("\\%", "%")


def r6_engineer_pdflatex():
    jobs = []
    for title, when, _, _, company, place, bullets in R6_JOBS:
        items = "\n".join(f"  \\item {b}" for b in bullets)
        jobs.append(f"\\job{{{title}}}{{{when}}}{{{company}}}{{{place}}}\n\\begin{{itemize}}\n{items}\n\\end{{itemize}}")
    skills = "\n".join(f"\\textbf{{{label}:}} {', '.join(items)}\\\\" for label, items in R6_SKILL_LINES)
    certs = "\n".join(f"  \\item {c}, {rest}" for c, rest in R6_CERTS)
    source = r"""\documentclass[11pt,letterpaper]{article}
\usepackage[T1]{fontenc}
\usepackage[utf8]{inputenc}
\usepackage{lmodern}
\usepackage[margin=0.6in,top=0.5in,bottom=0.5in]{geometry}
\usepackage{titlesec}
\usepackage{enumitem}
\usepackage[hidelinks]{hyperref}
\pagestyle{empty}
\setlength{\parindent}{0pt}
\titleformat{\section}{\large\bfseries\scshape}{}{0pt}{}[\vspace{-5pt}\rule{\textwidth}{0.6pt}]
\titlespacing*{\section}{0pt}{8pt}{4pt}
\setlist[itemize]{leftmargin=14pt,topsep=1pt,itemsep=0pt,parsep=0pt}
\newcommand{\job}[4]{\textbf{#1} \hfill #2\\ \textit{#3} \hfill \textit{#4}}
\begin{document}
\begin{center}
{\LARGE\bfseries Ethan J. Brodeur, P.E.}\\[3pt]
{\large Mechanical Design Engineer}\\[3pt]
Rockford, IL \textbullet{} 815-555-0147 \textbullet{} \href{mailto:ethan.brodeur@example.com}{ethan.brodeur@example.com}
\textbullet{} \href{https://www.linkedin.com/in/ethanbrodeur-pe}{linkedin.com/in/ethanbrodeur-pe}
\end{center}

\section*{Summary}
Licensed mechanical engineer with nine years in hydraulic and agricultural equipment design, and five years
on the shop floor before that as a machinist apprentice and journeyman. I design parts that are easy to make,
and I can talk to the people who make them.

\section*{Professional Experience}
""" + "\n\n\\smallskip\n".join(jobs) + r"""

\section*{Education}
\textbf{Northern Illinois University} \hfill DeKalb, IL\\
B.S. in Mechanical Engineering, GPA 3.52/4.00 \hfill May 2016

\smallskip
\textbf{Rock Valley College} \hfill Rockford, IL\\
A.A.S. in Manufacturing Technology (completed with apprenticeship) \hfill 2011

\section*{Licenses \& Certifications}
\begin{itemize}
""" + certs + r"""
\end{itemize}

\section*{Technical Skills}
""" + skills + r"""
\textbf{Languages:} English (native), French (conversational)

\section*{Awards \& Affiliations}
\begin{itemize}
  \item Prairie Harvest Engineering Innovation Award, 2018 (hitch quick-coupler redesign)
  \item Member, American Society of Mechanical Engineers (ASME), since 2013
  \item Mentor, Rockford-area FIRST Robotics team, 2017 -- present
\end{itemize}
\end{document}
"""
    name = "r6-ethan-brodeur"
    pdflatex(source, name)
    write_truth(name, {
        "basics": {"name": "Ethan J. Brodeur", "label": "Mechanical Design Engineer", "email": "ethan.brodeur@example.com",
                   "phone": "815-555-0147", "location": {"city": "Rockford", "region": "IL"},
                   "profiles": [linkedin("ethanbrodeur-pe")]},
        "work": [{"position": title, "name": tex_plain(company), "location": place, "dates": dates(*span, text=text)}
                 for title, _, text, span, company, place, _ in R6_JOBS],
        "education": [
            {"institution": "Northern Illinois University", "study_type": "B.S.", "area": "Mechanical Engineering",
             "score": "3.52/4.00", "dates": dates(None, "2016-05", text="May 2016")},
            {"institution": "Rock Valley College", "study_type": "A.A.S.", "area": "Manufacturing Technology",
             "dates": dates(None, "2011", text="2011")}],
        "skills": [{"name": tex_plain(s)} for _, items in R6_SKILL_LINES for s in items],
        "certificates": [{"name": tex_plain(c)} for c, _ in R6_CERTS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "French", "fluency": "conversational"}],
    })


if __name__ == "__main__":
    r1_sales_docx()
    r2_nurse_libreoffice()
    r3_project_manager_chromium()
    r4_admin_text()
    r5_data_analyst_docx()
    r6_engineer_pdflatex()
