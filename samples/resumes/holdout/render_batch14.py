#!/usr/bin/env python3
"""Renders the fourteenth held-out batch (u1–u6) into files/ and its truth into truth/.

Written without reading the parser. Like batches 10–13, six MAINSTREAM resumes in fields the
earlier batches did not use, each made with the tool its writer would have at hand:

- u1 (plain text): a logistics coordinator's resume typed in a plain editor: the name in mixed
  case over a label and a contact line joined by "•", capital headings, one line a job
  "Title | Company | 08/21 – Now" (two-digit years, "Now"), two titles at one freight company, a
  seasonal holiday job ("Seasonal Package Handler", "11/15 – 01/16"), "-" bullets, certifications
  with issuers, a year and an expiry ("exp. 03/2026"), "High School Diploma — School, City, ST,
  2015", a comma skills paragraph with one item whose parentheses hold commas ("Microsoft Excel
  (VLOOKUP, pivot tables)") and a "Languages:" line. A logistics coordinator in El Paso, TX.
- u2 (DOCX, python-docx, two pages): a bank branch manager with 27 years in retail banking: the
  name in capitals, a label, a contact line with a plain-text LinkedIn address, a footer with
  the name and "Page N of M" (PAGE and NUMPAGES fields), "Areas of Expertise" as a borderless
  two-column Word table of bullet lists, experience as a bold "Company — City, ST" line over
  "Title (Month YYYY – Month YYYY)" lines with the title in bold (three titles at one bank), a
  last paragraph "Earlier roles: Head Teller (2000–2002) and Teller (1997–2000), Credit Union,
  City, ST.", "BS, Business Administration", certifications and licences with an NMLS number and
  a notary commission expiry, and a "Community" section with a board role (the page count is
  checked on a throw-away LibreOffice PDF). A senior branch manager in Sioux Falls, SD.
- u3 (LibreOffice PDF of a Word document, Liberation Serif): an insurance claims adjuster's
  resume with the years first: "2019–Present<tab>Senior Property Claims Adjuster, Company" on a
  hanging indent with the bullets under the title, a catastrophe-adjuster job, "Licenses &
  Certifications" with licence numbers and full expiry dates ("expires 06/30/2026"), "B.S. in
  Construction Management", grouped "Category: a, b" skill lines (one item "drone photography
  (FAA Part 107)") and a "Languages:" line inside the skills section. A senior property claims
  adjuster in Baton Rouge, LA.
- u4 (Chromium "Save as PDF"): a veterinary technician's page with a coloured LEFT sidebar (first
  in the source, white text on teal): contact, "Clinical Skills" and "Software" lists,
  certifications with a registration number and expiry, languages as "Spanish — Conversational";
  the main column has the name, a label, a summary, jobs as a bold title over the employer over
  "City, ST | Feb 2021 – Current", a part-time emergency job that overlaps a full-time one, a
  kennel assistant job and a technician job at one clinic, and "A.A.S. in Veterinary
  Technology". A lead veterinary technician in Boise, ID.
- u5 (pdflatex, Palatino via mathpazo): a chef's one-page resume: the name in bold over an italic
  label with the contact at the right, upper-case section headings over a rule, entries "Title |
  Company, City, ST" with dates at the right ("Apr. 2021 -- Present", "Sept. 2015 -- Feb. 2018"),
  a seasonal job "Summers 2013–2015", "Diploma – Culinary Arts", ServSafe with a certificate
  number and an expiry, a ragged-right comma skills paragraph, "Recognition" (not jobs) and
  languages. An executive sous chef in Portland, ME.
- u6 (Markdown): an early-career IT support technician (education first): the name as "#",
  the label in bold, contact with mailto, LinkedIn and GitHub links, "## Education" with
  "**A.A.S. in Information Systems Technology** — College, City, ST" over "May 2024 · GPA
  3.62/4.00" and a "High School Diploma", certifications with a CompTIA ID and expiry, two jobs
  as "### Title — Employer" over an italic "*City, ST · June 2024 – Present*" line (one
  part-time), a "Projects" list (not jobs), grouped skill bullets ("**Support:** a, b") with
  "Windows 10/11" and "PowerShell (basic)", and languages joined by " · ". An IT support
  technician in Virginia Beach, VA.

Truth conventions as in batches 5–13: date_text as printed (without surrounding parentheses;
LaTeX "--" printed as "–"; two-digit "MM/YY" years read as 20YY), the work entry's location
where printed, education score where a grade or honour is printed, certificate names without
issuer, state, number, year or expiry, every listed skill as printed (commas inside parentheses
do not split), spoken languages only, with their fluency as printed; a work entry printed with no
place (u1, u3) has no location. Two titles at one employer
are two work entries; an "Earlier roles:" line that names titles, an employer and years gives one
work entry a title; a seasonal job ("Summers 2013–2015") is a work entry with its first and last
years. Projects, recognition, community and board roles are not work entries. A name printed in
capitals is given in title case; a label printed under the name is basics.label; a LinkedIn or
GitHub address is a profile; "High School Diploma" is a study_type with no area.

Needs `pip install python-docx`, `apt-get install chromium fonts-liberation fonts-crosextra-carlito
libreoffice-writer-nogui poppler-utils texlive-latex-base texlive-latex-recommended texlive-fonts-recommended
texlive-latex-extra`.
Run from this folder: python3 render_batch14.py
"""
import os
import shutil
import subprocess
import tempfile
from xml.sax.saxutils import escape

from holdout_render import (FILES, bottom_border, check_pages, chromium_pdf, dates, libreoffice_pdf, linkedin,
                            new_docx, oxml_element, pdf_pages, pdflatex, tex, write_text, write_truth)
from render_batch10 import no_table_borders


# ---- u1: logistics coordinator, plain text ---------------------------------------------------------
U1_JOBS = [
    ("Logistics Coordinator", "Sun City Freight Solutions", "08/21 – Now", ("2021-08", None, True),
     ["Schedule 40-60 truckload and LTL shipments a day between El Paso warehouses and Juárez maquiladoras",
      "Check commercial invoices, packing lists and bills of lading before they go to the customs broker",
      "Track loads in McLeod and Samsara and update customers by phone and email in English and Spanish",
      "Cut detention charges by about $4,000 a month by booking dock appointments a day ahead",
      "Back up the dispatch desk on nights and weekends during peak season"]),
    ("Dispatch Clerk", "Sun City Freight Solutions", "03/19 – 07/21", ("2019-03", "2021-07"),
     ["Assigned drivers and trailers for a fleet of 35 tractors; kept hours-of-service logs up to date",
      "Entered orders, rate confirmations and proof-of-delivery paperwork in McLeod LoadMaster"]),
    ("Shipping & Receiving Clerk", "Franklin Mountain Distributors", "06/16 – 02/19", ("2016-06", "2019-02"),
     ["Received and put away 15-20 inbound trucks a week; checked counts against purchase orders in SAP",
      "Picked, packed and staged outbound orders; ran cycle counts with 99.6% inventory accuracy"]),
    ("Seasonal Package Handler", "ParcelPoint Express", "11/15 – 01/16", ("2015-11", "2016-01"),
     ["Loaded and unloaded trailers and sorted packages on the night shift during the holiday peak"]),
]
U1_CERTS = [("Certified Logistics Technician (CLT)", "Manufacturing Skill Standards Council (MSSC), 2020"),
            ("Hazmat Ground Shipping (DOT 49 CFR)", "Lion Technology, exp. 03/2026"),
            ("OSHA 10-Hour General Industry", "OSHA Outreach Training Program, 2017")]
U1_SKILLS = ["Shipment scheduling", "Carrier rate negotiation", "Load planning", "Customs documentation",
             "Bills of lading", "Inventory reconciliation", "McLeod LoadMaster", "Samsara", "SAP (MM/WM)",
             "Microsoft Excel (VLOOKUP, pivot tables)", "Bilingual customer service"]


def u1_logistics_text():
    jobs = []
    for title, company, when, _, bullets in U1_JOBS:
        jobs.append(f"{title} | {company} | {when}\n" + "\n".join("  - " + b for b in bullets))
    certs = "\n".join(f"  - {name}, {rest}" for name, rest in U1_CERTS)
    text = f"""Andre M. Castillo
Logistics Coordinator
El Paso, TX 79936  •  (915) 555-0182  •  andre.castillo@example.com

SUMMARY

Logistics coordinator with 8+ years in cross-border freight, dispatch and shipping and receiving.
Fully bilingual. I keep loads moving, paperwork clean and customers informed before they have
to call and ask.

EXPERIENCE

{(chr(10) + chr(10)).join(jobs)}

CERTIFICATIONS

{certs}

EDUCATION

High School Diploma — Bel Air High School, El Paso, TX, 2015

SKILLS

{", ".join(U1_SKILLS)}

Languages: English (fluent), Spanish (native)
"""
    name = "u1-andre-castillo"
    write_text(name + ".txt", text)
    write_truth(name, {
        "basics": {"name": "Andre M. Castillo", "label": "Logistics Coordinator",
                   "email": "andre.castillo@example.com", "phone": "(915) 555-0182",
                   "location": {"city": "El Paso", "region": "TX"}},
        "work": [{"position": title, "name": company, "dates": dates(*span, text=when)}
                 for title, company, when, span, _ in U1_JOBS],
        "education": [{"institution": "Bel Air High School", "study_type": "High School Diploma",
                       "dates": dates(None, "2015", text="2015")}],
        "skills": [{"name": s} for s in U1_SKILLS],
        "certificates": [{"name": c} for c, _ in U1_CERTS],
        "languages": [{"language": "English", "fluency": "fluent"}, {"language": "Spanish", "fluency": "native"}],
    })


# ---- u2: bank branch manager, DOCX with a footer and a two-column table -----------------------------
U2_EMPLOYERS = [
    ("Prairie Plains Bank", "Sioux Falls, SD", [
        ("Senior Branch Manager", "March 2015 – Present", ("2015-03", None, True),
         ["Lead the Downtown Financial Center, the bank's largest branch: $310M in deposits, $145M in consumer "
          "and small business loans, 18 employees including two assistant managers.",
          "Grew core deposits 34% in five years through business banking calls, treasury management referrals "
          "and a first-time homebuyer program with two local lenders.",
          "Consistently rated satisfactory or better on internal audit, BSA/AML and FDIC compliance reviews; "
          "zero repeat findings since 2016.",
          "Coach branch managers across the Sioux Falls region on sales conversations and scheduling; three "
          "former assistant managers now run their own branches.",
          "Led the branch through the 2019 core conversion to Fiserv DNA and the move to universal bankers."]),
        ("Branch Manager", "June 2009 – February 2015", ("2009-06", "2015-02"),
         ["Managed the Western Avenue branch ($95M in deposits, 9 employees); turned a bottom-quartile branch "
          "into a top-five branch for deposit growth within three years.",
          "Approved consumer loans within a $250,000 lending authority and kept delinquency under 1%.",
          "Opened the bank's first in-store branch inside a grocery store and trained its staff of four."]),
        ("Assistant Branch Manager", "April 2006 – May 2009", ("2006-04", "2009-05"),
         ["Supervised tellers and vault operations, balanced daily cash and handled escalated customer issues.",
          "Originated home equity and auto loans; ranked first in the region for referrals in 2008."]),
    ]),
    ("First Dakota Savings Bank", "Mitchell, SD", [
        ("Personal Banker", "August 2002 – March 2006", ("2002-08", "2006-03"),
         ["Opened deposit accounts, CDs and IRAs and took consumer loan applications for a two-branch "
          "community bank.",
          "Trained new tellers on cash handling, check holds and the bank's fraud procedures."]),
    ]),
]
U2_EARLIER = [("Head Teller", "2000–2002", ("2000", "2002")), ("Teller", "1997–2000", ("1997", "2000"))]
U2_EARLIER_ORG, U2_EARLIER_PLACE = "Corn Belt Federal Credit Union", "Mitchell, SD"
U2_EXPERTISE_LEFT = ["Branch operations and compliance", "Consumer and small business lending",
                     "Sales coaching and team development", "Deposit growth and retention",
                     "BSA/AML and fraud prevention"]
U2_EXPERTISE_RIGHT = ["Audit and exam readiness", "Cash management and vault controls", "Community partnerships",
                      "Fiserv DNA", "Salesforce Financial Services Cloud"]


def add_field(paragraph, instr):
    """Appends a simple Word field (w:fldSimple) showing a placeholder result, as Word saves PAGE."""
    field = oxml_element("w:fldSimple", instr=instr)
    run = oxml_element("w:r")
    props = oxml_element("w:rPr")
    props.append(oxml_element("w:color", val="707070"))
    props.append(oxml_element("w:sz", val="17"))
    run.append(props)
    t = oxml_element("w:t")
    t.text = "1"
    run.append(t)
    field.append(run)
    paragraph._p.append(field)


def u2_branch_manager_docx():
    from docx.enum.text import WD_ALIGN_PARAGRAPH
    from docx.shared import Inches, Pt, RGBColor

    wine = RGBColor(0x6B, 0x1F, 0x2E)
    document = new_docx(author="Gloria Abernathy", title="Resume - Gloria Abernathy", page=(Inches(8.5), Inches(11)),
                        margins=(Inches(0.9), Inches(0.8)), font="Calibri", size=11, space_after=3)
    document.styles["List Bullet"].paragraph_format.space_after = Pt(2)

    footer = document.sections[0].footer.paragraphs[0]
    footer.alignment = WD_ALIGN_PARAGRAPH.CENTER
    footer.add_run("Gloria A. Abernathy  |  Resume  |  Page ")
    add_field(footer, "PAGE")
    footer.add_run(" of ")
    add_field(footer, "NUMPAGES")
    for run in footer.runs:
        run.font.size = Pt(8.5); run.font.color.rgb = RGBColor(0x70, 0x70, 0x70)

    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = p.add_run("GLORIA A. ABERNATHY"); r.bold = True; r.font.size = Pt(22); r.font.color.rgb = wine
    p.paragraph_format.space_after = Pt(0)
    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = p.add_run("Senior Branch Manager"); r.font.size = Pt(13); r.italic = True
    p.paragraph_format.space_after = Pt(2)
    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    p.add_run("Sioux Falls, SD 57105  ·  605.555.0149  ·  gloria.abernathy@example.com  ·  "
              "linkedin.com/in/gloria-abernathy").font.size = Pt(10)
    p.paragraph_format.space_after = Pt(6)
    bottom_border(p, color="6B1F2E", size="12")

    def heading(text):
        h = document.add_paragraph()
        h.paragraph_format.space_before = Pt(10); h.paragraph_format.space_after = Pt(3)
        h.paragraph_format.keep_with_next = True
        r = h.add_run(text); r.bold = True; r.font.size = Pt(12); r.font.color.rgb = wine
        bottom_border(h, color="C9A9B0", size="6")

    def bullet(text, container=document):
        container.add_paragraph(text, style="List Bullet")

    heading("PROFESSIONAL SUMMARY")
    document.add_paragraph(
        "Retail banking leader with 27 years of experience, from teller line to running the largest branch of a "
        "$4B community bank. Known for building teams that grow deposits and loans without cutting corners on "
        "compliance, and for turning struggling branches around. Active in the Sioux Falls business and "
        "nonprofit community.")

    heading("AREAS OF EXPERTISE")
    table = document.add_table(rows=1, cols=2)
    no_table_borders(table)
    for cell, items in zip(table.rows[0].cells, (U2_EXPERTISE_LEFT, U2_EXPERTISE_RIGHT)):
        cell.width = Inches(3.35)
        first = cell.paragraphs[0]
        first.style = document.styles["List Bullet"]
        first.add_run(items[0])
        for item in items[1:]:
            bullet(item, cell)

    heading("PROFESSIONAL EXPERIENCE")
    for company, city, roles in U2_EMPLOYERS:
        p = document.add_paragraph()
        p.paragraph_format.space_before = Pt(8); p.paragraph_format.space_after = Pt(1)
        p.paragraph_format.keep_with_next = True
        r = p.add_run(f"{company} — {city}"); r.bold = True; r.font.size = Pt(11.5); r.font.color.rgb = wine
        for title, when, _, bullets in roles:
            p = document.add_paragraph()
            p.paragraph_format.space_before = Pt(4); p.paragraph_format.space_after = Pt(1)
            p.paragraph_format.keep_with_next = True
            p.add_run(title).bold = True
            p.add_run(f" ({when})")
            for b in bullets:
                bullet(b)
    p = document.add_paragraph()
    p.paragraph_format.space_before = Pt(8)
    p.add_run("Earlier roles: ").bold = True
    p.add_run(" and ".join(f"{title} ({when})" for title, when, _ in U2_EARLIER)
              + f", {U2_EARLIER_ORG}, {U2_EARLIER_PLACE}.")

    heading("EDUCATION")
    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(0)
    p.add_run("BS, Business Administration").bold = True
    document.add_paragraph("University of Sioux Falls, Sioux Falls, SD — 2008 (completed evenings while working "
                           "full time)")

    heading("CERTIFICATIONS & LICENSES")
    bullet("Certified Anti-Money Laundering Specialist (CAMS), ACAMS, 2019")
    bullet("Registered Mortgage Loan Originator, NMLS #418273")
    bullet("Notary Public, State of South Dakota, commission expires 08/2027")

    heading("COMMUNITY")
    bullet("Board Treasurer, Sioux Falls Area Habitat for Humanity (2016–2022)")
    bullet("Volunteer instructor, Junior Achievement of South Dakota financial literacy program")
    bullet("Member, Rotary Club of Sioux Falls Downtown")

    name = "u2-gloria-abernathy"
    path = os.path.join(FILES, name + ".docx")
    document.save(path)
    # check the length as LibreOffice lays it out (the PDF is thrown away; the resume is the DOCX)
    with tempfile.TemporaryDirectory() as tmp:
        shutil.copy(path, tmp)
        profile = "file://" + os.path.join(tmp, "lo-profile")
        subprocess.run(["soffice", f"-env:UserInstallation={profile}", "--headless", "--convert-to", "pdf",
                        "--outdir", tmp, os.path.join(tmp, name + ".docx")], check=True, capture_output=True,
                       timeout=300)
        check_pages(name, pdf_pages(os.path.join(tmp, name + ".pdf")), 2)
    write_truth(name, {
        "basics": {"name": "Gloria A. Abernathy", "label": "Senior Branch Manager",
                   "email": "gloria.abernathy@example.com", "phone": "605.555.0149",
                   "location": {"city": "Sioux Falls", "region": "SD"}, "profiles": [linkedin("gloria-abernathy")]},
        "work": [{"position": title, "name": company, "location": city, "dates": dates(*span, text=when)}
                 for company, city, roles in U2_EMPLOYERS for title, when, span, _ in roles]
                + [{"position": title, "name": U2_EARLIER_ORG, "location": U2_EARLIER_PLACE,
                    "dates": dates(*span, text=when)} for title, when, span in U2_EARLIER],
        "education": [{"institution": "University of Sioux Falls", "study_type": "BS", "area": "Business Administration",
                       "dates": dates(None, "2008", text="2008")}],
        "skills": [{"name": s} for s in U2_EXPERTISE_LEFT + U2_EXPERTISE_RIGHT],
        "certificates": [{"name": "Certified Anti-Money Laundering Specialist (CAMS)"},
                         {"name": "Registered Mortgage Loan Originator"}, {"name": "Notary Public"}],
    })


# ---- u3: insurance claims adjuster, LibreOffice PDF with the years first ---------------------------
U3_JOBS = [
    ("2019–Present", ("2019", None, True), "Senior Property Claims Adjuster", "Gulf South Mutual Insurance",
     ["Handle 110-140 open homeowners and small commercial property claims with $150,000 settlement authority.",
      "Inspect wind, hail, water and fire losses; write estimates in Xactimate and explain coverage to insureds.",
      "Worked 600+ Hurricane Ida claims in 2021 with a 96% customer satisfaction score.",
      "Mentor four newer adjusters and review their estimates and reserve changes."]),
    ("2016–2019", ("2016", "2019"), "Field Claims Adjuster", "Pelican State Insurance Company",
     ["Inspected and settled residential property and auto physical damage claims across 12 parishes.",
      "Kept average cycle time at 11 days against a 15-day target; identified subrogation on appliance and "
      "contractor losses."]),
    ("2013–2016", ("2013", "2016"), "Independent Catastrophe Adjuster", "Bayou Claims Group",
     ["Deployed to hail and hurricane events in Texas, Oklahoma, Florida and the Carolinas for carrier clients.",
      "Closed up to 25 field inspections a week, including steep-slope and tile roof inspections."]),
    ("2011–2013", ("2011", "2013"), "Claims Service Representative", "Magnolia Auto Insurance",
     ["Took first notice of loss calls, set up rental and repair appointments and resolved simple auto claims."]),
]
U3_CERTS = [
    ("Property & Casualty Claims Adjuster License", "Louisiana Department of Insurance, License #721934, "
                                                    "expires 06/30/2026"),
    ("All-Lines Adjuster License", "Texas Department of Insurance, License #2418806, expires 04/30/2027"),
    ("Associate in Claims (AIC)", "The Institutes, 2018"),
    ("Xactimate Level 3 Certification", "Verisk, 2020"),
    ("HAAG Certified Inspector – Residential Roofs", "HAAG Education, 2017"),
]
U3_SKILL_LINES = [
    ("Claims handling", ["coverage analysis", "scope and estimate writing", "large loss", "reserve setting",
                         "subrogation", "negotiation"]),
    ("Field work", ["roof inspections", "drone photography (FAA Part 107)", "moisture mapping"]),
    ("Software", ["Xactimate", "XactAnalysis", "Guidewire ClaimCenter", "Symbility", "Microsoft Excel"]),
]


def u3_claims_adjuster_libreoffice():
    from docx.enum.text import WD_TAB_ALIGNMENT
    from docx.shared import Inches, Pt, RGBColor

    navy = RGBColor(0x1B, 0x2A, 0x49)
    document = new_docx(author="Kendrick Boudreaux", title="Boudreaux Resume 2025", page=(Inches(8.5), Inches(11)),
                        margins=(Inches(0.8), Inches(0.6)), font="Liberation Serif", size=10.5, space_after=2)
    col = Inches(1.2)

    p = document.add_paragraph()
    r = p.add_run("Kendrick J. Boudreaux"); r.bold = True; r.font.size = Pt(21); r.font.color.rgb = navy
    p.paragraph_format.space_after = Pt(0)
    p = document.add_paragraph()
    r = p.add_run("Property Claims Adjuster — Licensed in LA and TX"); r.font.size = Pt(12)
    p.paragraph_format.space_after = Pt(1)
    p = document.add_paragraph()
    p.add_run("Baton Rouge, LA 70808   |   225-555-0117   |   kendrick.boudreaux@example.com")
    p.paragraph_format.space_after = Pt(4)
    bottom_border(p, color="1B2A49", size="10")

    def heading(text):
        h = document.add_paragraph()
        h.paragraph_format.space_before = Pt(8); h.paragraph_format.space_after = Pt(2)
        h.paragraph_format.keep_with_next = True
        r = h.add_run(text); r.bold = True; r.font.size = Pt(11.5); r.font.color.rgb = navy
        r.font.all_caps = True

    def bullet(text, indent=col + Inches(0.18)):
        b = document.add_paragraph(text, style="List Bullet")
        b.paragraph_format.left_indent = indent
        b.paragraph_format.first_line_indent = -Inches(0.18)
        b.paragraph_format.space_after = Pt(1)

    heading("Summary")
    document.add_paragraph(
        "Licensed property adjuster with 14 years in desk, field and catastrophe claims. Fair, quick and "
        "thorough: I write estimates contractors can build from and settlements policyholders understand.")

    heading("Experience")
    for when, _, title, company, bullets in U3_JOBS:
        p = document.add_paragraph()
        p.paragraph_format.tab_stops.add_tab_stop(col, WD_TAB_ALIGNMENT.LEFT)
        p.paragraph_format.left_indent = col; p.paragraph_format.first_line_indent = -col
        p.paragraph_format.space_before = Pt(5); p.paragraph_format.space_after = Pt(1)
        p.paragraph_format.keep_with_next = True
        p.add_run(when + "\t")
        p.add_run(title).bold = True
        p.add_run(", " + company)
        for b in bullets:
            bullet(b)

    heading("Licenses & Certifications")
    for cert, rest in U3_CERTS:
        bullet(f"{cert}, {rest}", indent=Inches(0.25))

    heading("Education")
    p = document.add_paragraph()
    p.paragraph_format.tab_stops.add_tab_stop(col, WD_TAB_ALIGNMENT.LEFT)
    p.paragraph_format.left_indent = col; p.paragraph_format.first_line_indent = -col
    p.add_run("2011\t")
    p.add_run("B.S. in Construction Management").bold = True
    p.add_run(", Louisiana State University, Baton Rouge, LA")

    heading("Skills")
    for label, items in U3_SKILL_LINES:
        p = document.add_paragraph(); p.add_run(label + ": ").bold = True
        p.add_run(", ".join(items))
    p = document.add_paragraph(); p.add_run("Languages: ").bold = True
    p.add_run("English (native), French (conversational)")

    name = "u3-kendrick-boudreaux"
    libreoffice_pdf(document, name, pages=1)
    write_truth(name, {
        "basics": {"name": "Kendrick J. Boudreaux", "label": "Property Claims Adjuster — Licensed in LA and TX",
                   "email": "kendrick.boudreaux@example.com", "phone": "225-555-0117",
                   "location": {"city": "Baton Rouge", "region": "LA"}},
        "work": [{"position": title, "name": company, "dates": dates(*span, text=when)}
                 for when, span, title, company, _ in U3_JOBS],
        "education": [{"institution": "Louisiana State University", "study_type": "B.S.",
                       "area": "Construction Management", "dates": dates(None, "2011", text="2011")}],
        "skills": [{"name": s} for _, items in U3_SKILL_LINES for s in items],
        "certificates": [{"name": c} for c, _ in U3_CERTS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "French", "fluency": "conversational"}],
    })


# ---- u4: veterinary technician, Chromium page with a coloured left sidebar -------------------------
U4_JOBS = [
    ("Lead Veterinary Technician", "Treasure Valley Animal Hospital", "Boise, ID", "Feb 2021 – Current",
     ("2021-02", None, True),
     ["Lead a team of 7 technicians and assistants in a 5-doctor AAHA-accredited small animal hospital.",
      "Induce and monitor anesthesia for 10-14 surgical and dental procedures a day; run the anesthesia log.",
      "Take and position dental and whole-body radiographs; perform dental cleanings and charting.",
      "Built the technician onboarding checklist and cut new-hire ramp-up from 12 weeks to 8.",
      "Manage controlled drug logs and monthly inventory orders (about $45,000 a month)."]),
    ("Emergency Veterinary Technician (part-time)", "Snake River Pet Emergency", "Meridian, ID",
     "Sep 2018 – Jan 2021", ("2018-09", "2021-01"),
     ["Weekend overnight shifts: triage, IV catheters, blood transfusions, CPR and critical patient care."]),
    ("Veterinary Technician", "Foothills Veterinary Clinic", "Nampa, ID", "Jun 2017 – Jan 2021",
     ("2017-06", "2021-01"),
     ["Surgical prep and assisting, lab work (CBC, chemistry, urinalysis, cytology) and client discharges.",
      "Started the clinic's Fear Free handling program and low-stress exam room setup."]),
    ("Kennel Assistant", "Foothills Veterinary Clinic", "Nampa, ID", "May 2015 – May 2017",
     ("2015-05", "2017-05"),
     ["Cared for boarding and hospitalized patients while completing the veterinary technology program."]),
]
U4_CLINICAL = ["Anesthesia induction and monitoring", "Dental cleanings and radiographs", "IV catheter placement",
               "Venipuncture", "In-house lab work", "Surgical assisting", "Emergency triage",
               "Low-stress handling", "Client education"]
U4_SOFTWARE = ["AVImark", "ezyVet", "IDEXX VetConnect PLUS"]
U4_CERTS = [("Certified Veterinary Technician (CVT)", "Idaho Board of Veterinary Medicine, #CVT-3381, exp. 06/2026"),
            ("Fear Free Certified Professional", "Fear Free, LLC, 2022"),
            ("RECOVER Basic Life Support Rescuer", "RECOVER Initiative, 2023")]


def u4_vet_tech_chromium():
    jobs = []
    for title, company, place, when, _, bullets in U4_JOBS:
        items = "".join(f"<li>{escape(b)}</li>" for b in bullets)
        jobs.append(f'<div class="job"><h3>{escape(title)}</h3><div class="co">{escape(company)}</div>'
                    f'<div class="meta">{escape(place)} | {when}</div><ul>{items}</ul></div>')
    lis = lambda items: "".join(f"<li>{escape(s)}</li>" for s in items)
    certs = "".join(f'<p class="cert"><b>{escape(c)}</b><br>{escape(rest)}</p>' for c, rest in U4_CERTS)
    html = f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Savannah Ortega - Resume</title>
<style>
@page {{ size: Letter; margin: 0; }}
* {{ box-sizing: border-box; }}
body {{ margin: 0; font: 9.5pt/1.38 "Liberation Sans", Arial, sans-serif; color: #2a2f33; }}
.page {{ display: flex; min-height: 10.98in; }}
.sidebar {{ width: 2.45in; flex: none; background: #1f5f5b; color: #fff; padding: 0.55in 0.25in 0.3in 0.35in;
            font-size: 8.9pt; }}
.sidebar h2 {{ font-size: 9.5pt; text-transform: uppercase; margin: 0 0 5pt;
               padding-bottom: 3pt; border-bottom: 1pt solid #8fc4bd; color: #d8f0ec; }}
.sidebar section {{ margin-bottom: 14pt; }}
.sidebar p {{ margin: 0 0 3pt; }}
.sidebar ul {{ margin: 0; padding-left: 12pt; }}
.sidebar li {{ margin-bottom: 2pt; }}
.sidebar a {{ color: #fff; text-decoration: none; }}
.cert {{ margin-bottom: 6pt !important; }}
.main {{ flex: 1; padding: 0.5in 0.5in 0.35in 0.35in; }}
h1 {{ margin: 0; font-size: 27pt; color: #1f5f5b; font-weight: 700; }}
.label {{ font-size: 12.5pt; color: #4a4f54; margin: 1pt 0 10pt; }}
.main h2 {{ font-size: 11pt; text-transform: uppercase; color: #1f5f5b; margin: 11pt 0 5pt;
            border-bottom: 1.2pt solid #1f5f5b; padding-bottom: 2pt; }}
.main p {{ margin: 0; }}
.job {{ margin-bottom: 8pt; }}
.job h3 {{ margin: 0; font-size: 10.5pt; }}
.job .co {{ font-weight: 600; color: #1f5f5b; }}
.job .meta {{ color: #6b7277; font-size: 8.9pt; margin-bottom: 2pt; }}
.main ul {{ margin: 0; padding-left: 13pt; }}
.main li {{ margin-bottom: 1.5pt; }}
.edu b {{ display: block; }}
</style></head>
<body><div class="page">
<div class="sidebar">
  <section>
    <h2>Contact</h2>
    <p>Boise, ID 83705</p>
    <p>+1 208 555 0136</p>
    <p><a href="mailto:savannah.ortega@example.com">savannah.ortega@example.com</a></p>
  </section>
  <section>
    <h2>Clinical Skills</h2>
    <ul>{lis(U4_CLINICAL)}</ul>
  </section>
  <section>
    <h2>Software</h2>
    <ul>{lis(U4_SOFTWARE)}</ul>
  </section>
  <section>
    <h2>Certifications</h2>
    {certs}
  </section>
  <section>
    <h2>Languages</h2>
    <p>English — Native</p>
    <p>Spanish — Conversational</p>
  </section>
</div>
<div class="main">
  <h1>Savannah R. Ortega</h1>
  <div class="label">Certified Veterinary Technician</div>
  <h2>Profile</h2>
  <p>Certified veterinary technician with eight years in general practice and emergency medicine. Steady under
  pressure, careful with anesthesia and good at teaching: I like building teams where technicians work at the
  top of their license.</p>
  <h2>Experience</h2>
  {"".join(jobs)}
  <h2>Education</h2>
  <div class="edu"><b>A.A.S. in Veterinary Technology</b>College of Western Idaho, Nampa, ID &nbsp;|&nbsp; 2017<br>
  AVMA CVTEA-accredited program &nbsp;|&nbsp; VTNE passed 2017</div>
</div>
</div></body></html>
"""
    name = "u4-savannah-ortega"
    chromium_pdf(html, name, pages=1)
    write_truth(name, {
        "basics": {"name": "Savannah R. Ortega", "label": "Certified Veterinary Technician",
                   "email": "savannah.ortega@example.com", "phone": "+1 208 555 0136",
                   "location": {"city": "Boise", "region": "ID"}},
        "work": [{"position": title, "name": company, "location": place, "dates": dates(*span, text=when)}
                 for title, company, place, when, span, _ in U4_JOBS],
        "education": [{"institution": "College of Western Idaho", "study_type": "A.A.S.",
                       "area": "Veterinary Technology", "dates": dates(None, "2017", text="2017")}],
        "skills": [{"name": s} for s in U4_CLINICAL + U4_SOFTWARE],
        "certificates": [{"name": c} for c, _ in U4_CERTS],
        "languages": [{"language": "English", "fluency": "Native"},
                      {"language": "Spanish", "fluency": "Conversational"}],
    })


# ---- u5: chef, pdflatex ----------------------------------------------------------------------------
U5_JOBS = [
    ("Executive Sous Chef", "Harbor & Vine", "Portland, ME", "Apr. 2021 – Present", ("2021-04", None, True),
     ["Run a 14-cook kitchen for a 120-seat seafood restaurant doing 250-350 covers a night in season.",
      "Write the daily specials and half of the seasonal menus with the chef-owner; source from 20+ Maine "
      "farms, fishermen and foragers.",
      "Brought food cost from 34% to 29% with whole-fish butchery, prep-sheet discipline and weekly inventory.",
      "Hire, train and schedule the line; four of my cooks have moved up to sous chef jobs in town."]),
    ("Sous Chef", "The Tidewater Tavern", "Portland, ME", "Mar. 2018 – Mar. 2021", ("2018-03", "2021-03"),
     ["Ran the line five nights a week and the brunch program; kept the kitchen open for takeout in 2020.",
      "Wrote HACCP plans for the raw bar and in-house cured meats; passed every health inspection."]),
    ("Grill Cook", "Wharfside Oyster Bar", "Boston, MA", "Sept. 2015 – Feb. 2018", ("2015-09", "2018-02"),
     ["Grill and sauté stations for a 200-cover raw bar and seafood grill; trained new line cooks."]),
    ("Line Cook (seasonal)", "The Cliffside Inn", "Ogunquit, ME", "Summers 2013–2015", ("2013", "2015"),
     ["Garde manger and fry stations for a resort dining room and lobster shack, Memorial Day to Labor Day."]),
]
U5_CERTS = [("ServSafe Food Protection Manager", "National Restaurant Association, Certificate #21874563, "
                                                 "expires 09/2027"),
            ("ServSafe Allergens", "National Restaurant Association, 2024"),
            ("TIPS On-Premise Certification", "Health Communications, Inc., 2023")]
U5_SKILLS = ["Menu development", "Food costing", "Whole-fish butchery", "Shellfish and raw bar", "Sauces and stocks",
             "Charcuterie", "Inventory and ordering", "Kitchen scheduling", "Line training", "HACCP plans", "Toast POS",
             "MarketMan"]


def u5_chef_pdflatex():
    blocks = []
    for title, company, place, when, _, bullets in U5_JOBS:
        items = "\n".join(f"  \\item {tex(b)}" for b in bullets)
        blocks.append(f"\\job{{{tex(title)}}}{{{tex(company)}, {place}}}{{{tex(when).replace('. ', '.~')}}}\n"
                      f"\\begin{{itemize}}\n{items}\n\\end{{itemize}}")
    certs = "\n".join(f"  \\item {tex(c)}, {tex(rest)}" for c, rest in U5_CERTS)
    source = r"""\documentclass[11pt,letterpaper]{article}
\usepackage[T1]{fontenc}
\usepackage[utf8]{inputenc}
\usepackage{mathpazo}
\usepackage[margin=0.7in,top=0.55in,bottom=0.6in]{geometry}
\usepackage{titlesec}
\usepackage{enumitem}
\usepackage[hidelinks]{hyperref}
\usepackage{xcolor}
\pagestyle{empty}
\setlength{\parindent}{0pt}
\titleformat{\section}{\bfseries\color[HTML]{4E5B31}\MakeUppercase}{}{0pt}{}[\vspace{-5pt}{\color[HTML]{4E5B31}\rule{\linewidth}{0.5pt}}]
\titlespacing*{\section}{0pt}{9pt}{4pt}
\setlist[itemize]{leftmargin=14pt,topsep=1pt,itemsep=0.5pt,parsep=0pt,label=\textbullet}
\newcommand{\job}[3]{\par\smallskip\textbf{#1} \textbar{} #2\hfill #3\par}
\begin{document}
\begin{minipage}[b]{0.55\linewidth}
{\fontsize{24}{28}\selectfont\bfseries Declan P. Murphy}\\[2pt]
{\large\itshape Executive Sous Chef}
\end{minipage}\hfill
\begin{minipage}[b]{0.42\linewidth}\raggedleft
Portland, ME 04101\\
(207) 555-0190\\
\href{mailto:declan.murphy@example.com}{declan.murphy@example.com}
\end{minipage}

\section*{Profile}
Chef with twelve years on the line and in the sous chef's seat in New England seafood kitchens. Calm on a
300-cover Saturday, strict about costs and sanitation, and happiest teaching young cooks to butcher a whole
fish and season a sauce properly.

\section*{Experience}
""" + "\n\n".join(blocks) + r"""

\section*{Education}
\textbf{Diploma -- Culinary Arts} \hfill 2015\par
Casco Bay Culinary Institute, South Portland, ME\par
\raggedright

\section*{Certifications}
\begin{itemize}
""" + certs + r"""
\end{itemize}

\section*{Skills}
""" + tex(", ".join(U5_SKILLS)) + r"""

\section*{Recognition}
\begin{itemize}
  \item Part of the opening team at Harbor \& Vine, named one of Maine's ten best new restaurants (2022)
  \item Guest chef, Maine Lobster Festival cooking stage (2023)
\end{itemize}

\section*{Languages}
English (native), Spanish (intermediate)
\end{document}
"""
    name = "u5-declan-murphy"
    pdflatex(source, name)
    check_pages(name, pdf_pages(os.path.join(FILES, name + ".pdf")), 1)
    write_truth(name, {
        "basics": {"name": "Declan P. Murphy", "label": "Executive Sous Chef", "email": "declan.murphy@example.com",
                   "phone": "(207) 555-0190", "location": {"city": "Portland", "region": "ME"}},
        "work": [{"position": title, "name": company, "location": place, "dates": dates(*span, text=when)}
                 for title, company, place, when, span, _ in U5_JOBS],
        "education": [{"institution": "Casco Bay Culinary Institute", "study_type": "Diploma", "area": "Culinary Arts",
                       "dates": dates(None, "2015", text="2015")}],
        "skills": [{"name": s} for s in U5_SKILLS],
        "certificates": [{"name": c} for c, _ in U5_CERTS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Spanish", "fluency": "intermediate"}],
    })


# ---- u6: IT support technician, early career, Markdown ---------------------------------------------
U6_JOBS = [
    ("IT Support Technician", "Chesapeake Bay Health Partners", "Norfolk, VA", "June 2024 – Present",
     ("2024-06", None, True),
     ["Tier 1 and 2 support for 900 users in 14 clinics: about 35 ServiceNow tickets a day, 92% closed "
      "within SLA",
      "Image, deploy and retire Windows 11 laptops and clinic workstations with MDT and Intune",
      "Reset passwords, unlock accounts and enroll users in MFA in Active Directory and Entra ID",
      "Wrote 20+ knowledge base articles that cut repeat printer and VPN tickets by about a third"]),
    ("IT Student Assistant (part-time)", "Tidewater Community College", "Virginia Beach, VA",
     "Aug 2022 – May 2024", ("2022-08", "2024-05"),
     ["Staffed the campus help desk 20 hours a week: Wi-Fi, student email, classroom projectors and lab PCs",
      "Helped re-image 180 lab computers each summer and kept the hardware inventory spreadsheet current"]),
]
U6_SKILL_LINES = [
    ("Support", ["Windows 10/11", "macOS", "hardware troubleshooting", "printer and peripheral setup",
                 "imaging with MDT"]),
    ("Accounts & access", ["Active Directory", "Microsoft 365 admin center", "Intune", "MFA enrollment"]),
    ("Tools", ["ServiceNow", "TeamViewer", "PowerShell (basic)", "Wireshark"]),
]


def u6_it_support_markdown():
    jobs = []
    for title, company, place, when, _, bullets in U6_JOBS:
        jobs.append(f"### {title} — {company}\n\n*{place} · {when}*\n\n" + "\n".join("- " + b for b in bullets))
    skills = "\n".join(f"- **{label}:** {', '.join(items)}" for label, items in U6_SKILL_LINES)
    text = f"""# Adrian Dizon

**IT Support Technician**  
Virginia Beach, VA · 757-555-0104 · [adrian.dizon@example.com](mailto:adrian.dizon@example.com) · [linkedin.com/in/adrian-dizon](https://www.linkedin.com/in/adrian-dizon) · [github.com/adizon-it](https://github.com/adizon-it)

IT support technician one year out of school, working a healthcare help desk. Patient with
frustrated users, careful with documentation, and studying for Security+ next.

## Education

**A.A.S. in Information Systems Technology** — Tidewater Community College, Virginia Beach, VA  
May 2024 · GPA 3.62/4.00

**High School Diploma** — Lynnhaven Ridge High School, Virginia Beach, VA  
June 2022

## Certifications

- CompTIA A+ — CompTIA, ID COMP001022334455, expires 03/2027
- CompTIA Network+ — CompTIA, 2024
- Google IT Support Professional Certificate — Coursera, 2023

## Experience

{(chr(10) + chr(10)).join(jobs)}

## Projects

- **Home lab:** Windows Server 2022 domain controller, pfSense firewall and a Proxmox host on
  two refurbished mini PCs; practice for Active Directory and Group Policy.
- **Help desk scripts:** small PowerShell scripts for clearing print queues and collecting
  system info for tickets ([github.com/adizon-it/helpdesk-scripts](https://github.com/adizon-it/helpdesk-scripts)).

## Skills

{skills}

## Languages

English (native) · Tagalog (conversational)
"""
    name = "u6-adrian-dizon"
    write_text(name + ".md", text)
    write_truth(name, {
        "basics": {"name": "Adrian Dizon", "label": "IT Support Technician", "email": "adrian.dizon@example.com",
                   "phone": "757-555-0104", "location": {"city": "Virginia Beach", "region": "VA"},
                   "profiles": [linkedin("adrian-dizon"), {"network": "GitHub", "url": "https://github.com/adizon-it"}]},
        "work": [{"position": title, "name": company, "location": place, "dates": dates(*span, text=when)}
                 for title, company, place, when, span, _ in U6_JOBS],
        "education": [
            {"institution": "Tidewater Community College", "study_type": "A.A.S.",
             "area": "Information Systems Technology", "score": "3.62/4.00",
             "dates": dates(None, "2024-05", text="May 2024")},
            {"institution": "Lynnhaven Ridge High School", "study_type": "High School Diploma",
             "dates": dates(None, "2022-06", text="June 2022")}],
        "skills": [{"name": s} for _, items in U6_SKILL_LINES for s in items],
        "certificates": [{"name": "CompTIA A+"}, {"name": "CompTIA Network+"},
                         {"name": "Google IT Support Professional Certificate"}],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Tagalog", "fluency": "conversational"}],
    })


if __name__ == "__main__":
    u1_logistics_text()
    u2_branch_manager_docx()
    u3_claims_adjuster_libreoffice()
    u4_vet_tech_chromium()
    u5_chef_pdflatex()
    u6_it_support_markdown()
