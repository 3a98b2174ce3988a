#!/usr/bin/env python3
"""Renders the thirtieth held-out batch (ad1–ad6) into files/ and its truth into truth/.

Written without reading the parser (nor its tests or docs); the only project files read were
holdout_render.py, render_batch24–29.py and a few truth files (for the shape and conventions). Six people
of mixed seniority in six countries (a trade-tested electrician in Gauteng, a German Gymnasium teacher in
Hamburg looking for an international school, a data scientist in Bengaluru, a junior logistics
coordinator and licensed customs broker in Metro Manila, a Brazilian marketing manager in Toronto and a
Nigerian-trained hospital pharmacist in Leeds), each resume made with a different everyday producer:
fpdf2, a DOCX written with python-docx and kept as the Word file, LuaLaTeX, Chromium "Save as PDF" of a
two-column HTML template, pandoc's Markdown → DOCX writer (kept as the Word file) and a hand-written HTML
page. The weight is again on EDUCATION written as real people write it: a South African N3 certificate
from a TVET college and the National Senior Certificate (Matric) with its pass level; German State
Examinations with their grades, the Abitur and a British PGCEi in progress, in a German-style dated list
after the experience; an Indian qualifications table with a "Board / University" column, CGPA and
percentages, an M.Tech. being pursued part-time, Class XII and Class X; a Philippine BS with Latin
honours and a Senior High School strand "With High Honors" in a sidebar; an Ontario College Graduate
Certificate with a GPA, a Brazilian lato sensu MBA and a Brazilian bachelor's with a Portuguese gloss,
after the experience; a UK practice certificate, two postgraduate diplomas with "Pass", "Merit" and the
OSPAP note, and a Nigerian B.Pharm. with "Second Class Honours (Upper Division)". Work layouts vary too:
dates in a left column under an employer printed once (ad1), dates on a hanging indent before each title
(ad2, ad6), title first with the dates at the right (ad3), employer lines with titles under them and the
dates at the right (ad4), a "### Employer — City" heading over "**Title** · *dates*" lines (ad5), and
one-line earlier entries (ad5, ad6).

- ad1 (fpdf2 2.8 with Liberation Sans, A4, two pages, justified paragraphs): a South African
  electrician's CV: a small "CURRICULUM VITAE" at the top right, the name in capitals ("KAGISO
  MOTAUNG"), the label "Qualified Electrician (Trade Tested) | Registered Installation Electrician", a
  " | " contact line ("Boksburg, Gauteng", "082 555 0147", the email); white-on-navy section bars;
  "PERSONAL DETAILS" as label/value rows (nationality, "Code 10 (C1) with PrDP" driver's licence,
  notice period); "PROFILE"; "WORK EXPERIENCE" with each employer printed once in bold as "Employer,
  City, Province" and its titles under it, each title's dates in a grey left column ("Mar 2021 –
  Present"; "Jan 2018 – Feb 2021" "Electrician" and "Feb 2015 – Dec 2017" "Apprentice Electrician" at
  one contractor; a one-line "Sales Assistant – Electrical Counter" with no bullets); "TRADE
  QUALIFICATIONS, LICENCES & TRAINING" as bullets (a trade test certificate with the test centre and
  year, a registration as Installation Electrician with a number, a skills programme, "Working at
  Heights – 2024 (valid to 2027)", first aid); "EDUCATION" after the experience with the years in the
  left column: "N3 Certificate – Electrical Engineering" at "Sedibeng TVET College, Vereeniging Campus"
  with a subjects line, and "National Senior Certificate (Matric)" "2012" with "Diploma pass –
  Mathematics, Physical Sciences, Electrical Technology"; SKILLS as one ", " line; LANGUAGES as a "; "
  line ("Setswana – home language"); REFERENCES with two referees. An electrician in Boksburg, Gauteng.
- ad2 (DOCX, python-docx, kept as the Word file; Cambria 10.5 pt, A4, two pages; the page count is
  checked on a throw-away LibreOffice PDF): a German teacher's English CV in the German tabular form:
  the name, the italic label "Secondary School Teacher (Gymnasium) – Chemistry & Biology", a street
  address line ending "Hamburg, Germany", phone and email, "Date of birth: … · Nationality: German";
  headings with a rule; "Profile"; "Teaching Experience" with German-style dates before a tab and a
  hanging indent ("02/2023 – present" "Head of Chemistry (Fachleitung Chemie)" and "08/2020 – present"
  "Teacher of Chemistry and Biology (Studienrätin)" at one Gymnasium, overlapping; "02/2018 – 07/2020"
  a fixed-term post; "02/2016 – 01/2018" "Trainee Teacher (Referendariat)"; "10/2012 – 09/2015"
  "Student Assistant (Hilfskraft), Institute of Organic Chemistry"), each a bold title over an italic
  "School, City" line and bullets; "Education and Teacher Qualifications" after it in the same form:
  "since 09/2025" "Postgraduate Certificate in Education – International (PGCEi)" at "University of
  Nottingham (part-time, online)"; "01/2018" "Second State Examination (Zweites Staatsexamen) in
  Chemistry and Biology" at the Hamburg teacher-training institute with "Qualification to teach at
  Gymnasium (grades 5–13)" and "Grade: 1.3"; "10/2010 – 09/2015" "First State Examination (Erstes
  Staatsexamen) in Chemistry and Biology" with a "(Lehramt an Gymnasien)" line and "Final grade: 1.6 ·
  Thesis: “…”"; "06/2010" "Abitur" with "Grade: 1.4"; "Further Training & Certificates" as bullets;
  Skills as one " · " line; Languages as hanging-indent lines ("German<tab>native", "English<tab>C2
  (Cambridge Proficiency)"); Interests; "Hamburg, January 2026" at the end. A teacher in Hamburg.
- ad3 (LuaLaTeX with fontspec and Carlito, A4, one page): an Indian data scientist's resume: the centred
  name, the label "Data Scientist | Credit Risk & NLP", a " | " contact line ("Bengaluru, Karnataka",
  "+91 98450 55523", a mailto link) and a second line with LinkedIn and GitHub links printed without
  "https://"; coloured headings over a rule; Summary; Education first, as a booktabs table "Degree |
  Institute | Board / University | Year | Score": "M.Tech., Data Science & Engineering (WILP, pursuing)"
  at "Birla Institute of Technology and Science, Pilani" "BITS Pilani" "2024 – 2026" "—"; "B.Tech.,
  Computer Science & Engineering" at "Maharaja Agrasen Institute of Technology, Delhi" "GGSIPU" "2015 –
  2019" "8.71 CGPA"; "Class XII (Science)" "CBSE" "2015" "94.2%"; "Class X" "2013" "10.0 CGPA" (cells
  wrap inside the table); "Work Experience" with a bold title and the dates at the right over an italic
  "Employer, City" line ("Data Scientist II" "Apr 2023 – Present" and "Data Scientist" "Jul 2021 – Mar
  2023" at one fintech, "Senior Analyst – Decision Sciences", "Summer Analytics Intern" "May 2018 – Jul
  2018"); "Projects & Achievements"; "Technical Skills" as bold-labelled lines, one of them
  "Languages:"; Certifications with years in parentheses; "Languages Known" as a " | " line. A data
  scientist in Bengaluru.
- ad4 (Chromium "Save as PDF" of a two-column HTML template, A4, one page, Liberation Sans): a Filipino
  logistics coordinator's resume with a pale left sidebar (Contact: "Parañaque City, Metro Manila",
  "+63 917 555 0168", a mailto link, a LinkedIn link printed without "https://"; Education: "BS Customs
  Administration" over "Lyceum of the Philippines University", "Intramuros, Manila · 2018 – 2022" and
  "Cum Laude", and "Senior High School — Accountancy, Business and Management (ABM) strand" over the
  school, "2016 – 2018" and "With High Honors"; "Licenses & Certifications" (a PRC licence number, a
  TESDA NC II); Skills as bullets; Languages) beside the main column: the name, the label "Logistics
  Coordinator | Import & Customs Documentation", Summary, "Work Experience" with each employer printed
  once in bold with " — City" in grey and its titles under it in bold italics with grey dates at the
  right ("Logistics Coordinator – Import" "Jan 2024 – Present" and "Import Documentation Assistant"
  "Aug 2022 – Dec 2023" at "Sampaguita Freight Forwarders, Inc." in Pasay City; "Customs Brokerage
  Intern (OJT)" "Feb 2022 – May 2022"), "Achievements" and "Character References: Available upon
  request." A junior coordinator in Metro Manila.
- ad5 (pandoc 2.17 Markdown → DOCX with its default reference document, kept as the Word file, two
  pages; the page count is checked on a throw-away LibreOffice PDF): a Brazilian marketing manager's
  resume in Toronto: the YAML title (the name) and subtitle (the label "Marketing Manager | Brand &
  Growth") in pandoc's Title and Subtitle styles, a " · " contact paragraph ("Toronto, ON", "(416)
  555-0129", an autolinked email, a LinkedIn link printed as "linkedin.com/in/…"); "##" headings;
  Profile; Experience with each employer a "###" heading "Employer — City, Province/Country" over
  "**Title** · *Month YYYY – Month YYYY*" paragraphs and bullet lists ("Marketing Manager" "March 2022 –
  present" and "Senior Marketing Specialist" at a Toronto food brand; "Marketing Coordinator
  (contract)"; "Account Supervisor" and "Account Executive" at a São Paulo agency); "Earlier" with one
  line "Marketing Intern (estágio), Cervejaria Serra Azul S.A., São Paulo (2010 – 2011)"; Education
  after the experience, each a bold degree with a hard line break before "School, City · dates":
  "Ontario College Graduate Certificate, Marketing Research and Analytics" "Centennial College, Toronto ·
  September 2018 – August 2019 · GPA 3.9/4.0"; "MBA in Digital Marketing (lato sensu specialization,
  part-time)" "Fundação Getulio Vargas (FGV), São Paulo · 2014 – 2015"; "Bachelor’s degree in
  Advertising (Publicidade e Propaganda)" at "Escola Superior de Propaganda e Marketing (ESPM)";
  Certifications with issuers and years; Skills as two bold-labelled lines; Languages as a " · " line.
  pandoc's smart typography prints the apostrophes curly. A marketing manager in Toronto, ON.
- ad6 (HTML, a hand-written personal CV page: semantic sections, a CSS grid with the dates in a left
  column, Georgia): a hospital pharmacist's CV: a header with the name, the tagline "Specialist
  Pharmacist – Cardiology | Independent Prescriber" and a contact list ("Leeds, West Yorkshire", "07700
  900416", a mailto link, a link whose text is "LinkedIn"); "About me"; "Experience" with the dates at
  the left and a bold title over an italic "Employer, City" line and bullets ("Specialist Pharmacist –
  Cardiology (Band 7)" "Apr 2023 – present" and "Rotational Pharmacist (Band 6)" "Sept 2019 – Mar 2023"
  at one NHS trust, "Foundation Trainee Pharmacist", "Pharmacist" in Lagos), then "Earlier experience
  (Nigeria)" as two one-line items "Title, Employer, City (dates)"; "Education & qualifications" in the
  same dated form: "Practice Certificate in Independent Prescribing" "2022 – 2023" "Pass";
  "Postgraduate Diploma in Clinical Pharmacy (part-time)" "Merit"; "Postgraduate Diploma in Pharmacy
  Practice (OSPAP)" "Sept 2017 – June 2018" at "Aston University, Birmingham" with "Overseas
  Pharmacists' Assessment Programme"; "B.Pharm. (Bachelor of Pharmacy)" "2009 – 2014" at "University of
  Ibadan, Nigeria" with "Second Class Honours (Upper Division)"; "Registration & certificates";
  Skills as two bold-labelled lines; Languages; a footer. A pharmacist in Leeds, England.

Decisions for this batch (documented here because the documents leave them to the reader):
- Titles grouped under one employer (ad1, ad4, ad5) or repeating it (ad2, ad3, ad6) are separate work
  entries, each with the employer's name and location and its own dates; overlapping roles at one school
  (ad2) are two entries in printed order. An apprenticeship, a Referendariat (teacher training printed
  under Teaching Experience), a student assistant job, an internship, an OJT placement, a contract job,
  a foundation trainee year, an intern pharmacist year and an NYSC year are work entries. One-line
  entries under "Earlier" (ad5) and "Earlier experience (Nigeria)" (ad6) are work entries in printed
  order after the others. Projects, achievements, referees and character references are not.
- A title's own dash, comma or parenthesis is part of the position ("Sales Assistant – Electrical
  Counter", "Head of Chemistry (Fachleitung Chemie)", "Trainee Teacher (Referendariat)", "Student
  Assistant (Hilfskraft), Institute of Organic Chemistry", "Customs Brokerage Intern (OJT)", "Marketing
  Intern (estágio)", "Specialist Pharmacist – Cardiology (Band 7)", "Corps Member Pharmacist (NYSC)").
  An employer's ", Inc." stays ("Sampaguita Freight Forwarders, Inc.").
- Dates: "Present", "present" and "since 09/2025" are current from their start; a single year or month
  is the end date; "Sept 2017 – June 2018" runs 2017-09 to 2018-06.
- Education, the emphasis of this batch:
  - Qualifications of the country keep their printed names as study_type: "N3 Certificate" with area
    "Electrical Engineering" ("N3 Certificate – Electrical Engineering"); "National Senior Certificate
    (Matric)" whole, with no area; "Abitur"; "Class XII" with area "Science" and "Class X" with none (as
    batch 29); "Senior High School" with area "Accountancy, Business and Management (ABM)" (the word
    "strand" left out, as a strand is the senior high school's area); "Ontario College Graduate
    Certificate" with area "Marketing Research and Analytics" (split at the comma, as o6's "Ontario
    College Diploma, Pharmacy Technician"); "Practice Certificate" with area "Independent Prescribing".
  - German State Examinations keep the German name in parentheses in the study_type, as European degrees
    did in batch 28 ("First State Examination (Erstes Staatsexamen)", "Second State Examination (Zweites
    Staatsexamen)"), with the subjects after "in" as the area ("Chemistry and Biology"); the Second State
    Examination's institution is the teacher-training institute printed under it. "Postgraduate
    Certificate in Education – International (PGCEi)" is a named qualification with its abbreviation
    and has no area (as "Legal Practice Course (LPC)" in batch 29). "B.Pharm. (Bachelor of Pharmacy)"
    keeps its gloss in the study_type (as "Licence (Bachelor's degree)") and has no area.
  - A gloss or code after the area is left out of the area: "Bachelor’s degree in Advertising
    (Publicidade e Propaganda)" has area "Advertising" (as "(Wirtschaftsinformatik)" in batch 29), and
    "Postgraduate Diploma in Pharmacy Practice (OSPAP)" has area "Pharmacy Practice" (as "(RIBA Part 3)"
    in batch 28). ad5's study_type is "Bachelor’s degree" with the curly apostrophe pandoc prints.
  - Mode and status notes are not part of the study_type, area, institution or dates: "(WILP,
    pursuing)", "(lato sensu specialization, part-time)", "(part-time)", "(part-time, online)".
    "pursuing" marks the M.Tech. in progress: it is current, with the printed years as its start and
    end (as aa3's "in view" in batch 27). Remark lines ("Qualification to teach at Gymnasium (grades
    5–13)", "Teacher education for Gymnasium (Lehramt an Gymnasien)", a thesis, a subjects line,
    "Overseas Pharmacists' Assessment Programme") are neither area nor score.
  - The score is the printed grade, class, pass level or GPA without its label: "1.3", "1.6", "1.4"
    ("Grade:", "Final grade:"); "Diploma pass" (the matric pass level; the subjects after " – " are not
    part of it); "8.71 CGPA", "94.2%", "10.0 CGPA" (the table's Score cells as printed, as batch 19's
    "9.3 CGPA"), while "—" is no score; "Cum Laude", "With High Honors"; "3.9/4.0" ("GPA 3.9/4.0");
    "Pass", "Merit", "Second Class Honours (Upper Division)".
  - The institution is the printed name without a city, country or campus ("Sedibeng TVET College,
    Vereeniging Campus", "Maharaja Agrasen Institute of Technology, Delhi", "Aston University,
    Birmingham", "University of Ibadan, Nigeria", "Gymnasium Lohbrügge-Nord, Hamburg"), but
    "Birla Institute of Technology and Science, Pilani" is the institute's whole name and stays (as
    "University of Maryland, Baltimore County" in batch 28), and an abbreviation in parentheses stays
    ("Fundação Getulio Vargas (FGV)", "Escola Superior de Propaganda e Marketing (ESPM)"). ad3's "Board /
    University" column (the examining board or affiliating university) is not part of the institution.
- Certificates drop the issuer, year, registration or licence number, validity and a grade ("Trade Test
  Certificate – Electrician, INDLELA, Olifantsfontein (2017)" is "Trade Test Certificate – Electrician";
  "Licensed Customs Broker – PRC License No. 0012873 (2023)" is "Licensed Customs Broker"; "NC II
  Bookkeeping – TESDA, 2019" is "NC II Bookkeeping"; "Cambridge C2 Proficiency (CPE), Grade A – 2019" is
  "Cambridge C2 Proficiency (CPE)"; "Independent Prescriber (annotated by the GPhC, 2023)" is
  "Independent Prescriber"), but keep a parenthesis that is part of the name ("Registered Installation
  Electrician (IE)", "(NQF Level 4)", "(Gefahrstoffbeauftragte)", "Immediate Life Support (ILS)"). The
  trade test, IE registration and TESDA NC II listed under licences and certifications are
  certificates, not education. A driver's licence with a PrDP, a date of birth and a nationality are
  not kept; ad2's sailing instructor licence under Interests is not a certificate.
- basics.name in ordinary case ("KAGISO MOTAUNG" is "Kagiso Motaung"); the label is the line under the
  name (ad5's YAML subtitle, ad6's tagline). Basics location: the city with the region or the country
  code printed beside it ("Boksburg, Gauteng", "Bengaluru, Karnataka", "Parañaque City, Metro Manila"
  with "City" as printed, "Toronto, ON", "Leeds, West Yorkshire"; "…, 20259 Hamburg, Germany" is city
  "Hamburg" and "DE"); a street and postcode are not kept. LinkedIn and GitHub addresses printed as
  text or links are profiles with their targets; ad6's link whose text is "LinkedIn" uses its target.
- Skills are the listed items as printed, a group's label left out; ad3's "Languages:" line under
  Technical Skills lists programming languages and is skills. Spoken languages with their fluency as
  printed ("home language", "C2 (Cambridge Proficiency)", "fluent, IELTS 8.0").

Truth conventions as in batches 5–29: date_text as printed (typed "–" kept; LaTeX's "--" is not used in
dates here), the work entry's location where printed, phones as printed. Phones are 555 numbers in
South Africa, Germany, India, the Philippines and Canada and an Ofcom drama mobile in the UK; emails at
example.com.

Tools on the machine that wrote this batch: python-docx, LibreOffice (soffice), Chromium, poppler-utils,
pandoc 2.17, lualatex with luaotfload (texlive-luatex), fonts-liberation, fonts-crosextra-carlito;
`pip install fpdf2` was needed for ad1. flat_skills is imported from render_batch24.py, grouped_jobs from
render_batch26.py and github from render_batch28.py; lualatex is new here. Run from this folder:
python3 render_batch30.py
"""
import os
import subprocess
import tempfile
from xml.sax.saxutils import escape

from holdout_render import (FILES, bottom_border, check_pages, chromium_pdf, dates, linkedin, lo_page_count,
                            new_docx, pdf_pages, tex, work_truth, write_text, write_truth)
from render_batch24 import flat_skills
from render_batch26 import grouped_jobs
from render_batch28 import github

LIBERATION = "/usr/share/fonts/truetype/liberation/"


def lualatex(source, name):
    """Runs lualatex (twice, as a writer does) on the source in a temp folder, prints its warnings, and copies
    the PDF to FILES/name.pdf."""
    import shutil
    with tempfile.TemporaryDirectory() as tmp:
        with open(os.path.join(tmp, "resume.tex"), "w", encoding="utf-8") as out:
            out.write(source)
        for _ in range(2):
            run = subprocess.run(["lualatex", "-interaction=nonstopmode", "-halt-on-error", "resume.tex"],
                                 cwd=tmp, capture_output=True, text=True)
            if run.returncode != 0:
                raise SystemExit(f"lualatex failed for {name}:\n{run.stdout[-3000:]}")
        log = open(os.path.join(tmp, "resume.log"), encoding="utf-8", errors="replace").read()
        for line in log.splitlines():
            if line.startswith(("Overfull", "LaTeX Warning", "Missing character")):
                print(f"{name}: {line}")
        shutil.copy(os.path.join(tmp, "resume.pdf"), os.path.join(FILES, name + ".pdf"))


# ---- ad1: South African electrician, fpdf2 -----------------------------------------------------------
AD1_EMPLOYERS = [
    ("Rietvlei Poultry Processors (Pty) Ltd", "Germiston, Gauteng", [
        ("Maintenance Electrician", "Mar 2021 – Present", ("2021-03", None, True),
         ["Maintain and fault-find on MV/LV reticulation (11 kV intake, 3 x 1 000 kVA mini-subs) and plant "
          "electrical systems for a 24-hour processing plant on a 4-shift roster.",
          "Fault-find on motor control centres, VSDs (ABB, Danfoss) and Siemens S7-1200 PLC-controlled "
          "conveyors, chillers and blast freezers; reduced electrical downtime on the evisceration line by 30%.",
          "Install and test emergency lighting, earthing and lightning protection; issue Certificates of "
          "Compliance (CoC) for plant alterations.",
          "Supervise one electrician's assistant and an apprentice; carry out load shedding changeovers on the "
          "1 250 kVA standby generator."]),
    ]),
    ("Ekurhuleni Power Installations CC", "Benoni, Gauteng", [
        ("Electrician", "Jan 2018 – Feb 2021", ("2018-01", "2021-02"),
         ["Wired new houses, townhouse complexes and small shops from plans: DB boards, sub-mains, plugs and "
          "lights, three-phase supplies.",
          "Completed inspection and testing to SANS 10142-1 and issued CoCs under the company's registered "
          "person; quoted and ran small jobs on my own.",
          "Installed solar PV and inverter back-up systems (5–15 kW) for residential clients."]),
        ("Apprentice Electrician", "Feb 2015 – Dec 2017", ("2015-02", "2017-12"),
         ["Three-year registered apprenticeship (merSETA): conduit, trunking and cable tray installation, "
          "motor starters, domestic and industrial wiring under a qualified electrician."]),
    ]),
    ("Boksburg Hardware & Electrical", "Boksburg, Gauteng", [
        ("Sales Assistant – Electrical Counter", "Jun 2013 – Jan 2015", ("2013-06", "2015-01"), []),
    ]),
]
AD1_JOBS = grouped_jobs(AD1_EMPLOYERS)
AD1_QUALIFICATIONS = [
    ("Trade Test Certificate – Electrician, INDLELA, Olifantsfontein (2017)", "Trade Test Certificate – Electrician"),
    ("Registered Installation Electrician (IE) – Department of Employment and Labour, Reg. No. IE 0419 2207",
     "Registered Installation Electrician (IE)"),
    ("Solar PV Installation Skills Programme (NQF Level 4) – 2020",
     "Solar PV Installation Skills Programme (NQF Level 4)"),
    ("Working at Heights – 2024 (valid to 2027)", "Working at Heights"),
    ("First Aid Level 1 – St John Ambulance, 2023", "First Aid Level 1"),
]
AD1_SKILLS = ["Fault finding", "MV/LV switching", "Motor control and VSDs", "PLC basics (Siemens S7)",
              "SANS 10142-1 inspection and testing", "CoC issuing", "Solar PV and inverters", "Generators and ATS",
              "Reading electrical drawings", "OHS Act compliance"]


def ad1_electrician_fpdf():
    from fpdf import FPDF

    pdf = FPDF(format="A4")
    left, right_margin = 17, 17
    pdf.set_margins(left, 15, right_margin)
    pdf.set_auto_page_break(True, margin=16)
    for style, file in (("", "LiberationSans-Regular.ttf"), ("B", "LiberationSans-Bold.ttf"),
                        ("I", "LiberationSans-Italic.ttf"), ("BI", "LiberationSans-BoldItalic.ttf")):
        pdf.add_font("Liberation", style, LIBERATION + file)
    pdf.set_title("CV - Kagiso Motaung"); pdf.set_author("Kagiso Motaung")
    pdf.add_page()
    width = pdf.w - left - right_margin
    date_w = 38
    col_x, col_w = left + date_w + 2, width - date_w - 2
    navy = (23, 54, 93)

    def font(style="", size=10):
        pdf.set_font("Liberation", style, size)

    def bar(title):
        pdf.ln(3.5)
        font("B", 10.5)
        pdf.set_fill_color(*navy); pdf.set_text_color(255, 255, 255)
        pdf.cell(width, 6.5, "  " + title, fill=True, new_x="LMARGIN", new_y="NEXT")
        pdf.set_text_color(0, 0, 0)
        pdf.ln(2)

    def para(s, style="", size=10, h=5, x=None, w=None):
        font(style, size)
        pdf.set_x(left if x is None else x)
        pdf.multi_cell(width if w is None else w, h, s, new_x="LMARGIN", new_y="NEXT")

    def bullet(s, x, w):
        font("", 9.8)
        pdf.set_x(x)
        pdf.cell(4.5, 4.8, "•")
        pdf.multi_cell(w - 4.5, 4.8, s, new_x="LMARGIN", new_y="NEXT")

    def field(label, value):
        font("B", 10); pdf.cell(48, 5.2, label)
        font("", 10); pdf.multi_cell(width - 48, 5.2, value, new_x="LMARGIN", new_y="NEXT")

    font("B", 9)
    pdf.set_text_color(*navy)
    pdf.cell(width, 5, "CURRICULUM VITAE", align="R", new_x="LMARGIN", new_y="NEXT")
    font("B", 20)
    pdf.cell(width, 10, "KAGISO MOTAUNG", new_x="LMARGIN", new_y="NEXT")
    pdf.set_text_color(0, 0, 0)
    para("Qualified Electrician (Trade Tested) | Registered Installation Electrician", "", 11.5, h=6)
    para("Boksburg, Gauteng  |  082 555 0147  |  kagiso.motaung@example.com", "", 10, h=5.5)
    y = pdf.get_y() + 1.5
    pdf.set_draw_color(*navy); pdf.set_line_width(0.6); pdf.line(left, y, left + width, y)
    pdf.ln(2)

    bar("PERSONAL DETAILS")
    for label, value in [("Nationality", "South African"),
                         ("Driver's licence", "Code 10 (C1) with PrDP, own transport"),
                         ("Availability", "One calendar month's notice")]:
        field(label, value)

    bar("PROFILE")
    para("Trade-tested electrician with ten years in the trade, from apprenticeship on residential and small "
         "commercial installations to maintenance of a 24-hour food processing plant. Registered Installation "
         "Electrician who can test and issue CoCs. Safety-minded, reliable on standby, and looking for a senior "
         "maintenance or shift electrician position in the East Rand.")

    bar("WORK EXPERIENCE")
    for i, (company, place, roles) in enumerate(AD1_EMPLOYERS):
        if i:
            pdf.ln(2)
        font("B", 10.5)
        pdf.set_x(col_x)
        pdf.multi_cell(col_w, 5.5, f"{company}, {place}", new_x="LMARGIN", new_y="NEXT")
        for title, when, _, items in roles:
            y = pdf.get_y()
            font("", 9.5); pdf.set_text_color(80, 80, 80)
            pdf.set_xy(left, y); pdf.cell(date_w, 5.2, when)
            pdf.set_text_color(0, 0, 0)
            font("BI", 10); pdf.set_xy(col_x, y)
            pdf.multi_cell(col_w, 5.2, title, new_x="LMARGIN", new_y="NEXT")
            for item in items:
                bullet(item, col_x + 1, col_w - 1)
            pdf.ln(0.8)

    bar("TRADE QUALIFICATIONS, LICENCES & TRAINING")
    for printed, _ in AD1_QUALIFICATIONS:
        bullet(printed, left + 1, width - 1)

    bar("EDUCATION")
    for when, qual, school, notes in [
            ("2013 – 2014", "N3 Certificate – Electrical Engineering", "Sedibeng TVET College, Vereeniging Campus",
             "Subjects: Electrical Trade Theory, Industrial Electronics N3, Engineering Science N3, Mathematics N3"),
            ("2012", "National Senior Certificate (Matric)", "Phomolong Secondary School, Tembisa",
             "Diploma pass – Mathematics, Physical Sciences, Electrical Technology")]:
        y = pdf.get_y()
        font("", 9.5); pdf.set_text_color(80, 80, 80)
        pdf.set_xy(left, y); pdf.cell(date_w, 5.2, when)
        pdf.set_text_color(0, 0, 0)
        font("B", 10); pdf.set_xy(col_x, y)
        pdf.multi_cell(col_w, 5.2, qual, new_x="LMARGIN", new_y="NEXT")
        para(school, "I", 10, h=5, x=col_x, w=col_w)
        para(notes, "", 9.5, h=4.8, x=col_x, w=col_w)
        pdf.ln(1.5)

    bar("SKILLS")
    para(", ".join(AD1_SKILLS), "", 10)

    bar("LANGUAGES")
    para("Setswana – home language;  English – fluent;  isiZulu – fluent;  Afrikaans – basic", "", 10)

    bar("REFERENCES")
    for line in ["Mr. Pieter van Wyk – Engineering Manager, Rietvlei Poultry Processors – 011 555 0182",
                 "Mr. Sandile Ngcobo – Owner, Ekurhuleni Power Installations CC – 083 555 0126"]:
        para(line, "", 10)

    name = "ad1-kagiso-motaung"
    path = os.path.join(FILES, name + ".pdf")
    pdf.output(path)
    check_pages(name, pdf_pages(path), 2)
    write_truth(name, {
        "basics": {"name": "Kagiso Motaung",
                   "label": "Qualified Electrician (Trade Tested) | Registered Installation Electrician",
                   "email": "kagiso.motaung@example.com", "phone": "082 555 0147",
                   "location": {"city": "Boksburg", "region": "Gauteng"}},
        "work": work_truth(AD1_JOBS),
        "education": [
            {"institution": "Sedibeng TVET College", "study_type": "N3 Certificate", "area": "Electrical Engineering",
             "dates": dates("2013", "2014", text="2013 – 2014")},
            {"institution": "Phomolong Secondary School", "study_type": "National Senior Certificate (Matric)",
             "score": "Diploma pass", "dates": dates(None, "2012", text="2012")}],
        "skills": [{"name": s} for s in AD1_SKILLS],
        "certificates": [{"name": n} for _, n in AD1_QUALIFICATIONS],
        "languages": [{"language": "Setswana", "fluency": "home language"},
                      {"language": "English", "fluency": "fluent"},
                      {"language": "isiZulu", "fluency": "fluent"},
                      {"language": "Afrikaans", "fluency": "basic"}],
    })


# ---- ad2: German Gymnasium teacher, DOCX kept as the Word file ------------------------------------------
AD2_SCHOOL = "Gymnasium Alstertal-Süd"
AD2_JOBS = [
    ("Head of Chemistry (Fachleitung Chemie)", AD2_SCHOOL, "Hamburg", "02/2023 – present", ("2023-02", None, True),
     ["Lead a department of seven chemistry teachers: schemes of work for grades 7–13, Abitur exam papers and "
      "moderation, lab budget and safety instruction.",
      "Introduced a bilingual (CLIL) chemistry strand in grades 9–10 taught in English."]),
    ("Teacher of Chemistry and Biology (Studienrätin)", AD2_SCHOOL, "Hamburg", "08/2020 – present",
     ("2020-08", None, True),
     ["Teach chemistry and biology in lower and upper secondary (Sek I and II), including advanced courses "
      "(profile courses) leading to the Abitur; class teacher of a grade 8 class.",
      "Run the school's robotics and science club; our team reached the national final of \u201cJugend forscht\u201d "
      "in 2024."]),
    ("Teacher of Chemistry and Biology (fixed-term contract)", "Stadtteilschule Eilbek-Ost", "Hamburg",
     "02/2018 – 07/2020", ("2018-02", "2020-07"),
     ["Taught science in mixed-ability classes in grades 5–10 with a high share of students learning German as a "
      "second language; co-designed a language-aware science curriculum."]),
    ("Trainee Teacher (Referendariat)", "Gymnasium Winterhude-Süd", "Hamburg", "02/2016 – 01/2018",
     ("2016-02", "2018-01"),
     ["18-month teacher training in chemistry and biology with seminars at the Hamburg teacher training "
      "institute; independent teaching of up to 12 lessons a week."]),
    ("Student Assistant (Hilfskraft), Institute of Organic Chemistry", "Universität Hamburg", "Hamburg",
     "10/2012 – 09/2015", ("2012-10", "2015-09"),
     ["Supervised first-year laboratory courses for chemistry and pharmacy students (8 h/week)."]),
]
AD2_EDUCATION = [
    ("since 09/2025", "Postgraduate Certificate in Education – International (PGCEi)",
     "University of Nottingham (part-time, online)", []),
    ("01/2018", "Second State Examination (Zweites Staatsexamen) in Chemistry and Biology",
     "Landesinstitut für Lehrerbildung und Schulentwicklung, Hamburg",
     ["Qualification to teach at Gymnasium (grades 5–13)", "Grade: 1.3"]),
    ("10/2010 – 09/2015", "First State Examination (Erstes Staatsexamen) in Chemistry and Biology",
     "Universität Hamburg",
     ["Teacher education for Gymnasium (Lehramt an Gymnasien)",
      "Final grade: 1.6  ·  Thesis: \u201cStudent misconceptions about chemical equilibrium in grade 11\u201d"]),
    ("06/2010", "Abitur", "Gymnasium Lohbrügge-Nord, Hamburg", ["Grade: 1.4"]),
]
AD2_CERTS = [("Cambridge C2 Proficiency (CPE), Grade A – 2019", "Cambridge C2 Proficiency (CPE)"),
             ("IB Category 1 Workshop: DP Chemistry – International Baccalaureate Organization, 2024",
              "IB Category 1 Workshop: DP Chemistry"),
             ("Hazardous Substances Officer for Schools (Gefahrstoffbeauftragte) – Hamburg, 2021",
              "Hazardous Substances Officer for Schools (Gefahrstoffbeauftragte)")]
AD2_SKILLS = ["Bilingual (CLIL) science teaching", "Differentiated instruction", "Language-aware teaching",
              "Laboratory safety management", "Abitur exam design and marking", "Moodle", "Microsoft Teams",
              "iPad classroom (GoodNotes, Explain Everything)"]


def ad2_teacher_docx():
    from docx.enum.text import WD_TAB_ALIGNMENT
    from docx.shared import Cm, Pt, RGBColor

    teal = RGBColor(0x1D, 0x5C, 0x63)
    document = new_docx(author="Miriam Hollenbach", title="CV Miriam Hollenbach", page=(Cm(21), Cm(29.7)),
                        margins=(Cm(2.2), Cm(1.8)), font="Cambria", size=10.5, space_after=2)
    hang = Cm(4)

    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(0)
    r = p.add_run("Miriam Hollenbach"); r.font.size = Pt(24); r.font.color.rgb = teal
    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(6)
    r = p.add_run("Secondary School Teacher (Gymnasium) – Chemistry & Biology"); r.font.size = Pt(12.5); r.italic = True
    for line in ["Eppendorfer Weg 112, 20259 Hamburg, Germany",
                 "+49 176 5550 4412  ·  miriam.hollenbach@example.com",
                 "Date of birth: 14 March 1991  ·  Nationality: German"]:
        document.add_paragraph(line).paragraph_format.space_after = Pt(0)

    def heading(text):
        q = document.add_paragraph()
        q.paragraph_format.space_before = Pt(12); q.paragraph_format.space_after = Pt(5)
        q.paragraph_format.keep_with_next = True
        r = q.add_run(text); r.bold = True; r.font.size = Pt(12.5); r.font.color.rgb = teal
        bottom_border(q, color="1D5C63", size="6")

    def hanging(when, text, bold=False, italic=False, after=0):
        """A German-CV line: the dates, a tab, and the text indented under a hanging indent."""
        q = document.add_paragraph()
        fmt = q.paragraph_format
        fmt.left_indent = hang; fmt.first_line_indent = -hang; fmt.space_after = Pt(after)
        fmt.tab_stops.add_tab_stop(hang, WD_TAB_ALIGNMENT.LEFT)
        if when:
            q.add_run(when)
        r = q.add_run("\t" + text); r.bold = bold; r.italic = italic
        return q

    heading("Profile")
    document.add_paragraph(
        "Chemistry and biology teacher with eight years of teaching in Hamburg state schools and experience as "
        "head of department. I teach in German and English (CLIL), enjoy practical science and am now looking "
        "for a position at an international or bilingual school, ideally teaching IB Diploma chemistry.")

    heading("Teaching Experience")
    for i, (title, school, place, when, _, items) in enumerate(AD2_JOBS):
        hanging(when, title, bold=True).paragraph_format.space_before = Pt(6 if i else 0)
        hanging("", f"{school}, {place}", italic=True)
        for item in items:
            q = document.add_paragraph(item, style="List Bullet")
            q.paragraph_format.left_indent = hang + Cm(0.5); q.paragraph_format.space_after = Pt(0)

    heading("Education and Teacher Qualifications")
    for i, (when, degree, school, notes) in enumerate(AD2_EDUCATION):
        hanging(when, degree, bold=True).paragraph_format.space_before = Pt(5 if i else 0)
        hanging("", school, italic=True)
        for note in notes:
            hanging("", note)

    heading("Further Training & Certificates")
    for printed, _ in AD2_CERTS:
        q = document.add_paragraph(printed, style="List Bullet"); q.paragraph_format.space_after = Pt(0)

    heading("Skills")
    document.add_paragraph(" · ".join(AD2_SKILLS))

    heading("Languages")
    for when, text in [("German", "native"), ("English", "C2 (Cambridge Proficiency)"), ("French", "B1")]:
        hanging(when, text)

    heading("Interests")
    document.add_paragraph("Sailing on the Alster (club instructor licence), choir, hiking in Scandinavia.")
    p = document.add_paragraph("Hamburg, January 2026"); p.paragraph_format.space_before = Pt(14)

    name = "ad2-miriam-hollenbach"
    path = os.path.join(FILES, name + ".docx")
    document.save(path)
    check_pages(name, lo_page_count(path, name), 2)
    write_truth(name, {
        "basics": {"name": "Miriam Hollenbach", "label": "Secondary School Teacher (Gymnasium) – Chemistry & Biology",
                   "email": "miriam.hollenbach@example.com", "phone": "+49 176 5550 4412",
                   "location": {"city": "Hamburg", "country_code": "DE"}},
        "work": work_truth(AD2_JOBS),
        "education": [
            {"institution": "University of Nottingham",
             "study_type": "Postgraduate Certificate in Education – International (PGCEi)",
             "dates": dates("2025-09", None, current=True, text="since 09/2025")},
            {"institution": "Landesinstitut für Lehrerbildung und Schulentwicklung",
             "study_type": "Second State Examination (Zweites Staatsexamen)", "area": "Chemistry and Biology",
             "score": "1.3", "dates": dates(None, "2018-01", text="01/2018")},
            {"institution": "Universität Hamburg", "study_type": "First State Examination (Erstes Staatsexamen)",
             "area": "Chemistry and Biology", "score": "1.6",
             "dates": dates("2010-10", "2015-09", text="10/2010 – 09/2015")},
            {"institution": "Gymnasium Lohbrügge-Nord", "study_type": "Abitur", "score": "1.4",
             "dates": dates(None, "2010-06", text="06/2010")}],
        "skills": [{"name": s} for s in AD2_SKILLS],
        "certificates": [{"name": n} for _, n in AD2_CERTS],
        "languages": [{"language": "German", "fluency": "native"},
                      {"language": "English", "fluency": "C2 (Cambridge Proficiency)"},
                      {"language": "French", "fluency": "B1"}],
    })


# ---- ad3: data scientist in Bengaluru, LuaLaTeX with an education table ---------------------------------
AD3_FINTECH = "Paisaverse Technologies Pvt. Ltd."
AD3_JOBS = [
    ("Data Scientist II", AD3_FINTECH, "Bengaluru", "Apr 2023 – Present", ("2023-04", None, True),
     ["Own the credit-risk scorecard for unsecured personal loans (2.1M applications/year): LightGBM with "
      "monotonic constraints, reject inference and SHAP-based adverse-action reasons.",
      "Cut 90+ DPD delinquency on new disbursals by 14% at the same approval rate; model approved by the "
      "risk committee and the RBI-facing model validation team.",
      "Built a Hindi–English code-mixed NLP classifier for collection call transcripts (fine-tuned MuRIL), "
      "now tagging 40k calls a day."]),
    ("Data Scientist", AD3_FINTECH, "Bengaluru", "Jul 2021 – Mar 2023", ("2021-07", "2023-03"),
     ["Developed bank-statement parsing features and an income-estimation model used in 60% of credit decisions.",
      "Moved batch scoring from cron scripts to Airflow and MLflow; model refresh time fell from 3 weeks to 4 days."]),
    ("Senior Analyst – Decision Sciences", "Quantira Analytics LLP", "Gurugram", "Jun 2019 – Jun 2021",
     ("2019-06", "2021-06"),
     ["Customer churn and cross-sell propensity models for a private-sector bank and an insurer (Python, SQL, "
      "Spark); delivered weekly campaign lists to 1,200 branches."]),
    ("Summer Analytics Intern", "Indus Retail Insights", "New Delhi", "May 2018 – Jul 2018", ("2018-05", "2018-07"),
     ["Market-basket analysis on 8M grocery transactions; recommendations used for two festive-season "
      "promotions."]),
]
AD3_SKILLS = [("Languages", ["Python", "SQL", "R", "PySpark"]),
              ("ML", ["scikit-learn", "LightGBM", "XGBoost", "PyTorch", "Hugging Face Transformers", "SHAP"]),
              ("MLOps & Data", ["Airflow", "MLflow", "Docker", "AWS (SageMaker, S3, Athena)", "Snowflake", "Git"])]
AD3_CERTS = [("AWS Certified Machine Learning – Specialty (2023)", "AWS Certified Machine Learning – Specialty"),
             ("Deep Learning Specialization – DeepLearning.AI / Coursera (2020)", "Deep Learning Specialization")]
AD3_EDUCATION_ROWS = [
    ("M.Tech., Data Science \\& Engineering (WILP, pursuing)", "Birla Institute of Technology and Science, Pilani",
     "BITS Pilani", "2024 – 2026", "—"),
    ("B.Tech., Computer Science \\& Engineering", "Maharaja Agrasen Institute of Technology, Delhi", "GGSIPU",
     "2015 – 2019", "8.71 CGPA"),
    ("Class XII (Science)", "Shivalik Public School, New Delhi", "CBSE", "2015", "94.2\\%"),
    ("Class X", "Shivalik Public School, New Delhi", "CBSE", "2013", "10.0 CGPA"),
]


def ad3_data_scientist_lualatex():
    jobs = ""
    for title, company, place, when, _, items in AD3_JOBS:
        jobs += f"\\job{{{tex(title)}}}{{{tex(when)}}}{{{tex(company)}}}{{{tex(place)}}}\n\\begin{{itemize}}\n"
        jobs += "".join(f"  \\item {tex(i)}\n" for i in items) + "\\end{itemize}\n"
    rows = "\n".join(" & ".join(row) + r" \\" for row in AD3_EDUCATION_ROWS)
    skills = "\n".join(f"\\textbf{{{tex(label)}:}} {tex(', '.join(items))}\\\\" for label, items in AD3_SKILLS)
    certs = "\n".join(f"  \\item {tex(printed)}" for printed, _ in AD3_CERTS)
    source = r"""\documentclass[10pt,a4paper]{article}
\usepackage{fontspec}
\setmainfont{Carlito}
\linespread{0.97}
\usepackage[left=15mm,right=15mm,top=11mm,bottom=10mm]{geometry}
\usepackage{xcolor}
\definecolor{ink}{HTML}{7A1F2B}
\usepackage{titlesec}
\usepackage{enumitem}
\usepackage{tabularx}
\usepackage{booktabs}
\usepackage[hidelinks]{hyperref}
\pagestyle{empty}
\setlength{\parindent}{0pt}
\setlist[itemize]{leftmargin=13pt,itemsep=0pt,parsep=0pt,topsep=1pt,label=\textbullet}
\titleformat{\section}{\color{ink}\bfseries\large}{}{0em}{}[\vspace{-4pt}{\color{ink}\rule{\linewidth}{0.6pt}}]
\titlespacing*{\section}{0pt}{6pt}{2pt}
\newcommand{\job}[4]{\vspace{3pt}\textbf{#1}\hfill #2\\\textit{#3, #4}\par}

\begin{document}
\begin{center}
{\fontsize{22}{26}\selectfont\bfseries Shreya Bhatnagar}\\[2pt]
{\large Data Scientist \textbar{} Credit Risk \& NLP}\\[4pt]
Bengaluru, Karnataka \textbar{} +91 98450 55523 \textbar{}
\href{mailto:shreya.bhatnagar@example.com}{shreya.bhatnagar@example.com}\\
\href{https://www.linkedin.com/in/shreya-bhatnagar-ds}{linkedin.com/in/shreya-bhatnagar-ds} \textbar{}
\href{https://github.com/shreyab-ml}{github.com/shreyab-ml}
\end{center}

\section{Summary}
Data scientist with six years in banking and fintech analytics. I build credit-risk and NLP models that go to
production and stay there: clean features, explainable outputs and monitoring that risk teams and regulators
trust. Currently pursuing an M.Tech. in Data Science alongside work.

\section{Education}
{\small
\begin{tabularx}{\linewidth}{@{}>{\raggedright\arraybackslash}p{0.31\linewidth}>{\raggedright\arraybackslash}X l l l@{}}
\toprule
\textbf{Degree} & \textbf{Institute} & \textbf{Board / University} & \textbf{Year} & \textbf{Score}\\
\midrule
""" + rows + r"""
\bottomrule
\end{tabularx}}

\section{Work Experience}
""" + jobs + r"""
\section{Projects \& Achievements}
\begin{itemize}
  \item \textbf{Loan-default early warning (2022)} -- survival model on repayment histories that flags borrowers
  60 days before default; first prize at an internal hackathon of 40 teams.
  \item Kaggle Competitions Expert; top 3\% in the Home Credit Default Risk competition.
  \item Speaker, ``Explainable credit models in production'', PyData Bengaluru meetup, 2024.
\end{itemize}

\section{Technical Skills}
""" + skills + r"""

\section{Certifications}
\begin{itemize}
""" + certs + r"""
\end{itemize}

\section{Languages Known}
English (professional) \textbar{} Hindi (native) \textbar{} Punjabi (conversational)
\end{document}
"""
    name = "ad3-shreya-bhatnagar"
    lualatex(source, name)
    check_pages(name, pdf_pages(os.path.join(FILES, name + ".pdf")), 1)
    write_truth(name, {
        "basics": {"name": "Shreya Bhatnagar", "label": "Data Scientist | Credit Risk & NLP",
                   "email": "shreya.bhatnagar@example.com", "phone": "+91 98450 55523",
                   "location": {"city": "Bengaluru", "region": "Karnataka"},
                   "profiles": [linkedin("shreya-bhatnagar-ds"), github("shreyab-ml")]},
        "work": work_truth(AD3_JOBS),
        "education": [
            {"institution": "Birla Institute of Technology and Science, Pilani", "study_type": "M.Tech.",
             "area": "Data Science & Engineering", "dates": dates("2024", "2026", current=True, text="2024 – 2026")},
            {"institution": "Maharaja Agrasen Institute of Technology", "study_type": "B.Tech.",
             "area": "Computer Science & Engineering", "score": "8.71 CGPA",
             "dates": dates("2015", "2019", text="2015 – 2019")},
            {"institution": "Shivalik Public School", "study_type": "Class XII", "area": "Science", "score": "94.2%",
             "dates": dates(None, "2015", text="2015")},
            {"institution": "Shivalik Public School", "study_type": "Class X", "score": "10.0 CGPA",
             "dates": dates(None, "2013", text="2013")}],
        "skills": flat_skills(AD3_SKILLS),
        "certificates": [{"name": n} for _, n in AD3_CERTS],
        "languages": [{"language": "English", "fluency": "professional"}, {"language": "Hindi", "fluency": "native"},
                      {"language": "Punjabi", "fluency": "conversational"}],
    })


# ---- ad4: Filipino logistics coordinator, Chromium print of a two-column template ----------------------
AD4_EMPLOYERS = [
    ("Sampaguita Freight Forwarders, Inc.", "Pasay City", [
        ("Logistics Coordinator – Import", "Jan 2024 – Present", ("2024-01", None, True),
         ["Coordinate 120–150 import shipments a month (FCL, LCL and air) from Asia and the US, from pre-alert to "
          "delivery to the consignee's warehouse.",
          "Prepare and check commercial documents, lodge import entries in the BOC E2M system and follow up "
          "assessment and release with brokers and the port.",
          "Book trucking and track containers to avoid demurrage and detention; detention charges down 35% in 2024.",
          "Send daily shipment status reports to 14 key accounts."]),
        ("Import Documentation Assistant", "Aug 2022 – Dec 2023", ("2022-08", "2023-12"),
         ["Encoded bills of lading and invoices, prepared import permits (FDA, BPI) and kept the shipment "
          "files for audit."]),
    ]),
    ("Bayani Customs Brokerage Services", "Port Area, Manila", [
        ("Customs Brokerage Intern (OJT)", "Feb 2022 – May 2022", ("2022-02", "2022-05"),
         ["Assisted licensed brokers with tariff classification and duty computation; filed documents at the "
          "Manila International Container Port."]),
    ]),
]
AD4_JOBS = grouped_jobs(AD4_EMPLOYERS)
AD4_SKILLS = ["Import documentation", "BOC E2M / eCIP", "Tariff classification (AHTN)", "Incoterms 2020",
              "Shipment tracking", "Demurrage & detention control", "MS Excel (VLOOKUP, pivot tables)",
              "CargoWise", "Google Sheets"]
AD4_CERTS = [("Licensed Customs Broker – PRC License No. 0012873 (2023)", "Licensed Customs Broker"),
             ("Dangerous Goods Awareness Training – IATA, 2024", "Dangerous Goods Awareness Training"),
             ("NC II Bookkeeping – TESDA, 2019", "NC II Bookkeeping")]


def ad4_logistics_chromium():
    jobs = ""
    for company, place, roles in AD4_EMPLOYERS:
        jobs += f'<div class="employer">{escape(company)} <span class="place">— {escape(place)}</span></div>\n'
        for title, when, _, items in roles:
            jobs += (f'<div class="role"><div class="row"><h3>{escape(title)}</h3><span class="when">{escape(when)}'
                     f'</span></div><ul>' + "".join(f"<li>{escape(i)}</li>" for i in items) + "</ul></div>\n")
    html = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Jerome Paolo Villarama - Resume</title>
<style>
@page { size: A4; margin: 0; }
* { box-sizing: border-box; }
body { margin: 0; font-family: "Liberation Sans", Arial, sans-serif; font-size: 9.8pt; color: #263238; line-height: 1.35; }
.page { display: flex; min-height: 297mm; }
.side { width: 68mm; background: #e8f1f2; padding: 14mm 7mm 10mm 10mm; }
.main { flex: 1; padding: 14mm 12mm 10mm 9mm; }
h1 { font-size: 23pt; line-height: 1.1; margin: 0; color: #0d4d56; }
.label { font-size: 12pt; margin: 4px 0 14px; color: #37474f; }
h2 { font-size: 10.5pt; text-transform: uppercase; letter-spacing: 0.5px; color: #0d4d56; border-bottom: 2px solid #0d4d56;
     padding-bottom: 2px; margin: 14px 0 6px; }
.side h2 { margin-top: 16px; }
.side h2:first-child { margin-top: 0; }
.side p { margin: 0 0 3px; }
.side ul { margin: 0; padding-left: 14px; }
.side li { margin-bottom: 2px; }
.edu { margin-bottom: 8px; }
.edu b { display: block; }
.edu .small { font-size: 9pt; color: #455a64; }
a { color: inherit; text-decoration: none; }
.employer { font-weight: bold; font-size: 10.5pt; margin-top: 9px; }
.place { font-weight: normal; color: #546e7a; }
.role { margin: 3px 0 0 0; }
.row { display: flex; justify-content: space-between; align-items: baseline; }
h3 { font-size: 10pt; margin: 0; font-style: italic; font-weight: bold; color: #37474f; }
.when { color: #607d8b; font-size: 9.3pt; white-space: nowrap; }
.main ul { margin: 2px 0 4px; padding-left: 16px; }
.main li { margin-bottom: 1px; }
</style></head>
<body><div class="page">
<div class="side">
<h2>Contact</h2>
<p>Parañaque City, Metro Manila</p>
<p>+63 917 555 0168</p>
<p><a href="mailto:jp.villarama@example.com">jp.villarama@example.com</a></p>
<p><a href="https://www.linkedin.com/in/jpvillarama">linkedin.com/in/jpvillarama</a></p>
<h2>Education</h2>
<div class="edu"><b>BS Customs Administration</b>Lyceum of the Philippines University<br>
<span class="small">Intramuros, Manila · 2018 – 2022</span><br>Cum Laude</div>
<div class="edu"><b>Senior High School — Accountancy, Business and Management (ABM) strand</b>
Holy Rosary Academy of Parañaque<br><span class="small">2016 – 2018</span><br>With High Honors</div>
<h2>Licenses &amp; Certifications</h2>
<ul>""" + "".join(f"<li>{escape(p)}</li>" for p, _ in AD4_CERTS) + """</ul>
<h2>Skills</h2>
<ul>""" + "".join(f"<li>{escape(s)}</li>" for s in AD4_SKILLS) + """</ul>
<h2>Languages</h2>
<p>Filipino (native)<br>English (fluent)<br>Bikol (conversational)</p>
</div>
<div class="main">
<h1>Jerome Paolo Villarama</h1>
<div class="label">Logistics Coordinator | Import &amp; Customs Documentation</div>
<h2>Summary</h2>
<p>Licensed customs broker and import logistics coordinator with almost four years in freight forwarding. Detail-oriented
with documents, calm with urgent shipments, and used to working with shipping lines, brokers, truckers and the Bureau
of Customs at the same time. Looking to grow into a supervisory role in import operations.</p>
<h2>Work Experience</h2>
""" + jobs + """
<h2>Achievements</h2>
<ul>
<li>Passed the Customs Broker Licensure Examination on the first take (October 2023).</li>
<li>Employee of the Quarter, Q3 2024 — for zero late deliveries on a peak-season electronics account.</li>
</ul>
<h2>Character References</h2>
<p>Available upon request.</p>
</div>
</div></body></html>
"""
    name = "ad4-jerome-villarama"
    chromium_pdf(html, name, pages=1)
    write_truth(name, {
        "basics": {"name": "Jerome Paolo Villarama", "label": "Logistics Coordinator | Import & Customs Documentation",
                   "email": "jp.villarama@example.com", "phone": "+63 917 555 0168",
                   "location": {"city": "Parañaque City", "region": "Metro Manila"},
                   "profiles": [linkedin("jpvillarama")]},
        "work": work_truth(AD4_JOBS),
        "education": [
            {"institution": "Lyceum of the Philippines University", "study_type": "BS", "area": "Customs Administration",
             "score": "Cum Laude", "dates": dates("2018", "2022", text="2018 – 2022")},
            {"institution": "Holy Rosary Academy of Parañaque", "study_type": "Senior High School",
             "area": "Accountancy, Business and Management (ABM)", "score": "With High Honors",
             "dates": dates("2016", "2018", text="2016 – 2018")}],
        "skills": [{"name": s} for s in AD4_SKILLS],
        "certificates": [{"name": n} for _, n in AD4_CERTS],
        "languages": [{"language": "Filipino", "fluency": "native"}, {"language": "English", "fluency": "fluent"},
                      {"language": "Bikol", "fluency": "conversational"}],
    })


# ---- ad5: Brazilian marketing manager in Toronto, pandoc Markdown → DOCX --------------------------------
AD5_EMPLOYERS = [
    ("Northbound Oat Co.", "Toronto, ON", [
        ("Marketing Manager", "March 2022 – present", ("2022-03", None, True),
         ["Lead brand and growth marketing for a plant-based dairy brand sold in 3,400 Canadian stores; team of "
          "four and a $2.8M annual budget.",
          "Relaunched the barista line with a creator-led campaign: +41% year-over-year sales in Ontario and "
          "Quebec grocery (Circana, 52 weeks).",
          "Built the brand's first bilingual (EN/FR) CRM program in Klaviyo; 68,000 subscribers and 22% of DTC "
          "revenue."]),
        ("Senior Marketing Specialist", "June 2020 – February 2022", ("2020-06", "2022-02"),
         ["Ran paid social and retail media (Meta, Instacart, PC Optimum) and managed the agency roster."]),
    ]),
    ("Harbourfront Digital", "Toronto, ON", [
        ("Marketing Coordinator (contract)", "September 2019 – May 2020", ("2019-09", "2020-05"),
         ["Coordinated social media calendars and campaign reporting for four CPG clients."]),
    ]),
    ("Lumen Comunicação Ltda.", "São Paulo, Brazil", [
        ("Account Supervisor", "January 2016 – July 2018", ("2016-01", "2018-07"),
         ["Led the day-to-day relationship with a national beverage client (BRL 14M annual fees) and a team of "
          "three account executives."]),
        ("Account Executive", "February 2012 – December 2015", ("2012-02", "2015-12"),
         ["Managed briefs, timelines and production for TV, digital and point-of-sale campaigns."]),
    ]),
]
AD5_EARLIER = ("Marketing Intern (estágio)", "Cervejaria Serra Azul S.A.", "São Paulo", "2010 – 2011",
               ("2010", "2011"))
AD5_JOBS = grouped_jobs(AD5_EMPLOYERS) + [AD5_EARLIER]
AD5_SKILLS = [("Marketing", ["Brand strategy", "Integrated campaigns", "Lifecycle/CRM", "Retail media",
                             "Paid social", "Market research", "Budget management"]),
              ("Tools", ["Klaviyo", "HubSpot", "Meta Ads Manager", "Google Analytics 4", "Looker Studio", "Canva",
                         "Asana"])]
AD5_CERTS = [("Google Analytics Certification – Google Skillshop (2024)", "Google Analytics Certification"),
             ("Inbound Marketing Certification – HubSpot Academy (2023)", "Inbound Marketing Certification")]


def ad5_marketing_pandoc_docx():
    md = ["---", "title: Larissa Queiroz", "subtitle: Marketing Manager | Brand & Growth",
          "---", "",
          "Toronto, ON · (416) 555-0129 · <larissa.queiroz@example.com> · "
          "[linkedin.com/in/larissaqueiroz](https://www.linkedin.com/in/larissaqueiroz)", "",
          "## Profile", "",
          "Bilingual (Portuguese/English) marketing manager with 13 years in agencies and consumer brands in Brazil and "
          "Canada. I combine brand building with performance and CRM, and I like small teams that test fast and "
          "measure everything.", "",
          "## Experience", ""]
    for company, place, roles in AD5_EMPLOYERS:
        md += [f"### {company} — {place}", ""]
        for title, when, _, items in roles:
            md += [f"**{title}** · *{when}*", ""]
            md += [f"- {i}" for i in items] + [""]
    title, company, place, when, _ = AD5_EARLIER
    md += ["### Earlier", "", f"{title}, {company}, {place} ({when})", ""]
    md += ["## Education", "",
           "**Ontario College Graduate Certificate, Marketing Research and Analytics**  ",
           "Centennial College, Toronto · September 2018 – August 2019 · GPA 3.9/4.0", "",
           "**MBA in Digital Marketing** (lato sensu specialization, part-time)  ",
           "Fundação Getulio Vargas (FGV), São Paulo · 2014 – 2015", "",
           "**Bachelor's degree in Advertising** (Publicidade e Propaganda)  ",
           "Escola Superior de Propaganda e Marketing (ESPM), São Paulo · 2008 – 2011", "",
           "## Certifications", ""]
    md += [f"- {printed}" for printed, _ in AD5_CERTS] + [""]
    md += ["## Skills", ""]
    md += [f"**{label}:** {', '.join(items)}  " for label, items in AD5_SKILLS] + [""]
    md += ["## Languages", "", "Portuguese (native) · English (fluent, IELTS 8.0) · Spanish (intermediate)", ""]

    name = "ad5-larissa-queiroz"
    path = os.path.join(FILES, name + ".docx")
    with tempfile.TemporaryDirectory() as tmp:
        source = os.path.join(tmp, "resume.md")
        with open(source, "w", encoding="utf-8") as f:
            f.write("\n".join(md))
        run = subprocess.run(["pandoc", source, "--from=markdown", "--to=docx", "-o", path],
                             capture_output=True, text=True)
        if run.returncode != 0:
            raise SystemExit(f"pandoc failed for {name}:\n{run.stderr[-3000:]}")
    check_pages(name, lo_page_count(path, name), 2)
    write_truth(name, {
        "basics": {"name": "Larissa Queiroz", "label": "Marketing Manager | Brand & Growth",
                   "email": "larissa.queiroz@example.com", "phone": "(416) 555-0129",
                   "location": {"city": "Toronto", "region": "ON"},
                   "profiles": [linkedin("larissaqueiroz")]},
        "work": work_truth(AD5_JOBS),
        "education": [
            {"institution": "Centennial College", "study_type": "Ontario College Graduate Certificate",
             "area": "Marketing Research and Analytics", "score": "3.9/4.0",
             "dates": dates("2018-09", "2019-08", text="September 2018 – August 2019")},
            {"institution": "Fundação Getulio Vargas (FGV)", "study_type": "MBA", "area": "Digital Marketing",
             "dates": dates("2014", "2015", text="2014 – 2015")},
            {"institution": "Escola Superior de Propaganda e Marketing (ESPM)", "study_type": "Bachelor’s degree",
             "area": "Advertising", "dates": dates("2008", "2011", text="2008 – 2011")}],
        "skills": flat_skills(AD5_SKILLS),
        "certificates": [{"name": n} for _, n in AD5_CERTS],
        "languages": [{"language": "Portuguese", "fluency": "native"},
                      {"language": "English", "fluency": "fluent, IELTS 8.0"},
                      {"language": "Spanish", "fluency": "intermediate"}],
    })


# ---- ad6: hospital pharmacist in Leeds trained in Nigeria, an HTML page -----------------------------------
AD6_TRUST = "Aire Valley Teaching Hospitals NHS Foundation Trust"
AD6_JOBS = [
    ("Specialist Pharmacist – Cardiology (Band 7)", AD6_TRUST, "Leeds", "Apr 2023 – present", ("2023-04", None, True),
     ["Clinical pharmacist to two cardiology wards and the coronary care unit; independent prescriber in the "
      "heart failure clinic (optimisation of ARNI, SGLT2 inhibitors and MRAs).",
      "Lead the anticoagulation stewardship audit; inappropriate DOAC dosing fell from 18% to 6% in a year.",
      "Teach foundation trainee pharmacists and junior doctors; member of the trust's Medicines Safety Group."]),
    ("Rotational Pharmacist (Band 6)", AD6_TRUST, "Leeds", "Sept 2019 – Mar 2023", ("2019-09", "2023-03"),
     ["Rotations in medicine, surgery, care of the elderly, paediatrics and aseptic services; weekend and "
      "on-call resident cover."]),
    ("Foundation Trainee Pharmacist", "Calder Community Pharmacy", "Halifax", "Aug 2018 – Aug 2019",
     ("2018-08", "2019-08"),
     ["Pre-registration year in community pharmacy with a hospital placement; passed the GPhC registration "
      "assessment in June 2019."]),
    ("Pharmacist", "Eko Crest Hospital", "Lagos, Nigeria", "Nov 2016 – Jul 2017", ("2016-11", "2017-07"),
     ["Inpatient and outpatient dispensing, antimicrobial stewardship rounds and staff training on "
      "high-alert medicines."]),
]
AD6_EARLIER = [
    ("Corps Member Pharmacist (NYSC)", "Alapata Specialist Hospital", "Ilorin", "Nov 2015 – Oct 2016",
     ("2015-11", "2016-10")),
    ("Intern Pharmacist", "Olabisi Teaching Hospital", "Ibadan", "Nov 2014 – Oct 2015", ("2014-11", "2015-10")),
]
AD6_SKILLS = [("Clinical", ["Heart failure medicines optimisation", "Anticoagulation", "Clinical screening",
                            "Medicines reconciliation", "Antimicrobial stewardship", "Independent prescribing"]),
              ("Systems", ["EPMA (Lorenzo)", "JAC", "SystmOne", "Datix", "Microsoft Excel"])]
AD6_CERTS = [("Registered Pharmacist – General Pharmaceutical Council (GPhC), reg. no. 2219876", "Registered Pharmacist"),
             ("Independent Prescriber (annotated by the GPhC, 2023)", "Independent Prescriber"),
             ("Immediate Life Support (ILS) – Resuscitation Council UK, 2024", "Immediate Life Support (ILS)")]
AD6_EDUCATION = [
    ("2022 – 2023", "Practice Certificate in Independent Prescribing", "University of Bradford", "Pass"),
    ("2020 – 2022", "Postgraduate Diploma in Clinical Pharmacy (part-time)", "Liverpool John Moores University",
     "Merit"),
    ("Sept 2017 – June 2018", "Postgraduate Diploma in Pharmacy Practice (OSPAP)", "Aston University, Birmingham",
     "Overseas Pharmacists' Assessment Programme"),
    ("2009 – 2014", "B.Pharm. (Bachelor of Pharmacy)", "University of Ibadan, Nigeria",
     "Second Class Honours (Upper Division)"),
]


def ad6_pharmacist_html():
    rows = "".join(
        f'<div class="entry"><div class="when">{escape(w)}</div><div class="what"><h3>{escape(t)}</h3>'
        f'<p class="org">{escape(c)}, {escape(p)}</p><ul>' + "".join(f"<li>{escape(i)}</li>" for i in items) +
        "</ul></div></div>\n" for t, c, p, w, _, items in AD6_JOBS)
    earlier = "".join(f"<li>{escape(t)}, {escape(c)}, {escape(p)} <span class=\"muted\">({escape(w)})</span></li>"
                      for t, c, p, w, _ in AD6_EARLIER)
    edu = "".join(f'<div class="entry"><div class="when">{escape(w)}</div><div class="what"><h3>{escape(d)}</h3>'
                  f'<p class="org">{escape(s)}</p><p>{escape(n)}</p></div></div>\n' for w, d, s, n in AD6_EDUCATION)
    skills = "".join(f"<p><strong>{escape(label)}:</strong> " + ", ".join(escape(i) for i in items) + "</p>"
                     for label, items in AD6_SKILLS)
    html = """<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Chidinma Okonkwo-Reid | Specialist Pharmacist</title>
<meta name="description" content="CV of Chidinma Okonkwo-Reid, specialist cardiology pharmacist in Leeds.">
<style>
  body { font-family: Georgia, "Times New Roman", serif; max-width: 46rem; margin: 2rem auto; padding: 0 1rem;
         color: #222; line-height: 1.5; }
  header { border-bottom: 3px solid #6a1b4d; padding-bottom: .6rem; margin-bottom: 1rem; }
  h1 { margin: 0; font-size: 2rem; color: #6a1b4d; }
  .tagline { margin: .2rem 0 .5rem; font-size: 1.1rem; }
  .contact { list-style: none; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: .2rem 1.2rem;
             font-size: .95rem; }
  h2 { color: #6a1b4d; font-size: 1.15rem; text-transform: uppercase; letter-spacing: .05em; margin-top: 1.6rem; }
  .entry { display: grid; grid-template-columns: 10rem 1fr; gap: 1rem; margin-bottom: .9rem; }
  .when { color: #666; font-size: .95rem; }
  h3 { margin: 0; font-size: 1.02rem; }
  .org { margin: 0; font-style: italic; }
  .what p { margin: 0; }
  .what ul { margin: .3rem 0 0; padding-left: 1.1rem; }
  .muted { color: #666; }
  footer { margin-top: 2rem; font-size: .85rem; color: #777; border-top: 1px solid #ddd; padding-top: .5rem; }
</style>
</head>
<body>
<header>
  <h1>Chidinma Okonkwo-Reid</h1>
  <p class="tagline">Specialist Pharmacist – Cardiology | Independent Prescriber</p>
  <ul class="contact">
    <li>Leeds, West Yorkshire</li>
    <li>07700 900416</li>
    <li><a href="mailto:chidinma.okonkworeid@example.com">chidinma.okonkworeid@example.com</a></li>
    <li><a href="https://www.linkedin.com/in/chidinma-okonkwo-reid">LinkedIn</a></li>
  </ul>
</header>
<main>
<section id="about">
  <h2>About me</h2>
  <p>GPhC-registered pharmacist and independent prescriber with six years in NHS hospital pharmacy, the last
  three in cardiology, after starting my career in Nigeria. I enjoy ward-based clinical work, prescribing in
  clinic and teaching, and I am working towards consultant-level practice in heart failure.</p>
</section>
<section id="experience">
  <h2>Experience</h2>
""" + rows + """  <h3>Earlier experience (Nigeria)</h3>
  <ul>""" + earlier + """</ul>
</section>
<section id="education">
  <h2>Education &amp; qualifications</h2>
""" + edu + """</section>
<section id="registration">
  <h2>Registration &amp; certificates</h2>
  <ul>""" + "".join(f"<li>{escape(p)}</li>" for p, _ in AD6_CERTS) + """</ul>
</section>
<section id="skills">
  <h2>Skills</h2>
  """ + skills + """
</section>
<section id="languages">
  <h2>Languages</h2>
  <p>English (fluent), Igbo (native), Yoruba (conversational)</p>
</section>
</main>
<footer>References available on request · Last updated January 2026</footer>
</body>
</html>
"""
    name = "ad6-chidinma-okonkwo-reid"
    write_text(name + ".html", html)
    write_truth(name, {
        "basics": {"name": "Chidinma Okonkwo-Reid", "label": "Specialist Pharmacist – Cardiology | Independent Prescriber",
                   "email": "chidinma.okonkworeid@example.com", "phone": "07700 900416",
                   "location": {"city": "Leeds", "region": "West Yorkshire"},
                   "profiles": [linkedin("chidinma-okonkwo-reid")]},
        "work": work_truth(AD6_JOBS + AD6_EARLIER),
        "education": [
            {"institution": "University of Bradford", "study_type": "Practice Certificate", "area": "Independent Prescribing",
             "score": "Pass", "dates": dates("2022", "2023", text="2022 – 2023")},
            {"institution": "Liverpool John Moores University", "study_type": "Postgraduate Diploma",
             "area": "Clinical Pharmacy", "score": "Merit", "dates": dates("2020", "2022", text="2020 – 2022")},
            {"institution": "Aston University", "study_type": "Postgraduate Diploma", "area": "Pharmacy Practice",
             "dates": dates("2017-09", "2018-06", text="Sept 2017 – June 2018")},
            {"institution": "University of Ibadan", "study_type": "B.Pharm. (Bachelor of Pharmacy)",
             "score": "Second Class Honours (Upper Division)", "dates": dates("2009", "2014", text="2009 – 2014")}],
        "skills": flat_skills(AD6_SKILLS),
        "certificates": [{"name": n} for _, n in AD6_CERTS],
        "languages": [{"language": "English", "fluency": "fluent"}, {"language": "Igbo", "fluency": "native"},
                      {"language": "Yoruba", "fluency": "conversational"}],
    })


if __name__ == "__main__":
    ad1_electrician_fpdf()
    ad2_teacher_docx()
    ad3_data_scientist_lualatex()
    ad4_logistics_chromium()
    ad5_marketing_pandoc_docx()
    ad6_pharmacist_html()
