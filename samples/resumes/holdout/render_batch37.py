#!/usr/bin/env python3
"""Renders the thirty-seventh held-out batch (ak1–ak6) into files/ and its truth into truth/.

Written without reading the parser (nor its tests or docs); the only project files read were
holdout_render.py, render_batch28–36.py and a few truth files (for the shape and conventions), plus the
definitions of the helpers imported below from render_batch20.py, render_batch24.py and render_batch26.py.
Six job seekers in skilled trades, logistics and public service, none in batches 34–36's
occupations (an HVAC service technician in Akron, Ohio, a police sergeant moving into corporate security in
Birmingham, England, a warehouse operations supervisor in Toronto, a dental hygienist in Brisbane, a chef de
partie in Dublin and a municipal water treatment plant operator in Flagstaff, Arizona), each resume made
with a different everyday producer: a plain-text file, a DOCX kept as the Word file with the experience in
a table, fpdf2 with a left sidebar, pdflatex, Chromium "Save as PDF" of an HTML template and a hand-written
HTML page. They hold what such resumes hold: several roles at one employer, current jobs, concurrent
part-time jobs, gaps, seasonal, summer, casual and volunteer jobs, an apprenticeship and an operator in
training post printed as jobs, dates written "Jan 2020 - Present", "Mar '17 - Dec '19", "2015-2017",
"09/2013 - 05/2014", "Summer 2013", "Sept 2013 – Mar 2019", "2010–2013", "2021 – Present", "01/2016 –
05/2017", "Oct – Dec 2015", "May – Sept 2014"; education with a trade-school diploma, a GED, a BTEC, GCSEs,
an MSc, an Ontario College Diploma, an OSSD, a bachelor's degree, a Certificate III, a QCE, an apprentice's
Advanced Certificate, a Polish vocational diploma, an AAS and a bachelor's degree in progress, laid out
qualification first, school first, with dates on their own line, at the right, in a left column and in a
definition list; licences and certifications with numbers, issuers and expiry dates; skills and spoken
languages.

- ak1 (plain text, UTF-8 and ASCII only, LF line ends, 78 columns): an HVAC technician's resume: "DUSTIN R.
  KOWALCZYK", the label "HVAC Service Technician | EPA 608 Universal | NATE Certified", a street address
  line "1187 Brittain Rd, Akron, OH 44310", "Cell:" and "Email:" lines; ALL-CAPS headings with nothing
  under them; SUMMARY; CERTIFICATIONS & LICENSES as "* " lines with cert. numbers, IDs and "exp." dates;
  WORK EXPERIENCE with the title on one line, "Employer - City, ST" on the next and the dates on a line of
  their own, then "* " bullets: "Lead Service Technician" "Jan 2020 - Present" and "Service Technician"
  "Mar '17 - Dec '19" (two-digit years with an apostrophe) at one heating and cooling company, "HVAC
  Apprentice / Installer's Helper" "2015-2017" (typed hyphen, no spaces), "Maintenance Helper (part-time)"
  "09/2013 - 05/2014", "Landscaping Crew Member (seasonal)" "Summer 2013" with no bullets; the gap from
  June 2014 to 2015 is not explained; EDUCATION & TRAINING in the same three-line form: "HVAC/R Technician
  Diploma" at a trade school "2013 - 2014" with a "900 clock hours | GPA 3.7" line, "GED" "2012"; SKILLS as
  "* " lines of ", " items; LANGUAGES. A technician in Akron, OH.
- ak2 (DOCX, python-docx, kept as the Word file; Arial 10 pt, A4, two pages; the page count is checked on
  a throw-away LibreOffice PDF): a British police sergeant's CV for a corporate security post: "Jermaine
  Walcott", the label "Security Operations Manager | Former Police Sergeant", a " | " contact line
  ("Edgbaston, Birmingham B15 2TT", "07700 900731", the email, "linkedin.com/in/jermainewalcott" as text);
  maroon capital headings with a rule; PROFILE; CAREER HISTORY as a borderless two-column table, the dates
  bold in the left cell and a bold title, an italic "Employer, Town" line and bullets in the right one:
  "Security Operations Manager" "Jun 2025 – Present" at a risk consultancy, "Police Sergeant – Response
  Team" "Apr 2019 – Mar 2025", "Police Constable – Neighbourhood Policing Team" "Sept 2013 – Mar 2019" and
  "Special Constable (volunteer)" "2011 – 2013" at West Midlands Police, "Security Officer (part-time)"
  "2010–2013" with no bullets; April and May 2025 are a gap; EDUCATION as paragraphs: a bold qualification,
  an "Institution, Town · dates" line and a grade line: "MSc Security and Risk Management (distance
  learning)" "2021 – 2023" "Merit", "BTEC Level 3 Extended Diploma in Uniformed Public Services" "2009 –
  2011" "Grade: DMM (Distinction, Merit, Merit)", "GCSEs" "2009" "8 GCSEs at grades A*–C including English
  and Maths"; LICENCES & CERTIFICATIONS as bullets; KEY SKILLS as bold-labelled lines; LANGUAGES;
  "References available on request." A security manager in Birmingham, England.
- ak3 (fpdf2 2.8 with DejaVu Sans, Letter, one page): a warehouse supervisor's resume with a dark slate left
  sidebar holding CONTACT ("Toronto, ON", "(416) 555-0127", the email and "linkedin.com/in/anil-ramdial" as
  links), SKILLS as "• " items, CERTIFICATIONS as "• " items with " – " issuers, years and "exp." dates,
  EDUCATION (the programme in bold over the credential, the school and "dates · GPA": "Supply Chain
  Management – Logistics" / "Ontario College Diploma" / "Seneca College" / "2013 – 2015 · GPA 3.4/4.0";
  "Ontario Secondary School Diploma (OSSD)" / a collegiate / "2012") and LANGUAGES; the main column with the
  name, the label "Warehouse Operations Supervisor | Distribution & Fulfilment", PROFILE and EXPERIENCE (a
  bold title with the dates at the right over an italic "Employer — City, ON" line and bullets): "Warehouse
  Operations Supervisor" "2021 – Present", "Shift Lead – Inbound Receiving" "2018 – 2021" and "Material
  Handler" "06/2017 – 03/2018" at one distributor, "Forklift Operator / Order Picker" "01/2016 – 05/2017",
  "Seasonal Warehouse Associate" "Oct – Dec 2015", "Cashier (part-time)" "2011–2015" with no bullets.
  pdftotext prints the sidebar before or beside the main column. A supervisor in Toronto, ON.
- ak4 (pdflatex, Helvetica via helvet, A4, one page): an Australian dental hygienist's resume: the name
  "Jessica Huynh" in large bold type, the label "Dental Hygienist | Periodontal & Preventive Care", a " · "
  contact line ("West End QLD 4101", "0412 555 193", a mailto link); blue small-capital headings over a
  rule; PROFILE; PROFESSIONAL EXPERIENCE with a bold title and the dates at the right over an italic
  "Employer, Suburb QLD" line and bullets: "Senior Dental Hygienist" "Jul 2022 – Present" and "Dental
  Hygienist" "Feb 2017 – Jun 2022" at one dental group, "Dental Hygienist (part-time, Saturdays)" "Mar 2020
  – Present" beside them, "Dental Assistant (casual)" "2014–2016" and "Dental Assistant" "Jan 2012 – Feb
  2014" at one practice, "Retail Assistant (Christmas casual)" "Dec 2011 – Jan 2012" with no bullets;
  EDUCATION as a tabular with the dates in the left column and "Qualification, Institution, Town" with a
  remark line in the right: "Bachelor of Oral Health (Dental Hygiene)" "2014 – 2016" "GPA 6.1/7 · Final-year
  clinical placement: …", "Certificate III in Dental Assisting (HLT31812)" "2012" "Completed as a traineeship
  …", "Queensland Certificate of Education (QCE)" "2011"; REGISTRATION & LICENCES as bullets; SKILLS as
  bold-labelled lines; LANGUAGES; MEMBERSHIPS; "Referees available on request". A hygienist in Brisbane.
- ak5 (Chromium "Save as PDF" of an HTML/CSS template with flexbox, A4, one page, Lato): an Irish-based
  Polish chef's CV: a dark header band with the name "Tomasz Wiśniewski", the label "Chef de Partie |
  Modern Irish & Classic French" and a contact row ("Dublin 8", "087 555 0163", a mailto link); PROFILE;
  KITCHEN EXPERIENCE as rows with the dates in a left column and a bold title, an "Employer · Town" line and
  bullets in the right: "Chef de Partie – Sauce" "Mar 2022 – Present" and "Demi Chef de Partie" "Jun 2020 –
  Feb 2022" at one restaurant, "Commis Chef (apprentice)" "Sept 2018 – May 2020" at a Galway hotel, "Kitchen
  Porter (seasonal)" "Summer 2017" in Killarney, "Cook (part-time)" "2014 – 2017" in Kraków; EDUCATION in
  the same rows: "Advanced Certificate in Culinary Arts" at "Galway-Mayo Institute of Technology" "2018 –
  2020" with "QQI Level 6 · Commis Chef Apprenticeship · Distinction"; "Catering Technician Diploma (Technik
  żywienia i usług gastronomicznych)" at a Kraków vocational school "2010 – 2014"; CERTIFICATES as a list;
  SKILLS as tags; LANGUAGES with " — " levels. A chef in Dublin, Ireland.
- ak6 (an HTML page written by hand, UTF-8, a <style> block, kept as the .html file): an Arizona water
  treatment operator's resume: <h1> "Daniel Begay", the label "Water Treatment Plant Operator III | ADEQ
  Grade 3 Treatment, Grade 2 Distribution", a contact <p> ("Flagstaff, AZ 86004", "(928) 555-0162", a
  mailto link); <h2> headings; "Summary"; "Work Experience" as a <table> with the dates in the first column
  and the <strong> title, "Employer — City, ST" and a <ul> in the second: "Water Treatment Plant Operator
  III" "2021 – Present" and "Water Treatment Plant Operator II" "Jul 2017 – Jun 2021" at a city utility,
  "Operator in Training (OIT)" "01/2016 – 06/2017" at a town water department, "Seasonal Wildland
  Firefighter" "May – Sept 2014" with "U.S. Forest Service" as employer, "Lifeguard (summer)" "Summer 2012"
  with no bullets; "Licenses & Certifications" as a <dl> of <dt> names and <dd> details (operator IDs,
  state, endorsement, expiry); "Education" as a <dl>: "Bachelor of Science in Environmental Sciences (in
  progress)" / "Northern Arizona University, Flagstaff, AZ · 2023 – present · online, part-time", "Associate
  of Applied Science (AAS), Water Resources Technologies" / "GateWay Community College, Phoenix, AZ · 2014 –
  2016 · GPA 3.62", "High School Diploma" / a high school "· 2012"; "Skills" as a <ul>; "Languages" as a
  <ul>. An operator in Flagstaff, AZ.

Decisions for this batch (documented here because the documents leave them to the reader):
- Several roles at one employer are separate work entries, each with the employer's name and location
  and its own dates (ak1, ak2, ak3, ak4, ak5, ak6). Part-time, casual, Christmas casual, Saturday,
  seasonal and summer jobs, an apprenticeship, an apprentice commis post, an operator in training post and
  a volunteer special constable post printed under CAREER HISTORY are work entries; overlapping and
  concurrent jobs are entries in printed order. ak6's seasonal firefighter job has "U.S. Forest Service" as
  its employer. A gap is nothing in the truth. Memberships (ak4) and references are not work entries.
- A title's own dash, slash or parenthesis is part of the position ("HVAC Apprentice / Installer's Helper",
  "Maintenance Helper (part-time)", "Police Sergeant – Response Team", "Special Constable (volunteer)",
  "Shift Lead – Inbound Receiving", "Forklift Operator / Order Picker", "Dental Hygienist (part-time,
  Saturdays)", "Retail Assistant (Christmas casual)", "Chef de Partie – Sauce", "Commis Chef (apprentice)",
  "Operator in Training (OIT)", "Lifeguard (summer)"). An employer's "Inc.", "LLC", "Ltd" and "Ltd." stay.
  Work locations as printed ("Akron, OH", "Sutton Coldfield", "Mississauga, ON", "South Brisbane QLD",
  "Dublin 2", "Kraków, Poland", "Flagstaff, AZ").
- Dates: "Present" and "present" make a job or programme current from its start. "Mar '17 - Dec '19" is
  2017-03 to 2019-12 (an apostrophe's two-digit year is in the 2000s here), date_text as printed with the
  ASCII apostrophes and hyphen. "2015-2017", "2010–2013", "2011–2015" and "2014–2016" keep years only.
  "Summer 2013", "Summer 2017" and "Summer 2012" run June to August of that year; "Oct – Dec 2015" runs
  2015-10 to 2015-12 and "May – Sept 2014" 2014-05 to 2014-09; "Sept" is September; numeric "09/2013",
  "06/2017", "01/2016" are months. A single year is the end date (ak1's "GED" "2012", ak2's GCSEs "2009").
  ak1's dates on their own line are the job's dates as printed.
- Education:
  - "HVAC/R Technician Diploma" is study_type "Diploma" with area "HVAC/R Technician" (area first, as batch
    28's "Full-Stack Web Development Diploma"); its "900 clock hours | GPA 3.7" line gives the score "3.7"
    (the hours a remark). "GED" is a school-leaving qualification with no area.
  - "MSc Security and Risk Management (distance learning)" is "MSc" / "Security and Risk Management" (the
    mode note left out) with the score "Merit". "BTEC Level 3 Extended Diploma in Uniformed Public Services"
    is "BTEC Level 3 Extended Diploma" / "Uniformed Public Services" with the score "DMM" (the grade
    without its label; the spelt-out "(Distinction, Merit, Merit)" is a gloss). "GCSEs" has no area and
    no score (the count of grades is not one score, batch 19).
  - ak3's sidebar prints the programme over the credential: "Supply Chain Management – Logistics" over
    "Ontario College Diploma" is study_type "Ontario College Diploma", area "Supply Chain Management –
    Logistics" (as batch 31's "Ontario College Diploma — …"), score "3.4/4.0". "Ontario Secondary School
    Diploma (OSSD)" has no area.
  - "Bachelor of Oral Health (Dental Hygiene)" is "Bachelor of Oral Health" / "Dental Hygiene" (the
    parenthesis after the degree is its field, batch 29) with the score "6.1/7" (the placement after " · "
    a remark). "Certificate III in Dental Assisting (HLT31812)" is "Certificate III" / "Dental Assisting",
    the code left out (batch 31); its traineeship note is a remark. "Queensland Certificate of Education
    (QCE)" has no area and no score.
  - "Advanced Certificate in Culinary Arts" is "Advanced Certificate" / "Culinary Arts" with the score
    "Distinction" (the QQI level is not a score, as the NZQA level in batch 35; the apprenticeship named on
    the remark line is the commis job, already a work entry). "Catering Technician Diploma (Technik
    żywienia i usług gastronomicznych)" is "Diploma" / "Catering Technician" (area first; the Polish name a
    gloss, batch 29).
  - "Bachelor of Science in Environmental Sciences (in progress)" is "Bachelor of Science" / "Environmental
    Sciences", current from 2023 ("(in progress)" a status note, batch 34); "Associate of Applied Science
    (AAS), Water Resources Technologies" is "Associate of Applied Science (AAS)" / "Water Resources
    Technologies" with the score "3.62"; "High School Diploma" has no area.
  - The institution is the printed name without a city, town, state or province ("Akron Institute of
    Skilled Trades - Akron, OH", "University of Leicester, Leicester", "Griffith University, Gold Coast
    QLD", "Galway-Mayo Institute of Technology, Galway", "Northern Arizona University, Flagstaff, AZ").
- Certificates and licences drop the issuer, licence, card, certificate, operator or registration number,
  state, endorsement, year, "valid until", "renewal due", "exp." and "expires" dates and "(does not
  expire)", but keep an abbreviation, code or class in parentheses that is part of the name, and an
  issuer's acronym printed as the first word of the name ("EPA Section 608 Universal Certification", "NATE
  Air Conditioning Service Certification", "SIA Door Supervisor Licence", "NEBOSH National General
  Certificate in Occupational Health and Safety", "ADEQ Grade 3 Water Treatment Operator"): "General
  Registration – Dental Hygienist, Dental Board of Australia (AHPRA), DEN0001784562, renewal due
  30/11/2025" is "General Registration – Dental Hygienist" (as batch 35's "Registered Nurse – Adult");
  "Class B Commercial Driver License (CDL-B)" drops its "Arizona · Tanker (N) endorsement · exp. 03/2029"
  line; "Lift Truck Operator (Counterbalance & Reach)" keeps its classes. Memberships (ak4) are not
  certificates.
- basics.name is written in ordinary case ("DUSTIN R. KOWALCZYK" is "Dustin R. Kowalczyk"). The label is
  the line under the name, whole. Basics location is the city with the state, province or territory printed
  beside it, without a street, ZIP code or postcode ("1187 Brittain Rd, Akron, OH 44310" is "Akron", "OH";
  "Edgbaston, Birmingham B15 2TT" is "Birmingham" (Edgbaston is the district); "West End QLD 4101" is city
  "West End", region "QLD", the suburb being the only place printed; "Dublin 8" is "Dublin"); no country is
  printed in any header, so there is no country_code. LinkedIn addresses printed as text or links are
  profiles ("https://www." added where printed without it).
- Skills are the listed items as printed, a group's label left out; ", ", "• ", tags and lines separate
  items, commas inside parentheses do not ("Ductless mini-splits (Mitsubishi, Daikin)", "CCTV and access
  control (Genetec, Lenel)", "Radiographs (OPG, bitewings)"). Spoken languages with their fluency as
  printed ("native", "basic", "fluent", "conversational", "fluent (C1)", "basic (kitchen French)").

Truth conventions as in batches 5–36: date_text as printed (ASCII hyphens and apostrophes kept in ak1;
LaTeX "--" printed as "–"), the work entry's location where printed, phones as printed. Phones are 555
numbers in the US, Canada, Australia and Ireland and an Ofcom drama mobile in the UK; emails at
example.com. Every person, employer, school, street, licence, card, operator and registration number,
phone and email is invented, except the public bodies a resume names as they are (West Midlands Police,
U.S. Forest Service, City of Flagstaff) and the universities and colleges (University of Leicester, South &
City College Birmingham, Seneca College, Griffith University, TAFE Queensland, Galway-Mayo Institute of
Technology, Northern Arizona University, GateWay Community College), which are real institutions, named as
any resume names them.

Tools on the machine that wrote this batch (nothing had to be installed): python-docx, LibreOffice
(soffice), fpdf2 2.8, pdflatex (texlive with psnfss helvet, titlesec, enumitem), Chromium, poppler-utils,
fonts-lato, fonts-dejavu. new_docx, bottom_border, lo_page_count, chromium_pdf, pdflatex, fpdf_dejavu, tex,
work_truth, dates and linkedin come from holdout_render.py; flat_skills from render_batch24.py,
grouped_jobs from render_batch26.py and no_borders and table_geometry from render_batch20.py.
Run from this folder: python3 render_batch37.py
"""
import os
import textwrap
from xml.sax.saxutils import escape

from holdout_render import (FILES, bottom_border, check_pages, chromium_pdf, dates, fpdf_dejavu, linkedin,
                            lo_page_count, new_docx, pdf_pages, pdflatex, tex, work_truth, write_text, write_truth)
from render_batch20 import no_borders, table_geometry
from render_batch24 import flat_skills
from render_batch26 import grouped_jobs


# ---- ak1: HVAC service technician (Akron, Ohio), plain text, dates on their own line -------------------------
AK1_SUMMIT = "Summit Comfort Heating & Cooling, Inc."
AK1_JOBS = [
    ("Lead Service Technician", AK1_SUMMIT, "Akron, OH", "Jan 2020 - Present", ("2020-01", None, True),
     ["Run 5-7 residential and light commercial service calls a day: diagnose and repair gas furnaces, "
      "heat pumps, boilers, rooftop units and ductless mini-splits",
      "Ride along with and train 3 junior techs and 2 apprentices; second-level support by phone for the "
      "service team of 14",
      "Sold 310 maintenance agreements in 2024 (top in the company) with a 4.9 Google review average",
      "Manage the on-call rotation and the service van inventory on ServiceTitan"]),
    ("Service Technician", AK1_SUMMIT, "Akron, OH", "Mar '17 - Dec '19", ("2017-03", "2019-12"),
     ["Seasonal tune-ups, no-heat and no-cool calls, refrigerant recovery and charging, and change-outs of "
      "failed compressors, blower motors and control boards"]),
    ("HVAC Apprentice / Installer's Helper", "Buckeye Mechanical Contractors LLC", "Canton, OH", "2015-2017",
     ("2015", "2017"),
     ["Installed furnaces, A/C condensers and ductwork in new construction and replacement jobs under a "
      "licensed journeyman",
      "Brazing, line set runs, low-voltage wiring and start-up checks"]),
    ("Maintenance Helper (part-time)", "Maple Grove Apartments", "Cuyahoga Falls, OH", "09/2013 - 05/2014",
     ("2013-09", "2014-05"),
     ["Filter changes, PTAC repairs and make-ready work for a 220-unit complex while in HVAC school"]),
    ("Landscaping Crew Member (seasonal)", "GreenAcre Lawn & Landscape", "Stow, OH", "Summer 2013",
     ("2013-06", "2013-08"), []),
]
AK1_CERTS = [("EPA Section 608 Universal Certification - Cert. No. 3318-0927-5561 (does not expire)",
              "EPA Section 608 Universal Certification"),
             ("NATE Air Conditioning Service Certification - NATE ID 4410287, exp. 10/2026",
              "NATE Air Conditioning Service Certification"),
             ("NATE Heat Pump Service Certification - NATE ID 4410287, exp. 10/2026",
              "NATE Heat Pump Service Certification"),
             ("R-410A Safety Certification - ESCO Institute, 2016", "R-410A Safety Certification"),
             ("OSHA 10-Hour Construction Safety - 2015", "OSHA 10-Hour Construction Safety")]
AK1_SKILLS = [["Gas furnaces", "Heat pumps", "Ductless mini-splits (Mitsubishi, Daikin)"],
              ["Hydronic boilers", "Rooftop units", "Refrigerant recovery & charging", "Brazing"],
              ["Electrical troubleshooting (24V controls, 240V)", "Combustion analysis"],
              ["ServiceTitan", "Maintenance agreement sales", "Customer service"]]


def ak1_hvac_txt():
    width = 78
    out = ["DUSTIN R. KOWALCZYK",
           "HVAC Service Technician | EPA 608 Universal | NATE Certified",
           "1187 Brittain Rd, Akron, OH 44310",
           "Cell: (330) 555-0148",
           "Email: dustin.kowalczyk@example.com",
           "", "SUMMARY"]
    out += textwrap.wrap("HVAC service technician with 8+ years in the trade, from apprentice installer to lead "
                         "tech. EPA 608 Universal and NATE certified. I troubleshoot fast, explain the repair to "
                         "the homeowner in plain words and leave the job clean. Looking for a lead or "
                         "commercial service position in the Akron/Canton area.", width)
    out += ["", "CERTIFICATIONS & LICENSES"]
    for printed, _ in AK1_CERTS:
        out += textwrap.wrap(printed, width, initial_indent="* ", subsequent_indent="  ")
    out += ["", "WORK EXPERIENCE"]
    for title, company, place, when, _, items in AK1_JOBS:
        out += ["", title, f"{company} - {place}", when]
        for item in items:
            out += textwrap.wrap(item, width, initial_indent="  * ", subsequent_indent="    ")
    out += ["", "EDUCATION & TRAINING",
            "", "HVAC/R Technician Diploma", "Akron Institute of Skilled Trades - Akron, OH", "2013 - 2014",
            "  900 clock hours | GPA 3.7",
            "", "GED", "Summit County Adult Education - Akron, OH", "2012",
            "", "SKILLS"]
    out += ["* " + ", ".join(group) for group in AK1_SKILLS]
    out += ["", "LANGUAGES", "English (native), Polish (basic)", "",
            "References available upon request."]
    text = "\n".join(out) + "\n"
    assert text.isascii() and max(len(l) for l in out) <= width, [l for l in out if len(l) > width]

    name = "ak1-dustin-kowalczyk"
    with open(os.path.join(FILES, name + ".txt"), "w", encoding="utf-8", newline="") as f:
        f.write(text)
    write_truth(name, {
        "basics": {"name": "Dustin R. Kowalczyk",
                   "label": "HVAC Service Technician | EPA 608 Universal | NATE Certified",
                   "email": "dustin.kowalczyk@example.com", "phone": "(330) 555-0148",
                   "location": {"city": "Akron", "region": "OH"}},
        "work": work_truth(AK1_JOBS),
        "education": [
            {"institution": "Akron Institute of Skilled Trades", "study_type": "Diploma", "area": "HVAC/R Technician",
             "score": "3.7", "dates": dates("2013", "2014", text="2013 - 2014")},
            {"institution": "Summit County Adult Education", "study_type": "GED",
             "dates": dates(None, "2012", text="2012")}],
        "skills": [{"name": s} for group in AK1_SKILLS for s in group],
        "certificates": [{"name": n} for _, n in AK1_CERTS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Polish", "fluency": "basic"}],
    })


# ---- ak2: police sergeant to corporate security (Birmingham), DOCX with the experience in a table ------------
AK2_WMP = "West Midlands Police"
AK2_JOBS = [
    ("Security Operations Manager", "Ardent Risk Partners Ltd", "Birmingham", "Jun 2025 – Present",
     ("2025-06", None, True),
     ["Lead security operations for two corporate client sites in Birmingham city centre (1,800 staff): "
      "a team of 22 contracted officers, control room and CCTV, access control and visitor management.",
      "Rewrote the incident response and lockdown procedures and ran the first joint exercise with the "
      "landlord and West Midlands Fire Service.",
      "Report monthly on incidents, patrol compliance and SLA performance to client facilities directors."]),
    ("Police Sergeant – Response Team", AK2_WMP, "Birmingham", "Apr 2019 – Mar 2025", ("2019-04", "2025-03"),
     ["Supervised a response team of 9 constables on a 24/7 shift pattern, attending emergency calls, "
      "public order incidents and serious crime scenes.",
      "Incident commander for spontaneous firearms and missing-person incidents until specialist command "
      "took over; Bronze commander at football matches and city-centre events.",
      "Reviewed case files for CPS charging decisions and mentored student officers on the PCDA programme."]),
    ("Police Constable – Neighbourhood Policing Team", AK2_WMP, "Sutton Coldfield", "Sept 2013 – Mar 2019",
     ("2013-09", "2019-03"),
     ["Worked with retailers, schools and the council on anti-social behaviour and business crime; set up a "
      "shop-watch radio scheme that cut reported shoplifting on the high street by 30%.",
      "Investigated volume crime, took PEACE interviews and gave evidence at magistrates' and Crown courts."]),
    ("Special Constable (volunteer)", AK2_WMP, "Erdington", "2011 – 2013", ("2011", "2013"),
     ["Volunteered 20+ hours a month on patrol and at events before joining as a regular officer."]),
    ("Security Officer (part-time)", "Midland Guarding Services Ltd", "Birmingham", "2010–2013", ("2010", "2013"),
     []),
]
AK2_CERTS = [("SIA Door Supervisor Licence – No. 1013 2047 5583 9912, expires 14/08/2027",
              "SIA Door Supervisor Licence"),
             ("Physical Security Professional (PSP) – ASIS International, 2025", "Physical Security Professional (PSP)"),
             ("NEBOSH National General Certificate in Occupational Health and Safety – 2024",
              "NEBOSH National General Certificate in Occupational Health and Safety"),
             ("Police Search Adviser (PolSA) – College of Policing, 2020", "Police Search Adviser (PolSA)"),
             ("First Aid at Work (FAW) – St John Ambulance, valid until 03/2027", "First Aid at Work (FAW)")]
AK2_SKILLS = [("Security", ["Threat and risk assessment", "Incident command", "Investigations and PEACE interviewing",
                            "CCTV and access control (Genetec, Lenel)", "Lockdown and evacuation planning"]),
              ("Leadership", ["Team supervision", "Shift planning", "Multi-agency liaison", "Training delivery"]),
              ("Systems", ["Microsoft 365", "Resolver incident management", "Power BI (basic)"])]


def ak2_police_security_docx():
    from docx.enum.table import WD_TABLE_ALIGNMENT
    from docx.shared import Cm, Pt, RGBColor

    maroon = RGBColor(0x7A, 0x1F, 0x2B)
    document = new_docx(author="Jermaine Walcott", title="CV – Jermaine Walcott", page=(Cm(21), Cm(29.7)),
                        margins=(Cm(2), Cm(1.8)), font="Arial", size=10, space_after=3)
    document.styles["List Bullet"].paragraph_format.space_after = Pt(0)

    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(0)
    r = p.add_run("Jermaine Walcott"); r.bold = True; r.font.size = Pt(22); r.font.color.rgb = maroon
    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(1)
    r = p.add_run("Security Operations Manager | Former Police Sergeant"); r.font.size = Pt(12)
    document.add_paragraph("Edgbaston, Birmingham B15 2TT | 07700 900731 | jermaine.walcott@example.com | "
                           "linkedin.com/in/jermainewalcott")

    def heading(text):
        q = document.add_paragraph()
        q.paragraph_format.space_before = Pt(10); q.paragraph_format.space_after = Pt(3)
        q.paragraph_format.keep_with_next = True
        r = q.add_run(text); r.bold = True; r.font.size = Pt(11.5); r.font.color.rgb = maroon
        bottom_border(q, color="7A1F2B", size="6")

    heading("PROFILE")
    document.add_paragraph(
        "Former West Midlands Police sergeant with eleven years of policing and two years as a special "
        "constable, now leading security operations for corporate clients. Used to taking charge of fast-moving "
        "incidents, building trust with businesses and partner agencies, and turning lessons learned into clear "
        "procedures. MSc in Security and Risk Management; SIA licensed and ASIS PSP certified.")

    heading("CAREER HISTORY")
    table = document.add_table(rows=0, cols=2)
    table.alignment = WD_TABLE_ALIGNMENT.LEFT
    no_borders(table)
    for title, company, place, when, _, items in AK2_JOBS:
        left, right = table.add_row().cells
        left.paragraphs[0].add_run(when).bold = True
        q = right.paragraphs[0]; q.paragraph_format.space_after = Pt(0)
        q.add_run(title).bold = True
        q = right.add_paragraph(); q.paragraph_format.space_after = Pt(1 if items else 6)
        q.add_run(f"{company}, {place}").italic = True
        for i, item in enumerate(items):
            b = right.add_paragraph(item, style="List Bullet")
            if i == len(items) - 1:
                b.paragraph_format.space_after = Pt(6)
    table_geometry(table, [2100, 7538])

    heading("EDUCATION")
    for qual, where, grade in (
            ("MSc Security and Risk Management (distance learning)", "University of Leicester, Leicester · 2021 – 2023",
             "Merit · Dissertation: “Designing out crime in mixed-use office developments”"),
            ("BTEC Level 3 Extended Diploma in Uniformed Public Services",
             "South & City College Birmingham, Birmingham · 2009 – 2011", "Grade: DMM (Distinction, Merit, Merit)"),
            ("GCSEs", "Kingstanding Park School, Birmingham · 2009",
             "8 GCSEs at grades A*–C including English and Maths")):
        q = document.add_paragraph(); q.paragraph_format.space_after = Pt(0); q.add_run(qual).bold = True
        q = document.add_paragraph(where); q.paragraph_format.space_after = Pt(0)
        q = document.add_paragraph(grade); q.paragraph_format.space_after = Pt(6)

    heading("LICENCES & CERTIFICATIONS")
    for printed, _ in AK2_CERTS:
        document.add_paragraph(printed, style="List Bullet")

    heading("KEY SKILLS")
    for label, items in AK2_SKILLS:
        q = document.add_paragraph(); q.add_run(label + ": ").bold = True; q.add_run(", ".join(items))

    heading("LANGUAGES")
    document.add_paragraph("English (native), French (basic)")
    q = document.add_paragraph("References available on request."); q.paragraph_format.space_before = Pt(8)

    name = "ak2-jermaine-walcott"
    path = os.path.join(FILES, name + ".docx")
    document.save(path)
    check_pages(name, lo_page_count(path, name), 2)
    write_truth(name, {
        "basics": {"name": "Jermaine Walcott", "label": "Security Operations Manager | Former Police Sergeant",
                   "email": "jermaine.walcott@example.com", "phone": "07700 900731",
                   "location": {"city": "Birmingham"}, "profiles": [linkedin("jermainewalcott")]},
        "work": work_truth(AK2_JOBS),
        "education": [
            {"institution": "University of Leicester", "study_type": "MSc", "area": "Security and Risk Management",
             "score": "Merit", "dates": dates("2021", "2023", text="2021 – 2023")},
            {"institution": "South & City College Birmingham", "study_type": "BTEC Level 3 Extended Diploma",
             "area": "Uniformed Public Services", "score": "DMM", "dates": dates("2009", "2011", text="2009 – 2011")},
            {"institution": "Kingstanding Park School", "study_type": "GCSEs", "dates": dates(None, "2009", text="2009")}],
        "skills": flat_skills(AK2_SKILLS),
        "certificates": [{"name": n} for _, n in AK2_CERTS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "French", "fluency": "basic"}],
    })


# ---- ak3: warehouse operations supervisor (Toronto), fpdf2 with a left sidebar --------------------------------
AK3_EMPLOYERS = [
    ("Northline Distribution Inc.", "Mississauga, ON", [
        ("Warehouse Operations Supervisor", "2021 – Present", ("2021", None, True),
         ["Supervise day-shift operations of a 420,000 sq ft consumer goods DC: 3 shift leads and 35 associates "
          "across receiving, put-away, picking and shipping.",
          "Raised pick accuracy from 99.2% to 99.8% and cut dock-to-stock time from 36 to 18 hours with "
          "slotting changes and a cross-dock lane.",
          "Plan daily labour with agency partners for peak volumes of 60,000 units a day; chair the site's "
          "Joint Health & Safety Committee."]),
        ("Shift Lead – Inbound Receiving", "2018 – 2021", ("2018", "2021"),
         ["Led a crew of 12 unloading 25–30 trailers a shift; resolved ASN discrepancies with carriers and "
          "vendors in Manhattan SCALE."]),
        ("Material Handler", "06/2017 – 03/2018", ("2017-06", "2018-03"),
         ["Reach truck put-away and replenishment; cycle counts."]),
    ]),
    ("Lakeshore Cold Storage Ltd.", "Etobicoke, ON", [
        ("Forklift Operator / Order Picker", "01/2016 – 05/2017", ("2016-01", "2017-05"),
         ["Picked and staged frozen and chilled orders for grocery customers in a –25 °C freezer."]),
    ]),
    ("Parcelway Fulfilment", "Brampton, ON", [
        ("Seasonal Warehouse Associate", "Oct – Dec 2015", ("2015-10", "2015-12"),
         ["Picked, packed and sorted e-commerce orders during the holiday peak."]),
    ]),
    ("Kingston Road FoodMart", "Scarborough, ON", [
        ("Cashier (part-time)", "2011–2015", ("2011", "2015"), []),
    ]),
]
AK3_JOBS = grouped_jobs(AK3_EMPLOYERS)
AK3_SKILLS = ["WMS (Manhattan SCALE, Blue Yonder)", "SAP EWM", "Inventory control & cycle counts", "Labour planning",
              "KPI reporting (Excel, Power BI)", "Shipping & receiving", "Lean / 5S", "Health & safety (OHSA)",
              "Coaching & performance reviews"]
AK3_CERTS = [("Certified Logistics Professional (CCLP) – CITT, 2023", "Certified Logistics Professional (CCLP)"),
             ("Lift Truck Operator (Counterbalance & Reach) – exp. 09/2026",
              "Lift Truck Operator (Counterbalance & Reach)"),
             ("JHSC Certification Parts 1 & 2 – 2022", "JHSC Certification Parts 1 & 2"),
             ("Standard First Aid & CPR/AED Level C – Canadian Red Cross, exp. 03/2027",
              "Standard First Aid & CPR/AED Level C"),
             ("Lean Six Sigma Yellow Belt – 2022", "Lean Six Sigma Yellow Belt")]


def ak3_warehouse_fpdf():
    from fpdf import FPDF

    side_w, side_x, main_x, right = 68, 7, 76, 13
    slate, white, light = (38, 50, 64), (255, 255, 255), (206, 216, 226)

    class Resume(FPDF):
        def header(self):
            self.set_fill_color(*slate)
            self.rect(0, 0, side_w, self.h, style="F")

    pdf = Resume(format="Letter")
    pdf.set_margins(main_x, 13, right)
    pdf.set_auto_page_break(False)
    fpdf_dejavu(pdf, styles=("", "B", "I"))
    pdf.set_title("Anil Ramdial – Resume"); pdf.set_author("Anil Ramdial")
    pdf.add_page()
    inner = side_w - 2 * side_x
    main_w = pdf.w - main_x - right

    def font(style="", size=9.3, color=(33, 33, 33)):
        pdf.set_font("DejaVu", style, size); pdf.set_text_color(*color)

    # sidebar
    def side_heading(text):
        pdf.ln(3.5); pdf.set_x(side_x)
        font("B", 10, white)
        pdf.cell(inner, 6, text, new_x="LEFT", new_y="NEXT")
        pdf.set_draw_color(*light); pdf.line(side_x, pdf.get_y(), side_x + inner, pdf.get_y()); pdf.ln(1.5)

    def side_line(text, style="", size=8.4, h=4.1, link=""):
        pdf.set_x(side_x); font(style, size, white if style == "B" else light)
        pdf.multi_cell(inner, h, text, new_x="LEFT", new_y="NEXT", link=link, align="L")

    pdf.set_xy(side_x, 12)
    blocks = [
        ("CONTACT", ["Toronto, ON", "(416) 555-0127",
                     ("anil.ramdial@example.com", "", 8.2, 4.1, "mailto:anil.ramdial@example.com"),
                     ("linkedin.com/in/anil-ramdial", "", 8.2, 4.1, "https://www.linkedin.com/in/anil-ramdial")]),
        ("SKILLS", ["• " + s for s in AK3_SKILLS]),
        ("CERTIFICATIONS", ["• " + p for p, _ in AK3_CERTS]),
        ("EDUCATION", [("Supply Chain Management – Logistics", "B"), "Ontario College Diploma", "Seneca College",
                       "2013 – 2015 · GPA 3.4/4.0", ("", "", 8.4, 2.5),
                       ("Ontario Secondary School Diploma (OSSD)", "B"), "Morningside Heights Collegiate", "2012"]),
        ("LANGUAGES", ["English – native", "Spanish – basic"]),
    ]
    for title, lines in blocks:
        side_heading(title)
        for line in lines:
            side_line(*line) if isinstance(line, tuple) else side_line(line)

    # main column
    navy = (38, 50, 64)
    pdf.set_xy(main_x, 13)
    font("B", 22, navy); pdf.cell(main_w, 10, "Anil Ramdial", new_x="LMARGIN", new_y="NEXT")
    font("", 11, (90, 90, 90))
    pdf.cell(main_w, 6, "Warehouse Operations Supervisor | Distribution & Fulfilment", new_x="LMARGIN", new_y="NEXT")

    def heading(text):
        pdf.ln(3); font("B", 11, navy)
        pdf.cell(main_w, 6, text, new_x="LMARGIN", new_y="NEXT")
        pdf.set_draw_color(*navy); pdf.line(main_x, pdf.get_y(), main_x + main_w, pdf.get_y()); pdf.ln(1.5)

    heading("PROFILE")
    font("", 9.3)
    pdf.multi_cell(main_w, 4.5, "Warehouse supervisor with ten years in distribution, from seasonal associate and "
                   "forklift operator to running the day shift of a 420,000 sq ft DC. Safety first, data-driven "
                   "and calm in peak season. CCLP-certified and looking for an operations manager role in the "
                   "GTA.", new_x="LMARGIN", new_y="NEXT")
    heading("EXPERIENCE")
    for company, place, roles in AK3_EMPLOYERS:
        for title, when, _, items in roles:
            pdf.ln(1)
            font("B", 9.8); pdf.cell(main_w - 38, 5, title)
            font("", 9, (90, 90, 90)); pdf.cell(38, 5, when, align="R", new_x="LMARGIN", new_y="NEXT")
            font("I", 9.2); pdf.cell(main_w, 4.6, f"{company} — {place}", new_x="LMARGIN", new_y="NEXT")
            font("", 9.1)
            for item in items:
                pdf.set_x(main_x + 1); pdf.cell(3.5, 4.4, "•")
                pdf.multi_cell(main_w - 4.5, 4.4, item, new_x="LMARGIN", new_y="NEXT")
    assert pdf.get_y() < pdf.h - 10, pdf.get_y()

    name = "ak3-anil-ramdial"
    path = os.path.join(FILES, name + ".pdf")
    pdf.output(path)
    check_pages(name, pdf_pages(path), 1)
    write_truth(name, {
        "basics": {"name": "Anil Ramdial", "label": "Warehouse Operations Supervisor | Distribution & Fulfilment",
                   "email": "anil.ramdial@example.com", "phone": "(416) 555-0127",
                   "location": {"city": "Toronto", "region": "ON"}, "profiles": [linkedin("anil-ramdial")]},
        "work": work_truth(AK3_JOBS),
        "education": [
            {"institution": "Seneca College", "study_type": "Ontario College Diploma",
             "area": "Supply Chain Management – Logistics", "score": "3.4/4.0",
             "dates": dates("2013", "2015", text="2013 – 2015")},
            {"institution": "Morningside Heights Collegiate", "study_type": "Ontario Secondary School Diploma (OSSD)",
             "dates": dates(None, "2012", text="2012")}],
        "skills": [{"name": s} for s in AK3_SKILLS],
        "certificates": [{"name": n} for _, n in AK3_CERTS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Spanish", "fluency": "basic"}],
    })


# ---- ak4: dental hygienist (Brisbane), pdflatex --------------------------------------------------------------
AK4_GROUP = "Riverbend Dental Group"
AK4_JOBS = [
    ("Senior Dental Hygienist", AK4_GROUP, "South Brisbane QLD", "Jul 2022 – Present", ("2022-07", None, True),
     ["Run a full hygiene book of 9–10 patients a day, with a focus on periodontal maintenance and "
      "non-surgical periodontal therapy.",
      "Introduced Guided Biofilm Therapy (EMS Airflow) across three clinics and trained 5 hygienists and OHTs.",
      "Lead the practice's infection control audits against AS 5369:2023; mentor Griffith University "
      "students on placement."]),
    ("Dental Hygienist", AK4_GROUP, "South Brisbane QLD", "Feb 2017 – Jun 2022", ("2017-02", "2022-06"),
     ["Scaling and root planing, radiographs, fissure sealants and oral hygiene instruction for adults and "
      "children; recall rate of 82%."]),
    ("Dental Hygienist (part-time, Saturdays)", "Chermside Smile Studio", "Chermside QLD", "Mar 2020 – Present",
     ("2020-03", None, True),
     ["Saturday hygiene clinic for working patients and orthodontic patients in fixed appliances."]),
    ("Dental Assistant (casual)", "Logan Central Dental", "Logan Central QLD", "2014–2016", ("2014", "2016"),
     ["Chairside assisting and sterilisation on university holidays and weekends."]),
    ("Dental Assistant", "Logan Central Dental", "Logan Central QLD", "Jan 2012 – Feb 2014", ("2012-01", "2014-02"),
     ["Chairside assisting for two dentists, reception cover, sterilisation and stock ordering."]),
    ("Retail Assistant (Christmas casual)", "Garden City Books", "Upper Mount Gravatt QLD", "Dec 2011 – Jan 2012",
     ("2011-12", "2012-01"), []),
]
AK4_CERTS = [("General Registration – Dental Hygienist, Dental Board of Australia (AHPRA), DEN0001784562, renewal "
              "due 30/11/2025", "General Registration – Dental Hygienist"),
             ("Radiation Use Licence – Queensland Health, Licence No. 604418, expires 14/08/2027",
              "Radiation Use Licence"),
             ("Provide Cardiopulmonary Resuscitation (HLTAID009) – 2025",
              "Provide Cardiopulmonary Resuscitation (HLTAID009)"),
             ("Blue Card (Working with Children Check) – card no. 1823344/2, exp. 05/2027",
              "Blue Card (Working with Children Check)")]
AK4_SKILLS = [("Clinical", ["Periodontal charting", "Scaling and root planing", "Guided Biofilm Therapy (EMS Airflow)",
                            "Radiographs (OPG, bitewings)", "Fissure sealants", "Fluoride varnish",
                            "Local anaesthesia"]),
              ("Software", ["Dental4Windows", "Praktika", "Carestream imaging"])]


def ak4_dental_hygienist_pdflatex():
    experience = []
    for title, company, place, when, _, items in AK4_JOBS:
        block = (r"\noindent\textbf{" + tex(title) + r"} \hfill " + tex(when) + r"\\" + "\n"
                 + r"\textit{" + tex(company) + ", " + tex(place) + "}\n")
        if items:
            block += (r"\begin{itemize}" + "\n" + "\n".join(r"  \item " + tex(i) for i in items) + "\n"
                      + r"\end{itemize}" + "\n")
        else:
            block += r"\par" + "\n"
        experience.append(block + r"\vspace{3pt}" + "\n")

    src = r"""\documentclass[a4paper,10pt]{article}
\usepackage[T1]{fontenc}
\usepackage[utf8]{inputenc}
\usepackage[scaled=0.95]{helvet}
\renewcommand{\familydefault}{\sfdefault}
\usepackage[margin=1.6cm,top=1.4cm,bottom=1.3cm]{geometry}
\usepackage{titlesec}
\usepackage{enumitem}
\usepackage{xcolor}
\usepackage[hidelinks]{hyperref}
\usepackage{array}
\pagestyle{empty}
\definecolor{hblue}{HTML}{1B5E8C}
\setlength{\parindent}{0pt}
\titleformat{\section}{\color{hblue}\large\bfseries\scshape}{}{0em}{}[{\color{hblue}\titlerule}]
\titlespacing*{\section}{0pt}{8pt}{4pt}
\setlist[itemize]{leftmargin=14pt,itemsep=0pt,topsep=1pt,parsep=0pt}
\begin{document}
{\fontsize{22}{26}\selectfont\bfseries Jessica Huynh}\\[2pt]
{\large Dental Hygienist | Periodontal \& Preventive Care}\\[3pt]
West End QLD 4101 \,$\cdot$\, 0412 555 193 \,$\cdot$\, \href{mailto:jessica.huynh@example.com}{jessica.huynh@example.com}

\section{Profile}
Registered dental hygienist with eight years of clinical practice in Brisbane, and five years as a dental
assistant before that. Gentle with anxious patients, thorough with periodontal patients and keen on
prevention. Looking for a senior hygienist or clinical educator role in a periodontal or general practice.

\section{Professional Experience}
""" + "".join(experience) + r"""
\section{Education}
\begin{tabular}{@{}>{\raggedright}p{2.4cm}@{}p{14.4cm}@{}}
2014 -- 2016 & \textbf{Bachelor of Oral Health (Dental Hygiene)}, Griffith University, Gold Coast QLD\\
 & GPA 6.1/7 $\cdot$ Final-year clinical placement: Metro North Oral Health Services\\[4pt]
2012 & \textbf{Certificate III in Dental Assisting (HLT31812)}, TAFE Queensland, Brisbane\\
 & Completed as a traineeship while working at Logan Central Dental\\[4pt]
2011 & \textbf{Queensland Certificate of Education (QCE)}, Sunnybank Heights State High School\\
\end{tabular}

\section{Registration \& Licences}
\begin{itemize}
""" + "\n".join(r"  \item " + tex(p) for p, _ in AK4_CERTS) + r"""
\end{itemize}

\section{Skills}
""" + "\n\n".join(r"\textbf{" + tex(label) + ":} " + tex(", ".join(items)) for label, items in AK4_SKILLS) + r"""

\section{Languages}
English (native), Vietnamese (fluent)

\section{Memberships}
Dental Hygienists Association of Australia (DHAA), member since 2017

\vspace{6pt}
\textit{Referees available on request}
\end{document}
"""
    name = "ak4-jessica-huynh"
    pdflatex(src, name)
    check_pages(name, pdf_pages(os.path.join(FILES, name + ".pdf")), 1)
    write_truth(name, {
        "basics": {"name": "Jessica Huynh", "label": "Dental Hygienist | Periodontal & Preventive Care",
                   "email": "jessica.huynh@example.com", "phone": "0412 555 193",
                   "location": {"city": "West End", "region": "QLD"}},
        "work": work_truth(AK4_JOBS),
        "education": [
            {"institution": "Griffith University", "study_type": "Bachelor of Oral Health", "area": "Dental Hygiene",
             "score": "6.1/7", "dates": dates("2014", "2016", text="2014 – 2016")},
            {"institution": "TAFE Queensland", "study_type": "Certificate III", "area": "Dental Assisting",
             "dates": dates(None, "2012", text="2012")},
            {"institution": "Sunnybank Heights State High School",
             "study_type": "Queensland Certificate of Education (QCE)", "dates": dates(None, "2011", text="2011")}],
        "skills": flat_skills(AK4_SKILLS),
        "certificates": [{"name": n} for _, n in AK4_CERTS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Vietnamese", "fluency": "fluent"}],
    })


# ---- ak5: chef de partie (Dublin), Chromium "Save as PDF" of an HTML template ----------------------------------
AK5_REST = "The Liffey Room"
AK5_JOBS = [
    ("Chef de Partie – Sauce", AK5_REST, "Dublin 2", "Mar 2022 – Present", ("2022-03", None, True),
     ["Run the sauce and fish section for a 90-cover modern Irish restaurant (Michelin Bib Gourmand 2024), "
      "with a demi and a commis under me.",
      "Write the section's prep lists and order fish daily from Howth and Kilmore Quay suppliers; keep food "
      "cost on the section at 27%.",
      "Cover the pass for the head chef on his days off and train new commis on knife work and sauces."]),
    ("Demi Chef de Partie", AK5_REST, "Dublin 2", "Jun 2020 – Feb 2022", ("2020-06", "2022-02"),
     ["Garnish and larder sections; helped set up the takeaway tasting box during the 2020–2021 closures."]),
    ("Commis Chef (apprentice)", "Corrib Harbour Hotel", "Galway", "Sept 2018 – May 2020", ("2018-09", "2020-05"),
     ["Rotated through breakfast, banqueting (up to 300 covers), pastry and the à la carte kitchen on the "
      "commis chef apprenticeship."]),
    ("Kitchen Porter (seasonal)", "Lakeside Lodge Hotel", "Killarney, Co. Kerry", "Summer 2017",
     ("2017-06", "2017-08"), []),
    ("Cook (part-time)", "Bistro Pod Wawelem", "Kraków, Poland", "2014 – 2017", ("2014", "2017"),
     ["Grill and hot starters in a busy Old Town bistro while at catering school and after."]),
]
AK5_CERTS = [("HACCP Level 2 – 2023", "HACCP Level 2"),
             ("Allergen Management Training – FSAI, 2024", "Allergen Management Training"),
             ("Occupational First Aid (QQI Level 5) – valid to 02/2026", "Occupational First Aid (QQI Level 5)"),
             ("Manual Handling – 2024", "Manual Handling")]
AK5_SKILLS = ["Sauces and stocks", "Fish butchery", "Sous vide", "Menu costing", "Allergen control",
              "HACCP records", "Banqueting", "Training commis chefs"]


def ak5_chef_chromium():
    def row(when, title, org, items=(), note=None):
        out = (f'<div class="row"><div class="when">{escape(when)}</div><div class="what">'
               f'<div class="title">{escape(title)}</div><div class="org">{escape(org)}</div>')
        if note:
            out += f'<div class="note">{escape(note)}</div>'
        if items:
            out += "<ul>" + "".join(f"<li>{escape(i)}</li>" for i in items) + "</ul>"
        return out + "</div></div>\n"

    html = f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Tomasz Wiśniewski – CV</title>
<style>
@page {{ size: A4; margin: 0; }}
body {{ font-family: "Lato", sans-serif; font-size: 10pt; color: #262626; margin: 0; line-height: 1.35; }}
header {{ background: #2b2b2b; color: #fff; padding: 22px 40px 16px; }}
header h1 {{ margin: 0; font-size: 27pt; font-weight: 900; letter-spacing: 0.5px; }}
header .label {{ font-size: 12.5pt; color: #e7b75f; margin: 2px 0 8px; }}
header .contact {{ display: flex; gap: 22px; font-size: 10pt; }}
header a {{ color: #fff; text-decoration: none; }}
main {{ padding: 6px 40px 20px; }}
h2 {{ font-size: 11.5pt; letter-spacing: 1.5px; color: #a26b12; border-bottom: 1.5px solid #e7b75f;
      margin: 14px 0 6px; padding-bottom: 2px; }}
.row {{ display: flex; margin-bottom: 7px; }}
.when {{ flex: 0 0 150px; color: #666; font-weight: 700; white-space: nowrap; }}
.what {{ flex: 1; }}
.title {{ font-weight: 700; }}
.org {{ color: #444; }}
.note {{ color: #555; }}
ul {{ margin: 2px 0 0; padding-left: 16px; }}
.tags {{ display: flex; flex-wrap: wrap; gap: 6px; }}
.tags span {{ background: #f3ead9; border-radius: 10px; padding: 2px 9px; }}
.cols {{ display: flex; gap: 30px; }}
.cols > div {{ flex: 1; }}
p {{ margin: 0 0 4px; }}
</style></head>
<body>
<header>
<h1>Tomasz Wiśniewski</h1>
<div class="label">Chef de Partie | Modern Irish &amp; Classic French</div>
<div class="contact"><span>Dublin 8</span><span>087 555 0163</span>
<a href="mailto:tomasz.wisniewski@example.com">tomasz.wisniewski@example.com</a></div>
</header>
<main>
<h2>PROFILE</h2>
<p>Chef de partie with eight years in professional kitchens in Poland and Ireland, trained through the commis chef
apprenticeship in Galway. Fast, clean and organised on the sauce section, with a real love of Irish fish and
seasonal produce. Looking for a senior chef de partie or junior sous chef position in Dublin.</p>
<h2>KITCHEN EXPERIENCE</h2>
{"".join(row(w, t, f"{c} · {p}", i) for t, c, p, w, _, i in AK5_JOBS)}
<h2>EDUCATION</h2>
{row("2018 – 2020", "Advanced Certificate in Culinary Arts", "Galway-Mayo Institute of Technology, Galway",
     note="QQI Level 6 · Commis Chef Apprenticeship · Distinction")}
{row("2010 – 2014", "Catering Technician Diploma (Technik żywienia i usług gastronomicznych)",
     "Zespół Szkół Gastronomicznych nr 3, Kraków")}
<div class="cols">
<div><h2>CERTIFICATES</h2>
<ul>{"".join(f"<li>{escape(p)}</li>" for p, _ in AK5_CERTS)}</ul></div>
<div><h2>LANGUAGES</h2>
<p>Polish — native</p><p>English — fluent (C1)</p><p>French — basic (kitchen French)</p></div>
</div>
<h2>SKILLS</h2>
<div class="tags">{"".join(f"<span>{escape(s)}</span>" for s in AK5_SKILLS)}</div>
</main>
</body></html>
"""
    name = "ak5-tomasz-wisniewski"
    chromium_pdf(html, name, 1)
    write_truth(name, {
        "basics": {"name": "Tomasz Wiśniewski", "label": "Chef de Partie | Modern Irish & Classic French",
                   "email": "tomasz.wisniewski@example.com", "phone": "087 555 0163",
                   "location": {"city": "Dublin"}},
        "work": work_truth(AK5_JOBS),
        "education": [
            {"institution": "Galway-Mayo Institute of Technology", "study_type": "Advanced Certificate",
             "area": "Culinary Arts", "score": "Distinction", "dates": dates("2018", "2020", text="2018 – 2020")},
            {"institution": "Zespół Szkół Gastronomicznych nr 3", "study_type": "Diploma", "area": "Catering Technician",
             "dates": dates("2010", "2014", text="2010 – 2014")}],
        "skills": [{"name": s} for s in AK5_SKILLS],
        "certificates": [{"name": n} for _, n in AK5_CERTS],
        "languages": [{"language": "Polish", "fluency": "native"}, {"language": "English", "fluency": "fluent (C1)"},
                      {"language": "French", "fluency": "basic (kitchen French)"}],
    })


# ---- ak6: water treatment plant operator (Flagstaff, Arizona), hand-written HTML ------------------------------
AK6_CITY = "City of Flagstaff Water Services Division"
AK6_JOBS = [
    ("Water Treatment Plant Operator III", AK6_CITY, "Flagstaff, AZ", "2021 – Present", ("2021", None, True),
     ["Lead operator on rotating shifts at an 8 MGD surface water treatment plant and 14 wells serving 77,000 "
      "residents.",
      "Run coagulation, filtration and disinfection by SCADA (Wonderware); adjust chemical feed from jar tests, "
      "turbidity and chlorine residual trends.",
      "Collect and log compliance samples and prepare monthly operating reports for ADEQ; zero violations "
      "since 2021.",
      "Train new operators and OITs on plant procedures, lockout/tagout and confined space entry."]),
    ("Water Treatment Plant Operator II", AK6_CITY, "Flagstaff, AZ", "Jul 2017 – Jun 2021", ("2017-07", "2021-06"),
     ["Daily plant rounds, filter backwashes, chemical deliveries and preventive maintenance on pumps, "
      "valves and feeders."]),
    ("Operator in Training (OIT)", "Town of Payson Water Department", "Payson, AZ", "01/2016 – 06/2017",
     ("2016-01", "2017-06"),
     ["Well field and distribution work: meter reading, main flushing, valve exercising and bacteriological "
      "sampling."]),
    ("Seasonal Wildland Firefighter", "U.S. Forest Service", "Flagstaff, AZ", "May – Sept 2014",
     ("2014-05", "2014-09"),
     ["Engine crew member on initial attack and prescribed burns on the Coconino National Forest."]),
    ("Lifeguard (summer)", "Cinder Lake Aquatic Center", "Flagstaff, AZ", "Summer 2012", ("2012-06", "2012-08"), []),
]
AK6_CERTS = [("ADEQ Grade 3 Water Treatment Operator", "Operator ID OP-021187 · expires 12/31/2026"),
             ("ADEQ Grade 2 Water Distribution Operator", "Operator ID OP-021187 · expires 12/31/2026"),
             ("Class B Commercial Driver License (CDL-B)", "Arizona · Tanker (N) endorsement · exp. 03/2029"),
             ("Confined Space Entry – Entrant, Attendant & Supervisor", "2024"),
             ("Adult First Aid/CPR/AED", "American Red Cross · valid through 08/2026")]
AK6_SKILLS = ["SCADA (Wonderware InTouch)", "Jar testing", "Chlorine and chloramine disinfection",
              "Turbidity and residual monitoring", "SDWA compliance sampling", "Pump and valve maintenance",
              "Lockout/tagout", "Hach lab instruments", "Microsoft Excel"]


def ak6_water_operator_html():
    def job(title, company, place, when, items):
        out = (f"  <tr>\n    <td class=\"when\">{escape(when)}</td>\n"
               f"    <td><strong>{escape(title)}</strong><br>\n    {escape(company)} — {escape(place)}\n")
        if items:
            out += "    <ul>\n" + "".join(f"      <li>{escape(i)}</li>\n" for i in items) + "    </ul>\n"
        return out + "    </td>\n  </tr>\n"

    html = f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Daniel Begay - Resume</title>
<style>
  body {{ font-family: Georgia, "Times New Roman", serif; max-width: 820px; margin: 28px auto; padding: 0 22px;
         color: #1d2b36; line-height: 1.45; }}
  h1 {{ margin: 0; font-size: 2.2em; color: #0b5575; }}
  .label {{ margin: 2px 0 4px; font-size: 1.1em; font-style: italic; }}
  h2 {{ color: #0b5575; font-size: 1.15em; border-bottom: 2px solid #0b5575; margin-top: 24px; }}
  table {{ border-collapse: collapse; width: 100%; }}
  td {{ vertical-align: top; padding: 6px 8px 6px 0; }}
  td.when {{ width: 150px; white-space: nowrap; color: #4a5b68; }}
  ul {{ margin: 3px 0 0; padding-left: 20px; }}
  dt {{ font-weight: bold; margin-top: 8px; }}
  dd {{ margin-left: 18px; }}
</style>
</head>
<body>
<h1>Daniel Begay</h1>
<p class="label">Water Treatment Plant Operator III | ADEQ Grade 3 Treatment, Grade 2 Distribution</p>
<p>Flagstaff, AZ 86004 &nbsp;|&nbsp; (928) 555-0162 &nbsp;|&nbsp;
<a href="mailto:daniel.begay@example.com">daniel.begay@example.com</a></p>

<h2>Summary</h2>
<p>Certified water treatment and distribution operator with nine years in municipal water, the last eight at a
surface water plant. Steady on night shifts and in storms, careful with chemicals and compliance, and good at
teaching new operators. Finishing a B.S. in Environmental Sciences online and looking for a chief operator or
plant supervisor position in northern Arizona.</p>

<h2>Work Experience</h2>
<table>
{"".join(job(t, c, p, w, i) for t, c, p, w, _, i in AK6_JOBS)}</table>

<h2>Licenses &amp; Certifications</h2>
<dl>
{"".join(f"  <dt>{escape(n)}</dt>{chr(10)}  <dd>{escape(d)}</dd>{chr(10)}" for n, d in AK6_CERTS)}</dl>

<h2>Education</h2>
<dl>
  <dt>Bachelor of Science in Environmental Sciences (in progress)</dt>
  <dd>Northern Arizona University, Flagstaff, AZ &middot; 2023 – present &middot; online, part-time</dd>
  <dt>Associate of Applied Science (AAS), Water Resources Technologies</dt>
  <dd>GateWay Community College, Phoenix, AZ &middot; 2014 – 2016 &middot; GPA 3.62</dd>
  <dt>High School Diploma</dt>
  <dd>Painted Mesa High School, Winslow, AZ &middot; 2012</dd>
</dl>

<h2>Skills</h2>
<ul>
{"".join(f"  <li>{escape(s)}</li>{chr(10)}" for s in AK6_SKILLS)}</ul>

<h2>Languages</h2>
<ul>
  <li>English – fluent</li>
  <li>Navajo – conversational</li>
</ul>
</body>
</html>
"""
    name = "ak6-daniel-begay"
    write_text(name + ".html", html)
    write_truth(name, {
        "basics": {"name": "Daniel Begay",
                   "label": "Water Treatment Plant Operator III | ADEQ Grade 3 Treatment, Grade 2 Distribution",
                   "email": "daniel.begay@example.com", "phone": "(928) 555-0162",
                   "location": {"city": "Flagstaff", "region": "AZ"}},
        "work": work_truth(AK6_JOBS),
        "education": [
            {"institution": "Northern Arizona University", "study_type": "Bachelor of Science",
             "area": "Environmental Sciences", "dates": dates("2023", None, True, text="2023 – present")},
            {"institution": "GateWay Community College", "study_type": "Associate of Applied Science (AAS)",
             "area": "Water Resources Technologies", "score": "3.62",
             "dates": dates("2014", "2016", text="2014 – 2016")},
            {"institution": "Painted Mesa High School", "study_type": "High School Diploma",
             "dates": dates(None, "2012", text="2012")}],
        "skills": [{"name": s} for s in AK6_SKILLS],
        "certificates": [{"name": n} for n, _ in AK6_CERTS],
        "languages": [{"language": "English", "fluency": "fluent"}, {"language": "Navajo", "fluency": "conversational"}],
    })


if __name__ == "__main__":
    ak1_hvac_txt()
    ak2_police_security_docx()
    ak3_warehouse_fpdf()
    ak4_dental_hygienist_pdflatex()
    ak5_chef_chromium()
    ak6_water_operator_html()
