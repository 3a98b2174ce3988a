#!/usr/bin/env python3
"""Renders the fortieth held-out batch (an1–an6) into files/ and its truth into truth/.

Written without reading the parser (nor its tests or docs); the only project files read were
holdout_render.py, render_batch33–39.py (for the conventions, the helpers and the truth shape; the helpers
imported below are defined in render_batch20.py, render_batch24.py and render_batch26.py, and
render_batch28.py was read for its helpers too) and three truth files (am3, ah4 and aj2, for the shape and
for how a Leaving Certificate's points and Scottish Highers were written). Six experienced people whose
resumes a recruiter sees in one week, none in batch 34–39's occupations: a head veterinary nurse in
Edinburgh, a senior HR business partner (CHRL) in Toronto, a Dutch supply chain analyst writing in English
in Rotterdam, a senior property claims adjuster in Phoenix, a heavy diesel technician in Auckland and a data
protection officer (solicitor, CIPP/E) in Dublin. The brief's suggested hotel front office manager, dental
hygienist, HVAC service technician and secondary school maths teacher were replaced, since batch 35 has a
hotel front office supervisor, batch 37 a dental hygienist and an HVAC service technician and batch 36 a
secondary school (chemistry) teacher; the cities were kept where they fitted. Each resume is made with a
different everyday producer: a plain-text file saved as Latin-1 with CRLF line ends, a DOCX kept as the
Word file with right tab stops, pdflatex, fpdf2 with a left sidebar (the two-column PDF), a LibreOffice PDF
of a DOCX laid out in a table and a hand-written HTML page. They hold what such resumes hold: several roles
at one employer, promotions, current jobs, a concurrent part-time locum job and a concurrent part-time
lecturing job, contract, FIFO, 1099, working-holiday, traineeship, apprenticeship, internship, student,
summer and part-time jobs, gaps, dates written "Sept 2019 - present", "2016 - 2019", "2021 - now", "Summer
2010", "Jan 2022 – Present", "09/2021 – present", "03/2015 – 08/2016", "Jan–Jun 2014", "2010 – 2013", "'20 –
Present", "'18 – '20", "Mar 2022 – Present", "2016 – 2022", "Oct 2021 – Present", "2020 – Present", "Summer
2012"; education degree first and school first, grades, honours classes, a degree in progress and the
national qualifications of each country (SQA Highers, an Ontario College Graduate Certificate, a VWO diploma,
a New Zealand Certificate and NCEA, a Leaving Certificate with points); licences and certifications with
numbers, issuers and expiry dates; grouped and flat skills and spoken languages with levels.

- an1 (plain text, Latin-1, CRLF line ends, 80 columns, ASCII hyphens since Latin-1 has no en dash): a UK
  veterinary nurse's CV: "EILIDH ROBERTSON RVN" in capitals, the label "Head Veterinary Nurse | Small
  Animal Hospital | Emergency & Critical Care", the address line "Portobello, Edinburgh EH15 2QT" and
  "Mobile:", "Email:" and "LinkedIn:" lines; capital headings underlined with "-"; PERSONAL PROFILE (with a
  "£" figure); EMPLOYMENT HISTORY with each employer printed once as "Employer, Town" over indented title
  lines with the dates flush right and "- " bullets: "Head Veterinary Nurse" "Sept 2019 - present" and
  "Senior Veterinary Nurse" "2016 - 2019" at one veterinary hospital, "Locum Emergency Veterinary Nurse
  (part-time, weekends)" "2021 - now" at an emergency clinic, "Veterinary Nurse (working holiday)" "Mar
  2015 - Aug 2016" in Sydney, "Registered Veterinary Nurse" "Oct 2012 - Feb 2015" in Kirkcaldy, "Kennel
  Assistant (summer job)" "Summer 2010" with no bullets; EDUCATION & QUALIFICATIONS degree first, the dates
  flush right, the school and a remark line under it: "BSc (Hons) Veterinary Nursing" "2008 - 2012" at
  Edinburgh Napier University with "First Class Honours. Dissertation: ... (74%)", "SQA Highers and Advanced
  Higher" "2008" with the subject grades; PROFESSIONAL REGISTRATION & CPD as "* " lines with the RCVS
  registration number, years, "exp." and "valid until" dates; KEY SKILLS one "* " item a line; LANGUAGES;
  ADDITIONAL INFORMATION (driving licence, BVNA membership); REFERENCES. A nurse in Edinburgh.
- an2 (DOCX, python-docx, kept as the Word file; Calibri 10.5 pt, Letter, two pages; the page count is
  checked on a throw-away LibreOffice PDF): a Canadian HR business partner's resume: "Nadia Haddad, CHRL"
  centred, the label "Senior HR Business Partner | Employee Relations & Organizational Change" and a " | "
  contact line ("Toronto, ON M4K 1N2", "(416) 555-0193", the email, "linkedin.com/in/nadiahaddad-chrl" as
  text); navy capital headings with a rule; PROFESSIONAL SUMMARY; PROFESSIONAL EXPERIENCE with each
  employer printed once in bold with its city on a right tab stop and its titles in bold italics with the
  dates on a right tab stop, then "List Bullet" items: "Senior HR Business Partner" "Jan 2022 – Present" and
  "HR Business Partner" "Apr 2019 – Dec 2021" at one insurer, "HR Consultant (12-month contract)" "Apr 2018
  – Mar 2019", "Human Resources Generalist" "Oct 2016 – Mar 2018" and "Human Resources Coordinator" "Sep
  2014 – Sep 2016" at one health centre, "HR Assistant (part-time)" "Sep 2011 – Apr 2013"; EDUCATION degree
  first, bold, the dates on a right tab, the institution and a remark line under it: "Master of Industrial
  Relations and Human Resources (MIRHR) (part-time, in progress)" "Sep 2023 – Present" at the University of
  Toronto, "Ontario College Graduate Certificate, Human Resources Management" "2013 – 2014" at Humber
  College with "Dean's Honour List · GPA 3.8/4.0", "Bachelor of Arts (Honours), Psychology" "2009 – 2013" at
  York University with "Cumulative GPA: 7.4/9.0 · Minor in Business"; CERTIFICATIONS as bullets with HRPA
  member numbers, years and "exp." dates; SKILLS as two bold-labelled ", " lines; LANGUAGES. An HR business
  partner in Toronto, ON.
- an3 (pdflatex, TeX Gyre Heros as the sans-serif default, A4, one page): a Dutch supply chain analyst's
  resume in English: "Joris van der Meulen" left-aligned in large bold type, the label "Supply Chain
  Analyst | Demand Planning, S&OP and Network Optimisation" and a " | " contact line ("Rotterdam, the
  Netherlands", "+31 6 5550 1742", a mailto link, a LinkedIn link printed
  "linkedin.com/in/jorisvandermeulen"); blue bold capital headings over a rule; PROFILE; EXPERIENCE with
  each employer printed once in bold with its city at the right, and each title in italics with its dates
  at the right over bullets: "Senior Supply Chain Analyst" "09/2021 – present" and "Supply Chain Analyst"
  "03/2018 – 08/2021" at one logistics company, "Demand Planner" "09/2016 – 02/2018" and "Junior Demand
  Planner (traineeship)" "03/2015 – 08/2016" at one food company, "Graduation Intern, Supply Chain Network
  Design" "Jan–Jun 2014", "Order Picker (student job, part-time)" "2010 – 2013" with no bullets; EDUCATION
  school first (the bold school with the dates at the right, the italic degree with the town at the right, a
  grades line): "Rotterdam School of Management, Erasmus University" "2012 – 2014" "MSc Supply Chain
  Management" with "Average grade: 7.9/10 · Master thesis (8.5): ...", "Delft University of Technology"
  "2009 – 2012" "BSc Systems Engineering, Policy Analysis and Management" with a minor line, "Het Westland
  Lyceum" "2009" "VWO diploma (Nature & Technology)" with "Average final exam grade: 7.4"; CERTIFICATIONS as
  bullets; SKILLS as three bold-labelled lines; LANGUAGES as a " · " line with CEFR levels. An analyst in
  Rotterdam, the Netherlands.
- an4 (fpdf2 with DejaVu Sans, Letter, one page, the two-column PDF): a property claims adjuster's resume
  with a dark slate left sidebar holding CONTACT ("Phoenix, AZ 85016", "(602) 555-0128", a mailto link,
  "linkedin.com/in/darnell-whitaker-aic" as a link), LICENSES & CERTIFICATIONS ("• " items with " – " license
  numbers, issuers, years and "exp." dates), SKILLS ("• " items) and LANGUAGES; the main column with the
  name "Darnell Whitaker, AIC", the label "Senior Property Claims Adjuster | Large Loss & CAT Claims",
  PROFILE, EXPERIENCE (a bold title with the dates at the right over an italic "Employer | City,
  ST" line and bullets), every date written with two-digit years and ASCII apostrophes: "Senior Property
  Claims Adjuster – Large Loss" "'20 – Present" and "Property Field Adjuster" "'18 – '20" at one insurer,
  "Independent CAT Adjuster (1099 contract)" "'16 – '18", "Auto Claims Representative" "'12 – '16",
  "Roofing Estimator (part-time)" "'10 – '12" with no bullets; EDUCATION school first, the bold "School —
  City, ST" over a degree line: "Arizona State University" with "Bachelor of Science in Finance · May 2012 ·
  GPA 3.41", "Mesa Community College" with "Associate in Arts (AA) · 2010". An adjuster in Phoenix, AZ.
- an5 (LibreOffice PDF of a DOCX made with python-docx; Calibri 10.5 pt, which LibreOffice sets in
  Carlito, A4, two pages): a New Zealand heavy diesel technician's CV: "Hemi Walker", the label "Heavy
  Diesel Technician | Trucks, Earthmoving & Transport Fleet", a " | " contact line ("Papakura, Auckland",
  "021 555 0147", the email), no LinkedIn; dark red capital headings with a rule; PROFILE; WORK HISTORY as a
  borderless two-column table, the dates bold in the narrow left cell and the bold title, an italic
  "Employer, Place" line and "List Bullet" items in the right one: "Workshop Leading Hand" "Mar 2022 –
  Present" and "Heavy Diesel Technician" "2016 – 2022" at one truck and machinery dealer, "Heavy Duty Fitter
  (FIFO contract)" "Jun 2014 – Dec 2015" in Karratha, Western Australia, "Apprentice Heavy Automotive
  Technician" "2010 – 2014", "Tyre Fitter (part-time)" "2008 – 2010" with no bullets; QUALIFICATIONS in the
  same table, qualification first: "New Zealand Certificate in Heavy Automotive Engineering (Level 4)"
  "2014" through MITO New Zealand with an apprenticeship remark, "Certificate in Automotive Engineering
  (Level 3)" "2009" at Manukau Institute of Technology with "Pre-trade course, full-time · Completed with
  Merit", "NCEA Level 2" "2008"; LICENCES & TICKETS as bullets with an appointment number, endorsements and
  "exp." and "renewal due" dates; SKILLS as three bold-labelled lines; LANGUAGES; REFEREES. A technician in
  Auckland.
- an6 (an HTML page written by hand, UTF-8, a <style> block with a CSS grid, kept as the .html file): an
  Irish data protection officer's resume: <h1> "Gráinne Fitzmaurice", the label "Data Protection Officer |
  Solicitor (Ireland) | CIPP/E, CIPM", a contact <p> ("Dublin, Ireland", "+353 87 555 0163", a mailto link,
  a LinkedIn link printed "linkedin.com/in/grainne-fitzmaurice"); <h2> headings; "Profile"; "Experience" as
  <article> blocks, one an employer: an <h3> employer with its place in a <span>, then for each role a grid
  row with the title and the dates and a <ul>: "Data Protection Officer" "Oct 2021 – Present" and "Privacy
  Counsel" "Feb 2019 – Sep 2021" at one health insurer, "Associate Lecturer (part-time)" "2020 – Present"
  at the Law Society of Ireland, "Associate Solicitor, Technology & Data Protection" "Sep 2016 – Jan 2019"
  and "Trainee Solicitor" "Sep 2014 – Aug 2016" at one law firm, "Legal Researcher (part-time)" "Oct 2013 –
  Jun 2014", "Summer Intern, Legal Unit" "Summer 2012" at the Office of the Data Protection Commissioner in
  Portarlington with no bullets; "Education" school first in the same rows with a degree line and a grades
  line: "Law Society of Ireland" "2014 – 2016" "Professional Practice Courses I & II (PPC)", "Trinity College
  Dublin" "2012 – 2013" "LL.M. (International and European Business Law)" "Distinction · Dissertation: …",
  "University College Cork" "2008 – 2012" "BCL (Law and French)" "Second Class Honours, Grade I · Erasmus
  year: …", "Ardfinnan Community School" "2008" "Leaving Certificate" "560 points"; "Certifications" as a
  <ul>; "Skills" as labelled <p>s; "Languages" as a " · " line. A DPO in Dublin, Ireland.

Decisions for this batch (documented here because the documents leave them to the reader):
- Several roles at one employer are separate work entries, each with the employer's name and location and
  its own dates (an1, an2, an3, an4, an5, an6). Part-time, weekend locum, working-holiday, contract, FIFO,
  1099, traineeship, apprenticeship, internship, student, summer and part-time lecturing jobs are work
  entries; overlapping and concurrent jobs are entries in printed order. Gaps are nothing in the truth.
  an1's additional information and references, an5's referees and an6's admission as a solicitor named in
  the profile are not work entries.
- A title's own comma, dash or parenthesis is part of the position ("Locum Emergency Veterinary Nurse
  (part-time, weekends)", "Veterinary Nurse (working holiday)", "Kennel Assistant (summer job)", "HR
  Consultant (12-month contract)", "HR Assistant (part-time)", "Junior Demand Planner (traineeship)",
  "Graduation Intern, Supply Chain Network Design", "Order Picker (student job, part-time)", "Senior
  Property Claims Adjuster – Large Loss", "Independent CAT Adjuster (1099 contract)", "Roofing Estimator
  (part-time)", "Heavy Duty Fitter (FIFO contract)", "Tyre Fitter (part-time)", "Associate Lecturer
  (part-time)", "Associate Solicitor, Technology & Data Protection", "Legal Researcher (part-time)",
  "Summer Intern, Legal Unit"). An employer's "Ltd", "Inc.", "B.V.", "N.V.", "LLC", "Co.", "Pty Ltd" and
  "DAC" stay. Work locations as printed ("Edinburgh", "Sydney, Australia", "Toronto, ON", "Rotterdam",
  "Phoenix, AZ", "Wiri, Auckland", "Karratha WA, Australia", "Dublin 2", "Portarlington, Co. Laois").
- Dates: "present", "Present" and "now" make a job or programme current from its start ("2021 - now" is
  current from 2021, as batch 24's "2019 - now"). an1's ASCII " - " is kept in its date_text. "2016 - 2019",
  "2010 – 2013", "2016 – 2022" and the other year ranges keep years only. "Summer 2010" and "Summer 2012"
  run June to August of that year (both in the northern hemisphere). "Jan–Jun 2014" runs 2014-01 to
  2014-06. Numeric "03/2015" and "09/2021" are months. an4's "'18 – '20" is 2018 to 2020 and "'20 –
  Present" current from 2020 (an apostrophe's two-digit year is in the 2000s here, batch 37), date_text as
  printed with the ASCII apostrophes. "Sept" and "Sep" are September. A single year or month is the end
  date (an1's Highers "2008", an3's VWO "2009", an4's "May 2012" and "2010", an5's "2014", "2009" and
  "2008", an6's Leaving Certificate "2008").
- Education:
  - an1: "BSc (Hons) Veterinary Nursing" is "BSc (Hons)" / "Veterinary Nursing" with the score "First Class
    Honours" (the dissertation and its mark a remark); "SQA Highers and Advanced Higher" is a school-leaving
    qualification with no area and no score (its subject grades are not one, batch 36); its institution
    drops ", Edinburgh".
  - an2: "Master of Industrial Relations and Human Resources (MIRHR) (part-time, in progress)" is
    "Master of Industrial Relations and Human Resources (MIRHR)" with no area (as "Master of Social Work
    (MSW)" in batch 39; the mode and status note left out), current from 2023-09; "Ontario College Graduate
    Certificate, Human Resources Management" is "Ontario College Graduate Certificate" / "Human Resources
    Management" (batch 30) with the score "3.8/4.0" (the Dean's Honour List is not a score); "Bachelor of
    Arts (Honours), Psychology" is "Bachelor of Arts (Honours)" / "Psychology" with the score "7.4/9.0"
    (York's nine-point scale; the minor is a remark, not the area).
  - an3: "MSc Supply Chain Management" is "MSc" / "Supply Chain Management" at "Rotterdam School of
    Management, Erasmus University" (the name as printed, kept whole as batch 38's "Emory University,
    Rollins School of Public Health") with the score "7.9/10" (the thesis's own mark is not the degree's);
    "BSc Systems Engineering, Policy Analysis and Management" is "BSc" / "Systems Engineering, Policy
    Analysis and Management" (the programme's name, its commas part of it) with no score; "VWO diploma
    (Nature & Technology)" is "VWO diploma" / "Nature & Technology" (the profile in parentheses after the
    qualification, as batch 36's "HSC (Science)") with the score "7.4". The towns at the right are not part
    of the institution.
  - an4: "Bachelor of Science in Finance" is "Bachelor of Science" / "Finance" with the score "3.41", ending
    2012-05; "Associate in Arts (AA)" has no area, ending 2010. The institutions drop " — Tempe, AZ" and " —
    Mesa, AZ".
  - an5: "New Zealand Certificate in Heavy Automotive Engineering (Level 4)" is "New Zealand Certificate" /
    "Heavy Automotive Engineering" (as batch 35's "New Zealand Diploma in Hospitality Management"; the NZQA
    level is not part of the area or a score) at "MITO New Zealand", the apprenticeship line a remark;
    "Certificate in Automotive Engineering (Level 3)" is "Certificate" / "Automotive Engineering" at
    "Manukau Institute of Technology" with the score "Merit" ("Completed with Merit"); "NCEA Level 2" has no
    area and no score, its institution without ", Papakura".
  - an6: "Professional Practice Courses I & II (PPC)" has no area (as batch 38's "Bar Practice Course
    (BPC)"); "LL.M. (International and European Business Law)" is "LL.M." / "International and European
    Business Law" (the parenthesis after the degree is its field, batch 29) with the score "Distinction";
    "BCL (Law and French)" is "BCL" / "Law and French" with the score "Second Class Honours, Grade I" as
    printed before " · " (batch 34's "Second Class Honours, Grade 1 (2.1)"; the Erasmus year is a remark);
    "Leaving Certificate" has no area and the score "560 points" (batch 34); its institution drops ", Co.
    Tipperary".
- Certificates and licences drop the issuer, registration, licence, member and appointment numbers,
  endorsements, years, "exp.", "valid until" and "renewal due" dates, and keep an abbreviation, code, class
  or issuer's acronym printed as part of the name: an1's "Registered Veterinary Nurse (RVN)", "RCVS
  Certificate in Advanced Veterinary Nursing (ECC)", "Clinical Coach Award", "Fear Free Certified
  Professional", "Emergency First Aid at Work", "Radiation Protection Supervisor (RPS)";
  an2's "Certified Human Resources Leader (CHRL)", "Certified Human Resources Professional (CHRP)", "Prosci
  Certified Change Practitioner", "Workplace Investigations Certificate", "Mental Health First Aid
  Standard"; an3's "Certified Supply Chain Professional (CSCP)", "Certified in Planning and Inventory
  Management (CPIM)", "Lean Six Sigma Green Belt"; an4's "Arizona Adjuster License", "Texas All-Lines
  Adjuster License", "Associate in Claims (AIC)", "Haag Certified Inspector – Residential Roofs" (the words
  after the dash are part of the name, as batch 35's "AWS Certified Developer – Associate"), "Xactimate
  Level 3 Certified", "IICRC Water Damage Restoration Technician (WRT)"; an5's "NZ Driver Licence Class 5
  (heavy combination)", "Certificate of Fitness (CoF) Inspector", "Refrigerant Handling Licence (Mobile
  A/C)", "Site Safe Passport", "First Aid Certificate (Workplace)"; an6's "Certified Information Privacy
  Professional/Europe (CIPP/E)", "Certified Information Privacy Manager (CIPM)", "Fellow of Information
  Privacy (FIP)", "ISO/IEC 27001 Lead Implementer". an1's driving licence and BVNA membership under
  ADDITIONAL INFORMATION are not certificates (batch 36).
- basics.name drops credentials after the name ("EILIDH ROBERTSON RVN" is "Eilidh Robertson", written as a
  name is; "Nadia Haddad, CHRL"; "Darnell Whitaker, AIC"). The label is the line under the name, whole.
  Basics location is the city with the province, state or country printed beside it, without a postcode,
  postal code, ZIP code or district: "Portobello, Edinburgh EH15 2QT" is "Edinburgh" (no country printed);
  "Toronto, ON M4K 1N2" is "Toronto" / "ON"; "Rotterdam, the Netherlands" gives "NL"; "Phoenix, AZ 85016"
  is "Phoenix" / "AZ"; "Papakura, Auckland" is "Auckland" (Papakura the suburb, as batch 35's "Ponsonby,
  Auckland"); "Dublin, Ireland" gives "IE". LinkedIn addresses printed as text get "https://www."; links use
  their targets. an5 prints no LinkedIn, so it has no profiles.
- Skills are the listed items as printed, a group's label left out; ", ", "• " and lines separate items,
  commas inside parentheses do not ("Unionized environments (OPSEU, Unifor)", "Transmissions (Eaton,
  Allison, I-Shift)"). Spoken languages with their fluency as printed ("native", "conversational", "basic",
  "professional working proficiency", "C2", "B2", "A2", "fluent", "C1").

Truth conventions as in batches 5–39: date_text as printed (LaTeX's "--" printed as "–"; ASCII hyphens
kept in an1 and ASCII apostrophes in an4), the work entry's location where printed, phones as printed.
Phones are 555 numbers in Canada, the US, the Netherlands, New Zealand and Ireland and an Ofcom drama
mobile ("07700 900582") in the UK; emails at example.com. Every person, employer, school, licence,
registration, member and appointment number, phone and email is invented, except the public bodies named
as they are (the Office of the Data Protection Commissioner, the Law Society of Ireland, Waka Kotahi NZTA)
and the universities, colleges and issuers (Edinburgh Napier University, the RCVS, the SQA, the University
of Toronto, Humber College, York University, HRPA, Rotterdam School of Management, Erasmus University,
Delft University of Technology, ASCM, Arizona State University, Mesa Community College, The Institutes,
Haag, Verisk, the IICRC, MITO New Zealand, Manukau Institute of Technology, Site Safe, St John, Trinity
College Dublin, University College Cork, the IAPP, PECB and the others), which are real institutions, named
as any resume names them.

Tools on the machine that wrote this batch: none of them was on it at first, so they were installed
before the run (apt-get: poppler-utils, fonts-dejavu, fonts-crosextra-carlito, wkhtmltopdf,
texlive-latex-base, texlive-latex-recommended, texlive-latex-extra, texlive-fonts-recommended,
libreoffice-writer-nogui; pip: fpdf2 2.8, python-docx). pdflatex, libreoffice_pdf, lo_page_count,
fpdf_dejavu, new_docx, bottom_border, tex, work_truth, dates and linkedin come from holdout_render.py;
cell_margins, no_borders and table_geometry from render_batch20.py, flat_skills from render_batch24.py and
grouped_jobs from render_batch26.py.
Run from this folder: python3 render_batch40.py
"""
import os
from xml.sax.saxutils import escape

from holdout_render import (FILES, bottom_border, check_pages, dates, fpdf_dejavu, libreoffice_pdf, linkedin,
                            lo_page_count, new_docx, pdf_pages, pdflatex, tex, work_truth, write_text,
                            write_truth)
from render_batch20 import cell_margins, no_borders, table_geometry
from render_batch24 import flat_skills
from render_batch26 import grouped_jobs


# ---- an1: head veterinary nurse (Edinburgh), plain text in Latin-1 with CRLF ------------------------------------
AN1_EMPLOYERS = [
    ("Braid Hills Veterinary Hospital", "Edinburgh", [
        ("Head Veterinary Nurse", "Sept 2019 - present", ("2019-09", None, True),
         ["Lead a team of 14 RVNs, 4 student VNs and 6 animal care assistants in a 24-hour small animal "
          "hospital (two theatres, ICU, isolation and a cat ward).",
          "Write the nursing rota, run nurse clinics and manage a £180k annual consumables budget; cut "
          "drug wastage by 22% in 2023 with a new controlled drugs and stock process.",
          "Clinical coach for student veterinary nurses; 11 students qualified under my supervision, all "
          "first time.",
          "Led the hospital's nursing team through RCVS Practice Standards Scheme re-accreditation as a "
          "Veterinary Hospital (2022) with commendations for patient care."]),
        ("Senior Veterinary Nurse", "2016 - 2019", ("2016", "2019"),
         ["Theatre lead: anaesthetic monitoring, surgical preparation and sterile technique for up to 10 "
          "procedures a day; set up the hospital's post-operative pain scoring protocol."]),
    ]),
    ("Lothian Pet Emergency Clinic", "Livingston", [
        ("Locum Emergency Veterinary Nurse (part-time, weekends)", "2021 - now", ("2021", None, True),
         ["Two weekend night shifts a month in an out-of-hours emergency clinic: triage, fluid therapy, "
          "oxygen therapy and CPR."]),
    ]),
    ("Harbourside Animal Hospital", "Sydney, Australia", [
        ("Veterinary Nurse (working holiday)", "Mar 2015 - Aug 2016", ("2015-03", "2016-08"),
         ["Surgical and medical nursing in a busy inner-city hospital; dental scaling and polishing, "
          "radiography and puppy preschool classes."]),
    ]),
    ("Fife Coast Veterinary Centre", "Kirkcaldy", [
        ("Registered Veterinary Nurse", "Oct 2012 - Feb 2015", ("2012-10", "2015-02"),
         ["First-opinion mixed small animal and exotics practice: consults, anaesthesia, lab work and "
          "client education."]),
    ]),
    ("Pentland Hills Boarding Kennels", "Penicuik", [
        ("Kennel Assistant (summer job)", "Summer 2010", ("2010-06", "2010-08"), []),
    ]),
]
AN1_JOBS = grouped_jobs(AN1_EMPLOYERS)
AN1_CERTS = [("Registered Veterinary Nurse (RVN) - RCVS, Reg. No. 4021187",
              "Registered Veterinary Nurse (RVN)"),
             ("RCVS Certificate in Advanced Veterinary Nursing (ECC) - 2018",
              "RCVS Certificate in Advanced Veterinary Nursing (ECC)"),
             ("Clinical Coach Award - 2017", "Clinical Coach Award"),
             ("Fear Free Certified Professional - exp. 06/2026", "Fear Free Certified Professional"),
             ("Emergency First Aid at Work - St Andrew's First Aid, valid until 02/2027",
              "Emergency First Aid at Work"),
             ("Radiation Protection Supervisor (RPS) - 2020", "Radiation Protection Supervisor (RPS)")]
AN1_SKILLS = ["Anaesthetic induction support and monitoring", "Theatre management and sterile technique",
              "Emergency triage and CPR", "Fluid therapy and CRI calculations", "Digital radiography",
              "Dental charting, scaling and polishing", "Nurse clinics (weight, diabetes, post-op)",
              "Rota planning and stock control", "Clinical coaching of student VNs", "RoboVet practice software"]


def an1_vet_nurse_txt():
    width = 80

    def right(left, right_text, indent=2):
        pad = width - indent - len(left) - len(right_text)
        return " " * indent + left + " " * max(pad, 2) + right_text

    def heading(text):
        return ["", "", text, "-" * len(text), ""]

    out = ["EILIDH ROBERTSON RVN",
           "Head Veterinary Nurse | Small Animal Hospital | Emergency & Critical Care",
           "",
           "Portobello, Edinburgh EH15 2QT",
           "Mobile: 07700 900582",
           "Email: eilidh.robertson@example.com",
           "LinkedIn: linkedin.com/in/eilidh-robertson-rvn"]
    out += heading("PERSONAL PROFILE")
    out += wrap("Registered Veterinary Nurse with 12 years' experience in first-opinion practice, a 24-hour "
                "hospital and emergency work in Scotland and Australia, and the RCVS Certificate in Advanced "
                "Veterinary Nursing (ECC). I lead a nursing team of 24, manage a £180k consumables budget and "
                "still love hands-on theatre and ICU nursing. Looking for a clinical nursing manager or referral "
                "hospital head nurse role in Edinburgh or the Lothians.", width - 2)
    out += heading("EMPLOYMENT HISTORY")
    for company, place, roles in AN1_EMPLOYERS:
        out += [f"{company}, {place}", ""]
        for title, when, _, items in roles:
            out.append(right(title, when))
            out += [f"    - {line}" if i == 0 else f"      {line}"
                    for item in items for i, line in enumerate(wrap(item, width - 6))]
            out.append("")
    out += heading("EDUCATION & QUALIFICATIONS")[1:]
    out += ["BSc (Hons) Veterinary Nursing" + " " * (width - len("BSc (Hons) Veterinary Nursing") - 11)
            + "2008 - 2012",
            "Edinburgh Napier University",
            'First Class Honours. Dissertation: "Post-operative pain scoring in cats" (74%)',
            "",
            "SQA Highers and Advanced Higher" + " " * (width - len("SQA Highers and Advanced Higher") - 4) + "2008",
            "Willowbrae Academy, Edinburgh",
            "Highers: Biology (A), Chemistry (A), English (B), Mathematics (B), Geography (B)",
            "Advanced Higher: Biology (B)"]
    out += heading("PROFESSIONAL REGISTRATION & CPD")
    out += [("* " if i == 0 else "  ") + line for printed, _ in AN1_CERTS
            for i, line in enumerate(wrap(printed, width - 2))]
    out += heading("KEY SKILLS")
    out += [f"* {s}" for s in AN1_SKILLS]
    out += heading("LANGUAGES")
    out += ["English (native), Scottish Gaelic (conversational), Spanish (basic)"]
    out += heading("ADDITIONAL INFORMATION")
    out += ["Full clean UK driving licence.", "Member of the British Veterinary Nursing Association (BVNA)."]
    out += heading("REFERENCES")
    out += ["Available on request."]
    for line in out:
        assert len(line) <= width, line
    name = "an1-eilidh-robertson"
    write_text(name + ".txt", "\r\n".join(out) + "\r\n", encoding="latin-1")
    write_truth(name, {
        "basics": {"name": "Eilidh Robertson",
                   "label": "Head Veterinary Nurse | Small Animal Hospital | Emergency & Critical Care",
                   "email": "eilidh.robertson@example.com", "phone": "07700 900582",
                   "location": {"city": "Edinburgh"}, "profiles": [linkedin("eilidh-robertson-rvn")]},
        "work": work_truth(AN1_JOBS),
        "education": [
            {"institution": "Edinburgh Napier University", "study_type": "BSc (Hons)", "area": "Veterinary Nursing",
             "score": "First Class Honours", "dates": dates("2008", "2012", text="2008 - 2012")},
            {"institution": "Willowbrae Academy", "study_type": "SQA Highers and Advanced Higher",
             "dates": dates(None, "2008", text="2008")}],
        "skills": [{"name": s} for s in AN1_SKILLS],
        "certificates": [{"name": n} for _, n in AN1_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Scottish Gaelic", "fluency": "conversational"},
                      {"language": "Spanish", "fluency": "basic"}],
    })


def wrap(text, width):
    """Wraps text at spaces into lines of at most width characters (as a writer breaks lines by hand)."""
    lines, line = [], ""
    for word in text.split():
        if line and len(line) + 1 + len(word) > width:
            lines.append(line); line = word
        else:
            line = f"{line} {word}" if line else word
    return lines + [line]


# ---- an2: senior HR business partner (Toronto), DOCX with right tab stops --------------------------------------
AN2_EMPLOYERS = [
    ("Lakeshore Mutual Insurance Company", "Toronto, ON", [
        ("Senior HR Business Partner", "Jan 2022 – Present", ("2022-01", None, True),
         ["Strategic HR partner to the VP Claims and VP Operations and their 620 employees across Ontario and "
          "Quebec; member of both leadership teams.",
          "Led the people side of a claims operating-model redesign affecting 180 roles: org design, job "
          "mapping, consultation, redeployment and communications, with 92% of impacted staff placed.",
          "Coach 40+ people leaders on performance, accommodation and employee relations; handle complex "
          "investigations (harassment, code of conduct) end to end.",
          "Cut voluntary turnover in claims from 17% to 11% in two years with stay interviews, a career "
          "framework and targeted pay adjustments."]),
        ("HR Business Partner", "Apr 2019 – Dec 2021", ("2019-04", "2021-12"),
         ["HR partner for IT and Finance (350 employees); ran annual talent reviews, succession planning and "
          "the merit and bonus cycle.",
          "Moved two departments to hybrid work in 2020–2021, including the return-to-office policy and "
          "manager toolkit."]),
    ]),
    ("Harbourfront Retail Group Inc.", "Mississauga, ON", [
        ("HR Consultant (12-month contract)", "Apr 2018 – Mar 2019", ("2018-04", "2019-03"),
         ["Supported 14 stores and the distribution centre through a Workday HCM implementation and a "
          "unionized DC's first collective agreement renewal."]),
    ]),
    ("Dundas Valley Health Centre", "Hamilton, ON", [
        ("Human Resources Generalist", "Oct 2016 – Mar 2018", ("2016-10", "2018-03"),
         ["Full-cycle generalist for 420 unionized (OPSEU) and non-union staff: grievances, return to work, "
          "WSIB claims and policy updates under the ESA and OHSA."]),
        ("Human Resources Coordinator", "Sep 2014 – Sep 2016", ("2014-09", "2016-09"),
         ["Recruitment coordination for 150+ hires a year, onboarding, HRIS data and payroll inputs."]),
    ]),
    ("Humbervale Community Services", "Toronto, ON", [
        ("HR Assistant (part-time)", "Sep 2011 – Apr 2013", ("2011-09", "2013-04"),
         ["Filing, reference checks and volunteer onboarding, 15 hours a week while at university."]),
    ]),
]
AN2_JOBS = grouped_jobs(AN2_EMPLOYERS)
AN2_CERTS = [("Certified Human Resources Leader (CHRL) – HRPA, Member #0412783 (2019)",
              "Certified Human Resources Leader (CHRL)"),
             ("Certified Human Resources Professional (CHRP) – HRPA (2016)",
              "Certified Human Resources Professional (CHRP)"),
             ("Prosci Certified Change Practitioner – 2020", "Prosci Certified Change Practitioner"),
             ("Workplace Investigations Certificate – Osgoode Professional Development, 2021",
              "Workplace Investigations Certificate"),
             ("Mental Health First Aid Standard – Mental Health Commission of Canada, exp. 05/2026",
              "Mental Health First Aid Standard")]
AN2_SKILLS = [("HR expertise", ["Employee and labour relations", "Workplace investigations", "Change management",
                                "Organizational design", "Performance management", "Compensation and job "
                                "evaluation", "Talent and succession planning", "Ontario ESA and OHSA",
                                "Unionized environments (OPSEU, Unifor)"]),
              ("Systems", ["Workday HCM", "SAP SuccessFactors", "ADP Workforce Now", "Power BI", "Microsoft 365"])]


def an2_hr_partner_docx():
    from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_TAB_ALIGNMENT
    from docx.shared import Cm, Pt, RGBColor

    navy = RGBColor(0x1F, 0x38, 0x64)
    document = new_docx(author="Nadia Haddad", title="Nadia Haddad – Resume", page=(Cm(21.59), Cm(27.94)),
                        margins=(Cm(1.9), Cm(1.8)), font="Calibri", size=10.5, space_after=3)
    document.styles["List Bullet"].paragraph_format.space_after = Pt(1)
    text_width = Cm(21.59 - 3.8)

    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    p.paragraph_format.space_after = Pt(0)
    r = p.add_run("Nadia Haddad, CHRL"); r.bold = True; r.font.size = Pt(22); r.font.color.rgb = navy
    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    p.paragraph_format.space_after = Pt(2)
    r = p.add_run("Senior HR Business Partner | Employee Relations & Organizational Change"); r.font.size = Pt(12)
    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    p.add_run("Toronto, ON M4K 1N2 | (416) 555-0193 | nadia.haddad@example.com | linkedin.com/in/nadiahaddad-chrl")

    def heading(text):
        q = document.add_paragraph()
        q.paragraph_format.space_before = Pt(10); q.paragraph_format.space_after = Pt(4)
        q.paragraph_format.keep_with_next = True
        r = q.add_run(text); r.bold = True; r.font.size = Pt(12); r.font.color.rgb = navy
        bottom_border(q, color="1F3864", size="8")

    def tabbed(left_text, right_text, bold=True, italic=False, after=0):
        q = document.add_paragraph(); q.paragraph_format.space_after = Pt(after)
        q.paragraph_format.keep_with_next = True
        q.paragraph_format.tab_stops.add_tab_stop(text_width, WD_TAB_ALIGNMENT.RIGHT)
        r = q.add_run(left_text); r.bold = bold; r.italic = italic
        q.add_run("\t" + right_text)
        return q

    heading("PROFESSIONAL SUMMARY")
    document.add_paragraph(
        "CHRL-certified HR business partner with more than ten years in insurance, retail and health care, in "
        "unionized and non-union workplaces. Trusted adviser to senior leaders on organizational change, employee "
        "relations and talent; calm in difficult conversations and practical about policy. Completing a part-time "
        "MIRHR at the University of Toronto. Seeking an HR director or senior HRBP role in the GTA.")

    heading("PROFESSIONAL EXPERIENCE")
    for company, place, roles in AN2_EMPLOYERS:
        q = tabbed(company, place, after=1)
        q.paragraph_format.space_before = Pt(4)
        for title, when, _, items in roles:
            tabbed(title, when, bold=True, italic=True, after=1)
            for i, item in enumerate(items):
                b = document.add_paragraph(item, style="List Bullet")
                if i == len(items) - 1:
                    b.paragraph_format.space_after = Pt(5)

    heading("EDUCATION")
    for degree, when, school, remark in (
            ("Master of Industrial Relations and Human Resources (MIRHR) (part-time, in progress)",
             "Sep 2023 – Present", "University of Toronto", None),
            ("Ontario College Graduate Certificate, Human Resources Management", "2013 – 2014", "Humber College",
             "Dean's Honour List · GPA 3.8/4.0"),
            ("Bachelor of Arts (Honours), Psychology", "2009 – 2013", "York University",
             "Cumulative GPA: 7.4/9.0 · Minor in Business")):
        tabbed(degree, when)
        q = document.add_paragraph(); q.paragraph_format.space_after = Pt(0 if remark else 6)
        q.add_run(school).italic = True
        if remark:
            q = document.add_paragraph(remark); q.paragraph_format.space_after = Pt(6)

    heading("CERTIFICATIONS")
    for printed, _ in AN2_CERTS:
        document.add_paragraph(printed, style="List Bullet")

    heading("SKILLS")
    for label, items in AN2_SKILLS:
        q = document.add_paragraph(); q.add_run(label + ": ").bold = True; q.add_run(", ".join(items))

    heading("LANGUAGES")
    document.add_paragraph("English (native), French (professional working proficiency), Arabic (conversational)")

    name = "an2-nadia-haddad"
    path = os.path.join(FILES, name + ".docx")
    document.save(path)
    check_pages(name, lo_page_count(path, name), 2)
    write_truth(name, {
        "basics": {"name": "Nadia Haddad",
                   "label": "Senior HR Business Partner | Employee Relations & Organizational Change",
                   "email": "nadia.haddad@example.com", "phone": "(416) 555-0193",
                   "location": {"city": "Toronto", "region": "ON"}, "profiles": [linkedin("nadiahaddad-chrl")]},
        "work": work_truth(AN2_JOBS),
        "education": [
            {"institution": "University of Toronto",
             "study_type": "Master of Industrial Relations and Human Resources (MIRHR)",
             "dates": dates("2023-09", None, True, text="Sep 2023 – Present")},
            {"institution": "Humber College", "study_type": "Ontario College Graduate Certificate",
             "area": "Human Resources Management", "score": "3.8/4.0",
             "dates": dates("2013", "2014", text="2013 – 2014")},
            {"institution": "York University", "study_type": "Bachelor of Arts (Honours)", "area": "Psychology",
             "score": "7.4/9.0", "dates": dates("2009", "2013", text="2009 – 2013")}],
        "skills": flat_skills(AN2_SKILLS),
        "certificates": [{"name": n} for _, n in AN2_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "French", "fluency": "professional working proficiency"},
                      {"language": "Arabic", "fluency": "conversational"}],
    })


# ---- an3: supply chain analyst (Rotterdam), pdflatex ------------------------------------------------------------
AN3_EMPLOYERS = [
    ("Deltaport Logistics B.V.", "Rotterdam", [
        ("Senior Supply Chain Analyst", "09/2021 – present", ("2021-09", None, True),
         ["Lead analyst for European network design and transport planning of a 3PL with 11 warehouses and "
          "1.2M pallet movements a year.",
          "Built the multi-echelon inventory model (Python, PuLP) behind a new deep-sea container buffer at "
          "Maasvlakte; saved EUR 2.4M a year in demurrage and trucking.",
          "Run the monthly S&OP data cycle for three key accounts and present capacity scenarios to the "
          "operations board."]),
        ("Supply Chain Analyst", "03/2018 – 08/2021", ("2018-03", "2021-08"),
         ["Designed Power BI dashboards for warehouse productivity and on-time-in-full (OTIF) used by 40 site "
          "managers; automated weekly reporting that took two days by hand."]),
    ]),
    ("Zuidhaven Foods B.V.", "Breda", [
        ("Demand Planner", "09/2016 – 02/2018", ("2016-09", "2018-02"),
         ["Statistical forecasting in SAP APO for 600 chilled SKUs sold to Dutch and Belgian retailers; "
          "improved forecast accuracy (1-MAPE) from 68% to 77%."]),
        ("Junior Demand Planner (traineeship)", "03/2015 – 08/2016", ("2015-03", "2016-08"),
         ["Two-year supply chain traineeship rotating through planning, procurement and customer service."]),
    ]),
    ("Hollandia Retail Group N.V.", "Utrecht", [
        ("Graduation Intern, Supply Chain Network Design", "Jan–Jun 2014", ("2014-01", "2014-06"),
         ["Master thesis internship: modelled safety stock placement for 420 stores and two DCs."]),
    ]),
    ("Maasland Retail Logistics", "Zwijndrecht", [
        ("Order Picker (student job, part-time)", "2010 – 2013", ("2010", "2013"), []),
    ]),
]
AN3_JOBS = grouped_jobs(AN3_EMPLOYERS)
AN3_CERTS = [("Certified Supply Chain Professional (CSCP) – ASCM, 2019", "Certified Supply Chain Professional (CSCP)"),
             ("Certified in Planning and Inventory Management (CPIM) – ASCM, 2021, valid until 12/2026",
              "Certified in Planning and Inventory Management (CPIM)"),
             ("Lean Six Sigma Green Belt – 2017", "Lean Six Sigma Green Belt")]
AN3_SKILLS = [("Planning & analytics", ["Demand forecasting", "S&OP", "Inventory optimisation (safety stock, MEIO)",
                                        "Network design", "Transport cost modelling", "Scenario analysis"]),
              ("Tools", ["SAP S/4HANA", "SAP IBP", "Kinaxis RapidResponse", "Power BI", "Excel (Power Query, VBA)"]),
              ("Programming", ["Python (pandas, PuLP)", "SQL"])]


def an3_supply_chain_pdflatex():
    experience = []
    for company, place, roles in AN3_EMPLOYERS:
        block = r"\noindent\textbf{" + tex(company) + r"} \hfill " + tex(place) + r"\\[1pt]" + "\n"
        for title, when, _, items in roles:
            block += r"\textit{" + tex(title) + r"} \hfill " + tex(when) + "\n"
            if items:
                block += (r"\begin{itemize}" + "\n" + "\n".join(r"  \item " + tex(i) for i in items) + "\n"
                          + r"\end{itemize}" + "\n")
            else:
                block += r"\par" + "\n"
        experience.append(block + r"\vspace{4pt}" + "\n")

    def school(name, when, degree, town, remark):
        return (r"\textbf{" + tex(name) + r"} \hfill " + tex(when) + r"\\" + "\n"
                + r"\textit{" + tex(degree) + r"} \hfill " + tex(town) + r"\\" + "\n"
                + tex(remark) + r"\\[3pt]" + "\n")

    src = r"""\documentclass[a4paper,10pt]{article}
\usepackage[T1]{fontenc}
\usepackage[utf8]{inputenc}
\usepackage{tgheros}
\renewcommand{\familydefault}{\sfdefault}
\usepackage[margin=1.6cm,top=1.3cm,bottom=1.2cm]{geometry}
\usepackage{titlesec}
\usepackage{enumitem}
\usepackage{xcolor}
\usepackage[hidelinks]{hyperref}
\pagestyle{empty}
\setlength{\parindent}{0pt}
\definecolor{delft}{HTML}{1B4F8A}
\titleformat{\section}{\color{delft}\bfseries\large}{}{0em}{\MakeUppercase}[{\color{delft}\titlerule}]
\titlespacing*{\section}{0pt}{8pt}{4pt}
\setlist[itemize]{leftmargin=13pt,itemsep=0pt,topsep=1pt,parsep=0pt}
\begin{document}
{\fontsize{22}{26}\selectfont\bfseries Joris van der Meulen}\\[3pt]
{\large Supply Chain Analyst | Demand Planning, S\&OP and Network Optimisation}\\[3pt]
{\small Rotterdam, the Netherlands \,|\, +31 6 5550 1742 \,|\, \href{mailto:joris.vandermeulen@example.com}{joris.vandermeulen@example.com}
\,|\, \href{https://www.linkedin.com/in/jorisvandermeulen}{linkedin.com/in/jorisvandermeulen}}

\section{Profile}
Supply chain analyst with ten years in food manufacturing and third-party logistics around the port of
Rotterdam, from demand planning to network and inventory modelling. I turn messy ERP data into decisions
that operations managers trust. Looking for a lead analyst or supply chain design role in the Randstad.

\section{Experience}
""" + "".join(experience) + r"""
\section{Education}
""" + school("Rotterdam School of Management, Erasmus University", "2012 – 2014", "MSc Supply Chain Management",
             "Rotterdam", "Average grade: 7.9/10 · Master thesis (8.5): “Safety stock placement in a two-echelon "
             "retail network”") + school(
        "Delft University of Technology", "2009 – 2012", "BSc Systems Engineering, Policy Analysis and Management",
        "Delft", "Minor: Transport, Infrastructure and Logistics") + school(
        "Het Westland Lyceum", "2009", "VWO diploma (Nature & Technology)", "Naaldwijk",
        "Average final exam grade: 7.4") + r"""
\section{Certifications}
\begin{itemize}
""" + "\n".join(r"  \item " + tex(p) for p, _ in AN3_CERTS) + r"""
\end{itemize}

\section{Skills}
""" + "\\\\\n".join(r"\textbf{" + tex(label) + ":} " + tex(", ".join(items)) for label, items in AN3_SKILLS) + r"""

\section{Languages}
Dutch (native) $\cdot$ English (C2) $\cdot$ German (B2) $\cdot$ French (A2)
\end{document}
"""
    src = src.replace(" · ", r" $\cdot$ ")
    name = "an3-joris-van-der-meulen"
    pdflatex(src, name)
    check_pages(name, pdf_pages(os.path.join(FILES, name + ".pdf")), 1)
    write_truth(name, {
        "basics": {"name": "Joris van der Meulen",
                   "label": "Supply Chain Analyst | Demand Planning, S&OP and Network Optimisation",
                   "email": "joris.vandermeulen@example.com", "phone": "+31 6 5550 1742",
                   "location": {"city": "Rotterdam", "country_code": "NL"},
                   "profiles": [linkedin("jorisvandermeulen")]},
        "work": work_truth(AN3_JOBS),
        "education": [
            {"institution": "Rotterdam School of Management, Erasmus University", "study_type": "MSc",
             "area": "Supply Chain Management", "score": "7.9/10", "dates": dates("2012", "2014", text="2012 – 2014")},
            {"institution": "Delft University of Technology", "study_type": "BSc",
             "area": "Systems Engineering, Policy Analysis and Management",
             "dates": dates("2009", "2012", text="2009 – 2012")},
            {"institution": "Het Westland Lyceum", "study_type": "VWO diploma", "area": "Nature & Technology",
             "score": "7.4", "dates": dates(None, "2009", text="2009")}],
        "skills": flat_skills(AN3_SKILLS),
        "certificates": [{"name": n} for _, n in AN3_CERTS],
        "languages": [{"language": "Dutch", "fluency": "native"}, {"language": "English", "fluency": "C2"},
                      {"language": "German", "fluency": "B2"}, {"language": "French", "fluency": "A2"}],
    })


# ---- an4: property claims adjuster (Phoenix), fpdf2 with a left sidebar ----------------------------------------
AN4_INSURER = "Saguaro Mutual Insurance Company"
AN4_JOBS = [
    ("Senior Property Claims Adjuster – Large Loss", AN4_INSURER, "Phoenix, AZ", "'20 – Present", ("2020", None, True),
     ["Handle 45–60 open large-loss homeowners and small commercial claims ($100K–$2.5M): fire, water, wind "
      "and hail across Arizona and New Mexico.",
      "Set reserves, coordinate engineers, contents vendors and independent appraisers, and negotiate with "
      "public adjusters and attorneys; settlement authority to $500K.",
      "Mentor four field adjusters; keep a 94% file-quality audit score and a 4.8/5 customer survey rating."]),
    ("Property Field Adjuster", AN4_INSURER, "Phoenix, AZ", "'18 – '20", ("2018", "2020"),
     ["Inspected and settled 600+ residential claims a year with Xactimate estimates; roof inspections on "
      "steep and tile roofs after monsoon storms."]),
    ("Independent CAT Adjuster (1099 contract)", "Copperline Claims Services, LLC", "Dallas, TX", "'16 – '18",
     ("2016", "2018"),
     ["Deployed to hail events in Texas and Colorado and to Hurricanes Harvey and Irma; closed 1,100 claims "
      "in 2017 with a 2% reopen rate."]),
    ("Auto Claims Representative", "Sonoran Auto Insurance Co.", "Tempe, AZ", "'12 – '16", ("2012", "2016"),
     ["Desk adjusted auto physical damage and liability claims; liability decisions, rental and total-loss "
      "settlements."]),
    ("Roofing Estimator (part-time)", "Red Rock Roofing & Restoration", "Mesa, AZ", "'10 – '12", ("2010", "2012"), []),
]
AN4_CERTS = [("Arizona Adjuster License – Lic. #1129845, exp. 04/2027", "Arizona Adjuster License"),
             ("Texas All-Lines Adjuster License – TDI #2419087, exp. 11/2026", "Texas All-Lines Adjuster License"),
             ("Associate in Claims (AIC) – The Institutes, 2019", "Associate in Claims (AIC)"),
             ("Haag Certified Inspector – Residential Roofs (2017)", "Haag Certified Inspector – Residential Roofs"),
             ("Xactimate Level 3 Certified – Verisk, 2021", "Xactimate Level 3 Certified"),
             ("IICRC Water Damage Restoration Technician (WRT) – 2016",
              "IICRC Water Damage Restoration Technician (WRT)")]
AN4_SKILLS = ["Large loss & complex claims", "Coverage analysis", "Xactimate & XactAnalysis", "Symbility",
              "Guidewire ClaimCenter", "Roof & hail damage inspection", "Water mitigation review",
              "Reserving & subrogation", "Appraisal & litigation support", "Negotiation"]


def an4_claims_adjuster_fpdf():
    from fpdf import FPDF

    side_w, side_pad = 70, 7
    slate, white, light = (38, 50, 64), (255, 255, 255), (205, 214, 224)

    class Resume(FPDF):
        def header(self):
            self.set_fill_color(*slate)
            self.rect(0, 0, side_w, self.h, style="F")

    pdf = Resume(format="Letter")
    main_x = side_w + 9
    main_w = pdf.w - main_x - 12
    side_x = side_pad
    inner = side_w - 2 * side_pad
    pdf.set_margins(main_x, 13, 12)
    pdf.set_auto_page_break(False)
    fpdf_dejavu(pdf, styles=("", "B", "I"))
    pdf.set_title("Darnell Whitaker – Resume"); pdf.set_author("Darnell Whitaker")
    pdf.add_page()

    def font(style="", size=9.3, color=(33, 33, 33)):
        pdf.set_font("DejaVu", style, size); pdf.set_text_color(*color)

    # main column
    pdf.set_xy(main_x, 13)
    font("B", 21, slate); pdf.cell(main_w, 10, "Darnell Whitaker, AIC", new_x="LMARGIN", new_y="NEXT")
    font("", 10.5, (80, 80, 80))
    label = "Senior Property Claims Adjuster | Large Loss & CAT Claims"
    assert pdf.get_string_width(label) < main_w, pdf.get_string_width(label)
    pdf.cell(main_w, 5.2, label, new_x="LMARGIN", new_y="NEXT")

    def heading(text):
        pdf.ln(2.5); font("B", 11, slate)
        pdf.cell(main_w, 6, text, new_x="LMARGIN", new_y="NEXT")
        pdf.set_draw_color(*slate); pdf.line(main_x, pdf.get_y(), main_x + main_w, pdf.get_y()); pdf.ln(1.5)

    heading("PROFILE")
    font("", 9.2)
    pdf.multi_cell(main_w, 4.4, "Licensed property adjuster with 13 years in claims, from auto desk adjusting "
                   "to catastrophe deployments and large-loss property. Known for accurate estimates, clear "
                   "coverage letters and calm conversations with policyholders on the worst day of their year. "
                   "Looking for a large loss or claims team lead role in the Phoenix area.",
                   new_x="LMARGIN", new_y="NEXT")
    heading("EXPERIENCE")
    for title, company, place, when, _, items in AN4_JOBS:
        pdf.ln(1)
        font("B", 9.7); pdf.cell(main_w - 28, 5, title)
        font("", 8.9, (80, 80, 80)); pdf.cell(28, 5, when, align="R", new_x="LMARGIN", new_y="NEXT")
        font("I", 9); pdf.cell(main_w, 4.5, f"{company} | {place}", new_x="LMARGIN", new_y="NEXT")
        font("", 8.9)
        for item in items:
            pdf.set_x(main_x + 1); pdf.cell(3.5, 4.2, "•")
            pdf.multi_cell(main_w - 4.5, 4.2, item, new_x="LMARGIN", new_y="NEXT")
    heading("EDUCATION")
    for school_line, degree_line in (("Arizona State University — Tempe, AZ",
                                      "Bachelor of Science in Finance · May 2012 · GPA 3.41"),
                                     ("Mesa Community College — Mesa, AZ", "Associate in Arts (AA) · 2010")):
        font("B", 9.7); pdf.cell(main_w, 5, school_line, new_x="LMARGIN", new_y="NEXT")
        font("", 9.1); pdf.cell(main_w, 4.6, degree_line, new_x="LMARGIN", new_y="NEXT"); pdf.ln(1)
    assert pdf.get_y() < pdf.h - 10, pdf.get_y()

    # sidebar
    def side_heading(text):
        pdf.ln(4); pdf.set_x(side_x)
        font("B", 10, white)
        pdf.cell(inner, 6, text, new_x="LEFT", new_y="NEXT")
        pdf.set_draw_color(*light); pdf.line(side_x, pdf.get_y(), side_x + inner, pdf.get_y()); pdf.ln(1.5)

    def side_line(text, style="", size=8.4, h=4.1, link=""):
        pdf.set_x(side_x); font(style, size, white if style == "B" else light)
        pdf.multi_cell(inner, h, text, new_x="LEFT", new_y="NEXT", link=link, align="L")
        pdf.ln(0.6)

    pdf.set_xy(side_x, 10)
    blocks = [
        ("CONTACT", ["Phoenix, AZ 85016", "(602) 555-0128",
                     ("darnell.whitaker@example.com", "", 8.0, 4.1, "mailto:darnell.whitaker@example.com"),
                     ("linkedin.com/in/darnell-whitaker-aic", "", 7.8, 4.1,
                      "https://www.linkedin.com/in/darnell-whitaker-aic")]),
        ("LICENSES & CERTIFICATIONS", ["• " + p for p, _ in AN4_CERTS]),
        ("SKILLS", ["• " + s for s in AN4_SKILLS]),
        ("LANGUAGES", ["English – native", "Spanish – conversational"]),
    ]
    for title, lines in blocks:
        side_heading(title)
        for line in lines:
            side_line(*line) if isinstance(line, tuple) else side_line(line)
    assert pdf.get_y() < pdf.h - 8, pdf.get_y()

    name = "an4-darnell-whitaker"
    path = os.path.join(FILES, name + ".pdf")
    pdf.output(path)
    check_pages(name, pdf_pages(path), 1)
    write_truth(name, {
        "basics": {"name": "Darnell Whitaker",
                   "label": "Senior Property Claims Adjuster | Large Loss & CAT Claims",
                   "email": "darnell.whitaker@example.com", "phone": "(602) 555-0128",
                   "location": {"city": "Phoenix", "region": "AZ"},
                   "profiles": [linkedin("darnell-whitaker-aic")]},
        "work": work_truth(AN4_JOBS),
        "education": [
            {"institution": "Arizona State University", "study_type": "Bachelor of Science", "area": "Finance",
             "score": "3.41", "dates": dates(None, "2012-05", text="May 2012")},
            {"institution": "Mesa Community College", "study_type": "Associate in Arts (AA)",
             "dates": dates(None, "2010", text="2010")}],
        "skills": [{"name": s} for s in AN4_SKILLS],
        "certificates": [{"name": n} for _, n in AN4_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Spanish", "fluency": "conversational"}],
    })


# ---- an5: heavy diesel technician (Auckland), LibreOffice PDF of a DOCX table ----------------------------------
AN5_DEALER = "Southern Motorway Truck & Machinery Ltd"
AN5_JOBS = [
    ("Workshop Leading Hand", AN5_DEALER, "Wiri, Auckland", "Mar 2022 – Present", ("2022-03", None, True),
     ["Lead a crew of 6 technicians and 2 apprentices in a 12-bay heavy truck workshop (Volvo, Mack, Scania "
      "and Kenworth); allocate jobs and sign off work before release.",
      "Diagnose engine, aftertreatment, EBS and electrical faults that others can't find; first-time fix rate "
      "up from 81% to 90% since 2022.",
      "Carry out heavy vehicle Certificate of Fitness (CoF) inspections as an appointed inspector.",
      "Train apprentices through their MITO unit standards; three have qualified."]),
    ("Heavy Diesel Technician", AN5_DEALER, "Wiri, Auckland", "2016 – 2022", ("2016", "2022"),
     ["Servicing, in-frame engine rebuilds, gearbox and diff overhauls, brake and suspension work on linehaul "
      "and urban delivery fleets; roadside breakdown callouts on the roster."]),
    ("Heavy Duty Fitter (FIFO contract)", "Pilbara Fleet Maintenance Pty Ltd", "Karratha WA, Australia",
     "Jun 2014 – Dec 2015", ("2014-06", "2015-12"),
     ["2-weeks-on, 1-week-off roster maintaining CAT 793 haul trucks, 994 loaders and D10 dozers on an iron ore "
      "mine; PM services, component change-outs and hydraulic repairs."]),
    ("Apprentice Heavy Automotive Technician", "Manukau Truck Services Ltd", "Ōtāhuhu, Auckland", "2010 – 2014",
     ("2010", "2014"),
     ["Four-year apprenticeship on trucks, buses and trailers; servicing, brakes, air systems and auto "
      "electrics."]),
    ("Tyre Fitter (part-time)", "Papakura Tyre & Battery", "Papakura", "2008 – 2010", ("2008", "2010"), []),
]
AN5_CERTS = [("NZ Driver Licence Class 5 (heavy combination) – endorsements F, W",
              "NZ Driver Licence Class 5 (heavy combination)"),
             ("Certificate of Fitness (CoF) Inspector – Waka Kotahi NZTA, appointment no. 48213, renewal due "
              "09/2026", "Certificate of Fitness (CoF) Inspector"),
             ("Refrigerant Handling Licence (Mobile A/C) – 2020", "Refrigerant Handling Licence (Mobile A/C)"),
             ("Site Safe Passport – exp. 03/2026", "Site Safe Passport"),
             ("First Aid Certificate (Workplace) – St John, exp. 11/2026", "First Aid Certificate (Workplace)")]
AN5_SKILLS = [("Engines", ["Cummins X15 and ISX", "Detroit DD13/DD15", "Volvo D13", "Scania DC13", "CAT C15"]),
              ("Systems", ["Air brakes and EBS", "Hydraulics", "Transmissions (Eaton, Allison, I-Shift)",
                           "Aftertreatment (DPF, SCR)", "Auto electrics"]),
              ("Diagnostics & tools", ["Cummins INSITE", "Volvo Tech Tool", "Jaltest", "TEXA",
                                       "MIG and oxy-acetylene welding"])]


def an5_diesel_technician_lo():
    from docx.shared import Cm, Pt, RGBColor

    red = RGBColor(0x8B, 0x1A, 0x1A)
    document = new_docx(author="Hemi Walker", title="Hemi Walker CV", page=(Cm(21), Cm(29.7)),
                        margins=(Cm(1.8), Cm(1.6)), font="Calibri", size=10.5, space_after=2)
    document.styles["List Bullet"].paragraph_format.space_after = Pt(0)

    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(0)
    r = p.add_run("Hemi Walker"); r.bold = True; r.font.size = Pt(24); r.font.color.rgb = red
    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(2)
    r = p.add_run("Heavy Diesel Technician | Trucks, Earthmoving & Transport Fleet"); r.font.size = Pt(12.5)
    document.add_paragraph("Papakura, Auckland | 021 555 0147 | hemi.walker@example.com")

    def heading(text):
        q = document.add_paragraph()
        q.paragraph_format.space_before = Pt(10); q.paragraph_format.space_after = Pt(4)
        q.paragraph_format.keep_with_next = True
        r = q.add_run(text); r.bold = True; r.font.size = Pt(12); r.font.color.rgb = red
        bottom_border(q, color="8B1A1A", size="8")

    def table(rows):
        """rows: (dates, bold line, italic line or None, [plain lines], [bullets])."""
        t = document.add_table(rows=len(rows), cols=2)
        no_borders(t)
        table_geometry(t, [2100, 7765])
        cell_margins(t, top=40, bottom=80, left=0, right=120)
        for row, (when, bold, italic, plain, items) in zip(t.rows, rows):
            left, right = row.cells
            q = left.paragraphs[0]; q.add_run(when).bold = True
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
        "Qualified heavy diesel technician with 15 years on trucks, buses and mining equipment in New Zealand "
        "and Western Australia, now leading hand in a busy dealer workshop. Good diagnostician, tidy worker and "
        "patient with apprentices. Appointed CoF inspector. After a workshop foreman or service supervisor role "
        "in South Auckland.")

    heading("WORK HISTORY")
    table([(when, title, f"{company}, {place}", [], items) for title, company, place, when, _, items in AN5_JOBS])

    heading("QUALIFICATIONS")
    table([("2014", "New Zealand Certificate in Heavy Automotive Engineering (Level 4)", "MITO New Zealand",
            ["Completed through my apprenticeship at Manukau Truck Services"], []),
           ("2009", "Certificate in Automotive Engineering (Level 3)", "Manukau Institute of Technology",
            ["Pre-trade course, full-time · Completed with Merit"], []),
           ("2008", "NCEA Level 2", "Drury Hills College, Papakura", [], [])])

    heading("LICENCES & TICKETS")
    for printed, _ in AN5_CERTS:
        document.add_paragraph(printed, style="List Bullet")

    heading("SKILLS")
    for label, items in AN5_SKILLS:
        q = document.add_paragraph(); q.add_run(label + ": ").bold = True; q.add_run(", ".join(items))

    heading("LANGUAGES")
    document.add_paragraph("English (native), te reo Māori (conversational)")

    heading("REFEREES")
    document.add_paragraph("Available on request.")

    name = "an5-hemi-walker"
    libreoffice_pdf(document, name, 2)
    write_truth(name, {
        "basics": {"name": "Hemi Walker", "label": "Heavy Diesel Technician | Trucks, Earthmoving & Transport Fleet",
                   "email": "hemi.walker@example.com", "phone": "021 555 0147", "location": {"city": "Auckland"}},
        "work": work_truth(AN5_JOBS),
        "education": [
            {"institution": "MITO New Zealand", "study_type": "New Zealand Certificate",
             "area": "Heavy Automotive Engineering", "dates": dates(None, "2014", text="2014")},
            {"institution": "Manukau Institute of Technology", "study_type": "Certificate",
             "area": "Automotive Engineering", "score": "Merit", "dates": dates(None, "2009", text="2009")},
            {"institution": "Drury Hills College", "study_type": "NCEA Level 2",
             "dates": dates(None, "2008", text="2008")}],
        "skills": flat_skills(AN5_SKILLS),
        "certificates": [{"name": n} for _, n in AN5_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "te reo Māori", "fluency": "conversational"}],
    })


# ---- an6: data protection officer (Dublin), hand-written HTML ---------------------------------------------------
AN6_INSURER = "Cairnbrook Health Insurance DAC"
AN6_FIRM = "Hartigan Moore Solicitors"
AN6_EMPLOYERS = [
    (AN6_INSURER, "Dublin 2", [
        ("Data Protection Officer", "Oct 2021 – Present", ("2021-10", None, True),
         ["Statutory DPO for a health insurer with 480,000 members and special category health data; report to "
          "the Board Risk Committee and act as contact point for the Data Protection Commission.",
          "Run the privacy programme: ROPA, DPIAs for new claims and digital health products, breach "
          "management and DPC notifications, and 1,400 access requests a year.",
          "Led the transfer impact assessments and SCC repapering of 60 vendors after Schrems II.",
          "Manage a team of two privacy analysts and a network of 25 privacy champions."]),
        ("Privacy Counsel", "Feb 2019 – Sep 2021", ("2019-02", "2021-09"),
         ["Advised product, marketing and IT teams on GDPR, ePrivacy and health data; negotiated data "
          "processing agreements with 120+ processors."]),
    ]),
    ("Law Society of Ireland", "Blackhall Place, Dublin 7", [
        ("Associate Lecturer (part-time)", "2020 – Present", ("2020", None, True),
         ["Teach the data subject rights and international transfers modules on the Certificate in Data "
          "Protection Practice, two evenings a month."]),
    ]),
    (AN6_FIRM, "Dublin 2", [
        ("Associate Solicitor, Technology & Data Protection", "Sep 2016 – Jan 2019", ("2016-09", "2019-01"),
         ["GDPR readiness projects for financial services and pharma clients; outsourcing, SaaS and licensing "
          "contracts."]),
        ("Trainee Solicitor", "Sep 2014 – Aug 2016", ("2014-09", "2016-08"),
         ["Seats in commercial, litigation, employment and technology law."]),
    ]),
    ("Liberties Legal Advice Clinic", "Dublin 8", [
        ("Legal Researcher (part-time)", "Oct 2013 – Jun 2014", ("2013-10", "2014-06"),
         ["Researched housing, social welfare and employment law queries for volunteer solicitors."]),
    ]),
    ("Office of the Data Protection Commissioner", "Portarlington, Co. Laois", [
        ("Summer Intern, Legal Unit", "Summer 2012", ("2012-06", "2012-08"), []),
    ]),
]
AN6_JOBS = grouped_jobs(AN6_EMPLOYERS)
AN6_CERTS = [("Certified Information Privacy Professional/Europe (CIPP/E) – IAPP, 2017",
              "Certified Information Privacy Professional/Europe (CIPP/E)"),
             ("Certified Information Privacy Manager (CIPM) – IAPP, 2020", "Certified Information Privacy Manager (CIPM)"),
             ("Fellow of Information Privacy (FIP) – IAPP, 2022", "Fellow of Information Privacy (FIP)"),
             ("ISO/IEC 27001 Lead Implementer – PECB, certificate no. PECB-1187265, valid until 10/2027",
              "ISO/IEC 27001 Lead Implementer")]
AN6_SKILLS = [("Privacy & compliance", ["GDPR and the Data Protection Act 2018", "DPIAs",
                                        "Records of processing (ROPA)", "Data subject access requests",
                                        "Breach management and DPC notification",
                                        "International transfers (SCCs, TIAs)", "ePrivacy and cookies",
                                        "EU AI Act readiness"]),
              ("Legal", ["Commercial contracting", "Data processing agreements", "Regulatory engagement",
                         "Board reporting", "Training and awareness"]),
              ("Tools", ["OneTrust", "Microsoft Purview", "ServiceNow"])]


def an6_dpo_html():
    def row(left, when, cls="title"):
        return (f'    <div class="row">\n      <span class="{cls}">{escape(left)}</span>\n'
                f'      <span class="when">{escape(when)}</span>\n    </div>\n')

    experience = ""
    for company, place, roles in AN6_EMPLOYERS:
        experience += (f'<article>\n  <h3>{escape(company)} <span class="place">— {escape(place)}</span></h3>\n')
        for title, when, _, items in roles:
            experience += row(title, when)
            if items:
                experience += "  <ul>\n" + "".join(f"    <li>{escape(i)}</li>\n" for i in items) + "  </ul>\n"
        experience += "</article>\n"

    education = ""
    for school, when, degree, note in (
            ("Law Society of Ireland", "2014 – 2016", "Professional Practice Courses I & II (PPC)", None),
            ("Trinity College Dublin", "2012 – 2013", "LL.M. (International and European Business Law)",
             "Distinction · Dissertation: “Consent and legitimate interests in online behavioural advertising”"),
            ("University College Cork", "2008 – 2012", "BCL (Law and French)",
             "Second Class Honours, Grade I · Erasmus year: Université de Rennes 1, 2010–2011"),
            ("Ardfinnan Community School, Co. Tipperary", "2008", "Leaving Certificate", "560 points")):
        education += f'<article>\n  <h3>{escape(school)}</h3>\n' + row(degree, when, cls="degree")
        if note:
            education += f'  <p class="note">{escape(note)}</p>\n'
        education += "</article>\n"

    html = f"""<!DOCTYPE html>
<html lang="en-IE">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Gráinne Fitzmaurice – CV</title>
<style>
  body {{ font-family: Georgia, "Times New Roman", serif; max-width: 820px; margin: 32px auto; padding: 0 24px;
         color: #1d1d1d; line-height: 1.5; }}
  header {{ border-bottom: 3px solid #0b6e4f; padding-bottom: 10px; }}
  h1 {{ margin: 0; font-size: 2.2em; color: #0b6e4f; }}
  .label {{ margin: 2px 0 6px; font-size: 1.1em; font-style: italic; }}
  .contact a {{ color: #0b6e4f; }}
  h2 {{ font-size: 1.15em; color: #0b6e4f; margin: 24px 0 6px; }}
  article {{ margin-bottom: 12px; }}
  h3 {{ font-size: 1em; margin: 8px 0 2px; }}
  h3 .place {{ font-weight: normal; color: #555; }}
  .row {{ display: grid; grid-template-columns: 1fr auto; column-gap: 16px; }}
  .title {{ font-weight: bold; font-style: italic; }}
  .degree {{ font-style: italic; }}
  .when {{ color: #444; white-space: nowrap; }}
  ul {{ margin: 3px 0 6px; padding-left: 22px; }}
  p {{ margin: 0 0 4px; }}
</style>
</head>
<body>
<header>
  <h1>Gráinne Fitzmaurice</h1>
  <p class="label">Data Protection Officer | Solicitor (Ireland) | CIPP/E, CIPM</p>
  <p class="contact">Dublin, Ireland · +353 87 555 0163 ·
    <a href="mailto:grainne.fitzmaurice@example.com">grainne.fitzmaurice@example.com</a> ·
    <a href="https://www.linkedin.com/in/grainne-fitzmaurice">linkedin.com/in/grainne-fitzmaurice</a></p>
</header>

<h2>Profile</h2>
<p>Data protection officer and solicitor (admitted in Ireland, 2016) with eleven years in privacy and technology
law, in private practice and in-house at a regulated health insurer. I build privacy programmes that the
business actually uses, and I am at ease with the Data Protection Commission, boards and engineers alike.
Looking for a Head of Privacy or Group DPO role in Dublin.</p>

<h2>Experience</h2>
{experience}
<h2>Education</h2>
{education}
<h2>Certifications</h2>
<ul>
{"".join(f"  <li>{escape(p)}</li>{chr(10)}" for p, _ in AN6_CERTS)}</ul>

<h2>Skills</h2>
{"".join(f"<p><strong>{escape(label)}:</strong> {escape(', '.join(items))}</p>{chr(10)}" for label, items in AN6_SKILLS)}
<h2>Languages</h2>
<p>English (native) · Irish (fluent) · French (C1)</p>
</body>
</html>
"""
    name = "an6-grainne-fitzmaurice"
    write_text(name + ".html", html)
    write_truth(name, {
        "basics": {"name": "Gráinne Fitzmaurice",
                   "label": "Data Protection Officer | Solicitor (Ireland) | CIPP/E, CIPM",
                   "email": "grainne.fitzmaurice@example.com", "phone": "+353 87 555 0163",
                   "location": {"city": "Dublin", "country_code": "IE"},
                   "profiles": [linkedin("grainne-fitzmaurice")]},
        "work": work_truth(AN6_JOBS),
        "education": [
            {"institution": "Law Society of Ireland", "study_type": "Professional Practice Courses I & II (PPC)",
             "dates": dates("2014", "2016", text="2014 – 2016")},
            {"institution": "Trinity College Dublin", "study_type": "LL.M.",
             "area": "International and European Business Law", "score": "Distinction",
             "dates": dates("2012", "2013", text="2012 – 2013")},
            {"institution": "University College Cork", "study_type": "BCL", "area": "Law and French",
             "score": "Second Class Honours, Grade I", "dates": dates("2008", "2012", text="2008 – 2012")},
            {"institution": "Ardfinnan Community School", "study_type": "Leaving Certificate", "score": "560 points",
             "dates": dates(None, "2008", text="2008")}],
        "skills": flat_skills(AN6_SKILLS),
        "certificates": [{"name": n} for _, n in AN6_CERTS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Irish", "fluency": "fluent"},
                      {"language": "French", "fluency": "C1"}],
    })


if __name__ == "__main__":
    an1_vet_nurse_txt()
    an2_hr_partner_docx()
    an3_supply_chain_pdflatex()
    an4_claims_adjuster_fpdf()
    an5_diesel_technician_lo()
    an6_dpo_html()
