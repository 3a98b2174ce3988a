#!/usr/bin/env python3
"""Renders the twenty-fourth held-out batch (a1–a6) into files/ and its truth into truth/.

Written without reading the parser. Six people in occupations the earlier batches did not use
(elevator installation and repair, wine service, life and annuity actuarial work, railway signalling
maintenance in England, tree care, funeral service), each resume made with an everyday producer a
person in that job would really use: a Word document saved as PDF through LibreOffice, a hand-written
HTML resume printed with wkhtmltopdf, a pdflatex CV, a UK CV kept as the Word file, a plain-text
resume, and a two-column "sidebar" template printed from Chromium. All use ordinary conventions:
several titles at one employer (a1, a3, a4, a6), dates written "Jan 2021 – Present", "03/2015 –
01/2020", "2013 – 2016", "Summer 2012", "April 2021 – Present" and "2019 - now", degrees with field,
school and sometimes a GPA or grade, flat and grouped skills, certifications and spoken languages.

- a1 (LibreOffice PDF of a DOCX written with python-docx, Arial shown as Liberation Sans, 10 pt): an
  elevator mechanic's one-page resume: the name centred in bold over the label "Licensed Elevator
  Mechanic | Service & Modernization" and a contact line joined by "  •  " (city with ZIP, phone,
  email, "linkedin.com/in/…" as plain text); bold capital section headings with a rule under them;
  Experience grouped under the employer: "Allegheny Vertical Transportation, Inc." in bold with the
  city on a right tab, then three titles each in bold italics with the dates on a right tab
  ("Modernization Foreman" "Jan 2021 – Present", "Elevator Service Mechanic" "Jun 2015 – Dec 2020",
  "Elevator Mechanic Apprentice" "Aug 2011 – May 2015") and "List Bullet" items; an earlier building
  maintenance job "2008 – 2011"; education as "Degree, Field" in bold over "School, City, ST | dates"
  (an apprenticeship certificate from NEIEP and an A.A.S. with "GPA 3.4"); skills as three labelled
  lines ("Equipment:", "Controls:", "Code & Safety:"), licences and certifications as bullets with the
  year in parentheses or after an issuer, and "Languages: English (native), Italian (conversational)".
  An elevator mechanic in Pittsburgh, PA.
- a2 (wkhtmltopdf 0.12.6 of a hand-written HTML resume, Liberation Serif headings and Liberation
  Sans body, Letter; the stylesheet zooms the body 1.2 times because wkhtmltopdf's unpatched Qt
  shrinks the page to fit): a sommelier's page: the name and label "Sommelier & Beverage Director" in a
  header, a contact line with "Halifax, NS, Canada", phone, a mailto link and a LinkedIn link printed
  as "linkedin.com/in/maellerobichaud"; each job a bold title and the employer with the dates floated
  right and the city in grey under it ("Jan 2020 – Present", "May 2016 – Dec 2019", "2013 – 2016",
  a vineyard internship "Summer 2012"); education as "Diploma, Hospitality Management" and "Bachelor
  of Arts, French Studies" with school, city and years; certifications with issuer and year in
  parentheses; skills as a flat list of tags; languages as "French — native" rows; an "Awards" line
  that is not a job. A beverage director in Halifax, Nova Scotia.
- a3 (pdflatex, Charter with T1 and glyphtounicode, Letter): an associate actuary's one-page CV:
  the name "Mateo Albrecht, ASA" at the left of a header row with the contact lines at the right
  (an underlined LinkedIn link), section headings in small capitals over a rule; one employer
  ("Crossroads Mutual Life Insurance Company" bold, "Indianapolis, IN" at the right) over three
  titles in italics with the dates at the right ("Associate Actuary, Annuity Pricing" "Jan 2022 --
  Present", "Actuarial Analyst II", "Actuarial Analyst I"), an "Actuarial Intern" "Summer 2016";
  "B.S. in Actuarial Science, Minor in Economics" with "GPA: 3.86/4.00"; "Credentials" with ASA
  (2021) and CERA (2022) and a fellowship-progress line that is not a certificate; grouped
  skills ("Actuarial software:", "Programming:", "Analytics & reporting:"); and a "Languages" line.
  An actuary in Indianapolis, IN.
- a4 (DOCX, python-docx, kept as the Word file; Calibri 10.5 pt, A4, two pages): a British
  railway signalling technician's CV: the name, "Senior Signalling Maintenance Technician", a contact
  line "Derby, UK | 07700 555 214 | email | LinkedIn" (a Word hyperlink whose text is the
  linkedin.com/in/… address), "Personal Profile", "Key Skills" as a borderless two-column table of
  bullets, "Employment History" with one employer "Midland Rail Infrastructure Ltd, Derby" over three
  titles with long-month dates on a right tab ("April 2021 – Present", "September 2017 – March 2021",
  "September 2014 – August 2017") and a part-time Saturday job "2012 – 2014"; "Education &
  Qualifications" ("HNC in Electrical and Electronic Engineering" with "Distinction"; "BTEC Level 3
  Extended Diploma in Engineering" with "Grade: DMM"), "Licences & Certifications" (IRSE licences,
  PTS, first aid), "Languages" as "English – fluent" lines, "Interests" and "References available on
  request". The page count is checked on a throw-away LibreOffice PDF. A signalling technician in Derby,
  England.
- a5 (plain text, UTF-8, LF): an arborist's resume as typed in a text editor: the name in capitals,
  the label, a contact line with " | ", headings in capitals underlined with "-", each job as three
  lines (title / employer, city, ST / dates) then "  * " bullets: "Climbing Crew Leader" "2019 - now",
  "Arborist / Climber" "2015–2019", "Utility Line Clearance Trimmer" "04/2012 - 02/2015", a seasonal
  trail crew "Summer 2011"; one education line "A.A.S., Forest Technology - Paul Smith's College,
  Paul Smiths, NY - 2009-2011"; certifications with numbers and years; skills as one comma paragraph;
  "English (native), Spanish (basic)". A tree care crew leader in Burlington, VT.
- a6 (Chromium "Save as PDF" of a two-column sidebar template, Liberation Sans, Letter): a funeral
  director's page: a dark left sidebar with Contact (phone, email, city, a LinkedIn link), Licenses &
  Certifications, Skills (bullets) and Languages ("English — Native", "French — Intermediate"); the
  wide right column with the name, the label "Licensed Funeral Director & Embalmer", Profile,
  Experience (title in bold, "Employer | City" under it, dates in the accent colour at the right:
  "Feb 2020 – Present", "03/2015 – 01/2020" and "03/2014 – 02/2015" at one funeral chapel, "2010 – 2013"),
  Education ("Associate of Applied Science, Funeral Service", "GPA 3.9") and Affiliations. pdftotext
  -layout prints the sidebar and the main column side by side. A funeral director in Green Bay, WI.

Decisions for this batch (documented here because the documents leave them to the reader):
- Titles grouped under one employer (a1, a3, a4, a6) are separate work entries, each with the
  employer's name and location and its own dates; the employer line carries no dates of its own.
- A part-time or seasonal job, an apprenticeship and an internship are work entries ("Sales Assistant
  (part-time)", "Seasonal Trail Crew Member", "Elevator Mechanic Apprentice", "Funeral Service
  Apprentice", "Actuarial Intern", "Vineyard & Cellar Intern"); awards, affiliations, interests and
  references are not. "Summer 2012" is June to August of that year; "2019 - now" is current from 2019.
- A title's own slash, comma or parenthesis is part of the position ("Arborist / Climber",
  "Associate Actuary, Annuity Pricing", "Funeral Director / Embalmer", "Sales Assistant (part-time)").
- Skills are the listed items as printed, a group's label left out ("Code & Safety:"), commas inside
  parentheses not splitting ("Door operators (GAL, Courion)"); the key-skills table in a4 and the tags in
  a2 are flat lists.
- Certificate names drop the year, the issuer and a licence number ("ISA Certified Arborist (NE-7712A),
  since 2016" is "ISA Certified Arborist"; "Advanced Sommelier — Court of Master Sommeliers, Americas
  (2019)" is "Advanced Sommelier"), but keep an abbreviation in parentheses ("Chartered Enterprise Risk
  Analyst (CERA)") and the licence's class ("Commercial Driver's License (CDL) Class B"). a3's
  "Fellowship track" line records exam progress and is not a certificate.
- Education: "Certificate of Completion, Elevator Mechanic Apprenticeship" has study_type "Certificate
  of Completion" and area "Elevator Mechanic Apprenticeship"; "BTEC Level 3 Extended Diploma in
  Engineering" has study_type "BTEC Level 3 Extended Diploma" and area "Engineering"; "B.S. in Actuarial
  Science, Minor in Economics" has area "Actuarial Science" (the minor is not the area). A grade or
  GPA printed with the degree is its score ("3.4", "3.86/4.00", "Distinction", "DMM", "3.9").
- Basics location is the city and region printed in the contact line; country_code is given where a
  country is printed ("Halifax, NS, Canada" gives "CA"; "Derby, UK" gives "GB"). A ZIP code is not kept.
- A LinkedIn address printed as text ("linkedin.com/in/…") is a profile with "https://www." added; a
  link's target is used where the link text differs.

Truth conventions as in batches 5–23: date_text as printed (LaTeX "--" printed as "–"), the work
entry's location where printed, spoken languages only with their fluency as printed, phones as
printed. Phones are 555 numbers, emails at example.com, example.net and example.org.

Tools on the machine that wrote this batch (nothing had to be installed): python-docx, pdflatex
(texlive-latex-base, -recommended, -fonts-recommended), LibreOffice (soffice), wkhtmltopdf 0.12.6,
Chromium, poppler-utils, fonts-liberation. Run from this folder: python3 render_batch24.py
"""
import os
from xml.sax.saxutils import escape

from holdout_render import (FILES, bottom_border, chromium_pdf, check_pages, dates, libreoffice_pdf, lo_page_count,
                            new_docx, oxml_element, pdf_pages, pdflatex, tex, wkhtmltopdf, work_truth, write_text,
                            write_truth)


def flat_skills(groups):
    """Truth skills from (label, [items]) groups: every item as printed, the label left out."""
    return [{"name": s} for _, items in groups for s in items]


def docx_hyperlink(paragraph, url, text, color="0563C1"):
    """Appends a Word hyperlink (w:hyperlink with an external relationship) showing `text`."""
    from docx.opc.constants import RELATIONSHIP_TYPE
    from docx.oxml.ns import qn
    r_id = paragraph.part.relate_to(url, RELATIONSHIP_TYPE.HYPERLINK, is_external=True)
    link = oxml_element("w:hyperlink")
    link.set(qn("r:id"), r_id)
    run = oxml_element("w:r")
    props = oxml_element("w:rPr")
    props.append(oxml_element("w:rStyle", val="Hyperlink"))
    props.append(oxml_element("w:color", val=color))
    props.append(oxml_element("w:u", val="single"))
    run.append(props)
    t = oxml_element("w:t")
    t.text = text
    run.append(t)
    link.append(run)
    paragraph._p.append(link)


# ---- a1: elevator mechanic, LibreOffice PDF of a DOCX ------------------------------------------------
A1_EMPLOYERS = [
    ("Allegheny Vertical Transportation, Inc.", "Pittsburgh, PA", [
        ("Modernization Foreman", "Jan 2021 – Present", ("2021-01", None, True),
         ["Lead a four-person crew on traction and hydraulic modernizations in occupied hospital and office "
          "towers; 23 cars completed on schedule since 2021.",
          "Plan controller, machine and door-operator changeovers with building engineers to keep one car in "
          "service per bank.",
          "Walk state and third-party acceptance inspections; no failed acceptance test in the last 18 months."]),
        ("Elevator Service Mechanic", "Jun 2015 – Dec 2020", ("2015-06", "2020-12"),
         ["Maintained a route of 110 units (Otis, KONE, Schindler and independent controllers) across the South "
          "Hills and downtown.",
          "Answered trapped-passenger and after-hours callbacks; cut repeat callbacks on the route by 35%.",
          "Performed annual Category 1 and five-year Category 5 tests with the inspector present."]),
        ("Elevator Mechanic Apprentice", "Aug 2011 – May 2015", ("2011-08", "2015-05"),
         ["Installed rails, hoistway doors and machines on new construction under a journeyman mechanic.",
          "Completed four years of NEIEP coursework while working full time."]),
    ]),
    ("Monongahela Property Group", "Pittsburgh, PA", [
        ("Building Maintenance Technician", "2008 – 2011", ("2008", "2011"),
         ["Handled electrical, HVAC and plumbing work orders for three mid-rise apartment buildings."]),
    ]),
]
A1_JOBS = [(title, company, place, when, span)
           for company, place, roles in A1_EMPLOYERS for title, when, span, _ in roles]
A1_SKILLS = [("Equipment", ["Traction and hydraulic elevators", "Escalators and moving walks", "Otis Gen2",
                            "KONE MonoSpace", "Schindler 3300"]),
             ("Controls", ["MCE Motion 4000 controllers", "Relay logic troubleshooting",
                           "Door operators (GAL, Courion)", "Ladder diagrams"]),
             ("Code & Safety", ["ASME A17.1/CSA B44", "Lockout/tagout", "Fall protection", "Rigging and hoisting"])]


def a1_elevator_mechanic_lo():
    from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_TAB_ALIGNMENT
    from docx.shared import Inches, Pt, RGBColor

    navy = RGBColor(0x1F, 0x38, 0x64)
    document = new_docx(author="Dominic Iannucci", title="Dominic Iannucci Resume", page=(Inches(8.5), Inches(11)),
                        margins=(Inches(0.7), Inches(0.55)), font="Arial", size=9.5, space_after=1)
    document.styles["List Bullet"].paragraph_format.space_after = Pt(0)
    right = Inches(8.5 - 1.4)

    def heading(text):
        q = document.add_paragraph()
        q.paragraph_format.space_before = Pt(8); q.paragraph_format.space_after = Pt(3)
        q.paragraph_format.keep_with_next = True
        r = q.add_run(text.upper()); r.bold = True; r.font.size = Pt(11); r.font.color.rgb = navy
        bottom_border(q, color="1F3864", size="6")

    def tabbed(left, right_text, before=0, italic=False, size=None):
        q = document.add_paragraph()
        q.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
        q.paragraph_format.space_before = Pt(before); q.paragraph_format.keep_with_next = True
        r = q.add_run(left); r.bold = True; r.italic = italic
        if size: r.font.size = Pt(size)
        q.add_run("\t" + right_text)
        return q

    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    p.paragraph_format.space_after = Pt(0)
    r = p.add_run("Dominic Iannucci"); r.bold = True; r.font.size = Pt(22); r.font.color.rgb = navy
    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = p.add_run("Licensed Elevator Mechanic | Service & Modernization"); r.font.size = Pt(11.5)
    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    p.add_run("Pittsburgh, PA 15210  •  (412) 555-0136  •  dom.iannucci@example.com  •  "
              "linkedin.com/in/dominic-iannucci")

    heading("Professional Summary")
    document.add_paragraph(
        "Elevator mechanic with 13 years in the trade, from apprentice to modernization foreman. Licensed in "
        "Pennsylvania and QEI certified; known for clean acceptance tests, careful crews and buildings that keep "
        "running while we work.")

    heading("Experience")
    for i, (company, place, roles) in enumerate(A1_EMPLOYERS):
        tabbed(company, place, before=4 if i else 0, size=10.5)
        for title, when, _, items in roles:
            tabbed(title, when, before=2, italic=True)
            for item in items:
                document.add_paragraph(item, style="List Bullet")

    heading("Education")
    for degree, school, extra in [
            ("Certificate of Completion, Elevator Mechanic Apprenticeship",
             "National Elevator Industry Educational Program (NEIEP), Pittsburgh, PA | 2011 – 2015", ""),
            ("A.A.S., Electrical Technology", "Community College of Allegheny County, Pittsburgh, PA | 2006 – 2008",
             " | GPA 3.4")]:
        q = document.add_paragraph(); q.paragraph_format.keep_with_next = True
        q.add_run(degree).bold = True
        document.add_paragraph(school + extra).paragraph_format.space_after = Pt(3)

    heading("Skills")
    for label, items in A1_SKILLS:
        q = document.add_paragraph()
        q.add_run(label + ": ").bold = True
        q.add_run(", ".join(items))

    heading("Licenses & Certifications")
    for cert in ["Pennsylvania Elevator Mechanic License (2015)",
                 "QEI Certified Elevator Inspector – NAESA International (2019)",
                 "OSHA 30-Hour Construction (2018)"]:
        document.add_paragraph(cert, style="List Bullet")

    q = document.add_paragraph(); q.paragraph_format.space_before = Pt(8)
    q.add_run("Languages: ").bold = True
    q.add_run("English (native), Italian (conversational)")

    name = "a1-dominic-iannucci"
    libreoffice_pdf(document, name, pages=1)
    write_truth(name, {
        "basics": {"name": "Dominic Iannucci", "label": "Licensed Elevator Mechanic | Service & Modernization",
                   "email": "dom.iannucci@example.com", "phone": "(412) 555-0136",
                   "location": {"city": "Pittsburgh", "region": "PA"},
                   "profiles": [{"network": "LinkedIn", "url": "https://www.linkedin.com/in/dominic-iannucci"}]},
        "work": work_truth(A1_JOBS),
        "education": [
            {"institution": "National Elevator Industry Educational Program (NEIEP)",
             "study_type": "Certificate of Completion", "area": "Elevator Mechanic Apprenticeship",
             "dates": dates("2011", "2015", text="2011 – 2015")},
            {"institution": "Community College of Allegheny County", "study_type": "A.A.S.",
             "area": "Electrical Technology", "score": "3.4", "dates": dates("2006", "2008", text="2006 – 2008")}],
        "skills": flat_skills(A1_SKILLS),
        "certificates": [{"name": "Pennsylvania Elevator Mechanic License"},
                         {"name": "QEI Certified Elevator Inspector"}, {"name": "OSHA 30-Hour Construction"}],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Italian", "fluency": "conversational"}],
    })


# ---- a2: sommelier, wkhtmltopdf of a hand-written HTML resume ----------------------------------------
A2_JOBS = [
    ("Beverage Director", "The Saltwick Dining Room", "Halifax, NS", "Jan 2020 – Present", ("2020-01", None, True),
     ["Own the wine, spirits and zero-proof programs for a 90-seat tasting-menu restaurant; beverage sales "
      "grew from 27% to 34% of revenue.",
      "Built a 600-label list with a focus on Nova Scotia and Loire wines; cellar value $310,000, kept to a 24% "
      "pour cost.",
      "Train and schedule a floor team of six, including two sommeliers preparing for certification."]),
    ("Head Sommelier", "Auberge Fleur-de-Sel", "Wolfville, NS", "May 2016 – Dec 2019", ("2016-05", "2019-12"),
     ["Ran wine service and the by-the-glass program for a 40-room country inn and its dining room.",
      "Started winery partner dinners with Annapolis Valley producers; 22 sold-out dinners in three seasons."]),
    ("Sommelier", "Bistro Lanterne", "Montréal, QC", "2013 – 2016", ("2013", "2016"),
     ["Served a 300-label French list in a busy Plateau bistro; led staff tastings every Saturday."]),
    ("Vineyard & Cellar Intern", "Gaspereau Ridge Estate Winery", "Gaspereau, NS", "Summer 2012",
     ("2012-06", "2012-08"),
     ["Canopy work, bottling and tasting-room shifts at a 12-hectare estate."]),
]
A2_SKILLS = ["Wine list curation", "Cellar & inventory management", "Beverage costing", "Staff training",
             "Food & wine pairing", "Supplier negotiation", "Sake & spirits", "Toast POS", "BinWise"]


def a2_sommelier_wkhtml():
    jobs = "".join(
        f'<div class="job"><span class="when">{escape(w)}</span><h3>{escape(t)} <span class="co">— {escape(c)}'
        f'</span></h3><div class="place">{escape(p)}</div>'
        f'<ul>{"".join(f"<li>{escape(i)}</li>" for i in items)}</ul></div>\n'
        for t, c, p, w, _, items in A2_JOBS)
    tags = "".join(f'<span class="tag">{escape(s)}</span> ' for s in A2_SKILLS)
    html = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Maëlle Robichaud — Resume</title>
<style>
body { font-family: "Liberation Sans", Arial, sans-serif; font-size: 10pt; color: #2a2a2a; margin: 0; line-height: 1.32;
       zoom: 1.2; }
header { border-bottom: 3px solid #7a1f3d; padding-bottom: 8px; margin-bottom: 4px; }
h1 { font-family: "Liberation Serif", Georgia, serif; font-size: 28pt; margin: 0; color: #7a1f3d; font-weight: normal; }
.label { font-family: "Liberation Serif", Georgia, serif; font-size: 13pt; font-style: italic; margin: 1px 0 5px; }
.contact { font-size: 9.5pt; color: #444; }
.contact a { color: #7a1f3d; text-decoration: none; }
h2 { font-family: "Liberation Serif", Georgia, serif; font-size: 13pt; color: #7a1f3d; margin: 12px 0 4px;
     border-bottom: 1px solid #d9c3cb; padding-bottom: 1px; }
.job { margin: 6px 0 4px; }
.when { float: right; font-size: 9.5pt; color: #555; }
h3 { font-size: 10.5pt; margin: 0; }
h3 .co { font-weight: normal; }
.place { color: #777; font-size: 9pt; }
ul { margin: 2px 0 0; padding-left: 18px; }
li { margin: 1px 0; }
p { margin: 3px 0; }
.tag { display: inline-block; border: 1px solid #d9c3cb; border-radius: 3px; padding: 1px 6px; margin: 2px 2px 2px 0;
       font-size: 9pt; background: #f8f1f3; }
table.lang td { padding: 1px 14px 1px 0; }
</style></head>
<body>
<header>
<h1>Maëlle Robichaud</h1>
<div class="label">Sommelier &amp; Beverage Director</div>
<div class="contact">Halifax, NS, Canada &nbsp;|&nbsp; (902) 555-0147 &nbsp;|&nbsp;
<a href="mailto:maelle.robichaud@example.org">maelle.robichaud@example.org</a> &nbsp;|&nbsp;
<a href="https://www.linkedin.com/in/maellerobichaud">linkedin.com/in/maellerobichaud</a></div>
</header>

<h2>Profile</h2>
<p>Advanced Sommelier with twelve years on restaurant floors in Nova Scotia and Montréal. I build wine lists
that sell, train teams to talk about wine without fuss, and keep the cellar and the numbers in order. Fluent
in French and English.</p>

<h2>Experience</h2>
""" + jobs + """
<h2>Education</h2>
<div class="job"><span class="when">2012 – 2013</span><h3>Diploma, Hospitality Management</h3>
<div class="place">Nova Scotia Community College, Halifax, NS</div></div>
<div class="job"><span class="when">2008 – 2012</span><h3>Bachelor of Arts, French Studies</h3>
<div class="place">Université Sainte-Anne, Church Point, NS</div></div>

<h2>Certifications</h2>
<ul>
<li>Advanced Sommelier — Court of Master Sommeliers, Americas (2019)</li>
<li>WSET Level 3 Award in Wines (2015)</li>
<li>Certified Sherry Wine Specialist (2021)</li>
</ul>

<h2>Skills</h2>
<div>""" + tags + """</div>

<h2>Languages</h2>
<table class="lang"><tr><td><b>French</b></td><td>— native</td></tr>
<tr><td><b>English</b></td><td>— fluent</td></tr>
<tr><td><b>Spanish</b></td><td>— intermediate</td></tr></table>

<h2>Awards</h2>
<p>Best Sommelier of Atlantic Canada, finalist (2022)</p>
</body></html>
"""
    name = "a2-maelle-robichaud"
    wkhtmltopdf(html, name, pages=1, options=["--page-size", "Letter", "--margin-top", "14mm", "--margin-bottom",
                                              "12mm", "--margin-left", "16mm", "--margin-right", "16mm",
                                              "--encoding", "utf-8", "--title", "Maëlle Robichaud — Resume"])
    write_truth(name, {
        "basics": {"name": "Maëlle Robichaud", "label": "Sommelier & Beverage Director",
                   "email": "maelle.robichaud@example.org", "phone": "(902) 555-0147",
                   "location": {"city": "Halifax", "region": "NS", "country_code": "CA"},
                   "profiles": [{"network": "LinkedIn", "url": "https://www.linkedin.com/in/maellerobichaud"}]},
        "work": work_truth(A2_JOBS),
        "education": [
            {"institution": "Nova Scotia Community College", "study_type": "Diploma", "area": "Hospitality Management",
             "dates": dates("2012", "2013", text="2012 – 2013")},
            {"institution": "Université Sainte-Anne", "study_type": "Bachelor of Arts", "area": "French Studies",
             "dates": dates("2008", "2012", text="2008 – 2012")}],
        "skills": [{"name": s} for s in A2_SKILLS],
        "certificates": [{"name": "Advanced Sommelier"}, {"name": "WSET Level 3 Award in Wines"},
                         {"name": "Certified Sherry Wine Specialist"}],
        "languages": [{"language": "French", "fluency": "native"}, {"language": "English", "fluency": "fluent"},
                      {"language": "Spanish", "fluency": "intermediate"}],
    })


# ---- a3: actuary, pdflatex --------------------------------------------------------------------------
A3_EMPLOYERS = [
    ("Crossroads Mutual Life Insurance Company", "Indianapolis, IN", [
        ("Associate Actuary, Annuity Pricing", "Jan 2022 – Present", ("2022-01", None, True),
         ["Price fixed indexed and registered index-linked annuities; lead the quarterly cap and participation "
          "rate resets for $2.4B of sales a year",
          "Built an R-based profit-test dashboard that replaced 14 Excel workbooks and cut rate-setting time from "
          "five days to one",
          "Present pricing memos and sensitivity tests to the Product Committee and the appointed actuary"]),
        ("Actuarial Analyst II", "Jul 2019 – Dec 2021", ("2019-07", "2021-12"),
         ["Ran AXIS cash-flow testing for the annuity block and documented assumptions for the asset adequacy "
          "memorandum",
          "Automated the monthly lapse and mortality experience study in SQL and R"]),
        ("Actuarial Analyst I", "Jun 2017 – Jun 2019", ("2017-06", "2019-06"),
         ["Produced quarterly GAAP and statutory reserve roll-forwards for term and universal life"]),
    ]),
    ("Hoosier Benefits Consulting Group", "Carmel, IN", [
        ("Actuarial Intern", "Summer 2016", ("2016-06", "2016-08"),
         ["Prepared pension valuation census data and ran benefit calculations for 40 plan sponsors"]),
    ]),
]
A3_JOBS = [(title, company, place, when, span)
           for company, place, roles in A3_EMPLOYERS for title, when, span, _ in roles]
A3_SKILLS = [("Actuarial software", ["AXIS", "Prophet", "MG-ALFA"]),
             ("Programming", ["R", "Python (pandas)", "SQL", "VBA"]),
             ("Analytics & reporting", ["Excel (advanced)", "Power BI", "Tableau"])]


def a3_actuary_pdflatex():
    def employer(company, place, roles):
        out = f"\\employer{{{tex(company)}}}{{{tex(place)}}}\n"
        for title, when, _, items in roles:
            out += f"\\role{{{tex(title)}}}{{{tex(when)}}}\n\\begin{{bullets}}\n"
            out += "".join(f"  \\item {tex(i)}\n" for i in items)
            out += "\\end{bullets}\n"
        return out
    jobs = "".join(employer(*e) for e in A3_EMPLOYERS)
    skills = "\n".join(f"\\textbf{{{tex(label)}:}} & {tex(', '.join(items))} \\\\" for label, items in A3_SKILLS)
    source = r"""\documentclass[11pt,letterpaper]{article}
\usepackage[T1]{fontenc}
\usepackage[utf8]{inputenc}
\usepackage{charter}
\usepackage[left=0.75in,right=0.75in,top=0.6in,bottom=0.6in]{geometry}
\usepackage{titlesec}
\usepackage{enumitem}
\usepackage{tabularx}
\usepackage[usenames,dvipsnames]{xcolor}
\usepackage[hidelinks]{hyperref}
\input{glyphtounicode}
\pdfgentounicode=1
\pagestyle{empty}
\setlength{\parindent}{0pt}
\definecolor{accent}{HTML}{1B4F72}
\titleformat{\section}{\large\scshape\color{accent}}{}{0em}{}[\vspace{-4pt}{\color{accent}\titlerule}]
\titlespacing*{\section}{0pt}{10pt}{5pt}
\newcommand{\employer}[2]{\vspace{3pt}\textbf{#1}\hfill #2\par}
\newcommand{\role}[2]{\vspace{1pt}\textit{#1}\hfill\textit{#2}\par}
\newenvironment{bullets}{\begin{itemize}[leftmargin=14pt,itemsep=0pt,parsep=0pt,topsep=1pt]\small}{\end{itemize}\vspace{2pt}}

\begin{document}
\begin{tabularx}{\textwidth}{@{}X r@{}}
{\LARGE\bfseries Mateo Albrecht, ASA} & (317) 555-0184 \\
{\large Life \& Annuity Pricing Actuary} & \href{mailto:mateo.albrecht@example.com}{mateo.albrecht@example.com} \\
 & \href{https://www.linkedin.com/in/mateo-albrecht-asa}{\underline{linkedin.com/in/mateo-albrecht-asa}} \\
 & Indianapolis, IN \\
\end{tabularx}

\section{Summary}
{\small Associate actuary with eight years in life and annuity pricing, valuation and experience studies.
I turn models into decisions: clear pricing memos, tested assumptions and tools that analysts can run
themselves.}

\section{Experience}
""" + jobs + r"""
\section{Education}
\employer{Ball State University}{Muncie, IN}
\role{B.S. in Actuarial Science, Minor in Economics; GPA: 3.86/4.00}{2013 -- 2017}

\section{Credentials}
\begin{bullets}
  \item Associate of the Society of Actuaries (ASA), 2021
  \item Chartered Enterprise Risk Analyst (CERA), 2022
  \item Fellowship track (Individual Life \& Annuities): LPM and ILA LFV exams passed, 2023--2024
\end{bullets}

\section{Skills}
{\small
\begin{tabularx}{\textwidth}{@{}l X@{}}
""" + skills + r"""
\end{tabularx}}

\section{Languages}
{\small English (native), German (conversational)}
\end{document}
"""
    name = "a3-mateo-albrecht"
    pdflatex(source, name)
    check_pages(name, pdf_pages(os.path.join(FILES, name + ".pdf")), 1)
    write_truth(name, {
        "basics": {"name": "Mateo Albrecht", "label": "Life & Annuity Pricing Actuary",
                   "email": "mateo.albrecht@example.com", "phone": "(317) 555-0184",
                   "location": {"city": "Indianapolis", "region": "IN"},
                   "profiles": [{"network": "LinkedIn", "url": "https://www.linkedin.com/in/mateo-albrecht-asa"}]},
        "work": work_truth(A3_JOBS),
        "education": [
            {"institution": "Ball State University", "study_type": "B.S.", "area": "Actuarial Science",
             "score": "3.86/4.00", "dates": dates("2013", "2017", text="2013 – 2017")}],
        "skills": flat_skills(A3_SKILLS),
        "certificates": [{"name": "Associate of the Society of Actuaries (ASA)"},
                         {"name": "Chartered Enterprise Risk Analyst (CERA)"}],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "German", "fluency": "conversational"}],
    })


# ---- a4: railway signalling technician (UK), DOCX kept as the Word file -------------------------------
A4_EMPLOYERS = [
    ("Midland Rail Infrastructure Ltd", "Derby", [
        ("Senior Signalling Maintenance Technician", "April 2021 – Present", ("2021-04", None, True),
         ["Lead a maintenance team of five covering 140 route miles of the Midland Main Line, including two SSI "
          "interlockings and 60 sets of points.",
          "Plan and deliver overnight possessions for planned maintenance and fault repairs; average fault "
          "response time reduced from 52 to 38 minutes.",
          "Sign off testing as the IRSE-licensed Maintenance Tester and mentor two apprentices through their "
          "licence assessments."]),
        ("Signalling Maintenance Technician", "September 2017 – March 2021", ("2017-09", "2021-03"),
         ["Carried out planned maintenance on track circuits, axle counters, point machines and colour-light "
          "signals to company standards.",
          "Diagnosed and repaired signalling faults on call (1 week in 4) and recorded asset data in Ellipse."]),
        ("Apprentice Signalling Technician", "September 2014 – August 2017", ("2014-09", "2017-08"),
         ["Three-year Level 3 apprenticeship combining college study with on-track maintenance under supervision.",
          "Named Apprentice of the Year for the Midlands region in 2016."]),
    ]),
    ("Trentside Motor Spares", "Derby", [
        ("Sales Assistant (part-time)", "2012 – 2014", ("2012", "2014"),
         ["Saturday and holiday work serving trade and retail customers, stock replenishment and till duties."]),
    ]),
]
A4_JOBS = [(title, company, place, when, span)
           for company, place, roles in A4_EMPLOYERS for title, when, span, _ in roles]
A4_SKILLS = ["Fault finding on track circuits and point machines", "Solid State Interlocking (SSI) maintenance",
             "Reading signalling plans and wiring diagrams", "Axle counter resets and testing",
             "Risk assessment and safe systems of work", "Possession planning", "Ellipse asset management",
             "Mentoring apprentices"]


def a4_signalling_technician_docx():
    from docx.enum.text import WD_TAB_ALIGNMENT
    from docx.shared import Mm, Pt, RGBColor

    teal = RGBColor(0x0E, 0x5E, 0x6F)
    document = new_docx(author="Harpreet Bains", title="Harpreet Bains CV", page=(Mm(210), Mm(297)),
                        margins=(Mm(20), Mm(18)), font="Calibri", size=10.5, space_after=2)
    h1 = document.styles["Heading 1"]
    h1.font.size = Pt(13); h1.font.color.rgb = teal
    h1.paragraph_format.space_before = Pt(12); h1.paragraph_format.space_after = Pt(3)
    document.styles["List Bullet"].paragraph_format.space_after = Pt(1)
    right = Mm(210 - 40)

    p = document.add_paragraph()
    r = p.add_run("Harpreet Bains"); r.bold = True; r.font.size = Pt(24); r.font.color.rgb = teal
    p.paragraph_format.space_after = Pt(0)
    p = document.add_paragraph()
    r = p.add_run("Senior Signalling Maintenance Technician"); r.font.size = Pt(13)
    p = document.add_paragraph()
    p.add_run("Derby, UK  |  07700 555 214  |  harpreet.bains@example.com  |  ")
    docx_hyperlink(p, "https://www.linkedin.com/in/harpreet-bains-rail", "linkedin.com/in/harpreet-bains-rail")
    bottom_border(p, color="0E5E6F", size="8")

    document.add_heading("Personal Profile", level=1)
    document.add_paragraph(
        "IRSE-licensed signalling maintenance technician with over ten years in rail, starting as an apprentice "
        "and now leading a maintenance team on the Midland Main Line. Calm under pressure during night "
        "possessions and on-call faults, safety-first, and proud of bringing on the next generation of "
        "technicians. Full UK driving licence.")

    document.add_heading("Key Skills", level=1)
    table = document.add_table(rows=len(A4_SKILLS) // 2, cols=2)
    for i, skill in enumerate(A4_SKILLS):
        cell = table.cell(i // 2, i % 2)
        cell.paragraphs[0].style = document.styles["List Bullet"]
        cell.paragraphs[0].add_run(skill)

    document.add_heading("Employment History", level=1)
    for i, (company, place, roles) in enumerate(A4_EMPLOYERS):
        q = document.add_paragraph(); q.paragraph_format.space_before = Pt(6 if i else 0)
        q.paragraph_format.keep_with_next = True
        r = q.add_run(f"{company}, {place}"); r.bold = True; r.font.size = Pt(11.5)
        for title, when, _, items in roles:
            q = document.add_paragraph()
            q.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
            q.paragraph_format.space_before = Pt(3); q.paragraph_format.keep_with_next = True
            q.add_run(title).bold = True
            q.add_run("\t" + when).italic = True
            for item in items:
                document.add_paragraph(item, style="List Bullet")

    document.add_heading("Education & Qualifications", level=1)
    for qual, school, when, grade in [
            ("HNC in Electrical and Electronic Engineering", "Derby College", "2016 – 2018", "Distinction"),
            ("BTEC Level 3 Extended Diploma in Engineering", "Burton and South Derbyshire College", "2012 – 2014",
             "Grade: DMM")]:
        q = document.add_paragraph()
        q.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
        q.paragraph_format.keep_with_next = True
        q.add_run(qual).bold = True
        q.add_run("\t" + when).italic = True
        document.add_paragraph(f"{school}  –  {grade}").paragraph_format.space_after = Pt(5)

    document.add_heading("Licences & Certifications", level=1)
    for cert in ["IRSE Licence – Maintenance Technician (2018)", "IRSE Licence – Maintenance Tester (2022)",
                 "Personal Track Safety (PTS) – renewed 2024", "Emergency First Aid at Work (2023)"]:
        document.add_paragraph(cert, style="List Bullet")

    document.add_heading("Languages", level=1)
    for line in ["English – fluent", "Punjabi – native", "Hindi – conversational"]:
        document.add_paragraph(line)

    document.add_heading("Interests", level=1)
    document.add_paragraph("Five-a-side football, volunteering with the Ecclesbourne Valley Railway heritage line, "
                           "and cooking for large family gatherings.")
    document.add_paragraph("References available on request.").paragraph_format.space_before = Pt(8)

    name = "a4-harpreet-bains"
    path = os.path.join(FILES, name + ".docx")
    document.save(path)
    check_pages(name, lo_page_count(path, name), 2)
    write_truth(name, {
        "basics": {"name": "Harpreet Bains", "label": "Senior Signalling Maintenance Technician",
                   "email": "harpreet.bains@example.com", "phone": "07700 555 214",
                   "location": {"city": "Derby", "country_code": "GB"},
                   "profiles": [{"network": "LinkedIn", "url": "https://www.linkedin.com/in/harpreet-bains-rail"}]},
        "work": work_truth(A4_JOBS),
        "education": [
            {"institution": "Derby College", "study_type": "HNC", "area": "Electrical and Electronic Engineering",
             "score": "Distinction", "dates": dates("2016", "2018", text="2016 – 2018")},
            {"institution": "Burton and South Derbyshire College", "study_type": "BTEC Level 3 Extended Diploma",
             "area": "Engineering", "score": "DMM", "dates": dates("2012", "2014", text="2012 – 2014")}],
        "skills": [{"name": s} for s in A4_SKILLS],
        "certificates": [{"name": "IRSE Licence – Maintenance Technician"}, {"name": "IRSE Licence – Maintenance Tester"},
                         {"name": "Personal Track Safety (PTS)"}, {"name": "Emergency First Aid at Work"}],
        "languages": [{"language": "English", "fluency": "fluent"}, {"language": "Punjabi", "fluency": "native"},
                      {"language": "Hindi", "fluency": "conversational"}],
    })


# ---- a5: arborist, plain text ------------------------------------------------------------------------
A5_JOBS = [
    ("Climbing Crew Leader", "Green Mountain Tree Care", "Williston, VT", "2019 - now", ("2019", None, True),
     ["Run a three-person climbing crew on residential and municipal removals, pruning and cabling jobs",
      "Plan crane-assisted removals over houses and lines; zero recordable injuries on my crew since 2019",
      "Write job estimates and tree risk assessments for the sales arborist and train new groundworkers"]),
    ("Arborist / Climber", "Champlain Valley Tree Service", "South Burlington, VT", "2015–2019", ("2015", "2019"),
     ["Climbed and rigged pruning and removal work, 200+ trees a season",
      "Ran the 75-ft aerial lift and the stump grinder; kept daily equipment inspections up to date"]),
    ("Utility Line Clearance Trimmer", "Northeast Right-of-Way Services", "Rutland, VT", "04/2012 - 02/2015",
     ("2012-04", "2015-02"),
     ["Cleared vegetation from distribution lines from bucket trucks under ANSI Z133 and OSHA 1910.269",
      "Storm restoration work across Vermont and New Hampshire after Hurricane Sandy"]),
    ("Seasonal Trail Crew Member", "Northern Forest Trail Crew", "Waterbury, VT", "Summer 2011",
     ("2011-06", "2011-08"),
     ["Built stone steps and water bars on the Long Trail with a six-person crew"]),
]
A5_SKILLS = ["Technical climbing (SRT and MRT)", "crane-assisted removals", "rigging and lowering",
             "aerial lift and bucket truck operation", "stump grinding", "plant health care",
             "chainsaw maintenance", "crew scheduling and safety briefings"]


def a5_arborist_txt():
    def rule(title):
        return f"{title}\n{'-' * len(title)}\n"
    jobs = "\n".join(f"{t}\n{c}, {p}\n{w}\n" + "".join(f"  * {i}\n" for i in items)
                     for t, c, p, w, _, items in A5_JOBS)
    text = ("CALEB THORNQUIST\n"
            "ISA Certified Arborist | Climbing Crew Leader\n"
            "Burlington, VT 05401 | (802) 555-0129 | caleb.thornquist@example.net\n\n"
            + rule("SUMMARY") +
            "Arborist with 12+ years in tree care and utility line clearance. Safe, efficient climber\n"
            "and crew leader who is comfortable with technical removals, crane work and customers.\n\n"
            + rule("EXPERIENCE") + "\n" + jobs + "\n"
            + rule("EDUCATION") +
            "A.A.S., Forest Technology - Paul Smith's College, Paul Smiths, NY - 2009-2011\n\n"
            + rule("CERTIFICATIONS & LICENSES") +
            "  * ISA Certified Arborist (NE-7712A), since 2016\n"
            "  * ISA Tree Risk Assessment Qualification (TRAQ), 2021\n"
            "  * Commercial Driver's License (CDL) Class B\n"
            "  * First Aid / CPR (American Red Cross), current\n\n"
            + rule("SKILLS") + ", ".join(A5_SKILLS) + "\n\n"
            + rule("LANGUAGES") + "English (native), Spanish (basic)\n")
    name = "a5-caleb-thornquist"
    write_text(name + ".txt", text)
    write_truth(name, {
        "basics": {"name": "Caleb Thornquist", "label": "ISA Certified Arborist | Climbing Crew Leader",
                   "email": "caleb.thornquist@example.net", "phone": "(802) 555-0129",
                   "location": {"city": "Burlington", "region": "VT"}},
        "work": work_truth(A5_JOBS),
        "education": [
            {"institution": "Paul Smith's College", "study_type": "A.A.S.", "area": "Forest Technology",
             "dates": dates("2009", "2011", text="2009-2011")}],
        "skills": [{"name": s} for s in A5_SKILLS],
        "certificates": [{"name": "ISA Certified Arborist"}, {"name": "ISA Tree Risk Assessment Qualification (TRAQ)"},
                         {"name": "Commercial Driver's License (CDL) Class B"}, {"name": "First Aid / CPR"}],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Spanish", "fluency": "basic"}],
    })


# ---- a6: funeral director, Chromium print of a two-column sidebar template ---------------------------
A6_JOBS = [
    ("Funeral Director & Location Manager", "Lakeshore Family Funeral Homes", "Green Bay, WI", "Feb 2020 – Present",
     ("2020-02", None, True),
     ["Manage the Green Bay location (about 260 calls a year) and a staff of nine directors, drivers and "
      "office staff.",
      "Lead arrangement conferences and direct visitations, funerals and committal services, including "
      "military honors.",
      "Grew pre-need contracts 40% in three years through community seminars with local parishes."]),
    ("Funeral Director / Embalmer", "Brennan-Hartley Funeral Chapel", "Appleton, WI", "03/2015 – 01/2020",
     ("2015-03", "2020-01"),
     ["Embalmed, dressed and casketed decedents and performed restorative work for open-casket services.",
      "Filed death certificates and burial permits through the Wisconsin EDRS."]),
    ("Funeral Service Apprentice", "Brennan-Hartley Funeral Chapel", "Appleton, WI", "03/2014 – 02/2015",
     ("2014-03", "2015-02"),
     ["Completed the one-year Wisconsin apprenticeship: 25 embalmings and 25 funerals under supervision."]),
    ("Certified Nursing Assistant", "Fox River Care Center", "De Pere, WI", "2010 – 2013", ("2010", "2013"),
     ["Provided daily care to long-term and hospice residents and supported families at end of life."]),
]
A6_SKILLS = ["Arrangement conferences", "Embalming & restorative art", "Cremation coordination",
             "Pre-need planning", "Grief support", "Military honors coordination", "Wisconsin EDRS",
             "Staff scheduling"]
A6_CERTS = ["Wisconsin Licensed Funeral Director (2015)", "Certified Funeral Service Practitioner (CFSP), 2019",
            "Certified Crematory Operator (CCO), 2017"]


def a6_funeral_director_sidebar():
    jobs = "".join(
        f'<div class="job"><div class="row"><h3>{escape(t)}</h3><span class="when">{escape(w)}</span></div>'
        f'<div class="co">{escape(c)} | {escape(p)}</div>'
        f'<ul>{"".join(f"<li>{escape(i)}</li>" for i in items)}</ul></div>\n'
        for t, c, p, w, _, items in A6_JOBS)
    skills = "".join(f"<li>{escape(s)}</li>" for s in A6_SKILLS)
    certs = "".join(f"<li>{escape(c)}</li>" for c in A6_CERTS)
    html = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Delphine Archambault - Resume</title>
<style>
@page { size: Letter; margin: 0; }
* { box-sizing: border-box; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; font: 9.3pt/1.38 "Liberation Sans", Arial, sans-serif; color: #2d2d2d; }
.page { display: grid; grid-template-columns: 2.35in 1fr; min-height: 11in; }
aside { background: #2f3e46; color: #e8eef0; padding: 0.5in 0.25in 0.4in 0.32in; }
aside h2 { color: #cfe0c3; font-size: 10pt; letter-spacing: 0.6px; text-transform: uppercase; margin: 18px 0 6px;
           border-bottom: 1px solid #52646c; padding-bottom: 3px; }
aside h2:first-child { margin-top: 0; }
aside p { margin: 0 0 5px; word-wrap: break-word; }
aside a { color: #e8eef0; text-decoration: none; }
aside ul { margin: 0; padding-left: 14px; }
aside li { margin-bottom: 3px; }
main { padding: 0.5in 0.45in 0.4in 0.35in; }
h1 { font-size: 27pt; margin: 0; color: #2f3e46; letter-spacing: 0.5px; }
.label { font-size: 12pt; color: #6b8f71; margin: 2px 0 10px; }
main h2 { font-size: 11pt; color: #2f3e46; text-transform: uppercase; letter-spacing: 1.4px; margin: 14px 0 6px;
          border-bottom: 2px solid #6b8f71; padding-bottom: 2px; }
.job { margin-bottom: 8px; }
.row { display: flex; justify-content: space-between; align-items: baseline; gap: 10px; }
h3 { font-size: 10pt; margin: 0; }
.when { color: #6b8f71; font-weight: bold; font-size: 8.8pt; white-space: nowrap; }
.co { color: #555; font-style: italic; }
main ul { margin: 2px 0 0; padding-left: 15px; }
main li { margin-bottom: 1px; }
main p { margin: 0 0 4px; }
</style></head>
<body><div class="page">
<aside>
<h2>Contact</h2>
<p>(920) 555-0153</p>
<p><a href="mailto:d.archambault@example.com">d.archambault@example.com</a></p>
<p>Green Bay, WI</p>
<p><a href="https://www.linkedin.com/in/delphine-archambault">LinkedIn</a></p>
<h2>Licenses &amp; Certifications</h2>
<ul>""" + certs + """</ul>
<h2>Skills</h2>
<ul>""" + skills + """</ul>
<h2>Languages</h2>
<p>English — Native</p>
<p>French — Intermediate</p>
</aside>
<main>
<h1>Delphine Archambault</h1>
<div class="label">Licensed Funeral Director &amp; Embalmer</div>
<h2>Profile</h2>
<p>Funeral director and embalmer with ten years of service to families in Northeast Wisconsin. Steady in
difficult moments, organized behind the scenes, and committed to services that feel personal. Experienced
in managing a location, its staff and its pre-need program.</p>
<h2>Experience</h2>
""" + jobs + """
<h2>Education</h2>
<div class="job"><div class="row"><h3>Associate of Applied Science, Funeral Service</h3><span class="when">2012 – 2014</span></div>
<div class="co">Milwaukee Area Technical College | Milwaukee, WI</div>
<p>GPA 3.9 · Passed the National Board Examination (Arts &amp; Sciences)</p></div>
<h2>Affiliations</h2>
<p>Wisconsin Funeral Directors Association, member since 2015 · Green Bay Rotary Club, volunteer</p>
</main>
</div></body></html>
"""
    name = "a6-delphine-archambault"
    chromium_pdf(html, name, pages=1)
    write_truth(name, {
        "basics": {"name": "Delphine Archambault", "label": "Licensed Funeral Director & Embalmer",
                   "email": "d.archambault@example.com", "phone": "(920) 555-0153",
                   "location": {"city": "Green Bay", "region": "WI"},
                   "profiles": [{"network": "LinkedIn",
                                 "url": "https://www.linkedin.com/in/delphine-archambault"}]},
        "work": work_truth(A6_JOBS),
        "education": [
            {"institution": "Milwaukee Area Technical College", "study_type": "Associate of Applied Science",
             "area": "Funeral Service", "score": "3.9", "dates": dates("2012", "2014", text="2012 – 2014")}],
        "skills": [{"name": s} for s in A6_SKILLS],
        "certificates": [{"name": "Wisconsin Licensed Funeral Director"},
                         {"name": "Certified Funeral Service Practitioner (CFSP)"},
                         {"name": "Certified Crematory Operator (CCO)"}],
        "languages": [{"language": "English", "fluency": "Native"}, {"language": "French", "fluency": "Intermediate"}],
    })


if __name__ == "__main__":
    a1_elevator_mechanic_lo()
    a2_sommelier_wkhtml()
    a3_actuary_pdflatex()
    a4_signalling_technician_docx()
    a5_arborist_txt()
    a6_funeral_director_sidebar()
