#!/usr/bin/env python3
"""Renders the forty-seventh held-out batch (au1–au6) into files/ and its truth into truth/.

Written without reading the parser (nor its tests or docs); the only project files read were
holdout_render.py, render_batch44.py in full, the openings of the docstrings of render_batch34–43.py and
render_batch45.py (for the occupations already used; batch 45's decisions in full), lines found by searching
render_batch34–45.py for the brief's occupations, the lines of render_batch40.py on SQA Highers, lines found
by searching the earlier scripts for precedents on "Professional Development" sections (render_batch10.py and
render_batch25.py: trainings and workshops are not certificates) and on placements and practicums, the helpers
imported below as defined in render_batch20.py, render_batch24.py and render_batch26.py (render_batch28.py
looked at for its own), and one truth file (ar4, for the shape). render_batch46.py, written at the same time,
was not read. Six licensed health and education professionals (ten to eighteen years of work) whose resumes
a recruiter sees in one week, none in batch 34–45's occupations: a registered dietitian (RD, CDE) in Calgary,
a podiatrist (AHPRA) in Brisbane, a paramedic and advanced practitioner (HCPC) in Glasgow, a school
psychologist (Ed.S., NCSP, Ohio pupil services licence) in Columbus, Ohio, a registered respiratory therapist
(RRT-ACCS, NBRC, Georgia RCP licence) in Atlanta and an occupational therapist (OTBNZ) in Auckland. Three of
the brief's suggestions were replaced, since batch 37 has a dental hygienist (in Brisbane), batch 39 a
physiotherapist and batch 36 a secondary school (chemistry) teacher, which batch 40 already took to cover a
high-school maths teacher; the cities were kept. The paramedic, the respiratory therapist (batch 26's is
outside batches 34–45) and the occupational therapist were kept. Each resume is made with a different everyday
producer: a DOCX kept as the Word file with the experience and education in borderless tables and the skills
in a ruled three-column table, ReportLab with a left sidebar (the two-column PDF), pdflatex, a LibreOffice PDF
of a Word-style DOCX with right tab stops and a two-column section, WeasyPrint of a resume builder's HTML
template and a plain-text file. They hold what such resumes hold: several roles at one employer and
promotions, current jobs, concurrent part-time evening, Saturday, PRN and bank (zero-hours event) jobs and a
private practice, a locum maternity cover, a rural locum through a locum agency, an agency locum on a working
holiday, a 13-week travel contract, a secondment, a paid school psychology internship, a graduate
assistantship, a new-graduate programme, casual student jobs, unexplained gaps, dates written "Feb 2021 –
current", "Apr 2022 – present", "2018 to 2021", "Mar 2019 – Feb 2020", "Sept. 2017 – Jan. 2018", "2014 to
2016", "09/2012 – 06/2017", "Jul 2019 – current", "Mar 2017 – present", "2016 to 2019", "Jul – Dec 2015",
"01/2014 – 06/2015", "Sept. 2020–Present", "Jan 2018 – Dec 2019", "Aug 2013 – Sept. 2020", "2010 to 2013",
"05/2008 – 03/2010", "2015 – present", "Aug 2021 – Present", "2022 – Present", "08/2012 – 06/2015", "Aug 2011
– May 2012", "May 2012", "Mar 2022 – Present", "2019 – present", "Oct 2017 – Jan 2018", "07/2015 – 09/2017",
"Feb 2024 – current", "Sept. 2024 – present", "03/2022 – 02/2023"; degrees, an Ed.S. and an M.S.Ed., a DipHE,
a part-time MSc in progress, graduate and postgraduate certificates, an integrated dietetic internship,
clinical placements, rotations, a practicum and fieldwork on remark lines, SQA Highers and a Queensland Senior
Certificate with an OP; licences, registrations and certifications with numbers, issuers and expiry dates;
continuing education, CPD and presentations; memberships; grouped and flat skills; spoken languages with
levels.

- au1 (DOCX, python-docx 1.2, kept as the Word file; Calibri 10.5 pt, Letter, two pages; the page count is
  checked on a throw-away LibreOffice PDF): a Canadian dietitian's resume: "Nadia Haddad, RD" in teal, the
  label "Registered Dietitian | Renal & Diabetes Nutrition | Certified Diabetes Educator", a " | " contact
  line ("Calgary, AB T2T 3K7", "403-555-0193", the email, a Word hyperlink printed
  "linkedin.com/in/nadia-haddad-rd"); teal capital headings with a rule; PROFILE; PROFESSIONAL EXPERIENCE
  as a borderless two-column table, one row a job: the bold title, the italic teal employer and "List
  Bullet" items in the wide left cell, the bold dates over the place right-aligned in the narrow right
  one: "Registered Dietitian II – Southern Alberta Renal Program" "Feb 2021 – current", "Registered
  Dietitian – Diabetes Education Centre (0.6 FTE)" "2018 to 2021", "Casual Clinical Dietitian" "Sept. 2017
  – Jan. 2018" and "Food & Nutrition Services Aide (casual)" "2014 to 2016" (in Edmonton, no bullets) at
  "Alberta Health Services", "Consulting Dietitian (part-time, evenings)" "Apr 2022 – present" at a
  private clinic printed after the current job, "Locum Dietitian (maternity leave coverage, 0.4 FTE)"
  "Mar 2019 – Feb 2020" at a primary care network in "Okotoks, AB", overlapping the 0.6 FTE job;
  EDUCATION in the same table form, degree first: "Graduate Certificate in Adult Learning" at the
  University of Calgary "2020 to 2021" with "Werklund School of Education · part-time, online", "BSc in
  Nutrition and Food Science" at the University of Alberta "09/2012 – 06/2017" with "Dietetics major with
  Integrated Dietetic Internship (…placements…, 2016–2017) · GPA 3.7/4.0 · Dean's Honour Roll"; LICENCE &
  CERTIFICATIONS as bullets (the RD registration number and "practice permit valid to Dec 31, 2026", CDE
  "2020, recertified 2025", BLS "exp. 09/2027"); CONTINUING EDUCATION as bullets (a course, MI training,
  a conference poster, a workshop); SKILLS as a three-column table with top and bottom rules, shaded group
  headings in the first row and one item a paragraph in the second; MEMBERSHIPS and LANGUAGES as " · "
  lines. A dietitian in Calgary, AB.
- au2 (ReportLab 5.1 platypus with Lato, A4, one page, the two-column PDF): an Australian podiatrist's
  resume with a plum left sidebar frame (CONTACT: "Paddington, Brisbane QLD 4064", "0491 570 157" (an ACMA
  fictional mobile), a mailto link, a LinkedIn link printed "linkedin.com/in/georgia-mavromatis-pod";
  REGISTRATION & CERTIFICATES as "•" items with the AHPRA number and "renewal due 30/11/2027", "exp."
  dates; SKILLS as "•" items; LANGUAGES as "language – level" lines; MEMBERSHIPS; REFEREES) and the main
  frame at the right: the name "Georgia Mavromatis", the label "Senior Podiatrist | High Risk Foot &
  Diabetes | Paediatric Biomechanics", PROFILE, PROFESSIONAL EXPERIENCE with a bold title and the dates at
  the right (a two-cell table) over an italic "Employer · Place" line and "•" bullets: "Senior Podiatrist
  (HP4) – High Risk Foot Service" "Jul 2019 – current" in "Herston, QLD" and "Podiatrist (HP3) – Community
  & Oral Health" "2016 to 2019" in "Chermside, QLD" at "Metro North Health", "Podiatrist (part-time,
  Saturdays)" "Mar 2017 – present" at a private clinic printed between them, "Locum Podiatrist (rural &
  remote)" "Jul – Dec 2015" at a locum agency in "Mount Isa, QLD", "Graduate Podiatrist" "01/2014 –
  06/2015" with no bullets; EDUCATION degree first in the same form: "Graduate Certificate of Wound Care"
  at Monash University "2021 – 2022" ("Completed online, part-time · Capstone: …"), "Bachelor of
  Podiatry" at "Queensland University of Technology (QUT)" "2010 – 2013" ("GPA 6.2/7.0 · Clinical
  placements: …"), "Queensland Senior Certificate" "2009" "OP 4"; CONTINUING PROFESSIONAL DEVELOPMENT as
  bullets. pdftotext prints the sidebar's blocks before and between the main column's lines. A podiatrist
  in Brisbane, QLD.
- au3 (pdflatex, TeX Gyre Pagella, 10 pt, A4, two pages, hyphenation off): a Scottish paramedic's CV: the
  centred name "Euan McLaughlin", the label "Paramedic | Advanced Practitioner in Urgent Care | HCPC
  Registered", a "•" contact line ("Dennistoun, Glasgow G31 2NZ", "07700 900418" (an Ofcom drama mobile), a
  mailto link) and a LinkedIn link printed "linkedin.com/in/euan-mclaughlin-para" on the next line; green
  small-caps headings over a rule; Personal Profile; Employment History with each employer printed once in
  bold over its roles ("Title · Place" with the dates at the right, itemize bullets): "Advanced Practitioner
  in Urgent Care" "Sept. 2020–Present", "Practice Educator (secondment to Glasgow Caledonian University)"
  "Jan 2018 – Dec 2019", "Paramedic" "Aug 2013 – Sept. 2020" (all "Glasgow"), "Ambulance Technician"
  "2010 to 2013" in "Paisley" and "Patient Transport Service Care Assistant" "05/2008 – 03/2010" in
  "Greenock" (no bullets) under "Scottish Ambulance Service", then "Bank Paramedic (event medical cover,
  zero hours)" "2015 – present" under an event medical company; Education degree first (the bold
  qualification with the dates at the right, the italic institution, a small remark line): "MSc Advanced
  Clinical Practice (part-time)" "2021 – present" with "PgCert awarded 2022; Independent and
  Supplementary Prescribing … completed 2024", "BSc (Hons) Paramedic Practice" "2014 – 2016" "Upper Second
  Class Honours (2:1) · part-time top-up degree …", "DipHE Paramedic Practice" "2011 – 2013" (all at
  Glasgow Caledonian University), "SQA Highers" at "Riddrie Park Academy, Glasgow" "2007" with the subject
  grades; Registration & Certificates as bullets (the HCPC number, an annotation, "valid to 03/2027",
  issuers and years); Skills as three bold-labelled ", " paragraphs; Continuing Professional Development;
  Memberships; Languages; Additional Information (a C1 driving licence, PVG membership, references). A
  paramedic in Glasgow, Scotland.
- au4 (LibreOffice 7.4 PDF of a DOCX written with python-docx, Arial shown as Liberation Sans, 10 pt,
  Letter, two pages): a US school psychologist's resume: the centred name in capitals "MARCUS D. ELLISON,
  Ed.S., NCSP" in navy, the label "School Psychologist | Evaluation Team Reports, MTSS & Crisis Response",
  a "•" contact line ("Columbus, OH 43214", "(614) 555-0182", the email, "linkedin.com/in/marcusellison-ncsp"
  as text); navy capital headings with a rule; PROFESSIONAL SUMMARY; LICENSURE & CERTIFICATION first, as
  "List Bullet" items (the Ohio pupil services licence "valid through 06/30/2029", the State Board of
  Psychology licence, NCSP with "renewal due 12/31/2027", two NASP/CPI trainings with years; LibreOffice
  prints the bullets in OpenSymbol); PROFESSIONAL EXPERIENCE with a bold title and bold dates on a right
  tab over an italic "Employer, City, ST" line and bullets: "Lead School Psychologist" "Aug 2021 – Present"
  and "School Psychologist" "Aug 2015 – Jul 2021" at a city school district, "School Psychologist, Private
  Practice (part-time)" "2022 – Present" at his own LLC printed between them, "School Psychologist"
  "08/2012 – 06/2015" at the Educational Service Center of Central Ohio, "School Psychology Intern" "Aug
  2011 – May 2012" in "Newark, OH", "Graduate Assistant, Office of Learning Resources" "2009 – 2011" at the
  University of Dayton with no bullets; EDUCATION in the same form: "Specialist in Education (Ed.S.),
  School Psychology" "May 2012" and "Master of Science in Education (M.S.Ed.), Educational Psychology" "May
  2011" at the University of Dayton ("GPA 3.94/4.00 · NASP-approved program · Practicum: …"), "Graduate
  Certificate in Applied Behavior Analysis" "2017 – 2018" at "Ball State University (online)", "Bachelor of
  Arts in Psychology, minor in Spanish" "2005 – 2009" at Ohio University ("cum laude · GPA 3.61/4.00");
  AREAS OF EXPERTISE as bullets in a two-column continuous section (pdftotext prints the columns one after
  the other); PRESENTATIONS & PROFESSIONAL DEVELOPMENT; PROFESSIONAL AFFILIATIONS; LANGUAGES as a "; "
  line. A school psychologist in Columbus, OH.
- au5 (WeasyPrint 70 of a resume builder's HTML template, Carlito, Letter, two pages): an American
  respiratory therapist's resume: a navy header band with "Tamika R. Billups, MS, RRT-ACCS", the label
  "Registered Respiratory Therapist | Adult Critical Care, ECMO & Neonatal Transport" and a " | " contact
  line ("Atlanta, GA 30316", "(404) 555-0137", a mailto link, a LinkedIn link printed
  "linkedin.com/in/tamika-billups-rrt"); letter-spaced capital headings with an orange bar (pdftotext prints
  "S U M M A RY"); Summary; Experience with each employer printed once (bold, with "City, ST" at the right
  over a rule) over its roles (a bold italic title with the dates at the right, a <ul>): "Lead Respiratory
  Therapist – Cardiovascular ICU" "Mar 2022 – Present" and "Respiratory Therapist II" "Jun 2018 – Feb
  2022" at one hospital, "Respiratory Therapist (PRN)" "2019 – present" at a children's hospital, "Travel
  Respiratory Therapist (13-week contract)" "Oct 2017 – Jan 2018" at a travel staffing agency in
  "Nashville, TN", "Respiratory Therapist I" "07/2015 – 09/2017" in "Macon, GA"; Education degree first:
  "M.S. in Respiratory Therapy" "Aug 2020 – May 2022" and "B.S. in Respiratory Therapy" "2011 – 2015" at
  "Georgia State University, Atlanta, GA", with "GPA 3.92 · Capstone: …" and a "Clinical rotations: …"
  line; Licenses & Certifications as a two-column table (the credential at the left, "issuer · number ·
  year" or "exp." date at the right); Skills as three labelled columns of bullets; Continuing Education;
  Memberships; Languages as a " · " line. A respiratory therapist in Atlanta, GA.
- au6 (plain text, UTF-8, LF line ends, 88 columns, en dashes, "·", "•" and macrons typed): a New Zealand
  occupational therapist's CV: "ANA LOLOHEA", the label "Occupational Therapist | Acute Neurosciences &
  Hand Therapy", "Mt Albert, Auckland 1025" and a " · " line with the phone "022 555 0164", the email and
  "linkedin.com/in/ana-lolohea-ot"; capital headings underlined with "="; PROFILE; WORK HISTORY with the
  title on one line, "Employer | Place | dates" on the next and " • " bullets: "Senior Occupational
  Therapist – Neurosciences" "Feb 2024 – current" and "Occupational Therapist – Neurosciences" "Mar 2023 –
  Jan 2024" (no bullets) at "Te Whatu Ora – Te Toka Tumai Auckland", "Grafton, Auckland", "Hand Therapist
  (part-time, Saturdays)" "Sept. 2024 – present" at a private clinic printed between them, "Occupational
  Therapist (agency locum, working holiday)" "03/2022 – 02/2023" in "London, UK", "Occupational Therapist –
  Acute Medicine & Older Adults" "2020 to 2022", "Occupational Therapist (new graduate programme)" "Jan 2019
  – Dec 2019" and "Healthcare Assistant (casual)" "2016 to 2018" (no bullets) at "Counties Manukau
  Health", "Ōtāhuhu, Auckland"; EDUCATION degree first, the qualification over "Institution | dates" and an
  indented remark: "Postgraduate Certificate in Health Science (Hand and Upper Limb Rehabilitation)" "2023
  – 2024" with "Completed with Distinction; part-time", "Bachelor of Health Science (Occupational Therapy)"
  "2016 – 2018" with "GPA 7.1/9. Fieldwork placements (1,000+ hours): …", both at "Auckland University of
  Technology (AUT)"; REGISTRATION & CERTIFICATES as " • " items (the OTBNZ number wrapped after "Reg." and
  "Annual Practising Certificate expires 31/03/2027", "valid until 08/2027", an issuer and year); SKILLS as
  " • " items; PROFESSIONAL DEVELOPMENT; MEMBERSHIPS; LANGUAGES as a ", " line; "Referees available on
  request." An occupational therapist in Auckland, New Zealand.

Decisions for this batch (documented here because the documents leave them to the reader):
- Several roles at one employer are separate work entries, each with the employer's name and location and
  its own dates (au1, au2, au3, au4, au5, au6). Locum, maternity cover, agency locum, travel contract,
  casual, PRN, bank (zero hours), part-time evening and Saturday jobs, a private practice, a secondment, a
  paid internship, a graduate assistantship, a new-graduate programme and student jobs printed under the
  experience heading are work entries; concurrent jobs are entries in printed order (au1's consulting job
  and locum, au2's Saturday job, au3's bank job, au4's private practice, au5's PRN job, au6's Saturday
  job). au3's secondment is printed as a role under "Scottish Ambulance Service", so the Service is its
  employer and the university is part of the title (as batch 44's ar1). An agency locum or travel contract
  has the agency as its employer (batch 45): au2's "Outback Allied Health Locums Pty Ltd" (the health
  service in the bullet is not the employer), au5's "Meridian Allied Travel Staffing", au6's "Thames Allied
  Health Recruitment Ltd". au4's private practice has its LLC as the employer ("Ellison Psychoeducational
  Services, LLC"). Clinical placements, rotations, practicums, fieldwork and the integrated dietetic
  internship printed on an education remark line are part of the degree, not work entries (batch 44);
  continuing education, CPD, presentations, memberships, service on committees and referees are not work
  entries. Gaps are nothing in the truth.
- A title's own dash, comma or parenthesis is part of the position ("Registered Dietitian II – Southern
  Alberta Renal Program", "Registered Dietitian – Diabetes Education Centre (0.6 FTE)", "Locum Dietitian
  (maternity leave coverage, 0.4 FTE)", "Senior Podiatrist (HP4) – High Risk Foot Service", "Locum
  Podiatrist (rural & remote)", "Bank Paramedic (event medical cover, zero hours)", "School Psychologist,
  Private Practice (part-time)", "Graduate Assistant, Office of Learning Resources", "Lead Respiratory
  Therapist – Cardiovascular ICU", "Travel Respiratory Therapist (13-week contract)", "Occupational
  Therapist (agency locum, working holiday)", "Occupational Therapist (new graduate programme)"). An
  employer's "Ltd.", "Ltd", "Pty Ltd" and "LLC" stay; "Te Whatu Ora – Te Toka Tumai Auckland" is one name,
  its dash part of it (au6's " | " separates employer, place and dates). Work locations as printed
  ("Calgary, AB", "Okotoks, AB", "Edmonton, AB", "Herston, QLD", "Paddington, QLD", "Chermside, QLD",
  "Mount Isa, QLD", "Maroochydore, QLD", "Glasgow", "Paisley", "Greenock", "Columbus, OH", "Newark, OH",
  "Dayton, OH", "Atlanta, GA", "Nashville, TN", "Macon, GA", "Grafton, Auckland", "Eden Terrace, Auckland",
  "London, UK", "Ōtāhuhu, Auckland"); au3's employers print no place of their own, so each role has the
  place printed beside its title, and au5's roles have the place printed beside their employer.
- Dates: "current", "present" and "Present" make a job or programme current from its start ("2015 –
  present", "2022 – Present", "2019 – present" and "2021 – present" from the year). "Sept." and "Sept"
  are September and "Jan." January; date_text keeps the periods ("Sept. 2017 – Jan. 2018", "Sept.
  2020–Present" with its unspaced en dash, which pdflatex prints as typed). "Jul – Dec 2015" runs between
  those months of that year. "A to B" is a range like "A – B" ("2018 to 2021", date_text as printed).
  Numeric "09/2012", "01/2014", "05/2008", "08/2012", "07/2015", "03/2022" are months; years alone keep
  years only. A single month or year is the end date (au4's "May 2012" and "May 2011", au2's "2009", au3's
  "2007"). LaTeX's "--" in au3's education is printed "–" and kept so.
- Education:
  - au1: "Graduate Certificate in Adult Learning" is "Graduate Certificate" / "Adult Learning" (the school
    of education and mode a remark); "BSc in Nutrition and Food Science" is "BSc" / "Nutrition and Food
    Science" with the score "3.7/4.0" (the dietetics major, the internship and the honour roll on the
    remark line are not the area or the score).
  - au2: "Graduate Certificate of Wound Care" is "Graduate Certificate" / "Wound Care" at "Monash
    University" (online study a remark); "Bachelor of Podiatry" has no area (as "Master of City Planning
    (MCP)" in batch 44), the score "6.2/7.0"; "Queensland Senior Certificate" is a school-leaving
    qualification with no area and the score "OP 4" (its Overall Position, one result, as batch 40's
    Leaving Certificate points). "Queensland University of Technology (QUT)" keeps its printed acronym.
  - au3: "MSc Advanced Clinical Practice (part-time)" is "MSc" / "Advanced Clinical Practice", current
    from 2021 (the mode left out, batch 40; the PgCert awarded on the way and the prescribing module a
    remark); "BSc (Hons) Paramedic Practice" is "BSc (Hons)" / "Paramedic Practice" with the score "Upper
    Second Class Honours (2:1)"; "DipHE Paramedic Practice" is "DipHE" / "Paramedic Practice"; "SQA
    Highers" has no area and no score (its subject grades are not one, batch 40), its institution without
    ", Glasgow".
  - au4: "Specialist in Education (Ed.S.), School Psychology" is "Specialist in Education (Ed.S.)" /
    "School Psychology" with "3.94/4.00"; "Master of Science in Education (M.S.Ed.), Educational
    Psychology" is "Master of Science in Education (M.S.Ed.)" / "Educational Psychology" (batch 44's ar1
    form); "Graduate Certificate in Applied Behavior Analysis" is "Graduate Certificate" / "Applied
    Behavior Analysis" at "Ball State University" ("(online)" the mode, as a city is dropped); "Bachelor
    of Arts in Psychology, minor in Spanish" is "Bachelor of Arts" / "Psychology" with "3.61/4.00" (the
    minor and cum laude are not the area or score). The institutions drop ", Dayton, OH" and ", Athens,
    OH".
  - au5: "M.S. in Respiratory Therapy" is "M.S." / "Respiratory Therapy" with the score "3.92" ("GPA");
    "B.S. in Respiratory Therapy" is "B.S." / "Respiratory Therapy" (the clinical rotations a remark). The
    institution drops ", Atlanta, GA".
  - au6: "Postgraduate Certificate in Health Science (Hand and Upper Limb Rehabilitation)" is
    "Postgraduate Certificate in Health Science" / "Hand and Upper Limb Rehabilitation" and "Bachelor of
    Health Science (Occupational Therapy)" is "Bachelor of Health Science" / "Occupational Therapy" (the
    parenthesis after the qualification is its field, batch 29 and batch 44's ar4); the first has the
    score "Distinction" ("Completed with Distinction", as batch 40's "Completed with Merit"), the second
    "7.1/9".
- Certificates, licences and registrations drop the issuer, registration, licence, certificate and member
  numbers, years, "exp.", "valid to", "valid until", "valid through", "renewal due", "recertified" and
  "practice permit"/"Annual Practising Certificate" expiry remarks, and keep an abbreviation, code, level or
  post-nominal printed as part of the name: au1's "Registered Dietitian (RD)", "Certified Diabetes Educator
  (CDE)", "Basic Life Support (BLS) Provider"; au2's "Registered Podiatrist (General Registration)",
  "Provide CPR (HLTAID009)", "Blue Card (Working with Children Check)" (a check listed under
  certificates, batch 45); au3's "Registered Paramedic" (HCPC and its number dropped), "Independent
  Prescriber", "Advanced Life Support (ALS) Provider", "Pre-Hospital Trauma Life Support (PHTLS)", "Major
  Incident Medical Management and Support (MIMMS)", "IHCD Emergency Response Driving" (the "(blue-light)"
  after the issuer's name a remark); au4's "Professional Pupil Services License – School Psychologist",
  "Licensed School Psychologist", "Nationally Certified School Psychologist (NCSP)", "PREPaRE Workshop 2:
  Crisis Intervention & Recovery", "CPI Safety Intervention Foundation Certification"; au5's eight
  credentials as printed in the table's left column; au6's "Registered Occupational Therapist", "NZRC CORE
  Immediate", "Safe Moving and Handling Key Trainer". Courses, workshops, conferences and presentations
  under CONTINUING EDUCATION, CONTINUING PROFESSIONAL DEVELOPMENT, PRESENTATIONS & PROFESSIONAL DEVELOPMENT
  and PROFESSIONAL DEVELOPMENT are not certificates (batches 10 and 25); memberships, au3's driving
  licence and PVG membership under Additional Information are not certificates either.
- basics.name drops credentials after the name ("Nadia Haddad, RD", "MARCUS D. ELLISON, Ed.S., NCSP",
  "Tamika R. Billups, MS, RRT-ACCS") and is written in ordinary case ("Marcus D. Ellison", "Ana Lolohea").
  The label is the line under the name, whole. Basics location is the city with the province or state
  printed beside it, without a postal code, postcode or suburb: "Calgary, AB T2T 3K7" is "Calgary" / "AB";
  "Paddington, Brisbane QLD 4064" is "Brisbane" / "QLD"; "Dennistoun, Glasgow G31 2NZ" is "Glasgow";
  "Columbus, OH 43214"; "Atlanta, GA 30316"; "Mt Albert, Auckland 1025" is "Auckland" (no country printed
  anywhere). LinkedIn addresses printed as text get "https://www."; links use their targets.
- Skills are the listed items as printed, a group's label left out; ", ", "•", table cells and lines
  separate items, commas inside parentheses do not ("Renal nutrition (HD, PD, transplant)",
  "Psychoeducational evaluation (WISC-V, WJ IV, KTEA-3)", "Cognitive assessment (MoCA, OT-APST, ACE-III)");
  au4's first item wraps inside its column and is one item. Spoken languages with their fluency as
  printed ("native", "fluent", "intermediate", "conversational", "basic", "Level 1"); British Sign Language
  counts as a language (batch 16).

Truth conventions as in batches 5–45: date_text as printed, the work entry's location where printed, phones
as printed. Phones are 555 numbers in Canada, the US and New Zealand, an ACMA fictional mobile in Australia
and an Ofcom drama mobile in the UK; emails at example.com. Every person, employer, clinic, school
district, high school, licence, registration, member and certificate number, phone and email is invented,
except the public bodies named as they are (Alberta Health Services, Metro North Health, the North West
Hospital and Health Service, the Scottish Ambulance Service, the Educational Service Center of Central Ohio,
Te Whatu Ora – Te Toka Tumai Auckland and Counties Manukau Health, Dayton Public Schools) with their
hospitals, and the universities, colleges and issuers (the University of Calgary, the University of Alberta,
the College of Dietitians of Alberta, the Canadian Diabetes Educator Certification Board, the Heart and
Stroke Foundation, CAND, Diabetes Canada, Dietitians of Canada, Monash University, QUT, Griffith, the
Podiatry Board of Australia and AHPRA, St John Ambulance, Diabetes Feet Australia, Wounds Australia, the
Australian Podiatry Association, Glasgow Caledonian University, the HCPC, the Resuscitation Council UK,
NAEMT, ALSG, IHCD, NHS Education for Scotland, the College of Paramedics, the Royal College of Emergency
Medicine, the University of Dayton, Ball State University, Ohio University, the Ohio Department of Education
& Workforce, the State Board of Psychology of Ohio, NASP, OSPA, the Crisis Prevention Institute, Western
Psychological Services, Georgia State University, Grady Memorial Hospital, Children's Healthcare of
Atlanta, the Atlanta VA Medical Center, the NBRC, the Georgia Composite Medical Board, the American Heart
Association, the American Academy of Pediatrics, ELSO, the AARC, GSRC, AUT, the Occupational Therapy Board
of New Zealand, the New Zealand Resuscitation Council, OTNZ-WNA and NZAHT), which are real institutions,
named as any resume names them.

Tools on the machine that wrote this batch: python-docx 1.2, LibreOffice 7.4 (soffice, for au4's PDF and
au1's page count), pdflatex (TeX Live 2022 with tgpagella, titlesec, enumitem, hyperref and microtype),
poppler-utils, fonts-dejavu, Carlito, Lato and Liberation fonts were installed; ReportLab 5.1 and
WeasyPrint 70 were installed with pip for this batch. fpdf2 and wkhtmltopdf were there but not used, so
that this batch's sidebar PDF and HTML PDF come from other producers than batch 44's and 45's.
libreoffice_pdf, lo_page_count, pdflatex, new_docx, bottom_border, section_columns, shade, tex, work_truth,
dates, check_pages, pdf_pages, write_text, write_truth and linkedin come from holdout_render.py;
cell_margins, no_borders and table_geometry from render_batch20.py, docx_hyperlink and flat_skills from
render_batch24.py and grouped_jobs and table_borders from render_batch26.py.
Run from this folder: python3 render_batch47.py
"""
import os
import textwrap
from xml.sax.saxutils import escape

from holdout_render import (FILES, bottom_border, check_pages, dates, libreoffice_pdf, linkedin, lo_page_count,
                            new_docx, pdf_pages, pdflatex, section_columns, shade, tex, work_truth,
                            write_text, write_truth)
from render_batch20 import cell_margins, no_borders, table_geometry
from render_batch24 import docx_hyperlink, flat_skills
from render_batch26 import grouped_jobs, table_borders


# ---- au1: registered dietitian (Calgary), DOCX kept as the Word file, experience and education in tables --------
AU1_AHS = "Alberta Health Services"
AU1_JOBS = [
    ("Registered Dietitian II – Southern Alberta Renal Program", AU1_AHS, "Calgary, AB", "Feb 2021 – current",
     ("2021-02", None, True),
     ["Clinical dietitian for 140 in-centre and home haemodialysis patients at the Sheldon M. Chumir and "
      "South Calgary units; monthly bloodwork review, phosphate and potassium management and oral nutrition "
      "support.",
      "Co-lead the program's kidney transplant pre-assessment nutrition clinic with the transplant coordinator "
      "and pharmacist.",
      "Wrote the program's plant-forward renal diet handouts (now used across the Calgary Zone) and teach the "
      "monthly \u201cEating Well with Kidney Disease\u201d class.",
      "Preceptor for University of Alberta dietetic interns (two to three a year)."]),
    ("Consulting Dietitian (part-time, evenings)", "Chinook Nutrition Counselling Ltd.", "Calgary, AB",
     "Apr 2022 – present", ("2022-04", None, True),
     ["Virtual and in-person counselling for diabetes, chronic kidney disease and PCOS; about 8 hours a week, "
      "billed to extended health benefits."]),
    ("Registered Dietitian – Diabetes Education Centre (0.6 FTE)", AU1_AHS, "Calgary, AB", "2018 to 2021",
     ("2018", "2021"),
     ["Individual and group education for adults with type 1, type 2 and gestational diabetes; carbohydrate "
      "counting, insulin-to-carb ratios and pump starts with the diabetes nurse educators.",
      "Moved the group program online in 2020 (Zoom) and kept attendance above 85%."]),
    ("Locum Dietitian (maternity leave coverage, 0.4 FTE)", "Foothills West Primary Care Network", "Okotoks, AB",
     "Mar 2019 – Feb 2020", ("2019-03", "2020-02"),
     ["Weight management, prediabetes and infant feeding referrals for seven family practices."]),
    ("Casual Clinical Dietitian", AU1_AHS, "Calgary, AB", "Sept. 2017 – Jan. 2018", ("2017-09", "2018-01"),
     ["Relief coverage on medicine, surgery and long-term care units at Foothills Medical Centre and Rockyview "
      "General Hospital; enteral and parenteral nutrition assessments."]),
    ("Food & Nutrition Services Aide (casual)", AU1_AHS, "Edmonton, AB", "2014 to 2016", ("2014", "2016"), []),
]
AU1_CERTS = [("Registered Dietitian (RD) – College of Dietitians of Alberta, Reg. No. 3127, practice permit valid to "
              "Dec 31, 2026", "Registered Dietitian (RD)"),
             ("Certified Diabetes Educator (CDE) – Canadian Diabetes Educator Certification Board, 2020, "
              "recertified 2025", "Certified Diabetes Educator (CDE)"),
             ("Basic Life Support (BLS) Provider – Heart and Stroke Foundation of Canada, exp. 09/2027",
              "Basic Life Support (BLS) Provider")]
AU1_SKILLS = [("Clinical Nutrition", ["Renal nutrition (HD, PD, transplant)", "Diabetes and insulin pump therapy",
                                      "Enteral and parenteral nutrition", "Malnutrition screening (SGA, MST)",
                                      "Nutrition-focused physical exam"]),
              ("Counselling & Education", ["Motivational interviewing", "Group education design",
                                           "Virtual care delivery", "Plain-language patient materials",
                                           "Student preceptorship"]),
              ("Systems & Tools", ["Connect Care (Epic)", "Dexcom Clarity", "Medtronic CareLink",
                                   "ESHA Food Processor", "Microsoft 365"])]


def au1_dietitian_docx():
    from docx.enum.table import WD_CELL_VERTICAL_ALIGNMENT
    from docx.enum.text import WD_ALIGN_PARAGRAPH
    from docx.shared import Inches, Pt, RGBColor

    teal = RGBColor(0x0F, 0x5E, 0x63)
    grey = RGBColor(0x59, 0x59, 0x59)
    document = new_docx(author="Nadia Haddad", title="Nadia Haddad, RD – Resume", page=(Inches(8.5), Inches(11)),
                        margins=(Inches(0.7), Inches(0.6)), font="Calibri", size=10.5, space_after=2)
    document.styles["List Bullet"].paragraph_format.space_after = Pt(1)

    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(0)
    r = p.add_run("Nadia Haddad, RD"); r.bold = True; r.font.size = Pt(22); r.font.color.rgb = teal
    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(2)
    r = p.add_run("Registered Dietitian | Renal & Diabetes Nutrition | Certified Diabetes Educator")
    r.font.size = Pt(12.5); r.font.color.rgb = grey
    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(6)
    p.add_run("Calgary, AB T2T 3K7  |  403-555-0193  |  nadia.haddad.rd@example.com  |  ")
    docx_hyperlink(p, "https://www.linkedin.com/in/nadia-haddad-rd", "linkedin.com/in/nadia-haddad-rd")

    def heading(text):
        q = document.add_paragraph()
        q.paragraph_format.space_before = Pt(9); q.paragraph_format.space_after = Pt(3)
        q.paragraph_format.keep_with_next = True
        r = q.add_run(text); r.bold = True; r.font.size = Pt(12); r.font.color.rgb = teal
        bottom_border(q, color="0F5E63", size="8")

    def two_column_rows(rows):
        """A borderless table, one row an entry: the entry in the wide left cell, dates and place at the right."""
        table = document.add_table(rows=0, cols=2)
        no_borders(table); table_geometry(table, [8004, 2220]); cell_margins(table, top=0, left=0, bottom=60, right=0)
        for bold, italic, lines, bullets, when, place in rows:
            cells = table.add_row().cells
            left = cells[0].paragraphs[0]; left.paragraph_format.space_after = Pt(0)
            left.add_run(bold).bold = True
            q = cells[0].add_paragraph(); q.paragraph_format.space_after = Pt(1)
            r = q.add_run(italic); r.italic = True; r.font.color.rgb = teal
            for line in lines:
                q = cells[0].add_paragraph(line); q.paragraph_format.space_after = Pt(1)
            for item in bullets:
                cells[0].add_paragraph(item, style="List Bullet")
            right = cells[1].paragraphs[0]; right.alignment = WD_ALIGN_PARAGRAPH.RIGHT
            right.paragraph_format.space_after = Pt(0)
            right.add_run(when).bold = True
            q = cells[1].add_paragraph(place); q.alignment = WD_ALIGN_PARAGRAPH.RIGHT
            q.runs[0].font.color.rgb = grey
            cells[1].vertical_alignment = WD_CELL_VERTICAL_ALIGNMENT.TOP
            spacer = cells[0].add_paragraph(); spacer.paragraph_format.space_after = Pt(0)
            spacer.paragraph_format.line_spacing = Pt(5)

    heading("PROFILE")
    document.add_paragraph(
        "Registered Dietitian and Certified Diabetes Educator with nine years in Alberta hospitals, clinics and "
        "primary care. I help people with kidney disease and diabetes eat well within their treatment plans, and "
        "I write and teach the materials other clinicians use. Comfortable in English, Arabic and French. Looking "
        "for a Dietitian III or clinical lead position in renal or chronic disease care in Calgary.")

    heading("PROFESSIONAL EXPERIENCE")
    two_column_rows([(title, company, [], items, when, place) for title, company, place, when, _, items in AU1_JOBS])

    heading("EDUCATION")
    two_column_rows([
        ("Graduate Certificate in Adult Learning", "University of Calgary",
         ["Werklund School of Education · part-time, online"], [], "2020 to 2021", "Calgary, AB"),
        ("BSc in Nutrition and Food Science", "University of Alberta",
         ["Dietetics major with Integrated Dietetic Internship (clinical, community and food service placements in "
          "Edmonton and Red Deer, 2016–2017) · GPA 3.7/4.0 · Dean's Honour Roll"], [], "09/2012 – 06/2017",
         "Edmonton, AB")])

    heading("LICENCE & CERTIFICATIONS")
    for printed, _ in AU1_CERTS:
        document.add_paragraph(printed, style="List Bullet")

    heading("CONTINUING EDUCATION")
    for line in ("Renal Nutrition Certificate Course – Canadian Association of Nephrology Dietitians (CAND), 2021",
                 "Motivational Interviewing, Levels 1 and 2 – Alberta Health Services, 2019",
                 "Diabetes Canada/CSEM Professional Conference, Calgary – poster presenter, 2024",
                 "Insulin Pump and CGM Workshop for Educators – Diabetes Canada, 2022"):
        document.add_paragraph(line, style="List Bullet")

    heading("SKILLS")
    table = document.add_table(rows=2, cols=3)
    table_borders(table, top=("6", "0F5E63"), bottom=("6", "0F5E63"), insideV=("4", "BFBFBF"))
    table_geometry(table, [3408, 3408, 3408]); cell_margins(table, top=40, left=100, bottom=40, right=100)
    for col, (label, items) in enumerate(AU1_SKILLS):
        head = table.rows[0].cells[col]
        shade(head._tc.get_or_add_tcPr(), "DCEDEE")
        q = head.paragraphs[0]; q.paragraph_format.space_after = Pt(0)
        r = q.add_run(label); r.bold = True; r.font.color.rgb = teal
        cell = table.rows[1].cells[col]
        for k, item in enumerate(items):
            q = cell.paragraphs[0] if k == 0 else cell.add_paragraph()
            q.paragraph_format.space_after = Pt(1)
            q.add_run(item)

    heading("MEMBERSHIPS")
    document.add_paragraph("Dietitians of Canada (member since 2017) · Canadian Association of Nephrology "
                           "Dietitians (CAND)")

    heading("LANGUAGES")
    document.add_paragraph("English (native) · Arabic (fluent) · French (intermediate)")

    name = "au1-nadia-haddad"
    path = os.path.join(FILES, name + ".docx")
    document.save(path)
    check_pages(name, lo_page_count(path, name), 2)
    write_truth(name, {
        "basics": {"name": "Nadia Haddad",
                   "label": "Registered Dietitian | Renal & Diabetes Nutrition | Certified Diabetes Educator",
                   "email": "nadia.haddad.rd@example.com", "phone": "403-555-0193",
                   "location": {"city": "Calgary", "region": "AB"}, "profiles": [linkedin("nadia-haddad-rd")]},
        "work": work_truth(AU1_JOBS),
        "education": [
            {"institution": "University of Calgary", "study_type": "Graduate Certificate", "area": "Adult Learning",
             "dates": dates("2020", "2021", text="2020 to 2021")},
            {"institution": "University of Alberta", "study_type": "BSc", "area": "Nutrition and Food Science",
             "score": "3.7/4.0", "dates": dates("2012-09", "2017-06", text="09/2012 – 06/2017")}],
        "skills": flat_skills(AU1_SKILLS),
        "certificates": [{"name": n} for _, n in AU1_CERTS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Arabic", "fluency": "fluent"},
                      {"language": "French", "fluency": "intermediate"}],
    })


# ---- au2: podiatrist (Brisbane), ReportLab with a left sidebar ---------------------------------------------------
AU2_MNH = "Metro North Health"
AU2_JOBS = [
    ("Senior Podiatrist (HP4) – High Risk Foot Service", AU2_MNH, "Herston, QLD", "Jul 2019 – current",
     ("2019-07", None, True),
     ["Senior clinician in the multidisciplinary high risk foot service at the Royal Brisbane and Women's Hospital: "
      "diabetes-related foot ulcers, Charcot foot, peripheral arterial disease and post-amputation care.",
      "Run the inpatient podiatry consult service (25–30 referrals a week) and the weekly total contact casting "
      "clinic; median healing time for plantar ulcers down from 16 to 11 weeks.",
      "Clinical supervisor for two HP3 podiatrists and QUT and Griffith students on placement; HHS representative "
      "on the Queensland Statewide Diabetes Clinical Network's foot working group."]),
    ("Podiatrist (part-time, Saturdays)", "Paddington Foot & Ankle Clinic", "Paddington, QLD", "Mar 2017 – present",
     ("2017-03", None, True),
     ["General and paediatric podiatry, biomechanical assessment, custom orthoses and nail surgery under local "
      "anaesthetic."]),
    ("Podiatrist (HP3) – Community & Oral Health", AU2_MNH, "Chermside, QLD", "2016 to 2019", ("2016", "2019"),
     ["High-risk foot and wound clinics at three community health centres; started a shared-care pathway with "
      "the vascular outpatient clinic."]),
    ("Locum Podiatrist (rural & remote)", "Outback Allied Health Locums Pty Ltd", "Mount Isa, QLD",
     "Jul – Dec 2015", ("2015-07", "2015-12"),
     ["Six-month locum for the North West Hospital and Health Service, with outreach clinics in Cloncurry and "
      "Doomadgee and Aboriginal and Torres Strait Islander health workers."]),
    ("Graduate Podiatrist", "Coastline Podiatry Group", "Maroochydore, QLD", "01/2014 – 06/2015",
     ("2014-01", "2015-06"), []),
]
AU2_CERTS = [("Registered Podiatrist (General Registration) – Podiatry Board of Australia / AHPRA, POD0001763920, "
              "renewal due 30/11/2027", "Registered Podiatrist (General Registration)"),
             ("Provide CPR (HLTAID009) – St John Ambulance QLD, exp. 04/2027", "Provide CPR (HLTAID009)"),
             ("Blue Card (Working with Children Check) – Queensland, exp. 2028",
              "Blue Card (Working with Children Check)")]
AU2_SKILLS = ["High-risk foot assessment", "Diabetes-related foot ulcer care", "Total contact casting and offloading",
              "Sharp debridement", "Nail surgery (PNA/TNA)", "Toe pressures, ABI/TBI and Doppler",
              "Gait analysis and orthoses", "Paediatric biomechanics", "Clinical supervision", "ieMR", "Cliniko"]
AU2_LANGUAGES = [("English", "native"), ("Greek", "conversational")]


def au2_podiatrist_reportlab():
    from reportlab.lib import colors
    from reportlab.lib.enums import TA_RIGHT
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.lib.fonts import addMapping
    from reportlab.platypus import (BaseDocTemplate, Frame, FrameBreak, KeepTogether, NextPageTemplate,
                                    PageTemplate, Paragraph, Spacer, Table, TableStyle)

    lato = "/usr/share/fonts/truetype/lato/"
    for face, file in (("Lato", "Lato-Regular.ttf"), ("Lato-B", "Lato-Bold.ttf"), ("Lato-I", "Lato-Italic.ttf"),
                       ("Lato-BI", "Lato-BoldItalic.ttf")):
        pdfmetrics.registerFont(TTFont(face, lato + file))
    addMapping("Lato", 0, 0, "Lato"); addMapping("Lato", 1, 0, "Lato-B")
    addMapping("Lato", 0, 1, "Lato-I"); addMapping("Lato", 1, 1, "Lato-BI")

    W, H = A4
    side_w, pad, top = 62 * 2.8346, 14, 40
    plum, pale, ink = colors.HexColor("#3F2A56"), colors.HexColor("#E4DCEE"), colors.HexColor("#262626")
    accent = colors.HexColor("#8A5CB8")
    main_x = side_w + 20
    main_w = W - main_x - 34

    def paint(canvas, doc):
        canvas.saveState()
        canvas.setFillColor(plum); canvas.rect(0, 0, side_w, H, stroke=0, fill=1)
        canvas.restoreState()

    side = Frame(pad, 30, side_w - 2 * pad, H - top - 30, id="side", leftPadding=0, rightPadding=0, topPadding=0,
                 bottomPadding=0)
    main = Frame(main_x, 34, main_w, H - top - 34 + 6, id="main", leftPadding=0, rightPadding=0, topPadding=0,
                 bottomPadding=0)
    main2 = Frame(main_x, 34, main_w, H - top - 34 + 6, id="main2", leftPadding=0, rightPadding=0, topPadding=0,
                  bottomPadding=0)
    name = "au2-georgia-mavromatis"
    path = os.path.join(FILES, name + ".pdf")
    doc = BaseDocTemplate(path, pagesize=A4, title="Georgia Mavromatis – Resume", author="Georgia Mavromatis",
                          leftMargin=0, rightMargin=0, topMargin=0, bottomMargin=0)
    doc.addPageTemplates([PageTemplate("first", [side, main], onPage=paint),
                          PageTemplate("later", [main2], onPage=paint)])

    s_head = ParagraphStyle("sh", fontName="Lato-B", fontSize=10, leading=13, textColor=colors.white,
                            spaceBefore=12, spaceAfter=4)
    s_side = ParagraphStyle("ss", fontName="Lato", fontSize=8.6, leading=11.2, textColor=pale, spaceAfter=3)
    s_side_b = ParagraphStyle("ssb", parent=s_side, leftIndent=8, bulletIndent=0)
    s_name = ParagraphStyle("n", fontName="Lato-B", fontSize=25, leading=29, textColor=plum)
    s_label = ParagraphStyle("l", fontName="Lato", fontSize=11.5, leading=15, textColor=accent, spaceAfter=4)
    s_h = ParagraphStyle("h", fontName="Lato-B", fontSize=11.5, leading=14, textColor=plum, spaceBefore=8,
                         spaceAfter=4)
    s_body = ParagraphStyle("b", fontName="Lato", fontSize=9.0, leading=11.7, textColor=ink)
    s_title = ParagraphStyle("t", parent=s_body, fontName="Lato-B", fontSize=9.8)
    s_when = ParagraphStyle("w", parent=s_body, alignment=TA_RIGHT, textColor=colors.HexColor("#595959"))
    s_meta = ParagraphStyle("m", parent=s_body, fontName="Lato-I", textColor=accent, spaceAfter=2)
    s_bullet = ParagraphStyle("bl", parent=s_body, leftIndent=11, bulletIndent=2, spaceAfter=1.5)

    def side_heading(text):
        return Paragraph(text, s_head)

    story = [side_heading("CONTACT"),
             Paragraph("Paddington, Brisbane QLD 4064", s_side),
             Paragraph("0491 570 157", s_side),
             Paragraph('<a href="mailto:georgia.mavromatis@example.com">georgia.mavromatis@example.com</a>', s_side),
             Paragraph('<a href="https://www.linkedin.com/in/georgia-mavromatis-pod">'
                       'linkedin.com/in/georgia-mavromatis-pod</a>', ParagraphStyle("sl", parent=s_side, fontSize=7.9)),
             side_heading("REGISTRATION &amp; CERTIFICATES")]
    story += [Paragraph(escape(p), s_side_b, bulletText="•") for p, _ in AU2_CERTS]
    story.append(side_heading("SKILLS"))
    story += [Paragraph(escape(s), s_side_b, bulletText="•") for s in AU2_SKILLS]
    story.append(side_heading("LANGUAGES"))
    story += [Paragraph(f"{l} – {f}", s_side) for l, f in AU2_LANGUAGES]
    story.append(side_heading("MEMBERSHIPS"))
    story += [Paragraph(escape(m), s_side_b, bulletText="•") for m in
              ("Australian Podiatry Association (APodA)", "Diabetes Feet Australia",
               "Australian Podiatry Association Queensland Diabetes Special Interest Group")]
    story += [side_heading("REFEREES"), Paragraph("Available on request", s_side)]
    story += [FrameBreak(), NextPageTemplate("later"),
              Paragraph("Georgia Mavromatis", s_name),
              Paragraph("Senior Podiatrist | High Risk Foot &amp; Diabetes | Paediatric Biomechanics", s_label),
              Paragraph("PROFILE", s_h),
              Paragraph("AHPRA-registered podiatrist with twelve years in Queensland public hospitals, community "
                        "health, private practice and rural outreach. My focus is keeping people with diabetes "
                        "on their feet: limb-saving wound care, offloading and casting, and working closely with "
                        "vascular, endocrine and orthotics teams. I supervise and teach, and I still enjoy a "
                        "Saturday list of kids' feet and ingrown toenails. Seeking a Clinical Lead or Advanced "
                        "Podiatrist role in Brisbane.", s_body),
              Paragraph("PROFESSIONAL EXPERIENCE", s_h)]
    for title, company, place, when, _, items in AU2_JOBS:
        row = Table([[Paragraph(escape(title), s_title), Paragraph(escape(when), s_when)]],
                    colWidths=[main_w - 108, 108])
        row.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                                 ("RIGHTPADDING", (0, 0), (-1, -1), 0), ("TOPPADDING", (0, 0), (-1, -1), 0),
                                 ("BOTTOMPADDING", (0, 0), (-1, -1), 1)]))
        block = [row, Paragraph(f"{escape(company)} · {escape(place)}", s_meta)]
        block += [Paragraph(escape(i), s_bullet, bulletText="•") for i in items]
        block.append(Spacer(1, 4.5))
        story.append(KeepTogether(block))

    story.append(Paragraph("EDUCATION", s_h))
    for degree, when, school, remark in (
            ("Graduate Certificate of Wound Care", "2021 – 2022", "Monash University",
             "Completed online, part-time · Capstone: offloading adherence in diabetes-related foot ulcers"),
            ("Bachelor of Podiatry", "2010 – 2013", "Queensland University of Technology (QUT)",
             "GPA 6.2/7.0 · Clinical placements: QUT Health Clinics, Logan Hospital and Toowoomba Hospital"),
            ("Queensland Senior Certificate", "2009", "Ashgrove Heights State High School", "OP 4")):
        row = Table([[Paragraph(escape(degree), s_title), Paragraph(when, s_when)]], colWidths=[main_w - 108, 108])
        row.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                                 ("RIGHTPADDING", (0, 0), (-1, -1), 0), ("TOPPADDING", (0, 0), (-1, -1), 0),
                                 ("BOTTOMPADDING", (0, 0), (-1, -1), 1)]))
        story.append(KeepTogether([row, Paragraph(escape(school), s_meta), Paragraph(escape(remark), s_body),
                                   Spacer(1, 4.5)]))

    story.append(Paragraph("CONTINUING PROFESSIONAL DEVELOPMENT", s_h))
    for item in ("Australian Podiatry Conference, Brisbane – presenter, “Casting in the community”, 2024",
                 "Total Contact Casting Masterclass – Diabetes Feet Australia, 2023",
                 "Advanced Wound Debridement Workshop – Wounds Australia, 2021",
                 "Supervision Essentials for Allied Health – Queensland Health, 2019"):
        story.append(Paragraph(escape(item), s_bullet, bulletText="•"))

    doc.build(story)
    check_pages(name, pdf_pages(path), 1)
    write_truth(name, {
        "basics": {"name": "Georgia Mavromatis",
                   "label": "Senior Podiatrist | High Risk Foot & Diabetes | Paediatric Biomechanics",
                   "email": "georgia.mavromatis@example.com", "phone": "0491 570 157",
                   "location": {"city": "Brisbane", "region": "QLD"},
                   "profiles": [linkedin("georgia-mavromatis-pod")]},
        "work": work_truth(AU2_JOBS),
        "education": [
            {"institution": "Monash University", "study_type": "Graduate Certificate", "area": "Wound Care",
             "dates": dates("2021", "2022", text="2021 – 2022")},
            {"institution": "Queensland University of Technology (QUT)", "study_type": "Bachelor of Podiatry",
             "score": "6.2/7.0", "dates": dates("2010", "2013", text="2010 – 2013")},
            {"institution": "Ashgrove Heights State High School", "study_type": "Queensland Senior Certificate",
             "score": "OP 4", "dates": dates(None, "2009", text="2009")}],
        "skills": [{"name": s} for s in AU2_SKILLS],
        "certificates": [{"name": n} for _, n in AU2_CERTS],
        "languages": [{"language": l, "fluency": f} for l, f in AU2_LANGUAGES],
    })


# ---- au3: paramedic, advanced practitioner (Glasgow), pdflatex ---------------------------------------------------
AU3_SAS = "Scottish Ambulance Service"
AU3_EMPLOYERS = [
    (AU3_SAS, "Glasgow", [
        ("Advanced Practitioner in Urgent Care", "Glasgow", "Sept. 2020–Present", ("2020-09", None, True),
         ["Senior clinical decision-maker for the Glasgow urgent care hub: see-and-treat and see-and-refer for "
          "frail older people, falls, minor illness and injury, cutting conveyance to the Queen Elizabeth "
          "University Hospital emergency department for my caseload to 38%.",
          "Independent prescriber (since 2024) working with GP out-of-hours and the Hospital at Home team; "
          "clinical support desk shifts in the West Ambulance Control Centre.",
          "Lead the region's falls-with-long-lie audit and teach clinical decision-making on the Paramedic "
          "Practice Educator course."]),
        ("Practice Educator (secondment to Glasgow Caledonian University)", "Glasgow",
         "Jan 2018 – Dec 2019", ("2018-01", "2019-12"),
         ["Two-year 0.4 WTE secondment: taught clinical skills and simulation on the BSc Paramedic Science and "
          "assessed students in practice."]),
        ("Paramedic", "Glasgow", "Aug 2013 – Sept. 2020", ("2013-08", "2020-09"),
         ["Frontline A&E paramedic on a double-crewed ambulance at Springburn and Govan stations; about 1,800 "
          "emergency calls a year including cardiac arrests, major trauma and paediatrics.",
          "Team leader on shift and mentor to 12 newly qualified paramedics and student paramedics."]),
        ("Ambulance Technician", "Paisley", "2010 to 2013", ("2010", "2013"),
         ["Emergency technician crewing with a paramedic across Renfrewshire; IHCD Technician course at the "
          "Scottish Ambulance Academy."]),
        ("Patient Transport Service Care Assistant", "Greenock", "05/2008 – 03/2010", ("2008-05", "2010-03"), []),
    ]),
    ("Clydeside Event Medics Ltd", "Glasgow", [
        ("Bank Paramedic (event medical cover, zero hours)", "Glasgow", "2015 – present", ("2015", None, True),
         ["Lead paramedic at concerts, football and Commonwealth sports venues, about two events a month."]),
    ]),
]
AU3_JOBS = [(title, company, place, when, span)
            for company, _, roles in AU3_EMPLOYERS for title, place, when, span, _ in roles]
AU3_CERTS = [("Registered Paramedic – Health and Care Professions Council (HCPC), PA41872", "Registered Paramedic"),
             ("Independent Prescriber – annotated on the HCPC Register, 2024", "Independent Prescriber"),
             ("Advanced Life Support (ALS) Provider – Resuscitation Council UK, valid to 03/2027",
              "Advanced Life Support (ALS) Provider"),
             ("Pre-Hospital Trauma Life Support (PHTLS) – NAEMT, 2023", "Pre-Hospital Trauma Life Support (PHTLS)"),
             ("Major Incident Medical Management and Support (MIMMS) – ALSG, 2019",
              "Major Incident Medical Management and Support (MIMMS)"),
             ("IHCD Emergency Response Driving (blue-light), 2011", "IHCD Emergency Response Driving")]
AU3_SKILLS = [("Clinical", ["Urgent and unscheduled care assessment", "Independent prescribing",
                            "Frailty and falls", "Minor injury and wound closure", "12-lead ECG interpretation",
                            "Advanced airway (i-gel, RSI assist)", "Major trauma and major incident"]),
              ("Education & leadership", ["Practice education and assessment", "Simulation teaching",
                                          "Clinical audit", "Shift leadership and mentoring"]),
              ("Systems", ["Scottish Ambulance Service ePR", "Adastra", "SCI Store", "Microsoft 365"])]


def au3_paramedic_pdflatex():
    def role(title, place, when, items):
        out = f"\\role{{{tex(title)}}}{{{place}}}{{{when}}}\n"
        if items:
            out += ("\\begin{itemize}\n" + "".join("  \\item " + tex(i) + "\n" for i in items) + "\\end{itemize}\n")
        return out

    experience = ""
    for company, _, roles in AU3_EMPLOYERS:
        experience += f"\\employer{{{tex(company)}}}\n" + "".join(role(t, p, w, i) for t, p, w, _, i in roles)
    src = r"""\documentclass[10pt,a4paper]{article}
\usepackage[T1]{fontenc}
\usepackage[utf8]{inputenc}
\usepackage{tgpagella}
\usepackage[a4paper,left=1.9cm,right=1.9cm,top=1.6cm,bottom=1.7cm]{geometry}
\usepackage{titlesec}
\usepackage{enumitem}
\usepackage[dvipsnames]{xcolor}
\usepackage[hidelinks]{hyperref}
\usepackage{microtype}
\definecolor{sasgreen}{HTML}{00553A}
\pagestyle{empty}
\setlength{\parindent}{0pt}
\hyphenpenalty=10000
\titleformat{\section}{\large\scshape\color{sasgreen}}{}{0pt}{}[{\color{sasgreen}\titlerule}]
\titlespacing*{\section}{0pt}{10pt}{5pt}
\setlist[itemize]{leftmargin=1.3em,itemsep=1pt,parsep=0pt,topsep=2pt}
\newcommand{\employer}[1]{\vspace{6pt}{\large\bfseries #1}\par\vspace{1pt}}
\newcommand{\role}[3]{\vspace{2pt}\textbf{#1} \textperiodcentered\ \textit{#2}\hspace{1em plus 1fill}#3\par}
\newcommand{\edu}[4]{\textbf{#1}\hfill #3\par\textit{#2}\par{\small #4}\par\vspace{5pt}}
\begin{document}
\begin{center}
{\Huge Euan McLaughlin}\par\vspace{4pt}
{\large Paramedic \textbar{} Advanced Practitioner in Urgent Care \textbar{} HCPC Registered}\par\vspace{4pt}
Dennistoun, Glasgow G31 2NZ \enspace\textbullet\enspace 07700 900418 \enspace\textbullet\enspace
\href{mailto:euan.mclaughlin@example.com}{euan.mclaughlin@example.com}\\
\href{https://www.linkedin.com/in/euan-mclaughlin-para}{linkedin.com/in/euan-mclaughlin-para}
\end{center}

\section{Personal Profile}
HCPC-registered paramedic with eighteen years in the Scottish Ambulance Service, from patient transport to
advanced practice. I now work as an Advanced Practitioner in Urgent Care and independent prescriber in
Glasgow, keeping people safely at home when the emergency department is not the right place for them. An
experienced practice educator and mentor. Seeking a Consultant Paramedic trainee or Advanced Practitioner
team lead post in the West of Scotland.

\section{Employment History}
""" + experience + r"""
\section{Education}
\edu{MSc Advanced Clinical Practice (part-time)}{Glasgow Caledonian University}{2021 -- present}{PgCert awarded
2022; Independent and Supplementary Prescribing (SCQF Level 11) completed 2024. Dissertation in progress on
paramedic management of falls.}
\edu{BSc (Hons) Paramedic Practice}{Glasgow Caledonian University}{2014 -- 2016}{Upper Second Class Honours (2:1)
\textperiodcentered{} part-time top-up degree while working as a paramedic}
\edu{DipHE Paramedic Practice}{Glasgow Caledonian University}{2011 -- 2013}{Delivered with the Scottish Ambulance
Academy}
\edu{SQA Highers}{Riddrie Park Academy, Glasgow}{2007}{Biology (A), Chemistry (B), English (B), Physical Education
(A), Mathematics (C)}

\section{Registration \& Certificates}
\begin{itemize}
""" + "".join(f"  \\item {tex(p)}\n" for p, _ in AU3_CERTS) + r"""\end{itemize}

\section{Skills}
""" + "".join(f"\\textbf{{{tex(label)}:}} {tex(', '.join(items))}\\par\\vspace{{2pt}}\n"
              for label, items in AU3_SKILLS) + r"""
\section{Continuing Professional Development}
\begin{itemize}
  \item Frailty in Urgent Care -- NHS Education for Scotland (TURAS), 2023
  \item Scottish Paramedic Conference, Edinburgh -- speaker on falls with long lie, 2022
  \item Practice Educator Preparation -- Glasgow Caledonian University, 2017
\end{itemize}

\section{Memberships}
College of Paramedics (full member) \textperiodcentered{} Royal College of Emergency Medicine Faculty of
Pre-Hospital Care (associate)

\section{Languages}
English (native), British Sign Language (Level 1)

\section{Additional Information}
Full UK driving licence with C1 category. PVG Scheme member (Protecting Vulnerable Groups).
References available on request.
\end{document}
"""
    name = "au3-euan-mclaughlin"
    pdflatex(src, name)
    check_pages(name, pdf_pages(os.path.join(FILES, name + ".pdf")), 2)
    write_truth(name, {
        "basics": {"name": "Euan McLaughlin",
                   "label": "Paramedic | Advanced Practitioner in Urgent Care | HCPC Registered",
                   "email": "euan.mclaughlin@example.com", "phone": "07700 900418",
                   "location": {"city": "Glasgow"}, "profiles": [linkedin("euan-mclaughlin-para")]},
        "work": work_truth([(t, c, p, w.replace("--", "–"), s) for t, c, p, w, s in AU3_JOBS]),
        "education": [
            {"institution": "Glasgow Caledonian University", "study_type": "MSc", "area": "Advanced Clinical Practice",
             "dates": dates("2021", None, current=True, text="2021 – present")},
            {"institution": "Glasgow Caledonian University", "study_type": "BSc (Hons)", "area": "Paramedic Practice",
             "score": "Upper Second Class Honours (2:1)", "dates": dates("2014", "2016", text="2014 – 2016")},
            {"institution": "Glasgow Caledonian University", "study_type": "DipHE", "area": "Paramedic Practice",
             "dates": dates("2011", "2013", text="2011 – 2013")},
            {"institution": "Riddrie Park Academy", "study_type": "SQA Highers",
             "dates": dates(None, "2007", text="2007")}],
        "skills": flat_skills(AU3_SKILLS),
        "certificates": [{"name": n} for _, n in AU3_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "British Sign Language", "fluency": "Level 1"}],
    })


# ---- au4: school psychologist (Columbus, Ohio), LibreOffice PDF of a Word-style DOCX ----------------------------
AU4_DISTRICT = "Scioto Heights City Schools"
AU4_JOBS = [
    ("Lead School Psychologist", AU4_DISTRICT, "Columbus, OH", "Aug 2021 – Present", ("2021-08", None, True),
     ["Lead a team of nine school psychologists serving 11,400 students in 16 buildings; assign caseloads, run "
      "monthly case consultation and review every Evaluation Team Report (ETR) before it goes to families.",
      "Complete 45–55 initial and re-evaluations a year for preschool through grade 12 (autism, specific learning "
      "disability, emotional disturbance, other health impairment) under IDEA and Ohio Operating Standards.",
      "Co-chair the district MTSS leadership team; built the K–8 reading and behavior data dashboards used in "
      "monthly problem-solving meetings.",
      "District crisis team lead (PREPaRE model); coordinated the response to two student deaths and trained 60 "
      "staff in suicide risk screening."]),
    ("School Psychologist, Private Practice (part-time)", "Ellison Psychoeducational Services, LLC", "Columbus, OH",
     "2022 – Present", ("2022", None, True),
     ["Independent educational evaluations and dyslexia assessments for families and charter schools, 4–6 hours "
      "a week, under my State Board of Psychology licence."]),
    ("School Psychologist", AU4_DISTRICT, "Columbus, OH", "Aug 2015 – Jul 2021", ("2015-08", "2021-07"),
     ["Served two elementary schools and a middle school: evaluations, IEP team meetings, counseling groups and "
      "functional behavior assessments and behavior intervention plans.",
      "Introduced a universal social-emotional screener (SAEBRS) across three buildings."]),
    ("School Psychologist", "Educational Service Center of Central Ohio", "Columbus, OH", "08/2012 – 06/2015",
     ("2012-08", "2015-06"),
     ["Contracted to three rural and suburban districts in Madison and Union counties; preschool evaluations "
      "and consultation for teachers and intervention assistance teams."]),
    ("School Psychology Intern", "Licking Crest Local Schools", "Newark, OH", "Aug 2011 – May 2012",
     ("2011-08", "2012-05"),
     ["Ohio Department of Education-funded 1,200-hour internship under a licensed school psychologist; "
      "completed 32 evaluations, K–12."]),
    ("Graduate Assistant, Office of Learning Resources", "University of Dayton", "Dayton, OH", "2009 – 2011",
     ("2009", "2011"), []),
]
AU4_CERTS = [("Professional Pupil Services License – School Psychologist, Ohio Department of Education & "
              "Workforce, License No. OH1457823, valid through 06/30/2029",
              "Professional Pupil Services License – School Psychologist"),
             ("Licensed School Psychologist, State Board of Psychology of Ohio, License No. SP.00419, "
              "exp. 06/30/2028", "Licensed School Psychologist"),
             ("Nationally Certified School Psychologist (NCSP), National Association of School Psychologists "
              "(NASP), #41822, renewal due 12/31/2027", "Nationally Certified School Psychologist (NCSP)"),
             ("PREPaRE Workshop 2: Crisis Intervention & Recovery, NASP, 2019",
              "PREPaRE Workshop 2: Crisis Intervention & Recovery"),
             ("CPI Safety Intervention Foundation Certification, Crisis Prevention Institute, 2025",
              "CPI Safety Intervention Foundation Certification")]
AU4_SKILLS = ["Psychoeducational evaluation (WISC-V, WJ IV, KTEA-3)", "Autism evaluation (ADOS-2, CARS-2)",
              "Evaluation Team Reports (ETR) and IEPs", "MTSS / RTI data-based decision making",
              "Functional behavior assessment and BIPs", "Dyslexia screening (Ohio HB 436)",
              "Crisis intervention and suicide risk screening", "Consultation and team leadership",
              "Counseling groups (CBT-based)", "Q-interactive", "PowerSchool", "Microsoft Excel"]


def au4_school_psychologist_lo():
    from docx.enum.section import WD_SECTION
    from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_TAB_ALIGNMENT
    from docx.shared import Inches, Pt, RGBColor

    navy = RGBColor(0x1F, 0x38, 0x64)
    document = new_docx(author="Marcus D. Ellison", title="Marcus D. Ellison, Ed.S., NCSP – Resume",
                        page=(Inches(8.5), Inches(11)), margins=(Inches(0.75), Inches(0.6)), font="Arial",
                        size=10, space_after=2)
    document.styles["List Bullet"].paragraph_format.space_after = Pt(1)
    right = Inches(7.0)

    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER; p.paragraph_format.space_after = Pt(0)
    r = p.add_run("MARCUS D. ELLISON, Ed.S., NCSP"); r.bold = True; r.font.size = Pt(19); r.font.color.rgb = navy
    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER; p.paragraph_format.space_after = Pt(2)
    r = p.add_run("School Psychologist | Evaluation Team Reports, MTSS & Crisis Response"); r.font.size = Pt(11.5)
    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER; p.paragraph_format.space_after = Pt(4)
    p.add_run("Columbus, OH 43214  •  (614) 555-0182  •  marcus.ellison@example.com  •  "
              "linkedin.com/in/marcusellison-ncsp")

    def heading(text):
        q = document.add_paragraph()
        q.paragraph_format.space_before = Pt(8); q.paragraph_format.space_after = Pt(3)
        q.paragraph_format.keep_with_next = True
        r = q.add_run(text); r.bold = True; r.font.size = Pt(11.5); r.font.color.rgb = navy
        bottom_border(q, color="1F3864", size="6")

    def tabbed(left, right_text, italic_line=None):
        q = document.add_paragraph(); q.paragraph_format.space_after = Pt(0)
        q.paragraph_format.keep_with_next = True
        q.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
        q.add_run(left).bold = True
        q.add_run("\t" + right_text).bold = True
        if italic_line:
            q = document.add_paragraph(); q.paragraph_format.space_after = Pt(1)
            q.paragraph_format.keep_with_next = True
            q.add_run(italic_line).italic = True

    heading("PROFESSIONAL SUMMARY")
    document.add_paragraph(
        "Ohio-licensed, nationally certified school psychologist with fourteen years of practice in public "
        "districts and an educational service center, now leading a district team of nine. Thorough, "
        "family-friendly evaluations; practical consultation that teachers use; calm leadership in a crisis. "
        "Seeking a Coordinator of Psychological Services or Special Education Supervisor position in central "
        "Ohio.")

    heading("LICENSURE & CERTIFICATION")
    for printed, _ in AU4_CERTS:
        document.add_paragraph(printed, style="List Bullet")

    heading("PROFESSIONAL EXPERIENCE")
    for title, company, place, when, _, items in AU4_JOBS:
        tabbed(title, when, f"{company}, {place}")
        for i, item in enumerate(items):
            b = document.add_paragraph(item, style="List Bullet")
            if i == len(items) - 1:
                b.paragraph_format.space_after = Pt(5)
        if not items:
            document.paragraphs[-1].paragraph_format.space_after = Pt(5)

    heading("EDUCATION")
    for degree, when, school, remark in (
            ("Specialist in Education (Ed.S.), School Psychology", "May 2012", "University of Dayton, Dayton, OH",
             "GPA 3.94/4.00 · NASP-approved program · Practicum: Dayton Public Schools (2010–2011)"),
            ("Master of Science in Education (M.S.Ed.), Educational Psychology", "May 2011",
             "University of Dayton, Dayton, OH", None),
            ("Graduate Certificate in Applied Behavior Analysis", "2017 – 2018", "Ball State University (online)",
             "Verified course sequence, 315 hours"),
            ("Bachelor of Arts in Psychology, minor in Spanish", "2005 – 2009", "Ohio University, Athens, OH",
             "cum laude · GPA 3.61/4.00")):
        tabbed(degree, when, school)
        if remark:
            q = document.add_paragraph(remark)
        else:
            q = document.paragraphs[-1]
        q.paragraph_format.space_after = Pt(5)

    heading("AREAS OF EXPERTISE")
    section = document.add_section(WD_SECTION.CONTINUOUS)
    section_columns(section, 2, space="360")
    for skill in AU4_SKILLS:
        document.add_paragraph(skill, style="List Bullet")
    section = document.add_section(WD_SECTION.CONTINUOUS)
    section_columns(section, 1)

    heading("PRESENTATIONS & PROFESSIONAL DEVELOPMENT")
    for line in ("“Writing ETRs Parents Can Read” – Ohio School Psychologists Association Fall Conference, 2023",
                 "Ohio’s Dyslexia Guidebook: Tier 1–3 training (18 hours) – Ohio Department of Education, 2022",
                 "ADOS-2 Clinical Workshop – Western Psychological Services, 2016"):
        document.add_paragraph(line, style="List Bullet")

    heading("PROFESSIONAL AFFILIATIONS")
    document.add_paragraph("National Association of School Psychologists (NASP); Ohio School Psychologists "
                           "Association (OSPA), Central Region representative 2022–2024")

    heading("LANGUAGES")
    document.add_paragraph("English (native); Spanish (conversational)")

    name = "au4-marcus-ellison"
    libreoffice_pdf(document, name, 2)
    write_truth(name, {
        "basics": {"name": "Marcus D. Ellison",
                   "label": "School Psychologist | Evaluation Team Reports, MTSS & Crisis Response",
                   "email": "marcus.ellison@example.com", "phone": "(614) 555-0182",
                   "location": {"city": "Columbus", "region": "OH"},
                   "profiles": [linkedin("marcusellison-ncsp")]},
        "work": work_truth(AU4_JOBS),
        "education": [
            {"institution": "University of Dayton", "study_type": "Specialist in Education (Ed.S.)",
             "area": "School Psychology", "score": "3.94/4.00", "dates": dates(None, "2012-05", text="May 2012")},
            {"institution": "University of Dayton", "study_type": "Master of Science in Education (M.S.Ed.)",
             "area": "Educational Psychology", "dates": dates(None, "2011-05", text="May 2011")},
            {"institution": "Ball State University", "study_type": "Graduate Certificate",
             "area": "Applied Behavior Analysis", "dates": dates("2017", "2018", text="2017 – 2018")},
            {"institution": "Ohio University", "study_type": "Bachelor of Arts", "area": "Psychology",
             "score": "3.61/4.00", "dates": dates("2005", "2009", text="2005 – 2009")}],
        "skills": [{"name": s} for s in AU4_SKILLS],
        "certificates": [{"name": n} for _, n in AU4_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Spanish", "fluency": "conversational"}],
    })


# ---- au5: registered respiratory therapist (Atlanta), WeasyPrint PDF of an HTML template ------------------------
AU5_HOSPITAL = "Chattahoochee Regional Medical Center"
AU5_EMPLOYERS = [
    (AU5_HOSPITAL, "Atlanta, GA", [
        ("Lead Respiratory Therapist – Cardiovascular ICU", "Mar 2022 – Present", ("2022-03", None, True),
         ["Charge therapist for a 28-bed CVICU and the adult ECMO program (VV and VA, 60+ runs a year); assign and "
          "supervise 8–10 therapists a shift.",
          "Led the rollout of the ventilator liberation protocol (SAT/SBT pairing); median ventilator days after "
          "cardiac surgery fell from 2.1 to 1.4.",
          "Chair the respiratory care competency committee and precept new graduates and Georgia State "
          "students."]),
        ("Respiratory Therapist II", "Jun 2018 – Feb 2022", ("2018-06", "2022-02"),
         ["Adult ICU, emergency department and rapid response coverage; trained as ECMO specialist in 2020 and "
          "staffed the COVID-19 surge ICU (prone positioning, HFNC, APRV)."]),
    ]),
    ("Brookhaven Children's Medical Center", "Atlanta, GA", [
        ("Respiratory Therapist (PRN)", "2019 – present", ("2019", None, True),
         ["Two to four shifts a month in the Level III NICU and PICU: high-frequency oscillatory ventilation, "
          "nitric oxide and neonatal transport."]),
    ]),
    ("Meridian Allied Travel Staffing", "Nashville, TN", [
        ("Travel Respiratory Therapist (13-week contract)", "Oct 2017 – Jan 2018", ("2017-10", "2018-01"),
         ["Adult critical care contract at a 600-bed academic medical center."]),
    ]),
    ("Middle Georgia Medical Center", "Macon, GA", [
        ("Respiratory Therapist I", "07/2015 – 09/2017", ("2015-07", "2017-09"),
         ["General floor, ICU and pulmonary function lab rotations; ABG sampling and analysis, bronchoscopy "
          "assist and home ventilator discharge teaching."]),
    ]),
]
AU5_JOBS = grouped_jobs(AU5_EMPLOYERS)
AU5_CERTS = [("Registered Respiratory Therapist (RRT)", "NBRC · #214573 · 2015"),
             ("Adult Critical Care Specialist (RRT-ACCS)", "NBRC · 2019"),
             ("Neonatal/Pediatric Specialist (RRT-NPS)", "NBRC · 2020"),
             ("Respiratory Care Professional License (RCP)", "Georgia Composite Medical Board · #RCP018452 · "
                                                             "exp. 03/31/2027"),
             ("Basic Life Support (BLS) Provider", "American Heart Association · exp. 08/2027"),
             ("Advanced Cardiovascular Life Support (ACLS)", "American Heart Association · exp. 08/2027"),
             ("Pediatric Advanced Life Support (PALS)", "American Heart Association · exp. 08/2027"),
             ("Neonatal Resuscitation Program (NRP)", "American Academy of Pediatrics · exp. 05/2027")]
AU5_SKILLS = [("Ventilation & ECMO", ["Invasive and noninvasive ventilation", "APRV and HFOV",
                                      "ECMO circuit management", "Inhaled nitric oxide", "Ventilator liberation"]),
              ("Airway & diagnostics", ["Difficult airway assist", "Bronchoscopy assist", "ABG sampling and analysis",
                                        "Pulmonary function testing", "Capnography"]),
              ("Systems", ["Epic", "Hamilton G5 and C6", "Servo-u", "Drager Babylog", "Cardiohelp"])]


def au5_respiratory_therapist_weasyprint():
    import weasyprint

    def employer(company, place, roles):
        out = (f'  <div class="employer"><span class="co">{escape(company)}</span>'
               f'<span class="place">{escape(place)}</span></div>\n')
        for title, when, _, items in roles:
            out += (f'  <div class="role"><div class="row"><span class="title">{escape(title)}</span>'
                    f'<span class="when">{escape(when)}</span></div>\n')
            if items:
                out += "    <ul>" + "".join(f"<li>{escape(i)}</li>" for i in items) + "</ul>\n"
            out += "  </div>\n"
        return out

    html = f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Tamika R. Billups, MS, RRT-ACCS – Resume</title>
<meta name="author" content="Tamika R. Billups">
<style>
  @page {{ size: Letter; margin: 0.5in 0.6in 0.55in; }}
  body {{ font-family: Carlito, Calibri, sans-serif; font-size: 10.4pt; color: #222; line-height: 1.32; }}
  header {{ background: #12355b; color: #fff; padding: 14pt 18pt 12pt; border-radius: 3pt; }}
  header h1 {{ font-size: 24pt; margin: 0; letter-spacing: 0.5pt; }}
  header .label {{ font-size: 12.5pt; color: #bcd7f2; margin: 2pt 0 6pt; }}
  header .contact {{ font-size: 9.8pt; }}
  header .contact a {{ color: #fff; text-decoration: none; }}
  h2 {{ font-size: 11.5pt; text-transform: uppercase; letter-spacing: 1.2pt; color: #12355b; margin: 13pt 0 5pt;
       border-left: 4pt solid #d9822b; padding-left: 6pt; }}
  p {{ margin: 0 0 3pt; }}
  .employer {{ display: flex; justify-content: space-between; margin-top: 7pt; border-bottom: 0.6pt solid #c9d3de;
              padding-bottom: 1pt; }}
  .employer .co {{ font-weight: bold; font-size: 11pt; color: #12355b; }}
  .employer .place {{ color: #555; }}
  .role {{ margin-top: 3pt; break-inside: avoid; }}
  .row {{ display: flex; justify-content: space-between; }}
  .title {{ font-weight: bold; font-style: italic; }}
  .when {{ color: #444; white-space: nowrap; }}
  ul {{ margin: 1pt 0 0; padding-left: 14pt; }}
  li {{ margin-bottom: 1pt; }}
  .edu {{ margin-bottom: 5pt; }}
  .grid {{ display: flex; gap: 14pt; }}
  .grid > div {{ flex: 1; }}
  .grid h3 {{ font-size: 10.4pt; margin: 0 0 2pt; color: #d9822b; }}
  .grid ul {{ padding-left: 12pt; }}
  table.certs {{ border-collapse: collapse; width: 100%; }}
  table.certs td {{ padding: 1.5pt 0; vertical-align: top; }}
  table.certs td.issuer {{ color: #555; text-align: right; }}
</style>
</head>
<body>
<header>
  <h1>Tamika R. Billups, MS, RRT-ACCS</h1>
  <div class="label">Registered Respiratory Therapist | Adult Critical Care, ECMO &amp; Neonatal Transport</div>
  <div class="contact">Atlanta, GA 30316 &nbsp;|&nbsp; (404) 555-0137 &nbsp;|&nbsp;
    <a href="mailto:tamika.billups@example.com">tamika.billups@example.com</a> &nbsp;|&nbsp;
    <a href="https://www.linkedin.com/in/tamika-billups-rrt">linkedin.com/in/tamika-billups-rrt</a></div>
</header>

<h2>Summary</h2>
<p>Registered respiratory therapist with eleven years in adult critical care, ECMO and neonatal/pediatric care,
credentialed RRT-ACCS and RRT-NPS, with a master's degree in respiratory therapy. Lead therapist in a busy
cardiovascular ICU, where I run the ventilator liberation protocol and precept new staff. Looking for a clinical
educator or respiratory care supervisor role in metro Atlanta.</p>

<h2>Experience</h2>
{"".join(employer(*e) for e in AU5_EMPLOYERS)}
<h2>Education</h2>
<div class="edu"><div class="row"><span class="title">M.S. in Respiratory Therapy</span><span class="when">Aug 2020 – May 2022</span></div>
  <div>Georgia State University, Atlanta, GA</div>
  <div>GPA 3.92 · Capstone: nurse-driven versus therapist-driven SBT protocols after cardiac surgery</div></div>
<div class="edu"><div class="row"><span class="title">B.S. in Respiratory Therapy</span><span class="when">2011 – 2015</span></div>
  <div>Georgia State University, Atlanta, GA</div>
  <div>Clinical rotations: Grady Memorial Hospital (adult ICU and trauma), Children's Healthcare of Atlanta
  (NICU/PICU), Atlanta VA Medical Center (pulmonary rehab)</div></div>

<h2>Licenses &amp; Certifications</h2>
<table class="certs">
{"".join(f'  <tr><td>{escape(n)}</td><td class="issuer">{escape(i)}</td></tr>{chr(10)}' for n, i in AU5_CERTS)}</table>

<h2>Skills</h2>
<div class="grid">
{"".join(f'  <div><h3>{escape(label)}</h3><ul>' + "".join(f"<li>{escape(s)}</li>" for s in items) + "</ul></div>" + chr(10) for label, items in AU5_SKILLS)}</div>

<h2>Continuing Education</h2>
<ul>
  <li>ELSO Adult ECMO Specialist Training Course – Extracorporeal Life Support Organization, 2020</li>
  <li>AARC Congress, Orlando, FL – 14 CRCE hours, 2024</li>
  <li>AARC Neonatal/Pediatric Transport Course – 2021</li>
</ul>

<h2>Memberships</h2>
<p>American Association for Respiratory Care (AARC) · Georgia Society for Respiratory Care (GSRC), Metro
District board member since 2023</p>

<h2>Languages</h2>
<p>English (native) · Spanish (basic)</p>
</body>
</html>
"""
    name = "au5-tamika-billups"
    path = os.path.join(FILES, name + ".pdf")
    weasyprint.HTML(string=html).write_pdf(path)
    check_pages(name, pdf_pages(path), 2)
    write_truth(name, {
        "basics": {"name": "Tamika R. Billups",
                   "label": "Registered Respiratory Therapist | Adult Critical Care, ECMO & Neonatal Transport",
                   "email": "tamika.billups@example.com", "phone": "(404) 555-0137",
                   "location": {"city": "Atlanta", "region": "GA"},
                   "profiles": [linkedin("tamika-billups-rrt")]},
        "work": work_truth(AU5_JOBS),
        "education": [
            {"institution": "Georgia State University", "study_type": "M.S.", "area": "Respiratory Therapy",
             "score": "3.92", "dates": dates("2020-08", "2022-05", text="Aug 2020 – May 2022")},
            {"institution": "Georgia State University", "study_type": "B.S.", "area": "Respiratory Therapy",
             "dates": dates("2011", "2015", text="2011 – 2015")}],
        "skills": flat_skills(AU5_SKILLS),
        "certificates": [{"name": n} for n, _ in AU5_CERTS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Spanish", "fluency": "basic"}],
    })


# ---- au6: occupational therapist (Auckland), plain text, UTF-8 -------------------------------------------------
AU6_AKL = "Te Whatu Ora – Te Toka Tumai Auckland"
AU6_CM = "Counties Manukau Health"
AU6_JOBS = [
    ("Senior Occupational Therapist – Neurosciences", AU6_AKL, "Grafton, Auckland", "Feb 2024 – current",
     ("2024-02", None, True),
     ["Senior OT on the acute neurosurgery and neurology wards and the stroke unit at Auckland City Hospital: "
      "cognitive and functional assessment, upper limb rehabilitation, seating and discharge planning.",
      "Clinical supervisor for three OTs and AUT students on fieldwork; lead the service's cognitive screening "
      "(MoCA/OT-APST) quality project.",
      "Support Pacific patients and their families on the ward, with family meetings in English and Tongan."]),
    ("Hand Therapist (part-time, Saturdays)", "Eden Terrace Hand & Upper Limb Clinic", "Eden Terrace, Auckland",
     "Sept. 2024 – present", ("2024-09", None, True),
     ["Post-operative hand therapy, custom thermoplastic splinting and ACC-funded rehabilitation."]),
    ("Occupational Therapist – Neurosciences", AU6_AKL, "Grafton, Auckland", "Mar 2023 – Jan 2024",
     ("2023-03", "2024-01"), []),
    ("Occupational Therapist (agency locum, working holiday)", "Thames Allied Health Recruitment Ltd",
     "London, UK", "03/2022 – 02/2023", ("2022-03", "2023-02"),
     ["Band 5 and Band 6 locum posts in NHS community rehabilitation and hospital discharge teams in Lewisham "
      "and Croydon; HCPC registered."]),
    ("Occupational Therapist – Acute Medicine & Older Adults", AU6_CM, "Ōtāhuhu, Auckland", "2020 to 2022",
     ("2020", "2022"),
     ["Acute medical wards at Middlemore Hospital: falls, delirium and frailty assessment, home visits and "
      "equipment prescription; COVID-19 ward rotations in 2021."]),
    ("Occupational Therapist (new graduate programme)", AU6_CM, "Ōtāhuhu, Auckland", "Jan 2019 – Dec 2019",
     ("2019-01", "2019-12"),
     ["Rotations in orthopaedics, general medicine and the community older adults team."]),
    ("Healthcare Assistant (casual)", AU6_CM, "Ōtāhuhu, Auckland", "2016 to 2018", ("2016", "2018"), []),
]
AU6_CERTS = [("Registered Occupational Therapist – Occupational Therapy Board of New Zealand, Reg. No. 19-04417;"
              " Annual Practising Certificate expires 31/03/2027", "Registered Occupational Therapist"),
             ("NZRC CORE Immediate – New Zealand Resuscitation Council, valid until 08/2027", "NZRC CORE Immediate"),
             ("Safe Moving and Handling Key Trainer – Te Whatu Ora, 2024", "Safe Moving and Handling Key Trainer")]
AU6_SKILLS = ["Cognitive assessment (MoCA, OT-APST, ACE-III)", "Stroke and brain injury rehabilitation",
              "Upper limb and hand therapy", "Thermoplastic splinting", "Seating and pressure care",
              "Home and environmental assessment", "Discharge planning", "Falls and frailty",
              "Clinical supervision", "Te Tiriti o Waitangi in practice", "Éclair and Cortex clinical systems"]


def au6_occupational_therapist_txt():
    width = 88

    def heading(text):
        return ["", "", text.upper(), "=" * len(text)]

    out = ["ANA LOLOHEA",
           "Occupational Therapist | Acute Neurosciences & Hand Therapy",
           "",
           "Mt Albert, Auckland 1025",
           "022 555 0164 · ana.lolohea@example.com · linkedin.com/in/ana-lolohea-ot"]
    out += heading("Profile")
    out += textwrap.wrap(
        "NZ-registered occupational therapist with eight years' clinical experience in acute hospitals in "
        "Auckland and community rehabilitation in London, now a senior OT in neurosciences at Auckland City "
        "Hospital. Postgraduate hand therapy training and a Saturday hand clinic. Tongan-speaking, and at home "
        "working with Pacific and Māori whānau. Looking for a clinical lead or advanced OT role in stroke or "
        "neurorehabilitation.", width)
    out += heading("Work History")
    for title, company, place, when, _, items in AU6_JOBS:
        out += ["", title, f"{company} | {place} | {when}"]
        for item in items:
            out += textwrap.wrap(item, width, initial_indent=" • ", subsequent_indent="   ")
    out += heading("Education")
    out += ["",
            "Postgraduate Certificate in Health Science (Hand and Upper Limb Rehabilitation)",
            "Auckland University of Technology (AUT) | 2023 – 2024",
            "   Completed with Distinction; part-time",
            "",
            "Bachelor of Health Science (Occupational Therapy)",
            "Auckland University of Technology (AUT) | 2016 – 2018",
            "   GPA 7.1/9. Fieldwork placements (1,000+ hours): Middlemore Hospital acute",
            "   medicine, community mental health in Manukau, paediatrics at a special school",
            "   in Māngere and a rural placement in Whangārei."]
    out += heading("Registration & Certificates")
    for printed, _ in AU6_CERTS:
        out += textwrap.wrap(printed, width, initial_indent=" • ", subsequent_indent="   ")
    out += heading("Skills")
    out += [" • " + s for s in AU6_SKILLS]
    out += heading("Professional Development")
    out += [" • Te Tiriti o Waitangi and Cultural Safety – Te Whatu Ora, 2023",
            " • Graded Repetitive Arm Supplementary Program (GRASP) training – 2023",
            " • NZAHT Hand Therapy Conference, Christchurch – 2024"]
    out += heading("Memberships")
    out += [" • Occupational Therapy New Zealand – Whakaora Ngangahau Aotearoa (OTNZ-WNA)",
            " • New Zealand Association of Hand Therapists (NZAHT), associate member"]
    out += heading("Languages")
    out += ["English (native), Tongan (fluent)"]
    out += ["", "", "Referees available on request.", ""]
    for line in out:
        assert len(line) <= width, line
    text = "\n".join(out)
    name = "au6-ana-lolohea"
    write_text(name + ".txt", text)
    write_truth(name, {
        "basics": {"name": "Ana Lolohea",
                   "label": "Occupational Therapist | Acute Neurosciences & Hand Therapy",
                   "email": "ana.lolohea@example.com", "phone": "022 555 0164",
                   "location": {"city": "Auckland"}, "profiles": [linkedin("ana-lolohea-ot")]},
        "work": work_truth(AU6_JOBS),
        "education": [
            {"institution": "Auckland University of Technology (AUT)",
             "study_type": "Postgraduate Certificate in Health Science", "area": "Hand and Upper Limb Rehabilitation",
             "score": "Distinction", "dates": dates("2023", "2024", text="2023 – 2024")},
            {"institution": "Auckland University of Technology (AUT)", "study_type": "Bachelor of Health Science",
             "area": "Occupational Therapy", "score": "7.1/9", "dates": dates("2016", "2018", text="2016 – 2018")}],
        "skills": [{"name": s} for s in AU6_SKILLS],
        "certificates": [{"name": n} for _, n in AU6_CERTS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Tongan", "fluency": "fluent"}],
    })


if __name__ == "__main__":
    au1_dietitian_docx()
    au2_podiatrist_reportlab()
    au3_paramedic_pdflatex()
    au4_school_psychologist_lo()
    au5_respiratory_therapist_weasyprint()
    au6_occupational_therapist_txt()
