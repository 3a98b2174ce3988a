#!/usr/bin/env python3
"""Renders the sixth held-out batch (k1–k6) into files/ and its truth into truth/.

Written after the parser, without reading it, in styles the other samples do not use:

- k1 (ReportLab): a functional/hybrid resume. "Summary of Qualifications" and "Selected
  Accomplishments" grouped under skill areas (bold sub-headings with bullets, employers named
  in parentheses, a year inside a bullet) come before any job; "Employment History" is one
  line per role, "Title, Company, City, ST — 2016–2019", with a title that carries its own
  range ("English Teacher (Grades 9–12)"); education as one line per degree ("M.Ed.,
  Curriculum and Instruction — Portland State University, 2013"). A former teacher now in
  corporate learning and development.
- k2 (Markdown, GitHub README style): `# Name`, a bold headline, contact as a row of links
  ("[Email](mailto:…)", a phone as "[+31 6 …](tel:…)"), a blockquote summary, `---` rules,
  `### Company — Title` headings over `_Jan 2021 – present_ · City` lines, skills and
  education as pipe tables (a "Languages" row of programming languages in the skills table,
  then a real "## Languages" section), an "Open source" section with stars and "2000–2050".
  A Dutch iOS developer.
- k3 (python-docx): Word TEXT COLUMNS, not a table: a one-column section with the name, a
  continuous section break, then a section with two unequal columns (`w:cols`, a column
  break); the narrow left column holds contact, skills, tools, languages and education, the
  right one the profile, jobs and awards. Creative headings ("Say hello", "What I know",
  "Where I studied", "Where I've worked"); dates above the title ("2022—Now", "2019—2022"
  with an unspaced em dash, "Q3 2017 – Q1 2019"); a phone with dots; arrows as bullets.
  A brand designer.
- k4 (plain text): a trades resume. Name in capitals, ALL-CAPS headings underlined with
  "=====" and one sub-heading with "-----"; licences with numbers and expiry dates
  ("License #E-48213 ... Exp. 08/2025"); jobs as "Company (City, ST) 2015 to 2020 - Title";
  a "(2018-2019)" range inside a bullet; "Certificate of Completion" from an apprenticeship;
  "References available upon request". A journeyman electrician in Texas.
- k5 (fpdf2): an Indian CV. "Curriculum Vitae" over the name, shaded section bars, "Career
  Objective", "Designation :" / "Duration :" lines with "Since Jan 2020" and "Jul 2017 till
  Dec 2019", two roles under one company, a "Total Experience" line, projects with fiscal
  years ("2018–19"), "Academic Qualifications" as a bordered table (Degree | Institute |
  Board/University | Year | Percentage/CGPA), "Personal Details" with a date of birth and
  "Languages Known", a signed "Declaration". A quality engineer in Pune.
- k6 (HTML5 from a site builder): a nav bar, `<section>`s with `<h2>`, an `<article>` and
  `<h3>` per job, the company as an `<a href>`, dates in `<time datetime="2021-05">` tags
  with "présent" and French month abbreviations ("sept. 2017 – avr. 2021"), skills as
  `<span class="tag">` chips written back to back with no whitespace between them (as a
  script-built page emits them), languages under "Langues" in French, a "Made with" footer.
  A product manager in Montréal.

Needs `pip install fpdf2 reportlab python-docx` and DejaVu fonts in
/usr/share/fonts/truetype/dejavu/. Run from this folder: python3 render_batch6.py
"""
import os

from holdout_render import (FILES, check_pages, dates, fpdf_dejavu, new_docx, reportlab_dejavu, section_columns,
                            write_text, write_truth)


# ---- k1: ReportLab, functional/hybrid resume ---------------------------------------------
def functional_reportlab():
    from reportlab.lib.pagesizes import LETTER
    from reportlab.lib.units import inch
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.lib.colors import HexColor
    from reportlab.lib.enums import TA_CENTER
    from reportlab.platypus import SimpleDocTemplate, Paragraph, ListFlowable, ListItem
    from reportlab.platypus.flowables import HRFlowable

    reportlab_dejavu()

    green = HexColor("#2f5d50")
    body = ParagraphStyle("body", fontName="DV", fontSize=9.5, leading=12.5)
    name_style = ParagraphStyle("name", fontName="DV-B", fontSize=20, leading=24, alignment=TA_CENTER, textColor=green)
    label_style = ParagraphStyle("label", fontName="DV", fontSize=11.5, leading=15, alignment=TA_CENTER)
    contact_style = ParagraphStyle("contact", fontName="DV", fontSize=9, leading=12, alignment=TA_CENTER,
                                   textColor=HexColor("#444444"))
    heading_style = ParagraphStyle("heading", fontName="DV-B", fontSize=11, leading=14, textColor=green,
                                   spaceBefore=9, spaceAfter=0)
    area_style = ParagraphStyle("area", fontName="DV-B", fontSize=10, leading=13, spaceBefore=4, spaceAfter=1)
    line_style = ParagraphStyle("line", fontName="DV", fontSize=9.5, leading=13.5)

    story = []

    def heading(text):
        story.append(Paragraph(text.upper(), heading_style))
        story.append(HRFlowable(width="100%", thickness=0.6, color=green, spaceBefore=1, spaceAfter=4))

    def bullets(items):
        story.append(ListFlowable([ListItem(Paragraph(t, body)) for t in items], bulletType="bullet", start="•",
                                  leftIndent=14, bulletDedent=10, bulletFontName="DV", bulletFontSize=8))

    story += [Paragraph("Bridget Halloran", name_style),
              Paragraph("Learning &amp; Development Specialist", label_style),
              Paragraph("Portland, OR  |  (503) 555-0148  |  bridget.halloran@example.com  |  "
                        "linkedin.com/in/bhalloran-ld", contact_style)]

    heading("Summary of Qualifications")
    bullets(["Fourteen years of teaching and training: six in the high-school classroom, eight in corporate "
             "learning for financial services.",
             "Designs blended programs end to end, from needs analysis and storyboards to e-learning builds, "
             "facilitation guides and Level 3 evaluation.",
             "Confident facilitator for groups from five to two hundred, in person and on Zoom.",
             "Trusted by compliance, HR and branch leaders to turn policy into training people finish."])

    heading("Selected Accomplishments")
    story.append(Paragraph("Instructional Design", area_style))
    bullets(["Built a 14-module onboarding curriculum in Articulate Storyline 360 that cut new-teller ramp-up "
             "from ten weeks to six (Cascadia Credit Union).",
             "Converted 30 instructor-led courses to blended and virtual formats within four months in 2020.",
             "Wrote the lending team's first style guide for job aids and microlearning."])
    story.append(Paragraph("Training Delivery &amp; Facilitation", area_style))
    bullets(["Facilitated more than 400 workshops on products, compliance and service, averaging 4.8 out of 5 "
             "in learner ratings (Bridgeway Home Lending).",
             "Coached 25 branch managers as on-the-job trainers through a six-week train-the-trainer program."])
    story.append(Paragraph("Program Management &amp; Measurement", area_style))
    bullets(["Led the move from Moodle to Docebo for 1,200 employees, on schedule and $40K under budget.",
             "Introduced Kirkpatrick Level 3 follow-ups, showing a 22% drop in loan-file errors after training.",
             "Chaired the school's curriculum committee and mentored four student teachers."])

    heading("Employment History")
    for line in ["<b>Learning &amp; Development Specialist</b>, Cascadia Credit Union, Portland, OR — 2019–Present",
                 "<b>Corporate Trainer</b>, Bridgeway Home Lending, Beaverton, OR — 2016–2019",
                 "<b>English Teacher (Grades 9–12)</b>, Lents Park High School, Portland, OR — 2010–2016"]:
        story.append(Paragraph(line, line_style))

    heading("Education")
    for line in ["<b>M.Ed., Curriculum and Instruction</b> — Portland State University, 2013",
                 "<b>B.A., English</b> — University of Oregon, 2009"]:
        story.append(Paragraph(line, line_style))

    heading("Certifications")
    for line in ["Certified Professional in Talent Development (CPTD), Association for Talent Development, 2022",
                 "Prosci Certified Change Practitioner, 2020"]:
        story.append(Paragraph(line, line_style))

    heading("Technical Skills")
    story.append(Paragraph("Articulate Storyline 360, Articulate Rise, Adobe Captivate, Camtasia, Docebo, Moodle, "
                           "Microsoft 365, Zoom, Kirkpatrick Evaluation", body))

    path = os.path.join(FILES, "k1-bridget-halloran.pdf")
    doc = SimpleDocTemplate(path, pagesize=LETTER, leftMargin=0.75 * inch, rightMargin=0.75 * inch,
                            topMargin=0.6 * inch, bottomMargin=0.6 * inch, title="Bridget Halloran - Resume",
                            author="Bridget Halloran", creator="ManifestMatch samples")
    doc.build(story)
    check_pages("k1", doc.page, 1)

    write_truth("k1-bridget-halloran", {
        "basics": {"name": "Bridget Halloran", "label": "Learning & Development Specialist",
                   "email": "bridget.halloran@example.com", "phone": "(503) 555-0148", "location": {"city": "Portland"},
                   "profiles": [{"network": "LinkedIn", "url": "https://linkedin.com/in/bhalloran-ld"}]},
        "work": [
            {"position": "Learning & Development Specialist", "name": "Cascadia Credit Union", "location": "Portland, OR",
             "dates": dates("2019", current=True, text="2019–Present")},
            {"position": "Corporate Trainer", "name": "Bridgeway Home Lending", "location": "Beaverton, OR",
             "dates": dates("2016", "2019", text="2016–2019")},
            {"position": "English Teacher (Grades 9–12)", "name": "Lents Park High School", "location": "Portland, OR",
             "dates": dates("2010", "2016", text="2010–2016")}],
        "education": [
            {"institution": "Portland State University", "study_type": "M.Ed.", "area": "Curriculum and Instruction",
             "dates": dates(None, "2013", text="2013")},
            {"institution": "University of Oregon", "study_type": "B.A.", "area": "English",
             "dates": dates(None, "2009", text="2009")}],
        "skills": [{"name": s} for s in ["Articulate Storyline 360", "Articulate Rise", "Adobe Captivate", "Camtasia",
                                         "Docebo", "Moodle", "Microsoft 365", "Zoom", "Kirkpatrick Evaluation"]],
        "certificates": [{"name": "Certified Professional in Talent Development (CPTD)"},
                         {"name": "Prosci Certified Change Practitioner"}]})


# ---- k2: Markdown, GitHub README style -------------------------------------------------------
def readme_markdown():
    text = """# Ruben Hoekstra

**iOS Developer** · Amsterdam, Netherlands 🇳🇱

[GitHub](https://github.com/rhoekstra) · [LinkedIn](https://www.linkedin.com/in/rubenhoekstra) · [Email](mailto:ruben.hoekstra@example.nl) · [+31 6 1555 0347](tel:+31615550347)

> I build calm, fast iOS apps. Nine years of Swift, a soft spot for accessibility, and a habit
> of deleting more code than I add.

---

## Experience

### Fietsdeel — Senior iOS Developer
_Jan 2021 – present_ · Amsterdam

- Lead a team of four on the bike-sharing app (1.8M monthly riders, 4.8★ on the App Store).
- Moved the app from UIKit to SwiftUI screen by screen, without a feature freeze.
- Cut cold-start time from 2.9 s to 0.8 s by lazy-loading the map stack.

### Kanaal Bank — iOS Developer
_Apr 2018 – Dec 2020_ · Utrecht

- Built the card-management and Apple Pay provisioning flows.
- Set up the snapshot tests the team still runs (~1,400 of them) on every pull request.

### Pixelhaven B.V. — Junior Mobile Developer
_Sep 2015 – Mar 2018_ · Rotterdam

- Shipped twelve client apps for museums, festivals and a football club.
- Wrote the agency's shared networking and analytics modules in Objective-C.

---

## Skills

| Area | Tools |
|------|-------|
| Languages | Swift, Objective-C, Kotlin |
| Frameworks | SwiftUI, UIKit, Combine, Core Data |
| Tooling | Xcode, Fastlane, GitHub Actions |
| Practices | Accessibility (WCAG), Snapshot testing |

## Open source

- [**SnapKitten**](https://github.com/rhoekstra/snapkitten) — tiny snapshot-testing helpers for SwiftUI · ★ 1.3k
- [**dutch-holidays**](https://github.com/rhoekstra/dutch-holidays) — a Swift package with Dutch public holidays, 2000–2050

## Education

| Degree | School | Years |
|--------|--------|-------|
| MSc Software Engineering | Universiteit van Amsterdam | 2014 – 2015 |
| BSc Informatica | Hogeschool Rotterdam | 2010 – 2014 |

## Certifications

- **Certified Professional in Accessibility Core Competencies** (CPACC), IAAP — 2022

## Languages

Dutch (native) · English (C2) · German (B1)
"""
    write_text("k2-ruben-hoekstra.md", text)
    write_truth("k2-ruben-hoekstra", {
        "basics": {"name": "Ruben Hoekstra", "label": "iOS Developer", "email": "ruben.hoekstra@example.nl",
                   "phone": "+31 6 1555 0347", "location": {"city": "Amsterdam"},
                   "profiles": [{"network": "GitHub", "url": "https://github.com/rhoekstra"},
                                {"network": "LinkedIn", "url": "https://www.linkedin.com/in/rubenhoekstra"}]},
        "work": [
            {"position": "Senior iOS Developer", "name": "Fietsdeel", "location": "Amsterdam",
             "dates": dates("2021-01", current=True, text="Jan 2021 – present")},
            {"position": "iOS Developer", "name": "Kanaal Bank", "location": "Utrecht",
             "dates": dates("2018-04", "2020-12", text="Apr 2018 – Dec 2020")},
            {"position": "Junior Mobile Developer", "name": "Pixelhaven B.V.", "location": "Rotterdam",
             "dates": dates("2015-09", "2018-03", text="Sep 2015 – Mar 2018")}],
        "education": [
            {"institution": "Universiteit van Amsterdam", "study_type": "MSc", "area": "Software Engineering",
             "dates": dates("2014", "2015", text="2014 – 2015")},
            {"institution": "Hogeschool Rotterdam", "study_type": "BSc", "area": "Informatica",
             "dates": dates("2010", "2014", text="2010 – 2014")}],
        "skills": [{"name": s} for s in ["Swift", "Objective-C", "Kotlin", "SwiftUI", "UIKit", "Combine", "Core Data",
                                         "Xcode", "Fastlane", "GitHub Actions", "Accessibility (WCAG)",
                                         "Snapshot testing"]],
        "certificates": [{"name": "Certified Professional in Accessibility Core Competencies (CPACC)"}],
        "languages": [{"language": l} for l in ["Dutch", "English", "German"]]})


# ---- k3: python-docx, Word text columns (section with two unequal columns) ---------------
def text_columns_docx():
    from docx.shared import Pt, RGBColor, Inches
    from docx.enum.section import WD_SECTION
    from docx.enum.text import WD_BREAK

    coral, grey = RGBColor(0xD9, 0x5D, 0x39), RGBColor(0x55, 0x55, 0x55)
    document = new_docx(author="Zoë Castellanos", title="Zoë Castellanos — Resume", page=(Inches(8.5), Inches(11)),
                        margins=(Inches(0.7), Inches(0.6)), font="Avenir Next", size=9.5, space_after=2)

    def para(text="", size=None, bold=False, italic=False, color=None, after=None, before=None):
        p = document.add_paragraph()
        if text:
            run = p.add_run(text)
            run.bold, run.italic = bold, italic
            if size: run.font.size = Pt(size)
            if color: run.font.color.rgb = color
        if after is not None: p.paragraph_format.space_after = Pt(after)
        if before is not None: p.paragraph_format.space_before = Pt(before)
        return p

    def heading(text, before=12):
        # Typed and coloured by hand, not a Word heading style.
        para(text, size=12, bold=True, color=coral, before=before, after=4)

    # Section 1: one column, the name and headline.
    para("Zoë Castellanos", size=28, bold=True, after=0)
    para("Brand & Visual Designer", size=13, color=grey, after=10)

    # Continuous section break; the new section has two columns of unequal width.
    second = document.add_section(WD_SECTION.CONTINUOUS)
    section_columns(second, 2, space="567", widths=[("3000", "567"), ("6657", None)])

    # Left column.
    heading("Say hello", before=0)
    for line in ["Austin, Texas", "512.555.0190", "zoe.castellanos@example.com", "behance.net/zoecastellanos",
                 "dribbble.com/zoecastellanos"]:
        para(line)
    heading("What I know")
    for skill in ["Brand Identity", "Art Direction", "Packaging Design", "Typography", "Motion Design",
                  "Design Systems", "Campaign Concepting"]:
        para(skill)
    para("Toolbox", bold=True, before=6)
    for tool in ["Figma", "Adobe Illustrator", "Adobe InDesign", "After Effects"]:
        para(tool)
    heading("Where I studied")
    for degree, school, years in [("BFA, Communication Design", "Texas State University", "2012—2016"),
                                  ("Certificate in UX Design", "General Assembly (online)", "2020")]:
        para(degree, bold=True, after=0)
        para(school, after=0)
        para(years, color=grey, after=6)
    heading("Languages I speak")
    para("English (native)")
    last = para("Spanish (native)")
    last.add_run().add_break(WD_BREAK.COLUMN)

    # Right column.
    heading("Hi, I'm Zoë.", before=0)
    para("I help independent brands look like themselves: identity systems, packaging and campaigns that "
         "work as hard on a shelf as on a phone. Eight years in studios and in-house teams, most recently "
         "leading brand design for a growing consumer goods company.", after=4)

    heading("Where I've worked")
    jobs = [("2022—Now", "Design Lead, Brand", "Pecan Street Goods · Austin, TX",
             ["Lead a team of three designers and a motion freelancer across packaging, retail and social.",
              "Rebuilt the brand system in Figma; launch assets now take days instead of weeks.",
              "Art-directed the 2023 rebrand that took the pantry line into 1,100 grocery stores."]),
            ("2019—2022", "Senior Brand Designer", "Loop & Lantern Creative · Austin, TX",
             ["Designed identities for 20+ clients, from coffee roasters to a regional credit union.",
              "Set up the studio's type and colour review, now part of every brand project."]),
            ("Q3 2017 – Q1 2019", "Marketing Designer", "Hill Country Outfitters · San Marcos, TX",
             ["Produced catalogues, store signage and email campaigns for 14 outdoor-gear stores.",
              "Shot and edited product photography for the first e-commerce site."])]
    for when, title, place, items in jobs:
        para(when, size=9, bold=True, color=coral, before=6, after=0)
        para(title, size=11, bold=True, after=0)
        para(place, italic=True, color=grey, after=2)
        for item in items:
            p = para("→ " + item, after=1)
            p.paragraph_format.left_indent = Inches(0.18)
            p.paragraph_format.first_line_indent = Inches(-0.18)

    heading("Recognition")
    para("Southwest Packaging Design Awards — Gold, 2019")
    para("Featured in the Austin Creative Annual, 2021")
    document.save(os.path.join(FILES, "k3-zoe-castellanos.docx"))

    write_truth("k3-zoe-castellanos", {
        "basics": {"name": "Zoë Castellanos", "label": "Brand & Visual Designer", "email": "zoe.castellanos@example.com",
                   "phone": "512.555.0190", "location": {"city": "Austin"},
                   "profiles": [{"network": "Behance", "url": "https://behance.net/zoecastellanos"},
                                {"network": "Dribbble", "url": "https://dribbble.com/zoecastellanos"}]},
        "work": [
            {"position": "Design Lead, Brand", "name": "Pecan Street Goods", "location": "Austin, TX",
             "dates": dates("2022", current=True, text="2022—Now")},
            {"position": "Senior Brand Designer", "name": "Loop & Lantern Creative", "location": "Austin, TX",
             "dates": dates("2019", "2022", text="2019—2022")},
            # Quarters name no month; only the years are certain.
            {"position": "Marketing Designer", "name": "Hill Country Outfitters", "location": "San Marcos, TX",
             "dates": dates("2017", "2019", text="Q3 2017 – Q1 2019")}],
        "education": [
            {"institution": "Texas State University", "study_type": "BFA", "area": "Communication Design",
             "dates": dates("2012", "2016", text="2012—2016")},
            {"institution": "General Assembly", "study_type": "Certificate", "area": "UX Design",
             "dates": dates(None, "2020", text="2020")}],
        "skills": [{"name": s} for s in ["Brand Identity", "Art Direction", "Packaging Design", "Typography",
                                         "Motion Design", "Design Systems", "Campaign Concepting", "Figma",
                                         "Adobe Illustrator", "Adobe InDesign", "After Effects"]],
        "languages": [{"language": l} for l in ["English", "Spanish"]]})


# ---- k4: plain text, trades resume with underlined capital headings ----------------------
def trades_text():
    text = """DARNELL J. WASHINGTON
Licensed Journeyman Electrician

4418 Almeda Rd, Houston, TX 77004
Cell: (832) 555-0176
Email: dj.washington.electric@example.com


CAREER SUMMARY
==============
Journeyman electrician with 13 years in commercial and industrial work, from apprentice to
lead on jobs up to $2.4M. Safe, neat and on schedule. Comfortable reading prints, running a
crew of 4-6 and working with GCs, inspectors and plant maintenance. Zero recordable
incidents since 2014.


LICENSES & CERTIFICATIONS
=========================
* Journeyman Electrician License #E-48213, State of Texas (TDLR) - Exp. 08/2025
* OSHA 30-Hour Construction Safety
* NFPA 70E Electrical Safety in the Workplace (2023)
* MEWP (Scissor & Boom Lift) Operator


WORK HISTORY
============
Gulf Coast Electrical Services (Houston, TX) 2020 to Present - Journeyman Electrician
  - Lead electrician on tilt-wall warehouses and medical office build-outs (up to 120,000 sq ft).
  - Run crews of 4-6; lay out and bend EMT, rigid and PVC conduit up to 4".
  - Install and terminate 480V/277V three-phase distribution, panels and transformers.
  - Work with the fire alarm sub and pass city inspections the first time.

Bayou City Electric Co. (Pasadena, TX) 2015 to 2020 - Journeyman Electrician
  - Maintenance and new construction in petrochemical plants along the Ship Channel.
  - Installed and programmed VFDs; troubleshot motor control circuits and PLC I/O.
  - Acting foreman on two turnaround projects (2018-2019), 30+ electricians on site.

Lone Star Industrial Contractors (Baytown, TX) 2011 to 2015 - Apprentice Electrician
  - Pulled wire, set boxes and bent conduit under a licensed journeyman.
  - Cable tray, grounding and lighting in refinery units.


EDUCATION & TRAINING
====================
Independent Electrical Contractors Texas Gulf Coast - Houston, TX
Certificate of Completion, Electrical Apprenticeship (4-year program), 2011 to 2015

Eastwood Senior High School - Houston, TX
High School Diploma, 2010


SKILLS
======
Commercial & industrial wiring, conduit bending, motor controls, VFD installation,
PLC troubleshooting, 480V three-phase systems, blueprint reading, NEC 2020,
fire alarm systems, lockout/tagout

Tools & Equipment
-----------------
Fluke meters and megohmmeters, Greenlee hydraulic benders, wire pullers, scissor and boom lifts


LANGUAGES
=========
English, Spanish (conversational - jobsite)


REFERENCES
==========
Available upon request.
"""
    write_text("k4-darnell-washington.txt", text)
    write_truth("k4-darnell-washington", {
        "basics": {"name": "Darnell J. Washington", "label": "Licensed Journeyman Electrician",
                   "email": "dj.washington.electric@example.com", "phone": "(832) 555-0176",
                   "location": {"city": "Houston"}},
        "work": [
            {"position": "Journeyman Electrician", "name": "Gulf Coast Electrical Services", "location": "Houston, TX",
             "dates": dates("2020", current=True, text="2020 to Present")},
            {"position": "Journeyman Electrician", "name": "Bayou City Electric Co.", "location": "Pasadena, TX",
             "dates": dates("2015", "2020", text="2015 to 2020")},
            {"position": "Apprentice Electrician", "name": "Lone Star Industrial Contractors", "location": "Baytown, TX",
             "dates": dates("2011", "2015", text="2011 to 2015")}],
        "education": [
            {"institution": "Independent Electrical Contractors Texas Gulf Coast", "study_type": "Certificate of Completion",
             "area": "Electrical Apprenticeship", "dates": dates("2011", "2015", text="2011 to 2015")},
            {"institution": "Eastwood Senior High School", "study_type": "High School Diploma",
             "dates": dates(None, "2010", text="2010")}],
        "skills": [{"name": s} for s in ["Commercial & industrial wiring", "conduit bending", "motor controls",
                                         "VFD installation", "PLC troubleshooting", "480V three-phase systems",
                                         "blueprint reading", "NEC 2020", "fire alarm systems", "lockout/tagout"]],
        "certificates": [{"name": "Journeyman Electrician License"}, {"name": "OSHA 30-Hour Construction Safety"},
                         {"name": "NFPA 70E Electrical Safety in the Workplace"},
                         {"name": "MEWP (Scissor & Boom Lift) Operator"}],
        "languages": [{"language": l} for l in ["English", "Spanish"]]})


# ---- k5: fpdf2, Indian CV with a qualifications table ------------------------------------
def indian_fpdf():
    from fpdf import FPDF
    from fpdf.fonts import FontFace

    pdf = FPDF(format="A4")
    pdf.set_margins(18, 15, 18)
    pdf.set_auto_page_break(True, margin=15)
    fpdf_dejavu(pdf, ("", "B", "I"))
    pdf.set_title("Resume - Ananya Deshpande"); pdf.set_author("Ananya Deshpande")
    pdf.set_creator("Microsoft Word"); pdf.set_producer("ManifestMatch samples (fpdf2)")
    pdf.add_page()
    width = pdf.w - 36

    def font(style="", size=9.5):
        pdf.set_font("DejaVu", style, size)

    def bar(title):
        pdf.ln(3)
        font("B", 10.5)
        pdf.set_fill_color(217, 217, 217)
        pdf.cell(width, 6.5, title, border="B", fill=True, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(1.5)

    def text(s, style="", size=9.5, h=5, indent=0):
        font(style, size)
        pdf.set_x(18 + indent)
        pdf.multi_cell(width - indent, h, s, new_x="LMARGIN", new_y="NEXT")

    def bullet(s, indent=6):
        font("", 9.5)
        pdf.set_x(18 + indent)
        pdf.cell(4, 5, "•")
        pdf.multi_cell(width - indent - 4, 5, s, new_x="LMARGIN", new_y="NEXT")

    def field(label, value, indent=6, label_width=32):
        pdf.set_x(18 + indent)
        font("B", 9.5); pdf.cell(label_width, 5, label)
        font("", 9.5); pdf.cell(4, 5, ":")
        pdf.multi_cell(width - indent - label_width - 4, 5, value, new_x="LMARGIN", new_y="NEXT")

    font("B", 12)
    pdf.cell(width, 7, "CURRICULUM VITAE", align="C", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(2)
    text("ANANYA DESHPANDE", "B", 15, h=8)
    text("Flat 302, Sai Residency, Baner Road, Pune - 411045, Maharashtra")
    text("Mobile: +91 98765 43210   |   Email: ananya.deshpande@example.in")
    y = pdf.get_y() + 1.5
    pdf.set_line_width(0.5); pdf.line(18, y, 18 + width, y); pdf.set_line_width(0.2)
    pdf.ln(2)

    bar("Career Objective")
    text("To work in a challenging environment in the automotive industry where I can use my knowledge of "
         "quality systems and problem solving for the growth of the organisation and my own career.")

    bar("Profile Summary")
    for s in ["7+ years of experience in supplier and in-process quality for machined and cast automotive parts.",
              "Hands-on with APQP and PPAP submissions for Tier-1 customers, PFMEA, control plans and 8D.",
              "Handled customer audits and IATF 16949 surveillance audits without major non-conformity."]:
        bullet(s)

    bar("Work Experience")
    text("Total Experience: 7 years 5 months", "B")
    pdf.ln(1)
    text("1.  Sahyadri Auto Components Pvt. Ltd., Chakan, Pune", "B", 10)
    field("Designation", "Senior Quality Engineer")
    field("Duration", "Since Jan 2020")
    text("Responsibilities:", "I", indent=6)
    for s in ["Leading in-process and final inspection quality for steering knuckles and brackets (3 lines).",
              "Preparing PPAP documents and handling customer complaints with 8D reports.",
              "Reduced customer PPM from 420 to 95 in two years through poka-yoke and SPC on critical dimensions."]:
        bullet(s, indent=10)
    pdf.ln(2)
    text("2.  Kinetic Precision Castings Ltd., Waluj MIDC, Aurangabad", "B", 10)
    field("Designation", "Quality Engineer")
    field("Duration", "Jul 2017 till Dec 2019")
    text("Responsibilities:", "I", indent=6)
    for s in ["Supplier quality for 25 machining and heat-treatment vendors; conducted process audits.",
              "Ran MSA (Gauge R&R) studies and maintained calibration records for 600 gauges."]:
        bullet(s, indent=10)
    pdf.ln(1)
    field("Designation", "Graduate Engineer Trainee")
    field("Duration", "Aug 2016 till Jun 2017")
    text("Responsibilities:", "I", indent=6)
    bullet("Trained in the foundry, fettling and machine shop; assisted in first article inspection.", indent=10)

    bar("Projects Handled")
    for s in ["Reduction of porosity rejection in gearbox housings from 4.2% to 1.1% (2018–19).",
              "Line layout and control plan for a new knuckle machining line for an export customer (2021–22).",
              "B.E. final year project: Design and fabrication of a pneumatic drilling jig (2015–16)."]:
        bullet(s)

    bar("Academic Qualifications")
    font("", 8.5)
    rows = [("Degree", "Institute", "Board/University", "Year", "Percentage/CGPA"),
            ("B.E. (Mechanical Engineering)", "Godavari College of Engineering",
             "Dr. Babasaheb Ambedkar Marathwada University", "2016", "7.82 CGPA"),
            ("HSC (Science)", "Shivaji Junior College", "Maharashtra State Board", "2012", "84.50%")]
    with pdf.table(col_widths=(33, 40, 47, 14, 34), text_align=("LEFT", "LEFT", "LEFT", "CENTER", "CENTER"),
                   line_height=4.8, padding=1.2, headings_style=FontFace(emphasis="BOLD", fill_color=(235, 235, 235)),
                   width=width) as table:
        for row in rows:
            cells = table.row()
            for value in row:
                cells.cell(value)
    pdf.ln(2)

    bar("Technical Skills")
    field("Quality Tools", "APQP, PPAP, PFMEA, SPC, MSA, 8D Problem Solving", indent=0)
    field("Software", "Minitab, AutoCAD, SAP QM, MS Excel", indent=0)
    field("Standards", "IATF 16949, ISO 9001", indent=0)

    bar("Certifications")
    bullet("Lean Six Sigma Green Belt – 2021")
    bullet("Internal Auditor – IATF 16949:2016 – 2019")

    bar("Personal Details")
    for label, value in [("Date of Birth", "14/08/1994"), ("Gender", "Female"), ("Nationality", "Indian"),
                         ("Marital Status", "Single"), ("Languages Known", "English, Hindi, Marathi"),
                         ("Hobbies", "Trekking, reading, sketching"),
                         ("Permanent Address", "14, Shaniwar Peth, Satara - 415002, Maharashtra")]:
        field(label, value, indent=0, label_width=40)

    bar("Declaration")
    text("I hereby declare that the information furnished above is true to the best of my knowledge and belief.")
    pdf.ln(5)
    font("", 9.5)
    pdf.cell(width / 2, 5, "Place: Pune")
    pdf.cell(width / 2, 5, "(Ananya Deshpande)", align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.cell(width / 2, 5, "Date:", new_x="LMARGIN", new_y="NEXT")
    pages = pdf.page_no()
    pdf.output(os.path.join(FILES, "k5-ananya-deshpande.pdf"))
    check_pages("k5", pages, 2)

    write_truth("k5-ananya-deshpande", {
        "basics": {"name": "Ananya Deshpande", "email": "ananya.deshpande@example.in", "phone": "+91 98765 43210",
                   "location": {"city": "Pune"}},
        "work": [
            {"position": "Senior Quality Engineer", "name": "Sahyadri Auto Components Pvt. Ltd.",
             "location": "Chakan, Pune", "dates": dates("2020-01", current=True, text="Since Jan 2020")},
            {"position": "Quality Engineer", "name": "Kinetic Precision Castings Ltd.",
             "location": "Waluj MIDC, Aurangabad", "dates": dates("2017-07", "2019-12", text="Jul 2017 till Dec 2019")},
            {"position": "Graduate Engineer Trainee", "name": "Kinetic Precision Castings Ltd.",
             "location": "Waluj MIDC, Aurangabad", "dates": dates("2016-08", "2017-06", text="Aug 2016 till Jun 2017")}],
        "education": [
            {"institution": "Godavari College of Engineering", "study_type": "B.E.", "area": "Mechanical Engineering",
             "dates": dates(None, "2016", text="2016")},
            {"institution": "Shivaji Junior College", "study_type": "HSC", "area": "Science",
             "dates": dates(None, "2012", text="2012")}],
        "skills": [{"name": s} for s in ["APQP", "PPAP", "PFMEA", "SPC", "MSA", "8D Problem Solving", "Minitab",
                                         "AutoCAD", "SAP QM", "MS Excel", "IATF 16949", "ISO 9001"]],
        "certificates": [{"name": "Lean Six Sigma Green Belt"}, {"name": "Internal Auditor – IATF 16949:2016"}],
        "languages": [{"language": l} for l in ["English", "Hindi", "Marathi"]]})


# ---- k6: HTML5 from a site builder, <time> tags, tag chips, French words -----------------
def site_builder_html():
    html = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="Folio Sites 4.2">
<title>Élodie Tremblay-Roy · Senior Product Manager</title>
<meta name="description" content="Élodie Tremblay-Roy, Senior Product Manager in Montréal.">
<style>
:root { --accent: #3a4fd1; }
body { font-family: "Inter", system-ui, sans-serif; margin: 0; color: #1d1d1f; line-height: 1.55; }
nav { display: flex; gap: 1.5rem; padding: 1rem 2rem; border-bottom: 1px solid #eee; }
nav a { color: inherit; text-decoration: none; font-size: .9rem; }
.hero, main { max-width: 760px; margin: 0 auto; padding: 0 1.5rem; }
.hero h1 { font-size: 2.6rem; margin: 2.5rem 0 .2rem; }
.tagline { font-size: 1.2rem; color: #555; margin: 0; }
.contact { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 1rem; }
section { margin: 2.5rem 0; }
section > h2 { font-size: .85rem; letter-spacing: .12em; text-transform: uppercase; color: var(--accent); }
article.job { margin-bottom: 1.6rem; }
article.job h3 { margin: 0; font-size: 1.1rem; }
.meta { margin: .1rem 0 .4rem; color: #666; font-size: .92rem; }
.meta a { color: var(--accent); }
.tags { display: flex; flex-wrap: wrap; gap: .4rem; }
.tag { background: #eef0fb; border-radius: 999px; padding: .2rem .7rem; font-size: .85rem; }
footer { text-align: center; font-size: .75rem; color: #999; padding: 2rem; }
</style>
</head>
<body>
<nav>
  <a href="#about">About</a>
  <a href="#experience">Experience</a>
  <a href="#skills">Skills</a>
  <a href="#education">Education</a>
  <a href="#contact">Contact</a>
</nav>

<header class="hero" id="contact">
  <h1>Élodie Tremblay-Roy</h1>
  <p class="tagline">Senior Product Manager</p>
  <ul class="contact">
    <li><span aria-hidden="true">📍</span> Montréal, QC</li>
    <li><a href="mailto:elodie.tremblayroy@example.ca">elodie.tremblayroy@example.ca</a></li>
    <li><a href="tel:+15145550182">514 555-0182</a></li>
    <li><a href="https://www.linkedin.com/in/elodie-tremblay-roy">LinkedIn</a></li>
  </ul>
</header>

<main>
  <section id="about">
    <h2>À propos</h2>
    <p>Product manager who started as a developer. I like small teams, clear bets and measuring
    what ships. Ten years in Montréal tech, from insurance software to mobile games, in French
    and in English.</p>
  </section>

  <section id="experience">
    <h2>Experience</h2>

    <article class="job">
      <h3>Senior Product Manager</h3>
      <p class="meta"><a href="https://studioboreal.example.com">Studio Boréal</a> · Montréal, QC ·
        <time datetime="2021-05">May 2021</time> – présent</p>
      <ul>
        <li>Own the player-progression and live-ops roadmap for two mobile titles (6M monthly players).</li>
        <li>Introduced weekly experiment reviews; day-30 retention up from 9% to 13%.</li>
        <li>Lead a squad of eight engineers, two designers and a data analyst.</li>
      </ul>
    </article>

    <article class="job">
      <h3>Product Manager</h3>
      <p class="meta"><a href="https://panierfrais.example.com">Panier Frais</a> · Montréal, QC ·
        <time datetime="2017-09">sept. 2017</time> – <time datetime="2021-04">avr. 2021</time></p>
      <ul>
        <li>Launched same-day grocery delivery in Laval and Longueuil; orders grew 4× in 2020.</li>
        <li>Rebuilt checkout with the payments team, cutting abandonment by 18%.</li>
      </ul>
    </article>

    <article class="job">
      <h3>Software Developer</h3>
      <p class="meta"><a href="https://laurentide.example.com">Groupe Laurentide Assurances</a> · Québec, QC ·
        <time datetime="2014-06">Jun 2014</time> – <time datetime="2017-08">Aug 2017</time></p>
      <ul>
        <li>Built the claims portal for brokers in Java and Angular.</li>
        <li>Moved to the product team for the last year as the portal's product owner.</li>
      </ul>
    </article>
  </section>

  <section id="skills">
    <h2>Skills</h2>
    <div class="tags"><span class="tag">Product discovery</span><span class="tag">Roadmapping</span><span class="tag">A/B testing</span><span class="tag">OKRs</span><span class="tag">User research</span><span class="tag">SQL</span><span class="tag">Amplitude</span><span class="tag">Jira</span><span class="tag">Figma</span><span class="tag">Agile / Scrum</span></div>
  </section>

  <section id="education">
    <h2>Education</h2>
    <article class="school">
      <h3>Graduate Diploma (DESS) in Management</h3>
      <p class="meta">HEC Montréal · <time datetime="2017">2017</time> – <time datetime="2019">2019</time></p>
    </article>
    <article class="school">
      <h3>B.Eng., Software Engineering</h3>
      <p class="meta">École de technologie supérieure (ÉTS) · <time datetime="2010">2010</time> – <time datetime="2014">2014</time></p>
    </article>
  </section>

  <section id="certifications">
    <h2>Certifications</h2>
    <p>Certified Scrum Product Owner (CSPO) — Scrum Alliance, <time datetime="2019">2019</time></p>
  </section>

  <section id="languages">
    <h2>Langues</h2>
    <ul>
      <li>Français — langue maternelle</li>
      <li>English — fluent</li>
      <li>Español — intermédiaire</li>
    </ul>
  </section>
</main>

<footer>© 2024 Élodie Tremblay-Roy · Made with Folio Sites</footer>
</body>
</html>
"""
    write_text("k6-elodie-tremblay-roy.html", html)
    write_truth("k6-elodie-tremblay-roy", {
        "basics": {"name": "Élodie Tremblay-Roy", "label": "Senior Product Manager",
                   "email": "elodie.tremblayroy@example.ca", "phone": "514 555-0182", "location": {"city": "Montréal"},
                   "profiles": [{"network": "LinkedIn", "url": "https://www.linkedin.com/in/elodie-tremblay-roy"}]},
        "work": [
            {"position": "Senior Product Manager", "name": "Studio Boréal", "location": "Montréal, QC",
             "dates": dates("2021-05", current=True, text="May 2021 – présent")},
            {"position": "Product Manager", "name": "Panier Frais", "location": "Montréal, QC",
             "dates": dates("2017-09", "2021-04", text="sept. 2017 – avr. 2021")},
            {"position": "Software Developer", "name": "Groupe Laurentide Assurances", "location": "Québec, QC",
             "dates": dates("2014-06", "2017-08", text="Jun 2014 – Aug 2017")}],
        "education": [
            {"institution": "HEC Montréal", "study_type": "Graduate Diploma (DESS)", "area": "Management",
             "dates": dates("2017", "2019", text="2017 – 2019")},
            {"institution": "École de technologie supérieure (ÉTS)", "study_type": "B.Eng.",
             "area": "Software Engineering", "dates": dates("2010", "2014", text="2010 – 2014")}],
        "skills": [{"name": s} for s in ["Product discovery", "Roadmapping", "A/B testing", "OKRs", "User research",
                                         "SQL", "Amplitude", "Jira", "Figma", "Agile / Scrum"]],
        "certificates": [{"name": "Certified Scrum Product Owner (CSPO)"}],
        "languages": [{"language": l} for l in ["Français", "English", "Español"]]})


if __name__ == "__main__":
    functional_reportlab()
    readme_markdown()
    text_columns_docx()
    trades_text()
    indian_fpdf()
    site_builder_html()
