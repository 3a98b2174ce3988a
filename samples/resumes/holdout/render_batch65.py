#!/usr/bin/env python3
"""Renders the sixty-fifth held-out batch (bm1–bm6) into files/ and its truth into truth/.

Written without reading the parser (nor anything under /work/main/Sources, Tests, docs, Benchmarks, .build or
output, nor anything under /tmp or /var/tmp other than this batch's own scratch folder: one `ls -d` of /var/tmp/bm65
and one listing of /var/tmp filtered to "bm65", to make sure the folder did not exist yet); no project binary (mm-*),
swift or git command was run, and the search tools were not used on this project. The only project files read were
holdout_render.py in full, render_batch55.py in full (for the conventions, the truth shape and the decisions it
records), the docstring openings (first 40 lines only) of render_batch50.py to render_batch54.py and
render_batch56.py to render_batch64.py (for the occupations, countries and producers already used; the tool cut the
middle of one long printout, so lines 15–40 of render_batch53, 54, 56 and 57 and lines 1–40 of render_batch58 to 61
were printed a second time) and three truth files, whole: at1-pavan-nagaraju.json (batch 46's Bengaluru engineer:
"Jul'22 – Present", a B.Tech with its CGPA as "score", Class XII and X with percentages, a printed country as
"country_code"), bd5-muhammad-hamza-tariq.json (batch 56's Rawalpindi graduate: F.Sc. and Matriculation with their
groups as "area" and marks as "score") and az6-tolulope-adebanjo.json (batch 52's Lagos engineer: the NYSC year and
the SIWES attachment as work entries, a WASSCE without a score, "Federal University of Technology, Akure" whole).
files/ and truth/ were listed only to make sure no bm* file existed (and truth/ once more, filtered to a few at*,
ax*, ay*, az* and bd* names, to pick those three). render_batch66.py, render_batch67.py and their files, written at
the same time by other helpers, were neither opened nor touched. Nothing else in the project was read. The helpers
job, table_borders, cell_props and fixed_widths are copied as batch 55 wrote them; docx_runner, spacing and
keep_row_together are written for this batch; the rest comes from holdout_render.py. Scratch files (the LibreOffice
conversion of bm2 and page check of bm1, wkhtmltopdf's page and its private Qt runtime folder) go to /var/tmp/bm65
(tempfile.tempdir, TMPDIR and XDG_RUNTIME_DIR point there while the script runs), removed at the end. Nothing was
installed. The outputs were checked only from the outside (pdftotext and pdfinfo on the PDFs, python-docx on the
DOCX with its tables, the text file decoded as Windows-1252, page images with pdftoppm and a LibreOffice PDF of bm1,
all in the scratch folder): every truth string is in its file's text, some wrapped over two lines inside table
cells (the full names of bm1, bm3, bm4 and bm5 only in capitals, see below).

CVs AS THEY ARE WRITTEN OUTSIDE THE US/UK/IRISH/AUSTRALIAN CORE, for English-language employers at home and abroad:
an international recruitment desk's inbox in the first week of January 2027, six people in six occupations that
batches 50–64's docstrings do not have (they list, among others, a food science QA executive, a clinical pharmacist
and a pharmacy technician, an electrical power engineering graduate, a site reliability engineer, a network and
security engineer, a security officer, a paramedic, a logistics coordinator, an SAP FICO consultant, a data
analyst, an interior designer, an architect, a quantity surveyor, a structural engineer, a civil site supervisor, a
B1 aircraft technician, a CNC setter, a maintenance technician, a customer service representative and an executive
assistant), from India, Bangladesh, Nigeria, the Philippines, Zimbabwe and Qatar (a Pakistani expatriate):
Bangladesh, Zimbabwe and Qatar appear in none of those docstrings; India, Nigeria and the Philippines are the
brief's own examples (batches 50 and 52 have a Pune data engineer, a Quezon City teacher and a Lagos SRE – other
occupations, other layouts). The six: a pharmaceutical quality control chemist in Hyderabad, Telangana; an RF
planning and optimization engineer in Dhaka; an HSE officer in Port Harcourt, Rivers State; an equipment technician
in semiconductor assembly in Calamba City, Laguna; a procurement officer in Harare; and a document controller on
construction projects in Doha. Their CVs carry the South Asian, West African, Filipino, Southern African and Gulf
conventions: "CURRICULUM VITAE" over the name, personal details blocks (father's and mother's names, date of birth,
gender, marital status, nationality, religion, State of Origin and LGA, national ID, QID and fictional passport
numbers, height and weight, blood group, permanent addresses), a career objective, key-skills grids, jobs with "Key
Responsibilities" and "Achievements" sub-lists and "Project Details" tables (project, client, role, duration, team
size), academic tables (qualification, board/university, institute, year, percentage/CGPA/division), trainings
attended, extra-curricular activities, referees and a declaration with place, date and signature. Producers: one
each of a Word file kept as DOCX, a LibreOffice PDF of a Word file, a plain-text file, ReportLab, wkhtmltopdf and
fpdf2 (no WeasyPrint or Chromium, which batches 50–59 and 64 lean on):

- bm1 (DOCX, python-docx 1.2, kept as the Word file; Times New Roman 11 pt, A4, THREE pages – the third holds only
  the end of the personal details and the declaration, as an overflowing Word CV does; the page count is checked on
  a throw-away LibreOffice PDF with Liberation Serif for Times): AN INDIAN CV LAID OUT ENTIRELY IN TABLES ("Table
  Grid"): a boxed top table with "CURRICULUM VITAE" merged across, the name in capitals "PAVANI KOTHAPALLI" over the
  present address (Kukatpally, "Hyderabad – 500072, Telangana.") at the left and "Mobile: +91-98480-55521" and the
  e-mail at the right; then every section is its own table with a shaded title row merged across: CAREER
  OBJECTIVE; PROFESSIONAL SUMMARY (bullets); EXPERIENCE SUMMARY (S.No. | Organisation | Designation | Duration,
  the three jobs in brief, duplicating the detail below); KEY SKILLS as a 3×3 grid of "➢ " items read row by row
  and a merged "Software Known:" row; PROFESSIONAL EXPERIENCE as one two-column table, a row per field of each job
  ("1. Organisation", "Location", "Designation", "Duration", "Department", "Key Responsibilities" and
  "Achievements" with "List Bullet" items in the right cell): "Executive – Quality Control" Deccan Biogenerics Pvt.
  Ltd., IDA Jeedimetla, Hyderabad "Apr'19 – till date"; "QC Chemist" Sripada Laboratories Ltd., Pashamylaram,
  Sangareddy Dist., Telangana "01.04.2016 to 31.03.2019"; "Trainee Chemist – QC" Godavari Drugs & Intermediates
  Pvt. Ltd., Kakinada, Andhra Pradesh "Jul'14 – Mar'16" (no Achievements row); ACADEMIC QUALIFICATIONS
  (Qualification | Board / University | Institute | Year of Passing | Percentage / CGPA): "M.Sc. (Analytical
  Chemistry)" Osmania University, Sarada Vidya PG College, Hyderabad, 2014, "7.62 / 10"; "B.Sc. (M.P.C.)" Acharya
  Nagarjuna University, 2012, "78.6%"; "Intermediate (M.P.C.)" Board of Intermediate Education, A.P., 2009,
  "88.2%"; "S.S.C." Board of Secondary Education, A.P., 2007, "84.5%"; TRAININGS ATTENDED (S.No. | Programme |
  Conducted by | Year); EXTRA-CURRICULAR ACTIVITIES; PERSONAL DETAILS as label | ":" | value rows: "Name:
  Kothapalli Pavani" (SURNAME FIRST, as Telugu names are written), "Father's Name: K. Venkateswara Rao", date of
  birth, gender, marital status, nationality, "Languages Known: Telugu (Mother tongue), English (Fluent), Hindi
  (Working knowledge)", "Passport No.: T5550218 (valid till 2031)", the PERMANENT address in Guntur, Andhra Pradesh,
  hobbies; DECLARATION with "Place: Hyderabad", an empty "Date:", "Signature" and "(K. PAVANI)" (the surname as an
  initial). A QC chemist (HPLC, stability, method validation) in pharmaceutical plants around Hyderabad, India.
- bm2 (LibreOffice 7.4 PDF of a DOCX written with python-docx, Arial shown as Liberation Sans, 9.5 pt, A4, THREE
  pages): A BANGLADESHI CV IN THE JOB-PORTAL (bdjobs-style) FORM that applicants copy into Word: the navy name "Md.
  Rakibul Islam" over label-colon lines ("Address", "Mobile No 1: 01711-555034", "Mobile No 2", "e-mail"), a rule;
  grey-shaded headings ending in colons: Career Objective:, Career Summary:, Special Qualification: (bullets, claims
  only), Key Skills: (a borderless 4×3 grid of "▪ " items, row by row), Employment History: with "Total Year of
  Experience : 14.9 Year(s)" and each job a numbered, underlined bold title with the dates in parentheses after it
  ("1. Senior Engineer – RF Planning & Optimization ( June'18 – till date )"), then "Company Name :", "Company
  Location :", "Department :" lines, "Duties/Responsibilities :" and "Key Achievements :" bullets and a "Project
  Details :" table (Project Name | Client | Role | Duration | Team Size – the clients are mobile operators and one
  project runs "Aug'23 – till date"): Meghna Telecom Services Ltd., Gulshan-1, Dhaka; "RF Optimization Engineer"
  Surma Network Solutions Ltd., Banani, Dhaka "Aug 2014 – May 2018"; "Drive Test Engineer" TeleSurvey BD Ltd.,
  Agrabad, Chattogram "Jan 2012 – Jul 2014"; Academic Qualification: (Exam Title | Concentration/Major | Board/
  University | Institute | Pass.Year | Result: "B.Sc. Engineering" "Electrical & Electronic Engineering (EEE)" "—"
  Khulna University of Engineering & Technology 2011 "CGPA: 3.52 out of 4"; "HSC" and "SSC" "Science" "Rajshahi
  Board" with "GPA: 5.00 out of 5"); Training Summary: (Training Title | Topic | Institute | Country | Location |
  Year); Professional Certification Summary: (Certification | Institute | Location | From | To); Career and
  Application Information: (looking for, salary in "Tk. 1,35,000", preferred district and countries); Language
  Proficiency: as a Language | Reading | Writing | Speaking grid of High/Medium/Low; Extracurricular Activities:;
  Personal Details: (father's and mother's names, date of birth "Mar 12, 1989", national ID and passport numbers,
  religion, permanent address by village, post office, thana and district, "Current Location : Dhaka", blood
  group); Reference (s): two referees side by side; Declaration: with date, place, a signature line and "(Md.
  Rakibul Islam)". An RF planning and optimization engineer in Dhaka, Bangladesh, looking to the Gulf and Malaysia.
- bm3 (a plain-text file as Word saves a CV "as Plain Text" with the default Windows encoding: WINDOWS-1252 (curly
  apostrophes, en dashes, "•" and "”" as single bytes), CRLF line ends, Word's TABLES AND RIGHT TABS AS TAB
  CHARACTERS, list bullets as "•" + tab, numbered items as "1." + tab): "CURRICULUM VITAE", the capitals name
  "IBINABO GRACE DAGOGO", the address line ending "Port Harcourt, Rivers State, Nigeria.", "Tel: +234 803 555 0172,
  +234 706 555 0119  |  E-mail: …"; PERSONAL DATA as "label:<tab>value" lines with "Name:<tab>DAGOGO, Ibinabo
  Grace" (SURNAME FIRST IN CAPITALS, the Nigerian form), date of birth "23rd July, 1988", sex, marital status,
  State of Origin, Local Govt. Area, nationality, "Father's Name:<tab>Chief Tonye Sokari Dagogo", the passport
  number and "Languages Spoken:<tab>English (Fluent), Kalabari (Native), Nigerian Pidgin (Fluent)"; CAREER
  OBJECTIVE; CORE COMPETENCIES as a two-column table (two "• " items a line, a tab between); PROFESSIONAL
  EXPERIENCE with each job a title line over an "Employer, Place<tab>dates" line, "Key Responsibilities:" and
  "Achievements:" bullets and, for the first, "Major Projects Supported:" as a tab-separated table (Project | Client
  | Role | Duration | Team Size): "HSE Officer" Rivers Delta Oilfield Services Ltd., Trans-Amadi Industrial Layout,
  Port Harcourt "2015-Present"; "HSE Assistant" Bonny Marine Logistics Nig. Ltd., Onne, Rivers State "2012-2015";
  "Corps Member (NYSC) – Environmental Health Unit" Bayelsa State Ministry of Environment, Yenagoa "2011-2012";
  "Industrial Trainee (SIWES)" Garden City Waste Management Ltd., Port Harcourt "Jun 2008 – Nov 2008"; ACADEMIC
  QUALIFICATIONS as a tab table (Qualification | Institution | Year | Class/Grade: a PGD from the Federal University
  of Petroleum Resources, Effurun "Distinction", "B.Sc. (Hons) Environmental Management" Rivers State University
  "Second Class Upper", the WASSCE "6 Credits incl. English & Maths"); PROFESSIONAL CERTIFICATIONS & TRAININGS
  ATTENDED numbered, each with its year, issuer or scheme; MEMBERSHIP; EXTRA-CURRICULAR ACTIVITIES; REFEREES as tab
  rows; DECLARATION, a signature line, "Ibinabo G. Dagogo" and "Place: Port Harcourt<tab>Date: 5th January, 2027".
  An HSE officer in oilfield services in Port Harcourt, Nigeria.
- bm4 (ReportLab 5.1 platypus with DejaVu Sans, on 8.5 × 13 in "LONG BOND" paper (612 × 936 pt, the size Filipino
  applicants print on), TWO pages): A FILIPINO RESUME WITH AN EMPTY 2 × 2 IN PHOTO BOX at the top right (drawn on
  page 1, holding the template's grey words "2x2 ID PICTURE" and "(white background)"): the name "JOMAR D.
  VILLANUEVA" (middle initial), the address in Brgy. Parian, "Calamba City, Laguna 4027", "Mobile No.:
  0917-555-0148", "Email: …"; blue capital headings over a rule: OBJECTIVE; WORK EXPERIENCE with each job a bold
  title, a "Company – Place" line, an italic dates line, "Key Responsibilities:" and "Achievements:" bullets:
  "Equipment Technician II" Lakeshore Microdevices Philippines, Inc. – Light Industry & Science Park II, Calamba
  City, Laguna "March 2020 – Present"; "Test Technician" Silangan Precision Electronics Corp. – Carmelray
  Industrial Park I, Canlubang, Calamba City "June 2016 – February 2020"; "Production Operator (Contractual)"
  Mabuhay Assembly Systems, Inc. – Laguna Technopark, Biñan, Laguna "November 2014 – May 2015" with an italic line
  "Hired through Lakandula Manpower Services (agency)"; "On-the-Job Trainee" Sta. Cruz Electronics Repair Center –
  Sta. Cruz, Laguna "April – May 2014" (ONE YEAR FOR TWO MONTHS); EDUCATIONAL ATTAINMENT as a grid (Level | School |
  Degree / Course | Inclusive Years | Honors / GWA: Tertiary, Vocational, Secondary, Elementary); SEMINARS AND
  TRAININGS ATTENDED (Title | Conducted by / Venue | Date); ELIGIBILITY / CERTIFICATION (a TESDA NC II); SKILLS in
  two columns filled down the first, then the second; PERSONAL INFORMATION (age, date and place of birth, gender,
  civil status, citizenship, religion, height and weight, father's and mother's names, passport number, "Languages
  Spoken: English, Filipino"); CHARACTER REFERENCES; CERTIFICATION ("I hereby certify …") and the name over a line
  with "Signature over Printed Name". A semiconductor equipment technician in Calamba City, Laguna, Philippines.
- bm5 (wkhtmltopdf 0.12.6 with unpatched Qt 5.15, as CV-builder websites print their pages; A4, TWO pages,
  Liberation Sans; that Qt ignores --zoom and --disable-smart-shrinking, so the page itself sets CSS zoom 1.3): a
  teal header band with "RUTENDO GRACE MAVHUNGA" in capitals, the label "Procurement & Supply Chain Officer |
  MCIPS" and a " | " contact line ("14 Bannockburn Road, Avondale West, Harare, Zimbabwe", "+263 77 555 0192 / +263
  71 555 0438", the e-mail); PERSONAL PROFILE FIRST as a label/value table (date of birth, nationality, national ID,
  passport, gender, marital status, "Languages: English – Fluent; Shona – Native; Ndebele – Conversational",
  driver's licence); CAREER OBJECTIVE; CORE COMPETENCIES as a tinted 3×3 grid of "▸ " items (row by row);
  PROFESSIONAL EXPERIENCE with the dates right-aligned on the title row (a two-cell table), an italic "Employer,
  Place" line, "Key Responsibilities" and "Achievements" bullets and a "Project Details" grid for the first job
  (client "Internal (Operations)"): "Procurement Officer" Mazowe Valley Beverages (Pvt) Ltd, Msasa, Harare "March
  2018 – to date"; "Assistant Buyer" Kopje Hardware & Mining Supplies (Pvt) Ltd, Southerton, Harare "Jan 2013 – Feb
  2018"; "Procurement Intern (Industrial Attachment)" Zimbabwe Grain Handlers (Pvt) Ltd, Graniteside, Harare "Jan
  2011 – Dec 2011"; ACADEMIC QUALIFICATIONS (Qualification | Board / University | Institution | Year | Class /
  Grade: "CIPS Level 6 Professional Diploma in Procurement and Supply" "CIPS (UK)" "—"; "BCom (Honours) Degree in
  Purchasing and Supply" Midlands State University (in both columns, the second with ", Gweru") "Upper Second Class
  (2.1)"; "Advanced Level" ZIMSEC "13 points"; "Ordinary Level" ZIMSEC "9 subjects incl. English & Maths");
  TRAININGS ATTENDED as "name – year" or "name – issuer, year" bullets; EXTRA-CURRICULAR ACTIVITIES; REFEREES as a
  table with phones and e-mails; DECLARATION with "Signed:", date and place on one line. A procurement officer in
  beverages manufacturing in Harare, Zimbabwe.
- bm6 (fpdf2 2.8.9 with DejaVu Sans, A4, TWO pages): A GULF EXPATRIATE'S CV: a navy header band with a gold rule:
  "SYED FAIZAN HAIDER", the gold label "Document Controller | 14+ Years in Construction & EPC Projects (Qatar &
  Pakistan)", a " | " line with TWO PHONES ("Al Sadd, Doha, Qatar", "+974 5555 0137", "+92 321 5550194
  (WhatsApp)", the e-mail) and a visa line ("Qatar Residence Permit (transferable, NOC available) | Valid Qatar
  Driving Licence"); headings with a gold bar and a rule: CAREER OBJECTIVE; CORE COMPETENCIES as a 3×3 grid of "■ "
  items (row by row) and a run-in "Software Skills:" line; PROFESSIONAL EXPERIENCE with the bold title and the gold
  dates at the right of one line, an italic "Company – City, Country" line, sub-lists and fpdf2 "Project Details:"
  tables (Project | Client | Role | Duration | Team Size, durations "Sep 2021 – till date"): "Senior Document
  Controller" Al Wakra Gulf Contracting W.L.L. – Doha, Qatar "Since Mar 2019"; "Document Controller" Indus
  Engineering & Construction (Pvt.) Ltd. – Karachi, Pakistan "Jan 2015 – Feb 2019"; "Document Clerk / Office
  Assistant" Clifton Builders & Developers – Karachi, Pakistan "Jan 2012 to Dec 2014 (3 yrs)"; ACADEMIC
  QUALIFICATIONS (Qualification | Board / University | Institute | Year | Division / Grade: "B.Com" University of
  Karachi "2nd Division"; "Diploma in Information Technology" Sindh Board of Technical Education "A-1 Grade";
  "Intermediate (Commerce)" BIEK "Grade A"; "Matriculation (Science)" BSEK "1st Division"); TRAININGS ATTENDED as
  "name (place, year)" bullets; EXTRA-CURRICULAR ACTIVITIES; PERSONAL PROFILE at the end (father's name, date of
  birth "02-Feb-1990", nationality Pakistani, passport with expiry, QID number, driving licence, "Languages: English
  (Fluent), Urdu (Native), Arabic (Basic – spoken)"); DECLARATION with place, date blanks, a signature line and
  "(Syed Faizan Haider)". A Pakistani document controller on building projects in Doha, Qatar.

They hold what such CVs hold: a name written three ways in one CV (bm1: "PAVANI KOTHAPALLI", "Kothapalli Pavani",
"(K. PAVANI)"; bm3: "IBINABO GRACE DAGOGO", "DAGOGO, Ibinabo Grace", "Ibinabo G. Dagogo"), fathers', mothers' and
referees' names near the top or beside the applicant's, two phone numbers, present and permanent addresses, an
experience summary table that repeats the jobs, projects with clients and their own "till date" durations inside
jobs, a layout made of tables, a job-portal form, Word's plain-text export in Windows-1252 with tabs, long bond
paper and a photo box, a builder's header band, trainings with organisers and years, referees, declarations and
signatures; dates written "Apr'19 – till date", "01.04.2016 to 31.03.2019", "Jul'14 – Mar'16", "June'18 – till
date", "Aug 2014 – May 2018", "Jan 2012 – Jul 2014", "2015-Present", "2012-2015", "2011-2012", "Jun 2008 – Nov
2008", "March 2020 – Present", "June 2016 – February 2020", "November 2014 – May 2015", "April – May 2014", "March
2018 – to date", "Jan 2013 – Feb 2018", "Jan 2011 – Dec 2011", "Since Mar 2019", "Jan 2015 – Feb 2019" and "Jan
2012 to Dec 2014 (3 yrs)"; and for education single passing years and "2010 – 2014" ranges; scores as
percentages, "7.62 / 10", "CGPA: 3.52 out of 4", "GPA: 5.00 out of 5", "GWA: 1.89", classes ("Second Class Upper",
"Upper Second Class (2.1)", "Distinction"), divisions and grades ("2nd Division", "1st Division", "A-1 Grade",
"Grade A") and A Level points.

Decisions for this batch (following batch 55's and, through its docstring, the earlier batches'; new ones marked
NEW):
- Personal details (NEW as a block of this size): date of birth, age, gender, marital or civil status, nationality,
  religion, State of Origin and LGA, national ID, QID and passport numbers, height, weight, blood group, driving
  licences, hobbies, permanent addresses and the father's, mother's and referees' names are not resume content for
  the truth (there is no field for them) and never the applicant's name. The LANGUAGES in them are recorded.
- Names (NEW in these forms): the name is the applicant's own name as the header prints it, in the order given
  name(s) then surname, in ordinary capitalisation where the header prints capitals (batch 55's "JARED TKACHUK"):
  bm1 "Pavani Kothapalli" (the header "PAVANI KOTHAPALLI"; "Kothapalli Pavani" in the personal details and "K.
  PAVANI" under the signature are the Telugu surname-first and initial forms of the same name); bm2 "Md. Rakibul
  Islam" as printed (the "Md." is part of the name); bm3 "Ibinabo Grace Dagogo" (capitals in the header, "DAGOGO,
  Ibinabo Grace" in the personal data, "Ibinabo G. Dagogo" under the signature line); bm4 "Jomar D. Villanueva"
  with the middle initial as printed ("JOMAR D. VILLANUEVA" in the header and over the signature, the only forms);
  bm5 "Rutendo Grace Mavhunga" (capitals only, in the band); bm6 "Syed Faizan Haider" ("Syed" is part of the
  name).
- Basics: the label is the line under the name (bm5, bm6); bm1 to bm4 have none ("CURRICULUM VITAE" is a title,
  the objective is not a label). Location is the PRESENT address's city with its state or province where printed
  ("Hyderabad" / "Telangana", not the permanent address in Guntur; "Dhaka"; "Port Harcourt" / "Rivers State";
  "Calamba City" / "Laguna"; "Harare"; "Doha"), street, suburb, barangay and postcode left out, and a country
  printed in that address as country_code (bm3 "NG", bm5 "ZW", bm6 "QA"). The phone is the first printed (bm2's
  "Mobile No 1", bm3's first "Tel:" number, bm5's first, bm6's Qatar mobile, not the Pakistani WhatsApp number), as
  printed.
- Work: a job's position is its title or designation as printed, its employer the company (a project's client is
  never the employer; bm4's recruitment agency is a remark: batch 53's rule, the client company is the employer),
  its location as printed with the job ("IDA Jeedimetla, Hyderabad", "Gulshan-1, Dhaka", "Trans-Amadi Industrial
  Layout, Port Harcourt", "Light Industry & Science Park II, Calamba City, Laguna", "Msasa, Harare", "Doha,
  Qatar"). bm1's EXPERIENCE SUMMARY table repeats the three jobs: they are recorded once. Projects (NEW in this
  form: "Project Details" and "Major Projects Supported" tables with client, role, duration and team size) are not
  work entries and not recorded, nor their own dates ("Aug'23 – till date", "Sep 2021 – till date"). The NYSC year
  and the SIWES, OJT and industrial attachment placements are work entries (az6's rule), each with its title as
  printed. Key responsibilities, achievements, departments and "Total Year of Experience" are not recorded.
- Dates (NEW forms): "till date", "to date", "Present" and "Since Mar 2019" make a job current; "Apr'19" and
  "June'18" are months of 2019 and 2018; "01.04.2016 to 31.03.2019" (day.month.year) is kept to the day printed,
  start_date "2016-04-01" and end_date "2019-03-31" (NEW: full dates where a CV prints days); "April – May 2014" is
  2014-04 to 2014-05; "2015-Present" and "2012-2015" are years only. A duration printed after the dates ("(3 yrs)")
  is a remark, left out of date_text (date_text "Jan 2012 to Dec 2014"), like batch 55's "(3 summers during high
  school)". date_text is otherwise as printed, apostrophes and dashes as typed.
- Education (NEW in these forms): one entry per row of the academic table, in printed order. The institution is
  the INSTITUTE column, where the applicant studied, without a town after the comma; the board or university
  column (Osmania University, "Board of Intermediate Education, A.P.", Rajshahi Board, CIPS (UK), ZIMSEC, BIEK,
  BSEK) is the awarding body and left out; where only one is printed, that one ("Khulna University of Engineering &
  Technology", "Federal University of Petroleum Resources, Effurun" and "Midlands State University" – the first
  two whole, as az6 kept "Federal University of Technology, Akure"); a campus is left out ("Laguna State
  Polytechnic University", as batch 55 left out TAFE's campus). The study type is the kind of qualification
  and the area its field or group, from the printed form: "M.Sc." / "Analytical Chemistry", "B.Sc." / "M.P.C.",
  "Intermediate" / "M.P.C.", "S.S.C."; "B.Sc. Engineering" / "Electrical & Electronic Engineering (EEE)" (the
  concentration column as printed), "HSC" and "SSC" / "Science"; "PGD" / "Industrial Safety & Environmental
  Technology", "B.Sc. (Hons)" / "Environmental Management", the WASSCE whole; "Bachelor of Science in Industrial
  Technology" / "Electronics Technology" (", major in" dropped), "NC II" / "Mechatronics Servicing" (the level is
  the kind, as batch 55's "Level 2 Diploma"), the LEVEL COLUMN AS THE STUDY TYPE where no course is printed
  ("Secondary", "Elementary"); "CIPS Level 6 Professional Diploma" / "Procurement and Supply" (the level part of
  the name, as batch 55's "QQI Level 5 Certificate"), "BCom (Honours)" / "Purchasing and Supply" ("Degree in"
  dropped), "Advanced Level", "Ordinary Level"; "B.Com", "Diploma" / "Information Technology", "Intermediate" /
  "Commerce", "Matriculation" / "Science". The score is the result as printed without a leading "CGPA:", "GPA:" or
  "GWA:" ("7.62 / 10", "78.6%", "3.52 out of 4", "5.00 out of 5", "1.89", "Second Class Upper", "Distinction",
  "Upper Second Class (2.1)", "13 points", "2nd Division", "A-1 Grade", "Grade A", "1st Division"); counts of
  subjects or credits ("6 Credits incl. English & Maths", "9 subjects incl. English & Maths"), honours ("With
  Honors", "Dean's Lister") and "—" are not scores (batch 55's GCSE rule). A single year is the end date; "2010 –
  2014" gives a start and an end.
- Certificates (NEW for "Trainings Attended"): the named trainings, seminars and certifications listed under
  Trainings Attended, Training Summary, Seminars and Trainings, Professional Certification(s) and Eligibility are
  certificates, in printed order, each by its name as printed with the organiser, venue, topic, country, place,
  years, renewals and a scheme or body in parentheses after the name left out ("(IRCA)", "(OPITO approved)",
  "(PRAZ)"), and what is part of the name kept ("(IGC)", "(CIS)", "(BOSH) for Safety Officer 1", "(ANSI/ESD
  S20.20)", "Q2(R2)", "Incoterms® 2020", "(EPAS) NC II" – the TESDA line's "TESDA National Certificate II – " is the
  scheme's prefix). bm3's memberships (ISPON, NES) and bm5's "MCIPS" in the label are not certificates.
- Skills are the listed items as printed without their bullet marks, in reading order: grids row by row (bm1, bm2,
  bm3, bm5, bm6), bm4's two columns down the first, then the second; then bm1's "Software Known" and bm6's
  "Software Skills" items. Objectives, summaries and "Special Qualification" claims are not skills.
- Languages (NEW for a grid): with the level printed beside them ("Mother tongue", "Fluent", "Working knowledge",
  "Native", "Conversational", "Basic" – bm6's "– spoken" remark left out, batch 54's rule); a list with no level
  (bm4's "English, Filipino") and bm2's Reading/Writing/Speaking grid of High/Medium/Low give languages WITHOUT a
  fluency key (the grid rates three skills, not one fluency).
- Not content: "CURRICULUM VITAE", the photo box and its words, the career and application information (salary,
  preferred countries), visa lines, extra-curricular activities, hobbies, memberships, referees and character
  references, declarations and certifications, places, dates and signatures.

Truth conventions as in batches 5–64: date_text as printed (dashes and apostrophes as typed), the work entry's
location where printed, phones as printed. Every person, employer, client, project, school named as invented below,
phone, passport, ID and QID number and e-mail is invented (e-mails at example.com; phone numbers with 555 in the
subscriber part, as earlier batches wrote them for countries without a drama range), except the universities,
boards, colleges, regulators, issuers, schemes, products and places, which are real and named as any CV names them
(Osmania University, Acharya Nagarjuna University, the Boards of Intermediate and Secondary Education of Andhra
Pradesh, USP, EP, ICH, USFDA, EU-GMP, WHO-GMP, Waters Empower 3, Shimadzu LabSolutions, LabWare LIMS, TrackWise,
the Indian Pharmaceutical Association, Swachh Bharat, Khulna University of Engineering & Technology, Rajshahi Board,
BUET and the Cisco Networking Academy, CCNA, TEMS, Infovista, Actix, Atoll, MapInfo, Rivers State University, the
Federal University of Petroleum Resources, Effurun, WAEC's WASSCE, NYSC, SIWES, NEBOSH, IOSH, ISO 45001, IRCA,
OPITO's BOSIET, the Nigerian Red Cross Society, ISPON, NES, Laguna State Polytechnic University, TESDA, DOLE, IPC,
ANSI/ESD S20.20, Midlands State University, CIPS, ZIMSEC, ZIMRA, PRAZ and the PPDPA Act, ZimTrade, SAP,
Incoterms®, the University of Karachi, the Govt. College of Commerce & Economics, the Sindh Board of Technical
Education, BIEK, BSEK, Oracle Aconex, SharePoint, Primavera P6, AutoCAD, QCS 2014, Hamad Medical Corporation and
the industrial parks of Laguna). Invented: Sarada Vidya PG College, Sree Saraswathi Degree College, Sri Sai Junior
College, Little Flower High School (Tenali), Deccan Biogenerics, Sripada Laboratories, Godavari Drugs &
Intermediates, Meghna Telecom Services, Surma Network Solutions, TeleSurvey BD, Padma Telecom, Jamuna Mobile,
TeleSkill Academy, Padma Residential College, Laxmipur Model High School, Rivers Delta Oilfield Services, Bonny
Marine Logistics, Garden City Waste Management, Niger Delta Petroleum JV, Excel Comprehensive College, Lakeshore
Microdevices Philippines, Silangan Precision Electronics, Mabuhay Assembly Systems, Lakandula Manpower Services, Sta.
Cruz Electronics Repair Center, Calamba Technical Skills Institute, San Cristobal National High School, Parian
Elementary School, Mazowe Valley Beverages, Kopje Hardware & Mining Supplies, Zimbabwe Grain Handlers, Kopje
Business College, Marondera Heights High School, Al Wakra Gulf Contracting, Qatar Urban Development Co., Pearl Coast
Real Estate, Indus Engineering & Construction, Sindh Energy Development Co., Clifton Builders & Developers, Gulshan
Computer Institute, Karachi Model College, The City Foundation School and Pak Stars Cricket Club.

Tools: python-docx 1.2, reportlab 5.1, fpdf2 2.8.9 (installed already), wkhtmltopdf 0.12.6 (Qt 5.15, unpatched),
LibreOffice 7.4 (bm2's PDF and bm1's page check), fonts-liberation, DejaVu and poppler-utils. bottom_border,
check_pages, dates, fpdf_dejavu, libreoffice_pdf, lo_page_count, new_docx, oxml_element, pdf_pages,
reportlab_dejavu, wkhtmltopdf, write_text and write_truth come from holdout_render.py.
Run from this folder: python3 render_batch65.py
"""
import os
import shutil
import tempfile
from xml.sax.saxutils import escape

from holdout_render import (FILES, check_pages, dates, lo_page_count, oxml_element, pdf_pages, write_text,
                            write_truth)

# Scratch files (LibreOffice conversions and page checks, wkhtmltopdf's page and Qt runtime folder) go here.
SCRATCH = os.environ.get("BM65_SCRATCH", "/var/tmp/bm65")


def job(position, name, location, date_text, span):
    """A truth work entry; the location is left out where none is printed, and a job printed without dates
    has a dates object with is_current false only (holdout_render.work_truth's rule)."""
    entry = {"position": position, "name": name}
    if location:
        entry["location"] = location
    entry["dates"] = dates(*span, text=date_text) if date_text else dates(None)
    return entry


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
    """A run(p, text, bold, italic, size, color, underline) helper for python-docx paragraphs."""
    from docx.shared import Pt

    def run(p, text, bold=False, italic=False, size=None, color=None, underline=False):
        r = p.add_run(text)
        r.bold, r.italic = bold, italic
        if underline:
            r.underline = True
        if size or default_size:
            r.font.size = Pt(size or default_size)
        if color is not None:
            r.font.color.rgb = color
        return r
    return run


def spacing(p, before=0, after=0, line=None):
    from docx.shared import Pt
    p.paragraph_format.space_before = Pt(before)
    p.paragraph_format.space_after = Pt(after)
    if line:
        p.paragraph_format.line_spacing = line
    return p


def keep_row_together(row):
    """Marks a table row as one that may not break across pages (w:cantSplit)."""
    tr_pr = row._tr.get_or_add_trPr()
    tr_pr.append(oxml_element("w:cantSplit"))


# ---- bm1: QC chemist (Hyderabad, India), a Word CV laid out entirely in tables, kept as DOCX --------------------
BM1_JOBS = [  # (designation, organisation, location, duration as printed, truth span, department, duties, achievements)
    ("Executive – Quality Control", "Deccan Biogenerics Pvt. Ltd.", "IDA Jeedimetla, Hyderabad", "Apr'19 – till date",
     ("2019-04", None, True), "QC – Finished Products & Stability",
     ["Analysis of finished products and stability samples (tablets and capsules) by HPLC, UPLC and dissolution as "
      "per USP, EP and in-house specifications.",
      "Review of analytical data and chromatograms in Empower 3, including audit trail review as per the data "
      "integrity SOP.",
      "Preparation and execution of analytical method validation and method transfer protocols and reports.",
      "Handling of OOS, OOT, lab incidents and change controls in TrackWise.",
      "Calibration of HPLC, GC, dissolution apparatus and KF titrators as per the calibration schedule."],
     ["Reduced the stability sample backlog from 140 pulls to under 20 by re-planning the HPLC column and "
      "instrument schedule (2021).",
      "Member of the QC team for the USFDA inspection of March 2022 (no Form 483 observation in QC).",
      "Received the \u201cBest Performer – QC\u201d award for FY 2023-24."]),
    ("QC Chemist", "Sripada Laboratories Ltd.", "Pashamylaram, Sangareddy Dist., Telangana", "01.04.2016 to 31.03.2019",
     ("2016-04-01", "2019-03-31"), "Quality Control (API)",
     ["Analysis of raw materials, intermediates and finished APIs by HPLC and GC: assay, related substances and "
      "residual solvents (headspace).",
      "Wet analysis: water by KF, LOD, sulphated ash, heavy metals and specific optical rotation.",
      "Preparation and standardisation of volumetric solutions and working standards; maintenance of instrument "
      "logbooks."],
     ["Trained four new chemists on GC headspace analysis of residual solvents.",
      "Faced the EU-GMP audit of 2018 for the API QC laboratory."]),
    ("Trainee Chemist – QC", "Godavari Drugs & Intermediates Pvt. Ltd.", "Kakinada, Andhra Pradesh", "Jul'14 – Mar'16",
     ("2014-07", "2016-03"), "Quality Control",
     ["Sampling and analysis of raw and packing materials: titrations, UV and IR identification.",
      "Documentation of analytical records as per GLP."],
     []),
]
BM1_SKILLS = ["HPLC & UPLC analysis", "GC (Headspace) – residual solvents", "Dissolution testing",
              "Analytical method validation", "Stability studies (ICH)", "OOS / OOT investigations",
              "Calibration of instruments", "Data integrity (ALCOA+)", "cGMP / GLP documentation"]
BM1_SOFTWARE = ["Empower 3", "LabSolutions", "LabWare LIMS", "TrackWise", "MS Office"]
BM1_EDU = [  # (qualification, board/university, institute as printed, year, percentage/CGPA)
    ("M.Sc. (Analytical Chemistry)", "Osmania University", "Sarada Vidya PG College, Hyderabad", "2014", "7.62 / 10"),
    ("B.Sc. (M.P.C.)", "Acharya Nagarjuna University", "Sree Saraswathi Degree College, Guntur", "2012", "78.6%"),
    ("Intermediate (M.P.C.)", "Board of Intermediate Education, A.P.", "Sri Sai Junior College, Guntur", "2009",
     "88.2%"),
    ("S.S.C.", "Board of Secondary Education, A.P.", "Little Flower High School, Tenali", "2007", "84.5%"),
]
BM1_TRAININGS = [("Empower 3 Chromatography Data System – Advanced", "Waters India Pvt. Ltd., Bengaluru", "2021"),
                 ("Data Integrity and ALCOA+ in QC Laboratories", "In-house (Corporate QA)", "2023"),
                 ("Analytical Method Validation as per ICH Q2(R2)", "Indian Pharmaceutical Association, Telangana",
                  "2024")]


def bm1_tables_docx():
    from docx.enum.table import WD_TABLE_ALIGNMENT
    from docx.enum.text import WD_ALIGN_PARAGRAPH
    from docx.shared import Inches, Mm, Pt
    from holdout_render import new_docx

    document = new_docx(author="Pavani", title="Resume", page=(Mm(210), Mm(297)), margins=(Inches(0.75), Inches(0.6)),
                        font="Times New Roman", size=11, space_after=0)
    run = docx_runner()
    full = Inches(6.77)
    head_fill = "D9E2F3"

    def gap():
        spacing(document.add_paragraph(), after=0).paragraph_format.line_spacing = Pt(7)

    def grid_table(rows, cols, widths):
        t = document.add_table(rows=rows, cols=cols)
        t.style = document.styles["Table Grid"]
        t.alignment = WD_TABLE_ALIGNMENT.CENTER
        fixed_widths(t, widths)
        return t

    def section(title, rows, widths):
        """A section as a table: a shaded title row merged across the columns, then `rows` content rows."""
        t = grid_table(rows + 1, len(widths), widths)
        head = t.rows[0].cells[0].merge(t.rows[0].cells[-1]) if len(widths) > 1 else t.rows[0].cells[0]
        cell_props(head, fill=head_fill)
        run(spacing(head.paragraphs[0], before=2, after=2), title, bold=True, size=11.5)
        keep_row_together(t.rows[0])
        t.rows[0].cells[0].paragraphs[0].paragraph_format.keep_with_next = True
        return t

    def text(cell, value, bold=False, italic=False, size=None, first=True, align=None, before=1, after=1):
        p = cell.paragraphs[0] if first and not cell.paragraphs[0].text else cell.add_paragraph()
        spacing(p, before=before, after=after)
        if align:
            p.alignment = align
        run(p, value, bold=bold, italic=italic, size=size)
        return p

    def bullets(cell, items):
        for item in items:
            p = cell.paragraphs[0] if not cell.paragraphs[0].text and not getattr(cell, "_b", False) else \
                cell.add_paragraph()
            cell._b = True
            p.style = document.styles["List Bullet"]
            spacing(p, after=1)
            run(p, item)

    # the top table: "CURRICULUM VITAE" over the name and address (left) and the phone and e-mail (right)
    top = grid_table(2, 2, [Inches(4.1), Inches(2.67)])
    table_borders(top, val="single", color="1F3864", size="8", edges=("top", "bottom", "left", "right"))
    title = top.rows[0].cells[0].merge(top.rows[0].cells[1])
    text(title, "CURRICULUM VITAE", bold=True, size=14, align=WD_ALIGN_PARAGRAPH.CENTER, before=3, after=3)
    title.paragraphs[0].runs[0].underline = True
    left, right = top.rows[1].cells
    text(left, "PAVANI KOTHAPALLI", bold=True, size=15, before=3, after=2)
    for line in ("Flat No. 302, Sai Residency,", "Vivekananda Nagar, Kukatpally,", "Hyderabad – 500072, Telangana."):
        text(left, line, size=10.5, first=False, before=0, after=0)
    cell_props(right, valign="center")
    text(right, "Mobile: +91-98480-55521", size=10.5)
    text(right, "E-mail: pavani.kothapalli@example.com", size=10.5, first=False)
    gap()

    t = section("CAREER OBJECTIVE", 1, [full])
    text(t.rows[1].cells[0],
         "To work in a challenging environment in a reputed pharmaceutical organisation where I can "
         "apply my knowledge of analytical chemistry and regulatory quality control practices, grow with the "
         "organisation and contribute to its success.", before=3, after=3)
    gap()

    t = section("PROFESSIONAL SUMMARY", 1, [full])
    bullets(t.rows[1].cells[0], [
        "Around 12 years of experience in Quality Control of APIs and oral solid dosage forms in USFDA, EU-GMP and "
        "WHO-GMP approved facilities.",
        "Hands-on experience in HPLC, UPLC, GC, UV, IR, KF, dissolution and wet analysis of raw materials, "
        "in-process, finished product and stability samples.",
        "Well versed with Empower 3, LabSolutions and LIMS, and with cGMP, GLP, ALCOA+ and ICH guidelines.",
        "Faced USFDA (2022), EU-GMP (2018, 2020) and WHO-GMP audits successfully."])
    gap()

    t = section("EXPERIENCE SUMMARY", 4, [Inches(0.55), Inches(2.9), Inches(1.82), Inches(1.5)])
    for cell, value in zip(t.rows[1].cells, ("S.No.", "Organisation", "Designation", "Duration")):
        text(cell, value, bold=True, size=10.5)
    for i, (designation, org, _, when, *_rest) in enumerate(BM1_JOBS, 1):
        for cell, value in zip(t.rows[i + 1].cells, (f"{i}.", org, designation, when)):
            text(cell, value, size=10.5)
    gap()

    t = section("KEY SKILLS", 4, [Inches(2.26), Inches(2.26), Inches(2.25)])
    for i, skill in enumerate(BM1_SKILLS):  # row by row
        text(t.rows[1 + i // 3].cells[i % 3], "\u27a2 " + skill, size=10.5)
    soft = t.rows[4].cells[0].merge(t.rows[4].cells[2])
    p = text(soft, "Software Known: ", bold=True, size=10.5, before=2, after=2)
    run(p, ", ".join(BM1_SOFTWARE), size=10.5)
    gap()

    # professional experience: one table, a row per field of each job
    t = section("PROFESSIONAL EXPERIENCE", 0, [Inches(1.75), Inches(5.02)])
    for n, (designation, org, place, when, _, dept, duties, achievements) in enumerate(BM1_JOBS, 1):
        fields = [("Organisation", org), ("Location", place), ("Designation", designation), ("Duration", when),
                  ("Department", dept), ("Key Responsibilities", duties)]
        if achievements:
            fields.append(("Achievements", achievements))
        for k, (label, value) in enumerate(fields):
            row = t.add_row()
            keep_row_together(row)
            a, b = row.cells
            cell_props(a, fill="F2F2F2")
            text(a, f"{n}. {label}" if k == 0 else label, bold=True, size=10.5)
            if isinstance(value, list):
                bullets(b, value)
            else:
                text(b, value, bold=label in ("Organisation", "Designation"), size=10.5)
    gap()

    t = section("ACADEMIC QUALIFICATIONS", 1 + len(BM1_EDU),
                [Inches(1.55), Inches(1.65), Inches(1.9), Inches(0.72), Inches(0.95)])
    for cell, value in zip(t.rows[1].cells, ("Qualification", "Board / University", "Institute", "Year of Passing",
                                             "Percentage / CGPA")):
        cell_props(cell, fill="F2F2F2")
        text(cell, value, bold=True, size=10)
    for row, values in zip(t.rows[2:], BM1_EDU):
        for cell, value in zip(row.cells, values):
            text(cell, value, size=10.5)
    gap()

    t = section("TRAININGS ATTENDED", 1 + len(BM1_TRAININGS), [Inches(0.55), Inches(3.4), Inches(2.2), Inches(0.62)])
    for cell, value in zip(t.rows[1].cells, ("S.No.", "Programme", "Conducted by", "Year")):
        cell_props(cell, fill="F2F2F2")
        text(cell, value, bold=True, size=10)
    for i, (row, values) in enumerate(zip(t.rows[2:], BM1_TRAININGS), 1):
        for cell, value in zip(row.cells, (f"{i}.",) + values):
            text(cell, value, size=10.5)
    gap()

    t = section("EXTRA-CURRICULAR ACTIVITIES", 1, [full])
    bullets(t.rows[1].cells[0], [
        "NSS volunteer during graduation; took part in blood donation and village health camps.",
        "Second prize in poster presentation on \u201cGreen Chemistry\u201d at the college science fest, 2013.",
        "Volunteer for the company\u2019s annual Swachh Bharat cleanliness drive (2019 – 2024)."])
    gap()

    personal = [("Name", "Kothapalli Pavani"), ("Father\u2019s Name", "K. Venkateswara Rao"),
                ("Date of Birth", "14-08-1991"), ("Gender", "Female"), ("Marital Status", "Married"),
                ("Nationality", "Indian"),
                ("Languages Known", "Telugu (Mother tongue), English (Fluent), Hindi (Working knowledge)"),
                ("Passport No.", "T5550218 (valid till 2031)"),
                ("Permanent Address", "D.No. 4-12-7, Brodipet, Guntur – 522002, Andhra Pradesh."),
                ("Hobbies", "Reading, listening to music")]
    t = section("PERSONAL DETAILS", len(personal), [Inches(1.75), Inches(0.3), Inches(4.72)])
    for row, (label, value) in zip(t.rows[1:], personal):
        keep_row_together(row)
        text(row.cells[0], label, bold=True, size=10.5)
        text(row.cells[1], ":", size=10.5, align=WD_ALIGN_PARAGRAPH.CENTER)
        text(row.cells[2], value, size=10.5)
    gap()

    t = section("DECLARATION", 2, [Inches(3.4), Inches(3.37)])
    decl = t.rows[1].cells[0].merge(t.rows[1].cells[1])
    text(decl, "I hereby declare that the information furnished above is true to the best of my knowledge and "
               "belief.", before=3, after=3)
    a, b = t.rows[2].cells
    keep_row_together(t.rows[1]); keep_row_together(t.rows[2])
    t.rows[1].cells[0].paragraphs[0].paragraph_format.keep_with_next = True
    text(a, "Place: Hyderabad", size=10.5, before=14)
    text(a, "Date:", size=10.5, first=False, after=4)
    text(b, "Signature", size=10.5, align=WD_ALIGN_PARAGRAPH.RIGHT, before=14)
    text(b, "(K. PAVANI)", bold=True, size=10.5, first=False, align=WD_ALIGN_PARAGRAPH.RIGHT, after=4)

    name = "bm1-pavani-kothapalli"
    path = os.path.join(FILES, name + ".docx")
    document.save(path)
    check_pages(name, lo_page_count(path, name), BM1_PAGES)

    write_truth(name, {
        "basics": {"name": "Pavani Kothapalli", "email": "pavani.kothapalli@example.com", "phone": "+91-98480-55521",
                   "location": {"city": "Hyderabad", "region": "Telangana"}},
        "work": [job(d, o, p, w, s) for d, o, p, w, s, *_ in BM1_JOBS],
        "education": [
            {"institution": "Sarada Vidya PG College", "study_type": "M.Sc.", "area": "Analytical Chemistry",
             "score": "7.62 / 10", "dates": dates(None, "2014", text="2014")},
            {"institution": "Sree Saraswathi Degree College", "study_type": "B.Sc.", "area": "M.P.C.",
             "score": "78.6%", "dates": dates(None, "2012", text="2012")},
            {"institution": "Sri Sai Junior College", "study_type": "Intermediate", "area": "M.P.C.",
             "score": "88.2%", "dates": dates(None, "2009", text="2009")},
            {"institution": "Little Flower High School", "study_type": "S.S.C.", "score": "84.5%",
             "dates": dates(None, "2007", text="2007")}],
        "skills": [{"name": s} for s in BM1_SKILLS + BM1_SOFTWARE],
        "certificates": [{"name": c} for c, *_ in BM1_TRAININGS],
        "languages": [{"language": "Telugu", "fluency": "Mother tongue"}, {"language": "English", "fluency": "Fluent"},
                      {"language": "Hindi", "fluency": "Working knowledge"}],
    })


# ---- bm2: RF optimization engineer (Dhaka, Bangladesh), LibreOffice PDF of a Word CV in the job-portal form ------
BM2_JOBS = [  # (title, company, location, dates as printed, truth span, department, duties, achievements, projects)
    ("Senior Engineer – RF Planning & Optimization", "Meghna Telecom Services Ltd.", "Gulshan-1, Dhaka",
     "June'18 – till date", ("2018-06", None, True), "Managed Services – Radio Network",
     ["Own the RF performance of 1,150 2G/3G/4G sites in Dhaka North for the operator under a managed-services "
      "contract: daily KPI monitoring (accessibility, retainability, throughput) and worst-cell action plans.",
      "Plan and verify antenna tilt, azimuth and parameter changes; audit neighbour lists and PCI/RSI plans.",
      "Lead cluster acceptance drive tests after swaps and new-site integration and sign off reports with the "
      "client.",
      "Guide a team of 6 optimization and drive-test engineers; review their analyses and weekly reports."],
     ["Raised 4G average DL user throughput in the Dhaka North cluster from 11.8 to 19.4 Mbps (2019–2021).",
      "Cut the 3G call drop rate from 0.92% to 0.41% across 310 sites by parameter and neighbour clean-up.",
      "Automated the daily KPI report with Python (pandas), saving about 10 engineer-hours a week."],
     [("LTE 900 Refarming & Swap (Dhaka North)", "Padma Telecom Ltd.", "Optimization Lead", "Mar'19 – Dec'19", "14"),
      ("5G NR Trial Network (Gulshan–Banani)", "Jamuna Mobile Ltd.", "RF Engineer (NR KPI)", "Jan'22 – Jun'22", "6"),
      ("Rural 4G Coverage Expansion (Sylhet Division)", "Padma Telecom Ltd.", "Cluster Owner", "Aug'23 – till date",
       "9")]),
    ("RF Optimization Engineer", "Surma Network Solutions Ltd.", "Banani, Dhaka", "Aug 2014 – May 2018",
     ("2014-08", "2018-05"), "Radio Optimization",
     ["Cluster optimization of GSM and UMTS networks: coverage, interference and handover analysis.",
      "Post-processing of drive-test logs in Actix and TEMS Discovery; KPI trend reports for the client.",
      "Prepared and implemented tilt, power and parameter change requests."],
     ["Best Engineer of the Quarter (Q3 2016)."],
     [("3G Network Expansion Phase II (Chattogram)", "Jamuna Mobile Ltd.", "RF Optimization Engineer",
       "Sep'14 – Jun'15", "11")]),
    ("Drive Test Engineer", "TeleSurvey BD Ltd.", "Agrabad, Chattogram", "Jan 2012 – Jul 2014", ("2012-01", "2014-07"),
     "Field Engineering",
     ["Drive tests and walk tests with TEMS Investigation for single-site verification and cluster benchmarking.",
      "Site surveys with GPS, compass and photographs for new 2G/3G sites."],
     [], []),
]
BM2_SKILLS = ["2G/3G/4G RF Optimization", "LTE & 5G NR KPI Analysis", "Drive Test & Post-Processing",
              "Cluster Acceptance", "Neighbour & Parameter Audit", "Antenna Tilt/Azimuth Planning",
              "TEMS Investigation", "Actix Analyzer", "Atoll Planning Tool", "MapInfo / Google Earth",
              "Python (pandas)", "MS Excel (VBA, Pivot)"]
BM2_TRAININGS = [("LTE Radio Network Optimization", "KPI, features and parameters", "TeleSkill Academy",
                  "Bangladesh", "Dhaka", "2016"),
                 ("TEMS Investigation Advanced", "Drive test and analysis", "Infovista", "Malaysia", "Kuala Lumpur",
                  "2019"),
                 ("5G NR Radio Planning and Optimization", "NR planning, beam management",
                  "Meghna Telecom Services Ltd.", "Bangladesh", "Dhaka", "2021")]
BM2_CERTS = [("CCNA Routing and Switching", "Cisco Networking Academy, BUET", "Dhaka", "Jan 2013", "Jun 2013")]


def bm2_portal_cv_libreoffice():
    from docx.enum.table import WD_TABLE_ALIGNMENT
    from docx.enum.text import WD_ALIGN_PARAGRAPH
    from docx.shared import Inches, Mm, RGBColor
    from holdout_render import bottom_border, libreoffice_pdf, new_docx

    document = new_docx(author="Rakib", title="CV of Md. Rakibul Islam", page=(Mm(210), Mm(297)),
                        margins=(Inches(0.7), Inches(0.6)), font="Arial", size=9.5, space_after=1)
    run = docx_runner()
    width = Inches(6.87)
    navy = RGBColor(0x1F, 0x38, 0x64)

    def para(text="", bold=False, italic=False, size=None, before=0, after=1, style=None, align=None, indent=None):
        p = document.add_paragraph(style=style)
        spacing(p, before=before, after=after)
        if align:
            p.alignment = align
        if indent is not None:
            p.paragraph_format.left_indent = indent
        if text:
            run(p, text, bold=bold, italic=italic, size=size)
        return p

    def heading(text):
        """The portal CV's heading: a grey-shaded bold line with a rule under it."""
        p = para(before=9, after=4)
        run(p, text, bold=True, size=10.5, color=navy)
        p._p.get_or_add_pPr().append(oxml_element("w:shd", val="clear", color="auto", fill="E7E6E6"))
        bottom_border(p, color="808080", size="6")
        p.paragraph_format.keep_with_next = True
        return p

    def field_line(label, value, indent=Inches(0.25), bold_value=False):
        p = para(indent=indent, after=0.5)
        p.paragraph_format.tab_stops.add_tab_stop(indent + Inches(1.7))
        run(p, label, bold=True)
        run(p, "\t: " + value, bold=bold_value)
        return p

    def grid(headers, rows, widths, size=8.5):
        t = document.add_table(rows=1 + len(rows), cols=len(headers))
        t.style = document.styles["Table Grid"]
        t.alignment = WD_TABLE_ALIGNMENT.CENTER
        fixed_widths(t, widths)
        for cell, h in zip(t.rows[0].cells, headers):
            cell_props(cell, fill="F2F2F2")
            run(spacing(cell.paragraphs[0], before=1, after=1), h, bold=True, size=size)
        for row, values in zip(t.rows[1:], rows):
            keep_row_together(row)
            for cell, v in zip(row.cells, values):
                run(spacing(cell.paragraphs[0], before=1, after=1), v, size=size)
        for row in t.rows[:-1]:  # a short table is kept on one page (Word's "keep with next" on its rows)
            for cell in row.cells:
                cell.paragraphs[0].paragraph_format.keep_with_next = True
        return t

    # header: name and contact lines at the left (no photo: the portal's photo slot was left out)
    p = para(after=2)
    run(p, "Md. Rakibul Islam", bold=True, size=17, color=navy)
    for label, value in (("Address", "House 27, Road 4, Block C, Mirpur-10, Dhaka-1216"),
                         ("Mobile No 1", "01711-555034"), ("Mobile No 2", "01911-555287"),
                         ("e-mail", "rakibul.islam.rf@example.com")):
        field_line(label, value, indent=Inches(0))
    bottom_border(para(after=0), color="1F3864", size="12")

    heading("Career Objective:")
    para("To build my career in a leading mobile operator or telecom vendor as an RF optimization professional, where "
         "I can use my experience in 2G/3G/4G/5G network planning and optimization and grow into a technical "
         "leadership role.", indent=Inches(0.25))
    heading("Career Summary:")
    para("Nearly fifteen years in drive testing, RF planning and optimization for mobile operators in Bangladesh, "
         "working for managed-services and engineering-services companies on GSM, UMTS, LTE and 5G NR trial "
         "networks, from single-site verification to the performance of a 1,150-site region.", indent=Inches(0.25))
    heading("Special Qualification:")
    for item in ("Strong KPI analysis and troubleshooting from counters, traces and drive-test logs.",
                 "Experience of leading small engineering teams and dealing with operator clients.",
                 "Willing to relocate to the Middle East or South-East Asia."):
        para(item, style="List Bullet", after=0.5)

    heading("Key Skills:")
    t = document.add_table(rows=len(BM2_SKILLS) // 3, cols=3)
    t.alignment = WD_TABLE_ALIGNMENT.CENTER
    table_borders(t)
    fixed_widths(t, [Inches(2.29)] * 3)
    for i, skill in enumerate(BM2_SKILLS):  # row by row
        run(spacing(t.rows[i // 3].cells[i % 3].paragraphs[0], after=1), "\u25aa " + skill)

    heading("Employment History:")
    p = para(indent=Inches(0.25), after=3)
    run(p, "Total Year of Experience : ", bold=True)
    run(p, "14.9 Year(s)")
    for n, (title, company, place, when, _, dept, duties, achievements, projects) in enumerate(BM2_JOBS, 1):
        p = para(before=5, after=2)
        p.paragraph_format.keep_with_next = True
        run(p, f"{n}. {title}", bold=True, underline=True)
        run(p, f" ( {when} )", bold=True)
        for label, value in (("Company Name", company), ("Company Location", place), ("Department", dept)):
            field_line(label, value, bold_value=label == "Company Name").paragraph_format.keep_with_next = True
        p = para(indent=Inches(0.25), before=2)
        run(p, "Duties/Responsibilities :", bold=True, underline=True)
        p.paragraph_format.keep_with_next = True
        for item in duties:
            para(item, style="List Bullet", after=0.5, indent=Inches(0.5))
        if achievements:
            p = para(indent=Inches(0.25), before=2)
            run(p, "Key Achievements :", bold=True, underline=True)
            p.paragraph_format.keep_with_next = True
            for item in achievements:
                para(item, style="List Bullet", after=0.5, indent=Inches(0.5))
        if projects:
            p = para(indent=Inches(0.25), before=3, after=2)
            run(p, "Project Details :", bold=True, underline=True)
            p.paragraph_format.keep_with_next = True
            grid(("Project Name", "Client", "Role", "Duration", "Team Size"), projects,
                 [Inches(2.35), Inches(1.4), Inches(1.4), Inches(1.1), Inches(0.62)])

    heading("Academic Qualification:")
    grid(("Exam Title", "Concentration/ Major", "Board/ University", "Institute", "Pass.Year", "Result"),
         [("B.Sc. Engineering", "Electrical & Electronic Engineering (EEE)", "—",
           "Khulna University of Engineering & Technology", "2011", "CGPA: 3.52 out of 4"),
          ("HSC", "Science", "Rajshahi Board", "Padma Residential College, Rajshahi", "2006", "GPA: 5.00 out of 5"),
          ("SSC", "Science", "Rajshahi Board", "Laxmipur Model High School, Rajshahi", "2004", "GPA: 5.00 out of 5")],
         [Inches(0.95), Inches(1.3), Inches(0.8), Inches(1.7), Inches(0.75), Inches(1.37)])

    heading("Training Summary:")
    grid(("Training Title", "Topic", "Institute", "Country", "Location", "Year"), BM2_TRAININGS,
         [Inches(1.75), Inches(1.35), Inches(1.4), Inches(0.9), Inches(0.85), Inches(0.55)])
    heading("Professional Certification Summary:")
    grid(("Certification", "Institute", "Location", "From", "To"), BM2_CERTS,
         [Inches(2.1), Inches(2.2), Inches(0.9), Inches(0.84), Inches(0.83)])

    heading("Career and Application Information:")
    for label, value in (("Looking For", "Mid Level Job"), ("Available For", "Full Time"),
                         ("Present Salary", "Tk. 1,35,000"), ("Expected Salary", "Negotiable"),
                         ("Preferred Job Category", "Telecommunication, Engineer"),
                         ("Preferred District", "Dhaka"),
                         ("Preferred Country", "Qatar, U.A.E., Saudi Arabia, Malaysia")):
        field_line(label, value)

    heading("Language Proficiency:")
    grid(("Language", "Reading", "Writing", "Speaking"),
         [("Bangla", "High", "High", "High"), ("English", "High", "High", "Medium"), ("Hindi", "Low", "Low", "Medium")],
         [Inches(1.6), Inches(1.2), Inches(1.2), Inches(1.2)])

    heading("Extracurricular Activities:")
    for item in ("General Secretary, EEE Association, KUET (2009–2010).",
                 "Member of the university football team; organiser of the inter-department football tournament 2010."):
        para(item, style="List Bullet", after=0.5)

    heading("Personal Details:")
    for label, value in (("Father's Name", "Md. Abdul Karim"), ("Mother's Name", "Mst. Rokeya Begum"),
                         ("Date of Birth", "Mar 12, 1989"), ("Gender", "Male"), ("Marital Status", "Married"),
                         ("Nationality", "Bangladeshi"), ("National Id No.", "5550 2187 4413"),
                         ("Passport No.", "BV5550346"), ("Religion", "Islam"),
                         ("Permanent Address", "Vill: Laxmipur, P.O: Sapura, Thana: Boalia, Dist: Rajshahi"),
                         ("Current Location", "Dhaka"), ("Blood Group", "B(+ve)")):
        field_line(label, value)

    heading("Reference (s):")
    t = document.add_table(rows=1, cols=2)
    table_borders(t)
    fixed_widths(t, [Inches(3.43), Inches(3.44)])
    for cell, lines in zip(t.rows[0].cells, (
            ("Engr. Shafiqul Alam", "Head of Radio Network", "Meghna Telecom Services Ltd.", "Mobile: 01713-555198",
             "e-mail: shafiqul.alam@example.com", "Relation: Professional"),
            ("Dr. Nasrin Akter", "Professor, Dept. of EEE", "Khulna University of Engineering & Technology",
             "Mobile: 01819-555062", "e-mail: nasrin.akter@example.com", "Relation: Academic"))):
        for k, line in enumerate(lines):
            p = cell.paragraphs[0] if k == 0 else cell.add_paragraph()
            spacing(p, after=0)
            p.paragraph_format.left_indent = Inches(0.25)
            run(p, line, bold=k == 0)

    heading("Declaration:")
    para("I do hereby declare that the information given above is true and correct to the best of my knowledge. "
         "I will be bound to accept any consequences if any information is found incorrect.", indent=Inches(0.25))
    p = para(before=18, after=0, indent=Inches(0.25))
    p.paragraph_format.tab_stops.add_tab_stop(width, 2)  # right tab
    p.paragraph_format.keep_with_next = True
    run(p, "Date: 04-01-2027\t___________________")
    p = para(indent=Inches(0.25))
    p.paragraph_format.tab_stops.add_tab_stop(width, 2)
    run(p, "Place: Dhaka\t")
    run(p, "Signature", italic=True)
    p = para(align=WD_ALIGN_PARAGRAPH.RIGHT)
    run(p, "(Md. Rakibul Islam)", bold=True)

    name = "bm2-rakibul-islam"
    libreoffice_pdf(document, name, BM2_PAGES)
    write_truth(name, {
        "basics": {"name": "Md. Rakibul Islam", "email": "rakibul.islam.rf@example.com", "phone": "01711-555034",
                   "location": {"city": "Dhaka"}},
        "work": [job(t, c, p, w, s) for t, c, p, w, s, *_ in BM2_JOBS],
        "education": [
            {"institution": "Khulna University of Engineering & Technology", "study_type": "B.Sc. Engineering",
             "area": "Electrical & Electronic Engineering (EEE)", "score": "3.52 out of 4",
             "dates": dates(None, "2011", text="2011")},
            {"institution": "Padma Residential College", "study_type": "HSC", "area": "Science",
             "score": "5.00 out of 5", "dates": dates(None, "2006", text="2006")},
            {"institution": "Laxmipur Model High School", "study_type": "SSC", "area": "Science",
             "score": "5.00 out of 5", "dates": dates(None, "2004", text="2004")}],
        "skills": [{"name": s} for s in BM2_SKILLS],
        "certificates": [{"name": c[0]} for c in BM2_TRAININGS + BM2_CERTS],
        "languages": [{"language": "Bangla"}, {"language": "English"}, {"language": "Hindi"}],
    })


# ---- bm3: HSE officer (Port Harcourt, Nigeria), a Word CV saved as Plain Text (Windows-1252, CRLF, tabs) ----------
BM3_JOBS = [  # (title line, employer, place, dates as printed, truth span, responsibilities, achievements, projects)
    ("HSE Officer", "Rivers Delta Oilfield Services Ltd.", "Trans-Amadi Industrial Layout, Port Harcourt",
     "2015-Present", ("2015", None, True),
     ["Implement the company HSE Management System on well services and pipeline maintenance jobs for oil and "
      "gas clients in Rivers and Bayelsa States.",
      "Issue and audit permits to work; carry out gas tests before confined space entry and hot work.",
      "Conduct daily toolbox talks, weekly HSE inspections and monthly HSE meetings.",
      "Investigate incidents and near misses, write reports and track corrective actions to close-out.",
      "Prepare monthly HSE statistics (man-hours, LTI, TRIR) for management and clients."],
     ["2.1 million man-hours without a Lost Time Injury (LTI) on client sites, 2019\u20132024.",
      "Introduced a near-miss reporting card that raised reporting from 12 to 65 cards a month.",
      "Led the HSE part of the company\u2019s ISO 45001:2018 certification (2021)."],
     [("12\u201d Flowline Replacement, Ekulama Swamp Area", "Niger Delta Petroleum JV", "Site HSE Officer",
       "8 months", "45"),
      ("Flow Station Turnaround Maintenance", "Niger Delta Petroleum JV", "HSE Supervisor (night shift)",
       "6 weeks", "120")]),
    ("HSE Assistant", "Bonny Marine Logistics Nig. Ltd.", "Onne, Rivers State", "2012-2015", ("2012", "2015"),
     ["Assisted the HSE Coordinator with inspections of the supply base, vessels and quayside lifting operations.",
      "Kept the HSE training matrix, PPE issue records and the incident register.",
      "Organised fire drills and emergency response exercises."],
     ["Set up the first PPE inventory system at the base, cutting PPE losses by half in one year."], []),
    ("Corps Member (NYSC) \u2013 Environmental Health Unit", "Bayelsa State Ministry of Environment", "Yenagoa",
     "2011-2012", ("2011", "2012"),
     ["Primary assignment: environmental sanitation inspections and community health education."], [], []),
    ("Industrial Trainee (SIWES)", "Garden City Waste Management Ltd.", "Port Harcourt", "Jun 2008 \u2013 Nov 2008",
     ("2008-06", "2008-11"), ["Waste collection audits and landfill monitoring records."], [], []),
]
BM3_SKILLS = ["Permit to Work (PTW) Systems", "Incident Investigation & Root Cause Analysis",
              "Job Hazard Analysis (JHA/JSA)", "HSE Audits & Inspections", "Toolbox Talks & HSE Training",
              "Emergency Response Planning", "Waste Management & Environmental Monitoring",
              "Confined Space Entry & Gas Testing", "HSE Statistics & Reporting (LTI, TRIR)", "Microsoft Office Suite"]
BM3_CERTS = [  # (as printed, truth name)
    ("NEBOSH International General Certificate in Occupational Health and Safety (IGC) \u2013 2017",
     "NEBOSH International General Certificate in Occupational Health and Safety (IGC)"),
    ("IOSH Managing Safely \u2013 2014", "IOSH Managing Safely"),
    ("ISO 45001:2018 OH&S Management Systems Lead Auditor (IRCA) \u2013 2021",
     "ISO 45001:2018 OH&S Management Systems Lead Auditor"),
    ("BOSIET with CA-EBS (OPITO approved) \u2013 renewed 2024", "BOSIET with CA-EBS"),
    ("H2S Awareness and Escape \u2013 2024", "H2S Awareness and Escape"),
    ("First Aid, CPR & AED \u2013 Nigerian Red Cross Society, 2023", "First Aid, CPR & AED"),
    ("Fire Safety & Basic Fire Fighting \u2013 2019", "Fire Safety & Basic Fire Fighting"),
]


def bm3_word_plain_text():
    lines = ["CURRICULUM VITAE", "", "IBINABO GRACE DAGOGO",
             "No. 14 Rumuola Road, Rumuokwuta, Port Harcourt, Rivers State, Nigeria.",
             "Tel: +234 803 555 0172, +234 706 555 0119  |  E-mail: ibinabo.dagogo@example.com", "",
             "PERSONAL DATA"]
    # a two-column Word table: Word's plain text keeps each row on a line with a tab between the cells
    for label, value in (("Name:", "DAGOGO, Ibinabo Grace"), ("Date of Birth:", "23rd July, 1988"), ("Sex:", "Female"),
                         ("Marital Status:", "Married"), ("State of Origin:", "Rivers State"),
                         ("Local Govt. Area:", "Degema"), ("Nationality:", "Nigerian"),
                         ("Father\u2019s Name:", "Chief Tonye Sokari Dagogo"),
                         ("International Passport No.:", "A05550172"),
                         ("Languages Spoken:", "English (Fluent), Kalabari (Native), Nigerian Pidgin (Fluent)")):
        lines.append(f"{label}\t{value}")
    lines += ["", "CAREER OBJECTIVE",
              "To contribute my knowledge and experience of Health, Safety and Environment management to a "
              "forward-looking organisation in the energy, construction or maritime sector, to help it achieve zero "
              "harm to people and the environment, and to grow into an HSE leadership role.",
              "", "CORE COMPETENCIES"]
    for i in range(0, len(BM3_SKILLS), 2):  # a borderless two-column table, read row by row
        lines.append("\u2022 " + BM3_SKILLS[i] + "\t\u2022 " + BM3_SKILLS[i + 1])
    lines += ["", "PROFESSIONAL EXPERIENCE", ""]
    for title, employer, place, when, _, duties, achievements, projects in BM3_JOBS:
        lines += [title, f"{employer}, {place}\t{when}"]  # the dates on a right tab
        if len(duties) > 1 or achievements:
            lines.append("Key Responsibilities:")
            lines += ["\u2022\t" + d for d in duties]
        else:
            lines += ["\u2022\t" + d for d in duties]
        if achievements:
            lines.append("Achievements:")
            lines += ["\u2022\t" + a for a in achievements]
        if projects:
            lines.append("Major Projects Supported:")
            lines.append("Project\tClient\tRole\tDuration\tTeam Size")
            lines += ["\t".join(p) for p in projects]
        lines.append("")
    lines += ["ACADEMIC QUALIFICATIONS",
              "Qualification\tInstitution\tYear\tClass/Grade",
              "PGD Industrial Safety & Environmental Technology\tFederal University of Petroleum Resources, Effurun"
              "\t2018\tDistinction",
              "B.Sc. (Hons) Environmental Management\tRivers State University, Port Harcourt\t2010"
              "\tSecond Class Upper",
              "West African Senior School Certificate (WASSCE)\tExcel Comprehensive College, Port Harcourt\t2004"
              "\t6 Credits incl. English & Maths",
              "", "PROFESSIONAL CERTIFICATIONS & TRAININGS ATTENDED"]
    lines += [f"{i}.\t{c}" for i, (c, _) in enumerate(BM3_CERTS, 1)]
    lines += ["", "MEMBERSHIP",
              "\u2022\tMember, Institute of Safety Professionals of Nigeria (ISPON)",
              "\u2022\tGraduate Member, Nigerian Environmental Society (NES)",
              "", "EXTRA-CURRICULAR ACTIVITIES",
              "\u2022\tSecretary, Women in Energy Network (Port Harcourt chapter), 2020 \u2013 2023.",
              "\u2022\tVolunteer HSE marshal, Port Harcourt City Marathon (2018, 2019, 2022).",
              "\u2022\tHobbies: reading, swimming and community service.",
              "", "REFEREES",
              "1.\tEngr. Dumo Briggs\tOperations Manager, Rivers Delta Oilfield Services Ltd.\t+234 805 555 0134",
              "2.\tMrs. Ngozi Eze-Okoro\tHSE Coordinator, Bonny Marine Logistics Nig. Ltd.\t+234 809 555 0161",
              "", "DECLARATION",
              "I hereby declare that the information given above is true and correct to the best of my knowledge "
              "and belief.",
              "", "", "______________________", "Ibinabo G. Dagogo",
              "Place: Port Harcourt\tDate: 5th January, 2027", ""]
    name = "bm3-ibinabo-dagogo"
    write_text(name + ".txt", "\r\n".join(lines), encoding="cp1252")  # Word's "Plain Text", Windows (Default)
    write_truth(name, {
        "basics": {"name": "Ibinabo Grace Dagogo", "email": "ibinabo.dagogo@example.com", "phone": "+234 803 555 0172",
                   "location": {"city": "Port Harcourt", "region": "Rivers State", "country_code": "NG"}},
        "work": [job(t, e, p, w, s) for t, e, p, w, s, *_ in BM3_JOBS],
        "education": [
            {"institution": "Federal University of Petroleum Resources, Effurun", "study_type": "PGD",
             "area": "Industrial Safety & Environmental Technology", "score": "Distinction",
             "dates": dates(None, "2018", text="2018")},
            {"institution": "Rivers State University", "study_type": "B.Sc. (Hons)", "area": "Environmental Management",
             "score": "Second Class Upper", "dates": dates(None, "2010", text="2010")},
            {"institution": "Excel Comprehensive College",
             "study_type": "West African Senior School Certificate (WASSCE)",
             "dates": dates(None, "2004", text="2004")}],
        "skills": [{"name": s} for s in BM3_SKILLS],
        "certificates": [{"name": c} for _, c in BM3_CERTS],
        "languages": [{"language": "English", "fluency": "Fluent"}, {"language": "Kalabari", "fluency": "Native"},
                      {"language": "Nigerian Pidgin", "fluency": "Fluent"}],
    })


# ---- bm4: equipment technician (Calamba City, Laguna, Philippines), ReportLab on long bond paper with a photo box -
BM4_JOBS = [  # (title, company, place, dates as printed, truth span, duties, achievements, extra line)
    ("Equipment Technician II", "Lakeshore Microdevices Philippines, Inc.",
     "Light Industry & Science Park II, Calamba City, Laguna", "March 2020 \u2013 Present", ("2020-03", None, True),
     ["Preventive and corrective maintenance of die attach, wire bond and mold machines (ASM, K&S) in a QFN/SOIC "
      "assembly line, 12-hour rotating shift.",
      "Troubleshoot machine alarms, pneumatic and vacuum problems and sensor faults; replace and calibrate parts.",
      "Set up machines for new packages and buy-off first articles with process and quality engineers.",
      "Update PM checklists and the machine downtime log in the MES."],
     ["Reduced the mean time to repair (MTTR) of the wire bond area from 46 to 28 minutes by making a spare parts "
      "kit and a troubleshooting guide (2022).",
      "Technician of the Quarter, Q2 2023."], None),
    ("Test Technician", "Silangan Precision Electronics Corp.", "Carmelray Industrial Park I, Canlubang, Calamba City",
     "June 2016 \u2013 February 2020", ("2016-06", "2020-02"),
     ["Set-up, conversion and maintenance of test handlers and testers for automotive sensor modules.",
      "Loaded test programs, checked yields and escalated failures to the test engineers.",
      "Did the daily correlation runs and the calibration checks of test fixtures."],
     ["Cut handler jam downtime by 30% with a new cleaning and PM frequency (2018)."], None),
    ("Production Operator (Contractual)", "Mabuhay Assembly Systems, Inc.", "Laguna Technopark, Bi\u00f1an, Laguna",
     "November 2014 \u2013 May 2015", ("2014-11", "2015-05"),
     ["Operated SMT pick-and-place and reflow lines; visual inspection to IPC-A-610."], [],
     "Hired through Lakandula Manpower Services (agency)"),
    ("On-the-Job Trainee", "Sta. Cruz Electronics Repair Center", "Sta. Cruz, Laguna", "April \u2013 May 2014",
     ("2014-04", "2014-05"), ["300 hours OJT: repair of consumer electronics and power supplies."], [], None),
]
BM4_EDU = [  # (level, school as printed, course, years, honours/GWA)
    ("Tertiary", "Laguna State Polytechnic University \u2013 Sta. Cruz Campus",
     "Bachelor of Science in Industrial Technology, major in Electronics Technology", "2010 \u2013 2014",
     "GWA: 1.89; Dean\u2019s Lister (2012\u20132013)"),
    ("Vocational", "Calamba Technical Skills Institute", "Mechatronics Servicing NC II", "2015 \u2013 2016", "\u2014"),
    ("Secondary", "San Cristobal National High School, Calamba City", "\u2014", "2006 \u2013 2010", "With Honors"),
    ("Elementary", "Parian Elementary School, Calamba City", "\u2014", "2000 \u2013 2006", "\u2014"),
]
BM4_TRAININGS = [  # (title, conducted by, date)
    ("IPC-A-610 Certified IPC Specialist (CIS)", "IPC-accredited training center, Makati", "August 2017"),
    ("Basic Occupational Safety and Health (BOSH) for Safety Officer 1", "DOLE-accredited provider, Calamba",
     "March 2021"),
    ("ESD Control Program Awareness (ANSI/ESD S20.20)", "In-house, Lakeshore Microdevices", "June 2020"),
    ("PLC Programming (Mitsubishi FX Series)", "Calamba Technical Skills Institute", "January 2019"),
    ("Lean Six Sigma Yellow Belt", "In-house, Lakeshore Microdevices", "November 2023"),
]
BM4_SKILLS = ["Preventive & corrective maintenance", "Die attach, wire bond and mold equipment (ASM, K&S)",
              "Test handlers and ATE set-up", "Pneumatics and vacuum systems", "Sensors, PLC and basic electronics",
              "Reading electrical and mechanical drawings", "MES and downtime reporting", "MS Excel and Word"]


def bm4_reportlab_long_bond():
    from reportlab.lib.colors import HexColor, black
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.platypus import (BaseDocTemplate, Frame, KeepTogether, PageTemplate, Paragraph, Spacer, Table,
                                    TableStyle)
    from holdout_render import reportlab_dejavu

    reportlab_dejavu()
    width, height = 612, 936  # 8.5 x 13 in, the "long bond" paper Filipino applicants print on
    margin = 50
    blue = HexColor("#0B3D91")
    name = "bm4-jomar-villanueva"
    path = os.path.join(FILES, name + ".pdf")

    s_name = ParagraphStyle("nm", fontName="DV-B", fontSize=18, leading=22, textColor=blue)
    s_info = ParagraphStyle("in", fontName="DV", fontSize=9.2, leading=12.5)
    s_h = ParagraphStyle("h", fontName="DV-B", fontSize=10.5, leading=13, textColor=blue, spaceBefore=10,
                         spaceAfter=4)
    s_text = ParagraphStyle("tx", fontName="DV", fontSize=9, leading=12)
    s_title = ParagraphStyle("ti", fontName="DV-B", fontSize=9.6, leading=12.5, spaceBefore=6)
    s_org = ParagraphStyle("or", fontName="DV", fontSize=9, leading=12)
    s_sub = ParagraphStyle("sb", fontName="DV-BI", fontSize=8.8, leading=12, spaceBefore=2)
    s_bullet = ParagraphStyle("bl", parent=s_text, leftIndent=14, bulletIndent=4, spaceAfter=1)
    s_cell = ParagraphStyle("ce", fontName="DV", fontSize=8.4, leading=10.5)
    s_cell_b = ParagraphStyle("cb", parent=s_cell, fontName="DV-B")

    def heading(text):
        t = Table([[Paragraph(text, ParagraphStyle("hh", parent=s_h, spaceBefore=0, spaceAfter=0))]],
                  colWidths=[width - 2 * margin])
        t.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, -1), 1.2, blue), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 2), ("TOPPADDING", (0, 0), (-1, -1), 8)]))
        return t

    story = [Paragraph("JOMAR D. VILLANUEVA", s_name), Spacer(1, 4)]
    for line in ("Blk 12 Lot 8, Phase 2, Villa Calamba Homes, Brgy. Parian,", "Calamba City, Laguna 4027",
                 "Mobile No.: 0917-555-0148", "Email: jomar.villanueva@example.com"):
        story.append(Paragraph(escape(line), s_info))
    story.append(Spacer(1, 70))  # below the photo box
    story += [heading("OBJECTIVE"),
              Paragraph("To obtain a position as Equipment Technician in a semiconductor or electronics manufacturing "
                        "company abroad where I can use my ten years of experience in equipment maintenance, set-up "
                        "and troubleshooting, and continue to learn and grow with the company.", s_text),
              heading("WORK EXPERIENCE")]
    for title, company, place, when, _, duties, achievements, extra in BM4_JOBS:
        block = [Paragraph(f"<b>{escape(title)}</b>", s_title),
                 Paragraph(f"{escape(company)} \u2013 {escape(place)}", s_org),
                 Paragraph(f"<i>{escape(when)}</i>", s_org)]
        if extra:
            block.append(Paragraph(f"<i>{escape(extra)}</i>", s_org))
        if achievements:
            block.append(Paragraph("Key Responsibilities:", s_sub))
        block += [Paragraph(escape(d), s_bullet, bulletText="\u2022") for d in duties]
        if achievements:
            block.append(Paragraph("Achievements:", s_sub))
            block += [Paragraph(escape(a), s_bullet, bulletText="\u2022") for a in achievements]
        story.append(KeepTogether(block))

    edu_head = heading("EDUCATIONAL ATTAINMENT")
    rows = [[Paragraph(h, s_cell_b) for h in ("Level", "School", "Degree / Course", "Inclusive Years",
                                               "Honors / GWA")]]
    rows += [[Paragraph(escape(v), s_cell) for v in r] for r in BM4_EDU]
    t = Table(rows, colWidths=[62, 140, 150, 70, 90], repeatRows=1)
    t.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, black), ("BACKGROUND", (0, 0), (-1, 0), HexColor("#DCE6F2")),
                           ("VALIGN", (0, 0), (-1, -1), "TOP")]))
    story.append(KeepTogether([edu_head, t]))

    train_head = heading("SEMINARS AND TRAININGS ATTENDED")
    rows = [[Paragraph(h, s_cell_b) for h in ("Title", "Conducted by / Venue", "Date")]]
    rows += [[Paragraph(escape(v), s_cell) for v in r] for r in BM4_TRAININGS]
    t = Table(rows, colWidths=[250, 180, 82])
    t.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, black), ("BACKGROUND", (0, 0), (-1, 0), HexColor("#DCE6F2")),
                           ("VALIGN", (0, 0), (-1, -1), "TOP")]))
    story.append(KeepTogether([train_head, t]))

    story += [heading("ELIGIBILITY / CERTIFICATION"),
              Paragraph("\u2022 TESDA National Certificate II \u2013 Electronic Products Assembly and Servicing (EPAS) "
                        "NC II, 2015", s_text),
              heading("SKILLS")]
    half = (len(BM4_SKILLS) + 1) // 2
    rows = [[Paragraph("\u2022 " + escape(BM4_SKILLS[i]), s_text),
             Paragraph("\u2022 " + escape(BM4_SKILLS[i + half]), s_text) if i + half < len(BM4_SKILLS) else ""]
            for i in range(half)]  # filled down the first column, then the second
    t = Table(rows, colWidths=[256, 256])
    t.setStyle(TableStyle([("LEFTPADDING", (0, 0), (-1, -1), 0), ("TOPPADDING", (0, 0), (-1, -1), 1),
                           ("VALIGN", (0, 0), (-1, -1), "TOP"),
                           ("BOTTOMPADDING", (0, 0), (-1, -1), 1)]))
    story.append(t)

    story.append(heading("PERSONAL INFORMATION"))
    personal = [("Age", "33"), ("Date of Birth", "March 9, 1993"), ("Place of Birth", "Calamba City, Laguna"),
                ("Gender", "Male"), ("Civil Status", "Married"), ("Citizenship", "Filipino"),
                ("Religion", "Roman Catholic"), ("Height / Weight", "5\u20197\u201d / 68 kg"),
                ("Father\u2019s Name", "Reynaldo M. Villanueva (deceased)"),
                ("Mother\u2019s Name", "Luzviminda D. Villanueva"), ("Passport No.", "P5550172A (valid until 2032)"),
                ("Languages Spoken", "English, Filipino")]
    rows = [[Paragraph(escape(a), s_cell_b), Paragraph(":", s_cell), Paragraph(escape(b), s_cell)] for a, b in personal]
    t = Table(rows, colWidths=[110, 12, 390])
    t.setStyle(TableStyle([("LEFTPADDING", (0, 0), (-1, -1), 0), ("TOPPADDING", (0, 0), (-1, -1), 1),
                           ("BOTTOMPADDING", (0, 0), (-1, -1), 1)]))
    story.append(t)

    story.append(heading("CHARACTER REFERENCES"))
    refs = [("Engr. Ramon T. Salcedo", "Equipment Engineering Supervisor, Lakeshore Microdevices Philippines, Inc.",
             "0918-555-0172"),
            ("Ms. Cristina P. Aquino", "Test Engineering Section Head, Silangan Precision Electronics Corp.",
             "0927-555-0139"),
            ("Prof. Danilo R. Mercado", "Instructor, College of Industrial Technology, LSPU", "0915-555-0186")]
    rows = [[Paragraph(escape(a), s_cell_b), Paragraph(escape(b), s_cell), Paragraph(escape(c), s_cell)]
            for a, b, c in refs]
    t = Table(rows, colWidths=[130, 300, 82])
    t.setStyle(TableStyle([("LEFTPADDING", (0, 0), (-1, -1), 0), ("VALIGN", (0, 0), (-1, -1), "TOP")]))
    story.append(t)

    sign = ParagraphStyle("sg", parent=s_text, alignment=1)
    story.append(KeepTogether([
        heading("CERTIFICATION"),
        Paragraph("I hereby certify that the above information is true and correct to the best of my knowledge and "
                  "belief.", s_text), Spacer(1, 30),
        Table([["", Paragraph("<b>JOMAR D. VILLANUEVA</b>", sign)],
               ["", Paragraph("Signature over Printed Name", sign)]],
              colWidths=[300, 212],
              style=TableStyle([("LINEABOVE", (1, 0), (1, 0), 0.8, black)]))]))

    def page(canvas, doc):
        canvas.saveState()
        if doc.page == 1:  # the 2 x 2 in photo box, left empty with the template's words in it
            x, y = width - margin - 144, height - margin - 144 + 6
            canvas.setStrokeColor(HexColor("#7F7F7F")); canvas.setLineWidth(0.8)
            canvas.rect(x, y, 144, 144, stroke=1, fill=0)
            canvas.setFont("DV", 8); canvas.setFillColor(HexColor("#8C8C8C"))
            canvas.drawCentredString(x + 72, y + 76, "2x2 ID PICTURE")
            canvas.drawCentredString(x + 72, y + 64, "(white background)")
        canvas.restoreState()

    doc = BaseDocTemplate(path, pagesize=(width, height), leftMargin=margin, rightMargin=margin, topMargin=margin,
                          bottomMargin=margin, title="RESUME - VILLANUEVA", author="Jomar")
    body = Frame(margin, margin, width - 2 * margin, height - 2 * margin, leftPadding=0, rightPadding=0,
                 topPadding=0, bottomPadding=0)
    doc.addPageTemplates([PageTemplate(id="p", frames=[body], onPage=page)])
    doc.build(story)
    check_pages(name, pdf_pages(path), BM4_PAGES)

    write_truth(name, {
        "basics": {"name": "Jomar D. Villanueva", "email": "jomar.villanueva@example.com", "phone": "0917-555-0148",
                   "location": {"city": "Calamba City", "region": "Laguna"}},
        "work": [job(t, c, p, w, s) for t, c, p, w, s, *_ in BM4_JOBS],
        "education": [
            {"institution": "Laguna State Polytechnic University",
             "study_type": "Bachelor of Science in Industrial Technology", "area": "Electronics Technology",
             "score": "1.89", "dates": dates("2010", "2014", text="2010 \u2013 2014")},
            {"institution": "Calamba Technical Skills Institute", "study_type": "NC II",
             "area": "Mechatronics Servicing",
             "dates": dates("2015", "2016", text="2015 \u2013 2016")},
            {"institution": "San Cristobal National High School", "study_type": "Secondary",
             "dates": dates("2006", "2010", text="2006 \u2013 2010")},
            {"institution": "Parian Elementary School", "study_type": "Elementary",
             "dates": dates("2000", "2006", text="2000 \u2013 2006")}],
        "skills": [{"name": s} for s in BM4_SKILLS],
        "certificates": [{"name": t} for t, *_ in BM4_TRAININGS]
                        + [{"name": "Electronic Products Assembly and Servicing (EPAS) NC II"}],
        "languages": [{"language": "English"}, {"language": "Filipino"}],
    })


# ---- bm5: procurement officer (Harare, Zimbabwe), an online CV builder's page printed with wkhtmltopdf -------------
BM5_JOBS = [  # (title, employer, place, dates as printed, truth span, duties, achievements, project)
    ("Procurement Officer", "Mazowe Valley Beverages (Pvt) Ltd", "Msasa, Harare", "March 2018 \u2013 to date",
     ("2018-03", None, True),
     ["Run end-to-end sourcing for packaging, raw materials, spares and services (annual spend of about "
      "US$9 million): RFQs, tenders, supplier evaluation and purchase orders in SAP MM.",
      "Manage contracts and supplier performance reviews for 60+ local and regional suppliers.",
      "Plan imports with clearing agents: Form 48 and CD1 documentation, duty and ZIMRA compliance.",
      "Maintain the approved supplier list and prepare monthly procurement reports for the Finance Director."],
     ["Saved US$410,000 in 2023 by consolidating crown corks and PET preforms with two regional suppliers.",
      "Cut the average PO lead time from 9 to 4 working days by introducing framework agreements.",
      "Zero audit findings in procurement in the 2021 and 2024 external audits."],
     ("Bottling Line 3 Expansion", "Internal (Operations)", "Procurement Lead", "14 months", "7")),
    ("Assistant Buyer", "Kopje Hardware & Mining Supplies (Pvt) Ltd", "Southerton, Harare",
     "Jan 2013 \u2013 Feb 2018", ("2013-01", "2018-02"),
     ["Raised quotations and purchase orders for mining consumables, PPE and hardware.",
      "Followed up deliveries and reconciled GRVs with invoices; kept the supplier database up to date."],
     ["Set up the first stock re-order levels for the 400 fastest-moving lines."], None),
    ("Procurement Intern (Industrial Attachment)", "Zimbabwe Grain Handlers (Pvt) Ltd", "Graniteside, Harare",
     "Jan 2011 \u2013 Dec 2011", ("2011-01", "2011-12"),
     ["Year-long work-related learning attachment in the procurement and stores departments."], [], None),
]
BM5_SKILLS = ["Strategic Sourcing & Tendering", "Supplier Evaluation & Management", "Contract Management",
              "Negotiation", "Import Procurement & Customs (ZIMRA)", "Inventory Control",
              "SAP MM (Materials Management)", "PPDPA Compliance", "Advanced Excel"]
BM5_EDU = [  # (qualification, board/university, institution as printed, year, class/grade)
    ("CIPS Level 6 Professional Diploma in Procurement and Supply", "CIPS (UK)", "Kopje Business College, Harare",
     "2019", "\u2014"),
    ("BCom (Honours) Degree in Purchasing and Supply", "Midlands State University", "Midlands State University, Gweru",
     "2012", "Upper Second Class (2.1)"),
    ("Advanced Level", "ZIMSEC", "Marondera Heights High School", "2007", "13 points"),
    ("Ordinary Level", "ZIMSEC", "Marondera Heights High School", "2005", "9 subjects incl. English & Maths"),
]
BM5_TRAININGS = [("SAP MM End-User Training", "2019"),
                 ("Public Procurement and Disposal of Public Assets Act Workshop (PRAZ)", "2020"),
                 ("Contract Management", "CIPS, 2022"), ("Incoterms\u00ae 2020", "ZimTrade, 2021")]


def bm5_wkhtmltopdf():
    from holdout_render import wkhtmltopdf

    def jobs():
        out = ""
        for title, employer, place, when, _, duties, achievements, project in BM5_JOBS:
            out += (f'<div class="job"><table class="jh"><tr><td class="t">{escape(title)}</td>'
                    f'<td class="d">{escape(when)}</td></tr></table>'
                    f'<div class="org">{escape(employer)}, {escape(place)}</div>')
            if achievements:
                out += '<div class="sub">Key Responsibilities</div>'
            out += "<ul>" + "".join(f"<li>{escape(d)}</li>" for d in duties) + "</ul>"
            if achievements:
                out += ('<div class="sub">Achievements</div><ul>'
                        + "".join(f"<li>{escape(a)}</li>" for a in achievements) + "</ul>")
            if project:
                out += ('<div class="sub">Project Details</div><table class="grid"><tr><th>Project</th><th>Client</th>'
                        '<th>Role</th><th>Duration</th><th>Team Size</th></tr><tr>'
                        + "".join(f"<td>{escape(v)}</td>" for v in project) + "</tr></table>")
            out += "</div>\n"
        return out

    skills = "".join("<tr>" + "".join(f"<td>\u25b8 {escape(s)}</td>" for s in BM5_SKILLS[i:i + 3]) + "</tr>"
                     for i in range(0, len(BM5_SKILLS), 3))
    edu = "".join("<tr>" + "".join(f"<td>{escape(v)}</td>" for v in r) + "</tr>" for r in BM5_EDU)
    trainings = "".join(f"<li>{escape(t)} \u2013 {escape(n)}</li>" for t, n in BM5_TRAININGS)
    personal = "".join(f"<tr><th>{escape(a)}</th><td>{escape(b)}</td></tr>" for a, b in (
        ("Date of Birth", "11 October 1989"), ("Nationality", "Zimbabwean"), ("National ID No.", "63-555214 F 47"),
        ("Passport No.", "FN555021"), ("Gender", "Female"), ("Marital Status", "Single"),
        ("Languages", "English \u2013 Fluent; Shona \u2013 Native; Ndebele \u2013 Conversational"),
        ("Driver\u2019s Licence", "Class 4 (clean)")))
    html = f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Rutendo Mavhunga - CV</title>
<style>
body {{ font-family: "Liberation Sans", Arial, sans-serif; font-size: 10.4pt; color: #222; margin: 0; zoom: 1.3; }}
.band {{ background: #0f5257; color: #fff; padding: 16px 28px 14px; }}
.band h1 {{ margin: 0; font-size: 24pt; letter-spacing: 1px; }}
.band .label {{ font-size: 11.5pt; color: #bfe3df; margin-top: 3px; }}
.band .contact {{ font-size: 9.6pt; margin-top: 7px; }}
.wrap {{ padding: 4px 28px 0; }}
h2 {{ font-size: 11.5pt; color: #0f5257; text-transform: uppercase; letter-spacing: 1px; margin: 14px 0 6px;
      border-bottom: 2px solid #0f5257; padding-bottom: 2px; page-break-after: avoid; }}
table.kv th {{ text-align: left; width: 150px; font-weight: bold; padding: 1px 0; vertical-align: top; }}
table.kv td {{ padding: 1px 0; }}
table.skills {{ width: 100%; border-collapse: collapse; }}
table.skills td {{ width: 33%; padding: 3px 6px; background: #eef6f5; border: 2px solid #fff; }}
.job {{ margin-bottom: 8px; page-break-inside: avoid; }}
table.jh {{ width: 100%; border-collapse: collapse; }}
table.jh td.t {{ font-weight: bold; font-size: 11pt; }}
table.jh td.d {{ text-align: right; font-weight: bold; color: #0f5257; white-space: nowrap; }}
.org {{ font-style: italic; color: #555; }}
.sub {{ font-weight: bold; margin-top: 4px; font-size: 9.8pt; }}
ul {{ margin: 2px 0 2px; padding-left: 18px; }}
li {{ margin-bottom: 1px; }}
table.grid {{ width: 100%; border-collapse: collapse; font-size: 9.4pt; margin-top: 2px; }}
table.grid th, table.grid td {{ border: 1px solid #9bb8b5; padding: 3px 5px; text-align: left; vertical-align: top; }}
table.grid th {{ background: #dcecea; }}
tr {{ page-break-inside: avoid; }}
.sign {{ margin-top: 26px; }}
</style></head><body>
<div class="band"><h1>RUTENDO GRACE MAVHUNGA</h1>
<div class="label">Procurement &amp; Supply Chain Officer | MCIPS</div>
<div class="contact">14 Bannockburn Road, Avondale West, Harare, Zimbabwe &nbsp;|&nbsp; +263 77 555 0192 /
+263 71 555 0438 &nbsp;|&nbsp; rutendo.mavhunga@example.com</div></div>
<div class="wrap">
<h2>Personal Profile</h2><table class="kv">{personal}</table>
<h2>Career Objective</h2>
<p style="margin:0">A results-driven procurement professional with fourteen years in manufacturing and mining supply,
seeking a challenging procurement or supply chain role with a regional or international organisation where my
sourcing, negotiation and contract management skills will add value.</p>
<h2>Core Competencies</h2><table class="skills">{skills}</table>
<h2>Professional Experience</h2>
{jobs()}
<h2>Academic Qualifications</h2>
<table class="grid"><tr><th>Qualification</th><th>Board / University</th><th>Institution</th><th>Year</th>
<th>Class / Grade</th></tr>{edu}</table>
<h2>Trainings Attended</h2><ul>{trainings}</ul>
<h2>Extra-Curricular Activities</h2>
<ul><li>Treasurer, St Peter&#8217;s Anglican Church youth committee (2016 &#8211; 2020).</li>
<li>Goal attack, Harare Queens social netball club.</li>
<li>Mentor in the CIPS Zimbabwe Branch student mentorship programme (2022 &#8211; to date).</li></ul>
<h2>Referees</h2>
<table class="grid"><tr><th>Name</th><th>Position</th><th>Contact</th></tr>
<tr><td>Mr. Tawanda Gumbo</td><td>Finance Director, Mazowe Valley Beverages (Pvt) Ltd</td>
<td>+263 77 555 0127<br>tawanda.gumbo@example.com</td></tr>
<tr><td>Mrs. Chipo Ncube</td><td>Procurement Manager, Kopje Hardware &amp; Mining Supplies (Pvt) Ltd</td>
<td>+263 71 555 0164<br>chipo.ncube@example.com</td></tr>
<tr><td>Dr. Farai Mutasa</td><td>Lecturer, Dept. of Purchasing and Supply, Midlands State University</td>
<td>+263 78 555 0103<br>farai.mutasa@example.com</td></tr></table>
<h2>Declaration</h2>
<p style="margin:0">I declare that the information given above is true and complete to the best of my knowledge.</p>
<div class="sign">Signed: ____________________ &nbsp;&nbsp;&nbsp; Date: 06/01/2027 &nbsp;&nbsp;&nbsp;
Place: Harare</div>
</div></body></html>
"""
    name = "bm5-rutendo-mavhunga"
    wkhtmltopdf(html, name, BM5_PAGES, options=("--page-size", "A4", "--margin-top", "10mm", "--margin-bottom", "12mm",
                                                "--margin-left", "0", "--margin-right", "0", "--encoding", "utf-8",
                                                "--title", "Rutendo Mavhunga - CV"))
    write_truth(name, {
        "basics": {"name": "Rutendo Grace Mavhunga", "label": "Procurement & Supply Chain Officer | MCIPS",
                   "email": "rutendo.mavhunga@example.com", "phone": "+263 77 555 0192",
                   "location": {"city": "Harare", "country_code": "ZW"}},
        "work": [job(t, e, p, w, s) for t, e, p, w, s, *_ in BM5_JOBS],
        "education": [
            {"institution": "Kopje Business College", "study_type": "CIPS Level 6 Professional Diploma",
             "area": "Procurement and Supply", "dates": dates(None, "2019", text="2019")},
            {"institution": "Midlands State University", "study_type": "BCom (Honours)",
             "area": "Purchasing and Supply",
             "score": "Upper Second Class (2.1)", "dates": dates(None, "2012", text="2012")},
            {"institution": "Marondera Heights High School", "study_type": "Advanced Level", "score": "13 points",
             "dates": dates(None, "2007", text="2007")},
            {"institution": "Marondera Heights High School", "study_type": "Ordinary Level",
             "dates": dates(None, "2005", text="2005")}],
        "skills": [{"name": s} for s in BM5_SKILLS],
        "certificates": [{"name": "SAP MM End-User Training"},
                         {"name": "Public Procurement and Disposal of Public Assets Act Workshop"},
                         {"name": "Contract Management"}, {"name": "Incoterms\u00ae 2020"}],
        "languages": [{"language": "English", "fluency": "Fluent"}, {"language": "Shona", "fluency": "Native"},
                      {"language": "Ndebele", "fluency": "Conversational"}],
    })


# ---- bm6: document controller (Doha, Qatar; a Pakistani expatriate), fpdf2 --------------------------------------
BM6_JOBS = [  # (title, company, place, dates as printed, truth span, duties, achievements, projects)
    ("Senior Document Controller", "Al Wakra Gulf Contracting W.L.L.", "Doha, Qatar", "Since Mar 2019",
     ("2019-03", None, True),
     ["Run the document control office for building projects: registers, numbering, revision control and "
      "distribution of drawings and documents in Oracle Aconex.",
      "Prepare and track transmittals, RFIs, shop drawing and material submittals and NCRs with the consultant "
      "and client.",
      "Maintain incoming and outgoing correspondence logs and the weekly document status report for the Project "
      "Manager.",
      "Compile as-built drawings, O&M manuals and the handover dossier; archive closed-out project records."],
     ["Cleared a backlog of 1,300 overdue submittal responses within four months of joining (2019).",
      "Built Excel dashboards for submittal and RFI ageing that the company now uses on all projects.",
      "Trained 5 new document controllers and site secretaries on Aconex and company procedures."],
     [("Msheireb Heights Mixed-Use Development (B+G+22)", "Qatar Urban Development Co.", "Document Controller",
       "Mar 2019 \u2013 Aug 2021", "4"),
      ("Lusail Marina Residential Towers (3 towers)", "Pearl Coast Real Estate", "Senior Document Controller",
       "Sep 2021 \u2013 till date", "6")]),
    ("Document Controller", "Indus Engineering & Construction (Pvt.) Ltd.", "Karachi, Pakistan",
     "Jan 2015 \u2013 Feb 2019",
     ("2015-01", "2019-02"),
     ["Document control for a power plant civil and MEP package: drawing registers, transmittals, site "
      "instructions and method statements.",
      "Set up the project's SharePoint document library and folder structure."],
     ["Passed the client's ISO 9001 document control audit with no findings (2017)."],
     [("Combined Cycle Power Plant \u2013 Civil & MEP Package", "Sindh Energy Development Co.", "Document Controller",
       "Jan 2015 \u2013 Feb 2019", "3")]),
    ("Document Clerk / Office Assistant", "Clifton Builders & Developers", "Karachi, Pakistan",
     "Jan 2012 to Dec 2014 (3 yrs)", ("2012-01", "2014-12"),
     ["Filing, scanning and indexing of drawings and correspondence; data entry and general office work."], [], []),
]
BM6_SKILLS = ["Document Control Procedures", "Revision & Numbering Control", "Transmittals & RFIs",
              "Shop Drawings & Submittals", "Correspondence Tracking", "As-Built & Handover Dossiers",
              "Archiving & Records Retention", "Document Status Reporting", "ISO 9001 Documentation"]
BM6_SOFTWARE = ["Oracle Aconex", "SharePoint Online", "Primavera P6 (viewing)", "AutoCAD (viewing & plotting)",
                "MS Office (Advanced Excel)", "Adobe Acrobat Pro"]
BM6_EDU = [  # (qualification, board/university, institute as printed, year, division/grade)
    ("B.Com", "University of Karachi", "Govt. College of Commerce & Economics, Karachi", "2011", "2nd Division"),
    ("Diploma in Information Technology", "Sindh Board of Technical Education", "Gulshan Computer Institute, Karachi",
     "2012", "A-1 Grade"),
    ("Intermediate (Commerce)", "BIEK, Karachi", "Karachi Model College", "2008", "Grade A"),
    ("Matriculation (Science)", "BSEK, Karachi", "The City Foundation School", "2006", "1st Division"),
]
BM6_TRAININGS = [("Oracle Aconex Document Control", "Doha, 2019"), ("ISO 9001:2015 Internal Auditor", "2020"),
                 ("QCS 2014 Awareness for Site Staff", "2019"), ("Records Management Fundamentals", "online, 2022")]


def bm6_fpdf2():
    from fpdf import FPDF
    from holdout_render import fpdf_dejavu

    navy, gold, grey = (16, 42, 67), (196, 148, 32), (90, 90, 90)
    pdf = FPDF(format="A4", unit="mm")
    pdf.set_margins(16, 14, 16)
    pdf.set_auto_page_break(True, margin=16)
    fpdf_dejavu(pdf, ("", "B", "I"))
    pdf.set_title("CV - Syed Faizan Haider - Document Controller")
    pdf.set_author("Syed Faizan Haider")
    pdf.add_page()
    w = pdf.w - 32

    pdf.set_fill_color(*navy)
    pdf.rect(0, 0, pdf.w, 44, style="F")
    pdf.set_fill_color(*gold)
    pdf.rect(0, 44, pdf.w, 1.6, style="F")
    pdf.set_xy(16, 9)
    pdf.set_text_color(255, 255, 255)
    pdf.set_font("DejaVu", "B", 21)
    pdf.cell(w, 10, "SYED FAIZAN HAIDER", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("DejaVu", "", 10.5)
    pdf.set_text_color(235, 205, 120)
    pdf.cell(w, 6, "Document Controller | 14+ Years in Construction & EPC Projects (Qatar & Pakistan)",
             new_x="LMARGIN", new_y="NEXT")
    pdf.set_text_color(255, 255, 255)
    pdf.set_font("DejaVu", "", 8.8)
    pdf.cell(w, 5, "Al Sadd, Doha, Qatar  |  +974 5555 0137  |  +92 321 5550194 (WhatsApp)  |  "
                   "faizan.haider.dc@example.com", new_x="LMARGIN", new_y="NEXT")
    pdf.cell(w, 5, "Qatar Residence Permit (transferable, NOC available)  |  Valid Qatar Driving Licence",
             new_x="LMARGIN", new_y="NEXT")
    pdf.set_y(51)
    pdf.set_text_color(30, 30, 30)

    def heading(text):
        if pdf.get_y() > pdf.h - 40:
            pdf.add_page()
        pdf.ln(2.5)
        y = pdf.get_y()
        pdf.set_fill_color(*gold)
        pdf.rect(16, y + 0.8, 1.6, 5, style="F")
        pdf.set_x(19.5)
        pdf.set_font("DejaVu", "B", 11)
        pdf.set_text_color(*navy)
        pdf.cell(w - 3.5, 6.5, text, new_x="LMARGIN", new_y="NEXT")
        pdf.set_draw_color(*navy)
        pdf.set_line_width(0.3)
        pdf.line(16, pdf.get_y(), 16 + w, pdf.get_y())
        pdf.ln(1.8)
        pdf.set_text_color(30, 30, 30)

    def text(t, size=9.3, style="", h=4.6, indent=0):
        pdf.set_font("DejaVu", style, size)
        pdf.set_x(16 + indent)
        pdf.multi_cell(w - indent, h, t, new_x="LMARGIN", new_y="NEXT")

    def bullets(items, indent=3):
        pdf.set_font("DejaVu", "", 9.1)
        for item in items:
            pdf.set_x(16 + indent)
            pdf.cell(4, 4.5, "\u2022")
            pdf.multi_cell(w - indent - 4, 4.5, item, new_x="LMARGIN", new_y="NEXT")

    def grid(headers, rows, widths, size=8.4):
        from fpdf.fonts import FontFace
        pdf.set_font("DejaVu", "", size)
        pdf.set_draw_color(150, 150, 150)
        pdf.set_fill_color(255, 255, 255)
        with pdf.table(cell_fill_mode="NONE", col_widths=widths, width=w, line_height=4.3, first_row_as_headings=True,
                       headings_style=FontFace(emphasis="BOLD", color=navy, fill_color=(232, 236, 242)),
                       text_align="LEFT") as table:
            head = table.row()
            for h in headers:
                head.cell(h)
            for r in rows:
                row = table.row()
                for v in r:
                    row.cell(v)

    heading("CAREER OBJECTIVE")
    text("Detail-oriented Document Controller with over 14 years of experience in construction and power projects in "
         "Qatar and Pakistan, seeking a Senior Document Controller or Document Control Lead position with a "
         "reputable contractor or consultant where I can contribute to efficient project information management.")

    heading("CORE COMPETENCIES")
    pdf.set_font("DejaVu", "", 8.6)
    col = w / 3
    for i in range(0, len(BM6_SKILLS), 3):
        for s in BM6_SKILLS[i:i + 3]:
            assert pdf.get_string_width("\u25a0 " + s) < col - 1, s  # each item fits its column
            pdf.cell(col, 5.2, "\u25a0 " + s)
        pdf.ln(5.2)
    pdf.ln(1)
    pdf.set_font("DejaVu", "B", 9.1)
    pdf.cell(30, 5, "Software Skills:")
    pdf.set_font("DejaVu", "", 9.1)
    pdf.multi_cell(w - 30, 5, ", ".join(BM6_SOFTWARE), new_x="LMARGIN", new_y="NEXT")

    heading("PROFESSIONAL EXPERIENCE")
    for title, company, place, when, _, duties, achievements, projects in BM6_JOBS:
        if pdf.get_y() > pdf.h - 60:
            pdf.add_page()
        pdf.ln(1.5)
        pdf.set_font("DejaVu", "B", 10)
        pdf.cell(w - 60, 5.2, title)
        pdf.set_text_color(*gold)
        pdf.cell(60, 5.2, when, align="R", new_x="LMARGIN", new_y="NEXT")
        pdf.set_text_color(*grey)
        text(f"{company} \u2013 {place}", style="I", size=9.2)
        pdf.set_text_color(30, 30, 30)
        if achievements:
            text("Key Responsibilities:", style="B", size=9.1)
        bullets(duties)
        if achievements:
            text("Achievements:", style="B", size=9.1)
            bullets(achievements)
        if projects:
            if pdf.get_y() > pdf.h - 45:  # keep the table with its caption
                pdf.add_page()
            pdf.ln(1)
            text("Project Details:", style="B", size=9.1)
            grid(("Project", "Client", "Role", "Duration", "Team Size"), projects, (58, 40, 36, 32, 12))
        pdf.ln(1)

    heading("ACADEMIC QUALIFICATIONS")
    grid(("Qualification", "Board / University", "Institute", "Year", "Division / Grade"), BM6_EDU,
         (44, 40, 52, 14, 28))

    heading("TRAININGS ATTENDED")
    bullets([f"{t} ({n})" for t, n in BM6_TRAININGS])

    heading("EXTRA-CURRICULAR ACTIVITIES")
    bullets(["Vice-captain, Pak Stars Cricket Club, Doha (Qatar community league).",
             "Volunteer at the community blood donation drives held with Hamad Medical Corporation.",
             "Organised the college annual commerce quiz competition (2010)."])

    heading("PERSONAL PROFILE")
    pdf.set_font("DejaVu", "", 9.1)
    for label, value in (("Father's Name", "Syed Zulfiqar Haider"), ("Date of Birth", "02-Feb-1990"),
                         ("Nationality", "Pakistani"), ("Gender", "Male"), ("Marital Status", "Married"),
                         ("Religion", "Islam"), ("Passport No.", "BK5550219 (Expiry: 14-Sep-2030)"),
                         ("QID No.", "29058655512"), ("Driving Licence", "Qatar \u2013 Light Vehicle"),
                         ("Languages", "English (Fluent), Urdu (Native), Arabic (Basic \u2013 spoken)")):
        pdf.set_font("DejaVu", "B", 9.1)
        pdf.cell(40, 4.9, label)
        pdf.set_font("DejaVu", "", 9.1)
        pdf.cell(4, 4.9, ":")
        pdf.multi_cell(w - 44, 4.9, value, new_x="LMARGIN", new_y="NEXT")

    heading("DECLARATION")
    text("I hereby declare that all the information given above is true and correct to the best of my knowledge and "
         "belief.")
    pdf.ln(10)
    pdf.set_font("DejaVu", "", 9.3)
    pdf.cell(w / 2, 5, "Place: Doha, Qatar")
    pdf.cell(w / 2, 5, "Signature: ______________________", align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.cell(w / 2, 5, "Date: ____ / ____ / 2027")
    pdf.set_font("DejaVu", "B", 9.3)
    pdf.cell(w / 2, 5, "(Syed Faizan Haider)", align="R", new_x="LMARGIN", new_y="NEXT")

    name = "bm6-syed-faizan-haider"
    path = os.path.join(FILES, name + ".pdf")
    pdf.output(path)
    check_pages(name, pdf_pages(path), BM6_PAGES)
    write_truth(name, {
        "basics": {"name": "Syed Faizan Haider",
                   "label": "Document Controller | 14+ Years in Construction & EPC Projects (Qatar & Pakistan)",
                   "email": "faizan.haider.dc@example.com", "phone": "+974 5555 0137",
                   "location": {"city": "Doha", "country_code": "QA"}},
        "work": [job(t, c, p, w_, s) for t, c, p, w_, s, *_ in BM6_JOBS[:2]]
                + [job(*BM6_JOBS[2][:3], "Jan 2012 to Dec 2014", ("2012-01", "2014-12"))],  # "(3 yrs)" left out
        "education": [
            {"institution": "Govt. College of Commerce & Economics", "study_type": "B.Com", "score": "2nd Division",
             "dates": dates(None, "2011", text="2011")},
            {"institution": "Gulshan Computer Institute", "study_type": "Diploma", "area": "Information Technology",
             "score": "A-1 Grade", "dates": dates(None, "2012", text="2012")},
            {"institution": "Karachi Model College", "study_type": "Intermediate", "area": "Commerce",
             "score": "Grade A", "dates": dates(None, "2008", text="2008")},
            {"institution": "The City Foundation School", "study_type": "Matriculation", "area": "Science",
             "score": "1st Division", "dates": dates(None, "2006", text="2006")}],
        "skills": [{"name": s} for s in BM6_SKILLS + BM6_SOFTWARE],
        "certificates": [{"name": t} for t, _ in BM6_TRAININGS],
        "languages": [{"language": "English", "fluency": "Fluent"}, {"language": "Urdu", "fluency": "Native"},
                      {"language": "Arabic", "fluency": "Basic"}],
    })


BM1_PAGES, BM2_PAGES, BM4_PAGES, BM5_PAGES, BM6_PAGES = 3, 3, 2, 2, 2

if __name__ == "__main__":
    made_scratch = not os.path.isdir(SCRATCH)
    os.makedirs(SCRATCH, exist_ok=True)
    runtime = os.path.join(SCRATCH, "runtime")
    os.makedirs(runtime, mode=0o700, exist_ok=True)
    os.chmod(runtime, 0o700)  # Qt (wkhtmltopdf) wants a private runtime folder
    tempfile.tempdir = SCRATCH
    os.environ["TMPDIR"] = SCRATCH
    os.environ["XDG_RUNTIME_DIR"] = runtime
    try:
        bm1_tables_docx()
        bm2_portal_cv_libreoffice()
        bm3_word_plain_text()
        bm4_reportlab_long_bond()
        bm5_wkhtmltopdf()
        bm6_fpdf2()
    finally:
        tempfile.tempdir = None
        if made_scratch:
            shutil.rmtree(SCRATCH, ignore_errors=True)
