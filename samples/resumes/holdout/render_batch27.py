#!/usr/bin/env python3
"""Renders the twenty-seventh held-out batch (aa1–aa6) into files/ and its truth into truth/.

Written without reading the parser (nor its tests or docs). Six early-career people and career changers
(a mechanical engineering senior with a co-op and an internship, a community-college student with
part-time grocery, pizza and holiday retail jobs, a Nigerian MSc student in England, an Army supply
sergeant now in civilian logistics, an elementary teacher moving into instructional design, and an
accountant returning to work after a six-year career break), each resume made with an everyday
producer: a one-page pdflatex resume, a plain-text resume typed in Windows Notepad, a Nigerian-style CV
kept as the Word file, a Word document saved as PDF through LibreOffice, a two-column template printed
by headless Chromium, and a Google Docs resume downloaded as a web page. All use ordinary conventions:
"Expected May 2027" and "Expected Dec. 2027" on degrees in progress, "Summer 2025", "Sept. 2025 –
Present", "Jan. 2024 – Aug. 2024", "08/2021 – Present", "March 2015 – June 2018", "Aug 2024 - Present"
typed with a hyphen, coursework lines, GPAs, honours, several titles at one employer (aa2, aa3, aa4,
aa5, aa6), internships, a co-op, NYSC and SIWES placements, military titles with MOS codes and units,
certifications and licences with issuers, years and expiry dates, and spoken languages with levels.

- aa1 (pdflatex, Palatino via mathpazo with T1 and glyphtounicode, Letter, one page): a graduating
  mechanical engineering student's resume: the name centred over a " | " contact line ("Houghton, MI
  49931", phone, a mailto link, a LinkedIn link printed as "linkedin.com/in/…"); capital headings over
  a rule, EDUCATION first: "Michigan Technological University" with the city at the right over the
  italic "Bachelor of Science in Mechanical Engineering, Minor in Aerospace Engineering" with "Expected
  May 2027" at the right, a "GPA: 3.62/4.00 • Dean's List (five semesters) • Tau Beta Pi …" line and
  "Relevant Coursework:"; EXPERIENCE with every entry a bold title and the dates at the right over the
  italic employer and the city at the right: a current "Undergraduate Teaching Assistant, Statics" at the
  university ("Sept. 2025 – Present"), a "Manufacturing Engineering Intern" "Summer 2025", a "Product
  Engineering Co-op" "Jan. 2024 – Aug. 2024" and a "Line Cook (part-time)" "Sept. 2022 – Dec. 2023";
  "Projects & Activities" in the same title-and-dates form (Formula SAE subteam lead, senior design, a
  course project dated "Spring 2026"); a "Skills" section of bold-labelled lines ("CAD/CAE:",
  "Programming:", "Shop:") that also holds a "Certifications:" line (two certifications with years,
  separated by ";") and "Languages: English (native), Finnish (conversational)". No label under the name.
  A student in Houghton, MI.
- aa2 (plain text, UTF-8 without BOM, CRLF line ends as Windows Notepad saves them): a community-college
  student's resume: the name in capitals ("DESTINY VILLASEÑOR"), "Bakersfield, CA 93306", a " | " line
  with phone and email; capital headings with no underline; "OBJECTIVE"; EDUCATION with "Bakersfield
  College, Bakersfield, CA" over "Associate in Science for Transfer (AS-T), Business Administration" and
  "Expected May 2027 | GPA: 3.45 | Dean's List, Fall 2025", a "Relevant courses:" line, and "High School
  Diploma, June 2024" under the high school's line; WORK EXPERIENCE grouped under "Employer - City, ST"
  lines with each role as "Title, dates" and "  - " bullets, dates typed with ASCII hyphens ("Aug 2024 -
  Present", "Jan 2024 - Jul 2024", "06/2022 - 12/2023", "Nov 2023 - Jan 2024"): a part-time cashier,
  shift lead then crew member at one pizza restaurant, a seasonal sales associate; certifications with
  an issue and expiry date or an issuer after " - "; skills as "- " lines; "English (fluent), Spanish
  (native)"; a volunteer line with dates and "References available upon request." No label.
  A student in Bakersfield, CA.
- aa3 (DOCX, python-docx, kept as the Word file; Times New Roman 11 pt, A4, two pages; the page count is
  checked on a throw-away LibreOffice PDF): a Nigerian data analyst's CV written while she studies for
  an MSc in England, in Nigerian CV conventions: the full name with a middle name in capitals, centred
  address lines ("Flat 4, 27 Welford Road, Leicester LE2 7AA, United Kingdom", "Phone: … | Email: …",
  "LinkedIn: " and a Word hyperlink whose text is the linkedin.com/in/… address); bold underlined capital
  headings; "CAREER OBJECTIVE"; "EDUCATIONAL QUALIFICATIONS" as a "Table Grid" table (Year |
  Institution | Qualification | Class / Grade) with "MSc Data Analytics (in view)" "2025 – 2026", "B.Sc.
  (Hons) Statistics" with "Second Class Upper Division", and "West African Senior School Certificate
  (WASSCE)" "2008 – 2014", the grade cells of the first and last rows holding "—"; a modules and project
  line under the table; "WORK EXPERIENCE" with a bold title and bold dates on a right tab over an italic
  "Employer — City" line: a UK part-time supermarket job "Oct 2025 – Present", "Data Analyst" and
  "Graduate Trainee, Data & Analytics" at one Lagos fintech, "NYSC Corps Member (ICT Unit)" at a state
  ministry whose name holds commas, "Industrial Trainee (SIWES)"; "TECHNICAL SKILLS" and
  "CERTIFICATIONS" as "List Bullet" items (a certificate with its exam code, " – 2023"; another with
  " – Coursera, 2021"); "LANGUAGES" as "English – Fluent" lines; "HOBBIES"; "PERSONAL DETAILS" as a
  borderless two-column table (date of birth, sex, marital status, nationality, state of origin, right
  to work); "REFEREES: Available on request."; a "DECLARATION" with the signed name and an empty date.
  No label. A student in Leicester, England.
- aa4 (LibreOffice PDF of a DOCX written with python-docx, Calibri shown as Carlito, 10 pt, Letter,
  two pages): an Army veteran's civilian resume: the name in capitals with a middle initial, the label
  "Logistics & Inventory Control Professional | U.S. Army Veteran", a "  •  " contact line with
  "linkedin.com/in/…" as plain text, an italic "Security Clearance: Secret (eligible for reinstatement)"
  line; bold capital headings with a rule; a summary; "CORE COMPETENCIES" as a borderless three-column
  table of "▪ " items; "PROFESSIONAL EXPERIENCE" grouped under bold employer lines, the civilian employer
  with its city on a right tab and two titles under it (a current "Inventory Control Lead" "Oct. 2025 –
  Present" and a "DoD SkillBridge Fellow, Supply Chain Operations" "May 2025 – Aug. 2025"), then "U.S.
  Army" with no place, over three bold-italic titles with MOS codes and the dates on a right tab
  ("Supply Sergeant (92Y)" "Apr. 2022 – Aug. 2025", "Unit Supply Specialist (92Y)" twice, "Sept. 2019 –
  Mar. 2022" and "Nov. 2017 – Aug. 2019"), each with an italic unit line ("1st Battalion, 506th Infantry
  Regiment, 101st Airborne Division (Air Assault)") and the post on a right tab ("Fort Campbell, KY",
  "Camp Humphreys, Republic of Korea", "Fort Riley, KS"), and "List Bullet" items (U+F0B7 in the text
  layer); EDUCATION with "Bachelor of Science, Supply Chain Management (in progress)" "Expected Dec.
  2027" and "Associate of Applied Science, Logistics Management" "2022" with the school line ending
  "| GPA 3.7"; certifications with the issuer and year after " – " or the year in parentheses;
  "MILITARY TRAINING & AWARDS" (a leader course, AIT, medals); "English (native), Korean (basic)".
  A veteran in Clarksville, TN.
- aa5 (Chromium "Save as PDF" of a two-column résumé template, Letter, one page; the body is set in
  Lato loaded with @font-face from the fonts-lato files): a teacher moving into instructional design:
  a two-column header (the name in a light and a bold weight and the label "Instructional Designer &
  eLearning Developer" at the left; "Columbus, OH 43221", phone, a mailto link, a portfolio site and a
  LinkedIn link, each printed without "https://", right-aligned at the right) over a rule; then a wide
  main column (Profile; "Portfolio Projects" as one-line entries with years; Experience with a bold title
  and grey dates at the right over "Employer · City" in italics: "Instructional Designer (Contract)" at a
  credit union, "Remote", "Summer 2025"; "4th Grade Teacher & Grade-Level Team Lead" "08/2021 – Present"
  and "4th Grade Teacher" "08/2017 – 06/2021" at one elementary school; "3rd Grade Teacher" "08/2015 –
  06/2017"; Education with "M.Ed., Curriculum and Instruction" "May 2019" and "B.S.Ed., Early Childhood
  Education" "2011 – 2015" with "magna cum laude") beside a shaded right sidebar (Skills grouped under
  "Design" and "Tools" sub-headings, Certifications with years and a teaching licence "valid through
  06/2029", "English — Native" and "Spanish — Intermediate (B1)"). Headings are letter-spaced capitals
  (CSS), so pdftotext prints them with spaces inside ("P RO F I L E"); pdftotext -layout prints the
  sidebar beside the main column. A teacher in Columbus, OH.
- aa6 (HTML, the single file Google Docs writes for "Download → Web page", UTF-8): a returning parent's
  resume in the markup Google Docs exports: one <style> block of generated classes (".c1", ".c9", list
  classes "lst-kix_…"), every paragraph a <p> of <span>s, the header a borderless two-cell table (the
  name as the "title" paragraph and the label "Accounting Professional | Returning After a Career Break"
  at the left; "Naperville, IL 60540", phone, a mailto link and a link whose text is "LinkedIn profile"
  and whose href goes through Google's redirector "https://www.google.com/url?q=https://www.linkedin.com/
  in/…&sa=D&source=editors&ust=…&usg=…" at the right), headings as <h1>, each job one paragraph "<b>Title
  </b>, Employer, City, ST — <i>dates</i>" over a bullet list ("Bookkeeper (part-time)" "Sept. 2024 –
  Present"; "Senior Staff Accountant" "March 2015 – June 2018" and "Staff Accountant" "July 2011 –
  February 2015" at one manufacturer; "Accounting Intern" "Summer 2010" at a firm whose name holds a
  comma, "Doyle Pearce CPAs, LLP"), and between the current job and the older ones a "Career Break —
  2018 – 2024" paragraph in the same form with bullets about parenting, a PTA treasurer role and
  training; "Bachelor of Science in Accountancy" "May 2011" with "GPA 3.58/4.00 · Beta Alpha Psi";
  certifications with issuers and years in parentheses; skills as bullets in a two-cell table; "English
  (native), Spanish (conversational)". A bookkeeper returning to accounting in Naperville, IL.

Decisions for this batch (documented here because the documents leave them to the reader):
- Titles grouped under one employer (aa2, aa4) or repeating it (aa3, aa5, aa6) are separate work
  entries, each with the employer's name and location and its own dates; two roles with the same title
  at different posts (aa4) are two entries. Internships, a co-op, a teaching assistantship, part-time,
  seasonal and contract jobs, the NYSC service year (employer: the ministry it was served in), a SIWES
  industrial placement and a DoD SkillBridge fellowship are work entries. Projects and activities (aa1,
  aa5), a career break with no employer and the volunteer and PTA roles inside it (aa6), a volunteer
  line (aa2), hobbies, referees, personal details, a declaration, military training courses and medals
  (aa4) are not.
- Military service: the employer is "U.S. Army"; the unit printed under the title ("1st Battalion,
  506th Infantry Regiment, …") is not the employer name; the post on the unit line is the location
  ("Camp Humphreys, Republic of Korea" as printed). The MOS code in parentheses is part of the position
  ("Supply Sergeant (92Y)"). A security clearance is not a certificate.
- A title's own comma, slash, ampersand or parenthesis is part of the position ("Undergraduate Teaching
  Assistant, Statics", "Cashier / Front End Associate (part-time)", "Graduate Trainee, Data &
  Analytics", "NYSC Corps Member (ICT Unit)", "DoD SkillBridge Fellow, Supply Chain Operations",
  "4th Grade Teacher & Grade-Level Team Lead").
- Degrees in progress are current: "Expected May 2027" and "Expected Dec. 2027" are current with that
  month as the end date and no start; aa3's "MSc Data Analytics (in view)" "2025 – 2026" is current
  from 2025 to 2026 ("in view" is the Nigerian way of writing "in progress"). "(in progress)" and "(in
  view)" are not part of the area. "Summer 2025" is June to August of that year.
- Education: "Bachelor of Science in Mechanical Engineering, Minor in Aerospace Engineering" has
  study_type "Bachelor of Science" and area "Mechanical Engineering" (the minor is not the area); "B.Sc.
  (Hons) Statistics" has study_type "B.Sc. (Hons)"; "Associate in Science for Transfer (AS-T)" keeps its
  abbreviation; "West African Senior School Certificate (WASSCE)" and "High School Diploma" have no
  area. The score is the printed GPA or class ("3.62/4.00", "3.45", "3.7", "3.58/4.00", "Second Class
  Upper Division", "magna cum laude"); "—" in a grade cell is no score; dean's lists, honour societies,
  coursework and modules are not scores. The institution drops a campus note and a city ("Central Texas
  College (Fort Campbell campus)" is "Central Texas College").
- Skills are the listed items as printed, a group's label left out ("CAD/CAE:", "Design", "Tools");
  commas inside parentheses do not split ("3D printing (FDM, SLA)"). aa1's "Certifications:" and
  "Languages:" lines inside its Skills section are certificates and spoken languages, not skills.
- Certificate names drop the year, the issuer, issue and expiry dates and a validity note ("California
  Food Handler Card - issued 02/2024, expires 02/2027" is "California Food Handler Card"; "Certified
  Logistics Technician (CLT) – MSSC, 2025" is "Certified Logistics Technician (CLT)"; "Ohio Professional
  Educator License (Grades PK–5), valid through 06/2029" keeps its grade band in parentheses), but keep
  an abbreviation or exam code in parentheses ("Microsoft Certified: Power BI Data Analyst Associate
  (PL-300)").
- basics.name is the name as printed in title case where printed in capitals, with the middle name or
  initial ("Temitope Oluwaseun Adeyinka", "Terrell D. Hamby"). aa1, aa2 and aa3 print no label, so
  their truth has none. Basics location is the city and region printed in the contact lines; a street,
  flat number, ZIP code or postcode is not kept; "…, Leicester LE2 7AA, United Kingdom" gives city
  "Leicester" and country_code "GB". A portfolio site is basics.url. A LinkedIn address printed as text
  is a profile with "https://www." added; a link's target is used where it is a link, and aa6's Google
  redirect is read as the LinkedIn address it carries.

Truth conventions as in batches 5–25: date_text as printed (LaTeX "--" printed as "–"; ASCII hyphens
kept where the writer typed them), the work entry's location where printed, spoken languages only with
their fluency as printed, phones as printed. Phones are 555 numbers in the US and an Ofcom drama mobile
in the UK; emails and sites at example.com and example.net.

Tools on the machine that wrote this batch (nothing had to be installed): python-docx, pdflatex
(texlive-latex-base, -recommended, -fonts-recommended for mathpazo), LibreOffice (soffice), Chromium,
poppler-utils, fonts-lato, fonts-crosextra-carlito. docx_hyperlink is imported from render_batch24.py
and no_borders and table_geometry from render_batch20.py. Run from this folder: python3 render_batch27.py
"""
import os
from xml.sax.saxutils import escape

from holdout_render import (FILES, bottom_border, check_pages, chromium_pdf, dates, libreoffice_pdf, lo_page_count,
                            new_docx, oxml_element, pdf_pages, pdflatex, tex, work_truth, write_text, write_truth)
from render_batch20 import no_borders, table_geometry
from render_batch24 import docx_hyperlink

LATO = "/usr/share/fonts/truetype/lato/"


def linkedin(handle):
    return {"network": "LinkedIn", "url": "https://www.linkedin.com/in/" + handle}


def flat_skills(groups):
    """Truth skills from (label, [items]) groups: every item as printed, the label left out."""
    return [{"name": s} for _, items in groups for s in items]


# ---- aa1: new mechanical engineering graduate, pdflatex ---------------------------------------------
AA1_JOBS = [
    ("Undergraduate Teaching Assistant, Statics", "Michigan Technological University", "Houghton, MI",
     "Sept. 2025 – Present", ("2025-09", None, True),
     ["Lead two weekly recitation sections of 35 students and hold four office hours a week.",
      "Grade homework and exams for 140 students; wrote a set of worked examples on trusses and frames now "
      "posted for every section."]),
    ("Manufacturing Engineering Intern", "Great Lakes Drivetrain Components, Inc.", "Saginaw, MI", "Summer 2025",
     ("2025-06", "2025-08"),
     ["Redesigned a pneumatic fixture for a gear-housing CNC cell in SolidWorks; cut changeover time from 22 to "
      "9 minutes.",
      "Ran a time study and line-balancing analysis on a 6-station assembly line and presented the results to "
      "the plant manager.",
      "Wrote PFMEA updates and work instructions for two new part numbers."]),
    ("Product Engineering Co-op", "Superior Air Systems", "Marquette, MI", "Jan. 2024 – Aug. 2024",
     ("2024-01", "2024-08"),
     ["Built and tested prototype sheet-metal blower housings for a commercial rooftop HVAC unit.",
      "Set up a fan test stand with a DAQ and wrote MATLAB scripts to reduce airflow and noise data.",
      "Released 40+ drawings with GD&T through the engineering change process in Windchill."]),
    ("Line Cook (part-time)", "Copper Country Grill", "Houghton, MI", "Sept. 2022 – Dec. 2023",
     ("2022-09", "2023-12"),
     ["Worked the grill and fryer stations on weekend nights during the school year."]),
]
AA1_SKILLS = [("CAD/CAE", ["SolidWorks", "Siemens NX", "ANSYS Mechanical", "GD&T (ASME Y14.5)", "Windchill PLM"]),
              ("Programming", ["MATLAB", "Python", "Arduino (C++)", "LabVIEW"]),
              ("Shop", ["CNC milling (Haas)", "TIG welding", "3D printing (FDM, SLA)", "Sheet-metal fabrication"])]
AA1_CERTS = [("Certified SOLIDWORKS Associate (CSWA), 2023", "Certified SOLIDWORKS Associate (CSWA)"),
             ("OSHA 10-Hour General Industry, 2025", "OSHA 10-Hour General Industry")]


def aa1_new_grad_pdflatex():
    def entry(title, company, place, when, items):
        out = f"\\entry{{{tex(title)}}}{{{tex(when)}}}{{{tex(company)}}}{{{tex(place)}}}\n\\begin{{bullets}}\n"
        out += "".join(f"  \\item {tex(i)}\n" for i in items)
        return out + "\\end{bullets}\n"
    jobs = "".join(entry(t, c, p, w, items) for t, c, p, w, _, items in AA1_JOBS)
    skills = "\n".join(f"\\textbf{{{tex(label)}:}} {tex(', '.join(items))}\\\\" for label, items in AA1_SKILLS)
    certs = "; ".join(tex(printed) for printed, _ in AA1_CERTS)
    source = r"""\documentclass[10pt,letterpaper]{article}
\usepackage[T1]{fontenc}
\usepackage[utf8]{inputenc}
\usepackage[sc]{mathpazo}
\linespread{1.04}
\usepackage[left=0.6in,right=0.6in,top=0.5in,bottom=0.5in]{geometry}
\usepackage{titlesec}
\usepackage{enumitem}
\usepackage[hidelinks]{hyperref}
\input{glyphtounicode}
\pdfgentounicode=1
\pagestyle{empty}
\setlength{\parindent}{0pt}
\titleformat{\section}{\bfseries\large}{}{0em}{\MakeUppercase}[\vspace{-5pt}\rule{\textwidth}{0.6pt}]
\titlespacing*{\section}{0pt}{8pt}{4pt}
\newcommand{\entry}[4]{\vspace{2pt}\textbf{#1}\hfill #2\par\textit{#3}\hfill\textit{#4}\par}
\newenvironment{bullets}{\begin{itemize}[leftmargin=15pt,itemsep=0pt,parsep=0pt,topsep=1pt,label=\textbullet]}{\end{itemize}\vspace{1pt}}

\begin{document}
\begin{center}
{\Huge Daniel Korhonen}\\[4pt]
Houghton, MI 49931 \textbar{} (906) 555-0142 \textbar{} \href{mailto:daniel.korhonen@example.com}{daniel.korhonen@example.com}
\textbar{} \href{https://www.linkedin.com/in/daniel-korhonen}{linkedin.com/in/daniel-korhonen}
\end{center}

\section{Education}
\textbf{Michigan Technological University}\hfill Houghton, MI\par
\textit{Bachelor of Science in Mechanical Engineering, Minor in Aerospace Engineering}\hfill\textit{Expected May 2027}\par
GPA: 3.62/4.00 \textbullet{} Dean's List (five semesters) \textbullet{} Tau Beta Pi Engineering Honor Society\par
\textbf{Relevant Coursework:} Machine Design, Heat Transfer, Fluid Mechanics, Dynamic Systems \& Controls,
Finite Element Analysis, Manufacturing Processes, Engineering Economics\par

\section{Experience}
""" + jobs + r"""
\section{Projects \& Activities}
\textbf{Formula SAE -- Suspension Subteam Lead}\hfill Sept. 2023 -- Present\par
\begin{bullets}
  \item Lead six students designing the 2026 car's double-wishbone suspension; cut unsprung mass 1.8 kg with
        machined 7075 uprights validated in ANSYS.
  \item Wrote the team's kinematics spreadsheet and a Python tool that checks camber gain against the tire data.
\end{bullets}
\textbf{Senior Design: Low-Cost Grain Moisture Sensor Rig}\hfill Aug. 2026 -- Present\par
\begin{bullets}
  \item Four-person capstone for a local co-op: designing a sampling auger and capacitance sensor housing, with a
        \$1,500 budget.
\end{bullets}
\textbf{Heat Exchanger Design Project (MEEM 4200)}\hfill Spring 2026\par
\begin{bullets}
  \item Sized a shell-and-tube exchanger for a dairy pasteurizer with the LMTD and NTU methods; the team report
        placed first of 14.
\end{bullets}

\section{Skills}
""" + skills + r"""
\textbf{Certifications:} """ + certs + r"""\\
\textbf{Languages:} English (native), Finnish (conversational)
\end{document}
"""
    name = "aa1-daniel-korhonen"
    pdflatex(source, name)
    check_pages(name, pdf_pages(os.path.join(FILES, name + ".pdf")), 1)
    write_truth(name, {
        "basics": {"name": "Daniel Korhonen", "email": "daniel.korhonen@example.com", "phone": "(906) 555-0142",
                   "location": {"city": "Houghton", "region": "MI"},
                   "profiles": [linkedin("daniel-korhonen")]},
        "work": work_truth(AA1_JOBS),
        "education": [
            {"institution": "Michigan Technological University", "study_type": "Bachelor of Science",
             "area": "Mechanical Engineering", "score": "3.62/4.00",
             "dates": dates(None, "2027-05", current=True, text="Expected May 2027")}],
        "skills": flat_skills(AA1_SKILLS),
        "certificates": [{"name": n} for _, n in AA1_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Finnish", "fluency": "conversational"}],
    })


# ---- aa2: community-college student, plain text typed in Notepad (CRLF) --------------------------
AA2_EMPLOYERS = [
    ("Valley Fresh Market", "Bakersfield, CA", [
        ("Cashier / Front End Associate (part-time)", "Aug 2024 - Present", ("2024-08", None, True),
         ["Ring up 250+ customers a shift, handle cash, cards, EBT and WIC, and count down my drawer at close",
          "Help customers find items, run price checks and process returns at the service counter",
          "Trained 5 new cashiers on the register and the store's check-approval rules"]),
    ]),
    ("Golden State Pizza Co.", "Bakersfield, CA", [
        ("Shift Lead", "Jan 2024 - Jul 2024", ("2024-01", "2024-07"),
         ["Ran closing shifts with 4-6 crew members: breaks, cash deposits, cleaning checklist and lock-up",
          "Handled customer complaints and refunds and called in the next day's dough and produce order"]),
        ("Crew Member", "06/2022 - 12/2023", ("2022-06", "2023-12"),
         ["Took phone and counter orders, made pizzas and salads, and kept the dining room clean",
          "Named Employee of the Month in March 2023"]),
    ]),
    ("Sunset Outfitters", "Bakersfield, CA", [
        ("Seasonal Sales Associate", "Nov 2023 - Jan 2024", ("2023-11", "2024-01"),
         ["Worked the fitting rooms and register during the holiday rush and helped with the January inventory count"]),
    ]),
]
AA2_JOBS = [(title, company, place, when, span)
            for company, place, roles in AA2_EMPLOYERS for title, when, span, _ in roles]
AA2_SKILLS = ["Cash handling and balancing a drawer", "Customer service", "POS systems (NCR, Square, Toast)",
              "Food safety", "Opening and closing procedures", "Stocking and inventory counts",
              "Microsoft Word and Excel", "Google Docs and Sheets", "Canva"]
AA2_CERTS = [("California Food Handler Card - issued 02/2024, expires 02/2027", "California Food Handler Card"),
             ("Adult and Pediatric First Aid/CPR/AED - American Red Cross, 2025", "Adult and Pediatric First Aid/CPR/AED")]


def aa2_community_college_txt():
    lines = ["DESTINY VILLASEÑOR",
             "Bakersfield, CA 93306",
             "(661) 555-0129 | destiny.villasenor@example.com",
             "",
             "OBJECTIVE",
             "Business administration student at Bakersfield College looking for a part-time",
             "bank teller or office assistant position where I can use my cash handling and",
             "customer service experience. Available evenings and weekends.",
             "",
             "EDUCATION",
             "Bakersfield College, Bakersfield, CA",
             "Associate in Science for Transfer (AS-T), Business Administration",
             "Expected May 2027 | GPA: 3.45 | Dean's List, Fall 2025",
             "Relevant courses: Financial Accounting, Principles of Microeconomics, Business",
             "Communication, Introduction to Computer Applications",
             "",
             "Foothill Vista High School, Bakersfield, CA",
             "High School Diploma, June 2024",
             "",
             "WORK EXPERIENCE"]
    for company, place, roles in AA2_EMPLOYERS:
        lines += ["", f"{company} - {place}"]
        for title, when, _, items in roles:
            lines += [f"{title}, {when}"] + [f"  - {i}" for i in items]
    lines += ["",
              "CERTIFICATIONS"] + [f"- {printed}" for printed, _ in AA2_CERTS] + [
              "",
              "SKILLS"] + [f"- {s}" for s in AA2_SKILLS] + [
              "",
              "LANGUAGES",
              "English (fluent), Spanish (native)",
              "",
              "VOLUNTEER",
              "Kern Community Food Bank - weekend food distribution volunteer, 2023 - Present",
              "",
              "References available upon request."]
    name = "aa2-destiny-villasenor"
    write_text(name + ".txt", "\r\n".join(lines) + "\r\n")
    write_truth(name, {
        "basics": {"name": "Destiny Villaseñor", "email": "destiny.villasenor@example.com", "phone": "(661) 555-0129",
                   "location": {"city": "Bakersfield", "region": "CA"}},
        "work": work_truth(AA2_JOBS),
        "education": [
            {"institution": "Bakersfield College", "study_type": "Associate in Science for Transfer (AS-T)",
             "area": "Business Administration", "score": "3.45",
             "dates": dates(None, "2027-05", current=True, text="Expected May 2027")},
            {"institution": "Foothill Vista High School", "study_type": "High School Diploma",
             "dates": dates(None, "2024-06", text="June 2024")}],
        "skills": [{"name": s} for s in AA2_SKILLS],
        "certificates": [{"name": n} for _, n in AA2_CERTS],
        "languages": [{"language": "English", "fluency": "fluent"}, {"language": "Spanish", "fluency": "native"}],
    })


# ---- aa3: Nigerian MSc student in the UK, DOCX kept as the Word file ------------------------------
AA3_JOBS = [
    ("Customer Assistant (part-time)", "Brightmore Supermarkets Ltd", "Leicester", "Oct 2025 – Present",
     ("2025-10", None, True),
     ["Serve customers on the tills and self-checkout, replenish chilled and ambient stock, and carry out "
      "date checks (up to 20 hours a week during term, as my visa allows)."]),
    ("Data Analyst", "Paylane Technologies Ltd", "Lekki, Lagos", "Jan 2023 – Aug 2025", ("2023-01", "2025-08"),
     ["Built and maintained Power BI dashboards on transaction volumes, failed payments and agent performance for "
      "the operations and risk teams.",
      "Wrote SQL (PostgreSQL, BigQuery) to reconcile settlement files from partner banks; reduced unreconciled items "
      "by 63% in six months.",
      "Developed a churn model in Python (scikit-learn) for POS agents that the sales team used to plan field visits."]),
    ("Graduate Trainee, Data & Analytics", "Paylane Technologies Ltd", "Lekki, Lagos", "Nov 2021 – Dec 2022",
     ("2021-11", "2022-12"),
     ["Rotated through data engineering, BI and credit risk; automated a daily Excel report that took 3 hours to "
      "prepare by hand.",
      "Cleaned and validated KYC data for over 40,000 merchant records before the core banking migration."]),
    ("NYSC Corps Member (ICT Unit)", "Ogun State Ministry of Education, Science and Technology",
     "Abeokuta, Ogun State", "Nov 2020 – Oct 2021", ("2020-11", "2021-10"),
     ["Compiled the Annual School Census data for 312 public secondary schools and produced summary tables in Excel.",
      "Taught basic computer skills to 60 secondary school teachers at weekend workshops."]),
    ("Industrial Trainee (SIWES)", "Oyo State Bureau of Statistics", "Ibadan, Oyo State", "May 2018 – Oct 2018",
     ("2018-05", "2018-10"),
     ["Supported a household survey: questionnaire coding, data entry in CSPro and frequency tables in SPSS."]),
]
AA3_SKILLS = ["Python (pandas, scikit-learn, matplotlib)", "SQL (PostgreSQL, BigQuery)", "Power BI (DAX, Power Query)",
              "Microsoft Excel", "R", "SPSS", "Data cleaning and validation", "Statistical modelling",
              "Dashboard design and reporting"]
AA3_CERTS = [("Microsoft Certified: Power BI Data Analyst Associate (PL-300) – 2023",
              "Microsoft Certified: Power BI Data Analyst Associate (PL-300)"),
             ("Google Data Analytics Professional Certificate – Coursera, 2021",
              "Google Data Analytics Professional Certificate")]


def aa3_nigerian_msc_docx():
    from docx.enum.table import WD_TABLE_ALIGNMENT
    from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_TAB_ALIGNMENT
    from docx.shared import Cm, Pt

    document = new_docx(author="Temitope Adeyinka", title="CV - Temitope Adeyinka", page=(Cm(21), Cm(29.7)),
                        margins=(Cm(2.2), Cm(1.8)), font="Times New Roman", size=11, space_after=2)
    document.styles["List Bullet"].paragraph_format.space_after = Pt(1)
    right = Cm(16.6)

    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = p.add_run("TEMITOPE OLUWASEUN ADEYINKA"); r.bold = True; r.font.size = Pt(16)
    for line in ["Flat 4, 27 Welford Road, Leicester LE2 7AA, United Kingdom",
                 "Phone: +44 7700 900318  |  Email: temitope.adeyinka@example.com"]:
        p = document.add_paragraph(line); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
        p.paragraph_format.space_after = Pt(0)
    p = document.add_paragraph("LinkedIn: "); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    docx_hyperlink(p, "https://www.linkedin.com/in/temitope-adeyinka", "linkedin.com/in/temitope-adeyinka")

    def heading(text):
        q = document.add_paragraph()
        q.paragraph_format.space_before = Pt(10); q.paragraph_format.space_after = Pt(4)
        q.paragraph_format.keep_with_next = True
        r = q.add_run(text); r.bold = True; r.underline = True; r.font.size = Pt(12)

    heading("CAREER OBJECTIVE")
    document.add_paragraph(
        "A result-oriented data analyst with four years' experience in fintech and the public sector, currently "
        "completing an MSc in Data Analytics at the University of Leicester. Seeking a graduate or junior data analyst "
        "role in the UK where I can apply my skills in SQL, Python and Power BI to support better business decisions.")

    heading("EDUCATIONAL QUALIFICATIONS")
    rows = [("Year", "Institution", "Qualification", "Class / Grade"),
            ("2025 – 2026", "University of Leicester, Leicester, UK", "MSc Data Analytics (in view)", "—"),
            ("2015 – 2020", "University of Ibadan, Ibadan, Oyo State", "B.Sc. (Hons) Statistics",
             "Second Class Upper Division"),
            ("2008 – 2014", "Oluyole Model College, Ibadan", "West African Senior School Certificate (WASSCE)", "—")]
    table = document.add_table(rows=len(rows), cols=4)
    table.style = "Table Grid"; table.alignment = WD_TABLE_ALIGNMENT.CENTER
    table_geometry(table, [1500, 3000, 3050, 1850])
    for i, row in enumerate(rows):
        for cell, text in zip(table.rows[i].cells, row):
            cell.text = ""
            run = cell.paragraphs[0].add_run(text); run.font.size = Pt(10.5); run.bold = i == 0
            cell.paragraphs[0].paragraph_format.space_after = Pt(1)
    document.add_paragraph("MSc modules: Statistical Learning, Big Data Analytics, Databases and Cloud Computing, "
                           "Data Visualisation. B.Sc. project: \"Modelling loan default among microfinance clients in "
                           "Ibadan using logistic regression\".").paragraph_format.space_before = Pt(4)

    heading("WORK EXPERIENCE")
    for i, (title, company, place, when, _, items) in enumerate(AA3_JOBS):
        q = document.add_paragraph()
        q.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
        q.paragraph_format.space_before = Pt(6 if i else 0); q.paragraph_format.space_after = Pt(0)
        q.paragraph_format.keep_with_next = True
        q.add_run(title).bold = True
        q.add_run("\t" + when).bold = True
        q = document.add_paragraph(); q.paragraph_format.keep_with_next = True
        q.add_run(f"{company} — {place}").italic = True
        for item in items:
            document.add_paragraph(item, style="List Bullet")

    heading("TECHNICAL SKILLS")
    for skill in AA3_SKILLS:
        document.add_paragraph(skill, style="List Bullet")

    heading("CERTIFICATIONS")
    for printed, _ in AA3_CERTS:
        document.add_paragraph(printed, style="List Bullet")

    heading("LANGUAGES")
    document.add_paragraph("English – Fluent").paragraph_format.space_after = Pt(0)
    document.add_paragraph("Yoruba – Native").paragraph_format.space_after = Pt(0)
    document.add_paragraph("French – Basic")

    heading("HOBBIES")
    document.add_paragraph("Reading, chess, volunteering with the Leicester African Students' Association, football.")

    heading("PERSONAL DETAILS")
    details = [("Date of Birth", "14 March 1998"), ("Sex", "Female"), ("Marital Status", "Single"),
               ("Nationality", "Nigerian"), ("State of Origin", "Ogun State"),
               ("Right to work", "Student visa; eligible for the Graduate Route from October 2026")]
    table = document.add_table(rows=len(details), cols=2)
    no_borders(table)
    table_geometry(table, [2600, 6800])
    for row, (label, value) in zip(table.rows, details):
        row.cells[0].text = ""; row.cells[1].text = ""
        row.cells[0].paragraphs[0].add_run(label + ":").bold = True
        row.cells[1].paragraphs[0].add_run(value)
        for cell in row.cells:
            cell.paragraphs[0].paragraph_format.space_after = Pt(0)

    heading("REFEREES")
    document.add_paragraph("Available on request.")

    heading("DECLARATION")
    document.add_paragraph("I hereby declare that the information given above is true and correct to the best of my "
                           "knowledge and belief.")
    q = document.add_paragraph(); q.paragraph_format.space_before = Pt(14)
    q.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
    q.add_run("Temitope O. Adeyinka\tDate: ____________")

    name = "aa3-temitope-adeyinka"
    path = os.path.join(FILES, name + ".docx")
    document.save(path)
    check_pages(name, lo_page_count(path, name), 2)
    write_truth(name, {
        "basics": {"name": "Temitope Oluwaseun Adeyinka", "email": "temitope.adeyinka@example.com",
                   "phone": "+44 7700 900318", "location": {"city": "Leicester", "country_code": "GB"},
                   "profiles": [linkedin("temitope-adeyinka")]},
        "work": work_truth(AA3_JOBS),
        "education": [
            {"institution": "University of Leicester", "study_type": "MSc", "area": "Data Analytics",
             "dates": dates("2025", "2026", current=True, text="2025 – 2026")},
            {"institution": "University of Ibadan", "study_type": "B.Sc. (Hons)", "area": "Statistics",
             "score": "Second Class Upper Division", "dates": dates("2015", "2020", text="2015 – 2020")},
            {"institution": "Oluyole Model College", "study_type": "West African Senior School Certificate (WASSCE)",
             "dates": dates("2008", "2014", text="2008 – 2014")}],
        "skills": [{"name": s} for s in AA3_SKILLS],
        "certificates": [{"name": n} for _, n in AA3_CERTS],
        "languages": [{"language": "English", "fluency": "Fluent"}, {"language": "Yoruba", "fluency": "Native"},
                      {"language": "French", "fluency": "Basic"}],
    })


# ---- aa4: Army veteran moving into civilian logistics, LibreOffice PDF of a DOCX ------------------
AA4_EMPLOYERS = [
    ("Riverbend Distribution, LLC", "Clarksville, TN", [
        ("Inventory Control Lead", None, "Oct. 2025 – Present", ("2025-10", None, True),
         ["Lead a 7-person inventory control team in a 410,000 sq ft third-party logistics warehouse serving three "
          "retail clients.",
          "Run the daily cycle-count program and root-cause reviews; inventory record accuracy rose from 96.8% to "
          "99.4% in the first five months.",
          "Own the weekly shrink and adjustment report for client reviews and train new associates on RF scanning and "
          "putaway standards."]),
        ("DoD SkillBridge Fellow, Supply Chain Operations", None, "May 2025 – Aug. 2025", ("2025-05", "2025-08"),
         ["Completed a 14-week transition fellowship across receiving, inventory control and transportation "
          "planning before separating from the Army; hired full-time on completion."]),
    ]),
    ("U.S. Army", None, [
        ("Supply Sergeant (92Y)", ("1st Battalion, 506th Infantry Regiment, 101st Airborne Division (Air Assault)",
                                   "Fort Campbell, KY"),
         "Apr. 2022 – Aug. 2025", ("2022-04", "2025-08"),
         ["Managed the supply room for a 140-Soldier headquarters company and accountability for $18M in equipment "
          "across 1,900 line items, with zero losses in three change-of-command inventories.",
          "Requested, tracked and issued parts and supplies in GCSS-Army; kept the company's open requisitions under "
          "30 days old.",
          "Supervised and trained three supply specialists; ran the arms room and sensitive-item inventories."]),
        ("Unit Supply Specialist (92Y)", ("194th Brigade Support Battalion", "Camp Humphreys, Republic of Korea"),
         "Sept. 2019 – Mar. 2022", ("2019-09", "2022-03"),
         ["Received, stored and issued equipment and Class II, IV and IX supplies for a 600-Soldier battalion.",
          "Coordinated hazardous-material storage and turn-in with the installation environmental office."]),
        ("Unit Supply Specialist (92Y)", ("1st Battalion, 18th Infantry Regiment, 1st Infantry Division",
                                          "Fort Riley, KS"),
         "Nov. 2017 – Aug. 2019", ("2017-11", "2019-08"),
         ["Maintained hand receipts and sub-hand receipts for 4 platoons and prepared equipment for two National "
          "Training Center rotations."]),
    ]),
]
AA4_JOBS = [(title, company, unit[1] if unit else place, when, span)
            for company, place, roles in AA4_EMPLOYERS for title, unit, when, span, _ in roles]
AA4_SKILLS = ["Inventory management and cycle counting", "Warehouse operations", "Property accountability",
              "Receiving and putaway", "Hazardous materials handling", "Team leadership and training",
              "GCSS-Army (SAP)", "Manhattan WMS", "Microsoft Excel", "Forklift operation"]
AA4_CERTS = [("Certified Logistics Technician (CLT) – MSSC, 2025", "Certified Logistics Technician (CLT)"),
             ("Lean Six Sigma Green Belt – Syracuse University IVMF, 2025", "Lean Six Sigma Green Belt"),
             ("OSHA 10-Hour General Industry (2025)", "OSHA 10-Hour General Industry"),
             ("Hazardous Materials Handling Certification – Department of Defense (2021)",
              "Hazardous Materials Handling Certification")]


def aa4_veteran_logistics_lo():
    from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_TAB_ALIGNMENT
    from docx.shared import Inches, Pt, RGBColor

    navy = RGBColor(0x1D, 0x2B, 0x44)
    document = new_docx(author="Terrell Hamby", title="Terrell Hamby Resume", page=(Inches(8.5), Inches(11)),
                        margins=(Inches(0.7), Inches(0.6)), font="Calibri", size=10, space_after=2)
    document.styles["List Bullet"].paragraph_format.space_after = Pt(1)
    right = Inches(8.5 - 1.4)

    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER; p.paragraph_format.space_after = Pt(0)
    r = p.add_run("TERRELL D. HAMBY"); r.bold = True; r.font.size = Pt(20); r.font.color.rgb = navy
    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER; p.paragraph_format.space_after = Pt(1)
    r = p.add_run("Logistics & Inventory Control Professional | U.S. Army Veteran"); r.font.size = Pt(11.5)
    p = document.add_paragraph(
        "Clarksville, TN 37042  •  (931) 555-0163  •  terrell.hamby@example.com  •  linkedin.com/in/terrell-hamby")
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = p.add_run("Security Clearance: Secret (eligible for reinstatement)"); r.italic = True; r.font.size = Pt(9.5)

    def heading(text):
        q = document.add_paragraph()
        q.paragraph_format.space_before = Pt(8); q.paragraph_format.space_after = Pt(3)
        q.paragraph_format.keep_with_next = True
        r = q.add_run(text); r.bold = True; r.font.size = Pt(11); r.font.color.rgb = navy
        bottom_border(q, color="1D2B44", size="6")

    heading("PROFESSIONAL SUMMARY")
    document.add_paragraph(
        "Eight years of military supply and logistics experience, now leading inventory control in a 3PL warehouse. "
        "Trusted with multimillion-dollar property books, hazardous materials and small teams; comfortable with SAP-"
        "based systems, audits and tight timelines. Honorably discharged as a Sergeant (E-5) in August 2025.")

    heading("CORE COMPETENCIES")
    table = document.add_table(rows=4, cols=3)
    no_borders(table)
    table_geometry(table, [3500, 3500, 3500])
    for i, skill in enumerate(AA4_SKILLS):
        cell = table.rows[i % 4].cells[i // 4]
        cell.text = ""
        cell.paragraphs[0].add_run("▪ " + skill)
        cell.paragraphs[0].paragraph_format.space_after = Pt(0)

    heading("PROFESSIONAL EXPERIENCE")
    for company, place, roles in AA4_EMPLOYERS:
        q = document.add_paragraph()
        q.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
        q.paragraph_format.space_before = Pt(5); q.paragraph_format.keep_with_next = True
        r = q.add_run(company); r.bold = True; r.font.size = Pt(10.5); r.font.color.rgb = navy
        if place:
            q.add_run("\t" + place)
        for title, unit, when, _, items in roles:
            q = document.add_paragraph()
            q.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
            q.paragraph_format.space_before = Pt(2); q.paragraph_format.space_after = Pt(0)
            q.paragraph_format.keep_with_next = True
            r = q.add_run(title); r.bold = True; r.italic = True
            q.add_run("\t" + when)
            if unit:
                q = document.add_paragraph(); q.paragraph_format.keep_with_next = True
                q.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
                r = q.add_run(unit[0]); r.italic = True; r.font.size = Pt(9.5)
                r = q.add_run("\t" + unit[1]); r.font.size = Pt(9.5)
            for item in items:
                document.add_paragraph(item, style="List Bullet")

    heading("EDUCATION")
    for degree, when, school in [
            ("Bachelor of Science, Supply Chain Management (in progress)", "Expected Dec. 2027",
             "Austin Peay State University, Clarksville, TN"),
            ("Associate of Applied Science, Logistics Management", "2022",
             "Central Texas College (Fort Campbell campus), Fort Campbell, KY  |  GPA 3.7")]:
        q = document.add_paragraph()
        q.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
        q.paragraph_format.space_after = Pt(0); q.paragraph_format.keep_with_next = True
        q.add_run(degree).bold = True
        q.add_run("\t" + when)
        document.add_paragraph(school).paragraph_format.space_after = Pt(4)

    heading("CERTIFICATIONS")
    for printed, _ in AA4_CERTS:
        document.add_paragraph(printed, style="List Bullet")

    heading("MILITARY TRAINING & AWARDS")
    document.add_paragraph("Basic Leader Course (BLC), 2021  •  Unit Supply Specialist Course (AIT), Fort Lee, VA, 2017  "
                           "•  Army Commendation Medal (2)  •  Army Achievement Medal (3)  •  Army Good Conduct Medal "
                           "(2)  •  Korea Defense Service Medal")

    heading("LANGUAGES")
    document.add_paragraph("English (native), Korean (basic)")

    name = "aa4-terrell-hamby"
    libreoffice_pdf(document, name, pages=2)
    write_truth(name, {
        "basics": {"name": "Terrell D. Hamby", "label": "Logistics & Inventory Control Professional | U.S. Army Veteran",
                   "email": "terrell.hamby@example.com", "phone": "(931) 555-0163",
                   "location": {"city": "Clarksville", "region": "TN"},
                   "profiles": [linkedin("terrell-hamby")]},
        "work": work_truth(AA4_JOBS),
        "education": [
            {"institution": "Austin Peay State University", "study_type": "Bachelor of Science",
             "area": "Supply Chain Management",
             "dates": dates(None, "2027-12", current=True, text="Expected Dec. 2027")},
            {"institution": "Central Texas College", "study_type": "Associate of Applied Science",
             "area": "Logistics Management", "score": "3.7", "dates": dates(None, "2022", text="2022")}],
        "skills": [{"name": s} for s in AA4_SKILLS],
        "certificates": [{"name": n} for _, n in AA4_CERTS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Korean", "fluency": "basic"}],
    })


# ---- aa5: teacher moving into instructional design, Chromium print of a two-column template -------
AA5_SCHOOL = "Scioto Ridge Elementary School"
AA5_JOBS = [
    ("Instructional Designer (Contract)", "Buckeye Community Credit Union", "Remote", "Summer 2025",
     ("2025-06", "2025-08"),
     ["Designed a six-module new-hire onboarding path for 120 branch staff in Rise 360 with Storyline scenarios; "
      "time to first solo shift fell from 4 weeks to 3.",
      "Ran a needs analysis with branch managers and wrote the storyboards, job aids and knowledge checks."]),
    ("4th Grade Teacher & Grade-Level Team Lead", AA5_SCHOOL, "Hilliard, OH", "08/2021 – Present",
     ("2021-08", None, True),
     ["Lead a five-teacher grade team: common assessments, pacing guides and weekly data meetings.",
      "Built the grade's Canvas courses and a library of 40 short how-to videos in Camtasia used by families and "
      "substitutes.",
      "Facilitated four district professional-development sessions on small-group reading instruction."]),
    ("4th Grade Teacher", AA5_SCHOOL, "Hilliard, OH", "08/2017 – 06/2021", ("2017-08", "2021-06"),
     ["Taught all subjects to classes of 24–28 students; moved the class to blended learning in 2020–2021."]),
    ("3rd Grade Teacher", "Linden Park Elementary School", "Columbus, OH", "08/2015 – 06/2017",
     ("2015-08", "2017-06"),
     ["Planned and taught a self-contained classroom in a Title I school and coordinated the grade's reading "
      "intervention groups."]),
]
AA5_SKILLS = [("Design", ["ADDIE and SAM", "Backward design", "Needs analysis", "Storyboarding",
                          "Assessment design", "Adult learning principles"]),
              ("Tools", ["Articulate Storyline 360", "Articulate Rise 360", "Camtasia", "Vyond", "Canva",
                         "Canvas LMS", "Google Workspace"])]
AA5_CERTS = [("ATD Instructional Design Certificate, 2025", "ATD Instructional Design Certificate"),
             ("Google UX Design Certificate, 2024", "Google UX Design Certificate"),
             ("Ohio Professional Educator License (Grades PK–5), valid through 06/2029",
              "Ohio Professional Educator License (Grades PK–5)")]


def aa5_teacher_to_id_chromium():
    jobs = "".join(
        f'<div class="job"><div class="row"><h3>{escape(t)}</h3><span class="when">{escape(w)}</span></div>'
        f'<div class="co">{escape(c)} · {escape(p)}</div>'
        f'<ul>{"".join(f"<li>{escape(i)}</li>" for i in items)}</ul></div>\n'
        for t, c, p, w, _, items in AA5_JOBS)
    skills = "".join(f'<h4>{escape(label)}</h4><ul>{"".join(f"<li>{escape(s)}</li>" for s in items)}</ul>'
                     for label, items in AA5_SKILLS)
    certs = "".join(f"<li>{escape(printed)}</li>" for printed, _ in AA5_CERTS)
    font_faces = "".join(
        f'@font-face {{ font-family: "Resume Lato"; font-weight: {w}; font-style: {s}; '
        f'src: url("file://{LATO}{f}") format("truetype"); }}\n'
        for w, s, f in [(400, "normal", "Lato-Regular.ttf"), (700, "normal", "Lato-Bold.ttf"),
                        (400, "italic", "Lato-Italic.ttf"), (300, "normal", "Lato-Light.ttf")])
    html = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Kristen Ferraro – Resume</title>
<style>
""" + font_faces + """@page { size: Letter; margin: 0.5in 0.55in; }
* { box-sizing: border-box; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; font: 9.4pt/1.38 "Resume Lato", "Liberation Sans", sans-serif; color: #333; }
header { display: grid; grid-template-columns: 1fr 2.3in; align-items: end; padding-bottom: 10px;
         border-bottom: 3px solid #7a4f9a; margin-bottom: 12px; }
h1 { font-size: 28pt; font-weight: 300; margin: 0; color: #2b2140; letter-spacing: 0.5px; }
h1 b { font-weight: 700; }
.label { font-size: 11.5pt; color: #7a4f9a; margin-top: 2px; }
.contact { text-align: right; font-size: 9pt; line-height: 1.5; }
.contact a { color: #333; text-decoration: none; }
.cols { display: grid; grid-template-columns: 1fr 2.1in; gap: 22px; }
h2 { font-size: 10.5pt; text-transform: uppercase; letter-spacing: 1.5px; color: #7a4f9a; margin: 0 0 6px; }
section { margin-bottom: 12px; }
.job { margin-bottom: 8px; }
.row { display: flex; justify-content: space-between; align-items: baseline; gap: 8px; }
h3 { font-size: 10pt; margin: 0; color: #2b2140; }
.when { font-size: 8.8pt; color: #777; white-space: nowrap; }
.co { font-style: italic; color: #555; }
ul { margin: 2px 0 0; padding-left: 15px; }
li { margin-bottom: 1px; }
p { margin: 0 0 4px; }
aside { background: #f4eff8; padding: 12px 12px 6px; border-radius: 4px; align-self: start; }
aside h4 { font-size: 9.4pt; margin: 6px 0 2px; color: #2b2140; }
aside ul { padding-left: 13px; }
.proj b { color: #2b2140; }
</style></head>
<body>
<header>
<div><h1>Kristen <b>Ferraro</b></h1>
<div class="label">Instructional Designer &amp; eLearning Developer</div></div>
<div class="contact">Columbus, OH 43221<br>(614) 555-0137<br>
<a href="mailto:kristen.ferraro@example.com">kristen.ferraro@example.com</a><br>
<a href="https://kristenferraro.example.com">kristenferraro.example.com</a><br>
<a href="https://www.linkedin.com/in/kristen-ferraro-id">linkedin.com/in/kristen-ferraro-id</a></div>
</header>
<div class="cols">
<main>
<section><h2>Profile</h2>
<p>Elementary teacher of ten years moving into corporate learning design. I plan backward from outcomes, write
clearly for busy learners, and have built online courses, videos and assessments for students, families and
colleagues. Recently completed the ATD Instructional Design Certificate and a contract onboarding project.</p></section>
<section><h2>Portfolio Projects</h2>
<p class="proj"><b>Difficult Conversations for New Managers</b> — branching scenario, Storyline 360 (2025)</p>
<p class="proj"><b>Phishing Awareness in 7 Minutes</b> — microlearning module, Rise 360 with a Vyond video (2024)</p>
<p class="proj"><b>Redesign: Library Volunteer Orientation</b> — job aid and self-paced course for the Hilliard
branch library (2024)</p></section>
<section><h2>Experience</h2>
""" + jobs + """</section>
<section><h2>Education</h2>
<div class="job"><div class="row"><h3>M.Ed., Curriculum and Instruction</h3><span class="when">May 2019</span></div>
<div class="co">Ashland University · Ashland, OH</div></div>
<div class="job"><div class="row"><h3>B.S.Ed., Early Childhood Education</h3><span class="when">2011 – 2015</span></div>
<div class="co">Ohio University · Athens, OH</div><p>magna cum laude</p></div>
</section>
</main>
<aside>
<h2>Skills</h2>
""" + skills + """
<h2 style="margin-top:12px">Certifications</h2>
<ul>""" + certs + """</ul>
<h2 style="margin-top:12px">Languages</h2>
<p>English — Native<br>Spanish — Intermediate (B1)</p>
</aside>
</div>
</body></html>
"""
    name = "aa5-kristen-ferraro"
    chromium_pdf(html, name, pages=1)
    write_truth(name, {
        "basics": {"name": "Kristen Ferraro", "label": "Instructional Designer & eLearning Developer",
                   "email": "kristen.ferraro@example.com", "phone": "(614) 555-0137",
                   "url": "https://kristenferraro.example.com",
                   "location": {"city": "Columbus", "region": "OH"},
                   "profiles": [linkedin("kristen-ferraro-id")]},
        "work": work_truth(AA5_JOBS),
        "education": [
            {"institution": "Ashland University", "study_type": "M.Ed.", "area": "Curriculum and Instruction",
             "dates": dates(None, "2019-05", text="May 2019")},
            {"institution": "Ohio University", "study_type": "B.S.Ed.", "area": "Early Childhood Education",
             "score": "magna cum laude", "dates": dates("2011", "2015", text="2011 – 2015")}],
        "skills": flat_skills(AA5_SKILLS),
        "certificates": [{"name": n} for _, n in AA5_CERTS],
        "languages": [{"language": "English", "fluency": "Native"},
                      {"language": "Spanish", "fluency": "Intermediate (B1)"}],
    })


# ---- aa6: accountant returning after a career break, Google Docs "Web Page (.html)" export --------
AA6_JOBS = [
    ("Bookkeeper (part-time)", "Heritage Family Dental", "Naperville, IL", "Sept. 2024 – Present",
     ("2024-09", None, True),
     ["Keep the books for a two-dentist practice in QuickBooks Online: bank and credit card reconciliations, "
      "payables and a monthly close in five working days.",
      "Run semi-monthly payroll for 14 employees in Gusto and prepare the quarterly sales and use tax returns.",
      "Built an Excel model of insurance receivables by payer that the office manager now uses to chase claims."]),
    ("Senior Staff Accountant", "Prairie Valley Manufacturing Co.", "Aurora, IL", "March 2015 – June 2018",
     ("2015-03", "2018-06"),
     ["Owned the month-end close for two plants ($85M in annual revenue): journal entries, accruals and 60+ "
      "balance sheet reconciliations.",
      "Prepared the fixed asset roll-forward and audit schedules; the 2017 audit closed with no adjustments.",
      "Trained and reviewed the work of two staff accountants."]),
    ("Staff Accountant", "Prairie Valley Manufacturing Co.", "Aurora, IL", "July 2011 – February 2015",
     ("2011-07", "2015-02"),
     ["Handled accounts payable and intercompany reconciliations in JD Edwards and prepared monthly inventory "
      "variance reports."]),
    ("Accounting Intern", "Doyle Pearce CPAs, LLP", "Wheaton, IL", "Summer 2010", ("2010-06", "2010-08"),
     ["Prepared individual tax returns and bank reconciliations for small-business clients."]),
]
AA6_SKILLS = ["Month-end close", "Account reconciliations", "Accounts payable and receivable", "Payroll (Gusto, ADP)",
              "Fixed asset accounting", "Sales and use tax", "QuickBooks Online", "JD Edwards EnterpriseOne",
              "Microsoft Excel (XLOOKUP, pivot tables, Power Query)"]
AA6_CERTS = [("QuickBooks Online Certified ProAdvisor (2024)", "QuickBooks Online Certified ProAdvisor"),
             ("Certified Bookkeeper (CB), AIPB (2025)", "Certified Bookkeeper (CB)")]


def gdocs_link(url):
    """A link target as Google Docs writes it in a downloaded web page (through its redirector)."""
    from urllib.parse import quote
    return ("https://www.google.com/url?q=" + quote(url, safe=":/") +
            "&amp;sa=D&amp;source=editors&amp;ust=1760021448393214&amp;usg=AOvVaw2kQy1pPZr8mTn4b0xVd3Eo")


def aa6_returning_parent_gdocs_html():
    def para(cls, *spans):
        return f'<p class="{cls}">' + "".join(f'<span class="{c}">{t}</span>' for c, t in spans) + "</p>"

    def bullets(items, lst="lst-kix_8v2k1m3q0x9a-0"):
        return (f'<ul class="c11 {lst} start">' +
                "".join(f'<li class="c3 li-bullet-0"><span class="c1">{escape(i)}</span></li>' for i in items) +
                "</ul>")

    body = []
    for title, company, place, when, _, items in AA6_JOBS:
        body.append(para("c5", ("c9", escape(title)), ("c1", f", {escape(company)}, {escape(place)} — "),
                         ("c14", escape(when))))
        body.append(bullets(items))
        if title == "Bookkeeper (part-time)":
            body.append(para("c5", ("c9", "Career Break"), ("c1", " — "), ("c14", "2018 – 2024")))
            body.append(bullets([
                "Full-time parent to three children while my family relocated from Aurora to Naperville.",
                "Treasurer, Maplebrook Elementary PTA (2021 – 2024): managed a $48,000 annual budget, monthly "
                "reports to the board and the PTA's first online payment system.",
                "Kept my skills current: QuickBooks Online ProAdvisor training, Excel Power Query and the AIPB "
                "Certified Bookkeeper program."], lst="lst-kix_3c7n0w5t2m1b-0"))
    skills_left, skills_right = AA6_SKILLS[:5], AA6_SKILLS[5:]
    html = ('<html><head><meta content="text/html; charset=UTF-8" http-equiv="content-type"><style type="text/css">'
            '@import url(https://themes.googleusercontent.com/fonts/css?kit=fpjTOVmNbO4Lz34iLyptLUXza5VhXqVC6o75Eld_V98);'
            'ul.lst-kix_8v2k1m3q0x9a-0{list-style-type:none}ul.lst-kix_3c7n0w5t2m1b-0{list-style-type:none}'
            '.lst-kix_8v2k1m3q0x9a-0>li:before{content:"\\0025cf   "}.lst-kix_3c7n0w5t2m1b-0>li:before{content:"\\0025cb   "}'
            'li.li-bullet-0:before{margin-left:-18pt;white-space:nowrap;display:inline-block;min-width:18pt}'
            'ol{margin:0;padding:0}table td,table th{padding:0}'
            '.c0{border-right-style:solid;padding:2pt 5pt 2pt 0pt;border-right-width:0pt;border-left-width:0pt;'
            'border-top-style:solid;border-left-style:solid;border-bottom-width:0pt;width:280pt;border-top-width:0pt;'
            'border-bottom-style:solid;vertical-align:top}'
            '.c1{color:#434343;font-weight:400;text-decoration:none;vertical-align:baseline;font-size:10pt;'
            'font-family:"Merriweather";font-style:normal}'
            '.c2{color:#000000;font-weight:700;text-decoration:none;vertical-align:baseline;font-size:24pt;'
            'font-family:"Merriweather";font-style:normal}'
            '.c3{margin-left:36pt;padding-top:0pt;padding-left:0pt;padding-bottom:0pt;line-height:1.15;text-align:left}'
            '.c4{padding-top:14pt;padding-bottom:4pt;line-height:1.15;page-break-after:avoid;text-align:left;'
            'border-bottom:1pt solid #d44500}'
            '.c5{padding-top:8pt;padding-bottom:2pt;line-height:1.15;text-align:left}'
            '.c6{color:#d44500;font-weight:700;text-decoration:none;vertical-align:baseline;font-size:11pt;'
            'font-family:"Open Sans";font-style:normal}'
            '.c7{padding-top:0pt;padding-bottom:0pt;line-height:1.15;text-align:right}'
            '.c8{padding-top:0pt;padding-bottom:0pt;line-height:1.15;text-align:left}'
            '.c9{color:#000000;font-weight:700;text-decoration:none;vertical-align:baseline;font-size:10pt;'
            'font-family:"Merriweather";font-style:normal}'
            '.c10{color:#1155cc;text-decoration:underline}'
            '.c11{padding:0;margin:0}'
            '.c12{background-color:#ffffff;max-width:504pt;padding:36pt 54pt 36pt 54pt}'
            '.c13{color:#666666;font-weight:400;font-size:12pt;font-family:"Open Sans"}'
            '.c14{color:#666666;font-weight:400;font-size:9pt;font-family:"Open Sans";font-style:italic}'
            '.c15{border-spacing:0;border-collapse:collapse;margin-right:auto}'
            '.title{padding-top:0pt;color:#000000;font-weight:700;font-size:24pt;padding-bottom:3pt;'
            'font-family:"Merriweather";line-height:1.0;page-break-after:avoid;text-align:left}'
            'h1{padding-top:14pt;color:#d44500;font-weight:700;font-size:11pt;padding-bottom:4pt;'
            'font-family:"Open Sans";line-height:1.15;page-break-after:avoid;text-align:left}'
            '</style></head><body class="c12 doc-content">'
            '<a id="t.8c1f0e5a7d2b4c93a6e0f1b2c3d4e5f60718293a"></a><a id="t.0"></a>'
            '<table class="c15"><tr class="c16">'
            '<td class="c0" colspan="1" rowspan="1">'
            '<p class="c8 title" id="h.4k2d8s1x0p3q"><span class="c2">Heather Gallardo</span></p>'
            '<p class="c8"><span class="c13">Accounting Professional | Returning After a Career Break</span></p></td>'
            '<td class="c0" colspan="1" rowspan="1">'
            '<p class="c7"><span class="c1">Naperville, IL 60540</span></p>'
            '<p class="c7"><span class="c1">(630) 555-0191</span></p>'
            '<p class="c7"><span class="c10 c1"><a class="c10" href="mailto:heather.gallardo@example.net">'
            'heather.gallardo@example.net</a></span></p>'
            '<p class="c7"><span class="c10 c1"><a class="c10" href="'
            + gdocs_link("https://www.linkedin.com/in/heather-gallardo") + '">LinkedIn profile</a></span></p>'
            '</td></tr></table>'
            '<h1 class="c4" id="h.9q1w2e3r4t5y"><span class="c6">SUMMARY</span></h1>'
            + para("c8", ("c1", "Accountant with seven years of corporate experience in manufacturing (staff to senior "
                                "staff accountant), returning to full-time work after six years at home with my "
                                "children. Since 2024 I have run the books for a dental practice, renewed my "
                                "certifications and brought my systems skills up to date. Looking for a staff or "
                                "senior accountant role in the western suburbs."))
            + '<h1 class="c4" id="h.0a9s8d7f6g5h"><span class="c6">EXPERIENCE</span></h1>'
            + "".join(body)
            + '<h1 class="c4" id="h.1z2x3c4v5b6n"><span class="c6">EDUCATION</span></h1>'
            + para("c5", ("c9", "Northern Illinois University"), ("c1", ", DeKalb, IL — "),
                   ("c9", "Bachelor of Science in Accountancy"), ("c1", " — "), ("c14", "May 2011"))
            + para("c8", ("c1", "GPA 3.58/4.00 · Beta Alpha Psi"))
            + '<h1 class="c4" id="h.7m8n9b0v1c2x"><span class="c6">CERTIFICATIONS</span></h1>'
            + bullets([printed for printed, _ in AA6_CERTS])
            + '<h1 class="c4" id="h.5t6y7u8i9o0p"><span class="c6">SKILLS</span></h1>'
            + '<a id="t.1"></a><table class="c15"><tr class="c16"><td class="c0" colspan="1" rowspan="1">'
            + bullets(skills_left) + '</td><td class="c0" colspan="1" rowspan="1">' + bullets(skills_right)
            + '</td></tr></table>'
            + '<h1 class="c4" id="h.2w3e4r5t6y7u"><span class="c6">LANGUAGES</span></h1>'
            + para("c8", ("c1", "English (native), Spanish (conversational)"))
            + '</body></html>')
    name = "aa6-heather-gallardo"
    write_text(name + ".html", html)
    write_truth(name, {
        "basics": {"name": "Heather Gallardo", "label": "Accounting Professional | Returning After a Career Break",
                   "email": "heather.gallardo@example.net", "phone": "(630) 555-0191",
                   "location": {"city": "Naperville", "region": "IL"},
                   "profiles": [linkedin("heather-gallardo")]},
        "work": work_truth(AA6_JOBS),
        "education": [
            {"institution": "Northern Illinois University", "study_type": "Bachelor of Science", "area": "Accountancy",
             "score": "3.58/4.00", "dates": dates(None, "2011-05", text="May 2011")}],
        "skills": [{"name": s} for s in AA6_SKILLS],
        "certificates": [{"name": n} for _, n in AA6_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Spanish", "fluency": "conversational"}],
    })


if __name__ == "__main__":
    aa1_new_grad_pdflatex()
    aa2_community_college_txt()
    aa3_nigerian_msc_docx()
    aa4_veteran_logistics_lo()
    aa5_teacher_to_id_chromium()
    aa6_returning_parent_gdocs_html()
