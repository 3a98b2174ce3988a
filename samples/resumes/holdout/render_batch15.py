#!/usr/bin/env python3
"""Renders the fifteenth held-out batch (v1–v6) into files/ and its truth into truth/.

Written without reading the parser. Like batches 10–14, six MAINSTREAM resumes in fields the
earlier batches did not use, each made with the tool its writer would have at hand:

- v1 (plain text): an HVAC service technician's resume typed in a plain editor: the name in
  capitals, a label, "Cell:" and "Email:" on one line, capital headings under "=" rules, the dates
  FIRST on each entry ("2019 to date", "2014 – 2019") with the title after a few spaces and the
  employer in CAPITALS on the next line with its city, "–" bullets, two titles at one contractor
  (helper, then installer), licences with an issuer, a licence number and "expires 08/31/2026",
  "Certificate in HVAC/R Technology" at a technology center and a "GED", a comma skills paragraph
  with one item whose parentheses hold commas. An HVAC technician in Broken Arrow, OK.
- v2 (DOCX, python-docx): a physical therapist assistant's resume built on Word's own styles: the
  name in the Title style, the label in the Subtitle style, sections in "Heading 1", every job a
  "Heading 2" line "Title, Company (City, ST) — 2020–Present" (a 13-week contract "Jan–Mar 2020"),
  real bulleted lists ("List Bullet", numbered through numbering.xml), the degree as a "Heading 2"
  over "College, City, ST — May 2015", licences with a number and an expiry, grouped "Category: a,
  b" skill paragraphs and "English (fluent), Hmong (native)". The page count is checked on a
  throw-away LibreOffice PDF. A PTA in Madison, WI.
- v3 (LibreOffice PDF of a Word document, Carlito): an event planner who spent a working holiday in
  Australia: a bold title with the dates on a right tab ("Feb 2021 – Present", "Oct 2016 – Dec
  2017", "Jun 2013 – Sept 2016") over an italic "Company  |  City, ST" line, bullets typed as
  "▪" and a tab (not a Word list), "Melbourne, VIC, Australia", "Certificate IV in Events" from an
  Australian institute and "B.A., Communication", certifications with issuers and years, a comma
  skills paragraph with "Budget management (up to $1.2M)" and a "Languages:" line with levels. A
  senior event planner in Denver, CO.
- v4 (Chromium "Save as PDF", two columns): a teacher turned recruiter (career changer): a name band
  across the top, then a CSS grid with the sidebar (contact, LinkedIn, recruiting tools,
  strengths, certifications, languages "Spanish — B2") FIRST in the source but drawn in the RIGHT
  column; the main column has "Recruiting Experience" and "Teaching Experience" as two sections,
  each job an ITALIC title with the dates at the right over the employer in BOLD and its city
  ("Mar 2022 – Present"), a "Certificate in Human Resources Management" from a community college
  and "B.S.Ed. in Early Childhood Education". A talent acquisition specialist in Columbus, OH.
- v5 (pdflatex, Latin Modern Sans): a CANADIAN medical laboratory technologist: the name centred
  over "Hamilton, ON  L8P 4R5", a 905 number, each entry a bold title with the dates at the right
  ("Sept 2019 – present", "Aug 2018 – Aug 2019") over "Employer (City, ON)", "–" bullets, a
  part-time specimen processor job during college, an Ontario "Advanced Diploma, Medical Laboratory
  Science" (a college diploma, with a clinical placement line that is not a job) and "BSc (Hons),
  Biology" with a "Coursework:" line, certification and registration with issuers, a registration
  number and years, a comma skills paragraph with parentheses holding commas, Canadian spelling
  ("Centre", "haematology", "analysers") and languages with levels. An MLT in Hamilton, Ontario.
- v6 (HTML): a journalist's hand-written resume page: the name as <h1>, a label, contact with a
  portfolio site and LinkedIn links, jobs as <h3> titles over "<strong>Paper</strong>, City, ST —
  June 2021 to present", a student-newspaper editor job, a reporting internship dated "Spring 2018",
  "Selected Work" and "Awards" that are not jobs, "B.A. in Journalism, minor in Political Science"
  with "Relevant coursework:", grouped "<b>Category:</b> a, b" skills and languages with levels in
  words. A metro reporter in Fresno, CA.

Truth conventions as in batches 5–14: date_text as printed (LaTeX "--" printed as "–"), the work
entry's location where printed (without its parentheses), education score where a grade or
honour is printed, certificate names without issuer, state, number, year or expiry, every listed
skill as printed (commas inside parentheses do not split), spoken languages only, with their fluency
as printed. "2019 to date" is current from 2019; "Jan–Mar 2020" runs 2020-01 to 2020-03; a season
is read as its months, as "Summer 2025" was (Spring = March to May: "Spring 2018" is 2018-03 to
2018-05). A name printed in capitals is given in title case; an employer printed in capitals keeps
its capitals. "BSc (Hons)", "B.S.Ed.", "Certificate IV", "Advanced Diploma", "Certificate" and "GED"
are study types as printed (a GED has no area). Two titles at one employer are two work entries;
an internship, a contract and a paid student-newspaper job are work entries; a clinical placement
line under a diploma, selected work and awards are not. A Canadian address without "Canada" is a
city and a region; a portfolio site is basics.url; a LinkedIn address is a profile.

Needs `pip install python-docx`, `apt-get install chromium fonts-liberation fonts-crosextra-carlito
libreoffice-writer-nogui poppler-utils texlive-latex-base texlive-latex-recommended
texlive-fonts-recommended texlive-latex-extra lmodern`.
Run from this folder: python3 render_batch15.py
"""
import os
import shutil
import subprocess
import tempfile
from xml.sax.saxutils import escape

from holdout_render import (FILES, bottom_border, check_pages, chromium_pdf, dates, libreoffice_pdf, linkedin,
                            new_docx, pdf_pages, pdflatex, tex, write_text, write_truth)


# ---- v1: HVAC service technician, plain text with the dates first ---------------------------------
V1_JOBS = [
    ("2019 to date", ("2019", None, True), "Lead HVAC Service Technician", "GREEN COUNTRY COMFORT SYSTEMS",
     "Tulsa, OK",
     ["Run residential and light commercial service calls, 6-9 a day, across Tulsa and Wagoner counties",
      "Diagnose and repair heat pumps, gas furnaces, ductless mini-splits and rooftop units up to 25 tons",
      "Ride along with and sign off new technicians; trained 7 techs who now run their own trucks",
      "Highest maintenance agreement sales on a team of 14 in 2022 and 2023 (over 420 agreements)",
      "Keep truck stock and refrigerant logs for EPA and company audits"]),
    ("2014 – 2019", ("2014", "2019"), "HVAC Service Technician", "ARKANSAS RIVER MECHANICAL, INC.", "Broken Arrow, OK",
     ["Serviced and maintained HVAC and refrigeration equipment for schools, churches and restaurants",
      "Replaced compressors, coils and controls; brazed and pressure-tested line sets",
      "Took on-call nights and weekends on a rotation with four other technicians"]),
    ("2011 – 2014", ("2011", "2014"), "HVAC Installer", "SOONER STATE HEATING & AIR", "Tulsa, OK",
     ["Installed split systems, package units and ductwork in new construction and change-outs",
      "Set line sets, ran low-voltage wiring and started up systems with the lead installer"]),
    ("2009 – 2011", ("2009", "2011"), "Installer Helper", "SOONER STATE HEATING & AIR", "Tulsa, OK",
     ["Carried equipment, hung duct and cleaned job sites while finishing the HVAC/R program at night"]),
]
V1_LICENSES = [
    ("Mechanical Journeyman License – HVAC", "Oklahoma Construction Industries Board, #MJ-104872, "
                                             "expires 08/31/2026"),
    ("EPA Section 608 Universal Certification", "ESCO Institute, 2010"),
    ("NATE Certification – Air Conditioning and Gas Heating Service", "North American Technician Excellence, "
                                                                      "2016 (recertified 2024)"),
    ("OSHA 10-Hour Construction", "OSHA Outreach Training Program, 2019"),
]
V1_SKILLS = ["Refrigerant recovery and charging", "Electrical troubleshooting", "Heat pumps", "Gas furnaces",
             "Ductless mini-splits", "Rooftop units (RTUs)", "Commercial refrigeration", "Brazing",
             "Building automation (Honeywell, Johnson Controls)", "Load calculations (Manual J)", "ServiceTitan"]


def v1_hvac_text():
    rule = "=" * 72
    pad = " " * 17
    jobs = []
    for when, _, title, company, place, bullets in V1_JOBS:
        jobs.append(f"{when:<17}{title}\n{pad}{company}, {place}\n"
                    + "\n".join(f"{pad}– {b}" for b in bullets))
    lic = "\n".join(f"– {name}, {rest}" for name, rest in V1_LICENSES)
    text = f"""WESLEY J. HARJO
HVAC Service Technician
Broken Arrow, OK 74012
Cell: 918-555-0167     Email: wesley.harjo@example.com

{rule}
PROFILE
{rule}
Licensed HVAC technician with 15 years in residential and light commercial heating, cooling and
refrigeration. I find the real problem the first time, explain it in plain words and leave the
mechanical room cleaner than I found it.

{rule}
WORK HISTORY
{rule}
{(chr(10) + chr(10)).join(jobs)}

{rule}
LICENSES & CERTIFICATIONS
{rule}
{lic}

{rule}
EDUCATION
{rule}
Certificate in HVAC/R Technology – Tulsa Technology Center, Broken Arrow, OK, 2011
GED – Tulsa Community College, 2008

{rule}
SKILLS
{rule}
{", ".join(V1_SKILLS)}

References available on request.
"""
    name = "v1-wesley-harjo"
    write_text(name + ".txt", text)
    write_truth(name, {
        "basics": {"name": "Wesley J. Harjo", "label": "HVAC Service Technician", "email": "wesley.harjo@example.com",
                   "phone": "918-555-0167", "location": {"city": "Broken Arrow", "region": "OK"}},
        "work": [{"position": title, "name": company, "location": place, "dates": dates(*span, text=when)}
                 for when, span, title, company, place, _ in V1_JOBS],
        "education": [
            {"institution": "Tulsa Technology Center", "study_type": "Certificate", "area": "HVAC/R Technology",
             "dates": dates(None, "2011", text="2011")},
            {"institution": "Tulsa Community College", "study_type": "GED", "dates": dates(None, "2008", text="2008")}],
        "skills": [{"name": s} for s in V1_SKILLS],
        "certificates": [{"name": n} for n, _ in V1_LICENSES],
    })


# ---- v2: physical therapist assistant, DOCX on Word's heading and list styles ---------------------
V2_JOBS = [
    ("Physical Therapist Assistant", "Lakeview Rehab & Sports Therapy", "Madison, WI", "2020–Present",
     ("2020", None, True),
     ["Treat 12-16 outpatient orthopedic and sports patients a day under the plans of care of three PTs.",
      "Lead therapeutic exercise, gait training and manual therapy after ACL, rotator cuff and joint "
      "replacement surgery.",
      "Write daily notes and progress updates in WebPT the same day; 100% on-time documentation audits.",
      "Interpret in Hmong for patients and families and translated the clinic's home exercise handouts."]),
    ("Physical Therapist Assistant (contract)", "Door County Medical Center", "Sturgeon Bay, WI",
     "Jan–Mar 2020", ("2020-01", "2020-03"),
     ["13-week assignment covering a PTA leave in acute care and outpatients; 10-12 patients a day.",
      "Mobilized post-surgical and medical patients and taught transfers and walker use before discharge."]),
    ("Physical Therapist Assistant", "Cedar Crest Skilled Nursing & Rehabilitation", "Janesville, WI", "2015–2019",
     ("2015", "2019"),
     ["Treated short-term rehab and long-term care residents after strokes, hip fractures and joint replacements.",
      "Worked with nursing on restorative programs; cut resident falls on the rehab unit by about 20%.",
      "Documented Medicare Part A and B treatment minutes in PointClickCare."]),
    ("Rehabilitation Aide", "Cedar Crest Skilled Nursing & Rehabilitation", "Janesville, WI", "2013–2015",
     ("2013", "2015"),
     ["Set up treatment areas and helped with transfers while in the PTA program."]),
]
V2_SKILL_LINES = [
    ("Clinical", ["therapeutic exercise", "gait and transfer training", "balance and fall prevention",
                  "manual therapy (soft tissue mobilization, joint mobilization grades I–II)",
                  "neuromuscular re-education", "modalities (ultrasound, e-stim, traction)"]),
    ("Documentation & software", ["WebPT", "PointClickCare", "Epic", "MedBridge home exercise programs"]),
]
V2_CERTS = [("Physical Therapist Assistant License", "Wisconsin Department of Safety and Professional Services, "
                                                     "#10234-24, expires 01/31/2027"),
            ("BLS Provider", "American Heart Association, expires 05/2026"),
            ("Certified Exercise Expert for Aging Adults (CEEAA)", "APTA Geriatrics, 2022")]


def v2_pta_docx():
    from docx.shared import Inches, Pt, RGBColor

    plum = RGBColor(0x5B, 0x2C, 0x6F)
    document = new_docx(author="Mai Vang", title="Mai Vang - Resume", page=(Inches(8.5), Inches(11)),
                        margins=(Inches(0.8), Inches(0.6)), font="Calibri", size=10.5, space_after=2)
    styles = document.styles
    t = styles["Title"]
    t.font.name = "Calibri"; t.font.size = Pt(28); t.font.color.rgb = plum; t.font.bold = True
    t.paragraph_format.space_after = Pt(0)
    st = styles["Subtitle"]
    st.font.name = "Calibri"; st.font.size = Pt(13); st.font.color.rgb = RGBColor(0x55, 0x55, 0x55)
    st.paragraph_format.space_after = Pt(2)
    h1 = styles["Heading 1"]
    h1.font.name = "Calibri"; h1.font.size = Pt(13); h1.font.color.rgb = plum
    h1.paragraph_format.space_before = Pt(9); h1.paragraph_format.space_after = Pt(2)
    h2 = styles["Heading 2"]
    h2.font.name = "Calibri"; h2.font.size = Pt(11); h2.font.color.rgb = RGBColor(0x22, 0x22, 0x22)
    h2.paragraph_format.space_before = Pt(6); h2.paragraph_format.space_after = Pt(1)
    styles["List Bullet"].paragraph_format.space_after = Pt(1)

    document.add_paragraph("Mai Vang", style="Title")
    document.add_paragraph("Licensed Physical Therapist Assistant", style="Subtitle")
    p = document.add_paragraph("Madison, WI 53704  •  608-555-0119  •  mai.vang@example.com")
    p.paragraph_format.space_after = Pt(4)
    bottom_border(p, color="5B2C6F", size="8")

    document.add_heading("Summary", level=1)
    document.add_paragraph(
        "Physical therapist assistant with ten years in outpatient orthopedics, skilled nursing and a short "
        "acute-care contract. Patients say I explain things clearly and push them just enough. Bilingual in "
        "English and Hmong.")

    document.add_heading("Experience", level=1)
    for title, company, place, when, _, bullets in V2_JOBS:
        document.add_heading(f"{title}, {company} ({place}) — {when}", level=2)
        for b in bullets:
            document.add_paragraph(b, style="List Bullet")

    document.add_heading("Education", level=1)
    document.add_heading("Associate of Applied Science – Physical Therapist Assistant", level=2)
    document.add_paragraph("Madison College, Madison, WI — May 2015")

    document.add_heading("Licenses & Certifications", level=1)
    for cert, rest in V2_CERTS:
        document.add_paragraph(f"{cert} — {rest}", style="List Bullet")

    document.add_heading("Skills", level=1)
    for label, items in V2_SKILL_LINES:
        p = document.add_paragraph()
        p.add_run(label + ": ").bold = True
        p.add_run(", ".join(items))

    document.add_heading("Languages", level=1)
    document.add_paragraph("English (fluent), Hmong (native)")

    name = "v2-mai-vang"
    path = os.path.join(FILES, name + ".docx")
    document.save(path)
    # check the length as LibreOffice lays it out (the PDF is thrown away; the resume is the DOCX)
    with tempfile.TemporaryDirectory() as tmp:
        shutil.copy(path, tmp)
        profile = "file://" + os.path.join(tmp, "lo-profile")
        subprocess.run(["soffice", f"-env:UserInstallation={profile}", "--headless", "--convert-to", "pdf",
                        "--outdir", tmp, os.path.join(tmp, name + ".docx")], check=True, capture_output=True,
                       timeout=300)
        check_pages(name, pdf_pages(os.path.join(tmp, name + ".pdf")), 1)
    write_truth(name, {
        "basics": {"name": "Mai Vang", "label": "Licensed Physical Therapist Assistant", "email": "mai.vang@example.com",
                   "phone": "608-555-0119", "location": {"city": "Madison", "region": "WI"}},
        "work": [{"position": title, "name": company, "location": place, "dates": dates(*span, text=when)}
                 for title, company, place, when, span, _ in V2_JOBS],
        "education": [{"institution": "Madison College", "study_type": "Associate of Applied Science",
                       "area": "Physical Therapist Assistant", "dates": dates(None, "2015-05", text="May 2015")}],
        "skills": [{"name": s} for _, items in V2_SKILL_LINES for s in items],
        "certificates": [{"name": c} for c, _ in V2_CERTS],
        "languages": [{"language": "English", "fluency": "fluent"}, {"language": "Hmong", "fluency": "native"}],
    })


# ---- v3: event planner, LibreOffice PDF with typed "▪" bullets -------------------------------------
V3_JOBS = [
    ("Senior Event Planner", "Mile High Meetings & Events", "Denver, CO", "Feb 2021 – Present", ("2021-02", None, True),
     ["Plan and run 25-30 corporate meetings, incentive trips and galas a year for clients in healthcare, "
      "energy and tech; budgets from $40K to $1.2M.",
      "Source venues and negotiate hotel contracts, attrition and F&B minimums; saved clients $310K in 2023.",
      "Build run-of-show documents and lead on-site teams of up to 20 staff and volunteers.",
      "Moved registration into Cvent; cut attendee registration questions by about half."]),
    ("Event Coordinator", "The Larimer Square Hotel", "Denver, CO", "Mar 2018 – Jan 2021", ("2018-03", "2021-01"),
     ["Coordinated weddings, social events and meetings for a 220-room hotel with 14,000 sq ft of space.",
      "Wrote banquet event orders, floor plans and timelines; worked every event as the on-site contact.",
      "Booked $1.6M in catering revenue in 2019, 118% of goal."]),
    ("Events Assistant (working holiday)", "Laneway Events Co.", "Melbourne, VIC, Australia", "Oct 2016 – Dec 2017",
     ("2016-10", "2017-12"),
     ["Supported festival, product launch and conference events across Melbourne, from load-in to pack-down.",
      "Managed supplier bookings, run sheets and volunteer rosters for events of up to 5,000 guests."]),
    ("Banquet Captain", "Flatirons Mountain Lodge", "Boulder, CO", "Jun 2013 – Sept 2016", ("2013-06", "2016-09"),
     ["Led banquet teams of 6-15 servers for weddings and conferences; trained new servers."]),
]
V3_CERTS = [("Certified Meeting Professional (CMP)", "Events Industry Council, 2022"),
            ("Certified Special Events Professional (CSEP)", "International Live Events Association, 2024"),
            ("Cvent Event Management Certification", "Cvent, 2021")]
V3_SKILLS = ["Venue sourcing", "Contract negotiation", "Budget management (up to $1.2M)", "Run-of-show planning",
             "Vendor and AV management", "Registration and housing", "Cvent", "Social Tables", "Asana",
             "Microsoft Excel", "Canva"]


def v3_event_planner_libreoffice():
    from docx.enum.text import WD_TAB_ALIGNMENT
    from docx.shared import Inches, Pt, RGBColor

    teal = RGBColor(0x0E, 0x5E, 0x6F)
    document = new_docx(author="Tessa Marchetti", title="Tessa Marchetti Resume", page=(Inches(8.5), Inches(11)),
                        margins=(Inches(0.75), Inches(0.5)), font="Carlito", size=10.5, space_after=2)
    right = Inches(7.0)
    hang = Inches(0.2)

    p = document.add_paragraph()
    r = p.add_run("Tessa Marchetti"); r.font.size = Pt(24); r.bold = True; r.font.color.rgb = teal
    p.paragraph_format.space_after = Pt(0)
    p = document.add_paragraph()
    r = p.add_run("Senior Event Planner, CMP"); r.font.size = Pt(12.5)
    p.paragraph_format.space_after = Pt(2)
    p = document.add_paragraph("Denver, CO 80206  |  720-555-0158  |  tessa.marchetti@example.com")
    p.paragraph_format.space_after = Pt(4)
    bottom_border(p, color="0E5E6F", size="12")

    def heading(text):
        h = document.add_paragraph()
        h.paragraph_format.space_before = Pt(9); h.paragraph_format.space_after = Pt(2)
        h.paragraph_format.keep_with_next = True
        r = h.add_run(text.upper()); r.bold = True; r.font.size = Pt(11.5); r.font.color.rgb = teal
        bottom_border(h, color="9CC3CB", size="4")

    def bullet(text):
        b = document.add_paragraph("▪\t" + text)
        b.paragraph_format.left_indent = hang
        b.paragraph_format.first_line_indent = -hang
        b.paragraph_format.tab_stops.add_tab_stop(hang, WD_TAB_ALIGNMENT.LEFT)
        b.paragraph_format.space_after = Pt(1)

    def entry(left, when, below):
        p = document.add_paragraph()
        p.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
        p.paragraph_format.space_before = Pt(5); p.paragraph_format.space_after = Pt(0)
        p.paragraph_format.keep_with_next = True
        p.add_run(left).bold = True
        p.add_run("\t" + when)
        q = document.add_paragraph()
        q.paragraph_format.keep_with_next = True; q.paragraph_format.space_after = Pt(1)
        q.add_run(below).italic = True

    heading("Profile")
    document.add_paragraph(
        "Event planner with ten years in hotels, agencies and festivals on two continents. I like the spreadsheet "
        "side as much as the show: clean budgets, tight contracts and a run of show that everyone on site can "
        "follow.")

    heading("Experience")
    for title, company, place, when, _, bullets in V3_JOBS:
        entry(title, when, f"{company}  |  {place}")
        for b in bullets:
            bullet(b)

    heading("Education")
    entry("Certificate IV in Events", "2017", "William Angliss Institute  |  Melbourne, Australia")
    entry("B.A., Communication", "2013", "University of Colorado Boulder  |  Boulder, CO")

    heading("Certifications")
    for cert, rest in V3_CERTS:
        bullet(f"{cert}, {rest}")

    heading("Skills")
    document.add_paragraph(", ".join(V3_SKILLS))
    p = document.add_paragraph(); p.paragraph_format.space_before = Pt(3)
    p.add_run("Languages: ").bold = True
    p.add_run("English (native), Spanish (intermediate), Italian (basic)")

    name = "v3-tessa-marchetti"
    libreoffice_pdf(document, name, pages=1)
    write_truth(name, {
        "basics": {"name": "Tessa Marchetti", "label": "Senior Event Planner, CMP", "email": "tessa.marchetti@example.com",
                   "phone": "720-555-0158", "location": {"city": "Denver", "region": "CO"}},
        "work": [{"position": title, "name": company, "location": place, "dates": dates(*span, text=when)}
                 for title, company, place, when, span, _ in V3_JOBS],
        "education": [
            {"institution": "William Angliss Institute", "study_type": "Certificate IV", "area": "Events",
             "dates": dates(None, "2017", text="2017")},
            {"institution": "University of Colorado Boulder", "study_type": "B.A.", "area": "Communication",
             "dates": dates(None, "2013", text="2013")}],
        "skills": [{"name": s} for s in V3_SKILLS],
        "certificates": [{"name": c} for c, _ in V3_CERTS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Spanish", "fluency": "intermediate"},
                      {"language": "Italian", "fluency": "basic"}],
    })


# ---- v4: teacher turned recruiter, Chromium two-column page ---------------------------------------
V4_RECRUITING = [
    ("Talent Acquisition Specialist", "Scioto Valley Health", "Columbus, OH", "Mar 2022 – Present",
     ("2022-03", None, True),
     ["Full-cycle recruiting for nursing, allied health and clinic support roles; 25-35 open requisitions at a time.",
      "Filled 160+ positions in 2024 with an average time to fill of 34 days (down from 47).",
      "Built a Boolean sourcing library and a LinkedIn Recruiter project template the team of six now uses.",
      "Plan and staff 10-12 career fairs and nursing school visits a year; trained hiring managers on "
      "structured interviews."]),
    ("Recruiting Coordinator", "Buckeye Staffing Partners", "Dublin, OH", "Jul 2020 – Feb 2022",
     ("2020-07", "2022-02"),
     ["Scheduled 60-80 interviews a week, ran phone screens and prepared offer letters for light industrial "
      "and office placements.",
      "Kept candidate records clean in Bullhorn; promoted to full-desk recruiting for clerical roles after "
      "eight months."]),
]
V4_TEACHING = [
    ("Fourth Grade Teacher", "Westerville City Schools", "Westerville, OH", "Aug 2014 – Jun 2020",
     ("2014-08", "2020-06"),
     ["Taught all subjects to classes of 24-28 students; team lead for fourth grade from 2018.",
      "Served on the building's teacher hiring committee: screened résumés, sat on 30+ interview panels and "
      "mentored new teachers."]),
]
V4_TOOLS = ["LinkedIn Recruiter", "Workday Recruiting", "iCIMS", "Bullhorn", "HireVue", "Microsoft Excel"]
V4_STRENGTHS = ["Full-cycle recruiting", "Boolean sourcing", "Phone screening", "Structured interviewing",
                "Offer negotiation", "Candidate experience", "Campus and career fairs", "Training and presenting"]
V4_CERTS = [("SHRM Certified Professional (SHRM-CP)", "SHRM · 2023"),
            ("LinkedIn Certified Professional – Recruiter", "LinkedIn · 2021")]


def v4_recruiter_chromium():
    def jobs(items):
        out = []
        for title, company, place, when, _, bullets in items:
            lis = "".join(f"<li>{escape(b)}</li>" for b in bullets)
            out.append(f'<div class="job"><div class="row"><em>{escape(title)}</em><span>{escape(when)}</span></div>'
                       f'<div class="org"><strong>{escape(company)}</strong>, {escape(place)}</div>'
                       f"<ul>{lis}</ul></div>")
        return "".join(out)

    lis = lambda items: "".join(f"<li>{escape(s)}</li>" for s in items)
    certs = "".join(f"<p><b>{escape(c)}</b><br>{escape(rest)}</p>" for c, rest in V4_CERTS)
    html = f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Monique Tillman | Resume</title>
<style>
@page {{ size: Letter; margin: 0.45in 0.5in; }}
* {{ box-sizing: border-box; }}
body {{ margin: 0; font: 9.6pt/1.4 "Liberation Sans", Arial, sans-serif; color: #26303a; }}
.band {{ border-bottom: 3pt solid #b5543c; padding-bottom: 6pt; margin-bottom: 12pt; }}
.band h1 {{ margin: 0; font: 700 26pt/1.1 "Liberation Serif", Georgia, serif; color: #1d2a36; }}
.band .label {{ font-size: 12pt; color: #b5543c; margin-top: 2pt; }}
.grid {{ display: grid; grid-template-columns: 1fr 2.15in; grid-template-areas: "main side"; column-gap: 0.3in; }}
aside {{ grid-area: side; background: #f4efe9; padding: 10pt 11pt; font-size: 8.9pt; }}
main {{ grid-area: main; }}
aside h2 {{ font-size: 9.5pt; letter-spacing: 0.5pt; text-transform: uppercase; color: #b5543c; margin: 0 0 4pt; }}
aside section {{ margin-bottom: 12pt; }}
aside p {{ margin: 0 0 4pt; }}
aside ul {{ margin: 0; padding-left: 11pt; }}
aside a {{ color: inherit; text-decoration: none; }}
main h2 {{ font-size: 11pt; text-transform: uppercase; letter-spacing: 0.5pt; color: #1d2a36; margin: 0 0 5pt;
           border-bottom: 1pt solid #c9b8aa; padding-bottom: 2pt; }}
main section {{ margin-bottom: 10pt; }}
main p {{ margin: 0 0 4pt; }}
.job {{ margin-bottom: 8pt; }}
.row {{ display: flex; justify-content: space-between; font-size: 10.3pt; }}
.row span {{ font-size: 9pt; color: #5d6670; }}
.org {{ margin-bottom: 2pt; }}
main ul {{ margin: 0; padding-left: 13pt; }}
main li {{ margin-bottom: 1.5pt; }}
.edu {{ margin-bottom: 5pt; }}
</style></head>
<body>
<header class="band">
  <h1>Monique L. Tillman</h1>
  <div class="label">Talent Acquisition Specialist</div>
</header>
<div class="grid">
<aside>
  <section>
    <h2>Contact</h2>
    <p>Columbus, OH 43215</p>
    <p>614-555-0172</p>
    <p><a href="mailto:monique.tillman@example.com">monique.tillman@example.com</a></p>
    <p><a href="https://www.linkedin.com/in/monique-tillman">linkedin.com/in/monique-tillman</a></p>
  </section>
  <section>
    <h2>Recruiting Tools</h2>
    <ul>{lis(V4_TOOLS)}</ul>
  </section>
  <section>
    <h2>Strengths</h2>
    <ul>{lis(V4_STRENGTHS)}</ul>
  </section>
  <section>
    <h2>Certifications</h2>
    {certs}
  </section>
  <section>
    <h2>Languages</h2>
    <p>English — Native</p>
    <p>Spanish — B2</p>
  </section>
</aside>
<main>
  <section>
    <h2>Summary</h2>
    <p>Recruiter with five years in healthcare and staffing, after six years as an elementary teacher. I bring
    a teacher's patience and organization to the hiring process: clear expectations for candidates, honest
    feedback for hiring managers and no one left waiting for an answer.</p>
  </section>
  <section>
    <h2>Recruiting Experience</h2>
    {jobs(V4_RECRUITING)}
  </section>
  <section>
    <h2>Teaching Experience</h2>
    {jobs(V4_TEACHING)}
  </section>
  <section>
    <h2>Education</h2>
    <div class="edu"><div class="row"><strong>Certificate in Human Resources Management</strong><span>2020</span></div>
    Columbus State Community College, Columbus, OH</div>
    <div class="edu"><div class="row"><strong>B.S.Ed. in Early Childhood Education</strong><span>2014</span></div>
    Ohio University, Athens, OH</div>
  </section>
</main>
</div>
</body></html>
"""
    name = "v4-monique-tillman"
    chromium_pdf(html, name, pages=1)
    write_truth(name, {
        "basics": {"name": "Monique L. Tillman", "label": "Talent Acquisition Specialist",
                   "email": "monique.tillman@example.com", "phone": "614-555-0172",
                   "location": {"city": "Columbus", "region": "OH"}, "profiles": [linkedin("monique-tillman")]},
        "work": [{"position": title, "name": company, "location": place, "dates": dates(*span, text=when)}
                 for title, company, place, when, span, _ in V4_RECRUITING + V4_TEACHING],
        "education": [
            {"institution": "Columbus State Community College", "study_type": "Certificate",
             "area": "Human Resources Management", "dates": dates(None, "2020", text="2020")},
            {"institution": "Ohio University", "study_type": "B.S.Ed.", "area": "Early Childhood Education",
             "dates": dates(None, "2014", text="2014")}],
        "skills": [{"name": s} for s in V4_TOOLS + V4_STRENGTHS],
        "certificates": [{"name": c} for c, _ in V4_CERTS],
        "languages": [{"language": "English", "fluency": "Native"}, {"language": "Spanish", "fluency": "B2"}],
    })


# ---- v5: Canadian medical laboratory technologist, pdflatex ---------------------------------------
V5_JOBS = [
    ("Medical Laboratory Technologist", "Hamilton Health Sciences", "Hamilton, ON", "Sept 2019 – present",
     ("2019-09", None, True),
     ["Rotate through haematology, coagulation, chemistry and the blood bank in a core laboratory running "
      "about 9,000 samples a day.",
      "Run and maintain Sysmex XN-Series and Roche cobas 8000 analysers; first call for instrument "
      "troubleshooting on evenings.",
      "Review QC against Westgard rules and document corrective action for Accreditation Canada and OLA audits.",
      "Train new technologists and Mohawk College students during their clinical placements."]),
    ("Medical Laboratory Technologist (casual)", "Niagara Health", "St. Catharines, ON", "Aug 2018 – Aug 2019",
     ("2018-08", "2019-08"),
     ["Covered evening, night and weekend shifts in a 24/7 hospital laboratory: CBCs, chemistry panels, "
      "urinalysis and crossmatches.",
      "Reported critical values to physicians and nursing units within the policy window."]),
    ("Specimen Processor (part-time)", "Lakeshore Community Laboratories", "Burlington, ON", "Sept 2016 – Apr 2018",
     ("2016-09", "2018-04"),
     ["Received, accessioned, centrifuged and aliquoted specimens from 12 patient service centres."]),
]
V5_CERTS = [("General Medical Laboratory Technologist Certification",
             "Canadian Society for Medical Laboratory Science (CSMLS), 2018"),
            ("Registered Medical Laboratory Technologist",
             "College of Medical Laboratory Technologists of Ontario (CMLTO), Reg. No. 18-0412, since 2018"),
            ("Transportation of Dangerous Goods (TDG)", "2023, expires 2026"),
            ("WHMIS 2015", "2024")]
V5_SKILLS = ["Haematology", "Clinical chemistry", "Coagulation", "Urinalysis", "Blood bank (crossmatch, antibody ID)",
             "Quality control", "Instrument maintenance", "Sysmex XN-Series", "Roche cobas 8000", "Meditech Expanse",
             "Epic Beaker"]


def v5_mlt_pdflatex():
    blocks = []
    for title, company, place, when, _, bullets in V5_JOBS:
        items = "\n".join(f"  \\item {tex(b)}" for b in bullets)
        blocks.append(f"\\entry{{{tex(title)}}}{{{tex(company)} ({place})}}{{{tex(when)}}}\n"
                      f"\\begin{{itemize}}\n{items}\n\\end{{itemize}}")
    certs = "\n".join(f"  \\item {tex(c)}, {tex(rest)}" for c, rest in V5_CERTS)
    source = r"""\documentclass[10pt,letterpaper]{article}
\usepackage[T1]{fontenc}
\usepackage[utf8]{inputenc}
\usepackage{lmodern}
\renewcommand{\familydefault}{\sfdefault}
\usepackage[margin=0.75in,top=0.6in,bottom=0.6in]{geometry}
\usepackage{titlesec}
\usepackage{enumitem}
\usepackage[hidelinks]{hyperref}
\usepackage{xcolor}
\pagestyle{empty}
\setlength{\parindent}{0pt}
\definecolor{accent}{HTML}{7A1F2B}
\titleformat{\section}{\large\bfseries\color{accent}}{}{0pt}{}[\vspace{-6pt}\rule{\linewidth}{0.4pt}]
\titlespacing*{\section}{0pt}{10pt}{5pt}
\setlist[itemize]{leftmargin=14pt,topsep=1pt,itemsep=1pt,parsep=0pt,label=\textendash}
\newcommand{\entry}[3]{\par\medskip\textbf{#1}\hfill #3\\#2\par}
\begin{document}
\begin{center}
{\fontsize{22}{26}\selectfont\bfseries Jasmine K. Sandhu}\\[3pt]
{\large Medical Laboratory Technologist (MLT)}\\[3pt]
Hamilton, ON\ \ L8P 4R5 \quad$\cdot$\quad 905-555-0128 \quad$\cdot$\quad
\href{mailto:jasmine.sandhu@example.com}{jasmine.sandhu@example.com}
\end{center}

\section*{Profile}
CSMLS-certified medical laboratory technologist with six years in hospital core laboratories. Accurate under
volume, comfortable with analyser troubleshooting and patient-safety reporting, and a patient trainer of
students and new staff.

\section*{Experience}
""" + "\n\n".join(blocks) + r"""

\section*{Education}
\textbf{Advanced Diploma, Medical Laboratory Science}\hfill 2018\\Mohawk College (Hamilton, ON)\par
Clinical placement: core laboratory and blood bank, Juravinski Hospital and Cancer Centre, Jan -- Jun 2018\par
\medskip
\textbf{BSc (Hons), Biology}\hfill 2016\\McMaster University (Hamilton, ON)\par
Coursework: Microbiology, Immunology, Biochemistry, Human Physiology, Molecular Genetics\par

\section*{Certification \& Registration}
\begin{itemize}
""" + certs + r"""
\end{itemize}

\section*{Skills}
\raggedright
""" + tex(", ".join(V5_SKILLS)) + r"""

\section*{Languages}
English (fluent), Punjabi (fluent), French (intermediate)
\end{document}
"""
    name = "v5-jasmine-sandhu"
    pdflatex(source, name)
    check_pages(name, pdf_pages(os.path.join(FILES, name + ".pdf")), 1)
    write_truth(name, {
        "basics": {"name": "Jasmine K. Sandhu", "label": "Medical Laboratory Technologist (MLT)",
                   "email": "jasmine.sandhu@example.com", "phone": "905-555-0128",
                   "location": {"city": "Hamilton", "region": "ON"}},
        "work": [{"position": title, "name": company, "location": place, "dates": dates(*span, text=when)}
                 for title, company, place, when, span, _ in V5_JOBS],
        "education": [
            {"institution": "Mohawk College", "study_type": "Advanced Diploma", "area": "Medical Laboratory Science",
             "dates": dates(None, "2018", text="2018")},
            {"institution": "McMaster University", "study_type": "BSc (Hons)", "area": "Biology",
             "dates": dates(None, "2016", text="2016")}],
        "skills": [{"name": s} for s in V5_SKILLS],
        "certificates": [{"name": c} for c, _ in V5_CERTS],
        "languages": [{"language": "English", "fluency": "fluent"}, {"language": "Punjabi", "fluency": "fluent"},
                      {"language": "French", "fluency": "intermediate"}],
    })


# ---- v6: journalist, hand-written HTML page -------------------------------------------------------
V6_JOBS = [
    ("Metro Reporter", "The Valley Ledger", "Fresno, CA", "June 2021 to present", ("2021-06", None, True),
     ["Cover Fresno city hall, county government and water policy; 4-6 stories a week for print and web.",
      "Broke the story of $3.2M in unbid emergency contracts at the county water district (2023), which led "
      "to a state audit.",
      "Built a public-records tracker in Google Sheets that the newsroom now uses for all CPRA requests.",
      "Report and file in Spanish for the Ledger's weekly Spanish-language newsletter."]),
    ("General Assignment Reporter", "Merced County Courier", "Merced, CA", "August 2019 to May 2021",
     ("2019-08", "2021-05"),
     ["Covered breaking news, schools, agriculture and the 2020 elections for a 14,000-circulation daily.",
      "Shot and edited photos and short video for the web and social accounts."]),
    ("Editor-in-Chief", "The Sierra Review", "Fresno, CA", "August 2018 to May 2019", ("2018-08", "2019-05"),
     ["Led a staff of 30 student reporters and editors at the twice-weekly campus newspaper; managed a "
      "$48,000 budget."]),
    ("Reporting Intern", "The Sacramento Sentinel", "Sacramento, CA", "Spring 2018", ("2018-03", "2018-05"),
     ["Covered the state legislature and capital-area courts; 22 bylines in one semester."]),
]
V6_SKILL_LINES = [
    ("Reporting", ["public records requests (CPRA, FOIA)", "court and government coverage", "interviewing",
                   "data reporting", "fact-checking"]),
    ("Tools", ["Google Sheets", "Datawrapper", "Adobe Premiere Pro", "Photoshop", "WordPress", "Arc XP"]),
]


def v6_journalist_html():
    jobs = []
    for title, company, place, when, _, bullets in V6_JOBS:
        lis = "\n".join(f"      <li>{escape(b)}</li>" for b in bullets)
        jobs.append(f"""  <div class="job">
    <h3>{escape(title)}</h3>
    <p class="org"><strong>{escape(company)}</strong>, {escape(place)} — {escape(when)}</p>
    <ul>
{lis}
    </ul>
  </div>""")
    skills = "\n".join(f"  <p><b>{escape(label)}:</b> {escape(', '.join(items))}</p>" for label, items in V6_SKILL_LINES)
    html = f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Resume — Marisa Quintero</title>
<meta name="description" content="Resume of Marisa Quintero, metro reporter in Fresno, California.">
<style>
  body {{ max-width: 760px; margin: 2.5rem auto; padding: 0 1.25rem; font: 16px/1.55 Georgia, "Times New Roman", serif;
         color: #222; }}
  h1 {{ font-size: 2.3rem; margin: 0; letter-spacing: -0.5px; }}
  .label {{ font-size: 1.15rem; color: #8a3b12; margin: 0.2rem 0 0.4rem; }}
  .contact {{ font-family: Helvetica, Arial, sans-serif; font-size: 0.9rem; color: #555; }}
  .contact a {{ color: #8a3b12; }}
  h2 {{ font-family: Helvetica, Arial, sans-serif; font-size: 0.95rem; text-transform: uppercase;
        letter-spacing: 1.5px; color: #8a3b12; border-bottom: 1px solid #ddd; padding-bottom: 0.3rem;
        margin-top: 2rem; }}
  h3 {{ font-size: 1.1rem; margin: 1.1rem 0 0.1rem; }}
  .org {{ margin: 0; color: #444; }}
  ul {{ margin: 0.4rem 0 0; padding-left: 1.2rem; }}
  li {{ margin-bottom: 0.25rem; }}
</style>
</head>
<body>
<header>
  <h1>Marisa Quintero</h1>
  <p class="label">Metro Reporter</p>
  <p class="contact">Fresno, CA &middot; (559) 555-0143 &middot;
    <a href="mailto:marisa.quintero@example.com">marisa.quintero@example.com</a> &middot;
    <a href="https://marisaquintero.example.com">marisaquintero.example.com</a> &middot;
    <a href="https://www.linkedin.com/in/marisa-quintero">LinkedIn</a></p>
</header>

<section id="about">
  <h2>About</h2>
  <p>Local government and accountability reporter in California's Central Valley. Six years of daily deadlines,
  public-records fights and stories that changed how public money gets spent. Bilingual in English and Spanish.</p>
</section>

<section id="experience">
  <h2>Experience</h2>
{chr(10).join(jobs)}
</section>

<section id="clips">
  <h2>Selected Work</h2>
  <ul>
    <li><a href="https://marisaquintero.example.com/water-contracts">“No bids, no questions”</a> — a series on emergency
      contracts at the Fresno County water district (2023)</li>
    <li><a href="https://marisaquintero.example.com/heat">“Working in 110 degrees”</a> — farmworkers and the state heat
      standard, with photos (2022)</li>
  </ul>
</section>

<section id="awards">
  <h2>Awards</h2>
  <ul>
    <li>First Place, Local Government Reporting — California Journalism Awards (2023)</li>
    <li>Second Place, Public Service — San Joaquin Press Club (2021)</li>
  </ul>
</section>

<section id="education">
  <h2>Education</h2>
  <h3>B.A. in Journalism, minor in Political Science</h3>
  <p class="org"><strong>California State University, Fresno</strong> — May 2019</p>
  <p>Relevant coursework: Public Affairs Reporting, Data Journalism, Media Law and Ethics, Spanish for
  Journalists</p>
</section>

<section id="skills">
  <h2>Skills</h2>
{skills}
</section>

<section id="languages">
  <h2>Languages</h2>
  <p>English — native<br>
  Spanish — professional working proficiency</p>
</section>
</body>
</html>
"""
    name = "v6-marisa-quintero"
    write_text(name + ".html", html)
    write_truth(name, {
        "basics": {"name": "Marisa Quintero", "label": "Metro Reporter", "email": "marisa.quintero@example.com",
                   "phone": "(559) 555-0143", "url": "https://marisaquintero.example.com",
                   "location": {"city": "Fresno", "region": "CA"}, "profiles": [linkedin("marisa-quintero")]},
        "work": [{"position": title, "name": company, "location": place, "dates": dates(*span, text=when)}
                 for title, company, place, when, span, _ in V6_JOBS],
        "education": [{"institution": "California State University, Fresno", "study_type": "B.A.",
                       "area": "Journalism", "dates": dates(None, "2019-05", text="May 2019")}],
        "skills": [{"name": s} for _, items in V6_SKILL_LINES for s in items],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Spanish", "fluency": "professional working proficiency"}],
    })


if __name__ == "__main__":
    v1_hvac_text()
    v2_pta_docx()
    v3_event_planner_libreoffice()
    v4_recruiter_chromium()
    v5_mlt_pdflatex()
    v6_journalist_html()
