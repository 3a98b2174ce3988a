#!/usr/bin/env python3
"""Renders the sixty-seventh held-out batch (bo1–bo6) into files/ and its truth into truth/.

Written without reading the parser (nor anything under /work/main/Sources, Tests, docs, Benchmarks, .build or
output, nor anything under /tmp or /var/tmp other than this batch's own scratch folder: one listing of /var/tmp/bo67,
to make sure it did not exist yet, said it did not); no project binary (mm-*), swift or git command was run, and the
search tools were not used on this project. The only project files read were holdout_render.py in full,
render_batch55.py in full (for the conventions, the truth shape and the decisions it records), the docstring openings
(first 40 lines only) of render_batch50.py to render_batch54.py and render_batch56.py to render_batch64.py (for the
occupations, countries and producers already used) and three truth files, whole: as1-deandre-whitfield.json (batch
45's warehouse lead: a "(temp assignment)" title at a staffing firm, "May 2022 – Current", a certificate of
completion and a high school diploma), bg4-brayden-cassar.json (batch 59's rigger and dogman: a labour-hire job
written with the client as the employer, "(casual – shutdowns)" kept in the title, unit-coded Australian tickets, the
QCE) and bj6-brandon-espinoza.json (batch 62's gig worker: "2021 - ongoing", "Spring 2022 - present" as a year,
"holiday seasons 2015 & 2016" as 2015 to 2016, employers without a location). files/ and truth/ were listed only to
make sure no bo* file existed. render_batch65.py, render_batch66.py and their files, written at the same time by
other helpers, were neither opened nor touched. Nothing else in the project was read. The helper job is batch 55's,
extended for a date text without a span; the rest comes from holdout_render.py. Scratch files (the LibreOffice
conversions and page check, the Chromium profile and print) go to /var/tmp/bo67 (tempfile.tempdir and TMPDIR point
there while the script runs), removed at the end. Nothing was installed. The outputs were checked only from the
outside (pdftotext and pdfinfo on the PDFs, python-docx on the DOCX with its table, the text file as it is, page
images with pdftoppm and a LibreOffice PDF of bo2, all in the scratch folder): every truth string is in its file's
text, except bo5's name, printed in capitals (see below).

HOURLY AND HANDS-ON WORKERS: an industrial and hospitality staffing agency's inbox in the first week of January 2027,
six people whose resumes are short and plain, as such applicants really write them, one each in the UK, Ireland,
Australia, the US, New Zealand and Canada, in six occupations that batches 50–64's docstrings do not have (they list,
among others, a customer service representative, a dental assistant, a maintenance technician, a kitchen manager, a
bank teller, a landscape crew leader, a lineman, a boilermaker, a tower crane operator, a rigger and dogman, a marine
diesel engineer, a lift engineer, a corrections officer, a senior cabin crew member, a wall and floor tiler, a
rideshare driver and courier, a supermarket operations manager who started on the checkouts and a car sales
executive; batch 55's lists batch 45's forklift operator and warehouse lead, a security officer, a personal support
worker, a hotel housekeeping supervisor and a transit bus operator among batches 45–54's, outside the 50–64 range
the brief names): an agency warehouse operative (picker, packer and forklift driver) in Northampton (England), a
contract cleaning supervisor in Drogheda (Ireland), a general construction labourer and traffic controller in Mount
Druitt, New South Wales (Australia), a CDL Class A over-the-road truck driver in Joplin, Missouri (US), a bartender
and barista working the seasons in Queenstown (New Zealand) and a production line associate at an automotive seat
plant in Woodstock, Ontario (Canada). Of the brief's examples warehouse, cleaning, hospitality, driving, labouring
and factory lines were taken; security (a security officer is among batches 45–54's) and care (a personal support
worker and a disability support worker are among batches 41–54's) were left out. Each is sent the way such people
really send one, with a different producer each (none of ReportLab or WeasyPrint, which batches 50–64 lean on):

- bo1 (a plain-text file, UTF-8 with LF line ends, no tabs: what a job board's "paste your CV" box exports; typed
  on a phone, so its two apostrophes are the keyboard's curly ’): NO HEADINGS AT ALL: the name "Connor Blakesley",
  the lines "Kingsthorpe, Northampton NN2", "Mobile 07700 900583" (an Ofcom drama number) and the email; a summary
  paragraph as typed ("8 years experiance", "agencys", "Full UK driving licence and own transport", "Available to
  start immediately"); then the jobs, each one line "Title - Employer (via Agency), Place   dates" with an optional
  line of duties under it: "Warehouse Operative" Northway Fulfilment (via Kestrel Recruitment), Brackmills,
  Northampton "03/2023 - to date"; "Picker Packer (Christmas peak)" Halden Parcels, Daventry "Nov 2022 - Jan 2023";
  "Forklift driver" Corbel Building Supplies, Wellingborough "Mar 21 - Oct 22"; "Warehouse Operative" Amberfield
  Foods (via Redline Staffing), Moulton Park, Northampton "2019 - 2021"; "Seasonal warehouse temp" Brightwell Toys,
  Northampton "Christmas peak 2017, 2018 and 2019"; "delivery drivers mate" (lower case, no apostrophe, as typed)
  Nene Valley Furniture, Northampton "6 months"; "Shelf stacker (part time)" Carters Supermarket, Kingsthorpe WITH
  NO DATES; then, with no heading, four ticket lines ("Counterbalance forklift licence (B1) - RTITB - renewed 2024",
  "Reach truck licence (D1) - RTITB - 2023", "Food Hygiene Level 2", "Emergency First Aid at Work - 2022") and "Full
  clean UK driving licence + own car"; a run-in "Skills - " comma list; two education lines ("NVQ Level 2
  Warehousing and Storage - Northampton College (2016)", "GCSE’s - Lings Brook Academy, Northampton (2010)");
  "Languages - English (native)"; "References available on request". An agency warehouse operative in Northampton.
- bo2 (DOCX, python-docx 1.2, kept as the Word file: what Word for Android saves; Aptos 12 pt as Word's Normal now
  is, 1.15 lines, A4 with 2.54 cm margins, TWO pages; the page count is checked on a throw-away LibreOffice PDF):
  A RESUME TYPED ON A PHONE: no tables, no tabs, no colours; every line its own Normal paragraph, the name in bold
  20 pt, then "Cleaner / Cleaning Supervisor", the street address "14 Rathmullan Park, Drogheda", "Mob: 085 555
  0127" and "Email: marzena.kolodziej@example.com" one a line; empty paragraphs for spacing; bold ALL-CAPS headings
  typed in capitals (ABOUT ME, WORK EXPERIENCE, EDUCATION, TRAINING / CERTIFICATES, SKILLS, LANGUAGES, OTHER); each
  job a bold "Title – Employer, Place" line over a dates line and "List Bullet" duties: "Cleaning Supervisor"
  Brightside Contract Cleaning Ltd, Drogheda "Mar 21 – now" with a note line "(on site at Boyne Valley Primary
  Care Centre, started as cleaning operative, supervisor since 2022)" – A PROMOTION INSIDE ONE ENTRY; "Office
  Cleaner (part time, evenings)" Sparkle Bright Cleaning Services, Dundalk "2019 - 2021"; "Room Attendant"
  Bridgeford House Hotel, Drogheda "Summer 2018"; "Housekeeping Assistant" St. Oliver’s Nursing Home, Drogheda
  "Oct 2016 - May 2018"; "Kitchen porter" The Millrace Restaurant, Slane WITH NO DATES; "Production Worker
  (packing line)" Drobpol Sp. z o.o., Sieradz, Poland "2013-2016" (no spaces); one education line "Secondary
  School Leaving Certificate (Matura) – Zespół Szkół nr 3, Sieradz, Poland – 2012"; certificates as bullets with
  " – year" or " – issuer, year"; skills as bullets; languages one a line ("Polish – native", "English – good",
  "Russian – basic"); OTHER (driving licence and own car, "Garda vetted (2021)", availability, references). A Polish
  contract cleaning supervisor in Drogheda, County Louth.
- bo3 (LibreOffice 7.4 PDF of a DOCX written with python-docx, Calibri shown as Carlito, 11 pt, A4, TWO pages: a
  Word file made on a phone and exported to PDF on a library computer): the name "Nathan Brockhoff" in bold, the
  label "General Labourer / Traffic Controller", a " | " contact line ("Mount Druitt NSW 2770", the ACMA drama
  mobile "0491 572 549", the email) and a " | " line "Own ute & tools | Available Mon–Sat, early starts | Can start
  straight away"; bold ALL-CAPS headings; ABOUT ME; LICENCES & TICKETS AS A WORD TABLE ("Table Grid", a bold header
  row "Ticket | Number / Issued by | Expiry", eight rows, the last "Driver Licence | C class (manual) – NSW |
  2030"); WORK HISTORY with each job a bold "Title – Employer, Place" line over a dates line: "Labourer (casual)"
  Westforce Labour Hire Pty Ltd (no place) "Jan 2024 – ongoing" with the lead-in "Sent out to different sites
  around Western Sydney:" and three site bullets – LABOUR-HIRE SITES LISTED UNDER THE AGENCY; "Traffic Controller"
  Greenlight Traffic Management, Blacktown "Aug 2022 - Dec 2023"; "Concrete Labourer" Pour Bros Concreting,
  Penrith "2020 – 2022"; "Demolition Labourer (labour hire)" Tri-Star Demolition, Smithfield "Feb–Jul 2019";
  "Trolley Collector (weekends)" Druitt Village Shopping Centre, Mount Druitt "2016 – 2018" with no bullets;
  EDUCATION ("CPC20211 Certificate II in Construction Pathways – TAFE NSW, Nirimba – 2016", "Record of School
  Achievement (RoSA) – Whalan Creek High School – 2015"); SKILLS bullets; LANGUAGES ("English – native");
  REFEREES. A general construction labourer and traffic controller in Western Sydney.
- bo4 (headless Chromium 156 print of an HTML page styled as GOOGLE DOCS' "Download > PDF" of a document typed in
  the Google Docs phone app: Skia/PDF, as Google Docs' own exports are; Arial shown as Liberation Sans 11 pt,
  Letter with 1 in margins, the document name "Travis Pettijohn Resume 2026" as the PDF title, TWO pages): Google
  Docs' "Title" name "Travis W. Pettijohn" (26 pt), its grey "Subtitle" as the label "CDL Class A Driver – OTR /
  Regional", a " • " contact line ("Joplin, MO 64801", "(417) 555-0176", the email); Google Docs "Heading 2"
  headings typed in capitals (SUMMARY, LICENSE & CERTIFICATIONS, WORK HISTORY, EDUCATION, SKILLS, OTHER); Google
  Docs' "●" bullets; LICENSE & CERTIFICATIONS as five bullets ("CDL Class A – Missouri – Endorsements: H, N, T
  (X)", "DOT Medical Card – valid to 03/2028", "TWIC Card", "Smith System Defensive Driving – 2022", "Forklift
  Operator Certification – 2017"); each job a line "**Title** – Employer, City, ST" (the title bold) over a grey
  dates line: "Company Driver (OTR)" Ozark Plains Transport, Springfield, MO "04/2022 – current"; "Regional Driver"
  Tri-State Grocers DC, Joplin, MO "(contract thru Heartland Driver Staffing)" "2021, 6 months"; "Yard Jockey /
  Local Driver" Four States Freight Terminal, Joplin, MO "2019 - 2020"; "Warehouse Associate" Prairie Lumber &
  Supply, Carthage, MO "2016-2019"; "Line Cook" Main Street Diner, Webb City, MO WITH NO DATES; EDUCATION as
  "School, City, ST – Qualification, year" lines ("Crowder College, Neosho, MO – Truck Driver Training Certificate
  (CDL-A), 2019", "Shoal Creek High School, Joplin, MO – High School Diploma, 2014"); SKILLS bullets; OTHER
  ("Languages: English (native), Spanish (some)", home time and notice). A CDL Class A OTR driver in Joplin,
  Missouri.
- bo5 (PyMuPDF 2.0 drawing, DejaVu Sans, A4, ONE page, creator and producer set to "Canva" as a Canva export's
  are): A TWO-COLUMN TEMPLATE WITH SKILL BARS: a dark LEFT SIDEBAR holding an initials badge "MH" (the template's
  photo circle), CONTACT ("021 555 0172", the email, "Frankton, Queenstown", "Full licence · own car"), SKILLS as
  six names each over a BAR filled one to five fifths, LANGUAGES as "English – native" and "Spanish – basic" each
  with five DOTS, CERTIFICATES (bold name over a small note: "Duty Manager’s Certificate" "QLDC, exp. 2026", "LCQ
  (Licence Controller Qualification)" wrapping over two lines "2022", "Food Safety (Unit 167)" "2021", "Workplace
  First Aid" "St John, 2024") and AVAILABILITY; the main column at the right holds the name in capitals "MADDIE
  HARWOOD", the label "Bartender | Barista | Seasonal Hospitality", PROFILE, WORK EXPERIENCE with each job a bold
  title with the dates right-aligned on its line, an italic "Employer, Place" line and one bullet: "Bar Supervisor"
  Blacksmith’s Tap House, Queenstown "Oct 2024 – Present"; "Barista" Wakatipu Bean Co., Queenstown "Nov 2023 – Sep
  2024"; "Bartender (winter seasons)" Alpine Ridge Ski Area, Queenstown "Winters 2021, 2022 & 2023"; "Packhouse
  Worker (cherry season)" Central Gold Orchards, Cromwell "Dec–Feb 2021/22 & 2022/23"; "Bartender / Waitress"
  Riverton Arms Hotel, Invercargill "2018 – 2020"; "Checkout Operator (part-time)" Southland Foodmarket,
  Invercargill "2016 – 2018"; EDUCATION with the year right-aligned on the school's line ("New Zealand Certificate
  in Food and Beverage Service (Level 3)" Southern Institute of Technology, Invercargill "2019", "NCEA Level 2"
  Waihopai Heights College, Invercargill "2017"); "References available on request." pdftotext reads the two
  columns interleaved. A bartender and barista in Queenstown who works the winter and cherry seasons.
- bo6 (fpdf2 2.8.9 with the core Helvetica, Letter, TWO pages, author "Oxford County Community Employment
  Centre", creator "Microsoft Word", title "Resume Template"): AN EMPLOYMENT CENTRE'S FILL-IN-THE-BLANKS TEMPLATE
  FILLED IN IN A PHONE PDF APP: the template's "RESUME", bold field labels over ruled lines ("Name:", "Address:",
  "Phone:", "Email:"), grey section bands (OBJECTIVE, WORK EXPERIENCE (most recent first), EDUCATION, SKILLS,
  CERTIFICATES / TICKETS, OTHER, REFERENCES) with the template's prompts ("What kind of job are you looking for?",
  "List your skills:", "First aid, WHMIS, forklift, food handler, etc.:", "Languages, driver's licence,
  availability:") and the applicant's typed answers in blue on the lines: five job blocks of "Job Title:",
  "Company:", "City:", "Dates (from - to):" and "Main duties:": "Production Associate - Seat Assembly" "Thames
  Valley Seating Systems (temp to perm thru Oxford Staffing)" Woodstock "Sept 2022 - present"; "General Labourer -
  Packaging Line" Maple Grove Foods, Tavistock "2020 - 2022"; "Temp - General Labour (different assignments)"
  Oxford Staffing, Woodstock "May 2019 - Jan 2020" (the agency's assignments in its duties); "Team Member" Dundas
  Street Donuts, Woodstock with the DATES FIELD LEFT BLANK; and a FIFTH BLOCK LEFT EMPTY (labels and rules only);
  two education blocks ("School:", "Program:", "Year completed:": "Fanshawe College (Woodstock campus)"
  "Manufacturing Fundamentals - part time certificate" "2023"; "Sandy Hill Secondary School, Woodstock" "OSSD"
  "2018"); skills and certificates as comma lists typed on the lines; "Languages: English (fluent), Dutch (a
  little). G licence + own car. ..."; the template's footer on each page. A production line associate at a seat
  plant in Woodstock, Ontario.

They hold what hourly workers send: short plain resumes with many short jobs, agency and temp work written under the
client "(via …)", "(contract thru …)", "(temp to perm thru …)" or under the agency with its sites or assignments
below, seasonal work repeated over years in one entry, jobs with no dates (bo1, bo2, bo4) or a blank dates field
(bo6), a promotion folded into one entry (bo2), dates in several forms in one resume ("03/2023 - to date", "Nov
2022 - Jan 2023", "Mar 21 - Oct 22", "2019 - 2021", "Christmas peak 2017, 2018 and 2019", "6 months", "Mar 21 –
now", "Summer 2018", "Oct 2016 - May 2018", "2013-2016", "Jan 2024 – ongoing", "Aug 2022 - Dec 2023", "2020 –
2022", "Feb–Jul 2019", "2016 – 2018", "04/2022 – current", "2021, 6 months", "2019 - 2020", "2016-2019", "Oct
2024 – Present", "Nov 2023 – Sep 2024", "Winters 2021, 2022 & 2023", "Dec–Feb 2021/22 & 2022/23", "Sept 2022 -
present", "2020 - 2022", "May 2019 - Jan 2020"), tickets and licences as lines, bullets, a table, a sidebar and a
typed comma list, no headings (bo1) or ALL-CAPS headings (bo2–bo4), availability and own transport, and spelling
and capitalisation as typed.

Decisions for this batch (following batch 55's and, through its docstring, batches 45–54's; new ones marked NEW):
- Agency and temp work (NEW in these forms; batch 59's bg4 names the mine, "Suttor Creek Coal", as the employer of a
  "(labour hire)" job): where the agency is named after the client ("Northway Fulfilment (via Kestrel Recruitment)",
  "Tri-State Grocers DC, Joplin, MO (contract thru Heartland Driver Staffing)", "Thames Valley Seating Systems (temp
  to perm thru Oxford Staffing)"), the client is the employer and the agency remark is left out of the name and the
  location. Where the agency heads the entry itself (bo3's "Labourer (casual) – Westforce Labour Hire Pty Ltd",
  bo6's "Temp - General Labour (different assignments)" at "Oxford Staffing"), the agency is the employer and the
  sites or assignments under it are duties, not entries; bo3's agency entry has no location (its sites are in the
  bullets). A parenthesis in the title stays in the position as printed ("(casual)", "(labour hire)", "(Christmas
  peak)", "(winter seasons)", "(OTR)").
- Seasonal work repeated over years (NEW): one printed entry is one truth entry, from the first season to the last
  (bj6's "holiday seasons 2015 & 2016" rule): "Christmas peak 2017, 2018 and 2019" is 2017 to 2019, "Winters 2021,
  2022 & 2023" is 2021 to 2023, "Dec–Feb 2021/22 & 2022/23" is 2021-12 to 2023-02 (the first season's first month
  to the last season's last month). A season of one year, "Summer 2018", is 2018 to 2018, and so is "2021, 6
  months"; a duration alone, bo1's "6 months", gives neither a start nor an end, only the date text (NEW). "Feb–Jul
  2019" is 2019-02 to 2019-07; two-digit years ("Mar 21 – now", "Mar 21 - Oct 22") are 2021-03 and so on; "to
  date", "now", "ongoing", "current", "present" and "Present" make a job current.
- Jobs without dates (batch 55's rule): bo1's shelf stacker, bo2's kitchen porter, bo4's line cook and bo6's "Team
  Member" (whose "Dates (from - to):" field is left blank) have {"is_current": false} alone.
- A promotion inside one entry (bo2): the resume prints one entry, "Cleaning Supervisor … Mar 21 – now", and its
  note "started as cleaning operative, supervisor since 2022" is a remark, so the truth has one entry from 2021-03;
  "(on site at Boyne Valley Primary Care Centre …)" names the contract's site, not the employer (the contract
  cleaning company).
- No headings (bo1, NEW): the lines after the jobs are read by what they are: the four ticket lines are
  certificates, "Full clean UK driving licence + own car" is not; "Skills - " and "Languages - " are run-in labels;
  the two school lines are education.
- The template (bo6, NEW): its "RESUME", labels, prompts, grey bands, footer and the EMPTY FIFTH JOB BLOCK are not
  content; each filled block is a work entry (position = "Job Title", name = "Company" with its agency remark
  left out, location = "City", dates = "Dates (from - to)" as typed). There is no label: "RESUME" is the template's
  title and the objective is what she wants. Each school block is an education entry.
- The sidebar template (bo5, NEW): the skill bars' and language dots' levels are not recorded (skills are the names;
  languages take the printed words "native" and "basic"); the initials badge "MH" is not content. The name printed
  in capitals "MADDIE HARWOOD" is recorded "Maddie Harwood", as the email prints it (batch 55's bc3 rule).
- Certificates drop issuers, codes, years, expiry dates and notes printed beside them (bo3: only the table's first
  column; bo6: "(exp 2026)" left out) and keep what names the ticket or its class: "Counterbalance forklift licence
  (B1)", "Reach truck licence (D1)", "Traffic Control (TC)", "Implement Traffic Control Plans (ITCP)", "Forklift
  Licence (LF)", "White Card (General Construction Induction)", "LCQ (Licence Controller Qualification)", "Food
  Safety (Unit 167)", "Forklift (counterbalance + reach truck)", "Standard First Aid & CPR-C", "WHMIS 2015".
  Driver licences are not certificates (batch 55's rule): bo1's and bo2's, bo3's "Driver Licence" table row, bo5's
  "Full licence", bo6's "G licence" – and bo4's "CDL Class A – Missouri – Endorsements: H, N, T (X)", a commercial
  driver's licence being a driver licence with its endorsements, however central to the job (NEW). Checks on the
  person are not certificates either, as bc2's immunisations were not (NEW): bo2's "Garda vetted (2021)", bo4's
  "DOT Medical Card" and "TWIC Card" (a security-vetted credential). So bo4's certificates are "Smith System
  Defensive Driving" and "Forklift Operator Certification".
- Skills are the listed items as printed (bo1's run-in comma list in lower case as typed, bo2's, bo3's and bo4's
  bullets, bo5's bar names, bo6's comma list); summaries' claims and bo4's "OTHER" are not skills.
- Languages with their fluency as printed: "native", "good", "basic", "some" (bo4's "Spanish (some)"), "fluent",
  "a little".
- Education (batch 55's rule: the study type is the kind of qualification, the area its field; codes, campuses,
  levels and remarks left out): "NVQ Level 2" / "Warehousing and Storage" (as "Level 2 Diploma" was); "GCSE’s" as
  printed, with its apostrophe; "Secondary School Leaving Certificate (Matura)" whole (as the QCE was) at "Zespół
  Szkół nr 3" (", Sieradz, Poland" left out); "Certificate II" / "Construction Pathways" at "TAFE NSW" ("CPC20211"
  and ", Nirimba" left out); "Record of School Achievement (RoSA)" whole; "Certificate" / "Truck Driver Training"
  ("(CDL-A)" left out); "High School Diploma"; "New Zealand Certificate" / "Food and Beverage Service" ("(Level 3)"
  left out); "NCEA Level 2"; "Certificate" / "Manufacturing Fundamentals" (from "Manufacturing Fundamentals - part
  time certificate") at "Fanshawe College" ("(Woodstock campus)" left out); "OSSD" as typed. A single year is the
  end date.
- Basics: the label is the line under the name (bo2, bo3, bo4's subtitle, bo5); bo1 and bo6 have none. Location is
  the city with the state or province printed beside it, without a suburb, street, postcode or country:
  "Northampton" (Kingsthorpe and NN2 left out), "Drogheda" (the street left out), "Mount Druitt" / "NSW" (2770 left
  out), "Joplin" / "MO", "Queenstown" (Frankton left out), "Woodstock" / "ON" (N4S left out). No one prints a
  profile link. Phones as printed ("Mobile " and "Mob: " left out).
- Work locations as printed with each job ("Brackmills, Northampton", "Sieradz, Poland", "Springfield, MO"); the
  spelling and capitalisation as typed ("delivery drivers mate", "Kitchen porter", "Forklift driver").

Truth conventions as in batches 5–55: date_text as printed (dashes and apostrophes as typed), the work entry's
location where printed, phones as printed. Every person, employer, agency and school named below is invented, and
so is every phone and email (emails at example.com; an Ofcom drama mobile in the UK, an ACMA drama mobile in
Australia, 555 numbers in Ireland, the US, New Zealand and Canada), except the colleges, awarding bodies,
regulators, issuers, schemes, products and places, which are real and named as any resume names them (RTITB,
Northampton College, NVQ, GCSE, HSeLanD, HACCP, Garda vetting, TAFE NSW, the CPC training package, TfNSW, SafeWork
NSW, HRWL, the RIIWHS204E and HLTAID011 units, the RoSA, the M4, Crowder College, Omnitracs, Motive, Smith System,
TWIC, the DOT, Queenstown Lakes District Council (QLDC), the LCQ, NZQA's unit 167, St John, Southern Institute of
Technology, NCEA, Fanshawe College, WHMIS, the OSSD and Ontario's G licence). Invented: Northway Fulfilment, Kestrel
Recruitment, Halden Parcels, Corbel Building Supplies, Amberfield Foods, Redline Staffing, Brightwell Toys, Nene
Valley Furniture, Carters Supermarket, Lings Brook Academy, Brightside Contract Cleaning Ltd, Boyne Valley Primary
Care Centre, Sparkle Bright Cleaning Services, Bridgeford House Hotel, St. Oliver’s Nursing Home, The Millrace
Restaurant, Drobpol Sp. z o.o., Zespół Szkół nr 3 (Sieradz), Westforce Labour Hire Pty Ltd, Greenlight Traffic
Management, Pour Bros Concreting, Tri-Star Demolition, Druitt Village Shopping Centre, Whalan Creek High School,
Ozark Plains Transport, Tri-State Grocers, Heartland Driver Staffing, Four States Freight Terminal, Prairie Lumber &
Supply, Main Street Diner, Shoal Creek High School, Blacksmith’s Tap House, Wakatipu Bean Co., Alpine Ridge Ski
Area, Central Gold Orchards, Riverton Arms Hotel, Southland Foodmarket, Waihopai Heights College, Oxford County
Community Employment Centre, Thames Valley Seating Systems, Oxford Staffing, Maple Grove Foods, Dundas Street
Donuts and Sandy Hill Secondary School.

Tools: python-docx 1.2, PyMuPDF 2.0 and fpdf2 2.8.9 (installed already), Chromium 156 (headless), LibreOffice 7.4
(bo3's PDF and bo2's page check), fonts-liberation, DejaVu, Carlito and poppler-utils. bo5 is set in DejaVu Sans
because PyMuPDF writes Liberation Sans's hyphen glyph as U+00AD (a soft hyphen) in the ToUnicode map, which
pdftotext then prints in place of "-". check_pages, chromium_pdf, dates, libreoffice_pdf, lo_page_count, new_docx,
pdf_pages, pymupdf_dejavu, write_text and write_truth come from holdout_render.py.
Run from this folder: python3 render_batch67.py
"""
import os
import shutil
import tempfile
from xml.sax.saxutils import escape

from holdout_render import (FILES, check_pages, chromium_pdf, dates, lo_page_count, pdf_pages, write_text,
                            write_truth)

# Scratch files (the LibreOffice conversions and page check, the Chromium profile and print) go here, never to /tmp.
SCRATCH = os.environ.get("BO67_SCRATCH", "/var/tmp/bo67")


def job(position, name, location, date_text, span):
    """A truth work entry; the location is left out where none is printed, and a job printed without dates
    has a dates object with is_current false only (holdout_render.work_truth's rule). A span of None with a
    date text (bo1's "6 months") gives the date text alone."""
    entry = {"position": position, "name": name}
    if location:
        entry["location"] = location
    if date_text and span:
        entry["dates"] = dates(*span, text=date_text)
    elif date_text:
        entry["dates"] = dates(None, text=date_text)
    else:
        entry["dates"] = dates(None)
    return entry


# ---- bo1: agency warehouse operative (Northampton), typed into a job board's plain-text CV box -------------------
BO1_JOBS = [  # (title, employer, agency or None, place, dates as printed or None, truth span, duties line or None)
    ("Warehouse Operative", "Northway Fulfilment", "Kestrel Recruitment", "Brackmills, Northampton",
     "03/2023 - to date", ("2023-03", None, True),
     "Nights. Reach truck and counterbalance, putaway and replen, tipping 40ft containers by hand. RF scanner "
     "picking at 180+ units an hour. Show new agency starters how to use the scanners."),
    ("Picker Packer (Christmas peak)", "Halden Parcels", None, "Daventry", "Nov 2022 - Jan 2023",
     ("2022-11", "2023-01"), None),
    ("Forklift driver", "Corbel Building Supplies", None, "Wellingborough", "Mar 21 - Oct 22", ("2021-03", "2022-10"),
     "Counterbalance in the yard, loading customer orders and flatbeds, goods in, stock counts."),
    ("Warehouse Operative", "Amberfield Foods", "Redline Staffing", "Moulton Park, Northampton", "2019 - 2021",
     ("2019", "2021"),
     "Chilled warehouse (0-5 degrees), picking store orders, wrapping and labelling pallets, cleaning down."),
    ("Seasonal warehouse temp", "Brightwell Toys", None, "Northampton", "Christmas peak 2017, 2018 and 2019",
     ("2017", "2019"), None),
    ("delivery drivers mate", "Nene Valley Furniture", None, "Northampton", "6 months", None,
     "Two man deliverys round the county, carrying and assembling furniture in customers homes."),
    ("Shelf stacker (part time)", "Carters Supermarket", None, "Kingsthorpe", None, None, None),
]
BO1_TICKETS = [("Counterbalance forklift licence (B1)", " - RTITB - renewed 2024"),
               ("Reach truck licence (D1)", " - RTITB - 2023"), ("Food Hygiene Level 2", ""),
               ("Emergency First Aid at Work", " - 2022")]
BO1_SKILLS = ["RF scanners and voice picking", "manual and electric pallet trucks", "loading and unloading",
              "stock counts and replen", "stretch wrapping", "basic Excel"]


def bo1_job_board_text():
    lines = [
        "Connor Blakesley",
        "Kingsthorpe, Northampton NN2",
        "Mobile 07700 900583",
        "connorblakesley93@example.com",
        "",
        "Hard working warehouse operative with 8 years experiance of picking, packing, loading and driving "
        "forklifts, mostly through agencys. I\u2019m reliable, never late and happy to do nights, weekends and "
        "overtime. Full UK driving licence and own transport. Available to start immediately.",
        "",
    ]
    for title, employer, agency, place, when, _, duties in BO1_JOBS:
        line = f"{title} - {employer}" + (f" (via {agency})" if agency else "") + f", {place}"
        if when:
            line += "   " + when
        lines.append(line)
        if duties:
            lines.append(duties)
        lines.append("")
    lines += [name + note for name, note in BO1_TICKETS]
    lines += ["Full clean UK driving licence + own car", ""]
    lines += ["Skills - " + ", ".join(BO1_SKILLS), ""]
    lines += ["NVQ Level 2 Warehousing and Storage - Northampton College (2016)",
              "GCSE\u2019s - Lings Brook Academy, Northampton (2010)", "",
              "Languages - English (native)", "",
              "References available on request", ""]
    name = "bo1-connor-blakesley"
    write_text(name + ".txt", "\n".join(lines))  # the board's export: UTF-8, LF line ends, the phone's apostrophes
    write_truth(name, {
        "basics": {"name": "Connor Blakesley", "email": "connorblakesley93@example.com", "phone": "07700 900583",
                   "location": {"city": "Northampton"}},
        "work": [job(t, e, p, w, s) for t, e, _, p, w, s, _ in BO1_JOBS],
        "education": [
            {"institution": "Northampton College", "study_type": "NVQ Level 2", "area": "Warehousing and Storage",
             "dates": dates(None, "2016", text="2016")},
            {"institution": "Lings Brook Academy", "study_type": "GCSE\u2019s",
             "dates": dates(None, "2010", text="2010")}],
        "skills": [{"name": s} for s in BO1_SKILLS],
        "certificates": [{"name": c} for c, _ in BO1_TICKETS],
        "languages": [{"language": "English", "fluency": "native"}],
    })


# ---- bo2: cleaning supervisor (Drogheda), a Word file typed on a phone in Word for Android ---------------------------
BO2_JOBS = [  # (title, employer, place, dates as printed or None, truth span, note or None, bullets)
    ("Cleaning Supervisor", "Brightside Contract Cleaning Ltd", "Drogheda", "Mar 21 \u2013 now",
     ("2021-03", None, True),
     "(on site at Boyne Valley Primary Care Centre, started as cleaning operative, supervisor since 2022)",
     ["Supervise team of 4 cleaners on early and late shift, make the rota and cover sick days",
      "Clinical cleaning of treatment rooms and toilets, colour coding, spill kits, sharps bins",
      "Order cleaning supplies and fill in the cleaning schedules and monthly audits",
      "Scrubber dryer and buffing machine on the floors every weekend"]),
    ("Office Cleaner (part time, evenings)", "Sparkle Bright Cleaning Services", "Dundalk", "2019 - 2021",
     ("2019", "2021"), None,
     ["Offices, bank branch and a solicitors office, 5 evenings a week", "Alarm codes and keys for the buildings"]),
    ("Room Attendant", "Bridgeford House Hotel", "Drogheda", "Summer 2018", ("2018", "2018"), None,
     ["Cleaned 14-16 rooms a day, turn down service, restocked trolleys and laundry"]),
    ("Housekeeping Assistant", "St. Oliver\u2019s Nursing Home", "Drogheda", "Oct 2016 - May 2018",
     ("2016-10", "2018-05"), None,
     ["Cleaned residents rooms and common areas, laundry, helped in kitchen at tea time"]),
    ("Kitchen porter", "The Millrace Restaurant", "Slane", None, None, None, []),
    ("Production Worker (packing line)", "Drobpol Sp. z o.o.", "Sieradz, Poland", "2013-2016", ("2013", "2016"),
     None, ["Packing chicken on the line, labelling boxes, cleaning the line at end of shift"]),
]
BO2_CERTS = [("Manual Handling", " \u2013 2024"), ("Infection Prevention and Control", " \u2013 HSeLanD, 2023"),
             ("HACCP Level 1", ""), ("Safe Use of Cleaning Chemicals", " \u2013 2021")]
BO2_SKILLS = ["Office and commercial cleaning", "Clinical cleaning and infection control",
              "Floor machines \u2013 scrubber dryer, buffer, carpet cleaner", "Hotel housekeeping and laundry",
              "Supervising a small team", "Cleaning schedules and audits"]


def bo2_word_mobile_docx():
    from docx.shared import Mm, Pt
    from holdout_render import new_docx

    document = new_docx(author="Marzena Kołodziej", page=(Mm(210), Mm(297)), margins=(Mm(25.4), Mm(25.4)),
                        font="Aptos", size=12, space_after=8)
    document.core_properties.last_modified_by = "Marzena Kołodziej"
    document.styles["Normal"].paragraph_format.line_spacing = 1.15

    def para(text="", bold=False, size=None, style=None, after=None):
        p = document.add_paragraph(style=style)
        if text:
            r = p.add_run(text)
            r.bold = bold
            if size:
                r.font.size = Pt(size)
        if after is not None:
            p.paragraph_format.space_after = Pt(after)
        return p

    para("Marzena Kołodziej", bold=True, size=20, after=0)
    para("Cleaner / Cleaning Supervisor", after=0)
    para("14 Rathmullan Park, Drogheda", after=0)
    para("Mob: 085 555 0127", after=0)
    para("Email: marzena.kolodziej@example.com")
    para()
    para("ABOUT ME", bold=True)
    para("I am hard working and honest person with 9 years experience of cleaning in Ireland \u2013 offices, medical "
         "centre, hotel and nursing home. I can work alone or lead a small team. I have my own car and I can work "
         "early mornings, evenings and weekends. Garda vetted.")
    para()
    para("WORK EXPERIENCE", bold=True)
    for title, employer, place, when, _, note, items in BO2_JOBS:
        para(f"{title} \u2013 {employer}, {place}", bold=True, after=0)
        if when:
            para(when, after=0 if (note or items) else 8)
        if note:
            para(note, after=0)
        for item in items:
            para(item, style="List Bullet", after=0)
        para(after=0)
    para("EDUCATION", bold=True)
    para("Secondary School Leaving Certificate (Matura) \u2013 Zespół Szkół nr 3, Sieradz, Poland \u2013 2012")
    para()
    para("TRAINING / CERTIFICATES", bold=True)
    for cert, note in BO2_CERTS:
        para(cert + note, style="List Bullet", after=0)
    para(after=0)
    para("SKILLS", bold=True)
    for skill in BO2_SKILLS:
        para(skill, style="List Bullet", after=0)
    para(after=0)
    para("LANGUAGES", bold=True)
    for line in ("Polish \u2013 native", "English \u2013 good", "Russian \u2013 basic"):
        para(line, after=0)
    para(after=0)
    para("OTHER", bold=True)
    for line in ("Full driving licence and own car", "Garda vetted (2021)",
                 "Available early mornings, evenings and weekends. Can start in 1 week.",
                 "References available on request"):
        para(line, after=0)

    name = "bo2-marzena-kolodziej"
    path = os.path.join(FILES, name + ".docx")
    document.save(path)
    check_pages(name, lo_page_count(path, name), 2)
    write_truth(name, {
        "basics": {"name": "Marzena Kołodziej", "label": "Cleaner / Cleaning Supervisor",
                   "email": "marzena.kolodziej@example.com", "phone": "085 555 0127",
                   "location": {"city": "Drogheda"}},
        "work": [job(t, e, p, w, s) for t, e, p, w, s, _, _ in BO2_JOBS],
        "education": [
            {"institution": "Zespół Szkół nr 3", "study_type": "Secondary School Leaving Certificate (Matura)",
             "dates": dates(None, "2012", text="2012")}],
        "skills": [{"name": s} for s in BO2_SKILLS],
        "certificates": [{"name": c} for c, _ in BO2_CERTS],
        "languages": [{"language": "Polish", "fluency": "native"}, {"language": "English", "fluency": "good"},
                      {"language": "Russian", "fluency": "basic"}],
    })


# ---- bo3: general labourer and traffic controller (Mount Druitt NSW), LibreOffice PDF of a phone-made Word file ----
BO3_JOBS = [  # (title, employer, place or None, dates as printed, truth span, lead-in or None, bullets)
    ("Labourer (casual)", "Westforce Labour Hire Pty Ltd", None, "Jan 2024 \u2013 ongoing", ("2024-01", None, True),
     "Sent out to different sites around Western Sydney:",
     ["High rise residential, Parramatta \u2013 clean up, loading out, hoist and gate",
      "Warehouse build, Marsden Park \u2013 concrete pours, barricading, setting out for trades",
      "Civil subdivision, Box Hill \u2013 pit and pipe labouring, spotting for excavators"]),
    ("Traffic Controller", "Greenlight Traffic Management", "Blacktown", "Aug 2022 - Dec 2023",
     ("2022-08", "2023-12"), None,
     ["Stop/slow on roadworks and night works on the M4 and local roads",
      "Set up and pack down signs and cones to the TGS"]),
    ("Concrete Labourer", "Pour Bros Concreting", "Penrith", "2020 \u2013 2022", ("2020", "2022"), None,
     ["House slabs, driveways and paths \u2013 set up, barrowing, screeding, cleaning tools"]),
    ("Demolition Labourer (labour hire)", "Tri-Star Demolition", "Smithfield", "Feb\u2013Jul 2019",
     ("2019-02", "2019-07"), None,
     ["Strip outs, loading skips, cutting with the demo saw under supervision"]),
    ("Trolley Collector (weekends)", "Druitt Village Shopping Centre", "Mount Druitt", "2016 \u2013 2018",
     ("2016", "2018"), None, []),
]
BO3_TICKETS = [  # (ticket, details, expiry)
    ("White Card (General Construction Induction)", "CPCCWHS1001", "No expiry"),
    ("Traffic Control (TC)", "TfNSW", "06/2027"),
    ("Implement Traffic Control Plans (ITCP)", "TfNSW", "06/2027"),
    ("Forklift Licence (LF)", "HRWL \u2013 SafeWork NSW", "03/2028"),
    ("Working at Heights", "RIIWHS204E", "2024"),
    ("Asbestos Awareness", "\u2013", "\u2013"),
    ("First Aid", "HLTAID011", "09/2026"),
    ("Driver Licence", "C class (manual) \u2013 NSW", "2030"),
]
BO3_SKILLS = ["Concrete work \u2013 barrowing, screeding, vibrating", "Traffic control and TGS set up",
              "Hand and power tools (demo saw, jackhammer, plate compactor)", "Spotting for plant and trucks",
              "Site clean up and housekeeping", "Reading basic plans"]


def bo3_phone_docx_libreoffice():
    from docx.shared import Mm, Pt
    from holdout_render import libreoffice_pdf, new_docx

    document = new_docx(author="Nathan", page=(Mm(210), Mm(297)), margins=(Mm(25.4), Mm(25.4)), font="Calibri",
                        size=11, space_after=6)

    def para(text="", bold=False, size=None, style=None, after=None, before=None):
        p = document.add_paragraph(style=style)
        if text:
            r = p.add_run(text)
            r.bold = bold
            if size:
                r.font.size = Pt(size)
        if after is not None:
            p.paragraph_format.space_after = Pt(after)
        if before is not None:
            p.paragraph_format.space_before = Pt(before)
        return p

    def heading(text):
        p = para(text, bold=True, size=12, before=10, after=4)
        p.paragraph_format.keep_with_next = True

    para("Nathan Brockhoff", bold=True, size=18, after=0)
    para("General Labourer / Traffic Controller", size=12, after=2)
    para("Mount Druitt NSW 2770 | 0491 572 549 | nathan.brockhoff@example.com", after=0)
    para("Own ute & tools | Available Mon\u2013Sat, early starts | Can start straight away")

    heading("ABOUT ME")
    para("Hard working labourer with 7+ years on building sites, civil jobs and traffic control around Western "
         "Sydney. Fit, reliable and I turn up on time every day. Happy to do any work on site and keen to get into "
         "a plant operator or leading hand role.")

    heading("LICENCES & TICKETS")
    table = document.add_table(rows=1 + len(BO3_TICKETS), cols=3)
    table.style = document.styles["Table Grid"]
    for cell, text in zip(table.rows[0].cells, ("Ticket", "Number / Issued by", "Expiry")):
        cell.paragraphs[0].add_run(text).bold = True
    for row, values in zip(table.rows[1:], BO3_TICKETS):
        for cell, text in zip(row.cells, values):
            cell.paragraphs[0].add_run(text)
    for row in table.rows:
        for cell in row.cells:
            cell.paragraphs[0].paragraph_format.space_after = Pt(0)

    heading("WORK HISTORY")
    for title, employer, place, when, _, lead, items in BO3_JOBS:
        p = para(f"{title} \u2013 {employer}" + (f", {place}" if place else ""), bold=True, after=0, before=4)
        p.paragraph_format.keep_with_next = True
        para(when, after=0 if (lead or items) else 6)
        if lead:
            para(lead, after=0)
        for item in items:
            para(item, style="List Bullet", after=0)

    heading("EDUCATION")
    para("CPC20211 Certificate II in Construction Pathways \u2013 TAFE NSW, Nirimba \u2013 2016", after=0)
    para("Record of School Achievement (RoSA) \u2013 Whalan Creek High School \u2013 2015")

    heading("SKILLS")
    for skill in BO3_SKILLS:
        para(skill, style="List Bullet", after=0)

    heading("LANGUAGES")
    para("English \u2013 native")
    heading("REFEREES")
    para("Available on request")

    name = "bo3-nathan-brockhoff"
    libreoffice_pdf(document, name, 2)
    write_truth(name, {
        "basics": {"name": "Nathan Brockhoff", "label": "General Labourer / Traffic Controller",
                   "email": "nathan.brockhoff@example.com", "phone": "0491 572 549",
                   "location": {"city": "Mount Druitt", "region": "NSW"}},
        "work": [job(t, e, p, w, s) for t, e, p, w, s, _, _ in BO3_JOBS],
        "education": [
            {"institution": "TAFE NSW", "study_type": "Certificate II", "area": "Construction Pathways",
             "dates": dates(None, "2016", text="2016")},
            {"institution": "Whalan Creek High School", "study_type": "Record of School Achievement (RoSA)",
             "dates": dates(None, "2015", text="2015")}],
        "skills": [{"name": s} for s in BO3_SKILLS],
        "certificates": [{"name": t} for t, _, _ in BO3_TICKETS if t != "Driver Licence"],
        "languages": [{"language": "English", "fluency": "native"}],
    })


# ---- bo4: CDL-A truck driver (Joplin, MO), a Google Docs resume typed on a phone and downloaded as PDF -----------
BO4_JOBS = [  # (title, employer, place, remark or None, dates as printed or None, truth span, bullets)
    ("Company Driver (OTR)", "Ozark Plains Transport", "Springfield, MO", None, "04/2022 \u2013 current",
     ("2022-04", None, True),
     ["Dry van and reefer, 48 states, out 2\u20133 weeks at a time",
      "Avg 2,500\u20132,800 miles a week, 99% on-time deliveries",
      "ELD logs on Omnitracs, pre-trip and post-trip every day, no DOT violations"]),
    ("Regional Driver", "Tri-State Grocers DC", "Joplin, MO", "contract thru Heartland Driver Staffing",
     "2021, 6 months", ("2021", "2021"),
     ["Store deliveries in MO, KS and OK, 4\u20136 stops a day, hand unloading with a pallet jack"]),
    ("Yard Jockey / Local Driver", "Four States Freight Terminal", "Joplin, MO", None, "2019 - 2020",
     ("2019", "2020"),
     ["Moved trailers between docks and the yard, local shuttles to customers"]),
    ("Warehouse Associate", "Prairie Lumber & Supply", "Carthage, MO", None, "2016-2019", ("2016", "2019"),
     ["Loaded flatbeds with forklift, pulled orders, helped drivers strap and tarp loads"]),
    ("Line Cook", "Main Street Diner", "Webb City, MO", None, None, None, []),
]
BO4_SKILLS = ["Dry van, reefer and flatbed (tarping, chains and straps)", "Backing and docking",
              "Pre-trip and post-trip inspections", "ELD and HOS logs (Omnitracs, Motive)", "Load securement",
              "Trip planning", "Forklift and pallet jack"]


def bo4_google_docs_chromium():
    def bullets(items):
        return "".join(f'<p class="li"><span class="b">\u25cf</span>{escape(i)}</p>' for i in items)

    work = ""
    for title, employer, place, remark, when, _, items in BO4_JOBS:
        work += (f'<p class="jt"><b>{escape(title)}</b> \u2013 {escape(employer)}, {escape(place)}'
                 + (f" ({escape(remark)})" if remark else "") + "</p>")
        if when:
            work += f'<p class="dt">{escape(when)}</p>'
        work += bullets(items)
    certs = bullets(["CDL Class A \u2013 Missouri \u2013 Endorsements: H, N, T (X)",
                     "DOT Medical Card \u2013 valid to 03/2028", "TWIC Card",
                     "Smith System Defensive Driving \u2013 2022", "Forklift Operator Certification \u2013 2017"])
    html = f"""<!DOCTYPE html>
<html lang="en-US"><head><meta charset="utf-8"><title>Travis Pettijohn Resume 2026</title>
<style>
@page {{ size: Letter; margin: 1in; }}
body {{ font-family: Arial, "Liberation Sans", sans-serif; font-size: 11pt; line-height: 1.15; color: #000;
        margin: 0; }}
p {{ margin: 0; }}
.title {{ font-size: 26pt; padding-bottom: 3pt; }}
.subtitle {{ font-size: 15pt; color: #666666; padding-bottom: 16pt; }}
h2 {{ font-size: 16pt; font-weight: normal; margin: 18pt 0 6pt; break-after: avoid; }}
.jt {{ margin-top: 8pt; }}
.dt {{ color: #434343; }}
.li {{ padding-left: 36pt; text-indent: -18pt; }}
.li .b {{ display: inline-block; width: 18pt; text-indent: 0; }}
</style></head>
<body>
<p class="title">Travis W. Pettijohn</p>
<p class="subtitle">CDL Class A Driver \u2013 OTR / Regional</p>
<p>Joplin, MO 64801 \u00a0\u2022\u00a0 (417) 555-0176 \u00a0\u2022\u00a0 travis.pettijohn@example.com</p>
<h2>SUMMARY</h2>
<p>Class A driver with 7 years driving and over 600,000 safe miles. Dry van, reefer and some flatbed. Clean MVR, no
accidents, no tickets. Looking for regional work with home time every weekend.</p>
<h2>LICENSE &amp; CERTIFICATIONS</h2>
{certs}
<h2>WORK HISTORY</h2>
{work}
<h2>EDUCATION</h2>
<p>Crowder College, Neosho, MO \u2013 Truck Driver Training Certificate (CDL-A), 2019</p>
<p>Shoal Creek High School, Joplin, MO \u2013 High School Diploma, 2014</p>
<h2>SKILLS</h2>
{bullets(BO4_SKILLS)}
<h2>OTHER</h2>
<p>Languages: English (native), Spanish (some)</p>
<p>Prefer regional, home weekends. Can start 2 weeks after offer.</p>
</body></html>
"""
    name = "bo4-travis-pettijohn"
    chromium_pdf(html, name, 2)
    write_truth(name, {
        "basics": {"name": "Travis W. Pettijohn", "label": "CDL Class A Driver \u2013 OTR / Regional",
                   "email": "travis.pettijohn@example.com", "phone": "(417) 555-0176",
                   "location": {"city": "Joplin", "region": "MO"}},
        "work": [job(t, e, p, w, s) for t, e, p, _, w, s, _ in BO4_JOBS],
        "education": [
            {"institution": "Crowder College", "study_type": "Certificate", "area": "Truck Driver Training",
             "dates": dates(None, "2019", text="2019")},
            {"institution": "Shoal Creek High School", "study_type": "High School Diploma",
             "dates": dates(None, "2014", text="2014")}],
        "skills": [{"name": s} for s in BO4_SKILLS],
        "certificates": [{"name": "Smith System Defensive Driving"}, {"name": "Forklift Operator Certification"}],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Spanish", "fluency": "some"}],
    })


# ---- bo5: bartender and seasonal hospitality worker (Queenstown), a two-column template with skill bars (PyMuPDF) --
BO5_JOBS = [  # (title, employer, place, dates as printed, truth span, line)
    ("Bar Supervisor", "Blacksmith\u2019s Tap House", "Queenstown", "Oct 2024 \u2013 Present", ("2024-10", None, True),
     "Run the bar on busy nights (team of 5), cash up, cellar and stock orders, duty manager 3 nights a week."),
    ("Barista", "Wakatipu Bean Co.", "Queenstown", "Nov 2023 \u2013 Sep 2024", ("2023-11", "2024-09"),
     "Up to 300 coffees a morning on a 3-group machine, milk texturing and latte art, opening and closing."),
    ("Bartender (winter seasons)", "Alpine Ridge Ski Area", "Queenstown", "Winters 2021, 2022 & 2023",
     ("2021", "2023"),
     "Base lodge bar \u2013 beers, mulled wine and cocktails for 2,000+ skiers a day, apr\u00e8s events."),
    ("Packhouse Worker (cherry season)", "Central Gold Orchards", "Cromwell", "Dec\u2013Feb 2021/22 & 2022/23",
     ("2021-12", "2023-02"), "Grading and packing export cherries on the line, 10\u201312 hour shifts."),
    ("Bartender / Waitress", "Riverton Arms Hotel", "Invercargill", "2018 \u2013 2020", ("2018", "2020"),
     "Bar, restaurant and function service in a busy country hotel."),
    ("Checkout Operator (part-time)", "Southland Foodmarket", "Invercargill", "2016 \u2013 2018", ("2016", "2018"),
     "After school and weekends while at college."),
]
BO5_SKILLS = [("Bartending & cocktails", 5), ("Barista / espresso", 4), ("Cash handling & EFTPOS", 4),
              ("Customer service", 5), ("Stock & cellar", 3), ("Team leading", 3)]
BO5_CERTS = [("Duty Manager\u2019s Certificate", "QLDC, exp. 2026"), ("LCQ (Licence Controller Qualification)", "2022"),
             ("Food Safety (Unit 167)", "2021"), ("Workplace First Aid", "St John, 2024")]


def bo5_pymupdf_two_columns():
    import pymupdf
    from holdout_render import pymupdf_dejavu

    width, height = pymupdf.paper_size("a4")
    doc = pymupdf.open()
    page = doc.new_page(width=width, height=height)
    # DejaVu Sans (Liberation Sans through PyMuPDF maps its hyphen glyph to U+00AD in the ToUnicode map)
    measure = pymupdf_dejavu(page, {"LS": "", "LSB": "B", "LSI": "I"})

    side_w = 192
    dark, light, accent = (0.16, 0.27, 0.30), (1, 1, 1), (0.89, 0.62, 0.35)
    ink, grey = (0.15, 0.15, 0.15), (0.40, 0.40, 0.40)
    page.draw_rect(pymupdf.Rect(0, 0, side_w, height), color=None, fill=dark)

    def text(x, y, s, font="LS", size=9.0, color=ink):
        page.insert_text((x, y), s, fontname=font, fontsize=size, color=color)

    def wrap(x, y, s, w, font="LS", size=9.0, color=ink, leading=None):
        """Writes s word-wrapped to width w from baseline y; returns the baseline after the last line."""
        leading = leading or size * 1.35
        line = ""
        for word in s.split():
            trial = (line + " " + word).strip()
            if measure[font].text_length(trial, fontsize=size) > w and line:
                text(x, y, line, font, size, color)
                y += leading
                line = word
            else:
                line = trial
        if line:
            text(x, y, line, font, size, color)
            y += leading
        return y

    # sidebar: initials badge, contact, skills with bars, languages with bars, certificates, availability
    page.draw_circle((side_w / 2, 70), 40, color=accent, fill=(0.23, 0.36, 0.40), width=2)
    initials_w = measure["LSB"].text_length("MH", fontsize=24)
    text(side_w / 2 - initials_w / 2, 78, "MH", "LSB", 24, light)
    sx, sw = 22, side_w - 44

    def side_heading(y, s):
        text(sx, y, s, "LSB", 10.5, accent)
        page.draw_line((sx, y + 4), (sx + sw, y + 4), color=accent, width=0.6)
        return y + 18

    y = side_heading(140, "CONTACT")
    for s in ("021 555 0172", "maddie.harwood@example.com", "Frankton, Queenstown", "Full licence \u00b7 own car"):
        text(sx, y, s, "LS", 8.6, light)
        y += 14
    y = side_heading(y + 12, "SKILLS")
    for skill, level in BO5_SKILLS:
        text(sx, y, skill, "LS", 8.6, light)
        y += 5
        page.draw_rect(pymupdf.Rect(sx, y, sx + sw, y + 4), color=None, fill=(0.33, 0.45, 0.48))
        page.draw_rect(pymupdf.Rect(sx, y, sx + sw * level / 5, y + 4), color=None, fill=accent)
        y += 16
    y = side_heading(y + 8, "LANGUAGES")
    for language, level, dots in (("English", "native", 5), ("Spanish", "basic", 2)):
        text(sx, y, f"{language} \u2013 {level}", "LS", 8.6, light)
        for i in range(5):
            page.draw_circle((sx + sw - 44 + i * 10, y - 3), 3.2, color=None,
                             fill=accent if i < dots else (0.33, 0.45, 0.48))
        y += 15
    y = side_heading(y + 10, "CERTIFICATES")
    for cert, note in BO5_CERTS:
        y = wrap(sx, y, cert, sw, "LSB", 8.6, light, 11)
        text(sx, y, note, "LS", 7.8, (0.80, 0.85, 0.86))
        y += 15
    y = side_heading(y + 8, "AVAILABILITY")
    y = wrap(sx, y, "Full time from now. Nights, weekends and public holidays are fine.", sw, "LS", 8.6, light, 12)

    # main column
    mx = side_w + 28
    mw = width - mx - 32
    text(mx, 62, "MADDIE HARWOOD", "LSB", 26, dark)
    text(mx, 84, "Bartender | Barista | Seasonal Hospitality", "LS", 11.5, accent)

    def main_heading(y, s):
        text(mx, y, s, "LSB", 11.5, dark)
        page.draw_line((mx, y + 5), (mx + mw, y + 5), color=dark, width=0.8)
        return y + 20

    y = main_heading(122, "PROFILE")
    y = wrap(mx, y, "Friendly and fast bartender and barista with six years in pubs, cafes and ski field bars, plus "
                    "two cherry seasons in Cromwell. Calm when it is three deep at the bar, good with cash and stock, "
                    "and I hold my Duty Manager\u2019s Certificate. Looking for a bar supervisor or duty manager role "
                    "in Queenstown for the coming winter season and beyond.", mw, "LS", 9.2, ink, 13)
    y = main_heading(y + 12, "WORK EXPERIENCE")
    for title, employer, place, when, _, line in BO5_JOBS:
        text(mx, y, title, "LSB", 9.6, ink)
        when_w = measure["LSB"].text_length(when, fontsize=8.8)
        text(mx + mw - when_w, y, when, "LSB", 8.8, accent)
        y += 13
        text(mx, y, f"{employer}, {place}", "LSI", 9, grey)
        y += 13
        page.draw_circle((mx + 3, y - 3), 1.4, color=None, fill=ink)  # the template's bullet
        y = wrap(mx + 8, y, line, mw - 8, "LS", 9, ink, 12.5)
        y += 9
    y = main_heading(y + 6, "EDUCATION")
    for qualification, school, when in (
            ("New Zealand Certificate in Food and Beverage Service (Level 3)",
             "Southern Institute of Technology, Invercargill", "2019"),
            ("NCEA Level 2", "Waihopai Heights College, Invercargill", "2017")):
        text(mx, y, qualification, "LSB", 9.4, ink)
        y += 13
        text(mx, y, school, "LSI", 9, grey)
        when_w = measure["LSB"].text_length(when, fontsize=8.8)
        text(mx + mw - when_w, y, when, "LSB", 8.8, accent)  # here the year sits on the school's line
        y += 20
    text(mx, min(y + 6, height - 40), "References available on request.", "LSI", 9, grey)

    doc.set_metadata({"title": "Maddie Harwood CV", "author": "Maddie Harwood", "creator": "Canva",
                      "producer": "Canva"})
    name = "bo5-maddie-harwood"
    path = os.path.join(FILES, name + ".pdf")
    doc.save(path, garbage=3, deflate=True)
    doc.close()
    check_pages(name, pdf_pages(path), 1)
    assert y < height - 40, f"{name}: main column overflows ({y:.0f})"
    write_truth(name, {
        "basics": {"name": "Maddie Harwood", "label": "Bartender | Barista | Seasonal Hospitality",
                   "email": "maddie.harwood@example.com", "phone": "021 555 0172",
                   "location": {"city": "Queenstown"}},
        "work": [job(t, e, p, w, s) for t, e, p, w, s, _ in BO5_JOBS],
        "education": [
            {"institution": "Southern Institute of Technology", "study_type": "New Zealand Certificate",
             "area": "Food and Beverage Service", "dates": dates(None, "2019", text="2019")},
            {"institution": "Waihopai Heights College", "study_type": "NCEA Level 2",
             "dates": dates(None, "2017", text="2017")}],
        "skills": [{"name": s} for s, _ in BO5_SKILLS],
        "certificates": [{"name": c} for c, _ in BO5_CERTS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Spanish", "fluency": "basic"}],
    })


# ---- bo6: production line associate (Woodstock, ON), an employment centre's fill-in-the-blanks template (fpdf2) ----
BO6_JOBS = [  # (job title, company as typed, employer, city, dates as typed or "", truth span, duties)
    ("Production Associate - Seat Assembly",
     "Thames Valley Seating Systems (temp to perm thru Oxford Staffing)", "Thames Valley Seating Systems",
     "Woodstock", "Sept 2022 - present", ("2022-09", None, True),
     "Assemble seat frames and covers on a moving line to work instructions, torque guns and scanners, quality "
     "checks, rotate through 6 stations. Perfect attendance 2024."),
    ("General Labourer - Packaging Line", "Maple Grove Foods", "Maple Grove Foods", "Tavistock", "2020 - 2022",
     ("2020", "2022"),
     "Packing and labelling cheese and yogurt, feeding the line, date code checks, sanitation on Fridays."),
    ("Temp - General Labour (different assignments)", "Oxford Staffing", "Oxford Staffing", "Woodstock",
     "May 2019 - Jan 2020", ("2019-05", "2020-01"),
     "Sent to a cheese plant, a bakery and a pet food warehouse - packing, line feeding, sanitation."),
    ("Team Member", "Dundas Street Donuts", "Dundas Street Donuts", "Woodstock", "", None,
     "Cash, drive thru, making sandwiches, cleaning."),
]
BO6_SKILLS = ["Assembly to work instructions", "Torque guns and barcode scanners", "Quality checks",
              "Packing and labelling", "Sanitation", "5S", "Reach truck and counterbalance forklift"]
BO6_CERTS = [("Forklift (counterbalance + reach truck)", " - 2023"), ("WHMIS 2015", ""),
             ("Standard First Aid & CPR-C", " (exp 2026)"), ("Food Handler Certificate", "")]


def bo6_fpdf_fill_in_template():
    from fpdf import FPDF

    pdf = FPDF(unit="pt", format="letter")
    pdf.set_margins(54, 50, 54)
    pdf.set_auto_page_break(True, 60)
    pdf.set_title("Resume Template")
    pdf.set_author("Oxford County Community Employment Centre")
    pdf.set_creator("Microsoft Word")
    full_w = pdf.w - 108

    def footer():
        pdf.set_y(pdf.h - 40)
        pdf.set_font("Helvetica", "I", 7.5)
        pdf.set_text_color(120, 120, 120)
        pdf.cell(0, 10, "Resume template - Oxford County Community Employment Centre - fill in the blanks, "
                        "leave out what you don't need", align="C")
        pdf.set_text_color(0, 0, 0)

    pdf.footer = footer  # the template's footer on every page
    pdf.add_page()

    def field(label, value, x=None, w=None, label_w=None):
        """A template label in bold, then a rule to write on and the typed value sitting on it."""
        x = pdf.l_margin if x is None else x
        w = full_w if w is None else w
        pdf.set_font("Helvetica", "B", 9.5)
        label_w = label_w or pdf.get_string_width(label) + 6
        y = pdf.get_y()
        pdf.set_xy(x, y)
        pdf.cell(label_w, 16, label)
        pdf.set_draw_color(90, 90, 90)
        pdf.line(x + label_w, y + 14, x + w, y + 14)
        pdf.set_font("Helvetica", "", 10)
        pdf.set_text_color(20, 40, 120)  # what the applicant typed, in the PDF app's blue
        pdf.set_xy(x + label_w + 2, y)
        pdf.cell(w - label_w - 2, 15, value)
        pdf.set_text_color(0, 0, 0)

    def lines(label, text, count):
        """A label over `count` ruled lines, the typed text wrapped onto them."""
        pdf.set_font("Helvetica", "B", 9.5)
        pdf.cell(0, 16, label, new_x="LMARGIN", new_y="NEXT")
        pdf.set_font("Helvetica", "", 10)
        words, rows, line = text.split(), [], ""
        for word in words:
            trial = (line + " " + word).strip()
            if pdf.get_string_width(trial) > full_w - 8 and line:
                rows.append(line)
                line = word
            else:
                line = trial
        if line:
            rows.append(line)
        assert len(rows) <= count, (label, rows)
        rows += [""] * (count - len(rows))
        for row in rows:
            y = pdf.get_y()
            pdf.line(pdf.l_margin, y + 14, pdf.l_margin + full_w, y + 14)
            pdf.set_text_color(20, 40, 120)
            pdf.set_x(pdf.l_margin + 4)
            pdf.cell(full_w - 4, 15, row, new_x="LMARGIN", new_y="NEXT")
            pdf.set_text_color(0, 0, 0)
            pdf.ln(2)

    def section(title):
        ensure(90)
        pdf.ln(8)
        pdf.set_fill_color(225, 225, 225)
        pdf.set_font("Helvetica", "B", 11)
        pdf.cell(0, 18, "  " + title, fill=True, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(4)

    def ensure(height):
        """Starts a new page when the next block of the template would not fit (the template's blocks do not
        split, as its Word original keeps them together)."""
        if pdf.get_y() + height > pdf.page_break_trigger:
            pdf.add_page()

    def row(*fields):
        """Fields side by side on one line: (label, value, width share)."""
        x = pdf.l_margin
        for label, value, share in fields:
            w = full_w * share
            field(label, value, x=x, w=w - 10)
            x += w
        pdf.ln(18)

    pdf.set_font("Helvetica", "B", 20)
    pdf.cell(0, 26, "RESUME", align="C", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(6)
    row(("Name:", "Kayla Vanderhoek", 1.0))
    row(("Address:", "Woodstock, ON  N4S", 1.0))
    row(("Phone:", "519-555-0123", 0.42), ("Email:", "kayla.vdhoek@example.com", 0.58))
    section("OBJECTIVE")
    lines("What kind of job are you looking for?",
          "To get a full time permanent job on a production line, days or afternoons. Hard worker, quick learner, "
          "good attendance.", 2)
    section("WORK EXPERIENCE (most recent first)")
    for title, company, _, city, when, _, duties in BO6_JOBS + [("", "", "", "", "", None, "")]:
        ensure(140)
        row(("Job Title:", title, 1.0))
        row(("Company:", company, 1.0))
        row(("City:", city, 0.45), ("Dates (from - to):", when, 0.55))
        lines("Main duties:", duties, 2)
        pdf.ln(6)
    section("EDUCATION")
    for school, program, year in (("Fanshawe College (Woodstock campus)",
                                   "Manufacturing Fundamentals - part time certificate", "2023"),
                                  ("Sandy Hill Secondary School, Woodstock", "OSSD", "2018")):
        ensure(50)
        row(("School:", school, 1.0))
        row(("Program:", program, 0.72), ("Year completed:", year, 0.28))
        pdf.ln(4)
    section("SKILLS")
    lines("List your skills:", ", ".join(BO6_SKILLS), 3)
    section("CERTIFICATES / TICKETS")
    lines("First aid, WHMIS, forklift, food handler, etc.:", ", ".join(c + n for c, n in BO6_CERTS), 2)
    section("OTHER")
    lines("Languages, driver's licence, availability:",
          "Languages: English (fluent), Dutch (a little). G licence + own car. Available days or afternoons, can "
          "do overtime and Saturdays.", 3)
    section("REFERENCES")
    lines("Name, phone (or 'available on request'):", "Available on request", 1)

    name = "bo6-kayla-vanderhoek"
    path = os.path.join(FILES, name + ".pdf")
    pdf.output(path)
    check_pages(name, pdf_pages(path), 2)
    write_truth(name, {
        "basics": {"name": "Kayla Vanderhoek", "email": "kayla.vdhoek@example.com", "phone": "519-555-0123",
                   "location": {"city": "Woodstock", "region": "ON"}},
        "work": [job(t, e, c, w or None, s) for t, _, e, c, w, s, _ in BO6_JOBS],
        "education": [
            {"institution": "Fanshawe College", "study_type": "Certificate", "area": "Manufacturing Fundamentals",
             "dates": dates(None, "2023", text="2023")},
            {"institution": "Sandy Hill Secondary School", "study_type": "OSSD",
             "dates": dates(None, "2018", text="2018")}],
        "skills": [{"name": s} for s in BO6_SKILLS],
        "certificates": [{"name": c} for c, _ in BO6_CERTS],
        "languages": [{"language": "English", "fluency": "fluent"}, {"language": "Dutch", "fluency": "a little"}],
    })


if __name__ == "__main__":
    made_scratch = not os.path.isdir(SCRATCH)
    os.makedirs(SCRATCH, exist_ok=True)
    tempfile.tempdir = SCRATCH
    os.environ["TMPDIR"] = SCRATCH
    try:
        bo1_job_board_text()
        bo2_word_mobile_docx()
        bo3_phone_docx_libreoffice()
        bo4_google_docs_chromium()
        bo5_pymupdf_two_columns()
        bo6_fpdf_fill_in_template()
    finally:
        tempfile.tempdir = None
        if made_scratch:
            shutil.rmtree(SCRATCH, ignore_errors=True)
