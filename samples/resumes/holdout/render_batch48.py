#!/usr/bin/env python3
"""Renders the forty-eighth held-out batch (av1–av6) into files/ and its truth into truth/.

Written without reading the parser (nor its tests, docs, benchmarks, build or output folders); no project
binary, swift or git command was run. The only project files read were holdout_render.py in full,
render_batch45.py in full (for the conventions, the truth shape and the decisions), the docstring openings
(first 40 lines) of render_batch36–44.py, render_batch46.py and render_batch47.py (for the occupations,
countries and producers already used) and three truth files: au6-ana-lolohea.json, as1-deandre-whitfield.json
and ao1-gregory-sandoval.json (for the exact JSON shape and for grouped skills, which are written as a flat
list of the items without their group labels). The helpers render_batch45.py imports from render_batch20.py
and render_batch24.py were not read; this script writes its own (docx_hyperlink, cell_fill, right_tab_line).

Six ordinary job seekers a recruiter at a mid-size company sees in one week, none in batch 36–47's
occupations: a payroll specialist (CPM) in Dartmouth, Nova Scotia, a licensed commercial electrician and
leading hand in Perth, Western Australia, a GP practice manager in Nottingham, a multifamily apartment
community manager in Charlotte, NC, a hairdresser and salon manager turned IT service desk analyst in Durban
(the career changer) and a senior automotive service advisor in Limerick. The brief's suggested logistics
coordinator (batch 42's ap6), retail store manager (batch 39's am1), hotel front-office manager (batch 35 has a
hotel front office supervisor, which batch 40 already avoided) and junior data analyst (batch 36 has a senior
data analyst; batch 42's career changer went into software QA) were replaced; the payroll specialist and the
commercial electrician were kept (batch 37's HVAC technician and batch 40's heavy diesel technician are other
trades). Each resume is made with a different everyday producer: a DOCX from python-docx kept as the Word file
(skills in a ruled table), a LibreOffice PDF of a DOCX, ReportLab with a left sidebar (the two-column PDF),
WeasyPrint of a resume builder's HTML template, an HTML page kept as HTML and a plain-text file. They hold
what such resumes hold: several roles at one employer and promotions (av1, av2, av3, av4, av5, av6), current
jobs, concurrent part-time jobs (av1's contract bookkeeping, av2's Saturday test-and-tag work, av3's one-day-a-
week PCN secondment, av6's part-time parts counter job while studying), a FIFO job, an apprenticeship, an
internship, a summer job, gaps, dates written "Jan 2022 – Present", "Sept. 2021 – now", "Jun 2019 – Dec
2021", "04/2016 – 05/2019", "Aug 2015 – Mar 2016", "2012 – 2015", "2023 – Present", "Jan 2020 – Dec 2021",
"03/2017 – 11/2019", "2012 – 2016", "2025 – present", "Apr 2021 – Present", "Jan 2023 – Mar 2024", "2019–21",
"2016–19", "2014–16", "Summer 2013", "Jan 2020 – Present", "Aug 2018 – Dec 2019", "2015 – 2018", "05/2013 –
06/2015", "May 2013", "Mar 2025 – present", "Feb 2024 – Jan 2025", "2018 – 2023", "Jan 2012 – Dec 2014", "Nov
2022 – Present", "May 2019 – Oct 2022", "2016 – 2019", "Sep 2013 – Dec 2015", "Jun–Aug 2013" and "2014 – 2016
(part-time, evenings)"; a community college diploma, a Nova Scotia high school diploma, Australian Certificates
III and IV (one in progress) and the WACE, an ILM Level 5 Diploma, a UK BA (Hons) with its class and A Levels,
a US B.A. with a GPA, a South African higher certificate, a hairdressing National Certificate and the National
Senior Certificate (Matric), an Irish higher certificate and the Leaving Certificate; licences, tickets and
certifications with numbers, issuers and expiry dates; grouped and flat skills; spoken languages with levels;
LinkedIn profiles (five of the six); phones in each country's national form (555 numbers in Canada, the US,
South Africa and Ireland, an ACMA drama mobile in Australia, an Ofcom drama mobile in the UK).

- av1 (DOCX, python-docx 1.2, kept as the Word file; Calibri 10.5 pt, Letter, two pages; the page count is
  checked on a throw-away LibreOffice PDF): a Canadian payroll specialist's resume: the navy name "Shannon
  MacDougall", the label "Payroll Specialist, CPM | Multi-Province Payroll & Year-End", a " | " contact line
  ("Dartmouth, NS B2W 3K7", "902-555-0183", the email) and a "LinkedIn: " line with a Word hyperlink printed
  "linkedin.com/in/shannon-macdougall-cpm" over a rule; navy capital headings; PROFILE; EXPERIENCE with the
  bold title and the dates on a right tab over an italic "Employer – City, NS" line and "List Bullet" items:
  "Senior Payroll Specialist" "Jan 2022 – Present", "Bookkeeper (part-time, contract)" "Sept. 2021 – now" at a
  curling club (concurrent), "Payroll Specialist" "Jun 2019 – Dec 2021" at the same seafood processor as the
  senior post, "Payroll & Benefits Administrator" "04/2016 – 05/2019", "Accounts Payable Clerk" "Aug 2015 –
  Mar 2016" and "Customer Service Representative (part-time)" "2012 – 2015" with no bullets; EDUCATION in the
  same tabbed form over the school and a remark line: "Diploma, Business Administration – Accounting" "2013 –
  2015" at "Nova Scotia Community College, Waterfront Campus, Dartmouth, NS", "Nova Scotia High School
  Graduation Diploma" "2012"; CERTIFICATIONS as bullets (issuer and year); SKILLS as a ruled two-column "Table
  Grid" table, a shaded bold group label ("Payroll & compliance", "Systems", "Tools") at the left and the
  ", "-separated items at the right; LANGUAGES as a "; " line of "Language – level". A payroll specialist in
  Dartmouth, NS.
- av2 (LibreOffice 7.4 PDF of a DOCX written with python-docx, Calibri shown as Carlito, 10.5 pt, A4, two
  pages): an Australian electrician's resume: "KIERAN ASHBY" in capitals, the orange label "Licensed
  Commercial Electrician (WA) | Fit-outs, Switchboards & Testing", a " • " contact line ("Bayswater, Perth WA
  6053", the ACMA drama mobile "0491 570 156", the email; no LinkedIn) over an orange rule; orange capital
  headings; CAREER SUMMARY (a driver's licence mentioned); LICENCES & TICKETS first as bullets (licence
  number, issuer, "exp." dates, "renewed annually, last completed 02/2026"); EMPLOYMENT HISTORY with the bold
  title and the grey dates on a right tab over an italic "Employer, Suburb, WA" line and bullets: "Leading Hand
  Electrician" "Jan 2022 – Present", "Test and Tag Technician (casual, Saturdays)" "2023 – Present"
  (concurrent), "Commercial Electrician" "Jan 2020 – Dec 2021" at the leading hand's employer, "Electrician
  (FIFO, 2:1 roster)" "03/2017 – 11/2019" in Karratha, "Apprentice Electrician" "2012 – 2016" (the end of
  2016 to March 2017 is an unexplained gap); TRADE QUALIFICATIONS & EDUCATION in the same tabbed form over the
  italic school and a remark line: "Certificate IV in Leadership and Management (in progress)" "2025 –
  present", "Certificate III in Electrotechnology Electrician" "2012 – 2015" (the national code and the
  Capstone in the remark), "Western Australian Certificate of Education (WACE)" "2011"; SKILLS as one "  •  "
  paragraph; LANGUAGES as a ", " line; REFEREES with two names, titles, employers and drama mobiles. An
  electrician in Perth, WA.
- av3 (ReportLab 5 platypus with DejaVu Sans, A4, one page, the two-column PDF: two frames, a plum sidebar
  painted on the page): a practice manager's CV with a LEFT sidebar holding CONTACT ("West Bridgford,
  Nottingham NG2 6AB", the Ofcom drama mobile "07700 900462", a mailto link, a LinkedIn link printed
  "linkedin.com/in/nasreen-akhtar-pm"), SKILLS (two bold sub-labels, "Management" and "Systems", over "• "
  items), LANGUAGES (" – " levels), OTHER (a driving licence, an enhanced DBS check) and REFERENCES; the main
  column with the name "Nasreen Akhtar", the label "GP Practice Manager | Primary Care Operations & CQC
  Compliance", PROFILE, EXPERIENCE (a bold title with the dates at the right over an italic "Employer, Place"
  line and bullets): "Practice Manager" "Apr 2021 – Present", "PCN Operations Lead (secondment, one day a
  week)" "Jan 2023 – Mar 2024" at a primary care network (concurrent), then "Sherwood Road Surgery, Arnold,
  Nottingham" printed once in bold italics over three titles with their dates: "Assistant Practice Manager"
  "2019–21", "Reception Team Leader" "2016–19", "Medical Receptionist" "2014–16" (no bullets), and "Sales
  Assistant (summer job)" "Summer 2013" with no bullets; EDUCATION degree first (the bold qualification with the
  dates at the right over the italic school and a remark line): "ILM Level 5 Diploma in Leadership and
  Management" "2020 – 2021" at Nottingham College, "BA (Hons) Business Management – 2:1" "2010 – 2013" at
  Nottingham Trent University with a dissertation line, "A Levels" "2010" with three subject grades; TRAINING
  & CERTIFICATES as bullets. pdftotext prints the sidebar's blocks between the main column's lines. A
  practice manager in Nottingham, England.
- av4 (WeasyPrint 70 of a resume builder's HTML/CSS template, "ResumeCraft" "Meridian" in its generator meta,
  Liberation Sans, Letter, one page): a multifamily manager's resume: a centred header with the name "Courtney
  L. Haywood", the teal label "Community Manager | Multifamily Property Management (CAM, NC Broker)" and a
  contact line of <span>s joined by CSS "◆" separators ("Charlotte, NC 28205", "(704) 555-0139", a mailto
  link, a LinkedIn link printed "linkedin.com/in/courtneyhaywood"); letter-spaced capital <h2> headings over a
  rule (pdftotext prints them spaced out); SUMMARY; EXPERIENCE as flex rows (bold title at the left, dates at
  the right) over an italic "Employer | City, NC" line and a <ul>: "Community Manager" "Jan 2020 – Present"
  and "Assistant Community Manager" "Aug 2018 – Dec 2019" at one property management company, "Leasing
  Consultant" "2015 – 2018", "Front Desk Agent" "05/2013 – 06/2015" with no bullets; EDUCATION in the same
  form: "B.A. in Communication Studies" "May 2013" at "University of North Carolina at Charlotte | Charlotte,
  NC" with "Minor: Business Administration · GPA 3.3/4.0"; LICENSES & CERTIFICATIONS as a <ul> (issuers,
  years, a licence number, "active"); SKILLS as two bold-labelled " · " lines; LANGUAGES as a ", " line. A
  community manager in Charlotte, NC.
- av5 (an HTML page written by hand, UTF-8, lang "en-ZA", a <style> block, kept as the .html file): a career
  changer's CV: <h1> "Kavitha Naidoo", the label "IT Service Desk Analyst | CompTIA A+ & ITIL 4 Foundation", a
  contact <ul> ("Umhlanga, Durban, KwaZulu-Natal", a tel: link printed "082 555 0193", a mailto link, a
  LinkedIn link printed "linkedin.com/in/kavitha-naidoo-it"); "About me"; two experience sections, "IT
  experience" and "Previous career: hair & beauty", as <article class="job"> blocks, an <h3> title over a
  "Employer, Place" <p> with the dates in a <span> floated right, and a <ul>: "IT Service Desk Analyst (Level
  1)" "Mar 2025 – present", "Desktop Support Intern" "Feb 2024 – Jan 2025"; "Salon Manager" "2018 – 2023",
  "Senior Stylist" "2015 – 2018" and "Junior Stylist" "Jan 2012 – Dec 2014" at one salon (the last two with no
  bullets; 2023 to February 2024, while she studied, has no job); "Education" in the same <h3> form with a
  remark <p>: "Higher Certificate in Information Technology" "2023 – 2024" at "Richfield, Durban campus
  (part-time)" with "User support services major · NQF Level 5 · Passed with Distinction", "National
  Certificate: Hairdressing (NQF Level 4)" "2012 – 2013" with "Trade test passed 2014", "National Senior
  Certificate (Matric)" "2011"; "Certifications" as a <ul>; "Home lab" (a paragraph, not a job); "Skills" as
  a <dl> of three groups ("Technical", "Tools", "People") with " · " items; "Languages" as a " · " line; a
  footer with references and a driver's licence. An IT service desk analyst in Durban, South Africa.
- av6 (plain text, UTF-8 with LF line ends, 84 columns, en dashes, " · " and " • " typed as Unicode): an Irish
  service advisor's CV: "DARRAGH FITZGIBBON", the label "Senior Service Advisor | Main Dealer Aftersales", a
  " · " contact line ("Castletroy, Limerick V94 X2F3" with its Eircode, "086 555 0127", the email) and the
  LinkedIn URL written out in full on its own line; headings in capitals underlined with "="; PROFILE; WORK
  EXPERIENCE with each job a "Title  |  Employer, Place" line over a dates line and " • " bullets: "Senior
  Service Advisor" "Nov 2022 – Present" and "Service Advisor" "May 2019 – Oct 2022" at one main dealer on Dock
  Road, "Parts Interpreter" "2016 – 2019", "Parts Counter Assistant (part-time)" "Sep 2013 – Dec 2015" and
  "Car Valeter (summer)" "Jun–Aug 2013" with no bullets; EDUCATION in the same two-line form: "Higher
  Certificate in Business (Level 6 NFQ)" at Limerick Institute of Technology "2014 – 2016 (part-time,
  evenings)", "Leaving Certificate" at a community college "2013"; CERTIFICATIONS, SKILLS (flat, one a line)
  as " • " items; LANGUAGES as a "; " line; OTHER (a driving licence, references). A service advisor in
  Limerick, Ireland.

Decisions for this batch (documented here because the documents leave them to the reader):
- Several roles at one employer are separate work entries, each with the employer's name and location and its
  own dates, also where the employer is printed once over its titles (av3's Sherwood Road Surgery). Concurrent
  part-time, casual, contract and secondment jobs are work entries in printed order (av1's bookkeeping, av2's
  test and tag, av3's PCN secondment, whose employer is the network). av5's two experience sections are one
  work list in printed order (the IT jobs, then the salon jobs). The apprenticeship (av2), the internship
  (av5) and the summer jobs (av3, av6) are work entries. Gaps are nothing in the truth. Summaries, av5's Home
  lab, av3's OTHER, av6's OTHER and av2's REFEREES are not work entries; the referees' names and phones are
  not the candidate's.
- A title's own parenthesis is part of the position ("Bookkeeper (part-time, contract)", "Customer Service
  Representative (part-time)", "Test and Tag Technician (casual, Saturdays)", "Electrician (FIFO, 2:1
  roster)", "PCN Operations Lead (secondment, one day a week)", "Sales Assistant (summer job)", "IT Service
  Desk Analyst (Level 1)", "Parts Counter Assistant (part-time)", "Car Valeter (summer)"). An employer's "Ltd.",
  "Inc.", "LLC", "Pty Ltd", "(Pty) Ltd" and "Co." stay. Work locations as printed ("Dartmouth, NS", "Tantallon,
  NS", "Osborne Park, WA", "Karratha, WA", "West Bridgford, Nottingham", "Arnold, Nottingham", "Matthews, NC",
  "Umhlanga, Durban", "Musgrave, Durban", "Dock Road, Limerick", "Ennis, Co. Clare").
- Dates: "Present", "present" and "now" make a job current from its start ("2023 – Present" from the year).
  "Sept." is September. "2019–21", "2016–19" and "2014–16" are 2019 to 2021, 2016 to 2019 and 2014 to 2016,
  date_text as printed. "Summer 2013" runs June to August 2013 (batch 45); "Jun–Aug 2013" June to August.
  Numeric "04/2016", "03/2017", "05/2013" are months; years alone keep years only. av6's "(part-time,
  evenings)" after the higher certificate's dates is a note, not part of the dates: date_text "2014 – 2016".
  A single year is the end date (high school diplomas, WACE, A Levels, Matric, Leaving Certificate); av4's
  "May 2013" is the end month. av2's "Certificate IV … (in progress)" "2025 – present" is current education
  from 2025.
- Education:
  - av1: "Diploma, Business Administration – Accounting" is "Diploma" / "Business Administration – Accounting"
    (the Dean's List a remark); "Nova Scotia High School Graduation Diploma" has no area.
  - av2: "Certificate IV in Leadership and Management (in progress)" is "Certificate IV" / "Leadership and
    Management" (the "in progress" is the current dates); "Certificate III in Electrotechnology Electrician" is
    "Certificate III" / "Electrotechnology Electrician" (the national code and Capstone only in the remark);
    "Western Australian Certificate of Education (WACE)" has no area.
  - av3: "ILM Level 5 Diploma in Leadership and Management" is "ILM Level 5 Diploma" / "Leadership and
    Management" (as batch 45's BTEC Level 2 Diploma); "BA (Hons) Business Management – 2:1" is "BA (Hons)" /
    "Business Management" with the score "2:1"; "A Levels" has no area and no score (three subject grades are
    not one score, as GCSEs in batch 45).
  - av4: "B.A. in Communication Studies" is "B.A." / "Communication Studies" with the score "3.3/4.0" (the
    minor a remark, not part of the area).
  - av5: "Higher Certificate in Information Technology" is "Higher Certificate" / "Information Technology"
    with the score "Distinction" (from "Passed with Distinction"; the major and the NQF level are remarks);
    "National Certificate: Hairdressing (NQF Level 4)" is "National Certificate" / "Hairdressing" (the level
    left out, as batch 31's hours); "National Senior Certificate (Matric)" has no area.
  - av6: "Higher Certificate in Business (Level 6 NFQ)" is "Higher Certificate" / "Business" (the framework
    level left out); "Leaving Certificate" has no area and no score.
  - The institution is the printed name without its campus, city, state or province ("Nova Scotia Community
    College, Waterfront Campus, Dartmouth, NS", "North Metropolitan TAFE, Joondalup WA", "Clifton Park Sixth
    Form, Nottingham", "University of North Carolina at Charlotte | Charlotte, NC", "Richfield, Durban campus
    (part-time)", "Ballysimon Community College, Limerick").
- Certificates and licences drop the issuer, licence numbers, years, "exp.", "expires", "active" and "renewed
  annually, last completed" remarks, and keep an abbreviation, code or level printed as part of the name:
  av1's "Certified Payroll Manager (CPM)", "Payroll Compliance Practitioner (PCP)", "Microsoft Office
  Specialist: Excel Associate"; av2's "WA Electrician's Licence", "High Risk Work Licence (WP – boom-type
  EWP)", "Construction Induction (White Card)", "CPR & Low Voltage Rescue (LVR)", "Working at Heights",
  "Confined Space Entry" (listed under LICENCES & TICKETS, so certificates); av3's "IOSH Managing Safely",
  "Safeguarding Adults and Children Level 3", "Mental Health First Aider", "Information Governance and Data
  Security" (listed under TRAINING & CERTIFICATES, as batch 45's as4); av4's "Certified Apartment Manager
  (CAM)", "North Carolina Real Estate Broker License", "Certified Apartment Leasing Professional (CALP)",
  "Fair Housing Certification"; av5's "CompTIA A+ (Core 1 and Core 2)", "ITIL 4 Foundation", "Microsoft 365
  Certified: Fundamentals (MS-900)", "Google IT Support Professional Certificate"; av6's "Certificate in
  Automotive Service Advising", "Occupational First Aid (QQI Level 5)", "Manual Handling". Driving licences in
  a summary, OTHER or footer, and av3's DBS check, are not certificates (batch 31).
- basics.name as a name is written ("KIERAN ASHBY" and "DARRAGH FITZGIBBON" in title case; "MacDougall" keeps
  its capital D). The label is the line under the name, whole. Basics location is the city with the province,
  state or region printed beside it, without a postcode, Eircode or district: "Dartmouth, NS B2W 3K7";
  "Bayswater, Perth WA 6053" is "Perth" / "WA"; "West Bridgford, Nottingham NG2 6AB" is "Nottingham";
  "Charlotte, NC 28205"; "Umhlanga, Durban, KwaZulu-Natal" is "Durban" / "KwaZulu-Natal" (no country
  printed); "Castletroy, Limerick V94 X2F3" is "Limerick". LinkedIn profiles as https://www.linkedin.com/in/…
  URLs (link targets where the page has a link; av6 prints the full URL); av2 has none.
- Skills are the listed items as printed, group labels ("Payroll & compliance", "Management", "Operations",
  "Technical", …) left out (as ao1's bold-labelled lines); ", ", " · ", " • " and lines separate items, commas
  inside parentheses do not ("Source deductions (CPP, EI, income tax)", "Networking basics (TCP/IP, DNS,
  DHCP)"). Spoken languages with their fluency as printed ("native", "intermediate (B1)", "conversational",
  "fluent", "first language", "basic").

Truth conventions as in batches 5–47: date_text as printed (en dashes where typed), the work entry's location
where printed, phones as printed. Every person, employer, school, academy, licence number and phone is
invented, and emails are at example.com, except the colleges, universities, training providers and issuers
(Nova Scotia Community College, the National Payroll Institute, Microsoft, North Metropolitan TAFE, Building and
Energy (WA), WorkSafe WA, Nottingham College, Nottingham Trent University, IOSH, MHFA England, NHS e-Learning for
Healthcare, the University of North Carolina at Charlotte, the National Apartment Association, the NC Real
Estate Commission, the Apartment Association of North Carolina, Richfield, CompTIA, PeopleCert, Coursera,
Limerick Institute of Technology, SIMI Skillnet and QQI), which are real institutions, named as any resume names
them; the software products are real products.

Tools installed for this batch: reportlab 5, python-docx 1.2 and weasyprint 70 with pip; libreoffice-writer
(LibreOffice 7.4), fonts-dejavu, fonts-crosextra-carlito, fonts-liberation and poppler-utils with apt-get.
libreoffice_pdf, lo_page_count, reportlab_dejavu, new_docx, bottom_border, oxml_element, check_pages,
pdf_pages, work_truth, dates, linkedin, write_text and write_truth come from holdout_render.py.
Run from this folder: python3 render_batch48.py
"""
import os
from xml.sax.saxutils import escape

from holdout_render import (FILES, bottom_border, check_pages, dates, libreoffice_pdf, linkedin, lo_page_count,
                            new_docx, oxml_element, pdf_pages, reportlab_dejavu, work_truth, write_text,
                            write_truth)


# ---- small python-docx helpers (written for this batch) --------------------------------------------------------
def docx_hyperlink(paragraph, url, text, color="1F4E79"):
    """Appends a Word hyperlink (w:hyperlink with an external relationship) printed as `text`."""
    from docx.opc.constants import RELATIONSHIP_TYPE
    from docx.oxml.ns import qn
    r_id = paragraph.part.relate_to(url, RELATIONSHIP_TYPE.HYPERLINK, is_external=True)
    link = oxml_element("w:hyperlink")
    link.set(qn("r:id"), r_id)
    run = oxml_element("w:r")
    props = oxml_element("w:rPr")
    props.append(oxml_element("w:color", val=color))
    props.append(oxml_element("w:u", val="single"))
    run.append(props)
    t = oxml_element("w:t")
    t.text = text
    run.append(t)
    link.append(run)
    paragraph._p.append(link)


def cell_fill(cell, fill):
    props = cell._tc.get_or_add_tcPr()
    props.append(oxml_element("w:shd", val="clear", color="auto", fill=fill))


def right_tab_line(document, left, right, width, bold_left=True, bold_right=False, after=0, size=None,
                   right_color=None):
    """A paragraph with `left`, then a tab to a right-aligned stop at `width`, then `right`."""
    from docx.enum.text import WD_TAB_ALIGNMENT
    from docx.shared import Pt
    p = document.add_paragraph()
    p.paragraph_format.space_after = Pt(after)
    p.paragraph_format.keep_with_next = True
    p.paragraph_format.tab_stops.add_tab_stop(width, WD_TAB_ALIGNMENT.RIGHT)
    r = p.add_run(left); r.bold = bold_left
    if size: r.font.size = Pt(size)
    r = p.add_run("\t" + right); r.bold = bold_right
    if size: r.font.size = Pt(size)
    if right_color is not None: r.font.color.rgb = right_color
    return p


# ---- av1: payroll specialist (Dartmouth, NS), DOCX kept as the Word file, skills in a ruled table --------------
AV1_FUNDY = "Fundy Shore Seafoods Ltd."
AV1_JOBS = [
    ("Senior Payroll Specialist", AV1_FUNDY, "Dartmouth, NS", "Jan 2022 – Present", ("2022-01", None, True),
     ["Run bi-weekly and weekly payrolls for about 1,150 employees (salaried, hourly, unionized plant and "
      "seasonal fish-plant workers) in Nova Scotia, New Brunswick and PEI on Ceridian Dayforce.",
      "Reconcile payroll to the general ledger every period and remit CPP, EI and income tax source "
      "deductions to the CRA on an accelerated remitter schedule.",
      "Lead year-end for the group: about 1,600 T4 and T4A slips, the T4 Summary and the WCB annual "
      "payroll reports for three provinces.",
      "Issue Records of Employment through ROE Web, usually 400+ each fall when the plants close for the "
      "season.",
      "Trained two payroll clerks and wrote the desk procedures for retro pay under the new collective "
      "agreement (2023)."]),
    ("Bookkeeper (part-time, contract)", "St. Margaret's Bay Curling Club", "Tantallon, NS", "Sept. 2021 – now",
     ("2021-09", None, True),
     ["About six hours a month: QuickBooks Online bookkeeping, payroll for four seasonal staff, HST returns "
      "and the year-end file for the club's accountant."]),
    ("Payroll Specialist", AV1_FUNDY, "Dartmouth, NS", "Jun 2019 – Dec 2021", ("2019-06", "2021-12"),
     ["Processed hourly plant payrolls, timecard corrections, garnishments and vacation pay payouts.",
      "Helped move payroll from a legacy system to Ceridian Dayforce in 2020: parallel runs, earning and "
      "deduction code mapping and user testing.",
      "Handled CEWS wage subsidy calculations and documentation in 2020 and 2021."]),
    ("Payroll & Benefits Administrator", "Citadel Hill Property Management Inc.", "Halifax, NS",
     "04/2016 – 05/2019", ("2016-04", "2019-05"),
     ["Full-cycle payroll for 180 staff on ADP Workforce Now; group benefits enrolments, changes and "
      "monthly invoice reconciliations.",
      "Answered employee questions on pay, benefits and TD1 forms and kept personnel files up to date."]),
    ("Accounts Payable Clerk", "Eastern Passage Auto Group", "Dartmouth, NS", "Aug 2015 – Mar 2016",
     ("2015-08", "2016-03"),
     ["Matched and entered 300+ vendor invoices a week in Sage 50 and prepared cheque runs."]),
    ("Customer Service Representative (part-time)", "Harbour Telecom Contact Centre", "Halifax, NS",
     "2012 – 2015", ("2012", "2015"), []),
]
AV1_CERTS = [("Certified Payroll Manager (CPM) – National Payroll Institute, 2023", "Certified Payroll Manager (CPM)"),
             ("Payroll Compliance Practitioner (PCP) – National Payroll Institute, 2018",
              "Payroll Compliance Practitioner (PCP)"),
             ("Microsoft Office Specialist: Excel Associate – Microsoft, 2020",
              "Microsoft Office Specialist: Excel Associate")]
AV1_SKILL_GROUPS = [
    ("Payroll & compliance", ["Multi-province payroll (NS, NB, PEI)", "Source deductions (CPP, EI, income tax)",
                              "T4 and T4A year-end", "Records of Employment (ROE Web)", "WCB reporting",
                              "Garnishments and retro pay", "Provincial employment standards"]),
    ("Systems", ["Ceridian Dayforce", "ADP Workforce Now", "QuickBooks Online", "Sage 50"]),
    ("Tools", ["Microsoft Excel (XLOOKUP, pivot tables)", "Power Query", "Microsoft 365"]),
]


def av1_payroll_specialist_docx():
    from docx.enum.table import WD_TABLE_ALIGNMENT
    from docx.shared import Inches, Pt, RGBColor

    navy = RGBColor(0x1F, 0x3A, 0x5F)
    document = new_docx(author="Shannon MacDougall", title="Shannon MacDougall - Resume",
                        page=(Inches(8.5), Inches(11)), margins=(Inches(0.8), Inches(0.7)), font="Calibri",
                        size=10.5, space_after=2)
    document.styles["List Bullet"].paragraph_format.space_after = Pt(0)
    text_width = Inches(6.9)

    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(0)
    r = p.add_run("Shannon MacDougall"); r.bold = True; r.font.size = Pt(22); r.font.color.rgb = navy
    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(3)
    r = p.add_run("Payroll Specialist, CPM | Multi-Province Payroll & Year-End"); r.font.size = Pt(12.5)
    p = document.add_paragraph("Dartmouth, NS B2W 3K7  |  902-555-0183  |  shannon.macdougall@example.com")
    p.paragraph_format.space_after = Pt(0)
    p = document.add_paragraph("LinkedIn: ")
    docx_hyperlink(p, "https://www.linkedin.com/in/shannon-macdougall-cpm", "linkedin.com/in/shannon-macdougall-cpm")
    p.paragraph_format.space_after = Pt(4)
    bottom_border(p, color="1F3A5F", size="8")

    def heading(text):
        q = document.add_paragraph()
        q.paragraph_format.space_before = Pt(9); q.paragraph_format.space_after = Pt(3)
        q.paragraph_format.keep_with_next = True
        r = q.add_run(text); r.bold = True; r.font.size = Pt(11.5); r.font.color.rgb = navy

    heading("PROFILE")
    document.add_paragraph(
        "Certified Payroll Manager with ten years in payroll and benefits for multi-province employers in "
        "Atlantic Canada, most recently a 1,150-person seafood processor with seasonal and unionized staff. "
        "Accurate, calm at year-end and good at explaining a pay stub. Looking for a senior payroll or payroll "
        "team lead role in the Halifax area (hybrid).")

    heading("EXPERIENCE")
    for title, company, place, when, _, items in AV1_JOBS:
        right_tab_line(document, title, when, text_width)
        q = document.add_paragraph(); q.paragraph_format.space_after = Pt(1 if items else 6)
        q.paragraph_format.keep_with_next = bool(items)
        q.add_run(f"{company} – {place}").italic = True
        for i, item in enumerate(items):
            b = document.add_paragraph(item, style="List Bullet")
            if i == len(items) - 1:
                b.paragraph_format.space_after = Pt(6)

    heading("EDUCATION")
    for qualification, when, school, remark in (
            ("Diploma, Business Administration – Accounting", "2013 – 2015",
             "Nova Scotia Community College, Waterfront Campus, Dartmouth, NS",
             "Two-year diploma, evening and day classes · Dean's List 2014"),
            ("Nova Scotia High School Graduation Diploma", "2012", "Woodlawn Heights High School, Dartmouth, NS",
             None)):
        right_tab_line(document, qualification, when, text_width)
        q = document.add_paragraph(school); q.paragraph_format.space_after = Pt(0 if remark else 6)
        if remark:
            q = document.add_paragraph(remark); q.paragraph_format.space_after = Pt(6)

    heading("CERTIFICATIONS")
    for printed, _ in AV1_CERTS:
        document.add_paragraph(printed, style="List Bullet")

    heading("SKILLS")
    table = document.add_table(rows=0, cols=2)
    table.style = document.styles["Table Grid"]
    table.alignment = WD_TABLE_ALIGNMENT.CENTER
    table.autofit = False
    for label, items in AV1_SKILL_GROUPS:
        row = table.add_row()
        row.cells[0].width, row.cells[1].width = Inches(1.7), Inches(5.2)
        cell_fill(row.cells[0], "E8EEF5")
        row.cells[0].paragraphs[0].add_run(label).bold = True
        row.cells[1].paragraphs[0].add_run(", ".join(items))
    table.columns[0].width, table.columns[1].width = Inches(1.7), Inches(5.2)

    heading("LANGUAGES")
    document.add_paragraph("English – native; French – intermediate (B1)")

    name = "av1-shannon-macdougall"
    path = os.path.join(FILES, name + ".docx")
    document.save(path)
    check_pages(name, lo_page_count(path, name), 2)
    write_truth(name, {
        "basics": {"name": "Shannon MacDougall", "label": "Payroll Specialist, CPM | Multi-Province Payroll & Year-End",
                   "email": "shannon.macdougall@example.com", "phone": "902-555-0183",
                   "location": {"city": "Dartmouth", "region": "NS"},
                   "profiles": [linkedin("shannon-macdougall-cpm")]},
        "work": work_truth(AV1_JOBS),
        "education": [
            {"institution": "Nova Scotia Community College", "study_type": "Diploma",
             "area": "Business Administration – Accounting", "dates": dates("2013", "2015", text="2013 – 2015")},
            {"institution": "Woodlawn Heights High School", "study_type": "Nova Scotia High School Graduation Diploma",
             "dates": dates(None, "2012", text="2012")}],
        "skills": [{"name": s} for _, items in AV1_SKILL_GROUPS for s in items],
        "certificates": [{"name": n} for _, n in AV1_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "French", "fluency": "intermediate (B1)"}],
    })


# ---- av2: commercial electrician (Perth, WA), LibreOffice PDF of a DOCX -----------------------------------------
AV2_SWAN = "Swan River Electrical Contractors Pty Ltd"
AV2_JOBS = [
    ("Leading Hand Electrician", AV2_SWAN, "Osborne Park, WA", "Jan 2022 – Present", ("2022-01", None, True),
     ["Run a crew of 3–6 electricians and apprentices on commercial fit-outs and refurbishments up to $1.8M "
      "(offices, medical centres, retail and a 4-storey TAFE building).",
      "Read and mark up drawings, set out jobs, order materials and keep the daily diary, SWMS and "
      "toolbox talks.",
      "Install and upgrade main switchboards and distribution boards up to 400 A; coordinate shutdowns "
      "with Western Power and building managers.",
      "Test, commission and sign off installations to AS/NZS 3000 and AS/NZS 3017 and complete the "
      "Notices of Completion and EWCs.",
      "Mentor 1st–4th year apprentices and sign off their profiling books."]),
    ("Test and Tag Technician (casual, Saturdays)", "SafeTag WA", "Malaga, WA", "2023 – Present",
     ("2023", None, True),
     ["Test and tag portable appliances and RCDs to AS/NZS 3760 on construction sites, schools and offices."]),
    ("Commercial Electrician", AV2_SWAN, "Osborne Park, WA", "Jan 2020 – Dec 2021", ("2020-01", "2021-12"),
     ["Fit-off of lighting, power, emergency and exit lighting and data in office and retail fit-outs.",
      "Installed cable tray, conduit and submains; fault-finding on live maintenance call-outs."]),
    ("Electrician (FIFO, 2:1 roster)", "Pilbara Site Services Pty Ltd", "Karratha, WA", "03/2017 – 11/2019",
     ("2017-03", "2019-11"),
     ["Construction and maintenance electrician on a camp and port infrastructure contract: 415 V "
      "reticulation, lighting towers, switchrooms and isolations under a permit-to-work system.",
      "Zero LTIs over 2 years 8 months; site safety representative in 2019."]),
    ("Apprentice Electrician", "Coastal Sparks Electrical Pty Ltd", "Wangara, WA", "2012 – 2016",
     ("2012", "2016"),
     ["Four-year apprenticeship in residential and light commercial work: rough-in, fit-off, switchboards, "
      "solar PV installs and service calls."]),
]
AV2_CERTS = [("WA Electrician's Licence EL 187462 – Building and Energy, exp. 03/2028", "WA Electrician's Licence"),
             ("High Risk Work Licence (WP – boom-type EWP) – WorkSafe WA, exp. 08/2027",
              "High Risk Work Licence (WP – boom-type EWP)"),
             ("Construction Induction (White Card) – 2012", "Construction Induction (White Card)"),
             ("CPR & Low Voltage Rescue (LVR) – renewed annually, last completed 02/2026",
              "CPR & Low Voltage Rescue (LVR)"),
             ("Working at Heights – 2024", "Working at Heights"),
             ("Confined Space Entry – 2018", "Confined Space Entry")]
AV2_SKILLS = ["Commercial fit-outs", "Switchboard installation and upgrades", "Cable tray and conduit",
              "Emergency and exit lighting", "Data cabling (Cat6)", "Testing and commissioning",
              "AS/NZS 3000 Wiring Rules", "Fault-finding", "Reading drawings and schematics", "Leading small crews",
              "SWMS and JSAs", "Apprentice mentoring"]


def av2_commercial_electrician_lo():
    from docx.shared import Inches, Pt, RGBColor

    orange = RGBColor(0xC0, 0x50, 0x10)
    grey = RGBColor(0x55, 0x55, 0x55)
    document = new_docx(author="Kieran Ashby", title="Kieran Ashby - Resume", page=(Inches(8.27), Inches(11.69)),
                        margins=(Inches(0.8), Inches(0.75)), font="Calibri", size=10.5, space_after=2)
    document.styles["List Bullet"].paragraph_format.space_after = Pt(0)
    text_width = Inches(8.27 - 1.6)

    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(0)
    r = p.add_run("KIERAN ASHBY"); r.bold = True; r.font.size = Pt(22)
    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(2)
    r = p.add_run("Licensed Commercial Electrician (WA) | Fit-outs, Switchboards & Testing")
    r.font.size = Pt(12.5); r.font.color.rgb = orange
    p = document.add_paragraph("Bayswater, Perth WA 6053  •  0491 570 156  •  kieran.ashby@example.com")
    p.paragraph_format.space_after = Pt(4)
    bottom_border(p, color="C05010", size="12")

    def heading(text):
        q = document.add_paragraph()
        q.paragraph_format.space_before = Pt(10); q.paragraph_format.space_after = Pt(3)
        q.paragraph_format.keep_with_next = True
        r = q.add_run(text); r.bold = True; r.font.size = Pt(11.5); r.font.color.rgb = orange

    heading("CAREER SUMMARY")
    document.add_paragraph(
        "Licensed electrician with fourteen years in the trade, including an apprenticeship, nearly three "
        "years FIFO in the Pilbara and six years on commercial fit-outs in Perth, the last four as a leading "
        "hand. Tidy, safe and organised, and I look after my apprentices. Current WA C class driver's licence "
        "with my own ute and tools. Looking for a supervisor or leading hand role on commercial projects "
        "north of the river.")

    heading("LICENCES & TICKETS")
    for printed, _ in AV2_CERTS:
        document.add_paragraph(printed, style="List Bullet")

    heading("EMPLOYMENT HISTORY")
    for title, company, place, when, _, items in AV2_JOBS:
        right_tab_line(document, title, when, text_width, right_color=grey)
        q = document.add_paragraph(); q.paragraph_format.space_after = Pt(1 if items else 6)
        q.paragraph_format.keep_with_next = bool(items)
        r = q.add_run(f"{company}, {place}"); r.italic = True; r.font.color.rgb = grey
        for i, item in enumerate(items):
            b = document.add_paragraph(item, style="List Bullet")
            if i == len(items) - 1:
                b.paragraph_format.space_after = Pt(6)

    heading("TRADE QUALIFICATIONS & EDUCATION")
    for qualification, when, school, remark in (
            ("Certificate IV in Leadership and Management (in progress)", "2025 – present",
             "North Metropolitan TAFE, Joondalup WA", "Part-time, evening classes; 6 of 12 units completed"),
            ("Certificate III in Electrotechnology Electrician", "2012 – 2015", "North Metropolitan TAFE, Joondalup WA",
             "Completed through a four-year apprenticeship (national code UEE30811); Capstone assessment passed "
             "Feb 2016"),
            ("Western Australian Certificate of Education (WACE)", "2011",
             "Mullaloo Heights Senior High School, Mullaloo WA", None)):
        right_tab_line(document, qualification, when, text_width, right_color=grey)
        q = document.add_paragraph(); q.paragraph_format.space_after = Pt(0 if remark else 6)
        r = q.add_run(school); r.italic = True; r.font.color.rgb = grey
        if remark:
            q = document.add_paragraph(remark); q.paragraph_format.space_after = Pt(6)

    heading("SKILLS")
    document.add_paragraph("  •  ".join(AV2_SKILLS))

    heading("LANGUAGES")
    document.add_paragraph("English (native), Croatian (conversational)")

    heading("REFEREES")
    for line in ("Dean Morrow – Operations Manager, Swan River Electrical Contractors – 0491 570 157",
                 "Tracey Kolb – Site Manager, Pilbara Site Services – 0491 570 159"):
        document.add_paragraph(line)

    name = "av2-kieran-ashby"
    libreoffice_pdf(document, name, 2)
    write_truth(name, {
        "basics": {"name": "Kieran Ashby",
                   "label": "Licensed Commercial Electrician (WA) | Fit-outs, Switchboards & Testing",
                   "email": "kieran.ashby@example.com", "phone": "0491 570 156",
                   "location": {"city": "Perth", "region": "WA"}},
        "work": work_truth(AV2_JOBS),
        "education": [
            {"institution": "North Metropolitan TAFE", "study_type": "Certificate IV",
             "area": "Leadership and Management", "dates": dates("2025", None, True, text="2025 – present")},
            {"institution": "North Metropolitan TAFE", "study_type": "Certificate III",
             "area": "Electrotechnology Electrician", "dates": dates("2012", "2015", text="2012 – 2015")},
            {"institution": "Mullaloo Heights Senior High School",
             "study_type": "Western Australian Certificate of Education (WACE)",
             "dates": dates(None, "2011", text="2011")}],
        "skills": [{"name": s} for s in AV2_SKILLS],
        "certificates": [{"name": n} for _, n in AV2_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Croatian", "fluency": "conversational"}],
    })


# ---- av3: GP practice manager (Nottingham), ReportLab with a left sidebar ---------------------------------------
AV3_SHERWOOD = ("Sherwood Road Surgery", "Arnold, Nottingham")
AV3_JOBS = [
    ("Practice Manager", "Trent Valley Medical Practice", "West Bridgford, Nottingham", "Apr 2021 – Present",
     ("2021-04", None, True),
     ["Manage a GP partnership of 14,200 patients: 7 GP partners, 4 salaried GPs and 38 practice staff across "
      "two sites.",
      "Own the practice budget (£2.9m), payroll, the GMS contract, QOF and enhanced services claims; QOF "
      "achievement up from 91% to 98% in two years.",
      "Led the practice through a CQC inspection in 2023 (rated Good in all five domains).",
      "Moved the practice to cloud telephony with call-back and online consultations, which cut average "
      "8 am call waits from 19 to 6 minutes."]),
    ("PCN Operations Lead (secondment, one day a week)", "Rushcliffe South Primary Care Network", "Nottingham",
     "Jan 2023 – Mar 2024", ("2023-01", "2024-03"),
     ["Set up recruitment, rotas and the ARRS claims for the network's clinical pharmacists, social "
      "prescribers and care coordinators."]),
    ("Assistant Practice Manager", AV3_SHERWOOD[0], AV3_SHERWOOD[1], "2019–21", ("2019", "2021"),
     ["HR for 25 staff (rotas, absence, recruitment, appraisals), complaints and significant event reviews.",
      "Ran the COVID-19 vaccination clinic rotas and the practice's remote-working setup in 2020."]),
    ("Reception Team Leader", AV3_SHERWOOD[0], AV3_SHERWOOD[1], "2016–19", ("2016", "2019"),
     ["Supervised 9 receptionists; appointment templates, new patient registrations and Docman workflow."]),
    ("Medical Receptionist", AV3_SHERWOOD[0], AV3_SHERWOOD[1], "2014–16", ("2014", "2016"), []),
    ("Sales Assistant (summer job)", "Hockley Stationery Co.", "Nottingham", "Summer 2013", ("2013-06", "2013-08"),
     []),
]
AV3_SKILL_GROUPS = [("Management", ["Primary care contracts (GMS, QOF, DES)", "CQC compliance", "HR and rotas",
                                    "Budgets and payroll", "Complaints handling", "Staff training"]),
                    ("Systems", ["SystmOne", "EMIS Web", "Docman 10", "Accurx", "Microsoft Excel", "Xero"])]
AV3_CERTS = [("IOSH Managing Safely – IOSH, 2022", "IOSH Managing Safely"),
             ("Safeguarding Adults and Children Level 3 – 2025", "Safeguarding Adults and Children Level 3"),
             ("Mental Health First Aider – MHFA England, 2023", "Mental Health First Aider"),
             ("Information Governance and Data Security – NHS e-Learning for Healthcare, 2025",
              "Information Governance and Data Security")]
AV3_LANGUAGES = [("English", "native"), ("Punjabi", "fluent"), ("Urdu", "conversational")]


def av3_practice_manager_reportlab():
    from reportlab.lib.colors import HexColor, white
    from reportlab.lib.enums import TA_RIGHT
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.lib.units import mm
    from reportlab.platypus import (BaseDocTemplate, Frame, FrameBreak, PageTemplate, Paragraph, Spacer, Table,
                                    TableStyle)

    reportlab_dejavu()
    plum, pale, ink, mid = HexColor("#3B2A4F"), HexColor("#E4DDEE"), HexColor("#222222"), HexColor("#5A5A5A")
    width, height = A4
    side_w = 66 * mm
    name = "av3-nasreen-akhtar"
    path = os.path.join(FILES, name + ".pdf")

    def background(canvas, doc):
        canvas.saveState()
        canvas.setFillColor(plum)
        canvas.rect(0, 0, side_w, height, stroke=0, fill=1)
        canvas.restoreState()

    doc = BaseDocTemplate(path, pagesize=A4, leftMargin=0, rightMargin=0, topMargin=0, bottomMargin=0,
                          title="Nasreen Akhtar CV", author="Nasreen Akhtar")
    side = Frame(7 * mm, 10 * mm, side_w - 13 * mm, height - 22 * mm, leftPadding=0, rightPadding=0,
                 topPadding=0, bottomPadding=0, id="side")
    main = Frame(side_w + 8 * mm, 10 * mm, width - side_w - 20 * mm, height - 22 * mm, leftPadding=0,
                 rightPadding=0, topPadding=0, bottomPadding=0, id="main")
    doc.addPageTemplates([PageTemplate(id="cv", frames=[side, main], onPage=background)])

    s_head = ParagraphStyle("sh", fontName="DV-B", fontSize=10, leading=13, textColor=white, spaceBefore=9,
                            spaceAfter=3)
    s_sub = ParagraphStyle("ss", fontName="DV-B", fontSize=8.3, leading=11, textColor=pale, spaceBefore=3)
    s_side = ParagraphStyle("sd", fontName="DV", fontSize=8.3, leading=11, textColor=pale, spaceAfter=1.5)
    s_name = ParagraphStyle("nm", fontName="DV-B", fontSize=23, leading=27, textColor=plum)
    s_label = ParagraphStyle("lb", fontName="DV", fontSize=10.8, leading=14, textColor=mid, spaceAfter=4)
    s_h = ParagraphStyle("h", fontName="DV-B", fontSize=10.5, leading=13, textColor=plum, spaceBefore=8,
                         spaceAfter=3)
    s_body = ParagraphStyle("b", fontName="DV", fontSize=8.6, leading=11.4, textColor=ink)
    s_title = ParagraphStyle("t", fontName="DV-B", fontSize=9.2, leading=12, textColor=ink)
    s_when = ParagraphStyle("w", fontName="DV", fontSize=8.4, leading=12, textColor=mid, alignment=TA_RIGHT)
    s_emp = ParagraphStyle("e", fontName="DV-I", fontSize=8.7, leading=11.4, textColor=plum, spaceAfter=1)
    s_bullet = ParagraphStyle("bl", parent=s_body, leftIndent=9, bulletIndent=1, spaceAfter=0.6)
    main_w = width - side_w - 20 * mm

    story = [Spacer(1, 2 * mm), Paragraph("CONTACT", s_head),
             Paragraph("West Bridgford, Nottingham NG2 6AB", s_side),
             Paragraph("07700 900462", s_side),
             Paragraph('<a href="mailto:nasreen.akhtar@example.com">nasreen.akhtar@example.com</a>', s_side),
             Paragraph('<a href="https://www.linkedin.com/in/nasreen-akhtar-pm">linkedin.com/in/nasreen-akhtar-pm</a>',
                       ParagraphStyle("ln", parent=s_side, fontSize=7.6)),
             Paragraph("SKILLS", s_head)]
    for label, items in AV3_SKILL_GROUPS:
        story.append(Paragraph(label, s_sub))
        story += [Paragraph("• " + escape(s), s_side) for s in items]
    story.append(Paragraph("LANGUAGES", s_head))
    story += [Paragraph(f"{l} – {f}", s_side) for l, f in AV3_LANGUAGES]
    story.append(Paragraph("OTHER", s_head))
    story += [Paragraph("Full UK driving licence", s_side), Paragraph("Enhanced DBS (2021)", s_side)]
    story.append(Paragraph("REFERENCES", s_head))
    story.append(Paragraph("Available on request", s_side))
    story.append(FrameBreak())

    def dated(left, right, left_style=s_title):
        t = Table([[Paragraph(left, left_style), Paragraph(escape(right), s_when)]],
                  colWidths=[main_w - 34 * mm, 34 * mm])
        t.setStyle(TableStyle([("LEFTPADDING", (0, 0), (-1, -1), 0), ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                               ("TOPPADDING", (0, 0), (-1, -1), 0), ("BOTTOMPADDING", (0, 0), (-1, -1), 0),
                               ("VALIGN", (0, 0), (-1, -1), "TOP")]))
        return t

    story += [Paragraph("Nasreen Akhtar", s_name),
              Paragraph("GP Practice Manager | Primary Care Operations &amp; CQC Compliance", s_label),
              Paragraph("PROFILE", s_h),
              Paragraph("Practice manager with twelve years in NHS general practice, from the reception desk to "
                        "running a two-site, 14,000-patient partnership. I know the GMS contract and QOF inside "
                        "out, keep a practice CQC-ready and look after my team. Looking for a practice manager or "
                        "PCN business manager post in Nottingham or Derby.", s_body),
              Paragraph("EXPERIENCE", s_h)]
    printed_sherwood = False
    for title, company, place, when, _, items in AV3_JOBS:
        if company == AV3_SHERWOOD[0]:
            if not printed_sherwood:
                story.append(Spacer(1, 3))
                story.append(Paragraph(f"{company}, {place}", ParagraphStyle("e2", parent=s_emp, fontName="DV-BI")))
                printed_sherwood = True
            story.append(dated(escape(title), when))
        else:
            story.append(Spacer(1, 3))
            story.append(dated(escape(title), when))
            story.append(Paragraph(escape(f"{company}, {place}"), s_emp))
        story += [Paragraph(escape(i), s_bullet, bulletText="•") for i in items]

    story.append(Paragraph("EDUCATION", s_h))
    for qualification, when, school, remark in (
            ("ILM Level 5 Diploma in Leadership and Management", "2020 – 2021", "Nottingham College", None),
            ("BA (Hons) Business Management – 2:1", "2010 – 2013", "Nottingham Trent University",
             "Dissertation: Patient access and appointment systems in urban GP practices"),
            ("A Levels", "2010", "Clifton Park Sixth Form, Nottingham",
             "Business (B), Sociology (B), English Literature (C)")):
        story.append(Spacer(1, 2))
        story.append(dated(escape(qualification), when))
        story.append(Paragraph(escape(school), s_emp))
        if remark:
            story.append(Paragraph(escape(remark), s_body))

    story.append(Paragraph("TRAINING &amp; CERTIFICATES", s_h))
    story += [Paragraph(escape(p), s_bullet, bulletText="•") for p, _ in AV3_CERTS]

    doc.build(story)
    check_pages(name, pdf_pages(path), 1)
    write_truth(name, {
        "basics": {"name": "Nasreen Akhtar", "label": "GP Practice Manager | Primary Care Operations & CQC Compliance",
                   "email": "nasreen.akhtar@example.com", "phone": "07700 900462",
                   "location": {"city": "Nottingham"}, "profiles": [linkedin("nasreen-akhtar-pm")]},
        "work": work_truth(AV3_JOBS),
        "education": [
            {"institution": "Nottingham College", "study_type": "ILM Level 5 Diploma",
             "area": "Leadership and Management", "dates": dates("2020", "2021", text="2020 – 2021")},
            {"institution": "Nottingham Trent University", "study_type": "BA (Hons)", "area": "Business Management",
             "score": "2:1", "dates": dates("2010", "2013", text="2010 – 2013")},
            {"institution": "Clifton Park Sixth Form", "study_type": "A Levels",
             "dates": dates(None, "2010", text="2010")}],
        "skills": [{"name": s} for _, items in AV3_SKILL_GROUPS for s in items],
        "certificates": [{"name": n} for _, n in AV3_CERTS],
        "languages": [{"language": l, "fluency": f} for l, f in AV3_LANGUAGES],
    })


# ---- av4: multifamily community manager (Charlotte, NC), WeasyPrint of a resume builder's HTML template -----------
AV4_QC = "Queen City Residential Partners, LLC"
AV4_JOBS = [
    ("Community Manager", AV4_QC, "Charlotte, NC", "Jan 2020 – Present", ("2020-01", None, True),
     ["Manage The Lofts at NoDa, a 312-unit Class A community with a $5.1M annual operating budget, and a "
      "team of 9 (leasing, maintenance and a make-ready vendor).",
      "Raised occupancy from 89% to 96% within 12 months and held it above 95% since; renewal rate 58%.",
      "Cut 60+ day delinquency by 70% with payment plans, weekly follow-up and a clear eviction timeline.",
      "Prepare the annual budget, monthly variance reports and capital plan for the ownership group.",
      "Scored 4.6/5 on resident satisfaction surveys in 2024 and 2025."]),
    ("Assistant Community Manager", AV4_QC, "Charlotte, NC", "Aug 2018 – Dec 2019", ("2018-08", "2019-12"),
     ["Rent collections, move-out dispositions and security deposit accounting in Yardi for two communities "
      "(486 units).",
      "Helped lead a 220-unit lease-up that reached 93% occupancy four months ahead of plan."]),
    ("Leasing Consultant", "Piedmont Apartment Communities, Inc.", "Matthews, NC", "2015 – 2018", ("2015", "2018"),
     ["Toured prospects, processed applications and renewals; top leasing consultant in the region, Q2 2017."]),
    ("Front Desk Agent", "Uptown Crown Suites Hotel", "Charlotte, NC", "05/2013 – 06/2015", ("2013-05", "2015-06"), []),
]
AV4_CERTS = [("Certified Apartment Manager (CAM) – National Apartment Association, 2021",
              "Certified Apartment Manager (CAM)"),
             ("North Carolina Real Estate Broker License #318452 – NC Real Estate Commission, active",
              "North Carolina Real Estate Broker License"),
             ("Certified Apartment Leasing Professional (CALP) – National Apartment Association, 2016",
              "Certified Apartment Leasing Professional (CALP)"),
             ("Fair Housing Certification – Apartment Association of North Carolina, 2025", "Fair Housing Certification")]
AV4_SKILL_GROUPS = [("Operations", ["Budgeting and variance reports", "Lease-ups", "Renewals and retention",
                                    "Delinquency and collections", "Vendor and contractor management",
                                    "Fair housing compliance"]),
                    ("Software", ["Yardi Voyager", "RealPage OneSite", "Entrata", "Microsoft Excel"])]


def av4_community_manager_weasyprint():
    from weasyprint import HTML

    def entry(title, when, sub, items=(), remark=None):
        out = (f'<div class="item"><div class="row"><span class="what">{escape(title)}</span>'
               f'<span class="when">{escape(when)}</span></div><div class="sub">{escape(sub)}</div>')
        if remark:
            out += f'<div class="remark">{escape(remark)}</div>'
        if items:
            out += "<ul>" + "".join(f"<li>{escape(i)}</li>" for i in items) + "</ul>"
        return out + "</div>\n"

    jobs = "".join(entry(t, w, f"{c} | {p}", i) for t, c, p, w, _, i in AV4_JOBS)
    skills = "".join(f'<div class="sk"><span class="sk-label">{escape(label)}:</span> '
                     f'{" · ".join(escape(s) for s in items)}</div>' for label, items in AV4_SKILL_GROUPS)
    html = f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Courtney L. Haywood – Resume</title>
<meta name="generator" content="ResumeCraft builder – template &quot;Meridian&quot;">
<style>
@page {{ size: Letter; margin: 12mm 15mm 12mm 15mm; }}
body {{ font-family: "Liberation Sans", Arial, sans-serif; font-size: 9.6pt; color: #2b2b2b; line-height: 1.32; }}
header {{ text-align: center; border-bottom: 3px solid #0f766e; padding-bottom: 6px; margin-bottom: 4px; }}
header h1 {{ font-size: 24pt; margin: 0; letter-spacing: 1px; color: #0f3d3a; }}
header .headline {{ font-size: 11.5pt; color: #0f766e; margin: 2px 0 5px; }}
header .contact {{ font-size: 9.2pt; color: #444; }}
header .contact a {{ color: #444; text-decoration: none; }}
header .contact span + span::before {{ content: "  ◆  "; color: #0f766e; font-size: 7pt; }}
section h2 {{ font-size: 10.5pt; text-transform: uppercase; letter-spacing: 1.5px; color: #0f766e;
              margin: 10px 0 4px; padding-bottom: 2px; border-bottom: 1px solid #cfd8d7; }}
.item {{ margin-bottom: 6px; break-inside: avoid; }}
.row {{ display: flex; justify-content: space-between; }}
.what {{ font-weight: bold; }}
.when {{ color: #555; white-space: nowrap; }}
.sub {{ font-style: italic; color: #444; }}
.remark {{ color: #444; }}
ul {{ margin: 2px 0 0 0; padding-left: 16px; }}
li {{ margin-bottom: 1px; }}
p {{ margin: 0; }}
.sk {{ margin-bottom: 2px; }}
.sk-label {{ font-weight: bold; }}
</style></head>
<body>
<header>
  <h1>Courtney L. Haywood</h1>
  <div class="headline">Community Manager | Multifamily Property Management (CAM, NC Broker)</div>
  <div class="contact"><span>Charlotte, NC 28205</span><span>(704) 555-0139</span><span><a href="mailto:courtney.haywood@example.com">courtney.haywood@example.com</a></span><span><a href="https://www.linkedin.com/in/courtneyhaywood">linkedin.com/in/courtneyhaywood</a></span></div>
</header>
<section><h2>Summary</h2>
<p>Multifamily community manager with ten years in Charlotte apartments, from leasing to running a 312-unit
Class A community. Strong on occupancy, collections and budgets, and I build teams that residents like
dealing with. Looking for a senior community manager or portfolio role.</p></section>
<section><h2>Experience</h2>
{jobs}</section>
<section><h2>Education</h2>
{entry("B.A. in Communication Studies", "May 2013", "University of North Carolina at Charlotte | Charlotte, NC",
       remark="Minor: Business Administration · GPA 3.3/4.0")}</section>
<section><h2>Licenses &amp; Certifications</h2>
<ul>{"".join(f"<li>{escape(p)}</li>" for p, _ in AV4_CERTS)}</ul></section>
<section><h2>Skills</h2>
{skills}</section>
<section><h2>Languages</h2>
<p>English (native), Spanish (conversational)</p></section>
</body></html>
"""
    name = "av4-courtney-haywood"
    path = os.path.join(FILES, name + ".pdf")
    HTML(string=html).write_pdf(path)
    check_pages(name, pdf_pages(path), 1)
    write_truth(name, {
        "basics": {"name": "Courtney L. Haywood",
                   "label": "Community Manager | Multifamily Property Management (CAM, NC Broker)",
                   "email": "courtney.haywood@example.com", "phone": "(704) 555-0139",
                   "location": {"city": "Charlotte", "region": "NC"}, "profiles": [linkedin("courtneyhaywood")]},
        "work": work_truth(AV4_JOBS),
        "education": [
            {"institution": "University of North Carolina at Charlotte", "study_type": "B.A.",
             "area": "Communication Studies", "score": "3.3/4.0", "dates": dates(None, "2013-05", text="May 2013")}],
        "skills": [{"name": s} for _, items in AV4_SKILL_GROUPS for s in items],
        "certificates": [{"name": n} for _, n in AV4_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Spanish", "fluency": "conversational"}],
    })


# ---- av5: IT service desk analyst, career changer from hairdressing (Durban), an HTML page kept as HTML ---------
AV5_IT_JOBS = [
    ("IT Service Desk Analyst (Level 1)", "Coastline Managed IT (Pty) Ltd", "Umhlanga, Durban", "Mar 2025 – present",
     ("2025-03", None, True),
     ["First-line support for 40 small and medium business clients (about 1,900 users) by phone, e-mail and "
      "remote session; 35–45 tickets a day in ConnectWise.",
      "Password resets, MFA and mailbox issues, new starter and leaver accounts in Microsoft 365 and Active "
      "Directory.",
      "Set up laptops with Intune/Autopilot and on-site visits for printers, Wi-Fi and load-shedding "
      "UPS problems.",
      "94% first-contact resolution and a 4.8/5 customer satisfaction score in my first year."]),
    ("Desktop Support Intern", "eThekwini Freight Forwarders (Pty) Ltd", "Durban", "Feb 2024 – Jan 2025",
     ("2024-02", "2025-01"),
     ["12-month internship in a 150-user office: imaged and deployed 60 Windows 11 laptops, kept the asset "
      "register and helped move the file shares to SharePoint."]),
]
AV5_SALON_JOBS = [
    ("Salon Manager", "Glow Hair & Beauty Studio", "Umhlanga, Durban", "2018 – 2023", ("2018", "2023"),
     ["Ran a 6-chair salon with 5 stylists and 2 nail technicians: rosters, stock, the booking system and "
      "daily cash-ups; grew monthly turnover by 30%."]),
    ("Senior Stylist", "Curl & Colour Salon", "Musgrave, Durban", "2015 – 2018", ("2015", "2018"), []),
    ("Junior Stylist", "Curl & Colour Salon", "Musgrave, Durban", "Jan 2012 – Dec 2014", ("2012-01", "2014-12"), []),
]
AV5_CERTS = [("CompTIA A+ (Core 1 and Core 2) – CompTIA, 2024", "CompTIA A+ (Core 1 and Core 2)"),
             ("ITIL 4 Foundation – PeopleCert, 2024", "ITIL 4 Foundation"),
             ("Microsoft 365 Certified: Fundamentals (MS-900) – Microsoft, 2025",
              "Microsoft 365 Certified: Fundamentals (MS-900)"),
             ("Google IT Support Professional Certificate – Coursera, 2023", "Google IT Support Professional Certificate")]
AV5_SKILL_GROUPS = [("Technical", ["Microsoft 365 administration", "Active Directory and Entra ID",
                                   "Windows 10/11 deployment", "Intune and Autopilot",
                                   "Networking basics (TCP/IP, DNS, DHCP)", "Printer and peripheral support"]),
                    ("Tools", ["ConnectWise", "ServiceNow", "TeamViewer", "PowerShell (basic)"]),
                    ("People", ["Customer service", "Calm under pressure", "Explaining tech without jargon",
                                "Team leadership"])]


def av5_service_desk_html():
    def job(title, company, place, when, items):
        out = (f'  <article class="job">\n    <h3>{escape(title)}</h3>\n'
               f'    <p class="meta">{escape(company)}, {escape(place)} <span class="dates">{escape(when)}</span></p>\n')
        if items:
            out += "    <ul>\n" + "".join(f"      <li>{escape(i)}</li>\n" for i in items) + "    </ul>\n"
        return out + "  </article>\n"

    it_jobs = "".join(job(t, c, p, w, i) for t, c, p, w, _, i in AV5_IT_JOBS)
    salon_jobs = "".join(job(t, c, p, w, i) for t, c, p, w, _, i in AV5_SALON_JOBS)
    skills = "".join(f"    <dt>{escape(label)}</dt>\n    <dd>{' · '.join(escape(s) for s in items)}</dd>\n"
                     for label, items in AV5_SKILL_GROUPS)
    html = f"""<!DOCTYPE html>
<html lang="en-ZA">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Kavitha Naidoo | IT Support CV</title>
  <style>
    :root {{ --accent: #5b3cc4; }}
    body {{ font-family: "Segoe UI", Roboto, Helvetica, Arial, sans-serif; max-width: 820px; margin: 2rem auto;
           padding: 0 1rem; color: #1e1e24; line-height: 1.5; }}
    header {{ border-left: 6px solid var(--accent); padding-left: 1rem; }}
    h1 {{ margin: 0; font-size: 2.1rem; }}
    .tagline {{ margin: .2rem 0 .5rem; color: var(--accent); font-weight: 600; }}
    .contact {{ list-style: none; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: .3rem 1.4rem; }}
    h2 {{ font-size: 1.15rem; text-transform: uppercase; letter-spacing: .08em; color: var(--accent);
          margin: 1.8rem 0 .6rem; }}
    h3 {{ margin: 1rem 0 0; font-size: 1.05rem; }}
    .meta {{ margin: 0; color: #555; }}
    .dates {{ float: right; }}
    dl {{ display: grid; grid-template-columns: 8rem 1fr; gap: .3rem 1rem; }}
    dt {{ font-weight: 600; }}
    dd {{ margin: 0; }}
  </style>
</head>
<body>
<header>
  <h1>Kavitha Naidoo</h1>
  <p class="tagline">IT Service Desk Analyst | CompTIA A+ &amp; ITIL 4 Foundation</p>
  <ul class="contact">
    <li>Umhlanga, Durban, KwaZulu-Natal</li>
    <li><a href="tel:+27825550193">082 555 0193</a></li>
    <li><a href="mailto:kavitha.naidoo@example.com">kavitha.naidoo@example.com</a></li>
    <li><a href="https://www.linkedin.com/in/kavitha-naidoo-it">linkedin.com/in/kavitha-naidoo-it</a></li>
  </ul>
</header>

<section id="about">
  <h2>About me</h2>
  <p>After eleven years in hairdressing, five of them managing a busy salon, I retrained in IT support in 2023
  and have worked on a managed services service desk since March 2025. I bring what the salon taught me:
  patience with upset customers, a fully booked day run to the minute and a habit of following up. Looking
  for a Level 1 or Level 2 desktop support role in Durban or remote.</p>
</section>

<section id="it-experience">
  <h2>IT experience</h2>
{it_jobs}</section>

<section id="previous-career">
  <h2>Previous career: hair &amp; beauty</h2>
{salon_jobs}</section>

<section id="education">
  <h2>Education</h2>
  <h3>Higher Certificate in Information Technology</h3>
  <p class="meta">Richfield, Durban campus (part-time) <span class="dates">2023 – 2024</span></p>
  <p>User support services major · NQF Level 5 · Passed with Distinction</p>
  <h3>National Certificate: Hairdressing (NQF Level 4)</h3>
  <p class="meta">Berea School of Hair Design, Durban <span class="dates">2012 – 2013</span></p>
  <p>Trade test passed 2014</p>
  <h3>National Senior Certificate (Matric)</h3>
  <p class="meta">Northcliff Park Secondary School, Durban <span class="dates">2011</span></p>
</section>

<section id="certifications">
  <h2>Certifications</h2>
  <ul>
{"".join(f"    <li>{escape(p)}</li>" + chr(10) for p, _ in AV5_CERTS)}  </ul>
</section>

<section id="home-lab">
  <h2>Home lab</h2>
  <p>Windows Server 2022 domain controller, a pfSense firewall and two Windows 11 clients on an old desktop
  running Hyper-V, used to practise Group Policy, DNS and DHCP, and backups.</p>
</section>

<section id="skills">
  <h2>Skills</h2>
  <dl>
{skills}  </dl>
</section>

<section id="languages">
  <h2>Languages</h2>
  <p>English (first language) · isiZulu (conversational) · Tamil (basic)</p>
</section>

<footer><p>References available on request. Own transport, valid Code B driver's licence.</p></footer>
</body>
</html>
"""
    name = "av5-kavitha-naidoo"
    write_text(name + ".html", html)
    write_truth(name, {
        "basics": {"name": "Kavitha Naidoo", "label": "IT Service Desk Analyst | CompTIA A+ & ITIL 4 Foundation",
                   "email": "kavitha.naidoo@example.com", "phone": "082 555 0193",
                   "location": {"city": "Durban", "region": "KwaZulu-Natal"},
                   "profiles": [linkedin("kavitha-naidoo-it")]},
        "work": work_truth(AV5_IT_JOBS + AV5_SALON_JOBS),
        "education": [
            {"institution": "Richfield", "study_type": "Higher Certificate", "area": "Information Technology",
             "score": "Distinction", "dates": dates("2023", "2024", text="2023 – 2024")},
            {"institution": "Berea School of Hair Design", "study_type": "National Certificate", "area": "Hairdressing",
             "dates": dates("2012", "2013", text="2012 – 2013")},
            {"institution": "Northcliff Park Secondary School", "study_type": "National Senior Certificate (Matric)",
             "dates": dates(None, "2011", text="2011")}],
        "skills": [{"name": s} for _, items in AV5_SKILL_GROUPS for s in items],
        "certificates": [{"name": n} for _, n in AV5_CERTS],
        "languages": [{"language": "English", "fluency": "first language"},
                      {"language": "isiZulu", "fluency": "conversational"},
                      {"language": "Tamil", "fluency": "basic"}],
    })


# ---- av6: automotive service advisor (Limerick), plain text, UTF-8 ----------------------------------------------
AV6_SHANNONSIDE = ("Shannonside Motors Ltd", "Dock Road, Limerick")
AV6_JOBS = [
    ("Senior Service Advisor", *AV6_SHANNONSIDE, "Nov 2022 – Present", ("2022-11", None, True),
     ["Front of house for a main dealer workshop with 11 technicians: bookings, check-in, video health "
      "checks, estimates and hand-back for 30–40 cars a day.",
      "Highest service advisor CSI in the dealer group for 2024 (96.2%); trained two new advisors.",
      "Manage warranty and goodwill claims with the manufacturer and workshop loading with the foreman.",
      "Sell service plans and menu-priced repairs; average labour sale per RO up 18% in 2025."]),
    ("Service Advisor", *AV6_SHANNONSIDE, "May 2019 – Oct 2022", ("2019-05", "2022-10"),
     ["Booked services and NCT preparation, took customer calls and kept customers updated on their repairs."]),
    ("Parts Interpreter", "Treaty City Commercials Ltd", "Raheen, Limerick", "2016 – 2019", ("2016", "2019"),
     ["Trade and workshop parts counter for a commercial vehicle dealer; EPC look-ups, stock orders and "
      "returns."]),
    ("Parts Counter Assistant (part-time)", "Clare Motor Factors Ltd", "Ennis, Co. Clare", "Sep 2013 – Dec 2015",
     ("2013-09", "2015-12"), []),
    ("Car Valeter (summer)", "Ennis Road Car Wash & Valet", "Limerick", "Jun–Aug 2013", ("2013-06", "2013-08"), []),
]
AV6_CERTS = [("Certificate in Automotive Service Advising – SIMI Skillnet, 2019",
              "Certificate in Automotive Service Advising"),
             ("Occupational First Aid (QQI Level 5) – expires 06/2027", "Occupational First Aid (QQI Level 5)"),
             ("Manual Handling – 2024", "Manual Handling")]
AV6_SKILLS = ["Service booking and workshop loading", "Video health checks and menu pricing",
              "Warranty and goodwill claims", "Dealer management systems (Keyloop, CDK)", "NCT preparation",
              "Parts look-up (EPC)", "Complaint handling", "Cash and card reconciliation"]


def av6_service_advisor_txt():
    import textwrap
    width = 84

    def heading(text):
        return ["", "", text.upper(), "=" * len(text)]

    out = ["DARRAGH FITZGIBBON",
           "Senior Service Advisor | Main Dealer Aftersales",
           "Castletroy, Limerick V94 X2F3  ·  086 555 0127  ·  darragh.fitzgibbon@example.com",
           "https://www.linkedin.com/in/darragh-fitzgibbon"]
    out += heading("Profile")
    out += textwrap.wrap(break_on_hyphens=False, text="Service advisor with over ten years in the motor trade in Limerick and Clare, from the "
                         "parts counter to senior service advisor at a busy main dealer. Good with customers, "
                         "quick on the DMS and I keep the workshop loaded. Looking for a senior advisor or "
                         "aftersales team lead role in Limerick, Ennis or Shannon.", width=width)
    out += heading("Work Experience")
    for title, company, place, when, _, items in AV6_JOBS:
        out += ["", f"{title}  |  {company}, {place}", when]
        out += [textwrap.fill(item, width, initial_indent=" • ", subsequent_indent="   ",
                              break_on_hyphens=False) for item in items]
    out += heading("Education")
    out += ["",
            "Higher Certificate in Business (Level 6 NFQ)  |  Limerick Institute of Technology",
            "2014 – 2016 (part-time, evenings)",
            "",
            "Leaving Certificate  |  Ballysimon Community College, Limerick",
            "2013"]
    out += heading("Certifications")
    out += [" • " + p for p, _ in AV6_CERTS]
    out += heading("Skills")
    out += [" • " + s for s in AV6_SKILLS]
    out += heading("Languages")
    out += ["English – native; Irish – conversational"]
    out += heading("Other")
    out += ["Full clean Category B driving licence. References available on request.", ""]
    text = "\n".join(out)
    assert all(len(line) <= width for line in text.split("\n")), [l for l in text.split("\n") if len(l) > width]
    name = "av6-darragh-fitzgibbon"
    write_text(name + ".txt", text)
    write_truth(name, {
        "basics": {"name": "Darragh Fitzgibbon", "label": "Senior Service Advisor | Main Dealer Aftersales",
                   "email": "darragh.fitzgibbon@example.com", "phone": "086 555 0127",
                   "location": {"city": "Limerick"}, "profiles": [linkedin("darragh-fitzgibbon")]},
        "work": work_truth(AV6_JOBS),
        "education": [
            {"institution": "Limerick Institute of Technology", "study_type": "Higher Certificate", "area": "Business",
             "dates": dates("2014", "2016", text="2014 – 2016")},
            {"institution": "Ballysimon Community College", "study_type": "Leaving Certificate",
             "dates": dates(None, "2013", text="2013")}],
        "skills": [{"name": s} for s in AV6_SKILLS],
        "certificates": [{"name": n} for _, n in AV6_CERTS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Irish", "fluency": "conversational"}],
    })


if __name__ == "__main__":
    av1_payroll_specialist_docx()
    av2_commercial_electrician_lo()
    av3_practice_manager_reportlab()
    av4_community_manager_weasyprint()
    av5_service_desk_html()
    av6_service_advisor_txt()
