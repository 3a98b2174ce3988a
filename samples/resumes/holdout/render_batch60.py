#!/usr/bin/env python3
"""Renders the sixtieth held-out batch (bh1–bh6) into files/ and its truth into truth/.

Written without reading the parser (nor anything under /work/main/Sources, Tests, docs, Benchmarks, .build or
output, nor anything under /tmp or /var/tmp other than this batch's own scratch folder: one listing of /var/tmp
filtered to the name "bh60", to make sure the scratch folder did not exist yet, printed nothing); no project binary
(mm-*), swift or git command was run, and the search tools were not used on this project. The only project files
read were holdout_render.py in full, render_batch55.py in full (for the conventions, the truth shape and the
decisions it records), the docstring openings (first 40 lines only) of render_batch50.py to render_batch54.py and
render_batch56.py to render_batch59.py (for the occupations, countries and producers already used) and three truth
files, whole: au3-euan-mclaughlin.json (batch 47's UK paramedic: an HCPC registration written as the certificate
"Registered Paramedic", a secondment and a concurrent bank post as their own work entries, a UK degree class as
"score"), bb5-rebecca-haddad.json (batch 54's emergency nurse turned informatics nurse: "AHPRA Registered Nurse", a
secondment, a Bachelor of Nursing with no area) and be4-rhodri-llewellyn.json (batch 57's consultant: NHS training
rotations one entry each, a concurrent lead role, "First Class"). files/ and truth/ were listed only to make sure no
bh* file existed. Nothing else in the project was read. The helpers job, docx_hyperlink, table_borders, cell_props and
fixed_widths are copied as batch 55 wrote them; school, repeat_header_row, cant_split and libreoffice_convert are
written for this batch; the rest comes from holdout_render.py. Scratch files (the LibreOffice conversions, page
checks and profiles, wkhtmltopdf's page and its Qt runtime folder) go to /var/tmp/bh60 (tempfile.tempdir, TMPDIR and
XDG_RUNTIME_DIR point there while the script runs), removed at the end. Nothing was installed.

A public-sector and health recruitment desk's inbox in the first week of December 2026: six nurses, allied health
and public-service workers with nine to eighteen years of work, one each in the US, the UK, Canada, Australia,
Ireland and New Zealand, in six occupations that batches 50–59's docstrings do not have (they list, among others, a
director of nursing, a radiologic technologist, a UK paramedic, an emergency nurse turned clinical informatics
nurse, a dental assistant, a medical assistant, a clinical pharmacist and a pharmacy technician, a veterinary
nurse, a dietitian, a disability support worker, a personal support worker, a school psychologist, a medical
laboratory science graduate, a consultant gastroenterologist, a security officer and a court clerk). Of the brief's
examples the ICU nurse, the midwife, the occupational therapist, the corrections officer and the social worker were
kept; the firefighter/paramedic became a firefighter/EMT risen to fire lieutenant (a paramedic is batch 47's
occupation), and the radiographer was left out (batch 46's radiologic technologist). The six: a fire lieutenant in
Westerville, Ohio (US), a Band 7 labour ward coordinator midwife in Leicester (UK), a critical care registered nurse
in Hamilton, Ontario (Canada), a senior occupational therapist in Ballarat, Victoria (Australia), a senior social
work practitioner acting as team leader in Cork (Ireland) and a principal corrections officer in Palmerston North
(New Zealand). Producers: no ReportLab, WeasyPrint or headless Chromium (which batches 50–59 lean on); one each of a
hand-written HTML file, fpdf2, a Word file kept as DOCX, a LibreOffice PDF of a Word file, wkhtmltopdf and a
LibreOffice Writer document (Flat ODT) exported to PDF:

- bh1 (a plain HTML resume typed by hand, UTF-8, with HTML entities for the dashes and a comment line; Georgia,
  one long page in a browser): "Dana Rutkowski", the label "Fire Lieutenant · Firefighter/EMT · Ohio Fire Officer
  II", a " | " contact line ("Westerville, OH 43081", "(614) 555-0162", mailto and LinkedIn links); SUMMARY;
  EXPERIENCE GROUPED BY EMPLOYER, RANK HISTORY UNDER IT: the h3 "Olentangy Plains Fire District — Westerville, OH",
  an italic span line "August 2014 – Present · career department, 4 stations, 24/48 shift schedule" (the
  employer's total tenure, not a job), then a list of ranks, each a bold rank — italic dates with its own bullets:
  "Fire Lieutenant" "Jan 2023 – Present", "Acting Lieutenant (out-of-class)" "Jun 2021 – Dec 2022" (an acting-up
  period overlapping the next rank), "Driver/Engineer" "Apr 2018 – Dec 2022", "Firefighter/EMT" "Aug 2014 – Mar
  2018"; then three one-role employers in the same form: "Adjunct Fire Instructor (part-time)" at Scioto Regional
  Fire Academy, Delaware, OH "2020 – Present" (a second current job), "Part-Time Firefighter/EMT (paid-per-call)" at
  Hoover Ridge Volunteer Fire Company, Galena, OH "2012 – 2016" (overlapping the career hire), "EMT-Basic" at
  Buckeye Star Ambulance, Columbus, OH "May 2011 – Jul 2014"; EDUCATION with the school as h3 and the
  qualification under it ("Associate of Applied Science, Fire Science Technology — 2016 – 2019", "High School
  Diploma — 2010"); CERTIFICATIONS & LICENSES as an HTML table (certification, issuer, CERTIFICATE NUMBER, expiry:
  Ohio fire and EMT certificates with numbers, an NREMT number, Pro Board NFPA certifications, "NIMS ICS-100, 200,
  300, 400, 700, 800" on one row) and a driver licence line; CONTINUING EDUCATION with dates and hours; SKILLS;
  LANGUAGES ("English (native) · Spanish (conversational – Command Spanish for EMS)"); REFERENCES with names,
  ranks, phones and emails.
- bh2 (fpdf2 2.8.9 with Liberation Sans, A4, SIX pages, author and creator "NHS Jobs"): AN NHS JOBS-STYLE
  APPLICATION FORM, the applicant's copy: a blue "NHS Jobs" band on every page, the job applied for ("Maternity
  Matron – Intrapartum Care", the trust, Band 8a, the job reference and submission time), then eight numbered blue
  sections of label | value rows: 1 Personal information ("Title" "Mrs", "First name" "Chloe", "Last name"
  "Birtwistle", "Previous last name(s)" "Hughes", address lines, "Town or city" "Leicester", "Postcode", email,
  "Main phone number" "07700 900583" and "Other phone number" "0116 496 0712", both Ofcom drama numbers); 2 Right to
  work; 3 Professional registration ("Nursing and Midwifery Council (NMC)", "Registration type" "Registered Midwife
  (RM)", the NMC PIN "14I2851E", renewal and revalidation dates); 4 Employment history as "Job N of 7" blocks
  (employer, town, job title, PAY BAND, "Dates of employment", type, responsibilities, reason for leaving): "Labour
  Ward Coordinator" Band 7 "03/2022 – Present"; "Bank Midwife (Staff Bank, ad hoc shifts)" Band 6 "07/2018 –
  Present" (a bank post beside the permanent one); "Practice Development Midwife (secondment)" Band 7 "04/2021 –
  02/2022"; "Rotational Midwife" Band 6 "06/2018 – 03/2022" (its rotations named in the responsibilities) – all at
  Soar Valley Hospitals NHS Trust, Leicester; "Agency Midwife" at Meridian Midwifery Staffing Ltd, Nottingham
  "01/2018 – 05/2018"; "Midwife" Band 6 "09/2016 – 12/2017" and "Newly Qualified Midwife (preceptorship)" Band 5
  "09/2014 – 08/2016" at Derwent & Trent Hospitals NHS Foundation Trust, Derby (Band 5 → 6 → 7); 5 Education as a
  "Qualifications" table (qualification, subject, place of study, grade, dates: "PGCert" "Leadership and Management
  in Health and Social Care" De Montfort University "Merit" "09/2022 – 07/2023"; "BSc (Hons)" "Midwifery" "First
  Class Honours" "09/2011 – 07/2014"; "A Levels" "Biology, Chemistry, Psychology" "A, B, B") and a "Training
  courses" table (PROMPT, NLS, K2, PMA, NIPE with providers and dates); 6 Supporting information (prose, with the
  student midwife's CLINICAL PLACEMENTS and a bullet list of STATUTORY AND MANDATORY TRAINING with dates); 7 two
  references; 8 declarations; a footer with the applicant's name, the job reference and "Page N of 6". A midwife
  and labour ward coordinator in Leicester, England.
- bh3 (DOCX, python-docx 1.2, kept as the Word file; Calibri 10.5 pt, Letter, TWO pages; the page count checked on a
  throw-away LibreOffice PDF with Carlito for Calibri): a Canadian nurse's resume on WORD'S BUILT-IN STYLES: the
  name in "Title" ("Kerri-Ann Boateng"), the label in "Subtitle" ("Registered Nurse, Critical Care | CNCC(C) |
  Relief Charge Nurse"), a contact line with a Word hyperlink; "Heading 1" sections; PROFESSIONAL REGISTRATION
  FIRST ("Registered Nurse (RN), General Class – College of Nurses of Ontario", a grey line with the registration
  number and "Registered as an RPN in 2012 and as an RN in 2015"); WORK EXPERIENCE with each job a "Heading 2"
  title, an italic "Employer, City, ON" + bold "|  dates" line, a grey note line and bullets: "Registered Nurse –
  Medical-Surgical Intensive Care Unit" Escarpment Health Sciences Centre "June 2017 – Present" (relief charge
  nurse and a CVICU cross-training named in its bullets, not as jobs); "Clinical Resource Nurse – Critical Care
  Outreach (temporary secondment, 0.6 FTE)" same employer "Oct 2020 – Sept 2021"; "Agency Registered Nurse – ICU
  (casual)" Lakeshore Nursing Relief Inc., Burlington, ON "Jan 2022 – Present" (agency shifts beside the permanent
  post); "Registered Nurse – Cardiac Step-Down Unit" Dundas Valley General Hospital, Dundas, ON "May 2015 – May
  2017"; "Registered Practical Nurse (part-time)" Mountview Terrace Long-Term Care "Aug 2012 – Apr 2015";
  EDUCATION in the same heading form ("Bachelor of Science in Nursing (BScN) – Post-Diploma RPN to BScN Stream"
  McMaster University "Sept 2012 – Apr 2015" and "Practical Nursing – Ontario College Diploma" Mohawk College "Sept
  2010 – Apr 2012"), each with CLINICAL PLACEMENT bullets (a senior consolidation in the same ICU); CERTIFICATIONS
  as a Word table in the built-in "Light List Accent 1" style (certification, issuer, expiry); PROFESSIONAL
  DEVELOPMENT (dated, with a mandatory-training line); CLINICAL SKILLS in a CONTINUOUS SECTION OF TWO COLUMNS (Word
  section breaks, not a table); LANGUAGES on one " · " line; "References: Available on request". An ICU nurse in
  Hamilton, Ontario.
- bh4 (LibreOffice 7.4 PDF of a DOCX written with python-docx, Arial shown as Liberation Sans, 9.5 pt, A4, TWO
  pages): an Australian allied health CV: the teal name "Annika Trebilcock", the label "Senior Occupational
  Therapist | Neurological & Stroke Rehabilitation | NDIS", a contact line with the ACMA drama mobile "0491 572 549"
  and a Word hyperlink "linkedin.com/in/annika-trebilcock-ot"; a bordered, shaded "Registration & clearances" box
  ("Registered Occupational Therapist – AHPRA General Registration No. OCC0001754329 (renewal 30/11/2027)", then
  Working with Children Check, NDIS Worker Screening Check and driver licence); a CAREER SUMMARY TABLE (period,
  shortened position, organisation: "2023 – now", "2023", "2021 – now", "2019 – 2023", "2017 – 2018") BEFORE the
  detailed PROFESSIONAL EXPERIENCE, which repeats each job with its full title and month dates on a right tab:
  "Senior Occupational Therapist (Grade 3) – Acute Neurosciences & Stroke" "Jul 2023 – Current"; "Acting Senior
  Occupational Therapist (Grade 3) – Subacute Rehabilitation" "Feb 2023 – Jun 2023" (acting up); "Occupational
  Therapist (casual, NDIS)" Enable Ballarat Therapy "Mar 2021 – Current" (concurrent); "Occupational Therapist
  (Grade 2) – Rotational" "Jan 2019 – Jan 2023" with a "Rotations:" bullet whose sub-bullets carry their own dates;
  "Occupational Therapist (Grade 1) – New Graduate Program" Wimmera Plains Health, Horsham VIC "Feb 2017 – Dec
  2018" with undated rotations; "Disability Support Worker (casual)" "2013 – 2016" (only in the detail, not the
  summary table); EDUCATION ("Graduate Certificate in Clinical Rehabilitation" "Flinders University (online)",
  "Bachelor of Occupational Therapy (Honours)" La Trobe University, Bendigo with "First Class Honours (H1)" and a
  thesis as bullets, the VCE) and a CLINICAL PLACEMENTS TABLE (year, setting, site, weeks); CERTIFICATIONS
  (bullets "name – note"); a CPD TABLE (date, activity, provider, hours, a mandatory-training row); SKILLS in a
  borderless two-column table filled row by row; LANGUAGES; three REFEREES with phones. An occupational therapist
  in Ballarat, Victoria.
- bh5 (wkhtmltopdf 0.12.6, Qt WebKit, A4, TWO pages, Liberation Sans; an online CV builder's template): a
  DARK LEFT SIDEBAR (a table cell) holding CONTACT ("Bishopstown, Cork T12 X2K7", "086 555 0147", email and LinkedIn
  links), "Registration & certificates" (bold names over grey notes: "Registered Social Worker" "CORU · Reg. No.
  SW024817", ...), SKILLS, LANGUAGES, MANDATORY TRAINING with dates and a licence/vetting note; the main column with
  the name "Deirbhile Hanratty", the label "Senior Social Work Practitioner | Child Protection & Welfare | CORU
  Registered", PROFILE and A TIMELINE (the dates in a narrow column, then the bold title, an italic "Employer,
  Place" line, a grey note and bullets): "Social Work Team Leader (acting)" "Sept 2025 – present" and "Senior
  Social Work Practitioner, Child Protection & Welfare" "Mar 2021 – present" (the acting-up post and the
  substantive post, both current), "Children First Information and Advice Officer (secondment)" "Feb 2020 – Jan
  2021", "Social Worker, Fostering Team" "Jan 2018 – Mar 2021" – all at "Tusla – Child and Family Agency, Cork";
  "Medical Social Worker (temporary contract)" Blackwater General Hospital, Mallow, Co. Cork "Sept 2016 – Dec 2017";
  "Locum Social Worker (agency), Primary Care" Atlantic Social Care Recruitment, Tralee, Co. Kerry "Jun – Aug 2016"
  (the year printed once); "Social Care Worker (relief)" Cúram Residential Services, Cork "2012 – 2014"; EDUCATION
  in the same timeline ("Master of Social Work (MSW)" University College Cork "2014 – 2016" with two STUDENT
  PLACEMENTS as bullets, "BA (Hons) in Social Care" "Cork Institute of Technology (now MTU)" "Second Class Honours,
  Grade 1 (2.1)", the Leaving Certificate); CPD in the same timeline; REFERENCES. The text comes out of the PDF
  with the sidebar and the main column interleaved. A child protection social worker in Cork, Ireland.
- bh6 (a LibreOffice Writer document written as Flat ODT XML with its own paragraph, list, table and page styles
  and exported to PDF by LibreOffice 7.4, Liberation Sans, A4, TWO pages, a footer "Carl Matenga-Rowe · CV · page
  N"): a New Zealand CV with the DATES FIRST: each entry a hanging paragraph "dates<tab>bold title", then the
  italic "Employer, Place" line and a grey site line at the hanging indent, and bullets: "Acting Residential Manager
  (secondment)" "Aug 2024 – Feb 2025" (Whanganui) PRINTED BEFORE the substantive "Principal Corrections Officer"
  "Mar 2019 – present", then "Senior Corrections Officer" "Jun 2015 – Mar 2019" and "Corrections Officer" "Feb 2012
  – Jun 2015" (a rank history, Department of Corrections, Palmerston North, each with the facility and unit on the
  grey line), "Reserve Soldier (Private, later Corporal)" New Zealand Army Reserve "2008 – 2016" (part-time,
  overlapping), "Security Officer" Manawatū Guard Services Ltd "Apr 2009 – Jan 2012", "Farm Hand" Kairanga Flats
  Dairy Ltd, Longburn "2007 – 2009"; EDUCATION in the same form ("2022 – present" "Bachelor of Arts, majoring in
  Psychology (part-time, distance)" Massey University; "2007" "NCEA Level 2"); CERTIFICATES as bullets "bold name –
  issuer, year"; MANDATORY TRAINING as a Writer table (training, last completed); SKILLS; LANGUAGES ("te reo Māori –
  intermediate (Te Ara Reo Māori Level 4, 2023)"); LICENCES; REFEREES. A principal corrections officer in Palmerston
  North, New Zealand.

They hold what such resumes carry: registrations with their regulators and numbers (Ohio certificate numbers and an
NREMT number, an NMC PIN, a CNO registration number, an AHPRA number, a CORU number), rank and grade histories at
one employer (Firefighter/EMT → Driver/Engineer → Lieutenant, Band 5 → 6 → 7, Grade 1 → 2 → 3, Corrections Officer
→ Senior → Principal), acting-up periods and secondments beside substantive posts, bank, agency, casual, locum and
part-time posts beside permanent ones, rotations inside one post, student clinical placements, CPD and mandatory
training with dates, clearances and licences, references with names and phones, a previous surname, two phones,
and six layouts: employer-grouped ranks in HTML, a form, Word's own styles with a two-column section, a career
summary table before the details, a sidebar timeline and dates-first hanging entries.

Decisions for this batch (following batch 55's and, through its docstring, the earlier batches'; new ones marked
NEW):
- Ranks, grades and posts at one employer are one work entry each, in printed order, with the employer and place
  repeated (au3's and be4's rule). The employer's own span line (bh1's "August 2014 – Present · career
  department ...") is not an entry (NEW). Acting-up periods and secondments printed with their own title and dates
  are entries of their own, with "(acting)", "(out-of-class)" or "(secondment)" kept in the position as printed
  (bh1's "Acting Lieutenant (out-of-class)", bh2's "Practice Development Midwife (secondment)", bh4's "Acting Senior
  Occupational Therapist (Grade 3) – Subacute Rehabilitation", bh5's "Social Work Team Leader (acting)", bh6's
  "Acting Residential Manager (secondment)"); bank, agency, casual and part-time posts printed beside a permanent
  one likewise, current where "Present"/"present"/"Current" (au3's bank post).
- Rotations inside one post (NEW): bh4's Grade 2 "Rotations:" sub-bullets (each with dates) and Grade 1's undated
  rotations, bh2's rotations named in the responsibilities and bh3's CVICU cross-training are parts of their post,
  not work entries. Student clinical placements (bh2's supporting information, bh3's bullets, bh4's table, bh5's
  MSW bullets) are part of the course: neither work nor education entries.
- The form (bh2, batch 55's bc5 rule): the name is "First name" + "Last name" ("Chloe Birtwistle"; the previous
  last name "Hughes" is not recorded), the phone the "Main phone number" (the "Other phone number" left out), the
  location "Town or city"; NO label and no profile. Each "Job N of 7" block is a work entry: position = "Job title"
  as printed (its pay band, type, responsibilities and reason for leaving not recorded), name = "Employer name",
  location = "Employer town or city", dates = "Dates of employment". Each "Qualifications" row is an education
  entry: study type = "Qualification", area = "Subject", score = "Grade or result" (so the A Levels have the area
  "Biology, Chemistry, Psychology" and the score "A, B, B"), institution = "Place of study" without the town after
  the comma, dates = "Dates". The "Training courses" rows are certificates (course names as printed, providers and
  dates left out). The job applied for, right to work, references, declarations, the NHS Jobs band and footer are
  not resume content. No skills or languages are printed: both lists are empty.
- Registrations (NEW in this form, after au3's "Registered Paramedic" and bb5's "AHPRA Registered Nurse"): a
  professional registration is a certificate named by the registration as printed before the regulator, the number
  and the dates, first among the certificates: bh2 "Registered Midwife (RM)" (the form's "Registration type"), bh3
  "Registered Nurse (RN), General Class", bh4 "Registered Occupational Therapist", bh5 "Registered Social Worker".
  bh1's Ohio and NREMT certifications are certificates named by the table's first column (numbers, issuers and
  expiry left out); "NIMS ICS-100, 200, 300, 400, 700, 800", printed on one row, is one certificate.
- Certificates are only the items under a certificates heading (or the form's training courses), names as printed
  without issuer, year or note after a dash or on the grey line. NOT certificates (NEW for some): continuing
  education and CPD lists and tables (bh1, bh3, bh4, bh5), statutory and mandatory training with dates (bh2, bh3's
  line, bh4's CPD row, bh5's sidebar list, bh6's table), clearances and vetting (Working with Children Check, NDIS
  Worker Screening Check, Garda vetting), memberships and driver and firearms licences (batch 54's rule).
- Education (batches 52–55's rule: the study type is the kind of qualification, the area its field; streams, modes,
  campuses, theses and remarks left out): bh1 "Associate of Applied Science" / "Fire Science Technology", "High
  School Diploma"; bh3 "Bachelor of Science in Nursing (BScN)" (" – Post-Diploma RPN to BScN Stream", the stream,
  left out; no area, as bb5's "Bachelor of Nursing"), "Ontario College Diploma" / "Practical Nursing" (the printed
  "Practical Nursing – Ontario College Diploma"); bh4 "Graduate Certificate" / "Clinical Rehabilitation" ("(online)"
  left out), "Bachelor of Occupational Therapy (Honours)" whole with the score "First Class Honours (H1)" printed
  as a bullet under it, "Victorian Certificate of Education (VCE)"; bh5 "Master of Social Work (MSW)" whole, "BA
  (Hons)" / "Social Care" with the score "Second Class Honours, Grade 1 (2.1)" and the institution "Cork Institute of
  Technology" ("(now MTU)" left out, NEW), "Leaving Certificate"; bh6 "Bachelor of Arts" / "Psychology" (from
  "majoring in Psychology"; "(part-time, distance)" left out), current from 2022, "NCEA Level 2". A single year is
  the end date.
- bh4's career summary table (NEW) is an index of the jobs below it: the work entries, their titles and date texts
  come from the detailed section ("Senior Occupational Therapist (Grade 3) – Acute Neurosciences & Stroke", "Jul
  2023 – Current"), not the table's shortened titles and "2023 – now" periods; the Disability Support Worker job,
  only in the details, is an entry.
- Dates: "Jun – Aug 2016" (the year printed once) is 2016-06 to 2016-08 (NEW); "Sept 2025 – present" is current
  from 2025-09; "June 2017 – Present" 2017-06; "03/2022 – Present" 2022-03; "2020 – Present" current from 2020.
- Work locations as printed with each job ("Westerville, OH", "Leicester", "Burlington, ON", "Ballarat VIC",
  "Mallow, Co. Cork", "Tralee, Co. Kerry", "Palmerston North"); bh6's facility and unit lines ("Ruahine Corrections
  Facility – High Security and Remand units") are details of the post, neither employer nor location (NEW): the
  employer is "Department of Corrections" as printed on the italic line.
- Skills are the listed items as printed: bh1's SKILLS, bh3's two-column CLINICAL SKILLS in order (down the first
  column, then the second, as Word's section columns flow), bh4's grid row by row, bh5's sidebar SKILLS, bh6's
  SKILLS. Profiles' and summaries' claims are not skills.
- Languages with their fluency as printed, a remark after a dash or in parentheses left out (batch 55's rule): bh1
  "Spanish" "conversational", bh3 "French" "basic", bh4 "Auslan" "basic conversational", bh6 "te reo Māori"
  "intermediate".
- Basics: the label is the line under the name, whole; bh2 has none. Location is the city with the state or
  province printed beside it, without a suburb, postcode or country: "Westerville" / "OH", "Leicester",
  "Hamilton" / "ON", "Ballarat" / "VIC" (Alfredton and 3350 left out), "Cork" (Bishopstown and the Eircode left
  out), "Palmerston North" (Kelvin Grove and 4414 left out). LinkedIn profiles for bh1, bh4 and bh5. References,
  referees and the applicants' other phones are not recorded.

Truth conventions as in batches 5–55: date_text as printed (dashes as typed), the work entry's location where
printed, phones as printed. Every person, employer, school, facility and agency named below as invented is
invented, and so are every phone number (555 numbers in the US, Canada, Ireland and New Zealand, Ofcom drama
numbers in the UK, ACMA drama numbers in Australia), email (example.com) and registration or certificate number;
the regulators, public agencies, colleges, universities, issuers, courses, schemes and products are real and named
as any resume names them (the Ohio Division of EMS, the National Registry of EMTs, Pro Board, Blue Card, FEMA and
NIMS, the American Heart Association, ImageTrend, Columbus State Community College, the Ohio Fire Chiefs'
Association; NHS Jobs, the Nursing and Midwifery Council, De Montfort University, the University of Nottingham, the
Resuscitation Council UK, PROMPT, K2 Medical Systems, BirthRate Plus, PSIRF, the Royal College of Midwives; the
College of Nurses of Ontario, McMaster University, Mohawk College, the Canadian Nurses Association, the Heart and
Stroke Foundation of Canada, the Emergency Nurses Association, Pallium Canada's LEAP, Baxter PrisMax, Epic, WHMIS
and PHIPA; AHPRA, La Trobe University, Flinders University, AMPS, the HLTAID011 unit, the NDIS, Occupational Therapy
Australia, GRASP, CO-OP, Cerner; CORU, Tusla – Child and Family Agency, An Garda Síochána, University College Cork,
Cork Institute of Technology and MTU, the Probation Service, Children First, Signs of Safety, TCI, GCP2, NCCIS, the
Irish Association of Social Workers; the Department of Corrections (Ara Poutama Aotearoa), the New Zealand Army
Reserve and the 5th/7th Battalion, Royal New Zealand Infantry Regiment, Massey University, NCEA, St John, ASIST,
CIMS, IOMS and Te Ara Reo Māori). Invented: Olentangy Plains Fire District, Scioto Regional Fire Academy, Hoover
Ridge Volunteer Fire Company, Buckeye Star Ambulance, Hoover Ridge High School; Trent Vale University Hospitals NHS
Trust, Soar Valley Hospitals NHS Trust, Meridian Midwifery Staffing Ltd, Derwent & Trent Hospitals NHS Foundation
Trust, Charnwood General Hospital, Glenfield Meadows Sixth Form College; Escarpment Health Sciences Centre,
Lakeshore Nursing Relief Inc., Dundas Valley General Hospital, Mountview Terrace Long-Term Care; Goldfields Regional
Health, Enable Ballarat Therapy, Wimmera Plains Health, Sebastopol Community Living, Lake Wendouree Secondary
College and the placement sites (Golden Square Aged Care, Loddon Child Development Service, Campaspe Valley
Hospital, Bendigo Hand & Upper Limb Clinic); Blackwater General Hospital, Atlantic Social Care Recruitment, Cúram
Residential Services, Coláiste Chnoc na Gréine; Ruahine Corrections Facility, Whanganui River Corrections Facility,
Manawatū Guard Services Ltd, Kairanga Flats Dairy Ltd and Awapuni High School.

Tools: python-docx 1.2, fpdf2 2.8.9 and wkhtmltopdf 0.12.6 (installed already), LibreOffice 7.4 (bh4's PDF, bh6's
Flat ODT export and bh3's page check), fonts-liberation, DejaVu, Carlito and poppler-utils. check_pages, dates,
linkedin, lo_page_count, oxml_element, pdf_pages, write_text, write_truth, new_docx, section_columns, bottom_border,
libreoffice_pdf and wkhtmltopdf come from holdout_render.py. After a run every file was opened (pdftotext for the
PDFs, python-docx for the DOCX, the HTML with its tags stripped) and every truth string was found in its text;
the pages were looked at as images in the scratch folder.
Run from this folder: python3 render_batch60.py
"""
import os
import shutil
import subprocess
import tempfile
from xml.sax.saxutils import escape

from holdout_render import (FILES, check_pages, dates, linkedin, lo_page_count, oxml_element, pdf_pages, write_text,
                            write_truth)

# Scratch files (LibreOffice conversions and profiles, wkhtmltopdf's page and Qt runtime folder) go here, never /tmp.
SCRATCH = os.environ.get("BH60_SCRATCH", "/var/tmp/bh60")
LIBERATION = "/usr/share/fonts/truetype/liberation/"


def job(position, name, location, date_text, span):
    """A truth work entry (as batch 55 wrote it); the location is left out where none is printed, and a job printed
    without dates has a dates object with is_current false only."""
    entry = {"position": position, "name": name}
    if location:
        entry["location"] = location
    entry["dates"] = dates(*span, text=date_text) if date_text else dates(None)
    return entry


def school(institution, study_type, date_text, span, area=None, score=None):
    """A truth education entry: institution, study type, area and score where printed, then the dates."""
    entry = {"institution": institution, "study_type": study_type}
    if area:
        entry["area"] = area
    if score:
        entry["score"] = score
    entry["dates"] = dates(*span, text=date_text)
    return entry


def docx_hyperlink(paragraph, url, text, color="1F4E79", underline=True, size=None):
    """Appends a Word hyperlink (w:hyperlink with an external relationship) printed as `text` (batch 55's)."""
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


def repeat_header_row(row):
    """Marks a python-docx table row as a header row repeated at the top of each page (w:tblHeader)."""
    row._tr.get_or_add_trPr().append(oxml_element("w:tblHeader", val="true"))


def cant_split(row):
    """Keeps a python-docx table row on one page (w:cantSplit)."""
    row._tr.get_or_add_trPr().append(oxml_element("w:cantSplit", val="true"))


def libreoffice_convert(source_path, name):
    """Converts a document file (here a Flat ODT written by hand) with LibreOffice Writer in a temp folder and
    returns the path of the PDF there, with the folder (which the caller removes)."""
    tmp = tempfile.mkdtemp()
    shutil.copy(source_path, tmp)
    profile = "file://" + os.path.join(tmp, "lo-profile")
    subprocess.run(["soffice", f"-env:UserInstallation={profile}", "--headless", "--convert-to", "pdf", "--outdir",
                    tmp, os.path.join(tmp, os.path.basename(source_path))], check=True, capture_output=True,
                   timeout=300)
    return os.path.join(tmp, name + ".pdf"), tmp


# ==== bh1: fire lieutenant (Westerville, Ohio), a plain hand-written HTML resume ====================================
BH1_DEPT = "Olentangy Plains Fire District"
BH1_RANKS = [  # (rank, dates as printed, truth span, bullets): one employer, its ranks listed under it
    ("Fire Lieutenant", "Jan 2023 – Present", ("2023-01", None, True),
     ["Company officer on B-Shift at Station 112 (Engine 112 and Medic 112), a crew of 4–6; about 2,900 runs a year.",
      "First-arriving officer and initial incident commander on structure fires, extrications and MCIs; "
      "transfer command to the battalion chief under Blue Card.",
      "Run the station's daily training, probationary task books and company fire-safety inspections (110 a year).",
      "Station 112 apparatus and SCBA officer; wrote the district's SOG for lithium-ion battery and EV fires (2025)."]),
    ("Acting Lieutenant (out-of-class)", "Jun 2021 – Dec 2022", ("2021-06", "2022-12"),
     ["Rode out-of-class as company officer on Engine 114 for about 70 shifts after passing the 2021 promotional "
      "list."]),
    ("Driver/Engineer", "Apr 2018 – Dec 2022", ("2018-04", "2022-12"),
     ["Drove and pumped Engine 114 (Pierce Enforcer, 1,500 gpm) and Ladder 111 (E-ONE 100 ft aerial); "
      "hydrant, drafting and relay pumping.",
      "Daily apparatus checks, pump testing and the district's driver training program for new hires."]),
    ("Firefighter/EMT", "Aug 2014 – Mar 2018", ("2014-08", "2018-03"),
     ["Engine, ladder and medic company duties; passed probation in August 2015.",
      "Member of the regional technical rescue team (rope, confined space, trench) from 2016."]),
]
BH1_OTHER = [  # (employer, place, title, dates as printed, truth span, bullets)
    ("Scioto Regional Fire Academy", "Delaware, OH", "Adjunct Fire Instructor (part-time)", "2020 – Present",
     ("2020", None, True),
     ["Teach Firefighter I/II and EMT skills labs on evenings and days off: SCBA, ladders, hose, forcible entry and "
      "live-fire evolutions."]),
    ("Hoover Ridge Volunteer Fire Company", "Galena, OH", "Part-Time Firefighter/EMT (paid-per-call)",
     "2012 – 2016", ("2012", "2016"),
     ["Answered fire and EMS calls for a rural township; kept the position for two years after my career hire."]),
    ("Buckeye Star Ambulance", "Columbus, OH", "EMT-Basic", "May 2011 – Jul 2014", ("2011-05", "2014-07"),
     ["Non-emergency and 911 back-up transports; inter-facility transfers for three hospital systems."]),
]
BH1_CERTS = [  # (certification, issued by, number, expires)
    ("Ohio Fire Officer II", "Ohio Division of EMS", "FO-118264", "06/2027"),
    ("Ohio Firefighter II", "Ohio Division of EMS", "FF-097713", "06/2027"),
    ("Ohio Fire Instructor", "Ohio Division of EMS", "FI-044187", "06/2027"),
    ("Ohio Fire Safety Inspector", "Ohio Division of EMS", "FSI-031552", "06/2027"),
    ("Ohio EMT", "Ohio Division of EMS", "E-2213390", "09/2027"),
    ("Nationally Registered EMT (NREMT)", "National Registry of EMTs", "E4412890", "03/2027"),
    ("Hazardous Materials Technician", "Ohio Division of EMS", "—", "—"),
    ("Driver/Operator – Aerial (NFPA 1002)", "Pro Board", "—", "—"),
    ("Rope Rescue Technician (NFPA 1006)", "Pro Board", "—", "—"),
    ("Blue Card Incident Command", "Blue Card", "—", "10/2027"),
    ("NIMS ICS-100, 200, 300, 400, 700, 800", "FEMA", "—", "—"),
    ("BLS for Healthcare Providers", "American Heart Association", "—", "09/2027"),
]
BH1_SKILLS = ["Fireground command (Blue Card)", "Engine and truck company operations", "Pump operations and hydraulics",
              "Aerial operations", "Vehicle extrication", "Rope, confined space and trench rescue",
              "Hazmat technician-level response", "BLS patient care and ePCR (ImageTrend Elite)",
              "Fire prevention inspections", "Training delivery and probationary task books",
              "Apparatus and SCBA maintenance"]


def bh1_plain_html():
    def li(items):
        return "".join(f"\n      <li>{escape(i)}</li>" for i in items)

    ranks = ""
    for rank, when, _, items in BH1_RANKS:
        ranks += (f"\n  <li><b>{escape(rank)}</b> &mdash; <i>{when.replace('–', '&ndash;')}</i>"
                  f"\n    <ul>{li(items)}\n    </ul>\n  </li>")
    others = ""
    for employer, place, title, when, _, items in BH1_OTHER:
        others += (f"\n<h3>{escape(employer)} &mdash; {escape(place)}</h3>\n<ul class=\"ranks\">"
                   f"\n  <li><b>{escape(title)}</b> &mdash; <i>{when.replace('–', '&ndash;')}</i>"
                   f"\n    <ul>{li(items)}\n    </ul>\n  </li>\n</ul>")
    certs = "".join(f"\n<tr><td>{escape(c)}</td><td>{escape(b)}</td><td>{n}</td><td>{e}</td></tr>"
                    for c, b, n, e in BH1_CERTS)
    skills = "".join(f"\n  <li>{escape(s)}</li>" for s in BH1_SKILLS)
    html = f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dana Rutkowski - Resume</title>
<!-- my resume, typed by hand. last updated Nov 30 2026 -->
<style>
body {{ font-family: Georgia, "Times New Roman", serif; max-width: 820px; margin: 30px auto; padding: 0 20px;
       color: #222; line-height: 1.45; }}
h1 {{ font-size: 32px; margin: 0; color: #8b1a1a; }}
p.label {{ font-size: 17px; margin: 2px 0 6px; }}
p.contact {{ margin: 0 0 10px; font-size: 15px; }}
h2 {{ font-size: 19px; color: #8b1a1a; border-bottom: 2px solid #8b1a1a; margin: 26px 0 8px;
     text-transform: uppercase; letter-spacing: 1px; }}
h3 {{ font-size: 17px; margin: 16px 0 2px; }}
p.span {{ margin: 0 0 4px; color: #555; font-style: italic; }}
ul.ranks {{ list-style: none; padding-left: 0; margin-top: 4px; }}
ul.ranks > li {{ margin-bottom: 8px; }}
ul.ranks ul {{ margin-top: 3px; }}
table {{ border-collapse: collapse; width: 100%; font-size: 15px; }}
th, td {{ border: 1px solid #bbb; padding: 4px 7px; text-align: left; vertical-align: top; }}
th {{ background: #f0e6e6; }}
</style>
</head>
<body>

<h1>Dana Rutkowski</h1>
<p class="label">Fire Lieutenant &middot; Firefighter/EMT &middot; Ohio Fire Officer II</p>
<p class="contact">Westerville, OH 43081 &nbsp;|&nbsp; (614) 555-0162 &nbsp;|&nbsp;
<a href="mailto:dana.rutkowski@example.com">dana.rutkowski@example.com</a> &nbsp;|&nbsp;
<a href="https://www.linkedin.com/in/dana-rutkowski-fd">linkedin.com/in/dana-rutkowski-fd</a></p>

<h2>Summary</h2>
<p>Fire lieutenant with 12 years in a busy suburban career department and 15 years in fire and EMS overall. I run
an engine company, make the first decisions on the fireground, and spend most of my time on the part of the job
that does not show up in run numbers: training, inspections and getting new firefighters through probation. Now
looking for a captain or training officer position in central Ohio.</p>

<h2>Experience</h2>

<h3>{BH1_DEPT} &mdash; Westerville, OH</h3>
<p class="span">August 2014 &ndash; Present &middot; career department, 4 stations, 24/48 shift schedule</p>
<ul class="ranks">{ranks}
</ul>
{others}

<h2>Education</h2>
<h3>Columbus State Community College &mdash; Columbus, OH</h3>
<p>Associate of Applied Science, Fire Science Technology &mdash; <i>2016 &ndash; 2019</i><br>
Completed part-time while working 24-hour shifts.</p>
<h3>Hoover Ridge High School &mdash; Galena, OH</h3>
<p>High School Diploma &mdash; <i>2010</i></p>

<h2>Certifications &amp; Licenses</h2>
<table>
<tr><th>Certification</th><th>Issued by</th><th>Cert. no.</th><th>Expires</th></tr>{certs}
</table>
<p>Driver license: Ohio Class D, clean record.</p>

<h2>Continuing Education (recent)</h2>
<ul>
  <li>10/2026 &ndash; Company Officer Leadership Symposium, Ohio Fire Chiefs&#39; Association (16 hrs)</li>
  <li>03/2026 &ndash; Fire Behavior and Flashover Training, live fire (8 hrs)</li>
  <li>2025 &ndash; EV and Lithium-Ion Battery Fire Response (6 hrs)</li>
  <li>2024 &ndash; Ohio EMT recertification continuing education (40 hrs)</li>
  <li>2023 &ndash; Fire Officer II capstone: Company Officer Risk Management (24 hrs)</li>
</ul>

<h2>Skills</h2>
<ul>{skills}
</ul>

<h2>Languages</h2>
<p>English (native) &middot; Spanish (conversational &ndash; Command Spanish for EMS)</p>

<h2>References</h2>
<p>Battalion Chief Raymond Szabo, {BH1_DEPT} &mdash; (614) 555-0118 &mdash; r.szabo@example.com<br>
Captain Lorraine Pettiford, {BH1_DEPT} &mdash; (614) 555-0175 &mdash; l.pettiford@example.com<br>
Program Coordinator Wes Adeyemi-Clark, Scioto Regional Fire Academy &mdash; (740) 555-0131</p>

</body>
</html>
"""
    name = "bh1-dana-rutkowski"
    write_text(name + ".html", html)
    work = [job(rank, BH1_DEPT, "Westerville, OH", when, span) for rank, when, span, _ in BH1_RANKS]
    work += [job(title, employer, place, when, span) for employer, place, title, when, span, _ in BH1_OTHER]
    write_truth(name, {
        "basics": {"name": "Dana Rutkowski", "label": "Fire Lieutenant · Firefighter/EMT · Ohio Fire Officer II",
                   "email": "dana.rutkowski@example.com", "phone": "(614) 555-0162",
                   "location": {"city": "Westerville", "region": "OH"},
                   "profiles": [linkedin("dana-rutkowski-fd")]},
        "work": work,
        "education": [
            school("Columbus State Community College", "Associate of Applied Science", "2016 – 2019",
                   ("2016", "2019"), area="Fire Science Technology"),
            school("Hoover Ridge High School", "High School Diploma", "2010", (None, "2010"))],
        "skills": [{"name": s} for s in BH1_SKILLS],
        "certificates": [{"name": c} for c, *_ in BH1_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Spanish", "fluency": "conversational"}],
    })


# ==== bh2: labour ward coordinator midwife (Leicester), an NHS Jobs-style application form printed to PDF (fpdf2) ====
BH2_REF = "C9381-26-0913"
BH2_JOBS = [  # (employer, town, job title, band, dates as printed, type, truth span, reason for leaving, duties)
    ("Soar Valley Hospitals NHS Trust", "Leicester", "Labour Ward Coordinator", "Band 7", "03/2022 – Present",
     "Permanent, full time (37.5 hours)", ("2022-03", None, True), "Current post",
     "Shift lead for a 14-room labour ward and 2 obstetric theatres (about 5,600 births a year): allocating staff "
     "and acuity, escalation with the obstetric and anaesthetic teams, the twice-daily safety huddle and the "
     "BirthRate Plus acuity tool. Lead for the intrapartum fetal monitoring audit and a member of the maternity "
     "incident review panel (PSIRF)."),
    ("Soar Valley Hospitals NHS Trust", "Leicester", "Bank Midwife (Staff Bank, ad hoc shifts)", "Band 6",
     "07/2018 – Present", "Bank", ("2018-07", None, True), "Still on the bank",
     "Two to four extra shifts a month on the labour ward, the midwife-led birth centre and the maternity "
     "assessment unit."),
    ("Soar Valley Hospitals NHS Trust", "Leicester", "Practice Development Midwife (secondment)", "Band 7",
     "04/2021 – 02/2022", "Secondment, fixed term (11 months)", ("2021-04", "2022-02"),
     "End of secondment; appointed to Labour Ward Coordinator",
     "Ran the PROMPT and fetal monitoring study days and the preceptorship programme for 31 newly qualified "
     "midwives; rewrote the induction of labour guideline with the obstetric lead."),
    ("Soar Valley Hospitals NHS Trust", "Leicester", "Rotational Midwife", "Band 6", "06/2018 – 03/2022",
     "Permanent, full time", ("2018-06", "2022-03"), "Promotion",
     "Rotated through the labour ward (2018–2019), the midwife-led birth centre (2019–2020) and the Aylestone "
     "community team (2020–2021, with on-calls for home births); NIPE examinations on the postnatal ward."),
    ("Meridian Midwifery Staffing Ltd", "Nottingham", "Agency Midwife", "Band 6", "01/2018 – 05/2018",
     "Agency (temporary)", ("2018-01", "2018-05"), "Took up a permanent post at Soar Valley",
     "Short-notice labour ward and postnatal shifts at three NHS trusts in the East Midlands while I relocated."),
    ("Derwent & Trent Hospitals NHS Foundation Trust", "Derby", "Midwife", "Band 6", "09/2016 – 12/2017",
     "Permanent, full time", ("2016-09", "2017-12"), "Relocation to Leicester",
     "Labour ward and antenatal clinic midwife; mentor (sign-off) for student midwives from 2017."),
    ("Derwent & Trent Hospitals NHS Foundation Trust", "Derby", "Newly Qualified Midwife (preceptorship)",
     "Band 5", "09/2014 – 08/2016", "Permanent, full time", ("2014-09", "2016-08"), "Progressed to Band 6",
     "Preceptorship rotation: postnatal ward, antenatal ward and labour ward."),
]
BH2_QUALS = [  # (qualification, subject, place of study, result, dates as printed, truth span)
    ("PGCert", "Leadership and Management in Health and Social Care", "De Montfort University", "Merit",
     "09/2022 – 07/2023", ("2022-09", "2023-07")),
    ("BSc (Hons)", "Midwifery", "De Montfort University", "First Class Honours", "09/2011 – 07/2014",
     ("2011-09", "2014-07")),
    ("A Levels", "Biology, Chemistry, Psychology", "Glenfield Meadows Sixth Form College, Leicester", "A, B, B",
     "09/2009 – 06/2011", ("2009-09", "2011-06")),
]
BH2_COURSES = [  # (course, provider, date completed)
    ("PROMPT (PRactical Obstetric Multi-Professional Training)", "Soar Valley Hospitals NHS Trust", "10/2026"),
    ("Newborn Life Support (NLS)", "Resuscitation Council UK", "03/2025"),
    ("K2 Fetal Monitoring Training System", "K2 Medical Systems", "06/2026"),
    ("Professional Midwifery Advocate (PMA)", "University of Nottingham", "07/2024"),
    ("Newborn and Infant Physical Examination (NIPE)", "University of Nottingham", "05/2017"),
]


def bh2_nhs_form_fpdf2():
    from fpdf import FPDF
    from fpdf.fonts import FontFace

    nhs_blue, ink, grey = (0, 94, 184), (33, 43, 54), (80, 90, 100)
    label_face = FontFace(emphasis="BOLD", fill_color=(238, 242, 246), color=ink)

    class Form(FPDF):
        def header(self):
            self.set_fill_color(*nhs_blue)
            self.rect(0, 0, 210, 15, "F")
            self.set_xy(12, 3.5)
            self.set_font("LS", "B", 15)
            self.set_text_color(255, 255, 255)
            self.cell(60, 8, "NHS Jobs")
            self.set_font("LS", "", 8.5)
            self.set_xy(100, 4.5)
            self.cell(98, 6, "Application form – applicant copy", align="R")
            self.set_text_color(*ink)
            self.set_y(21)

        def footer(self):
            self.set_y(-12)
            self.set_font("LS", "", 7.5)
            self.set_text_color(*grey)
            self.cell(120, 5, f"Chloe Birtwistle · Application for job reference {BH2_REF}")
            self.cell(0, 5, f"Page {self.page_no()} of {{nb}}", align="R")

    pdf = Form(format="A4")
    pdf.set_title("Application form - Maternity Matron - Intrapartum Care")
    pdf.set_author("NHS Jobs")
    pdf.set_creator("NHS Jobs")
    pdf.set_margins(12, 21, 12)
    pdf.set_auto_page_break(True, 16)
    pdf.add_font("LS", "", LIBERATION + "LiberationSans-Regular.ttf")
    pdf.add_font("LS", "B", LIBERATION + "LiberationSans-Bold.ttf")
    pdf.add_font("LS", "I", LIBERATION + "LiberationSans-Italic.ttf")
    pdf.add_page()

    def section(title, number=None, need=45):
        if pdf.get_y() > 281 - need:  # keep a section's head with its first rows
            pdf.add_page()
        pdf.ln(3)
        pdf.set_fill_color(*nhs_blue)
        pdf.set_text_color(255, 255, 255)
        pdf.set_font("LS", "B", 11)
        pdf.cell(0, 7.5, f"  {number}. {title}" if number else f"  {title}", fill=True, new_x="LMARGIN",
                 new_y="NEXT")
        pdf.set_text_color(*ink)
        pdf.set_fill_color(255, 255, 255)
        pdf.ln(1.5)

    def sub(title):
        pdf.ln(1.5)
        pdf.set_font("LS", "B", 9.5)
        pdf.set_text_color(*nhs_blue)
        pdf.cell(0, 6, title, new_x="LMARGIN", new_y="NEXT")
        pdf.set_text_color(*ink)

    def fields(rows, widths=(58, 128)):
        pdf.set_font("LS", "", 9)
        with pdf.table(col_widths=widths, width=186, first_row_as_headings=False, text_align="LEFT",
                       line_height=4.6, padding=(1.4, 2), borders_layout="HORIZONTAL_LINES",
                       align="LEFT") as table:
            for label, value in rows:
                row = table.row()
                row.cell(label, style=label_face)
                row.cell(value)

    def grid(head, rows, widths):
        pdf.set_font("LS", "", 8.6)
        with pdf.table(col_widths=widths, width=186, text_align="LEFT", line_height=4.4, padding=(1.3, 1.6),
                       headings_style=FontFace(emphasis="BOLD", fill_color=(238, 242, 246), color=ink),
                       borders_layout="SINGLE_TOP_LINE", align="LEFT") as table:
            table.row(head)
            for values in rows:
                table.row(values)

    def para(text, size=9.2, style="", after=1.8):
        pdf.set_font("LS", style, size)
        pdf.multi_cell(0, 4.7, text, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(after)

    # the job and the application
    pdf.set_font("LS", "B", 16)
    pdf.cell(0, 8, "Maternity Matron – Intrapartum Care", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("LS", "", 9.5)
    pdf.set_text_color(*grey)
    pdf.cell(0, 5, "Trent Vale University Hospitals NHS Trust  ·  Band 8a  ·  Permanent, full time",
             new_x="LMARGIN", new_y="NEXT")
    pdf.cell(0, 5, f"Job reference {BH2_REF}  ·  Application submitted 01/12/2026 21:14  ·  Status: Submitted",
             new_x="LMARGIN", new_y="NEXT")
    pdf.set_text_color(*ink)

    section("Personal information", 1)
    fields([("Title", "Mrs"), ("First name", "Chloe"), ("Last name", "Birtwistle"),
            ("Previous last name(s)", "Hughes"), ("Preferred first name", "—"),
            ("Address line 1", "27 Kingfisher Mews"), ("Address line 2", "Aylestone"), ("Town or city", "Leicester"),
            ("Postcode", "LE2 8QQ"), ("Email address", "chloe.birtwistle@example.com"),
            ("Main phone number", "07700 900583"), ("Other phone number", "0116 496 0712")])

    section("Right to work in the UK", 2)
    fields([("Do you have the right to work in the UK?", "Yes"),
            ("Do you need a Certificate of Sponsorship?", "No")])

    section("Professional registration", 3)
    fields([("Are you registered with a professional body?", "Yes"),
            ("Professional body", "Nursing and Midwifery Council (NMC)"),
            ("Registration type", "Registered Midwife (RM)"),
            ("Registration number (PIN)", "14I2851E"), ("Renewal date", "30/09/2027"),
            ("Revalidation due", "09/2027"),
            ("Are there any conditions or restrictions on your registration?", "No")])

    section("Employment history", 4, need=95)
    para("Start with your current or most recent job. Include bank, agency and secondment posts.", size=8.5,
         style="I")
    for i, (employer, town, title, band, when, kind, _, reason, duties) in enumerate(BH2_JOBS, 1):
        if pdf.get_y() > 225:
            pdf.add_page()
        sub(f"Job {i} of {len(BH2_JOBS)}" + ("  –  current job" if "Present" in when else ""))
        fields([("Employer name", employer), ("Employer town or city", town), ("Job title", title),
                ("Pay band or grade", band), ("Dates of employment", when), ("Type of employment", kind),
                ("Main responsibilities", duties), ("Reason for leaving", reason)])
    sub("Gaps in employment")
    para("I have no gaps in employment since qualifying in July 2014.")

    section("Education, qualifications and training", 5)
    sub("Qualifications")
    grid(("Qualification", "Subject", "Place of study", "Grade or result", "Dates"),
         [(q, s, p, r, d) for q, s, p, r, d, _ in BH2_QUALS], (22, 52, 50, 28, 34))
    sub("Training courses")
    grid(("Course", "Provider", "Date completed"), BH2_COURSES, (92, 64, 30))

    section("Supporting information", 6)
    for text in (
            "I am a Band 7 Labour Ward Coordinator at Soar Valley Hospitals NHS Trust with twelve years' experience "
            "as a registered midwife, all of it in busy obstetric units in the East Midlands. I am applying for the "
            "Maternity Matron post because I want to take what I have learned leading the labour ward shift by "
            "shift into a role where I can shape safety, staffing and culture across intrapartum care.",
            "Leadership and safety. As coordinator I lead a team of up to 16 midwives and maternity support workers "
            "on each shift. I introduced the structured fresh-eyes and escalation handover now used across our "
            "unit, chair the weekly fetal monitoring case review, and sit on the incident review panel, where I have "
            "led four PSIRF after-action reviews and supported the families involved with the bereavement team.",
            "Education. During my secondment as Practice Development Midwife I delivered PROMPT and fetal "
            "monitoring training to 220 staff and rebuilt the preceptorship programme; retention of newly qualified "
            "midwives at 12 months rose from 78% to 91%. I am a Professional Midwifery Advocate and a practice "
            "assessor for De Montfort University students.",
            "My training. I qualified from De Montfort University in 2014. My clinical placements as a student "
            "midwife were at Charnwood General Hospital's maternity unit (antenatal and postnatal wards, 2011–2012), the "
            "Aylestone community midwifery team (2012–2013) and the labour ward and birth centre at Soar Valley "
            "(2013–2014), where I caught 52 babies under supervision."):
        para(text)
    sub("Statutory and mandatory training (Trust record, all in date)")
    for line in ("Safeguarding Children and Adults Level 3 – 14/05/2026",
                 "Basic Life Support (Adult) – 03/2026", "Information Governance and Data Security – 02/2026",
                 "Infection Prevention and Control Level 2 – 11/2025", "Moving and Handling – 10/2025",
                 "Fire Safety – 10/2025", "Equality, Diversity and Human Rights – 09/2025",
                 "Conflict Resolution – 2024"):
        para("•  " + line, size=8.8, after=0)
    pdf.ln(1.5)
    para("Revalidation: completed September 2024 (confirmer: Head of Midwifery). I am a member of the Royal College "
         "of Midwives.")

    section("References", 7)
    for i, (who, role, org, email, phone, relation) in enumerate((
            ("Joanne Whitlam", "Head of Midwifery", "Soar Valley Hospitals NHS Trust", "joanne.whitlam@example.com",
             "0116 496 0345", "Current line manager"),
            ("Dr Samuel Ekwueme", "Consultant Obstetrician and Labour Ward Lead", "Soar Valley Hospitals NHS Trust",
             "samuel.ekwueme@example.com", "0116 496 0981", "Colleague (clinical lead)")), 1):
        sub(f"Reference {i}")
        fields([("Name", who), ("Job title", role), ("Organisation", org), ("Email address", email),
                ("Phone number", phone), ("Relationship to you", relation),
                ("Can we contact them before an interview?", "Yes")])

    section("Declarations", 8)
    fields([("Do you have any unspent convictions, cautions or warnings?", "No"),
            ("Are you related to anyone in the organisation?", "No"),
            ("I confirm that the information in this application is true and complete", "Yes – Chloe Birtwistle, "
             "01/12/2026")])

    name = "bh2-chloe-birtwistle"
    path = os.path.join(FILES, name + ".pdf")
    pdf.output(path)
    check_pages(name, pdf_pages(path), 6)
    write_truth(name, {
        "basics": {"name": "Chloe Birtwistle", "email": "chloe.birtwistle@example.com", "phone": "07700 900583",
                   "location": {"city": "Leicester"}},
        "work": [job(title, employer, town, when, span) for employer, town, title, _, when, _, span, *_ in BH2_JOBS],
        "education": [school(p.split(",")[0], q, d, span, area=s, score=r) for q, s, p, r, d, span in BH2_QUALS],
        "skills": [],
        "certificates": [{"name": "Registered Midwife (RM)"}] + [{"name": c} for c, *_ in BH2_COURSES],
        "languages": [],
    })


# ==== bh3: ICU registered nurse (Hamilton, Ontario), a Word file on Word's built-in styles, kept as DOCX =============
BH3_JOBS = [  # (heading: title, employer, place, dates as printed, truth span, note line, bullets)
    ("Registered Nurse – Medical-Surgical Intensive Care Unit", "Escarpment Health Sciences Centre", "Hamilton, ON",
     "June 2017 – Present", ("2017-06", None, True),
     "Permanent full-time · 12-hour rotating days and nights · 24-bed level 3 ICU",
     ["Relief charge nurse since 2021 (about one shift in four): bed flow, staffing and assignments, rapid response "
      "and code blue leadership.",
      "Care for ventilated, septic, post-operative, trauma and neuro patients: CRRT, arterial and central lines, "
      "vasoactive and sedation titration, proning.",
      "Cross-trained to the Cardiovascular ICU (CVICU) in 2019 and float there monthly: post-cardiac surgery "
      "recovery, IABP, epicardial pacing.",
      "CRRT super-user and preceptor for 14 new ICU nurses and 9 senior BScN students."]),
    ("Clinical Resource Nurse – Critical Care Outreach (temporary secondment, 0.6 FTE)",
     "Escarpment Health Sciences Centre", "Hamilton, ON", "Oct 2020 – Sept 2021", ("2020-10", "2021-09"),
     "Seconded from my ICU line during the COVID-19 surge",
     ["Critical care response team (CCRT) nurse for the wards: early warning score reviews, rapid response calls "
      "and ICU follow-up visits.",
      "Wrote and taught the ICU surge orientation for 120 redeployed nurses and respiratory therapists."]),
    ("Agency Registered Nurse – ICU (casual)", "Lakeshore Nursing Relief Inc.", "Burlington, ON", "Jan 2022 – Present",
     ("2022-01", None, True), "Alongside my permanent post · 2–4 shifts a month",
     ["Twelve-hour ICU shifts at community hospitals in Brantford, Burlington and the Niagara region."]),
    ("Registered Nurse – Cardiac Step-Down Unit", "Dundas Valley General Hospital", "Dundas, ON",
     "May 2015 – May 2017", ("2015-05", "2017-05"), "Full-time · 18-bed telemetry unit",
     ["Telemetry, post-PCI and heart failure care for a 1:4 assignment; cardiac rhythm interpretation.",
      "Unit representative on the falls prevention committee."]),
    ("Registered Practical Nurse (part-time)", "Mountview Terrace Long-Term Care", "Hamilton, ON",
     "Aug 2012 – Apr 2015", ("2012-08", "2015-04"), "Worked part-time while completing my BScN",
     ["Medication passes, wound care and care planning for 32 residents on a secure dementia unit."]),
]
BH3_CERTS = [  # (certification, issued by, expiry)
    ("Critical Care Nursing Certification – CNCC(C)", "Canadian Nurses Association", "12/2029"),
    ("Advanced Cardiovascular Life Support (ACLS)", "Heart and Stroke Foundation of Canada", "03/2027"),
    ("Basic Life Support (BLS) Provider", "Heart and Stroke Foundation of Canada", "03/2027"),
    ("Trauma Nursing Core Course (TNCC)", "Emergency Nurses Association", "11/2028"),
    ("Continuous Renal Replacement Therapy (CRRT) Competency", "Escarpment HSC Critical Care Education", "—"),
]
BH3_SKILLS = ["Mechanical ventilation and weaning", "Vasoactive and sedation titration", "CRRT (Baxter PrisMax)",
              "Arterial and central line management", "Proning and ARDS care", "Post-cardiac surgery recovery",
              "Rapid response and code blue", "Charge nurse: staffing and patient flow",
              "Preceptoring and student supervision", "Epic (charting, MAR, order sets)"]


def bh3_word_styles_docx():
    from docx.enum.section import WD_SECTION
    from docx.enum.table import WD_TABLE_ALIGNMENT
    from docx.shared import Inches, Pt, RGBColor
    from holdout_render import new_docx, section_columns

    navy, grey = RGBColor(0x1B, 0x3A, 0x5C), RGBColor(0x55, 0x5F, 0x6B)
    document = new_docx(author="Kerri-Ann Boateng", title="Kerri-Ann Boateng - Resume (ICU RN)",
                        page=(Inches(8.5), Inches(11)), margins=(Inches(0.8), Inches(0.7)), font="Calibri",
                        size=10.5, space_after=2)
    styles = document.styles
    styles["Title"].font.size = Pt(24)
    styles["Title"].font.color.rgb = navy
    styles["Title"].paragraph_format.space_after = Pt(0)
    styles["Subtitle"].font.size = Pt(12)
    styles["Subtitle"].paragraph_format.space_after = Pt(2)
    for level, size, before in (("Heading 1", 12, 12), ("Heading 2", 11, 8)):
        style = styles[level]
        style.font.size = Pt(size)
        style.font.color.rgb = navy
        style.paragraph_format.space_before = Pt(before)
        style.paragraph_format.space_after = Pt(2)
    styles["Heading 1"].font.all_caps = True

    def para(text="", style=None, italic=False, color=None, size=None, after=2):
        p = document.add_paragraph(style=style)
        p.paragraph_format.space_after = Pt(after)
        if text:
            r = p.add_run(text)
            r.italic = italic
            if color is not None: r.font.color.rgb = color
            if size: r.font.size = Pt(size)
        return p

    document.add_paragraph("Kerri-Ann Boateng", style="Title")
    document.add_paragraph("Registered Nurse, Critical Care | CNCC(C) | Relief Charge Nurse", style="Subtitle")
    p = para(after=6)
    p.add_run("Hamilton, ON L8P 2X9   •   905-555-0173   •   ")
    docx_hyperlink(p, "mailto:kerriann.boateng@example.com", "kerriann.boateng@example.com", color="1B3A5C")

    document.add_heading("Profile", level=1)
    para("ICU nurse with nine years in a level 3 medical-surgical ICU, cross-trained to the CVICU, and relief charge "
         "nurse since 2021. I came to nursing through the RPN route and still think the best care happens at the "
         "bedside: calm, organised and one step ahead of the patient. Looking for a permanent ICU or critical care "
         "outreach position in the Hamilton–Burlington area, full-time or 0.8.")

    document.add_heading("Professional Registration", level=1)
    p = para(after=0)
    r = p.add_run("Registered Nurse (RN), General Class")
    r.bold = True
    p.add_run(" – College of Nurses of Ontario")
    para("Registration No. 1423876  ·  Entitled to practise with no terms, conditions or limitations  ·  "
         "Registered as an RPN in 2012 and as an RN in 2015", color=grey, size=9.5)

    document.add_heading("Work Experience", level=1)
    for title, employer, place, when, _, note, items in BH3_JOBS:
        h = document.add_heading(title, level=2)
        h.paragraph_format.keep_with_next = True
        p = para(after=0)
        p.paragraph_format.keep_with_next = True
        r = p.add_run(f"{employer}, {place}")
        r.italic = True
        r = p.add_run(f"   |   {when}")
        r.bold = True
        r.font.color.rgb = navy
        para(note, color=grey, size=9.5, after=1).paragraph_format.keep_with_next = True
        for item in items:
            para(item, style="List Bullet", after=1)

    document.add_heading("Education", level=1)
    for qualification, school_line, when, placements in (
            ("Bachelor of Science in Nursing (BScN) – Post-Diploma RPN to BScN Stream", "McMaster University, "
             "Hamilton, ON", "Sept 2012 – Apr 2015",
             ["Clinical placements: general medicine (2012–13); community and public health nursing (2013); "
              "inpatient mental health (2014)",
              "Senior consolidation: Medical-Surgical ICU, Escarpment Health Sciences Centre (Jan – Apr 2015, "
              "288 hours)"]),
            ("Practical Nursing – Ontario College Diploma", "Mohawk College, Hamilton, ON", "Sept 2010 – Apr 2012",
             ["Final preceptorship: long-term care, Mountview Terrace (2012, 200 hours)"])):
        h = document.add_heading(qualification, level=2)
        h.paragraph_format.keep_with_next = True
        p = para(after=1)
        r = p.add_run(school_line)
        r.italic = True
        r = p.add_run(f"   |   {when}")
        r.bold = True
        r.font.color.rgb = navy
        for item in placements:
            para(item, style="List Bullet", after=1)

    document.add_heading("Certifications", level=1)
    table = document.add_table(rows=1 + len(BH3_CERTS), cols=3)
    table.style = "Light List Accent 1"
    table.alignment = WD_TABLE_ALIGNMENT.LEFT
    fixed_widths(table, [Inches(3.5), Inches(2.35), Inches(1.05)])
    for cell, text in zip(table.rows[0].cells, ("Certification", "Issued by", "Expires")):
        cell.text = text
    for row, values in zip(table.rows[1:], BH3_CERTS):
        for cell, text in zip(row.cells, values):
            cell.text = text
    for row in table.rows:
        for cell in row.cells:
            for p in cell.paragraphs:
                p.paragraph_format.space_after = Pt(1)
                for r in p.runs:
                    r.font.size = Pt(9.5)

    document.add_heading("Professional Development", level=1)
    for line in ("2026 – ECMO Basics for ICU Nurses (8 hours), Escarpment HSC",
                 "2025 – Advanced 12-Lead ECG Interpretation (online, 12 hours)",
                 "2024 – Charge Nurse Leadership Program (3 days)",
                 "2023 – LEAP Core: palliative care (Pallium Canada)",
                 "Mandatory annual training completed 2026: WHMIS, fire safety, IPAC, workplace violence prevention, "
                 "privacy (PHIPA), N95 fit test"):
        para(line, style="List Bullet", after=1)

    document.add_heading("Clinical Skills", level=1)
    skills = document.add_section(WD_SECTION.CONTINUOUS)  # a two-column section for the skills list
    section_columns(skills, 2, space="360")
    for skill in BH3_SKILLS:
        para(skill, style="List Bullet", after=1)
    rest = document.add_section(WD_SECTION.CONTINUOUS)
    section_columns(rest, 1)

    document.add_heading("Languages", level=1)
    para("English – native   ·   Twi – conversational   ·   French – basic (working toward B1)")
    document.add_heading("References", level=1)
    para("Available on request – my current clinical manager and charge nurse colleagues have agreed to be "
         "contacted.")

    name = "bh3-kerri-ann-boateng"
    path = os.path.join(FILES, name + ".docx")
    document.save(path)
    check_pages(name, lo_page_count(path, name), 2)
    write_truth(name, {
        "basics": {"name": "Kerri-Ann Boateng",
                   "label": "Registered Nurse, Critical Care | CNCC(C) | Relief Charge Nurse",
                   "email": "kerriann.boateng@example.com", "phone": "905-555-0173",
                   "location": {"city": "Hamilton", "region": "ON"}},
        "work": [job(t, e, p, w, s) for t, e, p, w, s, *_ in BH3_JOBS],
        "education": [
            school("McMaster University", "Bachelor of Science in Nursing (BScN)", "Sept 2012 – Apr 2015",
                   ("2012-09", "2015-04")),
            school("Mohawk College", "Ontario College Diploma", "Sept 2010 – Apr 2012", ("2010-09", "2012-04"),
                   area="Practical Nursing")],
        "skills": [{"name": s} for s in BH3_SKILLS],
        "certificates": [{"name": "Registered Nurse (RN), General Class"}] + [{"name": c} for c, *_ in BH3_CERTS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Twi", "fluency": "conversational"},
                      {"language": "French", "fluency": "basic"}],
    })


# ==== bh4: senior occupational therapist (Ballarat VIC), LibreOffice PDF of a Word CV with a career summary table ====
BH4_GRH = "Goldfields Regional Health"
BH4_JOBS = [  # (title, employer, place, dates as printed, truth span, summary period or None, bullets, rotations)
    ("Senior Occupational Therapist (Grade 3) – Acute Neurosciences & Stroke", BH4_GRH, "Ballarat VIC",
     "Jul 2023 – Current", ("2023-07", None, True), "2023 – now",
     ["Lead OT for the 24-bed acute neurosciences and stroke unit: early upper-limb and cognitive assessment, "
      "pressure care, seating, and discharge planning with the stroke team.",
      "Supervise two Grade 2 OTs, an allied health assistant and up to four students a year.",
      "Led the unit's change to routine cognitive screening within 72 hours (MoCA audit compliance 41% to 88%)."],
     []),
    ("Acting Senior Occupational Therapist (Grade 3) – Subacute Rehabilitation", BH4_GRH, "Ballarat VIC",
     "Feb 2023 – Jun 2023", ("2023-02", "2023-06"), "2023",
     ["Backfilled the senior post during parental leave: caseload, weekly team meetings and the OT roster for a "
      "30-bed rehabilitation ward."], []),
    ("Occupational Therapist (casual, NDIS)", "Enable Ballarat Therapy", "Ballarat VIC", "Mar 2021 – Current",
     ("2021-03", None, True), "2021 – now",
     ["Saturday clinic and home visits for NDIS participants with acquired brain injury: functional capacity "
      "assessments, assistive technology and home modification reports."], []),
    ("Occupational Therapist (Grade 2) – Rotational", BH4_GRH, "Ballarat VIC", "Jan 2019 – Jan 2023",
     ("2019-01", "2023-01"), "2019 – 2023",
     ["Rotational Grade 2 post across inpatient and community services; student educator from 2020."],
     ["Subacute rehabilitation (GEM): Jan 2019 – Jun 2020", "Community Rehabilitation Program: Jul 2020 – Dec 2021",
      "Acute orthopaedics and surgical: Jan 2022 – Jan 2023"]),
    ("Occupational Therapist (Grade 1) – New Graduate Program", "Wimmera Plains Health", "Horsham VIC",
     "Feb 2017 – Dec 2018", ("2017-02", "2018-12"), "2017 – 2018",
     ["Two-year rural new graduate program with monthly supervision and a structured learning plan."],
     ["Acute medical and surgical wards", "Inpatient rehabilitation", "Paediatric outpatients"]),
    ("Disability Support Worker (casual)", "Sebastopol Community Living", "Ballarat VIC", "2013 – 2016",
     ("2013", "2016"), None,
     ["Weekend and holiday shifts in a supported-accommodation house for four adults while at university."], []),
]
BH4_CERTS = [("AMPS Calibrated Rater (Assessment of Motor and Process Skills)", "2020"),
             ("HLTAID011 Provide First Aid", "renewed 2025")]
BH4_SKILLS = ["Upper-limb rehabilitation after stroke", "Cognitive and perceptual assessment",
              "Functional assessment (AMPS, FIM)", "Home and environmental assessments",
              "Pressure care, seating and equipment prescription", "Thermoplastic splinting",
              "Discharge planning and family meetings", "NDIS functional capacity reports",
              "Student and Grade 1 supervision", "Cerner EMR documentation"]


def bh4_career_summary_libreoffice():
    from docx.enum.table import WD_TABLE_ALIGNMENT
    from docx.enum.text import WD_TAB_ALIGNMENT
    from docx.shared import Inches, Mm, Pt, RGBColor
    from holdout_render import bottom_border, libreoffice_pdf, new_docx

    teal, grey = RGBColor(0x0E, 0x6E, 0x6E), RGBColor(0x5A, 0x5A, 0x5A)
    document = new_docx(author="Annika Trebilcock", title="Annika Trebilcock - Occupational Therapist CV",
                        page=(Mm(210), Mm(297)), margins=(Mm(18), Mm(15)), font="Arial", size=9.5, space_after=2)
    full = Mm(174)

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
        p = para(text.upper(), bold=True, size=10.5, color=teal, before=10, after=3)
        p.paragraph_format.keep_with_next = True
        bottom_border(p, color="0E6E6E", size="6")

    def small_table(rows, widths, head=True, size=8.8):
        table = document.add_table(rows=len(rows), cols=len(widths))
        table.alignment = WD_TABLE_ALIGNMENT.LEFT
        table_borders(table, val="single", color="B9D3D3", size="4", edges=("top", "bottom", "insideH"))
        fixed_widths(table, widths)
        for i, (row, values) in enumerate(zip(table.rows, rows)):
            cant_split(row)
            for cell, text in zip(row.cells, values):
                p = cell.paragraphs[0]
                p.paragraph_format.space_after = Pt(1)
                run(p, text, bold=head and i == 0, size=size, color=teal if head and i == 0 else None)
                if head and i == 0:
                    cell_props(cell, fill="E6F0F0")
        if head:
            repeat_header_row(table.rows[0])
        return table

    para("Annika Trebilcock", bold=True, size=22, color=teal, after=0)
    para("Senior Occupational Therapist | Neurological & Stroke Rehabilitation | NDIS", size=11.5, color=grey,
         after=3)
    p = para(after=4)
    run(p, "Alfredton, Ballarat VIC 3350   ·   0491 572 549   ·   annika.trebilcock@example.com   ·   ", size=9)
    docx_hyperlink(p, "https://www.linkedin.com/in/annika-trebilcock-ot", "linkedin.com/in/annika-trebilcock-ot",
                   color="0E6E6E", size=9)

    # the registration and clearances box: a one-cell shaded table
    box = document.add_table(rows=1, cols=1)
    table_borders(box, val="single", color="0E6E6E", size="6", edges=("top", "left", "bottom", "right"))
    fixed_widths(box, [full])
    cell = box.rows[0].cells[0]
    cell_props(cell, fill="EEF5F5")
    p = cell.paragraphs[0]
    p.paragraph_format.space_before = Pt(3)
    run(p, "Registration & clearances", bold=True, size=9.5, color=teal)
    p = cell.add_paragraph()
    p.paragraph_format.space_after = Pt(1)
    run(p, "Registered Occupational Therapist", bold=True, size=9)
    run(p, " – AHPRA General Registration No. OCC0001754329 (renewal 30/11/2027)", size=9)
    p = cell.add_paragraph()
    p.paragraph_format.space_after = Pt(3)
    run(p, "Working with Children Check (Employee) – current  ·  NDIS Worker Screening Check – cleared 2024  ·  "
           "Full Victorian driver licence", size=9)

    heading("Career Summary")
    small_table([("Period", "Position", "Organisation")]
                + [(period, title.split(" – ")[0], employer) for title, employer, _, _, _, period, *_ in BH4_JOBS
                   if period],
                [Mm(26), Mm(92), Mm(56)])

    heading("Professional Summary")
    para("Occupational therapist with nine years' experience in regional Victorian health services, the last four "
         "in senior and acting senior roles in stroke and neurological rehabilitation. Skilled in upper-limb and "
         "cognitive rehabilitation, complex discharge planning and supervising staff and students, with a "
         "Graduate Certificate in Clinical Rehabilitation. I am looking for a Grade 3 or Grade 4 position in "
         "neurological rehabilitation in the Ballarat or Geelong region.")

    heading("Professional Experience")
    right = full
    for title, employer, place, when, _, _, items, rotations in BH4_JOBS:
        p = para(title, bold=True, size=10, before=6, after=0)
        p.paragraph_format.keep_with_next = True
        p = para(after=1)
        p.paragraph_format.keep_with_next = True
        p.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
        run(p, f"{employer}, {place}", italic=True, color=grey)
        run(p, "\t" + when, bold=True, color=teal)
        for item in items:
            para(item, style="List Bullet", after=1)
        if rotations:
            para("Rotations:", style="List Bullet", after=1)
            for r in rotations:
                para(r, style="List Bullet 2", after=1)

    heading("Education")
    for qualification, place, when, notes in (
            ("Graduate Certificate in Clinical Rehabilitation", "Flinders University (online)", "2021 – 2022", []),
            ("Bachelor of Occupational Therapy (Honours)", "La Trobe University, Bendigo", "2013 – 2016",
             ["First Class Honours (H1)", "Honours thesis: Return to driving after stroke in rural Victoria"]),
            ("Victorian Certificate of Education (VCE)", "Lake Wendouree Secondary College, Ballarat", "2012", [])):
        p = para(before=4, after=0)
        p.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
        p.paragraph_format.keep_with_next = True
        run(p, qualification, bold=True, size=10)
        run(p, "\t" + when, bold=True, color=teal)
        para(place, italic=True, color=grey, after=1)
        for note in notes:
            para(note, style="List Bullet", after=1)
    p = para("Clinical placements (Bachelor of Occupational Therapy, 1,000+ hours):", bold=True, size=9, before=4,
             after=2)
    p.paragraph_format.keep_with_next = True
    small_table([("Year", "Setting", "Placement site", "Length"),
                 ("2014", "Residential aged care", "Golden Square Aged Care, Bendigo", "2 weeks"),
                 ("2015", "Community paediatrics", "Loddon Child Development Service, Castlemaine", "6 weeks"),
                 ("2015", "Mental health (inpatient)", "Campaspe Valley Hospital, Echuca", "8 weeks"),
                 ("2016", "Acute neurology and stroke", "Goldfields Regional Health, Ballarat", "10 weeks"),
                 ("2016", "Hand therapy (private)", "Bendigo Hand & Upper Limb Clinic", "8 weeks")],
                [Mm(14), Mm(50), Mm(90), Mm(20)])

    heading("Certifications")
    for cert, note in BH4_CERTS:
        p = para(style="List Bullet", after=1)
        run(p, cert, bold=True)
        run(p, "  –  " + note, color=grey)

    heading("Continuing Professional Development (2024 – 2026)")
    small_table([("Date", "Activity", "Provider", "Hours"),
                 ("Sep 2026", "GRASP upper-limb program training", "Online", "6"),
                 ("May 2026", "Vestibular rehabilitation for occupational therapists",
                  "Occupational Therapy Australia", "7"),
                 ("Nov 2025", "CO-OP Approach introductory workshop", "Online", "14"),
                 ("Mar 2025", "Seating and wheeled mobility – Level 2", "Independent Living Centre", "8"),
                 ("Jul 2024", "Clinical educator training (student supervision)", "La Trobe University", "6"),
                 ("Aug 2026", "Mandatory training: BLS, manual handling, infection control, occupational violence, "
                              "cultural safety", BH4_GRH, "—")],
                [Mm(20), Mm(92), Mm(48), Mm(14)])

    heading("Skills")
    grid = document.add_table(rows=(len(BH4_SKILLS) + 1) // 2, cols=2)
    table_borders(grid)
    fixed_widths(grid, [Mm(87), Mm(87)])
    for i, skill in enumerate(BH4_SKILLS):  # row by row
        p = grid.rows[i // 2].cells[i % 2].paragraphs[0]
        p.paragraph_format.space_after = Pt(1)
        run(p, "▪  ", color=teal)
        run(p, skill)

    heading("Languages")
    para("English – native;  Auslan – basic conversational (Certificate II in Auslan)")

    heading("Referees")
    for who, role, contact in (
            ("Helen Vranjkovic", "Manager, Occupational Therapy, Goldfields Regional Health",
             "(03) 5550 0421  ·  helen.vranjkovic@example.com"),
            ("Dr Tom Abernethy", "Stroke Physician and Unit Head, Goldfields Regional Health",
             "0491 571 266  ·  tom.abernethy@example.com"),
            ("Sarah Quayle", "Director, Enable Ballarat Therapy", "0491 570 156  ·  sarah.quayle@example.com")):
        p = para(after=1)
        run(p, who, bold=True)
        run(p, f" – {role} – {contact}")

    name = "bh4-annika-trebilcock"
    libreoffice_pdf(document, name, 2)
    write_truth(name, {
        "basics": {"name": "Annika Trebilcock",
                   "label": "Senior Occupational Therapist | Neurological & Stroke Rehabilitation | NDIS",
                   "email": "annika.trebilcock@example.com", "phone": "0491 572 549",
                   "location": {"city": "Ballarat", "region": "VIC"},
                   "profiles": [linkedin("annika-trebilcock-ot")]},
        "work": [job(t, e, p, w, s) for t, e, p, w, s, *_ in BH4_JOBS],
        "education": [
            school("Flinders University", "Graduate Certificate", "2021 – 2022", ("2021", "2022"),
                   area="Clinical Rehabilitation"),
            school("La Trobe University", "Bachelor of Occupational Therapy (Honours)", "2013 – 2016",
                   ("2013", "2016"), score="First Class Honours (H1)"),
            school("Lake Wendouree Secondary College", "Victorian Certificate of Education (VCE)", "2012",
                   (None, "2012"))],
        "skills": [{"name": s} for s in BH4_SKILLS],
        "certificates": [{"name": "Registered Occupational Therapist"}] + [{"name": c} for c, _ in BH4_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Auslan", "fluency": "basic conversational"}],
    })


# ==== bh5: senior social work practitioner (Cork), an online CV builder's two-column template (wkhtmltopdf) ==========
BH5_TUSLA = "Tusla – Child and Family Agency"
BH5_JOBS = [  # (title, employer, place, dates as printed, truth span, note, bullets)
    ("Social Work Team Leader (acting)", BH5_TUSLA, "Cork", "Sept 2025 – present", ("2025-09", None, True),
     "Acting up from my substantive Senior Social Work Practitioner post",
     ["Lead the Cork South Duty & Intake team of seven social workers: screening, allocation, weekly supervision and "
      "the team's caseload management (about 40 open referrals a week).",
      "Chair strategy meetings with An Garda Síochána and child protection conferences in the team leader's absence."]),
    ("Senior Social Work Practitioner, Child Protection & Welfare", BH5_TUSLA, "Cork", "Mar 2021 – present",
     ("2021-03", None, True), "Substantive post",
     ["Hold the team's most complex child protection cases: assessments, safety planning and Child Protection "
      "Notification System (CPNS) cases.",
      "Prepare court reports and give evidence in District Court care and supervision order applications.",
      "Practice teacher for six MSW students from University College Cork since 2022."]),
    ("Children First Information and Advice Officer (secondment)", BH5_TUSLA, "Cork", "Feb 2020 – Jan 2021",
     ("2020-02", "2021-01"), None,
     ["Advised schools, sports clubs and community organisations on their Children First duties and reviewed "
      "child safeguarding statements; delivered 28 briefing sessions, most of them online."]),
    ("Social Worker, Fostering Team", BH5_TUSLA, "Cork", "Jan 2018 – Mar 2021", ("2018-01", "2021-03"), None,
     ["Link worker for 16 general and relative foster families; completed nine foster carer assessments and "
      "presented them to the Foster Care Committee."]),
    ("Medical Social Worker (temporary contract)", "Blackwater General Hospital", "Mallow, Co. Cork",
     "Sept 2016 – Dec 2017", ("2016-09", "2017-12"), None,
     ["Medical and older persons' wards: discharge planning, safeguarding concerns and family meetings."]),
    ("Locum Social Worker (agency), Primary Care", "Atlantic Social Care Recruitment", "Tralee, Co. Kerry",
     "Jun – Aug 2016", ("2016-06", "2016-08"), None,
     ["Summer locum cover in a primary care social work team straight after qualifying."]),
    ("Social Care Worker (relief)", "Cúram Residential Services", "Cork", "2012 – 2014", ("2012", "2014"), None,
     ["Relief shifts in two children's residential centres before my MSW."]),
]
BH5_CERTS = [("Registered Social Worker", "CORU · Reg. No. SW024817"),
             ("Practice Teacher Training", "University College Cork · 2022"),
             ("Signs of Safety Advanced Practitioner", "2023"),
             ("Therapeutic Crisis Intervention (TCI)", "2024")]
BH5_SKILLS = ["Child protection assessment and safety planning", "Signs of Safety", "Court reports and giving evidence",
              "Fostering assessments and support", "Strategy meetings and multi-agency work",
              "Hospital discharge planning", "Supervision of staff and students", "NCCIS case recording",
              "Motivational interviewing"]


def bh5_cv_builder_wkhtmltopdf():
    from holdout_render import wkhtmltopdf

    def timeline(rows):
        out = ""
        for when, title, org, note, items in rows:
            out += (f'<table class="entry"><tr><td class="when">{escape(when)}</td><td class="what">'
                    f'<div class="title">{escape(title)}</div><div class="org">{escape(org)}</div>'
                    + (f'<div class="note">{escape(note)}</div>' if note else "")
                    + ("<ul>" + "".join(f"<li>{escape(i)}</li>" for i in items) + "</ul>" if items else "")
                    + "</td></tr></table>\n")
        return out

    work = timeline([(w, t, f"{e}, {p}", n, i) for t, e, p, w, _, n, i in BH5_JOBS])
    education = timeline([
        ("2014 – 2016", "Master of Social Work (MSW)", "University College Cork", None,
         ["Placement 1: Tusla Duty & Intake, Cork (14 weeks, 2015)",
          "Placement 2: Probation Service, Cork (14 weeks, 2016)"]),
        ("2009 – 2012", "BA (Hons) in Social Care", "Cork Institute of Technology (now MTU)",
         "Second Class Honours, Grade 1 (2.1)", []),
        ("2009", "Leaving Certificate", "Coláiste Chnoc na Gréine, Macroom", None, [])])
    cpd = timeline([
        ("2026", "Trauma-informed practice (2 days)", "Tusla Workforce Learning and Development", None, []),
        ("2025", "Assessing neglect with the Graded Care Profile 2 (GCP2)", "Tusla", None, []),
        ("2024", "Giving evidence in the District Court", "Irish Association of Social Workers", None, [])])
    certs = "".join(f'<div class="item"><b>{escape(c)}</b><br><span class="muted">{escape(n)}</span></div>'
                    for c, n in BH5_CERTS)
    skills = "".join(f"<li>{escape(s)}</li>" for s in BH5_SKILLS)
    mandatory = "".join(f"<li>{escape(m)}</li>" for m in (
        "Children First e-learning – 01/2026", "GDPR and data protection – 03/2026", "Fire safety – 10/2025",
        "Manual handling – 09/2025", "Dignity at Work – 2024"))
    html = f"""<!DOCTYPE html>
<html lang="en-IE"><head><meta charset="utf-8"><title>Deirbhile Hanratty – CV</title>
<style>
* {{ box-sizing: border-box; }}
body {{ margin: 0; font-family: "Liberation Sans", Arial, sans-serif; font-size: 12.5px; line-height: 1.42;
        color: #263238; }}
table.layout {{ width: 100%; border-collapse: collapse; }}
td.side {{ width: 31%; vertical-align: top; background: #21433f; color: #eef4f3; padding: 30px 20px 20px 24px; }}
td.main {{ vertical-align: top; padding: 28px 28px 20px 26px; }}
.side h3 {{ font-size: 12px; text-transform: uppercase; letter-spacing: 1.6px; color: #9fd3c7; margin: 20px 0 7px;
           border-bottom: 1px solid #3f6b65; padding-bottom: 3px; }}
.side h3.first {{ margin-top: 0; }}
.side p {{ margin: 0 0 5px; }}
.side a {{ color: #eef4f3; text-decoration: none; }}
.side ul {{ margin: 0; padding-left: 15px; }}
.side li {{ margin-bottom: 3px; }}
.item {{ margin-bottom: 7px; }}
.muted {{ color: #b7cfca; font-size: 11.5px; }}
h1 {{ font-size: 31px; margin: 0; color: #21433f; letter-spacing: .5px; }}
.label {{ font-size: 14.5px; color: #2f7d6d; margin: 3px 0 14px; font-weight: bold; }}
h2 {{ font-size: 14px; text-transform: uppercase; letter-spacing: 1.8px; color: #21433f; margin: 18px 0 8px;
      border-bottom: 2px solid #9fd3c7; padding-bottom: 3px; }}
table.entry {{ width: 100%; border-collapse: collapse; margin-bottom: 9px; page-break-inside: avoid; }}
td.when {{ width: 23%; vertical-align: top; color: #2f7d6d; font-weight: bold; font-size: 11.5px; padding-top: 1px; }}
td.what {{ vertical-align: top; }}
.title {{ font-weight: bold; font-size: 13px; }}
.org {{ font-style: italic; color: #55656b; }}
.note {{ color: #55656b; font-size: 11.5px; }}
td.what ul {{ margin: 3px 0 0; padding-left: 16px; }}
td.what li {{ margin-bottom: 2px; }}
p {{ margin: 0 0 6px; }}
</style></head>
<body>
<table class="layout"><tr>
<td class="side">
<h3 class="first">Contact</h3>
<p>Bishopstown, Cork T12 X2K7</p>
<p>086 555 0147</p>
<p><a href="mailto:deirbhile.hanratty@example.com">deirbhile.hanratty@example.com</a></p>
<p><a href="https://www.linkedin.com/in/deirbhile-hanratty-msw">linkedin.com/in/deirbhile-hanratty-msw</a></p>
<h3>Registration &amp; certificates</h3>
{certs}
<h3>Skills</h3>
<ul>{skills}</ul>
<h3>Languages</h3>
<p>English – native</p>
<p>Irish – conversational</p>
<p>French – basic</p>
<h3>Mandatory training</h3>
<ul>{mandatory}</ul>
<p class="muted" style="margin-top:6px">Full driving licence (B) and own car · Garda vetted (Tusla, 2025)</p>
</td>
<td class="main">
<h1>Deirbhile Hanratty</h1>
<div class="label">Senior Social Work Practitioner | Child Protection &amp; Welfare | CORU Registered</div>
<h2>Profile</h2>
<p>Social worker with ten years in child protection, fostering and hospital social work in Cork, and four years
before that in residential social care. Since September 2025 I have been acting team leader of a busy Duty &amp;
Intake team. I am calm in a crisis, thorough in writing and confident in court, and I care a lot about
supervision and about students learning the job well. I am applying for permanent Social Work Team Leader
posts in Cork and Kerry.</p>
<h2>Experience</h2>
{work}
<h2>Education</h2>
{education}
<h2>Continuing professional development</h2>
{cpd}
<h2>References</h2>
<p>Niamh Ó Súilleabháin, Principal Social Worker, Tusla Cork South – 021 555 0192 – niamh.osuilleabhain@example.com<br>
Declan Furlong, Social Work Team Leader (Fostering), Tusla Cork – 021 555 0138</p>
</td>
</tr></table>
</body></html>
"""
    name = "bh5-deirbhile-hanratty"
    wkhtmltopdf(html, name, 2, options=("--page-size", "A4", "--margin-top", "10mm", "--margin-bottom", "10mm", "--zoom", "1.3",
                                        "--margin-left", "0", "--margin-right", "0", "--encoding", "utf-8",
                                        "--title", "Deirbhile Hanratty – CV"))
    write_truth(name, {
        "basics": {"name": "Deirbhile Hanratty",
                   "label": "Senior Social Work Practitioner | Child Protection & Welfare | CORU Registered",
                   "email": "deirbhile.hanratty@example.com", "phone": "086 555 0147", "location": {"city": "Cork"},
                   "profiles": [linkedin("deirbhile-hanratty-msw")]},
        "work": [job(t, e, p, w, s) for t, e, p, w, s, *_ in BH5_JOBS],
        "education": [
            school("University College Cork", "Master of Social Work (MSW)", "2014 – 2016", ("2014", "2016")),
            school("Cork Institute of Technology", "BA (Hons)", "2009 – 2012", ("2009", "2012"), area="Social Care",
                   score="Second Class Honours, Grade 1 (2.1)"),
            school("Coláiste Chnoc na Gréine", "Leaving Certificate", "2009", (None, "2009"))],
        "skills": [{"name": s} for s in BH5_SKILLS],
        "certificates": [{"name": c} for c, _ in BH5_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Irish", "fluency": "conversational"},
                      {"language": "French", "fluency": "basic"}],
    })


# ==== bh6: principal corrections officer (Palmerston North), a LibreOffice Writer document (Flat ODT) saved as PDF ====
BH6_CORR = "Department of Corrections"
BH6_JOBS = [  # (dates as printed, title, employer, place, site line or None, truth span, bullets)
    ("Aug 2024 – Feb 2025", "Acting Residential Manager (secondment)", BH6_CORR, "Whanganui",
     "Whanganui River Corrections Facility – Low and Minimum Security", ("2024-08", "2025-02"),
     ["Six-month secondment running three units (140 prisoners) and 40 staff: rosters, budgets, prisoner "
      "complaints, misconduct hearings and the site's night-shift incident escalation."]),
    ("Mar 2019 – present", "Principal Corrections Officer", BH6_CORR, "Palmerston North",
     "Ruahine Corrections Facility – High Security and Remand units", ("2019-03", None, True),
     ["Lead a unit team of 12–16 corrections officers on a 4-on/4-off roster: musters, searches, movements, "
      "incident management and the unit's daily reporting.",
      "Tactical Options instructor since 2021: deliver recertification to about 90 staff a year.",
      "Work with case managers, health staff and kaumātua on prisoner plans and at-risk management.",
      "Cut use-of-force incidents in my units by 30% in 2024 through de-escalation coaching on shift."]),
    ("Jun 2015 – Mar 2019", "Senior Corrections Officer", BH6_CORR, "Palmerston North",
     "Ruahine Corrections Facility – Remand unit", ("2015-06", "2019-03"),
     ["Shift lead in the remand unit; buddy officer for new corrections officers; cell and area search team."]),
    ("Feb 2012 – Jun 2015", "Corrections Officer", BH6_CORR, "Palmerston North",
     "Ruahine Corrections Facility – Low Security unit", ("2012-02", "2015-06"),
     ["Completed the Corrections Officer training programme in 2012; unit officer, escorts and hospital watches."]),
    ("2008 – 2016", "Reserve Soldier (Private, later Corporal)", "New Zealand Army Reserve", "Palmerston North",
     "5th/7th Battalion, Royal New Zealand Infantry Regiment – part-time", ("2008", "2016"),
     ["Section second-in-command from 2013; two civil defence call-outs (2011 and 2015 floods)."]),
    ("Apr 2009 – Jan 2012", "Security Officer", "Manawatū Guard Services Ltd", "Palmerston North", None,
     ("2009-04", "2012-01"), ["Static guarding, mobile patrols and alarm response; crowd control at events."]),
    ("2007 – 2009", "Farm Hand", "Kairanga Flats Dairy Ltd", "Longburn", None, ("2007", "2009"),
     ["Milking, calving and general farm work on a 600-cow dairy farm."]),
]
BH6_CERTS = [("Tactical Options Instructor", "Department of Corrections, 2021"),
             ("Workplace First Aid", "St John, renewed 2025"),
             ("ASIST (Applied Suicide Intervention Skills Training)", "2023"),
             ("CIMS Level 2 (Coordinated Incident Management System)", "2022")]
BH6_SKILLS = ["Unit and roster management", "De-escalation and use-of-force decision making",
              "Tactical Options instruction", "Searching and contraband detection",
              "Incident management and reporting (IOMS)", "Prisoner at-risk management",
              "Report writing and misconduct hearings", "Coaching and developing staff",
              "Working with whānau and kaumātua"]


def bh6_writer_fodt():
    def x(text):
        return escape(text)

    def p(style, body):
        return f'<text:p text:style-name="{style}">{body}</text:p>\n'

    def span(style, text):
        return f'<text:span text:style-name="{style}">{x(text)}</text:span>'

    def bullets(items, style="Bullet"):
        return (f'<text:list text:style-name="{"Bullets" if style == "Bullet" else "PlainBullets"}">' + "".join(
            f'<text:list-item><text:p text:style-name="{style}">{x(i)}</text:p></text:list-item>' for i in items)
            + "</text:list>\n")

    def heading(text):
        return f'<text:h text:style-name="Heading_20_1" text:outline-level="1">{x(text)}</text:h>\n'

    def table(name, rows, widths):
        out = f'<table:table table:name="{name}" table:style-name="Tbl">'
        for i, w in enumerate(widths):
            out += f'<table:table-column table:style-name="{name}.{i}"/>'
        for r, values in enumerate(rows):
            out += "<table:table-row>"
            for v in values:
                out += (f'<table:table-cell table:style-name="{"HeadCell" if r == 0 else "Cell"}" '
                        f'office:value-type="string">'
                        + p("TableHead" if r == 0 else "TableText", x(v)) + "</table:table-cell>")
            out += "</table:table-row>"
        return out + "</table:table>\n"

    body = p("Name", "Carl Matenga-Rowe")
    body += p("Label", x("Principal Corrections Officer | Custodial Leadership | Tactical Options Instructor"))
    body += p("Contact", x("Kelvin Grove, Palmerston North 4414  ·  021 555 0143  ·  ")
              + '<text:a xlink:type="simple" xlink:href="mailto:carl.matengarowe@example.com">'
                'carl.matengarowe@example.com</text:a>')
    body += heading("Profile")
    body += p("Standard", x(
        "Principal Corrections Officer with fourteen years in custodial roles at Ruahine Corrections Facility, "
        "including a six-month secondment as Acting Residential Manager at Whanganui. I lead unit teams in high "
        "security and remand, train staff in Tactical Options, and believe safe prisons are built on good "
        "relationships, clear routines and officers who back each other. I am ready for a permanent Residential "
        "Manager role."))
    body += heading("Employment history")
    for when, title, employer, place, site, _, items in BH6_JOBS:
        body += p("Entry", x(when) + "<text:tab/>" + span("Bold", title))
        body += p("EntryOrg", span("Italic", f"{employer}, {place}"))
        if site:
            body += p("EntrySite", x(site))
        body += bullets(items)
    body += heading("Education")
    for when, qualification, place in (
            ("2022 – present", "Bachelor of Arts, majoring in Psychology (part-time, distance)",
             "Massey University, Palmerston North"),
            ("2007", "NCEA Level 2", "Awapuni High School, Palmerston North")):
        body += p("Entry", x(when) + "<text:tab/>" + span("Bold", qualification))
        body += p("EntryOrg", span("Italic", place))
    body += heading("Certificates")
    body += ('<text:list text:style-name="PlainBullets">' + "".join(
        f'<text:list-item><text:p text:style-name="BulletPlain">{span("Bold", c)}{x("  –  " + n)}</text:p>'
        "</text:list-item>" for c, n in BH6_CERTS) + "</text:list>\n")
    body += heading("Mandatory training")
    body += table("Mandatory", [("Training", "Last completed"), ("Tactical Options recertification", "04/2026"),
                                ("Emergency response and fire warden", "11/2025"),
                                ("First aid refresher", "08/2025"),
                                ("Security awareness and intelligence reporting", "06/2025"),
                                ("Health and safety representative (Stage 1)", "2024")], (11.0, 6.0))
    body += heading("Skills")
    body += bullets(BH6_SKILLS, style="BulletPlain")
    body += heading("Languages")
    body += p("Standard", x("English – native;  te reo Māori – intermediate (Te Ara Reo Māori Level 4, 2023)"))
    body += heading("Licences")
    body += p("Standard", x("Full Class 1 driver licence  ·  Firearms licence"))
    body += heading("Referees")
    body += p("Standard", span("Bold", "Rachel Tuhiwai") + x(", Residential Manager, Ruahine Corrections Facility – "
                                                             "027 555 0162"))
    body += p("Standard", span("Bold", "Grant Heslop") + x(", Prison Director (retired) – 027 555 0119 – "
                                                           "grant.heslop@example.com"))

    grey, accent = "#5a5a5a", "#7a2e1f"
    xml = f"""<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"
 xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"
 xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"
 xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"
 xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"
 xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"
 xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:dc="http://purl.org/dc/elements/1.1/"
 xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0"
 office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:meta><dc:title>CV – Carl Matenga-Rowe</dc:title><meta:initial-creator>Carl Matenga-Rowe</meta:initial-creator>
<dc:language>en-NZ</dc:language></office:meta>
<office:font-face-decls>
 <style:font-face style:name="Liberation Sans" svg:font-family="'Liberation Sans'" style:font-family-generic="swiss"
  style:font-pitch="variable"/>
</office:font-face-decls>
<office:styles>
 <style:default-style style:family="paragraph">
  <style:paragraph-properties fo:margin-top="0cm" fo:margin-bottom="0.06cm"/>
  <style:text-properties style:font-name="Liberation Sans" fo:font-size="9.5pt" fo:language="en" fo:country="NZ"/>
 </style:default-style>
 <style:style style:name="Standard" style:family="paragraph" style:class="text"/>
 <style:style style:name="Name" style:family="paragraph" style:parent-style-name="Standard">
  <style:text-properties fo:font-size="23pt" fo:font-weight="bold" fo:color="{accent}"/></style:style>
 <style:style style:name="Label" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:margin-bottom="0.08cm"/>
  <style:text-properties fo:font-size="11.5pt" fo:color="{grey}"/></style:style>
 <style:style style:name="Contact" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:padding-bottom="0.15cm" fo:border-bottom="1.5pt solid {accent}"
   fo:margin-bottom="0.1cm"/>
  <style:text-properties fo:font-size="9pt"/></style:style>
 <style:style style:name="Heading_20_1" style:display-name="Heading 1" style:family="paragraph"
  style:parent-style-name="Standard" style:default-outline-level="1" style:class="text">
  <style:paragraph-properties fo:margin-top="0.38cm" fo:margin-bottom="0.14cm" fo:keep-with-next="always"
   fo:padding-bottom="0.04cm" fo:border-bottom="0.5pt solid #b08a80"/>
  <style:text-properties fo:font-size="11pt" fo:font-weight="bold" fo:color="{accent}"
   fo:text-transform="uppercase" fo:letter-spacing="0.03cm"/></style:style>
 <style:style style:name="Entry" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:margin-left="3.9cm" fo:text-indent="-3.9cm" fo:margin-top="0.16cm"
   fo:margin-bottom="0cm" fo:keep-with-next="always"/>
  <style:text-properties fo:font-size="10pt"/></style:style>
 <style:style style:name="EntryOrg" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:margin-left="3.9cm" fo:margin-bottom="0cm" fo:keep-with-next="always"/></style:style>
 <style:style style:name="EntrySite" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:margin-left="3.9cm" fo:margin-bottom="0.04cm" fo:keep-with-next="always"/>
  <style:text-properties fo:font-size="8.8pt" fo:color="{grey}"/></style:style>
 <style:style style:name="Bullet" style:family="paragraph" style:parent-style-name="Standard"
  style:list-style-name="Bullets"/>
 <style:style style:name="BulletPlain" style:family="paragraph" style:parent-style-name="Standard"
  style:list-style-name="PlainBullets"/>
 <style:style style:name="TableText" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:margin-bottom="0cm"/></style:style>
 <style:style style:name="TableHead" style:family="paragraph" style:parent-style-name="TableText">
  <style:text-properties fo:font-weight="bold" fo:color="{accent}"/></style:style>
 <style:style style:name="Footer" style:family="paragraph" style:parent-style-name="Standard" style:class="extra">
  <style:paragraph-properties fo:text-align="center"/>
  <style:text-properties fo:font-size="8pt" fo:color="{grey}"/></style:style>
 <style:style style:name="Bold" style:family="text"><style:text-properties fo:font-weight="bold"/></style:style>
 <style:style style:name="Italic" style:family="text"><style:text-properties fo:font-style="italic"/></style:style>
 <text:list-style style:name="Bullets">
  <text:list-level-style-bullet text:level="1" text:bullet-char="•">
   <style:list-level-properties text:list-level-position-and-space-mode="label-alignment">
    <style:list-level-label-alignment text:label-followed-by="listtab" text:list-tab-stop-position="4.35cm"
     fo:text-indent="-0.4cm" fo:margin-left="4.35cm"/>
   </style:list-level-properties>
  </text:list-level-style-bullet>
 </text:list-style>
 <text:list-style style:name="PlainBullets">
  <text:list-level-style-bullet text:level="1" text:bullet-char="•">
   <style:list-level-properties text:list-level-position-and-space-mode="label-alignment">
    <style:list-level-label-alignment text:label-followed-by="listtab" text:list-tab-stop-position="0.6cm"
     fo:text-indent="-0.4cm" fo:margin-left="0.6cm"/>
   </style:list-level-properties>
  </text:list-level-style-bullet>
 </text:list-style>
</office:styles>
<office:automatic-styles>
 <style:page-layout style:name="pm1">
  <style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.5cm"
   fo:margin-bottom="1.2cm" fo:margin-left="2cm" fo:margin-right="2cm"/>
  <style:footer-style><style:header-footer-properties fo:min-height="0.5cm" fo:margin-top="0.3cm"/>
  </style:footer-style>
 </style:page-layout>
 <style:style style:name="Tbl" style:family="table">
  <style:table-properties style:width="17cm" table:align="left"/></style:style>
 <style:style style:name="Mandatory.0" style:family="table-column">
  <style:table-column-properties style:column-width="11cm"/></style:style>
 <style:style style:name="Mandatory.1" style:family="table-column">
  <style:table-column-properties style:column-width="6cm"/></style:style>
 <style:style style:name="HeadCell" style:family="table-cell">
  <style:table-cell-properties fo:padding="0.08cm" fo:background-color="#f3e9e6"
   fo:border-bottom="0.5pt solid #b08a80" fo:border-top="0.5pt solid #b08a80" fo:border-left="none"
   fo:border-right="none"/></style:style>
 <style:style style:name="Cell" style:family="table-cell">
  <style:table-cell-properties fo:padding="0.08cm" fo:border-bottom="0.5pt solid #dccfcb" fo:border-top="none"
   fo:border-left="none" fo:border-right="none"/></style:style>
</office:automatic-styles>
<office:master-styles>
 <style:master-page style:name="Standard" style:page-layout-name="pm1">
  <style:footer><text:p text:style-name="Footer">Carl Matenga-Rowe  ·  CV  ·  page <text:page-number
   text:select-page="current">1</text:page-number></text:p></style:footer>
 </style:master-page>
</office:master-styles>
<office:body><office:text>
{body}</office:text></office:body>
</office:document>
"""
    name = "bh6-carl-matenga-rowe"
    with tempfile.TemporaryDirectory() as tmp:
        source = os.path.join(tmp, name + ".fodt")
        with open(source, "w", encoding="utf-8") as f:
            f.write(xml)
        pdf, folder = libreoffice_convert(source, name)
        try:
            check_pages(name, pdf_pages(pdf), 2)
            shutil.copy(pdf, os.path.join(FILES, name + ".pdf"))
        finally:
            shutil.rmtree(folder, ignore_errors=True)
    write_truth(name, {
        "basics": {"name": "Carl Matenga-Rowe",
                   "label": "Principal Corrections Officer | Custodial Leadership | Tactical Options Instructor",
                   "email": "carl.matengarowe@example.com", "phone": "021 555 0143",
                   "location": {"city": "Palmerston North"}},
        "work": [job(t, e, p, w, s) for w, t, e, p, _, s, _ in BH6_JOBS],
        "education": [
            school("Massey University", "Bachelor of Arts", "2022 – present", ("2022", None, True), area="Psychology"),
            school("Awapuni High School", "NCEA Level 2", "2007", (None, "2007"))],
        "skills": [{"name": s} for s in BH6_SKILLS],
        "certificates": [{"name": c} for c, _ in BH6_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "te reo Māori", "fluency": "intermediate"}],
    })


if __name__ == "__main__":
    made_scratch = not os.path.isdir(SCRATCH)
    os.makedirs(SCRATCH, exist_ok=True)
    tempfile.tempdir = SCRATCH
    os.environ["TMPDIR"] = SCRATCH
    os.environ["XDG_RUNTIME_DIR"] = SCRATCH  # wkhtmltopdf's Qt runtime folder
    try:
        bh1_plain_html()
        bh2_nhs_form_fpdf2()
        bh3_word_styles_docx()
        bh4_career_summary_libreoffice()
        bh5_cv_builder_wkhtmltopdf()
        bh6_writer_fodt()
    finally:
        tempfile.tempdir = None
        if made_scratch:
            shutil.rmtree(SCRATCH, ignore_errors=True)
