#!/usr/bin/env python3
"""Renders the sixty-first held-out batch (bi1–bi6) into files/ and its truth into truth/.

Written without reading the parser (nor anything under /work/main/Sources, Tests, docs, Benchmarks, .build or output,
nor anything under /tmp or /var/tmp other than this batch's own scratch folder: one listing of /var/tmp filtered to
the name "bi61", to make sure the scratch folder did not exist yet, printed only a count of 0); no project binary
(mm-*), swift or git command was run, and the search tools were not used on this project. The only project files read
were holdout_render.py in full, render_batch55.py in full (for the conventions, the truth shape and the decisions it
records), the docstring openings (first 40 lines only) of render_batch50.py to render_batch54.py and
render_batch56.py to render_batch60.py (for the occupations, countries and producers already used) and three truth
files: az1-clodagh-brennan.json (whole: batch 52's LinkedIn "Save to PDF" profile, for how LinkedIn's nested
positions, "Month YYYY - Present (N years M months)" lines, "Dublin, County Dublin, Ireland", "(Mobile)", Top Skills,
"(Native or Bilingual)" and "Degree, Field · (2011 - 2015)" were written), the basics, work and education of
bc1-sorcha-glynn.json, and the basics, education, first two work entries, certificates and languages of
ax1-rhiannon-pryce.json (for a UK degree with its class as "score" and "A Levels" without an area). files/ and truth/
were listed only to make sure no bi* file existed. render_batch62.py and the bj* files, written at the same time by
another helper, were neither opened nor touched. Nothing else in the project was read. The helpers job,
docx_hyperlink, table_borders and fixed_widths are copied as batch 55 wrote them; school, docx_field, li_duration,
li_dates and ym are written for this batch; the rest comes from holdout_render.py. Scratch files (the LibreOffice
conversion and page check, the Chromium profile and print) go to /var/tmp/bi61 (tempfile.tempdir and TMPDIR point
there while the script runs), removed at the end. Nothing was installed.

Resumes as the platforms and builders people actually use export them, in a recruiter's inbox in mid-December 2026:
six people in six occupations that batches 50–60's docstrings do not have (they list, among others, a customer
success manager, a data engineer, an agile coach, a technical writer, a medical assistant, a medical laboratory
science graduate, a recruitment consultant, a customer service representative, a dental assistant, a kitchen manager,
a bank teller, a federal contract specialist, a patent attorney, a B1 aircraft maintenance technician, a midwife, a
critical care nurse and a corrections officer), one each in Canada, the US, the UK, New Zealand, Australia and
Ireland: a senior product manager in fintech in Toronto, a lead phlebotomist in Charlotte, North Carolina, a senior
cabin crew member in Manchester, a personal trainer and strength coach in Wellington, an executive assistant to a CEO
in Melbourne and a motor and property claims handler in Limerick. Each file is made with a different producer, each
the one its platform or builder really resembles, and none of them ReportLab or WeasyPrint, which batches 50–60 lean
on (batch 52 drew its LinkedIn profile with ReportLab; this one uses PyMuPDF):

- bi1 (PyMuPDF 2.0 with DejaVu Sans, US Letter, THREE pages, author, creator and producer "LinkedIn"): A LINKEDIN
  "SAVE TO PDF" PROFILE. Page 1 has a pale grey LEFT COLUMN: "Contact" ("416-555-0147 (Mobile)", a mailto link,
  "www.linkedin.com/in/kieranbaptistelowe (LinkedIn)" BROKEN MID-WORD over two lines as LinkedIn breaks long URLs,
  its link carrying LinkedIn's "?jobid=...&lipi=..." query), "Top Skills" (three), "Languages" ("English (Native or
  Bilingual)", "French (Professional Working)", "Haitian Creole (Limited Working)" wrapping), "Certifications"
  (three, each wrapping) and "Honors-Awards". The main column flows over the three pages: the name "Kieran
  Baptiste-Lowe" (26 pt), the headline "Senior Product Manager, Payments Platform at Lakeshore Pay | B2B Fintech ·
  APIs · Product Discovery" (wrapping), the grey place "Toronto, Ontario, Canada", "Summary" (three paragraphs), then
  "Experience" NESTED BY COMPANY: the company name once, the grey total tenure under it when it has several positions
  ("4 years 8 months", "4 years 9 months"), each position a bold title, a grey "Month YYYY - Month YYYY (N years M
  months)" line (counted inclusively to the save month, December 2026, for "Present"), a grey place line where one
  was given and the description (a paragraph, then "• " or "▪ " lines): at Lakeshore Pay "Senior Product Manager,
  Payments Platform" "April 2024 - Present (2 years 9 months)" "Toronto, Ontario, Canada" and "Product Manager,
  Merchant Onboarding" "May 2022 - March 2024 (1 year 11 months)" with NO place line; at Don Valley College a
  CONCURRENT CURRENT part-time post "Sessional Instructor, Product Management (Continuing Education)" (the title
  wrapping) "January 2023 - Present (4 years)"; at Conestoga Shield Insurance "Associate Product Manager, Digital
  Claims" "June 2019 - April 2022 (2 years 11 months)" and "Business Systems Analyst" "August 2017 - May 2019 (1 year
  10 months)", both "Waterloo, Ontario, Canada"; two co-op terms, "Software Developer (Co-op)" at Maple Circuit Labs
  "January 2016 - April 2016 (4 months)" "Ottawa, Ontario, Canada" and "Quality Assurance Analyst (Co-op)" at Rideau
  Systems Integration "May 2015 - August 2015 (4 months)" "Kanata, Ontario, Canada"; "Education" as LinkedIn prints
  it, the school on one line and "Degree, Field · (YYYY - YYYY)" under it with LinkedIn's standard degree and field
  names ("Master of Business Administration - MBA, Business Administration and Management, General · (2021 - 2024)"
  at "University of Toronto - Rotman School of Management", wrapping; "Bachelor of Mathematics - BMath, Computer
  Science · (2012 - 2017)" at the University of Waterloo). "Page N of 3" centred at the foot of EVERY page. (DejaVu,
  not Liberation Sans: with Liberation, PyMuPDF's ToUnicode map reads every "-" back as a soft hyphen U+00AD and "·"
  as "∙", since the font shares those glyphs – a quirk this file was not meant to have.)
- bi2 (headless Chromium 156 "Save as PDF" of an HTML page, Liberation Sans, Letter, THREE pages, no browser header
  or footer): AN INDEED RESUME AS INDEED'S "DOWNLOAD RESUME" PDF PRINTS IT: the name "Tamika Ellsworth", the headline
  "Lead Phlebotomist", "Charlotte, NC 28213", the email, "+1 704 555 0126", "Willing to relocate to: Concord, NC -
  Gastonia, NC - Rock Hill, SC" and "Authorized to work in the US for any employer"; headings over a grey rule: Work
  Experience (each a bold title, an "Employer - City, ST" line, grey dates with "to", the description): "Lead
  Phlebotomist" Carolina Crest Diagnostics, Charlotte, NC "March 2021 to Present" whose description was PASTED FROM
  WORD with its Symbol-font bullets U+F0B7 ("") – no installed font has the glyph, so they print as EMPTY BOXES and
  are absent from the text layer, as a browser prints them; "Phlebotomist II" Queen City Regional Medical Center
  "June 2017 to February 2021"; "Phlebotomist" Southpoint Plasma Donor Center, Gastonia, NC "August 2015 to May
  2017"; "Cashier" Sugar Creek Grocery "2013 to 2015" (Indeed's year-only form); Education ("Associate of Applied
  Science in Medical Laboratory Technology" at Central Piedmont Community College "August 2025 to Present" – IN
  PROGRESS; "Certificate in Phlebotomy" there "January 2015 to May 2015"; "High school diploma" West Mallard High
  School "2009 to 2013"); Skills as a bulleted list WITH INDEED'S EXPERIENCE NOTES ("Venipuncture (10+ years)", "Epic
  Beaker (5 years)"); Languages ("Spanish - Intermediate"); Certifications and Licenses (bold names over validity
  lines "June 2015 to June 2027", "March 2019 to Present"); Assessments (INDEED'S SKILL TESTS: "Phlebotomy — Highly
  Proficient", "Medical terminology — Expert", dates, descriptions, "Full results:" links and Indeed's disclaimer);
  Additional Information. A lead phlebotomist in Charlotte, North Carolina.
- bi3 (fpdf2 2.8.9, Liberation Sans with DejaVu Sans as the fallback for the icons, A4, ONE page, creator "Zety
  Resume Builder"): A RESUME BUILDER'S TWO-COLUMN DESIGN (Zety / Resume.io style): a NAVY HEADER BAND with the white
  name "Imani Crossfield", the salmon title "Senior Cabin Crew Member" and a contact row with ICONS AS CHARACTERS ("✉
  imani.crossfield@example.com", "☎ 07700 900583", "⌂ Wythenshawe, Manchester M22", and LinkedIn's icon drawn as "in"
  in a small square before "linkedin.com/in/imani-crossfield"); a pale SIDEBAR AT THE RIGHT: SKILLS each over a
  five-segment SKILL METER (drawn, no text), LANGUAGES each a bold name, the level word at the right ("Native",
  "Advanced", "Intermediate") and five DOTS, CERTIFICATIONS each a name over a grey "yyyy-mm" line, INTERESTS; the
  main column with icon headings ("✦ Summary" – a justified paragraph with a soft hyphen in "emergency" –, "✈ Work
  History", "✎ Education") and each entry's DATES IN A NARROW LEFT COLUMN in Zety's "yyyy-mm - Current" form, BROKEN
  AFTER " -" over two lines (pdftotext, which takes a line-final "-" for a hyphenation, joins them as "2023-04
  Current"), beside the bold title, an italic "Employer, Place" line and bullets: "Senior Cabin Crew Member" "2023-04
  - Current" and "Cabin Crew Member" "2019-03 - 2023-03" at Pennine Atlantic Airways, Manchester; "Ground Handling
  Agent" Northgate Aviation Services, Manchester Airport "2017-11 - 2019-02"; "Seasonal Cabin Crew" Coastline Leisure
  Airways, Newcastle upon Tyne "2017-04 - 2017-10"; "Guest Services Agent" The Deansgate Grand Hotel, Manchester
  "2015-09 - 2017-03"; Education in the same form in Zety's "Degree: Field" and "School - Town" lines ("Bachelor of
  Arts: Tourism Management" "Manchester Metropolitan University - Manchester" "2012-09 - 2015-06", "A Levels: Travel
  & Tourism, French, English Language" "Trafford Vale Sixth Form College - Sale" "2010-09 - 2012-06"). A senior cabin
  crew member in Manchester, England.
- bi4 (DOCX, python-docx 1.2, kept as the Word file, as Google Docs' "Download > Microsoft Word (.docx)" gives it:
  its default US LETTER page kept by a New Zealander, "Merriweather" and "Open Sans" named but not embedded, Title,
  Subtitle, Heading 1 and Heading 2 styles, Google's "_gjdgxs", "_30j0zll"... bookmarks, no author; TWO pages on the
  throw-away LibreOffice PDF that checks the count): A GOOGLE DOCS TEMPLATE IN THE "SPEARMINT"/"CORAL" LOOK: the name
  "Sione Faleolo" very large (34 pt), the green subtitle "Personal Trainer & Strength Coach", a grey contact line
  with NON-BREAKING SPACES around its " · " and inside the phone ("Kilbirnie, Wellington 6022", "021 555 0143", a
  hyperlink "sione.faleolo@example.com"), a short intro; GREEN SECTION HEADINGS TYPED IN MIXED CASE AND SHOWN IN
  CAPITALS (w:caps: "Skills", "Experience", "Education", "Certifications", "Awards", "Languages"); Skills as "List
  Bullet" items; each job line in Spearmint's "COMPANY, PLACE — TITLE" ORDER (the employer and place bold before an
  em dash, the title after it) with the DATES ON THE RIGHT of the same line on a right tab, typed in capitals:
  "Harbourside Fitness, Wellington — Head Personal Trainer" "JUN 2022 – PRESENT"; "FaleoloFit, Wellington — Online
  Strength Coach (self-employed)" "2021 – PRESENT" (concurrent, current); "Harbourside Fitness, Wellington — Personal
  Trainer" "MAR 2020 – MAY 2022"; "Evans Bay Recreation Centre, Wellington — Gym Instructor & Lifeguard" "JAN 2017 –
  FEB 2020"; "Tawa Districts Rugby Club, Porirua — Strength & Conditioning Assistant (volunteer)" "2016 – 2018";
  Education the same way ("Massey University — Bachelor of Science (Exercise and Sport Science)" "FEB 2014 – NOV
  2016", "New Zealand Institute of Sport — New Zealand Certificate in Exercise (Level 4)" "2017", "Evans Bay College,
  Wellington — NCEA Level 3 with University Entrance" "2013"); Certifications as bold names with a grey " — note";
  Awards; Languages ("English — native · Samoan — fluent (spoken at home and at church)"). A personal trainer and
  strength coach in Wellington, New Zealand.
- bi5 (LibreOffice 7.4 PDF of a DOCX written with python-docx, Calibri shown as Carlito, A4, TWO pages): A WORD
  "MODERN" RESUME TEMPLATE "exported to PDF": a HEADER ON EVERY PAGE ("Georgina Papadakis" at the left, "Executive
  Assistant" at the right, on the Header style's own centre and right tabs) and a FOOTER ON EVERY PAGE (the email and
  phone, "Page N of 2" from PAGE and NUMPAGES fields); the name typed "Georgina Papadakis" and SHOWN IN CAPITALS by
  the run's caps property (28 pt, letter-spaced), the blue label "Executive Assistant | Board Secretariat & C-Suite
  Support", a " | " contact line ("Brunswick East, Melbourne VIC 3057", the ACMA drama mobile "0491 573 770", two
  Word hyperlinks, wrapping); blue capital headings over a rule (OBJECTIVE, EXPERIENCE, EDUCATION, SKILLS,
  CERTIFICATIONS, LANGUAGES, REFERENCES); each job in the template's order: the DATES FIRST on their own small grey
  line, typed "March 2021 – Now" and shown in capitals ("MARCH 2021 – NOW"), then "Title, Employer, Place" with the
  title bold and blue, then "List Bullet" items: "Executive Assistant to the CEO, Yarra Bend Superannuation,
  Docklands VIC" "MARCH 2021 – NOW"; "Personal Assistant to the Director of Operations, Southbank Medical Group,
  Southbank VIC" "FEB 2017 – FEB 2021"; "Office Coordinator, Collins & Flinders Legal, Melbourne VIC" "JUL 2014 – JAN
  2017"; "Receptionist (temporary assignments), Rialto Temps, Melbourne VIC" "2012 – 2014". Much of the text was
  PASTED FROM AN OLDER PDF COPY OF HER CV, so it carries the LIGATURE CHARACTERS U+FB01 "ﬁ" and U+FB02 "ﬂ" ("Ofﬁce
  Coordinator", "ofﬁces", "conﬁdential", "Certiﬁcate", "ﬂuent"), which the PDF's text layer keeps; Education in the
  same form ("2019 – 2020" "Diploma of Leadership and Management (BSB51918), Holmesglen Institute", "2009 – 2012"
  "Bachelor of Arts (Media and Communications), The University of Melbourne"); SKILLS as a borderless two-column
  table of "▪  " items filled down the first column, then the second; CERTIFICATIONS as bullets "name – note";
  LANGUAGES as one " · " line. An executive assistant in Melbourne, Victoria.
- bi6 (a plain-text file, UTF-8 WITH A BYTE ORDER MARK, LF line ends, paragraphs unwrapped): A CV PASTED INTO A JOB
  BOARD'S "PASTE YOUR CV" FORM, as the board's text version gives it back: no bullets anywhere, ALL-CAPS HEADINGS
  (PROFILE, KEY SKILLS, EMPLOYMENT HISTORY, EDUCATION, PROFESSIONAL QUALIFICATIONS, LANGUAGES, OTHER), the name
  "Niamh Kilbride", the label "Claims Handler – Motor & Property", a " | " contact line whose phone has NON-BREAKING
  SPACES ("087 555 0179"), SOFT HYPHENS left in from Word ("docu­mentation", "sub­rogation", "manage­ment" and the
  skill "Sub­rogation and recoveries"); KEY SKILLS one a line; each job a "Title – Employer, Place" line, a dates
  line IN A DIFFERENT FORMAT EACH TIME and a paragraph: "Senior Claims Handler – Shannonside Insurance DAC, Limerick"
  "Jan 2019 to date"; "Claims Handler" at the same insurer "03/2016 – 12/2018"; "Customer Service Advisor (Motor
  Claims) – Atlantic Direct Insurance Services Ltd, Shannon, Co. Clare" "Sept. 2013 to Feb. 2016"; "Bar Staff
  (part-time) – The Treaty Stone Bar, Limerick" "2010-2013"; EDUCATION as comma lines ("Bachelor of Business Studies
  (BBS), University of Limerick, 2009 - 2013" over a line with a project and "Second Class Honours Grade 1" with a
  non-breaking space; "Leaving Certificate, Scoil Mhuire Ardscoil, Limerick, June 2009"); PROFESSIONAL QUALIFICATIONS
  as "name, issuer, year" lines; LANGUAGES as one line of sentences ("English – native. Irish – good (honours Leaving
  Cert). French – basic."). A motor and property claims handler in Limerick, Ireland.

They hold what platform and builder exports really carry: a LinkedIn profile's sidebar, nested positions with
durations, standard degree names, a URL broken mid-word and page footers; Indeed's relocation and work-authorisation
lines, experience notes on skills, validity dates on certificates, skill-test results and pasted Word bullets that
print as boxes; a builder's band, icon characters, skill meters, language dots and dates broken in a narrow column; a
Google Docs export's Letter page, caps-styled headings, company-first job lines and right-hand dates; a Word
template's repeated header and footer, caps-styled name and dates, dates-first entries and ligature characters; a job
board's text with a BOM, non-breaking spaces and soft hyphens. Dates are written "April 2024 - Present", "May 2022 -
March 2024", "January 2023 - Present", "June 2019 - April 2022", "August 2017 - May 2019", "January 2016 - April
2016", "May 2015 - August 2015", "March 2021 to Present", "June 2017 to February 2021", "August 2015 to May 2017",
"2013 to 2015", "2023-04 - Current", "2019-03 - 2023-03", "2017-11 - 2019-02", "2017-04 - 2017-10", "2015-09 -
2017-03", "JUN 2022 – PRESENT", "2021 – PRESENT", "MAR 2020 – MAY 2022", "JAN 2017 – FEB 2020", "2016 – 2018", "MARCH
2021 – NOW", "FEB 2017 – FEB 2021", "JUL 2014 – JAN 2017", "2012 – 2014", "Jan 2019 to date", "03/2016 – 12/2018",
"Sept. 2013 to Feb. 2016", "2010-2013"; and for education "(2021 - 2024)", "(2012 - 2017)", "August 2025 to Present",
"January 2015 to May 2015", "2009 to 2013", "2012-09 - 2015-06", "2010-09 - 2012-06", "FEB 2014 – NOV 2016", "2017",
"2013", "2019 – 2020", "2009 – 2012", "2009 - 2013" and "June 2009". Phones are in each country's form (555 numbers
in Canada, the US, New Zealand and Ireland, an Ofcom drama mobile in the UK, an ACMA drama mobile in Australia).

Decisions for this batch (following batch 55's and, through its docstring and the truth files read, batches 46–54's;
new ones marked NEW):
- LinkedIn (bi1, as batch 52's az1 truth has it): each position is a work entry with its company's name; the
  company's total tenure and each position's "(N years M months)" are not part of the dates (date_text "April 2024 -
  Present"); a position's location is its place line as printed, whole ("Toronto, Ontario, Canada"), and a position
  without a place line has none. Basics: the headline is the label, whole; the location the main column's place line,
  city and province ("Toronto" / "Ontario", the country left out); the phone without "(Mobile)"; the profile from the
  sidebar's URL (broken over two lines) as "https://www.linkedin.com/in/kieranbaptistelowe". Top Skills are the
  skills; Certifications the certificates; languages with LinkedIn's proficiency as printed ("Native or Bilingual").
  Summary, Honors-Awards and the page footers are not recorded. Education (NEW in detail): the school line whole as
  the institution ("University of Toronto - Rotman School of Management"); LinkedIn's standard degree name before the
  first comma, whole, as the study type ("Master of Business Administration - MBA", "Bachelor of Mathematics -
  BMath", as az1 kept "Bachelor of Commerce (BComm)"); everything after it up to " · " as the area, its own comma
  included ("Business Administration and Management, General"); the years inside the parentheses as date_text ("2021
  - 2024").
- Indeed (bi2, NEW): the headline is the label; the relocation and work-authorisation lines are not content; each
  "Employer - City, ST" line gives the employer and the location ("Charlotte, NC"); dates as printed with "to" ("2013
  to 2015" years only; "Present" makes a job current). Education "X in Y" gives the study type X and the area Y
  ("Associate of Applied Science" / "Medical Laboratory Technology", "Certificate" / "Phlebotomy"); "High school
  diploma" is the study type alone (batch 55's bc5); a programme "August 2025 to Present" is current from 2025-08
  without an end. Skills are the names WITHOUT Indeed's experience notes ("Venipuncture", not "Venipuncture (10+
  years)"); certificates the names without their validity lines; the Assessments (Indeed's own skill tests, with
  their "Highly Proficient" and "Expert" results) are NOT certificates; Additional Information is not recorded; the
  language "Spanish" with "Intermediate". The pasted U+F0B7 bullets are not text (they are not in the text layer).
- Resume builder (bi3, NEW): the contact row's icons and the "in" badge are not content; the title under the name is
  the label; the location "Manchester" (Wythenshawe and M22 left out). Zety's "yyyy-mm - Current" dates are date_text
  as printed, whole, though broken over two lines ("2023-04 - Current", current from 2023-04). Education "Degree:
  Field" gives the study type and the area ("Bachelor of Arts" / "Tourism Management"); "A Levels: subjects" is "A
  Levels" alone (batch 50's ax1); "School - Town" gives the institution without the town. Skills are the names over
  the meters in order (the meters are drawings, not levels in the truth); languages take the printed level word as
  the fluency ("Native", "Advanced", "Intermediate"; the dots are drawings); certificates are the names without the
  "yyyy-mm" lines; Interests are not recorded.
- Google Docs (bi4, NEW): in "Company, Place — Title" lines the text before the em dash is the employer and its place
  (split at the last comma), the text after it the position ("Online Strength Coach (self-employed)", the parenthesis
  kept as batch 55 kept "(part-time)"); the dates at the right as typed, in capitals ("JUN 2022 – PRESENT": current
  from 2022-06; "2021 – PRESENT": current from 2021); the volunteer club post is a work entry (the rule batch 54's
  docstring records for batch 46). Headings shown in capitals by w:caps are headings, not content. The contact line's
  non-breaking spaces are spaces in the truth ("021 555 0143"). Education: "Bachelor of Science (Exercise and Sport
  Science)" is "Bachelor of Science" / "Exercise and Sport Science"; "New Zealand Certificate in Exercise (Level 4)"
  is "New Zealand Certificate" / "Exercise" (batch 55's bc6: NZQF level left out); "NCEA Level 3 with University
  Entrance" is "NCEA Level 3" (the University Entrance award left out). Certificates are the bold names, the " — "
  notes (registration body and level, years, "St John, 2025") left out. Awards are not recorded. Samoan "fluent" (the
  remark in parentheses left out, batch 55's rule).
- Word template (bi5, NEW): the name shown in capitals is recorded as typed and as the header prints it, "Georgina
  Papadakis" (batch 55's bc3 rule); the dates lines are recorded as the PDF prints them, in capitals ("MARCH 2021 –
  NOW"; "Now" makes a job current); each "Title, Employer, Place" line gives the position (the bold blue part), the
  employer and the place ("Docklands VIC"). The LIGATURE CHARACTERS are the letters they stand for in the truth
  ("Office Coordinator", "Confidential correspondence", "Microsoft Office Specialist: Excel Associate", "Certificate
  in Governance Practice", Greek "fluent"). Education: "Diploma of Leadership and Management (BSB51918)" is "Diploma"
  / "Leadership and Management" (the training-package code left out, as batch 55 left out "HLT45021"); "Bachelor of
  Arts (Media and Communications)" is "Bachelor of Arts" / "Media and Communications". Certificates drop the " –
  year" and " – issuer, year" notes. The header, the footer and REFERENCES are not content. The location is
  "Melbourne" / "VIC" (Brunswick East and 3057 left out).
- Job board text (bi6, NEW): the byte order mark, the non-breaking spaces and the soft hyphens are not part of any
  value ("087 555 0179", "Subrogation and recoveries", "Second Class Honours Grade 1"). Each "Title – Employer,
  Place" line is split at the en dash and then at the employer's first comma ("Atlantic Direct Insurance Services
  Ltd" / "Shannon, Co. Clare"); "Jan 2019 to date" makes a job current; "Sept. 2013 to Feb. 2016" is 2013-09 to
  2016-02; "2010-2013" is years only. Education: "Bachelor of Business Studies (BBS)" whole as the study type, with
  no area, and the class on the line under it, "Second Class Honours Grade 1", as the score (batch 50's ax1 wrote
  "First Class" as the score; the project remark left out); "Leaving Certificate" "June 2009" ends 2009-06.
  PROFESSIONAL QUALIFICATIONS are certificates, without issuer and year. Languages with the word after the dash, the
  parenthesis left out (Irish "good"). OTHER (driving licence, referees) is not recorded; driver licences are not
  certificates (batch 55's rule).

Truth conventions as in batches 5–55: date_text as printed (dashes, capitals and "to" as they stand), the work
entry's location where printed, phones as printed (with plain spaces for non-breaking ones). Every person, employer,
school named as invented below, phone and email is invented (emails at example.com, the assessment links at
.example), except the universities, colleges, awarding and professional bodies, regulators, products, aircraft and
places, which are real and named as any resume names them (the University of Toronto's Rotman School of Management,
the University of Waterloo, Interac, FINTRAC, Scrum Alliance's CSPO, AWS, the Canadian Securities Course, Selenium,
Java, React, Indeed, Central Piedmont Community College, Epic Beaker, CAP, BLS, Airbus A321 and A330, the UK CAA,
AVSEC, Manchester Metropolitan University, Zety, Google Docs, Massey University, the New Zealand Institute of Sport,
NCEA, REPs NZ, Precision Nutrition, Olympic Weightlifting New Zealand, St John, ACC, Trainerize, MINDBODY, Holmesglen
Institute, the BSB51918 diploma, The University of Melbourne, Diligent Boards, SAP Concur, APRA, ASIC, Microsoft
Office Specialist, Mental Health First Aid, the Governance Institute of Australia, the University of Limerick, the
Insurance Institute of Ireland, CIP, APA, Guidewire ClaimCenter, the Consumer Protection Code and the Leaving
Certificate). Invented: Lakeshore Pay, Don Valley College, Conestoga Shield Insurance, Maple Circuit Labs, Rideau
Systems Integration, Carolina Crest Diagnostics, Queen City Regional Medical Center, Southpoint Plasma Donor Center,
Sugar Creek Grocery, West Mallard High School, Pennine Atlantic Airways, Northgate Aviation Services, Coastline
Leisure Airways, The Deansgate Grand Hotel, Trafford Vale Sixth Form College, Harbourside Fitness, FaleoloFit, Evans
Bay Recreation Centre, Tawa Districts Rugby Club, Evans Bay College, Yarra Bend Superannuation, Southbank Medical
Group, Collins & Flinders Legal, Rialto Temps, Shannonside Insurance DAC, Atlantic Direct Insurance Services Ltd, The
Treaty Stone Bar and Scoil Mhuire Ardscoil.

Tools: PyMuPDF 2.0, fpdf2 2.8.9 and python-docx 1.2 (installed already), Chromium 156 (headless), LibreOffice 7.4
(bi5's PDF and bi4's page check), fonts-liberation, DejaVu, Carlito and poppler-utils. check_pages, chromium_pdf,
dates, libreoffice_pdf, linkedin, lo_page_count, new_docx, bottom_border, oxml_element, pdf_pages, write_text and
write_truth come from holdout_render.py.
Run from this folder: python3 render_batch61.py
"""
import calendar
import datetime
import os
import shutil
import tempfile
from xml.sax.saxutils import escape

from holdout_render import (FILES, check_pages, chromium_pdf, dates, linkedin, lo_page_count, oxml_element,
                            pdf_pages, write_text, write_truth)

# Scratch files (the LibreOffice conversion and page check, the Chromium profile and print) go here, never to /tmp.
SCRATCH = os.environ.get("BI61_SCRATCH", "/var/tmp/bi61")
LIBERATION = "/usr/share/fonts/truetype/liberation/"
DEJAVU_SANS = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
SAVED = (2026, 12)  # the month the LinkedIn profile was saved to PDF: "Present" durations count to here


def job(position, name, location, date_text, span):
    """A truth work entry (as batch 55 wrote it); the location is left out where none is printed, and a job printed
    without dates has a dates object with is_current false only."""
    entry = {"position": position, "name": name}
    if location:
        entry["location"] = location
    entry["dates"] = dates(*span, text=date_text) if date_text else dates(None)
    return entry


def school(institution, study_type, area, span, date_text):
    """A truth education entry: the area is left out where none is printed."""
    entry = {"institution": institution, "study_type": study_type}
    if area:
        entry["area"] = area
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


def table_borders(table, val="nil", color="auto", size="4", edges=("top", "left", "bottom", "right", "insideH",
                                                                   "insideV")):
    """Sets the table's borders (w:tblBorders): none by default, or thin lines of one colour on the given edges
    (batch 55's)."""
    borders = oxml_element("w:tblBorders")
    for edge in ("top", "left", "bottom", "right", "insideH", "insideV"):
        if edge in edges:
            borders.append(oxml_element("w:" + edge, val=val, sz=size, space="0", color=color))
        else:
            borders.append(oxml_element("w:" + edge, val="nil"))
    table._tbl.tblPr.append(borders)


def fixed_widths(table, widths):
    """Gives a python-docx table fixed column widths (w:tblLayout fixed, the grid and every cell) (batch 55's)."""
    table.autofit = False
    table._tbl.tblPr.append(oxml_element("w:tblLayout", type="fixed"))
    for column, width in zip(table.columns, widths):
        column.width = width
    for row in table.rows:
        for cell, width in zip(row.cells, widths):
            cell.width = width


def docx_field(paragraph, instruction, shown, size=None, color=None):
    """Appends a simple Word field (w:fldSimple, e.g. PAGE or NUMPAGES) showing `shown` until it is updated."""
    field = oxml_element("w:fldSimple", instr=instruction)
    run = oxml_element("w:r")
    props = oxml_element("w:rPr")
    if color:
        props.append(oxml_element("w:color", val=color))
    if size:
        props.append(oxml_element("w:sz", val=str(int(size * 2))))
    run.append(props)
    t = oxml_element("w:t")
    t.text = shown
    run.append(t)
    field.append(run)
    paragraph._p.append(field)


def li_duration(start, end=None):
    """LinkedIn's duration of a position, counted inclusively in months ("2 years 9 months", "4 years",
    "4 months"); a current position counts to the month the profile was saved."""
    end = end or SAVED
    months = (end[0] - start[0]) * 12 + end[1] - start[1] + 1
    years, months = divmod(months, 12)
    parts = []
    if years:
        parts.append(f"{years} year{'s' if years > 1 else ''}")
    if months:
        parts.append(f"{months} month{'s' if months > 1 else ''}")
    return " ".join(parts)


def li_dates(start, end=None):
    """LinkedIn's date range: "April 2024 - Present", "May 2022 - March 2024"."""
    first = f"{calendar.month_name[start[1]]} {start[0]}"
    last = f"{calendar.month_name[end[1]]} {end[0]}" if end else "Present"
    return f"{first} - {last}"


def ym(pair):
    return f"{pair[0]}-{pair[1]:02d}"


# ---- bi1: senior product manager (Toronto), LinkedIn "Save to PDF" imitated with PyMuPDF --------------------------
BI1_COMPANIES = [  # (company, [(title, start, end or None, place or None, description lines)])
    ("Lakeshore Pay", [
        ("Senior Product Manager, Payments Platform", (2024, 4), None, "Toronto, Ontario, Canada",
         ["Own the roadmap for Lakeshore Pay's payments platform – card acquiring, Interac and EFT payouts, "
          "reconciliation and the public Payments API – with two engineering squads (14 people).",
          "• Launched same-day EFT payouts for 9,000+ small-business merchants; payout support tickets down 38%.",
          "• Led the move of card processing to a second acquirer: authorization rate up 1.9 points and $1.1M a "
          "year saved in processing fees.",
          "• Introduced continuous discovery across the product team: weekly customer interviews and quarterly "
          "opportunity-solution trees.",
          "• Hire and coach two product managers and a product analyst."]),
        ("Product Manager, Merchant Onboarding", (2022, 5), (2024, 3), None,
         ["Owned merchant sign-up, KYC/KYB and underwriting.",
          "▪ Cut median onboarding time from 3 days to 40 minutes with automated identity checks and risk scoring.",
          "▪ Shipped the partner onboarding API now used by 60+ software platforms.",
          "▪ Worked with Compliance on FINTRAC reporting requirements for new merchant categories."]),
    ]),
    ("Don Valley College", [
        ("Sessional Instructor, Product Management (Continuing Education)", (2023, 1), None,
         "Toronto, Ontario, Canada",
         ["Teach the 12-week evening course \"Product Management Fundamentals\" twice a year (about 30 students "
          "a cohort): discovery, prioritization, roadmaps and working with engineering."]),
    ]),
    ("Conestoga Shield Insurance", [
        ("Associate Product Manager, Digital Claims", (2019, 6), (2022, 4), "Waterloo, Ontario, Canada",
         ["Product owner for digital first notice of loss (FNOL) and the claim status tracker in the mobile app.",
          "• Digital FNOL adoption grew from 11% to 47% of auto claims in two years.",
          "• Ran A/B tests with the analytics team and wrote the requirements for three releases a quarter.",
          "• Partnered with the claims contact centre to cut \"where is my claim\" calls by a quarter."]),
        ("Business Systems Analyst", (2017, 8), (2019, 5), "Waterloo, Ontario, Canada",
         ["Gathered requirements and wrote user stories for the claims system modernization; built SQL reports "
          "for the claims leadership team."]),
    ]),
    ("Maple Circuit Labs", [
        ("Software Developer (Co-op)", (2016, 1), (2016, 4), "Ottawa, Ontario, Canada",
         ["Java and React work on an internal logistics dashboard."]),
    ]),
    ("Rideau Systems Integration", [
        ("Quality Assurance Analyst (Co-op)", (2015, 5), (2015, 8), "Kanata, Ontario, Canada",
         ["Manual and Selenium regression testing for a telecom billing platform."]),
    ]),
]
BI1_EDUCATION = [  # (school, degree line before " · ", start year, end year, truth study type, truth area)
    ("University of Toronto - Rotman School of Management",
     "Master of Business Administration - MBA, Business Administration and Management, General", 2021, 2024,
     "Master of Business Administration - MBA", "Business Administration and Management, General"),
    ("University of Waterloo", "Bachelor of Mathematics - BMath, Computer Science", 2012, 2017,
     "Bachelor of Mathematics - BMath", "Computer Science"),
]
BI1_SKILLS = ["Product Management", "Payments", "Product Discovery"]
BI1_LANGUAGES = [("English", "Native or Bilingual"), ("French", "Professional Working"),
                 ("Haitian Creole", "Limited Working")]
BI1_CERTS = ["Certified Scrum Product Owner (CSPO)", "AWS Certified Cloud Practitioner",
             "Canadian Securities Course (CSC)"]


def bi1_linkedin_pymupdf():
    import pymupdf

    width, height = 612, 792  # LinkedIn saves profiles on US Letter
    side_x, side_w = 34, 150
    main_x, main_w = 214, 362
    top, bottom = 44, 736
    ink, grey, head = (0.0, 0.0, 0.0), (0.42, 0.42, 0.42), (0.11, 0.11, 0.11)
    side_ink, side_head, side_bg = (0.0, 0.0, 0.0), (0.05, 0.05, 0.05), (0.953, 0.953, 0.953)
    # DejaVu Sans: Liberation Sans shares one glyph between "-" and the soft hyphen (and "·" and "∙"), and PyMuPDF's
    # ToUnicode map then reads every hyphen back as U+00AD; DejaVu maps them one to one
    fonts = {"LS": DEJAVU_SANS, "LSB": DEJAVU_SANS.replace("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")}
    metrics = {k: pymupdf.Font(fontfile=v) for k, v in fonts.items()}

    doc = pymupdf.open()
    pages = []

    def new_page():
        page = doc.new_page(width=width, height=height)
        for key, path in fonts.items():
            page.insert_font(fontname=key, fontfile=path)
        pages.append(page)
        return page

    def wrap(text, font, size, limit):
        """Greedy word wrap; a word longer than the line is broken between characters (as LinkedIn breaks URLs)."""
        lines, line = [], ""
        for word in text.split(" "):
            trial = f"{line} {word}" if line else word
            if metrics[font].text_length(trial, fontsize=size) <= limit:
                line = trial
                continue
            if line:
                lines.append(line)
            line = ""
            while metrics[font].text_length(word, fontsize=size) > limit:
                cut = len(word)
                while metrics[font].text_length(word[:cut], fontsize=size) > limit:
                    cut -= 1
                lines.append(word[:cut])
                word = word[cut:]
            line = word
        if line:
            lines.append(line)
        return lines

    # ---- page 1's left column: Contact, Top Skills, Languages, Certifications, Honors-Awards
    page = new_page()
    page.draw_rect(pymupdf.Rect(0, 0, side_x + side_w + 14, height), color=None, fill=side_bg)
    y = top + 6

    def side(text, font="LS", size=9.6, color=side_ink, before=0.0, link=None):
        nonlocal y
        y += before
        for line in wrap(text, font, size, side_w):
            y += size * 1.28
            page.insert_text((side_x, y), line, fontname=font, fontsize=size, color=color)
            if link:
                page.insert_link({"kind": pymupdf.LINK_URI, "uri": link,
                                  "from": pymupdf.Rect(side_x, y - size, side_x + side_w, y + 2)})

    side("Contact", "LSB", 13, side_head)
    side("416-555-0147 (Mobile)", before=4)
    side("kbaptistelowe@example.com", before=3, link="mailto:kbaptistelowe@example.com")
    side("www.linkedin.com/in/kieranbaptistelowe (LinkedIn)", before=3,
         link="https://www.linkedin.com/in/kieranbaptistelowe?jobid=1234&lipi=urn%3Ali%3Apage%3Ad_jobs_easyapply")
    side("Top Skills", "LSB", 13, side_head, before=16)
    for skill in BI1_SKILLS:
        side(skill, before=3)
    side("Languages", "LSB", 13, side_head, before=16)
    for language, level in BI1_LANGUAGES:
        side(f"{language} ({level})", before=3)
    side("Certifications", "LSB", 13, side_head, before=16)
    for cert in BI1_CERTS:
        side(cert, before=3)
    side("Honors-Awards", "LSB", 13, side_head, before=16)
    for award in ("Lakeshore Pay Builder Award (2024)", "Dean's Honours List"):
        side(award, before=3)

    # ---- the main column, flowing over the pages
    y = top

    def room(needed):
        nonlocal page, y
        if y + needed > bottom:
            page = new_page()
            y = top

    def main(text, font="LS", size=10.5, color=ink, before=0.0, keep=0.0, indent=0.0, leading=1.3):
        nonlocal y
        lines = wrap(text, font, size, main_w - indent)
        room(before + size * leading * min(len(lines), 2) + keep)
        y += before
        for line in lines:
            room(size * leading)
            y += size * leading
            page.insert_text((main_x + indent, y), line, fontname=font, fontsize=size, color=color)

    main("Kieran Baptiste-Lowe", "LS", 26, head, leading=1.1)
    main("Senior Product Manager, Payments Platform at Lakeshore Pay | B2B Fintech · APIs · Product Discovery",
         size=12, before=4)
    main("Toronto, Ontario, Canada", size=10.5, color=grey, before=3)
    main("Summary", "LS", 15.5, head, before=18)
    for para in ("I build payment products that merchants never have to think about. For the last four years I "
                 "have led product for Lakeshore Pay's payments platform: card acquiring, Interac and EFT payouts, "
                 "and the APIs that our small-business merchants and software partners build on.",
                 "Before product I was a developer and a business systems analyst in insurance, so I am at home in "
                 "the details with engineers, risk and compliance. I care about continuous discovery, clear written "
                 "specs and shipping in small slices.",
                 "Open to Group Product Manager roles in payments or embedded finance in Toronto (hybrid)."):
        main(para, before=6)
    main("Experience", "LS", 15.5, head, before=18, keep=40)
    for company, roles in BI1_COMPANIES:
        main(company, "LS", 12, head, before=14, keep=48)
        if len(roles) > 1:
            first = min(r[1] for r in roles)
            ends = [r[2] or SAVED for r in roles]
            main(li_duration(first, max(ends)), size=10.5, color=grey, before=1)
        for title, start, end, place, lines in roles:
            main(title, "LSB", 11, ink, before=8, keep=30)
            main(f"{li_dates(start, end)} ({li_duration(start, end)})", size=10.5, color=grey, before=1)
            if place:
                main(place, size=10.5, color=grey, before=0)
            for i, line in enumerate(lines):
                main(line, size=10.5, before=6 if i == 0 else 1)
    main("Education", "LS", 15.5, head, before=18, keep=40)
    for school_name, degree, start, end, *_ in BI1_EDUCATION:
        main(school_name, "LS", 12, head, before=12, keep=16)
        main(f"{degree} · ({start} - {end})", size=10.5, color=(0.25, 0.25, 0.25), before=2)

    count = doc.page_count
    for number in range(1, count + 1):  # LinkedIn's footer on every page
        p = doc[number - 1]
        label = f"Page {number} of {count}"
        w = metrics["LS"].text_length(label, fontsize=9)
        p.insert_text(((width - w) / 2, height - 24), label, fontname="LS", fontsize=9, color=(0.5, 0.5, 0.5))
    doc.set_metadata({"title": "Resume", "author": "LinkedIn", "creator": "LinkedIn", "subject": "Resume",
                      "producer": "LinkedIn"})
    name = "bi1-kieran-baptiste-lowe"
    path = os.path.join(FILES, name + ".pdf")
    doc.subset_fonts()  # the DejaVu faces are inserted on every page: keep only the glyphs used, once
    doc.save(path, garbage=4, deflate=True)
    doc.close()
    check_pages(name, pdf_pages(path), 3)

    work = []
    for company, roles in BI1_COMPANIES:
        for title, start, end, place, _ in roles:
            span = (ym(start), ym(end), False) if end else (ym(start), None, True)
            work.append(job(title, company, place, li_dates(start, end), span))
    write_truth(name, {
        "basics": {"name": "Kieran Baptiste-Lowe",
                   "label": "Senior Product Manager, Payments Platform at Lakeshore Pay | B2B Fintech · APIs · "
                            "Product Discovery",
                   "email": "kbaptistelowe@example.com", "phone": "416-555-0147",
                   "location": {"city": "Toronto", "region": "Ontario"},
                   "profiles": [linkedin("kieranbaptistelowe")]},
        "work": work,
        "education": [school(s, t, a, (str(b), str(e)), f"{b} - {e}") for s, _, b, e, t, a in BI1_EDUCATION],
        "skills": [{"name": s} for s in BI1_SKILLS],
        "certificates": [{"name": c} for c in BI1_CERTS],
        "languages": [{"language": l, "fluency": f} for l, f in BI1_LANGUAGES],
    })


# ---- bi2: lead phlebotomist (Charlotte, NC), the Indeed resume PDF printed by headless Chromium --------------------
BI2_JOBS = [  # (title, employer, place, dates as printed, truth span, description lines)
    ("Lead Phlebotomist", "Carolina Crest Diagnostics", "Charlotte, NC", "March 2021 to Present",
     ("2021-03", None, True),
     ["\uf0b7 Lead a team of 6 phlebotomists across two patient service centers (90-130 draws a day)",
      "\uf0b7 Venipuncture and capillary collections for adult, pediatric and geriatric patients, including "
      "difficult and rolling veins",
      "\uf0b7 Process, spin, aliquot and package specimens for courier pickup; label and order entry in Epic "
      "Beaker",
      "\uf0b7 Train new hires and students from the community college phlebotomy program",
      "\uf0b7 Keep the centers inspection-ready (CAP) - temperature logs, sharps, PPE and supply ordering"]),
    ("Phlebotomist II", "Queen City Regional Medical Center", "Charlotte, NC", "June 2017 to February 2021",
     ("2017-06", "2021-02"),
     ["Inpatient and ED phlebotomy on early morning rounds (4:30 AM start), blood cultures, timed draws and "
      "STAT orders. Promoted from Phlebotomist I in 2019. Helped set up the drive-through COVID-19 testing site "
      "in 2020."]),
    ("Phlebotomist", "Southpoint Plasma Donor Center", "Gastonia, NC", "August 2015 to May 2017",
     ("2015-08", "2017-05"),
     ["Donor screening (vitals, hematocrit and total protein), venipuncture and monitoring donors on plasmapheresis "
      "machines."]),
    ("Cashier", "Sugar Creek Grocery", "Charlotte, NC", "2013 to 2015", ("2013", "2015"),
     ["Register, customer service and stocking, part-time while in school."]),
]
BI2_SKILLS = [("Venipuncture", "10+ years"), ("Capillary puncture", "10+ years"),
              ("Pediatric and geriatric draws", "8 years"), ("Specimen processing", "10+ years"),
              ("Epic Beaker", "5 years"), ("Medical terminology", "10+ years"), ("Training and mentoring", "4 years"),
              ("Customer service", "10+ years")]
BI2_CERTS = [("Certified Phlebotomy Technician (CPT)", "June 2015 to June 2027"),
             ("BLS for Healthcare Providers", "January 2025 to January 2027"),
             ("Certified EKG Technician (CET)", "March 2019 to Present")]


def bi2_indeed_chromium():
    def block(title, lines):
        return f'<div class="item"><h3>{escape(title)}</h3>' + "".join(lines) + "</div>\n"

    work = ""
    for title, employer, place, when, _, description in BI2_JOBS:
        desc = "<br>".join(escape(d) for d in description)
        work += block(title, [f'<div class="sub">{escape(employer)} - {escape(place)}</div>',
                              f'<div class="dates">{escape(when)}</div>', f'<div class="desc">{desc}</div>'])
    education = ""
    for degree, sch, when in (
            ("Associate of Applied Science in Medical Laboratory Technology",
             "Central Piedmont Community College - Charlotte, NC", "August 2025 to Present"),
            ("Certificate in Phlebotomy", "Central Piedmont Community College - Charlotte, NC",
             "January 2015 to May 2015"),
            ("High school diploma", "West Mallard High School - Charlotte, NC", "2009 to 2013")):
        education += block(degree, [f'<div class="sub">{escape(sch)}</div>', f'<div class="dates">{when}</div>'])
    skills = "".join(f"<li>{escape(s)} ({escape(y)})</li>" for s, y in BI2_SKILLS)
    certs = "".join(block(c, [f'<div class="dates">{escape(w)}</div>']) for c, w in BI2_CERTS)
    assessments = "".join(block(f"{a} — {level}", [
        f'<div class="dates">{escape(when)}</div>', f'<div class="desc">{escape(what)}</div>',
        f'<div class="desc">Full results: <a href="https://share.indeedassessments.example/share_assignment/{key}">'
        f'Highly Proficient</a></div>' if level == "Highly Proficient" else
        f'<div class="desc">Full results: <a href="https://share.indeedassessments.example/share_assignment/{key}">'
        f'{escape(level)}</a></div>']) for a, level, when, what, key in (
            ("Phlebotomy", "Highly Proficient", "March 2023",
             "Measures a candidate's knowledge of blood collection procedures, safety and specimen handling.",
             "k7wq2fz1mxa9"),
            ("Medical terminology", "Expert", "March 2023",
             "Understanding and using medical terminology.", "p3vd8n0rjc4e")))
    html = f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Tamika Ellsworth - Indeed Resume</title>
<style>
@page {{ size: Letter; margin: 0.55in 0.6in 0.55in 0.6in; }}
body {{ font-family: "Liberation Sans", Arial, Helvetica, sans-serif; font-size: 10.5pt; color: #2d2d2d;
        line-height: 1.38; margin: 0; }}
h1 {{ font-size: 24pt; font-weight: bold; margin: 0 0 2pt; color: #2d2d2d; }}
.headline {{ font-size: 13pt; margin: 0 0 6pt; }}
.contact div {{ margin: 0; }}
.contact a {{ color: #2d2d2d; text-decoration: none; }}
.work-status {{ margin: 9pt 0 0; }}
h2 {{ font-size: 14pt; font-weight: bold; margin: 20pt 0 8pt; padding-bottom: 4pt; border-bottom: 1px solid #d4d2d0;
      break-after: avoid; }}
.item {{ margin: 0 0 13pt; break-inside: avoid; }}
h3 {{ font-size: 12pt; font-weight: bold; margin: 0; }}
.sub {{ margin: 1pt 0 0; }}
.dates {{ color: #767676; margin: 1pt 0 0; }}
.desc {{ margin: 5pt 0 0; }}
ul {{ margin: 0; padding-left: 16pt; }}
li {{ margin: 0 0 3pt; }}
.note {{ color: #767676; font-size: 9.5pt; margin-top: 4pt; }}
</style></head>
<body>
<h1>Tamika Ellsworth</h1>
<div class="headline">Lead Phlebotomist</div>
<div class="contact">
<div>Charlotte, NC 28213</div>
<div><a href="mailto:tamika.ellsworth@example.com">tamika.ellsworth@example.com</a></div>
<div>+1 704 555 0126</div>
</div>
<div class="work-status">Willing to relocate to: Concord, NC - Gastonia, NC - Rock Hill, SC<br>
Authorized to work in the US for any employer</div>
<h2>Work Experience</h2>
{work}
<h2>Education</h2>
{education}
<h2>Skills</h2>
<ul>{skills}</ul>
<h2>Languages</h2>
<ul><li>Spanish - Intermediate</li></ul>
<h2>Certifications and Licenses</h2>
{certs}
<h2>Assessments</h2>
{assessments}
<div class="note">Indeed Assessments provides skills tests that are not indicative of a license or certification, or
continued development in any professional field.</div>
<h2>Additional Information</h2>
<div>Available for early morning starts (4:30 AM) and a weekend rotation. Reliable transportation. Comfortable with
high-volume patient service centers and hospital floors.</div>
</body></html>
"""
    name = "bi2-tamika-ellsworth"
    chromium_pdf(html, name, 3)
    write_truth(name, {
        "basics": {"name": "Tamika Ellsworth", "label": "Lead Phlebotomist", "email": "tamika.ellsworth@example.com",
                   "phone": "+1 704 555 0126", "location": {"city": "Charlotte", "region": "NC"}},
        "work": [job(t, e, p, w, s) for t, e, p, w, s, _ in BI2_JOBS],
        "education": [
            {"institution": "Central Piedmont Community College", "study_type": "Associate of Applied Science",
             "area": "Medical Laboratory Technology",
             "dates": dates("2025-08", current=True, text="August 2025 to Present")},
            school("Central Piedmont Community College", "Certificate", "Phlebotomy", ("2015-01", "2015-05"),
                   "January 2015 to May 2015"),
            school("West Mallard High School", "High school diploma", None, ("2009", "2013"), "2009 to 2013")],
        "skills": [{"name": s} for s, _ in BI2_SKILLS],
        "certificates": [{"name": c} for c, _ in BI2_CERTS],
        "languages": [{"language": "Spanish", "fluency": "Intermediate"}],
    })


# ---- bi3: senior cabin crew member (Manchester), a resume builder's two-column design drawn with fpdf2 ------------
BI3_JOBS = [  # (title, employer, place, dates as printed, truth span, bullets)
    ("Senior Cabin Crew Member", "Pennine Atlantic Airways", "Manchester", "2023-04 - Current",
     ("2023-04", None, True),
     ["Run the rear cabin on A330 long-haul flights to Orlando, Barbados and Las Vegas: briefings, service "
      "timing and a team of four.",
      "Lead for onboard medical incidents and disruptive passengers; 100% in my 2025 SEP and CRM recurrent.",
      "Top onboard retail sales on the Caribbean routes in 2024 (£14k over target)."]),
    ("Cabin Crew Member", "Pennine Atlantic Airways", "Manchester", "2019-03 - 2023-03", ("2019-03", "2023-03"),
     ["Safety, service and sales on A321 and A330 flights to 30+ European and long-haul destinations.",
      "In-flight first aider and new-entrant buddy; mentored 12 new crew members."]),
    ("Ground Handling Agent", "Northgate Aviation Services", "Manchester Airport", "2017-11 - 2019-02",
     ("2017-11", "2019-02"),
     ["Check-in, boarding and special assistance for four airline clients; disruption desk in summer 2018."]),
    ("Seasonal Cabin Crew", "Coastline Leisure Airways", "Newcastle upon Tyne", "2017-04 - 2017-10",
     ("2017-04", "2017-10"),
     ["Summer contract on A321 flights to the Canaries, Greece and Turkey."]),
    ("Guest Services Agent", "The Deansgate Grand Hotel", "Manchester", "2015-09 - 2017-03", ("2015-09", "2017-03"),
     ["Front desk and concierge for a 280-room city-centre hotel."]),
]
BI3_EDUCATION = [  # (dates, qualification line, school - town, truth)
    ("2012-09 - 2015-06", "Bachelor of Arts: Tourism Management", "Manchester Metropolitan University - Manchester",
     school("Manchester Metropolitan University", "Bachelor of Arts", "Tourism Management", ("2012-09", "2015-06"),
            "2012-09 - 2015-06")),
    ("2010-09 - 2012-06", "A Levels: Travel & Tourism, French, English Language",
     "Trafford Vale Sixth Form College - Sale",
     school("Trafford Vale Sixth Form College", "A Levels", None, ("2010-09", "2012-06"), "2010-09 - 2012-06")),
]
BI3_SKILLS = [("Safety & emergency procedures", 5), ("Passenger service", 5), ("Crew leadership", 4),
              ("First aid & medical incidents", 4), ("Conflict de-escalation", 4),
              ("Onboard retail & cash handling", 4), ("Microsoft Office", 3)]
BI3_LANGUAGES = [("English", "Native", 5), ("French", "Advanced", 4), ("Spanish", "Intermediate", 3)]
BI3_CERTS = [("UK CAA Cabin Crew Attestation", "2017-04"), ("Aviation Security (AVSEC) Awareness", "2017-11"),
             ("Level 3 Award in First Aid at Work", "2024-02"), ("Level 2 Food Safety and Hygiene", "2023-06")]


def bi3_builder_fpdf():
    from fpdf import FPDF
    from fpdf.enums import XPos, YPos

    navy, accent, pale, grey, ink = (28, 53, 87), (236, 120, 92), (242, 244, 247), (108, 117, 125), (33, 37, 41)
    pdf = FPDF(unit="mm", format="A4")
    pdf.set_creator("Zety Resume Builder")
    pdf.set_title("Imani Crossfield - Resume")
    pdf.set_author("Imani Crossfield")
    for style, file in (("", "Regular"), ("B", "Bold"), ("I", "Italic")):
        pdf.add_font("LS", style, LIBERATION + f"LiberationSans-{file}.ttf")
    pdf.add_font("DejaVu", "", DEJAVU_SANS)
    pdf.set_fallback_fonts(["DejaVu"])
    pdf.set_auto_page_break(False)
    pdf.set_margins(0, 0, 0)
    pdf.add_page()

    # the coloured header band: name, title and the contact row with icons as characters
    pdf.set_fill_color(*navy)
    pdf.rect(0, 0, 210, 43, style="F")
    pdf.set_fill_color(*accent)
    pdf.rect(0, 43, 210, 1.6, style="F")
    pdf.set_text_color(255, 255, 255)
    pdf.set_font("LS", "B", 27)
    pdf.set_xy(14, 9)
    pdf.cell(0, 11, "Imani Crossfield")
    pdf.set_font("LS", "", 12.5)
    pdf.set_text_color(247, 196, 181)
    pdf.set_xy(14, 21)
    pdf.cell(0, 6, "Senior Cabin Crew Member")
    pdf.set_font("LS", "", 8.8)
    pdf.set_text_color(255, 255, 255)
    x = 14
    for icon, text, link in (("✉", "imani.crossfield@example.com", "mailto:imani.crossfield@example.com"),
                             ("☎", "07700 900583", None), ("⌂", "Wythenshawe, Manchester M22", None),
                             (None, "linkedin.com/in/imani-crossfield",
                              "https://www.linkedin.com/in/imani-crossfield")):
        pdf.set_xy(x, 32)
        if icon:
            pdf.set_font("DejaVu", "", 9)
            pdf.set_text_color(*accent)
            pdf.cell(4.5, 5, icon)
        else:  # the LinkedIn icon: "in" in a small filled square
            pdf.set_fill_color(*accent)
            pdf.rect(x, 32.6, 3.9, 3.9, style="F")
            pdf.set_font("LS", "B", 6.6)
            pdf.set_text_color(*navy)
            pdf.set_xy(x, 32.6)
            pdf.cell(3.9, 3.9, "in", align="C")
            pdf.set_xy(x + 4.5, 32)
        pdf.set_font("LS", "", 8.8)
        pdf.set_text_color(255, 255, 255)
        pdf.cell(pdf.get_string_width(text) + 1, 5, text, link=link or "")
        x = pdf.get_x() + 5

    # the sidebar at the right: a pale panel with skills (meters), languages, certifications and interests
    side_x, side_w = 146, 50
    pdf.set_fill_color(*pale)
    pdf.rect(side_x - 6, 44.6, 210 - side_x + 6, 297 - 44.6, style="F")

    def side_heading(text, y):
        pdf.set_xy(side_x, y)
        pdf.set_font("LS", "B", 11)
        pdf.set_text_color(*navy)
        pdf.cell(side_w, 6, text.upper())
        pdf.set_draw_color(*accent)
        pdf.set_line_width(0.6)
        pdf.line(side_x, y + 6.6, side_x + 10, y + 6.6)
        return y + 9.5

    def meter(y, level, segments=5):
        gap, seg = 1.2, (side_w - 1.2 * 4) / 5
        for i in range(segments):
            pdf.set_fill_color(*(accent if i < level else (214, 219, 225)))
            pdf.rect(side_x + i * (seg + gap), y, seg, 1.7, style="F")

    y = side_heading("Skills", 52)
    for skill, level in BI3_SKILLS:
        pdf.set_xy(side_x, y)
        pdf.set_font("LS", "", 8.8)
        pdf.set_text_color(*ink)
        pdf.cell(side_w, 4.5, skill)
        meter(y + 5.2, level)
        y += 10.2
    y = side_heading("Languages", y + 4)
    for language, level, dots in BI3_LANGUAGES:
        pdf.set_xy(side_x, y)
        pdf.set_font("LS", "B", 8.8)
        pdf.set_text_color(*ink)
        pdf.cell(side_w / 2, 4.5, language)
        pdf.set_font("LS", "", 8.4)
        pdf.set_text_color(*grey)
        pdf.cell(side_w / 2, 4.5, level, align="R")
        for i in range(5):
            pdf.set_fill_color(*(accent if i < dots else (214, 219, 225)))
            pdf.ellipse(side_x + i * 4.2, y + 5.4, 2.6, 2.6, style="F")
        y += 11
    y = side_heading("Certifications", y + 4)
    for cert, when in BI3_CERTS:
        pdf.set_xy(side_x, y)
        pdf.set_font("LS", "", 8.8)
        pdf.set_text_color(*ink)
        pdf.multi_cell(side_w, 4.3, cert, align="L", new_x=XPos.LMARGIN, new_y=YPos.NEXT)
        pdf.set_xy(side_x, pdf.get_y())
        pdf.set_font("LS", "", 8)
        pdf.set_text_color(*grey)
        pdf.cell(side_w, 4, when)
        y = pdf.get_y() + 6
    y = side_heading("Interests", y + 2)
    for interest in ("Open-water swimming", "Travel photography", "Salsa dancing"):
        pdf.set_xy(side_x, y)
        pdf.set_font("LS", "", 8.8)
        pdf.set_text_color(*ink)
        pdf.cell(side_w, 4.5, "•  " + interest)
        y += 5.2
    side_bottom = y

    # the main column: each entry with its dates in a narrow column at the left
    left, date_w, body_x, body_w = 14, 21, 38, 100

    def heading(icon, text, y):
        pdf.set_xy(left, y)
        pdf.set_font("DejaVu", "", 11)
        pdf.set_text_color(*accent)
        pdf.cell(6, 6, icon)
        pdf.set_font("LS", "B", 12)
        pdf.set_text_color(*navy)
        pdf.cell(100, 6, text)
        pdf.set_draw_color(214, 219, 225)
        pdf.set_line_width(0.3)
        pdf.line(left, y + 7.2, body_x + body_w, y + 7.2)
        return y + 10

    def entry(y, when, title, org, bullets):
        pdf.set_xy(left, y + 0.4)
        pdf.set_font("LS", "", 8.4)
        pdf.set_text_color(*grey)
        for i, line in enumerate(when.replace(" - ", " -\n").split("\n")):  # the narrow column breaks after " -"
            pdf.set_xy(left, y + 0.4 + i * 3.9)
            pdf.cell(date_w, 3.9, line)
        date_bottom = pdf.get_y() + 3.9
        pdf.set_xy(body_x, y)
        pdf.set_font("LS", "B", 10)
        pdf.set_text_color(*ink)
        pdf.multi_cell(body_w, 4.8, title, align="L", new_x=XPos.LMARGIN, new_y=YPos.NEXT)
        pdf.set_xy(body_x, pdf.get_y())
        pdf.set_font("LS", "I", 9)
        pdf.set_text_color(*grey)
        pdf.multi_cell(body_w, 4.4, org, align="L", new_x=XPos.LMARGIN, new_y=YPos.NEXT)
        pdf.set_font("LS", "", 8.8)
        pdf.set_text_color(*ink)
        for item in bullets:
            top = pdf.get_y() + 0.6
            pdf.set_xy(body_x, top)
            pdf.cell(3.5, 4.2, "•")
            pdf.set_xy(body_x + 3.5, top)
            pdf.multi_cell(body_w - 3.5, 4.2, item, align="L", new_x=XPos.LMARGIN, new_y=YPos.NEXT)
        return max(pdf.get_y(), date_bottom) + 3.6

    y = heading("✦", "Summary", 51)
    pdf.set_xy(left, y)
    pdf.set_font("LS", "", 9)
    pdf.set_text_color(*ink)
    pdf.multi_cell(body_x + body_w - left, 4.4,
                   "Senior cabin crew member with seven years of short- and long-haul flying from Manchester and "
                   "four years in airport and hotel guest services before that. Calm in an emer\u00adgency, warm "
                   "with passengers and good at keeping a cabin team on time and on standard. Looking for a cabin "
                   "manager or in-charge role with a UK long-haul carrier.", new_x=XPos.LMARGIN, new_y=YPos.NEXT)
    y = heading("✈", "Work History", pdf.get_y() + 4)
    for title, employer, place, when, _, bullets in BI3_JOBS:
        y = entry(y, when, title, f"{employer}, {place}", bullets)
    y = heading("✎", "Education", y + 1)
    for when, qualification, where, _ in BI3_EDUCATION:
        y = entry(y, when, qualification, where, [])
    assert y < 290 and side_bottom < 290, (y, side_bottom)

    name = "bi3-imani-crossfield"
    path = os.path.join(FILES, name + ".pdf")
    pdf.output(path)
    check_pages(name, pdf_pages(path), 1)
    write_truth(name, {
        "basics": {"name": "Imani Crossfield", "label": "Senior Cabin Crew Member",
                   "email": "imani.crossfield@example.com", "phone": "07700 900583",
                   "location": {"city": "Manchester"}, "profiles": [linkedin("imani-crossfield")]},
        "work": [job(t, e, p, w, s) for t, e, p, w, s, _ in BI3_JOBS],
        "education": [truth for *_, truth in BI3_EDUCATION],
        "skills": [{"name": s} for s, _ in BI3_SKILLS],
        "certificates": [{"name": c} for c, _ in BI3_CERTS],
        "languages": [{"language": l, "fluency": f} for l, f, _ in BI3_LANGUAGES],
    })


# ---- bi4: personal trainer and strength coach (Wellington), a Google Docs template downloaded as DOCX -------------
BI4_JOBS = [  # (employer, place, title, dates as printed, truth span, bullets)
    ("Harbourside Fitness", "Wellington", "Head Personal Trainer", "JUN 2022 – PRESENT", ("2022-06", None, True),
     ["Lead a team of 9 personal trainers: hiring, onboarding, weekly case reviews and monthly sales targets.",
      "Grew PT revenue by 31% in 2024 with small-group strength programmes and a 6-week starter package.",
      "Run the gym's injury-aware training pathway with two local physiotherapy clinics (ACC clients)."]),
    ("FaleoloFit", "Wellington", "Online Strength Coach (self-employed)", "2021 – PRESENT", ("2021", None, True),
     ["Remote programming and check-ins for 25–30 clients a month through Trainerize; evenings and weekends."]),
    ("Harbourside Fitness", "Wellington", "Personal Trainer", "MAR 2020 – MAY 2022", ("2020-03", "2022-05"),
     ["Built a client base of 28 regular clients within a year, mostly strength and fat-loss goals.",
      "Moved sessions online through the 2020 and 2021 lockdowns and kept 80% of clients."]),
    ("Evans Bay Recreation Centre", "Wellington", "Gym Instructor & Lifeguard", "JAN 2017 – FEB 2020",
     ("2017-01", "2020-02"),
     ["Gym inductions, programme reviews and group classes; pool lifeguard on weekend shifts."]),
    ("Tawa Districts Rugby Club", "Porirua", "Strength & Conditioning Assistant (volunteer)", "2016 – 2018",
     ("2016", "2018"),
     ["Pre-season testing and gym sessions for the senior and U21 squads."]),
]
BI4_SKILLS = ["Strength & conditioning programming", "Olympic lifting coaching", "Injury-aware and return-to-work "
              "training", "Small-group training", "Nutrition coaching", "Client retention & sales",
              "Trainerize and MINDBODY", "Team leadership"]
BI4_EDUCATION = [  # (school, place, qualification as printed, dates as printed, truth)
    ("Massey University", None, "Bachelor of Science (Exercise and Sport Science)", "FEB 2014 – NOV 2016",
     school("Massey University", "Bachelor of Science", "Exercise and Sport Science", ("2014-02", "2016-11"),
            "FEB 2014 – NOV 2016")),
    ("New Zealand Institute of Sport", None, "New Zealand Certificate in Exercise (Level 4)", "2017",
     school("New Zealand Institute of Sport", "New Zealand Certificate", "Exercise", (None, "2017"), "2017")),
    ("Evans Bay College", "Wellington", "NCEA Level 3 with University Entrance", "2013",
     school("Evans Bay College", "NCEA Level 3", None, (None, "2013"), "2013")),
]
BI4_CERTS = [("Registered Exercise Professional", "REPs NZ, Level 4"),
             ("Precision Nutrition Level 1 Certification (PN1)", "2021"),
             ("Olympic Weightlifting NZ Level 1 Coach", "2019"), ("Workplace First Aid", "St John, 2025")]


def bi4_google_docs_docx():
    from docx.enum.text import WD_TAB_ALIGNMENT
    from docx.oxml.ns import qn
    from docx.shared import Inches, Pt, RGBColor
    from holdout_render import new_docx

    green, dark, grey = RGBColor(0x21, 0xA6, 0x8D), RGBColor(0x00, 0x00, 0x00), RGBColor(0x66, 0x66, 0x66)
    # Google Docs keeps its default US Letter page for people who never change it
    document = new_docx(title="Sione Faleolo - Resume", page=(Inches(8.5), Inches(11)),
                        margins=(Inches(0.75), Inches(0.6)), font="Open Sans", size=9.5, space_after=0)
    document.core_properties.author = ""
    document.core_properties.comments = ""
    document.core_properties.created = document.core_properties.modified = datetime.datetime(2026, 12, 9, 20, 41)
    right = Inches(7.0)
    bookmark_ids = iter(range(100))

    def run(p, text, bold=False, italic=False, size=None, color=None, font=None, caps=False):
        r = p.add_run(text)
        r.bold, r.italic = bold, italic
        if size: r.font.size = Pt(size)
        if color is not None: r.font.color.rgb = color
        if font: r.font.name = font
        if caps: r.font.all_caps = True
        return r

    def para(before=0, after=0, style=None, bookmark=None):
        p = document.add_paragraph(style=style)
        p.paragraph_format.space_before, p.paragraph_format.space_after = Pt(before), Pt(after)
        if bookmark:  # the "_gjdgxs"-style bookmarks Google Docs leaves in its exports
            i = str(next(bookmark_ids))
            p._p.append(oxml_element("w:bookmarkStart", id=i, name=bookmark))
            p._p.append(oxml_element("w:bookmarkEnd", id=i))
        return p

    def heading(text, bookmark=None):
        p = para(before=14, after=4, style="Heading 1", bookmark=bookmark)
        p.paragraph_format.keep_with_next = True
        run(p, text, bold=True, size=11, color=green, font="Merriweather", caps=True)

    title_ppr = document.styles["Title"].element.pPr  # Google's Title style has no rule under it
    for border in title_ppr.findall(qn("w:pBdr")) if title_ppr is not None else []:
        title_ppr.remove(border)
    p = para(after=2, style="Title", bookmark="_gjdgxs")
    run(p, "Sione Faleolo", bold=True, size=34, color=dark, font="Merriweather")
    p = para(after=4, style="Subtitle")
    run(p, "Personal Trainer & Strength Coach", size=12.5, color=green, font="Open Sans")
    p = para(after=2)
    run(p, "Kilbirnie, Wellington 6022\u00a0\u00a0·\u00a0\u00a0021\u00a0555\u00a00143\u00a0\u00a0·\u00a0\u00a0",
        size=9.5, color=grey)
    docx_hyperlink(p, "mailto:sione.faleolo@example.com", "sione.faleolo@example.com", color="1155CC", size=9.5)
    p = para(before=10, after=0)
    run(p, "Strength coach who likes turning nervous beginners into people who love lifting. Ten years in gyms "
           "and rugby clubs, six as a personal trainer and now head trainer at one of Wellington's busiest "
           "independent gyms. I'm after a fitness manager or senior coaching role in the Wellington region.")

    heading("Skills", bookmark="_30j0zll")
    for skill in BI4_SKILLS:
        p = para(after=0, style="List Bullet")
        run(p, skill)

    heading("Experience", bookmark="_1fob9te")
    for i, (employer, place, title, when, _, bullets) in enumerate(BI4_JOBS):
        p = para(before=0 if i == 0 else 9, after=2, style="Heading 2")
        p.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
        p.paragraph_format.keep_with_next = True
        run(p, f"{employer}, {place} — ", bold=True, size=10, color=dark, font="Open Sans")
        run(p, title, size=10, color=dark, font="Open Sans")
        run(p, "\t" + when, size=8, color=grey, font="Open Sans")
        for item in bullets:
            p = para(after=1, style="List Bullet")
            run(p, item)

    heading("Education", bookmark="_3znysh7")
    for i, (sch, place, qualification, when, _) in enumerate(BI4_EDUCATION):
        p = para(before=0 if i == 0 else 7, after=2, style="Heading 2")
        p.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
        run(p, f"{sch}, {place} — " if place else f"{sch} — ", bold=True, size=10, color=dark, font="Open Sans")
        run(p, qualification, size=10, color=dark, font="Open Sans")
        run(p, "\t" + when, size=8, color=grey, font="Open Sans")

    heading("Certifications", bookmark="_2et92p0")
    for cert, note in BI4_CERTS:
        p = para(after=1)
        run(p, cert, bold=True)
        run(p, f" — {note}", color=grey)

    heading("Awards")
    p = para()
    run(p, "Harbourside Fitness Trainer of the Year 2023; Wellington Regional Sports Awards volunteer of the year "
           "nominee 2018.")

    heading("Languages")
    p = para()
    run(p, "English — native\u00a0\u00a0·\u00a0\u00a0Samoan — fluent (spoken at home and at church)")

    name = "bi4-sione-faleolo"
    path = os.path.join(FILES, name + ".docx")
    document.save(path)
    check_pages(name, lo_page_count(path, name), 2)
    write_truth(name, {
        "basics": {"name": "Sione Faleolo", "label": "Personal Trainer & Strength Coach",
                   "email": "sione.faleolo@example.com", "phone": "021 555 0143", "location": {"city": "Wellington"}},
        "work": [job(t, e, p, w, s) for e, p, t, w, s, _ in BI4_JOBS],
        "education": [truth for *_, truth in BI4_EDUCATION],
        "skills": [{"name": s} for s in BI4_SKILLS],
        "certificates": [{"name": c} for c, _ in BI4_CERTS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Samoan", "fluency": "fluent"}],
    })


# ---- bi5: executive assistant (Melbourne), a Word "Modern" resume template converted by LibreOffice --------------
LIG = str.maketrans({"\ufb01": "fi", "\ufb02": "fl"})
BI5_JOBS = [  # (title, employer, place, dates as typed (shown in capitals), truth span, bullets); ﬁ/ﬂ as pasted
    ("Executive Assistant to the CEO", "Yarra Bend Superannuation", "Docklands VIC", "March 2021 – Now",
     ("2021-03", None, True),
     ["Manage the CEO's diary, inbox and travel across time zones, and run the executive leadership team's weekly "
      "meeting and quarterly off-sites.",
      "Prepare board and committee packs in Diligent Boards for a nine-member trustee board; take minutes and "
      "track actions to close.",
      "Draft correspondence and brieﬁngs for APRA and ASIC meetings for the CEO's review.",
      "Reconcile corporate card expenses in SAP Concur and manage the $250k executive ofﬁce budget.",
      "Organised the 2024 member roadshow: 14 events in 6 cities for 2,100 members."]),
    ("Personal Assistant to the Director of Operations", "Southbank Medical Group", "Southbank VIC",
     "Feb 2017 – Feb 2021", ("2017-02", "2021-02"),
     ["Diary, travel and correspondence for the Director of Operations of a 12-clinic medical group.",
      "Coordinated the opening of three new clinics: ﬁt-out schedules, supplier contracts and staff inductions.",
      "Took minutes for the clinical governance committee and kept the policy register up to date."]),
    ("Ofﬁce Coordinator", "Collins & Flinders Legal", "Melbourne VIC", "Jul 2014 – Jan 2017",
     ("2014-07", "2017-01"),
     ["Ran the front ofﬁce of a 40-person commercial law ﬁrm: reception, meeting rooms, couriers and supplies.",
      "Set up the ﬁrm's ﬁrst electronic ﬁling and document retention procedure."]),
    ("Receptionist (temporary assignments)", "Rialto Temps", "Melbourne VIC", "2012 – 2014", ("2012", "2014"),
     ["Reception and administration assignments with banks, law ﬁrms and a university faculty."]),
]
BI5_SKILLS = ["Diary and inbox management", "Board papers and minute-taking", "Diligent Boards",
              "Travel and event coordination", "Microsoft 365 (Outlook, Excel, PowerPoint, Teams)",
              "SAP Concur expense reconciliation", "Conﬁdential correspondence", "Stakeholder liaison",
              "Touch typing 85 wpm"]
BI5_CERTS = [("Microsoft Ofﬁce Specialist: Excel Associate", "2022"), ("Standard Mental Health First Aid", "2023"),
             ("Certiﬁcate in Governance Practice", "Governance Institute of Australia, 2024")]


def bi5_word_modern_libreoffice():
    from docx.enum.table import WD_TABLE_ALIGNMENT
    from docx.shared import Mm, Pt, RGBColor
    from holdout_render import bottom_border, libreoffice_pdf, new_docx

    blue, grey, ink = RGBColor(0x1F, 0x6F, 0x8B), RGBColor(0x59, 0x59, 0x59), RGBColor(0x26, 0x26, 0x26)
    document = new_docx(author="Georgina Papadakis", title="Georgina Papadakis - Resume", page=(Mm(210), Mm(297)),
                        margins=(Mm(22), Mm(20)), font="Calibri", size=11, space_after=6)
    section = document.sections[0]
    section.header_distance = section.footer_distance = Mm(9)

    def run(p, text, bold=False, italic=False, size=None, color=None, caps=False, spacing=None):
        r = p.add_run(text)
        r.bold, r.italic = bold, italic
        if size: r.font.size = Pt(size)
        if color is not None: r.font.color.rgb = color
        if caps: r.font.all_caps = True
        if spacing:
            r._r.get_or_add_rPr().append(oxml_element("w:spacing", val=str(spacing)))
        return r

    def para(text="", before=0, after=6, style=None, **kw):
        p = document.add_paragraph(style=style)
        p.paragraph_format.space_before, p.paragraph_format.space_after = Pt(before), Pt(after)
        if text:
            run(p, text, **kw)
        return p

    def heading(text):
        p = para(before=14, after=6)
        p.paragraph_format.keep_with_next = True
        run(p, text, bold=True, size=12, color=blue, caps=True, spacing=20)
        bottom_border(p, color="1F6F8B", size="6")

    # the template's header and footer, repeated on every page
    hp = section.header.paragraphs[0]  # the Header and Footer styles' own tabs: centre 3.25 in, right 6.5 in
    run(hp, "Georgina Papadakis", bold=True, size=9, color=blue)
    run(hp, "\t\tExecutive Assistant", size=9, color=grey)
    fp = section.footer.paragraphs[0]
    run(fp, "georgina.papadakis@example.com  ·  0491 573 770", size=8.5, color=grey)
    run(fp, "\t\tPage ", size=8.5, color=grey)
    docx_field(fp, "PAGE", "1", size=8.5, color="595959")
    run(fp, " of ", size=8.5, color=grey)
    docx_field(fp, "NUMPAGES", "2", size=8.5, color="595959")

    p = para(after=0)
    run(p, "Georgina Papadakis", bold=True, size=28, color=ink, caps=True, spacing=10)
    p = para(after=6)
    run(p, "Executive Assistant | Board Secretariat & C-Suite Support", size=13, color=blue)
    p = para(after=4)
    run(p, "Brunswick East, Melbourne VIC 3057  |  0491 573 770  |  ", size=9.5, color=grey)
    docx_hyperlink(p, "mailto:georgina.papadakis@example.com", "georgina.papadakis@example.com", color="595959",
                   underline=False, size=9.5)
    run(p, "  |  ", size=9.5, color=grey)
    docx_hyperlink(p, "https://www.linkedin.com/in/georginapapadakis", "linkedin.com/in/georginapapadakis",
                   color="595959", underline=False, size=9.5)

    heading("Objective")
    para("Executive assistant with twelve years' experience supporting CEOs, directors and boards in "
         "superannuation, healthcare and legal ofﬁces. I run complex diaries, prepare board packs and minutes, and "
         "keep conﬁdential matters conﬁdential. Seeking a senior EA or executive ofﬁce manager role in Melbourne.")

    heading("Experience")
    for i, (title, employer, place, when, _, bullets) in enumerate(BI5_JOBS):
        p = para(before=4 if i == 0 else 10, after=1)
        p.paragraph_format.keep_with_next = True
        run(p, when, size=9.5, color=grey, caps=True, spacing=10)
        p = para(after=3)
        p.paragraph_format.keep_with_next = True
        run(p, title, bold=True, size=11.5, color=blue)
        run(p, f", {employer}, {place}", size=11.5, color=ink)
        for item in bullets:
            para(item, after=2, style="List Bullet")

    heading("Education")
    for when, qualification, where in (
            ("2019 – 2020", "Diploma of Leadership and Management (BSB51918)", "Holmesglen Institute"),
            ("2009 – 2012", "Bachelor of Arts (Media and Communications)", "The University of Melbourne")):
        p = para(before=4, after=1)
        p.paragraph_format.keep_with_next = True
        run(p, when, size=9.5, color=grey, caps=True, spacing=10)
        p = para(after=4)
        run(p, qualification, bold=True, size=11.5, color=blue)
        run(p, f", {where}", size=11.5, color=ink)

    heading("Skills")
    rows = (len(BI5_SKILLS) + 1) // 2
    grid = document.add_table(rows=rows, cols=2)
    grid.alignment = WD_TABLE_ALIGNMENT.LEFT
    table_borders(grid)
    fixed_widths(grid, [Mm(83), Mm(83)])
    for i, skill in enumerate(BI5_SKILLS):  # filled down the first column, then the second
        cell = grid.rows[i % rows].cells[i // rows]
        p = cell.paragraphs[0]
        p.paragraph_format.space_after = Pt(2)
        run(p, "▪  ", color=blue)
        run(p, skill)

    heading("Certifications")
    for cert, note in BI5_CERTS:
        p = para(after=2, style="List Bullet")
        run(p, cert)
        run(p, f" – {note}", color=grey)

    heading("Languages")
    para("English (native)  ·  Greek (ﬂuent)  ·  Italian (basic)")

    heading("References")
    para("Available on request.")

    name = "bi5-georgina-papadakis"
    libreoffice_pdf(document, name, 2)
    write_truth(name, {
        "basics": {"name": "Georgina Papadakis",
                   "label": "Executive Assistant | Board Secretariat & C-Suite Support",
                   "email": "georgina.papadakis@example.com", "phone": "0491 573 770",
                   "location": {"city": "Melbourne", "region": "VIC"},
                   "profiles": [linkedin("georginapapadakis")]},
        "work": [job(t.translate(LIG), e, p, w.upper(), s) for t, e, p, w, s, _ in BI5_JOBS],
        "education": [
            school("Holmesglen Institute", "Diploma", "Leadership and Management", ("2019", "2020"), "2019 – 2020"),
            school("The University of Melbourne", "Bachelor of Arts", "Media and Communications", ("2009", "2012"),
                   "2009 – 2012")],
        "skills": [{"name": s.translate(LIG)} for s in BI5_SKILLS],
        "certificates": [{"name": c.translate(LIG)} for c, _ in BI5_CERTS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Greek", "fluency": "fluent"},
                      {"language": "Italian", "fluency": "basic"}],
    })


# ---- bi6: motor and property claims handler (Limerick), a plain-text CV pasted into a job board's form -----------
SHY, NBSP = "\u00ad", "\u00a0"
BI6_JOBS = [  # (title, employer, place, dates as typed, truth span, text)
    ("Senior Claims Handler", "Shannonside Insurance DAC", "Limerick", "Jan 2019 to date", ("2019-01", None, True),
     "Handle a portfolio of 140 to 170 open motor and home claims up to EUR 50,000, from first notification to "
     f"settlement. Assess liability, appoint and instruct loss adjusters, engineers and solicitors, and agree "
     f"reserves. Refer suspected fraud to the Special Investigations Unit and recover outlay through sub{SHY}rogation "
     f"(EUR 410,000 recovered in 2025). Mentor three junior handlers and sign off their payments up to EUR 5,000. "
     f"Consistently 95% or higher on quality audits against the Consumer Protection Code."),
    ("Claims Handler", "Shannonside Insurance DAC", "Limerick", "03/2016 – 12/2018", ("2016-03", "2018-12"),
     f"Motor claims from notification to settlement, third-party capture, repair network manage{SHY}ment and "
     "total loss settlements. Moved to the property team in 2018 after the storm surge claims."),
    ("Customer Service Advisor (Motor Claims)", "Atlantic Direct Insurance Services Ltd", "Shannon, Co. Clare",
     "Sept. 2013 to Feb. 2016", ("2013-09", "2016-02"),
     "First notification of loss calls, glass and breakdown claims, and updating customers and brokers on "
     "open claims."),
    ("Bar Staff (part-time)", "The Treaty Stone Bar", "Limerick", "2010-2013", ("2010", "2013"),
     "Weekend and match-day bar work while in college."),
]
BI6_SKILLS = ["Motor and property claims handling", "Liability assessment and reserving", "Fraud indicators and SIU "
              f"referrals", f"Sub{SHY}rogation and recoveries", "Negotiation with third parties and solicitors",
              "Guidewire ClaimCenter", "Microsoft Excel (pivot tables, VLOOKUP)", "Consumer Protection Code"]
BI6_CERTS = ["Certified Insurance Practitioner (CIP)", "Accredited Product Adviser in Insurance (APA)"]


def bi6_job_board_text():
    lines = [
        "Niamh Kilbride",
        "Claims Handler – Motor & Property",
        f"Raheen, Limerick | 087{NBSP}555{NBSP}0179 | niamh.kilbride@example.com",
        "",
        "PROFILE",
        "Claims handler with over ten years in motor and property insurance, the last seven with a direct "
        f"insurer in Limerick. I know the whole life of a claim, from the first phone call to settlement and "
        f"recovery, and I like the investigative side: liability, fraud indicators and getting the docu{SHY}mentation "
        f"right first time. CIP qualified. Looking for a senior handler or team lead position in Limerick, Shannon "
        f"or Ennis, hybrid or office based.",
        "",
        "KEY SKILLS",
    ]
    lines += BI6_SKILLS
    lines += ["", "EMPLOYMENT HISTORY", ""]
    for title, employer, place, when, _, text in BI6_JOBS:
        lines += [f"{title} – {employer}, {place}", when, text, ""]
    lines += [
        "EDUCATION",
        "Bachelor of Business Studies (BBS), University of Limerick, 2009 - 2013",
        f"Final year project on fraud detection in motor insurance. Second Class Honours Grade{NBSP}1.",
        "Leaving Certificate, Scoil Mhuire Ardscoil, Limerick, June 2009",
        "",
        "PROFESSIONAL QUALIFICATIONS",
        "Certified Insurance Practitioner (CIP), Insurance Institute of Ireland, 2017",
        "Accredited Product Adviser in Insurance (APA), Insurance Institute of Ireland, 2015",
        "",
        "LANGUAGES",
        "English – native. Irish – good (honours Leaving Cert). French – basic.",
        "",
        "OTHER",
        "Full clean driving licence. Referees available on request.",
        "",
    ]
    name = "bi6-niamh-kilbride"
    write_text(name + ".txt", "\ufeff" + "\n".join(lines))  # the job board's text export: UTF-8 with a BOM, LF
    write_truth(name, {
        "basics": {"name": "Niamh Kilbride", "label": "Claims Handler – Motor & Property",
                   "email": "niamh.kilbride@example.com", "phone": "087 555 0179", "location": {"city": "Limerick"}},
        "work": [job(t, e, p, w, s) for t, e, p, w, s, _ in BI6_JOBS],
        "education": [
            {"institution": "University of Limerick", "study_type": "Bachelor of Business Studies (BBS)",
             "score": "Second Class Honours Grade 1", "dates": dates("2009", "2013", text="2009 - 2013")},
            {"institution": "Scoil Mhuire Ardscoil", "study_type": "Leaving Certificate",
             "dates": dates(None, "2009-06", text="June 2009")}],
        "skills": [{"name": s.replace(SHY, "")} for s in BI6_SKILLS],
        "certificates": [{"name": c} for c in BI6_CERTS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Irish", "fluency": "good"},
                      {"language": "French", "fluency": "basic"}],
    })


if __name__ == "__main__":
    made_scratch = not os.path.isdir(SCRATCH)
    os.makedirs(SCRATCH, exist_ok=True)
    tempfile.tempdir = SCRATCH
    os.environ["TMPDIR"] = SCRATCH
    try:
        bi1_linkedin_pymupdf()
        bi2_indeed_chromium()
        bi3_builder_fpdf()
        bi4_google_docs_docx()
        bi5_word_modern_libreoffice()
        bi6_job_board_text()
    finally:
        tempfile.tempdir = None
        if made_scratch:
            shutil.rmtree(SCRATCH, ignore_errors=True)
