#!/usr/bin/env python3
"""Renders the twenty-ninth held-out batch (ac1–ac6) into files/ and its truth into truth/.

Written without reading the parser (nor its tests or docs); the only project files read were
holdout_render.py, render_batch23–27.py and a few truth files (for the shape and conventions). Six
senior and mid-career professionals in six countries (a principal transportation engineer with P.E.
licences in three states, a critical-care nurse manager in Saskatchewan who trained in the
Philippines, a commercial real estate partner at an English law firm, a staff platform engineer in
Berlin, a national sales director in Melbourne, a restaurant operations head in Bengaluru who worked in
Dubai), each resume made with an everyday producer: a two-page pdflatex resume, a Word document saved as
PDF through LibreOffice, a UK CV kept as the Word file, a Markdown CV typeset by pandoc with LuaLaTeX, a
two-column template printed by headless Chromium, and a plain-text CV as pasted into an Indian job
portal. They hold what senior resumes hold: long histories (six to eight roles) with promotions grouped
under one employer, "Career Highlights" / "Selected Achievements" / "Key Achievements", an "Earlier
Career" or "Earlier Experience" section naming older roles, board, committee and trustee roles,
publications, posters, talks and panels, licences and registrations with numbers, education brief and
last (one degree without years), grouped skills, and spoken languages.

- ac1 (pdflatex, Bitstream Charter via charter with T1 and glyphtounicode, hyphenation switched off as
  resume templates do, Letter, two pages): a
  principal transportation engineer: the name "Raymond T. Ashworth, P.E." centred over the label
  "Principal Transportation Engineer | Roadway, Interchange & Traffic Safety Design" and a " · " contact
  line ("Richmond, VA 23226", phone, a mailto link, a LinkedIn link printed as "linkedin.com/in/…");
  small-caps headings over a rule: Summary; "Career Highlights" bullets; "Professional Experience"
  with each employer printed once in bold with its city at the right and the titles under it in
  italics with the dates at the right ("Principal & Transportation Group Manager" "January 2021 –
  Present", "Senior Project Manager", "Project Engineer" at one firm; "Highway Design Engineer";
  "Design Engineer (EIT)"); "Earlier Career" as two run-in entries "Title, Employer, City, ST" with
  years at the right ("2006 – 2008", "2004 – 2005") and a sentence each; "Licenses & Certifications"
  with a P.E. licence held in three states on one line ("Virginia No. 0402051873 (2011); North
  Carolina No. …; Maryland No. …"), a PTOE with its certificate number, an ENV SP and a state work-zone
  certification with an expiry; "Professional Service" (an ASCE section board, an industry advisory
  board, a committee); "Publications & Presentations" (a journal article, a conference paper, an
  invited talk); "Technical Skills" as bold-labelled lines ("Design:", "Traffic & Safety:",
  "Delivery:", "Project Management:"); "Languages" ("English (native); Spanish (working
  proficiency)"); Education last: "M.S. in Civil Engineering" "2013" with a part-time note, "B.S.,
  Civil Engineering, cum laude" "2006". A principal engineer in Richmond, VA.
- ac2 (LibreOffice PDF of a DOCX written with python-docx, Calibri shown as Carlito, 10 pt, Letter, two
  pages): a Canadian nurse manager: the name in capitals with credentials ("MARICEL DIZON-HARTLEY, RN,
  MN, CNCC(C)"), the label "Nurse Manager — Critical Care & Cardiovascular Services", a " | " contact
  line ("Saskatoon, SK S7H 2L4", phone, email, "linkedin.com/in/…" as text); capital headings with a
  rule; "PROFESSIONAL PROFILE"; "SELECTED ACHIEVEMENTS"; "PROFESSIONAL EXPERIENCE" grouped under bold
  employer lines with the city on a right tab and bold titles with the dates on a right tab: four titles
  at one health sciences centre ("Nurse Manager, Cardiovascular Intensive Care Unit" "Apr 2019 –
  present", "Clinical Nurse Manager (Acting), Medical-Surgical ICU", "Patient Care Coordinator,
  Medical-Surgical ICU", "Registered Nurse, Medical-Surgical ICU"), a casual post at a surgical centre
  that overlaps them, an RN job in Alberta; "EARLIER CAREER" with one line "Staff Nurse, Medical and
  Surgical Wards — Employer, Manila, Philippines (2003 – 2006)"; "LEADERSHIP, COMMITTEES & BOARDS";
  "PRESENTATIONS & PUBLICATIONS" in a Vancouver-style citation form; "REGISTRATION & CERTIFICATIONS"
  with a registration number, a designation in parentheses ("(CNCC(C))"), an expiry; EDUCATION as bold
  degree, " — School, City, Province" and the year on a right tab: "Master of Nursing, Health Systems
  Leadership (part-time)" "2016", the area first in "Critical Care Nursing, Post-Basic Certificate" and
  "BScN" with no area; SKILLS as three bold-labelled lines; "English
  (fluent) · Tagalog (native) · French (basic)". A nurse manager in Saskatoon, SK.
- ac3 (DOCX, python-docx, kept as the Word file; Arial 10 pt, A4, two pages; the page count is checked on
  a throw-away LibreOffice PDF): an English solicitor's CV in UK conventions: a small grey "Curriculum
  Vitae" over the name, the label "Partner, Commercial Real Estate | Solicitor (England & Wales)", an
  address line with a street and postcode ("…, Clifton, Bristol BS8 4JY"), a "Mobile: … | Email: … |
  LinkedIn" line whose last word is a Word hyperlink; headings typed in title case and shown in bold
  small capitals (Word's small-caps run property) with a rule; "Profile"; "Key Achievements"; "Career
  History" with each firm printed once as "Firm — City" in bold and
  its titles below in bold with the dates on a right tab ("May 2019 to date", "Oct 2015 – Apr 2019",
  "Sept 2012 – Sept 2015", …; a six-month secondment is a bullet under the Senior Associate role, a
  trainee's seats another); "Earlier Experience" with one paralegal role; "Professional Qualifications"
  (admission as a solicitor with the month and an SRA ID, an accredited mediator); "EDUCATION" with the
  years at the left and a tab ("2007 – 2008<tab>Legal Practice Course (LPC), College of Law, Bristol –
  Distinction", the GDL with "Commendation", "BA (Hons) History, Durham University – 2:1");
  "Publications & Speaking" (an article, a book chapter, a conference, guest lecturing); "Professional
  Memberships & Appointments" (a law society committee chair, a trustee); "Skills" in two labelled groups
  separated by semicolons; "Languages" ("French – professional working proficiency; Welsh –
  conversational"); "Interests"; "References available on request."
  A partner in Bristol, England.
- ac4 (pandoc 2.17 Markdown → PDF with --pdf-engine=lualatex and its default LaTeX template; Lato
  through fontspec, A4, 10 pt, two pages): a Berlin platform engineer's Markdown CV: the YAML title and
  subtitle (the name, "Staff Platform Engineer | Kubernetes & Cloud Infrastructure") centred by
  \\maketitle, then a " · " contact block of two lines (a Markdown hard line break) with links
  ("Berlin, Germany", "+49 30 5550 2718", the email; "github.com/…", "linkedin.com/in/…"); "##" headings (Profile; "Selected achievements"; Experience with
  each employer a "###" heading "Employer, City" over bold titles followed by " — " and German-style
  dates "01/2023 – present", "04/2020 – 12/2022", two titles at each of the first two employers;
  "Earlier" with one working-student role in the same form; "Talks, community and open source";
  Certifications as a list with years; Skills as bold-labelled lines, one of them "Programming:";
  Languages; Education last with "M.Sc. Computer Science — Technische Universität Darmstadt, 2009 – 2012
  (final grade 1.7)" and "B.Sc. Business Informatics (Wirtschaftsinformatik) — Hochschule Darmstadt, 2006
  – 2009"). A staff engineer in Berlin, Germany.
- ac5 (Chromium "Save as PDF" of a two-column résumé template, A4, two pages, no side margins and no top
  margin on the first page so the dark header bleeds, Liberation Sans and Liberation Serif): an Australian sales director: a full-width dark header (the name and the label
  "National Sales Director | FMCG & Grocery"), then a shaded LEFT sidebar (Contact with "Melbourne VIC",
  a mobile "0412 555 238", a mailto link and a LinkedIn link printed as "linkedin.com/in/…"; Skills
  grouped under "Commercial", "Leadership" and "Tools" sub-headings; Education with "MBA (part-time
  executive program)" "Melbourne Business School" "2017 – 2019" and "Bachelor of Commerce (Marketing)"
  "Monash University" with no years; Certifications; Languages "English — Native", "Greek —
  Conversational") beside the main column (Profile; "Selected Achievements"; "Career History" with each
  employer printed once as a bold line "Employer · City ST" over titles with grey dates at the right:
  three titles at a beverages company ("National Sales Director" "Jul 2021 – Present", "General Manager,
  Sales – VIC/TAS", "State Sales Manager, Victoria"), two at a food company ("National Account Manager –
  Grocery", "Key Account Manager"), a "Territory Manager"; "Earlier Career" as two lines "Title, Employer,
  City ST (years)"; "Board & Industry Roles"; "Speaking"). Headings are letter-spaced capitals (CSS).
  A sales director in Melbourne, Australia.
- ac6 (plain text, UTF-8 without BOM, LF line ends, typed hyphens and "*" bullets, as pasted into a job
  portal's text box): an Indian restaurant operations head: the name in capitals ("ROHAN MATHEW
  KURIAKOSE"), the label "Restaurant Operations Head / General Manager", the address, "Mobile: … |
  Email: …"; "PROFILE SUMMARY"; "CORE COMPETENCIES" as " | "-separated lines; "KEY ACHIEVEMENTS";
  "PROFESSIONAL EXPERIENCE" with employers in capitals, their city, an overall range at the right and a
  note in parentheses, the titles under them with "Till Date" for the current one ("General Manager -
  Operations" "Apr 2021 - Till Date", "Restaurant General Manager (Indiranagar outlet)"; "Assistant
  Restaurant Manager"; at a Dubai hotel company "F&B Supervisor - All Day Dining" and "Senior Captain");
  "EARLIER EXPERIENCE" as one sentence naming two titles with their own month ranges at one Chennai hotel;
  "EDUCATIONAL QUALIFICATIONS" as " - "-separated lines ("B.Sc. Hospitality & Hotel Administration - IHM
  Chennai - 2004 - 2007 - 71.4%", "Class XII (Science) - … - 2004 - 86%"); "CERTIFICATIONS &
  TRAININGS"; "IT SKILLS"; "INDUSTRY ENGAGEMENT" (a committee role and a talk); "LANGUAGES KNOWN"
  ("English, Hindi, Malayalam, Tamil, Arabic (basic)"); "PERSONAL DETAILS"; a "DECLARATION" with place
  and date. A restaurant group's operations head in Bengaluru, India.

Decisions for this batch (documented here because the documents leave them to the reader):
- Titles grouped under one employer are separate work entries, each with the employer's name and
  location and its own dates; an overall range printed on the employer line (ac6) is not an entry and
  not any title's dates. Casual and overlapping posts are entries in printed order (ac2).
- An "Earlier Career" / "Earlier Experience" / "Earlier" section that names a title, an employer and
  dates gives one work entry a title, in printed order after the main history (ac1, ac2, ac3, ac4, ac5,
  ac6); ac6's sentence "Steward (Jul 2007 - Jun 2008) and Management Trainee - F&B Service (Jul 2008 -
  Jul 2010), Hotel Ravindra Residency, Chennai" gives two entries, each with its own dates.
- A secondment printed as a bullet under a role (ac3) and a trainee's seats are not work entries.
  Board, trustee, committee, advisory-board, mentoring, programme-committee and chapter roles,
  publications, posters, talks, panels, guest lecturing and open-source maintenance are not work entries.
- "Present", "present", "to date" and India's "Till Date" make a job current.
- A title's own comma, dash, ampersand or parenthesis is part of the position ("Principal &
  Transportation Group Manager", "Clinical Nurse Manager (Acting), Medical-Surgical ICU", "General
  Manager, Sales – VIC/TAS", "National Account Manager – Grocery", "General Manager - Operations",
  "Restaurant General Manager (Indiranagar outlet)", "Working Student, IT Operations (Werkstudent)",
  "Registered Nurse (casual), Post-Anaesthesia Care Unit"). An employer printed in capitals keeps its
  capitals (ac6), as in batches 21 and 23.
- basics.name drops credentials after the name ("Raymond T. Ashworth, P.E." is "Raymond T. Ashworth";
  "MARICEL DIZON-HARTLEY, RN, MN, CNCC(C)" is "Maricel Dizon-Hartley"), and a name printed in capitals is
  written as a name is. ac3's "Curriculum Vitae" over the name is not part of the name or the label.
  The label is the line printed under the name, whole. Basics location is the city (and region where
  printed with it) of the contact block; a street, postcode, PIN code or district is not kept ("…,
  Clifton, Bristol BS8 4JY" is city "Bristol"; "HSR Layout, Bengaluru, Karnataka 560102" is
  "Bengaluru", "Karnataka"); country_code only where a country is printed ("Berlin, Germany" gives
  "DE"). Phones as printed; 555 numbers everywhere.
- Licences and certificates: the name as printed, without issuer, state, number, year, expiry, renewal
  or a result in parentheses, but with an abbreviation or designation in parentheses. ac1's one line
  "Professional Engineer (P.E.) — Virginia No. …; North Carolina No. …; Maryland No. …" is ONE
  certificate "Professional Engineer (P.E.)" (one licence held in three states). ac3's "Admitted as a
  Solicitor of the Senior Courts of England and Wales, September 2010 (SRA ID 512347)" is the
  certificate "Solicitor of the Senior Courts of England and Wales". ac6's "WSET Level 2 Award in Wines
  (Pass with Merit)" is "WSET Level 2 Award in Wines" (a result is not part of the name); "(CNCC(C))"
  and "(GAICD)" are kept.
- Education: "M.S. in Civil Engineering" has study_type "M.S." and area "Civil Engineering"; the area
  printed first ("Critical Care Nursing, Post-Basic Certificate") is still the area; a "(part-time)" after
  the area ("Master of Nursing, Health Systems Leadership (part-time)") or a part-time sentence under a
  degree is a remark, not part of the area or the dates; "BScN" and
  "Graduate Diploma in Law (GDL)" and "Legal Practice Course (LPC)" are study types with no area (like
  "Bachelor of Science in Nursing (BSN)" in batch 25); "MBA (part-time executive program)" has
  study_type "MBA" (the remark in parentheses is not part of it, as in batch 22); "B.Sc. Business
  Informatics (Wirtschaftsinformatik)" has area "Business Informatics" (the German name in parentheses
  is a gloss); "Bachelor of Commerce (Marketing)" has area "Marketing" (as "Bachelor of Business
  (Marketing)" in batch 25); "Class XII (Science)" has study_type "Class XII" and area "Science" (as
  "HSC" with "Science" in batch 16). The score is the printed grade, class or percentage ("cum laude",
  "2:1", "Distinction", "Commendation", "1.7", "71.4%", "86%"). The institution drops a city after a
  comma ("College of Law, Bristol" is "College of Law"); "IHM Chennai" is the name as printed. A degree
  printed without years (ac5's Bachelor of Commerce) has a dates object with is_current false only; a
  single year is the end date; a part-time note is not a date.
- Skills are the listed items as printed, a group's label left out; commas inside parentheses do not
  split ("AWS (EKS, IAM, VPC, RDS)"); ac4's "Programming:" items are skills. Spoken languages only, with
  their fluency as printed ("fluent, C1", "professional working proficiency"); where none is printed
  (ac6) the language has no fluency.

Truth conventions as in batches 5–27: date_text as printed (LaTeX "--" printed as "–"; ASCII hyphens
kept where the writer typed them in ac6), the work entry's location where printed, emails at
example.com, LinkedIn links as profiles with their targets ("https://www.linkedin.com/in/…"; printed
text "linkedin.com/in/…" without a link gets "https://www."), GitHub as a profile.

Tools on the machine that wrote this batch: python-docx, pdflatex (texlive-latex-base, -recommended,
-extra, -fonts-recommended), pandoc 2.17, LibreOffice (soffice), Chromium, poppler-utils, fonts-lato,
fonts-liberation, fonts-crosextra-carlito; `apt-get install texlive-luatex` was needed for ac4 (without
luaotfload, LuaLaTeX cannot load Lato or even Latin Modern through fontspec).
flat_skills and docx_hyperlink are imported from render_batch24.py, grouped_jobs from render_batch26.py,
no_borders and table_geometry from render_batch20.py. Run from this folder: python3 render_batch29.py
"""
import os
import shutil
import subprocess
import tempfile
from xml.sax.saxutils import escape

from holdout_render import (FILES, bottom_border, check_pages, chromium_pdf, dates, libreoffice_pdf, linkedin,
                            lo_page_count, new_docx, pdf_pages, pdflatex, tex, work_truth, write_text, write_truth)
from render_batch20 import no_borders, table_geometry
from render_batch24 import docx_hyperlink, flat_skills
from render_batch26 import grouped_jobs


def github(handle):
    return {"network": "GitHub", "url": "https://github.com/" + handle}


# ---- ac1: principal transportation engineer, pdflatex ------------------------------------------------
AC1_EMPLOYERS = [
    ("James River Engineering Associates, Inc.", "Richmond, VA", [
        ("Principal & Transportation Group Manager", "January 2021 – Present", ("2021-01", None, True),
         ["Lead a 34-person transportation group (roadway, traffic, structures liaison and construction-phase "
          "services) with $9.8M in annual net revenue and a 2.4 multiplier.",
          "Principal-in-charge for on-call contracts with two state DOT districts and four counties; won $41M in "
          "new contract capacity since 2021, including the firm's first design-build interchange as lead designer.",
          "Set the group's QA/QC program and plan-review checklists; resubmittals on DOT plan reviews fell 38%.",
          "Mentor 11 EITs toward licensure; nine have passed the PE exam since 2021."]),
        ("Senior Project Manager", "March 2016 – December 2020", ("2016-03", "2020-12"),
         ["Managed corridor and intersection projects from $2M to $65M in construction value, including a "
          "diverging diamond interchange retrofit built under traffic.",
          "Led public meetings and design-public-hearing exhibits for seven projects; resolved right-of-way "
          "conflicts with 120+ parcel owners on the Route 611 widening."]),
        ("Project Engineer", "August 2013 – February 2016", ("2013-08", "2016-02"),
         ["Prepared roadway plans, profiles, cross sections and maintenance-of-traffic phasing in MicroStation "
          "and GEOPAK; ran capacity analyses for 60+ signalized intersections."]),
    ]),
    ("Tidewater Civil Consultants, LLC", "Norfolk, VA", [
        ("Highway Design Engineer", "June 2010 – July 2013", ("2010-06", "2013-07"),
         ["Designed secondary-road and urban street improvements for municipal clients; prepared drainage "
          "computations and erosion and sediment control plans.",
          "Completed a part-time M.S. in civil engineering while working full time."]),
    ]),
    ("Blue Ridge Design Group", "Roanoke, VA", [
        ("Design Engineer (EIT)", "May 2008 – May 2010", ("2008-05", "2010-05"),
         ["Site and roadway design for commercial developments; rezoning exhibits and traffic impact studies."]),
    ]),
]
AC1_EARLIER = [
    ("Staff Engineer", "Piedmont Survey & Mapping", "Lynchburg, VA", "2006 – 2008", ("2006", "2008"),
     "Boundary and topographic surveys, construction stakeout and as-built drawings."),
    ("Civil Engineering Co-op", "Shenandoah Highway Contractors", "Harrisonburg, VA", "2004 – 2005",
     ("2004", "2005"),
     "Three co-op rotations as a field inspector and estimator on bridge-deck and paving projects."),
]
AC1_JOBS = grouped_jobs(AC1_EMPLOYERS) + [(t, c, p, w, s) for t, c, p, w, s, _ in AC1_EARLIER]
AC1_CERTS = [
    ("Professional Engineer (P.E.) — Virginia No. 0402051873 (2011); North Carolina No. 047218 (2014); "
     "Maryland No. 58820 (2019)", "Professional Engineer (P.E.)"),
    ("Professional Traffic Operations Engineer (PTOE) — Transportation Professional Certification Board, "
     "Certificate No. 3742 (2015)", "Professional Traffic Operations Engineer (PTOE)"),
    ("Envision Sustainability Professional (ENV SP) — Institute for Sustainable Infrastructure (2020)",
     "Envision Sustainability Professional (ENV SP)"),
    ("VDOT Advanced Work Zone Traffic Control Certification — expires 06/2027",
     "VDOT Advanced Work Zone Traffic Control Certification"),
]
AC1_SKILLS = [("Design", ["OpenRoads Designer", "MicroStation", "GEOPAK", "AutoCAD Civil 3D"]),
              ("Traffic & Safety", ["Synchro/SimTraffic", "PTV Vissim", "HCS7", "SIDRA Intersection",
                                    "Highway Safety Manual (HSM) predictive methods"]),
              ("Delivery", ["Design-build", "NEPA documentation", "Right-of-way plans",
                            "Construction-phase services"]),
              ("Project Management", ["Deltek Vision", "Microsoft Project", "Bluebeam Revu"])]


def ac1_transportation_engineer_pdflatex():
    def role(title, when, items):
        out = f"\\role{{{tex(title)}}}{{{tex(when)}}}\n\\begin{{bullets}}\n"
        return out + "".join(f"  \\item {tex(i)}\n" for i in items) + "\\end{bullets}\n"
    jobs = ""
    for company, place, roles in AC1_EMPLOYERS:
        jobs += f"\\employer{{{tex(company)}}}{{{tex(place)}}}\n"
        jobs += "".join(role(t, w, items) for t, w, _, items in roles)
    earlier = "".join(f"\\textbf{{{tex(t)}}}, {tex(c)}, {tex(p)}\\hfill {tex(w)}\\\\\n{tex(note)}\\par\\smallskip\n"
                      for t, c, p, w, _, note in AC1_EARLIER)
    certs = "".join(f"  \\item {tex(printed)}\n" for printed, _ in AC1_CERTS)
    skills = "\n".join(f"\\textbf{{{tex(label)}:}} {tex(', '.join(items))}\\\\" for label, items in AC1_SKILLS)
    source = r"""\documentclass[10pt,letterpaper]{article}
\usepackage[T1]{fontenc}
\usepackage[utf8]{inputenc}
\usepackage{charter}
\usepackage[left=0.7in,right=0.7in,top=0.6in,bottom=0.6in]{geometry}
\usepackage{titlesec}
\usepackage{enumitem}
\usepackage{xcolor}
\usepackage[hidelinks]{hyperref}
\input{glyphtounicode}
\pdfgentounicode=1
\definecolor{slate}{HTML}{2F4858}
\pagestyle{empty}
\setlength{\parindent}{0pt}
\hyphenpenalty=10000
\emergencystretch=1em
\titleformat{\section}{\color{slate}\large\scshape}{}{0em}{}[\vspace{-6pt}{\color{slate}\rule{\textwidth}{0.5pt}}]
\titlespacing*{\section}{0pt}{9pt}{4pt}
\newcommand{\employer}[2]{\vspace{3pt}\textbf{#1}\hfill #2\par}
\newcommand{\role}[2]{\textit{#1}\hfill #2\par}
\newenvironment{bullets}{\begin{itemize}[leftmargin=14pt,itemsep=0pt,parsep=0pt,topsep=1pt,label=\textbullet]}{\end{itemize}\vspace{2pt}}

\begin{document}
\begin{center}
{\LARGE\bfseries Raymond T. Ashworth, P.E.}\\[3pt]
{\large Principal Transportation Engineer \textbar{} Roadway, Interchange \& Traffic Safety Design}\\[3pt]
Richmond, VA 23226 \,·\, (804) 555-0176 \,·\, \href{mailto:raymond.ashworth@example.com}{raymond.ashworth@example.com}
\,·\, \href{https://www.linkedin.com/in/raymond-ashworth-pe}{linkedin.com/in/raymond-ashworth-pe}
\end{center}

\section{Summary}
Licensed civil engineer with 18 years in transportation design, the last ten leading project teams and now a
34-person group at a regional consulting firm. Delivers interchange, corridor and intersection projects for
state DOTs and local governments from scoping through construction, and builds the QA/QC, staffing and
mentoring that let a practice grow without losing quality.

\section{Career Highlights}
\begin{bullets}
  \item Grew the transportation group from 12 to 34 staff and from \$3.1M to \$9.8M in annual net revenue (2016--2025).
  \item Engineer of record for the Route 611/Hull Street diverging diamond interchange (\$38M), opened five
        weeks early; 2022 ACEC Virginia Honor Award.
  \item Led the roadway design for a \$65M design-build corridor widening delivered with no claims and a
        contractor-rated design score of 4.8/5.
  \item Systemic safety study for a 140-mile rural network; 22 curve and intersection countermeasures now funded
        through the state's highway safety program.
\end{bullets}

\section{Professional Experience}
""" + jobs + r"""
\section{Earlier Career}
""" + earlier + r"""
\section{Licenses \& Certifications}
\begin{bullets}
""" + certs + r"""\end{bullets}

\section{Professional Service}
\begin{bullets}
  \item Board of Directors, ASCE Virginia Section -- Director (2022 -- present); President, Richmond Branch (2019 -- 2020)
  \item Industry Advisory Board, Department of Civil \& Environmental Engineering, Old Dominion University (2021 -- present)
  \item Member, ITE Virginia Section Traffic Safety Committee (2017 -- present)
\end{bullets}

\section{Publications \& Presentations}
\begin{bullets}
  \item Ashworth, R.~T., and L.~Okonkwo (2023). ``Retrofitting a Diverging Diamond Interchange Under Traffic:
        Lessons from Route 611.'' \textit{Virginia Transportation Engineering Review}, 14(2), 41--55.
  \item Ashworth, R.~T. (2019). ``Roundabout Conversions on Rural Two-Lane Highways: A Five-Year Safety Review.''
        \textit{Proceedings of the Mid-Atlantic Transportation Safety Conference}, Baltimore, MD.
  \item Invited speaker, ``Designing for Speed Management on Suburban Arterials,'' ASCE Virginia Section
        Infrastructure Symposium, Richmond, VA, 2025.
\end{bullets}

\section{Technical Skills}
""" + skills + r"""

\section{Languages}
English (native); Spanish (working proficiency)

\section{Education}
\textbf{M.S. in Civil Engineering}, Old Dominion University, Norfolk, VA\hfill 2013\\
Completed part-time while working full time; transportation systems concentration.\par\smallskip
\textbf{B.S., Civil Engineering}, \textit{cum laude}, Virginia Tech, Blacksburg, VA\hfill 2006
\end{document}
"""
    name = "ac1-raymond-ashworth"
    pdflatex(source, name)
    check_pages(name, pdf_pages(os.path.join(FILES, name + ".pdf")), 2)
    write_truth(name, {
        "basics": {"name": "Raymond T. Ashworth",
                   "label": "Principal Transportation Engineer | Roadway, Interchange & Traffic Safety Design",
                   "email": "raymond.ashworth@example.com", "phone": "(804) 555-0176",
                   "location": {"city": "Richmond", "region": "VA"},
                   "profiles": [linkedin("raymond-ashworth-pe")]},
        "work": work_truth(AC1_JOBS),
        "education": [
            {"institution": "Old Dominion University", "study_type": "M.S.", "area": "Civil Engineering",
             "dates": dates(None, "2013", text="2013")},
            {"institution": "Virginia Tech", "study_type": "B.S.", "area": "Civil Engineering", "score": "cum laude",
             "dates": dates(None, "2006", text="2006")}],
        "skills": flat_skills(AC1_SKILLS),
        "certificates": [{"name": n} for _, n in AC1_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Spanish", "fluency": "working proficiency"}],
    })


# ---- ac2: critical-care nurse manager in Saskatchewan, LibreOffice PDF of a DOCX ---------------------
AC2_CENTRE = "Prairie Sky Health Sciences Centre"
AC2_EMPLOYERS = [
    (AC2_CENTRE, "Saskatoon, SK", [
        ("Nurse Manager, Cardiovascular Intensive Care Unit", "Apr 2019 – present", ("2019-04", None, True),
         ["Accountable for a 14-bed CVICU, 96 staff (RNs, LPNs, unit clerks) and a $14.2M operating budget; "
          "24/7 leadership with two patient care coordinators.",
          "Led the unit through the 2020–2022 COVID-19 surges, including a 6-bed overflow ICU staffed by "
          "redeployed nurses under a team-nursing model.",
          "Cut RN vacancy from 19% to 4% with a new-graduate residency, a preceptor pay premium and self-"
          "scheduling; overtime hours down 41% (2022–2025).",
          "Partner with cardiac surgery, perfusion and intensivists on ECMO and Impella protocols; chair the "
          "unit's monthly morbidity and quality rounds."]),
        ("Clinical Nurse Manager (Acting), Medical-Surgical ICU", "Sept 2018 – Mar 2019",
         ("2018-09", "2019-03"),
         ["Covered a parental leave for a 22-bed ICU; led the unit's Accreditation Canada on-site survey "
          "(all required organizational practices met)."]),
        ("Patient Care Coordinator, Medical-Surgical ICU", "Jan 2015 – Aug 2018", ("2015-01", "2018-08"),
         ["Ran daily staffing, bed flow and escalation for a 22-bed ICU; coordinated the move to Cerner "
          "electronic documentation for 140 nurses."]),
        ("Registered Nurse, Medical-Surgical ICU", "Jun 2009 – Dec 2014", ("2009-06", "2014-12"),
         ["Charge nurse rotation from 2012; CRRT super-user and member of the rapid response team."]),
    ]),
    ("Northgate Surgical Centre", "Saskatoon, SK", [
        ("Registered Nurse (casual), Post-Anaesthesia Care Unit", "Feb 2012 – Nov 2016", ("2012-02", "2016-11"),
         ["Weekend and evening PACU shifts for orthopaedic and day-surgery patients."]),
    ]),
    ("Aspen Valley Regional Hospital", "Red Deer, AB", [
        ("Registered Nurse, Cardiac Step-Down Unit", "Aug 2006 – May 2009", ("2006-08", "2009-05"),
         ["Telemetry monitoring, post-PCI care and heart-failure education for a 20-bed unit."]),
    ]),
]
AC2_EARLIER = ("Staff Nurse, Medical and Surgical Wards", "Our Lady of Mercy General Hospital",
               "Manila, Philippines", "2003 – 2006", ("2003", "2006"))
AC2_JOBS = grouped_jobs(AC2_EMPLOYERS) + [AC2_EARLIER]
AC2_CERTS = [
    ("Registered Nurse — College of Registered Nurses of Saskatchewan, Registration #0048213 (practising)",
     "Registered Nurse"),
    ("Canadian Critical Care Nursing Certification (CNCC(C)) — Canadian Nurses Association, 2011; renewed 2021",
     "Canadian Critical Care Nursing Certification (CNCC(C))"),
    ("Certified Health Executive (CHE) — Canadian College of Health Leaders, 2021", "Certified Health Executive (CHE)"),
    ("Advanced Cardiovascular Life Support (ACLS) Provider — Heart & Stroke, expires 09/2027",
     "Advanced Cardiovascular Life Support (ACLS) Provider"),
    ("Lean Six Sigma Yellow Belt, 2018", "Lean Six Sigma Yellow Belt"),
]
AC2_SKILLS = [("Leadership", ["Operating budgets and variance reporting", "Workforce planning and self-scheduling",
                              "Labour relations (SUN collective agreement)", "Accreditation Canada readiness",
                              "Quality improvement (PDSA, Lean)"]),
              ("Clinical", ["Cardiac surgery recovery", "Mechanical circulatory support (IABP, Impella, ECMO)",
                            "CRRT", "Ventilator management"]),
              ("Systems", ["Cerner PowerChart", "UKG (Kronos)", "RL6 safety reporting", "Microsoft Excel"])]


def ac2_nurse_manager_lo():
    from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_TAB_ALIGNMENT
    from docx.shared import Inches, Pt, RGBColor

    teal = RGBColor(0x0E, 0x5E, 0x6F)
    document = new_docx(author="Maricel Dizon-Hartley", title="Resume - Maricel Dizon-Hartley",
                        page=(Inches(8.5), Inches(11)), margins=(Inches(0.75), Inches(0.6)), font="Calibri",
                        size=10, space_after=2)
    document.styles["List Bullet"].paragraph_format.space_after = Pt(1)
    right = Inches(8.5 - 1.5)

    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(0)
    r = p.add_run("MARICEL DIZON-HARTLEY"); r.bold = True; r.font.size = Pt(20); r.font.color.rgb = teal
    r = p.add_run(", RN, MN, CNCC(C)"); r.font.size = Pt(12); r.font.color.rgb = teal
    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(1)
    r = p.add_run("Nurse Manager — Critical Care & Cardiovascular Services"); r.font.size = Pt(12); r.italic = True
    document.add_paragraph("Saskatoon, SK S7H 2L4  |  (306) 555-0182  |  maricel.dizonhartley@example.com  |  "
                           "linkedin.com/in/maricel-dizon-hartley")

    def heading(text):
        q = document.add_paragraph()
        q.paragraph_format.space_before = Pt(9); q.paragraph_format.space_after = Pt(3)
        q.paragraph_format.keep_with_next = True
        r = q.add_run(text); r.bold = True; r.font.size = Pt(11); r.font.color.rgb = teal
        bottom_border(q, color="0E5E6F", size="6")

    def tabbed(left, right_text, bold=True, italic=False, before=0):
        q = document.add_paragraph()
        q.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
        q.paragraph_format.space_before = Pt(before); q.paragraph_format.space_after = Pt(0)
        q.paragraph_format.keep_with_next = True
        r = q.add_run(left); r.bold = bold; r.italic = italic
        q.add_run("\t" + right_text)
        return q

    heading("PROFESSIONAL PROFILE")
    document.add_paragraph(
        "Critical care nurse leader with 22 years of nursing practice in Canada and the Philippines and ten years in "
        "unit leadership. Runs a high-acuity cardiovascular ICU with a focus on safe staffing, retention and measurable "
        "quality, and works easily with physicians, unions and senior leadership. Seeking a director-level role in "
        "critical care or cardiac services.")

    heading("SELECTED ACHIEVEMENTS")
    for item in ["Reduced unplanned extubations in the CVICU by 62% (2021–2023) with a nurse-driven sedation and "
                 "weaning bundle, now the standard in all three adult ICUs.",
                 "Built a 16-week critical care residency for new graduates: 41 nurses hired, 88% still on the unit after "
                 "two years.",
                 "Opened a 6-bed ICU overflow unit in 11 days during the 2021 surge and staffed it without agency nurses.",
                 "Brought the CVICU in $380,000 under its 2024–25 budget while adding two ECMO-trained nurses per shift."]:
        document.add_paragraph(item, style="List Bullet")

    heading("PROFESSIONAL EXPERIENCE")
    for company, place, roles in AC2_EMPLOYERS:
        q = tabbed(company, place, before=6)
        q.runs[0].font.color.rgb = teal; q.runs[0].font.size = Pt(10.5)
        for title, when, _, items in roles:
            tabbed(title, when, before=2)
            for item in items:
                document.add_paragraph(item, style="List Bullet")

    heading("EARLIER CAREER")
    title, company, place, when, _ = AC2_EARLIER
    q = document.add_paragraph()
    q.add_run(title).bold = True
    q.add_run(f" — {company}, {place} ({when}). Medical and surgical wards in a 300-bed hospital before "
              "immigrating to Canada; completed the Alberta registration process for internationally educated nurses "
              "in 2006.")

    heading("LEADERSHIP, COMMITTEES & BOARDS")
    for item in ["Co-Chair, Critical Care Nursing Practice Council, Prairie Sky Health Sciences Centre (2020 – present)",
                 "Member, Provincial Critical Care Surge Planning Working Group (2020 – 2022)",
                 "Board Director and Secretary, Filipino Canadian Nurses Association of Saskatchewan (2017 – 2023)"]:
        document.add_paragraph(item, style="List Bullet")

    heading("PRESENTATIONS & PUBLICATIONS")
    for item in ["Dizon-Hartley M, Beaulieu T, Osei K. Reducing unplanned extubations with a nurse-driven sedation "
                 "bundle in a cardiovascular ICU. Prairie Journal of Nursing Practice. 2023;12(3):44–51.",
                 "Dizon-Hartley M. Building a unit-based preceptor program during a staffing crisis. Oral presentation, "
                 "Saskatchewan Nursing Leadership Symposium; 2024 May; Regina, SK.",
                 "Beaulieu T, Dizon-Hartley M. Team nursing in an overflow ICU: what we kept. Poster, Western Canada "
                 "Critical Care Nursing Conference; 2022 Oct; Edmonton, AB."]:
        document.add_paragraph(item, style="List Bullet")

    heading("REGISTRATION & CERTIFICATIONS")
    for printed, _ in AC2_CERTS:
        document.add_paragraph(printed, style="List Bullet")

    heading("EDUCATION")
    for degree, rest, when in [
            ("Master of Nursing, Health Systems Leadership (part-time)", "University of Saskatchewan, Saskatoon, SK",
             "2016"),
            ("Critical Care Nursing, Post-Basic Certificate", "Saskatchewan Polytechnic, Saskatoon, SK", "2010"),
            ("BScN", "University of Santo Tomas, Manila, Philippines", "2003")]:
        q = document.add_paragraph()
        q.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
        q.paragraph_format.space_after = Pt(1)
        q.add_run(degree).bold = True
        q.add_run(f" — {rest}\t{when}")

    heading("SKILLS")
    for label, items in AC2_SKILLS:
        q = document.add_paragraph()
        q.add_run(label + ": ").bold = True
        q.add_run(", ".join(items))

    heading("LANGUAGES")
    document.add_paragraph("English (fluent)  ·  Tagalog (native)  ·  French (basic)")

    name = "ac2-maricel-dizon-hartley"
    libreoffice_pdf(document, name, pages=2)
    write_truth(name, {
        "basics": {"name": "Maricel Dizon-Hartley", "label": "Nurse Manager — Critical Care & Cardiovascular Services",
                   "email": "maricel.dizonhartley@example.com", "phone": "(306) 555-0182",
                   "location": {"city": "Saskatoon", "region": "SK"},
                   "profiles": [linkedin("maricel-dizon-hartley")]},
        "work": work_truth(AC2_JOBS),
        "education": [
            {"institution": "University of Saskatchewan", "study_type": "Master of Nursing",
             "area": "Health Systems Leadership", "dates": dates(None, "2016", text="2016")},
            {"institution": "Saskatchewan Polytechnic", "study_type": "Post-Basic Certificate",
             "area": "Critical Care Nursing", "dates": dates(None, "2010", text="2010")},
            {"institution": "University of Santo Tomas", "study_type": "BScN", "dates": dates(None, "2003", text="2003")}],
        "skills": flat_skills(AC2_SKILLS),
        "certificates": [{"name": n} for _, n in AC2_CERTS],
        "languages": [{"language": "English", "fluency": "fluent"}, {"language": "Tagalog", "fluency": "native"},
                      {"language": "French", "fluency": "basic"}],
    })


# ---- ac3: commercial real estate partner, UK CV kept as the Word file --------------------------------
AC3_EMPLOYERS = [
    ("Hartcliffe Ormerod LLP", "Bristol", [
        ("Partner, Commercial Real Estate", "May 2019 to date", ("2019-05", None, True),
         ["Lead a team of two associates, three solicitors and two paralegals; personal billings of £780k in 2025/26 "
          "and a team fee income of £2.6m.",
          "Act for institutional landlords, developers and two regional housing associations on acquisitions, "
          "disposals, development agreements and portfolio asset management.",
          "Relationship partner for the firm's three largest real estate clients; won a place on a national retailer's "
          "legal panel in 2023.",
          "Head of the firm's green lease working group and trainee supervisor for the real estate seat."]),
        ("Senior Associate", "Oct 2015 – Apr 2019", ("2015-10", "2019-04"),
         ["Ran a caseload of 60–70 matters: institutional lettings, lease renewals under the Landlord and Tenant Act "
          "1954, licences and property aspects of corporate transactions.",
          "Six-month secondment (Jan – Jun 2017) to the in-house legal team of Severnside Retail plc, handling its "
          "store portfolio across the South West and Wales."]),
        ("Associate", "Sept 2012 – Sept 2015", ("2012-09", "2015-09"),
         ["Acted on development site acquisitions, option agreements and overage arrangements for housebuilders."]),
    ]),
    ("Pengelly Marsh Solicitors", "Cardiff", [
        ("Solicitor, Commercial Property", "Sept 2010 – Aug 2012", ("2010-09", "2012-08"),
         ["Landlord and tenant, secured lending and auction sales for SME and lender clients."]),
        ("Trainee Solicitor", "Sept 2008 – Aug 2010", ("2008-09", "2010-08"),
         ["Seats: commercial property, corporate, private client and commercial litigation."]),
    ]),
]
AC3_EARLIER = ("Paralegal, Residential Conveyancing", "Avon Vale Law LLP", "Bath", "2004 – 2006", ("2004", "2006"))
AC3_JOBS = grouped_jobs(AC3_EMPLOYERS) + [AC3_EARLIER]
AC3_CERTS = [("Admitted as a Solicitor of the Senior Courts of England and Wales, September 2010 (SRA ID 512347)",
              "Solicitor of the Senior Courts of England and Wales"),
             ("CEDR Accredited Mediator, 2021", "CEDR Accredited Mediator")]
AC3_SKILLS = [("Legal expertise", ["Landlord and tenant (including 1954 Act renewals)", "Development and site acquisition",
                                   "Option and overage agreements", "Property finance and security",
                                   "Portfolio acquisitions and disposals", "Green leases and MEES"]),
              ("Systems", ["iManage Work", "Practical Law", "Lexis+", "HM Land Registry portal", "Microsoft Office"])]


def ac3_solicitor_docx():
    from docx.enum.text import WD_TAB_ALIGNMENT
    from docx.shared import Cm, Pt, RGBColor

    navy = RGBColor(0x1F, 0x2A, 0x44)
    document = new_docx(author="Imogen Whitlock", title="CV - Imogen Whitlock", page=(Cm(21), Cm(29.7)),
                        margins=(Cm(2.0), Cm(1.6)), font="Arial", size=10, space_after=3)
    document.styles["List Bullet"].paragraph_format.space_after = Pt(1)
    right = Cm(17)

    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(0)
    r = p.add_run("Curriculum Vitae"); r.font.size = Pt(9); r.font.color.rgb = RGBColor(0x80, 0x80, 0x80)
    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(0)
    r = p.add_run("Imogen Whitlock"); r.bold = True; r.font.size = Pt(22); r.font.color.rgb = navy
    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(2)
    r = p.add_run("Partner, Commercial Real Estate | Solicitor (England & Wales)"); r.font.size = Pt(11.5)
    p = document.add_paragraph("12 Royal York Crescent, Clifton, Bristol BS8 4JY"); p.paragraph_format.space_after = Pt(0)
    p = document.add_paragraph("Mobile: 07700 555 471  |  Email: imogen.whitlock@example.com  |  ")
    docx_hyperlink(p, "https://www.linkedin.com/in/imogen-whitlock", "LinkedIn")

    def heading(text):
        q = document.add_paragraph()
        q.paragraph_format.space_before = Pt(10); q.paragraph_format.space_after = Pt(3)
        q.paragraph_format.keep_with_next = True
        r = q.add_run(text); r.bold = True; r.font.small_caps = True; r.font.size = Pt(12); r.font.color.rgb = navy
        bottom_border(q, color="1F2A44", size="4")

    heading("Profile")
    document.add_paragraph(
        "Commercial real estate partner with 16 years' post-qualification experience in a top-tier regional practice "
        "and a Cardiff commercial firm. I act for landlords, developers, lenders and housing associations on "
        "high-value, multi-party transactions and lead a team of seven. Known for clear, commercial advice, for "
        "winning and keeping institutional clients and for developing junior lawyers.")

    heading("Key Achievements")
    for item in ["Led the legal work on the £112m forward funding of a 420-unit build-to-rent scheme in Bristol's Temple "
                 "Quarter (2024), acting for the developer.",
                 "Grew the real estate team's fee income from £1.4m to £2.6m in five years; three of my trainees have "
                 "qualified into the team.",
                 "Negotiated the firm's first green lease template, now adopted by two institutional landlord clients.",
                 "Ranked as a \"Next Generation Partner\" in a national legal directory (2022 – 2025)."]:
        document.add_paragraph(item, style="List Bullet")

    heading("Career History")
    for i, (company, place, roles) in enumerate(AC3_EMPLOYERS):
        q = document.add_paragraph()
        q.paragraph_format.space_before = Pt(4 if i else 0); q.paragraph_format.space_after = Pt(1)
        q.paragraph_format.keep_with_next = True
        r = q.add_run(f"{company} — {place}"); r.bold = True; r.font.color.rgb = navy; r.font.size = Pt(10.5)
        for title, when, _, items in roles:
            q = document.add_paragraph()
            q.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
            q.paragraph_format.space_before = Pt(2); q.paragraph_format.space_after = Pt(0)
            q.paragraph_format.keep_with_next = True
            q.add_run(title).bold = True
            q.add_run("\t" + when)
            for item in items:
                document.add_paragraph(item, style="List Bullet")

    heading("Earlier Experience")
    title, company, place, when, _ = AC3_EARLIER
    q = document.add_paragraph()
    q.add_run(title).bold = True
    q.add_run(f", {company}, {place} ({when}): residential sales, purchases and lease extensions in a "
              "high-volume conveyancing team before I began the GDL.")

    heading("Professional Qualifications")
    for printed, _ in AC3_CERTS:
        document.add_paragraph(printed, style="List Bullet")

    heading("Education")
    for when, text in [("2007 – 2008", "Legal Practice Course (LPC), College of Law, Bristol – Distinction"),
                       ("2006 – 2007", "Graduate Diploma in Law (GDL), College of Law, Bristol – Commendation"),
                       ("2001 – 2004", "BA (Hons) History, Durham University – 2:1")]:
        q = document.add_paragraph()
        q.paragraph_format.tab_stops.add_tab_stop(Cm(3.2), WD_TAB_ALIGNMENT.LEFT)
        q.paragraph_format.space_after = Pt(1)
        q.add_run(when + "\t")
        q.add_run(text)

    heading("Publications & Speaking")
    for item in ["\"Green leases after the 2023 MEES changes: what tenants are signing up to\", Western Property Law "
                 "Review, March 2024.",
                 "Co-author, \"Overage and clawback\" (chapter 7) in Development Land Transactions, 3rd edn (Fernside "
                 "Legal Publishing, 2021).",
                 "Speaker, South West Property Forum annual conference (2023 and 2025).",
                 "Guest lecturer, LPC Property Practice elective, University of the West of England (2018 – present)."]:
        document.add_paragraph(item, style="List Bullet")

    heading("Professional Memberships & Appointments")
    for item in ["Member, The Law Society of England and Wales (Property Section)",
                 "Committee Member, Bristol Law Society Property Committee (2017 – present); Chair 2022 – 2024",
                 "Trustee and Board Member, Avonside Community Land Trust (2020 – present)"]:
        document.add_paragraph(item, style="List Bullet")

    heading("Skills")
    for label, items in AC3_SKILLS:
        q = document.add_paragraph()
        q.add_run(label + ": ").bold = True
        q.add_run("; ".join(items))

    heading("Languages")
    document.add_paragraph("French – professional working proficiency; Welsh – conversational")

    heading("Interests")
    document.add_paragraph("Open-water swimming, singing with a community choir, and restoring a 1960s narrowboat.")
    q = document.add_paragraph(); q.paragraph_format.space_before = Pt(8)
    q.add_run("References available on request.").italic = True

    name = "ac3-imogen-whitlock"
    path = os.path.join(FILES, name + ".docx")
    document.save(path)
    check_pages(name, lo_page_count(path, name), 2)
    write_truth(name, {
        "basics": {"name": "Imogen Whitlock", "label": "Partner, Commercial Real Estate | Solicitor (England & Wales)",
                   "email": "imogen.whitlock@example.com", "phone": "07700 555 471",
                   "location": {"city": "Bristol"},
                   "profiles": [linkedin("imogen-whitlock")]},
        "work": work_truth(AC3_JOBS),
        "education": [
            {"institution": "College of Law", "study_type": "Legal Practice Course (LPC)", "score": "Distinction",
             "dates": dates("2007", "2008", text="2007 – 2008")},
            {"institution": "College of Law", "study_type": "Graduate Diploma in Law (GDL)", "score": "Commendation",
             "dates": dates("2006", "2007", text="2006 – 2007")},
            {"institution": "Durham University", "study_type": "BA (Hons)", "area": "History", "score": "2:1",
             "dates": dates("2001", "2004", text="2001 – 2004")}],
        "skills": flat_skills(AC3_SKILLS),
        "certificates": [{"name": n} for _, n in AC3_CERTS],
        "languages": [{"language": "French", "fluency": "professional working proficiency"},
                      {"language": "Welsh", "fluency": "conversational"}],
    })


# ---- ac4: staff platform engineer in Berlin, pandoc Markdown → PDF (LuaLaTeX) -------------------------
AC4_EMPLOYERS = [
    ("Nordlicht Mobility GmbH", "Berlin", [
        ("Staff Platform Engineer", "01/2023 – present", ("2023-01", None, True),
         ["Technical lead of the 9-person platform team behind 42 Kubernetes clusters on AWS and bare metal that run "
          "the booking, pricing and fleet services for 3.1 million riders.",
          "Designed the internal developer platform (Backstage, Argo CD, Crossplane): a new service goes from "
          "template to production in under an hour instead of two weeks.",
          "Led the move from Calico to Cilium and a zero-downtime upgrade process; 18 minor Kubernetes upgrades "
          "across the fleet with no customer-facing incident.",
          "Cut AWS spend by 31% (EUR 1.9M a year) through Karpenter, Graviton node pools and a cost-allocation "
          "exporter per team."]),
        ("Senior DevOps Engineer", "04/2020 – 12/2022", ("2020-04", "2022-12"),
         ["Moved 120 services from a self-managed Nomad cluster to EKS with Terraform and Helm; built the GitHub "
          "Actions pipelines and the on-call runbooks.",
          "Introduced SLOs and error budgets with Prometheus and Grafana; major incidents per quarter fell from 11 to 3."]),
    ]),
    ("Mainufer Direktbank AG", "Frankfurt am Main", [
        ("DevOps Engineer", "07/2017 – 03/2020", ("2017-07", "2020-03"),
         ["Built the bank's first OpenShift platform for 40 teams under BaFin audit requirements; automated "
          "certificate, secret and firewall change workflows with Ansible and HashiCorp Vault."]),
        ("Linux Systems Engineer", "10/2015 – 06/2017", ("2015-10", "2017-06"),
         ["Ran 600 RHEL servers for core banking and payments; led the Puppet rollout and the DR test program."]),
    ]),
    ("Spreehost Rechenzentrum GmbH", "Berlin", [
        ("System Administrator", "10/2012 – 09/2015", ("2012-10", "2015-09"),
         ["Operated shared and managed hosting for 2,000 customers: Debian, KVM, Postfix, MySQL and 24/7 on-call."]),
    ]),
]
AC4_EARLIER = ("Working Student, IT Operations (Werkstudent)", "Odenwald Logistik GmbH", "Darmstadt",
               "04/2009 – 09/2012", ("2009-04", "2012-09"))
AC4_JOBS = grouped_jobs(AC4_EMPLOYERS) + [AC4_EARLIER]
AC4_CERTS = [("Certified Kubernetes Administrator (CKA), 2019 (renewed 2022, 2025)", "Certified Kubernetes Administrator (CKA)"),
             ("Certified Kubernetes Security Specialist (CKS), 2023", "Certified Kubernetes Security Specialist (CKS)"),
             ("AWS Certified Solutions Architect – Professional, 2022", "AWS Certified Solutions Architect – Professional"),
             ("HashiCorp Certified: Terraform Associate, 2021", "HashiCorp Certified: Terraform Associate"),
             ("Red Hat Certified Engineer (RHCE), 2014", "Red Hat Certified Engineer (RHCE)")]
AC4_SKILLS = [("Cloud", ["AWS (EKS, IAM, VPC, RDS)", "Google Cloud (GKE)", "Hetzner bare metal"]),
              ("Containers & orchestration", ["Kubernetes", "Helm", "Argo CD", "Cilium", "Istio", "Karpenter"]),
              ("IaC & CI/CD", ["Terraform", "Crossplane", "Ansible", "GitHub Actions", "GitLab CI"]),
              ("Observability", ["Prometheus", "Grafana", "Loki", "OpenTelemetry", "PagerDuty"]),
              ("Programming", ["Go", "Python", "Bash"])]


def ac4_platform_engineer_pandoc():
    experience = ""
    for company, place, roles in AC4_EMPLOYERS:
        experience += f"### {company}, {place}\n\n"
        for title, when, _, items in roles:
            experience += f"**{title}** — {when}\n\n" + "".join(f"- {i}\n" for i in items) + "\n"
    title, company, place, when, _ = AC4_EARLIER
    skills = "\n".join(f"**{label}:** {', '.join(items)}  " for label, items in AC4_SKILLS)
    markdown = """---
title: "Jonas Brückner"
subtitle: "Staff Platform Engineer | Kubernetes & Cloud Infrastructure"
documentclass: article
fontsize: 10pt
geometry: "a4paper, margin=1.9cm"
mainfont: "Lato"
colorlinks: true
urlcolor: "teal"
linkcolor: "teal"
---

Berlin, Germany · +49 30 5550 2718 · [jonas.brueckner@example.com](mailto:jonas.brueckner@example.com)\\
[github.com/jbrueckner](https://github.com/jbrueckner) ·
[linkedin.com/in/jonas-brueckner](https://www.linkedin.com/in/jonas-brueckner)

## Profile

Platform engineer with 14 years in Linux operations, DevOps and Kubernetes, at a regulated bank, a hosting
company and a mobility scale-up. I build internal platforms that product teams actually want to use, keep
them boring to operate, and care about cost, security and on-call health as much as about new tooling.

## Selected achievements

- Internal developer platform adopted by all 38 product teams within a year; lead time for changes down from
  4 days to under 1 day (DORA metrics, 2024).
- Zero-downtime Kubernetes upgrade process for 42 clusters, presented at two community events.
- EUR 1.9M a year in cloud savings without a single service being rewritten.
- Passed three external BaFin-driven IT audits (2018–2019) with no findings on the container platform.

## Experience

""" + experience + f"""## Earlier

**{title}**, {company}, {place} — {when}

Windows and Linux support for a 300-person logistics company alongside my studies.

## Talks, community and open source

- "Upgrading 40 Kubernetes clusters without waking anyone up", Cloud Native Berlin Meetup, 2024, and
  ContainerConf Rhein-Main, 2025.
- Programme committee member, ContainerConf Rhein-Main (2024, 2025).
- Maintainer of *kube-budget-exporter*, a Prometheus exporter for per-team Kubernetes cost (600+ GitHub stars).

## Certifications

""" + "".join(f"- {printed}\n" for printed, _ in AC4_CERTS) + """
## Skills

""" + skills + """

## Languages

German (native) · English (fluent, C1) · Polish (basic)

## Education

**M.Sc. Computer Science** — Technische Universität Darmstadt, 2009 – 2012 (final grade 1.7)

**B.Sc. Business Informatics (Wirtschaftsinformatik)** — Hochschule Darmstadt, 2006 – 2009
"""
    name = "ac4-jonas-brueckner"
    with tempfile.TemporaryDirectory() as tmp:
        source, out = os.path.join(tmp, name + ".md"), os.path.join(tmp, name + ".pdf")
        with open(source, "w", encoding="utf-8") as f:
            f.write(markdown)
        run = subprocess.run(["pandoc", source, "--from=markdown", "--pdf-engine=lualatex", "-o", out],
                             capture_output=True, text=True, cwd=tmp, timeout=600)
        if run.returncode != 0:
            raise SystemExit(f"pandoc failed for {name}:\n{run.stderr[-3000:]}")
        if run.stderr.strip():
            print(f"{name}: {run.stderr.strip()[:1000]}")
        check_pages(name, pdf_pages(out), 2)
        shutil.copy(out, os.path.join(FILES, name + ".pdf"))
    write_truth(name, {
        "basics": {"name": "Jonas Brückner", "label": "Staff Platform Engineer | Kubernetes & Cloud Infrastructure",
                   "email": "jonas.brueckner@example.com", "phone": "+49 30 5550 2718",
                   "location": {"city": "Berlin", "country_code": "DE"},
                   "profiles": [github("jbrueckner"), linkedin("jonas-brueckner")]},
        "work": work_truth(AC4_JOBS),
        "education": [
            {"institution": "Technische Universität Darmstadt", "study_type": "M.Sc.", "area": "Computer Science",
             "score": "1.7", "dates": dates("2009", "2012", text="2009 – 2012")},
            {"institution": "Hochschule Darmstadt", "study_type": "B.Sc.", "area": "Business Informatics",
             "dates": dates("2006", "2009", text="2006 – 2009")}],
        "skills": flat_skills(AC4_SKILLS),
        "certificates": [{"name": n} for _, n in AC4_CERTS],
        "languages": [{"language": "German", "fluency": "native"}, {"language": "English", "fluency": "fluent, C1"},
                      {"language": "Polish", "fluency": "basic"}],
    })


# ---- ac5: national sales director in Melbourne, Chromium print of a two-column template --------------
AC5_EMPLOYERS = [
    ("Southern Cross Beverages Pty Ltd", "Melbourne VIC", [
        ("National Sales Director", "Jul 2021 – Present", ("2021-07", None, True),
         ["Lead national sales for a $420M soft-drink, water and functional-beverage business: 78 people across "
          "grocery, route, convenience and on-premise channels, reporting to the CEO.",
          "Grew net revenue 27% in four years and lifted grocery share from 11.8% to 14.1% (MAT, Circana) against two "
          "multinational competitors.",
          "Rebuilt trade terms with the two major grocers around a joint business plan; trade spend down 2.3 points "
          "of gross sales with volume up.",
          "Introduced revenue growth management and a quarterly sales and operations review with supply and finance."]),
        ("General Manager, Sales – VIC/TAS", "Feb 2018 – Jun 2021", ("2018-02", "2021-06"),
         ["Ran the company's largest region ($150M) with four channel managers and 32 field staff; region grew "
          "9% a year and held its service level through the 2020 lockdowns."]),
        ("State Sales Manager, Victoria", "Mar 2015 – Jan 2018", ("2015-03", "2018-01"),
         ["Led 18 territory managers and launched the functional range into 1,100 independent and convenience stores."]),
    ]),
    ("Greenvale Foods Australia", "Sydney NSW", [
        ("National Account Manager – Grocery", "Jan 2012 – Feb 2015", ("2012-01", "2015-02"),
         ["Managed a $95M national grocery account; negotiated the first three-year range agreement for the chilled "
          "dips portfolio."]),
        ("Key Account Manager", "Apr 2009 – Dec 2011", ("2009-04", "2011-12"),
         ["Independent grocery and wholesale accounts in NSW and the ACT; 14% growth in the first year."]),
    ]),
    ("Bayside Confectionery Co.", "Melbourne VIC", [
        ("Territory Manager", "Jun 2006 – Mar 2009", ("2006-06", "2009-03"),
         ["Called on 140 grocery, pharmacy and newsagency stores in Melbourne's south-east; top territory in 2008."]),
    ]),
]
AC5_EARLIER = [("Sales Representative", "Harbourline Distributors", "Geelong VIC", "2003 – 2006", ("2003", "2006")),
               ("Retail Merchandiser (casual)", "Pinnacle Merchandising Services", "Melbourne VIC", "2001 – 2003",
                ("2001", "2003"))]
AC5_JOBS = grouped_jobs(AC5_EMPLOYERS) + AC5_EARLIER
AC5_SKILLS = [("Commercial", ["Trade investment & terms negotiation", "Joint business planning",
                              "Revenue growth management", "Category management", "P&L ownership"]),
              ("Leadership", ["Building and coaching sales teams", "Sales capability programs", "Change management",
                              "Board and executive reporting"]),
              ("Tools", ["Salesforce", "SAP S/4HANA", "Power BI", "Nielsen Homescan", "Exceedra TPM"])]
AC5_CERTS = [("Company Directors Course (GAICD) – Australian Institute of Company Directors, 2022",
              "Company Directors Course (GAICD)"),
             ("Negotiation Mastery – Harvard Business School Online, 2020", "Negotiation Mastery"),
             ("Advanced Category Management Certificate, 2013", "Advanced Category Management Certificate")]


def ac5_sales_director_chromium():
    jobs = ""
    for company, place, roles in AC5_EMPLOYERS:
        jobs += f'<div class="employer">{escape(company)} · {escape(place)}</div>\n'
        for title, when, _, items in roles:
            jobs += (f'<div class="job"><div class="row"><h3>{escape(title)}</h3><span class="when">{escape(when)}'
                     f'</span></div><ul>{"".join(f"<li>{escape(i)}</li>" for i in items)}</ul></div>\n')
    earlier = "".join(f"<li><b>{escape(t)}</b>, {escape(c)}, {escape(p)} ({escape(w)})</li>"
                      for t, c, p, w, _ in AC5_EARLIER)
    skills = "".join(f'<h4>{escape(label)}</h4><ul>{"".join(f"<li>{escape(s)}</li>" for s in items)}</ul>'
                     for label, items in AC5_SKILLS)
    certs = "".join(f"<li>{escape(printed)}</li>" for printed, _ in AC5_CERTS)
    html = """<!DOCTYPE html>
<html lang="en-AU"><head><meta charset="utf-8"><title>Natalie Kouris – Resume</title>
<style>
@page { size: A4; margin: 13mm 0 12mm; }
@page :first { margin-top: 0; }
* { box-sizing: border-box; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; font: 9.3pt/1.4 "Liberation Sans", Arial, sans-serif; color: #2d2d2d; }
header { background: #23313f; color: #fff; padding: 26px 36px 20px; }
header h1 { font: 700 26pt/1.1 "Liberation Serif", Georgia, serif; margin: 0; letter-spacing: 0.5px; }
header .label { font-size: 11.5pt; color: #f0b429; margin-top: 4px; }
.cols { display: grid; grid-template-columns: 2.35in 1fr; }
aside { background: #eef1f4; padding: 18px 18px 18px 36px; }
main { padding: 18px 36px 18px 24px; }
h2 { font-size: 10pt; text-transform: uppercase; letter-spacing: 2px; color: #23313f; margin: 0 0 6px;
     border-bottom: 1.5px solid #f0b429; padding-bottom: 2px; }
section { margin-bottom: 13px; }
aside section { break-inside: avoid; }
aside h4 { font-size: 9.3pt; margin: 7px 0 2px; color: #23313f; }
aside ul { margin: 0; padding-left: 13px; }
aside p { margin: 0 0 5px; }
.edu b { display: block; }
.employer { font-weight: 700; font-size: 10.2pt; color: #23313f; margin: 9px 0 2px; }
.job { margin: 0 0 5px; break-inside: avoid; }
.row { display: flex; justify-content: space-between; align-items: baseline; gap: 10px; }
h3 { font-size: 9.8pt; font-weight: 700; font-style: italic; margin: 0; color: #3a3a3a; }
.when { font-size: 8.8pt; color: #7a7a7a; white-space: nowrap; }
main ul { margin: 2px 0 0; padding-left: 15px; }
li { margin-bottom: 1.5px; }
main p { margin: 0 0 4px; }
</style></head>
<body>
<header>
<h1>Natalie Kouris</h1>
<div class="label">National Sales Director | FMCG &amp; Grocery</div>
</header>
<div class="cols">
<aside>
<section><h2>Contact</h2>
<p>Melbourne VIC<br>0412 555 238<br>
<a href="mailto:natalie.kouris@example.com">natalie.kouris@example.com</a><br>
<a href="https://www.linkedin.com/in/natalie-kouris">linkedin.com/in/natalie-kouris</a></p></section>
<section><h2>Skills</h2>
""" + skills + """</section>
<section><h2>Education</h2>
<p class="edu"><b>MBA (part-time executive program)</b>Melbourne Business School<br>2017 – 2019</p>
<p class="edu"><b>Bachelor of Commerce (Marketing)</b>Monash University</p></section>
<section><h2>Certifications</h2>
<ul>""" + certs + """</ul></section>
<section><h2>Languages</h2>
<p>English — Native<br>Greek — Conversational</p></section>
</aside>
<main>
<section><h2>Profile</h2>
<p>Sales executive with 20 years in Australian FMCG, the last ten leading state and national sales teams for
beverage and food manufacturers. I turn retailer relationships into profitable growth: joint business plans,
disciplined trade investment and sales teams that are coached, measured and proud of their numbers. Graduate
of the AICD Company Directors Course and a non-executive director in community sport.</p></section>
<section><h2>Selected Achievements</h2>
<ul>
<li>Grew Southern Cross Beverages' net revenue from $331M to $420M (FY21–FY25) while cutting trade spend as a share of gross sales.</li>
<li>Won "Supplier of the Year – Beverages" from a national grocer in 2023 for on-shelf availability and joint planning.</li>
<li>Built a field sales academy that has promoted 14 territory managers into account and state roles since 2019.</li>
<li>Landed a three-year private-label water contract worth $36M a year, the company's largest ever.</li>
</ul></section>
<section><h2>Career History</h2>
""" + jobs + """</section>
<section><h2>Earlier Career</h2>
<ul>""" + earlier + """</ul></section>
<section><h2>Board &amp; Industry Roles</h2>
<ul>
<li>Non-Executive Director, Yarra Ranges Netball Association (2019 – present)</li>
<li>Member, Victorian Food &amp; Grocery Council trade relations committee (2022 – present)</li>
<li>Mentor, Women in FMCG Australia mentoring program (2020 – present)</li>
</ul></section>
<section><h2>Speaking</h2>
<ul>
<li>Keynote, "Selling value, not discounts", Australian Sales Leadership Forum, Melbourne, 2025</li>
<li>Panellist, "Winning the shelf in a cost-of-living market", Grocery Leaders Summit, Sydney, 2024</li>
</ul></section>
</main>
</div>
</body></html>
"""
    name = "ac5-natalie-kouris"
    chromium_pdf(html, name, pages=2)
    write_truth(name, {
        "basics": {"name": "Natalie Kouris", "label": "National Sales Director | FMCG & Grocery",
                   "email": "natalie.kouris@example.com", "phone": "0412 555 238",
                   "location": {"city": "Melbourne", "region": "VIC"},
                   "profiles": [linkedin("natalie-kouris")]},
        "work": work_truth(AC5_JOBS),
        "education": [
            {"institution": "Melbourne Business School", "study_type": "MBA",
             "dates": dates("2017", "2019", text="2017 – 2019")},
            {"institution": "Monash University", "study_type": "Bachelor of Commerce", "area": "Marketing",
             "dates": dates(None)}],
        "skills": flat_skills(AC5_SKILLS),
        "certificates": [{"name": n} for _, n in AC5_CERTS],
        "languages": [{"language": "English", "fluency": "Native"}, {"language": "Greek", "fluency": "Conversational"}],
    })


# ---- ac6: restaurant operations head in Bengaluru, plain text for a job portal ------------------------
AC6_EMPLOYERS = [
    ("SAFFRON COAST HOSPITALITY PVT. LTD.", "Bengaluru", "Jul 2018 - Till Date",
     "4-outlet coastal cuisine restaurant group, 640 covers, Rs. 38 crore annual revenue", [
         ("General Manager - Operations", "Apr 2021 - Till Date", ("2021-04", None, True),
          ["Head operations for all four outlets (Indiranagar, Koramangala, Whitefield, HSR Layout) and a central "
           "kitchen; 210 staff and 6 outlet managers report to me.",
           "Own outlet P&Ls: food cost held at 29-31%, labour cost at 18%; EBITDA margin up from 11% to 16.5% in "
           "three years.",
           "Opened the Whitefield (2022) and HSR Layout (2024) outlets on time and within the capex budget.",
           "Set up the group's delivery and cloud-kitchen business, now 27% of revenue."]),
         ("Restaurant General Manager (Indiranagar outlet)", "Jul 2018 - Mar 2021", ("2018-07", "2021-03"),
          ["Ran the 180-cover flagship: revenue grew from Rs. 6.2 crore to Rs. 8.9 crore before COVID-19; "
           "kept 85% of the team through the 2020 closures."]),
     ]),
    ("COASTLINE DINING PVT. LTD.", "Kochi", "Jun 2015 - Jun 2018", "premium seafood restaurant, 120 covers", [
        ("Assistant Restaurant Manager", "Jun 2015 - Jun 2018", ("2015-06", "2018-06"),
         ["Floor operations, rostering for 45 staff, guest relations and the restaurant's first FSSAI audit."]),
    ]),
    ("AL NOOR HOTELS & RESORTS LLC", "Dubai, UAE", "Aug 2010 - May 2015", "5-star hotel, 412 rooms, 6 F&B outlets", [
        ("F&B Supervisor - All Day Dining", "Mar 2012 - May 2015", ("2012-03", "2015-05"),
         ["Supervised a 260-cover all-day dining restaurant and buffet operation; trained 30+ associates a year."]),
        ("Senior Captain", "Aug 2010 - Feb 2012", ("2010-08", "2012-02"),
         ["Led a section of 8 waiters in the fine-dining Indian restaurant; upselling champion 2011."]),
    ]),
]
AC6_EARLIER_ORG, AC6_EARLIER_PLACE = "Hotel Ravindra Residency", "Chennai"
AC6_EARLIER = [("Steward", "Jul 2007 - Jun 2008", ("2007-07", "2008-06")),
               ("Management Trainee - F&B Service", "Jul 2008 - Jul 2010", ("2008-07", "2010-07"))]
AC6_JOBS = ([(title, company, place, when, span)
             for company, place, _, _, roles in AC6_EMPLOYERS for title, when, span, _ in roles]
            + [(title, AC6_EARLIER_ORG, AC6_EARLIER_PLACE, when, span) for title, when, span in AC6_EARLIER])
AC6_COMPETENCIES = [["Multi-outlet Operations", "P&L Management", "Food & Beverage Cost Control"],
                    ["New Outlet Openings", "Team Building & Training", "Guest Experience"],
                    ["Menu Engineering", "FSSAI Compliance & Hygiene Audits", "Cloud Kitchen Operations"]]
AC6_IT_SKILLS = ["Petpooja POS", "Posist", "Tally ERP 9", "Zomato & Swiggy partner dashboards", "MS Excel"]
AC6_CERTS = [("FoSTaC Advanced Catering (Food Safety Supervisor) - FSSAI, 2022",
              "FoSTaC Advanced Catering (Food Safety Supervisor)"),
             ("WSET Level 2 Award in Wines (Pass with Merit) - 2014", "WSET Level 2 Award in Wines"),
             ("HACCP Level 3 - Dubai Municipality approved course, 2013", "HACCP Level 3")]


def ac6_restaurant_head_txt():
    lines = ["ROHAN MATHEW KURIAKOSE",
             "Restaurant Operations Head / General Manager",
             "No. 27, 4th Cross, Sector 2, HSR Layout, Bengaluru, Karnataka 560102",
             "Mobile: +91 98450 55512 | Email: rohan.kuriakose@example.com",
             "",
             "PROFILE SUMMARY",
             "Hospitality professional with 19 years in restaurant and hotel F&B operations in India and the UAE,",
             "currently heading operations for a four-outlet restaurant group in Bengaluru. Strong in P&L",
             "ownership, new outlet openings, cost control and building teams that deliver consistent guest",
             "experience. Looking for a cluster or regional operations role with a growing restaurant brand.",
             "",
             "CORE COMPETENCIES"] + [" | ".join(row) for row in AC6_COMPETENCIES] + [
             "",
             "KEY ACHIEVEMENTS",
             "* Took group EBITDA margin from 11% to 16.5% (FY22 to FY25) through menu engineering, central",
             "  procurement and labour scheduling.",
             "* Opened two new outlets in 2022 and 2024, each breaking even within 7 months.",
             "* Group rated 4.5+ on Zomato and Google for all outlets since 2023; winner, \"Best Coastal Restaurant\",",
             "  Bengaluru Food Awards 2024.",
             "* Reduced attrition of service staff from 62% to 34% with a training academy and career ladder.",
             "",
             "PROFESSIONAL EXPERIENCE"]
    for company, place, overall, note, roles in AC6_EMPLOYERS:
        head = f"{company}, {place}"
        lines += ["", head + " " * max(2, 78 - len(head) - len(overall)) + overall, f"({note})"]
        for title, when, _, items in roles:
            lines += ["", title + " " * max(2, 78 - len(title) - len(when)) + when]
            for item in items:
                words, line = item.split(), "*"
                for word in words:
                    if len(line) + 1 + len(word) > 76:
                        lines.append(line); line = " "
                    line += " " + word
                lines.append(line)
    lines += ["",
              "EARLIER EXPERIENCE",
              f"{AC6_EARLIER[0][0]} ({AC6_EARLIER[0][1]}) and {AC6_EARLIER[1][0]} ({AC6_EARLIER[1][1]}),",
              f"{AC6_EARLIER_ORG}, {AC6_EARLIER_PLACE}.",
              "",
              "EDUCATIONAL QUALIFICATIONS",
              "* B.Sc. Hospitality & Hotel Administration - IHM Chennai - 2004 - 2007 - 71.4%",
              "* Class XII (Science) - St. Thomas Higher Secondary School, Thrissur - 2004 - 86%",
              "",
              "CERTIFICATIONS & TRAININGS"] + [f"* {printed}" for printed, _ in AC6_CERTS] + [
              "",
              "IT SKILLS",
              ", ".join(AC6_IT_SKILLS),
              "",
              "INDUSTRY ENGAGEMENT",
              "* Executive Committee Member, Bengaluru Chapter, Indian Restaurant Professionals Forum (2023 - present)",
              "* Speaker, \"Cloud kitchens vs dine-in: making the numbers work\", Hospitality Leaders Conclave,",
              "  Bengaluru, 2024",
              "",
              "LANGUAGES KNOWN",
              "English, Hindi, Malayalam, Tamil, Arabic (basic)",
              "",
              "PERSONAL DETAILS",
              "Date of Birth   : 12 May 1986",
              "Nationality     : Indian",
              "Marital Status  : Married",
              "Passport        : Valid till 2031",
              "Notice Period   : 60 days",
              "",
              "DECLARATION",
              "I hereby declare that the above information is true to the best of my knowledge.",
              "",
              "Place: Bengaluru",
              "Date:                                                   (ROHAN MATHEW KURIAKOSE)"]
    name = "ac6-rohan-kuriakose"
    write_text(name + ".txt", "\n".join(lines) + "\n")
    write_truth(name, {
        "basics": {"name": "Rohan Mathew Kuriakose", "label": "Restaurant Operations Head / General Manager",
                   "email": "rohan.kuriakose@example.com", "phone": "+91 98450 55512",
                   "location": {"city": "Bengaluru", "region": "Karnataka"}},
        "work": work_truth(AC6_JOBS),
        "education": [
            {"institution": "IHM Chennai", "study_type": "B.Sc.", "area": "Hospitality & Hotel Administration",
             "score": "71.4%", "dates": dates("2004", "2007", text="2004 - 2007")},
            {"institution": "St. Thomas Higher Secondary School", "study_type": "Class XII", "area": "Science",
             "score": "86%", "dates": dates(None, "2004", text="2004")}],
        "skills": [{"name": s} for row in AC6_COMPETENCIES for s in row] + [{"name": s} for s in AC6_IT_SKILLS],
        "certificates": [{"name": n} for _, n in AC6_CERTS],
        "languages": [{"language": "English"}, {"language": "Hindi"}, {"language": "Malayalam"},
                      {"language": "Tamil"}, {"language": "Arabic", "fluency": "basic"}],
    })


if __name__ == "__main__":
    ac1_transportation_engineer_pdflatex()
    ac2_nurse_manager_lo()
    ac3_solicitor_docx()
    ac4_platform_engineer_pandoc()
    ac5_sales_director_chromium()
    ac6_restaurant_head_txt()
