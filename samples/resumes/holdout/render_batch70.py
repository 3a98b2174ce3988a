#!/usr/bin/env python3
"""Renders the seventieth held-out batch (br1–br6) into files/ and its truth into truth/.

Written without reading the parser (nor anything under /work/main/Sources, Tests, docs, Benchmarks, .build or output,
nor anything under /tmp or /var/tmp other than this batch's own scratch folder); no project binary (mm-*), swift or
git command was run, and the search tools were not used on this project. The only project files read were
holdout_render.py in full, render_batch55.py in full (for the conventions, the truth shape and the decisions it
records; the tool cut one long printout in the middle, so its lines 940–976 were printed a second time), the
docstring openings (first 60 lines only) of render_batch60.py to render_batch69.py (for the occupations, countries
and producers already used; the tool cut the middle of two long printouts, so lines 22–40 of render_batch62.py and
6–40 of render_batch67.py were printed a second time) and three truth files, whole: au3-euan-mclaughlin.json (batch
47's UK paramedic: an HCPC registration written as the certificate "Registered Paramedic", a secondment and a
concurrent bank post as their own work entries, a UK degree class as "score"), bb5-rebecca-haddad.json (batch 54's
informatics nurse: "AHPRA Registered Nurse" as a certificate, "Bachelor of Nursing" with no area, "Newcastle NSW" as
the work location) and be4-rhodri-llewellyn.json (batch 57's consultant: NHS training posts one entry each, a
concurrent lead role, "MBChB (Hons)", "First Class") – their names taken from batch 60's docstring. files/ and truth/
were listed only to make sure no br* file existed (each listing filtered to "br": nothing). render_batch71.py and
its files, written at the same time by another helper, were neither opened nor touched. Nothing else in the project
was read. The helpers job, docx_hyperlink, table_borders, cell_props and fixed_widths are copied as batch 55 wrote
them; docx_runner, spacing, docx_page_field, cant_split, word_html_wrap, keep_headings and no_ligatures are written
for this batch; the rest comes from holdout_render.py. Scratch files (the LibreOffice conversion of br2 and page
check of br1, br6's ligature-free copies of DejaVu Serif, and the checks below) go to /var/tmp/br70
(tempfile.tempdir and TMPDIR point there while the script runs), removed at the end. Nothing was installed.

While producers were being tried, one pdflatex test of the europecv class (not used in the end: moderncv needs
fontawesome5, which is not installed, and europecv fails with this LaTeX) made kpathsea generate twelve EC bitmap
fonts (ec*.600pk) under /root/.texlive2022/texmf-var/fonts/pk; those twelve files, newer than the test, were deleted
by name pattern and timestamp (the folder itself existed before and was left alone). The outputs were checked only
from the outside (pdftotext, pdfinfo and pdffonts on the PDFs, python-docx on the DOCX with its tables, the .htm
decoded as windows-1252 and read through html.parser, page images with pdftoppm, a LibreOffice PDF of br1 and a
headless Chromium screenshot of br3, all in the scratch folder): every truth string is in its file's text (whitespace
folded), except the profile network names, which no file prints. While the scratch folder was removed for a clean
final run, the check script was parked for a moment as /var/tmp/br70.check.py.keep (this batch's own file, next to
the folder) and moved back in; nothing else under /var/tmp was opened.

HEALTHCARE AND LICENSED-PROFESSION CAREERS: a professional and health recruitment desk's inbox in the third week of
January 2027, six registered or licensed people in six occupations that batches 60–69's docstring openings do not
have (they list, among others, a fire lieutenant, a Band 7 midwife, a critical care nurse, an occupational therapist,
a social worker, a corrections officer, a phlebotomist, a dairy veterinarian, a clinical pharmacist and a pharmacy
technician, a radiologic technologist, a UK paramedic, a gastroenterologist, a patent attorney, a quantity surveyor,
a structural engineer and a civil site supervisor; so the midwife, veterinarian, paramedic, pharmacist, radiographer,
civil engineer and surveyor of the brief's examples were left out), one each in the US, the UK (England), Australia,
Canada, New Zealand and Ireland: a registered dental hygienist holding two concurrent posts in Rochester, Minnesota; a
Band 6 MSK physiotherapist applying on an NHS trust's Word application form from Shrewsbury, Shropshire; a
therapeutically endorsed optometrist with a locum history in Wagga Wagga, New South Wales; a bilingual
speech-language pathologist in Sudbury, Ontario; a chartered accountant and licensed auditor in Tauranga, Bay of
Plenty; and a solicitor in Waterford. Their resumes carry what licensed people print: registrations and licences with
numbers, bodies and expiry dates ("State License #DH-14827" "06/2027", "HCPC" "PH118472" "28/02/2028", "AHPRA Reg.
No. OPT0001987654" "30/11/2027", "CASLPO, Reg. No. 9482", a CA ANZ member number and an auditor's licence, a Roll
number, a practising certificate and an SRA ID), two "Registrations & Licences"-style TABLES and three more credential
tables, clinical placements and rotations, locum and agency work listed by site, concurrent part-time, sessional and
voluntary posts, CPD hours, professional memberships, post-nominals after the name, degree names in many forms
("B.S. in Dental Hygiene", "A.A.S. in Dental Hygiene", "MSc Physiotherapy (pre-registration)", "BSc (Hons) Sport and
Exercise Science", "Master of Optometry (MOptom)", "Master of Health Science (M.H.Sc.), Speech-Language Pathology",
"Honours Bachelor of Arts (Hons. B.A.), Psychology", "Graduate Diploma of Chartered Accounting (GradDipCA)",
"Bachelor of Commerce (BCom), majoring in Accounting and Finance", "LL.M. in Commercial Law", "Bachelor of Civil Law
(BCL)") and dates in day-month-year ("06/03/2023 – present", "14 Mar 2021 – 25 Jun 2021", "1 April 2022 – present",
"12 October 2020 – 26 February 2021") as well as month-year and year forms. Producers: one each of a Word file kept as
DOCX, a LibreOffice PDF of a Word form, Word's "Web Page, Filtered" HTML, ReportLab, WeasyPrint and PyMuPDF's Story
(HTML laid out by MuPDF); none of fpdf2, wkhtmltopdf, pdflatex or headless Chromium, which batches 60–69 lean on
(pdflatex's moderncv and europecv were tried and given up, see above):

- br1 (DOCX, python-docx 1.2, kept as the Word file; Calibri 10.5 pt, US Letter, TWO pages; the page count is checked
  on a throw-away LibreOffice PDF with Carlito for Calibri): a US hygienist's resume with the DATES IN A LEFT COLUMN
  (each entry's first paragraph "dates<TAB>bold title" with a hanging indent, the italic "Employer — City, ST" line
  and "List Bullet" items hung at the same indent): the plum name "Kelsey A. Vandenberg" followed in the same
  paragraph by grey POST-NOMINALS ", RDH, BSDH"; the label "Registered Dental Hygienist | Local Anesthesia & Nitrous
  Oxide Certified | Periodontal Therapy"; a " • " contact line ("Rochester, MN 55901", "(507) 555-0143", a Word
  hyperlink); plum capital headings over a rule; PROFESSIONAL SUMMARY; LICENSURE & CERTIFICATIONS as a shaded-header
  Word TABLE (Credential | Issuing body | License / certificate no. | Expires): "Registered Dental Hygienist (RDH) –
  Minnesota" "Minnesota Board of Dentistry" "State License #DH-14827" "06/2027", the local anesthesia and nitrous
  oxide endorsements, a second state licence "Registered Dental Hygienist (RDH) – Wisconsin" "09/30/2027", BLS with
  an eCard number, "Certified Dental Assistant (CDA)" "DANB" "#239017 (inactive since 2019)" "—"; CLINICAL
  EXPERIENCE: "Registered Dental Hygienist (3 days/week)" Zumbro River Family Dentistry, Rochester, MN "Sep 2021 –
  Present" and, CONCURRENT, "Registered Dental Hygienist (part-time, Tuesdays & alternate Saturdays)" Kasson Smiles
  Dental, Kasson, MN "Jan 2023 – Present"; AGENCY WORK as one entry, "Temporary Dental Hygienist" Gopher State Dental
  Staffing, Minneapolis, MN "Jun 2019 – Aug 2021", whose bullets name the offices covered (Cannon Falls Family
  Dental, Red Wing Pediatric Dentistry, La Crosse Dental Partners); "Dental Assistant (part-time, during hygiene
  school)" Med City Orthodontics "2017 – 2019"; "Dental Assistant" Bluff Country Dental, Winona, MN "Jun 2014 – Aug
  2017"; EDUCATION in the same left-dated form ("B.S. in Dental Hygiene (degree completion, online)" at "Minnesota
  State University, Mankato — Mankato, MN" "Aug 2021 – May 2023" with "GPA 3.91/4.00 • Capstone: ..."; "A.A.S. in
  Dental Hygiene" Rochester Community and Technical College "Aug 2017 – May 2019" with a "Clinical rotations: ..."
  note naming four sites and the board exams passed; "Dental Assisting Diploma" Minnesota State College Southeast
  "2013 – 2014"); SKILLS as three run-in groups (bold plum "Clinical", "Software", "Patient care" at the left margin,
  a comma list after the tab, one item holding commas inside parentheses: "Local anesthesia (IANB, PSA,
  infiltration)"); LANGUAGES; AFFILIATIONS & CONTINUING EDUCATION (ADHA and MnDHA membership, "64 CE hours logged
  toward the 07/2025 – 06/2027 Minnesota renewal cycle"); "References available upon request.".
- br2 (LibreOffice 7.4 PDF of a Word form written with python-docx, Arial shown as Liberation Sans 8.5 pt, A4, TWO
  pages, author "Severn Marches NHS Foundation Trust"): AN NHS TRUST'S "APPLICATION FOR EMPLOYMENT" WORD FORM, filled
  in: the trust's name and a blue "NHS" box in the page header, a footer "AfC application form v7 (Word) · Candidate:
  Harriet Pennock · Ref 385-AHP-26-0417 · Page N of 2" (Word PAGE and NUMPAGES fields), the title and an italic
  instruction, then NINE NUMBERED SECTIONS, each a blue shaded bar over "Table Grid" tables with grey label cells: "1.
  Post applied for" ("Specialist Physiotherapist – MSK Outpatients", Band 6, job reference, closing date
  "18/01/2027"); "2. Personal details" in label | value pairs ("Title" "Ms", "Surname" "Pennock", "Forename(s)"
  "Harriet", "Address" "12 Alder Rise, Bayston Hill, Shrewsbury", "Postcode", "Mobile telephone" "07700 900731" – an
  Ofcom drama number –, "Home telephone" "—", "Email address", right to work, "Languages spoken" "English (first
  language); Welsh (basic)", driving licence); "3. Professional registration" as a table (Registration | Registering
  body | Registration no. | Expiry date: "Registered Physiotherapist" "Health and Care Professions Council (HCPC)"
  "PH118472" "28/02/2028") and a "Professional body membership" row (MCSP and its number); "4. Education and
  qualifications (most recent first)" as a table (Qualification and subject | School / college / university | Dates
  (from – to) | Result): "MSc Physiotherapy (pre-registration)" Keele University "09/2018 – 07/2020" "Distinction",
  "BSc (Hons) Sport and Exercise Science" University of Chester "09/2014 – 06/2017" "First Class Honours", "A levels:
  Biology, Physical Education, Chemistry" Mardol Sixth Form College, Shrewsbury "09/2012 – 06/2014" "A, A, B"; then a
  "Clinical placements (MSc)" row naming five placements and their sites; "5. Certificates and post-registration
  training" (Certificate / course | Awarded by | Date: four rows) and a CPD row ("68 hours logged in the last 24
  months"); "6. Employment history (most recent first)" as ONE TABLE (Employer name and address | Job title and band
  | From – to (dd/mm/yyyy) | Reason for leaving), each row's employer cell holding the employer over its address
  line, the title cell the title over a small grey duties paragraph, the rows (kept whole) running onto page 2:
  "Physiotherapist, MSK Outpatients – Band 6" Wrekin Valley Hospitals NHS Trust "06/03/2023 – present"; the
  CONCURRENT "Sports Physiotherapist (part-time, match days)" Severn Vale Rugby Club "03/09/2022 – present"; an AGENCY
  LOCUM whose employer cell reads "Marches Community Health NHS Trust" over "Ludlow Community Hospital, Ludlow (via
  Pinnacle AHP Locums Ltd)" with the title "Locum Physiotherapist – Band 6 (agency)" "07/11/2022 – 03/03/2023";
  "Rotational Physiotherapist – Band 5" at Wrekin Valley "03/08/2020 – 04/11/2022" whose duties list its FOUR
  ROTATIONS with month-year dates; "Healthcare Assistant (bank, during MSc)" Lyme Valley University Hospitals NHS
  Trust "01/10/2018 – 31/07/2020"; "Gym Instructor and Sports Massage Therapist" Severnside Leisure Trust "10/07/2017
  – 24/08/2018"; "Gaps in employment"; "7. Supporting statement" (four justified paragraphs); "8. References" (two
  referees with 01632 960xxx drama numbers); "9. Declaration" (typed signature and "14/01/2027"). An MSK
  physiotherapist in Shrewsbury, England.
- br3 (an HTML file as Word 2016+ saves a CV with "Save as Web Page, Filtered": .htm, WINDOWS-1252 with its meta
  charset, CRLF line ends, "Microsoft Word 15 (filtered)" generator, Word's style block, SOURCE LINES WRAPPED AT ABOUT
  76 COLUMNS in the middle of text and tags, "MsoTitle"/"MsoSubtitle"/"MsoNormal" paragraphs, h1 section headings,
  Word's list paragraphs with a Symbol-font "·" and a run of &nbsp; for each bullet, and a &nbsp; paragraph after each
  table): "Lachlan Pham" as the Title, the Subtitle "Optometrist (therapeutically endorsed) | Locum & rural outreach",
  a " | " contact line ("Wagga Wagga NSW 2650", "0491 578 148" – an ACMA drama mobile –, mailto and LinkedIn links);
  "Career summary"; "Registrations & Licences" as a bordered TABLE with a shaded header (Registration / licence |
  Issuing body | Number | Expiry): "Optometrist – General registration" "Optometry Board of Australia (AHPRA)" "AHPRA
  Reg. No. OPT0001987654" "30/11/2027", "Scheduled medicines endorsement" "Notation on registration", "Optometrist –
  registration in New Zealand" "Optometrists and Dispensing Opticians Board (NZ), via TTMRA" "ODOB 40712"
  "31/03/2027"; a small CPD line; "Professional experience" with each entry a BORDERLESS LAYOUT TABLE (the bold title
  in the left cell, the blue dates right-aligned in the right cell) over an italic "Employer, Place" paragraph and
  bullets: "Optometrist (0.6 FTE, Mon–Wed)" Murrumbidgee Eyecare "Feb 2022 – present"; the CONCURRENT "Visiting
  Optometrist – rural outreach (2 days a month)" Riverina Outreach Eye Service, Narrandera & Leeton NSW "Jul 2023 –
  present"; "Locum Optometrist (self-employed)" with the overall span "Jan 2020 – Jan 2022" on its title line, a
  sentence and A LOCUM TABLE BY SITE (Practice | Location | Dates | Cover): Border Vision Optometrists, Albury NSW
  "Jan 2020 – Feb 2021"; Lakeside Optical, Griffith NSW "14 Mar 2021 – 25 Jun 2021"; Tumut Valley Optometrists, Tumut
  NSW "04/10/2021 – 17/12/2021"; Hay Street Eyecare, Cootamundra NSW "Jan 2022"; then "Optometrist" Clearview
  Optometrists, Geelong VIC "Jan 2017 – Dec 2019" and "Optical Dispenser (part-time, while studying)" Corio Bay
  Optical "2013 – 2016"; "Education" in the same form ("Master of Optometry (MOptom)" Deakin University, Geelong VIC
  "2015 – 2016" with a "Clinical placements (1,100+ hours): ..." paragraph; "Bachelor of Vision Science (BVisSc)"
  "2012 – 2014"; "Higher School Certificate (HSC) – ATAR 97.35" Lake Albert Secondary College "2011"); "Clinical
  skills" (Word bullets); "Professional memberships"; "Languages" ("English – native; Vietnamese – conversational
  (used with patients and families)"); "Other" (Working with Children Check, driver licence); "Referees available on
  request.". A therapeutically endorsed optometrist in Wagga Wagga, New South Wales.
- br4 (ReportLab 5.1 platypus with DejaVu Sans, US Letter, TWO pages, a "Name — N/2" footer): a resume laid out like
  LaTeX's moderncv "classic" style, DATES IN A NARROW RIGHT-ALIGNED LEFT COLUMN and a teal bar at the left of each
  heading: the name "Rosalind Achterberg" with the POST-NOMINALS "M.H.Sc., S-LP(C), Reg. CASLPO" on the line under it,
  the italic teal label "Speech-Language Pathologist — Adult Neurogenic Communication & Dysphagia | Bilingual
  (English/French)" (wrapping), and the contact lines right-aligned at the top right ("Sudbury, ON", "705-555-0126",
  mailto and LinkedIn links); Profile; "Registration & Certification" as DATED ROWS (left: "2018 – present", "2019 –
  present", "2023", "2021", "2019"; right: a bold credential over its body, number and validity: "Speech-Language
  Pathologist – General Certificate of Registration" "College of Audiologists and Speech-Language Pathologists of
  Ontario (CASLPO), Reg. No. 9482; valid to 31 Dec 2027", "Certified Member – S-LP(C)", "LSVT LOUD Certified
  Clinician", "VitalStim Therapy Certified Provider", "Hanen Certified – It Takes Two to Talk"); Clinical
  Experience: "Speech-Language Pathologist (0.8 FTE), Adult Acute Care & Inpatient Rehabilitation" Nickel Belt
  Regional Health Centre, Sudbury, ON "Sep 2020 – present" (the title wrapping); the CONCURRENT "Speech-Language
  Pathologist (private practice, part-time)" Northern Voices Speech Therapy "Jan 2022 – present"; "Speech-Language
  Pathologist, Preschool Speech and Language Program" Timiskaming Child & Family Services, New Liskeard, ON "Jul 2018 –
  Aug 2020"; "Communicative Disorders Assistant" Vermilion River District School Board "Sep 2014 – Jun 2016";
  Education ("Master of Health Science (M.H.Sc.), Speech-Language Pathology" University of Toronto, Toronto, ON "2016 –
  2018" with a "Clinical placements (5; 380 direct client hours): ..." paragraph naming five sites; "Graduate
  Certificate, Communicative Disorders Assistant" Cambrian College "2013 – 2014"; "Honours Bachelor of Arts (Hons.
  B.A.), Psychology" Laurentian University "2009 – 2013" "With Distinction"); Skills as three labelled rows
  (Clinical, Assessments, Tools: comma lists, one item "Adult dysphagia (FEES, MBSS)"); Languages as two labelled
  rows ("English" "Native", "French" "Professional working proficiency (assessment and therapy in French)");
  "Professional Development & Memberships" (CPD hours, OSLA and SAC); references on request. Every heading is kept
  with the entry after it. A speech-language pathologist in Sudbury, Ontario.
- br5 (WeasyPrint 70 of an HTML/CSS CV, A4, TWO pages, Liberation Sans with Liberation Serif small-caps headings, a
  "Rebekah Thornbury CA — page N of 2" footer in an @page margin box): a chartered accountant's CV: a burgundy bar at
  the left of the header, the name "Rebekah Thornbury" followed by a smaller burgundy "CA" (a POST-NOMINAL WITHOUT A
  COMMA), the label "Audit Manager | Chartered Accountant (CA ANZ) | Licensed Auditor", a " · " contact line
  ("Tauranga, Bay of Plenty", "021 555 0192", mailto and LinkedIn links); Profile; "Professional credentials" as a
  TABLE (Credential | Body | Number | Date: "Chartered Accountant (CA)" "Chartered Accountants Australia and New
  Zealand" "Member no. 7104829" "Admitted 14 June 2019"; "Licensed Auditor" "CA ANZ (accredited body, Auditor
  Regulation Act 2011)" "Licence no. LA-04561" "Expires 30 June 2028"; "Certified Internal Auditor (CIA)" "The
  Institute of Internal Auditors" "Cert. no. 298471" "Since 2022") and a CPD note (triennium hours, a regional
  committee); Experience with each entry a flex row (bold title at the left, grey dates at the right) over an italic
  "Employer · Place" line and bullets: "Audit Manager" Kaimai Partners Chartered Accountants · Tauranga "1 April 2022
  – present"; "Senior Auditor" there "Jan 2019 – Mar 2022"; the CONCURRENT "Sessional Lecturer – Auditing &
  Assurance (part-time)" Bay Coast Institute of Technology "Feb 2024 – present" and "Honorary Treasurer (voluntary)"
  Pāpāmoa Coast Rowing Club "2021 – present"; a SECONDMENT "Audit Senior (secondment)" Whitcombe Hale LLP ·
  Manchester, UK "Jul 2018 – Dec 2018"; "Auditor", "Graduate Auditor" (no bullets) and "Summer Intern – Audit &
  Assurance" (no bullets) at Whitcombe Hale · Auckland; Education ("Graduate Diploma of Chartered Accounting
  (GradDipCA)" "Chartered Accountants Australia and New Zealand · CA Program" "2016 – 2018"; "Bachelor of Commerce
  (BCom), majoring in Accounting and Finance" "University of Auckland · Auckland" "2012 – 2015"; "NCEA Level 3"
  "Matua Heights College · Tauranga" "2011"); Skills in two CSS columns; Languages ("English (native) · German
  (intermediate, B1) · te reo Māori (beginner)"); "Referees available on request.". A chartered accountant and audit
  manager in Tauranga, New Zealand.
- br6 (PyMuPDF 2.0 Story: HTML and CSS laid out by MuPDF and written with its DocumentWriter, A4, TWO pages, the page
  numbers "N / 2" stamped afterwards with insert_text in Times-Roman, title and author set; DejaVu Serif WITHOUT ITS
  "liga" FEATURE, copied with fontTools into the scratch folder, since MuPDF shapes with HarfBuzz and writes "fi",
  "fl" and "ffi" as the characters U+FB01–U+FB03 in the text layer with DejaVu, and reads Liberation's hyphen back as
  a soft hyphen and "·" as "∙" – quirks this file was not meant to have): an Irish solicitor's CV: the centred name
  "Saoirse Ní Mhurchú" (síntí fada), the green label "Solicitor · Conveyancing, Probate & Commercial Property ·
  Irish-language legal services", the contact line "Tramore Road, Waterford · 087 555 0153 · ..."; green capital
  headings over a rule; Profile; "Admissions and practising certificate" as a TABLE (Admission / certificate | Body |
  Number | Date | Status: "Solicitor (Ireland)" "Law Society of Ireland – Roll of Solicitors" "Roll No. S11874"
  "Admitted 10 Nov 2016" "Practising"; "Practising Certificate 2027" "Law Society of Ireland" "PC/2027/04418" "Valid to
  31/12/2027" "Current"; "Solicitor (England and Wales)" "Solicitors Regulation Authority" "SRA ID 623917" "Admitted
  3 June 2019" "Non-practising"; the cells wrapping) and a CPD note (hours, categories, the local bar association);
  "Legal experience" with each entry a two-cell table row (bold title, green dates right-aligned) over an italic
  "Employer, Place" line and bullets: "Associate Solicitor – Property, Probate & Commercial" Power Keating & Co.
  Solicitors, Waterford "March 2021 – present"; the CONCURRENT "Part-time Tutor, Conveyancing (QQI Level 6 evening
  course)" Suir Valley College of Further Education "Sept 2022 – present"; TWO LOCUMS by firm, "Locum Solicitor
  (maternity cover)" Breen Furlong Solicitors, Dungarvan, Co. Waterford "12 October 2020 – 26 February 2021" and
  "Locum Solicitor (conveyancing)" Hickey & Walsh Solicitors, Kilkenny "June – September 2020"; "Solicitor" Gorman
  Dempsey LLP, Dublin "Nov 2016 – May 2020"; "Trainee Solicitor" there "Sept 2014 – Nov 2016" whose one bullet lists
  its FOUR SEATS with their month ranges; Education (on page 2) in the same form with results on a line under the
  school: "Professional Practice Courses I and II" Law Society of Ireland, Blackhall Place, Dublin "2014 – 2016";
  "Diploma in Legal Irish" "2019"; "FE-1 Final Examinations (all eight subjects)" "2013"; "LL.M. in Commercial Law"
  University College Cork "2012 – 2013" "First Class Honours"; "Bachelor of Civil Law (BCL)" University College
  Dublin "2009 – 2012" "Second Class Honours, Grade 1"; "Areas of practice and skills" bullets; Languages ("English –
  native; Irish – fluent (advise and draft in Irish); French – good working knowledge"); references on request. A
  solicitor in Waterford, Ireland.

Decisions for this batch (following batch 55's and, through the docstrings read, batches 60–69's; new ones marked NEW):
- Registrations, licences and designations are certificates (batch 47's "Registered Paramedic", batch 54's "AHPRA
  Registered Nurse"), named as the credential column or line prints them, WITHOUT the body, registration or licence
  number, dates, expiry, status or notes printed beside them (batch 55's rule): br1's six table rows ("Registered
  Dental Hygienist (RDH) – Minnesota" and "– Wisconsin" kept apart by their states, which are part of the printed
  names; "Certified Dental Assistant (CDA)" although inactive); br2 "Registered Physiotherapist" (section 3) then
  section 5's four certificates; br3's three table rows (the body column's "via TTMRA" left out); br4's five
  credentials; br5's three; br6 "Solicitor (Ireland)", "Practising Certificate" (NEW: the year "2027" printed after
  it is the certificate's year, left out as issue years are) and "Solicitor (England and Wales)" (the status column's
  "Non-practising" left out). NEW: memberships of professional associations that confer no title (br1's ADHA and
  MnDHA, br2's CSP membership row, br3's Optometry Australia, br4's OSLA, br5's CA ANZ committee and br6's Waterford Law
  Society) are not certificates, whereas a designation earned by examination or certification (br4's "Certified Member
  – S-LP(C)", br5's "Chartered Accountant (CA)" and "Certified Internal Auditor (CIA)") is. Board exams passed (br1's
  NBDHE and CRDTS in an education note), CPD and CE hours, the Working with Children Check and driver licences are
  not certificates.
- Post-nominals (NEW): letters printed after the name – br1's ", RDH, BSDH", br4's "M.H.Sc., S-LP(C), Reg. CASLPO"
  on the line under it, br5's "CA" – are not part of the name; br1's middle initial is ("Kelsey A. Vandenberg").
- Concurrent posts are their own work entries in printed order (batch 47's bank post, batch 57's lead role): br1's
  second practice, br2's match-day post, br3's outreach post, br4's private practice, br5's sessional lecturing and
  voluntary treasurer post (volunteer posts as work, batch 54's rule), br6's tutoring. br5's secondment to a UK member
  firm is its own entry (batch 47's rule) with that firm as the employer.
- Locum and agency work (NEW in this form): br3's locum table is one work entry per practice, the block's title
  "Locum Optometrist (self-employed)" as each one's position, the practice as the employer, the Location column as
  the place and the Dates column as the dates; the block's own span "Jan 2020 – Jan 2022" is not an entry (as batch
  60's employer tenure line was not) and the Cover column is not recorded. br6's two locums are ordinary entries. br2's
  agency locum has the client trust as the employer (batch 59's labour-hire rule), "(via Pinnacle AHP Locums Ltd)" in
  its address line left out, the title as the form prints it. br1's agency spell is ONE entry with the agency as the
  employer, since its title line names only the agency and the offices covered are named only inside a bullet.
- Rotations, seats and placements (NEW): rotations and training seats printed inside one post's description (br2's
  four rotations in the Band 5 row, br6's four seats in the trainee entry's bullet) are part of that post, not entries
  of their own (unlike batch 57's training posts, each printed as its own dated entry). Student clinical placements
  and rotations printed under a degree (br1, br2, br3, br4) are part of that education, not work.
- The form (br2, as batch 55's bc5): basics come from the fields (the name "Harriet" + "Pennock", the phone "Mobile
  telephone", the email, the location "Shrewsbury" – the village, street and postcode left out); there is NO label
  and no profile; the post applied for, its reference and closing date, right to work, driving licence, the
  membership row, the CPD row, reasons for leaving, gaps, the supporting statement, referees, declaration, header and
  footer are not resume content. Each employment row is a work entry: position = "Job title and band" as printed,
  name = the employer (the first line of its cell), location = the town of the address line, dates = the "From – to"
  cell. SKILLS ARE EMPTY: the form has no skills list, and the supporting statement's claims are not skills (batch 55's
  rule for profiles). Languages from "Languages spoken": English "first language", Welsh "basic".
- Dates (NEW for day precision): a day-month-year date is written as a full ISO date ("06/03/2023" → 2023-03-06, "14
  Mar 2021" → 2021-03-14, "1 April 2022" → 2022-04-01, "12 October 2020" → 2020-10-12), month-year and year dates as
  before; "June – September 2020" is 2020-06 to 2020-09; a single month "Jan 2022" is 2022-01 to 2022-01; "present"
  and "Present" make an entry current (br5's "2021 – present" current from 2021). date_text as printed.
- Education (batch 55's rule: the study type is the kind of qualification, the area its field; modes, campuses and
  notes left out; a single year is the end date): br1 "B.S." / "Dental Hygiene" ("(degree completion, online)" left
  out), score "3.91/4.00" from "GPA 3.91/4.00"; "A.A.S." / "Dental Hygiene"; "Diploma" / "Dental Assisting" (the
  printed "Dental Assisting Diploma", as batch 55's "Power Engineering Technician Certificate"); the institution
  "Minnesota State University, Mankato" WHOLE (the comma is part of its name; the place after the dash is left out).
  br2 "MSc" / "Physiotherapy (pre-registration)" (NEW: "(pre-registration)" kept in the area, since it names a
  different degree from a post-registration MSc in physiotherapy), score "Distinction"; "BSc (Hons)" / "Sport and
  Exercise Science", score "First Class Honours"; "A levels" with the subjects and the per-subject grades "A, A, B" left
  out (as batch 52's "A Levels" without an area). br3 "Master of Optometry (MOptom)" and "Bachelor of Vision
  Science (BVisSc)" with no area (as batch 54's "Bachelor of Nursing"), the institution "Deakin University" (",
  Geelong VIC" left out); "Higher School Certificate (HSC)" with the score "ATAR 97.35". br4 "Master of Health Science (M.H.Sc.)" /
  "Speech-Language Pathology"; "Graduate Certificate" / "Communicative Disorders Assistant"; "Honours Bachelor of Arts
  (Hons. B.A.)" / "Psychology", score "With Distinction". br5 "Graduate Diploma of Chartered Accounting (GradDipCA)"
  with no area at "Chartered Accountants Australia and New Zealand" ("CA Program" left out); "Bachelor of Commerce
  (BCom)" / "Accounting and Finance" ("majoring in" read as the area); "NCEA Level 3". br6 "Professional Practice
  Courses I and II" and "FE-1 Final Examinations" ("(all eight subjects)" left out) at the "Law Society of Ireland"
  (", Blackhall Place, Dublin" left out); "Diploma" / "Legal Irish"; "LL.M." / "Commercial Law", score "First Class
  Honours"; "Bachelor of Civil Law (BCL)" with no area, score "Second Class Honours, Grade 1".
- Skills are the listed items, one each, in printed order: br1's three run-in groups and br4's three labelled rows
  (group labels not skills; items split at the commas between items, not those inside parentheses), br3's "Clinical
  skills", br5's two-column list (read down the first column, then the second), br6's "Areas of practice and skills".
- Languages with the fluency as printed, a remark in parentheses or after a dash left out (batch 55's rule): br1
  Spanish "working proficiency"; br3 Vietnamese "conversational"; br4 French "Professional working proficiency"
  (English "Native", capitalised as printed); br5 German "intermediate, B1" (the CEFR level kept, as batch 44's "Basic
  (A2)"), te reo Māori "beginner"; br6 Irish "fluent", French "good working knowledge".
- Basics: the label is the line under the name (br2 has none); location is the city with the state, province or
  region printed beside it, without a street, suburb, village or postcode: "Rochester" / "MN", "Shrewsbury",
  "Wagga Wagga" / "NSW", "Sudbury" / "ON", "Tauranga" / "Bay of Plenty", "Waterford" (Tramore Road left out).
  LinkedIn profiles where printed (br3, br4, br5). Phones as printed. Work locations as printed with each job
  ("Rochester, MN", "Wagga Wagga NSW", "Narrandera & Leeton NSW", "Dungarvan, Co. Waterford", "Manchester, UK").

Truth conventions as in batches 5–69: date_text as printed (dashes as typed), the work entry's location where
printed, phones as printed. Every person, employer, school named as invented below, phone and email is invented
(emails at example.com; US, Canadian, New Zealand and Irish 555 numbers, Ofcom 07700 900xxx and 01632 960xxx drama
numbers, an ACMA 0491 578 drama mobile), and every registration, licence, member, roll, certificate and eCard
number is made up; the universities, colleges, regulators, professional bodies, schemes, laws, tests and products
are real and named as any resume names them (Minnesota Board of Dentistry, Wisconsin Dentistry Examining Board,
American Heart Association, DANB, ADHA, MnDHA, NBDHE, CRDTS, OSAP, OSHA, Dentrix, Eaglesoft, Open Dental, Dexis,
Minnesota State University, Mankato, Rochester Community and Technical College, Minnesota State College Southeast;
HCPC, CSP, AACP, NHS England (HEE), Keele University, University of Chester, NICE NG59, Agenda for Change; the
Optometry Board of Australia, AHPRA, the Optometrists and Dispensing Opticians Board (NZ), TTMRA, the Visiting
Optometrists Scheme, Optometry Australia, Optometry NSW/ACT, Vision 2020 Australia, Deakin University, Optomate,
Sunix, Zeiss Cirrus, Optos, Wagga Wagga Base Hospital; CASLPO, SAC, OSLA, LSVT Global, VitalStim, The Hanen Centre,
IDDSI, MBSImP, WAB-R, CELF Preschool-3, the Frenchay Dysarthria Assessment, Meditech Expanse, Jane App, the University
of Toronto, Cambrian College, Laurentian University; Chartered Accountants Australia and New Zealand, the Auditor
Regulation Act 2011, The Institute of Internal Auditors, ISA (NZ), ISQM 1, NZ IFRS, Charities Services, CaseWare,
IDEA, Power BI, Xero, MYOB, the University of Auckland, NCEA; the Law Society of Ireland, the Roll of Solicitors, the
Solicitors Regulation Authority, QQI, the Assisted Decision-Making (Capacity) Act 2015, the Land Registry and
Registry of Deeds, Keyhouse, LEAP, University College Cork, University College Dublin). Invented: Zumbro River Family
Dentistry, Kasson Smiles Dental, Gopher State Dental Staffing, Cannon Falls Family Dental, Red Wing Pediatric
Dentistry, La Crosse Dental Partners, Med City Orthodontics, Bluff Country Dental, Riverbend Senior Living, Rochester
Free Dental Clinic; Severn Marches NHS Foundation Trust, Wrekin Valley Hospitals NHS Trust, Severn Vale Rugby Club,
Marches Community Health NHS Trust, Pinnacle AHP Locums Ltd, Lyme Valley University Hospitals NHS Trust, Severnside
Leisure Trust, Quarry Fields Leisure Centre, Mardol Sixth Form College, Fenton Vale Health Centre, Moorland Road
Community Hospital, Mersey Bank Children's Hospital, 12 Alder Rise; Murrumbidgee Eyecare, Riverina Outreach Eye
Service, Border Vision Optometrists, Lakeside Optical, Tumut Valley Optometrists, Hay Street Eyecare, Clearview
Optometrists, Corio Bay Optical, Lake Albert Secondary College; Nickel Belt Regional Health Centre, Northern Voices
Speech Therapy, Timiskaming Child & Family Services, Vermilion River District School Board, Bayview Regional Hospital,
Don Mills Children's Treatment Centre, Humber Park District School Board, Lakeshore Rehabilitation Centre; Kaimai
Partners Chartered Accountants, Bay Coast Institute of Technology, Pāpāmoa Coast Rowing Club, Whitcombe Hale (LLP),
Matua Heights College; Power Keating & Co. Solicitors, Suir Valley College of Further Education, Breen Furlong
Solicitors, Hickey & Walsh Solicitors and Gorman Dempsey LLP.

Tools: python-docx 1.2, reportlab 5.1, weasyprint 70, PyMuPDF 2.0 and fontTools 4.68 (installed already),
LibreOffice 7.4 (br2's PDF and br1's page check), fonts-liberation, DejaVu, Carlito and poppler-utils. check_pages,
dates, libreoffice_pdf, linkedin, lo_page_count, new_docx, bottom_border, oxml_element, pdf_pages, reportlab_dejavu,
shade, write_truth and DEJAVU come from holdout_render.py.
Run from this folder: python3 render_batch70.py
"""
import os
import shutil
import tempfile
from xml.sax.saxutils import escape

from holdout_render import (DEJAVU, FILES, check_pages, dates, linkedin, lo_page_count, oxml_element, pdf_pages,
                            write_truth)

# Scratch files (the LibreOffice conversion and page check, and nothing else) go here, never to /tmp.
SCRATCH = os.environ.get("BR70_SCRATCH", "/var/tmp/br70")


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


def docx_runner(default_size=None):
    """A run(paragraph, text, ...) helper for python-docx: bold, italic, size (pt) and colour (RGBColor)."""
    from docx.shared import Pt

    def run(p, text, bold=False, italic=False, size=None, color=None, caps=False):
        r = p.add_run(text)
        r.bold, r.italic = bold, italic
        if size or default_size:
            r.font.size = Pt(size or default_size)
        if color is not None:
            r.font.color.rgb = color
        if caps:
            r.font.small_caps = True
        return r
    return run


def spacing(p, before=0, after=0, line=None):
    """Sets a python-docx paragraph's space before and after (pt) and, if given, its exact line height (pt)."""
    from docx.shared import Pt
    p.paragraph_format.space_before = Pt(before)
    p.paragraph_format.space_after = Pt(after)
    if line:
        p.paragraph_format.line_spacing = Pt(line)
    return p


def docx_page_field(paragraph, instruction, size=None):
    """Appends a simple Word field (w:fldSimple, such as PAGE or NUMPAGES) with a placeholder result."""
    field = oxml_element("w:fldSimple", instr=instruction)
    run = oxml_element("w:r")
    if size:
        props = oxml_element("w:rPr")
        props.append(oxml_element("w:sz", val=str(int(size * 2))))
        run.append(props)
    t = oxml_element("w:t")
    t.text = "1"
    run.append(t)
    field.append(run)
    paragraph._p.append(field)


def cant_split(row):
    """Keeps a python-docx table row on one page (w:cantSplit)."""
    row._tr.get_or_add_trPr().append(oxml_element("w:cantSplit"))


# ---- br1: dental hygienist (Rochester, MN), a Word resume kept as DOCX, dates in a left column ----------------------
BR1_JOBS = [  # (title, employer, place, dates as printed, truth span, bullets)
    ("Registered Dental Hygienist (3 days/week)", "Zumbro River Family Dentistry", "Rochester, MN",
     "Sep 2021 – Present", ("2021-09", None, True),
     ["Adult and pediatric recall, new-patient exams and periodontal maintenance for a four-dentist practice "
      "(9–10 patients a day).",
      "Scaling and root planing under local anesthesia; perio charting and risk assessment in Dentrix; grew the "
      "practice's perio maintenance schedule from 180 to 310 patients.",
      "Introduced guided biofilm therapy (air polishing) and silver diamine fluoride for high-risk patients.",
      "Infection-control lead: OSAP checklist, spore testing log and annual OSHA training for 14 staff."]),
    ("Registered Dental Hygienist (part-time, Tuesdays & alternate Saturdays)", "Kasson Smiles Dental", "Kasson, MN",
     "Jan 2023 – Present", ("2023-01", None, True),
     ["Second, concurrent position: recall and SRP appointments, nitrous oxide monitoring, sealants and "
      "fluoride varnish for a rural family practice on Eaglesoft."]),
    ("Temporary Dental Hygienist", "Gopher State Dental Staffing", "Minneapolis, MN", "Jun 2019 – Aug 2021",
     ("2019-06", "2021-08"),
     ["Day-to-day and long-term temp coverage at 40+ general, pediatric and periodontal offices in southern "
      "Minnesota and western Wisconsin, on six practice-management systems.",
      "Longest assignments: Cannon Falls Family Dental (6-month maternity cover, 2020), Red Wing Pediatric "
      "Dentistry (3 months, 2019) and La Crosse Dental Partners (Fridays, 2020–2021)."]),
    ("Dental Assistant (part-time, during hygiene school)", "Med City Orthodontics", "Rochester, MN", "2017 – 2019",
     ("2017", "2019"),
     ["Evenings and Saturdays: bracket set-ups, sterilization and intraoral scans."]),
    ("Dental Assistant", "Bluff Country Dental", "Winona, MN", "Jun 2014 – Aug 2017", ("2014-06", "2017-08"),
     ["Four-handed chairside assisting, radiographs, impressions and temporary crowns; DANB certified from 2015."]),
]
BR1_CREDENTIALS = [  # (credential, issuing body, number, expires)
    ("Registered Dental Hygienist (RDH) – Minnesota", "Minnesota Board of Dentistry", "State License #DH-14827",
     "06/2027"),
    ("Local Anesthesia Administration", "Minnesota Board of Dentistry", "Endorsed on license", "06/2027"),
    ("Nitrous Oxide Inhalation Analgesia", "Minnesota Board of Dentistry", "Endorsed on license", "06/2027"),
    ("Registered Dental Hygienist (RDH) – Wisconsin", "Wisconsin Dentistry Examining Board", "License #7318-15",
     "09/30/2027"),
    ("BLS for Healthcare Providers (CPR & AED)", "American Heart Association", "eCard 2251-0437-8816", "11/2027"),
    ("Certified Dental Assistant (CDA)", "DANB", "#239017 (inactive since 2019)", "—"),
]
BR1_SKILLS = {  # printed as run-in groups, one item each in the truth
    "Clinical": ["Scaling and root planing (SRP)", "Periodontal charting and maintenance",
                 "Local anesthesia (IANB, PSA, infiltration)", "Nitrous oxide monitoring",
                 "Guided biofilm therapy (air polishing)", "Sealants, fluoride varnish and SDF",
                 "Digital radiography and intraoral scanning"],
    "Software": ["Dentrix", "Eaglesoft", "Open Dental", "Dexis"],
    "Patient care": ["Motivational interviewing", "Pediatric and anxious patients", "Spanish-language patient education"],
}


def br1_docx_dates_left():
    from docx.enum.table import WD_TABLE_ALIGNMENT
    from docx.enum.text import WD_TAB_ALIGNMENT
    from docx.shared import Inches, Pt, RGBColor
    from holdout_render import bottom_border, new_docx

    plum, grey = RGBColor(0x4B, 0x2C, 0x5E), RGBColor(0x5A, 0x5A, 0x5A)
    document = new_docx(author="Kelsey Vandenberg", title="Kelsey Vandenberg RDH Resume",
                        page=(Inches(8.5), Inches(11)), margins=(Inches(0.75), Inches(0.6)), font="Calibri",
                        size=10.5, space_after=0)
    run = docx_runner()
    indent = Inches(1.4)

    def para(text="", bold=False, italic=False, size=None, color=None, before=0, after=0, style=None):
        p = spacing(document.add_paragraph(style=style), before, after)
        if text:
            run(p, text, bold, italic, size, color)
        return p

    def heading(text):
        p = para(text.upper(), bold=True, size=11, color=plum, before=10, after=4)
        p.paragraph_format.keep_with_next = True
        bottom_border(p, color="4B2C5E", size="6")

    def dated(when, title, org, items=(), note=None):
        """Dates at the left margin, the title after a tab, the rest hung at the same indent."""
        p = para(before=5)
        p.paragraph_format.left_indent = indent
        p.paragraph_format.first_line_indent = -indent
        p.paragraph_format.tab_stops.add_tab_stop(indent, WD_TAB_ALIGNMENT.LEFT)
        p.paragraph_format.keep_with_next = True
        run(p, when, color=grey, size=9.5)
        run(p, "\t" + title, bold=True)
        p = para(org, italic=True, color=grey)
        p.paragraph_format.left_indent = indent
        if items or note:
            p.paragraph_format.keep_with_next = True
        if note:
            q = para(note, size=9.5)
            q.paragraph_format.left_indent = indent
        for item in items:
            q = para(item, style="List Bullet", after=1)
            q.paragraph_format.left_indent = indent + Inches(0.2)
            q.paragraph_format.first_line_indent = Inches(-0.2)

    p = para(before=0)
    run(p, "Kelsey A. Vandenberg", bold=True, size=22, color=plum)
    run(p, ", RDH, BSDH", size=14, color=grey)
    para("Registered Dental Hygienist | Local Anesthesia & Nitrous Oxide Certified | Periodontal Therapy",
         size=11, color=grey, before=1, after=2)
    p = para(size=10, after=2)
    run(p, "Rochester, MN 55901  •  (507) 555-0143  •  ", size=10)
    docx_hyperlink(p, "mailto:kelsey.vandenberg@example.com", "kelsey.vandenberg@example.com", color="4B2C5E",
                   size=10)

    heading("Professional Summary")
    para("Registered dental hygienist licensed in Minnesota and Wisconsin, with seven years of clinical hygiene and "
         "three years of chairside assisting before that. Strong in non-surgical periodontal therapy, local "
         "anesthesia and prevention for high-caries-risk patients, and used to walking into a new office and "
         "keeping the schedule running – two years of agency temping taught me that. Currently split between a "
         "busy four-dentist practice in Rochester and a small rural practice in Kasson; looking for one full-time "
         "position with a periodontal focus.")

    heading("Licensure & Certifications")
    table = document.add_table(rows=1 + len(BR1_CREDENTIALS), cols=4)
    table.style = "Table Grid"
    table.alignment = WD_TABLE_ALIGNMENT.CENTER
    fixed_widths(table, [Inches(2.45), Inches(1.95), Inches(1.6), Inches(0.95)])
    for cell, text in zip(table.rows[0].cells, ("Credential", "Issuing body", "License / certificate no.",
                                                "Expires")):
        cell_props(cell, fill="EDE6F2")
        run(spacing(cell.paragraphs[0], 1, 1), text, bold=True, size=9.5, color=plum)
    for row, values in zip(table.rows[1:], BR1_CREDENTIALS):
        for i, (cell, text) in enumerate(zip(row.cells, values)):
            run(spacing(cell.paragraphs[0], 1, 1), text, bold=(i == 0), size=9.5)

    heading("Clinical Experience")
    for title, employer, place, when, _, items in BR1_JOBS:
        dated(when, title, f"{employer} — {place}", items)

    heading("Education")
    dated("Aug 2021 – May 2023", "B.S. in Dental Hygiene (degree completion, online)",
          "Minnesota State University, Mankato — Mankato, MN",
          note="GPA 3.91/4.00  •  Capstone: silver diamine fluoride programs in long-term care")
    dated("Aug 2017 – May 2019", "A.A.S. in Dental Hygiene", "Rochester Community and Technical College — Rochester, MN",
          note="Clinical rotations: RCTC Dental Hygiene Clinic (1,000+ supervised hours); county school-based sealant "
               "program; long-term care outreach at Riverbend Senior Living; Rochester Free Dental Clinic. Passed "
               "the NBDHE and the CRDTS clinical board, 2019.")
    dated("2013 – 2014", "Dental Assisting Diploma", "Minnesota State College Southeast — Winona, MN")

    heading("Skills")
    for group, items in BR1_SKILLS.items():
        p = para(after=2)
        p.paragraph_format.left_indent = indent
        p.paragraph_format.first_line_indent = -indent
        p.paragraph_format.tab_stops.add_tab_stop(indent, WD_TAB_ALIGNMENT.LEFT)
        run(p, group, bold=True, color=plum, size=10)
        run(p, "\t" + ", ".join(items))

    heading("Languages")
    para("English (native)  •  Spanish (working proficiency – patient education and consents)")

    heading("Affiliations & Continuing Education")
    para("Member, American Dental Hygienists' Association (ADHA) and Minnesota Dental Hygienists' Association "
         "(MnDHA) since 2017. Continuing education: 64 CE hours logged toward the 07/2025 – 06/2027 Minnesota "
         "renewal cycle (75 hours required), including infection control, medical emergencies and opioid "
         "prescribing awareness.")
    para("References available upon request.", italic=True, color=grey, before=6)

    name = "br1-kelsey-vandenberg"
    path = os.path.join(FILES, name + ".docx")
    document.save(path)
    check_pages(name, lo_page_count(path, name), 2)

    skills = [s for items in BR1_SKILLS.values() for s in items]
    write_truth(name, {
        "basics": {"name": "Kelsey A. Vandenberg",
                   "label": "Registered Dental Hygienist | Local Anesthesia & Nitrous Oxide Certified | Periodontal "
                            "Therapy",
                   "email": "kelsey.vandenberg@example.com", "phone": "(507) 555-0143",
                   "location": {"city": "Rochester", "region": "MN"}},
        "work": [job(t, e, p, w, s) for t, e, p, w, s, _ in BR1_JOBS],
        "education": [
            {"institution": "Minnesota State University, Mankato", "study_type": "B.S.", "area": "Dental Hygiene",
             "score": "3.91/4.00", "dates": dates("2021-08", "2023-05", text="Aug 2021 – May 2023")},
            {"institution": "Rochester Community and Technical College", "study_type": "A.A.S.",
             "area": "Dental Hygiene", "dates": dates("2017-08", "2019-05", text="Aug 2017 – May 2019")},
            {"institution": "Minnesota State College Southeast", "study_type": "Diploma", "area": "Dental Assisting",
             "dates": dates("2013", "2014", text="2013 – 2014")}],
        "skills": [{"name": s} for s in skills],
        "certificates": [{"name": c} for c, *_ in BR1_CREDENTIALS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Spanish", "fluency": "working proficiency"}],
    })


# ---- br2: MSK physiotherapist (Shrewsbury), a two-page NHS trust application form in Word, LibreOffice PDF ---------
BR2_JOBS = [  # (job title and band, employer, place, address line, dates as printed, truth span, reason, duties)
    ("Physiotherapist, MSK Outpatients – Band 6", "Wrekin Valley Hospitals NHS Trust", "Telford",
     "Physiotherapy Department, Wrekin Valley Hospital, Telford TF1", "06/03/2023 – present",
     ("2023-03-06", None, True), "Current post (two months' notice)",
     "Own caseload of complex MSK outpatients (spinal, shoulder, knee); triage of GP and orthopaedic referrals; "
     "running the shoulder and hypermobility classes; supervising Band 5 rotational staff and students; "
     "working towards FCP status in two GP practices."),
    ("Sports Physiotherapist (part-time, match days)", "Severn Vale Rugby Club", "Shrewsbury",
     "Sundorne Playing Fields, Shrewsbury", "03/09/2022 – present", ("2022-09-03", None, True),
     "Concurrent with main post; would continue",
     "Pitch-side first aid and concussion screening for the first XV and colts; return-to-play programmes."),
    ("Locum Physiotherapist – Band 6 (agency)", "Marches Community Health NHS Trust", "Ludlow",
     "Ludlow Community Hospital, Ludlow (via Pinnacle AHP Locums Ltd)", "07/11/2022 – 03/03/2023",
     ("2022-11-07", "2023-03-03"), "End of locum contract",
     "Community MSK and falls clinics across Ludlow and Church Stretton; home visits; discharge-to-assess."),
    ("Rotational Physiotherapist – Band 5", "Wrekin Valley Hospitals NHS Trust", "Telford",
     "Wrekin Valley Hospital, Telford TF1", "03/08/2020 – 04/11/2022", ("2020-08-03", "2022-11-04"),
     "End of rotation programme",
     "Rotations: respiratory & critical care (08/2020 – 03/2021, including the COVID-19 surge and proning team); "
     "trauma & orthopaedics (03/2021 – 10/2021); stroke & neurorehabilitation (10/2021 – 05/2022); MSK "
     "outpatients (05/2022 – 11/2022). On-call respiratory rota throughout."),
    ("Healthcare Assistant (bank, during MSc)", "Lyme Valley University Hospitals NHS Trust", "Stoke-on-Trent",
     "Lyme Valley Hospital, Stoke-on-Trent", "01/10/2018 – 31/07/2020", ("2018-10-01", "2020-07-31"),
     "Qualified as a physiotherapist",
     "Bank shifts on orthopaedic and elderly care wards: personal care, observations, mobilising patients."),
    ("Gym Instructor and Sports Massage Therapist", "Severnside Leisure Trust", "Shrewsbury",
     "Quarry Fields Leisure Centre, Shrewsbury", "10/07/2017 – 24/08/2018", ("2017-07-10", "2018-08-24"),
     "Started MSc Physiotherapy",
     "Gym inductions, exercise referral classes and sports massage clinic."),
]
BR2_CERTS = [  # (certificate / course, awarded by, date)
    ("Acupuncture Foundation Course", "AACP", "11/2021"),
    ("First Contact Practitioner Roadmap – Stage 1", "NHS England (HEE)", "09/2024"),
    ("Injection Therapy in MSK Practice (Level 7)", "Keele University", "05/2025"),
    ("Basic Life Support", "Wrekin Valley Hospitals NHS Trust", "10/2026"),
]


def br2_nhs_application_libreoffice():
    from docx.enum.table import WD_TABLE_ALIGNMENT
    from docx.enum.text import WD_ALIGN_PARAGRAPH
    from docx.shared import Inches, Mm, Pt, RGBColor
    from holdout_render import libreoffice_pdf, new_docx, shade

    nhs_blue, white, dark = RGBColor(0x00, 0x5E, 0xB8), RGBColor(0xFF, 0xFF, 0xFF), RGBColor(0x21, 0x2B, 0x32)
    document = new_docx(author="Severn Marches NHS Foundation Trust", title="Application for Employment (AfC)",
                        page=(Mm(210), Mm(297)), margins=(Mm(13), Mm(11)), font="Arial", size=8.5, space_after=0)
    section = document.sections[0]
    section.header_distance, section.footer_distance = Mm(6), Mm(6)
    run = docx_runner()
    full = Mm(184)

    # the form's header and footer
    p = spacing(section.header.paragraphs[0], 0, 0)
    p.alignment = WD_ALIGN_PARAGRAPH.RIGHT
    run(p, "Severn Marches NHS Foundation Trust   ", bold=True, size=9, color=nhs_blue)
    r = run(p, " NHS ", bold=True, size=11, color=white)
    r._r.get_or_add_rPr().append(oxml_element("w:shd", val="clear", color="auto", fill="005EB8"))
    p = spacing(section.footer.paragraphs[0], 0, 0)
    run(p, "AfC application form v7 (Word)  ·  Candidate: Harriet Pennock  ·  Ref 385-AHP-26-0417  ·  Page ", size=7,
        color=RGBColor(0x66, 0x66, 0x66))
    docx_page_field(p, "PAGE", size=7)
    run(p, " of ", size=7, color=RGBColor(0x66, 0x66, 0x66))
    docx_page_field(p, "NUMPAGES", size=7)

    def bar(text, before=5):
        p = spacing(document.add_paragraph(), before, 2)
        p.paragraph_format.keep_with_next = True
        shade(p._p.get_or_add_pPr(), "005EB8")
        run(p, " " + text, bold=True, size=9.5, color=white)

    def grid(rows, widths, label_cols=(0,), header=False, size=8.5):
        table = document.add_table(rows=len(rows), cols=len(widths))
        table.style = "Table Grid"
        table.alignment = WD_TABLE_ALIGNMENT.CENTER
        fixed_widths(table, widths)
        for r_i, (row, values) in enumerate(zip(table.rows, rows)):
            cant_split(row)
            for c_i, (cell, value) in enumerate(zip(row.cells, values)):
                is_label = (header and r_i == 0) or (not header and c_i in label_cols)
                if is_label:
                    cell_props(cell, fill="E8EDEE")
                lines = value if isinstance(value, (list, tuple)) else [value]
                for l_i, line in enumerate(lines):
                    q = cell.paragraphs[0] if l_i == 0 else cell.add_paragraph()
                    spacing(q, 1, 1)
                    run(q, line, bold=is_label, size=size - (0.5 if is_label else 0), color=dark)
        return table

    p = spacing(document.add_paragraph(), 0, 1)
    run(p, "Application for Employment", bold=True, size=15, color=nhs_blue)
    p = spacing(document.add_paragraph(), 0, 3)
    run(p, "Agenda for Change posts · Please complete in black type. Information in sections 2 and 8 is withheld from "
           "the shortlisting panel.", italic=True, size=7.5, color=RGBColor(0x55, 0x55, 0x55))

    bar("1. Post applied for", before=2)
    grid([("Job title", "Specialist Physiotherapist – MSK Outpatients", "Band", "6"),
          ("Job reference", "385-AHP-26-0417", "Closing date", "18/01/2027")],
         [Mm(30), Mm(84), Mm(30), Mm(40)], label_cols=(0, 2))

    bar("2. Personal details")
    grid([("Title", "Ms", "Surname", "Pennock"),
          ("Forename(s)", "Harriet", "Previous surname(s)", "—"),
          ("Address", "12 Alder Rise, Bayston Hill, Shrewsbury", "Postcode", "SY3 0XZ"),
          ("Mobile telephone", "07700 900731", "Home telephone", "—"),
          ("Email address", "harriet.pennock@example.com", "Right to work in the UK", "Yes (British citizen)"),
          ("Languages spoken", "English (first language); Welsh (basic)", "Driving licence / car", "Yes / yes")],
         [Mm(30), Mm(84), Mm(30), Mm(40)], label_cols=(0, 2))

    bar("3. Professional registration")
    grid([("Registration", "Registering body", "Registration no.", "Expiry date"),
          ("Registered Physiotherapist", "Health and Care Professions Council (HCPC)", "PH118472", "28/02/2028")],
         [Mm(46), Mm(76), Mm(30), Mm(32)], header=True)
    grid([("Professional body membership", "Chartered Society of Physiotherapy (MCSP), membership no. 094517")],
         [Mm(46), Mm(138)])

    bar("4. Education and qualifications (most recent first)")
    grid([("Qualification and subject", "School / college / university", "Dates (from – to)", "Result"),
          ("MSc Physiotherapy (pre-registration)", "Keele University", "09/2018 – 07/2020", "Distinction"),
          ("BSc (Hons) Sport and Exercise Science", "University of Chester", "09/2014 – 06/2017",
           "First Class Honours"),
          ("A levels: Biology, Physical Education, Chemistry", "Mardol Sixth Form College, Shrewsbury",
           "09/2012 – 06/2014", "A, A, B")],
         [Mm(66), Mm(60), Mm(30), Mm(28)], header=True)
    grid([("Clinical placements (MSc)", "1,000 hours over five 6-week placements: MSK outpatients, Fenton Vale "
           "Health Centre; respiratory & ICU, Lyme Valley University Hospital; stroke rehabilitation, Moorland Road "
           "Community Hospital; community neuro team, Newcastle-under-Lyme; elective in paediatric MSK, Mersey Bank "
           "Children's Hospital, Liverpool.")], [Mm(46), Mm(138)])

    bar("5. Certificates and post-registration training")
    grid([("Certificate / course", "Awarded by", "Date")] + BR2_CERTS, [Mm(96), Mm(62), Mm(26)], header=True)
    grid([("CPD", "68 hours logged in the last 24 months (CSP ePortfolio), meeting the HCPC standards for CPD; "
                  "monthly in-service training and peer review.")], [Mm(46), Mm(138)])

    bar("6. Employment history (most recent first)")
    rows = [("Employer name and address", "Job title and band", "From – to (dd/mm/yyyy)", "Reason for leaving")]
    for title, employer, _, address, when, _, reason, _ in BR2_JOBS:
        rows.append(([employer, address], title, when, reason))
    table = grid(rows, [Mm(62), Mm(54), Mm(34), Mm(34)], header=True, size=8)
    for (*_, duties), row in zip(BR2_JOBS, table.rows[1:]):
        cell = row.cells[1]
        q = spacing(cell.add_paragraph(), 0, 1)
        run(q, duties, size=7.5, color=RGBColor(0x44, 0x44, 0x44))
    grid([("Gaps in employment", "None since 2017.")], [Mm(46), Mm(138)])

    bar("7. Supporting statement")
    statement = [
        "I am applying for the Specialist Physiotherapist post because I want to build on four years of MSK work "
        "towards first contact practice, closer to home in Shrewsbury. Since March 2023 I have carried my own "
        "caseload of complex spinal, shoulder and knee patients at Wrekin Valley, triaged orthopaedic and GP "
        "referrals and run the shoulder and hypermobility classes, which cut our class waiting list from 14 to 6 "
        "weeks. I supervise two Band 5 rotational physiotherapists and Keele students, and I have completed Stage 1 of "
        "the FCP roadmap and a Level 7 injection therapy module.",
        "My rotations (respiratory and critical care through the COVID-19 surge, orthopaedics, stroke "
        "rehabilitation and MSK) and a locum post with the community team in Ludlow give me a rounded view of "
        "the patient's journey. I use shared decision-making and PROMs with every patient, and I audited our "
        "lumbar pathway against NICE NG59 in 2025. Outside work I am the match-day physiotherapist for Severn Vale "
        "Rugby Club, which keeps my acute sports injury and return-to-play skills current.",
        "Against the person specification: I am HCPC registered and a member of the CSP; I hold an MSc in "
        "physiotherapy and a first-class sports science degree; I have post-registration training in injection "
        "therapy and acupuncture and have started the FCP roadmap; I have led the shoulder class, supervised staff "
        "and students, and taken part in audit and service improvement. I keep a reflective CPD portfolio (68 hours "
        "in the last two years) and I am used to working autonomously, in GP surgeries and in patients' homes as "
        "well as in hospital departments.",
        "I share the Trust's values of compassion and respect, and I would bring enthusiasm for teaching, a calm "
        "approach to complex and anxious patients and a commitment to reducing waiting times. I would welcome the "
        "chance to discuss my application at interview."]
    for i, text in enumerate(statement):
        p = spacing(document.add_paragraph(), 2 if i else 1, 2)
        p.alignment = WD_ALIGN_PARAGRAPH.JUSTIFY
        run(p, text, size=8.5, color=dark)

    bar("8. References")
    grid([("Referee 1 (current employer)", "Referee 2 (previous employer)"),
          (["Mr Gareth Ellery, MSK Team Lead, Wrekin Valley Hospitals NHS Trust",
            "gareth.ellery@example.com · 01632 960417"],
           ["Ms Ruth Adeyemi, Clinical Lead Physiotherapist, Marches Community Health NHS Trust",
            "ruth.adeyemi@example.com · 01632 960582"])],
         [Mm(92), Mm(92)], header=True, size=8)

    bar("9. Declaration")
    grid([("I confirm that the information given on this form is true and complete.", "Signed: Harriet Pennock",
           "Date: 14/01/2027")], [Mm(100), Mm(50), Mm(34)], label_cols=())

    name = "br2-harriet-pennock"
    libreoffice_pdf(document, name, 2)
    write_truth(name, {
        "basics": {"name": "Harriet Pennock", "email": "harriet.pennock@example.com", "phone": "07700 900731",
                   "location": {"city": "Shrewsbury"}},
        "work": [job(t, e, pl, w, s) for t, e, pl, _, w, s, *_ in BR2_JOBS],
        "education": [
            {"institution": "Keele University", "study_type": "MSc", "area": "Physiotherapy (pre-registration)",
             "score": "Distinction", "dates": dates("2018-09", "2020-07", text="09/2018 – 07/2020")},
            {"institution": "University of Chester", "study_type": "BSc (Hons)", "area": "Sport and Exercise Science",
             "score": "First Class Honours", "dates": dates("2014-09", "2017-06", text="09/2014 – 06/2017")},
            {"institution": "Mardol Sixth Form College", "study_type": "A levels",
             "dates": dates("2012-09", "2014-06", text="09/2012 – 06/2014")}],
        "skills": [],
        "certificates": [{"name": "Registered Physiotherapist"}] + [{"name": c} for c, *_ in BR2_CERTS],
        "languages": [{"language": "English", "fluency": "first language"},
                      {"language": "Welsh", "fluency": "basic"}],
    })


# ---- br3: optometrist (Wagga Wagga NSW), a Word CV saved as "Web Page, Filtered" (.htm, windows-1252) -------------
BR3_JOBS = [  # (title, employer, place, dates as printed, truth span, bullets)
    ("Optometrist (0.6 FTE, Mon–Wed)", "Murrumbidgee Eyecare", "Wagga Wagga NSW", "Feb 2022 – present",
     ("2022-02", None, True),
     ["Full-scope primary eye care for 14–16 patients a day in an independent two-optometrist practice.",
      "Therapeutic management of anterior eye disease and glaucoma co-management with a visiting ophthalmologist; "
      "OCT and Optos imaging on every new glaucoma suspect.",
      "Set up the practice's myopia control clinic (atropine, ortho-k and myopia control spectacle lenses): 120 "
      "children enrolled in 2025."]),
    ("Visiting Optometrist – rural outreach (2 days a month)", "Riverina Outreach Eye Service",
     "Narrandera & Leeton NSW", "Jul 2023 – present", ("2023-07", None, True),
     ["Outreach clinics in community health centres under the Visiting Optometrists Scheme: diabetic eye "
      "screening, spectacle prescribing and referral pathways to Wagga Wagga Base Hospital."]),
]
BR3_LOCUM_TITLE = "Locum Optometrist (self-employed)"
BR3_LOCUMS = [  # (practice, location, dates as printed, truth span, cover)
    ("Border Vision Optometrists", "Albury NSW", "Jan 2020 – Feb 2021", ("2020-01", "2021-02"), "Fridays & Saturdays"),
    ("Lakeside Optical", "Griffith NSW", "14 Mar 2021 – 25 Jun 2021", ("2021-03-14", "2021-06-25"),
     "Maternity cover, 4 days a week"),
    ("Tumut Valley Optometrists", "Tumut NSW", "04/10/2021 – 17/12/2021", ("2021-10-04", "2021-12-17"),
     "Owner's long service leave"),
    ("Hay Street Eyecare", "Cootamundra NSW", "Jan 2022", ("2022-01", "2022-01"), "Two weeks' holiday cover"),
]
BR3_EARLIER = [
    ("Optometrist", "Clearview Optometrists", "Geelong VIC", "Jan 2017 – Dec 2019", ("2017-01", "2019-12"),
     ["Graduate program then full-scope optometrist in a busy four-room practice; contact lens and paediatric "
      "lists."]),
    ("Optical Dispenser (part-time, while studying)", "Corio Bay Optical", "Geelong VIC", "2013 – 2016",
     ("2013", "2016"), []),
]
BR3_REGISTRATIONS = [  # (registration / licence, issuing body, number, expiry)
    ("Optometrist – General registration", "Optometry Board of Australia (AHPRA)", "AHPRA Reg. No. OPT0001987654",
     "30/11/2027"),
    ("Scheduled medicines endorsement", "Optometry Board of Australia (AHPRA)", "Notation on registration",
     "30/11/2027"),
    ("Optometrist – registration in New Zealand", "Optometrists and Dispensing Opticians Board (NZ), via TTMRA",
     "ODOB 40712", "31/03/2027"),
]
BR3_SKILLS = ["Therapeutic management of anterior eye disease", "Glaucoma co-management and OCT interpretation",
              "Myopia control (atropine, ortho-k, spectacle lenses)", "Paediatric and binocular vision assessment",
              "Diabetic retinopathy screening", "Contact lens fitting, including scleral lenses",
              "Optomate and Sunix practice software", "Zeiss Cirrus OCT and Optos imaging"]


def word_html_wrap(markup, width=76):
    """Wraps an HTML fragment's source lines at spaces, about `width` columns, as Word's HTML export does."""
    out, line = [], ""
    for word in markup.split(" "):
        if line and len(line) + 1 + len(word) > width:
            out.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    out.append(line)
    return "\r\n".join(out)


def br3_word_filtered_html():
    def text(s):
        return escape(s).replace("\u00a0", "&nbsp;")

    def p(content, cls="MsoNormal", style=None, align=None):
        attrs = f"class={cls}" + (f" align={align}" if align else "") + (f" style='{style}'" if style else "")
        return word_html_wrap(f"<p {attrs}>{content}</p>") + "\r\n\r\n"

    def h1(title):
        return f"<h1>{text(title)}</h1>\r\n\r\n"

    def bullets(items):
        out = ""
        for i, item in enumerate(items):
            cls = ("MsoListParagraphCxSpFirst" if i == 0 else "MsoListParagraphCxSpLast" if i == len(items) - 1
                   else "MsoListParagraphCxSpMiddle")
            if len(items) == 1:
                cls = "MsoListParagraph"
            style = "margin-left:18.0pt;text-indent:-18.0pt" + (";margin-bottom:0cm" if i < len(items) - 1 else "")
            out += p("<span style='font-family:Symbol'>·<span style='font:7.0pt \"Times New Roman\"'>"
                     "&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span>" + text(item), cls, style)
        return out

    def layout_row(left, right):
        """A borderless two-cell table: the bold title at the left, the dates right-aligned."""
        return ("<table class=MsoTableGrid border=0 cellspacing=0 cellpadding=0 width=605\r\n"
                " style='width:453.6pt;border-collapse:collapse;border:none'>\r\n <tr>\r\n"
                "  <td width=454 valign=top style='width:340.2pt;padding:0cm 5.4pt 0cm 5.4pt'>\r\n  "
                + p(f"<b>{text(left)}</b>", style="margin-bottom:0cm;line-height:normal").rstrip()
                + "\r\n  </td>\r\n"
                "  <td width=151 valign=top style='width:113.4pt;padding:0cm 5.4pt 0cm 5.4pt'>\r\n  "
                + p(f"<span style='color:#2E74B5'>{text(right)}</span>", align="right",
                    style="margin-bottom:0cm;text-align:right;line-height:normal").rstrip()
                + "\r\n  </td>\r\n </tr>\r\n</table>\r\n\r\n")

    def grid_table(header, rows, widths):
        out = ("<table class=MsoTableGrid border=1 cellspacing=0 cellpadding=0\r\n"
               " style='border-collapse:collapse;border:none'>\r\n")
        for r_i, values in enumerate([header] + rows):
            out += " <tr>\r\n"
            for c_i, (value, width) in enumerate(zip(values, widths)):
                border = "border:solid windowtext 1.0pt" if r_i == 0 and c_i == 0 else (
                    "border:solid windowtext 1.0pt;border-left:none" if r_i == 0 else
                    "border:solid windowtext 1.0pt;border-top:none" if c_i == 0 else
                    "border-top:none;border-left:none;border-bottom:solid windowtext 1.0pt;"
                    "border-right:solid windowtext 1.0pt")
                fill = ";background:#DEEAF6" if r_i == 0 else ""
                content = f"<b>{text(value)}</b>" if r_i == 0 else text(value)
                out += (f"  <td width={width} valign=top style='width:{width * 0.75:.1f}pt;{border}{fill};\r\n"
                        "  padding:0cm 5.4pt 0cm 5.4pt'>\r\n  "
                        + p(content, style="margin-bottom:0cm;line-height:normal").rstrip() + "\r\n  </td>\r\n")
            out += " </tr>\r\n"
        return out + "</table>\r\n\r\n" + p("&nbsp;", style="margin-bottom:0cm;line-height:normal")

    def entry(title, employer, place, when, items):
        return layout_row(title, when) + p(f"<i>{text(employer)}, {text(place)}</i>",
                                           style="margin-bottom:2.0pt") + bullets(items)

    body = p("Lachlan Pham", "MsoTitle")
    body += p(text("Optometrist (therapeutically endorsed) | Locum & rural outreach"), "MsoSubtitle")
    body += p(text("Wagga Wagga NSW 2650 | 0491 578 148 | ")
              + "<a href=\"mailto:lachlan.pham@example.com\">lachlan.pham@example.com</a> | "
              + "<a href=\"https://www.linkedin.com/in/lachlan-pham-optom\">linkedin.com/in/lachlan-pham-optom</a>")
    body += h1("Career summary")
    body += p(text("Therapeutically endorsed optometrist with ten years in practice: three years in a busy Geelong "
                   "practice, two years as a locum across the Riverina and the Murray, and now a part-time position "
                   "in Wagga Wagga alongside a rural outreach service. Comfortable running a practice on my own, "
                   "strong in glaucoma co-management, anterior eye therapeutics and myopia control. Seeking a "
                   "full-time or practice-partner role in regional NSW."))
    body += h1("Registrations & Licences")
    body += grid_table(("Registration / licence", "Issuing body", "Number", "Expiry"),
                       [list(r) for r in BR3_REGISTRATIONS], (189, 189, 151, 76))
    body += p(text("CPD: 26.5 hours logged for the 2025–26 registration year (the Board requires 20, of which at "
                   "least 10 clinical and 10 for the scheduled medicines endorsement) – log available on request."),
              style="margin-top:4.0pt;font-size:9.0pt")
    body += h1("Professional experience")
    for title, employer, place, when, _, items in BR3_JOBS:
        body += entry(title, employer, place, when, items)
    body += layout_row(BR3_LOCUM_TITLE, "Jan 2020 – Jan 2022")
    body += p(text("Short- and long-term locums across the Riverina and the Murray, invoiced through my own ABN:"),
              style="margin-bottom:2.0pt")
    body += grid_table(("Practice", "Location", "Dates", "Cover"),
                       [[pr, loc, when, cover] for pr, loc, when, _, cover in BR3_LOCUMS], (189, 113, 170, 133))
    for title, employer, place, when, _, items in BR3_EARLIER:
        body += entry(title, employer, place, when, items)
    body += h1("Education")
    body += layout_row("Master of Optometry (MOptom)", "2015 – 2016")
    body += p("<i>Deakin University, Geelong VIC</i>", style="margin-bottom:2.0pt")
    body += p(text("Clinical placements (1,100+ hours): Deakin Optometry Clinic, Waurn Ponds; rural placement, "
                   "Warrnambool VIC (5 weeks); Aboriginal community-controlled health service, Mildura VIC "
                   "(4 weeks); public hospital eye clinic, Melbourne (4 weeks)."))
    body += layout_row("Bachelor of Vision Science (BVisSc)", "2012 – 2014")
    body += p("<i>Deakin University, Geelong VIC</i>")
    body += layout_row("Higher School Certificate (HSC) – ATAR 97.35", "2011")
    body += p("<i>Lake Albert Secondary College, Wagga Wagga NSW</i>")
    body += h1("Clinical skills")
    body += bullets(BR3_SKILLS)
    body += h1("Professional memberships")
    body += p(text("Optometry Australia (member since 2012) · Optometry NSW/ACT · Vision 2020 Australia rural eye "
                   "health network"))
    body += h1("Languages")
    body += p(text("English – native; Vietnamese – conversational (used with patients and families)"))
    body += h1("Other")
    body += p(text("NSW Working with Children Check (current) · Full NSW driver licence · Happy to travel for "
                   "locum work"))
    body += p("<i>Referees available on request.</i>")

    html = ("<html>\r\n\r\n<head>\r\n"
            "<meta http-equiv=Content-Type content=\"text/html; charset=windows-1252\">\r\n"
            "<meta name=Generator content=\"Microsoft Word 15 (filtered)\">\r\n"
            "<title>Lachlan Pham – Optometrist CV</title>\r\n<style>\r\n<!--\r\n"
            " /* Font Definitions */\r\n @font-face\r\n\t{font-family:\"Cambria Math\";\r\n"
            "\tpanose-1:2 4 5 3 5 4 6 3 2 4;}\r\n@font-face\r\n\t{font-family:Calibri;\r\n"
            "\tpanose-1:2 15 5 2 2 2 4 3 2 4;}\r\n@font-face\r\n\t{font-family:\"Calibri Light\";\r\n"
            "\tpanose-1:2 15 3 2 2 2 4 3 2 4;}\r\n"
            " /* Style Definitions */\r\n p.MsoNormal, li.MsoNormal, div.MsoNormal\r\n\t{margin-top:0cm;\r\n"
            "\tmargin-right:0cm;\r\n\tmargin-bottom:6.0pt;\r\n\tmargin-left:0cm;\r\n\tline-height:107%;\r\n"
            "\tfont-size:10.5pt;\r\n\tfont-family:\"Calibri\",sans-serif;}\r\n"
            "h1\r\n\t{mso-style-link:\"Heading 1 Char\";\r\n\tmargin-top:12.0pt;\r\n\tmargin-right:0cm;\r\n"
            "\tmargin-bottom:4.0pt;\r\n\tmargin-left:0cm;\r\n\tborder-bottom:solid #2E74B5 1.0pt;\r\n"
            "\tfont-size:13.0pt;\r\n\tfont-family:\"Calibri Light\",sans-serif;\r\n\tcolor:#2F5496;\r\n"
            "\tfont-weight:normal;}\r\n"
            "p.MsoTitle, li.MsoTitle, div.MsoTitle\r\n\t{margin:0cm;\r\n\tfont-size:28.0pt;\r\n"
            "\tfont-family:\"Calibri Light\",sans-serif;\r\n\tletter-spacing:-.5pt;}\r\n"
            "p.MsoSubtitle, li.MsoSubtitle, div.MsoSubtitle\r\n\t{margin-top:0cm;\r\n\tmargin-right:0cm;\r\n"
            "\tmargin-bottom:6.0pt;\r\n\tmargin-left:0cm;\r\n\tfont-size:12.0pt;\r\n"
            "\tfont-family:\"Calibri\",sans-serif;\r\n\tcolor:#5A5A5A;\r\n\tletter-spacing:.75pt;}\r\n"
            "a:link, span.MsoHyperlink\r\n\t{color:#0563C1;\r\n\ttext-decoration:underline;}\r\n"
            "p.MsoListParagraph, li.MsoListParagraph, div.MsoListParagraph\r\n\t{margin-top:0cm;\r\n"
            "\tmargin-right:0cm;\r\n\tmargin-bottom:6.0pt;\r\n\tmargin-left:36.0pt;\r\n\tline-height:107%;\r\n"
            "\tfont-size:10.5pt;\r\n\tfont-family:\"Calibri\",sans-serif;}\r\n"
            "p.MsoListParagraphCxSpFirst, p.MsoListParagraphCxSpMiddle, p.MsoListParagraphCxSpLast\r\n"
            "\t{margin-top:0cm;\r\n\tmargin-right:0cm;\r\n\tmargin-left:36.0pt;\r\n\tline-height:107%;\r\n"
            "\tfont-size:10.5pt;\r\n\tfont-family:\"Calibri\",sans-serif;}\r\n"
            ".MsoChpDefault\r\n\t{font-family:\"Calibri\",sans-serif;}\r\n"
            "@page WordSection1\r\n\t{size:595.3pt 841.9pt;\r\n\tmargin:54.0pt 54.0pt 54.0pt 54.0pt;}\r\n"
            "div.WordSection1\r\n\t{page:WordSection1;}\r\n"
            " /* List Definitions */\r\n ol\r\n\t{margin-bottom:0cm;}\r\nul\r\n\t{margin-bottom:0cm;}\r\n"
            "-->\r\n</style>\r\n\r\n</head>\r\n\r\n"
            "<body lang=EN-AU link=\"#0563C1\" vlink=\"#954F72\" style='word-wrap:break-word'>\r\n\r\n"
            "<div class=WordSection1>\r\n\r\n" + body + "</div>\r\n\r\n</body>\r\n\r\n</html>\r\n")
    name = "br3-lachlan-pham"
    with open(os.path.join(FILES, name + ".htm"), "wb") as out:  # Word's "Web Page, Filtered": windows-1252
        out.write(html.encode("cp1252", "xmlcharrefreplace"))

    locums = [job(BR3_LOCUM_TITLE, pr, loc, when, span) for pr, loc, when, span, _ in BR3_LOCUMS]
    write_truth(name, {
        "basics": {"name": "Lachlan Pham", "label": "Optometrist (therapeutically endorsed) | Locum & rural outreach",
                   "email": "lachlan.pham@example.com", "phone": "0491 578 148",
                   "location": {"city": "Wagga Wagga", "region": "NSW"},
                   "profiles": [linkedin("lachlan-pham-optom")]},
        "work": [job(t, e, pl, w, s) for t, e, pl, w, s, _ in BR3_JOBS] + locums
                + [job(t, e, pl, w, s) for t, e, pl, w, s, _ in BR3_EARLIER],
        "education": [
            {"institution": "Deakin University", "study_type": "Master of Optometry (MOptom)",
             "dates": dates("2015", "2016", text="2015 – 2016")},
            {"institution": "Deakin University", "study_type": "Bachelor of Vision Science (BVisSc)",
             "dates": dates("2012", "2014", text="2012 – 2014")},
            {"institution": "Lake Albert Secondary College", "study_type": "Higher School Certificate (HSC)",
             "score": "ATAR 97.35", "dates": dates(None, "2011", text="2011")}],
        "skills": [{"name": s} for s in BR3_SKILLS],
        "certificates": [{"name": c} for c, *_ in BR3_REGISTRATIONS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Vietnamese", "fluency": "conversational"}],
    })


# ---- br4: speech-language pathologist (Sudbury, ON), ReportLab with the dates in a left column ---------------------
BR4_JOBS = [  # (title, employer, place, dates as printed, truth span, bullets)
    ("Speech-Language Pathologist (0.8 FTE), Adult Acute Care & Inpatient Rehabilitation",
     "Nickel Belt Regional Health Centre", "Sudbury, ON", "Sep 2020 – present", ("2020-09", None, True),
     ["Swallowing and communication assessment and treatment on the stroke unit, ICU, medicine and inpatient "
      "rehab (caseload 14–18).",
      "Perform FEES with the ENT service and modified barium swallow studies with radiology (MBSImP protocol).",
      "Led the IDDSI texture framework roll-out with dietetics and food services across 220 beds (2021).",
      "Clinical educator for 6 M.H.Sc. and M.Sc.S. students from Toronto and Ottawa since 2021."]),
    ("Speech-Language Pathologist (private practice, part-time)", "Northern Voices Speech Therapy", "Sudbury, ON",
     "Jan 2022 – present", ("2022-01", None, True),
     ["Evening and Saturday caseload of adults with aphasia, Parkinson's (LSVT LOUD) and voice disorders; "
      "French-language clients and virtual sessions across Northern Ontario."]),
    ("Speech-Language Pathologist, Preschool Speech and Language Program", "Timiskaming Child & Family Services",
     "New Liskeard, ON", "Jul 2018 – Aug 2020", ("2018-07", "2020-08"),
     ["Assessment and parent coaching for children 0–5 (Hanen It Takes Two to Talk groups), itinerant clinics in "
      "Kirkland Lake and Englehart, transitions to school."]),
    ("Communicative Disorders Assistant", "Vermilion River District School Board", "Sudbury, ON",
     "Sep 2014 – Jun 2016", ("2014-09", "2016-06"),
     ["Delivered therapy programs planned by the board's S-LPs to 40+ students in six elementary schools."]),
]
BR4_CREDENTIALS = [  # (dates as printed, name, detail)
    ("2018 – present", "Speech-Language Pathologist – General Certificate of Registration",
     "College of Audiologists and Speech-Language Pathologists of Ontario (CASLPO), Reg. No. 9482; valid to "
     "31 Dec 2027"),
    ("2019 – present", "Certified Member – S-LP(C)", "Speech-Language & Audiology Canada (SAC), no. 40318"),
    ("2023", "LSVT LOUD Certified Clinician", "LSVT Global; recertification due 03/2027"),
    ("2021", "VitalStim Therapy Certified Provider", "neuromuscular electrical stimulation for dysphagia"),
    ("2019", "Hanen Certified – It Takes Two to Talk", "The Hanen Centre"),
]
BR4_SKILLS = {
    "Clinical": ["Adult dysphagia (FEES, MBSS)", "Aphasia and motor speech", "Cognitive-communication after TBI",
                 "Voice and LSVT LOUD", "Preschool language and parent coaching", "AAC (low-tech and iPad)"],
    "Assessments": ["WAB-R", "CELF Preschool-3", "MBSImP", "Frenchay Dysarthria Assessment-2"],
    "Tools": ["Meditech Expanse", "Jane App", "Microsoft Teams telepractice"],
}


def keep_headings(story):
    """Joins every section heading (a one-row Table tagged .is_heading) to the flowable after it in a KeepTogether,
    so that no heading is left alone at the foot of a page."""
    from reportlab.platypus import KeepTogether
    out, i = [], 0
    while i < len(story):
        if getattr(story[i], "is_heading", False) and i + 1 < len(story):
            out.append(KeepTogether([story[i], story[i + 1]]))
            i += 2
        else:
            out.append(story[i])
            i += 1
    return out


def br4_reportlab_dates_left():
    from reportlab.lib.colors import HexColor
    from reportlab.lib.pagesizes import letter
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.lib.enums import TA_RIGHT
    from reportlab.platypus import KeepTogether, Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle
    from holdout_render import reportlab_dejavu

    reportlab_dejavu()
    width, height = letter
    margin = 50
    left_w = 104
    right_w = width - 2 * margin - left_w
    teal, ink, grey = HexColor("#1D6F7A"), HexColor("#1E1E1E"), HexColor("#6A6A6A")
    name = "br4-rosalind-achterberg"
    path = os.path.join(FILES, name + ".pdf")

    s_name = ParagraphStyle("nm", fontName="DV", fontSize=25, leading=29, textColor=ink)
    s_cred = ParagraphStyle("cr", fontName="DV", fontSize=10.5, leading=13, textColor=grey)
    s_label = ParagraphStyle("lb", fontName="DV-I", fontSize=10, leading=13, textColor=teal, spaceBefore=3)
    s_contact = ParagraphStyle("ct", fontName="DV", fontSize=8.4, leading=11.5, textColor=grey, alignment=TA_RIGHT)
    s_h = ParagraphStyle("h", fontName="DV", fontSize=12.5, leading=15, textColor=teal)
    s_when = ParagraphStyle("wh", fontName="DV", fontSize=8.4, leading=11, textColor=grey, alignment=TA_RIGHT)
    s_title = ParagraphStyle("ti", fontName="DV-B", fontSize=9.3, leading=12, textColor=ink)
    s_org = ParagraphStyle("or", fontName="DV-I", fontSize=8.7, leading=11.5, textColor=ink, spaceAfter=1.5)
    s_text = ParagraphStyle("tx", fontName="DV", fontSize=8.6, leading=11.5, textColor=ink)
    s_bullet = ParagraphStyle("bl", parent=s_text, leftIndent=9, bulletIndent=0, spaceAfter=1)

    def row(left, right, before=5):
        t = Table([[left, right]], colWidths=[left_w, right_w])
        t.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                               ("RIGHTPADDING", (0, 0), (0, 0), 8), ("RIGHTPADDING", (1, 0), (1, 0), 0),
                               ("TOPPADDING", (0, 0), (-1, -1), before), ("BOTTOMPADDING", (0, 0), (-1, -1), 0)]))
        return t

    def heading(text):
        t = Table([["", Paragraph(escape(text), s_h)]], colWidths=[left_w, right_w])
        t.setStyle(TableStyle([("LINEBELOW", (0, 0), (0, 0), 5, teal), ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                               ("LEFTPADDING", (0, 0), (-1, -1), 0), ("RIGHTPADDING", (0, 0), (0, 0), 8),
                               ("TOPPADDING", (0, 0), (-1, -1), 12), ("BOTTOMPADDING", (0, 0), (-1, -1), 0)]))
        t.is_heading = True
        return t

    header = Table([[[Paragraph("Rosalind Achterberg", s_name),
                      Paragraph("M.H.Sc., S-LP(C), Reg. CASLPO", s_cred),
                      Paragraph("Speech-Language Pathologist — Adult Neurogenic Communication &amp; Dysphagia | "
                                "Bilingual (English/French)", s_label)],
                     [Paragraph("Sudbury, ON", s_contact), Paragraph("705-555-0126", s_contact),
                      Paragraph('<a href="mailto:rosalind.achterberg@example.com">rosalind.achterberg@example.com'
                                '</a>', s_contact),
                      Paragraph('<a href="https://www.linkedin.com/in/rosalind-achterberg-slp">'
                                'linkedin.com/in/rosalind-achterberg-slp</a>', s_contact)]]],
                   colWidths=[right_w - 70, left_w + 70])
    header.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                                ("RIGHTPADDING", (0, 0), (-1, -1), 0)]))
    story = [header]

    story.append(heading("Profile"))
    story.append(row("", Paragraph(
        "Bilingual speech-language pathologist with eight years of clinical practice, the last six in adult acute "
        "care and rehabilitation in Northern Ontario. I assess and treat dysphagia (FEES and MBSS), aphasia and "
        "motor speech disorders, supervise graduate students and run a small private caseload in English and "
        "French. Looking for a full-time clinical or clinical-lead position in adult neurorehabilitation.", s_text)))

    story.append(heading("Registration & Certification"))
    for when, cred, detail in BR4_CREDENTIALS:
        story.append(row(Paragraph(escape(when), s_when),
                         [Paragraph(escape(cred), s_title), Paragraph(escape(detail), s_text)], before=4))

    story.append(heading("Clinical Experience"))
    for title, employer, place, when, _, items in BR4_JOBS:
        block = [Paragraph(escape(title), s_title), Paragraph(f"{escape(employer)}, {escape(place)}", s_org)]
        block += [Paragraph(escape(i), s_bullet, bulletText="•") for i in items]
        story.append(row(Paragraph(escape(when), s_when), block, before=6))  # one row: never split

    story.append(heading("Education"))
    for when, degree, school, note in (
            ("2016 – 2018", "Master of Health Science (M.H.Sc.), Speech-Language Pathology",
             "University of Toronto, Toronto, ON",
             "Clinical placements (5; 380 direct client hours): adult acute care, Bayview Regional Hospital "
             "(8 weeks); paediatric outpatients, Don Mills Children's Treatment Centre (6 weeks); school-age, Humber "
             "Park District School Board (6 weeks); inpatient rehab, Lakeshore Rehabilitation Centre (6 weeks); "
             "Northern rural placement, Timmins (5 weeks)."),
            ("2013 – 2014", "Graduate Certificate, Communicative Disorders Assistant", "Cambrian College, Sudbury, ON",
             None),
            ("2009 – 2013", "Honours Bachelor of Arts (Hons. B.A.), Psychology", "Laurentian University, Sudbury, ON",
             "With Distinction")):
        block = [Paragraph(escape(degree), s_title), Paragraph(escape(school), s_org)]
        if note:
            block.append(Paragraph(escape(note), s_text))
        story.append(row(Paragraph(escape(when), s_when), block, before=6))  # one row: never split

    story.append(heading("Skills"))
    for group, items in BR4_SKILLS.items():
        story.append(row(Paragraph(escape(group), s_when), Paragraph(escape(", ".join(items)), s_text), before=3))

    story.append(heading("Languages"))
    story.append(row(Paragraph("English", s_when), Paragraph("Native", s_text), before=3))
    story.append(row(Paragraph("French", s_when),
                     Paragraph("Professional working proficiency (assessment and therapy in French)", s_text),
                     before=3))

    story.append(heading("Professional Development & Memberships"))
    story.append(row("", Paragraph(
        "46 hours logged in 2025 for the CASLPO Continuing Education Requirement (dysphagia in critical care, "
        "MBSImP reliability, aphasia-friendly communication). Member of the Ontario Association of Speech-Language "
        "Pathologists and Audiologists (OSLA) and of SAC.", s_text)))
    story.append(Spacer(1, 6))
    story.append(row("", Paragraph("<i>References available on request.</i>", s_text)))
    story = keep_headings(story)

    def footer(canvas, doc):
        canvas.saveState()
        canvas.setFont("DV", 7.5)
        canvas.setFillColor(grey)
        canvas.drawRightString(width - margin, 28, f"Rosalind Achterberg — {doc.page}/2")
        canvas.restoreState()

    doc = SimpleDocTemplate(path, pagesize=letter, leftMargin=margin, rightMargin=margin, topMargin=44,
                            bottomMargin=46, title="Rosalind Achterberg – CV", author="Rosalind Achterberg")
    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    check_pages(name, pdf_pages(path), 2)

    write_truth(name, {
        "basics": {"name": "Rosalind Achterberg",
                   "label": "Speech-Language Pathologist — Adult Neurogenic Communication & Dysphagia | Bilingual "
                            "(English/French)",
                   "email": "rosalind.achterberg@example.com", "phone": "705-555-0126",
                   "location": {"city": "Sudbury", "region": "ON"},
                   "profiles": [linkedin("rosalind-achterberg-slp")]},
        "work": [job(t, e, pl, w, s) for t, e, pl, w, s, _ in BR4_JOBS],
        "education": [
            {"institution": "University of Toronto", "study_type": "Master of Health Science (M.H.Sc.)",
             "area": "Speech-Language Pathology", "dates": dates("2016", "2018", text="2016 – 2018")},
            {"institution": "Cambrian College", "study_type": "Graduate Certificate",
             "area": "Communicative Disorders Assistant", "dates": dates("2013", "2014", text="2013 – 2014")},
            {"institution": "Laurentian University", "study_type": "Honours Bachelor of Arts (Hons. B.A.)",
             "area": "Psychology", "score": "With Distinction", "dates": dates("2009", "2013", text="2009 – 2013")}],
        "skills": [{"name": s} for items in BR4_SKILLS.values() for s in items],
        "certificates": [{"name": c} for _, c, _ in BR4_CREDENTIALS],
        "languages": [{"language": "English", "fluency": "Native"},
                      {"language": "French", "fluency": "Professional working proficiency"}],
    })


# ---- br5: chartered accountant and audit manager (Tauranga), WeasyPrint, two pages --------------------------------
BR5_JOBS = [  # (title, employer, place, dates as printed, truth span, bullets)
    ("Audit Manager", "Kaimai Partners Chartered Accountants", "Tauranga", "1 April 2022 – present",
     ("2022-04-01", None, True),
     ["Manage a portfolio of 38 audits a year (fees NZ$1.9m): FMC reporting entities, council-controlled "
      "organisations, kiwifruit post-harvest co-operatives, iwi trusts and registered charities.",
      "Plan and lead engagements under ISA (NZ) and ISQM 1; review files in CaseWare and sign off as licensed "
      "auditor on the firm's FMC audits.",
      "Brought in IDEA journal testing and a Power BI risk dashboard that cut fieldwork hours by 12%.",
      "Manage and coach a team of 9 (two seniors, four auditors, three graduates)."]),
    ("Senior Auditor", "Kaimai Partners Chartered Accountants", "Tauranga", "Jan 2019 – Mar 2022",
     ("2019-01", "2022-03"),
     ["Ran fieldwork on 25–30 audits a year and supervised juniors; first-year audits of two new port-sector "
      "clients."]),
    ("Sessional Lecturer – Auditing & Assurance (part-time)", "Bay Coast Institute of Technology", "Tauranga",
     "Feb 2024 – present", ("2024-02", None, True),
     ["Teach the Level 7 auditing paper one evening a week in Semester 1 (45 students)."]),
    ("Honorary Treasurer (voluntary)", "Pāpāmoa Coast Rowing Club", "Pāpāmoa", "2021 – present",
     ("2021", None, True),
     ["Annual accounts, budgets and the club's Charities Services returns."]),
    ("Audit Senior (secondment)", "Whitcombe Hale LLP", "Manchester, UK", "Jul 2018 – Dec 2018",
     ("2018-07", "2018-12"),
     ["Six-month exchange to the UK member firm: group audits of manufacturing and housing association clients."]),
    ("Auditor", "Whitcombe Hale", "Auckland", "Feb 2017 – Jun 2018", ("2017-02", "2018-06"),
     ["Audits of listed and private companies, mainly retail and construction."]),
    ("Graduate Auditor", "Whitcombe Hale", "Auckland", "Feb 2016 – Jan 2017", ("2016-02", "2017-01"), []),
    ("Summer Intern – Audit & Assurance", "Whitcombe Hale", "Auckland", "Nov 2014 – Feb 2015",
     ("2014-11", "2015-02"), []),
]
BR5_CREDENTIALS = [  # (credential, body, number, dates)
    ("Chartered Accountant (CA)", "Chartered Accountants Australia and New Zealand", "Member no. 7104829",
     "Admitted 14 June 2019"),
    ("Licensed Auditor", "CA ANZ (accredited body, Auditor Regulation Act 2011)", "Licence no. LA-04561",
     "Expires 30 June 2028"),
    ("Certified Internal Auditor (CIA)", "The Institute of Internal Auditors", "Cert. no. 298471", "Since 2022"),
]
BR5_SKILLS = ["External audit under ISA (NZ)", "FMC reporting entity audits", "PBE and NZ IFRS reporting",
              "Charities and not-for-profit audit", "Audit quality and ISQM 1", "CaseWare Working Papers",
              "IDEA data analytics", "Power BI", "Xero and MYOB", "Team leadership and coaching"]


def br5_weasyprint():
    from weasyprint import HTML

    def entries(rows):
        out = ""
        for title, employer, place, when, _, items in rows:
            out += (f'<div class="e"><div class="t"><b>{escape(title)}</b><span>{escape(when)}</span></div>'
                    f'<div class="o">{escape(employer)} · {escape(place)}</div>')
            if items:
                out += "<ul>" + "".join(f"<li>{escape(i)}</li>" for i in items) + "</ul>"
            out += "</div>\n"
        return out

    creds = "".join(f"<tr><td><b>{escape(c)}</b></td><td>{escape(b)}</td><td>{escape(n)}</td><td>{escape(d)}</td>"
                    "</tr>" for c, b, n, d in BR5_CREDENTIALS)
    education = "".join(
        f'<div class="e"><div class="t"><b>{escape(q)}</b><span>{escape(w)}</span></div>'
        f'<div class="o">{escape(s)}</div></div>\n' for q, s, w in (
            ("Graduate Diploma of Chartered Accounting (GradDipCA)",
             "Chartered Accountants Australia and New Zealand · CA Program", "2016 – 2018"),
            ("Bachelor of Commerce (BCom), majoring in Accounting and Finance", "University of Auckland · Auckland",
             "2012 – 2015"),
            ("NCEA Level 3", "Matua Heights College · Tauranga", "2011")))
    skills = "".join(f"<li>{escape(s)}</li>" for s in BR5_SKILLS)
    html = f"""<!DOCTYPE html>
<html lang="en-NZ"><head><meta charset="utf-8"><title>Rebekah Thornbury CA – CV</title>
<meta name="author" content="Rebekah Thornbury">
<style>
@page {{ size: A4; margin: 15mm 17mm 16mm 17mm;
  @bottom-right {{ content: "Rebekah Thornbury CA  —  page " counter(page) " of " counter(pages);
                   font: 7.5pt "Liberation Sans", sans-serif; color: #777; }} }}
body {{ font-family: "Liberation Sans", Arial, sans-serif; font-size: 9.4pt; line-height: 1.36; color: #1d2733;
        margin: 0; }}
header {{ border-left: 5px solid #8a1c3b; padding-left: 4mm; margin-bottom: 4mm; }}
h1 {{ font-family: "Liberation Serif", serif; font-size: 25pt; font-weight: normal; margin: 0; color: #1d2733; }}
h1 small {{ font-size: 14pt; color: #8a1c3b; margin-left: 2mm; }}
.label {{ margin: 1mm 0 1mm; font-size: 10.5pt; color: #8a1c3b; }}
.contact {{ font-size: 8.8pt; color: #555; margin: 0; }}
.contact a {{ color: #555; text-decoration: none; }}
h2 {{ font-family: "Liberation Serif", serif; font-variant: small-caps; font-size: 13pt; font-weight: normal;
      color: #8a1c3b; margin: 5mm 0 2mm; border-bottom: .6pt solid #c9b3ba; letter-spacing: .5px; }}
.e {{ margin-bottom: 2.6mm; break-inside: avoid; }}
.t {{ display: flex; justify-content: space-between; }}
.t span {{ white-space: nowrap; color: #555; padding-left: 5mm; }}
.o {{ color: #555; font-style: italic; }}
ul {{ margin: .8mm 0 0; padding-left: 4.6mm; }}
li {{ margin-bottom: .4mm; }}
table.cred {{ width: 100%; border-collapse: collapse; font-size: 8.8pt; }}
table.cred th {{ text-align: left; font-weight: normal; color: #777; font-size: 7.8pt; text-transform: uppercase;
                 border-bottom: .6pt solid #999; padding: 1mm 2mm 1mm 0; }}
table.cred td {{ border-bottom: .4pt solid #ddd; padding: 1.2mm 2mm 1.2mm 0; vertical-align: top; }}
.note {{ font-size: 8.4pt; color: #555; margin: 1.5mm 0 0; }}
ul.skills {{ columns: 2; column-gap: 8mm; }}
p {{ margin: 0 0 1.5mm; }}
</style></head>
<body>
<header>
<h1>Rebekah Thornbury <small>CA</small></h1>
<p class="label">Audit Manager | Chartered Accountant (CA ANZ) | Licensed Auditor</p>
<p class="contact">Tauranga, Bay of Plenty &nbsp;·&nbsp; 021 555 0192 &nbsp;·&nbsp;
<a href="mailto:rebekah.thornbury@example.com">rebekah.thornbury@example.com</a> &nbsp;·&nbsp;
<a href="https://www.linkedin.com/in/rebekahthornbury-ca">linkedin.com/in/rebekahthornbury-ca</a></p>
</header>
<h2>Profile</h2>
<p>Chartered accountant and licensed auditor with eleven years in external audit, in Auckland, Manchester and, since
2019, Tauranga. I run a portfolio of FMC, public-sector, co-operative and charity audits, sign the firm's FMC
opinions and lead a team of nine. I am looking for an audit director or senior manager role in the Bay of Plenty,
or a move to a head of internal audit position.</p>
<h2>Professional credentials</h2>
<table class="cred"><tr><th>Credential</th><th>Body</th><th>Number</th><th>Date</th></tr>
{creds}</table>
<p class="note">CPD: CA ANZ triennium 1 July 2023 – 30 June 2026 completed with 142 hours (minimum 120, of which 60
verifiable); 31 hours logged in the current triennium. Bay of Plenty regional committee, CA ANZ (2023 – present).</p>
<h2>Experience</h2>
{entries(BR5_JOBS)}
<h2>Education</h2>
{education}
<h2>Skills</h2>
<ul class="skills">{skills}</ul>
<h2>Languages</h2>
<p>English (native) &nbsp;·&nbsp; German (intermediate, B1) &nbsp;·&nbsp; te reo Māori (beginner)</p>
<p style="margin-top: 3mm"><i>Referees available on request.</i></p>
</body></html>
"""
    name = "br5-rebekah-thornbury"
    path = os.path.join(FILES, name + ".pdf")
    HTML(string=html).write_pdf(path)
    check_pages(name, pdf_pages(path), 2)
    write_truth(name, {
        "basics": {"name": "Rebekah Thornbury",
                   "label": "Audit Manager | Chartered Accountant (CA ANZ) | Licensed Auditor",
                   "email": "rebekah.thornbury@example.com", "phone": "021 555 0192",
                   "location": {"city": "Tauranga", "region": "Bay of Plenty"},
                   "profiles": [linkedin("rebekahthornbury-ca")]},
        "work": [job(t, e, pl, w, s) for t, e, pl, w, s, _ in BR5_JOBS],
        "education": [
            {"institution": "Chartered Accountants Australia and New Zealand",
             "study_type": "Graduate Diploma of Chartered Accounting (GradDipCA)",
             "dates": dates("2016", "2018", text="2016 – 2018")},
            {"institution": "University of Auckland", "study_type": "Bachelor of Commerce (BCom)",
             "area": "Accounting and Finance", "dates": dates("2012", "2015", text="2012 – 2015")},
            {"institution": "Matua Heights College", "study_type": "NCEA Level 3",
             "dates": dates(None, "2011", text="2011")}],
        "skills": [{"name": s} for s in BR5_SKILLS],
        "certificates": [{"name": c} for c, *_ in BR5_CREDENTIALS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "German", "fluency": "intermediate, B1"},
                      {"language": "te reo Māori", "fluency": "beginner"}],
    })


# ---- br6: solicitor (Waterford), PyMuPDF Story (HTML and CSS laid out by MuPDF), two pages ------------------------
BR6_JOBS = [  # (title, employer, place, dates as printed, truth span, bullets)
    ("Associate Solicitor – Property, Probate & Commercial", "Power Keating & Co. Solicitors", "Waterford",
     "March 2021 – present", ("2021-03", None, True),
     ["Run a caseload of 60–70 live files: residential and commercial conveyancing, commercial leases, farm "
      "transfers and the administration of estates.",
      "Act for two local credit unions on mortgage security and for a housing body on social housing acquisitions.",
      "Draft wills and enduring powers of attorney under the Assisted Decision-Making (Capacity) Act 2015; "
      "advise and draft in Irish for Gaeltacht clients in An Rinn.",
      "Supervise a trainee solicitor and two legal executives."]),
    ("Part-time Tutor, Conveyancing (QQI Level 6 evening course)", "Suir Valley College of Further Education",
     "Waterford", "Sept 2022 – present", ("2022-09", None, True),
     ["One evening a week, September to May: conveyancing practice for legal secretaries and executives."]),
    ("Locum Solicitor (maternity cover)", "Breen Furlong Solicitors", "Dungarvan, Co. Waterford",
     "12 October 2020 – 26 February 2021", ("2020-10-12", "2021-02-26"),
     ["Took over a probate and conveyancing caseload of 45 files; closed 19 sales and purchases."]),
    ("Locum Solicitor (conveyancing)", "Hickey & Walsh Solicitors", "Kilkenny", "June – September 2020",
     ("2020-06", "2020-09"),
     ["Residential conveyancing and Land Registry applications during the first COVID-19 reopening."]),
    ("Solicitor", "Gorman Dempsey LLP", "Dublin", "Nov 2016 – May 2020", ("2016-11", "2020-05"),
     ["Commercial property team: acquisitions, disposals and lettings of offices, retail units and student "
      "accommodation for funds and developers; title reports and CP searches.",
      "Eight-week secondment to a client's in-house legal team in 2019."]),
    ("Trainee Solicitor", "Gorman Dempsey LLP", "Dublin", "Sept 2014 – Nov 2016", ("2014-09", "2016-11"),
     ["Seats: Commercial Property (Sept 2014 – Mar 2015); Litigation & Dispute Resolution (Mar – Sept 2015); "
      "Private Client (Sept 2015 – Apr 2016); Corporate (Apr – Nov 2016)."]),
]
BR6_ADMISSIONS = [  # (admission / certificate, body, number, date, status)
    ("Solicitor (Ireland)", "Law Society of Ireland – Roll of Solicitors", "Roll No. S11874", "Admitted 10 Nov 2016",
     "Practising"),
    ("Practising Certificate 2027", "Law Society of Ireland", "PC/2027/04418", "Valid to 31/12/2027", "Current"),
    ("Solicitor (England and Wales)", "Solicitors Regulation Authority", "SRA ID 623917", "Admitted 3 June 2019",
     "Non-practising"),
]
BR6_SKILLS = ["Residential and commercial conveyancing", "Commercial leases", "Probate and estate administration",
              "Wills and enduring powers of attorney", "Farm transfers and agricultural land",
              "Land Registry and Registry of Deeds applications", "eConveyancing and the Law Society e-Searches",
              "Keyhouse and LEAP case management"]


def no_ligatures(source, target):
    """Saves a copy of a TrueType font without its "liga" (and other optional) OpenType features, with fontTools."""
    import logging
    from fontTools import subset
    from fontTools.ttLib import TTFont
    logging.getLogger("fontTools.subset").setLevel(logging.ERROR)  # "FFTM NOT subset; ... dropped"
    font = TTFont(source)
    options = subset.Options()
    options.layout_features = ["kern", "ccmp", "locl", "mark", "mkmk"]
    options.name_IDs, options.name_languages = ["*"], ["*"]
    options.notdef_outline = options.glyph_names = options.hinting = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=font.getBestCmap().keys())
    subsetter.subset(font)
    font.save(target)


def br6_pymupdf_story():
    import pymupdf

    rows = "".join(f"<tr><td><b>{escape(a)}</b></td><td>{escape(b)}</td><td>{escape(n)}</td><td>{escape(d)}</td>"
                   f"<td>{escape(s)}</td></tr>" for a, b, n, d, s in BR6_ADMISSIONS)

    def entry(title, org, when, items=(), note=None):
        out = (f'<table class="ln"><tr><td class="l"><b>{escape(title)}</b></td>'
               f'<td class="r">{escape(when)}</td></tr></table><p class="org">{escape(org)}</p>')
        if note:
            out += f'<p class="nt">{escape(note)}</p>'
        if items:
            out += "<ul>" + "".join(f"<li>{escape(i)}</li>" for i in items) + "</ul>"
        return out

    experience = "".join(entry(t, f"{e}, {p}", w, items) for t, e, p, w, _, items in BR6_JOBS)
    education = "".join(entry(q, s, w, note=n) for q, s, w, n in (
        ("Professional Practice Courses I and II", "Law Society of Ireland, Blackhall Place, Dublin", "2014 – 2016",
         None),
        ("Diploma in Legal Irish", "Law Society of Ireland, Dublin", "2019", None),
        ("FE-1 Final Examinations (all eight subjects)", "Law Society of Ireland", "2013", None),
        ("LL.M. in Commercial Law", "University College Cork", "2012 – 2013", "First Class Honours"),
        ("Bachelor of Civil Law (BCL)", "University College Dublin", "2009 – 2012",
         "Second Class Honours, Grade 1")))
    skills = "".join(f"<li>{escape(s)}</li>" for s in BR6_SKILLS)
    html = f"""
<h1>Saoirse Ní Mhurchú</h1>
<p class="lab">Solicitor · Conveyancing, Probate &amp; Commercial Property · Irish-language legal services</p>
<p class="con">Tramore Road, Waterford · 087 555 0153 · saoirse.nimhurchu@example.com</p>
<h2>Profile</h2>
<p>Solicitor admitted in Ireland in 2016 (and in England and Wales in 2019, non-practising), with ten years in
property and private client work: a Dublin commercial property practice, two locum posts in the south-east and,
since 2021, associate solicitor in a general practice in Waterford. I advise and draft in English and Irish. I am
seeking a senior associate or salaried partner role in a property and private client practice in Munster or the
south-east.</p>
<h2>Admissions and practising certificate</h2>
<table class="adm"><tr><th>Admission / certificate</th><th>Body</th><th>Number</th><th>Date</th><th>Status</th></tr>
{rows}</table>
<p class="nt">CPD 2026: 24 hours completed (scheme minimum 20), including 3 hours Regulatory Matters and 6 hours
Management &amp; Professional Development Skills. Member, Waterford Law Society (committee, 2023 – present).</p>
<h2>Legal experience</h2>
{experience}
<h2>Education</h2>
{education}
<h2>Areas of practice and skills</h2>
<ul>{skills}</ul>
<h2>Languages</h2>
<p>English – native; Irish – fluent (advise and draft in Irish); French – good working knowledge</p>
<p class="ref"><i>References available on request.</i></p>
"""
    css = """
body { font-family: DVS; font-size: 9.2pt; line-height: 1.3; color: #222; }
h1 { font-size: 22pt; text-align: center; margin: 0; font-weight: normal; letter-spacing: 1px; }
p.lab { text-align: center; font-size: 10pt; color: #0f4d3a; margin: 3pt 0 2pt; }
p.con { text-align: center; font-size: 9pt; color: #555; margin: 0 0 4pt; }
h2 { font-size: 10.5pt; text-transform: uppercase; color: #0f4d3a; margin: 11pt 0 4pt; font-weight: bold;
     border-bottom: 0.6pt solid #0f4d3a; letter-spacing: 1px; }
p { margin: 0 0 3pt; text-align: justify; }
table.adm { width: 100%; font-size: 8.6pt; border-collapse: collapse; }
table.adm th { text-align: left; color: #555; font-weight: normal; border-bottom: 0.6pt solid #888; padding: 1pt 3pt; }
table.adm td { border-bottom: 0.4pt solid #ccc; padding: 2pt 3pt; vertical-align: top; }
table.ln { width: 100%; margin-top: 6pt; border-collapse: collapse; }
td.l { text-align: left; padding: 0; }
td.r { text-align: right; padding: 0; color: #0f4d3a; white-space: nowrap; }
p.org { font-style: italic; color: #444; margin: 0 0 1pt; }
p.nt { font-size: 8.8pt; color: #444; margin: 2pt 0 1pt; }
ul { margin: 1pt 0 0 12pt; padding: 0; }
li { margin-bottom: 1pt; }
p.ref { margin-top: 8pt; }
"""
    name = "br6-saoirse-ni-mhurchu"
    path = os.path.join(FILES, name + ".pdf")
    # MuPDF shapes text with HarfBuzz and writes "fi", "fl" and "ffi" ligatures as U+FB01-style characters, and
    # reads Liberation's hyphen back as a soft hyphen: DejaVu Serif is used with its "liga" feature left out.
    fonts_dir = tempfile.mkdtemp(prefix="br6-fonts-")
    faces = {"DejaVuSerif.ttf": ("normal", "normal"), "DejaVuSerif-Bold.ttf": ("bold", "normal"),
             "DejaVuSerif-Italic.ttf": ("normal", "italic"), "DejaVuSerif-BoldItalic.ttf": ("bold", "italic")}
    for face in faces:
        no_ligatures(DEJAVU + face, os.path.join(fonts_dir, face))
    fonts = pymupdf.Archive(fonts_dir)
    css = ("".join(f"@font-face {{font-family: DVS; src: url({f}); font-weight: {w}; font-style: {st};}}\n"
                   for f, (w, st) in faces.items()) + css)
    story = pymupdf.Story(html=html, user_css=css, archive=fonts)
    writer = pymupdf.DocumentWriter(path)
    page = pymupdf.paper_rect("a4")
    where = page + (58, 50, -58, -50)
    more = 1
    while more:
        device = writer.begin_page(page)
        more, _ = story.place(where)
        story.draw(device)
        writer.end_page()
    writer.close()
    shutil.rmtree(fonts_dir)
    doc = pymupdf.open(path)  # the page numbers and the document's properties, as a Word user would see them
    metadata = {k: v for k, v in doc.metadata.items() if k not in ("format", "encryption") and v}
    doc.set_metadata(dict(metadata, title="Saoirse Ní Mhurchú – CV", author="Saoirse Ní Mhurchú"))
    for number, p in enumerate(doc, 1):
        p.insert_text((page.width / 2 - 14, page.height - 26), f"{number} / {doc.page_count}", fontsize=7.5,
                      fontname="tiro", color=(0.4, 0.4, 0.4))
    tmp = path + ".tmp"
    doc.save(tmp, garbage=3, deflate=True)
    doc.close()
    os.replace(tmp, path)
    check_pages(name, pdf_pages(path), 2)

    write_truth(name, {
        "basics": {"name": "Saoirse Ní Mhurchú",
                   "label": "Solicitor · Conveyancing, Probate & Commercial Property · Irish-language legal services",
                   "email": "saoirse.nimhurchu@example.com", "phone": "087 555 0153",
                   "location": {"city": "Waterford"}},
        "work": [job(t, e, pl, w, s) for t, e, pl, w, s, _ in BR6_JOBS],
        "education": [
            {"institution": "Law Society of Ireland", "study_type": "Professional Practice Courses I and II",
             "dates": dates("2014", "2016", text="2014 – 2016")},
            {"institution": "Law Society of Ireland", "study_type": "Diploma", "area": "Legal Irish",
             "dates": dates(None, "2019", text="2019")},
            {"institution": "Law Society of Ireland", "study_type": "FE-1 Final Examinations",
             "dates": dates(None, "2013", text="2013")},
            {"institution": "University College Cork", "study_type": "LL.M.", "area": "Commercial Law",
             "score": "First Class Honours", "dates": dates("2012", "2013", text="2012 – 2013")},
            {"institution": "University College Dublin", "study_type": "Bachelor of Civil Law (BCL)",
             "score": "Second Class Honours, Grade 1", "dates": dates("2009", "2012", text="2009 – 2012")}],
        "skills": [{"name": s} for s in BR6_SKILLS],
        "certificates": [{"name": "Solicitor (Ireland)"}, {"name": "Practising Certificate"},
                         {"name": "Solicitor (England and Wales)"}],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Irish", "fluency": "fluent"},
                      {"language": "French", "fluency": "good working knowledge"}],
    })


if __name__ == "__main__":
    made_scratch = not os.path.isdir(SCRATCH)
    os.makedirs(SCRATCH, exist_ok=True)
    tempfile.tempdir = SCRATCH
    os.environ["TMPDIR"] = SCRATCH
    try:
        br1_docx_dates_left()
        br2_nhs_application_libreoffice()
        br3_word_filtered_html()
        br4_reportlab_dates_left()
        br5_weasyprint()
        br6_pymupdf_story()
    finally:
        tempfile.tempdir = None
        if made_scratch:
            shutil.rmtree(SCRATCH, ignore_errors=True)
