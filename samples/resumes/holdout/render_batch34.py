#!/usr/bin/env python3
"""Renders the thirty-fourth held-out batch (ah1–ah6) into files/ and its truth into truth/.

Written without reading the parser (nor its tests or docs); the only project files read were
holdout_render.py, render_batch28–33.py and a few truth files (for the shape and conventions). Six ordinary
job seekers a general staffing agency sees in one week (a medical assistant in Phoenix, a customer service
representative in Columbus, Ohio, an industrial maintenance millwright in Hamilton, Ontario, a trainee
accountant in Dublin, a special-education instructional assistant in Charlotte and a retail sales associate
turned real estate sales associate in Tampa), each resume made with a different everyday producer: a DOCX
kept as the Word file, a plain-text file typed in Notepad, fpdf2, pdflatex, Chromium "Save as PDF" of a
one-column HTML template and a hand-written HTML page. They hold what such resumes hold: several roles at
one employer, current jobs, part-time, weekend, seasonal and summer jobs, an internship, a high school
diploma, a Leaving Certificate and an OSSD, community-college certificates and associate degrees, a
bachelor's degree, an apprenticeship's in-school training, a professional qualification in progress,
licences and certificates with numbers, issuers and expiry dates, skills and spoken languages.

- ah1 (DOCX, python-docx, kept as the Word file; Calibri 10 pt, Letter, one page; the page count is
  checked on a throw-away LibreOffice PDF): a medical assistant's resume: "Marisela Ontiveros", the label
  "Certified Clinical Medical Assistant (CCMA)", a " | " contact line ("Phoenix, AZ 85033", "(602)
  555-0147", the email); plum capital headings with a rule; SUMMARY; EXPERIENCE with each employer printed
  once in bold with ", City, ST" and its titles under it with the dates on a right tab and
  bullets: "Lead Medical Assistant" "Mar 2023 – Present" and "Medical Assistant" "Aug 2020 – Feb 2023" at
  one community health center, "Phlebotomist (part-time, weekends)" "Jan 2021 – Jun 2022" overlapping,
  "Front Desk Receptionist" "Jun 2018 – Jul 2020", "Cashier" "2016 – 2018" with no bullets; EDUCATION:
  "Medical Assisting Certificate" "Aug 2019 – May 2020" at "GateWay Community College, Phoenix, AZ" with
  "Externship: 160 hours, family medicine"; "High School Diploma" "May 2018"; CERTIFICATIONS as bullets
  with " – " issuer, year and "exp." dates; SKILLS as two bold-labelled lines; LANGUAGES as a ", " line. A
  medical assistant in Phoenix, AZ.
- ah2 (plain text typed in Notepad, UTF-8 without BOM, ASCII only, CRLF line ends, 80 columns): a customer
  service representative's resume: "KAYLA M. STRICKLAND", "Columbus, OH 43229 | (614) 555-0182 |
  kayla.strickland@example.com", no label; an "OBJECTIVE" paragraph; headings in capitals over a row of
  "-"; EXPERIENCE with the title and the dates padded with spaces to the right margin over "Employer,
  City, ST" and "* " bullets: "Customer Service Representative II" "Aug 2022 - Present" and "Customer
  Service Representative I" "Nov 2020 - Jul 2022" at one insurer, "Seasonal Customer Care Associate (work
  from home)" "Oct 2019 - Jan 2020", "Sales Associate (part-time)" "May 2017 - Oct 2020" overlapping, "Crew
  Member" "2015 - 2017"; EDUCATION: "Associate of Applied Business, Business Management (in progress)" at
  "Columbus State Community College" "2023 - Present" with "Evening classes, 30 of 61 credit hours
  completed, GPA 3.7", and "High School Diploma" at a high school "2016"; LICENSES & CERTIFICATIONS as "* "
  lines; SKILLS as "* " lines with several items a line. No languages. A CSR in Columbus, OH.
- ah3 (fpdf2 2.8 with DejaVu Sans, Letter, one page): a Canadian maintenance millwright's resume: "RICARDO
  MEDEIROS" in capitals, the label "Industrial Mechanic Millwright (433A) | Maintenance Technician", a
  " | " contact line ("Hamilton, ON", "(905) 555-0164", the email); grey heading bars; PROFILE;
  EXPERIENCE with the employer printed once in bold with the city at the right and its titles under it in
  italics with the dates at the right: "Maintenance Millwright – Lead Hand, Night Shift" "Jan 2022 –
  Present", "Maintenance Millwright" "Sep 2018 – Dec 2021" and "Millwright Apprentice" "May 2014 – Aug
  2018" at one steel processor, then "Maintenance Helper (contract)" "Jan 2014 – Apr 2014" and "General
  Labourer (summer student)" "Summers 2011 – 2013"; EDUCATION & TRAINING: "Apprenticeship In-School
  Training – Industrial Mechanic Millwright (433A)" at "Mohawk College, Hamilton, ON" "2015 – 2018" with
  "Basic, Intermediate and Advanced levels · 88% average", "Ontario Secondary School Diploma (OSSD)" at an
  invented secondary school "2013" with "Specialist High Skills Major – Manufacturing"; CERTIFICATES & TICKETS as bullets;
  SKILLS as bold-labelled lines; LANGUAGES. A millwright in Hamilton, ON.
- ah4 (pdflatex, Palatino via mathpazo, A4, one page): an Irish trainee accountant's CV: the centred name
  "Ciara Dunleavy", the label "Trainee Accountant (ACCA) | Audit & Assurance", a contact line
  ("Rathmines, Dublin 6", "087 555 0142", a mailto link, "linkedin.com/in/ciaradunleavy" as a link);
  headings over a rule; PROFILE; EDUCATION & PROFESSIONAL QUALIFICATIONS first, each a bold qualification
  with the dates at the right over an italic institution line and a remark: "ACCA Qualification –
  Strategic Professional level" "2022 – present" at "Association of Chartered Certified Accountants (ACCA)"
  with "11 of 13 exams passed; exemptions from F1–F4 from degree", "Bachelor of Business Studies (BBS) in
  Accounting and Finance" "2018 – 2022" at "Dublin City University" with "Second Class Honours, Grade 1
  (2.1) · INTRA work placement Jan – Jun 2021", "Leaving Certificate" "2018" at a secondary school with
  "545 points · 6 Higher Level subjects including Accounting and Irish"; WORK EXPERIENCE: "Audit Senior
  (Trainee)" "Sep 2024 – present" and "Audit Trainee" "Sep 2022 – Aug 2024" at one practice, "Accounts
  Assistant (INTRA placement)" "Jan 2021 – Jun 2021", "Sales Assistant (part-time)" "Jun 2017 – Aug 2022";
  IT SKILLS as a ", " line; CERTIFICATES; LANGUAGES as a ", " line; INTERESTS; "References available on
  request." An accountant in Dublin, Ireland.
- ah5 (Chromium "Save as PDF" of a one-column HTML resume template, Letter, Liberation Serif body with
  Liberation Sans headings, one page): a special-education instructional assistant's resume: the name
  "LaToya D. Pressley", the label "Instructional Assistant | Exceptional Children & Early Childhood", a
  " • " contact line ("Charlotte, NC 28216", "(704) 555-0129", a mailto link); headings in small capitals;
  SUMMARY; EXPERIENCE with a bold title and the dates at the right (flexbox) over an italic "Employer —
  City, ST" line and bullets: "Instructional Assistant – Exceptional Children" "August 2022 – Present" and
  "Teacher Assistant, Kindergarten" "August 2020 – June 2022" at one elementary school, "After-School
  Program Counselor (part-time)" "September 2018 – Present" current beside them, "Lead Toddler Teacher"
  "March 2016 – July 2020"; EDUCATION: "Associate in Applied Science, Early Childhood Education" at
  "Central Piedmont Community College — Charlotte, NC" "2014 – 2017" with "GPA 3.4", "High School
  Diploma" "2014"; CERTIFICATIONS & TRAINING as bullets; SKILLS as a " • " paragraph; LANGUAGES. A
  paraprofessional in Charlotte, NC.
- ah6 (an HTML page written by hand, UTF-8, a <style> block, kept as the .html file): a Florida sales
  associate's resume: <h1> "Daniela Restrepo", the label "Licensed Real Estate Sales Associate | Former
  Retail Assistant Store Manager", an <address> with "Tampa, FL 33611", "(813) 555-0176", a mailto link
  and a LinkedIn link whose text is "LinkedIn"; <h2> headings; "Profile"; "Licenses" first (the Florida
  sales associate licence with its number and issue date, a notary commission); "Experience" with each
  job an <h3> title, a <p class="meta"> "Employer · City, ST · dates" line and a <ul>: "Real Estate Sales
  Associate" "Feb 2025 – Present" at a realty firm; "Weekend Sales Associate (part-time)" "Feb 2025 –
  Present", "Assistant Store Manager" "Apr 2022 – Jan 2025", "Senior Sales Associate" "Jul 2020 – Mar 2022"
  and "Sales Associate" "Jun 2019 – Jun 2020" at one furniture store; "Server" "2016 – 2019" at a
  restaurant; "Education": "Sales Associate Pre-Licensing Course (63 hours)" at a real estate school
  "Oct – Dec 2024", "Associate in Arts (A.A.)" at "Hillsborough Community College" "2015 – 2017", "High
  School Diploma" "2015"; "Skills" as a <ul>; "Languages" as a <ul>. A sales associate in Tampa, FL.

Decisions for this batch (documented here because the documents leave them to the reader):
- Several roles at one employer are separate work entries, each with the employer's name and location
  and its own dates (ah1, ah2, ah3, ah4, ah5, ah6). Part-time, weekend, seasonal, contract, summer-student
  and work-from-home jobs, an apprenticeship and a work placement printed as a job (ah4's "Accounts
  Assistant (INTRA placement)") are work entries; overlapping and concurrent jobs are entries in printed
  order. ah4's "INTRA work placement Jan – Jun 2021" on the degree's remark line is part of the degree
  (the job itself is its own entry from WORK EXPERIENCE). An externship line under a certificate (ah1),
  interests and references are not work entries. ah6's notary commission under Licenses is a certificate.
- A title's own comma, dash or parenthesis is part of the position ("Phlebotomist (part-time, weekends)",
  "Seasonal Customer Care Associate (work from home)", "Maintenance Millwright – Lead Hand, Night Shift",
  "General Labourer (summer student)", "Audit Senior (Trainee)", "Accounts Assistant (INTRA placement)",
  "Instructional Assistant – Exceptional Children", "Teacher Assistant, Kindergarten", "Weekend Sales
  Associate (part-time)"). An employer's "Inc.", "Ltd", "& Co." and "LLC" stay. Work locations as
  printed ("Dublin 2", "Clondalkin, Dublin 22").
- Dates: "Present" and "present" make a job or programme current from its start; "Summers 2011 – 2013" runs
  from June 2011 to August 2013 (as "Summers 2018 – 2019" in batch 31); "Oct – Dec 2024" runs 2024-10 to
  2024-12; "Sept"/"Sep" are September; a single year or month is the end date. ah2's "2023 - Present" for
  the associate degree in progress is current from 2023 with no end date.
- Education:
  - School leaving qualifications have no area: "High School Diploma", "Ontario Secondary School Diploma
    (OSSD)" (its "Specialist High Skills Major – Manufacturing" line is a remark), "Leaving Certificate".
    ah4's "545 points" is the Leaving Certificate's score (the printed total, as batch 30's "94.2%"); the
    "6 Higher Level subjects …" after " · " is not part of it.
  - "Medical Assisting Certificate" is "Certificate" / "Medical Assisting" (area first, as batch 31's
    "Nursing Assistant Certificate"). "Associate of Applied Business, Business Management (in progress)"
    is "Associate of Applied Business" / "Business Management" ("(in progress)" is a status note; the
    printed "2023 - Present" makes it current); its "GPA 3.7" on the remark line is the score "3.7".
    "Apprenticeship In-School Training – Industrial Mechanic Millwright (433A)" is study_type
    "Apprenticeship In-School Training" with area "Industrial Mechanic Millwright", the trade code left
    out (as "(RIBA Part 3)" in batch 28); its score is "88%" ("88% average", the word "average" a label
    like "GPA"). "ACCA Qualification – Strategic Professional level" is study_type "ACCA Qualification"
    with no area (the level after the dash is its stage, not a field); it is current from 2022 and the
    exams line is a remark. "Bachelor of Business Studies (BBS) in Accounting and Finance" is "Bachelor
    of Business Studies (BBS)" / "Accounting and Finance", with the score "Second Class Honours, Grade 1
    (2.1)" as printed before " · ". "Associate in Applied Science, Early Childhood Education" is
    "Associate in Applied Science" / "Early Childhood Education" with score "3.4". "Sales Associate
    Pre-Licensing Course (63 hours)" is study_type "Pre-Licensing Course" with area "Sales Associate"
    (the hours a remark, as batch 31's "(120 clock hours)"). "Associate in Arts (A.A.)" has no area.
  - The institution is the printed name without a city, state or province ("GateWay Community College,
    Phoenix, AZ", "Mohawk College, Hamilton, ON", "Central Piedmont Community College — Charlotte, NC");
    "Association of Chartered Certified Accountants (ACCA)" keeps its abbreviation.
- Certificates and licences drop the issuer, state board, licence or commission number, year, "issued",
  "exp." and "renewed" dates, but keep an abbreviation, code or class in parentheses that is part of the
  name ("Certified Clinical Medical Assistant (CCMA)", "Basic Life Support (BLS)", "Certified Phlebotomy
  Technician (CPT)", "HDI Customer Service Representative (HDI-CSR)", "Certificate of Qualification –
  Industrial Mechanic Millwright (433A)", "Red Seal Endorsement", "Lift Truck Operator (Counterbalance and
  Reach)", "Nonviolent Crisis Intervention (CPI)"). ah2's "Ohio Resident Property & Casualty Insurance
  Agent License – Ohio Department of Insurance, #1187342 (2021)" is "Ohio Resident Property & Casualty
  Insurance Agent License" (the state word inside the name stays); ah6's "Real Estate Sales Associate
  License – Florida DBPR, SL3591234, issued Jan 2025" is "Real Estate Sales Associate License" and "Notary
  Public – State of Florida, commission expires 2028" is "Notary Public". ah5's "ParaPro Assessment (ETS)
  – passed, 2020" is "ParaPro Assessment" (the test-maker in parentheses is the issuer, a result is not
  part of the name). ah3's G driver's licence printed under PROFILE is not a certificate.
- basics.name in ordinary case ("KAYLA M. STRICKLAND" is "Kayla M. Strickland", "RICARDO MEDEIROS" is
  "Ricardo Medeiros"); ah2 prints no label, so its truth has none; the others' labels are the line
  under the name, whole. Basics location is the city with the state or province printed beside it
  without a ZIP code; "Rathmines, Dublin 6" is city "Dublin" (Rathmines is the district, "6" the postal
  district) with no country code since no country is printed. ah4's LinkedIn link and ah6's link whose
  text is "LinkedIn" are profiles with their targets.
- Skills are the listed items as printed, a group's label left out; ", ", " • " and lines separate items,
  commas inside parentheses do not ("Microsoft Excel (VLOOKUP, pivot tables)"). Spoken languages with
  their fluency as printed ("fluent", "conversational", "Higher Level Leaving Certificate", "native").
  ah2 lists no languages; ah5 lists American Sign Language as a language (as batch 16).
- Text as printed: pdflatex prints ah4's typed apostrophes as "’", so its truth has "Doyle’s Pharmacy" (as
  pandoc's in batch 31); the data holds the curly apostrophe, which inputenc typesets the same way.

Truth conventions as in batches 5–33: date_text as printed (ASCII hyphens kept in ah2; LaTeX "--" printed
as "–"), the work entry's location where printed, phones as printed. Phones are 555 numbers in the US and
Canada and "087 555 0142" in Ireland; emails at example.com. Every person, employer, school, street, licence,
commission and registration number, phone and email is invented; the community colleges, Mohawk College,
Dublin City University and ACCA are real institutions, named as any resume names them.

Tools on the machine that wrote this batch (nothing had to be installed): python-docx, LibreOffice (soffice),
fpdf2 2.8, pdflatex (texlive with psnfss mathpazo, titlesec, enumitem), Chromium, poppler-utils,
fonts-liberation, fonts-crosextra-carlito, fonts-dejavu. new_docx, bottom_border, lo_page_count,
chromium_pdf, pdflatex, fpdf_dejavu, tex, work_truth, dates and linkedin come from holdout_render.py;
flat_skills from render_batch24.py and grouped_jobs from render_batch26.py.
Run from this folder: python3 render_batch34.py
"""
import os
import textwrap
from xml.sax.saxutils import escape

from holdout_render import (FILES, bottom_border, check_pages, chromium_pdf, dates, fpdf_dejavu, linkedin,
                            lo_page_count, new_docx, pdf_pages, pdflatex, tex, work_truth, write_text, write_truth)
from render_batch24 import flat_skills
from render_batch26 import grouped_jobs


# ---- ah1: medical assistant (Arizona), DOCX kept as the Word file --------------------------------------------
AH1_EMPLOYERS = [
    ("Desert Bloom Community Health Center", "Phoenix, AZ", [
        ("Lead Medical Assistant", "Mar 2023 – Present", ("2023-03", None, True),
         ["Lead a team of 7 MAs across two family medicine pods; build the daily MA schedule and cover "
          "call-outs.",
          "Room 25–30 patients a day: vitals, medication reconciliation, depression and fall-risk screenings.",
          "Train new MAs and externs on Epic rooming workflows; 9 externs trained since 2023.",
          "Track vaccine inventory and temperature logs for the VFC program; zero wasted doses in 2024."]),
        ("Medical Assistant", "Aug 2020 – Feb 2023", ("2020-08", "2023-02"),
         ["Roomed patients, performed EKGs, point-of-care tests, injections and immunizations.",
          "Handled prior authorizations and referral follow-up for two providers; interpreted for "
          "Spanish-speaking patients."]),
    ]),
    ("Saguaro Diagnostic Laboratories", "Glendale, AZ", [
        ("Phlebotomist (part-time, weekends)", "Jan 2021 – Jun 2022", ("2021-01", "2022-06"),
         ["Performed 40+ venipunctures and capillary draws per shift at a patient service center, including "
          "pediatric and geriatric patients."]),
    ]),
    ("Maryvale Pediatric Dental", "Phoenix, AZ", [
        ("Front Desk Receptionist", "Jun 2018 – Jul 2020", ("2018-06", "2020-07"),
         ["Checked in 60 patients a day, verified AHCCCS and private insurance and scheduled appointments "
          "in Dentrix."]),
    ]),
    ("Cactus Valley Market", "Phoenix, AZ", [
        ("Cashier", "2016 – 2018", ("2016", "2018"), []),
    ]),
]
AH1_JOBS = grouped_jobs(AH1_EMPLOYERS)
AH1_CERTS = [("Certified Clinical Medical Assistant (CCMA) – NHA, 2020, renewed 2024",
              "Certified Clinical Medical Assistant (CCMA)"),
             ("Certified Phlebotomy Technician (CPT) – NHA, 2021", "Certified Phlebotomy Technician (CPT)"),
             ("Basic Life Support (BLS) – American Heart Association, exp. 09/2026", "Basic Life Support (BLS)")]
AH1_SKILLS = [("Clinical", ["Vital signs", "EKG", "Venipuncture and capillary draws", "Injections and immunizations",
                            "Point-of-care testing", "Sterile technique"]),
              ("Office", ["Epic", "eClinicalWorks", "Dentrix", "Prior authorizations", "Referrals",
                          "Scheduling"])]


def ah1_medical_assistant_docx():
    from docx.enum.text import WD_TAB_ALIGNMENT
    from docx.shared import Inches, Pt, RGBColor

    plum = RGBColor(0x5B, 0x2A, 0x5E)
    document = new_docx(author="Marisela Ontiveros", title="Resume", page=(Inches(8.5), Inches(11)),
                        margins=(Inches(0.75), Inches(0.5)), font="Calibri", size=10, space_after=2)
    document.styles["List Bullet"].paragraph_format.space_after = Pt(0)
    right = Inches(8.5 - 1.5)

    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(0)
    r = p.add_run("Marisela Ontiveros"); r.bold = True; r.font.size = Pt(22); r.font.color.rgb = plum
    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(1)
    r = p.add_run("Certified Clinical Medical Assistant (CCMA)"); r.font.size = Pt(12.5)
    document.add_paragraph("Phoenix, AZ 85033 | (602) 555-0147 | marisela.ontiveros@example.com")

    def heading(text):
        q = document.add_paragraph()
        q.paragraph_format.space_before = Pt(7); q.paragraph_format.space_after = Pt(2)
        q.paragraph_format.keep_with_next = True
        r = q.add_run(text); r.bold = True; r.font.size = Pt(12); r.font.color.rgb = plum
        bottom_border(q, color="5B2A5E", size="6")

    def tabbed(left, right_text, bold=False, before=0):
        q = document.add_paragraph()
        q.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
        q.paragraph_format.space_before = Pt(before); q.paragraph_format.space_after = Pt(0)
        q.paragraph_format.keep_with_next = True
        r = q.add_run(left); r.bold = bold; r.italic = not bold
        q.add_run("\t" + right_text)

    heading("SUMMARY")
    document.add_paragraph(
        "Bilingual certified medical assistant with five years in community health and two years of weekend "
        "phlebotomy. Fast, careful rooming and a calm chairside manner with children and older patients. "
        "Looking for a lead MA or clinical supervisor role in primary care.")

    heading("EXPERIENCE")
    for company, place, roles in AH1_EMPLOYERS:
        q = document.add_paragraph(); q.paragraph_format.space_before = Pt(5); q.paragraph_format.space_after = Pt(0)
        q.paragraph_format.keep_with_next = True
        q.add_run(company).bold = True; q.add_run(", " + place)
        for title, when, _, items in roles:
            tabbed(title, when)
            for item in items:
                document.add_paragraph(item, style="List Bullet")

    heading("EDUCATION")
    tabbed("Medical Assisting Certificate", "Aug 2019 – May 2020", bold=True, before=2)
    document.add_paragraph("GateWay Community College, Phoenix, AZ").paragraph_format.space_after = Pt(0)
    document.add_paragraph("Externship: 160 hours, family medicine")
    tabbed("High School Diploma", "May 2018", bold=True, before=2)
    document.add_paragraph("Sonoran Vista High School, Phoenix, AZ")

    heading("CERTIFICATIONS")
    for printed, _ in AH1_CERTS:
        document.add_paragraph(printed, style="List Bullet")

    heading("SKILLS")
    for label, items in AH1_SKILLS:
        q = document.add_paragraph(); q.add_run(label + ": ").bold = True; q.add_run(", ".join(items))

    heading("LANGUAGES")
    document.add_paragraph("English (fluent), Spanish (native)")

    name = "ah1-marisela-ontiveros"
    path = os.path.join(FILES, name + ".docx")
    document.save(path)
    check_pages(name, lo_page_count(path, name), 1)
    write_truth(name, {
        "basics": {"name": "Marisela Ontiveros", "label": "Certified Clinical Medical Assistant (CCMA)",
                   "email": "marisela.ontiveros@example.com", "phone": "(602) 555-0147",
                   "location": {"city": "Phoenix", "region": "AZ"}},
        "work": work_truth(AH1_JOBS),
        "education": [
            {"institution": "GateWay Community College", "study_type": "Certificate", "area": "Medical Assisting",
             "dates": dates("2019-08", "2020-05", text="Aug 2019 – May 2020")},
            {"institution": "Sonoran Vista High School", "study_type": "High School Diploma",
             "dates": dates(None, "2018-05", text="May 2018")}],
        "skills": flat_skills(AH1_SKILLS),
        "certificates": [{"name": n} for _, n in AH1_CERTS],
        "languages": [{"language": "English", "fluency": "fluent"}, {"language": "Spanish", "fluency": "native"}],
    })


# ---- ah2: customer service representative (Ohio), plain text from Notepad ------------------------------------
AH2_INSURER = "Olentangy Mutual Insurance Company"
AH2_JOBS = [
    ("Customer Service Representative II", AH2_INSURER, "Columbus, OH", "Aug 2022 - Present", ("2022-08", None, True),
     ["Answer 55-70 inbound calls a day from auto and home policyholders: billing, coverage questions, "
      "ID cards, endorsements and first notice of loss",
      "Handle escalated calls and callbacks for the team; 94% average quality score in 2024",
      "Process policy changes and payments in Guidewire PolicyCenter and BillingCenter",
      "Mentor new hires during their first 4 weeks on the phones"]),
    ("Customer Service Representative I", AH2_INSURER, "Columbus, OH", "Nov 2020 - Jul 2022", ("2020-11", "2022-07"),
     ["Took billing and payment calls, set up payment plans and answered chat and email in Salesforce",
      "Earned my Ohio property and casualty license in my first year and moved to the licensed queue"]),
    ("Seasonal Customer Care Associate (work from home)", "Northpoint Retail Direct", "Remote",
     "Oct 2019 - Jan 2020", ("2019-10", "2020-01"),
     ["Holiday season order, return and shipping support by phone and chat for an online retailer"]),
    ("Sales Associate (part-time)", "Crestline Home Goods", "Columbus, OH", "May 2017 - Oct 2020",
     ("2017-05", "2020-10"),
     ["Register, returns desk and store credit card sign-ups; trained as a back-up key holder"]),
    ("Crew Member", "Buckeye Burger Co.", "Columbus, OH", "2015 - 2017", ("2015", "2017"), []),
]
AH2_CERTS = [("Ohio Resident Property & Casualty Insurance Agent License - Ohio Department of Insurance, "
              "#1187342 (2021)", "Ohio Resident Property & Casualty Insurance Agent License"),
             ("HDI Customer Service Representative (HDI-CSR) - 2023", "HDI Customer Service Representative (HDI-CSR)")]
AH2_SKILLS = [["Inbound call handling", "De-escalation", "Billing and payments", "Live chat"],
              ["Guidewire PolicyCenter", "Guidewire BillingCenter", "Salesforce Service Cloud"],
              ["Microsoft Excel (VLOOKUP, pivot tables)", "Typing 62 WPM"]]


def ah2_customer_service_txt():
    width = 80

    def heading(text):
        return ["", text, "-" * width]

    def para(text, indent=""):
        return textwrap.wrap(text, width, initial_indent=indent, subsequent_indent=indent)

    def right(left, right_text):
        return left + " " * (width - len(left) - len(right_text)) + right_text

    out = ["KAYLA M. STRICKLAND", "Columbus, OH 43229 | (614) 555-0182 | kayla.strickland@example.com"]
    out += heading("OBJECTIVE")
    out += para("Customer service representative with five years on the phones in insurance and retail, "
                "looking for a senior CSR, team lead or claims support position where I can keep learning "
                "and help customers get problems solved the first time.")
    out += heading("EXPERIENCE")
    for i, (title, company, place, when, _, items) in enumerate(AH2_JOBS):
        if i:
            out.append("")
        out.append(right(title, when))
        out.append(f"{company}, {place}")
        for item in items:
            out += textwrap.wrap(item, width, initial_indent="  * ", subsequent_indent="    ")
    out += heading("EDUCATION")
    out.append(right("Associate of Applied Business, Business Management (in progress)", "2023 - Present"))
    out.append("Columbus State Community College, Columbus, OH")
    out.append("Evening classes, 30 of 61 credit hours completed, GPA 3.7")
    out.append("")
    out.append(right("High School Diploma", "2016"))
    out.append("Northland Heights High School, Columbus, OH")
    out += heading("LICENSES & CERTIFICATIONS")
    for printed, _ in AH2_CERTS:
        out += textwrap.wrap(printed, width, initial_indent="* ", subsequent_indent="  ")
    out += heading("SKILLS")
    out += ["* " + ", ".join(group) for group in AH2_SKILLS]
    out += ["", "References available upon request."]
    text = "\r\n".join(out) + "\r\n"
    assert text.isascii() and max(len(l) for l in out) <= width, [l for l in out if len(l) > width]

    name = "ah2-kayla-strickland"
    with open(os.path.join(FILES, name + ".txt"), "w", encoding="utf-8", newline="") as f:
        f.write(text)
    write_truth(name, {
        "basics": {"name": "Kayla M. Strickland", "email": "kayla.strickland@example.com", "phone": "(614) 555-0182",
                   "location": {"city": "Columbus", "region": "OH"}},
        "work": work_truth(AH2_JOBS),
        "education": [
            {"institution": "Columbus State Community College", "study_type": "Associate of Applied Business",
             "area": "Business Management", "score": "3.7", "dates": dates("2023", None, True, text="2023 - Present")},
            {"institution": "Northland Heights High School", "study_type": "High School Diploma",
             "dates": dates(None, "2016", text="2016")}],
        "skills": [{"name": s} for group in AH2_SKILLS for s in group],
        "certificates": [{"name": n} for _, n in AH2_CERTS],
    })


# ---- ah3: industrial maintenance millwright (Ontario), fpdf2 -------------------------------------------------
AH3_EMPLOYERS = [
    ("Lakeport Steel Processing Inc.", "Hamilton, ON", [
        ("Maintenance Millwright – Lead Hand, Night Shift", "Jan 2022 – Present", ("2022-01", None, True),
         ["Lead a crew of 3 millwrights and an electrician on nights; assign work orders and hand over to days.",
          "Troubleshoot and repair slitting and cut-to-length lines: hydraulics, gearboxes, bearings, "
          "conveyors and coil cars.",
          "Wrote 40+ PM job plans in Maximo; unplanned downtime on the pickle line down 22% in 2024."]),
        ("Maintenance Millwright", "Sep 2018 – Dec 2021", ("2018-09", "2021-12"),
         ["Laser shaft alignment, vibration readings and bearing changes on critical drives.",
          "Rebuilt hydraulic power units and replaced a 40-ton overhead crane's wheel assemblies during shutdowns."]),
        ("Millwright Apprentice", "May 2014 – Aug 2018", ("2014-05", "2018-08"),
         ["Completed 8,000 apprenticeship hours under licensed millwrights; fabrication, welding and rigging."]),
    ]),
    ("Stoney Creek Packaging Ltd.", "Stoney Creek, ON", [
        ("Maintenance Helper (contract)", "Jan 2014 – Apr 2014", ("2014-01", "2014-04"),
         ["Assisted with conveyor and case-packer repairs during a line relocation."]),
    ]),
    ("Niagara Escarpment Landscaping", "Grimsby, ON", [
        ("General Labourer (summer student)", "Summers 2011 – 2013", ("2011-06", "2013-08"), []),
    ]),
]
AH3_JOBS = grouped_jobs(AH3_EMPLOYERS)
AH3_CERTS = [("Certificate of Qualification – Industrial Mechanic Millwright (433A), Skilled Trades Ontario, 2018",
              "Certificate of Qualification – Industrial Mechanic Millwright (433A)"),
             ("Red Seal Endorsement (Interprovincial), 2018", "Red Seal Endorsement"),
             ("Working at Heights – 2024", "Working at Heights"),
             ("Lift Truck Operator (Counterbalance and Reach) – 2023", "Lift Truck Operator (Counterbalance and Reach)"),
             ("WHMIS 2015 – 2025", "WHMIS 2015"),
             ("Overhead Crane Operator – 2022", "Overhead Crane Operator")]
AH3_SKILLS = [("Mechanical", ["Hydraulics and pneumatics", "Laser shaft alignment", "Vibration analysis (Level I)",
                              "Gearbox and bearing replacement", "Rigging and hoisting"]),
              ("Fabrication", ["MIG and stick welding", "Oxy-fuel cutting", "Lathe and mill work"]),
              ("Systems", ["IBM Maximo", "Lockout/tagout", "Reading P&IDs and hydraulic schematics"])]


def ah3_millwright_fpdf():
    from fpdf import FPDF

    pdf = FPDF(format="Letter")
    left = 18
    pdf.set_margins(left, 12, left)
    pdf.set_auto_page_break(True, margin=12)
    fpdf_dejavu(pdf, styles=("", "B", "I"))
    pdf.set_title("Ricardo Medeiros - Resume"); pdf.set_author("Ricardo Medeiros")
    pdf.add_page()
    width = pdf.w - 2 * left

    def font(style="", size=9.8):
        pdf.set_font("DejaVu", style, size)

    def bar(title):
        pdf.ln(2)
        font("B", 10.5)
        pdf.set_fill_color(225, 225, 225)
        pdf.cell(width, 6, " " + title, fill=True, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(1.5)

    def para(s, style="", size=9.8, h=4.6):
        font(style, size)
        pdf.multi_cell(width, h, s, new_x="LMARGIN", new_y="NEXT")

    def row(left_text, right_text, style, size=9.8, h=5):
        font(style, size)
        pdf.cell(width - 45, h, left_text)
        font("", size)
        pdf.cell(45, h, right_text, align="R", new_x="LMARGIN", new_y="NEXT")

    def bullet(s, indent=4):
        font("", 9.5)
        pdf.set_x(left + indent)
        pdf.cell(4, 4.5, "•")
        pdf.multi_cell(width - indent - 4, 4.5, s, new_x="LMARGIN", new_y="NEXT")

    font("B", 20)
    pdf.cell(width, 9, "RICARDO MEDEIROS", new_x="LMARGIN", new_y="NEXT")
    para("Industrial Mechanic Millwright (433A) | Maintenance Technician", "", 11.5, h=6)
    para("Hamilton, ON  |  (905) 555-0164  |  ricardo.medeiros@example.com", "", 10, h=5)

    bar("PROFILE")
    para("Licensed industrial mechanic millwright (433A, Red Seal) with eleven years in steel processing "
         "maintenance, from apprentice to night-shift lead hand. Strong on hydraulics, alignment and "
         "shutdown work; safe, tidy and good with apprentices. Class G driver's licence and own tools.")

    bar("EXPERIENCE")
    for company, place, roles in AH3_EMPLOYERS:
        pdf.ln(1)
        row(company, place, "B", 10.3)
        for title, when, _, items in roles:
            row(title, when, "I", 9.8, 4.8)
            for item in items:
                bullet(item)

    bar("EDUCATION & TRAINING")
    row("Apprenticeship In-School Training – Industrial Mechanic Millwright (433A)", "2015 – 2018", "B", 9.8)
    para("Mohawk College, Hamilton, ON")
    para("Basic, Intermediate and Advanced levels · 88% average")
    pdf.ln(1)
    row("Ontario Secondary School Diploma (OSSD)", "2013", "B", 9.8)
    para("Glenbrook Secondary School, Hamilton, ON")
    para("Specialist High Skills Major – Manufacturing")

    bar("CERTIFICATES & TICKETS")
    for printed, _ in AH3_CERTS:
        bullet(printed, indent=0)

    bar("SKILLS")
    for label, items in AH3_SKILLS:
        font("B"); pdf.cell(26, 4.8, label + ":")
        font(""); pdf.multi_cell(width - 26, 4.8, ", ".join(items), new_x="LMARGIN", new_y="NEXT")

    bar("LANGUAGES")
    para("English – fluent; Portuguese – fluent (spoken), basic (written)")

    name = "ah3-ricardo-medeiros"
    path = os.path.join(FILES, name + ".pdf")
    pdf.output(path)
    check_pages(name, pdf_pages(path), 1)
    write_truth(name, {
        "basics": {"name": "Ricardo Medeiros", "label": "Industrial Mechanic Millwright (433A) | Maintenance Technician",
                   "email": "ricardo.medeiros@example.com", "phone": "(905) 555-0164",
                   "location": {"city": "Hamilton", "region": "ON"}},
        "work": work_truth(AH3_JOBS),
        "education": [
            {"institution": "Mohawk College", "study_type": "Apprenticeship In-School Training",
             "area": "Industrial Mechanic Millwright", "score": "88%", "dates": dates("2015", "2018", text="2015 – 2018")},
            {"institution": "Glenbrook Secondary School", "study_type": "Ontario Secondary School Diploma (OSSD)",
             "dates": dates(None, "2013", text="2013")}],
        "skills": flat_skills(AH3_SKILLS),
        "certificates": [{"name": n} for _, n in AH3_CERTS],
        "languages": [{"language": "English", "fluency": "fluent"},
                      {"language": "Portuguese", "fluency": "fluent (spoken), basic (written)"}],
    })


# ---- ah4: trainee accountant (Dublin), pdflatex --------------------------------------------------------------
AH4_PRACTICE = "Halloran Kinsella & Co."
AH4_JOBS = [
    ("Audit Senior (Trainee)", AH4_PRACTICE, "Dublin 2", "Sep 2024 – present", ("2024-09", None, True),
     ["Run fieldwork on audits of SMEs and charities (turnover €2m–€40m) and supervise 1–2 first-year trainees.",
      "Prepare statutory financial statements under FRS 102 and corporation tax computations.",
      "Draft management letters and present findings to clients' finance teams."]),
    ("Audit Trainee", AH4_PRACTICE, "Dublin 2", "Sep 2022 – Aug 2024", ("2022-09", "2024-08"),
     ["Audit testing of revenue, payroll, fixed assets and bank; stock counts and bank reconciliations.",
      "Bookkeeping and VAT returns for small clients on Xero and Sage 50."]),
    ("Accounts Assistant (INTRA placement)", "Liffeyside Foods Ltd", "Clondalkin, Dublin 22", "Jan 2021 – Jun 2021",
     ("2021-01", "2021-06"),
     ["Purchase ledger for 300 suppliers, supplier statement reconciliations and weekly payment runs."]),
    ("Sales Assistant (part-time)", "Doyle’s Pharmacy", "Rathmines, Dublin 6", "Jun 2017 – Aug 2022",
     ("2017-06", "2022-08"),
     ["Weekends and holidays through school and college; cash-up and lodgements."]),
]
AH4_CERTS = [("Xero Advisor Certification – 2023", "Xero Advisor Certification"),
             ("Microsoft Office Specialist: Excel Expert (MO-211) – 2024",
              "Microsoft Office Specialist: Excel Expert (MO-211)")]
AH4_SKILLS = ["Excel (pivot tables, XLOOKUP, Power Query)", "CaseWare", "Xero", "Sage 50", "Surf Accounts",
              "Revenue Online Service (ROS)"]


def ah4_trainee_accountant_pdflatex():
    def qual(title, when, school, note):
        return (r"{\bfseries " + tex(title) + r"}\hfill " + tex(when) + r"\par" + "\n"
                r"\textit{" + tex(school) + r"}\par" + "\n" + tex(note) + r"\par\smallskip")

    work = []
    for title, company, place, when, _, items in AH4_JOBS:
        work.append(r"{\bfseries " + tex(title) + r"}\hfill " + tex(when) + r"\par" + "\n"
                    r"\textit{" + tex(company) + ", " + tex(place) + r"}\par" + "\n"
                    r"\begin{itemize}" + "".join(r"\item " + tex(i) for i in items) + r"\end{itemize}\smallskip")

    src = r"""\documentclass[10pt,a4paper]{article}
\usepackage[T1]{fontenc}
\usepackage[utf8]{inputenc}
\usepackage{mathpazo}
\usepackage{textcomp}
\usepackage[margin=1.8cm,top=1.4cm,bottom=1.4cm]{geometry}
\usepackage{titlesec}
\usepackage{enumitem}
\usepackage[hidelinks]{hyperref}
\pagestyle{empty}
\setlength{\parindent}{0pt}
\setlist[itemize]{leftmargin=1.2em,itemsep=0pt,topsep=1pt,parsep=0pt}
\titleformat{\section}{\bfseries\normalsize}{}{0pt}{\MakeUppercase}[\titlerule]
\titlespacing*{\section}{0pt}{9pt}{4pt}
\begin{document}
\begin{center}
{\LARGE\bfseries Ciara Dunleavy}\\[3pt]
{\large Trainee Accountant (ACCA) \textbar{} Audit \& Assurance}\\[3pt]
Rathmines, Dublin 6 \textbullet{} 087 555 0142 \textbullet{} \href{mailto:ciara.dunleavy@example.com}{ciara.dunleavy@example.com}
\textbullet{} \href{https://www.linkedin.com/in/ciaradunleavy}{linkedin.com/in/ciaradunleavy}
\end{center}

\section*{Profile}
Third-year audit trainee with a 2.1 in Accounting and Finance from DCU and 11 of 13 ACCA exams passed.
Two years of audit and accounts work with Irish SMEs and charities, and a placement in a food manufacturer's
finance team. Looking for a newly-qualified or part-qualified role in industry from September.

\section*{Education \& Professional Qualifications}
""" + qual("ACCA Qualification – Strategic Professional level", "2022 – present",
           "Association of Chartered Certified Accountants (ACCA)",
           "11 of 13 exams passed; exemptions from F1–F4 from degree. Expected to qualify in 2026.") + "\n" \
        + qual("Bachelor of Business Studies (BBS) in Accounting and Finance", "2018 – 2022", "Dublin City University",
               "Second Class Honours, Grade 1 (2.1) · INTRA work placement Jan – Jun 2021") + "\n" \
        + qual("Leaving Certificate", "2018", "Coláiste Bhríde Ard, Rathfarnham",
               "545 points · 6 Higher Level subjects including Accounting and Irish") + r"""

\section*{Work Experience}
""" + "\n".join(work) + r"""

\section*{IT Skills}
""" + tex(", ".join(AH4_SKILLS)) + r"""

\section*{Certificates}
\begin{itemize}
""" + "\n".join(r"\item " + tex(p) for p, _ in AH4_CERTS) + r"""
\end{itemize}

\section*{Languages}
English (native), Irish (Higher Level Leaving Certificate), French (conversational)

\section*{Interests}
Camogie (club treasurer), sea swimming, volunteering at a local homework club.

\medskip
References available on request.
\end{document}
"""
    name = "ah4-ciara-dunleavy"
    pdflatex(src, name)
    check_pages(name, pdf_pages(os.path.join(FILES, name + ".pdf")), 1)
    write_truth(name, {
        "basics": {"name": "Ciara Dunleavy", "label": "Trainee Accountant (ACCA) | Audit & Assurance",
                   "email": "ciara.dunleavy@example.com", "phone": "087 555 0142",
                   "location": {"city": "Dublin"},
                   "profiles": [linkedin("ciaradunleavy")]},
        "work": work_truth(AH4_JOBS),
        "education": [
            {"institution": "Association of Chartered Certified Accountants (ACCA)", "study_type": "ACCA Qualification",
             "dates": dates("2022", None, True, text="2022 – present")},
            {"institution": "Dublin City University", "study_type": "Bachelor of Business Studies (BBS)",
             "area": "Accounting and Finance", "score": "Second Class Honours, Grade 1 (2.1)",
             "dates": dates("2018", "2022", text="2018 – 2022")},
            {"institution": "Coláiste Bhríde Ard", "study_type": "Leaving Certificate", "score": "545 points",
             "dates": dates(None, "2018", text="2018")}],
        "skills": [{"name": s} for s in AH4_SKILLS],
        "certificates": [{"name": n} for _, n in AH4_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Irish", "fluency": "Higher Level Leaving Certificate"},
                      {"language": "French", "fluency": "conversational"}],
    })


# ---- ah5: special-education instructional assistant (North Carolina), Chromium one-column template -----------
AH5_SCHOOL = "Mallard Ridge Elementary School"
AH5_JOBS = [
    ("Instructional Assistant – Exceptional Children", AH5_SCHOOL, "Charlotte, NC", "August 2022 – Present",
     ("2022-08", None, True),
     ["Support 8 K–2 students with autism and developmental delays in a separate setting classroom and in "
      "general-education inclusion blocks.",
      "Run small-group reading and math lessons planned by the EC teacher; collect IEP goal data daily.",
      "Implement behavior intervention plans and visual schedules; trained in CPI de-escalation."]),
    ("Teacher Assistant, Kindergarten", AH5_SCHOOL, "Charlotte, NC", "August 2020 – June 2022",
     ("2020-08", "2022-06"),
     ["Assisted a class of 22 through remote, hybrid and in-person learning; led phonics centers and "
      "morning and dismissal duty."]),
    ("After-School Program Counselor (part-time)", "Queen City Youth Alliance", "Charlotte, NC",
     "September 2018 – Present", ("2018-09", None, True),
     ["Homework help, games and snack for 15–20 children aged 6–11, 3–6 pm on school days."]),
    ("Lead Toddler Teacher", "Little Acorns Learning Center", "Matthews, NC", "March 2016 – July 2020",
     ("2016-03", "2020-07"),
     ["Planned daily activities for 10 toddlers, kept developmental portfolios and held parent conferences."]),
]
AH5_CERTS = [("ParaPro Assessment (ETS) – passed, 2020", "ParaPro Assessment"),
             ("North Carolina Early Childhood Credential – 2016", "North Carolina Early Childhood Credential"),
             ("Nonviolent Crisis Intervention (CPI) – renewed 2024", "Nonviolent Crisis Intervention (CPI)"),
             ("Adult and Pediatric First Aid/CPR/AED – American Red Cross, exp. 06/2026",
              "Adult and Pediatric First Aid/CPR/AED")]
AH5_SKILLS = ["IEP data collection", "Small-group instruction", "Behavior intervention plans", "Visual supports and PECS",
              "Toileting and feeding support", "Classroom management", "Google Classroom", "Parent communication"]


def ah5_instructional_assistant_chromium():
    def job(title, company, place, when, items):
        return (f'<div class="entry"><div class="row"><span class="title">{escape(title)}</span>'
                f'<span class="when">{escape(when)}</span></div>'
                f'<div class="org">{escape(company)} — {escape(place)}</div>'
                "<ul>" + "".join(f"<li>{escape(i)}</li>" for i in items) + "</ul></div>")

    def school(title, when, org, note=None):
        return (f'<div class="entry"><div class="row"><span class="title">{escape(title)}</span>'
                f'<span class="when">{escape(when)}</span></div><div class="org">{escape(org)}</div>'
                + (f'<div>{escape(note)}</div>' if note else "") + "</div>")

    html = f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>LaToya D. Pressley – Resume</title>
<style>
@page {{ size: Letter; margin: 0.55in 0.7in; }}
body {{ font-family: "Liberation Serif", serif; font-size: 10.8pt; color: #222; margin: 0; line-height: 1.3; }}
h1 {{ font-family: "Liberation Sans", sans-serif; font-size: 23pt; margin: 0; color: #1d4e5f; text-align: center; }}
.label {{ text-align: center; font-size: 12pt; margin: 2px 0; }}
.contact {{ text-align: center; font-size: 10pt; }}
.contact a {{ color: inherit; text-decoration: none; }}
h2 {{ font-family: "Liberation Sans", sans-serif; font-variant: small-caps; font-size: 12.5pt; color: #1d4e5f;
      border-bottom: 1px solid #1d4e5f; margin: 12px 0 5px; letter-spacing: 0.5px; }}
.entry {{ margin-bottom: 6px; }}
.row {{ display: flex; justify-content: space-between; }}
.title {{ font-weight: bold; }}
.org {{ font-style: italic; }}
ul {{ margin: 2px 0 0; padding-left: 18px; }}
li {{ margin: 0; }}
p {{ margin: 0; }}
</style></head>
<body>
<h1>LaToya D. Pressley</h1>
<div class="label">Instructional Assistant | Exceptional Children &amp; Early Childhood</div>
<div class="contact">Charlotte, NC 28216 • (704) 555-0129 •
<a href="mailto:latoya.pressley@example.com">latoya.pressley@example.com</a></div>

<h2>Summary</h2>
<p>Patient, dependable instructional assistant with five years in public elementary classrooms and nine years in
early childhood and after-school programs. Experienced with students with autism and developmental delays, IEP data
collection and positive behavior support. Currently completing prerequisites for a B.A. in Special Education.</p>

<h2>Experience</h2>
{"".join(job(t, c, p, w, i) for t, c, p, w, _, i in AH5_JOBS)}

<h2>Education</h2>
{school("Associate in Applied Science, Early Childhood Education", "2014 – 2017",
        "Central Piedmont Community College — Charlotte, NC", "GPA 3.4")}
{school("High School Diploma", "2014", "Beatties Ford Preparatory High School — Charlotte, NC")}

<h2>Certifications &amp; Training</h2>
<ul>{"".join(f"<li>{escape(p)}</li>" for p, _ in AH5_CERTS)}</ul>

<h2>Skills</h2>
<p>{escape(" • ".join(AH5_SKILLS))}</p>

<h2>Languages</h2>
<p>English (native); American Sign Language (basic)</p>
</body></html>
"""
    name = "ah5-latoya-pressley"
    chromium_pdf(html, name, 1)
    write_truth(name, {
        "basics": {"name": "LaToya D. Pressley",
                   "label": "Instructional Assistant | Exceptional Children & Early Childhood",
                   "email": "latoya.pressley@example.com", "phone": "(704) 555-0129",
                   "location": {"city": "Charlotte", "region": "NC"}},
        "work": work_truth(AH5_JOBS),
        "education": [
            {"institution": "Central Piedmont Community College", "study_type": "Associate in Applied Science",
             "area": "Early Childhood Education", "score": "3.4", "dates": dates("2014", "2017", text="2014 – 2017")},
            {"institution": "Beatties Ford Preparatory High School", "study_type": "High School Diploma",
             "dates": dates(None, "2014", text="2014")}],
        "skills": [{"name": s} for s in AH5_SKILLS],
        "certificates": [{"name": n} for _, n in AH5_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "American Sign Language", "fluency": "basic"}],
    })


# ---- ah6: retail sales associate turned real estate sales associate (Florida), hand-written HTML ------------
AH6_STORE = "Westshore Mattress & Furniture Co."
AH6_JOBS = [
    ("Real Estate Sales Associate", "Bayshore Gulf Realty Group, LLC", "Tampa, FL", "Feb 2025 – Present",
     ("2025-02", None, True),
     ["Represent buyers and renters in South Tampa and Westchase; 6 closed transactions ($2.1M volume) in my "
      "first year.",
      "Host open houses for team listings and follow up leads in Follow Up Boss within 24 hours.",
      "Prepare CMAs and listing presentations with the team lead."]),
    ("Weekend Sales Associate (part-time)", AH6_STORE, "Tampa, FL", "Feb 2025 – Present", ("2025-02", None, True),
     ["Saturday and Sunday floor sales while building my real estate business."]),
    ("Assistant Store Manager", AH6_STORE, "Tampa, FL", "Apr 2022 – Jan 2025", ("2022-04", "2025-01"),
     ["Co-managed a $4.8M showroom with 9 sales associates; scheduling, hiring and weekly sales huddles.",
      "Store finished #2 of 14 in the region for 2023 financing applications and protection plan sales."]),
    ("Senior Sales Associate", AH6_STORE, "Tampa, FL", "Jul 2020 – Mar 2022", ("2020-07", "2022-03"),
     ["Top-3 writer in the store 18 months running; averaged $62K a month in written sales."]),
    ("Sales Associate", AH6_STORE, "Tampa, FL", "Jun 2019 – Jun 2020", ("2019-06", "2020-06"), []),
    ("Server", "Palma Ceia Grill", "Tampa, FL", "2016 – 2019", ("2016", "2019"), []),
]
AH6_LICENSES = [("Real Estate Sales Associate License – Florida DBPR, SL3591234, issued Jan 2025",
                 "Real Estate Sales Associate License"),
                ("Notary Public – State of Florida, commission expires 2028", "Notary Public")]
AH6_SKILLS = ["Buyer consultations", "Comparative market analysis (CMA)", "Open houses", "Lead follow-up",
              "Negotiation", "Follow Up Boss", "Stellar MLS (Matrix)", "dotloop", "Canva", "Team leadership"]


def ah6_real_estate_html():
    def job(title, company, place, when, items):
        out = f"  <h3>{escape(title)}</h3>\n  <p class=\"meta\">{escape(company)} · {escape(place)} · {escape(when)}</p>\n"
        if items:
            out += "  <ul>\n" + "".join(f"    <li>{escape(i)}</li>\n" for i in items) + "  </ul>\n"
        return out

    html = f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Daniela Restrepo | Real Estate Sales Associate</title>
<style>
  body {{ font-family: Georgia, "Times New Roman", serif; max-width: 780px; margin: 40px auto; padding: 0 20px;
         color: #2b2b2b; line-height: 1.45; }}
  h1 {{ margin-bottom: 0; color: #0b4f6c; }}
  .tagline {{ margin-top: 4px; font-size: 1.1em; color: #555; }}
  address {{ font-style: normal; margin-bottom: 20px; }}
  h2 {{ color: #0b4f6c; border-bottom: 2px solid #d7e6ec; padding-bottom: 3px; margin-top: 28px; }}
  h3 {{ margin: 16px 0 2px; font-size: 1.05em; }}
  .meta {{ margin: 0; color: #666; font-style: italic; }}
</style>
</head>
<body>
<header>
  <h1>Daniela Restrepo</h1>
  <p class="tagline">Licensed Real Estate Sales Associate | Former Retail Assistant Store Manager</p>
  <address>
    Tampa, FL 33611 &nbsp;|&nbsp; (813) 555-0176 &nbsp;|&nbsp;
    <a href="mailto:daniela.restrepo@example.com">daniela.restrepo@example.com</a> &nbsp;|&nbsp;
    <a href="https://www.linkedin.com/in/daniela-restrepo-realtor">LinkedIn</a>
  </address>
</header>

<section>
  <h2>Profile</h2>
  <p>Newly licensed real estate sales associate with six years of furniture sales and store management behind
  me. I know how to listen to what a family really needs, follow up without being pushy and close. Bilingual
  English/Spanish, living and working in South Tampa.</p>
</section>

<section>
  <h2>Licenses</h2>
  <ul>
{"".join(f"    <li>{escape(p)}</li>{chr(10)}" for p, _ in AH6_LICENSES)}  </ul>
</section>

<section>
  <h2>Experience</h2>
{"".join(job(t, c, p, w, i) for t, c, p, w, _, i in AH6_JOBS)}</section>

<section>
  <h2>Education</h2>
  <h3>Sales Associate Pre-Licensing Course (63 hours)</h3>
  <p class="meta">Suncoast Real Estate Academy · Tampa, FL · Oct – Dec 2024</p>
  <h3>Associate in Arts (A.A.)</h3>
  <p class="meta">Hillsborough Community College · Tampa, FL · 2015 – 2017</p>
  <h3>High School Diploma</h3>
  <p class="meta">Bayview Heights High School · Tampa, FL · 2015</p>
</section>

<section>
  <h2>Skills</h2>
  <ul>
{"".join(f"    <li>{escape(s)}</li>{chr(10)}" for s in AH6_SKILLS)}  </ul>
</section>

<section>
  <h2>Languages</h2>
  <ul>
    <li>English – fluent</li>
    <li>Spanish – native</li>
  </ul>
</section>
</body>
</html>
"""
    name = "ah6-daniela-restrepo"
    write_text(name + ".html", html)
    write_truth(name, {
        "basics": {"name": "Daniela Restrepo",
                   "label": "Licensed Real Estate Sales Associate | Former Retail Assistant Store Manager",
                   "email": "daniela.restrepo@example.com", "phone": "(813) 555-0176",
                   "location": {"city": "Tampa", "region": "FL"},
                   "profiles": [linkedin("daniela-restrepo-realtor")]},
        "work": work_truth(AH6_JOBS),
        "education": [
            {"institution": "Suncoast Real Estate Academy", "study_type": "Pre-Licensing Course",
             "area": "Sales Associate", "dates": dates("2024-10", "2024-12", text="Oct – Dec 2024")},
            {"institution": "Hillsborough Community College", "study_type": "Associate in Arts (A.A.)",
             "dates": dates("2015", "2017", text="2015 – 2017")},
            {"institution": "Bayview Heights High School", "study_type": "High School Diploma",
             "dates": dates(None, "2015", text="2015")}],
        "skills": [{"name": s} for s in AH6_SKILLS],
        "certificates": [{"name": n} for _, n in AH6_LICENSES],
        "languages": [{"language": "English", "fluency": "fluent"}, {"language": "Spanish", "fluency": "native"}],
    })


if __name__ == "__main__":
    ah1_medical_assistant_docx()
    ah2_customer_service_txt()
    ah3_millwright_fpdf()
    ah4_trainee_accountant_pdflatex()
    ah5_instructional_assistant_chromium()
    ah6_real_estate_html()
