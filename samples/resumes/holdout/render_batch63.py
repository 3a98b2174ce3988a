#!/usr/bin/env python3
"""Renders the sixty-third held-out batch (bk1–bk6) into files/ and its truth into truth/.

Written without reading the parser (nor anything under /work/main/Sources, Tests, docs, Benchmarks, .build or
output, nor anything under /tmp or /var/tmp other than this batch's own scratch folder); no project binary (mm-*),
swift or git command was run, and the search tools were not used on this project. The only project files read were
holdout_render.py in full, render_batch55.py in full (for the conventions, the truth shape and the decisions it
records), the docstring openings (first 40 lines only) of render_batch50.py to render_batch54.py and
render_batch56.py to render_batch62.py (for the occupations, countries and producers already used; by a slip of a
sed range, lines 41–44 of render_batch60.py were printed once as well: they describe bh1's ranks grouped under
their employer) and three truth files, whole: be6-lwazi-ngcobo.json (batch 57's group CEO: several posts at one
employer one entry each, an undated first job written {"is_current": false}, non-executive directorships and a
trusteeship written as work entries after the jobs, a printed country as "country_code"), bb4-catriona-doig.json
(batch 54's HR returner: volunteer posts as work entries) and be3-marc-andre-thibodeau.json (batch 57's army
technician: ranks at one employer as separate entries, the post as the place). files/ and truth/ were listed only
to make sure no bk* file existed. Nothing else in the project was read. The helpers job, docx_hyperlink,
table_borders, cell_props and fixed_widths are copied as batch 55 wrote them; school, row_flags, docx_runner and
spacing are written for this batch; the rest comes from holdout_render.py. Scratch files (the LibreOffice
conversions, page checks and profiles, pdflatex's run folder, wkhtmltopdf's page and its Qt runtime folder) go to
/var/tmp/bk63 (tempfile.tempdir, TMPDIR and XDG_RUNTIME_DIR point there while the script runs; the folder is made
private, as Qt wants), removed at the end. Nothing was installed. While bk3's page count was being tuned, two
wkhtmltopdf test runs were started by hand without XDG_RUNTIME_DIR; Qt said it would default to /tmp/runtime-root
(nothing under /tmp was looked at). The outputs were checked only from the outside (pdftotext and pdfinfo on the
PDFs, python-docx on the DOCX, the text file as it is, page images with pdftoppm and a LibreOffice PDF of bk2, all
in the scratch folder): every truth string is in its file's text (bk4's name in capitals, see below).

LONG CAREERS: a senior-appointments search desk's inbox in the third week of December 2026, six people with 31 to
35 years of work, one each in Canada, England (UK), Australia, New Zealand, South Africa and the US, in six
occupations that batches 50–62's docstrings do not have (they list, among others, a senior cabin crew member, a
marine diesel engineer, a corrections officer, a fire lieutenant, a security officer, a kitchen manager, a bank
teller, a group CEO of a beverages company, an army vehicle technician turned fleet manager, a facilities manager,
a logistics coordinator, a customer service representative, a lift engineer and a tower crane operator): an airline
captain and line training captain in Airdrie, Alberta; a retired detective inspector now a counter-fraud
investigator in Derby; a supermarket regional operations manager who started on the checkouts, in Golden Grove,
South Australia; a master mariner and harbourmaster in Napier (the deck side, not batch 59's marine engineer); an
underground platinum mine manager in Rustenburg, North West; and a public library director in South Burlington,
Vermont. Their resumes show how long careers are really written: several titles at one employer (nested under
the employer in bk1, the employer repeated on every entry in bk2, bk5 and bk6, "Promoted to … (year)" inside one
entry in bk3 and bk4), earlier or additional experience in one line each (years only, or no dates), one career in
date order OLDEST FIRST (bk4), a CAREER HISTORY TABLE over two pages (bk5), a FUNCTIONAL first page with a short
dated history at the end (bk6), education decades old printed WITHOUT YEARS, memberships, board, trustee,
governor and volunteer roles, and "available on request" references. Producers: none of ReportLab, WeasyPrint or
headless Chromium, which batches 50–62 lean on; one each of fpdf2, a Word file kept as DOCX, wkhtmltopdf, a
plain-text file, a LibreOffice PDF of a Word file and pdflatex:

- bk1 (fpdf2 2.8.9 with DejaVu Sans, Letter, TWO pages, a "Name · page N of 2" footer): an airline pilot's
  resume: "Murray T. Szabados" in navy, the label "Captain, Boeing 737 | Line Training Captain | ATPL, 18,400
  hours", a " · " contact line ("Airdrie, AB", "403-555-0172", the email) over a thick rule; navy capital
  headings over a rule; PROFILE; a FLIGHT TIME grid (six label/hours cells: total, PIC, type, turboprop,
  floatplane, instructing – not content); "AIRLINE & COMMERCIAL FLYING EXPERIENCE" with ROLES NESTED UNDER EACH
  EMPLOYER: a bold "Employer — City, PR" line with the employer's whole span at the right in grey ("2007 –
  present", "1999 – 2007", "1996 – 1999") over a thin rule, then the roles indented, each a navy bold title with
  its own italic dates at the right and bullets: Prairie Sky Airlines Inc., Calgary, AB: "Line Training Captain,
  Boeing 737 MAX 8" "Jan 2020 – present", "Captain, Boeing 737-700/800" "Apr 2014 – Dec 2019", "First Officer,
  Boeing 737-700/800" "Jun 2007 – Mar 2014"; Northern Aurora Air Ltd., Yellowknife, NT: "Captain, DHC-8-100 and
  ATR 42-300" "2003 – 2007", "First Officer, DHC-8-100" "2000 – 2003", "Flight Dispatcher" "1999 – 2000"; Boreal
  Float Services Ltd., Red Lake, ON: "Float Pilot, DHC-2 Beaver and Cessna 185 (seasonal)" "1997 – 1999", "Dock
  Hand and Fuel Attendant" "May – Oct 1996"; page 2: "ADDITIONAL FLYING AND AVIATION EXPERIENCE" as one-line
  bullets "Title, Employer, City, PR — dates" whose titles hold commas themselves ("Flight Instructor (Class 4),
  Foothills Aero Club, Springbank, AB — 1995 – 1996", "Charter Pilot, Cessna 206 (winters), Lakeshore Air Charter,
  Kenora, ON — 1997 – 1999", "Ramp Attendant (summers while at college), Chinook Aviation Services, Lethbridge,
  AB" with NO dates); LICENCES & RATINGS as bold names with a grey parenthesis, and a grey "Also:" line (medical,
  airport pass, passport); EDUCATION with NO YEARS ("Diploma in Aviation (Commercial Pilot program)" Mount Royal
  College, Calgary, AB; "Alberta High School Diploma" Coulee Heights High School, Lethbridge, AB); CORE SKILLS in
  two columns of "▪" items (down the first, then the second); VOLUNTEER & BOARD ROLES ("Volunteer Pilot, Prairie
  Mercy Flights, Calgary, AB — 2015 – present", "Director, Board of Directors, Airdrie Minor Hockey Association,
  Airdrie, AB — 2018 – 2022") and a grey "Memberships:" line; LANGUAGES ("English – native (ICAO Level 6)   ·
  French – basic"); an italic "References available on request."
- bk2 (DOCX, python-docx 1.2, kept as the Word file; Calibri 11 pt, A4, THREE pages; the page count is checked on
  a throw-away LibreOffice PDF with Carlito for Calibri): a UK police officer's CV, THE FORCE REPEATED ON EVERY
  ENTRY: "Janine Hollinshead" in maroon, the label "Senior Investigator | Detective Inspector (retired) | PIP
  Level 3 SIO & Accredited Counter Fraud Specialist", a " | " contact line ("Allestree, Derby DE22", the Ofcom
  drama mobile "07700 900631", Word hyperlinks printed "janine.hollinshead@example.com" and
  "linkedin.com/in/janine-hollinshead-investigations"); maroon capital headings over a rule; PROFILE; KEY SKILLS
  as a borderless two-column table of "■" items filled row by row; CAREER HISTORY with each entry a bold title,
  the dates on a right tab, an italic "Employer, Town" line and "List Bullet" items: "Senior Investigator
  (Counter Fraud)" Mercia Counter Fraud Service, Nottingham "September 2024 – present"; then five ranks each with
  "Derbyshire Constabulary" and its own station: "Detective Inspector – Major Crime" Ripley "May 2017 – August
  2024", "Detective Inspector – Public Protection Unit" Derby "October 2013 – April 2017", "Detective Sergeant –
  CID" Chesterfield "June 2007 – September 2013", "Detective Constable – CID" Derby "March 2000 – May 2007",
  "Police Constable" Buxton "August 1994 – February 2000"; EARLIER CAREER as one-line bullets "bold title,
  Employer, Town (years)": "Special Constable (volunteer)" Derbyshire Constabulary "(1992–1994)", "Trainee
  Department Manager" Derwent Valley Co-operative Society "(1991–1994)", "Lifeguard (Saturdays and holidays)"
  Riverside Leisure Centre, Derby with NO dates; EDUCATION with the year on a right tab where printed
  ("Postgraduate Certificate in Counter Fraud and Criminal Justice Studies" University of Portsmouth (distance
  learning) "2025", "BA (Hons) Policing and Criminal Investigation" University of Derby (part-time) "2009", "A
  levels: English Literature, History, Sociology" Kedleston Park School, Derby with NO YEAR); PROFESSIONAL
  ACCREDITATION as bullets "name – year"; BOARD AND VOLUNTARY ROLES ("Trustee, Amber Valley Women's Refuge,
  Belper" "2019 – present", "Parent Governor, Markeaton Fields Junior School, Derby" "2011 – 2019"); MEMBERSHIPS
  AND COMMENDATIONS; LANGUAGES; OTHER (driving, vetting) and an italic "References available on request."
- bk3 (wkhtmltopdf 0.12.6, unpatched Qt, of an HTML/CSS resume, A4, THREE pages, Liberation Sans): an Australian
  retail manager's resume: a dark green band with "Leanne Vujnovic", the label "Regional Operations Manager –
  Supermarkets | 30+ years in food retail, checkout to region" and a " • " contact line ("Golden Grove SA 5125",
  the ACMA drama mobile "0491 573 770", the email); green spaced capital headings; CAREER SUMMARY; CAREER
  HIGHLIGHTS as four tinted figure boxes (not content); PROFESSIONAL EXPERIENCE with each job a title line (a
  two-cell table: the bold title, the bold green dates at the right), an italic "Employer  |  Place" line, a
  tinted italic PROMOTION LINE INSIDE THE ENTRY and bullets: "Regional Operations Manager – SA & NT" Mallee Fresh
  Markets Pty Ltd | Adelaide SA "July 2019 – Present" with "Joined as Area Manager, Northern Adelaide (9 stores).
  Promoted to Regional Operations Manager (2021)."; "Store Manager" Harvest Fresh Foodstores | Adelaide SA "2005 –
  2019" with "Promoted to Senior Store Manager, Marion flagship (2013)." and the three stores run in turn, with
  their years, in a bullet; "Assistant Store Manager" Harvest Fresh Foodstores | Salisbury SA "2000 – 2005"; then
  "EARLIER ROLES WITH HARVEST FRESH FOODSTORES" – THE EMPLOYER IN THE HEADING ONLY – as bullets "bold title – Town
  SA – years": "Produce Department Manager – Gawler SA – 1997 – 2000", "Night Fill Team Leader – Gawler SA – 1995 –
  1997", "Checkout Operator (part-time, while at school) – Elizabeth SA" with NO dates; COMMUNITY & BOARD ROLES
  ("Board Member (non-executive director), Northern Adelaide Food Relief Inc., Elizabeth SA (2017 – Present)",
  "Volunteer Netball Coach, Golden Grove Netball Club, Golden Grove SA" with no dates); EDUCATION & TRAINING as
  bold qualification over "School (year)" lines, the two old ones WITHOUT YEARS ("Graduate Certificate in Business
  Administration" University of South Australia, Adelaide "(2018)", "Certificate IV in Work Health and Safety"
  TAFE SA, Elizabeth campus "(2009)", "Diploma of Management" TAFE SA, "Year 11" Craigmore Heights High School,
  Craigmore); then a two-cell table: KEY STRENGTHS bullets at the left, CERTIFICATES ("name – year"),
  MEMBERSHIPS, LANGUAGES ("English (native), Croatian (conversational)") and REFEREES ("Referees available on
  request.") at the right. A job block is not split across pages, so page 1 ends early, as wkhtmltopdf does.
- bk4 (a plain-text file, UTF-8 with LF line ends, a 72-column layout typed by hand): a seafarer's CV IN DATE
  ORDER, EARLIEST FIRST: "HAMISH KERSLAKE" in capitals (nowhere else in mixed case), the label "Master Mariner
  (Master Unlimited) | Harbourmaster | Marine Pilot", a " | " contact line ("Bluff Hill, Napier 4110", "027 555
  0143", the email); headings between "=" rules; PROFILE (which says the career is listed earliest first);
  CERTIFICATES OF COMPETENCY AND LICENCES as "- name" padded to a column of notes ("MNZ, 2005; reval. 2025",
  "2016"); "CAREER HISTORY (in date order, earliest first)": "Before going to sea:" with two indented one-liners
  ("Deckhand (school holidays), Ahuriri Fishing Co., Napier" and "Farm Hand (the year after school), Tawhiti
  Station, Wairoa", BOTH WITHOUT DATES), then each job as the dates padded to 22 columns and the title, the
  "Employer, Place" line under the title and "* " bullets wrapped by hand: "Feb 1991 - Jan 1994" "Deck Cadet" Pacific Southern Shipping
  Ltd, Auckland; "Mar 1994 - Aug 1996" "Third Officer" (the same company); "Oct 1996 - Jun 2000" "Second Officer"
  Tasman Bulk Carriers Pty Ltd, Melbourne, Australia; "Aug 2000 - May 2006" "Chief Officer" Aotea Link Ferries
  Ltd, Wellington (with "Relief Master from 2004."); "Jun 2006 - Jan 2012" "Master" (the same company); "Feb 2012 -
  Jul 2019" "Marine Pilot" Ahuriri Port Company Ltd, Napier (with "Promoted to Senior Pilot (2016): …"); "Aug
  2019 - present" "Harbourmaster" Te Matau Regional Council, Napier; VOLUNTEER AND BOARD ROLES, also oldest first,
  as "dates  Title, Organisation, Place" ("2013 - present" "Volunteer Skipper, Ahuriri Marine Rescue Trust,
  Napier", "2020 - present" "Trustee, Ahuriri Maritime Heritage Trust, Napier") and a "Memberships:" line;
  EDUCATION with NO YEARS as "Qualification - School, Town" ("Certificate in Nautical Science - New Zealand
  Maritime School, Auckland", "Sixth Form Certificate - Ahuriri College, Napier"); SKILLS as "- " items;
  LANGUAGES; "REFERENCES: Available on request."
- bk5 (LibreOffice 7.4 PDF of a DOCX written with python-docx, Arial shown as Liberation Sans, 10 pt, A4, FOUR
  pages): a South African CV: the grey "CURRICULUM VITAE", "Tumelo Segwabe" in blue, the label "Mine Manager
  (Underground Platinum) | Mine Manager's Certificate of Competency | 31 years in mining", a " | " contact line
  ("Cashan, Rustenburg, 0299", "082 555 0117", the email); blue capital headings over a rule; PERSONAL DETAILS as
  a borderless label/value table (nationality, driver's licence code, health, notice period – not content);
  CAREER PROFILE; KEY COMPETENCIES as a two-column table of "►" items (down the first column, then the second);
  QUALIFICATIONS as a ruled three-column table (Qualification | Institution | Year) with the YEAR CELL EMPTY for the
  three old ones ("Management Development Programme (MDP)" University of Stellenbosch Business School "2011";
  "BTech: Mining Engineering" and "National Diploma: Metalliferous Mining" Technikon Witwatersrand; "Senior
  Certificate (Matric)" Lekgalong Secondary School, Phokeng); CERTIFICATES OF COMPETENCY as bullets "bold name
  (note)"; then, from the top of page 2 to the middle of page 3, the CAREER HISTORY TABLE (a blue header row
  "Period | Company | Position | Responsibilities and achievements" REPEATED ON PAGE 3, rows that do not split;
  the company cell a bold name over an italic town; each row's bullets end with a grey italic "Reason for leaving:
  …" line, not content), nine rows newest first, the employer repeated on each: "Jan 2021 – to date" "Mine
  Manager" and "Mar 2017 – Dec 2020" "Production Manager" at Bojanala Platinum Mines (Pty) Ltd, Rustenburg; "2013 –
  2017" "Section Manager", "2011 – 2013" "Senior Mine Overseer" and "2009 – 2011" "Mine Overseer" at Rasimone
  Platinum (Pty) Ltd, Boshoek; "2005 – 2009" "Shift Supervisor (Shift Boss)" and "2000 – 2005" "Team Leader
  (Senior Miner)" at Western Limb Chrome Mining (Pty) Ltd, Brits; "1997 – 2000" "Miner (Blasting Certificate)"
  and "1995 – 1997" "Learner Official (Mining)" at Wonderkop Gold Mining Company Ltd, Carletonville; page 4:
  ADDITIONAL EXPERIENCE ("Vacation Student – Wonderkop Gold Mining Company Ltd, Carletonville (1993 – 1994)",
  "Mathematics Tutor (volunteer, Saturday school) – Lekgalong Secondary School, Phokeng" with no dates), BOARD
  AND COMMUNITY INVOLVEMENT ("Chairperson – Bojanala District Mine Safety Forum, Rustenburg (2022 – to date)",
  "Member, School Governing Body – Lekgalong Secondary School, Phokeng (2016 – 2022)"), PROFESSIONAL MEMBERSHIPS,
  LANGUAGES as a ruled table (Language | Proficiency: "Setswana" "Home language", "English" "Fluent", "Afrikaans"
  "Good", "isiZulu" "Conversational") and REFERENCES "Available on request."
- bk6 (pdflatex, article class with Charter, Letter, TWO pages, hyphenation off): a US FUNCTIONAL RESUME: the
  centred "Ruth Ellen Castonguay" in wine, the label "Library Director & Nonprofit Leader | MLS | 30 years in
  public libraries", a centred " • " contact line ("South Burlington, VT 05403", "(802) 555-0149", mailto and
  LinkedIn links printed "ruthellen.castonguay@example.com" and "linkedin.com/in/ruthellen-castonguay"); small-caps
  headings over a rule; page 1 holds only SUMMARY OF QUALIFICATIONS and "AREAS OF EXPERTISE AND SELECTED
  ACCOMPLISHMENTS": five bold skill-area headings ("Leadership & Staff Development", "Budgets, Grants &
  Fundraising", "Community Programs & Partnerships", "Facilities, Technology & Collections", "Advocacy &
  Communications") with achievement bullets, no employers, no dates; page 2: KEY SKILLS as one " • " paragraph;
  EMPLOYMENT HISTORY as one line a job ("bold title, Employer, City, ST" and the years flush right): "Library
  Director" "2012–present", "Assistant Director" "2007–2012" and "Head of Adult & Reference Services" "2002–2007" at
  Champlain Valley Public Library, Burlington, VT; "Reference Librarian" Merrimack Falls Public Library,
  Manchester, NH "1997–2002"; "Circulation Assistant (part-time, while earning my MLS)" Granite Hills Public
  Library, Concord, NH "1995–1997" (its years wrapping to the next line); an italic "Earlier:" line "Bookseller,
  Old Mill Books, Keene, NH." with no dates; BOARD SERVICE AND VOLUNTEER WORK in the same form ("President,
  Vermont Library Association" "2019–2020", "Board Member, Vermont Library Association" "2016–2021", "Volunteer
  Tutor, Lake Champlain Literacy Partners, Burlington, VT" "2010–present"); EDUCATION WITHOUT YEARS ("M.S.,
  Library and Information Science — Simmons College, Boston, MA", "B.A., English — University of New Hampshire,
  Durham, NH"); CERTIFICATIONS (name and a grey parenthesis); PROFESSIONAL MEMBERSHIPS; LANGUAGES ("English
  (native); French (reading knowledge)"); REFERENCES "References available on request."

Dates are written "Jan 2020 – present", "Apr 2014 – Dec 2019", "2003 – 2007", "May – Oct 1996", "1995 – 1996",
"2015 – present", "September 2024 – present", "May 2017 – August 2024", "1992–1994", "2019 – present", "July 2019 –
Present", "2005 – 2019", "1997 – 2000", "2017 – Present", "Feb 1991 - Jan 1994", "Aug 2019 - present", "2013 -
present", "Jan 2021 – to date", "Mar 2017 – Dec 2020", "2022 – to date", "1993 – 1994", "2012–present",
"1995–1997", "2019–2020"; education years "2025", "2009", "(2018)", "(2009)", "2011", and many
qualifications printed with none at all.

Decisions for this batch (following batch 55's and, through its docstring, batches 45–54's, and the three truth
files read; new ones marked NEW):
- Roles nested under an employer (bk1, NEW in this producer): each role is its own work entry with the employer
  and the place of the employer line; the employer line's whole span ("2007 – present") is not an entry and gives
  no dates to the roles, which keep their own. Entries repeating the employer (bk2, bk5, bk6) are one entry each,
  as be6's and be3's truths write several posts at one employer.
- "Promoted to … (year)" inside an entry (bk3, bk4, NEW): the entry keeps its printed title and dates; the
  promotion line is part of its description, not another entry (as batch 55's bc5 kept "Promoted from Teller I in
  2021" inside one job). So bk3's first job is "Regional Operations Manager – SA & NT" from 2019-07, though she
  joined as an area manager; bk4's "Relief Master from 2004" and "Promoted to Senior Pilot (2016)" likewise.
- One-line earlier or additional experience (bk1, bk2, bk3, bk5, bk6): each line is a work entry in printed
  order, after the main jobs; years only as printed; a line without dates has {"is_current": false} alone (batch
  55's rule). Where the heading names the employer ("Earlier roles with Harvest Fresh Foodstores", NEW) every line
  takes that employer, and the town on the line is the location. bk1's titles holding commas ("Charter Pilot,
  Cessna 206 (winters)") are split where a careful reader splits them: the aircraft belongs to the title.
- Oldest-first order (bk4, NEW): the truth keeps the printed order, earliest first ("Before going to sea" lines,
  then the jobs, then the volunteer roles, as printed); dates are not re-sorted.
- The career history table (bk5, NEW): each row is a work entry (Position = the position cell, name = the bold
  company, location = the italic town under it, dates = the period cell); the repeated header row and the
  "Reason for leaving" lines are not content.
- The functional resume (bk6, NEW): the skill areas and their achievement bullets are neither jobs nor skills;
  the work entries are the Employment History lines (and the "Earlier:" line), the skills the Key Skills items.
- Board, trustee, governor, committee-chair and volunteer roles are work entries after the jobs, in printed order,
  with their printed place (be6's and bb4's rule; bk6's two Vermont Library Association roles have no place).
  Memberships without a role (ALPA, COPA, ICFS, AIM, the Company of Master Mariners, AMMSA, SAIMM, ALA, PLA, VLA),
  commendations, awards, flight time, personal details and references are not recorded.
- Qualifications printed without any year (NEW in this form): an education entry whose dates object is
  {"is_current": false} alone, the rule for undated jobs. Study type and area as batch 55: "Diploma" / "Aviation"
  ("(Commercial Pilot program)" left out as a note), "Alberta High School Diploma"; "Postgraduate Certificate" /
  "Counter Fraud and Criminal Justice Studies", "BA (Hons)" / "Policing and Criminal Investigation" (institutions
  without "(distance learning)" and "(part-time)"), "A levels" (the subjects left out, as batch 55 left out
  GCSE counts); "Graduate Certificate" / "Business Administration", "Certificate IV" / "Work Health and Safety"
  ("TAFE SA", the campus left out), "Diploma" / "Management" (the printed "Diploma of Management"), "Year 11";
  "Certificate" / "Nautical Science", "Sixth Form Certificate"; "Management Development Programme (MDP)" whole,
  "BTech" / "Mining Engineering" and "National Diploma" / "Metalliferous Mining" (the printed colon form), "Senior
  Certificate (Matric)" whole; "M.S." / "Library and Information Science", "B.A." / "English". A single year is
  the end date. Institutions without the town.
- Certificates drop issuers, years, expiry and notes: bk1's four licences and ratings ("Boeing 737 type rating
  (737-700/800/MAX 8)" whole: the variants name the rating); the medical, airport pass and passport on the "Also:"
  line are not certificates (batch 55's rule for driver licences and immunisations). bk2's five accreditations;
  bk3's "Food Safety Supervisor", "Responsible Service of Alcohol (RSA)", "Mental Health First Aid"; bk4's five
  ("Marine Pilot Licence - Napier (unrestricted)" whole); bk5's four ("SAMTRAC", NOSA left out); bk6's two.
- Languages with the fluency as printed, remarks left out: bk1 "English" "native" ("(ICAO Level 6)" left out),
  bk5's table values as printed ("Home language", "Fluent", "Good", "Conversational"), bk6 "French" "reading
  knowledge".
- Basics: the label is the line under the name, whole. bk4's name printed only in capitals is recorded "Hamish
  Kerslake", as a careful reader writes it (batch 55's bc3 rule). Locations: "Airdrie" / "AB", "Derby"
  (Allestree and DE22 left out), "Golden Grove" / "SA", "Napier" (Bluff Hill left out), "Rustenburg" (Cashan and
  0299 left out; no country is printed), "South Burlington" / "VT". LinkedIn profiles in bk2 and bk6 only. Phones
  as printed.

Truth conventions as in batches 5–62: date_text as printed, the work entry's location where printed, phones as
printed. Every person, employer, school and organisation named below is invented, as are every phone (555
numbers in Canada, New Zealand, South Africa and the US, an Ofcom drama mobile in the UK, an ACMA drama mobile in
Australia) and email (example.com), except the public bodies, colleges, universities, regulators, issuers,
associations, schemes, aircraft, products and places, which are real and named as any resume names them
(Transport Canada, ICAO, Mount Royal College, ALPA, COPA, Boeing, de Havilland Canada, ATR, Cessna, NEXUS;
Derbyshire Constabulary, the CPS, PIP, ICIDP, ACFS, ICFS, the University of Portsmouth, the University of Derby,
HOLMES 2, Niche RMS, PACE, the NHS, NPPV; TAFE SA, the University of South Australia, the Australian Institute of
Management, the Australian Retailers Association, Deputy, SAP, Power BI; Maritime New Zealand, STCW, GMDSS, ISM,
the Maritime Transport Act, the New Zealand Maritime School, the New Zealand Company of Master Mariners, the
Nautical Institute; the MHSA, the DMRE, NOSA, SAMTRAC, AMCU, NUM, AMMSA, SAIMM, Technikon Witwatersrand, the
University of Stellenbosch Business School; Simmons College, the University of New Hampshire, the ALA, ALA-APA,
PLA, the Vermont Library Association, the Vermont Department of Libraries, IMLS, Koha, Evergreen). Invented:
Prairie Sky Airlines Inc., Northern Aurora Air Ltd., Boreal Float Services Ltd., Foothills Aero Club, Lakeshore
Air Charter, Chinook Aviation Services, Prairie Mercy Flights, Airdrie Minor Hockey Association, Coulee Heights
High School; Mercia Counter Fraud Service, Derwent Valley Co-operative Society, Riverside Leisure Centre, Amber
Valley Women's Refuge, Markeaton Fields Junior School, Kedleston Park School; Mallee Fresh Markets Pty Ltd,
Harvest Fresh Foodstores, Coorong Foods, Northern Adelaide Food Relief Inc., Golden Grove Netball Club,
Craigmore Heights High School; Ahuriri Fishing Co., Tawhiti Station, Pacific Southern Shipping Ltd, Tasman Bulk
Carriers Pty Ltd, Aotea Link Ferries Ltd (and its Aotea Spirit), Ahuriri Port Company Ltd, Te Matau Regional
Council, Ahuriri Marine Rescue Trust, Ahuriri Maritime Heritage Trust, Ahuriri College; Bojanala Platinum Mines
(Pty) Ltd and its Kgomo Shaft, Rasimone Platinum (Pty) Ltd, Western Limb Chrome Mining (Pty) Ltd, Wonderkop Gold
Mining Company Ltd, Bojanala District Mine Safety Forum, Lekgalong Secondary School; Champlain Valley Public
Library, Merrimack Falls Public Library, Granite Hills Public Library, Old Mill Books and Lake Champlain Literacy
Partners.

Tools: python-docx 1.2, fpdf2 2.8.9, wkhtmltopdf 0.12.6, pdflatex (TeX Live, with charter, titlesec, enumitem and
hyperref), LibreOffice 7.4 (bk5's PDF and bk2's page check), fonts-liberation, DejaVu, Carlito and poppler-utils,
all installed already. check_pages, dates, fpdf_dejavu, libreoffice_pdf, linkedin, lo_page_count, new_docx,
oxml_element, bottom_border, pdf_pages, pdflatex, tex, wkhtmltopdf, write_text and write_truth come from
holdout_render.py.
Run from this folder: python3 render_batch63.py
"""
import os
import shutil
import subprocess
import tempfile
from xml.sax.saxutils import escape

from holdout_render import (FILES, check_pages, dates, linkedin, lo_page_count, oxml_element, pdf_pages, tex,
                            write_text, write_truth)

# Scratch files (LibreOffice conversions and profiles, pdflatex's run folder, wkhtmltopdf's page and Qt runtime
# folder) go here, never to /tmp.
SCRATCH = os.environ.get("BK63_SCRATCH", "/var/tmp/bk63")


def job(position, name, location, date_text, span):
    """A truth work entry; the location is left out where none is printed, and a job printed without dates
    has a dates object with is_current false only (holdout_render.work_truth's rule)."""
    entry = {"position": position, "name": name}
    if location:
        entry["location"] = location
    entry["dates"] = dates(*span, text=date_text) if date_text else dates(None)
    return entry


def school(institution, study_type, area=None, date_text=None, span=None):
    """A truth education entry; a qualification printed without any year has a dates object with is_current
    false only (the rule of undated jobs, applied to education)."""
    entry = {"institution": institution, "study_type": study_type}
    if area:
        entry["area"] = area
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


def row_flags(row, header=False, cant_split=False):
    """Marks a python-docx table row as a header row repeated on each page (w:tblHeader) and/or as a row
    that may not break across pages (w:cantSplit)."""
    tr_pr = row._tr.get_or_add_trPr()
    if cant_split:
        tr_pr.append(oxml_element("w:cantSplit"))
    if header:
        tr_pr.append(oxml_element("w:tblHeader"))


def docx_runner(size_default=None):
    """A run(p, text, ...) helper for python-docx paragraphs."""
    from docx.shared import Pt

    def run(p, text, bold=False, italic=False, size=None, color=None):
        r = p.add_run(text)
        r.bold = bold
        r.italic = italic
        if size or size_default:
            r.font.size = Pt(size or size_default)
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


# ---- bk1: airline captain (Airdrie, Alberta), fpdf2, roles NESTED UNDER EACH EMPLOYER ---------------------------------
BK1_EMPLOYERS = [  # (employer, place, employer's whole span as printed, [(title, dates, truth span, bullets)])
    ("Prairie Sky Airlines Inc.", "Calgary, AB", "2007 – present", [
        ("Line Training Captain, Boeing 737 MAX 8", "Jan 2020 – present", ("2020-01", None, True),
         ["Line training and line checks for new-hire and upgrading pilots: more than 140 first officers and "
          "captains trained or checked since 2020.",
          "One of six captains who wrote the line-training syllabus changes for the MAX 8's return to service in "
          "2021 and flew the first proving flights.",
          "Fly a full line schedule: domestic, transborder and Mexico and Caribbean routes from Calgary and "
          "Edmonton.",
          "Pilot-to-pilot contact for the flight data monitoring (FDM) program: follow-up calls and trend write-ups "
          "for the safety department."]),
        ("Captain, Boeing 737-700/800", "Apr 2014 – Dec 2019", ("2014-04", "2019-12"),
         ["Command upgrade at the first opportunity in seniority; about 4,900 hours in command on the 737NG.",
          "Crew resource management (CRM) facilitator for recurrent ground school, 2016 – 2019."]),
        ("First Officer, Boeing 737-700/800", "Jun 2007 – Mar 2014", ("2007-06", "2014-03"),
         ["Line flying across the network; company Standards Committee pilot representative for two years."]),
    ]),
    ("Northern Aurora Air Ltd.", "Yellowknife, NT", "1999 – 2007", [
        ("Captain, DHC-8-100 and ATR 42-300", "2003 – 2007", ("2003", "2007"),
         ["Scheduled and charter flights to Arctic communities and mine sites, including gravel-runway operations "
          "and winter flying to −45 °C.",
          "Company check pilot on the DHC-8 from 2005."]),
        ("First Officer, DHC-8-100", "2000 – 2003", ("2000", "2003"),
         ["Scheduled passenger and cargo flights in the Northwest Territories and Nunavut."]),
        ("Flight Dispatcher", "1999 – 2000", ("1999", "2000"),
         ["Flight following, weight and balance and crew scheduling while waiting for a first officer seat."]),
    ]),
    ("Boreal Float Services Ltd.", "Red Lake, ON", "1996 – 1999", [
        ("Float Pilot, DHC-2 Beaver and Cessna 185 (seasonal)", "1997 – 1999", ("1997", "1999"),
         ["Fly-in fishing camps, forestry crews and freight on floats, May to October; about 1,150 hours."]),
        ("Dock Hand and Fuel Attendant", "May – Oct 1996", ("1996-05", "1996-10"),
         ["Loaded aircraft, fuelled and pumped floats; first float rating flown on the company's Cessna 180."]),
    ]),
]
BK1_ADDITIONAL = [  # one line each: (title, employer, place, dates as printed or None, truth span)
    ("Flight Instructor (Class 4)", "Foothills Aero Club", "Springbank, AB", "1995 – 1996", ("1995", "1996")),
    ("Charter Pilot, Cessna 206 (winters)", "Lakeshore Air Charter", "Kenora, ON", "1997 – 1999",
     ("1997", "1999")),
    ("Ramp Attendant (summers while at college)", "Chinook Aviation Services", "Lethbridge, AB", None, None),
]
BK1_VOLUNTEER = [
    ("Volunteer Pilot", "Prairie Mercy Flights", "Calgary, AB", "2015 – present", ("2015", None, True)),
    ("Director, Board of Directors", "Airdrie Minor Hockey Association", "Airdrie, AB", "2018 – 2022",
     ("2018", "2022")),
]
BK1_SKILLS = ["Line training and checking", "Crew resource management (CRM)", "Threat and error management",
              "Winter and northern operations", "Gravel-runway and float operations", "Standard operating procedures",
              "Flight data monitoring (FDM) follow-up", "Calm leadership in irregular operations"]
BK1_CERTS = [("Airline Transport Pilot Licence – Aeroplane (ATPL)", "Transport Canada, 2002"),
             ("Group 1 Instrument Rating", "current"),
             ("Boeing 737 type rating (737-700/800/MAX 8)", "PIC"),
             ("Class 4 Flight Instructor Rating", "1995, not current")]


def bk1_fpdf_nested():
    from fpdf import FPDF
    from fpdf.enums import XPos, YPos
    from holdout_render import fpdf_dejavu

    navy, grey, ink, rule = (20, 45, 90), (95, 95, 95), (25, 25, 25), (170, 180, 195)

    class Resume(FPDF):
        def footer(self):
            self.set_y(-34)
            self.set_font("DejaVu", "", 7.5)
            self.set_text_color(*grey)
            self.cell(0, 10, f"Murray T. Szabados  ·  page {self.page_no()} of {{nb}}", align="C")

    pdf = Resume(format="letter", unit="pt")
    pdf.set_margins(54, 44, 54)
    pdf.set_auto_page_break(True, 48)
    fpdf_dejavu(pdf, ("", "B", "I"))
    pdf.set_author("Murray Szabados")
    pdf.set_title("Murray Szabados – Captain resume")
    pdf.alias_nb_pages()
    pdf.add_page()
    width = pdf.w - pdf.l_margin - pdf.r_margin
    left = pdf.l_margin

    def text(size, style="", color=ink):
        pdf.set_font("DejaVu", style, size)
        pdf.set_text_color(*color)

    def heading(title):
        pdf.ln(7)
        if pdf.get_y() > pdf.h - 110:
            pdf.add_page()
        text(10.5, "B", navy)
        pdf.cell(0, 14, title.upper(), new_x=XPos.LMARGIN, new_y=YPos.NEXT)
        pdf.set_draw_color(*navy)
        pdf.set_line_width(0.8)
        pdf.line(left, pdf.get_y(), left + width, pdf.get_y())
        pdf.ln(4)

    def left_right(left_text, right_text, size, style, color, right_style="B", right_color=navy, h=13):
        text(size, right_style, right_color)
        right_w = pdf.get_string_width(right_text) + 2 if right_text else 0
        y = pdf.get_y()
        text(size, style, color)
        pdf.multi_cell(width - right_w - 10, h, left_text, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
        after = pdf.get_y()
        if right_text:
            pdf.set_xy(left + width - right_w, y)
            text(size, right_style, right_color)
            pdf.cell(right_w, h, right_text, align="R")
        pdf.set_xy(left, after)

    def bullet(item, indent=14, size=9):
        text(size)
        pdf.set_x(left + indent - 9)
        pdf.cell(9, 12, "•")
        pdf.multi_cell(width - indent, 12, item, align="L", new_x=XPos.LMARGIN, new_y=YPos.NEXT)

    # header
    text(23, "B", navy)
    pdf.cell(0, 28, "Murray T. Szabados", new_x=XPos.LMARGIN, new_y=YPos.NEXT)
    text(11, "", (60, 90, 140))
    pdf.cell(0, 15, "Captain, Boeing 737 | Line Training Captain | ATPL, 18,400 hours",
             new_x=XPos.LMARGIN, new_y=YPos.NEXT)
    text(9, "", grey)
    pdf.cell(0, 14, "Airdrie, AB   ·   403-555-0172   ·   murray.szabados@example.com",
             new_x=XPos.LMARGIN, new_y=YPos.NEXT)
    pdf.set_draw_color(*navy)
    pdf.set_line_width(1.6)
    pdf.line(left, pdf.get_y() + 3, left + width, pdf.get_y() + 3)
    pdf.ln(6)

    heading("Profile")
    text(9.3)
    pdf.multi_cell(width, 12.5, "Airline captain with thirty years of flying, from float planes in northwestern "
                   "Ontario and turboprops in the Arctic to twelve years in command and line training on the Boeing "
                   "737. Known for calm, well-briefed crews, careful training and a good safety record (no "
                   "reportable incidents in command). Looking to move into a training and standards management role, "
                   "or a chief pilot position with a regional or corporate operator in Alberta.",
                   new_x=XPos.LMARGIN, new_y=YPos.NEXT)

    heading("Flight time (December 2026)")
    cells = [("Total time", "18,400 h"), ("Pilot in command", "10,900 h"), ("Boeing 737", "12,650 h"),
             ("Turboprop (DHC-8/ATR)", "4,300 h"), ("Floatplane", "1,150 h"), ("Instructing", "380 h")]
    col = width / 3
    pdf.set_draw_color(*rule)
    pdf.set_line_width(0.4)
    for i, (label, value) in enumerate(cells):
        x, y0 = left + (i % 3) * col, pdf.get_y()
        pdf.set_xy(x, y0)
        text(8.6, "", grey)
        pdf.cell(col * 0.66, 15, label, border="B")
        text(8.8, "B")
        pdf.cell(col * 0.34 - 8, 15, value, border="B", align="R")
        if i % 3 == 2:
            pdf.set_xy(left, y0 + 17)
    pdf.ln(2)

    heading("Airline & commercial flying experience")
    for employer, place, span, roles in BK1_EMPLOYERS:
        pdf.ln(3)
        if pdf.get_y() > pdf.h - 150:
            pdf.add_page()
        left_right(f"{employer} — {place}", span, 10.5, "B", ink, right_style="B", right_color=grey, h=15)
        pdf.set_draw_color(*rule)
        pdf.set_line_width(0.4)
        pdf.line(left, pdf.get_y() + 1, left + width, pdf.get_y() + 1)
        pdf.ln(3)
        for title, when, _, items in roles:
            if pdf.get_y() > pdf.h - 100:
                pdf.add_page()
            pdf.set_x(left + 10)
            text(9.8, "B", navy)
            right_w = pdf.get_string_width(when) + 2
            y = pdf.get_y()
            pdf.set_x(left + 10)
            pdf.multi_cell(width - right_w - 20, 13, title, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
            after = pdf.get_y()
            pdf.set_xy(left + width - right_w, y)
            text(9.3, "I", grey)
            pdf.cell(right_w, 13, when, align="R")
            pdf.set_xy(left, after)
            for item in items:
                bullet(item, indent=24)
            pdf.ln(2)

    heading("Additional flying and aviation experience")
    for title, employer, place, when, _ in BK1_ADDITIONAL:
        bullet(f"{title}, {employer}, {place}" + (f" — {when}" if when else ""), indent=12, size=9.2)

    heading("Licences & ratings")
    for cert, note in BK1_CERTS:
        text(9.2, "B")
        pdf.set_x(left)
        w = pdf.get_string_width(cert) + 1
        pdf.cell(w, 13, cert)
        text(9, "", grey)
        pdf.cell(0, 13, f"  ({note})", new_x=XPos.LMARGIN, new_y=YPos.NEXT)
    text(9, "", grey)
    pdf.multi_cell(width, 12.5, "Also: Transport Canada Category 1 Medical (valid to June 2027) · Restricted Area "
                   "Identity Card · valid Canadian passport, NEXUS.", align="L", new_x=XPos.LMARGIN,
                   new_y=YPos.NEXT)

    heading("Education")
    for qualification, where in (("Diploma in Aviation (Commercial Pilot program)", "Mount Royal College, Calgary, AB"),
                                 ("Alberta High School Diploma", "Coulee Heights High School, Lethbridge, AB")):
        text(9.4, "B")
        pdf.cell(0, 13, qualification, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
        text(9, "I", grey)
        pdf.cell(0, 12, where, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
        pdf.ln(2)

    heading("Core skills")
    half = (len(BK1_SKILLS) + 1) // 2
    y0 = pdf.get_y()
    for i, skill in enumerate(BK1_SKILLS):  # two columns, down the first, then the second
        column, row = divmod(i, half)
        pdf.set_xy(left + column * width / 2, y0 + row * 13)
        text(9)
        pdf.cell(width / 2, 13, "▪  " + skill)
    pdf.set_xy(left, y0 + half * 13)

    heading("Volunteer & board roles")
    for title, org, place, when, _ in BK1_VOLUNTEER:
        bullet(f"{title}, {org}, {place} — {when}", indent=12, size=9.2)
    text(9, "", grey)
    pdf.ln(2)
    pdf.multi_cell(width, 12.5, "Memberships: Air Line Pilots Association, International (ALPA); Canadian Owners "
                   "and Pilots Association (COPA).", align="L", new_x=XPos.LMARGIN, new_y=YPos.NEXT)

    heading("Languages")
    text(9.2)
    pdf.cell(0, 13, "English – native (ICAO Level 6)   ·   French – basic", new_x=XPos.LMARGIN, new_y=YPos.NEXT)
    pdf.ln(6)
    text(9.2, "I", grey)
    pdf.cell(0, 13, "References available on request.", new_x=XPos.LMARGIN, new_y=YPos.NEXT)

    name = "bk1-murray-szabados"
    path = os.path.join(FILES, name + ".pdf")
    pdf.output(path)
    check_pages(name, pdf_pages(path), 2)

    work = []
    for employer, place, _, roles in BK1_EMPLOYERS:
        work += [job(t, employer, place, w, s) for t, w, s, _ in roles]
    work += [job(t, e, p, w, s) for t, e, p, w, s in BK1_ADDITIONAL + BK1_VOLUNTEER]
    write_truth(name, {
        "basics": {"name": "Murray T. Szabados",
                   "label": "Captain, Boeing 737 | Line Training Captain | ATPL, 18,400 hours",
                   "email": "murray.szabados@example.com", "phone": "403-555-0172",
                   "location": {"city": "Airdrie", "region": "AB"}},
        "work": work,
        "education": [
            school("Mount Royal College", "Diploma", "Aviation"),
            school("Coulee Heights High School", "Alberta High School Diploma")],
        "skills": [{"name": s} for s in BK1_SKILLS],
        "certificates": [{"name": c} for c, _ in BK1_CERTS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "French", "fluency": "basic"}],
    })


# ---- bk2: detective inspector turned counter-fraud investigator (Derby), Word file kept as DOCX, three pages --------
BK2_JOBS = [  # (title, employer, place, dates as printed, truth span, bullets); the force REPEATED on every entry
    ("Senior Investigator (Counter Fraud)", "Mercia Counter Fraud Service", "Nottingham", "September 2024 – present",
     ("2024-09", None, True),
     ["Lead investigator for fraud, bribery and corruption referrals from six NHS trusts and two integrated care "
      "boards in the East Midlands: a caseload of 25–30 live cases.",
      "Plan and run PACE interviews under caution, prepare case files for the Crown Prosecution Service and "
      "present evidence at Crown Court; two prosecutions and £410,000 recovered in my first year.",
      "Deliver fraud awareness sessions to trust staff and write the local proactive exercise on payroll fraud."]),
    ("Detective Inspector – Major Crime", "Derbyshire Constabulary", "Ripley", "May 2017 – August 2024",
     ("2017-05", "2024-08"),
     ["Senior Investigating Officer (PIP Level 3) and deputy SIO for homicide, kidnap, stranger rape and other "
      "major crime: led 11 homicide investigations, all charged, and deputised on many more.",
      "Managed a team of two detective sergeants and fourteen detective constables and police staff "
      "investigators; set the investigative strategy, policy file and media strategy for each case.",
      "Force lead for the major crime review of unresolved cases from 2021; one 2009 murder charged in 2023 after "
      "a forensic review.",
      "Worked with the CPS, coroners, the family liaison coordinator and partner agencies; gave evidence at four "
      "murder trials."]),
    ("Detective Inspector – Public Protection Unit", "Derbyshire Constabulary", "Derby", "October 2013 – April 2017",
     ("2013-10", "2017-04"),
     ["Led the child abuse and adult safeguarding investigation teams for the south of the county (three DSs and "
      "24 staff) and the force's first multi-agency child exploitation hub.",
      "Chaired strategy meetings and represented the police on the Local Safeguarding Children Board's case "
      "review group.",
      "Reduced the backlog of digital devices awaiting examination from nine months to ten weeks by setting up a "
      "triage desk with the digital forensics unit."]),
    ("Detective Sergeant – CID", "Derbyshire Constabulary", "Chesterfield", "June 2007 – September 2013",
     ("2007-06", "2013-09"),
     ["Supervised a team of eight detective constables investigating serious acquisitive crime, serious "
      "assaults and domestic abuse.",
      "Custody and case-file reviewer for the division; mentor for trainee investigators on the ICIDP.",
      "Led Operation Kestrel (2011), a year-long investigation into an organised burglary group: nine offenders "
      "convicted."]),
    ("Detective Constable – CID", "Derbyshire Constabulary", "Derby", "March 2000 – May 2007",
     ("2000-03", "2007-05"),
     ["Investigated burglary, robbery, fraud and sexual offences; Tier 3 specialist interviewer from 2004.",
      "Seconded to the force's economic crime unit for fourteen months (2005 – 2006)."]),
    ("Police Constable", "Derbyshire Constabulary", "Buxton", "August 1994 – February 2000",
     ("1994-08", "2000-02"),
     ["Response and neighbourhood policing in the High Peak; tutor constable for probationers from 1998."]),
]
BK2_EARLIER = [  # one line each: (title, employer, place, dates as printed or None, truth span)
    ("Special Constable (volunteer)", "Derbyshire Constabulary", "Derby", "1992–1994", ("1992", "1994")),
    ("Trainee Department Manager", "Derwent Valley Co-operative Society", "Derby", "1991–1994", ("1991", "1994")),
    ("Lifeguard (Saturdays and holidays)", "Riverside Leisure Centre", "Derby", None, None),
]
BK2_BOARD = [
    ("Trustee", "Amber Valley Women's Refuge", "Belper", "2019 – present", ("2019", None, True)),
    ("Parent Governor", "Markeaton Fields Junior School", "Derby", "2011 – 2019", ("2011", "2019")),
]
BK2_SKILLS = ["Senior investigating officer (SIO) decision-making", "Investigative interviewing (Tier 3)",
              "Case files, disclosure and CPS liaison", "Giving evidence in court",
              "Fraud, bribery and corruption investigation", "Safeguarding and multi-agency working",
              "Leading and developing investigators", "Policy files, risk and media strategy",
              "Financial and digital evidence", "HOLMES 2 and Niche RMS"]
BK2_CERTS = [("Professional Investigation Programme (PIP) Level 3 – Senior Investigating Officer", "2017"),
             ("PIP Level 2 – Serious and Complex Investigation", "2008"),
             ("Accredited Counter Fraud Specialist (ACFS)", "2025"),
             ("Tier 3 Specialist Suspect Interviewer", "2004"),
             ("Initial Crime Investigators' Development Programme (ICIDP)", "2001")]


def bk2_word_docx():
    from docx.enum.table import WD_TABLE_ALIGNMENT
    from docx.enum.text import WD_TAB_ALIGNMENT
    from docx.shared import Inches, Mm, Pt, RGBColor
    from holdout_render import bottom_border, new_docx

    maroon, grey = RGBColor(0x6B, 0x1E, 0x2E), RGBColor(0x5A, 0x5A, 0x5A)
    document = new_docx(author="Janine Hollinshead", title="CV – Janine Hollinshead", page=(Mm(210), Mm(297)),
                        margins=(Inches(0.9), Inches(0.8)), font="Calibri", size=11, space_after=2)
    run = docx_runner()
    tab = Inches(6.45)

    def para(text="", bold=False, italic=False, size=None, color=None, before=0, after=2, style=None):
        p = spacing(document.add_paragraph(style=style), before, after)
        if text:
            run(p, text, bold, italic, size, color)
        return p

    def heading(text):
        p = para(text.upper(), bold=True, size=11, color=maroon, before=12, after=4)
        p.paragraph_format.keep_with_next = True
        bottom_border(p, color="6B1E2E", size="6")

    p = para("Janine Hollinshead", bold=True, size=24, color=maroon, after=0)
    para("Senior Investigator | Detective Inspector (retired) | PIP Level 3 SIO & Accredited Counter Fraud Specialist",
         size=11, color=grey, after=3)
    p = para(after=2)
    run(p, "Allestree, Derby DE22  |  07700 900631  |  ", size=9.5)
    docx_hyperlink(p, "mailto:janine.hollinshead@example.com", "janine.hollinshead@example.com", color="6B1E2E",
                   size=9.5)
    run(p, "  |  ", size=9.5)
    docx_hyperlink(p, "https://www.linkedin.com/in/janine-hollinshead-investigations",
                   "linkedin.com/in/janine-hollinshead-investigations", color="6B1E2E", size=9.5)
    bottom_border(para(after=0), color="6B1E2E", size="12")

    heading("Profile")
    para("Detective inspector with thirty years in Derbyshire Constabulary, retired in August 2024 and now a "
         "counter fraud investigator in the NHS. I have led homicide and major crime investigations as a PIP Level 3 "
         "Senior Investigating Officer, run public protection teams and supervised detectives at every level. I am "
         "looking for a senior investigations, case review or investigations management role in the public sector, "
         "a regulator or a financial institution in the East Midlands.", after=3)

    heading("Key skills")
    grid = document.add_table(rows=(len(BK2_SKILLS) + 1) // 2, cols=2)
    table_borders(grid)
    fixed_widths(grid, [Inches(3.25), Inches(3.25)])
    for i, skill in enumerate(BK2_SKILLS):  # filled row by row
        cell = grid.rows[i // 2].cells[i % 2]
        p = spacing(cell.paragraphs[0], after=1)
        run(p, "■  ", size=7, color=maroon)
        run(p, skill)

    heading("Career history")
    for title, employer, place, when, _, items in BK2_JOBS:
        p = para(before=7, after=0)
        p.paragraph_format.tab_stops.add_tab_stop(tab, WD_TAB_ALIGNMENT.RIGHT)
        p.paragraph_format.keep_with_next = True
        run(p, title, bold=True, size=11)
        run(p, "\t" + when, bold=True, size=10, color=maroon)
        p = para(f"{employer}, {place}", italic=True, color=grey, after=2)
        p.paragraph_format.keep_with_next = True
        for item in items:
            para(item, style="List Bullet", after=1)

    heading("Earlier career")
    for title, employer, place, when, _ in BK2_EARLIER:
        p = para(style="List Bullet", after=1)
        run(p, title, bold=True)
        run(p, f", {employer}, {place}" + (f" ({when})" if when else ""))

    heading("Education")
    for qualification, where, when in (
            ("Postgraduate Certificate in Counter Fraud and Criminal Justice Studies", "University of Portsmouth "
             "(distance learning)", "2025"),
            ("BA (Hons) Policing and Criminal Investigation", "University of Derby (part-time)", "2009"),
            ("A levels: English Literature, History, Sociology", "Kedleston Park School, Derby", None)):
        p = para(before=4, after=0)
        p.paragraph_format.tab_stops.add_tab_stop(tab, WD_TAB_ALIGNMENT.RIGHT)
        run(p, qualification, bold=True)
        if when:
            run(p, "\t" + when, bold=True, color=maroon)
        para(where, italic=True, color=grey, after=1)

    heading("Professional accreditation")
    for cert, year in BK2_CERTS:
        p = para(style="List Bullet", after=1)
        run(p, cert)
        run(p, f" – {year}", color=grey)

    heading("Board and voluntary roles")
    for title, org, place, when, _ in BK2_BOARD:
        p = para(before=2, after=1)
        p.paragraph_format.tab_stops.add_tab_stop(tab, WD_TAB_ALIGNMENT.RIGHT)
        run(p, title, bold=True)
        run(p, f", {org}, {place}")
        run(p, "\t" + when, color=maroon)

    heading("Memberships and commendations")
    para("Member, Institute of Counter Fraud Specialists (ICFS). Chief Constable's Commendations (2011, Operation "
         "Kestrel; 2019, the Hartington Road murder investigation).")

    heading("Languages")
    para("English (native); British Sign Language (basic)")

    heading("Other")
    para("Full UK driving licence; police advanced driver (lapsed). Security vetting: Management Vetting held until "
         "2024, NPPV 3 can be renewed.")
    para("References available on request.", italic=True, color=grey, before=6)

    name = "bk2-janine-hollinshead"
    path = os.path.join(FILES, name + ".docx")
    document.save(path)
    check_pages(name, lo_page_count(path, name), 3)

    write_truth(name, {
        "basics": {"name": "Janine Hollinshead",
                   "label": "Senior Investigator | Detective Inspector (retired) | PIP Level 3 SIO & Accredited "
                            "Counter Fraud Specialist",
                   "email": "janine.hollinshead@example.com", "phone": "07700 900631",
                   "location": {"city": "Derby"},
                   "profiles": [linkedin("janine-hollinshead-investigations")]},
        "work": [job(t, e, p, w, s) for t, e, p, w, s, _ in BK2_JOBS]
        + [job(t, e, p, w, s) for t, e, p, w, s in BK2_EARLIER + BK2_BOARD],
        "education": [
            school("University of Portsmouth", "Postgraduate Certificate", "Counter Fraud and Criminal Justice Studies",
                   "2025", (None, "2025")),
            school("University of Derby", "BA (Hons)", "Policing and Criminal Investigation", "2009", (None, "2009")),
            school("Kedleston Park School", "A levels")],
        "skills": [{"name": s} for s in BK2_SKILLS],
        "certificates": [{"name": c} for c, _ in BK2_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "British Sign Language", "fluency": "basic"}],
    })


# ---- bk3: supermarket regional operations manager (Golden Grove, SA), wkhtmltopdf, "Promoted to … (year)" inside ----
BK3_JOBS = [  # (title, employer, place, dates as printed, truth span, promotion line or None, bullets)
    ("Regional Operations Manager – SA & NT", "Mallee Fresh Markets Pty Ltd", "Adelaide SA", "July 2019 – Present",
     ("2019-07", None, True),
     "Joined as Area Manager, Northern Adelaide (9 stores). Promoted to Regional Operations Manager (2021).",
     ["Lead 27 supermarkets across South Australia and the Northern Territory (2,100 team members, $540M annual "
      "sales) through six area managers.",
      "Grew like-for-like sales 4.2% a year on average since 2021 while cutting shrinkage from 2.9% to 1.8% of "
      "sales with a store-by-store loss program.",
      "Led the conversion of 11 stores from the former Coorong Foods banner in 2022 – on time and $1.3M under "
      "budget – and kept 96% of their staff.",
      "Rolled out self-checkouts, electronic shelf labels and rostering in Deputy to all stores (2023 – 2024).",
      "Chair the region's WHS committee: lost-time injury frequency rate down from 11.4 to 5.2 in three years."]),
    ("Store Manager", "Harvest Fresh Foodstores", "Adelaide SA", "2005 – 2019", ("2005", "2019"),
     "Promoted to Senior Store Manager, Marion flagship (2013).",
     ["Ran three stores in turn: Elizabeth (2005 – 2008), Modbury (2008 – 2013) and Marion, the chain's largest "
      "store in SA (2013 – 2019): up to 240 staff and $78M a year.",
      "Turned Modbury from a loss to a 4.1% store contribution in two years with a new fresh-food layout and "
      "tighter rosters.",
      "Store trainer for new store managers in SA; eleven of my assistant managers went on to run their own "
      "stores.",
      "Harvest Fresh Store Manager of the Year, 2016."]),
    ("Assistant Store Manager", "Harvest Fresh Foodstores", "Salisbury SA", "2000 – 2005", ("2000", "2005"),
     None,
     ["Second in charge of a 110-staff store: rosters, ordering, stocktakes, banking and the night-fill team.",
      "Ran the store for six months between managers in 2003.",
      "Set up the store's first online-order picking team (2004) and trained pickers for four other stores."]),
]
BK3_EARLIER = [  # one line each under "Earlier roles with Harvest Fresh Foodstores": (title, place, dates or None)
    ("Produce Department Manager", "Gawler SA", "1997 – 2000", ("1997", "2000")),
    ("Night Fill Team Leader", "Gawler SA", "1995 – 1997", ("1995", "1997")),
    ("Checkout Operator (part-time, while at school)", "Elizabeth SA", None, None),
]
BK3_COMMUNITY = [
    ("Board Member (non-executive director)", "Northern Adelaide Food Relief Inc.", "Elizabeth SA",
     "2017 – Present", ("2017", None, True)),
    ("Volunteer Netball Coach", "Golden Grove Netball Club", "Golden Grove SA", None, None),
]
BK3_SKILLS = ["Multi-site retail operations", "P&L and budget management", "Shrinkage and loss prevention",
              "Store conversions and refits", "Rostering and wage control", "Fresh food and merchandising",
              "WHS and food safety compliance", "Coaching store and area managers", "Union and EBA negotiations",
              "SAP Retail, Deputy and Power BI"]
BK3_CERTS = [("Food Safety Supervisor", "2024"), ("Responsible Service of Alcohol (RSA)", "SA, 2022"),
             ("Mental Health First Aid", "2023")]


def bk3_wkhtmltopdf():
    from holdout_render import wkhtmltopdf

    def job_html(title, employer, place, when, promoted, items):
        out = (f'<div class="job"><table class="head"><tr><td class="t">{escape(title)}</td>'
               f'<td class="d">{escape(when)}</td></tr></table>'
               f'<div class="org">{escape(employer)} &nbsp;|&nbsp; {escape(place)}</div>')
        if promoted:
            out += f'<div class="promo">{escape(promoted)}</div>'
        out += "<ul>" + "".join(f"<li>{escape(i)}</li>" for i in items) + "</ul></div>\n"
        return out

    jobs = "".join(job_html(t, e, p, w, pr, it) for t, e, p, w, _, pr, it in BK3_JOBS)
    earlier = "".join(f'<li><b>{escape(t)}</b> – {escape(p)}' + (f' – {escape(w)}' if w else "") + "</li>"
                      for t, p, w, _ in BK3_EARLIER)
    community = "".join(f'<li><b>{escape(t)}</b>, {escape(o)}, {escape(p)}' + (f' &nbsp;({escape(w)})' if w else "")
                        + "</li>" for t, o, p, w, _ in BK3_COMMUNITY)
    skills = "".join(f"<li>{escape(s)}</li>" for s in BK3_SKILLS)
    certs = "".join(f'<li>{escape(c)} <span class="g">– {escape(n)}</span></li>' for c, n in BK3_CERTS)
    html = f"""<!DOCTYPE html>
<html lang="en-AU"><head><meta charset="utf-8"><title>Leanne Vujnovic – Resume</title>
<style>
body {{ font-family: "Liberation Sans", Arial, sans-serif; font-size: 15.4pt; color: #222; margin: 0;
        line-height: 1.42; }}
.band {{ background: #1d5c4d; color: #fff; padding: 18px 24px 16px; }}
.band h1 {{ margin: 0; font-size: 34pt; letter-spacing: .5px; }}
.band .label {{ font-size: 16pt; color: #d6ece4; margin-top: 3px; }}
.band .contact {{ font-size: 13pt; margin-top: 8px; }}
.wrap {{ padding: 4px 24px 0; }}
h2 {{ font-size: 15.2pt; color: #1d5c4d; text-transform: uppercase; letter-spacing: 1px; margin: 20px 0 7px;
      border-bottom: 2px solid #9cc7b8; padding-bottom: 2px; page-break-after: avoid; }}
.job {{ margin: 0 0 12px; page-break-inside: avoid; }}
table.head {{ width: 100%; border-collapse: collapse; }}
table.head td {{ padding: 0; vertical-align: bottom; }}
td.t {{ font-weight: bold; font-size: 16.4pt; }}
.hl {{ width: 100%; border-collapse: separate; border-spacing: 8px 0; margin: 2px -8px 0; }}
.hl td {{ width: 25%; background: #eef6f2; border-top: 4px solid #1d5c4d; padding: 8px 10px; vertical-align: top; }}
.hl b {{ display: block; font-size: 19pt; color: #1d5c4d; }}
td.d {{ text-align: right; font-weight: bold; color: #1d5c4d; white-space: nowrap; padding-left: 12px; }}
.org {{ color: #555; font-style: italic; }}
.promo {{ margin: 3px 0 0; padding: 3px 8px; background: #eef6f2; border-left: 3px solid #1d5c4d;
          font-style: italic; }}
ul {{ margin: 4px 0 0; padding-left: 20px; }}
li {{ margin-bottom: 2px; }}
.cols {{ width: 100%; border-collapse: collapse; page-break-inside: avoid; }}
.cols td {{ width: 50%; vertical-align: top; padding: 0 14px 0 0; }}
.g {{ color: #666; }}
p {{ margin: 0 0 6px; }}
.edu p {{ margin: 0 0 6px; }}
.edu b {{ font-size: 15pt; }}
</style></head>
<body>
<div class="band"><h1>Leanne Vujnovic</h1>
<div class="label">Regional Operations Manager – Supermarkets | 30+ years in food retail, checkout to region</div>
<div class="contact">Golden Grove SA 5125 &nbsp;•&nbsp; 0491 573 770 &nbsp;•&nbsp; leanne.vujnovic@example.com</div></div>
<div class="wrap">
<h2>Career summary</h2>
<p>I started on the checkouts at sixteen and have spent my whole working life in supermarkets: night fill, produce,
assistant manager, fourteen years as a store manager and, since 2019, area and regional operations for 27 stores. I
know how a store works from the loading dock up, and I like building store teams that run well when I am not there.
Looking for a state or general manager operations role in grocery, convenience or wider retail in Adelaide.</p>
<h2>Career highlights</h2>
<table class="hl"><tr>
<td><b>27</b>stores led across SA and the NT, $540M in annual sales</td>
<td><b>1.8%</b>shrinkage, down from 2.9% in three years</td>
<td><b>11</b>stores converted to our banner in 2022, $1.3M under budget</td>
<td><b>14 yrs</b>as a store manager, including the chain's largest SA store</td>
</tr></table>
<h2>Professional experience</h2>
{jobs}
<h2>Earlier roles with Harvest Fresh Foodstores</h2>
<ul>{earlier}</ul>
<h2>Community &amp; board roles</h2>
<ul>{community}</ul>
<h2>Education &amp; training</h2>
<div class="edu">
<p><b>Graduate Certificate in Business Administration</b><br>University of South Australia, Adelaide &nbsp;(2018)</p>
<p><b>Certificate IV in Work Health and Safety</b><br>TAFE SA, Elizabeth campus &nbsp;(2009)</p>
<p><b>Diploma of Management</b><br>TAFE SA</p>
<p><b>Year 11</b><br>Craigmore Heights High School, Craigmore</p>
</div>
<table class="cols"><tr>
<td><h2>Key strengths</h2><ul>{skills}</ul></td>
<td><h2>Certificates</h2><ul>{certs}</ul>
<h2>Memberships</h2><p>Member, Australian Institute of Management (AIM)<br>Member, Australian Retailers
Association</p>
<h2>Languages</h2><p>English (native), Croatian (conversational)</p>
<h2>Referees</h2><p>Referees available on request.</p></td>
</tr></table>
</div>
</body></html>
"""
    name = "bk3-leanne-vujnovic"
    wkhtmltopdf(html, name, 3, options=("--page-size", "A4", "--margin-top", "12mm", "--margin-bottom", "12mm",
                                        "--margin-left", "12mm", "--margin-right", "12mm", "--encoding", "utf-8",
                                        "--title", "Leanne Vujnovic – Resume"))
    work = [job(t, e, p, w, s) for t, e, p, w, s, _, _ in BK3_JOBS]
    work += [job(t, "Harvest Fresh Foodstores", p, w, s) for t, p, w, s in BK3_EARLIER]
    work += [job(t, o, p, w, s) for t, o, p, w, s in BK3_COMMUNITY]
    write_truth(name, {
        "basics": {"name": "Leanne Vujnovic",
                   "label": "Regional Operations Manager – Supermarkets | 30+ years in food retail, checkout to region",
                   "email": "leanne.vujnovic@example.com", "phone": "0491 573 770",
                   "location": {"city": "Golden Grove", "region": "SA"}},
        "work": work,
        "education": [
            school("University of South Australia", "Graduate Certificate", "Business Administration", "2018",
                   (None, "2018")),
            school("TAFE SA", "Certificate IV", "Work Health and Safety", "2009", (None, "2009")),
            school("TAFE SA", "Diploma", "Management"),
            school("Craigmore Heights High School", "Year 11")],
        "skills": [{"name": s} for s in BK3_SKILLS],
        "certificates": [{"name": c} for c, _ in BK3_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Croatian", "fluency": "conversational"}],
    })


# ---- bk4: master mariner and harbourmaster (Napier), plain text, CAREER IN CHRONOLOGICAL ORDER (oldest first) -------
BK4_BEFORE = [  # "Before going to sea" (title, employer, place, dates or None, truth span)
    ("Deckhand (school holidays)", "Ahuriri Fishing Co.", "Napier", None, None),
    ("Farm Hand (the year after school)", "Tawhiti Station", "Wairoa", None, None),
]
BK4_JOBS = [  # oldest first: (dates as printed, truth span, title, employer, place, lines)
    ("Feb 1991 - Jan 1994", ("1991-02", "1994-01"), "Deck Cadet", "Pacific Southern Shipping Ltd", "Auckland",
     ["Three-year cadetship on container and general cargo ships on the New Zealand - Australia - Pacific Islands "
      "trades, with college phases at the Maritime School."]),
    ("Mar 1994 - Aug 1996", ("1994-03", "1996-08"), "Third Officer", "Pacific Southern Shipping Ltd", "Auckland",
     ["Bridge watchkeeping, life-saving and fire-fighting equipment, and cargo work on 1,100 TEU container ships."]),
    ("Oct 1996 - Jun 2000", ("1996-10", "2000-06"), "Second Officer", "Tasman Bulk Carriers Pty Ltd",
     "Melbourne, Australia",
     ["Navigating officer on Panamax and Handymax bulk carriers trading to Asia, the Persian Gulf and South "
      "America; passage planning and ECDIS introduction."]),
    ("Aug 2000 - May 2006", ("2000-08", "2006-05"), "Chief Officer", "Aotea Link Ferries Ltd", "Wellington",
     ["Chief officer on Cook Strait ro-pax ferries (up to 1,400 passengers and 120 trucks); cargo, stability, "
      "safety management system and crew training.",
      "Relief Master from 2004."]),
    ("Jun 2006 - Jan 2012", ("2006-06", "2012-01"), "Master", "Aotea Link Ferries Ltd", "Wellington",
     ["Command of the 18,000 GT ro-pax ferry Aotea Spirit, four crossings a day in one of the world's rougher "
      "straits; 62 crew.",
      "Led the ship's response to the 2009 engine-room fire drill failures: new drill program, passed the "
      "following flag state inspection without findings."]),
    ("Feb 2012 - Jul 2019", ("2012-02", "2019-07"), "Marine Pilot", "Ahuriri Port Company Ltd", "Napier",
     ["Piloting log carriers, container ships, tankers and cruise ships up to 300 m in and out of the port; "
      "about 2,600 acts of pilotage.",
      "Promoted to Senior Pilot (2016): pilot training and the port's under-keel clearance and tug guidelines."]),
    ("Aug 2019 - present", ("2019-08", None, True), "Harbourmaster", "Te Matau Regional Council", "Napier",
     ["Responsible for navigation safety in the region's harbours and coastal waters under the Maritime Transport "
      "Act: navigation bylaws, aids to navigation, oil spill response and the deputy harbourmasters.",
      "Led the regional port and harbour safety code review with the port company in 2022.",
      "On-scene commander for the 2023 cyclone response in the harbour (debris clearance and a grounded barge)."]),
]
BK4_VOLUNTEER = [  # oldest first
    ("2013 - present", ("2013", None, True), "Volunteer Skipper", "Ahuriri Marine Rescue Trust", "Napier"),
    ("2020 - present", ("2020", None, True), "Trustee", "Ahuriri Maritime Heritage Trust", "Napier"),
]
BK4_CERTS = [("Master Unlimited Certificate of Competency (STCW II/2)", "MNZ, 2005; reval. 2025"),
             ("Marine Pilot Licence - Napier (unrestricted)", "2016"),
             ("GMDSS General Operator's Certificate", "reval. 2024"),
             ("Ship Security Officer", "2008"),
             ("Bridge Resource Management", "2019")]
BK4_SKILLS = ["Ship handling and pilotage", "Navigation safety and risk assessment", "Port and harbour safety codes",
              "Oil spill and incident response (Tier 2)", "Bylaws, enforcement and stakeholder work",
              "Safety management systems (ISM)", "Crew and pilot training", "Ro-ro, container and bulk operations"]


def bk4_plain_text():
    rule = "=" * 72
    lines = [
        "HAMISH KERSLAKE",
        "Master Mariner (Master Unlimited) | Harbourmaster | Marine Pilot",
        "Bluff Hill, Napier 4110  |  027 555 0143  |  hamish.kerslake@example.com",
        "",
        rule,
        "PROFILE",
        rule,
        "Master mariner with 35 years at sea and in ports: cadet to master on",
        "container ships, bulk carriers and Cook Strait ferries, seven years as a",
        "marine pilot and senior pilot at Napier, and harbourmaster since 2019. I",
        "am applying for harbourmaster, marine manager and pilotage manager roles",
        "in New Zealand and Australia. My career is listed below in date order,",
        "starting with the earliest.",
        "",
        rule,
        "CERTIFICATES OF COMPETENCY AND LICENCES",
        rule,
    ]
    lines += [f"- {c:<56}{n}" for c, n in BK4_CERTS]
    lines += ["", rule, "CAREER HISTORY (in date order, earliest first)", rule, "", "Before going to sea:"]
    for title, employer, place, when, _ in BK4_BEFORE:
        lines.append(f"  {title}, {employer}, {place}" + (f" ({when})" if when else ""))
    lines.append("")
    for when, _, title, employer, place, items in BK4_JOBS:
        lines.append(f"{when:<22}{title}")
        lines.append(f"{'':<22}{employer}, {place}")
        for item in items:  # wrapped by hand at about 72 columns, as typed
            words, line = item.split(), ""
            out = []
            for word in words:
                if len(line) + len(word) + 1 > 48:
                    out.append(line)
                    line = word
                else:
                    line = f"{line} {word}".strip()
            out.append(line)
            lines.append(f"{'':<22}* {out[0]}")
            lines += [f"{'':<24}{rest}" for rest in out[1:]]
        lines.append("")
    lines += [rule, "VOLUNTEER AND BOARD ROLES", rule]
    for when, _, title, org, place in BK4_VOLUNTEER:
        lines.append(f"{when:<22}{title}, {org}, {place}")
    lines += [
        "",
        "Memberships: New Zealand Company of Master Mariners (since 2006); The Nautical Institute (MNI).",
        "",
        rule,
        "EDUCATION",
        rule,
        "Certificate in Nautical Science - New Zealand Maritime School, Auckland",
        "Sixth Form Certificate - Ahuriri College, Napier",
        "",
        rule,
        "SKILLS",
        rule,
    ]
    lines += [f"- {s}" for s in BK4_SKILLS]
    lines += [
        "",
        rule,
        "LANGUAGES",
        rule,
        "English (native); te reo Māori (basic)",
        "",
        "REFERENCES: Available on request.",
        "",
    ]
    name = "bk4-hamish-kerslake"
    write_text(name + ".txt", "\n".join(lines))
    work = [job(t, e, p, w, s) for t, e, p, w, s in BK4_BEFORE]
    work += [job(t, e, p, w, s) for w, s, t, e, p, _ in BK4_JOBS]
    work += [job(t, o, p, w, s) for w, s, t, o, p in BK4_VOLUNTEER]
    write_truth(name, {
        "basics": {"name": "Hamish Kerslake", "label": "Master Mariner (Master Unlimited) | Harbourmaster | Marine Pilot",
                   "email": "hamish.kerslake@example.com", "phone": "027 555 0143", "location": {"city": "Napier"}},
        "work": work,
        "education": [
            school("New Zealand Maritime School", "Certificate", "Nautical Science"),
            school("Ahuriri College", "Sixth Form Certificate")],
        "skills": [{"name": s} for s in BK4_SKILLS],
        "certificates": [{"name": c} for c, _ in BK4_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "te reo Māori", "fluency": "basic"}],
    })


# ---- bk5: underground platinum mine manager (Rustenburg), LibreOffice PDF of a DOCX, a two-page CAREER HISTORY table --
BK5_ROWS = [  # (dates as printed, truth span, company, place, position, bullets, reason for leaving)
    ("Jan 2021 – to date", ("2021-01", None, True), "Bojanala Platinum Mines (Pty) Ltd", "Rustenburg", "Mine Manager",
     ["Legal appointee (Section 3(1) of the MHSA) for the Kgomo Shaft complex: 4,800 employees and contractors, "
      "mechanised and conventional UG2 and Merensky mining",
      "Production up from 162 koz to 201 koz 4E a year; cost per ounce held below inflation for three years",
      "Fatality-free since March 2022; TIFR down 38% through visible felt leadership and critical-control checks",
      "Capital projects: a R1.1bn shaft deepening and the new trackless workshop, both delivered within budget",
      "Chair the shaft's health and safety committee and the future forum with the unions (AMCU and NUM)",
      "Social and labour plan projects with the Bafokeng and Bapo communities: a skills centre and 140 "
      "learnerships a year"], "Currently employed"),
    ("Mar 2017 – Dec 2020", ("2017-03", "2020-12"), "Bojanala Platinum Mines (Pty) Ltd", "Rustenburg",
     "Production Manager",
     ["Responsible for all production sections of the Kgomo Shaft (six section managers, 2,900 people)",
      "Introduced a shift-by-shift production planning and control system; face advance up 14%",
      "Led the section-to-section recovery after the 2018 seismic event: no injuries, back to full production in "
      "seven weeks",
      "Acting mine manager for a total of nine months during the previous mine manager's leave and secondment"],
     "Promoted"),
    ("2013 – 2017", ("2013", "2017"), "Rasimone Platinum (Pty) Ltd", "Boshoek", "Section Manager",
     ["Conventional and hybrid stoping section of 640 people producing 28,000 tonnes a month",
      "Reduced the section's dilution from 21% to 15% with a new marking and blasting standard",
      "Mentored four mine overseers and nine graduates in training",
      "Led the section's move to twelve-hour continuous operations with the unions' agreement"],
     "Better opportunity (production manager post)"),
    ("2011 – 2013", ("2011", "2013"), "Rasimone Platinum (Pty) Ltd", "Boshoek", "Senior Mine Overseer",
     ["Three production sections and the development crews (about 420 people)",
      "Planned and opened the 14 Level East decline on schedule"], "Promoted"),
    ("2009 – 2011", ("2009", "2011"), "Rasimone Platinum (Pty) Ltd", "Boshoek", "Mine Overseer",
     ["Overseer of two production sections: planning, blasting results, ventilation and support compliance",
      "Passed the Mine Manager's Certificate of Competency in 2008 and was appointed overseer on joining"],
     "Promoted"),
    ("2005 – 2009", ("2005", "2009"), "Western Limb Chrome Mining (Pty) Ltd", "Brits", "Shift Supervisor (Shift Boss)",
     ["Supervised three mining crews (about 90 people) on a conventional chromitite mine",
      "Best safety record on the mine for two years running (2007, 2008)",
      "Trained and assessed new miners for their blasting certificates"], "Promotion to mine overseer elsewhere"),
    ("2000 – 2005", ("2000", "2005"), "Western Limb Chrome Mining (Pty) Ltd", "Brits", "Team Leader (Senior Miner)",
     ["Stoping and development crew leader; drilling, charging and blasting, support installation and "
      "early-entry examination",
      "Passed the Mine Overseer's Certificate of Competency (2003) through part-time study"], "Promoted"),
    ("1997 – 2000", ("1997", "2000"), "Wonderkop Gold Mining Company Ltd", "Carletonville",
     "Miner (Blasting Certificate)",
     ["Stope and development miner on a deep-level gold mine (2,400 m); crews of 12 to 15",
      "Obtained the Blasting Certificate (1997)"], "Mine restructuring (shaft closure)"),
    ("1995 – 1997", ("1995", "1997"), "Wonderkop Gold Mining Company Ltd", "Carletonville",
     "Learner Official (Mining)",
     ["Official training programme: all underground working places, ventilation, survey and rock engineering",
      "Company bursary holder (Technikon Witwatersrand)"], "Completed training"),
]
BK5_ADDITIONAL = [
    ("Vacation Student", "Wonderkop Gold Mining Company Ltd", "Carletonville", "1993 – 1994", ("1993", "1994")),
    ("Mathematics Tutor (volunteer, Saturday school)", "Lekgalong Secondary School", "Phokeng", None, None),
]
BK5_BOARD = [
    ("Chairperson", "Bojanala District Mine Safety Forum", "Rustenburg", "2022 – to date", ("2022", None, True)),
    ("Member, School Governing Body", "Lekgalong Secondary School", "Phokeng", "2016 – 2022", ("2016", "2022")),
]
BK5_SKILLS = ["Conventional and mechanised mining", "Mine Health and Safety Act compliance",
              "Production planning and control", "Cost and capital budget management", "Ground control and "
              "seismicity", "Ventilation and occupational hygiene", "Union and stakeholder engagement",
              "Social and labour plans", "Leadership development and coaching"]
BK5_CERTS = [("Mine Manager's Certificate of Competency (Metalliferous Mines)", "DMRE · 2008"),
             ("Mine Overseer's Certificate of Competency", "2003"),
             ("Blasting Certificate", "1997"),
             ("SAMTRAC", "NOSA · 2006")]


def bk5_career_table_libreoffice():
    from docx.enum.table import WD_TABLE_ALIGNMENT
    from docx.enum.text import WD_BREAK
    from docx.shared import Inches, Mm, Pt, RGBColor
    from holdout_render import bottom_border, libreoffice_pdf, new_docx

    blue, grey, white = RGBColor(0x12, 0x3A, 0x63), RGBColor(0x55, 0x55, 0x55), RGBColor(0xFF, 0xFF, 0xFF)
    document = new_docx(author="T Segwabe", title="Curriculum Vitae – Tumelo Segwabe", page=(Mm(210), Mm(297)),
                        margins=(Inches(0.75), Inches(0.7)), font="Arial", size=10, space_after=3)
    run = docx_runner()

    def para(text="", bold=False, italic=False, size=None, color=None, before=0, after=3, style=None):
        p = spacing(document.add_paragraph(style=style), before, after)
        if text:
            run(p, text, bold, italic, size, color)
        return p

    def heading(text, page_break=False):
        p = para(before=0 if page_break else 12, after=5)
        if page_break:
            p.paragraph_format.page_break_before = True
        run(p, text.upper(), bold=True, size=11.5, color=blue)
        p.paragraph_format.keep_with_next = True
        bottom_border(p, color="123A63", size="8")

    def two_col(rows, widths=(Inches(2.0), Inches(4.75)), label_bold=True):
        table = document.add_table(rows=len(rows), cols=2)
        table_borders(table)
        fixed_widths(table, list(widths))
        for row, (label, value) in zip(table.rows, rows):
            run(spacing(row.cells[0].paragraphs[0], after=2), label, bold=label_bold)
            run(spacing(row.cells[1].paragraphs[0], after=2), value)
        return table

    para("CURRICULUM VITAE", bold=True, size=9, color=grey, after=2)
    para("Tumelo Segwabe", bold=True, size=24, color=blue, after=1)
    para("Mine Manager (Underground Platinum) | Mine Manager's Certificate of Competency | 31 years in mining",
         size=11, color=grey, after=4)
    p = para(after=6)
    run(p, "Cashan, Rustenburg, 0299   |   082 555 0117   |   tumelo.segwabe@example.com", size=9.5)
    bottom_border(p, color="123A63", size="12")

    heading("Personal details")
    two_col([("Nationality", "South African"), ("Driver's licence", "Code EB (08)"), ("Health", "Excellent"),
             ("Notice period", "Three months")])

    heading("Career profile")
    para("Mine manager with 31 years underground in gold, chrome and platinum mines, from learner official to the "
         "legal appointee for a 4,800-person shaft complex. I have run conventional and mechanised sections, "
         "brought a shaft through a seismic event and a deepening project, and kept it fatality-free since 2022. I "
         "lead through visible presence underground, clear standards and developing my people. I am looking for a "
         "general manager or senior mine manager position in the Bushveld or Northern Cape.")

    heading("Key competencies")
    grid = document.add_table(rows=(len(BK5_SKILLS) + 1) // 2, cols=2)
    table_borders(grid)
    fixed_widths(grid, [Inches(3.37), Inches(3.38)])
    half = len(grid.rows)
    for i, skill in enumerate(BK5_SKILLS):  # down the first column, then the second
        cell = grid.rows[i % half].cells[i // half]
        p = spacing(cell.paragraphs[0], after=2)
        run(p, "►  ", size=8, color=blue)
        run(p, skill)

    heading("Qualifications")
    edu = document.add_table(rows=5, cols=3)
    table_borders(edu, val="single", color="A7B7C8", size="4", edges=("top", "bottom", "insideH"))
    fixed_widths(edu, [Inches(2.9), Inches(2.95), Inches(0.9)])
    for row, values in zip(edu.rows, (
            ("Qualification", "Institution", "Year"),
            ("Management Development Programme (MDP)", "University of Stellenbosch Business School", "2011"),
            ("BTech: Mining Engineering", "Technikon Witwatersrand", ""),
            ("National Diploma: Metalliferous Mining", "Technikon Witwatersrand", ""),
            ("Senior Certificate (Matric)", "Lekgalong Secondary School, Phokeng", ""))):
        for i, (cell, value) in enumerate(zip(row.cells, values)):
            p = spacing(cell.paragraphs[0], before=2, after=2)
            if row is edu.rows[0]:
                cell_props(cell, fill="DCE6F0")
                run(p, value, bold=True, size=9.5, color=blue)
            else:
                run(p, value, bold=(i == 0), size=9.5)

    heading("Certificates of competency")
    for cert, note in BK5_CERTS:
        p = para(style="List Bullet", after=1)
        run(p, cert, bold=True)
        run(p, f"  ({note})", color=grey)

    # the career history table: its own pages (2 and 3), the header row repeated, rows kept whole
    heading("Career history", page_break=True)
    widths = [Inches(1.05), Inches(1.6), Inches(1.25), Inches(2.85)]
    table = document.add_table(rows=1 + len(BK5_ROWS), cols=4)
    table.alignment = WD_TABLE_ALIGNMENT.CENTER
    table_borders(table, val="single", color="8FA4BA", size="4")
    fixed_widths(table, widths)
    header = table.rows[0]
    row_flags(header, header=True, cant_split=True)
    for cell, text in zip(header.cells, ("Period", "Company", "Position", "Responsibilities and achievements")):
        cell_props(cell, fill="123A63")
        run(spacing(cell.paragraphs[0], before=3, after=3), text, bold=True, size=9.5, color=white)
    for row, (when, _, company, place, position, items, reason) in zip(table.rows[1:], BK5_ROWS):
        row_flags(row, cant_split=True)
        c_when, c_company, c_position, c_items = row.cells
        run(spacing(c_when.paragraphs[0], before=3, after=2), when, bold=True, size=9.5)
        run(spacing(c_company.paragraphs[0], before=3, after=0), company, bold=True, size=9.5)
        run(spacing(c_company.add_paragraph(), after=2), place, italic=True, size=9.5, color=grey)
        run(spacing(c_position.paragraphs[0], before=3, after=2), position, size=9.5)
        for i, item in enumerate(items):
            p = c_items.paragraphs[0] if i == 0 else c_items.add_paragraph()
            spacing(p, before=3 if i == 0 else 0, after=2)
            p.paragraph_format.left_indent = Pt(9)
            p.paragraph_format.first_line_indent = Pt(-9)
            run(p, "•\u00a0" + item, size=9.2)
        p = spacing(c_items.add_paragraph(), before=1, after=3)
        run(p, "Reason for leaving: ", italic=True, size=8.8, color=grey)
        run(p, reason, italic=True, size=8.8, color=grey)

    heading("Additional experience", page_break=True)
    for title, org, place, when, _ in BK5_ADDITIONAL:
        p = para(style="List Bullet", after=1)
        run(p, title, bold=True)
        run(p, f" – {org}, {place}" + (f" ({when})" if when else ""))

    heading("Board and community involvement")
    for title, org, place, when, _ in BK5_BOARD:
        p = para(style="List Bullet", after=1)
        run(p, title, bold=True)
        run(p, f" – {org}, {place} ({when})")

    heading("Professional memberships")
    para("Association of Mine Managers of South Africa (AMMSA) – member since 2009; Southern African Institute of "
         "Mining and Metallurgy (SAIMM) – member.")

    heading("Languages")
    lang = document.add_table(rows=5, cols=2)
    table_borders(lang, val="single", color="A7B7C8", size="4", edges=("top", "bottom", "insideH"))
    fixed_widths(lang, [Inches(2.0), Inches(2.5)])
    for row, values in zip(lang.rows, (("Language", "Proficiency"), ("Setswana", "Home language"),
                                       ("English", "Fluent"), ("Afrikaans", "Good"),
                                       ("isiZulu", "Conversational"))):
        for cell, value in zip(row.cells, values):
            p = spacing(cell.paragraphs[0], before=2, after=2)
            if row is lang.rows[0]:
                cell_props(cell, fill="DCE6F0")
                run(p, value, bold=True, size=9.5, color=blue)
            else:
                run(p, value, size=9.5)

    heading("References")
    para("Available on request.")

    name = "bk5-tumelo-segwabe"
    libreoffice_pdf(document, name, 4)
    write_truth(name, {
        "basics": {"name": "Tumelo Segwabe",
                   "label": "Mine Manager (Underground Platinum) | Mine Manager's Certificate of Competency | 31 "
                            "years in mining",
                   "email": "tumelo.segwabe@example.com", "phone": "082 555 0117", "location": {"city": "Rustenburg"}},
        "work": [job(pos, c, pl, w, s) for w, s, c, pl, pos, _, _ in BK5_ROWS]
        + [job(t, o, p, w, s) for t, o, p, w, s in BK5_ADDITIONAL + BK5_BOARD],
        "education": [
            school("University of Stellenbosch Business School", "Management Development Programme (MDP)",
                   None, "2011", (None, "2011")),
            school("Technikon Witwatersrand", "BTech", "Mining Engineering"),
            school("Technikon Witwatersrand", "National Diploma", "Metalliferous Mining"),
            school("Lekgalong Secondary School", "Senior Certificate (Matric)")],
        "skills": [{"name": s} for s in BK5_SKILLS],
        "certificates": [{"name": c} for c, _ in BK5_CERTS],
        "languages": [{"language": "Setswana", "fluency": "Home language"}, {"language": "English", "fluency": "Fluent"},
                      {"language": "Afrikaans", "fluency": "Good"},
                      {"language": "isiZulu", "fluency": "Conversational"}],
    })


# ---- bk6: public library director (South Burlington, VT), pdflatex, FUNCTIONAL first page, short dated history ------
BK6_AREAS = [
    ("Leadership \\& Staff Development", [
        "Lead a library system of 62 staff (41 FTE) and 35 regular volunteers across a main library and two branches.",
        "Rebuilt the staffing structure after 2020: four new team-lead posts, cross-trained desks and a "
        "union-agreed flexible schedule; staff turnover down from 19\\% to 7\\%.",
        "Mentored eleven library assistants through their MLS degrees; five now lead libraries in New England."]),
    ("Budgets, Grants \\& Fundraising", [
        "Manage a \\$4.6 million operating budget and present it each year to the City Council and the Board of "
        "Library Trustees.",
        "Raised \\$3.2 million in grants and gifts, including an IMLS grant and the lead gift for the children's "
        "wing (2017).",
        "Led a capital campaign and bond vote for the \\$9.8 million renovation of the main library (opened 2023, "
        "on budget)."]),
    ("Community Programs \\& Partnerships", [
        "Built partnerships with the school district, refugee resettlement agencies and the hospital: English "
        "conversation circles, homework help and a health information desk.",
        "Grew program attendance from 21,000 to 58,000 a year; started the county's first library of things and a "
        "mobile library van serving senior housing.",
        "Brought the library into the city's digital equity plan: 1,900 hotspot and laptop loans since 2021."]),
    ("Facilities, Technology \\& Collections", [
        "Moved three libraries to a shared ILS (Koha) and RFID self-service; led the library through the "
        "pandemic's curbside and online services.",
        "Oversaw collections of 240,000 items and an annual materials budget of \\$610,000, with a diverse-collections "
        "audit in 2021."]),
    ("Advocacy \\& Communications", [
        "Testified to the Vermont legislature on library funding and broadband (2018, 2022); regular columnist for "
        "the city newsletter.",
        "Led the library's rebranding and new website (2019); social media following up from 2,000 to 14,000."]),
]
BK6_JOBS = [  # (title, employer, place, dates as printed, truth span)
    ("Library Director", "Champlain Valley Public Library", "Burlington, VT", "2012–present", ("2012", None, True)),
    ("Assistant Director", "Champlain Valley Public Library", "Burlington, VT", "2007–2012", ("2007", "2012")),
    ("Head of Adult & Reference Services", "Champlain Valley Public Library", "Burlington, VT", "2002–2007",
     ("2002", "2007")),
    ("Reference Librarian", "Merrimack Falls Public Library", "Manchester, NH", "1997–2002", ("1997", "2002")),
    ("Circulation Assistant (part-time, while earning my MLS)", "Granite Hills Public Library", "Concord, NH",
     "1995–1997", ("1995", "1997")),
]
BK6_EARLIER = ("Bookseller", "Old Mill Books", "Keene, NH")
BK6_BOARD = [
    ("President", "Vermont Library Association", None, "2019–2020", ("2019", "2020")),
    ("Board Member", "Vermont Library Association", None, "2016–2021", ("2016", "2021")),
    ("Volunteer Tutor", "Lake Champlain Literacy Partners", "Burlington, VT", "2010–present", ("2010", None, True)),
]
BK6_SKILLS = ["Strategic planning", "Budgeting and financial reporting", "Grant writing", "Capital projects",
              "Board and trustee relations", "Staff supervision and labor relations", "Community partnerships",
              "Program design and evaluation", "Integrated library systems (Koha, Evergreen)", "Public speaking"]
BK6_CERTS = [("Certified Public Library Administrator (CPLA)", "ALA-APA, 2014"),
             ("Certificate of Public Librarianship", "Vermont Department of Libraries")]


def bk6_pdflatex_functional():
    from holdout_render import pdflatex

    areas = ""
    for title, items in BK6_AREAS:
        areas += (f"\\subsection*{{{title}}}\n\\begin{{itemize}}\n"
                  + "".join(f"  \\item {i}\n" for i in items) + "\\end{itemize}\n")
    skills = " \\textbullet\\ ".join(tex(s) for s in BK6_SKILLS)
    history = "".join(f"\\textbf{{{tex(t)}}}, {tex(e)}, {tex(p)} \\hfill {tex(w)}\\\\\n" for t, e, p, w, _ in BK6_JOBS)
    board = "".join(f"\\textbf{{{tex(t)}}}, {tex(o)}" + (f", {tex(p)}" if p else "") + f" \\hfill {tex(w)}\\\\\n"
                    for t, o, p, w, _ in BK6_BOARD)
    certs = "".join(f"\\item {tex(c)} \\textcolor{{gray}}{{({tex(n)})}}\n" for c, n in BK6_CERTS)
    source = r"""\documentclass[11pt]{article}
\usepackage[utf8]{inputenc}
\usepackage[T1]{fontenc}
\usepackage{charter}
\usepackage[letterpaper,margin=0.8in,top=0.7in,bottom=0.7in]{geometry}
\usepackage{xcolor}
\usepackage{enumitem}
\usepackage{titlesec}
\usepackage[hidelinks]{hyperref}
\hypersetup{pdfauthor={Ruth Ellen Castonguay},pdftitle={Ruth Ellen Castonguay - Resume}}
\definecolor{wine}{HTML}{5B2333}
\pagestyle{empty}
\setlength{\parindent}{0pt}
\hyphenpenalty=10000
\sloppy
\setlist[itemize]{leftmargin=1.3em,itemsep=1pt,topsep=2pt,parsep=0pt}
\titleformat{\section}{\color{wine}\large\bfseries\scshape}{}{0pt}{}[\vspace{-4pt}{\color{wine}\rule{\textwidth}{0.8pt}}]
\titlespacing*{\section}{0pt}{12pt}{6pt}
\titleformat{\subsection}{\bfseries}{}{0pt}{}
\titlespacing*{\subsection}{0pt}{8pt}{1pt}
\begin{document}
\begin{center}
{\LARGE\bfseries\color{wine} Ruth Ellen Castonguay}\\[4pt]
{\large Library Director \& Nonprofit Leader \textbar\ MLS \textbar\ 30 years in public libraries}\\[5pt]
South Burlington, VT 05403 \quad\textbullet\quad (802) 555-0149 \quad\textbullet\quad
\href{mailto:ruthellen.castonguay@example.com}{ruthellen.castonguay@example.com} \quad\textbullet\quad
\href{https://www.linkedin.com/in/ruthellen-castonguay}{linkedin.com/in/ruthellen-castonguay}
\end{center}

\section{Summary of Qualifications}
Public library director with three decades of experience leading staff, budgets, buildings and community
partnerships. Fourteen years as the director of a three-library system serving 95,000 residents. Strong record
in fundraising, capital projects and partnerships with schools, health and social service agencies. Seeking an
executive director or senior program leadership role with a community-serving nonprofit or foundation in Vermont.

\section{Areas of Expertise and Selected Accomplishments}
""" + areas + r"""
\newpage
\section{Key Skills}
""" + skills + r"""

\section{Employment History}
""" + history + r"""\textit{Earlier:} """ + f"{tex(BK6_EARLIER[0])}, {tex(BK6_EARLIER[1])}, {tex(BK6_EARLIER[2])}" + r""".

\section{Board Service and Volunteer Work}
""" + board + r"""
\section{Education}
\textbf{M.S., Library and Information Science} --- Simmons College, Boston, MA\\
\textbf{B.A., English} --- University of New Hampshire, Durham, NH

\section{Certifications}
\begin{itemize}
""" + certs + r"""\end{itemize}

\section{Professional Memberships}
American Library Association (ALA); Public Library Association (PLA); Vermont Library Association (VLA).

\section{Languages}
English (native); French (reading knowledge)

\section{References}
References available on request.
\end{document}
"""
    name = "bk6-ruth-ellen-castonguay"
    pdflatex(source, name)
    check_pages(name, pdf_pages(os.path.join(FILES, name + ".pdf")), 2)
    work = [job(t, e, p, w, s) for t, e, p, w, s in BK6_JOBS]
    work.append(job(*BK6_EARLIER, None, None))
    work += [job(t, o, p, w, s) for t, o, p, w, s in BK6_BOARD]
    write_truth(name, {
        "basics": {"name": "Ruth Ellen Castonguay",
                   "label": "Library Director & Nonprofit Leader | MLS | 30 years in public libraries",
                   "email": "ruthellen.castonguay@example.com", "phone": "(802) 555-0149",
                   "location": {"city": "South Burlington", "region": "VT"},
                   "profiles": [linkedin("ruthellen-castonguay")]},
        "work": work,
        "education": [
            school("Simmons College", "M.S.", "Library and Information Science"),
            school("University of New Hampshire", "B.A.", "English")],
        "skills": [{"name": s} for s in BK6_SKILLS],
        "certificates": [{"name": c} for c, _ in BK6_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "French", "fluency": "reading knowledge"}],
    })


if __name__ == "__main__":
    made_scratch = not os.path.isdir(SCRATCH)
    os.makedirs(SCRATCH, exist_ok=True)
    os.chmod(SCRATCH, 0o700)  # Qt (wkhtmltopdf) accepts XDG_RUNTIME_DIR only when it is private
    tempfile.tempdir = SCRATCH
    os.environ["TMPDIR"] = SCRATCH
    os.environ["XDG_RUNTIME_DIR"] = SCRATCH
    try:
        bk1_fpdf_nested()
        bk2_word_docx()
        bk3_wkhtmltopdf()
        bk4_plain_text()
        bk5_career_table_libreoffice()
        bk6_pdflatex_functional()
    finally:
        tempfile.tempdir = None
        if made_scratch:
            shutil.rmtree(SCRATCH, ignore_errors=True)
