#!/usr/bin/env python3
"""Renders the sixty-second held-out batch (bj1–bj6) into files/ and its truth into truth/.

Written without reading the parser (nor anything under /work/main/Sources, Tests, docs, Benchmarks, .build or
output, nor anything under /tmp or /var/tmp other than this batch's own scratch folder: one listing of /var/tmp
filtered to the name "bj62", to make sure the scratch folder did not exist yet, printed nothing); no project binary
(mm-*), swift or git command was run, and the search tools were not used on this project. The only project files
read were holdout_render.py in full, render_batch55.py in full (for the conventions, the truth shape and the
decisions it records), the docstring openings (first 40 lines only) of render_batch50.py to render_batch54.py and
render_batch56.py to render_batch60.py (for the occupations, countries and producers already used) and three truth
files: ba1-stuart-kettlewell.json (whole: batch 53's UK IT contractor, for how short contracts were written: the
client as the employer, "(Contract)" only where the title prints it), bb4-catriona-doig.json (whole: batch 54's HR
business partner back from a six-year career break, whose truth has NO entry for the break itself – only the
volunteer posts held during it and the paid returnship) and ar3-meenakshi-iyer.json (basics, work, education,
certificates, languages and the first skills, printed with a short python command: picked in case it held batch 44's
"printed career break", which it does not; it shows a "Jan–Jun 2014" span and a CEFR level kept in the fluency,
"Basic (A2)"). files/ and truth/ were listed only to make sure no bj* file existed (and truth/ filtered to the ba*,
bb*, bg*, ar* and ay* names, to pick those three). render_batch61.py and the bi* files, written at the same time by
another helper, were neither opened nor touched. Nothing else in the project was read. The helpers job,
docx_hyperlink, table_borders, cell_props and fixed_widths are copied as batch 55 wrote them; html_text is written for
this batch; the rest comes from holdout_render.py. Scratch files (the LibreOffice page check of bj1 and pdflatex's run
folder for bj3) go to /var/tmp/bj62 (tempfile.tempdir and TMPDIR point there while the script runs), removed at the
end. Nothing was installed. The outputs were checked only from the outside (pdftotext, pdfinfo and pdffonts on the
PDFs, python-docx on the DOCX, the HTML's text, page images with pdftoppm and a LibreOffice PDF of bj1 and a headless
Chromium screenshot of bj2, all in the scratch folder): every truth string is in its file's text.

PORTFOLIO AND GIG CAREERS: a flexible-work and contract desk's inbox in the second week of December 2026, six
people whose work is many short, parallel or self-run jobs, one each in Ireland, Canada, New Zealand, the UK,
Australia and the US, in six occupations that batches 50–60's docstrings do not have (they list, among others, a
contract network and security engineer, an SAP FICO consultant, a data visualisation consultant, a data engineer, a
site reliability engineer, an IT service desk analyst, an interior designer, a certified legal translator, an HR
business partner back from a career break, a plumber, a landscape crew leader, a maintenance technician with a
self-employed handyman spell, a lineman, a boilermaker and a lift engineer): a contract ServiceNow developer in
Lucan, County Dublin (Ireland); a freelance documentary video editor and colourist in Halifax, Nova Scotia (Canada);
a piano teacher, accompanist and church musician holding four part-time posts at once in Dunedin (New Zealand); a
medical-device regulatory affairs specialist back at work after a career break and a returnship in Wokingham,
Berkshire (UK); a wall and floor tiler and waterproofer running his own sole-trader business in Wollongong, New
South Wales (Australia); and a rideshare driver, delivery courier and TaskRabbit tasker in Charlotte, North Carolina
(US). Producers: none of ReportLab, WeasyPrint, headless Chromium or a LibreOffice PDF, which batches 50–60 lean on;
one each of a Word file kept as DOCX, a hand-written HTML page, pdflatex, PyMuPDF, fpdf2 and a plain-text file:

- bj1 (DOCX, python-docx 1.2, kept as the Word file; Calibri 10 pt, A4, TWO pages; the page count is checked on a
  throw-away LibreOffice PDF with Carlito for Calibri): an Irish IT contractor's CV whose CONTRACT HISTORY IS A WORD
  TABLE: the navy name "Declan Furlong", the label "Contract ServiceNow Developer | ITSM · HRSD · ITOM · Integrations
  | CSA, CAD", a " | " contact line ("Lucan, Co. Dublin", "086 555 0127", Word hyperlinks printed
  "declan.furlong@example.com" and "linkedin.com/in/declanfurlong-snow") and a grey italic line about his limited
  company (Furlong ITSM Consulting Ltd), availability and day rate; PROFILE; KEY SKILLS as one " · " paragraph;
  CONTRACT HISTORY as a bordered three-column table with a shaded header row "Dates | Client via Agency | Role and
  key work": the dates cell holds the dates as printed, the middle cell the bold client, "via <agency>" (or
  "direct contract") and a grey "place · work mode" line, the wide cell the bold role and "List Bullet" items; six
  contracts, SOME OVERLAPPING: "Senior ServiceNow Developer – HR Service Delivery" Liffey Mutual Insurance DAC via
  Harcourt Tech Recruitment "Sep 2025 – Present"; "ServiceNow Consultant (2 days a week)" Eblana Credit Union
  Services, direct, "Jun–Nov 2025" (alongside the first and the third); "ServiceNow Developer – ITOM Discovery &
  CMDB" Fingal Logistics Group via Pembroke IT Contracting, "Santry, Dublin", "Q4 2024 – Q2 2025"; "ServiceNow
  Integration Developer" Tolka Energy plc via Spire Contract Solutions, "Cork · mostly remote", "6-month contract,
  2024" (no months); "ServiceNow Developer (ITSM)" Grand Canal Payments Ltd "Mar 2023 – Dec 2023"; "ServiceNow
  Administrator / Developer" Howth Medical Devices Ltd, "Limerick · remote", "Jul 2022 – Mar 2023" (a month over the
  next); then PERMANENT ROLES as paragraphs (bold title, dates on a right tab, italic "Employer, Dublin",
  bullets): "ServiceNow Developer" Dalkey Digital Services Ltd "Mar 2018 – Jun 2022", "IT Support Analyst"
  Castleknock Retail Group "Sep 2016 – Feb 2018"; EDUCATION ("BSc (Hons) in Computing – 2.1", Institute of
  Technology Blanchardstown, Dublin, "2012 – 2016"); CERTIFICATIONS as bullets "name – year"; LANGUAGES as one " · "
  line; ADDITIONAL. An IT contractor in Lucan, County Dublin, Ireland.
- bj2 (a hand-written HTML page, UTF-8, the "Resume" page of a freelancer's portfolio site saved as one file, with
  its site header and navigation ("Reel", "Work", "Resume", "Contact"), a "Download PDF" link and a footer): the name
  "Noémie Arsenault", the label "Freelance Video Editor & Colourist — Documentary · Broadcast · Branded Content", a
  contact list ("Halifax, NS", "902-555-0148", a mailto link, "vimeo.com/noemiearsenault",
  "linkedin.com/in/noemie-arsenault-edit"); About; EXPERIENCE opens with ONE "Freelance · self-employed, 2017 –
  present" SUBHEADING and "Selected clients and projects", then each client as an <article>: the bold client and a
  <time> at the right, a role line "Role — project (kind)" and bullets, WITH AND WITHOUT DATES: Bedford Basin Credit
  Union "Video Editor (retainer)" "2021 – ongoing"; Seaport Brewing Co. "Editor & Colourist" "Spring 2022"; Tidewater
  Pictures Inc. "Series Editor" on a documentary series "Q3 2021 – Q1 2022"; Fundy Light Films, "Saint John, NB",
  "Offline Editor" on a feature documentary "Mar–Jun 2020"; South Shore Tourism Partnership "Editor" and Atlantic
  Screen Collective "Assistant Editor" with NO DATES; then an "Employed" subheading with "Assistant Editor"
  Harbourlight Media Inc., Halifax, NS "Jan 2015 – Aug 2017" and "Production Assistant (summer contracts)" Cabot
  Shore Productions, Inverness, NS "summers 2013–2014"; Education (a Screen Arts diploma); Skills as tag chips;
  Certifications; Languages. A freelance video editor in Halifax, Nova Scotia.
- bj3 (pdflatex, TeX Live 2022, paracol, Helvetica (helvet) in T1, A4, ONE page, an Overleaf-style template): the
  TWO-COLUMN PDF: a full-width header (the name "Hana Lockwood", the label "Piano Teacher · Accompanist · Church
  Musician", a " | " contact line "Roslyn, Dunedin | 027 555 0142 | hana.lockwood.music@example.com") over a rule,
  then a paracol page with a NARROW LEFT SIDEBAR shaded pale (SKILLS bullets, CERTIFICATES each a bold name over a
  small note, LANGUAGES, REFEREES) and the main column at the right: PROFILE; CURRENT ROLES (held at the same
  time) – FOUR CONCURRENT "present" ENTRIES: "Itinerant Piano & Keyboard Teacher (0.4 FTE)" Taieri Schools Music
  Trust, Mosgiel "Feb 2021 – present"; "Staff Accompanist (casual)" Moray Place School of Music, Dunedin "2021 –
  ongoing"; "Director of Music (part-time)" Knoxfield Union Parish, Dunedin "Mar 2019 – present"; "Piano Teacher
  (self-employed)" Lockwood Piano Studio, Roslyn, Dunedin "2016 – present"; SEASONAL, PROJECT & EARLIER WORK:
  "Rehearsal Pianist (production contract)" Harbourside Musical Theatre Inc., Port Chalmers "Spring 2022"; "Packhouse
  Hand (seasonal)" Millers Flat Cherry Co., Roxburgh "summers 2018–2020"; "Music Teacher (fixed-term, maternity
  cover)" Ross Creek College, Dunedin "Terms 2–4, 2016" (New Zealand school terms); each entry a bold title with
  the dates at the right margin (\\hfill), an italic "Employer, Place" line and bullets; EDUCATION in the same form
  ("Graduate Diploma in Secondary Teaching" "2015", "Bachelor of Music in Piano Performance" "2011 – 2014", both
  University of Otago). A portfolio-career music teacher in Dunedin, New Zealand.
- bj4 (PyMuPDF 2.0 (MuPDF 1.28), A4, TWO pages, laid out line by line with page.insert_text in DejaVu Sans (regular,
  bold, oblique; subset), the text wrapped by measuring it with the font, title and author set; a first try with
  PyMuPDF's HTML Story was dropped because MuPDF shapes with ligatures (the text of "Affairs" came out with U+FB00)
  and, with Liberation Sans, writes every hyphen's text as a soft hyphen, U+00AD): a UK returner's CV: the name
  "Rachel Ashdown", the label "Regulatory Affairs Specialist (Medical Devices) | Returning after a career break", a "
  | " contact line ("Wokingham, Berkshire", the Ofcom drama mobile "07700 900652", the email,
  "linkedin.com/in/rachelashdown-ra"); a shaded "MY CAREER BREAK" box (two sentences, not an entry); PROFILE; KEY
  SKILLS as two columns of bullets (the first column's four, then the second's); EXPERIENCE with EACH ENTRY'S HEAD ONE
  BOLD "Title  |  Employer, Place  |  dates" LINE (pipes, no tabs, several wrapping so that the place or the dates
  start the next line) and bullets: "Regulatory Affairs Specialist (part-time, 3 days a week)" Kennet Medical
  Technologies plc, Reading "Sep 2024 – present"; "Regulatory Affairs Returner (16-week paid returnship)" at the same
  company "May–Aug 2024"; THE GAP AS ITS OWN ENTRY, "Career break – caring for family  |  2019 – 2023" with an italic
  note and a bullet; "Treasurer (volunteer)" Woosehill Community Pre-school, Wokingham "2021 – 2023" (held during the
  break); "Senior Regulatory Affairs Officer" Caversham Orthopaedics Ltd, Reading "Mar 2015 – Jun 2019"; "Regulatory
  Affairs Officer" Solent Surgical Instruments Ltd, Southampton "Sep 2011 – Feb 2015"; EDUCATION in the same pipe form
  (a PgCert taken during the break, "Sept 2023 – Mar 2024", and "BSc (Hons) Biomedical Science – 2:1" "2008 – 2011");
  CERTIFICATIONS ("name – issuer, year" or "name – year"); LANGUAGES; INTERESTS. A regulatory affairs returner in
  Wokingham, Berkshire, England.
- bj5 (fpdf2 2.8.9 with Liberation Sans, A4, ONE page): a tradesman's resume ON HIS BUSINESS LETTERHEAD: a charcoal
  band with the TRADING NAME "TRIMBOLI TILING & WATERPROOFING" in large white capitals (bigger than his own name),
  the line "Wall & floor tiling · Waterproofing · Bathroom renovations" and, at the right, "ABN 48 617 203 955" (an
  ABN that fails the checksum, so belongs to no one) and "NSW Contractor Licence 318874C"; then "RESUME", the name
  "Luca Trimboli", the label "Owner/Operator · Licensed Wall & Floor Tiler · Waterproofer" and a contact line
  ("Corrimal, Wollongong NSW 2518", the ACMA drama mobile "0491 573 770", "trimbolitiling@example.com"); ABOUT;
  WORK HISTORY (bold title, the dates right-aligned on the same line, a grey "Employer – Place" line, bullets):
  "Owner/Operator" "Trimboli Tiling & Waterproofing (sole trader)" "Wollongong NSW" "Jul 2019 – present"; "Tiler
  (subcontractor)" Illawarra Bathroom Renovations Pty Ltd "Mar–Jun 2020" (during his own business's COVID lull);
  "Tiler" Coastal Tile Co., Shellharbour NSW "2014 – 2019"; "Apprentice Wall & Floor Tiler" Kiama Tile & Stone,
  Kiama NSW "2010 – 2014"; a RECENT JOBS table of his own business's projects (year, job, suburb, value), which are
  not jobs; QUALIFICATIONS (two TAFE NSW Certificate IIIs with their CPC codes, the dates right-aligned); then TWO
  COLUMNS: LICENCES & TICKETS (bullets, the licence number in brackets, then driver licence and insurance lines) and
  LANGUAGES at the left, SKILLS (bullets) at the right; REFEREES across the page with two names, their firms and
  phone numbers (ACMA drama numbers). A sole-trader tiler in Wollongong, New South Wales.
- bj6 (a plain-text file, UTF-8 with LF line ends, typed in a phone's notes app and kept as .txt: hyphens for
  dashes, "*" bullets, ASCII apart from one "★"): "BRANDON ESPINOZA", the label "Independent Contractor |
  Rideshare, Delivery & Handyman Tasks", a " | " contact line ("Charlotte, NC 28212", "(704) 555-0162",
  "b.espinoza.works@example.com"); ABOUT ME; GIG WORK (1099 / INDEPENDENT CONTRACTOR) with each gig a "Role -
  Platform | dates" line and "* " bullets with ratings and completed jobs: "Rideshare Driver - Uber & Lyft | 2021 -
  ongoing"; "Tasker - TaskRabbit | Spring 2022 - present"; "Dasher - DoorDash | Mar 2020 - present" (three current
  gigs at once); "Data Entry / Virtual Assistant - Upwork | Q3 2021 - Q1 2022"; "Full-Service Shopper - Instacart |
  Apr-Aug 2020"; JOBS BEFORE GIG WORK in the same form with the place ("Shift Manager - Eastway Wings & Grill,
  Charlotte, NC | 2017 - 2020 (store closed March 2020)", "Seasonal Package Handler - Piedmont Parcel Hub,
  Charlotte, NC | holiday seasons 2015 & 2016"); BADGES & RATINGS (platform badges); EDUCATION; CERTIFICATIONS;
  SKILLS; LANGUAGES; VEHICLE; AVAILABILITY. A platform gig worker in Charlotte, North Carolina.

They hold what portfolio and gig workers send: contract tables with clients and agencies, overlapping contracts and
concurrent posts, client and project lists under a freelance heading with and without dates, a printed career
break, a returnship, volunteer work during a break, a trading name, ABN and licence number above the person's name,
project lists that are not jobs, referees' phone numbers, platform names as employers with ratings, badges and
completed-job counts, and dates in the forms such people write: "Sep 2025 – Present", "Jun–Nov 2025", "Q4 2024 – Q2
2025", "6-month contract, 2024", "Mar 2023 – Dec 2023", "Jul 2022 – Mar 2023", "Mar 2018 – Jun 2022", "Sep 2016 –
Feb 2018", "2021 – ongoing", "Spring 2022", "Q3 2021 – Q1 2022", "Mar–Jun 2020", "Jan 2015 – Aug 2017", "summers
2013–2014", "Feb 2021 – present", "Mar 2019 – present", "2016 – present", "summers 2018–2020", "Terms 2–4, 2016",
"Sep 2024 – present", "May–Aug 2024", "2019 – 2023", "2021 – 2023", "Mar 2015 – Jun 2019", "Sep 2011 – Feb 2015",
"Jul 2019 – present", "2014 – 2019", "2010 – 2014", "2021 - ongoing", "Spring 2022 - present", "Mar 2020 - present",
"Q3 2021 - Q1 2022", "Apr-Aug 2020", "2017 - 2020", "holiday seasons 2015 & 2016"; for education "2012 – 2016",
"2012 – 2014", "2015", "2011 – 2014", "Sept 2023 – Mar 2024", "2008 – 2011", "2021", "2015" (printed "(2015)"),
"2016-2017".

Decisions for this batch (following batch 55's and, through its docstring, batches 45–54's; new ones marked NEW):
- Contracts (bj1, NEW in this form; batch 53's ba1 truth writes the client as the employer): each contract is one
  work entry in printed order; the name is the CLIENT; "via <agency>", "direct contract" and the contractor's own
  limited company are not the employer and are left out; the position is the role as printed in the role cell (no
  "(Contract)" is added); the location is the place printed in the client cell without the work mode after " · "
  ("Dublin · hybrid" is "Dublin", "Cork · mostly remote" is "Cork", "Santry, Dublin" as printed). Overlapping
  contracts are separate entries with their own dates. The two permanent roles are ordinary entries.
- Freelance clients and projects (bj2, NEW): the "Freelance · self-employed, 2017 – present" subheading has no title
  and no employer and is NOT an entry (its dates are context); each client under it is a work entry: name = the
  client, position = the role before the em dash ("Series Editor", "Video Editor (retainer)"), the project title and
  its kind after the dash left out; location only where printed (Fundy Light Films' "Saint John, NB"). Clients
  printed without dates are entries with {"is_current": false} alone (batch 55's rule). "Employed" is a subheading.
- Concurrent posts (bj3, bj6): every "present", "ongoing" and "- present" entry is current; four (bj3) and three
  (bj6) current entries in printed order. bj3's own studio, "Piano Teacher (self-employed)", has its printed name
  "Lockwood Piano Studio" as the employer (batch 55's rule for bc3's trading name).
- The career break (bj4, NEW in this form; bb4's truth has no entry for its break): "Career break – caring for family
  | 2019 – 2023" is printed as an entry but names no employer and no job, so it is NOT a work entry, nor is the "MY
  CAREER BREAK" box; the volunteer post held during the break and the returnship are work entries (as in bb4), the
  returnship's position whole with its parenthesis ("Regulatory Affairs Returner (16-week paid returnship)"). The
  label is the line under the name, whole ("| Returning after a career break" kept, as bb4's label keeps it).
- Owner/operator (bj5, NEW): the trading name in the letterhead is not the person's name; basics.name is "Luca
  Trimboli"; the ABN, the licence number, the insurance and the business's tagline are not content. The work entry is
  position "Owner/Operator", name "Trimboli Tiling & Waterproofing" ("(sole trader)" left out, as the legal form of a
  sole trader, not part of the trading name). The RECENT JOBS table lists the business's projects, not jobs: no
  entries. The referees' names, firms and phone numbers are not basics. The "NSW Contractor Licence – Wall and Floor
  Tiling, Waterproofing" is a certificate (batch 55 kept bc2's radiation licence), its number left out; the driver
  licence and insurance are not.
- Platforms (bj6, NEW): each gig line is one entry: position = the role before " - ", name = the platform(s) as
  printed ("Uber & Lyft" is one entry, as printed on one line); no location is printed with the gigs. Ratings,
  trip and task counts and badges ("Elite Tasker", "Top Dasher", "Uber Pro Diamond", "Top Rated") are not
  certificates; BADGES & RATINGS gives none. The remark "(store closed March 2020)" after the dates is not part of
  date_text.
- Dates (NEW forms): a quarter gives months, the first month of the first quarter and the last month of the last
  ("Q4 2024 – Q2 2025" is 2024-10 to 2025-06, "Q3 2021 – Q1 2022" 2021-07 to 2022-03); a season gives its year only,
  as start and end ("Spring 2022" is 2022 to 2022; "Spring 2022 - present" is current from 2022); "summers
  2013–2014", "summers 2018–2020" and "holiday seasons 2015 & 2016" are years only, from the first to the last;
  "Terms 2–4, 2016" is 2016 to 2016; "6-month contract, 2024" is 2024 to 2024, the whole printed phrase the
  date_text (the duration stands where the dates stand); "Jun–Nov 2025", "Mar–Jun 2020", "May–Aug 2024" and
  "Apr-Aug 2020" give both months in the one year (as ar3's "Jan–Jun 2014"); "ongoing" makes an entry current.
- Education (batch 55's rule: the study type is the kind of qualification, the area its field; codes, campuses and
  modes left out): "BSc (Hons)" / "Computing" with score "2.1"; "Diploma" / "Screen Arts" (Nova Scotia Community
  College, "Ivany Campus" left out); "Graduate Diploma" / "Secondary Teaching"; "Bachelor of Music" / "Piano
  Performance"; "PgCert" / "Medical Technology Regulatory Affairs" ("(part-time, online)" left out); "BSc (Hons)" /
  "Biomedical Science" with score "2:1"; "Certificate III" / "Wall and Floor Tiling" and "Certificate III" /
  "Construction Waterproofing" at "TAFE NSW" (the CPC codes, "Wollongong" and "(apprenticeship)" left out); "High
  School Diploma" and "AAS" / "Business Administration" (bj6's unfinished associate degree is still an entry, its
  "30 credits, did not finish" left out). A single year is the end date.
- Certificates drop issuers, years, notes and numbers and keep what is part of the name (batch 55's rule): bj3
  "LTCL Piano Teaching", "ATCL Piano Recital", "IRMT Registered Music Teacher", "Full Practising Certificate"
  (Teaching Council of Aotearoa New Zealand, the issuer, left out), "Workplace First Aid"; bj4 "Regulatory Affairs
  Certification – Devices (RAC-Devices)" (RAPS left out); bj5 "White Card (General Construction Induction)" whole.
- Skills are the listed items as printed (bj1's " · " items, bj2's chips, the bullets elsewhere), without the
  profile's claims.
- Languages with their fluency as printed, remarks after a dash or in parentheses left out, a CEFR level kept as
  ar3 keeps "Basic (A2)": bj3 German "Intermediate (B1)"; bj2 French "native" ("(Acadian)" left out); bj4 French
  "conversational" ("– lived in Lyon for a year" left out).
- Basics: the label is the line under the name, whole. Location is the city with the county, province or state
  printed beside it, without a suburb or postcode: "Lucan" / "Co. Dublin", "Halifax" / "NS", "Dunedin" (Roslyn left
  out), "Wokingham" / "Berkshire", "Wollongong" / "NSW" (Corrimal and 2518 left out), "Charlotte" / "NC" (28212 left
  out). bj1 and bj4 print a LinkedIn profile; bj2 prints a Vimeo reel and a LinkedIn profile (both profiles, in
  printed order). bj6's name printed in capitals is recorded "Brandon Espinoza" (batch 55's rule for bc3).

Truth conventions as in batches 5–55: date_text as printed (dashes as typed), the work entry's location where
printed, phones as printed. Every person, employer, client, agency, school named as invented below, phone and email is
invented (emails at example.com), except the colleges and universities, awarding bodies, regulators, issuers,
platforms, standards, products and places, which are real and named as any resume names them (ServiceNow, ITIL,
Jira, Azure DevOps, Institute of Technology Blanchardstown, Nova Scotia Community College, Avid Media Composer, Adobe
Premiere Pro and After Effects, DaVinci Resolve and Blackmagic Design, Pro Tools, University of Otago, Trinity College
London, ABRSM, the IRMT, the Teaching Council of Aotearoa New Zealand, NCEA, Sibelius, MuseScore, Xero, St John,
Cranfield University, University of Southampton, RAPS, ISO 13485, ISO 14971, EU MDR, MHRA, UKCA, TAFE NSW, the CPC
qualifications, AS 3740, Tradify, Uber, Lyft, TaskRabbit, DoorDash, Upwork, Instacart, Central Piedmont Community
College, ServSafe and OSHA). Invented: Furlong ITSM Consulting Ltd, Liffey Mutual Insurance DAC, Harcourt Tech
Recruitment, Eblana Credit Union Services, Fingal Logistics Group, Pembroke IT Contracting, Tolka Energy plc, Spire
Contract Solutions, Grand Canal Payments Ltd, Howth Medical Devices Ltd, Dalkey Digital Services Ltd, Castleknock
Retail Group, Bedford Basin Credit Union, Seaport Brewing Co., Tidewater Pictures Inc., Fundy Light Films, South Shore
Tourism Partnership, Atlantic Screen Collective, Harbourlight Media Inc., Cabot Shore Productions, Taieri Schools Music
Trust, Moray Place School of Music, Knoxfield Union Parish, Lockwood Piano Studio, Harbourside Musical Theatre Inc.,
Millers Flat Cherry Co., Ross Creek College, Kennet Medical Technologies plc, Woosehill Community Pre-school,
Caversham Orthopaedics Ltd, Solent Surgical Instruments Ltd, Trimboli Tiling & Waterproofing, Illawarra Bathroom
Renovations Pty Ltd, Coastal Tile Co., Kiama Tile & Stone, Eastway Wings & Grill, Piedmont Parcel Hub and Sugar Creek
High School.

Tools: python-docx 1.2, fpdf2 2.8.9 and PyMuPDF 2.0 (installed already), TeX Live 2022 pdflatex with paracol, helvet
and xcolor, LibreOffice 7.4 (bj1's page check only), fonts-liberation, DejaVu, Carlito and poppler-utils.
bottom_border, check_pages, dates, linkedin, lo_page_count, new_docx, oxml_element, pdf_pages, pdflatex,
pymupdf_dejavu, tex, write_text and write_truth come from holdout_render.py.
Run from this folder: python3 render_batch62.py
"""
import os
import shutil
import tempfile
from xml.sax.saxutils import escape

from holdout_render import (FILES, check_pages, dates, linkedin, lo_page_count, oxml_element, pdf_pages, tex,
                            write_text, write_truth)

# Scratch files (the LibreOffice page check, pdflatex's run folder) go here, never to /tmp.
SCRATCH = os.environ.get("BJ62_SCRATCH", "/var/tmp/bj62")
LIBERATION = "/usr/share/fonts/truetype/liberation/"


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


def html_text(html):
    """The visible text of an HTML page (tags dropped, entities resolved, style and script skipped), for checks."""
    from html.parser import HTMLParser

    class Text(HTMLParser):
        def __init__(self):
            super().__init__(convert_charrefs=True)
            self.parts, self.skip = [], 0

        def handle_starttag(self, tag, attrs):
            if tag in ("style", "script"):
                self.skip += 1
            self.parts.append(" ")

        def handle_endtag(self, tag):
            if tag in ("style", "script"):
                self.skip -= 1
            self.parts.append(" ")

        def handle_data(self, data):
            if not self.skip:
                self.parts.append(data)

    parser = Text()
    parser.feed(html)
    return " ".join("".join(parser.parts).split())


# ---- bj1: contract ServiceNow developer (Lucan, Co. Dublin), Word CV with the contract history as a table ----------
BJ1_CONTRACTS = [  # (dates as printed, truth span, client, agency or None, place line, truth place, role, bullets)
    ("Sep 2025 – Present", ("2025-09", None, True), "Liffey Mutual Insurance DAC", "Harcourt Tech Recruitment",
     "Dublin · hybrid", "Dublin", "Senior ServiceNow Developer – HR Service Delivery",
     ["HRSD rollout to 2,400 employees: case and knowledge management, Employee Center, onboarding and "
      "offboarding lifecycle events.",
      "Workday integration through IntegrationHub spokes and a scoped app for sensitive employee-relations cases.",
      "Lead developer in a team of four; code reviews, update-set hygiene and ATF regression suites."]),
    ("Jun–Nov 2025", ("2025-06", "2025-11"), "Eblana Credit Union Services", None, "Dublin · remote", "Dublin",
     "ServiceNow Consultant (2 days a week)",
     ["Health check and clean-up of an ITSM instance after a failed upgrade; 140 customisations removed or "
      "moved to configuration.",
      "Rebuilt the major incident process in Flow Designer and trained the service desk."]),
    ("Q4 2024 – Q2 2025", ("2024-10", "2025-06"), "Fingal Logistics Group", "Pembroke IT Contracting",
     "Santry, Dublin", "Santry, Dublin", "ServiceNow Developer – ITOM Discovery & CMDB",
     ["Discovery across 3,800 servers and network devices in Ireland and the UK; MID servers, credentials and "
      "patterns.",
      "CMDB aligned to CSDM; data certification and health dashboards for the CMDB owners."]),
    ("6-month contract, 2024", ("2024", "2024"), "Tolka Energy plc", "Spire Contract Solutions",
     "Cork · mostly remote", "Cork", "ServiceNow Integration Developer",
     ["REST and SOAP integrations with SAP and Azure DevOps; MID server and scripted REST APIs.",
      "Replaced nightly CSV imports with event-driven integrations; incident assignment time down 35%."]),
    ("Mar 2023 – Dec 2023", ("2023-03", "2023-12"), "Grand Canal Payments Ltd", "Harcourt Tech Recruitment",
     "Dublin", "Dublin", "ServiceNow Developer (ITSM)",
     ["Initial 3-month contract, extended twice: incident, problem and change, service catalogue and SLAs.",
      "Built 60+ catalogue items and the change approval policy for PCI DSS audit evidence."]),
    ("Jul 2022 – Mar 2023", ("2022-07", "2023-03"), "Howth Medical Devices Ltd", "Pembroke IT Contracting",
     "Limerick · remote", "Limerick", "ServiceNow Administrator / Developer",
     ["Sole ServiceNow resource for a regulated manufacturer: upgrades (Rome to Tokyo), clones, ACLs and "
      "GxP-validated changes.",
      "Handed over to a permanent administrator with runbooks and an ATF suite."]),
]
BJ1_PERMANENT = [  # (title, employer, place, dates as printed, truth span, bullets)
    ("ServiceNow Developer", "Dalkey Digital Services Ltd", "Dublin", "Mar 2018 – Jun 2022", ("2018-03", "2022-06"),
     ["Developer at a ServiceNow partner: ITSM and HRSD implementations for eleven customers in Ireland and the UK.",
      "Built the partner's reusable onboarding app; mentored two graduate developers."]),
    ("IT Support Analyst", "Castleknock Retail Group", "Dublin", "Sep 2016 – Feb 2018", ("2016-09", "2018-02"),
     ["Second-line support for 40 stores and head office; ServiceNow fulfiller who became its part-time admin."]),
]
BJ1_SKILLS = ["ServiceNow ITSM", "HR Service Delivery (HRSD)", "Employee Center", "ITOM Discovery and Service Mapping",
              "CMDB and CSDM", "IntegrationHub and REST/SOAP APIs", "Flow Designer", "Service Portal",
              "Automated Test Framework (ATF)", "JavaScript (Glide API)", "Update sets and instance clones",
              "Agile/Scrum (Jira, Azure DevOps)"]
BJ1_CERTS = [("ServiceNow Certified System Administrator (CSA)", "2018"),
             ("ServiceNow Certified Application Developer (CAD)", "2019"),
             ("Certified Implementation Specialist – HR Service Delivery (CIS-HR)", "2023"),
             ("Certified Implementation Specialist – Discovery (CIS-Discovery)", "2024"),
             ("ITIL 4 Foundation", "2017")]


def bj1_contract_table_docx():
    from docx.enum.table import WD_TABLE_ALIGNMENT
    from docx.enum.text import WD_TAB_ALIGNMENT
    from docx.shared import Inches, Mm, Pt, RGBColor
    from holdout_render import bottom_border, new_docx

    navy, grey = RGBColor(0x1B, 0x36, 0x5D), RGBColor(0x5F, 0x63, 0x68)
    document = new_docx(author="Declan Furlong", title="Declan Furlong - ServiceNow Contractor CV",
                        page=(Mm(210), Mm(297)), margins=(Inches(0.7), Inches(0.6)), font="Calibri", size=10,
                        space_after=2)
    full = Inches(6.87)

    def run(p, text, bold=False, italic=False, size=None, color=None):
        r = p.add_run(text); r.bold = bold; r.italic = italic
        if size: r.font.size = Pt(size)
        if color is not None: r.font.color.rgb = color
        return r

    def para(text="", bold=False, italic=False, size=None, color=None, before=0, after=2, style=None, cell=None):
        p = (cell or document).add_paragraph(style=style)
        p.paragraph_format.space_before = Pt(before); p.paragraph_format.space_after = Pt(after)
        if text:
            run(p, text, bold, italic, size, color)
        return p

    def heading(text):
        p = para(text, bold=True, size=11, color=navy, before=10, after=4)
        p.paragraph_format.keep_with_next = True
        bottom_border(p, color="1B365D", size="6")

    para("Declan Furlong", bold=True, size=22, color=navy, after=0)
    para("Contract ServiceNow Developer | ITSM · HRSD · ITOM · Integrations | CSA, CAD", size=11.5, color=grey,
         after=3)
    p = para(after=2)
    run(p, "Lucan, Co. Dublin  |  086 555 0127  |  ")
    docx_hyperlink(p, "mailto:declan.furlong@example.com", "declan.furlong@example.com")
    run(p, "  |  ")
    docx_hyperlink(p, "https://www.linkedin.com/in/declanfurlong-snow", "linkedin.com/in/declanfurlong-snow")
    para("Contracting through my own limited company (Furlong ITSM Consulting Ltd) · available from 5 January 2027 · "
         "Dublin hybrid or fully remote · day rate on request", italic=True, size=9, color=grey, after=0)

    heading("PROFILE")
    para("ServiceNow developer with ten years on the platform: four as a permanent developer at a ServiceNow partner "
         "and, since 2022, six contracts for insurers, payments, energy, logistics and med-tech clients. Strongest in "
         "HR Service Delivery, ITSM and integrations; I also do Discovery and CMDB work. I pick up an instance "
         "quickly, document what I build and leave the client's own team able to run it.")

    heading("KEY SKILLS")
    para("  ·  ".join(BJ1_SKILLS))

    heading("CONTRACT HISTORY")
    widths = [Inches(1.2), Inches(1.85), Inches(3.82)]
    table = document.add_table(rows=1 + len(BJ1_CONTRACTS), cols=3)
    table.alignment = WD_TABLE_ALIGNMENT.CENTER
    table_borders(table, val="single", color="A9B4C2", size="4")
    fixed_widths(table, widths)
    for cell, text in zip(table.rows[0].cells, ("Dates", "Client via Agency", "Role and key work")):
        cell_props(cell, fill="1B365D")
        p = cell.paragraphs[0]
        p.paragraph_format.space_before = Pt(2); p.paragraph_format.space_after = Pt(2)
        run(p, text, bold=True, size=9.5, color=RGBColor(0xFF, 0xFF, 0xFF))
    header_pr = table.rows[0]._tr.get_or_add_trPr()
    header_pr.append(oxml_element("w:tblHeader"))  # the header row repeats on page 2
    for row, (when, _, client, agency, place, _, role, items) in zip(table.rows[1:], BJ1_CONTRACTS):
        row._tr.get_or_add_trPr().append(oxml_element("w:cantSplit"))
        d, c, r = row.cells
        for cell in row.cells:
            cell_props(cell, valign="top")
        p = d.paragraphs[0]
        p.paragraph_format.space_before = Pt(3)
        run(p, when, bold=True, color=navy)
        p = c.paragraphs[0]
        p.paragraph_format.space_before = Pt(3); p.paragraph_format.space_after = Pt(0)
        run(p, client, bold=True)
        para(f"via {agency}" if agency else "direct contract", cell=c, after=0)
        para(place, size=9, color=grey, cell=c, after=3)
        p = r.paragraphs[0]
        p.paragraph_format.space_before = Pt(3); p.paragraph_format.space_after = Pt(1)
        run(p, role, bold=True)
        for item in items:
            para(item, style="List Bullet", cell=r, after=1)
        r.paragraphs[-1].paragraph_format.space_after = Pt(3)

    heading("PERMANENT ROLES")
    for title, employer, place, when, _, items in BJ1_PERMANENT:
        p = para(before=4, after=0)
        p.paragraph_format.tab_stops.add_tab_stop(full, WD_TAB_ALIGNMENT.RIGHT)
        p.paragraph_format.keep_with_next = True
        run(p, title, bold=True, size=10.5)
        run(p, "\t" + when, bold=True, color=navy)
        p = para(f"{employer}, {place}", italic=True, color=grey, after=1)
        p.paragraph_format.keep_with_next = True
        for item in items:
            para(item, style="List Bullet", after=1)

    heading("EDUCATION")
    p = para(before=2, after=0)
    p.paragraph_format.tab_stops.add_tab_stop(full, WD_TAB_ALIGNMENT.RIGHT)
    run(p, "BSc (Hons) in Computing – 2.1", bold=True, size=10.5)
    run(p, "\t2012 – 2016", bold=True, color=navy)
    para("Institute of Technology Blanchardstown, Dublin", italic=True, color=grey)

    heading("CERTIFICATIONS")
    for cert, year in BJ1_CERTS:
        p = para(style="List Bullet", after=1)
        run(p, cert)
        run(p, f" – {year}", color=grey)

    heading("LANGUAGES")
    para("English (native)  ·  Irish (basic)  ·  Polish (conversational)")

    heading("ADDITIONAL")
    para("Full clean driving licence. Garda vetted (2025). References from recent clients and agencies on request.")

    name = "bj1-declan-furlong"
    path = os.path.join(FILES, name + ".docx")
    document.save(path)
    check_pages(name, lo_page_count(path, name), 2)

    write_truth(name, {
        "basics": {"name": "Declan Furlong",
                   "label": "Contract ServiceNow Developer | ITSM · HRSD · ITOM · Integrations | CSA, CAD",
                   "email": "declan.furlong@example.com", "phone": "086 555 0127",
                   "location": {"city": "Lucan", "region": "Co. Dublin"},
                   "profiles": [linkedin("declanfurlong-snow")]},
        "work": [job(role, client, where, when, span) for when, span, client, _, _, where, role, _ in BJ1_CONTRACTS]
                + [job(t, e, p, w, s) for t, e, p, w, s, _ in BJ1_PERMANENT],
        "education": [
            {"institution": "Institute of Technology Blanchardstown", "study_type": "BSc (Hons)", "area": "Computing",
             "score": "2.1", "dates": dates("2012", "2016", text="2012 – 2016")}],
        "skills": [{"name": s} for s in BJ1_SKILLS],
        "certificates": [{"name": c} for c, _ in BJ1_CERTS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Irish", "fluency": "basic"},
                      {"language": "Polish", "fluency": "conversational"}],
    })


# ---- bj2: freelance video editor (Halifax, NS), the resume page of her portfolio site as HTML ------------------------
BJ2_CLIENTS = [  # (client, place or None, role, project, dates as printed or None, truth span, bullets)
    ("Bedford Basin Credit Union", None, "Video Editor (retainer)", "member films and social content",
     "2021 – ongoing", ("2021", None, True),
     ["Cut the annual meeting film, member stories and 40–60 social videos a year from their in-house shoots.",
      "Built their caption and brand templates in Premiere Pro so the marketing team can make quick edits."]),
    ("Seaport Brewing Co.", None, "Editor & Colourist", "“Brewed by the Harbour” brand campaign",
     "Spring 2022", ("2022", "2022"),
     ["Three 30-second spots and 14 social cut-downs; graded in DaVinci Resolve for web and cinema."]),
    ("Tidewater Pictures Inc.", None, "Series Editor", "Salt & Stone (6 × 22′ documentary series)",
     "Q3 2021 – Q1 2022", ("2021-07", "2022-03"),
     ["Story-edited six episodes from 180 hours of verité and interviews, with the director, in Avid Media Composer.",
      "Delivered broadcast masters, closed captions and French subtitles; passed network QC first time."]),
    ("Fundy Light Films", "Saint John, NB", "Offline Editor", "The Long Haul (feature documentary)",
     "Mar–Jun 2020", ("2020-03", "2020-06"),
     ["Remote offline edit through the first lockdown: 94-minute festival cut from an assembly of 3½ hours."]),
    ("South Shore Tourism Partnership", None, "Editor", "destination videos for five coastal towns", None, None,
     ["Two-minute town films and vertical cut-downs, cut to licensed music, with on-screen text in EN and FR."]),
    ("Atlantic Screen Collective", None, "Assistant Editor", "three short films", None, None, []),
]
BJ2_EMPLOYED = [  # (title, employer, place, dates as printed, truth span, bullets)
    ("Assistant Editor", "Harbourlight Media Inc.", "Halifax, NS", "Jan 2015 – Aug 2017", ("2015-01", "2017-08"),
     ["Ingest, syncing, stringouts and conform for factual TV series; first editing credit on a lifestyle series."]),
    ("Production Assistant (summer contracts)", "Cabot Shore Productions", "Inverness, NS", "summers 2013–2014",
     ("2013", "2014"),
     ["Set PA, data wrangling and behind-the-scenes video on two summer shoots."]),
]
BJ2_SKILLS = ["Avid Media Composer", "Adobe Premiere Pro", "DaVinci Resolve (edit and colour)", "After Effects",
              "Story editing for documentary", "Interview and multicam cutting", "Colour grading and HDR deliverables",
              "Broadcast QC and deliverables", "Subtitles and captions (EN/FR)", "Sound editing (Pro Tools basics)"]
BJ2_CERTS = [("DaVinci Resolve 18 Certified User", "Blackmagic Design, 2023"),
             ("Avid Certified User: Media Composer", "2016")]


def bj2_portfolio_html():
    clients = ""
    for client, place, role, project, when, _, items in BJ2_CLIENTS:
        head = f'<span class="client">{escape(client)}</span>'
        if place:
            head += f' <span class="place">· {escape(place)}</span>'
        clients += (f'<article><header><h4>{head}</h4>'
                    + (f'<time>{escape(when)}</time>' if when else "") + "</header>\n"
                    f'<p class="role"><strong>{escape(role)}</strong> — {escape(project)}</p>\n')
        if items:
            clients += "<ul>" + "".join(f"<li>{escape(i)}</li>" for i in items) + "</ul>\n"
        clients += "</article>\n"
    employed = ""
    for title, employer, place, when, _, items in BJ2_EMPLOYED:
        employed += (f'<article><header><h4><span class="client">{escape(title)}</span></h4>'
                     f'<time>{escape(when)}</time></header>\n'
                     f'<p class="role">{escape(employer)}, {escape(place)}</p>\n'
                     + "<ul>" + "".join(f"<li>{escape(i)}</li>" for i in items) + "</ul>\n</article>\n")
    skills = "".join(f"<li>{escape(s)}</li>" for s in BJ2_SKILLS)
    certs = "".join(f'<li>{escape(c)} <span class="muted">({escape(n)})</span></li>' for c, n in BJ2_CERTS)
    html = f"""<!DOCTYPE html>
<html lang="en-CA">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Resume — Noémie Arsenault, Video Editor</title>
<meta name="description"
      content="Resume of Noémie Arsenault, freelance documentary editor and colourist in Halifax, Nova Scotia.">
<style>
  :root {{ --ink: #1d1f24; --muted: #6b7079; --accent: #c2410c; --line: #e4e4e7; }}
  body {{ margin: 0; font: 16px/1.55 "Helvetica Neue", Arial, sans-serif; color: var(--ink); background: #fafaf9; }}
  .site {{ display: flex; justify-content: space-between; align-items: center; padding: 18px 40px;
           border-bottom: 1px solid var(--line); background: #fff; }}
  .site .logo {{ font-weight: 700; letter-spacing: .08em; text-transform: uppercase; font-size: 14px; }}
  .site nav a {{ margin-left: 26px; color: var(--ink); text-decoration: none; font-size: 14px; }}
  .site nav a.here {{ color: var(--accent); border-bottom: 2px solid var(--accent); }}
  main {{ max-width: 860px; margin: 0 auto; padding: 36px 40px 60px; background: #fff; }}
  h1 {{ font-size: 40px; margin: 0; letter-spacing: -.01em; }}
  .label {{ font-size: 18px; color: var(--accent); margin: 4px 0 14px; }}
  ul.contact {{ list-style: none; padding: 0; margin: 0 0 8px; display: flex; flex-wrap: wrap; gap: 4px 22px;
                font-size: 14px; color: var(--muted); }}
  ul.contact a {{ color: var(--muted); }}
  .pdf {{ display: inline-block; font-size: 13px; border: 1px solid var(--ink); padding: 4px 12px; border-radius: 14px;
          text-decoration: none; color: var(--ink); }}
  h2 {{ font-size: 13px; letter-spacing: .16em; text-transform: uppercase; color: var(--muted); margin: 38px 0 10px;
        border-bottom: 1px solid var(--line); padding-bottom: 6px; }}
  h3 {{ font-size: 17px; margin: 20px 0 2px; }}
  p.note {{ margin: 0 0 10px; color: var(--muted); font-size: 14px; font-style: italic; }}
  article {{ margin: 0 0 16px; }}
  article header {{ display: flex; justify-content: space-between; align-items: baseline; gap: 16px; }}
  h4 {{ margin: 0; font-size: 16px; }}
  .place, .muted {{ color: var(--muted); font-weight: normal; }}
  time {{ color: var(--accent); font-size: 14px; white-space: nowrap; }}
  p.role {{ margin: 0; }}
  article ul {{ margin: 4px 0 0; padding-left: 20px; font-size: 15px; }}
  ul.tags {{ list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 8px; }}
  ul.tags li {{ border: 1px solid var(--line); border-radius: 14px; padding: 2px 12px; font-size: 14px; }}
  footer {{ text-align: center; color: var(--muted); font-size: 13px; padding: 26px; }}
</style>
</head>
<body>
<div class="site">
  <div class="logo">Noémie Arsenault — Editor</div>
  <nav><a href="index.html">Reel</a><a href="work.html">Work</a><a class="here" href="resume.html">Resume</a>
  <a href="contact.html">Contact</a></nav>
</div>
<main>
<h1>Noémie Arsenault</h1>
<p class="label">Freelance Video Editor &amp; Colourist — Documentary · Broadcast · Branded Content</p>
<ul class="contact">
  <li>Halifax, NS</li>
  <li>902-555-0148</li>
  <li><a href="mailto:noemie.arsenault@example.com">noemie.arsenault@example.com</a></li>
  <li><a href="https://vimeo.com/noemiearsenault">vimeo.com/noemiearsenault</a></li>
  <li><a href="https://www.linkedin.com/in/noemie-arsenault-edit">linkedin.com/in/noemie-arsenault-edit</a></li>
</ul>
<a class="pdf" href="noemie-arsenault-resume.pdf">Download PDF</a>

<h2>About</h2>
<p>I’m a bilingual (French/English) editor and colourist who has cut documentaries, factual series and brand films
since 2015, freelance since 2017. I like long-form story work best: finding the film in a hundred hours of footage
with a director, then finishing it properly – grade, captions and broadcast deliverables. Available for series,
feature docs and retainers, in Halifax or remote.</p>

<h2>Experience</h2>
<h3>Freelance · self-employed, 2017 – present</h3>
<p class="note">Selected clients and projects</p>
{clients}
<h3>Employed</h3>
{employed}
<h2>Education</h2>
<article><header><h4><span class="client">Diploma, Screen Arts</span></h4><time>2012 – 2014</time></header>
<p class="role">Nova Scotia Community College (Ivany Campus), Dartmouth, NS</p></article>

<h2>Skills</h2>
<ul class="tags">{skills}</ul>

<h2>Certifications</h2>
<ul>{certs}</ul>

<h2>Languages</h2>
<p>French – native (Acadian) · English – fluent</p>
</main>
<footer>© 2026 Noémie Arsenault · Resume last updated December 2026 · <a href="contact.html">Get in touch</a></footer>
</body>
</html>
"""
    name = "bj2-noemie-arsenault"
    write_text(name + ".html", html)
    write_truth(name, {
        "basics": {"name": "Noémie Arsenault",
                   "label": "Freelance Video Editor & Colourist — Documentary · Broadcast · Branded Content",
                   "email": "noemie.arsenault@example.com", "phone": "902-555-0148",
                   "location": {"city": "Halifax", "region": "NS"},
                   "profiles": [{"network": "Vimeo", "url": "https://vimeo.com/noemiearsenault"},
                                linkedin("noemie-arsenault-edit")]},
        "work": [job(role, client, place, when, span) for client, place, role, _, when, span, _ in BJ2_CLIENTS]
                + [job(t, e, p, w, s) for t, e, p, w, s, _ in BJ2_EMPLOYED],
        "education": [
            {"institution": "Nova Scotia Community College", "study_type": "Diploma", "area": "Screen Arts",
             "dates": dates("2012", "2014", text="2012 – 2014")}],
        "skills": [{"name": s} for s in BJ2_SKILLS],
        "certificates": [{"name": c} for c, _ in BJ2_CERTS],
        "languages": [{"language": "French", "fluency": "native"}, {"language": "English", "fluency": "fluent"}],
    })
    return html


# ---- bj3: piano teacher with four part-time posts (Dunedin, NZ), pdflatex two-column (paracol) --------------------
BJ3_CURRENT = [  # (title, employer, place, dates as printed, truth span, bullets)
    ("Itinerant Piano & Keyboard Teacher (0.4 FTE)", "Taieri Schools Music Trust", "Mosgiel", "Feb 2021 – present",
     ("2021-02", None, True),
     ["Weekly lessons for 34 students at four primary and intermediate schools; end-of-term concerts.",
      "Prepare students for Trinity and ABRSM exams (100% pass rate in 2025, 11 distinctions)."]),
    ("Staff Accompanist (casual)", "Moray Place School of Music", "Dunedin", "2021 – ongoing", ("2021", None, True),
     ["Accompany instrumental and singing exams, NCEA performance assessments and the winter recital series."]),
    ("Director of Music (part-time)", "Knoxfield Union Parish", "Dunedin", "Mar 2019 – present",
     ("2019-03", None, True),
     ["Play for Sunday services, weddings and funerals; rehearse a choir of 18 and plan the music for the year."]),
    ("Piano Teacher (self-employed)", "Lockwood Piano Studio", "Roslyn, Dunedin", "2016 – present",
     ("2016", None, True),
     ["Private studio of 26 students aged 5 to 72; timetables, invoicing in Xero and two studio concerts a year."]),
]
BJ3_OTHER = [
    ("Rehearsal Pianist (production contract)", "Harbourside Musical Theatre Inc.", "Port Chalmers", "Spring 2022",
     ("2022", "2022"),
     ["Nine weeks of rehearsals and the band book for a community production of a musical."]),
    ("Packhouse Hand (seasonal)", "Millers Flat Cherry Co.", "Roxburgh", "summers 2018–2020", ("2018", "2020"),
     ["Grading and packing cherries for export over three summer seasons, in the school holidays."]),
    ("Music Teacher (fixed-term, maternity cover)", "Ross Creek College", "Dunedin", "Terms 2–4, 2016",
     ("2016", "2016"),
     ["Years 9–13 classroom music and NCEA Level 1–3 performance and composition."]),
]
BJ3_SKILLS = ["Piano and keyboard teaching, age 5 to adult", "Trinity and ABRSM exam preparation",
              "NCEA Music performance and composition", "Accompanying exams, competitions and choirs",
              "Sight-reading and transposition", "Choir training", "Sibelius and MuseScore",
              "Running a studio: timetables and invoicing (Xero)"]
BJ3_CERTS = [("LTCL Piano Teaching", "Trinity College London, 2019"),
             ("ATCL Piano Recital", "Trinity College London, 2012"),
             ("IRMT Registered Music Teacher", "since 2017"),
             ("Full Practising Certificate", "Teaching Council of Aotearoa New Zealand"),
             ("Workplace First Aid", "St John, 2025")]


def bj3_paracol_pdflatex():
    from holdout_render import pdflatex

    def entries(rows):
        out = ""
        for title, employer, place, when, _, items in rows:
            out += (f"\\entry{{{tex(title)}}}{{{tex(when)}}}{{{tex(employer)}, {tex(place)}}}\n")
            if items:
                out += "\\begin{itemize}\n" + "".join(f"  \\item {tex(i)}\n" for i in items) + "\\end{itemize}\n"
        return out

    skills = "".join(f"  \\item {tex(s)}\n" for s in BJ3_SKILLS)
    certs = "".join(f"\\textbf{{{tex(c)}}}\\\\{{\\footnotesize\\color{{muted}}{tex(n)}}}\\par\\smallskip\n"
                    for c, n in BJ3_CERTS)
    source = r"""\documentclass[10pt,a4paper]{article}
\usepackage[T1]{fontenc}
\usepackage[utf8]{inputenc}
\usepackage[scaled=0.92]{helvet}
\renewcommand{\familydefault}{\sfdefault}
\usepackage[margin=13mm,top=12mm,bottom=11mm]{geometry}
\usepackage{xcolor}
\usepackage{paracol}
\usepackage{enumitem}
\usepackage[hidelinks]{hyperref}
\hypersetup{pdftitle={Hana Lockwood - CV}, pdfauthor={Hana Lockwood}}
\definecolor{plum}{HTML}{5B2A6E}
\definecolor{muted}{HTML}{666666}
\definecolor{side}{HTML}{F1ECF4}
\pagestyle{empty}
\setlength{\parindent}{0pt}
\hyphenpenalty=10000 \exhyphenpenalty=10000
\setlist[itemize]{leftmargin=3.2mm, itemsep=0.6pt, topsep=1pt, parsep=0pt, label=\textbullet}
\newcommand{\sect}[1]{\par\vspace{5pt}{\color{plum}\bfseries\large #1}\par\vspace{-3pt}%
  {\color{plum}\rule{\linewidth}{0.6pt}}\par\vspace{2pt}}
\newcommand{\sidesect}[1]{\par\vspace{6pt}{\color{plum}\bfseries #1}\par\vspace{2pt}}
\newcommand{\entry}[3]{\par\vspace{3pt}{\bfseries #1}\hfill{\color{plum}\bfseries #2}\par{\itshape\color{muted}#3}\par}
\columnratio{0.30}
\setlength{\columnsep}{7mm}
\begin{document}
{\color{plum}\fontsize{24}{28}\selectfont\bfseries Hana Lockwood}\par\vspace{2pt}
{\large Piano Teacher · Accompanist · Church Musician}\par\vspace{3pt}
{\small Roslyn, Dunedin \quad|\quad 027 555 0142 \quad|\quad
  \href{mailto:hana.lockwood.music@example.com}{hana.lockwood.music@example.com}}\par
\vspace{3pt}{\color{plum}\rule{\linewidth}{1.2pt}}\par\vspace{2pt}
\backgroundcolor{c[0](4pt,0pt)}{side}
\vspace{4pt}
\begin{paracol}{2}
\small\raggedright
\sidesect{SKILLS}
\begin{itemize}
""" + skills + r"""\end{itemize}
\sidesect{CERTIFICATES}
""" + certs + r"""\sidesect{LANGUAGES}
English -- native\par
German -- Intermediate (B1)\par
\sidesect{REFEREES}
Available on request -- a school principal, the parish council chair and a studio parent.\par
\switchcolumn
\sect{PROFILE}
Pianist and music teacher with ten years of teaching. I work a portfolio of part-time posts -- itinerant teaching,
accompanying, a church music post and my own studio -- and fit seasonal and production work around them. Looking for
a permanent part-time (0.6--0.8 FTE) music teaching post in Dunedin or on the Taieri from Term 1, 2027.
\sect{CURRENT ROLES \normalsize\mdseries\color{muted}(held at the same time)}
""" + entries(BJ3_CURRENT) + r"""\sect{SEASONAL, PROJECT \& EARLIER WORK}
""" + entries(BJ3_OTHER) + r"""\sect{EDUCATION}
\entry{Graduate Diploma in Secondary Teaching}{2015}{University of Otago, Dunedin}
\entry{Bachelor of Music in Piano Performance}{2011 -- 2014}{University of Otago, Dunedin}
\end{paracol}
\end{document}
"""
    name = "bj3-hana-lockwood"
    pdflatex(source, name)
    check_pages(name, pdf_pages(os.path.join(FILES, name + ".pdf")), 1)
    write_truth(name, {
        "basics": {"name": "Hana Lockwood", "label": "Piano Teacher · Accompanist · Church Musician",
                   "email": "hana.lockwood.music@example.com", "phone": "027 555 0142",
                   "location": {"city": "Dunedin"}},
        "work": [job(t, e, p, w, s) for t, e, p, w, s, _ in BJ3_CURRENT + BJ3_OTHER],
        "education": [
            {"institution": "University of Otago", "study_type": "Graduate Diploma", "area": "Secondary Teaching",
             "dates": dates(None, "2015", text="2015")},
            {"institution": "University of Otago", "study_type": "Bachelor of Music", "area": "Piano Performance",
             "dates": dates("2011", "2014", text="2011 – 2014")}],
        "skills": [{"name": s} for s in BJ3_SKILLS],
        "certificates": [{"name": c} for c, _ in BJ3_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "German", "fluency": "Intermediate (B1)"}],
    })


# ---- bj4: regulatory affairs returner (Wokingham, UK), PyMuPDF Story ------------------------------------------------
BJ4_JOBS = [  # (title, employer, place, dates as printed, truth span or None for the break, note, bullets)
    ("Regulatory Affairs Specialist (part-time, 3 days a week)", "Kennet Medical Technologies plc", "Reading",
     "Sep 2024 – present", ("2024-09", None, True), None,
     ["Own the technical documentation for two class IIa infusion product families under EU MDR and UKCA.",
      "Prepared the response to 46 notified body questions on the clinical evaluation; certificate issued in "
      "March 2026 with no further rounds.",
      "Regulatory assessment of design changes and labelling; MHRA registrations and vigilance reports."]),
    ("Regulatory Affairs Returner (16-week paid returnship)", "Kennet Medical Technologies plc", "Reading",
     "May–Aug 2024", ("2024-05", "2024-08"), None,
     ["Joined the company's first returner programme with a mentor and a project: a gap analysis of 14 legacy "
      "technical files against MDR Annex II.",
      "Offered a permanent part-time role at the end of the programme."]),
    ("Career break – caring for family", None, None, "2019 – 2023", None,
     "Full-time carer for my father through his illness, and at home with our two young children.",
     ["Kept up to date through RAPS and TOPRA webinars and a postgraduate certificate (see Education)."]),
    ("Treasurer (volunteer)", "Woosehill Community Pre-school", "Wokingham", "2021 – 2023", ("2021", "2023"), None,
     ["Budget, fees and payroll for a charity pre-school of 40 families; prepared the accounts for the annual "
      "independent examination."]),
    ("Senior Regulatory Affairs Officer", "Caversham Orthopaedics Ltd", "Reading", "Mar 2015 – Jun 2019",
     ("2015-03", "2019-06"), None,
     ["Led CE marking submissions for class IIb and III orthopaedic implants; first MDR transition plan.",
      "Supported two notified body audits and an FDA 510(k) for a bone screw system; line-managed one officer."]),
    ("Regulatory Affairs Officer", "Solent Surgical Instruments Ltd", "Southampton", "Sep 2011 – Feb 2015",
     ("2011-09", "2015-02"), None,
     ["Technical files, declarations of conformity and labelling reviews for reusable surgical instruments."]),
]
BJ4_SKILLS = ["EU MDR and UK MDR technical documentation", "UKCA and CE marking", "Clinical evaluation reports",
              "Risk management (ISO 14971)", "Quality systems (ISO 13485)", "Labelling and IFU review",
              "Notified body and MHRA correspondence", "Change assessment and regulatory strategy"]
BJ4_CERTS = [("Regulatory Affairs Certification – Devices (RAC-Devices)", "RAPS, 2018"),
             ("ISO 13485:2016 Internal Auditor", "2024"),
             ("ISO 14971 Risk Management for Medical Devices", "2023")]


def bj4_pymupdf_pages():
    import pymupdf
    from holdout_render import pymupdf_dejavu

    width, height = pymupdf.paper_size("a4")
    left, right, top, bottom = 50, width - 50, 46, height - 46
    ink, teal, grey, tint = (0.13, 0.13, 0.13), (0.06, 0.32, 0.34), (0.36, 0.36, 0.36), (0.90, 0.945, 0.945)
    doc = pymupdf.open()
    state = {"page": None, "y": 0.0, "fonts": {}}

    def new_page():
        page = doc.new_page(width=width, height=height)
        state["fonts"] = pymupdf_dejavu(page, {"dv": "", "dvb": "B", "dvi": "I"})
        state["page"], state["y"] = page, top

    def ensure(needed):
        if state["y"] + needed > bottom:
            new_page()

    def wrap(text, font, size, room):
        """Greedy word wrap measured with the font itself."""
        measure = state["fonts"][font].text_length
        lines, current = [], ""
        for word in text.split(" "):
            trial = f"{current} {word}" if current else word
            if current and measure(trial, fontsize=size) > room:
                lines.append(current)
                current = word
            else:
                current = trial
        return lines + [current]

    def para(text, font="dv", size=9, color=ink, x=left, room=None, lead=1.38, after=2.5, bullet=False):
        room = room or (right - x)
        indent = 10 if bullet else 0
        lines = wrap(text, font, size, room - indent)
        for i, line in enumerate(lines):
            ensure(size * lead)
            base = state["y"] + size
            if bullet and i == 0:
                state["page"].insert_text((x + 2, base), "•", fontname="dv", fontsize=size, color=teal)
            state["page"].insert_text((x + indent, base), line, fontname=font, fontsize=size, color=color)
            state["y"] += size * lead
        state["y"] += after

    def heading(text):
        state["y"] += 7
        ensure(40)
        para(text, "dvb", 10.5, teal, after=0)
        state["page"].draw_line((left, state["y"] + 0.5), (right, state["y"] + 0.5), color=teal, width=0.9)
        state["y"] += 4

    new_page()
    para("Rachel Ashdown", "dvb", 21, teal, after=1)
    para("Regulatory Affairs Specialist (Medical Devices) | Returning after a career break", "dv", 10.5, teal,
         after=2)
    para("Wokingham, Berkshire  |  07700 900652  |  rachel.ashdown@example.com  |  linkedin.com/in/rachelashdown-ra",
         "dv", 8.3, grey, after=8)

    # the shaded "my career break" box: measured first, then drawn, then filled in
    box_text = ("From 2019 to 2023 I took a career break to care for my father and our young family. I came back "
                "through a paid returnship in 2024, now work three days a week in regulatory affairs and am ready "
                "for a full-time role again.")
    box_lines = wrap(box_text, "dv", 9, right - left - 16)
    box_h = 8 + 9 * 1.38 + len(box_lines) * 9 * 1.38 + 6
    state["page"].draw_rect(pymupdf.Rect(left, state["y"], right, state["y"] + box_h), color=None, fill=tint)
    state["y"] += 8
    para("MY CAREER BREAK", "dvb", 8.6, teal, x=left + 8, room=right - left - 16, after=1)
    para(box_text, x=left + 8, room=right - left - 16, after=0)
    state["y"] += 6

    heading("PROFILE")
    para("Medical device regulatory affairs specialist with eleven years in the field: EU MDR and UKCA technical "
         "documentation, notified body submissions and labelling for class IIa to III devices (orthopaedic implants, "
         "surgical instruments and infusion products). Calm, organised and at my best turning a messy technical "
         "file into one a notified body can sign off.")

    heading("KEY SKILLS")
    half = (len(BJ4_SKILLS) + 1) // 2
    start_y = state["y"]
    column_w = (right - left) / 2
    for column, items in enumerate((BJ4_SKILLS[:half], BJ4_SKILLS[half:])):
        state["y"] = start_y
        for item in items:
            para(item, x=left + column * column_w, room=column_w - 8, after=1, bullet=True)
    state["y"] = start_y + half * (9 * 1.38 + 1)

    def head(*parts):
        para("  |  ".join(part for part in parts if part), "dvb", 9.4, ink, after=1)

    heading("EXPERIENCE")
    for title, employer, place, when, _, note, items in BJ4_JOBS:
        state["y"] += 4
        ensure(40)
        head(title, f"{employer}, {place}" if employer else None, when)
        if note:
            para(note, "dvi", 9, grey, after=1)
        for item in items:
            para(item, after=1, bullet=True)

    heading("EDUCATION")
    head("PgCert Medical Technology Regulatory Affairs (part-time, online)", "Cranfield University",
         "Sept 2023 – Mar 2024")
    para("Modules in EU MDR/IVDR, clinical evaluation and post-market surveillance; taken during my career break.",
         after=4)
    head("BSc (Hons) Biomedical Science – 2:1", "University of Southampton", "2008 – 2011")

    heading("CERTIFICATIONS")
    for cert, note in BJ4_CERTS:
        para(f"{cert} – {note}", after=1, bullet=True)

    heading("LANGUAGES")
    para("English – native;  French – conversational (lived in Lyon for a year)")

    heading("INTERESTS")
    para("Choir (alto), open-water swimming, and the pre-school's summer fair committee.")

    name = "bj4-rachel-ashdown"
    path = os.path.join(FILES, name + ".pdf")
    doc.set_metadata({"title": "Rachel Ashdown CV", "author": "Rachel Ashdown", "creator": "PyMuPDF",
                      "producer": f"PyMuPDF {pymupdf.VersionBind}"})
    doc.subset_fonts()
    doc.save(path, garbage=3, deflate=True)
    doc.close()
    check_pages(name, pdf_pages(path), 2)

    write_truth(name, {
        "basics": {"name": "Rachel Ashdown",
                   "label": "Regulatory Affairs Specialist (Medical Devices) | Returning after a career break",
                   "email": "rachel.ashdown@example.com", "phone": "07700 900652",
                   "location": {"city": "Wokingham", "region": "Berkshire"},
                   "profiles": [linkedin("rachelashdown-ra")]},
        "work": [job(t, e, p, w, s) for t, e, p, w, s, _, _ in BJ4_JOBS if e],  # the career break is no job
        "education": [
            {"institution": "Cranfield University", "study_type": "PgCert",
             "area": "Medical Technology Regulatory Affairs",
             "dates": dates("2023-09", "2024-03", text="Sept 2023 – Mar 2024")},
            {"institution": "University of Southampton", "study_type": "BSc (Hons)", "area": "Biomedical Science",
             "score": "2:1", "dates": dates("2008", "2011", text="2008 – 2011")}],
        "skills": [{"name": s} for s in BJ4_SKILLS],
        "certificates": [{"name": c} for c, _ in BJ4_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "French", "fluency": "conversational"}],
    })


# ---- bj5: sole-trader tiler (Wollongong NSW), fpdf2 on his business letterhead --------------------------------------
BJ5_JOBS = [  # (title, employer as printed, truth employer, place, dates as printed, truth span, bullets)
    ("Owner/Operator", "Trimboli Tiling & Waterproofing (sole trader)", "Trimboli Tiling & Waterproofing",
     "Wollongong NSW", "Jul 2019 – present", ("2019-07", None, True),
     ["Quote, schedule and complete 60–80 jobs a year for homeowners, builders and strata managers across the "
      "Illawarra and Southern Highlands.",
      "Bathroom, laundry and kitchen tiling, waterproofing to AS 3740, balconies, pool surrounds and large-format "
      "floors; one apprentice and a casual labourer.",
      "4.9 stars from 110+ Google reviews; most of my work comes from repeat builders and referrals."]),
    ("Tiler (subcontractor)", "Illawarra Bathroom Renovations Pty Ltd", "Illawarra Bathroom Renovations Pty Ltd",
     "Wollongong NSW", "Mar–Jun 2020", ("2020-03", "2020-06"),
     ["Subcontract tiling on their renovation jobs while my own bookings dropped during COVID."]),
    ("Tiler", "Coastal Tile Co.", "Coastal Tile Co.", "Shellharbour NSW", "2014 – 2019", ("2014", "2019"),
     ["Residential and commercial tiling; ran jobs on my own from 2016, including two aged-care fit-outs."]),
    ("Apprentice Wall & Floor Tiler", "Kiama Tile & Stone", "Kiama Tile & Stone", "Kiama NSW", "2010 – 2014",
     ("2010", "2014"),
     ["Four-year apprenticeship: set-out, screeding, cutting and laying tile and stone, grouting and sealing."]),
]
BJ5_PROJECTS = [("2025", "Two ensuite and main bathroom renovations (builder client)", "Thirroul", "$38k"),
                ("2025", "Pool surround, 95 m² porcelain pavers", "Kiama Downs", "$21k"),
                ("2024", "Strata balcony re-waterproofing, 12 units", "North Wollongong", "$64k"),
                ("2024", "Large-format kitchen and living floor, 1200 × 600", "Bowral", "$17k")]
BJ5_SKILLS = ["Floor and wall tiling: ceramic, porcelain, natural stone", "Large-format tiles (1200 × 600 and up)",
              "Wet area waterproofing to AS 3740", "Screeds, falls and levelling", "Bathroom and laundry renovations",
              "Mosaics and feature walls", "Quoting, invoicing and scheduling (Tradify, Xero)",
              "Working with builders, strata managers and homeowners"]
BJ5_CERTS = ["NSW Contractor Licence – Wall and Floor Tiling, Waterproofing", "White Card (General Construction "
             "Induction)", "Working at Heights", "Silica Awareness Training"]


def bj5_fpdf_letterhead():
    from fpdf import FPDF

    pdf = FPDF(format="A4", unit="mm")
    pdf.set_auto_page_break(False)
    pdf.set_margins(16, 12, 16)
    for style, file in (("", "LiberationSans-Regular.ttf"), ("B", "LiberationSans-Bold.ttf"),
                        ("I", "LiberationSans-Italic.ttf")):
        pdf.add_font("LS", style, LIBERATION + file)
    pdf.set_title("Luca Trimboli - Resume")
    pdf.set_author("Trimboli Tiling & Waterproofing")
    pdf.add_page()
    width = 210 - 32
    charcoal, orange, grey = (45, 49, 54), (214, 110, 36), (100, 100, 100)

    # the business letterhead band
    pdf.set_fill_color(*charcoal)
    pdf.rect(0, 0, 210, 30, style="F")
    pdf.set_fill_color(*orange)
    pdf.rect(0, 30, 210, 1.6, style="F")
    pdf.set_text_color(255, 255, 255)
    pdf.set_xy(16, 8)
    pdf.set_font("LS", "B", 19)
    pdf.cell(120, 9, "TRIMBOLI TILING & WATERPROOFING")
    pdf.set_xy(16, 18)
    pdf.set_font("LS", "", 9)
    pdf.cell(120, 5, "Wall & floor tiling · Waterproofing · Bathroom renovations")
    pdf.set_font("LS", "", 8.5)
    pdf.set_xy(130, 10)
    pdf.cell(64, 5, "ABN 48 617 203 955", align="R")
    pdf.set_xy(130, 15.5)
    pdf.cell(64, 5, "NSW Contractor Licence 318874C", align="R")

    pdf.set_text_color(*charcoal)
    pdf.set_xy(16, 37)
    pdf.set_font("LS", "B", 8.5)
    pdf.set_text_color(*orange)
    pdf.cell(width, 4, "RESUME")
    pdf.set_text_color(*charcoal)
    pdf.set_xy(16, 41.5)
    pdf.set_font("LS", "B", 17)
    pdf.cell(width, 8, "Luca Trimboli")
    pdf.set_xy(16, 49.5)
    pdf.set_font("LS", "", 10.5)
    pdf.cell(width, 5, "Owner/Operator · Licensed Wall & Floor Tiler · Waterproofer")
    pdf.set_xy(16, 55.5)
    pdf.set_font("LS", "", 9)
    pdf.set_text_color(*grey)
    pdf.cell(width, 5, "Corrimal, Wollongong NSW 2518   ·   0491 573 770   ·   trimbolitiling@example.com")
    pdf.ln(7)

    def heading(text, x=16, w=width):
        pdf.ln(2)
        pdf.set_font("LS", "B", 10)
        pdf.set_text_color(*orange)
        pdf.set_x(x)
        pdf.cell(w, 5, text, new_x="LEFT", new_y="NEXT")
        y = pdf.get_y()
        pdf.set_draw_color(*orange)
        pdf.set_line_width(0.3)
        pdf.line(x, y, x + w, y)
        pdf.ln(1.1)
        pdf.set_text_color(*charcoal)

    def text(value, size=9, style="", color=None, x=16, w=width, h=4.1, align="L"):
        pdf.set_font("LS", style, size)
        pdf.set_text_color(*(color or charcoal))
        pdf.set_x(x)
        pdf.multi_cell(w, h, value, align=align, new_x="LEFT", new_y="NEXT")

    def bullet(value, x=16, w=width, h=4.1):
        pdf.set_font("LS", "", 9)
        pdf.set_text_color(*charcoal)
        pdf.set_x(x + 2)
        pdf.cell(3.5, h, "•")
        pdf.multi_cell(w - 5.5, h, value, align="L", new_x="LEFT", new_y="NEXT")
        pdf.set_x(x)

    heading("ABOUT")
    text("Licensed wall and floor tiler and waterproofer with 16 years on the tools: a four-year apprenticeship, five "
         "years with a Shellharbour tiling company and, since 2019, my own business. I'm looking to step back from "
         "running the business and join a builder or renovation company as a lead tiler or site foreman.", align="J")

    heading("WORK HISTORY")
    for title, printed, _, place, when, _, items in BJ5_JOBS:
        pdf.ln(0.6)
        pdf.set_x(16)
        pdf.set_font("LS", "B", 10)
        pdf.set_text_color(*charcoal)
        pdf.cell(width - 45, 4.8, title)
        pdf.set_text_color(*orange)
        pdf.cell(45, 4.8, when, align="R", new_x="LMARGIN", new_y="NEXT")
        text(f"{printed} – {place}", size=9, style="I", color=grey)
        for item in items:
            bullet(item)

    heading("RECENT JOBS (my business)")
    pdf.set_font("LS", "B", 8.5)
    pdf.set_fill_color(240, 236, 232)
    columns = (14, 104, 38, 22)
    pdf.set_x(16)
    for w, label in zip(columns, ("Year", "Job", "Suburb", "Value")):
        pdf.cell(w, 4.8, label, fill=True)
    pdf.ln(4.8)
    pdf.set_font("LS", "", 8.5)
    for row in BJ5_PROJECTS:
        pdf.set_x(16)
        for w, value in zip(columns, row):
            pdf.cell(w, 4.4, value)
        pdf.ln(4.4)

    heading("QUALIFICATIONS")
    for qualification, school, when in (
            ("CPC31011 Certificate III in Wall and Floor Tiling", "TAFE NSW Wollongong (apprenticeship)",
             "2010 – 2014"),
            ("CPC31420 Certificate III in Construction Waterproofing", "TAFE NSW", "2021")):
        pdf.set_x(16)
        pdf.set_font("LS", "B", 9)
        pdf.set_text_color(*charcoal)
        pdf.cell(width - 30, 4.5, qualification)
        pdf.set_text_color(*orange)
        pdf.cell(30, 4.5, when, align="R", new_x="LMARGIN", new_y="NEXT")
        text(school, size=8.8, style="I", color=grey)

    # two columns: licences, insurance and languages at the left, skills at the right
    top = pdf.get_y()
    left_x, left_w, right_x, right_w = 16, 84, 106, 88
    heading("LICENCES & TICKETS", left_x, left_w)
    for cert in BJ5_CERTS:
        bullet(cert + (" (No. 318874C)" if cert.startswith("NSW Contractor") else ""), left_x, left_w)
    text("Driver licence (C), own ute and trailer", x=left_x, w=left_w)
    text("Insurance: public liability $20 million", x=left_x, w=left_w)
    heading("LANGUAGES", left_x, left_w)
    text("English (native)  ·  Italian (conversational)", x=left_x, w=left_w)
    left_end = pdf.get_y()
    pdf.set_y(top)
    heading("SKILLS", right_x, right_w)
    for item in BJ5_SKILLS:
        bullet(item, right_x, right_w)
    pdf.set_y(max(left_end, pdf.get_y()))

    heading("REFEREES")
    text("Michelle Baratta – Site Supervisor, Illawarra Bathroom Renovations – 0491 570 158", size=9)
    text("Greg Lowry – Builder, Lowry Constructions – 0491 570 156", size=9)

    name = "bj5-luca-trimboli"
    path = os.path.join(FILES, name + ".pdf")
    assert pdf.get_y() < 287, f"{name}: the page overflows ({pdf.get_y():.1f} mm)"
    pdf.output(path)
    check_pages(name, pdf_pages(path), 1)

    write_truth(name, {
        "basics": {"name": "Luca Trimboli", "label": "Owner/Operator · Licensed Wall & Floor Tiler · Waterproofer",
                   "email": "trimbolitiling@example.com", "phone": "0491 573 770",
                   "location": {"city": "Wollongong", "region": "NSW"}},
        "work": [job(t, e, p, w, s) for t, _, e, p, w, s, _ in BJ5_JOBS],
        "education": [
            {"institution": "TAFE NSW", "study_type": "Certificate III", "area": "Wall and Floor Tiling",
             "dates": dates("2010", "2014", text="2010 – 2014")},
            {"institution": "TAFE NSW", "study_type": "Certificate III", "area": "Construction Waterproofing",
             "dates": dates(None, "2021", text="2021")}],
        "skills": [{"name": s} for s in BJ5_SKILLS],
        "certificates": [{"name": c} for c in BJ5_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Italian", "fluency": "conversational"}],
    })


# ---- bj6: rideshare, delivery and TaskRabbit gig worker (Charlotte, NC), a plain-text resume -------------------------
BJ6_GIGS = [  # (role, platform, dates as printed, truth span, bullets)
    ("Rideshare Driver", "Uber & Lyft", "2021 - ongoing", ("2021", None, True),
     ["4.97★ on Uber (5,900+ trips) and 4.9 on Lyft (1,150+ rides)",
      "Airport, late-night and event runs; zero accidents, zero complaints escalated",
      "Uber Pro Diamond status in 2024 and 2025"]),
    ("Tasker", "TaskRabbit", "Spring 2022 - present", ("2022", None, True),
     ["Furniture assembly, TV and shelf mounting, moving help and small repairs",
      "Elite Tasker; 4.9/5 from 312 reviews; 540+ tasks completed; 38% repeat clients"]),
    ("Dasher", "DoorDash", "Mar 2020 - present", ("2020-03", None, True),
     ["3,200+ deliveries; 4.9 customer rating; 97% completion rate; Top Dasher most months"]),
    ("Data Entry / Virtual Assistant", "Upwork", "Q3 2021 - Q1 2022", ("2021-07", "2022-03"),
     ["Top Rated; 100% Job Success; 37 hourly and fixed-price jobs for small US businesses",
      "Product listings, CRM clean-up, invoices and inbox management (Excel, Google Sheets, Shopify)"]),
    ("Full-Service Shopper", "Instacart", "Apr-Aug 2020", ("2020-04", "2020-08"),
     ["Grocery shopping and delivery through the first months of COVID; 700+ batches"]),
]
BJ6_JOBS = [  # (title, employer, place, dates as printed, truth span, remark, bullets)
    ("Shift Manager", "Eastway Wings & Grill", "Charlotte, NC", "2017 - 2020", ("2017", "2020"),
     " (store closed March 2020)",
     ["Ran night shifts of 6-8 people, cash-out and closing, food safety checks",
      "Trained new hires; started as a cook and cashier in 2017"]),
    ("Seasonal Package Handler", "Piedmont Parcel Hub", "Charlotte, NC", "holiday seasons 2015 & 2016",
     ("2015", "2016"), "",
     ["Loading and unloading trailers on peak-season night shifts"]),
]
BJ6_SKILLS = ["Customer service", "Safe driving (clean MVR)", "Navigation and route planning",
              "Managing several apps and schedules at once", "Furniture assembly (IKEA, Wayfair, Amazon)",
              "TV and shelf mounting", "Basic handyman repairs", "Moving and heavy lifting",
              "Data entry (Excel, Google Sheets)", "Bilingual customer service (English/Spanish)"]
BJ6_CERTS = [("ServSafe Food Handler", "2023"), ("OSHA 10-Hour General Industry", "2022")]


def bj6_notes_text():
    lines = [
        "BRANDON ESPINOZA",
        "Independent Contractor | Rideshare, Delivery & Handyman Tasks",
        "Charlotte, NC 28212 | (704) 555-0162 | b.espinoza.works@example.com",
        "",
        "ABOUT ME",
        "Reliable, friendly and always on time. For the last 6 years I have worked for myself on the apps - driving, "
        "delivering and doing handyman tasks - usually 3 at once, 50+ hours a week. I keep my ratings high and my "
        "customers come back. Now looking for a full-time job with benefits: delivery driver, route driver, "
        "installer or field service.",
        "",
        "GIG WORK (1099 / INDEPENDENT CONTRACTOR)",
        "",
    ]
    for role, platform, when, _, items in BJ6_GIGS:
        lines.append(f"{role} - {platform} | {when}")
        lines += [f"* {i}" for i in items] + [""]
    lines += ["JOBS BEFORE GIG WORK", ""]
    for title, employer, place, when, _, remark, items in BJ6_JOBS:
        lines.append(f"{title} - {employer}, {place} | {when}{remark}")
        lines += [f"* {i}" for i in items] + [""]
    lines += [
        "BADGES & RATINGS",
        "Uber Pro Diamond (2024, 2025) | TaskRabbit Elite Tasker | DoorDash Top Dasher | Upwork Top Rated",
        "",
        "EDUCATION",
        "High School Diploma - Sugar Creek High School, Charlotte, NC (2015)",
        "Business Administration (AAS) - Central Piedmont Community College | 2016-2017 | 30 credits, did not finish",
        "",
        "CERTIFICATIONS",
    ]
    lines += [f"* {c} ({y})" for c, y in BJ6_CERTS]
    lines += ["", "SKILLS"]
    lines += [f"* {s}" for s in BJ6_SKILLS]
    lines += [
        "",
        "LANGUAGES",
        "English (native), Spanish (conversational)",
        "",
        "VEHICLE",
        "2020 Toyota Camry Hybrid, rideshare insurance, clean driving record. NC Class C license.",
        "",
        "AVAILABILITY",
        "Can start in 2 weeks. Days, nights and weekends.",
        "",
    ]
    name = "bj6-brandon-espinoza"
    write_text(name + ".txt", "\n".join(lines))
    write_truth(name, {
        "basics": {"name": "Brandon Espinoza",
                   "label": "Independent Contractor | Rideshare, Delivery & Handyman Tasks",
                   "email": "b.espinoza.works@example.com", "phone": "(704) 555-0162",
                   "location": {"city": "Charlotte", "region": "NC"}},
        "work": [job(r, p, None, w, s) for r, p, w, s, _ in BJ6_GIGS]
                + [job(t, e, p, w, s) for t, e, p, w, s, _, _ in BJ6_JOBS],
        "education": [
            {"institution": "Sugar Creek High School", "study_type": "High School Diploma",
             "dates": dates(None, "2015", text="2015")},
            {"institution": "Central Piedmont Community College", "study_type": "AAS",
             "area": "Business Administration", "dates": dates("2016", "2017", text="2016-2017")}],
        "skills": [{"name": s} for s in BJ6_SKILLS],
        "certificates": [{"name": c} for c, _ in BJ6_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Spanish", "fluency": "conversational"}],
    })


if __name__ == "__main__":
    made_scratch = not os.path.isdir(SCRATCH)
    os.makedirs(SCRATCH, exist_ok=True)
    tempfile.tempdir = SCRATCH
    os.environ["TMPDIR"] = SCRATCH
    try:
        bj1_contract_table_docx()
        bj2_portfolio_html()
        bj3_paracol_pdflatex()
        bj4_pymupdf_pages()
        bj5_fpdf_letterhead()
        bj6_notes_text()
    finally:
        tempfile.tempdir = None
        if made_scratch:
            shutil.rmtree(SCRATCH, ignore_errors=True)
