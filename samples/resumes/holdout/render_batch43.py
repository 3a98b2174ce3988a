#!/usr/bin/env python3
"""Renders the forty-third held-out batch (aq1–aq6) into files/ and its truth into truth/.

Written without reading the parser (nor its tests or docs); the only project files read were
holdout_render.py, render_batch40–41.py in full and the docstrings of render_batch34–39.py (for the
conventions, the helpers, the truth shape and the occupations already used), the docstrings of
render_batch16.py and render_batch29.py (for how an acquired employer's note, "Earlier Career" lines and board
roles were decided), the helpers imported below as defined in render_batch20.py, render_batch24.py,
render_batch26.py and render_batch28.py, and one truth file (ac1). Six senior specialists and managers with
long careers (22 to 27 years) whose resumes a recruiter sees in one week, none in batch 34–41's occupations
nor in those suggested for batch 42: a hospital director of nursing in Cork, a plant manager at an
automotive brake-parts supplier in Monterrey writing in English, the chief financial officer of a private
equity-backed distributor in Chicago, an IT infrastructure manager at a life insurer in Johannesburg, a head
chef turned food and beverage director of a resort in Dubai and an architect (RIBA) and practice director
in Bristol. (Batch 35's registered nurse, 36's financial analyst, 37's chef de partie and 38's architecture
graduate are other, junior occupations.) Each resume is made with a different everyday producer: a DOCX
kept as the Word file with the dates in a table's left column, pdflatex, a LibreOffice PDF of a DOCX with
right tab stops, fpdf2 with a right sidebar (the two-column PDF), a plain-text file and wkhtmltopdf of an
HTML page. They hold what senior resumes hold: long histories with two or three roles at one employer,
promotions, a current job, an interim director's post and an interim CFO contract, independent consulting
as "Self-employed", a part-time teaching job beside the main one, an acquired employer, renamed employers,
an international contract, "Earlier Career" / "Earlier Experience" lines, board, trustee, committee and
panel roles, dates written "Sept 2019 – present", "Jan–Aug 2019", "2016 – 2018", "03/2011 – 12/2015",
"06/2004 – 02/2011", "1998 – 2001", "Oct 2019 – Present", "2003 – 2006", "Apr 2021 – Present", "03/2012 –
12/2015", "1998–2003", "Nov 2020 – Present", "'18 – '20", "2021 - now", "03/2013 - 12/2015", "2016 - 2018",
"Apr 2019 – present", "Jan–Jun 2005"; education degree first and school first, an executive diploma and an
executive certificate, MBAs, Irish and UK honours classes, Mexican and US GPAs, a South African cum laude,
average and matric exemption, RIBA Parts 1–3, an SVQ; licences, registrations and memberships with numbers,
issuers and expiry dates; grouped and flat skills; spoken languages with levels.

- aq1 (DOCX, python-docx, kept as the Word file; Calibri 10.5 pt, A4, two pages; the page count is checked on
  a throw-away LibreOffice PDF): an Irish director of nursing's CV: "Caitríona Buckley" with a smaller " RGN,
  MSc" run, the label "Director of Nursing | Acute Hospital Nursing Leadership & Governance", a " | " contact
  line ("Douglas, Cork T12 K7P4" with its Eircode, "087 555 0142", the email, a Word hyperlink printed
  "linkedin.com/in/cbuckley-don"); teal capital headings with a rule; PROFILE; CAREER HISTORY as a
  borderless two-column table, the bold teal dates in the narrow left cell and the bold title, an italic
  "Employer, Place" line and "List Bullet" items in the right one: "Director of Nursing" "Sept 2019 –
  present", "Interim Director of Nursing" "Jan–Aug 2019" and "Assistant Director of Nursing, Perioperative &
  Critical Care" "2016 – 2018" at one hospital, "Clinical Nurse Manager 3, Critical Care" "03/2011 –
  12/2015" and "Clinical Nurse Manager 2, Intensive Care Unit" "06/2004 – 02/2011" at another, "Senior
  Staff Nurse, Adult Intensive Care" "2001 – 2004" in London and "Staff Nurse, General Medicine" "1998 –
  2001" back at the second hospital, the last two with no bullets; EDUCATION & QUALIFICATIONS in the same
  table, degree first (the dates left, the bold qualification, the school with its city, a remark line):
  "Diploma in Executive Leadership" "2021 – 2022" at the Irish Management Institute with "Part-time
  executive programme", "MSc in Healthcare Management" "2012 – 2014" at RCSI University of Medicine and
  Health Sciences with "First Class Honours · Dissertation: …", "Postgraduate Diploma in Intensive Care
  Nursing" "2004 – 2005" at University College Cork with "Second Class Honours, Grade I", "Diploma in
  General Nursing" "1995 – 1998" with "Registered General Nurse, 1998"; PROFESSIONAL REGISTRATION &
  CERTIFICATION as bullets (the NMBI PIN, a "valid until" date, a year); MEMBERSHIPS & BOARD APPOINTMENTS as
  bullets (two memberships, one with a number, a non-executive directorship of a hospice and a chair of a
  planning group); KEY SKILLS as three bold-labelled lines; LANGUAGES as a "; " line; REFEREES "Available on
  request." A director of nursing in Cork, Ireland.
- aq2 (pdflatex, Bitstream Charter via charter, 11 pt, Letter, two pages, hyphenation off): a Mexican plant
  manager's resume in English: the centred name "Jorge Alberto Garza Treviño" in steel blue, the label
  "Plant Manager | Automotive Tier 1 Manufacturing | Lean & IATF 16949", a " · " contact line ("Monterrey,
  Nuevo León, Mexico", "+52 81 5550 2741", a mailto link, a LinkedIn link printed
  "linkedin.com/in/jorgegarzatrevino", wrapping onto a second centred line); bold capital headings over a
  rule; Summary; Professional Experience with each employer printed once in bold with its place at the
  right and its titles in italics with the dates at the right over bullets: "Plant Manager" "Oct 2019 –
  Present", "Operations Manager" "Jan 2016 – Sep 2019" and "Production Manager" "Jul 2013 – Dec 2015" at
  the acquirer's Mexican company, "Quality Manager" "Mar 2009 – Jun 2013" and "Supplier Quality Engineer"
  "Aug 2006 – Feb 2009" under "Frenos Norteños, S.A. de C.V. (acquired by Halvorsen Automotive in 2013)",
  "Process Engineer" "2003 – 2006" in Saltillo; Earlier Career in the same form ("Manufacturing Engineering
  Trainee" "2001 – 2003" in Ciudad Juárez) over a sentence; Education degree first, the bold degree with
  the dates at the right over the italic school with its city at the right and a remark line: "Master of
  Business Administration (MBA)" "2010 – 2012" at "EGADE Business School, Tecnológico de Monterrey" with
  "Part-time executive format · GPA 94/100", "B.S. in Mechanical and Electrical Engineering (Ingeniero
  Mecánico Electricista)" "1997 – 2001" at Tecnológico de Monterrey with "GPA 91/100 · Final project on …";
  Certifications & License as bullets (a cert. number, years, the Mexican cédula profesional with its
  number); Skills as four bold-labelled lines; Professional Affiliations as bullets (a cluster committee
  board seat, an ASQ membership); Languages as a " · " line. A plant manager in Monterrey, Mexico.
- aq3 (LibreOffice PDF of a DOCX written with python-docx, Calibri shown as Carlito, 10.5 pt, Letter, two
  pages): a CFO's resume: the centred name in capitals "MARGARET A. KOWALCZYK, CPA", the label "Chief
  Financial Officer | Mid-Market Manufacturing & Distribution | Private Equity-Backed Growth" and a " • "
  contact line ("Chicago, IL 60614", "(312) 555-0187", the email, a Word hyperlink printed
  "linkedin.com/in/mkowalczyk-cfo"); navy capital headings with a rule; EXECUTIVE SUMMARY; PROFESSIONAL
  EXPERIENCE with the bold title and the bold dates on a right tab over an italic "Employer, City, ST" line
  and "List Bullet" items: "Chief Financial Officer" "Apr 2021 – Present", "Interim Chief Financial Officer
  (contract)" "Sep 2020 – Mar 2021", "Vice President, Finance" "2016 – 2020" and "Corporate Controller"
  "03/2012 – 12/2015" each over "Lakeshore Packaging Corporation (acquired by Tessaro Group in 2020),
  Chicago, IL", "Director, Financial Planning & Analysis" "Mar 2008 – Feb 2012", "Assistant Controller"
  "2005 – 2008"; EARLIER CAREER as two lines "Title, Employer, City, ST<tab>dates" ("2003 – 2005",
  "1998–2003"); EDUCATION degree first, the bold degree with the dates on a right tab over the school with
  its city and a remark line: "Executive Certificate in Corporate Governance" "2022" at "Kellogg School of
  Management, Northwestern University, Evanston, IL", "Master of Business Administration (MBA)" "2006 –
  2009" at The University of Chicago Booth School of Business with "Evening MBA Program · Concentrations:
  …", "Bachelor of Science in Accountancy" "1994 – 1998" at University of Illinois Urbana-Champaign with
  "GPA 3.71/4.00 · magna cum laude"; LICENSES & CERTIFICATIONS as bullets (a licence number and "exp."
  date, issuers and years); BOARD SERVICE & AFFILIATIONS as bullets (a credit union board and audit
  committee chair, two memberships); AREAS OF EXPERTISE as three bold-labelled lines; LANGUAGES. A CFO in
  Chicago, IL.
- aq4 (fpdf2 2.8 with DejaVu Sans, A4, two pages, the two-column PDF): a South African IT infrastructure
  manager's CV with a dark navy right sidebar on both pages: on the first CONTACT ("Midrand, Johannesburg"
  and "South Africa" on two lines, "+27 82 555 0193", a mailto link, a LinkedIn link printed
  "linkedin.com/in/lwazidlamini"), PERSONAL DETAILS (nationality, "Driver's licence: Code B") and SKILLS
  (three bold group labels over "• " items); on the second CERTIFICATIONS ("• " items with issuers, years,
  an "exp." date), LANGUAGES (" – " levels), MEMBERSHIP (an IITPSA membership number) and REFERENCES; the
  main column with the name "Lwazi Dlamini", the label "IT Infrastructure Manager | Hybrid Cloud, Data
  Centre & Network Operations" (wrapping), PROFILE, EXPERIENCE (a bold title with the dates at the right
  over an italic "Employer, City" line and bullets): "IT Infrastructure Manager" "Nov 2020 – Present",
  "Independent Infrastructure Consultant" at "Self-employed, Johannesburg" "'18 – '20", "Infrastructure
  Team Lead" "Jan 2014 – Jun 2018" and "Senior Systems Engineer" "03/2010 – 12/2013" at one hosting
  company, "Systems Administrator" "2006 – 2010" at a mine, "IT Support Technician" "2003 – 2006" with no
  bullets; EDUCATION school first, the bold school with the dates at the right over the italic qualification
  and a remark line: "Wits Business School" "2016 – 2017" "Postgraduate Diploma in Management" "Passed cum
  laude · Part-time", "University of South Africa" "2006 – 2009" "BTech: Information Technology",
  "Tshwane University of Technology" "2000 – 2002" "National Diploma: Information Technology" "Average:
  71%", "Thuto-Lefa Secondary School, Soshanguve" "1999" "Senior Certificate (Matric)" "Matriculation
  exemption"; SELECTED PROJECTS as bullets. pdftotext prints the sidebar's blocks before and between the
  main column's lines. An infrastructure manager in Johannesburg, South Africa.
- aq5 (plain text, UTF-8 with a few non-ASCII letters, LF line ends, 100 columns, ASCII hyphens typed for
  dashes): a British chef's CV from Dubai: "Stuart McKenna", the label "Director of Food & Beverage |
  Executive Chef | Luxury Resorts & Hotels (UAE)", the lines "Dubai Marina, Dubai, UAE", "Mobile: … |
  Email: …", "LinkedIn: linkedin.com/in/stuartmckenna-fb" and a nationality and visa line; headings
  underlined with "="; PROFILE; CAREER HISTORY with the dates in a 22-column left margin and the title, an
  "Employer, Place" line and "- " bullets indented beside them: "Director of Food & Beverage" "2021 - now",
  "Executive Chef & Assistant Director of F&B" "Jan 2019 - Mar 2021" and "Executive Chef" "2016 - 2018" at
  "Harbour Grand Hotel Dubai Creek (formerly Creekside Regency Hotel), Dubai", "Executive Sous Chef"
  "03/2013 - 12/2015", "Head Chef" "2009 - 2013" in London, "Sous Chef" "2005 - 2009" in Glasgow with no
  bullets; EARLIER EXPERIENCE as two lines "Title, Employer, Town (dates)"; EDUCATION & TRAINING degree
  first, one line each: "Certificate in Hospitality Management (online) - eCornell, 2019 - 2020", "SVQ
  Level 3 in Professional Cookery - Glasgow College of Food Technology, 1998 - 2000" with an award line;
  CERTIFICATIONS as "- " items (a Dubai Municipality certificate "valid until 08/2026", issuers and years);
  CORE SKILLS one "- " item a line; INDUSTRY (a guild membership, a competition judge); LANGUAGES as a "; "
  line; "References available on request." An F&B director in Dubai, UAE.
- aq6 (wkhtmltopdf 0.12.6 of an HTML page, A4, two pages, Liberation Sans): a UK architect's CV: "Eleanor
  Marsh" with a smaller " RIBA", the label "Architect & Practice Director | Education, Housing & Low-Energy
  Retrofit", a " · " contact block ("Bishopston, Bristol BS7 8AZ", the drama mobile "07700 900634", a
  mailto link, a LinkedIn link printed "linkedin.com/in/eleanor-marsh-riba", a portfolio link printed
  "eleanormarsh.example.com"); rust capital letter-spaced headings over a rule; Profile; Career History with
  a two-cell table row a title (the bold title at the left, the dates at the right) over an italic
  "Employer, Place" line and a <ul>: "Practice Director" "Apr 2019 – present" and "Founding Director" "2016
  – 2019" over "Marsh Okafor Architects Ltd (formerly Marsh Studio Architects), Bristol", "Visiting Design
  Tutor (part-time)" "2017 – 2022" at a university beside them, "Associate Director" "Jan 2012 – Mar 2016"
  and "Senior Architect" "Sep 2008 – Dec 2011" at one practice, "Architect" "Jul 2005 – Aug 2008" in London,
  "Architect (6-month contract)" "Jan–Jun 2005" in Barcelona with no bullets; Earlier Experience as one row
  "Title, Employer, Town" with "2001 – 2002"; Education school first in the same rows (the bold school and
  the dates, the italic qualification, a remark line): "University of Westminster" "2006 – 2007"
  "Postgraduate Certificate in Professional Practice in Architecture" "RIBA Part 3", "University of Bath"
  "2002 – 2004" "Diploma in Architecture" "RIBA Part 2 · Commendation · Thesis: …", "University of Bath"
  "1998 – 2001" "BSc (Hons) Architecture" "RIBA Part 1 · 2:1"; Registration & Accreditation as a <ul> (the
  ARB registration and RIBA membership numbers, years, an "exp." date); Boards & Public Roles as a <ul> (a
  trustee, a design review panel, a regional council); Skills as bold-labelled lines; Languages as a " · "
  line. pdftotext without -layout prints some rows' dates after the entry's lines. An architect in Bristol,
  England.

Decisions for this batch (documented here because the documents leave them to the reader):
- Several roles at one employer are separate work entries, each with the employer's name and location and
  its own dates (aq1, aq2, aq3, aq4, aq5, aq6). Interim, contract, consulting, part-time teaching and
  trainee roles printed under the experience heading are work entries; a concurrent job is an entry in
  printed order (aq6's tutoring). "Earlier Career" / "Earlier Experience" lines that name a title, an
  employer and dates are work entries after the main history (batch 29): aq2's trainee job, aq3's two
  lines, aq5's two lines, aq6's Part 1 year out. Board, non-executive director, trustee, committee, panel,
  council, guild, judge and membership lines (aq1's MEMBERSHIPS & BOARD APPOINTMENTS, aq2's Professional
  Affiliations, aq3's BOARD SERVICE & AFFILIATIONS, aq4's MEMBERSHIP, aq5's INDUSTRY, aq6's Boards & Public
  Roles) are neither work entries nor certificates (batch 29); aq2's six-month assignment written inside a
  bullet and aq4's selected projects are not work entries.
- An employer's note in parentheses is not part of its name (batch 16's "Kessler Orthopedics (acquired by
  Meridian MedTech, 2021)"): "Frenos Norteños, S.A. de C.V. (acquired by Halvorsen Automotive in 2013)" is
  "Frenos Norteños, S.A. de C.V."; "Lakeshore Packaging Corporation (acquired by Tessaro Group in 2020)" is
  "Lakeshore Packaging Corporation"; the renamed employers keep the name printed first, for every role
  under it: "Harbour Grand Hotel Dubai Creek (formerly Creekside Regency Hotel)" is "Harbour Grand Hotel
  Dubai Creek" and "Marsh Okafor Architects Ltd (formerly Marsh Studio Architects)" is "Marsh Okafor
  Architects Ltd". The acquirer's company in aq2 is another employer ("Halvorsen Automotive México, S. de
  R.L. de C.V."). aq4's consulting has "Self-employed" as the name (batch 33). "S.A. de C.V.", "S. de R.L.
  de C.V.", "Inc.", "LLC", "LLP", "Ltd", "(Pty) Ltd", "CC" and "Corp." stay.
- A title's own comma, dash, ampersand or parenthesis is part of the position ("Assistant Director of
  Nursing, Perioperative & Critical Care", "Clinical Nurse Manager 3, Critical Care", "Interim Chief
  Financial Officer (contract)", "Vice President, Finance", "Director, Financial Planning & Analysis",
  "Manager, External Reporting", "Audit Senior, Assurance Services", "Executive Chef & Assistant Director of
  F&B", "Visiting Design Tutor (part-time)", "Architect (6-month contract)", "Architectural Assistant (Part
  1 year out)"). Work locations as printed ("Cork", "London, UK", "Apodaca, Nuevo León", "Saltillo,
  Coahuila", "Ciudad Juárez, Chihuahua", "Elk Grove Village, IL", "Sandton", "Palm Jumeirah, Dubai",
  "Dubai Marina, Dubai", "Barcelona, Spain").
- Dates: "present", "Present" and "now" make a job current from its start ("2021 - now" from the year).
  "Sept" is September. "Jan–Aug 2019" runs 2019-01 to 2019-08, "Jan–Jun 2005" 2005-01 to 2005-06. "'18 –
  '20" is 2018 to 2020 (batch 40), date_text with the ASCII apostrophes. Years alone keep years only;
  numeric "03/2011", "06/2004", "03/2012", "03/2010", "03/2013" are months. aq5's ASCII " - " is kept in its
  date_text. A single year is the end date (aq3's executive certificate "2022", aq4's matric "1999").
- Education:
  - aq1: "Diploma in Executive Leadership" is "Diploma" / "Executive Leadership" (the programme note a
    remark); "MSc in Healthcare Management" is "MSc" / "Healthcare Management" with the score "First Class
    Honours" (the dissertation a remark); "Postgraduate Diploma in Intensive Care Nursing" is "Postgraduate
    Diploma" / "Intensive Care Nursing" with "Second Class Honours, Grade I" (batch 40); "Diploma in
    General Nursing" is "Diploma" / "General Nursing" (the registration year on its remark line is not a
    score).
  - aq2: "Master of Business Administration (MBA)" has no area and the score "94/100" (the executive format
    a remark); "B.S. in Mechanical and Electrical Engineering (Ingeniero Mecánico Electricista)" is "B.S."
    / "Mechanical and Electrical Engineering" (the Spanish name in parentheses a gloss, batch 29) with
    "91/100". The institution is the italic line whole ("EGADE Business School, Tecnológico de Monterrey",
    as batch 40's "Rotterdam School of Management, Erasmus University"); the towns at the right are not part
    of it.
  - aq3: executive education printed in EDUCATION is an education entry (as a bootcamp under education,
    batch 23): "Executive Certificate in Corporate Governance" is "Executive Certificate" / "Corporate
    Governance" at "Kellogg School of Management, Northwestern University" (", Evanston, IL" dropped);
    "Master of Business Administration (MBA)" has no area (the concentrations on the remark line are not
    the area, batch 41) and no score; "Bachelor of Science in Accountancy" is "Bachelor of Science" /
    "Accountancy" with the score "3.71/4.00" (the Latin honours not the score when a GPA is printed, batch
    41).
  - aq4: "Postgraduate Diploma in Management" is "Postgraduate Diploma" / "Management" with the score "cum
    laude" ("Passed cum laude"); "BTech: Information Technology" is "BTech" / "Information Technology";
    "National Diploma: Information Technology" is "National Diploma" / "Information Technology" with "71%"
    ("Average:"); "Senior Certificate (Matric)" has no area and the score "Matriculation exemption" (the
    pass level, batch 35), its institution without ", Soshanguve".
  - aq5: "Certificate in Hospitality Management (online)" is "Certificate" / "Hospitality Management" at
    "eCornell" (the mode note left out, batch 34); "SVQ Level 3 in Professional Cookery" is "SVQ Level 3" /
    "Professional Cookery" (as batch 41's BTEC), no score (the award line a remark).
  - aq6: "Postgraduate Certificate in Professional Practice in Architecture" is "Postgraduate Certificate" /
    "Professional Practice in Architecture"; "Diploma in Architecture" is "Diploma" / "Architecture" with
    the score "Commendation"; "BSc (Hons) Architecture" is "BSc (Hons)" / "Architecture" with "2:1". The
    RIBA Part on each remark line is not part of the area or a score.
- Certificates and licences drop the issuer, licence, registration, PIN, certificate and membership
  numbers, states, years, "exp.", "valid until" and "renewed" dates, and keep an abbreviation, code, level
  or acronym printed as part of the name: aq1's "Registered General Nurse (RGN)", "Advanced Cardiovascular
  Life Support (ACLS)", "Lean Six Sigma Green Belt"; aq2's "ASQ Certified Six Sigma Black Belt (CSSBB)",
  "IATF 16949:2016 Internal Auditor", "VDA 6.3 Process Auditor", "Cédula Profesional" (the Mexican
  professional licence, listed under "Certifications & License"); aq3's "Certified Public Accountant (CPA)",
  "Chartered Global Management Accountant (CGMA)", "Certified Treasury Professional (CTP)"; aq4's "ITIL 4
  Managing Professional", "Microsoft Certified: Azure Solutions Architect Expert", "VMware Certified
  Professional – Data Center Virtualization (VCP-DCV)", "Cisco CCNP Enterprise", "PRINCE2 Foundation"; aq5's
  "Person in Charge (PIC) Advanced Food Safety Certificate", "Certified Food and Beverage Executive (CFBE)",
  "Level 4 Award in HACCP for Management", "WSET Level 3 Award in Wines"; aq6's "Registered Architect",
  "Chartered Member of the Royal Institute of British Architects (RIBA)" (listed under Registration &
  Accreditation as the credential it is, as batch 41's MAIQS), "Certified Passivhaus Designer", "RIBA
  Conservation Architect", "CSCS Professionally Qualified Person card". aq4's and aq5's driving licences
  and visa in personal details are not certificates (batch 36).
- basics.name drops credentials after the name ("Caitríona Buckley RGN, MSc", "Eleanor Marsh RIBA",
  "MARGARET A. KOWALCZYK, CPA" written as a name is). The label is the line under the name, whole (aq4's
  wrapped label is one label). Basics location is the city with the state, region or country printed
  beside it, without a suburb, district, postcode, Eircode or ZIP code: "Douglas, Cork T12 K7P4" is "Cork"
  (no country printed); "Monterrey, Nuevo León, Mexico" is "Monterrey" / "Nuevo León" / "MX"; "Chicago, IL
  60614"; "Midrand, Johannesburg" over "South Africa" is "Johannesburg" / "ZA"; "Dubai Marina, Dubai, UAE"
  is "Dubai" / "AE"; "Bishopston, Bristol BS7 8AZ" is "Bristol". LinkedIn addresses printed as text get
  "https://www."; links use their targets; aq6's portfolio link is basics.url.
- Skills are the listed items as printed, a group's label left out; ", ", "• " and lines separate items,
  commas inside parentheses do not ("Industrial relations (WRC, LRC)", "Core tools (FMEA, SPC, MSA)", "SAP
  S/4HANA (PP, QM, PM)", "Tax strategy (federal, state, R&D credits)", "Principal designer duties (CDM 2015,
  Building Safety Act)"). Spoken languages with their fluency as printed.

Truth conventions as in batches 5–41: date_text as printed (LaTeX's "--" printed as "–"; ASCII hyphens kept
in aq5 and ASCII apostrophes in aq4), the work entry's location where printed, phones as printed. Phones
are 555 numbers in Ireland, Mexico, the US, South Africa and the UAE and an Ofcom drama mobile in the UK;
emails at example.com. Every person, employer, school, licence, registration, PIN, member and certificate
number, phone and email is invented, except the universities, colleges, schools of business, professional
bodies and issuers (the Irish Management Institute, RCSI University of Medicine and Health Sciences,
University College Cork, the NMBI, the Irish Heart Foundation, IADNAM, the INMO, HIQA, EGADE Business
School, Tecnológico de Monterrey, ASQ, VDA QMC, the SEP, CLAUT, Kellogg School of Management, Northwestern
University, The University of Chicago Booth School of Business, University of Illinois Urbana-Champaign,
AICPA, CIMA, AFP, FEI, the Illinois CPA Society, Wits Business School, the University of South Africa,
Tshwane University of Technology, PeopleCert, Microsoft, VMware, Cisco, IITPSA, eCornell, Glasgow College of
Food Technology, Dubai Municipality, AHLEI, Highfield, WSET, the Emirates Culinary Guild, Gulfood, the
University of Westminster, the University of Bath, the University of the West of England, the ARB, RIBA, the
Passive House Institute, CSCS, Design West and the others), which are real institutions, named as any
resume names them.

Tools on the machine that wrote this batch (already installed): python-docx, LibreOffice (soffice, for
aq3's PDF and aq1's page count), fpdf2 2.8, pdflatex (TeX Live with psnfss charter, titlesec, enumitem,
xcolor, hyperref), wkhtmltopdf 0.12.6, poppler-utils, fonts-dejavu, fonts-crosextra-carlito, Liberation
fonts. pdflatex, wkhtmltopdf, libreoffice_pdf, lo_page_count, fpdf_dejavu, new_docx, bottom_border, tex,
work_truth, dates and linkedin come from holdout_render.py; cell_margins, no_borders and table_geometry
from render_batch20.py and flat_skills and docx_hyperlink from render_batch24.py.
Run from this folder: python3 render_batch43.py
"""
import os
import textwrap
from xml.sax.saxutils import escape

from holdout_render import (FILES, bottom_border, check_pages, dates, fpdf_dejavu, libreoffice_pdf, linkedin,
                            lo_page_count, new_docx, pdf_pages, pdflatex, tex, wkhtmltopdf, work_truth, write_text,
                            write_truth)
from render_batch20 import cell_margins, no_borders, table_geometry
from render_batch24 import docx_hyperlink, flat_skills


# ---- aq1: director of nursing (Cork), DOCX kept as the Word file, dates in a table's left column ---------------
AQ1_HOSPITAL = "Lee Valley University Hospital"
AQ1_MARDYKE = "Mardyke General Hospital"
AQ1_JOBS = [
    ("Director of Nursing", AQ1_HOSPITAL, "Cork", "Sept 2019 – present", ("2019-09", None, True),
     ["Executive lead for nursing and midwifery in a 420-bed model 3 acute hospital: 1,150 nursing, midwifery and "
      "healthcare assistant staff and a €68M pay budget; member of the hospital executive management team.",
      "Led the nursing response to COVID-19, including surge ICU capacity from 12 to 26 beds and redeployment and "
      "upskilling of 190 nurses in eight weeks.",
      "Implemented the Framework for Safe Nurse Staffing and Skill Mix on all medical and surgical wards; agency "
      "spend down 41% over two years while filling 96 additional posts.",
      "Nursing lead for two HIQA unannounced inspections (2021, 2023) judged compliant or substantially compliant "
      "on all assessed standards.",
      "Chair the Nursing & Midwifery Quality Care-Metrics steering group and the Falls & Pressure Ulcer "
      "Prevention Committee."]),
    ("Interim Director of Nursing", AQ1_HOSPITAL, "Cork", "Jan–Aug 2019", ("2019-01", "2019-08"),
     ["Acting head of the nursing service during the recruitment of a permanent director; kept the winter "
      "escalation plan and the 2019 nursing budget on track."]),
    ("Assistant Director of Nursing, Perioperative & Critical Care", AQ1_HOSPITAL, "Cork", "2016 – 2018",
     ("2016", "2018"),
     ["Managed theatres, recovery, ICU, HDU and the day surgery unit (230 WTE); opened a 6-bed post-anaesthesia "
      "care unit and cut same-day theatre cancellations by a third."]),
    ("Clinical Nurse Manager 3, Critical Care", AQ1_MARDYKE, "Cork", "03/2011 – 12/2015", ("2011-03", "2015-12"),
     ["Led the 14-bed ICU, 8-bed HDU and the critical care outreach team; introduced the Irish National Early "
      "Warning Score across the hospital in 2013."]),
    ("Clinical Nurse Manager 2, Intensive Care Unit", AQ1_MARDYKE, "Cork", "06/2004 – 02/2011",
     ("2004-06", "2011-02"),
     ["Ward manager of a 10-bed general ICU; ran the unit's preceptorship programme and VAP care bundle audit."]),
    ("Senior Staff Nurse, Adult Intensive Care", "Thameside University Hospitals NHS Trust", "London, UK",
     "2001 – 2004", ("2001", "2004"), []),
    ("Staff Nurse, General Medicine", AQ1_MARDYKE, "Cork", "1998 – 2001", ("1998", "2001"), []),
]
AQ1_EDUCATION = [
    ("2021 – 2022", "Diploma in Executive Leadership", "Irish Management Institute, Dublin",
     "Part-time executive programme"),
    ("2012 – 2014", "MSc in Healthcare Management", "RCSI University of Medicine and Health Sciences, Dublin",
     "First Class Honours · Dissertation: Nurse staffing, skill mix and missed care on acute medical wards"),
    ("2004 – 2005", "Postgraduate Diploma in Intensive Care Nursing", "University College Cork",
     "Second Class Honours, Grade I"),
    ("1995 – 1998", "Diploma in General Nursing", "University College Cork",
     "Registered General Nurse, 1998"),
]
AQ1_CERTS = [("Registered General Nurse (RGN) – Nursing and Midwifery Board of Ireland (NMBI), PIN 104872",
              "Registered General Nurse (RGN)"),
             ("Advanced Cardiovascular Life Support (ACLS) – Irish Heart Foundation, valid until 10/2026",
              "Advanced Cardiovascular Life Support (ACLS)"),
             ("Lean Six Sigma Green Belt – 2017", "Lean Six Sigma Green Belt")]
AQ1_MEMBERSHIPS = ["Member, Irish Association of Directors of Nursing and Midwifery (IADNAM), 2019 – present",
                   "Member, Irish Nurses and Midwives Organisation (INMO), membership no. 58213",
                   "Non-executive director, Glanmire Community Hospice CLG (board member since 2021)",
                   "Chair, Cork & Kerry Nursing Workforce Planning Group, 2022 – present"]
AQ1_SKILLS = [("Leadership & governance", ["Nursing workforce planning", "Safe staffing and skill mix",
                                           "Clinical governance", "HIQA standards and inspections",
                                           "Pay and non-pay budget management", "Industrial relations (WRC, LRC)"]),
              ("Quality & safety", ["Incident management and systems analysis reviews", "Open disclosure",
                                    "Infection prevention and control", "Quality Care-Metrics", "Lean Six Sigma"]),
              ("Systems", ["HealthRoster", "NIMS", "iPMS", "Microsoft Power BI", "Microsoft 365"])]


def aq1_director_of_nursing_docx():
    from docx.shared import Cm, Pt, RGBColor

    teal = RGBColor(0x0E, 0x5E, 0x6F)
    document = new_docx(author="Caitríona Buckley", title="Caitríona Buckley – CV", page=(Cm(21), Cm(29.7)),
                        margins=(Cm(2), Cm(1.7)), font="Calibri", size=10.5, space_after=2)
    document.styles["List Bullet"].paragraph_format.space_after = Pt(0)

    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(0)
    r = p.add_run("Caitríona Buckley"); r.bold = True; r.font.size = Pt(24); r.font.color.rgb = teal
    r = p.add_run("  RGN, MSc"); r.font.size = Pt(14); r.font.color.rgb = teal
    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(2)
    r = p.add_run("Director of Nursing | Acute Hospital Nursing Leadership & Governance"); r.font.size = Pt(12.5)
    p = document.add_paragraph()
    p.add_run("Douglas, Cork T12 K7P4 | 087 555 0142 | caitriona.buckley@example.com | ")
    docx_hyperlink(p, "https://www.linkedin.com/in/cbuckley-don", "linkedin.com/in/cbuckley-don")

    def heading(text):
        q = document.add_paragraph()
        q.paragraph_format.space_before = Pt(10); q.paragraph_format.space_after = Pt(4)
        q.paragraph_format.keep_with_next = True
        r = q.add_run(text); r.bold = True; r.font.size = Pt(12); r.font.color.rgb = teal
        bottom_border(q, color="0E5E6F", size="8")

    def table(rows):
        """rows: (dates, bold line, italic line, [plain lines], [bullets]) in a borderless two-column table."""
        t = document.add_table(rows=len(rows), cols=2)
        no_borders(t)
        table_geometry(t, [2050, 7590])
        cell_margins(t, top=30, bottom=90, left=0, right=120)
        for row, (when, bold, italic, plain, items) in zip(t.rows, rows):
            left, right = row.cells
            q = left.paragraphs[0]; r = q.add_run(when); r.bold = True; r.font.color.rgb = teal
            q = right.paragraphs[0]; q.paragraph_format.space_after = Pt(0)
            q.add_run(bold).bold = True
            if italic:
                q = right.add_paragraph(); q.paragraph_format.space_after = Pt(1)
                q.add_run(italic).italic = True
            for line in plain:
                q = right.add_paragraph(line); q.paragraph_format.space_after = Pt(0)
            for item in items:
                right.add_paragraph(item, style="List Bullet")

    heading("PROFILE")
    document.add_paragraph(
        "Director of Nursing with 27 years in acute hospital nursing in Cork and London, 20 of them in critical "
        "care and nurse management. Calm, visible and data-driven leader who has steered a large nursing service "
        "through COVID-19, two HIQA inspections and a major safe-staffing programme. Committed to person-centred "
        "care, staff wellbeing and strong clinical governance. Seeking a Director of Nursing or Chief Director "
        "of Nursing and Midwifery post within the HSE South West region.")

    heading("CAREER HISTORY")
    table([(when, title, f"{company}, {place}", [], items) for title, company, place, when, _, items in AQ1_JOBS])

    heading("EDUCATION & QUALIFICATIONS")
    table([(when, degree, school, [remark], []) for when, degree, school, remark in AQ1_EDUCATION])

    heading("PROFESSIONAL REGISTRATION & CERTIFICATION")
    for printed, _ in AQ1_CERTS:
        document.add_paragraph(printed, style="List Bullet")

    heading("MEMBERSHIPS & BOARD APPOINTMENTS")
    for line in AQ1_MEMBERSHIPS:
        document.add_paragraph(line, style="List Bullet")

    heading("KEY SKILLS")
    for label, items in AQ1_SKILLS:
        q = document.add_paragraph(); q.add_run(label + ": ").bold = True; q.add_run(", ".join(items))

    heading("LANGUAGES")
    document.add_paragraph("English (native); Irish (fluent); French (basic)")

    heading("REFEREES")
    document.add_paragraph("Available on request.")

    name = "aq1-caitriona-buckley"
    path = os.path.join(FILES, name + ".docx")
    document.save(path)
    check_pages(name, lo_page_count(path, name), 2)
    write_truth(name, {
        "basics": {"name": "Caitríona Buckley",
                   "label": "Director of Nursing | Acute Hospital Nursing Leadership & Governance",
                   "email": "caitriona.buckley@example.com", "phone": "087 555 0142",
                   "location": {"city": "Cork"}, "profiles": [linkedin("cbuckley-don")]},
        "work": work_truth(AQ1_JOBS),
        "education": [
            {"institution": "Irish Management Institute", "study_type": "Diploma", "area": "Executive Leadership",
             "dates": dates("2021", "2022", text="2021 – 2022")},
            {"institution": "RCSI University of Medicine and Health Sciences", "study_type": "MSc",
             "area": "Healthcare Management", "score": "First Class Honours",
             "dates": dates("2012", "2014", text="2012 – 2014")},
            {"institution": "University College Cork", "study_type": "Postgraduate Diploma",
             "area": "Intensive Care Nursing", "score": "Second Class Honours, Grade I",
             "dates": dates("2004", "2005", text="2004 – 2005")},
            {"institution": "University College Cork", "study_type": "Diploma", "area": "General Nursing",
             "dates": dates("1995", "1998", text="1995 – 1998")}],
        "skills": flat_skills(AQ1_SKILLS),
        "certificates": [{"name": n} for _, n in AQ1_CERTS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Irish", "fluency": "fluent"},
                      {"language": "French", "fluency": "basic"}],
    })


# ---- aq2: plant manager, automotive parts (Monterrey, in English), pdflatex ---------------------------------------
AQ2_PLACE = "Apodaca, Nuevo León"
AQ2_EMPLOYERS = [
    ("Halvorsen Automotive México, S. de R.L. de C.V.", None, AQ2_PLACE, [
        ("Plant Manager", "Oct 2019 – Present", ("2019-10", None, True),
         ["Full P&L responsibility for a 1,350-employee brake caliper and corner-module plant (US$185M annual "
          "sales) supplying GM, Ford, Stellantis and Nissan in North America.",
          "Raised OEE on the machining lines from 68% to 81% and cut scrap cost by US$2.4M a year with a plant-wide "
          "TPM and SMED program.",
          "Launched 14 new programs since 2019, including the first electric-vehicle brake module for a US OEM, all "
          "PPAP-approved on time.",
          "Kept zero customer-reported quality spills for 30 consecutive months; led two IATF 16949 "
          "recertification audits with no major nonconformities.",
          "Negotiated three collective agreements with the union without a stoppage; voluntary turnover down from "
          "4.1% to 2.3% a month."]),
        ("Operations Manager", "Jan 2016 – Sep 2019", ("2016-01", "2019-09"),
         ["Ran production, maintenance, logistics and manufacturing engineering (780 people); led the 2017 "
          "brownfield expansion that added 22,000 m² and two aluminium machining cells."]),
        ("Production Manager", "Jul 2013 – Dec 2015", ("2013-07", "2015-12"),
         ["Integrated the plant into Halvorsen's production system after the acquisition; six-month assignment at "
          "the Kassel, Germany plant to transfer the caliper assembly process."]),
    ]),
    ("Frenos Norteños, S.A. de C.V.", " (acquired by Halvorsen Automotive in 2013)", AQ2_PLACE, [
        ("Quality Manager", "Mar 2009 – Jun 2013", ("2009-03", "2013-06"),
         ["Led a 45-person quality department; took the plant from ISO/TS 16949 to Ford Q1 status in 2011."]),
        ("Supplier Quality Engineer", "Aug 2006 – Feb 2009", ("2006-08", "2009-02"),
         ["Developed 30 local castings and forgings suppliers; PPAP and run-at-rate approvals."]),
    ]),
    ("Sierra Madre Stampings, S.A. de C.V.", None, "Saltillo, Coahuila", [
        ("Process Engineer", "2003 – 2006", ("2003", "2006"),
         ["Stamping and welding process engineering for body-in-white components; led two die tryout launches."]),
    ]),
]
AQ2_EARLIER = [("Manufacturing Engineering Trainee", "Deltronix Arneses de México", "Ciudad Juárez, Chihuahua",
                "2001 – 2003", ("2001", "2003"))]
AQ2_JOBS = ([(t, c, p, w, s) for c, _, p, roles in AQ2_EMPLOYERS for t, w, s, _ in roles] + AQ2_EARLIER)
AQ2_CERTS = [("ASQ Certified Six Sigma Black Belt (CSSBB) – Cert. No. 31874, recertified 2024",
              "ASQ Certified Six Sigma Black Belt (CSSBB)"),
             ("IATF 16949:2016 Internal Auditor – 2019", "IATF 16949:2016 Internal Auditor"),
             ("VDA 6.3 Process Auditor – VDA QMC, 2017", "VDA 6.3 Process Auditor"),
             ("Cédula Profesional No. 3418762 – Secretaría de Educación Pública", "Cédula Profesional")]
AQ2_SKILLS = [("Operations", ["Plant P&L management", "Lean manufacturing and TPS", "Total Productive Maintenance (TPM)",
                              "Capacity planning", "New program launches (APQP, PPAP)"]),
              ("Quality", ["IATF 16949", "Core tools (FMEA, SPC, MSA)", "8D problem solving", "VDA 6.3"]),
              ("People & EHS", ["Union relations", "Leadership development", "ISO 14001 and ISO 45001"]),
              ("Systems", ["SAP S/4HANA (PP, QM, PM)", "Plex MES", "Minitab", "Power BI"])]


def aq2_plant_manager_pdflatex():
    def employer(company, note, place, roles):
        out = r"\textbf{" + tex(company) + "}" + tex(note or "") + r" \hfill " + tex(place) + r"\\[1pt]" + "\n"
        for title, when, _, items in roles:
            out += r"\textit{" + tex(title) + r"} \hfill " + tex(when) + "\n"
            if items:
                out += (r"\begin{itemize}" + "\n" + "\n".join(r"  \item " + tex(i) for i in items)
                        + "\n" + r"\end{itemize}" + "\n")
            else:
                out += r"\par" + "\n"
            out += r"\vspace{3pt}" + "\n"
        return out + r"\vspace{2pt}" + "\n"

    src = r"""\documentclass[letterpaper,11pt]{article}
\usepackage[T1]{fontenc}
\usepackage[utf8]{inputenc}
\usepackage{charter}
\usepackage[margin=0.7in,top=0.55in,bottom=0.6in]{geometry}
\usepackage{titlesec}
\usepackage{enumitem}
\usepackage{xcolor}
\usepackage[hidelinks]{hyperref}
\pagestyle{empty}
\setlength{\parindent}{0pt}
\hyphenpenalty=10000 \exhyphenpenalty=10000 \emergencystretch=3em
\definecolor{steel}{HTML}{23415E}
\titleformat{\section}{\color{steel}\large\bfseries}{}{0em}{\MakeUppercase}[{\color{steel}\titlerule}]
\titlespacing*{\section}{0pt}{8pt}{4pt}
\setlist[itemize]{leftmargin=14pt,itemsep=1pt,topsep=1pt,parsep=0pt}
\begin{document}
\begin{center}
{\fontsize{22}{26}\selectfont\bfseries\color{steel} Jorge Alberto Garza Treviño}\\[5pt]
{\large Plant Manager | Automotive Tier 1 Manufacturing | Lean \& IATF 16949}\\[4pt]
Monterrey, Nuevo León, Mexico \,$\cdot$\, +52 81 5550 2741 \,$\cdot$\,
\href{mailto:jorge.garza@example.com}{jorge.garza@example.com} \,$\cdot$\,
\href{https://www.linkedin.com/in/jorgegarzatrevino}{linkedin.com/in/jorgegarzatrevino}
\end{center}

\section{Summary}
Plant manager with 24 years in automotive manufacturing in northern Mexico, the last 12 in plant leadership at a
Tier 1 brake systems supplier through its acquisition by a European group. I run safe, profitable plants with
engaged teams: lean and TPM on the floor, disciplined launches, and straight talk with customers, the union and
corporate. Fully bilingual; used to reporting to US and German headquarters. Open to plant manager, operations
director or regional manufacturing roles in Mexico.

\section{Professional Experience}
""" + "".join(employer(*e) for e in AQ2_EMPLOYERS) + r"""
\section{Earlier Career}
""" + "".join(employer(c, None, p, [(t, w, sp, [])]) for t, c, p, w, sp in AQ2_EARLIER) + r"""Production line set-up and work instructions for wire harness
assembly; first job after graduating.

\section{Education}
\textbf{Master of Business Administration (MBA)} \hfill 2010 -- 2012\\
\textit{EGADE Business School, Tecnológico de Monterrey} \hfill San Pedro Garza García, N.L.\\
Part-time executive format $\cdot$ GPA 94/100\\[5pt]
\textbf{B.S. in Mechanical and Electrical Engineering (Ingeniero Mecánico Electricista)} \hfill 1997 -- 2001\\
\textit{Tecnológico de Monterrey} \hfill Monterrey, N.L.\\
GPA 91/100 $\cdot$ Final project on press-line changeover time with a local stamping supplier

\section{Certifications \& License}
\begin{itemize}
""" + "\n".join(r"  \item " + tex(p) for p, _ in AQ2_CERTS) + r"""
\end{itemize}

\section{Skills}
""" + "\n\n".join(r"\textbf{" + tex(label) + ":} " + tex(", ".join(items)) for label, items in AQ2_SKILLS) + r"""

\section{Professional Affiliations}
\begin{itemize}
  \item Board member, Supplier Development Committee, Clúster Automotriz de Nuevo León (CLAUT), since 2021
  \item Member, American Society for Quality (ASQ), since 2008
\end{itemize}

\section{Languages}
Spanish (native) $\cdot$ English (fluent) $\cdot$ German (basic)
\end{document}
"""
    name = "aq2-jorge-garza"
    pdflatex(src, name)
    check_pages(name, pdf_pages(os.path.join(FILES, name + ".pdf")), 2)
    write_truth(name, {
        "basics": {"name": "Jorge Alberto Garza Treviño",
                   "label": "Plant Manager | Automotive Tier 1 Manufacturing | Lean & IATF 16949",
                   "email": "jorge.garza@example.com", "phone": "+52 81 5550 2741",
                   "location": {"city": "Monterrey", "region": "Nuevo León", "country_code": "MX"},
                   "profiles": [linkedin("jorgegarzatrevino")]},
        "work": work_truth(AQ2_JOBS),
        "education": [
            {"institution": "EGADE Business School, Tecnológico de Monterrey",
             "study_type": "Master of Business Administration (MBA)", "score": "94/100",
             "dates": dates("2010", "2012", text="2010 – 2012")},
            {"institution": "Tecnológico de Monterrey", "study_type": "B.S.",
             "area": "Mechanical and Electrical Engineering", "score": "91/100",
             "dates": dates("1997", "2001", text="1997 – 2001")}],
        "skills": flat_skills(AQ2_SKILLS),
        "certificates": [{"name": n} for _, n in AQ2_CERTS],
        "languages": [{"language": "Spanish", "fluency": "native"}, {"language": "English", "fluency": "fluent"},
                      {"language": "German", "fluency": "basic"}],
    })


# ---- aq3: chief financial officer (Chicago), LibreOffice PDF of a DOCX with right tab stops ----------------------
AQ3_LAKESHORE = "Lakeshore Packaging Corporation"
AQ3_JOBS = [
    ("Chief Financial Officer", "Prairie State Fastener Group, Inc.", "Elk Grove Village, IL", "Apr 2021 – Present",
     ("2021-04", None, True), None,
     ["Lead finance, IT and purchasing (38 people) for a private equity-backed distributor and manufacturer of "
      "industrial fasteners: $410M revenue, 11 branches in the US and Canada.",
      "Closed and integrated four add-on acquisitions ($96M combined revenue); built the diligence, QoE and "
      "100-day integration playbooks used by the sponsor across its portfolio.",
      "Refinanced the $240M credit facility in 2023, adding a $60M delayed-draw term loan at 75 bps lower pricing.",
      "Moved the company from QuickBooks and spreadsheets to NetSuite and Adaptive Planning; monthly close "
      "down from 18 to 7 business days.",
      "Report to the board and the audit committee; lead lender, auditor and sponsor relationships."]),
    ("Interim Chief Financial Officer (contract)", "Calumet Cold Storage, LLC", "Chicago, IL", "Sep 2020 – Mar 2021",
     ("2020-09", "2021-03"), None,
     ["Six-month interim engagement during a CFO search: rebuilt the 13-week cash flow forecast, renegotiated "
      "covenants with the bank and prepared the company for a minority recapitalization."]),
    ("Vice President, Finance", AQ3_LAKESHORE, "Chicago, IL", "2016 – 2020", ("2016", "2020"),
     " (acquired by Tessaro Group in 2020)",
     ["Ran finance for a $290M corrugated and specialty packaging manufacturer with five plants; led the sell-side "
      "process and the 2020 sale to Tessaro Group at 11.2x EBITDA.",
      "Introduced plant-level contribution reporting and a capital-allocation committee; EBITDA margin rose from "
      "9.8% to 13.5% in four years."]),
    ("Corporate Controller", AQ3_LAKESHORE, "Chicago, IL", "03/2012 – 12/2015", ("2012-03", "2015-12"),
     " (acquired by Tessaro Group in 2020)",
     ["Owned accounting, tax compliance and the annual audit; led the ERP upgrade to Microsoft Dynamics AX."]),
    ("Director, Financial Planning & Analysis", "Wabash Industrial Supply, Inc.", "Oak Brook, IL",
     "Mar 2008 – Feb 2012", ("2008-03", "2012-02"), None,
     ["Built the budgeting, forecasting and pricing analytics function for a $600M MRO distributor."]),
    ("Assistant Controller", "Fulton Market Foods, Inc.", "Chicago, IL", "2005 – 2008", ("2005", "2008"), None,
     ["Monthly close, consolidation of three entities and external reporting to lenders."]),
]
AQ3_EARLIER = [("Manager, External Reporting", "Kinzie Street Capital Corp.", "Chicago, IL", "2003 – 2005",
                ("2003", "2005")),
               ("Audit Senior, Assurance Services", "Harrington & Pryor LLP", "Chicago, IL", "1998–2003",
                ("1998", "2003"))]
AQ3_CERTS = [("Certified Public Accountant (CPA) – Illinois, License No. 065.041827, exp. 09/30/2027",
              "Certified Public Accountant (CPA)"),
             ("Chartered Global Management Accountant (CGMA) – AICPA & CIMA, 2014",
              "Chartered Global Management Accountant (CGMA)"),
             ("Certified Treasury Professional (CTP) – Association for Financial Professionals, 2011",
              "Certified Treasury Professional (CTP)")]
AQ3_SKILLS = [("Finance leadership", ["FP&A and rolling forecasts", "Cash and working capital management",
                                      "Treasury and bank relationships", "Tax strategy (federal, state, R&D credits)",
                                      "Internal controls and audit"]),
              ("Transactions", ["Sell-side M&A", "Buy-side diligence and QoE", "Post-merger integration",
                                "Debt refinancing", "Private equity reporting"]),
              ("Systems", ["NetSuite", "Microsoft Dynamics 365", "Adaptive Planning", "Power BI",
                           "Excel (advanced modeling)"])]


def aq3_cfo_lo():
    from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_TAB_ALIGNMENT
    from docx.shared import Inches, Pt, RGBColor

    ink = RGBColor(0x1B, 0x2A, 0x41)
    document = new_docx(author="Margaret A. Kowalczyk", title="Margaret A. Kowalczyk, CPA – Resume",
                        page=(Inches(8.5), Inches(11)), margins=(Inches(0.75), Inches(0.6)), font="Calibri",
                        size=10.5, space_after=2)
    document.styles["List Bullet"].paragraph_format.space_after = Pt(0)
    text_width = Inches(7)

    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER; p.paragraph_format.space_after = Pt(0)
    r = p.add_run("MARGARET A. KOWALCZYK, CPA"); r.bold = True; r.font.size = Pt(20); r.font.color.rgb = ink
    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER; p.paragraph_format.space_after = Pt(1)
    r = p.add_run("Chief Financial Officer | Mid-Market Manufacturing & Distribution | Private Equity-Backed Growth")
    r.font.size = Pt(12)
    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    p.add_run("Chicago, IL 60614  •  (312) 555-0187  •  margaret.kowalczyk@example.com  •  ")
    docx_hyperlink(p, "https://www.linkedin.com/in/mkowalczyk-cfo", "linkedin.com/in/mkowalczyk-cfo")

    def heading(text):
        q = document.add_paragraph()
        q.paragraph_format.space_before = Pt(9); q.paragraph_format.space_after = Pt(3)
        q.paragraph_format.keep_with_next = True
        r = q.add_run(text); r.bold = True; r.font.size = Pt(11.5); r.font.color.rgb = ink
        bottom_border(q, color="1B2A41", size="10")

    def tabbed(left_text, right_text, bold=True, after=0):
        q = document.add_paragraph(); q.paragraph_format.space_after = Pt(after)
        q.paragraph_format.keep_with_next = True
        q.paragraph_format.tab_stops.add_tab_stop(text_width, WD_TAB_ALIGNMENT.RIGHT)
        q.add_run(left_text).bold = bold
        q.add_run("\t" + right_text).bold = bold
        return q

    heading("EXECUTIVE SUMMARY")
    document.add_paragraph(
        "CPA and chief financial officer with 27 years in public accounting and corporate finance, the last 13 as "
        "a finance leader of mid-market manufacturers and distributors in the Chicago area. Trusted partner to "
        "CEOs, boards and private equity sponsors through acquisitions, a successful exit, refinancings and ERP "
        "transformations. Builds lean, well-controlled finance teams that give operators numbers they can act on.")

    heading("PROFESSIONAL EXPERIENCE")
    for title, company, place, when, _, note, items in AQ3_JOBS:
        tabbed(title, when)
        q = document.add_paragraph(); q.paragraph_format.space_after = Pt(1)
        q.paragraph_format.keep_with_next = True
        q.add_run(company + (note or "") + ", " + place).italic = True
        for i, item in enumerate(items):
            b = document.add_paragraph(item, style="List Bullet")
            if i == len(items) - 1:
                b.paragraph_format.space_after = Pt(6)

    heading("EARLIER CAREER")
    for title, company, place, when, _ in AQ3_EARLIER:
        q = document.add_paragraph(); q.paragraph_format.space_after = Pt(1)
        q.paragraph_format.tab_stops.add_tab_stop(text_width, WD_TAB_ALIGNMENT.RIGHT)
        q.add_run(title).bold = True
        q.add_run(f", {company}, {place}\t{when}")

    heading("EDUCATION")
    for degree, when, school, remark in (
            ("Executive Certificate in Corporate Governance", "2022",
             "Kellogg School of Management, Northwestern University, Evanston, IL", None),
            ("Master of Business Administration (MBA)", "2006 – 2009",
             "The University of Chicago Booth School of Business, Chicago, IL",
             "Evening MBA Program · Concentrations: Finance, Accounting, Strategic Management"),
            ("Bachelor of Science in Accountancy", "1994 – 1998",
             "University of Illinois Urbana-Champaign, Champaign, IL", "GPA 3.71/4.00 · magna cum laude")):
        tabbed(degree, when)
        q = document.add_paragraph(school); q.paragraph_format.space_after = Pt(0 if remark else 5)
        if remark:
            q = document.add_paragraph(remark); q.paragraph_format.space_after = Pt(5)

    heading("LICENSES & CERTIFICATIONS")
    for printed, _ in AQ3_CERTS:
        document.add_paragraph(printed, style="List Bullet")

    heading("BOARD SERVICE & AFFILIATIONS")
    for line in ("Board of Directors and Audit Committee Chair, Logan Square Community Credit Union (2019 – present)",
                 "Member, Financial Executives International (FEI), Chicago Chapter",
                 "Member, Illinois CPA Society"):
        document.add_paragraph(line, style="List Bullet")

    heading("AREAS OF EXPERTISE")
    for label, items in AQ3_SKILLS:
        q = document.add_paragraph(); q.add_run(label + ": ").bold = True; q.add_run(", ".join(items))

    heading("LANGUAGES")
    document.add_paragraph("English (native), Polish (conversational)")

    name = "aq3-margaret-kowalczyk"
    libreoffice_pdf(document, name, 2)
    jobs = [(t, c, p, w, s) for t, c, p, w, s, _, _ in AQ3_JOBS] + AQ3_EARLIER
    write_truth(name, {
        "basics": {"name": "Margaret A. Kowalczyk",
                   "label": "Chief Financial Officer | Mid-Market Manufacturing & Distribution | "
                            "Private Equity-Backed Growth",
                   "email": "margaret.kowalczyk@example.com", "phone": "(312) 555-0187",
                   "location": {"city": "Chicago", "region": "IL"}, "profiles": [linkedin("mkowalczyk-cfo")]},
        "work": work_truth(jobs),
        "education": [
            {"institution": "Kellogg School of Management, Northwestern University",
             "study_type": "Executive Certificate", "area": "Corporate Governance",
             "dates": dates(None, "2022", text="2022")},
            {"institution": "The University of Chicago Booth School of Business",
             "study_type": "Master of Business Administration (MBA)",
             "dates": dates("2006", "2009", text="2006 – 2009")},
            {"institution": "University of Illinois Urbana-Champaign", "study_type": "Bachelor of Science",
             "area": "Accountancy", "score": "3.71/4.00", "dates": dates("1994", "1998", text="1994 – 1998")}],
        "skills": flat_skills(AQ3_SKILLS),
        "certificates": [{"name": n} for _, n in AQ3_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Polish", "fluency": "conversational"}],
    })


# ---- aq4: IT infrastructure manager (Johannesburg), fpdf2 with a right sidebar ------------------------------------
AQ4_MALUTI = "Maluti Data Services (Pty) Ltd"
AQ4_JOBS = [
    ("IT Infrastructure Manager", "Sable Life Assurance Ltd", "Sandton", "Nov 2020 – Present", ("2020-11", None, True),
     ["Head of infrastructure and operations for a life insurer with 2,800 staff and 60 branches: two data "
      "centres, Azure landing zones, networks, end-user computing and the service desk (team of 34 and three "
      "managed service partners).",
      "Own an R96M annual OPEX and R40M CAPEX budget; renegotiated the WAN and data centre contracts for R11M a "
      "year in savings.",
      "Moved 65% of workloads to Azure and Nutanix hyperconverged infrastructure; core system availability at "
      "99.97% over the last 24 months.",
      "Led the response to a 2022 ransomware attempt with no data loss, then rolled out MFA, EDR and immutable "
      "backups across the group.",
      "Survived load-shedding stage 6 without an outage after upgrading UPS, generator and fuel contracts at "
      "both data centres."]),
    ("Independent Infrastructure Consultant", "Self-employed", "Johannesburg", "'18 – '20", ("2018", "2020"),
     ["Data centre migrations, VMware and Veeam health checks and DR testing for mid-sized financial services, "
      "logistics and retail clients."]),
    ("Infrastructure Team Lead", AQ4_MALUTI, "Johannesburg", "Jan 2014 – Jun 2018", ("2014-01", "2018-06"),
     ["Led a team of 12 engineers running hosted private cloud and colocation services for 90 corporate "
      "clients; ITIL change and problem management owner."]),
    ("Senior Systems Engineer", AQ4_MALUTI, "Johannesburg", "03/2010 – 12/2013", ("2010-03", "2013-12"),
     ["Designed and built the VMware and NetApp platform for the company's second data centre in Midrand."]),
    ("Systems Administrator", "Magaliesberg Platinum Mines Ltd", "Rustenburg", "2006 – 2010", ("2006", "2010"),
     ["Windows, Exchange and Active Directory for 3,000 users on three mine sites."]),
    ("IT Support Technician", "Thuso Computer Solutions CC", "Pretoria", "2003 – 2006", ("2003", "2006"), []),
]
AQ4_CERTS = [("ITIL 4 Managing Professional – PeopleCert, 2021", "ITIL 4 Managing Professional"),
             ("Microsoft Certified: Azure Solutions Architect Expert – exp. 03/2026",
              "Microsoft Certified: Azure Solutions Architect Expert"),
             ("VMware Certified Professional – Data Center Virtualization (VCP-DCV), 2022",
              "VMware Certified Professional – Data Center Virtualization (VCP-DCV)"),
             ("Cisco CCNP Enterprise – 2019, renewed 2022", "Cisco CCNP Enterprise"),
             ("PRINCE2 Foundation – 2015", "PRINCE2 Foundation")]
AQ4_SKILLS = [("Infrastructure", ["VMware vSphere", "Nutanix AHV", "Microsoft Azure", "Windows Server",
                                  "Red Hat Enterprise Linux", "NetApp ONTAP", "Veeam Backup & Replication"]),
              ("Networks & security", ["Cisco routing and switching", "Fortinet firewalls", "SD-WAN",
                                       "Microsoft Defender for Endpoint", "Zero Trust"]),
              ("Management", ["ITIL service management", "Vendor and contract management", "CAPEX/OPEX budgeting",
                              "DR and business continuity", "POPIA compliance"])]
AQ4_LANGUAGES = [("isiZulu", "native"), ("English", "fluent"), ("Sesotho", "fluent"), ("Afrikaans", "basic")]


def aq4_it_infrastructure_fpdf():
    from fpdf import FPDF

    side_w, pad = 66, 6
    navy, white, pale = (16, 42, 67), (255, 255, 255), (200, 216, 232)
    accent = (0, 122, 138)

    class Resume(FPDF):
        def header(self):
            self.set_fill_color(*navy)
            self.rect(self.w - side_w, 0, side_w, self.h, style="F")

    pdf = Resume(format="A4")
    side_x = pdf.w - side_w + pad
    inner = side_w - 2 * pad
    main_x = 13
    main_w = pdf.w - side_w - main_x - 8
    pdf.set_margins(main_x, 14, side_w + 8)
    pdf.set_auto_page_break(True, 14)
    fpdf_dejavu(pdf, styles=("", "B", "I"))
    pdf.set_title("Lwazi Dlamini – CV"); pdf.set_author("Lwazi Dlamini")
    pdf.add_page()

    def font(style="", size=9.3, color=(33, 33, 33)):
        pdf.set_font("DejaVu", style, size); pdf.set_text_color(*color)

    # main column
    font("B", 23, navy); pdf.cell(main_w, 11, "Lwazi Dlamini", new_x="LMARGIN", new_y="NEXT")
    font("", 11, accent)
    pdf.multi_cell(main_w, 5.4, "IT Infrastructure Manager | Hybrid Cloud, Data Centre & Network Operations",
                   new_x="LMARGIN", new_y="NEXT", align="L")

    def heading(text):
        if pdf.get_y() > pdf.h - 40:
            pdf.add_page()
        pdf.ln(3); font("B", 11, navy)
        pdf.cell(main_w, 6, text, new_x="LMARGIN", new_y="NEXT")
        pdf.set_draw_color(*accent); pdf.line(main_x, pdf.get_y(), main_x + main_w, pdf.get_y()); pdf.ln(1.5)

    heading("PROFILE")
    font("", 9.3)
    pdf.multi_cell(main_w, 4.6, "IT infrastructure manager with 22 years in South African enterprise IT, from the "
                   "service desk to running infrastructure and operations for a JSE-listed insurer. Hands-on with "
                   "VMware, Azure and networks, and at home in the boardroom with budgets, risk and vendors. I build "
                   "teams that keep systems up through load-shedding and cyber threats. Looking for a head of "
                   "infrastructure or IT operations role in Gauteng.",
                   new_x="LMARGIN", new_y="NEXT", align="L")

    heading("EXPERIENCE")
    for title, company, place, when, _, items in AQ4_JOBS:
        if pdf.get_y() > pdf.h - 30:
            pdf.add_page()
        pdf.ln(1.2)
        font("B", 10); pdf.cell(main_w - 36, 5.2, title)
        font("", 9, (90, 90, 90)); pdf.cell(36, 5.2, when, align="R", new_x="LMARGIN", new_y="NEXT")
        font("I", 9.2, accent); pdf.cell(main_w, 4.8, f"{company}, {place}", new_x="LMARGIN", new_y="NEXT")
        font("", 9.1)
        for item in items:
            pdf.set_x(main_x + 1); pdf.cell(3.5, 4.5, "•")
            pdf.multi_cell(main_w - 4.5, 4.5, item, new_x="LMARGIN", new_y="NEXT", align="L")

    heading("EDUCATION")
    for school, when, degree, remark in (
            ("Wits Business School", "2016 – 2017",
             "Postgraduate Diploma in Management", "Passed cum laude · Part-time"),
            ("University of South Africa", "2006 – 2009", "BTech: Information Technology",
             "Part-time, distance learning"),
            ("Tshwane University of Technology", "2000 – 2002", "National Diploma: Information Technology",
             "Average: 71%"),
            ("Thuto-Lefa Secondary School, Soshanguve", "1999", "Senior Certificate (Matric)",
             "Matriculation exemption")):
        pdf.ln(1.2)
        font("B", 10); pdf.cell(main_w - 30, 5.2, school)
        font("", 9, (90, 90, 90)); pdf.cell(30, 5.2, when, align="R", new_x="LMARGIN", new_y="NEXT")
        font("I", 9.3); pdf.cell(main_w, 4.8, degree, new_x="LMARGIN", new_y="NEXT")
        font("", 9); pdf.multi_cell(main_w, 4.5, remark, new_x="LMARGIN", new_y="NEXT", align="L")

    heading("SELECTED PROJECTS")
    font("", 9.1)
    for item in ("Data centre consolidation (2021–2023): closed a third data centre and moved 420 virtual "
                 "machines to Nutanix and Azure with two weekend outages, both planned.",
                 "Branch network refresh (2022): SD-WAN and LTE failover for 60 branches; branch downtime "
                 "down 70%.",
                 "Cyber resilience programme (2022–2024): MFA for all staff, EDR on 4,100 endpoints, "
                 "immutable backups and quarterly restore tests reported to the audit committee.",
                 "Private cloud platform at Maluti (2011–2013): second data centre in Midrand, 1,100 VMs "
                 "for 90 clients."):
        pdf.set_x(main_x + 1); pdf.cell(3.5, 4.5, "•")
        pdf.multi_cell(main_w - 4.5, 4.5, item, new_x="LMARGIN", new_y="NEXT", align="L")
    last_page = pdf.page

    # sidebar, first page
    pdf.page = 1
    pdf.set_auto_page_break(False)
    pdf.set_left_margin(side_x); pdf.set_right_margin(pad)

    def side_heading(text):
        pdf.ln(3.5); pdf.set_x(side_x); font("B", 10, white)
        pdf.cell(inner, 6, text, new_x="LEFT", new_y="NEXT")
        pdf.set_draw_color(*pale); pdf.line(side_x, pdf.get_y(), side_x + inner, pdf.get_y()); pdf.ln(1.5)

    def side_line(text, style="", size=8.5, h=4.2, link="", color=None):
        pdf.set_x(side_x); font(style, size, color or (white if style == "B" else pale))
        pdf.multi_cell(inner, h, text, new_x="LEFT", new_y="NEXT", link=link, align="L")
        pdf.ln(0.5)

    pdf.set_xy(side_x, 12)
    side_heading("CONTACT")
    side_line("Midrand, Johannesburg")
    side_line("South Africa")
    side_line("+27 82 555 0193")
    side_line("lwazi.dlamini@example.com", link="mailto:lwazi.dlamini@example.com")
    side_line("linkedin.com/in/lwazidlamini", link="https://www.linkedin.com/in/lwazidlamini")
    side_heading("PERSONAL DETAILS")
    side_line("Nationality: South African")
    side_line("Driver's licence: Code B")
    side_heading("SKILLS")
    for label, items in AQ4_SKILLS:
        side_line(label, "B", 8.8)
        for item in items:
            side_line("• " + item, size=8.2, h=3.9)
        pdf.ln(0.8)
    assert pdf.get_y() < pdf.h - 8, pdf.get_y()

    # sidebar, second page
    assert last_page == 2, last_page
    pdf.page = 2
    pdf.set_xy(side_x, 12)
    side_heading("CERTIFICATIONS")
    for printed, _ in AQ4_CERTS:
        side_line("• " + printed, size=8.2, h=4)
    side_heading("LANGUAGES")
    for language, level in AQ4_LANGUAGES:
        side_line(f"{language} – {level}")
    side_heading("MEMBERSHIP")
    side_line("IITPSA – Professional Member, No. 20873")
    side_heading("REFERENCES")
    side_line("Available on request")
    pdf.page = last_page

    name = "aq4-lwazi-dlamini"
    path = os.path.join(FILES, name + ".pdf")
    pdf.output(path)
    check_pages(name, pdf_pages(path), 2)
    write_truth(name, {
        "basics": {"name": "Lwazi Dlamini",
                   "label": "IT Infrastructure Manager | Hybrid Cloud, Data Centre & Network Operations",
                   "email": "lwazi.dlamini@example.com", "phone": "+27 82 555 0193",
                   "location": {"city": "Johannesburg", "country_code": "ZA"},
                   "profiles": [linkedin("lwazidlamini")]},
        "work": work_truth(AQ4_JOBS),
        "education": [
            {"institution": "Wits Business School",
             "study_type": "Postgraduate Diploma", "area": "Management", "score": "cum laude",
             "dates": dates("2016", "2017", text="2016 – 2017")},
            {"institution": "University of South Africa", "study_type": "BTech", "area": "Information Technology",
             "dates": dates("2006", "2009", text="2006 – 2009")},
            {"institution": "Tshwane University of Technology", "study_type": "National Diploma",
             "area": "Information Technology", "score": "71%", "dates": dates("2000", "2002", text="2000 – 2002")},
            {"institution": "Thuto-Lefa Secondary School", "study_type": "Senior Certificate (Matric)",
             "score": "Matriculation exemption", "dates": dates(None, "1999", text="1999")}],
        "skills": flat_skills(AQ4_SKILLS),
        "certificates": [{"name": n} for _, n in AQ4_CERTS],
        "languages": [{"language": l, "fluency": f} for l, f in AQ4_LANGUAGES],
    })


# ---- aq5: head chef turned food & beverage director (Dubai), plain text, UTF-8, LF -------------------------------
AQ5_HARBOUR = "Harbour Grand Hotel Dubai Creek"
AQ5_JOBS = [
    ("Director of Food & Beverage", "The Saffron Bay Resort", "Palm Jumeirah, Dubai", "2021 - now",
     ("2021", None, True), None,
     ["Lead F&B for a 480-key luxury beach resort: 9 outlets, in-room dining, banqueting for 1,200 and "
      "beach and pool operations; 310 colleagues and AED 142M annual F&B revenue.",
      "Re-concepted three outlets (a Levantine grill, a Japanese izakaya and Café Amara on the beach); F&B revenue up "
      "34% on 2019 and GOP margin up 6 points.",
      "Cut food cost from 31.5% to 27.8% with menu engineering, a central butchery and Birchstreet "
      "procurement controls.",
      "Two outlets named in the Gault&Millau UAE guide (2023, 2024); Dubai Municipality food safety grade "
      "'A' in every outlet since opening."]),
    ("Executive Chef & Assistant Director of F&B", AQ5_HARBOUR, "Dubai", "Jan 2019 - Mar 2021",
     ("2019-01", "2021-03"), " (formerly Creekside Regency Hotel)",
     ["Added outlet P&L and beverage responsibility to the kitchens; led the COVID-19 closure, home-delivery "
      "launch and reopening."]),
    ("Executive Chef", AQ5_HARBOUR, "Dubai", "2016 - 2018", ("2016", "2018"), " (formerly Creekside Regency Hotel)",
     ["Brigade of 95 across six kitchens; led the kitchen side of the hotel's rebrand and a AED 18M kitchen "
      "refurbishment."]),
    ("Executive Sous Chef", "Marina Pearl Hotel", "Dubai Marina, Dubai", "03/2013 - 12/2015",
     ("2013-03", "2015-12"), None,
     ["Pre-opening team for a 350-room hotel: kitchen design sign-off, recruitment of 60 chefs, HACCP system."]),
    ("Head Chef", "The Rowan Brasserie", "London, UK", "2009 - 2013", ("2009", "2013"), None,
     ["120-cover brasserie in Marylebone; Bib Gourmand 2011 and 2012."]),
    ("Sous Chef", "Kelvin Park Hotel", "Glasgow, UK", "2005 - 2009", ("2005", "2009"), None, []),
]
AQ5_EARLIER = [("Chef de Partie", "The Argyle Hotel", "Edinburgh", "2002 - 2005", ("2002", "2005")),
               ("Commis Chef", "Kelvin Park Hotel", "Glasgow", "2000 - 2002", ("2000", "2002"))]
AQ5_CERTS = [("Person in Charge (PIC) Advanced Food Safety Certificate - Dubai Municipality, valid until 08/2026",
              "Person in Charge (PIC) Advanced Food Safety Certificate"),
             ("Certified Food and Beverage Executive (CFBE) - AHLEI, 2022", "Certified Food and Beverage Executive (CFBE)"),
             ("Level 4 Award in HACCP for Management - Highfield, 2018", "Level 4 Award in HACCP for Management"),
             ("WSET Level 3 Award in Wines - 2015", "WSET Level 3 Award in Wines")]
AQ5_SKILLS = ["Multi-outlet F&B operations", "Menu engineering and concept development",
              "Food, beverage and labour cost control", "Pre-opening and re-concepting", "Banqueting and MICE",
              "Beverage programmes and wine lists", "HACCP and Dubai Municipality compliance",
              "Recruitment, training and Emiratisation", "Oracle Simphony", "Opera PMS", "Birchstreet"]


def aq5_fb_director_txt():
    width = 100
    col = 22

    def heading(text):
        return ["", text, "=" * len(text)]

    def entry(when, lines, items=()):
        out = [when.ljust(col) + lines[0]] + [" " * col + line for line in lines[1:]]
        for item in items:
            out += textwrap.wrap(item, width, initial_indent=" " * col + "- ",
                                 subsequent_indent=" " * (col + 2))
        return out + [""]

    out = ["Stuart McKenna",
           "Director of Food & Beverage | Executive Chef | Luxury Resorts & Hotels (UAE)",
           "",
           "Dubai Marina, Dubai, UAE",
           "Mobile: +971 50 555 0174 | Email: stuart.mckenna@example.com",
           "LinkedIn: linkedin.com/in/stuartmckenna-fb",
           "Nationality: British | UAE residence visa | UAE driving licence"]
    out += heading("PROFILE")
    out += textwrap.wrap(
        "Classically trained chef turned food and beverage director, with 25 years in kitchens and hotel F&B in "
        "Glasgow, Edinburgh, London and Dubai, the last 12 in UAE luxury hotels. I run F&B as a business - "
        "concepts guests talk about, tight cost control and teams who stay - and I still cook at every tasting. "
        "Pre-opening, rebrand and re-concepting experience. Looking for a cluster or regional F&B director role "
        "in the GCC.", width)
    out += heading("CAREER HISTORY")
    out.append("")
    for title, company, place, when, _, note, items in AQ5_JOBS:
        out += entry(when, [title, f"{company}{note or ''}, {place}"], items)
    out += heading("EARLIER EXPERIENCE")
    for title, company, place, when, _ in AQ5_EARLIER:
        out.append(f"{title}, {company}, {place} ({when})")
    out += heading("EDUCATION & TRAINING")
    out += ["Certificate in Hospitality Management (online) - eCornell, 2019 - 2020",
            "SVQ Level 3 in Professional Cookery - Glasgow College of Food Technology, 1998 - 2000",
            "  Student Chef of the Year, Scottish Culinary Championships 2000"]
    out += heading("CERTIFICATIONS")
    out += ["- " + p for p, _ in AQ5_CERTS]
    out += heading("CORE SKILLS")
    out += ["- " + s for s in AQ5_SKILLS]
    out += heading("INDUSTRY")
    out += ["- Member, Emirates Culinary Guild (since 2013)",
            "- Judge, Salon Culinaire at Gulfood (2017 - 2019)"]
    out += heading("LANGUAGES")
    out += ["English (native); French (intermediate); Arabic (basic)"]
    out += ["", "References available on request.", ""]
    text = "\n".join(out)
    assert all(len(line) <= width for line in text.split("\n")), [l for l in text.split("\n") if len(l) > width]
    name = "aq5-stuart-mckenna"
    write_text(name + ".txt", text)
    jobs = [(t, c, p, w, s) for t, c, p, w, s, _, _ in AQ5_JOBS] + AQ5_EARLIER
    write_truth(name, {
        "basics": {"name": "Stuart McKenna",
                   "label": "Director of Food & Beverage | Executive Chef | Luxury Resorts & Hotels (UAE)",
                   "email": "stuart.mckenna@example.com", "phone": "+971 50 555 0174",
                   "location": {"city": "Dubai", "country_code": "AE"}, "profiles": [linkedin("stuartmckenna-fb")]},
        "work": work_truth(jobs),
        "education": [
            {"institution": "eCornell", "study_type": "Certificate", "area": "Hospitality Management",
             "dates": dates("2019", "2020", text="2019 - 2020")},
            {"institution": "Glasgow College of Food Technology", "study_type": "SVQ Level 3",
             "area": "Professional Cookery", "dates": dates("1998", "2000", text="1998 - 2000")}],
        "skills": [{"name": s} for s in AQ5_SKILLS],
        "certificates": [{"name": n} for _, n in AQ5_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "French", "fluency": "intermediate"},
                      {"language": "Arabic", "fluency": "basic"}],
    })


# ---- aq6: architect and practice director (Bristol), wkhtmltopdf of an HTML page ---------------------------------
AQ6_PRACTICE = "Marsh Okafor Architects Ltd"
AQ6_NOTE = " (formerly Marsh Studio Architects)"
AQ6_AVON = "Avon Gorge Architects LLP"
AQ6_JOBS = [
    ("Practice Director", AQ6_PRACTICE, "Bristol", "Apr 2019 – present", ("2019-04", None, True), AQ6_NOTE,
     ["Co-lead a 22-person RIBA Chartered Practice with my business partner: strategy, fee bids, resourcing, "
      "quality management (ISO 9001) and a £2.1M annual turnover.",
      "Director in charge of education and community projects up to £18M, including a net-zero primary school "
      "in South Gloucestershire (RIBA South West Award 2023) and a Passivhaus community centre in Easton.",
      "Set up the practice's retrofit team and Passivhaus workflow; 40% of fee income now comes from "
      "low-energy retrofit of homes and schools.",
      "Principal designer under the Building Safety Act for two higher-risk residential buildings."]),
    ("Founding Director", AQ6_PRACTICE, "Bristol", "2016 – 2019", ("2016", "2019"), AQ6_NOTE,
     ["Started the practice from my spare room; grew it to eight staff with housing association, school and "
      "private residential clients."]),
    ("Visiting Design Tutor (part-time)", "University of the West of England", "Bristol", "2017 – 2022",
     ("2017", "2022"), None,
     ["Taught a third-year BA (Hons) Architecture design studio one day a week."]),
    ("Associate Director", AQ6_AVON, "Bristol", "Jan 2012 – Mar 2016", ("2012-01", "2016-03"), None,
     ["Led the education and housing sector team (12 staff); project director for a £24M secondary school "
      "under the Priority School Building Programme."]),
    ("Senior Architect", AQ6_AVON, "Bristol", "Sep 2008 – Dec 2011", ("2008-09", "2011-12"), None,
     ["Job architect from RIBA Stage 2 to 6 for social housing schemes of 40–110 homes."]),
    ("Architect", "Hartley Pryce Partnership", "London", "Jul 2005 – Aug 2008", ("2005-07", "2008-08"), None,
     ["Healthcare and residential projects; qualified as an architect here in 2007."]),
    ("Architect (6-month contract)", "Estudi Llum Arquitectes", "Barcelona, Spain", "Jan–Jun 2005",
     ("2005-01", "2005-06"), None, []),
]
AQ6_EARLIER = [("Architectural Assistant (Part 1 year out)", "Hartley Pryce Partnership", "London",
                "2001 – 2002", ("2001", "2002"))]
AQ6_CERTS = [("Registered Architect – Architects Registration Board (ARB), Reg. No. 071843", "Registered Architect"),
             ("Chartered Member of the Royal Institute of British Architects (RIBA), Membership No. 8427316",
              "Chartered Member of the Royal Institute of British Architects (RIBA)"),
             ("Certified Passivhaus Designer – Passive House Institute, 2014", "Certified Passivhaus Designer"),
             ("RIBA Conservation Architect – RIBA Conservation Register, 2020", "RIBA Conservation Architect"),
             ("CSCS Professionally Qualified Person card – exp. 06/2027", "CSCS Professionally Qualified Person card")]
AQ6_SKILLS = [("Practice", ["Practice management", "Fee bidding and resourcing", "Client and stakeholder engagement",
                            "JCT and NEC contracts", "Principal designer duties (CDM 2015, Building Safety Act)"]),
              ("Design & sustainability", ["Education and community buildings", "Affordable housing",
                                           "Passivhaus and EnerPHit", "Low-energy retrofit (PAS 2035)",
                                           "Historic buildings"]),
              ("Software", ["Revit", "Archicad", "Rhino", "SketchUp", "Adobe InDesign", "NBS Chorus", "PHPP"])]


def aq6_architect_wkhtmltopdf():
    def job(title, company, place, when, note, items):
        out = (f'<div class="job"><table class="row"><tr><td><b>{escape(title)}</b></td>'
               f'<td class="when">{escape(when)}</td></tr></table>'
               f'<div class="org">{escape(company + (note or ""))}, {escape(place)}</div>')
        if items:
            out += "<ul>" + "".join(f"<li>{escape(i)}</li>" for i in items) + "</ul>"
        return out + "</div>\n"

    def school(name, when, degree, remark):
        return (f'<div class="job"><table class="row"><tr><td><b>{escape(name)}</b></td>'
                f'<td class="when">{escape(when)}</td></tr></table><div class="deg">{escape(degree)}</div>'
                f'<div>{escape(remark)}</div></div>\n')

    jobs = "".join(job(t, c, p, w, n, i) for t, c, p, w, _, n, i in AQ6_JOBS)
    earlier = "".join(f'<table class="row"><tr><td><b>{escape(t)}</b>, {escape(c)}, {escape(p)}</td>'
                      f'<td class="when">{escape(w)}</td></tr></table>' for t, c, p, w, _ in AQ6_EARLIER)
    education = (school("University of Westminster", "2006 – 2007",
                        "Postgraduate Certificate in Professional Practice in Architecture", "RIBA Part 3")
                 + school("University of Bath", "2002 – 2004", "Diploma in Architecture",
                          "RIBA Part 2 · Commendation · Thesis: A timber school for a shrinking village")
                 + school("University of Bath", "1998 – 2001", "BSc (Hons) Architecture", "RIBA Part 1 · 2:1"))
    html = f"""<!DOCTYPE html>
<html lang="en-GB"><head><meta charset="utf-8"><title>Eleanor Marsh RIBA – CV</title>
<style>
body {{ font-family: "Liberation Sans", Arial, sans-serif; font-size: 12.5pt; color: #262626; line-height: 1.36; }}
h1 {{ font-size: 27pt; font-weight: normal; margin: 0; }}
h1 small {{ font-size: 14pt; color: #8a3b12; }}
.label {{ font-size: 13.5pt; margin: 3px 0 4px; color: #8a3b12; }}
.contact a {{ color: #262626; text-decoration: none; white-space: nowrap; }}
h2 {{ font-size: 12pt; font-weight: bold; text-transform: uppercase; letter-spacing: 2px; color: #8a3b12;
      border-bottom: 1px solid #bbb; margin: 15px 0 6px; padding-bottom: 2px; page-break-after: avoid; }}
.job {{ margin: 0 0 7px; page-break-inside: avoid; }}
table.row {{ width: 100%; border-collapse: collapse; }}
table.row td {{ padding: 0; vertical-align: top; }}
td.when {{ text-align: right; white-space: nowrap; color: #555; width: 40mm; }}
.org {{ font-style: italic; }}
.deg {{ font-style: italic; }}
ul {{ margin: 2px 0 0; padding-left: 18px; }}
li {{ margin: 0 0 1px; }}
p {{ margin: 0 0 3px; }}
</style></head>
<body>
<h1>Eleanor Marsh <small>RIBA</small></h1>
<div class="label">Architect &amp; Practice Director | Education, Housing &amp; Low-Energy Retrofit</div>
<div class="contact">Bishopston, Bristol BS7 8AZ &nbsp;·&nbsp; 07700 900634 &nbsp;·&nbsp;
<a href="mailto:eleanor.marsh@example.com">eleanor.marsh@example.com</a> &nbsp;·&nbsp;
<a href="https://www.linkedin.com/in/eleanor-marsh-riba">linkedin.com/in/eleanor-marsh-riba</a> &nbsp;·&nbsp;
<a href="https://eleanormarsh.example.com">eleanormarsh.example.com</a></div>

<h2>Profile</h2>
<p>ARB-registered, RIBA Chartered architect with 20 years in practice in London and Bristol and nine years running
my own practice. I design schools, community buildings and homes that are generous, buildable and genuinely low
energy, and I enjoy the business of architecture as much as the drawing board: winning work, building teams and
delivering on fee. Open to a director or partner role in a larger Bristol or South West practice with a serious
sustainability agenda.</p>

<h2>Career History</h2>
{jobs}
<h2>Earlier Experience</h2>
{earlier}

<h2>Education</h2>
{education}
<h2>Registration &amp; Accreditation</h2>
<ul>{"".join(f"<li>{escape(p)}</li>" for p, _ in AQ6_CERTS)}</ul>

<h2>Boards &amp; Public Roles</h2>
<ul><li>Trustee, Harbourside Design Trust (2018 – present)</li>
<li>Panel member, Design West Design Review Panel (2017 – present)</li>
<li>RIBA South West Regional Council member (2020 – 2023)</li></ul>

<h2>Skills</h2>
{"".join(f"<p><b>{escape(label)}:</b> {escape(', '.join(items))}</p>" for label, items in AQ6_SKILLS)}

<h2>Languages</h2>
<p>English (native) · Spanish (conversational) · Catalan (basic)</p>
</body></html>
"""
    name = "aq6-eleanor-marsh"
    wkhtmltopdf(html, name, 2, options=("--page-size", "A4", "--margin-top", "16mm", "--margin-bottom", "16mm",
                                        "--margin-left", "18mm", "--margin-right", "18mm", "--encoding", "utf-8"))
    jobs_truth = [(t, c, p, w, s) for t, c, p, w, s, _, _ in AQ6_JOBS] + AQ6_EARLIER
    write_truth(name, {
        "basics": {"name": "Eleanor Marsh",
                   "label": "Architect & Practice Director | Education, Housing & Low-Energy Retrofit",
                   "email": "eleanor.marsh@example.com", "phone": "07700 900634",
                   "url": "https://eleanormarsh.example.com",
                   "location": {"city": "Bristol"}, "profiles": [linkedin("eleanor-marsh-riba")]},
        "work": work_truth(jobs_truth),
        "education": [
            {"institution": "University of Westminster", "study_type": "Postgraduate Certificate",
             "area": "Professional Practice in Architecture", "dates": dates("2006", "2007", text="2006 – 2007")},
            {"institution": "University of Bath", "study_type": "Diploma", "area": "Architecture",
             "score": "Commendation", "dates": dates("2002", "2004", text="2002 – 2004")},
            {"institution": "University of Bath", "study_type": "BSc (Hons)", "area": "Architecture", "score": "2:1",
             "dates": dates("1998", "2001", text="1998 – 2001")}],
        "skills": flat_skills(AQ6_SKILLS),
        "certificates": [{"name": n} for _, n in AQ6_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Spanish", "fluency": "conversational"},
                      {"language": "Catalan", "fluency": "basic"}],
    })


if __name__ == "__main__":
    aq1_director_of_nursing_docx()
    aq2_plant_manager_pdflatex()
    aq3_cfo_lo()
    aq4_it_infrastructure_fpdf()
    aq5_fb_director_txt()
    aq6_architect_wkhtmltopdf()
