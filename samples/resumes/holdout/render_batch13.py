#!/usr/bin/env python3
"""Renders the thirteenth held-out batch (t1–t6) into files/ and its truth into truth/.

Written without reading the parser. Like batches 10–12, six MAINSTREAM resumes in fields the
earlier batches did not use, each made with the tool its writer would have at hand:

- t1 (plain text): a dental hygienist's resume typed in a plain editor: the name in capitals with
  ", RDH" after it over a label, "Licensure & Certifications" before the experience (a licence
  number and expiry, an AHA card "current"), one line a job "Title, Company — City, ST | 2019–Present"
  (years only, en dash, no spaces), a part-time periodontal job that overlaps the full-time one, a
  two-year gap with no entry, a dental assistant job and a hygienist job at one practice,
  "*" bullets, "Associate of Applied Science in Dental Hygiene", a comma-separated skills
  paragraph and an "Additional" section with a "Languages:" line and a membership. A registered
  dental hygienist in Asheville, NC.
- t2 (DOCX, python-docx): a litigation paralegal's Word resume: the name in capitals, a label, a
  hyperlinked email and LinkedIn, experience as a bold employer line with the city on a right tab
  over italic title lines with "MM/YYYY – Current" dates on a right tab (three titles at one law
  firm), "Associate Degree – Paralegal Studies" with an "ABA-approved program" line, a skills
  section that is a real Word table ("Table Grid", a shaded category cell and a comma list in the
  other cell), certifications with issuers and years, an affiliation and languages. A senior
  litigation paralegal in Cleveland, OH.
- t3 (LibreOffice PDF of a Word document): a financial analyst's resume: no label, a summary
  without a heading, each job a bold title ("Senior Financial Analyst, FP&A") over
  "Company, City, ST | January 2022 to Present" ("Month YYYY to Month YYYY"), two titles at one
  insurer, a summer internship, "Bachelor of Science, Finance" with a "Minor in Economics | GPA:
  3.74/4.00" line, certifications with issuers and years, grouped "Category: a, b" skill lines
  (one item with commas inside parentheses) and a "Languages:" line inside the skills section. A
  senior financial analyst in Hartford, CT.
- t4 (Chromium "Save as PDF"): a UX researcher's two-column page with a shaded RIGHT sidebar that
  comes after the main column in the source: the name and label at the top of the main column, a
  summary, jobs as "Title at Company" over "City, ST · Oct 2021 – Present" (a part-time contract
  job placed "Remote", an internship), selected studies as bullets; the sidebar holds contact (a
  portfolio site and LinkedIn), "Methods" and "Tools" chips, the education ("M.S. in Human
  Factors Psychology", "B.A. in Psychology" with "Magna Cum Laude"), certificates with issuers
  and years and languages as "Portuguese — native". A senior UX researcher in Raleigh, NC.
- t5 (pdflatex, Charter): a construction superintendent's two-page resume: a centred name and
  label, small-caps section headings with a rule, experience grouped by company (bold company
  with the city at the right, italic titles with "Sept. 2019 -- Present" style dates at the right,
  two titles at one builder), "Selected projects" sub-lists with contract values inside the
  bullets, an earlier trade job with year-only dates, an "A.A.S., Construction Engineering
  Technology" and a "Certificate in Construction Project Management" (a certificate program),
  licences and certifications with issuers and years, and labelled skill lines. A senior
  superintendent in Knoxville, TN.
- t6 (HTML, Google Docs "Download > Web page"): a medical social worker's resume as Google Docs
  exports it: one long line of markup, generated class names (c1, c2 …), a Title paragraph with
  ", LICSW" after the name, h2 headings with "h." ids, web links wrapped in
  "https://www.google.com/url?q=…" redirects (the mailto link is not), list items with
  "lst-kix_…" classes, empty spacer paragraphs, jobs as "Title | Organization | City, ST" over an
  italic "Sept 2019 - Present" line, an MSW field placement listed as an internship, a part-time
  job, "Master of Social Work (MSW)" and "B.A. in Sociology, minor in Spanish", skills in a
  borderless two-cell table of bullet lists, and languages including American Sign Language. A
  medical social worker in Duluth, MN.

Truth conventions as in batches 5–12: date_text as printed (without surrounding parentheses;
LaTeX "--" printed as "–"), the work entry's location where printed, education score where a grade
or honour is printed, certificate names without issuer, state, number, year or expiry (a line
naming several credentials gives one certificate each), every listed skill as printed (a table
cell's comma list gives one skill an item, a list item or chip is one skill, commas inside
parentheses do not split), spoken languages only (American Sign Language counts), with their
fluency as printed. Affiliations, memberships and selected projects or studies are not work
entries; two titles at one employer are two work entries; an internship listed under experience
is a work entry; a gap with nothing printed has no entry. Credentials after a name (", RDH",
", LICSW") are not part of the name; a name printed in capitals is given in title case. A
personal portfolio site is basics.url; LinkedIn is a profile.

Needs `pip install python-docx`, `apt-get install chromium fonts-crosextra-carlito fonts-liberation
libreoffice-writer-nogui poppler-utils texlive-latex-base texlive-latex-recommended
texlive-fonts-recommended texlive-latex-extra`.
Run from this folder: python3 render_batch13.py
"""
import os
from xml.sax.saxutils import escape

from holdout_render import (FILES, bottom_border, chromium_pdf, dates, libreoffice_pdf, linkedin, new_docx,
                            oxml_element, pdf_pages, pdflatex, write_text, write_truth)
from render_batch10 import add_hyperlink, shade_cell


# ---- t1: dental hygienist, plain text -------------------------------------------------------------
T1_JOBS = [
    ("Registered Dental Hygienist", "Blue Ridge Family Dentistry", "Asheville, NC", "2019–Present",
     ("2019", None, True),
     ["Full hygiene schedule of 8-9 patients a day in a 4-doctor general practice, adults and children",
      "Scaling and root planing, periodontal maintenance, sealants, fluoride varnish and local anesthesia",
      "Take and read FMX, bitewings and panoramic images on Dexis; chart perio in Dentrix",
      "Raised the practice's perio diagnosis and treatment acceptance from 22% to 41% in two years",
      "Train and calibrate new hygienists on the office's periodontal protocol"]),
    ("Periodontal Hygienist (part-time)", "Mountain Periodontics & Implants", "Hendersonville, NC", "2019–2021",
     ("2019", "2021"),
     ["Saturdays and one weekday: perio maintenance, post-surgical care and implant maintenance",
      "Assisted with laser therapy (LANAP) patients and kept the implant recall list"]),
    ("Registered Dental Hygienist", "Smoky Park Dental Group", "Waynesville, NC", "2015–2017", ("2015", "2017"),
     ["Hygiene for a busy rural practice with many Medicaid and uninsured patients",
      "Started a school sealant day with two local elementary schools (300+ children a year)"]),
    ("Dental Assistant (part-time)", "Smoky Park Dental Group", "Waynesville, NC", "2012–2015", ("2012", "2015"),
     ["Chairside assisting, sterilization, radiographs and front desk coverage while in hygiene school"]),
]
T1_SKILLS = ["Scaling and root planing", "Periodontal charting", "Local anesthesia", "Digital radiography (Dexis)",
             "Intraoral camera", "Sealants and fluoride varnish", "Implant maintenance", "Patient education",
             "Dentrix", "Eaglesoft", "Infection control (OSHA/CDC)"]


def t1_dental_hygienist_text():
    jobs = []
    for title, company, place, when, _, bullets in T1_JOBS:
        jobs.append(f"{title}, {company} — {place} | {when}\n" + "\n".join("* " + b for b in bullets))
    text = f"""HEATHER L. PRUITT, RDH
Registered Dental Hygienist
Asheville, NC 28806 | (828) 555-0143 | heather.pruitt.rdh@example.com


PROFILE

Registered dental hygienist with 9 years of chairside experience in general and periodontal
practices. Gentle with anxious patients, careful with perio charting, and good at explaining
treatment so patients say yes to it.


LICENSURE & CERTIFICATIONS

* Registered Dental Hygienist (RDH), North Carolina State Board of Dental Examiners, License #H-8842, exp. 12/2025
* Local Anesthesia Certification, North Carolina, 2015
* Nitrous Oxide Monitoring Certification, 2016
* CPR/BLS for Healthcare Providers, American Heart Association (current)


EXPERIENCE

{(chr(10) + chr(10)).join(jobs)}


EDUCATION

Associate of Applied Science in Dental Hygiene, Pisgah Technical Community College — Asheville, NC | 2015
* Clinical Excellence Award, Class of 2015


SKILLS

{", ".join(T1_SKILLS)}


ADDITIONAL

Languages: English (native), Spanish (conversational)
Member, American Dental Hygienists' Association (ADHA) and NC Dental Hygienists' Association
"""
    name = "t1-heather-pruitt"
    write_text(name + ".txt", text)
    write_truth(name, {
        "basics": {"name": "Heather L. Pruitt", "label": "Registered Dental Hygienist",
                   "email": "heather.pruitt.rdh@example.com", "phone": "(828) 555-0143",
                   "location": {"city": "Asheville", "region": "NC"}},
        "work": [{"position": title, "name": company, "location": place, "dates": dates(*span, text=when)}
                 for title, company, place, when, span, _ in T1_JOBS],
        "education": [{"institution": "Pisgah Technical Community College", "study_type": "Associate of Applied Science",
                       "area": "Dental Hygiene", "dates": dates(None, "2015", text="2015")}],
        "skills": [{"name": s} for s in T1_SKILLS],
        "certificates": [{"name": "Registered Dental Hygienist (RDH)"}, {"name": "Local Anesthesia Certification"},
                         {"name": "Nitrous Oxide Monitoring Certification"},
                         {"name": "CPR/BLS for Healthcare Providers"}],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Spanish", "fluency": "conversational"}],
    })


# ---- t2: litigation paralegal, DOCX with tab stops and a Word table -------------------------------
T2_EMPLOYERS = [
    ("Halloran, Pike & Vasquez LLP", "Cleveland, OH", [
        ("Senior Litigation Paralegal", "06/2021 – Current", ("2021-06", None, True),
         ["Support three partners on commercial and product liability cases in state and federal court, "
          "from complaint through trial.",
          "Run discovery in Relativity for cases of up to 1.2 million documents; build review batches, privilege "
          "logs and production sets with outside vendors.",
          "Prepare deposition outlines, exhibit binders and trial notebooks; sat second chair at four jury trials.",
          "Train and assign work to two paralegals and three legal assistants."]),
        ("Litigation Paralegal", "08/2017 – 05/2021", ("2017-08", "2021-05"),
         ["Drafted discovery requests and responses, subpoenas and routine motions for attorney review.",
          "E-filed in the Northern District of Ohio (CM/ECF) and Cuyahoga County Common Pleas.",
          "Moved the litigation group's calendaring from paper tickler files to Clio with court-rule deadlines."]),
        ("Legal Assistant", "03/2015 – 07/2017", ("2015-03", "2017-07"),
         ["Managed calendars, correspondence and billing entries for two partners; opened and closed matters.",
          "Summarized medical records and deposition transcripts for the product liability team."]),
    ]),
    ("Northcoast Title & Escrow, Inc.", "Beachwood, OH", [
        ("Title Processor", "09/2012 – 02/2015", ("2012-09", "2015-02"),
         ["Ordered and reviewed title searches, prepared commitments and closing packages for 60+ closings a month.",
          "Cleared liens and judgments with lenders, county recorders and attorneys."]),
    ]),
]
T2_SKILL_ROWS = [
    ("Litigation Support", ["Discovery and document review", "Deposition and trial preparation",
                            "Exhibit and binder preparation", "Subpoenas and service of process",
                            "Medical record summaries"]),
    ("E-Filing & Research", ["PACER/CM-ECF", "Ohio state court e-filing", "Westlaw", "Lexis+"]),
    ("Software", ["Relativity", "Clio", "iManage", "Adobe Acrobat Pro", "Microsoft Word", "Microsoft Excel"]),
]


def t2_paralegal_docx():
    from docx.enum.table import WD_TABLE_ALIGNMENT
    from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_TAB_ALIGNMENT
    from docx.shared import Inches, Pt, RGBColor

    slate = RGBColor(0x2F, 0x4F, 0x6F)
    document = new_docx(author="Desmond Okafor", title="Desmond Okafor - Paralegal Resume",
                        page=(Inches(8.5), Inches(11)), margins=(Inches(0.75), Inches(0.6)), font="Cambria",
                        size=10.5, space_after=2)
    document.styles["List Bullet"].paragraph_format.space_after = Pt(1)
    right = Inches(7.0)

    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = p.add_run("DESMOND J. OKAFOR"); r.bold = True; r.font.size = Pt(20); r.font.color.rgb = slate
    p.paragraph_format.space_after = Pt(0)
    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = p.add_run("Senior Litigation Paralegal"); r.font.size = Pt(12)
    p.paragraph_format.space_after = Pt(2)
    contact = document.add_paragraph(); contact.alignment = WD_ALIGN_PARAGRAPH.CENTER
    contact.add_run("Cleveland, OH 44113  |  216.555.0178  |  ")
    add_hyperlink(contact, "mailto:desmond.okafor@example.com", "desmond.okafor@example.com")
    contact.add_run("  |  ")
    add_hyperlink(contact, "https://www.linkedin.com/in/desmondokafor-paralegal", "linkedin.com/in/desmondokafor-paralegal")
    contact.paragraph_format.space_after = Pt(4)

    def heading(text):
        h = document.add_paragraph()
        h.paragraph_format.space_before = Pt(9); h.paragraph_format.space_after = Pt(3)
        h.paragraph_format.keep_with_next = True
        r = h.add_run(text); r.bold = True; r.font.size = Pt(11.5); r.font.color.rgb = slate
        bottom_border(h, color="2F4F6F", size="8")

    def tabbed(left, right_text, bold=False, italic=False, before=0):
        p = document.add_paragraph()
        p.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
        p.paragraph_format.space_before = Pt(before); p.paragraph_format.space_after = Pt(0)
        p.paragraph_format.keep_with_next = True
        r = p.add_run(left); r.bold = bold; r.italic = italic
        p.add_run("\t" + right_text)
        return p

    def bullet(text):
        document.add_paragraph(text, style="List Bullet")

    heading("PROFESSIONAL SUMMARY")
    document.add_paragraph(
        "NALA Certified Paralegal with ten years in litigation and real estate practice. Organized, fast and "
        "accurate under trial deadlines; trusted to run large e-discovery projects and to keep a busy litigation "
        "calendar clean.")

    heading("PROFESSIONAL EXPERIENCE")
    for company, city, roles in T2_EMPLOYERS:
        tabbed(company, city, bold=True, before=6)
        for title, when, _, bullets in roles:
            tabbed(title, when, italic=True, before=2)
            for b in bullets:
                bullet(b)

    heading("EDUCATION")
    tabbed("Associate Degree – Paralegal Studies", "2015", bold=True, before=2)
    document.add_paragraph("Western Reserve Community College, Parma, OH")
    document.add_paragraph("ABA-approved program; completed evenings while working full time")

    heading("SKILLS")
    table = document.add_table(rows=0, cols=2)
    table.style = document.styles["Table Grid"]
    table.alignment = WD_TABLE_ALIGNMENT.CENTER
    table.autofit = False
    widths = (Inches(1.75), Inches(5.25))
    for label, items in T2_SKILL_ROWS:
        row = table.add_row()
        row._tr.get_or_add_trPr().append(oxml_element("w:cantSplit"))
        cells = row.cells
        for cell, width in zip(cells, widths):
            cell.width = width
        shade_cell(cells[0], "E3E9F0")
        cells[0].paragraphs[0].add_run(label).bold = True
        cells[1].paragraphs[0].add_run(", ".join(items))
    for column, width in zip(table.columns, widths):
        column.width = width

    heading("CERTIFICATIONS")
    bullet("Certified Paralegal (CP), NALA – The Paralegal Association, 2018")
    bullet("Relativity Certified User, Relativity, 2020")
    bullet("Notary Public, State of Ohio, commissioned 2019")

    heading("AFFILIATIONS & LANGUAGES")
    bullet("Cleveland Association of Paralegals, member since 2016; CLE committee 2022 – 2024")
    bullet("Languages: English (native), Igbo (conversational)")

    name = "t2-desmond-okafor"
    document.save(os.path.join(FILES, name + ".docx"))
    write_truth(name, {
        "basics": {"name": "Desmond J. Okafor", "label": "Senior Litigation Paralegal",
                   "email": "desmond.okafor@example.com", "phone": "216.555.0178",
                   "location": {"city": "Cleveland", "region": "OH"},
                   "profiles": [linkedin("desmondokafor-paralegal")]},
        "work": [{"position": title, "name": company, "location": city, "dates": dates(*span, text=when)}
                 for company, city, roles in T2_EMPLOYERS for title, when, span, _ in roles],
        "education": [{"institution": "Western Reserve Community College", "study_type": "Associate Degree",
                       "area": "Paralegal Studies", "dates": dates(None, "2015", text="2015")}],
        "skills": [{"name": s} for _, items in T2_SKILL_ROWS for s in items],
        "certificates": [{"name": "Certified Paralegal (CP)"}, {"name": "Relativity Certified User"},
                         {"name": "Notary Public"}],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Igbo", "fluency": "conversational"}],
    })


# ---- t3: financial analyst, LibreOffice PDF -------------------------------------------------------
T3_JOBS = [
    ("Senior Financial Analyst, FP&A", "Charter Oak Mutual Insurance", "Hartford, CT", "January 2022 to Present",
     ("2022-01", None, True),
     ["Own the annual operating plan and quarterly forecasts for the $1.4B personal lines division.",
      "Build driver-based models of premium, loss ratio and expense that cut forecast error from 6% to 2.5%.",
      "Prepare the monthly variance package and present results to the division CFO and business leaders.",
      "Automated the month-end reporting close in Power Query and Power BI, saving three analyst days a month."]),
    ("Financial Analyst", "Charter Oak Mutual Insurance", "Hartford, CT", "July 2019 to December 2021",
     ("2019-07", "2021-12"),
     ["Supported budgeting for claims and IT cost centers ($220M in annual spend) in Hyperion Planning.",
      "Analyzed vendor contracts and headcount plans; business cases for two claims system projects."]),
    ("Junior Financial Analyst", "Farmington Valley Medical Group", "Farmington, CT", "June 2017 to June 2019",
     ("2017-06", "2019-06"),
     ["Reported monthly P&L for 14 physician practices and reconciled payer revenue to the general ledger.",
      "Built the first provider productivity dashboard (wRVUs, visits, payer mix) used by practice managers."]),
    ("Corporate Finance Intern", "Riverfront Capital Advisors", "Hartford, CT", "June 2016 to August 2016",
     ("2016-06", "2016-08"),
     ["Spread financial statements and built comparable-company analyses for two middle-market sell-side deals."]),
]
T3_SKILL_LINES = [
    ("Financial analysis", ["budgeting and forecasting", "variance analysis", "financial modeling",
                            "DCF valuation", "scenario analysis"]),
    ("Systems", ["Oracle Hyperion Planning", "Oracle EBS", "SAP BusinessObjects", "Workday Adaptive Planning"]),
    ("Tools", ["Excel (VBA, Power Query)", "Power BI", "SQL", "Python (pandas)"]),
]


def t3_financial_analyst_libreoffice():
    from docx.enum.text import WD_ALIGN_PARAGRAPH
    from docx.shared import Inches, Pt, RGBColor

    green = RGBColor(0x1E, 0x5B, 0x4A)
    document = new_docx(author="Vivian Zhou", title="Vivian Zhou Resume", page=(Inches(8.5), Inches(11)),
                        margins=(Inches(0.8), Inches(0.6)), font="Carlito", size=10.5, space_after=2)
    document.styles["List Bullet"].paragraph_format.space_after = Pt(1)

    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = p.add_run("Vivian Zhou"); r.bold = True; r.font.size = Pt(22); r.font.color.rgb = green
    p.paragraph_format.space_after = Pt(1)
    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    p.add_run("Hartford, CT 06103  •  (860) 555-0125  •  vivian.zhou@example.com  •  linkedin.com/in/vivianzhou-fin")
    p.paragraph_format.space_after = Pt(6)
    bottom_border(p, color="1E5B4A", size="6")

    summary = document.add_paragraph(
        "Financial analyst with seven years in FP&A for insurance and healthcare. I build forecasting models that "
        "business leaders actually use, explain variances in plain language and automate the reporting grind so "
        "the team can spend its time on analysis.")
    summary.paragraph_format.space_after = Pt(4)

    def heading(text):
        h = document.add_paragraph()
        h.paragraph_format.space_before = Pt(8); h.paragraph_format.space_after = Pt(2)
        h.paragraph_format.keep_with_next = True
        r = h.add_run(text.upper()); r.bold = True; r.font.size = Pt(11); r.font.color.rgb = green
        bottom_border(h, color="9FBFB4", size="4")

    def bullet(text):
        document.add_paragraph(text, style="List Bullet")

    heading("Professional Experience")
    for title, company, place, when, _, bullets in T3_JOBS:
        p = document.add_paragraph()
        p.paragraph_format.space_before = Pt(5); p.paragraph_format.space_after = Pt(0)
        p.paragraph_format.keep_with_next = True
        r = p.add_run(title); r.bold = True; r.font.size = Pt(11)
        p = document.add_paragraph()
        p.paragraph_format.space_after = Pt(1); p.paragraph_format.keep_with_next = True
        r = p.add_run(f"{company}, {place}  |  {when}"); r.italic = True
        for b in bullets:
            bullet(b)

    heading("Education")
    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(0)
    p.add_run("Bachelor of Science, Finance").bold = True
    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(0)
    p.add_run("University of Connecticut, Storrs, CT  |  May 2017").italic = True
    document.add_paragraph("Minor in Economics  |  GPA: 3.74/4.00")

    heading("Certifications")
    bullet("Financial Modeling & Valuation Analyst (FMVA), Corporate Finance Institute, 2020")
    bullet("Microsoft Office Specialist: Excel Expert, Microsoft, 2018")

    heading("Skills")
    for label, items in T3_SKILL_LINES:
        p = document.add_paragraph(); p.add_run(label + ": ").bold = True
        p.add_run(", ".join(items))
    p = document.add_paragraph(); p.add_run("Languages: ").bold = True
    p.add_run("English (native), Mandarin (professional working proficiency)")

    name = "t3-vivian-zhou"
    libreoffice_pdf(document, name, pages=1)
    write_truth(name, {
        "basics": {"name": "Vivian Zhou", "email": "vivian.zhou@example.com", "phone": "(860) 555-0125",
                   "location": {"city": "Hartford", "region": "CT"}, "profiles": [linkedin("vivianzhou-fin")]},
        "work": [{"position": title, "name": company, "location": place, "dates": dates(*span, text=when)}
                 for title, company, place, when, span, _ in T3_JOBS],
        "education": [{"institution": "University of Connecticut", "study_type": "Bachelor of Science",
                       "area": "Finance", "score": "3.74/4.00", "dates": dates(None, "2017-05", text="May 2017")}],
        "skills": [{"name": s} for _, items in T3_SKILL_LINES for s in items],
        "certificates": [{"name": "Financial Modeling & Valuation Analyst (FMVA)"},
                         {"name": "Microsoft Office Specialist: Excel Expert"}],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Mandarin", "fluency": "professional working proficiency"}],
    })


# ---- t4: UX researcher, Chromium page with a right sidebar ----------------------------------------
T4_JOBS = [
    ("Senior UX Researcher", "Pinecone Health", "Raleigh, NC", "Oct 2021 – Present", ("2021-10", None, True),
     ["Lead research for the patient app and scheduling products (1.8M monthly users) with three product squads.",
      "Plan and run mixed-methods studies: interviews, diary studies, unmoderated tests and in-app surveys.",
      "Started a research repository in Dovetail and a monthly insights readout now attended by 60+ people.",
      "Coach designers and PMs to run their own usability tests with a review checklist and templates."]),
    ("UX Researcher", "Brightwater Software", "Durham, NC", "Jun 2018 – Sep 2021", ("2018-06", "2021-09"),
     ["Ran 90+ usability sessions and contextual inquiries with accountants and bookkeepers for a B2B payroll "
      "product.",
      "Built the quarterly customer satisfaction survey (SUS and NPS) and the analysis scripts in R.",
      "Card sorting and tree testing for the settings redesign; task success rose from 58% to 86%."]),
    ("UX Research Consultant (part-time contract)", "Triangle Civic Tech Lab", "Remote", "Jan 2017 – May 2018",
     ("2017-01", "2018-05"),
     ["Interviewed residents and county staff for a benefits-screening tool while in graduate school."]),
    ("User Research Intern", "Lumina Learning", "Chapel Hill, NC", "May 2016 – Aug 2016", ("2016-05", "2016-08"),
     ["Recruited participants, took notes and wrote up findings for classroom studies of a reading app."]),
]
T4_METHODS = ["Usability testing", "In-depth interviews", "Contextual inquiry", "Diary studies", "Surveys",
              "Card sorting", "Tree testing", "Journey mapping"]
T4_TOOLS = ["Dovetail", "UserTesting", "Maze", "Qualtrics", "Optimal Workshop", "Figma", "R"]


def t4_ux_researcher_chromium():
    jobs = []
    for title, company, place, when, _, bullets in T4_JOBS:
        items = "".join(f"<li>{escape(b)}</li>" for b in bullets)
        jobs.append(f'<article class="job"><h3>{escape(title)} <span class="at">at {escape(company)}</span></h3>'
                    f'<div class="meta">{escape(place)} · {when}</div><ul>{items}</ul></article>')
    chips = lambda items: "".join(f'<span class="chip">{escape(s)}</span>' for s in items)
    html = f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Rafael Monteiro — UX Researcher</title>
<style>
@page {{ size: Letter; margin: 0; }}
* {{ box-sizing: border-box; }}
body {{ margin: 0; font: 9.6pt/1.4 "Liberation Sans", Arial, sans-serif; color: #23262b; }}
.page {{ display: grid; grid-template-columns: 1fr 2.65in; min-height: 10.98in; }}
main {{ padding: 0.5in 0.35in 0.4in 0.55in; }}
aside {{ background: #eef2f6; font-size: 9pt; padding: 0.5in 0.4in 0.3in 0.25in; border-left: 3pt solid #3d6e9e; }}
h1 {{ margin: 0; font-size: 26pt; color: #1d3a5c; letter-spacing: 0.3px; }}
.label {{ font-size: 12.5pt; color: #3d6e9e; margin: 1pt 0 12pt; }}
h2 {{ font-size: 10.5pt; text-transform: uppercase; letter-spacing: 1px; color: #1d3a5c; margin: 12pt 0 5pt;
      border-bottom: 1pt solid #c5d2df; padding-bottom: 2pt; }}
aside h2 {{ margin-top: 0; }}
aside section {{ margin-bottom: 11pt; }}
aside p {{ margin: 0 0 3pt; }}
aside a, main a {{ color: inherit; text-decoration: none; }}
.chip {{ display: inline-block; background: #fff; border: 0.8pt solid #a9bdd1; border-radius: 7pt; padding: 0 5pt;
         margin: 0 3pt 3pt 0; font-size: 8.6pt; }}
.edu {{ margin-bottom: 6pt; }}
.edu b {{ display: block; }}
main p {{ margin: 0; }}
.job {{ margin-bottom: 9pt; }}
.job h3 {{ margin: 0; font-size: 11pt; }}
.job .at {{ font-weight: normal; color: #3d6e9e; }}
.job .meta {{ color: #6a7078; font-size: 9pt; margin: 1pt 0 2pt; }}
main ul {{ margin: 0; padding-left: 13pt; }}
main li {{ margin-bottom: 1.5pt; }}
</style></head>
<body><div class="page">
<main>
  <h1>Rafael Monteiro</h1>
  <div class="label">Senior UX Researcher</div>
  <section>
    <h2>Summary</h2>
    <p>UX researcher with eight years of qualitative and quantitative research on health and B2B software. I pick
    the method that fits the decision, recruit the right people fast and turn findings into changes that ship.
    Background in human factors psychology and survey design.</p>
  </section>
  <section>
    <h2>Experience</h2>
    {"".join(jobs)}
  </section>
  <section>
    <h2>Selected Studies</h2>
    <ul>
      <li>Appointment booking study (2023): 24 interviews and a 2-week diary study; the redesign cut no-shows by 11%.</li>
      <li>Payroll setup benchmark (2020): 40-participant unmoderated test repeated after launch; setup time down 35%.</li>
    </ul>
  </section>
</main>
<aside>
  <section>
    <h2>Contact</h2>
    <p>Raleigh, NC</p>
    <p>919-555-0162</p>
    <p><a href="mailto:rafael.monteiro@example.com">rafael.monteiro@example.com</a></p>
    <p><a href="https://rafaelmonteiro.example.com">rafaelmonteiro.example.com</a></p>
    <p><a href="https://www.linkedin.com/in/rafaelmonteiro-ux">linkedin.com/in/rafaelmonteiro-ux</a></p>
  </section>
  <section>
    <h2>Methods</h2>
    {chips(T4_METHODS)}
  </section>
  <section>
    <h2>Tools</h2>
    {chips(T4_TOOLS)}
  </section>
  <section>
    <h2>Education</h2>
    <div class="edu"><b>M.S. in Human Factors Psychology</b>North Carolina State University<br>2016 – 2018</div>
    <div class="edu"><b>B.A. in Psychology</b>University of North Carolina at Greensboro<br>2012 – 2016<br>Magna Cum Laude</div>
  </section>
  <section>
    <h2>Certificates</h2>
    <p>Google UX Design Professional Certificate — Coursera, 2020</p>
    <p>Certified Professional for Usability and User Experience (CPUX-F) — UXQB, 2019</p>
  </section>
  <section>
    <h2>Languages</h2>
    <p>Portuguese — native</p>
    <p>English — fluent</p>
    <p>Spanish — intermediate</p>
  </section>
</aside>
</div></body></html>
"""
    name = "t4-rafael-monteiro"
    chromium_pdf(html, name, pages=1)
    write_truth(name, {
        "basics": {"name": "Rafael Monteiro", "label": "Senior UX Researcher", "email": "rafael.monteiro@example.com",
                   "phone": "919-555-0162", "url": "https://rafaelmonteiro.example.com",
                   "location": {"city": "Raleigh", "region": "NC"}, "profiles": [linkedin("rafaelmonteiro-ux")]},
        "work": [{"position": title, "name": company, "location": place, "dates": dates(*span, text=when)}
                 for title, company, place, when, span, _ in T4_JOBS],
        "education": [
            {"institution": "North Carolina State University", "study_type": "M.S.", "area": "Human Factors Psychology",
             "dates": dates("2016", "2018", text="2016 – 2018")},
            {"institution": "University of North Carolina at Greensboro", "study_type": "B.A.", "area": "Psychology",
             "score": "Magna Cum Laude", "dates": dates("2012", "2016", text="2012 – 2016")}],
        "skills": [{"name": s} for s in T4_METHODS + T4_TOOLS],
        "certificates": [{"name": "Google UX Design Professional Certificate"},
                         {"name": "Certified Professional for Usability and User Experience (CPUX-F)"}],
        "languages": [{"language": "Portuguese", "fluency": "native"}, {"language": "English", "fluency": "fluent"},
                      {"language": "Spanish", "fluency": "intermediate"}],
    })


# ---- t5: construction superintendent, pdflatex ----------------------------------------------------
T5_EMPLOYERS = [
    ("Volunteer State Builders, Inc.", "Knoxville, TN", [
        ("Senior Superintendent", "Sept. 2019 – Present", ("2019-09", None, True),
         ["Run field operations on hospital, clinic and higher-education projects from \\$18M to \\$62M; "
          "supervise up to 3 assistant superintendents and 140 trade workers a day.",
          "Build and update the master schedule in Primavera P6 and 3-week look-aheads with every trade foreman.",
          "Lead daily huddles, weekly safety meetings and pre-task planning; 410,000 hours without a lost-time "
          "incident since 2021.",
          "Manage Infection Control Risk Assessment (ICRA) barriers and phasing inside occupied hospitals.",
          "Selected projects:"],
         ["Ridgeview Medical Tower expansion, 5-story, 120,000 SF, \\$62M, delivered 3 weeks early (2024)",
          "Cumberland State University Nursing & Health Sciences Building, 84,000 SF, \\$41M (2022)",
          "Foothills Orthopedic ambulatory surgery center, 38,000 SF, \\$18M (2020)"]),
        ("Superintendent", "Mar. 2015 – Aug. 2019", ("2015-03", "2019-08"),
         ["Superintendent on K-12, office and retail projects from \\$6M to \\$22M; self-performed concrete and "
          "carpentry crews.",
          "Coordinated inspections with the City of Knoxville and Knox County; kept punch lists under 150 items at "
          "substantial completion.",
          "Selected projects:"],
         ["Whitmore Valley Middle School addition, \\$22M (2018)", "Ashcroft Commons retail center, \\$9M (2016)"]),
    ]),
    ("Cumberland Commercial Contractors", "Chattanooga, TN", [
        ("Assistant Superintendent", "Jun. 2011 – Feb. 2015", ("2011-06", "2015-02"),
         ["Ran layout, daily reports, deliveries and trade coordination on tilt-up warehouses and medical offices.",
          "Managed the owner's punch list and closeout documents on six projects."], []),
    ]),
    ("Hollingsworth & Sons Framing", "Maryville, TN", [
        ("Carpenter / Crew Lead", "2003 – 2011", ("2003", "2011"),
         ["Framed custom homes and light commercial buildings; led a crew of 6 from 2007."], []),
    ]),
]
T5_CERTS = [("OSHA 30-Hour Construction Safety and Health", "OSHA Training Institute, 2021"),
            ("LEED Green Associate", "U.S. Green Building Council, 2018"),
            ("Healthcare Construction Certificate (HCC)", "American Society for Health Care Engineering, 2020"),
            ("First Aid/CPR/AED", "American Red Cross, 2024")]
T5_SKILL_LINES = [
    ("Field operations", ["scheduling", "trade coordination", "quality control", "site logistics",
                          "ICRA and ILSM", "commissioning and closeout"]),
    ("Safety", ["site-specific safety plans", "pre-task planning", "fall protection", "crane and rigging plans"]),
    ("Software", ["Procore", "Primavera P6", "Microsoft Project", "Bluebeam Revu", "Autodesk Build",
                  "Microsoft Excel"]),
]


def tex(text):
    """Plain text as its writer would type it in LaTeX: "&", "%" and "#" escaped, en dashes as "--"."""
    return text.replace("&", "\\&").replace("%", "\\%").replace("#", "\\#").replace("–", "--")


def t5_superintendent_pdflatex():
    blocks = []
    for company, city, roles in T5_EMPLOYERS:
        body = []
        for title, when, _, bullets, projects in roles:
            items = "\n".join(f"  \\item {tex(b)}" for b in bullets)
            if projects:
                sub = "\n".join(f"    \\item {tex(p)}" for p in projects)
                items += f"\n  \\begin{{itemize}}\n{sub}\n  \\end{{itemize}}"
            body.append(f"\\role{{{tex(title)}}}{{{tex(when).replace('. ', '.~')}}}\n"
                        f"\\begin{{itemize}}\n{items}\n\\end{{itemize}}")
        blocks.append(f"\\company{{{tex(company)}}}{{{city}}}\n" + "\n".join(body))
    certs = "\n".join(f"  \\item {tex(c)}, {tex(rest)}" for c, rest in T5_CERTS)
    skills = "\n".join(f"\\textbf{{{label}:}} {tex(', '.join(items))}\\par" for label, items in T5_SKILL_LINES)
    source = r"""\documentclass[11pt,letterpaper]{article}
\usepackage[T1]{fontenc}
\usepackage[utf8]{inputenc}
\usepackage{charter}
\usepackage[margin=0.75in,top=0.6in,bottom=0.7in]{geometry}
\usepackage{titlesec}
\usepackage{enumitem}
\usepackage[hidelinks]{hyperref}
\usepackage{xcolor}
\definecolor{rust}{HTML}{8A3B12}
\pagestyle{plain}
\setlength{\parindent}{0pt}
\titleformat{\section}{\large\scshape\color{rust}}{}{0pt}{}[\vspace{-4pt}{\color{rust}\rule{\linewidth}{0.6pt}}]
\titlespacing*{\section}{0pt}{10pt}{4pt}
\setlist[itemize]{leftmargin=15pt,topsep=2pt,itemsep=1pt,parsep=0pt}
\setlist[itemize,2]{leftmargin=14pt,label=\textendash,topsep=0pt}
\newcommand{\company}[2]{\par\smallskip\textbf{#1}\hfill #2\par}
\newcommand{\role}[2]{\textit{#1}\hfill #2\par}
\begin{document}
\begin{center}
{\fontsize{22}{26}\selectfont\bfseries Curtis R. Hollingsworth}\\[3pt]
{\large Construction Superintendent \textbar{} Commercial \& Healthcare}\\[4pt]
Knoxville, TN 37919 \quad\textbullet\quad (865) 555-0131 \quad\textbullet\quad
\href{mailto:curtis.hollingsworth@example.com}{curtis.hollingsworth@example.com}
\end{center}

\section*{Summary}
Construction superintendent with 20 years in the field, the last ten running ground-up and occupied-building
projects for a general contractor in East Tennessee. Started as a framing carpenter, so I know what the trades
need to get the work in place: a realistic schedule, a clean and safe site, and answers the same day.

\section*{Professional Experience}
""" + "\n\n".join(blocks) + r"""

\section*{Education}
\textbf{A.A.S., Construction Engineering Technology} \hfill 2009\par
Smoky Mountain Technical College, Knoxville, TN\par
\smallskip
\textbf{Certificate in Construction Project Management} \hfill 2017\par
University of Tennessee, Knoxville \textendash{} evening certificate program (six courses)\par

\section*{Licenses \& Certifications}
\begin{itemize}
""" + certs + r"""
\end{itemize}

\section*{Skills}
""" + skills + r"""

\section*{Affiliations}
Associated General Contractors of America (AGC), East Tennessee Chapter \textendash{} Safety Committee member
\end{document}
"""
    name = "t5-curtis-hollingsworth"
    pdflatex(source, name)
    pages = pdf_pages(os.path.join(FILES, name + ".pdf"))
    assert pages == 2, f"{name} should fill 2 pages, got {pages}"
    write_truth(name, {
        "basics": {"name": "Curtis R. Hollingsworth", "label": "Construction Superintendent | Commercial & Healthcare",
                   "email": "curtis.hollingsworth@example.com", "phone": "(865) 555-0131",
                   "location": {"city": "Knoxville", "region": "TN"}},
        "work": [{"position": title, "name": company, "location": city, "dates": dates(*span, text=when)}
                 for company, city, roles in T5_EMPLOYERS for title, when, span, _, _ in roles],
        "education": [
            {"institution": "Smoky Mountain Technical College", "study_type": "A.A.S.",
             "area": "Construction Engineering Technology", "dates": dates(None, "2009", text="2009")},
            {"institution": "University of Tennessee, Knoxville", "study_type": "Certificate",
             "area": "Construction Project Management", "dates": dates(None, "2017", text="2017")}],
        "skills": [{"name": s} for _, items in T5_SKILL_LINES for s in items],
        "certificates": [{"name": c} for c, _ in T5_CERTS],
    })


# ---- t6: medical social worker, Google Docs HTML export -------------------------------------------
T6_JOBS = [
    ("Medical Social Worker", "Lakehead Regional Medical Center", "Duluth, MN", "Sept 2019 - Present",
     ("2019-09", None, True),
     ["Psychosocial assessments and discharge planning for a 32-bed medical-surgical unit and the ICU",
      "Arrange skilled nursing, home care, hospice and guardianship referrals; average 14 patients a day",
      "Lead family meetings and advance care planning conversations with the palliative care team",
      "Cut avoidable discharge delays by 19% with a daily barriers huddle I started with case management"]),
    ("Child Protection Social Worker", "Arrowhead County Health & Human Services", "Virginia, MN",
     "Jan 2016 - Aug 2019", ("2016-01", "2019-08"),
     ["Carried a caseload of 14-18 families: safety and risk assessments, case plans and court reports",
      "Testified in juvenile court and coordinated services with schools, tribes and foster families"]),
    ("Case Manager (part-time)", "North Shore Community Support Services", "Two Harbors, MN",
     "Jun 2014 - Dec 2015", ("2014-06", "2015-12"),
     ["Targeted case management for adults with serious mental illness living in the community"]),
    ("Social Work Intern (MSW field placement)", "Duluth Family Resource Center", "Duluth, MN",
     "Sept 2014 - May 2015", ("2014-09", "2015-05"),
     ["Individual and group sessions for parents in a family reunification program, under LICSW supervision"]),
]
T6_SKILLS_LEFT = ["Psychosocial assessment", "Discharge planning", "Crisis intervention", "Motivational interviewing",
                  "Trauma-informed care"]
T6_SKILLS_RIGHT = ["Advance care planning", "Medicare and Medical Assistance benefits", "Epic (Care Management)",
                   "Court report writing", "Group facilitation"]

T6_STYLE = (
    "@import url(https://themes.googleusercontent.com/fonts/css?kit=fpjTOVmNbO4Lz34iLyptLUXza5VhXqVC6o75Eld_V98);"
    ".lst-kix_k3v2b8x1mq4p-0>li:before{content:\"\\0025cf   \"}"
    ".lst-kix_q8s0d1n6f2ta-0>li:before{content:\"\\0025cf   \"}"
    "ul.lst-kix_k3v2b8x1mq4p-0{list-style-type:none}ul.lst-kix_q8s0d1n6f2ta-0{list-style-type:none}"
    "ol{margin:0;padding:0}table td,table th{padding:0}"
    ".c15{border-right-style:solid;padding:0pt 5.4pt 0pt 5.4pt;border-bottom-color:#ffffff;border-top-width:0pt;"
    "border-right-width:0pt;border-left-color:#ffffff;vertical-align:top;border-right-color:#ffffff;"
    "border-left-width:0pt;border-top-style:solid;border-left-style:solid;border-bottom-width:0pt;width:234pt;"
    "border-top-color:#ffffff;border-bottom-style:solid}"
    ".c1{color:#000000;font-weight:400;text-decoration:none;vertical-align:baseline;font-size:10.5pt;"
    "font-family:\"Lato\";font-style:normal}"
    ".c3{color:#000000;font-weight:700;text-decoration:none;vertical-align:baseline;font-size:10.5pt;"
    "font-family:\"Lato\";font-style:normal}"
    ".c5{color:#2b5d6b;font-weight:700;text-decoration:none;vertical-align:baseline;font-size:12pt;"
    "font-family:\"Lato\";font-style:normal}"
    ".c7{color:#555555;font-weight:400;text-decoration:none;vertical-align:baseline;font-size:10.5pt;"
    "font-family:\"Lato\";font-style:italic}"
    ".c9{color:#2b5d6b;font-weight:700;text-decoration:none;vertical-align:baseline;font-size:24pt;"
    "font-family:\"Lato\";font-style:normal}"
    ".c0{padding-top:0pt;padding-bottom:0pt;line-height:1.15;orphans:2;widows:2;text-align:left;height:11pt}"
    ".c2{padding-top:0pt;padding-bottom:0pt;line-height:1.15;orphans:2;widows:2;text-align:left}"
    ".c4{padding-top:14pt;border-bottom-color:#2b5d6b;border-bottom-width:0.75pt;padding-bottom:2pt;"
    "line-height:1.15;page-break-after:avoid;orphans:2;widows:2;text-align:left;border-bottom-style:solid}"
    ".c6{padding-top:0pt;padding-bottom:0pt;line-height:1.15;orphans:2;widows:2;text-align:center}"
    ".c8{margin-left:18pt;padding-top:0pt;padding-left:0pt;padding-bottom:0pt;line-height:1.15;orphans:2;"
    "widows:2;text-align:left}"
    ".c10{color:#1155cc;text-decoration:underline}"
    ".c11{border-spacing:0;border-collapse:collapse;margin-right:auto}"
    ".c12{height:0pt}.c13{padding:0;margin:0}"
    ".c14{background-color:#ffffff;max-width:468pt;padding:54pt 72pt 54pt 72pt}"
    ".c16{padding-top:6pt;padding-bottom:0pt;line-height:1.15;orphans:2;widows:2;text-align:left}"
    ".title{padding-top:0pt;color:#000000;font-size:26pt;padding-bottom:3pt;font-family:\"Arial\";line-height:1.15;"
    "page-break-after:avoid;orphans:2;widows:2;text-align:left}"
    "li{color:#000000;font-size:11pt;font-family:\"Arial\"}"
    "p{margin:0;color:#000000;font-size:11pt;font-family:\"Arial\"}"
    "h2{padding-top:18pt;color:#000000;font-size:16pt;padding-bottom:6pt;font-family:\"Arial\";line-height:1.15;"
    "page-break-after:avoid;orphans:2;widows:2;text-align:left}"
)


def t6_social_worker_gdocs_html():
    usg = iter(["AOvVaw3kqL0xWd9sTfP2mYb7RcQe", "AOvVaw1hTz8uNpXc4GvKs0aJm2Dy"])

    def gurl(url):
        return (f"https://www.google.com/url?q={url}&amp;sa=D&amp;source=editors&amp;ust=1718049301234567"
                f"&amp;usg={next(usg)}")

    def p(text, cls="c1", pcls="c2"):
        return f'<p class="{pcls}"><span class="{cls}">{text}</span></p>'

    def blank():
        return '<p class="c0"><span class="c1"></span></p>'

    def h2(text, hid):
        return f'<h2 class="c4" id="h.{hid}"><span class="c5">{text}</span></h2>'

    def bullets(items, lst, start=True):
        lis = "".join(f'<li class="c8 li-bullet-0"><span class="c1">{escape(i)}</span></li>' for i in items)
        return f'<ul class="c13 lst-kix_{lst}-0{" start" if start else ""}">{lis}</ul>'

    parts = [
        '<p class="c2 title" id="h.5x0ny1b2kq7h"><span class="c9">Maren E. Solberg, LICSW</span></p>',
        '<p class="c2"><span class="c1">Duluth, MN 55805 | 218-555-0157 | </span>'
        '<span class="c10"><a class="c10" href="mailto:maren.solberg@example.com">maren.solberg@example.com</a></span>'
        '<span class="c1"> | </span><span class="c10"><a class="c10" href="'
        + gurl("https://www.linkedin.com/in/marensolberg-licsw")
        + '">linkedin.com/in/marensolberg-licsw</a></span></p>',
        h2("Summary", "w1r8c0z5m2d4"),
        p("Licensed independent clinical social worker with ten years in hospital, county child protection and "
          "community mental health settings. Calm in a crisis, thorough with documentation and good at getting "
          "families, providers and payers to the same plan."),
        h2("Licensure &amp; Certifications", "c7b2q9v1x3s8"),
        bullets(["Licensed Independent Clinical Social Worker (LICSW), Minnesota Board of Social Work, "
                 "License #LI-22918, exp. 09/2026",
                 "Certified Case Manager (CCM), Commission for Case Manager Certification, 2021",
                 "QPR Suicide Prevention Gatekeeper, QPR Institute, 2022"], "k3v2b8x1mq4p"),
        h2("Professional Experience", "j4n6t1p8r0e2"),
    ]
    for i, (title, org, place, when, _, items) in enumerate(T6_JOBS):
        parts.append(f'<p class="c16"><span class="c3">{escape(title)} | {escape(org)} | {escape(place)}</span></p>')
        parts.append(p(when, cls="c7"))
        parts.append(bullets(items, "k3v2b8x1mq4p", start=False))
    parts += [
        h2("Education", "m9d3f5k7a1b6"),
        p("Master of Social Work (MSW)", cls="c3", pcls="c16"),
        p("University of Minnesota Duluth, Duluth, MN | 2015"),
        p("B.A. in Sociology, minor in Spanish", cls="c3", pcls="c16"),
        p("Concordia College, Moorhead, MN | 2012"),
        h2("Skills", "s2e8g4h6j0l1"),
        '<a id="t.0c5d2e8f1a9b3c4d"></a><a id="t.0"></a><table class="c11"><tr class="c12">'
        f'<td class="c15" colspan="1" rowspan="1">{bullets(T6_SKILLS_LEFT, "q8s0d1n6f2ta")}</td>'
        f'<td class="c15" colspan="1" rowspan="1">{bullets(T6_SKILLS_RIGHT, "q8s0d1n6f2ta", start=False)}</td>'
        '</tr></table>',
        blank(),
        h2("Languages", "u5v7w9x1y3z5"),
        p("English (native), Spanish (fluent), American Sign Language (basic)"),
        h2("Professional Memberships", "a6b8c0d2e4f6"),
        p("National Association of Social Workers (NASW), Minnesota Chapter"),
        p("Society for Social Work Leadership in Health Care (SSWLHC)"),
        blank(),
    ]
    html = ('<html><head><meta content="text/html; charset=UTF-8" http-equiv="content-type">'
            f'<style type="text/css">{T6_STYLE}</style></head><body class="c14 doc-content">'
            + "".join(parts) + "</body></html>")
    name = "t6-maren-solberg"
    write_text(name + ".html", html)
    write_truth(name, {
        "basics": {"name": "Maren E. Solberg", "email": "maren.solberg@example.com", "phone": "218-555-0157",
                   "location": {"city": "Duluth", "region": "MN"}, "profiles": [linkedin("marensolberg-licsw")]},
        "work": [{"position": title, "name": org, "location": place, "dates": dates(*span, text=when)}
                 for title, org, place, when, span, _ in T6_JOBS],
        "education": [
            {"institution": "University of Minnesota Duluth", "study_type": "Master of Social Work (MSW)",
             "dates": dates(None, "2015", text="2015")},
            {"institution": "Concordia College", "study_type": "B.A.", "area": "Sociology",
             "dates": dates(None, "2012", text="2012")}],
        "skills": [{"name": s} for s in T6_SKILLS_LEFT + T6_SKILLS_RIGHT],
        "certificates": [{"name": "Licensed Independent Clinical Social Worker (LICSW)"},
                         {"name": "Certified Case Manager (CCM)"}, {"name": "QPR Suicide Prevention Gatekeeper"}],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Spanish", "fluency": "fluent"},
                      {"language": "American Sign Language", "fluency": "basic"}],
    })


if __name__ == "__main__":
    t1_dental_hygienist_text()
    t2_paralegal_docx()
    t3_financial_analyst_libreoffice()
    t4_ux_researcher_chromium()
    t5_superintendent_pdflatex()
    t6_social_worker_gdocs_html()
