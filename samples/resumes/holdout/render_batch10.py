#!/usr/bin/env python3
"""Renders the tenth held-out batch (q1–q6) into files/ and its truth into truth/.

Written without reading the parser. Unlike batches 5–9, which hunted for unusual layouts, this
batch is six MAINSTREAM resumes, the kind recruiters get every day, each made with the tool its
writer would have at hand:

- q1 (DOCX, python-docx): a mid-career accountant's one-page Word resume in a Microsoft-template
  style: the name with ", CPA" in the Title style, a contact line with " | " separators whose
  email and LinkedIn are real w:hyperlink elements (as Word's AutoFormat makes them), "Heading 1"
  sections, each job as a bold title with its dates at a right tab ("June 2017 – Present",
  "January 2015 – May 2017") over an italic "Company, City, ST" line whose company name has its
  own commas ("Brandt, Keller & Associates, CPAs, Dayton, OH"), "List Bullet" paragraphs, a
  Master of Accountancy and a "Bachelor of Science in Accounting" with "GPA: 3.64/4.00",
  Certifications with the state and year after the name, and a one-line skills list joined by
  " • " with a skill whose parentheses hold commas ("Advanced Excel (VLOOKUP, pivot tables,
  Power Query)"). A senior accountant in Cincinnati, OH.
- q2 (Chromium "Save as PDF" of a Google-Docs-like page, Arial/Liberation Sans): the contact line
  joined by " • " with GitHub and LinkedIn, "Company — Title" in bold with the dates floated
  right ("Jan 2022 – Present"), an italic "Tech:" line under each job, two titles at one company
  on separate lines, a teaching-assistant job whose title has a comma, "Projects" with links and
  a year on the right (not jobs), "Skills" grouped "Languages: … / Frameworks: … / Tools: …"
  (programming languages, not spoken ones; "AWS (ECS, Lambda, S3)" is one skill), and education
  "B.S. in Computer Science" with "GPA 3.71". A software engineer in Seattle, WA.
- q3 (plain text typed in a simple editor): name and an address over three lines, an
  "Availability:" line, "WORK HISTORY" with one line a job: "Title, Company, City ST, 2019-2021"
  (no comma between city and state, years only, "2021-present", "Nov 2018-Jan 2019", a title
  with a slash "Stock Clerk/Cashier", "Package Handler (seasonal)"), a last job with no
  bullets, dates inside a bullet, the school before the diploma, a forklift certification, a
  lower-case comma skills list ending with "can lift 50 lbs", and "References available on
  request." A warehouse associate in Kettering, OH.
- q4 (LibreOffice PDF of a Word document, two pages): a teacher's resume: "Licensure" (an Ohio
  licence and two endorsements: certificates), education as "M.Ed., Reading and Literacy —
  Otterbein University, Westerville, OH, 2014" and "B.A., …" with a minor and a GPA on the next
  line, "Teaching Experience" and "Related Experience" as two work sections with entries "Grade
  5 Teacher – Maple Grove Elementary School, Columbus, OH (Aug 2015 – present)", a title with a
  comma ("Long-Term Substitute Teacher, Grade 4"), "(2016 - 2019)", a remote part-time tutor,
  "Professional Development" (trainings and a conference talk with years: not certificates),
  labelled skill lines with "Languages: Spanish (conversational)", and a "References" section
  on page 2 with three people, their schools and phone numbers (not jobs). A Grade 5 teacher in
  Westerville, OH.
- q5 (DOCX, python-docx): a medical assistant's resume: the name and label, then a borderless
  two-column table with the contact lines on the left (shaded) and "Summary" on the right;
  experience entries with the employer and the date on one bold line ("Mercy Family Clinic,
  Toledo, OH — 03/2020 to Present", "Lakeview Pediatrics — 09/2017 to 02/2020",
  "05/2016–08/2017", an older "March 2012 to June 2014") and the title in italics on the next
  line; education with a programme in progress ("expected 2026"); certifications with issuers
  and expiry dates; skills as bullets in a two-column table. A lead medical assistant in
  Toledo, OH.
- q6 (Chromium PDF): a marketing manager's page with a narrow coloured LEFT sidebar (first in the
  source): contact, skills, languages with LinkedIn-style levels ("French (professional working
  proficiency)"), education and certifications; the main column has the name and label, a
  summary, experience grouped by company ("Summit Ridge Outfitters | Denver, CO") with two
  roles under each of the first two companies (promotions; "2020–now", "2018–2020", "2015 -
  2018"), a third company with one role, and "Awards" (one naming a former employer). A
  marketing manager in Denver, CO.

Truth conventions as in batches 5–9: date_text as printed (without surrounding parentheses),
the work entry's location where printed (as printed, "Dayton OH" without a comma where the
resume has none), education score where a grade is printed, certificate names without issuer,
state, year or expiry, every listed skill as printed, spoken languages only, and their fluency
as printed. Projects, references, professional development and awards are not work entries or
certificates. Credentials after a name (", CPA") are not part of the name; a name printed in
capitals is given in title case.

Needs `pip install python-docx`, `apt-get install chromium fonts-liberation libreoffice-writer-nogui
fonts-crosextra-carlito poppler-utils fonts-dejavu`.
Run from this folder: python3 render_batch10.py
"""
import os
from xml.sax.saxutils import escape

from holdout_render import (FILES, bottom_border, chromium_pdf, dates, libreoffice_pdf, new_docx,
                            oxml_element, write_text, write_truth)


# ---- shared DOCX bits ---------------------------------------------------------------------------
def add_hyperlink(paragraph, url, text, size=None, color="0563C1"):
    """Appends a w:hyperlink (an external relationship and one underlined run) to a paragraph,
    as Word writes an auto-formatted email address or web link."""
    from docx.opc.constants import RELATIONSHIP_TYPE as RT
    from docx.oxml.ns import qn
    r_id = paragraph.part.relate_to(url, RT.HYPERLINK, is_external=True)
    link = oxml_element("w:hyperlink")
    link.set(qn("r:id"), r_id)
    link.set(qn("w:history"), "1")
    run = oxml_element("w:r")
    props = oxml_element("w:rPr")
    props.append(oxml_element("w:color", val=color))
    props.append(oxml_element("w:u", val="single"))
    if size:
        props.append(oxml_element("w:sz", val=str(int(size * 2))))
    run.append(props)
    t = oxml_element("w:t")
    t.text = text
    t.set("{http://www.w3.org/XML/1998/namespace}space", "preserve")
    run.append(t)
    link.append(run)
    paragraph._p.append(link)


def shade_cell(cell, fill):
    """Gives a python-docx table cell a background colour (w:shd)."""
    cell._tc.get_or_add_tcPr().append(oxml_element("w:shd", val="clear", color="auto", fill=fill))


def no_table_borders(table):
    """Sets every border of a python-docx table to none (w:tblBorders)."""
    from docx.oxml.ns import qn
    tbl_pr = table._tbl.tblPr
    borders = oxml_element("w:tblBorders")
    for edge in ("top", "left", "bottom", "right", "insideH", "insideV"):
        borders.append(oxml_element("w:" + edge, val="nil"))
    existing = tbl_pr.find(qn("w:tblBorders"))
    if existing is not None:
        tbl_pr.remove(existing)
    tbl_pr.append(borders)


# ---- q1: accountant, Microsoft-template-style DOCX ----------------------------------------------
def q1_accountant_docx():
    from docx.enum.text import WD_TAB_ALIGNMENT
    from docx.shared import Inches, Pt, RGBColor

    navy = RGBColor(0x1F, 0x38, 0x64)
    document = new_docx(author="Brianna Pellegrino", title="Resume", page=(Inches(8.5), Inches(11)),
                        margins=(Inches(0.75), Inches(0.6)), font="Calibri", size=10.5, space_after=2)
    styles = document.styles
    title = styles["Title"]
    title.font.name = "Calibri Light"; title.font.size = Pt(26); title.font.color.rgb = navy
    title.paragraph_format.space_after = Pt(2)
    h1 = styles["Heading 1"]
    h1.font.name = "Calibri"; h1.font.size = Pt(11.5); h1.font.bold = True; h1.font.color.rgb = navy
    h1.font.all_caps = True
    h1.paragraph_format.space_before = Pt(10); h1.paragraph_format.space_after = Pt(3)
    styles["List Bullet"].paragraph_format.space_after = Pt(1)
    right = Inches(7.0)

    document.add_paragraph("Brianna Pellegrino, CPA", style="Title")
    contact = document.add_paragraph()
    contact.add_run("Cincinnati, OH 45209  |  (513) 555-0146  |  ")
    add_hyperlink(contact, "mailto:brianna.pellegrino@example.com", "brianna.pellegrino@example.com")
    contact.add_run("  |  ")
    add_hyperlink(contact, "https://www.linkedin.com/in/bpellegrino-cpa", "linkedin.com/in/bpellegrino-cpa")
    contact.paragraph_format.space_after = Pt(6)
    bottom_border(contact, color="1F3864", size="6")

    def heading(text):
        document.add_heading(text, level=1)

    def job(title_text, when, employer):
        p = document.add_paragraph()
        p.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
        p.paragraph_format.space_before = Pt(6); p.paragraph_format.space_after = Pt(0)
        p.paragraph_format.keep_with_next = True
        p.add_run(title_text).bold = True
        p.add_run("\t" + when)
        q = document.add_paragraph()
        q.paragraph_format.keep_with_next = True
        q.add_run(employer).italic = True

    def bullet(text):
        document.add_paragraph(text, style="List Bullet")

    heading("Professional Summary")
    document.add_paragraph(
        "Certified Public Accountant with 12 years of experience in public accounting and corporate "
        "accounting for manufacturing, distribution and healthcare companies. Skilled in month-end close, "
        "account reconciliations, audit preparation and process improvement. Known for clean workpapers, "
        "on-time deadlines and training newer staff.")

    heading("Experience")
    job("Senior Accountant", "June 2017 – Present", "Queen City Brewing Supply Co., Cincinnati, OH")
    bullet("Manage month-end close for three entities ($85M combined revenue); shortened close from 10 to 6 business days.")
    bullet("Prepare consolidated financial statements, account reconciliations and monthly variance analysis for the CFO.")
    bullet("Coordinate the annual audit with external auditors; no proposed adjustments in FY2021 through FY2023.")
    bullet("Implemented the NetSuite fixed asset module; supervise one staff accountant and one AP clerk.")
    job("Staff Accountant", "January 2015 – May 2017", "Tri-County Home Health Services, Blue Ash, OH")
    bullet("Recorded journal entries, accruals and payroll entries for a 400-employee home health agency.")
    bullet("Reconciled 30+ balance sheet accounts monthly, including Medicare and Medicaid receivables.")
    bullet("Built an Excel 13-week cash flow forecast used in the weekly leadership meeting.")
    job("Audit Associate", "September 2012 – December 2014", "Brandt, Keller & Associates, CPAs, Dayton, OH")
    bullet("Performed audits and reviews for manufacturing, nonprofit and local government clients.")
    bullet("Prepared workpapers, tested internal controls and drafted financial statements and footnotes.")

    heading("Education")
    job("Master of Accountancy (MAcc)", "May 2012", "Xavier University, Cincinnati, OH")
    job("Bachelor of Science in Accounting", "May 2011", "Wright State University, Dayton, OH")
    document.add_paragraph("GPA: 3.64/4.00; Dean’s List; Beta Alpha Psi")

    heading("Certifications")
    bullet("Certified Public Accountant (CPA), State of Ohio, 2014")
    bullet("QuickBooks Online ProAdvisor, 2019")

    heading("Skills")
    skills = ["GAAP", "Month-End Close", "Account Reconciliation", "Financial Reporting", "Audit Preparation",
              "NetSuite", "QuickBooks", "Sage Intacct", "Advanced Excel (VLOOKUP, pivot tables, Power Query)",
              "Fixed Assets", "Payroll Accounting"]
    document.add_paragraph(" • ".join(skills))

    name = "q1-brianna-pellegrino"
    document.save(os.path.join(FILES, name + ".docx"))
    write_truth(name, {
        "basics": {"name": "Brianna Pellegrino", "email": "brianna.pellegrino@example.com",
                   "phone": "(513) 555-0146", "location": {"city": "Cincinnati", "region": "OH"},
                   "profiles": [{"network": "LinkedIn", "url": "https://www.linkedin.com/in/bpellegrino-cpa"}]},
        "work": [
            {"position": "Senior Accountant", "name": "Queen City Brewing Supply Co.", "location": "Cincinnati, OH",
             "dates": dates("2017-06", current=True, text="June 2017 – Present")},
            {"position": "Staff Accountant", "name": "Tri-County Home Health Services", "location": "Blue Ash, OH",
             "dates": dates("2015-01", "2017-05", text="January 2015 – May 2017")},
            {"position": "Audit Associate", "name": "Brandt, Keller & Associates, CPAs", "location": "Dayton, OH",
             "dates": dates("2012-09", "2014-12", text="September 2012 – December 2014")}],
        "education": [
            {"institution": "Xavier University", "study_type": "Master of Accountancy (MAcc)",
             "dates": dates(None, "2012-05", text="May 2012")},
            {"institution": "Wright State University", "study_type": "Bachelor of Science", "area": "Accounting",
             "score": "3.64/4.00", "dates": dates(None, "2011-05", text="May 2011")}],
        "skills": [{"name": s} for s in skills],
        "certificates": [{"name": "Certified Public Accountant (CPA)"}, {"name": "QuickBooks Online ProAdvisor"}],
    })


# ---- q2: software engineer, Google-Docs-like page printed by Chromium ---------------------------
Q2_JOBS = [
    ("Cobalt Freight", "Senior Software Engineer", "Jan 2022 – Present",
     "Go, PostgreSQL, Kafka, Kubernetes, Terraform",
     ["Lead a team of 4 on the shipment-tracking platform (40M events/day); cut p99 API latency from 900 ms to 180 ms.",
      "Designed the event-sourced carrier integration layer that replaced 23 one-off cron jobs.",
      "Run the backend interview loop; mentored two engineers to promotion."]),
    ("Cobalt Freight", "Software Engineer II", "Jul 2019 – Dec 2021",
     "TypeScript, React, Node.js, PostgreSQL, AWS",
     ["Built the shipper dashboard in React and TypeScript used by 3,000+ customers.",
      "Moved batch invoicing from a single EC2 box to ECS and Lambda, saving $8k/month."]),
    ("UW Allen School", "Undergraduate Teaching Assistant, CSE 332", "Jan 2018 – Jun 2019",
     "Java",
     ["Ran weekly sections of 30 students on data structures and parallelism; held office hours and graded projects."]),
    ("Pinecrest Health", "Software Engineering Intern", "Jun 2018 – Sep 2018",
     "Python, Django, Celery",
     ["Shipped appointment-reminder SMS service (Django + Celery); no-show rate dropped 11% in the pilot clinics."]),
]

Q2_HTML = """<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Owen Takahashi - Resume - Google Docs</title>
<style>
@page {{ size: Letter; margin: 0.55in 0.6in; }}
body {{ margin: 0; font-family: Arial, "Liberation Sans", sans-serif; font-size: 10pt; line-height: 1.28; color: #000; }}
h1 {{ font-size: 22pt; font-weight: normal; margin: 0 0 2pt; }}
.contact {{ font-size: 9pt; margin-bottom: 8pt; white-space: nowrap; }}
.contact a {{ color: #1155cc; }}
h2 {{ font-size: 11.5pt; color: #1c4587; margin: 11pt 0 4pt; padding-bottom: 2pt; border-bottom: 1px solid #999; }}
.row {{ overflow: hidden; margin-top: 6pt; }}
.row .left {{ float: left; }}
.row span.when {{ float: right; }}
.tech {{ font-style: italic; color: #444; margin-top: 1pt; }}
ul {{ margin: 2pt 0 0; padding-left: 18pt; }}
li {{ margin-bottom: 1pt; }}
p {{ margin: 1pt 0; }}
.proj {{ margin-top: 5pt; }}
a {{ color: #1155cc; }}
</style></head>
<body>
<h1>Owen Takahashi</h1>
<div class="contact">Seattle, WA &nbsp;•&nbsp; (206) 555-0117 &nbsp;•&nbsp; <a href="mailto:owen.takahashi@example.com">owen.takahashi@example.com</a>
&nbsp;•&nbsp; <a href="https://github.com/otakahashi">github.com/otakahashi</a>
&nbsp;•&nbsp; <a href="https://www.linkedin.com/in/owen-takahashi">linkedin.com/in/owen-takahashi</a></div>

<h2>Experience</h2>
{jobs}

<h2>Projects</h2>
<div class="row proj"><span class="left"><b>tidepool</b> — <a href="https://github.com/otakahashi/tidepool">github.com/otakahashi/tidepool</a></span><span class="when">2023</span></div>
<p>Self-hosted RSS reader with full-text search (Go, SQLite FTS5, htmx). 400+ stars on GitHub.</p>
<div class="row proj"><span class="left"><b>Transit Buddy</b> — <a href="https://transitbuddy.example.org">transitbuddy.example.org</a></span><span class="when">2020</span></div>
<p>Real-time bus arrival web app built on the OneBusAway API (React, Node.js); about 1,200 weekly users at its peak.</p>

<h2>Skills</h2>
<p><b>Languages:</b> Go, TypeScript, Python, SQL, Java</p>
<p><b>Frameworks:</b> React, Node.js, gRPC, Django, Next.js</p>
<p><b>Tools:</b> PostgreSQL, Kafka, Redis, Docker, Kubernetes, Terraform, AWS (ECS, Lambda, S3), GitHub Actions, Datadog</p>

<h2>Education</h2>
<div class="row"><b class="left">University of Washington — B.S. in Computer Science</b><span class="when">Sep 2015 – Jun 2019</span></div>
<p>GPA 3.71 &nbsp;·&nbsp; Dean’s List &nbsp;·&nbsp; Coursework: Distributed Systems, Databases, Compilers</p>
</body></html>
"""


def q2_google_docs_chromium():
    jobs = []
    for company, title, when, tech, bullets in Q2_JOBS:
        items = "".join(f"<li>{escape(b)}</li>" for b in bullets)
        jobs.append(f'<div class="row"><b class="left">{escape(company)} — {escape(title)}</b><span class="when">{when}</span></div>\n'
                    f'<div class="tech">Tech: {escape(tech)}</div>\n<ul>{items}</ul>')
    html = Q2_HTML.format(jobs="\n".join(jobs))
    name = "q2-owen-takahashi"
    chromium_pdf(html, name, pages=1)
    spans = [("2022-01", None, True), ("2019-07", "2021-12"), ("2018-01", "2019-06"), ("2018-06", "2018-09")]
    write_truth(name, {
        "basics": {"name": "Owen Takahashi", "email": "owen.takahashi@example.com", "phone": "(206) 555-0117",
                   "location": {"city": "Seattle", "region": "WA"},
                   "profiles": [{"network": "GitHub", "url": "https://github.com/otakahashi"},
                                {"network": "LinkedIn", "url": "https://www.linkedin.com/in/owen-takahashi"}]},
        "work": [{"position": title, "name": company, "dates": dates(*span, text=when)}
                 for (company, title, when, _, _), span in zip(Q2_JOBS, spans)],
        "education": [{"institution": "University of Washington", "study_type": "B.S.", "area": "Computer Science",
                       "score": "3.71", "dates": dates("2015-09", "2019-06", text="Sep 2015 – Jun 2019")}],
        "skills": [{"name": s} for s in ["Go", "TypeScript", "Python", "SQL", "Java", "React", "Node.js", "gRPC",
                                         "Django", "Next.js", "PostgreSQL", "Kafka", "Redis", "Docker", "Kubernetes",
                                         "Terraform", "AWS (ECS, Lambda, S3)", "GitHub Actions", "Datadog"]],
    })


# ---- q3: warehouse / retail, plain text ---------------------------------------------------------
Q3_TEXT = """Kayla Brewster
1457 Glenbrook Dr
Kettering OH 45440
(937) 555-0182
kayla.brewster94@example.com

Availability: full time, any shift, weekends OK


WORK HISTORY

Warehouse Associate, Buckeye Distribution Center, Vandalia OH, 2021-present
- Pick, pack and ship 150+ orders a shift using RF scanner
- Drive sit-down and stand-up forklifts, load and unload trailers
- Cycle counts, damaged goods reports, keep aisles clear
- Associate of the Month twice (June 2022, Feb 2023), no safety incidents

Store Associate, FreshMart, Dayton OH, 2019-2021
- Ran register and self checkout, handled cash and returns
- Stocked dairy and frozen, unloaded truck 3 nights a week
- Trained 5 new cashiers

Package Handler (seasonal), SwiftShip, Dayton OH, Nov 2018-Jan 2019
- Loaded and unloaded trucks during holiday peak, 10 hr shifts

Stock Clerk/Cashier, Dollar Depot, Trotwood OH, 2016-2019
- Stocked shelves, price changes, opened and closed the store
- Counted drawers and made bank deposits

Crew Member, Burger Barn, Kettering OH, 2014-2016


EDUCATION

Stebbins High School, Riverside OH - Diploma, 2014


CERTIFICATIONS

Forklift Operator Certification (sit-down counterbalance and stand-up reach truck) - 2021, renewed 2024
CPR/First Aid - American Red Cross - 2022


SKILLS

forklift, pallet jack, RF scanner, shipping and receiving, inventory counts, cash register, customer service, stocking, loading/unloading trucks, basic computer (Excel, email), can lift 50 lbs


References available on request.
"""


def q3_plain_text():
    name = "q3-kayla-brewster"
    write_text(name + ".txt", Q3_TEXT)
    write_truth(name, {
        "basics": {"name": "Kayla Brewster", "email": "kayla.brewster94@example.com", "phone": "(937) 555-0182",
                   "location": {"city": "Kettering", "region": "OH"}},
        "work": [
            {"position": "Warehouse Associate", "name": "Buckeye Distribution Center", "location": "Vandalia OH",
             "dates": dates("2021", current=True, text="2021-present")},
            {"position": "Store Associate", "name": "FreshMart", "location": "Dayton OH",
             "dates": dates("2019", "2021", text="2019-2021")},
            {"position": "Package Handler (seasonal)", "name": "SwiftShip", "location": "Dayton OH",
             "dates": dates("2018-11", "2019-01", text="Nov 2018-Jan 2019")},
            {"position": "Stock Clerk/Cashier", "name": "Dollar Depot", "location": "Trotwood OH",
             "dates": dates("2016", "2019", text="2016-2019")},
            {"position": "Crew Member", "name": "Burger Barn", "location": "Kettering OH",
             "dates": dates("2014", "2016", text="2014-2016")}],
        "education": [{"institution": "Stebbins High School", "study_type": "Diploma",
                       "dates": dates(None, "2014", text="2014")}],
        "skills": [{"name": s} for s in ["forklift", "pallet jack", "RF scanner", "shipping and receiving",
                                         "inventory counts", "cash register", "customer service", "stocking",
                                         "loading/unloading trucks", "basic computer (Excel, email)",
                                         "can lift 50 lbs"]],
        "certificates": [{"name": "Forklift Operator Certification (sit-down counterbalance and stand-up reach truck)"},
                         {"name": "CPR/First Aid"}],
    })


# ---- q4: teacher, Word document converted by LibreOffice, two pages -----------------------------
Q4_TEACHING = [
    ("Grade 5 Teacher", "Maple Grove Elementary School, Columbus, OH", "Aug 2015 – present",
     ["Teach all core subjects to classes of 24–28 students, including students with IEPs and English learners.",
      "Raised the share of students proficient on the Ohio State Test in ELA from 61% to 78% over three years.",
      "Introduced student-led book clubs and a classroom library of 900+ titles funded through two DonorsChoose projects.",
      "Serve as Grade 5 team leader since 2018; plan common assessments and lead weekly data meetings.",
      "Member of the Building Leadership Team (2019–2022) and the PBIS committee."]),
    ("Grade 3 Teacher", "Beacon Elementary School, Hilliard, OH", "Aug 2011 – June 2015",
     ["Planned and taught reading, writing, math, science and social studies for a self-contained class of 25.",
      "Administered Third Grade Reading Guarantee diagnostics and wrote reading improvement plans.",
      "Co-taught with an intervention specialist; coordinated parent conferences and family math nights."]),
    ("Long-Term Substitute Teacher, Grade 4", "Indian Springs Elementary School, Columbus, OH", "Jan 2011 – June 2011",
     ["Took over a Grade 4 classroom for a semester-long leave; followed and extended the teacher’s unit plans.",
      "Kept up grading, progress reports and parent communication through the end of the school year."]),
]
Q4_RELATED = [
    ("Summer Reading Program Coordinator", "Westerville Public Library, Westerville, OH", "2016 - 2019",
     ["Planned eight-week summer reading programs for about 600 children in Grades K–6.",
      "Recruited and scheduled 20 teen volunteers; ran weekly read-aloud and craft sessions."]),
    ("Online Reading Tutor (part-time)", "BrightPath Tutoring, Remote", "Sept. 2020 – May 2022",
     ["Tutored struggling readers in Grades 2–6 one-on-one over video, using structured phonics lessons."]),
]


def q4_teacher_libreoffice():
    from docx.enum.text import WD_ALIGN_PARAGRAPH
    from docx.shared import Inches, Pt, RGBColor

    teal = RGBColor(0x1E, 0x5B, 0x63)
    document = new_docx(author="Allison Dunleavy", title="Allison M. Dunleavy Resume",
                        page=(Inches(8.5), Inches(11)), margins=(Inches(0.9), Inches(0.8)),
                        font="Calibri", size=11, space_after=3)
    bullet_style = document.styles["List Bullet"]
    bullet_style.paragraph_format.space_after = Pt(2)

    name = document.add_paragraph()
    name.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = name.add_run("ALLISON M. DUNLEAVY"); r.bold = True; r.font.size = Pt(20); r.font.color.rgb = teal
    name.paragraph_format.space_after = Pt(2)
    contact = document.add_paragraph()
    contact.alignment = WD_ALIGN_PARAGRAPH.CENTER
    contact.add_run("482 Spring Hollow Lane, Westerville, OH 43081  •  (614) 555-0139  •  adunleavy.teach@example.com")
    contact.paragraph_format.space_after = Pt(8)
    bottom_border(contact, color="1E5B63", size="8")

    def heading(text):
        p = document.add_paragraph()
        p.paragraph_format.space_before = Pt(12); p.paragraph_format.space_after = Pt(4)
        p.paragraph_format.keep_with_next = True
        r = p.add_run(text.upper()); r.bold = True; r.font.size = Pt(12); r.font.color.rgb = teal
        bottom_border(p, color="9FC5C9", size="4")

    def entry(title, place, when, bullets):
        p = document.add_paragraph()
        p.paragraph_format.space_before = Pt(6); p.paragraph_format.space_after = Pt(2)
        p.paragraph_format.keep_with_next = True
        p.add_run(title).bold = True
        p.add_run(f" – {place} ({when})")
        for b in bullets:
            document.add_paragraph(b, style="List Bullet")

    def bullet(text):
        document.add_paragraph(text, style="List Bullet")

    heading("Professional Profile")
    document.add_paragraph(
        "Elementary educator with 13 years of classroom experience in Grades 3–5 and a master’s degree in reading. "
        "I build structured, joyful classrooms where every student reads every day, use data to plan small-group "
        "instruction, and partner closely with families and intervention staff.")

    heading("Licensure")
    bullet("Ohio Five-Year Professional Educator License — Primary (P–5), valid through June 30, 2028")
    bullet("Reading Endorsement (K–12)")
    bullet("Grades 4–5 Generalist Endorsement")

    heading("Education")
    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(2)
    p.add_run("M.Ed., Reading and Literacy").bold = True
    p.add_run(" — Otterbein University, Westerville, OH, 2014")
    p = document.add_paragraph(); p.paragraph_format.space_before = Pt(4); p.paragraph_format.space_after = Pt(0)
    p.add_run("B.A., Early Childhood Education").bold = True
    p.add_run(" — The Ohio State University, Columbus, OH, 2010")
    document.add_paragraph("Minor in Spanish  •  GPA 3.78  •  Dean’s List").paragraph_format.left_indent = Inches(0.25)

    heading("Teaching Experience")
    for job in Q4_TEACHING:
        entry(*job)

    heading("Related Experience")
    for job in Q4_RELATED:
        entry(*job)

    heading("Professional Development")
    bullet("LETRS (Language Essentials for Teachers of Reading and Spelling), Volumes 1–2, 2021–2023")
    bullet("Ohio Dyslexia Guidebook Training (18 hours), 2022")
    bullet("Responsive Classroom Core Course, 2017")
    bullet("Presenter, Central Ohio Literacy Conference: “Book Clubs That Work in Grade 5,” 2019")

    heading("Skills")
    instruction = ["differentiated instruction", "guided reading", "Reader’s and Writer’s Workshop",
                   "small-group intervention", "data-driven instruction", "IEP/504 implementation"]
    technology = ["Google Classroom", "Seesaw", "SMART Board", "PowerSchool", "i-Ready", "Lexia Core5"]
    for label, items in (("Instruction", instruction), ("Technology", technology),
                         ("Languages", ["Spanish (conversational)"])):
        p = document.add_paragraph()
        p.add_run(label + ": ").bold = True
        p.add_run(", ".join(items))

    heading("References")
    for who, role, phone in [("Dr. Karen Whitfield", "Principal, Maple Grove Elementary School", "(614) 555-0150"),
                             ("Luis Navarro", "Assistant Principal, Beacon Elementary School", "(614) 555-0162"),
                             ("Janet Pruitt", "Grade 5 Teacher and Mentor, Maple Grove Elementary School",
                              "(614) 555-0171")]:
        p = document.add_paragraph(); p.paragraph_format.space_after = Pt(5)
        p.add_run(who).bold = True
        p.add_run(f"\n{role}\n{phone}")

    name = "q4-allison-dunleavy"
    libreoffice_pdf(document, name, pages=2)
    spans = {"Aug 2015 – present": ("2015-08", None, True), "Aug 2011 – June 2015": ("2011-08", "2015-06"),
             "Jan 2011 – June 2011": ("2011-01", "2011-06"), "2016 - 2019": ("2016", "2019"),
             "Sept. 2020 – May 2022": ("2020-09", "2022-05")}
    work = []
    for title, place, when, _ in Q4_TEACHING + Q4_RELATED:
        company, location = place.split(", ", 1)
        work.append({"position": title, "name": company, "location": location,
                     "dates": dates(*spans[when], text=when)})
    write_truth(name, {
        "basics": {"name": "Allison M. Dunleavy", "email": "adunleavy.teach@example.com", "phone": "(614) 555-0139",
                   "location": {"city": "Westerville", "region": "OH"}},
        "work": work,
        "education": [
            {"institution": "Otterbein University", "study_type": "M.Ed.", "area": "Reading and Literacy",
             "dates": dates(None, "2014", text="2014")},
            {"institution": "The Ohio State University", "study_type": "B.A.", "area": "Early Childhood Education",
             "score": "3.78", "dates": dates(None, "2010", text="2010")}],
        "skills": [{"name": s} for s in instruction + technology],
        "certificates": [{"name": "Ohio Five-Year Professional Educator License — Primary (P–5)"},
                         {"name": "Reading Endorsement (K–12)"},
                         {"name": "Grades 4–5 Generalist Endorsement"}],
        "languages": [{"language": "Spanish", "fluency": "conversational"}],
    })


# ---- q5: medical assistant, DOCX with a contact/summary table -----------------------------------
Q5_JOBS = [
    ("Mercy Family Clinic, Toledo, OH", "03/2020 to Present", "Lead Medical Assistant",
     ["Room 30–35 patients a day for three family medicine providers: vitals, histories, medication reconciliation.",
      "Perform venipuncture, EKGs, injections and immunizations; process and ship lab specimens.",
      "Train and schedule six medical assistants; wrote the clinic’s rooming checklist.",
      "Manage prior authorizations and referral follow-up in Epic."]),
    ("Lakeview Pediatrics", "09/2017 to 02/2020", "Medical Assistant",
     ["Took vitals and growth measurements, gave vaccines per VFC guidelines and ran hearing and vision screens.",
      "Answered the nurse line for routine questions and scheduled sick visits."]),
    ("Northwest Ohio Urgent Care, Perrysburg, OH", "05/2016–08/2017", "Medical Assistant / Front Desk",
     ["Checked in 60+ walk-in patients a day, verified insurance and collected copays.",
      "Assisted with splinting, wound care and rapid strep, flu and COVID-19 testing."]),
    ("RiteWay Pharmacy, Toledo, OH", "March 2012 to June 2014", "Pharmacy Technician (part-time)",
     ["Counted and labeled prescriptions, ran insurance claims and worked the drive-through window."]),
]


def q5_medical_assistant_docx():
    from docx.enum.text import WD_ALIGN_PARAGRAPH
    from docx.shared import Inches, Pt, RGBColor

    plum = RGBColor(0x5B, 0x2C, 0x6F)
    document = new_docx(author="Tamika Odom", title="Tamika Odom CMA Resume", page=(Inches(8.5), Inches(11)),
                        margins=(Inches(0.7), Inches(0.6)), font="Arial", size=10, space_after=2)

    name = document.add_paragraph()
    r = name.add_run("TAMIKA ODOM"); r.bold = True; r.font.size = Pt(24); r.font.color.rgb = plum
    name.paragraph_format.space_after = Pt(0)
    label = document.add_paragraph()
    r = label.add_run("Certified Medical Assistant"); r.font.size = Pt(13); r.font.color.rgb = RGBColor(0x55, 0x55, 0x55)
    label.paragraph_format.space_after = Pt(6)

    table = document.add_table(rows=1, cols=2)
    no_table_borders(table)
    left, right = table.rows[0].cells
    table.autofit = False
    for column, width in zip(table.columns, (Inches(2.3), Inches(4.8))):
        column.width = width
        for cell in column.cells:
            cell.width = width
    shade_cell(left, "EFE6F2")
    lines = ["Toledo, OH 43615", "419-555-0187", "tamika.odom@example.com"]
    left.paragraphs[0].add_run(lines[0])
    for line in lines[1:]:
        left.add_paragraph(line)
    head = right.paragraphs[0]
    r = head.add_run("SUMMARY"); r.bold = True; r.font.color.rgb = plum
    right.add_paragraph(
        "Certified Medical Assistant with 8+ years in family medicine, pediatrics and urgent care. Fast, accurate "
        "rooming and phlebotomy, calm with anxious patients and kids, and comfortable training new staff. "
        "Looking for a lead MA or clinical supervisor role.")

    def heading(text):
        p = document.add_paragraph()
        p.paragraph_format.space_before = Pt(12); p.paragraph_format.space_after = Pt(4)
        p.paragraph_format.keep_with_next = True
        r = p.add_run(text); r.bold = True; r.font.size = Pt(12); r.font.color.rgb = plum
        bottom_border(p, color="5B2C6F", size="6")

    heading("EXPERIENCE")
    for employer, when, title, bullets in Q5_JOBS:
        p = document.add_paragraph()
        p.paragraph_format.space_before = Pt(6); p.paragraph_format.space_after = Pt(0)
        p.paragraph_format.keep_with_next = True
        p.add_run(f"{employer} — {when}").bold = True
        t = document.add_paragraph()
        t.paragraph_format.keep_with_next = True
        t.add_run(title).italic = True
        for b in bullets:
            document.add_paragraph(b, style="List Bullet").paragraph_format.space_after = Pt(1)

    heading("EDUCATION")
    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(0)
    p.add_run("Lucas County Community College, Toledo, OH").bold = True
    document.add_paragraph("Associate of Applied Science, Health Information Technology (expected 2026)")
    p = document.add_paragraph(); p.paragraph_format.space_before = Pt(4); p.paragraph_format.space_after = Pt(0)
    p.add_run("Maumee Bay Career Institute, Oregon, OH").bold = True
    document.add_paragraph("Medical Assistant Diploma, 2016 — 720 hours including a 160-hour externship")

    heading("CERTIFICATIONS")
    for line in ["Certified Medical Assistant (CMA), AAMA — exp. 04/2027",
                 "Basic Life Support (BLS), American Heart Association — exp. 11/2025",
                 "Certified Phlebotomy Technician (CPT), NHA"]:
        document.add_paragraph(line, style="List Bullet").paragraph_format.space_after = Pt(1)

    heading("SKILLS")
    skills = ["Vital signs & patient intake", "Phlebotomy / venipuncture", "EKG", "Injections & immunizations",
              "Epic and athenahealth EHR", "Insurance verification & prior auths", "Scheduling", "HIPAA compliance",
              "Sterilization & instrument prep", "Point-of-care testing"]
    grid = document.add_table(rows=5, cols=2)
    no_table_borders(grid)
    for i, skill in enumerate(skills):
        cell = grid.cell(i % 5, i // 5)
        cell.paragraphs[0].text = skill
        cell.paragraphs[0].style = document.styles["List Bullet"]

    name = "q5-tamika-odom"
    document.save(os.path.join(FILES, name + ".docx"))
    spans = [("2020-03", None, True), ("2017-09", "2020-02"), ("2016-05", "2017-08"), ("2012-03", "2014-06")]
    work = []
    for (employer, when, title, _), span in zip(Q5_JOBS, spans):
        company, _, location = employer.partition(", ")
        entry = {"position": title, "name": company}
        if location:
            entry["location"] = location
        entry["dates"] = dates(*span, text=when)
        work.append(entry)
    write_truth(name, {
        "basics": {"name": "Tamika Odom", "label": "Certified Medical Assistant", "email": "tamika.odom@example.com",
                   "phone": "419-555-0187", "location": {"city": "Toledo", "region": "OH"}},
        "work": work,
        "education": [
            {"institution": "Lucas County Community College", "study_type": "Associate of Applied Science",
             "area": "Health Information Technology",
             "dates": dates(None, "2026", current=True, text="expected 2026")},
            {"institution": "Maumee Bay Career Institute", "study_type": "Diploma", "area": "Medical Assistant",
             "dates": dates(None, "2016", text="2016")}],
        "skills": [{"name": s} for s in skills],
        "certificates": [{"name": "Certified Medical Assistant (CMA)"}, {"name": "Basic Life Support (BLS)"},
                         {"name": "Certified Phlebotomy Technician (CPT)"}],
    })


# ---- q6: marketing manager, left sidebar, Chromium ----------------------------------------------
Q6_COMPANIES = [
    ("Summit Ridge Outfitters", "Denver, CO", [
        ("Marketing Manager", "2020–now",
         ["Own the $2.4M annual marketing budget across paid social, search, email and retail partnerships.",
          "Lead a team of four (two specialists, a designer, a content writer) and two agencies.",
          "Relaunched the loyalty program; repeat purchase rate up 19% and email revenue up 34% year over year."]),
        ("Senior Marketing Specialist", "2018–2020",
         ["Ran the spring and holiday campaigns end to end; moved email from Mailchimp to HubSpot.",
          "Built the first GA4 and Looker Studio reporting for channel ROI."]),
    ]),
    ("Brightline Software", "Boulder, CO", [
        ("Marketing Specialist", "2015 - 2018",
         ["Managed Marketo nurture programs and webinars for a B2B SaaS product; MQLs up 2.5x in two years.",
          "Wrote and optimized landing pages; organic traffic grew from 20k to 65k visits a month."]),
        ("Marketing Coordinator", "2013 - 2015",
         ["Coordinated 12 trade shows a year, managed the events budget and supported product launches."]),
    ]),
    ("Copper & Pine Creative", "Fort Collins, CO", [
        ("Account Coordinator", "2011–2013",
         ["Supported account managers for regional tourism and healthcare clients; tracked timelines and budgets."]),
    ]),
]
Q6_SKILLS = ["Brand Strategy", "Demand Generation", "Campaign Management", "Marketing Automation (HubSpot, Marketo)",
             "SEO & SEM", "Content Strategy", "Google Analytics 4", "Salesforce", "Budget Management",
             "Team Leadership"]
Q6_LANGUAGES = [("English", "native"), ("French", "professional working proficiency"),
                ("Spanish", "elementary proficiency")]


def q6_sidebar_chromium():
    main = []
    for company, city, roles in Q6_COMPANIES:
        parts = [f'<div class="company"><span class="co">{escape(company)}</span> | {escape(city)}</div>']
        for title, when, bullets in roles:
            items = "".join(f"<li>{escape(b)}</li>" for b in bullets)
            parts.append(f'<div class="role"><span class="t">{escape(title)}</span><span class="when">{when}</span></div>'
                         f'<ul>{items}</ul>')
        main.append('<div class="employer">' + "".join(parts) + "</div>")
    skills = "".join(f"<li>{escape(s)}</li>" for s in Q6_SKILLS)
    languages = "".join(f"<li>{l} ({f})</li>" for l, f in Q6_LANGUAGES)
    html = f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Leah Fontaine — Resume</title>
<style>
@page {{ size: Letter; margin: 0; }}
* {{ box-sizing: border-box; }}
body {{ margin: 0; font: 9.6pt/1.36 "Liberation Sans", Arial, sans-serif; color: #222; }}
.page {{ display: flex; width: 8.5in; min-height: 11in; }}
aside {{ width: 2.35in; background: #23395d; color: #f1f4f9; padding: 0.55in 0.22in 0.4in 0.3in; }}
main {{ flex: 1; padding: 0.5in 0.5in 0.35in 0.38in; }}
aside h3 {{ font-size: 9.8pt; letter-spacing: 1.5px; text-transform: uppercase; color: #f4c26b; margin: 16pt 0 5pt;
           border-bottom: 1px solid #52688c; padding-bottom: 3pt; }}
aside h3:first-child {{ margin-top: 0; }}
aside p {{ margin: 0 0 4pt; font-size: 9pt; overflow-wrap: anywhere; }}
aside ul {{ list-style: none; margin: 0; padding: 0; }}
aside li {{ margin-bottom: 3pt; font-size: 9pt; }}
aside a {{ color: #f1f4f9; text-decoration: none; }}
h1 {{ font-size: 26pt; margin: 0; color: #23395d; letter-spacing: 1px; }}
.label {{ font-size: 13pt; color: #b7791f; margin: 2pt 0 10pt; }}
main h2 {{ font-size: 11pt; letter-spacing: 1.5px; text-transform: uppercase; color: #23395d; margin: 12pt 0 5pt;
          border-bottom: 2px solid #23395d; padding-bottom: 2pt; }}
.summary {{ margin: 0; }}
.employer {{ margin-bottom: 8pt; }}
.company {{ font-size: 10.5pt; color: #23395d; margin-top: 5pt; }}
.company .co {{ font-weight: bold; }}
.role {{ display: flex; justify-content: space-between; margin-top: 3pt; }}
.role .t {{ font-weight: bold; font-style: italic; }}
.role .when {{ color: #555; }}
main ul {{ margin: 2pt 0 0; padding-left: 14pt; }}
main li {{ margin-bottom: 1.5pt; }}
.awards li {{ margin-bottom: 3pt; }}
</style></head>
<body><div class="page">
<aside>
  <h3>Contact</h3>
  <p><a href="mailto:leah.fontaine@example.com">leah.fontaine@example.com</a></p>
  <p>(720) 555-0164</p>
  <p>Denver, CO</p>
  <p><a href="https://www.linkedin.com/in/leahfontaine">linkedin.com/in/leahfontaine</a></p>
  <h3>Skills</h3>
  <ul>{skills}</ul>
  <h3>Languages</h3>
  <ul>{languages}</ul>
  <h3>Education</h3>
  <p><b>B.S., Marketing</b><br>Colorado State University<br>2007 – 2011</p>
  <h3>Certifications</h3>
  <ul><li>HubSpot Inbound Marketing Certification</li><li>Google Analytics Certification (GA4)</li></ul>
</aside>
<main>
  <h1>Leah Fontaine</h1>
  <div class="label">Marketing Manager</div>
  <h2>Summary</h2>
  <p class="summary">Marketing manager with 13 years in consumer retail, B2B SaaS and agency work. I plan integrated
  campaigns, build teams that test and measure everything, and turn brand stories into pipeline and revenue.</p>
  <h2>Experience</h2>
  {"".join(main)}
  <h2>Awards</h2>
  <ul class="awards">
    <li>Gold ADDY Award, American Advertising Federation Colorado — “Trail Ready” spring campaign, 2022</li>
    <li>Denver AMA Marketer of the Year — Finalist, 2021</li>
    <li>President’s Club, Brightline Software, 2017</li>
  </ul>
</main>
</div></body></html>
"""
    name = "q6-leah-fontaine"
    chromium_pdf(html, name, pages=1)
    spans = {"2020–now": ("2020", None, True), "2018–2020": ("2018", "2020"), "2015 - 2018": ("2015", "2018"),
             "2013 - 2015": ("2013", "2015"), "2011–2013": ("2011", "2013")}
    write_truth(name, {
        "basics": {"name": "Leah Fontaine", "label": "Marketing Manager", "email": "leah.fontaine@example.com",
                   "phone": "(720) 555-0164", "location": {"city": "Denver", "region": "CO"},
                   "profiles": [{"network": "LinkedIn", "url": "https://www.linkedin.com/in/leahfontaine"}]},
        "work": [{"position": title, "name": company, "location": city, "dates": dates(*spans[when], text=when)}
                 for company, city, roles in Q6_COMPANIES for title, when, _ in roles],
        "education": [{"institution": "Colorado State University", "study_type": "B.S.", "area": "Marketing",
                       "dates": dates("2007", "2011", text="2007 – 2011")}],
        "skills": [{"name": s} for s in Q6_SKILLS],
        "certificates": [{"name": "HubSpot Inbound Marketing Certification"},
                         {"name": "Google Analytics Certification (GA4)"}],
        "languages": [{"language": l, "fluency": f} for l, f in Q6_LANGUAGES],
    })


if __name__ == "__main__":
    q1_accountant_docx()
    q2_google_docs_chromium()
    q3_plain_text()
    q4_teacher_libreoffice()
    q5_medical_assistant_docx()
    q6_sidebar_chromium()
