#!/usr/bin/env python3
"""Renders the thirty-first held-out batch (ae1–ae6) into files/ and its truth into truth/.

Written without reading the parser (nor its tests or docs); the only project files read were
holdout_render.py, render_batch24–29.py, searches of the earlier render_batch files for precedents and a
few truth files (for the shape and conventions). Six resumes
of the kind a recruiter's inbox gets in an ordinary week for hourly, skilled-trade and entry-level office
jobs (a bilingual dental front office coordinator in Texas, a certified nursing assistant in Florida who
also works weekends for a home care agency, a retail assistant store manager in South Yorkshire, a Class A
CDL flatbed driver in Texas, a second-period HVAC/R apprentice in Ontario and a chef de partie in Victoria,
Australia), each made with a different everyday producer: a Word document saved as PDF through LibreOffice,
a plain-text file typed in Windows Notepad, a Google Docs resume downloaded as a web page, a Word file kept
as the DOCX, a Markdown file turned into a PDF by pandoc with its defaults, and a resume builder's
two-column template printed by headless Chromium. They hold what such resumes hold: short jobs (a three-month
temp assignment, a harvest season, a Christmas temp job, a ski season, a college co-op), overlapping
part-time jobs, gaps left unexplained, "Present", several roles at one employer (every resume), licences
and certificates with numbers, issuers and expiry dates (a CDL-A with endorsements, a Florida CNA
certificate, a G3 gas ticket, a food safety supervisor certificate, a forklift certification), skills
lists, spoken languages, a high-school diploma, a GED, a VCE and an OSSD, A levels and GCSEs, college and
trade-school programmes, an apprenticeship qualification, a programme in progress, coursework without a
degree and two degrees started and not finished.

- ae1 (LibreOffice PDF of a DOCX written with python-docx, Calibri shown as Carlito, 10 pt, Letter, one
  page): a dental front office coordinator's resume: the name in large plum bold, the label "Dental Front
  Office Coordinator | Bilingual English/Spanish", a "  •  " contact line ("Round Rock, TX 78681", phone,
  email as plain text) over a rule; plum capital headings; PROFESSIONAL SUMMARY; EXPERIENCE with a bold
  title and the dates on a right tab over an italic "Employer — City, ST" line and "List Bullet" items:
  "Front Office Coordinator" "Mar 2023 – Present" and "Dental Receptionist" "Aug 2021 – Feb 2023" at one
  practice, a "Receptionist (temporary assignment)" "Oct 2020 – Dec 2020" through a staffing agency (the
  client office named only in its bullet), "Patient Access Representative (part-time)" "Jan 2019 – Mar
  2020" and "Sales Associate (part-time)" "Jun 2017 – Jul 2019" overlapping it; the gap from April to
  September 2020 is not explained; EDUCATION in the same tabbed form: "Certificate, Medical Office
  Administration" "May 2019" over "Austin Community College — Austin, TX  ·  GPA 3.6" and "High School
  Diploma" "2017"; CERTIFICATIONS as bullets with an issuer and "exp. 11/2026" or a year after " – ";
  SKILLS as one paragraph joined by "  •  "; LANGUAGES "English – native  |  Spanish – fluent (speak, read
  and write)". A dental front office coordinator in Round Rock, TX.
- ae2 (plain text, UTF-8 without BOM, CRLF line ends as Windows Notepad saves them): a CNA's resume: the
  name in capitals ("MARIE-ANGE JOSEPH"), "Kissimmee, FL 34744", "Phone: …" and "Email: …" lines; capital
  headings; an OBJECTIVE paragraph and no label; "LICENSE / CERTIFICATIONS" with "* " items joined by " - "
  ("Certified Nursing Assistant - Florida Board of Nursing - Cert # CNA 311842 - Exp. 05/31/2027", "BLS
  Provider (CPR/AED) - American Heart Association - Exp. 08/2026", "Home Health Aide (HHA) - 75 hour
  training - 2022", a dementia training with its year); WORK EXPERIENCE with the title and the dates
  padded to a column ("06/2022 - Present", typed hyphens) over "Employer - City, ST" and "- " bullets: a
  night-shift CNA job and, overlapping it, a current weekend home health aide job at an agency, a dietary
  aide job at the same nursing home before the CNA job, and a cashier job "2018 - 2020"; EDUCATION with the
  school line over the qualification ("Nursing Assistant Certificate (120 clock hours) - Completed
  04/2022"; "GED, 2018"); SKILLS as two " | " lines; LANGUAGES as "Haitian Creole - native" lines;
  "REFERENCES / Available upon request". A CNA in Kissimmee, FL.
- ae3 (HTML, the single file Google Docs writes for "Download → Web page (.html)", UTF-8, one line of
  markup): a UK assistant store manager's CV in the markup Google Docs exports: one <style> block with an
  @import of Google's font CSS and generated classes (".c1" …), bullet lists as "lst-kix_…" ULs, the name
  as the "title" paragraph and "Assistant Store Manager" as the "subtitle", one contact paragraph
  "Rotherham S65 2JG  •  07700 900555  •  <mailto link>  •  <LinkedIn link printed as linkedin.com/in/…>"
  whose href goes through Google's redirector; headings as <h1> (PROFILE, EMPLOYMENT HISTORY, "EDUCATION &
  QUALIFICATIONS", SKILLS, "CERTIFICATES & TRAINING", "ADDITIONAL INFORMATION"); each job an <h2> title
  over a paragraph "Employer, Town  |  <i>Month Year – Month Year</i>" and bullets: "Assistant Store
  Manager" "April 2023 – Present", "Store Supervisor" and "Sales Assistant (part-time)" (at the
  "Meadowhall, Sheffield" store) at one homewares chain, a "Christmas Temp – Customer Assistant"
  "November 2018 – January 2019" and "Bar Staff (part-time)" "June 2017 – September 2019" overlapping the
  temp job and a year at university; education entries in the same form with a note under each: "Level 3
  Apprenticeship in Retail Team Leadership" "2022 – 2023" with "Distinction. Apprenticeship completed
  through my employer, …", "BA (Hons) Business and Management" at "Sheffield Hallam University, Sheffield"
  "2017 – 2018" with "Completed the first year (120 credits) before leaving to work full time.", "A
  Levels" with three subject grades and "GCSEs" with "9 GCSEs at grades 9–4, …"; SKILLS and CERTIFICATES
  as bullets; a driving licence, interests and "References available on request." under ADDITIONAL
  INFORMATION. No languages section. An assistant store manager in Rotherham, England.
- ae4 (DOCX, python-docx, kept as the Word file; Arial 10 pt, Letter, two pages; the page count is checked
  on a throw-away LibreOffice PDF): a truck driver's resume: the name centred in capitals with a middle
  initial ("RHONDA M. TIBBETTS"), the bold label "Class A CDL Driver | Flatbed, Tanker & Hazmat", a " | "
  contact line ending in a Word mailto hyperlink; navy capital headings with a rule; SUMMARY; "LICENSES &
  CERTIFICATIONS" first, as "List Bullet" items ("Class A Commercial Driver's License (CDL-A) – Texas, Lic.
  #41877260" with a line break and "Endorsements: H (Hazmat), N (Tank), T (Doubles/Triples) · No
  restrictions · Exp. 09/2028" inside the same item; a DOT medical card and a TWIC card with "exp."
  dates; "Forklift Operator Certification (OSHA 1910.178) – 2016"); "DRIVING EXPERIENCE" with a bold
  title and bold long-month dates on a right tab over an italic "Employer, City, ST" line: "Regional
  Flatbed Driver" "February 2022 – Present", "OTR Solo Driver" and "OTR Team Driver" at one carrier, a
  "Harvest Truck Driver (seasonal)" "May 2019 – July 2019"; "OTHER EXPERIENCE" with a warehouse job;
  "EDUCATION & TRAINING" as bold lines with the date on the tab over an italic "School, City, ST" line:
  "Certificate of Completion, Professional Truck Driving (160 clock hours)" "May 2019", "General Studies
  coursework (15 credit hours)" "2014 – 2015" at a community college, "High School Diploma" "2014"; SKILLS
  as a borderless three-column table (a bold group label over "List Bullet" items in each cell; the row
  may not split across pages, so it starts page 2); "SAFETY RECORD & AWARDS"; "English (native); Spanish
  (basic)". A regional flatbed driver in Abilene, TX.
- ae5 (Markdown typeset by pandoc 2.17 with its defaults, `pandoc resume.md -o resume.pdf`: the default
  LaTeX template, pdflatex and Latin Modern, with YAML metadata for Letter paper, 10 pt, 0.75 in margins
  and an empty page style; two pages): an HVAC/R apprentice's resume: "# Dylan Ferreira" (printed as an
  unnumbered section heading), a bold label "Refrigeration & Air Conditioning Apprentice (313A)", a " · "
  contact line with a mailto link; "## Summary"; "## Experience" with every job a "### Title" heading over
  "Employer — City, ON", a hard line break and the dates in italics ("May 2024 – Present", "Sept 2023 –
  Apr 2024" at one contractor; a college "HVAC Co-op Student" "Jan 2023 – Apr 2023"; "Warehouse Associate
  (part-time)" "Jun 2020 – Aug 2023" overlapping the college years and the co-op; "Landscape Labourer
  (seasonal)" "Summers 2018 – 2019"); "## Education" in the same form: "Ontario College Diploma — Heating,
  Refrigeration and Air Conditioning Technician" with "Sept 2021 – Apr 2023 · GPA 3.6/4.0 · Dean's Honour
  List", "Bachelor of Engineering, Mechanical Engineering (not completed)" with "Sept 2020 – Apr 2021 ·
  Completed first year, then moved to the skilled trades", "Ontario Secondary School Diploma (OSSD)" with
  "… · June 2020"; "## Certifications & Tickets" (a G3 gas ticket with its TSSA number, an ODP card,
  Working at Heights "valid to 05/2027", "WHMIS 2015 (2025)", first aid with an expiry, "Class G driver's
  licence, clean abstract"); skills as "- **Equipment:** …" bullets; Languages. Pandoc's smart punctuation
  prints the typed apostrophes as "’". An apprentice in Oshawa, ON.
- ae6 (Chromium "Save as PDF" of a resume builder's two-column HTML/CSS template, A4, no page margins, one
  page, Liberation Sans): a cook's resume with a full-height dark LEFT sidebar (a "TB" monogram in a
  circle; CONTACT "Geelong VIC 3220", a mobile "0412 555 317", a mailto link; SKILLS as items over CSS
  skill bars; CERTIFICATES with an issue date, an issuer and year, or a year after " – "; LANGUAGES
  "English — Native", "Auslan — Basic"; AVAILABILITY, with a driver licence) beside the main column (the
  name, the label "Chef de Partie / Line Cook", PROFILE; WORK EXPERIENCE with a bold title and grey dates
  at the right over a bold coloured "Employer, Suburb STATE" line and bullets: "Chef de Partie" "Sep 2024
  – Present" and "Line Cook (casual)" "Oct 2023 – Aug 2024" at one restaurant, "Breakfast Cook (weekends)"
  "Oct 2023 – Mar 2024" overlapping it, "Cook (seasonal)" at a ski lodge "Jun 2023 – Sep 2023", "Apprentice
  Chef" "Feb 2020 – Feb 2023", "Kitchen Hand (casual)" "2017 – 2020"; the March–May 2023 gap is not
  explained; EDUCATION: "Certificate IV in Kitchen Management (SIT40521)" "Jul 2025 – present" with
  "Part-time evening study", "Certificate III in Commercial Cookery (SIT30816)" "2020 – 2022" with
  "Completed as part of my apprenticeship", both at "The Gordon, Geelong VIC", and "Victorian Certificate
  of Education (VCE)" "2019"). pdftotext prints the sidebar and the main column interleaved. A chef de
  partie in Geelong, Victoria, Australia.

Decisions for this batch (documented here because the documents leave them to the reader):
- Several roles at one employer are separate work entries, each with the employer's name and location
  and its own dates (every resume here). Part-time, weekend, casual, seasonal and temporary jobs, a
  Christmas temp job, a harvest season, a ski season, a college co-op placement, an installer's helper
  job and an apprenticeship are work entries; overlapping jobs are entries in printed order. A job under
  "OTHER EXPERIENCE" (ae4) is a work entry like those under "DRIVING EXPERIENCE". A temp assignment
  through a staffing agency has the agency as its employer (ae1's "Lone Star Staffing Partners"); the
  client office named in its bullet is not the employer. A gap is nothing in the truth.
- Not work entries: ae4's "SAFETY RECORD & AWARDS", ae6's AVAILABILITY, ae3's ADDITIONAL INFORMATION
  (volunteering at a food bank included), an objective or profile, references. ae5's bullet "Level 2
  in-school training completed at Durham College (Feb–Apr 2025)" under the apprentice job is part of that
  job, not an education entry.
- A title's own parenthesis, dash or slash is part of the position ("Receptionist (temporary
  assignment)", "Certified Nursing Assistant (Night Shift)", "Home Health Aide (part-time, weekends)",
  "Christmas Temp – Customer Assistant", "Warehouse Associate / Forklift Operator", "Harvest Truck Driver
  (seasonal)", "HVAC Apprentice (313A)", "Breakfast Cook (weekends)"). Work locations as printed
  ("Meadowhall, Sheffield", "Rotherham", "Mount Buller VIC", "Geelong VIC").
- Dates: "Present" and "present" make a job or programme current. "Summers 2018 – 2019" runs from June
  2018 to August 2019 (as "Summers 2007–2009" in batch 26); "2018 - 2020" and "2017 – 2020" keep years only;
  "Sept" is September. ae2's "Completed 04/2022" ends in 2022-04 with date_text "04/2022": "Completed" is
  a label, as "Graduated:" is in batch 28. A programme "Jul 2025 – present" (ae6's Certificate IV) is
  current from 2025-07 with no end date.
- Education:
  - A degree that was started and not finished is an education entry with its printed study_type, area,
    institution and dates, not current and with no score: "BA (Hons) Business and Management" "2017 –
    2018" (the note "Completed the first year (120 credits) before leaving …" is not part of anything) and
    "Bachelor of Engineering, Mechanical Engineering (not completed)" (study_type "Bachelor of
    Engineering", area "Mechanical Engineering"; "(not completed)" is a status note like "(in progress)").
    Coursework printed without a degree ("General Studies coursework (15 credit hours)") has an area and
    no study_type, as r4's and w6's did.
  - Certificates and programmes: "Certificate, Medical Office Administration" is "Certificate" / "Medical
    Office Administration"; "Nursing Assistant Certificate (120 clock hours)" is "Certificate" / "Nursing
    Assistant" (area first, as batch 28's "Full-Stack Web Development Diploma"; the hours are a remark);
    "Certificate of Completion, Professional Truck Driving (160 clock hours)" is "Certificate of
    Completion" / "Professional Truck Driving"; "Level 3 Apprenticeship in Retail Team Leadership" is
    "Level 3 Apprenticeship" / "Retail Team Leadership" (as "Level 3 Diploma in Adult Care" in batch 19);
    "Ontario College Diploma — Heating, Refrigeration and Air Conditioning Technician" is "Ontario College
    Diploma" with that area; "Certificate IV in Kitchen Management (SIT40521)" and "Certificate III in
    Commercial Cookery (SIT30816)" are "Certificate IV" / "Kitchen Management" and "Certificate III" /
    "Commercial Cookery", the code left out (batch 19).
  - School leaving qualifications have no area: "High School Diploma", "GED", "Ontario Secondary School
    Diploma (OSSD)", "Victorian Certificate of Education (VCE)", "A Levels", "GCSEs"; A-level and GCSE
    subject grades are not one score (batch 19).
  - The score is the printed grade without its label: "3.6" ("GPA 3.6" on ae1's school line), "3.6/4.0"
    (ae5), "Distinction" (the first word of ae3's apprenticeship note); a Dean's Honour List is not a
    score. The institution drops the city or town after " — " or ", " ("Austin Community College — Austin,
    TX", "Sheffield Hallam University, Sheffield", "The Gordon, Geelong VIC").
- Certificates and licences: a driving licence listed under licences or certifications is a certificate
  (ae4's CDL-A; ae5's "Class G driver's licence, clean abstract" is "Class G driver’s licence"); one
  mentioned under ADDITIONAL INFORMATION (ae3) or AVAILABILITY (ae6) is not. Names drop the state after a
  dash, the issuer, a licence, certificate or card number, a year, "issued …", "exp." or "valid to/until"
  dates, a training-hours remark ("- 75 hour training"), ", clean abstract" and the endorsements line under
  the CDL; they keep an abbreviation, code or standard in parentheses ("(CDL-A)", "(CPR/AED)", "(HHA)",
  "(OSHA 1910.178)", "(G3)", "(ODP)", "(RSA)", "(HLTAID011)"). "WHMIS 2015 (2025)" is "WHMIS 2015" (the
  year in parentheses is when it was taken, "2015" is part of the name).
- basics.name: a name printed in capitals is written as a name is ("MARIE-ANGE JOSEPH" is "Marie-Ange
  Joseph", "RHONDA M. TIBBETTS" is "Rhonda M. Tibbetts", middle initial kept); ae6's "TB" monogram is not
  the name. ae2 prints no label (its Objective is not one), so its truth has none; the others' labels are
  the line under the name, whole. Basics location is the city (and state, province or territory where
  printed with it) without a ZIP code or postcode: "Rotherham S65 2JG" is city "Rotherham"; "Geelong VIC
  3220" is "Geelong", "VIC"; no country is printed, so there is no country_code. ae3's Google redirect is
  read as the LinkedIn address it carries.
- Skills are the listed items as printed, a group's label left out (ae4's "Equipment", "Systems",
  "Other"; ae5's "Equipment:", "Tools:", "Other:"); " | " and " • " separate items; ae6's skill bars are
  not text. Spoken languages with their fluency as printed ("fluent (speak, read and write)", "Native");
  Auslan counts as a language, as American Sign Language did in batch 16. ae3 lists no languages.
- Text as printed: pandoc's smart punctuation turns ae5's typed apostrophes into "’", so the truth has
  "Installer’s Helper" and "Class G driver’s licence"; ae2 keeps the ASCII hyphens typed in Notepad.

Truth conventions as in batches 5–29: date_text as printed, the work entry's location where printed,
spoken languages only, phones as printed. Phones are 555 numbers: (NXX) 555-01XX in the US and Canada,
"0412 555 317" in Australia and "07700 900555" in the UK (inside Ofcom's drama range); emails at
example.com. Every person, employer, street address, licence or certificate number, phone and email is
invented, and so are the high schools, sixth-form college, academies and training providers; the
community colleges, colleges and universities are real institutions, named as any resume names them.

Tools on the machine that wrote this batch (nothing had to be installed): python-docx, LibreOffice
(soffice), Chromium, pandoc 2.17 with pdflatex (texlive-latex-base, -recommended, lmodern), poppler-utils,
fonts-liberation, fonts-crosextra-carlito. docx_hyperlink and flat_skills are imported from
render_batch24.py, no_borders and table_geometry from render_batch20.py, grouped_jobs from
render_batch26.py and gdocs_link from render_batch27.py; pandoc_pdf is new here.
Run from this folder: python3 render_batch31.py
"""
import os
import shutil
import subprocess
import tempfile
from xml.sax.saxutils import escape

from holdout_render import (FILES, bottom_border, check_pages, chromium_pdf, dates, libreoffice_pdf, lo_page_count,
                            new_docx, oxml_element, pdf_pages, work_truth, write_text, write_truth)
from render_batch20 import no_borders, table_geometry
from render_batch24 import docx_hyperlink, flat_skills
from render_batch26 import grouped_jobs
from render_batch27 import gdocs_link


def linkedin(handle):
    return {"network": "LinkedIn", "url": "https://www.linkedin.com/in/" + handle}


# ---- ae1: dental front office coordinator (Texas), LibreOffice PDF of a DOCX --------------------------
AE1_PRACTICE = "Brushy Creek Family Dentistry"
AE1_JOBS = [
    ("Front Office Coordinator", AE1_PRACTICE, "Round Rock, TX", "Mar 2023 – Present", ("2023-03", None, True),
     ["Run the front desk of a four-dentist, 11-chair practice that sees 70–90 patients a day; train and schedule "
      "two receptionists.",
      "Verify dental benefits, send pre-authorizations and claims with X-ray attachments, and work the aging "
      "report; claims over 60 days dropped from 48 to 15.",
      "Present treatment plans and financing (CareCredit, in-house payment plans) and collect patient portions "
      "at checkout.",
      "Balance the day sheet and prepare the bank deposit; run the recall list and confirm appointments by text "
      "and phone in English and Spanish."]),
    ("Dental Receptionist", AE1_PRACTICE, "Round Rock, TX", "Aug 2021 – Feb 2023", ("2021-08", "2023-02"),
     ["Checked patients in and out, updated health histories and insurance in Dentrix, and answered a "
      "five-line phone.",
      "Filled same-day openings from the ASAP list and kept the hygiene schedule above 92% full."]),
    ("Receptionist (temporary assignment)", "Lone Star Staffing Partners", "Austin, TX", "Oct 2020 – Dec 2020",
     ("2020-10", "2020-12"),
     ["Covered the front desk of an orthodontic office during a staff leave: check-in, scheduling and payments."]),
    ("Patient Access Representative (part-time)", "Williamson Walk-In Clinic", "Cedar Park, TX",
     "Jan 2019 – Mar 2020", ("2019-01", "2020-03"),
     ["Registered walk-in patients, scanned IDs and insurance cards, collected copays and kept wait times posted."]),
    ("Sales Associate (part-time)", "Sundance Home & Apparel", "Round Rock, TX", "Jun 2017 – Jul 2019",
     ("2017-06", "2019-07"),
     ["Worked the register and fitting rooms, opened store credit accounts and closed the store as key holder "
      "in my last year."]),
]
AE1_SKILLS = ["Dentrix", "Eaglesoft", "Insurance verification", "Pre-authorizations and claims",
              "Treatment plan presentation", "Scheduling and recall", "CDT coding", "Payment posting",
              "Microsoft Word and Excel", "Typing 60 WPM"]
AE1_CERTS = [("BLS for Healthcare Providers (CPR/AED) – American Heart Association, exp. 11/2026",
              "BLS for Healthcare Providers (CPR/AED)"),
             ("HIPAA Privacy & Security Training – 2025", "HIPAA Privacy & Security Training")]


def ae1_dental_front_office_lo():
    from docx.enum.text import WD_TAB_ALIGNMENT
    from docx.shared import Inches, Pt, RGBColor

    plum = RGBColor(0x5B, 0x2A, 0x5E)
    document = new_docx(author="Kaitlyn Mercado", title="Kaitlyn Mercado Resume", page=(Inches(8.5), Inches(11)),
                        margins=(Inches(0.75), Inches(0.5)), font="Calibri", size=10, space_after=2)
    document.styles["List Bullet"].paragraph_format.space_after = Pt(0)
    right = Inches(8.5 - 1.5)

    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(0)
    r = p.add_run("Kaitlyn Mercado"); r.bold = True; r.font.size = Pt(24); r.font.color.rgb = plum
    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(2)
    r = p.add_run("Dental Front Office Coordinator | Bilingual English/Spanish"); r.font.size = Pt(12.5)
    p = document.add_paragraph("Round Rock, TX 78681  •  (512) 555-0164  •  kaitlyn.mercado@example.com")
    bottom_border(p, color="5B2A5E", size="12")

    def heading(text):
        q = document.add_paragraph()
        q.paragraph_format.space_before = Pt(7); q.paragraph_format.space_after = Pt(2)
        q.paragraph_format.keep_with_next = True
        r = q.add_run(text); r.bold = True; r.font.size = Pt(11.5); r.font.color.rgb = plum

    def tabbed(left, right_text, italic_line=None, before=3):
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

    heading("PROFESSIONAL SUMMARY")
    document.add_paragraph(
        "Friendly, organized dental front office coordinator with four years at the front desk of a busy family "
        "practice and earlier patient access experience at a walk-in clinic. Strong with dental insurance, "
        "Dentrix and keeping the schedule full. Fluent in Spanish, which about a third of our patients prefer.")

    heading("EXPERIENCE")
    for title, company, place, when, _, items in AE1_JOBS:
        tabbed(title, when, f"{company} — {place}")
        for item in items:
            document.add_paragraph(item, style="List Bullet")

    heading("EDUCATION")
    tabbed("Certificate, Medical Office Administration", "May 2019",
           "Austin Community College — Austin, TX  ·  GPA 3.6")
    tabbed("High School Diploma", "2017", "Kenney Fort High School — Round Rock, TX")

    heading("CERTIFICATIONS")
    for printed, _ in AE1_CERTS:
        document.add_paragraph(printed, style="List Bullet")

    heading("SKILLS")
    document.add_paragraph("  •  ".join(AE1_SKILLS))

    heading("LANGUAGES")
    document.add_paragraph("English – native  |  Spanish – fluent (speak, read and write)")

    name = "ae1-kaitlyn-mercado"
    libreoffice_pdf(document, name, pages=1)
    write_truth(name, {
        "basics": {"name": "Kaitlyn Mercado", "label": "Dental Front Office Coordinator | Bilingual English/Spanish",
                   "email": "kaitlyn.mercado@example.com", "phone": "(512) 555-0164",
                   "location": {"city": "Round Rock", "region": "TX"}},
        "work": work_truth(AE1_JOBS),
        "education": [
            {"institution": "Austin Community College", "study_type": "Certificate",
             "area": "Medical Office Administration", "score": "3.6",
             "dates": dates(None, "2019-05", text="May 2019")},
            {"institution": "Kenney Fort High School", "study_type": "High School Diploma",
             "dates": dates(None, "2017", text="2017")}],
        "skills": [{"name": s} for s in AE1_SKILLS],
        "certificates": [{"name": n} for _, n in AE1_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Spanish", "fluency": "fluent (speak, read and write)"}],
    })


# ---- ae2: certified nursing assistant (Florida), plain text typed in Notepad ----------------------------
AE2_NURSING_HOME = "Lakeview Terrace Rehabilitation & Nursing Center"
AE2_JOBS = [
    ("Certified Nursing Assistant (Night Shift)", AE2_NURSING_HOME, "Kissimmee, FL", "06/2022 - Present",
     ("2022-06", None, True),
     ["Care for 12-15 long-term and short-stay rehab residents a shift on a 40-bed unit",
      "Help residents with ADLs: bathing, dressing, toileting, feeding and repositioning every 2 hours",
      "Take and record vital signs, weights and intake/output in PointClickCare",
      "Safe transfers with Hoyer and sit-to-stand lifts, no resident falls on my assignments in 2024",
      "Orient new CNAs on night shift routines (preceptor since 2023)"]),
    ("Home Health Aide (part-time, weekends)", "Gentle Harbor Home Care", "Orlando, FL", "03/2023 - Present",
     ("2023-03", None, True),
     ["Personal care, meal prep, light housekeeping and medication reminders for 3 regular clients",
      "Companionship and redirection for a client with mid-stage Alzheimer's",
      "Report changes in condition to the RN case manager and document visits in the agency app"]),
    ("Dietary Aide", AE2_NURSING_HOME, "Kissimmee, FL", "09/2020 - 05/2022", ("2020-09", "2022-05"),
     ["Set up trays to each resident's diet order (mechanical soft, pureed, thickened liquids)",
      "Passed trays, recorded meal percentages and kept the kitchen to food safety standards"]),
    ("Cashier", "Sunrise Food Mart", "Kissimmee, FL", "2018 - 2020", ("2018", "2020"),
     ["Register, lottery and stocking; trusted to open the store on weekends"]),
]
AE2_SKILLS = ["Vital signs", "ADLs", "Hoyer lift and safe transfers", "Intake and output", "PointClickCare",
              "Fall prevention", "Dementia care", "Infection control", "Catheter and ostomy care",
              "Post-mortem care"]
AE2_CERTS = [("Certified Nursing Assistant - Florida Board of Nursing - Cert # CNA 311842 - Exp. 05/31/2027",
              "Certified Nursing Assistant"),
             ("BLS Provider (CPR/AED) - American Heart Association - Exp. 08/2026", "BLS Provider (CPR/AED)"),
             ("Home Health Aide (HHA) - 75 hour training - 2022", "Home Health Aide (HHA)"),
             ("Alzheimer's Disease and Related Disorders Training - 2023",
              "Alzheimer's Disease and Related Disorders Training")]


def ae2_cna_notepad_txt():
    lines = ["MARIE-ANGE JOSEPH",
             "Kissimmee, FL 34744",
             "Phone: (407) 555-0172",
             "Email: marieange.joseph@example.com",
             "",
             "OBJECTIVE",
             "Caring and dependable Certified Nursing Assistant with 3+ years in long term care and",
             "home health. Looking for a full time day shift CNA or patient care tech position in a",
             "hospital or rehab setting. I plan to start LPN school in the fall.",
             "",
             "LICENSE / CERTIFICATIONS"]
    lines += [f"* {printed}" for printed, _ in AE2_CERTS]
    lines += ["", "WORK EXPERIENCE"]
    for title, company, place, when, _, items in AE2_JOBS:
        lines += ["", f"{title:<52}{when}", f"{company} - {place}"] + [f"- {i}" for i in items]
    lines += ["",
              "EDUCATION",
              "Osceola Health Careers Institute - Kissimmee, FL",
              "Nursing Assistant Certificate (120 clock hours) - Completed 04/2022",
              "",
              "Osceola County Adult Education - Kissimmee, FL",
              "GED, 2018",
              "",
              "SKILLS",
              " | ".join(AE2_SKILLS[:5]),
              " | ".join(AE2_SKILLS[5:]),
              "",
              "LANGUAGES",
              "Haitian Creole - native",
              "English - fluent",
              "French - conversational",
              "",
              "REFERENCES",
              "Available upon request"]
    name = "ae2-marie-ange-joseph"
    write_text(name + ".txt", "\r\n".join(lines) + "\r\n")
    write_truth(name, {
        "basics": {"name": "Marie-Ange Joseph", "email": "marieange.joseph@example.com", "phone": "(407) 555-0172",
                   "location": {"city": "Kissimmee", "region": "FL"}},
        "work": work_truth(AE2_JOBS),
        "education": [
            {"institution": "Osceola Health Careers Institute", "study_type": "Certificate",
             "area": "Nursing Assistant", "dates": dates(None, "2022-04", text="04/2022")},
            {"institution": "Osceola County Adult Education", "study_type": "GED",
             "dates": dates(None, "2018", text="2018")}],
        "skills": [{"name": s} for s in AE2_SKILLS],
        "certificates": [{"name": n} for _, n in AE2_CERTS],
        "languages": [{"language": "Haitian Creole", "fluency": "native"}, {"language": "English", "fluency": "fluent"},
                      {"language": "French", "fluency": "conversational"}],
    })


# ---- ae3: retail assistant store manager (England), Google Docs "Web Page (.html)" export ----------------
AE3_SHOP = "Calder & Finch Homewares Ltd"
AE3_JOBS = [
    ("Assistant Store Manager", AE3_SHOP, "Rotherham", "April 2023 – Present", ("2023-04", None, True),
     ["Deputise for the store manager in a £2.4m store with a team of 19 full-time, part-time and seasonal "
      "colleagues; run the store on their days off and during holidays.",
      "Plan weekly rotas to the labour budget, cover absence and hold return-to-work and one-to-one meetings.",
      "Cash office, banking and till audits; known-loss audits scored green in all four 2024–25 visits.",
      "Led the Christmas 2024 peak: recruited and inducted eight temps, sales up 9% on the year."]),
    ("Store Supervisor", AE3_SHOP, "Rotherham", "September 2021 – March 2023", ("2021-09", "2023-03"),
     ["Opened and closed the store as key holder, ran deliveries and replenishment and set up promotional "
      "displays to head office plans.",
      "Handled customer complaints and refunds over the till limit."]),
    ("Sales Assistant (part-time)", AE3_SHOP, "Meadowhall, Sheffield", "October 2019 – August 2021",
     ("2019-10", "2021-08"),
     ["Tills, click & collect and the stockroom; Colleague of the Month twice in 2020."]),
    ("Christmas Temp – Customer Assistant", "Pennine Toys & Games", "Sheffield", "November 2018 – January 2019",
     ("2018-11", "2019-01"),
     ["Busiest tills in the centre over the peak; kept on for the January sale."]),
    ("Bar Staff (part-time)", "The Crown & Anchor", "Rotherham", "June 2017 – September 2019", ("2017-06", "2019-09"),
     ["Evening and weekend shifts behind the bar and on the floor, cellar changes and cashing up."]),
]
AE3_SKILLS = ["Team leadership & coaching", "Rota planning", "Cash office & banking", "Stock control & replenishment",
              "Visual merchandising", "Loss prevention", "Customer service & complaints",
              "Health & safety risk assessments", "Microsoft Excel & Outlook"]
AE3_CERTS = [("Emergency First Aid at Work – St John Ambulance, valid until 06/2027", "Emergency First Aid at Work"),
             ("Level 2 Award in Health and Safety in the Workplace – 2022",
              "Level 2 Award in Health and Safety in the Workplace")]


def ae3_retail_gdocs_html():
    ids = iter(["h.3n8vq2k0w6le", "h.q7m1z5xd0b9r", "h.f2y6tj8u4hkc", "h.0ld9e3pw7gxs", "h.w5c8rk1nq2av",
                "h.k9p0x4sb6mj3", "h.tz3a7n2e8qud", "h.g6h1m0vc5ry2", "h.u8d2w9fk3p1x", "h.b1s7q4lo0ezn",
                "h.m3x5c0ai9kt6", "h.y0r6g8ph2dwl", "h.e4j9n1vz7sbq", "h.p2k7u3xy5cfo",
                "h.v9a4d1qk6rwz", "h.i5o2t8ye0ljm", "h.n7w3s6cb1xpf", "h.r4g0u9mz2ahk"])

    def span(cls, text):
        return f'<span class="{cls}">{text}</span>'

    def para(cls, *spans):
        return f'<p class="{cls}">' + "".join(span(c, t) for c, t in spans) + "</p>"

    def h1(text):
        return f'<h1 class="c7" id="{next(ids)}">' + span("c11", escape(text)) + "</h1>"

    def bullets(items, lst="lst-kix_p4w8n2d6x1zq-0"):
        return (f'<ul class="c12 {lst} start">' +
                "".join(f'<li class="c4 li-bullet-0">{span("c1", escape(i))}</li>' for i in items) + "</ul>")

    body = [para("c9 title", ("c14", "Jade Ackroyd")),
            para("c9 subtitle", ("c15", "Assistant Store Manager")),
            '<p class="c10"><span class="c1">Rotherham S65 2JG &nbsp;• &nbsp;07700 900555 &nbsp;• &nbsp;</span>'
            '<span class="c6"><a class="c13" href="mailto:jade.ackroyd@example.com">jade.ackroyd@example.com</a>'
            '</span><span class="c1"> &nbsp;• &nbsp;</span><span class="c6"><a class="c13" href="'
            + gdocs_link("https://www.linkedin.com/in/jade-ackroyd") + '">linkedin.com/in/jade-ackroyd</a></span></p>',
            h1("PROFILE"),
            para("c3", ("c1", escape(
                "Retail assistant manager with six years on the shop floor, from part-time sales assistant to "
                "deputising for the store manager. I like a tidy, well-run store, a team that knows what good "
                "looks like and customers who come back. Completed a Level 3 retail team leader apprenticeship "
                "while working full time and now looking for my first store manager role in South Yorkshire."))),
            h1("EMPLOYMENT HISTORY")]
    for title, company, place, when, _, items in AE3_JOBS:
        body.append(f'<h2 class="c5" id="{next(ids)}">' + span("c8", escape(title)) + "</h2>")
        body.append(para("c2", ("c16", f"{escape(company)}, {escape(place)}"), ("c1", " &nbsp;| &nbsp;"),
                         ("c17", escape(when))))
        body.append(bullets(items))
    body.append(h1("EDUCATION & QUALIFICATIONS"))
    for degree, school, when, note in [
            ("Level 3 Apprenticeship in Retail Team Leadership", "Yorkshire Retail Skills Academy",
             "2022 – 2023", "Distinction. Apprenticeship completed through my employer, with end-point assessment "
                            "in November 2023."),
            ("BA (Hons) Business and Management", "Sheffield Hallam University, Sheffield", "2017 – 2018",
             "Completed the first year (120 credits) before leaving to work full time."),
            ("A Levels", "Wharncliffe Sixth Form College, Rotherham", "2015 – 2017",
             "Business (B), English Language (C), Psychology (C)"),
            ("GCSEs", "Broom Valley Academy, Rotherham", "2015",
             "9 GCSEs at grades 9–4, including Maths (6) and English Language (5)")]:
        body.append(f'<h2 class="c5" id="{next(ids)}">' + span("c8", escape(degree)) + "</h2>")
        body.append(para("c2", ("c16", escape(school)), ("c1", " &nbsp;| &nbsp;"), ("c17", escape(when))))
        body.append(para("c3", ("c1", escape(note))))
    body.append(h1("SKILLS"))
    body.append(bullets(AE3_SKILLS, lst="lst-kix_7s1c9f3m5v0h-0"))
    body.append(h1("CERTIFICATES & TRAINING"))
    body.append(bullets([printed for printed, _ in AE3_CERTS], lst="lst-kix_2e6u0r8k4y7a-0"))
    body.append(h1("ADDITIONAL INFORMATION"))
    body.append(para("c3", ("c1", "Full UK driving licence and own car. Interests: parkrun (Clifton Park most "
                                  "Saturdays), baking and volunteering at the Rotherham food bank.")))
    body.append(para("c3", ("c1", "References available on request.")))
    html = ('<html><head><meta content="text/html; charset=UTF-8" http-equiv="content-type"><style type="text/css">'
            '@import url(https://themes.googleusercontent.com/fonts/css?kit=toadOcfmlt9b38dHJxOBGNbgJbUMRSVq5S0yOa_hL1E);'
            'ul.lst-kix_p4w8n2d6x1zq-0{list-style-type:none}ul.lst-kix_7s1c9f3m5v0h-0{list-style-type:none}'
            'ul.lst-kix_2e6u0r8k4y7a-0{list-style-type:none}'
            '.lst-kix_p4w8n2d6x1zq-0>li:before{content:"\\0025cf   "}'
            '.lst-kix_7s1c9f3m5v0h-0>li:before{content:"\\0025cf   "}'
            '.lst-kix_2e6u0r8k4y7a-0>li:before{content:"\\0025cf   "}'
            'li.li-bullet-0:before{margin-left:-18pt;white-space:nowrap;display:inline-block;min-width:18pt}'
            'ol{margin:0;padding:0}table td,table th{padding:0}'
            '.c1{color:#000000;font-weight:400;text-decoration:none;vertical-align:baseline;font-size:10pt;'
            'font-family:"Lato";font-style:normal}'
            '.c2{padding-top:0pt;padding-bottom:2pt;line-height:1.15;orphans:2;widows:2;text-align:left}'
            '.c3{padding-top:2pt;padding-bottom:0pt;line-height:1.15;orphans:2;widows:2;text-align:left}'
            '.c4{margin-left:36pt;padding-top:0pt;padding-left:0pt;padding-bottom:0pt;line-height:1.15;orphans:2;'
            'widows:2;text-align:left}'
            '.c5{padding-top:10pt;padding-bottom:0pt;line-height:1.15;page-break-after:avoid;orphans:2;widows:2;'
            'text-align:left}'
            '.c6{color:#1155cc;text-decoration:underline;font-size:10pt;font-family:"Lato"}'
            '.c7{padding-top:18pt;padding-bottom:4pt;line-height:1.15;page-break-after:avoid;orphans:2;widows:2;'
            'text-align:left}'
            '.c8{color:#000000;font-weight:700;text-decoration:none;vertical-align:baseline;font-size:11pt;'
            'font-family:"Lato";font-style:normal}'
            '.c9{padding-top:0pt;padding-bottom:0pt;line-height:1.0;page-break-after:avoid;orphans:2;widows:2;'
            'text-align:left}'
            '.c10{padding-top:8pt;padding-bottom:0pt;line-height:1.15;orphans:2;widows:2;text-align:left}'
            '.c11{color:#ff5e0e;font-weight:700;text-decoration:none;vertical-align:baseline;font-size:11pt;'
            'font-family:"Lato";font-style:normal}'
            '.c12{padding:0;margin:0}'
            '.c13{color:inherit;text-decoration:inherit}'
            '.c14{color:#000000;font-weight:700;text-decoration:none;vertical-align:baseline;font-size:28pt;'
            'font-family:"Raleway";font-style:normal}'
            '.c15{color:#ff5e0e;font-weight:400;text-decoration:none;vertical-align:baseline;font-size:13pt;'
            'font-family:"Lato";font-style:normal}'
            '.c16{color:#666666;font-weight:700;font-size:10pt;font-family:"Lato"}'
            '.c17{color:#666666;font-weight:400;font-size:10pt;font-family:"Lato";font-style:italic}'
            '.c18{background-color:#ffffff;max-width:468pt;padding:72pt 72pt 72pt 72pt}'
            '.title{padding-top:0pt;color:#000000;font-weight:700;font-size:28pt;padding-bottom:0pt;'
            'font-family:"Raleway";line-height:1.0;page-break-after:avoid;orphans:2;widows:2;text-align:left}'
            '.subtitle{padding-top:4pt;color:#ff5e0e;font-size:13pt;padding-bottom:0pt;font-family:"Lato";'
            'line-height:1.0;page-break-after:avoid;orphans:2;widows:2;text-align:left}'
            'li{color:#000000;font-size:10pt;font-family:"Lato"}p{margin:0;color:#000000;font-size:10pt;'
            'font-family:"Lato"}'
            'h1{padding-top:18pt;color:#ff5e0e;font-weight:700;font-size:11pt;padding-bottom:4pt;font-family:"Lato";'
            'line-height:1.15;page-break-after:avoid;orphans:2;widows:2;text-align:left}'
            'h2{padding-top:10pt;color:#000000;font-weight:700;font-size:11pt;padding-bottom:0pt;font-family:"Lato";'
            'line-height:1.15;page-break-after:avoid;orphans:2;widows:2;text-align:left}'
            '</style></head><body class="c18 doc-content">' + "".join(body) + '</body></html>')
    name = "ae3-jade-ackroyd"
    write_text(name + ".html", html)
    write_truth(name, {
        "basics": {"name": "Jade Ackroyd", "label": "Assistant Store Manager", "email": "jade.ackroyd@example.com",
                   "phone": "07700 900555", "location": {"city": "Rotherham"},
                   "profiles": [linkedin("jade-ackroyd")]},
        "work": work_truth(AE3_JOBS),
        "education": [
            {"institution": "Yorkshire Retail Skills Academy", "study_type": "Level 3 Apprenticeship",
             "area": "Retail Team Leadership", "score": "Distinction",
             "dates": dates("2022", "2023", text="2022 – 2023")},
            {"institution": "Sheffield Hallam University", "study_type": "BA (Hons)", "area": "Business and Management",
             "dates": dates("2017", "2018", text="2017 – 2018")},
            {"institution": "Wharncliffe Sixth Form College", "study_type": "A Levels",
             "dates": dates("2015", "2017", text="2015 – 2017")},
            {"institution": "Broom Valley Academy", "study_type": "GCSEs", "dates": dates(None, "2015", text="2015")}],
        "skills": [{"name": s} for s in AE3_SKILLS],
        "certificates": [{"name": n} for _, n in AE3_CERTS],
    })


# ---- ae4: CDL Class A driver (Texas), DOCX kept as the Word file ----------------------------------------
AE4_DRIVING = [
    ("Regional Flatbed Driver", "Red Mesa Freight Lines, Inc.", "Abilene, TX", "February 2022 – Present",
     ("2022-02", None, True),
     ["Haul steel, pipe, lumber and building materials on 48' flatbeds and step decks across TX, OK, NM and LA; "
      "home every weekend.",
      "Secure loads with chains, straps and tarps to FMCSA cargo securement rules; no cargo claims in four years.",
      "Average 2,300 miles a week with 98% on-time delivery; Driver of the Quarter, Q3 2024."]),
    ("OTR Solo Driver", "Cross Plains Transport LLC", "Lubbock, TX", "April 2020 – December 2021",
     ("2020-04", "2021-12"),
     ["53' dry van and reefer freight in the lower 48, out 3 weeks at a time; hazmat loads (Class 3 and 8) "
      "with placards and shipping papers."]),
    ("OTR Team Driver", "Cross Plains Transport LLC", "Lubbock, TX", "August 2019 – March 2020",
     ("2019-08", "2020-03"),
     ["Team runs coast to coast with a driver-trainer, then as lead driver; 5,000+ miles a week."]),
    ("Harvest Truck Driver (seasonal)", "Double K Custom Harvesting", "Baird, TX", "May 2019 – July 2019",
     ("2019-05", "2019-07"),
     ["Hauled wheat from the field to elevators in a tandem grain truck and a hopper-bottom trailer."]),
]
AE4_OTHER = [
    ("Warehouse Associate / Forklift Operator", "Big Country Distribution Center", "Abilene, TX",
     "March 2016 – April 2019", ("2016-03", "2019-04"),
     ["Loaded and unloaded trailers, picked orders with an RF scanner and ran sit-down and reach forklifts."]),
]
AE4_SKILLS = [("Equipment", ["Flatbed and step deck", "53' dry van", "Reefer", "Tandem grain truck",
                             "Manual 10- and 13-speed transmissions"]),
              ("Systems", ["Samsara ELD", "Omnitracs", "Rand McNally TND", "Trucker Path"]),
              ("Other", ["Pre-trip and post-trip inspections", "Cargo securement", "Hours of service", "Trip planning",
                         "Backing and docking", "Forklift and pallet jack"])]
AE4_CERTS = [("Class A Commercial Driver's License (CDL-A) – Texas, Lic. #41877260",
              "Class A Commercial Driver's License (CDL-A)",
              "Endorsements: H (Hazmat), N (Tank), T (Doubles/Triples) · No restrictions · Exp. 09/2028"),
             ("DOT Medical Examiner's Certificate – exp. 04/2027", "DOT Medical Examiner's Certificate", None),
             ("TWIC Card – exp. 06/2029", "TWIC Card", None),
             ("Forklift Operator Certification (OSHA 1910.178) – 2016",
              "Forklift Operator Certification (OSHA 1910.178)", None)]


def ae4_cdl_driver_docx():
    from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_TAB_ALIGNMENT
    from docx.shared import Inches, Pt, RGBColor

    navy = RGBColor(0x1F, 0x2A, 0x44)
    document = new_docx(author="Rhonda Tibbetts", title="Resume", page=(Inches(8.5), Inches(11)),
                        margins=(Inches(0.75), Inches(0.6)), font="Arial", size=10, space_after=2)
    document.styles["List Bullet"].paragraph_format.space_after = Pt(0)
    right = Inches(8.5 - 1.5)

    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER; p.paragraph_format.space_after = Pt(0)
    r = p.add_run("RHONDA M. TIBBETTS"); r.bold = True; r.font.size = Pt(20); r.font.color.rgb = navy
    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER; p.paragraph_format.space_after = Pt(1)
    r = p.add_run("Class A CDL Driver | Flatbed, Tanker & Hazmat"); r.font.size = Pt(11.5); r.bold = True
    p = document.add_paragraph("Abilene, TX 79605  |  (325) 555-0148  |  ")
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    docx_hyperlink(p, "mailto:rhonda.tibbetts@example.com", "rhonda.tibbetts@example.com")

    def heading(text):
        q = document.add_paragraph()
        q.paragraph_format.space_before = Pt(8); q.paragraph_format.space_after = Pt(3)
        q.paragraph_format.keep_with_next = True
        r = q.add_run(text); r.bold = True; r.font.size = Pt(11); r.font.color.rgb = navy
        bottom_border(q, color="1F2A44", size="8")

    def job(title, company, place, when, items):
        q = document.add_paragraph()
        q.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
        q.paragraph_format.space_before = Pt(4); q.paragraph_format.space_after = Pt(0)
        q.paragraph_format.keep_with_next = True
        q.add_run(title).bold = True
        q.add_run("\t" + when).bold = True
        q = document.add_paragraph(); q.paragraph_format.keep_with_next = True; q.paragraph_format.space_after = Pt(1)
        q.add_run(f"{company}, {place}").italic = True
        for item in items:
            document.add_paragraph(item, style="List Bullet")

    heading("SUMMARY")
    document.add_paragraph(
        "Safety-first Class A CDL driver with over six years and 640,000 miles of OTR and regional experience in "
        "flatbed, dry van and reefer, with hazmat and tanker endorsements. Clean MVR, zero preventable accidents "
        "and a clean PSP. Looking for a regional or dedicated tanker position with home time every week.")

    heading("LICENSES & CERTIFICATIONS")
    for printed, _, detail in AE4_CERTS:
        q = document.add_paragraph(printed, style="List Bullet")
        if detail:
            q.add_run("\n" + detail)

    heading("DRIVING EXPERIENCE")
    for title, company, place, when, _, items in AE4_DRIVING:
        job(title, company, place, when, items)

    heading("OTHER EXPERIENCE")
    for title, company, place, when, _, items in AE4_OTHER:
        job(title, company, place, when, items)

    heading("EDUCATION & TRAINING")
    for left, when, school in [
            ("Certificate of Completion, Professional Truck Driving (160 clock hours)", "May 2019",
             "West Texas Truck Driving Academy, Abilene, TX"),
            ("General Studies coursework (15 credit hours)", "2014 – 2015", "Cisco College, Abilene, TX"),
            ("High School Diploma", "2014", "Lytle Lake High School, Abilene, TX")]:
        q = document.add_paragraph()
        q.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
        q.paragraph_format.space_after = Pt(0); q.paragraph_format.space_before = Pt(3)
        q.add_run(left).bold = True
        q.add_run("\t" + when)
        q = document.add_paragraph(); q.add_run(school).italic = True

    heading("SKILLS")
    table = document.add_table(rows=1, cols=3)
    no_borders(table)
    table_geometry(table, [3360, 3360, 3360])
    table.rows[0]._tr.get_or_add_trPr().append(oxml_element("w:cantSplit"))
    for cell, (label, items) in zip(table.rows[0].cells, AE4_SKILLS):
        q = cell.paragraphs[0]; q.add_run(label).bold = True
        for item in items:
            cell.add_paragraph(item, style="List Bullet")

    heading("SAFETY RECORD & AWARDS")
    for item in ["Zero preventable accidents and zero DOT violations since 2019",
                 "Red Mesa Freight Lines Driver of the Quarter (Q3 2024) and 500,000 Safe Miles award (2025)"]:
        document.add_paragraph(item, style="List Bullet")

    heading("LANGUAGES")
    document.add_paragraph("English (native); Spanish (basic)")

    name = "ae4-rhonda-tibbetts"
    path = os.path.join(FILES, name + ".docx")
    document.save(path)
    check_pages(name, lo_page_count(path, name), 2)
    write_truth(name, {
        "basics": {"name": "Rhonda M. Tibbetts", "label": "Class A CDL Driver | Flatbed, Tanker & Hazmat",
                   "email": "rhonda.tibbetts@example.com", "phone": "(325) 555-0148",
                   "location": {"city": "Abilene", "region": "TX"}},
        "work": work_truth(AE4_DRIVING + AE4_OTHER),
        "education": [
            {"institution": "West Texas Truck Driving Academy", "study_type": "Certificate of Completion",
             "area": "Professional Truck Driving", "dates": dates(None, "2019-05", text="May 2019")},
            {"institution": "Cisco College", "area": "General Studies",
             "dates": dates("2014", "2015", text="2014 – 2015")},
            {"institution": "Lytle Lake High School", "study_type": "High School Diploma",
             "dates": dates(None, "2014", text="2014")}],
        "skills": flat_skills(AE4_SKILLS),
        "certificates": [{"name": n} for _, n, _ in AE4_CERTS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Spanish", "fluency": "basic"}],
    })


# ---- ae5: HVAC/R apprentice (Ontario), pandoc Markdown → PDF with pdflatex -------------------------------
AE5_COMPANY = "Durham Comfort Heating & Cooling Ltd."
AE5_EMPLOYERS = [
    (AE5_COMPANY, "Oshawa, ON", [
        ("HVAC Apprentice (313A)", "May 2024 – Present", ("2024-05", None, True),
         ["Service, maintenance and replacement calls on gas furnaces, A/C, heat pumps and ductless mini-splits "
          "with a licensed 313A mechanic, 6–8 calls a day.",
          "Install and start up new equipment: line sets, brazing with nitrogen, pressure testing, evacuation to "
          "500 microns and charging.",
          "Complete service reports and quotes in ServiceTitan; rated 4.9/5 by customers on 120+ reviews.",
          "Level 2 in-school training completed at Durham College (Feb–Apr 2025)."]),
        ("Installer's Helper", "Sept 2023 – Apr 2024", ("2023-09", "2024-04"),
         ["Helped install furnaces, A/C units, HRVs and ductwork in new homes and retrofits; loaded trucks and "
          "kept the van stock up."]),
    ]),
    ("Lakeridge Mechanical Inc.", "Whitby, ON", [
        ("HVAC Co-op Student", "Jan 2023 – Apr 2023", ("2023-01", "2023-04"),
         ["College co-op placement (420 hours) on commercial rooftop unit maintenance: filters, belts, "
          "coil cleaning and economizer checks."]),
    ]),
    ("Northline Building Supply", "Pickering, ON", [
        ("Warehouse Associate (part-time)", "Jun 2020 – Aug 2023", ("2020-06", "2023-08"),
         ["Evenings and weekends through school: picked and loaded contractor orders, drove the yard forklift and "
          "helped customers at the contractor desk."]),
    ]),
    ("GreenEdge Landscaping", "Courtice, ON", [
        ("Landscape Labourer (seasonal)", "Summers 2018 – 2019", ("2018-06", "2019-08"),
         ["Interlock, sod and planting crews; ran the plate tamper and mini skid steer."]),
    ]),
]
AE5_JOBS = grouped_jobs(AE5_EMPLOYERS)
AE5_CERTS = [("Gas Technician 3 (G3) – TSSA, Cert. No. 000347812 (2023)", "Gas Technician 3 (G3)"),
             ("Ozone Depletion Prevention (ODP) card – HRAI (2022)", "Ozone Depletion Prevention (ODP) card"),
             ("Working at Heights – valid to 05/2027", "Working at Heights"),
             ("WHMIS 2015 (2025)", "WHMIS 2015"),
             ("Standard First Aid with CPR Level C – Canadian Red Cross, exp. 03/2027",
              "Standard First Aid with CPR Level C"),
             ("Class G driver's licence, clean abstract", "Class G driver's licence")]
AE5_SKILLS = [("Equipment", ["Gas furnaces", "Split A/C and heat pumps", "Ductless mini-splits", "HRV/ERV",
                             "Rooftop units"]),
              ("Tools", ["Recovery machine", "Vacuum pump and micron gauge", "Digital manifold",
                         "Combustion analyzer", "Oxy-acetylene brazing"]),
              ("Other", ["Reading wiring diagrams", "Heat loss/heat gain basics", "ServiceTitan",
                         "Customer service"])]


def pandoc_pdf(markdown, name, pages, options=()):
    """Converts Markdown with pandoc to a PDF (its default LaTeX template and engine, pdflatex, as `pandoc
    resume.md -o resume.pdf` does) in a temp folder, checks its page count and copies it to FILES/name.pdf."""
    with tempfile.TemporaryDirectory() as tmp:
        source, out = os.path.join(tmp, name + ".md"), os.path.join(tmp, name + ".pdf")
        with open(source, "w", encoding="utf-8") as f:
            f.write(markdown)
        run = subprocess.run(["pandoc", source, "-o", out, *options], capture_output=True, text=True, cwd=tmp,
                             timeout=600)
        if run.returncode != 0:
            raise SystemExit(f"pandoc failed for {name}:\n{run.stderr[-3000:]}")
        if run.stderr.strip():
            print(f"{name}: {run.stderr.strip()[:1000]}")
        check_pages(name, pdf_pages(out), pages)
        shutil.copy(out, os.path.join(FILES, name + ".pdf"))


def ae5_hvac_apprentice_pandoc():
    experience = ""
    for company, place, roles in AE5_EMPLOYERS:
        for title, when, _, items in roles:
            experience += (f"### {title}\n\n{company} — {place}  \n*{when}*\n\n"
                           + "".join(f"- {i}\n" for i in items) + "\n")
    markdown = """---
geometry: margin=0.75in
fontsize: 10pt
papersize: letter
pagestyle: empty
---

# Dylan Ferreira

**Refrigeration & Air Conditioning Apprentice (313A)**

Oshawa, ON · (905) 555-0186 · [dylan.ferreira@example.com](mailto:dylan.ferreira@example.com)

## Summary

Second-period 313A apprentice registered with Skilled Trades Ontario, with a college HVAC diploma, a G3
gas ticket and two years in the field on residential service and installs. Reliable, careful with
customers' homes and keen to keep learning toward my G2 and my Certificate of Qualification.

## Experience

""" + experience + """## Education

### Ontario College Diploma — Heating, Refrigeration and Air Conditioning Technician

Durham College — Oshawa, ON  
Sept 2021 – Apr 2023 · GPA 3.6/4.0 · Dean's Honour List

### Bachelor of Engineering, Mechanical Engineering (not completed)

Ontario Tech University — Oshawa, ON  
Sept 2020 – Apr 2021 · Completed first year, then moved to the skilled trades

### Ontario Secondary School Diploma (OSSD)

Glen Stewart Secondary School — Oshawa, ON · June 2020

## Certifications & Tickets

""" + "".join(f"- {printed}\n" for printed, _ in AE5_CERTS) + """
## Skills

""" + "".join(f"- **{label}:** {', '.join(items)}\n" for label, items in AE5_SKILLS) + """
## Languages

English (native), Portuguese (conversational)
"""
    name = "ae5-dylan-ferreira"
    pandoc_pdf(markdown, name, pages=2)

    def smart(text):  # pandoc's smart punctuation prints a typed apostrophe as ’
        return text.replace("'", "’")
    write_truth(name, {
        "basics": {"name": "Dylan Ferreira", "label": "Refrigeration & Air Conditioning Apprentice (313A)",
                   "email": "dylan.ferreira@example.com", "phone": "(905) 555-0186",
                   "location": {"city": "Oshawa", "region": "ON"}},
        "work": work_truth([(smart(title), *rest) for title, *rest in AE5_JOBS]),
        "education": [
            {"institution": "Durham College", "study_type": "Ontario College Diploma",
             "area": "Heating, Refrigeration and Air Conditioning Technician", "score": "3.6/4.0",
             "dates": dates("2021-09", "2023-04", text="Sept 2021 – Apr 2023")},
            {"institution": "Ontario Tech University", "study_type": "Bachelor of Engineering",
             "area": "Mechanical Engineering", "dates": dates("2020-09", "2021-04", text="Sept 2020 – Apr 2021")},
            {"institution": "Glen Stewart Secondary School", "study_type": "Ontario Secondary School Diploma (OSSD)",
             "dates": dates(None, "2020-06", text="June 2020")}],
        "skills": flat_skills(AE5_SKILLS),
        "certificates": [{"name": smart(n)} for _, n in AE5_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Portuguese", "fluency": "conversational"}],
    })


# ---- ae6: line cook / chef de partie (Victoria, Australia), resume builder two-column PDF (Chromium) ------
AE6_RESTAURANT = "Saltbush Kitchen & Bar"
AE6_JOBS = [
    ("Chef de Partie", AE6_RESTAURANT, "Geelong VIC", "Sep 2024 – Present", ("2024-09", None, True),
     ["Run the grill and larder sections of a 140-seat waterfront restaurant, up to 320 covers on a Saturday.",
      "Write the section prep lists and order meat and seafood for the section; food cost on the grill kept "
      "under 31%.",
      "Train apprentices and casual cooks on the section and on allergen procedures."]),
    ("Line Cook (casual)", AE6_RESTAURANT, "Geelong VIC", "Oct 2023 – Aug 2024", ("2023-10", "2024-08"),
     ["Fry, pans and pass during dinner service; moved to full time and promoted after ten months."]),
    ("Breakfast Cook (weekends)", "Little Malop Café", "Geelong VIC", "Oct 2023 – Mar 2024", ("2023-10", "2024-03"),
     ["Saturday and Sunday breakfast service on my own: eggs, hollandaise, hash and 150+ plates a morning."]),
    ("Cook (seasonal)", "Snowgum Lodge", "Mount Buller VIC", "Jun 2023 – Sep 2023", ("2023-06", "2023-09"),
     ["Ski-season cook at an 80-bed lodge: buffet breakfasts, staff meals and a three-course set dinner."]),
    ("Apprentice Chef", "Corio Quay Bistro", "Geelong VIC", "Feb 2020 – Feb 2023", ("2020-02", "2023-02"),
     ["Four-year apprenticeship completed in three: rotated through larder, pastry, sauce and grill.",
      "Kept the bistro's food safety program records for council inspections (5-star rating 2022)."]),
    ("Kitchen Hand (casual)", "Bellarine Woodfire Pizza", "Drysdale VIC", "2017 – 2020", ("2017", "2020"),
     ["Dishes, prep and pizza bases after school and on weekends."]),
]
AE6_SKILLS = ["Grill and pans", "Larder and cold prep", "Mise en place", "Sauces and stocks",
              "Fish and meat butchery", "Allergen management", "Stock rotation (FIFO)", "Ordering and receiving",
              "HACCP food safety records", "Training apprentices"]
AE6_CERTS = [("Food Safety Supervisor Certificate – issued 03/2024", "Food Safety Supervisor Certificate"),
             ("Responsible Service of Alcohol (RSA) – Liquor Control Victoria, 2021",
              "Responsible Service of Alcohol (RSA)"),
             ("Provide First Aid (HLTAID011) – 2025", "Provide First Aid (HLTAID011)")]


def ae6_line_cook_builder_chromium():
    jobs = "".join(
        f'<div class="entry"><div class="row"><h3>{escape(t)}</h3><span class="when">{escape(w)}</span></div>'
        f'<div class="org">{escape(c)}, {escape(p)}</div>'
        f'<ul>{"".join(f"<li>{escape(i)}</li>" for i in items)}</ul></div>\n'
        for t, c, p, w, _, items in AE6_JOBS)
    skills = "".join(f'<li>{escape(s)}<span class="bar"><span style="width:{w}%"></span></span></li>'
                     for s, w in zip(AE6_SKILLS, [95, 90, 95, 85, 80, 90, 90, 75, 85, 80]))
    certs = "".join(f"<li>{escape(printed)}</li>" for printed, _ in AE6_CERTS)
    html = """<!DOCTYPE html>
<html lang="en-AU"><head><meta charset="utf-8"><title>Tayla Brereton - Resume</title>
<style>
@page { size: A4; margin: 0; }
* { box-sizing: border-box; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
html, body { margin: 0; }
body { font: 9.3pt/1.4 "Liberation Sans", Arial, sans-serif; color: #2d2d2d; }
.page { display: flex; min-height: 297mm; }
.side { width: 68mm; background: #23343b; color: #e9eef0; padding: 14mm 7mm 10mm 9mm; }
.main { flex: 1; padding: 13mm 11mm 10mm 10mm; }
.monogram { width: 22mm; height: 22mm; border-radius: 50%; border: 2px solid #e0a458; color: #e0a458;
            font: 700 18pt/22mm "Liberation Sans", sans-serif; text-align: center; margin: 0 auto 9mm; }
.side h2 { font-size: 9.5pt; letter-spacing: 2px; text-transform: uppercase; color: #e0a458;
           border-bottom: 1px solid #4b6470; padding-bottom: 3px; margin: 13px 0 7px; }
.side p { margin: 0 0 5px; }
.side ul { list-style: none; padding: 0; margin: 0; }
.side li { margin-bottom: 6px; }
.bar { display: block; height: 3px; background: #4b6470; margin-top: 2px; }
.bar span { display: block; height: 3px; background: #e0a458; }
.certs li { padding-left: 9px; position: relative; }
.certs li:before { content: ""; position: absolute; left: 0; top: 6px; width: 4px; height: 4px; background: #e0a458; }
h1 { font-size: 25pt; margin: 0; color: #23343b; letter-spacing: 1px; }
.label { font-size: 12pt; color: #b8782e; margin: 2px 0 12px; }
.main h2 { font-size: 11pt; letter-spacing: 2px; text-transform: uppercase; color: #23343b;
           border-bottom: 2px solid #e0a458; padding-bottom: 2px; margin: 14px 0 7px; }
.entry { margin-bottom: 8px; }
.row { display: flex; justify-content: space-between; align-items: baseline; gap: 6px; }
h3 { font-size: 10pt; margin: 0; color: #23343b; }
.when { font-size: 8.8pt; color: #777; white-space: nowrap; }
.org { color: #b8782e; font-weight: 700; font-size: 9pt; }
.main ul { margin: 2px 0 0; padding-left: 14px; }
.main li { margin-bottom: 1px; }
.note { color: #555; font-style: italic; }
</style></head>
<body><div class="page">
<aside class="side">
<div class="monogram">TB</div>
<h2>Contact</h2>
<p>Geelong VIC 3220</p>
<p>0412 555 317</p>
<p><a style="color:#e9eef0;text-decoration:none" href="mailto:tayla.brereton@example.com">tayla.brereton@example.com</a></p>
<h2>Skills</h2>
<ul>""" + skills + """</ul>
<h2>Certificates</h2>
<ul class="certs">""" + certs + """</ul>
<h2>Languages</h2>
<p>English — Native</p>
<p>Auslan — Basic</p>
<h2>Availability</h2>
<p>Full time, nights and weekends. Own car and full driver licence.</p>
</aside>
<main class="main">
<h1>Tayla Brereton</h1>
<div class="label">Chef de Partie / Line Cook</div>
<h2>Profile</h2>
<p>Qualified cook with six years in commercial kitchens, from kitchen hand to chef de partie, including a
ski season at Mount Buller. Calm on a busy pass, clean and organised, and serious about allergens and food
safety. Studying kitchen management part-time and looking for a sous chef pathway.</p>
<h2>Work Experience</h2>
""" + jobs + """<h2>Education</h2>
<div class="entry"><div class="row"><h3>Certificate IV in Kitchen Management (SIT40521)</h3>
<span class="when">Jul 2025 – present</span></div>
<div class="org">The Gordon, Geelong VIC</div><div class="note">Part-time evening study</div></div>
<div class="entry"><div class="row"><h3>Certificate III in Commercial Cookery (SIT30816)</h3>
<span class="when">2020 – 2022</span></div>
<div class="org">The Gordon, Geelong VIC</div><div class="note">Completed as part of my apprenticeship</div></div>
<div class="entry"><div class="row"><h3>Victorian Certificate of Education (VCE)</h3>
<span class="when">2019</span></div>
<div class="org">Bellarine Coast Secondary College, Drysdale VIC</div></div>
</main>
</div></body></html>
"""
    name = "ae6-tayla-brereton"
    chromium_pdf(html, name, pages=1)
    write_truth(name, {
        "basics": {"name": "Tayla Brereton", "label": "Chef de Partie / Line Cook",
                   "email": "tayla.brereton@example.com", "phone": "0412 555 317",
                   "location": {"city": "Geelong", "region": "VIC"}},
        "work": work_truth(AE6_JOBS),
        "education": [
            {"institution": "The Gordon", "study_type": "Certificate IV", "area": "Kitchen Management",
             "dates": dates("2025-07", None, current=True, text="Jul 2025 – present")},
            {"institution": "The Gordon", "study_type": "Certificate III", "area": "Commercial Cookery",
             "dates": dates("2020", "2022", text="2020 – 2022")},
            {"institution": "Bellarine Coast Secondary College",
             "study_type": "Victorian Certificate of Education (VCE)", "dates": dates(None, "2019", text="2019")}],
        "skills": [{"name": s} for s in AE6_SKILLS],
        "certificates": [{"name": n} for _, n in AE6_CERTS],
        "languages": [{"language": "English", "fluency": "Native"}, {"language": "Auslan", "fluency": "Basic"}],
    })


if __name__ == "__main__":
    ae1_dental_front_office_lo()
    ae2_cna_notepad_txt()
    ae3_retail_gdocs_html()
    ae4_cdl_driver_docx()
    ae5_hvac_apprentice_pandoc()
    ae6_line_cook_builder_chromium()
