#!/usr/bin/env python3
"""Renders the eighteenth held-out batch (y1–y6) into files/ and its truth into truth/.

Written without reading the parser. Like batches 10–17, six MAINSTREAM resumes in fields the
earlier batches did not use (a trade, finance back-office, an earth science, a museum, local
government and farming), each made with the tool its writer would have at hand:

- y1 (plain text): a journeyman plumber's resume typed in a plain editor: the name in capitals, a
  label, a street address on its own line over "Fort Wayne, IN 46815", "Cell:" and "Email:" labels,
  capital headings underlined with "-", licences first (a state licence with a number and "exp.
  07/2026"), the employer with its city after "|" ("Three Rivers Plumbing & Drain  |  Fort Wayne,
  IN"), indented "Title  |  12/2017 - Present" lines under it (apprentice then journeyman at one
  shop, "03/2013 - 11/2017"), an employer with its own comma ("Hoosier Mechanical Contractors,
  Inc."), years-only dates ("2011 - 2013"), a part-time store job, "Technical Certificate, Plumbing
  Technology" and a "High School Diploma" under their schools, skills as "-" bullets with commas
  inside parentheses. A plumber in Fort Wayne, IN.
- y2 (DOCX, python-docx): a payroll specialist's one-page Word resume: a label with "|", a
  contact line with a LinkedIn address (no link), each job a bold employer with its city over an
  italic title with the dates on a right tab ("Sept 2019 – Present", "June 2015 – Aug 2019", "2012 –
  2015"), a title with its own comma and "&" ("Coordinator, Payroll & Benefits"), an employer with
  ", Inc.", a bachelor's taken online ("Upper Iowa University (online)") and an "Associate of
  Applied Science in Accounting" with "GPA 3.85/4.00"; certifications in a "Table Grid" Word table
  with a shaded header row "Certification | Issued by | Year"; grouped "Payroll:"/"Benefits:"/
  "Systems:" skill lines; languages with levels. The page count is checked on a throw-away
  LibreOffice PDF. A senior payroll specialist in Des Moines, IA.
- y3 (pdflatex, Bookman, two pages): a hydrogeologist's resume: a centred name, a label with "|",
  a LinkedIn link; "Professional Experience" with a bold title and the dates at the right over
  "Employer | City, ST" in small type ("Oct 2019 -- present", "Jan. 2015 -- Sept. 2019", "2012 --
  2014"), a state water district (public sector), graduate research assistantship as a job;
  education with "Emphasis in hydrogeology. Thesis: ..." under "M.S. in Geology" and "B.S. in
  Environmental Science, summa cum laude"; licences and certifications with issuers, a licence
  number and a refresher date; grouped skill lines, one skill broken over two lines at its own
  hyphen ("Low-" / "flow groundwater sampling"); presentations and affiliations (not jobs);
  languages; a running footer "Eamon P. Gallagher — Page N" on both pages. A senior hydrogeologist
  in Olympia, WA.
- y4 (Chromium "Save as PDF", two columns): a museum registrar's page with a coloured name band
  across the top, a main column (profile, experience, selected exhibitions and loans that are not
  jobs) and a shaded RIGHT sidebar after it in the source (contact with a LinkedIn link, education,
  grouped skills with sub-labels, certifications, languages); a title with a comma and "&"
  ("Registrar, Collections & Exhibitions"), dates at the right of the title ("Mar 2020 – Present",
  "2016–2020", "2014 – 2016") over "Employer · City, ST", a curatorial internship dated "Spring
  2013" (read as March–May, as in v6). A registrar in Richmond, VA.
- y5 (HTML): an associate planner's resume saved from Microsoft Word as a filtered web page, as
  people do for their own site: windows-1252 bytes and a `charset=windows-1252` meta tag, CRLF
  line ends and the source wrapped at 80 columns as Word wraps it (inside tags, and inside a bold
  title, so "Associate" and "Planner" sit on two source lines), the name in a `MsoTitle` paragraph
  and the section headings as `<h1>`, every other line a `MsoNormal` paragraph, the right tab
  between a bold title and its dates written out as a run of `&nbsp;` ("Associate
  Planner&nbsp;…&nbsp;September 2021 – Present"), an italic "Employer, City, ST" line below, list bullets as Word writes them (a Symbol-font "·" and a 7pt run of `&nbsp;`
  before the text), empty `<p class=MsoNormal>&nbsp;</p>` spacers, an internship dated "Summer
  2017", "Master of Urban and Regional Planning (MURP)" and "Bachelor of Arts in Geography, minor in
  Spanish", certifications with issuers and years, languages with levels. An associate planner for
  a county in Fort Collins, CO.
- y6 (LibreOffice PDF of a Word document, Carlito): a farm operations manager's one-page resume
  laid out as a borderless two-column Word table with the section headings in the narrow left
  column beside their content (so "EXPERIENCE" shares a line with the first title); bold titles
  with the dates on a right tab over an italic "Employer, City, ST" ("Feb 2016 – Present", "March
  2011 – January 2016", "Aug 2008 – Dec 2010", "2002 – 2008"), a family farm as the first job, a
  part-time university job, "University of Nebraska–Lincoln" with an en dash, "B.S. in Agronomy,
  minor in Agricultural Economics", certifications and licences with issuers and an expiry, skills
  as two columns of bullets separated by a tab (commas inside parentheses; the truth reads the
  left column down, then the right), languages. A farm
  operations manager near Grand Island, NE.

Truth conventions as in batches 5–17: date_text as printed (LaTeX "--" printed as "–"; ASCII hyphens
kept where the writer typed them), the work entry's location where printed, education score where a
grade or honour is printed ("3.85/4.00", "summa cum laude"), certificate names without issuer,
state, number, year or expiry, every listed skill as printed (commas inside parentheses do not
split), spoken languages only, with their fluency as printed. "Spring 2013" runs 2013-03 to 2013-05
and "Summer 2017" 2017-06 to 2017-08. A name printed in capitals is given in title case. A title's
own parenthesis ("Service Plumber (Journeyman)", "... (part-time)") and its own comma
("Registrar, Collections & Exhibitions", "Coordinator, Payroll & Benefits") are part of the
position; an employer's ", Inc." is part of its name. Two titles at one employer are two work
entries; a graduate research assistantship, an internship, a part-time job and work on a family farm
are work entries; exhibitions and loans, presentations and affiliations are not. "(online)" after
a school is not part of its name; "Emphasis in hydrogeology" and a thesis title are not the area
("M.S. in Geology" has area "Geology"); "Technical Certificate, Plumbing Technology" is study_type
"Technical Certificate" with area "Plumbing Technology". A street address is not kept (the truth
location is city and region). A LinkedIn address is a profile, its URL the link target where there
is one (y3, y4, y5), else the printed address with "https://" (y2).

No installs were needed on the machine that wrote this batch; the tools are those of batch 17:
`pip install python-docx`, `apt-get install chromium fonts-liberation fonts-crosextra-carlito
libreoffice-writer-nogui poppler-utils texlive-latex-base texlive-latex-recommended
texlive-fonts-recommended texlive-latex-extra`.
Run from this folder: python3 render_batch18.py
"""
import os
from xml.sax.saxutils import escape

from holdout_render import (work_truth, FILES, bottom_border, check_pages, chromium_pdf, dates, libreoffice_pdf, linkedin,
                            lo_page_count, new_docx, oxml_element, pdf_pages, pdflatex, tex, write_text,
                            write_truth)


def grouped_work(groups):
    """Truth work entries from (employer, place, [(title, date text, date span, bullets)]) groups."""
    return [{"position": title, "name": employer, "location": place, "dates": dates(*span, text=when)}
            for employer, place, roles in groups for title, when, span, _ in roles]


# ---- y1: journeyman plumber, plain text ------------------------------------------------------------
Y1_GROUPS = [
    ("Three Rivers Plumbing & Drain", "Fort Wayne, IN", [
        ("Service Plumber (Journeyman)", "12/2017 - Present", ("2017-12", None, True),
         ["Run 5-7 residential and light commercial service calls a day across Allen and Whitley counties",
          "Diagnose and repair leaks, drain stoppages, water heaters, sump and ejector pumps and gas lines",
          "Test and repair 150+ backflow assemblies a year and file the test reports with the water utility",
          "Quote repairs at the door with flat-rate pricing; average ticket up from $410 to $585 since 2020",
          "Ride along with and train first- and second-year apprentices"]),
        ("Plumbing Apprentice", "03/2013 - 11/2017", ("2013-03", "2017-11"),
         ["Roughed in and set fixtures on 40+ new homes a year for two production builders",
          "Soldered copper, crimped and expanded PEX, glued PVC/ABS drain lines, ran black iron and CSST gas",
          "Finished the 4-year apprenticeship and passed the journeyman exam on the first try (2017)"]),
    ]),
    ("Hoosier Mechanical Contractors, Inc.", "New Haven, IN", [
        ("Plumber's Helper", "2011 - 2013", ("2011", "2013"),
         ["Helped plumbers on school and hospital renovations: hauled material, dug trenches, cored and hung pipe",
          "Kept the job trailer's material counts and cleaned up the work area every day"]),
    ]),
    ("Hartley's Home Center", "Fort Wayne, IN", [
        ("Plumbing Department Associate (part-time)", "2009 - 2011", ("2009", "2011"),
         ["Helped customers find repair parts and cut and threaded pipe to length at the counter"]),
    ]),
]
Y1_CERTS = [("Journeyman Plumber License", "State of Indiana, Lic. #PJ21400387, exp. 07/2026"),
            ("ASSE 5110 Backflow Prevention Assembly Tester", "ASSE International, 2019"),
            ("Medical Gas Installer (ASSE 6010)", "ASSE International, 2021"),
            ("OSHA 10-Hour Construction", "2014")]
Y1_SKILLS = ["Service and repair, residential and light commercial", "Water heaters (tank, tankless, power vent)",
             "Rough-in and finish for new construction", "Drain cleaning and sewer camera inspection",
             "Backflow testing and repair", "Gas piping (black iron, CSST)", "Copper, PEX, PVC/ABS and cast iron",
             "Reading blueprints and the Indiana Plumbing Code", "Flat-rate pricing and customer service"]


def underline(text):
    return f"{text}\n{'-' * len(text)}"


def y1_plumber_text():
    blocks = []
    for employer, place, roles in Y1_GROUPS:
        lines = [f"{employer}  |  {place}", ""]
        for title, when, _, bullets in roles:
            lines.append(f"  {title}  |  {when}")
            lines += [f"    - {b}" for b in bullets]
        blocks.append("\n".join(lines))
    certs = "\n".join(f"- {name}, {rest}" if name.startswith("Journeyman") else f"- {name} - {rest}"
                      for name, rest in Y1_CERTS)
    skills = "\n".join(f"- {s}" for s in Y1_SKILLS)
    text = f"""TRAVIS L. KETTLEMAN
Licensed Journeyman Plumber

4417 Brookwood Dr.
Fort Wayne, IN 46815
Cell: 260-555-0183
Email: tkettleman.plumbing@example.net


{underline("SUMMARY")}
Journeyman plumber with 12 years in the trade: service and repair, remodels and new construction,
mostly residential with some light commercial. Licensed in Indiana, certified backflow tester and
med gas installer. Clean driving record, own hand tools, and I take my turn on the after-hours
call rotation. Looking for a lead service plumber or foreman position.


{underline("LICENSES & CERTIFICATIONS")}
{certs}


{underline("WORK EXPERIENCE")}

{(chr(10) + chr(10)).join(blocks)}


{underline("EDUCATION")}
Ivy Tech Community College, Fort Wayne, IN
Technical Certificate, Plumbing Technology - 2016
(evening related-instruction classes taken during my apprenticeship)

Northrop High School, Fort Wayne, IN
High School Diploma - 2009


{underline("SKILLS")}
{skills}
"""
    name = "y1-travis-kettleman"
    write_text(name + ".txt", text)
    write_truth(name, {
        "basics": {"name": "Travis L. Kettleman", "label": "Licensed Journeyman Plumber",
                   "email": "tkettleman.plumbing@example.net", "phone": "260-555-0183",
                   "location": {"city": "Fort Wayne", "region": "IN"}},
        "work": grouped_work(Y1_GROUPS),
        "education": [
            {"institution": "Ivy Tech Community College", "study_type": "Technical Certificate",
             "area": "Plumbing Technology", "dates": dates(None, "2016", text="2016")},
            {"institution": "Northrop High School", "study_type": "High School Diploma",
             "dates": dates(None, "2009", text="2009")}],
        "skills": [{"name": s} for s in Y1_SKILLS],
        "certificates": [{"name": n} for n, _ in Y1_CERTS],
    })


# ---- y2: payroll specialist, DOCX with a certifications table --------------------------------------
Y2_JOBS = [
    ("Senior Payroll Specialist", "Heartland Mutual Insurance Group", "West Des Moines, IA", "Sept 2019 – Present",
     ("2019-09", None, True),
     ["Process bi-weekly and semi-monthly payroll for 2,300 employees in 14 states in UKG Pro (about $6.8M a "
      "cycle).",
      "Reconcile payroll to the general ledger every period and prepare quarterly 941, state withholding and "
      "SUI filings with our tax vendor.",
      "Own year-end: W-2 and W-2c review, third-party sick pay, and fringe benefit and imputed income entries.",
      "Led the payroll side of the 2022 move from ADP Workforce Now to UKG Pro; three parallel cycles matched "
      "to the penny.",
      "Answer 40-60 employee payroll tickets a week; wrote the team's garnishment and multi-state withholding "
      "procedures."]),
    ("Coordinator, Payroll & Benefits", "Prairie Lakes Health System", "Des Moines, IA", "June 2015 – Aug 2019",
     ("2015-06", "2019-08"),
     ["Ran weekly and bi-weekly payroll for 1,100 hospital and clinic staff, including shift differentials, "
      "on-call pay and overtime.",
      "Enrolled new hires and processed life events in the health, dental, 403(b) and FSA plans; reconciled "
      "carrier invoices monthly.",
      "Tracked FMLA and short-term disability leaves with the benefits manager and our third-party "
      "administrator."]),
    ("Accounts Payable Clerk", "Raccoon River Foods, Inc.", "Ankeny, IA", "2012 – 2015", ("2012", "2015"),
     ["Entered and matched 600+ vendor invoices a month in Microsoft Dynamics GP and ran the weekly check and "
      "ACH run.",
      "Helped the payroll clerk with time-card edits for 180 hourly plant workers, which is how I got into "
      "payroll."]),
]
Y2_CERTS = [("Certified Payroll Professional (CPP)", "PayrollOrg", "2021"),
            ("Fundamental Payroll Certification (FPC)", "American Payroll Association", "2016"),
            ("SHRM Certified Professional (SHRM-CP)", "Society for Human Resource Management", "2020")]
Y2_SKILL_LINES = [
    ("Payroll", ["Multi-state payroll", "Garnishments and levies", "Payroll tax filings (941, 940, W-2)",
                 "GL reconciliation", "Year-end processing"]),
    ("Benefits", ["Open enrollment", "COBRA", "401(k) and 403(b) administration", "FMLA and leave tracking"]),
    ("Systems", ["UKG Pro", "ADP Workforce Now", "Paylocity", "Microsoft Dynamics GP",
                 "Excel (pivot tables, XLOOKUP)"]),
]


def shade(cell, fill):
    cell._tc.get_or_add_tcPr().append(oxml_element("w:shd", val="clear", color="auto", fill=fill))


def y2_payroll_docx():
    from docx.enum.table import WD_TABLE_ALIGNMENT
    from docx.enum.text import WD_TAB_ALIGNMENT
    from docx.shared import Inches, Pt, RGBColor

    plum = RGBColor(0x4A, 0x23, 0x5A)
    document = new_docx(author="Yolanda Figueroa", title="Resume", page=(Inches(8.5), Inches(11)),
                        margins=(Inches(0.75), Inches(0.5)), font="Calibri", size=10, space_after=2)
    document.styles["Normal"].paragraph_format.line_spacing = 1.0
    right = Inches(7.0)

    p = document.add_paragraph()
    r = p.add_run("Yolanda M. Figueroa"); r.bold = True; r.font.size = Pt(22); r.font.color.rgb = plum
    p.paragraph_format.space_after = Pt(0)
    p = document.add_paragraph()
    r = p.add_run("Senior Payroll Specialist | Multi-State Payroll & Benefits"); r.font.size = Pt(12)
    p.paragraph_format.space_after = Pt(1)
    p = document.add_paragraph("Des Moines, IA 50310  •  (515) 555-0146  •  yolanda.figueroa@example.com  •  "
                               "linkedin.com/in/yolanda-figueroa-cpp")
    p.paragraph_format.space_after = Pt(4)
    bottom_border(p, color="4A235A", size="10")

    def heading(text):
        h = document.add_paragraph()
        h.paragraph_format.space_before = Pt(8); h.paragraph_format.space_after = Pt(2)
        h.paragraph_format.keep_with_next = True
        r = h.add_run(text); r.bold = True; r.font.size = Pt(11.5); r.font.color.rgb = plum

    def bullet(text):
        b = document.add_paragraph("•\t" + text)
        b.paragraph_format.left_indent = Inches(0.25)
        b.paragraph_format.first_line_indent = Inches(-0.18)
        b.paragraph_format.tab_stops.add_tab_stop(Inches(0.25), WD_TAB_ALIGNMENT.LEFT)
        b.paragraph_format.space_after = Pt(1)

    def tabbed(left, when, italic=False, bold=False, before=0):
        p = document.add_paragraph()
        p.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
        p.paragraph_format.space_before = Pt(before); p.paragraph_format.space_after = Pt(1)
        p.paragraph_format.keep_with_next = True
        r = p.add_run(left); r.italic = italic; r.bold = bold
        p.add_run("\t" + when)

    heading("SUMMARY")
    document.add_paragraph(
        "Payroll professional (CPP) with ten years in payroll and benefits for insurance, healthcare and food "
        "manufacturing employers. I run accurate multi-state payroll on time, keep the ledger reconciled and "
        "explain a paycheck so employees understand it. Comfortable leading a system conversion and the year-end "
        "rush.")

    heading("PROFESSIONAL EXPERIENCE")
    for i, (title, company, place, when, _, items) in enumerate(Y2_JOBS):
        p = document.add_paragraph()
        p.paragraph_format.space_before = Pt(5 if i else 0); p.paragraph_format.space_after = Pt(0)
        p.paragraph_format.keep_with_next = True
        p.add_run(company).bold = True
        p.add_run(", " + place)
        tabbed(title, when, italic=True)
        for item in items:
            bullet(item)

    heading("EDUCATION")
    tabbed("Bachelor of Science in Human Resource Management", "2018", bold=True)
    document.add_paragraph("Upper Iowa University (online)").paragraph_format.space_after = Pt(3)
    tabbed("Associate of Applied Science in Accounting", "May 2012", bold=True)
    document.add_paragraph("Des Moines Area Community College, Ankeny, IA  •  GPA 3.85/4.00")

    heading("CERTIFICATIONS")
    table = document.add_table(rows=1, cols=3)
    table.style = "Table Grid"
    table.alignment = WD_TABLE_ALIGNMENT.LEFT
    widths = (Inches(3.3), Inches(2.9), Inches(0.8))
    for column, width in zip(table.columns, widths):  # the table grid, which LibreOffice lays out by
        column.width = width
    for cell, text, width in zip(table.rows[0].cells, ("Certification", "Issued by", "Year"), widths):
        cell.width = width
        shade(cell, "E8DDEE")
        cell.paragraphs[0].add_run(text).bold = True
    for cert, issuer, year in Y2_CERTS:
        row = table.add_row()
        for cell, text, width in zip(row.cells, (cert, issuer, year), widths):
            cell.width = width
            cell.paragraphs[0].add_run(text)
            cell.paragraphs[0].paragraph_format.space_after = Pt(1)

    heading("SKILLS")
    for label, items in Y2_SKILL_LINES:
        p = document.add_paragraph()
        p.add_run(label + ": ").bold = True
        p.add_run(", ".join(items))

    heading("LANGUAGES")
    document.add_paragraph("English (native)  •  Spanish (professional working proficiency)")

    name = "y2-yolanda-figueroa"
    path = os.path.join(FILES, name + ".docx")
    document.save(path)
    check_pages(name, lo_page_count(path, name), 1)
    write_truth(name, {
        "basics": {"name": "Yolanda M. Figueroa", "label": "Senior Payroll Specialist | Multi-State Payroll & Benefits",
                   "email": "yolanda.figueroa@example.com", "phone": "(515) 555-0146",
                   "location": {"city": "Des Moines", "region": "IA"},
                   "profiles": [linkedin("yolanda-figueroa-cpp", www=False)]},
        "work": work_truth(Y2_JOBS),
        "education": [
            {"institution": "Upper Iowa University", "study_type": "Bachelor of Science",
             "area": "Human Resource Management", "dates": dates(None, "2018", text="2018")},
            {"institution": "Des Moines Area Community College", "study_type": "Associate of Applied Science",
             "area": "Accounting", "score": "3.85/4.00", "dates": dates(None, "2012-05", text="May 2012")}],
        "skills": [{"name": s} for _, items in Y2_SKILL_LINES for s in items],
        "certificates": [{"name": c} for c, _, _ in Y2_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Spanish", "fluency": "professional working proficiency"}],
    })


# ---- y3: hydrogeologist, pdflatex (Bookman), two pages ---------------------------------------------
Y3_JOBS = [
    ("Senior Hydrogeologist", "Cascadia Earth & Water Consultants", "Olympia, WA", "Oct 2019 – present",
     ("2019-10", None, True),
     ["Project hydrogeologist for 12–15 active cleanup sites under the Washington Model Toxics Control Act "
      "(MTCA), most of them petroleum and chlorinated-solvent releases.",
      "Design and run remedial investigations: monitoring-well networks, soil and groundwater sampling plans, "
      "slug and pumping tests.",
      "Build groundwater flow and transport models (MODFLOW 6, MT3D-USGS) to size pump-and-treat and in-situ "
      "treatment systems.",
      "Write remedial investigation/feasibility study reports and cleanup action plans, and stamp them as the "
      "licensed hydrogeologist.",
      "Supervise three staff geologists and two field technicians; manage project budgets from $40,000 to "
      "$1.2 million."]),
    ("Hydrogeologist II", "Puget Lowlands Water Resources District", "Tacoma, WA", "Jan. 2015 – Sept. 2019",
     ("2015-01", "2019-09"),
     ["Reviewed well-construction reports and water-right applications for 30+ public water systems a year.",
      "Ran the district's 85-well ambient groundwater monitoring network and published the annual "
      "groundwater-level report.",
      "Delineated wellhead protection areas for 14 municipal supply wells with capture-zone modeling.",
      "Technical lead for the district's 2017 PFAS sampling of public supply wells; briefed the board and two "
      "city councils on the results."]),
    ("Environmental Scientist", "Ridgeline Environmental Services, Inc.", "Portland, OR", "2012 – 2014",
     ("2012", "2014"),
     ["Logged soil borings, installed and developed monitoring wells and sampled groundwater at fuel-station and "
      "dry-cleaner sites.",
      "Wrote Phase I and Phase II environmental site assessments for lenders, buyers and the Oregon DEQ "
      "voluntary cleanup program."]),
    ("Graduate Research Assistant", "Oregon State University", "Corvallis, OR", "2010 – 2012", ("2010", "2012"),
     ["Ran tracer, seepage-meter and temperature studies of stream--aquifer exchange on the lower Santiam River "
      "for my thesis.",
      "Taught two lab sections of introductory geology each term."]),
]
Y3_CERTS = [("Licensed Hydrogeologist (LHG)", "Washington State Department of Licensing, No. 2987, 2018"),
            ("Licensed Geologist (LG)", "Washington State Department of Licensing, 2016"),
            ("Certified Erosion and Sediment Control Lead (CESCL)", "Washington State Department of Ecology, 2020"),
            ("40-Hour HAZWOPER Training", "OSHA 29 CFR 1910.120, 2012 (8-hour refresher current through 04/2026)")]
Y3_SKILL_LINES = [
    ("Field", ["Drilling oversight and soil logging (USCS)", "Monitoring well design and installation",
               "Low-flow groundwater sampling", "Aquifer testing", "LNAPL assessment"]),
    ("Modeling and data", ["MODFLOW 6", "MT3D-USGS", "Groundwater Vistas", "AQTESOLV", "ArcGIS Pro",
                           "Python (pandas, flopy)", "EQuIS"]),
    ("Regulatory", ["MTCA", "CERCLA", "RCRA corrective action", "Wellhead protection programs"]),
]


def y3_hydrogeologist_pdflatex():
    jobs = []
    for title, company, place, when, _, items in Y3_JOBS:
        lis = "\n".join(f"  \\item {tex(b)}" for b in items)
        jobs.append(f"\\job{{{tex(title)}}}{{{tex(when)}}}{{{tex(company)}}}{{{place}}}\n"
                    f"\\begin{{itemize}}\n{lis}\n\\end{{itemize}}")
    certs = "\n".join(f"  \\item \\textbf{{{tex(c)}}}, {tex(rest).replace('No. ', 'No.~')}" for c, rest in Y3_CERTS)
    skills = "\n".join(f"\\textbf{{{label}:}} {tex(', '.join(items))}\\par" for label, items in Y3_SKILL_LINES)
    source = r"""\documentclass[11pt,letterpaper]{article}
\usepackage[T1]{fontenc}
\usepackage[utf8]{inputenc}
\usepackage{bookman}
\usepackage[margin=0.75in,top=0.6in,bottom=0.8in]{geometry}
\usepackage{titlesec}
\usepackage{enumitem}
\usepackage{xcolor}
\usepackage{fancyhdr}
\usepackage[hidelinks]{hyperref}
\setlength{\parindent}{0pt}
\definecolor{earth}{HTML}{5B4A2E}
\pagestyle{fancy}
\fancyhf{}
\renewcommand{\headrulewidth}{0pt}
\cfoot{\footnotesize\color{gray} Eamon P. Gallagher --- Page \thepage}
\titleformat{\section}{\color{earth}\large\bfseries}{}{0pt}{}[{\color{earth}\titlerule[0.8pt]}]
\titlespacing*{\section}{0pt}{9pt}{4pt}
\setlist[itemize]{leftmargin=15pt,topsep=2pt,itemsep=1pt,parsep=0pt}
\newcommand{\job}[4]{\par\medskip\textbf{#1}\hfill #2\par{\small #3 \,|\, #4}\par}
\begin{document}
\thispagestyle{fancy}
\begin{center}
{\fontsize{21}{25}\selectfont\bfseries Eamon P. Gallagher}\\[4pt]
{\large Licensed Hydrogeologist | Groundwater \& Site Remediation}\\[4pt]
Olympia, WA 98502 \textperiodcentered{} 360-555-0119 \textperiodcentered{}
\href{mailto:eamon.gallagher@example.org}{eamon.gallagher@example.org} \textperiodcentered{}
\href{https://www.linkedin.com/in/eamongallagher-lhg}{linkedin.com/in/eamongallagher-lhg}
\end{center}

\section*{Profile}
Hydrogeologist with twelve years in environmental consulting and public water resources in Washington and
Oregon. I plan and run site investigations, build groundwater models that answer the cleanup question, and
write reports that regulators accept the first time. Licensed hydrogeologist in Washington since 2018.

\section*{Professional Experience}
""" + "\n\n".join(jobs) + r"""

\section*{Education}
\textbf{M.S. in Geology}\hfill 2012\\
Oregon State University, Corvallis, OR\\
{\small Emphasis in hydrogeology. Thesis: \textit{Seasonal stream--aquifer exchange along the lower Santiam
River, Oregon.}}\par\smallskip
\textbf{B.S. in Environmental Science}, summa cum laude\hfill May 2010\\
University of Montana, Missoula, MT\par

\section*{Licenses \& Certifications}
\begin{itemize}
""" + certs + r"""
\end{itemize}

\section*{Technical Skills}
""" + skills + r"""

\section*{Selected Presentations}
\begin{itemize}
  \item ``Capture zones that hold up: wellhead protection for small utilities,'' Washington Hydrogeology
  Symposium, Tacoma, 2019.
  \item ``Stream--aquifer exchange in a managed river,'' Geological Society of America Cordilleran Section,
  2012.
\end{itemize}

\section*{Professional Affiliations}
National Ground Water Association (NGWA), member since 2011 \textperiodcentered{} Washington Hydrogeology
Symposium planning committee, 2021 -- present

\section*{Languages}
English (native), Irish (conversational), Spanish (basic)
\end{document}
"""
    name = "y3-eamon-gallagher"
    pdflatex(source, name)
    check_pages(name, pdf_pages(os.path.join(FILES, name + ".pdf")), 2)
    write_truth(name, {
        "basics": {"name": "Eamon P. Gallagher", "label": "Licensed Hydrogeologist | Groundwater & Site Remediation",
                   "email": "eamon.gallagher@example.org", "phone": "360-555-0119",
                   "location": {"city": "Olympia", "region": "WA"}, "profiles": [linkedin("eamongallagher-lhg")]},
        "work": work_truth(Y3_JOBS),
        "education": [
            {"institution": "Oregon State University", "study_type": "M.S.", "area": "Geology",
             "dates": dates(None, "2012", text="2012")},
            {"institution": "University of Montana", "study_type": "B.S.", "area": "Environmental Science",
             "score": "summa cum laude", "dates": dates(None, "2010-05", text="May 2010")}],
        "skills": [{"name": s} for _, items in Y3_SKILL_LINES for s in items],
        "certificates": [{"name": c} for c, _ in Y3_CERTS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Irish", "fluency": "conversational"},
                      {"language": "Spanish", "fluency": "basic"}],
    })


# ---- y4: museum registrar, Chromium page with a right sidebar --------------------------------------
Y4_JOBS = [
    ("Registrar, Collections & Exhibitions", "James River Museum of Art", "Richmond, VA", "Mar 2020 – Present",
     ("2020-03", None, True),
     ["Manage registration for a 28,000-object collection of American painting, decorative arts and "
      "photography.",
      "Coordinate 20–25 incoming and outgoing loans a year: contracts, insurance certificates, crating, couriers "
      "and condition reports.",
      "Led the 2023 move from PastPerfect to TMS; migrated 31,000 object records and 40,000 images with no data "
      "loss.",
      "Wrote the collections emergency plan and trained 18 staff and volunteers in salvage."]),
    ("Associate Registrar", "Chesapeake Maritime Museum", "Norfolk, VA", "2016–2020", ("2016", "2020"),
     ["Ran a three-year wall-to-wall inventory; catalogued and photographed 6,500 objects.",
      "Arranged packing, shipping and installation for two traveling exhibitions at six venues."]),
    ("Collections Assistant", "Shenandoah Valley Heritage Center", "Winchester, VA", "2014 – 2016",
     ("2014", "2016"),
     ["Rehoused 1,200 textiles and 90 linear feet of archives in archival materials; ran the pest-monitoring "
      "program."]),
    ("Curatorial Intern", "Capital Area Historical Society", "Washington, DC", "Spring 2013", ("2013-03", "2013-05"),
     ["Researched and wrote object labels for an exhibition on nineteenth-century Washington neighborhoods."]),
]
Y4_SKILL_GROUPS = [
    ("Registration", ["Loans and contracts", "Condition reporting", "Accessioning and deaccessioning",
                      "Fine art shipping and couriering", "Insurance and indemnity"]),
    ("Collections care", ["Integrated pest management (IPM)", "Environmental monitoring", "Art handling",
                          "Textile rehousing"]),
    ("Systems", ["TMS (The Museum System)", "PastPerfect", "Adobe Lightroom", "Microsoft Excel"]),
]
Y4_CERTS = [("Collections Care Certificate", "Northern States Conservation Center", "2017"),
            ("Emergency Salvage of Collections", "Virginia Association of Museums", "2019")]
Y4_LANGUAGES = [("Arabic", "Fluent"), ("French", "B1")]


def y4_registrar_chromium():
    jobs = []
    for title, company, place, when, _, items in Y4_JOBS:
        lis = "".join(f"<li>{escape(b)}</li>" for b in items)
        jobs.append(f'<div class="job"><div class="row"><h3>{escape(title)}</h3><span class="when">{escape(when)}'
                    f'</span></div><div class="org">{escape(company)} · {escape(place)}</div><ul>{lis}</ul></div>')
    skills = "".join(f'<p class="grp"><b>{escape(label)}:</b> {escape(", ".join(items))}</p>'
                     for label, items in Y4_SKILL_GROUPS)
    certs = "".join(f"<p><b>{escape(c)}</b><br>{escape(who)}, {when}</p>" for c, who, when in Y4_CERTS)
    langs = "".join(f"<p>{escape(l)} — {escape(level)}</p>" for l, level in Y4_LANGUAGES)
    html = f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Noor Al-Sayegh — Resume</title>
<style>
@page {{ size: Letter; margin: 0; }}
* {{ box-sizing: border-box; -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
html {{ background: linear-gradient(to right, #fff 66%, #f3ece6 66%); }}
body {{ margin: 0; font: 9.6pt/1.4 "Liberation Serif", "Times New Roman", serif; color: #2b2622; }}
header {{ background: #6d2e46; color: #fff; padding: 0.42in 0.55in 0.3in; }}
header h1 {{ margin: 0; font: 700 25pt/1.1 "Liberation Sans", Arial, sans-serif; letter-spacing: 0.5pt; }}
header .label {{ margin-top: 4pt; font: 11pt "Liberation Sans", Arial, sans-serif; color: #f1dfe6; }}
.cols {{ display: flex; }}
main {{ width: 66%; padding: 0.28in 0.3in 0.3in 0.55in; }}
aside {{ width: 34%; background: #f3ece6; padding: 0.28in 0.45in 0.3in 0.25in; font-size: 9.2pt; }}
h2 {{ font: 700 10.5pt "Liberation Sans", Arial, sans-serif; text-transform: uppercase; letter-spacing: 1pt;
      color: #6d2e46; margin: 12pt 0 5pt; padding-bottom: 2pt; border-bottom: 1pt solid #c9a9b6; }}
main h2:first-child, aside h2:first-child {{ margin-top: 0; }}
p {{ margin: 0 0 4pt; }}
.job {{ margin-bottom: 8pt; }}
.row {{ display: flex; justify-content: space-between; align-items: baseline; gap: 8pt; }}
.row h3 {{ margin: 0; font: 700 10.3pt "Liberation Sans", Arial, sans-serif; }}
.when {{ white-space: nowrap; font-size: 9.2pt; color: #5f5650; }}
.org {{ font-style: italic; color: #6d2e46; margin: 1pt 0 2pt; }}
ul {{ margin: 0; padding-left: 13pt; }}
li {{ margin-bottom: 1.5pt; }}
aside a {{ color: inherit; text-decoration: none; }}
.grp {{ margin-bottom: 5pt; }}
</style></head>
<body>
<header>
  <h1>Noor Al-Sayegh</h1>
  <div class="label">Museum Registrar | Collections Management &amp; Exhibitions</div>
</header>
<div class="cols">
<main>
  <h2>Profile</h2>
  <p>Registrar with eleven years in art, history and maritime museums. I keep objects safe and paperwork
  airtight, whether an object is going across the hall or across the Atlantic, and I like making collections
  data easier for curators and the public to use.</p>
  <h2>Experience</h2>
  {"".join(jobs)}
  <h2>Selected Exhibitions &amp; Loans</h2>
  <ul>
    <li><i>Tidewater Modern: Virginia Artists 1945–1975</i>, James River Museum of Art, 2024 (62 loans from 19
    lenders)</li>
    <li>Outgoing loan of 14 works to <i>American Still Life</i>, three U.S. venues, 2022–2023 (courier)</li>
    <li><i>Ships of the Bay</i> traveling exhibition, Chesapeake Maritime Museum, 2018–2019</li>
  </ul>
  <h2>Professional Activities</h2>
  <p>Registrars Committee of the American Alliance of Museums, member since 2015; Virginia Association of
  Museums conference session chair, 2022.</p>
</main>
<aside>
  <h2>Contact</h2>
  <p>Richmond, VA 23220</p>
  <p>(804) 555-0177</p>
  <p><a href="mailto:noor.alsayegh@example.com">noor.alsayegh@example.com</a></p>
  <p><a href="https://www.linkedin.com/in/noor-alsayegh">linkedin.com/in/noor-alsayegh</a></p>
  <h2>Education</h2>
  <p><b>M.A., Museum Studies</b><br>The George Washington University<br>2014</p>
  <p><b>B.A., Art History</b><br>University of Virginia<br>2012</p>
  <h2>Skills</h2>
  {skills}
  <h2>Certifications</h2>
  {certs}
  <h2>Languages</h2>
  <p>English — Native</p>
  {langs}
</aside>
</div>
</body></html>
"""
    name = "y4-noor-al-sayegh"
    chromium_pdf(html, name, pages=1)
    write_truth(name, {
        "basics": {"name": "Noor Al-Sayegh", "label": "Museum Registrar | Collections Management & Exhibitions",
                   "email": "noor.alsayegh@example.com", "phone": "(804) 555-0177",
                   "location": {"city": "Richmond", "region": "VA"}, "profiles": [linkedin("noor-alsayegh")]},
        "work": work_truth(Y4_JOBS),
        "education": [
            {"institution": "The George Washington University", "study_type": "M.A.", "area": "Museum Studies",
             "dates": dates(None, "2014", text="2014")},
            {"institution": "University of Virginia", "study_type": "B.A.", "area": "Art History",
             "dates": dates(None, "2012", text="2012")}],
        "skills": [{"name": s} for _, items in Y4_SKILL_GROUPS for s in items],
        "certificates": [{"name": c} for c, _, _ in Y4_CERTS],
        "languages": [{"language": "English", "fluency": "Native"}] +
                     [{"language": l, "fluency": level} for l, level in Y4_LANGUAGES],
    })


# ---- y5: associate planner, Word "Web Page, Filtered" HTML in windows-1252 ------------------------
Y5_JOBS = [
    ("Associate Planner", "Cache la Poudre County", "Fort Collins, CO", "September 2021 – Present",
     ("2021-09", None, True),
     ["Review site plans, subdivisions, rezonings and special-use permits against the county land use code; "
      "carry 25–30 active cases.",
      "Write staff reports and present recommendations to the Planning Commission and the Board of County "
      "Commissioners at public hearings.",
      "Project manager for the 2024 Rural Land Use Code update: 14 community meetings, an online survey with "
      "1,900 responses and a new accessory dwelling unit section.",
      "Answer zoning questions from residents, builders and surveyors at the counter, by phone and by email."]),
    ("Planning Technician", "Front Range Council of Governments", "Denver, CO", "May 2018 – August 2021",
     ("2018-05", "2021-08"),
     ["Maintained the regional land use, zoning and transportation GIS layers for 22 member cities and counties.",
      "Built the web maps and dashboard for the 2020 regional housing needs assessment in ArcGIS Online.",
      "Helped write the application for a $450,000 state planning grant for transit-oriented development."]),
    ("GIS Intern", "Poudre Valley Transit", "Fort Collins, CO", "Summer 2017", ("2017-06", "2017-08"),
     ["Mapped amenities and ADA access at 310 bus stops with ArcGIS Collector and wrote the summary report."]),
]
Y5_CERTS = [("AICP Certified Planner", "American Planning Association, 2023"),
            ("ArcGIS Pro Associate", "Esri, 2020")]
Y5_SKILLS = ["Zoning and land use code administration", "Development review", "Comprehensive and long-range planning",
             "Public engagement and facilitation", "Staff reports and public hearings",
             "ArcGIS Pro and ArcGIS Online", "AutoCAD (basic)", "Adobe InDesign", "Microsoft Office"]


def word_wrap(paragraph):
    """Wraps one paragraph of HTML source at spaces before column 80, as Word writes its HTML (a break
    may fall inside a tag, between attributes; never inside the quoted font name)."""
    import textwrap
    keep = paragraph.replace('"Times New Roman"', '"Times\x00New\x00Roman"')
    lines = textwrap.wrap(keep, 80, break_long_words=False, break_on_hyphens=False)
    return "\n".join(lines).replace("\x00", " ")


def word_html_bullets(items):
    """List paragraphs as Word's filtered HTML writes them: a Symbol-font bullet, a 7pt run of spaces."""
    out = []
    for i, item in enumerate(items):
        cls = ("MsoListParagraphCxSpFirst" if i == 0 else
               "MsoListParagraphCxSpLast" if i == len(items) - 1 else "MsoListParagraphCxSpMiddle")
        if len(items) == 1:
            cls = "MsoListParagraph"
        out.append(word_wrap(f"<p class={cls} style='margin-left:.3in;text-indent:-.2in'><span "
                             f"style='font-family:Symbol'>·<span style='font:7.0pt \"Times New Roman\"'>"
                             f"&nbsp;&nbsp;&nbsp;&nbsp; </span></span>{escape(item)}</p>"))
    return "\n\n".join(out)


def word_tab(left_html, right_text, pad):
    """A paragraph whose right-aligned tab stop Word wrote out as a run of non-breaking spaces."""
    return word_wrap(f"<p class=MsoNormal style='margin-top:6.0pt'>{left_html}<span>"
                     + "&nbsp;" * pad + f" </span>{escape(right_text)}</p>")


def y5_planner_word_html():
    jobs = []
    for title, company, place, when, _, items in Y5_JOBS:
        pad = max(8, 118 - 2 * (len(title) + len(when)))
        jobs.append(word_tab(f"<b>{escape(title)}</b>", when, pad) + "\n\n"
                    + f"<p class=MsoNormal><i>{escape(company)}, {escape(place)}</i></p>\n\n"
                    + word_html_bullets(items))
    certs = word_html_bullets([f"{c} – {rest}" for c, rest in Y5_CERTS])
    skills = word_html_bullets(Y5_SKILLS)
    html = f"""<html>

<head>
<meta http-equiv=Content-Type content="text/html; charset=windows-1252">
<meta name=Generator content="Microsoft Word 15 (filtered)">
<title>Priya Venkataraman Resume</title>
<style>
<!--
 /* Font Definitions */
 @font-face
	{{font-family:"Cambria Math";
	panose-1:2 4 5 3 5 4 6 3 2 4;}}
@font-face
	{{font-family:Calibri;
	panose-1:2 15 5 2 2 2 4 3 2 4;}}
@font-face
	{{font-family:"Calibri Light";
	panose-1:2 15 3 2 2 2 4 3 2 4;}}
 /* Style Definitions */
 p.MsoNormal, li.MsoNormal, div.MsoNormal
	{{margin:0in;
	font-size:10.5pt;
	font-family:"Calibri",sans-serif;}}
h1
	{{margin-top:12.0pt;
	margin-right:0in;
	margin-bottom:3.0pt;
	margin-left:0in;
	page-break-after:avoid;
	border:none;
	padding:0in;
	font-size:12.0pt;
	font-family:"Calibri Light",sans-serif;
	color:#1F4E79;
	letter-spacing:1.0pt;
	font-weight:normal;}}
p.MsoTitle, li.MsoTitle, div.MsoTitle
	{{margin:0in;
	font-size:26.0pt;
	font-family:"Calibri Light",sans-serif;
	letter-spacing:-.5pt;}}
p.MsoSubtitle, li.MsoSubtitle, div.MsoSubtitle
	{{margin-top:0in;
	margin-right:0in;
	margin-bottom:4.0pt;
	margin-left:0in;
	font-size:12.0pt;
	font-family:"Calibri",sans-serif;
	color:#5A5A5A;}}
a:link, span.MsoHyperlink
	{{color:#0563C1;
	text-decoration:underline;}}
p.MsoListParagraph, li.MsoListParagraph, div.MsoListParagraph
	{{margin-top:0in;
	margin-right:0in;
	margin-bottom:0in;
	margin-left:.5in;
	font-size:10.5pt;
	font-family:"Calibri",sans-serif;}}
p.MsoListParagraphCxSpFirst, li.MsoListParagraphCxSpFirst, div.MsoListParagraphCxSpFirst
	{{margin:0in;
	margin-left:.5in;
	font-size:10.5pt;
	font-family:"Calibri",sans-serif;}}
p.MsoListParagraphCxSpMiddle, li.MsoListParagraphCxSpMiddle, div.MsoListParagraphCxSpMiddle
	{{margin:0in;
	margin-left:.5in;
	font-size:10.5pt;
	font-family:"Calibri",sans-serif;}}
p.MsoListParagraphCxSpLast, li.MsoListParagraphCxSpLast, div.MsoListParagraphCxSpLast
	{{margin:0in;
	margin-left:.5in;
	font-size:10.5pt;
	font-family:"Calibri",sans-serif;}}
.MsoChpDefault
	{{font-family:"Calibri",sans-serif;}}
@page WordSection1
	{{size:8.5in 11.0in;
	margin:.7in .8in .7in .8in;}}
div.WordSection1
	{{page:WordSection1;}}
-->
</style>

</head>

<body lang=EN-US link="#0563C1" vlink="#954F72" style='word-wrap:break-word'>

<div class=WordSection1>

<p class=MsoTitle>Priya S. Venkataraman</p>

<p class=MsoSubtitle>Associate Planner</p>

<p class=MsoNormal>Fort Collins, CO 80525 | 970-555-0138 | <a
href="mailto:priya.venkataraman@example.com">priya.venkataraman@example.com</a>
| <a href="https://www.linkedin.com/in/priya-venkataraman-planner">linkedin.com/in/priya-venkataraman-planner</a></p>

<p class=MsoNormal>&nbsp;</p>

<h1>SUMMARY</h1>

<p class=MsoNormal>Land use planner with seven years in county and regional government in Colorado. I move
development applications through review on time, write staff reports that commissioners can act on, and
bring residents into long-range planning with meetings and maps they understand. AICP since 2023.</p>

<h1>EXPERIENCE</h1>

{(chr(10) + chr(10)).join(jobs)}

<h1>EDUCATION</h1>

{word_tab("<b>Master of Urban and Regional Planning (MURP)</b>", "May 2018", 52)}

<p class=MsoNormal><i>University of Colorado Denver, Denver, CO</i></p>

{word_tab("<b>Bachelor of Arts in Geography, minor in Spanish</b>", "2016", 58)}

<p class=MsoNormal><i>Colorado State University, Fort Collins, CO</i></p>

<h1>CERTIFICATIONS</h1>

{certs}

<h1>SKILLS</h1>

{skills}

<h1>LANGUAGES</h1>

<p class=MsoNormal>English (fluent), Tamil (native), Spanish (intermediate)</p>

<p class=MsoNormal>&nbsp;</p>

</div>

</body>

</html>
"""
    name = "y5-priya-venkataraman"
    write_text(name + ".html", html.replace("\n", "\r\n"), encoding="cp1252")
    write_truth(name, {
        "basics": {"name": "Priya S. Venkataraman", "label": "Associate Planner",
                   "email": "priya.venkataraman@example.com", "phone": "970-555-0138",
                   "location": {"city": "Fort Collins", "region": "CO"},
                   "profiles": [linkedin("priya-venkataraman-planner")]},
        "work": work_truth(Y5_JOBS),
        "education": [
            {"institution": "University of Colorado Denver",
             "study_type": "Master of Urban and Regional Planning (MURP)",
             "dates": dates(None, "2018-05", text="May 2018")},
            {"institution": "Colorado State University", "study_type": "Bachelor of Arts", "area": "Geography",
             "dates": dates(None, "2016", text="2016")}],
        "skills": [{"name": s} for s in Y5_SKILLS],
        "certificates": [{"name": c} for c, _ in Y5_CERTS],
        "languages": [{"language": "English", "fluency": "fluent"}, {"language": "Tamil", "fluency": "native"},
                      {"language": "Spanish", "fluency": "intermediate"}],
    })


# ---- y6: farm operations manager, LibreOffice PDF with headings in a left table column ------------
Y6_JOBS = [
    ("Farm Operations Manager", "Platte River Grain & Cattle Co.", "Grand Island, NE", "Feb 2016 – Present",
     ("2016-02", None, True),
     ["Run day-to-day operations on 4,200 irrigated acres of corn and soybeans and a 550-head cow-calf herd for "
      "a family-owned operation.",
      "Supervise 6 full-time and 8–10 seasonal employees; hire, train and schedule planting, spraying and "
      "harvest crews.",
      "Manage a $3.1M operating budget, input purchasing and grain marketing with the owners and our broker.",
      "Brought variable-rate seeding and nitrogen to every pivot in 2019; five-year average corn yield up from "
      "214 to 238 bu/acre with 12% less nitrogen per bushel.",
      "Keep the records for FSA, crop insurance, NRCS EQIP contracts and state chemigation permits."]),
    ("Crop Production Specialist", "Central Plains Cooperative", "Aurora, NE", "March 2011 – January 2016",
     ("2011-03", "2016-01"),
     ["Agronomist for 45 grower accounts (about 60,000 acres): seed, fertility and crop protection "
      "recommendations.",
      "Scouted fields weekly in season, wrote soil-sampling and fertilizer plans, and calibrated the co-op's "
      "floaters and sprayers.",
      "Top seed-sales agronomist in the co-op's east region in 2014 and 2015."]),
    ("Agronomy Research Technician (part-time)", "University of Nebraska–Lincoln", "Lincoln, NE",
     "Aug 2008 – Dec 2010", ("2008-08", "2010-12"),
     ["Planted, sampled and harvested small-plot corn and soybean trials at the East Campus research farm."]),
    ("Farm Hand", "Hutchings Family Farm", "Wood River, NE", "2002 – 2008", ("2002", "2008"),
     ["Field work, irrigation, hog chores and equipment upkeep on our 900-acre grain and hog farm."]),
]
Y6_CERTS = [("Certified Crop Adviser (CCA)", "American Society of Agronomy, 2012"),
            ("Commercial Pesticide Applicator License", "Nebraska Department of Agriculture, exp. 04/2027"),
            ("Chemigation Applicator Certification", "Nebraska Department of Environment and Energy, 2017")]
Y6_SKILL_PAIRS = [
    ("Precision ag (Operations Center, FieldView)", "Grain marketing and contracts"),
    ("Variable-rate seeding and fertility", "Crop insurance and FSA programs"),
    ("Center-pivot irrigation and chemigation", "Budgeting and cost of production"),
    ("Cattle handling and herd health (BQA)", "Hiring and crew supervision"),
    ("Equipment maintenance and repair", "Excel and QuickBooks"),
]


def y6_farm_manager_libreoffice():
    from docx.enum.text import WD_TAB_ALIGNMENT
    from docx.shared import Inches, Pt, RGBColor

    green = RGBColor(0x2F, 0x5D, 0x1E)
    document = new_docx(author="Dale Hutchings", title="Dale Hutchings - Resume", page=(Inches(8.5), Inches(11)),
                        margins=(Inches(0.6), Inches(0.5)), font="Calibri", size=10, space_after=1)
    document.styles["Normal"].paragraph_format.line_spacing = 1.0
    left_w, right_w = Inches(1.45), Inches(5.85)
    content_right = right_w - Inches(0.12)

    p = document.add_paragraph()
    r = p.add_run("DALE R. HUTCHINGS"); r.bold = True; r.font.size = Pt(22); r.font.color.rgb = green
    p.paragraph_format.space_after = Pt(0)
    p = document.add_paragraph()
    r = p.add_run("Farm Operations Manager"); r.font.size = Pt(12.5)
    p.paragraph_format.space_after = Pt(1)
    p = document.add_paragraph("Grand Island, NE 68803   |   (308) 555-0162   |   dale.hutchings@example.com")
    p.paragraph_format.space_after = Pt(6)
    bottom_border(p, color="2F5D1E", size="12")

    table = document.add_table(rows=0, cols=2)
    table.autofit = False
    table.columns[0].width, table.columns[1].width = left_w, right_w

    def section(title):
        row = table.add_row()
        row.cells[0].width, row.cells[1].width = left_w, right_w
        hp = row.cells[0].paragraphs[0]
        r = hp.add_run(title); r.bold = True; r.font.size = Pt(10.5); r.font.color.rgb = green
        hp.paragraph_format.space_before = Pt(6)
        cell = row.cells[1]
        first = [True]

        def para(text="", before=0):
            q = cell.paragraphs[0] if first[0] else cell.add_paragraph()
            q.paragraph_format.space_before = Pt(6 if first[0] else before)
            first[0] = False
            if text:
                q.add_run(text)
            return q
        return para

    def bullet(para, text):
        q = para()
        q.add_run("•\t" + text)
        q.paragraph_format.left_indent = Inches(0.2)
        q.paragraph_format.first_line_indent = Inches(-0.17)
        q.paragraph_format.tab_stops.add_tab_stop(Inches(0.2), WD_TAB_ALIGNMENT.LEFT)

    def tabbed(para, left, when, before=0):
        q = para(before=before)
        q.paragraph_format.tab_stops.add_tab_stop(content_right, WD_TAB_ALIGNMENT.RIGHT)
        q.paragraph_format.keep_with_next = True
        q.add_run(left).bold = True
        q.add_run("\t" + when)

    para = section("PROFILE")
    para("Farm manager with 14 years in irrigated row crops and cattle, 9 of them running a 4,200-acre family "
         "operation. Certified Crop Adviser. I plan the season, keep equipment and people working, and watch "
         "cost per bushel as closely as yield.")

    para = section("EXPERIENCE")
    for i, (title, company, place, when, _, items) in enumerate(Y6_JOBS):
        tabbed(para, title, when, before=5 if i else 0)
        q = para(); q.add_run(f"{company}, {place}").italic = True
        for item in items:
            bullet(para, item)

    para = section("EDUCATION")
    tabbed(para, "B.S. in Agronomy, minor in Agricultural Economics", "December 2010")
    para("University of Nebraska–Lincoln, Lincoln, NE")

    para = section("CERTIFICATIONS & LICENSES")
    for cert, rest in Y6_CERTS:
        q = para(); q.add_run(cert).bold = True; q.add_run(" – " + rest)

    para = section("SKILLS")
    for a, b in Y6_SKILL_PAIRS:
        q = para()
        q.paragraph_format.tab_stops.add_tab_stop(Inches(0.17), WD_TAB_ALIGNMENT.LEFT)
        q.paragraph_format.tab_stops.add_tab_stop(Inches(3.45), WD_TAB_ALIGNMENT.LEFT)
        q.paragraph_format.tab_stops.add_tab_stop(Inches(3.62), WD_TAB_ALIGNMENT.LEFT)
        q.add_run(f"•\t{a}\t•\t{b}")

    para = section("LANGUAGES")
    para("English (native), Spanish (working knowledge)")

    name = "y6-dale-hutchings"
    libreoffice_pdf(document, name, pages=1)
    write_truth(name, {
        "basics": {"name": "Dale R. Hutchings", "label": "Farm Operations Manager",
                   "email": "dale.hutchings@example.com", "phone": "(308) 555-0162",
                   "location": {"city": "Grand Island", "region": "NE"}},
        "work": work_truth(Y6_JOBS),
        "education": [{"institution": "University of Nebraska–Lincoln", "study_type": "B.S.", "area": "Agronomy",
                       "dates": dates(None, "2010-12", text="December 2010")}],
        "skills": [{"name": pair[col]} for col in (0, 1) for pair in Y6_SKILL_PAIRS],
        "certificates": [{"name": c} for c, _ in Y6_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Spanish", "fluency": "working knowledge"}],
    })


if __name__ == "__main__":
    y1_plumber_text()
    y2_payroll_docx()
    y3_hydrogeologist_pdflatex()
    y4_registrar_chromium()
    y5_planner_word_html()
    y6_farm_manager_libreoffice()
