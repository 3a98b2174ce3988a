#!/usr/bin/env python3
"""Renders the fifty-sixth held-out batch (bd1–bd6) into files/ and its truth into truth/.

Written without reading the parser (nor anything under /work/main/Sources, Tests, docs, Benchmarks, .build or
output, nor anything under /tmp or /var/tmp other than this batch's own scratch folder); no project binary (mm-*),
swift or git command was run. The only project files read were holdout_render.py in full, render_batch55.py in
full (for the conventions, the truth shape and the decisions it records), the docstring openings (first 40 lines
only) of render_batch46.py to render_batch54.py (for the occupations, countries and producers already used) and
three truth files: ax1-rhiannon-pryce.json and ax6-kristine-bautista.json (whole, for how a class ("First Class"),
a GWA, A Levels, an expected degree and a high school diploma were written) and the basics, work, education,
certificates and languages of at2-mark-anthony-villanueva.json (for a volunteer post written as a work entry and a
Philippine degree with its score). files/ and truth/ were listed only to make sure no bd* file existed.
render_batch57.py and the be* files, written at the same time by another helper, were neither opened nor touched.
Nothing else in the project was read. The helpers job, school, docx_hyperlink, cell_shade, fixed_widths and
libreoffice_resave_docx are written for this batch; the rest comes from holdout_render.py. Scratch files (the
LibreOffice re-save and page check, pdflatex's run folder, wkhtmltopdf's page and Qt runtime folder) go to
/var/tmp/bd56 (tempfile.tempdir, TMPDIR and XDG_RUNTIME_DIR point there while the script runs), removed at the end.
For this batch PyMuPDF was installed with pip, and wkhtmltopdf and TeX Live's LaTeX packages
(texlive-latex-recommended, texlive-latex-extra, texlive-fonts-recommended) with apt.

A graduate recruiter's intake (graduate schemes, internships and first jobs) in one week of November 2026: six
final-year students, new graduates and people one to three years into work, from six English-speaking countries
that batches 46–55 do not use at all (their docstrings name Nigeria, Kenya, South Africa, the Philippines and
Singapore, none of Ghana, Uganda, Malaysia, Sri Lanka, Pakistan or Jamaica), in six occupations that batches
46–55 do not have (their docstrings list, among others, an ASIC verification engineer, a radiologic technologist,
a chartered accountant, a structural engineer, a dietitian, a paramedic, a payroll specialist, an electrician, an
IT service desk analyst, a CNC setter, a water treatment operator, a process engineer, an actuarial analyst, a
clinical pharmacist, a data engineer, a maths teacher, a facilities manager, a customer success manager, a
recruitment consultant, a site reliability engineer, a network engineer, a commissioning engineer, a quality
director, a logistics coordinator, a data analyst, a building inspector, a customer service representative, a
dental assistant, a kitchen manager, a bank teller and a landscape crew leader): a graduate geomatic engineer
(land surveyor) in Kumasi (Ghana), a new medical laboratory science graduate in Kampala (Uganda), a food science
graduate and QA executive in Shah Alam (Malaysia), a final-year textile and apparel engineering undergraduate
aiming at merchandising in Moratuwa (Sri Lanka), a new electrical (power) engineering graduate in Rawalpindi
(Pakistan) and a media and communication graduate in Kingston (Jamaica). Each is sent the way such applicants
really send a resume, with producers and layouts batches 46–55 used least (no ReportLab, WeasyPrint or Chromium,
which they lean on; one LibreOffice step, and that a re-save, not a PDF):

- bd1 (DOCX written with python-docx 1.2 and then OPENED AND RE-SAVED BY LIBREOFFICE WRITER 7.4 as "Word
  2007-365" – the .docx an applicant who works in LibreOffice or WPS sends, its app.xml naming LibreOffice; Times
  New Roman (Liberation Serif) 11.5 pt, A4, THREE pages, checked on a throw-away LibreOffice PDF): a West African
  WORD-TABLE CV: the centred underlined title "CURRICULUM VITAE", the name in capitals "KOFI NYARKO AMPONSAH", an
  italic label "Graduate Geomatic Engineer – Land, Engineering & Mine Surveying | GIS"; grey-shaded capital
  section bars; PERSONAL DATA as a ruled two-column "Table Grid" table of shaded labels and values (Full Name,
  Date of Birth "14th March, 2000", Place of Birth, Hometown "Akim Oda, Eastern Region", Nationality, Marital
  Status, Religion, Postal Address "P. O. Box KS 9046, Adum – Kumasi", Residential Address "Hse. No. AY 112,
  Ayeduase, Kumasi", Telephone "024 555 0173 / 020 555 0148" – TWO NUMBERS –, E-mail as a Word hyperlink,
  Languages Spoken "English, Twi and Ga" – NO LEVELS): THE CONTACT DETAILS ARE ONLY IN THIS TABLE; CAREER
  OBJECTIVE; EDUCATIONAL BACKGROUND as a three-column table (YEAR | INSTITUTION | CERTIFICATE / QUALIFICATION):
  "2019 – 2023" "Kwame Nkrumah University of Science and Technology, Kumasi" "B.Sc. Geomatic Engineering" over an
  italic "Second Class (Upper Division)"; "2015 – 2018" a senior high school "West African Senior School
  Certificate Examination (WASSCE) – General Science"; "2012 – 2015" a junior high school "Basic Education
  Certificate Examination (BECE)"; WORKING EXPERIENCE as ONE FOUR-ROW LABEL TABLE A JOB (Period, Organisation
  "Employer, Town", Position in bold, Duties as bullets in the cell): "Junior Surveyor" "October 2024 – Date";
  the NATIONAL SERVICE year "National Service Personnel (Assistant Surveyor)" at a municipal assembly "September
  2023 – August 2024"; an INDUSTRIAL ATTACHMENT "Industrial Attachment Student – Mine Survey Department" "June –
  August 2022"; then OTHER WORK EXPERIENCE, a bullet "Field Assistant (vacation job), Birim Land Consult, Akim Oda
  – …" WITH NO DATES; PROJECT WORK (the final-year project); COMPUTER AND TECHNICAL SKILLS bullets; CERTIFICATES
  AND SHORT COURSES ("name – issuer, year"); EXTRA-CURRICULAR ACTIVITIES (a students' association office with
  "2021/2022 academic year", a student membership of the Ghana Institution of Surveyors, a choir); HOBBIES;
  REFEREES as a three-cell table (titles "Dr. (Mrs.)", "Surv." with "(MGhIS)", "Mr.", posts and "Tel:" numbers);
  DECLARATION with the name and "November, 2026". A graduate geomatic engineer in Kumasi, Ghana.
- bd2 (an HTML file kept as HTML: GOOGLE DOCS "File > Download > Web page", UTF-8, no <title>): Google's export
  markup – one <style> of generated classes (.c1, .c2, …, an @import of Docs fonts), every run a <span>, lists as
  ul.lst-kix_… with the bullet drawn by CSS, empty paragraphs for spacing, LINKS WRAPPED IN
  google.com/url?q=…&sa=D&source=editors&ust=…&usg=… REDIRECTS (the mailto and the LinkedIn profile), and
  BORDERLESS TWO-CELL TABLES for every header line: the top one (name "Joan Nabukenya" and the label "Medical
  Laboratory Scientist (Graduate) – Clinical Chemistry, Haematology & Microbiology" at the left; "Kawempe,
  Kampala", "+256 772 555 018", the email and "linkedin.com/in/joan-nabukenya-mls" right-aligned in the right
  cell) and one per entry (bold title over an italic "Employer, Town" at the left, THE DATES IN THE RIGHT CELL);
  CAREER OBJECTIVE; EDUCATION: "Bachelor of Science in Medical Laboratory Science" Mbarara University of Science
  and Technology "2020 – 2024" with a bullet "CGPA: 4.21/5.00 – Second Class Honours (Upper Division); graduated
  January 2025" and a research project; "Uganda Advanced Certificate of Education (UACE)" "2018 – 2019" with its
  principal subjects and grades; "Uganda Certificate of Education (UCE)" "2014 – 2017" "Division One (Aggregate
  14)"; WORK EXPERIENCE & INTERNSHIPS: "Laboratory Technologist (Volunteer)" at a health centre IV "March 2025 –
  to date"; "Research Assistant (part-time)" "Aug 2024 – Feb 2025"; "Census Enumerator" at the Uganda Bureau of
  Statistics "May 2024" (ONE MONTH); "Laboratory Intern" "June – August 2023"; "Community-Based Education (COBERS)
  Student Placement" at a health centre III WITH AN EMPTY DATE CELL; LABORATORY SKILLS and COMPUTER SKILLS
  bullets; CERTIFICATES & TRAININGS ("name – issuer, year"); VOLUNTEERING & LEADERSHIP (a class representative,
  a Red Cross mobiliser "2021 to 2023", outreach talks); LANGUAGES as "Language – Level" bullets (Excellent,
  Good, Fair); PERSONAL DETAILS as a label table (date of birth, sex, nationality, marital status, district of
  origin); HOBBIES; three numbered REFEREES with titles and "+256" numbers; DECLARATION with a dotted signature
  line. A medical laboratory scientist (new graduate) in Kampala, Uganda.
- bd3 (fpdf2 2.8.9 with DejaVu Sans, A4, TWO pages, the TWO-COLUMN PDF): a tinted left column on every page,
  WRITTEN FIRST in the content stream: an initials disc "NA" where a photo would go, CONTACT ("012-555 0193", the
  email and "linkedin.com/in/nurul-aisyah-razali" as links, the address "No. 23, Jalan Setia Murni 7/12, Seksyen
  7, 40000 Shah Alam, Selangor"), PERSONAL DETAILS (bold "Label:" runs: date of birth, age, nationality, marital
  status, driving licence), SKILLS bullets (wrapping inside the narrow column), LANGUAGES ("Bahasa Melayu –
  Native", "English – Good (MUET Band 4)", "Mandarin – Basic"), CERTIFICATIONS (a bold name over a grey year);
  then the main column at the right: the name "Nurul Aisyah binti Mohd Razali" (a Malay name with "binti"), the
  label "Food Technologist | QA/QC Executive | HACCP & Halal", CAREER OBJECTIVE, EDUCATION with each entry a bold
  title THAT WRAPS ONTO A SECOND LINE beside teal dates drawn at the right of its first line, an italic school
  line and a grade line: "Bachelor of Science (Hons.) Food Science and Technology" "Oct 2019 – Aug 2023"
  Universiti Teknologi MARA "CGPA: 3.62 / 4.00 · Dean's List (Semesters 2, 4, 5 & 6)"; "Malaysian Matriculation
  Programme – Life Science" "2018 – 2019" "CGPA: 3.75 / 4.00"; "Sijil Pelajaran Malaysia (SPM)" "2017" "Result:
  8A 1B"; WORK EXPERIENCE in the same form: "QA Executive" "Sep 2023 – Present"; "Industrial Trainee – Quality
  Assurance" "Feb 2023 – Jul 2023" (the 24-week latihan industri); "Part-time Sales Promoter (semester breaks)"
  "2020 – 2022"; FINAL YEAR PROJECT; CO-CURRICULAR ACTIVITIES (a society secretary "2021/2022", a programme
  director, a volunteer club); page 2 holds the rest of the co-curricular list and REFERENCES in two columns
  ("Dr. … binti …", "Encik … bin …", "03-" and "019-" numbers). A food technologist and QA executive in Shah
  Alam, Selangor, Malaysia.
- bd4 (wkhtmltopdf 0.12.6 with unpatched Qt 5.15, of an online CV builder's HTML template, A4, TWO pages,
  Liberation Sans; the builder's CSS zoom makes up for Qt's shrinking): a purple header band with a yellow
  monogram disc "HW", the name "Hasini Wijesinghe" and the label "Final-Year Undergraduate – Textile & Apparel
  Engineering | Aspiring Apparel Merchandiser"; a pale contact strip with ICONS AS CHARACTERS ("✆ +94 77 555
  0142", "✉" the email, "⌂ No. 27/4, Station Road, Katubedda, Moratuwa", "in" the LinkedIn link); yellow-ruled
  capital headings; CAREER OBJECTIVE; EDUCATION with the bold title and the dates right-aligned in a table row
  over an italic school line: "B.Sc. Engineering (Hons) in Textile & Apparel Engineering" "2022 – 2027
  (Expected)" University of Moratuwa with "Current GPA: 3.48 / 4.20 (after six semesters) · Dean's List:
  Semesters 1 and 3" (a GPA OUT OF 4.2); "G.C.E. Advanced Level (Physical Science)" "2020" with "Z-Score: 1.7421 ·
  Island rank 2,214" and a RESULTS GRID of subjects and grades; "G.C.E. Ordinary Level" "2017" with a nine-subject
  results grid; EXPERIENCE: "Industrial Trainee – Merchandising & Production Planning" Lakpura Apparel (Pvt) Ltd,
  Katunayake "Oct 2024 – Mar 2025" (NAITA-registered industrial training); "Part-time Tutor – Combined
  Mathematics (Grade 12 & 13)" "Jan 2021 – Feb 2022"; "Sales Assistant (Avurudu season)" Nilmini Textiles,
  Panadura WITH NO DATES; PROJECTS in the SAME ENTRY FORM WITH DATES ("2026", "2024"); then a two-cell table that
  BREAKS ACROSS THE PAGE: SKILLS and LANGUAGES with FIVE-DOT RATINGS (●●●●○) at the left, CERTIFICATIONS,
  EXTRA-CURRICULAR ACTIVITIES and INTERESTS at the right; PERSONAL INFORMATION as a colon-aligned table (Full
  Name "Wijesinghe Arachchige Hasini Tharushika", NAME WITH INITIALS "W. A. H. T. Wijesinghe", date of birth,
  gender, nationality, religion, civil status, NIC No.); NON-RELATED REFEREES in two columns; a DECLARATION signed
  "W. A. H. T. Wijesinghe" with a date; the builder's footer "Created with CVMaker.example …". pdftotext's default
  reading order prints "Wijesinghe" before "HW Hasini" (the monogram disc shares the name's line); the raw
  order reads "HW Hasini Wijesinghe". A final-year textile and apparel engineering undergraduate in Moratuwa,
  Sri Lanka.
- bd5 (pdflatex, TeX Live 2022, of the widely shared Overleaf one-page student template (sb2nov/"Jake's
  Resume", MIT), Computer Modern, A4, ONE page): the small-caps name "Muhammad Hamza Tariq" and ONE " | "
  contact line that wraps ("+92 300 5550173", underlined mailto, "linkedin.com/in/hamza-tariq-ee",
  "github.com/hamzatariq-ee", "Rawalpindi, Pakistan"); NO LABEL; small-caps ruled headings; EDUCATION as the
  template's two-row tabular* subheadings (bold school | place, italic degree | italic dates): "National
  University of Sciences and Technology" "Islamabad, Pakistan" "Bachelor of Engineering in Electrical Engineering;
  CGPA: 3.41/4.00" "Sep. 2021 -- Jun. 2025" with coursework and "Dean's Honor List" bullets; "F.Sc.
  (Pre-Engineering) -- BISE Rawalpindi; Marks: 1012/1100" "2019 -- 2021"; "Matriculation (Science) -- BISE
  Rawalpindi; Marks: 1051/1100" "2017 -- 2019" (MARKS OUT OF 1100); EXPERIENCE (bold title | dates, italic
  employer | italic place): "Trainee Engineer (Grid Maintenance)" "Jul. 2025 -- Present"; "Summer Intern --
  Protection & Control" "Jun. 2024 -- Aug. 2024"; "Teaching Assistant -- Linear Circuit Analysis (part-time)" at
  "School of Electrical Engineering and Computer Science, NUST" with NO BULLETS; "Internship Trainee" "Jul. 2023
  -- Aug. 2023" "Muzaffarabad, AJK"; PROJECTS as one-row headings "bold name | italic tools" with dates at the
  right (the final-year project "Sep. 2024 -- Jun. 2025", "Spring 2024"); LEADERSHIP & ACTIVITIES IN THE SAME
  FOUR-PART SUBHEADING FORM AS THE JOBS ("General Secretary" "2023 -- 2024" IEEE NUST Student Branch; "Volunteer
  Teacher" "2022 -- 2023"); CERTIFICATIONS as "bold name -- note" lines; TECHNICAL SKILLS as bold-labelled ", "
  lines whose items hold commas in parentheses ("Embedded C (Arduino, STM32)", "PLC programming (Siemens S7-1200,
  TIA Portal)") and a LAST LINE "Languages: English (Professional), Urdu (Native), Punjabi (Native)". A new
  electrical (power) engineering graduate in Rawalpindi, Pakistan.
- bd6 (PyMuPDF 2.0 (MuPDF 1.28) drawing a CANVA-STYLE DESIGN, A4, ONE page, DejaVu Sans with its ExtraLight face; creator
  and producer set to "Canva" as a Canva export has them; EVERY LINE PLACED SEPARATELY, as a design tool does): a
  dark teal LEFT SIDEBAR with a ringed photo placeholder disc "TM", CONTACT lines with ICON CHARACTERS IN CORAL
  DISCS ("☎", "✉", "⌂", "in") – "(876) 555-0147", the email, "Papine, Kingston 7, Jamaica",
  "linkedin.com/in/tishanna-mcfarlane" –, SKILLS and SOFTWARE each a name over a SKILL BAR DRAWN AS TWO
  RECTANGLES (no level printed), LANGUAGES as "Language — Level" with five drawn dots, HOBBIES as icon characters
  ("♫ Music ✎ Blogging", "✈ Travel ★ Netball"); the main column: THE NAME ON TWO LINES IN TWO WEIGHTS ("Tishanna"
  bold, "McFarlane" extra-light), a coral label "Communications & Social Media Assistant | Content Creator",
  headings with icon discs; ABOUT ME; WORK EXPERIENCE as a TIMELINE (a vertical rule with rings; coral dates
  ABOVE each bold title; an italic "Employer | Town" line; bullets): "Communications Assistant" "Oct 2023 –
  Present"; "Freelance Content Creator" TishCreates "2021 – Present" (concurrent, self-employed under a trading
  name); "Social Media Intern" "May – Aug 2022"; "Customer Service Agent (part-time)" "2020 – 2022" with no
  bullets; EDUCATION in the same timeline: "BA Media and Communication" "The University of the West Indies |
  Mona, Kingston" "2019 – 2022" "Upper Second Class Honours · Dean's List 2021/22"; "Caribbean Advanced
  Proficiency Examination (CAPE)" "2017 – 2019" with unit grades in roman numerals; "Caribbean Secondary
  Education Certificate (CSEC)" "2017"; CERTIFICATIONS ("bold name – issuer, year"); VOLUNTEER & LEADERSHIP
  bullets; REFERENCES in two columns. A media and communication graduate in Kingston, Jamaica.

They hold what graduates' resumes hold: education first, in each country's terms and grades (a class, CGPAs out
of 5.00, 4.00 and 4.20, Dean's Lists, a Z-score, SPM "8A 1B", a UCE division, marks out of 1100, results grids,
roman-numeral CAPE grades); national service, industrial attachments and training, internships, a volunteer
post, a census job, a teaching assistantship, part-time and seasonal jobs, a self-employed trading name, jobs
with no dates (bd1, bd2, bd4); dates written "October 2024 – Date", "September 2023 – August 2024", "June –
August 2022", "March 2025 – to date", "Aug 2024 – Feb 2025", "May 2024", "June – August 2023", "Sep 2023 –
Present", "Feb 2023 – Jul 2023", "2020 – 2022", "Oct 2024 – Mar 2025", "Jan 2021 – Feb 2022", "Jul. 2025 --
Present", "Jun. 2024 -- Aug. 2024", "Feb. 2024 -- Jun. 2024", "Jul. 2023 -- Aug. 2023", "Oct 2023 – Present",
"2021 – Present", "May – Aug 2022"; and for education "2019 – 2023", "2015 – 2018", "2012 – 2015", "2020 – 2024",
"2018 – 2019", "2014 – 2017", "Oct 2019 – Aug 2023", "2017", "2022 – 2027 (Expected)", "2020", "Sep. 2021 --
Jun. 2025", "2019 -- 2021", "2017 -- 2019", "2019 – 2022", "2017 – 2019"; projects, final-year projects,
student-society offices and volunteering beside the jobs; referees with titles and phones; personal-details
blocks; hobbies; career objectives; skills as lists, dots and bars; phones in each country's form with 555
numbers (no drama range is known for these countries; Jamaica's is NANP 555-01xx).

Decisions for this batch (following batch 55's and, through its docstring, batches 45–54's; new ones marked NEW):
- Personal details (NEW in this extent): date of birth, age, place of birth, hometown and region, district of
  origin, nationality, sex or gender, religion, marital or civil status, NIC number, driving licence, the full
  name and the name with initials, postal addresses, hobbies and interests, the declaration and signature are
  not recorded. The basics name is the name as headed (bd1's capitals "KOFI NYARKO AMPONSAH" recorded as the
  table's "Kofi Nyarko Amponsah"; bd4 "Hasini Wijesinghe", not "Wijesinghe Arachchige Hasini Tharushika" nor
  "W. A. H. T. Wijesinghe"; bd6's two lines joined "Tishanna McFarlane"; bd3 with "binti" as printed). The
  location is where the applicant LIVES, not the hometown or region of origin (bd1 "Kumasi" from the residential
  address, not "Akim Oda, Eastern Region"). With two phones printed, the first is the phone (bd1 "024 555 0173").
- Location (batch 55's rule): the city, with the state printed beside it (bd3 "Shah Alam" / "Selangor"),
  without the street, suburb or division ("Katubedda", "Kawempe", "Papine", "Ayeduase"), postcode, postal zone
  ("Kingston 7" is "Kingston") or country ("Rawalpindi, Pakistan" and "Kingston 7, Jamaica" are "Rawalpindi" and
  "Kingston"). Work locations stay as printed with each job ("Rawalpindi, Pakistan", "Muzaffarabad, AJK").
- Referees (NEW in this form), their titles, posts, phones and emails are not resume content.
- Work (NEW in this extent): the entries under the experience headings are the work, in printed order: a
  national service year (bd1), industrial attachments and training (bd1, bd3, bd4), internships, a volunteer post
  printed under Experience (bd2, as batch 46's at2), a census enumerator's month, a teaching assistantship, a
  self-employed trading name as the employer (bd6 "TishCreates", as batch 55's "JT Home Repairs"). bd1's "OTHER
  WORK EXPERIENCE" line is a work entry without dates. Projects (bd1's project work, bd3's final-year project,
  bd4's and bd5's projects even with dates in the job form), student-society offices, memberships and
  volunteering printed under their own headings (bd1's extra-curricular activities, bd2's volunteering and
  leadership, bd3's co-curricular activities, bd4's extra-curricular activities, bd5's "Leadership &
  Activities" in the job form, bd6's volunteer and leadership bullets) are NOT work entries: the truth has no
  projects or volunteer section. bd1's Organisation cell and every "Employer, Town" or "Employer | Town" line give
  the name and the location. "October 2024 – Date" and "March 2025 – to date" are current; "May 2024" (one month,
  NEW) is that month as start and end; "June – August 2022", "May – Aug 2022" take the year from the end. "--" in
  the LaTeX source prints an en dash, and date_text has the en dash as printed.
- Education (batch 52's and 54's rule: the study type is the kind of qualification, the area its field): bd1
  "B.Sc." / "Geomatic Engineering"; "West African Senior School Certificate Examination (WASSCE)" / "General
  Science"; "Basic Education Certificate Examination (BECE)"; bd2 "Bachelor of Science" / "Medical Laboratory
  Science"; "Uganda Advanced Certificate of Education (UACE)", "Uganda Certificate of Education (UCE)" whole;
  bd3 "Bachelor of Science (Hons.)" / "Food Science and Technology"; "Malaysian Matriculation Programme" / "Life
  Science"; "Sijil Pelajaran Malaysia (SPM)"; bd4 "B.Sc. Engineering (Hons)" / "Textile & Apparel Engineering";
  "G.C.E. Advanced Level" / "Physical Science"; "G.C.E. Ordinary Level"; bd5 "Bachelor of Engineering" /
  "Electrical Engineering"; "F.Sc." / "Pre-Engineering" and "Matriculation" / "Science" (the examining boards
  "BISE Rawalpindi" left out, as awarding bodies); bd6 "BA" / "Media and Communication", "Caribbean Advanced
  Proficiency Examination (CAPE)", "Caribbean Secondary Education Certificate (CSEC)". Institutions without the
  town or campus after a comma or bar ("Kwame Nkrumah University of Science and Technology", "Universiti
  Teknologi MARA", "The University of the West Indies"); a school printed twice gives two entries (bd4, bd6).
- Scores (NEW in this extent): the score is the grade of the whole award as printed, without its label: a CGPA or
  GPA with its scale where printed ("4.21/5.00", "3.62 / 4.00", "3.75 / 4.00", "3.48 / 4.20", "3.41/4.00"), and
  where a CGPA and a class are both printed the CGPA (bd2); a class where only the class is printed ("Second
  Class (Upper Division)", "Upper Second Class Honours"); a single overall result of a school-leaving examination
  ("Division One" – "(Aggregate 14)" left out –, "8A 1B", the Z-score "1.7421", marks "1012/1100" and
  "1051/1100"). Subject-by-subject grades (bd2's UACE, bd4's results grids, bd6's CAPE units), ranks, Dean's
  Lists, scholarships and honours lists are not scores. "Current GPA … (after six semesters)" is the score of a
  degree in progress.
- A degree in progress (NEW in this form): "2022 – 2027 (Expected)" is current, with the start and the expected
  end (batch 50's "Expected March 2026" was current with its end).
- Certificates drop issuers, years, registration numbers and notes (bd5 "PEC Registered Engineer" without "Reg.
  No. …", a professional registration counting as batch 55 counted a licence); awards, honours lists,
  scholarships, exhibition prizes and memberships are not certificates.
- Skills are the listed items as printed, without group labels (batch 48's rule), ratings, dots or bars: bd1's
  and bd3's bullets; bd2's laboratory then computer skills; bd4's eight dotted items; bd5's items split at the
  commas between items, not those inside parentheses, without the "Languages:" line; bd6's SKILLS then SOFTWARE
  bar labels.
- Languages with their level as printed, remarks left out (batch 55's rule): bd1's three WITHOUT A LEVEL (no
  fluency key); bd3 "English" "Good" ("(MUET Band 4)" left out); bd5's from the skills section.
- Basics: the label is the line under the name, whole; bd5 has none. Profiles: LinkedIn for bd2, bd3, bd4, bd5
  and bd6 (bd5's link, like its printed text, has no "www.", and is recorded so); bd5 also GitHub.

Truth conventions as in batches 5–55: date_text as printed, the work entry's location where printed, phones as
printed. Every person, employer, school named as invented below, phone and email is invented (emails and the
builder's address at example.com / .example), except the universities, colleges, examinations and their bodies,
regulators, issuers, schemes, products and places, which are real and named as any resume names them (KNUST, the
WASSCE and BECE, the Ghana Institution of Surveyors, the Lands Commission, Esri, Leica, Trimble, CHC, DJI, Pix4D,
AutoCAD Civil 3D, ArcGIS, QGIS, Surpac, Mbarara University of Science and Technology, COBERS, UACE, UCE, the
Uganda Bureau of Statistics and its 2024 census, the Uganda Red Cross Society, Sysmex, Cobas, HumaLyzer,
GeneXpert, DHIS2, REDCap, SPSS, the NIDA Clinical Trials Network, Universiti Teknologi MARA, Kolej Matrikulasi
Selangor, SPM, MUET, MS 1500 and MS 1480, MeSTI, FSSC 22000, ISO 22000, SAP, the University of Moratuwa, the
G.C.E. examinations, NAITA, SLITA, Gerber AccuMark, Lectra Modaris, Microsoft, the National University of Sciences
and Technology, BISE Rawalpindi, the Pakistan Engineering Council, IEEE, Coursera and the University of Colorado
Boulder, Siemens, Omicron, ETAP, PSS/E, PSCAD, MATLAB, Proteus, LTspice, IEC 60909, The University of the West
Indies and CARIMAC, CAPE, CSEC, Google Digital Garage, HubSpot Academy, Meta, Hootsuite, Adobe, Canva and the
Jamaica Cancer Society). Invented: Geoline Surveys & Mapping Ltd, Oda Municipal Assembly, Tarkwa Hills Mining
Company Ltd, Birim Land Consult, Birim Valley Senior High School, Birim Hills Presby Junior High School, Kumasi
Drone Academy, Kawempe Riverside Health Centre IV, Rwizi Health Research Unit, Kakoba Community Hospital,
Kyamuhunga Health Centre III, St. Kizito Hill Secondary School, Masaka Township Secondary School, Seri Murni
Foods Sdn. Bhd., Roti Gemilang Bakeries Sdn. Bhd., Pasaraya Anggun, SMK Seri Anggerik, Lakpura Apparel (Pvt) Ltd,
Pragna Education Centre, Nilmini Textiles, Lakdiva Central College, CVMaker.example, Potohar Power Services (Pvt.)
Ltd., Indus Grid Solutions (Pvt.) Ltd., Jhelum Valley Hydropower Company, Chaklala Heights College and School,
Industrial Automation Training Centre, Roshni Evening School, Liguanea Community Credit Union, TishCreates,
Island Pulse Media Ltd., Caribbean Contact Solutions and Red Hills Christian High School.

Tools: python-docx 1.2, fpdf2 2.8.9 (installed already), LibreOffice 7.4 (bd1's re-save and page check),
wkhtmltopdf 0.12.6 and TeX Live 2022's pdflatex (installed with apt), PyMuPDF 2.0 (installed with pip),
fonts-liberation, DejaVu and poppler-utils. check_pages, dates, fpdf_dejavu, linkedin, lo_page_count, new_docx,
oxml_element, pdf_pages, pdflatex, shade, tex, wkhtmltopdf, write_text and write_truth come from
holdout_render.py. Run from this folder: python3 render_batch56.py
"""
import os
import shutil
import subprocess
import tempfile
from xml.sax.saxutils import escape

from holdout_render import (DEJAVU, DEJAVU_FILES, FILES, check_pages, dates, linkedin, lo_page_count, oxml_element,
                            pdf_pages, write_text, write_truth)

# Scratch files (the LibreOffice re-save and page checks, pdflatex's run, wkhtmltopdf's page) go here, never to /tmp.
SCRATCH = os.environ.get("BD56_SCRATCH", "/var/tmp/bd56")


def job(position, name, location, date_text, span):
    """A truth work entry; the location is left out where none is printed, and a job printed without dates
    has a dates object with is_current false only (holdout_render.work_truth's rule)."""
    entry = {"position": position, "name": name}
    if location:
        entry["location"] = location
    entry["dates"] = dates(*span, text=date_text) if date_text else dates(None)
    return entry


def school(institution, study_type, area, score, span, date_text):
    """A truth education entry; area and score are left out where none is printed."""
    entry = {"institution": institution, "study_type": study_type}
    if area:
        entry["area"] = area
    if score:
        entry["score"] = score
    entry["dates"] = dates(*span, text=date_text)
    return entry


def docx_hyperlink(paragraph, url, text, color="0563C1", underline=True, size=None, bold=False):
    """Appends a Word hyperlink (w:hyperlink with an external relationship) printed as `text`."""
    from docx.opc.constants import RELATIONSHIP_TYPE
    from docx.oxml.ns import qn
    r_id = paragraph.part.relate_to(url, RELATIONSHIP_TYPE.HYPERLINK, is_external=True)
    link = oxml_element("w:hyperlink")
    link.set(qn("r:id"), r_id)
    run = oxml_element("w:r")
    props = oxml_element("w:rPr")
    if bold:
        props.append(oxml_element("w:b"))
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


def cell_shade(cell, fill):
    """A solid fill (w:shd) for a python-docx table cell."""
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


def libreoffice_resave_docx(document, name):
    """Saves the python-docx document to the scratch folder, opens and re-saves it with LibreOffice Writer as
    "Word 2007-365" (.docx) – the file an applicant who writes in LibreOffice or WPS sends – and copies that
    re-saved DOCX to FILES/name.docx."""
    with tempfile.TemporaryDirectory() as tmp:
        source_dir, out_dir = os.path.join(tmp, "in"), os.path.join(tmp, "out")
        os.makedirs(source_dir); os.makedirs(out_dir)
        source = os.path.join(source_dir, name + ".docx")
        document.save(source)
        profile = "file://" + os.path.join(tmp, "lo-profile")
        subprocess.run(["soffice", f"-env:UserInstallation={profile}", "--headless", "--convert-to",
                        "docx:MS Word 2007 XML", "--outdir", out_dir, source], check=True, capture_output=True,
                       timeout=300)
        path = os.path.join(FILES, name + ".docx")
        shutil.copy(os.path.join(out_dir, name + ".docx"), path)
    return path


# ---- bd1: graduate geomatic engineer (Kumasi, Ghana), a Word-table CV re-saved by LibreOffice Writer as DOCX ---------
BD1_JOBS = [  # (position, organisation, town, period as printed or None, truth span, duties)
    ("Junior Surveyor", "Geoline Surveys & Mapping Ltd", "Kumasi", "October 2024 – Date", ("2024-10", None, True),
     ["Carry out cadastral, topographic and engineering surveys with total station and GNSS RTK for private "
      "clients, estate developers and the district assemblies.",
      "Prepare site plans, cadastral plans and longitudinal sections in AutoCAD Civil 3D for submission to the "
      "Lands Commission.",
      "Process drone imagery (DJI Phantom 4 RTK) in Pix4D into orthophotos and contour maps for three mining "
      "and road clients.",
      "Set out buildings, culverts and road centrelines and keep the field books and control register."]),
    ("National Service Personnel (Assistant Surveyor)", "Oda Municipal Assembly", "Akim Oda",
     "September 2023 – August 2024", ("2023-09", "2024-08"),
     ["Posted to the Physical Planning Department: surveyed and pegged 240 building plots for the new Oda East "
      "residential scheme.",
      "Updated the street-naming and property-addressing database in QGIS and trained two colleagues to use it.",
      "Assisted in the inspection of building permit applications and site verification visits."]),
    ("Industrial Attachment Student – Mine Survey Department", "Tarkwa Hills Mining Company Ltd", "Tarkwa",
     "June – August 2022", ("2022-06", "2022-08"),
     ["Took part in pit and stockpile volume surveys, blast-hole pickups and monthly reconciliation reports.",
      "Learnt the mine's Leica and Surpac workflow and the safety rules of an open-pit mine."]),
]
BD1_OTHER = ("Field Assistant (vacation job)", "Birim Land Consult", "Akim Oda")
BD1_SKILLS = ["Total station and GNSS RTK surveying (Leica, Trimble, CHC)", "Cadastral and topographic surveys",
              "Engineering setting out", "AutoCAD Civil 3D", "ArcGIS Pro and QGIS",
              "Drone mapping (DJI Phantom 4 RTK, Pix4D)", "Leica Infinity and Trimble Business Center",
              "Microsoft Office (Word, Excel, PowerPoint)"]
BD1_CERTS = [("Certificate in Drone Mapping and Photogrammetry", "Kumasi Drone Academy, 2024"),
             ("Esri MOOC: Going Places with Spatial Analysis", "Esri, 2022"),
             ("Basic Occupational Health and Safety", "Tarkwa Hills Mining Company, 2022")]


def bd1_word_table_cv():
    from docx.enum.table import WD_TABLE_ALIGNMENT
    from docx.enum.text import WD_ALIGN_PARAGRAPH
    from docx.shared import Inches, Mm, Pt, RGBColor
    from holdout_render import new_docx, shade

    document = new_docx(author="Kofi Amponsah", title="CV - Kofi Nyarko Amponsah", page=(Mm(210), Mm(297)),
                        margins=(Inches(0.9), Inches(0.8)), font="Times New Roman", size=11.5, space_after=2)
    full = Inches(6.47)
    navy = RGBColor(0x1F, 0x38, 0x64)

    def run(p, text, bold=False, italic=False, size=None, underline=False, color=None):
        r = p.add_run(text); r.bold = bold; r.italic = italic; r.underline = underline
        if size: r.font.size = Pt(size)
        if color is not None: r.font.color.rgb = color
        return r

    def para(text="", bold=False, italic=False, size=None, align=None, before=0, after=2, style=None):
        p = document.add_paragraph(style=style)
        p.paragraph_format.space_before = Pt(before); p.paragraph_format.space_after = Pt(after)
        if align == "center": p.alignment = WD_ALIGN_PARAGRAPH.CENTER
        if text: run(p, text, bold, italic, size)
        return p

    def heading(text):  # the CV's grey-shaded capital section bars
        p = para(before=10, after=4)
        run(p, text, bold=True, size=11.5, color=navy)
        p.paragraph_format.keep_with_next = True
        shade(p._p.get_or_add_pPr(), "D9D9D9")

    def grid(rows, cols, widths):
        table = document.add_table(rows=rows, cols=cols)
        table.style = document.styles["Table Grid"]
        table.alignment = WD_TABLE_ALIGNMENT.CENTER
        fixed_widths(table, widths)
        return table

    def cell_text(cell, text, bold=False, italic=False, first=True):
        p = cell.paragraphs[0] if first else cell.add_paragraph()
        p.paragraph_format.space_after = Pt(1)
        run(p, text, bold, italic)
        return p

    para("CURRICULUM VITAE", bold=True, size=15, align="center", after=4).runs[0].underline = True
    para("KOFI NYARKO AMPONSAH", bold=True, size=17, align="center", after=1)
    para("Graduate Geomatic Engineer – Land, Engineering & Mine Surveying | GIS", italic=True, size=11.5,
         align="center", after=6)

    heading("PERSONAL DATA")
    personal = [("Full Name", "Kofi Nyarko Amponsah"), ("Date of Birth", "14th March, 2000"),
                ("Place of Birth", "Akim Oda"), ("Hometown", "Akim Oda, Eastern Region"),
                ("Nationality", "Ghanaian"), ("Marital Status", "Single"), ("Religion", "Christian"),
                ("Postal Address", "P. O. Box KS 9046, Adum – Kumasi"),
                ("Residential Address", "Hse. No. AY 112, Ayeduase, Kumasi"),
                ("Telephone", "024 555 0173 / 020 555 0148"), ("E-mail", None),
                ("Languages Spoken", "English, Twi and Ga")]
    table = grid(len(personal), 2, [Inches(1.9), Inches(4.57)])
    for row, (label, value) in zip(table.rows, personal):
        cell_shade(row.cells[0], "F2F2F2")
        cell_text(row.cells[0], label, bold=True)
        if value is None:
            p = row.cells[1].paragraphs[0]
            docx_hyperlink(p, "mailto:kofi.amponsah@example.com", "kofi.amponsah@example.com")
        else:
            cell_text(row.cells[1], value)

    heading("CAREER OBJECTIVE")
    para("A hardworking and result-oriented Geomatic Engineering graduate seeking a Graduate Trainee position in a "
         "mining, construction or surveying organisation where I can apply my knowledge of land, engineering and "
         "mine surveying and GIS, grow towards licensure with the Ghana Institution of Surveyors, and contribute to "
         "the success of the organisation.", after=2).alignment = WD_ALIGN_PARAGRAPH.JUSTIFY

    heading("EDUCATIONAL BACKGROUND")
    education = [("2019 – 2023", "Kwame Nkrumah University of Science and Technology, Kumasi",
                  ["B.Sc. Geomatic Engineering", "Second Class (Upper Division)"]),
                 ("2015 – 2018", "Birim Valley Senior High School, Akim Oda",
                  ["West African Senior School Certificate Examination (WASSCE) – General Science"]),
                 ("2012 – 2015", "Birim Hills Presby Junior High School, Akim Oda",
                  ["Basic Education Certificate Examination (BECE)"])]
    table = grid(len(education) + 1, 3, [Inches(1.2), Inches(2.6), Inches(2.67)])
    for cell, head in zip(table.rows[0].cells, ("YEAR", "INSTITUTION", "CERTIFICATE / QUALIFICATION")):
        cell_shade(cell, "DCE6F1")
        cell_text(cell, head, bold=True)
    for row, (years, institution, lines) in zip(table.rows[1:], education):
        cell_text(row.cells[0], years)
        cell_text(row.cells[1], institution)
        for i, line in enumerate(lines):
            cell_text(row.cells[2], line, bold=(i == 0 and len(lines) > 1), italic=(i > 0), first=(i == 0))

    heading("WORKING EXPERIENCE")
    for n, (position, organisation, town, period, _, duties) in enumerate(BD1_JOBS):
        table = grid(4, 2, [Inches(1.5), Inches(4.97)])
        rows = [("Period", period), ("Organisation", f"{organisation}, {town}"), ("Position", position)]
        for row, (label, value) in zip(table.rows, rows):
            cell_shade(row.cells[0], "F2F2F2")
            cell_text(row.cells[0], label, bold=True)
            cell_text(row.cells[1], value, bold=(label == "Position"))
        cell_shade(table.rows[3].cells[0], "F2F2F2")
        cell_text(table.rows[3].cells[0], "Duties", bold=True)
        for i, duty in enumerate(duties):
            p = table.rows[3].cells[1].paragraphs[0] if i == 0 else table.rows[3].cells[1].add_paragraph()
            p.style = document.styles["List Bullet"]
            p.paragraph_format.space_after = Pt(1)
            run(p, duty)
        para(after=0).paragraph_format.line_spacing = Pt(8)

    heading("OTHER WORK EXPERIENCE")
    position, organisation, town = BD1_OTHER
    p = para(style="List Bullet", after=2)
    run(p, position, bold=True)
    run(p, f", {organisation}, {town} – chaining, pegging and clearing of building plots with the firm's "
           "survey gang during the long vacations while in senior high school.")

    heading("PROJECT WORK")
    p = para(after=2)
    run(p, "Final Year Project: ", bold=True)
    run(p, "“Deformation Monitoring of the Barekese Dam Embankment Using GNSS and Precise Levelling” – "
           "established a monitoring network of 12 points and compared two epochs of observations.")

    heading("COMPUTER AND TECHNICAL SKILLS")
    for skill in BD1_SKILLS:
        para(skill, style="List Bullet", after=1)

    heading("CERTIFICATES AND SHORT COURSES")
    for cert, note in BD1_CERTS:
        p = para(style="List Bullet", after=1)
        run(p, cert)
        run(p, f" – {note}", italic=True)

    heading("EXTRA-CURRICULAR ACTIVITIES")
    for line in ("Financial Secretary, Geomatic Engineering Students' Association (GESA), KNUST – 2021/2022 "
                 "academic year",
                 "Student Member, Ghana Institution of Surveyors (GhIS)",
                 "Member, KNUST Campus Ministry Choir"):
        para(line, style="List Bullet", after=1)

    heading("HOBBIES")
    para("Reading, playing football, watching documentaries and travelling.")

    heading("REFEREES")
    referees = [["Dr. (Mrs.) Akua Sarpong-Mensah", "Senior Lecturer", "Department of Geomatic Engineering",
                 "KNUST, Kumasi", "Tel: 024 555 0112"],
                ["Surv. Emmanuel K. Ofori (MGhIS)", "Managing Director", "Geoline Surveys & Mapping Ltd",
                 "Kumasi", "Tel: 020 555 0166"],
                ["Mr. Isaac Owusu-Frimpong", "Municipal Physical Planning Officer", "Oda Municipal Assembly",
                 "Akim Oda", "Tel: 050 555 0129"]]
    table = grid(1, 3, [Inches(2.15), Inches(2.16), Inches(2.16)])
    for cell, lines in zip(table.rows[0].cells, referees):
        for i, line in enumerate(lines):
            cell_text(cell, line, bold=(i == 0), first=(i == 0))

    heading("DECLARATION")
    para("I hereby declare that the information given above is true and correct to the best of my knowledge.")
    para("Kofi Nyarko Amponsah", bold=True, before=14, after=0)
    para("November, 2026")

    name = "bd1-kofi-amponsah"
    path = libreoffice_resave_docx(document, name)
    check_pages(name, lo_page_count(path, name), 3)

    write_truth(name, {
        "basics": {"name": "Kofi Nyarko Amponsah",
                   "label": "Graduate Geomatic Engineer – Land, Engineering & Mine Surveying | GIS",
                   "email": "kofi.amponsah@example.com", "phone": "024 555 0173", "location": {"city": "Kumasi"}},
        "work": [job(p, o, t, w, s) for p, o, t, w, s, _ in BD1_JOBS] + [job(*BD1_OTHER, None, None)],
        "education": [
            school("Kwame Nkrumah University of Science and Technology", "B.Sc.", "Geomatic Engineering",
                   "Second Class (Upper Division)", ("2019", "2023"), "2019 – 2023"),
            school("Birim Valley Senior High School",
                   "West African Senior School Certificate Examination (WASSCE)", "General Science", None,
                   ("2015", "2018"), "2015 – 2018"),
            school("Birim Hills Presby Junior High School", "Basic Education Certificate Examination (BECE)", None,
                   None, ("2012", "2015"), "2012 – 2015")],
        "skills": [{"name": s} for s in BD1_SKILLS],
        "certificates": [{"name": c} for c, _ in BD1_CERTS],
        "languages": [{"language": "English"}, {"language": "Twi"}, {"language": "Ga"}],
    })


# ---- bd2: new medical laboratory science graduate (Kampala, Uganda), a Google Docs CV downloaded as a web page ----
BD2_JOBS = [  # (position, employer, place, dates as printed or None, truth span, bullets)
    ("Laboratory Technologist (Volunteer)", "Kawempe Riverside Health Centre IV", "Kampala", "March 2025 – to date",
     ("2025-03", None, True),
     ["Run haematology (complete blood count on the Sysmex XN-350), blood grouping and cross-matching for the "
      "maternity and outpatient departments – about 60 samples a day.",
      "Perform malaria microscopy and RDTs, urinalysis, stool analysis and HIV, syphilis and hepatitis B rapid "
      "tests under the national testing algorithms.",
      "Daily internal quality control and Levey-Jennings charts; record results in the laboratory register and "
      "DHIS2 monthly reports."]),
    ("Research Assistant (part-time)", "Rwizi Health Research Unit", "Mbarara", "Aug 2024 – Feb 2025",
     ("2024-08", "2025-02"),
     ["Collected and processed sputum samples for a TB case-finding study; ran GeneXpert MTB/RIF assays and "
      "entered data in REDCap.",
      "Obtained informed consent from participants in English, Luganda and Runyankole."]),
    ("Census Enumerator", "Uganda Bureau of Statistics", "Mbarara", "May 2024", ("2024-05", "2024-05"),
     ["Enumerated 180 households for the National Population and Housing Census 2024 on a tablet (CAPI)."]),
    ("Laboratory Intern", "Kakoba Community Hospital", "Mbarara", "June – August 2023", ("2023-06", "2023-08"),
     ["Rotated through clinical chemistry, haematology, microbiology and the blood bank; prepared Gram and ZN "
      "stains and cultures under supervision."]),
    ("Community-Based Education (COBERS) Student Placement", "Kyamuhunga Health Centre III", "Bushenyi", None, None,
     []),
]
BD2_LAB_SKILLS = ["Haematology and blood transfusion science", "Clinical chemistry (Cobas c 111, HumaLyzer)",
                  "Microbiology: culture, Gram and ZN staining, sensitivity testing", "Malaria microscopy",
                  "GeneXpert MTB/RIF", "Phlebotomy", "Quality control and SOPs", "Biosafety and waste management"]
BD2_COMPUTER_SKILLS = ["Microsoft Word, Excel and PowerPoint", "DHIS2 reporting", "REDCap data entry",
                       "SPSS (basic)"]
BD2_CERTS = [("Good Clinical Practice (GCP)", "NIDA Clinical Trials Network, 2024"),
             ("Biosafety and Biosecurity Training", "2023"),
             ("GeneXpert MTB/RIF Operator Training", "2024")]
BD2_LANGUAGES = [("English", "Excellent"), ("Luganda", "Excellent"), ("Runyankole", "Good"), ("Kiswahili", "Fair")]


def bd2_google_docs_html():
    """The HTML Google Docs writes for File > Download > Web page: one <style> block of generated classes
    (c0, c1, …), every run a <span>, lists as ul.lst-kix_… with CSS bullets, tables with inline-class cells and
    links wrapped in google.com/url?q=… redirects."""
    ust = "&amp;sa=D&amp;source=editors&amp;ust=1763401337154871&amp;usg=AOvVaw"

    def link(url, text, usg):
        return (f'<span class="c7"><a class="c18" href="https://www.google.com/url?q={escape(url)}{ust}{usg}">'
                f'{escape(text)}</a></span>')

    def p(cls, *spans):
        return f'<p class="{cls}">' + "".join(spans) + "</p>"

    def s(cls, text):
        return f'<span class="{cls}">{escape(text)}</span>'

    lists = {"n": 0}

    def ul(items, cls="c1"):
        lists["n"] += 1
        start = " start" if lists["n"] == 1 else ""
        return (f'<ul class="c14 lst-kix_3v8k1d2q9w0e-0{start}">'
                + "".join(f'<li class="c5 li-bullet-0">{s(cls, i)}</li>' for i in items) + "</ul>")

    def heading(text):
        return p("c9", s("c4", text))

    def header_row(left, right):  # a borderless two-cell table: title (and employer) at the left, dates at the right
        return ('<table class="c20"><tr class="c16"><td class="c12" colspan="1" rowspan="1">' + left +
                '</td><td class="c13" colspan="1" rowspan="1">' + right + "</td></tr></table>")

    body = []
    contact = (p("c19", s("c1", "Kawempe, Kampala")) + p("c19", s("c1", "+256 772 555 018"))
               + p("c19", link("mailto:joan.nabukenya@example.com", "joan.nabukenya@example.com", "2kQp7XcZr0sYt1aB"))
               + p("c19", link("https://www.linkedin.com/in/joan-nabukenya-mls", "linkedin.com/in/joan-nabukenya-mls",
                               "0Lm3uVwXy8zQa2bC")))
    body.append(header_row(p("c8", s("c6", "Joan Nabukenya"))
                           + p("c8", s("c10", "Medical Laboratory Scientist (Graduate) – Clinical Chemistry, "
                                              "Haematology & Microbiology")), contact))
    body.append(p("c8 c17", s("c1", "")))
    body.append(heading("CAREER OBJECTIVE"))
    body.append(p("c8 c21", s("c1", "A dedicated and ethical Medical Laboratory Science graduate with hands-on bench "
                                    "experience from a busy health centre, a hospital internship and a TB research "
                                    "study. I am seeking an internship or a Medical Laboratory Technologist position "
                                    "in a hospital, research or reference laboratory where I can produce accurate, "
                                    "timely results and continue to grow professionally.")))
    body.append(heading("EDUCATION"))
    for title, where, when, notes in (
            ("Bachelor of Science in Medical Laboratory Science",
             "Mbarara University of Science and Technology, Mbarara", "2020 – 2024",
             ["CGPA: 4.21/5.00 – Second Class Honours (Upper Division); graduated January 2025",
              "Research project: Prevalence of anaemia and malaria among pregnant women attending antenatal care at "
              "a rural health centre in Mbarara District"]),
            ("Uganda Advanced Certificate of Education (UACE)", "St. Kizito Hill Secondary School, Mukono",
             "2018 – 2019", ["Principal subjects: Biology (B), Chemistry (B), Mathematics (C); Subsidiary ICT (O)"]),
            ("Uganda Certificate of Education (UCE)", "Masaka Township Secondary School, Masaka", "2014 – 2017",
             ["Division One (Aggregate 14)"])):
        body.append(header_row(p("c8", s("c2", title)) + p("c8", s("c3", where)), p("c19", s("c2", when))))
        body.append(ul(notes))
    body.append(heading("WORK EXPERIENCE & INTERNSHIPS"))
    for title, employer, place, when, _, items in BD2_JOBS:
        body.append(header_row(p("c8", s("c2", title)) + p("c8", s("c3", f"{employer}, {place}")),
                               p("c19", s("c2", when)) if when else p("c19", s("c1", ""))))
        if items:
            body.append(ul(items))
        else:
            body.append(p("c8 c17", s("c1", "")))
    body.append(heading("LABORATORY SKILLS"))
    body.append(ul(BD2_LAB_SKILLS))
    body.append(heading("COMPUTER SKILLS"))
    body.append(ul(BD2_COMPUTER_SKILLS))
    body.append(heading("CERTIFICATES & TRAININGS"))
    body.append('<ul class="c14 lst-kix_3v8k1d2q9w0e-0">' + "".join(
        f'<li class="c5 li-bullet-0">{s("c1", c)}{s("c3", " – " + n)}</li>' for c, n in BD2_CERTS) + "</ul>")
    body.append(heading("VOLUNTEERING & LEADERSHIP"))
    body.append(ul(["Class Representative, BSc MLS 2020 cohort, Mbarara University of Science and Technology "
                    "(2021/2022)",
                    "Blood donation mobiliser (volunteer), Uganda Red Cross Society, Mbarara branch – 2021 to 2023",
                    "Health education talks on malaria prevention at the Kyamuhunga outreach days"]))
    body.append(heading("LANGUAGES"))
    body.append(ul([f"{language} – {level}" for language, level in BD2_LANGUAGES]))
    body.append(heading("PERSONAL DETAILS"))
    rows = [("Date of Birth", "12th June 1999"), ("Sex", "Female"), ("Nationality", "Ugandan"),
            ("Marital Status", "Single"), ("District of Origin", "Masaka")]
    body.append('<table class="c20">' + "".join(
        f'<tr class="c16"><td class="c22" colspan="1" rowspan="1">{p("c8", s("c2", label + ":"))}</td>'
        f'<td class="c23" colspan="1" rowspan="1">{p("c8", s("c1", value))}</td></tr>' for label, value in rows)
        + "</table>")
    body.append(heading("HOBBIES"))
    body.append(p("c8", s("c1", "Reading, netball, cooking and community health outreach.")))
    body.append(heading("REFEREES"))
    referees = [("Dr. Ronald Tumusiime", "Senior Lecturer, Department of Medical Laboratory Science",
                 "Mbarara University of Science and Technology", "Tel: +256 701 555 042"),
                ("Ms. Harriet Nansubuga", "Senior Laboratory Technologist / Laboratory In-charge",
                 "Kawempe Riverside Health Centre IV", "Tel: +256 782 555 076"),
                ("Mr. Moses Ahimbisibwe", "Study Coordinator", "Rwizi Health Research Unit, Mbarara",
                 "Tel: +256 414 555 019")]
    for i, (who, title, where, phone) in enumerate(referees, 1):
        body.append(p("c8", s("c2", f"{i}. {who}")))
        body.append(p("c8 c24", s("c1", title)))
        body.append(p("c8 c24", s("c1", where)))
        body.append(p("c8 c24", s("c1", phone)))
    body.append(p("c8 c17", s("c1", "")))
    body.append(heading("DECLARATION"))
    body.append(p("c8", s("c1", "I, Joan Nabukenya, hereby declare that the information given above is true and "
                                "correct to the best of my knowledge.")))
    body.append(p("c8 c17", s("c1", "")))
    body.append(p("c8", s("c1", "Signature: ………………………………          Date: ……………………")))

    css = (
        '@import url(https://themes.googleusercontent.com/fonts/css?kit=fpjTOVmNbO4Lz34iLyptLUXza5VhXqVC6o75Eld_V98);'
        '.lst-kix_3v8k1d2q9w0e-0>li:before{content:"\\0025cf   "}'
        'ul.lst-kix_3v8k1d2q9w0e-0{list-style-type:none}'
        '.lst-kix_3v8k1d2q9w0e-0>li{counter-increment:lst-ctn-kix_3v8k1d2q9w0e-0}'
        'ol{margin:0;padding:0}table td,table th{padding:0}'
        '.c12{border-right-style:solid;padding:0pt 5.4pt 0pt 0pt;border-bottom-color:#000000;border-top-width:0pt;'
        'border-right-width:0pt;border-left-color:#000000;vertical-align:top;border-right-color:#000000;'
        'border-left-width:0pt;border-top-style:solid;border-left-style:solid;border-bottom-width:0pt;width:360pt;'
        'border-top-color:#000000;border-bottom-style:solid}'
        '.c13{border-right-style:solid;padding:0pt 0pt 0pt 5.4pt;border-bottom-color:#000000;border-top-width:0pt;'
        'border-right-width:0pt;border-left-color:#000000;vertical-align:top;border-right-color:#000000;'
        'border-left-width:0pt;border-top-style:solid;border-left-style:solid;border-bottom-width:0pt;width:108pt;'
        'border-top-color:#000000;border-bottom-style:solid}'
        '.c22{padding:0pt 5.4pt 0pt 0pt;vertical-align:top;width:120pt;border:0}'
        '.c23{padding:0pt 5.4pt 0pt 5.4pt;vertical-align:top;width:348pt;border:0}'
        '.c1{color:#000000;font-weight:400;text-decoration:none;vertical-align:baseline;font-size:10pt;'
        'font-family:"Arial";font-style:normal}'
        '.c2{color:#000000;font-weight:700;text-decoration:none;vertical-align:baseline;font-size:10.5pt;'
        'font-family:"Arial";font-style:normal}'
        '.c3{color:#595959;font-weight:400;text-decoration:none;vertical-align:baseline;font-size:10pt;'
        'font-family:"Arial";font-style:italic}'
        '.c4{color:#0b5394;font-weight:700;text-decoration:none;vertical-align:baseline;font-size:11pt;'
        'font-family:"Arial";font-style:normal}'
        '.c6{color:#0b5394;font-weight:700;text-decoration:none;vertical-align:baseline;font-size:24pt;'
        'font-family:"Arial";font-style:normal}'
        '.c10{color:#3d85c6;font-weight:400;text-decoration:none;vertical-align:baseline;font-size:11pt;'
        'font-family:"Arial";font-style:normal}'
        '.c7{color:#1155cc;font-weight:400;text-decoration:underline;vertical-align:baseline;font-size:10pt;'
        'font-family:"Arial";font-style:normal}'
        '.c8{padding-top:0pt;padding-bottom:0pt;line-height:1.15;orphans:2;widows:2;text-align:left}'
        '.c9{padding-top:12pt;border-bottom-color:#0b5394;border-bottom-width:1pt;padding-bottom:2pt;'
        'line-height:1.15;orphans:2;widows:2;text-align:left;border-bottom-style:solid;margin-bottom:4pt}'
        '.c19{padding-top:0pt;padding-bottom:0pt;line-height:1.15;orphans:2;widows:2;text-align:right}'
        '.c5{margin-left:36pt;padding-top:0pt;padding-left:0pt;padding-bottom:0pt;line-height:1.15;orphans:2;'
        'widows:2;text-align:left}'
        '.c14{padding:0;margin:0}.c16{height:0pt}.c17{height:11pt}.c21{text-align:justify}.c24{margin-left:13.5pt}'
        '.c18{color:inherit;text-decoration:inherit}'
        '.c20{border-spacing:0;border-collapse:collapse;margin-right:auto}'
        '.c15{background-color:#ffffff;max-width:468pt;padding:72pt 72pt 72pt 72pt}'
        '.title{padding-top:0pt;color:#000000;font-size:26pt;padding-bottom:3pt;font-family:"Arial";line-height:1.15;'
        'page-break-after:avoid;orphans:2;widows:2;text-align:left}'
        'li{color:#000000;font-size:11pt;font-family:"Arial"}p{margin:0;color:#000000;font-size:11pt;'
        'font-family:"Arial"}')
    html = ('<html><head><meta content="text/html; charset=UTF-8" http-equiv="content-type">'
            f'<style type="text/css">{css}</style></head><body class="c15 doc-content">' + "".join(body)
            + "</body></html>")
    name = "bd2-joan-nabukenya"
    write_text(name + ".html", html)

    write_truth(name, {
        "basics": {"name": "Joan Nabukenya",
                   "label": "Medical Laboratory Scientist (Graduate) – Clinical Chemistry, Haematology & "
                            "Microbiology",
                   "email": "joan.nabukenya@example.com", "phone": "+256 772 555 018",
                   "location": {"city": "Kampala"}, "profiles": [linkedin("joan-nabukenya-mls")]},
        "work": [job(t, e, p_, w, s_) for t, e, p_, w, s_, _ in BD2_JOBS],
        "education": [
            school("Mbarara University of Science and Technology", "Bachelor of Science",
                   "Medical Laboratory Science", "4.21/5.00", ("2020", "2024"), "2020 – 2024"),
            school("St. Kizito Hill Secondary School", "Uganda Advanced Certificate of Education (UACE)", None, None,
                   ("2018", "2019"), "2018 – 2019"),
            school("Masaka Township Secondary School", "Uganda Certificate of Education (UCE)", None, "Division One",
                   ("2014", "2017"), "2014 – 2017")],
        "skills": [{"name": x} for x in BD2_LAB_SKILLS + BD2_COMPUTER_SKILLS],
        "certificates": [{"name": c} for c, _ in BD2_CERTS],
        "languages": [{"language": l, "fluency": f} for l, f in BD2_LANGUAGES],
    })


# ---- bd3: food science graduate and QA executive (Shah Alam, Malaysia), fpdf2 two-column with a tinted left column --
BD3_JOBS = [  # (position, employer, place, dates as printed, truth span, bullets)
    ("QA Executive", "Seri Murni Foods Sdn. Bhd.", "Shah Alam", "Sep 2023 – Present", ("2023-09", None, True),
     ["Monitor CCPs, GMP and hygiene on two sauce and paste lines; verify daily HACCP records and release "
      "finished goods.",
      "Handle customer complaints and non-conformances with root cause analysis and CAPA; complaints per "
      "million packs down 35% in 2025.",
      "Prepare documents for MS 1500 Halal, MeSTI and FSSC 22000 audits; internal auditor since 2024.",
      "Run shelf-life studies, pH and water activity checks and coordinate micro tests with the external lab."]),
    ("Industrial Trainee – Quality Assurance", "Roti Gemilang Bakeries Sdn. Bhd.", "Klang", "Feb 2023 – Jul 2023",
     ("2023-02", "2023-07"),
     ["24-week industrial training (latihan industri): incoming raw material inspection, metal detector and "
      "weight checks, swab tests and the allergen changeover checklist.",
      "Helped update the HACCP plan for a new bun line before the MeSTI audit."]),
    ("Part-time Sales Promoter (semester breaks)", "Pasaraya Anggun", "Shah Alam", "2020 – 2022",
     ("2020", "2022"),
     ["Promoted beverage brands during festive seasons; handled stock display and daily sales reports."]),
]
BD3_SKILLS = ["HACCP & GMP", "Halal Assurance System (MS 1500:2019)", "FSSC 22000 / ISO 22000 documentation",
              "Root cause analysis & CAPA", "Microbiological testing (TPC, yeast & mould, coliforms)",
              "Shelf-life studies", "Sensory evaluation", "SAP QM (basic)", "Microsoft Excel (pivot tables)"]
BD3_CERTS = [("ISO 22000:2018 Internal Auditor", "2024"), ("Halal Executive Programme", "2023"),
             ("HACCP Awareness & Implementation (MS 1480:2019)", "2022"),
             ("Food Handler Training Certificate", "2022")]
BD3_LANGUAGES = [("Bahasa Melayu", "Native", ""), ("English", "Good", " (MUET Band 4)"), ("Mandarin", "Basic", "")]


def bd3_fpdf_two_column():
    from fpdf import FPDF
    from fpdf.enums import XPos, YPos
    from holdout_render import fpdf_dejavu

    side_w, side_x, main_x, right = 64, 8, 80, 12
    teal, ink, grey, side_bg = (0, 109, 119), (33, 37, 41), (100, 106, 112), (226, 240, 238)

    class CV(FPDF):
        def header(self):  # the tinted left column on every page
            self.set_fill_color(*side_bg)
            self.rect(0, 0, side_w + 2 * side_x, 297, style="F")

    pdf = CV(format="A4", unit="mm")
    pdf.set_title("Resume - Nurul Aisyah binti Mohd Razali")
    pdf.set_author("Nurul Aisyah")
    fpdf_dejavu(pdf, ("", "B", "I"))
    pdf.set_auto_page_break(True, 14)
    pdf.set_margins(side_x, 14, 210 - side_x - side_w)
    pdf.add_page()

    def text(size, style="", color=ink):
        pdf.set_font("DejaVu", style, size); pdf.set_text_color(*color)

    def line(h, s, align="L", **kw):
        pdf.multi_cell(0, h, s, new_x=XPos.LMARGIN, new_y=YPos.NEXT, align=align, **kw)

    # -- the left column (written first)
    def side_head(title):
        pdf.ln(4)
        text(10, "B", teal)
        line(6, title)
        pdf.set_draw_color(*teal); pdf.set_line_width(0.4)
        pdf.line(side_x, pdf.get_y(), side_x + 40, pdf.get_y())
        pdf.ln(1.5)

    # an initials disc where a photo would go
    pdf.set_fill_color(*teal)
    pdf.ellipse(side_x + 17, 12, 30, 30, style="F")
    text(20, "B", (255, 255, 255))
    pdf.set_xy(side_x + 17, 22); pdf.cell(30, 10, "NA", align="C")
    pdf.set_xy(side_x, 46)

    side_head("CONTACT")
    text(8.4)
    line(4.4, "012-555 0193")
    text(8.4, "", teal)
    line(4.4, "nurulaisyah.razali@example.com", link="mailto:nurulaisyah.razali@example.com")
    line(4.4, "linkedin.com/in/nurul-aisyah-razali", link="https://www.linkedin.com/in/nurul-aisyah-razali")
    text(8.4)
    line(4.4, "No. 23, Jalan Setia Murni 7/12, Seksyen 7, 40000 Shah Alam, Selangor")

    side_head("PERSONAL DETAILS")
    for label, value in (("Date of Birth", "5 March 2000"), ("Age", "26"), ("Nationality", "Malaysian"),
                         ("Marital Status", "Single"), ("Driving Licence", "B2, D (own transport)")):
        text(8.4, "B"); pdf.cell(pdf.get_string_width(label + ": ") + 0.5, 4.4, label + ": ")
        text(8.4); pdf.multi_cell(0, 4.4, value, new_x=XPos.LMARGIN, new_y=YPos.NEXT, align="L")

    side_head("SKILLS")
    text(8.4)
    for skill in BD3_SKILLS:
        pdf.cell(3.5, 4.4, "•")
        pdf.multi_cell(0, 4.4, skill, new_x=XPos.LMARGIN, new_y=YPos.NEXT, align="L")

    side_head("LANGUAGES")
    for language, level, note in BD3_LANGUAGES:
        text(8.4, "B"); pdf.cell(pdf.get_string_width(language) + 1, 4.4, language)
        text(8.4); pdf.multi_cell(0, 4.4, f"– {level}{note}", new_x=XPos.LMARGIN, new_y=YPos.NEXT, align="L")

    side_head("CERTIFICATIONS")
    for cert, year in BD3_CERTS:
        text(8.4, "B"); line(4.2, cert)
        text(7.8, "", grey); line(4.2, year)
        pdf.ln(0.8)

    # -- the main column
    pdf.set_margins(main_x, 14, right)
    pdf.set_xy(main_x, 14)
    text(18.5, "B", teal)
    line(9, "Nurul Aisyah binti Mohd Razali")
    text(10.5, "", grey)
    line(6, "Food Technologist | QA/QC Executive | HACCP & Halal")

    def head(title):
        pdf.ln(3.5)
        text(11, "B", teal)
        line(6.5, title)
        pdf.set_draw_color(190, 210, 208); pdf.set_line_width(0.3)
        pdf.line(main_x, pdf.get_y(), 210 - right, pdf.get_y())
        pdf.ln(2)

    def entry(title, when, sub, bullets=(), note=None):
        y = pdf.get_y()
        if y > 297 - 40:
            pdf.add_page(); pdf.set_xy(main_x, 14)
        text(9.8, "B")
        width = 210 - right - main_x
        when_w = pdf.get_string_width(when) + 2 if when else 0
        pdf.multi_cell(width - when_w - 2, 5, title, new_x=XPos.LMARGIN, new_y=YPos.NEXT, align="L")
        after = pdf.get_y()
        if when:
            text(8.8, "B", teal)
            pdf.set_xy(210 - right - when_w, y)
            pdf.cell(when_w, 5, when, align="R")
        pdf.set_xy(main_x, after)
        text(8.9, "I", grey)
        line(4.6, sub)
        if note:
            text(8.9)
            line(4.6, note)
        text(8.9)
        for b in bullets:
            pdf.set_x(main_x + 2)
            pdf.cell(3.5, 4.5, "•")
            pdf.multi_cell(0, 4.5, b, new_x=XPos.LMARGIN, new_y=YPos.NEXT, align="L")
        pdf.ln(1.8)

    head("CAREER OBJECTIVE")
    text(9)
    line(4.7, "Food Science and Technology graduate with two years in food manufacturing QA and a 24-week industrial "
              "training in a bakery. Seeking a QA/QC Executive or Food Technologist position in a halal food "
              "manufacturer where I can strengthen food safety systems and grow towards a QA management role.",
         align="J")

    head("EDUCATION")
    entry("Bachelor of Science (Hons.) Food Science and Technology", "Oct 2019 – Aug 2023",
          "Universiti Teknologi MARA, Shah Alam",
          note="CGPA: 3.62 / 4.00  ·  Dean's List (Semesters 2, 4, 5 & 6)")
    entry("Malaysian Matriculation Programme – Life Science", "2018 – 2019", "Kolej Matrikulasi Selangor",
          note="CGPA: 3.75 / 4.00")
    entry("Sijil Pelajaran Malaysia (SPM)", "2017", "SMK Seri Anggerik, Shah Alam", note="Result: 8A 1B")

    head("WORK EXPERIENCE")
    for title, employer, place, when, _, bullets in BD3_JOBS:
        entry(title, when, f"{employer}, {place}", bullets)

    head("FINAL YEAR PROJECT")
    text(9, "B"); line(4.7, "Reduced-sugar kuih bahulu with stevia and inulin: physicochemical and sensory properties")
    text(9, "", grey); line(4.7, "Supervisor: Dr. Siti Hajar binti Ahmad  ·  Grade A-")

    head("CO-CURRICULAR ACTIVITIES")
    text(9)
    for item in ("Secretary, Food Science and Technology Society, UiTM Shah Alam (2021/2022)",
                 "Programme Director, Food Safety Awareness Day for school canteen operators (2022)",
                 "Member, Kelab Sukarelawan (volunteer club) – flood relief, Taman Sri Muda (2021)"):
        pdf.set_x(main_x + 2); pdf.cell(3.5, 4.5, "•")
        pdf.multi_cell(0, 4.5, item, new_x=XPos.LMARGIN, new_y=YPos.NEXT, align="L")

    head("REFERENCES")
    y = pdf.get_y()
    col = (210 - right - main_x) / 2
    for i, lines in enumerate((("Dr. Siti Hajar binti Ahmad", "Senior Lecturer, Faculty of Applied Sciences",
                                "Universiti Teknologi MARA, Shah Alam", "Tel: 03-5555 0142",
                                "sitihajar.ahmad@example.com"),
                               ("Encik Mohd Faizal bin Ismail", "QA Manager", "Seri Murni Foods Sdn. Bhd.",
                                "Tel: 019-555 0176", "faizal.ismail@example.com"))):
        pdf.set_xy(main_x + i * col, y)
        for j, s in enumerate(lines):
            text(8.9, "B" if j == 0 else "")
            pdf.set_x(main_x + i * col)
            pdf.multi_cell(col - 3, 4.5, s, new_x=XPos.LEFT, new_y=YPos.NEXT, align="L")

    name = "bd3-nurul-aisyah-razali"
    path = os.path.join(FILES, name + ".pdf")
    pdf.output(path)
    check_pages(name, pdf_pages(path), 2)

    write_truth(name, {
        "basics": {"name": "Nurul Aisyah binti Mohd Razali",
                   "label": "Food Technologist | QA/QC Executive | HACCP & Halal",
                   "email": "nurulaisyah.razali@example.com", "phone": "012-555 0193",
                   "location": {"city": "Shah Alam", "region": "Selangor"},
                   "profiles": [linkedin("nurul-aisyah-razali")]},
        "work": [job(t, e, p, w, s) for t, e, p, w, s, _ in BD3_JOBS],
        "education": [
            school("Universiti Teknologi MARA", "Bachelor of Science (Hons.)", "Food Science and Technology",
                   "3.62 / 4.00", ("2019-10", "2023-08"), "Oct 2019 – Aug 2023"),
            school("Kolej Matrikulasi Selangor", "Malaysian Matriculation Programme", "Life Science", "3.75 / 4.00",
                   ("2018", "2019"), "2018 – 2019"),
            school("SMK Seri Anggerik", "Sijil Pelajaran Malaysia (SPM)", None, "8A 1B", (None, "2017"), "2017")],
        "skills": [{"name": s} for s in BD3_SKILLS],
        "certificates": [{"name": c} for c, _ in BD3_CERTS],
        "languages": [{"language": l, "fluency": f} for l, f, _ in BD3_LANGUAGES],
    })


# ---- bd4: final-year textile & apparel engineering undergraduate (Moratuwa, Sri Lanka), an online CV builder's PDF ----
BD4_JOBS = [  # (position, employer, place, dates as printed or None, truth span, bullets)
    ("Industrial Trainee – Merchandising & Production Planning", "Lakpura Apparel (Pvt) Ltd", "Katunayake",
     "Oct 2024 – Mar 2025", ("2024-10", "2025-03"),
     ["24-week NAITA-registered industrial training with a knitwear and lingerie exporter (two US and one UK buyer).",
      "Prepared costings (FOB, CM) and T&A calendars for 14 styles and followed up fabric and trims in-house dates "
      "with suppliers in Sri Lanka, India and China.",
      "Tracked PP samples, size sets and shipment status in the merchandising team's Excel WIP report.",
      "Spent four weeks in the cutting room and on the sewing floor (line balancing, SMV study)."]),
    ("Part-time Tutor – Combined Mathematics (Grade 12 & 13)", "Pragna Education Centre", "Moratuwa",
     "Jan 2021 – Feb 2022", ("2021-01", "2022-02"),
     ["Weekend revision classes for A/L students while waiting for university admission."]),
    ("Sales Assistant (Avurudu season)", "Nilmini Textiles", "Panadura", None, None, []),
]
BD4_SKILLS = [("Merchandising & costing (FOB, CM)", 4), ("Time & Action (T&A) planning", 4),
              ("Fabric & trims sourcing", 3), ("Garment construction & pattern basics", 3),
              ("Microsoft Excel (advanced)", 5), ("Gerber AccuMark (basic)", 2), ("Lectra Modaris (basic)", 2),
              ("Communicating with buyers", 4)]
BD4_LANGUAGES = [("Sinhala", "Native", 5), ("English", "Fluent", 4), ("Tamil", "Basic", 2)]
BD4_CERTS = [("Certificate in Apparel Merchandising", "Sri Lanka Institute of Textile & Apparel (SLITA), 2023"),
             ("Microsoft Office Specialist: Excel Associate (Microsoft 365 Apps)", "2024")]


def bd4_cv_builder_wkhtmltopdf():
    from holdout_render import wkhtmltopdf

    def dots(n):
        return '<span class="dots">' + "●" * n + '<span class="off">' + "●" * (5 - n) + "</span></span>"

    def entry(title, when, sub, body=""):
        return (f'<table class="entry"><tr><td class="et">{title}</td><td class="ew">{escape(when or "")}</td></tr>'
                f'</table><div class="sub">{sub}</div>{body}')

    def bullets(items):
        return "<ul>" + "".join(f"<li>{escape(i)}</li>" for i in items) + "</ul>" if items else ""

    ol_results = [("Mathematics", "A"), ("Science", "A"), ("English", "A"), ("Sinhala Language & Literature", "A"),
                  ("Buddhism", "A"), ("History", "A"), ("Business & Accounting Studies", "A"),
                  ("Information & Communication Technology", "A"), ("Art", "B")]
    ol_table = ('<table class="res"><tr>' + "".join(
        f"<td>{escape(s)}</td><td class=\"g\">{g}</td>" + ("</tr><tr>" if i % 3 == 2 and i < 8 else "")
        for i, (s, g) in enumerate(ol_results)) + "</tr></table>")
    al_table = ('<table class="res"><tr><td>Combined Mathematics</td><td class="g">A</td><td>Physics</td>'
                '<td class="g">B</td><td>Chemistry</td><td class="g">B</td></tr><tr><td>General English</td>'
                '<td class="g">A</td><td>Common General Test</td><td class="g">68</td><td></td><td></td></tr></table>')

    education = "".join([
        entry("B.Sc. Engineering (Hons) in Textile &amp; Apparel Engineering", "2022 – 2027 (Expected)",
              "University of Moratuwa",
              bullets(["Current GPA: 3.48 / 4.20 (after six semesters) · Dean's List: Semesters 1 and 3",
                       "Specialising in apparel production and merchandising; final-year research project on "
                       "marker efficiency and fabric wastage in a cutting room (ongoing)"])),
        entry("G.C.E. Advanced Level (Physical Science)", "2020", "Lakdiva Central College, Moratuwa",
              '<div class="z">Z-Score: <b>1.7421</b> · Island rank 2,214</div>' + al_table),
        entry("G.C.E. Ordinary Level", "2017", "Lakdiva Central College, Moratuwa", ol_table)])
    experience = "".join(entry(escape(t), w, f"{escape(e)}, {escape(p)}", bullets(b))
                         for t, e, p, w, _, b in BD4_JOBS)
    skills = "".join(f'<tr><td>{escape(s)}</td><td class="r">{dots(n)}</td></tr>' for s, n in BD4_SKILLS)
    languages = "".join(f'<tr><td>{escape(l)} – {escape(f)}</td><td class="r">{dots(n)}</td></tr>'
                        for l, f, n in BD4_LANGUAGES)
    certs = "".join(f"<li><b>{escape(c)}</b> – {escape(n)}</li>" for c, n in BD4_CERTS)
    personal = "".join(f'<tr><td class="k">{k}</td><td class="c">:</td><td>{escape(v)}</td></tr>' for k, v in (
        ("Full Name", "Wijesinghe Arachchige Hasini Tharushika"), ("Name with Initials", "W. A. H. T. Wijesinghe"),
        ("Date of Birth", "14/08/2001"), ("Gender", "Female"), ("Nationality", "Sri Lankan"),
        ("Religion", "Buddhism"), ("Civil Status", "Single"), ("NIC No.", "200172701234")))
    html = f"""<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Hasini Wijesinghe - CV</title>
<style>
body {{ font-family: "Liberation Sans", Arial, sans-serif; font-size: 9.6pt; color: #2b2b2b; margin: 0; zoom: 1.3; }}
.top {{ background: #5b2a86; color: #fff; padding: 16px 20px 14px; }}
.top table {{ width: 100%; border-collapse: collapse; }}
.mono {{ width: 64px; height: 64px; border-radius: 32px; background: #f2c14e; color: #5b2a86; font-size: 24pt;
         font-weight: bold; text-align: center; line-height: 64px; }}
h1 {{ font-size: 23pt; margin: 0 0 2px; }}
.role {{ font-size: 10.5pt; color: #e9dcf5; }}
.contact {{ background: #efe7f6; padding: 7px 20px; font-size: 8.8pt; }}
.contact span {{ margin-right: 16px; }}
.contact a {{ color: #2b2b2b; text-decoration: none; }}
.wrap {{ padding: 4px 20px 0; }}
h2 {{ font-size: 11pt; color: #5b2a86; text-transform: uppercase; letter-spacing: 1px; margin: 13px 0 5px;
      border-bottom: 2px solid #f2c14e; padding-bottom: 2px; }}
table.entry {{ width: 100%; border-collapse: collapse; margin-top: 6px; }}
td.et {{ font-weight: bold; font-size: 10pt; }}
td.ew {{ text-align: right; white-space: nowrap; color: #5b2a86; font-weight: bold; font-size: 9pt;
         vertical-align: top; }}
.sub {{ font-style: italic; color: #666; }}
ul {{ margin: 2px 0 0 0; padding-left: 16px; }}
li {{ margin-bottom: 1px; }}
.z {{ margin: 2px 0; }}
table.res {{ border-collapse: collapse; margin: 3px 0 2px; font-size: 8.6pt; }}
table.res td {{ border: 1px solid #d8cde3; padding: 1px 6px; }}
table.res td.g {{ font-weight: bold; text-align: center; color: #5b2a86; }}
table.two {{ width: 100%; border-collapse: collapse; }}
table.two > tbody > tr > td {{ vertical-align: top; width: 50%; padding: 0; }}
table.two > tbody > tr > td + td {{ padding-left: 18px; }}
table.rate {{ width: 100%; border-collapse: collapse; }}
table.rate td {{ padding: 1.5px 0; }}
td.r {{ text-align: right; white-space: nowrap; }}
.dots {{ font-family: "DejaVu Sans"; color: #5b2a86; font-size: 8pt; letter-spacing: 1px; }}
.dots .off {{ color: #d8cde3; }}
table.pi td {{ padding: 1px 0; }}
td.k {{ width: 125px; font-weight: bold; }} td.c {{ width: 12px; }}
.ref b {{ display: block; }}
.foot {{ margin-top: 16px; border-top: 1px solid #ddd; padding-top: 4px; font-size: 7pt; color: #999;
         text-align: center; }}
.sign {{ margin-top: 18px; }}
</style></head>
<body>
<div class="top"><table><tr><td style="width:78px"><div class="mono">HW</div></td><td>
<h1>Hasini Wijesinghe</h1>
<div class="role">Final-Year Undergraduate – Textile &amp; Apparel Engineering | Aspiring Apparel Merchandiser</div>
</td></tr></table></div>
<div class="contact"><span>&#9990; +94 77 555 0142</span>
<span>&#9993; <a href="mailto:hasini.wijesinghe@example.com">hasini.wijesinghe@example.com</a></span>
<span>&#8962; No. 27/4, Station Road, Katubedda, Moratuwa</span>
<span>in&nbsp;<a href="https://www.linkedin.com/in/hasini-wijesinghe">linkedin.com/in/hasini-wijesinghe</a></span></div>
<div class="wrap">
<h2>Career Objective</h2>
<p style="margin:0">A motivated final-year Textile &amp; Apparel Engineering undergraduate with six months of industrial
training in merchandising and production planning at an export garment manufacturer. Seeking a Trainee Merchandiser
or Graduate Management Trainee position in the apparel industry where I can apply my technical knowledge, my
costing and planning skills and my ability to work with buyers and suppliers.</p>
<h2>Education</h2>
{education}
<h2>Experience</h2>
{experience}
<h2>Projects</h2>
{entry("Marker efficiency and fabric wastage in a cutting room (final-year research)", "2026", "University of Moratuwa – supervised by Dr. Chamari Fernando", bullets(["Marker plans for 40 styles compared with Gerber AccuMark; a 2.6% fabric saving on trial."]))}
{entry("Design and costing of a sustainable school-uniform range (group project)", "2024", "Module TT 3042 – Apparel Product Development", "")}
<table class="two"><tr><td>
<h2>Skills</h2><table class="rate">{skills}</table>
<h2>Languages</h2><table class="rate">{languages}</table>
</td><td>
<h2>Certifications</h2><ul>{certs}</ul>
<h2>Extra-Curricular Activities</h2>
<ul><li>Treasurer, Textile &amp; Apparel Engineering Society, University of Moratuwa (2024/25)</li>
<li>Member, Rotaract Club of the University of Moratuwa – beach clean-ups and blood drives</li>
<li>School netball team captain (2019) and colours award</li></ul>
<h2>Interests</h2><p style="margin:0">Fashion illustration, baking, travelling</p>
</td></tr></table>
<h2>Personal Information</h2>
<table class="pi">{personal}</table>
<h2>Non-Related Referees</h2>
<table class="two ref"><tr><td><b>Prof. Sunethra Gunasekara</b>Professor, Department of Textile &amp; Apparel
Engineering<br>University of Moratuwa, Katubedda<br>Tel: +94 11 555 0187<br>sunethra.g@example.com</td>
<td><b>Mr. Dilan Ranasinghe</b>Merchandising Manager<br>Lakpura Apparel (Pvt) Ltd, Katunayake<br>
Tel: +94 77 555 0163<br>dilan.ranasinghe@example.com</td></tr></table>
<h2>Declaration</h2>
<p style="margin:0">I hereby certify that the above particulars are true and accurate to the best of my knowledge.</p>
<div class="sign">…………………………………<br>W. A. H. T. Wijesinghe<br>Date: 17/11/2026</div>
<div class="foot">Created with CVMaker.example – free CV builder for students</div>
</div>
</body></html>
"""
    name = "bd4-hasini-wijesinghe"
    wkhtmltopdf(html, name, 2, options=("--page-size", "A4", "--margin-top", "10mm", "--margin-bottom", "10mm",
                                        "--margin-left", "10mm", "--margin-right", "10mm",
                                        "--encoding", "utf-8"))

    write_truth(name, {
        "basics": {"name": "Hasini Wijesinghe",
                   "label": "Final-Year Undergraduate – Textile & Apparel Engineering | Aspiring Apparel "
                            "Merchandiser",
                   "email": "hasini.wijesinghe@example.com", "phone": "+94 77 555 0142",
                   "location": {"city": "Moratuwa"}, "profiles": [linkedin("hasini-wijesinghe")]},
        "work": [job(t, e, p, w, s) for t, e, p, w, s, _ in BD4_JOBS],
        "education": [
            school("University of Moratuwa", "B.Sc. Engineering (Hons)", "Textile & Apparel Engineering",
                   "3.48 / 4.20", ("2022", "2027", True), "2022 – 2027 (Expected)"),
            school("Lakdiva Central College", "G.C.E. Advanced Level", "Physical Science", "1.7421", (None, "2020"),
                   "2020"),
            school("Lakdiva Central College", "G.C.E. Ordinary Level", None, None, (None, "2017"), "2017")],
        "skills": [{"name": s} for s, _ in BD4_SKILLS],
        "certificates": [{"name": c} for c, _ in BD4_CERTS],
        "languages": [{"language": l, "fluency": f} for l, f, _ in BD4_LANGUAGES],
    })


# ---- bd5: new electrical engineering graduate (Rawalpindi, Pakistan), an Overleaf one-page template run by pdflatex ---
BD5_JOBS = [  # (position, employer, place, dates as printed, truth span, bullets)
    ("Trainee Engineer (Grid Maintenance)", "Potohar Power Services (Pvt.) Ltd.", "Rawalpindi, Pakistan",
     "Jul. 2025 – Present", ("2025-07", None, True),
     ["Assist the grid maintenance team on 132/11 kV substations: oil tests, breaker timing and relay checks",
      "Prepared single-line diagrams and a protection coordination study for two 11 kV feeders in ETAP"]),
    ("Summer Intern – Protection & Control", "Indus Grid Solutions (Pvt.) Ltd.", "Lahore, Pakistan",
     "Jun. 2024 – Aug. 2024", ("2024-06", "2024-08"),
     ["Tested overcurrent and differential relays with an Omicron CMC 356 and wrote the commissioning test sheets",
      "Wrote a Python script to plot relay fault records (saves about 2 hours per test report)"]),
    ("Teaching Assistant – Linear Circuit Analysis (part-time)", "School of Electrical Engineering and Computer "
     "Science, NUST", "Islamabad, Pakistan", "Feb. 2024 – Jun. 2024", ("2024-02", "2024-06"),
     []),
    ("Internship Trainee", "Jhelum Valley Hydropower Company", "Muzaffarabad, AJK", "Jul. 2023 – Aug. 2023",
     ("2023-07", "2023-08"),
     ["Six-week internship in the powerhouse: generator excitation, switchyard operation and SCADA alarms"]),
]
BD5_SKILL_GROUPS = [
    ("Power \\& Design Tools", ["ETAP", "PSS/E", "MATLAB/Simulink", "PSCAD (basic)", "AutoCAD Electrical", "Proteus",
                                "LTspice"]),
    ("Programming", ["Python", "C", "Embedded C (Arduino, STM32)", "SQL"]),
    ("Industrial", ["PLC programming (Siemens S7-1200, TIA Portal)", "SCADA/HMI basics",
                    "Protection relay testing (Omicron CMC 356)"]),
]
BD5_CERTS = [("PEC Registered Engineer", "Reg. No. ELECT/98765"),
             ("Introduction to Power Electronics", "Coursera (University of Colorado Boulder), 2023"),
             ("Siemens S7-1200 PLC Programming", "Industrial Automation Training Centre, Lahore, 2024")]


def bd5_overleaf_pdflatex():
    from holdout_render import pdflatex, tex

    def item(text):
        return f"        \\resumeItem{{{tex(text)}}}\n"

    def subheading(a, b, c, d, items):
        out = f"    \\resumeSubheading\n      {{{a}}}{{{b}}}\n      {{{c}}}{{{d}}}\n"
        if items:
            out += "      \\resumeItemListStart\n" + "".join(item(i) for i in items) + "      \\resumeItemListEnd\n"
        return out

    experience = "".join(subheading(tex(t), tex(w), tex(e), tex(p), b) for t, e, p, w, _, b in BD5_JOBS)
    skills = " \\\\\n     ".join(f"\\textbf{{{label}}}{{: {tex(', '.join(items))}}}"
                                  for label, items in BD5_SKILL_GROUPS)
    source = r"""%-------------------------
% Resume in Latex
% Based off of: https://github.com/sb2nov/resume
% License : MIT
%------------------------
\documentclass[a4paper,11pt]{article}

\usepackage{latexsym}
\usepackage[empty]{fullpage}
\usepackage{titlesec}
\usepackage{marvosym}
\usepackage[usenames,dvipsnames]{color}
\usepackage{verbatim}
\usepackage{enumitem}
\usepackage[hidelinks]{hyperref}
\usepackage{fancyhdr}
\usepackage[english]{babel}
\usepackage{tabularx}
\input{glyphtounicode}

\pagestyle{fancy}
\fancyhf{}
\fancyfoot{}
\renewcommand{\headrulewidth}{0pt}
\renewcommand{\footrulewidth}{0pt}

\addtolength{\oddsidemargin}{-0.5in}
\addtolength{\evensidemargin}{-0.5in}
\addtolength{\textwidth}{1in}
\addtolength{\topmargin}{-.5in}
\addtolength{\textheight}{1.0in}

\urlstyle{same}
\raggedbottom
\raggedright
\setlength{\tabcolsep}{0in}

\titleformat{\section}{
  \vspace{-4pt}\scshape\raggedright\large
}{}{0em}{}[\color{black}\titlerule \vspace{-5pt}]

\pdfgentounicode=1

\newcommand{\resumeItem}[1]{
  \item\small{
    {#1 \vspace{-2pt}}
  }
}
\newcommand{\resumeSubheading}[4]{
  \vspace{-2pt}\item
    \begin{tabular*}{0.97\textwidth}[t]{l@{\extracolsep{\fill}}r}
      \textbf{#1} & #2 \\
      \textit{\small#3} & \textit{\small #4} \\
    \end{tabular*}\vspace{-7pt}
}
\newcommand{\resumeProjectHeading}[2]{
    \item
    \begin{tabular*}{0.97\textwidth}{l@{\extracolsep{\fill}}r}
      \small#1 & #2 \\
    \end{tabular*}\vspace{-7pt}
}
\newcommand{\resumeSubItem}[1]{\resumeItem{#1}\vspace{-4pt}}
\renewcommand\labelitemii{$\vcenter{\hbox{\tiny$\bullet$}}$}
\newcommand{\resumeSubHeadingListStart}{\begin{itemize}[leftmargin=0.15in, label={}]}
\newcommand{\resumeSubHeadingListEnd}{\end{itemize}}
\newcommand{\resumeItemListStart}{\begin{itemize}}
\newcommand{\resumeItemListEnd}{\end{itemize}\vspace{-5pt}}

\hypersetup{pdftitle={Muhammad Hamza Tariq - Resume}, pdfauthor={Muhammad Hamza Tariq}}

\begin{document}

%----------HEADING----------
\begin{center}
    \textbf{\Huge \scshape Muhammad Hamza Tariq} \\ \vspace{1pt}
    \small +92 300 5550173 $|$ \href{mailto:hamza.tariq@example.com}{\underline{hamza.tariq@example.com}} $|$
    \href{https://linkedin.com/in/hamza-tariq-ee}{\underline{linkedin.com/in/hamza-tariq-ee}} $|$
    \href{https://github.com/hamzatariq-ee}{\underline{github.com/hamzatariq-ee}} $|$ Rawalpindi, Pakistan
\end{center}

%-----------EDUCATION-----------
\section{Education}
  \resumeSubHeadingListStart
    \resumeSubheading
      {National University of Sciences and Technology}{Islamabad, Pakistan}
      {Bachelor of Engineering in Electrical Engineering; CGPA: 3.41/4.00}{Sep. 2021 -- Jun. 2025}
      \resumeItemListStart
        \resumeItem{Relevant coursework: Power System Analysis and Protection, Power Electronics, Electrical Machines}
        \resumeItem{Dean's Honor List (Fall 2023, Spring 2024); NUST Need-cum-Merit Scholarship}
      \resumeItemListEnd
    \resumeSubheading
      {Chaklala Heights College}{Rawalpindi, Pakistan}
      {F.Sc. (Pre-Engineering) -- BISE Rawalpindi; Marks: 1012/1100}{2019 -- 2021}
    \resumeSubheading
      {Chaklala Heights School}{Rawalpindi, Pakistan}
      {Matriculation (Science) -- BISE Rawalpindi; Marks: 1051/1100}{2017 -- 2019}
  \resumeSubHeadingListEnd

%-----------EXPERIENCE-----------
\section{Experience}
  \resumeSubHeadingListStart
""" + experience + r"""  \resumeSubHeadingListEnd

%-----------PROJECTS-----------
\section{Projects}
    \resumeSubHeadingListStart
      \resumeProjectHeading
          {\textbf{IoT Smart Energy Meter with Theft Detection (FYP)} $|$ \emph{ESP32, Firebase}}{Sep. 2024 -- Jun. 2025}
          \resumeItemListStart
            \resumeItem{Smart meter that flags bypass and tampering from feeder and consumer readings; 2nd position, IEEE SEECS Project Exhibition 2025}
          \resumeItemListEnd
      \resumeProjectHeading
          {\textbf{Load Flow \& Short-Circuit Study of a 132 kV Grid} $|$ \emph{ETAP, PSS/E}}{Spring 2024}
          \resumeItemListStart
            \resumeItem{Modelled a 6-bus 132 kV network and checked breaker ratings against IEC 60909 fault levels}
          \resumeItemListEnd
    \resumeSubHeadingListEnd

%-----------LEADERSHIP-----------
\section{Leadership \& Activities}
  \resumeSubHeadingListStart
    \resumeSubheading
      {General Secretary}{2023 -- 2024}
      {IEEE NUST Student Branch}{Islamabad, Pakistan}
      \resumeItemListStart
        \resumeItem{Organised a two-day power and energy workshop for 200 students with two utilities}
      \resumeItemListEnd
    \resumeSubheading
      {Volunteer Teacher}{2022 -- 2023}
      {Roshni Evening School}{Rawalpindi, Pakistan}
  \resumeSubHeadingListEnd

%-----------CERTIFICATIONS-----------
\section{Certifications}
 \begin{itemize}[leftmargin=0.15in, label={}]
    \small{\item{
""" + " \\\\\n".join(f"     \\textbf{{{tex(c)}}} -- {tex(n)}" for c, n in BD5_CERTS) + r"""
    }}
 \end{itemize}

%-----------TECHNICAL SKILLS-----------
\section{Technical Skills}
 \begin{itemize}[leftmargin=0.15in, label={}]
    \small{\item{
     """ + skills + r""" \\
     \textbf{Languages}{: English (Professional), Urdu (Native), Punjabi (Native)}
    }}
 \end{itemize}

\end{document}
"""
    name = "bd5-muhammad-hamza-tariq"
    pdflatex(source, name)
    check_pages(name, pdf_pages(os.path.join(FILES, name + ".pdf")), 1)

    write_truth(name, {
        "basics": {"name": "Muhammad Hamza Tariq", "email": "hamza.tariq@example.com", "phone": "+92 300 5550173",
                   "location": {"city": "Rawalpindi"},
                   "profiles": [linkedin("hamza-tariq-ee", www=False),
                                {"network": "GitHub", "url": "https://github.com/hamzatariq-ee"}]},
        "work": [job(t, e, p, w, s) for t, e, p, w, s, _ in BD5_JOBS],
        "education": [
            school("National University of Sciences and Technology", "Bachelor of Engineering",
                   "Electrical Engineering", "3.41/4.00", ("2021-09", "2025-06"), "Sep. 2021 – Jun. 2025"),
            school("Chaklala Heights College", "F.Sc.", "Pre-Engineering", "1012/1100", ("2019", "2021"),
                   "2019 – 2021"),
            school("Chaklala Heights School", "Matriculation", "Science", "1051/1100", ("2017", "2019"),
                   "2017 – 2019")],
        "skills": [{"name": s.replace("\\&", "&")} for _, items in BD5_SKILL_GROUPS for s in items],
        "certificates": [{"name": c} for c, _ in BD5_CERTS],
        "languages": [{"language": "English", "fluency": "Professional"}, {"language": "Urdu", "fluency": "Native"},
                      {"language": "Punjabi", "fluency": "Native"}],
    })


# ---- bd6: communications graduate (Kingston, Jamaica), a Canva-style designed one-page PDF drawn with PyMuPDF ---------
BD6_JOBS = [  # (position, employer, place, dates as printed, truth span, bullets)
    ("Communications Assistant", "Liguanea Community Credit Union", "Kingston", "Oct 2023 – Present",
     ("2023-10", None, True),
     ["Plan and post content for Facebook, Instagram, TikTok and WhatsApp Channels; followers up 48% in 2025.",
      "Write newsletters and press releases, shoot short campaign videos and coordinate the AGM and school tours."]),
    ("Freelance Content Creator", "TishCreates", "Kingston", "2021 – Present", ("2021", None, True),
     ["Social media packages and event coverage for small businesses, churches and two Kingston restaurants."]),
    ("Social Media Intern", "Island Pulse Media Ltd.", "Kingston", "May – Aug 2022", ("2022-05", "2022-08"),
     ["Drafted captions and scheduled posts in Hootsuite; monthly analytics reports for three clients."]),
    ("Customer Service Agent (part-time)", "Caribbean Contact Solutions", "Portmore", "2020 – 2022",
     ("2020", "2022"), []),
]
BD6_SKILLS = [("Social media management", 0.9), ("Copywriting & editing", 0.85), ("Content planning", 0.8),
              ("Photography & video", 0.75), ("Public speaking", 0.7), ("Event coordination", 0.7)]
BD6_SOFTWARE = [("Canva", 0.95), ("Adobe Premiere Pro", 0.7), ("Adobe Photoshop", 0.65), ("Meta Business Suite", 0.85),
                ("Hootsuite", 0.75), ("Microsoft Office", 0.85)]
BD6_LANGUAGES = [("English", "Fluent", 5), ("Jamaican Patois", "Native", 5), ("Spanish", "Intermediate", 3)]
BD6_CERTS = [("Fundamentals of Digital Marketing", "Google Digital Garage, 2022"),
             ("Content Marketing Certification", "HubSpot Academy, 2023"),
             ("Meta Certified Digital Marketing Associate", "2024")]


def bd6_canva_pymupdf():
    import pymupdf

    width, height = pymupdf.paper_size("a4")
    side_w, main_x, main_r = 200, 222, width - 30
    teal, teal_light, coral = (0.07, 0.29, 0.36), (0.22, 0.45, 0.52), (0.95, 0.47, 0.38)
    white, ink, grey = (1, 1, 1), (0.13, 0.16, 0.18), (0.38, 0.42, 0.45)
    doc = pymupdf.open()
    page = doc.new_page(width=width, height=height)
    files = {"dv": DEJAVU + DEJAVU_FILES[""], "dvb": DEJAVU + DEJAVU_FILES["B"],
             "dvi": DEJAVU + DEJAVU_FILES["I"], "dvl": DEJAVU + "DejaVuSans-ExtraLight.ttf"}
    fonts = {}
    for fontname, fontfile in files.items():
        page.insert_font(fontname=fontname, fontfile=fontfile)
        fonts[fontname] = pymupdf.Font(fontfile=fontfile)

    def put(x, y, text, font="dv", size=9, color=ink):
        page.insert_text((x, y), text, fontname=font, fontsize=size, color=color)
        return fonts[font].text_length(text, fontsize=size)

    def wrap(x, y, text, w, font="dv", size=8.6, color=ink, leading=1.32, first_indent=0):
        """Breaks text into lines that fit w (as a design tool places each line), returns the next baseline."""
        line, lines = "", []
        for word in text.split():
            trial = (line + " " + word).strip()
            if fonts[font].text_length(trial, fontsize=size) <= w - (first_indent if not lines else 0):
                line = trial
            else:
                lines.append(line); line = word
        lines.append(line)
        for i, l in enumerate(lines):
            put(x + (first_indent if i == 0 else 0), y, l, font, size, color)
            y += size * leading
        return y

    def centred(y, text, font, size, color, x0=0, x1=side_w):
        w = fonts[font].text_length(text, fontsize=size)
        put(x0 + (x1 - x0 - w) / 2, y, text, font, size, color)

    # the sidebar band, the photo placeholder disc with initials
    page.draw_rect(pymupdf.Rect(0, 0, side_w, height), color=None, fill=teal)
    page.draw_circle((side_w / 2, 88), 52, color=white, fill=teal_light, width=3)
    centred(101, "TM", "dvb", 34, white)

    def side_head(y, title):
        put(22, y, title, "dvb", 11, white)
        page.draw_rect(pymupdf.Rect(22, y + 5, 52, y + 7.5), color=None, fill=coral)
        return y + 22

    y = side_head(172, "CONTACT")
    for icon, text, uri in (("☎", "(876) 555-0147", None),
                            ("✉", "tishanna.mcfarlane@example.com", "mailto:tishanna.mcfarlane@example.com"),
                            ("⌂", "Papine, Kingston 7, Jamaica", None),
                            ("in", "linkedin.com/in/tishanna-mcfarlane",
                             "https://www.linkedin.com/in/tishanna-mcfarlane")):
        page.draw_circle((30, y - 3), 7.5, color=None, fill=coral)
        iw = fonts["dvb"].text_length(icon, fontsize=8)
        put(30 - iw / 2, y, icon, "dvb", 8, white)
        w = put(43, y, text, "dv", 7.9, white)
        if uri:
            page.insert_link({"kind": pymupdf.LINK_URI, "from": pymupdf.Rect(43, y - 8, 43 + w, y + 2), "uri": uri})
        y += 19

    def bars(y, title, rows):
        y = side_head(y + 8, title)
        for label, level in rows:
            put(22, y, label, "dv", 8.3, white)
            page.draw_rect(pymupdf.Rect(22, y + 4, side_w - 22, y + 8), color=None, fill=teal_light)
            page.draw_rect(pymupdf.Rect(22, y + 4, 22 + (side_w - 44) * level, y + 8), color=None, fill=coral)
            y += 20
        return y

    y = bars(y, "SKILLS", BD6_SKILLS)
    y = bars(y, "SOFTWARE", BD6_SOFTWARE)
    y = side_head(y + 8, "LANGUAGES")
    for language, level, dots in BD6_LANGUAGES:
        put(22, y, f"{language} — {level}", "dv", 8.3, white)
        for i in range(5):
            page.draw_circle((side_w - 58 + i * 9, y - 3), 3, color=None, fill=coral if i < dots else teal_light)
        y += 16
    y = side_head(y + 8, "HOBBIES")
    put(22, y, "♫ Music    ✎ Blogging", "dv", 8.3, white)
    put(22, y + 14, "✈ Travel    ★ Netball", "dv", 8.3, white)
    assert y + 14 < height - 20, f"bd6's sidebar runs off the page ({y + 14:.0f} pt)"

    # the main column
    put(main_x, 60, "Tishanna", "dvb", 34, teal)
    put(main_x, 97, "McFarlane", "dvl", 34, teal)
    put(main_x, 118, "Communications & Social Media Assistant | Content Creator", "dvb", 9.6, coral)
    page.draw_line((main_x, 128), (main_r, 128), color=(0.85, 0.87, 0.88), width=0.8)

    def head(y, icon, title):
        page.draw_circle((main_x + 8, y - 4), 9, color=None, fill=teal)
        iw = fonts["dv"].text_length(icon, fontsize=9)
        put(main_x + 8 - iw / 2, y - 0.5, icon, "dv", 9, white)
        put(main_x + 24, y, title, "dvb", 11.5, teal)
        return y + 17

    y = head(148, "☺", "ABOUT ME")
    y = wrap(main_x, y, "Creative, organised Media and Communication graduate with three years of social media, "
                        "writing and event work for a credit union, a media agency and my own clients. Looking for a "
                        "Communications Officer or Digital Marketing Executive role where I can grow a brand's voice "
                        "across Jamaica and the diaspora.", main_r - main_x, size=8.6, color=grey)

    def timeline(y, entries):
        top = y - 8
        for when, title, where, bullets in entries:
            page.draw_circle((main_x + 8, y - 3), 3.6, color=teal, fill=white, width=1.4)
            put(main_x + 22, y, when, "dvb", 8, coral)
            y += 12
            y = wrap(main_x + 22, y, title, main_r - main_x - 22, "dvb", 9.6, ink)
            put(main_x + 22, y - 1, where, "dvi", 8.3, grey)
            y += 11
            for b in bullets:
                put(main_x + 24, y, "•", "dv", 8.2, coral)
                y = wrap(main_x + 32, y, b, main_r - main_x - 32, size=8.2, color=grey, leading=1.3)
            y += 3
        page.draw_line((main_x + 8, top), (main_x + 8, y - 14), color=teal, width=0.9)
        return y

    y = head(y + 7, "⚑", "WORK EXPERIENCE")
    y = timeline(y, [(w, t, f"{e} | {p}", b) for t, e, p, w, _, b in BD6_JOBS])
    y = head(y + 2, "✎", "EDUCATION")
    y = timeline(y, [
        ("2019 – 2022", "BA Media and Communication", "The University of the West Indies | Mona, Kingston",
         ["Upper Second Class Honours · Dean's List 2021/22"]),
        ("2017 – 2019", "Caribbean Advanced Proficiency Examination (CAPE)", "Red Hills Christian High School | "
                                                                            "Spanish Town",
         ["Communication Studies (I), Literatures in English (II), Sociology (II), Caribbean Studies (I)"]),
        ("2017", "Caribbean Secondary Education Certificate (CSEC)", "Red Hills Christian High School | Spanish Town",
         [])])
    y = head(y + 2, "★", "CERTIFICATIONS")
    for cert, note in BD6_CERTS:
        put(main_x + 4, y, "•", "dv", 8.4, coral)
        w = put(main_x + 14, y, cert, "dvb", 8.4, ink)
        put(main_x + 14 + w, y, f"  –  {note}", "dv", 8.2, grey)
        y += 12
    y = head(y + 5, "♥", "VOLUNTEER & LEADERSHIP")
    for item in ("Public Relations Officer, UWI Mona Debating Society (2020 – 2021)",
                 "Social media volunteer, Jamaica Cancer Society walk (2023, 2024)"):
        put(main_x + 4, y, "•", "dv", 8.4, coral)
        y = wrap(main_x + 14, y, item, main_r - main_x - 14, size=8.4, color=grey)
    y = head(y + 5, "☎", "REFERENCES")
    col = (main_r - main_x) / 2
    for i, lines in enumerate((("Mrs. Andrea Gordon-Lewis", "Marketing & Member Services Manager",
                                "Liguanea Community Credit Union", "(876) 555-0112"),
                               ("Dr. Marcia Whyte", "Lecturer, CARIMAC", "The University of the West Indies, Mona",
                                "(876) 555-0190"))):
        yy = y
        for j, line in enumerate(lines):
            put(main_x + i * col, yy, line, "dvb" if j == 0 else "dv", 8.4 if j == 0 else 8, ink if j == 0 else grey)
            yy += 11
    assert yy < height - 20, f"bd6 runs off the page ({yy:.0f} pt)"

    name = "bd6-tishanna-mcfarlane"
    doc.set_metadata({"title": "Tishanna McFarlane - Resume", "author": "Tishanna McFarlane", "creator": "Canva",
                      "producer": "Canva"})
    path = os.path.join(FILES, name + ".pdf")
    doc.subset_fonts()  # as an export carries only the glyphs it uses
    doc.save(path, garbage=3, deflate=True)
    check_pages(name, pdf_pages(path), 1)

    write_truth(name, {
        "basics": {"name": "Tishanna McFarlane",
                   "label": "Communications & Social Media Assistant | Content Creator",
                   "email": "tishanna.mcfarlane@example.com", "phone": "(876) 555-0147",
                   "location": {"city": "Kingston"}, "profiles": [linkedin("tishanna-mcfarlane")]},
        "work": [job(t, e, p, w, s) for t, e, p, w, s, _ in BD6_JOBS],
        "education": [
            school("The University of the West Indies", "BA", "Media and Communication", "Upper Second Class Honours",
                   ("2019", "2022"), "2019 – 2022"),
            school("Red Hills Christian High School", "Caribbean Advanced Proficiency Examination (CAPE)", None, None,
                   ("2017", "2019"), "2017 – 2019"),
            school("Red Hills Christian High School", "Caribbean Secondary Education Certificate (CSEC)", None, None,
                   (None, "2017"), "2017")],
        "skills": [{"name": s} for s, _ in BD6_SKILLS + BD6_SOFTWARE],
        "certificates": [{"name": c} for c, _ in BD6_CERTS],
        "languages": [{"language": l, "fluency": f} for l, f, _ in BD6_LANGUAGES],
    })


if __name__ == "__main__":
    made_scratch = not os.path.isdir(SCRATCH)
    os.makedirs(SCRATCH, exist_ok=True)
    xdg = os.path.join(SCRATCH, "xdg-runtime")  # wkhtmltopdf's Qt wants a runtime folder; keep it out of /tmp
    os.makedirs(xdg, mode=0o700, exist_ok=True)
    tempfile.tempdir = SCRATCH
    saved = {key: os.environ.get(key) for key in ("TMPDIR", "XDG_RUNTIME_DIR")}
    os.environ["TMPDIR"] = SCRATCH
    os.environ["XDG_RUNTIME_DIR"] = xdg
    try:
        bd1_word_table_cv()
        bd2_google_docs_html()
        bd3_fpdf_two_column()
        bd4_cv_builder_wkhtmltopdf()
        bd5_overleaf_pdflatex()
        bd6_canva_pymupdf()
    finally:
        tempfile.tempdir = None
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value
        if made_scratch:
            shutil.rmtree(SCRATCH, ignore_errors=True)
