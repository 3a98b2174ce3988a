#!/usr/bin/env python3
"""Renders the fifth held-out batch (j1–j6) into files/ and its truth into truth/.

Written after the parser, without reading it, in styles the other samples do not use:

- j1 (ReportLab, two pages): employer and place on the left with the dates right-aligned on
  the same line, the job title on the next line in italics; headings over a horizontal rule;
  "Key Achievements" sub-lists inside roles; a page break in the middle of a role, a running
  header on page 2 that repeats the name and e-mail, and a "Name — Page N of 2" footer. Two
  roles at one firm each carry the firm's line. A UK finance professional.
- j2 (python-docx): Word "Title"/"Subtitle"/"Heading 1" styles and real "List Bullet"
  paragraphs (bullets come from numbering, not from characters in the text); contact details
  in a two-column borderless table; roles as a bold "Company — City, ST" line followed by
  "Title | Month YYYY – Month YYYY" with full month names; a "Licenses & Certifications"
  section. A US civil engineer.
- j3 (groff -ms + ps2pdf): an academic CV. Education first with thesis lines, "Research
  Positions" and "Teaching" with year ranges ("2016–2020", "2020–present", "Apr–Jun 2019",
  a single "2021") as hanging tags at the start of the line, numbered "Publications" and
  "Grants and Awards" whose years also start lines (not jobs), a name with ", PhD", the
  employer's address in the header, an ORCID link, semicolon-separated skills.
- j4 (plain text, LinkedIn profile copy): the sidebar comes first ("Contact", "Top Skills",
  "Languages" with LinkedIn proficiency labels), then name, headline and place; roles as
  "Title" / "Company · Full-time" / "Apr 2021 - Present · 2 yrs 10 mos" / place, and two roles
  grouped under one company line with a total duration; "Bachelor of Arts - BA, Psychology";
  "Licenses & certifications" with issuer and "Issued …" lines; one skill per line.
- j5 (HTML, old-school table layout): a <table> with section labels in the left column and
  content on the right, experience and education as <dl>/<dt>/<dd> with dates such as
  "Sept. 2015 to June 2018" and "2019 to date", HTML entities for umlauts (&uuml;), a date of
  birth in the personal details, a "+49 (0) 151 …" number. A German head chef.
- j6 (PyMuPDF): a registered nurse; name with ", BSN, RN"; section headings as white text on
  coloured bars; licences with licence number and expiry dates ("Expires 09/2025") on issuer
  lines; clinical skills as a grid of three columns; dates "03/2018 – 11/2021" and
  "2021 – Current" right-aligned on the title line; a university whose name has a comma.

Needs `pip install reportlab python-docx pymupdf` and `apt-get install groff ghostscript`
(groff -ms -Tps, ps2pdf), DejaVu fonts in /usr/share/fonts/truetype/dejavu/. Run from this
folder: python3 render_batch5.py
"""
import os

from holdout_render import (FILES, check_pages, dates, groff_ms_pdf, new_docx, pymupdf_dejavu,
                            reportlab_dejavu, write_text, write_truth)


# ---- j1: ReportLab, two pages, dates right of the employer line, italic titles -------------
def two_page_reportlab():
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.units import mm
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.lib.colors import HexColor
    from reportlab.platypus import (SimpleDocTemplate, Paragraph, Spacer, Table, TableStyle,
                                    ListFlowable, ListItem, KeepTogether)
    from reportlab.platypus.flowables import HRFlowable

    reportlab_dejavu()

    navy = HexColor("#1f3a5f")
    body = ParagraphStyle("body", fontName="DV", fontSize=9.5, leading=12.5)
    name_style = ParagraphStyle("name", fontName="DV-B", fontSize=22, leading=26, textColor=navy)
    label_style = ParagraphStyle("label", fontName="DV", fontSize=12, leading=16)
    contact_style = ParagraphStyle("contact", fontName="DV", fontSize=9, leading=12, textColor=HexColor("#444444"))
    heading_style = ParagraphStyle("heading", fontName="DV-B", fontSize=11.5, leading=14, textColor=navy,
                                   spaceBefore=10, spaceAfter=1)
    employer_style = ParagraphStyle("employer", fontName="DV-B", fontSize=10, leading=13)
    title_style = ParagraphStyle("title", fontName="DV-I", fontSize=10, leading=13, spaceAfter=2)
    sub_style = ParagraphStyle("sub", fontName="DV-BI", fontSize=9.5, leading=12.5, spaceBefore=3, leftIndent=10)

    width = A4[0] - 40 * mm - 12  # the frame keeps 6 pt of padding on each side
    story = []

    def heading(text):
        story.append(Paragraph(text, heading_style))
        story.append(HRFlowable(width="100%", thickness=0.8, color=navy, spaceBefore=1, spaceAfter=5))

    def bullets(items, indent=12):
        story.append(ListFlowable([ListItem(Paragraph(t, body)) for t in items],
                                  bulletType="bullet", start="•", leftIndent=indent, bulletDedent=9,
                                  bulletFontName="DV", bulletFontSize=8))

    def employer_line(left, right, title):
        table = Table([[Paragraph(left, employer_style), right]], colWidths=[width * 0.7, width * 0.3])
        table.setStyle(TableStyle([("FONT", (1, 0), (1, 0), "DV", 9.5), ("ALIGN", (1, 0), (1, 0), "RIGHT"),
                                   ("LEFTPADDING", (0, 0), (-1, -1), 0), ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                                   ("TOPPADDING", (0, 0), (-1, -1), 4), ("BOTTOMPADDING", (0, 0), (-1, -1), 0),
                                   ("VALIGN", (0, 0), (-1, -1), "TOP")]))
        story.append(KeepTogether([table, Paragraph(title, title_style)]))

    story += [Paragraph("Eleanor Whitfield", name_style),
              Paragraph("Financial Controller", label_style),
              Paragraph("London, UK  ·  +44 20 7946 0321  ·  eleanor.whitfield@example.co.uk  ·  "
                        "linkedin.com/in/eleanorwhitfield", contact_style)]
    heading("Profile")
    story.append(Paragraph(
        "Chartered accountant with thirteen years in audit and industry finance, the last eight leading "
        "finance teams in consumer goods and manufacturing. I run a tight month-end close, build forecasts "
        "that the board trusts, and like replacing spreadsheets with systems that people actually use. "
        "Comfortable as the finance partner to operations, sales and the executive team, and as the "
        "auditors' main contact through year-end. Looking for a group-level role where reporting, "
        "planning and systems all sit with one team.", body))
    heading("Professional Qualifications")
    bullets(["Chartered Accountant (ACA), ICAEW — 2014", "ICAEW Certificate in IFRS — 2017"])
    heading("Professional Experience")

    employer_line("Harcourt &amp; Lyle plc, London", "Mar 2019 – Present", "Financial Controller")
    bullets(["Lead a team of nine covering group reporting, payables, payroll and treasury for a £140m-turnover "
             "manufacturer of kitchen appliances with sites in London, Leicester and Lyon.",
             "Own the monthly board pack, the annual budget and the rolling twelve-month forecast.",
             "Main contact for the external auditors and for the group's two lending banks.",
             "Chair the monthly working-capital meeting with the operations and sales directors.",
             "Set the group's transfer-pricing and intercompany recharge policies with the tax adviser.",
             "Report quarterly to the audit committee on controls, provisions and going concern."])
    story.append(Paragraph("Key Achievements", sub_style))
    bullets(["Cut the month-end close from twelve working days to five by standardising journals and "
             "reconciliations in BlackLine.", "Led the finance workstream of the SAP S/4HANA migration, "
             "delivered on time across three legal entities.", "Released £6.2m of working capital by "
             "renegotiating supplier terms and tightening credit control."], indent=22)

    employer_line("Tamesis Foods Ltd, Reading", "Sep 2015 – Feb 2019", "Finance Manager")
    bullets(["Managed management accounts and cost accounting for three chilled-food factories.",
             "Partnered with the operations director on capital projects worth £18m in total.",
             "Built the standard costing model used for customer pricing with the major grocers.",
             "Prepared the statutory accounts of three UK subsidiaries and the group's VAT returns.",
             "Coached two part-qualified accountants through their CIMA exams."])
    story.append(Paragraph("Key Achievements", sub_style))
    bullets(["Introduced Power BI margin dashboards, replacing forty weekly spreadsheets.",
             "Found £1.1m of annual savings in packaging and logistics through a cost review."], indent=22)

    employer_line("Brackenbury Partners LLP, London", "Oct 2013 – Aug 2015", "Audit Senior")
    bullets(["Ran audits of retail and manufacturing clients with turnovers of up to £300m.",
             "Supervised teams of up to four associates on site and reviewed their working papers.",
             "Reported findings on controls and accounting judgements to client audit committees."])

    employer_line("Brackenbury Partners LLP, London", "Sep 2011 – Sep 2013", "Audit Associate")
    bullets(["Audited revenue, inventory and payroll for owner-managed businesses while training for the ACA.",
             "Prepared statutory accounts and corporation tax computations for small clients."])

    heading("Education")
    employer_line("Henley Business School, University of Reading", "2017 – 2019", "Executive MBA (part-time)")
    employer_line("University of Bristol", "2008 – 2011", "BSc (Hons) Economics and Accounting")
    heading("Skills")
    story.append(Paragraph("Financial Reporting (IFRS)  ·  Budgeting &amp; Forecasting  ·  Month-End Close  ·  "
                           "SAP S/4HANA  ·  Oracle NetSuite  ·  BlackLine  ·  Power BI  ·  Advanced Excel  ·  "
                           "Team Leadership  ·  Audit Liaison", body))
    heading("Languages")
    story.append(Paragraph("English (native), French (fluent), Spanish (conversational)", body))

    def footer(canvas, doc):
        canvas.saveState()
        canvas.setFont("DV", 8); canvas.setFillColor(HexColor("#666666"))
        canvas.drawCentredString(A4[0] / 2, 12 * mm, f"Eleanor Whitfield — Page {doc.page} of 2")
        canvas.restoreState()

    def later(canvas, doc):
        footer(canvas, doc)
        canvas.saveState()
        canvas.setFont("DV", 8); canvas.setFillColor(HexColor("#666666"))
        canvas.drawString(20 * mm, A4[1] - 12 * mm, "Eleanor Whitfield  ·  Financial Controller")
        canvas.drawRightString(A4[0] - 20 * mm, A4[1] - 12 * mm, "eleanor.whitfield@example.co.uk")
        canvas.setStrokeColor(HexColor("#999999")); canvas.setLineWidth(0.4)
        canvas.line(20 * mm, A4[1] - 14 * mm, A4[0] - 20 * mm, A4[1] - 14 * mm)
        canvas.restoreState()

    path = os.path.join(FILES, "j1-eleanor-whitfield.pdf")
    doc = SimpleDocTemplate(path, pagesize=A4, leftMargin=20 * mm, rightMargin=20 * mm, topMargin=18 * mm,
                            bottomMargin=20 * mm, title="Eleanor Whitfield CV", author="Eleanor Whitfield",
                            creator="ManifestMatch samples")
    doc.build(story, onFirstPage=footer, onLaterPages=later)
    check_pages("j1", doc.page, 2)

    write_truth("j1-eleanor-whitfield", {
        "basics": {"name": "Eleanor Whitfield", "label": "Financial Controller", "email": "eleanor.whitfield@example.co.uk",
                   "phone": "+44 20 7946 0321", "location": {"city": "London"},
                   "profiles": [{"network": "LinkedIn", "url": "https://linkedin.com/in/eleanorwhitfield"}]},
        "work": [
            {"position": "Financial Controller", "name": "Harcourt & Lyle plc", "location": "London",
             "dates": dates("2019-03", current=True, text="Mar 2019 – Present")},
            {"position": "Finance Manager", "name": "Tamesis Foods Ltd", "location": "Reading",
             "dates": dates("2015-09", "2019-02", text="Sep 2015 – Feb 2019")},
            {"position": "Audit Senior", "name": "Brackenbury Partners LLP", "location": "London",
             "dates": dates("2013-10", "2015-08", text="Oct 2013 – Aug 2015")},
            {"position": "Audit Associate", "name": "Brackenbury Partners LLP", "location": "London",
             "dates": dates("2011-09", "2013-09", text="Sep 2011 – Sep 2013")}],
        "education": [
            {"institution": "Henley Business School, University of Reading", "study_type": "Executive MBA",
             "dates": dates("2017", "2019", text="2017 – 2019")},
            {"institution": "University of Bristol", "study_type": "BSc (Hons)", "area": "Economics and Accounting",
             "dates": dates("2008", "2011", text="2008 – 2011")}],
        "skills": [{"name": s} for s in ["Financial Reporting (IFRS)", "Budgeting & Forecasting", "Month-End Close",
                                         "SAP S/4HANA", "Oracle NetSuite", "BlackLine", "Power BI", "Advanced Excel",
                                         "Team Leadership", "Audit Liaison"]],
        "certificates": [{"name": "Chartered Accountant (ACA)"}, {"name": "ICAEW Certificate in IFRS"}],
        "languages": [{"language": l} for l in ["English", "French", "Spanish"]]})


# ---- j2: python-docx, Word heading styles, List Bullet paragraphs, contact table ----------
def word_styles_docx():
    from docx.shared import Pt, RGBColor
    from docx.enum.text import WD_ALIGN_PARAGRAPH
    document = new_docx(author="Dana Whitcomb", title="Resume")
    document.add_paragraph("Dana Whitcomb, P.E.", style="Title")
    document.add_paragraph("Senior Project Engineer", style="Subtitle")

    contact = document.add_table(rows=2, cols=2)
    cells = [("Columbus, OH 43215", "dana.whitcomb@example.com"),
             ("(614) 555-0137", "linkedin.com/in/dana-whitcomb-pe")]
    for r, (left, right) in enumerate(cells):
        contact.cell(r, 0).text = left
        contact.cell(r, 1).text = right
        contact.cell(r, 1).paragraphs[0].alignment = WD_ALIGN_PARAGRAPH.RIGHT

    document.add_heading("Summary", level=1)
    document.add_paragraph(
        "Licensed civil engineer with ten years of design and construction-phase work on transit, "
        "roadway and bridge projects for public owners. Known for keeping contractors, utilities and "
        "neighbours on the same page, and for budgets that hold.")

    def role(company_place, title_dates, items):
        p = document.add_paragraph()
        p.paragraph_format.space_before = Pt(8); p.paragraph_format.space_after = Pt(0)
        p.add_run(company_place).bold = True
        q = document.add_paragraph(title_dates)
        q.paragraph_format.space_after = Pt(2)
        for run in q.runs: run.font.color.rgb = RGBColor(0x40, 0x40, 0x40)
        for item in items:
            document.add_paragraph(item, style="List Bullet")

    document.add_heading("Professional Experience", level=1)
    role("Buckeye Transit Authority — Columbus, OH", "Senior Project Engineer | March 2019 – Present",
         ["Manage design and construction of the $62M East Broad Street bus rapid transit corridor.",
          "Review contractor submittals, change orders and pay applications for four active contracts.",
          "Lead monthly coordination meetings with the city, utilities and business associations."])
    role("Hollister & Reyes Engineering — Cincinnati, OH", "Project Engineer | June 2015 – February 2019",
         ["Designed roadway, drainage and maintenance-of-traffic plans for ODOT and county projects.",
          "Prepared quantities and engineer's estimates for bids worth up to $25M.",
          "Served as resident engineer on two bridge deck replacements."])
    role("Ohio Department of Transportation — Delaware, OH", "Engineering Intern | May 2014 – August 2014",
         ["Inspected pavement resurfacing and recorded daily quantities.",
          "Drafted sign and striping plans in MicroStation."])

    document.add_heading("Education", level=1)
    for school, degree in [("The Ohio State University — Columbus, OH", "Master of Science, Civil Engineering | 2013 – 2015"),
                           ("University of Cincinnati — Cincinnati, OH", "Bachelor of Science, Civil Engineering | 2009 – 2013")]:
        p = document.add_paragraph(); p.paragraph_format.space_after = Pt(0)
        p.add_run(school).bold = True
        document.add_paragraph(degree)

    document.add_heading("Licenses & Certifications", level=1)
    for item in ["Professional Engineer (PE) — State of Ohio, 2019",
                 "LEED Green Associate — U.S. Green Building Council, 2016",
                 "OSHA 30-Hour Construction Safety — 2014"]:
        document.add_paragraph(item, style="List Bullet")

    document.add_heading("Technical Skills", level=1)
    for item in ["AutoCAD Civil 3D", "MicroStation", "Bentley OpenRoads", "Primavera P6", "Bluebeam Revu",
                 "Construction Management", "Cost Estimating", "Stormwater Design", "Maintenance of Traffic"]:
        document.add_paragraph(item, style="List Bullet")
    document.save(os.path.join(FILES, "j2-dana-whitcomb.docx"))

    write_truth("j2-dana-whitcomb", {
        "basics": {"name": "Dana Whitcomb", "label": "Senior Project Engineer", "email": "dana.whitcomb@example.com",
                   "phone": "(614) 555-0137", "location": {"city": "Columbus"},
                   "profiles": [{"network": "LinkedIn", "url": "https://linkedin.com/in/dana-whitcomb-pe"}]},
        "work": [
            {"position": "Senior Project Engineer", "name": "Buckeye Transit Authority", "location": "Columbus, OH",
             "dates": dates("2019-03", current=True, text="March 2019 – Present")},
            {"position": "Project Engineer", "name": "Hollister & Reyes Engineering", "location": "Cincinnati, OH",
             "dates": dates("2015-06", "2019-02", text="June 2015 – February 2019")},
            {"position": "Engineering Intern", "name": "Ohio Department of Transportation", "location": "Delaware, OH",
             "dates": dates("2014-05", "2014-08", text="May 2014 – August 2014")}],
        "education": [
            {"institution": "The Ohio State University", "study_type": "Master of Science", "area": "Civil Engineering",
             "dates": dates("2013", "2015", text="2013 – 2015")},
            {"institution": "University of Cincinnati", "study_type": "Bachelor of Science", "area": "Civil Engineering",
             "dates": dates("2009", "2013", text="2009 – 2013")}],
        "skills": [{"name": s} for s in ["AutoCAD Civil 3D", "MicroStation", "Bentley OpenRoads", "Primavera P6",
                                         "Bluebeam Revu", "Construction Management", "Cost Estimating",
                                         "Stormwater Design", "Maintenance of Traffic"]],
        "certificates": [{"name": "Professional Engineer (PE)"}, {"name": "LEED Green Associate"},
                         {"name": "OSHA 30-Hour Construction Safety"}]})


# ---- j3: groff -ms, academic CV ------------------------------------------------------------
def academic_groff():
    source = r""".nr PS 10
.nr VS 12.5
.nr PI 1.1i
.nr PD 0.4v
.nr HM 0.75i
.nr FM 0.75i
.nr HY 0
.ds CH
.ce 5
\s(18\fBHelena Brandt, PhD\fP\s0
.sp 0.3
Postdoctoral Research Fellow in Marine Ecology
Scottish Association for Marine Science, Oban, Argyll PA37 1QA, United Kingdom
+44 7700 900412 \(bu h.brandt@example.ac.uk \(bu orcid.org/0000-0003-4417-2290
.SH
Education
.IP "2016\(en2020"
\fBPhD in Marine Ecology\fP, University of Aberdeen, UK
.br
Thesis: \(lqRecovery of seagrass meadows after mooring damage in Scottish sea lochs\(rq.
Supervisors: Dr J. Ross and Prof. K. Innes.
.IP "2011\(en2015"
\fBBSc (Hons) Zoology\fP, First Class, University of Glasgow, UK
.br
Dissertation: \(lqForaging range of grey seals in the Firth of Clyde\(rq.
.SH
Research Positions
.IP "2020\(enpresent"
\fBPostdoctoral Research Fellow\fP, Scottish Association for Marine Science, Oban, UK
.br
Seagrass restoration and blue-carbon accounting in west-coast sea lochs (PI: Prof. A. MacLeod).
Leads a field team of three and the project's drone survey programme.
.IP "Apr\(enJun 2019"
\fBVisiting Researcher\fP, Norwegian Institute for Water Research, Oslo, Norway
.br
Stable-isotope food-web analysis of eelgrass communities in the Oslofjord.
.IP "2015\(en2016"
\fBResearch Assistant\fP, Marine Scotland Science, Aberdeen, UK
.br
Benthic grab sampling and sorting for offshore wind baseline surveys.
.SH
Teaching
.IP "2017\(en2020"
\fBGraduate Teaching Assistant\fP, University of Aberdeen, UK
.br
Marine Ecology (second year) and Coastal Field Course (third year); about 120 students a year.
.IP "2021"
\fBGuest Lecturer\fP, University of the Highlands and Islands, UK
.br
Four lectures on blue carbon for the MSc Marine Science programme.
.SH
Publications
.IP 1. 0.3i
Brandt, H. & MacLeod, A. (2023). Blue-carbon stocks in the sediments of west-coast sea lochs.
\fIEstuarine, Coastal and Shelf Science\fP 281: 108204.
.IP 2.
Brandt, H., Ross, J. & Innes, K. (2021). Recovery trajectories of \fIZostera marina\fP after
mooring removal. \fIMarine Ecology Progress Series\fP 672: 45\(en59.
.IP 3.
Ross, J., Brandt, H., Grant, E. & Innes, K. (2019). Mapping subtidal seagrass with drones and
towed video. \fIAquatic Conservation\fP 29(8): 1290\(en1302.
.SH
Grants and Awards
.IP "2023" 1.1i
NERC Pushing the Frontiers grant (co-investigator), \(Po48,000
.IP "2022"
MASTS Early Career Research Grant, \(Po8,500
.IP "2020"
Best Student Talk, UK Seagrass Symposium, Plymouth
.SH
Certifications
.LP
HSE Professional SCUBA Diver; RYA Powerboat Level 2
.SH
Skills
.LP
R; Python; QGIS; benthic survey design; stable isotope analysis; drone photogrammetry;
underwater visual census
.SH
Languages
.LP
English (native), German (fluent), Norwegian (basic)
"""
    groff_ms_pdf(source, "j3-helena-brandt")

    write_truth("j3-helena-brandt", {
        "basics": {"name": "Helena Brandt", "label": "Postdoctoral Research Fellow in Marine Ecology",
                   "email": "h.brandt@example.ac.uk", "phone": "+44 7700 900412", "location": {"city": "Oban"},
                   "profiles": [{"network": "ORCID", "url": "https://orcid.org/0000-0003-4417-2290"}]},
        "work": [
            {"position": "Postdoctoral Research Fellow", "name": "Scottish Association for Marine Science",
             "location": "Oban, UK", "dates": dates("2020", current=True, text="2020–present")},
            {"position": "Visiting Researcher", "name": "Norwegian Institute for Water Research",
             "location": "Oslo, Norway", "dates": dates("2019-04", "2019-06", text="Apr–Jun 2019")},
            {"position": "Research Assistant", "name": "Marine Scotland Science", "location": "Aberdeen, UK",
             "dates": dates("2015", "2016", text="2015–2016")},
            {"position": "Graduate Teaching Assistant", "name": "University of Aberdeen", "location": "UK",
             "dates": dates("2017", "2020", text="2017–2020")},
            {"position": "Guest Lecturer", "name": "University of the Highlands and Islands", "location": "UK",
             "dates": dates("2021", text="2021")}],
        "education": [
            {"institution": "University of Aberdeen", "study_type": "PhD", "area": "Marine Ecology",
             "dates": dates("2016", "2020", text="2016–2020")},
            {"institution": "University of Glasgow", "study_type": "BSc (Hons)", "area": "Zoology",
             "dates": dates("2011", "2015", text="2011–2015")}],
        "skills": [{"name": s} for s in ["R", "Python", "QGIS", "benthic survey design", "stable isotope analysis",
                                         "drone photogrammetry", "underwater visual census"]],
        "certificates": [{"name": "HSE Professional SCUBA Diver"}, {"name": "RYA Powerboat Level 2"}],
        "languages": [{"language": l} for l in ["English", "German", "Norwegian"]]})


# ---- j4: text copied from a LinkedIn profile --------------------------------------------
def linkedin_text():
    text = """Contact
marisol.delacruz@example.ca
+1 416-555-0163
www.linkedin.com/in/marisol-delacruz (LinkedIn)

Top Skills
Full-Cycle Recruiting
Healthcare Recruiting
Stakeholder Management

Languages
English (Native or Bilingual)
Tagalog (Native or Bilingual)
French (Limited Working Proficiency)

Marisol Dela Cruz
Senior Talent Acquisition Partner
Toronto, Ontario, Canada

About
Recruiter with nine years of hiring for hospitals, long-term care homes and home-care agencies.
I build candidate pipelines for hard-to-fill clinical roles and help hiring managers run fair,
structured interviews.

Experience
Northbridge Health Network
Full-time · 5 yrs 5 mos
Toronto, Ontario, Canada

Senior Talent Acquisition Partner
Apr 2021 - Present · 2 yrs 10 mos
- Lead hiring for nursing and allied health roles across four hospital sites (about 350 hires a year).
- Cut time-to-fill for registered nurses from 58 to 39 days with evergreen requisitions.
- Set up the network's internationally educated nurses program with two colleges.

Talent Acquisition Specialist
Sep 2018 - Mar 2021 · 2 yrs 7 mos
- Recruited for diagnostic imaging, pharmacy and support services.
- Moved the team from spreadsheets to Workday Recruiting.

Recruitment Coordinator
Lakeshore Staffing Solutions · Full-time
Jun 2016 - Aug 2018 · 2 yrs 3 mos
Mississauga, Ontario, Canada
- Scheduled up to 60 interviews a week for light-industrial and office clients.
- Screened candidates and checked references.

HR Assistant
Maple Crest Long-Term Care · Contract
Jan 2015 - May 2016 · 1 yr 5 mos
Toronto, Ontario, Canada
- Kept employee files and onboarding paperwork for 220 staff.

Education
York University
Bachelor of Arts - BA, Psychology
2010 - 2014

Humber College
Graduate Certificate, Human Resources Management
2014 - 2015

Licenses & certifications
Certified Human Resources Professional (CHRP)
Human Resources Professionals Association (HRPA)
Issued Nov 2017

LinkedIn Certified Professional - Recruiter
LinkedIn
Issued Feb 2020 · Expired Feb 2022
Credential ID 7YH2KLQ9

Skills
Full-Cycle Recruiting
Healthcare Recruiting
Stakeholder Management
Workday Recruiting
Boolean Search
Employer Branding
Structured Interviewing
Onboarding
Diversity Recruiting
"""
    write_text("j4-marisol-dela-cruz.txt", text)
    write_truth("j4-marisol-dela-cruz", {
        "basics": {"name": "Marisol Dela Cruz", "label": "Senior Talent Acquisition Partner",
                   "email": "marisol.delacruz@example.ca", "phone": "+1 416-555-0163", "location": {"city": "Toronto"},
                   "profiles": [{"network": "LinkedIn", "url": "https://www.linkedin.com/in/marisol-delacruz"}]},
        "work": [
            {"position": "Senior Talent Acquisition Partner", "name": "Northbridge Health Network",
             "location": "Toronto, Ontario, Canada", "dates": dates("2021-04", current=True, text="Apr 2021 - Present")},
            {"position": "Talent Acquisition Specialist", "name": "Northbridge Health Network",
             "location": "Toronto, Ontario, Canada", "dates": dates("2018-09", "2021-03", text="Sep 2018 - Mar 2021")},
            {"position": "Recruitment Coordinator", "name": "Lakeshore Staffing Solutions",
             "location": "Mississauga, Ontario, Canada", "dates": dates("2016-06", "2018-08", text="Jun 2016 - Aug 2018")},
            {"position": "HR Assistant", "name": "Maple Crest Long-Term Care",
             "location": "Toronto, Ontario, Canada", "dates": dates("2015-01", "2016-05", text="Jan 2015 - May 2016")}],
        "education": [
            {"institution": "York University", "study_type": "Bachelor of Arts", "area": "Psychology",
             "dates": dates("2010", "2014", text="2010 - 2014")},
            {"institution": "Humber College", "study_type": "Graduate Certificate", "area": "Human Resources Management",
             "dates": dates("2014", "2015", text="2014 - 2015")}],
        "skills": [{"name": s} for s in ["Full-Cycle Recruiting", "Healthcare Recruiting", "Stakeholder Management",
                                         "Workday Recruiting", "Boolean Search", "Employer Branding",
                                         "Structured Interviewing", "Onboarding", "Diversity Recruiting"]],
        "certificates": [{"name": "Certified Human Resources Professional (CHRP)"},
                         {"name": "LinkedIn Certified Professional - Recruiter"}],
        "languages": [{"language": l} for l in ["English", "Tagalog", "French"]]})


# ---- j5: HTML, table layout with labels on the left, <dl> entries ------------------------
def table_html():
    html = """<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<html>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">
<title>Curriculum Vitae - Matthias Kr&uuml;ger</title>
<style type="text/css">
body { font-family: Georgia, serif; font-size: 10pt; }
td.label { width: 22%; vertical-align: top; font-weight: bold; color: #7a1f1f; text-align: right; padding-right: 14px; border-right: 2px solid #7a1f1f; }
td.content { vertical-align: top; padding-left: 14px; padding-bottom: 14px; }
dt { font-style: italic; margin-top: 6px; }
dd { margin-left: 0; }
</style>
</head>
<body>
<table width="760" cellspacing="0" cellpadding="4" border="0" align="center">
<tr><td colspan="2" align="center">
<font size="6"><b>Matthias Kr&uuml;ger</b></font><br>
<font size="4">Head Chef</font>
<hr noshade size="1">
</td></tr>
<tr><td class="label">Personal details</td><td class="content">
Eppendorfer Weg 88, 20259 Hamburg, Germany<br>
Mobile: +49 (0) 151 5550 1734<br>
E-mail: <a href="mailto:m.krueger@example.de">m.krueger@example.de</a><br>
Date of birth: 12 March 1987 &middot; Nationality: German &middot; Driving licence: class B
</td></tr>
<tr><td class="label">Profile</td><td class="content">
Head chef with fifteen years in hotel and restaurant kitchens in Germany and England.
Seasonal, regional cooking from northern Germany, a calm kitchen, and food costs that stay
below 28&nbsp;%.
</td></tr>
<tr><td class="label">Professional experience</td><td class="content">
<dl>
<dt>2019 to date</dt>
<dd><b>Head Chef</b>, Restaurant Elbblick, Hamburg
<ul>
<li>Runs a brigade of eleven for a 90-cover restaurant and a private dining room.</li>
<li>Rewrote the menu around producers from Schleswig-Holstein and the Altes Land.</li>
<li>Listed in the regional restaurant guide every year since 2021.</li>
</ul></dd>
<dt>Sept. 2015 to June 2018</dt>
<dd><b>Sous Chef</b>, Hotel Alsterufer Grand, Hamburg
<ul>
<li>Second in charge of a 24-strong kitchen serving two restaurants, banqueting and room service.</li>
<li>Introduced the HACCP documentation that passed every inspection during my time there.</li>
</ul></dd>
<dt>Apr. 2012 to Aug. 2015</dt>
<dd><b>Chef de Partie</b>, The Harbour Kitchen, Bristol, United Kingdom
<ul>
<li>Ran the fish and sauce sections of a busy harbour-side brasserie.</li>
</ul></dd>
<dt>Aug. 2009 to Mar. 2012</dt>
<dd><b>Commis Chef</b>, Gasthaus Zur Linde, L&uuml;neburg
</dd>
</dl>
</td></tr>
<tr><td class="label">Education</td><td class="content">
<dl>
<dt>Sept. 2006 to July 2009</dt>
<dd><b>Vocational Diploma in Culinary Arts</b> (Ausbildung zum Koch), Berufsbildende Schulen III L&uuml;neburg</dd>
</dl>
</td></tr>
<tr><td class="label">Further qualifications</td><td class="content">
K&uuml;chenmeister (IHK), Chamber of Commerce Hamburg, 2017<br>
Level 3 Award in Supervising Food Safety in Catering, Bristol, 2014
</td></tr>
<tr><td class="label">Skills</td><td class="content">
Menu development, food cost control, HACCP, team leadership, seasonal and regional cuisine,
fish butchery, sous-vide cooking, staff rota planning
</td></tr>
<tr><td class="label">Languages</td><td class="content">
German (native), English (fluent &ndash; four years in the UK), French (basic)
</td></tr>
</table>
</body>
</html>
"""
    # An old editor: declared and written as ISO-8859-1; every non-ASCII character is an entity.
    write_text("j5-matthias-krueger.html", html, encoding="iso-8859-1")
    write_truth("j5-matthias-krueger", {
        "basics": {"name": "Matthias Krüger", "label": "Head Chef", "email": "m.krueger@example.de",
                   "phone": "+49 (0) 151 5550 1734", "location": {"city": "Hamburg"}},
        "work": [
            {"position": "Head Chef", "name": "Restaurant Elbblick", "location": "Hamburg",
             "dates": dates("2019", current=True, text="2019 to date")},
            {"position": "Sous Chef", "name": "Hotel Alsterufer Grand", "location": "Hamburg",
             "dates": dates("2015-09", "2018-06", text="Sept. 2015 to June 2018")},
            {"position": "Chef de Partie", "name": "The Harbour Kitchen", "location": "Bristol, United Kingdom",
             "dates": dates("2012-04", "2015-08", text="Apr. 2012 to Aug. 2015")},
            {"position": "Commis Chef", "name": "Gasthaus Zur Linde", "location": "Lüneburg",
             "dates": dates("2009-08", "2012-03", text="Aug. 2009 to Mar. 2012")}],
        "education": [
            {"institution": "Berufsbildende Schulen III Lüneburg", "study_type": "Vocational Diploma",
             "area": "Culinary Arts", "dates": dates("2006-09", "2009-07", text="Sept. 2006 to July 2009")}],
        "skills": [{"name": s} for s in ["Menu development", "food cost control", "HACCP", "team leadership",
                                         "seasonal and regional cuisine", "fish butchery", "sous-vide cooking",
                                         "staff rota planning"]],
        "certificates": [{"name": "Küchenmeister (IHK)"},
                         {"name": "Level 3 Award in Supervising Food Safety in Catering"}],
        "languages": [{"language": l} for l in ["German", "English", "French"]]})


# ---- j6: PyMuPDF, nurse, heading bars, licences, three-column skills grid ----------------
def nurse_pymupdf():
    import pymupdf
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    measure = pymupdf_dejavu(page, {"dvr": "", "dvb": "B", "dvi": "I"})
    teal = (0.05, 0.42, 0.45)
    left, right = 40, 572
    y = 58

    def text(x, y, s, kind="r", size=9.5, color=(0, 0, 0)):
        page.insert_text((x, y), s, fontname="dv" + kind, fontsize=size, color=color)

    def right_text(y, s, kind="r", size=9.5):
        text(right - measure["dv" + kind].text_length(s, fontsize=size), y, s, kind, size)

    def bar(title):
        nonlocal y
        y += 8
        page.draw_rect(pymupdf.Rect(left, y - 11, right, y + 4), color=None, fill=teal)
        text(left + 6, y, title.upper(), "b", 10, (1, 1, 1))
        y += 18

    def line(s, kind="r", size=9.5, x=left, step=13):
        nonlocal y
        text(x, y, s, kind, size)
        y += step

    text(left, y, "Rosalind Ferreira, BSN, RN", "b", 22, teal); y += 20
    line("Registered Nurse", size=12, step=16)
    line("Sacramento, CA 95816  |  (916) 555-0129  |  roz.ferreira@example.com  |  linkedin.com/in/rozferreira-rn",
         size=9, step=8)

    bar("Professional Summary")
    for s in ["Registered nurse with six years of acute-care experience on medical-surgical and telemetry units,",
              "currently charge nurse on a 32-bed unit. Calm under pressure, precise with medications, and known for",
              "precepting new graduates."]:
        line(s)

    bar("Licensure & Certifications")
    for name, issuer in [("Registered Nurse (RN)", "California Board of Registered Nursing · License No. 95123456 · Expires 09/2025"),
                         ("Basic Life Support (BLS)", "American Heart Association · Expires 04/2025"),
                         ("Advanced Cardiovascular Life Support (ACLS)", "American Heart Association · Expires 04/2025"),
                         ("Progressive Care Certified Nurse (PCCN)", "AACN Certification Corporation · Since 2022")]:
        line(name, "b", step=12)
        line(issuer, size=9, step=15)

    bar("Clinical Skills")
    grid = [["Patient Assessment", "IV Therapy", "Wound Care"],
            ["Medication Administration", "Telemetry Monitoring", "Epic EHR"],
            ["Patient Education", "Infection Control", "Care Planning"],
            ["Phlebotomy", "Precepting", "Discharge Planning"]]
    for row in grid:
        for column, item in enumerate(row):
            text(left + 8 + column * 178, y, "■", size=6, color=teal)
            text(left + 18 + column * 178, y, item)
        y += 14

    bar("Professional Experience")
    jobs = [("Charge Nurse (Medical-Surgical)", "2021 – Current", "Mercy Valley Medical Center · Sacramento, CA",
             ["Coordinate staffing, admissions and discharges for a 32-bed unit on day shift.",
              "Precept new-graduate nurses; eleven completed orientation in 2023.",
              "Led the unit's falls-prevention project, reducing falls by 30% in one year."]),
            ("Telemetry Staff Nurse", "03/2018 – 11/2021", "Capitol Regional Hospital · Roseville, CA",
             ["Cared for five to six telemetry patients per shift, including post-cardiac-catheterization care.",
              "Interpreted cardiac rhythms and titrated drips under protocol.",
              "Member of the unit practice council and the COVID-19 surge team."]),
            ("Certified Nursing Assistant", "06/2014 – 02/2018", "Oak Grove Senior Living · Elk Grove, CA",
             ["Assisted residents with daily living, vital signs and mobility while studying nursing."])]
    for title, when, place, bullets in jobs:
        text(left, y, title, "b", 10.5)
        right_text(y, when, "b", 10)
        y += 13
        line(place, "i", 9.5, step=13)
        for b in bullets:
            text(left + 8, y, "•"); text(left + 18, y, b); y += 12.5
        y += 5

    bar("Education")
    text(left, y, "Bachelor of Science in Nursing (BSN)", "b", 10.5); right_text(y, "2014 – 2018", "b", 10); y += 13
    line("California State University, Sacramento · Sacramento, CA", "i")
    y += 2
    bar("Languages")
    line("English (native)  ·  Portuguese (conversational)")
    assert y < 770, f"j6 runs off the page at y={y}"

    doc.set_metadata({"producer": "PyMuPDF", "creator": "ManifestMatch samples", "title": "Rosalind Ferreira Resume"})
    doc.subset_fonts()
    doc.save(os.path.join(FILES, "j6-rosalind-ferreira.pdf"), garbage=4, deflate=True)

    write_truth("j6-rosalind-ferreira", {
        "basics": {"name": "Rosalind Ferreira", "label": "Registered Nurse", "email": "roz.ferreira@example.com",
                   "phone": "(916) 555-0129", "location": {"city": "Sacramento"},
                   "profiles": [{"network": "LinkedIn", "url": "https://linkedin.com/in/rozferreira-rn"}]},
        "work": [
            {"position": "Charge Nurse (Medical-Surgical)", "name": "Mercy Valley Medical Center", "location": "Sacramento, CA",
             "dates": dates("2021", current=True, text="2021 – Current")},
            {"position": "Telemetry Staff Nurse", "name": "Capitol Regional Hospital", "location": "Roseville, CA",
             "dates": dates("2018-03", "2021-11", text="03/2018 – 11/2021")},
            {"position": "Certified Nursing Assistant", "name": "Oak Grove Senior Living", "location": "Elk Grove, CA",
             "dates": dates("2014-06", "2018-02", text="06/2014 – 02/2018")}],
        "education": [
            {"institution": "California State University, Sacramento", "study_type": "Bachelor of Science",
             "area": "Nursing", "dates": dates("2014", "2018", text="2014 – 2018")}],
        "skills": [{"name": s} for row in grid for s in row],
        "certificates": [{"name": "Registered Nurse (RN)"}, {"name": "Basic Life Support (BLS)"},
                         {"name": "Advanced Cardiovascular Life Support (ACLS)"},
                         {"name": "Progressive Care Certified Nurse (PCCN)"}],
        "languages": [{"language": l} for l in ["English", "Portuguese"]]})


if __name__ == "__main__":
    two_page_reportlab()
    word_styles_docx()
    academic_groff()
    linkedin_text()
    table_html()
    nurse_pymupdf()
