#!/usr/bin/env python3
r"""Renders the sixty-eighth held-out batch (bp1–bp6) into files/ and its truth into truth/.

Written without reading the parser (nor anything under /work/main/Sources, Tests, docs, Benchmarks, .build or output,
nor anything under /tmp or /var/tmp other than this batch's own scratch folder: one listing of /var/tmp filtered to the
name "bp68", to make sure the scratch folder did not exist yet, printed a count of 0); no project binary (mm-*), swift
or git command was run, and the search tools were not used on this project. The only project files read were
holdout_render.py in full, render_batch55.py in full (for the conventions, the truth shape and the decisions it
records), the docstring openings (first 40 lines only) of render_batch56.py to render_batch67.py (for the
occupations, countries and producers already used) and three truth files, whole: ba1-stuart-kettlewell.json (batch
53's UK contract network and security engineer: short contracts written with the client as the employer, a
LinkedIn profile, vendor certifications by name only, "BSc (Hons)" with "2:1" as "score"), az6-tolulope-adebanjo.json
(batch 52's Lagos SRE: a GitHub profile written {"network": "GitHub", "url": "https://github.com/..."}, grouped tool
skills one item each, CKA / AWS / Terraform certificates by name) and at5-agnieszka-dabrowska.json (batch 46's Kraków
GIS lead: a printed country as "country_code", an engineer's and a master's degree with grades as "score", CEFR levels
as the fluency). files/ and truth/ were listed only to make sure no bp* file existed (each listing filtered to "bp"
and counted: 0 and 0; truth/ once more filtered to the three names above). render_batch69.py and its files, written at
the same time by another helper, were neither opened nor touched. Nothing else in the project was read. The helpers
job, docx_hyperlink, table_borders, cell_props and fixed_widths are copied as batch 55 wrote them; profile,
repeat_header_row, cant_split and docx_page_footer are written for this batch; the rest comes from holdout_render.py.
Scratch files (the LibreOffice conversion and page check, pdflatex's run folder, the Chromium profile and print) go to
/var/tmp/bp68 (tempfile.tempdir and TMPDIR point there while the script runs), removed at the end. Nothing was
installed. The outputs were checked only from the outside (pdftotext, pdfinfo and pdffonts on the PDFs, python-docx
on the DOCX with its tables and footer, the Markdown file's text with its link and emphasis marks stripped, page
images with pdftoppm and a LibreOffice PDF of bp3, all in the scratch folder): every truth string is in its file's
text, except bp6's name, printed only in capitals (see below), and the profile network names, which no resume prints
as words.

TECHNICAL AND IT CAREERS HEAVY ON SKILLS AND CERTIFICATIONS: a technology recruitment desk's inbox in the second week
of January 2027, six people with nine to sixteen years of work, one each in the US, New Zealand, the UK, France,
Canada and Australia, in six occupations that batches 56–67's docstring openings do not have (they list a graduate
geomatic engineer, a medical laboratory science graduate, a food science QA executive, a textile engineering
undergraduate, an electrical power graduate, a media graduate, a federal contract specialist, a marine biogeochemistry
professor, an army vehicle technician, a gastroenterologist, a winemaker, a group CEO, a dairy veterinarian, a coffee
Q grader, a welding inspector, a B1 aircraft technician, a mold design engineer, a patent attorney, a lineman, a
boilermaker, a tower crane operator, a rigger, a marine diesel engineer, a lift engineer, a fire lieutenant, a midwife,
a critical care nurse, an occupational therapist, a social worker, a corrections officer, a product manager, a
phlebotomist, cabin crew, a personal trainer, an executive assistant, a claims handler, a contract ServiceNow
developer, a video editor, a piano teacher, a regulatory affairs specialist, a tiler, a rideshare driver, an airline
captain, a counter-fraud investigator, a supermarket operations manager, a harbourmaster, a mine manager, a library
director, six sales people, a QC chemist, an RF planning engineer, an HSE officer, an equipment technician, four early
careers and career changers and six hourly workers; the last people of batches 65 and 66 are described past line 40
and were not seen). Of the brief's examples the cloud/DevOps engineer, the QA automation engineer, the database
administrator, the embedded developer, the security analyst and the ERP/SAP consultant were kept; the data engineer
and the network engineer were left out, since batches 50–55 (named in those openings) already have a data engineer
and a contract network and security engineer; the SAP consultant is a supply chain (EWM/MM) one, not the SAP FICO
consultant those openings name among batches 50–60's. The six: a senior DevOps / cloud platform engineer in Boise, Idaho; a senior QA automation engineer in
Christchurch; a lead Oracle and PostgreSQL DBA in Milton Keynes, Buckinghamshire; a senior embedded software engineer
in Toulouse; a SOC security analyst in Winnipeg, Manitoba; and a senior SAP S/4HANA supply chain consultant in
Melbourne, Victoria. Producers: one each of a Markdown file, headless Chromium, a Word file kept as DOCX, pdflatex,
fpdf2 and a LibreOffice PDF of a Word file (no ReportLab or WeasyPrint, which batches 59–62's openings say the
batches before them lean on):

- bp1 (a MARKDOWN resume, UTF-8, LF line ends, the "resume.md" a developer keeps in a GitHub repo, with a quoted note
  that the PDF is in the Releases): "# Jordan Eckhart", the label as a bold part and a plain part ("**Senior DevOps /
  Cloud Platform Engineer** | AWS · Kubernetes · Terraform · GitOps"), a " · " contact line ("Boise, ID (open to
  remote, US time zones)", "(208) 555-0172", a Markdown mailto link) and a second line of two Markdown links printed
  "github.com/jeckhart-ops" and "linkedin.com/in/jordan-eckhart-devops"; "## Summary"; "## Skills" as A GROUPED
  PIPE TABLE whose COLUMNS are the groups ("| Languages | Frameworks & IaC | Cloud | Tools |", four to six items a
  column, empty cells at the bottom) and a bold "Also:" line of " · " items; "## Experience" with each job a "###
  Title — Employer" heading over an italic "*Place · dates*" line (HYPHENS in the dates as typed: "Aug 2022 -
  present", "Mar 2019 - Jul 2022", "Jun 2015 - Feb 2019", "2013 - 2015"), bullets and a bold "**Stack:** …" line;
  the first job's place is "Remote"; the last is "Help Desk Technician (student job)" at Boise State University;
  "## Projects" as bullets with linked names and dates of their own ("(2023 - present)", "(Jan - Apr 2024)", "(2020 -
  present)") and "Stack:" remarks; "## Certifications" as a pipe table (Certification | Issuer | Credential ID |
  Issued | Status) with two ACTIVE, two EXPIRED ("Expired Jan 2024") and one IN-PROGRESS entry ("In progress – exam
  booked Feb 2027"); "## Education" ("**B.S., Computer Science** — Boise State University, Boise, ID · 2011 - 2015",
  a minor and a senior project); "## Languages"; a rule and an italic line of references and a conference talk.
- bp2 (headless Chromium 156 "Save as PDF" of the page a RESUME BUILDER renders – meta generator "Reactive Resume" –,
  A4, TWO pages, Liberation Sans): a teal-barred header ("Tessa Marangoni", the label "Senior QA Automation Engineer ·
  ISTQB Advanced Test Automation Engineer", a wrapped row of "◆ " contact items: "Christchurch, New Zealand", "021 555
  0143", mailto, GitHub and LinkedIn links); SUMMARY; SKILLS as GROUPED CARDS with LEVELS AND YEARS (each card the
  skill in bold over "Expert · 8 yrs", "Advanced · 3 yrs", "Intermediate · 2 yrs", or a level alone in the Practices
  group, and a five-segment meter), three cards a row under the group names TEST AUTOMATION, PROGRAMMING, CI/CD &
  TOOLING and PRACTICES – the skills fill the whole first page; EXPERIENCE (kept with its first job on page 2) with the
  builder's order: the EMPLOYER FIRST in bold with the dates at the right ("February 2023 – Present", "June 2019 –
  January 2023", "March 2016 – May 2019", "February 2015 – February 2016": full month names), THEN the italic title
  with the place at the right, bullets and a "Key tools:" line; CERTIFICATIONS as bold names over grey lines
  ("ANZTB · Certificate no. … · Issued August 2021"; an expired AWS Cloud Practitioner; an ISTQB Test Management
  entry "In progress · exam booked for March 2027"); EDUCATION and LANGUAGES side by side ("University of Canterbury"
  "2011 – 2014" over "Bachelor of Science, Computer Science"; "English — Native", "Italian — Intermediate (B1)");
  VOLUNTEERING ("Mentor, Code Club Aotearoa (2020 – present) — …").
- bp3 (DOCX, python-docx 1.2, kept as the Word file; Calibri 10 pt, A4, TWO pages, checked on a throw-away LibreOffice
  PDF with Carlito for Calibri; a footer "Fiona Ashcombe – Curriculum Vitae – Page N of M" with PAGE and NUMPAGES
  fields): a UK DBA's CV WITH ITS CAREER HISTORY IN A TABLE: the navy name "Fiona Ashcombe", the grey label "Lead
  Oracle & PostgreSQL Database Administrator  |  OCP 2019  |  15 years", a contact line ("Milton Keynes,
  Buckinghamshire", the Ofcom drama mobile "07700 900583", Word hyperlinks for the email and
  "linkedin.com/in/fiona-ashcombe-dba") over a rule; PROFILE; TECHNICAL SKILLS as a six-column table (Technology |
  Level | Years, twice side by side, under a navy header row; filled down the left half, then the right half:
  "Oracle Database (10g–19c)" "Expert" "15" …); CAREER HISTORY as a three-column table with a repeated navy header
  row (Dates | Employer & role | Responsibilities and achievements): the dates cell ("Apr 2021 – Present", "Sep 2016 –
  Mar 2021", "Jan 2012 – Aug 2016", "Aug 2009 – Dec 2011", wrapping in the narrow cell), the employer in bold over the
  italic title and the town, and the bullets with an "Environment: …" line; the LAST ROW SPLITS OVER THE PAGE BREAK
  in LibreOffice's page check (its title "Junior DBA / Application Support Analyst" wraps, "Support Analyst" and "Bedford" on page 2 under the
  repeated header); CERTIFICATIONS as a four-column table (Certification | Issuer | Date | ID / status: IDs, "Expired
  Nov 2026 – renewing", "Expired Jun 2025 (exam retired)", "In progress – target Apr 2027"); EDUCATION as one line
  ("BSc (Hons) Computer Science, 2:1  —  University of Bedfordshire, Luton  —  2006 – 2009") and an italic project
  line; ADDITIONAL INFORMATION as run-in lines (Languages, Security clearance, Other) and "References available on
  request."
- bp4 (pdflatex, TeX Live 2022, article class, Bitstream Charter in T1, A4, TWO pages, accent colour, titlesec rules):
  a French embedded engineer's English CV: "Julien Marchetti", the label "Embedded Software Engineer -- C/C++
  \textperiodcentered RTOS \textperiodcentered Automotive & Avionics Safety" (an en dash and middle dots in the PDF), a
  contact line ("Toulouse, France", the ARCEP fiction-range mobile "+33 6 39 98 41 27", mailto), a links line
  ("gitlab.com/jmarchetti-emb", "jmarchetti-emb.gitlab.io (portfolio)", "linkedin.com/in/julien-marchetti-embedded")
  and a line of French CV particulars (nationality, licence B, notice); Profile; Technical skills as a two-column
  tabularx of a bold group and ", "-separated items (Languages, RTOS / OS, Microcontrollers, Buses & protocols,
  Standards, Tools); Professional experience with each job a bold title and the accent dates on the right ("09/2021 –
  present", "10/2017 – 08/2021", "09/2014 – 08/2017"), an italic "Employer, Town, France" line, bullets and a
  "Technologies used: …" line – the second job is an engineering-services consultant's, its two placements told in a
  bullet, the third a work-study apprenticeship held alongside the engineering school; Personal projects in the SAME
  FORM AS THE JOBS (bold name, dates at the right: "2022 – 2023", "03/2024", "2025 – present"; an italic link line;
  bullets; "Technologies used:"); Certifications as a four-column table (name, issuer, ID, "06/2020 – valid to 06/2025
  (expired, renewal planned)", "2019 – expired 2022", "in progress, exam 03/2027"); Education in the job form
  ("Diplôme d'ingénieur (Master's level) in Electronics & Embedded Systems, apprenticeship track" 2014 – 2017 over
  "Toulouse INP – ENSEEIHT, Toulouse"; "DUT in Electrical Engineering and Industrial Computing (GEII)" 2012 – 2014
  over "IUT Paul Sabatier, Toulouse"; "Baccalauréat S (Engineering Sciences), mention Bien" 2012 over "Lycée
  polyvalent Canal-du-Midi, Toulouse"); Languages as one line ("French: native · English: C1 (TOEIC 945/990, 2023) ·
  Italian: B1 · Spanish: A2"); Interests.
- bp5 (fpdf2 2.8.9 with DejaVu Sans, US Letter, TWO pages): a TWO-COLUMN resume with a DARK NAVY SIDEBAR AT THE LEFT
  on every page (empty on page 2) holding CONTACT ("Winnipeg, MB", "(204) 555-0119", the email), LINKS (the LinkedIn
  URL "linkedin.com/in/priya-chandrasekar-soc" BROKEN MID-WORD over two lines by the narrow column –
  "…chandrasek" / "ar-soc" – with the whole URL in its link annotation; "github.com/pchandra-dfir"), SKILLS as five
  white group names over "›  " items (SIEM & SOAR, EDR / XDR, DFIR, Query & scripting, Frameworks), LANGUAGES ("English
  – Fluent", "Tamil – Native", "French – Intermediate") and CLEARANCE; the sidebar is written before the main column.
  The main column: "Priya Chandrasekar", the teal label "Security Analyst II | SOC & Incident Response | GCIH,
  SC-200", SUMMARY, EXPERIENCE with each EMPLOYER a navy "Employer  ·  Winnipeg, MB" line over its role(s) – bold
  title, teal dates at the right ("Mar. 2023 – Present", "Jul. 2021 – Feb. 2023", "Sept. 2019 – Jun. 2021", "May 2017
  – Aug. 2019": Canadian abbreviations with periods) and justified bullets – and one "Tools: …" line per employer; the
  ISP has TWO ROLES NESTED under one employer line (Tier 2, then Tier 1); CERTIFICATIONS as bold names over grey
  detail lines (analyst number, credential ID, verification code; "expires Jun 2027", "renewed Oct 2026", "expired Jan
  2025", "expired Aug 2022", "ISC2 · in progress – exam booked March 2027"), the CISSP entry alone at the top of page
  2; EDUCATION (a degree, and a part-time continuing education certificate); COMMUNITY ("Organizer, BSides Winnipeg
  (2022 – present): …").
- bp6 (LibreOffice 7.4 PDF of a DOCX written with python-docx, Calibri shown as Carlito, 10 pt, A4, TWO pages): a
  CONSULTANT'S CV WITH CLIENT ENGAGEMENTS UNDER ONE CONSULTANCY: the plum name "CATHERINE VU" in capitals, the grey
  label "Senior SAP S/4HANA Supply Chain Consultant (EWM / MM)", a contact line ("Docklands, Melbourne VIC 3008", the
  ACMA drama mobile "0491 572 665", Word hyperlinks) and a line of particulars (citizenship, clearance, availability)
  over a rule; PROFILE; SAP EXPERTISE as a four-column table of module and LEVEL pairs filled row by row ("Expert",
  "Advanced", "Working knowledge"), then a "Tools:" line; CERTIFICATIONS as a four-column table (Certification | Code
  / ID | Issued | Status: SAP exam codes such as "C_S4EWM_2020", "Current (stay-current)", "Expired (not kept
  current)", "In progress (exam Feb 2027)"); CAREER HISTORY: the consultancy as a plum line "Northbank Digital
  Consulting Pty Ltd, Melbourne VIC" with its OVERALL SPAN "Feb 2019 – Present" at the right and an italic note, then
  its TWO TITLES with their own dates ("Senior Consultant – SAP Supply Chain (EWM/MM)" "Jul 2022 – Present",
  "Consultant – SAP MM/WM" "Feb 2019 – Jun 2022"), each over indented ENGAGEMENT LINES "Client: …   |   Role: …   |
  Duration: 22 months (Mar 2025 – present)" (five in all, with bullets and an italic "System landscape: …" line), then
  two earlier in-house jobs in the usual form (bold title, dates at the right, italic "Employer, Suburb VIC"); EDUCATION;
  LANGUAGES ("English – native   ·   Vietnamese – conversational"); REFEREES.

Decisions for this batch (following batch 55's and, through its docstring and those of batches 56–67, the earlier
ones; new ones marked NEW):
- Skills with levels and years (NEW): the skill is the name alone; a level ("Expert", "Advanced", "Working
  knowledge"), a number of years ("5 yrs", a Years column) and a meter are left out, as remarks after a language's
  fluency are. bp2's cards in group order, row by row; bp3's table in list order (down the left half, then the right
  half, batch 55's bc1 rule); bp6's table row by row, then the Tools items.
- Grouped skills (NEW in this form): group names ("Languages", "Frameworks & IaC", "SIEM & SOAR", "Buses & protocols")
  are not skills; the items are, one each, in group order: bp1's pipe table column by column (each column is a group),
  then its "Also:" items; bp4's rows in order, each row's items split at the commas (an item's own parenthesis, such
  as "Rust (embedded, hobby)", stays whole); bp5's sidebar groups in order. Items print as they are ("Prometheus &
  Grafana", "Wireshark / Zeek", "Bash, Python & PL/SQL" are one item each).
- Tech stack lines (NEW): "Stack:", "Environment:", "Technologies used:", "Key tools:", "Tools:" under a job or
  project and bp6's "System landscape:" lines describe that job; they are not skills (bp6's own "Tools:" line under
  its SAP EXPERTISE table is part of the skills section and is).
- Certificates: the name as printed in its name column or line; issuers, credential IDs, certificate and analyst
  numbers, exam codes in their own column, issue dates, expiry and status ("Active", "Expired …", "Current") are left
  out (batch 55's rule). EXPIRED certifications are recorded like the others, and so are entries "IN PROGRESS" (NEW:
  listed in the certifications section as the applicant lists them, like an expected degree in education – batch 56's bd4 as
  batch 66's opening describes it; the status is left out as every status is). A code printed inside the
  name stays ("(CKA)", "(002)", "(CTAL-TAE)", "(DP-300)", "(SY0-501)", "(SC-200)").
- Projects (NEW): bp1's and bp4's personal and open-source projects, with dates of their own, are neither work nor
  education entries, and the truth shape has no projects; their dates, links and stack lines are left out.
- Consulting engagements (NEW): an employee of a consultancy has one work entry per title held there, the employer
  the consultancy ("Northbank Digital Consulting Pty Ltd", "Melbourne VIC" as printed beside it) with the title's
  own dates; the "Client: … | Role: … | Duration: …" lines under a title are engagements within that job, NOT work
  entries, and their durations are not job dates; the consultancy line's overall span "Feb 2019 – Present" is not an
  entry of its own. (A self-employed contractor's contracts stay one entry each with the client as the employer, as
  batch 53's ba1 has them; bp4's consultant placements, told only in a bullet, are not entries either.)
- Several titles at one employer are one entry each, the employer repeated (bp5's Tier 2 and Tier 1 roles nested
  under one employer line, bp6's two consultancy titles; batch 63's rule).
- Volunteer and community posts are work entries after the jobs (batch 54's bb4 and batch 57's be6 as the openings of batches 62
  and 63 describe them): bp2 "Mentor" at "Code Club Aotearoa" "2020 – present", bp5 "Organizer" at "BSides
  Winnipeg" "2022 – present", both current, with no location. bp1's conference talk is not an entry.
- Profiles (NEW for GitLab): GitHub, GitLab and LinkedIn, each {"network", "url"} in printed order, the URL written in
  full from the printed address or its link (GitHub and GitLab without "www.", LinkedIn as holdout_render.linkedin
  writes it). A portfolio site (bp4's "jmarchetti-emb.gitlab.io") and project repositories are not profiles, and the
  truth shape has no website field. bp5's LinkedIn URL broken over two lines is one profile.
- Basics: the label is the line under the name, whole, its spacing as a reader sees it (bp3's "  |  " written " | ",
  bp1's without the Markdown bold marks). bp6's name printed only in capitals "CATHERINE VU" is recorded "Catherine
  Vu" (batch 65's and 67's rule; the email and the document title spell it so). Location: the city with the state,
  province or region printed beside it ("Boise" / "ID" without "(open to remote, …)", "Milton Keynes" /
  "Buckinghamshire", "Winnipeg" / "MB", "Melbourne" / "VIC" without Docklands and 3008), or with a printed country as
  "country_code" (batch 46's at5 rule: "Christchurch" / "NZ", "Toulouse" / "FR"). Phones as printed.
- Work: locations as printed with each job ("Remote", "Boise, ID", "Blagnac, France", "Laverton North VIC"); the
  builder's employer-first order (bp2) changes nothing; bp3's table row split over the page break is one entry; bp1's
  "(student job)" and bp4's "(work-study)" stay in the titles. "Aug 2022 - present", "February 2023 – Present",
  "Mar. 2023 – Present" and "09/2021 – present" are current; "Sept. 2019 – Jun. 2021" is 2019-09 to 2021-06;
  "2013 - 2015", "2011 – 2015" are years only.
- Education (study type the kind of qualification, area its field; notes, minors, modes and towns left out): "B.S." /
  "Computer Science"; "Bachelor of Science" / "Computer Science" (bp2's "Bachelor of Science, Computer Science");
  "BSc (Hons)" / "Computer Science" with "2:1" as "score"; "Diplôme d’ingénieur" (with the curly apostrophe pdflatex
  prints for the typed "'") / "Electronics & Embedded Systems", "(Master's level)" and "apprenticeship track" left out,
  the institution "Toulouse INP – ENSEEIHT"; "DUT" / "Electrical Engineering and Industrial Computing (GEII)" (the
  acronym names the field); "Baccalauréat S" / "Engineering Sciences" with "mention Bien" as "score"; "Bachelor of
  Science (Major)" / "Computer Science" ("(Major)" is the Manitoba degree's kind, kept as batch 54 kept "(BBA)");
  "Continuing Education Certificate" / "Information Security" ("(part-time, evenings)" left out); "Bachelor of
  Business" / "Logistics and Supply Chain Management".
- Languages with their fluency as printed, remarks left out: bp4 "English" "C1" ("(TOEIC 945/990, 2023)" left out);
  bp2 "Intermediate (B1)" whole (the CEFR level printed with the word, as batch 44's "Basic (A2)" was kept); bp1
  "professional working proficiency".

Truth conventions as in batches 5–67: date_text as printed (dashes, hyphens and periods as typed), the work entry's
location where printed, phones as printed. Every person, employer, client, school named as invented below, phone,
email, handle, credential number and URL is invented (emails at example.com; phones in the 555-01xx range in the US
and Canada, "021 555 01xx" in New Zealand as batch 55 wrote it, Ofcom's drama range in the UK, ACMA's in Australia and
ARCEP's fiction range 06 39 98 in France), except the universities, colleges, certification bodies, vendors,
products, standards, events and places, which are real and named as any resume names them (Boise State University,
DevOpsDays, AWS, the Linux Foundation, HashiCorp, Google Cloud, GitHub, GitLab, ANZTB, ISTQB, the University of
Canterbury, Code Club Aotearoa, Oracle, PeopleCert, Microsoft, the University of Bedfordshire, UKOUG, TÜV Rheinland,
Arm, iSAQB, Toulouse INP – ENSEEIHT, IUT Paul Sabatier, the Zephyr Project, Bosch, GIAC, Splunk, CompTIA, ISC2,
the University of Manitoba, Red River College Polytechnic, BSides Winnipeg, SAP, ASCM, PRINCE2, RMIT University,
Tricentis and the rest of the tools). Invented: Trailhead Freight Technologies, Sawtooth Mutual Insurance, Gem State
Health Partners, Kōwhai Payments Ltd, Southern Alps Software Ltd, Tasman Mutual Insurance, Harbourview Digital Ltd,
Chiltern Mutual Assurance plc, Bletchley Retail Services Ltd, Redway Managed Services Ltd, Willen Data Systems Ltd,
Aerolys Systems SAS, Altitude Ingénierie SAS, Pyrène Électronique SA, Lycée polyvalent Canal-du-Midi, Red River Cyber
Defence Inc., Prairie Fibre Communications Ltd., Red Oak Property Group, Northbank Digital Consulting Pty Ltd, its
clients (Goulburn Valley Dairy Co-operative, Bayside Hardware Group, Mornington Bay Water Corporation, Kingsway
Pharma Distribution, Ballarat Foundry & Castings), Dandenong Packaging Pty Ltd and Brooklyn Cold Stores Pty Ltd.

Tools: python-docx 1.2, fpdf2 2.8.9 (installed already), Chromium 156 (headless), pdflatex (TeX Live 2022, with
charter, titlesec, tabularx and enumitem), LibreOffice 7.4 (bp6's PDF and bp3's page check), fonts-liberation,
DejaVu, Carlito and poppler-utils. check_pages, chromium_pdf, dates, linkedin, lo_page_count, oxml_element,
pdf_pages, tex, write_text, write_truth, bottom_border, new_docx, pdflatex, libreoffice_pdf and fpdf_dejavu come from
holdout_render.py. Run from this folder: python3 render_batch68.py
"""
import os
import shutil
import subprocess
import tempfile
from xml.sax.saxutils import escape

from holdout_render import (FILES, check_pages, chromium_pdf, dates, linkedin, lo_page_count, oxml_element,
                            pdf_pages, tex, write_text, write_truth)

# Scratch files (the LibreOffice conversions and page check, pdflatex's run folder, the Chromium profile and print)
# go here, never to /tmp.
SCRATCH = os.environ.get("BP68_SCRATCH", "/var/tmp/bp68")


def job(position, name, location, date_text, span):
    """A truth work entry; the location is left out where none is printed, and a job printed without dates
    has a dates object with is_current false only (holdout_render.work_truth's rule)."""
    entry = {"position": position, "name": name}
    if location:
        entry["location"] = location
    entry["dates"] = dates(*span, text=date_text) if date_text else dates(None)
    return entry


def profile(network, url):
    return {"network": network, "url": url}


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


def repeat_header_row(row):
    """Marks a python-docx table row as a header row repeated at the top of each page (w:tblHeader)."""
    row._tr.get_or_add_trPr().append(oxml_element("w:tblHeader", val="true"))


def cant_split(row):
    """Keeps a python-docx table row on one page (w:cantSplit)."""
    row._tr.get_or_add_trPr().append(oxml_element("w:cantSplit", val="true"))


def docx_page_footer(section, before, color="7F7F7F", size=8):
    """Puts "before" and the page number field ("Page N of M") in the section's footer, centred."""
    from docx.enum.text import WD_ALIGN_PARAGRAPH
    from docx.oxml.ns import qn
    from docx.shared import Pt, RGBColor
    p = section.footer.paragraphs[0]
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER

    def text(t):
        r = p.add_run(t); r.font.size = Pt(size); r.font.color.rgb = RGBColor.from_string(color)

    def field(instr):
        simple = oxml_element("w:fldSimple")
        simple.set(qn("w:instr"), instr)
        r = oxml_element("w:r")
        props = oxml_element("w:rPr")
        props.append(oxml_element("w:color", val=color)); props.append(oxml_element("w:sz", val=str(size * 2)))
        r.append(props)
        t = oxml_element("w:t"); t.text = "1"; r.append(t)
        simple.append(r)
        p._p.append(simple)

    text(before + "Page "); field(" PAGE "); text(" of "); field(" NUMPAGES ")


# =====================================================================================================================
# ---- bp1: senior DevOps / cloud platform engineer (Boise, Idaho, US), a Markdown resume kept in a GitHub repo --------
BP1_JOBS = [  # (title, employer, place, dates as printed, truth span, bullets, stack)
    ("Senior DevOps Engineer", "Trailhead Freight Technologies", "Remote", "Aug 2022 - present",
     ("2022-08", None, True),
     ["Own the AWS platform (4 accounts, 3 EKS clusters, ~140 services) for a freight-matching marketplace; "
      "on-call rotation lead for a team of five.",
      "Moved every cluster from hand-applied manifests to GitOps with Argo CD and app-of-apps; deploys went from "
      "~6/week to 40+/day and change failure rate from 18% to 4%.",
      "Cut the AWS bill by $410k/yr (Karpenter, Graviton, S3 lifecycle rules, RDS right-sizing) without an SLO miss.",
      "Wrote the golden-path Terraform modules and the `platform` CLI (Go) that new services are scaffolded with."],
     "AWS (EKS, RDS, MSK, Lambda), Terraform, Argo CD, Karpenter, GitHub Actions, Go, Datadog, Vault"),
    ("DevOps Engineer", "Sawtooth Mutual Insurance", "Boise, ID", "Mar 2019 - Jul 2022", ("2019-03", "2022-07"),
     ["Built the company's first CI/CD (Jenkins, then GitHub Actions) for 30 Java and .NET apps; releases went "
      "from quarterly change windows to weekly.",
      "Led the data-center exit to AWS: 210 VMs rehosted or replatformed to ECS over 14 months.",
      "Introduced Terraform and Packer golden AMIs; wrote the runbooks the NOC still uses."],
     "AWS (EC2, ECS, CloudFormation), Terraform, Packer, Jenkins, Ansible, Python, PostgreSQL"),
    ("Linux Systems Administrator", "Gem State Health Partners", "Meridian, ID", "Jun 2015 - Feb 2019",
     ("2015-06", "2019-02"),
     ["Ran 300+ RHEL servers across two data centers; patching, backups and HIPAA audit evidence.",
      "Replaced hand-built servers with Puppet; provisioning time from 3 days to 2 hours."],
     "RHEL 6/7, VMware vSphere, Puppet, Bash, Nagios, NetApp"),
    ("Help Desk Technician (student job)", "Boise State University", "Boise, ID", "2013 - 2015", ("2013", "2015"),
     ["Tier 1 support for students and staff: accounts, Wi-Fi, lab machines."], None),
]
BP1_SKILL_TABLE = [  # the grouped skills table, one list a column
    ("Languages", ["Go", "Python", "Bash", "HCL", "SQL"]),
    ("Frameworks & IaC", ["Terraform", "Helm", "Kustomize", "Ansible", "Packer"]),
    ("Cloud", ["AWS (EKS, ECS, Lambda, RDS, IAM)", "GCP (GKE, Cloud Run)", "Azure (AKS, Entra ID)", "Cloudflare"]),
    ("Tools", ["GitHub Actions", "Argo CD", "Prometheus & Grafana", "Datadog", "HashiCorp Vault", "Jenkins"]),
]
BP1_ALSO = ["Linux (RHEL, Ubuntu)", "Docker", "Istio", "PostgreSQL", "Kafka (Amazon MSK)"]
BP1_CERTS = [  # (name, issuer, credential id, issued, status)
    ("AWS Certified DevOps Engineer – Professional", "Amazon Web Services", "7QK2M9PLX1E4QBVW", "Mar 2024",
     "Active (exp. Mar 2027)"),
    ("Certified Kubernetes Administrator (CKA)", "The Linux Foundation", "LF-8j3kq2xw1m", "Oct 2025",
     "Active (exp. Oct 2027)"),
    ("AWS Certified Solutions Architect – Associate", "Amazon Web Services", "R2D7HC4JZ1F5Q9KX", "Jan 2021",
     "Expired Jan 2024"),
    ("HashiCorp Certified: Terraform Associate (002)", "HashiCorp", "a91f0c3e-6b2d-4d7e-9e51", "May 2022",
     "Expired May 2024"),
    ("Google Cloud Professional Cloud DevOps Engineer", "Google Cloud", "—", "—",
     "In progress – exam booked Feb 2027"),
]


def bp1_markdown():
    gh, li = "https://github.com/jeckhart-ops", "https://www.linkedin.com/in/jordan-eckhart-devops"
    lines = [
        "# Jordan Eckhart",
        "",
        "**Senior DevOps / Cloud Platform Engineer** | AWS · Kubernetes · Terraform · GitOps",
        "",
        "Boise, ID (open to remote, US time zones) · (208) 555-0172 · "
        "[jordan.eckhart@example.com](mailto:jordan.eckhart@example.com)  ",
        f"[github.com/jeckhart-ops]({gh}) · [linkedin.com/in/jordan-eckhart-devops]({li})",
        "",
        "> This file is the source of my resume; a PDF is in the repo's Releases. Last updated January 2027.",
        "",
        "## Summary",
        "",
        "Platform engineer with 11 years in operations, the last 7 building CI/CD and cloud platforms on AWS. I like "
        "boring, well-documented infrastructure: everything in Git, everything reviewed, every alert actionable. "
        "Looking for a staff/senior platform role (remote or Boise).",
        "",
        "## Skills",
        "",
        "| " + " | ".join(group for group, _ in BP1_SKILL_TABLE) + " |",
        "|" + "---|" * len(BP1_SKILL_TABLE),
    ]
    depth = max(len(items) for _, items in BP1_SKILL_TABLE)
    for i in range(depth):
        lines.append("| " + " | ".join(items[i] if i < len(items) else "" for _, items in BP1_SKILL_TABLE) + " |")
    lines += ["", "**Also:** " + " · ".join(BP1_ALSO), "", "## Experience", ""]
    for title, employer, place, when, _, items, stack in BP1_JOBS:
        lines += [f"### {title} — {employer}", f"*{place} · {when}*", ""]
        lines += [f"- {i}" for i in items]
        if stack:
            lines += ["", f"**Stack:** {stack}"]
        lines.append("")
    lines += [
        "## Projects",
        "",
        f"- **[tfmod-eks-baseline]({gh}/tfmod-eks-baseline)** (2023 - present) — opinionated Terraform module for "
        "production EKS (Karpenter, IRSA, add-ons, guardrails); 240+ stars, used by a few startups I know of. "
        "Stack: Terraform, Terratest (Go), GitHub Actions.",
        f"- **[kube-janitor-lite]({gh}/kube-janitor-lite)** (Jan - Apr 2024) — small Go controller that deletes "
        "expired preview namespaces and posts a Slack summary. Stack: Go, controller-runtime, kind.",
        "- **Homelab** (2020 - present) — 3-node k3s cluster on Raspberry Pi 5s with Flux, Cilium and "
        "Tailscale; runs my blog, Home Assistant and a Renovate bot.",
        "",
        "## Certifications",
        "",
        "| Certification | Issuer | Credential ID | Issued | Status |",
        "|---|---|---|---|---|",
    ]
    lines += [f"| {c} | {i} | {cid} | {d} | {s} |" for c, i, cid, d, s in BP1_CERTS]
    lines += [
        "",
        "## Education",
        "",
        "**B.S., Computer Science** — Boise State University, Boise, ID · 2011 - 2015  ",
        "Minor in Mathematics. Senior project: a log-shipping pipeline for the CS department's lab cluster.",
        "",
        "## Languages",
        "",
        "English (native) · Spanish (professional working proficiency)",
        "",
        "---",
        "",
        "*References on request. Talks: \"GitOps without tears\" – DevOpsDays Boise 2024.*",
        "",
    ]
    name = "bp1-jordan-eckhart"
    write_text(name + ".md", "\n".join(lines))
    write_truth(name, {
        "basics": {"name": "Jordan Eckhart",
                   "label": "Senior DevOps / Cloud Platform Engineer | AWS · Kubernetes · Terraform · GitOps",
                   "email": "jordan.eckhart@example.com", "phone": "(208) 555-0172",
                   "location": {"city": "Boise", "region": "ID"},
                   "profiles": [profile("GitHub", gh), profile("LinkedIn", li)]},
        "work": [job(t, e, p, w, s) for t, e, p, w, s, *_ in BP1_JOBS],
        "education": [
            {"institution": "Boise State University", "study_type": "B.S.", "area": "Computer Science",
             "dates": dates("2011", "2015", text="2011 - 2015")}],
        "skills": [{"name": s} for _, items in BP1_SKILL_TABLE for s in items] + [{"name": s} for s in BP1_ALSO],
        "certificates": [{"name": c} for c, *_ in BP1_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Spanish", "fluency": "professional working proficiency"}],
    })


# =====================================================================================================================
# ---- bp2: senior QA automation engineer (Christchurch, NZ), headless Chromium print of a resume builder's page -------
BP2_JOBS = [  # (title, employer, place, dates as printed, truth span, bullets, key tools)
    ("Senior QA Automation Engineer", "Kōwhai Payments Ltd", "Christchurch", "February 2023 – Present",
     ("2023-02", None, True),
     ["Lead test automation for the merchant payments platform (card, account-to-account and BNPL) across four "
      "squads; set the test strategy and the definition of done for quality.",
      "Replaced a flaky 4-hour Selenium suite with Playwright (TypeScript) running sharded in GitHub Actions: "
      "1,900 tests in 14 minutes, flaky rate under 0.5%.",
      "Built contract tests (Pact) between 22 services, catching breaking API changes before merge.",
      "Coach developers on testability; run the monthly quality review with the engineering managers."],
     "Playwright, TypeScript, Pact, k6, GitHub Actions, Docker, Xray for Jira"),
    ("QA Automation Engineer", "Southern Alps Software Ltd", "Christchurch", "June 2019 – January 2023",
     ("2019-06", "2023-01"),
     ["Automated regression for a SaaS farm-management product (web and mobile): Selenium WebDriver with Java and "
      "Cucumber, Appium for the Android and iOS apps.",
      "Added REST Assured API tests and a test-data service; manual regression time cut from 6 days to 1.",
      "Introduced k6 load tests ahead of the 2021 calving season peak (5× normal traffic)."],
     "Java, Selenium WebDriver, Cucumber, Appium, REST Assured, Jenkins, BrowserStack, TestRail"),
    ("Test Analyst", "Tasman Mutual Insurance", "Wellington", "March 2016 – May 2019", ("2016-03", "2019-05"),
     ["System and integration testing of the policy administration and claims systems; wrote the first automated "
      "smoke tests (Selenium, Python) for the nightly build.",
      "Test lead for the 2018 online claims lodgement release (3 testers, 1,100 test cases)."],
     "Selenium, Python, SQL Server, SoapUI, HP ALM"),
    ("Graduate Test Analyst", "Harbourview Digital Ltd", "Wellington", "February 2015 – February 2016",
     ("2015-02", "2016-02"),
     ["Manual and exploratory testing of client websites and apps; accessibility checks against WCAG 2.0."],
     "Jira, BrowserStack"),
]
BP2_SKILLS = [  # (group, [(skill, level, years or None, dots of 5)])
    ("Test automation", [("Playwright", "Expert", "5 yrs", 5), ("Selenium WebDriver", "Expert", "8 yrs", 5),
                         ("Cypress", "Advanced", "3 yrs", 4), ("Appium", "Intermediate", "2 yrs", 3),
                         ("REST Assured", "Advanced", "4 yrs", 4), ("Pact (contract testing)", "Advanced", "3 yrs", 4)]),
    ("Programming", [("TypeScript", "Advanced", "5 yrs", 4), ("Java", "Advanced", "7 yrs", 4),
                     ("Python", "Intermediate", "4 yrs", 3), ("SQL", "Advanced", "9 yrs", 4)]),
    ("CI/CD & tooling", [("GitHub Actions", "Advanced", "4 yrs", 4), ("Jenkins", "Advanced", "6 yrs", 4),
                         ("Docker", "Intermediate", "4 yrs", 3), ("k6 (performance)", "Intermediate", "3 yrs", 3),
                         ("Jira & Xray", "Expert", "10 yrs", 5), ("TestRail", "Advanced", "5 yrs", 4)]),
    ("Practices", [("Risk-based test strategy", "Expert", None, 5), ("BDD (Cucumber / Gherkin)", "Advanced", None, 4),
                   ("Exploratory testing", "Expert", None, 5), ("Accessibility (WCAG 2.2)", "Intermediate", None, 3)]),
]
BP2_CERTS = [  # (name, detail line)
    ("ISTQB Certified Tester Advanced Level – Test Automation Engineer (CTAL-TAE)",
     "ANZTB · Certificate no. ANZTB-TAE-2108-0457 · Issued August 2021"),
    ("ISTQB Certified Tester Foundation Level – Agile Tester (CTFL-AT)",
     "ANZTB · Certificate no. ANZTB-AT-1811-2290 · Issued November 2018"),
    ("ISTQB Certified Tester Foundation Level (CTFL)",
     "ANZTB · Certificate no. ANZTB-FL-1504-3318 · Issued April 2015"),
    ("AWS Certified Cloud Practitioner",
     "Amazon Web Services · Validation no. 9WQ4T2LJ8B1E · Issued September 2022 · Expired September 2025"),
    ("ISTQB Certified Tester Advanced Level – Test Management (CTAL-TM)",
     "In progress · exam booked for March 2027"),
]


def bp2_chromium_builder():
    gh, li = "https://github.com/tessa-marangoni-qa", "https://www.linkedin.com/in/tessamarangoni"

    def dots(n):
        return "".join(f'<i class="{"on" if k < n else "off"}"></i>' for k in range(5))

    skills = ""
    for group, items in BP2_SKILLS:
        skills += f'<div class="sg"><h4>{escape(group)}</h4><div class="cards">'
        for s, level, years, n in items:
            meta = level + (f" · {years}" if years else "")
            skills += (f'<div class="card"><div class="sn">{escape(s)}</div><div class="sm">{escape(meta)}</div>'
                       f'<div class="meter">{dots(n)}</div></div>')
        skills += "</div></div>\n"
    work = ""
    for k, (title, employer, place, when, _, items, tools) in enumerate(BP2_JOBS):
        if k == 0:  # the heading is kept with the first job (the builder's "keep heading with next")
            work += '<div class="keep"><h2>Experience</h2>'
        work += (f'<div class="item"><div class="row"><span class="org">{escape(employer)}</span>'
                 f'<span class="when">{escape(when)}</span></div>'
                 f'<div class="row"><span class="pos">{escape(title)}</span><span class="loc">{escape(place)}</span>'
                 "</div><ul>" + "".join(f"<li>{escape(i)}</li>" for i in items) + "</ul>"
                 f'<p class="tools"><b>Key tools:</b> {escape(tools)}</p></div>'
                 + ("</div>\n" if k == 0 else "\n"))
    certs = "".join(f'<div class="cert"><div class="cn">{escape(c)}</div><div class="cd">{escape(d)}</div></div>'
                    for c, d in BP2_CERTS)
    html = f"""<!DOCTYPE html>
<html lang="en-NZ"><head><meta charset="utf-8"><title>Tessa Marangoni – Resume</title>
<meta name="generator" content="Reactive Resume">
<style>
@page {{ size: A4; margin: 12mm 13mm 12mm 13mm; }}
* {{ box-sizing: border-box; }}
body {{ font-family: "Liberation Sans", Arial, sans-serif; font-size: 9.2pt; line-height: 1.38; color: #1b2430;
        margin: 0; }}
header {{ border-left: 5px solid #0f766e; padding: 1mm 0 1mm 4mm; margin-bottom: 4mm; }}
h1 {{ font-size: 22pt; margin: 0; letter-spacing: .2px; }}
.headline {{ font-size: 10.5pt; color: #0f766e; font-weight: bold; margin: .5mm 0 1.6mm; }}
.contact {{ display: flex; flex-wrap: wrap; gap: 1.2mm 5mm; font-size: 8.6pt; color: #475569; }}
.contact a {{ color: #475569; text-decoration: none; }}
.contact span::before {{ content: "◆ "; color: #0f766e; font-size: 6pt; vertical-align: 1px; }}
h2 {{ font-size: 10pt; text-transform: uppercase; letter-spacing: 1.4px; color: #0f766e; margin: 4mm 0 2mm;
      border-bottom: 1.5px solid #99d5cf; padding-bottom: .8mm; }}
h4 {{ font-size: 8.4pt; margin: 0 0 1.2mm; color: #334155; text-transform: uppercase; letter-spacing: .6px; }}
.sg {{ margin-bottom: 2.2mm; break-inside: avoid; }}
.cards {{ display: grid; grid-template-columns: repeat(3, 1fr); gap: 1.4mm 3mm; }}
.card {{ border: 1px solid #e2e8f0; border-radius: 3px; padding: 1mm 2mm; }}
.sn {{ font-weight: bold; font-size: 8.8pt; }}
.sm {{ font-size: 7.9pt; color: #64748b; }}
.meter i {{ display: inline-block; width: 5mm; height: 1.3mm; margin-right: .8mm; border-radius: 1px; }}
.meter i.on {{ background: #0f766e; }} .meter i.off {{ background: #d8e2e1; }}
.item, .keep {{ margin-bottom: 3mm; break-inside: avoid; }}
.row {{ display: flex; justify-content: space-between; align-items: baseline; }}
.org {{ font-weight: bold; font-size: 9.8pt; }}
.when {{ font-size: 8.6pt; color: #334155; font-weight: bold; }}
.pos {{ font-style: italic; color: #0f766e; }}
.loc {{ font-size: 8.6pt; color: #64748b; }}
ul {{ margin: .8mm 0 .8mm; padding-left: 4.5mm; }}
li {{ margin-bottom: .5mm; }}
.tools {{ margin: 0; font-size: 8.5pt; color: #475569; }}
.cert {{ margin-bottom: 1.6mm; break-inside: avoid; }}
.cn {{ font-weight: bold; }}
.cd {{ font-size: 8.4pt; color: #64748b; }}
.two {{ display: grid; grid-template-columns: 1fr 1fr; gap: 0 8mm; }}
p {{ margin: 0 0 1mm; }}
</style></head>
<body>
<header>
<h1>Tessa Marangoni</h1>
<div class="headline">Senior QA Automation Engineer · ISTQB Advanced Test Automation Engineer</div>
<div class="contact"><span>Christchurch, New Zealand</span><span>021 555 0143</span>
<span><a href="mailto:tessa.marangoni@example.com">tessa.marangoni@example.com</a></span>
<span><a href="{gh}">github.com/tessa-marangoni-qa</a></span>
<span><a href="{li}">linkedin.com/in/tessamarangoni</a></span></div>
</header>
<h2>Summary</h2>
<p>Test automation engineer with ten years in fintech, SaaS and insurance, the last seven writing and running
automation frameworks. I build fast, trustworthy pipelines (UI, API, contract and performance tests), and I spend as
much time helping developers write testable code as writing tests myself. NZ citizen; based in Christchurch, open to
hybrid or remote roles.</p>
<h2>Skills</h2>
{skills}
{work}
<h2>Certifications</h2>
{certs}
<div class="two">
<div><h2>Education</h2>
<div class="item"><div class="row"><span class="org">University of Canterbury</span><span class="when">2011 – 2014</span></div>
<div class="row"><span class="pos">Bachelor of Science, Computer Science</span><span class="loc">Christchurch</span></div>
</div></div>
<div><h2>Languages</h2>
<p><b>English</b> — Native</p><p><b>Italian</b> — Intermediate (B1)</p></div>
</div>
<h2>Volunteering</h2>
<p><b>Mentor, Code Club Aotearoa</b> (2020 – present) — an after-school coding club at a local primary school,
one afternoon a fortnight.</p>
</body></html>
"""
    name = "bp2-tessa-marangoni"
    chromium_pdf(html, name, 2)
    write_truth(name, {
        "basics": {"name": "Tessa Marangoni",
                   "label": "Senior QA Automation Engineer · ISTQB Advanced Test Automation Engineer",
                   "email": "tessa.marangoni@example.com", "phone": "021 555 0143",
                   "location": {"city": "Christchurch", "country_code": "NZ"},
                   "profiles": [profile("GitHub", gh), profile("LinkedIn", li)]},
        "work": [job(t, e, p, w, s) for t, e, p, w, s, *_ in BP2_JOBS]
                + [job("Mentor", "Code Club Aotearoa", None, "2020 – present", ("2020", None, True))],
        "education": [
            {"institution": "University of Canterbury", "study_type": "Bachelor of Science",
             "area": "Computer Science", "dates": dates("2011", "2014", text="2011 – 2014")}],
        "skills": [{"name": s} for _, items in BP2_SKILLS for s, *_ in items],
        "certificates": [{"name": c} for c, _ in BP2_CERTS],
        "languages": [{"language": "English", "fluency": "Native"},
                      {"language": "Italian", "fluency": "Intermediate (B1)"}],
    })


# =====================================================================================================================
# ---- bp3: lead Oracle & PostgreSQL DBA (Milton Keynes, UK), a Word CV kept as DOCX with its career history in a table
BP3_JOBS = [  # (title, employer, place, dates as printed, truth span, bullets, environment)
    ("Lead Database Administrator", "Chiltern Mutual Assurance plc", "Milton Keynes", "Apr 2021 – Present",
     ("2021-04", None, True),
     ["Lead a team of four DBAs looking after 180 Oracle and PostgreSQL databases (60 TB) for policy, claims and "
      "finance systems, with a 99.98% availability target.",
      "Designed and ran the migration of 40 Oracle 12c databases to 19c RAC with Data Guard, and of 25 "
      "departmental databases to Aurora PostgreSQL (AWS DMS, ora2pg).",
      "Cut the nightly batch window from 7h to 3h 40m through AWR/ASH-driven SQL tuning and partitioning.",
      "Own database patching, backup and DR testing (quarterly switchovers) and the DBA input to ISO 27001 audits."],
     "Oracle 19c RAC (2-node), ASM, Data Guard, GoldenGate 21c, OEM 13.5, Aurora PostgreSQL 15, AWS DMS, "
     "RHEL 8, Ansible, ServiceNow"),
    ("Senior Oracle DBA", "Bletchley Retail Services Ltd", "Northampton", "Sep 2016 – Mar 2021",
     ("2016-09", "2021-03"),
     ["Second-line and project DBA for the retail and warehouse systems (Oracle 11g/12c, 70 databases).",
      "Built GoldenGate replication to a reporting hub for the BI team; upgraded Exadata X5 to X7.",
      "Automated RMAN backup checks and tablespace alerts in Bash and Python; on-call one week in five."],
     "Oracle 11g/12c, Exadata X5/X7, RMAN, GoldenGate 12c, OEM 13c, Oracle Linux 7, Bash, Python"),
    ("Oracle DBA", "Redway Managed Services Ltd", "Milton Keynes", "Jan 2012 – Aug 2016", ("2012-01", "2016-08"),
     ["Supported Oracle databases for twelve managed-service customers: installs, patching, backup and recovery, "
      "performance incidents.",
      "Migrated Windows-hosted 10g databases to Linux and 11gR2."],
     "Oracle 10g/11gR2, RMAN, Data Guard, Windows Server, RHEL 5/6"),
    ("Junior DBA / Application Support Analyst", "Willen Data Systems Ltd", "Bedford", "Aug 2009 – Dec 2011",
     ("2009-08", "2011-12"),
     ["First-line database and application support, SQL reports, user and space administration."],
     "Oracle 10g, SQL Server 2005, Crystal Reports"),
]
BP3_SKILLS = [  # (skill, level, years)
    ("Oracle Database (10g–19c)", "Expert", "15"), ("Oracle RAC & ASM", "Expert", "11"),
    ("RMAN, Data Guard & Flashback", "Expert", "14"), ("Performance tuning (AWR, ASH, SQL Monitor)", "Expert", "12"),
    ("Oracle GoldenGate", "Advanced", "6"), ("Oracle Enterprise Manager 13c", "Expert", "10"),
    ("PostgreSQL (11–16)", "Advanced", "5"), ("Amazon RDS & Aurora PostgreSQL", "Advanced", "4"),
    ("Microsoft SQL Server (2016–2022)", "Intermediate", "3"), ("RHEL / Oracle Linux", "Advanced", "15"),
    ("Bash, Python & PL/SQL", "Advanced", "12"), ("Ansible & Terraform", "Intermediate", "3"),
]
BP3_CERTS = [  # (name, issuer, date, id or status)
    ("Oracle Database Administration 2019 Certified Professional", "Oracle", "Mar 2020", "ID OC2047735"),
    ("Oracle Cloud Infrastructure 2024 Certified Architect Associate", "Oracle", "Nov 2024",
     "Expired Nov 2026 – renewing"),
    ("AWS Certified Database – Specialty", "Amazon Web Services", "Jun 2022", "Expired Jun 2025 (exam retired)"),
    ("Oracle Database 11g Administrator Certified Professional", "Oracle", "Oct 2013", "ID OC1173620"),
    ("ITIL 4 Foundation", "PeopleCert", "Jul 2019", "No. GR671038417"),
    ("Microsoft Certified: Azure Database Administrator Associate (DP-300)", "Microsoft", "—",
     "In progress – target Apr 2027"),
]


def bp3_word_docx():
    from docx.enum.table import WD_TABLE_ALIGNMENT
    from docx.enum.text import WD_ALIGN_PARAGRAPH
    from docx.shared import Inches, Mm, Pt, RGBColor
    from holdout_render import bottom_border, new_docx

    navy, grey = RGBColor(0x1F, 0x38, 0x64), RGBColor(0x59, 0x59, 0x59)
    document = new_docx(author="Fiona Ashcombe", title="Fiona Ashcombe - CV - Lead DBA", page=(Mm(210), Mm(297)),
                        margins=(Inches(0.7), Inches(0.6)), font="Calibri", size=10, space_after=2)
    full = Inches(6.87)
    docx_page_footer(document.sections[0], "Fiona Ashcombe – Curriculum Vitae – ")

    def run(p, text, bold=False, italic=False, size=None, color=None):
        r = p.add_run(text); r.bold = bold; r.italic = italic
        if size: r.font.size = Pt(size)
        if color is not None: r.font.color.rgb = color
        return r

    def para(container, text="", bold=False, italic=False, size=None, color=None, before=0, after=2, style=None):
        p = container.add_paragraph(style=style)
        p.paragraph_format.space_before = Pt(before); p.paragraph_format.space_after = Pt(after)
        if text:
            run(p, text, bold, italic, size, color)
        return p

    def heading(text):
        p = para(document, text, bold=True, size=11, color=navy, before=10, after=4)
        p.paragraph_format.keep_with_next = True
        bottom_border(p, color="1F3864", size="8")

    def header_cells(table, labels):
        row = table.rows[0]
        repeat_header_row(row)
        for cell, label in zip(row.cells, labels):
            cell_props(cell, fill="1F3864")
            p = cell.paragraphs[0]
            p.paragraph_format.space_before = Pt(2); p.paragraph_format.space_after = Pt(2)
            run(p, label, bold=True, size=9, color=RGBColor(0xFF, 0xFF, 0xFF))

    p = para(document, "Fiona Ashcombe", bold=True, size=24, color=navy, after=0)
    p = para(document, "Lead Oracle & PostgreSQL Database Administrator  |  OCP 2019  |  15 years", size=12,
             color=grey, after=3)
    p = para(document, size=9.5, after=0)
    run(p, "Milton Keynes, Buckinghamshire   |   07700 900583   |   ", size=9.5)
    docx_hyperlink(p, "mailto:fiona.ashcombe@example.com", "fiona.ashcombe@example.com", size=9.5)
    run(p, "   |   ", size=9.5)
    docx_hyperlink(p, "https://www.linkedin.com/in/fiona-ashcombe-dba", "linkedin.com/in/fiona-ashcombe-dba",
                   size=9.5)
    bottom_border(p, color="1F3864", size="12")

    heading("PROFILE")
    para(document, "Oracle Certified Professional DBA with fifteen years in financial services, retail and managed "
                   "services, now leading a small DBA team. Deep Oracle (RAC, Data Guard, GoldenGate, Exadata) and "
                   "performance tuning, and five years moving workloads to PostgreSQL and AWS. Calm in a P1, "
                   "careful with change, and happiest when the runbook is good enough that nobody needs to call me. "
                   "Looking for a lead or principal DBA / database reliability role, hybrid, within an hour of "
                   "Milton Keynes.")

    heading("TECHNICAL SKILLS")
    grid = document.add_table(rows=len(BP3_SKILLS) // 2 + 1, cols=6)
    grid.alignment = WD_TABLE_ALIGNMENT.CENTER
    table_borders(grid, val="single", color="BFC9D9", size="4")
    fixed_widths(grid, [Inches(2.0), Inches(0.85), Inches(0.58)] * 2)
    header_cells(grid, ["Technology", "Level", "Years"] * 2)
    half = len(BP3_SKILLS) // 2
    for i, (skill, level, years) in enumerate(BP3_SKILLS):  # down the left half, then the right half
        row = grid.rows[1 + i % half]
        cells = row.cells[(i // half) * 3:(i // half) * 3 + 3]
        for cell, text in zip(cells, (skill, level, years)):
            p = cell.paragraphs[0]
            p.paragraph_format.space_after = Pt(1)
            run(p, text, size=9, bold=(text is skill))
            if text is years:
                p.alignment = WD_ALIGN_PARAGRAPH.CENTER

    heading("CAREER HISTORY")
    table = document.add_table(rows=len(BP3_JOBS) + 1, cols=3)
    table.alignment = WD_TABLE_ALIGNMENT.CENTER
    table_borders(table, val="single", color="BFC9D9", size="4")
    fixed_widths(table, [Inches(1.05), Inches(1.75), Inches(4.07)])
    header_cells(table, ["Dates", "Employer & role", "Responsibilities and achievements"])
    for row, (title, employer, place, when, _, items, environment) in zip(table.rows[1:], BP3_JOBS):
        dates_cell, who, what = row.cells
        for cell in row.cells:
            cell_props(cell, valign="top")
        p = dates_cell.paragraphs[0]
        p.paragraph_format.space_before = Pt(3)
        run(p, when, bold=True, size=9, color=navy)
        p = who.paragraphs[0]
        p.paragraph_format.space_before = Pt(3); p.paragraph_format.space_after = Pt(1)
        run(p, employer, bold=True, size=9.5)
        para(who, title, italic=True, size=9.5, color=navy, after=1)
        para(who, place, size=9, color=grey, after=3)
        first = True
        for item in items:
            p = what.paragraphs[0] if first else what.add_paragraph()
            first = False
            p.style = document.styles["List Bullet"]
            p.paragraph_format.space_before = Pt(3 if len(what.paragraphs) == 1 else 0)
            p.paragraph_format.space_after = Pt(1)
            run(p, item, size=9)
        p = para(what, size=8.5, before=2, after=4)
        run(p, "Environment: ", bold=True, size=8.5, color=navy)
        run(p, environment, size=8.5, color=grey)

    heading("CERTIFICATIONS")
    certs = document.add_table(rows=len(BP3_CERTS) + 1, cols=4)
    certs.alignment = WD_TABLE_ALIGNMENT.CENTER
    table_borders(certs, val="single", color="BFC9D9", size="4", edges=("top", "bottom", "insideH"))
    fixed_widths(certs, [Inches(3.45), Inches(1.2), Inches(0.75), Inches(1.47)])
    header_cells(certs, ["Certification", "Issuer", "Date", "ID / status"])
    for row, values in zip(certs.rows[1:], BP3_CERTS):
        cant_split(row)
        for cell, text in zip(row.cells, values):
            p = cell.paragraphs[0]
            p.paragraph_format.space_before = Pt(1); p.paragraph_format.space_after = Pt(1)
            run(p, text, size=9, bold=(text is values[0]))

    heading("EDUCATION")
    p = para(document, before=2, after=0)
    run(p, "BSc (Hons) Computer Science, 2:1", bold=True)
    run(p, "  —  University of Bedfordshire, Luton  —  2006 – 2009", color=grey)
    para(document, "Final-year project: an indexing advisor for Oracle 10g using the SQL Tuning Set API.",
         italic=True, size=9, color=grey, after=2)

    heading("ADDITIONAL INFORMATION")
    for label, text in (("Languages: ", "English (native); German (basic)"),
                        ("Security clearance: ", "SC (lapsed 2021; happy to be re-vetted)"),
                        ("Other: ", "Full UK driving licence. UKOUG member; spoke at UKOUG Breakthrough 2023 on "
                                    "\"Data Guard switchovers you can sleep through\".")):
        p = para(document, after=2)
        run(p, label, bold=True, color=navy)
        run(p, text)
    para(document, "References available on request.", italic=True, color=grey, before=4)

    name = "bp3-fiona-ashcombe"
    path = os.path.join(FILES, name + ".docx")
    document.save(path)
    check_pages(name, lo_page_count(path, name), 2)
    write_truth(name, {
        "basics": {"name": "Fiona Ashcombe",
                   "label": "Lead Oracle & PostgreSQL Database Administrator | OCP 2019 | 15 years",
                   "email": "fiona.ashcombe@example.com", "phone": "07700 900583",
                   "location": {"city": "Milton Keynes", "region": "Buckinghamshire"},
                   "profiles": [linkedin("fiona-ashcombe-dba")]},
        "work": [job(t, e, p, w, s) for t, e, p, w, s, *_ in BP3_JOBS],
        "education": [
            {"institution": "University of Bedfordshire", "study_type": "BSc (Hons)", "area": "Computer Science",
             "score": "2:1", "dates": dates("2006", "2009", text="2006 – 2009")}],
        "skills": [{"name": s} for s, *_ in BP3_SKILLS],
        "certificates": [{"name": c} for c, *_ in BP3_CERTS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "German", "fluency": "basic"}],
    })


# =====================================================================================================================
# ---- bp4: embedded software engineer (Toulouse, France), pdflatex ---------------------------------------------------
BP4_JOBS = [  # (title, employer, place, dates as printed, truth span, bullets, technologies used)
    ("Senior Embedded Software Engineer", "Aerolys Systems SAS", "Blagnac, France", "09/2021 – present",
     ("2021-09", None, True),
     ["Technical lead (4 engineers) for the flight-control computer I/O software of a regional aircraft programme, "
      "developed to DO-178C DAL B.",
      "Wrote the ARINC 429 and CAN FD drivers and the health-monitoring task on a dual-core Cortex-R5 under a "
      "certifiable RTOS; 100% MC/DC structural coverage with VectorCAST.",
      "Cut boot time from 1.9 s to 640 ms by reworking the flash loader and the BIT sequence.",
      "Reviewer for the software requirements and the MISRA C deviation records; support to the DER audits."],
     "C11, ARINC 429, CAN FD, Cortex-R5, DO-178C, VectorCAST, Polyspace, Lauterbach TRACE32, Jenkins, "
     "IBM DOORS"),
    ("Embedded Software Engineer", "Altitude Ingénierie SAS", "Toulouse, France", "10/2017 – 08/2021",
     ("2017-10", "2021-08"),
     ["Engineering-services consultant placed with a Tier-1 automotive supplier (body control modules, "
      "2017–2019) and then with an avionics equipment maker (cabin systems, 2019–2021).",
      "AUTOSAR Classic BSW configuration (Vector MICROSAR) and complex device drivers on NXP S32K; "
      "UDS diagnostics and a CAN bootloader, ISO 26262 ASIL B.",
      "Unit and integration tests in a hardware-in-the-loop bench; MISRA C:2012 compliance."],
     "C, AUTOSAR Classic, Vector DaVinci, NXP S32K1, CANoe, UDS, ISO 26262, Git, Gerrit"),
    ("Embedded Software Apprentice (work-study)", "Pyrène Électronique SA", "Labège, France", "09/2014 – 08/2017",
     ("2014-09", "2017-08"),
     ["Three-year apprenticeship alongside the engineering degree: firmware for industrial sensors on STM32 and "
      "TI C2000 (Modbus RTU, 4–20 mA loops), production test software in Python."],
     "C, FreeRTOS, STM32F4, TI C2000, Modbus, Python"),
]
BP4_SKILLS = [
    ("Languages", ["C (C99/C11)", "C++17", "Python 3", "Rust (embedded, hobby)", "ARM assembly"]),
    ("RTOS / OS", ["FreeRTOS", "Zephyr", "AUTOSAR Classic (Vector MICROSAR)", "Embedded Linux (Yocto)"]),
    ("Microcontrollers", ["STM32 (Cortex-M4/M7)", "NXP S32K1", "TI C2000", "Nordic nRF52"]),
    ("Buses & protocols", ["CAN / CAN FD", "LIN", "SPI", "I2C", "UART", "ARINC 429", "UDS (ISO 14229)"]),
    ("Standards", ["DO-178C (DAL B/C)", "ISO 26262 (ASIL B)", "MISRA C:2012"]),
    ("Tools", ["IAR Embedded Workbench", "GCC / CMake", "Lauterbach TRACE32", "VectorCAST", "Polyspace",
               "Git / GitLab CI"]),
]
BP4_CERTS = [  # (name, issuer, id, date / status)
    ("Functional Safety Engineer – Automotive (ISO 26262)", "TÜV Rheinland", "ID 14752/20",
     "06/2020 – valid to 06/2025 (expired, renewal planned)"),
    ("Arm Accredited Engineer (AAE)", "Arm", "AAE-2018-30417", "2018"),
    ("Linux Foundation Certified System Administrator (LFCS)", "The Linux Foundation", "LFCS-1900-0082-1103",
     "2019 – expired 2022"),
    ("iSAQB Certified Professional for Software Architecture – Foundation Level (CPSA-F)", "iSAQB", "—",
     "in progress, exam 03/2027"),
]


def bp4_pdflatex():
    from holdout_render import pdflatex

    def items(rows):
        return "\n".join(f"  \\item {tex(i)}" for i in rows)

    jobs = ""
    for title, employer, place, when, _, bullets, techs in BP4_JOBS:
        jobs += (f"\\job{{{tex(title)}}}{{{tex(when)}}}{{{tex(employer)}, {tex(place)}}}\n"
                 f"\\begin{{itemize}}\n{items(bullets)}\n\\end{{itemize}}\n"
                 f"\\tech{{Technologies used:}}{{{tex(techs)}}}\n\n")
    skills = "\n".join(f"\\textbf{{{tex(group)}}} & {tex(', '.join(values))} \\\\" for group, values in BP4_SKILLS)
    certs = "\n".join(f"\\textbf{{{tex(c)}}} & {tex(issuer)} & {tex(cid)} & {tex(when)} \\\\[1pt]"
                      for c, issuer, cid, when in BP4_CERTS)
    source = r"""\documentclass[10pt,a4paper]{article}
\usepackage[T1]{fontenc}
\usepackage[utf8]{inputenc}
\usepackage{charter}
\usepackage[a4paper,top=14mm,bottom=14mm,left=17mm,right=17mm]{geometry}
\usepackage{xcolor}
\usepackage{tabularx}
\usepackage{enumitem}
\usepackage{titlesec}
\usepackage[hidelinks]{hyperref}
\hypersetup{pdftitle={CV Julien Marchetti},pdfauthor={Julien Marchetti}}
\definecolor{accent}{HTML}{8B1E3F}
\pagestyle{empty}
\setlength{\parindent}{0pt}
\titleformat{\section}{\color{accent}\large\bfseries}{}{0pt}{}[{\color{accent}\titlerule}]
\titlespacing*{\section}{0pt}{9pt}{4pt}
\setlist[itemize]{leftmargin=12pt,itemsep=1pt,topsep=2pt,parsep=0pt}
\newcommand{\job}[3]{\textbf{#1}\hfill\textbf{\color{accent}#2}\\\textit{#3}\vspace{-1pt}}
\newcommand{\tech}[2]{{\small\textbf{#1} #2}\par\vspace{5pt}}
\begin{document}
{\LARGE\bfseries Julien Marchetti}\par\vspace{3pt}
{\large Embedded Software Engineer -- C/C++ \textperiodcentered{} RTOS \textperiodcentered{} Automotive \& Avionics Safety}\par\vspace{4pt}
{\small Toulouse, France \textperiodcentered{} +33 6 39 98 41 27 \textperiodcentered{}
\href{mailto:julien.marchetti@example.com}{julien.marchetti@example.com}\\
\href{https://gitlab.com/jmarchetti-emb}{gitlab.com/jmarchetti-emb} \textperiodcentered{}
\href{https://jmarchetti-emb.gitlab.io}{jmarchetti-emb.gitlab.io} (portfolio) \textperiodcentered{}
\href{https://www.linkedin.com/in/julien-marchetti-embedded}{linkedin.com/in/julien-marchetti-embedded}\\
French national \textperiodcentered{} driving licence B \textperiodcentered{} available with three months' notice}

\section*{Profile}
Embedded software engineer with nine years on safety-critical firmware (three as an apprentice), in avionics
(DO-178C) and automotive (ISO 26262). Bare-metal and RTOS drivers, bootloaders, diagnostics and the verification
that goes with them. Looking for a senior or lead embedded role in Toulouse or Occitanie (on site or hybrid), in
aerospace, space or mobility.

\section*{Technical skills}
\begin{tabularx}{\linewidth}{@{}p{33mm}X@{}}
""" + skills + r"""
\end{tabularx}

\section*{Professional experience}
""" + jobs + r"""
\section*{Personal projects}
\job{CANscope -- open-source CAN FD bus analyser}{2022 -- 2023}{\href{https://gitlab.com/jmarchetti-emb/canscope}{gitlab.com/jmarchetti-emb/canscope}}
\begin{itemize}
  \item USB CAN FD sniffer on an STM32G4 board with a Wireshark extcap plugin; 300+ stars, used in two
  university labs.
\end{itemize}
\tech{Technologies used:}{C, Zephyr, STM32G4, USB CDC, Python, KiCad}

\job{Zephyr driver for the Bosch BME688 sensor (merged upstream)}{03/2024}{Zephyr Project (upstream)}
\begin{itemize}
  \item I2C driver with the sensor API and devicetree bindings; reviewed and merged into Zephyr 3.7.
\end{itemize}

\job{Low-power weather station in Rust}{2025 -- present}{\href{https://jmarchetti-emb.gitlab.io}{jmarchetti-emb.gitlab.io}}
\begin{itemize}
  \item RP2040 and LoRa, embassy-rs async runtime; 14 months on two AA cells so far.
\end{itemize}

\section*{Certifications}
{\small
\begin{tabularx}{\linewidth}{@{}>{\raggedright\arraybackslash}X>{\raggedright\arraybackslash}p{24mm}>{\raggedright\arraybackslash}p{31mm}>{\raggedright\arraybackslash}p{38mm}@{}}
""" + certs + r"""
\end{tabularx}}

\section*{Education}
\job{Diplôme d'ingénieur (Master's level) in Electronics \& Embedded Systems, apprenticeship track}{2014 -- 2017}{Toulouse INP -- ENSEEIHT, Toulouse}\par\vspace{4pt}
\job{DUT in Electrical Engineering and Industrial Computing (GEII)}{2012 -- 2014}{IUT Paul Sabatier, Toulouse}\par\vspace{4pt}
\job{Baccalauréat S (Engineering Sciences), mention Bien}{2012}{Lycée polyvalent Canal-du-Midi, Toulouse}

\section*{Languages}
French: native \textperiodcentered{} English: C1 (TOEIC 945/990, 2023) \textperiodcentered{}
Italian: B1 \textperiodcentered{} Spanish: A2

\section*{Interests}
Glider pilot (FFVP licence, 210 hours), amateur radio (HAREC licence), trail running.
\end{document}
"""
    name = "bp4-julien-marchetti"
    pdflatex(source, name)
    check_pages(name, pdf_pages(os.path.join(FILES, name + ".pdf")), 2)
    write_truth(name, {
        "basics": {"name": "Julien Marchetti",
                   "label": "Embedded Software Engineer – C/C++ · RTOS · Automotive & Avionics Safety",
                   "email": "julien.marchetti@example.com", "phone": "+33 6 39 98 41 27",
                   "location": {"city": "Toulouse", "country_code": "FR"},
                   "profiles": [profile("GitLab", "https://gitlab.com/jmarchetti-emb"),
                                linkedin("julien-marchetti-embedded")]},
        "work": [job(t, e, p, w, s) for t, e, p, w, s, *_ in BP4_JOBS],
        "education": [
            {"institution": "Toulouse INP – ENSEEIHT", "study_type": "Diplôme d’ingénieur",
             "area": "Electronics & Embedded Systems", "dates": dates("2014", "2017", text="2014 – 2017")},
            {"institution": "IUT Paul Sabatier", "study_type": "DUT",
             "area": "Electrical Engineering and Industrial Computing (GEII)",
             "dates": dates("2012", "2014", text="2012 – 2014")},
            {"institution": "Lycée polyvalent Canal-du-Midi", "study_type": "Baccalauréat S",
             "area": "Engineering Sciences", "score": "mention Bien", "dates": dates(None, "2012", text="2012")}],
        "skills": [{"name": s} for _, values in BP4_SKILLS for s in values],
        "certificates": [{"name": c} for c, *_ in BP4_CERTS],
        "languages": [{"language": "French", "fluency": "native"}, {"language": "English", "fluency": "C1"},
                      {"language": "Italian", "fluency": "B1"}, {"language": "Spanish", "fluency": "A2"}],
    })


# =====================================================================================================================
# ---- bp5: security analyst (Winnipeg, MB, Canada), fpdf2 two-column with a dark skills sidebar at the left ----------
BP5_EMPLOYERS = [  # (employer, place, [(title, dates as printed, truth span, bullets)], tools)
    ("Red River Cyber Defence Inc.", "Winnipeg, MB", [
        ("Security Analyst II – Incident Response", "Mar. 2023 – Present", ("2023-03", None, True),
         ["Senior analyst in a 24/7 MSSP SOC serving 38 clients (credit unions, health, municipalities); "
          "incident commander for P1/P2 incidents.",
          "Led 60+ investigations in 2025 including two ransomware intrusions contained within 6 hours; wrote the "
          "client-facing reports and lessons learned.",
          "Wrote 90 Sentinel analytics rules (KQL) mapped to MITRE ATT&CK and tuned noisy rules – alert volume down "
          "35% with no loss of detections in purple-team tests.",
          "Built Logic Apps / SOAR playbooks for phishing triage and account disablement; mentor three Tier 1 "
          "analysts."])],
     "Microsoft Sentinel, Defender XDR, CrowdStrike Falcon, Velociraptor, KAPE, Logic Apps, Python"),
    ("Prairie Fibre Communications Ltd.", "Winnipeg, MB", [
        ("Security Operations Analyst (Tier 2)", "Jul. 2021 – Feb. 2023", ("2021-07", "2023-02"),
         ["Triage and investigation of escalated alerts for the ISP's corporate network and 400k-subscriber "
          "platform; threat hunting in Splunk ES; vulnerability follow-up with the network team."]),
        ("SOC Analyst (Tier 1)", "Sept. 2019 – Jun. 2021", ("2019-09", "2021-06"),
         ["Monitored the SIEM queue on rotating shifts, phishing mailbox triage, first response and escalation "
          "per the runbooks."])],
     "Splunk ES, Palo Alto Cortex XSOAR, Tenable.sc, Proofpoint, Zeek"),
    ("Red Oak Property Group", "Winnipeg, MB", [
        ("IT Support Analyst", "May 2017 – Aug. 2019", ("2017-05", "2019-08"),
         ["Desktop, Microsoft 365 and network support for 250 staff; ran the security awareness training and "
          "phishing simulations."])],
     "Microsoft 365, Active Directory, Intune, FortiGate, KnowBe4"),
]
BP5_SKILLS = [  # sidebar groups
    ("SIEM & SOAR", ["Microsoft Sentinel", "Splunk Enterprise Security", "Cortex XSOAR", "Azure Logic Apps"]),
    ("EDR / XDR", ["CrowdStrike Falcon", "Microsoft Defender XDR"]),
    ("DFIR", ["Velociraptor", "KAPE", "Volatility 3", "Wireshark / Zeek"]),
    ("Query & scripting", ["KQL", "SPL", "Python", "PowerShell"]),
    ("Frameworks", ["MITRE ATT&CK", "NIST SP 800-61", "NIST CSF 2.0", "CIS Controls v8"]),
]
BP5_CERTS = [  # (name, detail)
    ("GIAC Certified Incident Handler (GCIH)", "GIAC · Analyst no. 41827 · Jun 2023 · expires Jun 2027"),
    ("Microsoft Certified: Security Operations Analyst Associate (SC-200)",
     "Microsoft · Credential ID 8F3A2C91D07E4B66 · Oct 2024 · renewed Oct 2026"),
    ("Splunk Core Certified Power User", "Splunk · Jan 2022 · expired Jan 2025"),
    ("CompTIA Security+ (SY0-501)", "CompTIA · Verification code K4R7TQ2WZ1 · Aug 2019 · expired Aug 2022"),
    ("Certified Information Systems Security Professional (CISSP)", "ISC2 · in progress – exam booked March 2027"),
]


def bp5_fpdf_sidebar():
    from fpdf import FPDF
    from holdout_render import fpdf_dejavu

    navy, pale, teal, ink, grey = (0x1E, 0x2A, 0x38), (0xDD, 0xE6, 0xEE), (0x2F, 0xB5, 0xA5), (0x22, 0x22, 0x22), \
        (0x6A, 0x6A, 0x6A)
    side_w, main_x, right = 66, 74, 12

    class Resume(FPDF):
        def header(self):
            self.set_fill_color(*navy)
            self.rect(0, 0, side_w, self.h, style="F")

    pdf = Resume(format="Letter", unit="mm")
    fpdf_dejavu(pdf, ("", "B", "I"))
    pdf.set_title("Priya Chandrasekar - Resume")
    pdf.set_author("Priya Chandrasekar")
    pdf.set_margins(main_x, 14, right)
    pdf.set_auto_page_break(False)
    pdf.add_page()

    # ---- the sidebar, written first on page 1 ----
    side_x, side_text_w = 8, side_w - 14

    def side_head(text, y_gap=5):
        pdf.set_x(side_x)
        pdf.ln(y_gap)
        pdf.set_x(side_x)
        pdf.set_font("DejaVu", "B", 9.5)
        pdf.set_text_color(*teal)
        pdf.cell(side_text_w, 5, text, new_x="LMARGIN", new_y="NEXT")
        pdf.set_draw_color(*teal)
        pdf.line(side_x, pdf.get_y() + 0.5, side_x + side_text_w, pdf.get_y() + 0.5)
        pdf.ln(1.8)

    def side_line(text, style="", size=8.3, color=pale, link=None, h=4.3):
        pdf.set_x(side_x)
        pdf.set_font("DejaVu", style, size)
        pdf.set_text_color(*color)
        pdf.multi_cell(side_text_w, h, text, link=link or "", new_x="LMARGIN", new_y="NEXT")

    pdf.set_left_margin(side_x)
    pdf.set_xy(side_x, 16)
    side_head("CONTACT", 0)
    side_line("Winnipeg, MB")
    side_line("(204) 555-0119")
    side_line("priya.chandrasekar@example.com", size=7.8, link="mailto:priya.chandrasekar@example.com")
    side_head("LINKS")
    side_line("linkedin.com/in/priya-chandrasekar-soc", link="https://www.linkedin.com/in/priya-chandrasekar-soc")
    side_line("github.com/pchandra-dfir", link="https://github.com/pchandra-dfir")
    side_head("SKILLS")
    for group, items in BP5_SKILLS:
        side_line(group, style="B", size=8.3, color=(0xFF, 0xFF, 0xFF))
        for item in items:
            side_line("›  " + item)
        pdf.ln(1.4)
    side_head("LANGUAGES", 3.6)
    for lang, level in (("English", "Fluent"), ("Tamil", "Native"), ("French", "Intermediate")):
        pdf.set_x(side_x)
        pdf.set_font("DejaVu", "B", 8.3); pdf.set_text_color(0xFF, 0xFF, 0xFF)
        pdf.cell(pdf.get_string_width(lang + " "), 4.3, lang + " ")
        pdf.set_font("DejaVu", "", 8.3); pdf.set_text_color(*pale)
        pdf.cell(0, 4.3, "– " + level, new_x="LMARGIN", new_y="NEXT")
    side_head("CLEARANCE", 3.6)
    side_line("Government of Canada Reliability Status (2024)")
    assert pdf.get_y() < pdf.h - 10, f"sidebar overflows: {pdf.get_y()}"

    # ---- the main column ----
    pdf.set_left_margin(main_x)
    pdf.set_auto_page_break(True, margin=14)
    pdf.set_xy(main_x, 14)
    main_w = pdf.w - main_x - right

    def text(t, style="", size=9, color=ink, h=4.4, align="L"):
        pdf.set_font("DejaVu", style, size)
        pdf.set_text_color(*color)
        pdf.multi_cell(main_w, h, t, align=align, new_x="LMARGIN", new_y="NEXT")

    def head(t):
        if pdf.get_y() > pdf.h - 35:
            pdf.add_page(); pdf.set_xy(main_x, 14)
        pdf.ln(4)
        pdf.set_font("DejaVu", "B", 11); pdf.set_text_color(*navy)
        pdf.cell(main_w, 6, t, new_x="LMARGIN", new_y="NEXT")
        pdf.set_draw_color(*teal); pdf.set_line_width(0.5)
        pdf.line(main_x, pdf.get_y(), main_x + main_w, pdf.get_y())
        pdf.set_line_width(0.2)
        pdf.ln(2)

    def bullet(t):
        pdf.set_font("DejaVu", "", 8.8); pdf.set_text_color(*ink)
        pdf.cell(4, 4.3, "•")
        pdf.multi_cell(main_w - 4, 4.3, t, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(0.6)

    def title_line(left, right_text, size=9.6):
        pdf.set_font("DejaVu", "B", size); pdf.set_text_color(*ink)
        pdf.cell(main_w - 45, 5, left)
        pdf.set_font("DejaVu", "B", 8.6); pdf.set_text_color(*teal)
        pdf.cell(45, 5, right_text, align="R", new_x="LMARGIN", new_y="NEXT")

    text("Priya Chandrasekar", "B", 22, navy, h=10)
    text("Security Analyst II | SOC & Incident Response | GCIH, SC-200", "", 11, teal, h=6)
    head("SUMMARY")
    text("Security analyst with seven years in security operations – Tier 1 to incident lead – at an ISP and a "
         "managed security provider. I investigate and contain intrusions, write and tune detections, and automate "
         "the boring parts of triage. Looking for a senior SOC, incident response or detection engineering role in "
         "Winnipeg or remote within Canada.", size=8.9)
    head("EXPERIENCE")
    for employer, place, roles, tools in BP5_EMPLOYERS:
        if pdf.get_y() > pdf.h - 45:
            pdf.add_page(); pdf.set_xy(main_x, 14)
        pdf.set_font("DejaVu", "B", 10); pdf.set_text_color(*navy)
        pdf.cell(main_w, 5.5, f"{employer}  ·  {place}", new_x="LMARGIN", new_y="NEXT")
        for title, when, _, bullets in roles:
            title_line(title, when)
            pdf.ln(0.6)
            for b in bullets:
                bullet(b)
        pdf.set_font("DejaVu", "B", 8.2); pdf.set_text_color(*grey)
        pdf.cell(pdf.get_string_width("Tools: "), 4.2, "Tools: ")
        pdf.set_font("DejaVu", "", 8.2)
        pdf.multi_cell(main_w - pdf.get_string_width("Tools: "), 4.2, tools, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(3)
    head("CERTIFICATIONS")
    for cert, detail in BP5_CERTS:
        text(cert, "B", 9, ink, h=4.5)
        text(detail, "", 8.2, grey, h=4.2)
        pdf.ln(1.2)
    head("EDUCATION")
    for qualification, when, school in (
            ("Bachelor of Science (Major), Computer Science", "2013 – 2017", "University of Manitoba, Winnipeg, MB"),
            ("Continuing Education Certificate in Information Security", "2018 – 2019",
             "Red River College Polytechnic, Winnipeg, MB (part-time, evenings)")):
        title_line(qualification, when, size=9.2)
        text(school, "I", 8.6, grey)
        pdf.ln(1.5)
    head("COMMUNITY")
    text("Organizer, BSides Winnipeg (2022 – present): CFP committee and the beginners' DFIR workshop.", size=8.8)

    name = "bp5-priya-chandrasekar"
    path = os.path.join(FILES, name + ".pdf")
    pdf.output(path)
    check_pages(name, pdf_pages(path), 2)
    work = []
    for employer, place, roles, _ in BP5_EMPLOYERS:
        work += [job(title, employer, place, when, span) for title, when, span, _ in roles]
    write_truth(name, {
        "basics": {"name": "Priya Chandrasekar",
                   "label": "Security Analyst II | SOC & Incident Response | GCIH, SC-200",
                   "email": "priya.chandrasekar@example.com", "phone": "(204) 555-0119",
                   "location": {"city": "Winnipeg", "region": "MB"},
                   "profiles": [linkedin("priya-chandrasekar-soc"),
                                profile("GitHub", "https://github.com/pchandra-dfir")]},
        "work": work + [job("Organizer", "BSides Winnipeg", None, "2022 – present", ("2022", None, True))],
        "education": [
            {"institution": "University of Manitoba", "study_type": "Bachelor of Science (Major)",
             "area": "Computer Science", "dates": dates("2013", "2017", text="2013 – 2017")},
            {"institution": "Red River College Polytechnic", "study_type": "Continuing Education Certificate",
             "area": "Information Security", "dates": dates("2018", "2019", text="2018 – 2019")}],
        "skills": [{"name": s} for _, items in BP5_SKILLS for s in items],
        "certificates": [{"name": c} for c, _ in BP5_CERTS],
        "languages": [{"language": "English", "fluency": "Fluent"}, {"language": "Tamil", "fluency": "Native"},
                      {"language": "French", "fluency": "Intermediate"}],
    })


# =====================================================================================================================
# ---- bp6: SAP S/4HANA supply chain (EWM/MM) consultant (Melbourne, VIC), LibreOffice PDF of a Word CV ---------------
BP6_CONSULTANCY = ("Northbank Digital Consulting Pty Ltd", "Melbourne VIC")
BP6_ROLES = [  # (title, dates as printed, truth span, [engagements: (client, role, duration, bullets, landscape)])
    ("Senior Consultant – SAP Supply Chain (EWM/MM)", "Jul 2022 – Present", ("2022-07", None, True), [
        ("Goulburn Valley Dairy Co-operative", "EWM Solution Lead", "22 months (Mar 2025 – present)",
         ["Lead the embedded EWM design for three chilled distribution centres (1,200 pallets/day) in an S/4HANA "
          "brownfield conversion; 4 functional consultants and an offshore RF/ABAP team.",
          "Designed wave management, cold-chain putaway strategies, batch/shelf-life (FEFO) picking and the "
          "integration with the dairy's own transport system.",
          "Run the design authority for warehouse changes and the cutover rehearsals (go-live for DC1 Nov 2026)."],
         "S/4HANA 2023 (embedded EWM), Fiori, SAP Cloud ALM, Zebra TC52 RF, SAP BTP Integration Suite"),
        ("Bayside Hardware Group", "MM/EWM Functional Lead", "19 months (Aug 2023 – Feb 2025)",
         ["Greenfield S/4HANA rollout for a 90-store hardware retailer: procure-to-pay, inventory management and "
          "decentralised EWM for the national DC.",
          "Wrote the functional specs for 26 RICEFW objects; led SIT and UAT (1,400 test cases) with Tricentis Tosca."],
         "S/4HANA 2022, decentralised EWM 2022, SAP Ariba, Solution Manager 7.2, Tricentis Tosca"),
        ("Mornington Bay Water Corporation (public sector)", "MM Consultant (phase 2 rollout)", "12 months (Jul 2022 – Jul "
         "2023)",
         ["Stores and inventory for field maintenance: reservations, MRP for critical spares, Fiori approvals."],
         "S/4HANA 1909, SAP PM, Fiori, ServiceNow")]),
    ("Consultant – SAP MM/WM", "Feb 2019 – Jun 2022", ("2019-02", "2022-06"), [
        ("Kingsway Pharma Distribution", "WM to EWM migration consultant", "16 months (Feb 2021 – Jun 2022)",
         ["Migrated a TGA-licensed warehouse from ECC WM to decentralised EWM 9.5; serialisation and quarantine "
          "processes with QM."],
         "ECC 6.0 EHP8, EWM 9.5, SAP QM, HP ALM"),
        ("Ballarat Foundry & Castings", "MM Support Consultant (AMS)", "24 months (Feb 2019 – Jan 2021)",
         ["Application managed services for procurement and inventory: incidents, small enhancements, month-end "
          "support; introduced Kanban for the foundry consumables."],
         "ECC 6.0, SAP MM/WM, ServiceNow")]),
]
BP6_EARLIER = [  # (title, employer, place, dates as printed, truth span, bullets)
    ("SAP Key User & Inventory Analyst", "Dandenong Packaging Pty Ltd", "Dandenong South VIC", "Mar 2015 – Jan 2019",
     ("2015-03", "2019-01"),
     ["Key user for MM and WM in the company's ECC upgrade; stock accuracy from 94% to 99.2% with cycle counting "
      "in WM."]),
    ("Warehouse Supervisor", "Brooklyn Cold Stores Pty Ltd", "Laverton North VIC", "2011 – 2015", ("2011", "2015"),
     ["Supervised a night shift of 14 in a 20,000-pallet cold store; daily SAP WM transfer orders and stock counts."]),
]
BP6_SKILLS = [  # (area, level)
    ("SAP EWM (embedded and decentralised)", "Expert"), ("SAP MM (purchasing, inventory, invoice verification)",
                                                         "Expert"),
    ("SAP WM / Stock Room Management", "Expert"), ("SAP QM integration (inspection lots, batch management)",
                                                   "Advanced"),
    ("Fiori apps for warehouse and procurement", "Advanced"), ("RF framework and label printing (Adobe Forms)",
                                                             "Advanced"),
    ("SAP Activate, Solution Manager and Cloud ALM", "Advanced"), ("Data migration (Migration Cockpit, LTMC)",
                                                                 "Advanced"),
    ("SAP Ariba Buying", "Working knowledge"), ("SAP TM basics", "Working knowledge"),
]
BP6_TOOLS = ["Jira", "ServiceNow", "HP ALM", "Tricentis Tosca", "Excel (Power Query)", "SQL"]
BP6_CERTS = [  # (name, code / credential, issued, status)
    ("SAP Certified Application Associate – Extended Warehouse Management with SAP S/4HANA", "C_S4EWM_2020",
     "Nov 2021", "Current (stay-current)"),
    ("SAP Certified Application Associate – SAP S/4HANA Sourcing and Procurement", "C_TS452_2022", "Aug 2023",
     "Current"),
    ("SAP Certified Application Associate – SAP EWM 9.5", "C_EWM_95", "Jun 2017", "Expired (not kept current)"),
    ("ASCM Certified Supply Chain Professional (CSCP)", "ID 2196034", "2018", "Current"),
    ("PRINCE2 Foundation", "Cert. 6370211.20484961", "2016", "—"),
    ("SAP Certified Associate – Project Manager – SAP Activate", "C_ACT_2403", "—", "In progress (exam Feb 2027)"),
]


def bp6_libreoffice_consultant():
    from docx.enum.table import WD_TABLE_ALIGNMENT
    from docx.enum.text import WD_TAB_ALIGNMENT
    from docx.shared import Inches, Mm, Pt, RGBColor
    from holdout_render import bottom_border, libreoffice_pdf, new_docx

    plum, grey = RGBColor(0x4B, 0x2C, 0x5E), RGBColor(0x5F, 0x5F, 0x5F)
    document = new_docx(author="Catherine Vu", title="Catherine Vu - SAP EWM MM Consultant - CV", page=(Mm(210), Mm(297)),
                        margins=(Inches(0.75), Inches(0.6)), font="Calibri", size=10, space_after=2)
    right = Inches(6.77)

    def run(p, text, bold=False, italic=False, size=None, color=None):
        r = p.add_run(text); r.bold = bold; r.italic = italic
        if size: r.font.size = Pt(size)
        if color is not None: r.font.color.rgb = color
        return r

    def para(text="", bold=False, italic=False, size=None, color=None, before=0, after=2, style=None, container=None):
        p = (container or document).add_paragraph(style=style)
        p.paragraph_format.space_before = Pt(before); p.paragraph_format.space_after = Pt(after)
        if text:
            run(p, text, bold, italic, size, color)
        return p

    def heading(text):
        p = para(text, bold=True, size=11.5, color=plum, before=10, after=4)
        p.paragraph_format.keep_with_next = True
        bottom_border(p, color="4B2C5E", size="6")

    def dated(left, when, size=10.5, color=None, before=5):
        p = para(before=before, after=0)
        p.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
        p.paragraph_format.keep_with_next = True
        run(p, left, bold=True, size=size, color=color)
        run(p, "\t" + when, bold=True, color=plum)
        return p

    para("CATHERINE VU", bold=True, size=22, color=plum, after=0)
    para("Senior SAP S/4HANA Supply Chain Consultant (EWM / MM)", size=13, color=grey, after=3)
    p = para(size=9.5, after=0)
    run(p, "Docklands, Melbourne VIC 3008   |   0491 572 665   |   ", size=9.5)
    docx_hyperlink(p, "mailto:catherine.vu@example.com", "catherine.vu@example.com", color="4B2C5E", size=9.5)
    run(p, "   |   ", size=9.5)
    docx_hyperlink(p, "https://www.linkedin.com/in/catherine-vu-sap", "linkedin.com/in/catherine-vu-sap",
                   color="4B2C5E", size=9.5)
    p = para("Australian citizen  ·  NV1 security clearance eligible  ·  available from March 2027", size=9,
             color=grey, after=0)
    bottom_border(p, color="4B2C5E", size="12")

    heading("PROFILE")
    para("SAP supply chain consultant with eight years in consulting and four as an SAP key user before that, "
         "across FMCG, retail, pharmaceutical distribution, manufacturing and utilities. I design and deliver EWM "
         "and MM solutions end to end – blueprint, build with the developers, test, cutover and hypercare – and I "
         "know a warehouse floor from having run one. Five full-cycle implementations, two of them as solution "
         "lead.")

    heading("SAP EXPERTISE")
    grid = document.add_table(rows=(len(BP6_SKILLS) + 1) // 2, cols=4)
    grid.alignment = WD_TABLE_ALIGNMENT.CENTER
    table_borders(grid, val="single", color="D9CFE0", size="4", edges=("top", "bottom", "insideH"))
    fixed_widths(grid, [Inches(2.35), Inches(1.0), Inches(2.35), Inches(1.0)])
    for i, (skill, level) in enumerate(BP6_SKILLS):  # row by row
        cells = grid.rows[i // 2].cells[(i % 2) * 2:(i % 2) * 2 + 2]
        p = cells[0].paragraphs[0]; p.paragraph_format.space_after = Pt(1)
        run(p, skill, size=9.5)
        p = cells[1].paragraphs[0]; p.paragraph_format.space_after = Pt(1)
        run(p, level, size=9, italic=True, color=plum)
    p = para(before=4)
    run(p, "Tools: ", bold=True, color=plum)
    run(p, ", ".join(BP6_TOOLS))

    heading("CERTIFICATIONS")
    certs = document.add_table(rows=len(BP6_CERTS) + 1, cols=4)
    certs.alignment = WD_TABLE_ALIGNMENT.CENTER
    table_borders(certs, val="single", color="D9CFE0", size="4", edges=("top", "bottom", "insideH"))
    fixed_widths(certs, [Inches(3.45), Inches(1.35), Inches(0.75), Inches(1.22)])
    for cell, label in zip(certs.rows[0].cells, ("Certification", "Code / ID", "Issued", "Status")):
        cell_props(cell, fill="EDE7F1")
        run(cell.paragraphs[0], label, bold=True, size=9, color=plum)
    for row, values in zip(certs.rows[1:], BP6_CERTS):
        for cell, text in zip(row.cells, values):
            p = cell.paragraphs[0]; p.paragraph_format.space_after = Pt(1)
            run(p, text, size=9)

    heading("CAREER HISTORY")
    dated("{}, {}".format(*BP6_CONSULTANCY), "Feb 2019 – Present", size=11, color=plum)
    para("Melbourne-based SAP partner (120 consultants); supply chain practice.", italic=True, color=grey, after=1)
    for title, when, _, engagements in BP6_ROLES:
        dated(title, when, before=6)
        for client, role, duration, bullets, landscape in engagements:
            p = para(before=4, after=0)
            p.paragraph_format.left_indent = Inches(0.2)
            p.paragraph_format.keep_with_next = True
            for label, value, last in (("Client: ", client, False), ("Role: ", role, False),
                                       ("Duration: ", duration, True)):
                run(p, label, bold=True, color=plum)
                run(p, value + ("" if last else "   |   "))
            for b in bullets:
                q = para(b, style="List Bullet", after=1)
                q.paragraph_format.left_indent = Inches(0.45)
            q = para(after=2)
            q.paragraph_format.left_indent = Inches(0.2)
            run(q, "System landscape: ", italic=True, bold=True, size=9, color=grey)
            run(q, landscape, italic=True, size=9, color=grey)
    for title, employer, place, when, _, bullets in BP6_EARLIER:
        dated(title, when, before=8)
        para(f"{employer}, {place}", italic=True, color=grey, after=1)
        for b in bullets:
            para(b, style="List Bullet", after=1)

    heading("EDUCATION")
    dated("Bachelor of Business (Logistics and Supply Chain Management)", "2008 – 2010", size=10, before=2)
    para("RMIT University, Melbourne", italic=True, color=grey)

    heading("LANGUAGES")
    para("English – native   ·   Vietnamese – conversational")
    heading("REFEREES")
    para("Two client references (a programme director and a DC manager) and my practice lead, on request.")

    name = "bp6-catherine-vu"
    libreoffice_pdf(document, name, 2)
    work = [job(title, *BP6_CONSULTANCY, when, span) for title, when, span, _ in BP6_ROLES]
    work += [job(t, e, p, w, s) for t, e, p, w, s, _ in BP6_EARLIER]
    write_truth(name, {
        "basics": {"name": "Catherine Vu", "label": "Senior SAP S/4HANA Supply Chain Consultant (EWM / MM)",
                   "email": "catherine.vu@example.com", "phone": "0491 572 665",
                   "location": {"city": "Melbourne", "region": "VIC"},
                   "profiles": [linkedin("catherine-vu-sap")]},
        "work": work,
        "education": [
            {"institution": "RMIT University", "study_type": "Bachelor of Business",
             "area": "Logistics and Supply Chain Management", "dates": dates("2008", "2010", text="2008 – 2010")}],
        "skills": [{"name": s} for s, _ in BP6_SKILLS] + [{"name": s} for s in BP6_TOOLS],
        "certificates": [{"name": c} for c, *_ in BP6_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Vietnamese", "fluency": "conversational"}],
    })


if __name__ == "__main__":
    made_scratch = not os.path.isdir(SCRATCH)
    os.makedirs(SCRATCH, exist_ok=True)
    tempfile.tempdir = SCRATCH
    os.environ["TMPDIR"] = SCRATCH
    try:
        bp1_markdown()
        bp2_chromium_builder()
        bp3_word_docx()
        bp4_pdflatex()
        bp5_fpdf_sidebar()
        bp6_libreoffice_consultant()
    finally:
        tempfile.tempdir = None
        if made_scratch:
            shutil.rmtree(SCRATCH, ignore_errors=True)
