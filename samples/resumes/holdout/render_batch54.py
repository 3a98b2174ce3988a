#!/usr/bin/env python3
"""Renders the fifty-fourth held-out batch (bb1–bb6) into files/ and its truth into truth/.

Written without reading the parser (nor anything under /work/main/Sources, Tests, docs, Benchmarks, .build or
output, nor anything under /tmp or /var/tmp other than this batch's own scratch folder); no project binary (mm-*),
swift or git command was run. The only project files read were holdout_render.py in full, render_batch52.py in
full (for the conventions, the truth shape and the decisions it records), the docstring openings (first 40 lines
only) of render_batch43.py to render_batch51.py (for the occupations, countries and producers already used) and
three truth files: at2-mark-anthony-villanueva.json (for the shape and for how batch 46 wrote "a volunteer post
after the board exam": a work entry), ar4-aroha-pennington.json and ar6-siobhan-ni-fhlatharta.json (for the shape
and in case one held batch 44's "printed career break"; neither has one). files/ and truth/ were listed only to
make sure no bb* file existed. render_batch53.py and the ba* files, written at the same time by another helper,
were not opened. Nothing else in the project was read. The helpers job, docx_hyperlink, cell_shade and
table_borders are written for this batch; the rest comes from holdout_render.py. Scratch files (the LibreOffice
conversions and the Chromium profile and print) go to /var/tmp/bb54 (tempfile.tempdir and TMPDIR point there
while the script runs), removed at the end.

Career changers and returners whose resumes mix an old and a new career, for six people in six countries and six
occupations that batches 43–52 do not have (their docstrings list, among others, a director of nursing, a
primary teacher, a maths teacher, a hairdresser turned IT service desk analyst, a millwright turned maintenance
planner, a dental practice coordinator turned medical biller, an electrician, a plumber, a CNC setter, a civil
site supervisor, a data engineer, a recruitment consultant, a customer success manager and a medical
assistant): a U.S. Army supply sergeant (MOS 92Y) turned logistics project coordinator in San Antonio (US), a
high school chemistry teacher turned instructional designer in Edmonton (Canada), a hotel food and beverage
outlet manager turned data analyst after a bootcamp in Singapore, an HR business partner returning after a
six-year career break in Edinburgh (UK), an emergency nurse turned clinical informatics nurse in Newcastle, New
South Wales (Australia) and a carpenter (LBP) turned building inspector and trades tutor in Tauranga (New
Zealand). Each resume is made with a different everyday producer:

- bb1 (DOCX, python-docx 1.2, kept as the Word file; Calibri 10.5 pt, Letter, two pages; the page count is
  checked on a throw-away LibreOffice PDF with Carlito for Calibri): a US veteran's hybrid resume: the centred
  name "Andre M. Castellanos" in navy, the label "Logistics Project Coordinator | U.S. Army Veteran (MOS 92Y) |
  CAPM, Six Sigma Green Belt", a centred " | " contact line ("San Antonio, TX 78245", "(210) 555-0137", Word
  hyperlinks printed "andre.castellanos@example.com" and "linkedin.com/in/andre-castellanos-92y"); navy capital
  headings over a rule; PROFESSIONAL SUMMARY; CORE COMPETENCIES as a borderless 3×3 table of "▪ " items;
  PROFESSIONAL EXPERIENCE (civilian) with each job a bold title and the dates on a right tab, an italic
  "Employer, City, ST" line and "List Bullet" items: "Logistics Project Coordinator" Alamo Gateway Logistics,
  San Antonio, TX "11/2023 – Present"; "Inventory Control Specialist" Lone Star Medical Distribution, Schertz, TX
  "10/2021 – 10/2023"; "DoD SkillBridge Intern – Warehouse Operations" at the same distributor, Temple, TX
  "04/2021 – 08/2021" (an internship in the last months of active duty, overlapping the service). MILITARY
  SERVICE starts page 2 (a page break before it): "UNITED STATES ARMY" with "06/2013 – 08/2021" on the right tab,
  then a DD-214-STYLE RECORD as a ruled two-column table with shaded field names ("Branch / component" "U.S.
  Army, Regular Army (active duty)", "Rank at separation" "Sergeant (SGT / E-5)", "Primary specialty" "MOS 92Y,
  Unit Supply Specialist – 8 years 2 months", "Character of service" "Honorable (DD-214 available on request)",
  "Decorations" (six medals and ribbons), "Military education" (Advanced Leader Course, Basic Leader Course,
  the 92Y AIT at the Quartermaster School, with years), "Security clearance" "Secret (inactive)"), then two
  assignments in the civilian form, the italic line being "unit | post": "Supply Sergeant" "HHC, 2nd Battalion,
  8th Cavalry Regiment, 1st Cavalry Division | Fort Hood, TX" "03/2018 – 08/2021" and "Unit Supply Specialist"
  "A Company, 68th Combat Sustainment Support Battalion | Fort Carson, CO" "10/2013 – 02/2018"; EDUCATION (bold
  degree, year(s) on the right tab, an italic "school, place · GPA · funding" line): "Bachelor of Business
  Administration (BBA), Supply Chain Management" "2021 – 2024" with "GPA 3.62/4.00" and "Post-9/11 GI Bill",
  "Associate of Arts, General Studies" "2020" (Army Tuition Assistance); CERTIFICATIONS as bullets "Name –
  issuer, year"; TECHNICAL SKILLS & LANGUAGES as two bold-labelled lines ("Systems: " a ", " list, "Languages: ").
  A logistics project coordinator and Army veteran in San Antonio, Texas.
- bb2 (WeasyPrint 70 of a resume builder's "functional" HTML/CSS template, Letter, two pages, Liberation Serif
  headings and Liberation Sans body, a "Megan Thiessen · page N of 2" footer from @page): a FUNCTIONAL resume
  whose experience is GROUPED BY SKILL AREA, not by date: the name "Megan Thiessen", the orange label
  "Instructional Designer & eLearning Developer | Former High School Science Teacher", a contact line of spans
  separated by CSS-generated " | " ("Edmonton, AB", "780-555-0126", a mailto link, a link printed
  "linkedin.com/in/megan-thiessen-id" and "Portfolio: meganthiessen.example.com/portfolio"); headings with an
  orange left bar: "Profile"; "Relevant Experience by Skill Area" with four bold sub-heads ("Instructional
  design & needs analysis", "eLearning development & multimedia", "Facilitation & adult learning", "Evaluation &
  assessment"), each over achievement bullets that mix the teaching and the design careers and name no dates;
  "Selected Portfolio Projects" (three, each "Name — what · tool · year"); "Work History" as a ruled table
  (bold title over an italic "Employer, City, AB" line at the left, the dates at the right): "Instructional
  Designer (contract)" Northgate Energy Services Ltd. "Sept. 2025 – present", "Freelance Instructional Designer"
  "Self-employed, Edmonton, AB" "Jan. 2024 – present", "Learning Technology Lead Teacher (secondment, 0.5 FTE)"
  Aspen Prairie Public Schools, Spruce Grove "Sept. 2021 – June 2023" (concurrent with the teaching job),
  "High School Science Teacher (Chemistry 20/30, Science 10)" Westwind Collegiate, Spruce Grove "Sept. 2013 –
  June 2024", "Substitute Teacher" Aspen Prairie Public Schools "Jan. – June 2013"; "Education" in the same
  table form ("Certificate in Adult and Continuing Education" "University of Calgary, Continuing Education
  (online)" "2023 – 2024", "Bachelor of Education (After Degree), Secondary Science" and "Bachelor of Science,
  Chemistry" at the University of Alberta); then two columns: "Certificates" (bold name over an italic "issuer ·
  year") and "Tools" and "Methods" as chips; "Languages" as one " · " line of "Language — level". An
  instructional designer in Edmonton, Alberta.
- bb3 (headless Chromium 156 "Save as PDF" of an HTML/CSS page, A4, two pages, Liberation Sans): a hybrid
  resume laid out with A DATE GUTTER: each entry a CSS grid row with the dates in a narrow grey left column and
  the bold title, a teal "Employer · place" line and bullets at the right; a header with the name "Sharlene Tan
  Wei Ling" and the label "Data Analyst | SQL · Python · Power BI | 11 years in hotel operations" at the left and
  the contact lines right-aligned ("Tampines, Singapore", "+65 9555 0148", links printed
  "sharlene.tan@example.com", "linkedin.com/in/sharlenetan-data" and "github.com/sharlenetan-data"); spaced
  capital headings: SUMMARY; DATA EXPERIENCE ("Data Analyst (Career Conversion Programme)" Merlion Retail Group
  Pte. Ltd. "Apr 2025 – Present"; "Volunteer Data Analyst (part-time, remote)" FoodBridge SG "Jan – Mar 2025");
  PROJECTS (a bootcamp capstone "2024" with a GitHub link, a personal project "2025"); EDUCATION & TRAINING
  ("Data Analytics Bootcamp (full-time, 12 weeks)" General Assembly "Sep 2024 – Dec 2024" with a note,
  "Diploma in Hospitality & Tourism Management" Temasek Polytechnic "2010 – 2013", "GCE 'O' Level" "2009");
  CERTIFICATIONS & ONLINE COURSES (the month in the gutter, the name with its issuer in parentheses: a Microsoft
  certification and three Coursera certificates); TECHNICAL SKILLS and TRANSFERABLE SKILLS side by side as chips;
  PREVIOUS CAREER: HOSPITALITY in the gutter form ("Outlet Manager, Food & Beverage" "Mar 2019 – Aug 2024" and
  "Assistant Outlet Manager" "Jan 2017 – Feb 2019" at Harbourfront Grand Hotel Singapore, "F&B Supervisor"
  Orchid Bay Resort Langkawi "· Langkawi, Malaysia" "Jun 2015 – Dec 2016", "Management Trainee (F&B)" Marina
  Crest Hotel "Jul 2013 – May 2015", the last two without bullets); LANGUAGES as four name-over-level pairs. A
  data analyst in Singapore.
- bb4 (LibreOffice 7.4 PDF of a DOCX written with python-docx, Calibri shown as Carlito, 10.5 pt, A4, two
  pages): a UK returner's CV: "Catriona Doig" in plum, the label "HR Business Partner | Chartered MCIPD |
  Returning after a career break", a " • " contact line ("Morningside, Edinburgh EH10 4BF", "07700 900583", Word
  hyperlinks printed "catriona.doig@example.com" and "linkedin.com/in/catrionadoig-hr"); headings as white
  capitals on a plum-shaded paragraph; PROFILE; KEY SKILLS as bullets in a two-column continuous section;
  RECENT EXPERIENCE with each entry a bold plum title and grey dates on a right tab, an italic "Organisation,
  Town" line and bullets: "HR Returner – Employee Relations (paid 16-week returnship)" Forth Mutual Assurance
  "September 2025 – December 2025"; "Volunteer Adviser, Employment & Benefits" Leith Community Advice Centre
  "February 2024 – present"; "Treasurer (volunteer), Parent Council" Canaan Lane Primary School "August 2021 –
  June 2024"; and THE CAREER BREAK WRITTEN AS AN ENTRY in the same form with no organisation line: "Career break
  – full-time parent" "July 2019 – August 2025" over a bullet on caring for three children; EARLIER HR CAREER
  ("HR Business Partner" Lothian Energy Networks Ltd, Edinburgh "March 2015 – June 2019", "HR Advisor" and "HR
  Assistant (Graduate Scheme)" at Pentland Retail Group, Livingston "September 2011 – February 2015" and
  "September 2009 – August 2011", the last without bullets); EDUCATION in the entry form ("Postgraduate Diploma
  in Human Resource Management (CIPD accredited)" Edinburgh Napier University "2011 – 2013", "MA (Hons)
  Psychology – 2:1" University of Aberdeen "2005 – 2009"); RETURN-TO-WORK LEARNING (three dated courses as
  "Course – provider" bullets with the month on a right tab); PROFESSIONAL MEMBERSHIP & CERTIFICATION (three
  bullets "Name – note"); LANGUAGES as one " • " line; "References available on request." An HR business
  partner returning to work in Edinburgh, Scotland.
- bb5 (ReportLab 5.1 platypus with DejaVu Sans, A4, one page, the two-column PDF: the main frame at the left
  and a tinted SIDEBAR AT THE RIGHT, the sidebar first in the story, then a FrameBreak): the sidebar holds
  CONTACT ("Merewether, Newcastle NSW 2291", the ACMA drama mobile "0491 573 770", a mailto link and a link
  printed "linkedin.com/in/rebecca-haddad-rn"), REGISTRATION & CERTIFICATIONS (each a bold name over a grey
  note: "AHPRA Registered Nurse" "Reg. no. NMW0002187465", "Certified Health Informatician Australasia (CHIA)"
  "2024", "PRINCE2 Foundation" "2023", "HL7 FHIR Fundamentals" "HL7 International, 2024"), TECHNICAL SKILLS and
  CLINICAL & TRANSFERABLE as bullets, LANGUAGES ("English – native", "Lebanese Arabic – conversational"); the
  main frame holds the name "Rebecca Haddad", the teal label "Clinical Informatics Nurse | eMR Build, Testing &
  Training | Registered Nurse", PROFILE, DIGITAL HEALTH EXPERIENCE and CLINICAL NURSING CAREER with each job a
  bold title over an italic "Employer, Town NSW  |  dates" line and bullets: "Clinical Informatics Nurse
  Specialist" "Jul 2024 – Current" and "eMR Project Nurse (secondment, 0.6 FTE)" "Feb 2023 – Jun 2024" at Hunter
  Coast Health Service; "Clinical Nurse Specialist, Emergency Department" "Mar 2019 – Jun 2024" (0.4 FTE beside
  the secondment) and "Registered Nurse, Emergency Department" "Feb 2015 – Feb 2019" at Kotara Valley Hospital;
  "New Graduate Registered Nurse (TPP)" Oxley Plains Hospital, Tamworth NSW "Feb 2014 – Jan 2015" without
  bullets; EDUCATION in the same form ("Graduate Certificate in Health Informatics" "University of Tasmania
  (online)  |  2022 – 2023", "Bachelor of Nursing" "University of Newcastle, Callaghan NSW  |  2011 – 2013", each
  with a remark line). A clinical informatics nurse in Newcastle, New South Wales.
- bb6 (a Markdown file, UTF-8, LF line ends, as a developer-minded job seeker keeps a resume in a repository):
  "# Daniel Te Huia", a bold label line "Building Inspector · Licensed Building Practitioner (Carpentry) ·
  Trades Tutor", a " · " contact line ("Tauranga, Bay of Plenty", "027 555 0142", a mailto link and a link
  printed "LinkedIn"), a rule; "## Profile"; "## Relevant Experience" with each job a "### Title — Employer,
  Place" heading over an italic date line and "- " bullets ("Building Inspector" Kaimai District Council
  "July 2024 – present", "Trainee Building Inspector (cadetship)" "Feb 2023 – June 2024", "Carpentry Tutor
  (part-time, evenings)" Bay Trades Academy, Mount Maunganui "2021 – 2023", concurrent with the carpentry job);
  "## Previous Career: Carpentry (2006 – 2023)" as a PIPE TABLE (Role | Employer | Location | Dates: "Site
  Foreman (LBP Carpentry)" Coastline Homes Ltd "Mar 2015 – Jan 2023", "Qualified Carpenter" and "Apprentice
  Carpenter" at Papamoa Builders Ltd, Pāpāmoa "Nov 2010 – Feb 2015" and "Jan 2006 – Oct 2010") followed by three
  bullets for the whole career; "## Volunteering" ("**Build Team Leader (volunteer)** — Bay Habitat Builds
  Trust, Tauranga · *2018 – 2022*" and a line); "## Qualifications" as bullets "**Qualification (Level N)** —
  provider — *dates*"; "## Licences & Certificates"; "## Skills"; "## Languages" (one " · " line); "## Other" (a
  driver licence and referees). A building inspector in Tauranga, New Zealand.

They hold what career changers' and returners' resumes hold: hybrid layouts with the new career's "Relevant" /
"Recent" / "Data" / "Digital Health" experience first and the old career in a "Previous Career" / "Earlier HR
Career" / "Clinical Nursing Career" / "Military Service" section after it (bb1, bb3, bb4, bb5, bb6) and one
functional resume grouped by skill area (bb2); transferable-skills sections (bb3's chips, bb5's "Clinical &
transferable", bb1's competencies); a DD-214-style service record with rank, MOS, character of service,
decorations, military education and clearance, and military assignments with units and posts; a DoD SkillBridge
internship, a career conversion programme, a paid returnship, a cadetship and a secondment; volunteering with
dates in the experience (bb3, bb4) and in its own section (bb6); a career break written as an entry (bb4); a
bootcamp and online courses with dates (bb3), return-to-work courses (bb4), a portfolio (bb2) and projects (bb2,
bb3); several roles at one employer, concurrent jobs, current jobs; dates written "11/2023 – Present", "10/2021 –
10/2023", "04/2021 – 08/2021", "06/2013 – 08/2021", "03/2018 – 08/2021", "10/2013 – 02/2018", "Sept. 2025 –
present", "Jan. 2024 – present", "Sept. 2021 – June 2023", "Sept. 2013 – June 2024", "Jan. – June 2013", "Apr
2025 – Present", "Jan – Mar 2025", "Mar 2019 – Aug 2024", "Jan 2017 – Feb 2019", "Jun 2015 – Dec 2016", "Jul 2013
– May 2015", "September 2025 – December 2025", "February 2024 – present", "August 2021 – June 2024", "July 2019
– August 2025", "March 2015 – June 2019", "September 2011 – February 2015", "September 2009 – August 2011", "Jul
2024 – Current", "Feb 2023 – Jun 2024", "Mar 2019 – Jun 2024", "Feb 2015 – Feb 2019", "Feb 2014 – Jan 2015",
"July 2024 – present", "Feb 2023 – June 2024", "2021 – 2023", "Mar 2015 – Jan 2023", "Nov 2010 – Feb 2015", "Jan
2006 – Oct 2010", "2018 – 2022"; and for education "2021 – 2024", "2020", "2023 – 2024", "2011 – 2013", "2007 –
2011", "Sep 2024 – Dec 2024", "2010 – 2013", "2009", "2011 – 2013", "2005 – 2009", "2022 – 2023", "2011 – 2013",
"2023 – present", "2021", "2010", "2005"; a US BBA with a GPA and an associate degree, Canadian after-degree
B.Ed., B.Sc. and continuing-education certificate, a Singapore polytechnic diploma and GCE 'O' Level, a Scottish
MA (Hons) with its class and a CIPD-accredited postgraduate diploma, an Australian graduate certificate and
Bachelor of Nursing, New Zealand qualifications with NZQF levels (one in progress) and NCEA Level 2; licences,
registrations, memberships and certifications with numbers, issuers and years; phones in each country's form
(555 numbers in the US, Canada, Singapore and New Zealand, an Ofcom drama mobile in the UK, an ACMA drama mobile
in Australia).

Decisions for this batch (the parts of the earlier scripts this batch could read state no rule on military
service, volunteering or career breaks, except that batch 46 recorded "a volunteer post after the board exam" as
a work entry, as its truth at2 shows; these are the rules written here):
- Military service: each assignment printed with a duty title, a unit, a post and dates is a work entry: the
  position is the duty title as printed ("Supply Sergeant", "Unit Supply Specialist"; the rank and MOS are in
  the record, not in the title), the employer is "United States Army", the name printed at the head of the
  service (the unit, "HHC, 2nd Battalion, 8th Cavalry Regiment, 1st Cavalry Division", is a part of the Army
  like a department, not the employer), the location is the post ("Fort Hood, TX", "Fort Carson, CO"). The
  service's own span "06/2013 – 08/2021" beside "UNITED STATES ARMY" totals the assignments (and the months of
  basic training and AIT before them), as LinkedIn's tenure line does in batch 52, and is not an entry of its
  own. The DD-214-style fields are not work, education, skills or certificates: the rank, MOS, character of
  service, decorations and clearance are facts about the service, and the "Military education" line (Advanced
  Leader Course, Basic Leader Course, AIT) is a line of the record, not education entries. The SkillBridge
  internship is a civilian work entry in printed order, though it overlaps the service.
- Volunteering: a volunteer role printed with an organisation and dates is a work entry in printed order, as
  batch 46's volunteer post was, whether it sits among the experience (bb3's "Volunteer Data Analyst (part-time,
  remote)", bb4's "Volunteer Adviser, Employment & Benefits" and "Treasurer (volunteer), Parent Council") or in a
  "Volunteering" section of its own (bb6's "Build Team Leader (volunteer)"). The position is the role as printed
  with its parenthesis; bb4's "Treasurer (volunteer), Parent Council" has the school as its organisation, as
  printed on the italic line.
- Career break: bb4's "Career break – full-time parent" "July 2019 – August 2025" is printed as an entry among
  the experience but is NOT a work entry: it has no employer and is no job; it explains the gap, like a remark.
  The paid returnship is a work entry ("HR Returner – Employee Relations (paid 16-week returnship)" with its
  parenthesis). The volunteer roles during the break are work entries (above).
- Hybrid and functional layouts: the entries of "Previous Career", "Earlier HR Career", "Clinical Nursing
  Career" and "Military Service" are work entries like the others, in printed order after the new career's.
  bb6's heading span "(2006 – 2023)" dates the section, not an entry; its table rows are entries (Role,
  Employer, Location, Dates columns), the bullets under the table describe the whole career. In bb2's functional
  resume the skill-area groups are achievements, not work entries and not skills; the work entries are the
  "Work History" rows. Projects (bb2's portfolio, bb3's capstone and explorer) are not work.
- Bootcamps and courses: bb3's "Data Analytics Bootcamp (full-time, 12 weeks)" under EDUCATION & TRAINING is an
  education entry: institution "General Assembly", study type "Data Analytics Bootcamp" (its mode and length in
  parentheses left out, as batch 52 left modes out of institutions), no area, "Sep 2024 – Dec 2024". bb3's
  online courses under "Certifications & Online Courses" are certificates (each gives one), recorded without the
  issuer in parentheses ("SQL for Data Science"); the exam code printed in the Microsoft name is kept ("(PL-300)").
  bb4's "Return-to-Work Learning" courses are neither certificates nor education: short trainings in a
  professional-development section, as batches 10 and 25 decided for trainings and workshops (according to batch
  47's docstring).
- Education: the study type is the kind of qualification and the area its field (batch 52's rule): "Bachelor of
  Business Administration (BBA)" / "Supply Chain Management" with the score "3.62/4.00" (printed "GPA
  3.62/4.00"); "Associate of Arts" / "General Studies"; "Certificate" / "Adult and Continuing Education";
  "Bachelor of Education (After Degree)" / "Secondary Science"; "Bachelor of Science" / "Chemistry"; "Diploma" /
  "Hospitality & Tourism Management"; "GCE 'O' Level" with no area; "Postgraduate Diploma" / "Human Resource
  Management" (the note "(CIPD accredited)" left out); "MA (Hons)" / "Psychology" with the score "2:1" (printed
  " – 2:1"); "Graduate Certificate" / "Health Informatics"; "Bachelor of Nursing" with no area (the field is the
  degree's name, as batch 52's BID); bb6's "New Zealand Diploma" / "Building Surveying", "New Zealand
  Certificate" / "Adult and Tertiary Teaching" and "National Certificate" / "Carpentry" with the NZQF "(Level N)"
  left out as batch 52 left out national codes; "NCEA Level 2" with no area. The institution is the name without
  a place, unit, mode or note: "University of Calgary" (", Continuing Education (online)" left out), "University
  of Tasmania" ("(online)" left out), "Open Polytechnic" ("(part-time, distance)" left out), "Matapihi College"
  (", Tauranga" left out). "2023 – present" is current from 2023; a single year is the end date. Remarks (GI Bill,
  Tuition Assistance, Director's List, placements) are not scores.
- Skills are the listed items as printed: bb1's nine competencies then its "Systems:" items (split at ", "
  outside parentheses, so "Excel (pivot tables, XLOOKUP, Power Query)" is one item); bb2's Tools then Methods
  chips (not the skill-area headings); bb3's technical then transferable chips; bb4's Key Skills; bb5's technical
  then clinical and transferable bullets; bb6's Skills bullets.
- Certificates and licences drop issuers, years, numbers and notes: bb1's four certifications; bb2's four,
  including the teaching certificate (a licence); bb4's "Chartered Member of the CIPD (Chartered MCIPD)" (the
  chartered grade is HR's professional qualification, listed under "Professional Membership & Certification"),
  "Scottish Mental Health First Aid (SMHFA)" and "Test User: Occupational, Ability and Personality"; bb5's "AHPRA
  Registered Nurse" (the registration number left out) and three more; bb6's "Licensed Building Practitioner –
  Carpentry" (the licence number left out), "Site Safe Foundation Passport" ("(2023)" left out), "Working at
  Heights (US 23229)" and "First Aid (US 6401, 6402)" (unit-standard numbers kept, "– renewed 2025" left out).
  bb1's decorations and bb6's driver licence (under "Other") are not certificates.
- Basics: the label is the line under the name, whole. Location is the city with the state, province or region
  printed beside it, without a suburb, postcode or country: "San Antonio" / "TX", "Edmonton" / "AB", "Singapore"
  (Tampines left out), "Edinburgh" (Morningside and the postcode left out), "Newcastle" / "NSW" (Merewether left
  out), "Tauranga" / "Bay of Plenty". LinkedIn profiles as https://www.linkedin.com/in/…; bb3's GitHub profile
  (not its project link); bb2's portfolio as a profile {"network": "Portfolio", "url": its https URL}. Phones as
  printed.
- Languages with their fluency as printed: "professional working proficiency", "intermediate (B1)", bb3's
  capitalised levels, bb4's "beginner" (the remark after its dash left out), "Lebanese Arabic" as the language.
- Work locations are the place printed with each job ("San Antonio, TX", "Singapore", "Langkawi, Malaysia",
  "Edinburgh", "Newcastle NSW", "Pāpāmoa"); "Self-employed" is the employer of bb2's freelance role, as printed.
  "Jan. – June 2013" and "Jan – Mar 2025" take their year from the end; "Present", "present" and "Current" make a
  job current.

Truth conventions as in batches 5–52: date_text as printed (en dashes as typed), the work entry's location where
printed, phones as printed. Every person, employer, school named as invented below, licence and registration
number, phone and email is invented (emails and the portfolio at example.com), except the armed service, its
posts, units, schools, programmes and systems (the U.S. Army, Fort Hood, Fort Carson, Fort Lee, the Quartermaster
School, the 1st Cavalry Division and its 2nd Battalion, 8th Cavalry Regiment, the 68th Combat Sustainment Support
Battalion, Atlantic Resolve, the National Training Center, DoD SkillBridge, GCSS-Army, the GI Bill), the
universities, colleges, polytechnics, training providers, regulators, issuers, agencies and platforms (Texas A&M
University–San Antonio, Central Texas College, PMI, ASQ, MSSC, OSHA, the University of Calgary, the University of
Alberta, Alberta Education, ATD, Quality Matters, Google for Education, Workforce Singapore, SkillsFuture,
General Assembly, Temasek Polytechnic, Coursera, the University of Michigan, UC Davis, Microsoft, data.gov.sg,
the CIPD, Edinburgh Napier University, the University of Aberdeen, Acas, Unite, GMB, the British Psychological
Society, SMHFA, LinkedIn Learning, AHPRA, the University of Tasmania, the University of Newcastle, John Hunter
Hospital, HL7 International, CHIA, PRINCE2, the Open Polytechnic, Toi Ohomai Institute of Technology, BCITO, NCEA,
Site Safe, the LBP scheme and NZQA unit standards), which are real and named as any resume names them; the
software products are real products. Invented: Alamo Gateway Logistics, Lone Star Medical Distribution,
Northgate Energy Services Ltd., Aspen Prairie Public Schools, Westwind Collegiate, Merlion Retail Group Pte.
Ltd., FoodBridge SG, Harbourfront Grand Hotel Singapore, Orchid Bay Resort Langkawi, Marina Crest Hotel, Siglap
Ridge Secondary School, Forth Mutual Assurance, Leith Community Advice Centre, Canaan Lane Primary School, Back
to Business Scotland, Lothian Energy Networks Ltd, Pentland Retail Group, Hunter Coast Health Service, Kotara
Valley Hospital, Oxley Plains Hospital, Kaimai District Council, Bay Trades Academy, Coastline Homes Ltd,
Papamoa Builders Ltd, Bay Habitat Builds Trust and Matapihi College.

Tools: python-docx 1.2, reportlab 5.1 and weasyprint 70 (installed already), Chromium 156 (headless), LibreOffice
7.4 (bb4's PDF and bb1's page check), fonts-liberation, DejaVu, Carlito and poppler-utils. bottom_border,
check_pages, chromium_pdf, dates, libreoffice_pdf, linkedin, lo_page_count, new_docx, oxml_element, pdf_pages,
reportlab_dejavu, section_columns, write_text and write_truth come from holdout_render.py.
Run from this folder: python3 render_batch54.py
"""
import os
import shutil
import tempfile
from xml.sax.saxutils import escape

from holdout_render import (FILES, check_pages, chromium_pdf, dates, linkedin, lo_page_count, oxml_element,
                            pdf_pages, write_text, write_truth)

# Scratch files (the LibreOffice conversions, the Chromium profile, the print checks) go here, never to /tmp.
SCRATCH = os.environ.get("BB54_SCRATCH", "/var/tmp/bb54")
LIBERATION = "/usr/share/fonts/truetype/liberation/"


def job(position, name, location, date_text, span):
    """A truth work entry; the location is left out where none is printed."""
    entry = {"position": position, "name": name}
    if location:
        entry["location"] = location
    entry["dates"] = dates(*span, text=date_text)
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


def cell_shade(cell, fill):
    """A solid fill on a table cell (w:shd in its w:tcPr)."""
    cell._tc.get_or_add_tcPr().append(oxml_element("w:shd", val="clear", color="auto", fill=fill))


def table_borders(table, val="nil", color="auto", size="4", edges=("top", "left", "bottom", "right", "insideH",
                                                                   "insideV")):
    """Sets the table's borders (w:tblBorders): none by default, or thin lines of one colour."""
    borders = oxml_element("w:tblBorders")
    for edge in ("top", "left", "bottom", "right", "insideH", "insideV"):
        if edge in edges:
            borders.append(oxml_element("w:" + edge, val=val, sz=size, space="0", color=color))
        else:
            borders.append(oxml_element("w:" + edge, val="nil"))
    table._tbl.tblPr.append(borders)


# ---- bb1: US Army veteran (MOS 92Y) turned logistics project coordinator (San Antonio), DOCX kept as Word ----------
BB1_COMPETENCIES = ["Project Coordination & Scheduling", "Inventory Control & Cycle Counting",
                    "Warehouse Operations (WMS)", "Transportation & Carrier Management",
                    "Property Accountability & Audits", "Lean Six Sigma (DMAIC)", "Team Leadership & Training",
                    "Risk & Issue Tracking", "Hazmat Handling & Compliance"]
BB1_TECH = ["SAP S/4HANA EWM", "Manhattan WMS", "GCSS-Army", "Smartsheet", "Microsoft Project", "Power BI",
            "Excel (pivot tables, XLOOKUP, Power Query)"]
BB1_CIVILIAN = [  # (title, employer, place, dates as printed, truth span, bullets)
    ("Logistics Project Coordinator", "Alamo Gateway Logistics", "San Antonio, TX", "11/2023 – Present",
     ("2023-11", None, True),
     ["Coordinate 6–8 concurrent customer onboarding and site launch projects for a third-party logistics provider "
      "running 1.2M sq ft in three South Texas warehouses; own the schedules, RAID logs and weekly status reports "
      "in Smartsheet.",
      "Led the go-live of a 220,000 sq ft e-commerce fulfillment site for a consumer electronics client: 11-week "
      "plan, 40 new hires trained, 99.6% order accuracy in the first 30 days.",
      "Run carrier onboarding (EDI 204/214 testing, rate confirmations, insurance checks) for 14 regional LTL and "
      "truckload carriers.",
      "Built a Power BI dashboard of dock-to-stock time and labor hours that the site managers review every "
      "morning."]),
    ("Inventory Control Specialist", "Lone Star Medical Distribution", "Schertz, TX", "10/2021 – 10/2023",
     ("2021-10", "2023-10"),
     ["Owned cycle counting and reconciliation for 18,000 SKUs of medical and surgical supplies in SAP EWM; cut "
      "count variance from 2.7% to 1.0%.",
      "Ran lot and expiry control for FDA-regulated products and coordinated two supplier recalls without a "
      "missed deadline.",
      "Green Belt project: re-slotted the 400 fastest movers and reduced picker travel by 18%."]),
    ("DoD SkillBridge Intern – Warehouse Operations", "Lone Star Medical Distribution", "Temple, TX",
     "04/2021 – 08/2021", ("2021-04", "2021-08"),
     ["20-week SkillBridge fellowship in my last months of active duty: shadowed the DC operations manager, "
      "learned SAP EWM and ran a receiving time study that cut unload-to-putaway time by 22%. Hired into the "
      "Schertz DC on separation."]),
]
BB1_SERVICE = [  # DD-214-style service record: (field, value)
    ("Branch / component", "U.S. Army, Regular Army (active duty)"),
    ("Rank at separation", "Sergeant (SGT / E-5)"),
    ("Primary specialty", "MOS 92Y, Unit Supply Specialist – 8 years 2 months"),
    ("Character of service", "Honorable (DD-214 available on request)"),
    ("Decorations", "Army Commendation Medal (2), Army Achievement Medal (3), Army Good Conduct Medal (2), "
                    "National Defense Service Medal, Global War on Terrorism Service Medal, NCO Professional "
                    "Development Ribbon"),
    ("Military education", "Advanced Leader Course (2019); Basic Leader Course (2016); Unit Supply Specialist "
                           "AIT, U.S. Army Quartermaster School, Fort Lee, VA (2013)"),
    ("Security clearance", "Secret (inactive)"),
]
BB1_ASSIGNMENTS = [  # (duty title, unit, post, dates as printed, truth span, bullets)
    ("Supply Sergeant", "HHC, 2nd Battalion, 8th Cavalry Regiment, 1st Cavalry Division", "Fort Hood, TX",
     "03/2018 – 08/2021", ("2018-03", "2021-08"),
     ["Ran the headquarters company supply room: 2,100 line items worth $14.2M, 100% accounted for through three "
      "change-of-command inventories.",
      "Processed requisitions, turn-ins and lateral transfers in GCSS-Army and managed the company's $380K annual "
      "supply budget.",
      "Planned rail load-out and sustainment for a 9-month Atlantic Resolve rotation to Poland (2019–2020).",
      "Trained and supervised four supply specialists; two were promoted to sergeant."]),
    ("Unit Supply Specialist", "A Company, 68th Combat Sustainment Support Battalion", "Fort Carson, CO",
     "10/2013 – 02/2018", ("2013-10", "2018-02"),
     ["Received, stored and issued equipment and supplies for a 160-soldier company; ran monthly cyclic and "
      "sensitive-item inventories.",
      "Prepared hand receipts, shortage annexes and financial liability investigation (FLIPL) packets.",
      "Certified for hazardous material handling and shipping documentation on two National Training Center "
      "rotations."]),
]
BB1_CERTS = [("Certified Associate in Project Management (CAPM)", "Project Management Institute, 2024"),
             ("Certified Six Sigma Green Belt (CSSGB)", "ASQ, 2025"),
             ("Certified Logistics Technician (CLT)", "MSSC, 2022"),
             ("OSHA 10-Hour General Industry", "2021")]


def bb1_veteran_docx():
    from docx.enum.table import WD_TABLE_ALIGNMENT
    from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_TAB_ALIGNMENT
    from docx.shared import Inches, Pt, RGBColor
    from holdout_render import bottom_border, new_docx

    navy, grey = RGBColor(0x1F, 0x38, 0x64), RGBColor(0x59, 0x59, 0x59)
    document = new_docx(author="Andre Castellanos", title="Andre Castellanos – Resume",
                        page=(Inches(8.5), Inches(11)), margins=(Inches(0.7), Inches(0.6)), font="Calibri",
                        size=10.5, space_after=2)
    right = Inches(7.1)

    def para(text="", bold=False, italic=False, size=None, color=None, align=None, after=None, before=None):
        p = document.add_paragraph()
        if text:
            r = p.add_run(text); r.bold = bold; r.italic = italic
            if size: r.font.size = Pt(size)
            if color is not None: r.font.color.rgb = color
        if align is not None: p.alignment = align
        if after is not None: p.paragraph_format.space_after = Pt(after)
        if before is not None: p.paragraph_format.space_before = Pt(before)
        return p

    def heading(text):
        p = para(text, bold=True, size=11.5, color=navy, before=10, after=4)
        p.paragraph_format.keep_with_next = True
        bottom_border(p, color="1F3864", size="8")
        return p

    def tab_line(left, right_text, left_bold=True, right_bold=True, before=6):
        p = para(before=before, after=0)
        p.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
        p.paragraph_format.keep_with_next = True
        r = p.add_run(left); r.bold = left_bold
        r = p.add_run("\t" + right_text); r.bold = right_bold
        return p

    def bullets(items):
        for item in items:
            p = document.add_paragraph(item, style="List Bullet")
            p.paragraph_format.space_after = Pt(1)

    para("Andre M. Castellanos", bold=True, size=20, color=navy, align=WD_ALIGN_PARAGRAPH.CENTER, after=0)
    para("Logistics Project Coordinator | U.S. Army Veteran (MOS 92Y) | CAPM, Six Sigma Green Belt", size=11.5,
         color=grey, align=WD_ALIGN_PARAGRAPH.CENTER, after=2)
    p = para("San Antonio, TX 78245  |  (210) 555-0137  |  ", size=10, align=WD_ALIGN_PARAGRAPH.CENTER, after=0)
    docx_hyperlink(p, "mailto:andre.castellanos@example.com", "andre.castellanos@example.com", size=10)
    p.add_run("  |  ").font.size = Pt(10)
    docx_hyperlink(p, "https://www.linkedin.com/in/andre-castellanos-92y", "linkedin.com/in/andre-castellanos-92y",
                   size=10)

    heading("PROFESSIONAL SUMMARY")
    para("Logistics and project coordinator with 13 years in supply chain operations: eight years as a U.S. Army "
         "unit supply specialist and supply sergeant, then five years in medical distribution and third-party "
         "logistics. Accountable for $14M+ in government property with zero unresolved losses, led inventory and "
         "warehouse improvement projects that cut count variance by 63%, and now coordinate customer onboarding "
         "and site launch projects for a 3PL. Bilingual (English/Spanish); PMP exam scheduled for 2026.")

    heading("CORE COMPETENCIES")
    table = document.add_table(rows=3, cols=3)
    table.alignment = WD_TABLE_ALIGNMENT.CENTER
    table_borders(table)
    for i, skill in enumerate(BB1_COMPETENCIES):
        cell = table.rows[i // 3].cells[i % 3]
        p = cell.paragraphs[0]
        p.paragraph_format.space_after = Pt(1)
        p.add_run("▪ " + skill)

    heading("PROFESSIONAL EXPERIENCE")
    for title, employer, place, when, _, items in BB1_CIVILIAN:
        tab_line(title, when)
        p = para(f"{employer}, {place}", italic=True, color=grey, after=1)
        p.paragraph_format.keep_with_next = True
        bullets(items)

    heading("MILITARY SERVICE").paragraph_format.page_break_before = True  # the service record starts page 2
    tab_line("UNITED STATES ARMY", "06/2013 – 08/2021", before=2)
    record = document.add_table(rows=len(BB1_SERVICE), cols=2)
    record.alignment = WD_TABLE_ALIGNMENT.CENTER
    table_borders(record, val="single", color="BFBFBF", size="4")
    record.autofit = False
    record.columns[0].width, record.columns[1].width = Inches(1.7), Inches(5.4)
    for row, (field, value) in zip(record.rows, BB1_SERVICE):
        row.cells[0].width, row.cells[1].width = Inches(1.7), Inches(5.4)
        cell_shade(row.cells[0], "E8EDF4")
        for cell, text, bold in ((row.cells[0], field, True), (row.cells[1], value, False)):
            p = cell.paragraphs[0]
            p.paragraph_format.space_after = Pt(0)
            r = p.add_run(text); r.bold = bold; r.font.size = Pt(9.5)
    for title, unit, post, when, _, items in BB1_ASSIGNMENTS:
        tab_line(title, when, before=7)
        p = para(f"{unit} | {post}", italic=True, color=grey, after=1)
        p.paragraph_format.keep_with_next = True
        bullets(items)

    heading("EDUCATION")
    tab_line("Bachelor of Business Administration (BBA), Supply Chain Management", "2021 – 2024", before=2)
    para("Texas A&M University–San Antonio, San Antonio, TX  ·  GPA 3.62/4.00  ·  Post-9/11 GI Bill", italic=True,
         color=grey, after=1)
    tab_line("Associate of Arts, General Studies", "2020", before=4)
    para("Central Texas College, Killeen, TX  ·  Completed with Army Tuition Assistance while on active duty",
         italic=True, color=grey, after=1)

    heading("CERTIFICATIONS")
    for cert, note in BB1_CERTS:
        p = document.add_paragraph(style="List Bullet")
        p.paragraph_format.space_after = Pt(1)
        r = p.add_run(cert); r.bold = True
        p.add_run(f" – {note}")

    heading("TECHNICAL SKILLS & LANGUAGES")
    p = para(after=1)
    r = p.add_run("Systems: "); r.bold = True
    p.add_run(", ".join(BB1_TECH))
    p = para(after=1)
    r = p.add_run("Languages: "); r.bold = True
    p.add_run("English (native), Spanish (professional working proficiency)")

    name = "bb1-andre-castellanos"
    path = os.path.join(FILES, name + ".docx")
    document.save(path)
    check_pages(name, lo_page_count(path, name), 2)

    work = [job(t, e, p, w, s) for t, e, p, w, s, _ in BB1_CIVILIAN]
    work += [job(t, "United States Army", post, w, s) for t, _, post, w, s, _ in BB1_ASSIGNMENTS]
    write_truth(name, {
        "basics": {"name": "Andre M. Castellanos",
                   "label": "Logistics Project Coordinator | U.S. Army Veteran (MOS 92Y) | CAPM, Six Sigma Green Belt",
                   "email": "andre.castellanos@example.com", "phone": "(210) 555-0137",
                   "location": {"city": "San Antonio", "region": "TX"},
                   "profiles": [linkedin("andre-castellanos-92y")]},
        "work": work,
        "education": [
            {"institution": "Texas A&M University–San Antonio", "study_type": "Bachelor of Business Administration (BBA)",
             "area": "Supply Chain Management", "score": "3.62/4.00",
             "dates": dates("2021", "2024", text="2021 – 2024")},
            {"institution": "Central Texas College", "study_type": "Associate of Arts", "area": "General Studies",
             "dates": dates(None, "2020", text="2020")}],
        "skills": [{"name": s} for s in BB1_COMPETENCIES + BB1_TECH],
        "certificates": [{"name": c} for c, _ in BB1_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Spanish", "fluency": "professional working proficiency"}],
    })


# ---- bb2: high school science teacher turned instructional designer (Edmonton), functional resume, WeasyPrint -----
BB2_AREAS = [  # (skill area, achievements)
    ("Instructional design & needs analysis", [
        "Ran needs analyses and action-mapping workshops with field supervisors for Northgate Energy Services' "
        "field-safety onboarding, replacing a two-day classroom course with a five-module blended program.",
        "Write design documents, storyboards and measurable objectives for every build; 30+ hours of workplace "
        "learning designed since 2024 for energy, credit union and non-profit clients.",
        "Redesigned Chemistry 20 and 30 as blended courses using backward design; my classes' diploma exam average "
        "rose from 68% to 75% over three years."]),
    ("eLearning development & multimedia", [
        "Build scenario-based modules in Articulate Storyline 360 and responsive microlearning in Rise 360, checked "
        "against WCAG 2.1 AA with NVDA and keyboard-only testing.",
        "Produced 40+ explainer videos in Camtasia and Vyond, first for a flipped chemistry classroom (a YouTube "
        "channel with 2,900 subscribers), now for client onboarding.",
        "Publish SCORM 1.2 and xAPI packages to Cornerstone, Moodle and Brightspace and troubleshoot tracking with "
        "LMS administrators."]),
    ("Facilitation & adult learning", [
        "Led 25+ professional learning sessions for teachers across the division on Brightspace, formative "
        "assessment and generative AI in the classroom.",
        "Facilitate virtual train-the-trainer sessions for client supervisors in Microsoft Teams, with job aids "
        "they can reuse on site."]),
    ("Evaluation & assessment", [
        "Designed a Kirkpatrick level 1–3 evaluation for the field-safety program: completion up 31% and incident "
        "reports from new hires down 22% in the first six months.",
        "Wrote item banks and analytic rubrics aligned to Alberta program outcomes; marked Chemistry 30 diploma "
        "exams for Alberta Education in 2019 and 2022."]),
]
BB2_PROJECTS = [("Hazard Hunt", "branching field-level hazard assessment scenario · Storyline 360 · 2025"),
                ("Welcome to Your Credit Union", "member-service onboarding microlearning · Rise 360 · 2024"),
                ("Titration Lab Simulation", "virtual lab for Chemistry 20 students · H5P · 2022")]
BB2_WORK = [  # (title, employer, place, dates as printed, truth span)
    ("Instructional Designer (contract)", "Northgate Energy Services Ltd.", "Edmonton, AB", "Sept. 2025 – present",
     ("2025-09", None, True)),
    ("Freelance Instructional Designer", "Self-employed", "Edmonton, AB", "Jan. 2024 – present",
     ("2024-01", None, True)),
    ("Learning Technology Lead Teacher (secondment, 0.5 FTE)", "Aspen Prairie Public Schools", "Spruce Grove, AB",
     "Sept. 2021 – June 2023", ("2021-09", "2023-06")),
    ("High School Science Teacher (Chemistry 20/30, Science 10)", "Westwind Collegiate", "Spruce Grove, AB",
     "Sept. 2013 – June 2024", ("2013-09", "2024-06")),
    ("Substitute Teacher", "Aspen Prairie Public Schools", "Spruce Grove, AB", "Jan. – June 2013",
     ("2013-01", "2013-06")),
]
BB2_EDUCATION = [  # (qualification as printed, school line, dates, truth)
    ("Certificate in Adult and Continuing Education", "University of Calgary, Continuing Education (online)",
     "2023 – 2024", {"institution": "University of Calgary", "study_type": "Certificate",
                     "area": "Adult and Continuing Education", "dates": dates("2023", "2024", text="2023 – 2024")}),
    ("Bachelor of Education (After Degree), Secondary Science", "University of Alberta, Edmonton", "2011 – 2013",
     {"institution": "University of Alberta", "study_type": "Bachelor of Education (After Degree)",
      "area": "Secondary Science", "dates": dates("2011", "2013", text="2011 – 2013")}),
    ("Bachelor of Science, Chemistry", "University of Alberta, Edmonton", "2007 – 2011",
     {"institution": "University of Alberta", "study_type": "Bachelor of Science", "area": "Chemistry",
      "dates": dates("2007", "2011", text="2007 – 2011")}),
]
BB2_CERTS = [("ATD Instructional Design Certificate", "Association for Talent Development · 2024"),
             ("Quality Matters: Applying the QM Rubric (APPQMR)", "Quality Matters · 2024"),
             ("Google Certified Educator Level 2", "Google for Education · 2020"),
             ("Alberta Permanent Professional Teaching Certificate", "Alberta Education · 2015")]
BB2_TOOLS = ["Articulate Storyline 360", "Rise 360", "Adobe Captivate", "Camtasia", "Vyond", "H5P", "Moodle",
             "Brightspace (D2L)", "Canva", "Microsoft 365"]
BB2_METHODS = ["ADDIE", "SAM", "Backward design", "Action mapping", "Kirkpatrick evaluation",
               "WCAG 2.1 accessibility", "Universal Design for Learning"]
BB2_LANGUAGES = [("English", "native"), ("French", "intermediate (B1)"), ("Plautdietsch", "conversational")]


def bb2_functional_weasyprint():
    from weasyprint import HTML

    areas = "".join(
        f'<div class="area"><h3>{escape(area)}</h3><ul>' + "".join(f"<li>{escape(i)}</li>" for i in items)
        + "</ul></div>\n" for area, items in BB2_AREAS)
    projects = "".join(f"<li><b>{escape(p)}</b> — {escape(d)}</li>" for p, d in BB2_PROJECTS)
    work = "".join(
        f'<tr><td class="role"><b>{escape(t)}</b><br><span class="org">{escape(e)}, {escape(p)}</span></td>'
        f'<td class="when">{escape(w)}</td></tr>\n' for t, e, p, w, _ in BB2_WORK)
    education = "".join(
        f'<tr><td class="role"><b>{escape(q)}</b><br><span class="org">{escape(s)}</span></td>'
        f'<td class="when">{escape(w)}</td></tr>\n' for q, s, w, _ in BB2_EDUCATION)
    certs = "".join(f"<li><b>{escape(c)}</b><br><span class=\"org\">{escape(n)}</span></li>" for c, n in BB2_CERTS)
    tools = "".join(f"<li>{escape(t)}</li>" for t in BB2_TOOLS)
    methods = "".join(f"<li>{escape(m)}</li>" for m in BB2_METHODS)
    languages = " &nbsp;·&nbsp; ".join(f"<b>{escape(l)}</b> — {escape(f)}" for l, f in BB2_LANGUAGES)
    html = f"""<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8"><title>Megan Thiessen – Instructional Designer</title>
<meta name="author" content="Megan Thiessen">
<style>
@page {{ size: Letter; margin: 15mm 16mm 14mm 16mm;
         @bottom-right {{ content: "Megan Thiessen · page " counter(page) " of " counter(pages); font-size: 7.5pt;
                          color: #8a8f98; font-family: "Liberation Sans", sans-serif; }} }}
body {{ font-family: "Liberation Sans", Arial, sans-serif; font-size: 9.6pt; line-height: 1.38; color: #26303b;
        margin: 0; }}
header {{ border-bottom: 3px solid #d9822b; padding-bottom: 3mm; margin-bottom: 1mm; }}
h1 {{ font-family: "Liberation Serif", Georgia, serif; font-size: 28pt; margin: 0; color: #123c52;
      font-weight: normal; letter-spacing: .5px; }}
.label {{ font-size: 11pt; color: #d9822b; margin: 1mm 0 2mm; font-weight: bold; }}
.contact {{ font-size: 8.8pt; color: #4a5561; }}
.contact span + span::before {{ content: "  |  "; color: #c0c6cc; white-space: pre; }}
.contact a {{ color: #123c52; text-decoration: none; }}
h2 {{ font-family: "Liberation Serif", Georgia, serif; font-size: 13pt; color: #123c52; margin: 5mm 0 2mm;
      padding-left: 2.5mm; border-left: 4px solid #d9822b; font-weight: bold; }}
h3 {{ font-size: 10pt; margin: 2.5mm 0 .8mm; color: #123c52; }}
ul {{ margin: 0; padding-left: 4.5mm; }}
li {{ margin-bottom: .8mm; }}
.area {{ break-inside: avoid; }}
table {{ width: 100%; border-collapse: collapse; }}
td {{ vertical-align: top; padding: 1.4mm 0; border-bottom: 1px solid #e4e7ea; }}
td.when {{ text-align: right; white-space: nowrap; color: #4a5561; width: 38mm; }}
.org {{ color: #5b6670; font-style: italic; }}
.cols {{ display: flex; gap: 8mm; }}
.cols > div {{ flex: 1; }}
ul.chips {{ list-style: none; padding: 0; }}
ul.chips li {{ display: inline-block; border: 1px solid #c9d3da; border-radius: 2.5mm; padding: .3mm 2mm;
               margin: 0 1mm 1.2mm 0; font-size: 8.6pt; background: #f4f7f9; }}
ul.plain {{ list-style: none; padding: 0; }}
ul.plain li {{ margin-bottom: 1.6mm; }}
</style></head>
<body>
<header>
  <h1>Megan Thiessen</h1>
  <p class="label">Instructional Designer &amp; eLearning Developer | Former High School Science Teacher</p>
  <p class="contact"><span>Edmonton, AB</span><span>780-555-0126</span><span><a href="mailto:megan.thiessen@example.com">megan.thiessen@example.com</a></span><span><a href="https://www.linkedin.com/in/megan-thiessen-id">linkedin.com/in/megan-thiessen-id</a></span><span>Portfolio: <a href="https://meganthiessen.example.com/portfolio">meganthiessen.example.com/portfolio</a></span></p>
</header>
<h2>Profile</h2>
<p>Instructional designer with eleven years in education behind me: ten as a high school chemistry and science
teacher in Alberta, where I designed blended courses for 150+ students a year, led my division's move to
Brightspace and coached colleagues on assessment. Since 2024 I design and build workplace learning —
scenario-based eLearning, microlearning and virtual instructor-led training — for energy, finance and non-profit
clients. I bring a teacher's instinct for what learners actually do with content, and an evidence habit: every
module I ship has measurable objectives and a plan to evaluate it.</p>
<h2>Relevant Experience by Skill Area</h2>
{areas}
<h2>Selected Portfolio Projects</h2>
<ul>{projects}</ul>
<h2>Work History</h2>
<table>{work}</table>
<h2>Education</h2>
<table>{education}</table>
<div class="cols">
<div><h2>Certificates</h2><ul class="plain">{certs}</ul></div>
<div><h2>Tools</h2><ul class="chips">{tools}</ul><h2>Methods</h2><ul class="chips">{methods}</ul></div>
</div>
<h2>Languages</h2>
<p>{languages}</p>
</body></html>
"""
    name = "bb2-megan-thiessen"
    path = os.path.join(FILES, name + ".pdf")
    HTML(string=html).write_pdf(path)
    check_pages(name, pdf_pages(path), 2)
    write_truth(name, {
        "basics": {"name": "Megan Thiessen",
                   "label": "Instructional Designer & eLearning Developer | Former High School Science Teacher",
                   "email": "megan.thiessen@example.com", "phone": "780-555-0126",
                   "location": {"city": "Edmonton", "region": "AB"},
                   "profiles": [linkedin("megan-thiessen-id"),
                                {"network": "Portfolio", "url": "https://meganthiessen.example.com/portfolio"}]},
        "work": [job(t, e, p, w, s) for t, e, p, w, s in BB2_WORK],
        "education": [t for *_, t in BB2_EDUCATION],
        "skills": [{"name": s} for s in BB2_TOOLS + BB2_METHODS],
        "certificates": [{"name": c} for c, _ in BB2_CERTS],
        "languages": [{"language": l, "fluency": f} for l, f in BB2_LANGUAGES],
    })


# ---- bb3: hotel F&B outlet manager turned data analyst after a bootcamp (Singapore), headless Chromium PDF ---------
BB3_DATA_JOBS = [  # (title, employer, place, dates as printed, truth span, bullets)
    ("Data Analyst (Career Conversion Programme)", "Merlion Retail Group Pte. Ltd.", "Singapore",
     "Apr 2025 – Present", ("2025-04", None, True),
     ["Analyst in the commercial analytics team of a 60-store lifestyle retailer, hired through Workforce "
      "Singapore's Career Conversion Programme for data roles.",
      "Rebuilt the weekly sales and margin pack as a Power BI dataset on BigQuery; preparation went from a day and "
      "a half to 20 minutes.",
      "Wrote the SQL for a basket analysis that moved two promotions to complementary categories (+6% basket size "
      "in the trial stores).",
      "Maintain data-quality checks in Python (pandas) for the POS and loyalty feeds."]),
    ("Volunteer Data Analyst (part-time, remote)", "FoodBridge SG", "Singapore", "Jan – Mar 2025",
     ("2025-01", "2025-03"),
     ["Cleaned three years of donation and distribution records for a food-rescue charity and built a Looker "
      "Studio dashboard of kilograms rescued per partner and per month, now used in its grant reports."]),
]
BB3_HOTEL_JOBS = [
    ("Outlet Manager, Food & Beverage", "Harbourfront Grand Hotel Singapore", "Singapore", "Mar 2019 – Aug 2024",
     ("2019-03", "2024-08"),
     ["Ran a 180-seat all-day dining restaurant and the lobby lounge: S$4.1M annual revenue, 28 staff.",
      "Cut food cost from 31% to 27.5% with menu engineering on two years of POS data — the spreadsheet that "
      "started my move into analytics.",
      "Presented weekly trading results and forecasts to the hotel's executive committee."]),
    ("Assistant Outlet Manager", "Harbourfront Grand Hotel Singapore", "Singapore", "Jan 2017 – Feb 2019",
     ("2017-01", "2019-02"),
     ["Rostering, stock control and daily revenue reconciliation; reopened the restaurant after a S$2M "
      "refurbishment."]),
    ("F&B Supervisor", "Orchid Bay Resort Langkawi", "Langkawi, Malaysia", "Jun 2015 – Dec 2016",
     ("2015-06", "2016-12"), []),
    ("Management Trainee (F&B)", "Marina Crest Hotel", "Singapore", "Jul 2013 – May 2015", ("2013-07", "2015-05"), []),
]
BB3_TRANSFERABLE = ["P&L management and cost control", "Demand forecasting and staff rostering",
                    "Reporting to senior management", "Team leadership (up to 28 staff)", "Guest feedback analysis"]
BB3_TECHNICAL = ["SQL (PostgreSQL, BigQuery)", "Python (pandas, matplotlib, scikit-learn)", "Power BI (DAX)",
                 "Tableau", "Looker Studio", "Excel (Power Query)", "Git and GitHub"]
BB3_CERTS = [("Microsoft Certified: Power BI Data Analyst Associate (PL-300)", "Mar 2025"),
             ("Google Data Analytics Professional Certificate (Coursera)", "Jun 2024"),
             ("Python for Everybody Specialization (University of Michigan, Coursera)", "Jul 2024"),
             ("SQL for Data Science (UC Davis, Coursera)", "Apr 2024")]
BB3_CERT_NAMES = ["Microsoft Certified: Power BI Data Analyst Associate (PL-300)",
                  "Google Data Analytics Professional Certificate", "Python for Everybody Specialization",
                  "SQL for Data Science"]
BB3_LANGUAGES = [("English", "Native"), ("Mandarin", "Fluent"), ("Malay", "Conversational"),
                 ("Hokkien", "Conversational")]


def bb3_chromium():
    def entries(jobs):
        out = ""
        for title, employer, place, when, _, items in jobs:
            out += (f'<div class="entry"><div class="date">{escape(when)}</div><div class="body">'
                    f'<h3>{escape(title)}</h3><p class="org">{escape(employer)} <span>· {escape(place)}</span></p>')
            if items:
                out += "<ul>" + "".join(f"<li>{escape(i)}</li>" for i in items) + "</ul>"
            out += "</div></div>\n"
        return out

    def simple(rows):
        return "".join(f'<div class="entry"><div class="date">{escape(d)}</div><div class="body">{b}</div></div>\n'
                       for d, b in rows)

    education = simple([
        ("Sep 2024 – Dec 2024", "<h3>Data Analytics Bootcamp (full-time, 12 weeks)</h3><p class=\"org\">General "
         "Assembly <span>· Singapore</span></p><p class=\"note\">SQL, Python, Tableau and statistics; capstone "
         "below. Funded through the SkillsFuture Level-Up Programme.</p>"),
        ("2010 – 2013", "<h3>Diploma in Hospitality &amp; Tourism Management</h3><p class=\"org\">Temasek "
         "Polytechnic <span>· Singapore</span></p><p class=\"note\">Director's List 2012; internship at a "
         "Sentosa resort.</p>"),
        ("2009", "<h3>GCE 'O' Level</h3><p class=\"org\">Siglap Ridge Secondary School <span>· Singapore</span>"
         "</p>"),
    ])
    certs = simple([(d, f"<h3 class=\"small\">{escape(c)}</h3>") for c, d in BB3_CERTS])
    projects = simple([
        ("2024", "<h3 class=\"small\">Hotel booking no-shows — bootcamp capstone</h3><p class=\"note\">Python and "
         "scikit-learn: logistic regression and gradient boosting on 48,000 anonymised bookings (AUC 0.81), with "
         "a Tableau story for revenue managers. <a href=\"https://github.com/sharlenetan-data/no-show-model\">"
         "github.com/sharlenetan-data/no-show-model</a></p>"),
        ("2025", "<h3 class=\"small\">HDB resale price explorer</h3><p class=\"note\">SQL on data.gov.sg resale "
         "transactions and an interactive Tableau Public dashboard by town and flat type.</p>"),
    ])
    chips = lambda items: "".join(f"<li>{escape(i)}</li>" for i in items)
    html = f"""<!DOCTYPE html>
<html lang="en-SG"><head><meta charset="utf-8"><title>Sharlene Tan Wei Ling – Data Analyst</title>
<style>
@page {{ size: A4; margin: 13mm 14mm 13mm 14mm; }}
* {{ box-sizing: border-box; }}
body {{ font-family: "Liberation Sans", Arial, sans-serif; font-size: 9.3pt; line-height: 1.4; color: #1d2a33;
        margin: 0; }}
.top {{ display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 2px solid #0f766e;
        padding-bottom: 3mm; }}
h1 {{ font-size: 24pt; margin: 0; color: #0f766e; letter-spacing: .3px; }}
.label {{ margin: 1mm 0 0; font-size: 10.5pt; color: #334155; }}
.contact {{ text-align: right; font-size: 8.6pt; color: #475569; line-height: 1.55; }}
.contact a {{ color: #0f766e; text-decoration: none; }}
h2 {{ font-size: 10pt; text-transform: uppercase; letter-spacing: 1.4px; color: #0f766e; margin: 5mm 0 2mm;
      border-bottom: 1px solid #cbd5e1; padding-bottom: .8mm; }}
.entry {{ display: grid; grid-template-columns: 34mm 1fr; gap: 4mm; margin-bottom: 2.4mm; break-inside: avoid; }}
.date {{ color: #64748b; font-size: 8.8pt; padding-top: .4mm; }}
h3 {{ font-size: 10pt; margin: 0; }}
h3.small {{ font-size: 9.4pt; font-weight: bold; }}
.org {{ margin: 0; color: #0f766e; font-weight: bold; font-size: 9pt; }}
.org span {{ color: #64748b; font-weight: normal; }}
.note {{ margin: .5mm 0 0; color: #334155; }}
.note a {{ color: #0f766e; }}
ul {{ margin: .8mm 0 0; padding-left: 4mm; }}
li {{ margin-bottom: .5mm; }}
.two {{ display: grid; grid-template-columns: 1fr 1fr; gap: 6mm; }}
ul.chips {{ list-style: none; padding: 0; margin: 0; }}
ul.chips li {{ display: inline-block; background: #ecfdf5; border: 1px solid #a7d7cf; border-radius: 3px;
               padding: .2mm 1.6mm; margin: 0 1mm 1.2mm 0; font-size: 8.6pt; }}
.langs {{ display: flex; gap: 7mm; }}
.langs b {{ display: block; }}
.langs span {{ color: #64748b; font-size: 8.6pt; }}
</style></head>
<body>
<div class="top">
  <div><h1>Sharlene Tan Wei Ling</h1>
  <p class="label">Data Analyst | SQL · Python · Power BI | 11 years in hotel operations</p></div>
  <div class="contact">Tampines, Singapore<br>+65 9555 0148<br>
  <a href="mailto:sharlene.tan@example.com">sharlene.tan@example.com</a><br>
  <a href="https://www.linkedin.com/in/sharlenetan-data">linkedin.com/in/sharlenetan-data</a><br>
  <a href="https://github.com/sharlenetan-data">github.com/sharlenetan-data</a></div>
</div>
<h2>Summary</h2>
<p>Data analyst who spent eleven years running hotel restaurants before retraining in 2024. I know what a
manager does with a report at 8 a.m. on a Monday, and I now build those reports properly: clean SQL, tested Python
and Power BI dashboards people actually open. Looking for an analyst role in retail, hospitality or consumer
businesses where commercial sense counts as much as code.</p>
<h2>Data Experience</h2>
{entries(BB3_DATA_JOBS)}
<h2>Projects</h2>
{projects}
<h2>Education &amp; Training</h2>
{education}
<h2>Certifications &amp; Online Courses</h2>
{certs}
<div class="two">
<div><h2>Technical Skills</h2><ul class="chips">{chips(BB3_TECHNICAL)}</ul></div>
<div><h2>Transferable Skills</h2><ul class="chips">{chips(BB3_TRANSFERABLE)}</ul></div>
</div>
<h2>Previous Career: Hospitality</h2>
{entries(BB3_HOTEL_JOBS)}
<h2>Languages</h2>
<div class="langs">{"".join(f"<div><b>{escape(l)}</b><span>{escape(f)}</span></div>" for l, f in BB3_LANGUAGES)}</div>
</body></html>
"""
    name = "bb3-sharlene-tan-wei-ling"
    chromium_pdf(html, name, 2)
    write_truth(name, {
        "basics": {"name": "Sharlene Tan Wei Ling",
                   "label": "Data Analyst | SQL · Python · Power BI | 11 years in hotel operations",
                   "email": "sharlene.tan@example.com", "phone": "+65 9555 0148",
                   "location": {"city": "Singapore"},
                   "profiles": [linkedin("sharlenetan-data"),
                                {"network": "GitHub", "url": "https://github.com/sharlenetan-data"}]},
        "work": [job(t, e, p, w, s) for t, e, p, w, s, _ in BB3_DATA_JOBS + BB3_HOTEL_JOBS],
        "education": [
            {"institution": "General Assembly", "study_type": "Data Analytics Bootcamp",
             "dates": dates("2024-09", "2024-12", text="Sep 2024 – Dec 2024")},
            {"institution": "Temasek Polytechnic", "study_type": "Diploma", "area": "Hospitality & Tourism Management",
             "dates": dates("2010", "2013", text="2010 – 2013")},
            {"institution": "Siglap Ridge Secondary School", "study_type": "GCE 'O' Level",
             "dates": dates(None, "2009", text="2009")}],
        "skills": [{"name": s} for s in BB3_TECHNICAL + BB3_TRANSFERABLE],
        "certificates": [{"name": c} for c in BB3_CERT_NAMES],
        "languages": [{"language": l, "fluency": f} for l, f in BB3_LANGUAGES],
    })


# ---- bb4: HR business partner returning after a six-year career break (Edinburgh), LibreOffice PDF of a DOCX --------
BB4_SKILLS = ["Employee relations and case management", "Organisational change, consultation and TUPE",
              "Policy writing and UK employment law", "Absence, wellbeing and reasonable adjustments",
              "Coaching line managers", "HR data and reporting (Excel, Power BI)", "Workday and iTrent HRIS",
              "Budgets and committee reporting"]
BB4_RECENT = [  # (title, organisation, place, dates as printed, truth span or None for the break, bullets)
    ("HR Returner – Employee Relations (paid 16-week returnship)", "Forth Mutual Assurance", "Edinburgh",
     "September 2025 – December 2025", ("2025-09", "2025-12"),
     ["Joined the People team's returner programme and ran 14 employee relations cases (grievance, capability "
      "and long-term absence) to outcome with line managers.",
      "Rewrote the hybrid working and menopause policies after consultation with the staff forum; both approved "
      "by the Executive Committee.",
      "Built an absence dashboard in Excel and Power BI for the Operations directorate (600 staff)."]),
    ("Volunteer Adviser, Employment & Benefits", "Leith Community Advice Centre", "Edinburgh",
     "February 2024 – present", ("2024-02", None, True),
     ["One day a week advising clients on employment rights, unfair dismissal, holiday pay and Acas early "
      "conciliation; supervise two newer volunteer advisers."]),
    ("Treasurer (volunteer), Parent Council", "Canaan Lane Primary School", "Edinburgh",
     "August 2021 – June 2024", ("2021-08", "2024-06"),
     ["Managed a £22k annual budget and Gift Aid claims, reported to the Parent Council and the head teacher "
      "each term and led the playground appeal that raised £38k."]),
    ("Career break – full-time parent", None, None, "July 2019 – August 2025", None,
     ["Six years at home caring for our three children, one with additional support needs. Kept my CIPD "
      "membership and CPD up to date throughout."]),
]
BB4_EARLIER = [
    ("HR Business Partner", "Lothian Energy Networks Ltd", "Edinburgh", "March 2015 – June 2019",
     ("2015-03", "2019-06"),
     ["HR business partner to the Networks and Engineering directorates (1,100 staff, unionised), advising "
      "directors on workforce planning, employee relations and pay.",
      "Led the HR workstream of a depot consolidation: collective consultation with Unite and GMB, 140 roles "
      "affected and 92% of staff redeployed.",
      "Cut average sickness absence from 9.8 to 7.1 days per FTE in two years with a new attendance policy and "
      "manager training."]),
    ("HR Advisor", "Pentland Retail Group", "Livingston", "September 2011 – February 2015", ("2011-09", "2015-02"),
     ["Generalist adviser for 38 stores and a distribution centre in Scotland: disciplinaries, grievances, "
      "TUPE transfers and the move to iTrent."]),
    ("HR Assistant (Graduate Scheme)", "Pentland Retail Group", "Livingston", "September 2009 – August 2011",
     ("2009-09", "2011-08"), []),
]
BB4_LEARNING = [("Employment Law Update: What's Changed Since 2019", "CIPD, online", "March 2025"),
                ("Returner Ready programme (6 weeks)", "Back to Business Scotland", "January – February 2025"),
                ("Power BI Essential Training", "LinkedIn Learning", "November 2024")]
BB4_CERTS = [("Chartered Member of the CIPD (Chartered MCIPD)", "since 2016"),
             ("Scottish Mental Health First Aid (SMHFA)", "2024"),
             ("Test User: Occupational, Ability and Personality", "British Psychological Society, 2016")]


def bb4_returner_libreoffice():
    from docx.enum.text import WD_TAB_ALIGNMENT
    from docx.shared import Mm, Pt, RGBColor
    from holdout_render import libreoffice_pdf, new_docx, section_columns

    plum, grey = RGBColor(0x5B, 0x2A, 0x5E), RGBColor(0x55, 0x55, 0x55)
    document = new_docx(author="Catriona Doig", title="Catriona Doig CV", page=(Mm(210), Mm(297)),
                        margins=(Mm(19), Mm(16)), font="Calibri", size=10.5, space_after=2)
    right = Mm(172)

    def para(text="", bold=False, italic=False, size=None, color=None, after=None, before=None, style=None):
        p = document.add_paragraph(style=style)
        if text:
            r = p.add_run(text); r.bold = bold; r.italic = italic
            if size: r.font.size = Pt(size)
            if color is not None: r.font.color.rgb = color
        if after is not None: p.paragraph_format.space_after = Pt(after)
        if before is not None: p.paragraph_format.space_before = Pt(before)
        return p

    def heading(text):
        p = para(before=11, after=4)
        p.paragraph_format.keep_with_next = True
        r = p.add_run(text.upper()); r.bold = True; r.font.size = Pt(11); r.font.color.rgb = RGBColor(0xFF, 0xFF, 0xFF)
        p._p.get_or_add_pPr().append(oxml_element("w:shd", val="clear", color="auto", fill="5B2A5E"))
        return p

    def entry(title, organisation, place, when, items):
        p = para(before=6, after=0)
        p.paragraph_format.keep_with_next = True
        p.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
        r = p.add_run(title); r.bold = True; r.font.color.rgb = plum
        r = p.add_run("\t" + when); r.font.color.rgb = grey; r.font.size = Pt(9.5)
        if organisation:
            p = para(f"{organisation}, {place}", italic=True, after=1)
            p.paragraph_format.keep_with_next = True
        for item in items:
            b = para(item, style="List Bullet", after=1)

    p = para("Catriona Doig", bold=True, size=24, color=plum, after=0)
    para("HR Business Partner | Chartered MCIPD | Returning after a career break", size=12, color=grey, after=3)
    p = para("Morningside, Edinburgh EH10 4BF  •  07700 900583  •  ", size=9.5, after=0)
    docx_hyperlink(p, "mailto:catriona.doig@example.com", "catriona.doig@example.com", color="5B2A5E")
    p.add_run("  •  ").font.size = Pt(9.5)
    docx_hyperlink(p, "https://www.linkedin.com/in/catrionadoig-hr", "linkedin.com/in/catrionadoig-hr", color="5B2A5E")

    heading("Profile")
    para("Chartered HR business partner with ten years' experience in energy networks and retail, returning to "
         "work after a six-year career break to raise my family. Before the break I partnered directors through "
         "restructures, collective consultation and absence turnaround in a unionised workforce of 1,100. A 2025 "
         "returnship, volunteer employment advice work and a refresh of employment law have brought me back up to "
         "date, and I am looking for an HR business partner or senior HR advisor role in Edinburgh or hybrid.")

    heading("Key Skills")
    # the skills sit in a two-column continuous section
    document.add_section(0)  # WD_SECTION.CONTINUOUS
    section_columns(document.sections[-1], 2, space="360")
    for skill in BB4_SKILLS:
        para(skill, style="List Bullet", after=1)
    document.add_section(0)
    section_columns(document.sections[-1], 1)

    heading("Recent Experience")
    for title, organisation, place, when, _, items in BB4_RECENT:
        entry(title, organisation, place, when, items)

    heading("Earlier HR Career")
    for title, organisation, place, when, _, items in BB4_EARLIER:
        entry(title, organisation, place, when, items)

    heading("Education")
    entry("Postgraduate Diploma in Human Resource Management (CIPD accredited)", "Edinburgh Napier University",
          "Edinburgh", "2011 – 2013", [])
    entry("MA (Hons) Psychology – 2:1", "University of Aberdeen", "Aberdeen", "2005 – 2009", [])

    heading("Return-to-Work Learning")
    for course, provider, when in BB4_LEARNING:
        p = para(style="List Bullet", after=1)
        p.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
        r = p.add_run(course); r.bold = True
        p.add_run(f" – {provider}")
        r = p.add_run("\t" + when); r.font.color.rgb = grey; r.font.size = Pt(9.5)

    heading("Professional Membership & Certification")
    for cert, note in BB4_CERTS:
        p = para(style="List Bullet", after=1)
        r = p.add_run(cert); r.bold = True
        p.add_run(f" – {note}")

    heading("Languages")
    para("English (native)  •  French (intermediate)  •  Scottish Gaelic (beginner – learning alongside my "
         "children at Gaelic-medium school)")
    para("References available on request.", italic=True, color=grey, before=6)

    for section in document.sections:
        section.page_width, section.page_height = Mm(210), Mm(297)
        section.left_margin = section.right_margin = Mm(19)
        section.top_margin = section.bottom_margin = Mm(16)

    name = "bb4-catriona-doig"
    libreoffice_pdf(document, name, 2)
    work = [job(t, o, p, w, s) for t, o, p, w, s, _ in BB4_RECENT + BB4_EARLIER if s]
    write_truth(name, {
        "basics": {"name": "Catriona Doig",
                   "label": "HR Business Partner | Chartered MCIPD | Returning after a career break",
                   "email": "catriona.doig@example.com", "phone": "07700 900583",
                   "location": {"city": "Edinburgh"},
                   "profiles": [linkedin("catrionadoig-hr")]},
        "work": work,
        "education": [
            {"institution": "Edinburgh Napier University", "study_type": "Postgraduate Diploma",
             "area": "Human Resource Management", "dates": dates("2011", "2013", text="2011 – 2013")},
            {"institution": "University of Aberdeen", "study_type": "MA (Hons)", "area": "Psychology",
             "score": "2:1", "dates": dates("2005", "2009", text="2005 – 2009")}],
        "skills": [{"name": s} for s in BB4_SKILLS],
        "certificates": [{"name": c} for c, _ in BB4_CERTS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "French", "fluency": "intermediate"},
                      {"language": "Scottish Gaelic", "fluency": "beginner"}],
    })


# ---- bb5: emergency nurse turned clinical informatics nurse (Newcastle NSW), ReportLab with a right sidebar --------
BB5_DIGITAL = [  # (title, employer, place, dates as printed, truth span, bullets)
    ("Clinical Informatics Nurse Specialist", "Hunter Coast Health Service", "Newcastle NSW", "Jul 2024 – Current",
     ("2024-07", None, True),
     ["Clinical lead for the emergency and critical care streams of the Cerner eMR: triage, ED tracking board, "
      "fluid balance and ICU PowerForms for five hospitals.",
      "Translate clinician requests into build specifications, test scripts and change requests; 140 changes "
      "through the change advisory board in 2025.",
      "Ran user acceptance testing and go-live support for the electronic medication management (eMM) rollout in "
      "two EDs; 620 staff trained and 60 super users coached.",
      "Co-author the clinical safety assessment for every eMR release with the patient safety team."]),
    ("eMR Project Nurse (secondment, 0.6 FTE)", "Hunter Coast Health Service", "Newcastle NSW",
     "Feb 2023 – Jun 2024", ("2023-02", "2024-06"),
     ["Mapped current and future ED workflows in Visio for the FirstNet upgrade, wrote 210 test scripts and "
      "led the ED super-user network.",
      "Built a Power BI report of triage-to-clinician times from eMR extracts that the ED used in its NEAT "
      "(4-hour target) improvement work."]),
]
BB5_CLINICAL = [
    ("Clinical Nurse Specialist, Emergency Department", "Kotara Valley Hospital", "Newcastle NSW",
     "Mar 2019 – Jun 2024", ("2019-03", "2024-06"),
     ["Senior clinician and team leader in a 48-bed adult and paediatric ED (75,000 presentations a year); "
      "0.4 FTE from Feb 2023 alongside the eMR secondment.",
      "Ran the department's eMR super-user roster and new-staff eMR orientation."]),
    ("Registered Nurse, Emergency Department", "Kotara Valley Hospital", "Newcastle NSW", "Feb 2015 – Feb 2019",
     ("2015-02", "2019-02"), ["Triage-trained (Australasian Triage Scale) in 2016; resuscitation and fast-track."]),
    ("New Graduate Registered Nurse (TPP)", "Oxley Plains Hospital", "Tamworth NSW", "Feb 2014 – Jan 2015",
     ("2014-02", "2015-01"), []),
]
BB5_CERTS = [("AHPRA Registered Nurse", "Reg. no. NMW0002187465"),
             ("Certified Health Informatician Australasia (CHIA)", "2024"),
             ("PRINCE2 Foundation", "2023"),
             ("HL7 FHIR Fundamentals", "HL7 International, 2024")]
BB5_TECH = ["Cerner Millennium (PowerChart, FirstNet)", "eMR build: PowerForms and PowerPlans",
            "Test scripts and UAT", "HL7 v2 and FHIR basics", "SQL (beginner)", "Power BI", "Visio process mapping",
            "Jira and Confluence"]
BB5_CLINICAL_SKILLS = ["Emergency nursing and triage", "Clinical workflow redesign", "Training and super-user networks",
                       "Change management", "Incident review (ims+)"]


def bb5_reportlab_sidebar():
    from reportlab.lib.colors import HexColor
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.platypus import BaseDocTemplate, Frame, FrameBreak, KeepTogether, PageTemplate, Paragraph, Spacer
    from holdout_render import reportlab_dejavu

    reportlab_dejavu()
    width, height = A4
    side_w = 168
    margin = 38
    main_w = width - side_w - 2 * margin - 22
    side_x = width - side_w
    ink, teal, grey, side_bg = HexColor("#1E293B"), HexColor("#0E7490"), HexColor("#64748B"), HexColor("#E6F2F5")
    name = "bb5-rebecca-haddad"
    path = os.path.join(FILES, name + ".pdf")

    s_name = ParagraphStyle("nm", fontName="DV-B", fontSize=23, leading=27, textColor=ink)
    s_label = ParagraphStyle("lb", fontName="DV", fontSize=10.5, leading=14, textColor=teal, spaceBefore=3,
                             spaceAfter=4)
    s_h = ParagraphStyle("h", fontName="DV-B", fontSize=10.5, leading=13, textColor=teal, spaceBefore=12,
                         spaceAfter=5)
    s_text = ParagraphStyle("tx", fontName="DV", fontSize=8.7, leading=12, textColor=ink)
    s_title = ParagraphStyle("ti", fontName="DV-B", fontSize=9.4, leading=12, textColor=ink, spaceBefore=6)
    s_org = ParagraphStyle("or", fontName="DV-I", fontSize=8.6, leading=11.5, textColor=grey, spaceAfter=2)
    s_bullet = ParagraphStyle("bl", parent=s_text, leftIndent=9, bulletIndent=0, spaceAfter=1.5)
    s_sh = ParagraphStyle("sh", fontName="DV-B", fontSize=9.5, leading=12, textColor=teal, spaceBefore=12,
                          spaceAfter=4)
    s_side = ParagraphStyle("sd", fontName="DV", fontSize=8.2, leading=11, textColor=ink, spaceAfter=3)
    s_side_b = ParagraphStyle("sb", parent=s_side, fontName="DV-B", spaceAfter=0)
    s_side_g = ParagraphStyle("sg", parent=s_side, textColor=grey)
    s_side_li = ParagraphStyle("sl", parent=s_side, leftIndent=8, bulletIndent=0, spaceAfter=2)

    side = [Paragraph("CONTACT", ParagraphStyle("c0", parent=s_sh, spaceBefore=0)),
            Paragraph("Merewether, Newcastle NSW 2291", s_side),
            Paragraph("0491 573 770", s_side),
            Paragraph('<a href="mailto:rebecca.haddad@example.com">rebecca.haddad@example.com</a>', s_side),
            Paragraph('<a href="https://www.linkedin.com/in/rebecca-haddad-rn">linkedin.com/in/rebecca-haddad-rn</a>',
                      s_side),
            Paragraph("REGISTRATION &amp; CERTIFICATIONS", s_sh)]
    for cert, note in BB5_CERTS:
        side += [Paragraph(escape(cert), s_side_b), Paragraph(escape(note), s_side_g)]
    side.append(Paragraph("TECHNICAL SKILLS", s_sh))
    side += [Paragraph(escape(s), s_side_li, bulletText="•") for s in BB5_TECH]
    side.append(Paragraph("CLINICAL &amp; TRANSFERABLE", s_sh))
    side += [Paragraph(escape(s), s_side_li, bulletText="•") for s in BB5_CLINICAL_SKILLS]
    side.append(Paragraph("LANGUAGES", s_sh))
    side += [Paragraph("<b>English</b> – native", s_side), Paragraph("<b>Lebanese Arabic</b> – conversational", s_side)]

    def jobs(rows):
        out = []
        for title, employer, place, when, _, items in rows:
            block = [Paragraph(f"{escape(title)}", s_title),
                     Paragraph(f"{escape(employer)}, {escape(place)}  |  {escape(when)}", s_org)]
            block += [Paragraph(escape(i), s_bullet, bulletText="•") for i in items]
            out.append(KeepTogether(block))
        return out

    main = [Paragraph("Rebecca Haddad", s_name),
            Paragraph("Clinical Informatics Nurse | eMR Build, Testing &amp; Training | Registered Nurse", s_label),
            Paragraph("PROFILE", s_h),
            Paragraph("Registered nurse with ten years in emergency care who moved into clinical informatics in 2023. "
                      "I sit between clinicians and the eMR build team: I know what a triage nurse needs at 3 a.m., "
                      "and I can write it up as a specification, a test script and a training plan. Completed a "
                      "graduate certificate in health informatics and the CHIA credential; looking for a senior "
                      "clinical informatics or digital health product role.", s_text),
            Paragraph("DIGITAL HEALTH EXPERIENCE", s_h)]
    main += jobs(BB5_DIGITAL)
    main.append(Paragraph("CLINICAL NURSING CAREER", s_h))
    main += jobs(BB5_CLINICAL)
    main.append(Paragraph("EDUCATION", s_h))
    for degree, school, when, note in (
            ("Graduate Certificate in Health Informatics", "University of Tasmania (online)", "2022 – 2023",
             "Health data standards, clinical information systems and digital health governance."),
            ("Bachelor of Nursing", "University of Newcastle, Callaghan NSW", "2011 – 2013",
             "Final placement: John Hunter Hospital emergency department.")):
        main.append(KeepTogether([Paragraph(escape(degree), s_title),
                                  Paragraph(f"{escape(school)}  |  {escape(when)}", s_org),
                                  Paragraph(escape(note), s_text)]))
    main.append(Spacer(1, 4))

    story = side + [FrameBreak()] + main

    def first_page(canvas, doc):  # the tinted sidebar band
        canvas.saveState()
        canvas.setFillColor(side_bg)
        canvas.rect(side_x - 14, 0, side_w + 14, height, stroke=0, fill=1)
        canvas.restoreState()

    doc = BaseDocTemplate(path, pagesize=A4, leftMargin=margin, rightMargin=margin, topMargin=margin,
                          bottomMargin=margin, title="Rebecca Haddad – Resume", author="Rebecca Haddad")
    side_frame = Frame(side_x, 36, side_w - 22, height - 72, leftPadding=0, rightPadding=0, topPadding=0,
                       bottomPadding=0, id="side")
    main_frame = Frame(margin, 36, main_w, height - 72, leftPadding=0, rightPadding=0, topPadding=0,
                       bottomPadding=0, id="main")
    doc.addPageTemplates([PageTemplate(id="page", frames=[side_frame, main_frame], onPage=first_page)])
    doc.build(story)
    check_pages(name, pdf_pages(path), 1)

    write_truth(name, {
        "basics": {"name": "Rebecca Haddad",
                   "label": "Clinical Informatics Nurse | eMR Build, Testing & Training | Registered Nurse",
                   "email": "rebecca.haddad@example.com", "phone": "0491 573 770",
                   "location": {"city": "Newcastle", "region": "NSW"},
                   "profiles": [linkedin("rebecca-haddad-rn")]},
        "work": [job(t, e, p, w, s) for t, e, p, w, s, _ in BB5_DIGITAL + BB5_CLINICAL],
        "education": [
            {"institution": "University of Tasmania", "study_type": "Graduate Certificate", "area": "Health Informatics",
             "dates": dates("2022", "2023", text="2022 – 2023")},
            {"institution": "University of Newcastle", "study_type": "Bachelor of Nursing",
             "dates": dates("2011", "2013", text="2011 – 2013")}],
        "skills": [{"name": s} for s in BB5_TECH + BB5_CLINICAL_SKILLS],
        "certificates": [{"name": c} for c, _ in BB5_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Lebanese Arabic", "fluency": "conversational"}],
    })


# ---- bb6: carpenter (LBP) turned building inspector and trades tutor (Tauranga), a Markdown file --------------------
BB6_RELEVANT = [  # (title, employer, place, dates as printed, truth span, bullets)
    ("Building Inspector", "Kaimai District Council", "Tauranga", "July 2024 – present", ("2024-07", None, True),
     ["Carry out 8–10 inspections a day on residential and light commercial consents: foundations, pre-line, "
      "pre-clad, cladding, post-line, drainage and final.",
      "Assess work against the Building Code and acceptable solutions (B1, B2, E2, E3, G13, H1); issue notices to "
      "fix and write up inspection records on the council's tablet app.",
      "Recommend code compliance certificates (CCC) and talk homeowners and builders through failed items in plain "
      "English."]),
    ("Trainee Building Inspector (cadetship)", "Kaimai District Council", "Tauranga", "Feb 2023 – June 2024",
     ("2023-02", "2024-06"),
     ["18-month cadetship: shadowed senior inspectors, then inspected on my own from month 9 with sign-off; "
      "started the NZ Diploma in Building Surveying."]),
    ("Carpentry Tutor (part-time, evenings)", "Bay Trades Academy", "Mount Maunganui", "2021 – 2023",
     ("2021", "2023"),
     ["Taught two evening classes a week of the Level 3 pre-trade carpentry programme: set-out, framing, "
      "tool safety and reading plans.",
      "Assessed unit standards and mentored learners into apprenticeships (11 of 14 placed in 2022)."]),
]
BB6_CARPENTRY = [  # (role, employer, place, dates as printed, truth span)
    ("Site Foreman (LBP Carpentry)", "Coastline Homes Ltd", "Tauranga", "Mar 2015 – Jan 2023",
     ("2015-03", "2023-01")),
    ("Qualified Carpenter", "Papamoa Builders Ltd", "Pāpāmoa", "Nov 2010 – Feb 2015", ("2010-11", "2015-02")),
    ("Apprentice Carpenter", "Papamoa Builders Ltd", "Pāpāmoa", "Jan 2006 – Oct 2010", ("2006-01", "2010-10")),
]
BB6_VOLUNTEER = ("Build Team Leader (volunteer)", "Bay Habitat Builds Trust", "Tauranga", "2018 – 2022",
                 ("2018", "2022"))
BB6_SKILLS = ["NZ Building Code and acceptable solutions (E2/AS1, B1/AS1, H1/AS1)",
              "Residential construction sequencing and weathertightness", "Reading consent drawings and specifications",
              "Inspection reports and notices to fix", "Plain-English communication with builders and homeowners",
              "Teaching and assessing adult learners", "Microsoft 365 and tablet-based inspection tools"]
BB6_CERTS = ["Licensed Building Practitioner – Carpentry", "Site Safe Foundation Passport",
             "Working at Heights (US 23229)", "First Aid (US 6401, 6402)"]


def bb6_markdown():
    lines = [
        "# Daniel Te Huia",
        "",
        "**Building Inspector · Licensed Building Practitioner (Carpentry) · Trades Tutor**",
        "",
        "Tauranga, Bay of Plenty · 027 555 0142 · [daniel.tehuia@example.com](mailto:daniel.tehuia@example.com) · "
        "[LinkedIn](https://www.linkedin.com/in/daniel-te-huia-lbp)",
        "",
        "---",
        "",
        "## Profile",
        "",
        "Building inspector with seventeen years on the tools before I crossed the fence to the council side. I "
        "spent eight of those years as a site foreman and LBP carpenter building houses in the Western Bay, so I "
        "know how a job actually goes together, where the shortcuts get taken and how to explain a failed "
        "inspection without starting a fight. I also teach: two years tutoring evening pre-trade carpentry classes. "
        "Now finishing the NZ Diploma in Building Surveying and looking to move into a senior inspector or "
        "technical trainer role.",
        "",
        "## Relevant Experience",
        "",
    ]
    for title, employer, place, when, _, items in BB6_RELEVANT:
        lines += [f"### {title} — {employer}, {place}", f"*{when}*", ""]
        lines += [f"- {i}" for i in items] + [""]
    lines += [
        "## Previous Career: Carpentry (2006 – 2023)",
        "",
        "| Role | Employer | Location | Dates |",
        "|------|----------|----------|-------|",
    ]
    lines += [f"| {r} | {e} | {p} | {w} |" for r, e, p, w, _ in BB6_CARPENTRY]
    lines += [
        "",
        "- Ran builds of 12–15 architecturally designed and group homes a year as foreman: programme, subbies, "
        "quality checks and the council inspections I now carry out.",
        "- Signed off restricted building work as an LBP (Carpentry) and wrote records of work for CCC files.",
        "- Trained and mentored five apprentices through their National Certificate.",
        "",
        "## Volunteering",
        "",
        f"**{BB6_VOLUNTEER[0]}** — {BB6_VOLUNTEER[1]}, {BB6_VOLUNTEER[2]} · *{BB6_VOLUNTEER[3]}*  ",
        "Led weekend volunteer crews on six affordable homes for local whānau: set-out, framing and making sure "
        "nobody lost a finger.",
        "",
        "## Qualifications",
        "",
        "- **New Zealand Diploma in Building Surveying (Level 6)** — Open Polytechnic (part-time, distance) — "
        "*2023 – present*",
        "- **New Zealand Certificate in Adult and Tertiary Teaching (Level 5)** — Toi Ohomai Institute of "
        "Technology — *2021*",
        "- **National Certificate in Carpentry (Level 4)** — BCITO — *2010*",
        "- **NCEA Level 2** — Matapihi College, Tauranga — *2005*",
        "",
        "## Licences & Certificates",
        "",
        "- Licensed Building Practitioner – Carpentry (LBP No. BP128547)",
        "- Site Safe Foundation Passport (2023)",
        "- Working at Heights (US 23229)",
        "- First Aid (US 6401, 6402) – renewed 2025",
        "",
        "## Skills",
        "",
    ]
    lines += [f"- {s}" for s in BB6_SKILLS]
    lines += [
        "",
        "## Languages",
        "",
        "English (native) · te reo Māori (conversational)",
        "",
        "## Other",
        "",
        "Full (Class 1) driver licence. Referees available on request.",
        "",
    ]
    name = "bb6-daniel-te-huia"
    write_text(name + ".md", "\n".join(lines))
    work = [job(t, e, p, w, s) for t, e, p, w, s, _ in BB6_RELEVANT]
    work += [job(r, e, p, w, s) for r, e, p, w, s in BB6_CARPENTRY]
    work.append(job(*BB6_VOLUNTEER))
    write_truth(name, {
        "basics": {"name": "Daniel Te Huia",
                   "label": "Building Inspector · Licensed Building Practitioner (Carpentry) · Trades Tutor",
                   "email": "daniel.tehuia@example.com", "phone": "027 555 0142",
                   "location": {"city": "Tauranga", "region": "Bay of Plenty"},
                   "profiles": [linkedin("daniel-te-huia-lbp")]},
        "work": work,
        "education": [
            {"institution": "Open Polytechnic", "study_type": "New Zealand Diploma", "area": "Building Surveying",
             "dates": dates("2023", None, True, text="2023 – present")},
            {"institution": "Toi Ohomai Institute of Technology", "study_type": "New Zealand Certificate",
             "area": "Adult and Tertiary Teaching", "dates": dates(None, "2021", text="2021")},
            {"institution": "BCITO", "study_type": "National Certificate", "area": "Carpentry",
             "dates": dates(None, "2010", text="2010")},
            {"institution": "Matapihi College", "study_type": "NCEA Level 2", "dates": dates(None, "2005", text="2005")}],
        "skills": [{"name": s} for s in BB6_SKILLS],
        "certificates": [{"name": c} for c in BB6_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "te reo Māori", "fluency": "conversational"}],
    })


if __name__ == "__main__":
    made_scratch = not os.path.isdir(SCRATCH)
    os.makedirs(SCRATCH, exist_ok=True)
    tempfile.tempdir = SCRATCH
    os.environ["TMPDIR"] = SCRATCH
    try:
        bb1_veteran_docx()
        bb2_functional_weasyprint()
        bb3_chromium()
        bb4_returner_libreoffice()
        bb5_reportlab_sidebar()
        bb6_markdown()
    finally:
        tempfile.tempdir = None
        if made_scratch:
            shutil.rmtree(SCRATCH, ignore_errors=True)
