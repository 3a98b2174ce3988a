#!/usr/bin/env python3
"""Renders the twenty-sixth held-out batch (o1–o6) into files/ and its truth into truth/.

Written without reading the parser (nor its tests or docs); the only project files read were
holdout_render.py, render_batch23–25.py and the truth files (a few in full for the schema and
conventions, the rest only for their keys and labels, to choose new occupations). Six mid-career
people outside tech, in occupations none of the earlier truth labels name (hospice social work,
water treatment plant operation, mortgage lending at a credit union, land surveying, neonatal
respiratory therapy, hospital pharmacy in Ontario), each resume made with a producer such a person
really uses: a resume builder's two-column sidebar template exported with wkhtmltopdf, a Word
"table resume" kept as the Word file, a Word document saved as PDF through LibreOffice, a moderncv CV
from pdflatex, a plain-text resume typed in a text editor, and a Google Docs resume downloaded as a
web page. All use ordinary conventions: several titles at one employer (o1, o2, o3, o4, o5, o6, some
grouped under the employer printed once, some repeating it), dates written "Sept 2021 – Present",
"January 2020 – present", "Apr. 2021 – Current", "June 2010 – Dec. 2013", "2019–Present" (moderncv),
"03/2019 to date", "01/2014 - 02/2019", "FEB 2022 – PRESENT", seasons ("Summer 2010", "Summers
2007–2009", "SUMMER 2014 – APR 2018"), a career break written into the work history (o5), licences with
numbers and expiries, degrees with a minor, Latin honours or a GPA, flat and grouped skills, spoken
languages with levels (o1, o3, o5, o6), and locations as "City, ST ZIP", with a street and "USA", or
with a Canadian postal code.

- o1 (wkhtmltopdf 0.12.6 of a resume builder's HTML template, Liberation Sans, Letter, no page
  margins; the body is zoomed 1.22 times because wkhtmltopdf's unpatched Qt shrinks the page, and the
  two columns are a layout table, as older builders make them for WebKit): a hospice social worker's
  page: a dark left sidebar with Contact (phone, a mailto link, "Las Cruces, NM 88011", a LinkedIn
  link printed as "linkedin.com/in/…"), "Licensure & Certifications" (each a bold name over a small
  line with the state or issuer, a licence number or a year: "New Mexico · Lic. #C-0017391"), Skills
  as bullets and Languages ("Spanish — Native", "English — Fluent"); the main column with the name
  "Graciela Montoya, LCSW", the label "Licensed Clinical Social Worker | Hospice & Palliative Care",
  Profile, "Professional Experience" (the title in bold with the dates at the right in the accent
  colour, "Employer | City, ST" in italics under it: "Sept 2021 – Present" and "Mar 2018 – Aug 2021"
  at one hospice, "Jun 2014 – Feb 2018", "Aug 2010 – May 2014"), and Education ("Master of Social Work
  (MSW)" with "GPA 3.94 · Field placement: …", "Bachelor of Arts in Psychology, Minor in Spanish" with
  "Cum laude"). pdftotext -layout prints the sidebar and the main column side by side. A hospice social
  work supervisor in Las Cruces, NM.
- o2 (DOCX, python-docx, kept as the Word file; Calibri 10 pt, Letter; the page count is checked on a
  throw-away LibreOffice PDF): a water treatment plant operator's "table resume", the whole page laid
  out in Word tables: a header table with "WADE LINDAHL" and the label "Grade IV Water Treatment
  Operator" at the left and a street address, "Dubuque, IA 52001", phone and email right-aligned at
  the right; then one two-column table whose shaded left cells hold the section names (SUMMARY,
  EXPERIENCE, LICENSES & CERTIFICATIONS, EDUCATION, SKILLS, REFERENCES) and whose right cells hold the
  sections: each employer printed once in bold as "Employer, City, ST" over its titles in bold italics
  with long-month dates on a right tab inside the cell ("January 2020 – present" with a lower-case
  "present", "June 2015 – December 2019", "April 2013 – May 2015"), a wastewater job "August 2010 –
  March 2013" in Wisconsin and a seasonal job "Summers 2007–2009"; operator certifications with
  numbers and an expiry ("Iowa Grade IV Water Treatment Operator – Certification #8842 (exp.
  06/2027)"); "Associate of Applied Science, Water & Wastewater Technology" with "2008 – 2010" on the
  tab; skills as three labelled lines ("Treatment:", "Controls & equipment:", "Compliance:"). No
  languages. A chief plant operator in Dubuque, IA.
- o3 (LibreOffice PDF of a DOCX written with python-docx, Times New Roman shown as Liberation Serif,
  10.5 pt, Letter): a credit union mortgage loan officer's page: the name centred, the label in
  italics, a centred contact line "Tulsa, OK 74133  |  phone  |  email  |  NMLS ID 1457823"; capital
  headings in the accent colour with a rule; each job a bold title with AP-style dates on a right tab
  ("Apr. 2021 – Current", "Oct. 2017 – Mar. 2021" at one credit union, "Jan. 2014 – Sept. 2017",
  "June 2010 – Dec. 2013") over an italic "Employer — City, ST" line and "List Bullet" items; "Bachelor
  of Business Administration in Finance" with "May 2010" on the tab and "The University of Tulsa —
  Tulsa, OK  ·  Magna Cum Laude"; licences with the states and NMLS number in one line; skills in one
  paragraph joined by "  •  " (one skill with commas of its own: "Conventional, FHA, VA and USDA
  lending"); a Community section (a board role and volunteering, not jobs) and "English (native),
  Vietnamese (fluent, spoken and written)". A senior loan officer in Tulsa, OK.
- o4 (pdflatex, moderncv 2.x "classic" style with the nosymbols option (letters instead of icons, as
  fontawesome5 is not installed), Latin Modern Sans in T1 with glyphtounicode, Letter): a professional
  land surveyor's CV: the name in the large light moderncv face, the title "Professional Land
  Surveyor" in italics, the address block at the right ("418 W Koch St", "Bozeman, MT 59715", "USA",
  "M (406) 555-0172", "E email", "in silas-hartigan-pls" linking to linkedin.com/in/…); section
  headings in green after a rule; every \\cventry prints the dates in the left hint column ("2019–Present",
  "2015–2019", "2012–2015" at one firm, "2011–2012", "Summer 2010") and "Title, Employer, City, ST" on
  one line joined by commas ("Survey Manager, Gallatin Land Surveys, Inc., Bozeman, MT": the employer's
  own comma and "Inc." sit in the run of commas), then an itemize whose marks (marvosym's, from the letters
  icon set) come out as "{" in the text layer; Education as "Bachelor of Science in Geomatics, Oregon
  Institute of Technology, Klamath Falls, OR, GPA 3.62/4.0" with "Minor in Geographic Information
  Systems. Graduated cum laude." under it; licences as \\cvitem rows with the year in the left column
  and the licence number after the name; skills as \\cvitem rows "Field", "Office", "Practice";
  Affiliations (not jobs, not certificates). No languages. A survey manager in Bozeman, MT.
- o5 (plain text, UTF-8, LF, as typed in Notepad): a neonatal respiratory therapist's resume: "PATRICE
  DELACROIX, RRT-NPS" in capitals with credentials, the city with ZIP, "Cell: …" and "Email: …" lines;
  headings in capitals with a colon; an Objective (no label line); "LICENSURE & CREDENTIALS:" with "* "
  items, one of them three certifications on one line ("ACLS, PALS, NRP - current"); "WORK HISTORY:"
  with the hospital printed once ("Employer, City, ST") over two titles, each with its MM/YYYY dates
  padded to a column ("03/2019 to date", "01/2014 - 02/2019") and "  - " items; then a career-break
  line "06/2012 - 12/2013   Career break - relocated …"; then an earlier hospital and "08/2008 -
  05/2012"; education as three lines (degree with the year, school with city, "GPA 3.6, Lambda Beta
  Honor Society"); skills as "* " lines; "English - native", "American Sign Language (ASL) -
  conversational"; "References furnished on request." A lead respiratory therapist in Shreveport, LA.
- o6 (HTML as Google Docs writes it with File > Download > Web page: one line of markup, a minified
  stylesheet with generated class names (c0, c1 …), an @import of Google's font CSS, lists as
  "lst-kix_…" ULs, headings as h1/h2/h3 with "h.…" ids, and the LinkedIn link's target wrapped in a
  https://www.google.com/url?q=… redirect while the mailto link is kept as it is): a hospital pharmacy
  technician's resume in the style of the Docs "Modern Writer"/"Serif" templates: the name as the
  title, the label as the subtitle, contact lines ("Brampton, ON L6Y 4R2", phone, email, LinkedIn);
  small capital section headings; each job an h2 "Employer, City, ON — <b>Title</b>" over an h3 with
  the dates typed in capitals as the template's placeholder is ("FEB 2022 – PRESENT", "JUN 2018 – JAN
  2022" at one hospital, "SUMMER 2014 – APR 2018"); "Humber College, Toronto, ON — Ontario College
  Diploma, Pharmacy Technician" with "SEP 2016 – APR 2018" and a Dean's Honour List line; licences and
  certifications as bullets with registration number, issuer, year or expiry; grouped skills
  ("Sterile compounding:", "Dispensing & inventory:", "Systems:"); languages on one line joined by
  " · " ("English (fluent) · Punjabi (native) · Hindi (conversational) · French (basic, A2)"). A lead
  pharmacy technician in Brampton, Ontario.

Decisions for this batch (documented here because the documents leave them to the reader):
- Titles grouped under one employer (o2, o5) or repeating the employer (o1, o3, o4, o6) are separate
  work entries, each with the employer's name and location and its own dates. Seasonal and part-time
  jobs are work entries ("Seasonal Park Maintenance Worker", "Engineering Aide (seasonal)", "Pharmacy
  Assistant (part-time)"). o5's career break is not a work entry (it names no employer and no
  position; it is a gap explained); o3's Community section and o4's Affiliations are not work entries.
- "Present", "present", "PRESENT", "Current" and "to date" make a job current. "Summer 2010" is June
  to August of that year; "Summers 2007–2009" runs from June 2007 to August 2009; "SUMMER 2014 – APR
  2018" starts in June 2014. "Sept." and "Sept" are September; "June" in AP style is June.
- A title's own comma or parenthesis is part of the position ("Lead Respiratory Therapist, Neonatal &
  Pediatric ICU", "Lead Pharmacy Technician, Sterile Compounding", "Respiratory Therapist (CRT)").
- basics.name drops the credentials printed after it ("Graciela Montoya, LCSW", "PATRICE DELACROIX,
  RRT-NPS"); a name printed in capitals is written as a name is (as a5 in batch 24 was). o5 prints
  no label (its Objective is not one), so its truth has no label. An NMLS ID in the contact line is not
  a phone, a URL or a profile.
- Skills are the listed items as printed, a group's label left out; a separator of " • " or a list
  mark splits items, commas inside an item's parentheses or inside a " • "-separated item do not
  ("Ventilator management (Servo-u, Hamilton G5, Draeger VN500)", "Conventional, FHA, VA and USDA
  lending").
- Certificate names drop the year, the issuer, a licence, registration or certification number, and
  an expiry or "current" ("Iowa Grade IV Water Treatment Operator – Certification #8842 (exp.
  06/2027)" is "Iowa Grade IV Water Treatment Operator"; "Mortgage Loan Originator License – Oklahoma,
  Kansas, Arkansas (NMLS ID 1457823)" is "Mortgage Loan Originator License"; "Registered Pharmacy
  Technician – Ontario College of Pharmacists, Reg. #T18-4471" is "Registered Pharmacy Technician"), but
  keep a state that begins the name ("Montana Professional Land Surveyor (PLS)"), an abbreviation in
  parentheses ("Hazardous Sterile Compounding Certificate (NAPRA)") and a number that is part of the
  name ("WHMIS 2015 Training", "OSHA 30-Hour General Industry", "FAA Part 107 Remote Pilot
  Certificate"). In o1 the certificate is the bold line; the small line under it is issuer, number or
  year. o5's "ACLS, PALS, NRP - current" is three certificates.
- Education: "Bachelor of Arts in Psychology, Minor in Spanish" has study_type "Bachelor of Arts" and
  area "Psychology" (the minor is not the area, as in batch 24); "Master of Social Work (MSW)" is a
  study_type with no area; "Bachelor of Business Administration in Finance" has area "Finance";
  "Ontario College Diploma, Pharmacy Technician" has study_type "Ontario College Diploma". The score is
  the GPA where one is printed ("3.94", "3.62/4.0", "3.6") and otherwise the Latin honours ("Cum
  laude", "Magna Cum Laude"), as e2's "Cum Laude" was; o4's "Graduated cum laude" under a GPA is not
  the score, and a Dean's list or honour society is not a score. A single printed year or month is the
  end date.
- Basics location is the city and region of the contact block; country_code is given where a country
  is printed (o4's "USA" gives "US"); a ZIP or postal code and a street are not kept. A LinkedIn link
  is a profile with its real target ("https://www.linkedin.com/in/…"), o4's moderncv \\social link and
  o6's Google redirect included.

Truth conventions as in batches 5–25: date_text as printed (moderncv's "--" printed as "–"), the work
entry's location where printed, spoken languages only with their fluency as printed, phones as
printed. Phones are 555 numbers, emails at example.com and example.net.

Tools on the machine that wrote this batch (nothing had to be installed): python-docx, LibreOffice
(soffice), wkhtmltopdf 0.12.6, pdflatex with moderncv, lmodern and marvosym (texlive-latex-extra,
-fonts-recommended), poppler-utils, fonts-liberation, fonts-crosextra-carlito. docx_hyperlink is not
used; table_borders is new here. Run from this folder: python3 render_batch26.py
"""
import os
from xml.sax.saxutils import escape

from holdout_render import (FILES, bottom_border, check_pages, dates, libreoffice_pdf, lo_page_count, new_docx,
                            oxml_element, pdf_pages, pdflatex, shade, tex, wkhtmltopdf, work_truth, write_text,
                            write_truth)


def linkedin(handle):
    return {"network": "LinkedIn", "url": "https://www.linkedin.com/in/" + handle}


def flat_skills(groups):
    """Truth skills from (label, [items]) groups: every item as printed, the label left out."""
    return [{"name": s} for _, items in groups for s in items]


def grouped_jobs(employers):
    """Work tuples (title, employer, place, date text, date span) from employers printed once over their titles."""
    return [(title, company, place, when, span)
            for company, place, roles in employers for title, when, span, _ in roles]


# ---- o1: hospice social worker, wkhtmltopdf of a resume builder's two-column sidebar template ----------
O1_AGENCY = "Mesilla Valley Hospice & Palliative Care"
O1_JOBS = [
    ("Hospice Social Work Supervisor", O1_AGENCY, "Las Cruces, NM", "Sept 2021 – Present", ("2021-09", None, True),
     ["Supervise six social workers and two bereavement coordinators across home hospice and a 12-bed inpatient "
      "unit; provide weekly clinical supervision toward LCSW licensure.",
      "Built the psychosocial portion of the agency's QAPI plan; psychosocial HOPE assessments completed within "
      "5 days rose from 81% to 97%.",
      "Lead family meetings for complex cases with the medical director and chaplain, and cover on-call "
      "crisis visits one weekend a month."]),
    ("Hospice Social Worker", O1_AGENCY, "Las Cruces, NM", "Mar 2018 – Aug 2021", ("2018-03", "2021-08"),
     ["Carried a caseload of 28–32 patients and families: psychosocial assessments, advance directives, "
      "funeral planning and anticipatory grief support.",
      "Served as the team's Spanish-language lead for family conferences and bereavement groups."]),
    ("Medical Social Worker", "Organ Mountain Regional Medical Center", "Las Cruces, NM", "Jun 2014 – Feb 2018",
     ("2014-06", "2018-02"),
     ["Discharge planning and crisis intervention for the ICU and oncology floors (about 45 consults a week).",
      "Coordinated placements with skilled nursing, home health and Medicaid waiver programs."]),
    ("Bilingual Case Manager", "Doña Ana County Health & Human Services", "Las Cruces, NM", "Aug 2010 – May 2014",
     ("2010-08", "2014-05"),
     ["Connected 60+ low-income older adults to benefits, housing and in-home services; home visits in "
      "English and Spanish."]),
]
O1_CERTS = [("Licensed Clinical Social Worker (LCSW)", "New Mexico · Lic. #C-0017391"),
            ("Advanced Palliative and Hospice Social Worker Certification (APHSW-C)", "SWHPN · 2022"),
            ("Certified Dementia Practitioner (CDP)", "NCCDP · 2019"),
            ("Mental Health First Aid", "National Council · 2023")]
O1_SKILLS = ["Psychosocial assessment", "Advance care planning", "Goals-of-care family meetings",
             "Grief & bereavement counseling", "Crisis intervention", "Clinical supervision",
             "Medicare Hospice CoPs", "Community resource navigation", "WellSky (Kinnser)", "Epic"]


def o1_social_worker_sidebar():
    jobs = "".join(
        f'<div class="job"><table class="row"><tr><td><h3>{escape(t)}</h3></td>'
        f'<td class="when">{escape(w)}</td></tr></table>'
        f'<div class="co">{escape(c)} &nbsp;|&nbsp; {escape(p)}</div>'
        f'<ul>{"".join(f"<li>{escape(i)}</li>" for i in items)}</ul></div>\n'
        for t, c, p, w, _, items in O1_JOBS)
    certs = "".join(f'<div class="cert"><b>{escape(n)}</b><br><span>{escape(d)}</span></div>' for n, d in O1_CERTS)
    skills = "".join(f"<li>{escape(s)}</li>" for s in O1_SKILLS)
    html = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Graciela Montoya - Resume</title>
<style>
html, body { margin: 0; padding: 0; }
body { font-family: "Liberation Sans", Arial, sans-serif; font-size: 9.2pt; line-height: 1.36; color: #333;
       zoom: 1.22; }
table.layout { border-collapse: collapse; width: 100%; }
table.layout td { vertical-align: top; }
td.side { width: 31%; background: #4a2c4f; color: #f1e9f2; padding: 26px 16px 26px 20px; height: 1066px; }
td.main { padding: 24px 24px 20px 22px; }
.side h2 { font-size: 9.6pt; color: #f3c98b; text-transform: uppercase; letter-spacing: 1px; margin: 16px 0 6px;
           padding-bottom: 3px; border-bottom: 1px solid #7d5f82; }
.side h2.first { margin-top: 0; }
.side p { margin: 0 0 4px; }
.side a { color: #f1e9f2; text-decoration: none; }
.side ul { margin: 0; padding-left: 13px; }
.side li { margin-bottom: 2px; }
.cert { margin-bottom: 6px; }
.cert span { color: #d6c4d9; font-size: 8.4pt; }
h1 { font-size: 24pt; color: #4a2c4f; margin: 0; letter-spacing: 0.4px; }
.label { font-size: 11.5pt; color: #b5793a; margin: 1px 0 8px; }
.main h2 { font-size: 10.5pt; color: #4a2c4f; text-transform: uppercase; letter-spacing: 1.3px; margin: 12px 0 5px;
           border-bottom: 2px solid #f3c98b; padding-bottom: 2px; }
.main p { margin: 0 0 4px; }
.job { margin-bottom: 7px; }
table.row { border-collapse: collapse; width: 100%; }
table.row td { padding: 0; vertical-align: baseline; }
h3 { font-size: 10pt; margin: 0; color: #222; }
td.when { text-align: right; white-space: nowrap; color: #b5793a; font-weight: bold; font-size: 8.7pt; }
.co { color: #666; font-style: italic; }
.main ul { margin: 2px 0 0; padding-left: 15px; }
.main li { margin-bottom: 1px; }
.edu { margin-bottom: 6px; }
</style></head>
<body>
<table class="layout"><tr>
<td class="side">
<h2 class="first">Contact</h2>
<p>(575) 555-0139</p>
<p><a href="mailto:graciela.montoya@example.com">graciela.montoya@example.com</a></p>
<p>Las Cruces, NM 88011</p>
<p><a href="https://www.linkedin.com/in/graciela-montoya-lcsw">linkedin.com/in/graciela-montoya-lcsw</a></p>
<h2>Licensure &amp; Certifications</h2>
""" + certs + """
<h2>Skills</h2>
<ul>""" + skills + """</ul>
<h2>Languages</h2>
<p>Spanish — Native</p>
<p>English — Fluent</p>
</td>
<td class="main">
<h1>Graciela Montoya, LCSW</h1>
<div class="label">Licensed Clinical Social Worker | Hospice &amp; Palliative Care</div>
<h2>Profile</h2>
<p>Bilingual clinical social worker with more than a decade in hospice, hospital and community settings in
southern New Mexico. I help patients and families plan for what matters most, supervise and grow new
social workers, and keep our psychosocial care measurable and survey-ready.</p>
<h2>Professional Experience</h2>
""" + jobs + """
<h2>Education</h2>
<div class="edu"><table class="row"><tr><td><h3>Master of Social Work (MSW)</h3></td><td class="when">2012 – 2014</td></tr></table>
<div class="co">New Mexico State University &nbsp;|&nbsp; Las Cruces, NM</div>
<p>GPA 3.94 · Field placement: Organ Mountain Regional Medical Center, oncology</p></div>
<div class="edu"><table class="row"><tr><td><h3>Bachelor of Arts in Psychology, Minor in Spanish</h3></td><td class="when">2006 – 2010</td></tr></table>
<div class="co">The University of Texas at El Paso &nbsp;|&nbsp; El Paso, TX</div>
<p>Cum laude</p></div>
</td>
</tr></table>
</body></html>
"""
    name = "o1-graciela-montoya"
    wkhtmltopdf(html, name, pages=1, options=["--page-size", "Letter", "--margin-top", "0", "--margin-bottom", "0",
                                              "--margin-left", "0", "--margin-right", "0", "--encoding", "utf-8",
                                              "--title", "Graciela Montoya - Resume"])
    write_truth(name, {
        "basics": {"name": "Graciela Montoya",
                   "label": "Licensed Clinical Social Worker | Hospice & Palliative Care",
                   "email": "graciela.montoya@example.com", "phone": "(575) 555-0139",
                   "location": {"city": "Las Cruces", "region": "NM"},
                   "profiles": [linkedin("graciela-montoya-lcsw")]},
        "work": work_truth(O1_JOBS),
        "education": [
            {"institution": "New Mexico State University", "study_type": "Master of Social Work (MSW)",
             "score": "3.94", "dates": dates("2012", "2014", text="2012 – 2014")},
            {"institution": "The University of Texas at El Paso", "study_type": "Bachelor of Arts", "area": "Psychology",
             "score": "Cum laude", "dates": dates("2006", "2010", text="2006 – 2010")}],
        "skills": [{"name": s} for s in O1_SKILLS],
        "certificates": [{"name": n} for n, _ in O1_CERTS],
        "languages": [{"language": "Spanish", "fluency": "Native"}, {"language": "English", "fluency": "Fluent"}],
    })


# ---- o2: water treatment plant operator, DOCX kept as the Word file, table layout ----------------------
O2_EMPLOYERS = [
    ("City of Dubuque Water Department", "Dubuque, IA", [
        ("Chief Plant Operator", "January 2020 – present", ("2020-01", None, True),
         ["Run daily operations of the 18 MGD Eagle Point lime-softening plant with a crew of seven operators on "
          "rotating 12-hour shifts.",
          "Operator in direct responsible charge for IDNR compliance: monthly operating reports, Lead and Copper "
          "Rule sampling and Consumer Confidence Report data.",
          "Led plant-side work on the 2022 filter rehabilitation and SCADA upgrade with the consulting engineer; "
          "no boil advisories during the 14-month project."]),
        ("Water Plant Operator II", "June 2015 – December 2019", ("2015-06", "2019-12"),
         ["Process control of softening, recarbonation, filtration, chlorine and fluoride feed; set chemical "
          "doses from daily jar tests.",
          "Trained new operators for certification and wrote 30 of the plant's standard operating procedures."]),
        ("Water Plant Operator I", "April 2013 – May 2015", ("2013-04", "2015-05"),
         ["Shift operator: rounds, process lab tests (turbidity, hardness, chlorine residual), chemical "
          "deliveries and log books."]),
    ]),
    ("City of Platteville Wastewater Treatment Facility", "Platteville, WI", [
        ("Wastewater Operator", "August 2010 – March 2013", ("2010-08", "2013-03"),
         ["Operated a 1.9 MGD activated sludge plant: clarifiers, aeration blowers, digesters and biosolids "
          "hauling; collected NPDES samples."]),
    ]),
    ("Dubuque County Conservation Board", "Peosta, IA", [
        ("Seasonal Park Maintenance Worker", "Summers 2007–2009", ("2007-06", "2009-08"),
         ["Mowing, trail repair and campground upkeep; tested and logged the park's well water."]),
    ]),
]
O2_JOBS = grouped_jobs(O2_EMPLOYERS)
O2_PAGES = 1
O2_CERTS = [("Iowa Grade IV Water Treatment Operator – Certification #8842 (exp. 06/2027)",
             "Iowa Grade IV Water Treatment Operator"),
            ("Iowa Grade II Water Distribution Operator – Certification #8842",
             "Iowa Grade II Water Distribution Operator"),
            ("Iowa Backflow Prevention Assembly Tester – Registration #BT-2231", "Iowa Backflow Prevention Assembly Tester"),
            ("OSHA 30-Hour General Industry (2021)", "OSHA 30-Hour General Industry"),
            ("First Aid/CPR/AED – American Red Cross (2024)", "First Aid/CPR/AED")]
O2_SKILLS = [("Treatment", ["Lime softening and recarbonation", "Coagulation/flocculation", "Rapid sand filtration and "
                            "backwashing", "Chlorination and fluoridation", "Jar testing"]),
             ("Controls & equipment", ["SCADA (Wonderware InTouch)", "Hach turbidimeters and analyzers",
                                       "Chemical feed pumps", "High-service pumps and VFDs"]),
             ("Compliance", ["IDNR monthly operating reports", "Lead and Copper Rule sampling",
                             "Bacteriological (Colilert) sampling", "Cross-connection control"])]


def table_borders(table, **edges):
    """Sets a python-docx table's borders: each edge given ("top", "insideH", ...) as (size, colour), the others nil."""
    from docx.oxml.ns import qn
    tbl_pr = table._tbl.tblPr
    borders = oxml_element("w:tblBorders")
    for edge in ("top", "left", "bottom", "right", "insideH", "insideV"):
        if edge in edges:
            size, color = edges[edge]
            borders.append(oxml_element("w:" + edge, val="single", sz=size, space="0", color=color))
        else:
            borders.append(oxml_element("w:" + edge, val="nil"))
    old = tbl_pr.find(qn("w:tblBorders"))
    if old is not None: tbl_pr.remove(old)
    tbl_pr.append(borders)


def o2_water_operator_docx_table():
    from docx.enum.table import WD_CELL_VERTICAL_ALIGNMENT
    from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_TAB_ALIGNMENT
    from docx.shared import Inches, Pt, RGBColor

    navy = RGBColor(0x1F, 0x3A, 0x5F)
    document = new_docx(author="Wade Lindahl", title="Wade Lindahl Resume", page=(Inches(8.5), Inches(11)),
                        margins=(Inches(0.7), Inches(0.45)), font="Calibri", size=10, space_after=1)
    document.styles["List Bullet"].paragraph_format.space_after = Pt(1)
    left_w, right_w = Inches(1.55), Inches(5.55)
    tab = Inches(5.38)

    header = document.add_table(rows=1, cols=2)
    header.autofit = False
    table_borders(header, bottom=("12", "1F3A5F"))
    name_cell, contact_cell = header.rows[0].cells
    header.columns[0].width, header.columns[1].width = Inches(4.3), Inches(2.8)
    name_cell.width, contact_cell.width = Inches(4.3), Inches(2.8)
    p = name_cell.paragraphs[0]
    r = p.add_run("WADE LINDAHL"); r.bold = True; r.font.size = Pt(22); r.font.color.rgb = navy
    p = name_cell.add_paragraph(); p.paragraph_format.space_after = Pt(6)
    r = p.add_run("Grade IV Water Treatment Operator"); r.font.size = Pt(12.5); r.font.color.rgb = RGBColor(0x2E, 0x75, 0xB6)
    for i, line in enumerate(["2145 Rhomberg Ave.", "Dubuque, IA 52001", "(563) 555-0191", "wade.lindahl@example.net"]):
        p = contact_cell.paragraphs[0] if i == 0 else contact_cell.add_paragraph()
        p.alignment = WD_ALIGN_PARAGRAPH.RIGHT; p.paragraph_format.space_after = Pt(0)
        p.add_run(line).font.size = Pt(9.5)
    document.add_paragraph().paragraph_format.space_after = Pt(0)

    body = document.add_table(rows=0, cols=2)
    body.autofit = False
    body.columns[0].width, body.columns[1].width = left_w, right_w
    table_borders(body, insideH=("4", "A6A6A6"), bottom=("4", "A6A6A6"))

    def row(label):
        cells = body.add_row().cells
        cells[0].width, cells[1].width = left_w, right_w
        shade(cells[0]._tc.get_or_add_tcPr(), "E8EEF5")
        cells[0].vertical_alignment = WD_CELL_VERTICAL_ALIGNMENT.TOP
        p = cells[0].paragraphs[0]; p.paragraph_format.space_before = Pt(4)
        r = p.add_run(label.upper()); r.bold = True; r.font.size = Pt(9.5); r.font.color.rgb = navy
        cells[1].paragraphs[0].paragraph_format.space_before = Pt(4)
        return cells[1]

    def para(cell, style=None):
        """A new paragraph in the cell; the cell's own first paragraph while it is still empty."""
        if len(cell.paragraphs) == 1 and not cell.paragraphs[0].runs:
            q = cell.paragraphs[0]
            if style: q.style = document.styles[style]
            return q
        return cell.add_paragraph(style=style)

    def tabbed(cell, left, right_text, bold=True, italic=False, before=0):
        q = para(cell)
        q.paragraph_format.tab_stops.add_tab_stop(tab, WD_TAB_ALIGNMENT.RIGHT)
        if before: q.paragraph_format.space_before = Pt(before)
        r = q.add_run(left); r.bold = bold; r.italic = italic
        q.add_run("\t" + right_text)
        return q

    cell = row("Summary")
    para(cell).add_run(
        "Certified Grade IV water treatment operator with 15 years in public water and wastewater utilities, the "
        "last five as chief operator of a lime-softening surface-and-groundwater plant serving 60,000 people. "
        "Strong on process control, regulatory reporting and training operators for certification.")
    cell.paragraphs[-1].paragraph_format.space_after = Pt(4)

    cell = row("Experience")
    for i, (company, place, roles) in enumerate(O2_EMPLOYERS):
        q = para(cell)
        if i: q.paragraph_format.space_before = Pt(6)
        r = q.add_run(f"{company}, {place}"); r.bold = True; r.font.color.rgb = navy
        for title, when, _, items in roles:
            tabbed(cell, title, when, bold=True, italic=True, before=2)
            for item in items:
                para(cell, "List Bullet").add_run(item)
    cell.paragraphs[-1].paragraph_format.space_after = Pt(4)

    cell = row("Licenses & Certifications")
    for printed, _ in O2_CERTS:
        para(cell, "List Bullet").add_run(printed)
    cell.paragraphs[-1].paragraph_format.space_after = Pt(4)

    cell = row("Education")
    tabbed(cell, "Associate of Applied Science, Water & Wastewater Technology", "2008 – 2010")
    q = para(cell); q.add_run("Northeast Iowa Community College, Calmar, IA"); q.paragraph_format.space_after = Pt(4)

    cell = row("Skills")
    for label, items in O2_SKILLS:
        q = para(cell)
        q.add_run(label + ": ").bold = True
        q.add_run(", ".join(items))
    cell.paragraphs[-1].paragraph_format.space_after = Pt(4)

    cell = row("References")
    para(cell).add_run("Available upon request.")
    cell.paragraphs[-1].paragraph_format.space_after = Pt(4)

    name = "o2-wade-lindahl"
    path = os.path.join(FILES, name + ".docx")
    document.save(path)
    check_pages(name, lo_page_count(path, name), O2_PAGES)
    write_truth(name, {
        "basics": {"name": "Wade Lindahl", "label": "Grade IV Water Treatment Operator",
                   "email": "wade.lindahl@example.net", "phone": "(563) 555-0191",
                   "location": {"city": "Dubuque", "region": "IA"}},
        "work": work_truth(O2_JOBS),
        "education": [
            {"institution": "Northeast Iowa Community College", "study_type": "Associate of Applied Science",
             "area": "Water & Wastewater Technology", "dates": dates("2008", "2010", text="2008 – 2010")}],
        "skills": flat_skills(O2_SKILLS),
        "certificates": [{"name": n} for _, n in O2_CERTS],
    })


# ---- o3: mortgage loan officer, LibreOffice PDF of a DOCX ----------------------------------------------
O3_CU = "Arrowhead Federal Credit Union"
O3_PAGES = 1
O3_JOBS = [
    ("Senior Mortgage Loan Officer", O3_CU, "Tulsa, OK", "Apr. 2021 – Current", ("2021-04", None, True),
     ["Originate $38–45 million a year in purchase and refinance loans (conventional, FHA, VA, USDA) for members "
      "across three branches; top producer in 2022 and 2023.",
      "Run first-time homebuyer seminars with local housing counselors; 40% of my 2023 units used down payment "
      "assistance.",
      "Coach two junior loan officers and review their pre-approvals before they go to processing."]),
    ("Mortgage Loan Officer", O3_CU, "Tulsa, OK", "Oct. 2017 – Mar. 2021", ("2017-10", "2021-03"),
     ["Grew a referral base of 25 real estate agents and builders; closed 96 loans in 2020 with an average "
      "29-day close.",
      "Structured files for self-employed and non-traditional-credit borrowers with underwriting."]),
    ("Mortgage Loan Processor", "Red Fork Home Lending, LLC", "Broken Arrow, OK", "Jan. 2014 – Sept. 2017",
     ("2014-01", "2017-09"),
     ["Processed 12–15 files a month from application to clear-to-close: conditions, appraisals, title and "
      "VOEs in Encompass."]),
    ("Personal Banker", "Cimarron National Bank", "Tulsa, OK", "June 2010 – Dec. 2013", ("2010-06", "2013-12"),
     ["Opened consumer accounts and took consumer loan and HELOC applications; referred mortgage leads to the "
      "lending team."]),
]
O3_SKILLS = ["Conventional, FHA, VA and USDA lending", "Down payment assistance programs", "Pre-qualification and "
             "pre-approval", "Credit and income analysis", "Encompass LOS", "Desktop Underwriter (DU)",
             "Loan Product Advisor (LPA)", "Salesforce", "Referral partner development"]
O3_CERTS = [("Mortgage Loan Originator License – Oklahoma, Kansas, Arkansas (NMLS ID 1457823)",
             "Mortgage Loan Originator License"),
            ("Certified Residential Mortgage Specialist (CRMS), 2022", "Certified Residential Mortgage Specialist (CRMS)"),
            ("HUD-Approved Homebuyer Education Instructor, NeighborWorks America, 2019",
             "HUD-Approved Homebuyer Education Instructor")]


def o3_loan_officer_lo():
    from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_TAB_ALIGNMENT
    from docx.shared import Inches, Pt, RGBColor

    green = RGBColor(0x1E, 0x4D, 0x3A)
    document = new_docx(author="Vanessa Tran", title="Vanessa Tran - Resume", page=(Inches(8.5), Inches(11)),
                        margins=(Inches(0.75), Inches(0.5)), font="Times New Roman", size=10.5, space_after=1)
    document.styles["List Bullet"].paragraph_format.space_after = Pt(1)
    right = Inches(8.5 - 1.6)

    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER; p.paragraph_format.space_after = Pt(0)
    r = p.add_run("Vanessa Tran"); r.bold = True; r.font.size = Pt(20); r.font.color.rgb = green
    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER; p.paragraph_format.space_after = Pt(2)
    r = p.add_run("Senior Mortgage Loan Officer"); r.font.size = Pt(12.5); r.italic = True
    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER; p.paragraph_format.space_after = Pt(4)
    p.add_run("Tulsa, OK 74133  |  (918) 555-0126  |  vanessa.tran@example.net  |  NMLS ID 1457823").font.size = Pt(10)

    def heading(text):
        q = document.add_paragraph()
        q.paragraph_format.space_before = Pt(8); q.paragraph_format.space_after = Pt(3)
        q.paragraph_format.keep_with_next = True
        r = q.add_run(text); r.bold = True; r.font.size = Pt(11.5); r.font.color.rgb = green
        bottom_border(q, color="1E4D3A", size="6")

    heading("PROFESSIONAL SUMMARY")
    document.add_paragraph(
        "Credit union mortgage loan officer with 14 years in retail banking and residential lending. I guide "
        "first-time and move-up buyers from pre-approval to an on-time closing. Licensed in OK, KS and AR.")

    heading("PROFESSIONAL EXPERIENCE")
    for i, (title, company, place, when, _, items) in enumerate(O3_JOBS):
        q = document.add_paragraph()
        q.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
        q.paragraph_format.space_before = Pt(5 if i else 1); q.paragraph_format.space_after = Pt(0)
        q.paragraph_format.keep_with_next = True
        q.add_run(title).bold = True
        q.add_run("\t" + when)
        q = document.add_paragraph(); q.paragraph_format.keep_with_next = True
        q.add_run(f"{company} — {place}").italic = True
        for item in items:
            document.add_paragraph(item, style="List Bullet")

    heading("EDUCATION")
    q = document.add_paragraph()
    q.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT); q.paragraph_format.space_after = Pt(0)
    q.add_run("Bachelor of Business Administration in Finance").bold = True
    q.add_run("\tMay 2010")
    document.add_paragraph().add_run("The University of Tulsa — Tulsa, OK  ·  Magna Cum Laude").italic = True

    heading("LICENSES & CERTIFICATIONS")
    for printed, _ in O3_CERTS:
        document.add_paragraph(printed, style="List Bullet")

    heading("SKILLS")
    document.add_paragraph("  •  ".join(O3_SKILLS))

    heading("COMMUNITY")
    document.add_paragraph("Board Treasurer, Tulsa Habitat for Humanity Young Professionals (2019 – 2022); "
                           "VITA volunteer tax preparer.")

    heading("LANGUAGES")
    document.add_paragraph("English (native), Vietnamese (fluent, spoken and written)")

    name = "o3-vanessa-tran"
    libreoffice_pdf(document, name, pages=O3_PAGES)
    write_truth(name, {
        "basics": {"name": "Vanessa Tran", "label": "Senior Mortgage Loan Officer",
                   "email": "vanessa.tran@example.net", "phone": "(918) 555-0126",
                   "location": {"city": "Tulsa", "region": "OK"}},
        "work": work_truth(O3_JOBS),
        "education": [
            {"institution": "The University of Tulsa", "study_type": "Bachelor of Business Administration",
             "area": "Finance", "score": "Magna Cum Laude", "dates": dates(None, "2010-05", text="May 2010")}],
        "skills": [{"name": s} for s in O3_SKILLS],
        "certificates": [{"name": n} for _, n in O3_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Vietnamese", "fluency": "fluent, spoken and written"}],
    })


# ---- o4: professional land surveyor, pdflatex with moderncv (classic style) ----------------------------
O4_FIRM = "Gallatin Land Surveys, Inc."
O4_JOBS = [
    ("Survey Manager", O4_FIRM, "Bozeman, MT", "2019–Present", ("2019", None, True),
     ["Surveyor in responsible charge for a 14-person office: two field crews, drafting and a UAS program.",
      "Sign and seal ALTA/NSPS surveys, certificates of survey and subdivision plats (about 120 a year).",
      "Set fees and schedules with developers, engineers and title companies; grew revenue 35% since 2019."]),
    ("Project Surveyor", O4_FIRM, "Bozeman, MT", "2015–2019", ("2015", "2019"),
     ["Researched records and ran boundary retracement, topographic and construction staking projects "
      "from proposal to final plat."]),
    ("Survey Party Chief", O4_FIRM, "Bozeman, MT", "2012–2015", ("2012", "2015"),
     ["Led a two- and three-person crew on GNSS control, boundary and construction layout work."]),
    ("Survey Technician", "Big Sky Engineering Group", "Belgrade, MT", "2011–2012", ("2011", "2012"),
     ["Instrument operator and CAD drafter for highway, utility and site projects."]),
    ("Engineering Aide (seasonal)", "Montana Department of Transportation", "Butte, MT", "Summer 2010",
     ("2010-06", "2010-08"),
     ["Construction inspection and grade checks on a US-287 reconstruction project."]),
]
O4_CERTS = [("2016", "Montana Professional Land Surveyor (PLS), License No. 21876-PLS",
             "Montana Professional Land Surveyor (PLS)"),
            ("2018", "Idaho Professional Land Surveyor, License No. 18233", "Idaho Professional Land Surveyor"),
            ("2021", "Certified Federal Surveyor (CFedS), Bureau of Land Management",
             "Certified Federal Surveyor (CFedS)"),
            ("2020", "FAA Part 107 Remote Pilot Certificate", "FAA Part 107 Remote Pilot Certificate")]
O4_SKILLS = [("Field", ["Trimble R12i GNSS", "Trimble SX12 scanning total station", "RTK and static GNSS",
                        "DJI Matrice 350 RTK (UAS)"]),
             ("Office", ["Trimble Business Center", "AutoCAD Civil 3D", "Carlson Survey", "ArcGIS Pro"]),
             ("Practice", ["ALTA/NSPS land title surveys", "Boundary retracement", "Certificates of survey and "
                           "subdivision plats", "Construction staking", "Topographic surveys"])]


def o4_land_surveyor_moderncv():
    jobs = "".join(
        f"\\cventry{{{tex(w).replace('–', '--')}}}{{{tex(t)}}}{{{tex(c)}}}{{{tex(p)}}}{{}}{{%\n"
        "\\begin{itemize}\n" + "".join(f"\\item {tex(i)}\n" for i in items) + "\\end{itemize}}\n"
        for t, c, p, w, _, items in O4_JOBS)
    certs = "".join(f"\\cvitem{{{year}}}{{{tex(printed)}}}\n" for year, printed, _ in O4_CERTS)
    skills = "".join(f"\\cvitem{{{tex(label)}}}{{{tex(', '.join(items))}}}\n" for label, items in O4_SKILLS)
    source = r"""\documentclass[11pt,letterpaper,sans]{moderncv}
\moderncvstyle[nosymbols]{classic}
\moderncvcolor{green}
\usepackage[utf8]{inputenc}
\usepackage[T1]{fontenc}
\usepackage{lmodern}
\usepackage[scale=0.86,top=0.45in,bottom=0.45in]{geometry}
\input{glyphtounicode}
\pdfgentounicode=1
\setlength{\hintscolumnwidth}{2.6cm}
\name{Silas}{Hartigan}
\title{Professional Land Surveyor}
\address{418 W Koch St}{Bozeman, MT 59715}{USA}
\phone[mobile]{(406) 555-0172}
\email{silas.hartigan@example.com}
\social[linkedin]{silas-hartigan-pls}
\begin{document}
\makecvtitle
\vspace{-6mm}
\section{Profile}
\cvitem{}{Licensed land surveyor (Montana and Idaho) with 14 years in boundary, ALTA/NSPS, subdivision and
construction surveying in southwest Montana. I run projects from records research to the recorded plat,
and I have built a small firm's GNSS, scanning and drone workflows.}
\section{Experience}
""" + jobs + r"""\section{Education}
\cventry{2007--2011}{Bachelor of Science in Geomatics}{Oregon Institute of Technology}{Klamath Falls, OR}{GPA 3.62/4.0}{Minor in Geographic Information Systems. Graduated cum laude.}
\section{Licenses \& certifications}
""" + certs + r"""\section{Skills}
""" + skills + r"""\section{Affiliations}
\cvitem{2022--}{Montana Association of Registered Land Surveyors (MARLS), board of directors}
\cvitem{2011--}{National Society of Professional Surveyors (NSPS), member}
\end{document}
"""
    name = "o4-silas-hartigan"
    pdflatex(source, name)
    check_pages(name, pdf_pages(os.path.join(FILES, name + ".pdf")), 1)
    write_truth(name, {
        "basics": {"name": "Silas Hartigan", "label": "Professional Land Surveyor",
                   "email": "silas.hartigan@example.com", "phone": "(406) 555-0172",
                   "location": {"city": "Bozeman", "region": "MT", "country_code": "US"},
                   "profiles": [linkedin("silas-hartigan-pls")]},
        "work": work_truth(O4_JOBS),
        "education": [
            {"institution": "Oregon Institute of Technology", "study_type": "Bachelor of Science", "area": "Geomatics",
             "score": "3.62/4.0", "dates": dates("2007", "2011", text="2007–2011")}],
        "skills": flat_skills(O4_SKILLS),
        "certificates": [{"name": n} for _, _, n in O4_CERTS],
    })


# ---- o5: respiratory therapist, plain text typed in a text editor ----------------------------------------
O5_HOSPITAL = "Red River Regional Medical Center"
O5_JOBS = [
    ("Lead Respiratory Therapist, Neonatal & Pediatric ICU", O5_HOSPITAL, "Shreveport, LA", "03/2019 to date",
     ("2019-03", None, True),
     ["Lead RT for a 42-bed Level III NICU and 12-bed PICU on day shift; make assignments for 6-8 therapists",
      "Attend high-risk deliveries and neonatal transports; manage conventional, HFOV and NAVA ventilation "
      "and inhaled nitric oxide",
      "Wrote the unit's extubation readiness protocol with the neonatologists; unplanned extubations fell "
      "by half in 2022",
      "Precept new graduate therapists and LSU Health respiratory students"]),
    ("Staff Respiratory Therapist", O5_HOSPITAL, "Shreveport, LA", "01/2014 - 02/2019", ("2014-01", "2019-02"),
     ["Adult and pediatric critical care, ED and floor rotations: ventilator management, ABGs, bronchoscopy "
      "assist and rapid response",
      "Cross-trained to the NICU in 2016 and earned the RRT-NPS credential"]),
    ("Respiratory Therapist (CRT)", "Cane River General Hospital", "Natchitoches, LA", "08/2008 - 05/2012",
     ("2008-08", "2012-05"),
     ["Covered ICU, ED and med-surg floors in a 96-bed rural hospital; ran the pulmonary function lab "
      "two days a week"]),
]
O5_CERTS = [("Registered Respiratory Therapist (RRT) - NBRC, Credential #187345",
             ["Registered Respiratory Therapist (RRT)"]),
            ("Neonatal/Pediatric Respiratory Care Specialist (RRT-NPS) - NBRC, 2016",
             ["Neonatal/Pediatric Respiratory Care Specialist (RRT-NPS)"]),
            ("Louisiana Respiratory Therapist License #RT.004512 (exp 06/2026)",
             ["Louisiana Respiratory Therapist License"]),
            ("ACLS, PALS, NRP - current", ["ACLS", "PALS", "NRP"]),
            ("BLS for Healthcare Providers - AHA", ["BLS for Healthcare Providers"])]
O5_SKILLS = ["Ventilator management (Servo-u, Hamilton G5, Draeger VN500)", "High-frequency oscillatory "
             "ventilation (HFOV)", "Inhaled nitric oxide therapy", "Neonatal resuscitation and transport",
             "Arterial blood gas sampling and analysis", "Bronchoscopy assist", "Pulmonary function testing",
             "Patient and family education", "Epic"]


def typed_role(job):
    """One title as typed: the title and its dates on one line (dates from column 60), then "  - " items."""
    import textwrap
    title, _, _, when, _, items = job
    out = f"{title.ljust(59)} {when}\n" if len(title) < 59 else f"{title}\n{'':59} {when}\n"
    for item in items:
        out += "\n".join(textwrap.wrap(item, width=76, initial_indent="  - ", subsequent_indent="    ")) + "\n"
    return out


def o5_respiratory_therapist_txt():
    text = ("PATRICE DELACROIX, RRT-NPS\n"
            "Shreveport, LA 71105\n"
            "Cell: 318-555-0147\n"
            "Email: pdelacroix@example.com\n"
            "\n"
            "OBJECTIVE:\n"
            "Experienced neonatal/pediatric respiratory therapist seeking a lead or\n"
            "clinical educator position in a Level III or IV NICU.\n"
            "\n"
            "LICENSURE & CREDENTIALS:\n"
            + "".join(f"* {printed}\n" for printed, _ in O5_CERTS) +
            "\n"
            "WORK HISTORY:\n"
            "\n"
            f"{O5_HOSPITAL}, Shreveport, LA\n"
            + typed_role(O5_JOBS[0]) + "\n" + typed_role(O5_JOBS[1]) +
            "\n"
            "06/2012 - 12/2013   Career break - relocated to Shreveport and cared for a\n"
            "                    family member full time. Kept my license and CEUs current.\n"
            "\n"
            "Cane River General Hospital, Natchitoches, LA\n"
            + typed_role(O5_JOBS[2]) +
            "\n"
            "EDUCATION:\n"
            "Associate of Science in Respiratory Care, 2008\n"
            "Bossier Parish Community College, Bossier City, LA\n"
            "GPA 3.6, Lambda Beta Honor Society\n"
            "\n"
            "SKILLS:\n"
            + "".join(f"* {s}\n" for s in O5_SKILLS) +
            "\n"
            "LANGUAGES:\n"
            "English - native\n"
            "American Sign Language (ASL) - conversational\n"
            "\n"
            "References furnished on request.\n")
    name = "o5-patrice-delacroix"
    write_text(name + ".txt", text)
    write_truth(name, {
        "basics": {"name": "Patrice Delacroix", "email": "pdelacroix@example.com", "phone": "318-555-0147",
                   "location": {"city": "Shreveport", "region": "LA"}},
        "work": work_truth(O5_JOBS),
        "education": [
            {"institution": "Bossier Parish Community College", "study_type": "Associate of Science",
             "area": "Respiratory Care", "score": "3.6", "dates": dates(None, "2008", text="2008")}],
        "skills": [{"name": s} for s in O5_SKILLS],
        "certificates": [{"name": n} for _, names in O5_CERTS for n in names],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "American Sign Language (ASL)", "fluency": "conversational"}],
    })


# ---- o6: pharmacy technician (Ontario), a Google Docs resume downloaded as a web page ---------------------
O6_HOSPITAL = "Etobicoke Lakeshore Hospital"
O6_JOBS = [
    ("Lead Pharmacy Technician, Sterile Compounding", O6_HOSPITAL, "Toronto, ON", "FEB 2022 – PRESENT",
     ("2022-02", None, True),
     ["Lead a team of nine technicians in the hospital's hazardous and non-hazardous IV rooms (about 650 "
      "compounded sterile preparations a day).",
      "Wrote the cleanroom cleaning and environmental monitoring SOPs for the 2022 NAPRA standards gap "
      "assessment; passed the Ontario College of Pharmacists inspection with no deficiencies.",
      "Train and assess technicians and students on aseptic technique, gowning and media-fill testing."]),
    ("Registered Pharmacy Technician", O6_HOSPITAL, "Toronto, ON", "JUN 2018 – JAN 2022", ("2018-06", "2022-01"),
     ["Prepared IV admixtures, TPN and chemotherapy; performed technical verification (tech-check-tech) on "
      "unit-dose cart fills.",
      "Restocked and reconciled Omnicell cabinets and narcotic counts on 14 inpatient units."]),
    ("Pharmacy Assistant (part-time)", "Peel Wellness Pharmacy", "Brampton, ON", "SUMMER 2014 – APR 2018",
     ("2014-06", "2018-04"),
     ["Entered prescriptions in Kroll, counted and packaged medications and handled third-party billing "
      "while in school."]),
]
O6_CERTS = [("Registered Pharmacy Technician – Ontario College of Pharmacists, Reg. #T18-4471",
             "Registered Pharmacy Technician"),
            ("Hazardous Sterile Compounding Certificate (NAPRA) – Humber College Continuing Education, 2021",
             "Hazardous Sterile Compounding Certificate (NAPRA)"),
            ("WHMIS 2015 Training – 2024", "WHMIS 2015 Training"),
            ("Standard First Aid with CPR Level C – Canadian Red Cross (exp. 2026)",
             "Standard First Aid with CPR Level C")]
O6_SKILLS = [("Sterile compounding", ["Aseptic technique", "Hazardous drug handling (NIOSH Group 1)",
                                      "IV admixtures and TPN", "Cleanroom environmental monitoring"]),
             ("Dispensing & inventory", ["Technical verification (tech-check-tech)",
                                         "Automated dispensing cabinets (Omnicell)", "Narcotic and controlled drug counts",
                                         "Inventory and drug shortage management"]),
             ("Systems", ["Meditech Expanse", "Kroll", "Microsoft Excel"])]
O6_LANGUAGES = [("English", "fluent"), ("Punjabi", "native"), ("Hindi", "conversational"), ("French", "basic, A2")]


def google_redirect(url, n):
    """A link target as Google Docs writes it into a downloaded web page (through google.com/url)."""
    from urllib.parse import quote
    return (f"https://www.google.com/url?q={quote(url, safe=':/')}&amp;sa=D&amp;source=editors"
            f"&amp;ust=17298364{n:02d}512000&amp;usg=AOvVaw3{'kQx9bT2mYp7LwZr4dN8vH'[n % 5:][:12]}")


def o6_pharmacy_technician_gdocs_html():
    css = ("@import url(https://themes.googleusercontent.com/fonts/css?kit=lhDjYqiy3mZ0x6ROQEUoUw);"
           ".lst-kix_4m1s8p2x7c3d-0>li:before{content:\"\\0025cf   \"}ul.lst-kix_4m1s8p2x7c3d-0{list-style-type:none}"
           ".lst-kix_4m1s8p2x7c3d-1>li:before{content:\"\\0025cb   \"}ul.lst-kix_4m1s8p2x7c3d-1{list-style-type:none}"
           "ol{margin:0;padding:0}table td,table th{padding:0}"
           ".c0{color:#666666;font-weight:400;text-decoration:none;vertical-align:baseline;font-size:10pt;"
           "font-family:\"Open Sans\";font-style:normal}"
           ".c1{margin-left:18pt;padding-top:0pt;padding-left:0pt;padding-bottom:0pt;line-height:1.15;orphans:2;"
           "widows:2;text-align:left}"
           ".c2{color:#000000;font-weight:700;text-decoration:none;vertical-align:baseline;font-size:11pt;"
           "font-family:\"Merriweather\";font-style:normal}"
           ".c3{padding-top:4pt;padding-bottom:0pt;line-height:1.0;page-break-after:avoid;orphans:2;widows:2;"
           "text-align:left}"
           ".c4{color:#666666;font-weight:400;text-decoration:none;vertical-align:baseline;font-size:8pt;"
           "font-family:\"Open Sans\";font-style:normal}"
           ".c5{padding-top:16pt;padding-bottom:0pt;line-height:1.0;page-break-after:avoid;orphans:2;widows:2;"
           "text-align:left}"
           ".c6{color:#2079c7;font-weight:700;text-decoration:none;vertical-align:baseline;font-size:9pt;"
           "font-family:\"Open Sans\";font-style:normal}"
           ".c7{padding-top:0pt;padding-bottom:0pt;line-height:1.15;orphans:2;widows:2;text-align:left}"
           ".c8{color:#000000;font-weight:700;text-decoration:none;vertical-align:baseline;font-size:26pt;"
           "font-family:\"Merriweather\";font-style:normal}"
           ".c9{color:#666666;font-weight:400;text-decoration:none;vertical-align:baseline;font-size:10pt;"
           "font-family:\"Open Sans\";font-style:normal}"
           ".c10{padding-top:6pt;padding-bottom:0pt;line-height:1.15;orphans:2;widows:2;text-align:left}"
           ".c11{color:#000000;font-weight:400;text-decoration:none;vertical-align:baseline;font-size:11pt;"
           "font-family:\"Merriweather\";font-style:normal}"
           ".c12{color:#1155cc;text-decoration:underline}"
           ".c13{font-weight:700}"
           ".c14{background-color:#ffffff;max-width:468pt;padding:36pt 72pt 36pt 72pt}"
           ".c15{color:inherit;text-decoration:inherit}"
           ".c16{padding:0;margin:0}"
           ".c17{height:10pt}"
           ".c18{color:#000000;font-weight:400;text-decoration:none;vertical-align:baseline;font-size:12pt;"
           "font-family:\"Merriweather\";font-style:normal}"
           ".title{padding-top:0pt;color:#000000;font-weight:700;font-size:26pt;padding-bottom:0pt;"
           "font-family:\"Merriweather\";line-height:1.0;page-break-after:avoid;orphans:2;widows:2;text-align:left}"
           ".subtitle{padding-top:0pt;color:#000000;font-size:12pt;padding-bottom:0pt;font-family:\"Open Sans\";"
           "line-height:1.0;page-break-after:avoid;orphans:2;widows:2;text-align:left}"
           "li{color:#666666;font-size:10pt;font-family:\"Open Sans\"}p{margin:0;color:#666666;font-size:10pt;"
           "font-family:\"Open Sans\"}"
           "h1{padding-top:16pt;color:#2079c7;font-weight:700;font-size:9pt;padding-bottom:0pt;font-family:\"Open Sans\";"
           "line-height:1.0;page-break-after:avoid;orphans:2;widows:2;text-align:left}"
           "h2{padding-top:4pt;color:#000000;font-weight:700;font-size:11pt;padding-bottom:0pt;font-family:\"Merriweather\";"
           "line-height:1.0;page-break-after:avoid;orphans:2;widows:2;text-align:left}"
           "h3{padding-top:5pt;color:#666666;font-size:8pt;padding-bottom:0pt;font-family:\"Open Sans\";line-height:1.0;"
           "page-break-after:avoid;orphans:2;widows:2;text-align:left}")
    ids = iter(["h.y5mxkq7bd2m0", "h.3ojr4q7jv1cz", "h.tf5z2n1mgg0q", "h.b7wbe7g5ns0v", "h.6ix9w8k2pkdl",
                "h.ns7alf6qx3ol", "h.kzq1v0dlr6mb", "h.2w4l0wq8u3fe", "h.q0xo2ucn6ra5", "h.8a2xgm5jlr3t",
                "h.z4r9k1qdp0mm", "h.dv0cwg6y7q1s", "h.a1pq6ffeqz0x", "h.u6e2hz9sqn3c", "h.m4oa2lx8ydbn",
                "h.x8p3kz1w5vte", "h.c2n7qa0rjl4g"])

    def p(text, cls="c7", span="c9"):
        return f'<p class="{cls}"><span class="{span}">{text}</span></p>'

    def h1(text):
        return f'<h1 class="c5" id="{next(ids)}"><span class="c6">{escape(text)}</span></h1>'

    def bullets(items, first):
        return (f'<ul class="c16 lst-kix_4m1s8p2x7c3d-0{" start" if first else ""}">'
                + "".join(f'<li class="c1 li-bullet-0"><span class="c9">{escape(i)}</span></li>' for i in items)
                + "</ul>")

    body = ('<p class="c7 title" id="' + next(ids) + '"><span class="c8">Simran Dhillon</span></p>'
            '<p class="c7 subtitle" id="' + next(ids) + '"><span class="c18">Registered Pharmacy Technician '
            '| Sterile Compounding</span></p>'
            '<p class="c10"><span class="c9">Brampton, ON L6Y 4R2</span></p>'
            '<p class="c7"><span class="c9">(905) 555-0183</span></p>'
            '<p class="c7"><span class="c12"><a class="c15" href="mailto:simran.dhillon@example.com">'
            'simran.dhillon@example.com</a></span></p>'
            '<p class="c7"><span class="c12"><a class="c15" href="'
            + google_redirect("https://www.linkedin.com/in/simran-dhillon-rpht", 1)
            + '">linkedin.com/in/simran-dhillon-rpht</a></span></p>')
    body += h1("SUMMARY")
    body += p(escape("Registered pharmacy technician with seven years in hospital pharmacy and a further four in "
                     "community pharmacy. I lead a sterile compounding team, keep our cleanroom inspection-ready, and "
                     "enjoy training new technicians."), cls="c10")
    body += h1("EXPERIENCE")
    for n, (title, company, place, when, _, items) in enumerate(O6_JOBS):
        body += (f'<h2 class="c3" id="{next(ids)}"><span class="c11">{escape(company)}, {escape(place)} — </span>'
                 f'<span class="c2">{escape(title)}</span></h2>'
                 f'<h3 class="c3" id="{next(ids)}"><span class="c4">{escape(when)}</span></h3>'
                 + bullets(items, n == 0))
    body += h1("EDUCATION")
    body += (f'<h2 class="c3" id="{next(ids)}"><span class="c11">Humber College, Toronto, ON — </span>'
             f'<span class="c2">Ontario College Diploma, Pharmacy Technician</span></h2>'
             f'<h3 class="c3" id="{next(ids)}"><span class="c4">SEP 2016 – APR 2018</span></h3>'
             + p("Dean&#39;s Honour List, four of four semesters. Placement: Etobicoke Lakeshore Hospital, "
                 "inpatient pharmacy.", cls="c10"))
    body += h1("LICENSURE & CERTIFICATIONS")
    body += bullets([printed for printed, _ in O6_CERTS], True)
    body += h1("SKILLS")
    body += "".join(f'<p class="c10"><span class="c9 c13">{escape(label)}: </span>'
                    f'<span class="c9">{escape(", ".join(items))}</span></p>' for label, items in O6_SKILLS)
    body += h1("LANGUAGES")
    body += p(" · ".join(f"{lang} ({level})" for lang, level in O6_LANGUAGES), cls="c10")
    body += '<p class="c7 c17"><span class="c9"></span></p>'
    html = ('<html><head><meta content="text/html; charset=UTF-8" http-equiv="content-type">'
            '<style type="text/css">' + css + '</style></head><body class="c14 doc-content">' + body + '</body></html>')
    name = "o6-simran-dhillon"
    write_text(name + ".html", html)
    write_truth(name, {
        "basics": {"name": "Simran Dhillon", "label": "Registered Pharmacy Technician | Sterile Compounding",
                   "email": "simran.dhillon@example.com", "phone": "(905) 555-0183",
                   "location": {"city": "Brampton", "region": "ON"},
                   "profiles": [linkedin("simran-dhillon-rpht")]},
        "work": work_truth(O6_JOBS),
        "education": [
            {"institution": "Humber College", "study_type": "Ontario College Diploma", "area": "Pharmacy Technician",
             "dates": dates("2016-09", "2018-04", text="SEP 2016 – APR 2018")}],
        "skills": flat_skills(O6_SKILLS),
        "certificates": [{"name": n} for _, n in O6_CERTS],
        "languages": [{"language": lang, "fluency": level} for lang, level in O6_LANGUAGES],
    })


if __name__ == "__main__":
    o1_social_worker_sidebar()
    o2_water_operator_docx_table()
    o3_loan_officer_lo()
    o4_land_surveyor_moderncv()
    o5_respiratory_therapist_txt()
    o6_pharmacy_technician_gdocs_html()
