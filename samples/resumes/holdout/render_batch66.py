#!/usr/bin/env python3
"""Renders the sixty-sixth held-out batch (bn1–bn6) into files/ and its truth into truth/.

Written without reading the parser (nor anything under /work/main/Sources, Tests, docs, Benchmarks, .build or
output, nor anything under /tmp or /var/tmp other than this batch's own scratch folder: one listing of /var/tmp
filtered to the name "bn66", to make sure the scratch folder did not exist yet, printed a count of 0); no project
binary (mm-*), swift or git command was run, and the search tools were not used on this project. The only project
files read were holdout_render.py in full, render_batch55.py in full (for the conventions, the truth shape and the
decisions it records), the docstring openings (first 40 lines only) of render_batch50.py to render_batch54.py and
render_batch56.py to render_batch64.py (for the occupations, countries and producers already used) and three truth
files, whole: bd4-hasini-wijesinghe.json (batch 56's final-year undergraduate: an expected degree written is_current
true with its end year and "(Expected)" kept in date_text, a GPA as "score", an undated seasonal job {"is_current":
false}), bb4-catriona-doig.json (batch 54's HR returner: NO entry for the career break, volunteer posts and the paid
returnship as work entries) and bb1-andre-castellanos.json (batch 54's veteran: military roles as separate work
entries with the service as the employer and the post as the place, "(BBA)" kept in the study type). files/ and
truth/ were listed only to make sure no bn* file existed (and, once, filtered to the bb*, bd* and bl* names, to pick
those three truth files); the holdout folder's top level was listed once (names only). render_batch65.py,
render_batch67.py and their files, written at the same time by other helpers, were neither opened nor touched.
Nothing else in the project was read. The helpers job and docx_hyperlink are copied as batch 55 wrote them; school
is written for this batch; the rest comes from holdout_render.py. Scratch files (pdflatex's run folder, the Chromium
profile and print, wkhtmltopdf's page and its Qt runtime folder, the LibreOffice page check of bn5) go to
/var/tmp/bn66 (tempfile.tempdir, TMPDIR and XDG_RUNTIME_DIR point there while the script runs; the runtime folder is
made private, as Qt wants), removed at the end. Nothing was installed. The outputs were checked only from the
outside (pdftotext and pdfinfo on the PDFs, python-docx on the DOCX with its header and tables, the HTML's text
through html.parser, page images with pdftoppm, a LibreOffice PDF of bn5 and a headless Chromium print and
screenshot of bn6, all in the scratch folder): every truth string is in its file's text.

EARLY CAREERS AND CAREER CHANGERS: an early-careers and career-changers desk's inbox in the last week of November
2026, six people in six occupations that batches 50–64's docstrings do not have (they list, among others, a
geomatic engineer, a medical laboratory science graduate, a food science QA executive, a textile engineering
undergraduate, an electrical power graduate, a media graduate, a data engineer, a site reliability engineer, a
ServiceNow developer, an interior designer, a civil site supervisor, a landscape crew leader, a kitchen manager, a
maintenance technician, an aircraft maintenance technician, a lineman, a boilermaker, a marine diesel engineer, an
army supply sergeant turned logistics coordinator, an army vehicle technician turned fleet manager, an HR business
partner and a regulatory affairs specialist back from career breaks, a hotel F&B manager turned data analyst after
a bootcamp, a chemistry teacher turned instructional designer, a carpenter turned building inspector, a security
officer and a corrections officer), one each in the US, Canada, Australia, the UK, Ireland and New Zealand: a
final-year environmental science student in Newark, Delaware; a new planning graduate (BES Honours Planning,
co-op) in Waterloo, Ontario; a fourth-year apprentice light vehicle mechanic placed by a group training
organisation in Bendigo, Victoria; a Royal Engineers corporal turned health and safety advisor in Darlington,
County Durham; a digital marketer back after a five-year career break and a returnship in Bray, County Wicklow; and
a travel branch manager turned junior front-end developer after a bootcamp and a graduate diploma in Auckland.
All six are ONE PAGE, put EDUCATION FIRST, split "Relevant Experience" from "Other Experience", date volunteer and
campus roles like jobs, date projects like jobs, give awards with their years and name their references in full
(with the referees' own phones and emails). Producers: one each of pdflatex, a Google-Docs-style PDF (headless
Chromium, Skia/PDF, as Google Docs' own export is), fpdf2, wkhtmltopdf, a Word file kept as DOCX and a
hand-written HTML page; none of ReportLab, WeasyPrint or a LibreOffice PDF, which batches 50–64 lean on:

- bn1 (pdflatex, Computer Modern 11 pt, US Letter, ONE page): the student's resume in the LaTeX template students
  use most, "JAKE'S RESUME" (sb2nov/resume, MIT), kept with its comments, its \resumeSubheading tables and
  \pdfgentounicode: the centred small-caps name "Dakota R. Lindqvist" over a " $|$ " contact line ("(302)
  555-0176", mailto and LinkedIn links printed underlined, "Newark, DE") and NO label; small-caps section titles
  over a rule. Its EDUCATION entry puts the school and place on the first row and the degree and date on the
  second ("University of Delaware" "Newark, DE" / "Bachelor of Science in Environmental Science, Minor in
  Geography" "Expected May 2027"), with "GPA: 3.68/4.00 (major GPA 3.82/4.00)" and a "Relevant Coursework:" list
  as bullets, while the EXPERIENCE entries put the title and DATES on the first row and the employer and place on
  the second (the template's two orders): RELEVANT EXPERIENCE "Environmental Field Technician Intern" Brandywine
  Environmental Consultants, LLC, Wilmington, DE "Jun 2026 – Aug 2026" and "Undergraduate Research Assistant,
  Soil Biogeochemistry Lab" University of Delaware "Sep 2025 – Present"; CLASS PROJECTS as \resumeProjectHeading
  rows "name | italic context" with dates at the right ("White Clay Creek Stream Health Assessment | Senior
  capstone, team of 4" "Jan 2026 – May 2026", "Campus Stormwater Inlet Inventory | GIS course project, ArcGIS
  Pro" "Sep 2025 – Dec 2025"); OTHER EXPERIENCE (part-time jobs during school: "Barista (part-time, 15
  hrs/week)" Corner Mill Coffee "Aug 2023 – Present", "Lifeguard (summers)" Bethany Shores Aquatic Club, Bethany
  Beach, DE "Summers 2022 – 2024"); LEADERSHIP & VOLUNTEERING ("President" Students for Environmental Action
  "Apr 2025 – Present", "Volunteer Water Quality Monitor" Christina Basin Stream Watch "Mar 2024 – Present");
  SKILLS, CERTIFICATIONS & AWARDS as bold run-in labels ("Field Methods:", "Software:", "Certifications:" with
  years in parentheses, "Languages:", "Awards:" with years); REFERENCES (two referees with titles, departments,
  phones and emails on wrapped lines). A final-year environmental science student in Newark, Delaware (US).
- bn2 (headless Chromium 156 "Save as PDF" of an HTML page written to look like a GOOGLE DOCS "SERIF" GALLERY
  TEMPLATE downloaded as PDF: Skia/PDF as Docs' renderer, the document name "Thomas Beaulieu-Tran - Resume" as
  its title, Arial shown as Liberation Sans, headings in a serif (Liberation Serif), Docs' link blue #1155cc
  underlined, "●" bullets; US Letter, ONE page): the header is a two-cell table, the big serif name "Thomas
  Beaulieu-Tran" and the label "Planning Graduate – Land Use & Development Review" at the left, the contact lines
  ("Waterloo, ON", "519-555-0162", email and LinkedIn links) RIGHT-ALIGNED at the right; the body is the
  template's TWO-COLUMN TABLE, so text extraction interleaves the columns: the wide left column holds EDUCATION,
  RELEVANT EXPERIENCE, PROJECTS, OTHER EXPERIENCE and VOLUNTEER, each entry in the template's form "**Employer**,
  Place — *Title*" (the school and degree the same way) over a small grey line of DATES TYPED IN CAPITALS under
  the heading line ("SEPTEMBER 2021 – JUNE 2026", "SEPTEMBER 2025 – APRIL 2026", "JANUARY – AUGUST 2025" and "MAY
  – AUGUST 2024" with the year written once, "SUMMERS 2019 – 2021", "OCTOBER 2023 – APRIL 2026", "JUNE 2021",
  "2022 – 2024"); the long titles wrap inside the column ("Planning & GIS Intern (part-" / "time)"); the narrow
  right column holds SKILLS (sub-heads "Planning" and "Tools" over bullets), CERTIFICATIONS (name over a grey
  issuer and year), AWARDS ("Dean's Honours List — 2023, 2024, 2026" and two more), LANGUAGES ("French —
  professional working proficiency") and REFERENCES (an "MCIP, RPP" planner with a phone and a professor with an
  accented name). Two internships and one eight-month co-op term ("Planning Student (Co-op, 8-month term)"). A
  new planning graduate in Waterloo, Ontario (Canada).
- bn3 (fpdf2 2.8.9 with DejaVu Sans, A4, ONE page, creator "TradeStart Resume Builder", an online builder's
  export with an orange bar at the top and its grey footer "Created with TradeStart Resume Builder"): a
  TIMELINE LAYOUT: under each orange capital heading the entries hang on a thin vertical line with an orange dot
  each, the DATES IN A NARROW LEFT GUTTER that wraps them ("Feb 2023 –" / "Mar 2027" / "(expected)", "Jul 2023 –
  Feb" / "2025", "Mar 2025 –" / "Present"), the bold title, an italic place line and bullets at the right. The
  name "Jayden Kostopoulos", the label "4th-Year Apprentice Light Vehicle Mechanic | Cert III finishing March
  2027", a " | " contact line ("Kangaroo Flat, Bendigo VIC 3555", the ACMA drama mobile "0491 571 804", a mailto
  link); EDUCATION & TRAINING: "Certificate III in Light Vehicle Mechanical Technology (AUR30620)" Bendigo TAFE
  "Feb 2023 – Mar 2027 (expected)" with the COLLEGE BLOCKS as a dated note ("Block 1 Feb 2023 · … · final block
  and capstone assessment Feb 2027"), "Victorian Certificate of Applied Learning (VCAL) – Senior" "2021 – 2022";
  RELEVANT EXPERIENCE opens with an italic sentence naming the legal employer, "Employed by Loddon Group Training
  Ltd (a group training organisation) since February 2023 and placed with three host employers:", then the three
  PLACEMENTS, each "Apprentice Light Vehicle Mechanic (3rd & 4th year)" / "(1st & 2nd year)" / "(1st year)" over
  "Host employer: Kangaroo Flat Auto Centre, Kangaroo Flat VIC" ("Hargreaves Street Motors (Toyota & Mazda
  service department), Bendigo VIC", "Eaglehawk Tyre & Auto, Eaglehawk VIC"); OTHER EXPERIENCE ("Kitchen Hand
  (part-time, while at school)" "2020 – 2022" and "Farm Hand (school holidays)" on the line WITH NO DATE in the
  gutter); VOLUNTEERING ("2021 – Present"); PROJECTS (a HiLux restoration "Jun 2024 – Jan 2026"); AWARDS on the
  timeline with the year in the gutter; then three columns (skills in two, "Tickets & licences" in the third,
  "Languages" under the second) and REFERENCES side by side (a workshop foreman's mobile, a field officer's
  "(03) 5550 4127" drama landline and email). A fourth-year apprentice light vehicle mechanic in Bendigo,
  Victoria (Australia).
- bn4 (wkhtmltopdf 0.12.6, Qt WebKit with unpatched Qt – it ignores smart shrinking, so the page is set with CSS
  zoom 1.25 –, Liberation Sans, A4, ONE page, title "Ryan Thwaites CV"): a veterans' CV BUILDER's export, its
  footer "CV created with the ForcesWork CV Builder · forceswork.example": a navy band with "Ryan Thwaites", the
  yellow label "Health & Safety Advisor | Royal Engineers Veteran | NEBOSH NGC | SC Cleared" and a " | " contact
  line ("Darlington, County Durham", the Ofcom drama mobile "07700 900631", email and LinkedIn links); a four-cell
  FACTS STRIP of small capital labels over values ("Service" "British Army, 2014 – 2026", "Rank on leaving"
  "Corporal (OR-4)", "Security clearance" "SC – valid to 2030", "Availability"); grey heading bars with a yellow
  edge; EDUCATION (title and right-aligned dates in a table row, italic school line: "HNC in Construction and the
  Built Environment (Pearson BTEC Level 4)" Darlington College "2019 – 2021", "GCSEs – 8 at grades A*–C,
  including English and Maths" "2012"); CERTIFICATIONS and MILITARY TRAINING side by side as bullets ("bold name –
  issuer, year" and "course (year)"); RELEVANT EXPERIENCE: the resettlement work placement "Health & Safety
  Advisor (resettlement work placement, 8 weeks)" Hartwell Civils Ltd "Feb 2026 – Apr 2026", then a bold SERVICE
  LINE "British Army – Royal Engineers · April 2014 – January 2026 · left as a Corporal, exemplary conduct" over
  the two military roles with their RANKS, UNITS AND DEPLOYMENTS TRANSLATED: "Construction Section Commander &
  Unit Safety Advisor (Corporal)" over "32 Engineer Regiment · Catterick Garrison, North Yorkshire" "Sep 2019 –
  Jan 2026" (a "section" explained as an 8-person team, SHEF as safety, health, environment and fire, six months
  in Estonia with NATO's Enhanced Forward Presence), "Combat Engineer & Plant Operator (Sapper to Lance
  Corporal)" over "21 Engineer Regiment · Ripon, North Yorkshire" "Apr 2014 – Aug 2019" (six months in Cyprus
  with the UN); PROJECTS (a resettlement-placement project and a Royal Engineers community footbridge, dated);
  then two columns: OTHER EXPERIENCE ("Warehouse Operative" "2013 – 2014"), VOLUNTEERING ("Adult Volunteer
  Instructor" Army Cadet Force, Darlington "Oct 2022 – present") and AWARDS with years at the left, KEY SKILLS
  and LANGUAGES & LICENCES at the right; REFERENCES side by side ("Major (Retd) Alan Whitcombe", "Joanne
  Pickering CMIOSH" with an Ofcom 01632 drama landline). A Royal Engineers corporal turned health and safety
  advisor in Darlington, County Durham (UK).
- bn5 (DOCX, python-docx 1.2, kept as the Word file; Calibri 9.5 pt, A4, ONE page; the page count is checked on a
  throw-away LibreOffice PDF with Carlito for Calibri): a Word CV whose NAME, LABEL AND CONTACT LINE SIT IN THE
  PAGE HEADER (word/header1.xml, not the body), as many Word templates put them: "Gráinne Dillon", "Digital
  Marketing Executive | Returning after a career break", "Bray, Co. Wicklow · 085 555 0127 ·" and Word
  hyperlinks; the body's sections are Word's BUILT-IN "Heading 1" style restyled (teal 11 pt over a rule), each
  entry a bold title with the dates on a right tab, an italic "Employer, Place" line and "List Bullet" items.
  EDUCATION & TRAINING ("Professional Diploma in Digital Marketing" Digital Marketing Institute "2024", "Bachelor
  of Business Studies (BBS) – Marketing" over "University of Limerick · Second Class Honours, Grade 1" "2006 –
  2010") and a run-in "Certifications:" line with years in parentheses; RELEVANT EXPERIENCE: the returnship
  "Marketing Returner – Digital & Content (paid 16-week returnship)" Harbourview Financial Services DAC, Dublin 2
  "Jun – Sep 2026", "Freelance Social Media Manager" Gráinne Dillon Digital, Bray "Jan 2024 – May 2026", then THE
  BREAK NAMED IN THE HISTORY as a bold italic line "Career break – full-time parent, 2018–2023" with a grey
  italic note, then the earlier career ("Digital Marketing Manager" "2014 – 2018", "Marketing Executive" "2010 –
  2014"); OTHER EXPERIENCE ("Retail Assistant (part-time, school hours)" "2023 – 2024"); VOLUNTEER ROLES ("March
  2024 – present", "September 2020 – June 2024", one of them "PR Officer (volunteer), Parents' Association" at a
  national school); PROJECTS ("Aug – Sep 2026", "Nov – Dec 2024"); SKILLS & LANGUAGES as " · " run-in lines;
  AWARDS ("… – 2017", "… – 2025"); REFERENCES in a borderless two-cell table. A digital marketing executive back
  after a career break in Bray, County Wicklow (Ireland).
- bn6 (a HAND-WRITTEN HTML resume, UTF-8, semantic HTML5 with a print stylesheet that keeps it to ONE A4 page;
  a developer's own page): a skip link "Skip to main content", a top nav ("Download PDF", "Code on GitHub",
  "Print") and a footer ("© 2026 Andrea Whitmore · Built by hand … · Last updated 27 November 2026"), hidden in
  print but in the text; the <header> holds the h1 "Andrea Whitmore", the label "Junior Front-End Developer |
  Career changer after 19 years in travel", a contact <ul> ("Mt Albert, Auckland", a tel: link "022 555 0147",
  mailto, "github.com/andreawhitmore-dev", "linkedin.com/in/andrea-whitmore-nz") and a two-sentence intro; the
  <main> sections hold <article> entries whose <header> is a flex row, the h3 title at the left and the dates at
  the right as <time datetime> elements ("Jul 2024 – now" with only the start in a <time>): EDUCATION ("Graduate
  Diploma in Computer and Information Sciences" over "Auckland University of Technology (AUT) · part-time · GPA
  7.4 / 9" "Feb 2025 – Jun 2026", the conversion qualification; "Software Engineering Bootcamp (17 weeks,
  full-time)" Dev Academy Aotearoa "Feb 2024 – Jun 2024"; "Bachelor of Arts in Geography" University of Otago
  "1999 – 2001"); SKILLS with TRANSFERABLE SKILLS FIRST ("Transferable" then "Technical", two lists side by side);
  RELEVANT EXPERIENCE (an internship, "Nov 2025 – Feb 2026", and freelance work under the trading name "Whitmore
  Web"); PROJECTS (bootcamp, freelance and capstone projects, dated); OTHER EXPERIENCE — "previous career, in
  brief": a one-paragraph summary of the old career, then two bare lines "Branch Manager" Harbourside Travel,
  Newmarket, Auckland "2014 – 2023" and "Travel Consultant" "2004 – 2014"; VOLUNTEERING ("Volunteer Mentor" Code
  Club Aotearoa, Mt Albert "Feb 2025 – present"); AWARDS with years and LANGUAGES side by side; REFERENCES. A
  travel branch manager turned junior front-end developer in Auckland (New Zealand).

They hold what early-career and career-change resumes hold: an expected degree, GPAs (overall and major), an
average in per cent, relevant coursework, class, studio, capstone, bootcamp, personal, resettlement and returnship
projects with dates, internships, a co-op term, part-time and summer jobs during school, campus leadership and
volunteer posts dated like jobs, apprenticeship placements with host employers through a group training
organisation and the college blocks of the apprenticeship, military ranks, units and deployments in civilian
words with a training list and a security clearance, a career break named in the history, a returnship, a
conversion diploma and a bootcamp, an old career in two bare lines, awards with years and references with their
own contact details; dates written "Jun 2026 – Aug 2026", "Sep 2025 – Present", "Aug 2023 – Present", "Summers
2022 – 2024", "Apr 2025 – Present", "Mar 2024 – Present", "SEPTEMBER 2025 – APRIL 2026", "JANUARY – AUGUST 2025",
"MAY – AUGUST 2024", "2022 – 2024", "SUMMERS 2019 – 2021", "OCTOBER 2023 – APRIL 2026", "Mar 2025 – Present",
"Jul 2023 – Feb 2025", "Feb 2023 – Jun 2023", "2020 – 2022", "2021 – Present", "Feb 2026 – Apr 2026", "Sep 2019 –
Jan 2026", "Apr 2014 – Aug 2019", "2013 – 2014", "Oct 2022 – present", "Jun – Sep 2026", "Jan 2024 – May 2026",
"2014 – 2018", "2010 – 2014", "2023 – 2024", "March 2024 – present", "September 2020 – June 2024", "Nov 2025 –
Feb 2026", "Jul 2024 – now", "2014 – 2023", "2004 – 2014", "Feb 2025 – present"; and for education "Expected May
2027", "SEPTEMBER 2021 – JUNE 2026", "JUNE 2021", "Feb 2023 – Mar 2027 (expected)", "2021 – 2022", "2019 – 2021",
"2012", "2024", "2006 – 2010", "Feb 2025 – Jun 2026", "Feb 2024 – Jun 2024", "1999 – 2001"; phones in each
country's fictional form (555 numbers in the US, Canada, Ireland and New Zealand, ACMA drama numbers in Australia,
Ofcom drama numbers in the UK).

Decisions for this batch (following batch 55's and, through the truth files read, batches 54's and 56's; new ones
marked NEW):
- Work entries are every dated (or, bn3's farm job, undated) role held, in printed order across the Relevant,
  Other, Volunteer and Leadership sections: paid jobs, internships, the co-op term, the returnship, the
  resettlement work placement, freelance work, campus leadership ("President" of a student organisation) and
  volunteer posts (batch 54's rule for volunteer posts). The position keeps its parentheses as printed ("Barista
  (part-time, 15 hrs/week)", "Planning Student (Co-op, 8-month term)", "Marketing Returner – Digital & Content
  (paid 16-week returnship)", "Apprentice Light Vehicle Mechanic (3rd & 4th year)").
- Projects are NOT work entries (NEW): class, studio and capstone projects, bootcamp, freelance and personal
  projects, bn4's resettlement and community projects and bn5's returnship and volunteer projects are dated like
  jobs but were not jobs, and the truth shape has no projects field; they are left out.
- Awards are not certificates and are not recorded (NEW: the truth shape has no awards field); bn1's "Awards:"
  line, bn2's, bn3's, bn4's, bn5's and bn6's awards are left out, as are bn1's Dean's List and bn2's
  "Graduated with Distinction".
- References are not recorded (NEW): the referees' names, posts, employers, phones and emails are neither the
  applicant's basics nor work entries.
- The career break (bn5): the printed line "Career break – full-time parent, 2018–2023" and its note are not a
  work entry (batch 54's bb4 rule, there unprinted, here printed in the history).
- Group training (bn3, NEW): the apprentice's legal employer, the group training organisation named in the intro
  sentence, is not an entry; each placement is one entry with the printed title, the HOST EMPLOYER after "Host
  employer:" as the employer (as batch 53 wrote the client, not the staffing firm) and the host's place;
  "(Toyota & Mazda service department)" is left out of the name.
- Military service (bn4): as batch 54's bb1, each role is its own entry with the service "British Army" as the
  employer and the garrison as printed as the place ("Catterick Garrison, North Yorkshire", "Ripon, North
  Yorkshire"); the corps and the regiment ("Royal Engineers", "32 Engineer Regiment") are left out as a department
  is; the position is the translated title with the rank as printed. The bold service line (its dates are the
  span of the two roles), the facts strip (service, rank on leaving, security clearance, availability), the
  MILITARY TRAINING list (courses, not certificates, NEW), the security clearance and the driving licences are
  not recorded.
- Education (batch 55's rule: the study type is the kind of qualification, the area its field): an expected degree
  is current with its expected end ("Expected May 2027": is_current true, end 2027-05, no start; bn3's "Feb 2023 –
  Mar 2027 (expected)" with both; batch 56's bd4); the overall GPA is the score ("3.68/4.00"; the major GPA left
  out), bn2's "Cumulative average 84%" is "84%", bn5's Irish class "Second Class Honours, Grade 1" and bn6's "GPA
  7.4 / 9" likewise; minors, "Co-operative Program", modes ("part-time", "(17 weeks, full-time)"), exchanges, the
  relevant coursework, the college blocks, the qualification code "AUR30620" and "(Pearson BTEC Level 4)" are
  left out. "Bachelor of Science" / "Environmental Science"; "Bachelor of Environmental Studies (BES)" / "Honours
  Planning" (Waterloo's name of the plan); "Ontario Secondary School Diploma (OSSD)" whole; "Certificate III" /
  "Light Vehicle Mechanical Technology"; "Victorian Certificate of Applied Learning (VCAL) – Senior" whole; "HNC" /
  "Construction and the Built Environment"; "GCSEs"; "Professional Diploma" / "Digital Marketing"; "Bachelor of
  Business Studies (BBS)" / "Marketing"; "Graduate Diploma" / "Computer and Information Sciences"; "Bootcamp" /
  "Software Engineering" (NEW); "Bachelor of Arts" / "Geography". Institutions without the town after the comma;
  "Auckland University of Technology (AUT)" as printed. A single year or month is the end date.
- Certificates drop years, issuers and notes printed beside them and keep codes and what is part of the name: bn1
  "OSHA 40-Hour HAZWOPER", "Wilderness First Aid"; bn2 "Standard First Aid & CPR Level C", "WHMIS 2015"; bn3
  "Automotive Refrigerant Handling Licence" ("(ARCtick)", the issuer, left out), "HLTAID011 Provide First Aid"
  (the driver licence is not a certificate); bn4's five ("IOSH Managing Safely" keeps IOSH, part of the course
  name; "– CITB, 2025", "– St John Ambulance, 2025", "– UKATA, 2024" left out); bn5's four Google, HubSpot and Meta
  certifications from the run-in line; bn6 has none.
- Skills are the listed items as printed, in order: bn1's Field Methods then Software items (not the
  certifications, languages or awards lines of the same block); bn2's Planning then Tools bullets; bn3's seven
  skills (not the tickets); bn4's Key skills; bn5's "Skills:" line split at " · "; bn6's Transferable then
  Technical items. Intros and profiles are not skills.
- Languages with their fluency as printed: bn2 "French" "professional working proficiency", bn5 "French" "good",
  bn6 "te reo Māori" "beginner".
- Basics: the label is the line under the name, whole; bn1 has none. Location is the city with the state,
  province or county printed beside it, without a suburb or postcode: "Newark" / "DE", "Waterloo" / "ON",
  "Bendigo" / "VIC" (Kangaroo Flat and 3555 left out), "Darlington" / "County Durham", "Bray" / "Co. Wicklow",
  "Auckland" (Mt Albert left out). bn5's basics are in the Word header. Profiles are the printed LinkedIn links
  (www form, as batch 55) and bn6's GitHub link.
- Not resume content: bn3's and bn4's builder footers, bn6's skip link, nav, intro paragraph and footer (with its
  date), the project lines, award lines and reference blocks above.
- Dates: "Summers 2022 – 2024" and "SUMMERS 2019 – 2021" are years only; "JANUARY – AUGUST 2025", "MAY – AUGUST
  2024", "Jun – Sep 2026" take the year written once; "now", "present" and "Present" make an entry current;
  date_text as printed (capitals kept).

Truth conventions as in batches 5–55: date_text as printed, the work entry's location where printed, phones as
printed. Every person, employer, school named as invented below, phone and email is invented (emails at
example.com, the builder at forceswork.example), except the universities, colleges, awarding bodies, regulators,
issuers, military units, schemes, standards, products and places, which are real and named as any resume names
them (the University of Delaware, ASTM E1527-21, OSHA HAZWOPER, YSI ProDSS, Trimble, ArcGIS Pro and Field Maps,
QGIS, R and the tidyverse, Google Earth Engine, the University of Waterloo, Lund University, the Planning Act and
PPS 2024, MCIP and RPP, the Canadian Red Cross, WHMIS, AutoCAD, SketchUp, Adobe InDesign and Illustrator, Power BI,
Bendigo TAFE, AUR30620, VCAL, ARCtick, HLTAID011, Launch X-431, Bosch KTS, Hunter, Mechanic Desk, Toyota, Mazda,
the British Army, the Royal Engineers, 32 and 21 Engineer Regiments, Catterick Garrison, Ripon, NATO's Enhanced
Forward Presence, the UN in Cyprus, SHEF, Defence Train the Trainer, ELCAS, the Army Cadet Force, Darlington
College, Pearson BTEC, NEBOSH, CITB and SMSTS, IOSH, St John Ambulance, UKATA, ISO 45001, RIDDOR, COSHH, CDM 2015,
CMIOSH, the Digital Marketing Institute, the University of Limerick, Google Ads, GA4 and Google Ad Grants,
HubSpot, Meta, Mailchimp, WordPress, Canva, Looker Studio, the Central Bank, Auckland University of Technology
and its School of Engineering, Computer and Mathematical Sciences, Dev Academy Aotearoa, the University of Otago,
Code Club Aotearoa, Mt Albert Library, React, Next.js, Node.js, Express, Knex, SQLite, PostgreSQL, Leaflet,
TypeScript, Jest, Testing Library, Figma, WCAG 2.2, GitHub and GitHub Pages). Invented: Brandywine Environmental
Consultants, LLC, Corner Mill Coffee, Bethany Shores Aquatic Club, Students for Environmental Action, Christina
Basin Stream Watch, the Delaware Conservation Society Student Scholarship, Northfield Urban Analytics Inc.,
Grandbridge Planning Group Inc., Conestoga Valley Conservation Authority, Laurel Creek Bistro, Camp Tamarack Bay,
Waterloo Region Tenant Help Desk, Glebe Hill Secondary School, the Grandbridge Co-op Student Award, the Faculty of
Environment Undergraduate Research Prize, Loddon Group Training Ltd, Kangaroo Flat Auto Centre, Hargreaves Street
Motors, Eaglehawk Tyre & Auto, Nonna Rosa's Pizzeria, Lockwood Park Merinos, Campaspe Valley Kart Club, Marong
Road Secondary College, TradeStart Resume Builder, Hartwell Civils Ltd, Teesway Distribution Ltd, Skerne Valley
Academy, the ForcesWork CV Builder, Harbourview Financial Services DAC, Gráinne Dillon Digital, Castlegate Hotels
Group, Glenmore Foods Ltd, Chapters & Verse Bookshop, Wicklow Food Share CLG, Killarney Road National School, the
Hospitality Marketing Ireland Awards, the County Wicklow Volunteer Awards, Kōwhai Digital Ltd, Whitmore Web,
Harbourside Travel and Reef & Wreck Dive Co.

Tools: pdflatex (TeX Live, with titlesec, enumitem, fullpage, marvosym, hyperref, fancyhdr and glyphtounicode),
Chromium 156 (headless), fpdf2 2.8.9, wkhtmltopdf 0.12.6 (unpatched Qt), python-docx 1.2, LibreOffice 7.4 (bn5's
page check only), fonts-liberation, DejaVu, Carlito and poppler-utils, all installed already. check_pages,
chromium_pdf, dates, fpdf_dejavu, linkedin, lo_page_count, new_docx, bottom_border, oxml_element, pdf_pages,
pdflatex, tex, wkhtmltopdf, write_text and write_truth come from holdout_render.py.
Run from this folder: python3 render_batch66.py
"""
import os
import shutil
import tempfile
from xml.sax.saxutils import escape

from holdout_render import (FILES, check_pages, chromium_pdf, dates, linkedin, lo_page_count, oxml_element,
                            pdf_pages, pdflatex, tex, write_text, write_truth)

# Scratch files (pdflatex's run folder, the Chromium profile and print, wkhtmltopdf's page and Qt runtime folder,
# the LibreOffice page check) go here, never to /tmp.
SCRATCH = os.environ.get("BN66_SCRATCH", "/var/tmp/bn66")


def job(position, name, location, date_text, span):
    """A truth work entry; the location is left out where none is printed, and a job printed without dates
    has a dates object with is_current false only (holdout_render.work_truth's rule)."""
    entry = {"position": position, "name": name}
    if location:
        entry["location"] = location
    entry["dates"] = dates(*span, text=date_text) if date_text else dates(None)
    return entry


def school(institution, study_type, area, date_text, span, score=None):
    """A truth education entry: institution, study type, area (left out when None), score, dates."""
    entry = {"institution": institution, "study_type": study_type}
    if area:
        entry["area"] = area
    if score:
        entry["score"] = score
    entry["dates"] = dates(*span, text=date_text)
    return entry


def docx_hyperlink(paragraph, url, text, color="1F4E79", underline=True, size=None):
    """Appends a Word hyperlink (w:hyperlink with an external relationship) printed as `text` (batch 55's)."""
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


# ---- bn1: final-year environmental science student (Newark, DE), pdflatex, "Jake's Resume" template ------------------
BN1_NAME = "Dakota R. Lindqvist"
BN1_RELEVANT = [  # (title, employer, place, dates as printed, truth span, bullets)
    ("Environmental Field Technician Intern", "Brandywine Environmental Consultants, LLC", "Wilmington, DE",
     "Jun 2026 – Aug 2026", ("2026-06", "2026-08"),
     ["Assisted on 14 Phase I Environmental Site Assessments: site reconnaissance, photo logs and historical map "
      "review under ASTM E1527-21.",
      "Collected groundwater samples by low-flow purging at three monitoring-well networks; calibrated meters and "
      "kept chain-of-custody forms.",
      "Built field-data QA checks in Excel that caught 9 transcription errors before lab submittal."]),
    ("Undergraduate Research Assistant, Soil Biogeochemistry Lab", "University of Delaware", "Newark, DE",
     "Sep 2025 – Present", ("2025-09", None, True),
     ["Run nitrate and phosphate extractions on 300+ tidal wetland soil cores, 8–10 hours a week.",
      "Clean and plot lab data in R; presented a poster at the Undergraduate Research Symposium (2026)."]),
]
BN1_PROJECTS = [  # (name, context, dates as printed, bullets) -- class projects, not jobs
    ("White Clay Creek Stream Health Assessment", "Senior capstone, team of 4", "Jan 2026 – May 2026",
     ["Sampled macroinvertebrates and water chemistry at 6 sites, scored them with a benthic index and wrote a "
      "40-page report for a local watershed group."]),
    ("Campus Stormwater Inlet Inventory", "GIS course project, ArcGIS Pro", "Sep 2025 – Dec 2025",
     ["Mapped 212 storm inlets with ArcGIS Field Maps and flagged 31 clogged or damaged inlets for Facilities."]),
]
BN1_OTHER = [
    ("Barista (part-time, 15 hrs/week)", "Corner Mill Coffee", "Newark, DE", "Aug 2023 – Present",
     ("2023-08", None, True),
     ["Open the store three mornings a week, handle cash and train new baristas."]),
    ("Lifeguard (summers)", "Bethany Shores Aquatic Club", "Bethany Beach, DE", "Summers 2022 – 2024",
     ("2022", "2024"), []),
]
BN1_LEADERSHIP = [
    ("President", "Students for Environmental Action", "Newark, DE", "Apr 2025 – Present", ("2025-04", None, True),
     ["Lead a 9-member board and an 80-member club; ran Earth Week 2026 and a 400-student campus clean-up.",
      "Won a $3,500 student government grant for a residence-hall composting pilot."]),
    ("Volunteer Water Quality Monitor", "Christina Basin Stream Watch", "Newark, DE", "Mar 2024 – Present",
     ("2024-03", None, True),
     ["Monthly dissolved oxygen, pH and conductivity readings at two creek sites, logged to the group's database."]),
]
BN1_FIELD = ["Water and soil sampling", "Low-flow groundwater purging", "Benthic macroinvertebrate ID",
             "YSI ProDSS sonde", "Trimble GPS"]
BN1_SOFTWARE = ["ArcGIS Pro", "QGIS", "R (tidyverse)", "Microsoft Excel", "Google Earth Engine"]
BN1_CERTS = [("OSHA 40-Hour HAZWOPER", "2026"), ("Wilderness First Aid", "2025")]


def bn1_jakes_resume_latex():
    def items(bullets):
        if not bullets:
            return ""
        return ("      \\resumeItemListStart\n"
                + "".join(f"        \\resumeItem{{{tex(b)}}}\n" for b in bullets)
                + "      \\resumeItemListEnd\n")

    def experience(rows):
        out = ""
        for title, employer, place, when, _, bullets in rows:
            out += (f"    \\resumeSubheading\n      {{{tex(title)}}}{{{tex(when)}}}\n"
                    f"      {{{tex(employer)}}}{{{tex(place)}}}\n" + items(bullets))
        return out

    projects = ""
    for name, context, when, bullets in BN1_PROJECTS:
        projects += (f"      \\resumeProjectHeading\n          {{\\textbf{{{tex(name)}}} $|$ \\emph{{{tex(context)}}}}}"
                     f"{{{tex(when)}}}\n" + items(bullets))

    source = r"""%-------------------------
% Resume in Latex
% Based off of: https://github.com/sb2nov/resume (Jake's Resume)
% License : MIT
%------------------------

\documentclass[letterpaper,11pt]{article}

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
\fancyhf{} % clear all header and footer fields
\fancyfoot{}
\renewcommand{\headrulewidth}{0pt}
\renewcommand{\footrulewidth}{0pt}

% Adjust margins
\addtolength{\oddsidemargin}{-0.5in}
\addtolength{\evensidemargin}{-0.5in}
\addtolength{\textwidth}{1in}
\addtolength{\topmargin}{-.6in}
\addtolength{\textheight}{1.2in}

\urlstyle{same}

\raggedbottom
\raggedright
\setlength{\tabcolsep}{0in}

% Sections formatting
\titleformat{\section}{
  \vspace{-5pt}\scshape\raggedright\large
}{}{0em}{}[\color{black}\titlerule \vspace{-5pt}]

% Ensure that generate pdf is machine readable/ATS parsable
\pdfgentounicode=1

%-------------------------
% Custom commands
\newcommand{\resumeItem}[1]{
  \item\small{
    {#1 \vspace{-2.5pt}}
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
\newcommand{\resumeItemListStart}{\begin{itemize}[itemsep=0pt, topsep=1pt]}
\newcommand{\resumeItemListEnd}{\end{itemize}\vspace{-6pt}}

%-------------------------------------------
%%%%%%  RESUME STARTS HERE  %%%%%%%%%%%%%%%%%%%%%%%%%%%%

\begin{document}

%----------HEADING----------
\begin{center}
    \textbf{\Huge \scshape Dakota R. Lindqvist} \\ \vspace{1pt}
    \small (302) 555-0176 $|$ \href{mailto:dakota.lindqvist@example.com}{\underline{dakota.lindqvist@example.com}} $|$
    \href{https://www.linkedin.com/in/dakota-lindqvist}{\underline{linkedin.com/in/dakota-lindqvist}} $|$
    Newark, DE
\end{center}

%-----------EDUCATION-----------
\section{Education}
  \resumeSubHeadingListStart
    \resumeSubheading
      {University of Delaware}{Newark, DE}
      {Bachelor of Science in Environmental Science, Minor in Geography}{Expected May 2027}
      \resumeItemListStart
        \resumeItem{\textbf{GPA:} 3.68/4.00 (major GPA 3.82/4.00)}
        \resumeItem{\textbf{Relevant Coursework:} Hydrology; Soil Science; Environmental Chemistry; Aquatic
          Ecology; GIS for Environmental Science; Environmental Statistics in R; Environmental Law \& Policy}
      \resumeItemListEnd
  \resumeSubHeadingListEnd

%-----------RELEVANT EXPERIENCE-----------
\section{Relevant Experience}
  \resumeSubHeadingListStart
""" + experience(BN1_RELEVANT) + r"""  \resumeSubHeadingListEnd

%-----------PROJECTS-----------
\section{Class Projects}
    \resumeSubHeadingListStart
""" + projects + r"""    \resumeSubHeadingListEnd

%-----------OTHER EXPERIENCE-----------
\section{Other Experience}
  \resumeSubHeadingListStart
""" + experience(BN1_OTHER) + r"""  \resumeSubHeadingListEnd

%-----------LEADERSHIP-----------
\section{Leadership \& Volunteering}
  \resumeSubHeadingListStart
""" + experience(BN1_LEADERSHIP) + r"""  \resumeSubHeadingListEnd

%
%-----------PROGRAMMING SKILLS-----------
\section{Skills, Certifications \& Awards}
 \begin{itemize}[leftmargin=0.15in, label={}]
    \small{\item{
     \textbf{Field Methods}{: """ + tex(", ".join(BN1_FIELD)) + r"""} \\
     \textbf{Software}{: """ + tex(", ".join(BN1_SOFTWARE)) + r"""} \\
     \textbf{Certifications}{: """ + tex(", ".join(f"{c} ({y})" for c, y in BN1_CERTS)) + r"""} \\
     \textbf{Languages}{: English (native), Spanish (intermediate)} \\
     \textbf{Awards}{: Dean's List (2023--2026), Undergraduate Summer Research Scholar (2025), Delaware
       Conservation Society Student Scholarship (2024)}
    }}
 \end{itemize}

%-----------REFERENCES-----------
\section{References}
 \begin{itemize}[leftmargin=0.15in, label={}]
    \small{\item{
     \textbf{Dr. Helen Marsh-Obi}, Associate Professor, Department of Plant and Soil Sciences, University of
       Delaware $|$ (302) 555-0193 $|$ hmarshobi@example.com \\
     \textbf{Greg Palumbo, P.G.}, Senior Geologist, Brandywine Environmental Consultants, LLC $|$ (302) 555-0121
       $|$ gpalumbo@example.com
    }}
 \end{itemize}

%-------------------------------------------
\end{document}
"""
    name = "bn1-dakota-lindqvist"
    pdflatex(source, name)
    check_pages(name, pdf_pages(os.path.join(FILES, name + ".pdf")), 1)

    write_truth(name, {
        "basics": {"name": BN1_NAME, "email": "dakota.lindqvist@example.com", "phone": "(302) 555-0176",
                   "location": {"city": "Newark", "region": "DE"},
                   "profiles": [linkedin("dakota-lindqvist")]},
        "work": [job(t, e, p, w, s) for t, e, p, w, s, _ in BN1_RELEVANT + BN1_OTHER + BN1_LEADERSHIP],
        "education": [
            school("University of Delaware", "Bachelor of Science", "Environmental Science", "Expected May 2027",
                   (None, "2027-05", True), score="3.68/4.00")],
        "skills": [{"name": s} for s in BN1_FIELD + BN1_SOFTWARE],
        "certificates": [{"name": c} for c, _ in BN1_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Spanish", "fluency": "intermediate"}],
    })


# ---- bn2: new planning graduate (Waterloo, ON), a Google Docs "Serif"-style resume downloaded as PDF -----------------
BN2_RELEVANT = [  # (employer, place, title, dates as printed, truth span, bullets)
    ("Northfield Urban Analytics Inc.", "Waterloo, ON", "Planning & GIS Intern (part-time)",
     "SEPTEMBER 2025 – APRIL 2026", ("2025-09", "2026-04"),
     ["Built parcel-level land-use and housing-capacity layers in ArcGIS Pro for three Ontario municipalities.",
      "Drafted sections of a housing needs assessment and cleaned census tables in Excel and Power BI."]),
    ("Grandbridge Planning Group Inc.", "Cambridge, ON", "Planning Student (Co-op, 8-month term)",
     "JANUARY – AUGUST 2025", ("2025-01", "2025-08"),
     ["Researched and wrote first drafts of 6 planning justification reports for zoning by-law amendments and "
      "severances.",
      "Prepared site plan and context maps, circulated comments and took notes at two statutory public meetings."]),
    ("Conestoga Valley Conservation Authority", "Guelph, ON", "Summer Planning Intern", "MAY – AUGUST 2024",
     ("2024-05", "2024-08"),
     ["Screened 120+ permit applications against regulated-area mapping and updated the floodplain GIS layer."]),
]
BN2_OTHER = [
    ("Laurel Creek Bistro", "Waterloo, ON", "Server (part-time)", "2022 – 2024", ("2022", "2024"), []),
    ("Camp Tamarack Bay", "Haliburton, ON", "Camp Counsellor", "SUMMERS 2019 – 2021", ("2019", "2021"), []),
]
BN2_VOLUNTEER = [
    ("Waterloo Region Tenant Help Desk", "Kitchener, ON", "Volunteer Intake Clerk", "OCTOBER 2023 – APRIL 2026",
     ("2023-10", "2026-04"),
     ["Weekly evening shifts: took tenants' questions, booked appointments and kept the intake spreadsheet."]),
]
BN2_PROJECTS = [  # (name, context, dates as printed, text) -- studio and honours projects, not jobs
    ("Uptown Waterloo Mobility Hub", "4th-year planning studio, team of 5", "JANUARY – APRIL 2026",
     "Station-area plan around an LRT stop: land-use concept, massing in SketchUp and a public survey (212 "
     "responses); presented to city staff."),
    ("Missing Middle Housing in Guelph", "senior honours project", "SEPTEMBER 2025 – APRIL 2026",
     "Zoning capacity analysis of 4,100 low-rise residential lots for fourplexes and garden suites."),
]
BN2_PLANNING = ["Planning Act & PPS 2024 policy review", "Zoning by-law and site plan review",
                "Public engagement & facilitation", "Planning justification reports"]
BN2_TOOLS = ["ArcGIS Pro", "AutoCAD", "SketchUp", "Adobe InDesign & Illustrator", "Excel & Power BI"]
BN2_CERTS = [("Standard First Aid & CPR Level C", "Canadian Red Cross, 2024"), ("WHMIS 2015", "2024")]


def bn2_google_docs_chromium():
    def entry(org, place, title, when, bullets=(), text=None):
        head = f"<b>{escape(org)}</b>" + (f", {escape(place)}" if place else "") + f" — <i>{escape(title)}</i>"
        out = f'<h2>{head}</h2>\n<h3>{escape(when)}</h3>\n'
        if text:
            out += f"<p>{escape(text)}</p>\n"
        if bullets:
            out += "<ul>" + "".join(f"<li>{escape(b)}</li>" for b in bullets) + "</ul>\n"
        return out

    left = '<h1>Education</h1>\n'
    left += entry("University of Waterloo", "Waterloo, ON",
                  "Bachelor of Environmental Studies (BES), Honours Planning, Co-operative Program",
                  "SEPTEMBER 2021 – JUNE 2026",
                  text="Cumulative average 84% · Graduated with Distinction · Exchange term, Fall 2023: Lund "
                       "University, Sweden")
    left += entry("Glebe Hill Secondary School", "Ottawa, ON", "Ontario Secondary School Diploma (OSSD)",
                  "JUNE 2021")
    left += '<h1>Relevant Experience</h1>\n'
    for org, place, title, when, _, bullets in BN2_RELEVANT:
        left += entry(org, place, title, when, bullets)
    left += '<h1>Projects</h1>\n'
    for org, context, when, text in BN2_PROJECTS:
        left += entry(org, None, context, when, text=text)
    left += '<h1>Other Experience</h1>\n'
    for org, place, title, when, _, bullets in BN2_OTHER:
        left += entry(org, place, title, when, bullets)
    left += '<h1>Volunteer</h1>\n'
    for org, place, title, when, _, bullets in BN2_VOLUNTEER:
        left += entry(org, place, title, when, bullets)

    right = '<h1>Skills</h1>\n<p class="sub">Planning</p><ul>' + "".join(
        f"<li>{escape(s)}</li>" for s in BN2_PLANNING) + '</ul>\n<p class="sub">Tools</p><ul>' + "".join(
        f"<li>{escape(s)}</li>" for s in BN2_TOOLS) + "</ul>\n"
    right += '<h1>Certifications</h1>\n' + "".join(
        f'<p class="item">{escape(c)}<br><span class="grey">{escape(n)}</span></p>' for c, n in BN2_CERTS)
    right += ('<h1>Awards</h1>\n<p class="item">Dean\'s Honours List — 2023, 2024, 2026</p>'
              '<p class="item">Grandbridge Co-op Student Award — 2025</p>'
              '<p class="item">Faculty of Environment Undergraduate Research Prize — 2026</p>\n')
    right += ('<h1>Languages</h1>\n<p class="item">English — native</p>'
              '<p class="item">French — professional working proficiency</p>'
              '<p class="item">Vietnamese — conversational</p>\n')
    right += ('<h1>References</h1>\n<p class="item"><b>Anjali Mehra, MCIP, RPP</b><br>Senior Planner, Grandbridge '
              'Planning Group Inc.<br>519-555-0187<br><a href="mailto:anjali.mehra@example.com">'
              'anjali.mehra@example.com</a></p>'
              '<p class="item"><b>Prof. Hélène Côté-Gagnon</b><br>School of Planning, University of Waterloo<br>'
              '<a href="mailto:helene.cotegagnon@example.com">helene.cotegagnon@example.com</a></p>\n')

    html = f"""<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8"><title>Thomas Beaulieu-Tran - Resume</title>
<style>
@page {{ size: Letter; margin: 0.45in 0.55in 0.4in 0.55in; }}
body {{ font-family: Arial, "Liberation Sans", sans-serif; font-size: 8.6pt; line-height: 1.3; color: #666666;
        margin: 0; }}
table {{ border-collapse: collapse; width: 100%; }}
td {{ vertical-align: top; padding: 0; }}
.name {{ font-family: "Liberation Serif", "Times New Roman", serif; font-size: 25pt; font-weight: bold;
         color: #000000; margin: 0; line-height: 1.1; }}
.label {{ font-size: 10pt; color: #000000; margin: 2pt 0 0; }}
.contact {{ text-align: right; font-size: 8.6pt; line-height: 1.45; }}
a {{ color: #1155cc; text-decoration: underline; }}
td.left {{ width: 67%; padding-right: 18pt; }}
td.right {{ width: 33%; }}
h1 {{ font-family: "Liberation Serif", "Times New Roman", serif; font-size: 9.6pt; font-weight: bold;
      color: #2079c7; letter-spacing: .5pt; text-transform: none; margin: 10pt 0 2pt; }}
h2 {{ font-family: "Liberation Serif", "Times New Roman", serif; font-size: 10pt; font-weight: normal; color: #000000;
      margin: 5pt 0 0; }}
h3 {{ font-size: 7.6pt; font-weight: normal; color: #666666; margin: 1pt 0 1.5pt; }}
p {{ margin: 0 0 1pt; }}
ul {{ margin: 0 0 1pt; padding-left: 13pt; list-style-type: "●  "; }}
li {{ margin: 0 0 .6pt; }}
li::marker {{ font-size: 6pt; }}
.sub {{ color: #000000; margin-top: 2pt; }}
.item {{ margin: 0 0 3pt; }}
.grey {{ color: #8a8a8a; }}
.right h1:first-child, .left h1:first-child {{ margin-top: 4pt; }}
</style></head>
<body>
<table><tr>
<td><p class="name">Thomas Beaulieu-Tran</p>
<p class="label">Planning Graduate – Land Use &amp; Development Review</p></td>
<td class="contact">Waterloo, ON<br>519-555-0162<br>
<a href="mailto:thomas.beaulieutran@example.com">thomas.beaulieutran@example.com</a><br>
<a href="https://www.linkedin.com/in/thomas-beaulieu-tran">linkedin.com/in/thomas-beaulieu-tran</a></td>
</tr></table>
<table><tr><td class="left">
{left}
</td><td class="right">
{right}
</td></tr></table>
</body></html>
"""
    # Google Docs templates type their section headings in capitals
    for heading in ("Education", "Relevant Experience", "Projects", "Other Experience", "Volunteer", "Skills",
                    "Certifications", "Awards", "Languages", "References"):
        html = html.replace(f"<h1>{heading}</h1>", f"<h1>{heading.upper()}</h1>")
    name = "bn2-thomas-beaulieu-tran"
    chromium_pdf(html, name, 1)
    write_truth(name, {
        "basics": {"name": "Thomas Beaulieu-Tran", "label": "Planning Graduate – Land Use & Development Review",
                   "email": "thomas.beaulieutran@example.com", "phone": "519-555-0162",
                   "location": {"city": "Waterloo", "region": "ON"},
                   "profiles": [linkedin("thomas-beaulieu-tran")]},
        "work": [job(t, e, p, w, s) for e, p, t, w, s, _ in BN2_RELEVANT + BN2_OTHER + BN2_VOLUNTEER],
        "education": [
            school("University of Waterloo", "Bachelor of Environmental Studies (BES)", "Honours Planning",
                   "SEPTEMBER 2021 – JUNE 2026", ("2021-09", "2026-06"), score="84%"),
            school("Glebe Hill Secondary School", "Ontario Secondary School Diploma (OSSD)", None, "JUNE 2021",
                   (None, "2021-06"))],
        "skills": [{"name": s} for s in BN2_PLANNING + BN2_TOOLS],
        "certificates": [{"name": c} for c, _ in BN2_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "French", "fluency": "professional working proficiency"},
                      {"language": "Vietnamese", "fluency": "conversational"}],
    })


# ---- bn3: 4th-year apprentice light vehicle mechanic (Bendigo, VIC), fpdf2, a resume builder's timeline layout -------
BN3_EDUCATION = [  # (dates as printed, qualification, school line, note)
    ("Feb 2023 – Mar 2027 (expected)", "Certificate III in Light Vehicle Mechanical Technology (AUR30620)",
     "Bendigo TAFE, Bendigo VIC",
     "College blocks: Block 1 Feb 2023 · Block 2 Aug 2023 · Block 3 Mar 2024 · Block 4 Sep 2024 · Block 5 May "
     "2025 · Block 6 Nov 2025 · final block and capstone assessment Feb 2027. All other units signed off."),
    ("2021 – 2022", "Victorian Certificate of Applied Learning (VCAL) – Senior", "Marong Road Secondary College, "
     "Bendigo VIC", None),
]
BN3_PLACEMENTS = [  # (dates as printed, title, host employer, place, org line, truth span, bullets)
    ("Mar 2025 – Present", "Apprentice Light Vehicle Mechanic (3rd & 4th year)", "Kangaroo Flat Auto Centre",
     "Kangaroo Flat VIC", "Host employer: Kangaroo Flat Auto Centre, Kangaroo Flat VIC", ("2025-03", None, True),
     ["Logbook services, brakes, suspension, clutches and timing belts on all makes – 6 to 8 jobs a day.",
      "Diagnose engine and electrical faults with a Launch X-431 scan tool, multimeter and wiring diagrams.",
      "Regas and leak-test air conditioning systems under my ARCtick licence.",
      "Roadworthy (RWC) inspections under the supervision of the licensed vehicle tester."]),
    ("Jul 2023 – Feb 2025", "Apprentice Light Vehicle Mechanic (1st & 2nd year)", "Hargreaves Street Motors",
     "Bendigo VIC", "Host employer: Hargreaves Street Motors (Toyota & Mazda service department), Bendigo VIC",
     ("2023-07", "2025-02"),
     ["Pre-delivery inspections and factory logbook services on new and used vehicles.",
      "Wheel alignments (Hunter Hawkeye), tyres and batteries; hybrid depowering alongside a senior technician."]),
    ("Feb 2023 – Jun 2023", "Apprentice Light Vehicle Mechanic (1st year)", "Eaglehawk Tyre & Auto", "Eaglehawk VIC",
     "Host employer: Eaglehawk Tyre & Auto, Eaglehawk VIC", ("2023-02", "2023-06"),
     ["Tyres, puncture repairs, oil changes and brake pads; kept the workshop clean and safe."]),
]
BN3_OTHER = [  # (dates as printed or None, title, employer, place, truth span, text)
    ("2020 – 2022", "Kitchen Hand (part-time, while at school)", "Nonna Rosa's Pizzeria", "Kangaroo Flat VIC",
     ("2020", "2022"), None),
    (None, "Farm Hand (school holidays)", "Lockwood Park Merinos", "Lockwood VIC", None,
     "Shearing-shed hand, fencing and keeping the farm ute and quad bike running."),
]
BN3_VOLUNTEER = [
    ("2021 – Present", "Volunteer Pit Crew & Scrutineer's Assistant", "Campaspe Valley Kart Club", "Elmore VIC",
     ("2021", None, True), "Race meetings once a month: kart set-up, tyre changes and pre-race safety checks."),
]
BN3_SKILLS = ["Logbook servicing (all makes)", "Brakes, steering & suspension", "Engine & electrical diagnostics",
              "Launch X-431 & Bosch KTS scan tools", "Wheel alignment (Hunter)", "Automotive air conditioning",
              "Mechanic Desk workshop software"]
BN3_TICKETS = [("Automotive Refrigerant Handling Licence", " (ARCtick)"), ("HLTAID011 Provide First Aid", " – 2025")]


def bn3_fpdf_timeline():
    from fpdf import FPDF
    from fpdf.enums import XPos, YPos
    from holdout_render import fpdf_dejavu

    accent, ink, grey, rule = (0xD0, 0x5A, 0x1E), (0x22, 0x26, 0x2B), (0x6A, 0x70, 0x78), (0xC9, 0xCD, 0xD2)
    pdf = FPDF(format="A4")
    fpdf_dejavu(pdf, styles=("", "B", "I"))
    pdf.set_title("Jayden Kostopoulos – Resume")
    pdf.set_author("Jayden Kostopoulos")
    pdf.set_creator("TradeStart Resume Builder")
    left, right_margin = 14, 14
    pdf.set_margins(left, 12, right_margin)
    pdf.set_auto_page_break(True, margin=7)
    pdf.add_page()
    width = pdf.w - left - right_margin
    gutter, line_x = 25, left + 27.5
    body_x = left + 31
    body_w = width - 31

    def font(style="", size=8.6, color=ink):
        pdf.set_font("DejaVu", style, size)
        pdf.set_text_color(*color)

    def text_at(x, y, w, text, style="", size=8.6, color=ink, lh=3.9, align="L"):
        font(style, size, color)
        pdf.set_xy(x, y)
        pdf.multi_cell(w, lh, text, align=align, new_x=XPos.LEFT, new_y=YPos.NEXT)
        return pdf.get_y()

    def bullets_at(x, y, w, items):
        for item in items:
            font("", 8.3, ink)
            pdf.set_xy(x, y)
            pdf.cell(3, 3.7, "•")
            y = text_at(x + 3, y, w - 3, item, size=8.3, lh=3.6) + 0.25
        return y

    def heading(text):
        y = pdf.get_y() + 1.5
        font("B", 10, accent)
        pdf.set_xy(left, y)
        pdf.cell(width, 5, text.upper(), new_x=XPos.LMARGIN, new_y=YPos.NEXT)
        pdf.set_draw_color(*rule)
        pdf.set_line_width(0.3)
        pdf.line(left, pdf.get_y() + 0.3, left + width, pdf.get_y() + 0.3)
        pdf.set_y(pdf.get_y() + 1.5)

    def timeline(rows):
        """rows: (dates or None, title, org line or None, note or None, bullets); the dates in the left gutter, a
        dot on the vertical line, the entry at the right."""
        dots = []
        for when, title, org, note, items in rows:
            y0 = pdf.get_y()
            y_date = text_at(left, y0, gutter, when, style="B", size=8, color=grey, lh=3.6) if when else y0
            dots.append(y0 + 1.1)
            y = text_at(body_x, y0, body_w, title, style="B", size=9.2, lh=4.1)
            if org:
                y = text_at(body_x, y, body_w, org, style="I", size=8.4, color=grey, lh=3.8)
            if note:
                y = text_at(body_x, y + 0.3, body_w, note, size=8.3, lh=3.7)
            if items:
                y = bullets_at(body_x, y + 0.3, body_w, items)
            pdf.set_y(max(y, y_date) + 1.1)
        pdf.set_draw_color(*rule)
        pdf.set_line_width(0.45)
        pdf.line(line_x, dots[0], line_x, dots[-1])
        pdf.set_fill_color(*accent)
        for y in dots:
            pdf.circle(line_x - 1.1, y - 1.1, 1.1, style="F")

    # the builder's accent bar and header
    pdf.set_fill_color(*accent)
    pdf.rect(0, 0, pdf.w, 4, style="F")
    text_at(left, 9, width, "Jayden Kostopoulos", style="B", size=22, lh=9)
    text_at(left, pdf.get_y() + 0.5, width, "4th-Year Apprentice Light Vehicle Mechanic | Cert III finishing March 2027",
            style="B", size=10.5, color=accent, lh=5)
    font("", 8.8, grey)
    pdf.set_xy(left, pdf.get_y() + 1)
    pdf.cell(pdf.get_string_width("Kangaroo Flat, Bendigo VIC 3555   |   0491 571 804   |   ") + 0.5, 4.5,
             "Kangaroo Flat, Bendigo VIC 3555   |   0491 571 804   |   ")
    pdf.set_text_color(*accent)
    pdf.cell(60, 4.5, "jayden.kosto@example.com", link="mailto:jayden.kosto@example.com",
             new_x=XPos.LMARGIN, new_y=YPos.NEXT)
    pdf.set_y(pdf.get_y() + 0.5)

    heading("Education & Training")
    timeline([(w, q, s, n, []) for w, q, s, n in BN3_EDUCATION])
    heading("Relevant Experience")
    y = text_at(left, pdf.get_y(), width, "Employed by Loddon Group Training Ltd (a group training organisation) "
                "since February 2023 and placed with three host employers:", style="I", size=8.4, color=grey)
    pdf.set_y(y + 1.5)
    timeline([(w, t, o, None, b) for w, t, _, _, o, _, b in BN3_PLACEMENTS])
    heading("Other Experience")
    timeline([(w, t, f"{e}, {p}", n, []) for w, t, e, p, _, n in BN3_OTHER])
    heading("Volunteering")
    timeline([(w, t, f"{e}, {p}", n, []) for w, t, e, p, _, n in BN3_VOLUNTEER])
    heading("Projects")
    timeline([("Jun 2024 – Jan 2026", "1998 Toyota HiLux restoration (own vehicle)", None,
               "Rebuilt the 3L diesel's cylinder head, replaced the clutch and rear leaf springs and rewired the "
               "lights; passed its roadworthy first time.", [])])
    heading("Awards")
    timeline([("2025", "Apprentice of the Month (August) – Loddon Group Training", None, None, []),
              ("2024", "Second-Year Automotive Apprentice Award – Bendigo TAFE", None, None, [])])

    # skills in two columns | tickets, licences and languages
    heading("Skills, Tickets & Languages")
    y0 = pdf.get_y()
    col = (width - 8) / 3
    y_a = bullets_at(left, y0, col, BN3_SKILLS[:4])
    y_b = bullets_at(left + col + 4, y0, col, BN3_SKILLS[4:])
    y_b = text_at(left + col + 4, y_b + 0.6, col, "Languages", style="B", size=8.4, lh=3.8)
    y_b = text_at(left + col + 4, y_b, col, "English (native) · Greek (conversational)", size=8.3, lh=3.7)
    x = left + 2 * col + 8
    y = text_at(x, y0, col, "Tickets & licences", style="B", size=8.4, lh=3.8)
    y = bullets_at(x, y, col, [c + n for c, n in BN3_TICKETS] + ["Full Victorian driver licence (P2) – own car "
                                                               "and tools"])
    pdf.set_y(max(y_a, y_b, y) + 0.3)

    heading("References")
    y = pdf.get_y()
    y1 = text_at(left, y, width / 2 - 2, "Darren Mulqueen – Workshop Foreman, Kangaroo Flat Auto Centre\n"
                 "0491 576 801", size=8.3, lh=3.7)
    y2 = text_at(left + width / 2 + 2, y, width / 2 - 2, "Tania Rees – Field Officer, Loddon Group Training Ltd\n"
                 "(03) 5550 4127 · tania.rees@example.com", size=8.3, lh=3.7)
    print(f"bn3: body ends at {max(y1, y2):.1f} mm of {pdf.h:.0f}")
    pdf.set_auto_page_break(False)
    font("", 6.8, (0xA0, 0xA4, 0xA8))
    pdf.set_xy(left, pdf.h - 5.5)
    pdf.cell(width, 3, "Created with TradeStart Resume Builder", align="C")

    name = "bn3-jayden-kostopoulos"
    path = os.path.join(FILES, name + ".pdf")
    pdf.output(path)
    check_pages(name, pdf_pages(path), 1)
    write_truth(name, {
        "basics": {"name": "Jayden Kostopoulos",
                   "label": "4th-Year Apprentice Light Vehicle Mechanic | Cert III finishing March 2027",
                   "email": "jayden.kosto@example.com", "phone": "0491 571 804",
                   "location": {"city": "Bendigo", "region": "VIC"}},
        "work": ([job(t, e, p, w, s) for w, t, e, p, _, s, _ in BN3_PLACEMENTS]
                 + [job(t, e, p, w, s) for w, t, e, p, s, _ in BN3_OTHER + BN3_VOLUNTEER]),
        "education": [
            school("Bendigo TAFE", "Certificate III", "Light Vehicle Mechanical Technology",
                   "Feb 2023 – Mar 2027 (expected)", ("2023-02", "2027-03", True)),
            school("Marong Road Secondary College", "Victorian Certificate of Applied Learning (VCAL) – Senior", None,
                   "2021 – 2022", ("2021", "2022"))],
        "skills": [{"name": s} for s in BN3_SKILLS],
        "certificates": [{"name": c} for c, _ in BN3_TICKETS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Greek", "fluency": "conversational"}],
    })


# ---- bn4: Royal Engineers corporal turned health & safety advisor (Darlington), wkhtmltopdf, a CV builder's export -----
BN4_RELEVANT = [  # (title, employer line, truth employer, place, dates as printed, truth span, bullets)
    ("Health & Safety Advisor (resettlement work placement, 8 weeks)", "Hartwell Civils Ltd", "Hartwell Civils Ltd",
     "Darlington", "Feb 2026 – Apr 2026", ("2026-02", "2026-04"),
     ["Carried out 30+ site safety inspections on highways and drainage jobs and tracked close-out of actions.",
      "Reviewed RAMS and COSHH assessments for subcontractors; delivered weekly toolbox talks.",
      "Gap analysis of the company's safety management system against ISO 45001 (see Projects)."]),
]
BN4_ARMY = [  # (title as translated, unit, place, dates as printed, truth span, bullets)
    ("Construction Section Commander & Unit Safety Advisor (Corporal)", "32 Engineer Regiment",
     "Catterick Garrison, North Yorkshire", "Sep 2019 – Jan 2026", ("2019-09", "2026-01"),
     ["Led an 8-person construction team (a 'section') on building, bridging, drainage and groundworks tasks worth "
      "up to £1.2m, responsible for their safety, training and welfare.",
      "Squadron's safety advisor (SHEF – safety, health, environment and fire) for 140 people: risk assessments, "
      "audits, accident investigation and reporting, fire safety checks.",
      "Deployed 6 months to Estonia with NATO's Enhanced Forward Presence (2021): site safety lead for camp "
      "infrastructure works with 40 soldiers and local contractors – no reportable injuries."]),
    ("Combat Engineer & Plant Operator (Sapper to Lance Corporal)", "21 Engineer Regiment", "Ripon, North Yorkshire",
     "Apr 2014 – Aug 2019", ("2014-04", "2019-08"),
     ["Operated excavators, dozers and dumpers on construction and training sites; HGV (Cat C) driver.",
      "Deployed 6 months to Cyprus with the UN peacekeeping force (2017): maintained patrol bases and water "
      "supply."]),
]
BN4_OTHER = [
    ("Warehouse Operative", "Teesway Distribution Ltd", "Stockton-on-Tees", "2013 – 2014", ("2013", "2014"), []),
]
BN4_VOLUNTEER = [
    ("Adult Volunteer Instructor", "Army Cadet Force", "Darlington", "Oct 2022 – present", ("2022-10", None, True),
     ["Teach fieldcraft, first aid and safe training to cadets aged 12–18 one evening a week and one weekend a "
      "month."]),
]
BN4_SKILLS = ["Risk assessments & RAMS", "Site inspections & audits", "Accident investigation & RIDDOR",
              "COSHH assessments", "CDM 2015 duties", "Permit-to-work systems", "Toolbox talks & training delivery",
              "Leading teams of up to 12"]
BN4_CERTS = [("NEBOSH National General Certificate in Occupational Health and Safety", "2026 (ELCAS-funded "
              "resettlement course)"),
             ("Site Management Safety Training Scheme (SMSTS)", "CITB, 2025"),
             ("IOSH Managing Safely", "2022"), ("First Aid at Work", "St John Ambulance, 2025"),
             ("Asbestos Awareness", "UKATA, 2024")]
BN4_MILITARY_TRAINING = ["SHEF Advisor Course (2022)", "Defence Train the Trainer (2020)",
                         "Class 1 Combat Engineer – Construction (2017)", "Junior NCO Leadership Course (2016)",
                         "Military HGV driver training, Cat C (2015)"]


def bn4_wkhtmltopdf_builder():
    from holdout_render import wkhtmltopdf

    def entry(title, org, when, bullets, note=None):
        out = (f'<table class="eh"><tr><td class="t">{escape(title)}</td><td class="d">{escape(when)}</td></tr></table>'
               f'<div class="org">{escape(org)}</div>')
        if note:
            out += f'<p class="note">{escape(note)}</p>'
        if bullets:
            out += "<ul>" + "".join(f"<li>{escape(b)}</li>" for b in bullets) + "</ul>"
        return out

    relevant = "".join(entry(t, f"{e}, {p}", w, b) for t, e, _, p, w, _, b in BN4_RELEVANT)
    relevant += ('<div class="group">British Army – Royal Engineers &nbsp;·&nbsp; April 2014 – January 2026 '
                 '&nbsp;·&nbsp; left as a Corporal, exemplary conduct</div>')
    relevant += "".join(entry(t, f"{u} · {p}", w, b) for t, u, p, w, _, b in BN4_ARMY)
    other = "".join(entry(t, f"{e}, {p}", w, b) for t, e, p, w, _, b in BN4_OTHER)
    volunteer = "".join(entry(t, f"{e}, {p}", w, b) for t, e, p, w, _, b in BN4_VOLUNTEER)
    projects = (entry("Safety management system gap analysis (ISO 45001)", "Resettlement placement project, Hartwell "
                      "Civils Ltd", "Mar 2026 – Apr 2026", ["Mapped 62 procedures against ISO 45001 and wrote a "
                      "12-month action plan now adopted by the directors."])
                + entry("Swaledale footbridge rebuild", "Royal Engineers community project", "May 2023 – Jul 2023",
                        ["Wrote the construction phase plan and lifting plan for a 14 m timber footbridge; daily "
                         "briefings for 12 soldiers and volunteers."]))
    skills = "".join(f"<li>{escape(s)}</li>" for s in BN4_SKILLS)
    certs = "".join(f'<li><b>{escape(c)}</b> – {escape(n)}</li>' for c, n in BN4_CERTS)
    html = f"""<!DOCTYPE html>
<html lang="en-GB"><head><meta charset="utf-8"><title>Ryan Thwaites CV</title>
<style>
body {{ font-family: "Liberation Sans", Arial, sans-serif; font-size: 8.6pt; line-height: 1.28; color: #1d2733;
        margin: 0; zoom: 1.25; }}
.top {{ background: #1f3b57; color: #ffffff; padding: 9px 14px 8px; }}
.top h1 {{ font-size: 21pt; margin: 0; letter-spacing: .3px; }}
.top .label {{ font-size: 10pt; color: #f2c14e; font-weight: bold; margin: 2px 0 4px; }}
.top .contact {{ font-size: 8.5pt; color: #dfe7ef; }}
.top a {{ color: #ffffff; text-decoration: none; }}
table.facts {{ width: 100%; border-collapse: collapse; margin: 0 0 2px; }}
table.facts td {{ background: #e9eef3; border-right: 2px solid #ffffff; padding: 3px 8px; font-size: 7.8pt;
                  color: #1f3b57; width: 25%; }}
table.facts b {{ display: block; font-size: 6.8pt; color: #5b6b7b; text-transform: uppercase; letter-spacing: .4px; }}
.wrap {{ padding: 0 4px; }}
h2 {{ background: #e9eef3; color: #1f3b57; font-size: 9.2pt; text-transform: uppercase; letter-spacing: .8px;
      margin: 7px 0 3px; padding: 2px 6px; border-left: 4px solid #f2c14e; }}
table.eh {{ width: 100%; border-collapse: collapse; margin-top: 3px; }}
table.eh td {{ padding: 0; vertical-align: bottom; }}
td.t {{ font-weight: bold; font-size: 9pt; }}
td.d {{ text-align: right; white-space: nowrap; font-weight: bold; color: #1f3b57; padding-left: 8px; }}
.org {{ font-style: italic; color: #52606d; }}
.group {{ margin: 5px 0 0; font-weight: bold; color: #1f3b57; border-bottom: 1px solid #c8d2dc; padding-bottom: 1px; }}
ul {{ margin: 1px 0 0; padding-left: 13px; }}
li {{ margin: 0 0 1px; }}
p {{ margin: 0 0 2px; }}
.note {{ color: #52606d; }}
table.two {{ width: 100%; border-collapse: collapse; }}
table.two td {{ vertical-align: top; padding: 0; width: 50%; }}
table.two td + td {{ padding-left: 14px; }}
.footer {{ margin-top: 6px; text-align: center; font-size: 6.8pt; color: #9aa5b1; }}
</style></head>
<body>
<div class="top">
<h1>Ryan Thwaites</h1>
<div class="label">Health &amp; Safety Advisor | Royal Engineers Veteran | NEBOSH NGC | SC Cleared</div>
<div class="contact">Darlington, County Durham &nbsp;|&nbsp; 07700 900631 &nbsp;|&nbsp;
<a href="mailto:ryan.thwaites@example.com">ryan.thwaites@example.com</a> &nbsp;|&nbsp;
<a href="https://www.linkedin.com/in/ryan-thwaites-hse">linkedin.com/in/ryan-thwaites-hse</a></div>
</div>
<table class="facts"><tr><td><b>Service</b>British Army, 2014 – 2026</td><td><b>Rank on leaving</b>Corporal (OR-4)</td>
<td><b>Security clearance</b>SC – valid to 2030</td><td><b>Availability</b>Immediate · Darlington, Teesside, N. Yorks</td>
</tr></table>
<div class="wrap">
<h2>Education</h2>
{entry("HNC in Construction and the Built Environment (Pearson BTEC Level 4)",
       "Darlington College (part-time evening study, Army-funded)", "2019 – 2021", [])}
{entry("GCSEs – 8 at grades A*–C, including English and Maths", "Skerne Valley Academy, Darlington", "2012", [])}
<table class="two"><tr><td>
<h2>Certifications</h2><ul>{certs}</ul>
</td><td>
<h2>Military training</h2><ul>{"".join(f"<li>{escape(t)}</li>" for t in BN4_MILITARY_TRAINING)}</ul>
</td></tr></table>
<h2>Relevant experience</h2>
{relevant}
<h2>Projects</h2>
{projects}
<table class="two"><tr><td>
<h2>Other experience</h2>
{other}
<h2>Volunteering</h2>
{volunteer}
<h2>Awards</h2>
<ul><li>Commanding Officer's Commendation – safety leadership in Estonia (2021)</li>
<li>Best Student, SHEF Advisor Course (2022)</li></ul>
</td><td>
<h2>Key skills</h2><ul>{skills}</ul>
<h2>Languages &amp; licences</h2>
<p>English (native); German (basic)</p>
<p>Full UK driving licence, categories B and C (HGV)</p>
</td></tr></table>
<h2>References</h2>
<table class="two"><tr><td><b>Major (Retd) Alan Whitcombe</b><br>Former Officer Commanding, 32 Engineer Regiment<br>
07700 900852 · alan.whitcombe@example.com</td>
<td><b>Joanne Pickering CMIOSH</b><br>SHEQ Manager, Hartwell Civils Ltd<br>01632 960418 ·
joanne.pickering@example.com</td></tr></table>
<div class="footer">CV created with the ForcesWork CV Builder · forceswork.example</div>
</div>
</body></html>
"""
    name = "bn4-ryan-thwaites"
    wkhtmltopdf(html, name, 1, options=("--page-size", "A4", "--margin-top", "8mm", "--margin-bottom", "8mm",
                                        "--margin-left", "10mm", "--margin-right", "10mm", "--encoding", "utf-8",
                                        "--title", "Ryan Thwaites CV"))
    write_truth(name, {
        "basics": {"name": "Ryan Thwaites",
                   "label": "Health & Safety Advisor | Royal Engineers Veteran | NEBOSH NGC | SC Cleared",
                   "email": "ryan.thwaites@example.com", "phone": "07700 900631",
                   "location": {"city": "Darlington", "region": "County Durham"},
                   "profiles": [linkedin("ryan-thwaites-hse")]},
        "work": ([job(t, e, p, w, s) for t, _, e, p, w, s, _ in BN4_RELEVANT]
                 + [job(t, "British Army", p, w, s) for t, _, p, w, s, _ in BN4_ARMY]
                 + [job(t, e, p, w, s) for t, e, p, w, s, _ in BN4_OTHER + BN4_VOLUNTEER]),
        "education": [
            school("Darlington College", "HNC", "Construction and the Built Environment", "2019 – 2021",
                   ("2019", "2021")),
            school("Skerne Valley Academy", "GCSEs", None, "2012", (None, "2012"))],
        "skills": [{"name": s} for s in BN4_SKILLS],
        "certificates": [{"name": c} for c, _ in BN4_CERTS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "German", "fluency": "basic"}],
    })


# ---- bn5: digital marketer back after a career break and a returnship (Bray, Co. Wicklow), DOCX, name in the header --
BN5_RELEVANT = [  # (title, employer, place, dates as printed, truth span, bullets)
    ("Marketing Returner – Digital & Content (paid 16-week returnship)", "Harbourview Financial Services DAC",
     "Dublin 2", "Jun – Sep 2026", ("2026-06", "2026-09"),
     ["Ran the paid social and search calendar for two mortgage campaigns (€85k budget); cost per lead down 22%.",
      "Rebuilt the first-time-buyer email journey in HubSpot (see Projects); wrote web and blog copy to brand and "
      "Central Bank guidelines."]),
    ("Freelance Social Media Manager", "Gráinne Dillon Digital", "Bray", "Jan 2024 – May 2026",
     ("2024-01", "2026-05"),
     ["Social media, Google Business profiles and simple Meta ads for six local businesses (cafés, a dental practice "
      "and a florist)."]),
]
BN5_BREAK = "Career break – full-time parent, 2018–2023"
BN5_EARLIER = [
    ("Digital Marketing Manager", "Castlegate Hotels Group", "Dublin 4", "2014 – 2018", ("2014", "2018"),
     ["Digital marketing for four hotels; direct online bookings up from 31% to 46% of room revenue.",
      "Managed a team of two and the digital agency; €400k annual budget."]),
    ("Marketing Executive", "Glenmore Foods Ltd", "Kilkenny", "2010 – 2014", ("2010", "2014"),
     ["Trade marketing, packaging launches and the company's first social media channels."]),
]
BN5_OTHER = [
    ("Retail Assistant (part-time, school hours)", "Chapters & Verse Bookshop", "Bray", "2023 – 2024", ("2023", "2024"),
     []),
]
BN5_VOLUNTEER = [
    ("Volunteer Social Media & Fundraising Lead", "Wicklow Food Share CLG", "Bray", "March 2024 – present",
     ("2024-03", None, True),
     ["Grew Instagram and Facebook followers from 900 to 4,300; run the online Christmas appeal."]),
    ("PR Officer (volunteer), Parents' Association", "Killarney Road National School", "Bray",
     "September 2020 – June 2024", ("2020-09", "2024-06"), []),
]
BN5_SKILLS = ["Paid social (Meta Ads Manager)", "Google Ads & GA4", "Email marketing (HubSpot, Mailchimp)",
              "SEO & content writing", "WordPress", "Canva", "Looker Studio reporting", "Budget management"]
BN5_CERTS = [("Google Ads Search Certification", "2025"), ("Google Analytics Certification", "2024"),
             ("HubSpot Content Marketing Certification", "2024"), ("Meta Certified Digital Marketing Associate",
                                                                   "2025")]


def bn5_docx_header():
    from docx.enum.table import WD_TABLE_ALIGNMENT
    from docx.enum.text import WD_TAB_ALIGNMENT
    from docx.shared import Inches, Mm, Pt, RGBColor
    from holdout_render import bottom_border, new_docx

    teal, grey = RGBColor(0x0E, 0x5E, 0x6F), RGBColor(0x59, 0x59, 0x59)
    document = new_docx(author="Gráinne Dillon", title="Gráinne Dillon CV", page=(Mm(210), Mm(297)),
                        margins=(Inches(0.75), Inches(0.45)), font="Calibri", size=9.5, space_after=1)
    document.styles["Normal"].paragraph_format.line_spacing = 1.0
    bullets = document.styles["List Bullet"].paragraph_format
    bullets.line_spacing, bullets.space_after = 1.0, Pt(0)
    section = document.sections[0]
    section.header_distance = Inches(0.35)
    section.top_margin = Inches(1.12)
    right = Mm(210) - 2 * Inches(0.75)

    heading_style = document.styles["Heading 1"]  # the built-in heading, restyled as people do
    heading_style.font.size = Pt(11)
    heading_style.font.color.rgb = teal
    heading_style.font.name = "Calibri"
    heading_style.font.bold = True
    heading_style.paragraph_format.space_before = Pt(5)
    heading_style.paragraph_format.space_after = Pt(2)
    rpr = heading_style.element.get_or_add_rPr()
    for fonts in rpr.findall("{http://schemas.openxmlformats.org/wordprocessingml/2006/main}rFonts"):
        rpr.remove(fonts)
    rpr.append(oxml_element("w:rFonts", ascii="Calibri", hAnsi="Calibri", cs="Calibri"))

    def run(p, text, bold=False, italic=False, size=None, color=None):
        r = p.add_run(text); r.bold = bold; r.italic = italic
        if size: r.font.size = Pt(size)
        if color is not None: r.font.color.rgb = color
        return r

    def para(text="", bold=False, italic=False, color=None, before=0, after=1, style=None):
        p = document.add_paragraph(style=style)
        p.paragraph_format.space_before = Pt(before); p.paragraph_format.space_after = Pt(after)
        if text:
            run(p, text, bold, italic, color=color)
        return p

    def heading(text):
        p = document.add_heading(text, level=1)
        bottom_border(p, color="0E5E6F", size="4")

    def entry(title, org, when, items=(), before=3):
        p = para(before=before, after=0)
        p.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
        p.paragraph_format.keep_with_next = True
        run(p, title, bold=True)
        if when:
            run(p, "\t" + when, bold=True, color=teal)
        if org:
            para(org, italic=True, color=grey, after=0)
        for item in items:
            p = para(style="List Bullet", after=0)
            run(p, item)

    # the name, label and contact line sit in the page HEADER (header1.xml), as in many Word templates
    header = section.header
    p = header.paragraphs[0]
    run(p, "Gráinne Dillon", bold=True, size=20, color=teal)
    p = header.add_paragraph()
    run(p, "Digital Marketing Executive | Returning after a career break", size=11, color=grey)
    p = header.add_paragraph()
    p.paragraph_format.space_after = Pt(2)
    run(p, "Bray, Co. Wicklow  ·  085 555 0127  ·  ", size=9.5)
    docx_hyperlink(p, "mailto:grainne.dillon@example.com", "grainne.dillon@example.com", color="0E5E6F", size=9.5)
    run(p, "  ·  ", size=9.5)
    docx_hyperlink(p, "https://www.linkedin.com/in/grainne-dillon-marketing", "linkedin.com/in/grainne-dillon-marketing",
                   color="0E5E6F", size=9.5)
    bottom_border(p, color="0E5E6F", size="8")

    heading("Education & Training")
    entry("Professional Diploma in Digital Marketing", "Digital Marketing Institute (online, part-time)", "2024",
          before=1)
    entry("Bachelor of Business Studies (BBS) – Marketing", "University of Limerick  ·  Second Class Honours, Grade 1",
          "2006 – 2010")
    p = para(before=3, after=0)
    run(p, "Certifications: ", bold=True)
    run(p, ";  ".join(f"{c} ({y})" for c, y in BN5_CERTS))

    heading("Relevant Experience")
    for i, (title, employer, place, when, _, items) in enumerate(BN5_RELEVANT):
        entry(title, f"{employer}, {place}", when, items, before=1 if i == 0 else 3)
    p = para(before=4, after=0)
    run(p, BN5_BREAK, bold=True, italic=True, color=teal)
    para("Raised two children. During the break I volunteered (see below) and retrained with the DMI diploma.",
         italic=True, color=grey, after=0)
    for title, employer, place, when, _, items in BN5_EARLIER:
        entry(title, f"{employer}, {place}", when, items)

    heading("Other Experience")
    for title, employer, place, when, _, items in BN5_OTHER:
        entry(title, f"{employer}, {place}", when, items, before=1)

    heading("Volunteer Roles")
    for i, (title, employer, place, when, _, items) in enumerate(BN5_VOLUNTEER):
        entry(title, f"{employer}, {place}", when, items, before=1 if i == 0 else 3)

    heading("Projects")
    entry("First-time-buyer email journey (HubSpot)", "Returnship project, Harbourview Financial Services",
          "Aug – Sep 2026", ["Seven-email nurture flow with A/B-tested subject lines; open rate 41%, click rate 6.8%."],
          before=1)
    entry("Christmas appeal on a Google Ad Grant", "Wicklow Food Share CLG", "Nov – Dec 2024",
          ["Search campaign on the $10k/month Google Ad Grant; 380 online donations in five weeks."])

    heading("Skills & Languages")
    p = para(after=1)
    run(p, "Skills: ", bold=True)
    run(p, "  ·  ".join(BN5_SKILLS))
    p = para(after=0)
    run(p, "Languages: ", bold=True)
    run(p, "English (native)  ·  Irish (intermediate)  ·  French (good)")

    heading("Awards")
    para("Best Digital Campaign (shortlisted), Hospitality Marketing Ireland Awards – 2017", style="List Bullet",
         after=0)
    para("Community Digital Award, County Wicklow Volunteer Awards – 2025", style="List Bullet", after=0)

    heading("References")
    table = document.add_table(rows=1, cols=2)
    table.alignment = WD_TABLE_ALIGNMENT.LEFT
    for cell, (who, role, contact) in zip(table.rows[0].cells, (
            ("Deirdre Fitzsimons", "Head of Brand, Harbourview Financial Services DAC",
             "(01) 555 0148  ·  deirdre.fitzsimons@example.com"),
            ("Ciarán Nolan", "Chairperson, Wicklow Food Share CLG", "087 555 0172  ·  ciaran.nolan@example.com"))):
        p = cell.paragraphs[0]
        run(p, who, bold=True)
        for line in (role, contact):
            run(cell.add_paragraph(), line, size=9.5)

    name = "bn5-grainne-dillon"
    path = os.path.join(FILES, name + ".docx")
    document.save(path)
    check_pages(name, lo_page_count(path, name), 1)
    write_truth(name, {
        "basics": {"name": "Gráinne Dillon", "label": "Digital Marketing Executive | Returning after a career break",
                   "email": "grainne.dillon@example.com", "phone": "085 555 0127",
                   "location": {"city": "Bray", "region": "Co. Wicklow"},
                   "profiles": [linkedin("grainne-dillon-marketing")]},
        "work": [job(t, e, p, w, s) for t, e, p, w, s, _ in BN5_RELEVANT + BN5_EARLIER + BN5_OTHER + BN5_VOLUNTEER],
        "education": [
            school("Digital Marketing Institute", "Professional Diploma", "Digital Marketing", "2024", (None, "2024")),
            school("University of Limerick", "Bachelor of Business Studies (BBS)", "Marketing", "2006 – 2010",
                   ("2006", "2010"), score="Second Class Honours, Grade 1")],
        "skills": [{"name": s} for s in BN5_SKILLS],
        "certificates": [{"name": c} for c, _ in BN5_CERTS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Irish", "fluency": "intermediate"},
                      {"language": "French", "fluency": "good"}],
    })


# ---- bn6: travel branch manager turned junior front-end developer (Auckland), a hand-written HTML resume ------------
BN6_RELEVANT = [  # (title, employer, place, dates as printed, datetime attributes, truth span, bullets)
    ("Junior Developer Intern", "Kōwhai Digital Ltd", "Auckland CBD", "Nov 2025 – Feb 2026", ("2025-11", "2026-02"),
     ("2025-11", "2026-02"),
     ["Built and tested React components for a council events site in a team of five, with code review on every "
      "pull request.",
      "Fixed 40+ accessibility issues found in a WCAG 2.2 audit (keyboard traps, contrast, form labels)."]),
    ("Freelance Web Developer", "Whitmore Web", "Auckland", "Jul 2024 – now", ("2024-07", ""),
     ("2024-07", None, True),
     ["Small-business websites and fixes for tourism operators: a dive shop, two B&Bs and a kayak hire company."]),
]
BN6_PROJECTS = [  # (name, context, dates as printed, datetime attributes, text) -- not jobs
    ("TripTally – group travel budget app", "Bootcamp final project, team of 4 · React, Express, Knex, SQLite",
     "Apr 2024 – Jun 2024", ("2024-04", "2024-06"),
     "Split costs between travellers in any currency; I built the expense forms, the API routes and the tests."),
    ("Accessible booking widget", "Freelance, Reef & Wreck Dive Co. · TypeScript, Web Components",
     "Sep 2025 – Oct 2025", ("2025-09", "2025-10"),
     "Replaced an inaccessible iframe with a keyboard-friendly widget; online bookings up 30% in the first month."),
    ("Bus-stop accessibility reporter", "AUT capstone · Next.js, PostgreSQL, Leaflet", "Mar 2026 – Jun 2026",
     ("2026-03", "2026-06"),
     "A mobile web app for a disability advocacy group to photograph and report inaccessible bus stops."),
]
BN6_OTHER = [  # the previous career, in brief
    ("Branch Manager", "Harbourside Travel", "Newmarket, Auckland", "2014 – 2023", ("2014", "2023"), ("2014", "2023")),
    ("Travel Consultant", "Harbourside Travel", "Auckland", "2004 – 2014", ("2004", "2014"), ("2004", "2014")),
]
BN6_VOLUNTEER = [
    ("Volunteer Mentor", "Code Club Aotearoa", "Mt Albert", "Feb 2025 – present", ("2025-02", ""),
     ("2025-02", None, True), ["Help 9- to 13-year-olds with Scratch and their first HTML pages every Thursday at Mt "
                                "Albert Library."]),
]
BN6_TRANSFERABLE = ["Working out what clients really need", "Leading a team of 9", "Budgets and sales targets",
                    "Calm under pressure (cancelled flights, lost passports)", "Training new staff",
                    "Plain-English writing"]
BN6_TECHNICAL = ["HTML5 & CSS (Flexbox, Grid)", "JavaScript & TypeScript", "React & Next.js", "Node.js & Express",
                 "SQL (SQLite, PostgreSQL)", "Git & GitHub", "Accessibility (WCAG 2.2)", "Jest & Testing Library",
                 "Figma"]


def bn6_handwritten_html():
    def when(text, attrs):
        start, end = attrs
        first, _, last = text.partition(" – ")
        end_html = f'<time datetime="{end}">{escape(last)}</time>' if end else escape(last)
        return f'<time datetime="{start}">{escape(first)}</time> – {end_html}'

    def article(title, org, date_html, bullets=(), text=None):
        out = (f'      <article>\n        <header><h3>{escape(title)}</h3><p class="when">{date_html}</p></header>\n'
               f'        <p class="org">{escape(org)}</p>\n')
        if text:
            out += f"        <p>{escape(text)}</p>\n"
        if bullets:
            out += "        <ul>\n" + "".join(f"          <li>{escape(b)}</li>\n" for b in bullets) + "        </ul>\n"
        return out + "      </article>\n"

    relevant = "".join(article(t, f"{e}, {p}", when(w, a), b) for t, e, p, w, a, _, b in BN6_RELEVANT)
    projects = "".join(article(n, c, when(w, a), text=x) for n, c, w, a, x in BN6_PROJECTS)
    other = "".join(article(t, f"{e}, {p}", when(w, a)) for t, e, p, w, a, _ in BN6_OTHER)
    volunteer = "".join(article(t, f"{e}, {p}", when(w, a), b) for t, e, p, w, a, _, b in BN6_VOLUNTEER)
    html = f"""<!DOCTYPE html>
<html lang="en-NZ">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Andrea Whitmore — Junior Front-End Developer</title>
  <meta name="description" content="CV of Andrea Whitmore, junior front-end developer in Auckland.">
  <!-- Hand-written, no framework. Print stylesheet below keeps it to one A4 page. -->
  <style>
    :root {{ --ink: #1b2430; --muted: #5a6573; --accent: #0f766e; --line: #d9e0e6; }}
    * {{ box-sizing: border-box; }}
    body {{ font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Liberation Sans", sans-serif;
           color: var(--ink); max-width: 820px; margin: 0 auto; padding: 24px; }}
    .skip {{ position: absolute; left: -9999px; }}
    .skip:focus {{ left: 8px; top: 8px; }}
    nav.top {{ display: flex; gap: 16px; justify-content: flex-end; font-size: 13px; }}
    a {{ color: var(--accent); }}
    h1 {{ font-size: 32px; margin: 0; }}
    .role {{ font-size: 18px; color: var(--accent); margin: 2px 0 6px; font-weight: 600; }}
    .contact {{ list-style: none; padding: 0; margin: 0 0 8px; display: flex; flex-wrap: wrap; gap: 4px 18px;
               font-size: 14px; }}
    .intro {{ margin: 0 0 8px; color: var(--muted); }}
    h2 {{ font-size: 14px; text-transform: uppercase; letter-spacing: .08em; color: var(--accent);
         border-bottom: 2px solid var(--line); padding-bottom: 2px; margin: 18px 0 8px; }}
    article {{ margin-bottom: 10px; }}
    article header {{ display: flex; justify-content: space-between; gap: 12px; align-items: baseline; }}
    h3 {{ font-size: 15px; margin: 0; }}
    .when {{ margin: 0; color: var(--muted); white-space: nowrap; font-size: 14px; }}
    .org {{ margin: 0; font-style: italic; color: var(--muted); }}
    article p {{ margin: 0; }}
    section > p {{ margin: 0 0 6px; }}
    ul {{ margin: 4px 0 0; padding-left: 20px; }}
    .cols {{ display: grid; grid-template-columns: 1fr 1fr; gap: 0 32px; }}
    .refs p {{ margin: 0 0 8px; }}
    footer {{ margin-top: 24px; font-size: 12px; color: var(--muted); border-top: 1px solid var(--line);
             padding-top: 6px; }}
    @media print {{
      @page {{ size: A4; margin: 9mm 12mm; }}
      body {{ font-size: 8.4pt; line-height: 1.28; padding: 0; max-width: none; }}
      nav.top, footer, .skip {{ display: none; }}
      h1 {{ font-size: 20pt; }} .role {{ font-size: 11pt; }} h2 {{ font-size: 9pt; margin: 7px 0 3px; }}
      h3, .when, .contact {{ font-size: 9pt; }} article {{ margin-bottom: 4px; }}
      .refs p {{ margin: 0; }}
      #skills ul {{ columns: 2; column-gap: 16px; margin-top: 2px; }} ul {{ margin-top: 2px; }}
    }}
  </style>
</head>
<body>
  <a class="skip" href="#main">Skip to main content</a>
  <nav class="top" aria-label="Page">
    <a href="andrea-whitmore-cv.pdf" download>Download PDF</a>
    <a href="https://github.com/andreawhitmore-dev">Code on GitHub</a>
    <a href="#" onclick="window.print(); return false;">Print</a>
  </nav>
  <header>
    <h1>Andrea Whitmore</h1>
    <p class="role">Junior Front-End Developer | Career changer after 19 years in travel</p>
    <ul class="contact">
      <li>Mt Albert, Auckland</li>
      <li><a href="tel:+64225550147">022 555 0147</a></li>
      <li><a href="mailto:andrea.whitmore@example.com">andrea.whitmore@example.com</a></li>
      <li><a href="https://github.com/andreawhitmore-dev">github.com/andreawhitmore-dev</a></li>
      <li><a href="https://www.linkedin.com/in/andrea-whitmore-nz">linkedin.com/in/andrea-whitmore-nz</a></li>
    </ul>
    <p class="intro">Nineteen years of selling and fixing complicated trips taught me to listen, explain and stay
    calm. Since 2024 I have put that into building accessible, well-tested web front ends.</p>
  </header>
  <main id="main">
    <section id="education">
      <h2>Education</h2>
{article("Graduate Diploma in Computer and Information Sciences", "Auckland University of Technology (AUT) · part-time · GPA 7.4 / 9",
         when("Feb 2025 – Jun 2026", ("2025-02", "2026-06")))}{article("Software Engineering Bootcamp (17 weeks, full-time)", "Dev Academy Aotearoa, Auckland",
         when("Feb 2024 – Jun 2024", ("2024-02", "2024-06")))}{article("Bachelor of Arts in Geography", "University of Otago, Dunedin",
         when("1999 – 2001", ("1999", "2001")))}    </section>
    <section id="skills">
      <h2>Skills</h2>
      <div class="cols">
        <div><h3>Transferable</h3><ul>
{"".join(f"          <li>{escape(s)}</li>" + chr(10) for s in BN6_TRANSFERABLE)}        </ul></div>
        <div><h3>Technical</h3><ul>
{"".join(f"          <li>{escape(s)}</li>" + chr(10) for s in BN6_TECHNICAL)}        </ul></div>
      </div>
    </section>
    <section id="relevant">
      <h2>Relevant experience</h2>
{relevant}    </section>
    <section id="projects">
      <h2>Projects</h2>
{projects}    </section>
    <section id="other">
      <h2>Other experience — previous career, in brief</h2>
      <p>Nineteen years with one independent agency: sold complex multi-stop and group travel, then ran the Newmarket
      branch (9 staff, NZ$6m a year in sales, Branch of the Year twice) through COVID-19 closures and reopening.</p>
{other}    </section>
    <section id="volunteering">
      <h2>Volunteering</h2>
{volunteer}    </section>
    <div class="cols">
      <section id="awards">
        <h2>Awards</h2>
        <ul>
          <li>People's Choice Award, Dev Academy demo day — 2024</li>
          <li>Harbourside Travel Branch of the Year — 2019 and 2021</li>
        </ul>
      </section>
      <section id="languages">
        <h2>Languages</h2>
        <p>English (native) · Spanish (intermediate) · te reo Māori (beginner)</p>
      </section>
    </div>
    <section id="references" class="refs">
      <h2>References</h2>
      <div class="cols">
        <p><strong>Liam Fonoti</strong><br>Lead Developer, Kōwhai Digital Ltd<br>09 555 0163 ·
        <a href="mailto:liam.fonoti@example.com">liam.fonoti@example.com</a></p>
        <p><strong>Dr Priya Natarajan</strong><br>Senior Lecturer, School of Engineering, Computer and Mathematical
        Sciences, AUT<br><a href="mailto:priya.natarajan@example.com">priya.natarajan@example.com</a></p>
      </div>
    </section>
  </main>
  <footer>© 2026 Andrea Whitmore · Built by hand with HTML and CSS, hosted on GitHub Pages · Last updated
  <time datetime="2026-11-27">27 November 2026</time></footer>
</body>
</html>
"""
    name = "bn6-andrea-whitmore"
    write_text(name + ".html", html)
    write_truth(name, {
        "basics": {"name": "Andrea Whitmore",
                   "label": "Junior Front-End Developer | Career changer after 19 years in travel",
                   "email": "andrea.whitmore@example.com", "phone": "022 555 0147", "location": {"city": "Auckland"},
                   "profiles": [{"network": "GitHub", "url": "https://github.com/andreawhitmore-dev"},
                                linkedin("andrea-whitmore-nz")]},
        "work": [job(t, e, p, w, s) for t, e, p, w, _, s, _ in BN6_RELEVANT]
                + [job(t, e, p, w, s) for t, e, p, w, _, s in BN6_OTHER]
                + [job(t, e, p, w, s) for t, e, p, w, _, s, _ in BN6_VOLUNTEER],
        "education": [
            school("Auckland University of Technology (AUT)", "Graduate Diploma", "Computer and Information Sciences",
                   "Feb 2025 – Jun 2026", ("2025-02", "2026-06"), score="7.4 / 9"),
            school("Dev Academy Aotearoa", "Bootcamp", "Software Engineering", "Feb 2024 – Jun 2024",
                   ("2024-02", "2024-06")),
            school("University of Otago", "Bachelor of Arts", "Geography", "1999 – 2001", ("1999", "2001"))],
        "skills": [{"name": s} for s in BN6_TRANSFERABLE + BN6_TECHNICAL],
        "certificates": [],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Spanish", "fluency": "intermediate"},
                      {"language": "te reo Māori", "fluency": "beginner"}],
    })


if __name__ == "__main__":
    made_scratch = not os.path.isdir(SCRATCH)
    os.makedirs(SCRATCH, exist_ok=True)
    tempfile.tempdir = SCRATCH
    os.environ["TMPDIR"] = SCRATCH
    runtime = os.path.join(SCRATCH, "xdg-runtime")  # Qt (wkhtmltopdf) wants a private runtime folder
    os.makedirs(runtime, mode=0o700, exist_ok=True)
    os.chmod(runtime, 0o700)
    os.environ["XDG_RUNTIME_DIR"] = runtime
    try:
        bn1_jakes_resume_latex()
        bn2_google_docs_chromium()
        bn3_fpdf_timeline()
        bn4_wkhtmltopdf_builder()
        bn5_docx_header()
        bn6_handwritten_html()
    finally:
        tempfile.tempdir = None
        if made_scratch:
            shutil.rmtree(SCRATCH, ignore_errors=True)
