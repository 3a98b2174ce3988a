#!/usr/bin/env python3
"""Renders the nineteenth held-out batch (z1–z6) into files/ and its truth into truth/.

Written without reading the parser. Like batches 10–18, six MAINSTREAM resumes in fields the
earlier batches did not use, but this time early- and mid-career people in everyday jobs in five
countries (Australia, India, Canada, Northern Ireland, the US, England), one a recent graduate with
a placement year and part-time jobs and one a career changer, each made with the tool its writer
would have at hand:

- z1 (plain text): an Australian carpenter's resume typed in a plain editor: the name in capitals,
  a label with "|", "Brisbane QLD 4170" with no comma, "Mobile:" and "Email:" labels on one line
  with an ACMA fictional mobile ("0491 570 156"), headings underlined with "=", "Licences & Tickets"
  first (a QBCC trade contractor licence with a number, a White Card, units of competency with
  their codes, an open driver licence), "Title - Employer, Suburb QLD" over the dates on their own
  line, apprentice then carpenter at one builder ("Coastline Homes (Qld) Pty Ltd", "Feb 2017 - Feb
  2021", "Mar 2021 - Present"), a casual job with apostrophe years ("June '15 - Jan '17"), a
  part-time school job "2012 to 2015", "Certificate III in Carpentry (CPC30220)" from TAFE
  Queensland with its campus, "Queensland Certificate of Education (QCE), Year 12", grouped skills
  with labels padded by spaces and one group wrapped onto an indented second line, "Referees" with
  "Available on request." A carpenter in Brisbane.
- z2 (DOCX, python-docx): an Indian medical representative's two-page Word CV: "CURRICULUM VITAE"
  centred over the name in capitals, "Mobile:"/"E-mail:"/"Address:" lines (a house number and a
  PIN code), grey-shaded section headings, "Career Objective" and "Profile Summary", every job a
  block of "Label<tab>: value" lines ("Organisation", "Designation", "Duration", "Headquarter" or
  "Location") with "Responsibilities:" and "Achievements:" sub-lists, dates as "04.2022 – till
  date", "01.2020 – 03.2022", "07.2018 – 12.2019", medical representative then senior at one
  company, a title with its own parenthesis ("Senior Medical Representative (Cardio-Diabetic
  Division)"), "Pvt. Ltd."; "Academic Qualifications" as a "Table Grid" table (Qualification |
  Institution | Board / University | Year | Percentage / CGPA) with "B.Pharmacy", "Intermediate
  (BiPC)" and "SSC"; certifications with issuers and years in parentheses; "English, Telugu and
  Hindi" under "Languages Known"; personal details (father's name, date of birth) and a signed
  declaration with the name again. The page count is checked on a throw-away LibreOffice PDF. A
  medical representative in Hyderabad.
- z3 (pdflatex, New Century Schoolbook): a Canadian automotive service technician's one-page
  resume: the name and label at the left with the address, phone and email in a right-aligned
  block beside them (a layout text dump puts them on the same lines), "Calgary, AB  T3K 2L9", small-caps
  section headings that come out as "S UMMARY" and "E XPERIENCE" in the text layer, a bold
  employer with the city at the right over italic titles with the dates at the right, apprentice
  then journeyperson at one dealership ("Sept 2017 – Aug 2021", "Sept 2021 – present"), "2015 to
  2017", "Pre-Employment Certificate, Automotive Service Technician" with "GPA 3.8/4.0", "Alberta
  High School Diploma", certifications with issuers and years (a Red Seal journeyperson
  certificate), grouped skill lines with commas inside parentheses, "Joel Dela Peña", Tagalog. A
  technician in Calgary, AB.
- z4 (Chromium "Save as PDF", two columns): a recent graduate assistant quantity surveyor's page
  from Belfast: a shaded sidebar drawn on the LEFT but placed AFTER the main column in the source
  (CSS grid areas), with contact (a UK mobile "07700 900482", "Belfast BT7", a LinkedIn link that
  the narrow column wraps at its own hyphen), letter-spaced headings,
  grouped skills with sub-labels, certificates with issuers and years, languages ("Irish —
  conversational") and interests (not skills); the main column with a profile, experience as a bold
  title with the dates at the right over "Employer · City" ("Sep 2024 – present", a placement year
  "Jul 2022 – Jun 2023" with a title holding a dash "Placement Student – Cost Management", a
  summer job "Jun – Aug 2021", a part-time bar job "2020 to 2024" overlapping the degree), "BSc
  (Hons) Quantity Surveying and Commercial Management — First Class Honours" with a dissertation
  line, A-levels and GCSEs at one school as two entries with their grades, and "References
  available on request." "Ciarán McAllister".
- z5 (HTML): a career changer's hand-written resume page: ", CPC-A" after the name in the <h1>, a
  label, contact in a <p> joined by "|" with a LinkedIn link; a summary about leaving restaurants
  for medical billing; "Healthcare Experience" and "Restaurant Experience" sections, each job an
  <h3> title with a floated <span> of dates inside it over "Employer, City, ST"; an externship dated
  "Apr – Jun 2023", a title with its own comma ("Shift Lead, Front of House"), server then shift
  lead at one restaurant, "June '17 – Aug '19"; "Certificate, Medical Billing and Coding" with
  "GPA 3.92/4.00" and a "High School Diploma"; certifications with issuers and years; skills as a
  <dl> of groups (commas inside parentheses, a "From the restaurant" group); languages. A medical
  billing specialist in Lansing, MI.
- z6 (LibreOffice PDF of a Word document, Arial shown as Liberation Sans, two pages): an English
  senior healthcare assistant's CV: a centred name, a label, "Leeds LS8  •  07700 900631  •  …",
  "Personal Profile", grouped "Key Skills" lines, "Employment History" with a bold title and the
  dates on a right tab over an italic "Employer, City" ("Sep 2021 – present"), a title with its
  own comma ("Senior Healthcare Assistant, Acute Medical Unit"), a second current job on the staff
  bank of a hospice ("Jan 2022 – present", "(zero-hours)"), "2019 to 2021", a part-time shop job
  during college; "Education & Qualifications" with a "Level 3 Diploma in Adult Care", a "BTEC
  Level 3 National Extended Diploma in Health and Social Care" with "Grades: D*DM" and "GCSEs" (the
  page break falls between the BTEC and the GCSEs, after the footer of page 1 in the text layer);
  "Training & Certificates" with issuers and years; languages; additional information (an
  enhanced DBS check, not a certificate); "References" on page 2 with two referees (names, roles,
  employers, an email and an Ofcom drama landline "0113 496 0275") that are not jobs; a footer
  with the name on both pages. A senior HCA in Leeds.

Truth conventions as in batches 5–18: date_text as printed (LaTeX "--" printed as "–"; ASCII
hyphens and apostrophes kept where the writer typed them), the work entry's location where printed
(as printed: "Brisbane QLD", "Belfast", "Leeds"; an Indian job's "Headquarter" or "Location" value),
education score where a grade or honour is printed ("71.6%", "9.3 CGPA", "3.8/4.0", "First Class
Honours", "D*DM"; A-level and GCSE subject grades are not one score), certificate names without
issuer, number, year or remark, every listed skill as printed (commas inside parentheses do not
split; a group's label is not a skill), spoken languages only, with their fluency where printed.
"04.2022 – till date" is current from 2022-04; "June '15" is 2015-06; "Jun – Aug 2021" runs
2021-06 to 2021-08 and "Apr – Jun 2023" 2023-04 to 2023-06. A name printed in capitals is given in
title case; "CURRICULUM VITAE" is not a name or label, and credentials after a name (", CPC-A") are
not part of it. A title's own parenthesis, comma or dash is part of the position. Two titles at one
employer are two work entries; a placement year, an externship, a summer job, a casual job and a
part-time job are work entries; referees, interests, a profile summary, personal details and a
declaration are not. A UK or Australian postcode is not part of the city; a street, house number,
suburb-less PIN code or postcode district is not kept ("Hyderabad" has no region printed beside it;
"Brisbane QLD 4170" is city "Brisbane", region "QLD"; "Calgary, AB" region "AB"; "Belfast BT7" and
"Leeds LS8" have no region). A qualification's code ("(CPC30220)") and a school-year remark ("Year
12") are not its area; "Certificate III in Carpentry" is study_type "Certificate III" with area
"Carpentry", "Level 3 Diploma in Adult Care" study_type "Level 3 Diploma" with area "Adult Care",
"Intermediate (BiPC)" study_type "Intermediate" with area "BiPC" (as k5's "HSC (Science)"); a
campus or city after a school is not part of its name. A LinkedIn address is a profile, its URL the
link target (z4, z5). Phones: a 555 number in the US and Canada, Ofcom drama numbers in the UK, the
ACMA fictional range in Australia, and a placeholder "+91 91234 56789" in India.

No installs were needed on the machine that wrote this batch; the tools are those of batch 18:
`pip install python-docx`, `apt-get install chromium fonts-liberation fonts-crosextra-carlito
libreoffice-writer-nogui poppler-utils texlive-latex-base texlive-latex-recommended
texlive-fonts-recommended texlive-latex-extra`.
Run from this folder: python3 render_batch19.py
"""
import os
from xml.sax.saxutils import escape

from holdout_render import (work_truth, shade, FILES, bottom_border, check_pages, chromium_pdf, dates, libreoffice_pdf, linkedin,
                            lo_page_count, new_docx, oxml_element, pdf_pages, pdflatex, tex, write_text,
                            write_truth)


# ---- z1: Australian carpenter, plain text -------------------------------------------------------
Z1_JOBS = [
    ("Carpenter", "Coastline Homes (Qld) Pty Ltd", "Brisbane QLD", "Mar 2021 - Present", ("2021-03", None, True),
     ["Frame, lock-up and fix out 12-15 single and double storey homes a year as part of a 4-person crew",
      "Set out slabs and wall frames from plans with a laser level; stand trusses and fix bracing and\n"
      "    tie-downs to the engineer's details",
      "Hang doors, fit windows, skirting, architraves and built-in wardrobes; build decks and pergolas",
      "Supervise and teach our first and second year apprentices on site"]),
    ("Apprentice Carpenter", "Coastline Homes (Qld) Pty Ltd", "Brisbane QLD", "Feb 2017 - Feb 2021",
     ("2017-02", "2021-02"),
     ["Completed a 4-year apprenticeship on the builder's new homes and renovation jobs",
      "Framing, formwork for slabs and footings, fix-out, and demolition on renovations",
      "Named the company's Apprentice of the Year in 2019"]),
    ("Builder's Labourer (casual)", "Redlands Formwork & Concrete", "Capalaba QLD", "June '15 - Jan '17",
     ("2015-06", "2017-01"),
     ["Stripped and cleaned formwork, barrowed concrete and kept sites clean and safe",
      "Loaded and unloaded deliveries and ran the site bins"]),
    ("Kitchen Hand (part-time)", "Pho Saigon Kitchen", "Sunnybank QLD", "2012 to 2015", ("2012", "2015"),
     ["Dishes, food prep and close-down cleaning on weeknights and weekends while at school"]),
]
Z1_TICKETS = [("QBCC Trade Contractor Licence - Carpentry", "Licence No. 15293384"),
              ("General Construction Induction (White Card)", "2015"),
              ("Working at Heights (RIIWHS204E)", "2022"),
              ("Provide First Aid (HLTAID011)", "St John Ambulance Qld, 2024"),
              ("Open Driver Licence (C class)", "own ute and tools")]
Z1_SKILLS = [
    ("Framing", ["wall and roof framing (timber and steel)", "roof trusses", "floor systems", "bracing and tie-downs"]),
    ("Fit-out", ["doors and windows", "skirting and architraves", "wardrobes", "stairs", "decks and pergolas"]),
    ("Other", ["reading plans and engineering details", "set-out with laser level", "formwork", "basic concreting",
               "Safe Work Method Statements (SWMS)"]),
]


def underline_eq(text):
    return f"{text}\n{'=' * len(text)}"


def z1_carpenter_text():
    jobs = []
    for i, (title, company, place, when, _, bullets) in enumerate(Z1_JOBS):
        block = f"{title} - {company}, {place}\n{when}\n" + "\n".join(f"  - {b}" for b in bullets)
        jobs.append(block)
    # apprentice block follows the carpenter block with no blank line (same builder); the rest are spaced
    work = jobs[0] + "\n" + jobs[1] + "\n\n" + jobs[2] + "\n\n" + jobs[3]
    tickets = "\n".join(f"* {name}, {rest}" if rest.startswith("Licence No.") else f"* {name} - {rest}"
                        for name, rest in Z1_TICKETS)
    skills = []
    for label, items in Z1_SKILLS:
        text = ", ".join(items)
        if label == "Other":  # wrapped by hand at the editor's margin
            cut = text.index("basic concreting,") + len("basic concreting,")
            text = text[:cut] + "\n" + " " * 11 + text[cut + 1:]
        skills.append(f"{label + ':':<11}{text}")
    text = f"""MITCHELL TRAN
Qualified Carpenter | Residential & Light Commercial Construction

Brisbane QLD 4170  |  Mobile: 0491 570 156  |  Email: mitch.tran.carpentry@example.com.au


{underline_eq("CAREER SUMMARY")}
Qualified carpenter with four years on the tools since finishing my apprenticeship with the same
builder, and two years labouring before that. Framing, fit-out and renovations on houses and
townhouses across Brisbane's south side. Reliable and safety-minded, with my own ute and tools, and
happy to travel to sites across SEQ. Looking for a leading hand role with a quality residential
builder.


{underline_eq("LICENCES & TICKETS")}
{tickets}


{underline_eq("EMPLOYMENT HISTORY")}

{work}


{underline_eq("EDUCATION & TRAINING")}
Certificate III in Carpentry (CPC30220)
TAFE Queensland, Eagle Farm campus - 2021

Queensland Certificate of Education (QCE), Year 12
Kuraby Creek State High School - 2014


{underline_eq("SKILLS")}
{chr(10).join(skills)}


{underline_eq("LANGUAGES")}
English, Vietnamese (conversational)


{underline_eq("REFEREES")}
Available on request.
"""
    name = "z1-mitchell-tran"
    write_text(name + ".txt", text)
    write_truth(name, {
        "basics": {"name": "Mitchell Tran", "label": "Qualified Carpenter | Residential & Light Commercial Construction",
                   "email": "mitch.tran.carpentry@example.com.au", "phone": "0491 570 156",
                   "location": {"city": "Brisbane", "region": "QLD"}},
        "work": work_truth(Z1_JOBS),
        "education": [
            {"institution": "TAFE Queensland", "study_type": "Certificate III", "area": "Carpentry",
             "dates": dates(None, "2021", text="2021")},
            {"institution": "Kuraby Creek State High School", "study_type": "Queensland Certificate of Education (QCE)",
             "dates": dates(None, "2014", text="2014")}],
        "skills": [{"name": s} for _, items in Z1_SKILLS for s in items],
        "certificates": [{"name": n} for n, _ in Z1_TICKETS],
        "languages": [{"language": "English"}, {"language": "Vietnamese", "fluency": "conversational"}],
    })


# ---- z2: Indian medical representative, DOCX with labelled job blocks ---------------------------
Z2_JOBS = [
    ("Senior Medical Representative (Cardio-Diabetic Division)", "Deccan Life Sciences Pvt. Ltd.", "Hyderabad",
     "04.2022 – till date", ("2022-04", None, True), "Headquarter",
     ["Promote the division's cardiology and diabetes brands to 180+ doctors (cardiologists, diabetologists and "
      "consulting physicians) in the Kukatpally–Miyapur territory.",
      "Plan monthly doctor call lists (MCL) and chemist coverage; 12–14 doctor calls and 6–8 chemist calls a day.",
      "Track secondary sales and stock with two stockists and 60+ chemists; report daily calls in Veeva CRM.",
      "Organise CMEs and round-table meetings with key opinion leaders together with the Area Business Manager."],
     ["Achieved 118% of annual target in 2023-24 and qualified for the company's Platinum Club.",
      "Launched two new fixed-dose combinations in the territory; both among the top 3 brands in the HQ within "
      "six months."]),
    ("Medical Representative", "Deccan Life Sciences Pvt. Ltd.", "Warangal", "01.2020 – 03.2022",
     ("2020-01", "2022-03"), "Headquarter",
     ["Covered Warangal, Hanamkonda and Jangaon towns for the gastro and anti-infective portfolio.",
      "Built the territory from 70 to 140 listed doctors and opened 35 new chemist accounts.",
      "Kept doctor visits going by phone and WhatsApp detailing through the 2020–21 lockdowns."],
     ["Best new Medical Representative of the Telangana zone, 2021."]),
    ("Sales Executive", "Sri Krishna Pharma Distributors", "Vijayawada", "07.2018 – 12.2019",
     ("2018-07", "2019-12"), "Location",
     ["Took orders from 90 retail chemists and 6 nursing homes and followed up on payments and expiry returns.",
      "Coordinated daily dispatches with the warehouse and kept the cold-chain register for insulin and vaccines."],
     []),
]
Z2_EDUCATION = [
    ("B.Pharmacy", "Krishna Valley College of Pharmacy, Vijayawada", "JNTU Kakinada", "2018", "71.6%"),
    ("Intermediate (BiPC)", "Vikas Junior College, Vijayawada", "Board of Intermediate Education, A.P.", "2014", "88.2%"),
    ("SSC", "Sunrise Model High School, Vijayawada", "Board of Secondary Education, A.P.", "2012", "9.3 CGPA"),
]
Z2_CERTS = [("Certificate Course in Pharmaceutical Sales & Marketing", "Telangana Pharma Skills Institute, Hyderabad",
             "2019"),
            ("Basic Life Support (BLS)", "Deccan Heart Foundation", "2023")]
Z2_SKILLS = ["Doctor detailing and product presentations", "Territory planning and MCL coverage",
             "Chemist and stockist management", "Prescription generation and POB", "New product launches",
             "Sales reporting in Veeva CRM", "MS Excel and PowerPoint"]


def z2_medrep_docx():
    from docx.enum.table import WD_TABLE_ALIGNMENT
    from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_TAB_ALIGNMENT
    from docx.shared import Inches, Pt

    document = new_docx(author="Ravi Teja", title="CV - Ravi Teja Kondapalli", page=(Inches(8.27), Inches(11.69)),
                        margins=(Inches(0.8), Inches(0.7)), font="Times New Roman", size=11, space_after=2)
    document.styles["Normal"].paragraph_format.line_spacing = 1.1

    p = document.add_paragraph()
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = p.add_run("CURRICULUM VITAE"); r.bold = True; r.underline = True; r.font.size = Pt(14)
    p.paragraph_format.space_after = Pt(10)

    p = document.add_paragraph()
    r = p.add_run("RAVI TEJA KONDAPALLI"); r.bold = True; r.font.size = Pt(15)
    p.paragraph_format.space_after = Pt(2)
    for label, value in (("Mobile", "+91 91234 56789"), ("E-mail", "raviteja.kondapalli@example.in"),
                         ("Address", "H.No. 5-14/2, Vivekananda Nagar, Kukatpally, Hyderabad – 500072")):
        q = document.add_paragraph()
        q.add_run(label + ": ").bold = True
        q.add_run(value)
        q.paragraph_format.space_after = Pt(0)
    bottom_border(q, color="000000", size="12")

    def heading(text):
        h = document.add_paragraph()
        h.paragraph_format.space_before = Pt(10); h.paragraph_format.space_after = Pt(4)
        h.paragraph_format.keep_with_next = True
        shade(h._p.get_or_add_pPr(), "D9D9D9")
        r = h.add_run(text); r.bold = True; r.font.size = Pt(11.5)

    def bullet(text, indent=0.25):
        b = document.add_paragraph("•\t" + text)
        b.paragraph_format.left_indent = Inches(indent)
        b.paragraph_format.first_line_indent = Inches(-0.2)
        b.paragraph_format.tab_stops.add_tab_stop(Inches(indent), WD_TAB_ALIGNMENT.LEFT)
        b.paragraph_format.space_after = Pt(1)

    def field(label, value, bold_value=False):
        q = document.add_paragraph()
        q.paragraph_format.tab_stops.add_tab_stop(Inches(1.5), WD_TAB_ALIGNMENT.LEFT)
        q.paragraph_format.space_after = Pt(0)
        q.paragraph_format.keep_with_next = True
        q.add_run(label)
        q.add_run("\t: ")
        q.add_run(value).bold = bold_value

    heading("CAREER OBJECTIVE")
    document.add_paragraph(
        "Seeking a challenging position as a Medical Representative / Area Business Manager in a reputed "
        "pharmaceutical organisation where I can use my product knowledge and doctor relationships to achieve "
        "sales targets and grow along with the organisation.")

    heading("PROFILE SUMMARY")
    for s in ["B.Pharmacy graduate with 6+ years of experience in pharmaceutical field sales (cardio-diabetic, "
              "gastro and anti-infective portfolios).",
              "Consistently achieved 105–118% of yearly sales target since 2021.",
              "Good rapport with doctors, chemists and stockists in Hyderabad and Warangal HQs; two-wheeler with "
              "valid driving licence."]:
        bullet(s)

    heading("PROFESSIONAL EXPERIENCE")
    for i, (title, company, place, when, _, place_label, duties, wins) in enumerate(Z2_JOBS):
        if i:
            document.add_paragraph().paragraph_format.space_after = Pt(2)
        field("Organisation", company, bold_value=True)
        field("Designation", title)
        field("Duration", when)
        field(place_label, place)
        q = document.add_paragraph(); q.add_run("Responsibilities:").underline = True
        q.paragraph_format.keep_with_next = True; q.paragraph_format.space_before = Pt(3)
        for d in duties:
            bullet(d)
        if wins:
            q = document.add_paragraph(); q.add_run("Achievements:").underline = True
            q.paragraph_format.keep_with_next = True; q.paragraph_format.space_before = Pt(3)
            for w in wins:
                bullet(w)

    heading("ACADEMIC QUALIFICATIONS")
    table = document.add_table(rows=1, cols=5)
    table.style = "Table Grid"
    table.alignment = WD_TABLE_ALIGNMENT.CENTER
    widths = (Inches(1.25), Inches(1.95), Inches(1.75), Inches(0.7), Inches(1.0))
    for column, width in zip(table.columns, widths):
        column.width = width
    for cell, text, width in zip(table.rows[0].cells, ("Qualification", "Institution", "Board / University",
                                                        "Year", "Percentage / CGPA"), widths):
        cell.width = width
        shade(cell._tc.get_or_add_tcPr(), "F2F2F2")
        cell.paragraphs[0].add_run(text).bold = True
    for row_text in Z2_EDUCATION:
        row = table.add_row()
        for cell, text, width in zip(row.cells, row_text, widths):
            cell.width = width
            cell.paragraphs[0].add_run(text)

    heading("CERTIFICATIONS & TRAINING")
    for cert, issuer, year in Z2_CERTS:
        bullet(f"{cert} – {issuer} ({year})")

    heading("KEY SKILLS")
    for s in Z2_SKILLS:
        bullet(s)

    heading("LANGUAGES KNOWN")
    document.add_paragraph("English, Telugu and Hindi")

    heading("PERSONAL DETAILS")
    for label, value in (("Father's Name", "K. Srinivasa Rao"), ("Date of Birth", "14-08-1996"),
                         ("Gender", "Male"), ("Marital Status", "Single"), ("Nationality", "Indian"),
                         ("Hobbies", "Cricket, reading Telugu novels")):
        field(label, value)

    heading("DECLARATION")
    document.add_paragraph("I hereby declare that the information furnished above is true to the best of my "
                           "knowledge and belief.")
    q = document.add_paragraph()
    q.paragraph_format.space_before = Pt(14)
    q.paragraph_format.tab_stops.add_tab_stop(Inches(6.6), WD_TAB_ALIGNMENT.RIGHT)
    q.add_run("Place: Hyderabad")
    q = document.add_paragraph()
    q.paragraph_format.tab_stops.add_tab_stop(Inches(6.6), WD_TAB_ALIGNMENT.RIGHT)
    q.add_run("Date:\t")
    q.add_run("(RAVI TEJA KONDAPALLI)").bold = True

    name = "z2-ravi-teja-kondapalli"
    path = os.path.join(FILES, name + ".docx")
    document.save(path)
    check_pages(name, lo_page_count(path, name), 2)
    write_truth(name, {
        "basics": {"name": "Ravi Teja Kondapalli", "email": "raviteja.kondapalli@example.in",
                   "phone": "+91 91234 56789", "location": {"city": "Hyderabad"}},
        "work": work_truth(Z2_JOBS),
        "education": [
            {"institution": "Krishna Valley College of Pharmacy", "study_type": "B.Pharmacy", "score": "71.6%",
             "dates": dates(None, "2018", text="2018")},
            {"institution": "Vikas Junior College", "study_type": "Intermediate", "area": "BiPC", "score": "88.2%",
             "dates": dates(None, "2014", text="2014")},
            {"institution": "Sunrise Model High School", "study_type": "SSC", "score": "9.3 CGPA",
             "dates": dates(None, "2012", text="2012")}],
        "skills": [{"name": s} for s in Z2_SKILLS],
        "certificates": [{"name": c} for c, _, _ in Z2_CERTS],
        "languages": [{"language": "English"}, {"language": "Telugu"}, {"language": "Hindi"}],
    })


# ---- z3: Canadian automotive service technician, pdflatex (New Century Schoolbook) --------------
Z3_GROUPS = [
    ("Chinook Ridge Toyota", "Calgary, AB", [
        ("Automotive Service Technician (Journeyperson)", "Sept 2021 – present", ("2021-09", None, True),
         ["Diagnose and repair Toyota and Lexus cars, trucks and hybrids on customer-pay, warranty and recall work.",
          "Averaged 135% flat-rate efficiency over 2023–2024 with one of the shop's lowest comeback rates.",
          "Hybrid system and CAN diagnosis with Techstream and a lab scope; the shop's go-to tech for electrical "
          "concerns.",
          "Mentor two apprentices and sign off their work-experience hours in the apprenticeship record book."]),
        ("Apprentice Automotive Service Technician", "Sept 2017 – Aug 2021", ("2017-09", "2021-08"),
         ["Maintenance, brakes, suspension, timing belts and engine repairs under a journeyperson's supervision.",
          "Completed all four periods of technical training at SAIT and passed the Red Seal exam on the first "
          "attempt."]),
    ]),
    ("Prairie Express Lube & Tire", "Airdrie, AB", [
        ("Lube and Tire Technician", "2015 to 2017", ("2015", "2017"),
         ["Oil changes, tire changeovers and balancing, batteries and wipers; up to 40 cars a day in the "
          "fall tire rush."]),
    ]),
]
Z3_CERTS = [("Journeyperson Certificate – Automotive Service Technician (Red Seal)",
             "Alberta Apprenticeship and Industry Training, 2021"),
            ("Toyota Certified Technician (Level 2)", "Toyota Canada Inc., 2023"),
            ("Ozone Depletion Prevention (ODP) Card", "HRAI, 2018"),
            ("Standard First Aid & CPR Level C", "Canadian Red Cross, 2023")]
Z3_SKILL_LINES = [
    ("Diagnostics", ["Toyota Techstream", "scan tools and lab scope", "CAN and electrical diagnosis",
                     "hybrid system service"]),
    ("Repair", ["brakes", "steering and suspension", "engine and timing repairs", "transmission R&R",
                "A/C service (R-134a, R-1234yf)", "four-wheel alignments (Hunter)"]),
    ("Shop", ["CDK Drive", "warranty story writing", "customer-pay estimates"]),
]


def z3_technician_pdflatex():
    blocks = []
    for employer, place, roles in Z3_GROUPS:
        parts = [f"\\employer{{{tex(employer)}}}{{{place}}}"]
        for title, when, _, items in roles:
            lis = "\n".join(f"  \\item {tex(b)}" for b in items)
            parts.append(f"\\role{{{tex(title)}}}{{{tex(when)}}}\n\\begin{{itemize}}\n{lis}\n\\end{{itemize}}")
        blocks.append("\n".join(parts))
    certs = "\n".join(f"  \\item \\textbf{{{tex(c)}}} --- {tex(rest)}" for c, rest in Z3_CERTS)
    skills = "\n".join(f"\\textbf{{{label}:}} {tex(', '.join(items))}\\par" for label, items in Z3_SKILL_LINES)
    source = r"""\documentclass[10pt,letterpaper]{article}
\usepackage[T1]{fontenc}
\usepackage[utf8]{inputenc}
\usepackage{newcent}
\usepackage[margin=0.7in,top=0.55in,bottom=0.55in]{geometry}
\usepackage{titlesec}
\usepackage{enumitem}
\usepackage{xcolor}
\usepackage[hidelinks]{hyperref}
\pagestyle{empty}
\setlength{\parindent}{0pt}
\definecolor{steel}{HTML}{8B1A1A}
\titleformat{\section}{\color{steel}\bfseries\scshape\large}{}{0pt}{}[\vspace{-4pt}{\color{steel}\rule{\textwidth}{0.6pt}}]
\titlespacing*{\section}{0pt}{8pt}{3pt}
\setlist[itemize]{leftmargin=14pt,topsep=1pt,itemsep=0.5pt,parsep=0pt}
\newcommand{\employer}[2]{\par\smallskip{\bfseries #1}\hfill #2\par}
\newcommand{\role}[2]{{\itshape #1}\hfill{\small #2}\par}
\begin{document}
\begin{minipage}[t]{0.58\textwidth}
{\fontsize{22}{26}\selectfont\bfseries Joel Dela Peña}\\[3pt]
{\large Red Seal Automotive Service Technician}
\end{minipage}\hfill
\begin{minipage}[t]{0.38\textwidth}\raggedleft\small
Calgary, AB\ \ T3K 2L9\\
403-555-0147\\
\href{mailto:joel.delapena@example.ca}{joel.delapena@example.ca}
\end{minipage}

\section*{Summary}
Licensed automotive service technician (Red Seal, 2021) with ten years in a dealership and a quick-lube
shop. Toyota Certified Level 2 on hybrids and diagnostics. I fix it right the first time, keep my bay
clean, and write the story so the warranty claim gets paid.

\section*{Experience}
""" + "\n\n".join(blocks) + r"""

\section*{Certifications}
\begin{itemize}
""" + certs + r"""
\end{itemize}

\section*{Education}
\textbf{Pre-Employment Certificate, Automotive Service Technician}\hfill 2017\\
Southern Alberta Institute of Technology (SAIT), Calgary, AB \,\textperiodcentered\, GPA 3.8/4.0\par\smallskip
\textbf{Alberta High School Diploma}\hfill 2015\\
Airdrie Heights High School, Airdrie, AB\par

\section*{Skills}
""" + skills + r"""

\section*{Languages}
English (fluent) \textperiodcentered{} Tagalog (native)
\end{document}
"""
    name = "z3-joel-dela-pena"
    pdflatex(source, name)
    check_pages(name, pdf_pages(os.path.join(FILES, name + ".pdf")), 1)
    write_truth(name, {
        "basics": {"name": "Joel Dela Peña", "label": "Red Seal Automotive Service Technician",
                   "email": "joel.delapena@example.ca", "phone": "403-555-0147",
                   "location": {"city": "Calgary", "region": "AB"}},
        "work": [{"position": title, "name": employer, "location": place, "dates": dates(*span, text=when)}
                 for employer, place, roles in Z3_GROUPS for title, when, span, _ in roles],
        "education": [
            {"institution": "Southern Alberta Institute of Technology (SAIT)", "study_type": "Pre-Employment Certificate",
             "area": "Automotive Service Technician", "score": "3.8/4.0", "dates": dates(None, "2017", text="2017")},
            {"institution": "Airdrie Heights High School", "study_type": "Alberta High School Diploma",
             "dates": dates(None, "2015", text="2015")}],
        "skills": [{"name": s} for _, items in Z3_SKILL_LINES for s in items],
        "certificates": [{"name": c} for c, _ in Z3_CERTS],
        "languages": [{"language": "English", "fluency": "fluent"}, {"language": "Tagalog", "fluency": "native"}],
    })


# ---- z4: recent graduate assistant QS, Chromium page with a left sidebar after the main column -----
Z4_JOBS = [
    ("Assistant Quantity Surveyor", "Lagan & Mourne Construction Ltd", "Belfast", "Sep 2024 – present",
     ("2024-09", None, True),
     ["Prepare monthly valuations and subcontractor payment certificates on two schools and a 64-unit social "
      "housing scheme (£18m combined).",
      "Measure and price variations, track early warnings and compensation events under NEC4 ECC Option A.",
      "Produce the monthly cost-value reconciliation (CVR) for the senior QS and keep the subcontract "
      "orders register in COINS."]),
    ("Placement Student – Cost Management", "Harland Cost Consultants LLP", "Belfast", "Jul 2022 – Jun 2023",
     ("2022-07", "2023-06"),
     ["Took off quantities in CostX for cost plans on health and education projects for public sector clients.",
      "Helped prepare tender documents and pre-tender estimates and ran the tender returns analysis on three "
      "works packages.",
      "Attended site valuations with the project QS and wrote the monthly cost reports."]),
    ("Site Labourer (summer)", "Mourne Civils Ltd", "Newry", "Jun – Aug 2021", ("2021-06", "2021-08"),
     ["General labouring on a road-widening scheme; kept the site tidy and signed deliveries in."]),
    ("Bar Staff (part-time)", "The Sailortown Tavern", "Belfast", "2020 to 2024", ("2020", "2024"),
     ["Served up to 300 customers on a match night, cashed up and trained new starters; 16–20 hours a week "
      "during term."]),
]
Z4_SKILLS = [
    ("Commercial", ["Measurement and quantities (NRM2)", "Valuations and payment applications",
                    "Cost plans and estimates", "CVRs and cost reporting", "NEC4 and JCT contracts"]),
    ("Software", ["CostX", "Bluebeam Revu", "COINS", "Microsoft Excel", "Power BI (basic)"]),
]
Z4_CERTS = [("CSR Card (Construction Skills Register)", "CITB NI", "2021"),
            ("Emergency First Aid at Work", "St John Ambulance NI", "2023"),
            ("NEC4 ECC Foundation", "NEC Contracts", "2024")]


def z4_qs_chromium():
    jobs = []
    for title, company, place, when, _, items in Z4_JOBS:
        lis = "".join(f"<li>{escape(b)}</li>" for b in items)
        jobs.append(f'<div class="job"><div class="row"><h3>{escape(title)}</h3><span class="when">{escape(when)}'
                    f'</span></div><div class="org">{escape(company)} · {place}</div><ul>{lis}</ul></div>')
    skills = "".join(f'<h4>{escape(label)}</h4><ul class="plain">'
                     + "".join(f"<li>{escape(s)}</li>" for s in items) + "</ul>" for label, items in Z4_SKILLS)
    certs = "".join(f"<p><b>{escape(c)}</b><br>{escape(who)}, {year}</p>" for c, who, year in Z4_CERTS)
    html = f"""<!DOCTYPE html>
<html lang="en-GB"><head><meta charset="utf-8"><title>Ciarán McAllister – CV</title>
<style>
@page {{ size: A4; margin: 0; }}
* {{ box-sizing: border-box; -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
html {{ background: linear-gradient(to right, #e7eef0 2.55in, #fff 2.55in); }}
body {{ margin: 0; font: 9.1pt/1.38 "DejaVu Sans", Verdana, sans-serif; color: #1d2a30; }}
.page {{ display: grid; grid-template-columns: 2.55in 1fr; grid-template-areas: "side main"; min-height: 11.5in; }}
main {{ grid-area: main; padding: 0.4in 0.5in 0.3in 0.35in; }}
aside {{ grid-area: side; padding: 0.45in 0.25in 0.4in 0.4in; font-size: 8.6pt; }}
main h1 {{ margin: 0; font-size: 24pt; letter-spacing: 0.3pt; color: #0f4c5c; line-height: 1.1; }}
main .label {{ font-size: 11.5pt; color: #4a5a60; margin: 3pt 0 10pt; }}
h2 {{ font-size: 10pt; text-transform: uppercase; letter-spacing: 1.2pt; color: #0f4c5c; margin: 12pt 0 5pt;
      border-bottom: 1.2pt solid #0f4c5c; padding-bottom: 2pt; }}
aside h2:first-child {{ margin-top: 0.55in; }}
h4 {{ margin: 6pt 0 2pt; font-size: 8.8pt; color: #0f4c5c; }}
p {{ margin: 0 0 4pt; }}
.job {{ margin-bottom: 8pt; }}
.row {{ display: flex; justify-content: space-between; align-items: baseline; gap: 10pt; }}
.row h3 {{ margin: 0; font-size: 10pt; }}
.when {{ white-space: nowrap; font-size: 8.8pt; color: #4a5a60; }}
.org {{ color: #4a5a60; margin: 1pt 0 2pt; }}
ul {{ margin: 0; padding-left: 12pt; }}
li {{ margin-bottom: 1.5pt; }}
ul.plain {{ list-style: none; padding-left: 0; }}
aside a {{ color: inherit; text-decoration: none; }}
.edu {{ margin-bottom: 7pt; }}
.refs {{ margin-top: 12pt; font-style: italic; }}
</style></head>
<body>
<div class="page">
<main>
  <h1>Ciarán McAllister</h1>
  <div class="label">Assistant Quantity Surveyor</div>
  <h2>Profile</h2>
  <p>First-class Quantity Surveying graduate now in my first year as an Assistant QS with a Belfast main
  contractor. A placement year in cost consultancy, a summer on site and four years behind a busy bar mean
  I am comfortable with subcontractors, clients and deadlines. Working towards chartered membership through
  the RICS APC.</p>
  <h2>Experience</h2>
  {"".join(jobs)}
  <h2>Education</h2>
  <div class="edu"><div class="row"><h3>BSc (Hons) Quantity Surveying and Commercial Management</h3>
  <span class="when">2020 – 2024</span></div>
  <div class="org">Ulster University · Belfast</div>
  <p>First Class Honours. Dissertation: “Early contractor involvement and tender price risk on Northern
  Ireland public sector frameworks”.</p></div>
  <div class="edu"><div class="row"><h3>A-levels</h3><span class="when">2020</span></div>
  <div class="org">Bearnagh Grammar School · Newry</div>
  <p>Mathematics (A), Geography (B), Business Studies (B)</p></div>
  <div class="edu"><div class="row"><h3>GCSEs</h3><span class="when">2018</span></div>
  <div class="org">Bearnagh Grammar School · Newry</div>
  <p>9 GCSEs at A*–C, including Mathematics (A*) and English Language (A)</p></div>
  <p class="refs">References available on request.</p>
</main>
<aside>
  <h2>Contact</h2>
  <p>Belfast BT7</p>
  <p>07700 900482</p>
  <p><a href="mailto:ciaran.mcallister@example.co.uk">ciaran.mcallister@example.co.uk</a></p>
  <p><a href="https://www.linkedin.com/in/ciaran-mcallister-qs">linkedin.com/in/ciaran-mcallister-qs</a></p>
  <h2>Skills</h2>
  {skills}
  <h2>Certificates</h2>
  {certs}
  <h2>Languages</h2>
  <p>English — native</p>
  <p>Irish — conversational</p>
  <h2>Interests</h2>
  <p>Gaelic football (under-14s coach at my club), hillwalking in the Mournes, five-a-side.</p>
</aside>
</div>
</body></html>
"""
    name = "z4-ciaran-mcallister"
    chromium_pdf(html, name, pages=1)
    write_truth(name, {
        "basics": {"name": "Ciarán McAllister", "label": "Assistant Quantity Surveyor",
                   "email": "ciaran.mcallister@example.co.uk", "phone": "07700 900482",
                   "location": {"city": "Belfast"}, "profiles": [linkedin("ciaran-mcallister-qs")]},
        "work": work_truth(Z4_JOBS),
        "education": [
            {"institution": "Ulster University", "study_type": "BSc (Hons)",
             "area": "Quantity Surveying and Commercial Management", "score": "First Class Honours",
             "dates": dates("2020", "2024", text="2020 – 2024")},
            {"institution": "Bearnagh Grammar School", "study_type": "A-levels",
             "dates": dates(None, "2020", text="2020")},
            {"institution": "Bearnagh Grammar School", "study_type": "GCSEs",
             "dates": dates(None, "2018", text="2018")}],
        "skills": [{"name": s} for _, items in Z4_SKILLS for s in items],
        "certificates": [{"name": c} for c, _, _ in Z4_CERTS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Irish", "fluency": "conversational"}],
    })


# ---- z5: career changer into medical billing and coding, hand-written HTML ----------------------
Z5_HEALTH = [
    ("Medical Billing Specialist", "Grand River Orthopedic Associates", "Lansing, MI", "Oct 2023 – Present",
     ("2023-10", None, True),
     ["Code and bill office visits, injections, casting and imaging for 9 orthopedic providers (ICD-10-CM, CPT, "
      "HCPCS); about 450 claims a week.",
      "Work the denial queue for Blue Cross, Priority Health and Medicaid plans; cut accounts over 90 days from "
      "18% to 11% in my first year.",
      "Post ERA and paper EOB payments, verify eligibility and get prior authorizations for MRIs and surgeries."]),
    ("Medical Coding Extern", "Mid-Michigan Family Health Clinic", "East Lansing, MI", "Apr – Jun 2023",
     ("2023-04", "2023-06"),
     ["160-hour externship: abstracted and coded 600+ primary care encounters under a certified coder's review "
      "with 96% accuracy."]),
]
Z5_RESTAURANT = [
    ("Shift Lead, Front of House", "Riverside Tap House", "Lansing, MI", "Sept 2019 – Mar 2023",
     ("2019-09", "2023-03"),
     ["Ran the floor for a 140-seat restaurant on nights and weekends: server sections, breaks and cut times.",
      "Closed out the registers and wrote the nightly sales and comp report for the general manager.",
      "Trained 25+ new servers and hosts on the POS, allergen procedures and our opening and closing checklists."]),
    ("Server", "Riverside Tap House", "Lansing, MI", "June '17 – Aug '19", ("2017-06", "2019-08"),
     ["Served a 5-table section in a high-volume restaurant; top in wine and dessert sales several months."]),
]
Z5_CERTS = [("Certified Professional Coder – Apprentice (CPC-A)", "AAPC", "2023"),
            ("Certified Billing and Coding Specialist (CBCS)", "National Healthcareer Association", "2023")]
Z5_SKILLS = [
    ("Coding", ["ICD-10-CM", "CPT", "HCPCS Level II", "modifiers (-25, -59, RT/LT)", "NCCI edits"]),
    ("Billing", ["claim submission and scrubbing", "denial management and appeals", "payment posting (ERA/EOB)",
                 "eligibility checks and prior authorizations"]),
    ("Systems", ["athenaOne", "Epic (Resolute PB)", "Availity", "Microsoft Excel"]),
    ("From the restaurant", ["customer service", "cash handling and closing reports", "training new staff"]),
]


def z5_coder_html():
    def jobs(rows):
        out = []
        for title, company, place, when, _, items in rows:
            lis = "\n".join(f"      <li>{escape(b)}</li>" for b in items)
            out.append(f"""  <div class="job">
    <h3>{escape(title)} <span class="date">{escape(when)}</span></h3>
    <p class="org">{escape(company)}, {escape(place)}</p>
    <ul>
{lis}
    </ul>
  </div>""")
        return "\n".join(out)
    skills = "\n".join(f"    <dt>{escape(label)}</dt><dd>{escape(', '.join(items))}</dd>" for label, items in Z5_SKILLS)
    certs = "\n".join(f"    <li><strong>{escape(c)}</strong> — {escape(who)}, {year}</li>" for c, who, year in Z5_CERTS)
    html = f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Brittany Sowers | Medical Billing &amp; Coding</title>
<style>
  body {{ max-width: 780px; margin: 40px auto; padding: 0 20px; font-family: Georgia, "Times New Roman", serif;
         color: #222; line-height: 1.45; }}
  h1 {{ margin-bottom: 0; font-size: 2.1em; }}
  .label {{ margin: 2px 0 6px; font-size: 1.15em; color: #555; }}
  .contact {{ margin-top: 0; font-size: 0.95em; }}
  h2 {{ border-bottom: 2px solid #2f6f6f; color: #2f6f6f; font-size: 1.15em; text-transform: uppercase;
        letter-spacing: 0.05em; margin-top: 1.6em; }}
  h3 {{ margin: 1em 0 0; font-size: 1.05em; }}
  .date {{ float: right; font-weight: normal; font-size: 0.92em; color: #555; }}
  .org {{ margin: 0; font-style: italic; }}
  ul {{ margin-top: 0.3em; }}
  dt {{ font-weight: bold; float: left; clear: left; width: 11em; }}
  dd {{ margin: 0 0 0.35em 11em; }}
</style>
</head>
<body>

<header>
  <h1>Brittany L. Sowers, CPC-A</h1>
  <p class="label">Medical Billing &amp; Coding Specialist</p>
  <p class="contact">Lansing, MI 48911 | (517) 555-0193 |
    <a href="mailto:brittany.sowers@example.com">brittany.sowers@example.com</a> |
    <a href="https://www.linkedin.com/in/brittany-sowers-cpc">linkedin.com/in/brittany-sowers-cpc</a></p>
</header>

<section id="summary">
  <h2>Summary</h2>
  <p>After six years in restaurants I went back to school for medical billing and coding, and I have spent the
  last year and a half getting claims paid for a busy orthopedic practice. I bring the same speed, accuracy and
  patience with people that a Friday night dinner rush teaches you. CPC-A, working toward removing the
  apprentice designation in 2025.</p>
</section>

<section id="healthcare">
  <h2>Healthcare Experience</h2>
{jobs(Z5_HEALTH)}
</section>

<section id="restaurant">
  <h2>Restaurant Experience</h2>
{jobs(Z5_RESTAURANT)}
</section>

<section id="education">
  <h2>Education</h2>
  <h3>Certificate, Medical Billing and Coding <span class="date">2023</span></h3>
  <p class="org">Lansing Community College, Lansing, MI</p>
  <p>GPA 3.92/4.00. Courses in anatomy and physiology, medical terminology, ICD-10-CM, CPT and revenue cycle.</p>
  <h3>High School Diploma <span class="date">2016</span></h3>
  <p class="org">Sycamore Creek High School, Lansing, MI</p>
</section>

<section id="certifications">
  <h2>Certifications</h2>
  <ul>
{certs}
  </ul>
</section>

<section id="skills">
  <h2>Skills</h2>
  <dl>
{skills}
  </dl>
</section>

<section id="languages">
  <h2>Languages</h2>
  <p>English (native), Spanish (basic)</p>
</section>

</body>
</html>
"""
    name = "z5-brittany-sowers"
    write_text(name + ".html", html)
    write_truth(name, {
        "basics": {"name": "Brittany L. Sowers", "label": "Medical Billing & Coding Specialist",
                   "email": "brittany.sowers@example.com", "phone": "(517) 555-0193",
                   "location": {"city": "Lansing", "region": "MI"}, "profiles": [linkedin("brittany-sowers-cpc")]},
        "work": work_truth(Z5_HEALTH + Z5_RESTAURANT),
        "education": [
            {"institution": "Lansing Community College", "study_type": "Certificate", "area": "Medical Billing and Coding",
             "score": "3.92/4.00", "dates": dates(None, "2023", text="2023")},
            {"institution": "Sycamore Creek High School", "study_type": "High School Diploma",
             "dates": dates(None, "2016", text="2016")}],
        "skills": [{"name": s} for _, items in Z5_SKILLS for s in items],
        "certificates": [{"name": c} for c, _, _ in Z5_CERTS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Spanish", "fluency": "basic"}],
    })


# ---- z6: English senior healthcare assistant, LibreOffice PDF, two pages ------------------------
Z6_JOBS = [
    ("Senior Healthcare Assistant, Acute Medical Unit", "Aire Valley Teaching Hospitals NHS Trust", "Leeds",
     "Sep 2021 – present", ("2021-09", None, True),
     ["Care for up to 8 acutely unwell adults a shift on a 36-bed acute medical unit alongside registered nurses.",
      "Record NEWS2 observations, 12-lead ECGs, blood glucose and fluid balance, and escalate deteriorating "
      "patients to the nurse in charge.",
      "Take bloods and insert cannulas (competency signed off 2022); about 20 venepunctures a shift.",
      "Induct new HCAs and students on the unit and act as the ward's infection prevention link."]),
    ("Bank Healthcare Assistant (zero-hours)", "Chevin View Hospice", "Otley", "Jan 2022 – present",
     ("2022-01", None, True),
     ["One or two weekend shifts a month on the 14-bed inpatient unit: personal care, mouth care, repositioning "
      "and support for families at the end of life."]),
    ("Care Assistant (nights)", "Roundhay Grange Care Home", "Leeds", "2019 to 2021", ("2019", "2021"),
     ["Night care for 42 residents, many living with dementia: continence care, repositioning, medication "
      "prompts and hourly checks.",
      "Worked through the 2020–21 COVID outbreaks on the home's isolation unit."]),
    ("Customer Assistant (part-time)", "Moortown Fresh Foods Ltd", "Leeds", "Jul 2016 – Aug 2019",
     ("2016-07", "2019-08"),
     ["Tills, deliveries and stock rotation on evenings and Saturdays while at school and college."]),
]
Z6_SKILL_LINES = [
    ("Clinical", ["NEWS2 observations", "12-lead ECGs", "venepuncture and cannulation", "blood glucose monitoring",
                  "catheter and stoma care", "simple wound dressings"]),
    ("Personal care", ["washing and dressing", "pressure area care", "nutrition and fluid charts",
                       "end-of-life care"]),
    ("Safety", ["moving and handling (hoists, slide sheets)", "infection prevention and control",
                "safeguarding adults"]),
    ("Systems", ["Nervecentre", "Datix", "Healthroster"]),
]
Z6_CERTS = [("Care Certificate", "Skills for Care", "2019"),
            ("Venepuncture and Cannulation", "Aire Valley Teaching Hospitals NHS Trust", "2022"),
            ("Immediate Life Support (ILS)", "Resuscitation Council UK", "2023"),
            ("Moving and Handling of People", "refreshed annually, last 2024", None)]


def z6_hca_libreoffice():
    from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_TAB_ALIGNMENT
    from docx.shared import Inches, Pt, RGBColor

    navy = RGBColor(0x1F, 0x3A, 0x5F)
    document = new_docx(author="Abena Mensah", title="Abena Mensah CV", page=(Inches(8.27), Inches(11.69)),
                        margins=(Inches(0.85), Inches(0.75)), font="Arial", size=10.5, space_after=3)
    document.styles["Normal"].paragraph_format.line_spacing = 1.1
    right = Inches(8.27 - 1.7)

    footer = document.sections[0].footer.paragraphs[0]
    footer.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = footer.add_run("Abena Mensah – Curriculum Vitae"); r.font.size = Pt(8); r.font.color.rgb = RGBColor(0x77, 0x77, 0x77)

    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = p.add_run("Abena Mensah"); r.bold = True; r.font.size = Pt(24); r.font.color.rgb = navy
    p.paragraph_format.space_after = Pt(0)
    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = p.add_run("Senior Healthcare Assistant"); r.font.size = Pt(13)
    p.paragraph_format.space_after = Pt(2)
    p = document.add_paragraph("Leeds LS8  •  07700 900631  •  abena.mensah@example.co.uk")
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    p.paragraph_format.space_after = Pt(6)
    bottom_border(p, color="1F3A5F", size="12")

    def heading(text):
        h = document.add_paragraph()
        h.paragraph_format.space_before = Pt(12); h.paragraph_format.space_after = Pt(4)
        h.paragraph_format.keep_with_next = True
        r = h.add_run(text.upper()); r.bold = True; r.font.size = Pt(11.5); r.font.color.rgb = navy
        bottom_border(h, color="9DB0C8", size="6")

    def bullet(text):
        b = document.add_paragraph("•\t" + text)
        b.paragraph_format.left_indent = Inches(0.25)
        b.paragraph_format.first_line_indent = Inches(-0.2)
        b.paragraph_format.tab_stops.add_tab_stop(Inches(0.25), WD_TAB_ALIGNMENT.LEFT)
        b.paragraph_format.space_after = Pt(2)

    def tabbed(left, when, before=0):
        q = document.add_paragraph()
        q.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
        q.paragraph_format.space_before = Pt(before); q.paragraph_format.space_after = Pt(0)
        q.paragraph_format.keep_with_next = True
        q.add_run(left).bold = True
        q.add_run("\t" + when)

    def italic_line(text, after=2):
        q = document.add_paragraph(); q.add_run(text).italic = True
        q.paragraph_format.keep_with_next = True; q.paragraph_format.space_after = Pt(after)
        return q

    heading("Personal Profile")
    document.add_paragraph(
        "Caring and dependable senior healthcare assistant with five years in acute hospital, hospice and "
        "residential care. I am calm when a patient deteriorates, thorough with observations and paperwork, and I "
        "make time to talk with patients and their families. Care Certificate and Level 3 Diploma in Adult Care, "
        "with venepuncture, cannulation and ECG competencies. I am now looking to start a Nursing Degree "
        "Apprenticeship (Registered Nurse – Adult) with the Trust.")

    heading("Key Skills")
    for label, items in Z6_SKILL_LINES:
        q = document.add_paragraph()
        q.add_run(label + ": ").bold = True
        q.add_run(", ".join(items))

    heading("Employment History")
    for i, (title, company, place, when, _, items) in enumerate(Z6_JOBS):
        tabbed(title, when, before=8 if i else 0)
        italic_line(f"{company}, {place}")
        for item in items:
            bullet(item)

    heading("Education & Qualifications")
    tabbed("Level 3 Diploma in Adult Care", "2022")
    italic_line("Leeds City College (work-based, completed while employed)", after=6)
    tabbed("BTEC Level 3 National Extended Diploma in Health and Social Care", "2017 – 2019")
    italic_line("Leeds City College", after=0)
    document.add_paragraph("Grades: D*DM").paragraph_format.space_after = Pt(6)
    tabbed("GCSEs", "2017")
    italic_line("Gledhow Valley Academy, Leeds", after=0)
    document.add_paragraph("9 GCSEs at grades 9–4, including English Language (6) and Maths (5)")

    heading("Training & Certificates")
    for cert, who, year in Z6_CERTS:
        bullet(f"{cert} – {who}" + (f", {year}" if year else ""))

    heading("Languages")
    document.add_paragraph("English (native), Twi (fluent)")

    heading("Additional Information")
    document.add_paragraph("Enhanced DBS check (adult workforce) on the Update Service. Happy to work nights, "
                           "weekends and bank holidays.")

    heading("References")
    q = document.add_paragraph()
    q.paragraph_format.tab_stops.add_tab_stop(Inches(3.35), WD_TAB_ALIGNMENT.LEFT)
    for left, rightcol in (("Joanne Pickering", "David Okafor"), ("Ward Manager, Acute Medical Unit", "Registered Manager"),
                           ("Aire Valley Teaching Hospitals NHS Trust", "Roundhay Grange Care Home"),
                           ("j.pickering@example.org", "0113 496 0275")):
        if left == "Joanne Pickering":
            q.add_run(left).bold = True; q.add_run("\t"); q.add_run(rightcol).bold = True
        else:
            q.add_run("\n" + left + "\t" + rightcol)

    name = "z6-abena-mensah"
    libreoffice_pdf(document, name, pages=2)
    write_truth(name, {
        "basics": {"name": "Abena Mensah", "label": "Senior Healthcare Assistant",
                   "email": "abena.mensah@example.co.uk", "phone": "07700 900631", "location": {"city": "Leeds"}},
        "work": work_truth(Z6_JOBS),
        "education": [
            {"institution": "Leeds City College", "study_type": "Level 3 Diploma", "area": "Adult Care",
             "dates": dates(None, "2022", text="2022")},
            {"institution": "Leeds City College", "study_type": "BTEC Level 3 National Extended Diploma",
             "area": "Health and Social Care", "score": "D*DM", "dates": dates("2017", "2019", text="2017 – 2019")},
            {"institution": "Gledhow Valley Academy", "study_type": "GCSEs", "dates": dates(None, "2017", text="2017")}],
        "skills": [{"name": s} for _, items in Z6_SKILL_LINES for s in items],
        "certificates": [{"name": c} for c, _, _ in Z6_CERTS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Twi", "fluency": "fluent"}],
    })


if __name__ == "__main__":
    z1_carpenter_text()
    z2_medrep_docx()
    z3_technician_pdflatex()
    z4_qs_chromium()
    z5_coder_html()
    z6_hca_libreoffice()
