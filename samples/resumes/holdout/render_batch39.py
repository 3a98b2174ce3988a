#!/usr/bin/env python3
"""Renders the thirty-ninth held-out batch (am1–am6) into files/ and its truth into truth/.

Written without reading the parser (nor its tests or docs); the only project files read were
holdout_render.py, render_batch33–38.py (for the conventions, the helpers and the truth shape; the helpers
imported below are defined in render_batch20.py, render_batch24.py and render_batch26.py) and a few truth
files. Six experienced people whose resumes a recruiter sees in one week, none in batch 34–38's
occupations: a retail store manager in Dallas with an associate degree and a bachelor's completed online, a
physiotherapist in Cape Town, a construction project manager (PMP) in Calgary, an executive assistant in
Sydney, an Indian aircraft maintenance engineer (B1 licence) in Dubai and a clinical social worker (MSW,
LCSW) in Chicago. Each resume is made with a different everyday producer: a Markdown-ish plain-text file, a
DOCX kept as the Word file with a header table, fpdf2 with a right sidebar, pdflatex, wkhtmltopdf of a
one-column HTML page and a hand-written HTML page. They hold what such resumes hold: several roles at one
employer, promotions, current jobs, a concurrent contract job, contract and locum roles, a career break
printed between two roles at one employer, an unexplained gap, internships and on-the-job training, dates
written "Mar 2021 – Present", "2011–2014", "Nov – Dec 2010", "Mar '19 – Jun '21", "Jan – Dec 2016",
"01/2020 – 12/2021", "2007 – 2009", "2019 – Present", "Summer 2013", "09/2010 – 05/2012"; education degree
first and school first, dates at the right, in parentheses, in square brackets and on one line, grades,
a first-class mark, honours, an online bachelor's degree, diplomas, a degree in progress, high school;
licences and certifications with numbers, issuers and expiry dates; grouped skills and spoken languages.

- am1 (plain text, UTF-8, LF line ends, Markdown-ish): a retail store manager's resume: the name "LaToya
  Simmons" underlined with "=" (a setext heading), the label "Retail Store Manager | Multi-Unit Operations |
  Team Development", a " · " contact line ("Dallas, TX 75228", "(214) 555-0172", the email,
  "linkedin.com/in/latoya-simmons-retail" as text); "## " section headings; Summary; Experience with each
  employer as a "### Employer — City, ST" heading over "**Title** (dates)" lines and "- " bullets: "Store
  Manager" "(Mar 2021 – Present)" and "Assistant Store Manager" "(Aug 2017 – Feb 2021)" at one home goods
  retailer, "Department Supervisor – Apparel & Home" "(Jun 2014 – Jul 2017)" and "Sales Associate
  (part-time)" "(2011–2014)" at one department store, "Seasonal Stock Associate" "(Nov – Dec 2010)" with no
  bullets; Education as one-line "- " items, degree first: "Bachelor of Science, Business Management —
  Western Governors University (online), 2020–2022", "Associate of Applied Science (AAS), Business
  Management — Eastfield College, Mesquite, TX, 2012–2014 · GPA 3.5", "High School Diploma — Skyline Ridge
  High School, Dallas, TX, 2010"; Certifications as "- " items with " — " issuers, years and "exp." dates;
  Skills as "- **Label:** " lines of ", " items; Languages as a " · " line. A manager in Dallas, TX.
- am2 (DOCX, python-docx, kept as the Word file; Calibri 10.5 pt, A4, two pages; the page count is checked on a
  throw-away LibreOffice PDF): a South African physiotherapist's CV whose header is a borderless two-cell
  table: "Naledi Khumalo" and the label "Physiotherapist | Sports & Musculoskeletal Rehabilitation" in the
  left cell, the contact lines ("Cape Town, South Africa", "+27 82 555 0147", the email,
  "linkedin.com/in/naledi-khumalo-physio") right-aligned in the right cell; teal headings with a rule;
  PROFILE; EXPERIENCE with the bold title and the dates on a right tab over an italic "Employer, Place"
  line and "List Bullet" items: "Senior Physiotherapist" "Jul 2021 – Present" and "Physiotherapist" "Mar '19
  – Jun '21" at one private practice, "Team Physiotherapist (contract, part-time)" "2020 – 2023" beside
  them, "Locum Physiotherapist" "Feb 2017 – Jan 2019" through a London staffing agency, "Community Service
  Physiotherapist" "Jan – Dec 2016" at a district hospital; EDUCATION degree first with the dates on a right
  tab over the institution and a remark line: "MSc Sports Physiotherapy (part-time, in progress)" "2024 –
  present" at Stellenbosch University, "BSc Physiotherapy" "2012 – 2015" at the University of Cape Town with
  "Final mark: 74% (first class) · Class medal for clinical practice", "National Senior Certificate (NSC)"
  "2011"; REGISTRATION & CERTIFICATIONS as bullets; SKILLS as bold-labelled lines; LANGUAGES.
- am3 (fpdf2 with DejaVu Sans, Letter, one page): a construction project manager's resume with a dark green
  right sidebar holding CONTACT ("Calgary, AB", "(403) 555-0138", a mailto link,
  "linkedin.com/in/ryan-tkachuk" as a link), CERTIFICATIONS ("• " items with " – " issuers, numbers and
  "exp." dates), SKILLS
  ("• " items) and LANGUAGES; the main column with the name "Ryan Tkachuk, PMP", the label "Construction
  Project Manager | Commercial & Institutional Builds", PROFILE, EXPERIENCE (a bold title with the dates at
  the right over an italic "Employer — City, AB" line and bullets): "Senior Project Manager" "01/2022 –
  Present", "Project Manager" "01/2020 – 12/2021" and "Assistant Project Manager" "06/2016 – 12/2019" at one
  general contractor, "Project Coordinator (contract)" "01/2015 – 05/2016" in Fort McMurray, "Estimator /
  Project Coordinator" "07/2010 – 12/2014", "Construction Labourer (summers)" "2007 – 2009" with no bullets;
  EDUCATION school first, the school in bold over two degree lines with the dates in parentheses:
  "Bachelor of Science, Construction Project Management (2013 – 2016) — part-time, evenings" and "Diploma,
  Civil Engineering Technology (2008 – 2010) — Honours, GPA 3.6/4.0". A project manager in Calgary, AB.
- am4 (pdflatex, Palatino via mathpazo, A4, one page): an Australian executive assistant's resume: the name
  "Sophie Castellano" centred in large bold type, the label "Executive Assistant to the CEO | Board &
  Executive Support" and a " | " contact line ("Randwick, Sydney NSW 2031", "0423 555 186", a mailto link, a
  LinkedIn link printed "linkedin.com/in/sophiecastellano"); small-capital headings over a rule; Profile;
  Experience grouped by employer (the bold employer with its place at the right, each italic title with its
  dates at the right, then bullets): "Executive Assistant to the CEO" "Jul 2022 – Present", "Executive
  Assistant to the CFO (12-month contract)" "Jun 2021 – May 2022", "Personal Assistant to the Managing
  Partner" "Jul 2017 – May 2021" and "Legal Secretary" "Jan 2013 – Feb 2016" at one law firm with an italic
  "Career break (parental leave), Mar 2016 – Jun 2017" line between them, "Receptionist (part-time)"
  "2009–2012" with no bullets; Education as one-line entries with the dates at the right: "Diploma of
  Leadership and Management (BSB50420), TAFE NSW (online)" "2020", "Bachelor of Arts (Media and
  Communications), Macquarie University" "2009 – 2012" with "WAM 76.4 · Dean's List 2011" under it, "Higher
  School Certificate (HSC), Maroubra Heights High School" "2008"; Certifications as bullets; Skills as
  bold-labelled lines; Languages. An executive assistant in Sydney, NSW.
- am5 (wkhtmltopdf 0.12.6 of a one-column HTML page, A4, two pages): an Indian aircraft maintenance
  engineer's CV in Dubai: the name "Anand Krishnan Menon", the label "Licensed Aircraft Maintenance Engineer
  (B1.1) | Airbus A320 & Boeing 777", a " · " contact line ("Al Qusais, Dubai, UAE", "+971 55 555 0193", a
  mailto link, a LinkedIn link printed "linkedin.com/in/anand-menon-ame"); headings in capitals; PROFESSIONAL
  SUMMARY; LICENCES; WORK EXPERIENCE with each entry a flex row (old -webkit-box flexbox for Qt WebKit and
  the standard display:flex) holding the bold title and " · Employer" at the left and the dates right-
  aligned, a grey "City, Country" line and bullets: "B1 Licensed Aircraft Maintenance Engineer" "2019 –
  Present" and "Aircraft Technician – Mechanical" "Apr 2016 – Dec 2018" at one MRO in Dubai, "Aircraft
  Maintenance Technician (contract)" "Oct 2013 – Mar 2016" in Hyderabad, "Trainee Technician (OJT)" "Summer
  2013" in Kochi; EDUCATION in the same rows: "Diploma in Aircraft Maintenance Engineering · Malabar Institute
  of Aeronautics" "2010 – 2013" with "Kochi, India" and "DGCA-approved CAR-147 course, B1 (Mechanical) stream
  · Aggregate: 81% (First Class with Distinction)", "HSC (Science) · St. Aloysius Higher Secondary School"
  "2010" with "Thrissur, India · 86%"; TRAINING & CERTIFICATES as a list; SKILLS as bold-labelled lines;
  LANGUAGES; PERSONAL DETAILS (nationality, date of birth, visa, driving licence). An engineer in Dubai.
- am6 (an HTML page written by hand, UTF-8, a <style> block, kept as the .html file): a Chicago clinical
  social worker's resume: <h1> "Teresa M. Kowalski, MSW, LCSW", the label "Licensed Clinical Social Worker |
  Child Welfare & Trauma-Informed Therapy", a contact <p> ("Chicago, IL 60625", "(773) 555-0164", a mailto
  link, a LinkedIn link printed "linkedin.com/in/teresakowalski-lcsw"); <h2> headings; "Summary";
  "Professional Experience" as <div class="job"> blocks, an <h3> title with the dates in a <span> floated
  right over a "Employer · City, ST" <p> and a <ul>: "Clinical Supervisor" "Oct 2021 – Present" and
  "Clinical Therapist" "Aug 2017 – Sep 2021" at one family services agency, "Contract Therapist (part-time,
  evenings)" "Jan 2023 – Present" at a telehealth company, "Remote", "MSW Clinical Intern" "Sep 2016 – May
  2017", "Child Protection Specialist" "2012 – 2015" at the Illinois DCFS, "Youth Program Aide (part-time)"
  "09/2010 – 05/2012" with no bullets; "Education" school first in <h3> with the dates floated right over an
  <em> degree line and a grades line: "Loyola University Chicago" "Aug 2015 – May 2017" "Master of Social
  Work (MSW)" "GPA 3.92/4.00 · Phi Alpha Honor Society"; "Northern Illinois University" "2008 – 2012"
  "Bachelor of Arts in Psychology, minor in Spanish" "GPA 3.61/4.00 · cum laude"; "Licenses &
  Certifications" as a <ul>; "Skills" as labelled <p>s; "Languages" as a " · " line. A social worker in
  Chicago, IL.

Decisions for this batch (documented here because the documents leave them to the reader):
- Several roles at one employer are separate work entries, each with the employer's name and location
  and its own dates (am1, am2, am3, am4, am5, am6). Part-time, seasonal, summer, locum, contract and
  community service posts, an internship and on-the-job training printed under the experience heading are
  work entries; overlapping and concurrent jobs are entries in printed order. am4's career break line
  names no employer and no title and is not a work entry; gaps are nothing in the truth. am5's personal
  details are not work entries.
- A title's own dash, slash or parenthesis is part of the position ("Department Supervisor – Apparel &
  Home", "Sales Associate (part-time)", "Team Physiotherapist (contract, part-time)", "Project Coordinator
  (contract)", "Estimator / Project Coordinator", "Construction Labourer (summers)", "Executive Assistant
  to the CFO (12-month contract)", "Aircraft Technician – Mechanical", "Aircraft Maintenance Technician
  (contract)", "Trainee Technician (OJT)", "Contract Therapist (part-time, evenings)", "Youth Program Aide
  (part-time)"). An employer's "Ltd.", "Ltd", "Inc.", "LLC" and "Pvt. Ltd." stay; am6's "Illinois Department
  of Children and Family Services (DCFS)" is the name as printed. Work locations as printed ("Dallas, TX",
  "Claremont, Cape Town", "London, UK", "Fort McMurray, AB", "Barangaroo NSW", "Dubai, UAE", "Hyderabad,
  India", "Remote").
- Dates: "Present" and "present" make a job or programme current from its start. "Mar '19 – Jun '21" is
  2019-03 to 2021-06 (date_text as printed with the ASCII apostrophes). "2011–2014", "2009–2012", "2020 –
  2023", "2007 – 2009" and "2012 – 2015" keep years only. "Nov – Dec 2010" runs 2010-11 to 2010-12 and
  "Jan – Dec 2016" 2016-01 to 2016-12; "Summer 2013" runs June to August 2013; numeric "01/2020",
  "09/2010" are months. am1's parentheses around the dates are not part of date_text. A single year is
  the end date (am1's "2010", am2's NSC "2011", am4's "2020" and "2008", am5's HSC "2010").
- Education:
  - am1: "Bachelor of Science, Business Management" is "Bachelor of Science" / "Business Management" at
    "Western Governors University" (the "(online)" mode note left out); "Associate of Applied Science
    (AAS), Business Management" is "Associate of Applied Science (AAS)" / "Business Management" at
    "Eastfield College" (", Mesquite, TX" dropped) with the score "3.5"; "High School Diploma" has no area.
    The dates are the years printed after the institution ("2020–2022", "2012–2014", "2010").
  - am2: "MSc Sports Physiotherapy (part-time, in progress)" is "MSc" / "Sports Physiotherapy", current
    from 2024 (the parenthesis a mode and status note, batch 34); "BSc Physiotherapy" is "BSc" /
    "Physiotherapy" with the score "74%" ("Final mark:"; "(first class)" and the class medal left out, as
    batch 36 left out the class after a percentage); "National Senior Certificate (NSC)" has no area.
  - am3: both degrees are at "Southern Alberta Institute of Technology (SAIT)" (the school printed once over
    them, ", Calgary, AB" dropped): "Bachelor of Science, Construction Project Management" is "Bachelor of
    Science" / "Construction Project Management" (2013–2016; "part-time, evenings" a remark); "Diploma, Civil
    Engineering Technology" is "Diploma" / "Civil Engineering Technology" (2008–2010) with the score
    "3.6/4.0" (the GPA, not "Honours").
  - am4: "Diploma of Leadership and Management (BSB50420)" is "Diploma" / "Leadership and Management", the
    national code left out (batch 31), at "TAFE NSW" ("(online)" left out), end 2020; "Bachelor of Arts
    (Media and Communications)" is "Bachelor of Arts" / "Media and Communications" (the parenthesis after the
    degree is its field, batch 29) with the score "76.4" (WAM, as batch 36; the Dean's List is not a score);
    "Higher School Certificate (HSC)" has no area.
  - am5: "Diploma in Aircraft Maintenance Engineering" is "Diploma" / "Aircraft Maintenance Engineering"
    with the score "81%" ("Aggregate:"; the class in parentheses left out, batch 36; the CAR-147 course and
    B1 stream a remark); "HSC (Science)" is "HSC" / "Science" (batch 36) with the score "86%".
  - am6: "Master of Social Work (MSW)" has no area, score "3.92/4.00" (the honor society is not a score);
    "Bachelor of Arts in Psychology, minor in Spanish" is "Bachelor of Arts" / "Psychology" (a minor is not
    the area) with the score "3.61/4.00" (the GPA before the Latin honours, batch 26).
  - The institution is the printed name without a city, state, province or country.
- Certificates and licences drop the issuer, licence, certificate, registration and credential numbers,
  years, "exp.", "expires", "valid to" and "valid until" dates, and keep an abbreviation, code, category
  or issuer's acronym printed as part of the name: am1's "Customer Service and Sales Certification", "OSHA
  10-Hour General Industry", "ServSafe Food Handler", "Mental Health First Aid (Adult)"; am2's "Registered
  Physiotherapist" (the HPCSA and "PT 0123456" dropped), "Dry Needling Level 1 & 2", "Clinical Pilates
  Instructor", "Basic Life Support (BLS)"; am3's "Project Management Professional (PMP)", "Gold Seal
  Certification – Project Manager", "Construction Safety Training System (CSTS-20)", "LEED Green
  Associate", "Standard First Aid & CPR Level C"; am4's "Minute Taking for Boards and Committees",
  "Microsoft Office Specialist: Excel Associate (Microsoft 365 Apps)", "Provide First Aid (HLTAID011)",
  "Working with Children Check"; am5's two licences "GCAA Aircraft Maintenance Licence (AML) Category B1.1"
  and "DGCA Aircraft Maintenance Engineer Licence Category B1" (printed under LICENCES) then the training
  list: "Human Factors (Initial & Recurrent)", "EWIS & Fuel Tank Safety (CDCCL)", "Engine Ground Run
  Authorisation (A320 family)", "Borescope Inspection (Olympus IPLEX)"; am6's "Licensed Clinical Social
  Worker (LCSW)", "Trauma-Focused Cognitive Behavioral Therapy (TF-CBT) Certified Therapist", "EMDR Basic
  Training", "CPR/AED and First Aid". am5's aircraft types are a skills group, not certificates.
- basics.name drops credentials after the name ("Ryan Tkachuk, PMP", "Teresa M. Kowalski, MSW, LCSW").
  The label is the line under the name, whole. Basics location is the city with the state, province or
  country printed beside it, without a ZIP code, postcode or district: "Dallas, TX 75228" is "Dallas" /
  "TX"; "Cape Town, South Africa" gives "ZA"; "Calgary, AB"; "Randwick, Sydney NSW 2031" is "Sydney" /
  "NSW" (Randwick the suburb); "Al Qusais, Dubai, UAE" is "Dubai" with "AE" (Al Qusais the district);
  "Chicago, IL 60625". LinkedIn addresses printed as text get "https://www."; links use their targets.
- Skills are the listed items as printed, a group's label left out; ", " and "• " separate items, commas
  inside parentheses do not. Spoken languages with their fluency as printed.

Truth conventions as in batches 5–38: date_text as printed (LaTeX's "--" printed as "–"), the work entry's
location where printed, phones as printed. Phones are 555 numbers in the US, Canada, Australia, South
Africa and the UAE; emails at example.com. Every person, employer, school, licence, registration and
certificate number, phone and email is invented, except the public bodies named as they are (Illinois
DCFS) and the universities, colleges and issuers (Western Governors University, Eastfield College,
University of Cape Town, Stellenbosch University, SAIT, TAFE NSW, Macquarie University, Loyola University
Chicago, Northern Illinois University, the HPCSA, PMI, the GCAA, the DGCA and the others), which are real
institutions, named as any resume names them.

Tools on the machine that wrote this batch (nothing had to be installed): python-docx, LibreOffice
(soffice, for the page count only), fpdf2 2.8, pdflatex (texlive with psnfss mathpazo, titlesec, enumitem,
xcolor, hyperref), wkhtmltopdf 0.12.6, poppler-utils, fonts-dejavu, fonts-crosextra-carlito. pdflatex,
wkhtmltopdf, lo_page_count, fpdf_dejavu, new_docx, bottom_border, tex, work_truth, dates and linkedin come
from holdout_render.py; cell_margins, no_borders and table_geometry from render_batch20.py, flat_skills
from render_batch24.py and grouped_jobs from render_batch26.py.
Run from this folder: python3 render_batch39.py
"""
import os
from xml.sax.saxutils import escape

from holdout_render import (FILES, bottom_border, check_pages, dates, fpdf_dejavu, linkedin, lo_page_count,
                            new_docx, pdf_pages, pdflatex, tex, wkhtmltopdf, work_truth, write_text, write_truth)
from render_batch20 import cell_margins, no_borders, table_geometry
from render_batch24 import flat_skills
from render_batch26 import grouped_jobs


# ---- am1: retail store manager (Dallas), Markdown-ish plain text -----------------------------------------------
AM1_EMPLOYERS = [
    ("Bluebonnet Home & Living", "Dallas, TX", [
        ("Store Manager", "Mar 2021 – Present", ("2021-03", None, True),
         ["Run a $14.2M big-box home goods store with 4 assistant managers, 9 department leads and 65–90 "
          "associates depending on season.",
          "Grew sales 11% and cut shrink from 2.1% to 1.3% of sales in FY2024; store ranked #3 of 41 in the "
          "region for Net Promoter Score.",
          "Own the store P&L, labor budget and scheduling in Kronos; hire, coach and promote — 6 of my "
          "assistant managers and leads have gone on to run their own stores.",
          "Led the store through a full remodel in 2023 while staying open, finishing two weeks early."]),
        ("Assistant Store Manager", "Aug 2017 – Feb 2021", ("2017-08", "2021-02"),
         ["Managed receiving, replenishment and the sales floor for a Plano store; led the holiday hiring "
          "of 40 seasonal associates each year.",
          "Rolled out buy-online-pick-up-in-store and curbside pickup in 2020 in under three weeks."]),
    ]),
    ("Parkway Department Stores", "Richardson, TX", [
        ("Department Supervisor – Apparel & Home", "Jun 2014 – Jul 2017", ("2014-06", "2017-07"),
         ["Supervised 14 associates; planogram and visual merchandising resets, markdowns and weekly "
          "inventory counts.",
          "Lifted department credit card applications 35% year over year through daily huddles."]),
        ("Sales Associate (part-time)", "2011–2014", ("2011", "2014"),
         ["Cashier, fitting room and stock work while in college."]),
    ]),
    ("Town East Toy Co.", "Mesquite, TX", [
        ("Seasonal Stock Associate", "Nov – Dec 2010", ("2010-11", "2010-12"), []),
    ]),
]
AM1_JOBS = grouped_jobs(AM1_EMPLOYERS)
AM1_CERTS = [("Customer Service and Sales Certification — NRF Foundation, 2016",
              "Customer Service and Sales Certification"),
             ("OSHA 10-Hour General Industry — 2020", "OSHA 10-Hour General Industry"),
             ("ServSafe Food Handler — Cert. #4418-2290, exp. 08/2026", "ServSafe Food Handler"),
             ("Mental Health First Aid (Adult) — National Council for Mental Wellbeing, exp. 10/2026",
              "Mental Health First Aid (Adult)")]
AM1_SKILLS = [("Operations", ["P&L management", "Labor scheduling (Kronos, UKG)", "Inventory & shrink control",
                              "Visual merchandising", "BOPIS and curbside"]),
              ("People", ["Hiring & onboarding", "Coaching", "Performance reviews", "Conflict resolution"]),
              ("Tools", ["Oracle Retail", "Microsoft Excel", "Google Workspace"])]


def am1_store_manager_txt():
    out = ["LaToya Simmons",
           "==============",
           "",
           "Retail Store Manager | Multi-Unit Operations | Team Development",
           "",
           "Dallas, TX 75228 · (214) 555-0172 · latoya.simmons@example.com · linkedin.com/in/latoya-simmons-retail",
           "",
           "## Summary",
           "",
           "Store manager with 14 years in big-box and department store retail, from part-time sales associate",
           "to running a $14M store. I build strong teams, keep stores clean, stocked and safe, and hit my",
           "numbers. Finished my bachelor's degree online while working full time. Looking for a district or",
           "multi-unit manager role in the Dallas–Fort Worth area.",
           "",
           "## Experience"]
    for company, place, roles in AM1_EMPLOYERS:
        out += ["", f"### {company} — {place}"]
        for title, when, _, items in roles:
            out += ["", f"**{title}** ({when})"]
            out += [f"- {item}" for item in items]
    out += ["", "## Education", "",
            "- Bachelor of Science, Business Management — Western Governors University (online), 2020–2022",
            "- Associate of Applied Science (AAS), Business Management — Eastfield College, Mesquite, TX, "
            "2012–2014 · GPA 3.5",
            "- High School Diploma — Skyline Ridge High School, Dallas, TX, 2010",
            "", "## Certifications", ""]
    out += [f"- {printed}" for printed, _ in AM1_CERTS]
    out += ["", "## Skills", ""]
    out += [f"- **{label}:** {', '.join(items)}" for label, items in AM1_SKILLS]
    out += ["", "## Languages", "", "English (native) · Spanish (conversational)", ""]
    name = "am1-latoya-simmons"
    write_text(name + ".txt", "\n".join(out))
    write_truth(name, {
        "basics": {"name": "LaToya Simmons",
                   "label": "Retail Store Manager | Multi-Unit Operations | Team Development",
                   "email": "latoya.simmons@example.com", "phone": "(214) 555-0172",
                   "location": {"city": "Dallas", "region": "TX"},
                   "profiles": [linkedin("latoya-simmons-retail")]},
        "work": work_truth(AM1_JOBS),
        "education": [
            {"institution": "Western Governors University", "study_type": "Bachelor of Science",
             "area": "Business Management", "dates": dates("2020", "2022", text="2020–2022")},
            {"institution": "Eastfield College", "study_type": "Associate of Applied Science (AAS)",
             "area": "Business Management", "score": "3.5", "dates": dates("2012", "2014", text="2012–2014")},
            {"institution": "Skyline Ridge High School", "study_type": "High School Diploma",
             "dates": dates(None, "2010", text="2010")}],
        "skills": flat_skills(AM1_SKILLS),
        "certificates": [{"name": n} for _, n in AM1_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Spanish", "fluency": "conversational"}],
    })


# ---- am2: physiotherapist (Cape Town), DOCX with a header table ------------------------------------------------
AM2_PRACTICE = "Atlantic Sports & Orthopaedic Physiotherapy"
AM2_JOBS = [
    ("Senior Physiotherapist", AM2_PRACTICE, "Claremont, Cape Town", "Jul 2021 – Present", ("2021-07", None, True),
     ["Treat 14–16 patients a day in a four-physio private practice: post-operative knees and shoulders, "
      "running injuries, spinal pain and return-to-sport rehabilitation.",
      "Run the practice's ACL rehabilitation programme with two orthopaedic surgeons, from pre-hab to "
      "return-to-play testing (force plates, hop tests).",
      "Supervise two junior physiotherapists and UCT final-year students on clinical placement."]),
    ("Physiotherapist", AM2_PRACTICE, "Claremont, Cape Town", "Mar '19 – Jun '21", ("2019-03", "2021-06"),
     ["Outpatient musculoskeletal caseload; started the practice's Clinical Pilates classes (4 classes a week)."]),
    ("Team Physiotherapist (contract, part-time)", "Cape Coastal Rugby Union", "Cape Town", "2020 – 2023",
     ("2020", "2023"),
     ["Match-day and training cover for the U19 and U21 squads: pitch-side emergency care, strapping, "
      "concussion screening (HIA) and injury tracking."]),
    ("Locum Physiotherapist", "Kingsway Medical Staffing Ltd", "London, UK", "Feb 2017 – Jan 2019",
     ("2017-02", "2019-01"),
     ["Band 5 and Band 6 locum posts in NHS outpatient and inpatient orthopaedic teams across three London "
      "trusts."]),
    ("Community Service Physiotherapist", "Breede Valley District Hospital", "Worcester", "Jan – Dec 2016",
     ("2016-01", "2016-12"),
     ["Compulsory community service year: wards, outpatients and rural outreach clinics."]),
]
AM2_CERTS = [("Registered Physiotherapist – Health Professions Council of South Africa (HPCSA), PT 0123456, "
              "valid until 31/03/2026", "Registered Physiotherapist"),
             ("Dry Needling Level 1 & 2 – 2019", "Dry Needling Level 1 & 2"),
             ("Clinical Pilates Instructor – APPI, 2020", "Clinical Pilates Instructor"),
             ("Basic Life Support (BLS) – Resuscitation Council of Southern Africa, exp. 08/2026",
              "Basic Life Support (BLS)")]
AM2_SKILLS = [("Clinical", ["Musculoskeletal assessment", "ACL and post-operative rehabilitation",
                            "Manual therapy", "Dry needling", "Sports taping and strapping",
                            "Return-to-sport testing (force plates, hop tests)"]),
              ("Other", ["Clinical Pilates", "Exercise prescription", "Student supervision", "GoodX practice "
                         "management software"])]


def am2_physiotherapist_docx():
    from docx.enum.table import WD_TABLE_ALIGNMENT
    from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_TAB_ALIGNMENT
    from docx.shared import Cm, Pt, RGBColor

    teal = RGBColor(0x0F, 0x6E, 0x6E)
    document = new_docx(author="Naledi Khumalo", title="CV – Naledi Khumalo", page=(Cm(21), Cm(29.7)),
                        margins=(Cm(2), Cm(1.7)), font="Calibri", size=10.5, space_after=3)
    document.styles["List Bullet"].paragraph_format.space_after = Pt(0)
    text_width = Cm(17)

    header = document.add_table(rows=1, cols=2)
    header.alignment = WD_TABLE_ALIGNMENT.LEFT
    no_borders(header)
    table_geometry(header, [6000, 3638])
    cell_margins(header, left=0, right=0)
    left, right = header.rows[0].cells
    p = left.paragraphs[0]; p.paragraph_format.space_after = Pt(2)
    r = p.add_run("Naledi Khumalo"); r.bold = True; r.font.size = Pt(24); r.font.color.rgb = teal
    p = left.add_paragraph(); r = p.add_run("Physiotherapist | Sports & Musculoskeletal Rehabilitation")
    r.font.size = Pt(12)
    for i, line in enumerate(["Cape Town, South Africa", "+27 82 555 0147", "naledi.khumalo@example.com",
                              "linkedin.com/in/naledi-khumalo-physio"]):
        p = right.paragraphs[0] if i == 0 else right.add_paragraph()
        p.alignment = WD_ALIGN_PARAGRAPH.RIGHT; p.paragraph_format.space_after = Pt(0)
        p.add_run(line)

    def heading(text):
        q = document.add_paragraph()
        q.paragraph_format.space_before = Pt(10); q.paragraph_format.space_after = Pt(4)
        q.paragraph_format.keep_with_next = True
        r = q.add_run(text); r.bold = True; r.font.size = Pt(12); r.font.color.rgb = teal
        bottom_border(q, color="0F6E6E", size="8")

    def tabbed(left_text, right_text, bold=True):
        q = document.add_paragraph(); q.paragraph_format.space_after = Pt(0)
        q.paragraph_format.keep_with_next = True
        q.paragraph_format.tab_stops.add_tab_stop(text_width, WD_TAB_ALIGNMENT.RIGHT)
        q.add_run(left_text).bold = bold
        q.add_run("\t" + right_text)
        return q

    heading("PROFILE")
    document.add_paragraph(
        "HPCSA-registered physiotherapist with nine years of clinical experience in South Africa and the UK NHS, "
        "now a senior physiotherapist in a busy sports and orthopaedic practice. Evidence-based, hands-on and "
        "good at keeping patients motivated through long rehabilitation. Studying part-time for an MSc in "
        "Sports Physiotherapy; looking for a lead role with a professional team or high-performance centre.")

    heading("EXPERIENCE")
    for title, company, place, when, _, items in AM2_JOBS:
        tabbed(title, when)
        q = document.add_paragraph(); q.paragraph_format.space_after = Pt(1 if items else 6)
        q.add_run(f"{company}, {place}").italic = True
        for i, item in enumerate(items):
            b = document.add_paragraph(item, style="List Bullet")
            if i == len(items) - 1:
                b.paragraph_format.space_after = Pt(6)

    heading("EDUCATION")
    for degree, when, school, remark in (
            ("MSc Sports Physiotherapy (part-time, in progress)", "2024 – present", "Stellenbosch University",
             "Research project: hamstring injury risk screening in academy rugby players"),
            ("BSc Physiotherapy", "2012 – 2015", "University of Cape Town",
             "Final mark: 74% (first class) · Class medal for clinical practice"),
            ("National Senior Certificate (NSC)", "2011", "Rondevlei High School, Cape Town", None)):
        tabbed(degree, when)
        q = document.add_paragraph(school); q.paragraph_format.space_after = Pt(0 if remark else 6)
        if remark:
            q = document.add_paragraph(remark); q.paragraph_format.space_after = Pt(6)

    heading("REGISTRATION & CERTIFICATIONS")
    for printed, _ in AM2_CERTS:
        document.add_paragraph(printed, style="List Bullet")

    heading("SKILLS")
    for label, items in AM2_SKILLS:
        q = document.add_paragraph(); q.add_run(label + ": ").bold = True; q.add_run(", ".join(items))

    heading("LANGUAGES")
    document.add_paragraph("isiXhosa (native), English (fluent), Afrikaans (conversational)")

    name = "am2-naledi-khumalo"
    path = os.path.join(FILES, name + ".docx")
    document.save(path)
    check_pages(name, lo_page_count(path, name), 2)
    write_truth(name, {
        "basics": {"name": "Naledi Khumalo", "label": "Physiotherapist | Sports & Musculoskeletal Rehabilitation",
                   "email": "naledi.khumalo@example.com", "phone": "+27 82 555 0147",
                   "location": {"city": "Cape Town", "country_code": "ZA"},
                   "profiles": [linkedin("naledi-khumalo-physio")]},
        "work": work_truth(AM2_JOBS),
        "education": [
            {"institution": "Stellenbosch University", "study_type": "MSc", "area": "Sports Physiotherapy",
             "dates": dates("2024", None, True, text="2024 – present")},
            {"institution": "University of Cape Town", "study_type": "BSc", "area": "Physiotherapy", "score": "74%",
             "dates": dates("2012", "2015", text="2012 – 2015")},
            {"institution": "Rondevlei High School", "study_type": "National Senior Certificate (NSC)",
             "dates": dates(None, "2011", text="2011")}],
        "skills": flat_skills(AM2_SKILLS),
        "certificates": [{"name": n} for _, n in AM2_CERTS],
        "languages": [{"language": "isiXhosa", "fluency": "native"}, {"language": "English", "fluency": "fluent"},
                      {"language": "Afrikaans", "fluency": "conversational"}],
    })


# ---- am3: construction project manager (Calgary), fpdf2 with a right sidebar -----------------------------------
AM3_EMPLOYERS = [
    ("Foothills Ridge Construction Ltd.", "Calgary, AB", [
        ("Senior Project Manager", "01/2022 – Present", ("2022-01", None, True),
         ["Deliver commercial and institutional projects of $20–65M under CCDC 2 and CCDC 5B contracts, "
          "including a $48M K–9 school and a $31M medical office building.",
          "Lead teams of 2 PMs, 3 superintendents and coordinators; report monthly cost, schedule and risk to "
          "owners and the VP of Operations.",
          "Finished the last four projects on or ahead of schedule with an average 3.8% margin gain over "
          "tender."]),
        ("Project Manager", "01/2020 – 12/2021", ("2020-01", "2021-12"),
         ["Managed two projects at once ($8–22M): buyout, subcontracts, change orders, RFIs and owner "
          "meetings; 0 lost-time incidents."]),
        ("Assistant Project Manager", "06/2016 – 12/2019", ("2016-06", "2019-12"),
         ["Submittals, shop drawings, schedules in MS Project and the site's COR safety documentation."]),
    ]),
    ("Athabasca Industrial Services Inc.", "Fort McMurray, AB", [
        ("Project Coordinator (contract)", "01/2015 – 05/2016", ("2015-01", "2016-05"),
         ["Coordinated a 14-month oil sands plant turnaround camp build: vendors, logistics and daily reports."]),
    ]),
    ("Chinook Interiors Inc.", "Calgary, AB", [
        ("Estimator / Project Coordinator", "07/2010 – 12/2014", ("2010-07", "2014-12"),
         ["Quantity take-offs and bids for tenant improvements; coordinated trades on fit-outs up to $2M."]),
    ]),
    ("Bow Valley Builders", "Cochrane, AB", [
        ("Construction Labourer (summers)", "2007 – 2009", ("2007", "2009"), []),
    ]),
]
AM3_JOBS = grouped_jobs(AM3_EMPLOYERS)
AM3_CERTS = [("Project Management Professional (PMP) – PMI, #3104877, exp. 11/2026",
              "Project Management Professional (PMP)"),
             ("Gold Seal Certification – Project Manager – Canadian Construction Association, 2019",
              "Gold Seal Certification – Project Manager"),
             ("Construction Safety Training System (CSTS-20) – 2023", "Construction Safety Training System (CSTS-20)"),
             ("LEED Green Associate – USGBC, 2018", "LEED Green Associate"),
             ("Standard First Aid & CPR Level C – exp. 05/2026", "Standard First Aid & CPR Level C")]
AM3_SKILLS = ["Project controls & cost reporting", "CCDC contracts", "Scheduling (MS Project, P6)", "Procore",
              "Bluebeam Revu", "Subcontract buyout", "Risk management", "COR safety programs",
              "Owner & consultant relations"]


def am3_project_manager_fpdf():
    from fpdf import FPDF

    side_w, right_pad = 64, 7
    green, white, light = (27, 67, 50), (255, 255, 255), (200, 222, 210)

    class Resume(FPDF):
        def header(self):
            self.set_fill_color(*green)
            self.rect(self.w - side_w, 0, side_w, self.h, style="F")

    pdf = Resume(format="Letter")
    main_x = 13
    main_w = pdf.w - side_w - main_x - 8
    side_x = pdf.w - side_w + right_pad
    inner = side_w - 2 * right_pad
    pdf.set_margins(main_x, 13, side_w + 8)
    pdf.set_auto_page_break(False)
    fpdf_dejavu(pdf, styles=("", "B", "I"))
    pdf.set_title("Ryan Tkachuk – Resume"); pdf.set_author("Ryan Tkachuk")
    pdf.add_page()

    def font(style="", size=9.3, color=(33, 33, 33)):
        pdf.set_font("DejaVu", style, size); pdf.set_text_color(*color)

    # main column
    pdf.set_xy(main_x, 13)
    font("B", 21, green); pdf.cell(main_w, 10, "Ryan Tkachuk, PMP", new_x="LMARGIN", new_y="NEXT")
    font("", 10.5, (80, 80, 80))
    pdf.multi_cell(main_w, 5.2, "Construction Project Manager | Commercial & Institutional Builds",
                   new_x="LMARGIN", new_y="NEXT")

    def heading(text):
        pdf.ln(2.5); font("B", 11, green)
        pdf.cell(main_w, 6, text, new_x="LMARGIN", new_y="NEXT")
        pdf.set_draw_color(*green); pdf.line(main_x, pdf.get_y(), main_x + main_w, pdf.get_y()); pdf.ln(1.5)

    heading("PROFILE")
    font("", 9.2)
    pdf.multi_cell(main_w, 4.4, "PMP-certified construction project manager with 15 years in commercial, "
                   "institutional and industrial construction in Alberta, from estimator to senior PM on "
                   "$20–65M builds. Strong on cost control, schedules and safety, and known for straight "
                   "talk with owners and trades.", new_x="LMARGIN", new_y="NEXT")
    heading("EXPERIENCE")
    for company, place, roles in AM3_EMPLOYERS:
        for title, when, _, items in roles:
            pdf.ln(1)
            font("B", 9.7); pdf.cell(main_w - 36, 5, title)
            font("", 8.8, (80, 80, 80)); pdf.cell(36, 5, when, align="R", new_x="LMARGIN", new_y="NEXT")
            font("I", 9); pdf.cell(main_w, 4.5, f"{company} — {place}", new_x="LMARGIN", new_y="NEXT")
            font("", 8.9)
            for item in items:
                pdf.set_x(main_x + 1); pdf.cell(3.5, 4.2, "•")
                pdf.multi_cell(main_w - 4.5, 4.2, item, new_x="LMARGIN", new_y="NEXT")
    heading("EDUCATION")
    font("B", 9.7)
    pdf.multi_cell(main_w, 5, "Southern Alberta Institute of Technology (SAIT), Calgary, AB",
                   new_x="LMARGIN", new_y="NEXT")
    font("", 9.1)
    pdf.multi_cell(main_w, 4.5, "Bachelor of Science, Construction Project Management (2013 – 2016) — part-time, "
                   "evenings", new_x="LMARGIN", new_y="NEXT")
    pdf.multi_cell(main_w, 4.5, "Diploma, Civil Engineering Technology (2008 – 2010) — Honours, GPA 3.6/4.0",
                   new_x="LMARGIN", new_y="NEXT")
    assert pdf.get_y() < pdf.h - 10, pdf.get_y()

    # sidebar
    def side_heading(text):
        pdf.ln(4); pdf.set_x(side_x)
        font("B", 10, white)
        pdf.cell(inner, 6, text, new_x="LEFT", new_y="NEXT")
        pdf.set_draw_color(*light); pdf.line(side_x, pdf.get_y(), side_x + inner, pdf.get_y()); pdf.ln(1.5)

    def side_line(text, style="", size=8.4, h=4.1, link=""):
        pdf.set_x(side_x); font(style, size, white if style == "B" else light)
        pdf.multi_cell(inner, h, text, new_x="LEFT", new_y="NEXT", link=link, align="L")
        pdf.ln(0.6)

    pdf.set_xy(side_x, 10)
    blocks = [
        ("CONTACT", ["Calgary, AB", "(403) 555-0138",
                     ("ryan.tkachuk@example.com", "", 8.2, 4.1, "mailto:ryan.tkachuk@example.com"),
                     ("linkedin.com/in/ryan-tkachuk", "", 8.2, 4.1, "https://www.linkedin.com/in/ryan-tkachuk")]),
        ("CERTIFICATIONS", ["• " + p for p, _ in AM3_CERTS]),
        ("SKILLS", ["• " + s for s in AM3_SKILLS]),
        ("LANGUAGES", ["English – native", "Ukrainian – conversational", "French – basic"]),
    ]
    for title, lines in blocks:
        side_heading(title)
        for line in lines:
            side_line(*line) if isinstance(line, tuple) else side_line(line)
    assert pdf.get_y() < pdf.h - 8, pdf.get_y()

    name = "am3-ryan-tkachuk"
    path = os.path.join(FILES, name + ".pdf")
    pdf.output(path)
    check_pages(name, pdf_pages(path), 1)
    write_truth(name, {
        "basics": {"name": "Ryan Tkachuk",
                   "label": "Construction Project Manager | Commercial & Institutional Builds",
                   "email": "ryan.tkachuk@example.com", "phone": "(403) 555-0138",
                   "location": {"city": "Calgary", "region": "AB"}, "profiles": [linkedin("ryan-tkachuk")]},
        "work": work_truth(AM3_JOBS),
        "education": [
            {"institution": "Southern Alberta Institute of Technology (SAIT)", "study_type": "Bachelor of Science",
             "area": "Construction Project Management", "dates": dates("2013", "2016", text="2013 – 2016")},
            {"institution": "Southern Alberta Institute of Technology (SAIT)", "study_type": "Diploma",
             "area": "Civil Engineering Technology", "score": "3.6/4.0",
             "dates": dates("2008", "2010", text="2008 – 2010")}],
        "skills": [{"name": s} for s in AM3_SKILLS],
        "certificates": [{"name": n} for _, n in AM3_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Ukrainian", "fluency": "conversational"},
                      {"language": "French", "fluency": "basic"}],
    })


# ---- am4: executive assistant (Sydney), pdflatex ---------------------------------------------------------------
AM4_LAW = "Whitlam Carey Lawyers"
AM4_EMPLOYERS = [
    ("Harbourview Property Group", "Barangaroo NSW", [
        ("Executive Assistant to the CEO", "Jul 2022 – Present", ("2022-07", None, True),
         ["Manage the CEO's diary, travel and correspondence across three time zones; gatekeeper for 40+ "
          "meeting requests a week.",
          "Coordinate board and committee meetings end to end: agendas, board packs in Diligent, minutes and "
          "action tracking.",
          "Organise the annual investor day (250 guests) and quarterly leadership offsites."]),
    ]),
    ("Meridian Super", "Sydney NSW", [
        ("Executive Assistant to the CFO (12-month contract)", "Jun 2021 – May 2022", ("2021-06", "2022-05"),
         ["Supported the CFO and finance leadership team through a fund merger; prepared audit committee "
          "papers and managed 200+ invoices a month in SAP Concur."]),
    ]),
    (AM4_LAW, "Sydney NSW", [
        ("Personal Assistant to the Managing Partner", "Jul 2017 – May 2021", ("2017-07", "2021-05"),
         ["Diary, billing and client liaison for the managing partner; coordinated partner retreats and the "
          "firm's move to new offices."]),
        ("Legal Secretary", "Jan 2013 – Feb 2016", ("2013-01", "2016-02"),
         ["Document production, court filing and time recording for two commercial litigation partners."]),
    ]),
    ("Clovelly Real Estate", "Clovelly NSW", [
        ("Receptionist (part-time)", "2009–2012", ("2009", "2012"), []),
    ]),
]
AM4_JOBS = grouped_jobs(AM4_EMPLOYERS)
AM4_CERTS = [("Minute Taking for Boards and Committees – Governance Institute of Australia, 2021",
              "Minute Taking for Boards and Committees"),
             ("Microsoft Office Specialist: Excel Associate (Microsoft 365 Apps) – 2023",
              "Microsoft Office Specialist: Excel Associate (Microsoft 365 Apps)"),
             ("Provide First Aid (HLTAID011) – valid to 03/2026", "Provide First Aid (HLTAID011)"),
             ("Working with Children Check – WWC1234567E, exp. 09/2028", "Working with Children Check")]
AM4_SKILLS = [("Executive support", ["Diary and inbox management", "Board and committee secretariat",
                                     "Minute taking", "Domestic and international travel", "Event management"]),
              ("Systems", ["Microsoft 365", "Diligent Boards", "SAP Concur", "Salesforce", "Canva"])]


def am4_executive_assistant_pdflatex():
    experience = []
    for company, place, roles in AM4_EMPLOYERS:
        block = r"\noindent\textbf{" + tex(company) + r"} \hfill " + tex(place) + r"\\[1pt]" + "\n"
        for title, when, _, items in roles:
            if title == "Legal Secretary":
                block += (r"\textit{\small Career break (parental leave), Mar 2016 -- Jun 2017}\\[2pt]" + "\n")
            block += r"\textit{" + tex(title) + r"} \hfill " + tex(when) + "\n"
            if items:
                block += (r"\begin{itemize}" + "\n" + "\n".join(r"  \item " + tex(i) for i in items) + "\n"
                          + r"\end{itemize}" + "\n")
            else:
                block += r"\par" + "\n"
        experience.append(block + r"\vspace{5pt}" + "\n")

    src = r"""\documentclass[a4paper,11pt]{article}
\usepackage[T1]{fontenc}
\usepackage[utf8]{inputenc}
\usepackage{mathpazo}
\usepackage[margin=1.8cm,top=1.5cm,bottom=1.4cm]{geometry}
\usepackage{titlesec}
\usepackage{enumitem}
\usepackage{xcolor}
\usepackage[hidelinks]{hyperref}
\pagestyle{empty}
\setlength{\parindent}{0pt}
\definecolor{plum}{HTML}{5B2A4E}
\titleformat{\section}{\color{plum}\large\scshape}{}{0em}{}[{\color{plum}\titlerule}]
\titlespacing*{\section}{0pt}{9pt}{4pt}
\setlist[itemize]{leftmargin=14pt,itemsep=0pt,topsep=1pt,parsep=0pt}
\begin{document}
\begin{center}
{\fontsize{24}{28}\selectfont\bfseries Sophie Castellano}\\[3pt]
{\large Executive Assistant to the CEO | Board \& Executive Support}\\[3pt]
Randwick, Sydney NSW 2031 \,|\, 0423 555 186 \,|\, \href{mailto:sophie.castellano@example.com}{sophie.castellano@example.com}
\,|\, \href{https://www.linkedin.com/in/sophiecastellano}{linkedin.com/in/sophiecastellano}
\end{center}

\section{Profile}
Executive assistant with more than ten years supporting CEOs, CFOs and managing partners in property,
superannuation and law. Calm under pressure, discreet, and happiest when the boss's week runs like clockwork.
Experienced board secretariat support; looking for a senior EA or chief of staff role in Sydney.

\section{Experience}
""" + "".join(experience) + r"""
\section{Education}
\textbf{Diploma of Leadership and Management (BSB50420)}, TAFE NSW (online) \hfill 2020\\[2pt]
\textbf{Bachelor of Arts (Media and Communications)}, Macquarie University \hfill 2009 -- 2012\\
WAM 76.4 $\cdot$ Dean's List 2011\\[2pt]
\textbf{Higher School Certificate (HSC)}, Maroubra Heights High School \hfill 2008

\section{Certifications}
\begin{itemize}
""" + "\n".join(r"  \item " + tex(p) for p, _ in AM4_CERTS) + r"""
\end{itemize}

\section{Skills}
""" + "\n\n".join(r"\textbf{" + tex(label) + ":} " + tex(", ".join(items)) for label, items in AM4_SKILLS) + r"""

\section{Languages}
English (native), Italian (conversational)
\end{document}
"""
    name = "am4-sophie-castellano"
    pdflatex(src, name)
    check_pages(name, pdf_pages(os.path.join(FILES, name + ".pdf")), 1)
    write_truth(name, {
        "basics": {"name": "Sophie Castellano", "label": "Executive Assistant to the CEO | Board & Executive Support",
                   "email": "sophie.castellano@example.com", "phone": "0423 555 186",
                   "location": {"city": "Sydney", "region": "NSW"}, "profiles": [linkedin("sophiecastellano")]},
        "work": work_truth(AM4_JOBS),
        "education": [
            {"institution": "TAFE NSW", "study_type": "Diploma", "area": "Leadership and Management",
             "dates": dates(None, "2020", text="2020")},
            {"institution": "Macquarie University", "study_type": "Bachelor of Arts", "area": "Media and Communications",
             "score": "76.4", "dates": dates("2009", "2012", text="2009 – 2012")},
            {"institution": "Maroubra Heights High School", "study_type": "Higher School Certificate (HSC)",
             "dates": dates(None, "2008", text="2008")}],
        "skills": flat_skills(AM4_SKILLS),
        "certificates": [{"name": n} for _, n in AM4_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Italian", "fluency": "conversational"}],
    })


# ---- am5: aircraft maintenance engineer (Dubai), wkhtmltopdf of a one-column page ------------------------------
AM5_MRO = "Gulfstar Aero Engineering LLC"
AM5_JOBS = [
    ("B1 Licensed Aircraft Maintenance Engineer", AM5_MRO, "Dubai, UAE", "2019 – Present", ("2019", None, True),
     ["Certify line and base maintenance on A320 family and B777-300ER aircraft for four customer airlines: "
      "transit, daily and weekly checks, defect rectification and A-checks.",
      "Release aircraft to service under GCAA CAR-145 approval; about 1,200 certified work packages a year "
      "with no findings in the last two GCAA audits.",
      "Troubleshoot hydraulic, fuel, landing gear and bleed air systems using AMM, TSM, IPC and AirN@v; "
      "perform engine ground runs and borescope inspections.",
      "Lead shift teams of 6–8 technicians and mentor B1 licence candidates."]),
    ("Aircraft Technician – Mechanical", AM5_MRO, "Dubai, UAE", "Apr 2016 – Dec 2018", ("2016-04", "2018-12"),
     ["C-check tasks on B777 and A320 aircraft: flight controls, landing gear changes, wheel and brake "
      "changes and structural inspections."]),
    ("Aircraft Maintenance Technician (contract)", "Deccan Aero Services Pvt. Ltd.", "Hyderabad, India",
     "Oct 2013 – Mar 2016", ("2013-10", "2016-03"),
     ["Line maintenance on ATR 72 and A320 aircraft for domestic carriers; component changes under "
      "supervision of certifying staff."]),
    ("Trainee Technician (OJT)", "Coastal Air Maintenance Pvt. Ltd.", "Kochi, India", "Summer 2013",
     ("2013-06", "2013-08"),
     ["DGCA on-the-job training logbook tasks on ATR 72 and Dash 8 aircraft."]),
]
AM5_LICENCES = [("GCAA Aircraft Maintenance Licence (AML) Category B1.1 – Licence No. UAE.66.B1.20871, "
                 "valid until 14/02/2027", "GCAA Aircraft Maintenance Licence (AML) Category B1.1"),
                ("DGCA Aircraft Maintenance Engineer Licence Category B1 – Licence No. AME-38112 (issued 2015)",
                 "DGCA Aircraft Maintenance Engineer Licence Category B1")]
AM5_CERTS = [("Human Factors (Initial & Recurrent) – Dec 2024", "Human Factors (Initial & Recurrent)"),
             ("EWIS & Fuel Tank Safety (CDCCL) – 2024", "EWIS & Fuel Tank Safety (CDCCL)"),
             ("Engine Ground Run Authorisation (A320 family) – exp. 06/2026",
              "Engine Ground Run Authorisation (A320 family)"),
             ("Borescope Inspection (Olympus IPLEX) – 2021", "Borescope Inspection (Olympus IPLEX)")]
AM5_SKILLS = [("Aircraft types", ["Airbus A320 family (CFM56, IAE V2500)", "Boeing 777-300ER (GE90)", "ATR 72"]),
              ("Maintenance", ["Line and base maintenance", "Defect troubleshooting", "Engine ground runs",
                               "Borescope inspection", "NDT awareness"]),
              ("Systems & documents", ["AMOS", "AirN@v", "AMM / TSM / IPC", "CAR-145 procedures"])]


def am5_aircraft_engineer_wkhtmltopdf():
    def entry(title, org, when, place, items=(), note=None):
        out = (f'<div class="entry"><div class="row"><div class="t"><b>{escape(title)}</b> · {escape(org)}</div>'
               f'<div class="d">{escape(when)}</div></div><div class="place">{escape(place)}</div>')
        if note:
            out += f'<div class="note">{escape(note)}</div>'
        if items:
            out += "<ul>" + "".join(f"<li>{escape(i)}</li>" for i in items) + "</ul>"
        return out + "</div>\n"

    html = f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Anand Krishnan Menon – CV</title>
<style>
body {{ font-family: "DejaVu Sans", Arial, sans-serif; font-size: 11.8pt; color: #1c2430; line-height: 1.33; }}
h1 {{ font-size: 25pt; margin: 0; color: #0a3d62; }}
.label {{ font-size: 14pt; margin: 2px 0 4px; color: #333; }}
.contact a {{ color: #0a3d62; text-decoration: none; white-space: nowrap; }}
h2 {{ font-size: 13pt; letter-spacing: 1px; color: #0a3d62; border-bottom: 2px solid #0a3d62;
      margin: 14px 0 6px; padding-bottom: 1px; page-break-after: avoid; }}
.entry {{ margin-bottom: 8px; page-break-inside: avoid; }}
.row {{ display: -webkit-box; display: flex; }}
.row .t {{ -webkit-box-flex: 1; flex: 1; }}
.row .d {{ text-align: right; white-space: nowrap; padding-left: 12px; color: #444; font-weight: bold; }}
.place {{ color: #666; font-size: 11.4pt; }}
.note {{ font-size: 11.8pt; }}
ul {{ margin: 2px 0 0; padding-left: 20px; }}
p {{ margin: 0 0 3px; }}
</style></head>
<body>
<h1>Anand Krishnan Menon</h1>
<div class="label">Licensed Aircraft Maintenance Engineer (B1.1) | Airbus A320 &amp; Boeing 777</div>
<div class="contact">Al Qusais, Dubai, UAE &nbsp;·&nbsp; +971 55 555 0193 &nbsp;·&nbsp;
<a href="mailto:anand.menon@example.com">anand.menon@example.com</a> &nbsp;·&nbsp;
<a href="https://www.linkedin.com/in/anand-menon-ame">linkedin.com/in/anand-menon-ame</a></div>

<h2>PROFESSIONAL SUMMARY</h2>
<p>GCAA B1.1 licensed aircraft maintenance engineer with 11 years in line and base maintenance in the UAE and
India, type-rated on the Airbus A320 family and the Boeing 777. Safety-minded, methodical with documentation and
at home on night shifts and AOG recoveries. Looking for a B1 certifying engineer or shift lead position with an
airline or CAR-145 organisation in the GCC.</p>

<h2>LICENCES</h2>
<ul>{"".join(f"<li>{escape(p)}</li>" for p, _ in AM5_LICENCES)}</ul>

<h2>WORK EXPERIENCE</h2>
{"".join(entry(t, c, w, p, i) for t, c, p, w, _, i in AM5_JOBS)}
<h2>EDUCATION</h2>
{entry("Diploma in Aircraft Maintenance Engineering", "Malabar Institute of Aeronautics", "2010 – 2013",
       "Kochi, India",
       note="DGCA-approved CAR-147 course, B1 (Mechanical) stream · Aggregate: 81% (First Class with Distinction)")}
{entry("HSC (Science)", "St. Aloysius Higher Secondary School", "2010", "Thrissur, India · 86%")}
<h2>TRAINING &amp; CERTIFICATES</h2>
<ul>{"".join(f"<li>{escape(p)}</li>" for p, _ in AM5_CERTS)}</ul>

<h2>SKILLS</h2>
{"".join(f"<p><b>{escape(label)}:</b> {escape(', '.join(items))}</p>" for label, items in AM5_SKILLS)}

<h2>LANGUAGES</h2>
<p>English – fluent &nbsp;·&nbsp; Malayalam – native &nbsp;·&nbsp; Hindi – fluent &nbsp;·&nbsp; Arabic – basic</p>

<h2>PERSONAL DETAILS</h2>
<p>Nationality: Indian &nbsp;·&nbsp; Date of birth: 14 March 1992 &nbsp;·&nbsp; Visa status: UAE employment visa
&nbsp;·&nbsp; UAE driving licence (light vehicle)</p>
</body></html>
"""
    name = "am5-anand-krishnan-menon"
    wkhtmltopdf(html, name, 2, options=("--page-size", "A4", "--margin-top", "14mm", "--margin-bottom", "14mm",
                                        "--margin-left", "16mm", "--margin-right", "16mm", "--encoding", "utf-8"))
    write_truth(name, {
        "basics": {"name": "Anand Krishnan Menon",
                   "label": "Licensed Aircraft Maintenance Engineer (B1.1) | Airbus A320 & Boeing 777",
                   "email": "anand.menon@example.com", "phone": "+971 55 555 0193",
                   "location": {"city": "Dubai", "country_code": "AE"}, "profiles": [linkedin("anand-menon-ame")]},
        "work": work_truth(AM5_JOBS),
        "education": [
            {"institution": "Malabar Institute of Aeronautics", "study_type": "Diploma",
             "area": "Aircraft Maintenance Engineering", "score": "81%",
             "dates": dates("2010", "2013", text="2010 – 2013")},
            {"institution": "St. Aloysius Higher Secondary School", "study_type": "HSC", "area": "Science",
             "score": "86%", "dates": dates(None, "2010", text="2010")}],
        "skills": flat_skills(AM5_SKILLS),
        "certificates": [{"name": n} for _, n in AM5_LICENCES + AM5_CERTS],
        "languages": [{"language": "English", "fluency": "fluent"}, {"language": "Malayalam", "fluency": "native"},
                      {"language": "Hindi", "fluency": "fluent"}, {"language": "Arabic", "fluency": "basic"}],
    })


# ---- am6: clinical social worker (Chicago), hand-written HTML ---------------------------------------------------
AM6_AGENCY = "Lakeview Family Services"
AM6_JOBS = [
    ("Clinical Supervisor", AM6_AGENCY, "Chicago, IL", "Oct 2021 – Present", ("2021-10", None, True),
     ["Supervise 7 therapists and case managers in the child and family outpatient program; provide weekly "
      "clinical supervision toward LCSW licensure for 4 LSWs.",
      "Carry a reduced caseload of 12 children and teens with complex trauma (TF-CBT, EMDR, family therapy).",
      "Led the program's move to Medicaid managed care billing and cut documentation backlog from 19% to 3%."]),
    ("Clinical Therapist", AM6_AGENCY, "Chicago, IL", "Aug 2017 – Sep 2021", ("2017-08", "2021-09"),
     ["Individual, family and group therapy for a caseload of 30–35 youth in foster and kinship care; "
      "IM+CANS assessments and treatment plans."]),
    ("Contract Therapist (part-time, evenings)", "BrightPath Telehealth, LLC", "Remote", "Jan 2023 – Present",
     ("2023-01", None, True),
     ["Telehealth therapy for adults with anxiety, depression and perinatal mood disorders, 8–10 sessions a "
      "week."]),
    ("MSW Clinical Intern", "Northside Community Mental Health Center", "Chicago, IL", "Sep 2016 – May 2017",
     ("2016-09", "2017-05"),
     ["Advanced-year field placement: intake assessments, individual therapy and a DBT skills group."]),
    ("Child Protection Specialist", "Illinois Department of Children and Family Services (DCFS)", "Chicago, IL",
     "2012 – 2015", ("2012", "2015"),
     ["Investigated allegations of abuse and neglect, completed safety plans and testified in juvenile court."]),
    ("Youth Program Aide (part-time)", "Kishwaukee Youth Center", "DeKalb, IL", "09/2010 – 05/2012",
     ("2010-09", "2012-05"), []),
]
AM6_CERTS = ["Licensed Clinical Social Worker (LCSW) – Illinois, License No. 149.021877, expires 11/30/2027",
             "Trauma-Focused Cognitive Behavioral Therapy (TF-CBT) Certified Therapist – 2019",
             "EMDR Basic Training – EMDRIA-approved, 2021",
             "CPR/AED and First Aid – American Red Cross, valid through 06/2026"]
AM6_CERT_NAMES = ["Licensed Clinical Social Worker (LCSW)",
                  "Trauma-Focused Cognitive Behavioral Therapy (TF-CBT) Certified Therapist",
                  "EMDR Basic Training", "CPR/AED and First Aid"]
AM6_SKILLS = [("Clinical", ["Trauma-informed care", "TF-CBT", "EMDR", "Family therapy", "DBT skills groups",
                            "Crisis intervention", "IM+CANS assessment"]),
              ("Leadership", ["Clinical supervision", "Quality assurance", "Medicaid documentation"]),
              ("Systems", ["Credible EHR", "SimplePractice", "Microsoft 365"])]


def am6_social_worker_html():
    def job(title, company, place, when, items):
        out = (f'<div class="job">\n  <h3>{escape(title)} <span class="dates">{escape(when)}</span></h3>\n'
               f'  <p class="org">{escape(company)} · {escape(place)}</p>\n')
        if items:
            out += "  <ul>\n" + "".join(f"    <li>{escape(i)}</li>\n" for i in items) + "  </ul>\n"
        return out + "</div>\n"

    html = f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Teresa M. Kowalski, MSW, LCSW – Resume</title>
<style>
  body {{ font-family: "Source Sans Pro", "Segoe UI", Helvetica, Arial, sans-serif; max-width: 800px;
         margin: 30px auto; padding: 0 20px; color: #222; line-height: 1.45; }}
  h1 {{ margin: 0; font-size: 2.1em; color: #6b2d5c; }}
  .label {{ margin: 2px 0 6px; font-size: 1.12em; }}
  .contact a {{ color: #6b2d5c; }}
  h2 {{ font-size: 1.1em; text-transform: uppercase; letter-spacing: 1px; color: #6b2d5c;
        border-bottom: 1px solid #c9a9c0; margin-top: 26px; padding-bottom: 2px; }}
  h3 {{ font-size: 1em; margin: 14px 0 0; }}
  .dates {{ float: right; font-weight: normal; color: #555; }}
  .org {{ margin: 0; font-style: italic; }}
  ul {{ margin: 4px 0 0; padding-left: 22px; }}
  p {{ margin: 0 0 4px; }}
</style>
</head>
<body>
<h1>Teresa M. Kowalski, MSW, LCSW</h1>
<p class="label">Licensed Clinical Social Worker | Child Welfare &amp; Trauma-Informed Therapy</p>
<p class="contact">Chicago, IL 60625 · (773) 555-0164 ·
<a href="mailto:teresa.kowalski@example.com">teresa.kowalski@example.com</a> ·
<a href="https://www.linkedin.com/in/teresakowalski-lcsw">linkedin.com/in/teresakowalski-lcsw</a></p>

<h2>Summary</h2>
<p>Licensed clinical social worker with 13 years in child welfare and community mental health, from DCFS
investigations to clinical supervision. Trained in TF-CBT and EMDR, bilingual in Polish, and experienced in
building teams that stay. Seeking a program director or clinical director role in Chicago.</p>

<h2>Professional Experience</h2>
{"".join(job(t, c, p, w, i) for t, c, p, w, _, i in AM6_JOBS)}
<h2>Education</h2>
<h3>Loyola University Chicago <span class="dates">Aug 2015 – May 2017</span></h3>
<p><em>Master of Social Work (MSW)</em></p>
<p>GPA 3.92/4.00 · Phi Alpha Honor Society</p>
<h3>Northern Illinois University <span class="dates">2008 – 2012</span></h3>
<p><em>Bachelor of Arts in Psychology, minor in Spanish</em></p>
<p>GPA 3.61/4.00 · cum laude</p>

<h2>Licenses &amp; Certifications</h2>
<ul>
{"".join(f"  <li>{escape(c)}</li>{chr(10)}" for c in AM6_CERTS)}</ul>

<h2>Skills</h2>
{"".join(f"<p><strong>{escape(label)}:</strong> {escape(', '.join(items))}</p>{chr(10)}" for label, items in AM6_SKILLS)}
<h2>Languages</h2>
<p>English (native) · Polish (fluent) · Spanish (intermediate)</p>
</body>
</html>
"""
    name = "am6-teresa-kowalski"
    write_text(name + ".html", html)
    write_truth(name, {
        "basics": {"name": "Teresa M. Kowalski",
                   "label": "Licensed Clinical Social Worker | Child Welfare & Trauma-Informed Therapy",
                   "email": "teresa.kowalski@example.com", "phone": "(773) 555-0164",
                   "location": {"city": "Chicago", "region": "IL"}, "profiles": [linkedin("teresakowalski-lcsw")]},
        "work": work_truth(AM6_JOBS),
        "education": [
            {"institution": "Loyola University Chicago", "study_type": "Master of Social Work (MSW)",
             "score": "3.92/4.00", "dates": dates("2015-08", "2017-05", text="Aug 2015 – May 2017")},
            {"institution": "Northern Illinois University", "study_type": "Bachelor of Arts", "area": "Psychology",
             "score": "3.61/4.00", "dates": dates("2008", "2012", text="2008 – 2012")}],
        "skills": flat_skills(AM6_SKILLS),
        "certificates": [{"name": n} for n in AM6_CERT_NAMES],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Polish", "fluency": "fluent"},
                      {"language": "Spanish", "fluency": "intermediate"}],
    })


if __name__ == "__main__":
    am1_store_manager_txt()
    am2_physiotherapist_docx()
    am3_project_manager_fpdf()
    am4_executive_assistant_pdflatex()
    am5_aircraft_engineer_wkhtmltopdf()
    am6_social_worker_html()
