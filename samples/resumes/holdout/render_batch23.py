#!/usr/bin/env python3
"""Renders the twenty-third held-out batch (e1–e6) into files/ and its truth into truth/.

Written without reading the parser. Six resumes of people applying to tech companies (the jobs
ManifestMatch matches come from Greenhouse and Lever boards), in roles the earlier batches did not
use (machine learning engineering, pre-sales solutions engineering, API documentation, QA test
automation, Android development, application security), each in the form a tech applicant would
really send: two one-page pdflatex PDFs written here in the style of the popular "Jake's Resume" and
"Deedy" templates (plain packages only), a Chromium print of a personal site's résumé page, a
LibreOffice PDF of a DOCX, a DOCX kept as the Word file, and a Markdown file. All carry what tech
resumes carry: GitHub and portfolio links, "Projects" whose entries look like jobs but are not,
skills grouped as "Languages: … / Frameworks: … / Tools: …", "Tech:" lines under jobs, dates such as
"Jun 2022 – Present", "2019 – 2021" and "Summer 2019", an internship, a bootcamp under education,
certifications with a year in parentheses, and titles such as "Machine Learning Engineer II" or
"Senior Engineer, Mobile Platform".

- e1 (pdflatex, "Jake's Resume" style, Computer Modern with glyphtounicode): a machine learning
  engineer's page: the name centred in small capitals over a " | " contact line with underlined
  links (phone, email, linkedin.com/in/…, github.com/…, and a portfolio site "marcusoyelaran.example.com");
  small-capital headings over a rule, EXPERIENCE first; every entry a two-row tabular*: the bold title
  with the dates at the right, the italic employer with the place at the right (the original
  template's order, title first), then an italic "Tech: …" line and bullets; "Machine Learning
  Engineer II" ("Jun 2022 -- Present") after "Machine Learning Engineer" ("Aug 2020 -- May 2022") at one
  employer; a "Research Intern" "Summer 2019"; PROJECTS with one entry in exactly the job form
  ("Maintainer" / "tinyrank (open source)" / "GitHub" / "Jan 2023 -- Present") and one in the
  template's "name | stack" project form; EDUCATION "B.S. in Statistics, Minor in Computer Science"
  "2016 -- 2020" with "GPA: 3.78/4.00" on the degree row (the school's row carries the place at the right
  and the degree's row the dates, the reverse of the job rows); "Technical Skills" with bold
  "Languages:", "Frameworks:", "Tools:" labels; a "Certifications" line "Google Cloud Professional
  Machine Learning Engineer (2023)". An ML engineer in Oakland, CA.
- e2 (pdflatex, "Deedy" style, Helvetica): a solutions engineer's page: the first name in a light
  weight and the last name in bold, one contact line under it; then two top-aligned minipages: a
  narrow LEFT column (Links written "GitHub:// sreinholt" and "LinkedIn:// sofia-reinholt" as the
  template does, Education with the school in capitals wrapped over two lines ("UNIVERSITY OF
  COLORADO" / "BOULDER") over "B.S. in Information Science", "2014 – 2018 | Boulder, CO" and "Cum
  Laude. Minor in Business.", Certifications with the year in parentheses ("AWS Certified Solutions
  Architect – Associate (2023)", "HashiCorp Certified: Terraform Associate (2022)"), each wrapped in
  the narrow column, "Programming" with "Languages:" and
  "Tools:" groups, a separate "Spoken" block with "German (professional working proficiency)" and
  "Awards" with years) beside a wide RIGHT column (a summary, then Experience as "COMPANY | Title" over
  "Dates | City" in grey, the template's order, the company set in capitals by \\MakeUppercase as
  Deedy's subsections are: "Mar 2023 – Present", "2020 – 2023", "Jun 2018 – Feb 2020 | Remote"; "Senior
  Solutions Engineer" and "Solutions Engineer" at two different companies; "Support Engineer,
  Integrations"; then Projects in the same "NAME | role" over "dates | place" form, one of them a
  volunteer meetup, "DENVER TECH MEETUP | Co-organizer" "2019 – 2022 | Denver, CO"). pdftotext
  -layout prints the two columns side by side on each line. A solutions engineer in Denver, CO.
- e3 (Chromium "Save as PDF" of a personal site's /resume page, Liberation Sans and Mono): a technical
  writer for APIs: the site's nav bar ("noorhaddad.example.com  Home  Writing  Projects  Résumé") and a
  "Download PDF" button printed at the top, the name and label, a contact list with "github.com/…" and
  "linkedin.com/in/…" links, jobs as `<h3>` "Title · Employer" with the dates and place in a grey
  `<p>` and a monospace "Tech:" line (OpenAPI, Redocly, Docusaurus …) under each; "Senior Technical
  Writer, API Platform" ("Jan 2023 – Present", "Remote (US)"), "Technical Writer II", "Documentation
  Intern" "Summer 2019"; "Selected Projects" laid out as the jobs are (`<h3>` "Maintainer · openapi-
  style-lint" with "2021 – Present · open source"); "B.A. in English, minor in Computer Science"; a
  CPTC certificate; skill groups "Languages:", "Docs tooling:", "Tools:" and a separate "Spoken
  languages:" line; the site footer "© 2026 Noor Haddad · Built with Hugo · Last updated October 2026".
  A technical writer in Portland, OR.
- e4 (LibreOffice PDF of a DOCX, Calibri shown as Carlito, 10 pt): a QA automation engineer who came
  from retail through a bootcamp: the name in the "Title" style, a contact line joined by "  |  " with
  GitHub and a portfolio site, "Heading 1" sections, each job a bold "Title, Employer" with the dates
  on a right tab over an italic "City, ST" line and a "Tech:" line in grey, "List Bullet" items (U+F0B7
  in the text layer); "Senior QA Automation Engineer" at "Meridian Health Tech, Inc." ("Jun 2022 –
  Present"), "QA Automation Engineer" "2019 – 2022", "QA Analyst (Contract)" "Jan 2018 – Jun 2019",
  "Assistant Store Manager" "2013 – 2017" at a retailer; Projects with one line in the same
  "Title, Name" + tab + dates form ("Creator, playwright-a11y-reporter  2023 – Present"); skills as a
  borderless two-column table of labels ("Languages", "Frameworks", "CI/CD & Tools") and comma lists;
  education with the bootcamp first ("Certificate, Full-Stack Web Development — Music City Code
  Bootcamp, Nashville, TN — 2017") and a B.A.; "ISTQB Certified Tester Foundation Level (CTFL) – 2019"
  and "AWS Certified Cloud Practitioner (2022)". A QA engineer in Nashville, TN.
- e5 (DOCX, python-docx, kept as the Word file; Arial body): an Android developer's page: contact
  line with email, phone, city and two Word hyperlinks whose text is only "GitHub" and "Portfolio"
  (the URLs are the link targets, github.com/… and a portfolio site), "Heading 1" sections; jobs as
  a bold employer and the dates on a right tab over the italic title and city ("Senior Engineer,
  Mobile Platform", "Software Engineer II (Android)", "Android Developer Intern" "Summer 2018"), a
  "Tech: Kotlin, Jetpack Compose, …" line under each; Projects as bold app names with the store and a
  year at the right tab, exactly like the jobs; skills as labelled lines ("Languages: Kotlin, Java,
  Swift (basic), SQL", "Frameworks: …", "Tools: …"); an "Associate Android Developer (Google, 2020)"
  certification; "Languages spoken: Twi (native), English (fluent), French (conversational)". The page
  count is checked on a throw-away LibreOffice PDF. An Android developer in Austin, TX.
- e6 (Markdown, UTF-8): an application security engineer's README-style resume: "# Jonah Feld",
  a bold label line, a contact line with Markdown links ([github.com/jfeld-sec](…), [jonahfeld.example.net](…)),
  "## Experience" with "### Senior Engineer, Product Security — Loomstack" over "*Jun 2022 – Present ·
  Chicago, IL (hybrid)*" and a "**Tech:** …" line, "Security Engineer II" "2019 – 2022" at another
  employer, "Security Operations Intern" "Summer 2017"; "## Projects" with "### nullroute — open-source
  SSRF scanner" over "*2021 – Present · GitHub*" (exactly the job form); "## Talks" with dates (not
  jobs); education with a B.S. and a GPA; certifications as a list "OSCP (2021)", "AWS Certified
  Security – Specialty (2023)", "CompTIA Security+ (2018)"; skills as "- **Languages:** Go, Python, …"
  bullets. An AppSec engineer in Chicago, IL.

Decisions for this batch (documented here because the documents leave them to the reader):
- "Languages:" inside a skills group ("Languages: Python, SQL, C++") lists PROGRAMMING languages: its
  items are skills, and they are not truth languages. Truth languages are spoken languages only,
  and only where a spoken language is printed (e2 "Spoken", e3 "Spoken languages:", e5 "Languages
  spoken:"); e1, e4 and e6 print none, so their truth has no "languages" key.
- Skills are the items of the Skills section (every group, the group label left out, "(basic)" kept as
  printed: "Swift (basic)"; commas inside parentheses do not split: "GCP (Vertex AI, BigQuery)").
  "Tech:" lines under jobs and projects name the stack of that job; they are not the skills list and
  are not in the truth, even where they name something the skills section lacks.
- Projects are not work entries, however job-like they are printed (e1's "Maintainer" row, e2's
  "Project | role" rows, e3's "Maintainer · openapi-style-lint", e4's "Creator, …" line, e5's app
  rows, e6's "### nullroute — …"), nor are e2's meetup co-organizer and e6's CTF team captain roles
  printed in the project form; neither are talks and awards.
- e2's company and school names are printed in capitals (Deedy's \\MakeUppercase): as in batch 21, an
  employer printed in capitals keeps its capitals ("FERNWAVE", "KESTREL PAYMENTS"), and so does the
  school ("UNIVERSITY OF COLORADO BOULDER", its two lines joined); "Cum Laude" is the education score.
- A bootcamp under education is an education entry: "Certificate, Full-Stack Web Development — Music
  City Code Bootcamp, Nashville, TN — 2017" has institution "Music City Code Bootcamp", study_type
  "Certificate", area "Full-Stack Web Development".
- Certificate names drop the year in parentheses or after " – " and an issuer in parentheses ("AWS
  Certified Solutions Architect – Associate (2023)" is "AWS Certified Solutions Architect – Associate";
  "Associate Android Developer (Google, 2020)" is "Associate Android Developer"); the " – Associate"
  and " – Specialty" and "HashiCorp Certified: " are part of the names.
- A personal site is basics.url; GitHub and LinkedIn are profiles whose URL is the link target
  (Deedy's "GitHub:// sreinholt" is https://github.com/sreinholt; e5's link text "GitHub" points to
  https://github.com/ama-owusu). The personal site's nav bar, "Download PDF" button and footer in e3
  are page furniture, not content; its "Last updated October 2026" is not a date of anything.
- "Summer 2019" is June to August of that year (start "2019-06", end "2019-08"), as in earlier batches.
- A work location printed as "Remote", "Remote (US)" or "Chicago, IL (hybrid)" is kept as printed.
- "Senior Engineer, Mobile Platform", "Senior Technical Writer, API Platform", "Support Engineer,
  Integrations", "Senior Engineer, Product Security": a title's comma is part of the position. Two
  titles at one employer (e1) are two work entries. A retail job before the career change (e4) is a
  work entry like any other.

Truth conventions as in batches 5–22: date_text as printed (LaTeX "--" printed as "–"), the work
entry's location where printed, education score where a grade is printed ("3.78/4.00", "3.6"), every
listed skill as printed, spoken languages only with their fluency as printed, a ZIP code not kept.
Phones are 555 numbers, emails and sites at example.com, example.net and example.org.

No installs were needed on the machine that wrote this batch: `pip install python-docx`, `apt-get install
chromium fonts-liberation fonts-crosextra-carlito libreoffice-writer-nogui poppler-utils
texlive-latex-base texlive-latex-recommended texlive-fonts-recommended texlive-latex-extra`.
add_hyperlink is imported from render_batch10.py and the table helpers from render_batch20.py.
Run from this folder: python3 render_batch23.py
"""
import os
from xml.sax.saxutils import escape

from holdout_render import (work_truth, FILES, bottom_border, check_pages, chromium_pdf, dates, libreoffice_pdf, lo_page_count,
                            new_docx, pdf_pages, pdflatex, tex, write_text, write_truth)
from render_batch10 import add_hyperlink
from render_batch20 import cell_margins, no_borders, table_geometry


def skills_truth(groups):
    return [{"name": s} for _, items in groups for s in items]


# ---- e1: ML engineer, pdflatex in the "Jake's Resume" style ---------------------------------------
E1_JOBS = [
    ("Machine Learning Engineer II", "Harborlight Labs", "San Francisco, CA", "Jun 2022 – Present",
     ("2022-06", None, True), "Python, PyTorch, Ray, Kubernetes, BigQuery, Feast",
     ["Own the ranking models behind the home feed (40M daily requests); a two-tower retrieval model raised "
      "7-day retention 2.3% in an A/B test",
      "Cut GPU training cost 38% by moving hyperparameter sweeps to Ray Tune on spot instances",
      "Built the feature store integration (Feast on BigQuery) now used by four ML teams"]),
    ("Machine Learning Engineer", "Harborlight Labs", "San Francisco, CA", "Aug 2020 – May 2022",
     ("2020-08", "2022-05"), "Python, scikit-learn, XGBoost, Airflow, MLflow",
     ["Shipped the first fraud-scoring model for seller onboarding; caught 61% of fraudulent sign-ups at a 1% "
      "review rate",
      "Set up MLflow model registry and Airflow retraining DAGs for weekly model refreshes"]),
    ("Research Intern", "Quillmark AI", "Palo Alto, CA", "Summer 2019", ("2019-06", "2019-08"),
     "Python, TensorFlow, Hugging Face Transformers",
     ["Fine-tuned BERT models for support-ticket routing; the prototype reached 89% top-1 accuracy on 40 queues"]),
]
E1_SKILLS = [("Languages", ["Python", "SQL", "C++", "Bash"]),
             ("Frameworks", ["PyTorch", "TensorFlow", "scikit-learn", "Hugging Face Transformers", "FastAPI"]),
             ("Tools", ["Docker", "Kubernetes", "Ray", "MLflow", "Airflow", "GCP (Vertex AI, BigQuery)", "Git"])]


def e1_ml_engineer_jakes():
    def entry(a, b, c, d):
        return f"  \\resumeSubheading{{{tex(a)}}}{{{tex(b)}}}{{{tex(c)}}}{{{tex(d)}}}\n"

    def points(items):
        return ("    \\resumeItemListStart\n" + "".join(f"      \\resumeItem{{{tex(i)}}}\n" for i in items)
                + "    \\resumeItemListEnd\n")
    jobs = "".join(entry(t, w, c, p) + f"  \\techline{{{tex(stack)}}}\n" + points(items)
                   for t, c, p, w, _, stack, items in E1_JOBS)
    skills = " \\\\\n".join(f"     \\textbf{{{label}}}{{: {tex(', '.join(items))}}}" for label, items in E1_SKILLS)
    source = r"""\documentclass[letterpaper,11pt]{article}
\usepackage{latexsym}
\usepackage[empty]{fullpage}
\usepackage{titlesec}
\usepackage[usenames,dvipsnames]{color}
\usepackage{enumitem}
\usepackage[hidelinks]{hyperref}
\usepackage{fancyhdr}
\usepackage{tabularx}
\input{glyphtounicode}
\pagestyle{fancy}
\fancyhf{}
\renewcommand{\headrulewidth}{0pt}
\renewcommand{\footrulewidth}{0pt}
\addtolength{\oddsidemargin}{-0.5in}
\addtolength{\evensidemargin}{-0.5in}
\addtolength{\textwidth}{1in}
\addtolength{\topmargin}{-.5in}
\addtolength{\textheight}{1.0in}
\urlstyle{same}
\raggedbottom
\raggedright
\setlength{\tabcolsep}{0in}
\titleformat{\section}{\vspace{-4pt}\scshape\raggedright\large}{}{0em}{}[\color{black}\titlerule \vspace{-5pt}]
\pdfgentounicode=1
\newcommand{\resumeItem}[1]{\item\small{{#1 \vspace{-2pt}}}}
\newcommand{\resumeSubheading}[4]{\vspace{-2pt}\item
  \begin{tabular*}{0.97\textwidth}[t]{l@{\extracolsep{\fill}}r}
    \textbf{#1} & #2 \\
    \textit{\small#3} & \textit{\small #4} \\
  \end{tabular*}\vspace{-7pt}}
\newcommand{\techline}[1]{\par\vspace{1pt}{\small\textit{Tech: #1}}\par\vspace{-4pt}}
\newcommand{\resumeProjectHeading}[2]{\item
  \begin{tabular*}{0.97\textwidth}{l@{\extracolsep{\fill}}r}
    \small#1 & #2 \\
  \end{tabular*}\vspace{-7pt}}
\renewcommand\labelitemii{$\vcenter{\hbox{\tiny$\bullet$}}$}
\newcommand{\resumeSubHeadingListStart}{\begin{itemize}[leftmargin=0.15in, label={}]}
\newcommand{\resumeSubHeadingListEnd}{\end{itemize}}
\newcommand{\resumeItemListStart}{\begin{itemize}}
\newcommand{\resumeItemListEnd}{\end{itemize}\vspace{-5pt}}

\begin{document}

\begin{center}
    \textbf{\Huge \scshape Marcus Oyelaran} \\ \vspace{1pt}
    \small (510) 555-0148 $|$ \href{mailto:marcus.oyelaran@example.com}{\underline{marcus.oyelaran@example.com}} $|$
    \href{https://linkedin.com/in/marcus-oyelaran}{\underline{linkedin.com/in/marcus-oyelaran}} $|$
    \href{https://github.com/moyelaran}{\underline{github.com/moyelaran}} $|$
    \href{https://marcusoyelaran.example.com}{\underline{marcusoyelaran.example.com}} \\ \vspace{1pt}
    \small Oakland, CA
\end{center}

\section{Experience}
  \resumeSubHeadingListStart
""" + jobs + r"""  \resumeSubHeadingListEnd

\section{Projects}
    \resumeSubHeadingListStart
  \resumeSubheading{Maintainer}{Jan 2023 -- Present}{tinyrank (open source)}{GitHub}
    \resumeItemListStart
      \resumeItem{Learning-to-rank library for PyTorch with LambdaMART and listwise losses; 1.4k stars, 30 contributors}
      \resumeItem{Wrote the benchmark suite on MSLR-WEB10K that other libraries now cite}
    \resumeItemListEnd
      \resumeProjectHeading{\textbf{Bay Wheels Forecaster} $|$ \emph{Python, Prophet, Streamlit}}{Mar 2021}
          \resumeItemListStart
            \resumeItem{Hourly bike-share demand forecasts per station from public trip data, served as a Streamlit app}
          \resumeItemListEnd
    \resumeSubHeadingListEnd

\section{Education}
  \resumeSubHeadingListStart
    \resumeSubheading{University of California, Davis}{Davis, CA}
      {B.S. in Statistics, Minor in Computer Science; GPA: 3.78/4.00}{2016 -- 2020}
  \resumeSubHeadingListEnd

\section{Technical Skills}
 \begin{itemize}[leftmargin=0.15in, label={}]
    \small{\item{
""" + skills + r"""
    }}
 \end{itemize}

\section{Certifications}
 \begin{itemize}[leftmargin=0.15in, label={}]
    \small{\item{Google Cloud Professional Machine Learning Engineer (2023)}}
 \end{itemize}

\end{document}
"""
    name = "e1-marcus-oyelaran"
    pdflatex(source, name)
    check_pages(name, pdf_pages(os.path.join(FILES, name + ".pdf")), 1)
    write_truth(name, {
        "basics": {"name": "Marcus Oyelaran", "email": "marcus.oyelaran@example.com", "phone": "(510) 555-0148",
                   "url": "https://marcusoyelaran.example.com",
                   "location": {"city": "Oakland", "region": "CA"},
                   "profiles": [{"network": "LinkedIn", "url": "https://linkedin.com/in/marcus-oyelaran"},
                                {"network": "GitHub", "url": "https://github.com/moyelaran"}]},
        "work": work_truth(E1_JOBS),
        "education": [
            {"institution": "University of California, Davis", "study_type": "B.S.", "area": "Statistics",
             "score": "3.78/4.00", "dates": dates("2016", "2020", text="2016 – 2020")}],
        "skills": skills_truth(E1_SKILLS),
        "certificates": [{"name": "Google Cloud Professional Machine Learning Engineer"}],
    })


# ---- e2: solutions engineer, pdflatex in the "Deedy" two-column style ------------------------------
E2_JOBS = [
    ("Senior Solutions Engineer", "Fernwave", "Denver, CO", "Mar 2023 – Present", ("2023-03", None, True),
     "REST and GraphQL APIs, Python, Terraform, Snowflake",
     ["Technical lead on 30+ enterprise evaluations a year for a usage-based data API; $4.1M in new ARR "
      "closed in FY2025",
      "Build proof-of-concept integrations and Terraform modules that prospects keep in production",
      "Run the SE team's demo environment and wrote the security questionnaire library"]),
    ("Solutions Engineer", "Parcelgrid", "Boulder, CO", "2020 – 2023", ("2020", "2023"),
     "JavaScript, Node.js, Postman, Salesforce",
     ["Paired with six account executives on mid-market shipping-API deals; 74% technical win rate",
      "Wrote the onboarding guides and sample apps in Node.js and Python used by every new customer"]),
    ("Support Engineer, Integrations", "Kestrel Payments", "Remote", "Jun 2018 – Feb 2020",
     ("2018-06", "2020-02"), "Ruby, SQL, Zendesk",
     ["Debugged webhook and OAuth integrations for 2,000+ merchants; top CSAT on the team four quarters running"]),
]
E2_SKILLS = [("Languages", ["Python", "JavaScript", "SQL", "Bash"]),
             ("Tools", ["Terraform", "Docker", "AWS", "Postman", "Snowflake", "Salesforce", "Gong"])]
E2_CERTS = ["AWS Certified Solutions Architect – Associate (2023)", "HashiCorp Certified: Terraform Associate (2022)"]


def e2_solutions_engineer_deedy():
    def job(company, title, when, place, stack, items):
        return (f"\\runsubsection{{{tex(company)}}}\\descript{{| {tex(title)}}}\n"
                f"\\location{{{tex(when)} | {tex(place)}}}\n"
                f"{{\\footnotesize\\textit{{Tech: {tex(stack)}}}}}\\vspace{{1pt}}\n"
                "\\begin{tightemize}\n" + "".join(f"\\item {tex(i)}\n" for i in items) + "\\end{tightemize}\n"
                "\\sectionsep\n")
    jobs = "".join(job(c, t, w, p, s, items) for t, c, p, w, _, s, items in E2_JOBS)
    skills = "".join(f"\\textbf{{{label}:}} {tex(', '.join(items))}\\\\[2pt]\n" for label, items in E2_SKILLS)
    certs = "".join(f"{tex(c)}\\\\[3pt]\n" for c in E2_CERTS)
    source = r"""\documentclass[letterpaper,10pt]{article}
\usepackage[T1]{fontenc}
\usepackage[utf8]{inputenc}
\usepackage[scaled=0.92]{helvet}
\renewcommand{\familydefault}{\sfdefault}
\usepackage[left=0.45in,right=0.45in,top=0.45in,bottom=0.4in]{geometry}
\usepackage{xcolor}
\usepackage{enumitem}
\usepackage[hidelinks]{hyperref}
\pagestyle{empty}
\setlength{\parindent}{0pt}
\definecolor{date}{HTML}{666666}
\definecolor{headings}{HTML}{6A6A6A}
\definecolor{subheadings}{HTML}{333333}
\newcommand{\namesection}[3]{\centering{\fontsize{36}{42}\selectfont\mdseries #1\ \bfseries #2}\\[6pt]
  {\color{headings}\small #3}\\[4pt]\noindent\rule{\linewidth}{0.6pt}\par\vspace{-4pt}}
\newcommand{\sectionhead}[1]{\par\vspace{8pt}{\color{headings}\large\MakeUppercase{#1}}\par\vspace{2pt}}
\newcommand{\runsubsection}[1]{{\color{subheadings}\bfseries\MakeUppercase{#1}}}
\newcommand{\descript}[1]{{\color{subheadings}\ #1}\par}
\newcommand{\location}[1]{{\color{date}\footnotesize #1}\par\vspace{1pt}}
\newcommand{\sectionsep}{\vspace{6pt}}
\newenvironment{tightemize}{\begin{itemize}[leftmargin=10pt,itemsep=0pt,parsep=1pt,topsep=1pt]\small}{\end{itemize}}

\begin{document}
\namesection{Sofia}{Reinholt}{
\href{mailto:sofia.reinholt@example.com}{sofia.reinholt@example.com} \textbar{} (720) 555-0163 \textbar{}
Denver, CO \textbar{} \href{https://sofiareinholt.example.org}{sofiareinholt.example.org}}

\begin{minipage}[t]{0.31\textwidth}
\raggedright
\sectionhead{Links}
GitHub:// \href{https://github.com/sreinholt}{\bfseries sreinholt}\\
LinkedIn:// \href{https://www.linkedin.com/in/sofia-reinholt}{\bfseries sofia-reinholt}

\sectionhead{Education}
\runsubsection{University of Colorado Boulder}\par
\descript{B.S. in Information Science}
\location{2014 – 2018 | Boulder, CO}
Cum Laude. Minor in Business.

\sectionhead{Certifications}
""" + certs + r"""
\sectionhead{Programming}
""" + skills + r"""
\sectionhead{Spoken}
English (native)\\
German (professional working proficiency)

\sectionhead{Awards}
President's Club, Fernwave (2024)\\
Hackathon winner, Parcelgrid Hack Week (2021)
\end{minipage}
\hfill
\begin{minipage}[t]{0.65\textwidth}
\raggedright
\sectionhead{Summary}
{\small Solutions engineer who still writes code: six years turning API documentation into working
integrations for developer-tools buyers, from support engineering to senior SE on enterprise deals.}

\sectionhead{Experience}
""" + jobs + r"""
\sectionhead{Projects}
\runsubsection{apidemo-kit}\descript{| Creator}
\location{2022 – Present | GitHub}
\begin{tightemize}
\item Open-source starter kit for recorded API demos with mocked backends; used by three SE teams
\end{tightemize}
\sectionsep
\runsubsection{Denver Tech Meetup}\descript{| Co-organizer}
\location{2019 – 2022 | Denver, CO}
\begin{tightemize}
\item Ran a monthly meetup for 900 members; booked speakers and sponsors
\end{tightemize}
\end{minipage}
\end{document}
"""
    name = "e2-sofia-reinholt"
    pdflatex(source, name)
    check_pages(name, pdf_pages(os.path.join(FILES, name + ".pdf")), 1)
    write_truth(name, {
        "basics": {"name": "Sofia Reinholt", "email": "sofia.reinholt@example.com", "phone": "(720) 555-0163",
                   "url": "https://sofiareinholt.example.org",
                   "location": {"city": "Denver", "region": "CO"},
                   "profiles": [{"network": "GitHub", "url": "https://github.com/sreinholt"},
                                {"network": "LinkedIn", "url": "https://www.linkedin.com/in/sofia-reinholt"}]},
        "work": [dict(job, name=job["name"].upper()) for job in work_truth(E2_JOBS)],
        "education": [
            {"institution": "UNIVERSITY OF COLORADO BOULDER", "study_type": "B.S.", "area": "Information Science",
             "score": "Cum Laude", "dates": dates("2014", "2018", text="2014 – 2018")}],
        "skills": skills_truth(E2_SKILLS),
        "certificates": [{"name": "AWS Certified Solutions Architect – Associate"},
                         {"name": "HashiCorp Certified: Terraform Associate"}],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "German", "fluency": "professional working proficiency"}],
    })


# ---- e3: API technical writer, Chromium print of a personal site's résumé page ---------------------
E3_JOBS = [
    ("Senior Technical Writer, API Platform", "Lanternpay", "Remote (US)", "Jan 2023 – Present",
     ("2023-01", None, True), "OpenAPI 3.1, Redocly, Docusaurus, GitHub Actions, Vale",
     ["Own the public API reference and guides for 140 endpoints; rebuilt the reference from the OpenAPI spec so "
      "it ships with every release.",
      "Cut “how do I authenticate” support tickets 45% with a rewritten quickstart and runnable code samples.",
      "Run docs review for the API design guild; wrote the error-message and changelog style guides."]),
    ("Technical Writer II", "Corvid Cloud", "Seattle, WA", "Apr 2020 – Dec 2022", ("2020-04", "2022-12"),
     "Markdown, MkDocs, Python, Postman",
     ["Documented the storage and IAM APIs and two SDKs (Python, Go); moved 600 pages from a wiki to docs-as-code.",
      "Wrote and tested tutorials end to end against staging before every launch."]),
    ("Documentation Intern", "Brightwater Robotics", "Bellingham, WA", "Summer 2019", ("2019-06", "2019-08"),
     "Sphinx, reStructuredText",
     ["Wrote the installation and calibration guides for a robot arm's Python SDK."]),
]
E3_SKILLS = [("Languages", ["Python", "JavaScript", "Go (reading)", "Bash", "YAML"]),
             ("Docs tooling", ["Docusaurus", "MkDocs", "Sphinx", "Redocly", "Vale", "OpenAPI"]),
             ("Tools", ["Git", "GitHub Actions", "Postman", "Figma", "Jira"])]


def e3_tech_writer_site():
    jobs = "".join(
        f'<article><h3>{escape(t)} <span class="at">·</span> {escape(c)}</h3>'
        f'<p class="meta">{w} · {escape(p)}</p><p class="tech">Tech: {escape(s)}</p>'
        f'<ul>{"".join(f"<li>{escape(i)}</li>" for i in items)}</ul></article>\n'
        for t, c, p, w, _, s, items in E3_JOBS)
    skills = "".join(f"<p><b>{label}:</b> {escape(', '.join(items))}</p>" for label, items in E3_SKILLS)
    html = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Résumé — Noor Haddad</title>
<style>
@page { size: Letter; margin: 0.45in 0.55in; }
body { font-family: "Liberation Sans", Arial, sans-serif; font-size: 9.6pt; color: #222; margin: 0; line-height: 1.3; }
nav { display: flex; justify-content: space-between; border-bottom: 1px solid #ddd; padding-bottom: 5px; font-size: 9pt; }
nav .brand { font-family: "Liberation Mono", monospace; font-weight: bold; color: #0b6e4f; }
nav a { color: #555; text-decoration: none; margin-left: 14px; }
.top { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 12px; gap: 16px; }
.top > div { flex: 1; }
h1 { font-size: 22pt; margin: 0; }
.label { font-size: 11.5pt; color: #0b6e4f; margin-top: 2px; }
.btn { white-space: nowrap; border: 1px solid #0b6e4f; color: #0b6e4f; border-radius: 4px; padding: 3px 8px; font-size: 8.5pt; }
ul.contact { list-style: none; padding: 0; margin: 6px 0 0; display: flex; flex-wrap: wrap; gap: 2px 14px; font-size: 9pt; }
ul.contact li { white-space: nowrap; }
ul.contact a { color: #0b6e4f; }
h2 { font-size: 11pt; text-transform: uppercase; letter-spacing: 0.06em; color: #0b6e4f; border-bottom: 1px solid #cfe3da;
     margin: 12px 0 4px; padding-bottom: 2px; }
h3 { font-size: 10.2pt; margin: 7px 0 0; }
.at { color: #888; font-weight: normal; }
.meta { color: #666; margin: 1px 0; font-size: 9pt; }
.tech { font-family: "Liberation Mono", monospace; font-size: 8.3pt; color: #444; margin: 1px 0; }
ul { margin: 2px 0 0; padding-left: 16px; }
li { margin: 1px 0; }
p { margin: 2px 0; }
footer { margin-top: 14px; border-top: 1px solid #ddd; padding-top: 4px; font-size: 8pt; color: #888; text-align: center; }
</style></head>
<body>
<nav><span class="brand">noorhaddad.example.com</span>
<span><a href="/">Home</a><a href="/writing/">Writing</a><a href="/projects/">Projects</a><a href="/resume/">Résumé</a></span></nav>
<div class="top"><div><h1>Noor Haddad</h1><div class="label">Technical Writer, Developer Documentation</div>
<ul class="contact"><li>Portland, OR</li><li>(503) 555-0119</li>
<li><a href="mailto:noor.haddad@example.com">noor.haddad@example.com</a></li>
<li><a href="https://github.com/noorhaddad-docs">github.com/noorhaddad-docs</a></li>
<li><a href="https://www.linkedin.com/in/noor-haddad-docs">linkedin.com/in/noor-haddad-docs</a></li></ul></div>
<span class="btn">⤓ Download PDF</span></div>

<h2>About</h2>
<p>I write API references, quickstarts and tutorials that developers can run on the first try. Six years of
docs-as-code for payments and cloud platforms; comfortable reading Go and Python, writing OpenAPI, and testing
every sample I publish.</p>

<h2>Experience</h2>
""" + jobs + """
<h2>Selected Projects</h2>
<article><h3>Maintainer <span class="at">·</span> openapi-style-lint</h3>
<p class="meta">2021 – Present · open source</p>
<ul><li>Spectral ruleset that checks OpenAPI descriptions for documentation gaps; used by 200+ repositories.</li></ul></article>
<article><h3>Writer <span class="at">·</span> “Webhooks, Explained” series</h3>
<p class="meta">2022 · noorhaddad.example.com/writing</p>
<ul><li>Five-part tutorial series on webhook signing, retries and idempotency; 60k readers.</li></ul></article>

<h2>Education</h2>
<p><b>B.A. in English, minor in Computer Science</b> — Western Washington University, Bellingham, WA · 2016 – 2020</p>

<h2>Certification</h2>
<p>CPTC Foundation, Society for Technical Communication (2021)</p>

<h2>Skills</h2>
""" + skills + """
<p><b>Spoken languages:</b> English (native), Arabic (fluent)</p>

<footer>© 2026 Noor Haddad · Built with Hugo · Last updated October 2026</footer>
</body></html>
"""
    name = "e3-noor-haddad"
    chromium_pdf(html, name, pages=1)
    write_truth(name, {
        "basics": {"name": "Noor Haddad", "label": "Technical Writer, Developer Documentation",
                   "email": "noor.haddad@example.com", "phone": "(503) 555-0119",
                   "url": "https://noorhaddad.example.com",
                   "location": {"city": "Portland", "region": "OR"},
                   "profiles": [{"network": "GitHub", "url": "https://github.com/noorhaddad-docs"},
                                {"network": "LinkedIn", "url": "https://www.linkedin.com/in/noor-haddad-docs"}]},
        "work": work_truth(E3_JOBS),
        "education": [
            {"institution": "Western Washington University", "study_type": "B.A.", "area": "English",
             "dates": dates("2016", "2020", text="2016 – 2020")}],
        "skills": skills_truth(E3_SKILLS),
        "certificates": [{"name": "CPTC Foundation"}],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Arabic", "fluency": "fluent"}],
    })


# ---- e4: QA automation engineer, LibreOffice PDF of a DOCX -----------------------------------------
E4_JOBS = [
    ("Senior QA Automation Engineer", "Meridian Health Tech, Inc.", "Nashville, TN", "Jun 2022 – Present",
     ("2022-06", None, True), "TypeScript, Playwright, REST Assured, GitHub Actions, k6",
     ["Lead test automation for the patient-scheduling platform (9 squads); 2,300 end-to-end and API tests run "
      "on every pull request in under 14 minutes.",
      "Replaced a flaky Selenium suite with Playwright; flaky-test rate fell from 8% to under 1%.",
      "Added contract tests between 22 services with Pact and k6 load tests to the release pipeline."]),
    ("QA Automation Engineer", "Bluepine Software", "Franklin, TN", "2019 – 2022", ("2019", "2022"),
     "Java, Selenium WebDriver, TestNG, Jenkins",
     ["Built the Java/TestNG framework for a B2B invoicing web app and wired it into Jenkins nightly runs.",
      "Wrote API regression tests in Postman/Newman and mentored two manual testers into automation."]),
    ("QA Analyst (Contract)", "Stonebridge Insurance", "Brentwood, TN", "Jan 2018 – Jun 2019",
     ("2018-01", "2019-06"), "TestRail, Jira, SQL",
     ["Wrote and ran test cases for a policy administration system upgrade; logged 400+ defects in Jira."]),
    ("Assistant Store Manager", "Harpeth Outdoor Supply", "Nashville, TN", "2013 – 2017", ("2013", "2017"), "",
     ["Ran daily operations for a $6M store with 25 staff; set up the store's first inventory-count scripts in "
      "Excel."]),
]
E4_SKILLS = [("Languages", ["Java", "TypeScript", "Python", "SQL"]),
             ("Frameworks", ["Playwright", "Selenium WebDriver", "Cypress", "REST Assured", "TestNG", "JUnit 5",
                             "Pact"]),
             ("CI/CD & Tools", ["GitHub Actions", "Jenkins", "Docker", "Postman", "JMeter", "k6", "TestRail", "Jira"])]


def e4_qa_automation_docx_pdf():
    from docx.enum.text import WD_TAB_ALIGNMENT
    from docx.shared import Inches, Pt, RGBColor

    grey = RGBColor(0x55, 0x55, 0x55)
    document = new_docx(author="Kevin Baptiste", title="Kevin Baptiste - Resume", page=(Inches(8.5), Inches(11)),
                        margins=(Inches(0.7), Inches(0.5)), font="Calibri", size=10, space_after=1)
    document.styles["Title"].font.size = Pt(24)
    h1 = document.styles["Heading 1"]
    h1.font.size = Pt(12); h1.paragraph_format.space_before = Pt(8); h1.paragraph_format.space_after = Pt(2)
    document.styles["List Bullet"].paragraph_format.space_after = Pt(0)
    right = Inches(8.5 - 1.4)

    document.add_paragraph("Kevin Baptiste", style="Title").paragraph_format.space_after = Pt(0)
    p = document.add_paragraph()
    r = p.add_run("QA Automation Engineer | SDET"); r.font.size = Pt(12); r.font.color.rgb = grey
    p = document.add_paragraph()
    p.add_run("Nashville, TN 37206  |  (615) 555-0187  |  kevin.baptiste@example.com  |  "
              "github.com/kbaptiste-qa  |  kevinbaptiste.example.com")
    bottom_border(p, color="2F5496", size="6")

    document.add_heading("Summary", level=1)
    document.add_paragraph(
        "SDET with seven years in software quality, four of them building automation frameworks from scratch. "
        "Former retail manager who moved into tech through a full-stack bootcamp; I bring test strategy, fast "
        "CI feedback and patient coaching of manual testers.")

    document.add_heading("Experience", level=1)
    for i, (title, company, place, when, _, stack, items) in enumerate(E4_JOBS):
        q = document.add_paragraph()
        q.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
        q.paragraph_format.space_before = Pt(5 if i else 0); q.paragraph_format.keep_with_next = True
        q.add_run(f"{title}, {company}").bold = True
        q.add_run("\t" + when)
        q = document.add_paragraph(); q.paragraph_format.keep_with_next = True
        q.add_run(place).italic = True
        if stack:
            q = document.add_paragraph(); q.paragraph_format.keep_with_next = True
            r = q.add_run("Tech: " + stack); r.font.color.rgb = grey; r.font.size = Pt(9)
        for item in items:
            document.add_paragraph(item, style="List Bullet")

    document.add_heading("Projects", level=1)
    q = document.add_paragraph()
    q.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
    q.add_run("Creator, playwright-a11y-reporter").bold = True
    q.add_run("\t2023 – Present")
    document.add_paragraph("Open-source Playwright reporter that turns axe-core results into annotated HTML reports; "
                           "600 weekly npm downloads.", style="List Bullet")

    document.add_heading("Skills", level=1)
    table = document.add_table(rows=len(E4_SKILLS), cols=2)
    no_borders(table); table_geometry(table, [1700, 8380]); cell_margins(table, left=0, right=80)
    for row, (label, items) in zip(table.rows, E4_SKILLS):
        row.cells[0].paragraphs[0].add_run(label).bold = True
        row.cells[1].paragraphs[0].add_run(", ".join(items))

    document.add_heading("Education", level=1)
    for degree, school in [("Certificate, Full-Stack Web Development",
                            "Music City Code Bootcamp, Nashville, TN — 2017"),
                           ("B.A. in Psychology", "Middle Tennessee State University, Murfreesboro, TN — 2013")]:
        q = document.add_paragraph()
        q.add_run(degree).bold = True
        q.add_run(" — " + school)

    document.add_heading("Certifications", level=1)
    for cert in ["ISTQB Certified Tester Foundation Level (CTFL) – 2019", "AWS Certified Cloud Practitioner (2022)"]:
        document.add_paragraph(cert, style="List Bullet")

    name = "e4-kevin-baptiste"
    libreoffice_pdf(document, name, pages=1)
    write_truth(name, {
        "basics": {"name": "Kevin Baptiste", "label": "QA Automation Engineer | SDET",
                   "email": "kevin.baptiste@example.com", "phone": "(615) 555-0187",
                   "url": "https://kevinbaptiste.example.com",
                   "location": {"city": "Nashville", "region": "TN"},
                   "profiles": [{"network": "GitHub", "url": "https://github.com/kbaptiste-qa"}]},
        "work": work_truth(E4_JOBS),
        "education": [
            {"institution": "Music City Code Bootcamp", "study_type": "Certificate",
             "area": "Full-Stack Web Development", "dates": dates(None, "2017", text="2017")},
            {"institution": "Middle Tennessee State University", "study_type": "B.A.", "area": "Psychology",
             "dates": dates(None, "2013", text="2013")}],
        "skills": skills_truth(E4_SKILLS),
        "certificates": [{"name": "ISTQB Certified Tester Foundation Level (CTFL)"},
                         {"name": "AWS Certified Cloud Practitioner"}],
    })


# ---- e5: Android developer, DOCX kept as the Word file ---------------------------------------------
E5_JOBS = [
    ("Senior Engineer, Mobile Platform", "Tandemly", "Austin, TX", "Jun 2022 – Present", ("2022-06", None, True),
     "Kotlin, Jetpack Compose, Coroutines/Flow, Hilt, Gradle, Bitrise",
     ["Lead the Android platform team (4 engineers) for an app with 2.8M monthly users; crash-free sessions "
      "rose from 99.1% to 99.8%.",
      "Moved the app from XML views to Jetpack Compose screen by screen and built the shared design-system "
      "components.",
      "Cut clean build time from 11 to 4 minutes with Gradle configuration caching and module restructuring."]),
    ("Software Engineer II (Android)", "Gridline Health", "Austin, TX", "Aug 2019 – May 2022",
     ("2019-08", "2022-05"), "Kotlin, Java, Room, Retrofit, Firebase",
     ["Built offline-first visit notes for home-health nurses with Room and WorkManager sync.",
      "Shipped the Bluetooth blood-pressure cuff integration used in 40,000 patient homes."]),
    ("Android Developer Intern", "Pocketfolio", "Dallas, TX", "Summer 2018", ("2018-06", "2018-08"),
     "Java, Android SDK",
     ["Added biometric login and a portfolio chart widget to a personal-finance app."]),
]
E5_SKILLS = [("Languages", ["Kotlin", "Java", "Swift (basic)", "SQL"]),
             ("Frameworks", ["Jetpack Compose", "Coroutines/Flow", "Room", "Retrofit", "Hilt", "WorkManager"]),
             ("Tools", ["Android Studio", "Gradle", "Firebase (Crashlytics, Remote Config)", "Bitrise", "Git"])]


def e5_android_docx():
    from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_TAB_ALIGNMENT
    from docx.shared import Inches, Pt, RGBColor

    green = RGBColor(0x1E, 0x6B, 0x3A)
    document = new_docx(author="Ama Owusu-Boateng", title="Resume", page=(Inches(8.5), Inches(11)),
                        margins=(Inches(0.75), Inches(0.55)), font="Arial", size=9.5, space_after=1)
    h1 = document.styles["Heading 1"]
    h1.font.size = Pt(11.5); h1.font.color.rgb = green
    h1.paragraph_format.space_before = Pt(8); h1.paragraph_format.space_after = Pt(2)
    document.styles["List Bullet"].paragraph_format.space_after = Pt(0)
    right = Inches(8.5 - 1.5)

    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = p.add_run("Ama Owusu-Boateng"); r.bold = True; r.font.size = Pt(20)
    p.paragraph_format.space_after = Pt(0)
    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = p.add_run("Android Developer"); r.font.size = Pt(12); r.font.color.rgb = green
    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    p.add_run("Austin, TX  •  (512) 555-0172  •  ama.owusu@example.com  •  ")
    add_hyperlink(p, "https://github.com/ama-owusu", "GitHub")
    p.add_run("  •  ")
    add_hyperlink(p, "https://amaowusu.example.com", "Portfolio")
    bottom_border(p, color="1E6B3A", size="6")

    document.add_heading("Summary", level=1)
    document.add_paragraph(
        "Android engineer with six years of Kotlin, from an internship to leading a mobile platform team. I care "
        "about fast builds, stable releases and apps that work without a signal.")

    def tabbed(left_text, when, before):
        q = document.add_paragraph()
        q.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
        q.paragraph_format.space_before = Pt(before); q.paragraph_format.keep_with_next = True
        q.add_run(left_text).bold = True
        q.add_run("\t" + when)

    document.add_heading("Experience", level=1)
    for i, (title, company, place, when, _, stack, items) in enumerate(E5_JOBS):
        tabbed(company, when, 5 if i else 0)
        q = document.add_paragraph(); q.paragraph_format.keep_with_next = True
        q.add_run(title).italic = True
        q.add_run(", " + place)
        q = document.add_paragraph(); q.paragraph_format.keep_with_next = True
        r = q.add_run("Tech: "); r.bold = True; r.font.size = Pt(9)
        q.add_run(stack).font.size = Pt(9)
        for item in items:
            document.add_paragraph(item, style="List Bullet")

    document.add_heading("Projects", level=1)
    for app, where, text in [
            ("Trailhead Offline Maps", "Google Play  |  2021 – Present",
             "Offline trail maps for Texas state parks with vector tiles and GPS tracking; 50k+ installs, 4.7 stars."),
            ("compose-skeleton", "GitHub  |  2023",
             "Shimmer placeholder library for Jetpack Compose; 900 stars.")]:
        tabbed(app, where, 4)
        document.add_paragraph(text, style="List Bullet")

    document.add_heading("Education", level=1)
    tabbed("The University of Texas at Dallas", "2015 – 2019", 0)
    document.add_paragraph("B.S. in Computer Science  •  GPA 3.6")

    document.add_heading("Skills", level=1)
    for label, items in E5_SKILLS:
        q = document.add_paragraph()
        q.add_run(label + ": ").bold = True
        q.add_run(", ".join(items))

    document.add_heading("Certifications", level=1)
    document.add_paragraph("Associate Android Developer (Google, 2020)", style="List Bullet")

    q = document.add_paragraph(); q.paragraph_format.space_before = Pt(6)
    q.add_run("Languages spoken: ").bold = True
    q.add_run("Twi (native), English (fluent), French (conversational)")

    name = "e5-ama-owusu-boateng"
    path = os.path.join(FILES, name + ".docx")
    document.save(path)
    check_pages(name, lo_page_count(path, name), 1)
    write_truth(name, {
        "basics": {"name": "Ama Owusu-Boateng", "label": "Android Developer", "email": "ama.owusu@example.com",
                   "phone": "(512) 555-0172", "url": "https://amaowusu.example.com",
                   "location": {"city": "Austin", "region": "TX"},
                   "profiles": [{"network": "GitHub", "url": "https://github.com/ama-owusu"}]},
        "work": work_truth(E5_JOBS),
        "education": [
            {"institution": "The University of Texas at Dallas", "study_type": "B.S.", "area": "Computer Science",
             "score": "3.6", "dates": dates("2015", "2019", text="2015 – 2019")}],
        "skills": skills_truth(E5_SKILLS),
        "certificates": [{"name": "Associate Android Developer"}],
        "languages": [{"language": "Twi", "fluency": "native"}, {"language": "English", "fluency": "fluent"},
                      {"language": "French", "fluency": "conversational"}],
    })


# ---- e6: application security engineer, Markdown ---------------------------------------------------
E6_JOBS = [
    ("Senior Engineer, Product Security", "Loomstack", "Chicago, IL (hybrid)", "Jun 2022 – Present",
     ("2022-06", None, True), "Go, Semgrep, CodeQL, AWS, Terraform, OPA",
     ["Run the secure design review program for 60 engineering teams; about 120 reviews a year.",
      "Wrote 85 custom Semgrep rules that block SSRF, IDOR and secrets-in-code patterns in CI.",
      "Led the response to a 2024 supply-chain alert across 300 repositories in under 48 hours."]),
    ("Security Engineer II", "Northgate Bank Digital", "Chicago, IL", "2019 – 2022", ("2019", "2022"),
     "Python, Burp Suite, OWASP ZAP, Splunk",
     ["Pen-tested mobile and web banking releases; found and drove fixes for 40+ high-severity issues.",
      "Built the bug bounty triage process and the internal secure-coding training for Java and Python."]),
    ("Security Operations Intern", "Prairie Mutual Insurance", "Bloomington, IL", "Summer 2017",
     ("2017-06", "2017-08"), "Splunk, Python",
     ["Wrote Splunk alerts for suspicious VPN logins and automated phishing-report triage."]),
]
E6_SKILLS = [("Languages", ["Go", "Python", "TypeScript", "Java (reading)", "Bash"]),
             ("Security", ["Threat modeling", "SAST/DAST", "Burp Suite", "Semgrep", "CodeQL", "OWASP ZAP"]),
             ("Cloud & Tools", ["AWS (IAM, KMS, GuardDuty)", "Terraform", "OPA", "Kubernetes", "Splunk", "Git"])]


def e6_appsec_markdown():
    jobs = "\n".join(
        f"### {t} — {c}\n*{w} · {p}*\n\n**Tech:** {s}\n\n" + "".join(f"- {i}\n" for i in items)
        for t, c, p, w, _, s, items in E6_JOBS)
    skills = "".join(f"- **{label}:** {', '.join(items)}\n" for label, items in E6_SKILLS)
    text = f"""# Jonah Feld

**Application Security Engineer** · Chicago, IL

[jonah.feld@example.net](mailto:jonah.feld@example.net) · (312) 555-0126 · [github.com/jfeld-sec](https://github.com/jfeld-sec) · [linkedin.com/in/jonahfeld](https://www.linkedin.com/in/jonahfeld) · [jonahfeld.example.net](https://jonahfeld.example.net)

AppSec engineer who writes code: secure design reviews, static analysis rules that developers do not hate,
and pen tests of web and mobile apps. Seven years across fintech and SaaS.

## Experience

{jobs}
## Projects

### nullroute — open-source SSRF scanner
*2021 – Present · GitHub*

**Tech:** Go, Docker

- Finds server-side request forgery in HTTP APIs with out-of-band callbacks; 2.1k stars, used in two
  commercial scanners.

### CTF team captain — Loop Overflow
*2018 – 2021 · Chicago*

- Captained a six-person capture-the-flag team; top 50 at DEF CON CTF Quals 2020.

## Talks

- "Semgrep Rules Your Developers Will Keep" — BSides Chicago, May 2024
- "SSRF in 2021: Still Here" — OWASP Chicago chapter, Oct 2021

## Education

**B.S. in Computer Science** — Illinois State University, Normal, IL · 2014 – 2018 · GPA 3.52/4.00

## Certifications

- OSCP (2021)
- AWS Certified Security – Specialty (2023)
- CompTIA Security+ (2018)

## Skills

{skills}"""
    name = "e6-jonah-feld"
    write_text(name + ".md", text)
    write_truth(name, {
        "basics": {"name": "Jonah Feld", "label": "Application Security Engineer", "email": "jonah.feld@example.net",
                   "phone": "(312) 555-0126", "url": "https://jonahfeld.example.net",
                   "location": {"city": "Chicago", "region": "IL"},
                   "profiles": [{"network": "GitHub", "url": "https://github.com/jfeld-sec"},
                                {"network": "LinkedIn", "url": "https://www.linkedin.com/in/jonahfeld"}]},
        "work": work_truth(E6_JOBS),
        "education": [
            {"institution": "Illinois State University", "study_type": "B.S.", "area": "Computer Science",
             "score": "3.52/4.00", "dates": dates("2014", "2018", text="2014 – 2018")}],
        "skills": skills_truth(E6_SKILLS),
        "certificates": [{"name": "OSCP"}, {"name": "AWS Certified Security – Specialty"},
                         {"name": "CompTIA Security+"}],
    })


if __name__ == "__main__":
    e1_ml_engineer_jakes()
    e2_solutions_engineer_deedy()
    e3_tech_writer_site()
    e4_qa_automation_docx_pdf()
    e5_android_docx()
    e6_appsec_markdown()
