#!/usr/bin/env python3
"""Renders the forty-second held-out batch (ap1–ap6) into files/ and its truth into truth/.

Written without reading the parser (nor its tests or docs); the only project files read were
holdout_render.py, render_batch34–41.py (their docstrings for the occupations and conventions, render_batch41.py
whole for the helpers and the truth shape; the helpers imported below are defined in render_batch20.py,
render_batch24.py and render_batch26.py, read for those definitions, and render_batch28.py was read for its
helpers too), the decisions of render_batch16.py and render_batch21–23.py on volunteer roles, military service
and bootcamps, and two truth files (ao4 and ai3, for the shape and for how military service was written). Six
early-career and career-changing workers whose resumes a recruiter sees in one week, none in batch 34–41's
occupations: a junior graphic designer in London, a former elementary teacher now a software QA analyst in
Austin, a former café supervisor now a disability support worker in Sydney (Parramatta), a Philippine-trained
medical laboratory technician in Toronto, a hospitality-management graduate working as an events coordinator
in Singapore and an Army veteran working as a logistics coordinator in San Antonio. The brief's suggested
junior accountant (ACCA student) and paralegal were replaced, since batch 34 has a trainee accountant sitting
the ACCA exams (ah4) and batch 38 a law graduate working as a paralegal (al2); the London and Sydney cities
were kept. The logistics coordinator was kept: batch 37's warehouse operations supervisor, batch 40's supply
chain analyst and batch 35's truck driver (also an Army veteran) are other occupations. Each resume is made
with a different everyday producer: fpdf2 with a right sidebar (the two-column PDF), pdflatex, a DOCX kept as
the Word file with right tab stops, a LibreOffice PDF of a DOCX laid out with borderless tables, wkhtmltopdf
of an HTML page with a coloured header band and a plain-text file saved as Latin-1 with CRLF line ends. They
hold what such resumes hold: several roles at one employer, a casual-to-permanent move and promotions,
current jobs, a concurrent Army Reserve post, concurrent part-time and survival jobs after immigrating, a
first career (teaching, cafés, a Manila hospital, active-duty Army supply), military service with ranks, an
MOS and a unit, internships, a work-study placement, a summer placement, a student job, freelance work, a
contract job, volunteer sections, unexplained gaps, dates written "May 2022 – Current", "Sept 2021 – Apr
2022", "Oct 2019 – Mar 2020", "Summer 2019", "2016 – 2021", "Jan 2025 – Present", "Jan–May 2017", "Jan–Jul
2022", "Sept 2024 – present", "Feb 2025 – current", "Jan – Jun 2023", "05/2025 – Present", "10/2023 –
04/2025", "06/2019 – 05/2023", "Jul 2025 – Present", "'21 – '24", "Mar – Aug 2018", "May 2022 - Current",
"2021 - now", "Sept 2016 - May 2018", "2024 - present"; education degree first and school first, a UK
honours class, a UAL Extended Diploma grade, GCSEs, a bootcamp certificate, a GPA, Australian Certificates III
and IV (one in progress), the HSC with an ATAR, a Canadian career-college diploma, a Philippine GWA with Latin
honours, a Singapore polytechnic diploma and GCE O-Levels, a bachelor's degree in progress online; licences,
checks and certifications with numbers, issuers and expiry dates, online certificates (Coursera) and military
courses; grouped and flat skills; spoken languages with levels.

- ap1 (fpdf2 2.8 with DejaVu Sans, A4, one page): a junior graphic designer's CV with a pale right sidebar
  holding CONTACT ("Peckham, London SE15", the drama mobile "07700 900582", a mailto link, a LinkedIn link
  printed "linkedin.com/in/rosie-adebayo", a portfolio link printed "rosieadebayo.example.com"), SKILLS (two
  bold group labels over "• " items), LANGUAGES (" – " levels: native, conversational, A2) and CERTIFICATES
  (issuer and year after " – "); the main column at the left with the name "Rosie Adebayo", the label
  "Junior Graphic Designer | Brand Identity & Editorial Design", coral capital headings with a short rule,
  PROFILE, EXPERIENCE (a bold title with the dates at the right over an italic "Employer, Place" line and
  bullets): "Junior Graphic Designer" "May 2022 – Current" at a branding studio, "Freelance Graphic
  Designer" "Sept 2021 – Apr 2022" with "Self-employed, London", "Print Room Assistant (student job)" "Oct
  2019 – Mar 2020" at Kingston University, "Design Intern (summer placement)" "Summer 2019", "Sales Assistant
  (part-time)" "2016 – 2021" with no bullets; EDUCATION degree first, the bold qualification with the dates
  at the right over the italic school and a remark line: "BA (Hons) Graphic Design" "2018 – 2021" "Kingston
  University, London" "Upper Second-Class Honours (2:1) · Final major project: …"; "UAL Level 3 Extended
  Diploma in Art and Design" "2016 – 2018" "Croydon College" "Grade: Distinction*"; "GCSEs" "2016" at an
  academy with "9 GCSEs at grades 9–4, including English (7) and Maths (6)"; VOLUNTEERING as one line.
  pdftotext prints the sidebar's blocks between the main column's lines. A designer in London, England.
- ap2 (pdflatex, Helvetica via helvet as the sans-serif default, 10 pt, Letter, one page, hyphenation off): a
  former teacher's QA resume: the name "Lauren Ostrowski", the teal label "QA Analyst | Manual & Automated
  Testing | Former Elementary Teacher", a " | " contact line ("Austin, TX 78745", "(512) 555-0139", a mailto
  link) and a second line with a LinkedIn link printed "linkedin.com/in/laurenostrowski-qa" and a GitHub link
  printed "github.com/lostrowski-qa"; teal capital headings over a rule; SUMMARY; TECHNICAL SKILLS as three
  bold-labelled lines; EXPERIENCE with a bold title and the dates at the right over "italic employer – City,
  ST" and bullets: "QA Analyst II" "Jan 2025 – Present" and "QA Analyst" "Mar 2023 – Dec 2024" at one edtech
  company, "QA Tester (contract)" "Aug 2022 – Feb 2023" at a staffing agency; TEACHING EXPERIENCE in the same
  form: "4th Grade Teacher" "Aug 2017 – May 2022" at an elementary school, "Long-Term Substitute Teacher"
  "Jan–May 2017" at "Pflugerville ISD" with no bullets (June to December 2016 is an unexplained gap);
  EDUCATION degree first: "Certificate, Software Quality Assurance & Test Automation" "Jan–Jul 2022" over
  "Capital City Code Academy (online, part-time)" and a bootcamp line, "Bachelor of Science in
  Interdisciplinary Studies" "2012 – 2016" over "Texas State University, San Marcos, TX" and "EC–6 Generalist
  with ESL Supplemental · GPA 3.62/4.00"; CERTIFICATIONS as bullets; LANGUAGES. A QA analyst in Austin, TX.
- ap3 (DOCX, python-docx, kept as the Word file; Arial 10 pt, A4, two pages; the page count is checked on a
  throw-away LibreOffice PDF): an Australian disability support worker's resume: "Chloe Petrakis", the label
  "Disability Support Worker", a " | " contact line ("Parramatta NSW 2150", "0423 555 218", the email);
  teal headings on shaded bars; PROFILE (which mentions a driver licence); KEY SKILLS as "List Bullet" items,
  one a line; EMPLOYMENT HISTORY with the bold title and the dates on a right tab over an italic "Employer,
  Suburb NSW" line and bullets: "Disability Support Worker (permanent part-time)" "Sept 2024 – present" and
  "Disability Support Worker (casual)" "Jun 2023 – Aug 2024" at one provider, "Café Supervisor" "2019 –
  2023", "Barista (part-time)" "2016 – 2019" with no bullets; EDUCATION & TRAINING school first, the bold
  school with the dates on a right tab over the qualification and a remark: "TAFE NSW, Granville" "Feb 2025 –
  current" "Certificate IV in Disability Support (part-time, in progress)"; "TAFE NSW, Granville" "Jan – Jun
  2023" "Certificate III in Individual Support" "Disability specialisation · 120-hour work placement"; a high
  school "2015" "Higher School Certificate (HSC)" "ATAR 74.10"; LICENCES, CHECKS & CERTIFICATES as bullets;
  VOLUNTEER WORK as one line; LANGUAGES; REFEREES "Available on request." A support worker in Parramatta,
  Sydney.
- ap4 (LibreOffice PDF of a DOCX written with python-docx, Calibri shown as Carlito, 10.5 pt, Letter, two
  pages): a Filipino-trained medical laboratory technician's resume in Toronto: "Kristine Joy Manalo", the
  label "Medical Laboratory Technician | Registered Medical Technologist (Philippines)", a " | " contact line
  ("Toronto, ON M2N 5Y7", "(416) 555-0193", the email, a Word hyperlink printed
  "linkedin.com/in/kristinejoymanalo"); wine capital headings with a rule; PROFILE; PROFESSIONAL EXPERIENCE
  with each job a borderless two-row table (the bold title and the bold numeric dates at the right, the
  italic employer and the place at the right) over "List Bullet" items: "Medical Laboratory Technician"
  "05/2025 – Present", "Medical Laboratory Assistant (part-time)" "10/2023 – 04/2025", "Crew Member
  (part-time)" "08/2023 – 12/2023" at a café (a survival job, overlapping), "Medical Technologist" "06/2019 –
  05/2023" and "Medical Technology Intern" "06/2017 – 05/2018" at one Quezon City hospital (June 2018 to May
  2019 is an unexplained gap); EDUCATION degree first in the same table form with a remark line: "Diploma,
  Medical Laboratory Assistant/Technician" "Jan 2024 – Feb 2025" at a Toronto career college, "Bachelor of
  Science in Medical Technology" "2014 – 2018" at "University of Santo Tomas" "Manila, Philippines" with "GWA
  1.62 · Cum Laude · Passed the Medical Technologist Licensure Examination, August 2018"; LICENCES &
  CERTIFICATIONS as bullets; SKILLS as bold-labelled lines; LANGUAGES as a " · " line. pdftotext prints each
  right-hand cell after the left one. A lab technician in Toronto, ON.
- ap5 (wkhtmltopdf 0.12.6 of an HTML page, A4, one page, Liberation Sans; this unpatched-Qt wkhtmltopdf
  ignores --zoom, so the CSS sizes are set large): a Singaporean events coordinator's resume: a purple header
  band with the name "Divya Rajendran", the label "Events Coordinator | Corporate Events, Conferences &
  Weddings" and a " | " contact line ("Singapore", "+65 9155 5027", a mailto link, a LinkedIn link printed
  "linkedin.com/in/divya-rajendran-events"); capital headings over a gold rule; Profile; Experience with the
  bold title, the dates floated right and an italic "Employer, Singapore" line over a <ul>: "Events
  Coordinator" "Jul 2025 – Present", "Events Intern (Integrated Work Study Programme)" "Sep 2024 – Apr 2025"
  at a hotel, "Banquet Server (part-time)" "'21 – '24", "Guest Services Officer" "Jul 2019 – Jul 2021",
  "Front Office Intern" "Mar – Aug 2018" with no bullets; Education school first in the same form:
  "Singapore Institute of Technology" "2021 – 2025" "BSc (Hons) Hospitality Business" "Honours (Merit) · GPA
  4.12/5.00 · Integrated Work Study Programme with …"; "Temasek Polytechnic" "2016 – 2019" "Diploma in
  Hospitality & Tourism Management" "GPA 3.61/4.00 · Director's List (AY2017/18)"; a secondary school "2015"
  "Singapore-Cambridge GCE O-Level"; Certifications as a <ul>; Skills as a " · " paragraph; Languages as a
  " · " line with levels in parentheses; "Co-curricular & Volunteering" as one line. An events coordinator in
  Singapore.
- ap6 (plain text, Latin-1 with CRLF line ends, 90 columns, ASCII hyphens typed for dashes and straight
  apostrophes; "Ñ" is the only non-ASCII character): an Army veteran's resume: "BRIANNA M. CASTAÑEDA", the
  label "Logistics Coordinator | U.S. Army Veteran (92A Automated Logistical Specialist)", a " | " contact
  line ("San Antonio, TX 78245", "(210) 555-0174", the email) and "linkedin.com/in/brianna-castaneda" on its
  own line; headings in capitals underlined with "="; SUMMARY; WORK EXPERIENCE with each employer printed
  once as "Employer - City, ST" over its titles, each indented with the dates padded to the right margin, and
  "* " bullets wrapped with a six-space indent: "Logistics Coordinator" "May 2022 - Current" at a 3PL,
  "Supply Sergeant (part-time, drilling reservist)" "2021 - now" at "U.S. Army Reserve" (concurrent),
  "Material Handler (part-time)" "Jan 2021 - Apr 2022", "Unit Supply Sergeant (E-5)" "Jun 2018 - Dec 2020" and
  "Automated Logistical Specialist (92A)" "Sept 2016 - May 2018" under "U.S. Army - Fort Bliss, TX" (the unit,
  the deployment, the promotions and the honorable discharge in the bullets), "Cashier / Stocker (part-time)"
  "2014 - 2016" with no bullets; EDUCATION with the qualification on one line and "Institution, City, ST |
  dates | remarks" indented under it: "Bachelor of Business Administration, Supply Chain Management (in
  progress)" "2024 - present | online, part-time", "Associate of Applied Science, Logistics and Supply Chain
  Management" "2021 - 2023 | GPA 3.78 | Phi Theta Kappa", "High School Diploma" "2016"; CERTIFICATIONS &
  MILITARY TRAINING as "* " lines; SKILLS as "* " lines, one a line; LANGUAGES; VOLUNTEER as one line. A
  logistics coordinator in San Antonio, TX.

Decisions for this batch (documented here because the documents leave them to the reader):
- Several roles at one employer are separate work entries, each with the employer's name and location and its
  own dates (ap2, ap3, ap4, ap6; ap3's casual and permanent part-time posts are two entries). Part-time,
  casual, student, summer-placement, contract, survival and freelance jobs, internships, a work-study
  placement, the teaching jobs under TEACHING EXPERIENCE, active-duty Army service and a current Army Reserve
  post are work entries; overlapping and concurrent jobs are entries in printed order (ap4's café job, ap6's
  Reserve post printed under its own employer heading before the material handler job). Military service
  has "U.S. Army" (and "U.S. Army Reserve") as its employer and the post or city as its place (batch 35); the
  rank and MOS in a title are part of the position ("Unit Supply Sergeant (E-5)", "Automated Logistical
  Specialist (92A)"); the unit, the deployment and the discharge in bullets are not separate entries.
  Volunteer sections (ap1, ap3, ap5, ap6), co-curricular roles and references are not work entries. Gaps are
  nothing in the truth.
- A title's own comma, slash or parenthesis is part of the position ("Print Room Assistant (student job)",
  "Design Intern (summer placement)", "Disability Support Worker (permanent part-time)", "Events Intern
  (Integrated Work Study Programme)", "Supply Sergeant (part-time, drilling reservist)", "Cashier / Stocker
  (part-time)"). ap1's freelance job has "Self-employed" as its employer (batch 16). An employer's "Ltd",
  "Inc.", "LLC", "Pte. Ltd." and "ISD" stay. Work locations as printed ("London", "Kingston upon Thames",
  "Clapham, London", "Austin, TX", "Parramatta NSW", "Harris Park NSW", "Etobicoke, ON", "Quezon City,
  Philippines", "Singapore", "Fort Bliss, TX").
- Dates: "Present", "present", "Current", "current" and "now" make a job or programme current from its start
  ("2021 - now" and "2024 - present" from the year). "Sept" is September. "Summer 2019" runs June to August
  2019. "Jan–May 2017", "Jan–Jul 2022", "Jan – Jun 2023" and "Mar – Aug 2018" run between those months of that
  year. "'21 – '24" is 2021 to 2024 (an apostrophe's two-digit year is in the 2000s), date_text as printed
  with the ASCII apostrophes. Numeric "05/2025", "10/2023" are months; years alone keep years only. A single
  year is the end date (ap1's GCSEs, ap3's HSC, ap5's O-Levels, ap6's diploma).
- Education:
  - ap1: "BA (Hons) Graphic Design" is "BA (Hons)" / "Graphic Design" (as "BSc (Hons) Psychology" in batch
    33) with the score "Upper Second-Class Honours (2:1)" as printed before " · " (the project a remark);
    "UAL Level 3 Extended Diploma in Art and Design" is "UAL Level 3 Extended Diploma" / "Art and Design"
    with the score "Distinction*" (the grade without its label, as batch 41's BTEC); "GCSEs" has no area and
    no score (a count of grades and subject grades are not one score, batch 41).
  - ap2: "Certificate, Software Quality Assurance & Test Automation" at a bootcamp is "Certificate" /
    "Software Quality Assurance & Test Automation" with "Capital City Code Academy" as the institution (the
    mode in parentheses a remark, batch 23); "Bachelor of Science in Interdisciplinary Studies" is "Bachelor
    of Science" / "Interdisciplinary Studies" with the score "3.62/4.00" (the EC–6 certification area on the
    remark line is not the area).
  - ap3: "Certificate IV in Disability Support (part-time, in progress)" is "Certificate IV" / "Disability
    Support", current from 2025-02; "Certificate III in Individual Support" is "Certificate III" /
    "Individual Support" (the specialisation and placement hours a remark); "Higher School Certificate (HSC)"
    has no area and the score "74.10" (the ATAR, the HSC's one result, as batch 41's VCE). "TAFE NSW,
    Granville" is the institution "TAFE NSW" (Granville the campus's suburb).
  - ap4: "Diploma, Medical Laboratory Assistant/Technician" is "Diploma" / "Medical Laboratory
    Assistant/Technician" (as "Diploma, Cosmetology" in batch 22); "Bachelor of Science in Medical
    Technology" is "Bachelor of Science" / "Medical Technology" with the score "1.62" (the GWA; the Latin
    honours are not the score, batch 41; the licensure examination on the remark line is not education).
  - ap5: "BSc (Hons) Hospitality Business" is "BSc (Hons)" / "Hospitality Business" with the score
    "4.12/5.00" (the GPA; "Honours (Merit)" is the class printed beside it, not the score, as Latin honours
    beside a GPA); "Diploma in Hospitality & Tourism Management" is "Diploma" / "Hospitality & Tourism
    Management" with "3.61/4.00" (the Director's List an award); "Singapore-Cambridge GCE O-Level" has no area
    and no score.
  - ap6: "Bachelor of Business Administration, Supply Chain Management (in progress)" is "Bachelor of
    Business Administration" / "Supply Chain Management", current from 2024; "Associate of Applied Science,
    Logistics and Supply Chain Management" is "Associate of Applied Science" / "Logistics and Supply Chain
    Management" with the score "3.78" (Phi Theta Kappa an honour society, not the score); "High School
    Diploma" has no area.
  - The institution is the printed name without a city, state, province or country ("Kingston University,
    London", "Texas State University, San Marcos, TX", "University of Santo Tomas" with "Manila, Philippines"
    in the right cell, "Texas A&M University-San Antonio, San Antonio, TX").
- Certificates, licences and checks drop the issuer, licence, clearance, certificate and card numbers, years,
  "valid through", "exp." and "expires" dates, and keep an abbreviation, code or credential suffix printed as
  part of the name: ap1's "Google UX Design Professional Certificate", "Adobe Certified Professional in
  Visual Design"; ap2's "ISTQB Certified Tester Foundation Level (CTFL)", "ISTQB Certified Tester Foundation
  Level Agile Tester (CTFL-AT)", "Postman API Fundamentals Student Expert", "Texas Classroom Teacher
  Certificate, Core Subjects EC–6" (the state word and the certificate's subject area inside the name stay);
  ap3's "NDIS Worker Screening Check", "Working With Children Check (WWCC)", "Provide First Aid (HLTAID011)",
  "NDIS Worker Orientation Module: Quality, Safety and You", "Responsible Service of Alcohol (RSA)" (ap3's
  driver licence, printed in PROFILE, is not a certificate, batch 34); ap4's "Medical Laboratory
  Assistant/Technician (MLA/T)", "Registered Medical Technologist" (the PRC and its licence number dropped),
  "International Medical Laboratory Scientist, MLS(ASCPi)", "Standard First Aid with CPR Level C"; ap5's
  "WSQ Food Safety Course Level 1", "Google Project Management: Professional Certificate", "Standard First
  Aid + CPR + AED (SFA)"; ap6's "Certified Logistics Technician (CLT)", "OSHA 10-Hour General Industry",
  "Forklift Operator (sit-down and reach truck)" and the Army's "Basic Leader Course (BLC)" (listed under
  CERTIFICATIONS & MILITARY TRAINING, so a certificate; the NCO Academy and its post are the issuer).
- basics.name in ordinary case ("BRIANNA M. CASTAÑEDA" is "Brianna M. Castañeda"). The label is the line
  under the name, whole. Basics location is the city with the state, province or territory printed beside
  it, without a ZIP code, postcode or district: "Peckham, London SE15" is "London" with no country (none
  printed, batch 41); "Austin, TX 78745"; "Parramatta NSW 2150" is "Parramatta" / "NSW"; "Toronto, ON M2N
  5Y7"; "Singapore" alone is city "Singapore" with country_code "SG" (batch 38); "San Antonio, TX 78245".
  LinkedIn addresses printed as text get "https://www."; links use their targets; ap2's GitHub link is a
  profile; ap1's portfolio link is basics.url. ap3 prints no LinkedIn, so its truth has no profiles.
- Skills are the listed items as printed, a group's label left out; ", ", " · ", "• " and lines separate
  items, commas inside parentheses do not ("Registration and ticketing (Cvent, Eventbrite)", "Hematology
  (CBC, differential)", "Microsoft Excel (VLOOKUP, pivot tables)"). Spoken languages with their fluency as
  printed ("A2", "JLPT N4", "fluent", "conversational").

Truth conventions as in batches 5–41: date_text as printed (LaTeX's "--" printed as "–"; ASCII hyphens in
ap6), the work entry's location where printed, phones as printed. Phones are 555 numbers in the US, Canada,
Australia and Singapore and an Ofcom drama mobile in the UK; emails at example.com. Every person, employer,
school, licence, clearance, certificate and card number, phone and email is invented, except the
universities, colleges and issuers (Kingston University, Croydon College, Texas State University, Pflugerville
ISD, TAFE NSW, University of Santo Tomas, Singapore Institute of Technology, Temasek Polytechnic, Texas A&M
University-San Antonio, San Antonio College, Coursera, Adobe, ASTQB, Postman, the Texas Education Agency, the
NSW Office of the Children's Guardian, the NDIS Commission, St John Ambulance NSW, Liquor & Gaming NSW, the
CSMLS, the PRC, the ASCP Board of Certification, the Canadian Red Cross, SkillsFuture Singapore, the Singapore
Red Cross, MSSC, OSHA and the U.S. Army), which are real institutions, named as any resume names them.

Tools on the machine that wrote this batch: python-docx 1.2, LibreOffice 7.4 (soffice, for ap4's PDF and
ap3's page count), fpdf2 2.8, pdflatex (TeX Live 2022 with psnfss helvet, titlesec, enumitem, xcolor,
hyperref), wkhtmltopdf 0.12.6 (unpatched Qt), poppler-utils, fonts-dejavu, fonts-crosextra-carlito,
Liberation fonts. pdflatex, wkhtmltopdf, libreoffice_pdf, lo_page_count, fpdf_dejavu, new_docx,
bottom_border, shade, tex, work_truth, dates and linkedin come from holdout_render.py; cell_margins,
no_borders and table_geometry from render_batch20.py, flat_skills and docx_hyperlink from render_batch24.py
and grouped_jobs from render_batch26.py.
Run from this folder: python3 render_batch42.py
"""
import os
import textwrap
from xml.sax.saxutils import escape

from holdout_render import (FILES, bottom_border, check_pages, dates, fpdf_dejavu, libreoffice_pdf, linkedin,
                            lo_page_count, new_docx, pdf_pages, pdflatex, shade, tex, wkhtmltopdf, work_truth,
                            write_text, write_truth)
from render_batch20 import cell_margins, no_borders, table_geometry
from render_batch24 import docx_hyperlink, flat_skills
from render_batch26 import grouped_jobs


# ---- ap1: junior graphic designer (London), fpdf2 with a right sidebar ------------------------------------------
AP1_STUDIO = "Fold & Foil Studio Ltd"
AP1_JOBS = [
    ("Junior Graphic Designer", AP1_STUDIO, "London", "May 2022 – Current", ("2022-05", None, True),
     ["Design brand identities, packaging and campaign assets for independent food, drink and beauty brands "
      "in a studio of nine, from first sketches to print-ready artwork.",
      "Lead designer on a coffee roaster's rebrand: logo, 14 pack designs and the trade show stand; the "
      "client's wholesale orders rose 30% in the first year.",
      "Prepare artwork for litho, digital and foil printing and check proofs with printers."]),
    ("Freelance Graphic Designer", "Self-employed", "London", "Sept 2021 – Apr 2022", ("2021-09", "2022-04"),
     ["Logos, menus, posters and social media templates for cafés, a yoga studio and two small charities."]),
    ("Print Room Assistant (student job)", "Kingston University", "Kingston upon Thames", "Oct 2019 – Mar 2020",
     ("2019-10", "2020-03"),
     ["Ran the risograph and large-format printers for students and helped with binding and finishing."]),
    ("Design Intern (summer placement)", "Hollow Oak Publishing", "London", "Summer 2019", ("2019-06", "2019-08"),
     ["Book cover roughs, catalogue layouts and social media graphics for the children's list."]),
    ("Sales Assistant (part-time)", "Papercut & Co. Stationers", "Clapham, London", "2016 – 2021",
     ("2016", "2021"), []),
]
AP1_EDUCATION = [
    ("BA (Hons) Graphic Design", "Kingston University, London", "2018 – 2021",
     "Upper Second-Class Honours (2:1) · Final major project: a visual identity for a Peckham community "
     "fridge, shortlisted for D&AD New Blood 2021"),
    ("UAL Level 3 Extended Diploma in Art and Design", "Croydon College", "2016 – 2018", "Grade: Distinction*"),
    ("GCSEs", "Peckham Park Academy", "2016", "9 GCSEs at grades 9–4, including English (7) and Maths (6)"),
]
AP1_CERTS = [("Google UX Design Professional Certificate – Coursera, 2023", "Google UX Design Professional Certificate"),
             ("Adobe Certified Professional in Visual Design – Adobe, 2022", "Adobe Certified Professional in Visual Design")]
AP1_SKILLS = [("Design", ["Brand identity", "Editorial and print layout", "Packaging", "Typography",
                          "Social media assets", "Motion graphics (basic)"]),
              ("Software", ["Adobe InDesign", "Adobe Illustrator", "Adobe Photoshop", "Adobe After Effects",
                            "Figma", "Procreate"])]
AP1_LANGUAGES = [("English", "native"), ("Yoruba", "conversational"), ("French", "A2")]


def ap1_graphic_designer_fpdf():
    from fpdf import FPDF

    side_w = 64
    ink, pale, coral = (38, 38, 46), (246, 236, 228), (214, 84, 62)
    grey = (95, 95, 105)

    class Resume(FPDF):
        def header(self):
            self.set_fill_color(*pale)
            self.rect(self.w - side_w, 0, side_w, self.h, style="F")

    pdf = Resume(format="A4")
    side_x = pdf.w - side_w + 7
    inner = side_w - 14
    main_x, main_w = 14, pdf.w - side_w - 14 - 9
    pdf.set_margins(main_x, 14, side_w + 9)
    pdf.set_auto_page_break(False)
    fpdf_dejavu(pdf, styles=("", "B", "I"))
    pdf.set_title("Rosie Adebayo – CV"); pdf.set_author("Rosie Adebayo")
    pdf.add_page()

    def font(style="", size=9.2, color=ink):
        pdf.set_font("DejaVu", style, size); pdf.set_text_color(*color)

    # main column (left)
    pdf.set_xy(main_x, 15)
    font("B", 24, ink); pdf.cell(main_w, 11, "Rosie Adebayo", new_x="LMARGIN", new_y="NEXT")
    font("", 11, coral)
    pdf.cell(main_w, 6, "Junior Graphic Designer | Brand Identity & Editorial Design", new_x="LMARGIN", new_y="NEXT")

    def heading(text):
        pdf.ln(3.5); font("B", 11, coral)
        pdf.cell(main_w, 6, text, new_x="LMARGIN", new_y="NEXT")
        pdf.set_draw_color(*coral); pdf.set_line_width(0.4)
        pdf.line(main_x, pdf.get_y(), main_x + 22, pdf.get_y()); pdf.ln(2)

    heading("PROFILE")
    font("", 9.1)
    pdf.multi_cell(main_w, 4.5, "Graphic designer with four years in a London branding studio and a background in "
                   "print. I love a tight brief, a good typeface and seeing a design on a shelf. Comfortable "
                   "presenting to clients and taking a job from concept to press. Looking for a mid-weight "
                   "designer role in a brand or packaging team.", new_x="LMARGIN", new_y="NEXT", align="L")

    heading("EXPERIENCE")
    for title, company, place, when, _, items in AP1_JOBS:
        pdf.ln(1)
        font("B", 9.8); pdf.cell(main_w - 40, 5, title)
        font("", 8.8, grey); pdf.cell(40, 5, when, align="R", new_x="LMARGIN", new_y="NEXT")
        font("I", 9, grey); pdf.cell(main_w, 4.5, f"{company}, {place}", new_x="LMARGIN", new_y="NEXT")
        font("", 8.9)
        for item in items:
            pdf.set_x(main_x + 1); pdf.cell(3.5, 4.3, "•")
            pdf.multi_cell(main_w - 4.5, 4.3, item, new_x="LMARGIN", new_y="NEXT", align="L")

    heading("EDUCATION")
    for degree, school, when, remark in AP1_EDUCATION:
        pdf.ln(1)
        font("B", 9.8); pdf.cell(main_w - 30, 5, degree)
        font("", 8.8, grey); pdf.cell(30, 5, when, align="R", new_x="LMARGIN", new_y="NEXT")
        font("I", 9, grey); pdf.cell(main_w, 4.5, school, new_x="LMARGIN", new_y="NEXT")
        font("", 8.9); pdf.multi_cell(main_w, 4.3, remark, new_x="LMARGIN", new_y="NEXT", align="L")

    heading("VOLUNTEERING")
    font("", 8.9)
    pdf.multi_cell(main_w, 4.3, "Volunteer designer, Peckham Community Food Bank – posters, leaflets and social "
                   "media graphics for appeals and events, 2022 – present", new_x="LMARGIN", new_y="NEXT", align="L")
    assert pdf.get_y() < pdf.h - 10, pdf.get_y()

    # sidebar (right)
    def side_heading(text):
        pdf.ln(4); pdf.set_x(side_x); font("B", 10, coral)
        pdf.cell(inner, 6, text, new_x="LEFT", new_y="NEXT")
        pdf.ln(0.5)

    def side_line(text, style="", size=8.6, h=4.3, link="", color=ink):
        pdf.set_x(side_x); font(style, size, color)
        pdf.multi_cell(inner, h, text, new_x="LEFT", new_y="NEXT", link=link, align="L")
        pdf.ln(0.5)

    pdf.set_xy(side_x, 16)
    side_heading("CONTACT")
    side_line("Peckham, London SE15")
    side_line("07700 900582")
    side_line("rosie.adebayo@example.com", link="mailto:rosie.adebayo@example.com")
    side_line("linkedin.com/in/rosie-adebayo", link="https://www.linkedin.com/in/rosie-adebayo")
    side_line("rosieadebayo.example.com", link="https://rosieadebayo.example.com")
    side_heading("SKILLS")
    for label, items in AP1_SKILLS:
        side_line(label, "B", 8.8)
        for item in items:
            side_line("• " + item, h=4)
        pdf.ln(1)
    side_heading("LANGUAGES")
    for language, level in AP1_LANGUAGES:
        side_line(f"{language} – {level}")
    side_heading("CERTIFICATES")
    for printed, _ in AP1_CERTS:
        side_line(printed, size=8.2, h=4)
        pdf.ln(0.8)
    assert pdf.get_y() < pdf.h - 8, pdf.get_y()

    name = "ap1-rosie-adebayo"
    path = os.path.join(FILES, name + ".pdf")
    pdf.output(path)
    check_pages(name, pdf_pages(path), 1)
    write_truth(name, {
        "basics": {"name": "Rosie Adebayo", "label": "Junior Graphic Designer | Brand Identity & Editorial Design",
                   "email": "rosie.adebayo@example.com", "phone": "07700 900582",
                   "url": "https://rosieadebayo.example.com",
                   "location": {"city": "London"}, "profiles": [linkedin("rosie-adebayo")]},
        "work": work_truth(AP1_JOBS),
        "education": [
            {"institution": "Kingston University", "study_type": "BA (Hons)", "area": "Graphic Design",
             "score": "Upper Second-Class Honours (2:1)", "dates": dates("2018", "2021", text="2018 – 2021")},
            {"institution": "Croydon College", "study_type": "UAL Level 3 Extended Diploma", "area": "Art and Design",
             "score": "Distinction*", "dates": dates("2016", "2018", text="2016 – 2018")},
            {"institution": "Peckham Park Academy", "study_type": "GCSEs", "dates": dates(None, "2016", text="2016")}],
        "skills": flat_skills(AP1_SKILLS),
        "certificates": [{"name": n} for _, n in AP1_CERTS],
        "languages": [{"language": l, "fluency": f} for l, f in AP1_LANGUAGES],
    })


# ---- ap2: former teacher, now software QA analyst (Austin), pdflatex --------------------------------------------
AP2_COMPANY = "Bluebonnet Learning, Inc."
AP2_JOBS = [
    ("QA Analyst II", AP2_COMPANY, "Austin, TX", "Jan 2025 – Present", ("2025-01", None, True),
     ["Own test planning for the teacher gradebook and parent app squads (web, iOS, Android); write and run "
      "test cases in TestRail for every two-week release.",
      "Built a Cypress regression suite of 210 tests for the gradebook that runs on every pull request; "
      "manual regression time fell from three days to one.",
      "Run accessibility checks against WCAG 2.1 AA with axe and screen readers; onboard and pair with two "
      "junior testers."]),
    ("QA Analyst", AP2_COMPANY, "Austin, TX", "Mar 2023 – Dec 2024", ("2023-03", "2024-12"),
     ["Manual, exploratory and API testing (Postman) of the assignments and messaging features; logged 400+ "
      "defects in Jira with clear steps to reproduce.",
      "Coordinated user acceptance testing with pilot teachers in three school districts."]),
    ("QA Tester (contract)", "Longhorn Tech Staffing, LLC", "Austin, TX", "Aug 2022 – Feb 2023",
     ("2022-08", "2023-02"),
     ["Six-month contract testing a credit union's online banking upgrade: regression scripts, smoke tests "
      "and defect triage."]),
]
AP2_TEACHING = [
    ("4th Grade Teacher", "Live Oak Hollow Elementary School", "Austin, TX", "Aug 2017 – May 2022",
     ("2017-08", "2022-05"),
     ["Taught math, science and ELAR to classes of 22–26 students, including emergent bilingual students; "
      "grade-level team lead 2020–2022.",
      "Piloted the campus learning management system and trained colleagues during remote teaching."]),
    ("Long-Term Substitute Teacher", "Pflugerville ISD", "Pflugerville, TX", "Jan–May 2017", ("2017-01", "2017-05"),
     []),
]
AP2_CERTS = [("ISTQB Certified Tester Foundation Level (CTFL) – ASTQB, 2022, Cert. No. 22-CTFL-048213",
              "ISTQB Certified Tester Foundation Level (CTFL)"),
             ("ISTQB Certified Tester Foundation Level Agile Tester (CTFL-AT) – ASTQB, 2023",
              "ISTQB Certified Tester Foundation Level Agile Tester (CTFL-AT)"),
             ("Postman API Fundamentals Student Expert – Postman, 2023", "Postman API Fundamentals Student Expert"),
             ("Texas Classroom Teacher Certificate, Core Subjects EC–6 – Texas Education Agency, valid through 2027",
              "Texas Classroom Teacher Certificate, Core Subjects EC–6")]
AP2_SKILLS = [("Testing", ["Manual and exploratory testing", "Regression testing", "Test case design",
                           "Bug reporting", "UAT coordination", "Accessibility testing (WCAG 2.1)"]),
              ("Automation & Tools", ["Cypress", "Selenium WebDriver (Python)", "pytest", "Postman", "Jira",
                                      "TestRail", "Git"]),
              ("Data", ["SQL (PostgreSQL)", "Chrome DevTools"])]


def ap2_qa_analyst_pdflatex():
    def job(title, company, place, when, items):
        out = (r"\job{" + tex(title) + "}{" + tex(when) + "}{" + tex(company) + "}{" + tex(place) + "}\n")
        if items:
            out += (r"\begin{itemize}" + "\n" + "\n".join(r"  \item " + tex(i) for i in items)
                    + "\n" + r"\end{itemize}" + "\n")
        return out

    src = r"""\documentclass[letterpaper,10pt]{article}
\usepackage[T1]{fontenc}
\usepackage[utf8]{inputenc}
\usepackage[scaled=0.95]{helvet}
\renewcommand{\familydefault}{\sfdefault}
\usepackage[margin=0.6in,top=0.45in,bottom=0.4in]{geometry}
\usepackage{titlesec}
\usepackage{enumitem}
\usepackage{xcolor}
\usepackage[hidelinks]{hyperref}
\pagestyle{empty}
\setlength{\parindent}{0pt}
\hyphenpenalty=10000 \exhyphenpenalty=10000 \emergencystretch=3em
\definecolor{teal}{HTML}{00656B}
\titleformat{\section}{\color{teal}\large\bfseries}{}{0em}{\MakeUppercase}[{\color{teal}\titlerule[0.6pt]}]
\titlespacing*{\section}{0pt}{5pt}{2pt}
\setlist[itemize]{leftmargin=13pt,itemsep=0pt,topsep=1pt,parsep=0pt}
\newcommand{\job}[4]{\vspace{2pt}\textbf{#1} \hfill #2\\\textit{#3} -- #4\par}
\begin{document}
{\fontsize{22}{26}\selectfont\bfseries Lauren Ostrowski}\\[4pt]
{\large\color{teal} QA Analyst | Manual \& Automated Testing | Former Elementary Teacher}\\[3pt]
Austin, TX 78745 \,|\, (512) 555-0139 \,|\, \href{mailto:lauren.ostrowski@example.com}{lauren.ostrowski@example.com}\\
\href{https://www.linkedin.com/in/laurenostrowski-qa}{linkedin.com/in/laurenostrowski-qa}
\,|\, \href{https://github.com/lostrowski-qa}{github.com/lostrowski-qa}

\section{Summary}
QA analyst with four years of software testing in edtech and fintech, after five years as a fourth grade
teacher. I bring a teacher's patience and eye for detail to test plans, bug reports and developers. ISTQB
certified and growing my test automation in Cypress and Python; looking for a QA engineer or SDET role.

\section{Technical Skills}
""" + "\\\\\n".join(r"\textbf{" + tex(label) + ":} " + tex(", ".join(items)) for label, items in AP2_SKILLS) + r"""

\section{Experience}
""" + "".join(job(t, c, p, w, i) for t, c, p, w, _, i in AP2_JOBS) + r"""
\section{Teaching Experience}
""" + "".join(job(t, c, p, w, i) for t, c, p, w, _, i in AP2_TEACHING) + r"""
\section{Education}
\textbf{Certificate, Software Quality Assurance \& Test Automation} \hfill Jan--Jul 2022\\
\textit{Capital City Code Academy} (online, part-time)\\
16-week evening bootcamp: test design, Selenium, Postman, SQL and Agile testing\\[4pt]
\textbf{Bachelor of Science in Interdisciplinary Studies} \hfill 2012 -- 2016\\
\textit{Texas State University}, San Marcos, TX\\
EC--6 Generalist with ESL Supplemental \,$\cdot$\, GPA 3.62/4.00

\section{Certifications}
\begin{itemize}
""" + "\n".join(r"  \item " + tex(p) for p, _ in AP2_CERTS) + r"""
\end{itemize}

\section{Languages}
English (native), Spanish (conversational)
\end{document}
"""
    name = "ap2-lauren-ostrowski"
    pdflatex(src, name)
    check_pages(name, pdf_pages(os.path.join(FILES, name + ".pdf")), 1)
    jobs = [(t, c, p, w, s) for t, c, p, w, s, _ in AP2_JOBS + AP2_TEACHING]
    write_truth(name, {
        "basics": {"name": "Lauren Ostrowski",
                   "label": "QA Analyst | Manual & Automated Testing | Former Elementary Teacher",
                   "email": "lauren.ostrowski@example.com", "phone": "(512) 555-0139",
                   "location": {"city": "Austin", "region": "TX"},
                   "profiles": [linkedin("laurenostrowski-qa"),
                                {"network": "GitHub", "url": "https://github.com/lostrowski-qa"}]},
        "work": work_truth(jobs),
        "education": [
            {"institution": "Capital City Code Academy", "study_type": "Certificate",
             "area": "Software Quality Assurance & Test Automation",
             "dates": dates("2022-01", "2022-07", text="Jan–Jul 2022")},
            {"institution": "Texas State University", "study_type": "Bachelor of Science",
             "area": "Interdisciplinary Studies", "score": "3.62/4.00",
             "dates": dates("2012", "2016", text="2012 – 2016")}],
        "skills": flat_skills(AP2_SKILLS),
        "certificates": [{"name": n} for _, n in AP2_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Spanish", "fluency": "conversational"}],
    })


# ---- ap3: disability support worker, formerly a café supervisor (Sydney), DOCX with tab stops -------------------
AP3_PROVIDER = "Westgate Community Care"
AP3_JOBS = [
    ("Disability Support Worker (permanent part-time)", AP3_PROVIDER, "Parramatta NSW", "Sept 2024 – present",
     ("2024-09", None, True),
     ["Support four adults with intellectual and physical disability in a supported independent living "
      "home: personal care, meals, medication from Webster packs and community outings.",
      "Follow behaviour support plans and write clear progress notes and incident reports in ShiftCare.",
      "Buddy shifts for new casual staff; rostered key worker for two participants' NDIS goals."]),
    ("Disability Support Worker (casual)", AP3_PROVIDER, "Parramatta NSW", "Jun 2023 – Aug 2024",
     ("2023-06", "2024-08"),
     ["Community access and in-home support shifts across Western Sydney, including hoist transfers and "
      "PEG feeding after training."]),
    ("Café Supervisor", "Grind & Co. Espresso", "Parramatta NSW", "2019 – 2023", ("2019", "2023"),
     ["Ran the floor and a team of eight on weekday shifts: rosters, cash-up, ordering and food safety records.",
      "Trained new baristas and handled customer complaints calmly."]),
    ("Barista (part-time)", "Little Athens Bakery Café", "Harris Park NSW", "2016 – 2019", ("2016", "2019"), []),
]
AP3_CERTS = [("NDIS Worker Screening Check – NSW Office of the Children's Guardian, clearance no. 4100128873, "
              "expires 11/2028", "NDIS Worker Screening Check"),
             ("Working With Children Check (WWCC) – WWC2049318E, expires 03/2029", "Working With Children Check (WWCC)"),
             ("Provide First Aid (HLTAID011) – St John Ambulance NSW, exp. 08/2026", "Provide First Aid (HLTAID011)"),
             ("NDIS Worker Orientation Module: Quality, Safety and You – NDIS Commission, 2023",
              "NDIS Worker Orientation Module: Quality, Safety and You"),
             ("Responsible Service of Alcohol (RSA) – Liquor & Gaming NSW, competency card exp. 06/2027",
              "Responsible Service of Alcohol (RSA)")]
AP3_SKILLS = ["Personal care and hygiene support", "Medication assistance (Webster packs)",
              "Manual handling and hoist transfers", "Community access and transport", "Behaviour support plans",
              "Progress notes and incident reports (ShiftCare)", "Meal preparation and food safety",
              "Rostering and cash handling"]


def ap3_support_worker_docx():
    from docx.enum.text import WD_TAB_ALIGNMENT
    from docx.shared import Cm, Pt, RGBColor

    teal = RGBColor(0x1E, 0x5F, 0x74)
    document = new_docx(author="Chloe Petrakis", title="Resume - Chloe Petrakis", page=(Cm(21), Cm(29.7)),
                        margins=(Cm(2), Cm(1.6)), font="Arial", size=10, space_after=3)
    document.styles["List Bullet"].paragraph_format.space_after = Pt(0)
    text_width = Cm(17)

    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(0)
    r = p.add_run("Chloe Petrakis"); r.bold = True; r.font.size = Pt(20); r.font.color.rgb = teal
    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(2)
    r = p.add_run("Disability Support Worker"); r.font.size = Pt(12)
    document.add_paragraph("Parramatta NSW 2150 | 0423 555 218 | chloe.petrakis@example.com")

    def heading(text):
        q = document.add_paragraph()
        q.paragraph_format.space_before = Pt(9); q.paragraph_format.space_after = Pt(4)
        q.paragraph_format.keep_with_next = True
        shade(q._p.get_or_add_pPr(), "E3EEF2")
        r = q.add_run(text); r.bold = True; r.font.size = Pt(11); r.font.color.rgb = teal

    def tabbed(left_text, right_text, bold=True):
        q = document.add_paragraph(); q.paragraph_format.space_after = Pt(0)
        q.paragraph_format.keep_with_next = True
        q.paragraph_format.tab_stops.add_tab_stop(text_width, WD_TAB_ALIGNMENT.RIGHT)
        q.add_run(left_text).bold = bold
        q.add_run("\t" + right_text)
        return q

    heading("PROFILE")
    document.add_paragraph(
        "Caring and reliable disability support worker with over three years in supported independent living and "
        "community access, after seven years in busy cafés. Patient, good at building trust with participants "
        "and their families, and confident with personal care and manual handling. Studying Certificate IV in "
        "Disability Support part-time. Full NSW driver licence and own car.")

    heading("KEY SKILLS")
    for skill in AP3_SKILLS:
        document.add_paragraph(skill, style="List Bullet")

    heading("EMPLOYMENT HISTORY")
    for title, company, place, when, _, items in AP3_JOBS:
        tabbed(title, when)
        q = document.add_paragraph(); q.paragraph_format.space_after = Pt(1 if items else 6)
        q.paragraph_format.keep_with_next = bool(items)
        q.add_run(f"{company}, {place}").italic = True
        for i, item in enumerate(items):
            b = document.add_paragraph(item, style="List Bullet")
            if i == len(items) - 1:
                b.paragraph_format.space_after = Pt(6)

    heading("EDUCATION & TRAINING")
    for school, when, qualification, remark in (
            ("TAFE NSW, Granville", "Feb 2025 – current",
             "Certificate IV in Disability Support (part-time, in progress)", None),
            ("TAFE NSW, Granville", "Jan – Jun 2023", "Certificate III in Individual Support",
             "Disability specialisation · 120-hour work placement"),
            ("Harris Park High School", "2015", "Higher School Certificate (HSC)", "ATAR 74.10")):
        tabbed(school, when)
        q = document.add_paragraph(qualification); q.paragraph_format.space_after = Pt(0 if remark else 6)
        if remark:
            q = document.add_paragraph(remark); q.paragraph_format.space_after = Pt(6)

    heading("LICENCES, CHECKS & CERTIFICATES")
    for printed, _ in AP3_CERTS:
        document.add_paragraph(printed, style="List Bullet")

    heading("VOLUNTEER WORK")
    document.add_paragraph("Swim coach assistant (volunteer), Special Olympics NSW – Parramatta club, Saturday "
                           "mornings, 2022 – present")

    heading("LANGUAGES")
    document.add_paragraph("English (native), Greek (conversational)")
    heading("REFEREES")
    document.add_paragraph("Available on request.")

    name = "ap3-chloe-petrakis"
    path = os.path.join(FILES, name + ".docx")
    document.save(path)
    check_pages(name, lo_page_count(path, name), 2)
    write_truth(name, {
        "basics": {"name": "Chloe Petrakis", "label": "Disability Support Worker",
                   "email": "chloe.petrakis@example.com", "phone": "0423 555 218",
                   "location": {"city": "Parramatta", "region": "NSW"}},
        "work": work_truth(AP3_JOBS),
        "education": [
            {"institution": "TAFE NSW", "study_type": "Certificate IV", "area": "Disability Support",
             "dates": dates("2025-02", None, True, text="Feb 2025 – current")},
            {"institution": "TAFE NSW", "study_type": "Certificate III", "area": "Individual Support",
             "dates": dates("2023-01", "2023-06", text="Jan – Jun 2023")},
            {"institution": "Harris Park High School", "study_type": "Higher School Certificate (HSC)",
             "score": "74.10", "dates": dates(None, "2015", text="2015")}],
        "skills": [{"name": s} for s in AP3_SKILLS],
        "certificates": [{"name": n} for _, n in AP3_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Greek", "fluency": "conversational"}],
    })


# ---- ap4: medical laboratory technician, Manila to Toronto, LibreOffice PDF of a DOCX with tables ---------------
AP4_JOBS = [
    ("Medical Laboratory Technician", "Lakeshore Community Laboratories Inc.", "Etobicoke, ON", "05/2025 – Present",
     ("2025-05", None, True),
     ["Process 350–450 specimens a shift in a community core laboratory: accessioning, centrifugation, "
      "aliquoting and loading the hematology and chemistry analyzers.",
      "Run daily quality control, apply Westgard rules and document corrective action; perform urinalysis "
      "and ECGs.",
      "Train new laboratory assistants on specimen rejection criteria and the LIS."]),
    ("Medical Laboratory Assistant (part-time)", "NorthPoint Diagnostic Services", "Scarborough, ON",
     "10/2023 – 04/2025", ("2023-10", "2025-04"),
     ["Venipuncture for adults, children and seniors at a busy patient service centre (60+ draws a day), "
      "specimen labelling, courier packaging and patient registration."]),
    ("Crew Member (part-time)", "Maple Crust Bakery & Café", "North York, ON", "08/2023 – 12/2023",
     ("2023-08", "2023-12"), []),
    ("Medical Technologist", "St. Raphael Medical Center", "Quezon City, Philippines", "06/2019 – 05/2023",
     ("2019-06", "2023-05"),
     ["Bench rotations in hematology, clinical chemistry, microscopy, blood bank and serology in a 300-bed "
      "private hospital; 12-hour shifts including nights.",
      "Performed crossmatching and blood typing for the emergency and surgical departments; helped prepare "
      "the laboratory for its PhilHealth and DOH licence renewals."]),
    ("Medical Technology Intern", "St. Raphael Medical Center", "Quezon City, Philippines", "06/2017 – 05/2018",
     ("2017-06", "2018-05"), []),
]
AP4_CERTS = [("Medical Laboratory Assistant/Technician (MLA/T) – Canadian Society for Medical Laboratory Science "
              "(CSMLS), Certificate No. 3184270, 2025", "Medical Laboratory Assistant/Technician (MLA/T)"),
             ("Registered Medical Technologist – Professional Regulation Commission (PRC), Philippines, "
              "Licence No. 0087215, 2018", "Registered Medical Technologist"),
             ("International Medical Laboratory Scientist, MLS(ASCPi) – ASCP Board of Certification, 2021",
              "International Medical Laboratory Scientist, MLS(ASCPi)"),
             ("Standard First Aid with CPR Level C – Canadian Red Cross, exp. 09/2027",
              "Standard First Aid with CPR Level C")]
AP4_SKILLS = [("Laboratory", ["Venipuncture and capillary collection", "Specimen processing and accessioning",
                              "Urinalysis", "Hematology (CBC, differential)", "ECG",
                              "Quality control (Westgard rules)"]),
              ("Instruments", ["Sysmex XN-1000", "Beckman Coulter AU480", "Siemens Clinitek", "Centrifuges"]),
              ("Systems", ["Cerner PathNet", "Meditech", "Microsoft Office"])]


def ap4_lab_technician_lo():
    from docx.enum.text import WD_ALIGN_PARAGRAPH
    from docx.shared import Inches, Pt, RGBColor

    wine = RGBColor(0x7A, 0x1F, 0x3D)
    document = new_docx(author="Kristine Joy Manalo", title="Kristine Joy Manalo - Resume",
                        page=(Inches(8.5), Inches(11)), margins=(Inches(0.75), Inches(0.6)), font="Calibri",
                        size=10.5, space_after=2)
    document.styles["List Bullet"].paragraph_format.space_after = Pt(0)
    widths = [7200, 3000]

    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(0)
    r = p.add_run("Kristine Joy Manalo"); r.bold = True; r.font.size = Pt(22); r.font.color.rgb = wine
    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(1)
    r = p.add_run("Medical Laboratory Technician | Registered Medical Technologist (Philippines)")
    r.font.size = Pt(12.5)
    p = document.add_paragraph("Toronto, ON M2N 5Y7 | (416) 555-0193 | kristine.manalo@example.com | ")
    docx_hyperlink(p, "https://www.linkedin.com/in/kristinejoymanalo", "linkedin.com/in/kristinejoymanalo")

    def heading(text):
        q = document.add_paragraph()
        q.paragraph_format.space_before = Pt(9); q.paragraph_format.space_after = Pt(3)
        q.paragraph_format.keep_with_next = True
        r = q.add_run(text); r.bold = True; r.font.size = Pt(11.5); r.font.color.rgb = wine
        bottom_border(q, color="7A1F3D", size="8")

    def two_cells(rows):
        """A borderless two-column table: each row (left text, left bold, left italic, right text, right bold)."""
        table = document.add_table(rows=len(rows), cols=2)
        no_borders(table); table_geometry(table, widths); cell_margins(table, left=0, right=0)
        for row, (left, lbold, litalic, right, rbold) in zip(table.rows, rows):
            lp = row.cells[0].paragraphs[0]; lp.paragraph_format.space_after = Pt(0)
            run = lp.add_run(left); run.bold = lbold; run.italic = litalic
            rp = row.cells[1].paragraphs[0]; rp.paragraph_format.space_after = Pt(0)
            rp.alignment = WD_ALIGN_PARAGRAPH.RIGHT
            rp.add_run(right).bold = rbold
        return table

    heading("PROFILE")
    document.add_paragraph(
        "CSMLS-certified medical laboratory technician and Philippine-registered medical technologist with seven "
        "years in hospital and community laboratories in Manila and Toronto. Accurate, fast at the bench and "
        "calm with anxious patients. Preparing for the CSMLS General Medical Laboratory Technologist exam; "
        "looking for a full-time technician or technologist-in-training role in the GTA.")

    heading("PROFESSIONAL EXPERIENCE")
    for title, company, place, when, _, items in AP4_JOBS:
        two_cells([(title, True, False, when, True), (company, False, True, place, False)])
        for item in items:
            document.add_paragraph(item, style="List Bullet")
        document.add_paragraph().paragraph_format.space_after = Pt(0)

    heading("EDUCATION")
    for degree, when, school, place, remark in (
            ("Diploma, Medical Laboratory Assistant/Technician", "Jan 2024 – Feb 2025", "Lakeview Career College",
             "Toronto, ON", "Weekend program · 240-hour clinical placement in a hospital core laboratory"),
            ("Bachelor of Science in Medical Technology", "2014 – 2018", "University of Santo Tomas",
             "Manila, Philippines", "GWA 1.62 · Cum Laude · Passed the Medical Technologist Licensure "
             "Examination, August 2018")):
        two_cells([(degree, True, False, when, True), (school, False, True, place, False)])
        document.add_paragraph(remark).paragraph_format.space_after = Pt(5)

    heading("LICENCES & CERTIFICATIONS")
    for printed, _ in AP4_CERTS:
        document.add_paragraph(printed, style="List Bullet")

    heading("SKILLS")
    for label, items in AP4_SKILLS:
        q = document.add_paragraph(); q.add_run(label + ": ").bold = True; q.add_run(", ".join(items))

    heading("LANGUAGES")
    document.add_paragraph("English (fluent) · Filipino (native) · Ilocano (conversational)")

    name = "ap4-kristine-joy-manalo"
    libreoffice_pdf(document, name, 2)
    write_truth(name, {
        "basics": {"name": "Kristine Joy Manalo",
                   "label": "Medical Laboratory Technician | Registered Medical Technologist (Philippines)",
                   "email": "kristine.manalo@example.com", "phone": "(416) 555-0193",
                   "location": {"city": "Toronto", "region": "ON"}, "profiles": [linkedin("kristinejoymanalo")]},
        "work": work_truth(AP4_JOBS),
        "education": [
            {"institution": "Lakeview Career College", "study_type": "Diploma",
             "area": "Medical Laboratory Assistant/Technician",
             "dates": dates("2024-01", "2025-02", text="Jan 2024 – Feb 2025")},
            {"institution": "University of Santo Tomas", "study_type": "Bachelor of Science",
             "area": "Medical Technology", "score": "1.62", "dates": dates("2014", "2018", text="2014 – 2018")}],
        "skills": flat_skills(AP4_SKILLS),
        "certificates": [{"name": n} for _, n in AP4_CERTS],
        "languages": [{"language": "English", "fluency": "fluent"}, {"language": "Filipino", "fluency": "native"},
                      {"language": "Ilocano", "fluency": "conversational"}],
    })


# ---- ap5: events coordinator, hospitality graduate (Singapore), wkhtmltopdf -------------------------------------
AP5_JOBS = [
    ("Events Coordinator", "Marina Meridian Events Pte. Ltd.", "Singapore", "Jul 2025 – Present",
     ("2025-07", None, True),
     ["Coordinate corporate conferences, product launches and gala dinners for 80–1,200 guests; run sheets, "
      "floor plans, AV and F&B orders and supplier briefings.",
      "Manage registration in Cvent and on-site check-in; handle speaker logistics and VIP arrivals.",
      "Track event budgets of up to S$450,000 and reconcile vendor invoices after each event."]),
    ("Events Intern (Integrated Work Study Programme)", "Orchard Crescent Hotel", "Singapore",
     "Sep 2024 – Apr 2025", ("2024-09", "2025-04"),
     ["Eight-month work-study placement in the hotel's conference and banqueting office: site visits, "
      "banquet event orders and weddings of up to 600 guests."]),
    ("Banquet Server (part-time)", "Harbourfront Convention Hall Pte. Ltd.", "Singapore", "'21 – '24",
     ("2021", "2024"),
     ["Weekend and evening shifts at conventions and weddings while studying; captain for teams of 12 from 2023."]),
    ("Guest Services Officer", "Kallang Riverside Hotel", "Singapore", "Jul 2019 – Jul 2021",
     ("2019-07", "2021-07"),
     ["Check-in, concierge and guest recovery for a 420-room business hotel; Opera PMS super-user for the "
      "front office."]),
    ("Front Office Intern", "Sentosa Bay Resort", "Singapore", "Mar – Aug 2018", ("2018-03", "2018-08"), []),
]
AP5_CERTS = [("WSQ Food Safety Course Level 1 – SkillsFuture Singapore, 2019", "WSQ Food Safety Course Level 1"),
             ("Google Project Management: Professional Certificate – Coursera, 2025",
              "Google Project Management: Professional Certificate"),
             ("Standard First Aid + CPR + AED (SFA) – Singapore Red Cross, exp. Mar 2027",
              "Standard First Aid + CPR + AED (SFA)")]
AP5_SKILLS = ["Event planning and run sheets", "Venue and vendor management", "Budget tracking",
              "Registration and ticketing (Cvent, Eventbrite)", "Banquet event orders", "Opera PMS", "Canva",
              "Microsoft Excel", "On-site problem solving"]
AP5_LANGUAGES = [("English", "native"), ("Tamil", "fluent"), ("Malay", "conversational"), ("Japanese", "JLPT N4")]


def ap5_events_coordinator_wkhtmltopdf():
    def entry(head, when, sub, lines=(), items=()):
        out = (f'<div class="entry"><div class="row"><span class="when">{escape(when)}</span>'
               f'<span class="head">{head}</span></div><div class="sub">{escape(sub)}</div>')
        out += "".join(f'<div class="line">{escape(line)}</div>' for line in lines)
        if items:
            out += "<ul>" + "".join(f"<li>{escape(i)}</li>" for i in items) + "</ul>"
        return out + "</div>\n"

    jobs = "".join(entry(f"<b>{escape(t)}</b>", w, f"{c}, {p}", items=i) for t, c, p, w, _, i in AP5_JOBS)
    education = (entry("<b>Singapore Institute of Technology</b>", "2021 – 2025", "BSc (Hons) Hospitality Business",
                       lines=["Honours (Merit) · GPA 4.12/5.00 · Integrated Work Study Programme with Orchard "
                              "Crescent Hotel"])
                 + entry("<b>Temasek Polytechnic</b>", "2016 – 2019", "Diploma in Hospitality & Tourism Management",
                         lines=["GPA 3.61/4.00 · Director's List (AY2017/18)"])
                 + entry("<b>Eastwood Secondary School</b>", "2015", "Singapore-Cambridge GCE O-Level"))
    languages = " &nbsp;·&nbsp; ".join(f"{l} ({f})" for l, f in AP5_LANGUAGES)
    html = f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Divya Rajendran – Resume</title>
<style>
body {{ font-family: "Liberation Sans", Arial, sans-serif; font-size: 12.8pt; color: #242424; line-height: 1.3; margin: 0; }}
.top {{ background: #3b2f63; color: #fff; padding: 22px 30px 18px; }}
h1 {{ font-size: 32pt; margin: 0; letter-spacing: 0.5px; }}
.label {{ font-size: 16pt; color: #f2c14e; margin: 2px 0 5px; }}
.contact a {{ color: #fff; text-decoration: none; }}
.main {{ padding: 0 30px; }}
h2 {{ font-size: 15pt; color: #3b2f63; text-transform: uppercase; letter-spacing: 1px;
      border-bottom: 2px solid #f2c14e; margin: 16px 0 7px; padding-bottom: 1px; page-break-after: avoid; }}
.entry {{ margin-bottom: 8px; page-break-inside: avoid; }}
.row {{ overflow: hidden; }}
.when {{ float: right; color: #555; font-weight: bold; }}
.sub {{ font-style: italic; color: #444; }}
ul {{ margin: 2px 0 0; padding-left: 22px; }}
p {{ margin: 0 0 4px; }}
</style></head>
<body>
<div class="top">
<h1>Divya Rajendran</h1>
<div class="label">Events Coordinator | Corporate Events, Conferences &amp; Weddings</div>
<div class="contact">Singapore &nbsp;|&nbsp; +65 9155 5027 &nbsp;|&nbsp;
<a href="mailto:divya.rajendran@example.com">divya.rajendran@example.com</a> &nbsp;|&nbsp;
<a href="https://www.linkedin.com/in/divya-rajendran-events">linkedin.com/in/divya-rajendran-events</a></div>
</div>
<div class="main">
<h2>Profile</h2>
<p>Hospitality graduate and events coordinator with six years in hotels, banqueting and events in Singapore.
Organised, unflappable on event day and good with clients, suppliers and numbers. Looking to grow into an
event manager role with an agency or a hotel group.</p>

<h2>Experience</h2>
{jobs}
<h2>Education</h2>
{education}
<h2>Certifications</h2>
<ul>{"".join(f"<li>{escape(p)}</li>" for p, _ in AP5_CERTS)}</ul>

<h2>Skills</h2>
<p>{" &nbsp;·&nbsp; ".join(escape(s) for s in AP5_SKILLS)}</p>

<h2>Languages</h2>
<p>{languages}</p>

<h2>Co-curricular &amp; Volunteering</h2>
<p>Vice-President, SIT Hospitality Business Club (2022 – 2023) &nbsp;·&nbsp; Volunteer event marshal, Run for Hope
Singapore (2023, 2024)</p>
</div>
</body></html>
"""
    name = "ap5-divya-rajendran"
    wkhtmltopdf(html, name, 1, options=("--page-size", "A4", "--margin-top", "0mm", "--margin-bottom", "10mm",
                                        "--margin-left", "0mm", "--margin-right", "0mm", "--encoding", "utf-8"))
    write_truth(name, {
        "basics": {"name": "Divya Rajendran", "label": "Events Coordinator | Corporate Events, Conferences & Weddings",
                   "email": "divya.rajendran@example.com", "phone": "+65 9155 5027",
                   "location": {"city": "Singapore", "country_code": "SG"},
                   "profiles": [linkedin("divya-rajendran-events")]},
        "work": work_truth(AP5_JOBS),
        "education": [
            {"institution": "Singapore Institute of Technology", "study_type": "BSc (Hons)",
             "area": "Hospitality Business", "score": "4.12/5.00", "dates": dates("2021", "2025", text="2021 – 2025")},
            {"institution": "Temasek Polytechnic", "study_type": "Diploma", "area": "Hospitality & Tourism Management",
             "score": "3.61/4.00", "dates": dates("2016", "2019", text="2016 – 2019")},
            {"institution": "Eastwood Secondary School", "study_type": "Singapore-Cambridge GCE O-Level",
             "dates": dates(None, "2015", text="2015")}],
        "skills": [{"name": s} for s in AP5_SKILLS],
        "certificates": [{"name": n} for _, n in AP5_CERTS],
        "languages": [{"language": l, "fluency": f} for l, f in AP5_LANGUAGES],
    })


# ---- ap6: Army veteran, logistics coordinator (San Antonio), plain text, Latin-1, CRLF --------------------------
AP6_EMPLOYERS = [
    ("Alamo Freight Solutions, LLC", "San Antonio, TX", [
        ("Logistics Coordinator", "May 2022 - Current", ("2022-05", None, True),
         ["Plan and dispatch 40-60 outbound LTL and truckload shipments a day for a third-party logistics "
          "provider serving retail and building-supply customers across Texas and the Southwest.",
          "Book carriers in Oracle Transportation Management, track loads and update customers on delays; "
          "on-time delivery for my accounts is 97% over the last 12 months.",
          "Audit freight invoices against rate confirmations; recovered $38K in billing errors in 2024."]),
    ]),
    ("U.S. Army Reserve", "San Antonio, TX", [
        ("Supply Sergeant (part-time, drilling reservist)", "2021 - now", ("2021", None, True),
         ["One weekend a month and two weeks a year with a sustainment company; property book and hand "
          "receipts for $4.2M of equipment with zero losses at the last command supply inspection."]),
    ]),
    ("H&R Distribution Center", "San Antonio, TX", [
        ("Material Handler (part-time)", "Jan 2021 - Apr 2022", ("2021-01", "2022-04"),
         ["Receiving, putaway and cycle counts on evening shifts while in school; forklift and reach truck."]),
    ]),
    ("U.S. Army", "Fort Bliss, TX", [
        ("Unit Supply Sergeant (E-5)", "Jun 2018 - Dec 2020", ("2018-06", "2020-12"),
         ["Supply sergeant for a 140-soldier headquarters company in a brigade support battalion, 1st Armored "
          "Division; ordered, received and issued equipment and repair parts in GCSS-Army.",
          "Deployed to Kuwait (Sep 2019 - May 2020) running the company's supply and container moves.",
          "Promoted to Sergeant (E-5) in 2018; honorable discharge, December 2020."]),
        ("Automated Logistical Specialist (92A)", "Sept 2016 - May 2018", ("2016-09", "2018-05"),
         ["Warehouse receiving, storage and issue for the battalion's supply support activity; Private First "
          "Class to Specialist (E-4)."]),
    ]),
    ("Mission Grocers", "San Antonio, TX", [
        ("Cashier / Stocker (part-time)", "2014 - 2016", ("2014", "2016"), []),
    ]),
]
AP6_JOBS = grouped_jobs(AP6_EMPLOYERS)
AP6_CERTS = [("Certified Logistics Technician (CLT) - MSSC, 2022, Cert. No. CLT-221874", "Certified Logistics Technician (CLT)"),
             ("OSHA 10-Hour General Industry - 2021", "OSHA 10-Hour General Industry"),
             ("Forklift Operator (sit-down and reach truck) - exp. 06/2027",
              "Forklift Operator (sit-down and reach truck)"),
             ("Basic Leader Course (BLC) - U.S. Army NCO Academy, Fort Bliss, 2018", "Basic Leader Course (BLC)")]
AP6_SKILLS = ["Carrier scheduling and dispatch", "LTL and truckload", "Load planning", "Freight audit",
              "Inventory control", "Oracle Transportation Management (OTM)", "GCSS-Army (SAP)",
              "Microsoft Excel (VLOOKUP, pivot tables)", "Team leadership"]


def ap6_logistics_coordinator_txt():
    width = 90

    def right(left, right_text):
        return left + " " * max(2, width - len(left) - len(right_text)) + right_text

    def heading(text):
        return ["", "", text, "=" * len(text)]

    out = ["BRIANNA M. CASTAÑEDA",
           "Logistics Coordinator | U.S. Army Veteran (92A Automated Logistical Specialist)",
           "San Antonio, TX 78245 | (210) 555-0174 | brianna.castaneda@example.com",
           "linkedin.com/in/brianna-castaneda"]
    out += heading("SUMMARY")
    out += textwrap.wrap("Logistics coordinator with four years in third-party logistics after four years of "
                         "active-duty Army supply work, and still serving in the Army Reserve. Organized, calm "
                         "under pressure and used to owning the details, from a carrier's pickup window to a $4M "
                         "property book. Finishing a bachelor's degree in supply chain management online.", width,
                         break_on_hyphens=False)
    out += heading("WORK EXPERIENCE")
    for company, place, roles in AP6_EMPLOYERS:
        out += ["", f"{company} - {place}"]
        for title, when, _, items in roles:
            out += [right("  " + title, when)]
            out += [textwrap.fill(item, width, initial_indent="    * ", subsequent_indent="      ",
                                  break_on_hyphens=False)
                    for item in items]
    out += heading("EDUCATION")
    out += ["",
            "Bachelor of Business Administration, Supply Chain Management (in progress)",
            "  Texas A&M University-San Antonio, San Antonio, TX | 2024 - present | online, part-time",
            "",
            "Associate of Applied Science, Logistics and Supply Chain Management",
            "  San Antonio College, San Antonio, TX | 2021 - 2023 | GPA 3.78 | Phi Theta Kappa",
            "",
            "High School Diploma",
            "  Mission Trails High School, San Antonio, TX | 2016"]
    out += heading("CERTIFICATIONS & MILITARY TRAINING")
    out += ["  * " + p for p, _ in AP6_CERTS]
    out += heading("SKILLS")
    out += ["  * " + s for s in AP6_SKILLS]
    out += heading("LANGUAGES")
    out += ["English (native), Spanish (fluent)"]
    out += heading("VOLUNTEER")
    out += ["Volunteer driver and warehouse helper, San Antonio Food Bank, 2021 - present"]
    out += [""]
    text = "\n".join(out)
    assert all(len(line) <= width for line in text.split("\n")), [l for l in text.split("\n") if len(l) > width]
    name = "ap6-brianna-castaneda"
    write_text(name + ".txt", text.replace("\n", "\r\n"), encoding="latin-1")
    write_truth(name, {
        "basics": {"name": "Brianna M. Castañeda",
                   "label": "Logistics Coordinator | U.S. Army Veteran (92A Automated Logistical Specialist)",
                   "email": "brianna.castaneda@example.com", "phone": "(210) 555-0174",
                   "location": {"city": "San Antonio", "region": "TX"}, "profiles": [linkedin("brianna-castaneda")]},
        "work": work_truth(AP6_JOBS),
        "education": [
            {"institution": "Texas A&M University-San Antonio", "study_type": "Bachelor of Business Administration",
             "area": "Supply Chain Management", "dates": dates("2024", None, True, text="2024 - present")},
            {"institution": "San Antonio College", "study_type": "Associate of Applied Science",
             "area": "Logistics and Supply Chain Management", "score": "3.78",
             "dates": dates("2021", "2023", text="2021 - 2023")},
            {"institution": "Mission Trails High School", "study_type": "High School Diploma",
             "dates": dates(None, "2016", text="2016")}],
        "skills": [{"name": s} for s in AP6_SKILLS],
        "certificates": [{"name": n} for _, n in AP6_CERTS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Spanish", "fluency": "fluent"}],
    })


if __name__ == "__main__":
    ap1_graphic_designer_fpdf()
    ap2_qa_analyst_pdflatex()
    ap3_support_worker_docx()
    ap4_lab_technician_lo()
    ap5_events_coordinator_wkhtmltopdf()
    ap6_logistics_coordinator_txt()
