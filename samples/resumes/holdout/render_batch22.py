#!/usr/bin/env python3
"""Renders the twenty-second held-out batch (d1–d6) into files/ and its truth into truth/.

Written without reading the parser. Six ordinary resumes of the kind that fill a US recruiter's
inbox, in occupations the earlier batches did not use (title examination, school transportation
dispatch, radiologic technology, cosmetology, diesel repair, pest control): four PDFs saved by
LibreOffice from DOCX files written here with python-docx (each with its own font, margins and
layout), one DOCX kept as the Word file and one plain text file. Each carries the everyday
inconsistencies real people leave in: dates written two ways in one resume ("Jan 2019 – Present" next
to "03/2015 – 12/2018"), an "Inc." employer and an "LLC" employer, a title with a parenthesis, a city
printed without its state, bullets that wrap onto a second line, licences with a number and an expiry.

- d1 (LibreOffice PDF, "Palatino Linotype" shown as P052, 10 pt, 0.8 in side margins): a senior title
  examiner's page with the dates in a right-aligned column on a right tab stop: every job a bold
  employer followed by ", City, ST" in roman and the dates at the right, over the title in italics;
  "Jan 2019 – Present" and "Aug 2009 – May 2012" beside "03/2015 – 12/2018" and "06/2012 – 02/2015";
  "Smoky Mountain Title & Escrow, Inc." and "Volunteer Land Title Agency, LLC"; "Abstractor
  (Contract)" at "Clinch River Abstract Company, Oak Ridge" (no state); the degree in bold with "May
  2009" on the same right tab over the school; licences as bullets with a bold name and the rest after
  " – " ("Tennessee Title Insurance Agent License – Lic. No. 2180447, expires 09/30/2027", "Notary
  Public, State of Tennessee – commission expires 04/12/2028"); skills as two tab-separated columns of
  "•" items (one with commas in parentheses); a centred italic "References available upon request.".
  List bullets come out as U+F0B7 in the text layer. A title examiner in Knoxville, TN.
- d2 (LibreOffice PDF, Arial shown as Liberation Sans, 9.5 pt): a school transportation dispatcher's
  page with a two-column header block (a borderless two-cell table: "LaShonda Merriweather" and the
  label at the left, four right-aligned contact lines at the right with "linkedin.com/in/…" printed
  without a link, so the label shares a text line with the LinkedIn address), a thick rule, then the
  employer in bold with " — City, ST" over "Title  |  dates" lines: two titles at one school district
  ("Transportation Dispatcher  |  Aug 2020 – Present" and "School Bus Driver (CDL Class B)  |
  08/2014 – 07/2020"), "Gem City Cab Co., LLC", "Miami Valley Grocers, Inc.", "2011 – 2014". The
  summary says the dispatcher position "ended in June 2026" while the job line still reads "Present".
  Education as "Degree — School, City, ST, year" lines ("Certificate, Logistics and Transportation",
  "High School Diploma"); "Class B Commercial Driver's License (CDL-B), Ohio – P and S endorsements,
  No. RK482913, exp. 03/14/2028"; skills in one paragraph joined by "•" (wrapping inside "Microsoft
  Excel and Outlook"); "English (native), American Sign Language (intermediate)". A dispatcher in
  Beavercreek, OH.
- d3 (LibreOffice PDF, Calibri shown as Carlito, 9.5 pt): a radiologic and CT technologist's
  table-based page: the name with ", R.T.(R)(CT)(ARRT)" after it in a smaller run; experience and
  education as borderless two-column tables, the left cell holding the dates in bold over the city in
  grey, the right cell the title in bold, the employer in italics and "List Bullet" paragraphs;
  "CT Technologist (Lead)" and "Radiologic Technologist (PRN)" (a PRN job overlapping two others),
  "Jun 2021 – Present" and "Jan 2020 – Aug 2022" beside "03/2017 – 05/2021", "Lone Star Imaging
  Partners, LLC", "Trinity Bone & Joint Clinic, Inc." in "Dallas" (no state); "Expected May 2026" in
  the date column beside "B.S. in Radiologic Sciences (online)", "El Centro College, Dallas, TX  ·  GPA
  3.71/4.00"; licences and certifications as a "Table Grid" table with a shaded header row
  "Credential | Issued by | Number | Expires" (a credential wrapped in its cell: "Medical Radiologic
  Technologist (MRT)" over "Certificate"; an em dash for a card with no number); "Clinical Skills" as a
  borderless three-column grid of "▪" items; a "Languages:" line. A rad tech in Plano, TX.
- d4 (LibreOffice PDF, "Century Schoolbook" shown as C059): a cosmetologist and salon manager's page
  with rose-coloured SMALL-CAPS headings and a small-caps name, which LibreOffice draws as capitals of
  two sizes, so the text layer reads "T IFFANY L AM", "E XPERIENCE", "L ICENSES & C ERTIFICATIONS";
  an Instagram address in the contact line; jobs as "**Title**  |  Company  |  City" over the dates in
  rose italics ("Feb 2022 – Present", "06/2017 – 01/2022", "2015 – 2017"); "Senior Stylist (Color
  Specialist)" and "Shampoo Assistant (part-time)" at one studio with another job between them; "Lux &
  Co. Salon, LLC", "Bella Vita Hair Studio, Inc.", "QuickClips Family Salon | Kissimmee" (no state);
  "Florida Cosmetology License – Lic. No. CL1298834, expires 10/31/2027"; "Diploma, Cosmetology (1,200
  clock hours)" over "Orlando Technical College, Orlando, FL — 2015"; skills joined by "|" with
  "Extensions (tape-in," / "hand-tied)" split by the line end; languages joined by "·"; "References
  available upon request.". A stylist in Winter Park, FL.
- d5 (DOCX, python-docx, kept as the Word file; Cambria body, Word's "Heading 1" style for the
  sections, "List Bullet" paragraphs; the document's author property is "Russ Oberholtzer"): a
  diesel technician's page: "Employer — City, ST" in bold over an italic title and " | dates"
  ("April 2019 – Present" next to "05/2013 – 03/2019" and "06/2010 – 04/2013"), "Big Sky Fleet
  Services, Inc.", "Yellowstone Aggregate & Paving, LLC", "Diesel Mechanic (Heavy Equipment)"; a
  separate "Military Service" section with "Wheeled Vehicle Mechanic (91B)" in the Montana Army
  National Guard "2008 – 2014", overlapping two civilian jobs; certifications with details in
  parentheses or after " – " ("ASE Master Medium-Heavy Truck Technician (T2–T8, expires 12/2027)",
  "Class A Commercial Driver's License (CDL-A) – Montana, No. 0412873496, exp. 09/2029"); "Technical
  Skills" as labelled comma lines ("Engines:", "Diagnostics:", "Systems:", "Shop:") with commas in
  parentheses ("Aftertreatment (DPF, SCR, EGR)") and "/" inside items ("Cummins ISX/X15"); no
  languages. The page count is checked on a throw-away LibreOffice PDF (Cambria is shown there as
  DejaVu Serif, which is wider). A diesel tech in Billings, MT.
- d6 (plain text, UTF-8, wrapped at 78 columns): a pest control technician's resume: the name in
  capitals, "Cell:" and "Email:" labels on one line, ALL CAPS headings, every job three lines
  (title, "Company - City, ST", dates with ASCII hyphens) over "  * " bullets whose continuation lines
  are indented four spaces; "Route Supervisor (Commercial Accounts)" then "Pest Control Technician"
  at "Palmetto Pest Solutions, Inc." ("Jan 2021 - Present", "03/2018 - 12/2020"), "Upstate Termite &
  Pest, LLC - Spartanburg" (no state), "Lawn Care Technician (seasonal)" "2013 - 2015"; education as
  "School - City, ST" over "Certificate, Horticulture Technology, 2014"; a licence bullet whose expiry
  date wraps onto the next line ("expires" / "12/31/2027") with an indented "Categories:" line under
  it; a comma skills paragraph; "English (native), Spanish (basic)"; "References available upon
  request." as the last line. A pest control technician in Greenville, SC.

Decisions for this batch (documented here because the documents leave them to the reader):
- d2's current job reads "Aug 2020 – Present" on its own line while the summary says the position
  "ended in June 2026". The truth keeps the entry's printed dates (is_current true, no end_date,
  date_text "Aug 2020 – Present"): the dates of a work entry are those printed with it, and a remark
  in the summary is not a date line. A parser that reads the summary into the entry is wrong here.
- "Expected May 2026" is kept as a programme in progress (is_current true, end_date "2026-05"), as in
  batches 8, 11 and 16, although the date has passed by the time this batch was written (November
  2026): a resume not brought up to date is the point.
- A city printed without its state is the work location as printed ("Oak Ridge", "Dallas",
  "Kissimmee", "Spartanburg"); no state is supplied.
- Certificate and licence names are the name as printed before the issuer, number, endorsements,
  categories, year or expiry: "Notary Public, State of Tennessee" is "Notary Public" (the state is
  the issuer), "Class B Commercial Driver's License (CDL-B), Ohio – P and S endorsements, …" is "Class
  B Commercial Driver's License (CDL-B)", "ASE Master Medium-Heavy Truck Technician (T2–T8, expires
  12/2027)" is "ASE Master Medium-Heavy Truck Technician", and d3's table gives the "Credential"
  column, wrapped lines joined ("Medical Radiologic Technologist (MRT) Certificate").
- Education remarks in parentheses are not part of the area or the degree: "B.S. in Radiologic
  Sciences (online)" has study_type "B.S." and area "Radiologic Sciences"; "Diploma, Cosmetology
  (1,200 clock hours)" study_type "Diploma", area "Cosmetology". "GPA 3.71/4.00" is the score
  "3.71/4.00".
- Names: "LaShonda Merriweather" as printed (the file name is lower case); a small-caps name whose
  text layer reads "T IFFANY L AM" is "Tiffany Lam"; ", R.T.(R)(CT)(ARRT)" after a name is a
  credential, not part of it; the name is the printed one, not the DOCX author property.
- The Guard service under "Military Service" is a work entry (as the Navy was in c2), in printed
  order after the civilian jobs; the PRN job and the Guard service overlap other jobs and stay
  separate entries.
- A line wrapped by the layout is read joined ("Extensions (tape-in, hand-tied)", "Microsoft Excel and
  Outlook"); a skills list joined by "•", "|" or commas splits only at those separators, never at a
  comma inside parentheses; "CL-100 / WDI reports" is one item.

Truth conventions as in batches 5–21: date_text as printed (en dashes where typed, ASCII hyphens in
d6), the work entry's location where printed, education score where a grade is printed, certificate
names without issuer, number or expiry, every listed skill as printed (a group's label is not a
skill), spoken languages only (American Sign Language counts), with their fluency as printed. A name
printed in capitals is given in title case. A title's own parenthesis, "/" or "&" is part of the
position ("School Bus Driver (CDL Class B)", "Dispatcher / Call Taker", "Lube & Tire Technician").
Two titles at one employer are two work entries. A ZIP code is not kept (city and region). A
LinkedIn or Instagram address printed without a link is a profile whose URL is the printed address
with "https://". Phones are 555 numbers, emails at example.com and example.net.

No installs were needed on the machine that wrote this batch: `pip install python-docx`,
`apt-get install libreoffice-writer-nogui fonts-crosextra-carlito fonts-liberation poppler-utils`
(P052 and C059 come from fonts-urw-base35, which ghostscript pulls in). Table helpers are imported
from render_batch20.py. Run from this folder: python3 render_batch22.py
"""
import os
import textwrap

from holdout_render import (work_truth, FILES, bottom_border, check_pages, dates, libreoffice_pdf, lo_page_count, new_docx,
                            oxml_element, write_text, write_truth)
from render_batch20 import cell_margins, no_borders, shade, table_geometry


def skills_truth(items):
    return [{"name": s} for s in items]


# ---- d1: title examiner, LibreOffice PDF, dates in a right-aligned column on tab stops -----------------
D1_JOBS = [
    ("Senior Title Examiner", "Smoky Mountain Title & Escrow, Inc.", "Knoxville, TN", "Jan 2019 – Present",
     ("2019-01", None, True),
     ["Examine full chains of title for residential and commercial closings in Knox, Blount, Sevier and Anderson "
      "counties, averaging 55–65 files a month with a 0.4% post-closing claim rate.",
      "Review deeds, deeds of trust, releases, judgments, liens, probate and bankruptcy records, and write the "
      "Schedule B requirements and exceptions for each commitment.",
      "Clear curative items with attorneys, lenders and surveyors: boundary discrepancies, missing releases, "
      "heirship gaps and unreleased mechanics' liens.",
      "Train and check the work of three junior examiners; wrote the office's 28-page examination checklist."]),
    ("Title Examiner", "Volunteer Land Title Agency, LLC", "Maryville, TN", "03/2015 – 12/2018",
     ("2015-03", "2018-12"),
     ["Ran 30- to 60-year searches in register of deeds, chancery and circuit court records, online and in the "
      "courthouse vault.",
      "Prepared title commitments and owner's and lender's policies in SoftPro for a three-county market."]),
    ("Abstractor (Contract)", "Clinch River Abstract Company", "Oak Ridge", "06/2012 – 02/2015",
     ("2012-06", "2015-02"),
     ["Pulled and abstracted courthouse records for title agencies and landmen on a per-file basis, usually "
      "within 48 hours."]),
    ("Real Estate Legal Secretary", "Hargrove & Pettit Law Office", "Knoxville, TN", "Aug 2009 – May 2012",
     ("2009-08", "2012-05"),
     ["Prepared deeds, closing packages and settlement statements for two real estate attorneys; scheduled "
      "closings and recorded documents with the county."]),
]
D1_SKILLS = ["Chain-of-title searches", "Title commitments and policies (ALTA)", "Legal descriptions and plat review",
             "Judgment and lien searches", "Curative work", "Probate and foreclosure records", "SoftPro", "ResWare",
             "E-recording (Simplifile, CSC)", "Microsoft Excel"]
D1_CERTS = [("Tennessee Title Insurance Agent License", "Lic. No. 2180447, expires 09/30/2027"),
            ("Notary Public, State of Tennessee", "commission expires 04/12/2028"),
            ("National Title Professional (NTP)", "American Land Title Association, 2021")]


def d1_title_examiner_tabs():
    from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_TAB_ALIGNMENT
    from docx.shared import Inches, Pt, RGBColor

    document = new_docx(author="Darlene Whitacre", title="Darlene Whitacre Resume", page=(Inches(8.5), Inches(11)),
                        margins=(Inches(0.8), Inches(0.5)), font="Palatino Linotype", size=10, space_after=1)
    right = Inches(8.5 - 1.6)
    bullet_style = document.styles["List Bullet"]
    bullet_style.paragraph_format.space_after = Pt(1)

    def heading(text):
        h = document.add_paragraph()
        h.paragraph_format.space_before = Pt(7); h.paragraph_format.space_after = Pt(2)
        h.paragraph_format.keep_with_next = True
        r = h.add_run(text.upper()); r.bold = True; r.font.size = Pt(11)
        r.font.color.rgb = RGBColor(0x2E, 0x3B, 0x4E)
        bottom_border(h, color="2E3B4E", size="6")

    def tabbed(parts, when, before=0):
        q = document.add_paragraph()
        q.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
        q.paragraph_format.space_before = Pt(before); q.paragraph_format.space_after = Pt(0)
        q.paragraph_format.keep_with_next = True
        for text, bold, italic in parts:
            r = q.add_run(text); r.bold = bold; r.italic = italic
        q.add_run("\t" + when)
        return q

    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = p.add_run("Darlene M. Whitacre"); r.bold = True; r.font.size = Pt(20)
    r.font.color.rgb = RGBColor(0x2E, 0x3B, 0x4E)
    p.paragraph_format.space_after = Pt(0)
    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = p.add_run("Senior Title Examiner"); r.italic = True; r.font.size = Pt(12)
    p.paragraph_format.space_after = Pt(3)
    p = document.add_paragraph("Knoxville, TN 37919  •  (865) 555-0174  •  darlene.whitacre@example.com")
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER

    heading("Summary")
    document.add_paragraph(
        "Title examiner with 14 years in East Tennessee land records, from courthouse abstracting to senior "
        "examiner for a multi-county title agency. Known for clean commitments, thorough curative work and "
        "patient training of new examiners. Licensed title insurance agent and notary public.")

    heading("Professional Experience")
    for i, (title, company, place, when, _, items) in enumerate(D1_JOBS):
        tabbed([(company, True, False), (", " + place, False, False)], when, before=6 if i else 0)
        q = document.add_paragraph(); q.paragraph_format.keep_with_next = True
        q.add_run(title).italic = True
        for item in items:
            document.add_paragraph(item, style="List Bullet")

    heading("Education")
    tabbed([("Associate of Applied Science, Paralegal Studies", True, False)], "May 2009")
    document.add_paragraph("Pellissippi State Community College, Knoxville, TN")

    heading("Licenses & Certifications")
    for cert, rest in D1_CERTS:
        q = document.add_paragraph(style="List Bullet")
        q.add_run(cert).bold = True
        q.add_run(" – " + rest)

    heading("Skills")
    half = (len(D1_SKILLS) + 1) // 2
    for left, second in zip(D1_SKILLS[:half], D1_SKILLS[half:] + [""]):
        q = document.add_paragraph()
        q.paragraph_format.tab_stops.add_tab_stop(Inches(3.45), WD_TAB_ALIGNMENT.LEFT)
        q.paragraph_format.space_after = Pt(0)
        q.add_run("•  " + left + ("\t•  " + second if second else ""))

    q = document.add_paragraph(); q.paragraph_format.space_before = Pt(6)
    q.alignment = WD_ALIGN_PARAGRAPH.CENTER
    q.add_run("References available upon request.").italic = True

    name = "d1-darlene-whitacre"
    libreoffice_pdf(document, name, pages=1)
    write_truth(name, {
        "basics": {"name": "Darlene M. Whitacre", "label": "Senior Title Examiner",
                   "email": "darlene.whitacre@example.com", "phone": "(865) 555-0174",
                   "location": {"city": "Knoxville", "region": "TN"}},
        "work": work_truth(D1_JOBS),
        "education": [
            {"institution": "Pellissippi State Community College", "study_type": "Associate of Applied Science",
             "area": "Paralegal Studies", "dates": dates(None, "2009-05", text="May 2009")}],
        "skills": skills_truth(D1_SKILLS),
        "certificates": [{"name": "Tennessee Title Insurance Agent License"}, {"name": "Notary Public"},
                         {"name": "National Title Professional (NTP)"}],
    })


# ---- d2: school transportation dispatcher, LibreOffice PDF, two-column header block ------------------
D2_GROUPS = [
    ("Greene Valley City Schools", "Beavercreek, OH", [
        ("Transportation Dispatcher", "Aug 2020 – Present", ("2020-08", None, True),
         ["Dispatched 74 daily routes and 110+ field and athletic trips a month by two-way radio and Zonar GPS; "
          "answered 60–90 parent and school calls a day.",
          "Built and updated routes and stop assignments in Transfinder Routefinder PLUS for 9,800 riders, "
          "including 140 students on IEP or 504 transportation plans.",
          "Covered driver call-offs before 6:00 a.m. from a substitute pool of 18; no route went uncovered in the "
          "2023–24 school year.",
          "Logged accidents and incidents, kept driver hours and training records, and prepared the state T-1 "
          "ridership report."]),
        ("School Bus Driver (CDL Class B)", "08/2014 – 07/2020", ("2014-08", "2020-07"),
         ["Drove a 72-passenger regular route and a lift-equipped special-needs route with an aide; six years "
          "without a preventable accident.",
          "Completed daily pre-trip inspections, reported defects to the garage and mentored new drivers on "
          "their first routes."]),
    ]),
    ("Gem City Cab Co., LLC", "Dayton, OH", [
        ("Dispatcher / Call Taker", "2011 – 2014", ("2011", "2014"),
         ["Took calls and dispatched 25 cabs across Dayton on night shifts with a computer-aided dispatch "
          "system."]),
    ]),
    ("Miami Valley Grocers, Inc.", "Fairborn, OH", [
        ("Customer Service Desk Associate", "2008 – 2011", ("2008", "2011"),
         ["Handled returns, money orders and lottery at the service desk; opened and closed the store office."]),
    ]),
]
D2_SKILLS = ["Two-way radio dispatch", "Transfinder Routefinder PLUS", "Zonar GPS",
             "Driver scheduling and substitute coverage", "Special-needs transportation (IEP/504 routes)",
             "Ohio pupil transportation rules", "Incident reporting", "Microsoft Excel and Outlook"]
D2_CERTS = [("Class B Commercial Driver's License (CDL-B)", "Ohio – P and S endorsements, No. RK482913, "
             "exp. 03/14/2028"),
            ("Ohio Pre-Service School Bus Driver Certificate", "Ohio Department of Education, 2014"),
            ("First Aid/CPR/AED", "American Red Cross, exp. 10/2027")]


def d2_dispatcher_header_block():
    from docx.enum.text import WD_ALIGN_PARAGRAPH
    from docx.shared import Inches, Pt, RGBColor

    navy = RGBColor(0x1B, 0x36, 0x5D)
    grey = RGBColor(0x4A, 0x4A, 0x4A)
    document = new_docx(author="Lashonda Merriweather", title="Resume", page=(Inches(8.5), Inches(11)),
                        margins=(Inches(0.7), Inches(0.55)), font="Arial", size=9.5, space_after=1)
    document.styles["List Bullet"].paragraph_format.space_after = Pt(1)

    # the header block: a borderless two-cell table, name and label left, contact lines right-aligned
    header = document.add_table(rows=1, cols=2)
    no_borders(header)
    table_geometry(header, [6100, 3980])
    cell_margins(header, left=0, right=0)
    left, right = header.rows[0].cells
    p = left.paragraphs[0]
    r = p.add_run("LaShonda Merriweather"); r.bold = True; r.font.size = Pt(22); r.font.color.rgb = navy
    p.paragraph_format.space_after = Pt(2)
    p = left.add_paragraph()
    r = p.add_run("School Transportation Dispatcher"); r.font.size = Pt(12); r.font.color.rgb = grey
    for i, line in enumerate(["Beavercreek, OH 45431", "(937) 555-0121", "lmerriweather@example.com",
                              "linkedin.com/in/lashonda-merriweather"]):
        p = right.paragraphs[0] if i == 0 else right.add_paragraph()
        p.alignment = WD_ALIGN_PARAGRAPH.RIGHT; p.paragraph_format.space_after = Pt(0)
        p.add_run(line).font.size = Pt(9)
    rule = document.add_paragraph(); rule.paragraph_format.space_after = Pt(4)
    bottom_border(rule, color="1B365D", size="12")

    def heading(text):
        h = document.add_paragraph()
        h.paragraph_format.space_before = Pt(8); h.paragraph_format.space_after = Pt(3)
        h.paragraph_format.keep_with_next = True
        r = h.add_run(text.upper()); r.bold = True; r.font.size = Pt(10.5); r.font.color.rgb = navy

    heading("Summary")
    document.add_paragraph(
        "Pupil transportation professional with twelve years on the radio and behind the wheel: six years driving "
        "a school bus and six running dispatch for a district of 9,800 students, 74 routes and 96 drivers. Calm on "
        "snow days and field-trip Fridays, careful with every special-needs route. My dispatcher position at "
        "Greene Valley City Schools ended in June 2026 when transportation was consolidated with the county "
        "service center; I am available immediately.")

    heading("Experience")
    for g, (employer, place, roles) in enumerate(D2_GROUPS):
        q = document.add_paragraph()
        q.paragraph_format.space_before = Pt(6 if g else 0); q.paragraph_format.space_after = Pt(0)
        q.paragraph_format.keep_with_next = True
        r = q.add_run(employer); r.bold = True; r.font.size = Pt(10.5)
        q.add_run(" — " + place)
        for j, (title, when, _, items) in enumerate(roles):
            q = document.add_paragraph()
            q.paragraph_format.space_before = Pt(3 if j else 1); q.paragraph_format.space_after = Pt(1)
            q.paragraph_format.keep_with_next = True
            r = q.add_run(title); r.bold = True; r.font.color.rgb = navy
            r = q.add_run("  |  " + when); r.font.color.rgb = grey
            for item in items:
                document.add_paragraph(item, style="List Bullet")

    heading("Education")
    for degree, school in [("Certificate, Logistics and Transportation",
                            "Sinclair Community College, Dayton, OH, 2019"),
                           ("High School Diploma", "Fairborn High School, Fairborn, OH, 2008")]:
        q = document.add_paragraph()
        q.add_run(degree).bold = True
        q.add_run(" — " + school)

    heading("Licenses & Certifications")
    for cert, rest in D2_CERTS:
        q = document.add_paragraph(style="List Bullet")
        q.add_run(cert).bold = True
        q.add_run(", " + rest if rest.startswith("Ohio –") else " – " + rest)

    heading("Skills")
    document.add_paragraph("  •  ".join(D2_SKILLS))

    heading("Languages")
    document.add_paragraph("English (native), American Sign Language (intermediate)")

    name = "d2-lashonda-merriweather"
    libreoffice_pdf(document, name, pages=1)
    write_truth(name, {
        "basics": {"name": "LaShonda Merriweather", "label": "School Transportation Dispatcher",
                   "email": "lmerriweather@example.com", "phone": "(937) 555-0121",
                   "location": {"city": "Beavercreek", "region": "OH"},
                   "profiles": [{"network": "LinkedIn", "url": "https://linkedin.com/in/lashonda-merriweather"}]},
        "work": [{"position": title, "name": employer, "location": place, "dates": dates(*span, text=when)}
                 for employer, place, roles in D2_GROUPS for title, when, span, _ in roles],
        "education": [
            {"institution": "Sinclair Community College", "study_type": "Certificate",
             "area": "Logistics and Transportation", "dates": dates(None, "2019", text="2019")},
            {"institution": "Fairborn High School", "study_type": "High School Diploma",
             "dates": dates(None, "2008", text="2008")}],
        "skills": skills_truth(D2_SKILLS),
        "certificates": [{"name": c} for c, _ in D2_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "American Sign Language", "fluency": "intermediate"}],
    })


# ---- d3: radiologic and CT technologist, LibreOffice PDF, table-based layout -------------------------
D3_JOBS = [
    ("CT Technologist (Lead)", "Collin Creek Medical Center", "Plano, TX", "Jun 2021 – Present",
     ("2021-06", None, True),
     ["Perform 25–35 CT exams a shift on two Siemens SOMATOM scanners in a Level II trauma center: trauma, "
      "stroke, CT angiography and contrast studies.",
      "Lead technologist on evenings: assign scanners and portables, confirm protocols with the radiologists "
      "and keep door-to-CT times for stroke alerts under 20 minutes.",
      "Cross-trained 9 radiographers into CT and precept students from El Centro College."]),
    ("Radiologic Technologist (PRN)", "Lone Star Imaging Partners, LLC", "Frisco, TX", "Jan 2020 – Aug 2022",
     ("2020-01", "2022-08"),
     ["Covered weekend and evening shifts at two outpatient imaging centers: general radiography, fluoroscopy "
      "assists and DEXA."]),
    ("Radiologic Technologist", "Trinity Bone & Joint Clinic, Inc.", "Dallas", "03/2017 – 05/2021",
     ("2017-03", "2021-05"),
     ["Performed extremity, spine and standing long-leg imaging for six orthopedic surgeons, 40–60 patients a "
      "day.",
      "Ran the clinic's radiation safety program: dosimetry badges, lead apron checks and state inspection "
      "records."]),
    ("Patient Transporter", "Lakewood Regional Hospital", "Dallas, TX", "2012 – 2014", ("2012", "2014"),
     ["Moved patients between nursing units, imaging and surgery on a 300-bed campus."]),
]
D3_SKILLS = ["Digital radiography (DR, CR)", "CT angiography", "Power injector and IV contrast", "Fluoroscopy",
             "C-arm and portable imaging", "Trauma and stroke protocols", "Radiation safety (ALARA)", "Epic Radiant",
             "PACS (Sectra, GE Centricity)", "Venipuncture and IV starts", "Patient positioning", "Pediatric imaging"]
D3_CREDENTIALS = [
    ("ARRT Radiography (R)", "American Registry of Radiologic Technologists", "548213", "06/30/2027"),
    ("ARRT Computed Tomography (CT)", "American Registry of Radiologic Technologists", "548213", "06/30/2027"),
    ("Medical Radiologic Technologist (MRT) Certificate", "Texas Medical Board", "MR10458", "08/31/2027"),
    ("BLS for Healthcare Providers", "American Heart Association", "—", "02/2027"),
]


def d3_rad_tech_tables():
    from docx.enum.text import WD_ALIGN_PARAGRAPH
    from docx.shared import Inches, Pt, RGBColor

    slate = RGBColor(0x24, 0x4A, 0x6B)
    grey = RGBColor(0x5E, 0x5E, 0x5E)
    document = new_docx(author="Janelle Whitford", title="Janelle Whitford - Resume", page=(Inches(8.5), Inches(11)),
                        margins=(Inches(0.75), Inches(0.5)), font="Calibri", size=9.5, space_after=0)
    document.styles["List Bullet"].paragraph_format.space_after = Pt(0.5)

    def heading(text):
        h = document.add_paragraph()
        h.paragraph_format.space_before = Pt(6); h.paragraph_format.space_after = Pt(2)
        h.paragraph_format.keep_with_next = True
        r = h.add_run(text.upper()); r.bold = True; r.font.size = Pt(10.5); r.font.color.rgb = slate
        bottom_border(h, color="244A6B", size="8")

    def entry_table(rows):
        """rows: (left lines, right builder); a borderless two-column table, one row an entry."""
        table = document.add_table(rows=len(rows), cols=2)
        no_borders(table)
        table_geometry(table, [1900, 8180])
        cell_margins(table, top=20, left=0, bottom=50, right=80)
        for row, (left_lines, build) in zip(table.rows, rows):
            left, right = row.cells
            for i, (text, bold) in enumerate(left_lines):
                q = left.paragraphs[0] if i == 0 else left.add_paragraph()
                r = q.add_run(text); r.bold = bold
                if not bold: r.font.color.rgb = grey
            build(right)
        return table

    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = p.add_run("Janelle Whitford"); r.bold = True; r.font.size = Pt(22); r.font.color.rgb = slate
    r = p.add_run(", R.T.(R)(CT)(ARRT)"); r.font.size = Pt(13); r.font.color.rgb = slate
    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = p.add_run("Radiologic & CT Technologist"); r.font.size = Pt(12)
    p.paragraph_format.space_after = Pt(2)
    p = document.add_paragraph("Plano, TX 75074  |  972-555-0158  |  janelle.whitford@example.com")
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER

    heading("Profile")
    document.add_paragraph(
        "Registered radiographer and CT technologist with nine years of hospital, orthopedic and outpatient "
        "imaging. Fast and careful in trauma and stroke work, comfortable leading a shift, and known for calm "
        "patients and repeat-free images.")

    heading("Experience")

    def job_cell(title, company, items):
        def build(cell):
            q = cell.paragraphs[0]
            r = q.add_run(title); r.bold = True; r.font.size = Pt(10.5)
            q = cell.add_paragraph(); q.add_run(company).italic = True
            for item in items:
                cell.add_paragraph(item, style="List Bullet")
        return build
    entry_table([([(when, True), (place, False)], job_cell(title, company, items))
                 for title, company, place, when, _, items in D3_JOBS])

    heading("Education")

    def edu_cell(degree, school):
        def build(cell):
            cell.paragraphs[0].add_run(degree).bold = True
            cell.add_paragraph(school)
        return build
    entry_table([([("Expected May 2026", True)], edu_cell("B.S. in Radiologic Sciences (online)",
                                                          "Midwestern State University, Wichita Falls, TX")),
                 ([("May 2016", True)], edu_cell("Associate of Applied Science, Radiologic Technology",
                                                 "El Centro College, Dallas, TX  ·  GPA 3.71/4.00"))])

    heading("Licenses & Certifications")
    creds = document.add_table(rows=1 + len(D3_CREDENTIALS), cols=4)
    creds.style = document.styles["Table Grid"]
    table_geometry(creds, [3400, 4100, 1280, 1300])
    for cell, text in zip(creds.rows[0].cells, ["Credential", "Issued by", "Number", "Expires"]):
        shade(cell._tc.get_or_add_tcPr(), "DCE6EF")
        r = cell.paragraphs[0].add_run(text); r.bold = True
    for row, values in zip(creds.rows[1:], D3_CREDENTIALS):
        for cell, text in zip(row.cells, values):
            cell.paragraphs[0].add_run(text)

    heading("Clinical Skills")
    grid = document.add_table(rows=4, cols=3)
    no_borders(grid)
    table_geometry(grid, [3360, 3360, 3360])
    cell_margins(grid, left=0, right=60)
    for i, skill in enumerate(D3_SKILLS):
        grid.rows[i // 3].cells[i % 3].paragraphs[0].add_run("▪ " + skill)

    q = document.add_paragraph(); q.paragraph_format.space_before = Pt(4)
    q.add_run("Languages: ").bold = True
    q.add_run("English (native), Spanish (conversational)")

    name = "d3-janelle-whitford"
    libreoffice_pdf(document, name, pages=1)
    write_truth(name, {
        "basics": {"name": "Janelle Whitford", "label": "Radiologic & CT Technologist",
                   "email": "janelle.whitford@example.com", "phone": "972-555-0158",
                   "location": {"city": "Plano", "region": "TX"}},
        "work": work_truth(D3_JOBS),
        "education": [
            {"institution": "Midwestern State University", "study_type": "B.S.", "area": "Radiologic Sciences",
             "dates": dates(None, "2026-05", current=True, text="Expected May 2026")},
            {"institution": "El Centro College", "study_type": "Associate of Applied Science",
             "area": "Radiologic Technology", "score": "3.71/4.00",
             "dates": dates(None, "2016-05", text="May 2016")}],
        "skills": skills_truth(D3_SKILLS),
        "certificates": [{"name": c[0]} for c in D3_CREDENTIALS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Spanish", "fluency": "conversational"}],
    })


# ---- d4: cosmetologist and salon manager, LibreOffice PDF, small-caps coloured headings ---------------
D4_JOBS = [
    ("Salon Manager", "Lux & Co. Salon, LLC", "Winter Park, FL", "Feb 2022 – Present", ("2022-02", None, True),
     ["Run a 12-chair salon with 14 stylists and two front-desk coordinators: hiring, scheduling, payroll "
      "hours, inventory and the monthly P&L review with the owner.",
      "Grew service revenue from $61,000 to $88,000 a month and retail to 18% of sales by coaching stylists on "
      "consultations and home-care recommendations.",
      "Keep a full book of my own color and cutting clients three days a week (about 160 regulars).",
      "Moved booking, reminders and payments to Vagaro; no-shows fell from 11% to 4%."]),
    ("Senior Stylist (Color Specialist)", "Bella Vita Hair Studio, Inc.", "Orlando, FL", "06/2017 – 01/2022",
     ("2017-06", "2022-01"),
     ["Specialized in balayage, color correction and blonding; top retail seller in the salon four years "
      "running.",
      "Taught monthly color classes for newer stylists and ran the assistant program."]),
    ("Stylist", "QuickClips Family Salon", "Kissimmee", "2015 – 2017", ("2015", "2017"),
     ["Walk-in cuts and color for men, women and children, 20–25 clients a shift."]),
    ("Shampoo Assistant (part-time)", "Bella Vita Hair Studio, Inc.", "Orlando, FL", "09/2014 – 05/2015",
     ("2014-09", "2015-05"),
     ["Shampooed clients, mixed color and kept stations and the dispensary clean while finishing cosmetology "
      "school."]),
]
D4_SKILLS = ["Balayage & foilayage", "Color correction", "Precision cutting", "Keratin treatments",
             "Extensions (tape-in, hand-tied)", "Bridal & event styling", "Staff scheduling & training",
             "Inventory & retail sales", "Vagaro", "Square POS"]
D4_CERTS = [("Florida Cosmetology License", "Lic. No. CL1298834, expires 10/31/2027"),
            ("Redken Certified Haircolorist", "Redken, 2019"),
            ("Keratin Smoothing Treatment Certification", "2020")]


def d4_stylist_small_caps():
    from docx.enum.text import WD_ALIGN_PARAGRAPH
    from docx.shared import Inches, Pt, RGBColor

    rose = RGBColor(0xA2, 0x3B, 0x5F)
    document = new_docx(author="Tiffany Lam", title="Tiffany Lam", page=(Inches(8.5), Inches(11)),
                        margins=(Inches(0.8), Inches(0.5)), font="Century Schoolbook", size=9.5, space_after=1)
    document.styles["List Bullet"].paragraph_format.space_after = Pt(1)

    def heading(text):
        h = document.add_paragraph()
        h.paragraph_format.space_before = Pt(7); h.paragraph_format.space_after = Pt(3)
        h.paragraph_format.keep_with_next = True
        r = h.add_run(text); r.bold = True; r.font.small_caps = True; r.font.size = Pt(12); r.font.color.rgb = rose
        r._r.get_or_add_rPr().append(oxml_element("w:spacing", val="16"))
        bottom_border(h, color="E3B7C6", size="6")

    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = p.add_run("Tiffany Lam"); r.font.small_caps = True; r.font.size = Pt(26); r.font.color.rgb = rose
    r._r.get_or_add_rPr().append(oxml_element("w:spacing", val="30"))
    p.paragraph_format.space_after = Pt(0)
    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = p.add_run("Licensed Cosmetologist & Salon Manager"); r.font.size = Pt(11.5)
    p.paragraph_format.space_after = Pt(3)
    p = document.add_paragraph("Winter Park, FL 32789  •  (407) 555-0196  •  tiffany.lam@example.com  •  "
                               "instagram.com/tiffanylam.hair")
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER

    heading("Profile")
    document.add_paragraph(
        "Licensed cosmetologist with eleven years behind the chair and four running a busy salon. Color is my "
        "specialty, from soft balayage to full corrections, and I love building a team where stylists grow "
        "their books and clients come back.")

    heading("Experience")
    for i, (title, company, place, when, _, items) in enumerate(D4_JOBS):
        q = document.add_paragraph()
        q.paragraph_format.space_before = Pt(6 if i else 0); q.paragraph_format.keep_with_next = True
        q.add_run(title).bold = True
        q.add_run(f"  |  {company}  |  {place}")
        q = document.add_paragraph(); q.paragraph_format.keep_with_next = True
        r = q.add_run(when); r.italic = True; r.font.color.rgb = rose
        for item in items:
            document.add_paragraph(item, style="List Bullet")

    heading("Licenses & Certifications")
    for cert, rest in D4_CERTS:
        q = document.add_paragraph(style="List Bullet")
        q.add_run(cert).bold = True
        q.add_run(" – " + rest)

    heading("Education")
    for degree, school in [("Diploma, Cosmetology (1,200 clock hours)", "Orlando Technical College, Orlando, FL — 2015"),
                           ("High School Diploma", "Dr. Phillips High School, Orlando, FL — 2013")]:
        q = document.add_paragraph(); q.paragraph_format.keep_with_next = True
        q.add_run(degree).bold = True
        document.add_paragraph(school).paragraph_format.space_after = Pt(3)

    heading("Skills")
    document.add_paragraph("  |  ".join(D4_SKILLS))

    heading("Languages")
    document.add_paragraph("Vietnamese (native)  ·  English (fluent)  ·  Spanish (basic)")

    q = document.add_paragraph(); q.paragraph_format.space_before = Pt(6)
    q.add_run("References available upon request.").italic = True

    name = "d4-tiffany-lam"
    libreoffice_pdf(document, name, pages=1)
    write_truth(name, {
        "basics": {"name": "Tiffany Lam", "label": "Licensed Cosmetologist & Salon Manager",
                   "email": "tiffany.lam@example.com", "phone": "(407) 555-0196",
                   "location": {"city": "Winter Park", "region": "FL"},
                   "profiles": [{"network": "Instagram", "url": "https://instagram.com/tiffanylam.hair"}]},
        "work": work_truth(D4_JOBS),
        "education": [
            {"institution": "Orlando Technical College", "study_type": "Diploma", "area": "Cosmetology",
             "dates": dates(None, "2015", text="2015")},
            {"institution": "Dr. Phillips High School", "study_type": "High School Diploma",
             "dates": dates(None, "2013", text="2013")}],
        "skills": skills_truth(D4_SKILLS),
        "certificates": [{"name": c} for c, _ in D4_CERTS],
        "languages": [{"language": "Vietnamese", "fluency": "native"}, {"language": "English", "fluency": "fluent"},
                      {"language": "Spanish", "fluency": "basic"}],
    })


# ---- d5: diesel technician, DOCX kept as the Word file --------------------------------------------------
D5_JOBS = [
    ("Lead Diesel Technician", "Big Sky Fleet Services, Inc.", "Billings, MT", "April 2019 – Present",
     ("2019-04", None, True),
     ["Diagnose and repair Class 6–8 trucks and trailers for 14 fleet customers (about 420 units): engines, "
      "aftertreatment, air brakes, electrical and HVAC.",
      "Lead a shift of five technicians; assign work orders in Fleetio, check repairs and sign off DOT annual "
      "inspections.",
      "Cut comebacks on aftertreatment repairs from 9% to 3% with a DPF/SCR diagnostic checklist I wrote for "
      "the shop."]),
    ("Diesel Mechanic (Heavy Equipment)", "Yellowstone Aggregate & Paving, LLC", "Laurel, MT", "05/2013 – 03/2019",
     ("2013-05", "2019-03"),
     ["Maintained and repaired 60 pieces of equipment: CAT loaders and dozers, Kenworth end dumps, pavers and "
      "crushers.",
      "Rebuilt hydraulic cylinders and pumps; welded field repairs to buckets, beds and screens."]),
    ("Lube & Tire Technician", "Rimrock Truck Center", "Billings, MT", "06/2010 – 04/2013", ("2010-06", "2013-04"),
     ["PM services, tires and DOT inspections on trucks and trailers; brake and suspension work from 2012."]),
]
D5_MILITARY = ("Wheeled Vehicle Mechanic (91B)", "Montana Army National Guard", "Helena, MT", "2008 – 2014",
               ("2008", "2014"),
               ["Maintained HMMWVs, FMTV trucks and generators; activated for the 2011 flood response."])
D5_SKILLS = [("Engines", ["Cummins ISX/X15", "Detroit DD13/DD15", "PACCAR MX-13", "CAT C15"]),
             ("Diagnostics", ["Cummins INSITE", "Detroit Diesel Diagnostic Link (DDDL)", "JPRO", "Allison DOC"]),
             ("Systems", ["Aftertreatment (DPF, SCR, EGR)", "Air brakes", "Hydraulics", "Electrical troubleshooting",
                          "HVAC"]),
             ("Shop", ["MIG and stick welding", "Fleetio", "DOT annual inspections"])]
D5_CERTS = [("ASE Master Medium-Heavy Truck Technician", "T2–T8, expires 12/2027"),
            ("Class A Commercial Driver's License (CDL-A)", "Montana, No. 0412873496, exp. 09/2029"),
            ("FMCSA Qualified Brake Inspector", "2016"),
            ("EPA Section 609 MVAC Certification", "2012")]


def d5_diesel_docx():
    from docx.enum.text import WD_ALIGN_PARAGRAPH
    from docx.shared import Inches, Pt, RGBColor

    dark = RGBColor(0x33, 0x33, 0x33)
    document = new_docx(author="Russ Oberholtzer", title="Russell Oberholtzer Resume", page=(Inches(8.5), Inches(11)),
                        margins=(Inches(0.8), Inches(0.5)), font="Cambria", size=10, space_after=2)
    h1 = document.styles["Heading 1"]
    h1.font.size = Pt(12); h1.font.color.rgb = RGBColor(0x8B, 0x3A, 0x0F)
    h1.paragraph_format.space_before = Pt(8); h1.paragraph_format.space_after = Pt(2)
    document.styles["List Bullet"].paragraph_format.space_after = Pt(1)

    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = p.add_run("Russell J. Oberholtzer"); r.bold = True; r.font.size = Pt(20); r.font.color.rgb = dark
    p.paragraph_format.space_after = Pt(0)
    p = document.add_paragraph("Diesel Technician – Heavy Truck & Equipment"); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    p.runs[0].font.size = Pt(12)
    p = document.add_paragraph("Billings, MT 59101 | 406-555-0139 | rj.oberholtzer@example.net")
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    bottom_border(p, color="8B3A0F", size="8")

    document.add_heading("Summary", level=1)
    document.add_paragraph(
        "ASE Master certified diesel technician with 16 years on heavy trucks, trailers and construction "
        "equipment, the last seven as lead technician for a fleet shop. Strong on electrical and aftertreatment "
        "diagnostics.")

    def job(title, company, place, when, items):
        q = document.add_paragraph(); q.paragraph_format.space_before = Pt(6); q.paragraph_format.space_after = Pt(0)
        q.paragraph_format.keep_with_next = True
        q.add_run(company).bold = True
        q.add_run(" — " + place)
        q = document.add_paragraph(); q.paragraph_format.keep_with_next = True
        q.add_run(title).italic = True
        q.add_run(" | " + when)
        for item in items:
            document.add_paragraph(item, style="List Bullet")

    document.add_heading("Work Experience", level=1)
    for title, company, place, when, _, items in D5_JOBS:
        job(title, company, place, when, items)

    document.add_heading("Military Service", level=1)
    title, company, place, when, _, items = D5_MILITARY
    job(title, company, place, when, items)

    document.add_heading("Education", level=1)
    q = document.add_paragraph(); q.add_run("Associate of Applied Science, Diesel Technology").bold = True
    q.paragraph_format.space_after = Pt(0)
    document.add_paragraph("City College at Montana State University Billings, Billings, MT — May 2010")

    document.add_heading("Certifications & Licenses", level=1)
    for cert, rest in D5_CERTS:
        document.add_paragraph(f"{cert} ({rest})" if cert.startswith("ASE") else f"{cert} – {rest}",
                               style="List Bullet")

    document.add_heading("Technical Skills", level=1)
    for label, items in D5_SKILLS:
        q = document.add_paragraph()
        q.add_run(label + ": ").bold = True
        q.add_run(", ".join(items))

    name = "d5-russell-oberholtzer"
    path = os.path.join(FILES, name + ".docx")
    document.save(path)
    check_pages(name, lo_page_count(path, name), 1)
    write_truth(name, {
        "basics": {"name": "Russell J. Oberholtzer", "label": "Diesel Technician – Heavy Truck & Equipment",
                   "email": "rj.oberholtzer@example.net", "phone": "406-555-0139",
                   "location": {"city": "Billings", "region": "MT"}},
        "work": work_truth(D5_JOBS + [D5_MILITARY]),
        "education": [
            {"institution": "City College at Montana State University Billings",
             "study_type": "Associate of Applied Science", "area": "Diesel Technology",
             "dates": dates(None, "2010-05", text="May 2010")}],
        "skills": [{"name": s} for _, items in D5_SKILLS for s in items],
        "certificates": [{"name": c} for c, _ in D5_CERTS],
    })


# ---- d6: pest control technician, plain text ------------------------------------------------------------
D6_JOBS = [
    ("Route Supervisor (Commercial Accounts)", "Palmetto Pest Solutions, Inc.", "Greenville, SC", "Jan 2021 - Present",
     ("2021-01", None, True),
     ["Supervise 6 route technicians and 380 commercial accounts: restaurants, schools, food plants and "
      "medical offices.",
      "Ride along with new technicians, audit service tickets in PestPac and handle callbacks and customer "
      "complaints the same day.",
      "Prepare accounts for third-party food-safety audits (AIB, SQF); zero pest findings at our food-plant "
      "accounts in 2024 and 2025."]),
    ("Pest Control Technician", "Palmetto Pest Solutions, Inc.", "Greenville, SC", "03/2018 - 12/2020",
     ("2018-03", "2020-12"),
     ["Ran a residential and light commercial route of 14-18 stops a day; general pest, rodent and mosquito "
      "programs.",
      "Led the branch in renewals and add-on sales two years in a row."]),
    ("Termite Technician", "Upstate Termite & Pest, LLC", "Spartanburg", "06/2015 - 02/2018", ("2015-06", "2018-02"),
     ["Termite inspections, liquid and bait treatments, crawl space moisture work and CL-100 reports for real "
      "estate closings."]),
    ("Lawn Care Technician (seasonal)", "GreenStripe Lawn Co.", "Anderson, SC", "2013 - 2015", ("2013", "2015"),
     ["Fertilizer and weed control applications on residential lawns, March through November."]),
]
D6_SKILLS = ["General pest control", "Termite inspections and treatments (liquid and bait)", "CL-100 / WDI reports",
             "Bed bug heat treatments", "Rodent exclusion", "Mosquito programs", "Commercial IPM",
             "Food-safety audit preparation", "PestPac", "Customer service", "Route planning"]


def d6_pest_control_text():
    def para(text, indent=""):
        return textwrap.fill(text, width=78, initial_indent=indent, subsequent_indent=indent)

    def bullet(text):
        return textwrap.fill(text, width=78, initial_indent="  * ", subsequent_indent="    ")

    experience = []
    for title, company, place, when, _, items in D6_JOBS:
        experience += [title, f"{company} - {place}", when, *[bullet(b) for b in items], ""]
    text = "\n".join([
        "BRENT L. WADDELL",
        "Licensed Pest Control Technician",
        "Greenville, SC 29607",
        "Cell: 864-555-0112    Email: brent.waddell@example.com",
        "",
        "PROFESSIONAL SUMMARY",
        para("Pest control technician and route supervisor with 11 years in residential and commercial service "
             "across the Upstate. Licensed commercial applicator in general pest and wood-destroying "
             "organisms. Safe, on time, and good with customers who are upset about a bug."),
        "",
        "WORK HISTORY",
        "",
        *experience,
        "EDUCATION",
        "",
        "Greenville Technical College - Greenville, SC",
        "Certificate, Horticulture Technology, 2014",
        "",
        "J. L. Mann High School - Greenville, SC",
        "High School Diploma, 2012",
        "",
        "LICENSES & CERTIFICATIONS",
        "",
        bullet("SC Commercial Pesticide Applicator License, License #C-48213, expires 12/31/2027"),
        "    Categories: 7A General Pest, 7B Wood Destroying Organisms",
        bullet("QualityPro Certified Technician - National Pest Management Association, 2019"),
        bullet("OSHA 10-Hour General Industry - 2017"),
        "",
        "SKILLS",
        "",
        para(", ".join(D6_SKILLS)),
        "",
        "LANGUAGES",
        "",
        "English (native), Spanish (basic)",
        "",
        "References available upon request.",
        "",
    ])
    name = "d6-brent-waddell"
    write_text(name + ".txt", text)
    write_truth(name, {
        "basics": {"name": "Brent L. Waddell", "label": "Licensed Pest Control Technician",
                   "email": "brent.waddell@example.com", "phone": "864-555-0112",
                   "location": {"city": "Greenville", "region": "SC"}},
        "work": work_truth(D6_JOBS),
        "education": [
            {"institution": "Greenville Technical College", "study_type": "Certificate",
             "area": "Horticulture Technology", "dates": dates(None, "2014", text="2014")},
            {"institution": "J. L. Mann High School", "study_type": "High School Diploma",
             "dates": dates(None, "2012", text="2012")}],
        "skills": skills_truth(D6_SKILLS),
        "certificates": [{"name": "SC Commercial Pesticide Applicator License"},
                         {"name": "QualityPro Certified Technician"}, {"name": "OSHA 10-Hour General Industry"}],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Spanish", "fluency": "basic"}],
    })


if __name__ == "__main__":
    d1_title_examiner_tabs()
    d2_dispatcher_header_block()
    d3_rad_tech_tables()
    d4_stylist_small_caps()
    d5_diesel_docx()
    d6_pest_control_text()
