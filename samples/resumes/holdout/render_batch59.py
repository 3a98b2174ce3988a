#!/usr/bin/env python3
"""Renders the fifty-ninth held-out batch (bg1–bg6) into files/ and its truth into truth/.

Written without reading the parser (nor anything under /work/main/Sources, Tests, docs, Benchmarks, .build or
output, nor anything under /tmp or /var/tmp other than this batch's own scratch folder); no project binary (mm-*),
swift or git command was run, and the search tools were not used on this project. The only project files read were
holdout_render.py in full, render_batch55.py in full (for the conventions, the truth shape and the decisions it
records), the docstring openings (first 40 lines only) of render_batch46.py to render_batch54.py and
render_batch56.py to render_batch58.py (for the occupations, countries and producers already used) and three truth
files, whole: av2-kieran-ashby.json (batch 48's Perth electrician: an apprenticeship written both as a work entry
and as a Certificate III, a FIFO job, HRWL and White Card tickets), aw6-eoin-mulvihill.json (batch 49's Athlone
plumber: an Irish craft apprenticeship as work and education, Safe Pass, a self-employed job) and
ba3-kirsty-albrecht.json (batch 53's FIFO commissioning engineer: short contracts one entry each, unit-coded
Australian tickets). files/ and truth/ were listed only to make sure no bg* file existed. Nothing else in the
project was read. The helpers job, docx_hyperlink, table_borders, cell_props and fixed_widths are copied as batch 55
wrote them; cell_margins and paragraph_shading are written for this batch; the rest comes from holdout_render.py.
Scratch files (the LibreOffice conversion and page check, the Chromium profile and print) go to /var/tmp/bg59
(tempfile.tempdir and TMPDIR point there while the script runs), removed at the end. Nothing was installed.

A trades recruitment desk's inbox in the last week of November 2026: six skilled tradespeople and technicians with
eight to twenty-five years of work, one each in the US, Canada, the UK, Australia, New Zealand and Ireland, in six
trades that batches 46–58 do not have. Their docstrings list, among other trades, a commercial electrician (with
batch 37's HVAC technician and batch 40's heavy diesel technician named in batch 48's), a CNC setter, a water
treatment operator, a millwright turned maintenance planner, a plumber and gas installer, a civil site supervisor, a
FIFO mechanical commissioning engineer, a carpenter turned building inspector, a property maintenance technician, a
landscape crew leader, an army vehicle technician, a welding inspector and welding engineer and a B1 aircraft
maintenance technician. So of the brief's examples the heavy-equipment mechanic (too close to the heavy diesel
technician), the HVAC-R mechanic (the HVAC technician), the millwright (batch 49) and the pipe welder (batch 58's
welding inspector and engineer) were left out; the lineworker, the boilermaker, the tower crane operator, the
elevator (lift) technician and the marine diesel mechanic were kept, and an advanced rigger / dogman was added. The
six: a journeyman lineman in Bakersfield, California (US), a Red Seal boilermaker in Fort Saskatchewan, Alberta
(Canada), a tower crane operator in Dartford, Kent (UK), an advanced rigger and dogman in Mackay, Queensland
(Australia), a marine diesel engineer in Whangārei (New Zealand) and a lift engineer in Swords, County Dublin
(Ireland). Their resumes sell tickets, licences and cards first, list many short jobs, dispatches and contracts
(through union halls and labour-hire firms, named and not named), mix project and shutdown lists with jobs, list
equipment by make and model, and are sent the way tradespeople send them. Producers: no ReportLab (which batches
46–58 lean on); one each of a Notepad text file, a Word file, a LibreOffice PDF of a Word file, WeasyPrint, fpdf2
and headless Chromium:

- bg1 (a plain-text file typed in Notepad: ASCII only ("ANSI"), CRLF line ends, no tabs): "CODY J. VARNELL" in
  capitals, the label "Journeyman Lineman - IBEW Local 1245 (Book 1) - Transmission / Distribution / Storm", a " | "
  contact line ("Bakersfield, CA 93308", "Cell (661) 555-0143", the email) over a line of "=" signs; SUMMARY;
  LICENSES / CERTS as "  * " items with DOT LEADERS to the issuer, year or expiry ("Journeyman Lineman certificate
  ..... US DOL / Cal-Nev JATC, 2012", "Digger Derrick Operator (DDO) ..... NCCCO, exp 07/2028", ...) and a last item
  without leaders, the CDL Class A with its tanker endorsement; WORK HISTORY AS A FIXED-WIDTH DISPATCH TABLE typed
  with spaces (the heads DATES, CONTRACTOR / EMPLOYER, LOCATION, CLASSIFICATION over a dashed rule; each row the
  dates, the contractor, the place and the classification – the job title – in columns, then its description on
  continuation lines indented under the contractor column): "Foreman" Sierra Crest Power Constructors, Bakersfield,
  CA "03/2023 - present"; "Journeyman Lineman" Tehachapi Line Services "09/2022 - 02/2023", Golden State Overhead,
  Inc. (a comma inside the name), Fresno "10/2021 - 08/2022"; "Journeyman Lineman" at "Various contractors" in "CA
  / TX / LA / FL" "2019 - 2021" (the storm roster: hurricanes and winter storms named in its description); Pacific
  Rim Utility Contractors "05/2016 - 12/2018"; a PROMOTION AT ONE CONTRACTOR printed as two rows, "Journeyman
  Lineman" "11/2012 - 04/2016" (no description) and "Apprentice Lineman" "04/2009 - 10/2012" at Valley Line
  Constructors, Inc., Visalia; "Groundman" Kern Line Clearance "06/2008 - 03/2009" ("Non-union." in its
  description, against the table's "dispatched from the IBEW 1245 hall unless noted"); EDUCATION / TRAINING as
  "Qualification - School" lines with the years pushed right by spaces, the apprenticeship again ("Outside Lineman
  Apprenticeship - Cal-Nev JATC" "2009 - 2012" over an indented parenthesis), "Electrical Lineworker Certificate -
  Northwest Lineman College, Oroville, CA" "2008" and "High School Diploma - Highland Oaks High School, Bakersfield,
  CA" "2007"; SKILLS and EQUIPMENT (makes and models) as "  - " items; run-in "LANGUAGES:" and "OTHER:" lines (the
  union membership and book). A journeyman lineman in Bakersfield, California.
- bg2 (DOCX, python-docx 1.2, kept as the Word file; Calibri 9.5 pt, Letter, 0.5 in margins, ONE CRAMMED PAGE; the
  page count is checked on a throw-away LibreOffice PDF with Carlito for Calibri): "DALLAS KERELIUK" in capitals
  with "RED SEAL · LOCAL 146" on a right tab of the same line, the label "Journeyperson Boilermaker (Red Seal) · ABSA
  B-Pressure Welder · Shutdowns & Turnarounds", a " | " contact line (the town, "780-555-0127", a Word hyperlink
  printed as the email, "Camp jobs & rotations OK – available Dec 7") over a rule; headings as grey-shaded
  paragraphs; PROFILE; TICKETS & QUALIFICATIONS FIRST, as a ruled four-column "Table Grid" (ticket, note, ticket,
  note; filled row by row): "Red Seal – Boilermaker (Interprovincial)", "Alberta Journeyperson Certificate –
  Boilermaker", "ABSA B Pressure Welder (GTAW / SMAW)", CWB SMAW and FCAW all-position tickets with "W47.1 · exp.
  05/2027", CSTS 2020, H2S Alive, fall protection, confined space, first aid, AWP, rigging; then SHUTDOWNS,
  TURNAROUNDS & PROJECTS (Local 146 dispatches) as a SIX-COLUMN RULED TABLE with a dark header row (Dates,
  Contractor, Site / Client, Location, Scope, Position) whose cells wrap: "Sep – Oct 2026" Kestrel Industrial
  Services, refinery crude unit turnaround, Fort Saskatchewan, AB, "Lead Hand"; "Apr – Jun 2026" Brule Mechanical
  Ltd., oil sands upgrader (camp, 14/7), Fort McMurray, "Journeyperson"; "Oct – Dec 2025" Northern Tube & Boiler,
  pulp mill recovery boiler, Peace River, "B-Pressure Welder"; "Mar – May 2025" Kestrel again, Joffre; "2024" (A
  BARE YEAR) "Various contractors", "3 shutdowns – upgraders & refinery", "Fort McMurray / Edmonton"; then
  EMPLOYMENT as one line a job (bold title, " – ", italic "Employer, Place", the dates on a right tab) with a
  bullet: "Boilermaker / Vessel Welder-Fitter" Parkland Pressure Vessels Inc., Acheson, AB "Jun 2019 – Dec 2023";
  "Journeyperson Boilermaker" "Various contractors, Alberta" "2012 – 2019" (about 25 hall dispatches); "Apprentice
  Boilermaker" Brule Mechanical Ltd., Edmonton, AB "Sep 2009 – Jun 2012"; "Welder's Helper / Labourer" Sturgeon Fab
  & Machine, Fort Saskatchewan, AB "2007 – 2009" (no bullet); EDUCATION & TRAINING as one line each
  ("Boilermaker Apprenticeship (3 periods) – NAIT, Edmonton" "2009 – 2012", "Pre-Employment Welding Certificate –
  NAIT, Edmonton" "2008", "Alberta High School Diploma – Rivercrest High School, Fort Saskatchewan" "2007"); SKILLS
  & EQUIPMENT as run-in "Skills:" and "Equipment:" paragraphs of "; "-separated items (welders, bolt tensioners,
  tube expanders, boom lifts by make and model), "Languages:" and "Other:" (licence, fit test, D&A, rotations). A
  Red Seal boilermaker in Fort Saskatchewan, Alberta.
- bg3 (LibreOffice 7.4 PDF of a DOCX written with python-docx, Arial shown as Liberation Sans, 10 pt, A4, TWO
  pages, "exported from Word"): a UK tradesman's CV: the centred name "Lee Ashworth", the orange label "Tower Crane
  Operator | CPCS A04 Blue Card | Luffing & Saddle Jib | 16 Years on Site", a centred " | " contact line ("Dartford,
  Kent DA1", the Ofcom drama mobile "07700 900471", the email); orange capital headings over a rule; CARDS & TICKETS
  FIRST as a shaded, orange-bordered ONE-CELL BOX of "▪  " lines, each a bold card name and a grey "  –  " note
  (card colour, expiry, "passed", "NVQ in progress"): "CPCS A04 Tower Crane (Luffing & Saddle Jib)", "CPCS A40
  Slinger/Signaller", "CPCS A61 Appointed Person (Lifting Operations)", "IPAF PAL Card (3a, 3b)", "CITB HS&E Test
  (Operatives)", "Emergency First Aid at Work (EFAW)", "Working at Height & Harness Inspection"; PROFILE; EMPLOYMENT
  HISTORY (bold title, the dates on a right tab, an italic "Employer, Place" line, a plain lead line, bullets) WITH
  PROJECT LISTS INSIDE THE JOBS: "Tower Crane Operator" Thames Lifting Services Ltd, Erith, Kent "Jan 2024 – Present"
  (two sites as bullets, each with the main contractor, the crane by make and model and its own dates); "Tower Crane
  Operator (agency)" Hoistline Recruitment Ltd, London "Jun 2021 – Dec 2023" with "Placements through Hoistline
  (all London):" and three placements (site – project – crane – months); "Tower Crane Operator (agency)" "Various
  contractors, London & South East" "Apr 2018 – May 2021" (self-employed under CIS through several unnamed
  agencies); "Tower Crane Operator" "Mar 2015 – Mar 2018" and "Trainee Tower Crane Operator / Slinger-Signaller"
  "Sep 2013 – Feb 2015" at Medway Crane Hire Ltd, Rochester, Kent; "General Operative / Slinger" Gravesend
  Groundworks Ltd, Gravesend, Kent "2010 – 2013" (no bullets); CRANES OPERATED (makes and models, one make a bullet,
  the list broken by the page end); SKILLS as a borderless two-column table of "✓  " items filled row by row;
  EDUCATION & TRAINING ("NVQ Level 2 Diploma in Plant Operations" "2013 – 2014" at Thames Gateway Plant Training,
  Grays with a grey remark "Tower crane pathway (A04), assessed on site"; "GCSEs" "2009" at Dartford Heath Academy,
  Dartford with "5 GCSEs A*–C including English and Maths"); OTHER with run-in "Languages:", "Driving:" and
  "References:". A tower crane operator in Dartford, Kent.
- bg4 (WeasyPrint 70 of an HTML/CSS page, A4, TWO pages, Liberation Sans): AN ONLINE RESUME BUILDER'S SIDEBAR
  TEMPLATE (an invented builder, "FolioCV"), as its PDF download: a dark navy band down the left of every page
  (the @page background) with, on page 1 only, "Details" ("Mackay QLD 4740", "Australia", the ACMA drama mobile
  "0491 570 158", the email, a small "Driving licence" key over "QLD HR (heavy rigid)"), "Skills" as names over
  LEVEL BARS (no words), "Languages" as names with the builder's level words ("Native speaker", "Working
  knowledge") over bars, and "Hobbies"; the builder's footer "Created with FolioCV · foliocv.example" on every page;
  the main column holds the name "Brayden Cassar", the label "Advanced Rigger / Dogman – Shutdowns, Mining &
  Construction", Profile, then Employment History AS BUILDERS PRINT IT: one bold heading "Title, Employer, City"
  (commas joining three fields, the title itself holding a parenthesis) over a small grey date line typed "Mar 2023
  — Present" and SHOWN IN CAPITALS BY THE TEMPLATE'S CSS ("MAR 2023 — PRESENT", an em dash with spaces), then the
  description: "Advanced Rigger (casual – shutdowns), Capricorn Industrial Labour Hire, Mackay" with A SHUTDOWN
  LIST under it (five shuts: the plant, the town, the scope and the month, the clients unnamed); "Advanced Rigger
  (FIFO 14/14), Red Dune Structural Pty Ltd, Port Hedland" "FEB 2019 — FEB 2023"; "Rigger / Dogman, Mackay Crane &
  Rigging, Paget" "JUL 2015 — JAN 2019"; "Dogman / Trades Assistant (labour hire), Suttor Creek Coal, Moranbah" "OCT
  2012 — JUN 2015" (THE AGENCY NOT NAMED: the mine is in the employer field, "Through a labour hire agency on a DIDO
  7/7 roster" in the text); Licences & Tickets in the builder's course form (a bold "name, issuer" heading over a
  capitalised month): six "HRWL – … (RA/DG/SB/WP/CN/LF), WHSQ" licences, "Construction Induction – White Card
  (CPCCWHS1001)", "Standard 11 Coal Mine Induction, Valid to 2027" (the validity typed into the issuer field), and
  four unit-coded tickets; Cranes & Equipment as a two-column (CSS columns) list; Education in the same heading form
  ("Certificate II in Surface Extraction Operations, TAFE Queensland, Mackay" "JAN 2012 — JUN 2012" with a remark,
  "Queensland Certificate of Education (QCE), Bucasia Heights State High School, Mackay" "JAN 2010 — NOV 2011");
  References ("References available upon request"). An advanced rigger and dogman in Mackay, Queensland.
- bg5 (fpdf2 2.8.9 with DejaVu Sans, A4, ONE CRAMMED PAGE, creator "Quick CV Maker" – the PDF a small online CV
  maker built on fpdf2 gives): "SHAUN TIPENE" in capitals at the left, three right-aligned contact lines at the
  right ("Onerahi, Whangārei 0110", "021 555 0147", the email), the bold label "Marine Diesel Engineer | Inboards,
  Sterndrives, Jets & Commercial | 18 yrs" over a rule, a justified profile; section heads as white capitals on
  teal bands; TICKETS & TRAINING in TWO COLUMNS placed side by side, filled down the left column then the right,
  each a bold name and a grey "– note" (issuer, engines, year): "Marine Engine Certificate (MEC)", "Volvo Penta
  Marine Service Technician – Level 2", "Yanmar Marine Diesel Service Training", "Caterpillar Marine Engine Service
  (C7–C32)" | "Day Skipper", "Site Safe Passport", "Workplace First Aid", "Confined Space Entry & Gas Testing", and
  a "Licence:" line (NZ Class 1 and 2, F endorsement); ENGINES & EQUIPMENT as a two-by-four grid of bold makes and
  their models, filled row by row; WORK HISTORY (bold title, the teal dates right-aligned on the same line, an italic
  "Employer, Place" line, "•" items): "Marine Diesel Technician" Northland Marine Engineering Ltd, Whangārei "Aug
  2019 – present"; "Marine Engineer (self-employed)" Tipene Marine Services, Whangārei "Feb 2017 – Jul 2019";
  "Engineer (deep-sea fishing, 5 weeks on / 5 off)" Hauraki Deep Sea Fishing Co. Ltd, Auckland "Mar 2014 – Dec
  2016" (the roster in the title); "Diesel Mechanic" Kamo Truck & Diesel Ltd, Whangārei "2012 – 2014"; "Apprentice
  Marine Engineer" Gulf Harbour Marine Services Ltd, Whangaparāoa "2008 – 2012"; SELECTED REFITS & REPOWERS as a
  ruled four-column table (Year, Vessel, Client, Scope); EDUCATION ("National Certificate in Marine Engineering
  (Level 4)" "Boating Industry Training Organisation (BITO) – apprenticeship" "2008 – 2012", "NCEA Level 2" Onerahi
  Bay College, Whangārei "2007"); OTHER ("Languages: English (fluent), te reo Māori (conversational)", tools, van,
  references). A marine diesel engineer in Whangārei, Northland.
- bg6 (headless Chromium 156 "Save as PDF" of an HTML/CSS page, A4, TWO pages, Liberation Serif headings and
  Liberation Sans text, title "Ciarán Tuohy - CV 2026"): A GOOGLE DOCS RESUME TEMPLATE LOOK-ALIKE downloaded as PDF
  (Google Docs' own PDFs are Skia/PDF, as Chromium's are): the serif name "Ciarán Tuohy" at the left and four
  right-aligned contact lines ("Swords, Co. Dublin", "086 555 0152", the email, a link printed
  "linkedin.com/in/ciaran-tuohy-lifts"), the blue label "Lift Engineer – Service, Repair & Modernisation | Qualified
  Electrician", blue serif capital headings; PROFILE; TICKETS & TRAINING as a two-column (CSS columns) bullet list
  of "bold name – note" items, filled down the first column then the second ("Safe Pass – valid to 2028", "MEWP –
  IPAF 3a/3b – PAL card, exp. 2027", "EN 81-20/50 Lift Safety Standards – in-house course, 2019", "First Aid
  Responder – PHECC, 2025", ...); EXPERIENCE AS THE TEMPLATE ORDERS IT, EMPLOYER FIRST: "**Employer**, Place —
  *Title*" over a small grey date line ("March 2020 - Present", full month names, a hyphen): "Senior Lift Service
  Engineer" at Capital Vertical Transport Ltd, Dublin; "Lift Installation Engineer (contract)" at the agency Pale
  Technical Recruitment Ltd, Dublin "June 2018 - February 2020" (on hire to installers at data-centre sites); "Lift
  Service Engineer" "January 2014 - May 2018" and "Trainee Lift Engineer" "April 2011 - December 2013" at Liffey
  Lifts & Escalators Ltd, Dublin; "Electrician" "2010 - 2011" and "Apprentice Electrician" "2006 - 2010" (no
  bullets) at Fingal Electrical Contractors Ltd, Swords; PROJECTS as "bold project — detail, year" paragraphs;
  EDUCATION in the same employer-first form ("Dublin Institute of Technology (Kevin Street), Dublin — Advanced
  Certificate Craft – Electrical (QQI Level 6)" "September 2006 - June 2010" with a remark on the SOLAS
  apprenticeship; "Ard Rí Community School, Swords — Leaving Certificate" "2006"); SKILLS as a two-column list;
  LIFTS & CONTROLLERS as one " · " line of makes and models; LANGUAGES ("English – native · Irish – conversational
  · Spanish – basic"). A lift engineer in Swords, County Dublin.

Decisions for this batch (following batch 55's and, through its docstring, batches 45–54's; new ones marked NEW):
- Dispatch, shutdown and placement lists (NEW): a row of a table or list that names its own employer and dates is
  a work entry, in printed order: bg1's dispatch rows (position = the CLASSIFICATION column, name = CONTRACTOR /
  EMPLOYER, location = LOCATION), bg2's shutdown table rows (position = Position, name = Contractor, location =
  Location; the "Site / Client" and "Scope" columns are not recorded) before bg2's EMPLOYMENT entries. Projects,
  sites, placements and shuts listed INSIDE a job (bg3's sites and Hoistline placements, bg4's shutdown list, bg6's
  data-centre sites) and separate project lists (bg5's refits table, bg6's Projects) are not work entries; the
  storms in bg1's "Various contractors" row are its description.
- "Various contractors" (NEW): a line that gives a title, dates and "Various contractors" in the employer's place
  is a work entry whose name is "Various contractors" (bg1, bg2's table row and employment line, bg3), with the
  location as printed ("CA / TX / LA / FL", "Fort McMurray / Edmonton", "Alberta", "London & South East").
- Agencies and labour hire (NEW): the name is the organisation printed in the employer's place: the agency where it
  is printed there (bg3's "Hoistline Recruitment Ltd", bg4's "Capricorn Industrial Labour Hire", bg6's "Pale
  Technical Recruitment Ltd"), the client where the agency is not named (bg4's "Suttor Creek Coal"); "through",
  "on hire to" and "(agency)" remarks in the descriptions are not recorded, but "(agency)", "(contract)", "(labour
  hire)", "(casual – shutdowns)", "(FIFO 14/14)" and "(deep-sea fishing, 5 weeks on / 5 off)" printed in a title
  stay in the position, as batch 55 kept "(summer job)". The self-employed bg5 has his printed trading name
  "Tipene Marine Services" as the employer (batch 55's bc3).
- Apprenticeships (batches 48's and 49's way, seen in av2 and aw6): the apprentice job is a work entry and the
  apprenticeship's qualification an education entry: bg1 "Apprentice Lineman" and "Apprenticeship" / "Outside
  Lineman" at "Cal-Nev JATC"; bg2 "Apprentice Boilermaker" and "Apprenticeship" / "Boilermaker" at "NAIT" ("(3
  periods)" left out); bg5 "Apprentice Marine Engineer" and "National Certificate" / "Marine Engineering" at
  "Boating Industry Training Organisation (BITO)" (the institution whole, as printed; "(Level 4)" left out as batch
  55 left out NZQF levels; "– apprenticeship" is a remark); bg6 "Apprentice Electrician" and "Advanced Certificate
  Craft" / "Electrical" at "Dublin Institute of Technology" ("(Kevin Street)", the campus, and "(QQI Level 6)",
  printed after the award, left out). Other education as batch 55: "Certificate" / "Electrical Lineworker" and
  "Certificate" / "Pre-Employment Welding" (the printed "… Certificate"), "High School Diploma", "Alberta High School
  Diploma", "NVQ Level 2 Diploma" / "Plant Operations" (the level is part of the UK title), "GCSEs", "Certificate
  II" / "Surface Extraction Operations", "Queensland Certificate of Education (QCE)" whole, "NCEA Level 2", "Leaving
  Certificate". A single year is the end date; bg4's builder dates are kept as shown, in capitals ("JAN 2012 — JUN
  2012" is 2012-01 to 2012-06).
- Work dates: "03/2023 - present", "Present" and "PRESENT" make a job current; "Sep – Oct 2026" is 2026-09 to
  2026-10 (the year printed once, after the second month); bg2's shutdown row dated with a BARE YEAR, "2024" (NEW),
  is a span inside one year, start and end "2024"; "2019 - 2021" and "2012 – 2019" are years only; bg4's
  CSS-capitalised dates are recorded as shown ("MAR 2023 — PRESENT"), bg6's full month names as printed.
- Tickets, licences and cards are certificates, by their names as printed, without issuers, numbers, card colours,
  years, expiry or validity notes printed beside them (batch 55's rule): bg1's six leader lines ("Journeyman Lineman
  certificate", "Digger Derrick Operator (DDO)", ...); bg2's twelve in the table's row order (left pair, then right
  pair: "Red Seal – Boilermaker (Interprovincial)", "Alberta Journeyperson Certificate – Boilermaker", "ABSA B
  Pressure Welder (GTAW / SMAW)", "CWB SMAW – All Position" – the process and position are the ticket's name, "W47.1
  · exp. 05/2027" is its note – …); bg3's seven cards (the CITB test is listed among them); bg4's twelve builder
  courses without ", WHSQ" and ", Valid to 2027" (the unit codes kept, as batch 53 kept "(RIIWHS204E)"); bg5's eight
  (down the left column, then the right); bg6's eight (down the first column, then the second). Driver licences and
  their endorsements are not certificates (batch 55's rule): bg1's CDL Class A with its tanker endorsement, bg2's
  Class 5, bg3's driving line, bg4's "QLD HR (heavy rigid)", bg5's Class 1 and 2 with the F endorsement. Union
  membership (IBEW Local 1245, Book 1; Local 146), fit tests, D&A and medicals are not certificates.
- Skills are the listed items as printed, then the equipment lists (NEW, as batch 55 put bc4's Kitchen Systems
  after its Key Skills): bg1's SKILLS then EQUIPMENT; bg2's "Skills:" items then "Equipment:" items (split at ";");
  bg3's CRANES OPERATED lines then its SKILLS (the printed order: the cranes come first); bg4's sidebar skills
  (without their bars) then Cranes & Equipment; bg5's grid, one "Make: models" item a cell pair, row by row (it has
  no other skills list); bg6's Skills then the " · " items of Lifts & Controllers. Profiles' claims are not skills.
- Languages with the fluency as printed, remarks after a dash left out: bg1 "Spanish" "conversational" ("-
  jobsite" left out), bg3 "Polish" "basic" ("– picked up on site" left out), bg4 the builder's words "Native
  speaker" and "Working knowledge", bg5 "te reo Māori" "conversational".
- Basics: names printed only in capitals ("CODY J. VARNELL", "DALLAS KERELIUK", "SHAUN TIPENE") are recorded in
  ordinary capitalisation, as batch 55 wrote "Jared Tkachuk" (the emails and bg2's document author agree). The label
  is the line under the name, whole (bg2's right-tabbed "RED SEAL · LOCAL 146" on the name line is not it). Location
  is the city with the state, province or county printed beside it, without a suburb or postcode: "Bakersfield" /
  "CA", "Fort Saskatchewan" / "AB", "Dartford" / "Kent", "Mackay" / "QLD" ("Australia" on its own line left out),
  "Whangārei" (Onerahi and 0110 left out), "Swords" / "Co. Dublin". Only bg6 prints a LinkedIn profile. Phones as
  printed, without bg1's "Cell". bg4's builder footer, bg4's hobbies and bg6's projects are not recorded.

Truth conventions as in batches 5–55: date_text as printed (dashes as typed), the work entry's location where
printed, phones as printed. Every person, employer, school named as invented below, phone and email is invented
(emails and the builder's address at example.com / .example; 555-01xx numbers in the US, Canada, Ireland and New
Zealand, an Ofcom drama mobile in the UK, an ACMA drama mobile in Australia), except the unions, colleges, awarding
bodies, regulators, issuers, schemes, standards, products and places, which are real and named as any resume names
them (IBEW Local 1245, NECA, Cal-Nev JATC, the US DOL, Northwest Lineman College, NCCCO, OSHA, the American Red
Cross, ATSSA, Altec, Terex, Sherman + Reilly, Kubota, Ditch Witch; Red Seal, ABSA, CWB and CSA W47.1, CSTS, Energy
Safety Canada's H2S Alive, NAIT, Boilermakers Local 146, Miller, Lincoln, Hydratight, Elliott, Genie, JLG, the
Genesee and Keephills plants; CPCS, CITB, IPAF, EFAW, NVQ, CIS, Liebherr, Potain, Wolff, Comansa; WHSQ and the
HRWL classes, the CPCCWHS1001, MSMWHS217, RIIWHS202E, RIIWHS204E and HLTAID011 units, Standard 11, TAFE Queensland,
the QCE, Tadano, Franna, Grove, Tirfor, the Mackay Cutters; Maritime NZ, Volvo Penta and VODIA, Yanmar,
Caterpillar and Cat ET, Cummins and INSITE, MTU, ZF, Twin Disc, Hurth, Hamilton, Onan, Northern Lights, Fischer
Panda, Coastguard Boating Education, Site Safe, St John, BITO, NCEA; Safe Pass, EN 81-20/50, PHECC, SOLAS, QQI,
Dublin Institute of Technology (Kevin Street), Otis, Kone, Schindler, Orona, Thames Valley Controls, Memco,
Stannah, Fermator, Wittur, Selcom and the HSE). Invented: Sierra Crest Power Constructors, Tehachapi Line Services,
Golden State Overhead, Inc., Pacific Rim Utility Contractors, Valley Line Constructors, Inc., Kern Line Clearance,
Highland Oaks High School, Kestrel Industrial Services, Brule Mechanical Ltd., Northern Tube & Boiler, Parkland
Pressure Vessels Inc., Sturgeon Fab & Machine, Rivercrest High School, Thames Lifting Services Ltd, Halcrow Build,
Northbank Construction, Hoistline Recruitment Ltd, Medway Crane Hire Ltd, Gravesend Groundworks Ltd, Thames Gateway
Plant Training, Dartford Heath Academy, FolioCV, Capricorn Industrial Labour Hire, Red Dune Structural Pty Ltd,
Mackay Crane & Rigging, Suttor Creek Coal, Bucasia Heights State High School, Quick CV Maker, Northland Marine
Engineering Ltd, Tipene Marine Services, Hauraki Deep Sea Fishing Co. Ltd, Kamo Truck & Diesel Ltd, Gulf Harbour
Marine Services Ltd, Onerahi Bay College, Capital Vertical Transport Ltd, Pale Technical Recruitment Ltd, Liffey
Lifts & Escalators Ltd, Fingal Electrical Contractors Ltd and Ard Rí Community School.

Checks: every output was opened after the run (pdftotext, raw and -layout, for the PDFs; python-docx, paragraphs,
tables and hyperlink runs, for the DOCX; the text file as read) and every truth string (name – bar the three
capitalised ones –, label, email, phone, place, positions, employers, locations, date texts, institutions, study
types, areas, skills, certificates, languages and fluencies) was found in its text; the pages were also looked at
as images in the scratch folder.

Tools: python-docx 1.2, fpdf2 2.8.9 and weasyprint 70 (installed already), Chromium 156 (headless), LibreOffice 7.4
(bg3's PDF and bg2's page check), fonts-liberation, DejaVu, Carlito and poppler-utils. check_pages, chromium_pdf,
dates, linkedin, lo_page_count, oxml_element, pdf_pages, write_text, write_truth, bottom_border, new_docx,
libreoffice_pdf and fpdf_dejavu come from holdout_render.py.
Run from this folder: python3 render_batch59.py
"""
import os
import shutil
import tempfile
from xml.sax.saxutils import escape

from holdout_render import (FILES, check_pages, chromium_pdf, dates, linkedin, lo_page_count, oxml_element,
                            pdf_pages, write_text, write_truth)

# Scratch files (the LibreOffice conversions and page check, the Chromium profile and print) go here, never to /tmp.
SCRATCH = os.environ.get("BG59_SCRATCH", "/var/tmp/bg59")


def job(position, name, location, date_text, span):
    """A truth work entry; the location is left out where none is printed, and a job printed without dates
    has a dates object with is_current false only (holdout_render.work_truth's rule)."""
    entry = {"position": position, "name": name}
    if location:
        entry["location"] = location
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


def cell_margins(table, top=20, bottom=20, left=60, right=60):
    """Sets a table's default cell margins (w:tblCellMar, twips), tighter than Word's 0.08 in at the sides."""
    mar = oxml_element("w:tblCellMar")
    for edge, value in (("top", top), ("left", left), ("bottom", bottom), ("right", right)):
        mar.append(oxml_element("w:" + edge, w=str(value), type="dxa"))
    table._tbl.tblPr.append(mar)


def paragraph_shading(paragraph, fill):
    """A solid background behind a whole paragraph (w:pPr/w:shd)."""
    paragraph._p.get_or_add_pPr().append(oxml_element("w:shd", val="clear", color="auto", fill=fill))


# ---- bg1: journeyman lineman (Bakersfield, CA), a Notepad plain-text resume with a fixed-width dispatch table -------
BG1_JOBS = [  # (classification, contractor, location, dates as printed, truth span, description lines)
    ("Foreman", "Sierra Crest Power Constructors", "Bakersfield, CA", "03/2023 - present", ("2023-03", None, True),
     ["230kV / 70kV transmission rebuild for the utility, 7-man crew, Altec TA60 +",
      "D4000, switching & clearances, daily tailboards, timesheets and material."]),
    ("Journeyman Lineman", "Tehachapi Line Services", "Tehachapi, CA", "09/2022 - 02/2023", ("2022-09", "2023-02"),
     ["34.5kV collector lines for a wind farm, overhead + some URD terminations."]),
    ("Journeyman Lineman", "Golden State Overhead, Inc.", "Fresno, CA", "10/2021 - 08/2022", ("2021-10", "2022-08"),
     ["12kV distribution: pole change-outs, reconductor, wildfire hardening",
      "(covered conductor), energized work in the bucket with rubber gloves."]),
    ("Journeyman Lineman", "Various contractors", "CA / TX / LA / FL", "2019 - 2021", ("2019", "2021"),
     ["Storm roster. Hurricanes Laura & Ida (LA), Winter Storm Uri (TX), Hurricane",
      "Sally (FL), PSPS + wildfire restoration (CA). 2 to 6 week call-outs, 16 hr days."]),
    ("Journeyman Lineman", "Pacific Rim Utility Contractors", "Sacramento, CA", "05/2016 - 12/2018",
     ("2016-05", "2018-12"),
     ["Distribution and 115kV transmission, hot stick, setting poles energized."]),
    ("Journeyman Lineman", "Valley Line Constructors, Inc.", "Visalia, CA", "11/2012 - 04/2016",
     ("2012-11", "2016-04"), []),
    ("Apprentice Lineman", "Valley Line Constructors, Inc.", "Visalia, CA", "04/2009 - 10/2012",
     ("2009-04", "2012-10"),
     ["Cal-Nev JATC apprenticeship, 7,000 hrs, topped out Oct 2012."]),
    ("Groundman", "Kern Line Clearance", "Bakersfield, CA", "06/2008 - 03/2009", ("2008-06", "2009-03"),
     ["Non-union. Line clearance tree crew: chipper, rigging, flagging."]),
]
BG1_CERTS = [("Journeyman Lineman certificate", "US DOL / Cal-Nev JATC, 2012"),
             ("Digger Derrick Operator (DDO)", "NCCCO, exp 07/2028"),
             ("OSHA 30-Hour Construction", "2021"),
             ("First Aid / CPR / AED", "American Red Cross, exp 03/2027"),
             ("Pole Top & Bucket Rescue", "annual, last done 02/2026"),
             ("Flagger", "ATSSA, exp 2027")]
BG1_SKILLS = ["Energized work - hot stick and rubber glove (to 21kV)",
              "Transmission to 500kV - framing, stringing, insulator change-outs",
              "Distribution OH + URD - poles, transformers, reclosers, regulators",
              "Switching, clearances and grounding", "Climbing - wood and steel",
              "Rigging and digger derrick operation", "Storm restoration and damage assessment",
              "Running a crew, tailboards / job briefings"]
BG1_EQUIPMENT = ["Altec AA55 and AT48 bucket trucks", "Altec D4000 and Terex Commander 4047 digger derricks",
                 "Altec TA60 material handler", "Sherman + Reilly pullers and tensioners",
                 "Kubota KX057 excavator, Ditch Witch trencher"]


def bg1_notepad_text():
    w_dates, w_name, w_loc = 19, 34, 19
    pad = " " * w_dates
    rule = "=" * 92
    lines = [
        "CODY J. VARNELL",
        "Journeyman Lineman - IBEW Local 1245 (Book 1) - Transmission / Distribution / Storm",
        "Bakersfield, CA 93308  |  Cell (661) 555-0143  |  cvarnell.lineman@example.com",
        rule,
        "",
        "SUMMARY",
        "Journeyman lineman, topped out in 2012, 18 years in the trade (groundman, apprentice,",
        "JL, foreman). Energized and de-energized work up to 500kV, hot stick and rubber glove",
        "to 21kV, bucket and climbing. On the storm roster every season since 2019. Will travel.",
        "CDL Class A, own climbing gear and hooks.",
        "",
        "LICENSES / CERTS",
    ]
    for cert, note in BG1_CERTS:
        lines.append("  * " + (cert + " ").ljust(46, ".") + " " + note)
    lines += ["  * CDL Class A w/ Tanker (N), clean MVR, DOT medical card current", "",
              "WORK HISTORY  (dispatched from the IBEW 1245 hall unless noted)", "",
              "DATES".ljust(w_dates) + "CONTRACTOR / EMPLOYER".ljust(w_name) + "LOCATION".ljust(w_loc)
              + "CLASSIFICATION",
              "-" * (w_dates - 2) + "  " + "-" * (w_name - 2) + "  " + "-" * (w_loc - 2) + "  " + "-" * 18]
    for position, name, place, when, _, notes in BG1_JOBS:
        lines.append(when.ljust(w_dates) + name.ljust(w_name) + place.ljust(w_loc) + position)
        lines += [pad + n for n in notes]
    lines += [
        "",
        "EDUCATION / TRAINING",
        "Outside Lineman Apprenticeship - Cal-Nev JATC".ljust(78) + "2009 - 2012",
        "   (IBEW 1245 / NECA, 7,000 OJT hrs + related classroom, Journeyman Lineman 2012)",
        "Electrical Lineworker Certificate - Northwest Lineman College, Oroville, CA".ljust(78) + "2008",
        "High School Diploma - Highland Oaks High School, Bakersfield, CA".ljust(78) + "2007",
        "",
        "SKILLS",
    ]
    lines += ["  - " + s for s in BG1_SKILLS]
    lines += ["", "EQUIPMENT"]
    lines += ["  - " + s for s in BG1_EQUIPMENT]
    lines += [
        "",
        "LANGUAGES: English (native), Spanish (conversational - jobsite)",
        "",
        "OTHER: IBEW Local 1245 member since 2009, Book 1. Available for travel and storm work.",
        "References from general foremen on request.",
        "",
    ]
    name = "bg1-cody-varnell"
    write_text(name + ".txt", "\r\n".join(lines), encoding="ascii")  # Notepad: ANSI (plain ASCII here), CRLF
    write_truth(name, {
        "basics": {"name": "Cody J. Varnell",
                   "label": "Journeyman Lineman - IBEW Local 1245 (Book 1) - Transmission / Distribution / Storm",
                   "email": "cvarnell.lineman@example.com", "phone": "(661) 555-0143",
                   "location": {"city": "Bakersfield", "region": "CA"}},
        "work": [job(t, e, p, w, s) for t, e, p, w, s, _ in BG1_JOBS],
        "education": [
            {"institution": "Cal-Nev JATC", "study_type": "Apprenticeship", "area": "Outside Lineman",
             "dates": dates("2009", "2012", text="2009 - 2012")},
            {"institution": "Northwest Lineman College", "study_type": "Certificate", "area": "Electrical Lineworker",
             "dates": dates(None, "2008", text="2008")},
            {"institution": "Highland Oaks High School", "study_type": "High School Diploma",
             "dates": dates(None, "2007", text="2007")}],
        "skills": [{"name": s} for s in BG1_SKILLS + BG1_EQUIPMENT],
        "certificates": [{"name": c} for c, _ in BG1_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Spanish", "fluency": "conversational"}],
    })


# ---- bg2: Red Seal boilermaker (Fort Saskatchewan, AB), a crammed one-page Word resume kept as DOCX -----------------
BG2_TICKETS = [  # (ticket, issuer / number / expiry as printed)
    ("Red Seal – Boilermaker (Interprovincial)", "2012"),
    ("Alberta Journeyperson Certificate – Boilermaker", "2012"),
    ("ABSA B Pressure Welder (GTAW / SMAW)", "exp. 11/2027"),
    ("CWB SMAW – All Position", "W47.1 · exp. 05/2027"),
    ("CWB FCAW – All Position", "W47.1 · exp. 05/2027"),
    ("CSTS 2020", "2024"),
    ("H2S Alive", "Energy Safety Canada · 03/2028"),
    ("Fall Protection", "2025"),
    ("Confined Space Entry & Monitor", "2025"),
    ("Standard First Aid & CPR/AED Level C", "Red Cross · 2025"),
    ("Aerial Work Platform (Scissor & Boom)", "2024"),
    ("Hoisting & Rigging – Level 2", "2023"),
]
BG2_SHUTDOWNS = [  # (dates, contractor, site / client, location, scope, position, truth span)
    ("Sep – Oct 2026", "Kestrel Industrial Services", "Refinery crude unit turnaround", "Fort Saskatchewan, AB",
     "Heater retube, tower trays & internals, nozzle repairs; 12 boilermakers", "Lead Hand", ("2026-09", "2026-10")),
    ("Apr – Jun 2026", "Brule Mechanical Ltd.", "Oil sands upgrader (camp, 14/7)", "Fort McMurray, AB",
     "Coke drum head & cyclone repairs, exchanger bundle pulls", "Journeyperson", ("2026-04", "2026-06")),
    ("Oct – Dec 2025", "Northern Tube & Boiler", "Pulp mill recovery boiler outage", "Peace River, AB",
     "Waterwall panel & superheater tube replacement, 100% RT", "B-Pressure Welder", ("2025-10", "2025-12")),
    ("Mar – May 2025", "Kestrel Industrial Services", "Petrochemical – ethylene unit", "Joffre, AB",
     "Furnace coil replacement, vessel manways, hydrotests", "Journeyperson", ("2025-03", "2025-05")),
    ("2024", "Various contractors", "3 shutdowns – upgraders & refinery", "Fort McMurray / Edmonton",
     "Vessels, exchangers, tray work; fire watch & hole watch", "Journeyperson", ("2024", "2024")),
]
BG2_JOBS = [  # (title, employer, place, dates as printed, truth span, bullets)
    ("Boilermaker / Vessel Welder-Fitter", "Parkland Pressure Vessels Inc.", "Acheson, AB", "Jun 2019 – Dec 2023",
     ("2019-06", "2023-12"),
     ["ASME VIII pressure vessels and heat exchangers in an ABSA-registered shop: layout, fit-up, GTAW root, SMAW "
      "fill & cap, hydrotests; trained two apprentices."]),
    ("Journeyperson Boilermaker", "Various contractors", "Alberta", "2012 – 2019", ("2012", "2019"),
     ["About 25 dispatches from the Local 146 hall: oil sands upgraders, refineries, coal and gas power plants "
      "(Genesee, Keephills), pulp mills – precip, boilers, tanks and vessels."]),
    ("Apprentice Boilermaker", "Brule Mechanical Ltd.", "Edmonton, AB", "Sep 2009 – Jun 2012",
     ("2009-09", "2012-06"),
     ["Indentured apprentice on shutdowns and field construction; 3 periods at NAIT; topped out June 2012."]),
    ("Welder's Helper / Labourer", "Sturgeon Fab & Machine", "Fort Saskatchewan, AB", "2007 – 2009",
     ("2007", "2009"), []),
]
BG2_SKILLS = ["Pressure vessel & exchanger repair", "Boiler & heater tube replacement", "Trays & tower internals",
              "Layout & fitting from drawings", "Rigging, chain falls & come-alongs", "Air arc gouging",
              "SMAW, GTAW & FCAW welding", "Hydrotesting"]
BG2_EQUIPMENT = ["Miller XMT 350 & Big Blue 400 Pro", "Lincoln Vantage 500", "Hydratight bolt tensioners",
                 "Elliott tube expanders", "Genie S-65 & JLG 600S boom lifts"]


def bg2_word_docx():
    from docx.enum.table import WD_TABLE_ALIGNMENT
    from docx.enum.text import WD_TAB_ALIGNMENT
    from docx.shared import Inches, Pt, RGBColor
    from holdout_render import bottom_border, new_docx

    navy, grey = RGBColor(0x1F, 0x2A, 0x44), RGBColor(0x55, 0x55, 0x55)
    document = new_docx(author="Dallas Kereliuk", title="Dallas Kereliuk Resume 2026",
                        page=(Inches(8.5), Inches(11)), margins=(Inches(0.5), Inches(0.4)), font="Calibri",
                        size=9.5, space_after=0)
    right = Inches(7.5)

    def run(p, text, bold=False, italic=False, size=None, color=None):
        r = p.add_run(text); r.bold = bold; r.italic = italic
        if size: r.font.size = Pt(size)
        if color is not None: r.font.color.rgb = color
        return r

    def para(text="", bold=False, italic=False, size=None, color=None, before=0, after=0, style=None,
             container=None):
        p = (container or document).add_paragraph(style=style)
        p.paragraph_format.space_before = Pt(before); p.paragraph_format.space_after = Pt(after)
        if text:
            run(p, text, bold, italic, size, color)
        return p

    def heading(text):
        p = para(before=5, after=2)
        paragraph_shading(p, "D9DEE8")
        run(p, text, bold=True, size=9.5, color=navy)
        p.paragraph_format.keep_with_next = True
        return p

    def small_table(rows, cols, widths):
        t = document.add_table(rows=rows, cols=cols)
        t.style = document.styles["Table Grid"]
        t.alignment = WD_TABLE_ALIGNMENT.CENTER
        fixed_widths(t, widths)
        cell_margins(t, top=10, bottom=10, left=50, right=50)
        return t

    def cell_text(cell, text, bold=False, size=8.4, color=None, italic=False):
        p = cell.paragraphs[0]
        p.paragraph_format.space_after = Pt(0)
        run(p, text, bold=bold, size=size, color=color, italic=italic)

    p = para(after=0)
    p.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
    run(p, "DALLAS KERELIUK", bold=True, size=20, color=navy)
    run(p, "\tRED SEAL  ·  LOCAL 146", bold=True, size=10, color=RGBColor(0xA0, 0x1C, 0x1C))
    para("Journeyperson Boilermaker (Red Seal) · ABSA B-Pressure Welder · Shutdowns & Turnarounds", bold=True,
         size=10.5, color=grey)
    p = para(after=2)
    run(p, "Fort Saskatchewan, AB  |  780-555-0127  |  ")
    docx_hyperlink(p, "mailto:dallas.kereliuk@example.com", "dallas.kereliuk@example.com", size=9)
    run(p, "  |  Camp jobs & rotations OK – available Dec 7")
    bottom_border(p, color="1F2A44", size="10")

    heading("PROFILE")
    para("Red Seal boilermaker with 17 years in the trade – 14 as a journeyperson – on oil sands, refinery, "
         "petrochemical, power and pulp mill shutdowns, plus four and a half years in a code vessel shop. Lead hand "
         "on my last turnaround. Pressure welder (GTAW/SMAW), clean safety record, no lost-time incidents.",
         after=1)

    heading("TICKETS & QUALIFICATIONS")
    half = len(BG2_TICKETS) // 2
    t = small_table(half, 4, [Inches(2.55), Inches(1.2), Inches(2.55), Inches(1.2)])
    for i, (ticket, note) in enumerate(BG2_TICKETS):  # filled row by row: left pair, then right pair
        row, col = i // 2, (i % 2) * 2
        cell_text(t.rows[row].cells[col], ticket, bold=True)
        cell_text(t.rows[row].cells[col + 1], note, color=grey)

    heading("SHUTDOWNS, TURNAROUNDS & PROJECTS  (Local 146 dispatches)")
    t = small_table(len(BG2_SHUTDOWNS) + 1, 6, [Inches(0.85), Inches(1.3), Inches(1.45), Inches(1.15),
                                                 Inches(1.95), Inches(0.8)])
    for cell, head in zip(t.rows[0].cells, ("Dates", "Contractor", "Site / Client", "Location", "Scope",
                                            "Position")):
        cell_props(cell, fill="1F2A44")
        cell_text(cell, head, bold=True, size=8, color=RGBColor(0xFF, 0xFF, 0xFF))
    for row, (when, contractor, site, place, scope, position, _) in zip(t.rows[1:], BG2_SHUTDOWNS):
        for cell, text, bold in zip(row.cells, (when, contractor, site, place, scope, position),
                                    (True, True, False, False, False, True)):
            cell_text(cell, text, bold=bold, size=8.2)

    heading("EMPLOYMENT")
    for title, employer, place, when, _, items in BG2_JOBS:
        p = para(before=2)
        p.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
        p.paragraph_format.keep_with_next = True
        run(p, title, bold=True, size=10)
        run(p, "  –  ", color=grey)
        run(p, f"{employer}, {place}", italic=True)
        run(p, "\t" + when, bold=True, color=navy)
        for item in items:
            b = para(item, style="List Bullet", size=9)
            b.paragraph_format.space_after = Pt(0)

    heading("EDUCATION & TRAINING")
    for qualification, school, when in (
            ("Boilermaker Apprenticeship (3 periods)", "NAIT, Edmonton", "2009 – 2012"),
            ("Pre-Employment Welding Certificate", "NAIT, Edmonton", "2008"),
            ("Alberta High School Diploma", "Rivercrest High School, Fort Saskatchewan", "2007")):
        p = para(before=1)
        p.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
        run(p, qualification, bold=True)
        run(p, "  –  " + school)
        run(p, "\t" + when, bold=True, color=navy)

    heading("SKILLS & EQUIPMENT")
    p = para(after=1)
    run(p, "Skills: ", bold=True)
    run(p, "; ".join(BG2_SKILLS))
    p = para(after=1)
    run(p, "Equipment: ", bold=True)
    run(p, "; ".join(BG2_EQUIPMENT))
    p = para(after=1)
    run(p, "Languages: ", bold=True)
    run(p, "English – fluent; Ukrainian – basic")
    p = para(after=0)
    run(p, "Other: ", bold=True)
    run(p, "Class 5 licence and own truck · Respirator fit test current (full face) · Pre-access D&A clear · "
           "Rotations 14/7, 21/7, 10/4 · References from foremen and GFs on request")

    name = "bg2-dallas-kereliuk"
    path = os.path.join(FILES, name + ".docx")
    document.save(path)
    check_pages(name, lo_page_count(path, name), 1)

    write_truth(name, {
        "basics": {"name": "Dallas Kereliuk",
                   "label": "Journeyperson Boilermaker (Red Seal) · ABSA B-Pressure Welder · Shutdowns & Turnarounds",
                   "email": "dallas.kereliuk@example.com", "phone": "780-555-0127",
                   "location": {"city": "Fort Saskatchewan", "region": "AB"}},
        "work": [job(pos, contractor, place, when, span)
                 for when, contractor, _, place, _, pos, span in BG2_SHUTDOWNS]
                + [job(t, e, p, w, s) for t, e, p, w, s, _ in BG2_JOBS],
        "education": [
            {"institution": "NAIT", "study_type": "Apprenticeship", "area": "Boilermaker",
             "dates": dates("2009", "2012", text="2009 – 2012")},
            {"institution": "NAIT", "study_type": "Certificate", "area": "Pre-Employment Welding",
             "dates": dates(None, "2008", text="2008")},
            {"institution": "Rivercrest High School", "study_type": "Alberta High School Diploma",
             "dates": dates(None, "2007", text="2007")}],
        "skills": [{"name": s} for s in BG2_SKILLS + BG2_EQUIPMENT],
        "certificates": [{"name": c} for c, _ in BG2_TICKETS],
        "languages": [{"language": "English", "fluency": "fluent"}, {"language": "Ukrainian", "fluency": "basic"}],
    })


# ---- bg3: tower crane operator (Dartford, Kent), a LibreOffice PDF of a Word CV with a cards box ---------------------
BG3_CARDS = [  # (card, note as printed)
    ("CPCS A04 Tower Crane (Luffing & Saddle Jib)", "Blue Competent Operator card · exp. 03/2028"),
    ("CPCS A40 Slinger/Signaller", "Blue card · exp. 11/2027"),
    ("CPCS A61 Appointed Person (Lifting Operations)", "Red Trained Operator card · NVQ in progress"),
    ("IPAF PAL Card (3a, 3b)", "exp. 08/2027"),
    ("CITB HS&E Test (Operatives)", "passed 06/2025"),
    ("Emergency First Aid at Work (EFAW)", "2024"),
    ("Working at Height & Harness Inspection", "2025"),
]
BG3_JOBS = [  # (title, employer, place, dates as printed, truth span, lead line or None, bullets)
    ("Tower Crane Operator", "Thames Lifting Services Ltd", "Erith, Kent", "Jan 2024 – Present",
     ("2024-01", None, True), "Direct employee (PAYE), supplied with the crane on hire jobs:",
     ["Canning Town – 34-storey residential tower for Halcrow Build: Liebherr 357 HC-L 18 t luffer, 62 m under "
      "hook, 3 other TCs on the zoning system (Jan 2024 – Aug 2025).",
      "Royal Docks – 420-bed hotel for Northbank Construction: Potain MCT 565 saddle jib, 70 m jib, steel and "
      "precast stair cores (Sep 2025 – present).",
      "Daily pre-use checks and defect book, weekly inspections with the fitter, thorough examination prep.",
      "Mentor two trainee operators through their CPCS red-to-blue logs."]),
    ("Tower Crane Operator (agency)", "Hoistline Recruitment Ltd", "London", "Jun 2021 – Dec 2023",
     ("2021-06", "2023-12"), "Placements through Hoistline (all London):",
     ["Nine Elms – residential blocks – Potain MDT 389 saddle jib – 14 months.",
      "Whitechapel – hospital extension – Terex CTT 202 – 6 months (live hospital, night lifts).",
      "Stratford – 12-storey office – Liebherr 280 EC-H 12 Litronic – 7 months."]),
    ("Tower Crane Operator (agency)", "Various contractors", "London & South East", "Apr 2018 – May 2021",
     ("2018-04", "2021-05"), None,
     ["Self-employed (CIS) relief, holiday and weekend cover through several crane agencies: Croydon, Woolwich, "
      "Brighton, Chelmsford and Ebbsfleet sites – luffers, saddle jibs and one self-erector."]),
    ("Tower Crane Operator", "Medway Crane Hire Ltd", "Rochester, Kent", "Mar 2015 – Mar 2018",
     ("2015-03", "2018-03"), None,
     ["Own crane from day one on housing schemes and a school rebuild (Wolff 355 B, Comansa 11LC150)."]),
    ("Trainee Tower Crane Operator / Slinger-Signaller", "Medway Crane Hire Ltd", "Rochester, Kent",
     "Sep 2013 – Feb 2015", ("2013-09", "2015-02"), None,
     ["Company training scheme: slinger/signaller on the hook, then supervised hours in the cab; NVQ and CPCS "
      "red card in 2014, blue card 2016."]),
    ("General Operative / Slinger", "Gravesend Groundworks Ltd", "Gravesend, Kent", "2010 – 2013",
     ("2010", "2013"), None, []),
]
BG3_CRANES = ["Liebherr 357 HC-L, 280 EC-H 12 Litronic, 172 EC-B 8 flat top",
              "Potain MCT 565, MDT 389, MR 418 luffer", "Terex CTT 202, CTL 272 luffer",
              "Wolff 355 B", "Comansa 11LC150"]
BG3_SKILLS = ["Blind lifts on radio", "Tandem and multi-crane lifts", "Zoning and anti-collision systems",
              "Pre-use checks and defect reporting", "Reading lift plans and RAMS",
              "Working with Appointed Persons and crane supervisors"]


def bg3_libreoffice_cv():
    from docx.enum.table import WD_TABLE_ALIGNMENT
    from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_TAB_ALIGNMENT
    from docx.shared import Inches, Mm, Pt, RGBColor
    from holdout_render import bottom_border, libreoffice_pdf, new_docx

    orange, grey = RGBColor(0xC4, 0x5A, 0x00), RGBColor(0x5A, 0x5A, 0x5A)
    document = new_docx(author="Lee", title="CV Lee Ashworth Tower Crane", page=(Mm(210), Mm(297)),
                        margins=(Inches(0.75), Inches(0.6)), font="Arial", size=10, space_after=2)
    right = Inches(6.77)

    def run(p, text, bold=False, italic=False, size=None, color=None):
        r = p.add_run(text); r.bold = bold; r.italic = italic
        if size: r.font.size = Pt(size)
        if color is not None: r.font.color.rgb = color
        return r

    def para(text="", bold=False, italic=False, size=None, color=None, before=0, after=2, style=None,
             container=None):
        p = (container or document).add_paragraph(style=style)
        p.paragraph_format.space_before = Pt(before); p.paragraph_format.space_after = Pt(after)
        if text:
            run(p, text, bold, italic, size, color)
        return p

    def heading(text):
        p = para(text.upper(), bold=True, size=11, color=orange, before=10, after=4)
        p.paragraph_format.keep_with_next = True
        bottom_border(p, color="C45A00", size="6")

    p = para("Lee Ashworth", bold=True, size=22, after=0)
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    p = para("Tower Crane Operator | CPCS A04 Blue Card | Luffing & Saddle Jib | 16 Years on Site", bold=True,
             size=11, color=orange, after=2)
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    p = para("Dartford, Kent DA1  |  07700 900471  |  lee.ashworth.crane@example.com", size=9.5, after=0)
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER

    heading("Cards & Tickets")
    box = document.add_table(rows=1, cols=1)
    box.alignment = WD_TABLE_ALIGNMENT.CENTER
    fixed_widths(box, [right])
    cell = box.rows[0].cells[0]
    cell_props(cell, fill="FBEFE3", border=("C45A00", "8"))
    for i, (card, note) in enumerate(BG3_CARDS):
        p = cell.paragraphs[0] if i == 0 else cell.add_paragraph()
        p.paragraph_format.space_before = Pt(3 if i == 0 else 0)
        p.paragraph_format.space_after = Pt(3 if i == len(BG3_CARDS) - 1 else 1)
        run(p, "▪  ", color=orange)
        run(p, card, bold=True)
        run(p, "  –  " + note, size=9, color=grey)

    heading("Profile")
    para("Blue-card tower crane operator with twelve years in the cab and three on the hook before that, on "
         "residential towers, hospitals, offices and a hotel in London and Kent. Happy on luffers or saddle jibs, "
         "blind lifts on the radio, multi-crane sites and nights. Steady, safety-first and on time every day – "
         "no incidents or near-miss reports against my name. Looking for a long-term operator role with a crane "
         "hire company or main contractor.")

    heading("Employment History")
    for title, employer, place, when, _, lead, items in BG3_JOBS:
        p = para(before=6, after=0)
        p.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
        p.paragraph_format.keep_with_next = True
        run(p, title, bold=True, size=10.5)
        run(p, "\t" + when, bold=True, color=orange)
        p = para(f"{employer}, {place}", italic=True, color=grey, after=1)
        p.paragraph_format.keep_with_next = True
        if lead:
            para(lead, after=1).paragraph_format.keep_with_next = True
        for item in items:
            para(item, style="List Bullet", after=1, size=9.5)

    heading("Cranes Operated")
    for crane in BG3_CRANES:
        para(crane, style="List Bullet", after=0, size=9.5)

    heading("Skills")
    grid = document.add_table(rows=len(BG3_SKILLS) // 2, cols=2)
    table_borders(grid)
    fixed_widths(grid, [Inches(3.38), Inches(3.39)])
    for i, skill in enumerate(BG3_SKILLS):  # row by row
        p = grid.rows[i // 2].cells[i % 2].paragraphs[0]
        p.paragraph_format.space_after = Pt(1)
        run(p, "✓  ", color=orange)
        run(p, skill, size=9.5)

    heading("Education & Training")
    for qualification, school, when, note in (
            ("NVQ Level 2 Diploma in Plant Operations", "Thames Gateway Plant Training, Grays", "2013 – 2014",
             "Tower crane pathway (A04), assessed on site"),
            ("GCSEs", "Dartford Heath Academy, Dartford", "2009", "5 GCSEs A*–C including English and Maths")):
        p = para(before=3, after=0)
        p.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
        run(p, qualification, bold=True)
        run(p, "\t" + when, bold=True, color=orange)
        para(school, italic=True, color=grey, after=0)
        para(note, size=9, color=grey, after=1)

    heading("Other")
    p = para(after=1)
    run(p, "Languages: ", bold=True)
    run(p, "English (native), Polish (basic – picked up on site)")
    p = para(after=1)
    run(p, "Driving: ", bold=True)
    run(p, "Full UK licence, own transport")
    p = para(after=1)
    run(p, "References: ", bold=True)
    run(p, "Available from crane supervisors and my current hire desk on request.")

    name = "bg3-lee-ashworth"
    libreoffice_pdf(document, name, 2)
    write_truth(name, {
        "basics": {"name": "Lee Ashworth",
                   "label": "Tower Crane Operator | CPCS A04 Blue Card | Luffing & Saddle Jib | 16 Years on Site",
                   "email": "lee.ashworth.crane@example.com", "phone": "07700 900471",
                   "location": {"city": "Dartford", "region": "Kent"}},
        "work": [job(t, e, p, w, s) for t, e, p, w, s, *_ in BG3_JOBS],
        "education": [
            {"institution": "Thames Gateway Plant Training", "study_type": "NVQ Level 2 Diploma",
             "area": "Plant Operations", "dates": dates("2013", "2014", text="2013 – 2014")},
            {"institution": "Dartford Heath Academy", "study_type": "GCSEs",
             "dates": dates(None, "2009", text="2009")}],
        "skills": [{"name": s} for s in BG3_CRANES + BG3_SKILLS],
        "certificates": [{"name": c} for c, _ in BG3_CARDS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Polish", "fluency": "basic"}],
    })


# ---- bg4: advanced rigger (Mackay QLD), WeasyPrint of an online resume builder's two-page sidebar template --------
BG4_JOBS = [  # (title, employer, city, dates as typed (shown in capitals by the template's CSS), truth span, html)
    ("Advanced Rigger (casual – shutdowns)", "Capricorn Industrial Labour Hire", "Mackay", "Mar 2023 — Present",
     ("2023-03", None, True),
     "<p>Shutdown and project crews on hire to refineries, power stations and coal handling plants in Central "
     "Queensland. Recent shuts:</p><ul>"
     "<li>Alumina refinery, Gladstone – calciner and digestion shut, Apr 2026 (24 days, 12 hr nights)</li>"
     "<li>Coal-fired power station, Biloela – boiler outage, Sep–Oct 2025 (5 weeks)</li>"
     "<li>Coal terminal, Hay Point – shiploader boom and bogie change-out, Jun 2025</li>"
     "<li>CHPP conveyor shut, Moranbah – head pulley and drive change, Feb 2025 and Nov 2024</li>"
     "<li>Sugar mill maintenance season, Racecourse – crusher and boiler lifts, Dec 2023 – Jan 2024</li></ul>"),
    ("Advanced Rigger (FIFO 14/14)", "Red Dune Structural Pty Ltd", "Port Hedland", "Feb 2019 — Feb 2023",
     ("2019-02", "2023-02"),
     "<p>FIFO out of Brisbane on port and rail projects for the iron ore majors: structural steel erection, "
     "conveyor and transfer tower modules, stacker-reclaimer rebuilds. Leading hand rigger on nights for the "
     "last 18 months; wrote lift plans with the crane supervisor and ran pre-start meetings.</p>"),
    ("Rigger / Dogman", "Mackay Crane & Rigging", "Paget", "Jul 2015 — Jan 2019", ("2015-07", "2019-01"),
     "<p>Dogging and rigging for a 20-crane fleet (Franna to 220 t all-terrain) on mine site, sugar mill and "
     "commercial jobs across the Mackay and Isaac region.</p>"),
    ("Dogman / Trades Assistant (labour hire)", "Suttor Creek Coal", "Moranbah", "Oct 2012 — Jun 2015",
     ("2012-10", "2015-06"),
     "<p>Through a labour hire agency on a DIDO 7/7 roster: trades assistant in the workshop and CHPP, then "
     "trainee and ticketed dogman on the maintenance crane crews.</p>"),
]
BG4_TICKETS = [  # (licence or ticket, issuer, date as typed)
    ("HRWL – Advanced Rigging (RA)", "WHSQ", "May 2016"), ("HRWL – Dogging (DG)", "WHSQ", "Jun 2013"),
    ("HRWL – Basic Scaffolding (SB)", "WHSQ", "Aug 2014"), ("HRWL – Boom-type EWP (WP)", "WHSQ", "Aug 2014"),
    ("HRWL – Non-slewing Mobile Crane (CN)", "WHSQ", "Mar 2019"), ("HRWL – Forklift (LF)", "WHSQ", "Feb 2013"),
    ("Construction Induction – White Card (CPCCWHS1001)", "", "Jan 2012"),
    ("Standard 11 Coal Mine Induction", "Valid to 2027", "Feb 2024"),
    ("Gas Test Atmospheres (MSMWHS217)", "", "Sep 2025"),
    ("Enter and Work in Confined Spaces (RIIWHS202E)", "", "Sep 2025"),
    ("Work Safely at Heights (RIIWHS204E)", "", "Sep 2025"),
    ("Provide First Aid (HLTAID011)", "", "Mar 2025"),
]
BG4_SKILLS = [("Rigging & lift planning", 100), ("Dogging & load slinging", 100), ("Crane signalling (radio)", 100),
              ("Structural steel erection", 80), ("Shutdown & outage work", 100), ("Scaffolding (basic)", 60),
              ("Permit to work & isolations", 80), ("Leading a rigging crew", 80)]
BG4_EQUIPMENT = ["Liebherr LTM 1100-5.2 and LTM 1220 all-terrains", "Tadano ATF 220G-5", "Franna AT-20 and MAC 25",
                 "Grove GMK5250L", "Tirfor winches, chain blocks and lever hoists", "Spreader bars and lifting beams"]


def bg4_builder_weasyprint():
    from weasyprint import HTML

    def bar(level):
        return f'<div class="bar"><div style="width:{level}%"></div></div>'

    jobs = "".join(
        f'<div class="item"><h3>{escape(t)}, {escape(e)}, {escape(c)}</h3><div class="when">{escape(w)}</div>'
        f'{body}</div>\n' for t, e, c, w, _, body in BG4_JOBS)
    education = "".join(
        f'<div class="item"><h3>{escape(q)}, {escape(s)}, {escape(c)}</h3><div class="when">{escape(w)}</div>'
        f'{body}</div>\n' for q, s, c, w, body in (
            ("Certificate II in Surface Extraction Operations", "TAFE Queensland", "Mackay", "Jan 2012 — Jun 2012",
             "<p>Pre-employment course for open-cut coal: induction, plant pre-starts, haul road rules.</p>"),
            ("Queensland Certificate of Education (QCE)", "Bucasia Heights State High School", "Mackay",
             "Jan 2010 — Nov 2011", "")))
    tickets = "".join(
        f'<div class="item small"><h3>{escape(t)}{", " + escape(i) if i else ""}</h3>'
        f'<div class="when">{escape(d)}</div></div>\n' for t, i, d in BG4_TICKETS)
    skills = "".join(f'<div class="skill"><span>{escape(s)}</span>{bar(l)}</div>' for s, l in BG4_SKILLS)
    equipment = "".join(f"<li>{escape(e)}</li>" for e in BG4_EQUIPMENT)
    html = f"""<!DOCTYPE html>
<html lang="en-AU"><head><meta charset="utf-8"><title>Brayden Cassar – Resume</title>
<meta name="author" content="Brayden Cassar"><meta name="generator" content="FolioCV resume builder">
<style>
@page {{ size: A4; margin: 13mm 0 13mm 0;
  background: linear-gradient(to right, #1d2b3a 0, #1d2b3a 62mm, #ffffff 62mm);
  @bottom-right {{ content: "Created with FolioCV · foliocv.example"; font: 7pt "Liberation Sans", sans-serif;
                  color: #9aa3ad; margin-right: 10mm; }} }}
body {{ font-family: "Liberation Sans", Arial, sans-serif; font-size: 9.2pt; line-height: 1.38; color: #26303a;
        margin: 0; }}
aside {{ position: absolute; top: 0; left: 0; width: 62mm; padding: 0 8mm; box-sizing: border-box; color: #e7ecf1; }}
aside h4 {{ font-size: 9.5pt; color: #ffffff; margin: 6mm 0 2mm; font-weight: bold; }}
aside h4:first-child {{ margin-top: 2mm; }}
aside p {{ margin: 0 0 1.8mm; font-size: 8.6pt; }}
aside .k {{ color: #9fb1c4; font-size: 7.6pt; display: block; }}
.skill {{ margin-bottom: 2.2mm; font-size: 8.6pt; }}
.bar {{ height: 1.4mm; background: #3c4d60; margin-top: .8mm; }}
.bar div {{ height: 1.4mm; background: #5fb3ce; }}
main {{ margin-left: 70mm; margin-right: 11mm; }}
h1 {{ font-size: 24pt; margin: 0; color: #1d2b3a; letter-spacing: .2px; }}
.title {{ font-size: 10.5pt; color: #4a7a93; margin: 1mm 0 3mm; letter-spacing: .3px; }}
h2 {{ font-size: 12pt; color: #1d2b3a; margin: 5mm 0 2mm; }}
.item {{ margin-bottom: 3mm; break-inside: avoid; }}
.item.small {{ margin-bottom: 1.6mm; }}
.item.small h3 {{ font-size: 9pt; }}
h3 {{ font-size: 9.8pt; margin: 0; color: #1d2b3a; }}
.when {{ font-size: 7.6pt; color: #8a949e; text-transform: uppercase; letter-spacing: .6px; margin: .4mm 0 .8mm; }}
p {{ margin: 0 0 1mm; }}
ul {{ margin: .5mm 0 0; padding-left: 4.5mm; }}
li {{ margin-bottom: .6mm; }}
.cols {{ column-count: 2; column-gap: 6mm; }}
</style></head>
<body>
<aside>
<h4>Details</h4>
<p>Mackay QLD 4740<br>Australia</p>
<p>0491 570 158</p>
<p>brayden.cassar@example.com</p>
<p><span class="k">Driving licence</span>QLD HR (heavy rigid)</p>
<h4>Skills</h4>
{skills}
<h4>Languages</h4>
<div class="skill"><span>English</span><span class="k">Native speaker</span>{bar(100)}</div>
<div class="skill"><span>Maltese</span><span class="k">Working knowledge</span>{bar(60)}</div>
<h4>Hobbies</h4>
<p>Fishing the reef, rugby league (Mackay Cutters supporter), camping</p>
</aside>
<main>
<h1>Brayden Cassar</h1>
<div class="title">Advanced Rigger / Dogman – Shutdowns, Mining &amp; Construction</div>
<h2>Profile</h2>
<p>Advanced rigger and dogman with 14 years on mine sites, ports, power stations and refineries – FIFO, DIDO and
shutdown crews. I rig for cranes up to 250 t, plan and run critical lifts with the crane supervisor and keep a crew
working safely on 12-hour nights. All HRW licences current, Standard 11, medicals and D&amp;A clear. Available for
shutdown, FIFO or local work from mid-December.</p>
<h2>Employment History</h2>
{jobs}
<h2>Licences &amp; Tickets</h2>
{tickets}
<h2>Cranes &amp; Equipment</h2>
<ul class="cols">{equipment}</ul>
<h2>Education</h2>
{education}
<h2>References</h2>
<p>References available upon request</p>
</main>
</body></html>
"""
    name = "bg4-brayden-cassar"
    path = os.path.join(FILES, name + ".pdf")
    HTML(string=html).write_pdf(path)
    check_pages(name, pdf_pages(path), 2)
    write_truth(name, {
        "basics": {"name": "Brayden Cassar",
                   "label": "Advanced Rigger / Dogman – Shutdowns, Mining & Construction",
                   "email": "brayden.cassar@example.com", "phone": "0491 570 158",
                   "location": {"city": "Mackay", "region": "QLD"}},
        "work": [job(t, e, c, w.upper(), s) for t, e, c, w, s, _ in BG4_JOBS],
        "education": [
            {"institution": "TAFE Queensland", "study_type": "Certificate II", "area": "Surface Extraction Operations",
             "dates": dates("2012-01", "2012-06", text="JAN 2012 — JUN 2012")},
            {"institution": "Bucasia Heights State High School",
             "study_type": "Queensland Certificate of Education (QCE)",
             "dates": dates("2010-01", "2011-11", text="JAN 2010 — NOV 2011")}],
        "skills": [{"name": s} for s, _ in BG4_SKILLS] + [{"name": e} for e in BG4_EQUIPMENT],
        "certificates": [{"name": t} for t, _, _ in BG4_TICKETS],
        "languages": [{"language": "English", "fluency": "Native speaker"},
                      {"language": "Maltese", "fluency": "Working knowledge"}],
    })


# ---- bg5: marine diesel engineer (Whangārei), an fpdf2 one-pager crammed with tickets, engines and refits ----------
BG5_TICKETS = [("Marine Engine Certificate (MEC)", "Maritime NZ, 2016"),
               ("Volvo Penta Marine Service Technician – Level 2", "IPS, 2021"),
               ("Yanmar Marine Diesel Service Training", "4JH / 6LY / 8LV, 2019"),
               ("Caterpillar Marine Engine Service (C7–C32)", "2023"),
               ("Day Skipper", "Coastguard Boating Education, 2015"),
               ("Site Safe Passport", "2024"),
               ("Workplace First Aid", "St John, 2025"),
               ("Confined Space Entry & Gas Testing", "2024")]
BG5_ENGINES = [("Volvo Penta", "D2–D13, IPS 600–1200, sterndrives (DPS, DPH)"),
               ("Yanmar", "3YM, 4JH, 6LY, 8LV"), ("Caterpillar", "C7, C12, C18, 3406, 3512"),
               ("Cummins", "QSB, QSC, QSM11, KTA19"), ("MTU", "Series 60, 2000 M72"),
               ("Gearboxes", "ZF, Twin Disc, Hurth"), ("Waterjets", "Hamilton HJ292, HJ364"),
               ("Gensets", "Onan, Northern Lights, Fischer Panda")]
BG5_JOBS = [  # (title, employer, place, dates as printed, truth span, bullets)
    ("Marine Diesel Technician", "Northland Marine Engineering Ltd", "Whangārei", "Aug 2019 – present",
     ("2019-08", None, True),
     ["Service, repair and repowers on recreational, charter and commercial boats (8 m trailer boats to 30 m "
      "launches) on the hard, in the marina and on moorings.",
      "Diagnostics with Volvo VODIA, Cat ET and Cummins INSITE; alignment, shaft seals, cutless bearings.",
      "Senior tech on the workshop roster – quote jobs, order parts, look after the apprentice."]),
    ("Marine Engineer (self-employed)", "Tipene Marine Services", "Whangārei", "Feb 2017 – Jul 2019",
     ("2017-02", "2019-07"),
     ["Mobile marine mechanic: servicing, breakdowns and refit subcontracts for the Marsden Cove and Town Basin "
      "yards; own van, GST registered."]),
    ("Engineer (deep-sea fishing, 5 weeks on / 5 off)", "Hauraki Deep Sea Fishing Co. Ltd", "Auckland",
     "Mar 2014 – Dec 2016", ("2014-03", "2016-12"),
     ["Sole engineer on a 42 m trawler: Cat 3512 main, gensets, hydraulics, refrigeration plant; watchkeeping and "
      "planned maintenance at sea, dry-dock periods in Auckland."]),
    ("Diesel Mechanic", "Kamo Truck & Diesel Ltd", "Whangārei", "2012 – 2014", ("2012", "2014"),
     ["Truck and tractor engines, injection pumps, fleet servicing."]),
    ("Apprentice Marine Engineer", "Gulf Harbour Marine Services Ltd", "Whangaparāoa", "2008 – 2012",
     ("2008", "2012"),
     ["Four-year apprenticeship: inboards, outboards, sterndrives, haul-outs and anti-fouling."]),
]
BG5_REFITS = [("2025", "22 m charter catamaran", "Bay of Islands operator",
               "Twin Volvo D13 repower to IPS pods, new exhausts and controls"),
              ("2023", "18 m longliner", "Tutukaka fishing company", "Cat C18 in-frame rebuild, new heat exchanger"),
              ("2021", "Harbour ferry", "Whangārei harbour service", "Hamilton HJ364 jet overhaul, shaft realignment"),
              ("2018", "Superyacht tenders (6)", "Marsden Cove refit yard", "Yanmar 8LV servicing and rewiring")]


def bg5_fpdf():
    from fpdf import FPDF
    from holdout_render import fpdf_dejavu

    pdf = FPDF(format="A4", unit="mm")
    pdf.set_margins(13, 11, 13)
    pdf.set_auto_page_break(True, margin=10)
    pdf.set_title("Shaun Tipene CV")
    pdf.set_author("Shaun Tipene")
    pdf.set_creator("Quick CV Maker")
    fpdf_dejavu(pdf, ("", "B", "I"))
    pdf.add_page()
    width = pdf.w - 26
    teal = (0, 92, 110)

    def heading(text):
        pdf.ln(1.6)
        pdf.set_fill_color(*teal)
        pdf.set_text_color(255, 255, 255)
        pdf.set_font("DejaVu", "B", 9)
        pdf.cell(width, 5, "  " + text, fill=True, new_x="LMARGIN", new_y="NEXT")
        pdf.set_text_color(30, 30, 30)
        pdf.ln(1)

    pdf.set_font("DejaVu", "B", 20)
    pdf.set_text_color(*teal)
    pdf.cell(width * 0.55, 9, "SHAUN TIPENE")
    pdf.set_font("DejaVu", "", 8.5)
    pdf.set_text_color(40, 40, 40)
    y = pdf.get_y()
    pdf.set_xy(13 + width * 0.55, y)
    pdf.multi_cell(width * 0.45, 3.9, "Onerahi, Whangārei 0110\n021 555 0147\nshaun.tipene@example.com",
                   align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.set_xy(13, y + 12.5)
    pdf.set_font("DejaVu", "B", 10)
    pdf.cell(width, 5, "Marine Diesel Engineer | Inboards, Sterndrives, Jets & Commercial | 18 yrs",
             new_x="LMARGIN", new_y="NEXT")
    pdf.set_y(max(pdf.get_y(), y + 17.5))
    pdf.set_draw_color(*teal)
    pdf.set_line_width(0.6)
    pdf.line(13, pdf.get_y() + 1, 13 + width, pdf.get_y() + 1)
    pdf.ln(2.5)

    pdf.set_font("DejaVu", "", 8.6)
    pdf.multi_cell(width, 4, "Qualified marine engineer (BITO apprenticeship) with 18 years on engines – workshop, "
                   "mobile, and three years as sole engineer on a deep-sea trawler. I do the whole job from fault-"
                   "finding to repowers and sea trials, and I'm the one customers ask for by name. After a senior "
                   "technician or workshop foreman role in Northland.", new_x="LMARGIN", new_y="NEXT")

    heading("TICKETS & TRAINING")
    col = width / 2
    left_w = width * 0.6
    start_y = pdf.get_y()
    for i, (ticket, note) in enumerate(BG5_TICKETS):  # down the left column, then the right
        half = (len(BG5_TICKETS) + 1) // 2
        x = 13 + (0 if i < half else left_w)
        room = (left_w if i < half else width - left_w) - 1
        pdf.set_xy(x, start_y + (i % half) * 4.3)
        pdf.set_font("DejaVu", "B", 8.2)
        pdf.cell(pdf.get_string_width(ticket) + 1.5, 4.3, ticket)
        pdf.set_font("DejaVu", "", 7.6)
        pdf.set_text_color(100, 100, 100)
        pdf.cell(room - pdf.get_string_width(ticket) - 1.5, 4.3, "– " + note)
        pdf.set_text_color(30, 30, 30)
    pdf.set_xy(13, start_y + ((len(BG5_TICKETS) + 1) // 2) * 4.3 + 0.5)
    pdf.set_font("DejaVu", "", 8.2)
    pdf.cell(width, 4.3, "Licence: NZ Class 1 and 2, F endorsement (forklift)", new_x="LMARGIN", new_y="NEXT")

    heading("ENGINES & EQUIPMENT")
    start_y = pdf.get_y()
    for i, (make, models) in enumerate(BG5_ENGINES):  # row by row, two to a line
        x = 13 + (i % 2) * col
        pdf.set_xy(x, start_y + (i // 2) * 4.3)
        pdf.set_font("DejaVu", "B", 8.2)
        pdf.cell(22, 4.3, make + ":")
        pdf.set_font("DejaVu", "", 8.2)
        pdf.cell(col - 23, 4.3, models)
    pdf.set_xy(13, start_y + ((len(BG5_ENGINES) + 1) // 2) * 4.3)

    heading("WORK HISTORY")
    for title, employer, place, when, _, items in BG5_JOBS:
        pdf.set_font("DejaVu", "B", 9)
        pdf.cell(width - 40, 4.6, title)
        pdf.set_text_color(*teal)
        pdf.cell(40, 4.6, when, align="R", new_x="LMARGIN", new_y="NEXT")
        pdf.set_text_color(80, 80, 80)
        pdf.set_font("DejaVu", "I", 8.4)
        pdf.cell(width, 4.2, f"{employer}, {place}", new_x="LMARGIN", new_y="NEXT")
        pdf.set_text_color(30, 30, 30)
        pdf.set_font("DejaVu", "", 8.3)
        for item in items:
            pdf.set_x(15)
            pdf.cell(3, 3.9, "•")
            pdf.multi_cell(width - 5, 3.9, item, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(0.9)

    heading("SELECTED REFITS & REPOWERS")
    widths = (10, 36, 40, width - 86)
    pdf.set_font("DejaVu", "B", 7.8)
    pdf.set_fill_color(225, 236, 239)
    for w, head in zip(widths, ("Year", "Vessel", "Client", "Scope")):
        pdf.cell(w, 4.4, head, border=1, fill=True)
    pdf.ln(4.4)
    pdf.set_font("DejaVu", "", 7.8)
    for row in BG5_REFITS:
        for w, text in zip(widths, row):
            pdf.cell(w, 4.2, text, border=1)
        pdf.ln(4.2)

    heading("EDUCATION")
    for qualification, school, when in (
            ("National Certificate in Marine Engineering (Level 4)",
             "Boating Industry Training Organisation (BITO) – apprenticeship", "2008 – 2012"),
            ("NCEA Level 2", "Onerahi Bay College, Whangārei", "2007")):
        pdf.set_font("DejaVu", "B", 8.6)
        pdf.cell(width - 30, 4.4, qualification)
        pdf.set_text_color(*teal)
        pdf.cell(30, 4.4, when, align="R", new_x="LMARGIN", new_y="NEXT")
        pdf.set_text_color(80, 80, 80)
        pdf.set_font("DejaVu", "I", 8.2)
        pdf.cell(width, 4, school, new_x="LMARGIN", new_y="NEXT")
        pdf.set_text_color(30, 30, 30)

    heading("OTHER")
    pdf.set_font("DejaVu", "", 8.4)
    pdf.multi_cell(width, 4, "Languages: English (fluent), te reo Māori (conversational)\n"
                   "Own tools and service van · happy to do callouts and sea trials · references on request",
                   new_x="LMARGIN", new_y="NEXT")

    name = "bg5-shaun-tipene"
    path = os.path.join(FILES, name + ".pdf")
    pdf.output(path)
    check_pages(name, pdf_pages(path), 1)
    write_truth(name, {
        "basics": {"name": "Shaun Tipene",
                   "label": "Marine Diesel Engineer | Inboards, Sterndrives, Jets & Commercial | 18 yrs",
                   "email": "shaun.tipene@example.com", "phone": "021 555 0147",
                   "location": {"city": "Whangārei"}},
        "work": [job(t, e, p, w, s) for t, e, p, w, s, _ in BG5_JOBS],
        "education": [
            {"institution": "Boating Industry Training Organisation (BITO)", "study_type": "National Certificate",
             "area": "Marine Engineering", "dates": dates("2008", "2012", text="2008 – 2012")},
            {"institution": "Onerahi Bay College", "study_type": "NCEA Level 2",
             "dates": dates(None, "2007", text="2007")}],
        "skills": [{"name": f"{make}: {models}"} for make, models in BG5_ENGINES],
        "certificates": [{"name": c} for c, _ in BG5_TICKETS],
        "languages": [{"language": "English", "fluency": "fluent"},
                      {"language": "te reo Māori", "fluency": "conversational"}],
    })


# ---- bg6: lift engineer (Swords, Co. Dublin), a Google Docs resume template downloaded as PDF (Chromium print) -----
BG6_JOBS = [  # (title, employer, place, dates as printed, truth span, bullets)
    ("Senior Lift Service Engineer", "Capital Vertical Transport Ltd", "Dublin", "March 2020 - Present",
     ("2020-03", None, True),
     ["Own service route of 110 units (hospitals, shopping centres, apartment blocks): PPM visits, breakdowns, "
      "entrapments and repairs; callout rota one week in four.",
      "Re-ropes, sheave and governor changes, door operator upgrades, safety gear and buffer tests.",
      "Accompany the insurance engineers on thorough examinations and clear their reports.",
      "Lead on two modernisations a year (see Projects) and mentor the company's first-year trainees."]),
    ("Lift Installation Engineer (contract)", "Pale Technical Recruitment Ltd", "Dublin",
     "June 2018 - February 2020", ("2018-06", "2020-02"),
     ["On hire to lift installers at data-centre and office sites in Clonee, Grange Castle and Dublin 2: "
      "goods and passenger lift installs from bare shaft to handover."]),
    ("Lift Service Engineer", "Liffey Lifts & Escalators Ltd", "Dublin", "January 2014 - May 2018",
     ("2014-01", "2018-05"),
     ["Service route of 80 units, escalator maintenance at two shopping centres, callouts."]),
    ("Trainee Lift Engineer", "Liffey Lifts & Escalators Ltd", "Dublin", "April 2011 - December 2013",
     ("2011-04", "2013-12"),
     ["Two-year in-house traineeship as an improver with a senior engineer: service, repairs, installs."]),
    ("Electrician", "Fingal Electrical Contractors Ltd", "Swords", "2010 - 2011", ("2010", "2011"),
     ["Commercial and domestic installs after qualifying."]),
    ("Apprentice Electrician", "Fingal Electrical Contractors Ltd", "Swords", "2006 - 2010", ("2006", "2010"),
     []),
]
BG6_TICKETS = [("Safe Pass", "valid to 2028"), ("Manual Handling", "2025"), ("Working at Heights", "2024"),
               ("Confined Space Entry", "2024"), ("MEWP – IPAF 3a/3b", "PAL card, exp. 2027"),
               ("EN 81-20/50 Lift Safety Standards", "in-house course, 2019"), ("Abrasive Wheels", "2023"),
               ("First Aid Responder", "PHECC, 2025")]
BG6_SKILLS = ["Fault-finding on relay and microprocessor controllers", "Traction, hydraulic and MRL lifts",
              "Escalators and moving walks", "Door operators (Fermator, Wittur, Selcom)",
              "Re-roping, sheave and governor work", "Safety gear, buffer and overspeed tests",
              "Electrical testing and inspection"]
BG6_EQUIPMENT = ["Otis Gen2", "Kone MonoSpace 500", "Schindler 3300 / 5500", "Orona 3G",
                 "Thames Valley Controls and Memco controllers", "Stannah platform lifts"]


def bg6_google_docs_chromium():
    def job_html(title, employer, place, when, items):
        return (f'<p class="role"><b>{escape(employer)}</b>, {escape(place)} — <i>{escape(title)}</i></p>'
                f'<p class="date">{escape(when)}</p>'
                + ("<ul>" + "".join(f"<li>{escape(i)}</li>" for i in items) + "</ul>" if items else ""))

    work = "".join(job_html(t, e, p, w, items) for t, e, p, w, _, items in BG6_JOBS)
    tickets = "".join(f"<li><b>{escape(t)}</b> – {escape(n)}</li>" for t, n in BG6_TICKETS)
    html = f"""<!DOCTYPE html>
<html lang="en-IE"><head><meta charset="utf-8"><title>Ciarán Tuohy - CV 2026</title>
<style>
@page {{ size: A4; margin: 16mm 18mm 14mm 18mm; }}
body {{ font-family: "Liberation Sans", Arial, sans-serif; font-size: 10pt; line-height: 1.3; color: #000; margin: 0; }}
.top {{ display: flex; justify-content: space-between; align-items: flex-start; }}
h1 {{ font-family: "Liberation Serif", "Times New Roman", serif; font-size: 27pt; font-weight: bold; margin: 0;
      color: #000; }}
.contact {{ text-align: right; font-size: 8.8pt; line-height: 1.45; color: #000; }}
.contact a {{ color: #000; text-decoration: none; }}
.label {{ font-size: 10.5pt; color: #2079c7; margin: 1mm 0 2mm; }}
h2 {{ font-family: "Liberation Serif", "Times New Roman", serif; font-size: 11.5pt; color: #2079c7;
      margin: 5mm 0 1.5mm; text-transform: uppercase; letter-spacing: .5px; font-weight: bold; }}
p {{ margin: 0 0 1.4mm; }}
p.role {{ margin: 2.6mm 0 0; font-size: 10.3pt; }}
p.date {{ font-size: 8.5pt; color: #666; margin: .5mm 0 1mm; }}
ul {{ margin: 0 0 1mm; padding-left: 6mm; }}
li {{ margin-bottom: .8mm; }}
ul.two {{ column-count: 2; column-gap: 8mm; }}
</style></head>
<body>
<div class="top"><h1>Ciarán Tuohy</h1>
<div class="contact">Swords, Co. Dublin<br>086 555 0152<br>ciaran.tuohy.lifts@example.com<br>
<a href="https://www.linkedin.com/in/ciaran-tuohy-lifts">linkedin.com/in/ciaran-tuohy-lifts</a></div></div>
<p class="label">Lift Engineer – Service, Repair &amp; Modernisation | Qualified Electrician</p>
<h2>Profile</h2>
<p>Lift engineer with 15 years on traction, hydraulic and MRL lifts and escalators, from a four-year electrical
apprenticeship and an in-house lift traineeship to senior service engineer with my own route. Strong on
fault-finding, calm on entrapments and callouts, and used to working in live hospitals and shopping centres.
Looking for a senior service, modernisation or supervisor role in Dublin.</p>
<h2>Tickets &amp; Training</h2>
<ul class="two">{tickets}</ul>
<h2>Experience</h2>
{work}
<h2>Projects</h2>
<p><b>Hotel modernisation, Dublin 2</b> — 6 traction lifts: new Thames Valley Controls, door equipment and
landing fixtures, lift by lift with the hotel open, 2023.</p>
<p><b>Hospital bed lifts, north Dublin</b> — 4 × 2,500 kg bed lifts replaced with MRL units, commissioning and
handover with the HSE estates team, 2022.</p>
<p><b>Data centre, Clonee</b> — 14 goods and passenger lifts installed in two phases (through Pale Technical
Recruitment), 2019.</p>
<h2>Education</h2>
<p class="role"><b>Dublin Institute of Technology (Kevin Street)</b>, Dublin — <i>Advanced Certificate Craft –
Electrical (QQI Level 6)</i></p>
<p class="date">September 2006 - June 2010</p>
<p>SOLAS electrical apprenticeship, phases 4 and 6 at Kevin Street; on-the-job phases with Fingal Electrical.</p>
<p class="role"><b>Ard Rí Community School</b>, Swords — <i>Leaving Certificate</i></p>
<p class="date">2006</p>
<h2>Skills</h2>
<ul class="two">{"".join(f"<li>{escape(s)}</li>" for s in BG6_SKILLS)}</ul>
<h2>Lifts &amp; Controllers</h2>
<p>{" · ".join(escape(e) for e in BG6_EQUIPMENT)}</p>
<h2>Languages</h2>
<p>English – native · Irish – conversational · Spanish – basic</p>
</body></html>
"""
    name = "bg6-ciaran-tuohy"
    chromium_pdf(html, name, 2)
    write_truth(name, {
        "basics": {"name": "Ciarán Tuohy",
                   "label": "Lift Engineer – Service, Repair & Modernisation | Qualified Electrician",
                   "email": "ciaran.tuohy.lifts@example.com", "phone": "086 555 0152",
                   "location": {"city": "Swords", "region": "Co. Dublin"},
                   "profiles": [linkedin("ciaran-tuohy-lifts")]},
        "work": [job(t, e, p, w, s) for t, e, p, w, s, _ in BG6_JOBS],
        "education": [
            {"institution": "Dublin Institute of Technology", "study_type": "Advanced Certificate Craft",
             "area": "Electrical", "dates": dates("2006-09", "2010-06", text="September 2006 - June 2010")},
            {"institution": "Ard Rí Community School", "study_type": "Leaving Certificate",
             "dates": dates(None, "2006", text="2006")}],
        "skills": [{"name": s} for s in BG6_SKILLS + BG6_EQUIPMENT],
        "certificates": [{"name": t} for t, _ in BG6_TICKETS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Irish", "fluency": "conversational"},
                      {"language": "Spanish", "fluency": "basic"}],
    })


if __name__ == "__main__":
    made_scratch = not os.path.isdir(SCRATCH)
    os.makedirs(SCRATCH, exist_ok=True)
    tempfile.tempdir = SCRATCH
    os.environ["TMPDIR"] = SCRATCH
    try:
        bg1_notepad_text()
        bg2_word_docx()
        bg3_libreoffice_cv()
        bg4_builder_weasyprint()
        bg5_fpdf()
        bg6_google_docs_chromium()
    finally:
        tempfile.tempdir = None
        if made_scratch:
            shutil.rmtree(SCRATCH, ignore_errors=True)
