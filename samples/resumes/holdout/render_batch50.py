#!/usr/bin/env python3
"""Renders the fiftieth held-out batch (ax1–ax6) into files/ and its truth into truth/.

Written without reading the parser (nor its tests, docs, benchmarks, build or output folders, nor anything
under /tmp); no project binary, swift or git command was run. The only project files read were
holdout_render.py in full, render_batch49.py in full (for the conventions, the truth shape and the decisions),
the docstring openings (first 40 lines) of render_batch40–48.py (for the occupations, countries and producers
already used) and three truth files, aw1-callum-brierley.json, av1-shannon-macdougall.json and
ao1-gregory-sandoval.json (for the exact JSON shape, and ao1 for how a name with post-nominals, a minor and a
"May 2013" graduation were written). Nothing else in the holdout folder was opened (files/ and truth/ were
listed only to make sure no ax* file existed). The small python-docx helpers below (docx_hyperlink,
right_tab_line, hanging_line) are written for this batch; the rest comes from holdout_render.py. Temporary
files (the LibreOffice conversions and ax5's WeasyPrint print check) go to a scratch folder outside /tmp,
/var/tmp/ax50, removed at the end.

Six graduates and early- to mid-career professionals whose education sections carry much of the resume
(several degrees, honours, classes, GPAs, theses, exchanges, degrees in progress, school-leaving results,
bootcamps and online courses), none in batch 40–49's occupations: a chemical process engineer in
Stockton-on-Tees, an early childhood educator and kindergarten room leader in Geelong, an actuarial analyst
in Cape Town, a clinical pharmacist (PharmD, PGY1 residency) in Madison, Wisconsin, a data engineer
(bootcamp, B.Sc., M.Tech in progress) in Pune and a secondary-school mathematics teacher in Quezon City. Of
the brief's suggestions the pharmacist, the data engineer and the secondary-school teacher were kept (batch
41's hospital pharmacy technician, batch 42's QA analyst and batch 44's primary teacher are other
occupations); the civil engineer, the accountant and the veterinary nurse were replaced, since batch 46 has a
structural engineer and a chartered accountant and batches 40 and 41 each have a veterinary nurse: by the
chemical process engineer (BEng and MSc kept), the actuarial analyst (a BCom, a BCom Honours and professional
exams in place of a BCom and CA training) and the early childhood educator (a diploma and a Certificate III,
with a bachelor's degree in progress). Each resume is made with a different everyday producer:

- ax1 (DOCX, python-docx 1.2, kept as the Word file; Calibri 10.5 pt, A4, two pages; the page count is
  checked on a throw-away LibreOffice PDF): a UK process engineer's CV: "Rhiannon Pryce", the label "Process
  Engineer (Chemical) | Scale-Up, Process Safety & Continuous Improvement", a " | " contact line ("Norton,
  Stockton-on-Tees TS20 1QT", the Ofcom drama mobile "07700 900744", the email) and a Word hyperlink printed
  "linkedin.com/in/rhiannon-pryce-chemeng" over a rule; plum capital headings; PROFILE; EDUCATION before the
  experience, DATES FIRST: each entry a hanging paragraph with the dates, a tab and the bold qualification
  with its class after " – ", then the italic school and remark lines at the hanging indent: "Sept 2016 –
  Sept 2017" "MSc Advanced Chemical Engineering – Distinction" at The University of Manchester with a
  dissertation title and its mark, "Sept 2013 – Jun 2016" "BEng (Hons) Chemical Engineering – First Class" at
  Newcastle University with an Erasmus+ exchange semester at TU Delft and a design project, "Sept 2011 – Jun
  2013" "A Levels: Chemistry (A*), Mathematics (A*), Physics (A); AS Further Mathematics (B)"; PROFESSIONAL
  EXPERIENCE (a bold title and the dates on a right tab over an italic "Employer, Town" line and "List
  Bullet" items): "Senior Process Engineer" "Apr 2023 – Present" and "Process Engineer" "Oct 2019 – Mar 2023"
  at one speciality chemicals site, "Graduate Process Engineer (two-year graduate scheme)" "Oct 2017 – Sept
  2019", "Summer Placement Student – Process Engineering" "Jun – Sept 2015"; CERTIFICATES & TRAINING as
  bullets (issuers, years, an online course); PROFESSIONAL MEMBERSHIP (AMIChemE); SKILLS as three
  bold-labelled ", " lines; LANGUAGES as a "; " line; OTHER. A process engineer in Stockton-on-Tees, England.
- ax2 (ReportLab 5 platypus with DejaVu Sans, A4, one page, the two-column PDF: a LEFT sidebar frame on a
  painted plum-grey panel and a main frame at the right): an Australian early childhood educator's resume:
  the main column with the name "Sienna Marchetti", the label "Early Childhood Educator | Kindergarten Room
  Leader & Educational Leader", PROFILE, EXPERIENCE (a bold title with the dates at the right over an italic
  "Employer, Suburb VIC" line and bullets): "Educational Leader & Kindergarten Room Leader" "Jan 2023 –
  present" and "Room Leader (3–5 years)" "Jul 2020 – Dec 2022" at one early learning centre, "Vacation Care
  Educator (casual, school holidays)" "Dec 2021 – current" (concurrent), "Early Childhood Educator" "02/2017 –
  06/2020" and "Trainee Educator (Certificate III traineeship)" "02/2015 – 01/2017" at one childcare centre;
  EDUCATION DEGREE FIRST, then the school, then THE DATES LAST on a grey line with the score after " · ":
  "Bachelor of Education (Early Childhood and Primary)" at "Swinburne University of Technology (Swinburne
  Online), part-time" "Mar 2022 – Dec 2026 (expected)" "WAM 78/100" with a units-completed remark, "Diploma of
  Early Childhood Education and Care (CHC50113)" "2016 – 2017", "Certificate III in Early Childhood
  Education and Care (CHC30113)" "2015", "Victorian Certificate of Education (VCE)" "2014" "ATAR 71.45"; the
  sidebar holds CONTACT ("Belmont, Geelong VIC 3216", the ACMA drama mobile "0491 570 156", a mailto link, a
  LinkedIn link printed "linkedin.com/in/smarchetti-ece"), CERTIFICATES ("• " items with course codes
  and years), SKILLS (flat "• " items), LANGUAGES (" – " levels), OTHER (a Working with Children Check and a
  driver licence) and REFEREES. An early childhood educator in Geelong, Victoria.
- ax3 (LibreOffice 7.4 PDF of a DOCX written with python-docx, Calibri shown as Carlito, 10 pt, A4, two
  pages): a South African actuarial analyst's CV: "Anathi Mgijima", the label "Actuarial Analyst | Life
  Insurance Pricing & IFRS 17", a " | " contact line ("Rondebosch, Cape Town, Western Cape", "082 555 0139",
  the email) and a hyperlink printed "linkedin.com/in/anathi-mgijima" over a rule; navy capital headings;
  PROFILE; EDUCATION SCHOOL FIRST: the bold university or school name on its own line, then its
  qualifications, each with its dates on a right tab and indented remark lines: "University of Cape Town"
  over "Master of Philosophy (MPhil) in Data Science – part-time, in progress" "2024 – present (expected
  2026)" with its minor dissertation title; "Stellenbosch University" over "BCom (Hons) (Actuarial Science) –
  passed cum laude" "2019" with a research report title and mark, and "BCom (Actuarial Science)" "2016 –
  2018" with "Average 74%", the Dean's merit list and an exchange semester at the University of Waterloo;
  "Cambridge Heights High School, East London" over "National Senior Certificate (Matric) – Bachelor's pass,
  6 distinctions" "2015"; ACTUARIAL EXAMINATIONS (ASSA) as lines of passed and planned subjects; PROFESSIONAL
  EXPERIENCE (a bold title with the dates on a right tab over an italic "Employer, City" line and bullets):
  "Actuarial Analyst – Individual Life Pricing" "Mar 2023 – Present" and "Actuarial Assistant – Valuations"
  "Jan 2021 – Feb 2023" at one life insurer, "Actuarial Graduate (rotation programme)" "Jan 2020 – Dec 2020",
  "Vacation Student – Actuarial" "Dec 2018 – Jan 2019", "Statistics Tutor (part-time)" "2017 – 2019";
  CERTIFICATIONS & ONLINE COURSES as bullets; SKILLS as bold-labelled ", " lines; LANGUAGES as a "; " line;
  PERSONAL DETAILS; REFERENCES with two names, titles and 555 landlines. An actuarial analyst in Cape Town.
- ax4 (WeasyPrint 70 of a resume builder's HTML/CSS template, "CareerNest Resume Studio" "Meridian" in its
  generator meta, Liberation Sans, Letter, two pages): a US clinical pharmacist's resume: the name "Megan K.
  Sorensen, PharmD, BCPS", the label "Clinical Pharmacist – Internal Medicine | Antimicrobial Stewardship", a
  contact line of <span>s joined by CSS " · " separators ("Madison, WI 53711", "(608) 555-0187", a mailto
  link, a LinkedIn link printed "linkedin.com/in/megan-sorensen-pharmd"); capital <h2> headings with a rule;
  PROFESSIONAL SUMMARY; EDUCATION & POSTGRADUATE TRAINING with ALL OF EACH ENTRY ON ONE LINE (the bold
  qualification, the school, its city and the dates after " — ") over a grey remark line: "PGY1 Pharmacy
  Residency, Lakeshore Regional Medical Center, Milwaukee, WI — Jul 2019 – Jun 2020" (ASHP-accredited, a
  residency project), "Doctor of Pharmacy (PharmD), University of Wisconsin–Madison, Madison, WI — May 2019"
  (GPA, Rho Chi, APPE rotations), "B.S., Chemistry and Biology (double major), minor in Spanish, University of
  Wisconsin–Eau Claire, Eau Claire, WI — 2011 – 2015" (GPA, summa cum laude, a study-abroad semester in
  Granada); PROFESSIONAL EXPERIENCE (a bold title and the dates at the right over an "Employer — City, ST"
  line and a <ul>): "Clinical Pharmacist II – Internal Medicine & Antimicrobial Stewardship" "Aug 2023 –
  Present" and "Clinical Pharmacist I" "July 2020 – July 2023" at one hospital, "PRN Staff Pharmacist (per
  diem)" "2021 – present" (concurrent), "Pharmacy Intern" "06/2016 – 05/2019", "Pharmacy Technician
  (part-time)" "2013 – 2015"; LICENSURE & CERTIFICATIONS as a <ul> (a licence number, issuers, "exp."
  dates); SKILLS as two bold-labelled " · " lines; LANGUAGES; PROFESSIONAL MEMBERSHIPS; PRESENTATIONS. A
  clinical pharmacist in Madison, WI.
- ax5 (an HTML page kept as HTML, written by hand, UTF-8, an inline <style>; it prints on two A4 pages, checked on
  a throw-away WeasyPrint PDF): an Indian data engineer's resume: <h1> "Aditya Kulkarni", the label "Data Engineer
  | Spark, Airflow & Azure Data Platform", a " | " contact paragraph ("Kothrud, Pune, Maharashtra 411038", "+91
  90555 01847", a mailto link, LinkedIn and GitHub links printed "linkedin.com/in/aditya-kulkarni-de" and
  "github.com/adityak-data"); PROFILE SUMMARY; WORK EXPERIENCE as <h3> "Title – Employer, Place" headings over a
  dates <p> and a <ul>: "Senior Data Engineer" "Jul 2024 – Present" and "Data Engineer" "Aug 2022 – Jun 2024" at
  one fintech firm, "Associate Data Engineer" "07/2021 – 07/2022" and "Data Engineering Intern" "Apr 2021 – Jun
  2021" at one analytics firm, "Technical Support Engineer – L2" "June 2020 – March 2021" and "Technical Support
  Executive – L1" "Aug 2019 – May 2020" at one support centre (the career before the bootcamp); EDUCATION as an
  Indian qualifications TABLE (Qualification | Institution | Board / University | Year | Score): "M.Tech in Data
  Science & Engineering (pursuing, Work Integrated Learning Programme)" BITS Pilani "2024 – present" "CGPA 8.4/10
  (3 semesters)", "Certificate Program in Data Engineering (bootcamp, weekends, online)" Nexalearn Data School
  "Oct 2020 – Mar 2021" "Grade A" with its capstone, "B.Sc. (Computer Science)" Fergusson College, Pune
  (Savitribai Phule Pune University) "2016 – 2019" "CGPA 8.12/10 (First Class with Distinction)", "HSC (Class XII)
  – Science" "2016" "78.46%", "SSC (Class X)" "2014" "89.20%"; CERTIFICATIONS & ONLINE COURSES as a <ul>;
  TECHNICAL SKILLS as a <dl> of groups with ", " items; LANGUAGES as a <ul> with levels; PERSONAL DETAILS; a
  DECLARATION. A data engineer in Pune, India.
- ax6 (plain text, UTF-8 with LF line ends, ASCII hyphens typed for dashes, "Sto. Niño" with its tilde, no hard
  wraps: each paragraph, bullet and education entry is one line, as typed with the editor's word wrap on; the "="
  rules are 80 wide): a Philippine secondary-school teacher's resume: "KRISTINE JOY M. BAUTISTA, LPT", the label
  "Secondary Mathematics Teacher (Teacher III) | Senior High School STEM", "Address:", "Mobile:", "Email:" and
  "LinkedIn:" lines; headings in capitals under "=" rules; CAREER OBJECTIVE; EDUCATIONAL BACKGROUND in the
  Philippine "Graduate Studies" / "Tertiary" / "Secondary" groups, each entry ALL ON ONE LINE in three orders:
  "Master of Arts in Education, major in Mathematics Education - Philippine Normal University, Manila - Expected
  March 2026" (degree, school, dates last; thesis and units remarks), "2012 - 2016  Bachelor of Secondary
  Education, major in Mathematics - Polytechnic University of the Philippines, Sta. Mesa, Manila" (dates first;
  "Cum Laude; GWA 1.58" and practice teaching remarks) and "2008 - 2012 Luzon Heights Academy, Quezon City - High
  School Diploma (With Honors)" (dates, school, then the diploma); TEACHING EXPERIENCE with each job a "Title"
  line, an "Employer, Place" line and a "Dates:" line over "* " bullets: "Teacher III - Mathematics (Senior High
  School, STEM)" "June 2022 - present", "Teacher II - Mathematics" "June 2019 - May 2022" and "Teacher I -
  Mathematics (Grades 7-10)" "Aug 2017 - May 2019" at one national high school, "Online Math Tutor (part-time,
  evenings)" "2020 - present" (concurrent), "Mathematics Teacher (contractual)" "June 2016 - March 2017"; LICENSE
  & CERTIFICATIONS, TRAININGS & SEMINARS ATTENDED, SKILLS (flat "* " items), LANGUAGES (a "; " line), PERSONAL
  INFORMATION and CHARACTER REFERENCES. A secondary mathematics teacher in Quezon City, the Philippines.

They hold what such resumes hold: several roles at one employer and promotions (all six), current jobs,
concurrent part-time, casual and per-diem jobs (ax2's vacation care, ax4's PRN shifts, ax6's online tutoring),
a graduate scheme, a rotation programme, a traineeship, a summer placement, a vacation-work stint, an
internship, student jobs, a career before a bootcamp, and dates written "Apr 2023 – Present", "Oct 2019 – Mar
2023", "Oct 2017 – Sept 2019", "Jun – Sept 2015", "Jan 2023 – present", "Jul 2020 – Dec 2022", "Dec 2021 –
current", "02/2017 – 06/2020", "02/2015 – 01/2017", "Mar 2023 – Present", "Jan 2021 – Feb 2023", "Jan 2020 –
Dec 2020", "Dec 2018 – Jan 2019", "2017 – 2019", "Aug 2023 – Present", "July 2020 – July 2023", "2021 –
present", "06/2016 – 05/2019", "2013 – 2015", "Jul 2024 – Present", "Aug 2022 – Jun 2024", "07/2021 –
07/2022", "Apr 2021 – Jun 2021", "June 2020 – March 2021", "Aug 2019 – May 2020", "June 2022 - present", "June
2019 - May 2022", "Aug 2017 - May 2019", "2020 - present", "June 2016 - March 2017"; and for education "Sept
2016 – Sept 2017", "Sept 2013 – Jun 2016", "Sept 2011 – Jun 2013", "Mar 2022 – Dec 2026 (expected)", "2016 –
2017", "2015", "2014", "2024 – present (expected 2026)", "2019", "2016 – 2018", "Jul 2019 – Jun 2020", "May
2019", "2011 – 2015", "2024 – present", "Oct 2020 – Mar 2021", "2016 – 2019", "2016", "Expected March 2026",
"2012 - 2016", "2008 - 2012". Education forms: dates first (ax1, ax6's tertiary and secondary lines), degree
first with the dates last on their own line (ax2), school first with several degrees under one school (ax3),
all on one line with the dates last (ax4, ax6's graduate studies), a table (ax5) and school before degree on one
line (ax6's secondary line); a UK MSc with Distinction and a dissertation, a first-class BEng (Hons) with an
Erasmus+ exchange semester and A Levels; an Australian bachelor's degree in progress with an expected date and
a WAM, a diploma and a Certificate III with national codes and the VCE with an ATAR; a South African MPhil in
progress, a BCom Honours passed cum laude with a research report, a BCom with an average and an exchange
semester, and the National Senior Certificate; a US PGY1 residency, a PharmD with a GPA and a double-major
B.S. with a minor, a GPA, Latin honours and a study-abroad semester; an Indian M.Tech in progress, a bootcamp
certificate, a B.Sc. with a CGPA and class, HSC and SSC percentages; a Philippine MA in progress with only an
expected date and a thesis, a BSEd with Latin honours and a GWA, and a high school diploma; online courses
(AspenTech, Coursera, DataTalks.Club, NPTEL) listed with the certificates; licences and certificates with
issuers, numbers and expiry dates; grouped and flat skills; spoken languages with levels; LinkedIn profiles on
all six and a GitHub profile on ax5; phones in each country's national form (an Ofcom drama mobile in the UK,
an ACMA drama mobile in Australia, 555 numbers in South Africa, the US, India and the Philippines).

Decisions for this batch (documented here because the documents leave them to the reader):
- Several roles at one employer are separate work entries, each with the employer's name and location and its
  own dates. Concurrent part-time, casual, per-diem and online jobs are work entries in printed order.
  Graduate schemes, rotation programmes, traineeships, internships, summer placements, vacation work and
  student jobs are work entries. ax4's PGY1 residency is printed under EDUCATION & POSTGRADUATE TRAINING, so it
  is an education entry and not a job; ax6's practice teaching is a remark under her BSEd, not a job. Gaps are
  nothing in the truth. Profiles, objectives, personal details, memberships, presentations, trainings and
  seminars attended, OTHER sections, declarations and referees are not work, education or certificates; the
  referees' names and phones are not the candidate's.
- A title's own parenthesis is part of the position ("Graduate Process Engineer (two-year graduate scheme)",
  "Room Leader (3–5 years)", "Vacation Care Educator (casual, school holidays)", "Trainee Educator (Certificate
  III traineeship)", "Actuarial Graduate (rotation programme)", "Statistics Tutor (part-time)", "PRN Staff
  Pharmacist (per diem)", "Pharmacy Technician (part-time)", "Teacher III - Mathematics (Senior High School,
  STEM)", "Teacher I - Mathematics (Grades 7-10)", "Online Math Tutor (part-time, evenings)", "Mathematics
  Teacher (contractual)"). An employer's "Ltd", "(Pty) Ltd", "Pvt. Ltd." and "LLP" stay. Work locations as
  printed ("Billingham", "Newcastle upon Tyne", "Middlesbrough", "Ocean Grove VIC", "Highton VIC", "Corio
  VIC", "Cape Town", "Johannesburg", "Stellenbosch", "Madison, WI", "Prairie du Sac, WI", "Eau Claire, WI",
  "Pune", "Hinjewadi, Pune", "Quezon City", "Remote", "Caloocan City").
- Dates: "Present", "present" and "current" make a job current from its start ("2021 – present" and "2020 -
  present" from the year). "Sept" is September. Numeric "02/2017" and "07/2021" are months; years alone keep
  years only. "Jun – Sept 2015" is June to September 2015. A single year or month is the end date (the VCE
  "2014", the Certificate III "2015", the honours "2019", the Matric "2015", the PharmD "May 2019", the HSC
  "2016", the SSC "2014"); ax1's A Levels and ax6's high school carry their printed spans.
- Degrees in progress are current. Where an expected completion is printed in the dates it is recorded as the
  end date of a current entry: ax2's "Mar 2022 – Dec 2026 (expected)" is 2022-03 to 2026-12, current; ax3's
  "2024 – present (expected 2026)" is 2024 to 2026, current; ax6's "Expected March 2026" is an end date of
  2026-03 with no start, current. ax5's "2024 – present" M.Tech has no expected date and no end.
- Education (the study type is the kind of qualification, the area its field; a level, national course code,
  mode, "(pursuing)", "(in progress)", "(double major)" or remark in the qualification line is left out):
  - ax1: "MSc Advanced Chemical Engineering – Distinction" is "MSc" / "Advanced Chemical Engineering" with the
    score "Distinction"; "BEng (Hons) Chemical Engineering – First Class" is "BEng (Hons)" / "Chemical
    Engineering" with the score "First Class" (the exchange semester at TU Delft a remark of the degree, not an
    entry); "A Levels: ..." is "A Levels" with no area and no score (subject grades are not one score).
  - ax2: "Bachelor of Education (Early Childhood and Primary)" is "Bachelor of Education" / "Early Childhood
    and Primary" with the score "78/100" (printed "WAM 78/100"); the diploma and certificate are "Diploma" /
    "Early Childhood Education and Care" and "Certificate III" / "Early Childhood Education and Care" (codes
    left out); "Victorian Certificate of Education (VCE)" has no area and the score "71.45" (its ATAR).
  - ax3: "Master of Philosophy (MPhil) in Data Science" is "Master of Philosophy (MPhil)" / "Data Science";
    "BCom (Hons) (Actuarial Science) – passed cum laude" is "BCom (Hons)" / "Actuarial Science" with the score
    "cum laude" (no average is printed for it, so the class of pass is its score); "BCom (Actuarial Science)"
    is "BCom" / "Actuarial Science" with the score "74%" (its printed average; the Waterloo exchange semester a
    remark); "National Senior Certificate (Matric)" has no area and no score (a bachelor's pass and a count
    of distinctions are not one score). The ASSA examination lines are neither education nor certificates.
  - ax4: "PGY1 Pharmacy Residency" is the study type with no area, at "Lakeshore Regional Medical Center";
    "Doctor of Pharmacy (PharmD)" has no area and the score "3.82/4.00"; "B.S., Chemistry and Biology (double
    major), minor in Spanish" is "B.S." / "Chemistry and Biology" with the score "3.91/4.00" (the minor left
    out as in ao1; summa cum laude and the Granada semester remarks).
  - ax5: "M.Tech in Data Science & Engineering" is "M.Tech" / "Data Science & Engineering" with the score
    "8.4/10"; the bootcamp is "Certificate Program" / "Data Engineering" with the score "A"; "B.Sc. (Computer
    Science)" is "B.Sc." / "Computer Science" with the score "8.12/10" (the class a remark), at Fergusson
    College (the college, not the affiliating university); "HSC (Class XII) – Science" is "HSC (Class XII)" /
    "Science" with "78.46%"; "SSC (Class X)" has no area and "89.20%". The board column is not the
    institution.
  - ax6: "Master of Arts in Education, major in Mathematics Education" is "Master of Arts in Education" /
    "Mathematics Education"; "Bachelor of Secondary Education, major in Mathematics" is "Bachelor of Secondary
    Education" / "Mathematics" with the score "1.58" (its GWA; cum laude a remark); "High School Diploma (With
    Honors)" is "High School Diploma" with no score.
  - The institution is the printed name without its campus, city, mode, online arm or note ("The University of
    Manchester", "Newcastle University", "Ingleby Barwick Sixth Form College", "Swinburne University of
    Technology", "The Gordon", "Belmont Park Secondary College", "University of Cape Town", "Stellenbosch
    University", "Cambridge Heights High School", "Lakeshore Regional Medical Center", "University of
    Wisconsin–Madison", "University of Wisconsin–Eau Claire", "BITS Pilani", "Nexalearn Data School",
    "Fergusson College", "Shivajinagar Junior College of Science", "Kothrud English Medium School", "Philippine
    Normal University", "Polytechnic University of the Philippines", "Luzon Heights Academy").
- Certificates and licences drop the issuer, licence numbers, years, "exp.", "valid until", "renewed" and
  "online course" remarks, and keep a code, scope or state printed as part of the name. Online courses listed
  in a certificates section with their provider are certificates. Memberships (AMIChemE, ASHP), a Working with
  Children Check in OTHER, trainings and seminars attended, and ASSA exam passes are not certificates.
- basics.name as a name is written, without post-nominals ("Megan K. Sorensen, PharmD, BCPS" is "Megan K.
  Sorensen", as ao1's "Gregory T. Sandoval, CPCU"; "KRISTINE JOY M. BAUTISTA, LPT" is "Kristine Joy M.
  Bautista"). The label is the line under the name, whole. Basics location is the city with the county,
  state, province or region printed beside it, without a suburb, barangay, street or postcode:
  "Stockton-on-Tees"; "Geelong" / "VIC"; "Cape Town" / "Western Cape"; "Madison" / "WI"; "Pune" /
  "Maharashtra"; "Quezon City" / "Metro Manila". LinkedIn profiles as https://www.linkedin.com/in/… URLs (the
  link targets, or for the plain text the printed address); ax5's GitHub profile as https://github.com/….
- Skills are the listed items as printed, group labels left out; ", ", " · ", "• " and "* " items and lines
  separate items, commas inside parentheses do not. Spoken languages with their fluency as printed.

Truth conventions as in batches 5–49: date_text as printed (en dashes where typed), the work entry's location
where printed, phones as printed. Every person, employer, hospital, school named as invented below, licence and
registration number and phone is invented, and emails are at example.com, except the universities, colleges,
training providers, regulators and issuers (The University of Manchester, Newcastle University, TU Delft,
NEBOSH, IChemE, BSI, AspenTech, Swinburne University of Technology, The Gordon, the Victorian Department of
Education, University of Cape Town, Stellenbosch University, University of Waterloo, ASSA, Microsoft, Coursera,
DeepLearning.AI, Stanford University, UC Davis, University of Wisconsin–Madison, University of Wisconsin–Eau
Claire, Universidad de Granada, ASHP, PSW, the Board of Pharmacy Specialties, SIDP, the American Heart
Association, APhA, the Wisconsin Pharmacy Examining Board, BITS Pilani, Fergusson College, Savitribai Phule
Pune University, the Maharashtra State Board, Databricks, DataTalks.Club, NPTEL, IIT Madras, Goethe-Institut,
Philippine Normal University, the Polytechnic University of the Philippines and its laboratory high school,
PRC, DepEd and Google for Education),
which are real institutions, named as any resume names them; the software products are real products.
Invented: Ingleby Barwick Sixth Form College, Tees Valley Speciality Chemicals, Aldwick Water Engineering, Seal
Sands Polymers, Bellarine Little Learners, Barwon Kids Club, Corio Bay Childcare Centre, Belmont Park
Secondary College, Fynbos Life Assurance, Protea Consulting Actuaries, Kaap Re, Boland Maths & Stats Tutors,
Cambridge Heights High School, Lakeshore Regional Medical Center, Four Lakes Regional Hospital, Sauk Valley
Community Hospital, Badger State Pharmacy, Chippewa Valley Drug, Sahyadri Fintech Solutions, Deccan
Analytics, Vertex Global Services, Nexalearn Data School, Shivajinagar Junior College of Science, Kothrud
English Medium School, Commonwealth Heights National High School, TutorBridge PH, Holy Infant Montessori and
High School and Luzon Heights Academy.

Tools: reportlab 5.1, python-docx 1.2 and weasyprint 70 (pip), LibreOffice 7.4, fonts-dejavu,
fonts-crosextra-carlito, fonts-liberation and poppler-utils (apt-get), all installed already.
libreoffice_pdf, lo_page_count, reportlab_dejavu, new_docx, bottom_border, oxml_element, check_pages, pdf_pages,
work_truth, dates, linkedin, write_text and write_truth come from holdout_render.py.
Run from this folder: python3 render_batch50.py
"""
import os
import shutil
import tempfile
from xml.sax.saxutils import escape

from holdout_render import (FILES, bottom_border, check_pages, dates, libreoffice_pdf, linkedin, lo_page_count,
                            new_docx, oxml_element, pdf_pages, reportlab_dejavu, work_truth, write_text,
                            write_truth)

# LibreOffice conversions made by the helpers use tempfile; keep them out of /tmp.
SCRATCH = os.environ.get("AX50_SCRATCH", "/var/tmp/ax50")


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


def right_tab_line(document, left, right, width, bold_left=True, bold_right=False, after=0, before=0, indent=None):
    """A paragraph with `left`, then a tab to a right-aligned stop at `width`, then `right`."""
    from docx.enum.text import WD_TAB_ALIGNMENT
    from docx.shared import Pt
    p = document.add_paragraph()
    p.paragraph_format.space_after = Pt(after)
    p.paragraph_format.space_before = Pt(before)
    p.paragraph_format.keep_with_next = True
    if indent is not None:
        p.paragraph_format.left_indent = indent
    p.paragraph_format.tab_stops.add_tab_stop(width, WD_TAB_ALIGNMENT.RIGHT)
    r = p.add_run(left); r.bold = bold_left
    r = p.add_run("\t" + right); r.bold = bold_right
    return p


def hanging_line(document, tab, first=None, text="", bold=False, italic=False, after=0, before=0, keep=True):
    """A paragraph hanging at `tab`: `first` (if any), a tab, then `text`; without `first` the text
    starts at the hanging indent."""
    from docx.enum.text import WD_TAB_ALIGNMENT
    from docx.shared import Pt
    p = document.add_paragraph()
    fmt = p.paragraph_format
    fmt.left_indent = tab
    fmt.space_after = Pt(after); fmt.space_before = Pt(before); fmt.keep_with_next = keep
    if first is not None:
        fmt.first_line_indent = -tab
        fmt.tab_stops.add_tab_stop(tab, WD_TAB_ALIGNMENT.LEFT)
        p.add_run(first + "\t")
    r = p.add_run(text); r.bold = bold; r.italic = italic
    return p


# ---- ax1: chemical process engineer (Stockton-on-Tees), DOCX kept as the Word file, education dates first -------
AX1_TVSC = ("Tees Valley Speciality Chemicals Ltd", "Billingham")
AX1_JOBS = [
    ("Senior Process Engineer", *AX1_TVSC, "Apr 2023 – Present", ("2023-04", None, True),
     ["Process owner for the continuous hydrogenation unit and two multi-purpose batch reactor trains "
      "(surfactants and fine chemicals, 38 kt a year).",
      "Led the scale-up of three new products from pilot plant to full production, including the HAZOP, LOPA "
      "actions and management-of-change sign-off; all three right first time.",
      "Cut steam use on the solvent recovery column by 18% (about £240k a year) with a heat-integration study "
      "in Aspen Plus and new control tuning.",
      "Mentor two graduate engineers and an apprentice technician; site contact for IChemE's Chartership "
      "mentoring scheme."]),
    ("Process Engineer", *AX1_TVSC, "Oct 2019 – Mar 2023", ("2019-10", "2023-03"),
     ["Day-to-day process support for batch reactors, distillation and effluent pre-treatment; root cause "
      "investigations with 5 Whys and fishbone analysis.",
      "Wrote and updated operating procedures, PFDs and P&IDs; member of the site HAZOP team for 12 studies.",
      "Ran a Green Belt project that raised first-pass yield on a key ester from 91% to 96%."]),
    ("Graduate Process Engineer (two-year graduate scheme)", "Aldwick Water Engineering Ltd", "Newcastle upon Tyne",
     "Oct 2017 – Sept 2019", ("2017-10", "2019-09"),
     ["Process design of municipal and industrial water treatment packages: mass balances, equipment sizing, "
      "datasheets and P&IDs.",
      "Six-month site placement commissioning a 12 Ml/d ultrafiltration plant in Hartlepool."]),
    ("Summer Placement Student – Process Engineering", "Seal Sands Polymers Ltd", "Middlesbrough",
     "Jun – Sept 2015", ("2015-06", "2015-09"),
     ["Ten-week placement: a heat exchanger fouling study and updated line lists for the polymerisation unit."]),
]
AX1_EDUCATION = [  # (dates, qualification line, school line, remarks)
    ("Sept 2016 – Sept 2017", "MSc Advanced Chemical Engineering – Distinction", "The University of Manchester",
     ["Dissertation: “Techno-economic assessment of PEM electrolysis for green hydrogen supply to a Teesside "
      "ammonia plant” (78%).",
      "Modules included process intensification, advanced process control and energy systems."]),
    ("Sept 2013 – Jun 2016", "BEng (Hons) Chemical Engineering – First Class", "Newcastle University",
     ["Erasmus+ exchange semester at TU Delft, Netherlands (Sept 2014 – Jan 2015): separation processes and a "
      "biorefinery design project.",
      "Final-year design project: a 40,000 t/yr bioethanol plant from wheat straw (group of six; process lead)."]),
    ("Sept 2011 – Jun 2013", "A Levels: Chemistry (A*), Mathematics (A*), Physics (A); AS Further Mathematics (B)",
     "Ingleby Barwick Sixth Form College, Stockton-on-Tees", []),
]
AX1_CERTS = [
    ("NEBOSH National General Certificate in Occupational Health and Safety – NEBOSH, 2021",
     "NEBOSH National General Certificate in Occupational Health and Safety"),
    ("HAZOP Leadership and Management – IChemE, 2022", "HAZOP Leadership and Management"),
    ("Lean Six Sigma Green Belt – BSI, 2020", "Lean Six Sigma Green Belt"),
    ("Aspen Plus: Process Modelling – AspenTech online course, 2018", "Aspen Plus: Process Modelling"),
]
AX1_SKILL_GROUPS = [
    ("Process engineering", ["Mass and energy balances", "Scale-up and technology transfer",
                             "Distillation and solvent recovery", "Heat integration (pinch analysis)",
                             "PFDs and P&IDs", "Root cause analysis"]),
    ("Process safety", ["HAZOP and LOPA", "Management of change", "DSEAR/ATEX assessments", "COMAH"]),
    ("Software", ["Aspen Plus", "Aspen HYSYS", "MATLAB", "Python (pandas, NumPy)", "AVEVA PI", "Minitab",
                  "AutoCAD P&ID"]),
]


def ax1_process_engineer_docx():
    from docx.shared import Inches, Pt, RGBColor

    plum = RGBColor(0x5B, 0x2A, 0x5E)
    document = new_docx(author="Rhiannon Pryce", title="Rhiannon Pryce CV", page=(Inches(8.27), Inches(11.69)),
                        margins=(Inches(0.8), Inches(0.75)), font="Calibri", size=10.5, space_after=2)
    document.styles["List Bullet"].paragraph_format.space_after = Pt(0)
    text_width = Inches(8.27 - 1.6)
    hang = Inches(1.6)

    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(0)
    r = p.add_run("Rhiannon Pryce"); r.bold = True; r.font.size = Pt(22); r.font.color.rgb = plum
    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(3)
    r = p.add_run("Process Engineer (Chemical) | Scale-Up, Process Safety & Continuous Improvement")
    r.font.size = Pt(12.5)
    p = document.add_paragraph("Norton, Stockton-on-Tees TS20 1QT  |  07700 900744  |  rhiannon.pryce@example.com")
    p.paragraph_format.space_after = Pt(0)
    p = document.add_paragraph()
    docx_hyperlink(p, "https://www.linkedin.com/in/rhiannon-pryce-chemeng", "linkedin.com/in/rhiannon-pryce-chemeng",
                   color="5B2A5E")
    p.paragraph_format.space_after = Pt(4)
    bottom_border(p, color="5B2A5E", size="8")

    def heading(text):
        q = document.add_paragraph()
        q.paragraph_format.space_before = Pt(11); q.paragraph_format.space_after = Pt(4)
        q.paragraph_format.keep_with_next = True
        r = q.add_run(text); r.bold = True; r.font.size = Pt(11.5); r.font.color.rgb = plum

    heading("PROFILE")
    document.add_paragraph(
        "Chartership-track chemical engineer with eight years in speciality chemicals and water treatment on "
        "Teesside and Tyneside, the last six on a multi-product batch and continuous site. First-class BEng from "
        "Newcastle and an MSc with Distinction from Manchester. I like turning plant data into simpler, safer "
        "processes and have led three scale-ups from pilot plant to full production. Looking for a lead process "
        "engineer role on Teesside's hydrogen, carbon capture and low-carbon projects.")

    heading("EDUCATION")
    for when, qualification, school, remarks in AX1_EDUCATION:
        hanging_line(document, hang, when, qualification, bold=True, before=4)
        hanging_line(document, hang, None, school, italic=True, after=0 if remarks else 2, keep=bool(remarks))
        for i, remark in enumerate(remarks):
            hanging_line(document, hang, None, remark, keep=i < len(remarks) - 1,
                         after=2 if i == len(remarks) - 1 else 0)

    heading("PROFESSIONAL EXPERIENCE")
    for title, company, place, when, _, items in AX1_JOBS:
        right_tab_line(document, title, when, text_width, before=5)
        q = document.add_paragraph(); q.paragraph_format.space_after = Pt(1)
        q.paragraph_format.keep_with_next = True
        q.add_run(f"{company}, {place}").italic = True
        for item in items:
            document.add_paragraph(item, style="List Bullet")

    heading("CERTIFICATES & TRAINING")
    for printed, _ in AX1_CERTS:
        document.add_paragraph(printed, style="List Bullet")

    heading("PROFESSIONAL MEMBERSHIP")
    document.add_paragraph("Associate Member of the Institution of Chemical Engineers (AMIChemE), 2017 – working "
                           "towards Chartered Engineer (CEng) status, submission planned for 2026.")

    heading("SKILLS")
    for label, items in AX1_SKILL_GROUPS:
        q = document.add_paragraph()
        q.add_run(label + ": ").bold = True
        q.add_run(", ".join(items))

    heading("LANGUAGES")
    document.add_paragraph("English – native; Welsh – fluent; Dutch – basic (A2)")

    heading("OTHER")
    document.add_paragraph("Full UK driving licence. STEM Ambassador since 2018. References available on request.")

    name = "ax1-rhiannon-pryce"
    path = os.path.join(FILES, name + ".docx")
    document.save(path)
    check_pages(name, lo_page_count(path, name), 2)
    write_truth(name, {
        "basics": {"name": "Rhiannon Pryce",
                   "label": "Process Engineer (Chemical) | Scale-Up, Process Safety & Continuous Improvement",
                   "email": "rhiannon.pryce@example.com", "phone": "07700 900744",
                   "location": {"city": "Stockton-on-Tees"}, "profiles": [linkedin("rhiannon-pryce-chemeng")]},
        "work": work_truth(AX1_JOBS),
        "education": [
            {"institution": "The University of Manchester", "study_type": "MSc", "area": "Advanced Chemical Engineering",
             "score": "Distinction", "dates": dates("2016-09", "2017-09", text="Sept 2016 – Sept 2017")},
            {"institution": "Newcastle University", "study_type": "BEng (Hons)", "area": "Chemical Engineering",
             "score": "First Class", "dates": dates("2013-09", "2016-06", text="Sept 2013 – Jun 2016")},
            {"institution": "Ingleby Barwick Sixth Form College", "study_type": "A Levels",
             "dates": dates("2011-09", "2013-06", text="Sept 2011 – Jun 2013")}],
        "skills": [{"name": s} for _, items in AX1_SKILL_GROUPS for s in items],
        "certificates": [{"name": n} for _, n in AX1_CERTS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Welsh", "fluency": "fluent"},
                      {"language": "Dutch", "fluency": "basic (A2)"}],
    })


# ---- ax2: early childhood educator (Geelong), ReportLab with a left sidebar --------------------------------------
AX2_BLL = ("Bellarine Little Learners Early Learning Centre", "Ocean Grove VIC")
AX2_CORIO = ("Corio Bay Childcare Centre", "Corio VIC")
AX2_JOBS = [
    ("Educational Leader & Kindergarten Room Leader", *AX2_BLL, "Jan 2023 – present", ("2023-01", None, True),
     ["Lead the centre's educational program and critical reflection across five rooms (96 places) under the "
      "EYLF V2.0 and the VEYLDF; mentor 14 educators and run monthly curriculum meetings.",
      "Deliver the funded Three- and Four-Year-Old Kindergarten programs with the centre's Early Childhood "
      "Teacher and write transition learning and development statements for the local primary schools.",
      "Led the quality improvement plan for the 2024 assessment and rating visit: Exceeding NQS in Quality "
      "Areas 1 and 5."]),
    ("Room Leader (3–5 years)", *AX2_BLL, "Jul 2020 – Dec 2022", ("2020-07", "2022-12"),
     ["Planned and documented play-based learning in Storypark for 22 children a day; supported children with "
      "additional needs through Kindergarten Inclusion Support and family meetings."]),
    ("Vacation Care Educator (casual, school holidays)", "Barwon Kids Club", "Highton VIC", "Dec 2021 – current",
     ("2021-12", None, True),
     ["School-holiday programs for 5–12 year olds: excursions, sport and craft, sign-in and medication records."]),
    ("Early Childhood Educator", *AX2_CORIO, "02/2017 – 06/2020", ("2017-02", "2020-06"),
     ["Diploma-qualified educator in the toddler and pre-kinder rooms; observations, learning stories, "
      "routines and daily communication with families."]),
    ("Trainee Educator (Certificate III traineeship)", *AX2_CORIO, "02/2015 – 01/2017", ("2015-02", "2017-01"), []),
]
AX2_EDUCATION = [  # (qualification, school, dates, score, remark)
    ("Bachelor of Education (Early Childhood and Primary)",
     "Swinburne University of Technology (Swinburne Online), part-time", "Mar 2022 – Dec 2026 (expected)",
     "WAM 78/100", "16 of 32 units completed; professional experience placements in kindergarten and Prep."),
    ("Diploma of Early Childhood Education and Care (CHC50113)", "The Gordon, Geelong", "2016 – 2017", None,
     "Completed part-time while working at Corio Bay Childcare Centre."),
    ("Certificate III in Early Childhood Education and Care (CHC30113)", "The Gordon, Geelong (traineeship)",
     "2015", None, None),
    ("Victorian Certificate of Education (VCE)", "Belmont Park Secondary College, Geelong", "2014", "ATAR 71.45", None),
]
AX2_CERTS = [
    ("Provide First Aid in an Education and Care Setting (HLTAID012) – 2024",
     "Provide First Aid in an Education and Care Setting (HLTAID012)"),
    ("Course in First Aid Management of Anaphylaxis (22578VIC) – 2024",
     "Course in First Aid Management of Anaphylaxis (22578VIC)"),
    ("Course in the Management of Asthma Risks and Emergencies in the Workplace (22556VIC) – 2024",
     "Course in the Management of Asthma Risks and Emergencies in the Workplace (22556VIC)"),
    ("Protecting Children – Mandatory Reporting and Other Obligations (eLearning) – Department of Education, 2025",
     "Protecting Children – Mandatory Reporting and Other Obligations"),
]
AX2_SKILLS = ["Early Years Learning Framework (EYLF V2.0)", "VEYLDF", "National Quality Standard",
              "Play-based programming and documentation", "Storypark", "Kindergarten Inclusion Support",
              "Transition statements", "Mentoring educators", "Family partnerships"]
AX2_LANGUAGES = [("English", "native"), ("Italian", "conversational"), ("Auslan", "basic")]


def ax2_early_childhood_reportlab():
    from reportlab.lib.colors import HexColor, white
    from reportlab.lib.enums import TA_RIGHT
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.lib.units import mm
    from reportlab.platypus import (BaseDocTemplate, Frame, FrameBreak, PageTemplate, Paragraph, Spacer, Table,
                                    TableStyle)

    reportlab_dejavu()
    plum, panel, ink, mid = HexColor("#5E3A5C"), HexColor("#3E2A40"), HexColor("#222222"), HexColor("#666666")
    pale = HexColor("#EFE6EE")
    width, height = A4
    side_w = 65 * mm
    main_x = side_w + 8 * mm
    main_w = width - main_x - 12 * mm
    name = "ax2-sienna-marchetti"
    path = os.path.join(FILES, name + ".pdf")

    def background(canvas, doc):
        canvas.saveState()
        canvas.setFillColor(panel)
        canvas.rect(0, 0, side_w, height, stroke=0, fill=1)
        canvas.restoreState()

    doc = BaseDocTemplate(path, pagesize=A4, leftMargin=0, rightMargin=0, topMargin=0, bottomMargin=0,
                          title="Sienna Marchetti – Resume", author="Sienna Marchetti")
    side = Frame(7 * mm, 10 * mm, side_w - 13 * mm, height - 20 * mm, leftPadding=0, rightPadding=0, topPadding=0,
                 bottomPadding=0, id="side")
    main = Frame(main_x, 10 * mm, main_w, height - 20 * mm, leftPadding=0, rightPadding=0, topPadding=0,
                 bottomPadding=0, id="main")
    doc.addPageTemplates([PageTemplate(id="cv", frames=[side, main], onPage=background)])

    s_head = ParagraphStyle("sh", fontName="DV-B", fontSize=9.8, leading=12.5, textColor=white, spaceBefore=10,
                            spaceAfter=3)
    s_side = ParagraphStyle("sd", fontName="DV", fontSize=8.1, leading=10.8, textColor=pale, spaceAfter=1.5)
    s_side_item = ParagraphStyle("si", parent=s_side, leftIndent=8, bulletIndent=0, spaceAfter=2)
    s_name = ParagraphStyle("nm", fontName="DV-B", fontSize=23, leading=27, textColor=plum)
    s_label = ParagraphStyle("lb", fontName="DV", fontSize=9.2, leading=12.5, textColor=mid, spaceAfter=3)
    s_h = ParagraphStyle("h", fontName="DV-B", fontSize=10.5, leading=13, textColor=plum, spaceBefore=8,
                         spaceAfter=3)
    s_body = ParagraphStyle("b", fontName="DV", fontSize=8.5, leading=11.3, textColor=ink)
    s_title = ParagraphStyle("t", fontName="DV-B", fontSize=9.1, leading=11.8, textColor=ink)
    s_when = ParagraphStyle("w", fontName="DV", fontSize=8.3, leading=11.8, textColor=mid, alignment=TA_RIGHT)
    s_emp = ParagraphStyle("e", fontName="DV-I", fontSize=8.6, leading=11.3, textColor=plum, spaceAfter=1)
    s_grey = ParagraphStyle("g", fontName="DV", fontSize=8.3, leading=11, textColor=mid)
    s_bullet = ParagraphStyle("bl", parent=s_body, leftIndent=9, bulletIndent=1, spaceAfter=0.8)

    def dated(left, right):
        t = Table([[Paragraph(left, s_title), Paragraph(escape(right), s_when)]],
                  colWidths=[main_w - 33 * mm, 33 * mm])
        t.setStyle(TableStyle([("LEFTPADDING", (0, 0), (-1, -1), 0), ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                               ("TOPPADDING", (0, 0), (-1, -1), 0), ("BOTTOMPADDING", (0, 0), (-1, -1), 0),
                               ("VALIGN", (0, 0), (-1, -1), "TOP")]))
        return t

    story = [Spacer(1, 4 * mm), Paragraph("CONTACT", s_head),
             Paragraph("Belmont, Geelong VIC 3216", s_side),
             Paragraph("0491 570 156", s_side),
             Paragraph('<a href="mailto:sienna.marchetti@example.com">sienna.marchetti@example.com</a>', s_side),
             Paragraph('<a href="https://www.linkedin.com/in/smarchetti-ece">'
                       'linkedin.com/in/smarchetti-ece</a>', s_side),
             Paragraph("CERTIFICATES", s_head)]
    story += [Paragraph(escape(p), s_side_item, bulletText="•") for p, _ in AX2_CERTS]
    story.append(Paragraph("SKILLS", s_head))
    story += [Paragraph(escape(s), s_side_item, bulletText="•") for s in AX2_SKILLS]
    story.append(Paragraph("LANGUAGES", s_head))
    story += [Paragraph(f"{escape(l)} – {f}", s_side) for l, f in AX2_LANGUAGES]
    story.append(Paragraph("OTHER", s_head))
    story += [Paragraph("Working with Children Check (Employee), current", s_side),
              Paragraph("Full driver licence (VIC), own car", s_side)]
    story.append(Paragraph("REFEREES", s_head))
    story.append(Paragraph("Available on request", s_side))
    story.append(FrameBreak())

    story += [Spacer(1, 2 * mm), Paragraph("Sienna Marchetti", s_name),
              Paragraph("Early Childhood Educator | Kindergarten Room Leader &amp; Educational Leader", s_label),
              Paragraph("PROFILE", s_h),
              Paragraph("Diploma-qualified early childhood educator with ten years in long day care around "
                        "Geelong, the last five leading the funded kindergarten room and, since 2023, the "
                        "centre's educational program as Educational Leader. Halfway through a Bachelor of "
                        "Education (Early Childhood and Primary) and looking for an Early Childhood Teacher "
                        "position in a kindergarten or long day care service from 2027.", s_body),
              Paragraph("EXPERIENCE", s_h)]
    for title, company, place, when, _, items in AX2_JOBS:
        story.append(Spacer(1, 3))
        story.append(dated(escape(title), when))
        story.append(Paragraph(escape(f"{company}, {place}"), s_emp))
        story += [Paragraph(escape(i), s_bullet, bulletText="•") for i in items]
    story.append(Paragraph("EDUCATION", s_h))
    for qualification, school, when, score, remark in AX2_EDUCATION:
        story.append(Spacer(1, 3))
        story.append(Paragraph(escape(qualification), s_title))
        story.append(Paragraph(escape(school), s_emp))
        story.append(Paragraph(escape(when + (f" · {score}" if score else "")), s_grey))
        if remark:
            story.append(Paragraph(escape(remark), s_body))

    doc.build(story)
    check_pages(name, pdf_pages(path), 1)
    write_truth(name, {
        "basics": {"name": "Sienna Marchetti",
                   "label": "Early Childhood Educator | Kindergarten Room Leader & Educational Leader",
                   "email": "sienna.marchetti@example.com", "phone": "0491 570 156",
                   "location": {"city": "Geelong", "region": "VIC"},
                   "profiles": [linkedin("smarchetti-ece")]},
        "work": work_truth(AX2_JOBS),
        "education": [
            {"institution": "Swinburne University of Technology", "study_type": "Bachelor of Education",
             "area": "Early Childhood and Primary", "score": "78/100",
             "dates": dates("2022-03", "2026-12", True, text="Mar 2022 – Dec 2026 (expected)")},
            {"institution": "The Gordon", "study_type": "Diploma", "area": "Early Childhood Education and Care",
             "dates": dates("2016", "2017", text="2016 – 2017")},
            {"institution": "The Gordon", "study_type": "Certificate III", "area": "Early Childhood Education and Care",
             "dates": dates(None, "2015", text="2015")},
            {"institution": "Belmont Park Secondary College", "study_type": "Victorian Certificate of Education (VCE)",
             "score": "71.45", "dates": dates(None, "2014", text="2014")}],
        "skills": [{"name": s} for s in AX2_SKILLS],
        "certificates": [{"name": n} for _, n in AX2_CERTS],
        "languages": [{"language": l, "fluency": f} for l, f in AX2_LANGUAGES],
    })


# ---- ax3: actuarial analyst (Cape Town), LibreOffice PDF, education school first --------------------------------
AX3_FYNBOS = ("Fynbos Life Assurance Ltd", "Cape Town")
AX3_JOBS = [
    ("Actuarial Analyst – Individual Life Pricing", *AX3_FYNBOS, "Mar 2023 – Present", ("2023-03", None, True),
     ["Price and reprice funeral, term life and disability products for the tied-agent and broker channels: "
      "profit tests, sensitivity analysis and the pricing reports for the product committee.",
      "Built a Python lapse and mortality experience investigation that replaced a set of Excel workbooks and "
      "cut the quarterly run from four days to half a day.",
      "Model the IFRS 17 contractual service margin and risk adjustment for new business and explain movements "
      "to finance; support the SAM (Solvency Assessment and Management) own-funds reporting.",
      "Coach two actuarial students on the team through their first exams and Prophet modelling."]),
    ("Actuarial Assistant – Valuations", *AX3_FYNBOS, "Jan 2021 – Feb 2023", ("2021-01", "2023-02"),
     ["Ran the monthly and year-end valuation models in Prophet, checked data and assumptions and prepared the "
      "analysis of surplus.",
      "Automated the policy data reconciliations with SQL and Python, saving about 30 hours a month."]),
    ("Actuarial Graduate (rotation programme)", "Protea Consulting Actuaries (Pty) Ltd", "Johannesburg",
     "Jan 2020 – Dec 2020", ("2020-01", "2020-12"),
     ["Two six-month rotations: retirement fund valuations and a short-term insurance reserving team."]),
    ("Vacation Student – Actuarial", "Kaap Re Reinsurance Ltd", "Cape Town", "Dec 2018 – Jan 2019",
     ("2018-12", "2019-01"),
     ["Six-week vacation work programme: cleaned claims data and built a mortality rate comparison for a group "
      "life treaty."]),
    ("Statistics Tutor (part-time)", "Boland Maths & Stats Tutors", "Stellenbosch", "2017 – 2019", ("2017", "2019"),
     []),
]
AX3_CERTS = [
    ("Microsoft Certified: Azure Data Fundamentals (DP-900) – Microsoft, 2022",
     "Microsoft Certified: Azure Data Fundamentals (DP-900)"),
    ("Machine Learning Specialization – DeepLearning.AI and Stanford University (Coursera online course), 2023",
     "Machine Learning Specialization"),
    ("SQL for Data Science – UC Davis (Coursera online course), 2021", "SQL for Data Science"),
]
AX3_SKILL_GROUPS = [
    ("Actuarial", ["Life insurance pricing", "Profit testing", "Experience investigations", "IFRS 17",
                   "SAM reporting", "Analysis of surplus"]),
    ("Technical", ["Python (pandas, scikit-learn)", "R", "SQL", "FIS Prophet", "Excel VBA", "Power BI"]),
]


def ax3_actuarial_lo():
    from docx.shared import Inches, Pt, RGBColor

    navy = RGBColor(0x1B, 0x36, 0x5D)
    document = new_docx(author="Anathi Mgijima", title="Anathi Mgijima - CV", page=(Inches(8.27), Inches(11.69)),
                        margins=(Inches(0.8), Inches(0.6)), font="Calibri", size=10, space_after=1)
    document.styles["List Bullet"].paragraph_format.space_after = Pt(0)
    width = Inches(8.27 - 1.6)
    indent = Inches(0.25)

    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(0)
    r = p.add_run("Anathi Mgijima"); r.bold = True; r.font.size = Pt(22); r.font.color.rgb = navy
    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(2)
    r = p.add_run("Actuarial Analyst | Life Insurance Pricing & IFRS 17"); r.font.size = Pt(12.5)
    p = document.add_paragraph("Rondebosch, Cape Town, Western Cape  |  082 555 0139  |  anathi.mgijima@example.com")
    p.paragraph_format.space_after = Pt(0)
    p = document.add_paragraph()
    docx_hyperlink(p, "https://www.linkedin.com/in/anathi-mgijima", "linkedin.com/in/anathi-mgijima", color="1B365D")
    p.paragraph_format.space_after = Pt(4)
    bottom_border(p, color="1B365D", size="10")

    def heading(text):
        q = document.add_paragraph()
        q.paragraph_format.space_before = Pt(10); q.paragraph_format.space_after = Pt(3)
        q.paragraph_format.keep_with_next = True
        r = q.add_run(text); r.bold = True; r.font.size = Pt(11.5); r.font.color.rgb = navy

    def remark(text, keep=True, after=0):
        q = document.add_paragraph(text)
        q.paragraph_format.left_indent = indent
        q.paragraph_format.space_after = Pt(after)
        q.paragraph_format.keep_with_next = keep
        return q

    heading("PROFILE")
    document.add_paragraph(
        "Actuarial analyst with five years in life insurance pricing and valuations, a BCom Honours in Actuarial "
        "Science (cum laude) from Stellenbosch and nine ASSA exams behind me. Studying part-time for an MPhil in "
        "Data Science at UCT, which I use every day in experience analysis and automation. Looking for a senior "
        "pricing or data-science-in-insurance role in Cape Town.")

    heading("EDUCATION")
    school = document.add_paragraph(); school.paragraph_format.keep_with_next = True
    school.paragraph_format.space_before = Pt(2)
    r = school.add_run("University of Cape Town"); r.bold = True; r.font.color.rgb = navy
    right_tab_line(document, "Master of Philosophy (MPhil) in Data Science – part-time, in progress",
                   "2024 – present (expected 2026)", width, bold_left=False, indent=indent)
    remark("Minor dissertation (in progress): “Gradient-boosted lapse models for South African funeral policies”.",
           keep=False, after=4)
    school = document.add_paragraph(); school.paragraph_format.keep_with_next = True
    r = school.add_run("Stellenbosch University"); r.bold = True; r.font.color.rgb = navy
    right_tab_line(document, "BCom (Hons) (Actuarial Science) – passed cum laude", "2019", width, bold_left=False,
                   indent=indent)
    remark("Research report: “A generalised linear model of lapse rates on South African funeral policies” (82%).",
           after=2)
    right_tab_line(document, "BCom (Actuarial Science)", "2016 – 2018", width, bold_left=False, indent=indent)
    remark("Average 74%; Dean's Merit List 2017 and 2018.")
    remark("Exchange semester at the University of Waterloo, Canada (Sept – Dec 2017): life contingencies and "
           "statistical learning.", keep=False, after=4)
    school = document.add_paragraph(); school.paragraph_format.keep_with_next = True
    r = school.add_run("Cambridge Heights High School, East London"); r.bold = True; r.font.color.rgb = navy
    right_tab_line(document, "National Senior Certificate (Matric) – Bachelor's pass, 6 distinctions", "2015", width,
                   bold_left=False, indent=indent)
    remark("Distinctions include Mathematics (96%), Physical Sciences (91%) and Accounting (88%).", keep=False)

    heading("ACTUARIAL EXAMINATIONS (ASSA)")
    for line in ("A-subjects: all seven passed or exempted through Stellenbosch University (2016 – 2021)",
                 "F102 Life Insurance: passed November 2022",
                 "F105 Finance and Investment: passed June 2024",
                 "Next: F202 Life Insurance (Fellowship level), sitting 2026"):
        document.add_paragraph(line, style="List Bullet")

    heading("PROFESSIONAL EXPERIENCE")
    for title, company, place, when, _, items in AX3_JOBS:
        right_tab_line(document, title, when, width, before=5)
        q = document.add_paragraph(); q.paragraph_format.space_after = Pt(1)
        q.paragraph_format.keep_with_next = bool(items)
        q.add_run(f"{company}, {place}").italic = True
        for i, item in enumerate(items):
            b = document.add_paragraph(item, style="List Bullet")
            b.paragraph_format.keep_with_next = i < len(items) - 1

    heading("CERTIFICATIONS & ONLINE COURSES")
    for printed, _ in AX3_CERTS:
        document.add_paragraph(printed, style="List Bullet")

    heading("SKILLS")
    for label, items in AX3_SKILL_GROUPS:
        q = document.add_paragraph()
        q.add_run(label + ": ").bold = True
        q.add_run(", ".join(items))

    heading("LANGUAGES")
    document.add_paragraph("isiXhosa – home language; English – fluent; Afrikaans – intermediate; "
                           "isiZulu – conversational")

    heading("PERSONAL DETAILS")
    document.add_paragraph("Nationality: South African  |  Driver's licence: Code B  |  Notice period: one month")

    heading("REFERENCES")
    for line in ("Ms Liesl Fourie – Head of Pricing, Fynbos Life Assurance – 021 555 0166",
                 "Mr Sipho Ndaba – Principal, Protea Consulting Actuaries – 011 555 0127"):
        document.add_paragraph(line)

    name = "ax3-anathi-mgijima"
    libreoffice_pdf(document, name, 2)
    write_truth(name, {
        "basics": {"name": "Anathi Mgijima", "label": "Actuarial Analyst | Life Insurance Pricing & IFRS 17",
                   "email": "anathi.mgijima@example.com", "phone": "082 555 0139",
                   "location": {"city": "Cape Town", "region": "Western Cape"},
                   "profiles": [linkedin("anathi-mgijima")]},
        "work": work_truth(AX3_JOBS),
        "education": [
            {"institution": "University of Cape Town", "study_type": "Master of Philosophy (MPhil)",
             "area": "Data Science", "dates": dates("2024", "2026", True, text="2024 – present (expected 2026)")},
            {"institution": "Stellenbosch University", "study_type": "BCom (Hons)", "area": "Actuarial Science",
             "score": "cum laude", "dates": dates(None, "2019", text="2019")},
            {"institution": "Stellenbosch University", "study_type": "BCom", "area": "Actuarial Science",
             "score": "74%", "dates": dates("2016", "2018", text="2016 – 2018")},
            {"institution": "Cambridge Heights High School", "study_type": "National Senior Certificate (Matric)",
             "dates": dates(None, "2015", text="2015")}],
        "skills": [{"name": s} for _, items in AX3_SKILL_GROUPS for s in items],
        "certificates": [{"name": n} for _, n in AX3_CERTS],
        "languages": [{"language": "isiXhosa", "fluency": "home language"},
                      {"language": "English", "fluency": "fluent"},
                      {"language": "Afrikaans", "fluency": "intermediate"},
                      {"language": "isiZulu", "fluency": "conversational"}],
    })


# ---- ax4: clinical pharmacist (Madison, WI), WeasyPrint of a resume builder's template, education on one line ----
AX4_FLRH = ("Four Lakes Regional Hospital", "Madison, WI")
AX4_JOBS = [
    ("Clinical Pharmacist II – Internal Medicine & Antimicrobial Stewardship", *AX4_FLRH, "Aug 2023 – Present",
     ("2023-08", None, True),
     ["Round daily with two hospitalist teams (about 40 patients): pharmacokinetic dosing of vancomycin (AUC), "
      "aminoglycosides and anticoagulants, renal dose adjustment and IV-to-PO conversion.",
      "Co-lead the antimicrobial stewardship program with the infectious diseases physician: prospective audit "
      "and feedback, restricted antimicrobial approvals and the annual antibiogram.",
      "Led a penicillin allergy delabeling protocol that cut aztreonam days of therapy by 37% in its first year.",
      "Preceptor for PGY1 residents and APPE students from the UW–Madison School of Pharmacy."]),
    ("Clinical Pharmacist I", *AX4_FLRH, "July 2020 – July 2023", ("2020-07", "2023-07"),
     ["Decentralized pharmacist on medical and surgical units: order verification, medication histories and "
      "discharge counseling; covered the ICU and the emergency department on evening shifts."]),
    ("PRN Staff Pharmacist (per diem)", "Sauk Valley Community Hospital", "Prairie du Sac, WI", "2021 – present",
     ("2021", None, True),
     ["Weekend and holiday shifts as the sole pharmacist at a 25-bed critical access hospital."]),
    ("Pharmacy Intern", "Badger State Pharmacy", "Madison, WI", "06/2016 – 05/2019", ("2016-06", "2019-05"),
     ["Filled and checked prescriptions under supervision, gave immunizations and ran medication therapy "
      "management calls."]),
    ("Pharmacy Technician (part-time)", "Chippewa Valley Drug", "Eau Claire, WI", "2013 – 2015", ("2013", "2015"), []),
]
AX4_CERTS = [
    ("Pharmacist License, State of Wisconsin – Pharmacy Examining Board, No. 18224-40, exp. 05/31/2026",
     "Pharmacist License, State of Wisconsin"),
    ("Board Certified Pharmacotherapy Specialist (BCPS) – Board of Pharmacy Specialties, 2021",
     "Board Certified Pharmacotherapy Specialist (BCPS)"),
    ("Antimicrobial Stewardship Certificate Program – SIDP, 2022", "Antimicrobial Stewardship Certificate Program"),
    ("Basic Life Support (BLS) – American Heart Association, exp. 03/2026", "Basic Life Support (BLS)"),
    ("Advanced Cardiovascular Life Support (ACLS) – American Heart Association, exp. 03/2026",
     "Advanced Cardiovascular Life Support (ACLS)"),
    ("Pharmacy-Based Immunization Delivery – APhA, 2017", "Pharmacy-Based Immunization Delivery"),
]
AX4_SKILL_GROUPS = [
    ("Clinical", ["Pharmacokinetic dosing (vancomycin AUC, aminoglycosides)", "Anticoagulation management",
                  "Antimicrobial stewardship", "Renal dose adjustment", "IV-to-PO conversion",
                  "Medication reconciliation", "Precepting residents and students"]),
    ("Systems", ["Epic (Willow Inpatient)", "Pyxis MedStation", "TheraDoc", "DoseMe", "Microsoft Excel"]),
]


def ax4_pharmacist_weasyprint():
    from weasyprint import HTML

    def job(title, company, place, when, items):
        out = (f'<div class="entry"><div class="top"><span class="what">{escape(title)}</span>'
               f'<span class="when">{escape(when)}</span></div><div class="sub">{escape(company)} — {escape(place)}</div>')
        if items:
            out += "<ul>" + "".join(f"<li>{escape(i)}</li>" for i in items) + "</ul>"
        return out + "</div>\n"

    def school(qualification, rest, when, remark):
        return (f'<div class="edu"><p class="line"><b>{escape(qualification)}</b>, {escape(rest)} — '
                f'<span class="ewhen">{escape(when)}</span></p><p class="remark">{escape(remark)}</p></div>\n')

    jobs = "".join(job(t, c, p, w, i) for t, c, p, w, _, i in AX4_JOBS)
    education = (
        school("PGY1 Pharmacy Residency", "Lakeshore Regional Medical Center, Milwaukee, WI", "Jul 2019 – Jun 2020",
               "ASHP-accredited · Residency project: impact of pharmacist-led penicillin allergy assessment on "
               "aztreonam use (poster, ASHP Midyear 2019)")
        + school("Doctor of Pharmacy (PharmD)", "University of Wisconsin–Madison, Madison, WI", "May 2019",
                 "GPA 3.82/4.00 · Rho Chi Honor Society · APPE rotations in internal medicine, infectious diseases, "
                 "critical care and ambulatory care")
        + school("B.S., Chemistry and Biology (double major), minor in Spanish",
                 "University of Wisconsin–Eau Claire, Eau Claire, WI", "2011 – 2015",
                 "GPA 3.91/4.00 · summa cum laude · Study abroad: Universidad de Granada, Spain (spring 2014)"))
    skills = "".join(f'<p class="sk"><b>{escape(label)}:</b> {" · ".join(escape(s) for s in items)}</p>'
                     for label, items in AX4_SKILL_GROUPS)
    html = f"""<!DOCTYPE html>
<html lang="en-US"><head><meta charset="utf-8"><title>Megan K. Sorensen, PharmD - Resume</title>
<meta name="generator" content="CareerNest Resume Studio 3.8 (template: Meridian)">
<style>
@page {{ size: Letter; margin: 12mm 16mm 12mm 16mm; }}
body {{ font-family: "Liberation Sans", Arial, sans-serif; font-size: 9.8pt; color: #1f2a30; line-height: 1.32; }}
.cn-head {{ text-align: center; margin-bottom: 6px; }}
.cn-head h1 {{ font-size: 21pt; margin: 0; color: #14506b; letter-spacing: .3px; }}
.cn-head .title {{ font-size: 11pt; margin: 2px 0 4px; color: #37474f; }}
.cn-head .contact span + span::before {{ content: " · "; color: #90a4ae; }}
.cn-head a {{ color: #1f2a30; text-decoration: none; }}
h2 {{ font-size: 10.2pt; text-transform: uppercase; color: #14506b; border-bottom: 1.2px solid #14506b;
      margin: 12px 0 5px; padding-bottom: 1px; letter-spacing: .6px; }}
.entry {{ margin-bottom: 7px; break-inside: avoid; }}
.top {{ display: flex; justify-content: space-between; }}
.what {{ font-weight: bold; }}
.when {{ color: #546e7a; white-space: nowrap; padding-left: 10px; }}
.sub {{ color: #37474f; font-style: italic; }}
.edu {{ margin-bottom: 6px; break-inside: avoid; }}
.edu p {{ margin: 0; }}
.edu .remark {{ color: #607d8b; font-size: 9pt; }}
ul {{ margin: 2px 0 0 0; padding-left: 15px; }}
li {{ margin-bottom: 1px; }}
p {{ margin: 0 0 3px; }}
</style></head>
<body>
<div class="cn-head">
  <h1>Megan K. Sorensen, PharmD, BCPS</h1>
  <div class="title">Clinical Pharmacist – Internal Medicine | Antimicrobial Stewardship</div>
  <div class="contact"><span>Madison, WI 53711</span><span>(608) 555-0187</span><span><a href="mailto:megan.sorensen@example.com">megan.sorensen@example.com</a></span><span><a href="https://www.linkedin.com/in/megan-sorensen-pharmd">linkedin.com/in/megan-sorensen-pharmd</a></span></div>
</div>
<h2>Professional Summary</h2>
<p>Board-certified clinical pharmacist with five years in inpatient internal medicine after an ASHP-accredited PGY1
residency, co-leading antimicrobial stewardship at a 420-bed regional hospital. Confident dosing and rounding
with hospitalist teams, careful with high-risk medications and committed to teaching residents and students.
Seeking an infectious diseases or antimicrobial stewardship pharmacist specialist role.</p>
<h2>Education &amp; Postgraduate Training</h2>
{education}<h2>Professional Experience</h2>
{jobs}<h2>Licensure &amp; Certifications</h2>
<ul>{"".join(f"<li>{escape(p)}</li>" for p, _ in AX4_CERTS)}</ul>
<h2>Skills</h2>
{skills}
<h2>Languages</h2>
<p>English (native) · Spanish (professional working proficiency)</p>
<h2>Professional Memberships</h2>
<p>American Society of Health-System Pharmacists (ASHP) · Pharmacy Society of Wisconsin (PSW) · Society of
Infectious Diseases Pharmacists (SIDP)</p>
<h2>Presentations</h2>
<p>Sorensen MK, et al. “Two years of penicillin allergy delabeling at a regional hospital.” Pharmacy Society of
Wisconsin Annual Meeting, Wisconsin Dells, WI, April 2025 (platform presentation).</p>
</body></html>
"""
    name = "ax4-megan-sorensen"
    path = os.path.join(FILES, name + ".pdf")
    HTML(string=html).write_pdf(path)
    check_pages(name, pdf_pages(path), 2)
    write_truth(name, {
        "basics": {"name": "Megan K. Sorensen",
                   "label": "Clinical Pharmacist – Internal Medicine | Antimicrobial Stewardship",
                   "email": "megan.sorensen@example.com", "phone": "(608) 555-0187",
                   "location": {"city": "Madison", "region": "WI"},
                   "profiles": [linkedin("megan-sorensen-pharmd")]},
        "work": work_truth(AX4_JOBS),
        "education": [
            {"institution": "Lakeshore Regional Medical Center", "study_type": "PGY1 Pharmacy Residency",
             "dates": dates("2019-07", "2020-06", text="Jul 2019 – Jun 2020")},
            {"institution": "University of Wisconsin–Madison", "study_type": "Doctor of Pharmacy (PharmD)",
             "score": "3.82/4.00", "dates": dates(None, "2019-05", text="May 2019")},
            {"institution": "University of Wisconsin–Eau Claire", "study_type": "B.S.", "area": "Chemistry and Biology",
             "score": "3.91/4.00", "dates": dates("2011", "2015", text="2011 – 2015")}],
        "skills": [{"name": s} for _, items in AX4_SKILL_GROUPS for s in items],
        "certificates": [{"name": n} for _, n in AX4_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Spanish", "fluency": "professional working proficiency"}],
    })


# ---- ax5: data engineer (Pune), an HTML page kept as HTML, education as a qualifications table -------------------
AX5_SAHYADRI = ("Sahyadri Fintech Solutions Pvt. Ltd.", "Pune")
AX5_DECCAN = ("Deccan Analytics LLP", "Pune")
AX5_VERTEX = ("Vertex Global Services Pvt. Ltd.", "Hinjewadi, Pune")
AX5_JOBS = [
    ("Senior Data Engineer", *AX5_SAHYADRI, "Jul 2024 – Present", ("2024-07", None, True),
     ["Own the lending data platform on Azure: ingestion of 40+ sources with Azure Data Factory and Kafka into a "
      "Databricks lakehouse (Delta Lake, medallion layers) serving risk, collections and regulatory reporting.",
      "Moved 120 batch jobs from a legacy SQL Server ETL to PySpark and Airflow; nightly run down from 6 hours to "
      "75 minutes and compute cost down 28%.",
      "Introduced dbt tests, data contracts and Great Expectations checks; data incidents reported by users fell "
      "from about 15 to 3 a month.",
      "Lead a team of four engineers; run design reviews and on-call rotation."]),
    ("Data Engineer", *AX5_SAHYADRI, "Aug 2022 – Jun 2024", ("2022-08", "2024-06"),
     ["Built streaming pipelines for UPI and card transactions (Kafka, Spark Structured Streaming) feeding the "
      "fraud team's near-real-time features.",
      "Wrote CI/CD for notebooks and jobs with Azure DevOps and Terraform."]),
    ("Associate Data Engineer", *AX5_DECCAN, "07/2021 – 07/2022", ("2021-07", "2022-07"),
     ["ETL in Python and SQL for retail and FMCG clients' sales dashboards (Power BI); Airflow DAGs on AWS."]),
    ("Data Engineering Intern", *AX5_DECCAN, "Apr 2021 – Jun 2021", ("2021-04", "2021-06"),
     ["Capstone-linked internship: rebuilt a client's daily sales load as an incremental PySpark job."]),
    ("Technical Support Engineer – L2", *AX5_VERTEX, "June 2020 – March 2021", ("2020-06", "2021-03"),
     ["Second-line support for a US payroll SaaS product: SQL investigations, log analysis and bug reports."]),
    ("Technical Support Executive – L1", *AX5_VERTEX, "Aug 2019 – May 2020", ("2019-08", "2020-05"), []),
]
AX5_EDUCATION = [  # (qualification, institution, board / university, year, score)
    ("M.Tech in Data Science & Engineering (pursuing, Work Integrated Learning Programme)", "BITS Pilani", "—",
     "2024 – present", "CGPA 8.4/10 (3 semesters)"),
    ("Certificate Program in Data Engineering (bootcamp, weekends, online)<br><small>Capstone: real-time ride "
     "analytics pipeline on Kafka and Spark</small>", "Nexalearn Data School", "—", "Oct 2020 – Mar 2021", "Grade A"),
    ("B.Sc. (Computer Science)", "Fergusson College, Pune", "Savitribai Phule Pune University", "2016 – 2019",
     "CGPA 8.12/10 (First Class with Distinction)"),
    ("HSC (Class XII) – Science", "Shivajinagar Junior College of Science, Pune", "Maharashtra State Board", "2016",
     "78.46%"),
    ("SSC (Class X)", "Kothrud English Medium School, Pune", "Maharashtra State Board", "2014", "89.20%"),
]
AX5_CERTS = [
    ("Microsoft Certified: Azure Data Engineer Associate (DP-203) – Microsoft, 2023 (renewed 2025)",
     "Microsoft Certified: Azure Data Engineer Associate (DP-203)"),
    ("Databricks Certified Data Engineer Associate – Databricks, 2024", "Databricks Certified Data Engineer Associate"),
    ("Data Engineering Zoomcamp – DataTalks.Club (online course, certificate of completion), 2022",
     "Data Engineering Zoomcamp"),
    ("Python for Data Science – NPTEL (IIT Madras), Jan–Apr 2020, Elite", "Python for Data Science"),
]
AX5_SKILL_GROUPS = [
    ("Languages", ["Python", "SQL", "Scala (basic)"]),
    ("Big data & orchestration", ["Apache Spark (PySpark, Structured Streaming)", "Apache Kafka", "Apache Airflow",
                                  "dbt", "Delta Lake"]),
    ("Cloud", ["Azure Data Factory", "Azure Databricks", "ADLS Gen2", "Azure Synapse", "AWS S3 and Glue"]),
    ("Tools & practices", ["Git", "Docker", "Terraform", "Azure DevOps", "Great Expectations", "Power BI"]),
]
AX5_LANGUAGES = [("Marathi", "native"), ("Hindi", "fluent"), ("English", "fluent (professional)"),
                 ("German", "beginner (A1)")]


def ax5_data_engineer_html():
    jobs = ""
    for title, company, place, when, _, items in AX5_JOBS:
        jobs += f'<h3>{escape(title)} – {escape(company)}, {escape(place)}</h3>\n<p class="dates">{escape(when)}</p>\n'
        if items:
            jobs += "<ul>\n" + "".join(f"  <li>{escape(i)}</li>\n" for i in items) + "</ul>\n"
    rows = "".join(f"<tr><td>{q}</td><td>{escape(i)}</td><td>{escape(b)}</td><td>{escape(y)}</td><td>{escape(s)}</td>"
                   "</tr>\n" for q, i, b, y, s in AX5_EDUCATION)
    certs = "".join(f"  <li>{escape(p)}</li>\n" for p, _ in AX5_CERTS)
    skills = "".join(f"  <dt>{escape(label)}</dt><dd>{escape(', '.join(items))}</dd>\n"
                     for label, items in AX5_SKILL_GROUPS)
    languages = "".join(f"  <li>{escape(l)} – {escape(f)}</li>\n" for l, f in AX5_LANGUAGES)
    html = f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Aditya Kulkarni – Data Engineer – Resume</title>
<style>
  @page {{ size: A4; margin: 12mm 14mm; }}
  body {{ font-family: Calibri, "Segoe UI", Arial, sans-serif; max-width: 820px; margin: 24px auto; color: #202124;
         line-height: 1.35; font-size: 14px; }}
  @media print {{ body {{ margin: 0 auto; font-size: 12.5px; }} }}
  h1 {{ margin: 0; font-size: 30px; color: #0b5394; }}
  .label {{ font-size: 17px; margin: 2px 0 6px; }}
  .contact a {{ color: #0b5394; }}
  h2 {{ font-size: 16px; text-transform: uppercase; color: #0b5394; border-bottom: 2px solid #0b5394;
        padding-bottom: 2px; margin-top: 22px; }}
  h3 {{ font-size: 15px; margin: 12px 0 0; }}
  p.dates {{ margin: 0 0 2px; color: #5f6368; font-style: italic; }}
  table {{ border-collapse: collapse; width: 100%; font-size: 14px; }}
  th, td {{ border: 1px solid #9aa0a6; padding: 4px 6px; text-align: left; vertical-align: top; }}
  th {{ background: #e8f0fe; }}
  dt {{ font-weight: bold; float: left; width: 190px; clear: left; }}
  dd {{ margin: 0 0 4px 200px; }}
</style>
</head>
<body>
<h1>Aditya Kulkarni</h1>
<p class="label">Data Engineer | Spark, Airflow &amp; Azure Data Platform</p>
<p class="contact">Kothrud, Pune, Maharashtra 411038 | +91 90555 01847 |
<a href="mailto:aditya.kulkarni@example.com">aditya.kulkarni@example.com</a> |
<a href="https://www.linkedin.com/in/aditya-kulkarni-de">linkedin.com/in/aditya-kulkarni-de</a> |
<a href="https://github.com/adityak-data">github.com/adityak-data</a></p>

<h2>Profile Summary</h2>
<p>Data engineer with four years of experience building batch and streaming pipelines on Azure and AWS for
fintech and retail analytics, after two years in technical support. Moved into data engineering through a
weekend bootcamp in 2020–21 and now pursuing an M.Tech in Data Science &amp; Engineering (WILP). Strong in
PySpark, SQL, Airflow and Databricks; comfortable leading a small team. Looking for a lead data engineer or
data platform role in Pune or remote.</p>

<h2>Work Experience</h2>
{jobs}
<h2>Education</h2>
<table>
<tr><th>Qualification</th><th>Institution</th><th>Board / University</th><th>Year</th><th>Score</th></tr>
{rows}</table>

<h2>Certifications &amp; Online Courses</h2>
<ul>
{certs}</ul>

<h2>Technical Skills</h2>
<dl>
{skills}</dl>

<h2>Languages</h2>
<ul>
{languages}</ul>

<h2>Personal Details</h2>
<p>Date of birth: 14 March 1998 | Nationality: Indian | Notice period: 60 days</p>

<h2>Declaration</h2>
<p>I hereby declare that the information furnished above is true to the best of my knowledge.</p>
<p>Place: Pune<br>Aditya Kulkarni</p>
</body>
</html>
"""
    name = "ax5-aditya-kulkarni"
    write_text(name + ".html", html)
    # The page prints on two A4 pages (checked on a throw-away WeasyPrint PDF; the resume is the HTML file).
    from weasyprint import HTML
    with tempfile.TemporaryDirectory() as tmp:
        printed = os.path.join(tmp, name + ".pdf")
        HTML(string=html).write_pdf(printed)
        check_pages(name, pdf_pages(printed), 2)
    write_truth(name, {
        "basics": {"name": "Aditya Kulkarni", "label": "Data Engineer | Spark, Airflow & Azure Data Platform",
                   "email": "aditya.kulkarni@example.com", "phone": "+91 90555 01847",
                   "location": {"city": "Pune", "region": "Maharashtra"},
                   "profiles": [linkedin("aditya-kulkarni-de"),
                                {"network": "GitHub", "url": "https://github.com/adityak-data"}]},
        "work": work_truth(AX5_JOBS),
        "education": [
            {"institution": "BITS Pilani", "study_type": "M.Tech", "area": "Data Science & Engineering",
             "score": "8.4/10", "dates": dates("2024", None, True, text="2024 – present")},
            {"institution": "Nexalearn Data School", "study_type": "Certificate Program", "area": "Data Engineering",
             "score": "A", "dates": dates("2020-10", "2021-03", text="Oct 2020 – Mar 2021")},
            {"institution": "Fergusson College", "study_type": "B.Sc.", "area": "Computer Science",
             "score": "8.12/10", "dates": dates("2016", "2019", text="2016 – 2019")},
            {"institution": "Shivajinagar Junior College of Science", "study_type": "HSC (Class XII)", "area": "Science",
             "score": "78.46%", "dates": dates(None, "2016", text="2016")},
            {"institution": "Kothrud English Medium School", "study_type": "SSC (Class X)", "score": "89.20%",
             "dates": dates(None, "2014", text="2014")}],
        "skills": [{"name": s} for _, items in AX5_SKILL_GROUPS for s in items],
        "certificates": [{"name": n} for _, n in AX5_CERTS],
        "languages": [{"language": l, "fluency": f} for l, f in AX5_LANGUAGES],
    })


# ---- ax6: secondary mathematics teacher (Quezon City), plain text --------------------------------------------------
AX6_CHNHS = ("Commonwealth Heights National High School", "Quezon City")
AX6_JOBS = [
    ("Teacher III - Mathematics (Senior High School, STEM)", *AX6_CHNHS, "June 2022 - present",
     ("2022-06", None, True),
     ["Teach General Mathematics, Pre-Calculus and Basic Calculus to four Grade 11-12 STEM sections (about 180 "
      "learners) in a school of 6,800 learners.",
      "Mathematics subject coordinator for Senior High School: learning plans, periodical tests and item "
      "analysis; trained 9 colleagues in GeoGebra and Google Classroom.",
      "Coach of the school's team for the Division Math Olympiad (2nd place, 2024).",
      "Class adviser; keep LIS and SF1-SF10 school forms and run parent-teacher conferences."]),
    ("Teacher II - Mathematics", *AX6_CHNHS, "June 2019 - May 2022", ("2019-06", "2022-05"),
     ["Taught Grade 10 and Grade 11 Mathematics; wrote modular distance learning materials during the pandemic "
      "(adopted by the Division for two quarters)."]),
    ("Teacher I - Mathematics (Grades 7-10)", *AX6_CHNHS, "Aug 2017 - May 2019", ("2017-08", "2019-05"),
     ["Junior High School Mathematics for five sections a year; remedial classes under the school's numeracy "
      "program."]),
    ("Online Math Tutor (part-time, evenings)", "TutorBridge PH", "Remote", "2020 - present", ("2020", None, True),
     ["One-to-one algebra, statistics and SAT Math tutoring for high school students in Asia and the Middle East."]),
    ("Mathematics Teacher (contractual)", "Holy Infant Montessori and High School", "Caloocan City",
     "June 2016 - March 2017", ("2016-06", "2017-03"),
     ["Grade 8 and Grade 9 Mathematics in a private school; adviser of a Grade 8 class."]),
]
AX6_CERTS = [
    ("Licensed Professional Teacher (LPT) - PRC License No. 1598201, valid until 08/2027 (LET passed "
     "September 2016, rating 86.40%)", "Licensed Professional Teacher (LPT)"),
    ("Google Certified Educator Level 1 - Google for Education, 2021", "Google Certified Educator Level 1"),
]
AX6_SKILLS = ["Lesson planning (MATATAG and K to 12 curricula)", "Differentiated instruction",
              "GeoGebra and Desmos", "Google Classroom and Google Workspace", "Test construction and item analysis",
              "Class advisory and school forms (LIS, SF1-SF10)", "Math competition coaching", "Microsoft Excel"]


def ax6_teacher_txt():
    width = 80  # the "=" rules; the text itself is not wrapped (typed with the editor's word wrap on)

    def heading(text):
        return ["", text.upper(), "=" * width]

    def line(text, indent="  "):
        return [indent + text]

    out = ["KRISTINE JOY M. BAUTISTA, LPT",
           "Secondary Mathematics Teacher (Teacher III) | Senior High School STEM",
           "",
           "Address:  Blk 12 Lot 7, Sto. Niño St., Brgy. Commonwealth,",
           "          Quezon City, Metro Manila 1121",
           "Mobile:   0917 555 0143",
           "Email:    kristinejoy.bautista@example.com",
           "LinkedIn: linkedin.com/in/kristinejoy-bautista-lpt"]
    out += heading("Career Objective")
    out += line(
        "Licensed mathematics teacher with nine years in public and private high schools, the last three as "
        "Teacher III handling Senior High School STEM classes. Finishing a Master of Arts in Education and "
        "looking for a Master Teacher post or a mathematics teaching position in an international or private "
        "school in Metro Manila.", indent="")
    out += heading("Educational Background")
    out += ["", "Graduate Studies"]
    out += line("Master of Arts in Education, major in Mathematics Education - Philippine Normal University, "
                "Manila - Expected March 2026")
    out += line("42 of 45 units completed; thesis (for final defense): \"GeoGebra-Based Instruction and the "
                "Spatial Reasoning of Grade 11 STEM Learners\"", indent="    ")
    out += ["", "Tertiary"]
    out += line("2012 - 2016  Bachelor of Secondary Education, major in Mathematics - Polytechnic University of "
                "the Philippines, Sta. Mesa, Manila")
    out += line("Cum Laude; GWA 1.58", indent="    ")
    out += line("Practice teaching: Grade 9 Mathematics, PUP Laboratory High School (Jan - Mar 2016)",
                indent="    ")
    out += ["", "Secondary"]
    out += line("2008 - 2012  Luzon Heights Academy, Quezon City - High School Diploma (With Honors)")
    out += heading("Teaching Experience")
    for title, company, place, when, _, items in AX6_JOBS:
        out += ["", title, f"{company}, {place}", f"Dates: {when}"]
        for item in items:
            out += line(item, indent="  * ")
    out += heading("License & Certifications")
    for printed, _ in AX6_CERTS:
        out += line(printed, indent="  * ")
    out += heading("Trainings & Seminars Attended")
    for training in ("Division Training on GeoGebra for Senior High School Mathematics - SDO Quezon City, Oct 2023 "
                     "(resource speaker)",
                     "National Convention of Mathematics Teachers - Manila, May 2022 (participant)",
                     "Training of Teachers on Modular Distance Learning - DepEd NCR, Aug 2020"):
        out += line(training, indent="  * ")
    out += heading("Skills")
    out += ["  * " + s for s in AX6_SKILLS]
    out += heading("Languages")
    out += ["Filipino - native; English - fluent; Cebuano - conversational"]
    out += heading("Personal Information")
    out += ["Date of Birth:  February 2, 1995", "Civil Status:   Single", "Citizenship:    Filipino"]
    out += heading("Character References")
    out += ["Dr. Ramon C. Villanueva - Principal IV, Commonwealth Heights NHS - 0918 555 0172",
            "Prof. Aurora L. Dizon - Faculty, College of Education, PUP - 0927 555 0196", ""]
    name = "ax6-kristine-bautista"
    write_text(name + ".txt", "\n".join(out))
    write_truth(name, {
        "basics": {"name": "Kristine Joy M. Bautista",
                   "label": "Secondary Mathematics Teacher (Teacher III) | Senior High School STEM",
                   "email": "kristinejoy.bautista@example.com", "phone": "0917 555 0143",
                   "location": {"city": "Quezon City", "region": "Metro Manila"},
                   "profiles": [linkedin("kristinejoy-bautista-lpt")]},
        "work": work_truth(AX6_JOBS),
        "education": [
            {"institution": "Philippine Normal University", "study_type": "Master of Arts in Education",
             "area": "Mathematics Education", "dates": dates(None, "2026-03", True, text="Expected March 2026")},
            {"institution": "Polytechnic University of the Philippines",
             "study_type": "Bachelor of Secondary Education", "area": "Mathematics", "score": "1.58",
             "dates": dates("2012", "2016", text="2012 - 2016")},
            {"institution": "Luzon Heights Academy", "study_type": "High School Diploma",
             "dates": dates("2008", "2012", text="2008 - 2012")}],
        "skills": [{"name": s} for s in AX6_SKILLS],
        "certificates": [{"name": n} for _, n in AX6_CERTS],
        "languages": [{"language": "Filipino", "fluency": "native"}, {"language": "English", "fluency": "fluent"},
                      {"language": "Cebuano", "fluency": "conversational"}],
    })


if __name__ == "__main__":
    made_scratch = not os.path.isdir(SCRATCH)
    os.makedirs(SCRATCH, exist_ok=True)
    tempfile.tempdir = SCRATCH
    try:
        ax1_process_engineer_docx()
        ax2_early_childhood_reportlab()
        ax3_actuarial_lo()
        ax4_pharmacist_weasyprint()
        ax5_data_engineer_html()
        ax6_teacher_txt()
    finally:
        tempfile.tempdir = None
        if made_scratch:
            shutil.rmtree(SCRATCH, ignore_errors=True)
