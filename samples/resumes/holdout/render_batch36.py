#!/usr/bin/env python3
"""Renders the thirty-sixth held-out batch (aj1–aj6) into files/ and its truth into truth/.

Written without reading the parser (nor its tests or docs); the only project files read were
holdout_render.py, render_batch28–34.py and a few truth files (for the shape and conventions). Six mid-career
and senior professionals, most with two-page resumes and fuller education sections than the job seekers of
batch 34 (a senior financial analyst with an MBA and the CFA charter in New York, a principal teacher of
chemistry with a PGCE and a part-time MSc in Edinburgh, a senior design engineer with a B.E. and an M.Tech.
in Pune, a hospital clinical pharmacist with a PharmD in Toronto, a marketing manager with a double
bachelor's degree and a graduate certificate in Sydney and a senior data analyst with a German B.Sc. and
M.Sc. writing in English in Berlin), each resume made with a different everyday producer: pdflatex, a DOCX
in a two-column table layout kept as the Word file, a plain-text file saved by Notepad as "Unicode"
(UTF-16), wkhtmltopdf, fpdf2 with a sidebar and a hand-written HTML page.

- aj1 (pdflatex, Charter, Letter, two pages, hyphenation off): a financial analyst's resume: "Jonathan R.
  Whitfield, CFA", the label "Senior Financial Analyst | FP&A and Corporate Finance", a contact line ("New
  York, NY 10023", "(212) 555-0138", a mailto link) and a LinkedIn link printed "linkedin.com/in/…" on the
  next line; navy capital headings over a rule; SUMMARY; PROFESSIONAL EXPERIENCE with each employer printed
  once in bold with the city at the right and its titles in italics with the dates at the right over
  bullets: "Senior Financial Analyst, FP&A" "Jan 2022 – Present" and "Financial Analyst, Corporate Finance"
  "Jul 2019 – Dec 2021" at one holding company, "Teaching Fellow, Corporate Finance (part-time)" at "NYU
  Stern School of Business" overlapping the "MBA Summer Associate, Investment Banking" "Jun 2018 – Aug
  2018", and "Financial Analyst II" and "Financial Analyst I (Finance Leadership Rotation)" at one insurer;
  EDUCATION school first (bold school, city at the right, italic degree, dates at the right): "Master of
  Business Administration (MBA), Finance" "Aug 2017 – May 2019" with a specialization, "GPA 3.82/4.00",
  Beta Gamma Sigma and a scholarship on one " · " line and an "Exchange term:" line, and "Bachelor of
  Science in Finance, minor in Economics" "May 2013" with "GPA 3.71/4.00 · magna cum laude · Honors
  thesis: “…”"; CERTIFICATIONS (the CFA charter with its issuer, year and exam levels); SELECTED PROJECTS;
  SKILLS as three bold-labelled ", " lines; LANGUAGES as a ", " line; AFFILIATIONS. An analyst in New York.
- aj2 (DOCX, python-docx, kept as the Word file; Calibri 10.5 pt, A4, two pages; the page count is checked
  on a throw-away LibreOffice PDF): a Scottish secondary teacher's CV: "Catriona Baillie", the label
  "Principal Teacher of Chemistry · Secondary Science", a " | " contact line ("Morningside, Edinburgh EH10",
  "07700 900418", the email); green capital headings with a rule; PROFILE (with a PVG Scheme membership and
  a driving licence in the text); TEACHING EXPERIENCE and EDUCATION & QUALIFICATIONS as borderless
  two-column tables with the dates bold in the narrow left column and a bold title over an italic
  "Employer, Town" line and "List Bullet" items in the right one: "Principal Teacher of Chemistry" "Aug 2021
  – present", "Principal Teacher of Pupil Support (acting)" "Jan – Jun 2020" and "Teacher of Chemistry and
  Science" "Aug 2017 – Jun 2021" at one high school, "Private Chemistry Tutor (evenings)" at "Self-employed,
  Edinburgh" "Since 2018", "Teacher of Chemistry" "2015–2017" (no spaces around the dash), "Newly Qualified
  Teacher (Science)" "2014 – 2015" in Leeds, "Laboratory Assistant (summer)" "Jun – Aug 2012" with no
  bullets; education rows: "MSc Educational Leadership (part-time)" "2019 – 2022" with "Merit" and a
  dissertation "(68%)", "Postgraduate Certificate in Education (PGCE), Secondary Chemistry" "2013 – 2014"
  with a credits line, "BSc (Hons) Chemistry" "2009 – 2013" with "Upper Second Class Honours (2:1)", an
  Erasmus exchange year line and a final-year project, "Advanced Highers and Highers" "2009" with its
  subject grades; REGISTRATION & CERTIFICATES as bullets; SKILLS as a labelled two-column table; LANGUAGES
  as a ", " line; INTERESTS; "References available on request." A teacher in Edinburgh, Scotland.
- aj3 (plain text saved by Notepad as "Unicode": UTF-16 little-endian with a BOM, CRLF line ends, 90
  columns, ASCII hyphens typed for dashes, "è", "Ü" and "₹" in it): an Indian mechanical engineer's resume:
  "SAURABH VIJAY KULKARNI", the label "Senior Design Engineer - Transmission & Driveline | CAD / CAE | 10+
  years", an address line "Baner, Pune, Maharashtra - 411045", "Mobile: … | E-mail: …" and "LinkedIn:
  linkedin.com/in/…"; headings underlined with "="; PROFESSIONAL SUMMARY; TECHNICAL SKILLS as padded
  "CAD:", "CAE:", "PLM:", "Methods:" lines; WORK EXPERIENCE with "Employer, Place" lines carrying the
  overall range in parentheses at the right ("(Jul 2018 - Till Date)", "(Aug 2014 - Jun 2016)") over
  indented titles with their own dates at the right and "- " bullets: "Senior Design Engineer -
  Transmission" "Apr 2022 - Till Date" and "Design Engineer" "Jul 2018 - Mar 2022" at one supplier, "M.Tech
  Project Trainee" "07/2017 - 05/2018" (numeric months), "Junior Engineer - Product Design" and "Graduate
  Engineer Trainee" at one forging company; EDUCATION with the degree and the years at the right over
  indented lines: "M.Tech. in Design Engineering" "2016 - 2018" at "College of Engineering Pune (COEP),
  Dept. of Mechanical Engineering" with "CGPA: 8.92 / 10" and a thesis "(Grade: AA)"; "B.E. (Mechanical
  Engineering)" "2010 - 2014" at "Pimpri Chinchwad College of Engineering, Pune (University of Pune)" with
  "Aggregate: 71.6% (First Class with Distinction)" and a final year project; "HSC (Science)" "2010" and
  "SSC" "2008" with "School, Pune - Maharashtra State Board" and "Percentage: …" lines; CERTIFICATIONS;
  PUBLICATIONS; ACHIEVEMENTS (an award and a GATE rank); PERSONAL DETAILS with date of birth, nationality,
  "Languages Known", notice period and CTC; DECLARATION. An engineer in Pune, Maharashtra.
- aj4 (wkhtmltopdf 0.12.6 of an HTML page, Letter, two pages, Liberation Sans; the CSS sizes are larger than
  they print, as wkhtmltopdf without patched Qt renders at about 0.78 of them): a pharmacist's CV: "Mei-Lin
  Chow, PharmD, RPh", the label "Clinical Pharmacist | Ambulatory Care & Anticoagulation", a " | " contact
  line ("Toronto, ON M4Y 1R5", "416-555-0193", a mailto link, a LinkedIn link printed "linkedin.com/in/…");
  teal capital headings; PROFILE; PROFESSIONAL EXPERIENCE with a bold title and the dates floated right
  over an italic "Employer, City, ON" line and bullets: "Clinical Pharmacist – Anticoagulation & Ambulatory
  Care" "2021 – Present", "Hospital Pharmacist, General Internal Medicine" "2018 – 2021" and "Pharmacy
  Resident (ACPR)" "Jul 2017 – Jun 2018" at one hospital, "Relief Community Pharmacist (part-time)" "Since
  2019" beside them, "Pharmacy Student (summer co-op)" "05/2015 – 08/2015" with no bullets, "Research
  Assistant (part-time)" "2011–2013"; EDUCATION as a table with the dates in the left column: "Doctor of
  Pharmacy (PharmD)" "2013 – 2017" at "University of Toronto — Toronto, ON" with "Graduated with High
  Distinction · cumulative GPA 3.86/4.00" and a rotations line; "Honours Bachelor of Science –
  Biochemistry, minor in Psychology" "2009 – 2013" at "McMaster University — Hamilton, ON" with "Cumulative
  GPA 11.2/12 · Dean's Honour List, four years", an exchange term line and a senior thesis; LICENSURE &
  CERTIFICATIONS as bullets; PUBLICATIONS & PRESENTATIONS; SKILLS as two bold-labelled lines; LANGUAGES as
  one " · " line with " — " levels; PROFESSIONAL MEMBERSHIPS. A pharmacist in Toronto, ON.
- aj5 (fpdf2 2.8 with DejaVu Sans, A4, two pages): a marketing manager's resume with a pale green left
  sidebar on every page (drawn in the page header) and a main column; page 1's sidebar, written first:
  CONTACT ("Sydney, NSW", "0412 555 286", the email and "linkedin.com/in/…" as links), EDUCATION ("Graduate
  Certificate in Digital Marketing", "Macquarie University", "2020 – 2021 · online, part-time", "WAM 78.4";
  "Bachelor of Commerce (Marketing) / Bachelor of Media (Public Relations & Advertising)" over "UNSW
  Sydney", "2010 – 2014", an exchange line and "Dean's List 2013"), SKILLS as three bold labels over "• "
  items, LANGUAGES ("English – native", "Greek – fluent", "Italian – basic (A2)"); the last page's sidebar:
  CERTIFICATIONS as "• " items, MEMBERSHIPS, INTERESTS. The main column: the name, the label "Marketing
  Manager | Brand, Digital & Lifecycle", PROFILE, EXPERIENCE with each employer printed once in bold with
  the place at the right and its titles in italics with the dates at the right over bullets ("Marketing
  Manager – Snacks & Bakery" "Jan 2022 – Present" and "Senior Brand Manager" "Mar 2019 – Dec 2021" at one
  food company, "Digital Marketing Specialist", "Campaign Coordinator (12-month contract)", "Marketing
  Assistant (part-time)" "2012–2014"), KEY ACHIEVEMENTS (awards), REFEREES. pdftotext prints the sidebar
  beside the main column with -layout and before it without. A marketer in Sydney, NSW.
- aj6 (an HTML page written by hand, UTF-8, a <style> block, kept as the .html file): a German data
  analyst's CV in English: <h1> "Johanna Weißenfels", the label "Senior Data Analyst · Product & Growth
  Analytics", a contact <ul> ("Berlin, Germany", a tel: link, a mailto link, a GitHub link printed
  "github.com/…", a LinkedIn link whose text is "LinkedIn"); "About me"; "Experience" with each job an <h3>
  title over "Employer, City" and a floated date span, German-style numeric dates: "Senior Data Analyst,
  Growth" "since 03/2023" and "Data Analyst" "01/2021 – 02/2023" at one mobility company, "Freelance
  Instructor, SQL & Tableau (evenings)" "since 2021" beside them, "Junior Data Analyst" "10/2019 – 12/2020"
  and "Working Student (Werkstudentin), Business Intelligence" "10/2017 – 09/2019" at one e-commerce
  company, "Student Assistant (studentische Hilfskraft), Chair of Econometrics" at a university; "Education"
  with <h3> "Degree — University" headings over the city and the dates and a <ul>: "M.Sc. Statistics —
  Humboldt-Universität zu Berlin" "10/2017 – 09/2019" with "Final grade: 1,7", a master's thesis "(1,0)" and
  a focus line; "B.Sc. Economics (Volkswirtschaftslehre) — Universität Leipzig" "10/2013 – 03/2017" with
  "Final grade: 2,0", an Erasmus+ exchange semester line and a bachelor's thesis; and a one-line "Abitur,
  Gymnasium am Elbufer, Dresden, 2013 – grade 1,6"; "Certifications"; "Skills" as a <dl> of three labelled
  ", " lists; "Projects & Talks"; "Languages" as a <ul> with " – " levels. An analyst in Berlin, Germany.

Decisions for this batch (documented here because the documents leave them to the reader):
- Several roles at one employer are separate work entries, each with the employer's name and location
  and its own dates (aj1, aj2, aj3, aj4, aj5, aj6); the overall range on aj3's employer lines is not an
  entry and not any title's dates. Part-time, evening, summer, contract, co-op, trainee, residency,
  teaching-fellow, working-student and student-assistant jobs, an acting post and an M.Tech project
  traineeship are work entries; overlapping and concurrent jobs are entries in printed order. Freelance
  work with "Self-employed" printed as its employer (aj2) has "Self-employed" as the name. Selected
  projects, publications, presentations and talks, achievements and awards, affiliations and
  memberships, interests, personal details, a declaration, referees, theses and final-year projects are
  not work entries; aj4's adjunct lectureship named in a bullet is part of the hospital job.
- A title's own comma, dash or parenthesis is part of the position ("Senior Financial Analyst, FP&A",
  "Teaching Fellow, Corporate Finance (part-time)", "Financial Analyst I (Finance Leadership Rotation)",
  "Principal Teacher of Pupil Support (acting)", "Private Chemistry Tutor (evenings)", "Senior Design
  Engineer - Transmission" with its typed hyphen, "Clinical Pharmacist – Anticoagulation & Ambulatory
  Care", "Pharmacy Resident (ACPR)", "Marketing Manager – Snacks & Bakery", "Campaign Coordinator (12-month
  contract)", "Working Student (Werkstudentin), Business Intelligence", "Student Assistant (studentische
  Hilfskraft), Chair of Econometrics"). An employer's "Inc.", "LLC", "Ltd", "Pvt. Ltd.", "Pty Ltd", "GmbH"
  and "SE" stay. Work locations as printed ("Larbert, Falkirk", "Chakan, Pune", "Bhosari MIDC, Pune",
  "Edinburgh", "Berlin").
- Dates: "Present", "present" and India's "Till Date" make a job current from its start; "Since 2018",
  "Since 2019", "since 2021" and "since 03/2023" are current from that year or month, with date_text as
  printed (the word "since" is how the date is written, as batch 28's "Since Sept 2023"); numeric
  "07/2017 - 05/2018" and "10/2013 – 03/2017" are months; "Jan – Jun 2020" runs 2020-01 to 2020-06 and "Jun
  – Aug 2012" 2012-06 to 2012-08; "2015–2017" and "2011–2013" keep years only; a single year or month is
  the end date ("May 2013"). aj3's ASCII " - " is kept in its date_text.
- Education:
  - "Master of Business Administration (MBA), Finance" is "Master of Business Administration (MBA)" /
    "Finance" (its "Specialization in …" is a remark, as batch 28's concentration); "Bachelor of Science in
    Finance, minor in Economics" is "Bachelor of Science" / "Finance" (a minor is not the area, batch 32).
  - "MSc Educational Leadership (part-time)" is "MSc" / "Educational Leadership" (the mode note left out).
    "Postgraduate Certificate in Education (PGCE), Secondary Chemistry" is study_type "Postgraduate
    Certificate in Education (PGCE)" with area "Secondary Chemistry" (split at the comma, as batch 30's
    "Ontario College Graduate Certificate, …"). "BSc (Hons) Chemistry" is "BSc (Hons)" / "Chemistry".
    "Advanced Highers and Highers" is a school-leaving qualification with no area and no score (its
    subject grades are not one, as A levels in batch 19); its institution drops ", Inverness".
  - "M.Tech. in Design Engineering" is "M.Tech." / "Design Engineering"; its institution is "College of
    Engineering Pune (COEP)" without ", Dept. of Mechanical Engineering" (a department, as batch 33 left
    out a department named in a bullet). "B.E. (Mechanical Engineering)" is "B.E." / "Mechanical
    Engineering" (the parenthesis after the degree is its field, as "Bachelor of Commerce (Marketing)" in
    batch 29); its institution drops ", Pune" and the affiliating "(University of Pune)" (batch 33).
    "HSC (Science)" is "HSC" / "Science" and "SSC" has no area; their institutions drop ", Pune - Maharashtra
    State Board" (the board is not part of the institution, batch 33).
  - "Doctor of Pharmacy (PharmD)" has no area. "Honours Bachelor of Science – Biochemistry, minor in
    Psychology" is "Honours Bachelor of Science" / "Biochemistry".
  - "Graduate Certificate in Digital Marketing" is "Graduate Certificate" / "Digital Marketing" (batch 32).
    aj5's "Bachelor of Commerce (Marketing) / Bachelor of Media (Public Relations & Advertising)" is a
    double degree: two entries with the same institution and dates (as batch 28's dual degree),
    "Bachelor of Commerce" / "Marketing" and "Bachelor of Media" / "Public Relations & Advertising".
  - "M.Sc. Statistics" is "M.Sc." / "Statistics"; "B.Sc. Economics (Volkswirtschaftslehre)" is "B.Sc." /
    "Economics" (the German name a gloss, batch 29); "Abitur" has no area.
  - The score is the printed grade, GPA, percentage or class without its label, a GPA before Latin
    honours or a distinction (batch 26): "3.82/4.00", "3.71/4.00" (not "magna cum laude"), "Merit",
    "Upper Second Class Honours (2:1)", "8.92 / 10" ("CGPA:", spaced as printed), "71.6%" ("Aggregate:"; the
    class in parentheses is not part of it), "84.33%" and "91.08%" ("Percentage:"), "3.86/4.00" (not "High
    Distinction"), "11.2/12" (McMaster's 12-point scale), "78.4" ("WAM", the label left out as "GPA"),
    German grades with their decimal comma "1,7", "2,0" ("Final grade:") and "1,6" ("grade"). A thesis's or
    dissertation's own grade ("(68%)", "(Grade: AA)", "(1,0)"), a Dean's List or Dean's Honour List, Beta
    Gamma Sigma and a scholarship are not the degree's score. aj5's double degree prints none.
  - Exchange terms, semesters and years printed as lines under a degree belong to that degree and are not
    entries (batch 28). The institution is the printed name without a city, province or country ("The
    University of Edinburgh" keeps "The" as printed; "University of Toronto — Toronto, ON" is "University
    of Toronto"; "Gymnasium am Elbufer, Dresden" is "Gymnasium am Elbufer"); "NYU Stern School of
    Business" and "UNSW Sydney" are the names as printed.
- Certificates and licences drop the issuer, year, registration number, exam levels and expiry, and keep
  an abbreviation or exam code in parentheses that is part of the name: "Chartered Financial Analyst
  (CFA)", "Financial Modeling & Valuation Analyst (FMVA)", "Bloomberg Market Concepts (BMC)", "GTCS Full
  Registration", "Qualified Teacher Status (QTS)", "Scotland's Mental Health First Aid (SMHFA)", "Emergency
  First Aid at Work", "Certified SOLIDWORKS Professional (CSWP)", "Lean Six Sigma Green Belt", "Functional
  Safety (ISO 26262) Foundation", "Registered Pharmacist", "Board Certified Pharmacotherapy Specialist
  (BCPS)", "Certified Anticoagulation Care Provider (CACP)", "Injection and Immunization Training", "Basic
  Life Support (BLS)", "Certified Practising Marketer (CPM)", "Google Analytics Certification", "Meta
  Certified Media Buying Professional", "Microsoft Certified: Power BI Data Analyst Associate (PL-300)",
  "dbt Analytics Engineering Certification", "Tableau Desktop Specialist". aj2's PVG Scheme membership
  and driving licence in the profile text, memberships and affiliations, awards and aj3's GATE rank are
  not certificates.
- basics.name drops credentials after the name ("Jonathan R. Whitfield, CFA", "Mei-Lin Chow, PharmD, RPh")
  and a name printed in capitals is written as a name is ("SAURABH VIJAY KULKARNI" is "Saurabh Vijay
  Kulkarni"). The label is the line under the name, whole. Basics location is the city with the state,
  province or country printed beside it, without a ZIP code, postcode, PIN code or district
  ("Morningside, Edinburgh EH10" is city "Edinburgh" with no country code since no country is printed;
  "Baner, Pune, Maharashtra - 411045" is "Pune", "Maharashtra"; "Berlin, Germany" gives "DE"). LinkedIn
  addresses printed as text get "https://www."; links use their targets; aj6's GitHub link is a profile
  and its "geolift-de" project link is not.
- Skills are the listed items as printed, a group's label left out; ", " and lines separate items,
  commas inside parentheses do not ("Oracle Hyperion (Essbase, Planning)", "SQA Chemistry (National 5,
  Higher, Advanced Higher)", "Causal inference (diff-in-diff, synthetic control)"). aj1's "Data:" and aj6's
  "Data & programming" groups are skills. Spoken languages with their fluency as printed ("professional
  working proficiency", "B2", "beginner", "mother tongue", "A1", "basic (A2)", "C2 (fluent)"); aj3's
  "Languages Known: English, Hindi, …" prints no level for English and Hindi, so they have no fluency.

Truth conventions as in batches 5–34: date_text as printed (LaTeX's "--" printed as "–"; ASCII hyphens kept
in aj3), the work entry's location where printed, phones as printed. Phones are 555 numbers in the US,
Canada, India, Australia and Germany and an Ofcom drama mobile ("07700 900418") in the UK; emails at
example.com. Every person, employer, school, thesis, paper, registration number, phone and email is
invented; the universities, colleges, NYU Stern, London Business School, CFA Institute, the GTCS and the
other issuers are real institutions, named as any resume names them.

Tools on the machine that wrote this batch (nothing had to be installed): pdflatex (texlive with psnfss
Charter, titlesec, enumitem, xcolor, hyperref), python-docx, LibreOffice (soffice), wkhtmltopdf 0.12.6,
fpdf2 2.8, poppler-utils, fonts-liberation, fonts-crosextra-carlito, fonts-dejavu. pdflatex, wkhtmltopdf,
lo_page_count, fpdf_dejavu, new_docx, bottom_border, tex, work_truth, dates and linkedin come from
holdout_render.py; cell_margins, no_borders and table_geometry from render_batch20.py, flat_skills from
render_batch24.py, grouped_jobs from render_batch26.py and github from render_batch28.py.
Run from this folder: python3 render_batch36.py
"""
import os
import textwrap
from xml.sax.saxutils import escape

from holdout_render import (FILES, bottom_border, check_pages, dates, fpdf_dejavu, linkedin, lo_page_count,
                            new_docx, pdf_pages, pdflatex, shade, tex, wkhtmltopdf, work_truth, write_text,
                            write_truth)
from render_batch20 import cell_margins, no_borders, table_geometry
from render_batch24 import flat_skills
from render_batch26 import grouped_jobs
from render_batch28 import github


# ---- aj1: senior financial analyst (New York), pdflatex ------------------------------------------------------
AJ1_EMPLOYERS = [
    ("Hudson Meridian Holdings, Inc.", "New York, NY", [
        ("Senior Financial Analyst, FP&A", "Jan 2022 – Present", ("2022-01", None, True),
         ["Own the consolidated annual operating plan and quarterly reforecast for a $2.4B-revenue industrial "
          "holding company with 11 operating subsidiaries.",
          "Build the monthly board and lender reporting package: P&L bridges, covenant compliance, free cash flow "
          "and working-capital dashboards in Power BI.",
          "Led the valuation and integration model for a $310M bolt-on acquisition (DCF, trading comps, accretion "
          "and dilution); the deal closed in Q3 2023.",
          "Cut the monthly close-to-forecast cycle from 9 to 5 business days by moving subsidiary submissions "
          "from e-mailed workbooks to Oracle Hyperion Planning.",
          "Supervise two financial analysts and an MBA summer intern."]),
        ("Financial Analyst, Corporate Finance", "Jul 2019 – Dec 2021", ("2019-07", "2021-12"),
         ["Modeled capital allocation scenarios and debt refinancing options for the CFO and treasurer, including "
          "a $500M term loan repricing that saved $3.1M a year in interest.",
          "Prepared investment committee memos for capex requests above $5M; tracked post-investment returns.",
          "Rebuilt the 13-week cash flow forecast during 2020 and presented it weekly to the lender group."]),
    ]),
    ("NYU Stern School of Business", "New York, NY", [
        ("Teaching Fellow, Corporate Finance (part-time)", "Sep 2018 – May 2019", ("2018-09", "2019-05"),
         ["Led weekly review sessions for 120 MBA students and graded case write-ups on valuation and capital "
          "structure."]),
    ]),
    ("Brightwater Capital Advisors LLC", "New York, NY", [
        ("MBA Summer Associate, Investment Banking", "Jun 2018 – Aug 2018", ("2018-06", "2018-08"),
         ["Built merger and LBO models and drafted marketing materials for two sell-side mandates in "
          "industrial distribution; received a full-time offer."]),
    ]),
    ("Keystone Mutual Life Insurance Company", "Hartford, CT", [
        ("Financial Analyst II", "Mar 2015 – Jul 2017", ("2015-03", "2017-07"),
         ["Prepared the quarterly earnings variance analysis for the individual life and annuity segments "
          "($1.8B in premiums).",
          "Automated the expense allocation model in Excel VBA, saving about 30 analyst hours a month."]),
        ("Financial Analyst I (Finance Leadership Rotation)", "Aug 2013 – Feb 2015", ("2013-08", "2015-02"),
         ["Three rotations: investment accounting, corporate FP&A and statutory reporting."]),
    ]),
]
AJ1_JOBS = grouped_jobs(AJ1_EMPLOYERS)
AJ1_CERTS = [("Chartered Financial Analyst (CFA) – CFA Institute, charter awarded 2020 (Levels I–III passed "
              "2016–2019)", "Chartered Financial Analyst (CFA)"),
             ("Financial Modeling & Valuation Analyst (FMVA) – Corporate Finance Institute, 2021",
              "Financial Modeling & Valuation Analyst (FMVA)"),
             ("Bloomberg Market Concepts (BMC) – 2017", "Bloomberg Market Concepts (BMC)")]
AJ1_SKILLS = [("Finance", ["Three-statement modeling", "DCF and LBO valuation", "Accretion/dilution analysis",
                           "Budgeting and reforecasting", "Variance analysis", "Capital allocation",
                           "Board and lender reporting"]),
              ("Systems", ["Excel (VBA, Power Query)", "Oracle Hyperion (Essbase, Planning)", "SAP S/4HANA",
                           "Bloomberg Terminal", "FactSet", "Capital IQ"]),
              ("Data", ["SQL", "Python (pandas)", "Power BI", "Tableau"])]


def aj1_financial_analyst_pdflatex():
    def bullets(items):
        return (r"\begin{itemize}" + "\n" + "\n".join(r"\item " + tex(i) for i in items) + "\n" + r"\end{itemize}"
                if items else "")

    work = []
    for company, place, roles in AJ1_EMPLOYERS:
        block = [r"\textbf{" + tex(company) + r"}\hfill " + tex(place) + r"\par"]
        for title, when, _, items in roles:
            block.append(r"\textit{" + tex(title) + r"}\hfill " + tex(when) + r"\par" + "\n" + bullets(items))
        work.append("\n".join(block) + r"\medskip")

    src = r"""\documentclass[11pt,letterpaper]{article}
\usepackage[T1]{fontenc}
\usepackage[utf8]{inputenc}
\usepackage{charter}
\usepackage{textcomp}
\usepackage[margin=0.8in,top=0.7in,bottom=0.7in]{geometry}
\usepackage{titlesec}
\usepackage{enumitem}
\usepackage{xcolor}
\usepackage[hidelinks]{hyperref}
\definecolor{navy}{RGB}{20,45,90}
\pagestyle{empty}
\setlength{\parindent}{0pt}
\setlist[itemize]{leftmargin=1.3em,itemsep=1pt,topsep=2pt,parsep=0pt}
\titleformat{\section}{\color{navy}\bfseries\large}{}{0pt}{\MakeUppercase}[{\color{navy}\titlerule}]
\hyphenpenalty=10000
\exhyphenpenalty=10000
\sloppy
\titlespacing*{\section}{0pt}{11pt}{5pt}
\begin{document}
{\huge\bfseries\color{navy} Jonathan R. Whitfield, CFA}\par\smallskip
{\large Senior Financial Analyst \textbar{} FP\&A and Corporate Finance}\par\smallskip
New York, NY 10023 \textperiodcentered{} (212) 555-0138 \textperiodcentered{}
\href{mailto:jonathan.whitfield@example.com}{jonathan.whitfield@example.com}\\
\href{https://www.linkedin.com/in/jwhitfield-cfa}{linkedin.com/in/jwhitfield-cfa}

\section*{Summary}
CFA charterholder and NYU Stern MBA with ten years in corporate finance, FP\&A and insurance finance.
I build the models and the reporting that executives use to allocate capital, and I like turning messy
subsidiary data into a forecast people trust. Looking for a finance manager or FP\&A lead role in New York.

\section*{Professional Experience}
""" + "\n\n".join(work) + r"""

\section*{Education}
\textbf{NYU Stern School of Business}\hfill New York, NY\par
\textit{Master of Business Administration (MBA), Finance}\hfill Aug 2017 -- May 2019\par
Specialization in Financial Instruments \& Markets \textperiodcentered{} GPA 3.82/4.00 \textperiodcentered{}
Beta Gamma Sigma \textperiodcentered{} Stern Merit Scholar\par
Exchange term: London Business School, London, UK (Spring 2018)\par\medskip
\textbf{University of Connecticut}\hfill Storrs, CT\par
\textit{Bachelor of Science in Finance, minor in Economics}\hfill May 2013\par
GPA 3.71/4.00 \textperiodcentered{} magna cum laude \textperiodcentered{} Honors thesis: ``Dividend Signaling
in Regional Bank Stocks after 2008''\par

\section*{Certifications}
\begin{itemize}
""" + "\n".join(r"\item " + tex(p) for p, _ in AJ1_CERTS) + r"""
\end{itemize}

\section*{Selected Projects}
\begin{itemize}
\item \textbf{Working-capital program (2023--2024):} designed the DSO/DPO/DIO targets and monthly scorecard
for all subsidiaries; released \$46M of cash in 18 months.
\item \textbf{Hyperion Planning rollout (2022):} finance lead for the consolidation and planning build;
wrote the driver-based revenue and headcount templates.
\item \textbf{Stern investment fund (2018--2019):} co-portfolio manager for the industrials sleeve of the
student-run Michael Price Student Investment Fund.
\end{itemize}

\section*{Skills}
""" + "\n".join(r"\textbf{" + label + r":} " + tex(", ".join(items)) + r"\par" for label, items in AJ1_SKILLS) + r"""

\section*{Languages}
English (native), Spanish (professional working proficiency), Portuguese (basic)

\section*{Affiliations}
CFA Society New York -- member, Career Development Committee volunteer (2021--present)\par
Financial Executives International (FEI) -- Emerging Leaders member
\end{document}
"""
    name = "aj1-jonathan-whitfield"
    pdflatex(src, name)
    check_pages(name, pdf_pages(os.path.join(FILES, name + ".pdf")), 2)
    write_truth(name, {
        "basics": {"name": "Jonathan R. Whitfield", "label": "Senior Financial Analyst | FP&A and Corporate Finance",
                   "email": "jonathan.whitfield@example.com", "phone": "(212) 555-0138",
                   "location": {"city": "New York", "region": "NY"},
                   "profiles": [linkedin("jwhitfield-cfa")]},
        "work": work_truth(AJ1_JOBS),
        "education": [
            {"institution": "NYU Stern School of Business", "study_type": "Master of Business Administration (MBA)",
             "area": "Finance", "score": "3.82/4.00", "dates": dates("2017-08", "2019-05", text="Aug 2017 – May 2019")},
            {"institution": "University of Connecticut", "study_type": "Bachelor of Science", "area": "Finance",
             "score": "3.71/4.00", "dates": dates(None, "2013-05", text="May 2013")}],
        "skills": flat_skills(AJ1_SKILLS),
        "certificates": [{"name": n} for _, n in AJ1_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Spanish", "fluency": "professional working proficiency"},
                      {"language": "Portuguese", "fluency": "basic"}],
    })


# ---- aj2: principal teacher of chemistry (Edinburgh), DOCX with a two-column table layout --------------------
AJ2_SCHOOL = "Braidburn High School"
AJ2_JOBS = [
    ("Principal Teacher of Chemistry", AJ2_SCHOOL, "Edinburgh", "Aug 2021 – present", ("2021-08", None, True),
     ["Lead a department of 4 chemistry teachers and a technician; S1–S6 courses for 1,050 pupils.",
      "Rewrote the BGE science curriculum around practical inquiry with the Principal Teacher of Biology.",
      "Higher Chemistry A–C pass rate up from 71% (2021) to 84% (2024); Advanced Higher introduced in 2022.",
      "SQA appointee (Higher Chemistry marker) since 2022."]),
    ("Principal Teacher of Pupil Support (acting)", AJ2_SCHOOL, "Edinburgh", "Jan – Jun 2020",
     ("2020-01", "2020-06"),
     ["Maternity cover: pastoral care, attendance and child-planning meetings for a caseload of 180 pupils."]),
    ("Teacher of Chemistry and Science", AJ2_SCHOOL, "Edinburgh", "Aug 2017 – Jun 2021", ("2017-08", "2021-06"),
     ["Taught S1–S3 science and National 5 and Higher Chemistry; ran the STEM club and the Young Engineers team.",
      "Developed the department's remote learning materials in Microsoft Teams during school closures."]),
    ("Private Chemistry Tutor (evenings)", "Self-employed", "Edinburgh", "Since 2018", ("2018", None, True),
     ["National 5, Higher and Advanced Higher tutoring for 4–6 pupils a year."]),
    ("Teacher of Chemistry", "Carronvale High School", "Larbert, Falkirk", "2015–2017", ("2015", "2017"),
     ["Gained full GTCS registration through the Flexible Route in my first year in Scotland.",
      "Coordinated the S3 science fair and the school's Salters' Festival of Chemistry entry."]),
    ("Newly Qualified Teacher (Science)", "Meanwood Grange Academy", "Leeds", "2014 – 2015", ("2014", "2015"),
     ["Key Stage 3 science and GCSE chemistry in an 11–16 academy; tutor to a Year 8 form."]),
    ("Laboratory Assistant (summer)", "Clydeside Analytical Services Ltd", "Glasgow", "Jun – Aug 2012",
     ("2012-06", "2012-08"), []),
]
AJ2_EDUCATION = [
    ("2019 – 2022", "MSc Educational Leadership (part-time)", "The University of Edinburgh",
     ["Merit", "Dissertation: “Middle leaders and curriculum change in the Broad General Education” (68%)"]),
    ("2013 – 2014", "Postgraduate Certificate in Education (PGCE), Secondary Chemistry", "University of Leeds",
     ["60 credits at Master's level (Level 7) · placements in Leeds and Bradford"]),
    ("2009 – 2013", "BSc (Hons) Chemistry", "University of Glasgow",
     ["Upper Second Class Honours (2:1)",
      "Erasmus exchange year at Ruprecht-Karls-Universität Heidelberg (2011–12)",
      "Final-year project: “Copper-catalysed C–N coupling in aqueous media”"]),
    ("2009", "Advanced Highers and Highers", "Kinmylies High School, Inverness",
     ["Advanced Highers: Chemistry (A), Mathematics (A), Biology (B); Highers: 5 at grade A"]),
]
AJ2_CERTS = [("GTCS Full Registration – 2016, reg. no. 148233", "GTCS Full Registration"),
             ("Qualified Teacher Status (QTS) – 2014", "Qualified Teacher Status (QTS)"),
             ("Scotland's Mental Health First Aid (SMHFA) – 2023", "Scotland's Mental Health First Aid (SMHFA)"),
             ("Emergency First Aid at Work – St John Scotland, 2024", "Emergency First Aid at Work")]
AJ2_SKILLS = [("Teaching", ["Curriculum for Excellence (BGE and Senior Phase)", "SQA Chemistry (National 5, Higher, "
                            "Advanced Higher)", "Practical and inquiry-based learning",
                            "Differentiation and ASN support", "Assessment and moderation"]),
              ("Leadership", ["Department management", "Timetabling and budgets", "Mentoring probationers",
                              "Self-evaluation (HGIOS4)"]),
              ("Digital", ["Microsoft Teams", "SEEMIS", "Google Classroom", "Excel tracking"])]


def aj2_teacher_docx():
    from docx.shared import Inches, Pt, RGBColor

    green = RGBColor(0x1E, 0x5B, 0x4F)
    document = new_docx(author="Catriona Baillie", title="CV – Catriona Baillie", page=(Inches(8.27), Inches(11.69)),
                        margins=(Inches(0.8), Inches(0.7)), font="Calibri", size=10.5, space_after=2)
    document.styles["List Bullet"].paragraph_format.space_after = Pt(0)

    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(0)
    r = p.add_run("Catriona Baillie"); r.bold = True; r.font.size = Pt(24); r.font.color.rgb = green
    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(2)
    r = p.add_run("Principal Teacher of Chemistry · Secondary Science"); r.font.size = Pt(13)
    document.add_paragraph("Morningside, Edinburgh EH10  |  07700 900418  |  catriona.baillie@example.com")

    def heading(text):
        q = document.add_paragraph()
        q.paragraph_format.space_before = Pt(10); q.paragraph_format.space_after = Pt(4)
        q.paragraph_format.keep_with_next = True
        r = q.add_run(text.upper()); r.bold = True; r.font.size = Pt(11.5); r.font.color.rgb = green
        bottom_border(q, color="1E5B4F", size="6")

    def two_column(rows):
        """rows: (left text, fill(cell)) pairs; one borderless table, dates in the narrow left column."""
        table = document.add_table(rows=len(rows), cols=2)
        no_borders(table); cell_margins(table, left=0, right=115)
        table_geometry(table, [1750, 8156])
        for row, (left, fill) in zip(table.rows, rows):
            lc = row.cells[0].paragraphs[0]
            lr = lc.add_run(left); lr.bold = True; lr.font.color.rgb = green
            fill(row.cells[1])

    def lines(cell, first, *rest, bullets=()):
        p0 = cell.paragraphs[0]; p0.paragraph_format.space_after = Pt(0)
        p0.add_run(first).bold = True
        for text, italic in rest:
            q = cell.add_paragraph(); q.paragraph_format.space_after = Pt(0)
            q.add_run(text).italic = italic
        for b in bullets:
            cell.add_paragraph(b, style="List Bullet")
        cell.paragraphs[-1].paragraph_format.space_after = Pt(6)

    heading("Profile")
    document.add_paragraph(
        "Principal Teacher of Chemistry with ten years' secondary teaching in England and Scotland and a part-time "
        "MSc in educational leadership. I lead a department that gets results and still has fun in the lab, and "
        "I am ready for a Depute Head Teacher post with a curriculum or learning and teaching remit. PVG Scheme "
        "member; full UK driving licence.")

    heading("Teaching Experience")
    two_column([(when, (lambda c, t=title, e=employer, pl=place, it=items:
                         lines(c, t, (f"{e}, {pl}", True), bullets=it)))
                for title, employer, place, when, _, items in AJ2_JOBS])

    heading("Education & Qualifications")
    two_column([(when, (lambda c, d=degree, s=school, ls=remarks:
                         lines(c, d, (s, True), *[(x, False) for x in ls])))
                for when, degree, school, remarks in AJ2_EDUCATION])

    heading("Registration & Certificates")
    for printed, _ in AJ2_CERTS:
        document.add_paragraph(printed, style="List Bullet")

    heading("Skills")
    two_column([(label, (lambda c, it=items: c.paragraphs[0].add_run(", ".join(it)))) for label, items in AJ2_SKILLS])

    heading("Languages")
    document.add_paragraph("English (native), German (B2), Scottish Gaelic (beginner)")

    heading("Interests")
    document.add_paragraph("Hillwalking (64 Munros so far), Duke of Edinburgh's Award expedition leader, "
                           "ceilidh band fiddle.")
    document.add_paragraph("References available on request.")

    name = "aj2-catriona-baillie"
    path = os.path.join(FILES, name + ".docx")
    document.save(path)
    check_pages(name, lo_page_count(path, name), 2)
    write_truth(name, {
        "basics": {"name": "Catriona Baillie", "label": "Principal Teacher of Chemistry · Secondary Science",
                   "email": "catriona.baillie@example.com", "phone": "07700 900418",
                   "location": {"city": "Edinburgh"}},
        "work": work_truth(AJ2_JOBS),
        "education": [
            {"institution": "The University of Edinburgh", "study_type": "MSc", "area": "Educational Leadership",
             "score": "Merit", "dates": dates("2019", "2022", text="2019 – 2022")},
            {"institution": "University of Leeds", "study_type": "Postgraduate Certificate in Education (PGCE)",
             "area": "Secondary Chemistry", "dates": dates("2013", "2014", text="2013 – 2014")},
            {"institution": "University of Glasgow", "study_type": "BSc (Hons)", "area": "Chemistry",
             "score": "Upper Second Class Honours (2:1)", "dates": dates("2009", "2013", text="2009 – 2013")},
            {"institution": "Kinmylies High School", "study_type": "Advanced Highers and Highers",
             "dates": dates(None, "2009", text="2009")}],
        "skills": flat_skills(AJ2_SKILLS),
        "certificates": [{"name": n} for _, n in AJ2_CERTS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "German", "fluency": "B2"},
                      {"language": "Scottish Gaelic", "fluency": "beginner"}],
    })


# ---- aj3: senior design engineer (Pune), plain text saved by Notepad as "Unicode" (UTF-16 LE) ----------------
AJ3_EMPLOYERS = [
    ("Sahyadri Powertrain Systems Pvt. Ltd.", "Chakan, Pune", "Jul 2018 - Till Date", [
        ("Senior Design Engineer - Transmission", "Apr 2022 - Till Date", ("2022-04", None, True),
         ["Design owner for the 6-speed manual transmission housing and shift system of a 1.5 L SUV programme "
          "(annual volume 1.2 lakh units), from concept to PPAP.",
          "Lead a team of 4 design engineers and 2 CAE engineers; release drawings and BOMs in Teamcenter.",
          "Reduced housing mass by 1.8 kg (11%) through topology optimisation and rib redesign, saving "
          "Rs 420 per unit.",
          "Drive DFMEA, DVP&R and design reviews with the customer, casting supplier and plant."]),
        ("Design Engineer", "Jul 2018 - Mar 2022", ("2018-07", "2022-03"),
         ["Designed gear shafts, bearing retainers and clutch housing parts in Siemens NX with GD&T per "
          "ASME Y14.5.",
          "Ran tolerance stack-ups and static/modal FEA in ANSYS; correlated results with rig tests.",
          "Supported the BS-VI changeover of two legacy gearboxes (NVH and lubrication fixes)."]),
    ]),
    ("Western Automotive Test Centre", "Hinjewadi, Pune", None, [
        ("M.Tech Project Trainee", "07/2017 - 05/2018", ("2017-07", "2018-05"),
         ["Thesis project on topology optimisation of a gearbox housing for NVH; test data from the centre's "
          "semi-anechoic chamber."]),
    ]),
    ("Deccan Forge & Castings Ltd.", "Bhosari MIDC, Pune", "Aug 2014 - Jun 2016", [
        ("Junior Engineer - Product Design", "Aug 2015 - Jun 2016", ("2015-08", "2016-06"),
         ["Designed forging dies and machining fixtures for crankshafts and connecting rods in CATIA V5."]),
        ("Graduate Engineer Trainee", "Aug 2014 - Jul 2015", ("2014-08", "2015-07"),
         ["One-year trainee programme across die shop, quality and product design."]),
    ]),
]
AJ3_JOBS = [(t, c, p, w, span) for c, p, _, roles in AJ3_EMPLOYERS for t, w, span, _ in roles]
AJ3_CERTS = [("Certified SOLIDWORKS Professional (CSWP) - Dassault Systèmes, 2017",
              "Certified SOLIDWORKS Professional (CSWP)"),
             ("Lean Six Sigma Green Belt - Quality Council of India, 2021", "Lean Six Sigma Green Belt"),
             ("Functional Safety (ISO 26262) Foundation - TÜV SÜD, 2023", "Functional Safety (ISO 26262) Foundation")]
AJ3_SKILLS = [("CAD", ["Siemens NX", "CATIA V5", "SOLIDWORKS", "AutoCAD"]),
              ("CAE", ["ANSYS Mechanical", "HyperMesh", "OptiStruct", "Romax"]),
              ("PLM", ["Teamcenter", "Windchill"]),
              ("Methods", ["GD&T (ASME Y14.5)", "Tolerance stack-up", "DFMEA", "DVP&R", "DFM/DFA", "APQP/PPAP"])]


def aj3_mechanical_engineer_txt():
    width = 90

    def heading(text):
        return ["", text, "=" * len(text)]

    def right(left, right_text):
        return left + " " * max(2, width - len(left) - len(right_text)) + right_text

    out = ["SAURABH VIJAY KULKARNI",
           "Senior Design Engineer - Transmission & Driveline | CAD / CAE | 10+ years",
           "Baner, Pune, Maharashtra - 411045",
           "Mobile: +91 98220 55517 | E-mail: saurabh.kulkarni@example.com",
           "LinkedIn: linkedin.com/in/saurabh-kulkarni-mech"]
    out += heading("PROFESSIONAL SUMMARY")
    out += textwrap.wrap(
        "Mechanical design engineer with 10+ years in automotive transmissions and forgings, currently leading "
        "transmission housing and shift-system design for a Tier-1 supplier. M.Tech in Design Engineering from "
        "COEP. Strong in Siemens NX, FEA-driven design, GD&T and tolerance analysis, and in taking parts from "
        "concept through PPAP with casting and machining suppliers.", width)
    out += heading("TECHNICAL SKILLS")
    for label, items in AJ3_SKILLS:
        out.append(f"{label + ':':<10}{', '.join(items)}")
    out += heading("WORK EXPERIENCE")
    for i, (company, place, overall, roles) in enumerate(AJ3_EMPLOYERS):
        if i:
            out.append("")
        out.append(right(f"{company}, {place}", f"({overall})") if overall else f"{company}, {place}")
        for title, when, _, items in roles:
            out.append(right("  " + title, when))
            for item in items:
                out += textwrap.wrap(item, width, initial_indent="    - ", subsequent_indent="      ")
    out += heading("EDUCATION")
    edu = [
        ("M.Tech. in Design Engineering", "2016 - 2018",
         ["College of Engineering Pune (COEP), Dept. of Mechanical Engineering",
          "CGPA: 8.92 / 10",
          'Thesis: "Topology optimisation of an aluminium gearbox housing for NVH" (Grade: AA)']),
        ("B.E. (Mechanical Engineering)", "2010 - 2014",
         ["Pimpri Chinchwad College of Engineering, Pune (University of Pune)",
          "Aggregate: 71.6% (First Class with Distinction)",
          "Final year project: Design and fabrication of a pedal-operated washing machine"]),
        ("HSC (Science)", "2010",
         ["Shivajinagar Junior College of Science, Pune - Maharashtra State Board", "Percentage: 84.33%"]),
        ("SSC", "2008",
         ["Kothrud Vidya Niketan High School, Pune - Maharashtra State Board", "Percentage: 91.08%"]),
    ]
    for i, (degree, when, rest) in enumerate(edu):
        if i:
            out.append("")
        out.append(right(degree, when))
        out += ["  " + line for line in rest]
    out += heading("CERTIFICATIONS")
    out += ["- " + printed for printed, _ in AJ3_CERTS]
    out += heading("PUBLICATIONS")
    out += textwrap.wrap('S. V. Kulkarni, R. M. Deshpande, "Topology optimisation of an aluminium gearbox housing '
                         'for reduced radiated noise", SAE Technical Paper 2019-28-0041, SYMPOSIUM ON '
                         'INTERNATIONAL AUTOMOTIVE TECHNOLOGY (SIAT), Pune, 2019.', width,
                         initial_indent="1. ", subsequent_indent="   ")
    out += heading("ACHIEVEMENTS")
    out += ["- \"Design Excellence\" award, Sahyadri Powertrain Systems, FY 2023-24",
            "- GATE 2016 (Mechanical Engineering): AIR 642, score 812"]
    out += heading("PERSONAL DETAILS")
    out += ["Date of Birth     : 14 March 1992",
            "Nationality       : Indian",
            "Languages Known   : English, Hindi, Marathi (mother tongue), German (A1)",
            "Notice Period     : 60 days | Current CTC: ₹ 21.5 LPA"]
    out += ["", "DECLARATION",
            "I hereby declare that the information furnished above is true to the best of my knowledge.",
            "", right("Place: Pune", "(Saurabh V. Kulkarni)")]
    text = "\r\n".join(out) + "\r\n"
    assert max(len(l) for l in out) <= width, [l for l in out if len(l) > width]

    name = "aj3-saurabh-kulkarni"
    with open(os.path.join(FILES, name + ".txt"), "w", encoding="utf-16", newline="") as f:
        f.write(text)
    write_truth(name, {
        "basics": {"name": "Saurabh Vijay Kulkarni",
                   "label": "Senior Design Engineer - Transmission & Driveline | CAD / CAE | 10+ years",
                   "email": "saurabh.kulkarni@example.com", "phone": "+91 98220 55517",
                   "location": {"city": "Pune", "region": "Maharashtra"},
                   "profiles": [linkedin("saurabh-kulkarni-mech")]},
        "work": work_truth(AJ3_JOBS),
        "education": [
            {"institution": "College of Engineering Pune (COEP)", "study_type": "M.Tech.", "area": "Design Engineering",
             "score": "8.92 / 10", "dates": dates("2016", "2018", text="2016 - 2018")},
            {"institution": "Pimpri Chinchwad College of Engineering", "study_type": "B.E.",
             "area": "Mechanical Engineering", "score": "71.6%", "dates": dates("2010", "2014", text="2010 - 2014")},
            {"institution": "Shivajinagar Junior College of Science", "study_type": "HSC", "area": "Science",
             "score": "84.33%", "dates": dates(None, "2010", text="2010")},
            {"institution": "Kothrud Vidya Niketan High School", "study_type": "SSC", "score": "91.08%",
             "dates": dates(None, "2008", text="2008")}],
        "skills": flat_skills(AJ3_SKILLS),
        "certificates": [{"name": n} for _, n in AJ3_CERTS],
        "languages": [{"language": "English"}, {"language": "Hindi"},
                      {"language": "Marathi", "fluency": "mother tongue"}, {"language": "German", "fluency": "A1"}],
    })


# ---- aj4: clinical pharmacist (Toronto), wkhtmltopdf ---------------------------------------------------------
AJ4_HOSPITAL = "Lakeshore General Hospital"
AJ4_JOBS = [
    ("Clinical Pharmacist – Anticoagulation & Ambulatory Care", AJ4_HOSPITAL, "Toronto, ON", "2021 – Present",
     ("2021", None, True),
     ["Run a pharmacist-led anticoagulation clinic for 600+ patients on warfarin and DOACs under a medical "
      "directive: INR management, dosing, bridging and transitions of care.",
      "Medication reviews and deprescribing for the geriatric and heart-function clinics (about 25 patients a week).",
      "Co-lead the hospital's antimicrobial stewardship huddles for ambulatory IV therapy.",
      "Precept 4–6 PharmD students and one ACPR resident a year; Adjunct Lecturer, Leslie Dan Faculty of Pharmacy."]),
    ("Hospital Pharmacist, General Internal Medicine", AJ4_HOSPITAL, "Toronto, ON", "2018 – 2021", ("2018", "2021"),
     ["Daily rounds with two GIM teams (40 beds): best possible medication histories, renal dosing, "
      "vancomycin and aminoglycoside monitoring, discharge counselling.",
      "Redeployed to the COVID-19 ICU surge team in 2020–2021."]),
    ("Pharmacy Resident (ACPR)", AJ4_HOSPITAL, "Toronto, ON", "Jul 2017 – Jun 2018", ("2017-07", "2018-06"),
     ["Accredited hospital pharmacy residency: internal medicine, cardiology, critical care, infectious "
      "diseases, oncology and ambulatory anticoagulation rotations."]),
    ("Relief Community Pharmacist (part-time)", "Bloor West Village Pharmacy", "Toronto, ON", "Since 2019",
     ("2019", None, True),
     ["Two Saturdays a month: dispensing, MedsCheck reviews, minor ailment prescribing and flu and COVID-19 "
      "vaccinations."]),
    ("Pharmacy Student (summer co-op)", "Danforth Wellness Pharmacy", "Toronto, ON", "05/2015 – 08/2015",
     ("2015-05", "2015-08"), []),
    ("Research Assistant (part-time)", "McMaster University", "Hamilton, ON", "2011–2013", ("2011", "2013"),
     ["Protein purification and enzyme kinetics in a biochemistry laboratory, 10 hours a week."]),
]
AJ4_CERTS = [("Registered Pharmacist – Ontario College of Pharmacists, reg. no. 619842 (2017)",
              "Registered Pharmacist"),
             ("Board Certified Pharmacotherapy Specialist (BCPS) – Board of Pharmacy Specialties, 2020",
              "Board Certified Pharmacotherapy Specialist (BCPS)"),
             ("Certified Anticoagulation Care Provider (CACP) – 2022", "Certified Anticoagulation Care Provider (CACP)"),
             ("Injection and Immunization Training – Ontario Pharmacists Association, 2017",
              "Injection and Immunization Training"),
             ("Basic Life Support (BLS) – Heart & Stroke Foundation, exp. 03/2026", "Basic Life Support (BLS)")]
AJ4_SKILLS = [("Clinical", ["Anticoagulation management (warfarin, DOACs, LMWH)", "Medication reconciliation",
                            "Deprescribing", "Therapeutic drug monitoring", "Antimicrobial stewardship",
                            "Patient counselling", "Precepting"]),
              ("Systems", ["Epic (Willow)", "Meditech Expanse", "Kroll", "Lexicomp", "UpToDate", "REDCap"])]
AJ4_PUBS = ["Chow M, Farouk S, Dempsey L. Pharmacist-led transition from warfarin to direct oral anticoagulants in "
            "an outpatient clinic: a quality improvement study. Can J Hosp Pharm. 2023;76(2):118-25.",
            "Chow M, Lindqvist A. Vancomycin AUC-guided dosing on a general medicine ward: a before-and-after "
            "evaluation. Poster, CSHP Professional Practice Conference, Toronto, 2020."]


def aj4_pharmacist_wkhtmltopdf():
    def job(title, company, place, when, items):
        return (f'<div class="entry"><div class="row"><span class="when">{escape(when)}</span>'
                f'<span class="title">{escape(title)}</span></div>'
                f'<div class="org">{escape(company)}, {escape(place)}</div>'
                + ("<ul>" + "".join(f"<li>{escape(i)}</li>" for i in items) + "</ul>" if items else "") + "</div>")

    def edu(when, degree, school, notes):
        return (f'<tr><td class="edate">{escape(when)}</td><td><div class="title">{escape(degree)}</div>'
                f'<div class="org">{escape(school)}</div>'
                + "".join(f"<div>{escape(n)}</div>" for n in notes) + "</td></tr>")

    html = f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Mei-Lin Chow, PharmD – CV</title>
<style>
body {{ font-family: "Liberation Sans", Arial, sans-serif; font-size: 13.2pt; color: #1f2a30; line-height: 1.32; }}
h1 {{ font-size: 28pt; margin: 0; color: #0e5a63; }}
.label {{ font-size: 16pt; margin: 3px 0 4px; }}
.contact a {{ color: #0e5a63; text-decoration: none; }}
h2 {{ font-size: 14.5pt; text-transform: uppercase; letter-spacing: 1px; color: #0e5a63;
      border-bottom: 1.5px solid #0e5a63; margin: 14px 0 6px; padding-bottom: 1px; page-break-after: avoid; }}
.entry {{ margin-bottom: 7px; page-break-inside: avoid; }}
.row {{ overflow: hidden; }}
.when {{ float: right; color: #444; }}
.title {{ font-weight: bold; }}
.org {{ font-style: italic; }}
ul {{ margin: 2px 0 0; padding-left: 18px; }}
table.edu {{ border-collapse: collapse; width: 100%; }}
table.edu td {{ vertical-align: top; padding: 0 0 8px; }}
td.edate {{ width: 1.4in; color: #444; }}
p {{ margin: 0 0 3px; }}
</style></head>
<body>
<h1>Mei-Lin Chow, PharmD, RPh</h1>
<div class="label">Clinical Pharmacist | Ambulatory Care &amp; Anticoagulation</div>
<div class="contact">Toronto, ON M4Y 1R5 &nbsp;|&nbsp; 416-555-0193 &nbsp;|&nbsp;
<a href="mailto:meilin.chow@example.com">meilin.chow@example.com</a> &nbsp;|&nbsp;
<a href="https://www.linkedin.com/in/meilin-chow-pharmd">linkedin.com/in/meilin-chow-pharmd</a></div>

<h2>Profile</h2>
<p>Hospital clinical pharmacist with eight years of post-residency practice in internal medicine and ambulatory
anticoagulation, BCPS-certified, with weekend community practice and a steady record of preceptorship, quality
improvement and publication. Looking for a clinical pharmacist specialist or clinic lead role in the GTA.</p>

<h2>Professional Experience</h2>
{"".join(job(t, c, p, w, i) for t, c, p, w, _, i in AJ4_JOBS)}

<h2>Education</h2>
<table class="edu">
{edu("2013 – 2017", "Doctor of Pharmacy (PharmD)", "University of Toronto — Toronto, ON",
     ["Graduated with High Distinction · cumulative GPA 3.86/4.00",
      "Experiential rotations: Sunnybrook HSC (cardiology), a Scarborough family health team, community practice"])}
{edu("2009 – 2013", "Honours Bachelor of Science – Biochemistry, minor in Psychology", "McMaster University — Hamilton, ON",
     ["Cumulative GPA 11.2/12 · Dean's Honour List, four years",
      "Exchange term: The University of Hong Kong (Fall 2011)",
      "Senior thesis: “Allosteric regulation of human pyruvate kinase M2”"])}
</table>

<h2>Licensure &amp; Certifications</h2>
<ul>{"".join(f"<li>{escape(p)}</li>" for p, _ in AJ4_CERTS)}</ul>

<h2>Publications &amp; Presentations</h2>
<ul>{"".join(f"<li>{escape(p)}</li>" for p in AJ4_PUBS)}</ul>

<h2>Skills</h2>
{"".join(f"<p><b>{label}:</b> {escape(', '.join(items))}</p>" for label, items in AJ4_SKILLS)}

<h2>Languages</h2>
<p>English — fluent &nbsp;·&nbsp; Cantonese — native &nbsp;·&nbsp; Mandarin — conversational &nbsp;·&nbsp; French — basic</p>

<h2>Professional Memberships</h2>
<p>Canadian Society of Hospital Pharmacists (CSHP) · Ontario Pharmacists Association (OPA) · Thrombosis Canada</p>
</body></html>
"""
    name = "aj4-mei-lin-chow"
    wkhtmltopdf(html, name, 2, options=("--page-size", "Letter", "--margin-top", "14mm", "--margin-bottom", "14mm",
                                        "--margin-left", "17mm", "--margin-right", "17mm", "--encoding", "utf-8"))
    write_truth(name, {
        "basics": {"name": "Mei-Lin Chow", "label": "Clinical Pharmacist | Ambulatory Care & Anticoagulation",
                   "email": "meilin.chow@example.com", "phone": "416-555-0193",
                   "location": {"city": "Toronto", "region": "ON"},
                   "profiles": [linkedin("meilin-chow-pharmd")]},
        "work": work_truth(AJ4_JOBS),
        "education": [
            {"institution": "University of Toronto", "study_type": "Doctor of Pharmacy (PharmD)", "score": "3.86/4.00",
             "dates": dates("2013", "2017", text="2013 – 2017")},
            {"institution": "McMaster University", "study_type": "Honours Bachelor of Science", "area": "Biochemistry",
             "score": "11.2/12", "dates": dates("2009", "2013", text="2009 – 2013")}],
        "skills": flat_skills(AJ4_SKILLS),
        "certificates": [{"name": n} for _, n in AJ4_CERTS],
        "languages": [{"language": "English", "fluency": "fluent"}, {"language": "Cantonese", "fluency": "native"},
                      {"language": "Mandarin", "fluency": "conversational"}, {"language": "French", "fluency": "basic"}],
    })


# ---- aj5: marketing manager (Sydney), fpdf2 with a left sidebar ----------------------------------------------
AJ5_EMPLOYERS = [
    ("Coastal Harvest Foods Pty Ltd", "North Ryde, NSW", [
        ("Marketing Manager – Snacks & Bakery", "Jan 2022 – Present", ("2022-01", None, True),
         ["Lead a team of 5 (2 brand managers, 2 assistant brand managers, 1 digital coordinator) across a "
          "$140M retail sales portfolio in Coles, Woolworths and ALDI.",
          "Own the $8M annual A&P budget, brand plans and the 3-year innovation pipeline with R&D and sales.",
          "Relaunched the Harvest Crunch range (new pack, master brand campaign, retailer media): +18% sales "
          "value and +2.1 share points in 12 months.",
          "Built the brand's first CRM program (140,000 members) on Salesforce Marketing Cloud.",
          "Present quarterly brand health, pricing and promotional ROI reviews to the executive team."]),
        ("Senior Brand Manager", "Mar 2019 – Dec 2021", ("2019-03", "2021-12"),
         ["Managed the bakery brands ($55M): consumer research, pack and product renovation, media and "
          "shopper activation.",
          "Launched 7 new products, including a gluten-free line that reached $6M in its first year.",
          "Moved 40% of the media budget from TV to digital and retail media with better reach per dollar."]),
    ]),
    ("Harbourline Insurance Ltd", "Sydney, NSW", [
        ("Digital Marketing Specialist", "Feb 2016 – Feb 2019", ("2016-02", "2019-02"),
         ["Ran paid search, paid social and email acquisition for home and motor insurance; cut cost per "
          "quote by 27%.",
          "Introduced A/B testing on quote-funnel landing pages with the product and web teams."]),
    ]),
    ("Bondi Lane Creative Pty Ltd", "Surry Hills, NSW", [
        ("Campaign Coordinator (12-month contract)", "Jan 2015 – Dec 2015", ("2015-01", "2015-12"),
         ["Coordinated integrated campaigns for FMCG and tourism clients: briefs, timelines, production "
          "and reporting."]),
    ]),
    ("Kingsford Community Sports Club", "Kingsford, NSW", [
        ("Marketing Assistant (part-time)", "2012–2014", ("2012", "2014"),
         ["Newsletters, social media and member events while at university."]),
    ]),
]
AJ5_JOBS = grouped_jobs(AJ5_EMPLOYERS)
AJ5_SKILLS = [("Brand & strategy", ["Brand positioning", "Portfolio strategy", "Consumer insights",
                                    "Go-to-market planning", "A&P budget management"]),
              ("Digital", ["Paid search and social", "CRM and lifecycle marketing", "Retail media",
                           "Marketing automation"]),
              ("Tools", ["Salesforce Marketing Cloud", "HubSpot", "Google Analytics 4", "Meta Ads Manager",
                         "Circana and Nielsen data", "Canva"])]
AJ5_CERTS = [("Certified Practising Marketer (CPM) – Australian Marketing Institute, 2021",
              "Certified Practising Marketer (CPM)"),
             ("Google Analytics Certification – 2023", "Google Analytics Certification"),
             ("Meta Certified Media Buying Professional – 2022", "Meta Certified Media Buying Professional")]


def aj5_marketing_manager_fpdf():
    from fpdf import FPDF

    side_w, side_x, main_x, right = 70, 7, 77, 14

    class Resume(FPDF):
        def header(self):
            self.set_fill_color(236, 241, 238)
            self.rect(0, 0, side_w, self.h, style="F")

    pdf = Resume(format="A4")
    pdf.set_margins(main_x, 14, right)
    pdf.set_auto_page_break(True, margin=14)
    fpdf_dejavu(pdf, styles=("", "B", "I"))
    pdf.set_title("Georgia Papadakis – Resume"); pdf.set_author("Georgia Papadakis")
    pdf.add_page()
    teal = (24, 88, 84)
    inner = side_w - 2 * side_x
    main_w = pdf.w - main_x - right

    def font(style="", size=9.5, color=(33, 33, 33)):
        pdf.set_font("DejaVu", style, size); pdf.set_text_color(*color)

    # sidebar, page 1 (written first, as the template's left frame)
    def side_heading(text):
        pdf.ln(3); pdf.set_x(side_x)
        font("B", 10, teal)
        pdf.cell(inner, 6, text, new_x="LEFT", new_y="NEXT")
        pdf.set_draw_color(*teal); pdf.line(side_x, pdf.get_y(), side_x + inner, pdf.get_y()); pdf.ln(1.5)

    def side_line(text, style="", size=8.6, h=4.2, link=""):
        pdf.set_x(side_x); font(style, size)
        pdf.multi_cell(inner, h, text, new_x="LEFT", new_y="NEXT", link=link, align="L")

    def sidebar(blocks, top):
        pdf.set_auto_page_break(False)
        pdf.set_xy(side_x, top)
        for title, lines in blocks:
            side_heading(title)
            for line in lines:
                side_line(*line) if isinstance(line, tuple) else side_line(line)
        pdf.set_auto_page_break(True, margin=14)

    edu = [("Graduate Certificate in Digital Marketing", "B"), "Macquarie University",
           "2020 – 2021 · online, part-time", "WAM 78.4", ("", "", 8.6, 2),
           ("Bachelor of Commerce (Marketing) / Bachelor of Media (Public Relations & Advertising)", "B"),
           "UNSW Sydney", "2010 – 2014", "Exchange: Copenhagen Business School, Semester 2, 2012",
           "Dean's List 2013"]
    skills = []
    for label, items in AJ5_SKILLS:
        skills.append((label, "B", 8.8, 4.6))
        skills += ["• " + i for i in items]
    sidebar([("CONTACT", ["Sydney, NSW", "0412 555 286", ("georgia.papadakis@example.com", "", 8.2, 4.2,
                                                           "mailto:georgia.papadakis@example.com"),
                          ("linkedin.com/in/georgia-papadakis", "", 8.2, 4.2,
                           "https://www.linkedin.com/in/georgia-papadakis")]),
             ("EDUCATION", edu), ("SKILLS", skills),
             ("LANGUAGES", ["English – native", "Greek – fluent", "Italian – basic (A2)"])], 12)

    # main column
    pdf.set_xy(main_x, 14)
    font("B", 24, teal); pdf.cell(main_w, 11, "Georgia Papadakis", new_x="LMARGIN", new_y="NEXT")
    font("", 12.5, (70, 70, 70))
    pdf.cell(main_w, 7, "Marketing Manager | Brand, Digital & Lifecycle", new_x="LMARGIN", new_y="NEXT")

    def heading(text):
        pdf.ln(3); font("B", 11, teal)
        pdf.cell(main_w, 6.5, text, new_x="LMARGIN", new_y="NEXT")
        pdf.set_draw_color(*teal); pdf.line(main_x, pdf.get_y(), main_x + main_w, pdf.get_y()); pdf.ln(1.5)

    def para(text, style="", size=9.5, h=4.7):
        font(style, size); pdf.multi_cell(main_w, h, text, new_x="LMARGIN", new_y="NEXT")

    def row(left, right_text, style, size=9.8, h=5.2):
        font(style, size); pdf.cell(main_w - 40, h, left)
        font("", 9, (90, 90, 90)); pdf.cell(40, h, right_text, align="R", new_x="LMARGIN", new_y="NEXT")

    def bullet(text):
        font("", 9.3); pdf.set_x(main_x + 1.5); pdf.cell(4, 4.6, "•")
        pdf.multi_cell(main_w - 5.5, 4.6, text, new_x="LMARGIN", new_y="NEXT")

    heading("PROFILE")
    para("Marketing manager with ten years across FMCG, insurance and agency marketing. I run brands with "
         "commercial discipline – clear positioning, rigorous A&P spend and campaigns that move share – and I "
         "have built CRM and digital capability in teams that did not have it. Looking for a Head of Marketing "
         "or senior category marketing role in Sydney.")
    heading("EXPERIENCE")
    for company, place, roles in AJ5_EMPLOYERS:
        pdf.ln(1.5)
        row(company, place, "B", 10.3)
        for title, when, _, items in roles:
            row(title, when, "I", 9.8, 5)
            for item in items:
                bullet(item)
    heading("KEY ACHIEVEMENTS")
    for text in ["Effie Awards Australia 2023 – Silver, Food & Beverage (Harvest Crunch relaunch).",
                 "Coastal Harvest CEO Award 2022 for the CRM program launch.",
                 "Mentor in the AMI Young Marketers mentoring program, 2021–2024."]:
        bullet(text)
    heading("REFEREES")
    para("Available on request.")

    # sidebar, last page: certifications and memberships
    sidebar([("CERTIFICATIONS", ["• " + p for p, _ in AJ5_CERTS]),
             ("MEMBERSHIPS", ["Australian Marketing Institute (AMI)", "Women in Marketing Sydney"]),
             ("INTERESTS", ["Ocean swimming, Greek cooking, community radio (weekend presenter)"])], 14)

    name = "aj5-georgia-papadakis"
    path = os.path.join(FILES, name + ".pdf")
    pdf.output(path)
    check_pages(name, pdf_pages(path), 2)
    write_truth(name, {
        "basics": {"name": "Georgia Papadakis", "label": "Marketing Manager | Brand, Digital & Lifecycle",
                   "email": "georgia.papadakis@example.com", "phone": "0412 555 286",
                   "location": {"city": "Sydney", "region": "NSW"},
                   "profiles": [linkedin("georgia-papadakis")]},
        "work": work_truth(AJ5_JOBS),
        "education": [
            {"institution": "Macquarie University", "study_type": "Graduate Certificate", "area": "Digital Marketing",
             "score": "78.4", "dates": dates("2020", "2021", text="2020 – 2021")},
            {"institution": "UNSW Sydney", "study_type": "Bachelor of Commerce", "area": "Marketing",
             "dates": dates("2010", "2014", text="2010 – 2014")},
            {"institution": "UNSW Sydney", "study_type": "Bachelor of Media", "area": "Public Relations & Advertising",
             "dates": dates("2010", "2014", text="2010 – 2014")}],
        "skills": flat_skills(AJ5_SKILLS),
        "certificates": [{"name": n} for _, n in AJ5_CERTS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Greek", "fluency": "fluent"},
                      {"language": "Italian", "fluency": "basic (A2)"}],
    })


# ---- aj6: senior data analyst (Berlin), hand-written HTML page ------------------------------------------------
AJ6_JOBS = [
    ("Senior Data Analyst, Growth", "Kiezkraft Mobility GmbH", "Berlin", "since 03/2023", ("2023-03", None, True),
     ["Lead analyst for rider acquisition and retention in 9 German cities; partner to marketing, pricing and "
      "product.",
      "Built the marketing mix model (Bayesian, PyMC) that now sets the €6M yearly performance budget split.",
      "Designed the experimentation guidelines and review board; 60+ A/B and geo tests analysed a year.",
      "Mentor two analysts and run the fortnightly analytics guild."]),
    ("Data Analyst", "Kiezkraft Mobility GmbH", "Berlin", "01/2021 – 02/2023", ("2021-01", "2023-02"),
     ["Modelled trip demand per district and hour for fleet rebalancing; 8% fewer idle scooters.",
      "Migrated 120 legacy reports to dbt models and Looker explores."]),
    ("Freelance Instructor, SQL & Tableau (evenings)", "Neukölln Data School", "Berlin", "since 2021",
     ("2021", None, True),
     ["Teach the SQL and data visualisation modules of a 12-week part-time analytics bootcamp, two cohorts a "
      "year."]),
    ("Junior Data Analyst", "Spreeblick Commerce SE", "Berlin", "10/2019 – 12/2020", ("2019-10", "2020-12"),
     ["Weekly trading reports, customer cohort and basket analyses for a fashion e-commerce shop (DACH)."]),
    ("Working Student (Werkstudentin), Business Intelligence", "Spreeblick Commerce SE", "Berlin",
     "10/2017 – 09/2019", ("2017-10", "2019-09"),
     ["20 hours a week during my master's: Tableau dashboards, SQL ad-hoc analyses, data quality checks."]),
    ("Student Assistant (studentische Hilfskraft), Chair of Econometrics", "Universität Leipzig", "Leipzig",
     "04/2015 – 03/2017", ("2015-04", "2017-03"),
     ["Tutorials in introductory statistics (R) for 40 first-year students per semester."]),
]
AJ6_SKILLS = [("Data &amp; programming", ["SQL (BigQuery, PostgreSQL)", "Python (pandas, statsmodels, PyMC)", "R",
                                          "dbt", "Airflow", "Git"]),
              ("BI &amp; visualisation", ["Looker", "Tableau", "Power BI", "Metabase"]),
              ("Methods", ["A/B testing", "Causal inference (diff-in-diff, synthetic control)", "Forecasting",
                           "Marketing mix modelling", "Cohort and funnel analysis"])]
AJ6_CERTS = [("Microsoft Certified: Power BI Data Analyst Associate (PL-300), 2022",
              "Microsoft Certified: Power BI Data Analyst Associate (PL-300)"),
             ("dbt Analytics Engineering Certification – dbt Labs, 2023", "dbt Analytics Engineering Certification"),
             ("Tableau Desktop Specialist, 2019", "Tableau Desktop Specialist")]


def aj6_data_analyst_html():
    def job(title, company, place, when, items):
        return (f"  <article>\n    <h3>{escape(title)}</h3>\n"
                f"    <p class=\"meta\">{escape(company)}, {escape(place)} <span class=\"when\">{escape(when)}</span></p>\n"
                "    <ul>\n" + "".join(f"      <li>{escape(i)}</li>\n" for i in items) + "    </ul>\n  </article>\n")

    html = f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Johanna Weißenfels – CV</title>
<style>
  body {{ font-family: "Helvetica Neue", Arial, sans-serif; max-width: 820px; margin: 32px auto; padding: 0 24px;
         color: #222; line-height: 1.5; }}
  header h1 {{ margin: 0; font-size: 2.1em; }}
  header .role {{ margin: 2px 0 8px; color: #b03a2e; font-weight: 600; }}
  header ul.contact {{ list-style: none; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: 6px 18px; }}
  h2 {{ font-size: 1.15em; text-transform: uppercase; letter-spacing: .06em; color: #b03a2e;
        border-bottom: 1px solid #ddd; margin-top: 28px; }}
  h3 {{ margin: 14px 0 0; font-size: 1em; }}
  .meta {{ margin: 0; color: #555; }}
  .when {{ float: right; font-variant-numeric: tabular-nums; }}
  dl.skills dt {{ font-weight: 600; margin-top: 6px; }}
  dl.skills dd {{ margin-left: 0; }}
</style>
</head>
<body>
<header>
  <h1>Johanna Weißenfels</h1>
  <p class="role">Senior Data Analyst · Product &amp; Growth Analytics</p>
  <ul class="contact">
    <li>Berlin, Germany</li>
    <li><a href="tel:+4915155502718">+49 151 5550 2718</a></li>
    <li><a href="mailto:johanna.weissenfels@example.com">johanna.weissenfels@example.com</a></li>
    <li><a href="https://github.com/jweissenfels">github.com/jweissenfels</a></li>
    <li><a href="https://www.linkedin.com/in/johanna-weissenfels">LinkedIn</a></li>
  </ul>
</header>

<section id="about">
  <h2>About me</h2>
  <p>Data analyst with six years in mobility and e-commerce and a statistics degree behind it. I like the whole
  path from a vague business question to a tested answer: the SQL, the model, the experiment and the slide that
  makes a team change course. I write and present in English every day; German is my native language.</p>
</section>

<section id="experience">
  <h2>Experience</h2>
{"".join(job(t, c, p, w, i) for t, c, p, w, _, i in AJ6_JOBS)}</section>

<section id="education">
  <h2>Education</h2>
  <article>
    <h3>M.Sc. Statistics — Humboldt-Universität zu Berlin</h3>
    <p class="meta">Berlin <span class="when">10/2017 – 09/2019</span></p>
    <ul>
      <li>Final grade: 1,7</li>
      <li>Master's thesis: “Bayesian structural time series for measuring the effect of marketing campaigns” (1,0)</li>
      <li>Focus: time series analysis, Bayesian statistics, causal inference</li>
    </ul>
  </article>
  <article>
    <h3>B.Sc. Economics (Volkswirtschaftslehre) — Universität Leipzig</h3>
    <p class="meta">Leipzig <span class="when">10/2013 – 03/2017</span></p>
    <ul>
      <li>Final grade: 2,0</li>
      <li>Erasmus+ exchange semester at Universitat Pompeu Fabra, Barcelona (winter semester 2015/16)</li>
      <li>Bachelor's thesis: “Minimum wage introduction and part-time employment in Saxony”</li>
    </ul>
  </article>
  <p><strong>Abitur</strong>, Gymnasium am Elbufer, Dresden, 2013 – grade 1,6</p>
</section>

<section id="certifications">
  <h2>Certifications</h2>
  <ul>
{"".join(f"    <li>{escape(p)}</li>{chr(10)}" for p, _ in AJ6_CERTS)}  </ul>
</section>

<section id="skills">
  <h2>Skills</h2>
  <dl class="skills">
{"".join(f"    <dt>{label}</dt><dd>{escape(', '.join(items))}</dd>{chr(10)}" for label, items in AJ6_SKILLS)}  </dl>
</section>

<section id="projects">
  <h2>Projects &amp; Talks</h2>
  <ul>
    <li><a href="https://github.com/jweissenfels/geolift-de">geolift-de</a> – open-source helpers for geo
    experiments on German postcode regions (Python).</li>
    <li>“Your marketing mix model is lying to you”, PyData Berlin 2024.</li>
  </ul>
</section>

<section id="languages">
  <h2>Languages</h2>
  <ul>
    <li>German – native</li>
    <li>English – C2 (fluent)</li>
    <li>Spanish – B2</li>
    <li>French – A2</li>
  </ul>
</section>
</body>
</html>
"""
    name = "aj6-johanna-weissenfels"
    write_text(name + ".html", html)
    write_truth(name, {
        "basics": {"name": "Johanna Weißenfels", "label": "Senior Data Analyst · Product & Growth Analytics",
                   "email": "johanna.weissenfels@example.com", "phone": "+49 151 5550 2718",
                   "location": {"city": "Berlin", "country_code": "DE"},
                   "profiles": [github("jweissenfels"), linkedin("johanna-weissenfels")]},
        "work": work_truth(AJ6_JOBS),
        "education": [
            {"institution": "Humboldt-Universität zu Berlin", "study_type": "M.Sc.", "area": "Statistics",
             "score": "1,7", "dates": dates("2017-10", "2019-09", text="10/2017 – 09/2019")},
            {"institution": "Universität Leipzig", "study_type": "B.Sc.", "area": "Economics", "score": "2,0",
             "dates": dates("2013-10", "2017-03", text="10/2013 – 03/2017")},
            {"institution": "Gymnasium am Elbufer", "study_type": "Abitur", "score": "1,6",
             "dates": dates(None, "2013", text="2013")}],
        "skills": [{"name": s} for _, items in AJ6_SKILLS for s in items],
        "certificates": [{"name": n} for _, n in AJ6_CERTS],
        "languages": [{"language": "German", "fluency": "native"}, {"language": "English", "fluency": "C2 (fluent)"},
                      {"language": "Spanish", "fluency": "B2"}, {"language": "French", "fluency": "A2"}],
    })


if __name__ == "__main__":
    aj1_financial_analyst_pdflatex()
    aj2_teacher_docx()
    aj3_mechanical_engineer_txt()
    aj4_pharmacist_wkhtmltopdf()
    aj5_marketing_manager_fpdf()
    aj6_data_analyst_html()
