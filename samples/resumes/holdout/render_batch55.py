#!/usr/bin/env python3
"""Renders the fifty-fifth held-out batch (bc1–bc6) into files/ and its truth into truth/.

Written without reading the parser (nor anything under /work/main/Sources, Tests, docs, Benchmarks, .build or
output, nor anything under /tmp or /var/tmp other than this batch's own scratch folder); no project binary (mm-*),
swift or git command was run. The only project files read were holdout_render.py in full, render_batch54.py in
full (for the conventions, the truth shape and the decisions it records), the docstring openings (first 40 lines
only) of render_batch45.py to render_batch53.py (for the occupations, countries and producers already used) and
three truth files: as1-deandre-whitfield.json (whole, for the shape of an hourly worker's truth), the opening
(basics and work) of bb4-catriona-doig.json and av1-shannon-macdougall.json (whole, for how a community college
diploma and a provincial high school diploma were written). files/ and truth/ were listed only to make sure no bc*
file existed. Nothing else in the project was read. The helpers job, docx_hyperlink, table_borders, cell_props and
fixed_widths are written for this batch; the rest comes from holdout_render.py. Scratch files (the LibreOffice
conversions and the Chromium profile and print) go to /var/tmp/bc55 (tempfile.tempdir and TMPDIR point there while
the script runs), removed at the end.

A recruiter's ordinary inbox on one day (Tuesday 17 November 2026) at a regional staffing firm: six applicants
for everyday jobs, in six countries, none in the occupations of batches 45–54 (their docstrings list, among others,
a forklift operator and warehouse lead, a personal support worker, a transit bus operator, a pharmacy assistant, a
hotel housekeeping supervisor, a security officer, a payroll specialist, a commercial electrician, a GP practice
manager, an apartment community manager, an IT service desk analyst, an automotive service advisor, a CNC setter,
a water treatment operator, a maintenance planner, a court clerk, a dental practice coordinator turned medical
biller, a plumber, an early childhood educator, a medical assistant, a recruitment consultant, a civil site
supervisor, a logistics coordinator, a hotel F&B outlet manager turned data analyst and a building inspector). Of
the brief's examples the dental assistant (a chairside clinical job, not batch 49's front-desk coordinator), the
line cook turned kitchen manager, the property maintenance technician (a hands-on tradesman, not batch 48's
community manager nor batch 49's industrial maintenance planner) and the bank teller were kept; the forklift
operator (batch 45's as1) and the payroll clerk (batch 48's payroll specialist) were replaced by an inbound
contact-centre customer service representative and a landscape crew leader. The six: a customer service
representative in Galway (Ireland), a dental assistant in Townsville, Queensland (Australia), a maintenance
technician in Saskatoon, Saskatchewan (Canada), a kitchen manager in Bristol (UK), a credit union teller in Spokane
Valley, Washington (US) and a landscape crew leader in Nelson (New Zealand). Each is sent the way such people
really send a resume:

- bc1 (DOCX, python-docx 1.2, kept as the Word file; Calibri 10 pt, A4, ONE page; the page count is checked on a
  throw-away LibreOffice PDF with Carlito for Calibri): a one-page Word TEMPLATE LAID OUT WITH TABLES: a one-cell
  table shaded dark teal holds the white name "Sorcha Glynn", the pale label "Customer Service Representative –
  Inbound Contact Centre" and a " | " contact line ("Knocknacarra, Galway", "087 555 0164", Word hyperlinks
  printed "sorcha.glynn@example.com" and "linkedin.com/in/sorcha-glynn-cs"); then ONE BODY TABLE of seven rows
  with thin rules between them, the teal capital section name in the narrow left cell (PROFILE, EXPERIENCE,
  EDUCATION, SKILLS, CERTIFICATES, LANGUAGES, ADDITIONAL) and the content in the wide right cell: each job a bold
  title with the dates on a right tab, an italic "Employer, Place" line and "List Bullet" items: "Customer
  Service Representative" Corrib Energy Supply, Galway "May 2022 – present"; "Sales Assistant" Claddagh Home &
  Gift "Oct 2019 – Apr 2022"; "Waitress (part-time)" Quay Street Bistro "2017–2019" (an en dash, no spaces);
  "Shop Assistant (summer job)" Oileáin Crafts, Inis Oírr, Aran Islands WITH NO DATES and no bullets; education in
  the same form ("QQI Level 5 Certificate in Business Administration" Galway Technical Institute "2018 – 2019",
  "Leaving Certificate" Ardnamara Community School "2017"); SKILLS as a NESTED borderless two-column table of
  "•  " items filled down the first column, then the second; CERTIFICATES as bold names with a grey " – year" or
  " – issuer, year"; LANGUAGES as one " · " line ("English (native)", "Irish (fluent – happy to take calls as
  Gaeilge)", "French (basic)"); ADDITIONAL (driving licence, shifts, notice, references). A contact-centre
  customer service representative in Galway, Ireland.
- bc2 (LibreOffice 7.4 PDF of a DOCX written with python-docx, Arial shown as Liberation Sans, 9.5 pt, A4, ONE
  page, "exported from Word"): an Australian resume whose header is a borderless three-cell table: a PHOTO
  PLACEHOLDER BOX (a grey-bordered, grey-filled cell 1 × 1.25 in with the template's grey word "PHOTO" left in
  it), then TWO COLUMNS: the berry name "Bree Kowalczyk" over the grey label "Dental Assistant | Cert IV &
  Radiography Qualified", and the right-aligned contact lines with bold berry field names ("Mobile: 0491 570 157"
  – an ACMA drama number –, "Email: bree.kowalczyk@example.com", "Address: Kirwan, Townsville QLD 4817"); a
  thick rule; berry capital headings over a rule: CAREER OBJECTIVE; EMPLOYMENT HISTORY (bold title, the dates on a
  right tab, an italic "Employer, Place QLD" line, bullets): "Dental Assistant" Ross River Dental Care,
  Townsville QLD "Mar 2021 – Present"; "Trainee Dental Assistant" Smile Coast Family Dental, Aitkenvale QLD "Jan
  2019 – Feb 2021"; "Retail Assistant (part-time)" Kirwan Plaza Pharmacy, Kirwan QLD "2016 – 2018"; EDUCATION &
  TRAINING in the same form ("HLT45021 Certificate IV in Dental Assisting" "TAFE Queensland, Townsville (Pimlico)"
  "2022 – 2023" with an elective note after " · ", "HLT35015 Certificate III in Dental Assisting" "TAFE Queensland
  (traineeship)" "2019 – 2020", "Queensland Certificate of Education (QCE)" Bohle River State High School "2018");
  SKILLS as a borderless two-column table of "✓  " items filled row by row; LICENCES & CERTIFICATES as bullets
  "bold name  ·  grey note"; LANGUAGES ("English – native;  Polish – conversational (spoken at home)"); OTHER
  (driver licence, immunisations, notice) and an italic "Referees available on request." A dental assistant in
  Townsville, Queensland.
- bc3 (a plain-text file, UTF-8 with CRLF line ends, as Outlook saves a message as text): A RESUME TYPED IN AN
  EMAIL BODY: the Outlook header lines "From:", "Sent:", "To:" and "Subject:" (tab-separated; the From line
  carries the applicant's address, "To:" only the recruiter's name), "Hi Melissa," and a three-sentence note, the
  sign-off "Jared", a dashed line, then the resume: "JARED TKACHUK" in capitals, the label "Maintenance
  Technician - Residential & Commercial Properties", a " | " contact line ("Saskatoon, SK", "306-555-0184",
  "jtkachuk.maint@example.com"); capital headings; SUMMARY; EXPERIENCE with each job a "Title - Employer, City,
  SK" line over a dates line and "  * " bullets: "Maintenance Technician" Prairie Gate Property Management "Feb
  2021 to present"; "Self-Employed Handyman" JT Home Repairs "2019 to 2021"; "Building Operator (4th Class Power
  Engineer)" Riverside Manor Seniors Residence "2017 to 2019"; "Caretaker" Northern Plains School Division,
  Martensville, SK "09/2015 - 08/2017"; and one line WITHOUT DATES: "Grounds Crew (summer job) - Riverbend Golf &
  Country Club, Saskatoon, SK (3 summers during high school)"; EDUCATION as "Qualification - School, Town
  (dates)" lines ("Power Engineering Technician Certificate" Saskatchewan Polytechnic "(2014 - 2015)", "Grade 12
  Diploma" Dundonald Collegiate "(2013)"); TICKETS / CERTIFICATES and SKILLS as "  - " items; "LANGUAGES:",
  "OTHER:" and "REFERENCES:" as run-in lines; a second dashed line and "Thanks again, / Jared Tkachuk /
  306-555-0184". A residential and commercial property maintenance technician in Saskatoon, Saskatchewan.
- bc4 (ReportLab 5.1 platypus with DejaVu Sans, A4, ONE page, the two-column PDF with a tinted SKILLS SIDEBAR AT
  THE RIGHT; the main column comes first in the story, then a FrameBreak to the sidebar – the reverse of batch
  54's bb5): the main column holds the name "Reece Pemberton", the red label "Kitchen Manager · Former Line Cook &
  Sous Chef", a grey " · " contact line ("Bedminster, Bristol BS3", the Ofcom drama mobile "07700 900268", a
  mailto link), PROFILE, EXPERIENCE with each job a bold title over an italic "Employer, Place  |  dates" line
  and bullets: "Kitchen Manager" Cargo Yard Kitchen, Bristol "Apr 2023 – present"; "Sous Chef" Sable & Salt,
  Clifton, Bristol "Sept '21 – Mar '23" (straight apostrophes, as typed); "Line Cook (Grill & Sauté)" Three
  Arches Brewhouse, Bristol "Jun 2018 – Aug 2021"; "Commis Chef" Marine Parade Hotel, Weston-super-Mare "2016 –
  2018"; "Kitchen Porter (weekend & summer job while at school)" The Old Ship Inn, Portishead with NO DATES (the
  italic line is "The Old Ship Inn, Portishead" alone) and no bullets; EDUCATION in the same form ("Level 2
  Diploma in Professional Cookery" "City of Bristol College  |  2015 – 2016", "GCSEs (7, including English and
  Maths)" "Severnside Academy, Portishead  |  2015"); the sidebar holds KEY SKILLS and KITCHEN SYSTEMS as bullets,
  CERTIFICATES (each a bold name over a grey note: "Level 3 Award in Supervising Food Safety in Catering"
  "Highfield · 2022", "Level 2 Award in Food Allergen Awareness" "2023", "Personal Licence (Licensing Act 2003)"
  "Bristol City Council", "Emergency First Aid at Work" "2024"), LANGUAGES ("English – native", "Portuguese –
  basic") and ALSO (driving licence, references). A line cook turned kitchen manager in Bristol, England.
- bc5 (headless Chromium 156 "Save as PDF" of an HTML/CSS page, Letter, THREE pages, Liberation Sans): the
  REVIEW PAGE OF A STAFFING FIRM'S ONLINE APPLICATION FORM as the applicant printed it, with the browser's
  header and footer imitated in CSS @page margin boxes (top left "11/16/26, 9:47 PM", top centre the page title
  "Review Your Application | Columbia Basin Staffing", bottom left the portal URL at .example, bottom right
  "1/3"); a dark portal bar ("Columbia Basin Staffing Careers Portal", "Jobs", "My applications", "Alyssa D."),
  a five-step progress bar, "Review your application" with the application reference and a tip box, then eight
  bordered sections, each a grey head with a numbered circle, the title and "✎ Edit", the answers as small grey
  capital FIELD LABELS over their values in a three-column grid: 1 Contact information ("First name" "Alyssa",
  "Last name" "Delgado", "Preferred name" "—", "Email address", "Mobile phone" "(509) 555-0139", "Alternate phone"
  "—", "City" "Spokane Valley", "State" "WA", "ZIP code" "99216"); 2 Position (position applied for, job ID,
  source, desired pay, employment type, start date, shifts, overtime); 3 Work history as "Employer N of 3" blocks
  ("Employer", "Job title", "City, State", "Dates employed", "Duties and responsibilities", "Reason for leaving",
  "May we contact this employer?"): "Teller II" Palouse Ridge Credit Union, Spokane, WA "06/2019 - Current";
  "Cashier / Customer Service Desk" Valley Fresh Market, Spokane Valley, WA "08/2016 - 05/2019"; "Lifeguard
  (seasonal)" Mirabeau Swim Club, Spokane Valley, WA "05/2015 - 09/2015"; 4 Education as "School N of 2" blocks
  ("School name", "City, State", "Level", "Program / major", "Dates attended", "Completed?"): Spokane Community
  College "Certificate" "Bookkeeping" "09/2017 - 06/2018", Pine Ridge High School "High school diploma" "—" "2012
  - 2016"; 5 Skills as "✓ " chips; 6 Certifications & licenses as a table (name, issuer, expiry); 7 Languages as
  a table (language, proficiency); 8 Questions & signature (work authorisation, age, background check, typed
  signature, date); "◂ Back" and "Submit application" buttons and the portal's footer. A credit union teller
  applying for a bank teller job in Spokane Valley, Washington.
- bc6 (WeasyPrint 70 of an HTML/CSS resume, A4, ONE page, Liberation Sans): a green one-column resume with the
  DATES RIGHT-ALIGNED ON THE TITLE LINES (each entry's first line a flex row: the bold title at the left, the
  bold green dates at the right), an italic "Employer, Place" line and bullets: the name "Brooke Hemara", the
  label "Landscape Crew Leader | Hard & Soft Landscaping | GROWSAFE Certified", a " · " contact line ("Stoke,
  Nelson", "021 555 0186", a mailto link) over a rule; spaced capital headings: ABOUT ME; WORK EXPERIENCE
  ("Landscape Crew Leader" "Since April 2022" and "Landscaper" "Feb 2020 – Mar 2022" at Tasman Bay Landscapes
  Ltd, Nelson; "Parks & Reserves Gardener (fixed-term)" Whakatū Green Spaces Ltd "Oct 2018 – Jan 2020";
  "Vineyard Hand (seasonal)" Moutere Hills Vineyard, Upper Moutere "2016 – 2018"; "Orchard Hand (summer job)"
  Riwaka Apple Co., Riwaka with NO DATES on its title line); EDUCATION in the same form ("New Zealand Certificate
  in Horticulture Services (Level 3)" Nelson Marlborough Institute of Technology "2017", "NCEA Level 2" Waimea
  Heights College, Richmond "2015"); then a two-cell table: SKILLS bullets at the left, CERTIFICATES ("name –
  year" or "name – issuer, year"), LICENCES (a driver licence with W, T, R endorsements), LANGUAGES ("English
  (native) · te reo Māori (basic)") and an italic "Referees available on request." at the right. A landscape
  crew leader in Nelson, New Zealand.

They hold what everyday applicants send: one-page resumes, a template's tables, a leftover photo box, a resume
pasted into an email with its header, greeting and sign-off, a form's summary page with field labels and the
browser's header and footer; short careers with part-time, seasonal, fixed-term, trainee and self-employed jobs,
promotions at one employer (bc6), jobs printed WITHOUT ANY DATES (bc1's, bc3's, bc4's and bc6's summer or school
jobs); dates written "May 2022 – present", "Oct 2019 – Apr 2022", "2017–2019", "Mar 2021 – Present", "Jan 2019 –
Feb 2021", "2016 – 2018", "Feb 2021 to present", "2019 to 2021", "2017 to 2019", "09/2015 - 08/2017", "Apr 2023 –
present", "Sept '21 – Mar '23", "Jun 2018 – Aug 2021", "06/2019 - Current", "08/2016 - 05/2019", "05/2015 -
09/2015", "Since April 2022", "Feb 2020 – Mar 2022", "Oct 2018 – Jan 2020"; and for education "2018 – 2019",
"2017", "2022 – 2023", "2019 – 2020", "2018", "2014 - 2015", "2013", "2015 – 2016", "2015", "09/2017 - 06/2018",
"2012 - 2016"; SHORT EDUCATION SECTIONS: the Irish Leaving Certificate and a QQI Level 5 further-education
certificate, Australian VET Certificates III and IV with their training-package codes and the QCE, a Canadian
polytechnic trade certificate (power engineering) and a Grade 12 diploma, a UK Level 2 Diploma in Professional
Cookery and GCSEs, a US community college certificate and a high school diploma, a New Zealand certificate with
its NZQF level and NCEA Level 2; tickets, licences and certificates with issuers, codes, years and expiry dates;
flat skills lists; languages with levels and remarks; phones in each country's form (555 numbers in Ireland,
Canada, the US and New Zealand, an ACMA drama mobile in Australia, an Ofcom drama mobile in the UK).

Decisions for this batch (following batch 54's and, through its docstring, batches 45–53's; new ones marked NEW):
- Jobs printed without dates (NEW in this form, the rule of holdout_render.work_truth): a line with a title and
  an employer but no dates is a work entry in printed order whose dates object is {"is_current": false} alone (no
  date_text). The position keeps its parenthesis as printed ("Shop Assistant (summer job)", "Grounds Crew (summer
  job)", "Kitchen Porter (weekend & summer job while at school)", "Orchard Hand (summer job)"); bc3's trailing
  "(3 summers during high school)" is a remark, neither dates nor part of the location ("Saskatoon, SK").
- The email (bc3, NEW): the Outlook header lines, the greeting, the cover note, the sign-offs and the recruiter's
  name and job number are not resume content. The name printed in capitals "JARED TKACHUK" is recorded "Jared
  Tkachuk", as the From line and the closing signature print it. The label is the line under the name as typed
  (with its hyphen). The email is the one on the contact line (the same as the From line).
- The form (bc5, NEW): basics come from the fields: the name is "First name" + "Last name" ("Alyssa Delgado"; the
  portal bar's "Alyssa D." is the site's menu), the location "City" / "State" ("Spokane Valley" / "WA", the ZIP
  left out), the phone "Mobile phone"; there is NO label ("Position applied for" is the job sought, not a
  headline) and no profile. Each "Employer N of 3" block is a work entry: position = "Job title", name =
  "Employer", location = "City, State", dates = "Dates employed" as printed; duties, reasons for leaving and
  "May we contact" are not recorded. Each "School N of 2" block is an education entry: study type = "Level" as
  printed ("Certificate", "High school diploma"), area = "Program / major" (none where "—"), dates = "Dates
  attended" as printed ("2012 - 2016" gives a start and an end). Skills are the selected chips without the
  check marks; certificates the first column of the table (issuer and expiry left out); languages with the
  proficiency as printed ("Native / bilingual", "Conversational"). The position sought, pay, availability,
  screening answers, signature, the application reference, the progress bar, tip, buttons and footer, and the
  imitated browser header and footer (date, page title, URL, "1/3") are not resume content.
- The photo box (bc2, NEW): the template's word "PHOTO" in the empty box is not content.
- Education (batch 52's and 54's rule: the study type is the kind of qualification, the area its field; national
  codes, campuses, modes and notes left out): "QQI Level 5 Certificate" / "Business Administration" (the level
  is part of the Irish award's name, printed before "Certificate", not a parenthesis after it); "Leaving
  Certificate"; "Certificate IV" and "Certificate III" / "Dental Assisting" with the training-package codes
  "HLT45021" and "HLT35015" left out and the institution "TAFE Queensland" (", Townsville (Pimlico)" and
  "(traineeship)" left out); "Queensland Certificate of Education (QCE)" whole, as batch 54 kept "(BBA)";
  "Certificate" / "Power Engineering Technician" (the printed "Power Engineering Technician Certificate");
  "Grade 12 Diploma"; "Level 2 Diploma" / "Professional Cookery" (the level is part of the UK title); "GCSEs"
  (the count and "including English and Maths" left out; no score); "New Zealand Certificate" / "Horticulture
  Services" ("(Level 3)" left out as batch 54 left out NZQF levels); "NCEA Level 2". Institutions without the
  town after the comma. A single year is the end date.
- Certificates drop issuers, years, expiry dates and notes printed beside or under them, and keep what is part
  of the name: bc1 "Occupational First Aid (QQI Level 5)"; bc2 "Radiation Use Licence – Dental Radiography" (a
  licence, listed under "Licences & Certificates"), "HLTAID011 Provide First Aid" and "HLTAID009 Provide
  Cardiopulmonary Resuscitation" (the unit codes kept, as batch 54 kept NZQA unit-standard numbers); bc3 "4th
  Class Power Engineer Certificate of Competency" ("(TSASK)", the issuer, left out), "Standard First Aid with CPR
  Level C" ("(St. John Ambulance, exp. 2027)" left out), "Fall Protection" ("(2024)" left out); bc4 "Personal
  Licence (Licensing Act 2003)" whole (the Act names the licence); bc5 "Notary Public Commission"; bc6's four.
  Driver licences and endorsements (bc1's Additional, bc2's and bc3's Other, bc4's Also, bc6's Licences) and
  bc2's immunisations are not certificates (batch 54's rule for bb6's licence).
- Skills are the listed items as printed: bc1's nine in the nested table in list order (down the first column,
  then the second); bc2's eight "✓" items (filled row by row); bc3's SKILLS items (not the tickets); bc4's Key
  Skills then Kitchen Systems; bc5's chips; bc6's Skills bullets. Profiles' and summaries' claims are not skills.
- Languages with their fluency as printed, a remark after a dash or in parentheses left out (batch 54's bb4):
  bc1 "Irish" "fluent" ("– happy to take calls as Gaeilge" left out), bc2 "Polish" "conversational" ("(spoken at
  home)" left out), bc3 "Ukrainian" "basic" ("- understand more than I speak" left out), bc3 "English" "fluent".
- Basics: the label is the line under the name, whole (bc2's as printed with "Cert IV"); bc5 has none. Location
  is the city with the state or province printed beside it, without a suburb, postcode or country: "Galway"
  (Knocknacarra left out), "Townsville" / "QLD" (Kirwan and 4817 left out), "Saskatoon" / "SK", "Bristol"
  (Bedminster and BS3 left out), "Spokane Valley" / "WA", "Nelson" (Stoke left out). Only bc1 prints a LinkedIn
  profile. Phones as printed.
- Work: bc3's "Self-Employed Handyman" has its printed trading name "JT Home Repairs" as the employer; bc6's two
  roles at one employer are two entries; work locations as printed with each job ("Clifton, Bristol", "Inis Oírr,
  Aran Islands", "Townsville QLD", "Spokane, WA"). "Sept '21 – Mar '23" is 2021-09 to 2023-03; "Since April 2022"
  is current from 2022-04; "present", "Present" and "Current" make a job current; "2017–2019" and "2017 to 2019"
  are years only.

Truth conventions as in batches 5–54: date_text as printed (dashes and apostrophes as typed), the work entry's
location where printed, phones as printed. Every person, employer, school named as invented below, phone and
email is invented (emails and the portal's address at example.com / .example), except the colleges, schools'
awarding bodies, regulators, issuers, schemes, products and places, which are real and named as any resume names
them (Galway Technical Institute, QQI, Skillnet Ireland, the Priority Services Register, Salesforce Service Cloud,
Genesys Cloud, Microsoft Office, TAFE Queensland, the HLT training-package units, Queensland Health, AS 5369,
Dental4Windows and Centaur Software, HICAPS, the Child Dental Benefits Schedule, the QCE, Saskatchewan
Polytechnic, TSASK, WHMIS, St. John Ambulance, Yardi Voyager, City of Bristol College, Highfield, Bristol City
Council, the Licensing Act 2003, Natasha's Law, Kitchen CUT, Trail, Rotaready, Lightspeed EPOS, Spokane Community
College, the Washington State Department of Licensing, Symitar Episys, Western Union, Indeed, Nelson Marlborough
Institute of Technology, GROWSAFE, Site Safe, St John, NCEA and NZQF). Invented: Corrib Energy Supply, Claddagh
Home & Gift, Quay Street Bistro, Oileáin Crafts, Ardnamara Community School, Ross River Dental Care, Smile Coast
Family Dental, Kirwan Plaza Pharmacy, Bohle River State High School, Prairie Gate Property Management, JT Home
Repairs, Riverside Manor Seniors Residence, Northern Plains School Division, Riverbend Golf & Country Club,
Dundonald Collegiate, Cargo Yard Kitchen, Sable & Salt, Three Arches Brewhouse, Marine Parade Hotel, The Old Ship
Inn, Severnside Academy, Columbia Basin Staffing, Palouse Ridge Credit Union, Valley Fresh Market, Mirabeau Swim
Club, Pine Ridge High School, Tasman Bay Landscapes Ltd, Whakatū Green Spaces Ltd, Moutere Hills Vineyard, Riwaka
Apple Co. and Waimea Heights College.

Tools: python-docx 1.2, reportlab 5.1 and weasyprint 70 (installed already), Chromium 156 (headless, which draws
CSS @page margin boxes), LibreOffice 7.4 (bc2's PDF and bc1's page check), fonts-liberation, DejaVu, Carlito and
poppler-utils. bottom_border, check_pages, chromium_pdf, dates, libreoffice_pdf, linkedin, lo_page_count,
new_docx, oxml_element, pdf_pages, reportlab_dejavu, write_text and write_truth come from holdout_render.py.
Run from this folder: python3 render_batch55.py
"""
import os
import shutil
import tempfile
from xml.sax.saxutils import escape

from holdout_render import (FILES, check_pages, chromium_pdf, dates, linkedin, lo_page_count, oxml_element,
                            pdf_pages, write_text, write_truth)

# Scratch files (the LibreOffice conversions, the Chromium profile and print) go here, never to /tmp.
SCRATCH = os.environ.get("BC55_SCRATCH", "/var/tmp/bc55")


def job(position, name, location, date_text, span):
    """A truth work entry; the location is left out where none is printed, and a job printed without dates
    has a dates object with is_current false only (holdout_render.work_truth's rule)."""
    entry = {"position": position, "name": name}
    if location:
        entry["location"] = location
    entry["dates"] = dates(*span, text=date_text) if date_text else dates(None)
    return entry


def docx_hyperlink(paragraph, url, text, color="1F4E79", underline=True, size=None):
    """Appends a Word hyperlink (w:hyperlink with an external relationship) printed as `text`."""
    from docx.opc.constants import RELATIONSHIP_TYPE
    from docx.oxml.ns import qn
    r_id = paragraph.part.relate_to(url, RELATIONSHIP_TYPE.HYPERLINK, is_external=True)
    link = oxml_element("w:hyperlink")
    link.set(qn("r:id"), r_id)
    run = oxml_element("w:r")
    props = oxml_element("w:rPr")
    props.append(oxml_element("w:color", val=color))
    if underline:
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


def table_borders(table, val="nil", color="auto", size="4", edges=("top", "left", "bottom", "right", "insideH",
                                                                   "insideV")):
    """Sets the table's borders (w:tblBorders): none by default, or thin lines of one colour on the given edges."""
    borders = oxml_element("w:tblBorders")
    for edge in ("top", "left", "bottom", "right", "insideH", "insideV"):
        if edge in edges:
            borders.append(oxml_element("w:" + edge, val=val, sz=size, space="0", color=color))
        else:
            borders.append(oxml_element("w:" + edge, val="nil"))
    table._tbl.tblPr.append(borders)


def cell_props(cell, fill=None, border=None, valign=None, width=None):
    """A cell's fill (w:shd), its own box border (w:tcBorders, (colour, size)), vertical alignment and width."""
    from docx.enum.table import WD_CELL_VERTICAL_ALIGNMENT
    tc_pr = cell._tc.get_or_add_tcPr()
    if border:
        borders = oxml_element("w:tcBorders")
        for edge in ("top", "left", "bottom", "right"):
            borders.append(oxml_element("w:" + edge, val="single", sz=border[1], space="0", color=border[0]))
        tc_pr.append(borders)
    if fill:
        tc_pr.append(oxml_element("w:shd", val="clear", color="auto", fill=fill))
    if valign:
        cell.vertical_alignment = {"center": WD_CELL_VERTICAL_ALIGNMENT.CENTER,
                                   "top": WD_CELL_VERTICAL_ALIGNMENT.TOP}[valign]
    if width is not None:
        cell.width = width


def fixed_widths(table, widths):
    """Gives a python-docx table fixed column widths (w:tblLayout fixed, the grid and every cell)."""
    table.autofit = False
    table._tbl.tblPr.append(oxml_element("w:tblLayout", type="fixed"))
    for column, width in zip(table.columns, widths):
        column.width = width
    for row in table.rows:
        for cell, width in zip(row.cells, widths):
            cell.width = width


# ---- bc1: contact centre customer service representative (Galway), one-page Word template kept as DOCX ------------
BC1_JOBS = [  # (title, employer, place, dates as printed or None, truth span, bullets)
    ("Customer Service Representative", "Corrib Energy Supply", "Galway", "May 2022 – present",
     ("2022-05", None, True),
     ["Answer 60–70 inbound calls a day on billing, meter readings, payment plans and moving house, and work the "
      "webchat and email queues between calls.",
      "First-contact resolution of 86% against a team average of 79%; customer satisfaction 4.7/5 in 2025.",
      "Register customers on the Priority Services Register and set up hardship payment plans with the credit team.",
      "Buddy for new starters in their first two weeks on the phones – nine people trained since 2024."]),
    ("Sales Assistant", "Claddagh Home & Gift", "Galway", "Oct 2019 – Apr 2022", ("2019-10", "2022-04"),
     ["Served customers, ran the till and the end-of-day cash-up, handled returns and phone orders; keyholder "
      "from 2021.",
      "Set up the click-and-collect desk in 2020 and answered the online orders inbox."]),
    ("Waitress (part-time)", "Quay Street Bistro", "Galway", "2017–2019", ("2017", "2019"),
     ["Evening and weekend shifts while studying; took bookings and covered the bar on busy nights."]),
    ("Shop Assistant (summer job)", "Oileáin Crafts", "Inis Oírr, Aran Islands", None, None, []),
]
BC1_SKILLS = ["Inbound and outbound calls", "Billing queries and payment plans", "Complaint handling and de-escalation",
              "Webchat and email support", "Salesforce Service Cloud", "Genesys Cloud", "Microsoft Office (Word, "
              "Excel, Outlook)", "Cash handling and till reconciliation", "Typing 55 wpm"]
BC1_CERTS = [("Occupational First Aid (QQI Level 5)", "2024"), ("Manual Handling Training", "2022"),
             ("Customer Service Excellence", "Skillnet Ireland, 2023")]


def bc1_word_template_docx():
    from docx.enum.table import WD_TABLE_ALIGNMENT
    from docx.enum.text import WD_TAB_ALIGNMENT
    from docx.shared import Inches, Mm, Pt, RGBColor
    from holdout_render import new_docx

    teal, grey, white = RGBColor(0x1F, 0x4E, 0x5A), RGBColor(0x59, 0x59, 0x59), RGBColor(0xFF, 0xFF, 0xFF)
    document = new_docx(author="Sorcha Glynn", title="CV - Sorcha Glynn", page=(Mm(210), Mm(297)),
                        margins=(Inches(0.6), Inches(0.45)), font="Calibri", size=10, space_after=1)
    full = Inches(7.07)
    left_w, right_w = Inches(1.45), Inches(5.62)

    def run(p, text, bold=False, italic=False, size=None, color=None):
        r = p.add_run(text); r.bold = bold; r.italic = italic
        if size: r.font.size = Pt(size)
        if color is not None: r.font.color.rgb = color
        return r

    def spacing(p, before=0, after=1):
        p.paragraph_format.space_before = Pt(before); p.paragraph_format.space_after = Pt(after)
        return p

    # the template's coloured name band: a one-cell shaded table
    band = document.add_table(rows=1, cols=1)
    band.alignment = WD_TABLE_ALIGNMENT.CENTER
    table_borders(band)
    fixed_widths(band, [full])
    cell = band.rows[0].cells[0]
    cell_props(cell, fill="1F4E5A")
    p = spacing(cell.paragraphs[0], before=6, after=0)
    run(p, "Sorcha Glynn", bold=True, size=24, color=white)
    p = spacing(cell.add_paragraph(), after=3)
    run(p, "Customer Service Representative – Inbound Contact Centre", size=11.5, color=RGBColor(0xCF, 0xE3, 0xE8))
    p = spacing(cell.add_paragraph(), after=6)
    run(p, "Knocknacarra, Galway   |   087 555 0164   |   ", size=9.5, color=white)
    docx_hyperlink(p, "mailto:sorcha.glynn@example.com", "sorcha.glynn@example.com", color="FFFFFF", size=9.5)
    run(p, "   |   ", size=9.5, color=white)
    docx_hyperlink(p, "https://www.linkedin.com/in/sorcha-glynn-cs", "linkedin.com/in/sorcha-glynn-cs",
                   color="FFFFFF", size=9.5)
    spacing(document.add_paragraph(), after=0).paragraph_format.line_spacing = Pt(6)

    # the template's body: one table, the section name in the narrow left cell, the content in the right cell
    sections = ["Profile", "Experience", "Education", "Skills", "Certificates", "Languages", "Additional"]
    body = document.add_table(rows=len(sections), cols=2)
    body.alignment = WD_TABLE_ALIGNMENT.CENTER
    table_borders(body, val="single", color="A6BEC4", size="4", edges=("insideH", "bottom"))
    fixed_widths(body, [left_w, right_w])
    cells = {}
    for row, section in zip(body.rows, sections):
        head, content = row.cells
        p = spacing(head.paragraphs[0], before=5, after=0)
        run(p, section.upper(), bold=True, size=10, color=teal)
        cells[section] = content
    right_tab = right_w - Inches(0.16)

    def first(cell, before=5):
        """The cell's own first paragraph for its first line, new paragraphs after that."""
        if not getattr(cell, "_used", False):
            cell._used = True
            return spacing(cell.paragraphs[0], before=before)
        return spacing(cell.add_paragraph(), before=before)

    def bullet(cell, text):
        p = cell.add_paragraph(style="List Bullet")
        spacing(p, after=1)
        run(p, text)
        return p

    c = cells["Profile"]
    p = first(c)
    run(p, "Friendly, calm customer service representative with four years on the phones for an energy supplier "
           "and two and a half years in retail before that. I like sorting out a problem on the first call, I am "
           "good with upset or vulnerable customers, and I pick up new systems quickly. Looking for a full-time "
           "customer service or team lead role in Galway, in the office or hybrid.")
    spacing(p, before=5, after=5)

    c = cells["Experience"]
    for i, (title, employer, place, when, _, items) in enumerate(BC1_JOBS):
        p = first(c, before=5 if i == 0 else 6)
        p.paragraph_format.tab_stops.add_tab_stop(right_tab, WD_TAB_ALIGNMENT.RIGHT)
        p.paragraph_format.keep_with_next = True
        run(p, title, bold=True, size=10.5)
        if when:
            run(p, "\t" + when, bold=True, color=teal)
        p = spacing(c.add_paragraph(), after=1)
        run(p, f"{employer}, {place}", italic=True, color=grey)
        for item in items:
            bullet(c, item)
    spacing(c.paragraphs[-1], after=5)

    c = cells["Education"]
    for i, (qualification, school, when) in enumerate((
            ("QQI Level 5 Certificate in Business Administration", "Galway Technical Institute, Galway",
             "2018 – 2019"),
            ("Leaving Certificate", "Ardnamara Community School, Galway", "2017"))):
        p = first(c, before=5 if i == 0 else 4)
        p.paragraph_format.tab_stops.add_tab_stop(right_tab, WD_TAB_ALIGNMENT.RIGHT)
        run(p, qualification, bold=True, size=10.5)
        run(p, "\t" + when, bold=True, color=teal)
        run(spacing(c.add_paragraph(), after=1), school, italic=True, color=grey)
    spacing(c.paragraphs[-1], after=5)

    c = cells["Skills"]  # a nested borderless two-column table, then the cell's own (required) last paragraph
    inner = c.add_table(rows=(len(BC1_SKILLS) + 1) // 2, cols=2)
    table_borders(inner)
    fixed_widths(inner, [Inches(2.75), Inches(2.75)])
    for i, skill in enumerate(BC1_SKILLS):  # down the first column, then the second
        rows = len(inner.rows)
        cell = inner.rows[i % rows].cells[i // rows]
        p = spacing(cell.paragraphs[0], before=4 if i % rows == 0 else 0, after=1)
        run(p, "•  " + skill)
    c.paragraphs[0]._p.addprevious(inner._tbl)
    spacing(c.paragraphs[0], after=2).paragraph_format.line_spacing = Pt(4)
    c._used = True

    c = cells["Certificates"]
    for i, (cert, note) in enumerate(BC1_CERTS):
        p = first(c, before=5 if i == 0 else 0)
        run(p, cert, bold=True)
        run(p, f" – {note}", color=grey)
    spacing(c.paragraphs[-1], after=5)

    c = cells["Languages"]
    p = spacing(first(c), before=5, after=5)
    run(p, "English (native)   ·   Irish (fluent – happy to take calls as Gaeilge)   ·   French (basic)")

    c = cells["Additional"]
    p = spacing(first(c), before=5, after=5)
    run(p, "Full clean driving licence (Category B). Available for day and evening shifts; two weeks' notice. "
           "References available on request.")

    name = "bc1-sorcha-glynn"
    path = os.path.join(FILES, name + ".docx")
    document.save(path)
    check_pages(name, lo_page_count(path, name), 1)

    write_truth(name, {
        "basics": {"name": "Sorcha Glynn", "label": "Customer Service Representative – Inbound Contact Centre",
                   "email": "sorcha.glynn@example.com", "phone": "087 555 0164",
                   "location": {"city": "Galway"},
                   "profiles": [linkedin("sorcha-glynn-cs")]},
        "work": [job(t, e, p, w, s) for t, e, p, w, s, _ in BC1_JOBS],
        "education": [
            {"institution": "Galway Technical Institute", "study_type": "QQI Level 5 Certificate",
             "area": "Business Administration", "dates": dates("2018", "2019", text="2018 – 2019")},
            {"institution": "Ardnamara Community School", "study_type": "Leaving Certificate",
             "dates": dates(None, "2017", text="2017")}],
        "skills": [{"name": s} for s in BC1_SKILLS],
        "certificates": [{"name": c} for c, _ in BC1_CERTS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Irish", "fluency": "fluent"},
                      {"language": "French", "fluency": "basic"}],
    })


# ---- bc2: dental assistant (Townsville QLD), LibreOffice PDF of a Word CV with a photo box and a two-column header --
BC2_JOBS = [  # (title, employer, place, dates as printed, truth span, bullets)
    ("Dental Assistant", "Ross River Dental Care", "Townsville QLD", "Mar 2021 – Present", ("2021-03", None, True),
     ["Chairside assisting for two general dentists and an oral health therapist: fillings, extractions, root canal "
      "treatment, crowns and children's check-ups (25–30 patients a day).",
      "Take intraoral radiographs and OPGs under my radiation use licence and file the images in Dental4Windows.",
      "Run the sterilisation room: instrument reprocessing, steriliser cycle logs and batch tracking to AS 5369.",
      "Order stock, send recalls and cover reception: bookings, HICAPS and Child Dental Benefits Schedule claims."]),
    ("Trainee Dental Assistant", "Smile Coast Family Dental", "Aitkenvale QLD", "Jan 2019 – Feb 2021",
     ("2019-01", "2021-02"),
     ["Two-year traineeship with TAFE Queensland: four-handed dentistry, surgery set-up and turnover, impressions "
      "and study models, sterilisation.",
      "Helped the practice through the 2020 COVID-19 restrictions: patient screening calls and PPE stock."]),
    ("Retail Assistant (part-time)", "Kirwan Plaza Pharmacy", "Kirwan QLD", "2016 – 2018", ("2016", "2018"),
     ["After school and Saturdays: served customers, stocked shelves and ran the register."]),
]
BC2_SKILLS = ["Four-handed chairside assisting", "Infection control and sterilisation (AS 5369)",
              "Intraoral radiographs and OPGs", "Impressions and study models", "Dental4Windows (Centaur Software)",
              "Recalls, bookings and HICAPS claims", "Stock control and ordering",
              "Calm with nervous patients and kids"]
BC2_CERTS = [("Radiation Use Licence – Dental Radiography", "Queensland Health · expires 08/2028"),
             ("HLTAID011 Provide First Aid", "renewed 2025"),
             ("HLTAID009 Provide Cardiopulmonary Resuscitation", "annual · 2026")]


def bc2_photo_header_libreoffice():
    from docx.enum.table import WD_ROW_HEIGHT_RULE, WD_TABLE_ALIGNMENT
    from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_TAB_ALIGNMENT
    from docx.shared import Inches, Mm, Pt, RGBColor
    from holdout_render import bottom_border, libreoffice_pdf, new_docx

    berry, grey = RGBColor(0x7A, 0x1F, 0x4B), RGBColor(0x60, 0x60, 0x60)
    document = new_docx(author="Bree", title="Bree Kowalczyk Resume", page=(Mm(210), Mm(297)),
                        margins=(Inches(0.7), Inches(0.5)), font="Arial", size=9.5, space_after=2)
    right = Inches(6.85)

    def run(p, text, bold=False, italic=False, size=None, color=None):
        r = p.add_run(text); r.bold = bold; r.italic = italic
        if size: r.font.size = Pt(size)
        if color is not None: r.font.color.rgb = color
        return r

    def para(text="", bold=False, italic=False, size=None, color=None, before=0, after=2, style=None):
        p = document.add_paragraph(style=style)
        p.paragraph_format.space_before = Pt(before); p.paragraph_format.space_after = Pt(after)
        if text:
            run(p, text, bold, italic, size, color)
        return p

    def heading(text):
        p = para(text, bold=True, size=10.5, color=berry, before=9, after=3)
        p.paragraph_format.keep_with_next = True
        bottom_border(p, color="7A1F4B", size="6")

    # the header: a photo placeholder box, then two columns (name and label | contact details)
    header = document.add_table(rows=1, cols=3)
    header.alignment = WD_TABLE_ALIGNMENT.CENTER
    table_borders(header)
    fixed_widths(header, [Inches(1.0), Inches(3.45), Inches(2.4)])
    row = header.rows[0]
    row.height, row.height_rule = Inches(1.25), WD_ROW_HEIGHT_RULE.EXACTLY
    photo, who, contact = row.cells
    cell_props(photo, fill="EFEFEF", border=("9A9A9A", "6"), valign="center")
    p = photo.paragraphs[0]
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    run(p, "PHOTO", size=8, color=RGBColor(0x9A, 0x9A, 0x9A))
    cell_props(who, valign="center")
    p = who.paragraphs[0]
    p.paragraph_format.left_indent = Pt(8)
    run(p, "Bree Kowalczyk", bold=True, size=21, color=berry)
    p = who.add_paragraph()
    p.paragraph_format.left_indent = Pt(8)
    run(p, "Dental Assistant | Cert IV & Radiography Qualified", size=10, color=grey)
    cell_props(contact, valign="center")
    for i, (label, value) in enumerate((("Mobile", "0491 570 157"), ("Email", "bree.kowalczyk@example.com"),
                                        ("Address", "Kirwan, Townsville QLD 4817"))):
        p = contact.paragraphs[0] if i == 0 else contact.add_paragraph()
        p.alignment = WD_ALIGN_PARAGRAPH.RIGHT
        p.paragraph_format.space_after = Pt(3)
        run(p, label + ": ", bold=True, size=8.5, color=berry)
        run(p, value, size=8.5)
    bottom_border(para(after=0), color="7A1F4B", size="12")

    heading("CAREER OBJECTIVE")
    para("Qualified dental assistant with nearly eight years in general and family practice, including two years "
         "as a trainee. Certificate IV and radiography qualified, confident with children and anxious patients and "
         "quick at turning over a surgery. I am looking for a permanent full-time position with a practice in "
         "Townsville, general or specialist.")

    heading("EMPLOYMENT HISTORY")
    for title, employer, place, when, _, items in BC2_JOBS:
        p = para(before=5, after=0)
        p.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
        p.paragraph_format.keep_with_next = True
        run(p, title, bold=True, size=10)
        run(p, "\t" + when, bold=True, color=berry)
        p = para(f"{employer}, {place}", italic=True, color=grey, after=1)
        p.paragraph_format.keep_with_next = True
        for item in items:
            para(item, style="List Bullet", after=1)

    heading("EDUCATION & TRAINING")
    for qualification, school, when, note in (
            ("HLT45021 Certificate IV in Dental Assisting", "TAFE Queensland, Townsville (Pimlico)", "2022 – 2023",
             "Dental radiography and oral health promotion electives"),
            ("HLT35015 Certificate III in Dental Assisting", "TAFE Queensland (traineeship)", "2019 – 2020", None),
            ("Queensland Certificate of Education (QCE)", "Bohle River State High School, Townsville", "2018",
             None)):
        p = para(before=4, after=0)
        p.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
        run(p, qualification, bold=True, size=10)
        run(p, "\t" + when, bold=True, color=berry)
        p = para(school, italic=True, color=grey, after=1)
        if note:
            run(p, "  ·  " + note, color=grey)

    heading("SKILLS")
    grid = document.add_table(rows=len(BC2_SKILLS) // 2, cols=2)
    table_borders(grid)
    fixed_widths(grid, [Inches(3.42), Inches(3.43)])
    for i, skill in enumerate(BC2_SKILLS):
        cell = grid.rows[i // 2].cells[i % 2]
        p = cell.paragraphs[0]
        p.paragraph_format.space_after = Pt(1)
        run(p, "✓  ", color=berry)
        run(p, skill)

    heading("LICENCES & CERTIFICATES")
    for cert, note in BC2_CERTS:
        p = para(style="List Bullet", after=1)
        run(p, cert, bold=True)
        run(p, "  ·  " + note, color=grey)

    heading("LANGUAGES")
    para("English – native;  Polish – conversational (spoken at home)")

    heading("OTHER")
    para("Open Queensland driver licence  ·  Immunisations current (hepatitis B, influenza)  ·  Two weeks' notice")
    para("Referees available on request.", italic=True, color=grey, before=2)

    name = "bc2-bree-kowalczyk"
    libreoffice_pdf(document, name, 1)
    write_truth(name, {
        "basics": {"name": "Bree Kowalczyk", "label": "Dental Assistant | Cert IV & Radiography Qualified",
                   "email": "bree.kowalczyk@example.com", "phone": "0491 570 157",
                   "location": {"city": "Townsville", "region": "QLD"}},
        "work": [job(t, e, p, w, s) for t, e, p, w, s, _ in BC2_JOBS],
        "education": [
            {"institution": "TAFE Queensland", "study_type": "Certificate IV", "area": "Dental Assisting",
             "dates": dates("2022", "2023", text="2022 – 2023")},
            {"institution": "TAFE Queensland", "study_type": "Certificate III", "area": "Dental Assisting",
             "dates": dates("2019", "2020", text="2019 – 2020")},
            {"institution": "Bohle River State High School",
             "study_type": "Queensland Certificate of Education (QCE)", "dates": dates(None, "2018", text="2018")}],
        "skills": [{"name": s} for s in BC2_SKILLS],
        "certificates": [{"name": c} for c, _ in BC2_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Polish", "fluency": "conversational"}],
    })


# ---- bc3: property maintenance technician (Saskatoon), a plain-text resume typed into an email body ----------------
BC3_JOBS = [  # (title, employer, place, dates as printed or None, truth span, bullets)
    ("Maintenance Technician", "Prairie Gate Property Management", "Saskatoon, SK", "Feb 2021 to present",
     ("2021-02", None, True),
     ["Look after 4 apartment buildings (212 units) and a strip mall for a local property manager",
      "Work orders in Yardi Voyager - average 11 a day, most closed same day",
      "Unit turnovers: drywall, paint, flooring, fixtures, appliances - usually turned in 3-5 days",
      "Boilers, make-up air units and rooftop units (first call before we phone the HVAC contractor)",
      "On-call rotation every 4th week; deal with floods, lockouts and no-heat calls at -40",
      "Line up and check snow removal, landscaping and pest control contractors"]),
    ("Self-Employed Handyman", "JT Home Repairs", "Saskatoon, SK", "2019 to 2021", ("2019", "2021"),
     ["Small repairs, decks, fences, bathroom refits and rental turnovers for homeowners and landlords"]),
    ("Building Operator (4th Class Power Engineer)", "Riverside Manor Seniors Residence", "Saskatoon, SK",
     "2017 to 2019", ("2017", "2019"),
     ["Ran the boiler plant and building systems for a 140-suite seniors residence, daily log and rounds",
      "Preventive maintenance schedule for pumps, fans, fire doors, generator and nurse call system"]),
    ("Caretaker", "Northern Plains School Division", "Martensville, SK", "09/2015 - 08/2017",
     ("2015-09", "2017-08"),
     ["Evening caretaker at a K-8 school: cleaning, minor repairs, set-ups for events, building checks"]),
    ("Grounds Crew (summer job)", "Riverbend Golf & Country Club", "Saskatoon, SK", None, None, []),
]
BC3_SKILLS = ["Unit turnovers and make-readies", "Drywall, painting and flooring repairs",
              "Plumbing repairs (fixtures, drains, hot water tanks)",
              "Electrical - fixtures, switches, breakers (not a licensed electrician)",
              "Boilers, make-up air and rooftop units", "Appliance repair", "Preventive maintenance schedules",
              "Yardi Voyager work orders", "Dealing with tenants and contractors"]
BC3_CERTS = ["4th Class Power Engineer Certificate of Competency (TSASK)", "Ozone Depletion Prevention (ODP) card",
             "WHMIS 2015", "Standard First Aid with CPR Level C (St. John Ambulance, exp. 2027)",
             "Fall Protection (2024)"]
BC3_CERT_NAMES = ["4th Class Power Engineer Certificate of Competency", "Ozone Depletion Prevention (ODP) card",
                  "WHMIS 2015", "Standard First Aid with CPR Level C", "Fall Protection"]


def bc3_email_text():
    lines = [
        "From:\tJared Tkachuk <jtkachuk.maint@example.com>",
        "Sent:\tTuesday, November 17, 2026 6:12 AM",
        "To:\tMelissa Prentice",
        "Subject:\tRE: Maintenance Technician posting (Job #4471) - my resume",
        "",
        "Hi Melissa,",
        "",
        "Thanks for calling me back yesterday. You asked for my resume - I don't have a Word copy handy on this "
        "computer so I typed it out below, hope that works. I can start with two weeks notice and I have my own "
        "truck and tools.",
        "",
        "Jared",
        "",
        "----------------------------------------------------------",
        "",
        "JARED TKACHUK",
        "Maintenance Technician - Residential & Commercial Properties",
        "Saskatoon, SK  |  306-555-0184  |  jtkachuk.maint@example.com",
        "",
        "SUMMARY",
        "Maintenance tech with 10+ years in apartment buildings, a seniors residence and a school. 4th Class "
        "Power Engineer. I can fix most things in a building myself and I know when to call the trade. Good with "
        "tenants, reliable on call.",
        "",
        "EXPERIENCE",
        "",
    ]
    for title, employer, place, when, _, items in BC3_JOBS:
        if when:
            lines += [f"{title} - {employer}, {place}", when]
            lines += [f"  * {i}" for i in items] + [""]
        else:  # the summer job: one line, no dates
            lines += [f"{title} - {employer}, {place} (3 summers during high school)", ""]
    lines += [
        "EDUCATION",
        "Power Engineering Technician Certificate - Saskatchewan Polytechnic, Saskatoon (2014 - 2015)",
        "Grade 12 Diploma - Dundonald Collegiate, Saskatoon (2013)",
        "",
        "TICKETS / CERTIFICATES",
    ]
    lines += [f"  - {c}" for c in BC3_CERTS]
    lines += ["", "SKILLS"]
    lines += [f"  - {s}" for s in BC3_SKILLS]
    lines += [
        "",
        "LANGUAGES: English (fluent), Ukrainian (basic - understand more than I speak)",
        "",
        "OTHER: Class 5 licence, clean abstract. Own truck and tools.",
        "",
        "REFERENCES: Available on request (my current property manager knows I'm looking).",
        "",
        "----------------------------------------------------------",
        "",
        "Thanks again,",
        "Jared Tkachuk",
        "306-555-0184",
        "",
    ]
    name = "bc3-jared-tkachuk"
    write_text(name + ".txt", "\r\n".join(lines))  # saved from Outlook: CRLF line ends, UTF-8
    write_truth(name, {
        "basics": {"name": "Jared Tkachuk", "label": "Maintenance Technician - Residential & Commercial Properties",
                   "email": "jtkachuk.maint@example.com", "phone": "306-555-0184",
                   "location": {"city": "Saskatoon", "region": "SK"}},
        "work": [job(t, e, p, w, s) for t, e, p, w, s, _ in BC3_JOBS],
        "education": [
            {"institution": "Saskatchewan Polytechnic", "study_type": "Certificate",
             "area": "Power Engineering Technician", "dates": dates("2014", "2015", text="2014 - 2015")},
            {"institution": "Dundonald Collegiate", "study_type": "Grade 12 Diploma",
             "dates": dates(None, "2013", text="2013")}],
        "skills": [{"name": s} for s in BC3_SKILLS],
        "certificates": [{"name": c} for c in BC3_CERT_NAMES],
        "languages": [{"language": "English", "fluency": "fluent"}, {"language": "Ukrainian", "fluency": "basic"}],
    })


# ---- bc4: line cook turned kitchen manager (Bristol), ReportLab with a skills sidebar at the right -----------------
BC4_JOBS = [  # (title, employer, place, dates as printed or None, truth span, bullets)
    ("Kitchen Manager", "Cargo Yard Kitchen", "Bristol", "Apr 2023 – present", ("2023-04", None, True),
     ["Run the kitchen of a 90-cover all-day restaurant (£1.4m turnover): a brigade of 9 chefs and 3 KPs, rotas, "
      "ordering and the weekly kitchen P&L.",
      "Took food GP from 64% to 71% with recipe costing in Kitchen CUT, tighter portioning and a new meat and "
      "dairy supplier.",
      "Kept our 5-star food hygiene rating through two inspections; rewrote the HACCP plan and the allergen matrix.",
      "Recruit, train and sign off new chefs; two commis promoted to chef de partie."]),
    ("Sous Chef", "Sable & Salt", "Clifton, Bristol", "Sept '21 – Mar '23", ("2021-09", "2023-03"),
     ["Second in charge of a 60-cover bistro: ran the pass four nights a week and the kitchen on the head chef's "
      "days off.",
      "Wrote the prep lists and orders and did the monthly stock take."]),
    ("Line Cook (Grill & Sauté)", "Three Arches Brewhouse", "Bristol", "Jun 2018 – Aug 2021",
     ("2018-06", "2021-08"),
     ["Grill and sauté sections, 250+ covers on a Saturday; helped set up the takeaway menu in lockdown."]),
    ("Commis Chef", "Marine Parade Hotel", "Weston-super-Mare", "2016 – 2018", ("2016", "2018"),
     ["Breakfast, larder and banqueting for weddings of up to 180."]),
    ("Kitchen Porter (weekend & summer job while at school)", "The Old Ship Inn", "Portishead", None, None, []),
]
BC4_SKILLS = ["Menu planning and costing", "GP and labour cost control", "Rotas for 12+ staff",
              "Stock control and ordering", "HACCP, allergens and Natasha's Law", "Grill, sauté and larder",
              "Training and mentoring chefs", "Supplier negotiation"]
BC4_SYSTEMS = ["Kitchen CUT", "Trail (digital HACCP)", "Rotaready", "Lightspeed EPOS"]
BC4_CERTS = [("Level 3 Award in Supervising Food Safety in Catering", "Highfield · 2022"),
             ("Level 2 Award in Food Allergen Awareness", "2023"),
             ("Personal Licence (Licensing Act 2003)", "Bristol City Council"),
             ("Emergency First Aid at Work", "2024")]


def bc4_reportlab_sidebar():
    from reportlab.lib.colors import HexColor
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.platypus import BaseDocTemplate, Frame, FrameBreak, KeepTogether, PageTemplate, Paragraph
    from holdout_render import reportlab_dejavu

    reportlab_dejavu()
    width, height = A4
    margin, side_w, gap = 36, 160, 20
    main_w = width - side_w - margin - gap - 14
    side_x = width - side_w
    ink, red, grey, side_bg = HexColor("#222222"), HexColor("#B23A2E"), HexColor("#6B6B6B"), HexColor("#F3ECE4")
    name = "bc4-reece-pemberton"
    path = os.path.join(FILES, name + ".pdf")

    s_name = ParagraphStyle("nm", fontName="DV-B", fontSize=24, leading=28, textColor=ink)
    s_label = ParagraphStyle("lb", fontName="DV", fontSize=10.5, leading=14, textColor=red, spaceBefore=2)
    s_contact = ParagraphStyle("ct", fontName="DV", fontSize=8.6, leading=12, textColor=grey, spaceBefore=3)
    s_h = ParagraphStyle("h", fontName="DV-B", fontSize=10.5, leading=13, textColor=red, spaceBefore=11,
                         spaceAfter=4)
    s_text = ParagraphStyle("tx", fontName="DV", fontSize=8.7, leading=12, textColor=ink)
    s_title = ParagraphStyle("ti", fontName="DV-B", fontSize=9.6, leading=12.5, textColor=ink, spaceBefore=6)
    s_org = ParagraphStyle("or", fontName="DV-I", fontSize=8.6, leading=11.5, textColor=grey, spaceAfter=2)
    s_bullet = ParagraphStyle("bl", parent=s_text, leftIndent=9, bulletIndent=0, spaceAfter=1.5)
    s_sh = ParagraphStyle("sh", fontName="DV-B", fontSize=9.5, leading=12, textColor=red, spaceBefore=13,
                          spaceAfter=5)
    s_side = ParagraphStyle("sd", fontName="DV", fontSize=8.3, leading=11, textColor=ink, spaceAfter=3)
    s_side_b = ParagraphStyle("sb", parent=s_side, fontName="DV-B", spaceAfter=0)
    s_side_g = ParagraphStyle("sg", parent=s_side, textColor=grey, fontSize=7.8)
    s_side_li = ParagraphStyle("sl", parent=s_side, leftIndent=8, bulletIndent=0, spaceAfter=2)

    def jobs(rows):
        out = []
        for title, employer, place, when, _, items in rows:
            org = f"{escape(employer)}, {escape(place)}" + (f"  |  {escape(when)}" if when else "")
            block = [Paragraph(escape(title), s_title), Paragraph(org, s_org)]
            block += [Paragraph(escape(i), s_bullet, bulletText="•") for i in items]
            out.append(KeepTogether(block))
        return out

    main = [Paragraph("Reece Pemberton", s_name),
            Paragraph("Kitchen Manager · Former Line Cook &amp; Sous Chef", s_label),
            Paragraph('Bedminster, Bristol BS3  ·  07700 900268  ·  '
                      '<a href="mailto:reece.pemberton@example.com">reece.pemberton@example.com</a>', s_contact),
            Paragraph("PROFILE", s_h),
            Paragraph("I started as a KP at fifteen and worked my way up the line: commis, line cook on the grill, "
                      "sous chef and, since 2023, kitchen manager of a busy 90-cover restaurant. I still cook every "
                      "service, but my job now is a kitchen that runs to its numbers – GP, labour, waste – and a "
                      "team that wants to stay. Looking for a kitchen manager or head chef role in Bristol or Bath.",
                      s_text),
            Paragraph("EXPERIENCE", s_h)]
    main += jobs(BC4_JOBS)
    main.append(Paragraph("EDUCATION", s_h))
    for qualification, school, when in (
            ("Level 2 Diploma in Professional Cookery", "City of Bristol College", "2015 – 2016"),
            ("GCSEs (7, including English and Maths)", "Severnside Academy, Portishead", "2015")):
        main.append(KeepTogether([Paragraph(escape(qualification), s_title),
                                  Paragraph(f"{escape(school)}  |  {escape(when)}", s_org)]))

    side = [Paragraph("KEY SKILLS", ParagraphStyle("s0", parent=s_sh, spaceBefore=0))]
    side += [Paragraph(escape(s), s_side_li, bulletText="•") for s in BC4_SKILLS]
    side.append(Paragraph("KITCHEN SYSTEMS", s_sh))
    side += [Paragraph(escape(s), s_side_li, bulletText="•") for s in BC4_SYSTEMS]
    side.append(Paragraph("CERTIFICATES", s_sh))
    for cert, note in BC4_CERTS:
        side += [Paragraph(escape(cert), s_side_b), Paragraph(escape(note), s_side_g)]
    side.append(Paragraph("LANGUAGES", s_sh))
    side += [Paragraph("<b>English</b> – native", s_side), Paragraph("<b>Portuguese</b> – basic", s_side)]
    side.append(Paragraph("ALSO", s_sh))
    side += [Paragraph("Full UK driving licence", s_side), Paragraph("References on request", s_side)]

    story = main + [FrameBreak()] + side  # the main column first, then the sidebar

    def paint(canvas, doc):  # the tinted sidebar band at the right
        canvas.saveState()
        canvas.setFillColor(side_bg)
        canvas.rect(side_x - 14, 0, side_w + 14, height, stroke=0, fill=1)
        canvas.setFillColor(red)
        canvas.rect(side_x - 14, height - 6, side_w + 14, 6, stroke=0, fill=1)
        canvas.restoreState()

    doc = BaseDocTemplate(path, pagesize=A4, leftMargin=margin, rightMargin=margin, topMargin=margin,
                          bottomMargin=margin, title="Reece Pemberton CV", author="Reece Pemberton")
    main_frame = Frame(margin, 30, main_w, height - 30 - margin, leftPadding=0, rightPadding=0, topPadding=0,
                       bottomPadding=0, id="main")
    side_frame = Frame(side_x, 30, side_w - 18, height - 30 - margin - 4, leftPadding=0, rightPadding=0,
                       topPadding=0, bottomPadding=0, id="side")
    doc.addPageTemplates([PageTemplate(id="page", frames=[main_frame, side_frame], onPage=paint)])
    doc.build(story)
    check_pages(name, pdf_pages(path), 1)

    write_truth(name, {
        "basics": {"name": "Reece Pemberton", "label": "Kitchen Manager · Former Line Cook & Sous Chef",
                   "email": "reece.pemberton@example.com", "phone": "07700 900268", "location": {"city": "Bristol"}},
        "work": [job(t, e, p, w, s) for t, e, p, w, s, _ in BC4_JOBS],
        "education": [
            {"institution": "City of Bristol College", "study_type": "Level 2 Diploma", "area": "Professional Cookery",
             "dates": dates("2015", "2016", text="2015 – 2016")},
            {"institution": "Severnside Academy", "study_type": "GCSEs", "dates": dates(None, "2015", text="2015")}],
        "skills": [{"name": s} for s in BC4_SKILLS + BC4_SYSTEMS],
        "certificates": [{"name": c} for c, _ in BC4_CERTS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Portuguese", "fluency": "basic"}],
    })


# ---- bc5: bank teller (Spokane Valley, WA), Chromium "print to PDF" of a staffing firm's application summary page ---
BC5_JOBS = [  # (job title, employer, city/state, dates as printed, truth span, duties, reason for leaving, contact?)
    ("Teller II", "Palouse Ridge Credit Union", "Spokane, WA", "06/2019 - Current", ("2019-06", None, True),
     "Process deposits, withdrawals, loan payments, cashier's checks and wires for 120-150 members a day. Balance "
     "my drawer and the branch teller cash recycler (no out-of-balance over $5 in 2025). Open share and checking "
     "accounts, refer members to lending and spot elder financial abuse and check fraud. Promoted from Teller I in "
     "2021. Notary for the branch.",
     "Still employed. Looking for full-time hours with benefits (currently 30 hrs/week).", "No (not yet)"),
    ("Cashier / Customer Service Desk", "Valley Fresh Market", "Spokane Valley, WA", "08/2016 - 05/2019",
     ("2016-08", "2019-05"),
     "Ran a register and the service desk: money orders, bill payments, Western Union, lottery and returns. Counted "
     "down tills at close and trained new cashiers.",
     "Hired by the credit union.", "Yes"),
    ("Lifeguard (seasonal)", "Mirabeau Swim Club", "Spokane Valley, WA", "05/2015 - 09/2015",
     ("2015-05", "2015-09"),
     "Pool safety, swim lessons for kids, front desk and pool chemistry checks.",
     "Seasonal job ended.", "Yes"),
]
BC5_SKILLS = ["Cash handling", "Balancing a cash drawer", "Teller cash recycler (TCR)", "Check and deposit processing",
              "Account opening", "Fraud and elder financial abuse red flags", "Cross-selling and referrals",
              "Customer service", "10-key by touch (11,000 KPH)", "Microsoft Office", "Symitar Episys"]
BC5_CERTS = [("Notary Public Commission", "Washington State Department of Licensing", "03/2029"),
             ("Microsoft Office Specialist: Word Associate", "Microsoft", "—")]


def bc5_chromium_form():
    def field(label, value, wide=False):
        return (f'<div class="f{" wide" if wide else ""}"><div class="l">{escape(label)}</div>'
                f'<div class="v">{value}</div></div>')

    def section(step, title, body):
        return (f'<section><div class="sh"><h2><span class="n">{step}</span>{escape(title)}</h2>'
                f'<a class="edit" href="#">✎ Edit</a></div>{body}</section>\n')

    personal = "".join([
        field("First name", "Alyssa"), field("Last name", "Delgado"), field("Preferred name", "—"),
        field("Email address", "alyssa.delgado@example.com"), field("Mobile phone", "(509) 555-0139"),
        field("Alternate phone", "—"), field("City", "Spokane Valley"), field("State", "WA"),
        field("ZIP code", "99216")])
    position = "".join([
        field("Position applied for", "Bank Teller – Spokane Valley (temp-to-hire)"),
        field("Job ID", "SV-2026-1183"), field("How did you hear about us?", "Indeed"),
        field("Desired pay", "$21.00/hr"), field("Employment type", "Full-time"),
        field("Available start date", "12/07/2026"),
        field("Shifts available", "Weekdays, Saturdays"), field("Can you work overtime?", "Yes")])
    work = ""
    for i, (title, employer, place, when, _, duties, reason, contact) in enumerate(BC5_JOBS, 1):
        work += (f'<div class="entry"><div class="eh">Employer {i} of {len(BC5_JOBS)}</div><div class="grid">'
                 + field("Employer", escape(employer)) + field("Job title", escape(title))
                 + field("City, State", escape(place)) + field("Dates employed", escape(when))
                 + field("Duties and responsibilities", escape(duties), wide=True)
                 + field("Reason for leaving", escape(reason), wide=True)
                 + field("May we contact this employer?", escape(contact)) + "</div></div>")
    education = ""
    for i, (school, place, level, major, when, done) in enumerate((
            ("Spokane Community College", "Spokane, WA", "Certificate", "Bookkeeping", "09/2017 - 06/2018", "Yes"),
            ("Pine Ridge High School", "Spokane Valley, WA", "High school diploma", "—", "2012 - 2016", "Yes")), 1):
        education += (f'<div class="entry"><div class="eh">School {i} of 2</div><div class="grid">'
                      + field("School name", school) + field("City, State", place)
                      + field("Level", level) + field("Program / major", major)
                      + field("Dates attended", when) + field("Completed?", done) + "</div></div>")
    skills = ('<div class="f wide"><div class="l">Skills (selected)</div><ul class="chips">'
              + "".join(f"<li>✓ {escape(s)}</li>" for s in BC5_SKILLS) + "</ul></div>")
    certs = ('<table class="t"><tr><th>Certification / license</th><th>Issued by</th><th>Expires</th></tr>'
             + "".join(f"<tr><td>{escape(c)}</td><td>{escape(b)}</td><td>{escape(e)}</td></tr>"
                       for c, b, e in BC5_CERTS) + "</table>")
    languages = ('<table class="t"><tr><th>Language</th><th>Proficiency</th></tr>'
                 '<tr><td>English</td><td>Native / bilingual</td></tr>'
                 '<tr><td>Spanish</td><td>Conversational</td></tr></table>')
    questions = "".join([
        field("Are you legally authorized to work in the United States?", "Yes", wide=True),
        field("Are you 18 years of age or older?", "Yes", wide=True),
        field("Do you consent to a background and credit check if offered a position?", "Yes", wide=True),
        field("Electronic signature", "Alyssa Delgado"), field("Date", "11/16/2026")])
    url = "https://apply.columbiabasinstaffing.example/jobs/SV-2026-1183/apply/review"
    title = "Review Your Application | Columbia Basin Staffing"
    html = f"""<!DOCTYPE html>
<html lang="en-US"><head><meta charset="utf-8"><title>{escape(title)}</title>
<style>
@page {{ size: Letter; margin: 14mm 10mm 14mm 10mm;
  @top-left {{ content: "11/16/26, 9:47 PM"; font: 8pt Arial, "Liberation Sans", sans-serif; color: #000; }}
  @top-center {{ content: "{title}"; font: 8pt Arial, "Liberation Sans", sans-serif; color: #000; }}
  @bottom-left {{ content: "{url}"; font: 8pt Arial, "Liberation Sans", sans-serif; color: #000; }}
  @bottom-right {{ content: counter(page) "/" counter(pages); font: 8pt Arial, "Liberation Sans", sans-serif;
                   color: #000; }} }}
* {{ box-sizing: border-box; }}
body {{ font-family: "Liberation Sans", Arial, sans-serif; font-size: 9.4pt; color: #1f2933; margin: 0; }}
.topbar {{ display: flex; justify-content: space-between; align-items: center; background: #0b4f6c; color: #fff;
           padding: 3mm 5mm; }}
.brand {{ font-weight: bold; font-size: 13pt; letter-spacing: .3px; }}
.brand small {{ font-weight: normal; font-size: 8.5pt; opacity: .85; margin-left: 2mm; }}
.nav {{ font-size: 8.5pt; }}
.nav span {{ margin-left: 5mm; }}
.steps {{ display: flex; margin: 4mm 5mm 0; font-size: 8.2pt; color: #6b7785; }}
.steps div {{ flex: 1; border-top: 3px solid #c9d3dc; padding-top: 1.2mm; margin-right: 2mm; }}
.steps div.done {{ border-color: #0b4f6c; color: #0b4f6c; }}
.steps div.now {{ border-color: #f29e1f; color: #1f2933; font-weight: bold; }}
main {{ padding: 0 5mm; }}
h1 {{ font-size: 16pt; margin: 4mm 0 1mm; color: #0b4f6c; }}
.intro {{ margin: 0 0 3mm; color: #52606d; }}
.alert {{ background: #fff6e5; border: 1px solid #f2c572; border-radius: 4px; padding: 2mm 3mm; margin-bottom: 3mm;
          font-size: 8.6pt; }}
section {{ border: 1px solid #d5dde5; border-radius: 5px; margin-bottom: 3.5mm; padding: 0 4mm 2.5mm; }}
.sh {{ break-after: avoid; }}
.sh {{ display: flex; justify-content: space-between; align-items: center; border-bottom: 1px solid #e4e9ee;
       margin: 0 -4mm 2mm; padding: 2mm 4mm; background: #f5f8fa; border-radius: 5px 5px 0 0; }}
h2 {{ font-size: 10.5pt; margin: 0; color: #1f2933; }}
h2 .n {{ display: inline-block; width: 5mm; height: 5mm; line-height: 5mm; border-radius: 50%; background: #0b4f6c;
         color: #fff; text-align: center; font-size: 7.5pt; margin-right: 2mm; }}
.edit {{ font-size: 8.5pt; color: #0b6fa4; text-decoration: none; }}
.grid, section > .g {{ display: grid; grid-template-columns: 1fr 1fr 1fr; column-gap: 5mm; row-gap: 1.8mm; }}
.f.wide {{ grid-column: 1 / -1; }}
.l {{ font-size: 7.8pt; color: #6b7785; text-transform: uppercase; letter-spacing: .3px; }}
.v {{ font-size: 9.4pt; }}
.entry {{ border-left: 3px solid #c9d3dc; padding-left: 3mm; margin: 2.5mm 0 3mm; break-inside: avoid; }}
.eh {{ font-size: 8pt; font-weight: bold; color: #0b4f6c; margin-bottom: 1mm; }}
ul.chips {{ list-style: none; padding: 0; margin: 1mm 0 0; }}
ul.chips li {{ display: inline-block; border: 1px solid #b7c7d3; background: #eef4f8; border-radius: 10px;
               padding: .3mm 2.2mm; margin: 0 1.2mm 1.2mm 0; font-size: 8.6pt; }}
table.t {{ border-collapse: collapse; width: 100%; margin: 1mm 0 1mm; }}
table.t th {{ text-align: left; font-size: 7.8pt; color: #6b7785; text-transform: uppercase; font-weight: normal;
              border-bottom: 1px solid #d5dde5; padding: 1mm 2mm 1mm 0; }}
table.t td {{ padding: 1.2mm 2mm 1.2mm 0; border-bottom: 1px solid #eef1f4; }}
.buttons {{ display: flex; justify-content: space-between; margin: 4mm 0 2mm; }}
.btn {{ border: 1px solid #0b4f6c; color: #0b4f6c; border-radius: 4px; padding: 2mm 6mm; font-weight: bold; }}
.btn.primary {{ background: #f29e1f; border-color: #f29e1f; color: #1f2933; }}
footer {{ text-align: center; font-size: 7.8pt; color: #8a96a3; margin-top: 3mm; }}
</style></head>
<body>
<div class="topbar"><div class="brand">Columbia Basin Staffing <small>Careers Portal</small></div>
<div class="nav"><span>Jobs</span><span>My applications</span><span>Alyssa D. ▾</span></div></div>
<div class="steps"><div class="done">1. Contact info</div><div class="done">2. Work history</div>
<div class="done">3. Education &amp; skills</div><div class="done">4. Questions</div>
<div class="now">5. Review &amp; submit</div></div>
<main>
<h1>Review your application</h1>
<p class="intro">Please check your answers below. You can edit any section before you submit.
Application reference <b>A-2026-11-0457</b> · last saved 11/16/2026 9:46 PM</p>
<div class="alert">Tip: a recruiter from our Spokane Valley branch will contact you within 2 business days after you
submit. Uploading a resume is optional for this position.</div>
{section(1, "Contact information", f'<div class="g">{personal}</div>')}
{section(2, "Position", f'<div class="g">{position}</div>')}
{section(3, "Work history", work)}
{section(4, "Education", education)}
{section(5, "Skills", f'<div class="g">{skills}</div>')}
{section(6, "Certifications & licenses", certs)}
{section(7, "Languages", languages)}
{section(8, "Questions & signature", f'<div class="g">{questions}</div>')}
<div class="buttons"><span class="btn">◂ Back</span><span class="btn primary">Submit application</span></div>
<footer>© 2026 Columbia Basin Staffing, Inc. · An equal opportunity employer · Privacy policy · Help</footer>
</main>
</body></html>
"""
    name = "bc5-alyssa-delgado"
    chromium_pdf(html, name, 3)
    write_truth(name, {
        "basics": {"name": "Alyssa Delgado", "email": "alyssa.delgado@example.com", "phone": "(509) 555-0139",
                   "location": {"city": "Spokane Valley", "region": "WA"}},
        "work": [job(t, e, p, w, s) for t, e, p, w, s, *_ in BC5_JOBS],
        "education": [
            {"institution": "Spokane Community College", "study_type": "Certificate", "area": "Bookkeeping",
             "dates": dates("2017-09", "2018-06", text="09/2017 - 06/2018")},
            {"institution": "Pine Ridge High School", "study_type": "High school diploma",
             "dates": dates("2012", "2016", text="2012 - 2016")}],
        "skills": [{"name": s} for s in BC5_SKILLS],
        "certificates": [{"name": c} for c, *_ in BC5_CERTS],
        "languages": [{"language": "English", "fluency": "Native / bilingual"},
                      {"language": "Spanish", "fluency": "Conversational"}],
    })


# ---- bc6: landscape crew leader (Nelson, NZ), WeasyPrint with the dates right-aligned on the title lines ------------
BC6_JOBS = [  # (title, employer, place, dates as printed or None, truth span, bullets)
    ("Landscape Crew Leader", "Tasman Bay Landscapes Ltd", "Nelson", "Since April 2022", ("2022-04", None, True),
     ["Lead a crew of three on residential and small commercial builds: retaining walls, paving, decks, fencing, "
      "planting and irrigation.",
      "Set out jobs from the designer's plans, order materials and keep jobs on programme and on budget "
      "($8k to $120k).",
      "Run the morning toolbox talk and task analysis – no lost-time injuries on my crew in four years.",
      "Quote small maintenance and planting jobs and look after two commercial grounds contracts."]),
    ("Landscaper", "Tasman Bay Landscapes Ltd", "Nelson", "Feb 2020 – Mar 2022", ("2020-02", "2022-03"),
     ["Hard and soft landscaping on 40+ residential gardens; operated the 1.7 t digger and the skid steer."]),
    ("Parks & Reserves Gardener (fixed-term)", "Whakatū Green Spaces Ltd", "Nelson", "Oct 2018 – Jan 2020",
     ("2018-10", "2020-01"),
     ["Mowing, garden beds and weed control on council reserves under contract; GROWSAFE-certified spraying."]),
    ("Vineyard Hand (seasonal)", "Moutere Hills Vineyard", "Upper Moutere", "2016 – 2018", ("2016", "2018"),
     ["Winter pruning, wrapping, canopy work and harvest over three seasons."]),
    ("Orchard Hand (summer job)", "Riwaka Apple Co.", "Riwaka", None, None,
     ["Thinning and picking apples in the school holidays."]),
]
BC6_SKILLS = ["Retaining walls, paving, decking and fencing", "Planting, turf and irrigation",
              "Reading landscape plans and set-out", "1.7 t digger, skid steer and ride-on mowers",
              "NZ native plant identification", "Quoting and ordering materials", "Leading a small crew",
              "Toolbox talks and task analysis"]
BC6_CERTS = [("GROWSAFE Standard Certificate", "2023"), ("Site Safe Passport", "2022"),
             ("Workplace First Aid", "St John, 2025"), ("Elevated Work Platform (EWP) Operator", "2024")]


def bc6_weasyprint():
    from weasyprint import HTML

    def entries(rows):
        out = ""
        for title, employer, place, when, _, items in rows:
            out += (f'<div class="job"><div class="line"><h3>{escape(title)}</h3>'
                    + (f'<span class="when">{escape(when)}</span>' if when else "") + "</div>"
                    f'<p class="org">{escape(employer)}, {escape(place)}</p>')
            if items:
                out += "<ul>" + "".join(f"<li>{escape(i)}</li>" for i in items) + "</ul>"
            out += "</div>\n"
        return out

    education = "".join(
        f'<div class="job"><div class="line"><h3>{escape(q)}</h3><span class="when">{escape(w)}</span></div>'
        f'<p class="org">{escape(s)}</p></div>\n' for q, s, w in (
            ("New Zealand Certificate in Horticulture Services (Level 3)",
             "Nelson Marlborough Institute of Technology, Nelson", "2017"),
            ("NCEA Level 2", "Waimea Heights College, Richmond", "2015")))
    certs = "".join(f"<li>{escape(c)} <span class=\"note\">– {escape(n)}</span></li>" for c, n in BC6_CERTS)
    skills = "".join(f"<li>{escape(s)}</li>" for s in BC6_SKILLS)
    html = f"""<!DOCTYPE html>
<html lang="en-NZ"><head><meta charset="utf-8"><title>Brooke Hemara – CV</title>
<meta name="author" content="Brooke Hemara">
<style>
@page {{ size: A4; margin: 11mm 16mm 10mm 16mm; }}
body {{ font-family: "Liberation Sans", Arial, sans-serif; font-size: 9.3pt; line-height: 1.34; color: #24302a;
        margin: 0; }}
h1 {{ font-size: 25pt; margin: 0; color: #2f5d3a; letter-spacing: .4px; }}
.label {{ font-size: 11pt; margin: .8mm 0 1.5mm; color: #5b7f4a; font-weight: bold; }}
.contact {{ font-size: 8.8pt; color: #4d5a52; margin: 0; padding-bottom: 2.5mm; border-bottom: 2px solid #2f5d3a; }}
.contact a {{ color: #2f5d3a; text-decoration: none; }}
h2 {{ font-size: 10.5pt; text-transform: uppercase; letter-spacing: 1.2px; color: #2f5d3a; margin: 3.8mm 0 1.6mm;
      border-bottom: 1px solid #c8d5c4; padding-bottom: .6mm; }}
.job {{ margin-bottom: 2.4mm; break-inside: avoid; }}
.line {{ display: flex; justify-content: space-between; align-items: baseline; }}
h3 {{ font-size: 10pt; margin: 0; }}
.when {{ font-size: 9pt; color: #2f5d3a; font-weight: bold; white-space: nowrap; padding-left: 4mm; }}
.org {{ margin: 0; font-style: italic; color: #5f6b64; }}
ul {{ margin: .6mm 0 0; padding-left: 4.5mm; }}
li {{ margin-bottom: .4mm; }}
table.cols {{ width: 100%; border-collapse: collapse; }}
table.cols td {{ width: 50%; vertical-align: top; padding: 0; }}
table.cols td + td {{ padding-left: 9mm; }}
.note {{ color: #6f7a73; }}
p {{ margin: 0 0 1mm; }}
</style></head>
<body>
<h1>Brooke Hemara</h1>
<p class="label">Landscape Crew Leader | Hard &amp; Soft Landscaping | GROWSAFE Certified</p>
<p class="contact">Stoke, Nelson &nbsp;·&nbsp; 021 555 0186 &nbsp;·&nbsp;
<a href="mailto:brooke.hemara@example.com">brooke.hemara@example.com</a></p>
<h2>About me</h2>
<p>Landscaper and crew leader with ten years outdoors in Te Tauihu – vineyards, council parks and, since 2020,
building gardens for Tasman Bay Landscapes. I run a crew of three, set out and build from plans, and I'm the one
the boss sends to the tricky clients. Looking for a foreman or crew leader role with a landscaping or grounds company in
Nelson–Tasman.</p>
<h2>Work experience</h2>
{entries(BC6_JOBS)}
<h2>Education</h2>
{education}
<table class="cols"><tr>
<td><h2>Skills</h2><ul>{skills}</ul></td>
<td><h2>Certificates</h2><ul>{certs}</ul>
<h2>Licences</h2><p>Full driver licence (Class 1) with Wheels, Tracks and Rollers (W, T, R) endorsements; Class 2
learner.</p>
<h2>Languages</h2><p>English (native) &nbsp;·&nbsp; te reo Māori (basic)</p>
<p class="note" style="margin-top: 2.5mm"><i>Referees available on request.</i></p></td>
</tr></table>
</body></html>
"""
    name = "bc6-brooke-hemara"
    path = os.path.join(FILES, name + ".pdf")
    HTML(string=html).write_pdf(path)
    check_pages(name, pdf_pages(path), 1)
    write_truth(name, {
        "basics": {"name": "Brooke Hemara",
                   "label": "Landscape Crew Leader | Hard & Soft Landscaping | GROWSAFE Certified",
                   "email": "brooke.hemara@example.com", "phone": "021 555 0186", "location": {"city": "Nelson"}},
        "work": [job(t, e, p, w, s) for t, e, p, w, s, _ in BC6_JOBS],
        "education": [
            {"institution": "Nelson Marlborough Institute of Technology", "study_type": "New Zealand Certificate",
             "area": "Horticulture Services", "dates": dates(None, "2017", text="2017")},
            {"institution": "Waimea Heights College", "study_type": "NCEA Level 2",
             "dates": dates(None, "2015", text="2015")}],
        "skills": [{"name": s} for s in BC6_SKILLS],
        "certificates": [{"name": c} for c, _ in BC6_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "te reo Māori", "fluency": "basic"}],
    })


if __name__ == "__main__":
    made_scratch = not os.path.isdir(SCRATCH)
    os.makedirs(SCRATCH, exist_ok=True)
    tempfile.tempdir = SCRATCH
    os.environ["TMPDIR"] = SCRATCH
    try:
        bc1_word_template_docx()
        bc2_photo_header_libreoffice()
        bc3_email_text()
        bc4_reportlab_sidebar()
        bc5_chromium_form()
        bc6_weasyprint()
    finally:
        tempfile.tempdir = None
        if made_scratch:
            shutil.rmtree(SCRATCH, ignore_errors=True)
