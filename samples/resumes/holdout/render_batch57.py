#!/usr/bin/env python3
"""Renders the fifty-seventh held-out batch (be1–be6) into files/ and its truth into truth/.

Written without reading the parser (nor anything under /work/main/Sources, Tests, docs, Benchmarks, .build or
output, nor anything under /tmp or /var/tmp other than this batch's own scratch folder: a bare listing of the names
at the top of /var/tmp was printed once, by mistake, by a command that checked the installed tools, and nothing in
it was opened); no project binary (mm-*), swift or git command was run. The only project files read were holdout_render.py
in full, render_batch55.py in full (for the conventions, the truth shape and the decisions it records), the
docstring openings (first 40 lines only) of render_batch46.py to render_batch54.py (for the occupations, countries
and producers already used) and three truth files, whole: at5-agnieszka-dabrowska.json (batch 46's Europass CV:
how a CEFR grid, "Mother tongue" and a printed country were written), bb1-andre-castellanos.json (batch 54's
veteran: how military roles were written, the employer "United States Army" with the post as the place) and
au3-euan-mclaughlin.json (batch 47's UK paramedic: how an HCPC registration, ALS and a UK degree class were
written). files/ and truth/ were listed only to make sure no be* file existed. render_batch56.py and the bd* files,
written at the same time by another helper, were neither opened nor touched. Nothing else in the project was read.
The helpers job, docx_field, docx_hyperlink, table_borders, cell_fill, fixed_widths and keep_row_together are
written for this batch (job, docx_hyperlink, table_borders and fixed_widths as batch 55 wrote them); the rest comes
from holdout_render.py. Scratch files (the LibreOffice conversions and the Chromium profile and print) go to
/var/tmp/be57 (tempfile.tempdir and TMPDIR point there while the script runs), removed at the end.

LONG, FORMAL CVs IN OFFICIAL OR INSTITUTIONAL FORMATS, for six people in six countries and six occupations that
batches 46–55 do not have (their docstrings list, among others, an ASIC verification engineer, a chartered
accountant, a structural engineer, a GIS team leader, a dietitian, a paramedic, a school psychologist, a payroll
specialist, an electrician, a GP practice manager, a CNC setter, a court clerk, a process engineer, a clinical
pharmacist, a maths teacher, a clinical research associate, a technical writer, a facilities manager, a customer
success manager, a recruitment consultant, an SAP consultant, a quality director and QP, a locum optometrist, an
Army supply sergeant turned logistics coordinator, an HR business partner, an emergency nurse turned informatics
nurse, a customer service representative, a dental assistant, a maintenance technician, a kitchen manager, a bank
teller and a landscape crew leader): a federal contract specialist (GS-1102) in Huntsville, Alabama (US), an
associate professor of marine biogeochemistry in Hobart, Tasmania (Australia), an army vehicle technician warrant
officer turned fleet maintenance manager in Pembroke, Ontario (Canada), a consultant gastroenterologist in Norwich
(UK), a senior winemaker (oenologist) in Peso da Régua (Portugal) and a group chief executive of a beverages
company in Johannesburg (South Africa). The military-to-civilian resume is a Canadian Army maintenance trade (not
batch 54's US Army supply MOS), the executive a CEO (batch 43's CFO lies outside batches 46–55 and is another
post). pdflatex, wkhtmltopdf and PyMuPDF are not installed here, so the six producers are fpdf2, a LibreOffice PDF
of a DOCX, headless Chromium, a DOCX kept as the Word file, WeasyPrint and ReportLab, one each, and each file's
layout is one the earlier batches' docstrings do not list:

- be1 (fpdf2 2.8.9 with Liberation Sans, Letter, FIVE pages, creator "USAJOBS"): A US FEDERAL RESUME AS THE
  USAJOBS RESUME BUILDER EXPORTS IT: the name "Latrice M. Dunnaway", a street address over "Huntsville, AL 35802
  US", "Mobile: 256-555-0142", "Email: ..."; a "Profile" block of bold field names (citizenship, federal civilian
  status, highest grade "GS-1102-12, 04/2021 - Present", veterans' preference, clearance, desired locations,
  availability); then "Work Experience" with each job AS THE BUILDER ORDERS IT: THE EMPLOYER FIRST, its full
  street address on two lines ("Bldg 5303 Martin Road" / "Redstone Arsenal, AL 35898 United States"), then the
  dates alone on a line ("04/2021 - Present"), "Salary: $103,409 USD Per Year", "Hours per week: 40", "Series:
  1102", "Pay Plan: GS", "Grade: 12", and ONLY THEN THE JOB TITLE in bold, "Duties, Accomplishments and Related
  Skills:" and several long duty paragraphs (capitalised run-in heads "ACQUISITION PLANNING AND PRE-AWARD:", "KEY
  ACCOMPLISHMENTS:"), closing with "Supervisor: Gerald T. Haskins (256-555-0171)" and "Okay to contact this
  Supervisor: Yes" (one "Contact me first"). Five jobs: "Contract Specialist" Army Contracting Command - Redstone
  "04/2021 - Present" (GS-12); "Contract Specialist" NASA Marshall Space Flight Center "08/2018 - 04/2021" (GS-11);
  "Contract Specialist (Developmental)" Army Contracting Command - Redstone again "06/2016 - 08/2018" (GS-09, a
  career-ladder post; the same employer twice, not adjacent); "Subcontracts Administrator" Tennessee Valley
  Aerosystems, Inc. "01/2014 - 05/2016" (a contractor: no series, pay plan or grade lines); "Student Assistant,
  Procurement Services" Alabama A&M University "08/2011 - 12/2013" (20 hours a week, "$9.50 USD Per Hour").
  "Education" in the builder's form: the school, "City, ST United States", "Master's degree 05/2017" (the degree
  level and a completion month only), "GPA: 3.82 of a maximum 4.0", "Credits Earned: 33 Semester hours", "Major:
  Business Administration", "Honors: cum laude", "Relevant Coursework, Licensures and Certifications:" and a
  paragraph; "Job Related Training" (DAU course numbers); "Language Skills" as a Language / Spoken / Written / Read
  table; "Affiliations"; "Additional Information" with "Certifications:" lines ("Name (issuer, year)"), "Key
  skills:" and "Systems:" as "; " lists, awards and telework; "References" with names, roles, phones and emails.
- be2 (LibreOffice 7.4 PDF of a DOCX written with python-docx, Times New Roman shown as Liberation Serif, 11 pt,
  A4, FOUR pages, the last one short): AN ACADEMIC CV: the centred name "Saskia Vandermeer", the italic line
  "Associate Professor in Marine Biogeochemistry", the institute and postal address ending "Hobart TAS 7001,
  Australia", a " · " line with the phone "+61 3 5550 2184" (an ACMA drama landline), a mailto link and "ORCID
  orcid.org/0000-0002-7716-4021" (a Word hyperlink; the iD is invented and its check digit deliberately wrong, so
  it is no one's); small-capital headings over a rule; every entry a HANGING PARAGRAPH WITH THE DATES IN A LEFT
  GUTTER (tab) and the lines at the indent: ACADEMIC APPOINTMENTS ("2022–present" "Associate Professor (Level D)
  in Marine Biogeochemistry" over "Institute for Marine and Antarctic Studies (IMAS), University of Tasmania,
  Hobart"; "Feb–Jul 2024" "Visiting Scientist (sabbatical)" GEOMAR, Kiel, Germany – a sabbatical printed second,
  inside the current post; "2018–2021" Senior Lecturer (Level C); "2015–2017" "ARC Discovery Early Career
  Researcher Award (DECRA) Fellow"; "2012–2014" "Postdoctoral Research Scientist" at "Alfred Wegener Institute,
  Helmholtz Centre for Polar and Marine Research, Bremerhaven, Germany" – an employer name with a comma in it);
  EDUCATION ("2016" a Graduate Certificate; "2008–2012" "PhD in Chemical Oceanography" with the italic THESIS TITLE
  and a SUPERVISORS line; "2004–2007" "Bachelor of Science (Honours) in Marine Science, First Class Honours" with
  an honours thesis and supervisor); RESEARCH FUNDING (dated grant lines with amounts and CI roles); AWARDS AND
  HONOURS; PUBLICATIONS (a summary line, then ten numbered references with co-author lists, journals and DOIs under
  Crossref's test prefix 10.5555); TEACHING (dated unit coordination lines and a research supervision paragraph);
  SERVICE AND LEADERSHIP (DATED LINES THAT LOOK LIKE POSTS: "2021–present" "Associate Editor, Global
  Biogeochemical Cycles", "2024/25" "Chief Scientist, RSV Nuyina voyage V3", committee memberships, "ongoing"
  reviewing); INVITED TALKS; FIELDWORK; TECHNICAL SKILLS and FIELD AND SAFETY CERTIFICATES as "–" lists;
  LANGUAGES; PROFESSIONAL MEMBERSHIPS; and a RUNNING FOOTER "S. Vandermeer – Curriculum vitae – November 2026" with
  "Page N of 4" (PAGE and NUMPAGES fields) on every page.
- be3 (headless Chromium 156 "Save as PDF" of an HTML/CSS page, Letter, TWO pages, Liberation Sans): A
  MILITARY-TO-CIVILIAN TRANSITION RESUME: the name "Marc-André Thibodeau", the olive label "Fleet Maintenance
  Manager | Former Warrant Officer, RCEME Vehicle Technician | Red Seal 310T", a " · " contact line ("Pembroke,
  ON", "613-555-0178", a mailto link, "linkedin.com/in/ma-thibodeau-fleet") and an italic status line (release
  date, clearance, bilingual); PROFILE; CORE COMPETENCIES in three CSS columns; CIVILIAN EXPERIENCE ("Fleet
  Maintenance Coordinator (6-month contract)" Bonnechere Aggregates & Paving Ltd. — Eganville, ON "Oct 2025 –
  present"); MILITARY EXPERIENCE under ONE SHADED SERVICE LINE that names the employer once, with its own dates and
  the trade code ("Canadian Armed Forces — Regular Force · Aug 2001 – Sep 2025 · Trade: Vehicle Technician (MOSID
  00129), Royal Canadian Electrical and Mechanical Engineers (RCEME) · Honourable release, final rank Warrant
  Officer"), then four roles written CIVILIAN TITLE FIRST WITH THE RANK IN PARENTHESES, the dates right-aligned
  and an italic "unit — place" line that does not repeat the employer: "Maintenance Operations Manager (Warrant
  Officer)" "Maintenance Company, 2 Service Battalion — Petawawa, ON" "Jul 2020 – Sep 2025"; "Senior Maintenance
  Supervisor (Sergeant)" "Maintenance Troop, 1st Regiment, Royal Canadian Horse Artillery — Shilo, MB" "Jun 2014 –
  Jun 2020"; "Heavy Vehicle Technician & Crew Lead (Master Corporal)" "Maintenance Company, 1 Service Battalion —
  Edmonton, AB" "2008 – 2014"; "Vehicle Technician (Corporal)" "2 Service Battalion — Petawawa, ON" "2002 – 2008";
  DEPLOYMENTS TRANSLATED inside the bullets ("Deployed 6 months to Latvia (Jan – Jul 2019) with the NATO
  multinational battle group (Operation REASSURANCE)", Kandahar "Nov 2009 – Jun 2010", a domestic wildfire
  response); a "Military terms in civilian language" TABLE (rank and unit → civilian equivalent) and an
  "Operational deployments" TABLE (year, where, operation, length); then two columns: EDUCATION (an Ontario College
  Diploma, the OSSD), MILITARY TRAINING (QL3–QL6B trade courses and leadership qualifications as one " · "
  paragraph), CERTIFICATIONS (two Red Seals and a CAFM), LICENCES & CLEARANCE, LANGUAGES ("French – native ·
  English – fluent (CAF second language profile CBC)") and HONOURS (medals).
- be4 (DOCX, python-docx 1.2, kept as the Word file; Arial 10 pt, A4, FOUR pages, the page count checked on a
  throw-away LibreOffice PDF): A UK CONSULTANT'S MEDICAL CV: "CURRICULUM VITAE", the centred name "Dr Rhodri
  Llewellyn", the line "Consultant Gastroenterologist" and a grey post-nominals line "MBChB (Hons)  BSc (Hons)  MD
  FRCP"; PERSONAL DETAILS as a borderless label/value table (address "... Eaton, Norwich NR4 7QD", mobile "07700
  900562" – an Ofcom drama number –, email, "GMC number 7045193 – full registration with a licence to practise"
  (an invented number), "Specialist Register", medical defence, nationality); PRESENT APPOINTMENTS (two dated
  posts at one trust, the dates on a right tab: "Consultant Gastroenterologist" "March 2020 – present" and
  "Clinical Lead for Endoscopy" "April 2023 – present", concurrent); PREVIOUS APPOINTMENTS as ONE RULED "Table
  Grid" TABLE (Dates | Post | Hospital | Supervisor, a repeated navy header row) SPLIT BY MERGED, SHADED PROGRAMME
  ROWS WITHOUT DATES ("Specialty training in Gastroenterology and General Internal Medicine – Health Education
  England, East of England (NTN EOE/010/027/N)", "Core Medical Training – ...", "Foundation Programme – Leeds") and
  nine post rows ("Aug 2019 – Feb 2020" "Specialty Registrar (ST7), Gastroenterology & GIM" "Wensum Valley
  University Hospital, Norwich" … "Aug 2014 – Jul 2017" "Clinical Research Fellow (out of programme for
  research)" "University of Leeds, Leeds" … "Aug 2008 – Jul 2009" "Foundation Year 1 (FY1)"), some with an italic
  rotation note in the Post cell; QUALIFICATIONS as a borderless Year | Qualification | Institution table ("2017"
  "MD (Res)" with the thesis under it, "2008" "MBChB (Hons)", "2006" "BSc (Hons) Pharmacology – First Class
  (intercalated)"); POSTGRADUATE EXAMINATIONS AND CERTIFICATION in the same form (ALS, BCSP, CCT, JAG, SCE,
  MRCP(UK), each with its awarding body); MEMBERSHIPS (FRCP and societies); CLINICAL AND PROCEDURAL SKILLS bullets
  and an ENDOSCOPY LOGBOOK table; MANAGEMENT AND LEADERSHIP; CLINICAL AUDIT AND QUALITY IMPROVEMENT (dated audit
  entries with outcomes); TEACHING AND TRAINING; RESEARCH; SELECTED PUBLICATIONS (Vancouver style); PRESENTATIONS;
  COURSES; LANGUAGES; INTERESTS; REFEREES (three, side by side, with 01632 960 drama numbers); and a footer "Dr
  Rhodri Llewellyn – Curriculum Vitae – November 2026 – Page N of M" (fields).
- be5 (WeasyPrint 70 of an HTML/CSS page, A4, TWO pages, Liberation Sans): A EUROPASS CV IN THE 2013–2020
  LAYOUT: the blue italic "europass" logo; RIGHT-ALIGNED BLUE LABELS IN A LEFT COLUMN and the content at the right;
  PERSONAL INFORMATION with the name "Inês Carvalho Lobato", icon lines (⌂ the address ending "5050-254 Peso da
  Régua (Portugal)", ✆ "+351 912 555 148", ✉ the email, ⚐ "www.linkedin.com/in/ines-lobato-enologa") and "Sex
  Female  Date of birth 14/03/1988  Nationality Portuguese"; "POSITION" "Senior Winemaker (Oenologist)"; WORK
  EXPERIENCE with THE DATES IN THE LEFT COLUMN AS FROM–TO ("03/2019–Present", "09/2015–02/2019", "02/2015–05/2015",
  "10/2012–01/2015"), the position, "Employer, Locality (Country)", bullets and a "Business or sector" line;
  EDUCATION AND TRAINING in the same form with an "EQF level N" box at the right of each title ("09/2010–07/2012"
  "Master's degree in Viticulture and Oenology" at "Universidade de Trás-os-Montes e Alto Douro (UTAD), Vila Real
  (Portugal)" with a dissertation bullet and "Final grade: 17/20"; "Bachelor's degree (Licenciatura) in
  Biochemistry" at "Universidade do Porto – Faculdade de Ciências, Porto (Portugal)"; "Upper secondary education
  (Science and Technology)"); PERSONAL SKILLS: "Mother tongue(s)" "Portuguese", "Other language(s)" as THE CEFR
  GRID (UNDERSTANDING: Listening, Reading; SPEAKING: Spoken interaction, Spoken production; WRITING) with a row a
  language ("English" C1 ×5, "Spanish" B2 ×5, "French" A2 ×5) and the levels legend, "Communication skills" and
  "Organisational / managerial skills" as prose, "Job-related skills" as bullets, "Digital skills" as the
  SELF-ASSESSMENT GRID (Information processing … Problem solving: "Proficient user" / "Independent user") over
  bullets of named tools, "Driving licence" "B"; ADDITIONAL INFORMATION (Publications, Conferences, Honours and
  awards, Memberships, Certifications); the Europass FOOTER "© European Union, 2002-2020 |
  europass.cedefop.europa.eu" and "Page N / 2", and on page 2 the running header "Curriculum Vitae" + the name.
- be6 (ReportLab 5.1 platypus with Liberation Serif and Sans, A4, TWO pages): AN EXECUTIVE'S RESUME: the serif
  capital name "LWAZI NGCOBO" (printed in title case only in the page footer "Lwazi Ngcobo | Curriculum Vitae"),
  the gold label "Group Chief Executive Officer | FMCG & Beverages | Non-Executive Director", a " · " contact line
  ("Sandton, Johannesburg, South Africa", "+27 82 555 0164", a mailto link, "linkedin.com/in/lwazi-ngcobo");
  EXECUTIVE PROFILE; KEY ACHIEVEMENTS; AREAS OF EXPERTISE (a 3 × 3 grid of "▪ " items); EXECUTIVE CAREER with
  COMPANY HEADER LINES CARRYING THEIR OWN TENURE ("Ukhozi Beverages Limited, Johannesburg" "2014 – present" and an
  italic descriptor; "Southern Cape Brewing Company (Pty) Ltd, Cape Town" "2008 – 2014"; "Highveld Dairies
  Limited, Johannesburg" with none) and SEVERAL ROLES UNDER ONE COMPANY, each a bold title with right-aligned
  dates ("Group Chief Executive Officer" "2020 – present", "Chief Operating Officer" "2017 – 2020", "Managing
  Director, Soft Drinks Division" "2014 – 2017"; "Commercial Director" "2011 – 2014", "National Sales Director"
  "2008 – 2011"; "General Manager, Sales – Gauteng" "2005 – 2008"); EARLIER CAREER, ONE LINE EACH ("Trade
  Marketing Manager, Highveld Dairies Limited, Johannesburg · 2002–2005", "Brand Manager, Kgotso Consumer Brands
  (Pty) Ltd, Durban · 1999–2002" and "Graduate Management Trainee, Kgotso Consumer Brands (Pty) Ltd, Durban" WITH NO
  DATES); BOARD APPOINTMENTS (bold title, organisation, right-aligned dates, a grey note: "Independent
  Non-Executive Director" Mzansi Cold Chain Holdings Limited "2022 – present", "Non-Executive Director" Southern
  African Beverage Industry Council NPC "2021 – present", "Trustee" Ikhaya Learning Trust "2018 – present");
  EDUCATION with right-aligned years (AMP, MBA, BCom); PROFESSIONAL CERTIFICATION AND MEMBERSHIPS; LANGUAGES
  ("isiZulu (mother tongue) · English (fluent) · Afrikaans (conversational)"); a page footer "Page N of 2".

They hold what official and senior CVs hold: five pages of federal duty prose with salaries, grades, hours and
supervisors; a thesis, supervisors, grants, publications with DOIs, teaching and service in an academic CV; ranks,
units, trade codes, deployments and a translation table; a GMC number, training grades, audits, a logbook and
referees; the Europass grids; board roles, company tenures and a one-line earlier career; running headers and
footers with page numbers on four of the six; dates written "04/2021 - Present", "08/2018 - 04/2021", "05/2017",
"12/2013", "2022–present", "Feb–Jul 2024", "2018–2021", "Oct 2025 – present", "Jul 2020 – Sep 2025", "2008 –
2014", "March 2020 – present", "April 2023 – present", "Aug 2019 – Feb 2020", "03/2019–Present",
"09/2015–02/2019", "2020 – present", "2017 – 2020", "2002–2005", and a job with none.

Decisions for this batch (following batch 55's and, through its docstring, batches 45–54's; new ones marked NEW):
- The USAJOBS form (be1, NEW): each work block is an entry: position = the bold job title (printed after the
  dates and pay lines), name = the employer at the head of the block, location = the city and state of the
  printed street address ("Redstone Arsenal, AL"; the street, building, ZIP and "United States" left out), dates =
  the dates line as printed. Salary, hours, series, pay plan, grade, supervisor and "Okay to contact" are not
  recorded; the Profile block (citizenship, status, highest grade, clearance, desired locations, availability) is
  not content, and there is NO label. Education: study type = the builder's degree level as printed ("Master's
  degree", "Bachelor's degree"), area = "Major", score = the GPA line as printed ("3.82 of a maximum 4.0", as batch
  54 kept "3.62/4.00"), the completion month the end date; credits, honors and coursework not recorded. "Job
  Related Training" courses are not certificates (batch 47's rule); the certificates are the "Certifications:"
  lines without the parenthesis (issuer, year, "legacy certification"). Skills are "Key skills:" then "Systems:"
  items as printed. Languages: the one row of the Language Skills table, its three levels being the same
  ("Spanish" "Intermediate"); English is not printed and not recorded. The basics location keeps "US" as a
  country code (it is printed; batch 46's at5 kept its printed country the same way).
- The academic CV (be2, NEW): the appointments are the work entries in printed order (the sabbatical second, as
  printed); name = the employing institution, the institute or school in front of it left out, as a campus or
  department is left out of an institution ("University of Tasmania", not "Institute for Marine and Antarctic
  Studies (IMAS), ..."); an institute that is itself the employer keeps its whole name, comma included ("Alfred
  Wegener Institute, Helmholtz Centre for Polar and Marine Research"); location = what follows the name ("Hobart",
  "Kiel, Germany"). "Feb–Jul 2024" is 2024-02 to 2024-07. The Service lines (editor, chief scientist, committees,
  reviewing), grants, awards, talks, teaching and supervision are not work and not recorded; thesis titles,
  supervisors and honours theses are not recorded. Education: "PhD" / "Chemical Oceanography" at "University of
  Southampton" (the parenthesis naming the centre left out); "Bachelor of Science (Honours)" / "Marine Science"
  with the score "First Class Honours" (batch 47's au3 wrote "Upper Second Class Honours (2:1)"); "Graduate
  Certificate" / "University Learning and Teaching". The ORCID iD is a profile {"network": "ORCID", "url":
  "https://orcid.org/…"}. Skills are the Technical skills lines; certificates the Field and safety certificates
  without their grey parentheses.
- The transition resume (be3, NEW): the shaded service line is a heading naming the employer for the roles under
  it, not an entry of its own (as a company's total tenure over its roles is not), and each military role's
  employer is "Canadian Armed Forces" (batch 54's bb1 wrote "United States Army"), the unit left out and the place
  after " — " its location ("Petawawa, ON"). The position is the civilian title with the rank in parentheses as
  printed. Deployments (in the bullets and the deployments table) happened within those roles and are not entries;
  the translation table's titles are not entries. The civilian contract job keeps "(6-month contract)" in its
  title. QL trade courses and leadership qualifications under "Military training" are training, neither education
  nor certificates; the Red Seals and the CAFM are certificates (issuer and year left out); the driver's licence,
  the security clearance and the medals are none of these. "English – fluent (CAF second language profile CBC)"
  is "fluent", the remark left out.
- The medical CV (be4, NEW): the name is "Rhodri Llewellyn", the title "Dr" left out (a form of address, not part
  of the name), and the post-nominals line is neither name nor label; the label is the line under the name. The
  two present appointments are two concurrent entries at "Wensum Valley University Hospitals NHS Foundation
  Trust" / "Norwich"; each post row of the appointments table is an entry (position = the bold Post cell without
  its italic note, name and location = the Hospital cell split at its last comma), the merged programme rows
  (specialty training, core training, foundation programme, with the NTN) are headings and not entries, and the
  Supervisor column is not recorded. Education: the three degrees of the Qualifications table ("MD (Res)",
  "MBChB (Hons)" with no area, "BSc (Hons)" / "Pharmacology" with the score "First Class", "(intercalated)" left
  out), a single year being the end date. Certificates: the middle column of "Postgraduate examinations and
  certification" as printed (ALS Provider – as au3 kept it –, BCSP accreditation, CCT, JAG certification, SCE,
  MRCP(UK)); the GMC number and Specialist Register entry in the personal details table are registration details,
  not a certificate list (au3's registration sat in a certificates section; this one does not); FRCP and the
  society memberships are memberships; Courses are training. Skills are the seven "Clinical and procedural
  skills" bullets; the logbook table is not. Audits, teaching, research, publications, presentations, interests
  and referees are not recorded.
- The Europass CV (be5, batch 46's at5 followed): basics from Personal information: the city of the address with
  the printed country as a code ({"city": "Peso da Régua", "country_code": "PT"}), the LinkedIn address as a
  profile, the "POSITION" line as the label; sex, date of birth and nationality not recorded. Work: position, the
  employer before the locality, location = the locality as printed after the employer ("Lamego (Portugal)",
  "Luján de Cuyo, Mendoza (Argentina)"), dates from the left column; "Business or sector" not recorded.
  Education: study type = the kind of qualification, area = its field ("Master's degree" / "Viticulture and
  Oenology", "Bachelor's degree (Licenciatura)" / "Biochemistry" keeping the national name in its parenthesis as
  batch 54 kept "(BBA)", "Upper secondary education" / "Science and Technology"), institution as printed without
  the faculty ("Universidade do Porto"; "Universidade de Trás-os-Montes e Alto Douro (UTAD)" with its acronym),
  score = "Final grade" ("17/20", "15/20"); EQF levels and dissertations not recorded. Languages: the mother
  tongue with fluency "Mother tongue" (at5's wording), then each grid row with its level (every row's five cells
  carry one level). Skills: the "Job-related skills" bullets, then the named tools under Digital skills; the
  communication and organisational paragraphs and the self-assessment grid's levels are not skills. Certificates:
  the "Certifications" bullets without " – issuer, year, result"; the driving licence is not one.
- The executive resume (be6, NEW): the capital name is recorded "Lwazi Ngcobo" as the footer prints it (batch 55's
  rule for "JARED TKACHUK"). Company header lines (with or without tenure and descriptor) are headings: each role
  under them is an entry with the company and its place. The Earlier career lines are entries in printed order,
  "2002–2005" as years, and the trainee line WITHOUT DATES a dates object {"is_current": false} alone (batch 55's
  rule). Board appointments are positions held: entries after them, in printed order, with no location (none is
  printed), the committee notes not recorded. Education: "Advanced Management Program (AMP)" at "Harvard Business
  School", "MBA" at "Gordon Institute of Business Science", "Bachelor of Commerce" / "Marketing" at "University of
  Natal" (the towns after the comma left out), single years as end dates. The certificate is "Chartered Director
  (SA)" (" – CD(SA), Institute of Directors in Southern Africa (IoDSA), 2021" left out); memberships are not
  certificates. Skills are the nine Areas of expertise; Key achievements are not skills.
- Running headers and footers (names, "Curriculum vitae", dates, "Page N of M", the Europass copyright line) are
  not content anywhere.

Truth conventions as in batches 5–55: date_text as printed (hyphens, en dashes and spacing as typed), the work
entry's location where printed, phones as printed. Every person, employer named as invented below, phone, email,
GMC number, ORCID iD, DOI and reference is invented (emails at example.com; phones in 555 ranges in the US, Canada,
Portugal and South Africa, ACMA and Ofcom drama ranges in Australia and the UK; DOIs under 10.5555), except the
agencies, armed forces and their units and operations, universities, colleges, regulators, professional bodies,
funders, journals, ships, schemes, products and places, which are real and named as any CV names them (Army
Contracting Command - Redstone, NASA Marshall Space Flight Center, Alabama A&M University, the University of
Alabama in Huntsville, DAU, NCMA, the FAR and its supplements, PD2, PIEE, SAM.gov, FPDS, CPARS, GFEBS, DCAA, DCMA;
the University of Tasmania and IMAS, GEOMAR, the Alfred Wegener Institute, the University of Southampton and the
NOC, The University of Queensland, the ARC and DECRA, the Australian Antarctic Program, GEOTRACES, RSV Nuyina and
the other research vessels, the journals cited; the Canadian Armed Forces, RCEME, 2 and 1 Service Battalion, 1st
Regiment RCHA, Operations REASSURANCE, ATHENA, LUSTRE and LENTUS, CFSEME Borden, Algonquin College, Skilled
Trades Ontario, Alberta Apprenticeship and Industry Training, NAFA, Fleetio, DRMIS; the GMC, Health Education
England, the Royal Colleges of Physicians, JAG, BCSP, the Resuscitation Council UK, the University of Leeds, the
University of East Anglia, the BSG, ECCO, NIHR, Crohn's & Colitis UK, St Mark's; Europass and Cedefop, UTAD, the
Universidade do Porto, the IVDP, DGAV, WSET, the Concours Mondial de Bruxelles, OIV, IFS, vintrace, FOSS, SAP;
Harvard Business School, the Gordon Institute of Business Science, the University of Natal, the IoDSA, YPO, the
JSE). Invented: Tennessee Valley Aerosystems, Inc.; Wensum Valley University Hospitals NHS Foundation Trust and
its hospital, Orwell General Hospital, Colne Estuary General Hospital, Fenland Royal Infirmary, Cam Valley
University Hospital, Calder Valley Royal Hospital, St Wilfrid's Hospital; Bonnechere Aggregates & Paving Ltd.,
École secondaire catholique Champlain-Nord; Quinta do Vale Sombreiro, S.A., Caves Ribeira Alta, Lda., Bodega Los
Alerces Altos, Laboratório Enológico do Corgo, Lda., Escola Secundária do Alto Corgo; Ukhozi Beverages Limited,
Mopane Juice Company, Southern Cape Brewing Company (Pty) Ltd, Highveld Dairies Limited, Kgotso Consumer Brands
(Pty) Ltd, Mzansi Cold Chain Holdings Limited, Southern African Beverage Industry Council NPC and Ikhaya Learning
Trust.

Tools: fpdf2 2.8.9, python-docx 1.2, reportlab 5.1 and weasyprint 70 (installed already), Chromium 156 (headless),
LibreOffice 7.4 (be2's PDF and be4's page check), fonts-liberation, DejaVu (be5's icons) and poppler-utils.
check_pages, chromium_pdf, dates, libreoffice_pdf, linkedin, lo_page_count, new_docx, bottom_border, oxml_element,
pdf_pages and write_truth come from holdout_render.py.
Run from this folder: python3 render_batch57.py
"""
import os
import shutil
import tempfile
from xml.sax.saxutils import escape

from holdout_render import (FILES, check_pages, chromium_pdf, dates, linkedin, lo_page_count, oxml_element,
                            pdf_pages, write_truth)

# Scratch files (the LibreOffice conversions, the Chromium profile and print) go here, never to /tmp.
SCRATCH = os.environ.get("BE57_SCRATCH", "/var/tmp/be57")
LIBERATION = "/usr/share/fonts/truetype/liberation/"


def job(position, name, location, date_text, span):
    """A truth work entry; the location is left out where none is printed, and a job printed without dates
    has a dates object with is_current false only (holdout_render.work_truth's rule)."""
    entry = {"position": position, "name": name}
    if location:
        entry["location"] = location
    entry["dates"] = dates(*span, text=date_text) if date_text else dates(None)
    return entry


def docx_field(paragraph, instruction, size=None, color=None):
    """Appends a Word field (PAGE, NUMPAGES) to a python-docx paragraph as begin / instrText / separate / "1" /
    end runs, the way Word writes a page number."""
    from docx.oxml.ns import qn

    def new_run():
        r = oxml_element("w:r")
        props = oxml_element("w:rPr")
        if color:
            props.append(oxml_element("w:color", val=color))
        if size:
            props.append(oxml_element("w:sz", val=str(int(size * 2))))
        r.append(props)
        paragraph._p.append(r)
        return r
    new_run().append(oxml_element("w:fldChar", fldCharType="begin"))
    instr = oxml_element("w:instrText")
    instr.set(qn("xml:space"), "preserve")
    instr.text = f" {instruction} "
    new_run().append(instr)
    new_run().append(oxml_element("w:fldChar", fldCharType="separate"))
    t = oxml_element("w:t")
    t.text = "1"
    new_run().append(t)
    new_run().append(oxml_element("w:fldChar", fldCharType="end"))


def docx_hyperlink(paragraph, url, text, color="1F4E79", underline=False, size=None):
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


def cell_fill(cell, fill):
    """A cell's solid fill (w:shd)."""
    cell._tc.get_or_add_tcPr().append(oxml_element("w:shd", val="clear", color="auto", fill=fill))


def fixed_widths(table, widths):
    """Gives a python-docx table fixed column widths (w:tblLayout fixed, the grid and every cell)."""
    table.autofit = False
    table._tbl.tblPr.append(oxml_element("w:tblLayout", type="fixed"))
    for column, width in zip(table.columns, widths):
        column.width = width
    for row in table.rows:
        for cell, width in zip(row.cells, widths):
            cell.width = width


def keep_row_together(row):
    """Stops a table row from splitting across pages (w:cantSplit)."""
    row._tr.get_or_add_trPr().append(oxml_element("w:cantSplit"))


# ==== be1: federal contract specialist (Huntsville, AL), fpdf2 imitating the USAJOBS resume builder's PDF ==========
BE1_JOBS = [  # employer, street, city line, truth place, dates, truth span, salary, hours, (series, plan, grade) or
    # None, title, duty paragraphs, supervisor (name, phone), okay to contact
    dict(employer="Army Contracting Command - Redstone", street="Bldg 5303 Martin Road",
         city="Redstone Arsenal, AL 35898 United States", place="Redstone Arsenal, AL", when="04/2021 - Present",
         span=("2021-04", None, True), salary="$103,409 USD Per Year", hours="40", grade=("1102", "GS", "12"),
         title="Contract Specialist",
         duties=[
             "Serve as a Contract Specialist and warranted Contracting Officer (warrant up to $25 million) in the "
             "Aviation and Missile Sustainment Contracting Division, supporting the Program Executive Office for "
             "Missiles and Space and the Aviation and Missile Command (AMCOM). Plan, negotiate, award and administer "
             "complex firm-fixed-price, cost-plus-fixed-fee, time-and-materials and indefinite-delivery/indefinite-"
             "quantity (IDIQ) contracts for spare parts, depot repair, engineering services and logistics support, "
             "with a current portfolio of 38 contract actions valued at $412 million. Apply the Federal Acquisition "
             "Regulation (FAR), the Defense Federal Acquisition Regulation Supplement (DFARS), the Army Federal "
             "Acquisition Regulation Supplement (AFARS) and command policy to every phase of the acquisition.",
             "ACQUISITION PLANNING AND PRE-AWARD: Work with requiring activities to refine performance work "
             "statements, independent government cost estimates (IGCEs) and evaluation criteria; conduct market "
             "research and draft acquisition strategies, determinations and findings, justifications and approvals "
             "for other than full and open competition, and small business coordination records (DD Form 2579). "
             "Prepare and publish solicitations on SAM.gov, answer industry questions, chair source selection "
             "evaluation boards under FAR Part 15 (best-value tradeoff and lowest price technically acceptable) and "
             "write the price negotiation memorandum and the source selection decision document.",
             "PRICE AND COST ANALYSIS: Review contractor proposals and certified cost or pricing data under the "
             "Truthful Cost or Pricing Data Act; request and use DCAA audit reports and DCMA forward pricing rate "
             "recommendations; develop pre-negotiation objectives, lead negotiations with contractors' pricing and "
             "contracts staff and document the results. POST-AWARD: Issue modifications, exercise options, process "
             "requests for equitable adjustment and claims, monitor contractor performance and write CPARS "
             "evaluations, resolve invoice and funding issues in GFEBS and PIEE Wide Area Workflow, and close out "
             "physically complete contracts.",
             "KEY ACCOMPLISHMENTS: Awarded a $186 million, five-year IDIQ contract for missile launcher depot repair "
             "41 days ahead of the program milestone, with savings of $9.3 million (6.1%) against the IGCE. "
             "Negotiated a $14.2 million request for equitable adjustment down to $8.7 million. Cleared a backlog of "
             "61 overage contracts for closeout in FY2024 and deobligated $3.4 million in excess funds returned to "
             "the program office. Mentor three GS-1102 developmental interns and lead the division's monthly FAR "
             "Part 15 training. Received the Commander's Award for Civilian Service (2024)."],
         supervisor=("Gerald T. Haskins", "256-555-0171"), contact="Yes"),
    dict(employer="NASA Marshall Space Flight Center", street="Building 4203, Rideout Road",
         city="Huntsville, AL 35812 United States", place="Huntsville, AL", when="08/2018 - 04/2021",
         span=("2018-08", "2021-04"), salary="$86,335 USD Per Year", hours="40", grade=("1102", "GS", "11"),
         title="Contract Specialist",
         duties=[
             "Contract Specialist in the Office of Procurement supporting the Space Launch System (SLS) Program and "
             "Marshall's Engineering Directorate. Managed a portfolio of 24 contracts and task orders valued at $96 "
             "million for engineering support services, test facility operations, materials and flight hardware "
             "components, under the FAR and the NASA FAR Supplement (NFS).",
             "Prepared solicitations and evaluated proposals as a member and later chair of technical evaluation "
             "panels; performed price and cost analysis, including analysis of indirect rates, fee and award fee "
             "structures. Drafted contract modifications, incremental funding actions and award fee determinations; "
             "tracked deliverables and worked with contracting officer's representatives (CORs) and the Office of "
             "Chief Counsel on disputes and two GAO protests (both denied).",
             "KEY ACCOMPLISHMENTS: Negotiated the $38 million follow-on engineering services contract with a 4.2% "
             "reduction in proposed labor rates. Led the office's move of 140 active awards to the new contract-"
             "writing module during the COVID-19 telework period with no lapse in service. Received a NASA Group "
             "Achievement Award (2020) as a member of the SLS Procurement Team."],
         supervisor=("Renee Castellano-Webb", "256-555-0188"), contact="Yes"),
    dict(employer="Army Contracting Command - Redstone", street="Bldg 5303 Martin Road",
         city="Redstone Arsenal, AL 35898 United States", place="Redstone Arsenal, AL", when="06/2016 - 08/2018",
         span=("2016-06", "2018-08"), salary="$56,227 USD Per Year", hours="40", grade=("1102", "GS", "09"),
         title="Contract Specialist (Developmental)",
         duties=[
             "Selected for the Army Contracting Command's three-year developmental program (Pathways Recent "
             "Graduate, GS-07 to GS-11 career ladder; promoted to GS-09 in 06/2017). Rotated through the simplified "
             "acquisition, operational contracting and major systems branches under the supervision of warranted "
             "contracting officers.",
             "Prepared simplified acquisitions and commercial item purchases under FAR Parts 12 and 13 up to "
             "$250,000, priced orders against GSA schedules and blanket purchase agreements, drafted pre-award "
             "documents, abstracts of offers and price reasonableness determinations, and entered awards in PD2 "
             "and FPDS. Performed contract administration tasks including modifications, funding adjustments and "
             "past performance evaluations.",
             "Completed 214 contract actions worth $27.6 million; my contract files passed the division's "
             "procurement management review in 2018 without a finding."],
         supervisor=("Monique D. Farris", "256-555-0163"), contact="Yes"),
    dict(employer="Tennessee Valley Aerosystems, Inc.", street="1180 Discovery Drive NW, Suite 300",
         city="Huntsville, AL 35806 United States", place="Huntsville, AL", when="01/2014 - 05/2016",
         span=("2014-01", "2016-05"), salary="$51,500 USD Per Year", hours="40", grade=None,
         title="Subcontracts Administrator",
         duties=[
             "Subcontracts Administrator for a mid-size defense contractor (about 600 employees) providing "
             "engineering, test and logistics services to Army aviation and missile programs. Placed and "
             "administered subcontracts and purchase orders under prime contracts, flowed down FAR and DFARS "
             "clauses, and kept the department compliant with the company's approved purchasing system.",
             "Solicited and evaluated supplier quotes, prepared cost/price analyses and make-or-buy documentation, "
             "negotiated terms and conditions, issued 35 subcontracts and about 1,200 purchase orders a year, "
             "tracked small business subcontracting goals and prepared the semi-annual Individual Subcontract "
             "Reports in eSRS.",
             "KEY ACCOMPLISHMENTS: Supported the company's DCMA Contractor Purchasing System Review (CPSR) in 2015, "
             "which closed with no significant findings. Built the Excel tracker for supplier certifications and "
             "non-disclosure agreement expirations that the department still used when I left."],
         supervisor=("Wendell Ostrowski", "256-555-0129"), contact="Contact me first"),
    dict(employer="Alabama A&M University", street="4900 Meridian Street N",
         city="Normal, AL 35762 United States", place="Normal, AL", when="08/2011 - 12/2013",
         span=("2011-08", "2013-12"), salary="$9.50 USD Per Hour", hours="20", grade=None,
         title="Student Assistant, Procurement Services",
         duties=[
             "Part-time student assistant in the university's Office of Procurement Services while completing my "
             "bachelor's degree. Entered requisitions and purchase orders, checked vendor registrations and W-9 "
             "forms, filed and scanned procurement records, answered vendor and department calls, and reconciled "
             "purchasing card statements for the office manager."],
         supervisor=("Doris A. Pettway", "256-555-0115"), contact="Yes"),
]
BE1_KEY_SKILLS = ["FAR, DFARS and AFARS", "Source selection (FAR Part 15)", "Cost and price analysis", "Negotiation",
                  "Contract administration and closeout", "IDIQ and task order management",
                  "Small business programs"]
BE1_SYSTEMS = ["PD2", "PIEE (EDA, WAWF)", "SAM.gov", "FPDS", "CPARS", "GFEBS",
               "Microsoft Excel (pivot tables, Power Query)"]
BE1_CERTS = [("DAWIA Contracting Professional Certification", "Defense Acquisition University, 2023"),
             ("Certified Federal Contracts Manager (CFCM)", "National Contract Management Association, 2022"),
             ("DAWIA Level II - Contracting", "2019; legacy certification")]


def be1_usajobs_fpdf():
    from fpdf import FPDF
    from fpdf.enums import XPos, YPos

    name = "be1-latrice-dunnaway"
    path = os.path.join(FILES, name + ".pdf")
    pdf = FPDF(orientation="portrait", unit="pt", format="Letter")
    pdf.set_title("Latrice M. Dunnaway - Resume")
    pdf.set_author("Latrice M. Dunnaway")
    pdf.set_creator("USAJOBS")
    for style, file in (("", "LiberationSans-Regular.ttf"), ("B", "LiberationSans-Bold.ttf"),
                        ("I", "LiberationSans-Italic.ttf")):
        pdf.add_font("LS", style, LIBERATION + file)
    pdf.set_margins(54, 48, 54)
    pdf.set_auto_page_break(True, margin=50)
    pdf.add_page()
    ink, grey, rule = (0, 0, 0), (90, 90, 90), (170, 170, 170)
    lh = 13.2

    def line(text, style="", size=10, color=ink, after=0, h=lh):
        pdf.set_font("LS", style, size)
        pdf.set_text_color(*color)
        pdf.multi_cell(0, h, text, align="L", new_x=XPos.LMARGIN, new_y=YPos.NEXT)
        if after:
            pdf.ln(after)

    def field(label, value, size=10):
        pdf.set_font("LS", "B", size)
        pdf.set_text_color(*ink)
        pdf.write(lh, label + ": ")
        pdf.set_font("LS", "", size)
        pdf.write(lh, value)
        pdf.ln(lh)

    def heading(text):
        pdf.ln(8)
        if pdf.get_y() > pdf.h - 120:
            pdf.add_page()
        line(text, "B", 13, after=2, h=16)
        pdf.set_draw_color(*rule)
        pdf.set_line_width(0.8)
        pdf.line(pdf.l_margin, pdf.get_y(), pdf.w - pdf.r_margin, pdf.get_y())
        pdf.ln(7)

    # the builder's header: the name, the address and the contact fields
    line("Latrice M. Dunnaway", "B", 17, h=22)
    for text in ("4127 Whitesburg Court SE", "Huntsville, AL 35802 US"):
        line(text)
    field("Mobile", "256-555-0142")
    field("Email", "latrice.dunnaway@example.com")
    pdf.ln(4)
    line("Profile", "B", 11, h=15)
    for label, value in (("Citizenship", "United States of America"),
                         ("Federal civilian status", "Current federal civilian employee"),
                         ("Highest grade", "GS-1102-12, 04/2021 - Present"), ("Veterans' preference", "No"),
                         ("Security clearance", "Secret"),
                         ("Desired locations", "Huntsville, AL; Redstone Arsenal, AL; Remote"),
                         ("Availability", "Job Type: Permanent; Work Schedule: Full-time")):
        field(label, value)

    heading("Work Experience")
    for i, j in enumerate(BE1_JOBS):
        if i:
            pdf.ln(10)
        if pdf.get_y() > pdf.h - 200:
            pdf.add_page()
        line(j["employer"], "B", 10.5)
        line(j["street"])
        line(j["city"], after=5)
        line(j["when"])
        field("Salary", j["salary"])
        field("Hours per week", j["hours"])
        if j["grade"]:
            series, plan, grade = j["grade"]
            field("Series", series)
            field("Pay Plan", plan)
            field("Grade", grade)
        pdf.ln(5)
        line(j["title"], "B", 10.5, after=3)
        line("Duties, Accomplishments and Related Skills:", "B", after=2)
        for duty in j["duties"]:
            line(duty, after=5)
        supervisor, phone = j["supervisor"]
        field("Supervisor", f"{supervisor} ({phone})")
        field("Okay to contact this Supervisor", j["contact"])

    heading("Education")
    for school, place, level, when, gpa, credits, major, honors, coursework in (
            ("University of Alabama in Huntsville", "Huntsville, AL United States", "Master's degree", "05/2017",
             "3.82 of a maximum 4.0", "33 Semester hours", "Business Administration", None,
             "MBA completed part-time while working full-time. Coursework: government contract law, cost and price "
             "analysis, supply chain management, managerial accounting, quantitative analysis, negotiation and "
             "strategic management."),
            ("Alabama A&M University", "Normal, AL United States", "Bachelor's degree", "12/2013",
             "3.41 of a maximum 4.0", "128 Semester hours", "Logistics and Supply Chain Management", "cum laude",
             "More than 24 semester hours in business disciplines (accounting, business law, economics, finance, "
             "management, quantitative methods and purchasing), meeting the GS-1102 education requirement.")):
        if pdf.get_y() > pdf.h - 150:
            pdf.add_page()
        line(school, "B", 10.5)
        line(place)
        line(f"{level} {when}")
        field("GPA", gpa)
        field("Credits Earned", credits)
        field("Major", major)
        if honors:
            field("Honors", honors)
        line("Relevant Coursework, Licensures and Certifications:", "B")
        line(coursework, after=8)

    heading("Job Related Training")
    for text in ("Defense Acquisition University: CON 090 FAR Fundamentals (2016); CON 100, CON 121, CON 124 and "
                 "CON 127 (2016 - 2017); CON 170 Fundamentals of Cost and Price Analysis (2018); CON 200 Business "
                 "Decisions for Contracting (2019); CON 360 Contracting for Decision Makers (2022).",
                 "Source Selection Procedures Workshop - Army Contracting Command, 2022 (24 hours).",
                 "Federal Appropriations Law - Management Concepts, 2023 (24 hours)."):
        line(text, after=3)

    heading("Language Skills")
    pdf.set_font("LS", "B", 10)
    for text, width in (("Language", 140), ("Spoken", 110), ("Written", 110), ("Read", 110)):
        pdf.cell(width, lh, text)
    pdf.ln(lh)
    pdf.set_font("LS", "", 10)
    for text, width in (("Spanish", 140), ("Intermediate", 110), ("Intermediate", 110), ("Intermediate", 110)):
        pdf.cell(width, lh, text)
    pdf.ln(lh)

    heading("Affiliations")
    line("National Contract Management Association (NCMA) - Member; Huntsville Chapter Treasurer (2023 - Present)")

    heading("Additional Information")
    line("Certifications:", "B", after=2)
    for cert, note in BE1_CERTS:
        line(f"{cert} ({note})")
    pdf.ln(5)
    field("Key skills", "; ".join(BE1_KEY_SKILLS))
    pdf.ln(3)
    field("Systems", "; ".join(BE1_SYSTEMS))
    pdf.ln(3)
    field("Awards", "Commander's Award for Civilian Service (2024); NASA Group Achievement Award (2020); two "
                    "on-the-spot awards (2017, 2019).")
    pdf.ln(3)
    field("Telework", "Current telework agreement, 2 days per week. Willing to travel up to 25%.")

    heading("References")
    for ref_name, role, phone, email, kind in (
            ("Gerald T. Haskins", "Branch Chief, ACC-Redstone", "256-555-0171", "gerald.haskins@example.com",
             "Professional"),
            ("Renee Castellano-Webb", "Supervisory Contract Specialist, NASA MSFC", "256-555-0188",
             "renee.castellano-webb@example.com", "Professional"),
            ("Andre L. Pruitt", "Contracting Officer, ACC-Redstone", "256-555-0194",
             "andre.pruitt@example.com", "Professional")):
        line(ref_name, "B")
        line(role)
        line(f"Phone: {phone}   Email: {email}")
        line(f"Reference type: {kind}", after=5)

    pdf.output(path)
    pages = pdf_pages(path)
    check_pages(name, pages, BE1_PAGES)

    write_truth(name, {
        "basics": {"name": "Latrice M. Dunnaway", "email": "latrice.dunnaway@example.com", "phone": "256-555-0142",
                   "location": {"city": "Huntsville", "region": "AL", "country_code": "US"}},
        "work": [job(j["title"], j["employer"], j["place"], j["when"], j["span"]) for j in BE1_JOBS],
        "education": [
            {"institution": "University of Alabama in Huntsville", "study_type": "Master's degree",
             "area": "Business Administration", "score": "3.82 of a maximum 4.0",
             "dates": dates(None, "2017-05", text="05/2017")},
            {"institution": "Alabama A&M University", "study_type": "Bachelor's degree",
             "area": "Logistics and Supply Chain Management", "score": "3.41 of a maximum 4.0",
             "dates": dates(None, "2013-12", text="12/2013")}],
        "skills": [{"name": s} for s in BE1_KEY_SKILLS + BE1_SYSTEMS],
        "certificates": [{"name": c} for c, _ in BE1_CERTS],
        "languages": [{"language": "Spanish", "fluency": "Intermediate"}],
    })


BE1_PAGES = 5


# ==== be2: associate professor of marine biogeochemistry (Hobart), LibreOffice PDF of an academic Word CV =========
BE2_APPOINTMENTS = [  # (dates as printed, title, organisation line as printed, truth name, truth place, truth span)
    ("2022–present", "Associate Professor (Level D) in Marine Biogeochemistry",
     "Institute for Marine and Antarctic Studies (IMAS), University of Tasmania, Hobart", "University of Tasmania",
     "Hobart", ("2022", None, True)),
    ("Feb–Jul 2024", "Visiting Scientist (sabbatical)",
     "GEOMAR Helmholtz Centre for Ocean Research, Kiel, Germany", "GEOMAR Helmholtz Centre for Ocean Research",
     "Kiel, Germany", ("2024-02", "2024-07")),
    ("2018–2021", "Senior Lecturer (Level C) in Marine Biogeochemistry",
     "Institute for Marine and Antarctic Studies (IMAS), University of Tasmania, Hobart", "University of Tasmania",
     "Hobart", ("2018", "2021")),
    ("2015–2017", "ARC Discovery Early Career Researcher Award (DECRA) Fellow",
     "Institute for Marine and Antarctic Studies (IMAS), University of Tasmania, Hobart", "University of Tasmania",
     "Hobart", ("2015", "2017")),
    ("2012–2014", "Postdoctoral Research Scientist",
     "Alfred Wegener Institute, Helmholtz Centre for Polar and Marine Research, Bremerhaven, Germany",
     "Alfred Wegener Institute, Helmholtz Centre for Polar and Marine Research", "Bremerhaven, Germany",
     ("2012", "2014")),
]
BE2_SKILLS = ["Trace-metal clean sampling (GEOTRACES protocols)", "HR-ICP-MS with seaFAST preconcentration",
              "Voltammetric and flow-injection speciation methods", "CTD-rosette and trace-metal rosette operations",
              "R (tidyverse, mgcv) and Python (xarray, pandas)", "Ocean Data View and MATLAB"]
BE2_CERTS = [("STCW Basic Safety Training", "renewed 2024"), ("Remote Area First Aid (HLTAID013)", "2025"),
             ("Australian Antarctic Program Field Training", "sea ice and helicopter operations, 2023")]
BE2_PUBLICATIONS = [
    "Vandermeer S., Okonjo-Price T.*, Lannigan M. & Whitcombe A.R. (2026). Winter entrainment supplies half of the "
    "dissolved iron used by the spring bloom south of Tasmania. Global Biogeochemical Cycles 40, e2025GB008412. "
    "doi:10.5555/gbc.2026.0412",
    "Harcourt J.*, Vandermeer S., Bellweather P. & Sato K. (2025). Ligand-bound copper along the SR3 section: a "
    "Southern Ocean sink for organic ligands? Marine Chemistry 262, 104433. doi:10.5555/marchem.2025.104433",
    "Vandermeer S., Koenig F. & Ritter-Abadi L. (2025). Sea-ice melt as a pulsed source of bioavailable iron in "
    "the seasonal ice zone. Nature Geoscience 18, 311–318. doi:10.5555/ngeo.2025.0311",
    "Okonjo-Price T.*, Vandermeer S. & Lannigan M. (2024). Manganese limitation of diatoms in the Antarctic Zone: "
    "evidence from shipboard incubations. Limnology and Oceanography 69, 1502–1517. doi:10.5555/lno.2024.1502",
    "Lannigan M., Vandermeer S., Dufresne A.-C. & Pemberton-Yates R. (2023). Hydrothermal iron from the "
    "Australian-Antarctic Ridge reaches the surface ocean. Geophysical Research Letters 50, e2023GL104118. "
    "doi:10.5555/grl.2023.4118",
    "Vandermeer S. & Harcourt J.* (2022). A low-blank method for copper speciation by competitive ligand "
    "exchange in Southern Ocean waters. Analytica Chimica Acta 1221, 340118. doi:10.5555/aca.2022.340118",
    "Bellweather P., Vandermeer S., Ngata R. & Sato K. (2021). Phytoplankton iron quotas across the Subantarctic "
    "Front. Biogeosciences 18, 4211–4230. doi:10.5555/bg.2021.4211",
    "Vandermeer S., Koenig F., Hartmann B. & Whitcombe A.R. (2016). Dust, sediments or upwelling? Iron isotopes "
    "trace the sources of iron to the Weddell Sea. Earth and Planetary Science Letters 451, 88–99. "
    "doi:10.5555/epsl.2016.088",
    "Vandermeer S., Whitcombe A.R. & Salgado-Rees B. (2013). Manganese speciation in the winter mixed layer of "
    "the Scotia Sea. Deep-Sea Research II 90, 105–116. doi:10.5555/dsr2.2013.105",
    "Vandermeer S. & Whitcombe A.R. (2011). Rapid determination of dissolved iron in seawater by flow injection "
    "with chemiluminescence detection at sea. Limnology and Oceanography: Methods 9, 414–425. "
    "doi:10.5555/lom.2011.414",
]


def be2_academic_libreoffice():
    from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_TAB_ALIGNMENT
    from docx.shared import Cm, Mm, Pt, RGBColor, Twips
    from holdout_render import bottom_border, libreoffice_pdf, new_docx

    document = new_docx(author="Saskia Vandermeer", title="Curriculum vitae – Saskia Vandermeer",
                        page=(Mm(210), Mm(297)), margins=(Cm(2.3), Cm(2.0)), font="Times New Roman", size=11,
                        space_after=2)
    grey = RGBColor(0x55, 0x55, 0x55)
    gutter = Cm(3.0)
    right = Mm(210) - 2 * Cm(2.3)

    def run(p, text, bold=False, italic=False, size=None, color=None, small_caps=False):
        r = p.add_run(text); r.bold = bold; r.italic = italic
        if size: r.font.size = Pt(size)
        if color is not None: r.font.color.rgb = color
        if small_caps: r.font.small_caps = True
        return r

    def para(before=0, after=2):
        p = document.add_paragraph()
        p.paragraph_format.space_before = Pt(before); p.paragraph_format.space_after = Pt(after)
        return p

    def heading(text):
        p = para(before=12, after=5)
        run(p, text, bold=True, size=12, small_caps=True)
        p.paragraph_format.keep_with_next = True
        bottom_border(p, color="444444", size="4")

    def entry(when, first, rest=(), first_bold=True, after=4):
        """A dated entry: the dates in the left gutter, the lines at the hanging indent (one paragraph)."""
        p = para(after=after)
        pf = p.paragraph_format
        pf.left_indent, pf.first_line_indent = gutter, -gutter
        pf.tab_stops.add_tab_stop(gutter)
        pf.keep_together = True
        run(p, when + "\t")
        run(p, first, bold=first_bold)
        for text, italic in rest:
            p.add_run().add_break()
            run(p, text, italic=italic)
        return p

    def hanging(label, text, after=3):
        p = para(after=after)
        pf = p.paragraph_format
        pf.left_indent, pf.first_line_indent = Cm(0.8), -Cm(0.8)
        pf.tab_stops.add_tab_stop(Cm(0.8))
        run(p, label + "\t" + text)
        return p

    # running footer: the name, the date of the CV and the page number
    footer = document.sections[0].footer.paragraphs[0]
    for stop in (Twips(4680), Twips(9360)):  # the Footer style's own centre and right stops, cleared
        footer.paragraph_format.tab_stops.add_tab_stop(stop, WD_TAB_ALIGNMENT.CLEAR)
    footer.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
    run(footer, "S. Vandermeer – Curriculum vitae – November 2026\tPage ", size=9, color=grey)
    docx_field(footer, "PAGE", size=9, color="555555")
    run(footer, " of ", size=9, color=grey)
    docx_field(footer, "NUMPAGES", size=9, color="555555")

    p = para(after=0)
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    run(p, "Saskia Vandermeer", bold=True, size=20)
    p = para(after=4)
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    run(p, "Associate Professor in Marine Biogeochemistry", size=12.5, italic=True)
    for text in ("Institute for Marine and Antarctic Studies, University of Tasmania",
                 "Private Bag 129, Hobart TAS 7001, Australia"):
        p = para(after=0)
        p.alignment = WD_ALIGN_PARAGRAPH.CENTER
        run(p, text, size=10.5)
    p = para(after=6)
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    run(p, "+61 3 5550 2184  ·  ", size=10.5)
    docx_hyperlink(p, "mailto:saskia.vandermeer@example.com", "saskia.vandermeer@example.com", color="000000",
                   size=10.5)
    run(p, "  ·  ORCID ", size=10.5)
    docx_hyperlink(p, "https://orcid.org/0000-0002-7716-4021", "orcid.org/0000-0002-7716-4021", color="000000",
                   size=10.5)

    heading("Academic appointments")
    for when, title, org, *_ in BE2_APPOINTMENTS:
        entry(when, title, [(org, False)])

    heading("Education")
    entry("2016", "Graduate Certificate in University Learning and Teaching", [("University of Tasmania", False)])
    entry("2008–2012", "PhD in Chemical Oceanography",
          [("University of Southampton (National Oceanography Centre Southampton), UK", False),
           ("Thesis: “Iron and manganese in the Southern Ocean: sources, speciation and supply to the winter mixed "
            "layer”", True),
           ("Supervisors: Prof. Alan R. Whitcombe and Dr Beatriz Salgado-Rees", False)])
    entry("2004–2007", "Bachelor of Science (Honours) in Marine Science, First Class Honours",
          [("The University of Queensland, Brisbane", False),
           ("Honours thesis: “Dissolved copper speciation in Moreton Bay” (supervisor: Dr Colin Marsh-Edwards)",
            True)])

    heading("Research funding")
    p = para(after=4)
    run(p, "AUD 4.6 million as a chief investigator since 2015, AUD 2.3 million as lead CI. CI = chief investigator.",
        italic=True)
    for when, text in (
            ("2025–2027", "ARC Discovery Project (lead CI with 3 CIs, 2 PIs): “Does winter mixing set the iron "
                          "budget of the Southern Ocean?” AUD 612,000"),
            ("2023–2026", "Australian Antarctic Science Program project 4671 (lead CI): Sea-ice iron and the "
                          "spring bloom. AUD 420,000 and 24 days of RSV Nuyina ship time"),
            ("2022–2026", "ARC Special Research Initiative, Australian Centre for Excellence in Antarctic Science "
                          "(one of 38 CIs; leader of the biogeochemistry theme node in Hobart). AUD 1.9 million to "
                          "my node"),
            ("2019–2021", "ARC Discovery Project (second CI): “Copper and the microbial loop in the Subantarctic”. "
                          "AUD 388,000"),
            ("2018", "UTAS Research Enhancement Program: seaFAST preconcentration system (lead CI). AUD 145,000"),
            ("2015–2017", "ARC Discovery Early Career Researcher Award: “Iron sources to the Southern Ocean from "
                          "isotopes”. AUD 372,000")):
        entry(when, text, first_bold=False, after=3)

    heading("Awards and honours")
    for when, text in (("2023", "Vice-Chancellor's Award for Excellence in Research Supervision, University of "
                                "Tasmania"),
                       ("2021", "IMAS Research Excellence Award (mid-career)"),
                       ("2015", "ARC Discovery Early Career Researcher Award (DECRA)"),
                       ("2012", "Best student presentation, Ocean Sciences Meeting, Salt Lake City")):
        entry(when, text, first_bold=False, after=2)

    heading("Publications")
    p = para(after=4)
    run(p, "52 peer-reviewed journal articles (19 as first author), 3 book chapters and 2 data papers; h-index 24 "
           "(Scopus, November 2026). Ten recent or representative articles below; * marks a student I supervised. "
           "Full list: orcid.org/0000-0002-7716-4021.", italic=True)
    for i, text in enumerate(BE2_PUBLICATIONS, 1):
        hanging(f"{i}.", text)

    heading("Teaching")
    for when, text in (
            ("2018–present", "Unit coordinator and lecturer, KSM302 Marine Biogeochemistry (third-year, 60–90 "
                             "students a year; student satisfaction 4.6/5 in 2025)"),
            ("2020–present", "Unit coordinator, KSM718 Ocean Chemistry and Climate (Master of Marine and Antarctic "
                             "Science)"),
            ("2016–2019", "Guest lectures in KSA101 Introduction to Marine and Antarctic Science and in the IMAS "
                          "field school on Maria Island")):
        entry(when, text, first_bold=False, after=3)
    p = para(before=4, after=3)
    run(p, "Research supervision: ", bold=True)
    run(p, "primary supervisor of 6 PhD candidates (4 completed: T. Okonjo-Price 2025, J. Harcourt 2024, M. Fenwick "
           "2022, L. Ashby 2020), co-supervisor of 5 PhD candidates, and supervisor of 11 Honours and 7 Master's "
           "research students.")

    heading("Service and leadership")
    for when, text in (
            ("2024/25", "Chief Scientist, RSV Nuyina voyage V3 (Southern Ocean Time Series and sea-ice stations; 42 "
                        "days, 31 scientists)"),
            ("2021–present", "Associate Editor, Global Biogeochemical Cycles"),
            ("2022–2024", "Higher Degree by Research Coordinator, IMAS"),
            ("2019–2023", "Member, GEOTRACES Standards and Intercalibration Committee"),
            ("2020–present", "Member, IMAS Research Committee (and University Biosafety Committee, 2020–2022)"),
            ("ongoing", "Reviewer for the ARC, NERC and the US NSF, and for 15 journals")):
        entry(when, text, first_bold=False, after=3)

    heading("Invited talks")
    for when, text in (
            ("2025", "Keynote, Australian Marine Sciences Association conference, Hobart: “Following the iron”"),
            ("2024", "Seminar, GEOMAR Helmholtz Centre for Ocean Research, Kiel"),
            ("2023", "Invited talk, Goldschmidt Conference, Lyon"),
            ("2022", "Invited talk, Ocean Sciences Meeting (online)"),
            ("2019", "Seminar series, Alfred Wegener Institute, Bremerhaven")):
        entry(when, text, first_bold=False, after=2)

    heading("Fieldwork")
    p = para(after=3)
    run(p, "Twelve research voyages since 2008 (four as chief scientist), 310 days at sea on RSV Nuyina, RSV Aurora "
           "Australis, RV Investigator, RV Polarstern and RRS James Clark Ross; two sea-ice camps in East "
           "Antarctica.")

    heading("Technical skills")
    for skill in BE2_SKILLS:
        hanging("–", skill, after=1)

    heading("Field and safety certificates")
    for cert, note in BE2_CERTS:
        p = hanging("–", cert, after=1)
        run(p, f" ({note})", color=grey)

    heading("Languages")
    p = para(after=3)
    run(p, "English (native); Dutch (fluent); German (professional working proficiency).")

    heading("Professional memberships")
    p = para(after=3)
    run(p, "American Geophysical Union; Association for the Sciences of Limnology and Oceanography; Australian "
           "Marine Sciences Association; Challenger Society for Marine Science.")

    name = "be2-saskia-vandermeer"
    libreoffice_pdf(document, name, BE2_PAGES)

    write_truth(name, {
        "basics": {"name": "Saskia Vandermeer", "label": "Associate Professor in Marine Biogeochemistry",
                   "email": "saskia.vandermeer@example.com", "phone": "+61 3 5550 2184",
                   "location": {"city": "Hobart", "region": "TAS", "country_code": "AU"},
                   "profiles": [{"network": "ORCID", "url": "https://orcid.org/0000-0002-7716-4021"}]},
        "work": [job(t, n, p, w, s) for w, t, _, n, p, s in BE2_APPOINTMENTS],
        "education": [
            {"institution": "University of Tasmania", "study_type": "Graduate Certificate",
             "area": "University Learning and Teaching", "dates": dates(None, "2016", text="2016")},
            {"institution": "University of Southampton", "study_type": "PhD", "area": "Chemical Oceanography",
             "dates": dates("2008", "2012", text="2008–2012")},
            {"institution": "The University of Queensland", "study_type": "Bachelor of Science (Honours)",
             "area": "Marine Science", "score": "First Class Honours",
             "dates": dates("2004", "2007", text="2004–2007")}],
        "skills": [{"name": s} for s in BE2_SKILLS],
        "certificates": [{"name": c} for c, _ in BE2_CERTS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Dutch", "fluency": "fluent"},
                      {"language": "German", "fluency": "professional working proficiency"}],
    })


BE2_PAGES = 4


# ==== be3: army vehicle technician warrant officer turned fleet maintenance manager (Pembroke, ON), Chromium =======
BE3_CIVILIAN = [  # (title, employer, place, dates as printed, truth span, bullets)
    ("Fleet Maintenance Coordinator (6-month contract)", "Bonnechere Aggregates & Paving Ltd.", "Eganville, ON",
     "Oct 2025 – present", ("2025-10", None, True),
     ["Plan and schedule maintenance for 74 units (tri-axle dump trucks, loaders, excavators, pavers and light "
      "trucks) across two pits and a paving crew; cut the open work-order backlog from 212 to 58 in four months.",
      "Set up preventive maintenance intervals, CVOR and annual safety inspection tracking in Fleetio; "
      "renegotiated tire and parts supply with two vendors (about $90,000 a year saved)."]),
]
BE3_MILITARY = [  # (civilian title (rank), unit, place, dates as printed, truth span, bullets)
    ("Maintenance Operations Manager (Warrant Officer)", "Maintenance Company, 2 Service Battalion", "Petawawa, ON",
     "Jul 2020 – Sep 2025", ("2020-07", "2025-09"),
     ["Ran day-to-day operations of a 60-person maintenance company (vehicle, weapons, electronics and fabrication "
      "shops) supporting a 5,000-person brigade; reported to the company commander (department head).",
      "Responsible for a fleet of 640 vehicles and trailers, from pickups and logistics trucks to armoured "
      "vehicles; raised fleet availability from 78% to 91% in two years by re-planning inspections and parts "
      "forecasting.",
      "Managed a $3.1M annual budget for parts, tools and contracted repairs; audited tool and equipment "
      "accounts worth $14M with no losses.",
      "Led a 25-person maintenance detachment for six weeks during the 2023 wildfire evacuations in Nova Scotia "
      "(domestic emergency response, Operation LENTUS).",
      "Workplace health and safety: chaired the unit's safety committee; zero lost-time injuries in 2024."]),
    ("Senior Maintenance Supervisor (Sergeant)", "Maintenance Troop, 1st Regiment, Royal Canadian Horse Artillery",
     "Shilo, MB", "Jun 2014 – Jun 2020", ("2014-06", "2020-06"),
     ["Supervised 3 shift supervisors and 28 technicians maintaining 210 vehicles and 24 self-propelled guns; "
      "planned all scheduled maintenance and annual inspections in DRMIS (the Forces' SAP system).",
      "Deployed 6 months to Latvia (Jan – Jul 2019) with the NATO multinational battle group (Operation "
      "REASSURANCE): in charge of a 22-person maintenance section from four nations keeping 180 vehicles "
      "serviceable 6,500 km from our supply base.",
      "Trained and signed off 40 apprentice technicians to journeyperson level (QL5)."]),
    ("Heavy Vehicle Technician & Crew Lead (Master Corporal)", "Maintenance Company, 1 Service Battalion",
     "Edmonton, AB", "2008 – 2014", ("2008", "2014"),
     ["Diagnosed and repaired heavy logistics trucks, recovery vehicles and armoured vehicles; led a 4-person "
      "repair and recovery crew.",
      "Deployed 7 months to Kandahar, Afghanistan (Nov 2009 – Jun 2010, Operation ATHENA): recovery and repair of "
      "armoured and logistics vehicles in the field; led more than 60 recovery tasks."]),
    ("Vehicle Technician (Corporal)", "2 Service Battalion", "Petawawa, ON", "2002 – 2008", ("2002", "2008"),
     ["Maintenance and repair of light and heavy wheeled vehicles, engines, drivetrains, hydraulics and electrical "
      "systems; completed journeyperson trade level (QL5) in 2006."]),
]
BE3_SKILLS = ["Fleet maintenance planning", "Preventive maintenance programs", "Heavy truck and equipment repair",
              "Parts and inventory control", "Budget management ($3M+)", "Team leadership (60 staff)",
              "Health and safety programs", "SAP PM (DRMIS) and Fleetio", "Apprentice training and assessment"]
BE3_CERTS = [("Red Seal – Truck and Coach Technician (310T)", "Skilled Trades Ontario, 2016"),
             ("Red Seal – Automotive Service Technician", "Alberta Apprenticeship and Industry Training, 2012"),
             ("Certified Automotive Fleet Manager (CAFM)", "NAFA Fleet Management Association, 2025")]


def be3_military_chromium():
    def jobs(rows):
        out = ""
        for title, org, place, when, _, items in rows:
            out += (f'<div class="job"><div class="line"><h3>{escape(title)}</h3><span class="when">{escape(when)}'
                    f'</span></div><p class="org">{escape(org)} — {escape(place)}</p><ul>'
                    + "".join(f"<li>{escape(i)}</li>" for i in items) + "</ul></div>\n")
        return out

    translation = "".join(f"<tr><td>{escape(m)}</td><td>{escape(c)}</td></tr>" for m, c in (
        ("Warrant Officer (WO), Vehicle Technician", "Maintenance operations manager"),
        ("Sergeant, maintenance troop", "Senior maintenance supervisor, 30 staff"),
        ("Maintenance company (60 technicians, 4 shops)", "Fleet maintenance department"),
        ("QL6B Vehicle Technician Supervisor", "Supervisor-level trade qualification"),
        ("Operation REASSURANCE, Latvia", "NATO deployment to Eastern Europe, 6 months")))
    skills = "".join(f"<li>{escape(s)}</li>" for s in BE3_SKILLS)
    certs = "".join(f'<li><b>{escape(c)}</b> <span class="note">— {escape(n)}</span></li>' for c, n in BE3_CERTS)
    html = f"""<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8"><title>Marc-André Thibodeau – Resume</title>
<meta name="author" content="Marc-André Thibodeau">
<style>
@page {{ size: Letter; margin: 0.55in 0.6in 0.55in 0.6in; }}
* {{ box-sizing: border-box; }}
body {{ font-family: "Liberation Sans", Arial, sans-serif; font-size: 9.6pt; line-height: 1.32; color: #1d2327;
        margin: 0; }}
header {{ border-bottom: 3px solid #4b5320; padding-bottom: 6px; }}
h1 {{ font-size: 24pt; margin: 0; color: #2f3618; letter-spacing: .3px; }}
.label {{ font-size: 11pt; font-weight: bold; color: #4b5320; margin: 2px 0 4px; }}
.contact {{ margin: 0; font-size: 9.2pt; }}
.contact a {{ color: #1d2327; text-decoration: none; }}
.status {{ margin: 3px 0 0; font-size: 8.8pt; color: #555d50; font-style: italic; }}
h2 {{ font-size: 10.5pt; text-transform: uppercase; letter-spacing: 1px; color: #2f3618; margin: 11px 0 5px;
      border-bottom: 1px solid #b9bfa8; padding-bottom: 2px; break-after: avoid; }}
h3 {{ font-size: 10pt; margin: 0; }}
.job {{ margin-bottom: 6px; break-inside: avoid; }}
.line {{ display: flex; justify-content: space-between; align-items: baseline; }}
.when {{ font-weight: bold; white-space: nowrap; padding-left: 10px; color: #2f3618; }}
.org {{ margin: 0; font-style: italic; color: #4a4f47; }}
ul {{ margin: 2px 0 0; padding-left: 16px; }}
li {{ margin-bottom: 1.5px; }}
ul.cols {{ columns: 3; column-gap: 18px; }}
.service {{ background: #eef0e6; border-left: 4px solid #4b5320; padding: 4px 8px; margin: 6px 0 6px; }}
.service b {{ color: #2f3618; }}
table.tr {{ width: 100%; border-collapse: collapse; font-size: 9pt; margin-top: 2px; }}
table.tr th {{ text-align: left; background: #4b5320; color: #fff; padding: 3px 6px; font-weight: bold; }}
table.tr td {{ padding: 2.5px 6px; border-bottom: 1px solid #d9dccd; }}
.two {{ display: flex; gap: 22px; }}
.two > div {{ flex: 1; }}
p {{ margin: 0 0 3px; }}
.note {{ color: #5b6156; }}
.small {{ font-size: 9pt; }}
</style></head>
<body>
<header>
<h1>Marc-André Thibodeau</h1>
<p class="label">Fleet Maintenance Manager | Former Warrant Officer, RCEME Vehicle Technician | Red Seal 310T</p>
<p class="contact">Pembroke, ON &nbsp;·&nbsp; 613-555-0178 &nbsp;·&nbsp;
<a href="mailto:ma.thibodeau@example.com">ma.thibodeau@example.com</a> &nbsp;·&nbsp;
<a href="https://www.linkedin.com/in/ma-thibodeau-fleet">linkedin.com/in/ma-thibodeau-fleet</a></p>
<p class="status">Released from the Canadian Armed Forces (Regular Force) in September 2025 after 24 years ·
Secret (Level II) security clearance · Bilingual (French / English)</p>
</header>

<h2>Profile</h2>
<p>Fleet and maintenance manager with 24 years in the Canadian Army's maintenance trade, the last eleven leading
maintenance shops of 30 to 60 technicians. I have run fleets of more than 600 vehicles, a $3M parts and repair
budget and maintenance teams in Afghanistan, Latvia and on domestic emergencies. Dual Red Seal journeyperson.
Looking for a fleet, maintenance or operations manager role in the Ottawa Valley or the National Capital Region.</p>

<h2>Core competencies</h2>
<ul class="cols">{skills}</ul>

<h2>Civilian experience</h2>
{jobs(BE3_CIVILIAN)}

<h2>Military experience</h2>
<div class="service"><b>Canadian Armed Forces</b> — Regular Force · Aug 2001 – Sep 2025 · Trade: Vehicle Technician
(MOSID 00129), Royal Canadian Electrical and Mechanical Engineers (RCEME) · Honourable release, final rank Warrant
Officer</div>
{jobs(BE3_MILITARY)}

<h2>Military terms in civilian language</h2>
<table class="tr"><tr><th>Military</th><th>Civilian equivalent</th></tr>{translation}</table>

<h2>Operational deployments</h2>
<table class="tr"><tr><th>Year</th><th>Where</th><th>Operation</th><th>Length</th></tr>
<tr><td>2019</td><td>Ādaži, Latvia</td><td>Operation REASSURANCE (NATO enhanced Forward Presence)</td>
<td>6 months</td></tr>
<tr><td>2011</td><td>Manitoba</td><td>Operation LUSTRE (Assiniboine River flood relief)</td><td>5 weeks</td></tr>
<tr><td>2009–2010</td><td>Kandahar, Afghanistan</td><td>Operation ATHENA</td><td>7 months</td></tr></table>

<div class="two">
<div>
<h2>Education</h2>
<div class="job"><div class="line"><h3>Ontario College Diploma, Business – Supply Chain and Operations</h3>
<span class="when">2021 – 2024</span></div><p class="org">Algonquin College (online, part-time)</p></div>
<div class="job"><div class="line"><h3>Ontario Secondary School Diploma (OSSD)</h3><span class="when">2001</span></div>
<p class="org">École secondaire catholique Champlain-Nord, Hawkesbury, ON</p></div>
<h2>Military training</h2>
<p class="small">QL3 Vehicle Technician apprentice course, Canadian Forces School of Electrical and Mechanical
Engineering, Borden (2002) · QL5 journeyperson (2006) · QL6A crew leader and inspector (2010) · QL6B Vehicle
Technician Supervisor (2016) · Intermediate Leadership Qualification (2012) · Advanced Leadership Qualification
(2018)</p>
</div>
<div>
<h2>Certifications</h2>
<ul>{certs}</ul>
<h2>Licences &amp; clearance</h2>
<p>Ontario Class AZ driver's licence with air brake (Z) endorsement · Secret (Level II) clearance, valid to 2030</p>
<h2>Languages</h2>
<p>French – native &nbsp;·&nbsp; English – fluent (CAF second language profile CBC)</p>
<h2>Honours</h2>
<p class="small">Canadian Forces' Decoration (CD) with clasp · General Campaign Star – South-West Asia ·
Operational Service Medal · Commander 3rd Canadian Division Commendation (2019)</p>
</div>
</div>
<p class="note" style="margin-top:8px"><i>References available on request.</i></p>
</body></html>
"""
    name = "be3-marc-andre-thibodeau"
    chromium_pdf(html, name, BE3_PAGES)
    write_truth(name, {
        "basics": {"name": "Marc-André Thibodeau",
                   "label": "Fleet Maintenance Manager | Former Warrant Officer, RCEME Vehicle Technician | "
                            "Red Seal 310T",
                   "email": "ma.thibodeau@example.com", "phone": "613-555-0178",
                   "location": {"city": "Pembroke", "region": "ON"},
                   "profiles": [linkedin("ma-thibodeau-fleet")]},
        "work": [job(t, e, p, w, s) for t, e, p, w, s, _ in BE3_CIVILIAN]
                + [job(t, "Canadian Armed Forces", p, w, s) for t, _, p, w, s, _ in BE3_MILITARY],
        "education": [
            {"institution": "Algonquin College", "study_type": "Ontario College Diploma",
             "area": "Business – Supply Chain and Operations", "dates": dates("2021", "2024", text="2021 – 2024")},
            {"institution": "École secondaire catholique Champlain-Nord",
             "study_type": "Ontario Secondary School Diploma (OSSD)", "dates": dates(None, "2001", text="2001")}],
        "skills": [{"name": s} for s in BE3_SKILLS],
        "certificates": [{"name": c} for c, _ in BE3_CERTS],
        "languages": [{"language": "French", "fluency": "native"}, {"language": "English", "fluency": "fluent"}],
    })


BE3_PAGES = 2


# ==== be4: consultant gastroenterologist (Norwich), a UK medical CV kept as the Word file ===========================
BE4_TRUST = "Wensum Valley University Hospitals NHS Foundation Trust"
BE4_PRESENT = [  # (title, dates as printed, truth span, description)
    ("Consultant Gastroenterologist", "March 2020 – present", ("2020-03", None, True),
     "Substantive post, 10 PAs. Five endoscopy lists a week (diagnostic and therapeutic upper GI endoscopy, "
     "colonoscopy, BCSP screening colonoscopy), two general gastroenterology and IBD clinics, the weekly IBD "
     "multidisciplinary meeting and the regional GI bleed on-call rota (1 in 9). Acute medical take on the Acute "
     "Medical Unit (1 in 14 weekends)."),
    ("Clinical Lead for Endoscopy", "April 2023 – present", ("2023-04", None, True),
     "1 PA. Lead a five-room unit doing 14,500 procedures a year with 22 endoscopists; responsible for JAG "
     "accreditation, the endoscopy quality and safety meeting, waiting-list recovery and the unit's annual "
     "business plan."),
]
BE4_TRAINING = [  # group heading, then rows: (dates as printed, truth span, post, hospital line, truth name, place,
    # supervisor, note)
    ("Specialty training in Gastroenterology and General Internal Medicine – Health Education England, East of "
     "England (NTN EOE/010/027/N)", [
        ("Aug 2019 – Feb 2020", ("2019-08", "2020-02"), "Specialty Registrar (ST7), Gastroenterology & GIM",
         "Wensum Valley University Hospital, Norwich", "Wensum Valley University Hospital", "Norwich",
         "Dr P. Aldous", None),
        ("Aug 2018 – Jul 2019", ("2018-08", "2019-07"), "Specialty Registrar (ST6), Gastroenterology & GIM",
         "Orwell General Hospital, Ipswich", "Orwell General Hospital", "Ipswich", "Dr S. Kaur-Bassi", None),
        ("Aug 2017 – Jul 2018", ("2017-08", "2018-07"), "Specialty Registrar (ST5), Gastroenterology & GIM",
         "Colne Estuary General Hospital, Colchester", "Colne Estuary General Hospital", "Colchester",
         "Dr H. Featherstone", None),
        ("Aug 2014 – Jul 2017", ("2014-08", "2017-07"), "Clinical Research Fellow (out of programme for research)",
         "University of Leeds, Leeds", "University of Leeds", "Leeds", "Prof. D. Ackroyd",
         "MD (Res) – see Research"),
        ("Aug 2013 – Jul 2014", ("2013-08", "2014-07"), "Specialty Registrar (ST4), Gastroenterology & GIM",
         "Fenland Royal Infirmary, King's Lynn", "Fenland Royal Infirmary", "King's Lynn", "Dr A. Mukherjee",
         None),
        ("Aug 2012 – Jul 2013", ("2012-08", "2013-07"), "Specialty Registrar (ST3), Gastroenterology & GIM",
         "Cam Valley University Hospital, Cambridge", "Cam Valley University Hospital", "Cambridge",
         "Dr J. Whitlam", None)]),
    ("Core Medical Training – Health Education Yorkshire and the Humber", [
        ("Aug 2010 – Jul 2012", ("2010-08", "2012-07"), "Core Medical Trainee (CT1–CT2)",
         "Calder Valley Royal Hospital, Halifax", "Calder Valley Royal Hospital", "Halifax", "Dr M. Sutcliffe",
         "Rotations: acute medicine, respiratory, cardiology, gastroenterology, elderly care")]),
    ("Foundation Programme – Leeds", [
        ("Aug 2009 – Jul 2010", ("2009-08", "2010-07"), "Foundation Year 2 (FY2)", "St Wilfrid's Hospital, Leeds",
         "St Wilfrid's Hospital", "Leeds", "Dr R. Haigh", "Gastroenterology, emergency medicine, general practice"),
        ("Aug 2008 – Jul 2009", ("2008-08", "2009-07"), "Foundation Year 1 (FY1)", "St Wilfrid's Hospital, Leeds",
         "St Wilfrid's Hospital", "Leeds", "Dr R. Haigh", "General surgery, respiratory medicine, gastroenterology")]),
]
BE4_EXAMS = [  # (year, name as printed in the middle column, awarding body)
    ("2025", "Advanced Life Support (ALS) Provider", "Resuscitation Council UK (recertified)"),
    ("2021", "BCSP accreditation as a Screening Colonoscopist", "NHS Bowel Cancer Screening Programme"),
    ("2020", "Certificate of Completion of Training (CCT), Gastroenterology and General Internal Medicine",
     "General Medical Council"),
    ("2018", "JAG certification in diagnostic upper GI endoscopy and colonoscopy",
     "Joint Advisory Group on GI Endoscopy"),
    ("2016", "Specialty Certificate Examination (SCE) in Gastroenterology", "Royal Colleges of Physicians of the UK"),
    ("2011", "MRCP(UK)", "Royal Colleges of Physicians of the UK"),
]
BE4_SKILLS = ["Diagnostic and therapeutic gastroscopy", "Colonoscopy and polypectomy, including EMR of lesions up "
              "to 40 mm", "Upper GI haemostasis and variceal band ligation", "PEG insertion",
              "Inflammatory bowel disease, including biologic and small-molecule therapy",
              "Management of acute upper GI bleeding", "Training endoscopists (JAG TCT and TUGI faculty)"]


def be4_nhs_docx():
    from docx.enum.table import WD_TABLE_ALIGNMENT
    from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_TAB_ALIGNMENT
    from docx.shared import Cm, Emu, Mm, Pt, RGBColor
    from holdout_render import bottom_border, new_docx

    navy, grey = RGBColor(0x1F, 0x38, 0x64), RGBColor(0x59, 0x59, 0x59)
    document = new_docx(author="Rhodri Llewellyn", title="CV Dr Rhodri Llewellyn", page=(Mm(210), Mm(297)),
                        margins=(Cm(2.0), Cm(1.8)), font="Arial", size=10, space_after=3)
    width = Mm(210) - 2 * Cm(2.0)

    def run(p, text, bold=False, italic=False, size=None, color=None):
        r = p.add_run(text); r.bold = bold; r.italic = italic
        if size: r.font.size = Pt(size)
        if color is not None: r.font.color.rgb = color
        return r

    def para(text="", bold=False, italic=False, size=None, color=None, before=0, after=3, style=None):
        p = document.add_paragraph(style=style)
        p.paragraph_format.space_before = Pt(before); p.paragraph_format.space_after = Pt(after)
        if text:
            run(p, text, bold, italic, size, color)
        return p

    def heading(text):
        p = para(text.upper(), bold=True, size=11, color=navy, before=12, after=5)
        p.paragraph_format.keep_with_next = True
        bottom_border(p, color="1F3864", size="6")

    def bullet(text, after=2):
        return para(text, style="List Bullet", after=after)

    def cell_text(cell, text, bold=False, italic=False, size=9.5, color=None, first=True):
        p = cell.paragraphs[0] if first else cell.add_paragraph()
        p.paragraph_format.space_after = Pt(1)
        run(p, text, bold, italic, size, color)
        return p

    # running footer
    footer = document.sections[0].footer.paragraphs[0]
    footer.alignment = WD_ALIGN_PARAGRAPH.CENTER
    run(footer, "Dr Rhodri Llewellyn – Curriculum Vitae – November 2026 – Page ", size=8, color=grey)
    docx_field(footer, "PAGE", size=8, color="595959")
    run(footer, " of ", size=8, color=grey)
    docx_field(footer, "NUMPAGES", size=8, color="595959")

    p = para("CURRICULUM VITAE", bold=True, size=9, color=grey, after=2)
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    p = para("Dr Rhodri Llewellyn", bold=True, size=22, color=navy, after=0)
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    p = para("Consultant Gastroenterologist", size=13, after=1)
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    p = para("MBChB (Hons)  BSc (Hons)  MD  FRCP", size=10, color=grey, after=6)
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER

    heading("Personal details")
    rows = [("Address", "27 Ashby Walk, Eaton, Norwich NR4 7QD"), ("Mobile", "07700 900562"),
            ("Email", "rhodri.llewellyn@example.com"),
            ("GMC number", "7045193 – full registration with a licence to practise"),
            ("Specialist Register", "Gastroenterology; General Internal Medicine (CCT 12 February 2020)"),
            ("Medical defence", "Medical Protection Society"), ("Nationality", "British")]
    table = document.add_table(rows=len(rows), cols=2)
    table_borders(table)
    fixed_widths(table, [Cm(4.0), width - Cm(4.0)])
    for row, (label, value) in zip(table.rows, rows):
        cell_text(row.cells[0], label, bold=True, size=10)
        cell_text(row.cells[1], value, size=10)

    heading("Present appointments")
    for title, when, _, text in BE4_PRESENT:
        p = para(before=3, after=1)
        p.paragraph_format.tab_stops.add_tab_stop(width, WD_TAB_ALIGNMENT.RIGHT)
        p.paragraph_format.keep_with_next = True
        run(p, title, bold=True, size=10.5)
        run(p, "\t" + when, bold=True, color=navy)
        para(f"{BE4_TRUST}, Norwich", italic=True, color=grey, after=1).paragraph_format.keep_with_next = True
        para(text, after=4)

    heading("Previous appointments")
    widths = [Cm(3.75), Cm(5.4), Cm(4.85), width - Cm(14.0)]
    table = document.add_table(rows=1, cols=4)
    table.style = "Table Grid"
    table.alignment = WD_TABLE_ALIGNMENT.CENTER
    for cell, text in zip(table.rows[0].cells, ("Dates", "Post", "Hospital", "Supervisor")):
        cell_text(cell, text, bold=True, size=9.5, color=RGBColor(0xFF, 0xFF, 0xFF))
        cell_fill(cell, "1F3864")
    table.rows[0]._tr.get_or_add_trPr().append(oxml_element("w:tblHeader"))
    for group, posts in BE4_TRAINING:
        row = table.add_row()
        keep_row_together(row)
        merged = row.cells[0].merge(row.cells[3])
        cell_text(merged, group, bold=True, italic=True, size=9.5, color=navy)
        cell_fill(merged, "DCE3EE")
        for when, _, post, hospital, _, _, supervisor, note in posts:
            row = table.add_row()
            keep_row_together(row)
            cells = row.cells
            cell_text(cells[0], when)
            cell_text(cells[1], post, bold=True)
            if note:
                cell_text(cells[1], note, italic=True, size=8.5, color=grey, first=False)
            cell_text(cells[2], hospital)
            cell_text(cells[3], supervisor)
    fixed_widths(table, widths)

    heading("Qualifications")
    quals = [("2017", "MD (Res)", "University of Leeds",
              "Thesis: Mucosal microbiota and the response to anti-TNF therapy in ulcerative colitis"),
             ("2008", "MBChB (Hons)", "University of Leeds", "Honours in clinical practice; Distinction in medicine"),
             ("2006", "BSc (Hons) Pharmacology – First Class (intercalated)", "University of Leeds", None)]
    table = document.add_table(rows=len(quals), cols=3)
    table_borders(table)
    for row, (year, qual, body, note) in zip(table.rows, quals):
        cell_text(row.cells[0], year, bold=True, size=10)
        cell_text(row.cells[1], qual, bold=True, size=10)
        if note:
            cell_text(row.cells[1], note, italic=True, size=9, color=grey, first=False)
        cell_text(row.cells[2], body, size=10)
    fixed_widths(table, [Cm(1.8), Cm(10.2), width - Cm(12.0)])

    heading("Postgraduate examinations and certification")
    table = document.add_table(rows=len(BE4_EXAMS), cols=3)
    table_borders(table)
    for row, (year, exam, body) in zip(table.rows, BE4_EXAMS):
        cell_text(row.cells[0], year, bold=True, size=10)
        cell_text(row.cells[1], exam, size=10)
        cell_text(row.cells[2], body, size=9.5, color=grey)
    fixed_widths(table, [Cm(1.8), Cm(10.2), width - Cm(12.0)])

    heading("Memberships")
    para("Fellow of the Royal College of Physicians of London (FRCP), elected 2024 · British Society of "
         "Gastroenterology (BSG), Endoscopy Section · British Medical Association · European Crohn's and Colitis "
         "Organisation (ECCO)")

    heading("Clinical and procedural skills")
    for skill in BE4_SKILLS:
        bullet(skill)
    para("Endoscopy logbook (JAG Endoscopy Training System, to 31 October 2026):", bold=True, before=5, after=2)
    logbook = [("Procedure", "Lifetime", "Last 12 months", "Key performance indicators"),
               ("Gastroscopy", "3,420", "610", "D2 intubation 98%; J-manoeuvre 99%"),
               ("Colonoscopy (incl. BCSP)", "2,180", "455", "Caecal intubation 96.4%; ADR 28%; "
                                                          "comfort score 1–2 in 91%"),
               ("Flexible sigmoidoscopy", "640", "70", "—"),
               ("PEG insertion", "95", "14", "No 30-day procedure-related deaths")]
    table = document.add_table(rows=len(logbook), cols=4)
    table.style = "Table Grid"
    for r, values in enumerate(logbook):
        for cell, text in zip(table.rows[r].cells, values):
            cell_text(cell, text, bold=(r == 0), size=9)
            if r == 0:
                cell_fill(cell, "DCE3EE")
    fixed_widths(table, [Cm(4.6), Cm(2.4), Cm(2.8), width - Cm(9.8)])

    heading("Management and leadership")
    for text in ("Clinical Lead for Endoscopy since April 2023 (see above): led the unit through JAG "
                 "re-accreditation in 2024 with no mandatory actions; cut the 6-week diagnostic backlog from 1,900 "
                 "to 240 patients with insourcing, weekend lists and a nurse endoscopist business case.",
                 "Trust representative, regional endoscopy network (Norfolk and Waveney), 2023 – present.",
                 "Designed the trust's upper GI bleed pathway and the out-of-hours endoscopy rota (2021).",
                 "NHS Leadership Academy Mary Seacole Programme (2022)."):
        bullet(text)

    heading("Clinical audit and quality improvement")
    audits = [
        ("2025", "Bowel preparation quality and split-dose regimens (lead; re-audit)",
         "Adequate preparation rose from 84% to 93% after a new patient leaflet and text reminders."),
        ("2024", "Time to endoscopy in acute upper GI bleeding against NICE CG141 (supervisor)",
         "Endoscopy within 24 hours rose from 61% to 88%; loop closed in 2025."),
        ("2022", "Thiopurine monitoring in IBD clinic (supervisor of two FY2 doctors)",
         "Blood monitoring compliance 72% → 95% using an electronic alert."),
        ("2019", "Consent for colonoscopy: documentation of risks (lead, Orwell General)",
         "Documented bleeding and perforation risk 58% → 97% after a new consent form."),
        ("2016", "Faecal calprotectin in primary care referrals (lead, Leeds)",
         "Informed the regional calprotectin pathway.")]
    for year, title, outcome in audits:
        p = para(after=1)
        p.paragraph_format.left_indent, p.paragraph_format.first_line_indent = Cm(1.5), -Cm(1.5)
        p.paragraph_format.tab_stops.add_tab_stop(Cm(1.5))
        run(p, year + "\t", bold=True)
        run(p, title, bold=True)
        p.add_run().add_break()
        run(p, outcome, italic=True, color=grey)

    heading("Teaching and training")
    for text in ("Educational supervisor to four gastroenterology registrars (ST3–ST7) and two core trainees a year "
                 "since 2021; JAG-approved trainer for colonoscopy and gastroscopy.",
                 "Faculty, JAG Training the Colonoscopy Trainer (TCT) and Basic Skills in Upper GI Endoscopy (TUGI) "
                 "courses, East of England, 2022 – present.",
                 "Undergraduate teaching for University of East Anglia medical students on their gastroenterology "
                 "placement: bedside teaching, small-group tutorials and OSCE examining (2020 – present).",
                 "Regional registrar teaching programme: lectures on IBD and GI bleeding, 2021 – present."):
        bullet(text)

    heading("Research")
    para("MD (Res), University of Leeds (2014–2017), funded by a Crohn's & Colitis UK clinical research fellowship: "
         "16S rRNA sequencing of mucosal biopsies in 142 patients with ulcerative colitis and its relationship to "
         "anti-TNF response. Principal investigator at Wensum Valley for three NIHR portfolio studies in IBD and "
         "endoscopy (2021 – present); 64 patients recruited.")

    heading("Selected publications")
    pubs = [
        "Llewellyn R, Okafor J, Denholm S, et al. Split-dose bowel preparation and same-day text reminders: a "
        "quality improvement study in a district general hospital. Frontline Gastroenterol 2026;17:45–52.",
        "Kaur-Bassi S, Llewellyn R, Pryor T. Out-of-hours endoscopy for upper GI bleeding: outcomes before and "
        "after a regional rota. BMJ Open Gastroenterol 2024;11:e001392.",
        "Llewellyn R, Ackroyd D, Weatherall N, et al. Mucosal microbiota predict primary non-response to "
        "infliximab in ulcerative colitis. J Crohns Colitis 2018;12:1101–1110.",
        "Llewellyn R, Ackroyd D. The microbiome in inflammatory bowel disease: what the clinician needs to know. "
        "Clin Med (Lond) 2017;17:512–516.",
        "Featherstone H, Llewellyn R, Ng K. Endoscopic mucosal resection of large colonic polyps in a district "
        "general hospital: a five-year series. Colorectal Dis 2018;20:O244–O250.",
        "Llewellyn R, Whitlam J. Thiopurine monitoring: an audit of practice. Frontline Gastroenterol "
        "2014;5:102–106."]
    for i, text in enumerate(pubs, 1):
        p = para(after=2)
        p.paragraph_format.left_indent, p.paragraph_format.first_line_indent = Cm(0.7), -Cm(0.7)
        p.paragraph_format.tab_stops.add_tab_stop(Cm(0.7))
        run(p, f"{i}.\t{text}")
    para("Published abstracts: 11, including four oral presentations at BSG Live and UEG Week.", italic=True,
         before=2)

    heading("Presentations")
    for text in ("2025 – BSG Live, Birmingham (oral): “Getting to 93%: bowel preparation quality in a DGH”.",
                 "2023 – East of England Endoscopy Network meeting (invited): “Recovering an endoscopy backlog”.",
                 "2018 – UEG Week, Vienna (oral): “Mucosal microbiota and anti-TNF non-response”.",
                 "2017 – BSG Annual Meeting, Manchester (poster of distinction)."):
        bullet(text)

    heading("Courses")
    for text in ("Training the Colonoscopy Trainer (TCT), JAG, 2021", "NIHR Good Clinical Practice, 2024 (refresher)",
                 "Advanced Endoscopic Mucosal Resection course, St Mark's Academic Institute, 2019",
                 "Management for Specialty Trainees, Royal College of Physicians, 2019"):
        bullet(text)

    heading("Languages")
    para("English (native); Welsh (conversational).")

    heading("Interests")
    para("Sailing on the Norfolk Broads, half-marathons and coaching junior rugby at a local club.")

    heading("Referees")
    refs = [("Dr Philippa Aldous", "Consultant Gastroenterologist and Clinical Director for Medicine",
             BE4_TRUST, "philippa.aldous@example.com", "01632 960 418"),
            ("Prof. David Ackroyd", "Professor of Gastroenterology (MD supervisor)", "University of Leeds",
             "d.ackroyd@example.com", "01632 960 552"),
            ("Dr Simran Kaur-Bassi", "Consultant Gastroenterologist and Training Programme Director",
             "Orwell General Hospital, Ipswich", "simran.kaur-bassi@example.com", "01632 960 731")]
    table = document.add_table(rows=1, cols=3)
    table_borders(table)
    fixed_widths(table, [Emu(int(width / 3))] * 3)
    for cell, (ref, role, place, email, phone) in zip(table.rows[0].cells, refs):
        cell_text(cell, ref, bold=True, size=9.5)
        for text in (role, place, email, phone):
            cell_text(cell, text, size=9, first=False)

    name = "be4-rhodri-llewellyn"
    path = os.path.join(FILES, name + ".docx")
    document.save(path)
    check_pages(name, lo_page_count(path, name), BE4_PAGES)

    work = [job(t, BE4_TRUST, "Norwich", w, s) for t, w, s, _ in BE4_PRESENT]
    for _, posts in BE4_TRAINING:
        work += [job(post, org, place, when, span) for when, span, post, _, org, place, _, _ in posts]
    write_truth(name, {
        "basics": {"name": "Rhodri Llewellyn", "label": "Consultant Gastroenterologist",
                   "email": "rhodri.llewellyn@example.com", "phone": "07700 900562", "location": {"city": "Norwich"}},
        "work": work,
        "education": [
            {"institution": "University of Leeds", "study_type": "MD (Res)", "dates": dates(None, "2017", text="2017")},
            {"institution": "University of Leeds", "study_type": "MBChB (Hons)",
             "dates": dates(None, "2008", text="2008")},
            {"institution": "University of Leeds", "study_type": "BSc (Hons)", "area": "Pharmacology",
             "score": "First Class", "dates": dates(None, "2006", text="2006")}],
        "skills": [{"name": s} for s in BE4_SKILLS],
        "certificates": [{"name": c} for _, c, _ in BE4_EXAMS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Welsh", "fluency": "conversational"}],
    })


BE4_PAGES = 4


# ==== be5: senior winemaker (Peso da Régua, Portugal), WeasyPrint of a Europass CV (the 2013–2020 layout) ===========
BE5_WORK = [  # (dates as printed, position, employer, locality as printed, truth span, bullets, business or sector)
    ("03/2019–Present", "Senior Winemaker", "Quinta do Vale Sombreiro, S.A.", "Lamego (Portugal)",
     ("2019-03", None, True),
     ["Responsible for the winemaking of 1.2 million bottles a year: Douro DOC red and white wines and Port "
      "(Ruby, Tawny, LBV and Vintage), from 180 ha of own vineyards and 60 contracted growers",
      "Plan the harvest with the viticulture team (maturity sampling from mid-August, picking order, reception "
      "of 2,300 t of grapes in six weeks); lead a cellar team of 9 permanent and 25 seasonal staff",
      "Blending and lot selection for all wines; preparation of Port samples for the IVDP tasting chamber",
      "Introduced robotic lagares and a new cold-soak protocol for Touriga Nacional (2021)",
      "Quality system: HACCP plan and IFS Food certification of the winery (2022, renewed every year)"],
     "Wine production – Douro DOC and Port wine"),
    ("09/2015–02/2019", "Assistant Winemaker", "Caves Ribeira Alta, Lda.", "Vila Nova de Gaia (Portugal)",
     ("2015-09", "2019-02"),
     ["Port lodge with 14,000 pipes in ageing: cask management, racking, fortification and Tawny blends",
      "Laboratory and sensory control of lots before bottling; preparation of export documentation samples"],
     "Port wine ageing, blending and bottling"),
    ("02/2015–05/2015", "Harvest Cellar Hand (vintage 2015)", "Bodega Los Alerces Altos",
     "Luján de Cuyo, Mendoza (Argentina)", ("2015-02", "2015-05"),
     ["Grape reception, pump-overs, barrel work and fermentation monitoring for Malbec and Cabernet Sauvignon"],
     "Wine production"),
    ("10/2012–01/2015", "Laboratory Technician", "Laboratório Enológico do Corgo, Lda.", "Peso da Régua (Portugal)",
     ("2012-10", "2015-01"),
     ["Routine wine and must analyses for 120 producers (alcohol, acidity, SO2, sugars, FTIR) by OIV methods",
      "Accredited methods under NP EN ISO/IEC 17025; internal quality control charts"],
     "Oenological analysis laboratory"),
]
BE5_EDUCATION = [  # (dates, title, EQF level, institution as printed, locality, bullets)
    ("09/2010–07/2012", "Master's degree in Viticulture and Oenology", "EQF level 7",
     "Universidade de Trás-os-Montes e Alto Douro (UTAD)", "Vila Real (Portugal)",
     ["Dissertation: Foot-treading versus robotic lagares: phenolic extraction in Touriga Nacional",
      "Final grade: 17/20"]),
    ("09/2007–07/2010", "Bachelor's degree (Licenciatura) in Biochemistry", "EQF level 6",
     "Universidade do Porto – Faculdade de Ciências", "Porto (Portugal)", ["Final grade: 15/20"]),
    ("09/2004–07/2007", "Upper secondary education (Science and Technology)", "EQF level 4",
     "Escola Secundária do Alto Corgo", "Peso da Régua (Portugal)", []),
]
BE5_JOB_SKILLS = ["Winemaking of still red, white and fortified (Port) wines",
                  "Harvest planning and grape maturity monitoring", "Blending and sensory analysis",
                  "Wine chemistry and laboratory analysis (OIV methods)", "Barrel and cellar management",
                  "Quality and food safety systems (HACCP, IFS Food)"]
BE5_DIGITAL = ["Microsoft Excel (advanced)", "vintrace (winery management)", "FOSS WineScan (FTIR) software",
               "SAP Business One"]
BE5_CERTS = [("WSET Level 3 Award in Wines", "Wine & Spirit Education Trust, 2018, pass with distinction"),
             ("Professional pesticide applicator card (Aplicador de Produtos Fitofarmacêuticos)", "DGAV, 2017")]
BE5_LANGUAGES = [("English", "C1"), ("Spanish", "B2"), ("French", "A2")]


def be5_europass_weasyprint():
    from weasyprint import HTML

    def row(label, content, cls=""):
        return f'<div class="row {cls}"><div class="lab">{label}</div><div class="cnt">{content}</div></div>\n'

    def section(title):
        return f'<div class="row sec"><div class="lab">{escape(title)}</div><div class="cnt"><hr></div></div>\n'

    def bullets(items):
        return "<ul>" + "".join(f"<li>{escape(i)}</li>" for i in items) + "</ul>" if items else ""

    work = ""
    for when, position, employer, place, _, items, sector in BE5_WORK:
        work += row(escape(when),
                    f'<p class="pos">{escape(position)}</p><p>{escape(employer)}, {escape(place)}</p>'
                    + bullets(items)
                    + f'<p class="sector"><span class="k">Business or sector</span> {escape(sector)}</p>',
                    "entry")
    education = ""
    for when, title, eqf, school, place, items in BE5_EDUCATION:
        education += row(escape(when),
                         f'<div class="qual"><p class="pos">{escape(title)}</p><span class="eqf">{escape(eqf)}'
                         f'</span></div><p>{escape(school)}, {escape(place)}</p>' + bullets(items), "entry")
    grid = ('<table class="grid"><tr><th class="blank"></th><th colspan="2">UNDERSTANDING</th>'
            '<th colspan="2">SPEAKING</th><th>WRITING</th></tr>'
            '<tr class="sub"><th class="blank"></th><th>Listening</th><th>Reading</th><th>Spoken interaction</th>'
            '<th>Spoken production</th><th></th></tr>'
            + "".join(f'<tr><td class="lang">{escape(l)}</td>' + f"<td>{lvl}</td>" * 5 + "</tr>"
                      for l, lvl in BE5_LANGUAGES)
            + '</table><p class="legend">Levels: A1 and A2: Basic user - B1 and B2: Independent user - C1 and C2: '
              'Proficient user<br>Common European Framework of Reference for Languages</p>')
    digital = ('<table class="grid"><tr><th colspan="5">SELF-ASSESSMENT</th></tr><tr class="sub">'
               '<th>Information processing</th><th>Communication</th><th>Content creation</th><th>Safety</th>'
               '<th>Problem solving</th></tr><tr><td>Proficient user</td><td>Proficient user</td>'
               '<td>Independent user</td><td>Independent user</td><td>Proficient user</td></tr></table>'
               '<p class="legend">Digital skills - Self-assessment grid</p>' + bullets(BE5_DIGITAL))
    certs = bullets([f"{c} – {n}" for c, n in BE5_CERTS])
    html = f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Europass CV – Inês Carvalho Lobato</title>
<meta name="author" content="Inês Carvalho Lobato">
<style>
@page {{ size: A4; margin: 16mm 14mm 18mm 12mm;
  @bottom-left {{ content: "© European Union, 2002-2020 | europass.cedefop.europa.eu"; font: 7pt "Liberation Sans",
                  Arial, sans-serif; color: #1593cb; }}
  @bottom-right {{ content: "Page " counter(page) " / " counter(pages); font: 7pt "Liberation Sans", Arial,
                   sans-serif; color: #1593cb; }}
  @top-left {{ content: "Curriculum Vitae"; font: 9pt "Liberation Sans", Arial, sans-serif; color: #1593cb;
               width: 50mm; text-align: right; }}
  @top-center {{ content: "Inês Carvalho Lobato"; font: 9pt "Liberation Sans", Arial, sans-serif; color: #3f3a60;
                 text-align: left; }} }}
@page :first {{ @top-left {{ content: none; }} @top-center {{ content: none; }} }}
body {{ font-family: "Liberation Sans", Arial, sans-serif; font-size: 8.6pt; color: #3f3a60; margin: 0;
        line-height: 1.3; }}
.logo {{ display: flex; align-items: baseline; margin-bottom: 5mm; }}
.logo .lab {{ width: 50mm; text-align: right; padding-right: 5mm; }}
.logo b {{ font-size: 19pt; font-style: italic; color: #1593cb; letter-spacing: -0.5px; }}
.row {{ display: flex; margin-bottom: 2.2mm; }}
.row.entry {{ break-inside: avoid; }}
.lab {{ width: 50mm; flex: none; text-align: right; padding-right: 5mm; color: #1593cb; font-size: 8pt;
        box-sizing: border-box; }}
.cnt {{ flex: 1; }}
.sec {{ margin-top: 4mm; break-after: avoid; }}
.sec .lab {{ text-transform: uppercase; font-size: 8pt; }}
.sec hr {{ border: 0; border-top: 1px solid #1593cb; margin: 1.6mm 0 0; }}
.name {{ font-size: 16pt; color: #3f3a60; margin: 0 0 2mm; }}
.pos {{ font-size: 10.2pt; margin: 0 0 .8mm; color: #3f3a60; }}
p {{ margin: 0 0 .8mm; }}
ul {{ margin: .8mm 0 .8mm; padding-left: 4mm; }}
li {{ margin-bottom: .4mm; }}
.sector .k, .k {{ color: #1593cb; margin-right: 2mm; }}
.qual {{ display: flex; justify-content: space-between; align-items: baseline; }}
.eqf {{ border: 1px solid #1593cb; color: #1593cb; padding: .2mm 2mm; font-size: 7.5pt; white-space: nowrap;
        margin-left: 3mm; }}
.ic {{ font-family: "DejaVu Sans", sans-serif; color: #1593cb; display: inline-block; width: 5mm; }}
.contact p {{ margin-bottom: 1mm; }}
.personal span.k {{ margin-left: 3mm; }}
.personal span.k:first-child {{ margin-left: 0; }}
table.grid {{ border-collapse: collapse; width: 100%; text-align: center; font-size: 8pt; }}
table.grid th {{ color: #1593cb; font-weight: normal; font-size: 7.6pt; padding: 1mm; border: 1px solid #c9d3de;
                 background: #f1f5f9; }}
table.grid th.blank {{ background: none; border: 0; }}
table.grid td {{ border: 1px solid #c9d3de; padding: 1.2mm; }}
table.grid td.lang {{ text-align: right; border: 0; color: #1593cb; }}
.legend {{ font-size: 7pt; color: #1593cb; margin-top: 1mm; }}
.job-applied .cnt {{ font-size: 11pt; }}
</style></head>
<body>
<div class="logo"><div class="lab"><b>europass</b></div><div class="cnt"></div></div>
{row("PERSONAL INFORMATION", '<p class="name">Inês Carvalho Lobato</p><div class="contact">'
     '<p><span class="ic">⌂</span>Avenida Dr. Manuel de Arriaga 47, 2.º Esq., 5050-254 Peso da Régua (Portugal)</p>'
     '<p><span class="ic">✆</span>+351 912 555 148</p>'
     '<p><span class="ic">✉</span><a href="mailto:ines.lobato@example.com" style="color:#3f3a60">'
     'ines.lobato@example.com</a></p>'
     '<p><span class="ic">⚐</span><a href="https://www.linkedin.com/in/ines-lobato-enologa" style="color:#3f3a60">'
     'www.linkedin.com/in/ines-lobato-enologa</a></p></div>'
     '<p class="personal"><span class="k">Sex</span> Female <span class="k">Date of birth</span> 14/03/1988 '
     '<span class="k">Nationality</span> Portuguese</p>', "first")}
{row("POSITION", "Senior Winemaker (Oenologist)", "job-applied")}
{section("Work experience")}
{work}
{section("Education and training")}
{education}
{section("Personal skills")}
{row("Mother tongue(s)", "Portuguese")}
{row("Other language(s)", grid)}
{row("Communication skills", "<p>Good communication and presentation skills gained in six years of leading "
     "tastings for importers, journalists and visitors in Portuguese, English and Spanish, and in training "
     "seasonal cellar staff every harvest.</p>")}
{row("Organisational / managerial skills", "<p>Leadership of a cellar team of 9 permanent and up to 25 seasonal "
     "workers; planning of the harvest and the bottling calendar; management of the winery's annual budget for "
     "oenological products and barrels (about EUR 480,000).</p>")}
{row("Job-related skills", bullets(BE5_JOB_SKILLS))}
{row("Digital skills", digital)}
{row("Driving licence", "B")}
{section("Additional information")}
{row("Publications", "<p>Lobato, I. C.; Ferreira-Gomes, A. (2013). Foot-treading and mechanical lagares: "
     "phenolic extraction in Touriga Nacional. <i>Ciência e Técnica Vitivinícola</i> 28(2), 77–86.</p>")}
{row("Conferences", "<p>Speaker, Douro Wine Technical Days, Peso da Régua, 2023 (“Robotic lagares: five "
     "vintages on”)</p>")}
{row("Honours and awards", "<p>Gold medal, Concours Mondial de Bruxelles 2022, for Quinta do Vale Sombreiro "
     "Reserva Tinto 2019</p>")}
{row("Memberships", "<p>Associação Portuguesa de Enologia (member since 2013)</p>")}
{row("Certifications", certs)}
</body></html>
"""
    name = "be5-ines-carvalho-lobato"
    path = os.path.join(FILES, name + ".pdf")
    HTML(string=html).write_pdf(path)
    check_pages(name, pdf_pages(path), BE5_PAGES)

    write_truth(name, {
        "basics": {"name": "Inês Carvalho Lobato", "label": "Senior Winemaker (Oenologist)",
                   "email": "ines.lobato@example.com", "phone": "+351 912 555 148",
                   "location": {"city": "Peso da Régua", "country_code": "PT"},
                   "profiles": [linkedin("ines-lobato-enologa")]},
        "work": [job(p, e, l, w, s) for w, p, e, l, s, _, _ in BE5_WORK],
        "education": [
            {"institution": "Universidade de Trás-os-Montes e Alto Douro (UTAD)", "study_type": "Master's degree",
             "area": "Viticulture and Oenology", "score": "17/20",
             "dates": dates("2010-09", "2012-07", text="09/2010–07/2012")},
            {"institution": "Universidade do Porto", "study_type": "Bachelor's degree (Licenciatura)",
             "area": "Biochemistry", "score": "15/20", "dates": dates("2007-09", "2010-07", text="09/2007–07/2010")},
            {"institution": "Escola Secundária do Alto Corgo", "study_type": "Upper secondary education",
             "area": "Science and Technology", "dates": dates("2004-09", "2007-07", text="09/2004–07/2007")}],
        "skills": [{"name": s} for s in BE5_JOB_SKILLS + BE5_DIGITAL],
        "certificates": [{"name": c} for c, _ in BE5_CERTS],
        "languages": [{"language": "Portuguese", "fluency": "Mother tongue"}]
                     + [{"language": l, "fluency": lvl} for l, lvl in BE5_LANGUAGES],
    })


BE5_PAGES = 2


# ==== be6: group CEO of a beverages company (Johannesburg), ReportLab, a two-page executive resume ================
BE6_COMPANIES = [  # (company, place, tenure as printed, descriptor, roles: (title, dates as printed, truth span,
    # bullets))
    ("Ukhozi Beverages Limited", "Johannesburg", "2014 – present",
     "JSE-listed soft drinks, juice and water group · R14.2bn revenue · 4,300 employees · 9 plants in South Africa, "
     "Botswana and Zambia", [
        ("Group Chief Executive Officer", "2020 – present", ("2020", None, True),
         ["Lead the group through a three-year turnaround: revenue up from R10.1bn to R14.2bn, operating margin "
          "from 6.8% to 11.4%, and return on invested capital from 7% to 15%.",
          "Exited two loss-making categories and acquired Mopane Juice Company (R1.1bn), integrated within nine "
          "months.",
          "Led the R2.4bn plant modernisation and the move to 50% recycled PET across the range by 2025.",
          "Report to an eleven-member board; regular engagement with shareholders, analysts, unions and the "
          "Competition Commission."]),
        ("Chief Operating Officer", "2017 – 2020", ("2017", "2020"),
         ["Ran manufacturing, supply chain, procurement and route-to-market across nine plants and 38 depots; "
          "cut cost of goods by R640m over three years.",
          "Built a single national distribution network and introduced S&OP; on-shelf availability up from 91% to "
          "97%."]),
        ("Managing Director, Soft Drinks Division", "2014 – 2017", ("2014", "2017"),
         ["Full P&L for the R6bn soft drinks division; grew market share from 14% to 19% with the relaunch of the "
          "flagship Ukhozi Cola brand and a low-sugar range ahead of the 2018 Health Promotion Levy."])]),
    ("Southern Cape Brewing Company (Pty) Ltd", "Cape Town", "2008 – 2014",
     "Regional beer and cider brewer · R3.5bn revenue · subsidiary of a multinational brewer", [
        ("Commercial Director", "2011 – 2014", ("2011", "2014"),
         ["Led sales, marketing and customer service (420 people); revenue grew 9% a year for three years.",
          "Launched the group's first cider brand, which reached R600m in sales by 2014."]),
        ("National Sales Director", "2008 – 2011", ("2008", "2011"),
         ["Rebuilt the on-trade sales team and the tavern development programme across 12,000 outlets."])]),
    ("Highveld Dairies Limited", "Johannesburg", None, None, [
        ("General Manager, Sales – Gauteng", "2005 – 2008", ("2005", "2008"),
         ["Led a 160-person regional sales and distribution operation; Gauteng became the fastest-growing region "
          "in the group."])]),
]
BE6_EARLIER = [  # (title, employer, place, years as printed or None, truth span)
    ("Trade Marketing Manager", "Highveld Dairies Limited", "Johannesburg", "2002–2005", ("2002", "2005")),
    ("Brand Manager", "Kgotso Consumer Brands (Pty) Ltd", "Durban", "1999–2002", ("1999", "2002")),
    ("Graduate Management Trainee", "Kgotso Consumer Brands (Pty) Ltd", "Durban", None, None),
]
BE6_BOARDS = [  # (title, organisation, dates as printed, truth span, note)
    ("Independent Non-Executive Director", "Mzansi Cold Chain Holdings Limited", "2022 – present",
     ("2022", None, True), "Member, Audit and Risk Committee; Chair, Social and Ethics Committee"),
    ("Non-Executive Director", "Southern African Beverage Industry Council NPC", "2021 – present",
     ("2021", None, True), "Industry body; chair of the sustainability working group"),
    ("Trustee", "Ikhaya Learning Trust", "2018 – present", ("2018", None, True),
     "Education trust funding maths and science teachers in 40 township schools"),
]
BE6_SKILLS = ["Strategy and turnaround", "P&L leadership (R14bn)", "Mergers, acquisitions and integration",
              "Manufacturing and supply chain", "Route-to-market and sales", "Brand building",
              "Board and investor relations", "ESG and sustainability", "Transformation and B-BBEE"]


def be6_executive_reportlab():
    from reportlab.lib.colors import HexColor
    from reportlab.lib.enums import TA_CENTER
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.lib.units import mm
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.lib.fonts import addMapping
    from reportlab.platypus import (KeepTogether, Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle)

    for face, file in (("LSerif", "LiberationSerif-Regular.ttf"), ("LSerif-B", "LiberationSerif-Bold.ttf"),
                       ("LSans", "LiberationSans-Regular.ttf"), ("LSans-B", "LiberationSans-Bold.ttf"),
                       ("LSans-I", "LiberationSans-Italic.ttf"), ("LSans-BI", "LiberationSans-BoldItalic.ttf")):
        pdfmetrics.registerFont(TTFont(face, LIBERATION + file))
    addMapping("LSans", 0, 0, "LSans"); addMapping("LSans", 1, 0, "LSans-B")
    addMapping("LSans", 0, 1, "LSans-I"); addMapping("LSans", 1, 1, "LSans-BI")

    navy, gold, grey, ink = HexColor("#14284B"), HexColor("#A67C2E"), HexColor("#5E6470"), HexColor("#1E1E1E")
    name = "be6-lwazi-ngcobo"
    path = os.path.join(FILES, name + ".pdf")
    width, height = A4
    margin = 17 * mm
    avail = width - 2 * margin - 12  # the frame's width inside its default 6 pt padding

    s_name = ParagraphStyle("nm", fontName="LSerif-B", fontSize=25, leading=29, textColor=navy, alignment=TA_CENTER)
    s_label = ParagraphStyle("lb", fontName="LSans", fontSize=10.5, leading=14, textColor=gold, alignment=TA_CENTER,
                             spaceBefore=2)
    s_contact = ParagraphStyle("ct", fontName="LSans", fontSize=8.8, leading=12, textColor=grey, alignment=TA_CENTER,
                               spaceBefore=3)
    s_h = ParagraphStyle("h", fontName="LSerif-B", fontSize=11.5, leading=14, textColor=navy, spaceBefore=10,
                         spaceAfter=4)
    s_text = ParagraphStyle("tx", fontName="LSans", fontSize=8.9, leading=12, textColor=ink)
    s_company = ParagraphStyle("co", fontName="LSans-B", fontSize=9.8, leading=12.5, textColor=navy, spaceBefore=6)
    s_desc = ParagraphStyle("de", fontName="LSans-I", fontSize=8.3, leading=11, textColor=grey, spaceAfter=1)
    s_role = ParagraphStyle("ro", fontName="LSans-B", fontSize=9.2, leading=12, textColor=ink, spaceBefore=4)
    s_bullet = ParagraphStyle("bl", parent=s_text, leftIndent=10, bulletIndent=1, spaceAfter=1.2)
    s_line = ParagraphStyle("li", parent=s_text, spaceAfter=2.5)
    s_small = ParagraphStyle("sm", parent=s_text, fontSize=8.3, leading=11, textColor=grey, spaceAfter=3)
    s_cell = ParagraphStyle("ce", parent=s_text, fontSize=8.7, leading=11.5)

    def rule():
        t = Table([[""]], colWidths=[avail], rowHeights=[2])
        t.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, -1), 0.8, gold)]))
        return t

    def heading(text):
        return [Paragraph(text.upper(), s_h), rule(), Spacer(1, 3)]

    def dated(left, right, style):
        """A line with the text at the left and the dates right-aligned (a two-cell table)."""
        t = Table([[Paragraph(left, style), Paragraph(right, ParagraphStyle("r", parent=style, alignment=2))]],
                  colWidths=[avail - 110, 110])
        t.setStyle(TableStyle([("LEFTPADDING", (0, 0), (-1, -1), 0), ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                               ("TOPPADDING", (0, 0), (-1, -1), 0), ("BOTTOMPADDING", (0, 0), (-1, -1), 0),
                               ("VALIGN", (0, 0), (-1, -1), "BOTTOM")]))
        return t

    story = [Paragraph("LWAZI NGCOBO", s_name),
             Paragraph("Group Chief Executive Officer | FMCG &amp; Beverages | Non-Executive Director", s_label),
             Paragraph('Sandton, Johannesburg, South Africa  ·  +27 82 555 0164  ·  '
                       '<a href="mailto:lwazi.ngcobo@example.com">lwazi.ngcobo@example.com</a>  ·  '
                       '<a href="https://www.linkedin.com/in/lwazi-ngcobo">linkedin.com/in/lwazi-ngcobo</a>',
                       s_contact), Spacer(1, 4)]
    story += heading("Executive profile")
    story.append(Paragraph(
        "Chief executive with 25 years in fast-moving consumer goods and beverages, the last twelve in general "
        "management of a JSE-listed group. I have led a listed company through a turnaround, integrated an "
        "acquisition, modernised manufacturing and built leadership teams that stay. Known for clear strategy, "
        "operational grip and straight dealing with boards, investors, unions and government. Now seeking a "
        "further group CEO role or a portfolio of non-executive board positions from mid-2027.", s_text))
    story += heading("Key achievements")
    for text in ("Turned around a JSE-listed beverages group: operating profit up from R690m (FY2020) to R1.62bn "
                 "(FY2026); share price up 140% over the period against 31% for the JSE All Share index.",
                 "Acquired and integrated Mopane Juice Company (R1.1bn), delivering R180m of annual synergies, "
                 "45% above the case presented to the board.",
                 "Delivered the R2.4bn plant modernisation on time and 4% under budget; water use down from 2.1 to "
                 "1.6 litres per litre of product.",
                 "Built a leadership team of which 7 of 10 executives were promoted from within; black women now "
                 "hold 42% of senior management roles (B-BBEE Level 2 contributor).",
                 "Took cider from launch to R600m in annual sales in three years at Southern Cape Brewing."):
        story.append(Paragraph(escape(text), s_bullet, bulletText="•"))
    story += heading("Areas of expertise")
    cols = 3
    cells = [Paragraph("▪ " + escape(s), s_cell) for s in BE6_SKILLS]
    grid = Table([cells[i:i + cols] for i in range(0, len(cells), cols)], colWidths=[avail / cols] * cols)
    grid.setStyle(TableStyle([("LEFTPADDING", (0, 0), (-1, -1), 0), ("TOPPADDING", (0, 0), (-1, -1), 1),
                              ("BOTTOMPADDING", (0, 0), (-1, -1), 1)]))
    story.append(grid)

    story += heading("Executive career")
    for company, place, tenure, desc, roles in BE6_COMPANIES:
        head = f"{escape(company)}, {escape(place)}"
        block = [dated(head, escape(tenure) if tenure else "", s_company)]
        if desc:
            block.append(Paragraph(escape(desc), s_desc))
        first = True
        for title, when, _, items in roles:
            role = [dated(escape(title), escape(when), s_role)]
            role += [Paragraph(escape(i), s_bullet, bulletText="•") for i in items]
            if first:
                block += role
                story.append(KeepTogether(block))
                first = False
            else:
                story.append(KeepTogether(role))

    story += heading("Earlier career")
    for title, employer, place, years, _ in BE6_EARLIER:
        text = f"<b>{escape(title)}</b>, {escape(employer)}, {escape(place)}" + (f"  ·  {escape(years)}" if years
                                                                                 else "")
        story.append(Paragraph(text, s_line))

    story += heading("Board appointments")
    for title, org, when, _, note in BE6_BOARDS:
        story.append(KeepTogether([dated(f"<b>{escape(title)}</b>, {escape(org)}", escape(when), s_text),
                                   Paragraph(escape(note), s_small)]))

    story += heading("Education")
    for qual, school, year in (("Advanced Management Program (AMP)", "Harvard Business School, Boston", "2019"),
                               ("MBA", "Gordon Institute of Business Science, Johannesburg", "2007"),
                               ("Bachelor of Commerce (Marketing)", "University of Natal, Durban", "1997")):
        story.append(dated(f"<b>{escape(qual)}</b>, {escape(school)}", year, s_line))

    story += heading("Professional certification and memberships")
    story.append(Paragraph("<b>Chartered Director (SA)</b> – CD(SA), Institute of Directors in Southern Africa "
                           "(IoDSA), 2021", s_line))
    story.append(Paragraph("Member, IoDSA · Member, Young Presidents Organization (YPO), Gauteng chapter", s_line))
    story += heading("Languages")
    story.append(Paragraph("isiZulu (mother tongue)  ·  English (fluent)  ·  Afrikaans (conversational)", s_line))
    story.append(Spacer(1, 6))
    story.append(Paragraph("<i>References available on request.</i>", s_small))

    def footer(canvas, doc):
        canvas.saveState()
        canvas.setFont("LSans", 7.5)
        canvas.setFillColor(grey)
        canvas.drawString(margin, 10 * mm, "Lwazi Ngcobo  |  Curriculum Vitae")
        canvas.drawRightString(width - margin, 10 * mm, f"Page {doc.page} of 2")
        canvas.setStrokeColor(gold)
        canvas.setLineWidth(2)
        canvas.line(0, height - 6 * mm, width, height - 6 * mm)
        canvas.restoreState()

    doc = SimpleDocTemplate(path, pagesize=A4, leftMargin=margin, rightMargin=margin, topMargin=14 * mm,
                            bottomMargin=16 * mm, title="Lwazi Ngcobo – CV", author="Lwazi Ngcobo")
    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    check_pages(name, pdf_pages(path), 2)

    work = []
    for company, place, _, _, roles in BE6_COMPANIES:
        work += [job(t, company, place, w, s) for t, w, s, _ in roles]
    work += [job(t, e, p, y, s) for t, e, p, y, s in BE6_EARLIER]
    work += [job(t, o, None, w, s) for t, o, w, s, _ in BE6_BOARDS]
    write_truth(name, {
        "basics": {"name": "Lwazi Ngcobo",
                   "label": "Group Chief Executive Officer | FMCG & Beverages | Non-Executive Director",
                   "email": "lwazi.ngcobo@example.com", "phone": "+27 82 555 0164",
                   "location": {"city": "Johannesburg", "country_code": "ZA"},
                   "profiles": [linkedin("lwazi-ngcobo")]},
        "work": work,
        "education": [
            {"institution": "Harvard Business School", "study_type": "Advanced Management Program (AMP)",
             "dates": dates(None, "2019", text="2019")},
            {"institution": "Gordon Institute of Business Science", "study_type": "MBA",
             "dates": dates(None, "2007", text="2007")},
            {"institution": "University of Natal", "study_type": "Bachelor of Commerce", "area": "Marketing",
             "dates": dates(None, "1997", text="1997")}],
        "skills": [{"name": s} for s in BE6_SKILLS],
        "certificates": [{"name": "Chartered Director (SA)"}],
        "languages": [{"language": "isiZulu", "fluency": "mother tongue"},
                      {"language": "English", "fluency": "fluent"},
                      {"language": "Afrikaans", "fluency": "conversational"}],
    })


if __name__ == "__main__":
    made_scratch = not os.path.isdir(SCRATCH)
    os.makedirs(SCRATCH, exist_ok=True)
    tempfile.tempdir = SCRATCH
    os.environ["TMPDIR"] = SCRATCH
    try:
        be1_usajobs_fpdf()
        be2_academic_libreoffice()
        be3_military_chromium()
        be4_nhs_docx()
        be5_europass_weasyprint()
        be6_executive_reportlab()
    finally:
        tempfile.tempdir = None
        if made_scratch:
            shutil.rmtree(SCRATCH, ignore_errors=True)
