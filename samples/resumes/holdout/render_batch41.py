#!/usr/bin/env python3
"""Renders the forty-first held-out batch (ao1–ao6) into files/ and its truth into truth/.

Written without reading the parser (nor its tests or docs); the only project files read were
holdout_render.py, render_batch33–39.py (for the conventions, the helpers and the truth shape; the helpers
imported below are defined in render_batch20.py, render_batch24.py and render_batch26.py) and three truth
files. Six experienced people whose resumes a recruiter sees in one week, none in batch 34–39's occupations
(nor in batch 40's, written at the same time): a commercial insurance underwriter (CPCU) in Hartford, a
quantity surveyor in Melbourne, an electrical power systems engineer (PE) in Houston, a UX researcher
writing in English in Berlin, a hospital pharmacy technician in Manchester and a veterinary nurse in
Johannesburg. Each resume is made with a different everyday producer: pdflatex, a DOCX kept as the Word file
with tab stops, a LibreOffice PDF of a DOCX laid out with borderless tables, fpdf2 with a left sidebar, a
plain-text file with CRLF line ends and wkhtmltopdf of an HTML page with the dates in a left column. They
hold what such resumes hold: several roles at one employer and promotions, current jobs, a concurrent
part-time teaching job, a concurrent bank (weekend) job and a concurrent part-time night-shift job, contract
jobs, a co-op, internships, a working student job, a cadet job, Saturday and part-time jobs, an unexplained
gap, dates written "Sept 2019 – Present", "Jan–Jun 2014", "Summer 2012", "Mar 2022 – Present", "2012 –
2015", "09/2021 – Present", "03/2015 – 08/2016", "2023 – now", "10/2016 – 09/2018", "Jan–Jun 2015", "Sept
2019 - present", "2021 - now", "'11 - '14", "'18 – '20", "Jan – Dec 2014"; education degree first and school
first, an MBA and a graduate certificate in progress, GPAs, German grades, an Australian honours degree
with its class, an ATAR, a BTEC grade, an NVQ, A levels and GCSEs, the Abitur, a matric pass and a
diploma average; licences and certifications with numbers, issuers and expiry dates; grouped and flat
skills; spoken languages with levels.

- ao1 (pdflatex, Times via mathptmx, 11 pt, Letter, one page, hyphenation off): a commercial lines
  underwriter's resume: the name "Gregory T. Sandoval, CPCU" in navy, the label "Commercial Lines
  Underwriter | Middle Market Property & Casualty", a " | " contact line ("Hartford, CT 06105", "(860)
  555-0143", a mailto link, a LinkedIn link printed "linkedin.com/in/gregsandoval-cpcu"); bold capital
  headings over a rule; Summary; Professional Experience with a bold title and the dates at the right over
  an italic employer with ", City, ST" and bullets: "Senior Commercial Underwriter, Middle Market" "Sept
  2019 – Present" and "Commercial Underwriter II" "Jan 2017 – Aug 2019" at one carrier, "Associate
  Underwriter" "Jul 2014 – Dec 2016", "Premium Auditor (contract)" "Jan–Jun 2014", "Underwriting Intern"
  "Summer 2012" with no bullets (the months between May 2013 and Jan 2014 are an unexplained gap);
  Education degree first on one line with the dates at the right: "MBA, Finance (part-time, in progress) —
  University of Connecticut, Hartford, CT" "Aug 2023 – present", "Bachelor of Science in Finance — Central
  Connecticut State University, New Britain, CT" "May 2013" over "Minor in Risk Management and Insurance ·
  GPA 3.46/4.00 · cum laude"; Certifications & Licenses as bullets; Skills as bold-labelled lines;
  Languages. An underwriter in Hartford, CT.
- ao2 (DOCX, python-docx, kept as the Word file; Calibri 10.5 pt, A4, two pages; the page count is checked on
  a throw-away LibreOffice PDF): an Australian quantity surveyor's resume: "Natasha Kovač", the label
  "Senior Quantity Surveyor | Cost Planning & Contract Administration", a " | " contact line ("Brunswick,
  Melbourne VIC 3056", "0412 555 379", the email, a Word hyperlink printed
  "linkedin.com/in/natasha-kovac-qs"); slate capital headings with a rule; CAREER SUMMARY; EMPLOYMENT
  HISTORY with the bold title and the dates on a right tab over an italic "Employer, Place" line and "List
  Bullet" items: "Senior Quantity Surveyor" "Mar 2022 – Present" and "Quantity Surveyor" "Jul 2018 – Feb
  2022" at one cost consultancy, "Quantity Surveyor (12-month contract)" "Jun 2017 – Jun 2018" in London,
  "Assistant Quantity Surveyor" "Feb 2016 – Apr 2017", "Cadet Quantity Surveyor (part-time)" "2012 – 2015";
  EDUCATION & QUALIFICATIONS school first with the dates on a right tab over the degree and a remark line:
  "The University of Melbourne" "2024 – present" "Graduate Certificate in Construction Law (part-time, in
  progress)"; "RMIT University" "2011 – 2015" "Bachelor of Applied Science (Honours), Construction
  Management" with "First Class Honours · Honours thesis: …"; "Brunswick Secondary College" "2010"
  "Victorian Certificate of Education (VCE)" with "ATAR 88.45"; MEMBERSHIPS & CERTIFICATES as bullets; KEY
  SKILLS as bold-labelled lines; LANGUAGES; REFEREES "Available on request." A surveyor in Melbourne, VIC.
- ao3 (LibreOffice PDF of a DOCX written with python-docx, Calibri shown as Carlito, 10.5 pt, Letter, two
  pages): a power systems engineer's resume: the centred name "Adrian M. Castillo, P.E.", the label
  "Electrical Engineer – Power Systems | Substation Design & Protection" and a " • " contact line ("Houston,
  TX 77008", "(713) 555-0186", the email, "linkedin.com/in/adrian-castillo-pe" as text); blue capital
  headings with a rule; SUMMARY; PROFESSIONAL EXPERIENCE with each employer printed once as a borderless
  two-cell table row (the bold name at the left, the bold "City, ST" at the right) and each title under
  it as another row (the italic title at the left, the bold dates at the right) over "List Bullet" items:
  "Senior Electrical Engineer – Substation & Protection" "09/2021 – Present", "Electrical Engineer II"
  "09/2016 – 08/2021" and "Electrical Engineer I (EIT)" "03/2015 – 08/2016" at one engineering firm,
  "Adjunct Instructor, Power Systems Lab (part-time)" "01/2019 – 05/2020" at a community college beside
  them, "Field Services Engineer" "07/2012 – 02/2015", "Electrical Engineering Co-op" "05/2011 – 08/2011"
  with no bullets; EDUCATION degree first, the bold degree with the dates at the right over the school
  with its city and a remark line: "Master of Science in Electrical Engineering" "2015 – 2018" at the
  University of Houston with "Concentration: Power and Energy Systems · GPA 3.84/4.00 · completed part-time
  while working", "Bachelor of Science in Electrical Engineering" "2008 – 2012" at Texas A&M University
  with "GPA 3.52/4.00 · cum laude"; LICENSES & CERTIFICATIONS as bullets (one line for the PE licences of
  two states); TECHNICAL SKILLS as a borderless three-column table of "• " items; LANGUAGES. pdftotext
  prints each right-hand cell on its own line after the left one. An engineer in Houston, TX.
- ao4 (fpdf2 2.8 with DejaVu Sans, A4, one page): a UX researcher's CV in English with a dark indigo left
  sidebar holding CONTACT ("Berlin, Germany", "+49 176 5550 3184", a mailto link, a LinkedIn link printed
  "linkedin.com/in/aylin-demir-ux", a portfolio link printed "aylindemir.example.com"), SKILLS (two bold
  group labels over "• " items), LANGUAGES (" – " levels: native, C2, B1) and CERTIFICATIONS (issuer and
  year after " – "); the main column with the name "Aylin Demir", the label "Senior UX Researcher |
  Mixed-Methods Research for Mobile Products" (wrapping), PROFILE, EXPERIENCE (a bold title with the dates
  at the right over an italic "Employer, City" line and bullets): "Lead UX Researcher" "2023 – now" and
  "Senior UX Researcher" "2021 – 2023" at one app company, "UX Researcher" "2019 – 2021", "Working Student,
  User Research (20 h/week)" "10/2016 – 09/2018", "UX Design Intern" "Jan–Jun 2015" in Hamburg with no
  bullets; EDUCATION school first, the bold school with the dates at the right over the italic degree and a
  grade line: "Technische Universität Berlin" "2016 – 2019" "M.Sc. Human Factors" "Final grade: 1.3 ·
  Thesis: … (1.0)"; "Universität Potsdam" "2012 – 2016" "B.Sc. Psychology" "Final grade: 1.9 · Erasmus
  semester at …"; "Carl-Friedrich-Gauß-Gymnasium, Berlin" "2012" "Abitur" "Final grade: 1.6". pdftotext
  prints the sidebar's blocks before and between the main column's lines. A researcher in Berlin, Germany.
- ao5 (plain text, UTF-8 with only ASCII characters, CRLF line ends, 100 columns, ASCII hyphens typed for
  dashes and straight apostrophes): a British pharmacy technician's CV: "SAIMA HUSSAIN", the label
  "Registered Pharmacy Technician | Accredited Checking Technician | Medicines Optimisation", a " | " contact
  line ("Levenshulme, Manchester M19 3AB", the drama mobile "07700 900418", the email) and
  "linkedin.com/in/saima-hussain-pharmtech" on its own line; headings in capitals underlined with "-";
  PERSONAL PROFILE; EMPLOYMENT HISTORY with the title and the dates padded to the right margin over
  "Employer, Town" and "- " bullets wrapped with a two-space indent: "Senior Pharmacy Technician - Medicines
  Optimisation (Band 5)" "Sept 2019 - present", "Pharmacy Technician (Band 4)" "Jun 2016 - Aug 2019" and
  "Pre-registration Trainee Pharmacy Technician (Band 3)" "Jun 2014 - May 2016" at one NHS trust, "Bank
  Pharmacy Technician (weekends)" "2021 - now" at a private hospital, "Dispensing Assistant (Saturdays)"
  "'11 - '14" with no bullets; EDUCATION & QUALIFICATIONS degree first, one line each: "BTEC Level 3
  Diploma in Pharmaceutical Science - The Manchester College, 2014 - 2016" with "Grade: Distinction"
  under it, "NVQ Level 3 Diploma in Pharmacy Service Skills - The Manchester College, 2014 - 2016", "A
  Levels: Chemistry (C), Biology (B), Sociology (B) - Xaverian College, Manchester, 2012 - 2014", "GCSEs:
  10 at grades A*-C including Maths, English and Science - Levenshulme High School, 2012"; REGISTRATION &
  CERTIFICATES as "- " items; SKILLS as "- " items, one a line; LANGUAGES as a "; " line; "References
  available on request." A technician in Manchester, England.
- ao6 (wkhtmltopdf 0.12.6 of an HTML page, A4, one page, Liberation Sans): a South African veterinary
  nurse's CV: the name "Chanelle Botha", the label "Registered Veterinary Nurse | Small Animal Theatre, ICU
  & Emergency", a " · " contact line ("Randburg, Johannesburg, South Africa", "+27 83 555 0162", a mailto
  link, a LinkedIn link printed "linkedin.com/in/chanelle-botha-vn"); green capital headings over a rule;
  Profile; Work Experience as a <table> with the dates in a bold left column and the bold title, an italic
  "Employer, Place" line and a <ul> in the right one: "Head Veterinary Nurse" "Mar 2020 – Present" and
  "Veterinary Nurse" "Feb 2015 – Feb 2020" at one animal hospital, "Emergency Veterinary Nurse (night
  shifts, part-time)" "'18 – '20" overlapping, "Veterinary Nurse (12-month contract)" "Jan – Dec 2014" at a
  wildlife rehabilitation centre in Limpopo, "Veterinary Assistant (part-time)" "2009 – 2011" with no
  bullets; Education in the same table, school first: "2012 – 2013" "University of Pretoria" with the
  italic "Diploma in Veterinary Nursing", "Faculty of Veterinary Science, Onderstepoort" and "Average: 78%
  · Passed with distinction · Best student in Anaesthesia Nursing (2013)"; "2008" "Hoërskool Randpark-Noord"
  "National Senior Certificate (Matric)" "Bachelor pass"; Registration & Certificates as a <ul>; Skills as
  bold-labelled lines; Languages as a " · " line with " – " levels. A veterinary nurse in Johannesburg.

Decisions for this batch (documented here because the documents leave them to the reader):
- Several roles at one employer are separate work entries, each with the employer's name and location
  and its own dates (ao1, ao2, ao3, ao4, ao5, ao6). Part-time, bank, Saturday, night-shift, contract and
  cadet jobs, a co-op, internships and a working student job printed under the experience heading are
  work entries; overlapping and concurrent jobs are entries in printed order (ao3's teaching job, ao5's bank
  job printed after the trust's roles, ao6's night shifts). Gaps are nothing in the truth. ao2's referees
  line is not a work entry.
- A title's own comma, dash or parenthesis is part of the position ("Senior Commercial Underwriter, Middle
  Market", "Premium Auditor (contract)", "Quantity Surveyor (12-month contract)", "Cadet Quantity Surveyor
  (part-time)", "Senior Electrical Engineer – Substation & Protection", "Electrical Engineer I (EIT)",
  "Adjunct Instructor, Power Systems Lab (part-time)", "Working Student, User Research (20 h/week)", "Senior
  Pharmacy Technician - Medicines Optimisation (Band 5)" with its ASCII hyphen, "Bank Pharmacy Technician
  (weekends)", "Emergency Veterinary Nurse (night shifts, part-time)"). An employer's "LLC", "Inc.", "Co.",
  "Pty Ltd", "Ltd", "GmbH" and "SE" stay. Work locations as printed ("Hartford, CT", "Melbourne VIC",
  "London, UK", "Docklands VIC", "Pasadena, TX", "Berlin", "Hamburg", "Manchester", "Cheadle", "Stockport",
  "Hoedspruit, Limpopo", "Fourways, Johannesburg").
- Dates: "Present", "present" and "now" make a job or programme current from its start ("2023 – now" and
  "2021 - now" from the year). "Sept" is September. "Jan–Jun 2014" and "Jan–Jun 2015" run January to June
  of that year, "Jan – Dec 2014" January to December; "Summer 2012" runs June to August 2012. "'11 - '14"
  is 2011 to 2014 and "'18 – '20" 2018 to 2020 (an apostrophe's two-digit year is in the 2000s), date_text
  as printed with the ASCII apostrophes (and ao5's ASCII hyphens). Years alone keep years only; numeric
  "09/2021", "03/2015", "10/2016" are months. A single year or month is the end date (ao1's "May 2013",
  ao2's VCE "2010", ao4's Abitur "2012", ao5's GCSEs "2012", ao6's matric "2008").
- Education:
  - ao1: "MBA, Finance (part-time, in progress)" is "MBA" / "Finance", current from 2023-08 (the parenthesis
    a mode and status note, batch 34); "Bachelor of Science in Finance" is "Bachelor of Science" / "Finance"
    with the score "3.46/4.00" (the minor is not the area, the Latin honours not the score).
  - ao2: "Graduate Certificate in Construction Law (part-time, in progress)" is "Graduate Certificate" /
    "Construction Law", current from 2024; "Bachelor of Applied Science (Honours), Construction
    Management" is "Bachelor of Applied Science (Honours)" / "Construction Management" (as "BSc (Hons)
    Psychology" in batch 33) with the score "First Class Honours" (batch 33; the thesis a remark);
    "Victorian Certificate of Education (VCE)" has no area and the score "88.45" (the ATAR, the VCE's one
    result, printed without its label as WAM was in batch 39).
  - ao3: "Master of Science in Electrical Engineering" is "Master of Science" / "Electrical Engineering"
    (the concentration on the remark line is not the area) with the score "3.84/4.00"; "Bachelor of Science
    in Electrical Engineering" is "Bachelor of Science" / "Electrical Engineering" with "3.52/4.00".
  - ao4: "M.Sc. Human Factors" is "M.Sc." / "Human Factors" with the score "1.3" ("Final grade:"; the
    thesis grade is not the degree's score); "B.Sc. Psychology" is "B.Sc." / "Psychology" with "1.9";
    "Abitur" has no area and the score "1.6" (batch 36 printed German grades with a comma; these are printed
    with a point and kept as printed).
  - ao5: "BTEC Level 3 Diploma in Pharmaceutical Science" is "BTEC Level 3 Diploma" / "Pharmaceutical
    Science" with the score "Distinction" (the grade without its label, batch 37); "NVQ Level 3 Diploma in
    Pharmacy Service Skills" is "NVQ Level 3 Diploma" / "Pharmacy Service Skills"; "A Levels" and "GCSEs"
    have no area and no score (subject grades and a count of grades are not one score, batch 19).
  - ao6: "Diploma in Veterinary Nursing" is "Diploma" / "Veterinary Nursing" with the score "78%"
    ("Average:"; "Passed with distinction" and the prize left out, as batch 36 left out the class after a
    percentage; the faculty line a remark); "National Senior Certificate (Matric)" has no area and the score
    "Bachelor pass" (the pass level, batch 35).
  - The institution is the printed name without a city, state or country ("University of Connecticut,
    Hartford, CT", "Texas A&M University, College Station, TX", "Carl-Friedrich-Gauß-Gymnasium, Berlin",
    "Xaverian College, Manchester"); "The" stays where printed ("The University of Melbourne", "The
    Manchester College").
- Certificates and licences drop the issuer, licence, registration, member and card numbers, states, years,
  "exp." and "expires" dates, and keep an abbreviation, code, level or issuer's acronym printed as part of
  the name: ao1's "Chartered Property Casualty Underwriter (CPCU)", "Associate in Commercial Underwriting
  (AU)", "Property & Casualty Insurance Producer License"; ao2's "Member, Australian Institute of Quantity
  Surveyors (MAIQS)" (listed under MEMBERSHIPS & CERTIFICATES as the credential it is), "Certified Quantity
  Surveyor (CQS)", "Construction Induction Card (White Card)", "Provide First Aid (HLTAID011)"; ao3's
  "Professional Engineer (PE)" (one line for two states' licences, one certificate), "NETA Certified
  Technician, Level III", "NFPA 70E Electrical Safety in the Workplace", "OSHA 10-Hour Construction Safety";
  ao4's "Certified Professional for Usability and User Experience – Foundation Level (CPUX-F)", "NN/g UX
  Certification, Research specialty"; ao5's "Registered Pharmacy Technician" (the GPhC and its number
  dropped), "Accredited Checking Pharmacy Technician (ACPT)", "Medicines Reconciliation and Consultation
  Skills", "Immediate Life Support (ILS)"; ao6's "Registered Veterinary Nurse" (the SAVC and its number
  dropped), "RECOVER Basic & Advanced Life Support Rescuer", "Fear Free Certified Professional – Level 2",
  "Radiation Safety for Veterinary X-ray Operators".
- basics.name drops credentials after the name ("Gregory T. Sandoval, CPCU", "Adrian M. Castillo, P.E.")
  and is written in ordinary case ("SAIMA HUSSAIN" is "Saima Hussain"). The label is the line under the
  name, whole (ao4's wrapped label is one label). Basics location is the city with the state, territory or
  country printed beside it, without a ZIP code, postcode, suburb or district: "Hartford, CT 06105";
  "Brunswick, Melbourne VIC 3056" is "Melbourne" / "VIC"; "Houston, TX 77008"; "Berlin, Germany" gives
  "DE"; "Levenshulme, Manchester M19 3AB" is "Manchester" with no country (none printed, batch 37);
  "Randburg, Johannesburg, South Africa" is "Johannesburg" with "ZA". LinkedIn addresses printed as text get
  "https://www."; links use their targets; ao4's portfolio link is basics.url.
- Skills are the listed items as printed, a group's label left out; ", " and "• " separate items, commas
  inside parentheses do not ("Microsoft Excel (pivot tables, XLOOKUP)", "Relay settings (SEL, GE Multilin)",
  "In-house laboratory (haematology, biochemistry)"); ao1's "Workers’ compensation (guaranteed cost)" has
  the typographic apostrophe LaTeX prints for the typed one. Spoken languages with their fluency as printed
  ("professional working proficiency", "C2", "B1", "conversational").

Truth conventions as in batches 5–39: date_text as printed (LaTeX's "--" printed as "–"), the work entry's
location where printed, phones as printed. Phones are 555 numbers in the US, Australia, Germany and South
Africa and an Ofcom drama mobile in the UK; emails at example.com. Every person, employer, school, licence,
registration, member and card number, phone and email is invented, except the universities, colleges and
issuers (University of Connecticut, Central Connecticut State University, The University of Melbourne, RMIT
University, University of Houston, Houston Community College, Texas A&M University, Technische Universität
Berlin, Universität Potsdam, The Manchester College, Xaverian College, University of Pretoria, The
Institutes, the AIQS, WorkSafe Victoria, NETA, NFPA, OSHA, UXQB, Nielsen Norman Group, the GPhC, CPPE,
Resuscitation Council UK, the SAVC and the others), which are real institutions, named as any resume names
them.

Tools on the machine that wrote this batch (installed with apt-get and pip): python-docx 1.2,
LibreOffice 7.4 (soffice, for ao3's PDF and ao2's page count), fpdf2 2.8, pdflatex (TeX Live 2022 with
psnfss mathptmx, titlesec, enumitem, xcolor, hyperref), wkhtmltopdf 0.12.6, poppler-utils, fonts-dejavu,
fonts-crosextra-carlito, Liberation fonts. pdflatex, wkhtmltopdf, libreoffice_pdf, lo_page_count,
fpdf_dejavu, new_docx, bottom_border, tex, work_truth, dates and linkedin come from holdout_render.py;
cell_margins, no_borders and table_geometry from render_batch20.py, flat_skills and docx_hyperlink from
render_batch24.py and grouped_jobs from render_batch26.py.
Run from this folder: python3 render_batch41.py
"""
import os
import textwrap
from xml.sax.saxutils import escape

from holdout_render import (FILES, bottom_border, check_pages, dates, fpdf_dejavu, libreoffice_pdf, linkedin,
                            lo_page_count, new_docx, pdf_pages, pdflatex, tex, wkhtmltopdf, work_truth, write_text,
                            write_truth)
from render_batch20 import cell_margins, no_borders, table_geometry
from render_batch24 import docx_hyperlink, flat_skills
from render_batch26 import grouped_jobs


# ---- ao1: commercial insurance underwriter (Hartford), pdflatex -------------------------------------------------
AO1_CARRIER = "Charter Oak Mutual Insurance Company"
AO1_JOBS = [
    ("Senior Commercial Underwriter, Middle Market", AO1_CARRIER, "Hartford, CT", "Sept 2019 – Present",
     ("2019-09", None, True),
     ["Underwrite a $38M book of middle market package, auto and umbrella accounts ($250K–$1.5M premium) "
      "for 60+ independent agencies in New England and New York.",
      "Hold $5M property and $2M casualty line authority; referral underwriter for two junior "
      "underwriters and a small commercial team of four.",
      "Grew new business 14% in 2024 at a 58% loss ratio; led the renewal strategy for the construction "
      "and habitational segments."]),
    ("Commercial Underwriter II", AO1_CARRIER, "Hartford, CT", "Jan 2017 – Aug 2019", ("2017-01", "2019-08"),
     ["Managed renewals and new business for manufacturing, wholesale and service accounts; wrote loss "
      "control and pricing referrals and agency visit reports."]),
    ("Associate Underwriter", "Quinnipiac Valley Insurance Group", "Farmington, CT", "Jul 2014 – Dec 2016",
     ("2014-07", "2016-12"),
     ["Quoted small commercial BOP, general liability and workers' compensation submissions within "
      "authority; moved to the middle market development program in 2016."]),
    ("Premium Auditor (contract)", "Pioneer Valley Audit Services, LLC", "Springfield, MA", "Jan–Jun 2014",
     ("2014-01", "2014-06"),
     ["Field and virtual payroll audits for workers' compensation and general liability policyholders."]),
    ("Underwriting Intern", "Connecticut River Casualty Co.", "Hartford, CT", "Summer 2012", ("2012-06", "2012-08"),
     []),
]
AO1_CERTS = [("Chartered Property Casualty Underwriter (CPCU) – The Institutes, 2020",
              "Chartered Property Casualty Underwriter (CPCU)"),
             ("Associate in Commercial Underwriting (AU) – The Institutes, 2016", "Associate in Commercial Underwriting (AU)"),
             ("Property & Casualty Insurance Producer License – Connecticut Insurance Department, No. 2451873, "
              "exp. 03/31/2027", "Property & Casualty Insurance Producer License")]
AO1_SKILLS = [("Lines", ["Commercial property", "General liability", "Commercial auto", "Umbrella and excess",
                         "Workers’ compensation (guaranteed cost)"]),
              ("Analysis", ["Loss run and loss ratio analysis", "COPE and exposure review",
                            "Financial statement analysis", "Rate and form filings"]),
              ("Systems", ["Guidewire PolicyCenter", "ISO ClassGuide", "RMS RiskLink", "Salesforce",
                           "Microsoft Excel (pivot tables, XLOOKUP)"])]


def ao1_underwriter_pdflatex():
    def job(title, company, place, when, items):
        out = (r"\textbf{" + tex(title) + r"} \hfill " + tex(when) + r"\\" + "\n"
               + r"\textit{" + tex(company) + r"}, " + tex(place) + "\n")
        if items:
            out += (r"\begin{itemize}" + "\n" + "\n".join(r"  \item " + tex(i) for i in items)
                    + "\n" + r"\end{itemize}" + "\n")
        else:
            out += r"\par" + "\n"
        return out + r"\vspace{2pt}" + "\n"

    src = r"""\documentclass[letterpaper,11pt]{article}
\usepackage[T1]{fontenc}
\usepackage[utf8]{inputenc}
\usepackage{mathptmx}
\usepackage[margin=0.65in,top=0.5in,bottom=0.5in]{geometry}
\usepackage{titlesec}
\usepackage{enumitem}
\usepackage{xcolor}
\usepackage[hidelinks]{hyperref}
\pagestyle{empty}
\setlength{\parindent}{0pt}
\hyphenpenalty=10000 \exhyphenpenalty=10000 \emergencystretch=3em
\definecolor{navy}{HTML}{1F3A5F}
\titleformat{\section}{\color{navy}\bfseries}{}{0em}{\MakeUppercase}[{\color{navy}\titlerule}]
\titlespacing*{\section}{0pt}{6pt}{3pt}
\setlist[itemize]{leftmargin=14pt,itemsep=0pt,topsep=1pt,parsep=0pt}
\begin{document}
{\fontsize{22}{26}\selectfont\bfseries\color{navy} Gregory T. Sandoval, CPCU}\\[4pt]
{\large Commercial Lines Underwriter | Middle Market Property \& Casualty}\\[3pt]
Hartford, CT 06105 \,|\, (860) 555-0143 \,|\, \href{mailto:greg.sandoval@example.com}{greg.sandoval@example.com}
\,|\, \href{https://www.linkedin.com/in/gregsandoval-cpcu}{linkedin.com/in/gregsandoval-cpcu}

\section{Summary}
CPCU-designated commercial lines underwriter with ten years in middle market and small commercial property
and casualty, on the carrier side in Hartford. Disciplined on pricing and terms, close to my agents, and
trusted with large-line authority. Finishing a part-time MBA; looking for an underwriting manager or
senior underwriting consultant role.

\section{Professional Experience}
""" + "".join(job(t, c, p, w, i) for t, c, p, w, _, i in AO1_JOBS) + r"""
\section{Education}
\textbf{MBA, Finance (part-time, in progress)} --- University of Connecticut, Hartford, CT \hfill Aug 2023 -- present\\[3pt]
\textbf{Bachelor of Science in Finance} --- Central Connecticut State University, New Britain, CT \hfill May 2013\\
Minor in Risk Management and Insurance $\cdot$ GPA 3.46/4.00 $\cdot$ cum laude

\section{Certifications \& Licenses}
\begin{itemize}
""" + "\n".join(r"  \item " + tex(p) for p, _ in AO1_CERTS) + r"""
\end{itemize}

\section{Skills}
""" + "\n\n".join(r"\textbf{" + tex(label) + ":} " + tex(", ".join(items)) for label, items in AO1_SKILLS) + r"""

\section{Languages}
English (native), Spanish (professional working proficiency)
\end{document}
"""
    name = "ao1-gregory-sandoval"
    pdflatex(src, name)
    check_pages(name, pdf_pages(os.path.join(FILES, name + ".pdf")), 1)
    jobs = [(t, c, p, w, s) for t, c, p, w, s, _ in AO1_JOBS]
    write_truth(name, {
        "basics": {"name": "Gregory T. Sandoval",
                   "label": "Commercial Lines Underwriter | Middle Market Property & Casualty",
                   "email": "greg.sandoval@example.com", "phone": "(860) 555-0143",
                   "location": {"city": "Hartford", "region": "CT"}, "profiles": [linkedin("gregsandoval-cpcu")]},
        "work": work_truth(jobs),
        "education": [
            {"institution": "University of Connecticut", "study_type": "MBA", "area": "Finance",
             "dates": dates("2023-08", None, True, text="Aug 2023 – present")},
            {"institution": "Central Connecticut State University", "study_type": "Bachelor of Science",
             "area": "Finance", "score": "3.46/4.00", "dates": dates(None, "2013-05", text="May 2013")}],
        "skills": flat_skills(AO1_SKILLS),
        "certificates": [{"name": n} for _, n in AO1_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Spanish", "fluency": "professional working proficiency"}],
    })


# ---- ao2: quantity surveyor (Melbourne), DOCX with tab stops ----------------------------------------------------
AO2_FIRM = "Yarra Cost Consultants Pty Ltd"
AO2_JOBS = [
    ("Senior Quantity Surveyor", AO2_FIRM, "Melbourne VIC", "Mar 2022 – Present", ("2022-03", None, True),
     ["Lead cost planning from feasibility to tender for education, health and mixed-use projects of "
      "$15–120M, including a $96M private hospital expansion in Box Hill.",
      "Prepare elemental estimates, bills of quantities and cost plans in CostX; run value management "
      "workshops with architects and client project managers.",
      "Assess progress claims and variations under AS 4000 and AS 2124 contracts and certify final accounts.",
      "Mentor two graduate quantity surveyors through AIQS competency assessment."]),
    ("Quantity Surveyor", AO2_FIRM, "Melbourne VIC", "Jul 2018 – Feb 2022", ("2018-07", "2022-02"),
     ["Cost plans, tender reports and monthly cost reports for government schools and social housing "
      "under the Victorian Big Housing Build."]),
    ("Quantity Surveyor (12-month contract)", "Bridgewater Haines Ltd", "London, UK", "Jun 2017 – Jun 2018",
     ("2017-06", "2018-06"),
     ["Post-contract cost management on two residential towers under JCT Design and Build contracts."]),
    ("Assistant Quantity Surveyor", "Southbank Constructions Pty Ltd", "Docklands VIC", "Feb 2016 – Apr 2017",
     ("2016-02", "2017-04"),
     ["Subcontract procurement, trade package comparisons and variation pricing for a head contractor."]),
    ("Cadet Quantity Surveyor (part-time)", "Merri Creek Builders", "Preston VIC", "2012 – 2015",
     ("2012", "2015"),
     ["Take-offs and estimating support two days a week while studying."]),
]
AO2_CERTS = [("Member, Australian Institute of Quantity Surveyors (MAIQS) – Member No. 14577",
              "Member, Australian Institute of Quantity Surveyors (MAIQS)"),
             ("Certified Quantity Surveyor (CQS) – AIQS, 2021", "Certified Quantity Surveyor (CQS)"),
             ("Construction Induction Card (White Card) – WorkSafe Victoria, CIC-2015-0045871",
              "Construction Induction Card (White Card)"),
             ("Provide First Aid (HLTAID011) – exp. 05/2026", "Provide First Aid (HLTAID011)")]
AO2_SKILLS = [("Cost management", ["Cost planning", "Estimating", "Bills of quantities", "Tender analysis",
                                   "Progress claims and variations", "Final accounts"]),
              ("Software", ["CostX", "Buildsoft Cubit", "Bluebeam Revu", "Microsoft Excel", "Aconex"])]


def ao2_quantity_surveyor_docx():
    from docx.enum.text import WD_TAB_ALIGNMENT
    from docx.shared import Cm, Pt, RGBColor

    slate = RGBColor(0x2E, 0x4A, 0x62)
    document = new_docx(author="Natasha Kovač", title="Resume – Natasha Kovač", page=(Cm(21), Cm(29.7)),
                        margins=(Cm(2), Cm(1.8)), font="Calibri", size=10.5, space_after=3)
    document.styles["List Bullet"].paragraph_format.space_after = Pt(0)
    text_width = Cm(17)

    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(0)
    r = p.add_run("Natasha Kovač"); r.bold = True; r.font.size = Pt(22); r.font.color.rgb = slate
    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(2)
    r = p.add_run("Senior Quantity Surveyor | Cost Planning & Contract Administration"); r.font.size = Pt(12.5)
    p = document.add_paragraph()
    p.add_run("Brunswick, Melbourne VIC 3056 | 0412 555 379 | natasha.kovac@example.com | ")
    docx_hyperlink(p, "https://www.linkedin.com/in/natasha-kovac-qs", "linkedin.com/in/natasha-kovac-qs")

    def heading(text):
        q = document.add_paragraph()
        q.paragraph_format.space_before = Pt(10); q.paragraph_format.space_after = Pt(4)
        q.paragraph_format.keep_with_next = True
        r = q.add_run(text); r.bold = True; r.font.size = Pt(11.5); r.font.color.rgb = slate
        bottom_border(q, color="2E4A62", size="6")

    def tabbed(left_text, right_text, bold=True):
        q = document.add_paragraph(); q.paragraph_format.space_after = Pt(0)
        q.paragraph_format.keep_with_next = True
        q.paragraph_format.tab_stops.add_tab_stop(text_width, WD_TAB_ALIGNMENT.RIGHT)
        q.add_run(left_text).bold = bold
        q.add_run("\t" + right_text)
        return q

    heading("CAREER SUMMARY")
    document.add_paragraph(
        "Chartered quantity surveyor (MAIQS, CQS) with ten years in consultant and contractor quantity surveying "
        "in Melbourne and London. Accurate, commercially minded and at ease presenting cost advice to clients and "
        "design teams. Currently studying construction law part-time; seeking an associate or cost manager role.")

    heading("EMPLOYMENT HISTORY")
    for title, company, place, when, _, items in AO2_JOBS:
        tabbed(title, when)
        q = document.add_paragraph(); q.paragraph_format.space_after = Pt(1)
        q.paragraph_format.keep_with_next = True
        q.add_run(f"{company}, {place}").italic = True
        for i, item in enumerate(items):
            b = document.add_paragraph(item, style="List Bullet")
            if i == len(items) - 1:
                b.paragraph_format.space_after = Pt(6)

    heading("EDUCATION & QUALIFICATIONS")
    for school, when, degree, remark in (
            ("The University of Melbourne", "2024 – present",
             "Graduate Certificate in Construction Law (part-time, in progress)", None),
            ("RMIT University", "2011 – 2015", "Bachelor of Applied Science (Honours), Construction Management",
             "First Class Honours · Honours thesis: Early contractor involvement and cost certainty in "
             "Victorian school projects"),
            ("Brunswick Secondary College", "2010", "Victorian Certificate of Education (VCE)", "ATAR 88.45")):
        tabbed(school, when)
        q = document.add_paragraph(degree); q.paragraph_format.space_after = Pt(0 if remark else 6)
        if remark:
            q = document.add_paragraph(remark); q.paragraph_format.space_after = Pt(6)

    heading("MEMBERSHIPS & CERTIFICATES")
    for printed, _ in AO2_CERTS:
        document.add_paragraph(printed, style="List Bullet")

    heading("KEY SKILLS")
    for label, items in AO2_SKILLS:
        q = document.add_paragraph(); q.add_run(label + ": ").bold = True; q.add_run(", ".join(items))

    heading("LANGUAGES")
    document.add_paragraph("English (native), Croatian (conversational)")
    heading("REFEREES")
    document.add_paragraph("Available on request.")

    name = "ao2-natasha-kovac"
    path = os.path.join(FILES, name + ".docx")
    document.save(path)
    check_pages(name, lo_page_count(path, name), 2)
    write_truth(name, {
        "basics": {"name": "Natasha Kovač",
                   "label": "Senior Quantity Surveyor | Cost Planning & Contract Administration",
                   "email": "natasha.kovac@example.com", "phone": "0412 555 379",
                   "location": {"city": "Melbourne", "region": "VIC"}, "profiles": [linkedin("natasha-kovac-qs")]},
        "work": work_truth(AO2_JOBS),
        "education": [
            {"institution": "The University of Melbourne", "study_type": "Graduate Certificate",
             "area": "Construction Law", "dates": dates("2024", None, True, text="2024 – present")},
            {"institution": "RMIT University", "study_type": "Bachelor of Applied Science (Honours)",
             "area": "Construction Management", "score": "First Class Honours",
             "dates": dates("2011", "2015", text="2011 – 2015")},
            {"institution": "Brunswick Secondary College", "study_type": "Victorian Certificate of Education (VCE)",
             "score": "88.45", "dates": dates(None, "2010", text="2010")}],
        "skills": flat_skills(AO2_SKILLS),
        "certificates": [{"name": n} for _, n in AO2_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Croatian", "fluency": "conversational"}],
    })


# ---- ao3: electrical engineer, power systems (Houston), LibreOffice PDF of a DOCX with tables -------------------
AO3_EMPLOYERS = [
    ("Bayou Grid Engineering, LLC", "Houston, TX", [
        ("Senior Electrical Engineer – Substation & Protection", "09/2021 – Present", ("2021-09", None, True),
         ["Engineer of record for transmission and distribution substations from 69 kV to 345 kV for two "
          "investor-owned utilities and an electric cooperative; stamp drawings in Texas and Louisiana.",
          "Lead a team of 4 engineers and 3 designers on protection and control packages: one-lines, three-lines, "
          "AC/DC schematics, wiring diagrams and relay settings (SEL, GE Multilin).",
          "Delivered 11 substation projects since 2021, including a 138 kV ring-bus expansion for a 300 MW "
          "solar interconnection, on schedule and within 3% of the engineering budget."]),
        ("Electrical Engineer II", "09/2016 – 08/2021", ("2016-09", "2021-08"),
         ["Short-circuit, coordination and arc-flash studies in ETAP and ASPEN OneLiner; relay settings for "
          "line, transformer and bus protection; NERC PRC-027 coordination reviews."]),
        ("Electrical Engineer I (EIT)", "03/2015 – 08/2016", ("2015-03", "2016-08"),
         ["Substation physical design, grounding studies and bills of material under a licensed PE."]),
    ]),
    ("Houston Community College", "Houston, TX", [
        ("Adjunct Instructor, Power Systems Lab (part-time)", "01/2019 – 05/2020", ("2019-01", "2020-05"),
         ["Taught two evening lab sections a semester on transformers, motors and protective relaying."]),
    ]),
    ("Lone Star Relay & Testing, Inc.", "Pasadena, TX", [
        ("Field Services Engineer", "07/2012 – 02/2015", ("2012-07", "2015-02"),
         ["Acceptance and maintenance testing of relays, breakers and transformers in refineries and utility "
          "substations; commissioning reports to NETA ATS/MTS."]),
    ]),
    ("Gulf Coast Power & Light", "Houston, TX", [
        ("Electrical Engineering Co-op", "05/2011 – 08/2011", ("2011-05", "2011-08"), []),
    ]),
]
AO3_JOBS = grouped_jobs(AO3_EMPLOYERS)
AO3_CERTS = [("Professional Engineer (PE) – Texas, License No. 131874 (exp. 12/31/2026); Louisiana, License "
              "No. PE.0049312 (exp. 03/31/2027)", "Professional Engineer (PE)"),
             ("NETA Certified Technician, Level III – InterNational Electrical Testing Association, 2014",
              "NETA Certified Technician, Level III"),
             ("NFPA 70E Electrical Safety in the Workplace – 2024", "NFPA 70E Electrical Safety in the Workplace"),
             ("OSHA 10-Hour Construction Safety – 2013", "OSHA 10-Hour Construction Safety")]
AO3_SKILLS = ["Substation physical and electrical design", "Protection and control schemes",
              "Relay settings (SEL, GE Multilin)", "Short-circuit and arc-flash studies", "Load flow and coordination",
              "Grounding studies (IEEE 80)", "ETAP", "ASPEN OneLiner", "SEL AcSELerator QuickSet",
              "AutoCAD Electrical", "MicroStation", "NESC / NEC / IEEE C37"]


def ao3_electrical_engineer_lo():
    from docx.enum.text import WD_ALIGN_PARAGRAPH
    from docx.shared import Inches, Pt, RGBColor

    blue = RGBColor(0x0B, 0x4F, 0x8A)
    document = new_docx(author="Adrian M. Castillo", title="Adrian M. Castillo, P.E. – Resume",
                        page=(Inches(8.5), Inches(11)), margins=(Inches(0.8), Inches(0.6)), font="Calibri",
                        size=10.5, space_after=2)
    document.styles["List Bullet"].paragraph_format.space_after = Pt(0)
    widths = [7300, 2900]

    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER; p.paragraph_format.space_after = Pt(0)
    r = p.add_run("Adrian M. Castillo, P.E."); r.bold = True; r.font.size = Pt(22); r.font.color.rgb = blue
    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER; p.paragraph_format.space_after = Pt(1)
    r = p.add_run("Electrical Engineer – Power Systems | Substation Design & Protection"); r.font.size = Pt(12.5)
    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    p.add_run("Houston, TX 77008  •  (713) 555-0186  •  adrian.castillo@example.com  •  "
              "linkedin.com/in/adrian-castillo-pe")

    def heading(text):
        q = document.add_paragraph()
        q.paragraph_format.space_before = Pt(9); q.paragraph_format.space_after = Pt(3)
        q.paragraph_format.keep_with_next = True
        r = q.add_run(text); r.bold = True; r.font.size = Pt(11.5); r.font.color.rgb = blue
        bottom_border(q, color="0B4F8A", size="8")

    def two_cells(rows):
        """A borderless two-column table: each row (left runs, right text); runs are (text, bold, italic)."""
        table = document.add_table(rows=len(rows), cols=2)
        no_borders(table); table_geometry(table, widths); cell_margins(table, left=0, right=0)
        for row, (left, right) in zip(table.rows, rows):
            lp = row.cells[0].paragraphs[0]; lp.paragraph_format.space_after = Pt(0)
            for text, bold, italic in left:
                run = lp.add_run(text); run.bold = bold; run.italic = italic
            rp = row.cells[1].paragraphs[0]; rp.paragraph_format.space_after = Pt(0)
            rp.alignment = WD_ALIGN_PARAGRAPH.RIGHT
            rp.add_run(right).bold = True
        return table

    heading("SUMMARY")
    document.add_paragraph(
        "Licensed professional engineer (Texas and Louisiana) with 13 years in power systems: substation design, "
        "protection and control, and system studies for utilities, renewables and industrial clients on the Gulf "
        "Coast. Started in field relay testing, so my designs get built and commissioned without surprises. "
        "Looking for a lead engineer or engineering manager role with a utility or a T&D consultant in Houston.")

    heading("PROFESSIONAL EXPERIENCE")
    for company, place, roles in AO3_EMPLOYERS:
        two_cells([([(company, True, False)], place)])
        for title, when, _, items in roles:
            two_cells([([(title, False, True)], when)])
            for i, item in enumerate(items):
                b = document.add_paragraph(item, style="List Bullet")
            document.add_paragraph().paragraph_format.space_after = Pt(0)

    heading("EDUCATION")
    for degree, school, when, remark in (
            ("Master of Science in Electrical Engineering", "University of Houston, Houston, TX", "2015 – 2018",
             "Concentration: Power and Energy Systems · GPA 3.84/4.00 · completed part-time while working"),
            ("Bachelor of Science in Electrical Engineering", "Texas A&M University, College Station, TX",
             "2008 – 2012", "GPA 3.52/4.00 · cum laude")):
        two_cells([([(degree, True, False)], when)])
        document.add_paragraph(school).paragraph_format.space_after = Pt(0)
        document.add_paragraph(remark).paragraph_format.space_after = Pt(5)

    heading("LICENSES & CERTIFICATIONS")
    for printed, _ in AO3_CERTS:
        document.add_paragraph(printed, style="List Bullet")

    heading("TECHNICAL SKILLS")
    table = document.add_table(rows=4, cols=3)
    no_borders(table); table_geometry(table, [3400, 3400, 3400]); cell_margins(table, left=0, right=80)
    for index, skill in enumerate(AO3_SKILLS):
        cell = table.rows[index // 3].cells[index % 3]
        cell.paragraphs[0].add_run("• " + skill)
        cell.paragraphs[0].paragraph_format.space_after = Pt(1)

    heading("LANGUAGES")
    document.add_paragraph("English (native) · Spanish (fluent)")

    name = "ao3-adrian-castillo"
    libreoffice_pdf(document, name, 2)
    write_truth(name, {
        "basics": {"name": "Adrian M. Castillo",
                   "label": "Electrical Engineer – Power Systems | Substation Design & Protection",
                   "email": "adrian.castillo@example.com", "phone": "(713) 555-0186",
                   "location": {"city": "Houston", "region": "TX"}, "profiles": [linkedin("adrian-castillo-pe")]},
        "work": work_truth(AO3_JOBS),
        "education": [
            {"institution": "University of Houston", "study_type": "Master of Science",
             "area": "Electrical Engineering", "score": "3.84/4.00",
             "dates": dates("2015", "2018", text="2015 – 2018")},
            {"institution": "Texas A&M University", "study_type": "Bachelor of Science",
             "area": "Electrical Engineering", "score": "3.52/4.00",
             "dates": dates("2008", "2012", text="2008 – 2012")}],
        "skills": [{"name": s} for s in AO3_SKILLS],
        "certificates": [{"name": n} for _, n in AO3_CERTS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Spanish", "fluency": "fluent"}],
    })


# ---- ao4: UX researcher (Berlin, in English), fpdf2 with a left sidebar ------------------------------------------
AO4_APP = "Tandemly GmbH"
AO4_JOBS = [
    ("Lead UX Researcher", AO4_APP, "Berlin", "2023 – now", ("2023", None, True),
     ["Lead a research team of 3 for a language-learning app with 9M monthly users; set the research "
      "roadmap with product leadership each quarter.",
      "Built a continuous discovery programme (weekly interviews, an always-on panel of 1,200 learners) "
      "that fed the 2024 onboarding redesign: day-7 retention up 11%.",
      "Introduced research ops: a Dovetail insight repository, consent templates reviewed with our DPO, and "
      "a participant incentive process."]),
    ("Senior UX Researcher", AO4_APP, "Berlin", "2021 – 2023", ("2021", "2023"),
     ["Mixed-methods research for the subscription and speaking-practice squads: usability tests, diary "
      "studies, MaxDiff surveys and A/B test follow-ups."]),
    ("UX Researcher", "Moneta Digital GmbH", "Berlin", "2019 – 2021", ("2019", "2021"),
     ["Research for a mobile banking app's onboarding, KYC and savings features; moderated 150+ sessions "
      "in German, English and Turkish."]),
    ("Working Student, User Research (20 h/week)", "Spreeshop SE", "Berlin", "10/2016 – 09/2018",
     ("2016-10", "2018-09"),
     ["Recruited participants, ran unmoderated tests and analysed survey data for the checkout team."]),
    ("UX Design Intern", "Hafenblick Digital", "Hamburg", "Jan–Jun 2015", ("2015-01", "2015-06"), []),
]
AO4_CERTS = [("Certified Professional for Usability and User Experience – Foundation Level (CPUX-F) – UXQB, 2017",
              "Certified Professional for Usability and User Experience – Foundation Level (CPUX-F)"),
             ("NN/g UX Certification, Research specialty – Nielsen Norman Group, 2022, #1042877",
              "NN/g UX Certification, Research specialty")]
AO4_SKILLS = [("Methods", ["Usability testing", "In-depth interviews", "Diary studies", "Surveys and MaxDiff",
                           "Jobs-to-be-done", "Research ops"]),
              ("Tools", ["Dovetail", "Maze", "Lookback", "Figma", "Qualtrics", "R (tidyverse)"])]
AO4_LANGUAGES = [("German", "native"), ("Turkish", "native"), ("English", "C2"), ("Spanish", "B1")]


def ao4_ux_researcher_fpdf():
    from fpdf import FPDF

    side_w, pad = 62, 7
    ink, white, pale = (41, 37, 64), (255, 255, 255), (214, 209, 235)
    accent = (96, 72, 160)

    class Resume(FPDF):
        def header(self):
            self.set_fill_color(*ink)
            self.rect(0, 0, side_w, self.h, style="F")

    pdf = Resume(format="A4")
    side_x, inner = pad, side_w - 2 * pad
    main_x = side_w + 9
    main_w = pdf.w - main_x - 12
    pdf.set_margins(main_x, 14, 12)
    pdf.set_auto_page_break(False)
    fpdf_dejavu(pdf, styles=("", "B", "I"))
    pdf.set_title("Aylin Demir – CV"); pdf.set_author("Aylin Demir")
    pdf.add_page()

    def font(style="", size=9.3, color=(33, 33, 33)):
        pdf.set_font("DejaVu", style, size); pdf.set_text_color(*color)

    # sidebar
    def side_heading(text):
        pdf.ln(4); pdf.set_x(side_x); font("B", 10, white)
        pdf.cell(inner, 6, text, new_x="LEFT", new_y="NEXT")
        pdf.set_draw_color(*pale); pdf.line(side_x, pdf.get_y(), side_x + inner, pdf.get_y()); pdf.ln(1.5)

    def side_line(text, style="", size=8.5, h=4.2, link="", color=None):
        pdf.set_x(side_x); font(style, size, color or (white if style == "B" else pale))
        pdf.multi_cell(inner, h, text, new_x="LEFT", new_y="NEXT", link=link, align="L")
        pdf.ln(0.6)

    pdf.set_xy(side_x, 12)
    side_heading("CONTACT")
    side_line("Berlin, Germany")
    side_line("+49 176 5550 3184")
    side_line("aylin.demir@example.com", link="mailto:aylin.demir@example.com")
    side_line("linkedin.com/in/aylin-demir-ux", link="https://www.linkedin.com/in/aylin-demir-ux")
    side_line("aylindemir.example.com", link="https://aylindemir.example.com")
    side_heading("SKILLS")
    for label, items in AO4_SKILLS:
        side_line(label, "B", 8.8)
        for item in items:
            side_line("• " + item, h=4)
        pdf.ln(1)
    side_heading("LANGUAGES")
    for language, level in AO4_LANGUAGES:
        side_line(f"{language} – {level}")
    side_heading("CERTIFICATIONS")
    for printed, _ in AO4_CERTS:
        side_line(printed, size=8.1, h=3.9)
        pdf.ln(0.8)
    assert pdf.get_y() < pdf.h - 8, pdf.get_y()

    # main column
    pdf.set_xy(main_x, 14)
    font("B", 22, ink); pdf.cell(main_w, 10, "Aylin Demir", new_x="LMARGIN", new_y="NEXT")
    font("", 11, accent)
    pdf.multi_cell(main_w, 5.4, "Senior UX Researcher | Mixed-Methods Research for Mobile Products",
                   new_x="LMARGIN", new_y="NEXT", align="L")

    def heading(text):
        pdf.ln(3); font("B", 11, ink)
        pdf.cell(main_w, 6, text, new_x="LMARGIN", new_y="NEXT")
        pdf.set_draw_color(*accent); pdf.line(main_x, pdf.get_y(), main_x + main_w, pdf.get_y()); pdf.ln(1.5)

    heading("PROFILE")
    font("", 9.2)
    pdf.multi_cell(main_w, 4.5, "UX researcher with eight years in consumer apps and fintech in Berlin, now "
                   "leading research for a language-learning app. Equally at home in a usability lab and in R, "
                   "and good at turning findings into decisions product teams actually make. Looking for a "
                   "head of research or principal researcher role in Berlin or remote within the EU.",
                   new_x="LMARGIN", new_y="NEXT", align="L")

    heading("EXPERIENCE")
    for title, company, place, when, _, items in AO4_JOBS:
        pdf.ln(1)
        font("B", 9.8); pdf.cell(main_w - 34, 5, title)
        font("", 8.9, (90, 90, 90)); pdf.cell(34, 5, when, align="R", new_x="LMARGIN", new_y="NEXT")
        font("I", 9, accent); pdf.cell(main_w, 4.6, f"{company}, {place}", new_x="LMARGIN", new_y="NEXT")
        font("", 8.9)
        for item in items:
            pdf.set_x(main_x + 1); pdf.cell(3.5, 4.3, "•")
            pdf.multi_cell(main_w - 4.5, 4.3, item, new_x="LMARGIN", new_y="NEXT", align="L")

    heading("EDUCATION")
    for school, when, degree, remark in (
            ("Technische Universität Berlin", "2016 – 2019", "M.Sc. Human Factors",
             "Final grade: 1.3 · Thesis: Trust cues in mobile banking onboarding (1.0)"),
            ("Universität Potsdam", "2012 – 2016", "B.Sc. Psychology",
             "Final grade: 1.9 · Erasmus semester at the Universidad de Granada, Spain (2014)"),
            ("Carl-Friedrich-Gauß-Gymnasium, Berlin", "2012", "Abitur", "Final grade: 1.6")):
        pdf.ln(1)
        font("B", 9.8); pdf.cell(main_w - 34, 5, school)
        font("", 8.9, (90, 90, 90)); pdf.cell(34, 5, when, align="R", new_x="LMARGIN", new_y="NEXT")
        font("I", 9.2); pdf.cell(main_w, 4.6, degree, new_x="LMARGIN", new_y="NEXT")
        font("", 8.9); pdf.multi_cell(main_w, 4.3, remark, new_x="LMARGIN", new_y="NEXT", align="L")
    assert pdf.get_y() < pdf.h - 10, pdf.get_y()

    name = "ao4-aylin-demir"
    path = os.path.join(FILES, name + ".pdf")
    pdf.output(path)
    check_pages(name, pdf_pages(path), 1)
    write_truth(name, {
        "basics": {"name": "Aylin Demir", "label": "Senior UX Researcher | Mixed-Methods Research for Mobile Products",
                   "email": "aylin.demir@example.com", "phone": "+49 176 5550 3184",
                   "url": "https://aylindemir.example.com",
                   "location": {"city": "Berlin", "country_code": "DE"}, "profiles": [linkedin("aylin-demir-ux")]},
        "work": work_truth(AO4_JOBS),
        "education": [
            {"institution": "Technische Universität Berlin", "study_type": "M.Sc.", "area": "Human Factors",
             "score": "1.3", "dates": dates("2016", "2019", text="2016 – 2019")},
            {"institution": "Universität Potsdam", "study_type": "B.Sc.", "area": "Psychology", "score": "1.9",
             "dates": dates("2012", "2016", text="2012 – 2016")},
            {"institution": "Carl-Friedrich-Gauß-Gymnasium", "study_type": "Abitur", "score": "1.6",
             "dates": dates(None, "2012", text="2012")}],
        "skills": flat_skills(AO4_SKILLS),
        "certificates": [{"name": n} for _, n in AO4_CERTS],
        "languages": [{"language": l, "fluency": f} for l, f in AO4_LANGUAGES],
    })


# ---- ao5: pharmacy technician (Manchester), plain text, UTF-8, CRLF ---------------------------------------------
AO5_TRUST = "Greater Irwell Hospitals NHS Foundation Trust"
AO5_JOBS = [
    ("Senior Pharmacy Technician - Medicines Optimisation (Band 5)", AO5_TRUST, "Manchester",
     "Sept 2019 - present", ("2019-09", None, True),
     ["Lead the ward-based medicines optimisation technicians on the acute medical and surgical wards (team "
      "of 6); medicines reconciliation within 24 hours of admission rose from 72% to 91%.",
      "Final accuracy checker for inpatient, discharge (TTO) and outpatient prescriptions.",
      "Assess patients' own drugs, counsel patients on discharge and support the self-administration scheme.",
      "Train and assess student pharmacy technicians and new band 4 technicians."]),
    ("Pharmacy Technician (Band 4)", AO5_TRUST, "Manchester", "Jun 2016 - Aug 2019", ("2016-06", "2019-08"),
     ["Dispensary, aseptic unit and ward rotations; Accredited Checking Technician from 2018."]),
    ("Pre-registration Trainee Pharmacy Technician (Band 3)", AO5_TRUST, "Manchester", "Jun 2014 - May 2016",
     ("2014-06", "2016-05"),
     ["Two-year GPhC-accredited training programme across dispensary, stores, aseptics and wards."]),
    ("Bank Pharmacy Technician (weekends)", "Cheadle Park Private Hospital", "Cheadle", "2021 - now",
     ("2021", None, True),
     ["Weekend dispensary and discharge cover, one or two weekends a month."]),
    ("Dispensing Assistant (Saturdays)", "Heaton Moor Pharmacy", "Stockport", "'11 - '14", ("2011", "2014"), []),
]
AO5_CERTS = [("Registered Pharmacy Technician - General Pharmaceutical Council (GPhC), Reg. No. 5219487",
              "Registered Pharmacy Technician"),
             ("Accredited Checking Pharmacy Technician (ACPT) - NHS North West, 2018",
              "Accredited Checking Pharmacy Technician (ACPT)"),
             ("Medicines Reconciliation and Consultation Skills - CPPE, 2020",
              "Medicines Reconciliation and Consultation Skills"),
             ("Immediate Life Support (ILS) - Resuscitation Council UK, expires 02/2026", "Immediate Life Support (ILS)")]
AO5_SKILLS = ["Medicines reconciliation", "Final accuracy checking", "Patients' own drugs (POD) assessment",
              "Discharge prescriptions (TTOs)", "Controlled drugs management", "EPMA (Epic)",
              "JAC dispensing system", "Stock control and ordering", "Training and assessing students"]


def ao5_pharmacy_technician_txt():
    width = 100

    def right(left, rightside):
        return left + " " * max(2, width - len(left) - len(rightside)) + rightside

    def heading(text):
        return ["", text, "-" * len(text)]

    out = ["SAIMA HUSSAIN",
           "Registered Pharmacy Technician | Accredited Checking Technician | Medicines Optimisation",
           "Levenshulme, Manchester M19 3AB | 07700 900418 | saima.hussain@example.com",
           "linkedin.com/in/saima-hussain-pharmtech"]
    out += heading("PERSONAL PROFILE")
    out += ["GPhC-registered pharmacy technician with ten years in NHS hospital pharmacy, the last five leading",
            "ward-based medicines optimisation. Accredited checker, calm on busy wards and passionate about safe",
            "discharges. Looking for a lead technician (Band 6) post in Greater Manchester."]
    out += heading("EMPLOYMENT HISTORY")
    for title, company, place, when, _, items in AO5_JOBS:
        out += ["", right(title, when), f"{company}, {place}"]
        out += [textwrap.fill(item, width, initial_indent="- ", subsequent_indent="  ") for item in items]
    out += heading("EDUCATION & QUALIFICATIONS")
    out += ["BTEC Level 3 Diploma in Pharmaceutical Science - The Manchester College, 2014 - 2016",
            "  Grade: Distinction",
            "NVQ Level 3 Diploma in Pharmacy Service Skills - The Manchester College, 2014 - 2016",
            "A Levels: Chemistry (C), Biology (B), Sociology (B) - Xaverian College, Manchester, 2012 - 2014",
            "GCSEs: 10 at grades A*-C including Maths, English and Science - Levenshulme High School, 2012"]
    out += heading("REGISTRATION & CERTIFICATES")
    out += ["- " + p for p, _ in AO5_CERTS]
    out += heading("SKILLS")
    out += ["- " + s for s in AO5_SKILLS]
    out += heading("LANGUAGES")
    out += ["English - native; Urdu - fluent; Punjabi - conversational"]
    out += ["", "References available on request.", ""]
    text = "\n".join(out)
    assert all(len(line) <= width for line in text.split("\n")), [l for l in text.split("\n") if len(l) > width]
    name = "ao5-saima-hussain"
    write_text(name + ".txt", text.replace("\n", "\r\n"))
    write_truth(name, {
        "basics": {"name": "Saima Hussain",
                   "label": "Registered Pharmacy Technician | Accredited Checking Technician | Medicines Optimisation",
                   "email": "saima.hussain@example.com", "phone": "07700 900418",
                   "location": {"city": "Manchester"}, "profiles": [linkedin("saima-hussain-pharmtech")]},
        "work": work_truth(AO5_JOBS),
        "education": [
            {"institution": "The Manchester College", "study_type": "BTEC Level 3 Diploma",
             "area": "Pharmaceutical Science", "score": "Distinction",
             "dates": dates("2014", "2016", text="2014 - 2016")},
            {"institution": "The Manchester College", "study_type": "NVQ Level 3 Diploma",
             "area": "Pharmacy Service Skills", "dates": dates("2014", "2016", text="2014 - 2016")},
            {"institution": "Xaverian College", "study_type": "A Levels",
             "dates": dates("2012", "2014", text="2012 - 2014")},
            {"institution": "Levenshulme High School", "study_type": "GCSEs", "dates": dates(None, "2012", text="2012")}],
        "skills": [{"name": s} for s in AO5_SKILLS],
        "certificates": [{"name": n} for _, n in AO5_CERTS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Urdu", "fluency": "fluent"},
                      {"language": "Punjabi", "fluency": "conversational"}],
    })


# ---- ao6: veterinary nurse (Johannesburg), wkhtmltopdf, dates in a left column ----------------------------------
AO6_HOSPITAL = "Parkhurst Animal Hospital"
AO6_JOBS = [
    ("Head Veterinary Nurse", AO6_HOSPITAL, "Johannesburg", "Mar 2020 – Present", ("2020-03", None, True),
     ["Run the nursing team of 7 veterinary nurses and 4 animal care assistants in a 5-vet small animal "
      "hospital: rosters, training, theatre lists and stock.",
      "Anaesthetic monitoring for 15–20 procedures a day, including orthopaedic and soft-tissue referrals.",
      "Set up the hospital's ICU nursing protocols and the nurse-led dental and weight clinics."]),
    ("Veterinary Nurse", AO6_HOSPITAL, "Johannesburg", "Feb 2015 – Feb 2020", ("2015-02", "2020-02"),
     ["Theatre, ward and consulting-room nursing; radiography and in-house laboratory work."]),
    ("Emergency Veterinary Nurse (night shifts, part-time)", "Northcliff After-Hours Veterinary Emergency",
     "Johannesburg", "'18 – '20", ("2018", "2020"),
     ["Triage, fluid therapy and critical care nursing two nights a week."]),
    ("Veterinary Nurse (12-month contract)", "Lowveld Wildlife Rehabilitation Centre", "Hoedspruit, Limpopo",
     "Jan – Dec 2014", ("2014-01", "2014-12"),
     ["Nursing and anaesthesia support for wildlife casualties, from raptors to rhino calves."]),
    ("Veterinary Assistant (part-time)", "Fourways Veterinary Clinic", "Fourways, Johannesburg", "2009 – 2011",
     ("2009", "2011"), []),
]
AO6_CERTS = [("Registered Veterinary Nurse – South African Veterinary Council (SAVC), Reg. No. VN04817",
              "Registered Veterinary Nurse"),
             ("RECOVER Basic & Advanced Life Support Rescuer – exp. 11/2026",
              "RECOVER Basic & Advanced Life Support Rescuer"),
             ("Fear Free Certified Professional – Level 2, 2022", "Fear Free Certified Professional – Level 2"),
             ("Radiation Safety for Veterinary X-ray Operators – 2019", "Radiation Safety for Veterinary X-ray Operators")]
AO6_SKILLS = [("Clinical", ["Anaesthetic induction and monitoring", "IV catheter placement", "Fluid therapy",
                            "Dental scaling and polishing", "Digital radiography",
                            "In-house laboratory (haematology, biochemistry)", "Wound and bandage care"]),
              ("Practice", ["Nurse rostering", "Theatre scheduling", "Stock control", "Client education",
                            "VetLink practice software"])]


def ao6_vet_nurse_wkhtmltopdf():
    def row(when, head, sub, lines=(), items=()):
        out = (f'<tr><td class="when">{escape(when)}</td><td><div class="t">{head}</div>'
               f'<div class="sub">{escape(sub)}</div>')
        for line in lines:
            out += f'<div class="line">{escape(line)}</div>'
        if items:
            out += "<ul>" + "".join(f"<li>{escape(i)}</li>" for i in items) + "</ul>"
        return out + "</td></tr>\n"

    jobs = "".join(row(w, f"<b>{escape(t)}</b>", f"{c}, {p}", items=i) for t, c, p, w, _, i in AO6_JOBS)
    education = (row("2012 – 2013", "<b>University of Pretoria</b>", "Diploma in Veterinary Nursing",
                     lines=["Faculty of Veterinary Science, Onderstepoort",
                            "Average: 78% · Passed with distinction · Best student in Anaesthesia Nursing (2013)"])
                 + row("2008", "<b>Hoërskool Randpark-Noord</b>", "National Senior Certificate (Matric)",
                       lines=["Bachelor pass"]))
    html = f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Chanelle Botha – CV</title>
<style>
body {{ font-family: "Liberation Sans", Arial, sans-serif; font-size: 11.5pt; color: #222; line-height: 1.32; }}
h1 {{ font-size: 26pt; margin: 0; color: #1d6b57; }}
.label {{ font-size: 13.5pt; margin: 2px 0 4px; }}
.contact a {{ color: #1d6b57; text-decoration: none; white-space: nowrap; }}
h2 {{ font-size: 12.5pt; text-transform: uppercase; letter-spacing: 1px; color: #1d6b57;
      border-bottom: 1.5px solid #1d6b57; margin: 14px 0 6px; padding-bottom: 1px; page-break-after: avoid; }}
table {{ border-collapse: collapse; width: 100%; }}
tr {{ page-break-inside: avoid; }}
td {{ vertical-align: top; padding: 0 0 7px 0; }}
td.when {{ width: 36mm; padding-right: 4mm; white-space: nowrap; color: #555; font-weight: bold; }}
.sub {{ font-style: italic; }}
ul {{ margin: 2px 0 0; padding-left: 18px; }}
p {{ margin: 0 0 3px; }}
</style></head>
<body>
<h1>Chanelle Botha</h1>
<div class="label">Registered Veterinary Nurse | Small Animal Theatre, ICU &amp; Emergency</div>
<div class="contact">Randburg, Johannesburg, South Africa &nbsp;·&nbsp; +27 83 555 0162 &nbsp;·&nbsp;
<a href="mailto:chanelle.botha@example.com">chanelle.botha@example.com</a> &nbsp;·&nbsp;
<a href="https://www.linkedin.com/in/chanelle-botha-vn">linkedin.com/in/chanelle-botha-vn</a></div>

<h2>Profile</h2>
<p>SAVC-registered veterinary nurse with over ten years in small animal practice, emergency work and wildlife
rehabilitation, now head nurse of a busy Johannesburg hospital. Skilled in anaesthesia and critical care, calm in
emergencies and committed to low-stress handling. Looking for a head nurse or clinical nursing manager post in
Gauteng.</p>

<h2>Work Experience</h2>
<table>
{jobs}</table>

<h2>Education</h2>
<table>
{education}</table>

<h2>Registration &amp; Certificates</h2>
<ul>{"".join(f"<li>{escape(p)}</li>" for p, _ in AO6_CERTS)}</ul>

<h2>Skills</h2>
{"".join(f"<p><b>{escape(label)}:</b> {escape(', '.join(items))}</p>" for label, items in AO6_SKILLS)}

<h2>Languages</h2>
<p>Afrikaans – native &nbsp;·&nbsp; English – fluent &nbsp;·&nbsp; isiZulu – basic</p>
</body></html>
"""
    name = "ao6-chanelle-botha"
    wkhtmltopdf(html, name, 1, options=("--page-size", "A4", "--margin-top", "15mm", "--margin-bottom", "15mm",
                                        "--margin-left", "17mm", "--margin-right", "17mm", "--encoding", "utf-8"))
    write_truth(name, {
        "basics": {"name": "Chanelle Botha",
                   "label": "Registered Veterinary Nurse | Small Animal Theatre, ICU & Emergency",
                   "email": "chanelle.botha@example.com", "phone": "+27 83 555 0162",
                   "location": {"city": "Johannesburg", "country_code": "ZA"},
                   "profiles": [linkedin("chanelle-botha-vn")]},
        "work": work_truth(AO6_JOBS),
        "education": [
            {"institution": "University of Pretoria", "study_type": "Diploma", "area": "Veterinary Nursing",
             "score": "78%", "dates": dates("2012", "2013", text="2012 – 2013")},
            {"institution": "Hoërskool Randpark-Noord", "study_type": "National Senior Certificate (Matric)",
             "score": "Bachelor pass", "dates": dates(None, "2008", text="2008")}],
        "skills": flat_skills(AO6_SKILLS),
        "certificates": [{"name": n} for _, n in AO6_CERTS],
        "languages": [{"language": "Afrikaans", "fluency": "native"}, {"language": "English", "fluency": "fluent"},
                      {"language": "isiZulu", "fluency": "basic"}],
    })


if __name__ == "__main__":
    ao1_underwriter_pdflatex()
    ao2_quantity_surveyor_docx()
    ao3_electrical_engineer_lo()
    ao4_ux_researcher_fpdf()
    ao5_pharmacy_technician_txt()
    ao6_vet_nurse_wkhtmltopdf()
