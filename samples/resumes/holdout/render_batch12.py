#!/usr/bin/env python3
"""Renders the twelfth held-out batch (s1–s6) into files/ and its truth into truth/.

Written without reading the parser. Like batches 10 and 11, six MAINSTREAM resumes in fields the
earlier batches did not use, each made with the tool its writer would have at hand:

- s1 (plain text): a truck driver's resume typed in a plain editor: the name in capitals over a
  "CDL-A Truck Driver" label, capital headings, "Licenses & Certifications" before the experience
  (a CDL with endorsements, a DOT medical card with its expiry), one line a job
  "Company | Title | 07/2021 - Present" ("MM/YYYY - MM/YYYY"), two jobs at one carrier on
  consecutive lines, "-" bullets, a comma-separated skills paragraph, a high school diploma and
  "References available upon request". A regional driver in Springfield, MO.
- s2 (DOCX, python-docx): an HR generalist's Word resume: ", SHRM-CP" after the name, a label,
  hyperlinked email and LinkedIn, "Core Competencies" as a borderless three-column table of
  bulleted cells, experience as a bold employer line with the city on a right tab over italic
  title lines with the dates on a right tab ("April 2020 – Present"), two roles under one bank,
  "Bachelor of Arts, Psychology" with the year on a right tab, grouped "HRIS & Payroll: …" skill
  lines, certifications, an affiliation with a committee role and dates (not a job) and
  languages. An HR generalist in Baton Rouge, LA.
- s3 (LibreOffice PDF of a Word document): a hospital pharmacist's resume: ", PharmD, BCPS" after
  the name, a left-aligned name over a rule, "Licensure & Certifications" first (two state
  licences on one line, "BLS and ACLS" on one line), one line a job
  "Title — Employer, City, ST (2019–Present)" with bullets, "Doctor of Pharmacy (PharmD)" and
  "B.S. in Biology" ("University of Wisconsin–Eau Claire"), labelled skill lines, memberships and
  languages with the native one second. A clinical pharmacist in Madison, WI.
- s4 (Chromium "Save as PDF"): a graphic designer's two-column page: the name and label in a
  full-width header band, a light left sidebar first in the source (contact with a portfolio
  site and Behance, "Design" and "Software" skill lists, the BFA with "2012 – 2016", languages
  as "Spanish — fluent"), the main column with a profile, jobs as a bold title with the dates in
  a pill at the right over "Company · City, ST" (two titles at one agency as separate entries, a
  part-time production job), and awards with years. A senior graphic designer in Portland, OR.
- s5 (pdflatex, Helvetica): a civil engineer's resume: a label with an em dash, coloured capital
  headings, one line a job "Title, Company — City, ST" with the dates at the right
  ("June 2021 -- Present", "May 2017 -- August 2017"), key projects inside bullets, "B.S. in
  Civil Engineering" with a minor and a GPA, licences (a P.E. with its number, an Engineer Intern
  certificate), labelled skill lines and affiliations. A project engineer in Boise, ID.
- s6 (DOCX, python-docx): a restaurant general manager's Word resume: experience and education in
  a borderless two-column table, the dates alone in the narrow left cell ("Mar 2019 – Present",
  "2010 – 2014") and the bold title over "Company, City, ST" with bullets in the right cell, two
  roles at one restaurant group in two rows, "Associate of Applied Science (AAS) – Culinary Arts",
  ServSafe certificates, a comma-separated skills paragraph and languages. A general manager in
  Columbus, OH.

Truth conventions as in batches 5–11: date_text as printed (without surrounding parentheses;
LaTeX "--" printed as "–"), the work entry's location where printed, education score where a grade
or honour is printed, certificate names without issuer, state, number, year or expiry (a line
naming several credentials gives one certificate each), every listed skill as printed (a table
cell or a list item is one skill), spoken languages only, with their fluency as printed.
Affiliations and committee roles, awards, memberships and references are not work entries; two
titles at one employer are two work entries. Credentials after a name (", SHRM-CP", ", PharmD,
BCPS") are not part of the name; a name printed in capitals is given in title case. A personal
portfolio site is basics.url; Behance and LinkedIn are profiles.

Needs `pip install python-docx`, `apt-get install chromium fonts-crosextra-carlito
libreoffice-writer-nogui poppler-utils texlive-latex-base texlive-latex-recommended
texlive-fonts-recommended texlive-latex-extra`.
Run from this folder: python3 render_batch12.py
"""
import os
from xml.sax.saxutils import escape

from holdout_render import (FILES, bottom_border, chromium_pdf, dates, libreoffice_pdf, linkedin, new_docx,
                            pdflatex, write_text, write_truth)
from render_batch10 import add_hyperlink, no_table_borders


# ---- s1: truck driver, plain text -----------------------------------------------------------------
S1_JOBS = [
    ("Ozark Mountain Freight Lines", "Regional Driver - Dedicated Account", "07/2021 - Present",
     ("2021-07", None, True),
     ["Run a dedicated grocery account out of Springfield to 40+ stores in MO, AR and KS; home 3-4 nights a week",
      "Average 2,400 miles a week with a 99.3% on-time delivery rate in 2024",
      "Pre-trip and post-trip inspections, ELD logs (Omnitracs), drop-and-hook and live unloads",
      "Driver mentor: rode along with and trained 6 new drivers"]),
    ("Heartland Tank Carriers", "Tanker Driver (Hazmat)", "03/2018 - 06/2021", ("2018-03", "2021-06"),
     ["Hauled gasoline, diesel and liquid fertilizer in MC-306 and DOT-407 tankers to farms and fuel stations",
      "Loaded and unloaded at terminals, checked bills of lading and placards on every load",
      "Zero spills and zero preventable accidents; Safe Driver Award 2019 and 2020"]),
    ("Crossroads Express Inc.", "OTR Driver", "05/2014 - 02/2018", ("2014-05", "2018-02"),
     ["48-state dry van and reefer, out 2-3 weeks at a time, 115,000+ miles a year",
      "Planned routes and fuel stops to stay inside Hours of Service; kept paper and electronic logs"]),
    ("Crossroads Express Inc.", "Dock Worker / Yard Jockey", "09/2012 - 04/2014", ("2012-09", "2014-04"),
     ["Loaded and unloaded trailers, moved trailers around the yard with a spotter truck",
      "Finished the company-sponsored CDL-A training program in April 2014"]),
]
S1_SKILLS = ["Pre-trip and post-trip inspections", "Hours of Service (HOS) compliance", "ELD logs",
             "Hazmat placarding and paperwork", "Load securement", "Backing and docking", "Route planning",
             "Manual transmission (10 and 13 speed)", "Customer service"]


def s1_truck_driver_text():
    jobs = []
    for company, title, when, _, bullets in S1_JOBS:
        jobs.append(f"{company} | {title} | {when}\n" + "\n".join("- " + b for b in bullets))
    text = f"""DWAYNE A. TOLLIVER
CDL-A Truck Driver
Springfield, MO 65803 | (417) 555-0186 | dwayne.tolliver@example.com

SUMMARY

Class A CDL driver with 11 years and 1.2 million accident-free miles in OTR, regional and
dedicated freight. Hazmat and tanker endorsed, clean MVR, no moving violations since 2014.
Looking for a regional or dedicated route with home time every week.

LICENSES & CERTIFICATIONS

- Class A Commercial Driver's License (CDL-A), Missouri - Endorsements: H, N, T
- DOT Medical Card - valid through 09/2026
- TWIC Card - exp. 2027
- Smith System Defensive Driving - 2019
- Forklift Operator Certification - 2013

WORK EXPERIENCE

{chr(10).join(j + chr(10) for j in jobs).rstrip()}

SKILLS

{", ".join(S1_SKILLS)}

EDUCATION

High School Diploma - Battlefield Valley High School, Springfield, MO - 2008

REFERENCES

Available upon request.
"""
    name = "s1-dwayne-tolliver"
    write_text(name + ".txt", text)
    write_truth(name, {
        "basics": {"name": "Dwayne A. Tolliver", "label": "CDL-A Truck Driver", "email": "dwayne.tolliver@example.com",
                   "phone": "(417) 555-0186", "location": {"city": "Springfield", "region": "MO"}},
        "work": [{"position": title, "name": company, "dates": dates(*span, text=when)}
                 for company, title, when, span, _ in S1_JOBS],
        "education": [{"institution": "Battlefield Valley High School", "study_type": "High School Diploma",
                       "dates": dates(None, "2008", text="2008")}],
        "skills": [{"name": s} for s in S1_SKILLS],
        "certificates": [{"name": "Class A Commercial Driver's License (CDL-A)"}, {"name": "DOT Medical Card"},
                         {"name": "TWIC Card"}, {"name": "Smith System Defensive Driving"},
                         {"name": "Forklift Operator Certification"}],
    })


# ---- s2: HR generalist, DOCX ----------------------------------------------------------------------
S2_COMPETENCIES = ["Employee Relations", "Full-Cycle Recruiting", "Onboarding & Offboarding",
                   "Benefits Administration", "FMLA & ADA Leave", "Compensation Analysis",
                   "Performance Management", "Policy & Handbook Updates", "Workplace Investigations",
                   "Payroll Support", "Training & Development", "Compliance (EEO, I-9, FLSA)"]
S2_EMPLOYERS = [
    ("Gulf Coast Regional Bank", "Baton Rouge, LA", [
        ("Human Resources Generalist", "April 2020 – Present", ("2020-04", None, True),
         ["Partner with managers of 22 branches and the operations center (480 employees) on employee relations, "
          "performance and corrective action.",
          "Investigate and document complaints; 30+ investigations closed with no agency charges filed.",
          "Administer FMLA, ADA accommodations and short-term disability leave with our third-party administrator.",
          "Led open enrollment for medical, dental and 401(k); moved enrollment into Workday in 2022.",
          "Rewrote the employee handbook and trained every people manager on the changes."]),
        ("Human Resources Coordinator", "June 2017 – March 2020", ("2017-06", "2020-03"),
         ["Ran new-hire onboarding and I-9s for 120+ hires a year; built the branch onboarding checklist.",
          "Scheduled interviews and posted jobs in iCIMS; maintained personnel files and HRIS data.",
          "Prepared biweekly payroll changes for ADP and answered benefits questions."]),
    ]),
    ("Magnolia Senior Living Communities", "Denham Springs, LA", [
        ("HR Assistant", "August 2015 – May 2017", ("2015-08", "2017-05"),
         ["Recruited CNAs, dietary and housekeeping staff for three communities; ran weekly hiring events.",
          "Tracked licences, TB tests and background checks for state surveys."]),
    ]),
    ("Pelican State Staffing", "Baton Rouge, LA", [
        ("Staffing Recruiter", "January 2014 – July 2015", ("2014-01", "2015-07"),
         ["Filled light-industrial and clerical orders for 25 client companies; 40+ placements a month."]),
    ]),
]
S2_SKILL_LINES = [
    ("HRIS & Payroll", ["Workday HCM", "ADP Workforce Now", "UKG Pro"]),
    ("Recruiting", ["iCIMS", "LinkedIn Recruiter", "Indeed"]),
    ("Microsoft 365", ["Excel", "Word", "PowerPoint", "Teams"]),
]


def s2_hr_docx():
    from docx.enum.table import WD_TABLE_ALIGNMENT
    from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_TAB_ALIGNMENT
    from docx.shared import Inches, Pt, RGBColor

    plum = RGBColor(0x5B, 0x2A, 0x4E)
    document = new_docx(author="Alicia Fontenot", title="Alicia Fontenot HR Resume", page=(Inches(8.5), Inches(11)),
                        margins=(Inches(0.7), Inches(0.55)), font="Georgia", size=10, space_after=1)
    document.styles["List Bullet"].paragraph_format.space_after = Pt(1)
    right = Inches(7.1)

    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = p.add_run("Alicia M. Fontenot, SHRM-CP"); r.bold = True; r.font.size = Pt(21); r.font.color.rgb = plum
    p.paragraph_format.space_after = Pt(0)
    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = p.add_run("Human Resources Generalist"); r.italic = True; r.font.size = Pt(12)
    p.paragraph_format.space_after = Pt(2)
    contact = document.add_paragraph(); contact.alignment = WD_ALIGN_PARAGRAPH.CENTER
    contact.add_run("Baton Rouge, LA 70808  •  225-555-0147  •  ")
    add_hyperlink(contact, "mailto:alicia.fontenot@example.com", "alicia.fontenot@example.com")
    contact.add_run("  •  ")
    add_hyperlink(contact, "https://www.linkedin.com/in/aliciafontenot-hr", "linkedin.com/in/aliciafontenot-hr")
    contact.paragraph_format.space_after = Pt(4)
    bottom_border(contact, color="5B2A4E", size="12")

    def heading(text):
        h = document.add_paragraph()
        h.paragraph_format.space_before = Pt(8); h.paragraph_format.space_after = Pt(2)
        h.paragraph_format.keep_with_next = True
        r = h.add_run(text); r.bold = True; r.font.size = Pt(11); r.font.color.rgb = plum
        bottom_border(h, color="B9A3B3", size="4")

    def tabbed(left, when, bold=False, italic=False, before=0):
        p = document.add_paragraph()
        p.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
        p.paragraph_format.space_before = Pt(before); p.paragraph_format.space_after = Pt(0)
        p.paragraph_format.keep_with_next = True
        r = p.add_run(left); r.bold = bold; r.italic = italic
        r = p.add_run("\t" + when); r.bold = bold
        return p

    def bullet(text):
        document.add_paragraph(text, style="List Bullet")

    heading("PROFESSIONAL SUMMARY")
    document.add_paragraph(
        "SHRM-certified HR generalist with 11 years in recruiting and human resources for banking, senior living and "
        "staffing employers. Trusted by managers for fair, well-documented employee relations work; comfortable "
        "owning leave administration, onboarding and open enrollment from start to finish.")

    heading("CORE COMPETENCIES")
    table = document.add_table(rows=4, cols=3)
    table.alignment = WD_TABLE_ALIGNMENT.CENTER
    no_table_borders(table)
    for i, skill in enumerate(S2_COMPETENCIES):
        cell = table.cell(i // 3, i % 3)
        cell.width = Inches(2.36)
        para = cell.paragraphs[0]
        para.style = document.styles["List Bullet"]
        para.add_run(skill)

    heading("PROFESSIONAL EXPERIENCE")
    for company, city, roles in S2_EMPLOYERS:
        tabbed(company, city, bold=True, before=6)
        for title, when, _, bullets in roles:
            tabbed(title, when, italic=True, before=2)
            for b in bullets:
                bullet(b)

    heading("EDUCATION")
    tabbed("Bachelor of Arts, Psychology", "2013", bold=True, before=2)
    document.add_paragraph("Louisiana State University, Baton Rouge, LA")

    heading("CERTIFICATIONS")
    bullet("SHRM Certified Professional (SHRM-CP), Society for Human Resource Management, 2019")
    bullet("Mental Health First Aid (MHFA), National Council for Mental Wellbeing, 2022")

    heading("TECHNICAL SKILLS")
    for label, items in S2_SKILL_LINES:
        p = document.add_paragraph(); p.add_run(label + ": ").bold = True
        p.add_run(", ".join(items))

    heading("AFFILIATIONS & LANGUAGES")
    bullet("Member, Society for Human Resource Management (SHRM), since 2016")
    bullet("Greater Baton Rouge SHRM chapter, Programs Committee volunteer, 2021 – Present")
    bullet("Languages: English (native), French (conversational)")

    name = "s2-alicia-fontenot"
    document.save(os.path.join(FILES, name + ".docx"))
    write_truth(name, {
        "basics": {"name": "Alicia M. Fontenot", "label": "Human Resources Generalist",
                   "email": "alicia.fontenot@example.com", "phone": "225-555-0147",
                   "location": {"city": "Baton Rouge", "region": "LA"},
                   "profiles": [linkedin("aliciafontenot-hr")]},
        "work": [{"position": title, "name": company, "location": city, "dates": dates(*span, text=when)}
                 for company, city, roles in S2_EMPLOYERS for title, when, span, _ in roles],
        "education": [{"institution": "Louisiana State University", "study_type": "Bachelor of Arts",
                       "area": "Psychology", "dates": dates(None, "2013", text="2013")}],
        "skills": [{"name": s} for s in S2_COMPETENCIES] + [{"name": s} for _, items in S2_SKILL_LINES for s in items],
        "certificates": [{"name": "SHRM Certified Professional (SHRM-CP)"}, {"name": "Mental Health First Aid (MHFA)"}],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "French", "fluency": "conversational"}],
    })


# ---- s3: clinical pharmacist, LibreOffice PDF -----------------------------------------------------
S3_JOBS = [
    ("Clinical Pharmacist", "Capitol Lakes Medical Center", "Madison, WI", "2019–Present", ("2019", None, True),
     ["Round daily with two internal medicine teams in a 410-bed teaching hospital; verify 250+ orders a shift.",
      "Run the pharmacy-to-dose service for vancomycin and aminoglycosides and the inpatient warfarin protocol.",
      "Member of the Antimicrobial Stewardship Committee; our IV-to-PO program saved $140K in 2023.",
      "Precept PharmD students on APPE rotations and train new staff pharmacists on Epic Willow."]),
    ("Staff Pharmacist", "Badger State Pharmacy", "Janesville, WI", "2017–2019", ("2017", "2019"),
     ["Filled and checked 300+ prescriptions a day in a busy community pharmacy; supervised four technicians.",
      "Gave 1,200+ immunizations a season and ran medication therapy management reviews for Medicare patients."]),
    ("Pharmacy Intern", "Lakeland Drug & Wellness", "Minneapolis, MN", "2014–2017", ("2014", "2017"),
     ["Worked 16–20 hours a week during pharmacy school: patient counseling, insurance claims and compounding."]),
    ("Certified Pharmacy Technician", "Chippewa Valley Pharmacy", "Eau Claire, WI", "2011–2013", ("2011", "2013"),
     ["Entered prescriptions, counted and labeled medications and managed inventory while in college."]),
]
S3_SKILL_LINES = [
    ("Clinical", ["anticoagulation management", "pharmacokinetic dosing", "renal dose adjustment",
                  "antimicrobial stewardship", "medication reconciliation", "sterile compounding (USP 797)"]),
    ("Systems", ["Epic Willow", "Pyxis MedStation", "Omnicell", "BD Alaris pumps", "PioneerRx"]),
]


def s3_pharmacist_libreoffice():
    from docx.shared import Inches, Pt, RGBColor

    navy = RGBColor(0x1F, 0x3A, 0x5F)
    document = new_docx(author="Kevin Nguyen", title="Kevin T. Nguyen, PharmD — CV", page=(Inches(8.5), Inches(11)),
                        margins=(Inches(0.75), Inches(0.6)), font="Carlito", size=10.5, space_after=2)
    document.styles["List Bullet"].paragraph_format.space_after = Pt(1)

    p = document.add_paragraph()
    r = p.add_run("Kevin T. Nguyen, PharmD, BCPS"); r.bold = True; r.font.size = Pt(20); r.font.color.rgb = navy
    p.paragraph_format.space_after = Pt(1)
    p = document.add_paragraph()
    p.add_run("Madison, WI 53711  |  608-555-0191  |  kevin.nguyen.rph@example.com  |  "
              "linkedin.com/in/kevintnguyen-pharmd")
    p.paragraph_format.space_after = Pt(4)
    bottom_border(p, color="1F3A5F", size="12")

    def heading(text):
        h = document.add_paragraph()
        h.paragraph_format.space_before = Pt(9); h.paragraph_format.space_after = Pt(2)
        h.paragraph_format.keep_with_next = True
        r = h.add_run(text); r.bold = True; r.font.size = Pt(11.5); r.font.color.rgb = navy
        r.font.small_caps = True

    def bullet(text):
        document.add_paragraph(text, style="List Bullet")

    heading("Profile")
    document.add_paragraph(
        "Board-certified clinical pharmacist with six years of hospital practice in internal medicine and two years "
        "in community pharmacy. Known for clear recommendations to prescribers, careful pharmacokinetic dosing and "
        "patient-friendly counseling in English and Vietnamese.")

    heading("Licensure & Certifications")
    bullet("Registered Pharmacist — Wisconsin (#12873-40) and Minnesota (#128845), active")
    bullet("Board Certified Pharmacotherapy Specialist (BCPS), 2021")
    bullet("APhA Pharmacy-Based Immunization Delivery Certificate, 2016")
    bullet("BLS and ACLS — American Heart Association, current")

    heading("Professional Experience")
    for title, employer, place, when, _, bullets in S3_JOBS:
        p = document.add_paragraph()
        p.paragraph_format.space_before = Pt(5); p.paragraph_format.space_after = Pt(1)
        p.paragraph_format.keep_with_next = True
        p.add_run(title).bold = True
        p.add_run(f" — {employer}, {place} ({when})")
        for b in bullets:
            bullet(b)

    heading("Education")
    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(1)
    p.add_run("Doctor of Pharmacy (PharmD)").bold = True
    p.add_run(", University of Minnesota, Minneapolis, MN — 2017")
    p = document.add_paragraph()
    p.add_run("B.S. in Biology").bold = True
    p.add_run(", University of Wisconsin–Eau Claire, Eau Claire, WI — 2013")

    heading("Skills")
    for label, items in S3_SKILL_LINES:
        p = document.add_paragraph(); p.add_run(label + ": ").bold = True
        p.add_run(", ".join(items))

    heading("Memberships")
    document.add_paragraph("American Society of Health-System Pharmacists (ASHP); Pharmacy Society of Wisconsin (PSW)")

    heading("Languages")
    document.add_paragraph("English (fluent), Vietnamese (native)")

    name = "s3-kevin-nguyen"
    libreoffice_pdf(document, name, pages=1)
    write_truth(name, {
        "basics": {"name": "Kevin T. Nguyen", "email": "kevin.nguyen.rph@example.com", "phone": "608-555-0191",
                   "location": {"city": "Madison", "region": "WI"}, "profiles": [linkedin("kevintnguyen-pharmd")]},
        "work": [{"position": title, "name": employer, "location": place, "dates": dates(*span, text=when)}
                 for title, employer, place, when, span, _ in S3_JOBS],
        "education": [
            {"institution": "University of Minnesota", "study_type": "Doctor of Pharmacy (PharmD)",
             "dates": dates(None, "2017", text="2017")},
            {"institution": "University of Wisconsin–Eau Claire", "study_type": "B.S.", "area": "Biology",
             "dates": dates(None, "2013", text="2013")}],
        "skills": [{"name": s} for _, items in S3_SKILL_LINES for s in items],
        "certificates": [{"name": "Registered Pharmacist"}, {"name": "Board Certified Pharmacotherapy Specialist (BCPS)"},
                         {"name": "APhA Pharmacy-Based Immunization Delivery Certificate"}, {"name": "BLS"},
                         {"name": "ACLS"}],
        "languages": [{"language": "English", "fluency": "fluent"}, {"language": "Vietnamese", "fluency": "native"}],
    })


# ---- s4: graphic designer, Chromium two-column page -----------------------------------------------
S4_JOBS = [
    ("Senior Graphic Designer", "Fernwood Creative", "Portland, OR", "Mar 2021 – Present", ("2021-03", None, True),
     ["Lead designer on brand identity and packaging projects for 12+ food, beverage and outdoor clients.",
      "Art direct photo shoots and guide two junior designers from concept sketches to press checks.",
      "Built the agency’s Figma brand-system templates; first-round client approvals rose from 40% to 65%."]),
    ("Graphic Designer", "Fernwood Creative", "Portland, OR", "Aug 2018 – Feb 2021", ("2018-08", "2021-02"),
     ["Designed logos, brand guidelines, trade-show graphics and social media campaigns.",
      "Prepared print-ready files for offset, digital and large-format printers."]),
    ("In-House Graphic Designer", "Willamette Valley Brewing Co.", "Salem, OR", "Jun 2016 – Jul 2018",
     ("2016-06", "2018-07"),
     ["Designed can labels, tap handles and taproom menus for 30+ seasonal releases.",
      "Redesigned the core six-pack line; distributor orders grew 18% the following year."]),
    ("Production Artist (part-time)", "Rose City Print & Sign", "Portland, OR", "Jan 2015 – May 2016",
     ("2015-01", "2016-05"),
     ["Preflighted customer files, built die lines and ran the wide-format printer and vinyl cutter."]),
]
S4_DESIGN = ["Brand identity", "Logo design", "Typography", "Packaging", "Print production", "Illustration",
             "Art direction"]
S4_SOFTWARE = ["Adobe Illustrator", "Adobe InDesign", "Adobe Photoshop", "Figma", "After Effects", "Procreate"]


def s4_designer_chromium():
    jobs = []
    for title, company, city, when, _, bullets in S4_JOBS:
        items = "".join(f"<li>{escape(b)}</li>" for b in bullets)
        jobs.append(f'<div class="job"><div class="head"><h3>{escape(title)}</h3><span class="when">{when}</span></div>'
                    f'<div class="co">{escape(company)} · {escape(city)}</div><ul>{items}</ul></div>')
    design = "".join(f"<li>{escape(s)}</li>" for s in S4_DESIGN)
    software = "".join(f"<li>{escape(s)}</li>" for s in S4_SOFTWARE)
    html = f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Camila Reyes — Graphic Designer</title>
<style>
@page {{ size: Letter; margin: 0; }}
* {{ box-sizing: border-box; }}
body {{ margin: 0; font: 9.8pt/1.38 Carlito, Calibri, sans-serif; color: #2b2b2b; }}
header {{ background: #e4572e; color: #fff; padding: 0.42in 0.55in 0.3in; }}
header h1 {{ margin: 0; font-size: 30pt; font-weight: 700; letter-spacing: 0.5px; }}
header .label {{ font-size: 13pt; margin-top: 2pt; letter-spacing: 2px; text-transform: uppercase; }}
.cols {{ display: grid; grid-template-columns: 2.45in 1fr; min-height: 9.4in; }}
aside {{ background: #f6efe9; padding: 0.3in 0.25in 0.3in 0.55in; }}
main {{ padding: 0.3in 0.55in 0.3in 0.35in; }}
h2 {{ font-size: 10.5pt; text-transform: uppercase; letter-spacing: 0.6px; color: #e4572e; margin: 0 0 5pt; }}
aside section {{ margin-bottom: 14pt; }}
aside p {{ margin: 0 0 3pt; }}
aside ul {{ list-style: none; padding: 0; margin: 0; }}
aside li {{ margin-bottom: 2pt; }}
aside h4 {{ margin: 6pt 0 2pt; font-size: 9.8pt; color: #444; }}
aside a, main a {{ color: inherit; text-decoration: none; }}
main section {{ margin-bottom: 12pt; }}
main p {{ margin: 0; }}
.job {{ margin-bottom: 9pt; }}
.job .head {{ display: flex; justify-content: space-between; align-items: baseline; }}
.job h3 {{ margin: 0; font-size: 11pt; }}
.job .when {{ background: #fbe3da; color: #a33a17; border-radius: 8pt; padding: 0 7pt; font-size: 9pt; white-space: nowrap; }}
.job .co {{ color: #666; margin: 1pt 0 2pt; }}
main ul {{ margin: 0; padding-left: 14pt; }}
main li {{ margin-bottom: 1.5pt; }}
</style></head>
<body>
<header>
  <h1>Camila Reyes</h1>
  <div class="label">Graphic Designer</div>
</header>
<div class="cols">
<aside>
  <section>
    <h2>Contact</h2>
    <p>Portland, OR</p>
    <p>(503) 555-0139</p>
    <p><a href="mailto:camila.reyes@example.com">camila.reyes@example.com</a></p>
    <p><a href="https://camilareyes.example.com">camilareyes.example.com</a></p>
    <p><a href="https://behance.net/camilareyes">behance.net/camilareyes</a></p>
  </section>
  <section>
    <h2>Skills</h2>
    <h4>Design</h4>
    <ul>{design}</ul>
    <h4>Software</h4>
    <ul>{software}</ul>
  </section>
  <section>
    <h2>Education</h2>
    <p><b>Bachelor of Fine Arts (BFA), Graphic Design</b></p>
    <p>Cascadia College of Art &amp; Design</p>
    <p>2012 – 2016</p>
  </section>
  <section>
    <h2>Languages</h2>
    <p>English — native</p>
    <p>Spanish — fluent</p>
  </section>
</aside>
<main>
  <section>
    <h2>Profile</h2>
    <p>Graphic designer with nine years of agency and in-house experience in brand identity, packaging and print.
    I like hard constraints (a 12-ounce can, a two-color press, a tight deadline) and work closely with writers,
    printers and clients to get from a sketch to a finished shelf.</p>
  </section>
  <section>
    <h2>Experience</h2>
    {"".join(jobs)}
  </section>
  <section>
    <h2>Awards</h2>
    <ul>
      <li>Gold ADDY Award, AAF Portland — Ridgeline Coffee packaging, 2022</li>
      <li>Silver ADDY Award, AAF Portland — Willamette Valley Brewing “Harvest Series” labels, 2018</li>
    </ul>
  </section>
</main>
</div>
</body></html>
"""
    name = "s4-camila-reyes"
    chromium_pdf(html, name, pages=1)
    write_truth(name, {
        "basics": {"name": "Camila Reyes", "label": "Graphic Designer", "email": "camila.reyes@example.com",
                   "phone": "(503) 555-0139", "url": "https://camilareyes.example.com",
                   "location": {"city": "Portland", "region": "OR"},
                   "profiles": [{"network": "Behance", "url": "https://behance.net/camilareyes"}]},
        "work": [{"position": title, "name": company, "location": city, "dates": dates(*span, text=when)}
                 for title, company, city, when, span, _ in S4_JOBS],
        "education": [{"institution": "Cascadia College of Art & Design", "study_type": "Bachelor of Fine Arts (BFA)",
                       "area": "Graphic Design", "dates": dates("2012", "2016", text="2012 – 2016")}],
        "skills": [{"name": s} for s in S4_DESIGN + S4_SOFTWARE],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Spanish", "fluency": "fluent"}],
    })


# ---- s5: civil engineer, pdflatex -----------------------------------------------------------------
S5_JOBS = [
    ("Project Engineer", "Sawtooth Civil Partners", "Boise, ID", "June 2021 -- Present", "June 2021 – Present",
     ("2021-06", None, True),
     ["Manage design of roadway, grading, drainage and utility plans for commercial and subdivision sites "
      "(\\$1M--\\$15M construction value).",
      "Key projects: Ten Mile Road widening, 2.4 miles, five lanes (2023); Eagle Crossing subdivision, 310 lots (2022).",
      "Prepare stormwater reports, engineer's estimates and specifications; respond to city and ACHD review comments.",
      "Supervise two EITs and a CAD technician; review plan sets before submittal."]),
    ("Staff Engineer I", "Snake River Engineering, Inc.", "Twin Falls, ID", "January 2018 -- May 2021",
     "January 2018 – May 2021", ("2018-01", "2021-05"),
     ["Designed plan and profile sheets, culverts and ADA curb ramps for county highway and irrigation projects.",
      "Ran HEC-RAS and HydroCAD models for canal crossings and detention ponds.",
      "Observed construction and tested concrete and compaction on three bridge replacement projects."]),
    ("Engineering Intern", "Gem Valley Highway District", "Meridian, ID", "May 2017 -- August 2017",
     "May 2017 – August 2017", ("2017-05", "2017-08"),
     ["Inventoried 1,800 signs and 600 culverts in GIS; drafted pavement rehabilitation plans in AutoCAD."]),
]
S5_SKILL_LINES = [
    ("Software", ["AutoCAD Civil 3D", "MicroStation", "OpenRoads Designer", "HEC-RAS", "HydroCAD", "ArcGIS Pro",
                  "Bluebeam Revu"]),
    ("Design", ["roadway geometry", "grading and drainage", "stormwater management", "utility design",
                "ADA ramp design", "traffic control plans"]),
    ("Construction", ["quantity takeoffs", "cost estimating", "construction observation", "materials testing"]),
]
S5_CERTS = [("Professional Engineer (P.E.)", "Idaho, License No.~P-21457, 2022"),
            ("Engineer Intern (EI)", "Idaho, 2017"),
            ("ACI Concrete Field Testing Technician -- Grade I", "2018"),
            ("OSHA 10-Hour Construction Safety", "2018")]


def s5_tex_plain(text):
    return text.replace("\\&", "&").replace("--", "–").replace("~", " ").replace("\\%", "%").replace("\\$", "$")


def s5_civil_pdflatex():
    jobs = []
    for title, company, place, when, _, _, bullets in S5_JOBS:
        items = "\n".join(f"  \\item {b}" for b in bullets)
        jobs.append(f"\\job{{{title}}}{{{company}}}{{{place}}}{{{when}}}\n\\begin{{itemize}}\n{items}\n\\end{{itemize}}")
    skills = "\n".join(f"\\textbf{{{label}:}} {', '.join(items)}\\\\" for label, items in S5_SKILL_LINES)
    certs = "\n".join(f"  \\item {c}, {rest}" for c, rest in S5_CERTS)
    source = r"""\documentclass[10pt,letterpaper]{article}
\usepackage[T1]{fontenc}
\usepackage[utf8]{inputenc}
\usepackage[scaled=0.95]{helvet}
\renewcommand{\familydefault}{\sfdefault}
\usepackage[margin=0.65in,top=0.55in,bottom=0.55in]{geometry}
\usepackage[dvipsnames]{xcolor}
\usepackage{titlesec}
\usepackage{enumitem}
\usepackage[hidelinks]{hyperref}
\definecolor{accent}{HTML}{2E6B4F}
\pagestyle{empty}
\setlength{\parindent}{0pt}
\titleformat{\section}{\color{accent}\large\bfseries}{}{0pt}{\MakeUppercase}[{\color{accent}\titlerule[0.8pt]}]
\titlespacing*{\section}{0pt}{9pt}{4pt}
\setlist[itemize]{leftmargin=14pt,topsep=1pt,itemsep=0pt,parsep=0pt,label=\textendash}
\newcommand{\job}[4]{\textbf{#1}, #2 --- #3 \hfill #4}
\begin{document}
{\fontsize{22}{26}\selectfont\bfseries Kelsey R. Marchand}\\[2pt]
{\large\color{accent} Civil Engineer --- Transportation \& Site Development}\\[3pt]
Boise, ID 83706 \,\textbar\, 208-555-0172 \,\textbar\,
\href{mailto:kelsey.marchand@example.com}{kelsey.marchand@example.com} \,\textbar\,
\href{https://www.linkedin.com/in/kelseymarchand}{linkedin.com/in/kelseymarchand}

\section*{Summary}
Licensed civil engineer with seven years of roadway, site and drainage design for public agencies and private
developers in southern Idaho. I take projects from survey and concept through permitting and construction, and
I write plans that contractors can build from without a string of RFIs.

\section*{Experience}
""" + "\n\n\\smallskip\n".join(jobs) + r"""

\section*{Education}
\textbf{B.S. in Civil Engineering}, Boise State University, Boise, ID \hfill December 2017\\
Minor in Mathematics \textbullet{} GPA 3.61

\section*{Licenses \& Certifications}
\begin{itemize}
""" + certs + r"""
\end{itemize}

\section*{Skills}
""" + skills + r"""

\section*{Affiliations}
American Society of Civil Engineers (ASCE), member since 2015 \textbullet{}
Institute of Transportation Engineers (ITE), Idaho Section
\end{document}
"""
    name = "s5-kelsey-marchand"
    pdflatex(source, name)
    write_truth(name, {
        "basics": {"name": "Kelsey R. Marchand", "label": "Civil Engineer — Transportation & Site Development",
                   "email": "kelsey.marchand@example.com", "phone": "208-555-0172",
                   "location": {"city": "Boise", "region": "ID"}, "profiles": [linkedin("kelseymarchand")]},
        "work": [{"position": title, "name": company, "location": place, "dates": dates(*span, text=text)}
                 for title, company, place, _, text, span, _ in S5_JOBS],
        "education": [{"institution": "Boise State University", "study_type": "B.S.", "area": "Civil Engineering",
                       "score": "3.61", "dates": dates(None, "2017-12", text="December 2017")}],
        "skills": [{"name": s} for _, items in S5_SKILL_LINES for s in items],
        "certificates": [{"name": s5_tex_plain(c)} for c, _ in S5_CERTS],
    })


# ---- s6: restaurant general manager, DOCX with a layout table -------------------------------------
S6_JOBS = [
    ("Mar 2019 – Present", ("2019-03", None, True), "General Manager", "The Copper Kettle Bistro", "Columbus, OH",
     ["Run a 160-seat full-service restaurant and bar with $4.2M in annual sales and 55 employees.",
      "Cut food cost from 33% to 29% and labor from 31% to 27% through menu engineering and scheduling.",
      "Kept the restaurant open through 2020 with curbside, catering and meal kits; sales back above 2019 by 2022.",
      "Hire, train and coach the management team; three of my shift leads have been promoted to AGM."]),
    ("Jun 2016 – Feb 2019", ("2016-06", "2019-02"), "Assistant General Manager", "Harvest Table Restaurant Group",
     "Grandview Heights, OH",
     ["Managed front and back of house on alternating shifts at the group's flagship location (220 seats).",
      "Ran weekly inventory and ordering; owned the health inspection binder with four straight clean inspections."]),
    ("Aug 2014 – May 2016", ("2014-08", "2016-05"), "Kitchen Manager", "Harvest Table Restaurant Group",
     "Grandview Heights, OH",
     ["Led a kitchen team of 14, wrote prep lists and recipe cards, and opened a second location's kitchen."]),
    ("2010 – 2014", ("2010", "2014"), "Line Cook / Shift Lead", "Buckeye Grill House", "Dublin, OH",
     ["Worked grill, sauté and expo; promoted to shift lead in 2012."]),
]
S6_SKILLS = ["P&L management", "Food and labor cost control", "Inventory and ordering", "Scheduling (HotSchedules)",
             "Toast POS", "OpenTable", "Hiring and training", "Health code compliance", "Catering and private events"]


def s6_restaurant_docx():
    from docx.enum.table import WD_TABLE_ALIGNMENT
    from docx.enum.text import WD_ALIGN_PARAGRAPH
    from docx.shared import Inches, Pt, RGBColor

    wine = RGBColor(0x7A, 0x1F, 0x2B)
    document = new_docx(author="Jamal Greer", title="Jamal Greer - Resume", page=(Inches(8.5), Inches(11)),
                        margins=(Inches(0.7), Inches(0.55)), font="Arial", size=10, space_after=2)
    document.styles["List Bullet"].paragraph_format.space_after = Pt(1)
    left_w, right_w = Inches(1.6), Inches(5.5)

    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.LEFT
    r = p.add_run("JAMAL GREER"); r.bold = True; r.font.size = Pt(24); r.font.color.rgb = wine
    p.paragraph_format.space_after = Pt(0)
    p = document.add_paragraph()
    r = p.add_run("Restaurant General Manager"); r.font.size = Pt(13); r.font.color.rgb = RGBColor(0x55, 0x55, 0x55)
    p.paragraph_format.space_after = Pt(2)
    contact = document.add_paragraph()
    contact.add_run("Columbus, OH  |  614-555-0153  |  ")
    add_hyperlink(contact, "mailto:jamal.greer@example.com", "jamal.greer@example.com")
    contact.paragraph_format.space_after = Pt(4)
    bottom_border(contact, color="7A1F2B", size="12")

    def heading(text):
        h = document.add_paragraph()
        h.paragraph_format.space_before = Pt(9); h.paragraph_format.space_after = Pt(3)
        h.paragraph_format.keep_with_next = True
        r = h.add_run(text); r.bold = True; r.font.size = Pt(12); r.font.color.rgb = wine

    def layout_table(rows):
        table = document.add_table(rows=0, cols=2)
        table.alignment = WD_TABLE_ALIGNMENT.LEFT
        table.autofit = False
        no_table_borders(table)
        table.columns[0].width, table.columns[1].width = left_w, right_w
        for when, title, sub, bullets in rows:
            cells = table.add_row().cells
            cells[0].width, cells[1].width = left_w, right_w
            q = cells[0].paragraphs[0]
            r = q.add_run(when); r.bold = True; r.font.color.rgb = RGBColor(0x55, 0x55, 0x55)
            q = cells[1].paragraphs[0]; q.add_run(title).bold = True
            q.paragraph_format.space_after = Pt(0)
            q = cells[1].add_paragraph(); q.add_run(sub).italic = True
            for b in bullets:
                cells[1].add_paragraph(b, style="List Bullet")
            cells[1].paragraphs[-1].paragraph_format.space_after = Pt(6)

    heading("SUMMARY")
    document.add_paragraph(
        "Hands-on restaurant general manager with 15 years in full-service kitchens and dining rooms, from the line to "
        "the P&L. I build teams that stay, keep costs in line without cutting corners on food or service, and run a "
        "clean, inspection-ready house.")

    heading("EXPERIENCE")
    layout_table([(when, title, f"{company}, {place}", bullets)
                  for when, _, title, company, place, bullets in S6_JOBS])

    heading("EDUCATION")
    layout_table([("2012", "Associate of Applied Science (AAS) – Culinary Arts",
                   "Olentangy Valley Community College, Columbus, OH", [])])

    heading("CERTIFICATIONS")
    document.add_paragraph("ServSafe Food Protection Manager Certification – exp. 2027", style="List Bullet")
    document.add_paragraph("ServSafe Alcohol – 2023", style="List Bullet")

    heading("SKILLS")
    document.add_paragraph(", ".join(S6_SKILLS))

    heading("LANGUAGES")
    document.add_paragraph("English (native), Spanish (conversational)")

    name = "s6-jamal-greer"
    document.save(os.path.join(FILES, name + ".docx"))
    write_truth(name, {
        "basics": {"name": "Jamal Greer", "label": "Restaurant General Manager", "email": "jamal.greer@example.com",
                   "phone": "614-555-0153", "location": {"city": "Columbus", "region": "OH"}},
        "work": [{"position": title, "name": company, "location": place, "dates": dates(*span, text=when)}
                 for when, span, title, company, place, _ in S6_JOBS],
        "education": [{"institution": "Olentangy Valley Community College",
                       "study_type": "Associate of Applied Science (AAS)", "area": "Culinary Arts",
                       "dates": dates(None, "2012", text="2012")}],
        "skills": [{"name": s} for s in S6_SKILLS],
        "certificates": [{"name": "ServSafe Food Protection Manager Certification"}, {"name": "ServSafe Alcohol"}],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Spanish", "fluency": "conversational"}],
    })


if __name__ == "__main__":
    s1_truck_driver_text()
    s2_hr_docx()
    s3_pharmacist_libreoffice()
    s4_designer_chromium()
    s5_civil_pdflatex()
    s6_restaurant_docx()
