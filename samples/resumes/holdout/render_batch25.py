#!/usr/bin/env python3
"""Renders the twenty-fifth held-out batch (l1–l6) into files/ and its truth into truth/.

Written without reading the parser (nor its tests or docs). Six people in ordinary, high-volume
occupations that job feeds carry (a registered nurse, a warehouse shift supervisor, a customer service
team leader in Ireland, an accounts payable specialist, a high-school mathematics teacher, a retail
store manager in Australia), each resume made with an everyday producer: a Google-Docs-like page
printed by headless Chromium with a web font, a Word document with a table header saved as PDF through
LibreOffice, an Irish CV kept as the Word file, a plain-text resume pasted into an email, a Markdown
resume, and a two-page PDF exported by an online resume builder (wkhtmltopdf). All use ordinary
conventions: several titles at one employer (l1, l2, l3, l5, l6), dates written "Jan 2022 – Present",
"06/2016 - 08/2019", "March 2021 – Present", "2018 – Current", "since 2021", "2014–2016" and
"Fall 2013", degrees with field, school and sometimes a GPA or a grade, flat and grouped skills,
licences and certifications, and spoken languages in four of the six.

- l1 (Chromium "Save as PDF" of a Google-Docs-like one-column page, Letter; the body is set in Lato
  loaded as a web font with @font-face from the fonts-lato files, falling back to Carlito): a
  progressive care nurse's page in the style of the Docs "Spearmint" template: the name "Jocelyn
  Pruett, BSN, RN" in bold, the label "Registered Nurse — Progressive Care & Telemetry" in the accent
  colour, a contact line joined by " · " (city with ZIP, phone, a mailto link, a LinkedIn link whose
  text is "linkedin.com/in/jocelynpruett-rn"); capital headings in the accent colour; each job as
  "<b>Employer</b>, City, ST — <i>Title</i>" over the dates in grey ("Jan 2022 – Present" and "Jul 2018
  – Dec 2021" at one medical center, "Aug 2016 – Jun 2018", a part-time CNA job "Sep 2013 – May 2015")
  and bullets; education in the same form ("Washington State University, Spokane, WA — Bachelor of
  Science in Nursing (BSN)", "Aug 2012 – May 2016", "GPA 3.71 · Dean's List, six semesters"); licences
  and certifications as bullets with issuer, number and expiry; skills as one line joined by " · ";
  "English (native), Spanish (conversational)". A charge nurse in Spokane, WA.
- l2 (LibreOffice PDF of a DOCX written with python-docx, Arial shown as Liberation Sans, Letter): a
  warehouse shift supervisor's page whose header is a borderless two-column table: the name and the
  label "Warehouse Shift Supervisor" in the left cell, "Sparks, NV 89431", phone and email right-aligned
  in the right cell; bold capital headings with a rule; experience grouped under the employer line
  "Redline Fulfillment Services — Sparks, NV" with three bold titles and MM/YYYY dates on a right tab
  ("09/2019 - Present", "06/2016 - 08/2019", "02/2015 - 05/2016"), then "Tahoe Home & Garden — Reno, NV"
  with "Stock Associate" "2012 - 2015"; education as "Certificate of Achievement, Logistics Management"
  and "High School Diploma" with the year on the tab and the school under it; certifications with a
  year or issuer in parentheses; skills as three labelled lines ("Operations:", "Systems:", "People:");
  "English – native; Spanish – fluent" under LANGUAGES. A night-shift supervisor in Sparks, NV.
- l3 (DOCX, python-docx, kept as the Word file; Calibri 10.5 pt, A4; the page count is checked on a
  throw-away LibreOffice PDF): an Irish customer service team leader's CV: the name in the "Title"
  style, the label, a contact line "Cork, Ireland | +353 87 555 0193 | email | " and a Word hyperlink
  whose text is the linkedin.com/in/… address; "Personal Profile", "Key Skills" as bullets, "Employment
  History" with each job a bold title and the dates right-aligned on a tab stop over an italic
  "Employer, Cork" line (three titles at "Brightwave Energy Ireland Ltd" with long-month dates "March
  2021 – Present", "August 2018 – February 2021", "September 2015 – July 2018", and a part-time retail
  job "June 2012 – August 2015"); "Education" ("BA (Hons) in Applied Psychology", "University College
  Cork – Result: 2.1"; "Leaving Certificate"); "Certifications & Training" with years in parentheses;
  "Languages" as "English – native" lines; "Interests" and "References available on request." A team
  leader in Cork, Ireland.
- l4 (plain text, UTF-8, LF, lines wrapped near 76 columns as a mail client sends them): an accounts
  payable specialist's resume pasted into the body of an email: no bullets, lists written with "- "
  and continuation lines indented two spaces; the name, the label, a " | " contact line and
  "LinkedIn: linkedin.com/in/…"; headings in capitals; each job as three lines (title / employer, city,
  ST / dates: "2018 – Current", "2014 – 2018", "2011 – 2014"); "A.A.S., Accounting - El Paso
  Community College, El Paso, TX - 2011" on one line; certifications and skills as dash lists. No
  languages section. An AP specialist in El Paso, TX.
- l5 (Markdown, UTF-8): a high-school mathematics teacher's resume: "# Holly Svendsen", a bold label,
  a contact line with a Markdown link to a teaching site; "## Experience" with "### School · City, ST"
  headings and the titles in bold under them with the dates after " — " ("Mathematics Department
  Chair — since 2021" and "Mathematics Teacher — 2016 – Present" at one high school, "Mathematics
  Teacher, Grades 7–8 — 2014–2016", "Student Teacher — Fall 2013"); "## Education" bullets ("M.S.,
  Mathematics Education" and "B.S., Secondary Mathematics Education" with "GPA 3.82"); "##
  Certifications"; "## Professional Development" (workshops, not certificates); grouped skills as
  "- **Instruction:** …" and "- **Technology:** …". No languages section. A teacher in Omaha, NE.
- l6 (wkhtmltopdf 0.12.6 of an online resume builder's HTML template, Liberation Sans, A4, two pages;
  the stylesheet zooms the body as batch 24's a2 does): an Australian retail store manager's CV: a
  coloured header band with the name and "Retail Store Manager", a contact row ("Adelaide SA,
  Australia", "0412 555 087", a mailto link, a LinkedIn link printed as "linkedin.com/in/…"); "Career
  Summary", "Key Achievements" (not jobs), "Employment History" with each job's title in bold and the
  dates at the right, "Employer | Suburb SA" under it (three titles at Harbourside Homewares Pty Ltd:
  "Mar 2020 – Present", "Jul 2017 – Feb 2020", "Jan 2016 – Jun 2017"; "Feb 2013 – Dec 2015"; a casual
  job "2009 – 2013"), "Education & Training" ("Certificate IV in Retail Management", "Bachelor of
  Business (Marketing)"), skills as a flat list of tags, licences with unit codes, "English – Native",
  "Italian – Conversational", and "Referees available upon request". A store manager in Adelaide, SA.

Decisions for this batch (documented here because the documents leave them to the reader):
- Titles grouped under one employer (l2, l5) or repeating the employer (l1, l3, l6) are separate work
  entries, each with the employer's name and location and its own dates. A part-time or casual job
  and student teaching are work entries ("Certified Nursing Assistant (part-time)", "Retail Assistant
  (part-time)", "Retail Assistant (casual)", "Student Teacher"); key achievements, professional
  development, interests and referees are not.
- "since 2021" is current from 2021; "2018 – Current" is current from 2018. "Fall 2013" is September
  to November of that year (start "2013-09", end "2013-11"), read by season as "Spring" and "Summer"
  were in earlier batches.
- A title's own comma or parenthesis is part of the position ("Charge Nurse, Progressive Care Unit",
  "Mathematics Teacher, Grades 7–8", "Outbound Shift Supervisor (Nights)").
- basics.name drops the credentials printed after it ("Jocelyn Pruett, BSN, RN" is "Jocelyn Pruett").
- Skills are the listed items as printed, a group's label left out ("Systems:", "Instruction:"),
  commas inside parentheses not splitting ("Titratable drips (diltiazem, heparin, nitroglycerin)",
  "Microsoft Excel (VLOOKUP, pivot tables)").
- Certificate names drop the year, the issuer, a licence number and an expiry ("Washington Registered
  Nurse License #RN61055512, active through 2026" is "Washington Registered Nurse License";
  "Accredited Payables Specialist (APS), IOFM, 2019" is "Accredited Payables Specialist (APS)";
  "Mental Health First Aid – MHFA Ireland (2023)" is "Mental Health First Aid"), but keep an abbreviation
  or unit code in parentheses ("Provide First Aid (HLTAID011)") and l5's endorsement in parentheses
  ("Nebraska Professional Teaching Certificate (Mathematics 7–12)").
- Education: "Bachelor of Science in Nursing (BSN)" is a study_type with no area, as in earlier batches;
  "BA (Hons) in Applied Psychology" has study_type "BA (Hons)"; "Bachelor of Business (Marketing)" has
  area "Marketing"; "Certificate IV in Retail Management" has study_type "Certificate IV"; a "High
  School Diploma" or "Leaving Certificate" has no area. A GPA or result printed with the degree is its
  score ("3.71", "3.82", "2.1"). A single printed year or month is the end date.
- Basics location is the city and region printed in the contact line; country_code is given where a
  country is printed ("Cork, Ireland" gives "IE"; "Adelaide SA, Australia" gives "AU"). A ZIP code is
  not kept. A teaching site is basics.url. A LinkedIn address printed as text is a profile with
  "https://www." added; a link's target is used where it is a link.

Truth conventions as in batches 5–24: date_text as printed, the work entry's location where printed,
spoken languages only with their fluency as printed, phones as printed. Phones are 555 numbers, emails
and sites at example.com, example.net and example.org.

Tools on the machine that wrote this batch: python-docx, LibreOffice (soffice), wkhtmltopdf 0.12.6,
Chromium, poppler-utils, fonts-liberation, fonts-crosextra-carlito; fonts-lato was installed with
`apt-get install fonts-lato` for l1 (without it l1 falls back to Carlito and says so).
docx_hyperlink is imported from render_batch24.py. Run from this folder: python3 render_batch25.py
"""
import os
from xml.sax.saxutils import escape

from holdout_render import (FILES, bottom_border, check_pages, chromium_pdf, dates, libreoffice_pdf, lo_page_count,
                            new_docx, oxml_element, wkhtmltopdf, work_truth, write_text, write_truth)
from render_batch24 import docx_hyperlink

LATO = "/usr/share/fonts/truetype/lato/"
CARLITO = "/usr/share/fonts/truetype/crosextra/"


def linkedin(handle):
    return {"network": "LinkedIn", "url": "https://www.linkedin.com/in/" + handle}


def flat_skills(groups):
    """Truth skills from (label, [items]) groups: every item as printed, the label left out."""
    return [{"name": s} for _, items in groups for s in items]


# ---- l1: registered nurse, Chromium print of a Google-Docs-like page ------------------------------
L1_HOSPITAL = "Inland Northwest Regional Medical Center"
L1_JOBS = [
    ("Charge Nurse, Progressive Care Unit", L1_HOSPITAL, "Spokane, WA", "Jan 2022 – Present", ("2022-01", None, True),
     ["Run a 32-bed progressive care and telemetry unit on night shift: assignments, admissions flow and bed "
      "huddles with the house supervisor.",
      "First responder to telemetry alarms and rapid response resource for the unit; precepted 11 new graduate "
      "RNs since 2022.",
      "Led the unit's CAUTI reduction project with infection prevention; catheter days fell 28% in 2023."]),
    ("Registered Nurse, Progressive Care Unit", L1_HOSPITAL, "Spokane, WA", "Jul 2018 – Dec 2021",
     ("2018-07", "2021-12"),
     ["Cared for 3–4 step-down patients a shift: titratable cardiac drips, BiPAP, post-PCI and post-CABG "
      "recovery, and new-onset atrial fibrillation.",
      "Floated to the COVID-19 step-down unit in 2020–2021; Epic super-user for the 2019 go-live."]),
    ("Registered Nurse, Medical-Surgical", "Valley Mercy Hospital", "Spokane Valley, WA", "Aug 2016 – Jun 2018",
     ("2016-08", "2018-06"),
     ["Managed 5–6 patients on a 40-bed medical-surgical unit: post-operative care, wound care, insulin drips "
      "and discharge teaching."]),
    ("Certified Nursing Assistant (part-time)", "Palouse Hills Care Center", "Pullman, WA", "Sep 2013 – May 2015",
     ("2013-09", "2015-05"),
     ["Provided ADL care, vital signs and mobility assistance to 12 long-term care residents a shift while in "
      "school."]),
]
L1_CERTS = [("Washington Registered Nurse License #RN61055512, active through 2026",
             "Washington Registered Nurse License"),
            ("Progressive Care Certified Nurse (PCCN), AACN, 2020", "Progressive Care Certified Nurse (PCCN)"),
            ("Advanced Cardiovascular Life Support (ACLS), American Heart Association, exp. 10/2026",
             "Advanced Cardiovascular Life Support (ACLS)"),
            ("Basic Life Support (BLS), American Heart Association, exp. 10/2026", "Basic Life Support (BLS)"),
            ("NIH Stroke Scale (NIHSS) Certification, 2024", "NIH Stroke Scale (NIHSS) Certification")]
L1_SKILLS = ["Telemetry and 12-lead ECG interpretation", "Titratable drips (diltiazem, heparin, nitroglycerin)",
             "BiPAP and high-flow nasal cannula", "Sepsis and stroke protocols", "Charge nurse staffing and assignments",
             "Precepting new graduates", "Patient and family education", "Epic EHR", "Pyxis MedStation"]


def l1_nurse_docs_chromium():
    if os.path.exists(LATO + "Lato-Regular.ttf"):
        faces = {(400, "normal"): LATO + "Lato-Regular.ttf", (700, "normal"): LATO + "Lato-Bold.ttf",
                 (400, "italic"): LATO + "Lato-Italic.ttf", (700, "italic"): LATO + "Lato-BoldItalic.ttf"}
    else:
        print("l1: fonts-lato is not installed; using Carlito as the web font")
        faces = {(400, "normal"): CARLITO + "Carlito-Regular.ttf", (700, "normal"): CARLITO + "Carlito-Bold.ttf",
                 (400, "italic"): CARLITO + "Carlito-Italic.ttf", (700, "italic"): CARLITO + "Carlito-BoldItalic.ttf"}
    font_faces = "".join(f'@font-face {{ font-family: "Docs Lato"; font-weight: {w}; font-style: {s}; '
                         f'src: url("file://{path}") format("truetype"); }}\n' for (w, s), path in faces.items())
    jobs = "".join(
        f'<div class="entry"><p class="head"><b>{escape(c)}</b>, {escape(p)} — <i>{escape(t)}</i></p>'
        f'<p class="when">{escape(w)}</p>'
        f'<ul>{"".join(f"<li>{escape(i)}</li>" for i in items)}</ul></div>\n'
        for t, c, p, w, _, items in L1_JOBS)
    certs = "".join(f"<li>{escape(printed)}</li>" for printed, _ in L1_CERTS)
    html = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Jocelyn Pruett - Resume - Google Docs</title>
<style>
""" + font_faces + """@page { size: Letter; margin: 0.55in 0.75in 0.5in; }
body { margin: 0; font-family: "Docs Lato", sans-serif; font-size: 10pt; line-height: 1.32; color: #434343; }
h1 { font-size: 25pt; font-weight: 700; color: #000; margin: 0; }
.label { font-size: 12.5pt; color: #2a9d8f; margin: 2px 0 4px; }
.contact { font-size: 9.3pt; color: #434343; margin: 0 0 4px; }
.contact a { color: #1155cc; }
h2 { font-size: 10.5pt; font-weight: 700; color: #2a9d8f; letter-spacing: 1px; margin: 13px 0 5px; }
p { margin: 0 0 4px; }
.entry { margin: 0 0 7px; }
.head { font-size: 10.5pt; color: #000; margin: 0; }
.when { font-size: 8.6pt; color: #666; margin: 1px 0 2px; }
ul { margin: 2px 0 0; padding-left: 19px; }
li { margin: 0 0 1px; }
</style></head>
<body>
<h1>Jocelyn Pruett, BSN, RN</h1>
<p class="label">Registered Nurse — Progressive Care &amp; Telemetry</p>
<p class="contact">Spokane, WA 99208 · (509) 555-0164 · <a href="mailto:jocelyn.pruett@example.com">jocelyn.pruett@example.com</a>
· <a href="https://www.linkedin.com/in/jocelynpruett-rn">linkedin.com/in/jocelynpruett-rn</a></p>
<h2>SUMMARY</h2>
<p>Registered nurse with nine years of acute care experience, six of them in progressive care and telemetry.
Calm charge nurse on nights, steady with unstable cardiac patients, and a preceptor for new graduate nurses.</p>
<h2>EXPERIENCE</h2>
""" + jobs + """<h2>EDUCATION</h2>
<div class="entry"><p class="head"><b>Washington State University</b>, Spokane, WA — <i>Bachelor of Science in Nursing (BSN)</i></p>
<p class="when">Aug 2012 – May 2016</p>
<p>GPA 3.71 · Dean's List, six semesters</p></div>
<h2>LICENSES &amp; CERTIFICATIONS</h2>
<ul>""" + certs + """</ul>
<h2>SKILLS</h2>
<p>""" + " · ".join(escape(s) for s in L1_SKILLS) + """</p>
<h2>LANGUAGES</h2>
<p>English (native), Spanish (conversational)</p>
</body></html>
"""
    name = "l1-jocelyn-pruett"
    chromium_pdf(html, name, pages=1)
    write_truth(name, {
        "basics": {"name": "Jocelyn Pruett", "label": "Registered Nurse — Progressive Care & Telemetry",
                   "email": "jocelyn.pruett@example.com", "phone": "(509) 555-0164",
                   "location": {"city": "Spokane", "region": "WA"},
                   "profiles": [linkedin("jocelynpruett-rn")]},
        "work": work_truth(L1_JOBS),
        "education": [
            {"institution": "Washington State University", "study_type": "Bachelor of Science in Nursing (BSN)",
             "score": "3.71", "dates": dates("2012-08", "2016-05", text="Aug 2012 – May 2016")}],
        "skills": [{"name": s} for s in L1_SKILLS],
        "certificates": [{"name": n} for _, n in L1_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Spanish", "fluency": "conversational"}],
    })


# ---- l2: warehouse shift supervisor, LibreOffice PDF of a DOCX with a table header ----------------
L2_EMPLOYERS = [
    ("Redline Fulfillment Services", "Sparks, NV", [
        ("Outbound Shift Supervisor (Nights)", "09/2019 - Present", ("2019-09", None, True),
         ["Supervise 4 leads and 55–65 associates across pick, pack, sort and trailer loading for about 38,000 "
          "units a night.",
          "Hit 99.6% on-time carrier cutoff in 2023 and cut mis-ships 31% with a pack-station audit routine.",
          "Build the nightly labor plan in Kronos from the WMS wave forecast and run start-of-shift safety "
          "huddles."]),
        ("Inbound Lead Associate", "06/2016 - 08/2019", ("2016-06", "2019-08"),
         ["Led a 14-person receiving team: unloading, ASN reconciliation and putaway in Manhattan WMS.",
          "Trained 40+ new associates on RF scanning and powered industrial trucks."]),
        ("Warehouse Associate", "02/2015 - 05/2016", ("2015-02", "2016-05"),
         ["Picked, packed and cycle-counted in a 600,000 sq ft multi-client facility; top-10 picker by rate for "
          "eight months."]),
    ]),
    ("Tahoe Home & Garden", "Reno, NV", [
        ("Stock Associate", "2012 - 2015", ("2012", "2015"),
         ["Received freight, stocked the sales floor and ran the returns cage for a 45,000 sq ft store."]),
    ]),
]
L2_JOBS = [(title, company, place, when, span)
           for company, place, roles in L2_EMPLOYERS for title, when, span, _ in roles]
L2_SKILLS = [("Operations", ["Shift scheduling and labor planning", "Dock-to-stock", "Wave planning",
                             "Cycle counts and inventory accuracy", "Trailer loading", "5S and Kaizen events"]),
             ("Systems", ["Manhattan WMS", "SAP EWM", "Kronos Workforce Central", "Microsoft Excel",
                          "Zebra RF scanners"]),
             ("People", ["Hiring and onboarding", "Safety training", "Performance coaching", "Attendance management"])]
L2_CERTS = [("OSHA 10-Hour General Industry (2019)", "OSHA 10-Hour General Industry"),
            ("Powered Industrial Truck (Forklift) Certification", "Powered Industrial Truck (Forklift) Certification"),
            ("Lean Six Sigma Yellow Belt (2021)", "Lean Six Sigma Yellow Belt"),
            ("CPR/AED and First Aid (American Red Cross)", "CPR/AED and First Aid")]


def table_without_borders(table):
    """Removes a python-docx table's borders (w:tblBorders all "nil")."""
    from docx.oxml.ns import qn
    tbl_pr = table._tbl.tblPr
    borders = oxml_element("w:tblBorders")
    for edge in ("top", "left", "bottom", "right", "insideH", "insideV"):
        borders.append(oxml_element("w:" + edge, val="nil"))
    old = tbl_pr.find(qn("w:tblBorders"))
    if old is not None: tbl_pr.remove(old)
    tbl_pr.append(borders)


def l2_warehouse_supervisor_lo():
    from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_TAB_ALIGNMENT
    from docx.shared import Inches, Pt, RGBColor

    dark = RGBColor(0x26, 0x32, 0x38)
    document = new_docx(author="Ramon Villalobos", title="Resume", page=(Inches(8.5), Inches(11)),
                        margins=(Inches(0.75), Inches(0.6)), font="Arial", size=10, space_after=2)
    document.styles["List Bullet"].paragraph_format.space_after = Pt(1)
    right = Inches(8.5 - 1.5)

    table = document.add_table(rows=1, cols=2)
    table.autofit = False
    table_without_borders(table)
    left_cell, right_cell = table.rows[0].cells
    left_cell.width, right_cell.width = Inches(4.2), Inches(2.8)
    p = left_cell.paragraphs[0]
    r = p.add_run("Ramon Villalobos"); r.bold = True; r.font.size = Pt(22); r.font.color.rgb = dark
    p = left_cell.add_paragraph()
    r = p.add_run("Warehouse Shift Supervisor"); r.font.size = Pt(12); r.font.color.rgb = RGBColor(0xB2, 0x3A, 0x1E)
    for i, line in enumerate(["Sparks, NV 89431", "(775) 555-0118", "ramon.villalobos@example.net"]):
        p = right_cell.paragraphs[0] if i == 0 else right_cell.add_paragraph()
        p.alignment = WD_ALIGN_PARAGRAPH.RIGHT; p.paragraph_format.space_after = Pt(0)
        p.add_run(line).font.size = Pt(9.5)

    def heading(text):
        q = document.add_paragraph()
        q.paragraph_format.space_before = Pt(9); q.paragraph_format.space_after = Pt(3)
        q.paragraph_format.keep_with_next = True
        r = q.add_run(text); r.bold = True; r.font.size = Pt(11); r.font.color.rgb = dark
        bottom_border(q, color="B23A1E", size="8")

    def tabbed(left, right_text, before=0, bold=True, italic_right=False):
        q = document.add_paragraph()
        q.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
        q.paragraph_format.space_before = Pt(before); q.paragraph_format.keep_with_next = True
        q.add_run(left).bold = bold
        q.add_run("\t" + right_text).italic = italic_right
        return q

    heading("PROFESSIONAL SUMMARY")
    document.add_paragraph(
        "Warehouse supervisor with ten years in high-volume e-commerce fulfillment. Runs a 60-person night shift "
        "across picking, packing and outbound loading, with a focus on safety, on-time carrier cutoffs and "
        "developing leads.")

    heading("EXPERIENCE")
    for i, (company, place, roles) in enumerate(L2_EMPLOYERS):
        q = document.add_paragraph(); q.paragraph_format.space_before = Pt(6 if i else 2)
        q.paragraph_format.keep_with_next = True
        r = q.add_run(f"{company} — {place}"); r.bold = True; r.font.size = Pt(10.5); r.font.color.rgb = dark
        for title, when, _, items in roles:
            tabbed(title, when, before=3)
            for item in items:
                document.add_paragraph(item, style="List Bullet")

    heading("EDUCATION")
    for degree, year, school in [("Certificate of Achievement, Logistics Management", "2018",
                                  "Truckee Meadows Community College, Reno, NV"),
                                 ("High School Diploma", "2012", "Sparks Valley High School, Sparks, NV")]:
        tabbed(degree, year, before=2)
        document.add_paragraph(school)

    heading("CERTIFICATIONS")
    for printed, _ in L2_CERTS:
        document.add_paragraph(printed, style="List Bullet")

    heading("SKILLS")
    for label, items in L2_SKILLS:
        q = document.add_paragraph()
        q.add_run(label + ": ").bold = True
        q.add_run(", ".join(items))

    heading("LANGUAGES")
    document.add_paragraph("English – native; Spanish – fluent")

    name = "l2-ramon-villalobos"
    libreoffice_pdf(document, name, pages=1)
    write_truth(name, {
        "basics": {"name": "Ramon Villalobos", "label": "Warehouse Shift Supervisor",
                   "email": "ramon.villalobos@example.net", "phone": "(775) 555-0118",
                   "location": {"city": "Sparks", "region": "NV"}},
        "work": work_truth(L2_JOBS),
        "education": [
            {"institution": "Truckee Meadows Community College", "study_type": "Certificate of Achievement",
             "area": "Logistics Management", "dates": dates(None, "2018", text="2018")},
            {"institution": "Sparks Valley High School", "study_type": "High School Diploma",
             "dates": dates(None, "2012", text="2012")}],
        "skills": flat_skills(L2_SKILLS),
        "certificates": [{"name": n} for _, n in L2_CERTS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Spanish", "fluency": "fluent"}],
    })


# ---- l3: customer service team leader (Ireland), DOCX kept as Word -------------------------------
L3_COMPANY = "Brightwave Energy Ireland Ltd"
L3_JOBS = [
    ("Customer Service Team Leader", L3_COMPANY, "Cork", "March 2021 – Present", ("2021-03", None, True),
     ["Lead a team of 14 advisors handling phone, email and webchat queries for 120,000 residential customers.",
      "Run weekly call calibration and one-to-ones; team CSAT rose from 78% to 88% and first contact resolution "
      "from 64% to 74%.",
      "Handle escalated complaints and Commission for Regulation of Utilities (CRU) cases through to closure.",
      "Build the team's rota with workforce management and cover the floor as duty manager two evenings a week."]),
    ("Senior Customer Service Advisor", L3_COMPANY, "Cork", "August 2018 – February 2021", ("2018-08", "2021-02"),
     ["Took escalations from the front line and mentored new starters through their first eight weeks.",
      "Subject-matter expert for the move to Zendesk in 2019; wrote 60 knowledge-base articles."]),
    ("Customer Service Advisor", L3_COMPANY, "Cork", "September 2015 – July 2018", ("2015-09", "2018-07"),
     ["Answered 60–70 billing, meter-reading and payment-plan calls a day while meeting quality targets."]),
    ("Retail Assistant (part-time)", "Penrose Department Stores", "Cork", "June 2012 – August 2015",
     ("2012-06", "2015-08"),
     ["Served customers at the tills and on the shop floor, and handled refunds and exchanges at the service "
      "desk."]),
]
L3_SKILLS = ["Team leadership and coaching", "Complaint handling and de-escalation",
             "Quality assurance and call calibration", "Workforce scheduling", "KPI reporting (AHT, FCR, CSAT, NPS)",
             "Zendesk", "Salesforce Service Cloud", "Genesys Cloud", "Microsoft Excel"]
L3_CERTS = [("QQI Level 6 Certificate in Supervisory Management (2020)",
             "QQI Level 6 Certificate in Supervisory Management"),
            ("Mental Health First Aid – MHFA Ireland (2023)", "Mental Health First Aid"),
            ("ICDL Professional (2014)", "ICDL Professional")]


def l3_team_leader_docx():
    from docx.enum.text import WD_TAB_ALIGNMENT
    from docx.shared import Cm, Pt

    document = new_docx(author="Aoife Kinsella", title="Aoife Kinsella CV", page=(Cm(21), Cm(29.7)),
                        margins=(Cm(2), Cm(1.8)), font="Calibri", size=10.5, space_after=3)
    document.styles["List Bullet"].paragraph_format.space_after = Pt(1)
    for style in ("Heading 1", "Title"):
        document.styles[style].font.name = "Calibri"
    document.styles["Heading 1"].font.size = Pt(13)
    document.styles["Heading 1"].paragraph_format.space_before = Pt(10)
    document.styles["Heading 1"].paragraph_format.space_after = Pt(3)
    right = Cm(17)

    document.add_paragraph("Aoife Kinsella", style="Title")
    p = document.add_paragraph(); r = p.add_run("Customer Service Team Leader"); r.bold = True; r.font.size = Pt(12)
    p = document.add_paragraph("Cork, Ireland | +353 87 555 0193 | aoife.kinsella@example.com | ")
    docx_hyperlink(p, "https://www.linkedin.com/in/aoife-kinsella", "linkedin.com/in/aoife-kinsella")

    document.add_heading("Personal Profile", level=1)
    document.add_paragraph(
        "Customer service team leader with ten years in a busy energy-supplier contact centre, four of them "
        "leading a team. Known for calm complaint handling, practical coaching and clear reporting. Looking for "
        "a team leader or customer experience role in Cork or hybrid.")

    document.add_heading("Key Skills", level=1)
    for skill in L3_SKILLS:
        document.add_paragraph(skill, style="List Bullet")

    document.add_heading("Employment History", level=1)
    for i, (title, company, place, when, _, items) in enumerate(L3_JOBS):
        q = document.add_paragraph()
        q.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
        q.paragraph_format.space_before = Pt(6 if i else 0); q.paragraph_format.space_after = Pt(0)
        q.paragraph_format.keep_with_next = True
        q.add_run(title).bold = True
        q.add_run("\t" + when)
        q = document.add_paragraph(); q.paragraph_format.keep_with_next = True
        q.add_run(f"{company}, {place}").italic = True
        for item in items:
            document.add_paragraph(item, style="List Bullet")

    document.add_heading("Education", level=1)
    for qual, when, line in [("BA (Hons) in Applied Psychology", "2012 – 2015", "University College Cork – Result: 2.1"),
                             ("Leaving Certificate", "2012", "St. Brendan's Community School, Cork")]:
        q = document.add_paragraph()
        q.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
        q.paragraph_format.space_after = Pt(0); q.paragraph_format.keep_with_next = True
        q.add_run(qual).bold = True
        q.add_run("\t" + when)
        document.add_paragraph(line).paragraph_format.space_after = Pt(5)

    document.add_heading("Certifications & Training", level=1)
    for printed, _ in L3_CERTS:
        document.add_paragraph(printed, style="List Bullet")

    document.add_heading("Languages", level=1)
    for line in ["English – native", "Irish – fluent", "French – intermediate (B1)"]:
        document.add_paragraph(line).paragraph_format.space_after = Pt(0)

    document.add_heading("Interests", level=1)
    document.add_paragraph("Camogie with my local club, sea swimming at Myrtleville, and volunteering with the "
                           "Cork Simon Community's soup run.")
    document.add_paragraph("References available on request.").paragraph_format.space_before = Pt(8)

    name = "l3-aoife-kinsella"
    path = os.path.join(FILES, name + ".docx")
    document.save(path)
    check_pages(name, lo_page_count(path, name), 2)
    write_truth(name, {
        "basics": {"name": "Aoife Kinsella", "label": "Customer Service Team Leader",
                   "email": "aoife.kinsella@example.com", "phone": "+353 87 555 0193",
                   "location": {"city": "Cork", "country_code": "IE"},
                   "profiles": [linkedin("aoife-kinsella")]},
        "work": work_truth(L3_JOBS),
        "education": [
            {"institution": "University College Cork", "study_type": "BA (Hons)", "area": "Applied Psychology",
             "score": "2.1", "dates": dates("2012", "2015", text="2012 – 2015")},
            {"institution": "St. Brendan's Community School", "study_type": "Leaving Certificate",
             "dates": dates(None, "2012", text="2012")}],
        "skills": [{"name": s} for s in L3_SKILLS],
        "certificates": [{"name": n} for _, n in L3_CERTS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Irish", "fluency": "fluent"},
                      {"language": "French", "fluency": "intermediate (B1)"}],
    })


# ---- l4: accounts payable specialist, plain text pasted into an email ----------------------------
L4_JOBS = [
    ("Accounts Payable Specialist", "Franklin Mountain Building Supply", "El Paso, TX", "2018 – Current",
     ("2018", None, True),
     ["Process 350-450 vendor invoices a week for 6 branches with 3-way match in Sage Intacct",
      "Run twice-weekly ACH, check and wire payment batches and positive pay files with the bank",
      "Reconcile vendor statements and resolve price and quantity variances with purchasing and receiving",
      "Prepare month-end AP accruals and the AP aging; cut the close from 6 days to 4 with the controller",
      "Collect W-9s and file 1099-NEC and 1099-MISC forms for about 180 vendors each January"]),
    ("Accounts Payable Clerk", "Desert Sun Health Partners", "El Paso, TX", "2014 – 2018", ("2014", "2018"),
     ["Entered and coded invoices for 11 clinics in QuickBooks and matched them to purchase orders",
      "Audited employee expense reports in Concur against the travel policy",
      "Answered vendor calls and emails about payment status and statement questions"]),
    ("Office Assistant (Accounting)", "Paso del Norte Auto Group", "El Paso, TX", "2011 – 2014", ("2011", "2014"),
     ["Posted deposits, filed invoices and helped the office manager with month-end paperwork"]),
]
L4_SKILLS = ["Full-cycle accounts payable", "3-way match (PO, receiving report, invoice)",
             "Vendor maintenance and 1099 reporting", "ACH and wire payment runs", "Expense report audit (SAP Concur)",
             "Month-end accruals and GL reconciliations", "Sage Intacct", "QuickBooks Online",
             "Microsoft Excel (VLOOKUP, pivot tables)"]
L4_CERTS = [("Accredited Payables Specialist (APS), IOFM, 2019", "Accredited Payables Specialist (APS)"),
            ("QuickBooks Certified User, 2016", "QuickBooks Certified User")]


def wrap_dash(item, width=76):
    """A "- " list item wrapped as a mail client wraps it, continuation lines indented two spaces."""
    import textwrap
    return "\n".join(textwrap.wrap(item, width=width, initial_indent="- ", subsequent_indent="  ",
                                   break_on_hyphens=False)) + "\n"


def l4_accounts_payable_txt():
    jobs = "\n".join(f"{t}\n{c}, {p}\n{w}\n" + "".join(wrap_dash(i) for i in items)
                     for t, c, p, w, _, items in L4_JOBS)
    text = ("Yesenia Carrasco\n"
            "Accounts Payable Specialist\n"
            "El Paso, TX 79912 | (915) 555-0172 | yesenia.carrasco@example.org\n"
            "LinkedIn: linkedin.com/in/yesenia-carrasco\n\n"
            "SUMMARY\n"
            "Accounts payable specialist with 12 years of experience in distribution and\n"
            "healthcare. Accurate, fast with high invoice volumes, and good at keeping\n"
            "vendors happy while protecting the company's cash.\n\n"
            "EXPERIENCE\n\n" + jobs + "\n"
            "EDUCATION\n\n"
            "A.A.S., Accounting - El Paso Community College, El Paso, TX - 2011\n\n"
            "CERTIFICATIONS\n\n"
            + "".join(f"- {printed}\n" for printed, _ in L4_CERTS) + "\n"
            "SKILLS\n\n"
            + "".join(f"- {s}\n" for s in L4_SKILLS))
    name = "l4-yesenia-carrasco"
    write_text(name + ".txt", text)
    write_truth(name, {
        "basics": {"name": "Yesenia Carrasco", "label": "Accounts Payable Specialist",
                   "email": "yesenia.carrasco@example.org", "phone": "(915) 555-0172",
                   "location": {"city": "El Paso", "region": "TX"},
                   "profiles": [linkedin("yesenia-carrasco")]},
        "work": work_truth(L4_JOBS),
        "education": [
            {"institution": "El Paso Community College", "study_type": "A.A.S.",
             "area": "Accounting", "dates": dates(None, "2011", text="2011")}],
        "skills": [{"name": s} for s in L4_SKILLS],
        "certificates": [{"name": n} for _, n in L4_CERTS],
    })


# ---- l5: high-school mathematics teacher, Markdown -------------------------------------------------
L5_SCHOOLS = [
    ("Elkhorn Ridge High School", "Elkhorn, NE", [
        ("Mathematics Department Chair", "since 2021", ("2021", None, True),
         ["Lead a department of 11 teachers: course teams, common assessments and the master schedule request",
          "Moved Algebra I and Geometry to standards-based grading; Algebra I failure rate fell from 18% to 9%",
          "Mentor first- and second-year teachers through the district induction program"]),
        ("Mathematics Teacher", "2016 – Present", ("2016", None, True),
         ["Teach AP Calculus AB, Precalculus and Algebra II (about 140 students a year); 82% of AP students "
          "scored 3 or higher in 2024",
          "Co-teach an inclusive Algebra I section with a special education teacher",
          "Sponsor the Math Club and coach the state Math League team"]),
    ]),
    ("South Platte Middle School", "Omaha, NE", [
        ("Mathematics Teacher, Grades 7–8", "2014–2016", ("2014", "2016"),
         ["Taught Math 7, Math 8 and an accelerated pre-algebra section in a Title I school",
          "Built the grade-level Desmos activity bank still used by the team"]),
    ]),
    ("Kearney Central High School", "Kearney, NE", [
        ("Student Teacher", "Fall 2013", ("2013-09", "2013-11"),
         ["Planned and taught two sections of Algebra I and one of Geometry under a cooperating teacher"]),
    ]),
]
L5_JOBS = [(title, school, place, when, span)
           for school, place, roles in L5_SCHOOLS for title, when, span, _ in roles]
L5_SKILLS = [("Instruction", ["Standards-based grading", "Differentiated instruction", "Co-teaching",
                              "AP Calculus AB", "PLC facilitation"]),
             ("Technology", ["Desmos", "GeoGebra", "TI-84 Plus CE", "Canvas LMS", "Google Classroom", "PowerSchool"])]
L5_CERTS = [("Nebraska Professional Teaching Certificate (Mathematics 7–12)",
             "Nebraska Professional Teaching Certificate (Mathematics 7–12)"),
            ("Google Certified Educator Level 1 (2020)", "Google Certified Educator Level 1")]


def l5_math_teacher_md():
    experience = ""
    for school, place, roles in L5_SCHOOLS:
        experience += f"### {school} · {place}\n\n"
        for title, when, _, items in roles:
            experience += f"**{title}** — {when}\n\n" + "".join(f"- {i}\n" for i in items) + "\n"
    text = ("# Holly Svendsen\n\n"
            "**High School Mathematics Teacher**\n\n"
            "Omaha, NE · (402) 555-0148 · holly.svendsen@example.com · "
            "[hollysvendsen.example.org](https://hollysvendsen.example.org)\n\n"
            "## Summary\n\n"
            "Mathematics teacher with eleven years in Nebraska classrooms, from middle school math to AP Calculus, "
            "and three years as department chair. I build clear, discussion-heavy lessons, use data to plan "
            "interventions, and enjoy helping new teachers find their feet.\n\n"
            "## Experience\n\n" + experience +
            "## Education\n\n"
            "- **M.S., Mathematics Education** — University of Nebraska Omaha, 2019\n"
            "- **B.S., Secondary Mathematics Education** — University of Nebraska at Kearney, December 2013 · "
            "GPA 3.82\n\n"
            "## Certifications\n\n"
            + "".join(f"- {printed}\n" for printed, _ in L5_CERTS) + "\n"
            "## Professional Development\n\n"
            "- College Board AP Summer Institute, AP Calculus AB (2018)\n"
            "- Nebraska Math Leadership Academy (2022)\n\n"
            "## Skills\n\n"
            + "".join(f"- **{label}:** {', '.join(items)}\n" for label, items in L5_SKILLS))
    name = "l5-holly-svendsen"
    write_text(name + ".md", text)
    write_truth(name, {
        "basics": {"name": "Holly Svendsen", "label": "High School Mathematics Teacher",
                   "email": "holly.svendsen@example.com", "phone": "(402) 555-0148",
                   "url": "https://hollysvendsen.example.org",
                   "location": {"city": "Omaha", "region": "NE"}},
        "work": work_truth(L5_JOBS),
        "education": [
            {"institution": "University of Nebraska Omaha", "study_type": "M.S.", "area": "Mathematics Education",
             "dates": dates(None, "2019", text="2019")},
            {"institution": "University of Nebraska at Kearney", "study_type": "B.S.",
             "area": "Secondary Mathematics Education", "score": "3.82",
             "dates": dates(None, "2013-12", text="December 2013")}],
        "skills": flat_skills(L5_SKILLS),
        "certificates": [{"name": n} for _, n in L5_CERTS],
    })


# ---- l6: retail store manager (Australia), wkhtmltopdf export of a resume builder's template -----
L6_COMPANY = "Harbourside Homewares Pty Ltd"
L6_JOBS = [
    ("Store Manager", L6_COMPANY, "Marion SA", "Mar 2020 – Present", ("2020-03", None, True),
     ["Manage a $6.8M flagship homewares store with a team of 24 full-time, part-time and casual staff.",
      "Own the store P&L, wage budget and rosters in Deputy; held wages at 11.5% of sales through two "
      "Christmas peaks.",
      "Grew sales 14% year on year in FY24 with a click-and-collect counter and weekly product training.",
      "Cut stock loss from 1.9% to 0.8% of sales with cycle counts, a CCTV review routine and a tighter "
      "returns process.",
      "Recruit, induct and develop staff; three of my supervisors have been promoted to assistant manager."]),
    ("Assistant Store Manager", L6_COMPANY, "Adelaide SA", "Jul 2017 – Feb 2020", ("2017-07", "2020-02"),
     ["Ran the Rundle Mall store on the store manager's days off: opening and closing, banking and staff "
      "briefings.",
      "Led seasonal floor-sets and visual merchandising to head office planograms.",
      "Handled customer complaints and WHS incident reporting for the store."]),
    ("Department Supervisor", L6_COMPANY, "Adelaide SA", "Jan 2016 – Jun 2017", ("2016-01", "2017-06"),
     ["Supervised the kitchenware and dining department: ordering, replenishment and a team of six casuals.",
      "Trained new starters on the Lightspeed POS and lay-by procedures."]),
    ("Sales Consultant", "Coastline Surf & Apparel", "Glenelg SA", "Feb 2013 – Dec 2015", ("2013-02", "2015-12"),
     ["Top seller in the store for five consecutive quarters; opened and closed the store as key holder.",
      "Received deliveries, processed transfers and kept the stockroom in order."]),
    ("Retail Assistant (casual)", "Corner Fresh Supermarkets", "Norwood SA", "2009 – 2013", ("2009", "2013"),
     ["Worked the checkouts, deli counter and night fill while studying."]),
]
L6_SKILLS = ["Team leadership & rostering", "P&L and wage budget management", "Visual merchandising",
             "Stock control & loss prevention", "Customer experience", "Recruitment & onboarding", "Deputy",
             "Lightspeed POS", "Microsoft Excel"]
L6_CERTS = [("Provide First Aid (HLTAID011) – 2023", "Provide First Aid (HLTAID011)"),
            ("Chief Fire Warden (PUAFER005) – 2022", "Chief Fire Warden (PUAFER005)")]


def l6_store_manager_wkhtml():
    jobs = "".join(
        f'<div class="job"><div class="when">{escape(w)}</div><h3>{escape(t)}</h3>'
        f'<div class="co">{escape(c)} | {escape(p)}</div>'
        f'<ul>{"".join(f"<li>{escape(i)}</li>" for i in items)}</ul></div>\n'
        for t, c, p, w, _, items in L6_JOBS)
    tags = "".join(f'<span class="tag">{escape(s)}</span> ' for s in L6_SKILLS)
    certs = "".join(f"<li>{escape(printed)}</li>" for printed, _ in L6_CERTS)
    html = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Bianca Russo CV</title>
<style>
body { font-family: "Liberation Sans", Arial, sans-serif; font-size: 10.5pt; color: #333; margin: 0; line-height: 1.45;
       zoom: 1.25; }
.band { background: #23395b; color: #fff; padding: 16px 20px 14px; }
h1 { font-size: 25pt; margin: 0; font-weight: bold; letter-spacing: 0.5px; }
.label { font-size: 13pt; color: #f4b860; margin: 2px 0 8px; }
.contact { font-size: 9.5pt; }
.contact span { margin-right: 16px; }
.contact a { color: #fff; text-decoration: none; }
.content { padding: 4px 20px; }
h2 { font-size: 12pt; color: #23395b; text-transform: uppercase; letter-spacing: 1px; margin: 16px 0 6px;
     border-bottom: 2px solid #f4b860; padding-bottom: 2px; }
.job { margin: 8px 0 10px; page-break-inside: avoid; }
.when { float: right; color: #23395b; font-weight: bold; font-size: 9.5pt; }
h3 { font-size: 11pt; margin: 0; }
.co { color: #666; font-style: italic; }
ul { margin: 3px 0 0; padding-left: 18px; }
li { margin-bottom: 2px; }
p { margin: 0 0 5px; }
.tag { display: inline-block; background: #e8edf4; border-radius: 3px; padding: 2px 7px; margin: 0 3px 5px 0; }
.edu { margin: 6px 0 8px; page-break-inside: avoid; }
.section { page-break-inside: avoid; }
</style></head>
<body>
<div class="band">
<h1>Bianca Russo</h1>
<div class="label">Retail Store Manager</div>
<div class="contact"><span>Adelaide SA, Australia</span><span>0412 555 087</span>
<span><a href="mailto:bianca.russo@example.com">bianca.russo@example.com</a></span>
<span><a href="https://www.linkedin.com/in/bianca-russo-retail">linkedin.com/in/bianca-russo-retail</a></span></div>
</div>
<div class="content">
<h2>Career Summary</h2>
<p>Retail store manager with more than ten years in homewares, apparel and grocery retail across Adelaide.
I run profitable, well-presented stores with engaged teams, and I am at my best on a busy trading floor:
coaching staff, solving customer problems and keeping an eye on the numbers.</p>
<h2>Key Achievements</h2>
<ul>
<li>Store of the Year, Harbourside Homewares South Australia region (2022 and 2024)</li>
<li>Opened the Marion store's click-and-collect counter, now 9% of store sales</li>
<li>Lowest stock loss in the state network in FY23</li>
</ul>
<h2>Employment History</h2>
""" + jobs + """
<div class="section"><h2>Education &amp; Training</h2>
<div class="edu"><div class="when">2018</div><h3>Certificate IV in Retail Management</h3><div class="co">TAFE SA | Adelaide SA</div></div>
<div class="edu"><div class="when">2010 – 2012</div><h3>Bachelor of Business (Marketing)</h3><div class="co">University of South Australia | Adelaide SA</div></div></div>
<h2>Skills</h2>
<p>""" + tags + """</p>
<h2>Licences &amp; Certifications</h2>
<ul>""" + certs + """</ul>
<h2>Languages</h2>
<p>English – Native<br>Italian – Conversational</p>
<h2>Referees</h2>
<p>Referees available upon request.</p>
</div>
</body></html>
"""
    name = "l6-bianca-russo"
    wkhtmltopdf(html, name, pages=2, options=["--page-size", "A4", "--margin-top", "12mm", "--margin-bottom", "12mm",
                                              "--margin-left", "12mm", "--margin-right", "12mm",
                                              "--encoding", "utf-8", "--title", "Bianca Russo CV"])
    write_truth(name, {
        "basics": {"name": "Bianca Russo", "label": "Retail Store Manager",
                   "email": "bianca.russo@example.com", "phone": "0412 555 087",
                   "location": {"city": "Adelaide", "region": "SA", "country_code": "AU"},
                   "profiles": [linkedin("bianca-russo-retail")]},
        "work": work_truth(L6_JOBS),
        "education": [
            {"institution": "TAFE SA", "study_type": "Certificate IV", "area": "Retail Management",
             "dates": dates(None, "2018", text="2018")},
            {"institution": "University of South Australia", "study_type": "Bachelor of Business",
             "area": "Marketing", "dates": dates("2010", "2012", text="2010 – 2012")}],
        "skills": [{"name": s} for s in L6_SKILLS],
        "certificates": [{"name": n} for _, n in L6_CERTS],
        "languages": [{"language": "English", "fluency": "Native"}, {"language": "Italian", "fluency": "Conversational"}],
    })


if __name__ == "__main__":
    l1_nurse_docs_chromium()
    l2_warehouse_supervisor_lo()
    l3_team_leader_docx()
    l4_accounts_payable_txt()
    l5_math_teacher_md()
    l6_store_manager_wkhtml()
