#!/usr/bin/env python3
"""Renders the twenty-eighth held-out batch (ab1–ab6) into files/ and its truth into truth/.

Written without reading the parser (nor its tests or docs). Six people from different fields and countries
(an Indian embedded software engineer working in Stuttgart, a housing policy analyst in Washington, DC, a
French food quality engineer in Lyon, a PhD biostatistician in Durham, NC, a pianist turned web developer
in Vancouver and an Italian architect in London), each resume made with a different everyday producer:
XeLaTeX, a Word document saved as PDF through LibreOffice, a DOCX kept as the Word file, Chromium "Save as
PDF" of an HTML template, a plain-text file and ReportLab. This batch puts its weight on EDUCATION sections
written the ways real people write them: a German M.Sc. with a final grade and a thesis title and an Indian
B.Tech. with "CGPA: 8.4/10"; a part-time evening master's in progress and a double major with "Class of
2019", an honours thesis and a semester-abroad line; French degrees (Master, Licence, Baccalauréat) with
their "Mention" in a dated table, with an Erasmus+ exchange semester as a row of its own; a PhD with a
dissertation and an "Advisor:" line, an M.S. earned en route and a B.S./B.A. dual degree at a school
whose name holds a comma; an online part-time degree written area first ("Computing and Information
Systems, B.Sc."), a bootcamp diploma and "Graduated: May 2016"; and Italian Laurea degrees with "110/110 cum
laude" and a thesis title plus a UK postgraduate diploma, all in a shaded sidebar. Education comes after
the experience in ab1, ab2 and ab5, before it in ab3 and ab4, and beside it in ab6.

- ab1 (XeLaTeX with fontspec, TeX Gyre Heros, A4, one page): an embedded software engineer's CV: the name,
  a coloured label "Embedded Software Engineer · ADAS & Sensor Fusion", a " · " contact line ("Stuttgart,
  Germany", "+49 1522 555 0917", a mailto link) and a second line with LinkedIn and GitHub links printed
  without "https://"; coloured headings over a rule; "Profile"; "Professional Experience" grouped under a
  bold employer with the city and country at the right, each role an italic title with German-style dates
  at the right ("04/2023 – present", "04/2022 – 03/2023", "11/2020 – 09/2021", "07/2018 – 08/2019") over
  "–" bullets: two roles at one Stuttgart supplier, a working-student job ("Working Student
  (Werkstudent), Software Testing") and a first job in Bengaluru; then "Education": "Technische
  Universität Chemnitz" with the city at the right over "M.Sc. Automotive Software Engineering" and
  "10/2019 – 03/2022", a "Final grade: 1.7 · Master's thesis: “…” (1.3)" line, and "Amrita Vishwa
  Vidyapeetham" over "B.Tech. in Electronics and Communication Engineering" "2014 – 2018" with "CGPA:
  8.4/10 · First Class with Distinction · Final-year project: …"; "Skills" as bold-labelled lines
  ("Programming:", "Automotive:", "Tools:"); "Certifications" as "–" items with issuers and years (one a
  Goethe-Zertifikat); "Languages" as one " · " line with levels ("German (B2)"). An engineer in Stuttgart.
- ab2 (LibreOffice PDF of a DOCX written with python-docx, Calibri shown as Carlito, 10 pt, Letter, one
  page): a housing policy analyst's resume: the centred name, the label "Housing Policy Analyst", a " | "
  contact line ending in a Word hyperlink "linkedin.com/in/…"; bold coloured capital headings with a rule;
  SUMMARY; EXPERIENCE with a bold title and the dates on a right tab over an italic "Employer, City, ST"
  line and "List Bullet" items: "Senior Policy Analyst" "Jan. 2024 – Present" and "Policy Analyst" "July
  2021 – Dec. 2023" at one think tank, "Research Assistant, Housing Finance Program" "Aug. 2019 – June
  2021", "Legislative Intern" "Spring 2018"; then EDUCATION: "American University, School of Public
  Affairs" with "Washington, DC" on the right tab over the italic "Master of Public Administration (MPA),
  part-time evening program" with "Expected Dec. 2026" on the tab and a "Concentration:" line, and
  "University of Wisconsin–Madison" / "Madison, WI" over "Bachelor of Arts, Double Major in Economics and
  Political Science" with "Class of 2019", a "GPA: 3.74/4.00 · Phi Beta Kappa · Senior honors thesis: “…”"
  line and "Semester abroad: Universidad de Sevilla, Seville, Spain (Fall 2017)"; SKILLS as one " • "
  line; CERTIFICATIONS with years and an issuer after ", "; LANGUAGES as a "; " line. An analyst in
  Washington, DC.
- ab3 (DOCX, python-docx, kept as the Word file; Calibri 10.5 pt, A4, two pages; the page count is checked
  on a throw-away LibreOffice PDF): a French quality engineer's CV in English: "Élodie MARCHAND" with the
  surname in capitals as French CVs write it, the label "Food Quality & Safety Engineer", a street
  address line ("12 rue Sala, 69002 Lyon, France"), phone and email, and a Word hyperlink with the
  linkedin.com/in/… address; coloured capital headings with a rule; PROFILE; EDUCATION and then
  PROFESSIONAL EXPERIENCE as borderless two-column tables with the dates bold in the left cell and the
  entry's lines in the right one: "2019 – 2021" "Master's degree in Food Science and Technology" with a
  "Track: Food Quality and Safety Management – second year as a work-study programme (alternance)" line,
  the italic "Université Claude Bernard Lyon 1, Villeurbanne, France" and "Mention Bien"; "Jan – June
  2019" "Erasmus+ exchange semester" at "Wageningen University & Research, Wageningen, Netherlands" with a
  courses line "(30 ECTS)"; "2016 – 2019" "Licence (Bachelor's degree) in Life Sciences" with "Biochemistry
  track" and "Mention Assez bien"; "2016" "Baccalauréat scientifique (Bac S)" with "Mention Très bien";
  jobs as a bold title over an italic "Employer – City, Country" line and "List Bullet" items inside the
  cell: "Since Sept 2023", "Sept 2021 – Aug 2023" and "Sept 2020 – Aug 2021" (a junior engineer and a
  work-study assistant at one bakery), "June – July 2018" (a laboratory internship); SKILLS as
  bold-labelled lines; CERTIFICATIONS as "List Bullet" items with " – " and years; LANGUAGES as one " | "
  line ("English – C1 (TOEIC 945)"); "INTERESTS & OTHER" with a driving licence. An engineer in Lyon.
- ab4 (Chromium "Save as PDF" of an HTML resume, Letter, one page, Carlito): a biostatistician's resume
  with a dark left sidebar (the name "Tomás Arriaga, PhD" and the label "Biostatistician · Clinical
  Trials & Causal Inference", CONTACT lines with mailto, LinkedIn and GitHub links printed without
  "https://", SKILLS as "Methods" and "Software" sub-lists, one CERTIFICATION with its year in
  parentheses, LANGUAGES "English — native", "Spanish — fluent", HONORS) beside the main column: Summary;
  Education first: "Ph.D., Biostatistics" "2018 – 2023" over "University of North Carolina at Chapel Hill
  · Chapel Hill, NC", a "Dissertation:" line with the italic title and "Advisor: Margaret H. Olander, PhD";
  "M.S., Biostatistics (earned en route)" "2020"; "B.S., Mathematics & B.A., Spanish — dual degree" "2014 –
  2018" at "University of Maryland, Baltimore County · Baltimore, MD" with an "Honors College · NSF REU …"
  line; Experience with a bold title and grey dates at the right over "Employer · City, ST" in italics:
  "Senior Biostatistician" "Jan 2025 – Present" and "Biostatistician II" "Aug 2023 – Dec 2024" at one CRO,
  "Graduate Research Assistant, Collaborative Studies Coordinating Center" at the university, a
  "Biostatistics Intern" "Summer 2021"; "Selected Publications". pdftotext prints the sidebar and the main
  column interleaved. A biostatistician in Durham, NC.
- ab5 (plain text, UTF-8, LF line ends): a junior developer's resume: the name, the label, a " | "
  contact line and a line with a GitHub address and a portfolio site; capital headings underlined with
  "="; SUMMARY; TECHNICAL SKILLS as padded "Languages:", "Frameworks:", "Tools:" lines (programming
  languages); EXPERIENCE as "Title — Employer, City, PR" lines over a date line and "  * " bullets wrapped
  at 78 columns ("Mar 2023 – present", "Sep 2022 – Feb 2023" with "Remote" as the place, "Jan 2022 – Aug
  2022", "2016 – 2021"); PROJECTS; EDUCATION after the experience: "Computing and Information Systems,
  B.Sc. (part-time, online)" over "Athabasca University, Athabasca, AB" and "Expected 2028  -  12 of 40
  courses completed"; "Full-Stack Web Development Diploma" over "Gastown Code Academy, Vancouver, BC  |
  2021" and a program line; "Bachelor of Music, Piano Performance" over "University of British Columbia,
  Vancouver, BC" and "Graduated: May 2016  |  Dean's Honour List"; CERTIFICATIONS with years in
  parentheses; "SPOKEN LANGUAGES". A developer in Vancouver, BC.
- ab6 (ReportLab platypus, Lato, A4, one page, two frames): an architect's CV with a sand-coloured left
  sidebar (CONTACT: "London, UK", a UK mobile, the email, a linked portfolio site and a LinkedIn address
  as plain text; EDUCATION: "Postgraduate Diploma in Professional Practice and Management in Architecture
  (RIBA Part 3)" at "University of Westminster, London" "2020 · part-time"; "Laurea Magistrale (MSc) in
  Architecture" at "Politecnico di Milano, Milan" "2013 – 2016" with "110/110 cum laude" and a "Thesis:
  “…”" line; "Laurea (BSc) in Architectural Sciences" "2010 – 2013" "108/110"; LANGUAGES with " — "
  levels; "REGISTRATION & CERTIFICATES" with a registration number, an issuer and years) and the main
  column: the name in Lato Light, the label "Architect (ARB) · Residential & Adaptive Reuse", PROFILE,
  EXPERIENCE with the title and grey dates in a one-row table over an italic "Employer, City" line and
  bullets ("Project Architect" "Mar 2022 – Present" and "Architectural Assistant (Part 2)" "Sept 2018 –
  Feb 2022" at one London practice, a junior architect in Milan, an intern in Rotterdam), SELECTED
  PROJECTS and SKILLS as two bold-labelled " · " lines. pdftotext -layout prints the sidebar beside the
  main column. An architect in London.

Decisions for this batch (documented here because the documents leave them to the reader):
- Titles grouped under one employer (ab1) or repeating it (ab2, ab3, ab4, ab6) are separate work entries,
  each with the employer's name and location and its own dates. A working-student job, a work-study
  (alternance) year, internships, a graduate research assistantship, a part-time teaching assistantship
  and a contract job are work entries. Projects, selected projects, publications, honors, interests, a
  master's thesis and a final-year project are not.
- A title's own comma, parenthesis or dash is part of the position ("Software Engineer, ADAS Function
  Development", "Working Student (Werkstudent), Software Testing", "Project Engineer – Embedded Systems",
  "Research Assistant, Housing Finance Program", "Graduate Research Assistant, Collaborative Studies
  Coordinating Center", "Quality Assistant (work-study)", "Architectural Assistant (Part 2)").
- Dates: "04/2023 – present", "Since Sept 2023" and "… – Present" are current from their start; "June –
  July 2018" runs 2018-06 to 2018-07 and "Jan – June 2019" 2019-01 to 2019-06; "Spring 2018" is March to
  May and "Summer 2021" June to August, as in earlier batches. A single year or month is the end date.
- Education, the emphasis of this batch:
  - A double major is one entry whose area is the majors as printed ("Bachelor of Arts, Double Major in
    Economics and Political Science" has study_type "Bachelor of Arts" and area "Economics and Political
    Science"; "Double Major in" is not part of it). A dual degree is two entries with the same institution
    and dates, each with its own study_type and area ("B.S."/"Mathematics" and "B.A."/"Spanish"); "— dual
    degree" is not part of either. An M.S. earned en route to a PhD is an entry of its own.
  - A degree written area first is read the same way: "Computing and Information Systems, B.Sc." has
    study_type "B.Sc." and area "Computing and Information Systems"; "Full-Stack Web Development Diploma"
    (a bootcamp) has study_type "Diploma" and area "Full-Stack Web Development".
  - A mode or status note is not part of the study_type, area or institution: "(part-time, online)",
    ", part-time evening program", "· part-time", "(earned en route)". Nor are a dissertation or thesis
    title and its grade, an advisor line, a track or concentration ("Track: Food Quality and Safety
    Management", "Biochemistry track", "Concentration: …"), a final-year project, a courses or modules
    line, an honors thesis, Honors College, an REU, Phi Beta Kappa or a Dean's Honour List.
  - An exchange semester printed as a line under a degree ("Semester abroad: Universidad de Sevilla, …
    (Fall 2017)" in ab2) belongs to that degree and is not an entry. One printed as an entry of its own
    with its own dates and institution (ab3's Erasmus+ row) is an education entry whose study_type is what
    is printed in the degree's place ("Erasmus+ exchange semester"), with no area and no score.
  - European degrees keep the printed degree name, a gloss in parentheses included, as study_type:
    "Licence (Bachelor's degree) in Life Sciences" is "Licence (Bachelor's degree)" / "Life Sciences";
    "Master's degree in Food Science and Technology" is "Master's degree" / "Food Science and Technology";
    "Laurea Magistrale (MSc) in Architecture" is "Laurea Magistrale (MSc)" / "Architecture"; "Laurea (BSc)
    in Architectural Sciences" is "Laurea (BSc)" / "Architectural Sciences"; "M.Sc. Automotive Software
    Engineering" is "M.Sc." / "Automotive Software Engineering"; "Baccalauréat scientifique (Bac S)" has no
    area. "Postgraduate Diploma in Professional Practice and Management in Architecture (RIBA Part 3)" is
    "Postgraduate Diploma" with that area, "(RIBA Part 3)" left out as a qualification's code is (batch 19).
  - The score is the printed grade, GPA or class without its label: "1.7" ("Final grade: 1.7"; the
    thesis's "(1.3)" is not it), "8.4/10" ("CGPA: 8.4/10"; the "First Class with Distinction" beside it is
    not the score, as a GPA comes before Latin honours in batch 26), "3.74/4.00", "Mention Bien", "Mention
    Assez bien", "Mention Très bien", "110/110 cum laude", "108/110". Entries that print none have none.
  - "Class of 2019" ends in 2019 with that date_text. "Graduated: May 2016" ends in 2016-05 with date_text
    "May 2016": "Graduated:" is a field label like "GPA:", while "Expected" and "Class of" are how the
    date itself is written and stay. "Expected Dec. 2026" and "Expected 2028" are current, with that end
    and no start. "2020 · part-time" has date_text "2020".
  - The institution is printed name without its city or country ("Politecnico di Milano, Milan",
    "Université Claude Bernard Lyon 1, Villeurbanne, France", "Gastown Code Academy, Vancouver, BC"), but
    a comma that belongs to the name stays ("University of Maryland, Baltimore County"; "American
    University, School of Public Affairs" is kept whole like batch 21's "University of St. Thomas, Opus
    College of Business"); "University of Wisconsin–Madison" keeps its en dash.
- Skills are the listed items as printed, a group's label left out; " • " (ab2), " · " (ab6) and ", "
  separate items, commas inside parentheses do not ("AWS (EC2, S3, Lambda)"). ab5's "Languages:" line
  under TECHNICAL SKILLS lists programming languages and is skills; its spoken languages are under SPOKEN
  LANGUAGES.
- Certificate names drop the year, the issuer and a registration number ("ARB Registered Architect (reg.
  no. 091234K), 2021" is "ARB Registered Architect"; "Certified Passivhaus Designer – Passive House
  Institute, 2023" is "Certified Passivhaus Designer"), but keep a parenthesis that is part of the name
  ("Functional Safety Engineer (Automotive)", "HACCP Level 3 (Food Safety Management)", "Housing
  Development Finance Professional (HDFP)", "ISTQB Certified Tester – Foundation Level (CTFL)").
  "Goethe-Zertifikat B2" listed under Certifications is a certificate (and "German (B2)" a language).
  ab3's driving licence in "Interests & other", ab1's EU Blue Card in the profile and ab4's honors are not
  certificates; "(TOEIC 945)" inside ab3's English level is part of the fluency.
- basics.name is the name in ordinary case without credentials: "Élodie MARCHAND" is "Élodie Marchand",
  "Tomás Arriaga, PhD" is "Tomás Arriaga". Labels as printed. Basics location is the city with the region
  or the country code printed beside it ("Stuttgart, Germany" gives "DE", "… Lyon, France" "FR", "London,
  UK" "GB", "Vancouver, BC" region "BC"); a street, postcode or ZIP code is not kept. A portfolio site is
  basics.url. A GitHub or LinkedIn address printed as text is a profile with "https://" (and "www." for
  LinkedIn) added; a link's target is used where it is a link.
- Spoken languages with their fluency as printed ("B2", "C1 (TOEIC 945)", "fluent (C2)", "professional
  working proficiency").

Truth conventions as in batches 5–27: date_text as printed (XeLaTeX's typed "–" kept), the work entry's
location where printed ("Remote" included), phones as printed. Phones are 555 numbers in the US and Canada,
numbers with 555 in them in Germany and France and an Ofcom drama mobile in the UK; emails and sites at
example.com.

Tools on the machine that wrote this batch: python-docx, LibreOffice (soffice), Chromium, poppler-utils,
fonts-lato, fonts-crosextra-carlito; `apt-get install texlive-xetex fonts-texgyre` for ab1 (XeLaTeX and TeX
Gyre Heros) and `pip install reportlab` for ab6. docx_hyperlink and flat_skills are imported from
render_batch24.py, cell_margins, no_borders and table_geometry from render_batch20.py and grouped_jobs from
render_batch26.py; xelatex and github are new here. Run from this folder: python3 render_batch28.py
"""
import os
import shutil
import subprocess
import tempfile
from xml.sax.saxutils import escape

from holdout_render import (FILES, bottom_border, check_pages, chromium_pdf, dates, libreoffice_pdf, linkedin,
                            lo_page_count, new_docx, pdf_pages, tex, work_truth, write_text, write_truth)
from render_batch20 import cell_margins, no_borders, table_geometry
from render_batch24 import docx_hyperlink, flat_skills
from render_batch26 import grouped_jobs

LATO = "/usr/share/fonts/truetype/lato/"


def github(handle):
    return {"network": "GitHub", "url": "https://github.com/" + handle}


def xelatex(source, name):
    """Runs xelatex (twice, as a writer does for the last page's layout) on the source in a temp folder, prints
    its warnings and page count, and copies the PDF to FILES/name.pdf."""
    with tempfile.TemporaryDirectory() as tmp:
        with open(os.path.join(tmp, "resume.tex"), "w", encoding="utf-8") as out:
            out.write(source)
        for _ in range(2):
            run = subprocess.run(["xelatex", "-interaction=nonstopmode", "-halt-on-error", "resume.tex"],
                                 cwd=tmp, capture_output=True, text=True)
            if run.returncode != 0:
                raise SystemExit(f"xelatex failed for {name}:\n{run.stdout[-3000:]}")
        log = open(os.path.join(tmp, "resume.log"), encoding="utf-8", errors="replace").read()
        for line in log.splitlines():
            if line.startswith(("Overfull", "LaTeX Warning", "Missing character")):
                print(f"{name}: {line}")
        shutil.copy(os.path.join(tmp, "resume.pdf"), os.path.join(FILES, name + ".pdf"))


# ---- ab1: Indian-born embedded software engineer in Germany, XeLaTeX -------------------------------
AB1_EMPLOYERS = [
    ("Velotrix Automotive GmbH", "Stuttgart, Germany", [
        ("Software Engineer, ADAS Function Development", "04/2023 – present", ("2023-04", None, True),
         ["Develop and maintain the lane-change assist function (C++14, AUTOSAR Classic) for two German OEM "
          "platforms, from requirements in Polarion to release on the target ECU.",
          "Own the radar/camera object-fusion component; cut false lane-change aborts in highway test drives by "
          "38% after reworking the track-association logic.",
          "Run software-in-the-loop regression on Jenkins with 1,900 recorded scenarios and review merge requests "
          "for a team of six."]),
        ("Junior Software Engineer", "04/2022 – 03/2023", ("2022-04", "2023-03"),
         ["Implemented UDS diagnostic services (ISO 14229) and DTC handling for the ADAS domain controller.",
          "Wrote MISRA C++ compliant unit tests in GoogleTest and raised branch coverage of the fusion module "
          "from 61% to 88%."]),
    ]),
    ("Nordhalde Mobility GmbH", "Chemnitz, Germany", [
        ("Working Student (Werkstudent), Software Testing", "11/2020 – 09/2021", ("2020-11", "2021-09"),
         ["Automated HIL test cases for a park-assist ECU in Python and dSPACE AutomationDesk (20 h/week "
          "alongside my master's)."]),
    ]),
    ("Kaveri Electronics Pvt. Ltd.", "Bengaluru, India", [
        ("Project Engineer – Embedded Systems", "07/2018 – 08/2019", ("2018-07", "2019-08"),
         ["Wrote bare-metal C firmware for a CAN-based battery management unit for electric three-wheelers "
          "(NXP S32K, FreeRTOS).",
          "Brought up board support packages and bootloaders for two new hardware revisions with the hardware "
          "team."]),
    ]),
]
AB1_JOBS = grouped_jobs(AB1_EMPLOYERS)
AB1_SKILLS = [("Programming", ["C", "C++ (14/17)", "Python", "MATLAB/Simulink", "Bash"]),
              ("Automotive", ["AUTOSAR Classic", "CAN/CAN FD", "UDS (ISO 14229)", "ISO 26262", "ASPICE",
                              "MISRA C/C++"]),
              ("Tools", ["Vector CANoe", "dSPACE SCALEXIO", "GoogleTest", "Git", "Jenkins", "Jira", "Polarion"])]
AB1_CERTS = [("ISTQB Certified Tester – Foundation Level (CTFL), 2020",
              "ISTQB Certified Tester – Foundation Level (CTFL)"),
             ("Functional Safety Engineer (Automotive) – TÜV Rheinland, 2024", "Functional Safety Engineer (Automotive)"),
             ("Goethe-Zertifikat B2, 2021", "Goethe-Zertifikat B2")]


def ab1_embedded_engineer_xelatex():
    def role(title, when, items):
        out = f"\\role{{{tex(title)}}}{{{tex(when)}}}\n\\begin{{bullets}}\n"
        out += "".join(f"  \\item {tex(i)}\n" for i in items)
        return out + "\\end{bullets}\n"
    jobs = ""
    for company, place, roles in AB1_EMPLOYERS:
        jobs += f"\\employer{{{tex(company)}}}{{{tex(place)}}}\n"
        jobs += "".join(role(t, w, items) for t, w, _, items in roles)
    skills = "\n".join(f"\\textbf{{{tex(label)}:}} {tex(', '.join(items))}\\\\" for label, items in AB1_SKILLS)
    certs = "\n".join(f"  \\item {tex(printed)}" for printed, _ in AB1_CERTS)
    source = r"""\documentclass[10pt,a4paper]{article}
\usepackage{fontspec}
\setmainfont{TeX Gyre Heros}
\usepackage[left=17mm,right=17mm,top=14mm,bottom=14mm]{geometry}
\usepackage{xcolor}
\definecolor{accent}{HTML}{0B5394}
\usepackage{titlesec}
\usepackage{enumitem}
\usepackage[hidelinks]{hyperref}
\pagestyle{empty}
\setlength{\parindent}{0pt}
\titleformat{\section}{\color{accent}\bfseries\large}{}{0em}{}[{\color{accent}\titlerule[0.8pt]}]
\titlespacing*{\section}{0pt}{9pt}{4pt}
\newcommand{\employer}[2]{\vspace{3pt}\textbf{#1}\hfill #2\par}
\newcommand{\role}[2]{\textit{#1}\hfill #2\par}
\newenvironment{bullets}{\begin{itemize}[leftmargin=14pt,itemsep=0pt,parsep=0pt,topsep=1pt,label=–]}{\end{itemize}\vspace{2pt}}

\begin{document}
{\fontsize{22}{26}\selectfont\bfseries Pranav Raghunathan}\\[3pt]
{\large\color{accent} Embedded Software Engineer · ADAS \& Sensor Fusion}\\[5pt]
Stuttgart, Germany \quad·\quad +49 1522 555 0917 \quad·\quad
\href{mailto:pranav.raghunathan@example.com}{pranav.raghunathan@example.com}\\
\href{https://www.linkedin.com/in/pranav-raghunathan}{linkedin.com/in/pranav-raghunathan} \quad·\quad
\href{https://github.com/praghunathan}{github.com/praghunathan}

\section{Profile}
Embedded software engineer with seven years in automotive and e-mobility, the last four in Germany. I build
safety-relevant C++ for driver-assistance ECUs (AUTOSAR Classic, ISO 26262 ASIL B) and like owning a component
from requirements to road test. EU Blue Card holder; open to roles in the Stuttgart and Munich areas.

\section{Professional Experience}
""" + jobs + r"""
\section{Education}
\textbf{Technische Universität Chemnitz}\hfill Chemnitz, Germany\par
M.Sc. Automotive Software Engineering\hfill 10/2019 – 03/2022\par
Final grade: 1.7 \quad·\quad Master's thesis: \textit{``Fusion of radar and camera object lists for a highway
lane-change assistant''} (1.3)\par
\vspace{4pt}
\textbf{Amrita Vishwa Vidyapeetham}\hfill Coimbatore, India\par
B.Tech. in Electronics and Communication Engineering\hfill 2014 – 2018\par
CGPA: 8.4/10 \quad·\quad First Class with Distinction \quad·\quad Final-year project: CAN-based
tyre-pressure monitoring demonstrator\par

\section{Skills}
""" + skills + r"""

\section{Certifications}
\begin{bullets}
""" + certs + r"""
\end{bullets}

\section{Languages}
Tamil (native) \quad·\quad English (fluent) \quad·\quad German (B2) \quad·\quad Hindi (conversational)
\end{document}
"""
    name = "ab1-pranav-raghunathan"
    xelatex(source, name)
    check_pages(name, pdf_pages(os.path.join(FILES, name + ".pdf")), 1)
    write_truth(name, {
        "basics": {"name": "Pranav Raghunathan", "label": "Embedded Software Engineer · ADAS & Sensor Fusion",
                   "email": "pranav.raghunathan@example.com", "phone": "+49 1522 555 0917",
                   "location": {"city": "Stuttgart", "country_code": "DE"},
                   "profiles": [linkedin("pranav-raghunathan"), github("praghunathan")]},
        "work": work_truth(AB1_JOBS),
        "education": [
            {"institution": "Technische Universität Chemnitz", "study_type": "M.Sc.",
             "area": "Automotive Software Engineering", "score": "1.7",
             "dates": dates("2019-10", "2022-03", text="10/2019 – 03/2022")},
            {"institution": "Amrita Vishwa Vidyapeetham", "study_type": "B.Tech.",
             "area": "Electronics and Communication Engineering", "score": "8.4/10",
             "dates": dates("2014", "2018", text="2014 – 2018")}],
        "skills": flat_skills(AB1_SKILLS),
        "certificates": [{"name": n} for _, n in AB1_CERTS],
        "languages": [{"language": "Tamil", "fluency": "native"}, {"language": "English", "fluency": "fluent"},
                      {"language": "German", "fluency": "B2"}, {"language": "Hindi", "fluency": "conversational"}],
    })


# ---- ab2: housing policy analyst in Washington, DC, LibreOffice PDF of a DOCX -----------------------
AB2_INSTITUTE = "Urban Futures Institute"
AB2_JOBS = [
    ("Senior Policy Analyst", AB2_INSTITUTE, "Washington, DC", "Jan. 2024 – Present", ("2024-01", None, True),
     ["Lead the institute's work on housing vouchers and source-of-income protections; author of four published "
      "briefs and a 60-page report cited in two state legislatures.",
      "Built a county-level panel of eviction filings (2000–2024) in R and Stata, now shared with three university "
      "partners.",
      "Brief congressional and HUD staff and supervise two research assistants."]),
    ("Policy Analyst", AB2_INSTITUTE, "Washington, DC", "July 2021 – Dec. 2023", ("2021-07", "2023-12"),
     ["Analyzed Low-Income Housing Tax Credit (LIHTC) siting and affordability-period expirations for a "
      "foundation-funded series.",
      "Designed and fielded a survey of 420 public housing authorities (61% response rate)."]),
    ("Research Assistant, Housing Finance Program", "Capitol Housing Coalition", "Washington, DC",
     "Aug. 2019 – June 2021", ("2019-08", "2021-06"),
     ["Cleaned HMDA and American Community Survey data, produced maps in ArcGIS Pro and drafted fact sheets for "
      "member organizations."]),
    ("Legislative Intern", "Wisconsin State Assembly", "Madison, WI", "Spring 2018", ("2018-03", "2018-05"),
     ["Tracked housing and tax bills, wrote constituent correspondence and prepared hearing summaries for the "
      "representative's office."]),
]
AB2_SKILLS = ["Stata", "R (tidyverse, sf)", "ArcGIS Pro", "Tableau", "Excel (pivot tables, Power Query)",
              "Survey design", "Cost-benefit analysis", "Policy memos and briefs", "Legislative analysis"]
AB2_CERTS = [("Tableau Desktop Specialist, 2022", "Tableau Desktop Specialist"),
             ("Housing Development Finance Professional (HDFP), NeighborWorks America, 2023",
              "Housing Development Finance Professional (HDFP)")]


def ab2_policy_analyst_lo():
    from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_TAB_ALIGNMENT
    from docx.shared import Inches, Pt, RGBColor

    green = RGBColor(0x2E, 0x5E, 0x4E)
    document = new_docx(author="Marisol Okafor-Reyes", title="Resume", page=(Inches(8.5), Inches(11)),
                        margins=(Inches(0.7), Inches(0.5)), font="Calibri", size=10, space_after=1)
    document.styles["List Bullet"].paragraph_format.space_after = Pt(0)
    right = Inches(8.5 - 1.4)

    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER; p.paragraph_format.space_after = Pt(0)
    r = p.add_run("Marisol Okafor-Reyes"); r.bold = True; r.font.size = Pt(22); r.font.color.rgb = green
    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER; p.paragraph_format.space_after = Pt(1)
    r = p.add_run("Housing Policy Analyst"); r.font.size = Pt(12)
    p = document.add_paragraph("Washington, DC 20009 | (202) 555-0184 | marisol.okaforreyes@example.com | ")
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    docx_hyperlink(p, "https://www.linkedin.com/in/marisol-okafor-reyes", "linkedin.com/in/marisol-okafor-reyes")

    def heading(text):
        q = document.add_paragraph()
        q.paragraph_format.space_before = Pt(7); q.paragraph_format.space_after = Pt(2)
        q.paragraph_format.keep_with_next = True
        r = q.add_run(text); r.bold = True; r.font.size = Pt(11); r.font.color.rgb = green
        bottom_border(q, color="2E5E4E", size="6")

    def tabbed(left, right_text, bold=False, italic=False, before=0):
        q = document.add_paragraph()
        q.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
        q.paragraph_format.space_before = Pt(before); q.paragraph_format.space_after = Pt(0)
        q.paragraph_format.keep_with_next = True
        r = q.add_run(left); r.bold = bold; r.italic = italic
        q.add_run("\t" + right_text)
        return q

    heading("SUMMARY")
    document.add_paragraph(
        "Policy analyst with seven years of research on affordable housing, eviction and federal rental assistance. "
        "Turns administrative and survey data into clear briefs for legislators, agencies and advocates. Currently "
        "completing an MPA in the evenings while working full time.")

    heading("EXPERIENCE")
    for i, (title, company, place, when, _, items) in enumerate(AB2_JOBS):
        tabbed(title, when, bold=True, before=5 if i else 0)
        q = document.add_paragraph(); q.paragraph_format.keep_with_next = True
        q.add_run(f"{company}, {place}").italic = True
        for item in items:
            document.add_paragraph(item, style="List Bullet")

    heading("EDUCATION")
    tabbed("American University, School of Public Affairs", "Washington, DC", bold=True)
    tabbed("Master of Public Administration (MPA), part-time evening program", "Expected Dec. 2026", italic=True)
    document.add_paragraph("Concentration: Policy Analysis and Program Evaluation")
    tabbed("University of Wisconsin–Madison", "Madison, WI", bold=True, before=5)
    tabbed("Bachelor of Arts, Double Major in Economics and Political Science", "Class of 2019", italic=True)
    document.add_paragraph("GPA: 3.74/4.00 · Phi Beta Kappa · Senior honors thesis: “Who Gets the Tax Credit? LIHTC "
                           "Siting in Milwaukee, 1995–2015”").paragraph_format.space_after = Pt(0)
    document.add_paragraph("Semester abroad: Universidad de Sevilla, Seville, Spain (Fall 2017)")

    heading("SKILLS")
    document.add_paragraph(" • ".join(AB2_SKILLS))

    heading("CERTIFICATIONS")
    for printed, _ in AB2_CERTS:
        document.add_paragraph(printed, style="List Bullet")

    heading("LANGUAGES")
    document.add_paragraph("English (native); Spanish (professional working proficiency); Igbo (conversational)")

    name = "ab2-marisol-okafor-reyes"
    libreoffice_pdf(document, name, pages=1)
    write_truth(name, {
        "basics": {"name": "Marisol Okafor-Reyes", "label": "Housing Policy Analyst",
                   "email": "marisol.okaforreyes@example.com", "phone": "(202) 555-0184",
                   "location": {"city": "Washington", "region": "DC"},
                   "profiles": [linkedin("marisol-okafor-reyes")]},
        "work": work_truth(AB2_JOBS),
        "education": [
            {"institution": "American University, School of Public Affairs",
             "study_type": "Master of Public Administration (MPA)",
             "dates": dates(None, "2026-12", current=True, text="Expected Dec. 2026")},
            {"institution": "University of Wisconsin–Madison", "study_type": "Bachelor of Arts",
             "area": "Economics and Political Science", "score": "3.74/4.00",
             "dates": dates(None, "2019", text="Class of 2019")}],
        "skills": [{"name": s} for s in AB2_SKILLS],
        "certificates": [{"name": n} for _, n in AB2_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Spanish", "fluency": "professional working proficiency"},
                      {"language": "Igbo", "fluency": "conversational"}],
    })




# ---- ab3: French food quality engineer, DOCX kept as the Word file ---------------------------------
AB3_BRIOCHE = ("Brioches Delaunay SAS", "Villefranche-sur-Saône, France")
AB3_JOBS = [
    ("Quality Assurance Engineer", "Laiterie Beauvallon SAS", "Bourg-en-Bresse, France", "Since Sept 2023",
     ("2023-09", None, True),
     ["Run the food safety management system of a 180-person dairy (yoghurts and fresh cheeses, IFS Food and "
      "FSSC 22000 certified); both 2024 audits passed at higher level with no major non-conformity.",
      "Lead the HACCP team, the environmental monitoring plan for Listeria and the annual review of 40 "
      "prerequisite programmes.",
      "Handle customer complaints and CAPA for two retailer private labels; complaints per million units down "
      "27% in 2024."]),
    ("Junior Quality Engineer", *AB3_BRIOCHE, "Sept 2021 – Aug 2023", ("2021-09", "2023-08"),
     ["Kept the HACCP plans of three production lines up to date and led the internal audit programme "
      "(24 audits a year).",
      "Qualified 15 new raw-material suppliers (flour, eggs, butter) and ran the allergen cross-contact "
      "validation for a new nut-free line."]),
    ("Quality Assistant (work-study)", *AB3_BRIOCHE, "Sept 2020 – Aug 2021", ("2020-09", "2021-08"),
     ["Work-study year of my Master 2 (three weeks at the plant, one week at university): shelf-life studies, "
      "foreign-body investigations and the plant's HACCP documentation."]),
    ("Laboratory Intern", "Alpes Analyses Alimentaires", "Grenoble, France", "June – July 2018",
     ("2018-06", "2018-07"),
     ["Microbiological analyses (Listeria, Salmonella, total flora) on dairy and meat samples under ISO 17025."]),
]
AB3_SKILLS = [("Food safety systems", ["HACCP", "IFS Food v8", "BRCGS Food Safety", "FSSC 22000"]),
              ("Quality tools", ["Internal audits", "Root cause analysis (5 Whys, Ishikawa)", "CAPA follow-up",
                                 "Supplier approval", "Environmental monitoring"]),
              ("Software", ["SAP QM", "Excel (pivot tables)", "Power BI", "Ennov Doc"])]
AB3_CERTS = [("FSSC 22000 Internal Auditor – Bureau Veritas, 2022", "FSSC 22000 Internal Auditor"),
             ("HACCP Level 3 (Food Safety Management) – 2021", "HACCP Level 3 (Food Safety Management)")]
AB3_EDUCATION = [
    ("2019 – 2021", "Master's degree in Food Science and Technology",
     "Track: Food Quality and Safety Management – second year as a work-study programme (alternance)",
     "Université Claude Bernard Lyon 1, Villeurbanne, France", "Mention Bien"),
    ("Jan – June 2019", "Erasmus+ exchange semester", None,
     "Wageningen University & Research, Wageningen, Netherlands",
     "Courses in food microbiology, food chemistry and sensory science (30 ECTS)"),
    ("2016 – 2019", "Licence (Bachelor's degree) in Life Sciences", "Biochemistry track",
     "Université Grenoble Alpes, Grenoble, France", "Mention Assez bien"),
    ("2016", "Baccalauréat scientifique (Bac S)", None, "Lycée Vercors-Chartreuse, Grenoble", "Mention Très bien"),
]


def ab3_food_quality_docx():
    from docx.enum.text import WD_ALIGN_PARAGRAPH
    from docx.shared import Cm, Pt, RGBColor

    plum = RGBColor(0x6B, 0x2D, 0x5C)
    document = new_docx(author="Élodie Marchand", title="CV Élodie Marchand", page=(Cm(21), Cm(29.7)),
                        margins=(Cm(1.9), Cm(1.5)), font="Calibri", size=10.5, space_after=1)

    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(0)
    r = p.add_run("Élodie "); r.font.size = Pt(22); r.font.color.rgb = plum
    r = p.add_run("MARCHAND"); r.bold = True; r.font.size = Pt(22); r.font.color.rgb = plum
    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(4)
    r = p.add_run("Food Quality & Safety Engineer"); r.font.size = Pt(13)
    for line in ["12 rue Sala, 69002 Lyon, France", "+33 6 55 50 14 27  ·  elodie.marchand@example.com"]:
        document.add_paragraph(line).paragraph_format.space_after = Pt(0)
    p = document.add_paragraph()
    docx_hyperlink(p, "https://www.linkedin.com/in/elodie-marchand-qse", "linkedin.com/in/elodie-marchand-qse")

    def heading(text):
        q = document.add_paragraph()
        q.paragraph_format.space_before = Pt(10); q.paragraph_format.space_after = Pt(4)
        q.paragraph_format.keep_with_next = True
        r = q.add_run(text); r.bold = True; r.font.size = Pt(12); r.font.color.rgb = plum
        bottom_border(q, color="6B2D5C", size="8")

    def dated_table(rows):
        """A borderless two-column table: the dates at the left, the entry's lines at the right."""
        table = document.add_table(rows=len(rows), cols=2)
        no_borders(table)
        cell_margins(table, top=0, left=60, bottom=60, right=60)
        table_geometry(table, [2250, 7500])
        for row, (when, lines) in zip(table.rows, rows):
            left, right = row.cells
            left.text = ""; right.text = ""
            r = left.paragraphs[0].add_run(when); r.bold = True; r.font.color.rgb = plum
            first = True
            for text, style in lines:
                para = right.paragraphs[0] if first else right.add_paragraph()
                first = False
                para.paragraph_format.space_after = Pt(0)
                if style == "bullet":
                    para.style = document.styles["List Bullet"]
                r = para.add_run(text)
                r.bold = style == "bold"; r.italic = style == "italic"

    heading("PROFILE")
    document.add_paragraph(
        "Food quality and safety engineer with five years in bakery and dairy plants, from HACCP teams to IFS and "
        "FSSC 22000 certification audits. Rigorous, at ease on the production floor and with auditors, and keen "
        "to take on a quality manager role in the Lyon area.")

    heading("EDUCATION")
    dated_table([(when, [(degree, "bold")] + ([(note, "")] if note else []) + [(school, "italic"), (extra, "")])
                 for when, degree, note, school, extra in AB3_EDUCATION])

    heading("PROFESSIONAL EXPERIENCE")
    dated_table([(when, [(title, "bold"), (f"{company} – {place}", "italic")] + [(i, "bullet") for i in items])
                 for title, company, place, when, _, items in AB3_JOBS])

    heading("SKILLS")
    for label, items in AB3_SKILLS:
        q = document.add_paragraph()
        q.add_run(label + ": ").bold = True
        q.add_run(", ".join(items))

    heading("CERTIFICATIONS")
    for printed, _ in AB3_CERTS:
        document.add_paragraph(printed, style="List Bullet")

    heading("LANGUAGES")
    document.add_paragraph("French – native  |  English – C1 (TOEIC 945)  |  Spanish – B1  |  Dutch – A2")

    heading("INTERESTS & OTHER")
    document.add_paragraph("Trail running (SaintéLyon 2024), cheese-making workshops, volunteering with the Restos du "
                           "Cœur food bank. Driving licence (B).")

    name = "ab3-elodie-marchand"
    path = os.path.join(FILES, name + ".docx")
    document.save(path)
    check_pages(name, lo_page_count(path, name), 2)
    write_truth(name, {
        "basics": {"name": "Élodie Marchand", "label": "Food Quality & Safety Engineer",
                   "email": "elodie.marchand@example.com", "phone": "+33 6 55 50 14 27",
                   "location": {"city": "Lyon", "country_code": "FR"},
                   "profiles": [linkedin("elodie-marchand-qse")]},
        "work": work_truth(AB3_JOBS),
        "education": [
            {"institution": "Université Claude Bernard Lyon 1", "study_type": "Master's degree",
             "area": "Food Science and Technology", "score": "Mention Bien",
             "dates": dates("2019", "2021", text="2019 – 2021")},
            {"institution": "Wageningen University & Research", "study_type": "Erasmus+ exchange semester",
             "dates": dates("2019-01", "2019-06", text="Jan – June 2019")},
            {"institution": "Université Grenoble Alpes", "study_type": "Licence (Bachelor's degree)",
             "area": "Life Sciences", "score": "Mention Assez bien",
             "dates": dates("2016", "2019", text="2016 – 2019")},
            {"institution": "Lycée Vercors-Chartreuse", "study_type": "Baccalauréat scientifique (Bac S)",
             "score": "Mention Très bien", "dates": dates(None, "2016", text="2016")}],
        "skills": flat_skills(AB3_SKILLS),
        "certificates": [{"name": n} for _, n in AB3_CERTS],
        "languages": [{"language": "French", "fluency": "native"}, {"language": "English", "fluency": "C1 (TOEIC 945)"},
                      {"language": "Spanish", "fluency": "B1"}, {"language": "Dutch", "fluency": "A2"}],
    })


# ---- ab4: biostatistician with a PhD, Chromium print of an HTML resume with a left sidebar -----------
AB4_CRO = "Piedmont Clinical Research Partners"
AB4_UNC = "University of North Carolina at Chapel Hill"
AB4_JOBS = [
    ("Senior Biostatistician", AB4_CRO, "Durham, NC", "Jan 2025 – Present", ("2025-01", None, True),
     ["Lead statistician on three Phase II/III trials in immunology and nephrology: protocol and SAP authoring, "
      "sample size, DMC packages and CSR tables.",
      "Introduced estimand-aligned sensitivity analyses (ICH E9(R1)) and a reference-based multiple imputation "
      "macro now used across the department.",
      "Mentor two biostatisticians and review SDTM/ADaM specifications with the programming team."]),
    ("Biostatistician II", AB4_CRO, "Durham, NC", "Aug 2023 – Dec 2024", ("2023-08", "2024-12"),
     ["Wrote statistical analysis plans and validated efficacy outputs in SAS and R for four sponsor studies; "
      "supported two FDA information requests."]),
    ("Graduate Research Assistant, Collaborative Studies Coordinating Center", AB4_UNC, "Chapel Hill, NC",
     "Aug 2019 – Jul 2023", ("2019-08", "2023-07"),
     ["Analyzed longitudinal data from a 4,800-participant cardiovascular cohort and co-authored five papers.",
      "Built a Shiny dashboard for enrollment and data-quality monitoring used by 12 field centers."]),
    ("Biostatistics Intern", "Keswick Therapeutics", "Cambridge, MA", "Summer 2021", ("2021-06", "2021-08"),
     ["Simulated group-sequential designs for a Phase II oncology trial and presented operating characteristics "
      "to the clinical team."]),
]
AB4_SKILLS = [("Methods", ["Clinical trial design", "Sample size and power", "Mixed models (MMRM)",
                           "Survival analysis", "Causal inference", "Missing data and multiple imputation",
                           "Bayesian methods"]),
              ("Software", ["SAS (Base, STAT, Macro)", "R (tidyverse, Shiny, Stan)", "Python", "CDISC SDTM/ADaM",
                            "Git"])]
AB4_CERTS = [("SAS Certified Professional: Advanced Programming Using SAS 9.4 (2024)",
              "SAS Certified Professional: Advanced Programming Using SAS 9.4")]


def ab4_biostatistician_chromium():
    jobs = "".join(
        f'<div class="entry"><div class="row"><h3>{escape(t)}</h3><span class="when">{escape(w)}</span></div>'
        f'<div class="where">{escape(c)} · {escape(p)}</div><ul>' +
        "".join(f"<li>{escape(i)}</li>" for i in items) + "</ul></div>\n"
        for t, c, p, w, _, items in AB4_JOBS)
    skills = "".join(f"<h4>{label}</h4><ul>" + "".join(f"<li>{escape(s)}</li>" for s in items) + "</ul>"
                     for label, items in AB4_SKILLS)
    html = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Tomás Arriaga – Resume</title>
<style>
@page { size: Letter; margin: 0; }
* { box-sizing: border-box; }
body { margin: 0; font-family: "Carlito", "Calibri", sans-serif; font-size: 10pt; color: #222; line-height: 1.3; }
.page { display: grid; grid-template-columns: 2.25in 1fr; min-height: 11in; }
aside { background: #1f3b4d; color: #e8eef2; padding: 0.5in 0.22in 0.4in 0.3in; }
aside h1 { font-size: 21pt; line-height: 1.1; margin: 0 0 4px; color: #fff; }
aside .label { font-size: 10.5pt; color: #9fd3c7; margin-bottom: 14px; }
aside h2 { font-size: 10pt; text-transform: uppercase; letter-spacing: 1px; color: #9fd3c7;
           border-bottom: 1px solid #4f6f82; padding-bottom: 2px; margin: 14px 0 5px; }
aside h4 { font-size: 9.5pt; margin: 6px 0 2px; color: #fff; }
aside ul { margin: 0; padding-left: 13px; }
aside li { margin-bottom: 1px; font-size: 9.3pt; }
aside p { margin: 0 0 3px; font-size: 9.3pt; }
aside a { color: #e8eef2; text-decoration: none; }
main { padding: 0.45in 0.45in 0.4in 0.3in; }
main h2 { font-size: 11.5pt; text-transform: uppercase; letter-spacing: 1px; color: #1f3b4d;
          border-bottom: 1.5px solid #1f3b4d; padding-bottom: 2px; margin: 12px 0 6px; }
main h2:first-child { margin-top: 0; }
.entry { margin-bottom: 7px; }
.row { display: flex; justify-content: space-between; align-items: baseline; gap: 10px; }
h3 { font-size: 10.3pt; margin: 0; }
.when { white-space: nowrap; color: #555; font-size: 9.5pt; }
.where { font-style: italic; color: #444; }
.note { margin: 1px 0 0; }
ul { margin: 2px 0 0; padding-left: 15px; }
li { margin-bottom: 1px; }
.pubs li { margin-bottom: 3px; }
</style></head>
<body><div class="page">
<aside>
<h1>Tomás Arriaga, PhD</h1>
<div class="label">Biostatistician · Clinical Trials &amp; Causal Inference</div>
<h2>Contact</h2>
<p>Durham, NC 27701</p>
<p>(919) 555-0173</p>
<p><a href="mailto:tomas.arriaga@example.com">tomas.arriaga@example.com</a></p>
<p><a href="https://www.linkedin.com/in/tarriaga">linkedin.com/in/tarriaga</a></p>
<p><a href="https://github.com/tarriaga-stats">github.com/tarriaga-stats</a></p>
<h2>Skills</h2>
""" + skills + """
<h2>Certification</h2>
<p>""" + escape(AB4_CERTS[0][0]) + """</p>
<h2>Languages</h2>
<p>English — native<br>Spanish — fluent</p>
<h2>Honors</h2>
<p>ASA Biopharmaceutical Section Student Paper Award, 2022</p>
<p>UNC Biostatistics Training Grant (NIH T32), 2019–2021</p>
</aside>
<main>
<h2>Summary</h2>
<p>Biostatistician with a PhD and three years in a CRO, leading the statistics of Phase II/III trials from
protocol to clinical study report. Research background in longitudinal data, missing data and causal inference;
fluent in SAS and R and comfortable presenting to clinical teams, DMCs and regulators.</p>
<h2>Education</h2>
<div class="entry"><div class="row"><h3>Ph.D., Biostatistics</h3><span class="when">2018 – 2023</span></div>
<div class="where">University of North Carolina at Chapel Hill · Chapel Hill, NC</div>
<p class="note">Dissertation: <i>Doubly robust estimation of treatment effects under informative dropout in
longitudinal trials</i></p>
<p class="note">Advisor: Margaret H. Olander, PhD</p></div>
<div class="entry"><div class="row"><h3>M.S., Biostatistics (earned en route)</h3><span class="when">2020</span></div>
<div class="where">University of North Carolina at Chapel Hill · Chapel Hill, NC</div></div>
<div class="entry"><div class="row"><h3>B.S., Mathematics &amp; B.A., Spanish — dual degree</h3>
<span class="when">2014 – 2018</span></div>
<div class="where">University of Maryland, Baltimore County · Baltimore, MD</div>
<p class="note">Honors College · NSF REU in Biostatistics, summer 2017</p></div>
<h2>Experience</h2>
""" + jobs + """
<h2>Selected Publications</h2>
<ul class="pubs">
<li><b>Arriaga T</b>, Olander MH. Doubly robust estimators for treatment effects with informative dropout.
<i>Statistics in Medicine</i>. 2023;42(18):3120–3138.</li>
<li><b>Arriaga T</b>, Whitcombe R, Lindqvist J, et al. Blood pressure trajectories and incident heart failure in a
multi-ethnic cohort. <i>Journal of the American Heart Association</i>. 2022;11:e024871.</li>
</ul>
</main>
</div></body></html>
"""
    name = "ab4-tomas-arriaga"
    chromium_pdf(html, name, pages=1)
    both = {"institution": "University of Maryland, Baltimore County",
            "dates": dates("2014", "2018", text="2014 – 2018")}
    write_truth(name, {
        "basics": {"name": "Tomás Arriaga", "label": "Biostatistician · Clinical Trials & Causal Inference",
                   "email": "tomas.arriaga@example.com", "phone": "(919) 555-0173",
                   "location": {"city": "Durham", "region": "NC"},
                   "profiles": [linkedin("tarriaga"), github("tarriaga-stats")]},
        "work": work_truth(AB4_JOBS),
        "education": [
            {"institution": AB4_UNC, "study_type": "Ph.D.", "area": "Biostatistics",
             "dates": dates("2018", "2023", text="2018 – 2023")},
            {"institution": AB4_UNC, "study_type": "M.S.", "area": "Biostatistics",
             "dates": dates(None, "2020", text="2020")},
            {"institution": both["institution"], "study_type": "B.S.", "area": "Mathematics", "dates": both["dates"]},
            {"institution": both["institution"], "study_type": "B.A.", "area": "Spanish", "dates": both["dates"]}],
        "skills": flat_skills(AB4_SKILLS),
        "certificates": [{"name": n} for _, n in AB4_CERTS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Spanish", "fluency": "fluent"}],
    })


# ---- ab5: musician turned web developer in Vancouver, plain text ------------------------------------
AB5_JOBS = [
    ("Junior Full-Stack Developer", "Tidewater Logistics Software Inc.", "Vancouver, BC", "Mar 2023 – present",
     ("2023-03", None, True),
     ["Build features for a dispatch and proof-of-delivery web app (React, TypeScript, Node.js, PostgreSQL) "
      "used by 140 trucking companies.",
      "Rewrote the driver check-in flow with offline support; support tickets about missed check-ins fell by "
      "half.",
      "Added Playwright end-to-end tests to the CI pipeline and cut flaky builds from ~15% to under 3%."]),
    ("Web Developer (contract)", "Salal Creative Studio", "Remote", "Sep 2022 – Feb 2023", ("2022-09", "2023-02"),
     ["Built and launched five small-business sites in Next.js and a headless CMS; accessibility fixes to WCAG 2.1 "
      "AA."]),
    ("Teaching Assistant (part-time)", "Gastown Code Academy", "Vancouver, BC", "Jan 2022 – Aug 2022",
     ("2022-01", "2022-08"),
     ["Helped three cohorts of 20 students debug JavaScript and React projects and ran weekly SQL review "
      "sessions."]),
    ("Piano Instructor", "Kitsilano Community Music School", "Vancouver, BC", "2016 – 2021", ("2016", "2021"),
     ["Taught 30+ private students a week (ages 6 to 70) and prepared students for RCM exams."]),
]
AB5_SKILLS = [("Languages", ["JavaScript", "TypeScript", "Python", "SQL", "HTML/CSS"]),
              ("Frameworks", ["React", "Next.js", "Node.js", "Express", "Django"]),
              ("Tools", ["PostgreSQL", "Docker", "AWS (EC2, S3, Lambda)", "Git", "GitHub Actions", "Jest",
                         "Playwright"])]
AB5_CERTS = [("AWS Certified Developer – Associate (2024)", "AWS Certified Developer – Associate"),
             ("AWS Certified Cloud Practitioner (2022)", "AWS Certified Cloud Practitioner")]


def ab5_web_developer_txt():
    import textwrap

    def heading(text):
        return ["", text, "=" * len(text)]

    def bullet(text):
        return textwrap.wrap(text, 78, initial_indent="  * ", subsequent_indent="    ")

    lines = ["Ethan Kowalczuk",
             "Junior Full-Stack Developer",
             "Vancouver, BC  |  (604) 555-0148  |  ethan.kowalczuk@example.com",
             "github.com/ekowalczuk  |  ethankowalczuk.example.com"]
    lines += heading("SUMMARY")
    lines += textwrap.wrap("Full-stack developer with four years of professional JavaScript/TypeScript experience, "
                           "after five years as a piano teacher. Bootcamp-trained, now finishing a computing "
                           "degree part-time. I like readable code, good tests and working closely with the people "
                           "who use what I build.", 80)
    lines += heading("TECHNICAL SKILLS")
    lines += [f"{label + ':':<12}{', '.join(items)}" for label, items in AB5_SKILLS]
    lines += heading("EXPERIENCE")
    for i, (title, company, place, when, _, items) in enumerate(AB5_JOBS):
        if i:
            lines.append("")
        lines += [f"{title} — {company}, {place}", when]
        for item in items:
            lines += bullet(item)
    lines += heading("PROJECTS")
    lines += ["Setlist (github.com/ekowalczuk/setlist)",
              *bullet("Rehearsal planner for community choirs: Next.js, tRPC and PostgreSQL, about 300 monthly "
                      "users."),
              "",
              "Metronome CLI",
              *bullet("A small Python command-line metronome with tempo ramps, published on PyPI.")]
    lines += heading("EDUCATION")
    lines += ["Computing and Information Systems, B.Sc. (part-time, online)",
              "Athabasca University, Athabasca, AB",
              "Expected 2028  -  12 of 40 courses completed",
              "",
              "Full-Stack Web Development Diploma",
              "Gastown Code Academy, Vancouver, BC  |  2021",
              "12-week full-time immersive program (480 hours)",
              "",
              "Bachelor of Music, Piano Performance",
              "University of British Columbia, Vancouver, BC",
              "Graduated: May 2016  |  Dean's Honour List"]
    lines += heading("CERTIFICATIONS")
    lines += [f"  * {printed}" for printed, _ in AB5_CERTS]
    lines += heading("SPOKEN LANGUAGES")
    lines += ["English (native), Polish (conversational), French (basic)"]
    name = "ab5-ethan-kowalczuk"
    write_text(name + ".txt", "\n".join(lines) + "\n")
    write_truth(name, {
        "basics": {"name": "Ethan Kowalczuk", "label": "Junior Full-Stack Developer",
                   "email": "ethan.kowalczuk@example.com", "phone": "(604) 555-0148",
                   "url": "https://ethankowalczuk.example.com",
                   "location": {"city": "Vancouver", "region": "BC"},
                   "profiles": [github("ekowalczuk")]},
        "work": work_truth(AB5_JOBS),
        "education": [
            {"institution": "Athabasca University", "study_type": "B.Sc.", "area": "Computing and Information Systems",
             "dates": dates(None, "2028", current=True, text="Expected 2028")},
            {"institution": "Gastown Code Academy", "study_type": "Diploma", "area": "Full-Stack Web Development",
             "dates": dates(None, "2021", text="2021")},
            {"institution": "University of British Columbia", "study_type": "Bachelor of Music",
             "area": "Piano Performance", "dates": dates(None, "2016-05", text="May 2016")}],
        "skills": flat_skills(AB5_SKILLS),
        "certificates": [{"name": n} for _, n in AB5_CERTS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Polish", "fluency": "conversational"},
                      {"language": "French", "fluency": "basic"}],
    })


# ---- ab6: Italian architect in London, ReportLab with a shaded sidebar ------------------------------
AB6_PRACTICE = "Hallam Whitcombe Architects"
AB6_JOBS = [
    ("Project Architect", AB6_PRACTICE, "London", "Mar 2022 – Present", ("2022-03", None, True),
     ["Lead architect for the conversion of a Grade II listed Victorian printworks in Clerkenwell into 46 homes "
      "and workspace (£21m, RIBA Stages 2–5); planning and listed building consent granted in 2023.",
      "Run a team of three and coordinate structural, MEP and heritage consultants; contract administrator "
      "under JCT Design and Build.",
      "Set up the practice's Revit templates and a Passivhaus-informed retrofit checklist."]),
    ("Architectural Assistant (Part 2)", AB6_PRACTICE, "London", "Sept 2018 – Feb 2022", ("2018-09", "2022-02"),
     ["Produced planning and technical packages for housing schemes of 12 to 90 units, including a "
      "community-led housing project in Lewisham."]),
    ("Junior Architect", "Studio Benedetti Ronchi Architetti", "Milan, Italy", "Mar 2017 – Aug 2018",
     ("2017-03", "2018-08"),
     ["Worked on the refurbishment of 1960s social housing blocks in Milan and two competition entries "
      "(one shortlisted)."]),
    ("Architectural Intern", "Okoro van der Zee Architecten", "Rotterdam, Netherlands", "Sept 2016 – Feb 2017",
     ("2016-09", "2017-02"),
     ["Physical and digital models and presentation drawings for a waterfront masterplan."]),
]
AB6_SKILLS = [("Design & delivery", ["Concept to RIBA Stage 5", "Planning and listed building consent",
                                     "Building Regulations (Part B, Part L)", "JCT contract administration",
                                     "Adaptive reuse and retrofit"]),
              ("Software", ["Revit", "AutoCAD", "Rhino + Grasshopper", "Enscape", "Adobe InDesign", "Photoshop"])]
AB6_CERTS = [("ARB Registered Architect (reg. no. 091234K), 2021", "ARB Registered Architect"),
             ("Certified Passivhaus Designer – Passive House Institute, 2023", "Certified Passivhaus Designer")]
AB6_EDUCATION = [
    ("Postgraduate Diploma in Professional Practice and Management in Architecture (RIBA Part 3)",
     "University of Westminster, London", "2020 · part-time", []),
    ("Laurea Magistrale (MSc) in Architecture", "Politecnico di Milano, Milan", "2013 – 2016",
     ["110/110 cum laude", "Thesis: <i>“Living on the edge: adaptive reuse of the former Breda steelworks in "
      "Sesto San Giovanni”</i>"]),
    ("Laurea (BSc) in Architectural Sciences", "Politecnico di Milano, Milan", "2010 – 2013", ["108/110"]),
]


def ab6_architect_reportlab():
    from reportlab.lib.colors import HexColor
    from reportlab.lib.enums import TA_LEFT
    from reportlab.lib.fonts import addMapping
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.lib.units import mm
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.platypus import (BaseDocTemplate, Frame, FrameBreak, ListFlowable, ListItem, PageTemplate,
                                    Paragraph, Spacer, Table, TableStyle)

    for face, file in (("Lato", "Lato-Regular.ttf"), ("Lato-B", "Lato-Bold.ttf"), ("Lato-I", "Lato-Italic.ttf"),
                       ("Lato-BI", "Lato-BoldItalic.ttf"), ("Lato-L", "Lato-Light.ttf")):
        pdfmetrics.registerFont(TTFont(face, LATO + file))
    addMapping("Lato", 0, 0, "Lato"); addMapping("Lato", 1, 0, "Lato-B")
    addMapping("Lato", 0, 1, "Lato-I"); addMapping("Lato", 1, 1, "Lato-BI")

    ink, terracotta, sand = HexColor("#2B2B2B"), HexColor("#B5532F"), HexColor("#F2ECE4")
    W, H = A4
    side_w = 64 * mm

    def style(name, **kw):
        base = dict(fontName="Lato", fontSize=8.8, leading=11.4, textColor=ink, alignment=TA_LEFT)
        base.update(kw)
        return ParagraphStyle(name, **base)

    body = style("body")
    small = style("small", fontSize=8.3, leading=10.6)
    side_head = style("sidehead", fontName="Lato-B", fontSize=9.5, leading=12, textColor=terracotta, spaceBefore=10,
                      spaceAfter=3)
    main_head = style("mainhead", fontName="Lato-B", fontSize=10.5, leading=13, textColor=terracotta,
                      spaceBefore=9, spaceAfter=4)
    name_style = style("name", fontName="Lato-L", fontSize=25, leading=28)
    label_style = style("label", fontSize=10.5, leading=13, textColor=terracotta, spaceBefore=2)
    title_style = style("title", fontName="Lato-B", fontSize=9.6, leading=12)
    deg_style = style("degree", fontName="Lato-B", fontSize=8.6, leading=10.8, spaceBefore=5)

    def bullets(items):
        return ListFlowable([ListItem(Paragraph(escape(i), body), leftIndent=10, bulletColor=terracotta)
                             for i in items], bulletType="bullet", start="•", leftIndent=10, bulletFontSize=8,
                            spaceBefore=1, spaceAfter=4)

    side = [Paragraph("CONTACT", side_head),
            Paragraph("London, UK", small),
            Paragraph("+44 7700 900527", small),
            Paragraph("giulia.ferraresi@example.com", small),
            Paragraph('<link href="https://giuliaferraresi.example.com">giuliaferraresi.example.com</link>', small),
            Paragraph("linkedin.com/in/giulia-ferraresi-arch", small),
            Paragraph("EDUCATION", side_head)]
    for degree, school, when, notes in AB6_EDUCATION:
        side += [Paragraph(escape(degree), deg_style), Paragraph(f"<i>{escape(school)}</i>", small),
                 Paragraph(escape(when), small)]
        side += [Paragraph(n if n.startswith("Thesis") else escape(n), small) for n in notes]
    side += [Paragraph("LANGUAGES", side_head),
             Paragraph("Italian — native", small),
             Paragraph("English — fluent (C2)", small),
             Paragraph("Spanish — intermediate", small),
             Paragraph("REGISTRATION &amp; CERTIFICATES", side_head)]
    side += [Paragraph(escape(printed), small) for printed, _ in AB6_CERTS]

    main = [Paragraph("Giulia Ferraresi", name_style),
            Paragraph("Architect (ARB) · Residential &amp; Adaptive Reuse", label_style),
            Paragraph("PROFILE", main_head),
            Paragraph("Architect with ten years in practice in Milan, Rotterdam and London, registered with the ARB "
                      "since 2021. I specialise in bringing old buildings back into use as housing and workspace: "
                      "heritage consents, careful detailing and low-energy retrofit, from feasibility through site.",
                      body),
            Paragraph("EXPERIENCE", main_head)]
    for title, company, place, when, _, items in AB6_JOBS:
        row = Table([[Paragraph(escape(title), title_style), Paragraph(escape(when), style(
            "when", fontSize=8.6, textColor=HexColor("#666666"), alignment=2))]],
            colWidths=[W - side_w - 28 * mm - 38 * mm, 38 * mm])
        row.setStyle(TableStyle([("LEFTPADDING", (0, 0), (-1, -1), 0), ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                                 ("TOPPADDING", (0, 0), (-1, -1), 0), ("BOTTOMPADDING", (0, 0), (-1, -1), 0),
                                 ("VALIGN", (0, 0), (-1, -1), "BOTTOM")]))
        main += [Spacer(1, 3), row, Paragraph(f"<i>{escape(company)}, {escape(place)}</i>", body), bullets(items)]
    main.append(Paragraph("SELECTED PROJECTS", main_head))
    for project, note in [("Printworks Yard, Clerkenwell (2022 – ongoing)",
                           "Listed printworks converted into 46 homes and workspace; on site, completion 2027."),
                          ("Brockley Common Homes, Lewisham (2021)",
                           "12 community-led homes in cross-laminated timber; RIBA London Award shortlist 2022."),
                          ("Quartiere Feltre retrofit, Milan (2018)",
                           "External insulation and new balconies for 96 social-rent flats, residents in place.")]:
        main.append(Paragraph(f"<b>{escape(project)}</b> — {escape(note)}", style("project", spaceAfter=3)))
    main.append(Paragraph("SKILLS", main_head))
    for label, items in AB6_SKILLS:
        main.append(Paragraph(f"<b>{escape(label)}:</b> " + " · ".join(escape(i) for i in items),
                              style("skill", spaceAfter=3)))

    def background(canvas, doc):
        canvas.saveState()
        canvas.setFillColor(sand)
        canvas.rect(0, 0, side_w, H, stroke=0, fill=1)
        canvas.setFillColor(terracotta)
        canvas.rect(side_w, H - 4 * mm, W - side_w, 4 * mm, stroke=0, fill=1)
        canvas.restoreState()

    name = "ab6-giulia-ferraresi"
    path = os.path.join(FILES, name + ".pdf")
    doc = BaseDocTemplate(path, pagesize=A4, title="Giulia Ferraresi – CV", author="Giulia Ferraresi",
                          leftMargin=0, rightMargin=0, topMargin=0, bottomMargin=0)
    frames = [Frame(9 * mm, 12 * mm, side_w - 16 * mm, H - 26 * mm, id="side", leftPadding=0, rightPadding=0),
              Frame(side_w + 12 * mm, 12 * mm, W - side_w - 28 * mm, H - 26 * mm, id="main", leftPadding=0,
                    rightPadding=0)]
    doc.addPageTemplates([PageTemplate(id="cv", frames=frames, onPage=background)])
    doc.build(side + [FrameBreak()] + main)
    check_pages(name, pdf_pages(path), 1)
    write_truth(name, {
        "basics": {"name": "Giulia Ferraresi", "label": "Architect (ARB) · Residential & Adaptive Reuse",
                   "email": "giulia.ferraresi@example.com", "phone": "+44 7700 900527",
                   "url": "https://giuliaferraresi.example.com",
                   "location": {"city": "London", "country_code": "GB"},
                   "profiles": [linkedin("giulia-ferraresi-arch")]},
        "work": work_truth(AB6_JOBS),
        "education": [
            {"institution": "University of Westminster", "study_type": "Postgraduate Diploma",
             "area": "Professional Practice and Management in Architecture",
             "dates": dates(None, "2020", text="2020")},
            {"institution": "Politecnico di Milano", "study_type": "Laurea Magistrale (MSc)", "area": "Architecture",
             "score": "110/110 cum laude", "dates": dates("2013", "2016", text="2013 – 2016")},
            {"institution": "Politecnico di Milano", "study_type": "Laurea (BSc)", "area": "Architectural Sciences",
             "score": "108/110", "dates": dates("2010", "2013", text="2010 – 2013")}],
        "skills": flat_skills(AB6_SKILLS),
        "certificates": [{"name": n} for _, n in AB6_CERTS],
        "languages": [{"language": "Italian", "fluency": "native"}, {"language": "English", "fluency": "fluent (C2)"},
                      {"language": "Spanish", "fluency": "intermediate"}],
    })


if __name__ == "__main__":
    ab1_embedded_engineer_xelatex()
    ab2_policy_analyst_lo()
    ab3_food_quality_docx()
    ab4_biostatistician_chromium()
    ab5_web_developer_txt()
    ab6_architect_reportlab()
