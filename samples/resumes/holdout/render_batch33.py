#!/usr/bin/env python3
r"""Renders the thirty-third held-out batch (ag1–ag6) into files/ and its truth into truth/.

Written without reading the parser (nor its tests or docs); the only project files read were
holdout_render.py, render_batch26–31.py and a few truth files (for the shape and conventions). Six technical
and creative people in six countries (a mechanical design engineer in Querétaro, Mexico, a UX researcher in
Manchester, a video editor and motion designer in Toronto, a SOC analyst in Hyderabad, a PhD research
scientist in Singapore and an iOS engineer in Seattle), each resume made with a different everyday producer:
pdflatex with moderncv's "casual" style, a DOCX written with python-docx and kept as the Word file, Chromium
"Save as PDF" of an HTML template with a right sidebar, a Markdown file, ReportLab and a two-column Word
template saved as PDF by LibreOffice. They hold what such resumes hold: a tools or stack line under each
job, several roles at one employer, a contract job, freelance work as "Self-employed", internships and a
co-op, selected projects and credits, publications and talks, portfolio, blog, Vimeo, ORCID, GitHub and
LinkedIn links, certifications with issuers and years, degrees with GPAs, grades, honours and theses, and
spoken languages with levels.

- ag1 (pdflatex, moderncv 'casual' style with the nosymbols option, Latin Modern Sans, A4, two pages): a
  Mexican mechanical design engineer's CV: the name "Andrés Villaseñor Rangel" (given name and two
  surnames), the italic title "Mechanical Design Engineer – Aerospace Structures"; moderncv's casual style
  prints the address ("Av. Universidad 214, Col. Centro – 76000 Querétaro, Qro. – Mexico"), the mobile, the
  email, the homepage and the LinkedIn handle in the FOOTER of every page (with "M", "E", "W" and "in"
  letters as icons); "Profile"; "Professional Experience" as \cventry rows with the dates in the left
  column ("Jan 2022 – Present", wrapping in the column) beside "Title, Employer, City." and bullets with an
  italic "Tools: …" line: "Senior Mechanical Design Engineer" and "Mechanical Design Engineer" at one
  aerospace supplier ("…, S.A. de C.V."), a design engineer at a die maker in Celaya, "Engineering Intern
  (Prácticas profesionales)"; "Selected Projects" with years in the left column (one of them the student
  Formula SAE team); "Education": "Maestría en Ingeniería (Master of Engineering), Mechanical Design" at
  "Universidad Autónoma de Querétaro" "2019–2021" with "Average: 9.4/10" and a part-time note and thesis,
  and "B.Sc. in Mechanical Engineering (Ingeniero Mecánico)" at "Tecnológico de Monterrey, Campus
  Querétaro" "2011–2016" with "GPA 92/100" and an exchange-semester line; "Certifications" with the year
  in the left column and the issuer after ", "; "Skills" as labelled rows; "Languages" as
  \cvitemwithcomment rows (level, then a comment at the right: "TOEFL iBT 108 (2022)", "B1,
  Goethe-Institut"). pdftotext prints moderncv's list bullets as "{". An engineer in Querétaro, Mexico.
- ag2 (DOCX, python-docx, kept as the Word file; Calibri 10.5 pt, A4, two pages; the page count is checked
  on a throw-away LibreOffice PDF): a UX researcher's CV: the name, the label "Senior UX Researcher", a
  " | " contact line ("Manchester, UK", a UK drama mobile, a mailto hyperlink) and a second line with Word
  hyperlinks to a portfolio site and LinkedIn (printed as "linkedin.com/in/…"); teal capital headings with
  a rule; PROFILE; EXPERIENCE with a bold title and the dates on a right tab over an italic "Employer,
  City" line, "List Bullet" items and a grey "Methods & tools: …" line: "Senior UX Researcher" "Mar 2023 –
  Present" and "UX Researcher" at one building society, "Freelance User Researcher" at "Self-employed,
  Leeds", "UX Research Intern (summer placement)"; EDUCATION in the same form: "MSc Human–Computer
  Interaction" at "University College London (UCL)" "2018 – 2020" with "Distinction (part-time, alongside
  freelance work)" and a "Dissertation: “…” (78%)" line, "BSc (Hons) Psychology" at "University of Leeds"
  with "First Class Honours" and a final-year project; "PUBLICATIONS & TALKS" as bullets; CERTIFICATIONS
  with " – " issuer and year; SKILLS as bold-labelled lines; LANGUAGES as a "; " line ("British Sign
  Language – Level 1"). A researcher in Manchester, England.
- ag3 (Chromium "Save as PDF" of a one-page HTML/CSS template, Letter, no page margins, Lato): a video
  editor's resume with a black header band (the name, the orange label "Video Editor & Motion Designer",
  a " / " contact line: "Toronto, ON", a phone, a mailto link, a portfolio site, "vimeo.com/…" and
  "linkedin.com/in/…" links) over two columns (flexbox): the main column with Profile (a reel address in
  the text), Experience (a bold title with grey dates at the right over an orange "Employer · City, ON"
  line, bullets and a "Tools: … · …" line: "Senior Video Editor" "Apr 2022 – Present" and "Video Editor"
  at one studio, "Freelance Editor & Motion Designer" at "Self-employed" "Jan 2017 – Present" overlapping
  them, "Assistant Editor", "Post-Production Intern (co-op)") and "Selected Credits"; a right sidebar with
  Skills as chips, Education ("Advanced Diploma — Film and Television Production" at "Sheridan College,
  Oakville, ON" with "2013 – 2016 · GPA 3.8/4.0 · Dean's Honour List" and a capstone line),
  Certifications, Languages ("English — Native", "French — Intermediate (B1)") and Memberships. pdftotext
  prints the sidebar after or beside the main column. An editor in Toronto, ON.
- ag4 (Markdown, UTF-8, as kept in a GitHub profile repository): a SOC analyst's resume: "# Name", a bold
  label "SOC Analyst / Detection Engineer", a " · " contact line and a second line of Markdown links
  (GitHub, LinkedIn and "Blog: …"); a horizontal rule; "## Summary"; "## Experience" with every job a
  "### Title" over "**Employer**, City | *dates*", bullets and an "*Stack:* …" line: "Security Analyst II –
  Threat Detection & Response" "Apr 2023 – Present" and "SOC Analyst L1" at one managed security provider,
  "Cyber Security Intern" at "Bengaluru (remote)"; "## Projects" (an open-source lab, bug bounty, a CTF
  team); "## Education" as a pipe table "Qualification | Institution | Year | Score" ("B.Tech., Computer
  Science and Engineering" at "Vardhaman College of Engineering, Hyderabad (JNTUH)" "2017 – 2021" "CGPA
  8.62/10"; "Intermediate (MPC)" with the board "(TSBIE)" "2017" "96.4%"; "SSC" "2015" "GPA 9.8/10") and a
  final-year project line; "## Certifications" with " – " issuers and years; "## Skills" as "- **Label:**"
  bullets (one "Programming:"); "## Languages" as a " · " line. An analyst in Hyderabad, Telangana.
- ag5 (ReportLab platypus, DejaVu Sans, A4, two pages, one column): a research scientist's CV: "Kavitha
  Ramasamy, PhD", the label "Research Scientist | Molecular Biology & Assay Development", a contact line
  ("Singapore 138673", "+65 9555 0142", a mailto link) and a line with an "ORCID:" link and a LinkedIn link;
  green capital headings over a rule; PROFILE; EXPERIENCE with a bold title and grey dates at the right
  (a one-row table) over an italic "Employer, Singapore" line and bullets: "Research Scientist, Assay
  Development" at a biotech, "Research Fellow (Postdoctoral)" at "National University of Singapore" (the
  department named in the bullet), "Laboratory Technologist" "Jul 2014 – Jul 2016", "Research Intern"
  "May 2013 – Jul 2013"; EDUCATION in the same form: "PhD in Biochemistry" "Aug 2016 – Dec 2020" with
  "Thesis:" and "Supervisor: … · NUS Research Scholarship" lines; "Bachelor of Science (Honours) in Life
  Sciences" "Aug 2010 – May 2014" with "Honours (Highest Distinction) · Specialisation: Biomedical
  Science" and an honours project "(A grade)"; "GCE 'A' Level" "2008 – 2009" with its subjects; SELECTED
  PUBLICATIONS; AWARDS; CERTIFICATIONS & TRAINING; SKILLS as two bold-labelled lines; LANGUAGES as a " · "
  line. A scientist in Singapore.
- ag6 (LibreOffice PDF of a DOCX written with python-docx, Calibri shown as Carlito, 9.5 pt, Letter, one
  page): an iOS engineer's resume in a two-column Word template (a borderless one-row table): a shaded
  left cell with CONTACT ("Seattle, WA 98122", phone, mailto, GitHub and LinkedIn hyperlinks printed
  without "https://"), SKILLS as bold group labels over "List Bullet" items (one group "Languages" of
  programming languages), EDUCATION ("B.S. in Computer Science", "University of Washington", "Seattle, WA
  · 2015 – 2019", "GPA: 3.71/4.00 · Minor in Japanese", a capstone line), CERTIFICATION and LANGUAGES; the
  right cell with the name, the label "Senior iOS Engineer", SUMMARY, EXPERIENCE with each employer
  printed once in bold with "  |  City, ST" (or "Remote") and its titles under it in bold italics with the
  dates on a right tab, bullets and a "Stack: …" line ("Senior iOS Engineer" "Feb 2023 – Present" and "iOS
  Engineer" at one health-tech company, "Mobile Developer (contract)", "Software Engineering Intern,
  Mobile" "Jun 2018 – Sep 2018"), PROJECTS (an open-source package, an App Store app) and TALKS. An
  engineer in Seattle, WA.

Decisions for this batch (documented here because the documents leave them to the reader):
- Several roles at one employer are separate work entries, each with the employer's name and location
  and its own dates (ag1, ag2, ag3, ag4, ag6). Internships, a summer placement, a co-op, a contract job,
  a postdoctoral fellowship and a laboratory technologist job are work entries. Freelance work printed
  with "Self-employed" as its employer has "Self-employed" as the name (as w6 in batch 16), with the
  place printed beside it; ag3's freelance work overlapping the studio jobs is an entry in printed
  order. Projects, selected projects and credits, bug bounty and CTF lines, publications, talks, awards,
  memberships, a capstone, a thesis or dissertation and a final-year or honours project are not work
  entries. ag5's department named in a bullet is not part of the employer.
- The tools or stack line under a job ("Tools: …" in ag1 and ag3, "Methods & tools: …" in ag2, "*Stack:*
  …" in ag4, "Stack: …" in ag6) is part of that job: it is not the skills list and is not in the truth
  (as batch 23's "Tech:" lines). Skills are the items of the Skills section as printed, a group's label
  left out; " · " and ", " separate items, commas inside parentheses do not ("AWS (GuardDuty, CloudTrail,
  IAM)", "R (DESeq2, MAGeCK)"); ag4's "Programming:" and ag6's "Languages" groups under Skills are
  programming languages and are skills; ag3's chips are its skills.
- A title's own comma, dash or parenthesis is part of the position ("Engineering Intern (Prácticas
  profesionales)", "UX Research Intern (summer placement)", "Post-Production Intern (co-op)", "Security
  Analyst II – Threat Detection & Response", "Research Scientist, Assay Development", "Research Fellow
  (Postdoctoral)", "Mobile Developer (contract)", "Software Engineering Intern, Mobile"). An employer's
  "S.A. de C.V.", "Pvt. Ltd.", "LLP", "Pte. Ltd.", "Inc." and "LLC" stay. Work locations as printed
  ("Querétaro, Qro.", "Bengaluru (remote)", "Remote", "Singapore").
- Dates: "Present" makes a job current; moderncv's "Jan 2022 -- Present" wrapped in the date column is
  one date_text "Jan 2022 – Present"; LaTeX's "--" prints as "–".
- Education:
  - "Maestría en Ingeniería (Master of Engineering), Mechanical Design" has study_type "Maestría en
    Ingeniería (Master of Engineering)" (the degree name with its English gloss, as batch 28's "Licence
    (Bachelor's degree)") and area "Mechanical Design"; "B.Sc. in Mechanical Engineering (Ingeniero
    Mecánico)" is "B.Sc." / "Mechanical Engineering", the Spanish title after the area left out as a gloss
    (as "(Wirtschaftsinformatik)" in batch 29). "MSc Human–Computer Interaction" is "MSc" with the area
    keeping its en dash; "BSc (Hons) Psychology" is "BSc (Hons)" / "Psychology"; "Bachelor of Science
    (Honours) in Life Sciences" is "Bachelor of Science (Honours)" / "Life Sciences"; "PhD in
    Biochemistry" is "PhD" / "Biochemistry"; "Advanced Diploma — Film and Television Production" is
    "Advanced Diploma" with that area (as batch 31's "Ontario College Diploma — …"); "B.Tech., Computer
    Science and Engineering" is "B.Tech." with that area; "B.S. in Computer Science" is "B.S." /
    "Computer Science".
  - Indian school qualifications keep their printed names: "Intermediate (MPC)" has study_type
    "Intermediate" and area "MPC" (the stream, as "Class XII (Science)" in batch 29), "SSC" has no area;
    "GCE 'A' Level" has no area (its subjects line is not one). Boards and affiliating universities in
    parentheses ("(JNTUH)", "(TSBIE)", "(BSE Telangana)") are not part of the institution, nor is a
    city or campus ("Tecnológico de Monterrey, Campus Querétaro", "Sheridan College, Oakville, ON",
    "Vardhaman College of Engineering, Hyderabad"); "University College London (UCL)" keeps its
    abbreviation.
  - The score is the printed grade, GPA, class or honours without its label: "9.4/10" ("Average:"),
    "92/100" ("GPA"), "Distinction" (the note in parentheses after it is not part of it), "First Class
    Honours", "3.8/4.0" (the Dean's Honour List beside it is not), "8.62/10" and "9.8/10" (table cells
    "CGPA 8.62/10" and "GPA 9.8/10", the label left out as in batch 31's "GPA 3.6"), "96.4%", "Honours
    (Highest Distinction)" (the specialisation after " · " is not part of it), "3.71/4.00" ("GPA:"). A
    dissertation's "(78%)" and an honours project's "(A grade)" are not the degree's score; the PhD prints
    none. A minor, a specialisation, a supervisor, a scholarship, an exchange semester line and a
    part-time note are not study_type, area, score or dates.
  - Dates as printed: moderncv's "2019--2021" has date_text "2019–2021"; "Aug 2016 – Dec 2020" runs
    2016-08 to 2020-12; a single year (ag4's Intermediate and SSC) is the end date.
- Certificates drop the issuer after ", " or " – " and the year ("Certified SOLIDWORKS Professional (CSWP),
  Dassault Systèmes" is "Certified SOLIDWORKS Professional (CSWP)"; "UX Certification with Research
  Specialty – Nielsen Norman Group, 2021" is "UX Certification with Research Specialty"; "DaVinci Resolve
  18 Certified User – Blackmagic Design (2023)" is "DaVinci Resolve 18 Certified User"; "CompTIA Security+ –
  2021" is "CompTIA Security+"), but keep a dash, abbreviation or level that is part of the name ("GD&T
  Professional – Technologist Level (GDTP-T)", "Offensive Security Certified Professional (OSCP)", "GIAC
  Certified Incident Handler (GCIH)", "Biosafety Level 3 (BSL-3) Laboratory Practice", "AWS Certified
  Developer – Associate"). A membership (ag3), awards (ag5) and a scholarship are not certificates.
- basics: the name without credentials ("Kavitha Ramasamy, PhD" is "Kavitha Ramasamy"); both Mexican
  surnames are part of the name. The label is the line under the name, whole (ag1's moderncv title with
  its en dash). Basics location is the city with the region or the country code printed beside it, a
  street, colonia, postcode or ZIP code left out ("…, 76000 Querétaro, Qro. – Mexico" is city "Querétaro",
  region "Qro.", country_code "MX"; "Manchester, UK" gives "GB"; "Toronto, ON", "Hyderabad, Telangana",
  "Seattle, WA 98122" give the region); "Singapore 138673" is city "Singapore" with country_code "SG" (a
  city-state, its name is both). ag1's contact details in the moderncv footer are the basics like any
  header's. A portfolio site or a blog is basics.url (ag1, ag2, ag3, ag4); GitHub, LinkedIn, Vimeo and
  ORCID are profiles with their link targets (moderncv's "in" handle links to
  "https://www.linkedin.com/in/…"; ag5's ORCID link is printed as the bare iD after "ORCID:"). ag3's reel
  address in the profile text is not a separate url.
- Spoken languages with their fluency as printed: ag1's moderncv level column ("Native", "Full
  professional proficiency", "Intermediate"), its comment column left out (as in batch 8's n5); "Level 1"
  for British Sign Language (a language, as ASL in batch 16); "professional working proficiency (DELF
  B2)", "Intermediate (B1)", "conversational (JLPT N3)" with the level in parentheses kept (as "fluent,
  IELTS 8.0" in batch 30).

Truth conventions as in batches 5–31: date_text as printed, the work entry's location where printed,
phones as printed. Phones are 555 numbers in Mexico, India, Singapore, Canada and the US and an Ofcom
drama mobile ("07700 900731") in the UK; emails and sites at example.com. Every person, employer, street
address, phone and email is invented, and so are the junior college and schools; the universities and
colleges are real institutions, named as any resume names them.

Tools on the machine that wrote this batch (nothing had to be installed): pdflatex with moderncv
(texlive-latex-extra) and lmodern, python-docx, LibreOffice (soffice), Chromium, ReportLab, poppler-utils,
fonts-lato, fonts-crosextra-carlito, fonts-dejavu. moderncv's casual style needs its "nosymbols" option here
(its default icons load fontawesome5, which is not installed). pdflatex, chromium_pdf, libreoffice_pdf,
lo_page_count, reportlab_dejavu, new_docx, bottom_border, shade and work_truth come from holdout_render.py;
cell_margins, no_borders and table_geometry from render_batch20.py, docx_hyperlink and flat_skills from
render_batch24.py, grouped_jobs from render_batch26.py and github from render_batch28.py.
Run from this folder: python3 render_batch33.py
"""
import os
from xml.sax.saxutils import escape

from holdout_render import (FILES, bottom_border, check_pages, chromium_pdf, dates, libreoffice_pdf, linkedin,
                            lo_page_count, new_docx, pdf_pages, pdflatex, reportlab_dejavu, shade, tex, work_truth,
                            write_text, write_truth)
from render_batch20 import cell_margins, no_borders, table_geometry
from render_batch24 import docx_hyperlink, flat_skills
from render_batch26 import grouped_jobs
from render_batch28 import github


# ---- ag1: Mexican mechanical design engineer, moderncv "casual" with pdflatex -------------------------------
AG1_EMPLOYER = "Aerovance Components de México, S.A. de C.V."
AG1_JOBS = [
    ("Senior Mechanical Design Engineer", AG1_EMPLOYER, "Querétaro, Qro.", "Jan 2022 – Present",
     ("2022-01", None, True),
     ["Design lead for machined and sheet-metal brackets, fittings and actuator housings for regional-jet landing "
      "gear; own the 3D models, drawings and tolerance stack-ups from concept to first-article inspection.",
      "Led the redesign of a main-gear torque-link fitting (Ti-6Al-4V to 15-5PH): 11% lighter, one machining "
      "set-up fewer, and USD 240k a year saved in production.",
      "Mentor three design engineers; check drawings for GD&T to ASME Y14.5-2018 and chair weekly design reviews "
      "with the customer's engineering team in Toulouse.",
      "Tools: CATIA V5, ENOVIA, ANSYS Mechanical, Teamcenter, MATLAB."]),
    ("Mechanical Design Engineer", AG1_EMPLOYER, "Querétaro, Qro.", "Aug 2018 – Dec 2021", ("2018-08", "2021-12"),
     ["Modelled and detailed 140+ parts and assemblies; ran linear static and modal FEA on brackets and "
      "hand calculations for lugs and bolted joints.",
      "Handled non-conformance dispositions with Quality and Manufacturing; cut open NCRs on my part family by "
      "half in 2020.",
      "Tools: CATIA V5, ANSYS Mechanical, SAP PLM."]),
    ("Design Engineer", "Troqueles y Herramentales del Bajío, S.A. de C.V.", "Celaya, Gto.", "Jun 2016 – Jul 2018",
     ("2016-06", "2018-07"),
     ["Designed progressive stamping dies and welding fixtures for Tier 1 automotive suppliers; 30+ tools "
      "released to the shop floor.",
      "Tools: SolidWorks, AutoCAD, Logopress3."]),
    ("Engineering Intern (Prácticas profesionales)", "Motores del Bajío Automotriz", "Silao, Gto.",
     "Jan 2015 – Jun 2015", ("2015-01", "2015-06"),
     ["Supported the tooling team with fixture drawings, gauge R&R studies and PPAP documents for an engine "
      "assembly line."]),
]
AG1_SKILLS = [("CAD/CAE", ["CATIA V5", "SolidWorks", "Siemens NX", "ANSYS Mechanical", "MATLAB"]),
              ("PLM/ERP", ["ENOVIA", "Teamcenter", "SAP PLM"]),
              ("Methods", ["GD&T (ASME Y14.5-2018)", "Tolerance stack-up analysis", "DFMEA", "DFM/DFA",
                           "First-article inspection (AS9102)"])]
AG1_CERTS = [("2023", "Certified SOLIDWORKS Professional (CSWP), Dassault Systèmes",
              "Certified SOLIDWORKS Professional (CSWP)"),
             ("2021", "GD&T Professional – Technologist Level (GDTP-T), ASME", "GD&T Professional – Technologist Level (GDTP-T)"),
             ("2019", "Lean Six Sigma Green Belt, Tecnológico de Monterrey", "Lean Six Sigma Green Belt")]


def ag1_design_engineer_moderncv():
    jobs = ""
    for title, company, place, when, _, items in AG1_JOBS:
        body = [i for i in items if not i.startswith("Tools:")]
        tools = [i for i in items if i.startswith("Tools:")]
        desc = "\\begin{itemize}\n" + "".join(f"\\item {tex(i)}\n" for i in body) + "\\end{itemize}"
        if tools:
            desc += f"\n\\textit{{{tex(tools[0])}}}"
        jobs += f"\\cventry{{{tex(when)}}}{{{tex(title)}}}{{{tex(company)}}}{{{tex(place)}}}{{}}{{{desc}}}\n"
    certs = "".join(f"\\cvitem{{{year}}}{{{tex(printed)}}}\n" for year, printed, _ in AG1_CERTS)
    skills = "".join(f"\\cvitem{{{tex(label)}}}{{{tex(', '.join(items))}}}\n" for label, items in AG1_SKILLS)
    source = r"""\documentclass[11pt,a4paper,sans]{moderncv}
\moderncvstyle[nosymbols]{casual}
\moderncvcolor{blue}
\usepackage[utf8]{inputenc}
\usepackage[T1]{fontenc}
\usepackage{lmodern}
\usepackage[scale=0.84,top=1.4cm,bottom=2.8cm,footskip=1.2cm]{geometry}
\setlength{\hintscolumnwidth}{3.2cm}
\input{glyphtounicode}
\pdfgentounicode=1
\name{Andrés}{Villaseñor Rangel}
\title{Mechanical Design Engineer -- Aerospace Structures}
\address{Av. Universidad 214, Col. Centro}{76000 Querétaro, Qro.}{Mexico}
\phone[mobile]{+52 442 555 0183}
\email{andres.villasenor@example.com}
\homepage{andresvillasenor.example.com}
\social[linkedin]{andres-villasenor-rangel}
\begin{document}
\makecvtitle
\section{Profile}
\cvitem{}{Mechanical design engineer with nine years in aerospace and automotive tooling in the Bajío. I take
structural parts from concept through analysis, drawings and first-article inspection, and I like working
where design meets the machine shop. Open to roles in Querétaro or relocation to Canada or Germany.}
\section{Professional Experience}
""" + jobs + r"""\section{Selected Projects}
\cvitem{2023}{\textbf{Torque-link fitting redesign} -- material change, topology study in ANSYS and new
machining strategy; qualified by test in 2023.}
\cvitem{2020}{\textbf{Modular drilling jig family} -- one adjustable jig instead of six for bracket drilling;
released as a company standard.}
\cvitem{2016}{\textbf{Formula SAE Tec Querétaro} -- chassis and suspension lead for the 2016 car (Formula SAE
Michigan, 38th of 120).}
\section{Education}
\cventry{2019--2021}{Maestría en Ingeniería (Master of Engineering), Mechanical Design}{Universidad Autónoma de
Querétaro}{Querétaro}{Average: 9.4/10}{Part-time while working. Thesis: \textit{Fatigue life prediction of
lugs in 15-5PH stainless steel under variable-amplitude loading}.}
\cventry{2011--2016}{B.Sc. in Mechanical Engineering (Ingeniero Mecánico)}{Tecnológico de Monterrey, Campus
Querétaro}{Querétaro}{GPA 92/100}{Exchange semester at Technische Hochschule Ingolstadt, Germany (winter
2014/15). Final project: design of a low-cost tensile test rig.}
\section{Certifications}
""" + certs + r"""\section{Skills}
""" + skills + r"""\section{Languages}
\cvitemwithcomment{Spanish}{Native}{}
\cvitemwithcomment{English}{Full professional proficiency}{TOEFL iBT 108 (2022)}
\cvitemwithcomment{German}{Intermediate}{B1, Goethe-Institut}
\end{document}
"""
    name = "ag1-andres-villasenor-rangel"
    pdflatex(source, name)
    check_pages(name, pdf_pages(os.path.join(FILES, name + ".pdf")), 2)
    write_truth(name, {
        "basics": {"name": "Andrés Villaseñor Rangel", "label": "Mechanical Design Engineer – Aerospace Structures",
                   "email": "andres.villasenor@example.com", "phone": "+52 442 555 0183",
                   "url": "https://andresvillasenor.example.com",
                   "location": {"city": "Querétaro", "region": "Qro.", "country_code": "MX"},
                   "profiles": [linkedin("andres-villasenor-rangel")]},
        "work": work_truth(AG1_JOBS),
        "education": [
            {"institution": "Universidad Autónoma de Querétaro", "study_type": "Maestría en Ingeniería (Master of Engineering)",
             "area": "Mechanical Design", "score": "9.4/10", "dates": dates("2019", "2021", text="2019–2021")},
            {"institution": "Tecnológico de Monterrey", "study_type": "B.Sc.", "area": "Mechanical Engineering",
             "score": "92/100", "dates": dates("2011", "2016", text="2011–2016")}],
        "skills": flat_skills(AG1_SKILLS),
        "certificates": [{"name": n} for _, _, n in AG1_CERTS],
        "languages": [{"language": "Spanish", "fluency": "Native"},
                      {"language": "English", "fluency": "Full professional proficiency"},
                      {"language": "German", "fluency": "Intermediate"}],
    })


# ---- ag2: UX researcher in Manchester, DOCX kept as the Word file --------------------------------------------
AG2_BANK = "Harrowgate Building Society"
AG2_JOBS = [
    ("Senior UX Researcher", AG2_BANK, "Manchester", "Mar 2023 – Present", ("2023-03", None, True),
     ["Lead research for the mobile app and online mortgage journeys (1.4M members); plan the quarterly research "
      "roadmap with three product squads.",
      "Ran a 14-week diary study with first-time buyers that reshaped the mortgage-in-principle flow; completion "
      "rose from 38% to 61%.",
      "Set up the research repository in Dovetail and a participant panel of 900 members; coach designers and "
      "PMs to run their own usability tests."],
     "Methods & tools: diary studies, contextual inquiry, usability testing, Dovetail, Maze, Lookback, Figma"),
    ("UX Researcher", AG2_BANK, "Manchester", "Jun 2020 – Feb 2023", ("2020-06", "2023-02"),
     ["Moderated 200+ remote interviews and usability sessions for the savings and current-account teams.",
      "Led the society's first accessibility audit with disabled members and an external partner (WCAG 2.1 AA)."],
     "Methods & tools: interviews, card sorting, tree testing, SUS, Optimal Workshop, Qualtrics"),
    ("Freelance User Researcher", "Self-employed", "Leeds", "Sep 2018 – May 2020", ("2018-09", "2020-05"),
     ["Research for seven clients, among them a regional NHS trust's patient portal, a housing association and two "
      "start-ups: discovery interviews, usability testing and GDS-style alpha assessments."],
     "Methods & tools: discovery research, usability testing, survey design, Lookback, SurveyMonkey"),
    ("UX Research Intern (summer placement)", "Fennick & Lowe Digital", "Leeds", "Jun 2017 – Sep 2017",
     ("2017-06", "2017-09"),
     ["Recruited participants, took notes in lab sessions and wrote up findings for e-commerce clients."], None),
]
AG2_SKILLS = [("Research methods", ["Interviews", "Diary studies", "Contextual inquiry", "Usability testing",
                                    "Card sorting", "Tree testing", "Surveys", "Accessibility research"]),
              ("Analysis", ["Thematic analysis", "Journey mapping", "Jobs to be done", "R (tidyverse)", "SPSS"]),
              ("Tools", ["Dovetail", "Maze", "Lookback", "Optimal Workshop", "Qualtrics", "Figma", "Miro"])]
AG2_CERTS = [("UX Certification with Research Specialty – Nielsen Norman Group, 2021",
              "UX Certification with Research Specialty"),
             ("Certified Usability Analyst (CUA) – Human Factors International, 2019", "Certified Usability Analyst (CUA)")]


def ag2_ux_researcher_docx():
    from docx.enum.text import WD_TAB_ALIGNMENT
    from docx.shared import Cm, Pt, RGBColor

    document = new_docx(author="Imogen Tranter", title="Imogen Tranter – CV", page=(Cm(21), Cm(29.7)),
                        margins=(Cm(2), Cm(1.8)), font="Calibri", size=10.5, space_after=3)
    teal = RGBColor(0x0F, 0x5E, 0x63)
    grey = RGBColor(0x59, 0x59, 0x59)
    right_tab = Cm(17)

    def para(text="", bold=False, italic=False, size=None, color=None, after=None, before=None):
        p = document.add_paragraph()
        if text:
            r = p.add_run(text); r.bold = bold; r.italic = italic
            if size: r.font.size = Pt(size)
            if color is not None: r.font.color.rgb = color
        if after is not None: p.paragraph_format.space_after = Pt(after)
        if before is not None: p.paragraph_format.space_before = Pt(before)
        return p

    def heading(text):
        p = para(text.upper(), bold=True, size=11, color=teal, before=10, after=4)
        bottom_border(p, color="0F5E63", size="6")

    def bullet(text):
        p = document.add_paragraph(text, style="List Bullet")
        p.paragraph_format.space_after = Pt(1)
        return p

    para("Imogen Tranter", bold=True, size=24, color=teal, after=0)
    para("Senior UX Researcher", size=13, color=grey, after=4)
    p = para("Manchester, UK  |  07700 900731  |  ", after=0)
    docx_hyperlink(p, "mailto:imogen.tranter@example.com", "imogen.tranter@example.com")
    p = para(after=2)
    docx_hyperlink(p, "https://imogentranter.example.com", "imogentranter.example.com")
    p.add_run("  |  ")
    docx_hyperlink(p, "https://www.linkedin.com/in/imogen-tranter-ux", "linkedin.com/in/imogen-tranter-ux")

    heading("Profile")
    para("User researcher with eight years of mixed-methods research in financial services, health and the public "
         "sector. I plan research that answers the questions product teams actually have, run it with care for "
         "participants (including disabled and digitally excluded people), and turn it into decisions. Psychology "
         "graduate with an HCI master's.")

    heading("Experience")
    for title, company, place, when, _, items, tools in AG2_JOBS:
        p = para(before=6, after=0)
        p.paragraph_format.tab_stops.add_tab_stop(right_tab, WD_TAB_ALIGNMENT.RIGHT)
        r = p.add_run(title); r.bold = True; r.font.size = Pt(11)
        r = p.add_run("\t" + when); r.font.color.rgb = grey
        para(f"{company}, {place}", italic=True, after=2)
        for item in items:
            bullet(item)
        if tools:
            para(tools, size=9.5, color=grey, before=1, after=2)

    heading("Education")
    for degree, school, when, notes in [
            ("MSc Human–Computer Interaction", "University College London (UCL)", "2018 – 2020",
             ["Distinction (part-time, alongside freelance work)",
              "Dissertation: “Trust cues in open-banking consent screens: a mixed-methods study” (78%)"]),
            ("BSc (Hons) Psychology", "University of Leeds", "2014 – 2017",
             ["First Class Honours", "Final-year project: attention and error in self-service checkouts"])]:
        p = para(before=5, after=0)
        p.paragraph_format.tab_stops.add_tab_stop(right_tab, WD_TAB_ALIGNMENT.RIGHT)
        r = p.add_run(degree); r.bold = True
        r = p.add_run("\t" + when); r.font.color.rgb = grey
        para(school, italic=True, after=1)
        for n in notes:
            para(n, after=1)

    heading("Publications & talks")
    for ref in ["Tranter, I. and Malik, S. (2021). Designing consent that people read: evidence from open banking. "
                "Proceedings of the 34th British HCI Conference, pp. 112–121.",
                "Tranter, I. (2023). “Diary studies without the drop-out.” Talk, UX Manchester meetup, May 2023.",
                "Tranter, I. (2024). Researching with people who do not use the internet. Research Ops Community "
                "blog."]:
        bullet(ref)

    heading("Certifications")
    for printed, _ in AG2_CERTS:
        bullet(printed)

    heading("Skills")
    for label, items in AG2_SKILLS:
        p = para(after=2)
        p.add_run(label + ": ").bold = True
        p.add_run(", ".join(items))

    heading("Languages")
    para("English – native;  French – professional working proficiency (DELF B2);  "
         "British Sign Language – Level 1")

    name = "ag2-imogen-tranter"
    path = os.path.join(FILES, name + ".docx")
    document.save(path)
    check_pages(name, lo_page_count(path, name), 2)
    write_truth(name, {
        "basics": {"name": "Imogen Tranter", "label": "Senior UX Researcher",
                   "email": "imogen.tranter@example.com", "phone": "07700 900731",
                   "url": "https://imogentranter.example.com",
                   "location": {"city": "Manchester", "country_code": "GB"},
                   "profiles": [linkedin("imogen-tranter-ux")]},
        "work": work_truth(AG2_JOBS),
        "education": [
            {"institution": "University College London (UCL)", "study_type": "MSc", "area": "Human–Computer Interaction",
             "score": "Distinction", "dates": dates("2018", "2020", text="2018 – 2020")},
            {"institution": "University of Leeds", "study_type": "BSc (Hons)", "area": "Psychology",
             "score": "First Class Honours", "dates": dates("2014", "2017", text="2014 – 2017")}],
        "skills": flat_skills(AG2_SKILLS),
        "certificates": [{"name": n} for _, n in AG2_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "French", "fluency": "professional working proficiency (DELF B2)"},
                      {"language": "British Sign Language", "fluency": "Level 1"}],
    })


# ---- ag3: video editor in Toronto, Chromium "Save as PDF" of an HTML template with a right sidebar ----------
AG3_STUDIO = "Tallgrass Media Inc."
AG3_JOBS = [
    ("Senior Video Editor", AG3_STUDIO, "Toronto, ON", "Apr 2022 – Present", ("2022-04", None, True),
     ["Lead editor on branded documentary series and social campaigns for national retail and banking clients; "
      "cut 40+ pieces a year from 30 s pre-roll to 22-minute episodes.",
      "Built the studio's remote workflow (Frame.io, proxies on LucidLink) and trained five editors on it.",
      "Edited “Shoreline Shifts” (6 × 8 min), shortlisted for a 2024 Canadian Screen Award, Best Branded Content."],
     "Premiere Pro · After Effects · DaVinci Resolve · Frame.io · LucidLink"),
    ("Video Editor", AG3_STUDIO, "Toronto, ON", "Sep 2019 – Mar 2022", ("2019-09", "2022-03"),
     ["Edited client spots, event recaps and YouTube series; colour-corrected and mixed finished deliverables.",
      "Created the motion-graphics template pack used on every client job since 2021."],
     "Premiere Pro · After Effects · Audition · Adobe Media Encoder"),
    ("Freelance Editor & Motion Designer", "Self-employed", "Toronto, ON", "Jan 2017 – Present",
     ("2017-01", None, True),
     ["Music videos, festival shorts and explainer videos for independent artists, non-profits and agencies "
      "(clients include Harbour Lights Records and the Danforth Arts Collective).",
      "Editor of the short documentary “Kin of the Saltwater” (2023, 18 min), Official Selection, Reelworld "
      "Film Festival."],
     "DaVinci Resolve Studio · Premiere Pro · Cinema 4D"),
    ("Assistant Editor", "Northern Reel Post Production", "Toronto, ON", "Jun 2016 – Aug 2019", ("2016-06", "2019-08"),
     ["Ingest, syncing, organising and conform for two factual TV series (History, CBC); prepared turnovers for "
      "sound and colour."],
     "Avid Media Composer · Resolve · ShotPut Pro"),
    ("Post-Production Intern (co-op)", "CityPulse Broadcasting", "Toronto, ON", "Jan 2016 – Apr 2016",
     ("2016-01", "2016-04"),
     ["Logged footage and cut news packages and promos under the supervising editor."], None),
]
AG3_SKILLS = ["Long-form & documentary editing", "Branded content", "Colour grading", "Motion graphics",
              "Sound editing & mixing", "Premiere Pro", "After Effects", "DaVinci Resolve", "Avid Media Composer",
              "Cinema 4D", "Frame.io"]
AG3_CERTS = [("Adobe Certified Professional in Video Design (2022)", "Adobe Certified Professional in Video Design"),
             ("DaVinci Resolve 18 Certified User – Blackmagic Design (2023)", "DaVinci Resolve 18 Certified User")]


def ag3_video_editor_chromium():
    jobs = ""
    for title, company, place, when, _, items, stack in AG3_JOBS:
        jobs += (f'<article class="job"><div class="row"><h3>{escape(title)}</h3><span class="when">{escape(when)}'
                 f'</span></div><div class="org">{escape(company)} · {escape(place)}</div><ul>'
                 + "".join(f"<li>{escape(i)}</li>" for i in items) + "</ul>"
                 + (f'<div class="stack"><b>Tools:</b> {escape(stack)}</div>' if stack else "") + "</article>\n")
    chips = "".join(f'<span class="chip">{escape(s)}</span>' for s in AG3_SKILLS)
    certs = "".join(f"<li>{escape(p)}</li>" for p, _ in AG3_CERTS)
    html = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Keon Ashby-Morrison – Resume</title>
<style>
@page { size: Letter; margin: 0; }
* { box-sizing: border-box; }
body { margin: 0; font-family: Lato, "Liberation Sans", sans-serif; font-size: 9pt; color: #1f2328; line-height: 1.3; }
header { background: #141414; color: #fff; padding: 9mm 14mm 6mm; }
header h1 { margin: 0; font-size: 26pt; font-weight: 900; letter-spacing: .5px; }
header .label { color: #f5a623; font-size: 12pt; margin-top: 2px; }
header .contact { margin-top: 7px; font-size: 9pt; color: #ddd; }
header .contact span + span::before { content: "  /  "; color: #777; white-space: pre; }
header a { color: #fff; text-decoration: none; }
.grid { display: flex; gap: 8mm; padding: 6mm 14mm 0; }
main { flex: 1; }
aside { width: 62mm; flex: none; }
h2 { font-size: 10.5pt; text-transform: uppercase; letter-spacing: 1.5px; color: #141414; margin: 0 0 6px;
     border-bottom: 2px solid #f5a623; padding-bottom: 2px; }
section { margin-bottom: 10px; }
.job { margin-bottom: 7px; break-inside: avoid; }
.row { display: flex; justify-content: space-between; align-items: baseline; }
h3 { margin: 0; font-size: 10.5pt; }
.when { color: #666; font-size: 9pt; white-space: nowrap; }
.org { color: #b26b00; font-weight: bold; font-size: 9.2pt; }
ul { margin: 3px 0 0; padding-left: 15px; }
li { margin-bottom: 1px; }
.stack { font-size: 8.6pt; color: #555; margin-top: 2px; }
.chip { display: inline-block; background: #f3f3f3; border-radius: 10px; padding: 1px 8px; margin: 0 3px 4px 0; font-size: 8.6pt; }
aside p { margin: 0 0 3px; }
aside ul { padding-left: 13px; }
.edu b { display: block; }
.small { font-size: 8.8pt; color: #555; }
.credit { margin-bottom: 4px; }
</style></head>
<body>
<header>
  <h1>Keon Ashby-Morrison</h1>
  <div class="label">Video Editor &amp; Motion Designer</div>
  <div class="contact"><span>Toronto, ON</span><span>(647) 555-0193</span><span><a href="mailto:keon.ashby@example.com">keon.ashby@example.com</a></span><span><a href="https://keonashby.example.com">keonashby.example.com</a></span><span><a href="https://vimeo.com/keonashby">vimeo.com/keonashby</a></span><span><a href="https://www.linkedin.com/in/keon-ashby-morrison">linkedin.com/in/keon-ashby-morrison</a></span></div>
</header>
<div class="grid">
<main>
<section><h2>Profile</h2>
<p>Editor with ten years in post-production, from assisting on factual TV to leading branded documentary series.
I care about story first, then pace, sound and colour, and I am just as happy building a 15-second cut-down as a
22-minute episode. Reel: keonashby.example.com/reel (password on request).</p></section>
<section><h2>Experience</h2>
""" + jobs + """</section>
<section><h2>Selected Credits</h2>
<div class="credit"><b>Shoreline Shifts</b> (2024) — branded doc series, 6 × 8 min · Editor · CSA shortlist</div>
<div class="credit"><b>Kin of the Saltwater</b> (2023) — short documentary, 18 min · Editor · Reelworld Official Selection</div>
<div class="credit"><b>“Low Tide”</b>, Marisol Vance (2021) — music video · Editor &amp; colourist</div>
</section>
</main>
<aside>
<section><h2>Skills</h2>""" + chips + """</section>
<section class="edu"><h2>Education</h2>
<p><b>Advanced Diploma — Film and Television Production</b>Sheridan College, Oakville, ON</p>
<p class="small">2013 – 2016 · GPA 3.8/4.0 · Dean's Honour List</p>
<p class="small">Capstone: editor of the documentary <i>Night Shift at the Rink</i></p>
</section>
<section><h2>Certifications</h2><ul>""" + certs + """</ul></section>
<section><h2>Languages</h2>
<p>English — Native</p>
<p>French — Intermediate (B1)</p>
</section>
<section><h2>Memberships</h2>
<p class="small">Canadian Cinema Editors (CCE), associate member</p>
</section>
</aside>
</div>
</body></html>
"""
    name = "ag3-keon-ashby-morrison"
    chromium_pdf(html, name, 1)
    write_truth(name, {
        "basics": {"name": "Keon Ashby-Morrison", "label": "Video Editor & Motion Designer",
                   "email": "keon.ashby@example.com", "phone": "(647) 555-0193",
                   "url": "https://keonashby.example.com",
                   "location": {"city": "Toronto", "region": "ON"},
                   "profiles": [{"network": "Vimeo", "url": "https://vimeo.com/keonashby"},
                                linkedin("keon-ashby-morrison")]},
        "work": work_truth(AG3_JOBS),
        "education": [
            {"institution": "Sheridan College", "study_type": "Advanced Diploma", "area": "Film and Television Production",
             "score": "3.8/4.0", "dates": dates("2013", "2016", text="2013 – 2016")}],
        "skills": [{"name": s} for s in AG3_SKILLS],
        "certificates": [{"name": n} for _, n in AG3_CERTS],
        "languages": [{"language": "English", "fluency": "Native"},
                      {"language": "French", "fluency": "Intermediate (B1)"}],
    })


# ---- ag4: cybersecurity analyst in Hyderabad, a Markdown file as kept in a GitHub profile repository --------
AG4_MSSP = "Kestrel Managed Security Services Pvt. Ltd."
AG4_JOBS = [
    ("Security Analyst II – Threat Detection & Response", AG4_MSSP, "Hyderabad", "Apr 2023 – Present",
     ("2023-04", None, True),
     ["Lead L2 investigations for 30+ BFSI and healthcare clients; triage escalations from the L1 queue and run "
      "incident response for confirmed intrusions (12 ransomware precursors contained in 2024).",
      "Wrote 85 detection rules in Splunk SPL and Sigma mapped to MITRE ATT&CK; false positives on the top 20 "
      "rules down 47%.",
      "Built a Python enrichment service (VirusTotal, AbuseIPDB, internal CMDB) for SOAR playbooks; median triage "
      "time from 18 to 6 minutes."],
     "Splunk ES, Splunk SOAR, CrowdStrike Falcon, Microsoft Sentinel, Python, Sigma"),
    ("SOC Analyst L1", AG4_MSSP, "Hyderabad", "Jul 2021 – Mar 2023", ("2021-07", "2023-03"),
     ["Monitored SIEM and EDR alerts in a 24×7 rotation; first-level triage, phishing analysis and ticket "
      "hand-off to L2.",
      "Documented 20 runbooks and trained the next two batches of L1 analysts."],
     "Splunk, QRadar, Microsoft Defender for Endpoint, ServiceNow"),
    ("Cyber Security Intern", "Ashoka Cyber Labs LLP", "Bengaluru (remote)", "Jan 2021 – Jun 2021",
     ("2021-01", "2021-06"),
     ["Web and API penetration testing of three client applications under a senior tester; wrote findings with "
      "CVSS scores and fixes."],
     "Burp Suite Pro, OWASP ZAP, Nmap, Postman"),
]
AG4_SKILLS = [("Detection & response", ["Splunk ES", "Microsoft Sentinel (KQL)", "QRadar", "CrowdStrike Falcon",
                                        "Velociraptor", "Sigma", "YARA"]),
              ("Offensive", ["Burp Suite", "Nmap", "Metasploit", "BloodHound", "Active Directory attacks"]),
              ("Cloud", ["AWS (GuardDuty, CloudTrail, IAM)", "Azure AD / Entra ID"]),
              ("Programming", ["Python", "Bash", "PowerShell", "SQL"])]
AG4_CERTS = [("Offensive Security Certified Professional (OSCP) – OffSec, 2024",
              "Offensive Security Certified Professional (OSCP)"),
             ("GIAC Certified Incident Handler (GCIH) – 2023", "GIAC Certified Incident Handler (GCIH)"),
             ("Splunk Core Certified Power User – 2022", "Splunk Core Certified Power User"),
             ("CompTIA Security+ – 2021", "CompTIA Security+")]


def ag4_security_analyst_markdown():
    md = ["# Harsha Vardhan Boppana", "",
          "**SOC Analyst / Detection Engineer**", "",
          "Hyderabad, Telangana · +91 98480 55571 · harsha.boppana@example.com  ",
          "[github.com/hvboppana](https://github.com/hvboppana) · "
          "[linkedin.com/in/harsha-boppana](https://www.linkedin.com/in/harsha-boppana) · "
          "Blog: [hvboppana.example.com](https://hvboppana.example.com)", "",
          "---", "",
          "## Summary", "",
          "Security analyst with four and a half years in a 24×7 managed SOC, now leading L2 investigations and "
          "writing detections. OSCP and GCIH certified. I like turning incident lessons into detection-as-code and "
          "automation, and I am looking for a detection engineering or DFIR role.", "",
          "## Experience", ""]
    for title, company, place, when, _, items, stack in AG4_JOBS:
        md += [f"### {title}", f"**{company}**, {place} | *{when}*", ""]
        md += [f"- {i}" for i in items]
        md += ["", f"*Stack:* {stack}", ""]
    md += ["## Projects", "",
           "- **sigma-to-spl-lab** — a Docker lab that replays attack datasets (Mordor/OTRF) against converted Sigma "
           "rules and reports coverage per ATT&CK technique. 240★ on GitHub. *Python, Docker, Splunk*",
           "- **Bug bounty** — 14 valid reports on HackerOne and Bugcrowd (2019–2022), including two high-severity "
           "IDORs; Hall of Fame at two Indian fintechs.",
           "- **CTF** — captain of team *0xChai*; 3rd place, Hack The Box University CTF India 2020.", "",
           "## Education", "",
           "| Qualification | Institution | Year | Score |",
           "|---|---|---|---|",
           "| B.Tech., Computer Science and Engineering | Vardhaman College of Engineering, Hyderabad (JNTUH) "
           "| 2017 – 2021 | CGPA 8.62/10 |",
           "| Intermediate (MPC) | Sri Sai Vignan Junior College, Hyderabad (TSBIE) | 2017 | 96.4% |",
           "| SSC | Ravindra High School, Warangal (BSE Telangana) | 2015 | GPA 9.8/10 |", "",
           "Final-year project: *Detecting DNS tunnelling with gradient-boosted flow features* (published at a "
           "student track, IEEE ICCCNT 2021).", "",
           "## Certifications", ""]
    md += [f"- {printed}" for printed, _ in AG4_CERTS] + [""]
    md += ["## Skills", ""]
    md += [f"- **{label}:** {', '.join(items)}" for label, items in AG4_SKILLS] + [""]
    md += ["## Languages", "", "English (professional) · Telugu (native) · Hindi (fluent)", ""]

    name = "ag4-harsha-vardhan-boppana"
    write_text(name + ".md", "\n".join(md))
    write_truth(name, {
        "basics": {"name": "Harsha Vardhan Boppana", "label": "SOC Analyst / Detection Engineer",
                   "email": "harsha.boppana@example.com", "phone": "+91 98480 55571",
                   "url": "https://hvboppana.example.com",
                   "location": {"city": "Hyderabad", "region": "Telangana"},
                   "profiles": [github("hvboppana"), linkedin("harsha-boppana")]},
        "work": work_truth(AG4_JOBS),
        "education": [
            {"institution": "Vardhaman College of Engineering", "study_type": "B.Tech.",
             "area": "Computer Science and Engineering", "score": "8.62/10",
             "dates": dates("2017", "2021", text="2017 – 2021")},
            {"institution": "Sri Sai Vignan Junior College", "study_type": "Intermediate", "area": "MPC",
             "score": "96.4%", "dates": dates(None, "2017", text="2017")},
            {"institution": "Ravindra High School", "study_type": "SSC", "score": "9.8/10",
             "dates": dates(None, "2015", text="2015")}],
        "skills": flat_skills(AG4_SKILLS),
        "certificates": [{"name": n} for _, n in AG4_CERTS],
        "languages": [{"language": "English", "fluency": "professional"},
                      {"language": "Telugu", "fluency": "native"},
                      {"language": "Hindi", "fluency": "fluent"}],
    })


# ---- ag5: research scientist in Singapore, ReportLab ---------------------------------------------------------
AG5_JOBS = [
    ("Research Scientist, Assay Development", "Meridian Biologics Pte. Ltd.", "Singapore", "Aug 2022 – Present",
     ("2022-08", None, True),
     ["Develop and qualify cell-based potency and ddPCR copy-number assays for two AAV gene-therapy candidates; "
      "methods transferred to a CDMO under GMP.",
      "Designed a CRISPR knockout reporter line that cut the potency assay from 7 to 3 days (CV < 12%).",
      "Supervise two research officers; author assay SOPs, qualification protocols and IND-enabling reports."]),
    ("Research Fellow (Postdoctoral)", "National University of Singapore", "Singapore", "Jan 2021 – Jul 2022",
     ("2021-01", "2022-07"),
     ["Department of Biochemistry, Yong Loo Lin School of Medicine: CRISPR screens for regulators of mitochondrial "
      "quality control in human iPSC-derived cardiomyocytes; two first-author papers.",
      "Co-supervised three honours students and ran the lab's flow cytometry and Seahorse booking."]),
    ("Laboratory Technologist", "Temasek Diagnostics Pte. Ltd.", "Singapore", "Jul 2014 – Jul 2016",
     ("2014-07", "2016-07"),
     ["Ran and validated qPCR panels for infectious disease testing in an ISO 15189-accredited laboratory; "
      "processed 300+ samples a day at peak."]),
    ("Research Intern", "Straits Genomics Pte. Ltd.", "Singapore", "May 2013 – Jul 2013", ("2013-05", "2013-07"),
     ["Library preparation and QC for targeted sequencing panels (undergraduate summer internship)."]),
]
AG5_SKILLS = [("Laboratory", ["CRISPR-Cas9 editing and pooled screens", "iPSC culture and differentiation",
                              "qPCR and ddPCR", "Flow cytometry", "ELISA and MSD", "Western blot",
                              "Seahorse XF assays", "Assay qualification (ICH Q2)"]),
              ("Data", ["R (DESeq2, MAGeCK)", "Python", "GraphPad Prism", "FlowJo", "Benchling"])]
AG5_CERTS = [("Good Clinical Practice (GCP) – CITI Program, 2023", "Good Clinical Practice (GCP)"),
             ("Biosafety Level 3 (BSL-3) Laboratory Practice – 2019", "Biosafety Level 3 (BSL-3) Laboratory Practice"),
             ("Radiation Safety Course for Unsealed Sources – NEA, 2017", "Radiation Safety Course for Unsealed Sources")]


def ag5_scientist_reportlab():
    from reportlab.lib.colors import HexColor
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.lib.units import mm
    from reportlab.platypus import (HRFlowable, KeepTogether, ListFlowable, ListItem, Paragraph, SimpleDocTemplate,
                                    Spacer, Table, TableStyle)

    reportlab_dejavu()
    ink, accent, grey = HexColor("#222222"), HexColor("#1B5E20"), HexColor("#666666")
    W, H = A4
    width = W - 36 * mm

    def style(name, **kw):
        base = dict(fontName="DV", fontSize=8.8, leading=11.6, textColor=ink)
        base.update(kw)
        return ParagraphStyle(name, **base)

    body = style("body")
    head = style("head", fontName="DV-B", fontSize=10.5, leading=13, textColor=accent, spaceBefore=9, spaceAfter=1)
    title_style = style("title", fontName="DV-B", fontSize=9.4, leading=12)
    when_style = style("when", fontSize=8.6, textColor=grey, alignment=2)
    pub = style("pub", fontSize=8.4, leading=10.8, leftIndent=12, firstLineIndent=-12, spaceAfter=3)

    def heading(text):
        return [Paragraph(text, head), HRFlowable(width="100%", thickness=0.7, color=accent, spaceBefore=1,
                                                 spaceAfter=4)]

    def row(left, right):
        t = Table([[Paragraph(left, title_style), Paragraph(escape(right), when_style)]],
                  colWidths=[width - 42 * mm, 42 * mm])
        t.setStyle(TableStyle([("LEFTPADDING", (0, 0), (-1, -1), 0), ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                               ("TOPPADDING", (0, 0), (-1, -1), 0), ("BOTTOMPADDING", (0, 0), (-1, -1), 0),
                               ("VALIGN", (0, 0), (-1, -1), "BOTTOM")]))
        return t

    def bullets(items):
        return ListFlowable([ListItem(Paragraph(escape(i), body), leftIndent=11) for i in items],
                            bulletType="bullet", start="•", leftIndent=11, bulletFontSize=8, spaceAfter=4)

    story = [Paragraph("Kavitha Ramasamy, PhD", style("name", fontName="DV-B", fontSize=21, leading=25,
                                                       textColor=accent)),
             Paragraph("Research Scientist | Molecular Biology &amp; Assay Development",
                       style("label", fontSize=11, leading=14, spaceAfter=4)),
             Paragraph("Singapore 138673 &nbsp;·&nbsp; +65 9555 0142 &nbsp;·&nbsp; "
                       '<link href="mailto:kavitha.ramasamy@example.com">kavitha.ramasamy@example.com</link>',
                       style("contact", fontSize=8.8)),
             Paragraph('ORCID: <link href="https://orcid.org/0000-0002-7731-4406">0000-0002-7731-4406</link>'
                       ' &nbsp;·&nbsp; <link href="https://www.linkedin.com/in/kavitha-ramasamy-phd">'
                       "linkedin.com/in/kavitha-ramasamy-phd</link>", style("contact2", fontSize=8.8))]
    story += heading("PROFILE")
    story.append(Paragraph(
        "Molecular and cell biologist with a PhD in biochemistry and eight years at the bench in diagnostics, "
        "academia and gene therapy. I design assays that survive tech transfer: fit for purpose, qualified and "
        "documented. Experienced with CRISPR screening, iPSC models and regulated (GMP/GLP) environments.", body))
    story += heading("EXPERIENCE")
    for title, company, place, when, _, items in AG5_JOBS:
        story.append(KeepTogether([Spacer(1, 2), row(escape(title), when),
                                   Paragraph(f"<i>{escape(company)}, {escape(place)}</i>", body), bullets(items)]))
    story += heading("EDUCATION")
    for degree, school, when, notes in [
            ("PhD in Biochemistry", "National University of Singapore", "Aug 2016 – Dec 2020",
             ["Thesis: <i>PINK1-independent mitophagy in human cardiomyocytes under metabolic stress</i>",
              "Supervisor: Assoc. Prof. Daniel Koh Wee Liang · NUS Research Scholarship"]),
            ("Bachelor of Science (Honours) in Life Sciences", "National University of Singapore", "Aug 2010 – May 2014",
             ["Honours (Highest Distinction) · Specialisation: Biomedical Science",
              "Honours project: CRISPR interference of lncRNAs in hepatocellular carcinoma lines (A grade)"]),
            ("GCE 'A' Level", "Kent Vale Junior College", "2008 – 2009", ["H2 Biology, Chemistry, Mathematics; H1 Economics"])]:
        story.append(KeepTogether([Spacer(1, 2), row(escape(degree), when),
                                   Paragraph(f"<i>{escape(school)}</i>", body)]
                                  + [Paragraph(n, style("note", fontSize=8.5, leading=11)) for n in notes]
                                  + [Spacer(1, 3)]))
    story += heading("SELECTED PUBLICATIONS")
    for ref in ["<b>Ramasamy K</b>, Ong JY, Koh WLD. A CRISPRi screen identifies FUNDC2 as a driver of mitophagy in "
                "stressed human cardiomyocytes. <i>Cell Reports</i>. 2022;39(4):110712.",
                "<b>Ramasamy K</b>, Tan SH, Lim CK, Koh WLD. Metabolic stress models in iPSC-derived cardiomyocytes. "
                "<i>Stem Cell Reports</i>. 2021;16(9):2201–2215.",
                "Chua HM, <b>Ramasamy K</b>, Rahman N, et al. A ddPCR method for AAV vector genome titre across "
                "serotypes. <i>Mol Ther Methods Clin Dev</i>. 2024;32(1):101187.",
                "Full list of 9 papers on ORCID."]:
        story.append(Paragraph(ref, pub))
    story += heading("AWARDS")
    story.append(Paragraph("Best Poster, Singapore Biochemistry Symposium (2019) · NUS Research Scholarship "
                           "(2016 – 2020) · Dean's List, Faculty of Science (2012, 2013)", body))
    story += heading("CERTIFICATIONS &amp; TRAINING")
    story.append(bullets([p for p, _ in AG5_CERTS]))
    story += heading("SKILLS")
    for label, items in AG5_SKILLS:
        story.append(Paragraph(f"<b>{escape(label)}:</b> " + escape(", ".join(items)), style("sk", spaceAfter=3)))
    story += heading("LANGUAGES")
    story.append(Paragraph("English (native) · Tamil (native) · Malay (conversational) · Mandarin (basic)", body))

    name = "ag5-kavitha-ramasamy"
    path = os.path.join(FILES, name + ".pdf")
    doc = SimpleDocTemplate(path, pagesize=A4, leftMargin=18 * mm, rightMargin=18 * mm, topMargin=15 * mm,
                            bottomMargin=15 * mm, title="Kavitha Ramasamy – CV", author="Kavitha Ramasamy")
    doc.build(story)
    check_pages(name, pdf_pages(path), 2)
    write_truth(name, {
        "basics": {"name": "Kavitha Ramasamy", "label": "Research Scientist | Molecular Biology & Assay Development",
                   "email": "kavitha.ramasamy@example.com", "phone": "+65 9555 0142",
                   "location": {"city": "Singapore", "country_code": "SG"},
                   "profiles": [{"network": "ORCID", "url": "https://orcid.org/0000-0002-7731-4406"},
                                linkedin("kavitha-ramasamy-phd")]},
        "work": work_truth(AG5_JOBS),
        "education": [
            {"institution": "National University of Singapore", "study_type": "PhD", "area": "Biochemistry",
             "dates": dates("2016-08", "2020-12", text="Aug 2016 – Dec 2020")},
            {"institution": "National University of Singapore", "study_type": "Bachelor of Science (Honours)",
             "area": "Life Sciences", "score": "Honours (Highest Distinction)",
             "dates": dates("2010-08", "2014-05", text="Aug 2010 – May 2014")},
            {"institution": "Kent Vale Junior College", "study_type": "GCE 'A' Level",
             "dates": dates("2008", "2009", text="2008 – 2009")}],
        "skills": flat_skills(AG5_SKILLS),
        "certificates": [{"name": n} for _, n in AG5_CERTS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Tamil", "fluency": "native"},
                      {"language": "Malay", "fluency": "conversational"},
                      {"language": "Mandarin", "fluency": "basic"}],
    })


# ---- ag6: iOS engineer in Seattle, LibreOffice PDF of a two-column Word template -----------------------------
AG6_EMPLOYERS = [
    ("Pinecrest Health Technologies", "Seattle, WA", [
        ("Senior iOS Engineer", "Feb 2023 – Present", ("2023-02", None, True),
         ["Tech lead for the patient app (4.8★, 1.1M monthly users): SwiftUI migration of 70% of screens, modular "
          "Swift Package architecture and a shared design system.",
          "Cut cold-start time from 2.9 s to 1.1 s and crash-free sessions rose to 99.93%.",
          "Shipped HealthKit and Apple Watch medication reminders; mentor four engineers and run iOS interviews.",
          "Stack: Swift, SwiftUI, Combine, async/await, Core Data, XCTest, Fastlane, Bitrise"]),
        ("iOS Engineer", "Jun 2020 – Jan 2023", ("2020-06", "2023-01"),
         ["Built video visits (WebRTC) and secure messaging; HIPAA-compliant offline storage with Core Data and the "
          "Keychain.",
          "Stack: Swift, UIKit, RxSwift, WebRTC, Firebase Crashlytics"]),
    ]),
    ("Ridgeback Apps LLC", "Remote", [
        ("Mobile Developer (contract)", "Aug 2019 – May 2020", ("2019-08", "2020-05"),
         ["Delivered iOS and Flutter apps for three clients (fitness, events, retail loyalty), from estimate to App "
          "Store release.",
          "Stack: Swift, Flutter/Dart, Firebase, Stripe SDK"]),
    ]),
    ("Cascadia Transit Labs", "Seattle, WA", [
        ("Software Engineering Intern, Mobile", "Jun 2018 – Sep 2018", ("2018-06", "2018-09"),
         ["Added real-time arrival widgets to the iOS trip planner; my widget shipped to 200k riders.",
          "Stack: Swift, UIKit, WidgetKit prototype, GTFS-realtime"]),
    ]),
]
AG6_JOBS = grouped_jobs(AG6_EMPLOYERS)
AG6_SKILLS = [("Languages", ["Swift", "Objective-C", "Kotlin", "Dart", "TypeScript"]),
              ("Apple", ["SwiftUI", "UIKit", "Combine", "Core Data", "HealthKit", "WidgetKit", "XCTest"]),
              ("Tooling", ["Xcode Instruments", "Fastlane", "Bitrise", "GitHub Actions", "Firebase", "Figma"])]
AG6_CERTS = [("AWS Certified Developer – Associate (2022)", "AWS Certified Developer – Associate")]


def ag6_ios_engineer_lo():
    from docx.enum.table import WD_TABLE_ALIGNMENT
    from docx.enum.text import WD_TAB_ALIGNMENT
    from docx.shared import Inches, Pt, RGBColor

    document = new_docx(author="Owen Takahashi", title="Owen Takahashi Resume", page=(Inches(8.5), Inches(11)),
                        margins=(Inches(0.5), Inches(0.5)), font="Calibri", size=9.5, space_after=2)
    navy = RGBColor(0x1B, 0x2A, 0x49)
    grey = RGBColor(0x55, 0x5F, 0x6D)

    table = document.add_table(rows=1, cols=2)
    table.alignment = WD_TABLE_ALIGNMENT.CENTER
    no_borders(table)
    cell_margins(table, top=0, left=144, bottom=0, right=144)
    table_geometry(table, [3060, 8460])
    side, main = table.rows[0].cells
    shade(side._tc.get_or_add_tcPr(), "E8EDF4")

    def para(cell, text="", bold=False, italic=False, size=None, color=None, after=None, before=None, first=False):
        p = cell.paragraphs[0] if first else cell.add_paragraph()
        if text:
            r = p.add_run(text); r.bold = bold; r.italic = italic
            if size: r.font.size = Pt(size)
            if color is not None: r.font.color.rgb = color
        if after is not None: p.paragraph_format.space_after = Pt(after)
        if before is not None: p.paragraph_format.space_before = Pt(before)
        return p

    def heading(cell, text):
        p = para(cell, text.upper(), bold=True, size=10, color=navy, before=10, after=3)
        bottom_border(p, color="1B2A49", size="6")

    # sidebar
    para(side, "CONTACT", bold=True, size=10, color=navy, before=6, after=3, first=True)
    for line in ["Seattle, WA 98122", "(206) 555-0174"]:
        para(side, line, after=1)
    p = para(side, after=1); docx_hyperlink(p, "mailto:owen.takahashi@example.com", "owen.takahashi@example.com")
    p = para(side, after=1); docx_hyperlink(p, "https://github.com/otakahashi", "github.com/otakahashi")
    p = para(side, after=1)
    docx_hyperlink(p, "https://www.linkedin.com/in/owen-takahashi-ios", "linkedin.com/in/owen-takahashi-ios")
    heading(side, "Skills")
    for label, items in AG6_SKILLS:
        para(side, label, bold=True, after=0, before=3)
        for item in items:
            p = side.add_paragraph(item, style="List Bullet"); p.paragraph_format.space_after = Pt(0)
    heading(side, "Education")
    para(side, "B.S. in Computer Science", bold=True, after=0)
    para(side, "University of Washington", italic=True, after=0)
    para(side, "Seattle, WA · 2015 – 2019", after=0)
    para(side, "GPA: 3.71/4.00 · Minor in Japanese", after=0)
    para(side, "Capstone: offline-first transit app (Allen School showcase)", size=8.5, color=grey, after=2)
    heading(side, "Certification")
    for printed, _ in AG6_CERTS:
        para(side, printed, after=1)
    heading(side, "Languages")
    para(side, "English – native", after=0)
    para(side, "Japanese – conversational (JLPT N3)", after=0)

    # main column
    para(main, "Owen Takahashi", bold=True, size=26, color=navy, after=0, first=True)
    para(main, "Senior iOS Engineer", size=13, color=grey, after=6)
    heading(main, "Summary")
    para(main, "iOS engineer with six years building consumer health and transit apps used by millions. I lead "
               "SwiftUI migrations, care about performance, accessibility and testability, and enjoy mentoring. "
               "Open-source maintainer of a small SwiftUI charting package.")
    heading(main, "Experience")
    for company, place, roles in AG6_EMPLOYERS:
        p = para(main, before=6, after=0)
        r = p.add_run(company); r.bold = True; r.font.size = Pt(10.5); r.font.color.rgb = navy
        r = p.add_run(f"  |  {place}"); r.font.color.rgb = grey
        for title, when, _, items in roles:
            p = para(main, before=3, after=1)
            p.paragraph_format.tab_stops.add_tab_stop(Inches(5.66), WD_TAB_ALIGNMENT.RIGHT)
            r = p.add_run(title); r.bold = True; r.italic = True
            r = p.add_run("\t" + when); r.font.color.rgb = grey
            for item in items:
                if item.startswith("Stack:"):
                    q = para(main, after=2)
                    r = q.add_run("Stack: "); r.bold = True; r.font.size = Pt(8.5)
                    r = q.add_run(item[len("Stack: "):]); r.font.size = Pt(8.5); r.font.color.rgb = grey
                else:
                    q = main.add_paragraph(item, style="List Bullet"); q.paragraph_format.space_after = Pt(1)
    heading(main, "Projects")
    for proj, note in [("SwiftSparkline (open source)", "A SwiftUI sparkline and mini-chart package; 1.3k GitHub "
                        "stars, used in 40+ App Store apps. github.com/otakahashi/SwiftSparkline"),
                       ("Kanji Kaizen (App Store, 2021)", "A spaced-repetition kanji app written in SwiftUI on "
                        "weekends; 25k downloads, 4.7★.")]:
        p = para(main, after=3)
        p.add_run(proj + " — ").bold = True
        p.add_run(note)
    heading(main, "Talks")
    para(main, "“Migrating a 300-screen UIKit app to SwiftUI without a rewrite” — Seattle Xcoders, March 2024")

    name = "ag6-owen-takahashi"
    libreoffice_pdf(document, name, 1)
    write_truth(name, {
        "basics": {"name": "Owen Takahashi", "label": "Senior iOS Engineer",
                   "email": "owen.takahashi@example.com", "phone": "(206) 555-0174",
                   "location": {"city": "Seattle", "region": "WA"},
                   "profiles": [github("otakahashi"), linkedin("owen-takahashi-ios")]},
        "work": work_truth(AG6_JOBS),
        "education": [
            {"institution": "University of Washington", "study_type": "B.S.", "area": "Computer Science",
             "score": "3.71/4.00", "dates": dates("2015", "2019", text="2015 – 2019")}],
        "skills": flat_skills(AG6_SKILLS),
        "certificates": [{"name": n} for _, n in AG6_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Japanese", "fluency": "conversational (JLPT N3)"}],
    })


if __name__ == "__main__":
    ag1_design_engineer_moderncv()
    ag2_ux_researcher_docx()
    ag3_video_editor_chromium()
    ag4_security_analyst_markdown()
    ag5_scientist_reportlab()
    ag6_ios_engineer_lo()
