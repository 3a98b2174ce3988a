#!/usr/bin/env python3
"""Renders the forty-fifth held-out batch (as1–as6) into files/ and its truth into truth/.

Written without reading the parser (nor its tests or docs); the only project files read were
holdout_render.py, render_batch43.py in full, the docstrings of render_batch34–42.py (for the occupations
already used and the conventions), the ao4 and ao5 functions of render_batch41.py and the ap3, ap5 and ap6
functions of render_batch42.py (for the sidebar, tab-stop and plain-text code), the docstrings of
render_batch11.py and render_batch31.py (found by searching the earlier scripts for precedents on temp
assignments through a staffing agency, seasonal jobs and the GED), the helpers imported below as defined in
render_batch20.py and render_batch24.py (render_batch26.py and render_batch28.py were looked at for theirs)
and one truth file (ap6). Six hourly and frontline workers with several short jobs (eleven to fourteen years
of work) whose resumes a recruiter sees in one week, none in batch 34–43's occupations nor in those
suggested for batch 44: a forklift operator and warehouse lead in Memphis, a personal support worker in
Mississauga, a transit bus operator (Class B CDL with passenger endorsement) in Denver, a pharmacy cashier
turned pharmacy assistant in Leeds, a hotel housekeeping supervisor in Cancún writing in English and an SIA
licensed security officer and door supervisor in Birmingham. (Batch 37's warehouse operations supervisor is
a salaried manager of a site, batch 42's disability support worker an NDIS worker in Australia, batch 35's
truck driver a CDL-A reefer driver, batch 41's hospital pharmacy technician a GPhC-registered technician,
batch 35's front office supervisor another hotel department and batch 37's police sergeant a police
officer moving into corporate security: other occupations, so the brief's suggestions were kept.) Each
resume is made with a different everyday producer: wkhtmltopdf of a resume builder's one-column HTML
template, a DOCX kept as the Word file with right tab stops, an HTML page written by hand, fpdf2 with a left
sidebar (the two-column PDF, like a phone CV app's export), a LibreOffice PDF of a Word template laid out as
a two-column table (headings in the left column) and a plain-text file saved as Latin-1. groff was not used:
this machine has groff-base only (no -Tpdf device) and no Ghostscript for ps2pdf. They hold what such
resumes hold: many short jobs, several roles at one employer and promotions, temp and agency assignments, a
temp-to-hire move, seasonal, high-season, Christmas and summer jobs, concurrent part-time weekend jobs,
unexplained gaps, dates written "May 2022 – Current", "Aug 2019 – Apr 2022", "2016 – 2018", "Sept 2019 –
present", "Jan 2021 – Present", "03/2015 – 08/2016", "2013 – 2015", "Apr 2021 – Present", "2022 – Present",
"Jan–Jun 2014", "03/2012 – 12/2013", "Mar 2022 – Present", "'15 – '18", "03/2019 – 12/2021", "2016 – 2019",
"Summer 2012", "2021 - now", "Oct 2019 - present", "Nov 2020 - Jan 2021 (seasonal)", "'18 - '20",
"03/2016 - 08/2017", "Jan-Jun 2014"; a high school diploma, an OSSD, a GED, GCSEs, a BTEC, a Mexican
technical baccalaureate, a workforce certificate, a CDL training certificate, an Ontario College Certificate
and a university diplomado; licences and certifications with numbers, issuers and expiry dates (a forklift
certification, a Class B CDL with endorsements, a DOT medical card, SIA licences, first aid, food handling);
flat skills lists; spoken languages with levels; references available.

- as1 (wkhtmltopdf 0.12.6 of a resume builder's one-column HTML template, Letter, one page, Liberation Sans):
  a forklift operator's resume: a dark header band with the name "DeAndre L. Whitfield" and the amber label
  "Warehouse Lead | Certified Forklift Operator", a grey contact bar ("Memphis, TN 38118", "(901) 555-0148",
  a mailto link); capital headings over an amber rule; PROFESSIONAL SUMMARY; SKILLS as a " • " paragraph;
  WORK HISTORY with a table row per entry (the bold title at the left, the bold dates at the right) over an
  italic "Employer — City, ST" line and a <ul>: "Warehouse Lead – 2nd Shift" "May 2022 – Current" and
  "Forklift Operator" "Aug 2019 – Apr 2022" at one distribution center, "Forklift Operator (temp
  assignment)" "Mar 2019 – Jul 2019" at a staffing agency (the client named in its bullet), "Order Selector"
  "2016 – 2018" in Olive Branch, MS, "Crew Member" "Jun 2014 – Dec 2015" with no bullets (the end of 2018 to
  March 2019 is an unexplained gap); EDUCATION in the same rows: "Certificate of Completion, Warehouse &
  Distribution Logistics" "Jan–Apr 2021" at Southwest Tennessee Community College with a remark line, "High
  School Diploma" "2014"; CERTIFICATIONS as a <ul> (issuers, years, "exp." dates); LANGUAGES as a ", " line;
  "References available upon request." pdftotext prints some rows' dates after the entry's lines. A warehouse
  lead in Memphis, TN.
- as2 (DOCX, python-docx, kept as the Word file; Calibri 11 pt, Letter, two pages; the page count is checked
  on a throw-away LibreOffice PDF): a Canadian PSW's resume: "Tharshini Sivakumar", the label "Personal
  Support Worker (PSW)", a " | " contact line ("Mississauga, ON L5M 2B4", "(905) 555-0172", the email) over
  a rule; plum capital headings; SUMMARY (which mentions a Class G driver's licence); WORK EXPERIENCE with the
  bold title and the bold dates on a right tab over an italic "Employer, City, ON" line and "List Bullet"
  items: "Personal Support Worker – Community" "Sept 2019 – present", "Personal Support Worker (part-time,
  weekends)" "Jan 2021 – Present" at a long-term care home beside it, "Personal Support Worker (agency)"
  "May 2017 – Aug 2019" at a health staffing agency, "Dietary Aide (part-time)" "03/2015 – 08/2016",
  "Cashier (part-time)" "2013 – 2015" with no bullets; EDUCATION in the same tabbed form over the school and
  a remark line: "Ontario College Certificate – Personal Support Worker" "Sept 2016 – Apr 2017" at "Sheridan
  College, Brampton, ON" with "GPA 3.8/4.0 · Clinical placements …", "Ontario Secondary School Diploma
  (OSSD)" "2015"; CERTIFICATIONS as bullets (issuers, years, an "exp." date, a police check); SKILLS as
  bullets, one a line; LANGUAGES as a ", " line; REFERENCES "Available upon request." A PSW in Mississauga, ON.
- as3 (an HTML page written by hand, UTF-8, a <style> block, kept as the .html file): a bus operator's
  resume: <h1> "Gilbert R. Archuleta", the label "Transit Bus Operator | Class B CDL with Passenger & School
  Bus Endorsements", a " · " contact <p> ("Denver, CO 80219", "(303) 555-0126", a mailto link); <h2>
  headings; "Summary"; "Licenses & Certifications" first as a <ul> (the CDL-B with its number, endorsements,
  air brakes and expiry in one item, a DOT medical card, first aid, PASS, defensive driving); "Work
  Experience" as <div class="job"> blocks, an <h3> title with the dates in a <span> floated right over a
  "Employer — City, CO" <p> and a <ul>: "Bus Operator" "Apr 2021 – Present" at a transit contractor, "Charter
  Coach Driver (part-time, weekends)" "2022 – Present" beside it, "Paratransit Driver" "Jul 2019 – Mar 2021",
  "School Bus Driver" "Aug 2016 – Jun 2019", "Shuttle Driver" "Jul 2014 – Jul 2016", "Delivery Driver (temp)"
  "Jan–Jun 2014" at a temp agency and "Lot Attendant" "03/2012 – 12/2013", the last three with no bullets;
  "Education" in the same <h3> form: "Certificate of Completion, Class B Commercial Driver Training (80 clock
  hours)" "Jun–Jul 2016" with a remark, "GED" "2011" at Emily Griffith Technical College; "Skills" as a
  two-column <ul>; "Languages" as a " · " line; "References" "Available on request." A bus operator in
  Denver, CO.
- as4 (fpdf2 2.8 with DejaVu Sans, A4, one page, the two-column PDF): a pharmacy assistant's CV with a dark
  green LEFT sidebar holding CONTACT ("Armley, Leeds LS12 3DW", the drama mobile "07700 900731", a mailto
  link; no LinkedIn), SKILLS ("• " items), LANGUAGES (" – " levels, British Sign Language "Level 1"), PERSONAL
  (a driving licence, an enhanced DBS check) and REFERENCES; the main column with the name "Jade Holroyd",
  the label "Pharmacy Assistant | Dispensing & Medicines Counter", PERSONAL PROFILE, EMPLOYMENT HISTORY (a
  bold title with the dates at the right over an italic "Employer, Place" line and bullets): "Pharmacy
  Assistant (Dispensing)" "Mar 2022 – Present" and "Medicines Counter Assistant" "Jun 2020 – Feb 2022" at one
  pharmacy, "Pharmacy Cashier (part-time)" "2018 – 2020", "Christmas Temp – Sales Assistant" "Nov 2017 – Jan
  2018" and "Waitress (part-time)" "'15 – '18" with no bullets; EDUCATION school first (the bold school with
  the dates at the right, the italic qualification, a remark line): "Leeds City College" "2015 – 2016" "BTEC
  Level 2 Diploma in Health and Social Care" "Grade: Merit", "Armley Park Academy" "2015" "GCSEs" "8 GCSEs at
  grades A*–C …"; TRAINING & CERTIFICATES as bullets. pdftotext prints the sidebar's blocks between the main
  column's lines. A pharmacy assistant in Leeds, England.
- as5 (LibreOffice PDF of a DOCX written with python-docx, Calibri shown as Carlito, 10.5 pt, Letter, two
  pages): a Mexican housekeeping supervisor's CV in English, laid out like Word's résumé templates: the teal
  name "María Guadalupe Canché Pech", the label "Housekeeping Supervisor | All-Inclusive Resorts", a " · "
  contact line ("Cancún, Quintana Roo, México", "+52 998 555 0147", the email) and "LinkedIn: " with a Word
  hyperlink printed "linkedin.com/in/guadalupe-canche" over a rule; then one borderless two-column table,
  the teal capital section name in the left cell and the section in the right one: PROFILE; EXPERIENCE with
  the bold title and the grey dates on a right tab over an italic "Employer, Place" line and "List Bullet"
  items: "Housekeeping Supervisor" "Jan 2022 – Present", "Floor Supervisor" "03/2019 – 12/2021" and "Room
  Attendant" "2016 – 2019" at one resort, "Room Attendant (high season)" "Dec 2015 – Apr 2016" in Playa del
  Carmen, "Laundry Attendant" "2013 – 2015" at an industrial laundry, "Sales Clerk (summer job)" "Summer
  2012" in Mérida, the last three with no bullets; EDUCATION degree first (the bold qualification over the
  italic school with the dates on the tab and a remark line): "Diploma in Housekeeping Management
  (Diplomado en Gestión de Ama de Llaves)" "Jan–Jun 2019" at "Universidad del Caribe, Cancún", "Technical
  Baccalaureate in Tourism (Bachillerato Tecnológico en Turismo)" "2009 – 2012" with "Average: 8.7/10";
  CERTIFICATES as bullets; SKILLS as a " · " paragraph; LANGUAGES as a " · " line of "Language – level";
  REFERENCES. pdftotext prints the EDUCATION cell's name before the last jobs' lines. A housekeeping
  supervisor in Cancún, Mexico.
- as6 (plain text, Latin-1 with LF line ends, 95 columns, ASCII hyphens typed for dashes and straight
  apostrophes; "£" is the only non-ASCII character): a British security officer's CV: "TENDAI MOYO", the
  label "SIA Licensed Security Officer | Door Supervisor | CCTV", then "Erdington, Birmingham B23 6TJ",
  "Mobile: …" and "Email: …" lines; headings in capitals underlined with "-"; PERSONAL STATEMENT; SIA LICENCES
  & TRAINING first as "- " items (licence numbers, "expires" dates, issuers, years); EMPLOYMENT HISTORY with
  each job an "Employer, Place" line over the title with the dates padded to the right margin and "  * "
  bullets: "Security Officer - Retail" "2021 - now", "Door Supervisor (weekends)" "Oct 2019 - present"
  (concurrent), "Parcel Sorter" "Nov 2020 - Jan 2021 (seasonal)", "Security Officer (agency)" "'18 - '20",
  "Static Security Officer" "03/2016 - 08/2017", "Kitchen Porter" "2014 - 2016" and "Warehouse Operative
  (agency)" "Jan-Jun 2014" (September to December 2017 is an unexplained gap); EDUCATION with the dates in a
  left margin: "BTEC Level 2 Diploma in Public Services (Grade: Merit)" "2012 - 2013" at South & City College
  Birmingham, "GCSEs - 6 at grades A*-C including English and Maths" "2012"; SKILLS as "- " items, one a line;
  LANGUAGES as a "; " line; ADDITIONAL INFORMATION (a driving licence, availability); "References available
  on request." A security officer in Birmingham, England.

Decisions for this batch (documented here because the documents leave them to the reader):
- Several roles at one employer are separate work entries, each with the employer's name and location and its
  own dates (as1, as4, as5). Temp, agency, seasonal, high-season, Christmas temp, summer and part-time jobs
  are work entries; concurrent part-time jobs (as2's weekend PSW job, as3's weekend charter job, as6's door
  supervisor job) are entries in printed order. A temp or agency assignment has the staffing agency as its
  employer (batch 31): as1's "Delta Workforce Staffing" (the client it assigned him to, named in the bullet,
  is not the employer; the later direct hire is its own entry), as2's "CarePoint Health Staffing Inc.",
  as3's "Summit Temp Services", as6's "Apex Security Staffing Ltd" and "Kingsway Recruitment Ltd". Gaps are
  nothing in the truth. References, summaries, as4's PERSONAL and as6's ADDITIONAL INFORMATION are not work
  entries.
- A title's own dash or parenthesis is part of the position ("Warehouse Lead – 2nd Shift", "Forklift Operator
  (temp assignment)", "Personal Support Worker – Community", "Personal Support Worker (part-time, weekends)",
  "Personal Support Worker (agency)", "Charter Coach Driver (part-time, weekends)", "Delivery Driver (temp)",
  "Pharmacy Assistant (Dispensing)", "Christmas Temp – Sales Assistant", "Room Attendant (high season)",
  "Sales Clerk (summer job)", "Security Officer - Retail", "Door Supervisor (weekends)", "Security Officer
  (agency)", "Warehouse Operative (agency)"). An employer's "LLC", "Inc.", "Co.", "Ltd" and "S.A. de C.V."
  stay. Work locations as printed ("Memphis, TN", "Olive Branch, MS", "Brampton, ON", "Commerce City, CO",
  "Armley, Leeds", "Pudsey", "Cancún, Q. Roo", "Mérida, Yucatán", "Minworth", "West Midlands").
- Dates: "Present", "present", "Current" and "now" make a job current from its start ("2022 – Present" and
  "2021 - now" from the year). "Sept" is September. "Summer 2012" runs June to August 2012. "Jan–Apr 2021",
  "Jan–Jun 2014", "Jun–Jul 2016", "Jan–Jun 2019" and as6's ASCII "Jan-Jun 2014" run between those months of
  that year. "'15 – '18" and "'18 - '20" are 2015 to 2018 and 2018 to 2020 (batch 40), date_text with the
  ASCII apostrophes. Numeric "03/2015", "03/2012", "03/2019", "03/2016" are months; years alone keep years
  only. as6's "(seasonal)" after the parcel sorter's dates is a note about the job, not part of the dates
  (as parentheses around dates are not, batch 11) nor of the position: date_text "Nov 2020 - Jan 2021". A
  single year is the end date (high school, OSSD, GED, GCSEs).
- Education:
  - as1: "Certificate of Completion, Warehouse & Distribution Logistics" is "Certificate of Completion" /
    "Warehouse & Distribution Logistics" (as batch 31's truck driving certificate; the hours a remark);
    "High School Diploma" has no area.
  - as2: "Ontario College Certificate – Personal Support Worker" is "Ontario College Certificate" / "Personal
    Support Worker" (as batch 31's Ontario College Diploma) with the score "3.8/4.0" (the placements a
    remark); "Ontario Secondary School Diploma (OSSD)" has no area.
  - as3: "Certificate of Completion, Class B Commercial Driver Training (80 clock hours)" is "Certificate of
    Completion" / "Class B Commercial Driver Training" (the hours left out, batch 31); "GED" has no area.
  - as4 and as6: "BTEC Level 2 Diploma in Health and Social Care" and "BTEC Level 2 Diploma in Public
    Services (Grade: Merit)" are "BTEC Level 2 Diploma" / the subject with the score "Merit" (the grade
    without its label, batch 41); "GCSEs" has no area and no score (a count of grades is not one score).
  - as5: "Diploma in Housekeeping Management (Diplomado en Gestión de Ama de Llaves)" is "Diploma" /
    "Housekeeping Management" (the Spanish name in parentheses a gloss, batch 43); "Technical Baccalaureate
    in Tourism (Bachillerato Tecnológico en Turismo)" is "Technical Baccalaureate" / "Tourism" with the score
    "8.7/10" ("Average:").
  - The institution is the printed name without its city, state, province or campus ("Southwest Tennessee
    Community College — Memphis, TN", "Sheridan College, Brampton, ON", "Universidad del Caribe, Cancún",
    "Instituto Peninsular de Turismo, Mérida, Yucatán", "Erdington Park Academy, Birmingham").
- Certificates and licences drop the issuer, state, licence and card numbers, years, "exp.", "expires",
  "valid until" and "cleared" dates and the endorsements and air-brakes remarks printed with a CDL (batch
  31), and keep an abbreviation, code, standard or level printed as part of the name: as1's "Forklift
  Operator Certification (OSHA 1910.178)", "Certified Logistics Associate (CLA)", "OSHA 10-Hour General
  Industry", "Adult First Aid/CPR/AED"; as2's "Standard First Aid & CPR Level C", "Gentle Persuasive
  Approaches (GPA) in Dementia Care", "Safe Food Handler Certificate", "Vulnerable Sector Check" (a check
  listed under CERTIFICATIONS, as batch 42's NDIS check); as3's "Class B Commercial Driver's License
  (CDL-B)", "DOT Medical Examiner's Certificate", "First Aid/CPR/AED", "Passenger Assistance, Safety &
  Sensitivity (PASS)", "Smith System Defensive Driving"; as4's "Dispensing Assistant Course (Level 2)",
  "Medicines Counter Assistant Course (Level 2)", "RSPH Level 2 Award in Understanding Health Improvement",
  "Emergency First Aid at Work"; as5's "Certified Hospitality Supervisor (CHS)", "Certified Guestroom
  Attendant (CGRA)", "First Aid and CPR", "Safe Handling of Cleaning Chemicals"; as6's "SIA Door Supervisor
  Licence", "SIA Public Space Surveillance (CCTV) Licence", "Level 2 Award for Door Supervisors in the
  Private Security Industry", "Level 2 Award for CCTV Operators (Public Space Surveillance)", "Emergency
  First Aid at Work (EFAW)", "ACT Awareness e-Learning" (the SIA qualifications are listed under SIA
  LICENCES & TRAINING, so certificates). Driving licences mentioned in a summary (as2), under PERSONAL (as4)
  or ADDITIONAL INFORMATION (as6), and as4's DBS check under PERSONAL, are not certificates (batch 31).
- basics.name as a name is written ("TENDAI MOYO" is "Tendai Moyo"; "DeAndre" keeps its capital A; the
  Mexican double surname stays whole). The label is the line under the name, whole. Basics location is the
  city with the state, province, region or country printed beside it, without a postcode or district:
  "Memphis, TN 38118"; "Mississauga, ON L5M 2B4"; "Denver, CO 80219"; "Armley, Leeds LS12 3DW" is "Leeds"
  (no country printed); "Cancún, Quintana Roo, México" is "Cancún" / "Quintana Roo" / "MX"; "Erdington,
  Birmingham B23 6TJ" is "Birmingham". Only as5 prints a LinkedIn address (a link, its target the profile);
  the others have no profiles.
- Skills are the listed items as printed; " • ", " · " and lines separate items, commas inside parentheses do
  not ("Personal care (bathing, dressing, toileting)"); as3's "Wheelchair ramps, lifts and securement" is one
  item (one <li>). Spoken languages with their fluency as printed ("native", "basic", "fluent",
  "conversational", "advanced (B2)", "Level 1"); British Sign Language counts as a language (batch 16).

Truth conventions as in batches 5–43: date_text as printed (en dashes where typed, ASCII hyphens and
apostrophes in as6), the work entry's location where printed, phones as printed. Phones are 555 numbers in
the US, Canada and Mexico and Ofcom drama mobiles in the UK; emails at example.com. Every person, employer,
high school, academy, training provider, licence, certificate and card number, phone and email is invented,
except the colleges, universities and issuers (Southwest Tennessee Community College, Sheridan College, Emily
Griffith Technical College, Leeds City College, South & City College Birmingham, Universidad del Caribe,
MSSC, OSHA, the American Red Cross, St. John Ambulance, Peel Public Health, Peel Regional Police, CTAA,
Smith System, Buttercups Training, the NPA, RSPH, St John Ambulance, AHLEI, Cruz Roja Mexicana, Ecolab, the
SIA, Highfield, ACT Awareness and West Midlands Police), which are real institutions, named as any resume
names them.

Tools on the machine that wrote this batch (nothing had to be installed): python-docx, LibreOffice 7.4
(soffice, for as5's PDF and as2's page count), fpdf2 2.8, wkhtmltopdf 0.12.6, poppler-utils, fonts-dejavu,
fonts-crosextra-carlito, Liberation fonts. wkhtmltopdf, libreoffice_pdf, lo_page_count, fpdf_dejavu,
new_docx, bottom_border, pdf_pages, work_truth, dates and linkedin come from holdout_render.py; cell_margins,
no_borders and table_geometry from render_batch20.py and docx_hyperlink from render_batch24.py.
Run from this folder: python3 render_batch45.py
"""
import os
import textwrap
from xml.sax.saxutils import escape

from holdout_render import (FILES, bottom_border, check_pages, dates, fpdf_dejavu, libreoffice_pdf, linkedin,
                            lo_page_count, new_docx, pdf_pages, wkhtmltopdf, work_truth, write_text, write_truth)
from render_batch20 import cell_margins, no_borders, table_geometry
from render_batch24 import docx_hyperlink


# ---- as1: forklift operator and warehouse lead (Memphis), wkhtmltopdf of a resume builder's template ------------
AS1_DC = "Bluff City Distribution LLC"
AS1_JOBS = [
    ("Warehouse Lead – 2nd Shift", AS1_DC, "Memphis, TN", "May 2022 – Current", ("2022-05", None, True),
     ["Lead a crew of 14 forklift operators, selectors and loaders on 2nd shift in a 600,000 sq ft consumer "
      "goods distribution center.",
      "Release pick waves and assign dock doors in Manhattan SCALE; the shift ships 180–220 orders and 25–30 "
      "outbound trailers a night.",
      "Train new operators on equipment and safety rules; no recordable injuries on my shift in 2024 or 2025.",
      "Run daily cycle counts and fix location errors; 99.7% inventory accuracy at the last annual audit."]),
    ("Forklift Operator", AS1_DC, "Memphis, TN", "Aug 2019 – Apr 2022", ("2019-08", "2022-04"),
     ["Put away, replenished and loaded outbound trailers with sit-down and reach trucks; averaged 112% of "
      "the productivity goal.",
      "Hired on full time after my temp assignment; Associate of the Quarter, Q3 2021."]),
    ("Forklift Operator (temp assignment)", "Delta Workforce Staffing", "Memphis, TN", "Mar 2019 – Jul 2019",
     ("2019-03", "2019-07"),
     ["Assigned to Bluff City Distribution: unloaded floor-loaded containers and staged freight for put-away."]),
    ("Order Selector", "Southland Grocers Distribution Center", "Olive Branch, MS", "2016 – 2018",
     ("2016", "2018"),
     ["Picked grocery and frozen orders on an electric pallet jack with voice picking; 99.5% pick accuracy."]),
    ("Crew Member", "Hot Stack Burgers", "Memphis, TN", "Jun 2014 – Dec 2015", ("2014-06", "2015-12"), []),
]
AS1_CERTS = [("Forklift Operator Certification (OSHA 1910.178) – Bluff City Distribution, exp. 08/2027",
              "Forklift Operator Certification (OSHA 1910.178)"),
             ("Certified Logistics Associate (CLA) – MSSC, 2021", "Certified Logistics Associate (CLA)"),
             ("OSHA 10-Hour General Industry – 2020", "OSHA 10-Hour General Industry"),
             ("Adult First Aid/CPR/AED – American Red Cross, exp. 03/2027", "Adult First Aid/CPR/AED")]
AS1_SKILLS = ["Sit-down forklift", "Stand-up reach truck", "Order picker", "Electric pallet jack", "RF scanners",
              "Manhattan SCALE (WMS)", "Cycle counting", "Shipping & receiving", "Trailer loading",
              "Team leadership", "New-hire training", "Safety walks"]


def as1_warehouse_lead_wkhtmltopdf():
    def entry(head, when, sub, remark=None, items=()):
        out = (f'<div class="entry"><table class="row"><tr><td class="head">{head}</td>'
               f'<td class="when">{escape(when)}</td></tr></table><div class="sub">{escape(sub)}</div>')
        if remark:
            out += f'<div class="remark">{escape(remark)}</div>'
        if items:
            out += "<ul>" + "".join(f"<li>{escape(i)}</li>" for i in items) + "</ul>"
        return out + "</div>\n"

    jobs = "".join(entry(f"<b>{escape(t)}</b>", w, f"{c} — {p}", items=i) for t, c, p, w, _, i in AS1_JOBS)
    education = (entry("<b>Certificate of Completion, Warehouse &amp; Distribution Logistics</b>", "Jan–Apr 2021",
                       "Southwest Tennessee Community College — Memphis, TN",
                       remark="96-hour evening workforce training program")
                 + entry("<b>High School Diploma</b>", "2014", "Southbrook High School — Memphis, TN"))
    html = f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>DeAndre L. Whitfield - Resume</title>
<style>
body {{ font-family: "Liberation Sans", Arial, sans-serif; font-size: 13pt; color: #222; line-height: 1.3;
        margin: 0; }}
.top {{ background: #243447; color: #fff; padding: 20px 34px 16px; }}
.name {{ font-size: 30pt; font-weight: bold; letter-spacing: 0.5px; }}
.title {{ font-size: 15pt; color: #f0a500; margin-top: 2px; }}
.contact {{ padding: 8px 34px; background: #e9edf2; font-size: 12pt; }}
.contact a {{ color: #222; text-decoration: none; }}
.main {{ padding: 0 34px; }}
.sh {{ font-size: 14pt; font-weight: bold; color: #243447; text-transform: uppercase; letter-spacing: 1px;
       border-bottom: 2px solid #f0a500; margin: 13px 0 6px; padding-bottom: 1px; page-break-after: avoid; }}
.entry {{ margin-bottom: 7px; page-break-inside: avoid; }}
table.row {{ width: 100%; border-collapse: collapse; }}
table.row td {{ padding: 0; vertical-align: top; }}
td.when {{ text-align: right; white-space: nowrap; color: #555; font-weight: bold; width: 48mm; }}
.sub {{ font-style: italic; color: #444; }}
.remark {{ color: #444; }}
ul {{ margin: 2px 0 0; padding-left: 22px; }}
li {{ margin: 0 0 1px; }}
p {{ margin: 0 0 4px; }}
</style></head>
<body>
<div class="top">
<div class="name">DeAndre L. Whitfield</div>
<div class="title">Warehouse Lead | Certified Forklift Operator</div>
</div>
<div class="contact">Memphis, TN 38118 &nbsp;|&nbsp; (901) 555-0148 &nbsp;|&nbsp;
<a href="mailto:deandre.whitfield@example.com">deandre.whitfield@example.com</a></div>
<div class="main">
<div class="sh">Professional Summary</div>
<p>Dependable warehouse lead with nearly 10 years in distribution centers around Memphis and North Mississippi,
certified on sit-down, reach and order picker trucks. I keep the dock moving, train new people the right way
and put safety first. Looking for a lead or supervisor role on 1st or 2nd shift.</p>

<div class="sh">Skills</div>
<p>{" &nbsp;•&nbsp; ".join(escape(s) for s in AS1_SKILLS)}</p>

<div class="sh">Work History</div>
{jobs}
<div class="sh">Education</div>
{education}
<div class="sh">Certifications</div>
<ul>{"".join(f"<li>{escape(p)}</li>" for p, _ in AS1_CERTS)}</ul>

<div class="sh">Languages</div>
<p>English (native), Spanish (basic)</p>
<p style="margin-top: 10px;">References available upon request.</p>
</div>
</body></html>
"""
    name = "as1-deandre-whitfield"
    wkhtmltopdf(html, name, 1, options=("--page-size", "Letter", "--margin-top", "0mm", "--margin-bottom", "8mm",
                                        "--margin-left", "0mm", "--margin-right", "0mm", "--encoding", "utf-8"))
    write_truth(name, {
        "basics": {"name": "DeAndre L. Whitfield", "label": "Warehouse Lead | Certified Forklift Operator",
                   "email": "deandre.whitfield@example.com", "phone": "(901) 555-0148",
                   "location": {"city": "Memphis", "region": "TN"}},
        "work": work_truth(AS1_JOBS),
        "education": [
            {"institution": "Southwest Tennessee Community College", "study_type": "Certificate of Completion",
             "area": "Warehouse & Distribution Logistics",
             "dates": dates("2021-01", "2021-04", text="Jan–Apr 2021")},
            {"institution": "Southbrook High School", "study_type": "High School Diploma",
             "dates": dates(None, "2014", text="2014")}],
        "skills": [{"name": s} for s in AS1_SKILLS],
        "certificates": [{"name": n} for _, n in AS1_CERTS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Spanish", "fluency": "basic"}],
    })


# ---- as2: personal support worker (Mississauga), DOCX kept as the Word file, right tab stops --------------------
AS2_JOBS = [
    ("Personal Support Worker – Community", "Peel Community Home Care Inc.", "Mississauga, ON",
     "Sept 2019 – present", ("2019-09", None, True),
     ["Visit 7–9 clients a day in their homes: bathing, dressing, toileting, transfers, light housekeeping, "
      "meal preparation and medication reminders.",
      "Support clients living with dementia, Parkinson's disease and at end of life, working with the care "
      "coordinator, visiting nurses and family caregivers.",
      "Document each visit and report changes in condition through the AlayaCare mobile app.",
      "Do buddy shifts with newly hired PSWs on their first community routes."]),
    ("Personal Support Worker (part-time, weekends)", "Lakeview Gardens Long-Term Care Home", "Mississauga, ON",
     "Jan 2021 – Present", ("2021-01", None, True),
     ["Every other weekend on a 32-bed secure dementia unit: morning care, feeding assistance, bedtime "
      "routines and charting in PointClickCare."]),
    ("Personal Support Worker (agency)", "CarePoint Health Staffing Inc.", "Brampton, ON", "May 2017 – Aug 2019",
     ("2017-05", "2019-08"),
     ["Picked up day and evening shifts at six long-term care and retirement homes in Peel and Halton; "
      "regularly requested back by the same homes."]),
    ("Dietary Aide (part-time)", "Erindale Retirement Residence", "Mississauga, ON", "03/2015 – 08/2016",
     ("2015-03", "2016-08"),
     ["Served meals, set up the dining room and followed residents' texture-modified diet lists."]),
    ("Cashier (part-time)", "Heartland Fresh Market", "Mississauga, ON", "2013 – 2015", ("2013", "2015"), []),
]
AS2_CERTS = [("Standard First Aid & CPR Level C – St. John Ambulance, exp. 10/2027", "Standard First Aid & CPR Level C"),
             ("Gentle Persuasive Approaches (GPA) in Dementia Care – 2022",
              "Gentle Persuasive Approaches (GPA) in Dementia Care"),
             ("Safe Food Handler Certificate – Peel Public Health, 2015", "Safe Food Handler Certificate"),
             ("Vulnerable Sector Check – Peel Regional Police, cleared 2026", "Vulnerable Sector Check")]
AS2_SKILLS = ["Personal care (bathing, dressing, toileting)", "Mechanical lift and sit-to-stand transfers",
              "Dementia care", "Palliative and end-of-life support", "Meal preparation and feeding assistance",
              "Medication reminders", "Infection prevention and control", "AlayaCare and PointClickCare charting"]


def as2_psw_docx():
    from docx.enum.text import WD_TAB_ALIGNMENT
    from docx.shared import Inches, Pt, RGBColor

    plum = RGBColor(0x5B, 0x2A, 0x5E)
    document = new_docx(author="Tharshini Sivakumar", title="Tharshini Sivakumar Resume",
                        page=(Inches(8.5), Inches(11)), margins=(Inches(0.8), Inches(0.7)), font="Calibri",
                        size=11, space_after=2)
    document.styles["List Bullet"].paragraph_format.space_after = Pt(0)
    text_width = Inches(6.9)

    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(0)
    r = p.add_run("Tharshini Sivakumar"); r.bold = True; r.font.size = Pt(22); r.font.color.rgb = plum
    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(2)
    r = p.add_run("Personal Support Worker (PSW)"); r.font.size = Pt(13)
    p = document.add_paragraph("Mississauga, ON L5M 2B4 | (905) 555-0172 | tharshini.sivakumar@example.com")
    bottom_border(p, color="5B2A5E", size="6")

    def heading(text):
        q = document.add_paragraph()
        q.paragraph_format.space_before = Pt(10); q.paragraph_format.space_after = Pt(3)
        q.paragraph_format.keep_with_next = True
        r = q.add_run(text); r.bold = True; r.font.size = Pt(12); r.font.color.rgb = plum

    def tabbed(left_text, right_text, bold=True):
        q = document.add_paragraph(); q.paragraph_format.space_after = Pt(0)
        q.paragraph_format.keep_with_next = True
        q.paragraph_format.tab_stops.add_tab_stop(text_width, WD_TAB_ALIGNMENT.RIGHT)
        q.add_run(left_text).bold = bold
        q.add_run("\t" + right_text).bold = bold
        return q

    heading("SUMMARY")
    document.add_paragraph(
        "Caring and reliable Personal Support Worker with more than nine years in community home care, long-term "
        "care and retirement homes in Peel Region. Patient with clients living with dementia, calm in busy "
        "shifts and careful with documentation. Class G driver's licence with my own car; available days, "
        "evenings and weekends.")

    heading("WORK EXPERIENCE")
    for title, company, place, when, _, items in AS2_JOBS:
        tabbed(title, when)
        q = document.add_paragraph(); q.paragraph_format.space_after = Pt(1 if items else 7)
        q.paragraph_format.keep_with_next = bool(items)
        q.add_run(f"{company}, {place}").italic = True
        for i, item in enumerate(items):
            b = document.add_paragraph(item, style="List Bullet")
            if i == len(items) - 1:
                b.paragraph_format.space_after = Pt(7)

    heading("EDUCATION")
    for qualification, when, school, remark in (
            ("Ontario College Certificate – Personal Support Worker", "Sept 2016 – Apr 2017",
             "Sheridan College, Brampton, ON", "GPA 3.8/4.0 · Clinical placements in long-term care and community"),
            ("Ontario Secondary School Diploma (OSSD)", "2015", "Meadowvale Heights Secondary School, Mississauga, ON",
             None)):
        tabbed(qualification, when)
        q = document.add_paragraph(school); q.paragraph_format.space_after = Pt(0 if remark else 7)
        if remark:
            q = document.add_paragraph(remark); q.paragraph_format.space_after = Pt(7)

    heading("CERTIFICATIONS")
    for printed, _ in AS2_CERTS:
        document.add_paragraph(printed, style="List Bullet")

    heading("SKILLS")
    for skill in AS2_SKILLS:
        document.add_paragraph(skill, style="List Bullet")

    heading("LANGUAGES")
    document.add_paragraph("English (fluent), Tamil (native), French (basic)")

    heading("REFERENCES")
    document.add_paragraph("Available upon request.")

    name = "as2-tharshini-sivakumar"
    path = os.path.join(FILES, name + ".docx")
    document.save(path)
    check_pages(name, lo_page_count(path, name), 2)
    write_truth(name, {
        "basics": {"name": "Tharshini Sivakumar", "label": "Personal Support Worker (PSW)",
                   "email": "tharshini.sivakumar@example.com", "phone": "(905) 555-0172",
                   "location": {"city": "Mississauga", "region": "ON"}},
        "work": work_truth(AS2_JOBS),
        "education": [
            {"institution": "Sheridan College", "study_type": "Ontario College Certificate",
             "area": "Personal Support Worker", "score": "3.8/4.0",
             "dates": dates("2016-09", "2017-04", text="Sept 2016 – Apr 2017")},
            {"institution": "Meadowvale Heights Secondary School",
             "study_type": "Ontario Secondary School Diploma (OSSD)", "dates": dates(None, "2015", text="2015")}],
        "skills": [{"name": s} for s in AS2_SKILLS],
        "certificates": [{"name": n} for _, n in AS2_CERTS],
        "languages": [{"language": "English", "fluency": "fluent"}, {"language": "Tamil", "fluency": "native"},
                      {"language": "French", "fluency": "basic"}],
    })


# ---- as3: transit bus operator (Denver), an HTML page written by hand ------------------------------------------
AS3_JOBS = [
    ("Bus Operator", "Mile High Transit Services, Inc.", "Denver, CO", "Apr 2021 – Present", ("2021-04", None, True),
     ["Drive 40-foot low-floor buses on contracted fixed routes in Denver and Aurora, about 350 boardings a "
      "shift.",
      "Pre-trip and post-trip inspections, ramp deployment and wheelchair securement, fares and transfers.",
      "No preventable accidents since I started; Operator of the Month, March 2024."]),
    ("Charter Coach Driver (part-time, weekends)", "Rocky Mountain Charter Coaches", "Lakewood, CO",
     "2022 – Present", ("2022", None, True),
     ["Weekend charters and ski shuttles to Summit County in 56-passenger motorcoaches, including chain-up on "
      "I-70 in winter."]),
    ("Paratransit Driver", "Front Range Paratransit Co.", "Aurora, CO", "Jul 2019 – Mar 2021",
     ("2019-07", "2021-03"),
     ["Door-to-door trips for riders with disabilities in cutaway buses; passenger assistance and wheelchair "
      "securement; trip manifests on a tablet."]),
    ("School Bus Driver", "Platte Valley Student Transportation", "Commerce City, CO", "Aug 2016 – Jun 2019",
     ("2016-08", "2019-06"),
     ["Morning and afternoon routes for 60+ K–8 students; student behavior management and evacuation drills."]),
    ("Shuttle Driver", "Gateway Park & Fly", "Denver, CO", "Jul 2014 – Jul 2016", ("2014-07", "2016-07"), []),
    ("Delivery Driver (temp)", "Summit Temp Services", "Denver, CO", "Jan–Jun 2014", ("2014-01", "2014-06"), []),
    ("Lot Attendant", "Colfax Auto Spa", "Denver, CO", "03/2012 – 12/2013", ("2012-03", "2013-12"), []),
]
AS3_CERTS = [("Class B Commercial Driver's License (CDL-B) – Colorado, Lic. #19-284-7731 · Endorsements: P "
              "(Passenger), S (School Bus) · Air brakes · Exp. 05/2029", "Class B Commercial Driver's License (CDL-B)"),
             ("DOT Medical Examiner's Certificate – exp. 11/2027", "DOT Medical Examiner's Certificate"),
             ("First Aid/CPR/AED – American Red Cross, exp. 02/2027", "First Aid/CPR/AED"),
             ("Passenger Assistance, Safety & Sensitivity (PASS) – CTAA, 2019",
              "Passenger Assistance, Safety & Sensitivity (PASS)"),
             ("Smith System Defensive Driving – 2021", "Smith System Defensive Driving")]
AS3_SKILLS = ["Pre-trip and post-trip inspections", "Defensive driving", "Wheelchair ramps, lifts and securement",
              "Fare collection", "Customer service", "Route and schedule adherence", "Two-way radio and CAD/AVL",
              "Mountain and winter driving", "De-escalation", "Incident reports"]


def as3_bus_operator_html():
    def job(title, company, place, when, items):
        out = (f'<div class="job">\n  <h3>{escape(title)} <span class="dates">{escape(when)}</span></h3>\n'
               f'  <p class="where">{escape(company)} — {escape(place)}</p>\n')
        if items:
            out += "  <ul>\n" + "".join(f"    <li>{escape(i)}</li>\n" for i in items) + "  </ul>\n"
        return out + "</div>\n"

    jobs = "".join(job(t, c, p, w, i) for t, c, p, w, _, i in AS3_JOBS)
    html = f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Gilbert R. Archuleta - Resume</title>
<style>
  body {{ font-family: Georgia, "Times New Roman", serif; max-width: 760px; margin: 30px auto; color: #222;
         line-height: 1.4; }}
  h1 {{ margin: 0; font-size: 28px; }}
  .label {{ margin: 2px 0 6px; font-size: 17px; color: #0b4f6c; }}
  h2 {{ font-size: 17px; color: #0b4f6c; border-bottom: 1px solid #0b4f6c; margin: 20px 0 8px; }}
  h3 {{ font-size: 15px; margin: 12px 0 0; }}
  .dates {{ float: right; font-weight: normal; color: #555; }}
  .where {{ margin: 0; font-style: italic; }}
  ul {{ margin: 4px 0 0; }}
  ul.cols {{ column-count: 2; }}
</style>
</head>
<body>
<h1>Gilbert R. Archuleta</h1>
<p class="label">Transit Bus Operator | Class B CDL with Passenger &amp; School Bus Endorsements</p>
<p>Denver, CO 80219 &middot; (303) 555-0126 &middot; <a href="mailto:gil.archuleta@example.com">gil.archuleta@example.com</a></p>

<h2>Summary</h2>
<p>Safe, on-time professional driver with twelve years behind the wheel of transit buses, paratransit vehicles,
school buses and motorcoaches in the Denver metro area. Clean driving record, good with the public and calm
in snow, traffic and tense situations on board. Looking for a full-time bus operator position with benefits.</p>

<h2>Licenses &amp; Certifications</h2>
<ul>
{"".join(f"  <li>{escape(p)}</li>" + chr(10) for p, _ in AS3_CERTS)}</ul>

<h2>Work Experience</h2>
{jobs}
<h2>Education</h2>
<h3>Certificate of Completion, Class B Commercial Driver Training (80 clock hours) <span class="dates">Jun–Jul 2016</span></h3>
<p class="where">Front Range CDL Academy — Commerce City, CO</p>
<p>Passenger and school bus endorsement training, paid for by my employer</p>
<h3>GED <span class="dates">2011</span></h3>
<p class="where">Emily Griffith Technical College — Denver, CO</p>

<h2>Skills</h2>
<ul class="cols">
{"".join(f"  <li>{escape(s)}</li>" + chr(10) for s in AS3_SKILLS)}</ul>

<h2>Languages</h2>
<p>English (native) &middot; Spanish (conversational)</p>

<h2>References</h2>
<p>Available on request.</p>
</body>
</html>
"""
    name = "as3-gilbert-archuleta"
    write_text(name + ".html", html)
    write_truth(name, {
        "basics": {"name": "Gilbert R. Archuleta",
                   "label": "Transit Bus Operator | Class B CDL with Passenger & School Bus Endorsements",
                   "email": "gil.archuleta@example.com", "phone": "(303) 555-0126",
                   "location": {"city": "Denver", "region": "CO"}},
        "work": work_truth(AS3_JOBS),
        "education": [
            {"institution": "Front Range CDL Academy", "study_type": "Certificate of Completion",
             "area": "Class B Commercial Driver Training", "dates": dates("2016-06", "2016-07", text="Jun–Jul 2016")},
            {"institution": "Emily Griffith Technical College", "study_type": "GED",
             "dates": dates(None, "2011", text="2011")}],
        "skills": [{"name": s} for s in AS3_SKILLS],
        "certificates": [{"name": n} for _, n in AS3_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Spanish", "fluency": "conversational"}],
    })


# ---- as4: pharmacy assistant (Leeds), fpdf2 with a left sidebar ------------------------------------------------
AS4_PHARMACY = "Aire Valley Pharmacy Ltd"
AS4_JOBS = [
    ("Pharmacy Assistant (Dispensing)", AS4_PHARMACY, "Armley, Leeds", "Mar 2022 – Present", ("2022-03", None, True),
     ["Label, dispense and assemble around 250 NHS prescription items a day, including monitored dosage "
      "system trays for two care homes.",
      "Order stock, put away wholesaler deliveries, manage owings and date-check the dispensary every month.",
      "Hand out prescriptions, including controlled drugs, following the pharmacy's SOPs.",
      "Book Pharmacy First and flu vaccination appointments and keep the service paperwork up to date."]),
    ("Medicines Counter Assistant", AS4_PHARMACY, "Armley, Leeds", "Jun 2020 – Feb 2022", ("2020-06", "2022-02"),
     ["Sold over-the-counter medicines using the WWHAM questions and referred customers to the pharmacist."]),
    ("Pharmacy Cashier (part-time)", "Headrow Health & Beauty Ltd", "Leeds", "2018 – 2020", ("2018", "2020"),
     ["Served on the pharmacy and beauty tills, handed out bagged prescriptions and took prescription charges."]),
    ("Christmas Temp – Sales Assistant", "Briggate Toys & Games", "Leeds", "Nov 2017 – Jan 2018",
     ("2017-11", "2018-01"), []),
    ("Waitress (part-time)", "Pudsey Lane Café", "Pudsey", "'15 – '18", ("2015", "2018"), []),
]
AS4_CERTS = [("Dispensing Assistant Course (Level 2) – Buttercups Training, 2023", "Dispensing Assistant Course (Level 2)"),
             ("Medicines Counter Assistant Course (Level 2) – NPA, 2020",
              "Medicines Counter Assistant Course (Level 2)"),
             ("RSPH Level 2 Award in Understanding Health Improvement – 2021",
              "RSPH Level 2 Award in Understanding Health Improvement"),
             ("Emergency First Aid at Work – St John Ambulance, exp. 04/2027", "Emergency First Aid at Work")]
AS4_SKILLS = ["Dispensing and labelling", "ProScript Connect (PMR)", "NHS EPS and Spine", "Monitored dosage systems",
              "Stock control and ordering", "Controlled drugs hand-out", "WWHAM questioning", "Till and cash handling",
              "Customer service"]
AS4_LANGUAGES = [("English", "native"), ("British Sign Language", "Level 1")]


def as4_pharmacy_assistant_fpdf():
    from fpdf import FPDF

    side_w, pad = 66, 6
    green, white, pale = (18, 84, 76), (255, 255, 255), (205, 230, 225)
    ink = (34, 34, 34)

    class Resume(FPDF):
        def header(self):
            self.set_fill_color(*green)
            self.rect(0, 0, side_w, self.h, style="F")

    pdf = Resume(format="A4")
    side_x, inner = pad, side_w - 2 * pad
    main_x = side_w + 9
    main_w = pdf.w - main_x - 12
    pdf.set_margins(main_x, 14, 12)
    pdf.set_auto_page_break(False)
    fpdf_dejavu(pdf, styles=("", "B", "I"))
    pdf.set_title("Jade Holroyd CV"); pdf.set_author("Jade Holroyd")
    pdf.add_page()

    def font(style="", size=9.3, color=ink):
        pdf.set_font("DejaVu", style, size); pdf.set_text_color(*color)

    def side_heading(text):
        pdf.ln(4); pdf.set_x(side_x); font("B", 10.5, white)
        pdf.cell(inner, 6, text, new_x="LEFT", new_y="NEXT")
        pdf.set_draw_color(*pale); pdf.line(side_x, pdf.get_y(), side_x + 18, pdf.get_y()); pdf.ln(2)

    def side_line(text, style="", size=8.8, h=4.4, link=""):
        pdf.set_x(side_x); font(style, size, white if style == "B" else pale)
        pdf.multi_cell(inner, h, text, new_x="LEFT", new_y="NEXT", link=link, align="L")
        pdf.ln(0.8)

    pdf.set_xy(side_x, 14)
    side_heading("CONTACT")
    side_line("Armley, Leeds LS12 3DW")
    side_line("07700 900731")
    side_line("jade.holroyd@example.com", link="mailto:jade.holroyd@example.com")
    side_heading("SKILLS")
    for skill in AS4_SKILLS:
        side_line("• " + skill)
    side_heading("LANGUAGES")
    for language, level in AS4_LANGUAGES:
        side_line(f"{language} – {level}")
    side_heading("PERSONAL")
    side_line("Full UK driving licence")
    side_line("Enhanced DBS check (2022)")
    side_heading("REFERENCES")
    side_line("Available on request")
    assert pdf.get_y() < pdf.h - 10, pdf.get_y()

    pdf.set_xy(main_x, 15)
    font("B", 24, green); pdf.cell(main_w, 11, "Jade Holroyd", new_x="LMARGIN", new_y="NEXT")
    font("", 11.5, (80, 80, 80))
    pdf.cell(main_w, 6, "Pharmacy Assistant | Dispensing & Medicines Counter", new_x="LMARGIN", new_y="NEXT")

    def heading(text):
        pdf.ln(3.5); font("B", 11, green)
        pdf.cell(main_w, 6, text, new_x="LMARGIN", new_y="NEXT")
        pdf.set_draw_color(*green); pdf.line(main_x, pdf.get_y(), main_x + main_w, pdf.get_y()); pdf.ln(1.8)

    heading("PERSONAL PROFILE")
    font("", 9.3)
    pdf.multi_cell(main_w, 4.6, "Friendly and careful pharmacy assistant with eight years in community pharmacy, "
                   "starting on the pharmacy tills and now working in the dispensary of a busy independent "
                   "pharmacy in Armley. Accurate under pressure, good with patients and trained on both the "
                   "medicines counter and dispensing. I would like to train as a pharmacy technician.",
                   new_x="LMARGIN", new_y="NEXT", align="L")

    heading("EMPLOYMENT HISTORY")
    for title, company, place, when, _, items in AS4_JOBS:
        pdf.ln(1.2)
        font("B", 9.8); pdf.cell(main_w - 38, 5, title)
        font("", 9, (90, 90, 90)); pdf.cell(38, 5, when, align="R", new_x="LMARGIN", new_y="NEXT")
        font("I", 9.2, green); pdf.cell(main_w, 4.7, f"{company}, {place}", new_x="LMARGIN", new_y="NEXT")
        font("", 9)
        for item in items:
            pdf.set_x(main_x + 1); pdf.cell(3.5, 4.4, "•")
            pdf.multi_cell(main_w - 4.5, 4.4, item, new_x="LMARGIN", new_y="NEXT", align="L")

    heading("EDUCATION")
    for school, when, qualification, remark in (
            ("Leeds City College", "2015 – 2016", "BTEC Level 2 Diploma in Health and Social Care", "Grade: Merit"),
            ("Armley Park Academy", "2015", "GCSEs", "8 GCSEs at grades A*–C including English, Maths and Science")):
        pdf.ln(1.2)
        font("B", 9.8); pdf.cell(main_w - 38, 5, school)
        font("", 9, (90, 90, 90)); pdf.cell(38, 5, when, align="R", new_x="LMARGIN", new_y="NEXT")
        font("I", 9.3); pdf.cell(main_w, 4.7, qualification, new_x="LMARGIN", new_y="NEXT")
        font("", 9); pdf.multi_cell(main_w, 4.4, remark, new_x="LMARGIN", new_y="NEXT", align="L")

    heading("TRAINING & CERTIFICATES")
    font("", 9)
    for printed, _ in AS4_CERTS:
        pdf.set_x(main_x + 1); pdf.cell(3.5, 4.5, "•")
        pdf.multi_cell(main_w - 4.5, 4.5, printed, new_x="LMARGIN", new_y="NEXT", align="L")
    assert pdf.get_y() < pdf.h - 10, pdf.get_y()

    name = "as4-jade-holroyd"
    path = os.path.join(FILES, name + ".pdf")
    pdf.output(path)
    check_pages(name, pdf_pages(path), 1)
    write_truth(name, {
        "basics": {"name": "Jade Holroyd", "label": "Pharmacy Assistant | Dispensing & Medicines Counter",
                   "email": "jade.holroyd@example.com", "phone": "07700 900731", "location": {"city": "Leeds"}},
        "work": work_truth(AS4_JOBS),
        "education": [
            {"institution": "Leeds City College", "study_type": "BTEC Level 2 Diploma", "area": "Health and Social Care",
             "score": "Merit", "dates": dates("2015", "2016", text="2015 – 2016")},
            {"institution": "Armley Park Academy", "study_type": "GCSEs", "dates": dates(None, "2015", text="2015")}],
        "skills": [{"name": s} for s in AS4_SKILLS],
        "certificates": [{"name": n} for _, n in AS4_CERTS],
        "languages": [{"language": l, "fluency": f} for l, f in AS4_LANGUAGES],
    })


# ---- as5: housekeeping supervisor (Cancún), LibreOffice PDF of a DOCX laid out in a two-column table ------------
AS5_RESORT = "Arena Blanca Resort & Spa"
AS5_JOBS = [
    ("Housekeeping Supervisor", AS5_RESORT, "Cancún, Q. Roo", "Jan 2022 – Present", ("2022-01", None, True),
     ["Supervise 22 room attendants and 3 house attendants in a 540-room all-inclusive resort; inspect 80–100 "
      "rooms a day.",
      "Plan daily room assignments in Opera and HotSOS and coordinate VIP, early check-in and late check-out "
      "rooms with the front desk.",
      "Train new room attendants on brand standards and chemical safety; my section scored 94% in the 2024 "
      "brand audit.",
      "Control linen and guest amenity stock and the weekly par counts with the laundry."]),
    ("Floor Supervisor", AS5_RESORT, "Cancún, Q. Roo", "03/2019 – 12/2021", ("2019-03", "2021-12"),
     ["Inspected rooms and public areas on three floors and covered the housekeeping office on weekends.",
      "Helped reopen the hotel in June 2020 with the new cleaning and sanitation protocols."]),
    ("Room Attendant", AS5_RESORT, "Cancún, Q. Roo", "2016 – 2019", ("2016", "2019"),
     ["Cleaned 16 rooms a shift to brand standards; Employee of the Month twice (2017, 2018)."]),
    ("Room Attendant (high season)", "Hotel Playa Turquesa", "Playa del Carmen, Q. Roo", "Dec 2015 – Apr 2016",
     ("2015-12", "2016-04"), []),
    ("Laundry Attendant", "Lavandería Industrial del Caribe, S.A. de C.V.", "Cancún, Q. Roo", "2013 – 2015",
     ("2013", "2015"), []),
    ("Sales Clerk (summer job)", "Zapatería La Estrella", "Mérida, Yucatán", "Summer 2012", ("2012-06", "2012-08"),
     []),
]
AS5_CERTS = [("Certified Hospitality Supervisor (CHS) – AHLEI, 2022", "Certified Hospitality Supervisor (CHS)"),
             ("Certified Guestroom Attendant (CGRA) – AHLEI, 2017", "Certified Guestroom Attendant (CGRA)"),
             ("First Aid and CPR – Cruz Roja Mexicana, valid until 09/2027", "First Aid and CPR"),
             ("Safe Handling of Cleaning Chemicals – Ecolab, 2023", "Safe Handling of Cleaning Chemicals")]
AS5_SKILLS = ["Room and public area inspections", "Staff scheduling and training", "Linen and amenity inventory",
              "Lost and found", "Guest complaint handling", "Deep cleaning programs", "Opera PMS", "HotSOS",
              "Microsoft Excel (basic)"]
AS5_LANGUAGES = [("Spanish", "native"), ("English", "advanced (B2)"), ("Maya", "conversational")]


def as5_housekeeping_supervisor_lo():
    from docx.enum.text import WD_TAB_ALIGNMENT
    from docx.shared import Inches, Pt, RGBColor

    teal = RGBColor(0x00, 0x6E, 0x7F)
    grey = RGBColor(0x59, 0x59, 0x59)
    document = new_docx(author="María Guadalupe Canché Pech", title="CV - María Guadalupe Canché Pech",
                        page=(Inches(8.5), Inches(11)), margins=(Inches(0.75), Inches(0.7)), font="Calibri",
                        size=10.5, space_after=0)
    document.styles["List Bullet"].paragraph_format.space_after = Pt(0)
    right_w = 7500

    p = document.add_paragraph()
    r = p.add_run("María Guadalupe Canché Pech"); r.bold = True; r.font.size = Pt(24); r.font.color.rgb = teal
    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(3)
    r = p.add_run("Housekeeping Supervisor | All-Inclusive Resorts"); r.font.size = Pt(13); r.font.color.rgb = grey
    p = document.add_paragraph("Cancún, Quintana Roo, México · +52 998 555 0147 · guadalupe.canche@example.com")
    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(10)
    p.add_run("LinkedIn: ")
    docx_hyperlink(p, "https://www.linkedin.com/in/guadalupe-canche", "linkedin.com/in/guadalupe-canche")
    bottom_border(p, color="006E7F", size="12")

    table = document.add_table(rows=0, cols=2)
    no_borders(table)
    cell_margins(table, top=40, bottom=160, left=0, right=100)

    def section(title):
        row = table.add_row()
        left, right = row.cells
        q = left.paragraphs[0]
        r = q.add_run(title.upper()); r.bold = True; r.font.size = Pt(10.5); r.font.color.rgb = teal
        return right

    def para(cell, text="", bold=False, italic=False, color=None, after=0, first=False, size=None):
        q = cell.paragraphs[0] if first else cell.add_paragraph()
        q.paragraph_format.space_after = Pt(after)
        if text:
            r = q.add_run(text); r.bold = bold; r.italic = italic
            if color: r.font.color.rgb = color
            if size: r.font.size = Pt(size)
        return q

    def dated(cell, left_text, right_text, first=False):
        q = para(cell, first=first)
        q.paragraph_format.tab_stops.add_tab_stop(Inches(right_w / 1440 - 0.1), WD_TAB_ALIGNMENT.RIGHT)
        q.add_run(left_text).bold = True
        r = q.add_run("\t" + right_text); r.font.color.rgb = grey
        return q

    cell = section("Profile")
    para(cell, "Housekeeping supervisor with more than ten years in Riviera Maya hotels, from the laundry and "
               "room attendant carts to supervising a team of 25. I know what a perfect room looks like and how to "
               "get 500 of them ready before check-in. Organized, fair with my team and calm with guests. Looking for an "
               "assistant executive housekeeper position in Cancún or the Riviera Maya.", first=True)

    cell = section("Experience")
    for n, (title, company, place, when, _, items) in enumerate(AS5_JOBS):
        dated(cell, title, when, first=(n == 0))
        para(cell, f"{company}, {place}", italic=True, color=grey, after=0 if items else 6)
        for i, item in enumerate(items):
            b = cell.add_paragraph(item, style="List Bullet")
            if i == len(items) - 1:
                b.paragraph_format.space_after = Pt(6)

    cell = section("Education")
    for n, (qualification, when, school, remark) in enumerate((
            ("Diploma in Housekeeping Management (Diplomado en Gestión de Ama de Llaves)", "Jan–Jun 2019",
             "Universidad del Caribe, Cancún", "Weekend program, 120 hours"),
            ("Technical Baccalaureate in Tourism (Bachillerato Tecnológico en Turismo)", "2009 – 2012",
             "Instituto Peninsular de Turismo, Mérida, Yucatán", "Average: 8.7/10"))):
        para(cell, qualification, bold=True, first=(n == 0))
        q = dated(cell, school, when)
        q.runs[0].bold = False; q.runs[0].italic = True; q.runs[0].font.color.rgb = grey
        para(cell, remark, after=6)

    cell = section("Certificates")
    for n, (printed, _) in enumerate(AS5_CERTS):
        q = cell.paragraphs[0] if n == 0 else cell.add_paragraph()
        q.style = document.styles["List Bullet"]; q.add_run(printed)

    cell = section("Skills")
    para(cell, " · ".join(AS5_SKILLS), first=True)

    cell = section("Languages")
    para(cell, " · ".join(f"{l} – {f}" for l, f in AS5_LANGUAGES), first=True)

    cell = section("References")
    para(cell, "Available on request.", first=True)

    table_geometry(table, [2300, right_w])

    name = "as5-maria-guadalupe-canche"
    libreoffice_pdf(document, name, 2)
    write_truth(name, {
        "basics": {"name": "María Guadalupe Canché Pech", "label": "Housekeeping Supervisor | All-Inclusive Resorts",
                   "email": "guadalupe.canche@example.com", "phone": "+52 998 555 0147",
                   "location": {"city": "Cancún", "region": "Quintana Roo", "country_code": "MX"},
                   "profiles": [linkedin("guadalupe-canche")]},
        "work": work_truth(AS5_JOBS),
        "education": [
            {"institution": "Universidad del Caribe", "study_type": "Diploma", "area": "Housekeeping Management",
             "dates": dates("2019-01", "2019-06", text="Jan–Jun 2019")},
            {"institution": "Instituto Peninsular de Turismo", "study_type": "Technical Baccalaureate",
             "area": "Tourism", "score": "8.7/10", "dates": dates("2009", "2012", text="2009 – 2012")}],
        "skills": [{"name": s} for s in AS5_SKILLS],
        "certificates": [{"name": n} for _, n in AS5_CERTS],
        "languages": [{"language": l, "fluency": f} for l, f in AS5_LANGUAGES],
    })


# ---- as6: SIA security officer and door supervisor (Birmingham), plain text, Latin-1, LF ------------------------
AS6_EMPLOYERS = [
    ("Sentinel Guarding Services Ltd", "Birmingham", "Security Officer - Retail", "2021 - now", ("2021", None, True),
     ["Uniformed officer at a busy city-centre department store, 40 hours a week: customer-facing deterrence "
      "and radio link with the shopping centre control room.",
      "Detain shoplifters and hand them over to West Midlands Police; around £18,000 of stock recovered in "
      "2024.",
      "Write incident reports and witness statements, and attend court when needed.",
      "Open and lock up the store, weekly fire alarm tests and key holding."]),
    ("Broad Street Door Services Ltd", "Birmingham", "Door Supervisor (weekends)", "Oct 2019 - present",
     ("2019-10", None, True),
     ["Friday and Saturday nights at bars and clubs on Broad Street: searches, ID checks, queue management and "
      "ejections.",
      "Body-worn camera and incident log on every shift; first aider for the door team."]),
    ("Midland Parcel Network Ltd", "Minworth", "Parcel Sorter", "Nov 2020 - Jan 2021 (seasonal)",
     ("2020-11", "2021-01"), []),
    ("Apex Security Staffing Ltd", "West Midlands", "Security Officer (agency)", "'18 - '20", ("2018", "2020"),
     ["Static, mobile patrol and event shifts at construction sites, hospital car parks and concerts."]),
    ("Guardian Site Security Ltd", "Solihull", "Static Security Officer", "03/2016 - 08/2017", ("2016-03", "2017-08"),
     ["Night shifts in a distribution warehouse gatehouse: access control, vehicle checks and patrols."]),
    ("The Vyse Street Kitchen", "Birmingham", "Kitchen Porter", "2014 - 2016", ("2014", "2016"), []),
    ("Kingsway Recruitment Ltd", "Tamworth", "Warehouse Operative (agency)", "Jan-Jun 2014", ("2014-01", "2014-06"),
     []),
]
# The truth's date text leaves out the "(seasonal)" note printed after the parcel sorter's dates.
AS6_JOBS = [(title, company, place, when.replace(" (seasonal)", ""), span)
            for company, place, title, when, span, _ in AS6_EMPLOYERS]
AS6_CERTS = [("SIA Door Supervisor Licence - No. 1018 4471 2290 3365 - expires 14/03/2027", "SIA Door Supervisor Licence"),
             ("SIA Public Space Surveillance (CCTV) Licence - No. 1015 8823 0417 6621 - expires 09/2028",
              "SIA Public Space Surveillance (CCTV) Licence"),
             ("Level 2 Award for Door Supervisors in the Private Security Industry - Highfield, 2019",
              "Level 2 Award for Door Supervisors in the Private Security Industry"),
             ("Level 2 Award for CCTV Operators (Public Space Surveillance) - Highfield, 2018",
              "Level 2 Award for CCTV Operators (Public Space Surveillance)"),
             ("Emergency First Aid at Work (EFAW) - expires 03/2027", "Emergency First Aid at Work (EFAW)"),
             ("ACT Awareness e-Learning - 2024", "ACT Awareness e-Learning")]
AS6_SKILLS = ["Access control", "Search procedures", "Patrols and incident reports", "CCTV monitoring",
              "Conflict management", "Store detection and loss prevention", "Radio procedure", "Lone working",
              "First aid"]


def as6_security_officer_txt():
    width = 95

    def right(left, right_text):
        return left + " " * max(2, width - len(left) - len(right_text)) + right_text

    def heading(text):
        return ["", text, "-" * len(text)]

    out = ["TENDAI MOYO",
           "SIA Licensed Security Officer | Door Supervisor | CCTV",
           "",
           "Erdington, Birmingham B23 6TJ",
           "Mobile: 07700 900284",
           "Email: tendai.moyo@example.com"]
    out += heading("PERSONAL STATEMENT")
    out += textwrap.wrap("Reliable and well presented SIA licensed security officer with over twelve years' work "
                         "experience, ten of them in security: retail, static sites, events and door "
                         "supervision. Calm, firm and polite, with good report writing. Looking for a full-time "
                         "security officer or CCTV operator role in Birmingham or Solihull.", width)
    out += heading("SIA LICENCES & TRAINING")
    out += ["- " + p for p, _ in AS6_CERTS]
    out += heading("EMPLOYMENT HISTORY")
    for company, place, title, when, _, items in AS6_EMPLOYERS:
        out += ["", f"{company}, {place}", right(title, when)]
        out += [textwrap.fill(item, width, initial_indent="  * ", subsequent_indent="    ") for item in items]
    out += heading("EDUCATION")
    out += ["",
            "2012 - 2013   BTEC Level 2 Diploma in Public Services (Grade: Merit)",
            "              South & City College Birmingham",
            "",
            "2012          GCSEs - 6 at grades A*-C including English and Maths",
            "              Erdington Park Academy, Birmingham"]
    out += heading("SKILLS")
    out += ["- " + s for s in AS6_SKILLS]
    out += heading("LANGUAGES")
    out += ["English - fluent; Shona - native"]
    out += heading("ADDITIONAL INFORMATION")
    out += ["Full UK driving licence (clean). Available for nights, weekends and bank holidays."]
    out += ["", "References available on request.", ""]
    text = "\n".join(out)
    assert all(len(line) <= width for line in text.split("\n")), [l for l in text.split("\n") if len(l) > width]
    name = "as6-tendai-moyo"
    write_text(name + ".txt", text, encoding="latin-1")
    write_truth(name, {
        "basics": {"name": "Tendai Moyo", "label": "SIA Licensed Security Officer | Door Supervisor | CCTV",
                   "email": "tendai.moyo@example.com", "phone": "07700 900284", "location": {"city": "Birmingham"}},
        "work": work_truth(AS6_JOBS),
        "education": [
            {"institution": "South & City College Birmingham", "study_type": "BTEC Level 2 Diploma",
             "area": "Public Services", "score": "Merit", "dates": dates("2012", "2013", text="2012 - 2013")},
            {"institution": "Erdington Park Academy", "study_type": "GCSEs", "dates": dates(None, "2012", text="2012")}],
        "skills": [{"name": s} for s in AS6_SKILLS],
        "certificates": [{"name": n} for _, n in AS6_CERTS],
        "languages": [{"language": "English", "fluency": "fluent"}, {"language": "Shona", "fluency": "native"}],
    })


if __name__ == "__main__":
    as1_warehouse_lead_wkhtmltopdf()
    as2_psw_docx()
    as3_bus_operator_html()
    as4_pharmacy_assistant_fpdf()
    as5_housekeeping_supervisor_lo()
    as6_security_officer_txt()
