#!/usr/bin/env python3
"""Renders the ninth held-out batch (p1–p6) into files/ and its truth into truth/.

Written without reading the parser, in styles the other batches do not use:

- p1 (DOCX, python-docx plus hand-written WordprocessingML): a Word resume whose name, headline
  and contact line live ONLY in the first-page HEADER part ("different first page" is on); the
  default header of page 2 has the name and a PAGE field. Every list is a real Word list: a
  custom bullet and a decimal definition added to numbering.xml and w:numPr on "List Paragraph"
  paragraphs (the bullet glyph, U+F0A7 in Wingdings / U+F0B7 in Symbol, lives only in
  numbering.xml); second-level "o" bullets; "Selected Achievements" as a numbered list before
  any job; core competencies as bulleted paragraphs in a borderless 3×3 table. Jobs: the
  company in bold with its city at a right tab, then each title in italics with its dates at the
  right tab ("Mar 2019 – Present", "Sept 2014 – Dec 2016"); two titles under one company. An
  "Affiliations" board seat with dates (not a job). A supply-chain director in Grand Rapids, MI.
- p2 (pdflatex, a German "Lebenslauf"): the page title "Lebenslauf" above a "Persönliche Daten"
  table (Name:, Anschrift:, Telefon:, E-Mail:, Geburtsdatum:, Staatsangehörigkeit:,
  Familienstand:, Führerschein:) beside a framed photo placeholder; the name never appears as a
  heading. Sections "Berufserfahrung", "Ausbildung", "Weiterbildungen & Zertifikate",
  "Kenntnisse", "Sprachen", "Interessen" as two-column tables with dates on the left: "seit
  10/2021" and "03/2019 – heute" (two current roles at once, one part-time), "04/2016 –
  02/2019", a vocational apprenticeship ("Ausbildung zur Industriekauffrau") under Ausbildung,
  German grades ("Abschlussnote: 1,7"), "Deutsch – Muttersprache", "Englisch – C1
  (verhandlungssicher)", a club treasurer role "seit 2019" under Interessen (not a job), and a
  place-date-signature line ("Köln, 12.03.2025" over the name). An SAP FI/CO consultant in Köln.
- p3 (standalone HTML as a JSON Resume theme renders it): <header> with name, label, summary,
  contact links and profile links whose network is shown only by an inline SVG icon (the link
  text is the username); <section id="work"> of <article>s with the company as an <h3> link,
  the position in <strong>, <time datetime> dates ("Apr 2021" – "Present"); two articles for
  one company; "Volunteer" and "Projects" sections with dates (not jobs); education with
  studyType, area and "Grade: 16/20"; skills as groups with a level ("Master", "Advanced") and
  keyword <ul>s (the truth keeps the keywords); certificates, awards, languages with LinkedIn-
  style fluency, interests, references with another person's name. A frontend engineer in Porto.
- p4 (Chromium "Save as PDF", a Canva-like two-column design): a coloured LEFT sidebar that
  comes AFTER the main column in the HTML source (CSS grid order), a circle with initials,
  contact lines behind ✉ ☎ ⌂ glyphs, skills as bar indicators with no words, tools as "●●●●○"
  dot ratings, languages as bars with a word under them, interest chips; the main column starts
  with the name letter-spaced in capitals, then each job as a big "Title", a "Company | City"
  line and a date line behind an inline-SVG calendar icon ("Jun 2021 – Present"); education,
  certifications. A product designer in Toronto.
- p5 (plain text, CRLF line ends, hard-wrapped at 70 columns as pasted into an ATS box):
  headings underlined with dashes, no blank line before some headings, entries "Company, City —
  Title (2017-2020)" where the line wrap splits the title from its dates, a company name with
  its own comma ("Capital Area Internet Services, Inc."), one line carrying two titles at one
  employer with their own years, "(part-time) (2010-2012)", bullets "*", "-" and "o",
  labelled skill lines ("Automation: Ansible, Bash, ..."), certificate numbers and expiry, the
  phone "(555) 201-4477 ext. 2". A systems administrator in Camp Hill, PA.
- p6 (DOCX written by pandoc from Markdown): a clinical CV: Title and Subtitle styles from the
  metadata ("Lucía Fernández-Whitaker, MSN, APRN, FNP-BC"), a "Licensure & Certifications"
  pipe table (Credential | Number | Issuing body | Expires), education "MSN, Family Nurse
  Practitioner" and "BSN, Magna Cum Laude", "Clinical Rotations" with sites, months and hours
  (not jobs), a footnote, "Professional Experience" as Heading 3 lines "Staff Nurse – ICU,
  St. Brendan’s Regional Medical Center, Santa Fe, NM" over italic "Jul 2019 – Jun 2022",
  skills as a definition list, memberships and a poster presentation with dates.
  A family nurse practitioner in Albuquerque, NM.

Truth conventions as in batches 5–8: date_text as printed, the work entry's location where
printed, education score where a grade is printed (Latin honours count as the score), languages
and their fluency as printed (German words kept in German), licences and registrations listed
under "Licensure & Certifications" are certificates, clinical rotations, volunteer work,
projects, club and board roles are not work entries. The truth name is in title case even where
the document prints it in capitals.

Needs `pip install python-docx`, `apt-get install pandoc chromium poppler-utils texlive-latex-base
texlive-latex-recommended texlive-fonts-recommended texlive-latex-extra lmodern fonts-dejavu`.
Run from this folder: python3 render_batch9.py
"""
import os, shutil, subprocess, tempfile
from xml.sax.saxutils import escape

from holdout_render import FILES, chromium_pdf, dates, new_docx, pdflatex, write_text, write_truth


# ---- p1: DOCX with the contact block in the header and real Word lists ------------------------
BULLET_ABSTRACT = """<w:abstractNum xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"
 w:abstractNumId="{aid}"><w:nsid w:val="5A3C2E91"/><w:multiLevelType w:val="hybridMultilevel"/>
<w:tmpl w:val="0409000F"/>
<w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="\uf0a7"/><w:lvlJc w:val="left"/>
<w:pPr><w:ind w:left="360" w:hanging="216"/></w:pPr><w:rPr><w:rFonts w:ascii="Wingdings" w:hAnsi="Wingdings" w:hint="default"/><w:color w:val="2E5E4E"/></w:rPr></w:lvl>
<w:lvl w:ilvl="1"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="o"/><w:lvlJc w:val="left"/>
<w:pPr><w:ind w:left="792" w:hanging="216"/></w:pPr><w:rPr><w:rFonts w:ascii="Courier New" w:hAnsi="Courier New" w:cs="Courier New" w:hint="default"/></w:rPr></w:lvl>
<w:lvl w:ilvl="2"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="\uf0b7"/><w:lvlJc w:val="left"/>
<w:pPr><w:ind w:left="1224" w:hanging="216"/></w:pPr><w:rPr><w:rFonts w:ascii="Symbol" w:hAnsi="Symbol" w:hint="default"/></w:rPr></w:lvl>
</w:abstractNum>"""

DECIMAL_ABSTRACT = """<w:abstractNum xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"
 w:abstractNumId="{aid}"><w:nsid w:val="1B7E44D0"/><w:multiLevelType w:val="hybridMultilevel"/>
<w:tmpl w:val="04090019"/>
<w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="%1."/><w:lvlJc w:val="left"/>
<w:pPr><w:ind w:left="360" w:hanging="288"/></w:pPr><w:rPr><w:b/><w:color w:val="2E5E4E"/></w:rPr></w:lvl>
</w:abstractNum>"""

NUM = """<w:num xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" w:numId="{nid}">
<w:abstractNumId w:val="{aid}"/></w:num>"""

P1_BULLET, P1_DECIMAL = 41, 42


def p1_add_numbering(document):
    """Adds a bullet and a decimal list definition to numbering.xml (abstractNums before nums)."""
    from docx.oxml import parse_xml
    from docx.oxml.ns import qn
    numbering = document.part.numbering_part.element
    first_num = numbering.find(qn("w:num"))
    for aid, template in ((71, BULLET_ABSTRACT), (72, DECIMAL_ABSTRACT)):
        abstract = parse_xml(template.format(aid=aid))
        if first_num is not None:
            first_num.addprevious(abstract)
        else:
            numbering.append(abstract)
    numbering.append(parse_xml(NUM.format(nid=P1_BULLET, aid=71)))
    numbering.append(parse_xml(NUM.format(nid=P1_DECIMAL, aid=72)))


def p1_list(paragraph, num_id, level=0):
    """Makes a paragraph a Word list item: "List Paragraph" style and w:numPr."""
    paragraph.style = paragraph.part.document.styles["List Paragraph"]
    num_pr = paragraph._p.get_or_add_pPr().get_or_add_numPr()
    num_pr.get_or_add_ilvl().val = level
    num_pr.get_or_add_numId().val = num_id
    paragraph.paragraph_format.space_after = 0


def p1_page_field(paragraph):
    """Appends a PAGE field (begin, instrText, separate, cached "2", end) to a paragraph."""
    from docx.oxml import parse_xml
    w = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'
    for xml in (f'<w:r {w}><w:fldChar w:fldCharType="begin"/></w:r>',
                f'<w:r {w}><w:instrText xml:space="preserve"> PAGE   \\* MERGEFORMAT </w:instrText></w:r>',
                f'<w:r {w}><w:fldChar w:fldCharType="separate"/></w:r>',
                f'<w:r {w}><w:t>2</w:t></w:r>',
                f'<w:r {w}><w:fldChar w:fldCharType="end"/></w:r>'):
        paragraph._p.append(parse_xml(xml))


def p1_header_docx():
    from docx.enum.table import WD_TABLE_ALIGNMENT
    from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_TAB_ALIGNMENT
    from docx.shared import Inches, Pt, RGBColor
    from holdout_render import bottom_border

    green = RGBColor(0x2E, 0x5E, 0x4E)
    document = new_docx(author="Hollis Vandermeer", title="Hollis Vandermeer - Resume",
                        page=(Inches(8.5), Inches(11)), margins=(Inches(0.8), Inches(0.6)),
                        font="Calibri", size=10.5, space_after=2)
    section = document.sections[0]
    section.header_distance = Inches(0.4)
    right = Inches(6.9)
    p1_add_numbering(document)

    # The first-page header holds the name, headline and contact line; the body never names her.
    section.different_first_page_header_footer = True
    first = section.first_page_header
    first.is_linked_to_previous = False
    name = first.paragraphs[0]
    name.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = name.add_run("Hollis Vandermeer"); r.bold = True; r.font.size = Pt(22); r.font.color.rgb = green
    name.paragraph_format.space_after = Pt(0)
    headline = first.add_paragraph()
    headline.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = headline.add_run("Supply Chain & Operations Leader"); r.font.size = Pt(12); r.italic = True
    headline.paragraph_format.space_after = Pt(2)
    contact = first.add_paragraph()
    contact.alignment = WD_ALIGN_PARAGRAPH.CENTER
    contact.add_run("Grand Rapids, MI 49503  •  (616) 555-0172  •  hollis.vandermeer@example.com  •  "
                    "linkedin.com/in/hvandermeer").font.size = Pt(9.5)
    contact.paragraph_format.space_after = Pt(4)
    bottom_border(contact, color="2E5E4E", size="12")

    # Page 2 onwards: the name and a page number only.
    default = section.header
    default.is_linked_to_previous = False
    running = default.paragraphs[0]
    running.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
    r = running.add_run("Hollis Vandermeer"); r.bold = True; r.font.size = Pt(9); r.font.color.rgb = green
    running.add_run("\tPage ").font.size = Pt(9)
    p1_page_field(running)
    bottom_border(running, color="BFBFBF", size="4")

    def heading(text):
        p = document.add_paragraph()
        p.paragraph_format.space_before = Pt(10); p.paragraph_format.space_after = Pt(3)
        p.paragraph_format.keep_with_next = True
        r = p.add_run(text.upper()); r.bold = True; r.font.size = Pt(11); r.font.color.rgb = green
        bottom_border(p, color="2E5E4E", size="6")

    def tabbed(left, right_text, bold=False, italic=False, size=10.5, before=0):
        p = document.add_paragraph()
        p.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
        p.paragraph_format.space_before = Pt(before); p.paragraph_format.space_after = Pt(1)
        p.paragraph_format.keep_with_next = True
        r = p.add_run(left); r.bold = bold; r.italic = italic; r.font.size = Pt(size)
        r = p.add_run("\t" + right_text); r.font.size = Pt(size); r.bold = bold and not italic
        return p

    def bullet(text, level=0, num_id=P1_BULLET):
        p = document.add_paragraph(text)
        p1_list(p, num_id, level)
        return p

    heading("Professional Summary")
    document.add_paragraph(
        "Supply chain leader with 13 years in discrete manufacturing, from the planner's desk to running "
        "end-to-end planning, procurement and logistics for a $310M automotive and office-furniture supplier. "
        "I build S&OP processes people actually use, and I like a clean inventory number.")

    heading("Selected Achievements")
    for text in ["Cut finished-goods inventory by $14.2M (31%) in two years while raising on-time delivery from 88% to 97%.",
                 "Ran the 2021 resin and semiconductor shortage response: zero line-down events at two OEM customers.",
                 "Consolidated 212 suppliers to 140 and negotiated $3.8M in annual savings without a single quality escape."]:
        bullet(text, num_id=P1_DECIMAL)

    heading("Core Competencies")
    competencies = ["Sales & Operations Planning (S&OP)", "Demand Forecasting", "Inventory Optimization",
                    "Supplier Development", "Lean Manufacturing", "SAP S/4HANA (MM/PP)",
                    "Kinaxis RapidResponse", "Power BI", "Contract Negotiation"]
    table = document.add_table(rows=3, cols=3)
    table.alignment = WD_TABLE_ALIGNMENT.CENTER
    for i, skill in enumerate(competencies):
        cell = table.cell(i // 3, i % 3)
        p = cell.paragraphs[0]
        p.add_run(skill)
        p1_list(p, P1_BULLET)

    heading("Professional Experience")
    tabbed("Lakeshore Components, Inc.", "Holland, MI", bold=True, size=11, before=2)
    tabbed("Director of Supply Chain", "Mar 2019 – Present", italic=True)
    bullet("Lead planning, purchasing, warehousing and logistics for three plants (58 people, $190M annual spend).")
    bullet("Launched monthly S&OP with sales and finance; forecast accuracy at SKU level rose from 61% to 79%.")
    bullet("Moved planning from spreadsheets to Kinaxis RapidResponse in nine months, on budget.")
    bullet("Go-live covered 14,000 SKUs and 420 suppliers.", level=1)
    bullet("Trained 35 planners and buyers; wrote the planning playbook.", level=1)
    tabbed("Senior Supply Chain Manager", "Jan 2017 – Feb 2019", italic=True, before=4)
    bullet("Owned materials planning and inbound logistics for the Holland plant.")
    bullet("Introduced vendor-managed inventory with the top 12 suppliers, freeing 9,000 sq ft of floor space.")

    tabbed("Great Lakes Packaging Co.", "Muskegon, MI", bold=True, size=11, before=8)
    tabbed("Materials Planning Manager", "Sept 2014 – Dec 2016", italic=True)
    bullet("Managed a team of six planners for corrugated and molded-fiber lines running 24/7.")
    bullet("Rebuilt MRP parameters in SAP ECC:")
    bullet("safety stock by ABC/XYZ class", level=1)
    bullet("lot sizes by changeover cost", level=1)
    bullet("Cut expedited freight 42% year over year.")

    tabbed("Meridian Office Furniture", "Zeeland, MI", bold=True, size=11, before=8)
    tabbed("Production Planner", "Jun 2011 – Aug 2014", italic=True)
    bullet("Scheduled final assembly for seating lines (1,800 chairs a day) and released work orders in SAP.")
    bullet("Led the kanban pilot that became the plant standard in 2013.")

    heading("Education")
    tabbed("Grand Valley State University", "Allendale, MI", bold=True, size=11)
    tabbed("Master of Business Administration (MBA)", "May 2018", italic=True)
    bullet("Evening program completed while working full time.")
    tabbed("Western Michigan University", "Kalamazoo, MI", bold=True, size=11, before=6)
    tabbed("Bachelor of Business Administration, Supply Chain Management", "May 2011", italic=True)
    bullet("GPA 3.6/4.0; Dean's List six semesters")

    heading("Certifications")
    bullet("APICS Certified Supply Chain Professional (CSCP), 2016")
    bullet("Lean Six Sigma Green Belt, ASQ, 2013")

    heading("Affiliations")
    tabbed("ASCM West Michigan Chapter – Board Member, Programs Chair", "2020 – Present")
    tabbed("Habitat for Humanity of Kent County – Build Volunteer", "2015 – 2019")

    name = "p1-hollis-vandermeer"
    document.save(os.path.join(FILES, name + ".docx"))
    write_truth(name, {
        "basics": {"name": "Hollis Vandermeer", "label": "Supply Chain & Operations Leader",
                   "email": "hollis.vandermeer@example.com", "phone": "(616) 555-0172",
                   "location": {"city": "Grand Rapids", "region": "MI"},
                   "profiles": [{"network": "LinkedIn", "url": "https://linkedin.com/in/hvandermeer"}]},
        "work": [
            {"position": "Director of Supply Chain", "name": "Lakeshore Components, Inc.", "location": "Holland, MI",
             "dates": dates("2019-03", current=True, text="Mar 2019 – Present")},
            {"position": "Senior Supply Chain Manager", "name": "Lakeshore Components, Inc.", "location": "Holland, MI",
             "dates": dates("2017-01", "2019-02", text="Jan 2017 – Feb 2019")},
            {"position": "Materials Planning Manager", "name": "Great Lakes Packaging Co.", "location": "Muskegon, MI",
             "dates": dates("2014-09", "2016-12", text="Sept 2014 – Dec 2016")},
            {"position": "Production Planner", "name": "Meridian Office Furniture", "location": "Zeeland, MI",
             "dates": dates("2011-06", "2014-08", text="Jun 2011 – Aug 2014")}],
        "education": [
            {"institution": "Grand Valley State University", "study_type": "Master of Business Administration (MBA)",
             "dates": dates(None, "2018-05", text="May 2018")},
            {"institution": "Western Michigan University", "study_type": "Bachelor of Business Administration",
             "area": "Supply Chain Management", "score": "3.6/4.0",
             "dates": dates(None, "2011-05", text="May 2011")}],
        "skills": [{"name": s} for s in competencies],
        "certificates": [{"name": "APICS Certified Supply Chain Professional (CSCP)"},
                         {"name": "Lean Six Sigma Green Belt"}],
    })


# ---- p2: German Lebenslauf, pdflatex -----------------------------------------------------------
P2_TEX = r"""\documentclass[10pt,a4paper]{article}
\usepackage[T1]{fontenc}
\usepackage[utf8]{inputenc}
\usepackage{lmodern}
\usepackage[a4paper,left=2.2cm,right=2.2cm,top=2cm,bottom=2cm]{geometry}
\usepackage{tabularx,array,xcolor,needspace}
\definecolor{akzent}{RGB}{31,78,121}
\renewcommand{\familydefault}{\sfdefault}
\pagestyle{empty}
\sloppy
\setlength{\parindent}{0pt}
\renewcommand{\arraystretch}{1.15}
\newcommand{\abschnitt}[1]{\needspace{5\baselineskip}\vspace{10pt}{\large\bfseries\color{akzent}#1}\par\vspace{1pt}{\color{akzent}\hrule height 0.8pt}\vspace{5pt}}
\newcolumntype{L}{>{\raggedright\arraybackslash}p{3.4cm}}
\newenvironment{cvtab}{\tabularx{\textwidth}{@{}LX@{}}}{\endtabularx}
\newcommand{\station}[4]{#1 & \textbf{#2}\newline #3\newline{\small #4}\\[5pt]}
\begin{document}

\begin{minipage}[t]{0.70\textwidth}
{\fontsize{26}{30}\selectfont\bfseries\color{akzent} Lebenslauf}\par\vspace{14pt}
{\large\bfseries\color{akzent} Persönliche Daten}\par\vspace{1pt}{\color{akzent}\hrule height 0.8pt}\vspace{5pt}
\begin{tabularx}{\linewidth}{@{}>{\raggedright\arraybackslash}p{3.6cm}X@{}}
Name: & Friederike Langenbach\\
Anschrift: & Brüsseler Straße 47, 50674 Köln\\
Telefon: & +49 (0)170 555 2290\\
E-Mail: & f.langenbach@example.org\\
Geburtsdatum: & 14.08.1988 in Siegburg\\
Staatsangehörigkeit: & deutsch\\
Familienstand: & verheiratet, ein Kind\\
Führerschein: & Klasse B\\
\end{tabularx}
\end{minipage}\hfill
\begin{minipage}[t]{0.24\textwidth}\raggedleft
\vspace{2pt}\fcolorbox{gray}{white}{\parbox[c][4.6cm][c]{3.5cm}{\centering\color{gray}\small Bewerbungsfoto\\[2pt](3,5 × 4,5 cm)}}
\end{minipage}

\abschnitt{Berufserfahrung}
\begin{cvtab}
\station{seit 10/2021}{Lehrbeauftragte für ERP-Systeme (nebenberuflich)}{Hochschule Rheinaue für Wirtschaft, Bonn}{Vorlesung und Übung „Integrierte Geschäftsprozesse mit SAP S/4HANA“ im Bachelorstudiengang BWL (2 SWS)}
\station{03/2019 -- heute}{Senior-Beraterin SAP FI/CO}{Rheinland Consulting GmbH, Köln}{Teilprojektleitung Finanzwesen in S/4HANA-Einführungen bei mittelständischen Industriekunden (bis 40 Buchungskreise); Konzeption von Hauptbuch, Anlagenbuchhaltung und Ergebnisrechnung; fachliche Führung von vier Beraterinnen und Beratern}
\station{04/2016 -- 02/2019}{Junior-Beraterin Finanzprozesse}{Nordwerk Systemhaus AG, Düsseldorf}{Customizing SAP FI (Debitoren, Kreditoren, Zahlungsverkehr); Migration von Altdaten; Anwenderschulungen; Support im 2nd Level}
\station{04/2014 -- 03/2016}{Werkstudentin Controlling}{Hafenlogistik Niehl GmbH \& Co. KG, Köln}{Monatsreporting, Kostenstellenanalysen, Aufbau eines Excel-Dashboards für die Geschäftsführung (16 Std./Woche)}
\end{cvtab}

\abschnitt{Ausbildung}
\begin{cvtab}
\station{10/2013 -- 03/2016}{Master of Science Wirtschaftsinformatik}{Universität zu Köln}{Masterarbeit: „Migrationsstrategien für das Hauptbuch beim Umstieg auf SAP S/4HANA“ \newline Abschlussnote: 1,7}
\station{10/2010 -- 09/2013}{Bachelor of Science Betriebswirtschaftslehre}{Hochschule Bonn-Rhein-Sieg, Sankt Augustin}{Schwerpunkt Rechnungswesen und Controlling; Abschlussnote: 2,1}
\station{08/2007 -- 06/2010}{Ausbildung zur Industriekauffrau}{Rhein-Sieg Armaturen GmbH, Siegburg}{Abschluss vor der IHK Bonn/Rhein-Sieg}
\station{06/2007}{Allgemeine Hochschulreife (Abitur)}{Gymnasium am Michaelsberg, Siegburg}{Note: 2,0}
\end{cvtab}

\abschnitt{Weiterbildungen \& Zertifikate}
\begin{cvtab}
2020 & SAP Certified Application Associate -- SAP S/4HANA for Financial Accounting\\
2018 & PRINCE2 Foundation (AXELOS)\\
2015 & Ausbildereignungsprüfung (AEVO), IHK Köln\\
\end{cvtab}

\abschnitt{Kenntnisse}
\begin{cvtab}
SAP: & SAP FI, SAP CO, SAP S/4HANA Finance, SAP Analytics Cloud\\
IT: & MS Excel (sehr gut), SQL (gut), Python (Grundkenntnisse), ABAP (Grundkenntnisse)\\
Methoden: & Scrum, PRINCE2, Prozessmodellierung (BPMN)\\
\end{cvtab}

\abschnitt{Sprachen}
Deutsch -- Muttersprache\\
Englisch -- C1 (verhandlungssicher)\\
Französisch -- A2

\abschnitt{Interessen}
\begin{cvtab}
Sport: & Rennradfahren, Volleyball\\
Ehrenamt: & seit 2019 Kassenwartin im TuS Rheinaue 1912 e.V.\\
\end{cvtab}

\vspace{22pt}
Köln, 12.03.2025\par\vspace{16pt}
{\itshape\large Friederike Langenbach}\par\vspace{-2pt}
\rule{5cm}{0.4pt}\par
{\footnotesize Friederike Langenbach}
\end{document}
"""


def p2_lebenslauf_latex():
    name = "p2-friederike-langenbach"
    pdflatex(P2_TEX, name)
    write_truth(name, {
        "basics": {"name": "Friederike Langenbach", "email": "f.langenbach@example.org",
                   "phone": "+49 (0)170 555 2290",
                   "location": {"city": "Köln"}},
        "work": [
            {"position": "Lehrbeauftragte für ERP-Systeme (nebenberuflich)",
             "name": "Hochschule Rheinaue für Wirtschaft", "location": "Bonn",
             "dates": dates("2021-10", current=True, text="seit 10/2021")},
            {"position": "Senior-Beraterin SAP FI/CO", "name": "Rheinland Consulting GmbH", "location": "Köln",
             "dates": dates("2019-03", current=True, text="03/2019 – heute")},
            {"position": "Junior-Beraterin Finanzprozesse", "name": "Nordwerk Systemhaus AG", "location": "Düsseldorf",
             "dates": dates("2016-04", "2019-02", text="04/2016 – 02/2019")},
            {"position": "Werkstudentin Controlling", "name": "Hafenlogistik Niehl GmbH & Co. KG", "location": "Köln",
             "dates": dates("2014-04", "2016-03", text="04/2014 – 03/2016")}],
        "education": [
            {"institution": "Universität zu Köln", "study_type": "Master of Science", "area": "Wirtschaftsinformatik",
             "score": "1,7", "dates": dates("2013-10", "2016-03", text="10/2013 – 03/2016")},
            {"institution": "Hochschule Bonn-Rhein-Sieg", "study_type": "Bachelor of Science",
             "area": "Betriebswirtschaftslehre", "score": "2,1",
             "dates": dates("2010-10", "2013-09", text="10/2010 – 09/2013")},
            {"institution": "Rhein-Sieg Armaturen GmbH", "study_type": "Ausbildung", "area": "Industriekauffrau",
             "dates": dates("2007-08", "2010-06", text="08/2007 – 06/2010")},
            {"institution": "Gymnasium am Michaelsberg", "study_type": "Allgemeine Hochschulreife (Abitur)",
             "score": "2,0", "dates": dates(None, "2007-06", text="06/2007")}],
        "skills": [{"name": s} for s in ["SAP FI", "SAP CO", "SAP S/4HANA Finance", "SAP Analytics Cloud", "MS Excel",
                                         "SQL", "Python", "ABAP", "Scrum", "PRINCE2", "Prozessmodellierung (BPMN)"]],
        "certificates": [{"name": "SAP Certified Application Associate – SAP S/4HANA for Financial Accounting"},
                         {"name": "PRINCE2 Foundation"},
                         {"name": "Ausbildereignungsprüfung (AEVO)"}],
        "languages": [{"language": "Deutsch", "fluency": "Muttersprache"},
                      {"language": "Englisch", "fluency": "C1 (verhandlungssicher)"},
                      {"language": "Französisch", "fluency": "A2"}],
    })


# ---- p3: HTML as a JSON Resume theme renders it -----------------------------------------------
ICON = {
    "github": '<svg class="icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true"><path d="M8 0C3.58 0 0 3.58 0 8c0 3.54 2.29 6.53 5.47 7.59.4.07.55-.17.55-.38v-1.33c-2.23.48-2.7-1.07-2.7-1.07-.36-.92-.89-1.17-.89-1.17-.73-.5.06-.49.06-.49.8.06 1.23.83 1.23.83.72 1.22 1.87.87 2.33.66.07-.52.28-.87.5-1.07-1.78-.2-3.64-.89-3.64-3.95 0-.87.31-1.59.82-2.15-.08-.2-.36-1.02.08-2.12 0 0 .67-.21 2.2.82A7.6 7.6 0 0 1 8 4.04c.68 0 1.36.09 2 .27 1.53-1.04 2.2-.82 2.2-.82.44 1.1.16 1.92.08 2.12.51.56.82 1.27.82 2.15 0 3.07-1.87 3.75-3.65 3.95.29.25.54.73.54 1.48v2.2c0 .21.15.46.55.38A8 8 0 0 0 16 8c0-4.42-3.58-8-8-8z"/></svg>',
    "linkedin": '<svg class="icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true"><path d="M0 1.15C0 .52.52 0 1.17 0h13.66C15.48 0 16 .52 16 1.15v13.7c0 .63-.52 1.15-1.17 1.15H1.17C.52 16 0 15.48 0 14.85zM4.9 13.4V6.2H2.5v7.2zM3.7 5.2c.84 0 1.36-.55 1.36-1.24-.02-.71-.52-1.24-1.34-1.24S2.34 3.25 2.34 3.96c0 .7.52 1.24 1.34 1.24zm4.9 8.2V9.38c0-.22.02-.43.08-.58.17-.43.57-.88 1.23-.88.87 0 1.22.66 1.22 1.63v3.85h2.4V9.27c0-2.22-1.19-3.25-2.77-3.25-1.28 0-1.86.7-2.17 1.2V6.2H6.2c.03.68 0 7.2 0 7.2z"/></svg>',
    "mastodon": '<svg class="icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true"><path d="M11.19 12.19c2.01-.24 3.76-1.48 3.98-2.61.35-1.78.32-4.35.32-4.35 0-3.48-2.28-4.5-2.28-4.5C12.06.2 10.1 0 8.06 0h-.05C5.97 0 4.01.2 2.86.73c0 0-2.28 1.02-2.28 4.5l-.01.66c-.01.64-.01 1.35.01 2.09.08 3.38.62 6.71 3.75 7.54 1.44.38 2.68.46 3.68.41 1.81-.1 2.82-.65 2.82-.65l-.06-1.31s-1.29.41-2.74.36c-1.44-.05-2.95-.16-3.19-1.92a3.6 3.6 0 0 1-.03-.49s1.41.34 3.2.43c1.1.05 2.12-.06 3.17-.19z"/></svg>',
    "mail": '<svg class="icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true"><path d="M0 4l8 5 8-5v8H0zM0 2h16v1L8 8 0 3z"/></svg>',
    "phone": '<svg class="icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true"><path d="M3 1l3 3-2 2c1 2 3 4 5 5l2-2 3 3-2 3C6 15 1 10 0 3z"/></svg>',
    "web": '<svg class="icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true"><circle cx="8" cy="8" r="7" fill="none" stroke="currentColor"/><path d="M1 8h14M8 1c3 3 3 11 0 14M8 1c-3 3-3 11 0 14" fill="none" stroke="currentColor"/></svg>',
    "pin": '<svg class="icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true"><path d="M8 0a5 5 0 0 0-5 5c0 4 5 11 5 11s5-7 5-11a5 5 0 0 0-5-5zm0 7a2 2 0 1 1 0-4 2 2 0 0 1 0 4z"/></svg>',
}

P3_HTML = """<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, user-scalable=no, minimal-ui">
<meta name="generator" content="resume-cli">
<title>Inês Carvalho</title>
<style>
:root { --accent: #0f766e; --muted: #6b7280; }
* { box-sizing: border-box; }
body { font: 15px/1.55 -apple-system, "Segoe UI", Roboto, "Helvetica Neue", sans-serif; color: #1f2937; margin: 0; background: #f3f4f6; }
main.resume { max-width: 860px; margin: 32px auto; background: #fff; padding: 40px 48px; box-shadow: 0 1px 3px rgba(0,0,0,.08); }
.masthead h1 { font-size: 34px; margin: 0; letter-spacing: -.5px; }
.masthead h2 { font-size: 18px; font-weight: 400; color: var(--accent); margin: 2px 0 12px; }
.masthead blockquote { margin: 0 0 14px; color: #374151; }
.contact, .profiles { list-style: none; padding: 0; margin: 4px 0; display: flex; flex-wrap: wrap; gap: 4px 18px; font-size: 14px; }
.icon { vertical-align: -2px; margin-right: 5px; fill: var(--accent); color: var(--accent); }
a { color: inherit; text-decoration: none; border-bottom: 1px dotted #9ca3af; }
section { margin-top: 28px; }
section > h2 { font-size: 13px; text-transform: uppercase; letter-spacing: 2px; color: var(--muted); border-bottom: 1px solid #e5e7eb; padding-bottom: 4px; }
article { margin: 16px 0 0; }
article header { display: flex; justify-content: space-between; flex-wrap: wrap; align-items: baseline; }
article h3 { font-size: 17px; margin: 0; }
.meta { color: var(--muted); font-size: 14px; }
.position { display: block; margin-top: 1px; }
.position strong { color: #111827; }
.location::before { content: "· "; }
.highlights { margin: 6px 0 0; padding-left: 20px; }
.skills { display: grid; grid-template-columns: repeat(3, 1fr); gap: 16px; }
.skills h4, .languages h4 { margin: 0; font-size: 15px; }
.level { font-size: 12px; color: var(--accent); text-transform: uppercase; letter-spacing: 1px; }
ul.keywords { list-style: none; padding: 0; margin: 6px 0 0; display: flex; flex-wrap: wrap; gap: 6px; }
ul.keywords li { background: #ecfdf5; color: #065f46; border-radius: 3px; padding: 1px 7px; font-size: 13px; }
.languages { display: flex; gap: 32px; }
.fluency { color: var(--muted); font-size: 14px; }
blockquote.reference { border-left: 3px solid #e5e7eb; margin: 8px 0; padding-left: 12px; font-style: italic; }
@media print { body { background: #fff; } main.resume { box-shadow: none; margin: 0; } }
</style>
</head>
<body>
<main class="resume">
<header class="masthead">
  <h1>Inês Carvalho</h1>
  <h2>Senior Frontend Engineer</h2>
  <blockquote>
    <p>Frontend engineer who cares about fast, accessible interfaces and the design systems behind them. Eight years of shipping
    React and TypeScript products for mobility and developer-tools companies, most of them remote-first.</p>
  </blockquote>
  <ul class="contact">
    <li>{pin}<span>Porto, PT</span></li>
    <li>{mail}<a href="mailto:ines.carvalho@example.com">ines.carvalho@example.com</a></li>
    <li>{phone}<a href="tel:+351910555014">+351 910 555 014</a></li>
    <li>{web}<a href="https://ines.example.org">ines.example.org</a></li>
  </ul>
  <ul class="profiles">
    <li class="network-github">{github}<a href="https://github.com/inescarvalho-dev">inescarvalho-dev</a></li>
    <li class="network-linkedin">{linkedin}<a href="https://www.linkedin.com/in/ines-carvalho-fe">ines-carvalho-fe</a></li>
    <li class="network-mastodon">{mastodon}<a href="https://mastodon.example.org/@inescarvalho">@inescarvalho@mastodon.example.org</a></li>
  </ul>
</header>

<section id="work">
  <h2>Work</h2>
  <article>
    <header>
      <h3><a href="https://tidewater.example.com">Tidewater Labs</a></h3>
      <div class="meta"><time datetime="2021-04-01">Apr 2021</time> – <time>Present</time></div>
    </header>
    <div class="meta"><span class="position"><strong>Senior Frontend Engineer</strong> <span class="location">Lisbon, PT (remote)</span></span></div>
    <p class="summary">Developer-tools startup building a hosted observability console.</p>
    <ul class="highlights">
      <li>Lead the design-system team (4 engineers); shipped 60+ accessible components used by five product squads.</li>
      <li>Cut the console's largest contentful paint from 4.1 s to 1.6 s by moving charts to a canvas renderer.</li>
      <li>Introduced Playwright visual tests; escaped UI regressions fell by two thirds in a year.</li>
    </ul>
  </article>
  <article>
    <header>
      <h3><a href="https://farol.example.com">Farol Mobility</a></h3>
      <div class="meta"><time datetime="2018-09-01">Sep 2018</time> – <time datetime="2021-03-31">Mar 2021</time></div>
    </header>
    <div class="meta"><span class="position"><strong>Frontend Engineer</strong> <span class="location">Porto, PT</span></span></div>
    <ul class="highlights">
      <li>Built the operator dashboard for 3,000 shared e-scooters in four cities (React, Mapbox GL, WebSockets).</li>
      <li>Migrated 140k lines of JavaScript to TypeScript without a feature freeze.</li>
    </ul>
  </article>
  <article>
    <header>
      <h3><a href="https://farol.example.com">Farol Mobility</a></h3>
      <div class="meta"><time datetime="2017-02-01">Feb 2017</time> – <time datetime="2018-08-31">Aug 2018</time></div>
    </header>
    <div class="meta"><span class="position"><strong>Junior Web Developer</strong> <span class="location">Porto, PT</span></span></div>
    <ul class="highlights">
      <li>Maintained the rider web app and the marketing site; first engineer on the accessibility audit.</li>
    </ul>
  </article>
  <article>
    <header>
      <h3>Agência Ribeira</h3>
      <div class="meta"><time datetime="2015-06-01">Jun 2015</time> – <time datetime="2016-12-31">Dec 2016</time></div>
    </header>
    <div class="meta"><span class="position"><strong>Web Developer (freelance)</strong></span></div>
    <p class="summary">WordPress and static sites for restaurants, wineries and a port-wine museum, while studying.</p>
  </article>
</section>

<section id="volunteer">
  <h2>Volunteer</h2>
  <article>
    <header>
      <h3><a href="https://codeforporto.example.org">Code for Porto</a></h3>
      <div class="meta"><time datetime="2019-01-01">Jan 2019</time> – <time>Present</time></div>
    </header>
    <div class="meta"><span class="position"><strong>Mentor</strong></span></div>
    <ul class="highlights"><li>Run a monthly frontend clinic for career changers; 40+ mentees so far.</li></ul>
  </article>
</section>

<section id="education">
  <h2>Education</h2>
  <article>
    <header>
      <h3>Universidade do Porto – Faculdade de Engenharia (FEUP)</h3>
      <div class="meta"><time datetime="2012-09-01">Sep 2012</time> – <time datetime="2017-07-31">Jul 2017</time></div>
    </header>
    <div class="meta"><span class="studyType">Integrated Master</span> · <span class="area">Informatics and Computing Engineering</span></div>
    <div class="meta score">Grade: 16/20</div>
    <ul class="courses"><li>Web Engineering</li><li>Human–Computer Interaction</li><li>Distributed Systems</li></ul>
  </article>
</section>

<section id="skills">
  <h2>Skills</h2>
  <div class="skills">
    <div class="item"><h4>Frontend</h4><div class="level">Master</div>
      <ul class="keywords"><li>TypeScript</li><li>React</li><li>Next.js</li><li>CSS</li><li>Web Components</li></ul></div>
    <div class="item"><h4>Quality</h4><div class="level">Advanced</div>
      <ul class="keywords"><li>WCAG 2.2</li><li>Playwright</li><li>Vitest</li><li>Storybook</li></ul></div>
    <div class="item"><h4>Platform</h4><div class="level">Intermediate</div>
      <ul class="keywords"><li>Node.js</li><li>GraphQL</li><li>Vite</li><li>GitHub Actions</li></ul></div>
  </div>
</section>

<section id="projects">
  <h2>Projects</h2>
  <article>
    <header>
      <h3><a href="https://github.com/inescarvalho-dev/tabula-lite">tabula-lite</a></h3>
      <div class="meta"><time datetime="2020-01-01">Jan 2020</time> – <time>Present</time></div>
    </header>
    <div class="meta"><span class="position"><strong>Maintainer</strong></span></div>
    <p class="summary">Open-source virtualised data table for React; 2.3k stars, used in two commercial products.</p>
  </article>
</section>

<section id="certificates">
  <h2>Certificates</h2>
  <article><header><h3>IAAP Web Accessibility Specialist (WAS)</h3><div class="meta"><time datetime="2023-02-14">Feb 2023</time></div></header>
    <div class="meta">International Association of Accessibility Professionals</div></article>
  <article><header><h3>AWS Certified Cloud Practitioner</h3><div class="meta"><time datetime="2022-05-10">May 2022</time></div></header>
    <div class="meta">Amazon Web Services</div></article>
</section>

<section id="awards">
  <h2>Awards</h2>
  <article><header><h3>Best Talk, Frontend Porto Meetup</h3><div class="meta"><time datetime="2022-11-01">Nov 2022</time></div></header>
    <p class="summary">"Rendering 10k rows without jank".</p></article>
</section>

<section id="languages">
  <h2>Languages</h2>
  <div class="languages">
    <div><h4>Portuguese</h4><div class="fluency">Native speaker</div></div>
    <div><h4>English</h4><div class="fluency">Full professional proficiency</div></div>
    <div><h4>Spanish</h4><div class="fluency">Limited working proficiency</div></div>
  </div>
</section>

<section id="interests">
  <h2>Interests</h2>
  <div><h4>Outdoors</h4><ul class="keywords"><li>Bouldering</li><li>Surfing</li></ul></div>
  <div><h4>Film photography</h4></div>
</section>

<section id="references">
  <h2>References</h2>
  <blockquote class="reference">Inês turned our UI from the thing customers complained about into the thing they demo.</blockquote>
  <div class="meta">— Rui Tavares, VP Engineering, Tidewater Labs</div>
</section>
</main>
</body>
</html>
"""


def p3_jsonresume_html():
    name = "p3-ines-carvalho"
    html = P3_HTML
    for key, svg in ICON.items():
        html = html.replace("{" + key + "}", svg)
    write_text(name + ".html", html)
    write_truth(name, {
        "basics": {"name": "Inês Carvalho", "label": "Senior Frontend Engineer",
                   "email": "ines.carvalho@example.com", "phone": "+351 910 555 014",
                   "url": "https://ines.example.org",
                   "location": {"city": "Porto", "country_code": "PT"},
                   "profiles": [{"network": "GitHub", "username": "inescarvalho-dev",
                                 "url": "https://github.com/inescarvalho-dev"},
                                {"network": "LinkedIn", "username": "ines-carvalho-fe",
                                 "url": "https://www.linkedin.com/in/ines-carvalho-fe"},
                                {"network": "Mastodon", "username": "@inescarvalho@mastodon.example.org",
                                 "url": "https://mastodon.example.org/@inescarvalho"}]},
        "work": [
            {"position": "Senior Frontend Engineer", "name": "Tidewater Labs", "location": "Lisbon, PT (remote)",
             "dates": dates("2021-04", current=True, text="Apr 2021 – Present")},
            {"position": "Frontend Engineer", "name": "Farol Mobility", "location": "Porto, PT",
             "dates": dates("2018-09", "2021-03", text="Sep 2018 – Mar 2021")},
            {"position": "Junior Web Developer", "name": "Farol Mobility", "location": "Porto, PT",
             "dates": dates("2017-02", "2018-08", text="Feb 2017 – Aug 2018")},
            {"position": "Web Developer (freelance)", "name": "Agência Ribeira",
             "dates": dates("2015-06", "2016-12", text="Jun 2015 – Dec 2016")}],
        "education": [
            {"institution": "Universidade do Porto – Faculdade de Engenharia (FEUP)", "study_type": "Integrated Master",
             "area": "Informatics and Computing Engineering", "score": "16/20",
             "dates": dates("2012-09", "2017-07", text="Sep 2012 – Jul 2017")}],
        "skills": [{"name": s} for s in ["TypeScript", "React", "Next.js", "CSS", "Web Components", "WCAG 2.2",
                                         "Playwright", "Vitest", "Storybook", "Node.js", "GraphQL", "Vite",
                                         "GitHub Actions"]],
        "certificates": [{"name": "IAAP Web Accessibility Specialist (WAS)"},
                         {"name": "AWS Certified Cloud Practitioner"}],
        "languages": [{"language": "Portuguese", "fluency": "Native speaker"},
                      {"language": "English", "fluency": "Full professional proficiency"},
                      {"language": "Spanish", "fluency": "Limited working proficiency"}],
    })


# ---- p4: Canva-like two-column design, Chromium -------------------------------------------------
CALENDAR = ('<svg class="ico" viewBox="0 0 16 16" width="10" height="10"><rect x="1" y="3" width="14" height="12" rx="2" '
            'fill="none" stroke="#2b6c74" stroke-width="1.6"/><path d="M1 7h14M5 1v4M11 1v4" stroke="#2b6c74" '
            'stroke-width="1.6"/></svg>')
PIN = ('<svg class="ico" viewBox="0 0 16 16" width="10" height="10"><path d="M8 0a5 5 0 0 0-5 5c0 4 5 11 5 11s5-7 5-11a5 '
       '5 0 0 0-5-5zm0 7a2 2 0 1 1 0-4 2 2 0 0 1 0 4z" fill="#2b6c74"/></svg>')


def p4_job(title, company, city, when, bullets):
    items = "".join(f"<li>{escape(b)}</li>" for b in bullets)
    return (f'<div class="job"><div class="jt">{escape(title)}</div>'
            f'<div class="jc">{PIN}{escape(company)} | {escape(city)}</div>'
            f'<div class="jd">{CALENDAR}{escape(when)}</div><ul>{items}</ul></div>')


def p4_bar(label, percent, note=""):
    note_html = f'<div class="note">{escape(note)}</div>' if note else ""
    return (f'<div class="bar"><div class="bl">{escape(label)}</div><div class="track"><div class="fill" '
            f'style="width:{percent}%"></div></div>{note_html}</div>')


def p4_canva_chromium():
    jobs = [
        ("Senior Product Designer", "Maplewood Health", "Toronto, ON", "Jun 2021 – Present",
         ["Lead designer for the patient app (1.2M users): booking, messaging and lab results.",
          "Built the Maple design system with engineering; 140 components, WCAG 2.1 AA.",
          "Ran 60+ moderated sessions a year; booking completion up from 71% to 89%."]),
        ("Product Designer", "Lumen Transit Technologies", "Waterloo, ON", "Sep 2018 – May 2021",
         ["Designed the trip planner and fare-capping flows for three regional transit agencies.",
          "Introduced journey maps and a research repository used by 4 product teams."]),
        ("UI/UX Designer", "Studio Cardamom", "Montréal, QC", "Jan 2016 – Aug 2018",
         ["Web and mobile work for 20+ clients in retail, culture and hospitality, in English and French."]),
        ("Design Intern", "Harbourfront Creative", "Toronto, ON", "May 2015 – Aug 2015",
         ["Produced wireframes, icon sets and campaign landing pages."]),
    ]
    skills = [("User Research", 90), ("Interaction Design", 95), ("Prototyping", 85), ("Design Systems", 90),
              ("Usability Testing", 80), ("Accessibility (WCAG)", 75)]
    tools = [("Figma", "●●●●●"), ("Sketch", "●●●●○"), ("Adobe XD", "●●●○○"), ("ProtoPie", "●●●●○"),
             ("Miro", "●●●●○"), ("Jira", "●●●○○")]
    languages = [("English", 100, "Native"), ("Arabic", 95, "Native"), ("French", 60, "Intermediate")]
    html = f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Yara Haddad - Resume</title>
<style>
@page {{ size: A4; margin: 0; }}
* {{ box-sizing: border-box; }}
body {{ margin: 0; font: 9.4pt/1.38 "DejaVu Sans", sans-serif; color: #26343a; }}
.page {{ display: grid; grid-template-columns: 68mm 1fr; width: 210mm; height: 296mm; overflow: hidden; }}
.side {{ grid-column: 1; grid-row: 1; background: #1f4e56; color: #e8f1f2; padding: 12mm 8mm 8mm 9mm; }}
.main {{ grid-column: 2; grid-row: 1; padding: 14mm 12mm 10mm 11mm; }}
.avatar {{ width: 30mm; height: 30mm; border-radius: 50%; background: #f2b880; color: #1f4e56; font: bold 26pt "DejaVu Sans";
          display: flex; align-items: center; justify-content: center; margin: 0 auto 6mm; }}
.side h3 {{ font-size: 10.5pt; letter-spacing: 2px; text-transform: uppercase; color: #f2b880; margin: 5.5mm 0 2.6mm;
           border-bottom: 1px solid #4d7c83; padding-bottom: 1.5mm; }}
.side p {{ margin: 0 0 2.2mm; font-size: 8.8pt; word-break: break-all; }}
.side .g {{ display: inline-block; width: 5mm; color: #f2b880; }}
.bar {{ margin-bottom: 2.2mm; }}
.bl {{ font-size: 8.6pt; margin-bottom: 0.8mm; }}
.track {{ height: 2.2mm; background: #3d6b72; border-radius: 2mm; }}
.fill {{ height: 100%; background: #f2b880; border-radius: 2mm; }}
.note {{ font-size: 7.6pt; color: #b9d2d5; margin-top: 0.5mm; }}
.tool {{ display: flex; justify-content: space-between; font-size: 8.6pt; margin-bottom: 1.4mm; }}
.tool .dots {{ color: #f2b880; letter-spacing: 1px; }}
.chips span {{ display: inline-block; border: 1px solid #f2b880; border-radius: 3mm; padding: 0.4mm 2.4mm; margin: 0 1mm 1.6mm 0;
              font-size: 8pt; }}
.name {{ font: bold 27pt/1.1 "DejaVu Sans", sans-serif; letter-spacing: 0.22em; color: #1f4e56; margin: 0; }}
.role {{ font-size: 12pt; letter-spacing: 0.12em; text-transform: uppercase; color: #c9773a; margin: 2mm 0 6mm; }}
.main h2 {{ font-size: 11.5pt; letter-spacing: 2px; text-transform: uppercase; color: #1f4e56; margin: 6mm 0 3mm;
           display: flex; align-items: center; gap: 3mm; }}
.main h2::after {{ content: ""; flex: 1; height: 1.2px; background: #c9dcde; }}
.about {{ margin: 0; color: #3c4d53; }}
.job {{ margin-bottom: 4.2mm; }}
.jt {{ font-size: 12.5pt; font-weight: bold; color: #1f2d32; }}
.jc {{ font-size: 9.4pt; color: #2b6c74; font-weight: bold; margin-top: 0.5mm; }}
.jd {{ font-size: 8.6pt; color: #6b7b80; margin-top: 0.4mm; }}
.ico {{ vertical-align: -1px; margin-right: 1.6mm; }}
.job ul {{ margin: 1.2mm 0 0; padding-left: 4.5mm; }}
.job li {{ margin-bottom: 0.6mm; }}
.edu .jt {{ font-size: 11pt; }}
.cert {{ margin: 0 0 1.4mm; }}
.cert b {{ color: #1f2d32; }}
</style></head>
<body><div class="page">
<div class="main">
  <h1 class="name">YARA HADDAD</h1>
  <div class="role">Senior Product Designer</div>
  <h2>About me</h2>
  <p class="about">Product designer with nine years in health, transit and agency work. I turn messy service journeys into
  calm, accessible interfaces and back my decisions with research. Happiest pairing with engineers on a design system.</p>
  <h2>Experience</h2>
  {"".join(p4_job(*job) for job in jobs)}
  <h2>Education</h2>
  <div class="job edu"><div class="jt">Bachelor of Design (BDes), Interaction Design</div>
    <div class="jc">{PIN}OCAD University | Toronto, ON</div><div class="jd">{CALENDAR}2011 – 2015</div>
    <ul><li>Graduated with Distinction; thesis on wayfinding for low-vision transit riders.</li></ul></div>
  <h2>Certifications</h2>
  <p class="cert"><b>NN/g UX Certification</b> · Nielsen Norman Group · 2020</p>
  <p class="cert"><b>Certified Usability Analyst (CUA)</b> · Human Factors International · 2019</p>
</div>
<div class="side">
  <div class="avatar">YH</div>
  <h3>Contact</h3>
  <p><span class="g">☎</span>(416) 555-0193</p>
  <p><span class="g">✉</span>yara.haddad@example.com</p>
  <p><span class="g">⌂</span>Toronto, ON, Canada</p>
  <p><span class="g">↗</span>yarahaddad.example.com</p>
  <p><span class="g">in</span>linkedin.com/in/yara-haddad</p>
  <p><span class="g">Bē</span>behance.net/yarahaddad</p>
  <h3>Skills</h3>
  {"".join(p4_bar(label, pct) for label, pct in skills)}
  <h3>Tools</h3>
  {"".join(f'<div class="tool"><span>{escape(t)}</span><span class="dots">{d}</span></div>' for t, d in tools)}
  <h3>Languages</h3>
  {"".join(p4_bar(label, pct, note) for label, pct, note in languages)}
  <h3>Interests</h3>
  <div class="chips"><span>Ceramics</span><span>Trail running</span><span>Type design</span></div>
</div>
</div></body></html>
"""
    name = "p4-yara-haddad"
    chromium_pdf(html, name, 1)
    write_truth(name, {
        "basics": {"name": "Yara Haddad", "label": "Senior Product Designer", "email": "yara.haddad@example.com",
                   "phone": "(416) 555-0193", "url": "https://yarahaddad.example.com",
                   "location": {"city": "Toronto", "region": "ON", "country_code": "CA"},
                   "profiles": [{"network": "LinkedIn", "url": "https://linkedin.com/in/yara-haddad"},
                                {"network": "Behance", "url": "https://behance.net/yarahaddad"}]},
        "work": [{"position": t, "name": c, "location": city,
                  "dates": dates(*span, text=w)}
                 for (t, c, city, w, _), span in zip(jobs, [("2021-06", None, True), ("2018-09", "2021-05"),
                                                            ("2016-01", "2018-08"), ("2015-05", "2015-08")])],
        "education": [{"institution": "OCAD University", "study_type": "Bachelor of Design (BDes)",
                       "area": "Interaction Design", "dates": dates("2011", "2015", text="2011 – 2015")}],
        "skills": [{"name": s} for s, _ in skills] + [{"name": t} for t, _ in tools],
        "certificates": [{"name": "NN/g UX Certification"}, {"name": "Certified Usability Analyst (CUA)"}],
        "languages": [{"language": l, "fluency": note} for l, _, note in languages],
    })


# ---- p5: plain text pasted into an ATS box, hard-wrapped, CRLF ----------------------------------
P5_TEXT = """VINCENT A. SZABO
Systems Administrator / Infrastructure Engineer
418 Linden Street, Camp Hill, PA 17011
Phone: (555) 201-4477 ext. 2
Email: vince.szabo@example.com
SUMMARY
-------
Linux and VMware administrator with 12+ years keeping hospital and
county government systems running. Comfortable on call, calm in an
outage, and allergic to doing the same task by hand twice.

TECHNICAL SKILLS
----------------
 * Operating systems: RHEL 7-9, Ubuntu Server, Windows Server
   2012-2022
 * Virtualization: VMware vSphere 7, Proxmox VE
 * Automation: Ansible, Bash, PowerShell, Terraform
 * Monitoring: Zabbix, Grafana, Nagios
 * Networking: Cisco IOS, VLANs, pfSense
 * Backup: Veeam, Commvault
PROFESSIONAL EXPERIENCE
-----------------------
Keystone Regional Health Network, Harrisburg, PA — Senior Systems
Administrator (2020-Present)
  - Run 640 VMs on two vSphere clusters across two data centers for a
    five-hospital system; 99.97% uptime for Epic-adjacent services in
    2023.
  - Wrote the Ansible roles that now build every RHEL server (about
    300 hosts); patching went from a weekend to a Tuesday night.
  - Led the Veeam-to-immutable-storage project after the 2021
    ransomware scare at a neighboring system.

Dauphin County Information Technology, Harrisburg, PA — Systems
Administrator II (2018-2020), Systems Administrator I (2017-2018)
  o Migrated 90 Windows servers from 2008 R2 to 2016 and retired the
    county's last Novell file server.
  o Set up Zabbix monitoring for 911 dispatch, courts and the prison
    network; on-call rotation one week in four.

Capital Area Internet Services, Inc., Mechanicsburg, PA — Network
Technician (2014-2017)
  * Provisioned business fiber and DSL circuits; configured Cisco
    and pfSense edge routers for 400+ small-business customers.
  * Tier 2 phone support, nights and weekends.

Byte Brigade, Camp Hill, PA — Field Technician (part-time)
(2010-2012)
  - In-home PC repair and small-office networking while in school.
EDUCATION
---------
B.S., Information Sciences and Technology, Penn State Harrisburg,
Middletown, PA (2012)
A.A.S., Computer Networking, Harrisburg Area Community College
(2010)

CERTIFICATIONS
--------------
 - Red Hat Certified Engineer (RHCE), cert. no. 190-555-123, 2021
 - VMware Certified Professional - Data Center Virtualization
   (VCP-DCV), 2023
 - CompTIA Security+ ce (exp. 11/2026)

References available upon request.
"""


def p5_ats_text():
    name = "p5-vincent-szabo"
    for line in P5_TEXT.splitlines():
        assert len(line) <= 70, f"p5 line longer than 70 columns: {line!r}"
    write_text(name + ".txt", P5_TEXT.replace("\n", "\r\n"))
    write_truth(name, {
        "basics": {"name": "Vincent A. Szabo", "label": "Systems Administrator / Infrastructure Engineer",
                   "email": "vince.szabo@example.com", "phone": "(555) 201-4477 ext. 2",
                   "location": {"city": "Camp Hill", "region": "PA"}},
        "work": [
            {"position": "Senior Systems Administrator", "name": "Keystone Regional Health Network",
             "location": "Harrisburg, PA", "dates": dates("2020", current=True, text="2020-Present")},
            {"position": "Systems Administrator II", "name": "Dauphin County Information Technology",
             "location": "Harrisburg, PA", "dates": dates("2018", "2020", text="2018-2020")},
            {"position": "Systems Administrator I", "name": "Dauphin County Information Technology",
             "location": "Harrisburg, PA", "dates": dates("2017", "2018", text="2017-2018")},
            {"position": "Network Technician", "name": "Capital Area Internet Services, Inc.",
             "location": "Mechanicsburg, PA", "dates": dates("2014", "2017", text="2014-2017")},
            {"position": "Field Technician (part-time)", "name": "Byte Brigade", "location": "Camp Hill, PA",
             "dates": dates("2010", "2012", text="2010-2012")}],
        "education": [
            {"institution": "Penn State Harrisburg", "study_type": "B.S.", "area": "Information Sciences and Technology",
             "dates": dates(None, "2012", text="2012")},
            {"institution": "Harrisburg Area Community College", "study_type": "A.A.S.", "area": "Computer Networking",
             "dates": dates(None, "2010", text="2010")}],
        "skills": [{"name": s} for s in ["RHEL 7-9", "Ubuntu Server", "Windows Server 2012-2022", "VMware vSphere 7",
                                         "Proxmox VE", "Ansible", "Bash", "PowerShell", "Terraform", "Zabbix",
                                         "Grafana", "Nagios", "Cisco IOS", "VLANs", "pfSense", "Veeam", "Commvault"]],
        "certificates": [{"name": "Red Hat Certified Engineer (RHCE)"},
                         {"name": "VMware Certified Professional - Data Center Virtualization (VCP-DCV)"},
                         {"name": "CompTIA Security+ ce"}],
    })


# ---- p6: clinical CV, DOCX written by pandoc ---------------------------------------------------
P6_MARKDOWN = """---
title: "Lucía Fernández-Whitaker, MSN, APRN, FNP-BC"
subtitle: "Family Nurse Practitioner"
lang: en-US
---

Albuquerque, NM 87106 · (505) 555-0148 · lucia.fw@example.org · NPI 1555000147

# Licensure & Certifications

| Credential | Number | Issuing body | Expires |
|:-----------|:-------|:-------------|:--------|
| Certified Nurse Practitioner (CNP), New Mexico | CNP-0041872 | New Mexico Board of Nursing | 06/30/2026 |
| Registered Nurse (RN), multistate (NLC) | RN-0287731 | New Mexico Board of Nursing | 06/30/2026 |
| Family Nurse Practitioner – Board Certified (FNP-BC) | 2022011458 | ANCC | 08/2027 |
| DEA Registration | MF5550123 | U.S. Drug Enforcement Administration | 05/31/2027 |
| Advanced Cardiovascular Life Support (ACLS) | — | American Heart Association | 03/2026 |
| Basic Life Support (BLS) | — | American Heart Association | 03/2026 |
| Critical Care Registered Nurse (CCRN) | 1555-2088 | AACN | Lapsed 2023 |

# Education

**MSN, Family Nurse Practitioner**\\
University of New Mexico College of Nursing, Albuquerque, NM\\
Aug 2019 – May 2022 · GPA 3.91/4.00

**BSN**, *Magna Cum Laude*\\
New Mexico State University, Las Cruces, NM\\
May 2016

# Clinical Rotations

*Precepted rotations in the MSN Family Nurse Practitioner program, 720 hours in total.*[^hours]

- **Family Practice** — Sandia Mesa Community Health Center, Albuquerque, NM · Jan – Apr 2022 · 240 hours
- **Pediatrics** — Valle Encantado Pediatrics, Rio Rancho, NM · Sep – Dec 2021 · 180 hours
- **Women's Health** — Nuestra Salud Women's Clinic, Albuquerque, NM · May – Aug 2021 · 150 hours
- **Urgent Care** — Four Corners Urgent Care, Farmington, NM · Jan – Apr 2021 · 150 hours

# Professional Experience

### Family Nurse Practitioner, Río Bravo Family Medicine, Albuquerque, NM

*Aug 2022 – Present*

- Manage a panel of about 1,400 patients of all ages; 18–22 visits a day, half of them in Spanish.
- Lead the clinic's diabetes group visits; panel A1c control (<8%) rose from 58% to 71% in 18 months.
- Precept two FNP students a year from the University of New Mexico.

### Staff Nurse – ICU, St. Brendan’s Regional Medical Center, Santa Fe, NM

*Jul 2019 – Jun 2022*

- 20-bed mixed medical-surgical ICU; ventilated patients, CRRT, vasoactive drips, post-op cardiac.
- Charge nurse two shifts a week from 2021; member of the rapid response team.
- Worked 0.6 FTE nights while completing the MSN.

### Registered Nurse – Medical/Surgical, Rio Grande Community Hospital, Las Cruces, NM

*Jun 2016 – Jun 2019*

- 32-bed med-surg unit, 5–6 patients a shift; unit educator for the 2018 Cerner-to-Epic conversion.

### Patient Care Technician (part-time), Mesilla Valley Medical Center, Las Cruces, NM

*2014 – 2016*

# Clinical Skills

Procedures
:   Suturing and laceration repair; Incision and drainage; Joint injection; Point-of-care ultrasound

Chronic care
:   Diabetes management; Hypertension management; COPD management

Systems
:   Epic; Cerner

# Professional Memberships

- American Association of Nurse Practitioners (AANP), 2020 – present
- New Mexico Nurse Practitioner Council, 2022 – present

# Presentations

- Fernández-Whitaker L, Ortega R. *Nurse-led insulin titration in a rural primary care clinic.* Poster,
  New Mexico Nurse Practitioner Council Annual Conference, Albuquerque, NM, October 2023.

# Languages

Spanish — fluent (medical Spanish) · English — native

[^hours]: Hours verified by the UNM FNP program director; logs available on request.
"""


def p6_clinical_pandoc_docx():
    name = "p6-lucia-fernandez-whitaker"
    with tempfile.TemporaryDirectory() as tmp:
        source, out = os.path.join(tmp, name + ".md"), os.path.join(tmp, name + ".docx")
        with open(source, "w", encoding="utf-8") as f:
            f.write(P6_MARKDOWN)
        subprocess.run(["pandoc", "--from=markdown", "--to=docx", "--output=" + out, source], check=True)
        shutil.copy(out, os.path.join(FILES, name + ".docx"))
    write_truth(name, {
        "basics": {"name": "Lucía Fernández-Whitaker", "label": "Family Nurse Practitioner",
                   "email": "lucia.fw@example.org", "phone": "(505) 555-0148",
                   "location": {"city": "Albuquerque", "region": "NM"}},
        "work": [
            {"position": "Family Nurse Practitioner", "name": "Río Bravo Family Medicine", "location": "Albuquerque, NM",
             "dates": dates("2022-08", current=True, text="Aug 2022 – Present")},
            {"position": "Staff Nurse – ICU", "name": "St. Brendan’s Regional Medical Center", "location": "Santa Fe, NM",
             "dates": dates("2019-07", "2022-06", text="Jul 2019 – Jun 2022")},
            {"position": "Registered Nurse – Medical/Surgical", "name": "Rio Grande Community Hospital",
             "location": "Las Cruces, NM", "dates": dates("2016-06", "2019-06", text="Jun 2016 – Jun 2019")},
            {"position": "Patient Care Technician (part-time)", "name": "Mesilla Valley Medical Center",
             "location": "Las Cruces, NM", "dates": dates("2014", "2016", text="2014 – 2016")}],
        "education": [
            {"institution": "University of New Mexico College of Nursing", "study_type": "MSN",
             "area": "Family Nurse Practitioner", "score": "3.91/4.00",
             "dates": dates("2019-08", "2022-05", text="Aug 2019 – May 2022")},
            {"institution": "New Mexico State University", "study_type": "BSN", "score": "Magna Cum Laude",
             "dates": dates(None, "2016-05", text="May 2016")}],
        "skills": [{"name": s} for s in ["Suturing and laceration repair", "Incision and drainage", "Joint injection",
                                         "Point-of-care ultrasound", "Diabetes management", "Hypertension management",
                                         "COPD management", "Epic", "Cerner"]],
        "certificates": [{"name": "Certified Nurse Practitioner (CNP)"},
                         {"name": "Registered Nurse (RN)"},
                         {"name": "Family Nurse Practitioner – Board Certified (FNP-BC)"},
                         {"name": "DEA Registration"},
                         {"name": "Advanced Cardiovascular Life Support (ACLS)"},
                         {"name": "Basic Life Support (BLS)"},
                         {"name": "Critical Care Registered Nurse (CCRN)"}],
        "languages": [{"language": "Spanish", "fluency": "fluent (medical Spanish)"},
                      {"language": "English", "fluency": "native"}],
    })


if __name__ == "__main__":
    p1_header_docx()
    p2_lebenslauf_latex()
    p3_jsonresume_html()
    p4_canva_chromium()
    p5_ats_text()
    p6_clinical_pandoc_docx()
