#!/usr/bin/env python3
"""Renders the seventh held-out batch (m1–m5) into files/ and its truth into truth/.

Written after the parser, without reading it. Every file is a PDF from a producer that real
resumes come from and the other samples do not use; the sources (.tex, .docx, .html) are written
to a temporary folder and thrown away, only the PDFs land in files/.

- m1 (pdflatex, "Jake's Resume" style, written from scratch): name centred in small capitals,
  a contact line with " | " separators and hyperlinks; small-capital section titles over a
  \\titlerule; Education first; every entry a tabular* with the bold employer or school left and
  the dates right on the first row, the italic title or degree left and the italic place right
  on the second row; dates such as "Aug. 2016 -- May 2020" (en dash); a "Projects" section whose
  rows also carry right-aligned dates ("Feb. 2021 -- Present") but are not jobs; "Technical
  Skills" with bold labels "Languages:", "Frameworks:", "Developer Tools:" (programming
  languages, not spoken ones). Computer Modern with glyphtounicode. A US software engineer.
- m2 (pdflatex, paracol two-column CV): a full-width name and title, then a narrow left column
  (contact, skills one per line, languages with CEFR levels pushed right by \\hfill, a
  certification wrapped over two lines) beside a wide right column (profile, experience, education); title bold with
  the dates right-aligned ("since 2022", "2018 -- 2021"), company and place in italics below;
  "Università" in T1/Helvetica; a thesis line under the MSc. A data scientist in Amsterdam.
- m3 (python-docx, converted by LibreOffice): a Word-style resume; the name in the "Title"
  style, a tagline, a horizontal contact line with " | "; "WORK EXPERIENCE", "EDUCATION",
  "SKILLS", "CERTIFICATIONS" as Heading 1; each job "Title<TAB>June 2019 – Present" against a
  right tab stop, then "Company, City, ST" in italics, then "List Bullet" paragraphs; skills in
  a two-column Word section (continuous section breaks); Calibri requested, set in Carlito by
  LibreOffice; the list bullets come out of the text layer as U+F0B7 (Symbol's private-use
  bullet, drawn with OpenSymbol), as in real Word-to-PDF files. A US operations manager.
- m4 (python-docx, converted by LibreOffice): a one-row two-cell layout table; the left cell is
  shaded and holds contact, skills, languages and certificates, so it comes before the name in
  the text stream; the right cell holds name, title, profile, experience and education, with
  the dates on their own grey line ABOVE each title ("Aug 2020 - present", "2016 - 2020") and
  a date range inside a bullet ("Year head … (2018 - 2020)"); an Irish name with a fada and a
  typographic apostrophe ("Siobhán O’Rourke"); U+F0B7 bullets as in m3. A school guidance
  counsellor in Cork.
- m5 (WeasyPrint, HTML + CSS grid): a header spanning both columns, the main column left and a
  sidebar on the RIGHT (contact, skills as chips several to a line, languages "Spanish — C1",
  certifications with the year right-aligned); jobs as "Title — Company" headings over a
  "City · Mon YYYY – Mon YYYY" line, one "Remote"; a university whose name holds an en dash
  ("University of Wisconsin–Milwaukee"); a portfolio site (not a network profile, so it is not
  in the truth's profiles). A US senior UX designer.

Needs pdflatex with titlesec, enumitem, paracol, helvet (`apt-get install texlive-latex-base
texlive-latex-recommended texlive-fonts-recommended texlive-latex-extra`), LibreOffice
(`apt-get install libreoffice-writer-nogui fonts-crosextra-carlito`; Carlito stands in for the
Calibri the DOCX files ask for, as on most Linux desktops, and without it the pages break
differently; run as `soffice --headless --convert-to pdf` with a private profile),
`pip install python-docx weasyprint`, DejaVu fonts. Run from this folder:
python3 render_batch7.py
"""
import os

from holdout_render import (FILES, bottom_border, check_pages, dates, libreoffice_pdf, new_docx, oxml_element,
                            pdflatex, section_columns, write_truth)


# ---- m1: pdflatex, "Jake's Resume" style ---------------------------------------------------
def jakes_latex():
    source = r"""\documentclass[letterpaper,11pt]{article}
\usepackage[left=0.55in,right=0.55in,top=0.5in,bottom=0.5in]{geometry}
\usepackage{titlesec}
\usepackage{enumitem}
\usepackage{xcolor}
\usepackage[hidelinks]{hyperref}
\input{glyphtounicode}
\pdfgentounicode=1
\pagestyle{empty}
\raggedright
\setlength{\tabcolsep}{0in}
\titleformat{\section}{\vspace{-4pt}\scshape\raggedright\large}{}{0em}{}[\titlerule\vspace{-5pt}]
\renewcommand\labelitemii{$\vcenter{\hbox{\tiny$\bullet$}}$}
\newcommand{\point}[1]{\item\small{#1 \vspace{-2pt}}}
\newcommand{\entry}[4]{\vspace{-2pt}\item
  \begin{tabular*}{0.97\textwidth}[t]{l@{\extracolsep{\fill}}r}
    \textbf{#1} & #2 \\
    \textit{\small #3} & \textit{\small #4} \\
  \end{tabular*}\vspace{-7pt}}
\newcommand{\projectrow}[2]{\vspace{-2pt}\item
  \begin{tabular*}{0.97\textwidth}{l@{\extracolsep{\fill}}r}
    \small #1 & #2 \\
  \end{tabular*}\vspace{-7pt}}
\newcommand{\entriesStart}{\begin{itemize}[leftmargin=0.15in, label={}]}
\newcommand{\entriesEnd}{\end{itemize}}
\newcommand{\pointsStart}{\begin{itemize}}
\newcommand{\pointsEnd}{\end{itemize}\vspace{-5pt}}

\begin{document}

\begin{center}
  {\Huge \scshape Aaliyah Brooks} \\ \vspace{2pt}
  \small Atlanta, GA $|$ 404-555-0192 $|$
  \href{mailto:aaliyah.brooks@example.com}{\underline{aaliyah.brooks@example.com}} $|$
  \href{https://linkedin.com/in/aaliyah-brooks}{\underline{linkedin.com/in/aaliyah-brooks}} $|$
  \href{https://github.com/abrooks-dev}{\underline{github.com/abrooks-dev}}
\end{center}

\section{Education}
\entriesStart
  \entry{Georgia Institute of Technology}{Aug. 2016 -- May 2020}
        {Bachelor of Science in Computer Science, Minor in Economics}{Atlanta, GA}
\entriesEnd

\section{Experience}
\entriesStart
  \entry{Peachtree Payments}{Jul. 2022 -- Present}{Software Engineer II}{Atlanta, GA}
  \pointsStart
    \point{Built a Go service that reconciles card settlement files from three processors, matching 2.1M transactions a day with 99.98\% accuracy}
    \point{Cut p99 latency of the ledger API from 480 ms to 120 ms by adding read replicas and rewriting hot PostgreSQL queries}
    \point{Led the move of 14 services from EC2 to Kubernetes (EKS) with Terraform, with no customer-facing downtime}
    \point{Mentor two junior engineers and run the team's weekly design review}
  \pointsEnd

  \entry{Cobalt Freight Software}{Aug. 2020 -- Jun. 2022}{Software Engineer}{Alpharetta, GA}
  \pointsStart
    \point{Developed Django REST APIs for a load-tendering platform used by 400+ regional carriers}
    \point{Replaced a nightly batch job with Kafka consumers, so shipment status updates arrive within seconds}
    \point{Wrote React components for the dispatcher dashboard and raised frontend test coverage from 35\% to 80\%}
  \pointsEnd

  \entry{Lumen Health Systems}{May 2019 -- Aug. 2019}{Software Engineering Intern}{Nashville, TN}
  \pointsStart
    \point{Built an internal Spring Boot tool that flags duplicate patient records across two EHR databases}
    \point{Automated the QA team's regression suite with Selenium, saving about six hours a week}
  \pointsEnd
\entriesEnd

\section{Projects}
\entriesStart
  \projectrow{\textbf{Transitly} $|$ \emph{Go, PostgreSQL, React, Mapbox}}{Feb. 2021 -- Present}
  \pointsStart
    \point{Open-source app that predicts MARTA bus arrival times from GTFS-realtime feeds; 1.2k stars on GitHub}
    \point{Serves about 3,000 daily riders from one small virtual machine and a PostgreSQL replica}
  \pointsEnd
  \projectrow{\textbf{ledgerlint} $|$ \emph{Python, SQL}}{Oct. 2019 -- Dec. 2019}
  \pointsStart
    \point{Command-line linter for double-entry accounting exports; second place at HackGT 6}
  \pointsEnd
\entriesEnd

\section{Technical Skills}
\begin{itemize}[leftmargin=0.15in, label={}]
  \small{\item{
    \textbf{Languages}{: Go, Python, Java, TypeScript, SQL} \\
    \textbf{Frameworks}{: Django, React, Spring Boot, gRPC} \\
    \textbf{Developer Tools}{: Docker, Kubernetes, Terraform, AWS, Git}
  }}
\end{itemize}

\end{document}
"""
    pdflatex(source, "m1-aaliyah-brooks")
    write_truth("m1-aaliyah-brooks", {
        "basics": {"name": "Aaliyah Brooks", "email": "aaliyah.brooks@example.com", "phone": "404-555-0192",
                   "location": {"city": "Atlanta"},
                   "profiles": [{"network": "LinkedIn", "url": "https://linkedin.com/in/aaliyah-brooks"},
                                {"network": "GitHub", "url": "https://github.com/abrooks-dev"}]},
        "work": [
            {"position": "Software Engineer II", "name": "Peachtree Payments", "location": "Atlanta, GA",
             "dates": dates("2022-07", current=True, text="Jul. 2022 – Present")},
            {"position": "Software Engineer", "name": "Cobalt Freight Software", "location": "Alpharetta, GA",
             "dates": dates("2020-08", "2022-06", text="Aug. 2020 – Jun. 2022")},
            {"position": "Software Engineering Intern", "name": "Lumen Health Systems", "location": "Nashville, TN",
             "dates": dates("2019-05", "2019-08", text="May 2019 – Aug. 2019")}],
        "education": [
            {"institution": "Georgia Institute of Technology", "study_type": "Bachelor of Science",
             "area": "Computer Science", "dates": dates("2016-08", "2020-05", text="Aug. 2016 – May 2020")}],
        "skills": [{"name": s} for s in ["Go", "Python", "Java", "TypeScript", "SQL", "Django", "React",
                                         "Spring Boot", "gRPC", "Docker", "Kubernetes", "Terraform", "AWS", "Git"]]})


# ---- m2: pdflatex, paracol two-column CV ---------------------------------------------------
def paracol_latex():
    source = r"""\documentclass[a4paper,10pt]{article}
\usepackage[T1]{fontenc}
\usepackage[utf8]{inputenc}
\usepackage[scaled=0.95]{helvet}
\renewcommand{\familydefault}{\sfdefault}
\usepackage[left=15mm,right=15mm,top=14mm,bottom=14mm]{geometry}
\usepackage{xcolor}
\usepackage{paracol}
\usepackage{enumitem}
\usepackage[hidelinks]{hyperref}
\hypersetup{pdftitle={Chiara Benedetti - CV}, pdfauthor={Chiara Benedetti}}
\definecolor{accent}{HTML}{1B5E73}
\pagestyle{empty}
\setlength{\parindent}{0pt}
\columnratio{0.29}
\setlength{\columnsep}{7mm}
\setlength{\columnseprule}{0.4pt}
\colseprulecolor{accent!35}
\setlist[itemize]{leftmargin=11pt, itemsep=1pt, topsep=2pt, parsep=0pt, label={\color{accent}\textbullet}}
\newcommand{\sidehead}[1]{\par\vspace{9pt}{\color{accent}\bfseries\MakeUppercase{#1}}\par\vspace{3pt}}
\newcommand{\mainhead}[1]{\par\vspace{8pt}{\large\color{accent}\bfseries #1}\par\vspace{1pt}{\color{accent}\rule{\linewidth}{0.6pt}}\par\vspace{2pt}}
\newcommand{\job}[3]{\par\vspace{5pt}\textbf{#1}\hfill{\small #2}\par{\itshape #3}\par}

\begin{document}
{\fontsize{26}{30}\selectfont\bfseries Chiara Benedetti}\par\vspace{3pt}
{\Large\color{accent} Data Scientist}\par\vspace{4pt}
{\color{accent}\rule{\textwidth}{1.2pt}}\par\vspace{2pt}

\begin{paracol}{2}
\begingroup\small\raggedright\hyphenpenalty=10000
\sidehead{Contact}
Amsterdam, Netherlands\\[2pt]
+31 6 4821 7735\\[2pt]
\href{mailto:chiara.benedetti@example.nl}{chiara.benedetti@example.nl}\\[2pt]
\href{https://github.com/cbenedetti}{github.com/cbenedetti}\\[2pt]
\href{https://linkedin.com/in/chiara-benedetti}{\footnotesize linkedin.com/in/chiara-benedetti}

\sidehead{Skills}
Python\\ R\\ SQL\\ scikit-learn\\ PyTorch\\ LightGBM\\ Apache Spark\\ Airflow\\ dbt\\ Tableau\\
A/B testing\\ Bayesian modelling

\sidehead{Languages}
Italian \hfill native\\
English \hfill C2\\
Dutch \hfill B1

\sidehead{Certification}
Databricks Certified Data Engineer Associate (2022)

\par\endgroup
\switchcolumn
\small
\mainhead{Profile}
Data scientist with eight years of forecasting, experimentation and analytics work in mobility,
retail and banking. I like problems where a model has to survive contact with operations teams,
and I care as much about the data pipeline as about the model on top of it.

\mainhead{Experience}
\job{Senior Data Scientist}{since 2022}{Vondel Mobility B.V., Amsterdam}
\begin{itemize}
  \item Built the hourly demand forecast (LightGBM) that drives the rebalancing of 9,000 shared e-bikes in four Dutch cities.
  \item Designed the pricing experimentation platform and ran more than forty A/B tests with CUPED variance reduction.
  \item Lead a guild of six data scientists; introduced dbt, code review and model cards for analytics work.
\end{itemize}
\job{Data Scientist}{2018 -- 2021}{Kaaslab Retail Analytics, Utrecht}
\begin{itemize}
  \item Developed promotion-uplift models for supermarket clients, cutting forecast error (MAPE) by 18\%.
  \item Moved the nightly feature pipelines from cron scripts to Airflow on Spark.
  \item Presented results to category managers at three Dutch retail chains.
\end{itemize}
\job{Data Analyst}{2016 -- 2018}{Banca Lombarda Digitale, Milan, Italy}
\begin{itemize}
  \item Built credit-risk dashboards in Tableau for the retail lending team.
  \item Automated the monthly regulatory reports with R and SQL, saving two working days a month.
\end{itemize}

\mainhead{Education}
\job{MSc in Statistical Sciences}{2014 -- 2016}{Università di Bologna}
Thesis: \emph{Bayesian small-area estimation of youth unemployment}; 110/110 cum laude.
\job{BSc in Mathematics}{2011 -- 2014}{Università degli Studi di Padova}
\end{paracol}
\end{document}
"""
    pdflatex(source, "m2-chiara-benedetti")
    write_truth("m2-chiara-benedetti", {
        "basics": {"name": "Chiara Benedetti", "label": "Data Scientist", "email": "chiara.benedetti@example.nl",
                   "phone": "+31 6 4821 7735", "location": {"city": "Amsterdam"},
                   "profiles": [{"network": "GitHub", "url": "https://github.com/cbenedetti"},
                                {"network": "LinkedIn", "url": "https://linkedin.com/in/chiara-benedetti"}]},
        "work": [
            {"position": "Senior Data Scientist", "name": "Vondel Mobility B.V.", "location": "Amsterdam",
             "dates": dates("2022", current=True, text="since 2022")},
            {"position": "Data Scientist", "name": "Kaaslab Retail Analytics", "location": "Utrecht",
             "dates": dates("2018", "2021", text="2018 – 2021")},
            {"position": "Data Analyst", "name": "Banca Lombarda Digitale", "location": "Milan, Italy",
             "dates": dates("2016", "2018", text="2016 – 2018")}],
        "education": [
            {"institution": "Università di Bologna", "study_type": "MSc", "area": "Statistical Sciences",
             "dates": dates("2014", "2016", text="2014 – 2016")},
            {"institution": "Università degli Studi di Padova", "study_type": "BSc", "area": "Mathematics",
             "dates": dates("2011", "2014", text="2011 – 2014")}],
        "skills": [{"name": s} for s in ["Python", "R", "SQL", "scikit-learn", "PyTorch", "LightGBM", "Apache Spark",
                                         "Airflow", "dbt", "Tableau", "A/B testing", "Bayesian modelling"]],
        "certificates": [{"name": "Databricks Certified Data Engineer Associate"}],
        "languages": [{"language": l} for l in ["Italian", "English", "Dutch"]]})


# ---- m3: python-docx → LibreOffice, right tab stop for dates ------------------------------
def tabstop_docx():
    from docx.shared import Pt, Inches, RGBColor
    from docx.enum.text import WD_TAB_ALIGNMENT, WD_ALIGN_PARAGRAPH
    from docx.enum.section import WD_SECTION

    document = new_docx(author="Marcus Whitley", title="Marcus Whitley Resume", page=(Inches(8.5), Inches(11)),
                        margins=(Inches(0.8), Inches(0.6)), font="Calibri", size=10.5, space_after=2)
    text_width = Inches(8.5 - 1.6)
    document.styles["Normal"].paragraph_format.line_spacing = 1.0
    heading = document.styles["Heading 1"]
    heading.font.name = "Calibri"; heading.font.size = Pt(12); heading.font.bold = True
    heading.font.color.rgb = RGBColor(0x1F, 0x38, 0x64)
    heading.paragraph_format.space_before = Pt(10); heading.paragraph_format.space_after = Pt(4)
    title = document.styles["Title"]
    title.font.name = "Calibri"; title.font.size = Pt(26)

    document.add_paragraph("Marcus Whitley", style="Title")
    tagline = document.add_paragraph()
    run = tagline.add_run("Operations & Logistics Manager"); run.italic = True; run.font.size = Pt(12)
    contact = document.add_paragraph(
        "Memphis, TN 38103  |  (901) 555-0176  |  marcus.whitley@example.com  |  linkedin.com/in/marcuswhitley")
    contact.paragraph_format.space_after = Pt(6)

    def section_heading(text):
        p = document.add_paragraph(text, style="Heading 1")
        bottom_border(p)

    section_heading("PROFESSIONAL SUMMARY")
    document.add_paragraph(
        "Operations leader with twelve years in distribution centers and third-party logistics. "
        "Runs multi-shift warehouse teams of 300+, brings in warehouse systems without missing a truck, "
        "and manages to cost per unit, safety and accuracy at the same time.")

    def dated_line(left, right, bold=True):
        p = document.add_paragraph()
        p.paragraph_format.tab_stops.add_tab_stop(text_width, WD_TAB_ALIGNMENT.RIGHT)
        p.paragraph_format.space_before = Pt(6); p.paragraph_format.space_after = Pt(0)
        p.add_run(left).bold = bold
        p.add_run("\t" + right)
        return p

    def role(title_text, when, company_line, items):
        dated_line(title_text, when)
        q = document.add_paragraph()
        q.paragraph_format.space_after = Pt(2)
        q.add_run(company_line).italic = True
        for item in items:
            document.add_paragraph(item, style="List Bullet")

    section_heading("WORK EXPERIENCE")
    role("Operations Manager", "June 2019 – Present", "Delta Crossing Distribution, Memphis, TN",
         ["Direct daily operations of a 640,000 sq ft distribution center shipping 45,000 orders a day for "
          "retail and e-commerce clients.",
          "Lead 6 supervisors and up to 310 associates across three shifts; own a $28M annual operating budget.",
          "Raised order accuracy from 99.1% to 99.7% and cut cost per unit shipped by 14% through slotting "
          "and labor planning.",
          "Led the go-live of Manhattan WMS and 42 RF-picking workflows with zero missed carrier cut-offs."])
    role("Warehouse Operations Supervisor", "March 2015 – May 2019", "Riverbend Freight Solutions, Olive Branch, MS",
         ["Supervised receiving, putaway and cycle counts for a 3PL warehouse serving 18 clients.",
          "Reduced dock-to-stock time from 48 to 20 hours and held inventory accuracy above 99.5%.",
          "Trained 60+ associates on powered industrial trucks and OSHA safety; two years without a "
          "recordable injury."])
    role("Logistics Coordinator", "August 2011 – February 2015", "Tri-State Supply Co., Little Rock, AR",
         ["Scheduled inbound and outbound truckloads with 40 carriers and tracked freight spend against budget.",
          "Built Excel reports on on-time delivery and carrier scorecards for monthly vendor reviews."])

    section_heading("EDUCATION")
    dated_line("Bachelor of Business Administration in Supply Chain Management", "May 2011")
    document.add_paragraph().add_run("University of Memphis, Memphis, TN").italic = True
    dated_line("Associate of Applied Science in Logistics Technology", "2009")
    document.add_paragraph().add_run("Southwest Tennessee Community College, Memphis, TN").italic = True

    section_heading("SKILLS")
    two_columns = document.add_section(WD_SECTION.CONTINUOUS)
    section_columns(two_columns, 2)
    skills = ["Warehouse Operations", "Inventory Control", "Manhattan WMS", "SAP ERP", "Transportation Management",
              "Lean Six Sigma", "Labor Planning", "KPI Dashboards", "OSHA Compliance", "Budget Management",
              "Vendor Negotiation", "Team Leadership"]
    for skill in skills:
        document.add_paragraph(skill, style="List Bullet")
    one_column = document.add_section(WD_SECTION.CONTINUOUS)
    section_columns(one_column, 1)

    section_heading("CERTIFICATIONS")
    for item in ["Certified Supply Chain Professional (CSCP) – APICS, 2020",
                 "Lean Six Sigma Green Belt – ASQ, 2017",
                 "OSHA 30-Hour General Industry – 2016"]:
        document.add_paragraph(item, style="List Bullet")

    libreoffice_pdf(document, "m3-marcus-whitley", pages=1)
    write_truth("m3-marcus-whitley", {
        "basics": {"name": "Marcus Whitley", "label": "Operations & Logistics Manager",
                   "email": "marcus.whitley@example.com", "phone": "(901) 555-0176", "location": {"city": "Memphis"},
                   "profiles": [{"network": "LinkedIn", "url": "https://linkedin.com/in/marcuswhitley"}]},
        "work": [
            {"position": "Operations Manager", "name": "Delta Crossing Distribution", "location": "Memphis, TN",
             "dates": dates("2019-06", current=True, text="June 2019 – Present")},
            {"position": "Warehouse Operations Supervisor", "name": "Riverbend Freight Solutions",
             "location": "Olive Branch, MS", "dates": dates("2015-03", "2019-05", text="March 2015 – May 2019")},
            {"position": "Logistics Coordinator", "name": "Tri-State Supply Co.", "location": "Little Rock, AR",
             "dates": dates("2011-08", "2015-02", text="August 2011 – February 2015")}],
        "education": [
            {"institution": "University of Memphis", "study_type": "Bachelor of Business Administration",
             "area": "Supply Chain Management", "dates": dates(None, "2011-05", text="May 2011")},
            {"institution": "Southwest Tennessee Community College", "study_type": "Associate of Applied Science",
             "area": "Logistics Technology", "dates": dates(None, "2009", text="2009")}],
        "skills": [{"name": s} for s in skills],
        "certificates": [{"name": "Certified Supply Chain Professional (CSCP)"}, {"name": "Lean Six Sigma Green Belt"},
                         {"name": "OSHA 30-Hour General Industry"}]})


# ---- m4: python-docx → LibreOffice, two-cell layout table with a shaded sidebar -----------
def layout_table_docx():
    from docx.shared import Pt, Cm, RGBColor
    from docx.enum.table import WD_TABLE_ALIGNMENT

    document = new_docx(author="Siobhán O’Rourke", title="CV", page=(Cm(21), Cm(29.7)), margins=(Cm(1.5), Cm(1.4)),
                        font="Calibri", size=10, space_after=1)
    teal = RGBColor(0x1E, 0x5B, 0x63)
    grey = RGBColor(0x66, 0x66, 0x66)

    widths = [Cm(5.8), Cm(12.2)]
    table = document.add_table(rows=1, cols=2)
    table.alignment = WD_TABLE_ALIGNMENT.CENTER
    table.autofit = False
    for column, width in zip(table.columns, widths):
        column.width = width
    left, right = table.rows[0].cells
    for cell, width in zip((left, right), widths):
        cell.width = width
    left._tc.get_or_add_tcPr().append(oxml_element("w:shd", val="clear", color="auto", fill="E3EEF0"))

    def para(cell, text="", bold=False, italic=False, size=None, color=None, before=0, after=1, first=False):
        p = cell.paragraphs[0] if first else cell.add_paragraph()
        p.paragraph_format.space_before = Pt(before); p.paragraph_format.space_after = Pt(after)
        if text:
            r = p.add_run(text); r.bold = bold; r.italic = italic
            if size: r.font.size = Pt(size)
            if color is not None: r.font.color.rgb = color
        return p

    def head(cell, text, first=False):
        para(cell, text, bold=True, size=11, color=teal, before=0 if first else 12, after=4, first=first)

    # Left cell: contact, skills, languages, certificates.
    head(left, "CONTACT", first=True)
    for line in ["Cork, Ireland", "+353 86 555 7312", "siobhan.orourke@example.ie", "linkedin.com/in/siobhan-orourke"]:
        para(left, line, after=3)
    head(left, "SKILLS")
    skills = ["Career guidance", "Student wellbeing support", "Psychometric testing (DATS)",
              "CAO and UCAS applications", "Crisis intervention", "Restorative practice", "Classroom management",
              "VSware"]
    for skill in skills:
        para(left, skill, after=2)
    head(left, "LANGUAGES")
    for line in ["English (native)", "Irish (fluent)", "French (intermediate)"]:
        para(left, line, after=2)
    head(left, "CERTIFICATES")
    para(left, "ASIST (Applied Suicide Intervention Skills Training)", after=0)
    para(left, "LivingWorks, 2021", size=9, color=grey, after=4)
    para(left, "Certificate in Restorative Practice", after=0)
    para(left, "Restorative Practices Ireland, 2019", size=9, color=grey, after=2)

    # Right cell: name, title, profile, experience, education.
    para(right, "Siobhán O’Rourke", bold=True, size=24, color=teal, after=0, first=True)
    para(right, "Guidance Counsellor", size=13, color=grey, after=6)
    head(right, "PROFILE")
    para(right, "Guidance counsellor and teacher of English and History with nine years in Irish post-primary "
                "schools. I help students make realistic choices about subjects, college and apprenticeships, and "
                "I am the first point of contact when a student is struggling.", after=2)

    def entry(when, title, place, items=()):
        para(right, when, size=9, color=grey, before=6, after=0)
        para(right, title, bold=True, after=0)
        para(right, place, italic=True, after=1)
        for item in items:
            p = right.add_paragraph(item, style="List Bullet")
            p.paragraph_format.space_after = Pt(1)

    head(right, "EXPERIENCE")
    entry("Aug 2020 - present", "Guidance Counsellor", "St. Brendan’s Community School, Glanmire, Co. Cork",
          ["One-to-one and group guidance for 780 students on subject choice, CAO and UCAS applications "
           "and apprenticeships.",
           "Deliver the school’s Junior Cycle wellbeing programme with the SPHE team.",
           "Coordinate referrals to CAMHS, NEPS and Tusla, and lead the critical incident team."])
    entry("2016 - 2020", "Teacher of English and History", "Ballincollig Community College, Ballincollig, Co. Cork",
          ["Taught English and History to Junior and Leaving Certificate classes at Higher and Ordinary level.",
           "Year head for second year (2018 - 2020); ran the school debating team."])
    entry("2015 - 2016", "Substitute Teacher", "Scoil Mhuire Secondary School, Cork",
          ["Covered English, History and CSPE classes across all year groups."])
    head(right, "EDUCATION")
    entry("2018 - 2020", "Postgraduate Diploma in Guidance Counselling", "University College Cork")
    entry("2013 - 2015", "Professional Master of Education, English and History", "University of Limerick")

    libreoffice_pdf(document, "m4-siobhan-orourke", pages=1)
    write_truth("m4-siobhan-orourke", {
        "basics": {"name": "Siobhán O’Rourke", "label": "Guidance Counsellor", "email": "siobhan.orourke@example.ie",
                   "phone": "+353 86 555 7312", "location": {"city": "Cork"},
                   "profiles": [{"network": "LinkedIn", "url": "https://linkedin.com/in/siobhan-orourke"}]},
        "work": [
            {"position": "Guidance Counsellor", "name": "St. Brendan’s Community School", "location": "Glanmire, Co. Cork",
             "dates": dates("2020-08", current=True, text="Aug 2020 - present")},
            {"position": "Teacher of English and History", "name": "Ballincollig Community College",
             "location": "Ballincollig, Co. Cork", "dates": dates("2016", "2020", text="2016 - 2020")},
            {"position": "Substitute Teacher", "name": "Scoil Mhuire Secondary School", "location": "Cork",
             "dates": dates("2015", "2016", text="2015 - 2016")}],
        "education": [
            {"institution": "University College Cork", "study_type": "Postgraduate Diploma",
             "area": "Guidance Counselling", "dates": dates("2018", "2020", text="2018 - 2020")},
            {"institution": "University of Limerick", "study_type": "Professional Master of Education",
             "area": "English and History", "dates": dates("2013", "2015", text="2013 - 2015")}],
        "skills": [{"name": s} for s in skills],
        "certificates": [{"name": "ASIST (Applied Suicide Intervention Skills Training)"},
                         {"name": "Certificate in Restorative Practice"}],
        "languages": [{"language": l} for l in ["English", "Irish", "French"]]})


# ---- m5: WeasyPrint, CSS grid with a right sidebar ----------------------------------------
def weasyprint_grid():
    from weasyprint import HTML
    skills = ["Figma", "User Research", "Usability Testing", "Interaction Design", "Prototyping", "Design Systems",
              "Information Architecture", "Journey Mapping", "Accessibility (WCAG 2.2)", "Workshop Facilitation",
              "HTML & CSS"]
    chips = "\n".join(f'<span class="chip">{s.replace("&", "&amp;")}</span>' for s in skills)
    html = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Naomi Achterberg — Senior UX Designer</title>
<meta name="author" content="Naomi Achterberg">
<style>
@page { size: Letter; margin: 14mm 14mm 12mm 14mm; }
body { font-family: "DejaVu Sans", sans-serif; font-size: 8.8pt; line-height: 1.38; color: #222; margin: 0; }
.page { display: grid; grid-template-columns: 1fr 61mm; grid-template-areas: "head head" "main side"; column-gap: 9mm; }
header { grid-area: head; border-bottom: 2px solid #6b3fa0; padding-bottom: 4mm; margin-bottom: 4mm; }
header h1 { font-size: 25pt; margin: 0; letter-spacing: 0.5px; color: #2b1850; }
header .role { font-size: 12.5pt; margin: 1mm 0 0 0; color: #6b3fa0; }
main { grid-area: main; }
aside { grid-area: side; background: #f4f0fa; padding: 3mm 4mm 4mm 4mm; border-radius: 2mm; }
h2 { font-size: 10.5pt; text-transform: uppercase; letter-spacing: 1.2px; color: #6b3fa0; margin: 4mm 0 2mm 0; }
main h2:first-child, aside h2:first-child { margin-top: 0; }
h3 { font-size: 9.6pt; margin: 3mm 0 0 0; color: #111; }
.meta { margin: 0.4mm 0 1mm 0; color: #666; font-size: 8.6pt; }
ul { margin: 0; padding-left: 4.5mm; }
li { margin-bottom: 0.6mm; }
.chips { line-height: 2.1; }
.chip { display: inline-block; background: #ffffff; border: 0.6pt solid #b9a3d6; border-radius: 3mm;
        padding: 0 1.8mm; margin: 0 1.6mm 1mm 0; font-size: 7.8pt; line-height: 1.6; }
.contact p { margin: 0 0 1.2mm 0; }
a { color: inherit; text-decoration: none; }
.langs, .certs { list-style: none; padding: 0; }
.certs li { display: flex; justify-content: space-between; gap: 3mm; }
.year { color: #666; }
</style>
</head>
<body>
<div class="page">
<header>
  <h1>Naomi Achterberg</h1>
  <p class="role">Senior UX Designer</p>
</header>
<main>
  <section>
    <h2>Profile</h2>
    <p>Product designer with ten years across agency and in-house teams, the last seven in UX for
    healthcare and productivity software. I turn messy research into clear flows, build design systems
    that engineers enjoy using, and treat accessibility as part of the definition of done.</p>
  </section>
  <section>
    <h2>Experience</h2>
    <article>
      <h3>Senior UX Designer — Brightline Health</h3>
      <p class="meta">Chicago · Mar 2021 – Present</p>
      <ul>
        <li>Lead design for the patient scheduling and telehealth apps used by 1.4 million patients a year.</li>
        <li>Built the Lumen design system in Figma with 140 components and coded tokens, adopted by six squads.</li>
        <li>Ran 60+ moderated usability sessions; the new booking flow raised completion from 61% to 84%.</li>
        <li>Led the WCAG 2.2 AA audit and remediation of the patient portal.</li>
      </ul>
    </article>
    <article>
      <h3>UX Designer — Fieldnote Labs</h3>
      <p class="meta">Remote · Jul 2018 – Feb 2021</p>
      <ul>
        <li>Designed the collaborative notes editor and onboarding for a B2B productivity startup from seed to Series B.</li>
        <li>Set up continuous discovery: weekly customer interviews and a shared research repository.</li>
        <li>Prototyped and tested the mobile app, which reached a 4.7-star rating in the App Store.</li>
      </ul>
    </article>
    <article>
      <h3>UX Design Intern — Cedar &amp; Loom</h3>
      <p class="meta">Chicago · Jun 2017 – Aug 2017</p>
      <ul>
        <li>Ran card sorts and tree tests for the redesign of a furniture retailer&rsquo;s navigation.</li>
      </ul>
    </article>
    <article>
      <h3>Visual Designer — Marrow &amp; Pike</h3>
      <p class="meta">Milwaukee · Jun 2015 – Aug 2016</p>
      <ul>
        <li>Designed campaigns, landing pages and brand identities for regional food and beverage clients.</li>
        <li>Produced the agency&rsquo;s first responsive website templates with the front-end team.</li>
      </ul>
    </article>
  </section>
  <section>
    <h2>Education</h2>
    <article>
      <h3>MS in Human-Computer Interaction — DePaul University</h3>
      <p class="meta">Chicago · Sep 2016 – Jun 2018</p>
    </article>
    <article>
      <h3>BFA in Graphic Design — University of Wisconsin–Milwaukee</h3>
      <p class="meta">Milwaukee · Sep 2011 – May 2015</p>
    </article>
  </section>
</main>
<aside>
  <h2>Contact</h2>
  <div class="contact">
    <p>Chicago, IL</p>
    <p>+1 (312) 555-0164</p>
    <p><a href="mailto:naomi.achterberg@example.com">naomi.achterberg@example.com</a></p>
    <p><a href="https://naomiachterberg.design">naomiachterberg.design</a></p>
    <p><a href="https://linkedin.com/in/naomi-achterberg">linkedin.com/in/naomi-achterberg</a></p>
  </div>
  <h2>Skills</h2>
  <div class="chips">
CHIPS
  </div>
  <h2>Languages</h2>
  <ul class="langs">
    <li>English — Native</li>
    <li>Dutch — B2</li>
    <li>Spanish — C1</li>
  </ul>
  <h2>Certifications</h2>
  <ul class="certs">
    <li><span>NN/g UX Certification</span><span class="year">2019</span></li>
    <li><span>Certified Usability Analyst (CUA)</span><span class="year">2022</span></li>
    <li><span>IAAP Web Accessibility Specialist (WAS)</span><span class="year">2023</span></li>
  </ul>
</aside>
</div>
</body>
</html>
""".replace("CHIPS", chips)
    document = HTML(string=html).render()
    check_pages("m5", len(document.pages), 1)
    document.write_pdf(os.path.join(FILES, "m5-naomi-achterberg.pdf"))
    write_truth("m5-naomi-achterberg", {
        "basics": {"name": "Naomi Achterberg", "label": "Senior UX Designer", "email": "naomi.achterberg@example.com",
                   "phone": "+1 (312) 555-0164", "location": {"city": "Chicago"},
                   "profiles": [{"network": "LinkedIn", "url": "https://linkedin.com/in/naomi-achterberg"}]},
        "work": [
            {"position": "Senior UX Designer", "name": "Brightline Health", "location": "Chicago",
             "dates": dates("2021-03", current=True, text="Mar 2021 – Present")},
            {"position": "UX Designer", "name": "Fieldnote Labs", "location": "Remote",
             "dates": dates("2018-07", "2021-02", text="Jul 2018 – Feb 2021")},
            {"position": "UX Design Intern", "name": "Cedar & Loom", "location": "Chicago",
             "dates": dates("2017-06", "2017-08", text="Jun 2017 – Aug 2017")},
            {"position": "Visual Designer", "name": "Marrow & Pike", "location": "Milwaukee",
             "dates": dates("2015-06", "2016-08", text="Jun 2015 – Aug 2016")}],
        "education": [
            {"institution": "DePaul University", "study_type": "MS", "area": "Human-Computer Interaction",
             "dates": dates("2016-09", "2018-06", text="Sep 2016 – Jun 2018")},
            {"institution": "University of Wisconsin–Milwaukee", "study_type": "BFA", "area": "Graphic Design",
             "dates": dates("2011-09", "2015-05", text="Sep 2011 – May 2015")}],
        "skills": [{"name": s} for s in skills],
        "certificates": [{"name": "NN/g UX Certification"}, {"name": "Certified Usability Analyst (CUA)"},
                         {"name": "IAAP Web Accessibility Specialist (WAS)"}],
        "languages": [{"language": l} for l in ["English", "Dutch", "Spanish"]]})


if __name__ == "__main__":
    jakes_latex()
    paracol_latex()
    tabstop_docx()
    layout_table_docx()
    weasyprint_grid()
