#!/usr/bin/env python3
"""Renders the twentieth held-out batch (b1–b6) into files/ and its truth into truth/.

Written without reading the parser. Six office and tech-adjacent people in occupations the earlier
batches did not use, each resume made from one of the popular templates people download (a Word
"modern" template, a Google Docs template, an Awesome-CV-style LaTeX class, a Canva design, a plain
ATS-friendly Word file and a Markdown file), with the traps those templates bring:

- b1 (DOCX, python-docx, like a Word "modern" template): a senior procurement officer's page: a
  full-width dark teal header band (a one-cell shaded table pulled out to the page edges) with the
  name, label and a contact line in white ("Columbus, OH  |  (614) 555-0127  |  …  |
  linkedin.com/in/colette-ambrose", no link), "Heading 1" sections in capitals by style (the text is
  "Profile"), "Areas of Expertise" as a borderless two-column table with a bold group label over
  "List Bullet" items in each cell ("Sourcing & Contracts", "Systems & Tools"), employers in bold
  with the city after "|" over two or one titles with the dates on a right tab ("Mar 2021 – Present",
  "Jun 2017 – Feb 2021"), two titles at one health system, a title with its own comma ("Buyer,
  Indirect Procurement"), "The Ohio State University" as a student-job employer ("2012 – 2014") and
  as the school, certifications with issuers and years. The page count is checked on a throw-away
  LibreOffice PDF. A procurement officer in Columbus, OH.
- b2 (LibreOffice PDF of a DOCX imitating the Google Docs "Serif" template): a UX writer's page: the
  name and label at the left of a borderless header table with the contact lines in the right cell
  (a ZIP code after the state, a portfolio site; the email and site are hyperlinks in the DOCX,
  which LibreOffice 7.4's headless export leaves out of the PDF), then a borderless two-column body
  table: the main cell with "**Employer**, City, ST — *Title*" lines over grey date lines ("Sep 2019 —
  Present", "Jan 2016 — Aug 2019" with em dashes, "Summer 2013"), the narrow right cell with skills,
  tools, certifications, awards and languages ("Spanish — conversational") that a layout text dump
  prints beside the jobs. A title with " & " ("Content Strategist & Copywriter"), an editorial
  internship, "B.A. in English, minor in Technical Communication", and the template's "Projects"
  section in the same "**Name** — *role*" form (a volunteer writing project, a side project; no dates)
  that is not jobs. Fonts as Google names them ("Merriweather", "Open Sans"), which LibreOffice
  replaces. A UX writer in Denver, CO.
- b3 (pdflatex, in the style of the Awesome-CV class, written here with plain packages): a
  localization project manager's two-page CV in Helvetica: the first name grey and the last name
  bold, centred; the label in the accent colour; the address line; a contact line with icons
  (ZapfDingbats ☎ and ✉ from pifont, which come out as those characters in the text layer, a TikZ
  map pin that leaves no text, and a TikZ "in" badge before the LinkedIn handle, printed as
  "annikavos" only as Awesome-CV does, the link target holding the address); section headings with
  the first three letters in the accent colour and a rule; every entry the employer in bold with the
  place at the right over the title with the dates at the right; two titles at one agency, both
  with the employer repeated; a "Key achievements" sub-list under the current job; a title with
  " & " ("Localization & Release Coordinator"); "2014 – 2016"; a job in "Amsterdam, Netherlands";
  education (the school in bold over the degree, as Awesome-CV does) and certifications in a
  three-column row (name, issuer, year) at the foot of page 1; on page 2 "Presentations" laid out
  exactly like jobs with the same entry macro ("LocWorld Silicon Valley" over "Speaker", "Jun 2024";
  "Online" as the place) that are not jobs, a skills table (category, then a comma list) and a
  languages table with levels ("Fluent (C2)"); a footer with a month ("November 2026"), the name and
  the page number on both pages. A localization PM in Seattle, WA.
- b4 (Chromium "Save as PDF", a Canva-like design): a scrum master's page: a coloured band with a
  round initials "photo" ("DP", which the text layer puts before the name on its line), the name
  typed in capitals with the first name light and the last bold, a label with "|"; letter-spaced
  headings (some come out as "C O N TA C T"); a tinted LEFT sidebar (first in the source) with the
  contact lines behind inline SVG icons (no text), "Skills" and "Tools" as bar charts whose level is
  only the bar width (the labels are the skills), certifications and languages ("Spanish —
  Conversational"); the main column with a profile and a timeline of jobs (title, then "Employer ·
  City, ST", the dates in a coloured pill: "Feb 2022 - Present", "Oct 2019 - Jan 2022", "2016 -
  2019" with ASCII hyphens), a title with its own comma ("Scrum Master, Payments Platform"),
  "Bachelor of Science in Management Information Systems". A scrum master in Austin, TX.
- b5 (DOCX, python-docx, plain ATS-friendly): a mortgage loan processor's one-column Calibri page:
  a centred name, one contact line, headings as bold capitals with a rule, "Core Skills" as two
  labelled comma lines (commas inside parentheses: "(FHA, VA, USDA)"), every job a bold title over
  "Employer, City, ST | 10/2019 – Present" (MM/YYYY dates), "Associate in Applied Science, Business
  Administration", certifications with issuers and years. The page count is checked on a throw-away
  LibreOffice PDF. A loan processor in Charlotte, NC.
- b6 (Markdown): a Salesforce administrator's README-style resume with emoji everywhere: a bold
  label "Senior Salesforce Administrator | 3x Salesforce Certified" followed by "☁️", emoji
  before the location, phone, email and LinkedIn on the contact line and in every "##" heading
  ("## 💼 Experience"), "### Title — Employer" over "*City, ST · Apr 2021 – Present*", intern then
  coordinator at one company ("Summer 2014", "2015 – 2017"), certifications as "Name (year)"
  bullets, grouped "**Platform:** a, b" skill bullets with "(basic)" asides, languages on one line
  joined by "·". A Salesforce admin in Minneapolis, MN.

Truth conventions as in batches 5–19: date_text as printed (LaTeX "--" printed as "–"; em dashes and
ASCII hyphens kept where the writer typed them), the work entry's location where printed (as
printed: "Columbus, OH", "Amsterdam, Netherlands"), education score only where printed (none here),
certificate names without issuer or year, every listed skill as printed (a bar chart's labels are
the skills and carry no level; commas inside parentheses do not split; a group's label is not a
skill), spoken languages only, with their fluency as printed ("Fluent (C2)"). "Summer 2013" runs
2013-06 to 2013-08. A name printed in capitals is given in title case; icons and emoji are not part
of any value. A title's own comma, "&" or parenthesis is part of the position. Two titles at one
employer are two work entries; an internship and a student job are work entries; awards, projects,
presentations and a profile are not. A ZIP code is not kept (the location is city and region). "B.A.
in English, minor in Technical Communication" has study_type "B.A." and area "English"; "Bachelor of
Business Administration, Operations and Supply Chain Management" has study_type "Bachelor of
Business Administration" and that area. A LinkedIn address is a profile, its URL the link target
where there is one (b3, b4, b6), else the printed address with "https://" (b1, b5); a portfolio site
is the basics URL (b2). Phones are 555 numbers, emails at example.com.

No installs were needed on the machine that wrote this batch; the tools are those of batch 19:
`pip install python-docx`, `apt-get install chromium fonts-liberation fonts-crosextra-carlito
libreoffice-writer-nogui poppler-utils texlive-latex-base texlive-latex-recommended
texlive-fonts-recommended texlive-latex-extra` (pifont and helvet come with
texlive-fonts-recommended / texlive-latex-base; DejaVu fonts for Chromium).
Run from this folder: python3 render_batch20.py
"""
import os
from xml.sax.saxutils import escape

from holdout_render import (work_truth, shade, FILES, bottom_border, check_pages, chromium_pdf, dates, libreoffice_pdf, linkedin,
                            lo_page_count, new_docx, oxml_element, pdf_pages, pdflatex, tex, write_text,
                            write_truth)


TBL_PR_ORDER = ["tblStyle", "tblpPr", "tblOverlap", "bidiVisual", "tblStyleRowBandSize", "tblStyleColBandSize",
                "tblW", "jc", "tblCellSpacing", "tblInd", "tblBorders", "shd", "tblLayout", "tblCellMar", "tblLook"]


def set_tbl_pr(table, *elements):
    """Puts elements into a table's w:tblPr (replacing any of the same name), in the schema's order."""
    from docx.oxml.ns import qn
    tbl_pr = table._tbl.tblPr
    for element in elements:
        old = tbl_pr.find(element.tag)
        if old is not None:
            tbl_pr.remove(old)
        tbl_pr.append(element)
    children = sorted(tbl_pr, key=lambda e: TBL_PR_ORDER.index(e.tag.split("}")[1]))
    for child in children:
        tbl_pr.remove(child); tbl_pr.append(child)


def no_borders(table):
    """Gives a python-docx table explicit "nil" borders on every edge (as Word templates save them)."""
    borders = oxml_element("w:tblBorders")
    for edge in ("top", "left", "bottom", "right", "insideH", "insideV"):
        borders.append(oxml_element("w:" + edge, val="nil"))
    set_tbl_pr(table, borders)


def table_geometry(table, widths, indent_twips=0):
    """Sets a table's column widths (twips; the grid, every cell and the total), its left indent and a
    fixed layout."""
    from docx.oxml.ns import qn
    for col, width in zip(table._tbl.tblGrid.findall(qn("w:gridCol")), widths):
        col.set(qn("w:w"), str(width))
    for row in table.rows:
        for cell, width in zip(row.cells, widths):
            tc_w = cell._tc.get_or_add_tcPr().get_or_add_tcW()
            tc_w.set(qn("w:w"), str(width)); tc_w.set(qn("w:type"), "dxa")
    set_tbl_pr(table, oxml_element("w:tblW", w=str(sum(widths)), type="dxa"),
               oxml_element("w:tblInd", w=str(indent_twips), type="dxa"), oxml_element("w:tblLayout", type="fixed"))


def cell_margins(table, top=0, left=108, bottom=0, right=108):
    """Sets a table's default cell margins (twips)."""
    mar = oxml_element("w:tblCellMar")
    for edge, value in (("top", top), ("left", left), ("bottom", bottom), ("right", right)):
        mar.append(oxml_element("w:" + edge, w=str(value), type="dxa"))
    set_tbl_pr(table, mar)


def docx_link(paragraph, url, text, color=None, size=None, underline=False):
    """Appends a w:hyperlink run (an external relationship) to a python-docx paragraph."""
    from docx.opc.constants import RELATIONSHIP_TYPE
    from docx.oxml.ns import qn
    r_id = paragraph.part.relate_to(url, RELATIONSHIP_TYPE.HYPERLINK, is_external=True)
    link = oxml_element("w:hyperlink")
    link.set(qn("r:id"), r_id)
    run = oxml_element("w:r")
    r_pr = oxml_element("w:rPr")
    if color:
        r_pr.append(oxml_element("w:color", val=color))
    if size:
        r_pr.append(oxml_element("w:sz", val=str(int(size * 2))))
    if underline:
        r_pr.append(oxml_element("w:u", val="single"))
    run.append(r_pr)
    t = oxml_element("w:t")
    t.text = text
    t.set("{http://www.w3.org/XML/1998/namespace}space", "preserve")
    run.append(t)
    link.append(run)
    paragraph._p.append(link)


# ---- b1: procurement officer, Word "modern" template DOCX ---------------------------------------
B1_GROUPS = [
    ("Franklin Regional Health System", "Columbus, OH", [
        ("Senior Procurement Officer", "Mar 2021 – Present", ("2021-03", None, True),
         ["Lead sourcing for $38M a year of non-clinical spend: facilities, IT hardware, food service and "
          "professional services.",
          "Run 15–20 RFPs a year with evaluation committees; write the scoring matrices and award recommendations "
          "for the VP of Supply Chain.",
          "Negotiated a system-wide print and copier contract that cut cost per page by 31% ($410K a year).",
          "Coach two buyers and review their purchase orders above $50,000."]),
        ("Buyer, Indirect Procurement", "Jun 2017 – Feb 2021", ("2017-06", "2021-02"),
         ["Placed 2,500+ purchase orders a year for five hospitals and 40 outpatient sites in PeopleSoft.",
          "Moved 120 office and janitorial suppliers onto two GPO contracts and a punch-out catalog.",
          "Cut the average requisition-to-PO time from 6.5 to 2 days."]),
    ]),
    ("Buckeye Office Solutions, Inc.", "Dublin, OH", [
        ("Purchasing Coordinator", "Aug 2014 – May 2017", ("2014-08", "2017-05"),
         ["Bought office furniture, supplies and print for 300 business customers with 98% on-time delivery.",
          "Kept the vendor master up to date and resolved three-way-match exceptions with accounts payable."]),
    ]),
    ("The Ohio State University", "Columbus, OH", [
        ("Accounts Payable Assistant (student job)", "2012 – 2014", ("2012", "2014"),
         ["Entered and matched invoices for the Department of Facilities, 15 hours a week."]),
    ]),
]
B1_SKILLS = [
    ("Sourcing & Contracts", ["Strategic sourcing", "RFI, RFP and RFQ development", "Contract negotiation",
                              "Supplier performance management", "Spend analysis and savings tracking",
                              "Purchasing policy and audit compliance"]),
    ("Systems & Tools", ["SAP Ariba", "Oracle PeopleSoft Purchasing", "GHX Exchange",
                         "Microsoft Excel (pivot tables, XLOOKUP)", "Power BI", "DocuSign CLM"]),
]
B1_CERTS = [("Certified Professional in Supply Management (CPSM)", "Institute for Supply Management", "2020"),
            ("Lean Six Sigma Green Belt", "Franklin Regional Health System", "2019"),
            ("Certified Purchasing Professional (CPP)", "American Purchasing Society", "2017")]


def b1_procurement_docx():
    from docx.enum.text import WD_TAB_ALIGNMENT
    from docx.shared import Inches, Pt, RGBColor

    teal = RGBColor(0x1F, 0x4E, 0x5F)
    document = new_docx(author="Colette Ambrose", title="Colette Ambrose - Resume",
                        page=(Inches(8.5), Inches(11)), margins=(Inches(0.75), Inches(0.35)),
                        font="Calibri", size=10, space_after=2)
    section = document.sections[0]
    section.bottom_margin = Inches(0.5)
    document.styles["Normal"].paragraph_format.line_spacing = 1.05
    right = Inches(8.5 - 1.5)

    h1 = document.styles["Heading 1"]
    h1.font.name = "Calibri"; h1.font.size = Pt(12.5); h1.font.bold = True; h1.font.color.rgb = teal
    h1.font.all_caps = True
    h1.paragraph_format.space_before = Pt(9); h1.paragraph_format.space_after = Pt(2)
    h1.element.rPr.append(oxml_element("w:spacing", val="20"))
    bullet_style = document.styles["List Bullet"]
    bullet_style.font.size = Pt(10)
    bullet_style.paragraph_format.space_after = Pt(0.5)

    # the header band: one shaded cell as wide as the page; in Word 2010 compatibility (python-docx's
    # template) a table's indent is measured to the text, so the left cell margin hangs it over the page margin
    band = document.add_table(rows=1, cols=1)
    no_borders(band)
    table_geometry(band, [12240 + 1080])
    cell_margins(band, top=230, left=1080, bottom=230, right=1080)
    cell = band.rows[0].cells[0]
    shade(cell._tc.get_or_add_tcPr(), "1F4E5F")
    p = cell.paragraphs[0]
    r = p.add_run("Colette Ambrose"); r.bold = True; r.font.size = Pt(28); r.font.color.rgb = RGBColor(255, 255, 255)
    p.paragraph_format.space_after = Pt(0)
    p = cell.add_paragraph()
    r = p.add_run("Senior Procurement Officer"); r.font.size = Pt(13); r.font.color.rgb = RGBColor(0xCF, 0xE3, 0xEA)
    p.paragraph_format.space_after = Pt(5)
    p = cell.add_paragraph()
    r = p.add_run("Columbus, OH  |  (614) 555-0127  |  colette.ambrose@example.com  |  linkedin.com/in/colette-ambrose")
    r.font.size = Pt(9.5); r.font.color.rgb = RGBColor(255, 255, 255)
    p.paragraph_format.space_after = Pt(0)

    document.add_heading("Profile", level=1)
    document.add_paragraph(
        "Procurement professional with twelve years in healthcare and distribution purchasing. I run competitive "
        "sourcing events from specification to contract award, negotiate price and service levels with suppliers, "
        "and keep purchasing compliant with policy and audit requirements. Delivered $4.2M in documented savings "
        "over the last three fiscal years across clinical and non-clinical categories.")

    document.add_heading("Areas of Expertise", level=1)
    skills = document.add_table(rows=1, cols=2)
    no_borders(skills)
    table_geometry(skills, [5040, 5040])
    cell_margins(skills, left=0)
    for cell, (label, items) in zip(skills.rows[0].cells, B1_SKILLS):
        q = cell.paragraphs[0]
        r = q.add_run(label); r.bold = True; r.font.color.rgb = teal
        q.paragraph_format.space_after = Pt(2)
        for item in items:
            cell.add_paragraph(item, style="List Bullet")

    document.add_heading("Experience", level=1)
    for i, (employer, place, roles) in enumerate(B1_GROUPS):
        q = document.add_paragraph()
        q.paragraph_format.space_before = Pt(6 if i else 0); q.paragraph_format.space_after = Pt(1)
        q.paragraph_format.keep_with_next = True
        r = q.add_run(employer); r.bold = True; r.font.size = Pt(11.5)
        q.add_run("  |  " + place).font.color.rgb = RGBColor(0x55, 0x55, 0x55)
        for j, (title, when, _, items) in enumerate(roles):
            q = document.add_paragraph()
            q.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
            q.paragraph_format.space_before = Pt(3 if j else 0); q.paragraph_format.space_after = Pt(1)
            q.paragraph_format.keep_with_next = True
            r = q.add_run(title); r.bold = True; r.italic = True; r.font.color.rgb = teal
            q.add_run("\t" + when).italic = True
            for item in items:
                document.add_paragraph(item, style="List Bullet")

    document.add_heading("Education", level=1)
    q = document.add_paragraph()
    q.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
    q.paragraph_format.space_after = Pt(0)
    q.add_run("Bachelor of Business Administration, Operations and Supply Chain Management").bold = True
    q.add_run("\tMay 2014").italic = True
    q = document.add_paragraph()
    q.add_run("The Ohio State University  |  Columbus, OH").font.color.rgb = RGBColor(0x55, 0x55, 0x55)

    document.add_heading("Certifications", level=1)
    for cert, issuer, year in B1_CERTS:
        q = document.add_paragraph(style="List Bullet")
        q.add_run(cert).bold = True
        q.add_run(f" – {issuer}, {year}")

    name = "b1-colette-ambrose"
    path = os.path.join(FILES, name + ".docx")
    document.save(path)
    check_pages(name, lo_page_count(path, name), 1)
    write_truth(name, {
        "basics": {"name": "Colette Ambrose", "label": "Senior Procurement Officer",
                   "email": "colette.ambrose@example.com", "phone": "(614) 555-0127",
                   "location": {"city": "Columbus", "region": "OH"},
                   "profiles": [linkedin("colette-ambrose", www=False)]},
        "work": [{"position": title, "name": employer, "location": place, "dates": dates(*span, text=when)}
                 for employer, place, roles in B1_GROUPS for title, when, span, _ in roles],
        "education": [
            {"institution": "The Ohio State University", "study_type": "Bachelor of Business Administration",
             "area": "Operations and Supply Chain Management", "dates": dates(None, "2014-05", text="May 2014")}],
        "skills": [{"name": s} for _, items in B1_SKILLS for s in items],
        "certificates": [{"name": c} for c, _, _ in B1_CERTS],
    })


# ---- b2: UX writer, Google Docs "Serif"-like DOCX converted by LibreOffice ------------------------
B2_JOBS = [
    ("Senior UX Writer", "Larkspur Health", "Denver, CO", "Sep 2019 — Present", ("2019-09", None, True),
     ["Own the words in the patient app and web portal (1.2M monthly users): onboarding, scheduling, billing "
      "and error states.",
      "Built the content design system in Figma: 140 reusable strings, a voice and tone guide and a "
      "plain-language checklist.",
      "Rewrote the payment flow with design and research; failed payments fell 22% and billing tickets 30%."]),
    ("Content Strategist & Copywriter", "Tallgrass Software", "Boulder, CO", "Jan 2016 — Aug 2019",
     ("2016-01", "2019-08"),
     ["Wrote in-product copy, release notes and help center articles for a field-service scheduling app.",
      "Set up the terminology glossary and style guide used by product, support and localization."]),
    ("Junior Copywriter", "Redline Creative Co.", "Denver, CO", "Jun 2014 — Dec 2015", ("2014-06", "2015-12"),
     ["Web, email and social copy for regional banks, breweries and outdoor brands."]),
    ("Editorial Intern", "Front Range Quarterly", "Boulder, CO", "Summer 2013", ("2013-06", "2013-08"),
     ["Fact-checked features and wrote 12 short pieces for the arts section."]),
]
B2_SKILLS = ["Microcopy and UI text", "Voice and tone", "Content design systems", "Information architecture",
             "Plain language", "Content testing", "Writing for localization"]
B2_TOOLS = ["Figma", "Frontitude", "Jira", "Confluence", "Lokalise", "Google Analytics"]
B2_PROJECTS = [
    ("Plain-language medical bills", "Volunteer writer, Colorado Patient Advocacy Network",
     "Rewrote a sample hospital bill and its explainer with a panel of 30 patients; the template is now used by "
     "four community clinics."),
    ("Error message pattern library", "Side project, published on Medium",
     "A collection of 60 before-and-after error messages with notes on cause, fix and tone."),
]
B2_CERTS = [("UX Writing Fundamentals", "UX Content Collective, 2019"),
            ("Plain Language Foundations", "Center for Plain Language, 2021")]


def b2_ux_writer_gdocs():
    from docx.enum.table import WD_TABLE_ALIGNMENT
    from docx.shared import Inches, Pt, RGBColor

    grey, dark, accent = RGBColor(0x66, 0x66, 0x66), RGBColor(0x21, 0x21, 0x21), RGBColor(0x2A, 0x79, 0xC3)
    document = new_docx(author="Noelle Fairbanks", title="Noelle Fairbanks - Resume", page=(Inches(8.5), Inches(11)),
                        margins=(Inches(0.6), Inches(0.6)), font="Open Sans", size=9.5, space_after=0)
    normal = document.styles["Normal"]
    normal.font.color.rgb = grey
    normal.paragraph_format.line_spacing = 1.15

    def para(container, text="", size=None, color=None, bold=False, italic=False, font=None, before=0, after=0):
        q = container.add_paragraph() if container is not None else document.add_paragraph()
        q.paragraph_format.space_before = Pt(before); q.paragraph_format.space_after = Pt(after)
        if text:
            r = q.add_run(text); r.bold = bold; r.italic = italic
            if size: r.font.size = Pt(size)
            if color is not None: r.font.color.rgb = color
            if font: r.font.name = font
        return q

    def heading(cell, text, first=False):
        para(cell, text.upper(), size=9, color=accent, bold=True, before=0 if first else 16, after=4)

    # header: the name and label left, contact lines right (a two-cell borderless table, as the template)
    head = document.add_table(rows=1, cols=2)
    no_borders(head)
    head.alignment = WD_TABLE_ALIGNMENT.LEFT
    table_geometry(head, [7056, 3312])
    left, right = head.rows[0].cells
    q = left.paragraphs[0]
    r = q.add_run("Noelle Fairbanks"); r.bold = True; r.font.size = Pt(26); r.font.name = "Merriweather"
    r.font.color.rgb = dark
    para(left, "UX Writer & Content Designer", size=11, color=dark, before=4)
    right.paragraphs[0].add_run("Denver, CO 80205")
    para(right, "(720) 555-0164")
    docx_link(para(right), "mailto:noelle.fairbanks@example.com", "noelle.fairbanks@example.com")
    docx_link(para(right), "https://noellefairbanks.example.com", "noellefairbanks.example.com", color="2A79C3")

    spacer = para(None, after=10)
    spacer.paragraph_format.space_before = Pt(4)

    body = document.add_table(rows=1, cols=2)
    no_borders(body)
    table_geometry(body, [7272, 3096])
    main, side = body.rows[0].cells

    heading(main, "Experience", first=True)
    main.paragraphs[0]._p.getparent().remove(main.paragraphs[0]._p)
    for i, (title, company, place, when, _, items) in enumerate(B2_JOBS):
        q = para(main, before=10 if i else 0)
        r = q.add_run(company); r.bold = True; r.font.color.rgb = dark; r.font.size = Pt(10.5)
        r = q.add_run(f", {place} — "); r.font.color.rgb = dark; r.font.size = Pt(10.5)
        r = q.add_run(title); r.italic = True; r.font.color.rgb = dark; r.font.size = Pt(10.5)
        para(main, when, size=8, color=grey, before=2, after=3)
        for item in items:
            b = main.add_paragraph(item, style="List Bullet")
            b.paragraph_format.space_after = Pt(2)

    heading(main, "Education")
    q = para(main)
    r = q.add_run("University of Colorado Boulder"); r.bold = True; r.font.color.rgb = dark; r.font.size = Pt(10.5)
    r = q.add_run(", Boulder, CO — "); r.font.color.rgb = dark; r.font.size = Pt(10.5)
    r = q.add_run("B.A. in English, minor in Technical Communication"); r.italic = True
    r.font.color.rgb = dark; r.font.size = Pt(10.5)
    para(main, "Aug 2010 — May 2014", size=8, color=grey, before=2, after=3)
    para(main, "Dean's List six semesters; senior thesis on error messages in consumer banking apps.")

    heading(main, "Projects")
    for project, role, text in B2_PROJECTS:
        q = para(main, before=0 if project == B2_PROJECTS[0][0] else 8, after=2)
        r = q.add_run(project); r.bold = True; r.font.color.rgb = dark; r.font.size = Pt(10.5)
        r = q.add_run(" — "); r.font.color.rgb = dark; r.font.size = Pt(10.5)
        r = q.add_run(role); r.italic = True; r.font.color.rgb = dark; r.font.size = Pt(10.5)
        para(main, text)

    heading(side, "Skills", first=True)
    side.paragraphs[0]._p.getparent().remove(side.paragraphs[0]._p)
    for s in B2_SKILLS:
        para(side, s, after=1)
    heading(side, "Tools")
    for s in B2_TOOLS:
        para(side, s, after=1)
    heading(side, "Certifications")
    for c, rest in B2_CERTS:
        para(side, c, color=dark, bold=True)
        para(side, rest, after=4)
    heading(side, "Awards")
    para(side, "Tallgrass “Customer Champion” award, 2018", after=3)
    para(side, "Larkspur Health Hackathon, 1st place, 2022")
    heading(side, "Languages")
    para(side, "English — native", after=1)
    para(side, "Spanish — conversational")

    name = "b2-noelle-fairbanks"
    libreoffice_pdf(document, name, pages=1)
    write_truth(name, {
        "basics": {"name": "Noelle Fairbanks", "label": "UX Writer & Content Designer",
                   "email": "noelle.fairbanks@example.com", "phone": "(720) 555-0164",
                   "url": "https://noellefairbanks.example.com",
                   "location": {"city": "Denver", "region": "CO"}},
        "work": work_truth(B2_JOBS),
        "education": [
            {"institution": "University of Colorado Boulder", "study_type": "B.A.", "area": "English",
             "dates": dates("2010-08", "2014-05", text="Aug 2010 — May 2014")}],
        "skills": [{"name": s} for s in B2_SKILLS + B2_TOOLS],
        "certificates": [{"name": c} for c, _ in B2_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Spanish", "fluency": "conversational"}],
    })


# ---- b3: localization project manager, Awesome-CV-style pdflatex, two pages -----------------------
B3_JOBS = [
    ("Senior Localization Project Manager", "Lingua Nova Global", "Seattle, WA", "Apr 2021 – Present",
     ("2021-04", None, True),
     ["Run localization for three enterprise software clients in 28 languages, about 4M words a year, from file "
      "handoff to delivery.",
      "Plan schedules and budgets ($2.8M a year), raise purchase orders and manage a pool of 60+ freelance "
      "linguists and four partner vendors.",
      "Set up continuous localization from the clients' GitHub repositories through Phrase TMS connectors."],
     ["Cut the turnaround on weekly software updates from five business days to two.",
      "Raised the LQA pass rate from 91% to 98% by rebuilding term bases and style guides for 12 languages.",
      "Won the largest client's renewal in 2023 with a 40% increase in scope."]),
    ("Localization Project Manager", "Lingua Nova Global", "Seattle, WA", "Jul 2018 – Mar 2021",
     ("2018-07", "2021-03"),
     ["Managed 30+ concurrent projects for games and e-learning clients in 15 languages.",
      "Quoted jobs, prepared files (XLIFF, JSON, .po) and ran linguistic testing rounds with the QA team.",
      "Onboarded and trained 20 new freelance linguists for Nordic and Asian languages."], []),
    ("Localization & Release Coordinator", "Cascade Interactive", "Bellevue, WA", "Sep 2016 – Jun 2018",
     ("2016-09", "2018-06"),
     ["Coordinated text exports, vendor handoffs and LQA for two console titles in 11 languages.",
      "Tracked localization bugs in Jira and signed off the language builds for each release."], []),
    ("Project Coordinator", "Amstel Taalservice B.V.", "Amsterdam, Netherlands", "2014 – 2016", ("2014", "2016"),
     ["Scheduled translation and review jobs for Dutch, German and English legal and marketing clients.",
      "Kept translation memories and client term bases up to date in Trados Studio."], []),
]
B3_EDUCATION = [
    ("M.A. in Translation Studies", "University of Amsterdam", "Amsterdam, Netherlands", "2012 – 2014",
     "Thesis: terminology consistency in crowd-sourced game translation."),
    ("B.A. in German Language and Culture", "Utrecht University", "Utrecht, Netherlands", "2009 – 2012", ""),
]
B3_CERTS = [("Project Management Professional (PMP)", "Project Management Institute", "2020"),
            ("Certified Localization Project Manager", "The Localization Institute", "2017"),
            ("Phrase TMS Certified Project Manager", "Phrase", "2022")]
B3_TALKS = [
    ("Speaker", "LocWorld Silicon Valley", "Santa Clara, CA", "Jun 2024",
     "“Continuous localization without the chaos”: lessons from moving three clients to weekly releases."),
    ("Panelist", "GALA Connect Online", "Online", "Mar 2022",
     "Panel on vendor-side project management and freelancer rates after the pandemic."),
]
B3_SKILLS = [
    ("Localization", ["vendor management", "LQA and linguistic testing", "terminology management",
                      "budgeting and PO tracking", "continuous localization"]),
    ("Tools", ["Phrase TMS (Memsource)", "Trados Studio", "Smartling", "XTM Cloud", "Jira", "Confluence"]),
    ("Technical", ["XLIFF", "JSON and .po files", "regular expressions", "basic Python for file prep"]),
]
B3_LANGUAGES = [("Dutch", "Native"), ("English", "Fluent (C2)"), ("German", "Advanced (C1)"),
                ("Japanese", "Basic (A2)")]


def b3_localization_awesome_cv():
    def cventry(title, org, place, when, items, wins):
        lines = "\n".join(f"    \\item {tex(b)}" for b in items)
        block = (f"\\cventry{{{tex(title)}}}{{{tex(org)}}}{{{tex(place)}}}{{{tex(when)}}}{{\n"
                 f"  \\begin{{cvitems}}\n{lines}\n  \\end{{cvitems}}")
        if wins:
            block += ("\n  \\cvsubhead{Key achievements}\n  \\begin{cvitems}\n"
                      + "\n".join(f"    \\item {tex(w)}" for w in wins) + "\n  \\end{cvitems}")
        return block + "\n}"
    experience = "\n\n".join(cventry(t, o, p, w, items, wins) for t, o, p, w, _, items, wins in B3_JOBS)
    education = "\n\n".join(
        f"\\cventry{{{tex(d)}}}{{{tex(s)}}}{{{p}}}{{{tex(w)}}}{{"
        + (f"\n  \\begin{{cvitems}}\n    \\item {tex(note)}\n  \\end{{cvitems}}\n" if note else "") + "}"
        for d, s, p, w, note in B3_EDUCATION)
    certs = "\n".join(f"  \\cvhonor{{{tex(c)}}}{{{tex(who)}}}{{{year}}}" for c, who, year in B3_CERTS)
    skills = "\n".join(f"  \\cvskill{{{label}}}{{{tex(', '.join(items))}}}" for label, items in B3_SKILLS)
    languages = "\n".join(f"  \\cvskill{{{lang}}}{{{level}}}" for lang, level in B3_LANGUAGES)
    talks = "\n\n".join(f"\\cventry{{{tex(role)}}}{{{tex(title)}}}{{{tex(place)}}}{{{tex(when)}}}{{\n"
                         f"  \\begin{{cvitems}}\n    \\item {tex(note)}\n  \\end{{cvitems}}\n}}"
                         for role, title, place, when, note in B3_TALKS)
    source = r"""\documentclass[11pt,letterpaper]{article}
\usepackage[T1]{fontenc}
\usepackage[utf8]{inputenc}
\usepackage{helvet}
\renewcommand{\familydefault}{\sfdefault}
\usepackage[left=0.75in,right=0.75in,top=0.6in,bottom=0.75in,footskip=0.35in]{geometry}
\usepackage{xcolor}
\usepackage{tikz}
\usepackage{pifont}
\usepackage{enumitem}
\usepackage{tabularx}
\usepackage{fancyhdr}
\usepackage[hidelinks]{hyperref}
\definecolor{awesome}{HTML}{DC3522}
\definecolor{darktext}{HTML}{414141}
\definecolor{graytext}{HTML}{5D5D5D}
\definecolor{lighttext}{HTML}{999999}
\setlength{\parindent}{0pt}
\pagestyle{fancy}
\fancyhf{}
\renewcommand{\headrulewidth}{0pt}
\fancyfoot[L]{\scriptsize\color{lighttext}November 2026}
\fancyfoot[C]{\scriptsize\color{lighttext}Annika Vos~~·~~Résumé}
\fancyfoot[R]{\scriptsize\color{lighttext}\thepage}
\newcommand{\pin}{\tikz[baseline=-0.6ex]{\fill[awesome] (0,0.07) circle (0.075) (-0.06,0.03) -- (0,-0.11) -- (0.06,0.03) -- cycle;
  \fill[white] (0,0.07) circle (0.028);}}
\newcommand{\inbadge}{\tikz[baseline=-0.6ex]{\node[fill=awesome,text=white,rounded corners=1pt,inner sep=1.2pt,
  font=\fontsize{6}{6}\selectfont\bfseries] {in};}}
\newcommand{\sep}{\quad{\color{lighttext}|}\quad}
\newcommand{\cvsection}[1]{\vspace{9pt}{\fontsize{15}{18}\selectfont\bfseries\color{awesome}#1}}
\newcommand{\sect}[2]{\par\vspace{10pt}{\fontsize{15}{18}\selectfont\bfseries{\color{awesome}#1}{\color{darktext}#2}}
  \color{graytext}\hrulefill\color{darktext}\par\nopagebreak\vspace{4pt}\nopagebreak}
\newenvironment{cvitems}{\vspace{-2pt}\begin{itemize}[leftmargin=2ex,itemsep=0pt,parsep=1pt,topsep=1pt,
  label={\color{darktext}\textbullet}]\small\color{graytext}}{\end{itemize}\vspace{-1pt}}
\newcommand{\cvsubhead}[1]{\par\vspace{1pt}{\small\bfseries\color{darktext}#1}\par}
% \cventry{position}{organization}{location}{date}{body}, as in awesome-cv.cls
\newcommand{\cventry}[5]{\par\vspace{4pt}
  \begin{tabularx}{\textwidth}{@{}X r@{}}
    \leavevmode{\bfseries\color{darktext}#2} & {\itshape\color{awesome}#3}\\[-1pt]
    \leavevmode{\small\color{graytext}#1} & {\footnotesize\itshape\color{graytext}#4}
  \end{tabularx}\par #5\par}
\newcommand{\cvhonor}[3]{\makebox[0.58\textwidth][l]{\small\bfseries\color{darktext}#1}%
  \makebox[0.3\textwidth][l]{\small\color{graytext}#2}\hfill{\footnotesize\itshape\color{graytext}#3}\par\vspace{2pt}}
\newcommand{\cvskill}[2]{\makebox[0.17\textwidth][r]{\small\bfseries\color{darktext}#1}\hspace{1.2em}%
  \parbox[t]{0.78\textwidth}{\raggedright\leavevmode\small\color{graytext}#2}\par\vspace{3pt}}
\begin{document}
\begin{center}
{\fontsize{32}{38}\selectfont\color{graytext}Annika \textbf{\color{darktext}Vos}}\\[5pt]
{\small\color{awesome}Senior Localization Project Manager}\\[4pt]
{\footnotesize\itshape\color{graytext}\pin~Seattle, WA}\\[3pt]
{\footnotesize\color{darktext}{\color{awesome}\ding{37}}~(206) 555-0178\sep
{\color{awesome}\ding{41}}~\href{mailto:annika.vos@example.com}{annika.vos@example.com}\sep
\inbadge~\href{https://www.linkedin.com/in/annikavos}{annikavos}}\\[8pt]
{\small\itshape\color{graytext}Localization project manager with twelve years in software and games. I keep 28-language
releases on schedule and on budget, and I speak the languages of engineers, linguists and finance.}
\end{center}

\sect{Exp}{erience}
""" + experience + r"""

\sect{Edu}{cation}
""" + education + r"""

\sect{Cer}{tifications}
""" + certs + r"""

\sect{Pre}{sentations}
""" + talks + r"""

\sect{Ski}{lls}
""" + skills + r"""

\sect{Lan}{guages}
""" + languages + r"""
\end{document}
"""
    name = "b3-annika-vos"
    pdflatex(source, name)
    check_pages(name, pdf_pages(os.path.join(FILES, name + ".pdf")), 2)
    write_truth(name, {
        "basics": {"name": "Annika Vos", "label": "Senior Localization Project Manager",
                   "email": "annika.vos@example.com", "phone": "(206) 555-0178",
                   "location": {"city": "Seattle", "region": "WA"}, "profiles": [linkedin("annikavos")]},
        "work": work_truth(B3_JOBS),
        "education": [
            {"institution": "University of Amsterdam", "study_type": "M.A.", "area": "Translation Studies",
             "dates": dates("2012", "2014", text="2012 – 2014")},
            {"institution": "Utrecht University", "study_type": "B.A.", "area": "German Language and Culture",
             "dates": dates("2009", "2012", text="2009 – 2012")}],
        "skills": [{"name": s} for _, items in B3_SKILLS for s in items],
        "certificates": [{"name": c} for c, _, _ in B3_CERTS],
        "languages": [{"language": lang, "fluency": level} for lang, level in B3_LANGUAGES],
    })


# ---- b4: scrum master, Canva-like Chromium page with icons and skill bars ------------------------
B4_JOBS = [
    ("Scrum Master, Payments Platform", "Bluebonnet Financial Technologies", "Austin, TX", "Feb 2022 - Present",
     ("2022-02", None, True),
     ["Serve two Scrum teams (14 engineers) building card payment APIs; facilitate planning, reviews, retros "
      "and quarterly PI planning.",
      "Introduced flow metrics and WIP limits: cycle time fell from 9 to 5 days and sprint predictability "
      "rose to 85%.",
      "Partner with the product owner on backlog refinement and with release management on the roadmap."]),
    ("Scrum Master", "Hill Country Software Group", "Austin, TX", "Oct 2019 - Jan 2022", ("2019-10", "2022-01"),
     ["Coached three teams through the move from waterfall to Scrum; set up Jira and Confluence and trained "
      "40 users.",
      "Ran a weekly scrum of scrums to clear cross-team impediments before each release."]),
    ("Project Coordinator", "Lone Star Telehealth", "San Antonio, TX", "2016 - 2019", ("2016", "2019"),
     ["Kept schedules, RAID logs and status reports for clinic software rollouts at 60 clinics.",
      "Organised user acceptance testing and go-live support with clinic managers."]),
]
B4_BARS = [
    ("Skills", [("Sprint facilitation", 95), ("Backlog refinement", 85), ("Agile coaching", 80),
                ("Kanban and flow metrics", 75), ("Stakeholder management", 85)]),
    ("Tools", [("Jira", 90), ("Confluence", 85), ("Miro", 70), ("Azure DevOps", 55)]),
]
B4_CERTS = [("Certified ScrumMaster (CSM)", "Scrum Alliance, 2019"),
            ("Professional Scrum Master I (PSM I)", "Scrum.org, 2020"),
            ("SAFe 6 Scrum Master (SSM)", "Scaled Agile, 2023")]
B4_ICONS = {
    "phone": '<path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 '
             '1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 '
             '1-.25 1z"/>',
    "mail": '<path d="M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm9 7.2L4.4 7H19.6z"/>',
    "pin": '<path d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 '
           '2.5 0 0 1 0 5z"/>',
    "linkedin": '<path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9h4v12H3zM9 9h3.8v1.7h.05c.53-1 '
                '1.83-2.05 3.77-2.05 4 0 4.78 2.64 4.78 6.07V21h-4v-5.6c0-1.34-.03-3.06-1.86-3.06-1.87 0-2.15 '
                '1.46-2.15 2.96V21H9z"/>',
}


def b4_scrum_master_canva():
    def icon(kind):
        return f'<svg class="ico" viewBox="0 0 24 24" aria-hidden="true">{B4_ICONS[kind]}</svg>'
    bars = "".join(
        f'<h2>{escape(group)}</h2>' + "".join(
            f'<div class="bar"><div class="bl">{escape(label)}</div><div class="track"><div class="fill" '
            f'style="width:{pct}%"></div></div></div>' for label, pct in items)
        for group, items in B4_BARS)
    jobs = "".join(
        f'<div class="job"><div class="dot"></div><div class="jhead"><h3>{escape(title)}</h3>'
        f'<span class="pill">{escape(when)}</span></div><div class="org">{escape(company)} · {escape(place)}</div>'
        f'<ul>{"".join(f"<li>{escape(b)}</li>" for b in items)}</ul></div>'
        for title, company, place, when, _, items in B4_JOBS)
    certs = "".join(f'<p><b>{escape(c)}</b><br><span class="muted">{escape(rest)}</span></p>' for c, rest in B4_CERTS)
    html = f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Darius Pemberton - Resume</title>
<style>
@page {{ size: Letter; margin: 0; }}
* {{ box-sizing: border-box; -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
body {{ margin: 0; font: 9pt/1.4 "DejaVu Sans", Arial, sans-serif; color: #333; }}
.band {{ background: #2f4858; color: #fff; display: flex; align-items: center; gap: 22px; padding: 26px 40px 24px; }}
.photo {{ width: 86px; height: 86px; border-radius: 50%; background: #e8a87c; color: #2f4858; display: flex;
          align-items: center; justify-content: center; font-size: 28pt; font-weight: bold; flex: none; }}
.band h1 {{ margin: 0; font-size: 27pt; line-height: 1.1; letter-spacing: 1.5px; }}
.band h1 .first {{ font-weight: normal; color: #f6e3d4; }}
.band .label {{ margin-top: 5px; font-size: 11pt; color: #e8a87c; letter-spacing: 0.5px; }}
.cols {{ display: flex; min-height: 9.55in; }}
aside {{ width: 2.55in; background: #f4eee8; padding: 20px 20px 20px 28px; flex: none; }}
main {{ flex: 1; padding: 20px 36px 20px 28px; }}
h2 {{ font-size: 10.5pt; color: #2f4858; text-transform: uppercase; letter-spacing: 1.5px; margin: 16px 0 8px; }}
aside h2:first-child, main h2:first-child {{ margin-top: 4px; }}
.contact p {{ display: flex; align-items: center; gap: 8px; margin: 0 0 7px; font-size: 8.6pt; }}
.ico {{ width: 13px; height: 13px; fill: #c0663f; flex: none; }}
a {{ color: inherit; text-decoration: none; }}
.bar {{ margin-bottom: 7px; }}
.bl {{ font-size: 8.6pt; margin-bottom: 2px; }}
.track {{ height: 6px; background: #dccfc3; border-radius: 3px; }}
.fill {{ height: 6px; background: #c0663f; border-radius: 3px; }}
aside p {{ margin: 0 0 6px; }}
.muted {{ color: #777; }}
.job {{ position: relative; padding-left: 18px; margin-bottom: 12px; border-left: 2px solid #e0d4c8; }}
.dot {{ position: absolute; left: -6px; top: 3px; width: 10px; height: 10px; border-radius: 50%; background: #c0663f; }}
.jhead {{ display: flex; justify-content: space-between; align-items: baseline; gap: 8px; }}
.jhead h3 {{ margin: 0; font-size: 10.5pt; color: #2f4858; }}
.pill {{ background: #2f4858; color: #fff; border-radius: 9px; padding: 1px 9px; font-size: 7.8pt; white-space: nowrap; }}
.org {{ color: #c0663f; font-weight: bold; margin: 2px 0 3px; }}
ul {{ margin: 0; padding-left: 14px; }}
li {{ margin-bottom: 2px; }}
.edu h3 {{ margin: 0; font-size: 10pt; color: #2f4858; }}
</style></head>
<body>
<div class="band">
  <div class="photo">DP</div>
  <div>
    <h1><span class="first">DARIUS</span> PEMBERTON</h1>
    <div class="label">Certified Scrum Master | Agile Delivery</div>
  </div>
</div>
<div class="cols">
<aside>
  <h2>Contact</h2>
  <div class="contact">
    <p>{icon("phone")}<span>(512) 555-0139</span></p>
    <p>{icon("mail")}<a href="mailto:darius.pemberton@example.com">darius.pemberton@example.com</a></p>
    <p>{icon("pin")}<span>Austin, TX</span></p>
    <p>{icon("linkedin")}<a href="https://www.linkedin.com/in/dariuspemberton">linkedin.com/in/dariuspemberton</a></p>
  </div>
  {bars}
  <h2>Certifications</h2>
  {certs}
  <h2>Languages</h2>
  <p>English — Native</p>
  <p>Spanish — Conversational</p>
</aside>
<main>
  <h2>Profile</h2>
  <p>Scrum master with seven years of agile delivery in fintech and healthcare software, and three years of
  project coordination before that. I help teams find a steady pace, make their work visible and ship
  what matters to customers, without adding ceremony for its own sake.</p>
  <h2>Experience</h2>
  {jobs}
  <h2>Education</h2>
  <div class="edu job"><div class="dot"></div><div class="jhead"><h3>Bachelor of Science in Management Information
  Systems</h3><span class="pill">2012 - 2016</span></div>
  <div class="org">Texas State University · San Marcos, TX</div></div>
</main>
</div>
</body></html>
"""
    name = "b4-darius-pemberton"
    chromium_pdf(html, name, pages=1)
    write_truth(name, {
        "basics": {"name": "Darius Pemberton", "label": "Certified Scrum Master | Agile Delivery",
                   "email": "darius.pemberton@example.com", "phone": "(512) 555-0139",
                   "location": {"city": "Austin", "region": "TX"}, "profiles": [linkedin("dariuspemberton")]},
        "work": work_truth(B4_JOBS),
        "education": [
            {"institution": "Texas State University", "study_type": "Bachelor of Science",
             "area": "Management Information Systems", "dates": dates("2012", "2016", text="2012 - 2016")}],
        "skills": [{"name": label} for _, items in B4_BARS for label, _ in items],
        "certificates": [{"name": c} for c, _ in B4_CERTS],
        "languages": [{"language": "English", "fluency": "Native"}, {"language": "Spanish", "fluency": "Conversational"}],
    })


# ---- b5: mortgage loan processor, plain ATS-friendly DOCX ----------------------------------------
B5_JOBS = [
    ("Senior Mortgage Loan Processor", "Piedmont Home Lending", "Charlotte, NC", "10/2019 – Present",
     ("2019-10", None, True),
     ["Process 20–25 purchase and refinance files a month from application to clear to close for six loan "
      "officers.",
      "Order and review appraisals, title, flood and VOEs; clear underwriting conditions and keep TRID "
      "timelines.",
      "Average 24 days from application to closing against a company average of 31.",
      "Train new processors on Encompass and the company's condition checklist."]),
    ("Mortgage Loan Processor", "Carolina Trust Credit Union", "Gastonia, NC", "03/2016 – 09/2019",
     ("2016-03", "2019-09"),
     ["Processed conventional, FHA and VA loans for members at four branches; about 15 files a month.",
      "Built the credit union's first processing checklist, which cut suspended files by a third."]),
    ("Loan Servicing Specialist", "First Queen City Bank", "Charlotte, NC", "06/2012 – 02/2016",
     ("2012-06", "2016-02"),
     ["Handled escrow analysis, payoff statements and borrower calls for a 4,000-loan servicing portfolio."]),
]
B5_SKILLS = [
    ("Loan Processing", ["Conventional and government loans (FHA, VA, USDA)", "Jumbo loans",
                         "TRID and RESPA compliance", "Condition clearing", "Title and appraisal review",
                         "Income and asset analysis"]),
    ("Systems", ["Encompass", "Calyx Point", "Fannie Mae Desktop Underwriter (DU)",
                 "Freddie Mac Loan Product Advisor (LPA)", "Microsoft Excel"]),
]
B5_CERTS = [("Certified Mortgage Processor (CMP)", "National Association of Mortgage Processors", "2018"),
            ("FHA and VA Loan Processing Certificate", "Carolina Mortgage Bankers Association", "2016")]


def b5_loan_processor_ats_docx():
    from docx.enum.text import WD_ALIGN_PARAGRAPH
    from docx.shared import Inches, Pt

    document = new_docx(author="Shauna Pettigrew", title="Shauna Pettigrew Resume", page=(Inches(8.5), Inches(11)),
                        margins=(Inches(0.8), Inches(0.7)), font="Calibri", size=11, space_after=3)

    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = p.add_run("Shauna Pettigrew"); r.bold = True; r.font.size = Pt(18)
    p.paragraph_format.space_after = Pt(0)
    p = document.add_paragraph("Charlotte, NC 28210 | 704-555-0116 | shauna.pettigrew@example.com | "
                               "linkedin.com/in/shaunapettigrew")
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    p.paragraph_format.space_after = Pt(4)

    def heading(text):
        h = document.add_paragraph()
        h.paragraph_format.space_before = Pt(10); h.paragraph_format.space_after = Pt(4)
        h.paragraph_format.keep_with_next = True
        r = h.add_run(text); r.bold = True; r.font.size = Pt(12)
        bottom_border(h, color="000000", size="6")

    def bullet(text):
        b = document.add_paragraph(text, style="List Bullet")
        b.paragraph_format.space_after = Pt(1)

    heading("SUMMARY")
    document.add_paragraph(
        "Mortgage loan processor with 14 years in retail lending and loan servicing at a mortgage lender, a credit "
        "union and a community bank. Known for clean files, clear communication with borrowers and loan officers, "
        "and on-time closings. Comfortable with conventional, FHA, VA, USDA and jumbo loans.")

    heading("CORE SKILLS")
    for label, items in B5_SKILLS:
        q = document.add_paragraph()
        q.add_run(label + ": ").bold = True
        q.add_run(", ".join(items))

    heading("PROFESSIONAL EXPERIENCE")
    for i, (title, company, place, when, _, items) in enumerate(B5_JOBS):
        q = document.add_paragraph()
        q.paragraph_format.space_before = Pt(6 if i else 0); q.paragraph_format.space_after = Pt(0)
        q.paragraph_format.keep_with_next = True
        q.add_run(title).bold = True
        q = document.add_paragraph(f"{company}, {place} | {when}")
        q.paragraph_format.keep_with_next = True; q.paragraph_format.space_after = Pt(2)
        for item in items:
            bullet(item)

    heading("EDUCATION")
    q = document.add_paragraph(); q.paragraph_format.space_after = Pt(0)
    q.add_run("Associate in Applied Science, Business Administration").bold = True
    document.add_paragraph("Central Piedmont Community College, Charlotte, NC | 2012")

    heading("CERTIFICATIONS")
    for cert, issuer, year in B5_CERTS:
        bullet(f"{cert}, {issuer}, {year}")

    name = "b5-shauna-pettigrew"
    path = os.path.join(FILES, name + ".docx")
    document.save(path)
    check_pages(name, lo_page_count(path, name), 1)
    write_truth(name, {
        "basics": {"name": "Shauna Pettigrew", "email": "shauna.pettigrew@example.com", "phone": "704-555-0116",
                   "location": {"city": "Charlotte", "region": "NC"},
                   "profiles": [linkedin("shaunapettigrew", www=False)]},
        "work": work_truth(B5_JOBS),
        "education": [
            {"institution": "Central Piedmont Community College", "study_type": "Associate in Applied Science",
             "area": "Business Administration", "dates": dates(None, "2012", text="2012")}],
        "skills": [{"name": s} for _, items in B5_SKILLS for s in items],
        "certificates": [{"name": c} for c, _, _ in B5_CERTS],
    })


# ---- b6: Salesforce administrator, Markdown with emoji ------------------------------------------
B6_JOBS = [
    ("Senior Salesforce Administrator", "Northstar Outdoor Co.", "Minneapolis, MN", "Apr 2021 – Present",
     ("2021-04", None, True),
     ["Own a Sales Cloud and Service Cloud org with 450 users across sales, customer care and wholesale.",
      "Replaced 38 workflow rules and process builders with 11 record-triggered flows; page saves got 40% faster.",
      "Run the two-week release cycle with sandboxes and change sets, and keep the admin backlog in Jira.",
      "Built the dealer portal on Experience Cloud for 300 retail partners."]),
    ("Salesforce Administrator", "Twin Cities Medical Supply", "St. Paul, MN", "Jan 2018 – Mar 2021",
     ("2018-01", "2021-03"),
     ["Sole admin for 120 users: user setup, profiles and permission sets, page layouts and validation rules.",
      "Cleaned 60,000 duplicate accounts and contacts with duplicate rules and Data Loader.",
      "Built the sales leadership dashboards that replaced a weekly Excel pack."]),
    ("Sales Operations Coordinator", "Lakewood Home Services", "Bloomington, MN", "2015 – 2017", ("2015", "2017"),
     ["Kept the CRM clean, built reports for the sales managers and ran commission spreadsheets."]),
    ("Sales Operations Intern", "Lakewood Home Services", "Bloomington, MN", "Summer 2014", ("2014-06", "2014-08"),
     ["Entered leads, cleaned up territory assignments and helped move the team from spreadsheets to Salesforce."]),
]
B6_CERTS = [("Salesforce Certified Administrator", "2017"), ("Salesforce Certified Platform App Builder", "2019"),
            ("Salesforce Certified Advanced Administrator", "2022")]
B6_SKILLS = [
    ("Platform", ["Sales Cloud", "Service Cloud", "Experience Cloud", "CPQ (basic)"]),
    ("Automation", ["Flow Builder", "approval processes", "validation rules", "assignment and escalation rules"]),
    ("Data & reporting", ["Data Loader", "duplicate management", "reports and dashboards", "SOQL (basic)"]),
    ("Release & admin", ["user and permission management", "sandboxes and change sets", "Jira", "Confluence"]),
]


def b6_salesforce_markdown():
    jobs = "\n\n".join(
        f"### {title} — {company}\n\n*{place} · {when}*\n\n" + "\n".join(f"- {b}" for b in items)
        for title, company, place, when, _, items in B6_JOBS)
    skills = "\n".join(f"- **{label}:** {', '.join(items)}" for label, items in B6_SKILLS)
    certs = "\n".join(f"- {c} ({year})" for c, year in B6_CERTS)
    text = f"""# Farah Qureshi

**Senior Salesforce Administrator | 3x Salesforce Certified** ☁️

📍 Minneapolis, MN · 📞 (612) 555-0171 · ✉️ [farah.qureshi@example.com](mailto:farah.qureshi@example.com) · 🔗 [linkedin.com/in/farahqureshi](https://www.linkedin.com/in/farahqureshi)

## 👋 Summary

Salesforce admin with more than ten years on the platform, from cleaning up a sales team's first org as an intern to
running a 450-user Sales and Service Cloud org today. I like turning messy processes into simple flows, and
I write the documentation so the next admin doesn't have to guess.

## 💼 Experience

{jobs}

## 🎓 Education

**B.A. in Economics** — University of Minnesota Duluth, Duluth, MN · 2011 – 2015

## 📜 Certifications

{certs}

## 🛠️ Skills

{skills}

## 🌐 Languages

English (native) · Urdu (fluent) · Spanish (basic)
"""
    name = "b6-farah-qureshi"
    write_text(name + ".md", text)
    write_truth(name, {
        "basics": {"name": "Farah Qureshi", "label": "Senior Salesforce Administrator | 3x Salesforce Certified",
                   "email": "farah.qureshi@example.com", "phone": "(612) 555-0171",
                   "location": {"city": "Minneapolis", "region": "MN"}, "profiles": [linkedin("farahqureshi")]},
        "work": work_truth(B6_JOBS),
        "education": [
            {"institution": "University of Minnesota Duluth", "study_type": "B.A.", "area": "Economics",
             "dates": dates("2011", "2015", text="2011 – 2015")}],
        "skills": [{"name": s} for _, items in B6_SKILLS for s in items],
        "certificates": [{"name": c} for c, _ in B6_CERTS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Urdu", "fluency": "fluent"},
                      {"language": "Spanish", "fluency": "basic"}],
    })


if __name__ == "__main__":
    b1_procurement_docx()
    b2_ux_writer_gdocs()
    b3_localization_awesome_cv()
    b4_scrum_master_canva()
    b5_loan_processor_ats_docx()
    b6_salesforce_markdown()
