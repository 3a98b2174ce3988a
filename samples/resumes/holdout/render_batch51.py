#!/usr/bin/env python3
"""Renders the fifty-first held-out batch (ay1–ay6) into files/ and its truth into truth/.

Written without reading the parser (nor its tests, docs, benchmarks, build or output folders, nor anything
under /tmp); no project binary, swift or git command was run. The only project files read were
holdout_render.py in full, render_batch50.py in full (for the conventions, the truth shape and the decisions),
the docstring openings (first 40 lines) of render_batch41–49.py (for the occupations, countries and producers
already used) and three truth files, as1-deandre-whitfield.json, ao1-gregory-sandoval.json and
ax1-rhiannon-pryce.json (for the exact JSON shape, and as1 and ao1 for how a temp assignment, a contract job and
"Summer 2012" were written). Nothing else in the holdout folder was opened (files/ and truth/ were listed only to
make sure no ay* file existed); batch 52 (az*, render_batch52.py), written at the same time, was not touched.
The small python-docx helpers below (docx_hyperlink, tab_line, cell_width) are written for this batch; the rest
comes from holdout_render.py. Temporary files (the LibreOffice conversions and the Chromium profile and print)
go to a scratch folder outside /tmp, /var/tmp/ay51 (tempfile.tempdir and TMPDIR point there while the script
runs), removed at the end.

Six experienced people (twelve to seventeen years of work) whose WORK sections are hard to read, none in batch
41–50's occupations: a senior clinical research associate (CRA) in Munich, an agile coach and release train
engineer working as an interim professional in Utrecht, a senior technical writer (consultant) in Gothenburg, a
senior facilities manager in Singapore, a monitoring, evaluation and learning (MEL) specialist in Nairobi and a
certified legal translator (French to English) in Montréal, writing in English. Six countries: Germany, the
Netherlands, Sweden, Singapore, Kenya and Canada (Quebec). Each resume is made with a different everyday
producer:

- ay1 (LibreOffice 7.4 PDF of a DOCX written with python-docx, Arial shown as Liberation Sans, 9.5 pt, A4, two
  pages): a German tabular CV ("Lebenslauf" style, in English): "Johanna Brückner" in teal, the label "Senior
  Clinical Research Associate | Oncology & Haematology Trials, Phase I–III", a " | " contact line ("Wörthstraße
  14, 81667 Munich, Germany", "+49 151 5550 1742", the email, a Word hyperlink printed
  "linkedin.com/in/johanna-brueckner-cra"), a grey personal line (date of birth, nationality, driving licence)
  over a rule; teal capital headings with a thin rule; PROFILE; PROFESSIONAL EXPERIENCE as a borderless
  two-column table (rows that do not split), THE DATES IN THE NARROW LEFT CELL and, in the right cell, the bold
  title, an italic employer line and "List Bullet" items: "Senior Clinical Research Associate (freelance)" "since
  09/2022" at a sponsor, printed "Brennecke Pharma AG, Munich – contract through Westpark Life Science Staffing
  GmbH"; "Lecturer (part-time): Clinical Trial Monitoring and GCP" "since 2021" (concurrent); "Clinical Research
  Associate II" "03/2019 – 08/2022" and "Clinical Research Associate I" "04/2016 – 02/2019" at "Alpenland CRO GmbH
  (now part of Meridian Clinical Research), Munich" (the acquired employer, printed on both rows); "Study
  Coordinator, Department of Haematology and Oncology" "10/2013 – 03/2016" at a hospital; EDUCATION in the same
  table form (dates left; degree, school, grey remark with the German grade): "10/2011 – 09/2013" "Master of
  Science (M.Sc.) Biochemistry" LMU München "Final grade 1.6" and a thesis, "10/2008 – 09/2011" "Bachelor of
  Science (B.Sc.) Biology" Universität Regensburg "Final grade 2.0" and an Erasmus semester, "06/2008" "Abitur"
  "Grade 1.8"; CERTIFICATIONS as bullets (issuers, years, "recertified", "refresher", an online course); SKILLS
  as three bold-labelled ", " lines; LANGUAGES as a " · " line; INTERESTS; the German closing "Munich, 10
  November 2025" and the name. A clinical research associate in Munich, Germany.
- ay2 (WeasyPrint 70 of a resume builder's HTML/CSS template, "Jobfolio CV Maker 2.4 (template: Amsterdam)" in
  its generator meta, DejaVu Sans, A4, two pages, a "page n of 2" footer): a Dutch interim agile coach's CV:
  "Thijs van Bommel" beside an orange bar, the label "Agile Coach & Scrum Master | Interim | SAFe, Scrum,
  Kanban", a contact line of <span>s joined by CSS " / " separators ("Utrecht, Netherlands", "+31 6 5550 1836", a
  mailto link, a LinkedIn link printed "linkedin.com/in/thijsvanbommel-agile"); orange capital headings; PROFILE;
  ASSIGNMENTS & EMPLOYMENT with THE DATES BEFORE THE TITLE on one line ("dates | title") over an italic employer
  line and a <ul>: "Apr 2023 – present | Agile Coach (interim, 32 h/week)" over "Delta Netbeheer B.V., Arnhem ·
  via Hoogland Interim Professionals"; "Sept 2022 – now | Guest Lecturer, Agile Project Management
  (part-time)" (concurrent); "Q3 2020 – Q1 2023 | Release Train Engineer (contract)" over "Polderbank N.V.,
  Amsterdam · contract through TalentBrug B.V."; "Jul 2019 – Jun 2020 | Sabbatical" with a paragraph on travel,
  a language course and volunteering; then ONE EMPLOYER HEADING "Kadmos Software B.V., Utrecht" over three
  indented dated roles with no employer line of their own: "Jul 2017 – Jun 2019 | Lead Scrum Master", "Feb 2015
  – Jun 2017 | Scrum Master", "Sep 2011 – Jan 2015 | Java Developer"; EDUCATION & TRAINING in the same
  "dates | qualification" form: "2007 – 2011 | Bachelor of ICT, Software Engineering (HBO)" Hogeschool Utrecht
  "Average 7.8/10", "2001 – 2007 | VWO, Nature & Technology profile"; CERTIFICATIONS as a <ul> (issuers, years,
  "renewed"); SKILLS as bordered "chips" (<span>s with no separator characters); LANGUAGES as a " · " line;
  OTHER. An agile coach in Utrecht, the Netherlands.
- ay3 (Markdown, UTF-8, LF line ends, no hard wraps; as a technical writer keeps her CV in a Git repository): a
  Swedish technical writer's CV: "# Maja Lindholm", the label line "**Senior Technical Writer** | DITA XML,
  docs-as-code & S1000D", a " · " contact line with Markdown links (the email and
  "linkedin.com/in/majalindholm-techwriter"); "## Summary"; "## Work experience" EMPLOYER FIRST: "### Kvadrat
  Konsult AB — Gothenburg" (an italic line says she is employed by the consultancy and placed with clients) over
  "**Senior Technical Writer (consultant)** · 2021-12 – present" with a "Client:" line and "- " bullets, then
  "**Parental leave** · 2020-05 – 2021-01" as its own entry (inside the next role's span), then "**Technical
  Writer (consultant)** · 2019-03 – 2021-11" with its "Client:" line; "### Lindholm Språk (own firm, part-time) —
  Gothenburg" over "**Freelance Translator and Localization Reviewer, Swedish–English (part-time)** · 2017 –
  ongoing" (concurrent); "### Nordkap Marine Systems AB (acquired by Halvard Group in 2018) — Kungälv" over
  "**Technical Writer** · 2015-09 – 2019-02" and "**Documentation Coordinator** · 2013-06 – 2015-08" (ISO
  year-month dates throughout, as Swedes write them); "## Education" DEGREE FIRST, all on one line with " — "
  between degree, school and dates and a remark line: "Higher Vocational Education Diploma in Technical
  Communication (400 YH credits)" Teknikhögskolan Väst "2011-08 – 2013-05", "Bachelor of Arts in English (180
  credits)" University of Gothenburg "2008–2011" with a thesis, "Upper secondary diploma, Natural Science
  Programme" "2005–2008"; "## Certifications" as "- " items; "## Skills" as one ", " line; "## Languages" as "- "
  items with " — " levels; "## Other". A technical writer in Gothenburg, Sweden.
- ay4 (DOCX, python-docx 1.2, kept as the Word file; Calibri 10.5 pt, A4, two pages; the page count is checked on
  a throw-away LibreOffice PDF): a Singapore facilities manager's resume: "Muhammad Hafiz bin Rahmat" in green,
  the label "Senior Facilities Manager | Integrated FM, Building Services & Sustainability (Green Mark)", a " | "
  contact line ("Tampines, Singapore 521149", "+65 9555 0143", the email) and a Word hyperlink printed
  "linkedin.com/in/hafiz-rahmat-fm" over a rule; green capital headings; CAREER SUMMARY; CAREER HISTORY grouped
  BY EMPLOYER: a bold employer line with the place on a right tab, then each role as an italic green title with
  ITS DATES ON A RIGHT TAB over "List Bullet" items: "Orchid Integrated Services Pte Ltd (formerly Straits
  Facility Services Pte Ltd)" over "Senior Facilities Manager – Healthcare & Institutional Portfolio" "Mar.
  2019–Present", "Acting Cluster Manager (maternity cover)" "Jan–Jun 2018" (inside the next role's span),
  "Facilities Manager" "Jan 2016–Feb. 2019" and "Assistant Facilities Manager" "Jun 2013–Dec 2015" (a bullet
  tells of the 2021 acquisition); "Temasek Skills Academy" over "Adjunct Trainer, WSQ Facilities Management
  (part-time, weekends)" "2021–Present" (concurrent); "Raffles Link Properties Pte Ltd – Marina Crest Tower
  (contract through PeopleLink Staffing Pte Ltd)" over "Building Services Engineer (contract)" "Jul 2012–May
  2013"; "Kallang Engineering Services Pte Ltd" over "Senior M&E Technician" "Apr 2010–Jun 2012" and "M&E
  Technician" "Jul 2008–Mar 2010"; ACADEMIC QUALIFICATIONS as the bold qualification with the dates on a right
  tab over the italic school and a grey remark: "BSc (Hons) Facilities Management – Second Class (Upper
  Division)" "2013 – 2016" at "Heriot-Watt University (part-time programme, Singapore)", "Diploma in Mechanical
  Engineering" "2003 – 2006" Ngee Ann Polytechnic "GPA 3.41/4.00", "GCE ‘O’ Level" "2002"; PROFESSIONAL
  CERTIFICATIONS & LICENCES as bullets (issuers, a licence number, "valid to"); KEY SKILLS as three
  bold-labelled ", " lines; LANGUAGES as a "; " line; PERSONAL PARTICULARS (National Service). A facilities
  manager in Singapore.
- ay5 (ReportLab 5 platypus with DejaVu Sans, A4, two pages, the two-column PDF: page 1 has a main frame at the
  left and a RIGHT SIDEBAR frame on a painted sand panel; page 2 is one full-width frame with a footer): a Kenyan
  MEL specialist's CV: the main column with "Faith Wanjiru Mwangi", the label "Monitoring, Evaluation & Learning
  (MEL) Specialist | Public Health & Livelihoods Programmes" (wrapped over two lines), PROFESSIONAL SUMMARY,
  EMPLOYMENT RECORD with each job as the bold title, the italic "Employer, Place" line and THE DATES ON THEIR OWN
  grey LINE under them, then bullets: "Monitoring, Evaluation & Learning (MEL) Manager" "March 2022 to date" and
  "Senior M&E Officer" "Jan 2019 – Feb 2022" at one NGO; "Part-time Lecturer – Research Methods & Biostatistics
  (evening programme)" "2019 to date" (concurrent); "Evaluation Consultant (short-term)" "Q3 2020" (a
  consultancy during the NGO job); "M&E Officer – Tujenge Jamii OVC Project" "Jul 2016 – Dec 2018" printed
  "Horizon Development Associates, Machakos — contracted through Savanna HR Solutions Ltd"; "M&E Assistant" "Feb
  2014 – Jun 2016" and "Data Clerk (internship)" "Aug 2013 – Jan 2014" (no bullets) at one community programme
  in "Kibera, Nairobi"; EDUCATION BACKGROUND in the same form (qualification, school, dates on their own line,
  remark): "Master of Public Health (MPH)" University of Nairobi "2017 – 2019" with a thesis, "Bachelor of
  Science in Statistics – Second Class Honours (Upper Division)" Kenyatta University "2009 – 2013", "Kenya
  Certificate of Secondary Education (KCSE) – Mean Grade A-" "2005 – 2008"; REFEREES with three names, titles,
  555 phones and example.org emails; the sidebar holds CONTACT ("Kilimani, Nairobi, Kenya", a P.O. Box line,
  "+254 722 555 014", a mailto link, a LinkedIn link printed "linkedin.com/in/faith-mwangi-mel"), CORE SKILLS
  ("• " items), CERTIFICATIONS ("• " items with issuers and years), LANGUAGES ("Language: level" lines) and
  PERSONAL DETAILS. An MEL specialist in Nairobi, Kenya.
- ay6 (headless Chromium 156 "Save as PDF" of a hand-written HTML page, no browser header or footer, Liberation
  Serif with Liberation Sans headings, Letter, two pages): a Montréal translator's résumé: "Claire
  Beaulieu-Hart, C. Tr." with the italic label "Certified Translator (French > English) | Legal & Financial
  Translation" at the left and a right-aligned contact block ("Plateau-Mont-Royal, Montréal, QC H2J 2L4",
  "514-555-0163", a mailto link, a LinkedIn link printed "linkedin.com/in/claire-beaulieu-hart") over a rule;
  letter-spaced capital headings; PROFILE; EXPERIENCE EMPLOYER FIRST: a heading "Employer (note), Place", then
  each role as "italic title | dates" on one line (THE DATES AFTER THE TITLE) over a <ul>: "Lavallée Brisson LLP
  (formerly Lavallée Brisson Gagné s.e.n.c.r.l.), Montréal, QC" over "Senior Legal Translator (FR > EN) |
  2020–present" and "Legal Translator | 2016–2020" (year-only dates meeting in 2020); "Université Laurentide
  (School of Continuing Studies), Montréal, QC" over "Sessional Lecturer – Legal Translation (part-time,
  evenings) | Fall 2021 – present" (concurrent); "Self-employed, Montréal, QC" over "Freelance Translator (FR >
  EN) | Jan. 2014 – Aug. 2016"; "Navettes du Vieux-Port, Montréal, QC" over "Bilingual Tour Guide (seasonal) |
  Summers 2011–2013"; EDUCATION SCHOOL FIRST in the same form: "Concordia University" over "M.A. in Translation
  Studies | 2012 – 2014" "GPA 4.08/4.30" and a thesis, "McGill University" over "B.A. Honours in French Language
  and Literature (Translation option) | 2008 – 2012" "CGPA 3.71/4.00", "Dawson College" over "Diploma of
  College Studies (DEC), Languages | 2006 – 2008"; CERTIFICATIONS as a <ul> (a permit number, issuers, years);
  then two columns: SKILLS & TOOLS (a <ul>) at the left, LANGUAGES and PROFESSIONAL MEMBERSHIPS at the right. A
  legal translator in Montréal, Quebec, Canada.

They hold what hard work sections hold: several roles at one employer with promotions (ay1, ay2, ay3, ay4, ay5,
ay6), roles under one employer heading without their own employer line (ay2, ay3, ay4, ay6), an acting role
nested inside another role's span (ay4), contract and agency assignments ("contract through" a staffing firm in
ay1 and ay4, "via" an interim agency and "contract through" a firm in ay2, "contracted through" an HR agency in
ay5), a consultancy that employs the consultant and places her with clients (ay3), concurrent part-time jobs
(ay1's and ay2's lecturing, ay3's own translation firm, ay4's weekend training, ay5's evening lecturing and a
short-term consultancy, ay6's evening teaching), a sabbatical (ay2) and a parental leave (ay3) written as
entries, acquired or renamed employers ("(now part of ...)" in ay1, "(acquired by ... in 2018)" in ay3,
"(formerly ...)" in ay4 and ay6), self-employment (ay6), an internship (ay5), a seasonal job (ay6), and dates
written "since 09/2022", "since 2021", "03/2019 – 08/2022", "04/2016 – 02/2019", "10/2013 – 03/2016", "Apr 2023
– present", "Sept 2022 – now", "Q3 2020 – Q1 2023", "Jul 2019 – Jun 2020", "Jul 2017 – Jun 2019", "Feb 2015 –
Jun 2017", "Sep 2011 – Jan 2015", "2021-12 – present", "2020-05 – 2021-01", "2019-03 – 2021-11", "2017 –
ongoing", "2015-09 – 2019-02", "2013-06 – 2015-08", "Mar. 2019–Present", "Jan–Jun 2018", "Jan 2016–Feb.
2019", "Jun 2013–Dec 2015", "2021–Present", "Jul 2012–May 2013", "Apr 2010–Jun 2012", "Jul 2008–Mar 2010",
"March 2022 to date", "Jan 2019 – Feb 2022", "2019 to date", "Q3 2020", "Jul 2016 – Dec 2018", "Feb 2014 – Jun
2016", "Aug 2013 – Jan 2014", "2020–present", "2016–2020", "Fall 2021 – present", "Jan. 2014 – Aug. 2016",
"Summers 2011–2013"; and for education "10/2011 – 09/2013", "10/2008 – 09/2011", "06/2008", "2007 – 2011",
"2001 – 2007", "2011-08 – 2013-05", "2008–2011", "2005–2008", "2013 – 2016", "2003 – 2006", "2002", "2017 –
2019", "2009 – 2013", "2005 – 2008", "2012 – 2014", "2008 – 2012", "2006 – 2008". Education as each country
writes it: German M.Sc. and B.Sc. with final grades and the Abitur with its grade; a Dutch HBO bachelor with a
10-point average and a VWO diploma with its profile; a Swedish higher vocational (YH) diploma, a BA with
credits and an upper secondary diploma; a Singapore part-time UK BSc (Hons) with its class, a polytechnic
diploma with a GPA and GCE 'O' Levels; a Kenyan MPH, a BSc with its class and the KCSE with a mean grade; a
Quebec M.A. and B.A. Honours with 4.3- and 4.0-scale GPAs and a DEC. LinkedIn profiles on all six; phones in
each country's international or national form, all with 555.

Decisions for this batch (documented here because the documents leave them to the reader):
- Work entries are jobs: several roles at one employer are separate entries, each with the employer's name and
  location and its own dates, in printed order; where the roles stand under one employer heading (ay2's Kadmos,
  ay3's Kvadrat and Nordkap, ay4's groups, ay6's groups) each role takes the heading's employer and place. ay4's
  "Acting Cluster Manager (maternity cover)" "Jan–Jun 2018" is its own entry although it falls inside the
  "Facilities Manager" span. Concurrent part-time jobs, the short-term consultancy and the internship are work
  entries.
- A sabbatical or parental leave written as an entry is NOT a work entry: ay2's "Sabbatical" "Jul 2019 – Jun
  2020" (its volunteering included) and ay3's "Parental leave" "2020-05 – 2021-01" are left out of the work list
  (they explain a gap; nobody employed them).
- Agencies: where a placement is printed "via", "contract through" or "contracted through" an agency, the work
  entry's company is the organisation the work was done for (the client), not the agency: ay1's "Brennecke
  Pharma AG" (not Westpark Life Science Staffing GmbH), ay2's "Delta Netbeheer B.V." (not Hoogland Interim
  Professionals) and "Polderbank N.V." (not TalentBrug B.V.), ay4's "Raffles Link Properties Pte Ltd" (not
  PeopleLink Staffing; the building name "Marina Crest Tower" after " – " is left out) and ay5's "Horizon
  Development Associates" (not Savanna HR Solutions Ltd). Where the resume presents the consultancy itself as the
  employer and names the placements as "Client:" lines under its heading (ay3), the consultancy is the company:
  "Kvadrat Konsult AB" (the clients Västkust Lastvagnar AB and Hisingen Robotics AB are not companies of work
  entries). ay3's own firm is the company as printed, "Lindholm Språk" (its "(own firm, part-time)" note left
  out); ay6's printed "Self-employed" is the company, as in earlier batches.
- Acquired and renamed employers: the company is the employer's name as printed, without the parenthetical note
  ("Alpenland CRO GmbH", not "... (now part of Meridian Clinical Research)"; "Nordkap Marine Systems AB", not
  "... (acquired by Halvard Group in 2018)"; "Orchid Integrated Services Pte Ltd" for all four of ay4's roles,
  also those held before the 2021 acquisition and renaming, the "(formerly Straits Facility Services Pte Ltd)"
  note left out; "Lavallée Brisson LLP" for both of ay6's roles, "(formerly ... s.e.n.c.r.l.)" left out).
  Institutional sub-units printed as notes are left out too ("Université Laurentide", not "(School of
  Continuing Studies)"). "GmbH", "gGmbH", "AG", "B.V.", "N.V.", "AB", "Pte Ltd", "Ltd" and "LLP" stay.
- A title's own parenthesis or suffix is part of the position ("Senior Clinical Research Associate
  (freelance)", "Lecturer (part-time): Clinical Trial Monitoring and GCP", "Agile Coach (interim, 32 h/week)",
  "Release Train Engineer (contract)", "Senior Technical Writer (consultant)", "Freelance Translator and
  Localization Reviewer, Swedish–English (part-time)", "Acting Cluster Manager (maternity cover)", "Adjunct
  Trainer, WSQ Facilities Management (part-time, weekends)", "Part-time Lecturer – Research Methods &
  Biostatistics (evening programme)", "Evaluation Consultant (short-term)", "M&E Officer – Tujenge Jamii OVC
  Project", "Data Clerk (internship)", "Senior Legal Translator (FR > EN)", "Bilingual Tour Guide (seasonal)").
  Work locations as printed ("Munich", "Arnhem", "Utrecht", "Amsterdam", "Gothenburg", "Kungälv", "Singapore",
  "Nairobi", "Kisumu", "Machakos", "Kibera, Nairobi", "Montréal, QC").
- Dates: "since 09/2022", "since 2021", "present", "Present", "now", "to date", "2019 to date" and "ongoing"
  make a job current from its start (a year alone keeps the year). Numeric "03/2019" and ISO "2019-03" are
  months. "Sept" and "Sep" are September; "Mar.", "Feb.", "Jan." and "Aug." with their full stops are those months.
  "Jan–Jun 2018" is January to June 2018. Quarters: a quarter is recorded by its months, a start by the
  quarter's first month and an end by its last ("Q3 2020 – Q1 2023" is 2020-07 to 2023-03; ay5's lone "Q3 2020"
  is 2020-07 to 2020-09, as ao1's "Summer 2012" was 2012-06 to 2012-08). Seasons and terms: "Fall 2021 –
  present" starts 2021-09 (the fall term); "Summers 2011–2013" is 2011-06 to 2013-08, June of the first summer
  to August of the last. Year-only spans that meet ("2016–2020" then "2020–present") keep their years. A single
  month or year in education is the end date (ay1's Abitur "06/2008", ay4's O Levels "2002").
- Education (the study type is the kind of qualification, the area its field; a mode, credit count, note,
  option or remark in the qualification line is left out):
  - ay1: "Master of Science (M.Sc.) Biochemistry" is "Master of Science (M.Sc.)" / "Biochemistry" with the
    score "1.6" (its final grade); "Bachelor of Science (B.Sc.) Biology" is "Bachelor of Science (B.Sc.)" /
    "Biology" with "2.0" (the Erasmus semester at Uppsala a remark); "Abitur" has no area and the score "1.8".
  - ay2: "Bachelor of ICT, Software Engineering (HBO)" is "Bachelor of ICT" / "Software Engineering" with the
    score "7.8/10" (printed "Average 7.8/10"; "(HBO)" is the level, left out); "VWO, Nature & Technology
    profile" is "VWO" / "Nature & Technology" (the profile is its stream, as ax5's "HSC – Science").
  - ay3: "Higher Vocational Education Diploma in Technical Communication (400 YH credits)" is "Higher Vocational
    Education Diploma" / "Technical Communication"; "Bachelor of Arts in English (180 credits)" is "Bachelor of
    Arts" / "English"; "Upper secondary diploma, Natural Science Programme" is "Upper secondary diploma" /
    "Natural Science Programme". No scores are printed.
  - ay4: "BSc (Hons) Facilities Management – Second Class (Upper Division)" is "BSc (Hons)" / "Facilities
    Management" with the score "Second Class (Upper Division)", at "Heriot-Watt University" (the awarding
    university; "(part-time programme, Singapore)" left out); "Diploma in Mechanical Engineering" is "Diploma" /
    "Mechanical Engineering" with "3.41/4.00"; "GCE ‘O’ Level" has no area and no score.
  - ay5: "Master of Public Health (MPH)" has no area; "Bachelor of Science in Statistics – Second Class Honours
    (Upper Division)" is "Bachelor of Science" / "Statistics" with the score "Second Class Honours (Upper
    Division)"; "Kenya Certificate of Secondary Education (KCSE) – Mean Grade A-" is the KCSE with the score
    "A-" (its mean grade).
  - ay6: "M.A. in Translation Studies" is "M.A." / "Translation Studies" with "4.08/4.30"; "B.A. Honours in
    French Language and Literature (Translation option)" is "B.A. Honours" / "French Language and Literature"
    with "3.71/4.00" (the option left out, as a minor; the Dean's Honour List a remark); "Diploma of College
    Studies (DEC), Languages" is "Diploma of College Studies (DEC)" / "Languages".
  - The institution is the printed name without its city, campus or mode ("Ludwig-Maximilians-Universität
    München", "Universität Regensburg", "Isartal-Gymnasium", "Hogeschool Utrecht", "Stichtse Vecht College",
    "Teknikhögskolan Väst", "University of Gothenburg", "Västerleden Gymnasium", "Heriot-Watt University", "Ngee
    Ann Polytechnic", "Tampines Ridge Secondary School", "University of Nairobi", "Kenyatta University", "Limuru
    Hills Girls' High School", "Concordia University", "McGill University", "Dawson College").
- Certificates drop the issuer, years, "recertified", "renewed", "refresher", "online course", permit and licence
  numbers and "valid to", and keep a code, scope or level printed as part of the name ("Shipping of Dangerous
  Goods, IATA Category B (UN3373)", "Certified Professional Technical Communicator (CPTC), Foundation",
  "Licensed Electrical Worker – Electrical Technician", "Certified Translator (French to English)"). Online
  courses listed with the certificates are certificates. Memberships (ay6's OTTIAQ, ATA and LTAC list), ay3's
  board seat, ay4's National Service and ay1's interests are not certificates, work or education.
- basics.name as written, without post-nominals ("Claire Beaulieu-Hart, C. Tr." is "Claire Beaulieu-Hart";
  "Muhammad Hafiz bin Rahmat" and "Faith Wanjiru Mwangi" whole). The label is the line under the name, whole
  (ay3's Markdown bold markers dropped). Basics location is the city with the province printed beside it,
  without a street, district, P.O. Box or postcode: "Munich"; "Utrecht"; "Gothenburg"; "Singapore"; "Nairobi";
  "Montréal" / "QC". LinkedIn profiles as https://www.linkedin.com/in/… URLs (the link targets). Referees'
  names, phones and emails are not the candidate's.
- Skills are the listed items as printed, group labels left out; ", ", "• ", <li> items and ay2's chips
  separate items, commas inside parentheses do not. Spoken languages with their fluency as printed.

Truth conventions as in batches 5–50: date_text as printed (en dashes where typed), the work entry's location
where printed, phones as printed. Every person, employer, client, agency, hospital, school named as invented
below, licence and permit number and phone is invented, and emails are at example.com (ay5's referees at
example.org), except the universities, colleges, regulators, issuers and professional bodies
(Ludwig-Maximilians-Universität München, Universität Regensburg, Uppsala University, ACRP, DIA, IATA, BfArM,
Hogeschool Utrecht, Scrum.org, Scaled Agile, ICAgile, Kanban University, AXELOS, DNB, EBA, the University of
Gothenburg, the Society for Technical Communication, Oxygen XML, Heriot-Watt University, Ngee Ann Polytechnic,
IFMA, BCA Academy, SCDF, EMA, WSQ, the University of Nairobi, Kenyatta University, APMG International, the DHIS2
Academy and the University of Oslo, the World Bank Open Learning Campus, FCDO, USAID, Concordia University,
McGill University, Dawson College, OTTIAQ, the American Translators Association, RWS and the Literary
Translators' Association of Canada), which are real institutions, named as any resume names them; the software
products are real products. Invented: Brennecke Pharma AG, Westpark Life Science Staffing GmbH, Akademie für
Klinische Forschung Süd, Alpenland CRO GmbH, Meridian Clinical Research, Klinikum Nymphenburg gGmbH,
Isartal-Gymnasium, Delta Netbeheer B.V., Hoogland Interim Professionals, Domstad Hogeschool, Polderbank N.V.,
TalentBrug B.V., Kadmos Software B.V., Stichtse Vecht College, Kvadrat Konsult AB, Västkust Lastvagnar AB,
Hisingen Robotics AB, Lindholm Språk, Nordkap Marine Systems AB, Halvard Group, Teknikhögskolan Väst,
Västerleden Gymnasium, Orchid Integrated Services Pte Ltd, Orchid FM Group, Straits Facility Services Pte Ltd,
Temasek Skills Academy, Raffles Link Properties Pte Ltd, Marina Crest Tower, PeopleLink Staffing Pte Ltd,
Kallang Engineering Services Pte Ltd, Tampines Ridge Secondary School, Amani Health Partners, Kilimani
University College, Lake Basin Livelihoods Consortium, Horizon Development Associates, Tujenge Jamii, Savanna HR
Solutions Ltd, Ujima Community Health Programme, Limuru Hills Girls' High School, Lavallée Brisson LLP (and
Lavallée Brisson Gagné), Université Laurentide and Navettes du Vieux-Port.

Tools: reportlab 5.1, python-docx 1.2 and weasyprint 70 (pip), LibreOffice 7.4, fonts-dejavu,
fonts-crosextra-carlito, fonts-liberation and poppler-utils, all installed already; Chromium 156 (the Debian
"chromium" package) was installed with apt-get for ay6. libreoffice_pdf, lo_page_count, chromium_pdf,
reportlab_dejavu, new_docx, bottom_border, oxml_element, check_pages, pdf_pages, work_truth, dates, linkedin,
write_text and write_truth come from holdout_render.py.
Run from this folder: python3 render_batch51.py
"""
import os
import shutil
import tempfile
from xml.sax.saxutils import escape

from holdout_render import (FILES, bottom_border, check_pages, chromium_pdf, dates, libreoffice_pdf, linkedin,
                            lo_page_count, new_docx, oxml_element, pdf_pages, reportlab_dejavu, work_truth,
                            write_text, write_truth)

# The helpers' LibreOffice and Chromium runs use tempfile (and the programs honour TMPDIR): keep them out of /tmp.
SCRATCH = os.environ.get("AY51_SCRATCH", "/var/tmp/ay51")


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


def tab_line(container, left, right, width, bold_left=True, italic_left=False, bold_right=False, after=0,
             before=0, size=None, keep=True):
    """A paragraph in `container` (a document or a cell) with `left`, a tab to a right-aligned stop at `width`,
    then `right`."""
    from docx.enum.text import WD_TAB_ALIGNMENT
    from docx.shared import Pt
    p = container.add_paragraph()
    fmt = p.paragraph_format
    fmt.space_after = Pt(after); fmt.space_before = Pt(before); fmt.keep_with_next = keep
    fmt.tab_stops.add_tab_stop(width, WD_TAB_ALIGNMENT.RIGHT)
    r = p.add_run(left); r.bold = bold_left; r.italic = italic_left
    if size: r.font.size = Pt(size)
    r = p.add_run("\t" + right); r.bold = bold_right
    if size: r.font.size = Pt(size)
    return p


def cell_width(cell, width):
    """Sets a table cell's width (python-docx writes w:tcW; LibreOffice and Word both read it)."""
    cell.width = width


# ---- ay1: clinical research associate (Munich), LibreOffice PDF of a German-style DOCX, dates in a left column ---
AY1_ALPENLAND = ("Alpenland CRO GmbH", "Munich")
AY1_ALPENLAND_PRINTED = "Alpenland CRO GmbH (now part of Meridian Clinical Research), Munich"
AY1_JOBS = [  # (title, company, place, date text, date span, printed employer line, bullets)
    ("Senior Clinical Research Associate (freelance)", "Brennecke Pharma AG", "Munich", "since 09/2022",
     ("2022-09", None, True),
     "Brennecke Pharma AG, Munich – contract through Westpark Life Science Staffing GmbH",
     ["Lead CRA for 9 sites in Germany and Austria on a Phase III study in HER2-low metastatic breast cancer and a "
      "Phase Ib/II study in relapsed/refractory AML.",
      "On-site, remote and risk-based monitoring visits (SIV, IMV, COV); source data review in Medidata Rave, query "
      "follow-up and protocol deviation management.",
      "Keep the eTMF and investigator site files inspection-ready in Veeva Vault; prepared two sites for a BfArM "
      "GCP inspection with no critical or major findings.",
      "Feasibility and site selection for a paediatric rare-disease programme (4 sites); co-wrote the study's "
      "monitoring plan."]),
    ("Lecturer (part-time): Clinical Trial Monitoring and GCP", "Akademie für Klinische Forschung Süd", "Munich",
     "since 2021", ("2021", None, True), "Akademie für Klinische Forschung Süd, Munich",
     ["Teach the monitoring and GCP modules of the academy's CRA certificate course (about six teaching days a "
      "year) and sit on its examination board."]),
    ("Clinical Research Associate II", *AY1_ALPENLAND, "03/2019 – 08/2022", ("2019-03", "2022-08"),
     AY1_ALPENLAND_PRINTED,
     ["Monitored 6–8 sites at a time across Bavaria and Baden-Württemberg in Phase II/III oncology and "
      "haematology trials for mid-sized European and US sponsors.",
      "Moved two studies to remote source data verification during the COVID-19 pandemic; visit reports "
      "submitted within five working days (98% on time).",
      "Trained and co-monitored four new CRAs; regional CRA mentor from 2021."]),
    ("Clinical Research Associate I", *AY1_ALPENLAND, "04/2016 – 02/2019", ("2016-04", "2019-02"),
     AY1_ALPENLAND_PRINTED,
     ["Site initiation, interim monitoring and close-out visits for two Phase III oncology studies (12 sites); IMP "
      "accountability, SAE reconciliation and ethics committee submissions."]),
    ("Study Coordinator, Department of Haematology and Oncology", "Klinikum Nymphenburg gGmbH", "Munich",
     "10/2013 – 03/2016", ("2013-10", "2016-03"), "Klinikum Nymphenburg gGmbH, Munich",
     ["Coordinated 14 investigator-initiated and industry trials in the haematology/oncology day clinic: "
      "screening logs, visit scheduling, eCRF entry and shipment of biological samples.",
      "First point of contact for the sponsors' CRAs during monitoring visits and two sponsor audits."]),
]
AY1_EDUCATION = [  # (dates, qualification, school, remark)
    ("10/2011 – 09/2013", "Master of Science (M.Sc.) Biochemistry", "Ludwig-Maximilians-Universität München",
     "Final grade 1.6 · Master's thesis: “FLT3-ITD signalling and resistance to midostaurin in AML cell lines”"),
    ("10/2008 – 09/2011", "Bachelor of Science (B.Sc.) Biology", "Universität Regensburg",
     "Final grade 2.0 · Erasmus semester at Uppsala University, Sweden (spring 2010)"),
    ("06/2008", "Abitur", "Isartal-Gymnasium, Landshut", "Grade 1.8 · advanced courses: Biology and English"),
]
AY1_CERTS = [
    ("Certified Clinical Research Associate (CCRA®) – ACRP, 2019, recertified 2023",
     "Certified Clinical Research Associate (CCRA®)"),
    ("ICH E6(R3) Good Clinical Practice – refresher, 2025", "ICH E6(R3) Good Clinical Practice"),
    ("Risk-Based Quality Management in Clinical Trials – DIA online course, 2021",
     "Risk-Based Quality Management in Clinical Trials"),
    ("Shipping of Dangerous Goods, IATA Category B (UN3373) – 2024",
     "Shipping of Dangerous Goods, IATA Category B (UN3373)"),
]
AY1_SKILL_GROUPS = [
    ("Clinical operations", ["Site feasibility and selection", "Site initiation and close-out visits",
                             "Risk-based and remote monitoring", "Source data verification and review",
                             "eTMF and ISF management", "Protocol deviation and CAPA follow-up",
                             "GCP inspection readiness"]),
    ("Therapeutic areas", ["Oncology (solid tumours)", "Haematology (AML, MDS)", "Paediatric rare diseases"]),
    ("Systems", ["Medidata Rave EDC", "Veeva Vault CTMS and eTMF", "Suvoda IRT", "MS Office"]),
]
AY1_LANGUAGES = [("German", "native"), ("English", "fluent (C1)"), ("Swedish", "intermediate (B1)"),
                 ("French", "basic")]


def ay1_cra_lo():
    from docx.enum.table import WD_TABLE_ALIGNMENT
    from docx.shared import Cm, Pt, RGBColor

    teal = RGBColor(0x0E, 0x5E, 0x6F)
    grey = RGBColor(0x55, 0x55, 0x55)
    document = new_docx(author="Johanna Brückner", title="Lebenslauf / CV – Johanna Brückner",
                        page=(Cm(21.0), Cm(29.7)), margins=(Cm(2.0), Cm(1.7)), font="Arial", size=9.5,
                        space_after=1)
    document.styles["List Bullet"].paragraph_format.space_after = Pt(0)
    document.styles["List Bullet"].font.size = Pt(9.5)
    left_w, right_w = Cm(3.4), Cm(13.6)

    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(0)
    r = p.add_run("Johanna Brückner"); r.bold = True; r.font.size = Pt(21); r.font.color.rgb = teal
    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(3)
    r = p.add_run("Senior Clinical Research Associate | Oncology & Haematology Trials, Phase I–III")
    r.font.size = Pt(11.5)
    p = document.add_paragraph("Wörthstraße 14, 81667 Munich, Germany  |  +49 151 5550 1742  |  "
                               "johanna.brueckner@example.com  |  ")
    p.paragraph_format.space_after = Pt(0)
    docx_hyperlink(p, "https://www.linkedin.com/in/johanna-brueckner-cra", "linkedin.com/in/johanna-brueckner-cra",
                   color="0E5E6F")
    p = document.add_paragraph()
    r = p.add_run("Date of birth: 14 June 1988  |  Nationality: German  |  Driving licence: class B")
    r.font.color.rgb = grey
    p.paragraph_format.space_after = Pt(4)
    bottom_border(p, color="0E5E6F", size="8")

    def heading(text):
        q = document.add_paragraph()
        q.paragraph_format.space_before = Pt(10); q.paragraph_format.space_after = Pt(3)
        q.paragraph_format.keep_with_next = True
        r = q.add_run(text); r.bold = True; r.font.size = Pt(11); r.font.color.rgb = teal
        bottom_border(q, color="9FC5CC", size="4")

    def dated_table(rows):
        """A borderless two-column table: the dates in the narrow left cell, the entry in the right one; rows are
        (dates, [(text, bold, italic, grey)], bullets)."""
        table = document.add_table(rows=0, cols=2)
        table.alignment = WD_TABLE_ALIGNMENT.LEFT
        table.autofit = False
        table.columns[0].width, table.columns[1].width = left_w, right_w
        for when, lines, bullets in rows:
            row = table.add_row()
            row._tr.get_or_add_trPr().append(oxml_element("w:cantSplit"))
            cells = row.cells
            cell_width(cells[0], left_w); cell_width(cells[1], right_w)
            q = cells[0].paragraphs[0]
            r = q.add_run(when); r.bold = True; r.font.color.rgb = teal
            first = cells[1].paragraphs[0]
            for i, (text, bold, italic, is_grey) in enumerate(lines):
                q = first if i == 0 else cells[1].add_paragraph()
                q.paragraph_format.keep_with_next = True
                r = q.add_run(text); r.bold = bold; r.italic = italic
                if is_grey: r.font.color.rgb = grey
            for item in bullets:
                cells[1].add_paragraph(item, style="List Bullet")
            last = cells[1].paragraphs[-1]
            last.paragraph_format.space_after = Pt(6)
        return table

    heading("PROFILE")
    document.add_paragraph(
        "Clinical research associate with twelve years in oncology and haematology trials: two and a half years as "
        "a study coordinator at a Munich hospital, six years with a full-service CRO and, since 2022, freelance "
        "senior CRA for a Munich-based sponsor. ACRP-certified, at home with risk-based monitoring and inspection "
        "preparation, and a part-time lecturer on GCP. Looking for a permanent Lead CRA or Clinical Trial Manager "
        "position in the Munich area.")

    heading("PROFESSIONAL EXPERIENCE")
    dated_table([(when, [(title, True, False, False), (printed, False, True, False)], items)
                 for title, _, _, when, _, printed, items in AY1_JOBS])

    heading("EDUCATION")
    dated_table([(when, [(qualification, True, False, False), (school, False, True, False),
                         (remark, False, False, True)], [])
                 for when, qualification, school, remark in AY1_EDUCATION])

    heading("CERTIFICATIONS")
    for printed, _ in AY1_CERTS:
        document.add_paragraph(printed, style="List Bullet")

    heading("SKILLS")
    for label, items in AY1_SKILL_GROUPS:
        q = document.add_paragraph()
        q.add_run(label + ": ").bold = True
        q.add_run(", ".join(items))

    heading("LANGUAGES")
    document.add_paragraph("  ·  ".join(f"{l} – {f}" for l, f in AY1_LANGUAGES))

    heading("INTERESTS")
    document.add_paragraph("Ski touring, choir (alto, Munich Bach society), volunteering at the Tafel food bank.")

    p = document.add_paragraph("Munich, 10 November 2025"); p.paragraph_format.space_before = Pt(14)
    p = document.add_paragraph(); r = p.add_run("Johanna Brückner"); r.italic = True

    name = "ay1-johanna-brueckner"
    libreoffice_pdf(document, name, 2)
    write_truth(name, {
        "basics": {"name": "Johanna Brückner",
                   "label": "Senior Clinical Research Associate | Oncology & Haematology Trials, Phase I–III",
                   "email": "johanna.brueckner@example.com", "phone": "+49 151 5550 1742",
                   "location": {"city": "Munich"}, "profiles": [linkedin("johanna-brueckner-cra")]},
        "work": work_truth(AY1_JOBS),
        "education": [
            {"institution": "Ludwig-Maximilians-Universität München", "study_type": "Master of Science (M.Sc.)",
             "area": "Biochemistry", "score": "1.6", "dates": dates("2011-10", "2013-09", text="10/2011 – 09/2013")},
            {"institution": "Universität Regensburg", "study_type": "Bachelor of Science (B.Sc.)", "area": "Biology",
             "score": "2.0", "dates": dates("2008-10", "2011-09", text="10/2008 – 09/2011")},
            {"institution": "Isartal-Gymnasium", "study_type": "Abitur", "score": "1.8",
             "dates": dates(None, "2008-06", text="06/2008")}],
        "skills": [{"name": s} for _, items in AY1_SKILL_GROUPS for s in items],
        "certificates": [{"name": n} for _, n in AY1_CERTS],
        "languages": [{"language": l, "fluency": f} for l, f in AY1_LANGUAGES],
    })


# ---- ay2: agile coach (Utrecht), WeasyPrint of a resume builder's template, dates before the title ---------------
AY2_KADMOS = ("Kadmos Software B.V.", "Utrecht")
AY2_ENTRIES = [  # ("job", title, company, place, date text, span, printed employer line, bullets) or ("break", ...)
    ("job", "Agile Coach (interim, 32 h/week)", "Delta Netbeheer B.V.", "Arnhem", "Apr 2023 – present",
     ("2023-04", None, True), "Delta Netbeheer B.V., Arnhem · via Hoogland Interim Professionals",
     ["Agile coach for two Agile Release Trains (14 teams, about 130 people) in the grid operator's move to "
      "digital outage management and smart-meter data services.",
      "Coach product owners, RTEs and team leads; introduced flow metrics and a quarterly portfolio review that "
      "cut average feature lead time from 19 to 11 weeks.",
      "Set up a Scrum Master community of practice (16 members) and a six-month coaching track for new Scrum "
      "Masters."]),
    ("job", "Guest Lecturer, Agile Project Management (part-time)", "Domstad Hogeschool", "Utrecht",
     "Sept 2022 – now", ("2022-09", None, True), "Domstad Hogeschool, Utrecht",
     ["Teach the Scrum and Kanban block of the part-time bachelor's programme Business IT & Management, one "
      "evening a week in the autumn semester."]),
    ("job", "Release Train Engineer (contract)", "Polderbank N.V.", "Amsterdam", "Q3 2020 – Q1 2023",
     ("2020-07", "2023-03"), "Polderbank N.V., Amsterdam · contract through TalentBrug B.V.",
     ["RTE of the mortgages Agile Release Train (9 teams): PI Planning remote and on site, ART syncs, "
      "inspect-and-adapt workshops and dependency management with four other trains.",
      "Raised the train's predictability (planned against delivered PI objectives) from 61% to 84% over five PIs.",
      "Worked with risk and compliance to build DNB and EBA outsourcing requirements into the definition of done."]),
    ("break", "Sabbatical", "Jul 2019 – Jun 2020",
     "Travelled through South and Central America: a three-month Spanish course in Sucre, Bolivia, and four months "
     "as a volunteer IT teacher at a community school near Cusco, Peru."),
    ("job", "Lead Scrum Master", *AY2_KADMOS, "Jul 2017 – Jun 2019", ("2017-07", "2019-06"), None,
     ["Led five Scrum Masters across eight teams building a SaaS planning platform for Dutch housing "
      "associations; introduced Nexus for the three teams sharing the tenant portal backlog."]),
    ("job", "Scrum Master", *AY2_KADMOS, "Feb 2015 – Jun 2017", ("2015-02", "2017-06"), None,
     ["Scrum Master for two product teams; moved releases from quarterly to every sprint together with the "
      "DevOps engineers."]),
    ("job", "Java Developer", *AY2_KADMOS, "Sep 2011 – Jan 2015", ("2011-09", "2015-01"), None,
     ["Back-end development in Java and Spring for the planning engine; took on the Scrum Master role for my own "
      "team in 2014."]),
]
AY2_JOBS = [e[1:6] + e[7:] for e in AY2_ENTRIES if e[0] == "job"]  # (title, company, place, text, span, bullets)
AY2_CERTS = [
    ("Professional Scrum Master II (PSM II) — Scrum.org, 2019", "Professional Scrum Master II (PSM II)"),
    ("SAFe® 6 Release Train Engineer (RTE) — Scaled Agile, Inc., 2021, renewed 2024",
     "SAFe® 6 Release Train Engineer (RTE)"),
    ("ICAgile Certified Professional in Agile Coaching (ICP-ACC) — ICAgile, 2023",
     "ICAgile Certified Professional in Agile Coaching (ICP-ACC)"),
    ("Kanban Management Professional (KMP I) — Kanban University, 2020", "Kanban Management Professional (KMP I)"),
    ("PRINCE2® Foundation — AXELOS, 2013", "PRINCE2® Foundation"),
]
AY2_SKILLS = ["Scrum", "Kanban and flow metrics", "SAFe (ART launch, PI Planning)", "Nexus", "Team coaching",
              "Leadership coaching", "Facilitation and Liberating Structures", "OKRs", "Jira Align",
              "Jira and Confluence", "Miro", "Java and Spring (former developer)"]
AY2_LANGUAGES = [("Dutch", "native"), ("English", "fluent (C2)"), ("German", "good (B2)"), ("Spanish", "basic (A2)")]


def ay2_agile_coach_weasyprint():
    from weasyprint import HTML

    def role(when, title):
        return (f'<p class="role"><span class="when">{escape(when)}</span><span class="sep"> | </span>'
                f'<span class="title">{escape(title)}</span></p>\n')

    def bullets(items):
        return "<ul>" + "".join(f"<li>{escape(i)}</li>" for i in items) + "</ul>\n" if items else ""

    body, in_group = "", False
    for entry in AY2_ENTRIES:
        if entry[0] == "break":
            _, title, when, text = entry
            body += f'<div class="entry">{role(when, title)}<p class="note">{escape(text)}</p></div>\n'
            continue
        _, title, company, place, when, _, printed, items = entry
        if printed:
            body += f'<div class="entry">{role(when, title)}<p class="org">{escape(printed)}</p>{bullets(items)}</div>\n'
        else:  # the roles at one employer: one group heading, then each role with its dates before the title
            if not in_group:
                body += (f'<div class="group"><p class="org grouphead">{escape(company)}, {escape(place)}</p>'
                         '</div>\n')
                in_group = True
            body += f'<div class="entry sub">{role(when, title)}{bullets(items)}</div>\n'
    education = "".join(
        f'<div class="entry">{role(when, q)}<p class="org">{escape(s)}</p>'
        + (f'<p class="note">{escape(remark)}</p>' if remark else "") + "</div>\n"
        for when, q, s, remark in (
            ("2007 – 2011", "Bachelor of ICT, Software Engineering (HBO)", "Hogeschool Utrecht",
             "Average 7.8/10 · graduation project at Kadmos Software: a continuous delivery pipeline for the "
             "planning engine"),
            ("2001 – 2007", "VWO, Nature & Technology profile", "Stichtse Vecht College, Maarssen", None)))
    html = f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Thijs van Bommel – CV</title>
<meta name="generator" content="Jobfolio CV Maker 2.4 (template: Amsterdam)">
<style>
@page {{ size: A4; margin: 14mm 16mm 14mm 16mm;
        @bottom-right {{ content: "Thijs van Bommel – CV – page " counter(page) " of " counter(pages);
                         font-family: "DejaVu Sans", sans-serif; font-size: 7.5pt; color: #8a8f98; }} }}
body {{ font-family: "DejaVu Sans", sans-serif; font-size: 8.9pt; color: #22262b; line-height: 1.38; }}
header {{ border-left: 5px solid #e0662f; padding-left: 12px; margin-bottom: 10px; }}
h1 {{ font-size: 22pt; margin: 0; font-weight: bold; color: #22262b; }}
.label {{ font-size: 11pt; color: #e0662f; margin: 1px 0 5px; }}
.contact {{ font-size: 8.5pt; color: #4a5058; }}
.contact span + span::before {{ content: "  /  "; color: #c0c4ca; }}
.contact a {{ color: #4a5058; text-decoration: none; }}
h2 {{ font-size: 10pt; letter-spacing: 1.2px; text-transform: uppercase; color: #e0662f; margin: 14px 0 6px;
      border-bottom: 0.8px solid #e6e8eb; padding-bottom: 2px; }}
.entry {{ margin: 0 0 8px; break-inside: avoid; }}
.entry.sub {{ margin-left: 12px; }}
p {{ margin: 0 0 3px; }}
p.role {{ margin: 0; }}
.when {{ color: #6b717a; letter-spacing: .2px; }}
.sep {{ color: #c0c4ca; }}
.title {{ font-weight: bold; }}
.org {{ font-style: italic; color: #3b4047; margin: 0 0 1px; }}
.grouphead {{ font-style: normal; font-weight: bold; color: #22262b; margin-top: 4px; }}
.note {{ color: #4a5058; }}
ul {{ margin: 1px 0 0; padding-left: 14px; }}
li {{ margin-bottom: 1px; }}
.skills span {{ display: inline-block; border: 0.7px solid #d5d8dc; border-radius: 3px; padding: 0 5px;
               margin: 0 4px 4px 0; }}
</style></head>
<body>
<header>
  <h1>Thijs van Bommel</h1>
  <div class="label">Agile Coach &amp; Scrum Master | Interim | SAFe, Scrum, Kanban</div>
  <div class="contact"><span>Utrecht, Netherlands</span><span>+31 6 5550 1836</span><span><a href="mailto:thijs.vanbommel@example.com">thijs.vanbommel@example.com</a></span><span><a href="https://www.linkedin.com/in/thijsvanbommel-agile">linkedin.com/in/thijsvanbommel-agile</a></span></div>
</header>
<h2>Profile</h2>
<p>Agile coach and release train engineer with fourteen years in software, the first eight at a Utrecht SaaS
company where I went from Java developer to lead Scrum Master. Since 2020 I work as an interim professional for
a bank and a grid operator, coaching teams and leaders in Scrum, Kanban and SAFe and making delivery measurable.
Pragmatic, calm in large rooms, and happy to leave when the teams no longer need me.</p>
<h2>Assignments &amp; Employment</h2>
{body}<h2>Education &amp; Training</h2>
{education}<h2>Certifications</h2>
<ul>{"".join(f"<li>{escape(p)}</li>" for p, _ in AY2_CERTS)}</ul>
<h2>Skills</h2>
<p class="skills">{"".join(f"<span>{escape(s)}</span>" for s in AY2_SKILLS)}</p>
<h2>Languages</h2>
<p>{" · ".join(f"{escape(l)} – {escape(f)}" for l, f in AY2_LANGUAGES)}</p>
<h2>Other</h2>
<p>Available 32–40 hours a week at one month's notice · registered with the Chamber of Commerce (KvK) as a
self-employed professional · driving licence B</p>
</body></html>
"""
    name = "ay2-thijs-van-bommel"
    path = os.path.join(FILES, name + ".pdf")
    HTML(string=html).write_pdf(path)
    check_pages(name, pdf_pages(path), 2)
    write_truth(name, {
        "basics": {"name": "Thijs van Bommel", "label": "Agile Coach & Scrum Master | Interim | SAFe, Scrum, Kanban",
                   "email": "thijs.vanbommel@example.com", "phone": "+31 6 5550 1836",
                   "location": {"city": "Utrecht"}, "profiles": [linkedin("thijsvanbommel-agile")]},
        "work": work_truth(AY2_JOBS),
        "education": [
            {"institution": "Hogeschool Utrecht", "study_type": "Bachelor of ICT", "area": "Software Engineering",
             "score": "7.8/10", "dates": dates("2007", "2011", text="2007 – 2011")},
            {"institution": "Stichtse Vecht College", "study_type": "VWO", "area": "Nature & Technology",
             "dates": dates("2001", "2007", text="2001 – 2007")}],
        "skills": [{"name": s} for s in AY2_SKILLS],
        "certificates": [{"name": n} for _, n in AY2_CERTS],
        "languages": [{"language": l, "fluency": f} for l, f in AY2_LANGUAGES],
    })


# ---- ay3: technical writer (Gothenburg), Markdown, employer first, ISO dates ---------------------------------------
AY3_KVADRAT = ("Kvadrat Konsult AB", "Gothenburg")
AY3_NORDKAP = ("Nordkap Marine Systems AB", "Kungälv")
AY3_JOBS = [
    ("Senior Technical Writer (consultant)", *AY3_KVADRAT, "2021-12 – present", ("2021-12", None, True),
     ["Write and restructure service information in DITA XML (about 2,400 topics) for electric drivelines and "
      "high-voltage batteries; reviewer for three junior writers.",
      "Moved the release notes and API documentation to a docs-as-code flow: Markdown in Git, MkDocs, and Vale "
      "style checks in CI.",
      "Cut translation cost by 22% in two years through topic reuse and Simplified Technical English "
      "(ASD-STE100)."]),
    ("Technical Writer (consultant)", *AY3_KVADRAT, "2019-03 – 2021-11", ("2019-03", "2021-11"),
     ["Installation, operating and safety manuals for collaborative robots, written to the Machinery Directive; "
      "kept the terminology base in Swedish, English and German."]),
    ("Freelance Translator and Localization Reviewer, Swedish–English (part-time)", "Lindholm Språk", "Gothenburg",
     "2017 – ongoing", ("2017", None, True),
     ["Evenings and weekends: technical and marketing texts for three translation agencies, about 150,000 words a "
      "year in memoQ and Trados Studio."]),
    ("Technical Writer", *AY3_NORDKAP, "2015-09 – 2019-02", ("2015-09", "2019-02"),
     ["Operator and maintenance manuals for ship navigation and dynamic positioning systems, written to S1000D "
      "in a common source database.",
      "Led the move from FrameMaker books to S1000D data modules (about 6,000 modules) with the IT department "
      "and an external CSDB vendor."]),
    ("Documentation Coordinator", *AY3_NORDKAP, "2013-06 – 2015-08", ("2013-06", "2015-08"),
     ["Ran the document register and the translation of delivery documentation into six languages for "
      "shipyards in Norway, Korea and Brazil."]),
]
AY3_CERTS = [
    ("Certified Professional Technical Communicator (CPTC), Foundation — Society for Technical Communication, 2018",
     "Certified Professional Technical Communicator (CPTC), Foundation"),
    ("Simplified Technical English (ASD-STE100) writer training — online course, 2020",
     "Simplified Technical English (ASD-STE100) writer training"),
    ("DITA 1.3 Authoring — Oxygen XML online course, 2019", "DITA 1.3 Authoring"),
]
AY3_SKILLS = ["DITA XML", "S1000D", "Markdown and MkDocs", "Git", "Oxygen XML Author", "Arbortext Editor",
              "Adobe FrameMaker", "memoQ", "Trados Studio", "Vale style checks", "Simplified Technical English",
              "Terminology management", "Information architecture"]
AY3_LANGUAGES = [("Swedish", "native"), ("English", "fluent (C2)"), ("German", "good (B1)"), ("Finnish", "basic")]


def ay3_technical_writer_md():
    k, n = AY3_JOBS[0:2], AY3_JOBS[3:5]
    free = AY3_JOBS[2]

    def role(job, client=None):
        title, _, _, when, _, items = job
        out = [f"**{title}** · {when}" + ("  " if client else "")]
        if client:
            out.append(f"Client: {client}")
        out.append("")
        out += [f"- {i}" for i in items]
        return out + [""]

    lines = [
        "# Maja Lindholm", "",
        "**Senior Technical Writer** | DITA XML, docs-as-code & S1000D", "",
        "Gothenburg, Sweden · +46 70 555 41 82 · [maja.lindholm@example.com](mailto:maja.lindholm@example.com) · "
        "[linkedin.com/in/majalindholm-techwriter](https://www.linkedin.com/in/majalindholm-techwriter)", "",
        "## Summary", "",
        "Technical writer with twelve years in marine, robotics and automotive documentation: structured authoring "
        "in DITA and S1000D, docs-as-code for software teams, and a translator's eye for text that has to work in "
        "ten languages. Currently a senior consultant placed with a truck manufacturer's service information team. "
        "Looking for a permanent lead technical writer or information architect role in the Gothenburg region.", "",
        "## Work experience", "",
        f"### {AY3_KVADRAT[0]} — {AY3_KVADRAT[1]}", "",
        "*Engineering and documentation consultancy; employed as a consultant and placed with clients.*", "",
    ]
    lines += role(k[0], "Västkust Lastvagnar AB — service and repair information for the electric truck range")
    lines += ["**Parental leave** · 2020-05 – 2021-01", ""]
    lines += role(k[1], "Hisingen Robotics AB — user and safety documentation for collaborative robots")
    lines += [f"### {free[1]} (own firm, part-time) — {free[2]}", ""]
    lines += role(free)
    lines += [f"### {AY3_NORDKAP[0]} (acquired by Halvard Group in 2018) — {AY3_NORDKAP[1]}", ""]
    lines += role(n[0]) + role(n[1])
    lines += [
        "## Education", "",
        "**Higher Vocational Education Diploma in Technical Communication** (400 YH credits) — Teknikhögskolan Väst, "
        "Gothenburg — 2011-08 – 2013-05  ",
        "Including a 20-week workplace internship (LIA) at Nordkap Marine Systems.", "",
        "**Bachelor of Arts in English** (180 credits) — University of Gothenburg — 2008–2011  ",
        "Thesis: “Passive voice and reader uptake in Swedish–English technical manuals”.", "",
        "**Upper secondary diploma, Natural Science Programme** — Västerleden Gymnasium, Gothenburg — 2005–2008", "",
        "## Certifications", "",
    ]
    lines += [f"- {p}" for p, _ in AY3_CERTS]
    lines += ["", "## Skills", "", ", ".join(AY3_SKILLS), "", "## Languages", ""]
    lines += [f"- {l} — {f}" for l, f in AY3_LANGUAGES]
    lines += ["", "## Other", "", "Driving licence B. Board member of the Swedish technical communicators' "
              "association's West chapter since 2022.", ""]
    name = "ay3-maja-lindholm"
    write_text(name + ".md", "\n".join(lines))
    write_truth(name, {
        "basics": {"name": "Maja Lindholm", "label": "Senior Technical Writer | DITA XML, docs-as-code & S1000D",
                   "email": "maja.lindholm@example.com", "phone": "+46 70 555 41 82",
                   "location": {"city": "Gothenburg"}, "profiles": [linkedin("majalindholm-techwriter")]},
        "work": work_truth(AY3_JOBS),
        "education": [
            {"institution": "Teknikhögskolan Väst", "study_type": "Higher Vocational Education Diploma",
             "area": "Technical Communication", "dates": dates("2011-08", "2013-05", text="2011-08 – 2013-05")},
            {"institution": "University of Gothenburg", "study_type": "Bachelor of Arts", "area": "English",
             "dates": dates("2008", "2011", text="2008–2011")},
            {"institution": "Västerleden Gymnasium", "study_type": "Upper secondary diploma",
             "area": "Natural Science Programme", "dates": dates("2005", "2008", text="2005–2008")}],
        "skills": [{"name": s} for s in AY3_SKILLS],
        "certificates": [{"name": n} for _, n in AY3_CERTS],
        "languages": [{"language": l, "fluency": f} for l, f in AY3_LANGUAGES],
    })


# ---- ay4: facilities manager (Singapore), DOCX kept as the Word file, employer headings over dated roles -----------
AY4_ORCHID = ("Orchid Integrated Services Pte Ltd", "Singapore")
AY4_KALLANG = ("Kallang Engineering Services Pte Ltd", "Singapore")
AY4_GROUPS = [  # (printed employer line, place, [(title, company, place, date text, span, bullets)])
    ("Orchid Integrated Services Pte Ltd (formerly Straits Facility Services Pte Ltd)", "Singapore", [
        ("Senior Facilities Manager – Healthcare & Institutional Portfolio", *AY4_ORCHID, "Mar. 2019–Present",
         ("2019-03", None, True),
         ["Lead 3 facilities managers, 11 executives and supervisors and about 160 outsourced staff across a "
          "1,000-bed community hospital, two polyclinics and a nursing home (contract value S$38 million over five "
          "years).",
          "Run planned and corrective maintenance, chiller plant operations and the term contracts for M&E, "
          "cleaning, pest control and landscaping; keep all KPIs above 98% under the outcome-based contract.",
          "Led the hospital's Green Mark Platinum recertification (2022) and a chiller retrofit that cut plant "
          "energy use by 21%.",
          "Transition lead when Straits Facility Services was acquired by Orchid FM Group in 2021: moved 160 staff, "
          "the contracts and the CMMS to Orchid's systems without a service lapse."]),
        ("Acting Cluster Manager (maternity cover)", *AY4_ORCHID, "Jan–Jun 2018", ("2018-01", "2018-06"),
         ["Covered the cluster manager's post for the central region schools portfolio (14 schools) for six months "
          "while keeping my own site."]),
        ("Facilities Manager", *AY4_ORCHID, "Jan 2016–Feb. 2019", ("2016-01", "2019-02"),
         ["Facilities manager for a 24-storey Grade A office tower and a tertiary institution campus with annual "
          "budgets of S$6 million; fire safety, lift modernisation and a BMS upgrade."]),
        ("Assistant Facilities Manager", *AY4_ORCHID, "Jun 2013–Dec 2015", ("2013-06", "2015-12"),
         ["Supported the FM of a polytechnic campus: work orders in the CMMS, vendor management, tender evaluation "
          "and the monthly client reports."]),
    ]),
    ("Temasek Skills Academy", "Singapore", [
        ("Adjunct Trainer, WSQ Facilities Management (part-time, weekends)", "Temasek Skills Academy", "Singapore",
         "2021–Present", ("2021", None, True),
         ["Teach WSQ courses on building maintenance management and energy efficiency to adult learners, about "
          "eight weekends a year."]),
    ]),
    ("Raffles Link Properties Pte Ltd – Marina Crest Tower (contract through PeopleLink Staffing Pte Ltd)",
     "Singapore", [
        ("Building Services Engineer (contract)", "Raffles Link Properties Pte Ltd", "Singapore",
         "Jul 2012–May 2013", ("2012-07", "2013-05"),
         ["Day-to-day M&E operations of a 38-storey office tower: chillers, AHUs, lifts, fire protection and the "
          "electrical switch rooms; supervised the night-shift technicians."]),
    ]),
    ("Kallang Engineering Services Pte Ltd", "Singapore", [
        ("Senior M&E Technician", *AY4_KALLANG, "Apr 2010–Jun 2012", ("2010-04", "2012-06"),
         ["Led a team of four technicians on maintenance contracts for shopping malls and condominiums."]),
        ("M&E Technician", *AY4_KALLANG, "Jul 2008–Mar 2010", ("2008-07", "2010-03"),
         ["Preventive maintenance of air-conditioning, pumps and electrical distribution boards."]),
    ]),
]
AY4_JOBS = [job for _, _, jobs in AY4_GROUPS for job in jobs]
AY4_EDUCATION = [  # (qualification, dates, school line, remark)
    ("BSc (Hons) Facilities Management – Second Class (Upper Division)", "2013 – 2016",
     "Heriot-Watt University (part-time programme, Singapore)",
     "Dissertation: life-cycle cost of chiller replacement in public hospitals"),
    ("Diploma in Mechanical Engineering", "2003 – 2006", "Ngee Ann Polytechnic", "GPA 3.41/4.00"),
    ("GCE ‘O’ Level", "2002", "Tampines Ridge Secondary School", None),
]
AY4_CERTS = [
    ("Certified Facility Manager (CFM®) – IFMA, 2020", "Certified Facility Manager (CFM®)"),
    ("Green Mark Facilities Manager (GMFM) – BCA Academy, 2019", "Green Mark Facilities Manager (GMFM)"),
    ("Fire Safety Manager (FSM) Certificate – SCDF-approved course, 2014", "Fire Safety Manager (FSM) Certificate"),
    ("Licensed Electrical Worker – Electrical Technician, EMA (Licence No. 8-20417), valid to 2027",
     "Licensed Electrical Worker – Electrical Technician"),
]
AY4_SKILL_GROUPS = [
    ("Facilities management", ["Integrated FM contracts (outcome-based)", "Planned and corrective maintenance",
                               "Term contract and vendor management", "Tender specification and evaluation",
                               "Budgeting and cost control", "Contract transition and mobilisation"]),
    ("Building systems", ["Chiller plant optimisation", "BMS and BACnet", "Fire protection systems",
                          "Electrical installations", "Lifts and escalators"]),
    ("Sustainability & tools", ["Green Mark certification", "Energy audits", "CMMS (Maximo, FacilityONE)",
                                "AutoCAD", "Power BI"]),
]


def ay4_facilities_docx():
    from docx.shared import Cm, Pt, RGBColor

    green = RGBColor(0x1E, 0x5B, 0x3A)
    grey = RGBColor(0x59, 0x59, 0x59)
    document = new_docx(author="Muhammad Hafiz bin Rahmat", title="Resume - Muhammad Hafiz bin Rahmat",
                        page=(Cm(21.0), Cm(29.7)), margins=(Cm(1.9), Cm(1.6)), font="Calibri", size=10.5,
                        space_after=1)
    document.styles["List Bullet"].paragraph_format.space_after = Pt(0)
    width = Cm(21.0 - 3.8)

    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(0)
    r = p.add_run("Muhammad Hafiz bin Rahmat"); r.bold = True; r.font.size = Pt(20); r.font.color.rgb = green
    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(3)
    r = p.add_run("Senior Facilities Manager | Integrated FM, Building Services & Sustainability (Green Mark)")
    r.font.size = Pt(12)
    p = document.add_paragraph("Tampines, Singapore 521149  |  +65 9555 0143  |  hafiz.rahmat@example.com")
    p.paragraph_format.space_after = Pt(0)
    p = document.add_paragraph()
    docx_hyperlink(p, "https://www.linkedin.com/in/hafiz-rahmat-fm", "linkedin.com/in/hafiz-rahmat-fm",
                   color="1E5B3A")
    p.paragraph_format.space_after = Pt(4)
    bottom_border(p, color="1E5B3A", size="12")

    def heading(text):
        q = document.add_paragraph()
        q.paragraph_format.space_before = Pt(10); q.paragraph_format.space_after = Pt(3)
        q.paragraph_format.keep_with_next = True
        r = q.add_run(text); r.bold = True; r.font.size = Pt(11.5); r.font.color.rgb = green

    heading("CAREER SUMMARY")
    document.add_paragraph(
        "Facilities manager with 17 years in Singapore's building services and integrated facilities management "
        "industry, from M&E technician to senior facilities manager of a healthcare portfolio. Certified Facility "
        "Manager (IFMA) and Green Mark Facilities Manager, with a part-time degree in facilities management. Known "
        "for steady contract delivery, energy savings and smooth contract transitions, including the integration "
        "of my employer into Orchid FM Group in 2021.")

    heading("CAREER HISTORY")
    for printed, place, jobs in AY4_GROUPS:
        tab_line(document, printed, place, width, before=7, after=1, size=10.5)
        for title, _, _, when, _, items in jobs:
            q = tab_line(document, title, when, width, bold_left=False, italic_left=True, before=2)
            q.runs[0].font.color.rgb = green
            for i, item in enumerate(items):
                b = document.add_paragraph(item, style="List Bullet")
                b.paragraph_format.keep_with_next = i < len(items) - 1

    heading("ACADEMIC QUALIFICATIONS")
    for qualification, when, school, remark in AY4_EDUCATION:
        tab_line(document, qualification, when, width, before=4)
        q = document.add_paragraph(); q.paragraph_format.keep_with_next = bool(remark)
        q.add_run(school).italic = True
        if remark:
            q = document.add_paragraph(); r = q.add_run(remark); r.font.color.rgb = grey

    heading("PROFESSIONAL CERTIFICATIONS & LICENCES")
    for printed, _ in AY4_CERTS:
        document.add_paragraph(printed, style="List Bullet")

    heading("KEY SKILLS")
    for label, items in AY4_SKILL_GROUPS:
        q = document.add_paragraph()
        q.add_run(label + ": ").bold = True
        q.add_run(", ".join(items))

    heading("LANGUAGES")
    document.add_paragraph("English – fluent (spoken and written); Malay – native; Mandarin – basic (spoken)")

    heading("PERSONAL PARTICULARS")
    for line in ("Nationality: Singaporean  |  Notice period: 1 month  |  Expected salary: negotiable",
                 "National Service: completed 2006 – 2008 (3rd Sergeant, Combat Engineers); operationally ready "
                 "NSman"):
        document.add_paragraph(line)

    name = "ay4-hafiz-rahmat"
    path = os.path.join(FILES, name + ".docx")
    document.save(path)
    check_pages(name, lo_page_count(path, name), 2)
    write_truth(name, {
        "basics": {"name": "Muhammad Hafiz bin Rahmat",
                   "label": "Senior Facilities Manager | Integrated FM, Building Services & Sustainability (Green Mark)",
                   "email": "hafiz.rahmat@example.com", "phone": "+65 9555 0143",
                   "location": {"city": "Singapore"}, "profiles": [linkedin("hafiz-rahmat-fm")]},
        "work": work_truth(AY4_JOBS),
        "education": [
            {"institution": "Heriot-Watt University", "study_type": "BSc (Hons)", "area": "Facilities Management",
             "score": "Second Class (Upper Division)", "dates": dates("2013", "2016", text="2013 – 2016")},
            {"institution": "Ngee Ann Polytechnic", "study_type": "Diploma", "area": "Mechanical Engineering",
             "score": "3.41/4.00", "dates": dates("2003", "2006", text="2003 – 2006")},
            {"institution": "Tampines Ridge Secondary School", "study_type": "GCE ‘O’ Level",
             "dates": dates(None, "2002", text="2002")}],
        "skills": [{"name": s} for _, items in AY4_SKILL_GROUPS for s in items],
        "certificates": [{"name": n} for _, n in AY4_CERTS],
        "languages": [{"language": "English", "fluency": "fluent (spoken and written)"},
                      {"language": "Malay", "fluency": "native"}, {"language": "Mandarin", "fluency": "basic (spoken)"}],
    })


# ---- ay5: MEL specialist (Nairobi), ReportLab with a right sidebar on page 1, dates on their own line -------------
AY5_AMANI = ("Amani Health Partners", "Nairobi")
AY5_UJIMA = ("Ujima Community Health Programme", "Kibera, Nairobi")
AY5_JOBS = [  # (title, company, place, date text, span, printed employer line, bullets)
    ("Monitoring, Evaluation & Learning (MEL) Manager", *AY5_AMANI, "March 2022 to date", ("2022-03", None, True),
     "Amani Health Partners, Nairobi",
     ["Lead the MEL unit (5 officers, 22 county data assistants) for a maternal, newborn and adolescent health "
      "portfolio of US$14 million in Nairobi, Kiambu, Machakos and Kajiado counties.",
      "Designed the results framework, indicator reference sheets and the DHIS2 tracker used by 140 health "
      "facilities; quarterly data quality assessments raised report completeness from 78% to 96%.",
      "Commission and manage external baseline, mid-term and end-line evaluations; write the donor reports for "
      "FCDO and two foundations.",
      "Run the learning agenda: quarterly pause-and-reflect sessions with county health teams and three "
      "operations research studies."]),
    ("Senior M&E Officer", *AY5_AMANI, "Jan 2019 – Feb 2022", ("2019-01", "2022-02"), "Amani Health Partners, Nairobi",
     ["Managed routine monitoring for an adolescent HIV prevention project in 60 schools and 35 facilities; built "
      "KoboToolbox forms and Power BI dashboards used by the project managers.",
      "Trained 120 health workers on data collection and reporting tools."]),
    ("Part-time Lecturer – Research Methods & Biostatistics (evening programme)", "Kilimani University College",
     "Nairobi", "2019 to date", ("2019", None, True), "Kilimani University College, Nairobi",
     ["Teach research methods and biostatistics (Stata and R) to diploma and degree students in public health; "
      "supervise about ten final-year research projects a year."]),
    ("Evaluation Consultant (short-term)", "Lake Basin Livelihoods Consortium", "Kisumu", "Q3 2020",
     ("2020-07", "2020-09"), "Lake Basin Livelihoods Consortium, Kisumu",
     ["End-line evaluation of a three-year fish value chain and women's savings groups programme in Kisumu, Homa "
      "Bay and Siaya: mixed-methods design, a 640-household survey and 24 key informant interviews."]),
    ("M&E Officer – Tujenge Jamii OVC Project", "Horizon Development Associates", "Machakos", "Jul 2016 – Dec 2018",
     ("2016-07", "2018-12"),
     "Horizon Development Associates, Machakos — contracted through Savanna HR Solutions Ltd",
     ["Tracked services to 9,000 orphans and vulnerable children and their caregivers; monthly reporting to the "
      "prime partner and the county children's office.",
      "Introduced tablet-based household case management with ODK, replacing paper registers in 18 wards."]),
    ("M&E Assistant", *AY5_UJIMA, "Feb 2014 – Jun 2016", ("2014-02", "2016-06"),
     "Ujima Community Health Programme, Kibera, Nairobi",
     ["Data collection, entry and cleaning for a community health volunteer programme; monthly reports to the "
      "sub-county health records officer."]),
    ("Data Clerk (internship)", *AY5_UJIMA, "Aug 2013 – Jan 2014", ("2013-08", "2014-01"),
     "Ujima Community Health Programme, Kibera, Nairobi", []),
]
AY5_EDUCATION = [  # (qualification, school, dates, remark)
    ("Master of Public Health (MPH)", "University of Nairobi", "2017 – 2019",
     "Thesis: Determinants of antiretroviral therapy adherence among adolescents in Machakos County"),
    ("Bachelor of Science in Statistics – Second Class Honours (Upper Division)", "Kenyatta University",
     "2009 – 2013", None),
    ("Kenya Certificate of Secondary Education (KCSE) – Mean Grade A-", "Limuru Hills Girls' High School",
     "2005 – 2008", None),
]
AY5_CERTS = [
    ("PMD Pro Level 1 (Project Management for Development Professionals) – APMG International, 2018",
     "PMD Pro Level 1 (Project Management for Development Professionals)"),
    ("DHIS2 Fundamentals – DHIS2 Academy, University of Oslo (online), 2020", "DHIS2 Fundamentals"),
    ("Impact Evaluation Methods – online course, World Bank Open Learning Campus, 2021", "Impact Evaluation Methods"),
]
AY5_SKILLS = ["Results frameworks and logframes", "Theory of change", "Indicator design", "Data quality assessment",
              "Mixed-methods evaluation", "Survey design and sampling", "Qualitative analysis", "Learning agendas",
              "Donor reporting (FCDO, USAID)", "DHIS2", "KoboToolbox and ODK", "Stata", "R", "Power BI", "NVivo"]
AY5_LANGUAGES = [("English", "fluent"), ("Kiswahili", "fluent"), ("Kikuyu", "native"), ("French", "basic")]


def ay5_mel_reportlab():
    from reportlab.lib.colors import HexColor, white
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.lib.units import mm
    from reportlab.platypus import (BaseDocTemplate, Frame, FrameBreak, KeepTogether, NextPageTemplate,
                                    PageTemplate, Paragraph, Spacer)

    reportlab_dejavu()
    ochre, panel, ink, mid = HexColor("#9A4B1C"), HexColor("#F4ECE4"), HexColor("#222222"), HexColor("#6A6A6A")
    width, height = A4
    side_w = 62 * mm
    side_x = width - side_w
    main_x = 14 * mm
    main_w = side_x - main_x - 8 * mm
    name = "ay5-faith-mwangi"
    path = os.path.join(FILES, name + ".pdf")

    def first_page(canvas, doc):
        canvas.saveState()
        canvas.setFillColor(panel)
        canvas.rect(side_x, 0, side_w, height, stroke=0, fill=1)
        canvas.setFillColor(ochre)
        canvas.rect(0, height - 4 * mm, width, 4 * mm, stroke=0, fill=1)
        canvas.restoreState()

    def later_page(canvas, doc):
        canvas.saveState()
        canvas.setFillColor(ochre)
        canvas.rect(0, height - 4 * mm, width, 4 * mm, stroke=0, fill=1)
        canvas.setFont("DV", 7.5); canvas.setFillColor(mid)
        canvas.drawRightString(width - 14 * mm, 9 * mm, f"Faith Wanjiru Mwangi – CV – page {doc.page}")
        canvas.restoreState()

    doc = BaseDocTemplate(path, pagesize=A4, leftMargin=0, rightMargin=0, topMargin=0, bottomMargin=0,
                          title="CV – Faith Wanjiru Mwangi", author="Faith Wanjiru Mwangi")
    main1 = Frame(main_x, 12 * mm, main_w, height - 24 * mm, leftPadding=0, rightPadding=0, topPadding=0,
                  bottomPadding=0, id="main1")
    side = Frame(side_x + 7 * mm, 12 * mm, side_w - 13 * mm, height - 24 * mm, leftPadding=0, rightPadding=0,
                 topPadding=0, bottomPadding=0, id="side")
    main2 = Frame(main_x, 14 * mm, width - 2 * main_x, height - 28 * mm, leftPadding=0, rightPadding=0,
                  topPadding=0, bottomPadding=0, id="main2")
    doc.addPageTemplates([PageTemplate(id="first", frames=[side, main1], onPage=first_page),
                          PageTemplate(id="later", frames=[main2], onPage=later_page)])

    s_head = ParagraphStyle("sh", fontName="DV-B", fontSize=9.3, leading=12, textColor=ochre, spaceBefore=9,
                            spaceAfter=3)
    s_side = ParagraphStyle("sd", fontName="DV", fontSize=8, leading=10.6, textColor=ink, spaceAfter=1.5)
    s_side_item = ParagraphStyle("si", parent=s_side, leftIndent=8, bulletIndent=0, spaceAfter=1.8)
    s_name = ParagraphStyle("nm", fontName="DV-B", fontSize=21, leading=25, textColor=ink)
    s_label = ParagraphStyle("lb", fontName="DV", fontSize=9.4, leading=12.5, textColor=ochre, spaceAfter=2)
    s_h = ParagraphStyle("h", fontName="DV-B", fontSize=10.5, leading=13, textColor=ochre, spaceBefore=9,
                         spaceAfter=3)
    s_body = ParagraphStyle("b", fontName="DV", fontSize=8.5, leading=11.4, textColor=ink)
    s_title = ParagraphStyle("t", fontName="DV-B", fontSize=9.1, leading=11.8, textColor=ink)
    s_emp = ParagraphStyle("e", fontName="DV-I", fontSize=8.5, leading=11.2, textColor=ink)
    s_when = ParagraphStyle("w", fontName="DV", fontSize=8.2, leading=11, textColor=mid, spaceAfter=1.5)
    s_bullet = ParagraphStyle("bl", parent=s_body, leftIndent=9, bulletIndent=1, spaceAfter=0.8)

    story = [NextPageTemplate("later"), Spacer(1, 10 * mm), Paragraph("CONTACT", s_head),
             Paragraph("Kilimani, Nairobi, Kenya", s_side),
             Paragraph("P.O. Box 10412-00100, Nairobi", s_side),
             Paragraph("+254 722 555 014", s_side),
             Paragraph('<a href="mailto:faith.mwangi@example.com">faith.mwangi@example.com</a>', s_side),
             Paragraph('<a href="https://www.linkedin.com/in/faith-mwangi-mel">linkedin.com/in/faith-mwangi-mel</a>',
                       s_side),
             Paragraph("CORE SKILLS", s_head)]
    story += [Paragraph(escape(s), s_side_item, bulletText="•") for s in AY5_SKILLS]
    story.append(Paragraph("CERTIFICATIONS", s_head))
    story += [Paragraph(escape(p), s_side_item, bulletText="•") for p, _ in AY5_CERTS]
    story.append(Paragraph("LANGUAGES", s_head))
    story += [Paragraph(f"{escape(l)}: {escape(f)}", s_side) for l, f in AY5_LANGUAGES]
    story.append(Paragraph("PERSONAL DETAILS", s_head))
    story += [Paragraph("Nationality: Kenyan", s_side), Paragraph("Date of birth: 3 May 1990", s_side),
              Paragraph("Marital status: Married", s_side)]
    story.append(FrameBreak())

    story += [Spacer(1, 8 * mm), Paragraph("Faith Wanjiru Mwangi", s_name),
              Paragraph("Monitoring, Evaluation &amp; Learning (MEL) Specialist | Public Health &amp; Livelihoods "
                        "Programmes", s_label),
              Paragraph("PROFESSIONAL SUMMARY", s_h),
              Paragraph("MEL specialist with twelve years in public health and livelihoods programmes in Kenya, from "
                        "data clerk in Kibera to leading the MEL unit of a US$14 million maternal and adolescent "
                        "health portfolio. Strong in results frameworks, DHIS2 and mixed-methods evaluation, with an "
                        "MPH from the University of Nairobi and six years of part-time university teaching in "
                        "biostatistics. Seeking a regional MEL lead position with an international NGO or "
                        "multilateral agency.", s_body),
              Paragraph("EMPLOYMENT RECORD", s_h)]
    for title, _, _, when, _, printed, items in AY5_JOBS:
        block = [Spacer(1, 4), Paragraph(escape(title), s_title), Paragraph(escape(printed), s_emp),
                 Paragraph(escape(when), s_when)]
        block += [Paragraph(escape(i), s_bullet, bulletText="•") for i in items[:1]]
        story.append(KeepTogether(block))
        story += [Paragraph(escape(i), s_bullet, bulletText="•") for i in items[1:]]
    story.append(Paragraph("EDUCATION BACKGROUND", s_h))
    for qualification, school, when, remark in AY5_EDUCATION:
        block = [Spacer(1, 3), Paragraph(escape(qualification), s_title), Paragraph(escape(school), s_emp),
                 Paragraph(escape(when), s_when)]
        if remark:
            block.append(Paragraph(escape(remark), s_body))
        story.append(KeepTogether(block))
    story.append(Paragraph("REFEREES", s_h))
    for line in ("Dr. Peter Otieno Ouma – Country Director, Amani Health Partners – +254 733 555 102 – "
                 "p.ouma@example.org",
                 "Ms. Grace Njeri Kariuki – Chief of Party, Horizon Development Associates – +254 711 555 208 – "
                 "g.kariuki@example.org",
                 "Prof. Samuel Kiprono Rotich – Dean, School of Health Sciences, Kilimani University College – "
                 "+254 720 555 317"):
        story.append(Paragraph(escape(line), s_bullet, bulletText="•"))

    doc.build(story)
    check_pages(name, pdf_pages(path), 2)
    write_truth(name, {
        "basics": {"name": "Faith Wanjiru Mwangi",
                   "label": "Monitoring, Evaluation & Learning (MEL) Specialist | Public Health & Livelihoods Programmes",
                   "email": "faith.mwangi@example.com", "phone": "+254 722 555 014",
                   "location": {"city": "Nairobi"}, "profiles": [linkedin("faith-mwangi-mel")]},
        "work": work_truth(AY5_JOBS),
        "education": [
            {"institution": "University of Nairobi", "study_type": "Master of Public Health (MPH)",
             "dates": dates("2017", "2019", text="2017 – 2019")},
            {"institution": "Kenyatta University", "study_type": "Bachelor of Science", "area": "Statistics",
             "score": "Second Class Honours (Upper Division)", "dates": dates("2009", "2013", text="2009 – 2013")},
            {"institution": "Limuru Hills Girls' High School",
             "study_type": "Kenya Certificate of Secondary Education (KCSE)", "score": "A-",
             "dates": dates("2005", "2008", text="2005 – 2008")}],
        "skills": [{"name": s} for s in AY5_SKILLS],
        "certificates": [{"name": n} for _, n in AY5_CERTS],
        "languages": [{"language": l, "fluency": f} for l, f in AY5_LANGUAGES],
    })


# ---- ay6: legal translator (Montréal), headless Chromium PDF, employer first, dates after the title ---------------
AY6_FIRM = ("Lavallée Brisson LLP", "Montréal, QC")
AY6_GROUPS = [  # (employer, printed note, place, [(title, company, place, date text, span, bullets)])
    ("Lavallée Brisson LLP", "formerly Lavallée Brisson Gagné s.e.n.c.r.l.", "Montréal, QC", [
        ("Senior Legal Translator (FR > EN)", *AY6_FIRM, "2020–present", ("2020", None, True),
         ["Translate and revise pleadings, judgments, commercial leases, share purchase agreements and securities "
          "disclosure for a 140-lawyer business law firm; about 450,000 words a year.",
          "Revise the work of two translators and freelancers; maintain the firm's bilingual term base (28,000 "
          "entries) and style guide.",
          "Cut turnaround for urgent court filings to 24 hours with a rota and shared translation memories in "
          "Trados GroupShare."]),
        ("Legal Translator", *AY6_FIRM, "2016–2020", ("2016", "2020"),
         ["Translated litigation and corporate documents under the Charter of the French Language and Quebec "
          "civil-law terminology; coordinated outside agencies during peak periods."]),
    ]),
    ("Université Laurentide", "School of Continuing Studies", "Montréal, QC", [
        ("Sessional Lecturer – Legal Translation (part-time, evenings)", "Université Laurentide", "Montréal, QC",
         "Fall 2021 – present", ("2021-09", None, True),
         ["Teach TRA 3350 Legal Translation (French to English) in the certificate in translation, one evening "
          "course each fall and winter term."]),
    ]),
    ("Self-employed", None, "Montréal, QC", [
        ("Freelance Translator (FR > EN)", "Self-employed", "Montréal, QC", "Jan. 2014 – Aug. 2016",
         ("2014-01", "2016-08"),
         ["Legal, financial and cooperative-sector translation for two law firms, a credit union federation and "
          "three translation agencies."]),
    ]),
    ("Navettes du Vieux-Port", None, "Montréal, QC", [
        ("Bilingual Tour Guide (seasonal)", "Navettes du Vieux-Port", "Montréal, QC", "Summers 2011–2013",
         ("2011-06", "2013-08"),
         ["Guided river shuttle and harbour walking tours in English and French for up to 60 visitors at a time."]),
    ]),
]
AY6_JOBS = [job for _, _, _, jobs in AY6_GROUPS for job in jobs]
AY6_EDUCATION = [  # (school, qualification, dates, remark)
    ("Concordia University", "M.A. in Translation Studies", "2012 – 2014",
     "GPA 4.08/4.30 · Thesis: “Translating Quebec civil-law concepts for common-law readers”"),
    ("McGill University", "B.A. Honours in French Language and Literature (Translation option)", "2008 – 2012",
     "CGPA 3.71/4.00 · Dean's Honour List"),
    ("Dawson College", "Diploma of College Studies (DEC), Languages", "2006 – 2008", None),
]
AY6_CERTS = [
    ("Certified Translator (French to English), OTTIAQ – permit no. 2016-0873",
     "Certified Translator (French to English)"),
    ("ATA Certified Translator, French into English – American Translators Association, 2019",
     "ATA Certified Translator, French into English"),
    ("Trados Studio 2021 Advanced – RWS, 2022", "Trados Studio 2021 Advanced"),
]
AY6_SKILLS = ["Legal translation", "Financial and securities translation", "Revision and quality assurance",
              "Terminology management", "Quebec civil-law terminology", "Trados Studio and GroupShare", "memoQ",
              "Xbench", "Antidote", "TERMIUM Plus", "Juriterm"]
AY6_LANGUAGES = [("English", "native"), ("French", "near-native (C2)"), ("Spanish", "intermediate (B1)")]


def ay6_translator_chromium():
    groups = ""
    for employer, note, place, jobs in AY6_GROUPS:
        head = f'<span class="emp">{escape(employer)}</span>'
        if note:
            head += f' <span class="note">({escape(note)})</span>'
        head += f'<span class="place">, {escape(place)}</span>'
        groups += f'<section class="job"><h3>{head}</h3>\n'
        for title, _, _, when, _, items in jobs:
            groups += (f'<p class="role"><span class="t">{escape(title)}</span> <span class="bar">|</span> '
                       f'<span class="d">{escape(when)}</span></p>\n')
            groups += "<ul>" + "".join(f"<li>{escape(i)}</li>" for i in items) + "</ul>\n"
        groups += "</section>\n"
    education = "".join(
        f'<div class="edu"><h3><span class="emp">{escape(s)}</span></h3><p class="role"><span class="t">'
        f'{escape(q)}</span> <span class="bar">|</span> <span class="d">{escape(w)}</span></p>'
        + (f'<p class="remark">{escape(r)}</p>' if r else "") + "</div>\n"
        for s, q, w, r in AY6_EDUCATION)
    html = f"""<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8"><title>Claire Beaulieu-Hart, C. Tr. – Résumé</title>
<style>
@page {{ size: Letter; margin: 0.55in 0.65in 0.6in 0.65in; }}
* {{ box-sizing: border-box; }}
body {{ font-family: "Liberation Serif", "Times New Roman", serif; font-size: 10.6pt; color: #1b1b1b; margin: 0;
       line-height: 1.3; }}
.top {{ display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 2px solid #7a1f2b;
        padding-bottom: 6px; }}
h1 {{ font-size: 24pt; margin: 0; font-weight: normal; letter-spacing: .5px; color: #7a1f2b; }}
.label {{ font-size: 11.5pt; font-style: italic; margin-top: 2px; }}
.contact {{ text-align: right; font-family: "Liberation Sans", Arial, sans-serif; font-size: 8.6pt; line-height: 1.5; }}
.contact a {{ color: #1b1b1b; text-decoration: none; }}
h2 {{ font-family: "Liberation Sans", Arial, sans-serif; font-size: 9.6pt; letter-spacing: 2px; color: #7a1f2b;
      text-transform: uppercase; margin: 16px 0 6px; }}
h3 {{ font-size: 11pt; margin: 8px 0 1px; font-weight: normal; }}
.emp {{ font-weight: bold; }}
.note {{ font-style: italic; color: #555; }}
.place {{ color: #333; }}
.job, .edu {{ break-inside: avoid; }}
p {{ margin: 0 0 4px; }}
.role {{ margin: 2px 0 0; }}
.role .t {{ font-style: italic; }}
.bar {{ color: #b8a4a7; }}
.d {{ font-family: "Liberation Sans", Arial, sans-serif; font-size: 9pt; color: #444; }}
.remark {{ color: #444; font-size: 9.8pt; }}
ul {{ margin: 2px 0 4px; padding-left: 18px; }}
li {{ margin-bottom: 1.5px; }}
.cols {{ display: flex; gap: 28px; }}
.cols > div {{ flex: 1; }}
</style></head>
<body>
<div class="top">
  <div><h1>Claire Beaulieu-Hart, C. Tr.</h1>
  <div class="label">Certified Translator (French &gt; English) | Legal &amp; Financial Translation</div></div>
  <div class="contact">Plateau-Mont-Royal, Montréal, QC H2J 2L4<br>514-555-0163<br>
  <a href="mailto:claire.beaulieuhart@example.com">claire.beaulieuhart@example.com</a><br>
  <a href="https://www.linkedin.com/in/claire-beaulieu-hart">linkedin.com/in/claire-beaulieu-hart</a></div>
</div>
<h2>Profile</h2>
<p>Montreal-born English-language translator, certified by OTTIAQ and the ATA, with eleven years of legal and financial
translation from French, the last nine in-house at a Montréal business law firm. I revise as carefully as I
translate, keep terminology consistent across thousands of pages, and teach legal translation in the evenings.
Open to a senior or lead translator role with a law firm, a financial institution or a public body.</p>
<h2>Experience</h2>
{groups}<h2>Education</h2>
{education}<h2>Certifications</h2>
<ul>{"".join(f"<li>{escape(p)}</li>" for p, _ in AY6_CERTS)}</ul>
<div class="cols">
<div><h2>Skills &amp; Tools</h2>
<ul>{"".join(f"<li>{escape(s)}</li>" for s in AY6_SKILLS)}</ul></div>
<div><h2>Languages</h2>
<ul>{"".join(f"<li>{escape(l)} – {escape(f)}</li>" for l, f in AY6_LANGUAGES)}</ul>
<h2>Professional Memberships</h2>
<ul><li>Ordre des traducteurs, terminologues et interprètes agréés du Québec (OTTIAQ)</li>
<li>American Translators Association (ATA)</li><li>Literary Translators' Association of Canada</li></ul></div>
</div>
</body></html>
"""
    name = "ay6-claire-beaulieu-hart"
    chromium_pdf(html, name, 2)
    write_truth(name, {
        "basics": {"name": "Claire Beaulieu-Hart",
                   "label": "Certified Translator (French > English) | Legal & Financial Translation",
                   "email": "claire.beaulieuhart@example.com", "phone": "514-555-0163",
                   "location": {"city": "Montréal", "region": "QC"}, "profiles": [linkedin("claire-beaulieu-hart")]},
        "work": work_truth(AY6_JOBS),
        "education": [
            {"institution": "Concordia University", "study_type": "M.A.", "area": "Translation Studies",
             "score": "4.08/4.30", "dates": dates("2012", "2014", text="2012 – 2014")},
            {"institution": "McGill University", "study_type": "B.A. Honours",
             "area": "French Language and Literature", "score": "3.71/4.00",
             "dates": dates("2008", "2012", text="2008 – 2012")},
            {"institution": "Dawson College", "study_type": "Diploma of College Studies (DEC)", "area": "Languages",
             "dates": dates("2006", "2008", text="2006 – 2008")}],
        "skills": [{"name": s} for s in AY6_SKILLS],
        "certificates": [{"name": n} for _, n in AY6_CERTS],
        "languages": [{"language": l, "fluency": f} for l, f in AY6_LANGUAGES],
    })


if __name__ == "__main__":
    made_scratch = not os.path.isdir(SCRATCH)
    os.makedirs(SCRATCH, exist_ok=True)
    tempfile.tempdir = SCRATCH
    old_tmpdir = os.environ.get("TMPDIR")
    os.environ["TMPDIR"] = SCRATCH
    try:
        ay1_cra_lo()
        ay2_agile_coach_weasyprint()
        ay3_technical_writer_md()
        ay4_facilities_docx()
        ay5_mel_reportlab()
        ay6_translator_chromium()
    finally:
        tempfile.tempdir = None
        if old_tmpdir is None:
            os.environ.pop("TMPDIR", None)
        else:
            os.environ["TMPDIR"] = old_tmpdir
        if made_scratch:
            shutil.rmtree(SCRATCH, ignore_errors=True)
