#!/usr/bin/env python3
"""Renders the fifty-eighth held-out batch (bf1–bf6) into files/ and its truth into truth/.

Written without reading the parser (nor anything under /work/main/Sources, Tests, docs, Benchmarks, .build or
output, nor anything under /tmp or /var/tmp other than this batch's own scratch folder); no project binary (mm-*),
swift or git command was run. The only project files read were holdout_render.py in full, render_batch55.py in
full (for the conventions, the truth shape and the decisions it records), the docstring openings (first 40 lines
only) of render_batch46.py to render_batch54.py, render_batch56.py and render_batch57.py (for the occupations,
countries and producers already used) and three truth files, whole: at6-thiago-ribeiro.json (batch 46's São Paulo
key account manager: how a Brazilian bacharelado and MBA, "Mar/2021 – present" and a printed country were written),
at5-agnieszka-dabrowska.json (batch 46's Kraków GIS lead: an engineer's and a master's degree with their grades as
"score", the matura, CEFR levels, "Mother tongue", "Sp. z o.o.") and at1-pavan-nagaraju.json (batch 46's Bengaluru
engineer: a B.Tech with a CGPA, Class XII and X with percentages). files/ and truth/ were listed only to make sure
no bf* file existed (and truth/ once more, filtered to the at* names, to pick those three). Nothing else in the
project was read. The helpers job, school, photo_placeholder, docx_runner, spacing and paragraph_shading are written
for this batch (docx_hyperlink, table_borders, cell_props and fixed_widths as batch 55 wrote them); the rest comes
from holdout_render.py. Scratch files (the photo placeholder images, the LibreOffice conversions and page checks,
pdflatex's run folder, wkhtmltopdf's page and its Qt runtime folder) go to /var/tmp/bf58 (tempfile.tempdir, TMPDIR
and XDG_RUNTIME_DIR point there while the script runs), removed at the end. Nothing was installed: LibreOffice here
has Writer but no Calc (a flat-ODS test in the scratch folder fell back to Writer), so no resume is a spreadsheet.

ENGLISH CVs WRITTEN BY PEOPLE WHOSE FIRST LANGUAGE IS NOT ENGLISH, applying to employers abroad, from six countries
that batches 46–57 do not use (their docstrings name India, the Philippines and the UAE, Nigeria, Kenya, Poland,
Brazil, Canada, Australia, the UK, the US, New Zealand, Ireland, South Africa, Germany, the Netherlands, Sweden,
Singapore, Ghana, Uganda, Malaysia, Sri Lanka, Pakistan, Jamaica and Portugal): Mexico, Colombia, Romania, Turkey,
Vietnam and Japan. Brazil was left out because batch 46 has a São Paulo CV, so the brief's untranslated "mar/2019 –
atual" became its Spanish twin "mar/2019 – actual" in the Colombian CV. Six occupations that the docstrings do not
have (they list, among others, a veterinary nurse, a food science QA executive, a winemaker, an army vehicle
technician turned fleet maintenance manager, a CNC setter, a process engineer, a structural engineer and a GIS team
leader, all other occupations): a dairy herd veterinarian, a coffee quality analyst and Q grader, a welding
inspector and welding engineer, a B1 aircraft maintenance technician, a plastic injection mold design engineer and a
patent attorney, with five to fourteen years of work. Their CVs carry their home countries' conventions into
English: photos, personal data (CURP, cédula, CNP, T.C. Kimlik No and CCCD numbers written as "ID", date of birth,
age and Japanese era year, sex, marital status, military service, passport, commuting time, dependents), section
names translated word for word ("Professional Objective", "Academic Formation", "Complementary Courses",
"Professional Experiences", "Languages: English - Advanced, Spanish - Native"), dates in their own forms (Spanish
month abbreviations, Turkish month names, "03.2018 - 11.2021", a rirekisho's separate year and month cells; Latin
script only), degrees of the home systems (Licenciatura, Technologist, Diplomă de inginer, Lisans, Engineer's degree
(5 years), Bachelor and Master of Engineering in a rirekisho), institutions in their own languages, companies with
local legal forms (S.A. de C.V., S.P.R. de R.L., A.C., S.A.S., Ltda., S.R.L., S.A., A.Ş., Ltd. Şti., Co., Ltd.,
Joint Stock Company, K.K.) and English that is correct but not native ("responsible of", "vigent", "aircrafts",
"I enjoy to explain"). Each is made with a producer and layout the earlier batches use least (no ReportLab,
WeasyPrint or Chromium, which they lean on):

- bf1 (DOCX, python-docx 1.2, kept as the Word file; Arial 10 pt, Letter, TWO pages, the page count checked on a
  throw-away LibreOffice PDF): a Mexican Word CV: a borderless header table with the name printed with its title
  prefix "MVZ María Fernanda Ruiz Carrillo" (two surnames), the italic label "Médico Veterinario Zootecnista – Dairy
  Herd Health & Reproduction", run-in "Address:" (street, "Col. Centro", "C.P. 47600", "Tepatitlán de Morelos,
  Jalisco, Mexico"), "Cel.:" ("+52 378 000 1842") and "E-mail:" (a Word hyperlink) lines and, in the right cell, a
  PHOTO (a picture: a grey silhouette standing in for the applicant's photo); SECTION NAMES ON SHADED BARS:
  PROFESSIONAL OBJECTIVE; PERSONAL DATA as a borderless four-column grid ("Date of birth: 12/03/1989", "ID (CURP):",
  "Marital status: Married", "Passport:", "Driver's license:", "Availability:"); PROFESSIONAL EXPERIENCES AS
  COMPANY-FIRST BLOCKS: the bold company with its legal form, the town in a parenthesis after it and the dates on a
  right tab ("Agropecuaria Los Altos de Jalisco S.A. de C.V. (Tepatitlán de Morelos, Jal.)  Jan-2021 – to date"),
  an italic sector line, "Position: Herd Health Veterinarian (Responsible Veterinarian)", then "Functions:" and
  "Achievements:" with bullets; then "Nutrición Animal del Bajío S.A. de C.V. (León, Gto.)" "Aug-2016 – Dec-2020",
  "Establo La Providencia S.P.R. de R.L. (Acatic, Jal.)" "Mar-2016 – Jul-2016" and the mandatory social service
  year "Comité de Fomento y Protección Pecuaria Altos Sur A.C. (Tepatitlán, Jal.)" "Mar-2015 – Feb-2016" ("Position:
  Veterinarian in Social Service (Servicio Social)"); ACADEMIC FORMATION with the degree in Spanish, a grey English
  gloss line, the university with its campus ("Universidad de Guadalajara – Centro Universitario de los Altos
  (CUALTOS), Tepatitlán de Morelos, Jal.") and a grey line "General average: 9.1/10 · Cédula Profesional No.
  0000000 (SEP) · Thesis: …"; COMPLEMENTARY COURSES (a diplomado, courses, a congress); CERTIFICATIONS ("Médico
  Veterinario Responsable Autorizado (MVRA) – SENASICA, 2019"); SKILLS as a two-column "•" table, then run-in
  "Computer:" and "Languages: English - Advanced (TOEFL ITP 567, 2023), Spanish - Native" lines; REFERENCES. A
  dairy herd veterinarian in Tepatitlán de Morelos, Jalisco, Mexico, applying to dairies in Canada, the US or New
  Zealand.
- bf2 (fpdf2 2.8.9 with Liberation Sans, Letter, ONE page, creator "Hoja de Vida Pro"): THE TWO-COLUMN PDF, a
  Colombian "hoja de vida" template: a full-height dark coffee SIDEBAR AT THE LEFT with a ROUND PHOTO, CONTACT
  ("Pitalito, Huila – Colombia", "+57 312 000 4471", the email), PERSONAL DATA as label-over-value pairs ("ID
  (C.C.):" "1.083.000.274 de Pitalito" – the cédula with the town where it was issued, "Date of birth:" "07/09/1992",
  "Passport:" "Yes, vigent until 2030"), LANGUAGES ("Spanish – Native", "English – B2 (Upper intermediate)",
  "Portuguese – Basic") and SKILLS bullets; the main column holds THE NAME BROKEN OVER TWO LINES ("Juan Sebastián" /
  "Ospina Muñoz"), the gold label "Coffee Quality Analyst | Licensed Q Arabica Grader | Roaster", PROFESSIONAL
  PROFILE, PROFESSIONAL EXPERIENCES with each job a bold title and gold dates at the right margin over an italic
  "Employer – Town, Department" line and bullets, THE DATES WITH SPANISH MONTH ABBREVIATIONS: "Quality Control
  Coordinator (Coordinador de Calidad)" Cafés Especiales del Macizo S.A.S. "mar/2019 – actual" (actual = current,
  left untranslated), "Cupper and Green Coffee Analyst" Trilladora El Laurel S.A.S., Neiva "ene/2017 – feb/2019",
  "Technical Extension Assistant" Cooperativa de Caficultores del Sur del Huila Ltda. "ago/2015 – dic/2016" and
  "Apprentice (SENA productive stage)" Finca La Esmeralda, Acevedo "feb/2015 – jul/2015"; ACADEMIC FORMATION
  ("Technologist in Agricultural Business Management" "2013 – 2015" over the Spanish name in parentheses and
  "Servicio Nacional de Aprendizaje – SENA, Centro de Gestión y Desarrollo Sostenible Surcolombiano, Pitalito";
  "Bachiller Académico" "2010" "(High school diploma)"); CERTIFICATIONS (bold name "  –  " grey issuer and years);
  COMPLEMENTARY COURSES. pdftotext interleaves the sidebar with the main column. A coffee quality analyst and Q
  Arabica grader in Pitalito, Huila, Colombia, applying to roasters and importers in Australia, Canada or Europe.
- bf3 (pdflatex, TeX Live 2022, Helvetica (helvet) in T1 encoding, A4, TWO pages): a Romanian engineer's LaTeX CV:
  the name "Mihai-Cătălin Vasilescu" (hyphenated given names), the label "Welding Inspector / Welding Engineer (IWE,
  CSWIP 3.1)", a "•" contact line ("Galaţi, Romania", "+40 722 000 318", a mailto link) and a LinkedIn link, a PHOTO
  at the right; ROMANIAN LETTERS IN THEIR LEGACY CEDILLA FORMS (ş, ţ – Galaţi, Timişoara, Şantierul, Construcţii –
  the only ones T1 has; ş, ţ and ă come out of pdftotext as a base letter and a COMBINING MARK (â stays one
  letter), so the text must be NFC-normalised to match); Personal Data as a four-column tabular ("ID (CNP): 1890614170038", "married, one child");
  Professional Objective; Professional Experience and Education and Training WITH THE DATES IN A LEFT COLUMN
  ("12.2021 - present", "03.2018 - 11.2021", "07.2014 - 02.2018", "09.2012 - 06.2014", a plain hyphen as typed)
  and, at the right, the bold title, the italic "Employer, Town" line and bullets (employers Navalis Offshore
  Galaţi S.R.L., Şantierul Naval Dunărea S.A., Banat Construcţii Metalice S.R.L., Inspect Control Vest S.R.L.);
  education "Master’s degree (Diplomă de master) – Welding Engineering and Management" "10.2012 - 07.2014",
  "Engineer’s degree (Diplomă de inginer, 4 years) – Materials Engineering" "10.2008 - 07.2012" (LaTeX's curly
  apostrophes) at "Universitatea Politehnica Timişoara, Facultatea de Mecanică" with their grades on remark lines
  ("Final grade: 9.40 (scale 1-10)", "Specialization: Welding. Diploma exam grade: 9.15"), "Baccalaureate diploma
  (Diplomă de bacalaureat) – Mathematics-Informatics" "09.2004 - 06.2008"; Certifications as "bold name – issuer,
  number, validity"; Technical Skills as three bold-labelled comma lists; Language Skills as a CEFR tabular ("mother
  tongue", "C1 (IELTS 7.5, 2023)", "B1", "A2 (currently learning, evening course)"); Other Information; page numbers.
  A welding inspector and welding engineer (IWE) in Galaţi, Romania, applying for offshore work in Norway or the
  Netherlands.
- bf4 (LibreOffice 7.4 PDF of a DOCX written with python-docx, Times New Roman shown as Liberation Serif, A4, TWO
  pages): a Turkish Word CV: a small grey "CURRICULUM VITAE", the centred name "Emre Can Yıldırım" (dotless ı), the
  label "B1 Licensed Aircraft Maintenance Technician – A320 Family & B737NG" over a rule; PERSONAL INFORMATION as
  TAB-ALIGNED "Label : value" lines beside a PHOTO ("Name Surname : Emre Can YILDIRIM" – the surname in capitals as
  Turkish forms write it –, "Date / Place of Birth : 21.04.1992 / Eskişehir", "ID Number (T.C. Kimlik No)",
  "Military Service : Completed (02.2016 – 08.2016)", "Address : Kurtköy Mah. Ankara Cad. No: 45/7, Pendik /
  İstanbul, Türkiye", "Mobile : +90 532 000 47 19", "E-mail :" a hyperlink); PROFESSIONAL OBJECTIVE; PROFESSIONAL
  EXPERIENCES AS HANGING PARAGRAPHS, the dates, a tab, the bold "Employer – Place", the italic title under it and
  bullets, THE DATES IN THREE FORMS, TWO IN TURKISH: "Sept. 2019 – Present" Marmara Hava Teknik A.Ş. – Sabiha
  Gökçen Airport, İstanbul; "Ekim 2016 – Ağustos 2019" Anadolu Uçak Bakım Hizmetleri A.Ş. – Eskişehir; "06/2014 –
  01/2016" Kapadokya Havacılık Teknik Ltd. Şti. – Erkilet Airport, Kayseri; "Temmuz 2013 – Ağustos 2013" the same
  company, Kayseri, "Summer Internship (Staj)" with no bullets (the long Turkish dates overrun the hanging indent,
  so the employer follows them after a space, as in Word); EDUCATION in the same form ("Erciyes Üniversitesi –
  Sivil Havacılık Yüksekokulu, Kayseri", "Lisans (Bachelor's degree, 4 years) – Uçak Gövde-Motor Bakımı (Aircraft
  Airframe and Powerplant Maintenance)", "GPA: 3.12 / 4.00"; "Porsuk Anadolu Lisesi, Eskişehir", "Lise Diploması
  (High School Diploma)", "Diploma grade: 84,50 / 100" with a decimal comma); LICENCES AND CERTIFICATES, COMPLEMENTARY
  COURSES and TECHNICAL SKILLS as Word bullets (a Symbol-font glyph in the text layer); LANGUAGES as tabbed
  "Language : level" lines; HOBBIES; REFERENCES. A B1 aircraft maintenance technician in İstanbul, Türkiye,
  applying to MROs and airlines in the Gulf or Europe.
- bf5 (wkhtmltopdf 0.12.6 with unpatched Qt – its --zoom and --disable-smart-shrinking are ignored, so the page sets
  CSS zoom 1.3 –, A4, TWO pages, Liberation Sans): a Vietnamese job-site template: a dark teal HEADER BAND with the
  PHOTO at the left, THE NAME IN CAPITALS WITH VIETNAMESE DIACRITICS "TRẦN MINH KHOA" (family name first), the
  orange label "Mold Design Engineer – Plastic Injection Mold (NX / SolidWorks)" and a two-column info table ("Date
  of birth: 15/08/1994", "Gender: Male", "Phone: (+84) 987 000 415", "Email:", "Address: Đình Bảng, Từ Sơn, Bắc
  Ninh, Vietnam", "ID card (CCCD):", "Marital status: Single"); section names on teal tabs; CAREER OBJECTIVE with
  "- Short-term:" and "- Long-term:" goals; WORK EXPERIENCE AND EDUCATION AS A TIMELINE TABLE (the dates in a left
  column, an orange rule, then the bold employer with a grey "– place", the orange italic title and bullets):
  "04/2021 – now" Hoa Sen Seimitsu Vietnam Co., Ltd. – VSIP Bắc Ninh "Senior Mold Design Engineer"; "07/2018 –
  03/2021" Thang Long Precision Mold Co., Ltd. – Đông Anh, Hà Nội; "08/2017 – 06/2018" Phu Lam Plastic Joint Stock
  Company – Văn Lâm, Hưng Yên; "02/2017 – 05/2017" Thang Long Precision Mold again, "Graduation Internship";
  education "09/2012 – 06/2017" "Trường Đại học Bách khoa Hà Nội (Hanoi University of Science and Technology)",
  "Engineer's degree (5 years) – Machine Manufacturing Technology", "Kỹ sư Công nghệ Chế tạo máy · GPA: 3.05/4.0 ·
  Classification: Good (Khá)"; SKILLS as names with FIVE-BLOCK RATING BARS (no text); CERTIFICATES as a dated table
  ("2016" CSWA, "12/2021" "JLPT N3", "03/2023" "TOEIC Listening & Reading: 725"); LANGUAGES as a table with
  remarks after a dash; HOBBIES; and a REFERENCE WITH ANOTHER PERSON'S PHONE AND E-MAIL ("Mr. Sato Kenji – Factory
  Manager, …", "(+84) 912 000 118", "k.sato.hsv@example.com"). A plastic injection mold design engineer in Từ Sơn,
  Bắc Ninh, Vietnam, applying to Japanese mold makers in Japan or Singapore.
- bf6 (DOCX, python-docx 1.2, kept as the Word file; Century 10 pt (shown in LibreOffice with a substitute), A4, TWO
  pages, a page break before the second page; the page count checked on a throw-away LibreOffice PDF): AN ENGLISH
  RIREKISHO, THE JAPANESE CV FORM, BUILT OF RULED "Table Grid" TABLES: "CURRICULUM VITAE (Rirekisho)" with "As of 17
  November 2026" on a right tab; a personal block of grey-labelled rows with THE NAME IN TWO FIELDS, "Family name"
  "KATO" and "Given name" "Haruka", "Date of birth" "17 January 1988 (Showa 63)  Age 38", "Sex", "Nationality",
  "Address" "3-8-12 Meieki, Nakamura-ku, Nagoya, Aichi 450-0002, Japan", "Phone (mobile)" "080-0000-4127", "E-mail",
  "Contact address" "Same as above", the PHOTO cell merged down five rows; then the HISTORY TABLE "Year | Month |
  Education and Work History" IN ASCENDING ORDER, ONE EVENT A ROW, YEAR AND MONTH IN SEPARATE CELLS: centred
  "Education", "2006 | 3 | Graduated from Aichi Kenritsu Chikusa-Higashi Kōtō Gakkō (prefectural senior high
  school)", "Entered Kanazawa Daigaku, Faculty of Engineering, Department of …" (2006 4) and "Graduated from the same
  (Bachelor of Engineering)" (2010 3), the graduate school "Entered …" (2010 4) and "Completed the same (Master of
  Engineering)" (2012 3); an empty row; centred "Work History"; "Joined Hokuriku Denki K.K. (Kanazawa; …)" (2012 4)
  with a row without year or month "Assigned to Power Electronics Development Department as Development Engineer
  (…)", "Resigned for personal reasons (…)" (2016 9); "Joined Sakuradori Kokusai Tokkyo Jimusho (patent law firm,
  Nagoya)" (2016 10), "Patent Engineer: drafting and prosecution …", "Resigned (…)" (2020 6); "Joined Nishiki
  Seimitsu K.K. (Nagoya; …)" (2020 7), "Assigned to Intellectual Property Department as Patent Attorney
  (in-house)", "Promoted to Senior Patent Attorney, IP Strategy Group" (2023 4), "Currently employed" and a
  right-aligned "End", and empty ruled rows; page 2: "Year | Month | Licences and Qualifications" (a driving
  licence, "Intellectual Property Management Skills Test, Grade 2 (Chizai Kentei 2-kyū)", "Registered as Patent
  Attorney (Benrishi), Japan Patent Attorneys Association, Reg. No. 00000", "TOEIC Listening & Reading Test: 905
  points"); boxes "Special skills" ("- " lines), "Languages" (one line "Japanese: native  English: business level
  (TOEIC 905)  Chinese: basic (reading of patent documents)"), "Motivation / Self-PR"; the form's four small fields
  ("Commuting time", "Dependents (excluding spouse)", "Spouse", "Spouse's dependency obligation") and "Personal
  requests (salary, position, working hours, location, etc.)". No label, no profile. A patent attorney (benrishi) in
  Nagoya, Aichi, Japan, applying for patent attorney or IP counsel roles in Singapore or Europe.

Decisions for this batch (following batch 55's and, through the three truth files, batch 46's; new ones marked NEW):
- Personal data (NEW for this many fields): ID numbers (CURP, C.C., CNP, T.C. Kimlik No, CCCD), dates and places of
  birth, ages and era years, sex, nationality, marital status, military service, passports, driving licences,
  availability, addresses' streets, commuting time, dependents and spouse fields are not recorded; photos are not
  content (batch 55's rule for the photo box).
- Names: bf1's title prefix "MVZ" is left out ("María Fernanda Ruiz Carrillo", both surnames kept); bf2's name
  broken over two lines is one name; bf4's heading "Emre Can Yıldırım" gives the spelling (the "Name Surname" field's
  capitals "YILDIRIM" are the same name); bf5's capitals are recorded "Trần Minh Khoa" in its own (family-first)
  order, as batch 55 recorded "JARED TKACHUK" as "Jared Tkachuk"; bf6's "Family name" / "Given name" fields give
  "Haruka Kato", given name first, as batch 55 joined bc5's "First name" and "Last name" (NEW: the field order of
  the form is not the name's order).
- Basics: the label is the line under the name (bf1's Spanish one whole); bf6 has none. Location is the city with
  the state, province or department printed beside it, without street, colonia, ward, district or postcode; a
  printed country is recorded as country_code, as batch 46's at5 and at6 truth did (batch 55 printed no country):
  "Tepatitlán de Morelos" / "Jalisco" / MX, "Pitalito" / "Huila" / CO, "Galaţi" / RO, "İstanbul" / TR (Kurtköy and
  the district Pendik left out), "Từ Sơn" / "Bắc Ninh" / VN (the ward Đình Bảng left out), "Nagoya" / "Aichi" / JP
  (Meieki, Nakamura-ku and 450-0002 left out). Phones as printed. Only bf3 prints a LinkedIn profile. bf5's
  reference (Mr. Sato Kenji, his phone and e-mail) is neither the applicant's contact nor a job (NEW).
- Work: positions keep their parentheses as printed, translations included ("Quality Control Coordinator
  (Coordinador de Calidad)", "Veterinarian in Social Service (Servicio Social)", "Summer Internship (Staj)",
  "Apprentice (SENA productive stage)"); bf1's social service year and bf2's SENA apprenticeship are work entries
  (as batch 46 wrote an NYSC year). bf1's company-first blocks (NEW in this form): employer = the bold company with
  its legal form, location = the parenthesis after it ("Tepatitlán de Morelos, Jal."), position = the text after
  "Position:"; sector lines and the "Functions:" and "Achievements:" labels are not recorded. Work locations as
  printed ("Sabiha Gökçen Airport, İstanbul", "VSIP Bắc Ninh", "Đông Anh, Hà Nội"). Dates: Spanish abbreviations
  (ene, feb, mar, ago, dic, jul) and Turkish month names (Ekim 10, Ağustos 8, Temmuz 7) give months; "to date",
  "Present", "present", "now" and the untranslated "actual" make a job current. bf6's rirekisho (NEW): a job begins
  at its "Joined" row (employer; place = the town before ";" in its parenthesis), its position is the title in the
  "Assigned to … as …" or "Patent Engineer: …" row under it, it ends in the month of its "Resigned" row; "Promoted
  to" starts a new entry at the same employer (place carried over) and ends the previous one in that same month
  (2023-04); "Currently employed" makes the last one current; "End" closes the list. As the year and the month sit in
  separate cells and the start and end on separate rows, these entries have start and end months but no date_text.
- Education (batch 55's rule – the study type the kind of qualification, the area its field – read in each line's
  own language; NEW: a translation or gloss in parentheses or on its own line and the programme length ("5 years",
  "4 years") are left out): "Licenciatura" / "Medicina Veterinaria y Zootecnia"; "Bachillerato General";
  "Technologist" / "Agricultural Business Management"; "Bachiller Académico"; "Master’s degree" / "Welding
  Engineering and Management" and "Engineer’s degree" / "Materials Engineering" (curly apostrophes, as LaTeX prints
  them; "Specialization: Welding" is a remark); "Baccalaureate diploma" / "Mathematics-Informatics"; "Lisans" /
  "Uçak Gövde-Motor Bakımı"; "Lise Diploması"; "Engineer's degree" / "Machine Manufacturing Technology"; bf6's
  "Bachelor of Engineering" and "Master of Engineering" from the "Graduated/Completed the same (…)" rows with the
  department "Electrical and Electronic Engineering" as the area, dated from the "Entered" row's month to the
  graduation row's, no date_text; bf6's high school names no qualification, so its entry has no study type and only
  its graduation month as the end. Institutions: the name of the university or school without the faculty,
  school, campus or centre after it and without an English translation in parentheses ("Universidad de
  Guadalajara", "Servicio Nacional de Aprendizaje – SENA" with its acronym, as batch 46 kept "(FGV)",
  "Universitatea Politehnica Timişoara", "Erciyes Üniversitesi", "Trường Đại học Bách khoa Hà Nội", "Kanazawa
  Daigaku", "Escuela Preparatoria Regional de Arandas" without "(Universidad de Guadalajara)", "Porsuk Anadolu
  Lisesi" without its town; "Liceul Teoretic Nr. 1 Galaţi" keeps the town that is part of its name). A printed
  average, GPA or grade is the score, as batch 46 wrote at1's and at5's: "9.1/10", "9.40", "9.15", "3.12 / 4.00",
  "84,50 / 100" (decimal comma as printed), "3.05/4.0"; the Cédula Profesional, theses, "(scale 1-10)" and
  "Classification: Good (Khá)" are left out. A single year is the end date.
- Certificates are the items of the Certifications / Licences and Certificates / Certificates sections, and of bf6's
  Licences and Qualifications table, named without issuers, numbers, years, validity or scores: bf1 "Médico
  Veterinario Responsable Autorizado (MVRA)", "Bovine Artificial Insemination Technician Certificate"; bf2 "Q
  Arabica Grader", "SCA Green Coffee – Intermediate", "SCA Roasting – Foundation"; bf3's four ("ISO 9712 NDT Level 2
  – VT, PT, MT" whole); bf4's licence, two type training certificates and the run-up authorization; bf5 "Certified
  SOLIDWORKS Associate (CSWA)", "JLPT N3" (the level names the certificate) and "TOEIC Listening & Reading" (": 725"
  left out); bf6 "Intellectual Property Management Skills Test, Grade 2" (the romanised Japanese name in parentheses
  left out), "Patent Attorney (Benrishi)" (from "Registered as …") and "TOEIC Listening & Reading Test" (the points
  left out). Driving licences are not certificates (batch 55). "Complementary Courses" (a diplomado, courses, a
  congress, SENA, ICA and ProColombia courses, recurrent aviation trainings) are trainings, not certificates (NEW
  here; the rule the docstrings record from batches 10 and 25 for professional development).
- Skills are the listed items as printed, grouped lists flattened without their group labels (as batch 48 did):
  bf1's eight table items (row by row) then the "Computer:" items; bf2's sidebar bullets; bf3's three lines'
  comma-separated items; bf4's Technical Skills; bf5's skill names (the rating bars are not text); bf6's Special
  skills lines, "Search tools:" dropped and its three tools and the "Microsoft Office, Python (…)" line split.
  Profiles, objectives and Self-PR are not skills.
- Languages with their level as printed, remarks in parentheses or after a dash left out (batch 55): bf1
  "Advanced" / "Native"; bf2 "Native", "B2", "Basic"; bf3 "mother tongue", "C1", "B1", "A2"; bf4 "Native",
  "Upper-Intermediate", "Beginner"; bf5 "Native", "Intermediate", "N3"; bf6 "native", "business level", "basic".

Truth conventions as in batches 5–57: date_text as printed (dashes as typed), work locations as printed, phones as
printed, strings in Unicode NFC as a reader sees them (bf3's text layer carries combining marks). Every person,
employer, school named as invented below, ID number, phone and email is invented (emails at example.com; phones with
a "000" exchange, clearly fake in each country's format, as none of these countries publishes a drama range), except
the universities, public bodies, schemes, standards, products and places, which are real and named as any CV names
them (Universidad de Guadalajara and its CUALTOS campus, Universidad Autónoma de Querétaro, SEP, SENASICA, TOEFL ITP,
DairyComp 305, AfiFarm, SENA and its Pitalito centre, ICA, ProColombia, CQI, the SCA, FNC, Probat, Cropster,
Rainforest Alliance, Universitatea Politehnica Timişoara, IIW, ASR, TWI and CSWIP, OPITO, DNV, BV, the EN, ISO, ASME
and AWS standards, Tekla, SAP, IELTS, Erciyes Üniversitesi, SHGM and SHY-66, Part-147, AMOS, Airbus, Boeing, CFM and
LEAP, YDS, Sabiha Gökçen and Erkilet airports, VSIP Bắc Ninh, Siemens NX, SOLIDWORKS and Dassault Systèmes,
Moldflow, Mastercam, Misumi, Futaba, JLPT and the Japan Foundation, TOEIC and IIG Vietnam, Kanazawa Daigaku, the
Japan Patent Attorneys Association, Chizai Kentei, J-PlatPat, PatBase and Derwent Innovation). Invented: Agropecuaria
Los Altos de Jalisco S.A. de C.V., Nutrición Animal del Bajío S.A. de C.V., Establo La Providencia S.P.R. de R.L.,
Comité de Fomento y Protección Pecuaria Altos Sur A.C., Escuela Preparatoria Regional de Arandas (named on the
pattern of the university's regional high schools), Cafés Especiales del Macizo S.A.S., Trilladora El Laurel
S.A.S., Cooperativa de Caficultores del Sur del Huila Ltda., Finca La Esmeralda, Institución Educativa Municipal Los
Andaquíes, Navalis Offshore Galaţi S.R.L., Şantierul Naval Dunărea S.A., Banat Construcţii Metalice S.R.L., Inspect
Control Vest S.R.L., Liceul Teoretic Nr. 1 Galaţi, Marmara Hava Teknik A.Ş., Anadolu Uçak Bakım Hizmetleri A.Ş.,
Kapadokya Havacılık Teknik Ltd. Şti., Porsuk Anadolu Lisesi, Hoa Sen Seimitsu Vietnam Co., Ltd., Thang Long
Precision Mold Co., Ltd., Phu Lam Plastic Joint Stock Company, Hokuriku Denki K.K., Sakuradori Kokusai Tokkyo
Jimusho, Nishiki Seimitsu K.K. and Aichi Kenritsu Chikusa-Higashi Kōtō Gakkō.

Tools (all installed already; nothing was installed for this batch): python-docx 1.2, fpdf2 2.8.9, Pillow (the
photo placeholders), pdflatex (TeX Live, helvet, titlesec, enumitem, needspace), LibreOffice 7.4 (bf4's PDF, bf1's
and bf6's page checks), wkhtmltopdf 0.12.6, fonts-liberation, DejaVu, Carlito and poppler-utils. check_pages,
dates, libreoffice_pdf, linkedin, lo_page_count, new_docx, bottom_border, oxml_element, pdf_pages, pdflatex, tex,
wkhtmltopdf and write_truth come from holdout_render.py.
Run from this folder: python3 render_batch58.py
"""
import base64
import os
import shutil
import tempfile
from xml.sax.saxutils import escape

from holdout_render import (FILES, check_pages, dates, linkedin, lo_page_count, oxml_element, pdf_pages,
                            write_truth)

# Scratch files (the photo placeholder image, the LibreOffice conversions, pdflatex's run folder, wkhtmltopdf's page
# and Qt runtime folder) go here, never to /tmp.
SCRATCH = os.environ.get("BF58_SCRATCH", "/var/tmp/bf58")


# ---- helpers -------------------------------------------------------------------------------------------------------
def job(position, name, location, date_text, span):
    """A truth work entry; the location is left out where none is printed. A job whose dates are not printed as one
    span (bf6's rirekisho rows) has its start and end but no date_text."""
    entry = {"position": position, "name": name}
    if location:
        entry["location"] = location
    entry["dates"] = dates(*span, text=date_text)
    return entry


def school(institution, study_type, area, date_text, span, score=None):
    """A truth education entry; study type, area and score are left out where none is printed."""
    entry = {"institution": institution}
    if study_type:
        entry["study_type"] = study_type
    if area:
        entry["area"] = area
    if score:
        entry["score"] = score
    entry["dates"] = dates(*span, text=date_text)
    return entry


def photo_placeholder(width=300, height=400, round_=False):
    """The stand-in for an applicant's passport photo (a grey head-and-shoulders silhouette, no real face), written
    as a PNG to the scratch folder; returns its path. round_ gives a transparent circle crop (bf2's template)."""
    from PIL import Image, ImageDraw
    path = os.path.join(SCRATCH, f"photo_{width}x{height}{'_round' if round_ else ''}.png")
    image = Image.new("RGBA", (width, height), (222, 227, 233, 255))
    draw = ImageDraw.Draw(image)
    grey = (146, 155, 168, 255)
    draw.ellipse((width * .32, height * .17, width * .68, height * .49), fill=grey)
    draw.ellipse((width * .12, height * .54, width * .88, height * 1.25), fill=grey)
    if round_:
        mask = Image.new("L", (width, height), 0)
        ImageDraw.Draw(mask).ellipse((0, 0, width - 1, height - 1), fill=255)
        image.putalpha(mask)
    image.save(path)
    return path


def docx_hyperlink(paragraph, url, text, color="1F4E79", underline=True, size=None, font=None):
    """Appends a Word hyperlink (w:hyperlink with an external relationship) printed as `text`."""
    from docx.opc.constants import RELATIONSHIP_TYPE
    from docx.oxml.ns import qn
    r_id = paragraph.part.relate_to(url, RELATIONSHIP_TYPE.HYPERLINK, is_external=True)
    link = oxml_element("w:hyperlink")
    link.set(qn("r:id"), r_id)
    run = oxml_element("w:r")
    props = oxml_element("w:rPr")
    if font:
        props.append(oxml_element("w:rFonts", ascii=font, hAnsi=font))
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
    """Sets the table's borders (w:tblBorders): none by default, or lines of one colour on the given edges."""
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
                                   "top": WD_CELL_VERTICAL_ALIGNMENT.TOP,
                                   "bottom": WD_CELL_VERTICAL_ALIGNMENT.BOTTOM}[valign]
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


def paragraph_shading(paragraph, fill):
    """A solid fill behind a whole paragraph (w:shd in its w:pPr), as Word's "Shading" button gives."""
    paragraph._p.get_or_add_pPr().append(oxml_element("w:shd", val="clear", color="auto", fill=fill))


def docx_runner(default_font=None):
    """A run(p, text, ...) function for python-docx paragraphs."""
    from docx.shared import Pt

    def run(p, text, bold=False, italic=False, size=None, color=None, font=None, underline=False):
        r = p.add_run(text)
        r.bold, r.italic = bold, italic
        if underline:
            r.underline = True
        if size:
            r.font.size = Pt(size)
        if color is not None:
            r.font.color.rgb = color
        if font or default_font:
            r.font.name = font or default_font
        return r
    return run


def spacing(p, before=0, after=0, line=None):
    from docx.shared import Pt
    p.paragraph_format.space_before = Pt(before)
    p.paragraph_format.space_after = Pt(after)
    if line:
        p.paragraph_format.line_spacing = line
    return p


# ---- bf1: dairy herd veterinarian (Tepatitlán, Jalisco, Mexico), a Word CV kept as DOCX -----------------------------
BF1_JOBS = [  # (company, place, dates as printed, truth span, position, sector line, functions, achievements)
    ("Agropecuaria Los Altos de Jalisco S.A. de C.V.", "Tepatitlán de Morelos, Jal.", "Jan-2021 – to date",
     ("2021-01", None, True), "Herd Health Veterinarian (Responsible Veterinarian)",
     "Dairy farming – 3,200 Holstein cows in milk in two dairies",
     ["Responsible of the reproductive program: weekly herd check by ultrasound, synchronization protocols "
      "(Presynch-Ovsynch, Double Ovsynch) and the pregnancy diagnosis of 250–300 cows per week.",
      "Design and supervise the vaccination and deworming calendar, the mastitis control program and the milk "
      "quality program together with the milking supervisors.",
      "Coordinate a team of 6 veterinary technicians and inseminators; training of new personnel.",
      "Register all events and treatments in DairyComp 305 and present monthly indicators to the owners."],
     ["Conception rate increased from 31% to 38% in two years.",
      "Somatic cell count kept under 200,000 cells/mL since 2022 (before: 310,000).",
      "Calf mortality before weaning reduced from 9% to 4.5% with a new colostrum protocol."]),
    ("Nutrición Animal del Bajío S.A. de C.V.", "León, Gto.", "Aug-2016 – Dec-2020", ("2016-08", "2020-12"),
     "Field Veterinarian – Dairy Technical Service",
     "Animal feed manufacturer – technical service to 45 client dairies in Los Altos and El Bajío",
     ["Technical visits to client dairies: body condition scoring, ration evaluation, metabolic disease "
      "diagnosis and transition cow management.",
      "Support to the sales team with herd reports and training talks for producers."],
     ["Opened 9 new client dairies in the region of Lagos de Moreno in 2019."]),
    ("Establo La Providencia S.P.R. de R.L.", "Acatic, Jal.", "Mar-2016 – Jul-2016", ("2016-03", "2016-07"),
     "Calf Rearing Supervisor", "Dairy farm – 600 cows",
     ["Supervision of the calf rearing area (120 calves): colostrum, feeding, vaccination and treatments."], []),
    ("Comité de Fomento y Protección Pecuaria Altos Sur A.C.", "Tepatitlán, Jal.",
     "Mar-2015 – Feb-2016", ("2015-03", "2016-02"), "Veterinarian in Social Service (Servicio Social)",
     "Animal health campaigns of the state",
     ["Tuberculin testing and brucellosis sampling in small dairy herds for the national eradication campaigns."],
     []),
]
BF1_SKILLS = ["Reproductive ultrasound and rectal palpation", "Synchronization and AI programs",
              "Mastitis control and milk quality", "Calf rearing and colostrum management",
              "Transition cow and metabolic diseases", "Lameness scoring and hoof health", "Necropsy and sampling",
              "Personnel training"]
BF1_COMPUTER = ["Microsoft Office (Excel advanced)", "DairyComp 305", "AfiFarm"]
BF1_COURSES = ["Diplomado en Calidad de Leche y Control de Mastitis – Universidad Autónoma de Querétaro "
               "(120 hrs), 2018",
               "Course: Reproductive Ultrasound in Dairy Cattle (40 hrs), 2017",
               "Online course: DairyComp 305 Basic and Advanced, 2020",
               "Congreso Internacional de Buiatría – assistant, 2022 and 2024"]
BF1_CERTS = [("Médico Veterinario Responsable Autorizado (MVRA)", "SENASICA, 2019"),
             ("Bovine Artificial Insemination Technician Certificate", "2013")]


def bf1_word_docx():
    from docx.enum.table import WD_TABLE_ALIGNMENT
    from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_TAB_ALIGNMENT
    from docx.shared import Inches, Pt, RGBColor
    from holdout_render import new_docx

    green, grey = RGBColor(0x1E, 0x5C, 0x3A), RGBColor(0x55, 0x55, 0x55)
    document = new_docx(author="María Fernanda Ruiz", title="CV MVZ María Fernanda Ruiz Carrillo",
                        page=(Inches(8.5), Inches(11)), margins=(Inches(0.8), Inches(0.6)), font="Arial", size=10,
                        space_after=2)
    run = docx_runner()
    text_w = Inches(6.9)

    def para(text="", bold=False, italic=False, size=None, color=None, before=0, after=2, style=None):
        p = spacing(document.add_paragraph(style=style), before, after)
        if text:
            run(p, text, bold, italic, size, color)
        return p

    def heading(text):
        p = para(text, bold=True, size=10.5, color=green, before=10, after=4)
        paragraph_shading(p, "DCEBDF")
        p.paragraph_format.keep_with_next = True

    # header: name, label and contact at the left, the photo at the right
    header = document.add_table(rows=1, cols=2)
    header.alignment = WD_TABLE_ALIGNMENT.CENTER
    table_borders(header)
    fixed_widths(header, [Inches(5.5), Inches(1.4)])
    left, right = header.rows[0].cells
    cell_props(left, valign="center")
    p = spacing(left.paragraphs[0], after=2)
    run(p, "MVZ María Fernanda Ruiz Carrillo", bold=True, size=19, color=green)
    run(spacing(left.add_paragraph(), after=6), "Médico Veterinario Zootecnista – Dairy Herd Health & Reproduction",
        italic=True, size=11, color=grey)
    p = spacing(left.add_paragraph(), after=1)
    run(p, "Address: ", bold=True, size=9.5)
    run(p, "Calle Hidalgo 214, Col. Centro, C.P. 47600, Tepatitlán de Morelos, Jalisco, Mexico", size=9.5)
    p = spacing(left.add_paragraph(), after=1)
    run(p, "Cel.: ", bold=True, size=9.5)
    run(p, "+52 378 000 1842", size=9.5)
    run(p, "     E-mail: ", bold=True, size=9.5)
    docx_hyperlink(p, "mailto:mf.ruizcarrillo@example.com", "mf.ruizcarrillo@example.com", color="1E5C3A", size=9.5)
    cell_props(right, valign="center")
    p = right.paragraphs[0]
    p.alignment = WD_ALIGN_PARAGRAPH.RIGHT
    p.add_run().add_picture(photo_placeholder(), width=Inches(1.15))

    heading("PROFESSIONAL OBJECTIVE")
    para("To obtain a position as herd veterinarian in a large dairy operation in Canada, the United States or New "
         "Zealand, where I can apply my experience of more than 10 years in reproduction, mastitis control and calf "
         "rearing, and to continue growing professionally in an international company.")

    heading("PERSONAL DATA")
    data = [("Date of birth:", "12/03/1989"), ("Place of birth:", "Arandas, Jalisco"), ("Nationality:", "Mexican"),
            ("ID (CURP):", "RUCF890312MJCZRR09"), ("Marital status:", "Married"),
            ("Passport:", "Yes, valid until 2031"), ("Driver's license:", "Yes"),
            ("Availability:", "To travel and change residence")]
    grid = document.add_table(rows=len(data) // 2, cols=4)
    table_borders(grid)
    fixed_widths(grid, [Inches(1.25), Inches(2.2), Inches(1.25), Inches(2.2)])
    for i, (label, value) in enumerate(data):
        cells = grid.rows[i // 2].cells
        run(spacing(cells[(i % 2) * 2].paragraphs[0], after=1), label, bold=True)
        run(spacing(cells[(i % 2) * 2 + 1].paragraphs[0], after=1), value)

    heading("PROFESSIONAL EXPERIENCES")
    for i, (company, place, when, _, position, sector, functions, achievements) in enumerate(BF1_JOBS):
        p = para(before=2 if i == 0 else 8, after=0)
        p.paragraph_format.tab_stops.add_tab_stop(text_w, WD_TAB_ALIGNMENT.RIGHT)
        p.paragraph_format.keep_with_next = True
        run(p, company, bold=True)
        run(p, f" ({place})")
        run(p, "\t" + when, bold=True, color=green)
        p = para(sector, italic=True, color=grey, after=1)
        p.paragraph_format.keep_with_next = True
        p = para(after=1)
        run(p, "Position: ", bold=True)
        run(p, position)
        p.paragraph_format.keep_with_next = True
        if functions:
            run(para(after=0), "Functions:", bold=True).underline = False
            for item in functions:
                para(item, style="List Bullet", after=0)
        if achievements:
            run(para(after=0, before=2), "Achievements:", bold=True)
            for item in achievements:
                para(item, style="List Bullet", after=0)

    heading("ACADEMIC FORMATION")
    for i, (degree, gloss, institution, when, note) in enumerate((
            ("Licenciatura en Medicina Veterinaria y Zootecnia", "(Veterinary Medicine and Animal Science – 5 years)",
             "Universidad de Guadalajara – Centro Universitario de los Altos (CUALTOS), Tepatitlán de Morelos, Jal.",
             "2009 – 2014", "General average: 9.1/10  ·  Cédula Profesional No. 0000000 (SEP)  ·  Thesis: "
             "“Prevalence of subclinical mastitis in family dairies of Los Altos de Jalisco”"),
            ("Bachillerato General", "(High School)", "Escuela Preparatoria Regional de Arandas (Universidad de "
             "Guadalajara), Arandas, Jal.", "2006 – 2009", None))):
        p = para(before=2 if i == 0 else 6, after=0)
        p.paragraph_format.tab_stops.add_tab_stop(text_w, WD_TAB_ALIGNMENT.RIGHT)
        run(p, degree, bold=True)
        run(p, "\t" + when, bold=True, color=green)
        para(gloss, size=9, color=grey, after=0)
        para(institution, italic=True, after=0)
        if note:
            para(note, size=9, color=grey, after=0)

    heading("COMPLEMENTARY COURSES")
    for course in BF1_COURSES:
        para(course, style="List Bullet", after=0)

    heading("CERTIFICATIONS")
    for cert, note in BF1_CERTS:
        p = para(style="List Bullet", after=0)
        run(p, cert, bold=True)
        run(p, " – " + note)

    heading("SKILLS")
    table = document.add_table(rows=len(BF1_SKILLS) // 2, cols=2)
    table_borders(table)
    fixed_widths(table, [Inches(3.45), Inches(3.45)])
    for i, skill in enumerate(BF1_SKILLS):
        run(spacing(table.rows[i // 2].cells[i % 2].paragraphs[0], after=1), "•  " + skill)
    p = para(before=4, after=1)
    run(p, "Computer: ", bold=True)
    run(p, ", ".join(BF1_COMPUTER))
    p = para(after=1)
    run(p, "Languages: ", bold=True)
    run(p, "English - Advanced (TOEFL ITP 567, 2023), Spanish - Native")

    heading("REFERENCES")
    para("Personal and professional references available upon request.")

    name = "bf1-maria-fernanda-ruiz-carrillo"
    path = os.path.join(FILES, name + ".docx")
    document.save(path)
    check_pages(name, lo_page_count(path, name), 2)
    write_truth(name, {
        "basics": {"name": "María Fernanda Ruiz Carrillo",
                   "label": "Médico Veterinario Zootecnista – Dairy Herd Health & Reproduction",
                   "email": "mf.ruizcarrillo@example.com", "phone": "+52 378 000 1842",
                   "location": {"city": "Tepatitlán de Morelos", "region": "Jalisco", "country_code": "MX"}},
        "work": [job(position, company, place, when, span) for company, place, when, span, position, *_ in BF1_JOBS],
        "education": [
            school("Universidad de Guadalajara", "Licenciatura", "Medicina Veterinaria y Zootecnia", "2009 – 2014",
                   ("2009", "2014"), score="9.1/10"),
            school("Escuela Preparatoria Regional de Arandas", "Bachillerato General", None, "2006 – 2009",
                   ("2006", "2009"))],
        "skills": [{"name": s} for s in BF1_SKILLS + BF1_COMPUTER],
        "certificates": [{"name": c} for c, _ in BF1_CERTS],
        "languages": [{"language": "English", "fluency": "Advanced"}, {"language": "Spanish", "fluency": "Native"}],
    })


# ---- bf2: coffee quality analyst and Q grader (Pitalito, Huila, Colombia), fpdf2 two-column with a dark sidebar -----
LIBERATION = "/usr/share/fonts/truetype/liberation/"
BF2_JOBS = [  # (title, employer, place, dates as printed, truth span, bullets)
    ("Quality Control Coordinator (Coordinador de Calidad)", "Cafés Especiales del Macizo S.A.S.", "Pitalito, Huila",
     "mar/2019 – actual", ("2019-03", None, True),
     ["Cup and grade 40–60 samples per day (offer, pre-shipment and arrival samples) for clients in USA, Japan, "
      "Korea and Australia.",
      "Set up the quality laboratory and the lot traceability system, from the farm to the container, for 1,200 "
      "producer families.",
      "Roast sample and production profiles in a Probat 12 kg roaster with Cropster.",
      "Train the producers associations in harvest and post-harvest (fermentation, drying): the micro-lots over 86 "
      "points went from 4% to 15% of the purchases."]),
    ("Cupper and Green Coffee Analyst", "Trilladora El Laurel S.A.S.", "Neiva, Huila", "ene/2017 – feb/2019",
     ("2017-01", "2019-02"),
     ["Physical analysis (humidity, defects, screen) and cupping of the parchment coffee bought in the warehouse.",
      "Classification of export lots: Excelso EP, Supremo and specialty micro-lots."]),
    ("Technical Extension Assistant", "Cooperativa de Caficultores del Sur del Huila Ltda.", "Pitalito, Huila",
     "ago/2015 – dic/2016", ("2015-08", "2016-12"),
     ["Visits to 300 farms: renovation of plantations, fertilization plans and control of the coffee berry borer "
      "(broca)."]),
    ("Apprentice (SENA productive stage)", "Finca La Esmeralda", "Acevedo, Huila", "feb/2015 – jul/2015",
     ("2015-02", "2015-07"),
     ["Wet mill and drying of specialty lots; records for the Rainforest Alliance audit."]),
]
BF2_SKILLS = ["SCA cupping protocol", "Green coffee grading (SCA and FNC norms)", "Roast profiling (Cropster, Probat)",
              "Moisture, water activity and density", "Lot selection and traceability",
              "Post-harvest training for producers", "Sample logistics and export documents",
              "Excel and Google Sheets"]
BF2_CERTS = [("Q Arabica Grader", "Coffee Quality Institute (CQI) · 2018, recalibrated 2021 and 2024"),
             ("SCA Green Coffee – Intermediate", "Specialty Coffee Association · 2022"),
             ("SCA Roasting – Foundation", "Specialty Coffee Association · 2020")]
BF2_COURSES = ["Sensory analysis of coffee (Análisis sensorial del café) – SENA, 120 h, 2016",
               "Barismo and brewing methods – SENA, 40 h, 2014",
               "Good Agricultural Practices (BPA) – ICA, 2016",
               "Coffee export procedures – ProColombia, virtual, 2021"]


def bf2_fpdf_two_column():
    from fpdf import FPDF

    pdf = FPDF(unit="mm", format="letter")
    pdf.set_title("Hoja de vida - Juan Sebastián Ospina Muñoz")
    pdf.set_author("Juan Sebastián Ospina")
    pdf.set_creator("Hoja de Vida Pro")
    for style, file in (("", "Regular"), ("B", "Bold"), ("I", "Italic")):
        pdf.add_font("LS", style, LIBERATION + f"LiberationSans-{file}.ttf")
    pdf.set_auto_page_break(False)
    pdf.set_margins(0, 0, 0)
    pdf.add_page()
    page_w, page_h = 215.9, 279.4
    side_w = 68
    brown, cream, gold, ink, grey = (62, 39, 29), (246, 238, 226), (201, 150, 72), (38, 38, 38), (100, 100, 100)

    # the sidebar: a dark band the full height of the page, the round photo, contact, personal data, languages, skills
    pdf.set_fill_color(*brown)
    pdf.rect(0, 0, side_w, page_h, style="F")
    pdf.image(photo_placeholder(400, 400, round_=True), x=(side_w - 40) / 2, y=12, w=40, h=40)
    x0, inner = 8, side_w - 16
    pdf.set_xy(x0, 60)

    def side_head(text):
        pdf.set_x(x0)
        pdf.set_font("LS", "B", 10.5)
        pdf.set_text_color(*gold)
        pdf.cell(inner, 6, text, new_x="LMARGIN", new_y="NEXT")
        pdf.set_draw_color(*gold)
        pdf.set_line_width(0.3)
        pdf.line(x0, pdf.get_y(), x0 + inner, pdf.get_y())
        pdf.set_y(pdf.get_y() + 2)

    def side_line(text, bold_label=None, size=8.6, after=1.2):
        pdf.set_x(x0)
        pdf.set_text_color(*cream)
        if bold_label:
            pdf.set_font("LS", "B", size)
            pdf.multi_cell(inner, 4.2, bold_label, align="L", new_x="LMARGIN", new_y="NEXT")
            pdf.set_x(x0)
        pdf.set_font("LS", "", size)
        pdf.multi_cell(inner, 4.2, text, align="L", new_x="LMARGIN", new_y="NEXT")
        pdf.set_y(pdf.get_y() + after)

    side_head("CONTACT")
    side_line("Pitalito, Huila – Colombia")
    side_line("+57 312 000 4471")
    side_line("juanse.ospina.cafe@example.com", after=4)
    side_head("PERSONAL DATA")
    for label, value in (("ID (C.C.):", "1.083.000.274 de Pitalito"), ("Date of birth:", "07/09/1992"),
                         ("Nationality:", "Colombian"), ("Marital status:", "Single"),
                         ("Passport:", "Yes, vigent until 2030")):
        side_line(value, bold_label=label, after=0.8)
    pdf.set_y(pdf.get_y() + 3)
    side_head("LANGUAGES")
    for text in ("Spanish – Native", "English – B2 (Upper intermediate)", "Portuguese – Basic"):
        side_line(text, after=0.6)
    pdf.set_y(pdf.get_y() + 3)
    side_head("SKILLS")
    for skill in BF2_SKILLS:
        side_line("•  " + skill, after=0.6)
    assert pdf.get_y() < page_h - 8, f"sidebar overflows: {pdf.get_y()}"

    # the main column
    mx, mw = side_w + 9, page_w - side_w - 9 - 11
    pdf.set_left_margin(mx)
    pdf.set_xy(mx, 14)
    pdf.set_text_color(*brown)
    pdf.set_font("LS", "B", 25)
    pdf.cell(mw, 9.5, "Juan Sebastián", new_x="LMARGIN", new_y="NEXT")
    pdf.cell(mw, 9.5, "Ospina Muñoz", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("LS", "", 11)
    pdf.set_text_color(*gold)
    pdf.cell(mw, 8, "Coffee Quality Analyst | Licensed Q Arabica Grader | Roaster", new_x="LMARGIN", new_y="NEXT")

    def head(text):
        pdf.set_y(pdf.get_y() + 3)
        pdf.set_font("LS", "B", 11)
        pdf.set_text_color(*brown)
        pdf.cell(mw, 6, text, new_x="LMARGIN", new_y="NEXT")
        pdf.set_draw_color(*brown)
        pdf.set_line_width(0.4)
        pdf.line(mx, pdf.get_y(), mx + mw, pdf.get_y())
        pdf.set_y(pdf.get_y() + 1.8)

    def body(text, size=8.6, style="", color=ink, h=3.9, indent=0, bullet=False):
        pdf.set_font("LS", style, size)
        pdf.set_text_color(*color)
        if bullet:
            pdf.set_x(mx + indent)
            pdf.cell(3.5, h, "•")
            pdf.multi_cell(mw - indent - 3.5, h, text, align="L", new_x="LMARGIN", new_y="NEXT")
        else:
            pdf.set_x(mx + indent)
            pdf.multi_cell(mw - indent, h, text, align="L", new_x="LMARGIN", new_y="NEXT")

    def title_line(left, right):
        pdf.set_font("LS", "B", 9.6)
        pdf.set_text_color(*ink)
        y = pdf.get_y()
        right_w = pdf.get_string_width(right) + 2
        pdf.set_x(mx)
        pdf.multi_cell(mw - right_w - 2, 4.8, left, align="L", new_x="LMARGIN", new_y="NEXT")
        end = pdf.get_y()
        pdf.set_xy(mx + mw - right_w, y)
        pdf.set_text_color(*gold)
        pdf.cell(right_w, 4.8, right, align="R")
        pdf.set_y(end)

    head("PROFESSIONAL PROFILE")
    body("Coffee professional from the south of Huila with more than 10 years in the coffee chain: technical "
         "extension with small producers, cupping and green grading in a dry mill and, since 2019, responsible of the "
         "quality laboratory of a specialty coffee exporter. I am looking for a quality control or green coffee buyer "
         "position in a roastery or importer in Australia, Canada or Europe.")
    head("PROFESSIONAL EXPERIENCES")
    for i, (title, employer, place, when, _, items) in enumerate(BF2_JOBS):
        if i:
            pdf.set_y(pdf.get_y() + 1.8)
        title_line(title, when)
        body(f"{employer} – {place}", style="I", color=grey, size=8.8)
        pdf.set_y(pdf.get_y() + 0.6)
        for item in items:
            body(item, bullet=True, indent=1)
    head("ACADEMIC FORMATION")
    for i, (degree, gloss, institution, when) in enumerate((
            ("Technologist in Agricultural Business Management", "(Tecnología en Gestión de Empresas Agropecuarias)",
             "Servicio Nacional de Aprendizaje – SENA, Centro de Gestión y Desarrollo Sostenible Surcolombiano, "
             "Pitalito", "2013 – 2015"),
            ("Bachiller Académico", "(High school diploma)", "Institución Educativa Municipal Los Andaquíes, Pitalito",
             "2010"))):
        if i:
            pdf.set_y(pdf.get_y() + 1.5)
        title_line(degree, when)
        body(gloss, size=8.4, color=grey)
        body(institution, style="I", color=grey)
    head("CERTIFICATIONS")
    for cert, note in BF2_CERTS:
        pdf.set_x(mx)
        pdf.set_font("LS", "B", 8.8)
        pdf.set_text_color(*ink)
        pdf.cell(pdf.get_string_width(cert) + 1, 4.3, cert)
        pdf.set_font("LS", "", 8.4)
        pdf.set_text_color(*grey)
        pdf.cell(0, 4.3, "  –  " + note, new_x="LMARGIN", new_y="NEXT")
    head("COMPLEMENTARY COURSES")
    for course in BF2_COURSES:
        body(course, bullet=True, indent=1)
    assert pdf.get_y() < page_h - 8, f"main column overflows: {pdf.get_y()}"

    name = "bf2-juan-sebastian-ospina-munoz"
    path = os.path.join(FILES, name + ".pdf")
    pdf.output(path)
    check_pages(name, pdf_pages(path), 1)
    write_truth(name, {
        "basics": {"name": "Juan Sebastián Ospina Muñoz",
                   "label": "Coffee Quality Analyst | Licensed Q Arabica Grader | Roaster",
                   "email": "juanse.ospina.cafe@example.com", "phone": "+57 312 000 4471",
                   "location": {"city": "Pitalito", "region": "Huila", "country_code": "CO"}},
        "work": [job(t, e, p, w, s) for t, e, p, w, s, _ in BF2_JOBS],
        "education": [
            school("Servicio Nacional de Aprendizaje – SENA", "Technologist", "Agricultural Business Management",
                   "2013 – 2015", ("2013", "2015")),
            school("Institución Educativa Municipal Los Andaquíes", "Bachiller Académico", None, "2010",
                   (None, "2010"))],
        "skills": [{"name": s} for s in BF2_SKILLS],
        "certificates": [{"name": c} for c, _ in BF2_CERTS],
        "languages": [{"language": "Spanish", "fluency": "Native"}, {"language": "English", "fluency": "B2"},
                      {"language": "Portuguese", "fluency": "Basic"}],
    })


# ---- bf3: welding inspector and welding engineer (Galaţi, Romania), pdflatex ----------------------------------------
BF3_JOBS = [  # (title, employer, place, dates as printed, truth span, bullets)
    ("Senior Welding Inspector (QA/QC)", "Navalis Offshore Galaţi S.R.L.", "Galaţi", "12.2021 - present",
     ("2021-12", None, True),
     ["Welding inspection of offshore wind transition pieces and secondary steel (EN 1090 EXC3, DNV-ST-0126).",
      "Review and approve WPS, PQR and welder qualifications (EN ISO 15614-1, EN ISO 9606-1) before production.",
      "Witness NDT, review UT and RT reports and prepare the final QC dossiers for the client and DNV.",
      "Coordinate a team of 4 inspectors and 3 NDT technicians on two shifts."]),
    ("Welding Engineer (IWE)", "Şantierul Naval Dunărea S.A.", "Galaţi", "03.2018 - 11.2021",
     ("2018-03", "2021-11"),
     ["Responsible welding coordinator (EN ISO 14731) for hull blocks of chemical tankers and offshore supply "
      "vessels built under BV and DNV class.",
      "Wrote 60+ WPS for FCAW, SAW and GMAW, qualified the procedures and trained 120 welders.",
      "Reduced the repair rate of butt welds from 4.1% to 1.8% in two years."]),
    ("Welding Inspector", "Banat Construcţii Metalice S.R.L.", "Timişoara", "07.2014 - 02.2018",
     ("2014-07", "2018-02"),
     ["Visual inspection (EN ISO 17637, EN ISO 5817 level B/C) of steel structures for bridges and industrial halls.",
      "Incoming material control, mill certificates and the welding book of each project."]),
    ("NDT Technician (VT, PT, MT)", "Inspect Control Vest S.R.L.", "Arad", "09.2012 - 06.2014",
     ("2012-09", "2014-06"),
     ["Penetrant and magnetic particle testing in the workshops of clients (pressure vessels, automotive parts)."]),
]
BF3_SKILL_GROUPS = [
    ("Standards", ["EN ISO 15614-1", "EN ISO 9606-1", "ASME IX", "AWS D1.1", "EN ISO 17637", "EN ISO 5817",
                   "EN 1090-2"]),
    ("Quality", ["WPS/PQR/WPQ review", "ITP and QC dossiers", "NDT report review (UT, RT)",
                 "DNV and BV class surveys"]),
    ("Software", ["AutoCAD", "Tekla Structures (viewer)", "SAP QM", "MS Office"]),
]
BF3_CERTS = [("International Welding Engineer (IWE)",
              "IIW diploma through ASR (Asociaţia de Sudură din România), 2016"),
             ("CSWIP 3.1 Welding Inspector", "TWI Certification Ltd, cert. no. 000000, valid until 08.2028"),
             ("ISO 9712 NDT Level 2 – VT, PT, MT", "valid until 05.2027"),
             ("BOSIET with CA-EBS", "OPITO, valid until 03.2027")]


def bf3_pdflatex():
    from holdout_render import pdflatex, tex

    def entry(when, title, where, items, note=None):
        out = (f"\\noindent\\begin{{minipage}}[t]{{31mm}}\\mbox{{{tex(when)}}}\\end{{minipage}}\\hspace{{3mm}}"
               f"\\begin{{minipage}}[t]{{\\dimexpr\\textwidth-34mm\\relax}}\\textbf{{{tex(title)}}}\\\\\n"
               f"\\textit{{{tex(where)}}}")
        if note:
            out += f"\\\\\n{{\\small {tex(note)}}}"
        if items:
            out += ("\n\\begin{itemize}[leftmargin=4mm,itemsep=0pt,topsep=2pt,parsep=0pt]\n"
                    + "".join(f"\\item {tex(i)}\n" for i in items) + "\\end{itemize}")
        return out + "\\end{minipage}\n\n\\vspace{5pt}\n"

    jobs = "".join(entry(w, t, f"{e}, {p}", items) for t, e, p, w, _, items in BF3_JOBS)
    education = "".join(entry(w, d, s, [], note) for w, d, s, note in (
        ("10.2012 - 07.2014", "Master's degree (Diplomă de master) – Welding Engineering and Management",
         "Universitatea Politehnica Timişoara, Facultatea de Mecanică",
         "Final grade: 9.40 (scale 1-10). Part-time, together with the work at Inspect Control Vest."),
        ("10.2008 - 07.2012", "Engineer's degree (Diplomă de inginer, 4 years) – Materials Engineering",
         "Universitatea Politehnica Timişoara, Facultatea de Mecanică",
         "Specialization: Welding. Diploma exam grade: 9.15. Diploma project: Welding technology for a 12 m³ "
         "pressure vessel."),
        ("09.2004 - 06.2008", "Baccalaureate diploma (Diplomă de bacalaureat) – Mathematics-Informatics",
         "Liceul Teoretic Nr. 1 Galaţi", None)))
    certs = "".join(f"\\item \\textbf{{{tex(c)}}} -- {tex(n)}\n" for c, n in BF3_CERTS)
    skills = "".join(f"\\item \\textbf{{{g}:}} {tex(', '.join(items))}\n" for g, items in BF3_SKILL_GROUPS)
    photo = photo_placeholder()
    source = r"""\documentclass[10pt,a4paper]{article}
\usepackage[T1]{fontenc}
\usepackage[utf8]{inputenc}
\usepackage{helvet}
\renewcommand{\familydefault}{\sfdefault}
\usepackage[left=18mm,right=18mm,top=15mm,bottom=16mm]{geometry}
\usepackage{xcolor,graphicx,tabularx,enumitem,titlesec,needspace}
\usepackage[hidelinks,pdfauthor={Mihai-Catalin Vasilescu},
  pdftitle={CV Mihai-Catalin Vasilescu - Welding Inspector / IWE}]{hyperref}
\definecolor{steel}{HTML}{1F4E79}
\titleformat{\section}{\needspace{5\baselineskip}\large\bfseries\color{steel}}{}{0pt}{}[{\color{steel}\titlerule}]
\titlespacing*{\section}{0pt}{9pt}{5pt}
\setlength{\parindent}{0pt}
\pagestyle{plain}
\begin{document}
\begin{minipage}[b]{0.78\textwidth}
{\fontsize{22}{26}\selectfont\bfseries\color{steel} Mihai-Cătălin Vasilescu}\\[4pt]
{\large Welding Inspector / Welding Engineer (IWE, CSWIP 3.1)}\\[6pt]
Galaţi, Romania \ \textbullet\ \ +40 722 000 318 \ \textbullet\ \ %
\href{mailto:mihai.vasilescu.iwe@example.com}{mihai.vasilescu.iwe@example.com}\\
\href{https://www.linkedin.com/in/mihai-vasilescu-iwe}{linkedin.com/in/mihai-vasilescu-iwe}
\end{minipage}\hfill
\begin{minipage}[b]{0.17\textwidth}\raggedleft
\includegraphics[width=26mm]{PHOTO}
\end{minipage}

\section*{Personal Data}
\begin{tabular}{@{}p{31mm}p{52mm}p{31mm}l@{}}
Date of birth: & 14.06.1989 & Nationality: & Romanian \\
ID (CNP): & 1890614170038 & Marital status: & married, one child \\
Driving licence: & category B & Availability: & offshore rotation, relocation \\
\end{tabular}

\section*{Professional Objective}
Welding engineer and inspector with 14 years in shipbuilding, offshore and steel structures, looking for a
position of senior welding inspector or welding coordinator in Norway or the Netherlands (rotation 2/4 or
relocation with my family).

\section*{Professional Experience}
JOBS
\section*{Education and Training}
EDUCATION
\section*{Certifications}
\begin{itemize}[leftmargin=4mm,itemsep=1pt,topsep=0pt]
CERTS\end{itemize}

\section*{Technical Skills}
\begin{itemize}[leftmargin=4mm,itemsep=1pt,topsep=0pt]
SKILLS\end{itemize}

\section*{Language Skills}
\begin{tabular}{@{}p{31mm}l@{}}
Romanian & mother tongue \\
English & C1 (IELTS 7.5, 2023) \\
French & B1 \\
Norwegian & A2 (currently learning, evening course) \\
\end{tabular}

\section*{Other Information}
Member of ASR (Romanian Welding Society) since 2016. References can be provided at request.
\end{document}
""".replace("PHOTO", photo).replace("JOBS", jobs).replace("EDUCATION", education).replace(
        "CERTS", certs).replace("SKILLS", skills)
    name = "bf3-mihai-catalin-vasilescu"
    pdflatex(source, name)
    check_pages(name, pdf_pages(os.path.join(FILES, name + ".pdf")), 2)
    write_truth(name, {
        "basics": {"name": "Mihai-Cătălin Vasilescu",
                   "label": "Welding Inspector / Welding Engineer (IWE, CSWIP 3.1)",
                   "email": "mihai.vasilescu.iwe@example.com", "phone": "+40 722 000 318",
                   "location": {"city": "Galaţi", "country_code": "RO"},
                   "profiles": [linkedin("mihai-vasilescu-iwe")]},
        "work": [job(t, e, p, w, s) for t, e, p, w, s, _ in BF3_JOBS],
        "education": [
            school("Universitatea Politehnica Timişoara", "Master’s degree", "Welding Engineering and Management",
                   "10.2012 - 07.2014", ("2012-10", "2014-07"), score="9.40"),
            school("Universitatea Politehnica Timişoara", "Engineer’s degree", "Materials Engineering",
                   "10.2008 - 07.2012", ("2008-10", "2012-07"), score="9.15"),
            school("Liceul Teoretic Nr. 1 Galaţi", "Baccalaureate diploma", "Mathematics-Informatics",
                   "09.2004 - 06.2008", ("2004-09", "2008-06"))],
        "skills": [{"name": s} for _, items in BF3_SKILL_GROUPS for s in items],
        "certificates": [{"name": c} for c, _ in BF3_CERTS],
        "languages": [{"language": "Romanian", "fluency": "mother tongue"}, {"language": "English", "fluency": "C1"},
                      {"language": "French", "fluency": "B1"}, {"language": "Norwegian", "fluency": "A2"}],
    })


# ---- bf4: aircraft maintenance technician, B1 (İstanbul, Türkiye), LibreOffice PDF of a Word CV with a photo ---------
BF4_JOBS = [  # (dates as printed, truth span, employer, place, title, bullets)
    ("Sept. 2019 – Present", ("2019-09", None, True), "Marmara Hava Teknik A.Ş.", "Sabiha Gökçen Airport, İstanbul",
     "B1 Certifying Technician – Line Maintenance",
     ["Transit, daily and weekly checks and issue of CRS on A320ceo/neo and B737NG/MAX aircraft of 4 customer "
      "airlines.",
      "Troubleshooting of engine, hydraulic, landing gear and flight control defects with AMM, TSM, FIM and WDM; "
      "application of MEL.",
      "Member of the AOG recovery team (Antalya, Ankara, Tbilisi); engine and APU changes on the line.",
      "Borescope inspections of CFM56-5B and LEAP-1A engines."]),
    ("Ekim 2016 – Ağustos 2019", ("2016-10", "2019-08"), "Anadolu Uçak Bakım Hizmetleri A.Ş.", "Eskişehir",
     "Aircraft Maintenance Technician (B1 candidate) – Base Maintenance",
     ["A and C checks on B737NG and A320 family in the hangar: landing gear, flight controls, engine build-up.",
      "Preparing and closing task cards and non-routine cards in AMOS."]),
    ("06/2014 – 01/2016", ("2014-06", "2016-01"), "Kapadokya Havacılık Teknik Ltd. Şti.", "Erkilet Airport, Kayseri",
     "Mechanic (Category A)",
     ["Line maintenance of domestic flights: servicing, wheel and brake changes, daily checks."]),
    ("Temmuz 2013 – Ağustos 2013", ("2013-07", "2013-08"), "Kapadokya Havacılık Teknik Ltd. Şti.", "Kayseri",
     "Summer Internship (Staj)", []),
]
BF4_CERTS = [("SHY-66 Aircraft Maintenance Licence, Category B1.1",
              "SHGM (DGCA Türkiye), licence no. TR.66.0000, 2019"),
             ("A320 Family (CFM56, LEAP-1A) B1 Type Training Certificate", "Part-147 organisation, 2020"),
             ("B737-600/700/800/900 (CFM56) B1 Type Training Certificate", "Part-147 organisation, 2018"),
             ("Engine Run-up Authorization – A320 Family", "2022")]
BF4_COURSES = ["Human Factors (recurrent) – 2025", "EWIS (Electrical Wiring Interconnection System) – 2024",
               "Fuel Tank Safety Phase 1+2 – 2017", "Borescope Inspection CFM56 – 2021",
               "Dangerous Goods Awareness – 2023"]
BF4_SKILLS = ["Line and base maintenance (A320 family, B737NG/MAX)", "Troubleshooting with AMM, TSM, FIM, WDM and IPC",
              "MEL / CDL application", "Borescope inspection (CFM56, LEAP-1A)", "Engine and APU change",
              "AMOS", "Airbus AirN@v and Boeing MyBoeingFleet", "MS Office"]


def bf4_libreoffice_photo_cv():
    from docx.enum.table import WD_TABLE_ALIGNMENT
    from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_TAB_ALIGNMENT
    from docx.shared import Inches, Mm, Pt, RGBColor
    from holdout_render import bottom_border, libreoffice_pdf, new_docx

    navy, grey = RGBColor(0x1B, 0x2A, 0x4A), RGBColor(0x50, 0x50, 0x50)
    document = new_docx(author="Emre Can", title="CV_EmreCanYildirim", page=(Mm(210), Mm(297)),
                        margins=(Inches(0.8), Inches(0.6)), font="Times New Roman", size=11, space_after=2)
    run = docx_runner()
    hang = Inches(1.75)

    def para(text="", bold=False, italic=False, size=None, color=None, before=0, after=2, style=None):
        p = spacing(document.add_paragraph(style=style), before, after)
        if text:
            run(p, text, bold, italic, size, color)
        return p

    def heading(text):
        p = para(text, bold=True, size=11.5, color=navy, before=10, after=4)
        bottom_border(p, color="1B2A4A", size="8")
        p.paragraph_format.keep_with_next = True

    def hanging(when, first, first_bold=True):
        p = para(before=5, after=0)
        p.paragraph_format.left_indent = hang
        p.paragraph_format.first_line_indent = -hang
        p.paragraph_format.tab_stops.add_tab_stop(hang, WD_TAB_ALIGNMENT.LEFT)
        p.paragraph_format.keep_with_next = True
        run(p, when, bold=True)
        run(p, "\t" + first, bold=first_bold)
        return p

    def indented(text, italic=False, style=None, color=None, size=None):
        p = para(text, italic=italic, style=style, color=color, size=size, after=0)
        p.paragraph_format.left_indent = hang + (Inches(0.22) if style else 0)
        return p

    p = para("CURRICULUM VITAE", bold=True, size=10, color=grey, after=2)
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    p = para("Emre Can Yıldırım", bold=True, size=20, color=navy, after=1)
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    p = para("B1 Licensed Aircraft Maintenance Technician – A320 Family & B737NG", italic=True, size=12, after=4)
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    bottom_border(p, color="1B2A4A", size="12")

    heading("PERSONAL INFORMATION")
    table = document.add_table(rows=1, cols=2)
    table.alignment = WD_TABLE_ALIGNMENT.CENTER
    table_borders(table)
    fixed_widths(table, [Inches(5.3), Inches(1.5)])
    info, photo = table.rows[0].cells
    rows = [("Name Surname", "Emre Can YILDIRIM"), ("Date / Place of Birth", "21.04.1992 / Eskişehir"),
            ("Nationality", "Turkish (T.C.)"), ("ID Number (T.C. Kimlik No)", "31855502174"),
            ("Marital Status", "Married"), ("Military Service", "Completed (02.2016 – 08.2016)"),
            ("Driving Licence", "B (2010)"),
            ("Address", "Kurtköy Mah. Ankara Cad. No: 45/7, Pendik / İstanbul, Türkiye"),
            ("Mobile", "+90 532 000 47 19"), ("E-mail", None)]
    for i, (label, value) in enumerate(rows):
        p = spacing(info.paragraphs[0] if i == 0 else info.add_paragraph(), after=1)
        p.paragraph_format.left_indent = Inches(2.15)
        p.paragraph_format.first_line_indent = -Inches(2.15)
        p.paragraph_format.tab_stops.add_tab_stop(Inches(2.0), WD_TAB_ALIGNMENT.LEFT)
        p.paragraph_format.tab_stops.add_tab_stop(Inches(2.15), WD_TAB_ALIGNMENT.LEFT)
        run(p, label, bold=True, size=10.5)
        run(p, "\t:\t", size=10.5)
        if value:
            run(p, value, size=10.5)
        else:
            docx_hyperlink(p, "mailto:emrecan.yildirim@example.com", "emrecan.yildirim@example.com", color="1B2A4A",
                           size=10.5)
    cell_props(photo, valign="top")
    p = photo.paragraphs[0]
    p.alignment = WD_ALIGN_PARAGRAPH.RIGHT
    p.add_run().add_picture(photo_placeholder(), width=Inches(1.2))

    heading("PROFESSIONAL OBJECTIVE")
    para("To work as B1 certifying technician in an international MRO or airline in the Gulf region or in Europe, "
         "to use my 10 years of line and base maintenance experience on A320 family and B737 aircrafts and to "
         "improve myself with new aircraft types.")

    heading("PROFESSIONAL EXPERIENCES")
    for when, _, employer, place, title, items in BF4_JOBS:
        hanging(when, f"{employer} – {place}")
        p = indented(title, italic=True)
        p.paragraph_format.keep_with_next = bool(items)
        for item in items:
            indented(item, style="List Bullet")

    heading("EDUCATION")
    for when, institution, degree, note in (
            ("2010 – 2014", "Erciyes Üniversitesi – Sivil Havacılık Yüksekokulu, Kayseri",
             "Lisans (Bachelor's degree, 4 years) – Uçak Gövde-Motor Bakımı (Aircraft Airframe and Powerplant "
             "Maintenance)", "GPA: 3.12 / 4.00"),
            ("2006 – 2010", "Porsuk Anadolu Lisesi, Eskişehir", "Lise Diploması (High School Diploma)",
             "Diploma grade: 84,50 / 100")):
        hanging(when, institution)
        indented(degree, italic=True)
        indented(note, color=grey, size=10)

    heading("LICENCES AND CERTIFICATES")
    for cert, note in BF4_CERTS:
        p = para(style="List Bullet", after=0)
        run(p, cert, bold=True)
        run(p, " – " + note)

    heading("COMPLEMENTARY COURSES")
    for course in BF4_COURSES:
        para(course, style="List Bullet", after=0)

    heading("TECHNICAL SKILLS")
    for skill in BF4_SKILLS:
        para(skill, style="List Bullet", after=0)

    heading("LANGUAGES")
    for language, level in (("Turkish", "Native"), ("English", "Upper-Intermediate (YDS: 78/100)"),
                            ("German", "Beginner (A1)")):
        p = para(after=0)
        p.paragraph_format.tab_stops.add_tab_stop(Inches(1.2), WD_TAB_ALIGNMENT.LEFT)
        run(p, language, bold=True)
        run(p, "\t: " + level)

    heading("HOBBIES")
    para("Football, drone photography, model aircrafts.")
    heading("REFERENCES")
    para("Will be provided on request.")

    name = "bf4-emre-can-yildirim"
    libreoffice_pdf(document, name, 2)
    write_truth(name, {
        "basics": {"name": "Emre Can Yıldırım",
                   "label": "B1 Licensed Aircraft Maintenance Technician – A320 Family & B737NG",
                   "email": "emrecan.yildirim@example.com", "phone": "+90 532 000 47 19",
                   "location": {"city": "İstanbul", "country_code": "TR"}},
        "work": [job(t, e, p, w, s) for w, s, e, p, t, _ in BF4_JOBS],
        "education": [
            school("Erciyes Üniversitesi", "Lisans", "Uçak Gövde-Motor Bakımı", "2010 – 2014", ("2010", "2014"),
                   score="3.12 / 4.00"),
            school("Porsuk Anadolu Lisesi", "Lise Diploması", None, "2006 – 2010", ("2006", "2010"),
                   score="84,50 / 100")],
        "skills": [{"name": s} for s in BF4_SKILLS],
        "certificates": [{"name": c} for c, _ in BF4_CERTS],
        "languages": [{"language": "Turkish", "fluency": "Native"},
                      {"language": "English", "fluency": "Upper-Intermediate"},
                      {"language": "German", "fluency": "Beginner"}],
    })


# ---- bf5: plastic injection mold design engineer (Từ Sơn, Bắc Ninh, Vietnam), wkhtmltopdf of a job-site template ----
BF5_JOBS = [  # (dates as printed, truth span, employer, place, title, bullets)
    ("04/2021 – now", ("2021-04", None, True), "Hoa Sen Seimitsu Vietnam Co., Ltd.", "VSIP Bắc Ninh",
     "Senior Mold Design Engineer",
     ["Design plastic injection molds for automotive connectors and printer parts (2-plate, 3-plate, hot runner, "
      "slider, lifter) with NX Mold Wizard, 3–5 molds per month.",
      "DFM review and design review with Japanese customers and the headquarter in Nagoya.",
      "Join mold trial and T1/T2 correction with the molding team; analyze short shot, warpage and flash.",
      "Guide 3 junior designers; make the design standard book, design lead time reduced 20%."]),
    ("07/2018 – 03/2021", ("2018-07", "2021-03"), "Thang Long Precision Mold Co., Ltd.", "Đông Anh, Hà Nội",
     "Mold Design Engineer",
     ["Design molds for motorbike and home appliance parts (up to 450 tons machine) with NX and SolidWorks.",
      "Make 2D drawings for machining and EDM electrodes, BOM and standard parts order (Misumi, Futaba)."]),
    ("08/2017 – 06/2018", ("2017-08", "2018-06"), "Phu Lam Plastic Joint Stock Company", "Văn Lâm, Hưng Yên",
     "CNC Programmer / Mold Technician",
     ["CNC programming with Mastercam for core and cavity; mold assembly and maintenance."]),
    ("02/2017 – 05/2017", ("2017-02", "2017-05"), "Thang Long Precision Mold Co., Ltd.", "Đông Anh, Hà Nội",
     "Graduation Internship", ["Learn mold structure and make 2D drawings under the guide of senior designer."]),
]
BF5_SKILLS = [("Siemens NX (Mold Wizard)", 5), ("SolidWorks", 4), ("AutoCAD", 4), ("Autodesk Moldflow", 3),
              ("Mastercam", 3), ("GD&T and 2D drawings", 4), ("Mold trial and T1 correction", 4), ("MS Office", 4)]
BF5_CERTS = [("2016", "Certified SOLIDWORKS Associate (CSWA)", "Dassault Systèmes"),
             ("12/2021", "JLPT N3", "Japan Foundation"),
             ("03/2023", "TOEIC Listening & Reading: 725", "IIG Vietnam")]
BF5_CERT_NAMES = ["Certified SOLIDWORKS Associate (CSWA)", "JLPT N3", "TOEIC Listening & Reading"]


def bf5_wkhtmltopdf():
    from holdout_render import wkhtmltopdf

    photo = base64.b64encode(open(photo_placeholder(), "rb").read()).decode()

    def section(title, body):
        return f'<div class="sec"><h2><span>{escape(title)}</span></h2>{body}</div>\n'

    def timeline(rows):
        out = '<table class="tl">'
        for when, head, sub, items, note in rows:
            out += (f'<tr><td class="when">{escape(when)}</td><td class="what"><div class="co">{head}</div>'
                    f'<div class="pos">{escape(sub)}</div>')
            if note:
                out += f'<div class="note">{note}</div>'
            if items:
                out += "<ul>" + "".join(f"<li>{escape(i)}</li>" for i in items) + "</ul>"
            out += "</td></tr>"
        return out + "</table>"

    work = timeline([(w, f"{escape(e)} <span class=\"pl\">– {escape(p)}</span>", t, items, None)
                     for w, _, e, p, t, items in BF5_JOBS])
    education = timeline([("09/2012 – 06/2017",
                           "Trường Đại học Bách khoa Hà Nội <span class=\"pl\">(Hanoi University of Science and "
                           "Technology)</span>", "Engineer's degree (5 years) – Machine Manufacturing Technology", [],
                           "Kỹ sư Công nghệ Chế tạo máy &nbsp;·&nbsp; GPA: 3.05/4.0 &nbsp;·&nbsp; Classification: Good "
                           "(Khá)")])
    skills = '<table class="sk">' + "".join(
        (f'<tr>' if i % 2 == 0 else "") + f'<td class="sn">{escape(s)}</td><td class="bar"><div class="b">'
        + "".join(f'<span class="{"on" if k < level else "off"}"></span>' for k in range(5)) + "</div></td>"
        + ("</tr>" if i % 2 == 1 else "") for i, (s, level) in enumerate(BF5_SKILLS)) + "</table>"
    certs = '<table class="ce">' + "".join(
        f'<tr><td class="when">{escape(w)}</td><td><b>{escape(c)}</b> – {escape(b)}</td></tr>' for w, c, b in BF5_CERTS
    ) + "</table>"
    languages = ('<table class="ce"><tr><td class="when">Vietnamese</td><td>Native</td></tr>'
                 '<tr><td class="when">English</td><td>Intermediate – read and write technical documents, e-mail with '
                 'customers</td></tr>'
                 '<tr><td class="when">Japanese</td><td>N3 – daily conversation, read mold drawings and standards in '
                 'Japanese</td></tr></table>')
    html = f"""<!DOCTYPE html>
<html lang="vi"><head><meta charset="utf-8"><title>CV Tran Minh Khoa - Mold Design Engineer</title>
<style>
body {{ font-family: "Liberation Sans", Arial, sans-serif; font-size: 10.5pt; color: #222; margin: 0; zoom: 1.3; }}
.top {{ background: #0e4d64; color: #fff; padding: 14px 18px; }}
.top table {{ border-collapse: collapse; width: 100%; }}
.top td {{ vertical-align: top; padding: 0; }}
.photo img {{ width: 118px; height: 157px; border: 3px solid #fff; }}
.name {{ font-size: 27pt; font-weight: bold; letter-spacing: 1px; margin: 2px 0 2px; }}
.label {{ font-size: 12.5pt; color: #f6a623; font-weight: bold; margin-bottom: 9px; }}
.info td {{ font-size: 9.6pt; padding: 1px 14px 1px 0; color: #eaf2f5; }}
.info b {{ color: #fff; }}
.main {{ padding: 4px 18px 0; }}
.sec {{ margin-top: 12px; }}
h2 {{ font-size: 12pt; color: #0e4d64; margin: 0 0 6px; border-bottom: 2px solid #0e4d64; padding-bottom: 2px;
      text-transform: uppercase; letter-spacing: .5px; }}
h2 span {{ background: #0e4d64; color: #fff; padding: 2px 8px; }}
.obj p {{ margin: 0 0 3px; }}
table.tl, table.ce, table.sk {{ border-collapse: collapse; width: 100%; }}
.tl td, .ce td {{ vertical-align: top; padding: 3px 0 6px; }}
td.when {{ width: 128px; color: #0e4d64; font-weight: bold; white-space: nowrap; padding-right: 10px; }}
.tl td.what {{ border-left: 2px solid #f6a623; padding-left: 12px; }}
.co {{ font-weight: bold; font-size: 11pt; }}
.pl {{ font-weight: normal; color: #555; font-size: 10pt; }}
.pos {{ color: #c97d00; font-weight: bold; font-style: italic; margin: 1px 0 2px; }}
.note {{ color: #444; }}
ul {{ margin: 2px 0 0; padding-left: 16px; }}
li {{ margin-bottom: 1px; }}
.sk td {{ padding: 3px 0; }}
td.sn {{ width: 31%; }}
td.bar {{ width: 19%; }}
.b span {{ display: inline-block; width: 15px; height: 8px; margin-right: 3px; }}
.b .on {{ background: #0e4d64; }}
.b .off {{ background: #cfdde3; }}
.ref {{ color: #333; }}
</style></head><body>
<div class="top"><table><tr>
<td class="photo" style="width: 140px"><img src="data:image/png;base64,{photo}"></td>
<td><div class="name">TRẦN MINH KHOA</div>
<div class="label">Mold Design Engineer – Plastic Injection Mold (NX / SolidWorks)</div>
<table class="info">
<tr><td><b>Date of birth:</b> 15/08/1994</td><td><b>Gender:</b> Male</td></tr>
<tr><td><b>Phone:</b> (+84) 987 000 415</td><td><b>Email:</b> tranminhkhoa.mold@example.com</td></tr>
<tr><td colspan="2"><b>Address:</b> Đình Bảng, Từ Sơn, Bắc Ninh, Vietnam</td></tr>
<tr><td><b>ID card (CCCD):</b> 027094001583</td><td><b>Marital status:</b> Single</td></tr>
</table></td></tr></table></div>
<div class="main">
{section("Career objective", '<div class="obj"><p>- Short-term: To become a senior mold designer in a Japanese company '
         'in Japan or Singapore, designing complex molds (hot runner, 2K molds) for automotive and electronics '
         'parts.</p><p>- Long-term: To become a mold design leader and a bridge between Japanese and Vietnamese '
         'engineers.</p></div>')}
{section("Work experience", work)}
{section("Education", education)}
{section("Skills", skills)}
{section("Certificates", certs)}
{section("Languages", languages)}
{section("Hobbies", "<p style='margin:0'>Football, reading, learning Japanese culture.</p>")}
{section("Reference", '<p class="ref" style="margin:0">Mr. Sato Kenji – Factory Manager, Hoa Sen Seimitsu Vietnam Co., '
         'Ltd.<br>Phone: (+84) 912 000 118 &nbsp;–&nbsp; Email: k.sato.hsv@example.com</p>')}
</div></body></html>
"""
    name = "bf5-tran-minh-khoa"
    wkhtmltopdf(html, name, 2, options=("--page-size", "A4", "--margin-top", "8mm", "--margin-bottom", "10mm",
                                        "--margin-left", "0", "--margin-right", "0", "--encoding", "utf-8",
                                        "--title", "CV Tran Minh Khoa"))
    write_truth(name, {
        "basics": {"name": "Trần Minh Khoa",
                   "label": "Mold Design Engineer – Plastic Injection Mold (NX / SolidWorks)",
                   "email": "tranminhkhoa.mold@example.com", "phone": "(+84) 987 000 415",
                   "location": {"city": "Từ Sơn", "region": "Bắc Ninh", "country_code": "VN"}},
        "work": [job(t, e, p, w, s) for w, s, e, p, t, _ in BF5_JOBS],
        "education": [
            school("Trường Đại học Bách khoa Hà Nội", "Engineer's degree", "Machine Manufacturing Technology",
                   "09/2012 – 06/2017", ("2012-09", "2017-06"), score="3.05/4.0")],
        "skills": [{"name": s} for s, _ in BF5_SKILLS],
        "certificates": [{"name": c} for c in BF5_CERT_NAMES],
        "languages": [{"language": "Vietnamese", "fluency": "Native"},
                      {"language": "English", "fluency": "Intermediate"},
                      {"language": "Japanese", "fluency": "N3"}],
    })


# ---- bf6: patent attorney (Nagoya, Aichi, Japan), a rirekisho-style Word CV of ruled tables, kept as DOCX -----------
BF6_EDUCATION_ROWS = [  # (year, month, text) in the history table
    ("2006", "3", "Graduated from Aichi Kenritsu Chikusa-Higashi Kōtō Gakkō (prefectural senior high school)"),
    ("2006", "4", "Entered Kanazawa Daigaku, Faculty of Engineering, Department of Electrical and Electronic "
                  "Engineering"),
    ("2010", "3", "Graduated from the same (Bachelor of Engineering)"),
    ("2010", "4", "Entered Kanazawa Daigaku Graduate School of Natural Science and Technology, Master's Program, "
                  "Electrical and Electronic Engineering"),
    ("2012", "3", "Completed the same (Master of Engineering)"),
]
BF6_WORK_ROWS = [
    ("2012", "4", "Joined Hokuriku Denki K.K. (Kanazawa; industrial motors and inverters, approx. 2,300 employees)"),
    ("", "", "Assigned to Power Electronics Development Department as Development Engineer (inverter circuits for "
             "industrial motor drives)"),
    ("2016", "9", "Resigned for personal reasons (career change to intellectual property)"),
    ("2016", "10", "Joined Sakuradori Kokusai Tokkyo Jimusho (patent law firm, Nagoya)"),
    ("", "", "Patent Engineer: drafting and prosecution of patent applications in power electronics and automotive "
             "electronics (JP, US, EP, CN)"),
    ("2020", "6", "Resigned (to move to a corporate IP department)"),
    ("2020", "7", "Joined Nishiki Seimitsu K.K. (Nagoya; automotive electronic components, approx. 4,800 employees)"),
    ("", "", "Assigned to Intellectual Property Department as Patent Attorney (in-house)"),
    ("2023", "4", "Promoted to Senior Patent Attorney, IP Strategy Group"),
    ("", "", "Currently employed"),
]
BF6_JOBS = [  # the truth read from the rows above: (position, employer, place, truth span)
    ("Development Engineer", "Hokuriku Denki K.K.", "Kanazawa", ("2012-04", "2016-09")),
    ("Patent Engineer", "Sakuradori Kokusai Tokkyo Jimusho", "Nagoya", ("2016-10", "2020-06")),
    ("Patent Attorney (in-house)", "Nishiki Seimitsu K.K.", "Nagoya", ("2020-07", "2023-04")),
    ("Senior Patent Attorney", "Nishiki Seimitsu K.K.", "Nagoya", ("2023-04", None, True)),
]
BF6_LICENCE_ROWS = [
    ("2006", "8", "Ordinary Motor Vehicle Driving Licence (Futsū Jidōsha Menkyo)"),
    ("2015", "3", "Intellectual Property Management Skills Test, Grade 2 (Chizai Kentei 2-kyū)"),
    ("2019", "6", "Registered as Patent Attorney (Benrishi), Japan Patent Attorneys Association, Reg. No. 00000"),
    ("2022", "12", "TOEIC Listening & Reading Test: 905 points"),
]
BF6_CERTS = ["Intellectual Property Management Skills Test, Grade 2", "Patent Attorney (Benrishi)",
             "TOEIC Listening & Reading Test"]
BF6_SKILL_LINES = ["Patent drafting and prosecution (JP, US, EP, CN)", "Prior-art, FTO and invalidity searches",
                   "Search tools: J-PlatPat, PatBase, Derwent Innovation",
                   "Power electronics circuit design (inverters, motor drives)",
                   "Microsoft Office, Python (basic, for patent data analysis)"]
BF6_SKILLS = ["Patent drafting and prosecution (JP, US, EP, CN)", "Prior-art, FTO and invalidity searches",
              "J-PlatPat", "PatBase", "Derwent Innovation",
              "Power electronics circuit design (inverters, motor drives)",
              "Microsoft Office", "Python (basic, for patent data analysis)"]


def bf6_rirekisho_docx():
    from docx.enum.table import WD_ROW_HEIGHT_RULE, WD_TABLE_ALIGNMENT
    from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_BREAK, WD_TAB_ALIGNMENT
    from docx.shared import Mm, Pt, RGBColor
    from holdout_render import new_docx

    document = new_docx(author="KATO Haruka", title="Rirekisho (English) KATO Haruka", page=(Mm(210), Mm(297)),
                        margins=(Mm(17), Mm(13)), font="Century", size=10, space_after=0)
    run = docx_runner()
    small, grey = 8, RGBColor(0x44, 0x44, 0x44)
    full = Mm(176)

    def grid(rows, cols, widths):
        table = document.add_table(rows=rows, cols=cols)
        table.style = "Table Grid"
        table.alignment = WD_TABLE_ALIGNMENT.CENTER
        fixed_widths(table, widths)
        return table

    def put(cell, text, bold=False, size=None, align=None, color=None, first=True):
        p = cell.paragraphs[0] if first else cell.add_paragraph()
        spacing(p, 1, 1)
        if align:
            p.alignment = align
        if text:
            run(p, text, bold=bold, size=size, color=color)
        return p

    def row_height(row, mm, exact=False):
        row.height = Mm(mm)
        row.height_rule = WD_ROW_HEIGHT_RULE.EXACTLY if exact else WD_ROW_HEIGHT_RULE.AT_LEAST

    def gap(pt=6):
        spacing(document.add_paragraph(), 0, 0).paragraph_format.line_spacing = Pt(pt)

    p = spacing(document.add_paragraph(), 0, 4)
    p.paragraph_format.tab_stops.add_tab_stop(full, WD_TAB_ALIGNMENT.RIGHT)
    run(p, "CURRICULUM VITAE (Rirekisho)", bold=True, size=16)
    run(p, "\tAs of 17 November 2026", size=9.5)

    # personal block: label | value | photo (the photo cell merged down the first five rows)
    personal = [("Family name", "KATO"), ("Given name", "Haruka"),
                ("Date of birth", "17 January 1988 (Showa 63)          Age 38"), ("Sex", "Female"),
                ("Nationality", "Japanese"), ("Address", "3-8-12 Meieki, Nakamura-ku, Nagoya, Aichi 450-0002, Japan"),
                ("Phone (mobile)", "080-0000-4127"), ("E-mail", "haruka.kato.ip@example.com"),
                ("Contact address", "Same as above")]
    table = grid(len(personal), 3, [Mm(32), Mm(112), Mm(32)])
    for i, (label, value) in enumerate(personal):
        row = table.rows[i]
        row_height(row, 9 if i < 2 else 7.5)
        cell_props(row.cells[0], fill="F2F2F2", valign="center")
        put(row.cells[0], label, size=small, color=grey)
        cell_props(row.cells[1], valign="center")
        put(row.cells[1], value, size=15 if i < 2 else 10, bold=i < 2)
    photo = table.cell(0, 2).merge(table.cell(4, 2))
    cell_props(photo, valign="center")
    for extra in photo.paragraphs[1:]:
        extra._p.getparent().remove(extra._p)
    p = photo.paragraphs[0]
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    p.add_run().add_picture(photo_placeholder(300, 400), width=Mm(27))
    for i in range(5, len(personal)):
        merged = table.cell(i, 1).merge(table.cell(i, 2))
        for extra in merged.paragraphs[1:]:
            extra._p.getparent().remove(extra._p)
    gap()

    def history(title, rows, blanks, end=False, sections=()):
        """A Year | Month | title table; `sections` are centred heading rows inserted before row indexes."""
        total = 1 + len(rows) + len(sections) + (1 if end else 0) + blanks
        table = grid(total, 3, [Mm(15), Mm(17), Mm(144)])
        head = table.rows[0]
        for cell, text in zip(head.cells, ("Year", "Month", title)):
            cell_props(cell, fill="E7E6E6")
            put(cell, text, bold=True, size=9, align=WD_ALIGN_PARAGRAPH.CENTER)
        r = 1
        section_at = dict(sections)
        for i, (year, month, text) in enumerate(rows):
            if i in section_at:
                row_height(table.rows[r], 7)
                put(table.rows[r].cells[2], section_at[i], bold=True, align=WD_ALIGN_PARAGRAPH.CENTER)
                r += 1
            row = table.rows[r]
            row_height(row, 7)
            put(row.cells[0], year, align=WD_ALIGN_PARAGRAPH.CENTER)
            put(row.cells[1], month, align=WD_ALIGN_PARAGRAPH.CENTER)
            put(row.cells[2], text)
            r += 1
        if end:
            row_height(table.rows[r], 7)
            put(table.rows[r].cells[2], "End", align=WD_ALIGN_PARAGRAPH.RIGHT)
            r += 1
        for row in table.rows[r:]:
            row_height(row, 7)
        return table

    rows = BF6_EDUCATION_ROWS + [("", "", "")] + BF6_WORK_ROWS
    history("Education and Work History", rows, blanks=2, end=True,
            sections=[(0, "Education"), (len(BF6_EDUCATION_ROWS) + 1, "Work History")])
    document.add_paragraph().add_run().add_break(WD_BREAK.PAGE)
    history("Licences and Qualifications", BF6_LICENCE_ROWS, blanks=1)
    gap()

    boxes = [("Special skills", ["- " + line for line in BF6_SKILL_LINES]),
             ("Languages", ["Japanese: native     English: business level (TOEIC 905)     Chinese: basic (reading of "
                            "patent documents)"]),
             ("Motivation / Self-PR", [
                 "After four years as inverter development engineer I changed to intellectual property, because I "
                 "enjoy to explain the technology in clear words. For ten years I have drafted and prosecuted more "
                 "than 250 applications in power electronics and automotive electronics, and since 2023 I lead the "
                 "IP strategy for the EV inverter business of my company, together with outside counsel in the US, "
                 "Europe and China. I would like to use this experience in an international team, as bridge between "
                 "Japanese engineering and foreign patent practice."])]
    for title, lines in boxes:
        table = grid(2, 1, [full])
        cell_props(table.rows[0].cells[0], fill="E7E6E6")
        put(table.rows[0].cells[0], title, bold=True, size=9)
        cell = table.rows[1].cells[0]
        for i, line in enumerate(lines):
            put(cell, line, first=i == 0)
        gap(4)

    table = grid(2, 4, [Mm(44)] * 4)
    for i, (label, value) in enumerate((("Commuting time", "approx. 35 min"),
                                        ("Dependents (excluding spouse)", "0"), ("Spouse", "Yes"),
                                        ("Spouse's dependency obligation", "No"))):
        cell_props(table.rows[0].cells[i], fill="F2F2F2")
        put(table.rows[0].cells[i], label, size=small, color=grey, align=WD_ALIGN_PARAGRAPH.CENTER)
        put(table.rows[1].cells[i], value, align=WD_ALIGN_PARAGRAPH.CENTER)
    gap(4)
    table = grid(2, 1, [full])
    cell_props(table.rows[0].cells[0], fill="E7E6E6")
    put(table.rows[0].cells[0], "Personal requests (salary, position, working hours, location, etc.)", bold=True,
        size=9)
    put(table.rows[1].cells[0], "I wish to work as patent attorney or IP counsel in Singapore or in Europe. Salary: "
                                "according to your company's regulations. Available from April 2027 (notice period "
                                "of three months).")

    name = "bf6-haruka-kato"
    path = os.path.join(FILES, name + ".docx")
    document.save(path)
    check_pages(name, lo_page_count(path, name), 2)
    write_truth(name, {
        "basics": {"name": "Haruka Kato", "email": "haruka.kato.ip@example.com", "phone": "080-0000-4127",
                   "location": {"city": "Nagoya", "region": "Aichi", "country_code": "JP"}},
        "work": [job(t, e, p, None, s) for t, e, p, s in BF6_JOBS],
        "education": [
            school("Aichi Kenritsu Chikusa-Higashi Kōtō Gakkō", None, None, None, (None, "2006-03")),
            school("Kanazawa Daigaku", "Bachelor of Engineering", "Electrical and Electronic Engineering", None,
                   ("2006-04", "2010-03")),
            school("Kanazawa Daigaku", "Master of Engineering", "Electrical and Electronic Engineering", None,
                   ("2010-04", "2012-03"))],
        "skills": [{"name": s} for s in BF6_SKILLS],
        "certificates": [{"name": c} for c in BF6_CERTS],
        "languages": [{"language": "Japanese", "fluency": "native"},
                      {"language": "English", "fluency": "business level"},
                      {"language": "Chinese", "fluency": "basic"}],
    })


if __name__ == "__main__":
    made_scratch = not os.path.isdir(SCRATCH)
    os.makedirs(SCRATCH, exist_ok=True)
    runtime = os.path.join(SCRATCH, "xdg-runtime")  # wkhtmltopdf's Qt wants a private runtime folder
    os.makedirs(runtime, mode=0o700, exist_ok=True)
    tempfile.tempdir = SCRATCH
    saved = {key: os.environ.get(key) for key in ("TMPDIR", "XDG_RUNTIME_DIR")}
    os.environ["TMPDIR"] = SCRATCH
    os.environ["XDG_RUNTIME_DIR"] = runtime
    try:
        bf1_word_docx()
        bf2_fpdf_two_column()
        bf3_pdflatex()
        bf4_libreoffice_photo_cv()
        bf5_wkhtmltopdf()
        bf6_rirekisho_docx()
    finally:
        tempfile.tempdir = None
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value
        if made_scratch:
            shutil.rmtree(SCRATCH, ignore_errors=True)
