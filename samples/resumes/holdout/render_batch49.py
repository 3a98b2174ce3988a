#!/usr/bin/env python3
"""Renders the forty-ninth held-out batch (aw1–aw6) into files/ and its truth into truth/.

Written without reading the parser (nor its tests, docs, benchmarks, build or output folders, nor anything
under /tmp); no project binary, swift or git command was run. The only project files read were
holdout_render.py in full, render_batch48.py in full (for the conventions, the truth shape and the decisions),
the docstring openings (first 40 lines) of render_batch38–47.py (for the occupations, countries and producers
already used) and two truth files, av1-shannon-macdougall.json and au6-ana-lolohea.json (for the exact JSON
shape). Nothing else in the holdout folder was opened; the helpers below are written for this batch
(docx_hyperlink, cell_fill, right_tab_line) or imported from holdout_render.py.

Six people in skilled trades, operations and the public sector whose resumes a staffing agency forwards, none
in batch 38–48's occupations: a CNC setter/programmer in Coventry, a senior water treatment operator in
Hamilton, New Zealand, a millwright turned maintenance planner in Vanderbijlpark, a senior deputy court clerk
in Lakeland, Florida, a dental practice coordinator moved into medical billing in Adelaide and a plumber and
registered gas installer in Athlone. Of the brief's suggestions the CNC machinist, the water treatment
operator, the court clerk and the dental receptionist moving into medical billing were kept; the warehouse
operations supervisor and the HVAC service technician were replaced (the later batches' docstrings name both
as batch 37's occupations, and batch 45 has a warehouse lead) by the millwright/maintenance planner and the
plumber and gas installer. Each resume is made with a different everyday producer:

- aw1 (DOCX, python-docx 1.2, kept as the Word file; Calibri 10.5 pt, A4, two pages; the page count is
  checked on a throw-away LibreOffice PDF): a UK CNC setter/programmer's CV: "Callum Brierley", the label
  "CNC Setter/Programmer | 5-Axis Milling & Mill-Turn | Aerospace", a " | " contact line ("Tile Hill,
  Coventry CV4 9PL", the Ofcom drama mobile "07700 900318", the email) and a Word hyperlink printed
  "linkedin.com/in/callum-brierley-cnc" on its own line over a rule; dark red capital headings; PERSONAL PROFILE;
  EMPLOYMENT HISTORY as a ruled two-column "Table Grid" table with a shaded header row ("Dates" / "Position,
  employer and main duties"): the dates in the narrow left cell and, in the wide right cell, the bold title,
  an italic "Employer, Town" line and "List Bullet" items: "CNC Setter/Programmer – 5-Axis Cell Lead" "Jan
  2020 – Present", "Workshop Instructor – CNC Machining (part-time, evenings)" "Sept 2022 – present"
  (concurrent), "CNC Machinist (Setter/Operator)" "03/2017 – 11/2019" and "CNC Operator" "05/2014 –
  02/2017" at one aerostructures firm, "Machinist" "Sept 2013 – Apr 2014" and "Apprentice Machinist" "Sept
  2009 – Aug 2013" at one gear cutter (December 2019 is a one-month gap); EDUCATION & TRAINING with the bold
  qualification and the dates on a right tab over the school and a remark line: "HNC Manufacturing
  Engineering (Pearson BTEC Level 4)" "2018 – 2020" at Coventry College with "Overall grade: Merit",
  "Advanced Apprenticeship – Engineering Manufacture (Machining), Level 3" "2009 – 2013" at City College
  Coventry, "GCSEs" "2009" with subject grades; CERTIFICATES as bullets (issuers, years); SKILLS as three
  bold-labelled ", " lines; LANGUAGES as a "; " line; OTHER (a driving licence, references). A CNC
  setter/programmer in Coventry, England.
- aw2 (ReportLab 5 platypus with DejaVu Sans, A4, one page, the two-column PDF: a main frame at the left and a
  RIGHT sidebar frame on a painted teal panel): a NZ water treatment operator's CV: the main column with the
  name "Kiri Matenga", the label "Senior Water Treatment Operator | Drinking Water Compliance & SCADA",
  PROFILE, EXPERIENCE (a bold title with the dates at the right over an italic "Employer, Town" line and
  bullets): "Senior Water Treatment Operator" "June 2019 - current" and "Water Treatment Operator" "Apr 2018
  – May 2019" at one council-owned water company, "Wastewater Plant Operator (trainee)" "Aug 2016 – Mar
  2018" and "Dairy Process Operator (seasonal)" "2014 – 2016" at one dairy factory, "Retail Assistant
  (part-time)" "2012 – 2014" with no bullets; EDUCATION in the same form: "New Zealand Certificate in Water
  Treatment (Level 4)" "2018 – 2020" at "Connexis (on-job training)" with a "Drinking water strand" remark,
  "NCEA Level 2" "2013"; the sidebar holds CONTACT ("Hamilton 3216, Waikato", "021 555 0172", a mailto
  link, a LinkedIn link printed "linkedin.com/in/kiri-matenga"), LICENCES & TICKETS ("• " items with
  issuers and "exp." dates), SKILLS (flat "• " items), LANGUAGES (" – " levels), OTHER (driver licence
  classes) and REFEREES. A water treatment operator in Hamilton, New Zealand.
- aw3 (LibreOffice 7.4 PDF of a DOCX written with python-docx, Calibri shown as Carlito, 10 pt, A4, two
  pages): a South African millwright's CV in the country's labelled style: "LWAZI MTHEMBU" in capitals, the
  label "Millwright (Red Seal) | Maintenance Planner – Steel & Heavy Industry", a " | " contact line
  ("Vanderbijlpark, Gauteng 1911", "083 555 0161", the email) and a hyperlink printed
  "linkedin.com/in/lwazi-mthembu-millwright" over a rule; green capital headings; PERSONAL DETAILS
  ("Label:<tab>value" lines: nationality, driver's licence, the languages as a ", " line with levels, notice
  period); CAREER OBJECTIVE; EMPLOYMENT HISTORY as "Company:", "Position:"/"Positions held:", "Period:",
  "Duties:" and "Reason for leaving:" tabbed blocks with hanging bullets: the steel mill printed once with
  "Period: 2014 – Present" over three positions with their own dates in parentheses ("Maintenance Planner
  (Mar 2022 – Present)", "Senior Millwright – Shift Artisan (2019–21)", "Millwright (2014 – 2018)") and
  duties for the planner and the artisan posts, "Trade Test Assessor (part-time, Saturdays)" "2023 –
  present" (concurrent), "Millwright (contract)" "Feb 2012 – Nov 2013" (its "Reason for leaving" line falls
  on page 2), and one engineering works printed once with "Period: Jan 2008 – Jan 2012" over "Millwright
  (Jul 2011 – Jan 2012)" and "Apprentice Millwright (Jan 2008 – Jun 2011)"; EDUCATION & TRADE
  QUALIFICATIONS with the same labels ("Qualification:", "Institution:", "Year:", "Progress:",
  "Subjects:"): "Diploma in Mechanical Engineering (in progress)" at "Unisa (distance learning)" "2024 –
  present", "Trade Certificate: Millwright (Red Seal)" at "INDLELA, Olifantsfontein" "2011", "National N3
  Certificate: Engineering Studies" at "Sedibeng TVET College (then Sedibeng FET College), Vereeniging"
  "2007", "Senior Certificate (Matric)" "2006" with its subjects; CERTIFICATES as bullets; SKILLS as
  bold-labelled ", " lines; REFERENCES with two names, titles and 555 landlines. A maintenance planner in
  Vanderbijlpark, South Africa.
- aw4 (WeasyPrint 70 of a resume builder's HTML/CSS template, "TalentForge" "Ledger" in its generator meta,
  Liberation Sans, Letter, one page): a court clerk's resume laid out as a grid with the dates in a grey left
  column: the name "Teresa M. Villanueva", the label "Senior Deputy Clerk | Circuit Court Operations & Case
  Records", a contact line of <span>s joined by CSS " | " separators ("Lakeland, FL 33803", "(863)
  555-0124", a mailto link, a LinkedIn link printed "linkedin.com/in/teresa-villanueva-clerk"); capital
  <h2> headings; PROFESSIONAL SUMMARY; WORK EXPERIENCE rows (dates at the left; the bold title, an "Employer
  — City, ST" line and a <ul> at the right): "Senior Deputy Clerk – Courtroom Services" "Aug 2021 – Present",
  "Notary Signing Agent (part-time)" "2020 – present" for "Self-employed" (concurrent), "Deputy Clerk II –
  Civil & Family Division" "Apr 2018 – Jul 2021" and "Deputy Clerk I – Traffic & Misdemeanor" "Q3 2016 – Q1
  2018" at one county clerk's office, "Legal Secretary" "Sep 2013 – Jun 2016" and "Law Office Intern
  (summer)" "Summer 2013" at one law firm; EDUCATION in the same rows: "Bachelor of Applied Science,
  Supervision & Management" "2019 – 2022" and "Associate in Science (A.S.), Paralegal Studies" "2011 – 2013"
  at Polk State College with GPAs; CERTIFICATIONS & COMMISSIONS as a <ul> (a notary commission number,
  issuers, years, "expires"); SKILLS as two bold-labelled " · " lines; LANGUAGES. A court clerk in
  Lakeland, FL.
- aw5 (Markdown, UTF-8, LF line ends, as pasted into a job board's profile box): an Australian medical
  billing officer's resume (a dental practice coordinator who moved into medical billing): "# Mai Tran", a
  bold label "Medical Billing Officer | Medicare, DVA & Private Health Fund Claims", a " · " contact line
  ("Mawson Lakes, Adelaide SA 5095", the ACMA drama mobile "0491 571 804", the email, a Markdown link printed
  "linkedin.com/in/mai-tran-billing"); "## " headings; Summary; Experience as "### Title — Employer,
  Suburb SA" headings over an italic dates line and "- " bullets: "Medical Billing Officer" "Feb 2025 –
  present", "Practice Coordinator" "Sept 2020 – Jan 2025" and "Senior Dental Receptionist" "Jul 2018 – Aug
  2020" at one dental practice, "Weekend Receptionist (casual)" "2016 – 2019" at a physio clinic (concurrent),
  "Dental Receptionist" "2015 – 2018" and "Dental Assistant Trainee" "Feb 2013 – Dec 2014" at another dental
  practice (the last with no bullets); Education as "- " items ("**qualification** — school, dates", a
  remark after " · "): "Certificate IV in Health Administration (HLT47315)" "2023–2024",
  "Certificate III in Dental Assisting (HLT31812)" "2013–2014", "South Australian Certificate of Education
  (SACE)" "2012"; Certifications as "- " items; Skills as "- **Label:** " lines of ", " items; Languages as
  a " · " line; an italic closing line (police and Working with Children checks, references). A medical
  billing officer in Adelaide, South Australia.
- aw6 (plain text, UTF-8 with CRLF line ends as Notepad saves it, 80 columns, ASCII hyphens typed for
  dashes, "FÁS" with its fada): an Irish plumber's CV: "EOIN MULVIHILL", the label "Plumber & Registered Gas
  Installer (RGI) | Domestic & Commercial Heating", an address line ("Coosan, Athlone, Co. Westmeath N37
  F6K2" with its Eircode) and "Mobile:" and "Email:" lines (no LinkedIn); headings in capitals between "---"
  rules; PROFILE; EMPLOYMENT with each job a "Title" line, an "Employer, Place" line and a "Dates:" line
  over "* " bullets: "Plumbing & Heating Supervisor" "Oct 2021 - Present", "Registered Gas Installer
  (self-employed, evenings & weekends)" "2018 - present" (concurrent), "Plumber / Gas Installer" "Mar 2016 -
  Sep 2021" at the supervisor's employer, "Plumber" "2014 - 2016", "Plumber (working holiday)" "Feb 2012 -
  Jan 2014" in Perth, Australia, "Apprentice Plumber" "2007 - 2011" (2011 to February 2012 is an unexplained
  gap); EDUCATION in the same form: "National Craft Certificate - Plumbing (FÁS apprenticeship)" at
  Athlone Institute of Technology "2007 - 2011" with a phases remark, "Leaving Certificate" "2007";
  CERTS & TICKETS and SKILLS (flat) as "* " items; LANGUAGES as a "; " line; OTHER. A plumber in Athlone,
  Ireland.

They hold what such resumes hold: several roles at one employer and promotions (all six), current jobs, concurrent
part-time jobs (aw1's evening instructing, aw3's Saturday assessing, aw4's notary signing work, aw5's weekend
reception job, aw6's self-employed gas work), seasonal, trainee, summer, contract and working-holiday jobs,
apprenticeships (aw1, aw3, aw6) and a traineeship (aw5), gaps, and dates written "Jan 2020 – Present", "Sept 2022
– present", "03/2017 – 11/2019", "05/2014 – 02/2017", "Sept 2013 – Apr 2014", "Sept 2009 – Aug 2013", "June 2019 -
current", "Apr 2018 – May 2019", "Aug 2016 – Mar 2018", "2014 – 2016", "2012 – 2014", "2014 – Present", "(Mar 2022
– Present)", "(2019–21)", "(2014 – 2018)", "2023 – present", "Feb 2012 – Nov 2013", "Jan 2008 – Jan 2012", "(Jul
2011 – Jan 2012)", "(Jan 2008 – Jun 2011)", "Aug 2021 – Present", "2020 – present", "Apr 2018 – Jul 2021", "Q3
2016 – Q1 2018", "Sep 2013 – Jun 2016", "Summer 2013", "Feb 2025 – present", "Sept 2020 – Jan 2025", "Jul 2018 –
Aug 2020", "2016 – 2019", "2015 – 2018", "Feb 2013 – Dec 2014", "Oct 2021 - Present", "2018 - present", "Mar 2016
- Sep 2021", "2014 - 2016", "Feb 2012 - Jan 2014", "2007 - 2011", and for education "2018 – 2020", "2009 – 2013",
"2009", "2024 – present", "2011", "2007", "2006", "2019 – 2022", "2011 – 2013", "2023–2024", "2013–2014", "2012";
an HNC with its grade, a UK advanced apprenticeship and GCSEs, a New Zealand Certificate and NCEA Level 2, a South
African diploma in progress, a Red Seal trade certificate, an N3 certificate and the (pre-2008) Senior
Certificate, a US bachelor's and associate degree with GPAs, Australian Certificates III and IV with their
national codes and the SACE, an Irish National Craft Certificate and the Leaving Certificate; licences, tickets
and certificates with issuers, numbers and expiry dates; grouped and flat skills; spoken languages with levels;
LinkedIn profiles on five of the six; phones in each country's national form (an Ofcom drama mobile in the UK, an
ACMA drama mobile in Australia, 555 numbers in New Zealand, South Africa, the US and Ireland).

Decisions for this batch (documented here because the documents leave them to the reader):
- Several roles at one employer are separate work entries, each with the employer's name and location and its
  own dates, also where the employer is printed once over its positions (aw3's steel mill and engineering
  works: the block's overall "Period: 2014 – Present" is not an entry, the positions carry their own dates).
  Concurrent part-time, casual and self-employed jobs are work entries in printed order; self-employed work is
  written with the name "Self-employed" (aw4's notary signing, aw6's gas work). Apprenticeships, traineeships,
  seasonal, contract, working-holiday and summer jobs are work entries. Gaps are nothing in the truth.
  Profiles, objectives, personal details, OTHER sections and referees are not work entries; the referees'
  names and phones are not the candidate's.
- A title's own parenthesis is part of the position ("Workshop Instructor – CNC Machining (part-time,
  evenings)", "CNC Machinist (Setter/Operator)", "Wastewater Plant Operator (trainee)", "Dairy Process Operator
  (seasonal)", "Retail Assistant (part-time)", "Trade Test Assessor (part-time, Saturdays)", "Millwright
  (contract)", "Notary Signing Agent (part-time)", "Law Office Intern (summer)", "Weekend Receptionist
  (casual)", "Registered Gas Installer (self-employed, evenings & weekends)", "Plumber (working holiday)"); in
  aw3's "Positions held:" lines the trailing parenthesis holding the dates is the dates, not the title. An
  employer's "Ltd", "Pty Ltd", "(Pty) Ltd", "CC", "P.A." and "Co. Ltd" stay. Work locations as printed
  ("Coventry", "Nuneaton", "Hinckley", "Hamilton", "Morrinsville", "Vanderbijlpark", "Vereeniging", "Secunda",
  "Lakeland, FL", "Winter Haven, FL", "Elizabeth Vale SA", "Mawson Lakes SA", "Golden Grove SA", "Salisbury SA",
  "Athlone", "Ballymahon, Co. Longford", "Perth, WA, Australia", "Mullingar, Co. Westmeath").
- Dates: "Present", "present" and "current" make a job current from its start ("2023 – present" and "2020 –
  present" from the year). "Sept" and "Sep" are September. "2019–21" is 2019 to 2021, date_text as printed.
  "Q3 2016 – Q1 2018" runs from the first month of the third quarter to the last month of the first: 2016-07
  to 2018-03. "Summer 2013" (a Florida law firm's summer internship) runs June to August 2013, as in batches 45
  and 48. Numeric "03/2017" and "05/2014" are months; years alone keep years only. aw3's dates printed in
  parentheses after a title are recorded without the parentheses ("2019–21"). A single year is the end date
  (GCSEs, NCEA, the trade certificate, the N3 certificate, the Senior Certificate, the SACE, the Leaving
  Certificate). aw3's "Diploma in Mechanical Engineering (in progress)" "2024 – present" is current education
  from 2024.
- Education:
  - aw1: "HNC Manufacturing Engineering (Pearson BTEC Level 4)" is "HNC" / "Manufacturing Engineering" with the
    score "Merit" (the framework level left out, as batch 48's NFQ and NQF levels); "Advanced Apprenticeship –
    Engineering Manufacture (Machining), Level 3" is "Advanced Apprenticeship" / "Engineering Manufacture
    (Machining)" (the level left out); "GCSEs" has no area and no score (subject grades are not one score, as
    batch 45).
  - aw2: "New Zealand Certificate in Water Treatment (Level 4)" is "New Zealand Certificate" / "Water
    Treatment" (the level left out; the strand a remark); "NCEA Level 2" is the study type with no area.
  - aw3: "Diploma in Mechanical Engineering (in progress)" is "Diploma" / "Mechanical Engineering", current;
    "Trade Certificate: Millwright (Red Seal)" is "Trade Certificate" / "Millwright" (the informal "Red Seal"
    left out, as a level); "National N3 Certificate: Engineering Studies" is "National N3 Certificate" /
    "Engineering Studies"; "Senior Certificate (Matric)" has no area (its subjects a remark).
  - aw4: "Bachelor of Applied Science, Supervision & Management" is "Bachelor of Applied Science" /
    "Supervision & Management" with the score "3.71/4.0"; "Associate in Science (A.S.), Paralegal Studies" is
    "Associate in Science (A.S.)" / "Paralegal Studies" with the score "3.5/4.0" (Phi Theta Kappa a remark).
  - aw5: "Certificate IV in Health Administration (HLT47315)" is "Certificate IV" / "Health Administration" and
    "Certificate III in Dental Assisting (HLT31812)" is "Certificate III" / "Dental Assisting" (the national
    codes left out, as levels); "South Australian Certificate of Education (SACE)" has no area.
  - aw6: "National Craft Certificate - Plumbing (FÁS apprenticeship)" is "National Craft Certificate" /
    "Plumbing" (the apprenticeship note left out); "Leaving Certificate" has no area and no score.
  - The institution is the printed name without its campus, city, mode or note ("Coventry College",
    "City College Coventry", "Westwood Heath Academy", "Connexis (on-job training)" is "Connexis", "Pukete
    Ridge College", "Unisa", "INDLELA", "Sedibeng TVET College", "Bophelong Technical High School", "Polk State
    College", "TAFE SA (online, part-time)" is "TAFE SA", "Northern Plains High School", "Athlone Institute
    of Technology", "Coosan Community College").
- Certificates and licences drop the issuer, licence and registration numbers, years, "exp.", "expires",
  "valid until" and "renewed" remarks, and keep a code, standard, level or scope printed as part of the name:
  aw1's "HEIDENHAIN TNC 640 Programming", "Siemens NX CAM: Multi-Axis Machining", "PC-DMIS CMM Level 1",
  "Abrasive Wheels (PUWER 1998)", "IOSH Working Safely"; aw2's "Site Safe Passport (Foundation)", "Confined
  Space Entry", "HSNO Approved Handler (chlorine gas)", "Workplace First Aid", "Forklift Operator (F
  endorsement)"; aw3's "Registered Assessor", "SAP PM (Plant Maintenance) End User", "Vibration Analysis
  Category I (ISO 18436-2)", "Working at Heights", "First Aid Level 1", "Overhead Crane Operator (Pendant)";
  aw4's "Florida Notary Public", "Certified Notary Signing Agent", "Certified Court Manager (CCM)", "FCIC/NCIC
  Certified Operator"; aw5's "Introduction to Clinical Coding (ICD-10-AM/ACHI/ACS)", "Provide First Aid
  (HLTAID011)" (its closing line's police and Working with Children checks are not certificates); aw6's
  "Registered Gas Installer", "Safe Pass", "Heat Pump Systems (QQI Level 6)", "Manual Handling", "Working at
  Heights". Driving licences in personal details or OTHER sections are not certificates (batch 31); aw2's
  forklift endorsement is listed under LICENCES & TICKETS, so it is one.
- basics.name as a name is written ("LWAZI MTHEMBU" and "EOIN MULVIHILL" in title case; "Teresa M.
  Villanueva" keeps her initial). The label is the line under the name, whole. Basics location is the city
  with the county, province, state or region printed beside it, without a suburb, district, postcode or
  Eircode: "Tile Hill, Coventry CV4 9PL" is "Coventry"; "Hamilton 3216, Waikato" is "Hamilton" / "Waikato";
  "Vanderbijlpark, Gauteng 1911" is "Vanderbijlpark" / "Gauteng"; "Lakeland, FL 33803"; "Mawson Lakes,
  Adelaide SA 5095" is "Adelaide" / "SA"; "Coosan, Athlone, Co. Westmeath N37 F6K2" is "Athlone" / "Co.
  Westmeath". LinkedIn profiles as https://www.linkedin.com/in/… URLs (the link targets); aw6 has none.
- Skills are the listed items as printed, group labels left out; ", ", " · ", "• " and "* " items and lines
  separate items, commas inside parentheses do not. Spoken languages with their fluency as printed ("native",
  "basic (Level 1)", "conversational", "home language", "fluent", "good", "basic"); aw4's "fluent – bilingual"
  is kept whole.

Truth conventions as in batches 5–48: date_text as printed (en dashes where typed), the work entry's location
where printed, phones as printed. Every person, employer, school, licence, commission and registration number
and phone is invented, and emails are at example.com, except the colleges, training providers, regulators and
issuers (Coventry College, City College Coventry, Pearson, HEIDENHAIN, Siemens, Hexagon, IOSH, Connexis, Site
Safe NZ, St John, Unisa, INDLELA, Sedibeng TVET College, merSETA, Mobius Institute, Polk State College, the
Florida Department of State, the National Notary Association, the National Center for State Courts, FDLE, TAFE
SA, HIMAA, St John Ambulance SA, Athlone Institute of Technology, FÁS, RGII, SOLAS and Longford and Westmeath
ETB), which are real institutions, named as any resume names them; the software products are real products.

Tools: reportlab 5.1, python-docx 1.2 and weasyprint 70 (pip), LibreOffice 7.4, fonts-dejavu,
fonts-crosextra-carlito, fonts-liberation and poppler-utils (apt-get), all installed already.
libreoffice_pdf, lo_page_count, reportlab_dejavu, new_docx, bottom_border, oxml_element, check_pages, pdf_pages,
work_truth, dates, linkedin, write_text and write_truth come from holdout_render.py.
Run from this folder: python3 render_batch49.py
"""
import os
from xml.sax.saxutils import escape

from holdout_render import (FILES, bottom_border, check_pages, dates, libreoffice_pdf, linkedin, lo_page_count,
                            new_docx, oxml_element, pdf_pages, reportlab_dejavu, work_truth, write_text,
                            write_truth)


# ---- small python-docx helpers (written for this batch) --------------------------------------------------------
def docx_hyperlink(paragraph, url, text, color="1F4E79", size=None):
    """Appends a Word hyperlink (w:hyperlink with an external relationship) printed as `text`."""
    from docx.opc.constants import RELATIONSHIP_TYPE
    from docx.oxml.ns import qn
    r_id = paragraph.part.relate_to(url, RELATIONSHIP_TYPE.HYPERLINK, is_external=True)
    link = oxml_element("w:hyperlink")
    link.set(qn("r:id"), r_id)
    run = oxml_element("w:r")
    props = oxml_element("w:rPr")
    props.append(oxml_element("w:color", val=color))
    props.append(oxml_element("w:u", val="single"))
    if size:
        props.append(oxml_element("w:sz", val=str(int(size * 2))))
    run.append(props)
    t = oxml_element("w:t")
    t.text = text
    run.append(t)
    link.append(run)
    paragraph._p.append(link)


def cell_fill(cell, fill):
    props = cell._tc.get_or_add_tcPr()
    props.append(oxml_element("w:shd", val="clear", color="auto", fill=fill))


def right_tab_line(document, left, right, width, bold_left=True, bold_right=False, after=0, before=0):
    """A paragraph with `left`, then a tab to a right-aligned stop at `width`, then `right`."""
    from docx.enum.text import WD_TAB_ALIGNMENT
    from docx.shared import Pt
    p = document.add_paragraph()
    p.paragraph_format.space_after = Pt(after)
    p.paragraph_format.space_before = Pt(before)
    p.paragraph_format.keep_with_next = True
    p.paragraph_format.tab_stops.add_tab_stop(width, WD_TAB_ALIGNMENT.RIGHT)
    r = p.add_run(left); r.bold = bold_left
    r = p.add_run("\t" + right); r.bold = bold_right
    return p


# ---- aw1: CNC setter/programmer (Coventry), DOCX kept as the Word file, experience in a ruled table -------------
AW1_MERIDIAN = ("Meridian Precision Engineering Ltd", "Coventry")
AW1_LANCHESTER = ("Lanchester Aerostructures Ltd", "Hinckley")
AW1_FOLESHILL = ("Foleshill Gear Cutting Co. Ltd", "Coventry")
AW1_JOBS = [
    ("CNC Setter/Programmer – 5-Axis Cell Lead", *AW1_MERIDIAN, "Jan 2020 – Present", ("2020-01", None, True),
     ["Lead a three-machine 5-axis cell (two DMG MORI DMU 65 monoBLOCKs and a Mazak Integrex i-200) on two "
      "shifts, making titanium and aluminium flight-control and landing-gear parts for Tier 1 aerospace customers.",
      "Write and prove out programs in Siemens NX CAM and at the HEIDENHAIN control; cut cycle time on our "
      "highest-volume titanium bracket from 74 to 51 minutes with new toolpaths and a dedicated fixture.",
      "Design fixtures and soft jaws, set Renishaw probing routines and sign off first-off parts and AS9102 "
      "first article inspection reports with the quality team.",
      "Train and sign off setters and operators on the cell; 0 customer escapes on the cell since 2022."]),
    ("Workshop Instructor – CNC Machining (part-time, evenings)", "Arden Engineering Training Centre", "Nuneaton",
     "Sept 2022 – present", ("2022-09", None, True),
     ["Two evenings a week teaching CNC milling, G-code and setting to Level 3 apprentices and adult learners."]),
    ("CNC Machinist (Setter/Operator)", *AW1_LANCHESTER, "03/2017 – 11/2019", ("2017-03", "2019-11"),
     ["Set and ran Haas and Okuma 3- and 4-axis machining centres on batches of 5 to 500 aerospace brackets "
      "and housings, editing programs at the machine.",
      "Kept to drawings at ±0.01 mm and recorded SPC data; moved to nights as the shift's only setter in 2018."]),
    ("CNC Operator", *AW1_LANCHESTER, "05/2014 – 02/2017", ("2014-05", "2017-02"),
     ["Loaded, ran and inspected parts on 3-axis VMCs; deburring, in-process checks and 5S on the cell."]),
    ("Machinist", *AW1_FOLESHILL, "Sept 2013 – Apr 2014", ("2013-09", "2014-04"),
     ["Manual and CNC turning of gear blanks and shafts for the company's gear-cutting line."]),
    ("Apprentice Machinist", *AW1_FOLESHILL, "Sept 2009 – Aug 2013", ("2009-09", "2013-08"),
     ["Four-year apprenticeship on manual lathes, mills and grinders, then CNC turning; college on day release."]),
]
AW1_CERTS = [("HEIDENHAIN TNC 640 Programming – HEIDENHAIN GB, 2021", "HEIDENHAIN TNC 640 Programming"),
             ("Siemens NX CAM: Multi-Axis Machining – Siemens Digital Industries Software, 2020",
              "Siemens NX CAM: Multi-Axis Machining"),
             ("PC-DMIS CMM Level 1 – Hexagon Manufacturing Intelligence, 2018", "PC-DMIS CMM Level 1"),
             ("Abrasive Wheels (PUWER 1998) – 2024", "Abrasive Wheels (PUWER 1998)"),
             ("IOSH Working Safely – IOSH, 2023", "IOSH Working Safely")]
AW1_SKILL_GROUPS = [
    ("Machining", ["5-axis simultaneous milling", "Mill-turn (Mazak Integrex)", "3- and 4-axis VMC setting",
                   "Fixture and soft-jaw design", "Titanium and nickel alloys", "Tool life and cycle time reduction"]),
    ("Programming", ["Siemens NX CAM", "HEIDENHAIN conversational", "Fanuc G-code", "Mazatrol",
                     "Renishaw probing cycles"]),
    ("Quality", ["AS9102 first article inspection", "GD&T", "PC-DMIS CMM", "SPC", "5S and lean"]),
]


def aw1_cnc_setter_docx():
    from docx.enum.table import WD_TABLE_ALIGNMENT
    from docx.shared import Inches, Pt, RGBColor

    red = RGBColor(0x8B, 0x1E, 0x24)
    document = new_docx(author="Callum Brierley", title="Callum Brierley CV", page=(Inches(8.27), Inches(11.69)),
                        margins=(Inches(0.75), Inches(0.7)), font="Calibri", size=10.5, space_after=2)
    document.styles["List Bullet"].paragraph_format.space_after = Pt(0)
    text_width = Inches(8.27 - 1.5)

    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(0)
    r = p.add_run("Callum Brierley"); r.bold = True; r.font.size = Pt(22); r.font.color.rgb = red
    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(3)
    r = p.add_run("CNC Setter/Programmer | 5-Axis Milling & Mill-Turn | Aerospace"); r.font.size = Pt(12.5)
    p = document.add_paragraph("Tile Hill, Coventry CV4 9PL  |  07700 900318  |  callum.brierley@example.com")
    p.paragraph_format.space_after = Pt(0)
    p = document.add_paragraph()
    docx_hyperlink(p, "https://www.linkedin.com/in/callum-brierley-cnc", "linkedin.com/in/callum-brierley-cnc",
                   color="8B1E24")
    p.paragraph_format.space_after = Pt(4)
    bottom_border(p, color="8B1E24", size="8")

    def heading(text):
        q = document.add_paragraph()
        q.paragraph_format.space_before = Pt(10); q.paragraph_format.space_after = Pt(4)
        q.paragraph_format.keep_with_next = True
        r = q.add_run(text); r.bold = True; r.font.size = Pt(11.5); r.font.color.rgb = red

    heading("PERSONAL PROFILE")
    document.add_paragraph(
        "Time-served machinist with seventeen years in precision engineering in Coventry and Leicestershire, the "
        "last seven as a CNC setter/programmer leading a 5-axis cell on aerospace parts. I program in Siemens NX and "
        "at the control, set my own fixtures and enjoy passing the trade on to apprentices. Looking for a "
        "senior setter/programmer, CNC team leader or manufacturing engineering role in the West Midlands.")

    heading("EMPLOYMENT HISTORY")
    table = document.add_table(rows=1, cols=2)
    table.style = document.styles["Table Grid"]
    table.alignment = WD_TABLE_ALIGNMENT.CENTER
    table.autofit = False
    widths = (Inches(1.45), Inches(5.3))
    header = table.rows[0]
    header_tr_pr = header._tr.get_or_add_trPr()
    header_tr_pr.append(oxml_element("w:tblHeader"))
    for cell, text, width in zip(header.cells, ("Dates", "Position, employer and main duties"), widths):
        cell.width = width
        cell_fill(cell, "F2E3E4")
        cell.paragraphs[0].add_run(text).bold = True
    for title, company, place, when, _, items in AW1_JOBS:
        row = table.add_row()
        row._tr.get_or_add_trPr().append(oxml_element("w:cantSplit"))
        left, right = row.cells
        left.width, right.width = widths
        left.paragraphs[0].add_run(when)
        right.paragraphs[0].add_run(title).bold = True
        q = right.add_paragraph(); q.paragraph_format.space_after = Pt(1)
        q.add_run(f"{company}, {place}").italic = True
        for item in items:
            right.add_paragraph(item, style="List Bullet")
        right.paragraphs[-1].paragraph_format.space_after = Pt(3)
    for column, width in zip(table.columns, widths):
        column.width = width

    heading("EDUCATION & TRAINING")
    for qualification, when, school, remark in (
            ("HNC Manufacturing Engineering (Pearson BTEC Level 4)", "2018 – 2020",
             "Coventry College (part-time, day release)", "Overall grade: Merit"),
            ("Advanced Apprenticeship – Engineering Manufacture (Machining), Level 3", "2009 – 2013",
             "City College Coventry", "Day release alongside the apprenticeship at Foleshill Gear Cutting; "
             "apprentice of the year 2012"),
            ("GCSEs", "2009", "Westwood Heath Academy, Coventry",
             "9 GCSEs at A*–C including Maths (B), English (C) and Design & Technology (A)")):
        right_tab_line(document, qualification, when, text_width, before=3)
        q = document.add_paragraph(); q.paragraph_format.space_after = Pt(0)
        q.add_run(school).italic = True
        q = document.add_paragraph(remark); q.paragraph_format.space_after = Pt(4)

    heading("CERTIFICATES")
    for printed, _ in AW1_CERTS:
        document.add_paragraph(printed, style="List Bullet")

    heading("SKILLS")
    for label, items in AW1_SKILL_GROUPS:
        q = document.add_paragraph()
        q.add_run(label + ": ").bold = True
        q.add_run(", ".join(items))

    heading("LANGUAGES")
    document.add_paragraph("English – native; British Sign Language – basic (Level 1)")

    heading("OTHER")
    document.add_paragraph("Full clean UK driving licence. References available on request.")

    name = "aw1-callum-brierley"
    path = os.path.join(FILES, name + ".docx")
    document.save(path)
    check_pages(name, lo_page_count(path, name), 2)
    write_truth(name, {
        "basics": {"name": "Callum Brierley", "label": "CNC Setter/Programmer | 5-Axis Milling & Mill-Turn | Aerospace",
                   "email": "callum.brierley@example.com", "phone": "07700 900318",
                   "location": {"city": "Coventry"}, "profiles": [linkedin("callum-brierley-cnc")]},
        "work": work_truth(AW1_JOBS),
        "education": [
            {"institution": "Coventry College", "study_type": "HNC", "area": "Manufacturing Engineering",
             "score": "Merit", "dates": dates("2018", "2020", text="2018 – 2020")},
            {"institution": "City College Coventry", "study_type": "Advanced Apprenticeship",
             "area": "Engineering Manufacture (Machining)", "dates": dates("2009", "2013", text="2009 – 2013")},
            {"institution": "Westwood Heath Academy", "study_type": "GCSEs", "dates": dates(None, "2009", text="2009")}],
        "skills": [{"name": s} for _, items in AW1_SKILL_GROUPS for s in items],
        "certificates": [{"name": n} for _, n in AW1_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "British Sign Language", "fluency": "basic (Level 1)"}],
    })


# ---- aw2: water treatment operator (Hamilton, NZ), ReportLab with a right sidebar -----------------------------
AW2_WRWS = ("Waikato River Water Services Ltd", "Hamilton")
AW2_MMP = ("Morrinsville Milk Processors Ltd", "Morrinsville")
AW2_JOBS = [
    ("Senior Water Treatment Operator", *AW2_WRWS, "June 2019 - current", ("2019-06", None, True),
     ["Run the 48 ML/day Riverside water treatment plant and six bore and reservoir sites on a 1-in-4 on-call "
      "roster: coagulation, clarification, sand filtration, UV and chlorine disinfection and fluoridation.",
      "Keep the plant compliant with the Drinking Water Quality Assurance Rules: daily sampling, turbidity and "
      "FAC checks, monthly reporting and the water safety plan review in 2024.",
      "Lead a shift of three operators; train new operators through their Level 4 certificate.",
      "Worked with engineers on the 2023 filter refurbishment and the new PAC dosing system; wrote the "
      "commissioning checklists and SOPs."]),
    ("Water Treatment Operator", *AW2_WRWS, "Apr 2018 – May 2019", ("2018-04", "2019-05"),
     ["Plant rounds, jar tests, chemical deliveries and dose changes, backwashes and SCADA alarm response."]),
    ("Wastewater Plant Operator (trainee)", *AW2_MMP, "Aug 2016 – Mar 2018", ("2016-08", "2018-03"),
     ["Ran the dairy factory's DAF and activated sludge plant; sampling for the resource consent and the "
      "monthly returns to the regional council."]),
    ("Dairy Process Operator (seasonal)", *AW2_MMP, "2014 – 2016", ("2014", "2016"),
     ["Milk powder dryer and CIP operator over two peak seasons (August to May)."]),
    ("Retail Assistant (part-time)", "Rototuna Fresh Market", "Hamilton", "2012 – 2014", ("2012", "2014"), []),
]
AW2_CERTS = [("Site Safe Passport (Foundation) – Site Safe NZ, exp. 11/2027", "Site Safe Passport (Foundation)"),
             ("Confined Space Entry – 2024", "Confined Space Entry"),
             ("HSNO Approved Handler (chlorine gas) – exp. 03/2027", "HSNO Approved Handler (chlorine gas)"),
             ("Workplace First Aid – St John, exp. 09/2027", "Workplace First Aid"),
             ("Forklift Operator (F endorsement) – 2015", "Forklift Operator (F endorsement)")]
AW2_SKILLS = ["Coagulation and jar testing", "Clarification and filtration", "Chlorination, UV and fluoridation",
              "SCADA monitoring and alarms", "Sampling and lab testing", "Drinking Water Quality Assurance Rules",
              "Water safety plans", "Pump station and reservoir checks", "Preventive maintenance (SAP PM)"]
AW2_LANGUAGES = [("English", "native"), ("Te reo Māori", "conversational")]


def aw2_water_operator_reportlab():
    from reportlab.lib.colors import HexColor, white
    from reportlab.lib.enums import TA_RIGHT
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.lib.units import mm
    from reportlab.platypus import (BaseDocTemplate, Frame, FrameBreak, PageTemplate, Paragraph, Spacer, Table,
                                    TableStyle)

    reportlab_dejavu()
    teal, pale, ink, mid = HexColor("#0E4D5C"), HexColor("#DCEFF2"), HexColor("#222222"), HexColor("#5A5A5A")
    width, height = A4
    side_w = 64 * mm
    main_w = width - side_w - 22 * mm
    name = "aw2-kiri-matenga"
    path = os.path.join(FILES, name + ".pdf")

    def background(canvas, doc):
        canvas.saveState()
        canvas.setFillColor(teal)
        canvas.rect(width - side_w, 0, side_w, height, stroke=0, fill=1)
        canvas.restoreState()

    doc = BaseDocTemplate(path, pagesize=A4, leftMargin=0, rightMargin=0, topMargin=0, bottomMargin=0,
                          title="Kiri Matenga - CV", author="Kiri Matenga")
    main = Frame(13 * mm, 10 * mm, main_w, height - 22 * mm, leftPadding=0, rightPadding=0, topPadding=0,
                 bottomPadding=0, id="main")
    side = Frame(width - side_w + 7 * mm, 10 * mm, side_w - 13 * mm, height - 22 * mm, leftPadding=0,
                 rightPadding=0, topPadding=0, bottomPadding=0, id="side")
    doc.addPageTemplates([PageTemplate(id="cv", frames=[main, side], onPage=background)])

    s_name = ParagraphStyle("nm", fontName="DV-B", fontSize=24, leading=28, textColor=teal)
    s_label = ParagraphStyle("lb", fontName="DV", fontSize=9.8, leading=13, textColor=mid, spaceAfter=4)
    s_h = ParagraphStyle("h", fontName="DV-B", fontSize=10.5, leading=13, textColor=teal, spaceBefore=9,
                         spaceAfter=3)
    s_body = ParagraphStyle("b", fontName="DV", fontSize=8.7, leading=11.6, textColor=ink)
    s_title = ParagraphStyle("t", fontName="DV-B", fontSize=9.3, leading=12, textColor=ink)
    s_when = ParagraphStyle("w", fontName="DV", fontSize=8.5, leading=12, textColor=mid, alignment=TA_RIGHT)
    s_emp = ParagraphStyle("e", fontName="DV-I", fontSize=8.8, leading=11.6, textColor=teal, spaceAfter=1)
    s_bullet = ParagraphStyle("bl", parent=s_body, leftIndent=9, bulletIndent=1, spaceAfter=0.8)
    s_head = ParagraphStyle("sh", fontName="DV-B", fontSize=10, leading=13, textColor=white, spaceBefore=10,
                            spaceAfter=3)
    s_side = ParagraphStyle("sd", fontName="DV", fontSize=8.3, leading=11, textColor=pale, spaceAfter=1.5)
    s_side_item = ParagraphStyle("si", parent=s_side, leftIndent=8, bulletIndent=0)

    def dated(left, right):
        t = Table([[Paragraph(left, s_title), Paragraph(escape(right), s_when)]],
                  colWidths=[main_w - 36 * mm, 36 * mm])
        t.setStyle(TableStyle([("LEFTPADDING", (0, 0), (-1, -1), 0), ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                               ("TOPPADDING", (0, 0), (-1, -1), 0), ("BOTTOMPADDING", (0, 0), (-1, -1), 0),
                               ("VALIGN", (0, 0), (-1, -1), "TOP")]))
        return t

    story = [Spacer(1, 2 * mm), Paragraph("Kiri Matenga", s_name),
             Paragraph("Senior Water Treatment Operator | Drinking Water Compliance &amp; SCADA", s_label),
             Paragraph("PROFILE", s_h),
             Paragraph("Drinking water operator with ten years in water and wastewater treatment in the Waikato, "
                       "the last eight on a 48 ML/day river plant. Holder of the NZ Certificate in Water Treatment "
                       "(Level 4), comfortable on call and on SCADA, and careful with compliance sampling and "
                       "records. Looking for a senior operator or team leader role with a council water entity "
                       "in the Waikato or Bay of Plenty.", s_body),
             Paragraph("EXPERIENCE", s_h)]
    for title, company, place, when, _, items in AW2_JOBS:
        story.append(Spacer(1, 3))
        story.append(dated(escape(title), when))
        story.append(Paragraph(escape(f"{company}, {place}"), s_emp))
        story += [Paragraph(escape(i), s_bullet, bulletText="•") for i in items]
    story.append(Paragraph("EDUCATION", s_h))
    for qualification, when, school, remark in (
            ("New Zealand Certificate in Water Treatment (Level 4)", "2018 – 2020", "Connexis (on-job training)",
             "Drinking water strand; completed while working at Riverside WTP"),
            ("NCEA Level 2", "2013", "Pukete Ridge College, Hamilton", None)):
        story.append(Spacer(1, 2))
        story.append(dated(escape(qualification), when))
        story.append(Paragraph(escape(school), s_emp))
        if remark:
            story.append(Paragraph(escape(remark), s_body))
    story.append(FrameBreak())

    story += [Spacer(1, 4 * mm), Paragraph("CONTACT", s_head),
              Paragraph("Hamilton 3216, Waikato", s_side),
              Paragraph("021 555 0172", s_side),
              Paragraph('<a href="mailto:kiri.matenga@example.com">kiri.matenga@example.com</a>', s_side),
              Paragraph('<a href="https://www.linkedin.com/in/kiri-matenga">linkedin.com/in/kiri-matenga</a>', s_side),
              Paragraph("LICENCES &amp; TICKETS", s_head)]
    story += [Paragraph(escape(p), s_side_item, bulletText="•") for p, _ in AW2_CERTS]
    story.append(Paragraph("SKILLS", s_head))
    story += [Paragraph(escape(s), s_side_item, bulletText="•") for s in AW2_SKILLS]
    story.append(Paragraph("LANGUAGES", s_head))
    story += [Paragraph(f"{escape(l)} – {f}", s_side) for l, f in AW2_LANGUAGES]
    story.append(Paragraph("OTHER", s_head))
    story += [Paragraph("Full Class 1 and Class 2 driver licence", s_side),
              Paragraph("Happy to work a 1-in-4 on-call roster", s_side)]
    story.append(Paragraph("REFEREES", s_head))
    story.append(Paragraph("Available on request", s_side))

    doc.build(story)
    check_pages(name, pdf_pages(path), 1)
    write_truth(name, {
        "basics": {"name": "Kiri Matenga",
                   "label": "Senior Water Treatment Operator | Drinking Water Compliance & SCADA",
                   "email": "kiri.matenga@example.com", "phone": "021 555 0172",
                   "location": {"city": "Hamilton", "region": "Waikato"}, "profiles": [linkedin("kiri-matenga")]},
        "work": work_truth(AW2_JOBS),
        "education": [
            {"institution": "Connexis", "study_type": "New Zealand Certificate", "area": "Water Treatment",
             "dates": dates("2018", "2020", text="2018 – 2020")},
            {"institution": "Pukete Ridge College", "study_type": "NCEA Level 2",
             "dates": dates(None, "2013", text="2013")}],
        "skills": [{"name": s} for s in AW2_SKILLS],
        "certificates": [{"name": n} for _, n in AW2_CERTS],
        "languages": [{"language": l, "fluency": f} for l, f in AW2_LANGUAGES],
    })


# ---- aw3: millwright and maintenance planner (Vanderbijlpark), LibreOffice PDF of a labelled South African CV -----
AW3_VRM = ("Vaal Rolling Mills (Pty) Ltd", "Vanderbijlpark")
AW3_EEW = ("Emfuleni Engineering Works (Pty) Ltd", "Vanderbijlpark")
AW3_JOBS = [  # (position, company, place, dates as printed, span, duties) in printed order
    ("Maintenance Planner", *AW3_VRM, "Mar 2022 – Present", ("2022-03", None, True)),
    ("Senior Millwright – Shift Artisan", *AW3_VRM, "2019–21", ("2019", "2021")),
    ("Millwright", *AW3_VRM, "2014 – 2018", ("2014", "2018")),
    ("Trade Test Assessor (part-time, Saturdays)", "Sedibeng Artisan Academy", "Vereeniging", "2023 – present",
     ("2023", None, True)),
    ("Millwright (contract)", "Highveld Shutdown Services CC", "Secunda", "Feb 2012 – Nov 2013", ("2012-02", "2013-11")),
    ("Millwright", *AW3_EEW, "Jul 2011 – Jan 2012", ("2011-07", "2012-01")),
    ("Apprentice Millwright", *AW3_EEW, "Jan 2008 – Jun 2011", ("2008-01", "2011-06")),
]
AW3_CERTS = [("Registered Assessor – merSETA, reg. no. MER/ASS/04417, 2023", "Registered Assessor"),
             ("SAP PM (Plant Maintenance) End User – 2022", "SAP PM (Plant Maintenance) End User"),
             ("Vibration Analysis Category I (ISO 18436-2) – Mobius Institute, 2020",
              "Vibration Analysis Category I (ISO 18436-2)"),
             ("Working at Heights – valid until 04/2027", "Working at Heights"),
             ("First Aid Level 1 – St John, valid until 08/2027", "First Aid Level 1"),
             ("Overhead Crane Operator (Pendant) – 2015", "Overhead Crane Operator (Pendant)")]
AW3_SKILL_GROUPS = [
    ("Mechanical", ["Gearbox and pump overhauls", "Laser shaft alignment", "Bearing fitting and lubrication",
                    "Hydraulics and pneumatics", "Roller table and conveyor maintenance", "Gas cutting and arc welding"]),
    ("Electrical", ["Motor control circuits (up to 525 V)", "PLC fault-finding (Siemens S7)", "VSD resets and settings"]),
    ("Planning", ["SAP PM notifications and work orders", "Shutdown planning (MS Project)", "Spares and BOMs",
                  "Root cause analysis"]),
]


def aw3_millwright_lo():
    from docx.enum.text import WD_TAB_ALIGNMENT
    from docx.shared import Inches, Pt, RGBColor

    green = RGBColor(0x1E, 0x5E, 0x3A)
    document = new_docx(author="Lwazi Mthembu", title="CV - Lwazi Mthembu", page=(Inches(8.27), Inches(11.69)),
                        margins=(Inches(0.75), Inches(0.5)), font="Calibri", size=10, space_after=0)
    document.styles["List Bullet"].paragraph_format.space_after = Pt(0)
    tab = Inches(1.55)

    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(0)
    r = p.add_run("LWAZI MTHEMBU"); r.bold = True; r.font.size = Pt(21)
    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(2)
    r = p.add_run("Millwright (Red Seal) | Maintenance Planner – Steel & Heavy Industry")
    r.font.size = Pt(12.5); r.font.color.rgb = green
    p = document.add_paragraph("Vanderbijlpark, Gauteng 1911  |  083 555 0161  |  lwazi.mthembu@example.com")
    p.paragraph_format.space_after = Pt(0)
    p = document.add_paragraph()
    docx_hyperlink(p, "https://www.linkedin.com/in/lwazi-mthembu-millwright", "linkedin.com/in/lwazi-mthembu-millwright",
                   color="1E5E3A")
    p.paragraph_format.space_after = Pt(4)
    bottom_border(p, color="1E5E3A", size="12")

    def heading(text):
        q = document.add_paragraph()
        q.paragraph_format.space_before = Pt(8); q.paragraph_format.space_after = Pt(2)
        q.paragraph_format.keep_with_next = True
        r = q.add_run(text); r.bold = True; r.font.size = Pt(11.5); r.font.color.rgb = green

    def labelled(label, value, keep=True, after=0):
        q = document.add_paragraph()
        q.paragraph_format.tab_stops.add_tab_stop(tab, WD_TAB_ALIGNMENT.LEFT)
        q.paragraph_format.left_indent = tab
        q.paragraph_format.first_line_indent = -tab
        q.paragraph_format.space_after = Pt(after)
        q.paragraph_format.keep_with_next = keep
        q.add_run(label).bold = bool(label)
        q.add_run("\t" + value)
        return q

    def bullets(items):
        for i, item in enumerate(items):
            b = document.add_paragraph(item, style="List Bullet")
            b.paragraph_format.left_indent = tab + Inches(0.2)
            b.paragraph_format.first_line_indent = -Inches(0.2)
            if i < len(items) - 1:
                b.paragraph_format.keep_with_next = True

    heading("PERSONAL DETAILS")
    labelled("Nationality:", "South African")
    labelled("Driver's licence:", "Code EB, own transport")
    labelled("Languages:", "isiZulu (home language), English (fluent), Sesotho (good), Afrikaans (basic)")
    labelled("Notice period:", "One calendar month", keep=False)

    heading("CAREER OBJECTIVE")
    document.add_paragraph(
        "Red Seal millwright with eighteen years in steel, petrochemical shutdowns and general engineering, the "
        "last four as a maintenance planner on a hot strip and cold rolling mill. I know the equipment from the "
        "tools up, plan in SAP PM and keep shutdowns on time and safe. Looking for a senior planner or "
        "maintenance supervisor post in the Vaal Triangle.")

    heading("EMPLOYMENT HISTORY")
    vrm = AW3_JOBS[:3]
    labelled("Company:", f"{AW3_VRM[0]}, {AW3_VRM[1]}")
    labelled("Period:", "2014 – Present")
    for i, (title, _, _, when, _) in enumerate(vrm):
        labelled("Positions held:" if i == 0 else "", f"{title} ({when})")
    labelled("Duties (planner):", "")
    bullets(["Plan and schedule preventive and corrective maintenance for the cold mill, pickling line and "
             "roll shop (about 380 work orders a month) in SAP PM.",
             "Plan the weekly 12-hour shutdowns and the annual 10-day reline shutdown: scopes, job cards, "
             "contractors, permits, spares and critical path in MS Project.",
             "Build and maintain task lists and bills of materials; reduced emergency work orders from 31% to 18% "
             "of hours in two years."])
    labelled("Duties (artisan):", "")
    bullets(["Breakdown and planned maintenance on roller tables, gearboxes, hydraulic systems, coilers and "
             "overhead cranes; laser alignment and bearing replacement.",
             "Fault-finding on motor control circuits, VSDs and Siemens S7 PLC inputs and outputs with the "
             "electricians.",
             "As shift artisan, led a crew of four artisans and two assistants on a 12-hour shift roster and "
             "trained apprentices for their trade tests."])
    labelled("Reason for leaving:", "Currently employed", keep=False, after=6)

    labelled("Company:", "Sedibeng Artisan Academy, Vereeniging")
    title, _, _, when, _ = AW3_JOBS[3]
    labelled("Position:", title)
    labelled("Period:", when)
    labelled("Duties:", "")
    bullets(["Assess millwright candidates' trade test preparation and sign off their portfolios of evidence."])
    labelled("Reason for leaving:", "Currently employed", keep=False, after=6)

    labelled("Company:", "Highveld Shutdown Services CC, Secunda")
    title, _, _, when, _ = AW3_JOBS[4]
    labelled("Position:", title)
    labelled("Period:", when)
    labelled("Duties:", "")
    bullets(["Shutdown millwright at a petrochemical plant: pump and compressor overhauls, valve changes and "
             "conveyor repairs under strict permit and isolation procedures.",
             "Worked 12-hour day and night shifts on four major shutdowns without a recordable incident."])
    labelled("Reason for leaving:", "Contract ended", keep=False, after=6)

    labelled("Company:", f"{AW3_EEW[0]}, {AW3_EEW[1]}")
    labelled("Period:", "Jan 2008 – Jan 2012")
    for i, (title, _, _, when, _) in enumerate(AW3_JOBS[5:]):
        labelled("Positions held:" if i == 0 else "", f"{title} ({when})")
    labelled("Duties:", "")
    bullets(["Apprenticeship through the merSETA learnership: fitting, turning, welding, motor control and "
             "electrical installation in a jobbing engineering workshop.",
             "After qualifying, installed and commissioned conveyors and pumps for mining and steel customers."])
    labelled("Reason for leaving:", "Better opportunity (shutdown contracts)", keep=False, after=4)

    heading("EDUCATION & TRADE QUALIFICATIONS")
    for qualification, school, year, extra in (
            ("Diploma in Mechanical Engineering (in progress)", "Unisa (distance learning)", "2024 – present",
             ("Progress:", "9 of 27 modules completed")),
            ("Trade Certificate: Millwright (Red Seal)", "INDLELA, Olifantsfontein", "2011", None),
            ("National N3 Certificate: Engineering Studies",
             "Sedibeng TVET College (then Sedibeng FET College), Vereeniging", "2007",
             ("Subjects:", "Mathematics N3, Engineering Science N3, Industrial Electronics N3, "
                           "Electrical Trade Theory N3")),
            ("Senior Certificate (Matric)", "Bophelong Technical High School, Vanderbijlpark", "2006",
             ("Subjects:", "Mathematics (HG), Physical Science (HG), Technical Drawing, English, isiZulu"))):
        labelled("Qualification:", qualification)
        labelled("Institution:", school)
        labelled("Year:", year, keep=bool(extra), after=0 if extra else 6)
        if extra:
            labelled(*extra, keep=False, after=6)

    heading("CERTIFICATES")
    for printed, _ in AW3_CERTS:
        document.add_paragraph(printed, style="List Bullet")

    heading("SKILLS")
    for label, items in AW3_SKILL_GROUPS:
        q = document.add_paragraph()
        q.add_run(label + ": ").bold = True
        q.add_run(", ".join(items))

    heading("REFERENCES")
    for line in ("Mr Gerhard van Wyk – Maintenance Manager, Vaal Rolling Mills – 016 555 0142",
                 "Ms Nomvula Khoza – Site Supervisor, Highveld Shutdown Services – 017 555 0118"):
        document.add_paragraph(line)

    name = "aw3-lwazi-mthembu"
    libreoffice_pdf(document, name, 2)
    write_truth(name, {
        "basics": {"name": "Lwazi Mthembu",
                   "label": "Millwright (Red Seal) | Maintenance Planner – Steel & Heavy Industry",
                   "email": "lwazi.mthembu@example.com", "phone": "083 555 0161",
                   "location": {"city": "Vanderbijlpark", "region": "Gauteng"},
                   "profiles": [linkedin("lwazi-mthembu-millwright")]},
        "work": work_truth(AW3_JOBS),
        "education": [
            {"institution": "Unisa", "study_type": "Diploma", "area": "Mechanical Engineering",
             "dates": dates("2024", None, True, text="2024 – present")},
            {"institution": "INDLELA", "study_type": "Trade Certificate", "area": "Millwright",
             "dates": dates(None, "2011", text="2011")},
            {"institution": "Sedibeng TVET College", "study_type": "National N3 Certificate",
             "area": "Engineering Studies", "dates": dates(None, "2007", text="2007")},
            {"institution": "Bophelong Technical High School", "study_type": "Senior Certificate (Matric)",
             "dates": dates(None, "2006", text="2006")}],
        "skills": [{"name": s} for _, items in AW3_SKILL_GROUPS for s in items],
        "certificates": [{"name": n} for _, n in AW3_CERTS],
        "languages": [{"language": "isiZulu", "fluency": "home language"},
                      {"language": "English", "fluency": "fluent"},
                      {"language": "Sesotho", "fluency": "good"},
                      {"language": "Afrikaans", "fluency": "basic"}],
    })


# ---- aw4: court clerk (Lakeland, FL), WeasyPrint of a resume builder's HTML template with a date column ----------
AW4_CLERK = ("Palmetto County Clerk of the Circuit Court & Comptroller", "Lakeland, FL")
AW4_FIRM = ("Hollis & Marchetti, P.A.", "Winter Haven, FL")
AW4_JOBS = [
    ("Senior Deputy Clerk – Courtroom Services", *AW4_CLERK, "Aug 2021 – Present", ("2021-08", None, True),
     ["Clerk felony and domestic violence dockets for three circuit judges: record court minutes, enter "
      "dispositions and sentencing orders in Odyssey the same day and process bonds and warrants.",
      "Take custody of trial exhibits and evidence and keep the chain of custody through appeal or destruction.",
      "Coordinate jury panels with the jury office and train and schedule a team of 7 courtroom clerks.",
      "Cut the division's backlog of unentered minutes from 9 days to under 24 hours in 2022."]),
    ("Notary Signing Agent (part-time)", "Self-employed", "Lakeland, FL", "2020 – present", ("2020", None, True),
     ["Evening and weekend mortgage loan signings for title companies across Central Florida."]),
    ("Deputy Clerk II – Civil & Family Division", *AW4_CLERK, "Apr 2018 – Jul 2021", ("2018-04", "2021-07"),
     ["Opened and indexed civil, family and probate cases, reviewed e-filings from the Florida Courts E-Filing "
      "Portal and issued summonses, writs and certified copies.",
      "Answered public records requests at the counter and by phone, in English and Spanish."]),
    ("Deputy Clerk I – Traffic & Misdemeanor", *AW4_CLERK, "Q3 2016 – Q1 2018", ("2016-07", "2018-03"),
     ["Processed citations, payments, payment plans and driver license suspensions and reinstatements."]),
    ("Legal Secretary", *AW4_FIRM, "Sep 2013 – Jun 2016", ("2013-09", "2016-06"),
     ["Prepared pleadings, discovery and closing packages for a four-attorney civil and real estate practice."]),
    ("Law Office Intern (summer)", *AW4_FIRM, "Summer 2013", ("2013-06", "2013-08"), []),
]
AW4_CERTS = [("Florida Notary Public – Commission No. HH 482913, expires 03/2028", "Florida Notary Public"),
             ("Certified Notary Signing Agent – National Notary Association, 2020", "Certified Notary Signing Agent"),
             ("Certified Court Manager (CCM) – National Center for State Courts, 2024", "Certified Court Manager (CCM)"),
             ("FCIC/NCIC Certified Operator – FDLE, renewed 2025", "FCIC/NCIC Certified Operator")]
AW4_SKILL_GROUPS = [("Court operations", ["Courtroom minutes and dockets", "Case initiation and indexing",
                                          "Judgments and sentencing orders", "Evidence and exhibit custody",
                                          "Jury management", "Public records requests"]),
                    ("Systems", ["Tyler Odyssey", "Florida Courts E-Filing Portal", "Microsoft 365",
                                 "Typing 70 wpm"])]


def aw4_court_clerk_weasyprint():
    from weasyprint import HTML

    def row(when, title, sub, items=(), remark=None):
        out = (f'<div class="row"><div class="when">{escape(when)}</div><div class="body">'
               f'<div class="what">{escape(title)}</div><div class="sub">{escape(sub)}</div>')
        if remark:
            out += f'<div class="remark">{escape(remark)}</div>'
        if items:
            out += "<ul>" + "".join(f"<li>{escape(i)}</li>" for i in items) + "</ul>"
        return out + "</div></div>\n"

    jobs = "".join(row(w, t, f"{c} — {p}", i) for t, c, p, w, _, i in AW4_JOBS)
    skills = "".join(f'<p class="sk"><b>{escape(label)}:</b> {" · ".join(escape(s) for s in items)}</p>'
                     for label, items in AW4_SKILL_GROUPS)
    html = f"""<!DOCTYPE html>
<html lang="en-US"><head><meta charset="utf-8"><title>Teresa M. Villanueva - Resume</title>
<meta name="generator" content="TalentForge Resume Builder 4.2 (template: Ledger)">
<style>
@page {{ size: Letter; margin: 9mm 14mm 9mm 14mm; }}
body {{ font-family: "Liberation Sans", Arial, sans-serif; font-size: 9.3pt; color: #222; line-height: 1.26; }}
.tf-header {{ border-bottom: 2px solid #7a2e3b; padding-bottom: 5px; }}
.tf-header h1 {{ font-size: 22pt; margin: 0; color: #7a2e3b; font-weight: bold; }}
.tf-header .title {{ font-size: 11pt; margin: 2px 0 4px; color: #333; }}
.tf-header .contact span + span::before {{ content: " | "; color: #999; }}
.tf-header a {{ color: #222; text-decoration: none; }}
h2 {{ font-size: 10pt; text-transform: uppercase; color: #7a2e3b; margin: 9px 0 3px; letter-spacing: .5px; }}
.row {{ display: grid; grid-template-columns: 1.25in 1fr; column-gap: 10px; margin-bottom: 5px;
        break-inside: avoid; }}
.when {{ color: #666; font-size: 8.8pt; padding-top: 1px; }}
.what {{ font-weight: bold; }}
.sub {{ color: #444; }}
.remark {{ color: #444; font-style: italic; }}
ul {{ margin: 1px 0 0 0; padding-left: 14px; }}
li {{ margin-bottom: 0.5px; }}
p {{ margin: 0 0 2px; }}
</style></head>
<body>
<div class="tf-header">
  <h1>Teresa M. Villanueva</h1>
  <div class="title">Senior Deputy Clerk | Circuit Court Operations &amp; Case Records</div>
  <div class="contact"><span>Lakeland, FL 33803</span><span>(863) 555-0124</span><span><a href="mailto:teresa.villanueva@example.com">teresa.villanueva@example.com</a></span><span><a href="https://www.linkedin.com/in/teresa-villanueva-clerk">linkedin.com/in/teresa-villanueva-clerk</a></span></div>
</div>
<h2>Professional Summary</h2>
<p>Bilingual court clerk with ten years in the Clerk's office, from traffic and misdemeanor counters to the
felony courtroom, and three years in a law firm before that. Accurate under pressure in a busy courtroom,
careful with records and evidence, and patient with the public. Seeking a courtroom supervisor or court
operations role in Central Florida.</p>
<h2>Work Experience</h2>
{jobs}<h2>Education</h2>
{row("2019 – 2022", "Bachelor of Applied Science, Supervision & Management", "Polk State College — Winter Haven, FL",
     remark="Online, part-time · GPA 3.71/4.0")}{row("2011 – 2013", "Associate in Science (A.S.), Paralegal Studies",
     "Polk State College — Lakeland, FL", remark="GPA 3.5/4.0 · Phi Theta Kappa")}<h2>Certifications &amp; Commissions</h2>
<ul>{"".join(f"<li>{escape(p)}</li>" for p, _ in AW4_CERTS)}</ul>
<h2>Skills</h2>
{skills}
<h2>Languages</h2>
<p>English (native) · Spanish (fluent – bilingual)</p>
</body></html>
"""
    name = "aw4-teresa-villanueva"
    path = os.path.join(FILES, name + ".pdf")
    HTML(string=html).write_pdf(path)
    check_pages(name, pdf_pages(path), 1)
    write_truth(name, {
        "basics": {"name": "Teresa M. Villanueva",
                   "label": "Senior Deputy Clerk | Circuit Court Operations & Case Records",
                   "email": "teresa.villanueva@example.com", "phone": "(863) 555-0124",
                   "location": {"city": "Lakeland", "region": "FL"},
                   "profiles": [linkedin("teresa-villanueva-clerk")]},
        "work": work_truth(AW4_JOBS),
        "education": [
            {"institution": "Polk State College", "study_type": "Bachelor of Applied Science",
             "area": "Supervision & Management", "score": "3.71/4.0", "dates": dates("2019", "2022", text="2019 – 2022")},
            {"institution": "Polk State College", "study_type": "Associate in Science (A.S.)", "area": "Paralegal Studies",
             "score": "3.5/4.0", "dates": dates("2011", "2013", text="2011 – 2013")}],
        "skills": [{"name": s} for _, items in AW4_SKILL_GROUPS for s in items],
        "certificates": [{"name": n} for _, n in AW4_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Spanish", "fluency": "fluent – bilingual"}],
    })


# ---- aw5: dental practice coordinator moved into medical billing (Adelaide), a Markdown file ---------------------
AW5_BRIGHT = ("Brightsmile Dental Mawson Lakes", "Mawson Lakes SA")
AW5_SALISBURY = ("Salisbury Family Dental", "Salisbury SA")
AW5_JOBS = [
    ("Medical Billing Officer", "Northern Specialist Rooms Pty Ltd", "Elizabeth Vale SA", "Feb 2025 – present",
     ("2025-02", None, True),
     ["Billing for 14 specialists (orthopaedics, general surgery, gastroenterology) in Gentu: in-hospital and "
      "rooms accounts, Medicare bulk-bill and patient claims, DVA, WorkCover SA, CTP and private health fund "
      "no-gap and known-gap claims through ECLIPSE.",
      "Check MBS item numbers and theatre lists against operation reports before claims go out; rejected "
      "claims down from about 6% to under 2%.",
      "Chase aged debtors and reconcile daily banking and health fund remittances; 90-day debtors down 40% in "
      "my first six months.",
      "Answer patients' questions about out-of-pocket costs and informed financial consent."]),
    ("Practice Coordinator", *AW5_BRIGHT, "Sept 2020 – Jan 2025", ("2020-09", "2025-01"),
     ["Ran the front desk and the books for a five-dentist practice: appointment book, rosters, HICAPS and "
      "health fund claims, Child Dental Benefits Schedule and DVA dental claims, end-of-day reconciliation.",
      "Set up treatment plans and payment plans with patients; kept outstanding accounts under 3% of monthly "
      "billings.",
      "Moved the practice from paper recalls to SMS recalls in Dental4Windows, lifting recall bookings by 25%."]),
    ("Senior Dental Receptionist", *AW5_BRIGHT, "Jul 2018 – Aug 2020", ("2018-07", "2020-08"),
     ["Reception, bookings, new patient forms, health fund claiming and training new receptionists."]),
    ("Weekend Receptionist (casual)", "Golden Grove Physiotherapy & Pilates", "Golden Grove SA", "2016 – 2019",
     ("2016", "2019"),
     ["Saturday reception: bookings, HICAPS claims, WorkCover and EPC (Medicare) referrals."]),
    ("Dental Receptionist", *AW5_SALISBURY, "2015 – 2018", ("2015", "2018"),
     ["Front desk for a three-chair family practice; bookings, payments and health fund claims."]),
    ("Dental Assistant Trainee", *AW5_SALISBURY, "Feb 2013 – Dec 2014", ("2013-02", "2014-12"), []),
]
AW5_CERTS = [("Introduction to Clinical Coding (ICD-10-AM/ACHI/ACS) — HIMAA, 2024",
              "Introduction to Clinical Coding (ICD-10-AM/ACHI/ACS)"),
             ("Provide First Aid (HLTAID011) — St John Ambulance SA, exp. 05/2027", "Provide First Aid (HLTAID011)")]
AW5_SKILL_GROUPS = [
    ("Billing & claims", ["Medicare (MBS item numbers, bulk billing, patient claims)", "DVA", "WorkCover SA and CTP",
                          "Private health funds (ECLIPSE, HICAPS)", "Informed financial consent", "Debt collection"]),
    ("Systems", ["Gentu", "Genie", "Dental4Windows", "Tyro", "Xero", "Microsoft Excel"]),
    ("People", ["Front desk and phones", "Explaining out-of-pocket costs", "Training new staff"]),
]


def aw5_medical_billing_markdown():
    lines = ["# Mai Tran", "",
             "**Medical Billing Officer | Medicare, DVA & Private Health Fund Claims**", "",
             "Mawson Lakes, Adelaide SA 5095 · 0491 571 804 · mai.tran@example.com · "
             "[linkedin.com/in/mai-tran-billing](https://www.linkedin.com/in/mai-tran-billing)", "",
             "## Summary", "",
             "Medical billing officer with nearly fourteen years in health practices in Adelaide's north: twelve "
             "in dental practices, the last four running a busy practice's front desk and billing, and since 2025 "
             "specialist billing for surgeons and physicians. I finished a Certificate IV in Health Administration in 2024 to "
             "make the move. Accurate with item numbers, persistent with debtors and kind to patients. Looking for "
             "a senior billing or practice accounts role (full-time, northern or central Adelaide).", "",
             "## Experience", ""]
    for title, company, place, when, _, items in AW5_JOBS:
        lines += [f"### {title} — {company}, {place}", f"*{when}*", ""]
        if items:
            lines += [f"- {i}" for i in items] + [""]
    lines += ["## Education", "",
              "- **Certificate IV in Health Administration (HLT47315)** — TAFE SA (online, part-time), 2023–2024",
              "- **Certificate III in Dental Assisting (HLT31812)** — TAFE SA, Adelaide, 2013–2014 · completed "
              "as a traineeship at Salisbury Family Dental",
              "- **South Australian Certificate of Education (SACE)** — Northern Plains High School, Salisbury, 2012",
              "", "## Certifications", ""]
    lines += [f"- {p}" for p, _ in AW5_CERTS]
    lines += ["", "## Skills", ""]
    lines += [f"- **{label}:** " + ", ".join(items) for label, items in AW5_SKILL_GROUPS]
    lines += ["", "## Languages", "", "English (fluent) · Vietnamese (native)", "",
              "*National Police Check (2025) and Working with Children Check current. References on request.*", ""]
    name = "aw5-mai-tran"
    write_text(name + ".md", "\n".join(lines))
    write_truth(name, {
        "basics": {"name": "Mai Tran", "label": "Medical Billing Officer | Medicare, DVA & Private Health Fund Claims",
                   "email": "mai.tran@example.com", "phone": "0491 571 804",
                   "location": {"city": "Adelaide", "region": "SA"}, "profiles": [linkedin("mai-tran-billing")]},
        "work": work_truth(AW5_JOBS),
        "education": [
            {"institution": "TAFE SA", "study_type": "Certificate IV", "area": "Health Administration",
             "dates": dates("2023", "2024", text="2023–2024")},
            {"institution": "TAFE SA", "study_type": "Certificate III", "area": "Dental Assisting",
             "dates": dates("2013", "2014", text="2013–2014")},
            {"institution": "Northern Plains High School",
             "study_type": "South Australian Certificate of Education (SACE)",
             "dates": dates(None, "2012", text="2012")}],
        "skills": [{"name": s} for _, items in AW5_SKILL_GROUPS for s in items],
        "certificates": [{"name": n} for _, n in AW5_CERTS],
        "languages": [{"language": "English", "fluency": "fluent"}, {"language": "Vietnamese", "fluency": "native"}],
    })


# ---- aw6: plumber and registered gas installer (Athlone), plain text with CRLF line ends ------------------------
AW6_SVBS = ("Shannon Valley Building Services Ltd", "Athlone")
AW6_JOBS = [
    ("Plumbing & Heating Supervisor", *AW6_SVBS, "Oct 2021 - Present", ("2021-10", None, True),
     ["Supervise 4 plumbers and 2 apprentices on housing schemes, a nursing home extension and school "
      "refurbishments across the midlands (jobs up to EUR 1.2m).",
      "Set out first and second fix, order materials, sign off pressure tests and hand over with commissioning "
      "sheets and O&M files.",
      "Install and commission air-to-water heat pumps and underfloor heating on A-rated new builds; complete "
      "the heat loss and SEAI grant paperwork with the BER assessor.",
      "Run toolbox talks and keep the site safety file up to date for the main contractor."]),
    ("Registered Gas Installer (self-employed, evenings & weekends)", "Self-employed", "Athlone", "2018 - present",
     ("2018", None, True),
     ["Boiler services, gas safety checks and certificates for landlords and homeowners; about 150 Declarations "
      "of Conformance a year."]),
    ("Plumber / Gas Installer", *AW6_SVBS, "Mar 2016 - Sep 2021", ("2016-03", "2021-09"),
     ["First and second fix plumbing and heating on new houses and apartments; gas boiler installs; "
      "registered with RGII from 2017."]),
    ("Plumber", "Ballymahon Mechanical Contractors Ltd", "Ballymahon, Co. Longford", "2014 - 2016", ("2014", "2016"),
     ["Commercial plumbing and mechanical services on a meat plant, a hotel and two secondary schools."]),
    ("Plumber (working holiday)", "Swan Coast Plumbing Pty Ltd", "Perth, WA, Australia", "Feb 2012 - Jan 2014",
     ("2012-02", "2014-01"),
     ["Residential maintenance and new-build plumbing, hot water system replacements and blocked drains."]),
    ("Apprentice Plumber", "J. Keegan & Sons Plumbing & Heating", "Mullingar, Co. Westmeath", "2007 - 2011",
     ("2007", "2011"), []),
]
AW6_CERTS = [("Registered Gas Installer - RGII Reg. No. 4873, renewed to 12/2026", "Registered Gas Installer"),
             ("Safe Pass - SOLAS, exp. 09/2028", "Safe Pass"),
             ("Heat Pump Systems (QQI Level 6) - Longford and Westmeath ETB, 2020", "Heat Pump Systems (QQI Level 6)"),
             ("Manual Handling - 2025", "Manual Handling"),
             ("Working at Heights - 2024", "Working at Heights")]
AW6_SKILLS = ["Domestic and commercial plumbing", "Gas boiler installation and servicing", "Heat pumps and underfloor heating",
              "Pressure testing and commissioning", "Copper, MLCP and press-fit systems", "Reading drawings and specs",
              "Supervising small crews", "Landlord gas safety checks"]


def aw6_plumber_txt():
    import textwrap
    width = 80

    def heading(text):
        return ["", "-" * width, text.upper(), "-" * width]

    out = ["EOIN MULVIHILL",
           "Plumber & Registered Gas Installer (RGI) | Domestic & Commercial Heating",
           "",
           "Coosan, Athlone, Co. Westmeath N37 F6K2",
           "Mobile: 087 555 0174",
           "Email:  eoin.mulvihill@example.com"]
    out += heading("Profile")
    out += textwrap.wrap(
        "Qualified plumber and RGII registered gas installer with nineteen years in the trade since my "
        "apprenticeship in Mullingar, including two years in Perth, WA. Now supervising plumbing and heating on "
        "new builds and refurbishments around Athlone, with a lot of heat pump work. Reliable, tidy and good "
        "with clients. Looking for a plumbing foreman or mechanical supervisor role in the midlands.",
        width=width, break_on_hyphens=False)
    out += heading("Employment")
    for title, company, place, when, _, items in AW6_JOBS:
        out += ["", title, f"{company}, {place}", f"Dates: {when}"]
        for item in items:
            out += textwrap.wrap(item, width, initial_indent="  * ", subsequent_indent="    ",
                                 break_on_hyphens=False)
    out += heading("Education")
    out += ["",
            "National Craft Certificate - Plumbing (FÁS apprenticeship)",
            "Athlone Institute of Technology",
            "Dates: 2007 - 2011",
            "  Phase 2 at the FÁS Training Centre, Athlone; Phases 4 and 6 at AIT",
            "",
            "Leaving Certificate",
            "Coosan Community College, Athlone",
            "Dates: 2007"]
    out += heading("Certs & Tickets")
    out += ["  * " + p for p, _ in AW6_CERTS]
    out += heading("Skills")
    out += ["  * " + s for s in AW6_SKILLS]
    out += heading("Languages")
    out += ["English - native; Irish - basic"]
    out += heading("Other")
    out += ["Full clean B and BE driving licence, own van and tools. References on request.", ""]
    assert all(len(line) <= width for line in out), [l for l in out if len(l) > width]
    name = "aw6-eoin-mulvihill"
    write_text(name + ".txt", "\r\n".join(out))
    write_truth(name, {
        "basics": {"name": "Eoin Mulvihill",
                   "label": "Plumber & Registered Gas Installer (RGI) | Domestic & Commercial Heating",
                   "email": "eoin.mulvihill@example.com", "phone": "087 555 0174",
                   "location": {"city": "Athlone", "region": "Co. Westmeath"}},
        "work": work_truth(AW6_JOBS),
        "education": [
            {"institution": "Athlone Institute of Technology", "study_type": "National Craft Certificate",
             "area": "Plumbing", "dates": dates("2007", "2011", text="2007 - 2011")},
            {"institution": "Coosan Community College", "study_type": "Leaving Certificate",
             "dates": dates(None, "2007", text="2007")}],
        "skills": [{"name": s} for s in AW6_SKILLS],
        "certificates": [{"name": n} for _, n in AW6_CERTS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Irish", "fluency": "basic"}],
    })


if __name__ == "__main__":
    aw1_cnc_setter_docx()
    aw2_water_operator_reportlab()
    aw3_millwright_lo()
    aw4_court_clerk_weasyprint()
    aw5_medical_billing_markdown()
    aw6_plumber_txt()
