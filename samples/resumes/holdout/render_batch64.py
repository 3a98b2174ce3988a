#!/usr/bin/env python3
"""Renders the sixty-fourth held-out batch (bl1–bl6) into files/ and its truth into truth/.

Written without reading the parser (nor anything under /work/main/Sources, Tests, docs, Benchmarks, .build or
output, nor anything under /tmp or /var/tmp other than this batch's own scratch folder: one listing of /var/tmp
filtered to the name "bl64", to make sure the scratch folder did not exist yet, printed a count of 0); no project
binary (mm-*), swift or git command was run, and the search tools were not used on this project. The only project
files read were holdout_render.py in full, render_batch55.py in full (for the conventions, the truth shape and the
decisions it records), the docstring openings (first 40 lines only) of render_batch50.py to render_batch54.py and
render_batch56.py to render_batch63.py (for the occupations, countries and producers already used; a grep over
those same 40-line openings was run once to list the sales and producer words in them) and three truth files,
whole: at6-thiago-ribeiro.json (batch 46's key account manager: promotions at one employer written as separate
entries, the employer repeated, a printed country as "country_code"), az3-bethany-lowe.json (batch 52's recruitment
consultant: a sales-minded UK CV, dates in capitals "APRIL 2023 - PRESENT" kept as printed, "BA (Hons)" with its
class "2:1" as "score", "A Levels" without an area) and bk3-leanne-vujnovic.json (batch 63's supermarket
operations manager: several titles at one employer one entry each, an undated job {"is_current": false}). files/
and truth/ were listed only to make sure no bl* file existed. Nothing else in the project was read. The helpers
job, docx_hyperlink, table_borders, cell_props and fixed_widths are copied as batch 55 wrote them; docx_runner,
docx_page_field and gdocs_text are written for this batch; the rest comes from holdout_render.py. Scratch files
(the LibreOffice conversion of bl4 and page check of bl1, the Chromium profile and print of bl5) go to
/var/tmp/bl64 (tempfile.tempdir and TMPDIR point there while the script runs), removed at the end. Nothing was
installed. The outputs were checked only from the outside (pdftotext and pdfinfo on the PDFs – for bl2's first
page also cropped to the sidebar, since pdftotext interleaves its two columns –, python-docx on the DOCX with its
tables, the HTML's text through html.parser, page images with pdftoppm, a LibreOffice PDF of bl1 and a headless
Chromium screenshot of bl3, all in the scratch folder): every truth string is in its file's text.

SALES AND CUSTOMER-FACING CAREERS: a sales recruitment desk's inbox in the last week of December 2026, six people in
six occupations that batches 50–63's docstrings do not have (they list, among others, a customer success manager, a
recruitment consultant, a customer service representative, a bank teller, a motor and property claims handler, a
supermarket regional operations manager who had been a store manager, an executive assistant and a senior cabin
crew member; batch 58's names batch 46's key account manager), one each in the US, Australia, South Africa, Canada,
the UK and Ireland: a senior B2B SaaS account executive in Denver, Colorado; an orthopaedic medical device
territory manager in Sydney, New South Wales; an outbound sales and retention contact-centre team leader in Durban,
KwaZulu-Natal; a commercial lines insurance broker in Kitchener, Ontario; an estate agent and branch manager in
Chelmsford, Essex; and a car sales executive in Kilkenny. Of the brief's examples the account executive, the
medical device representative, the contact-centre team leader, the estate agent and the insurance broker were kept;
the retail store manager (bk3's career runs through store manager), the customer success manager and the
recruitment consultant (both batch 52's) were left out, and a motor-trade sales executive was added. Their resumes
look as sales resumes do: numbers in every bullet (% to quota or target, ACV, premium, fees, units, rankings "#1 of
22"), President's Club and other awards with years, a results table by year in five of the six (quota attainment,
results vs target, team results, production summary, units sold vs target), a "Key achievements" block at the top
(bl1–bl4, bl6) or in every role (bl5), a stats band (bl5), territories and product portfolios (bl2), two to four
roles at one employer with promotions (all six), CRM and sales tools as skills, licences and designations (bl4's
RIBO licence, CAIB and CIP; bl5's Propertymark awards), languages and headlines with slogans. Producers: one each
of a Word file kept as DOCX, ReportLab, a Google Docs HTML export, a LibreOffice PDF of a Word file, headless
Chromium and WeasyPrint (batches 59–63 leaned on fpdf2, PyMuPDF, pdflatex, wkhtmltopdf, Notepad text and
hand-written HTML, and left ReportLab, WeasyPrint and Chromium alone; no batch docstring read lists a Google Docs
export or a Word resume whose name and contact details live in the page header):

- bl1 (DOCX, python-docx 1.2, kept as the Word file; Calibri 10.5 pt, Letter, TWO pages; the page count is checked
  on a throw-away LibreOffice PDF with Carlito for Calibri): a US tech-sales resume with THREE TABLES: the navy name
  "Kendra M. Whitacre", the green headline "Senior Account Executive | Mid-Market SaaS | 5× Quota Achiever,
  President's Club 2023 & 2025", a " | " contact line ("Denver, CO 80211", "(303) 555-0148", Word hyperlinks
  printed "kendra.whitacre@example.com" and "linkedin.com/in/kendrawhitacre"); navy capital headings over a rule;
  SUMMARY; KEY ACHIEVEMENTS as a shaded one-cell table of bullets with bold numbers; a QUOTA ATTAINMENT TABLE (Year,
  Role, Quota (ACV), Closed-won, Attainment, Team rank; FY2021–FY2025 and an italic "FY2026 (Jan–Nov)" row "88%
  YTD") with a grey italic note under it; PROFESSIONAL EXPERIENCE with THE EMPLOYER ONCE in small capitals and its
  place on a right tab ("Summit Ridge Software" "Denver, CO"), a grey descriptor line ("… · promoted three
  times"), then FOUR ROLES under it, each a bold title with the dates on a right tab and bullets: "Senior Account
  Executive, Mid-Market" "Jan 2024 – Present", "Account Executive, Mid-Market" "Jan 2022 – Dec 2023", "Account
  Executive, SMB" "Mar 2020 – Dec 2021", "Sales Development Representative" "Jun 2018 – Feb 2020"; then two earlier
  employers in the same form ("Peak Office Solutions" "Englewood, CO" / "Inside Sales Representative" "Aug 2016 –
  May 2018"; "Trailhead Outfitters" "Fort Collins, CO" / "Sales Associate (part-time)" "2013 – 2016"); EDUCATION
  ("B.S. Business Administration, Marketing concentration" "May 2016", "Colorado State University, Fort Collins,
  CO"); SKILLS as a borderless two-row table ("Sales" and "Tools & CRM", the items joined by "  ·  "); CERTIFICATIONS
  & TRAINING ("bold name – grey issuer, year"); AWARDS; LANGUAGES ("English (native)  ·  Spanish (professional
  working proficiency)"). A senior B2B SaaS account executive in Denver, Colorado.
- bl2 (ReportLab 5.1 platypus with Liberation Sans, A4, TWO pages, the TWO-COLUMN PDF): page 1 has a DARK NAVY
  SIDEBAR AT THE LEFT, drawn FIRST in the content stream (the sidebar's frame comes before the main frame, so the
  PDF's text runs sidebar first): CONTACT ("0491 576 398" – an ACMA drama number –, a mailto link, a link printed
  "linkedin.com/in/elenimarkopoulos", "Marrickville, Sydney NSW"), TERRITORY, PRODUCT PORTFOLIO, SALES SKILLS, CRM &
  TOOLS, AWARDS, LANGUAGES ("English – native", "Greek – conversational") and CHECKS & LICENCE; the main column
  holds the name "Eleni Markopoulos", the teal label "Territory Manager – Orthopaedic Trauma & Extremities |
  Medical Device Sales" (wrapping), PROFILE, KEY ACHIEVEMENTS ("■" bullets), a RESULTS VS TARGET table by Australian
  financial year (FY23–FY26 and "FY27 YTD (Jul–Nov)"), and EXPERIENCE, each job a bold title over an italic
  "Employer, Place  |  dates" line and bullets: "Territory Manager – Trauma & Extremities" "Jul 2022 – Present" and
  "Associate Territory Manager" "Feb 2020 – Jun 2022" at Meridian Orthopaedics Australia Pty Ltd, Sydney NSW;
  "Hospital Sales Representative – Wound Care" Kestrel Surgical Supplies Pty Ltd "Mar 2018 – Jan 2020";
  "Pharmacy Business Development Representative" Southern Cross Consumer Health, Parramatta NSW "2016 – 2018";
  "Exercise Scientist (part-time)" Inner West Physio & Rehab, Leichhardt NSW "2014 – 2016". Page 2 has ONE
  full-width frame and no sidebar: EDUCATION ("Bachelor of Applied Science (Exercise and Sport Science)" "The
  University of Sydney  |  2011 – 2014"), CERTIFICATIONS ("name (year)") and "Referees available on request." An
  orthopaedic medical device territory manager in Sydney, New South Wales.
- bl3 (an HTML file as GOOGLE DOCS' "Download → Web page (.html)" writes it: one line, no doctype, a <style> of
  generated class names (.c0–.c17, "lst-kix_…" list classes, .title and .subtitle), every non-ASCII character as
  an entity (&ndash;, &mdash;, &middot;, &ldquo;), headings with random-looking ids "h.…", the LinkedIn link
  wrapped in Google's "https://www.google.com/url?q=…&sa=D&source=editors&ust=…&usg=…" redirect, the mailto link
  bare; Open Sans and Merriweather named but not embedded): the "Swiss"-style template's title "Nokuthula
  Mkhize", subtitle "Contact Centre Team Leader | Outbound Sales & Retention | UK Telco Campaigns", a " · " contact
  line ("Umhlanga, Durban, KwaZulu-Natal", "082 555 0147", the email, "linkedin.com/in/nokuthula-mkhize"), an
  italic SLOGAN LINE ("“Happy agents sell more – and stay.”"); H1 section names in blue capitals; SUMMARY; KEY
  ACHIEVEMENTS; EXPERIENCE with each job AN H2 "Employer, Place — Title" (the employer in bold, the place and the
  title in italics after it, the title itself holding an en dash) over an H3 of CAPITAL dates: "Team Leader –
  Outbound Sales & Retention" "APRIL 2022 - PRESENT", "Senior Sales Agent & Floor Support" "MARCH 2020 - MARCH 2022"
  and "Sales Agent – UK Insurance Campaign" "JUNE 2018 - FEBRUARY 2020" at Blue Lagoon Contact Solutions, Umhlanga;
  "Cashier & Customer Service" Pavilion Shoe Co., Westville "JANUARY 2016 - MAY 2018"; a TEAM RESULTS table (Year,
  Agents, Sales target, Sales, % to target, Save rate, QA average, Rank (TLs)) with a note; EDUCATION in the same H2/H3
  form ("University of South Africa (UNISA) — Higher Certificate in Economic and Management Sciences" "2019 - 2021",
  with NO place; "Inanda Heights Secondary School, Durban — National Senior Certificate (Matric)" "2015"), each
  with a remark; CERTIFICATES ("bold name" then a grey remark); SKILLS; SYSTEMS as one " · " line; AWARDS;
  LANGUAGES ("isiZulu (home language) · English (fluent) · isiXhosa (conversational) · Afrikaans (basic)");
  REFERENCES. A contact-centre team leader in Durban, KwaZulu-Natal.
- bl4 (LibreOffice 7.4 PDF of a DOCX written with python-docx, Arial shown as Liberation Sans, 9.5 pt, Letter, TWO
  pages): a Canadian broker's resume whose NAME, HEADLINE AND CONTACT LINE ARE IN THE WORD PAGE HEADER, so they are
  printed AGAIN at the top of page 2 ("Gurleen Dhaliwal", "Commercial Lines Insurance Broker | RIBO Level 2 Licensed
  | CAIB, CIP", "Kitchener, ON N2H 5B3  |  519-555-0163  |  gurleen.dhaliwal@example.com  |
  linkedin.com/in/gurleen-dhaliwal-caib" over a rule), and a FOOTER on every page ("Gurleen Dhaliwal – Resume –
  Confidential" at the left, "Page 1 of 2" from PAGE and NUMPAGES fields at the right); the body has no name:
  PROFESSIONAL PROFILE; KEY ACHIEVEMENTS; a PRODUCTION SUMMARY table (Year, New business premium, Target, % to
  target, Retention, Producer rank; 2022–2025 and "2026 (Jan–Nov)"); PROFESSIONAL EXPERIENCE with the employer once
  ("Grand River Insurance Brokers Ltd." with "Kitchener, ON" on a right tab) over THREE ROLES ("Commercial Lines
  Account Executive" "January 2022 – Present", "Commercial Lines Account Manager" "May 2019 – December 2021",
  "Personal Lines Broker" "September 2016 – April 2019"), then "Lakeshore Direct Insurance" "Mississauga, ON" /
  "Inbound Sales Representative – Auto & Home" "June 2014 – August 2016" and "Kitchener Market Grocers" "Kitchener,
  ON" / "Customer Service Associate (part-time)" "2011 – 2014" (no bullets, an italic remark); LICENCES &
  DESIGNATIONS, the list BROKEN BY THE PAGE BREAK (two items on page 1, the third under page 2's header); EDUCATION
  ("Ontario College Diploma in Business – Insurance" "2012 – 2014", "Conestoga College, Kitchener, ON  ·  Dean's
  Honours List"); SKILLS & SYSTEMS as two run-in lines of "; " items; AWARDS; LANGUAGES ("English (fluent), Punjabi
  (native), Hindi (conversational)"). A commercial lines insurance broker in Kitchener, Ontario.
- bl5 (headless Chromium 156 "Save as PDF" of an HTML/CSS page, A4, TWO pages, Liberation Sans): an online
  builder's design: a dark green rounded HEADER BAND with the name "Jodie Harrington", the gold label "Estate Agent
  – Branch Manager & Senior Valuer | MNAEA Propertymark", an italic SLOGAN LINE ("“Priced right, marketed hard,
  progressed to completion.”") and a " • " contact line ("Springfield, Chelmsford, Essex CM2", the Ofcom drama
  mobile "07700 900512", mailto and LinkedIn links); a gold STATS BAND of four big numbers with captions ("£18.6m",
  "164", "#1 of 23", "47%"); PROFILE; EXPERIENCE as a grid with THE DATES IN A LEFT COLUMN and, at the right, the bold
  title, an italic "Employer, Place" line, a description and A "KEY ACHIEVEMENTS" SUBHEADING AND BULLETS IN EVERY
  ROLE: "Branch Manager & Senior Valuer" "Mar 2023 – Present", "Senior Sales Negotiator" "Jan 2020 – Feb 2023" and
  "Sales Negotiator" "Aug 2018 – Dec 2019" at Moulsham & Co Estate Agents, Chelmsford; "Lettings Negotiator"
  Blackwater Lettings, Maldon "Sep 2016 – Jul 2018"; "Sales Adviser" Highwood Mobile, Chelmsford "2014 – 2016";
  EDUCATION in the same grid ("BA (Hons) Business Management – 2:2" Anglia Ruskin University "2011 – 2014"; "A
  Levels – Business (B), English Literature (C), Psychology (C)" Chelmer Road Sixth Form College "2009 – 2011"); then
  two columns: EXPERTISE (bullets) and PROPERTY SYSTEMS (a " · " line) at the left, QUALIFICATIONS ("name (year or
  note)"), AWARDS, LANGUAGES ("English – native  ·  French – basic (GCSE)") and ADDITIONAL at the right. An estate
  agent and branch manager in Chelmsford, Essex.
- bl6 (WeasyPrint 70 of an HTML/CSS resume, A4, ONE page, Liberation Sans): a red-accented one-page CV: the name
  "Mantas Jankauskas" beside a red bar, the label WITH ITS SLOGAN IN IT ("Car Sales Executive | Toyota Hybrid
  Specialist | “Sell the car, earn the customer.”"), a " · " contact line ("Loughboy, Kilkenny", "086 555 0171", a
  mailto link); KEY ACHIEVEMENTS as a tinted 2×2 grid; a UNITS SOLD VS TARGET table (Year, Units (new + used),
  Target, % to target, Rank of 6; 2021–2025 and "2026 (Jan–Nov)"); EXPERIENCE with each job a bold title over a
  grey "Employer, Place  ·  dates" line and bullets: "Senior Sales Executive" "Jan 2024 – present" and "Sales
  Executive" "Mar 2019 – Dec 2023" at Nore Valley Motors Ltd, Kilkenny; "Used Car Sales Executive" Marble City Car
  Sales "2017 – 2019"; "Sales Assistant (part-time)" Watergate Electrical "2014 – 2017"; then THREE COLUMNS:
  EDUCATION ("Bachelor of Business (Level 7) in Marketing" "Institute of Technology Carlow · 2014 – 2017",
  "Leaving Certificate" "Castle Road Community College, Kilkenny · 2014") and LANGUAGES ("Lithuanian (native) ·
  English (fluent) · Russian (basic)"); SKILLS and DEALER SYSTEMS; CERTIFICATES and ALSO. A car sales executive in
  Kilkenny, Ireland.

They hold what sales resumes hold: promotions at one employer printed as an employer heading over several roles
(bl1, bl4) or as the employer repeated on every role (bl2, bl3, bl5, bl6); dates written "Jan 2024 – Present",
"Jan 2022 – Dec 2023", "Mar 2020 – Dec 2021", "Jun 2018 – Feb 2020", "Aug 2016 – May 2018", "2013 – 2016", "Jul
2022 – Present", "Feb 2020 – Jun 2022", "Mar 2018 – Jan 2020", "2016 – 2018", "2014 – 2016", "APRIL 2022 - PRESENT",
"MARCH 2020 - MARCH 2022", "JUNE 2018 - FEBRUARY 2020", "JANUARY 2016 - MAY 2018", "January 2022 – Present", "May
2019 – December 2021", "September 2016 – April 2019", "June 2014 – August 2016", "2011 – 2014", "Mar 2023 –
Present", "Jan 2020 – Feb 2023", "Aug 2018 – Dec 2019", "Sep 2016 – Jul 2018", "Jan 2024 – present", "Mar 2019 –
Dec 2023", "2017 – 2019", "2014 – 2017"; and for education "May 2016", "2011 – 2014", "2019 - 2021", "2015",
"2012 – 2014", "2009 – 2011", "2014 – 2017", "2014"; results tables whose years, roles and numbers look like
dates and jobs; phones in each country's form (555 numbers in the US, South Africa, Canada and Ireland, an ACMA
drama mobile in Australia, an Ofcom drama mobile in the UK).

Decisions for this batch (following batch 55's and, through its docstring, batches 45–54's; new ones marked NEW):
- Results tables (NEW): the quota-attainment, results-vs-target, team-results, production-summary and units-sold
  tables are not work entries (their "Role" column in bl1 repeats the jobs), not skills and not education; nothing
  in them is recorded (the truth has no field for them). Nor are the key achievements, the stats band (bl5), the
  awards and President's Clubs, territories and product portfolios (bl2), notes under tables and descriptors under
  employers ("… · promoted three times").
- Several roles under one employer heading (bl1, bl4; batch 63's rule): each role is its own work entry in
  printed order, with the employer's name and the place printed on the heading ("Summit Ridge Software" "Denver,
  CO"; "Grand River Insurance Brokers Ltd." "Kitchener, ON"); bl1's employer is printed in Word small capitals, its
  text in mixed case, and recorded as that text.
- bl3's Google Docs "Employer, Place — Title" H2 (NEW): the employer is the bold part before the comma
  ("Blue Lagoon Contact Solutions"), the place the italic part before the em dash ("Umhlanga", "Westville"), the
  position everything after the em dash, its own en dash kept ("Team Leader – Outbound Sales & Retention"); the
  capital H3 dates are date_text as printed ("APRIL 2022 - PRESENT", current from 2022-04). The same form gives
  the education entries (UNISA with no place).
- Headers and footers (bl4, NEW): the name, label, email, phone, location and LinkedIn come from the page header
  (there is no other copy); its repetition on page 2 and the footer ("… – Resume – Confidential", "Page 1 of 2")
  are not content.
- Slogans (NEW): a slogan printed INSIDE the headline line is part of the label, quotes and all (bl6: "Car Sales
  Executive | Toyota Hybrid Specialist | “Sell the car, earn the customer.”"); a slogan on ITS OWN LINE under the
  label or the contact line (bl3's "“Happy agents sell more – and stay.”", bl5's "“Priced right, marketed hard,
  progressed to completion.”") is a tagline, not the label, and is not recorded. bl1's label keeps its claims
  ("5× Quota Achiever, President's Club 2023 & 2025") as printed.
- Education (batch 55's rule: the study type is the kind of qualification, the area its field; concentrations,
  levels in parentheses, campuses, honours lists and remarks left out): "B.S." / "Business Administration" (",
  Marketing concentration" left out); "Bachelor of Applied Science" / "Exercise and Sport Science" (the
  parenthesis is the field); "Higher Certificate" / "Economic and Management Sciences" at "University of South
  Africa (UNISA)" (the acronym kept, as batch 55 kept "(QCE)"); "National Senior Certificate (Matric)" whole, as
  batch 55 kept "Queensland Certificate of Education (QCE)"; "Ontario College Diploma" / "Business – Insurance";
  "BA (Hons)" / "Business Management" with "2:2" as "score" (az3's form); "A Levels" (the subjects and grades left
  out); "Bachelor of Business" / "Marketing" ("(Level 7)", the Irish NFQ level, left out as batch 55 left out
  "(Level 3)"); "Leaving Certificate". Institutions without the town after the comma. A single year or "May 2016"
  is the end date.
- Certificates and licences drop issuers, years and notes printed beside them and keep what is part of the name:
  bl1's three training certificates; bl2 "MTAA Code of Practice Certification", "AO Trauma ORP Course – Principles
  in Fracture Management" (the dash is in the course's name), "HLTAID011 Provide First Aid" (the unit code kept);
  bl3 "National Certificate: Contact Centre Operations" (" – NQF Level 2 (Services SETA learnership, 2018)" left
  out), "COPC Team Leader Fundamentals", "FCA Consumer Duty Awareness"; bl4's LICENCES & DESIGNATIONS: "RIBO Level 2
  Broker Licence" (a licence, batch 55's rule for bc2's radiation licence), "Canadian Accredited Insurance Broker
  (CAIB)" and "Chartered Insurance Professional (CIP)" (the acronyms kept); bl5's QUALIFICATIONS: the two
  Propertymark Level 3 awards and "Anti-Money Laundering for Estate Agents"; bl6 "Toyota Certified Sales Consultant
  Level 3" (the level is part of the printed name), "Hybrid & Electric Vehicle Product Specialist", "SIMI Motor
  Finance Compliance Training". MNAEA in bl5's label is a membership, not a certificate; driver licences and
  checks (bl2's Working With Children Check and vaccination line, bl5's Additional, bl6's Also) are not
  certificates.
- Skills are the listed items as printed, in order: bl1's "Sales" then "Tools & CRM" items; bl2's SALES SKILLS then
  CRM & TOOLS (not the product portfolio or territory); bl3's SKILLS then SYSTEMS; bl4's "Skills:" then "Systems:"
  items; bl5's EXPERTISE then PROPERTY SYSTEMS; bl6's SKILLS then DEALER SYSTEMS. Achievements, profile claims and
  awards are not skills.
- Languages with their fluency as printed, a remark in parentheses after it left out (batch 55's rule): bl1
  "Spanish" "professional working proficiency", bl3 "isiZulu" "home language", bl5 "French" "basic" ("(GCSE)" left
  out).
- Basics: the label is the line under the name, whole. Location is the city with the state, province or county
  printed beside it, without a suburb, postcode or country: "Denver" / "CO" (80211 left out), "Sydney" / "NSW"
  (Marrickville left out), "Durban" / "KwaZulu-Natal" (Umhlanga left out), "Kitchener" / "ON" (N2H 5B3 left out),
  "Chelmsford" / "Essex" (Springfield and CM2 left out), "Kilkenny" (Loughboy left out). No country is printed, so
  none has a country_code. Every file but bl6 prints a LinkedIn profile (bl3's behind Google's redirect, recorded
  as the target). Phones as printed.
- Work: locations as printed with each job ("Sydney NSW", "Parramatta NSW", "Umhlanga", "Mississauga, ON",
  "Chelmsford", "Kilkenny"); "present", "Present" and "PRESENT" make a job current; "2013 – 2016" and the like are
  years only. bl4's part-time job has no bullets, only an italic remark, and is an entry like any other.

Truth conventions as in batches 5–55: date_text as printed (dashes and capitals as typed), the work entry's
location where printed, phones as printed. Every person, employer, school named as invented below, phone and email
is invented (emails at example.com), except the universities, colleges, awarding bodies, regulators, issuers,
awards schemes, products, tools and places, which are real and named as any resume names them (Colorado State
University, Sandler Training, MEDDPICC, Force Management's Command of the Message, Salesforce, Outreach, Gong,
LinkedIn Sales Navigator, ZoomInfo, Clari, DocuSign, The University of Sydney, the MTAA, the AO Foundation's AO
Trauma, the HLT training-package unit, Veeva CRM, Power BI, SAP, NSW Health, the University of South Africa, the
Services SETA, the NQF, COPC, the FCA, Genesys Cloud CX, Playvox, Microsoft Excel, RIBO, the Insurance Brokers
Association of Canada (CAIB), the Insurance Institute of Canada (CIP), Conestoga College, Applied Epic, Applied
Rating Services, CSIO, HubSpot, Microsoft 365, Anglia Ruskin University, NAEA Propertymark, the ESTAS, Reapit,
Alto, Rightmove Plus, Zoopla Pro, Toyota, Lexus and Toyota Ireland, SIMI, Keyloop, CitNOW, DoneDeal, Carzone,
Cartell and the Institute of Technology Carlow). Invented: Summit Ridge Software, Peak Office Solutions,
Trailhead Outfitters, Meridian Orthopaedics Australia Pty Ltd, Kestrel Surgical Supplies Pty Ltd, Southern Cross
Consumer Health, Inner West Physio & Rehab, Blue Lagoon Contact Solutions, Pavilion Shoe Co., Inanda Heights
Secondary School, Grand River Insurance Brokers Ltd., Lakeshore Direct Insurance, Kitchener Market Grocers,
Moulsham & Co Estate Agents, Blackwater Lettings, Highwood Mobile, Chelmer Road Sixth Form College, Nore Valley
Motors Ltd, Marble City Car Sales, Watergate Electrical and Castle Road Community College; the awards given by
them and "Toyota Ireland Sales Excellence – Gold" are invented too.

Tools: python-docx 1.2, reportlab 5.1 and weasyprint 70 (installed already), Chromium 156 (headless), LibreOffice
7.4 (bl4's PDF and bl1's page check), fonts-liberation, Carlito and poppler-utils. bottom_border, check_pages,
chromium_pdf, dates, libreoffice_pdf, linkedin, lo_page_count, new_docx, oxml_element, pdf_pages, write_text and
write_truth come from holdout_render.py.
Run from this folder: python3 render_batch64.py
"""
import html as htmllib
import os
import shutil
import tempfile
from html.entities import codepoint2name
from xml.sax.saxutils import escape

from holdout_render import (FILES, check_pages, chromium_pdf, dates, linkedin, lo_page_count, oxml_element,
                            pdf_pages, write_text, write_truth)

# Scratch files (the LibreOffice conversions and page checks, the Chromium profile and print) go here, never to /tmp.
SCRATCH = os.environ.get("BL64_SCRATCH", "/var/tmp/bl64")


def job(position, name, location, date_text, span):
    """A truth work entry; the location is left out where none is printed, and a job printed without dates
    has a dates object with is_current false only (holdout_render.work_truth's rule)."""
    entry = {"position": position, "name": name}
    if location:
        entry["location"] = location
    entry["dates"] = dates(*span, text=date_text) if date_text else dates(None)
    return entry


def docx_hyperlink(paragraph, url, text, color="1F4E79", underline=True, size=None):
    """Appends a Word hyperlink (w:hyperlink with an external relationship) printed as `text`."""
    from docx.opc.constants import RELATIONSHIP_TYPE
    from docx.oxml.ns import qn
    r_id = paragraph.part.relate_to(url, RELATIONSHIP_TYPE.HYPERLINK, is_external=True)
    link = oxml_element("w:hyperlink")
    link.set(qn("r:id"), r_id)
    run = oxml_element("w:r")
    props = oxml_element("w:rPr")
    props.append(oxml_element("w:color", val=color))
    if underline:
        props.append(oxml_element("w:u", val="single"))
    if size:
        props.append(oxml_element("w:sz", val=str(int(size * 2))))
    run.append(props)
    t = oxml_element("w:t")
    t.text = text
    t.set("{http://www.w3.org/XML/1998/namespace}space", "preserve")
    run.append(t)
    link.append(run)
    paragraph._p.append(link)


def table_borders(table, val="nil", color="auto", size="4", edges=("top", "left", "bottom", "right", "insideH",
                                                                   "insideV")):
    """Sets the table's borders (w:tblBorders): none by default, or thin lines of one colour on the given edges."""
    borders = oxml_element("w:tblBorders")
    for edge in ("top", "left", "bottom", "right", "insideH", "insideV"):
        if edge in edges:
            borders.append(oxml_element("w:" + edge, val=val, sz=size, space="0", color=color))
        else:
            borders.append(oxml_element("w:" + edge, val="nil"))
    table._tbl.tblPr.append(borders)


def cell_props(cell, fill=None, border=None, valign=None, width=None):
    """A cell's fill (w:shd), its own box border (w:tcBorders, (colour, size)), vertical alignment and width."""
    from docx.enum.table import WD_CELL_VERTICAL_ALIGNMENT
    tc_pr = cell._tc.get_or_add_tcPr()
    if border:
        borders = oxml_element("w:tcBorders")
        for edge in ("top", "left", "bottom", "right"):
            borders.append(oxml_element("w:" + edge, val="single", sz=border[1], space="0", color=border[0]))
        tc_pr.append(borders)
    if fill:
        tc_pr.append(oxml_element("w:shd", val="clear", color="auto", fill=fill))
    if valign:
        cell.vertical_alignment = {"center": WD_CELL_VERTICAL_ALIGNMENT.CENTER,
                                   "top": WD_CELL_VERTICAL_ALIGNMENT.TOP}[valign]
    if width is not None:
        cell.width = width


def fixed_widths(table, widths):
    """Gives a python-docx table fixed column widths (w:tblLayout fixed, the grid and every cell)."""
    table.autofit = False
    table._tbl.tblPr.append(oxml_element("w:tblLayout", type="fixed"))
    for column, width in zip(table.columns, widths):
        column.width = width
    for row in table.rows:
        for cell, width in zip(row.cells, widths):
            cell.width = width


def docx_runner(document):
    """run(p, text, ...) and para(text, ...) helpers bound to a python-docx document."""
    from docx.shared import Pt

    def run(p, text, bold=False, italic=False, size=None, color=None, small_caps=False):
        r = p.add_run(text); r.bold = bold; r.italic = italic
        if size: r.font.size = Pt(size)
        if color is not None: r.font.color.rgb = color
        if small_caps: r.font.small_caps = True
        return r

    def para(text="", bold=False, italic=False, size=None, color=None, before=0, after=2, style=None, where=None):
        p = (where or document).add_paragraph(style=style)
        p.paragraph_format.space_before = Pt(before); p.paragraph_format.space_after = Pt(after)
        if text:
            run(p, text, bold, italic, size, color)
        return p

    return run, para


def docx_page_field(paragraph, instruction, size=None, color=None):
    """Appends a simple Word field (PAGE or NUMPAGES) to a paragraph, with a placeholder result."""
    from docx.oxml.ns import qn
    field = oxml_element("w:fldSimple")
    field.set(qn("w:instr"), f" {instruction} ")
    r = oxml_element("w:r")
    props = oxml_element("w:rPr")
    if color:
        props.append(oxml_element("w:color", val=color))
    if size:
        props.append(oxml_element("w:sz", val=str(int(size * 2))))
    r.append(props)
    t = oxml_element("w:t")
    t.text = "1"
    r.append(t)
    field.append(r)
    paragraph._p.append(field)


def gdocs_text(text):
    """Text as Google Docs writes it into its HTML export: &, <, > escaped and every non-ASCII character as a
    named entity (&rsquo;, &ndash;, &middot;) or a numeric one."""
    out = []
    for ch in htmllib.escape(text, quote=False):
        code = ord(ch)
        if code < 128:
            out.append(ch)
        elif code in codepoint2name:
            out.append(f"&{codepoint2name[code]};")
        else:
            out.append(f"&#{code};")
    return "".join(out)


# ---- bl1: B2B SaaS account executive (Denver, CO), a two-page Word resume with a quota table, kept as DOCX -----------
BL1_EMPLOYER = ("Summit Ridge Software", "Denver, CO")
BL1_JOBS = [  # (title, employer, place, dates as printed, truth span, bullets)
    ("Senior Account Executive, Mid-Market", "Summit Ridge Software", "Denver, CO", "Jan 2024 – Present",
     ("2024-01", None, True),
     ["Own 1,400 named mid-market accounts (200–2,000 employees) across Colorado, Utah, Arizona and New Mexico; sell "
      "the full HR, payroll and benefits suite to CHROs and CFOs.",
      "FY2025: $1.57M closed-won ACV against a $1.20M quota (131%), #1 of 22 mid-market AEs; President's Club.",
      "Closed the largest mid-market deal in company history: $412K ACV on a three-year term with a 1,900-employee "
      "hospital group (2024).",
      "Average deal $48K ACV, 74-day sales cycle, 31% win rate from stage 2; 42% of my pipeline self-sourced.",
      "Mentor four AEs in the Denver pod and run the weekly MEDDPICC deal review."]),
    ("Account Executive, Mid-Market", "Summit Ridge Software", "Denver, CO", "Jan 2022 – Dec 2023",
     ("2022-01", "2023-12"),
     ["FY2023: $1.13M closed-won against a $900K quota (126%), #2 of 21; President's Club 2023.",
      "Took 60 existing SMB customers up-market with payroll and benefits add-ons: $310K expansion ACV."]),
    ("Account Executive, SMB", "Summit Ridge Software", "Denver, CO", "Mar 2020 – Dec 2021", ("2020-03", "2021-12"),
     ["FY2021: 108% of a $540K quota in my first full year closing; promoted after seven quarters.",
      "Ran 25–30 demos a month for 50–200-employee companies, mostly inbound, through the 2020 remote switch."]),
    ("Sales Development Representative", "Summit Ridge Software", "Denver, CO", "Jun 2018 – Feb 2020",
     ("2018-06", "2020-02"),
     ["161% of meeting quota in 2019 – SDR of the Year (#1 of 14 SDRs).",
      "Booked 412 qualified meetings that turned into $2.9M of pipeline."]),
    ("Inside Sales Representative", "Peak Office Solutions", "Englewood, CO", "Aug 2016 – May 2018",
     ("2016-08", "2018-05"),
     ["Sold copiers, managed print and office supplies to small businesses by phone; 112% of 2017 gross-margin "
      "target, #3 of 11 reps."]),
    ("Sales Associate (part-time)", "Trailhead Outfitters", "Fort Collins, CO", "2013 – 2016", ("2013", "2016"),
     ["Footwear and outdoor gear while at CSU; store's top seller of service plans in 2015."]),
]
BL1_ACHIEVEMENTS = [
    ("116% average attainment", " FY2021–FY2025 – over quota five years out of five."),
    ("President's Club 2023 and 2025", " – top 10% of a 140-person sales organization."),
    ("#1 of 22 mid-market AEs in FY2025", " with $1.57M closed-won ACV (131% of quota)."),
    ("$412K ACV", " – the largest mid-market deal in company history (2024)."),
]
BL1_QUOTA = [  # (year, role, quota, closed-won, attainment, rank)
    ("FY2021", "AE, SMB", "$540K", "$583K", "108%", "#6 of 18"),
    ("FY2022", "AE, Mid-Market", "$820K", "$869K", "106%", "#5 of 20"),
    ("FY2023", "AE, Mid-Market", "$900K", "$1.13M", "126%", "#2 of 21"),
    ("FY2024", "Senior AE, Mid-Market", "$1.10M", "$1.21M", "110%", "#4 of 22"),
    ("FY2025", "Senior AE, Mid-Market", "$1.20M", "$1.57M", "131%", "#1 of 22"),
    ("FY2026 (Jan–Nov)", "Senior AE, Mid-Market", "$1.30M", "$1.14M", "88% YTD", "#3 of 24"),
]
BL1_SALES_SKILLS = ["Full-cycle closing", "MEDDPICC qualification", "Multi-threading and executive alignment",
                    "Negotiation and procurement", "Forecasting and pipeline hygiene", "Outbound prospecting"]
BL1_TOOLS = ["Salesforce", "Outreach", "Gong", "LinkedIn Sales Navigator", "ZoomInfo", "Clari", "DocuSign"]
BL1_CERTS = [("Sandler Foundations", "Sandler Training, 2019"), ("MEDDPICC Masterclass", "2023"),
             ("Command of the Message", "Force Management, 2024")]


def bl1_quota_table_docx():
    from docx.enum.table import WD_TABLE_ALIGNMENT
    from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_TAB_ALIGNMENT
    from docx.shared import Inches, Pt, RGBColor
    from holdout_render import bottom_border, new_docx

    navy, grey, white = RGBColor(0x12, 0x2E, 0x4F), RGBColor(0x5A, 0x5A, 0x5A), RGBColor(0xFF, 0xFF, 0xFF)
    green = RGBColor(0x1B, 0x7A, 0x43)
    document = new_docx(author="Kendra Whitacre", title="Kendra Whitacre - Resume", page=(Inches(8.5), Inches(11)),
                        margins=(Inches(0.7), Inches(0.55)), font="Calibri", size=10.5, space_after=2)
    run, para = docx_runner(document)
    right = Inches(7.1)

    def heading(text):
        p = para(text, bold=True, size=11.5, color=navy, before=10, after=4)
        p.paragraph_format.keep_with_next = True
        bottom_border(p, color="122E4F", size="8")

    def tab_line(left, right_text, before=0, after=0, size=10.5, left_color=None, right_color=None, caps=False):
        p = para(before=before, after=after)
        p.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
        p.paragraph_format.keep_with_next = True
        run(p, left, bold=True, size=size, color=left_color, small_caps=caps)
        run(p, "\t" + right_text, bold=not caps, color=right_color)
        return p

    p = para(after=0)
    run(p, "Kendra M. Whitacre", bold=True, size=24, color=navy)
    para("Senior Account Executive | Mid-Market SaaS | 5× Quota Achiever, President's Club 2023 & 2025",
         size=12, color=green, bold=True, after=3)
    p = para(after=2)
    run(p, "Denver, CO 80211  |  (303) 555-0148  |  ", size=9.5, color=grey)
    docx_hyperlink(p, "mailto:kendra.whitacre@example.com", "kendra.whitacre@example.com", size=9.5)
    run(p, "  |  ", size=9.5, color=grey)
    docx_hyperlink(p, "https://www.linkedin.com/in/kendrawhitacre", "linkedin.com/in/kendrawhitacre", size=9.5)

    heading("SUMMARY")
    para("Mid-market closer with eight years in B2B sales, six of them at one HR and payroll SaaS company where I "
         "went from SDR to senior AE. I run a disciplined MEDDPICC process, build most of my own pipeline and sell "
         "multi-product deals to the C-suite. Looking for a Senior or Enterprise AE seat with a growing "
         "HR-tech or fintech company, remote or in Denver.", after=3)

    # the key achievements block: a one-cell shaded table with bullets, the numbers in bold
    heading("KEY ACHIEVEMENTS")
    box = document.add_table(rows=1, cols=1)
    box.alignment = WD_TABLE_ALIGNMENT.CENTER
    table_borders(box, val="single", color="B7C9DD", size="6", edges=("top", "left", "bottom", "right"))
    fixed_widths(box, [Inches(7.1)])
    cell = box.rows[0].cells[0]
    cell_props(cell, fill="EEF3F9")
    for i, (bold, rest) in enumerate(BL1_ACHIEVEMENTS):
        p = cell.paragraphs[0] if i == 0 else cell.add_paragraph()
        p.style = document.styles["List Bullet"]
        p.paragraph_format.space_before = Pt(3 if i == 0 else 0)
        p.paragraph_format.space_after = Pt(3 if i == len(BL1_ACHIEVEMENTS) - 1 else 1)
        run(p, bold, bold=True, color=navy)
        run(p, rest)

    # the quota-attainment table: a header row in navy, one row a year, the current year's row in italics
    heading("QUOTA ATTAINMENT")
    heads = ["Year", "Role", "Quota (ACV)", "Closed-won", "Attainment", "Team rank"]
    widths = [Inches(1.3), Inches(1.75), Inches(1.05), Inches(1.05), Inches(0.95), Inches(1.0)]
    grid = document.add_table(rows=1 + len(BL1_QUOTA), cols=len(heads))
    grid.alignment = WD_TABLE_ALIGNMENT.CENTER
    table_borders(grid, val="single", color="B7C9DD", size="4")
    fixed_widths(grid, widths)
    for c, h in zip(grid.rows[0].cells, heads):
        cell_props(c, fill="122E4F")
        p = c.paragraphs[0]
        p.paragraph_format.space_before = Pt(2); p.paragraph_format.space_after = Pt(2)
        if h not in ("Year", "Role"):
            p.alignment = WD_ALIGN_PARAGRAPH.CENTER
        run(p, h, bold=True, size=9.5, color=white)
    for r, row in enumerate(BL1_QUOTA, 1):
        last = r == len(BL1_QUOTA)
        for k, (c, value) in enumerate(zip(grid.rows[r].cells, row)):
            if r % 2 == 0:
                cell_props(c, fill="F4F7FB")
            p = c.paragraphs[0]
            p.paragraph_format.space_before = Pt(1); p.paragraph_format.space_after = Pt(1)
            if k >= 2:
                p.alignment = WD_ALIGN_PARAGRAPH.CENTER
            run(p, value, bold=(k == 4 and not last), italic=last, size=9.5,
                color=green if k == 4 and not last else None)
    p = para("Fiscal year = calendar year. ACV = annual contract value, from Salesforce closed-won reports. "
             "FY2026 is year to date through November.", italic=True, size=8.5, color=grey, before=2, after=2)

    heading("PROFESSIONAL EXPERIENCE")
    # the employer once, its place at the right, then each role (title and dates) under it
    tab_line(BL1_EMPLOYER[0], BL1_EMPLOYER[1], before=2, size=11.5, left_color=navy, right_color=navy, caps=True)
    para("HR, payroll and benefits SaaS for 200–2,000-employee companies  ·  promoted three times",
         italic=True, size=9.5, color=grey, after=2).paragraph_format.keep_with_next = True
    for title, employer, place, when, _, items in BL1_JOBS:
        if employer != BL1_EMPLOYER[0]:
            continue
        tab_line(title, when, before=4)
        for item in items:
            para(item, style="List Bullet", after=1)
    for title, employer, place, when, _, items in BL1_JOBS:
        if employer == BL1_EMPLOYER[0]:
            continue
        tab_line(employer, place, before=8, size=11.5, left_color=navy, right_color=navy, caps=True)
        tab_line(title, when, before=1)
        for item in items:
            para(item, style="List Bullet", after=1)

    heading("EDUCATION")
    tab_line("B.S. Business Administration, Marketing concentration", "May 2016", before=2)
    para("Colorado State University, Fort Collins, CO", italic=True, color=grey)

    heading("SKILLS")
    skills = document.add_table(rows=2, cols=2)
    table_borders(skills)
    fixed_widths(skills, [Inches(1.1), Inches(6.0)])
    for row, (label, items) in zip(skills.rows, (("Sales", BL1_SALES_SKILLS), ("Tools & CRM", BL1_TOOLS))):
        p = row.cells[0].paragraphs[0]
        p.paragraph_format.space_after = Pt(2)
        run(p, label, bold=True, color=navy)
        p = row.cells[1].paragraphs[0]
        p.paragraph_format.space_after = Pt(2)
        run(p, "  ·  ".join(items))

    heading("CERTIFICATIONS & TRAINING")
    for cert, note in BL1_CERTS:
        p = para(style="List Bullet", after=1)
        run(p, cert, bold=True)
        run(p, f" – {note}", color=grey)

    heading("AWARDS")
    for award in ("President's Club – 2023 (Cabo San Lucas) and 2025 (Maui)",
                  "Closer of the Quarter – Q3 2023 and Q2 2025",
                  "SDR of the Year – 2019 (161% of meeting quota)"):
        para(award, style="List Bullet", after=1)

    heading("LANGUAGES")
    para("English (native)  ·  Spanish (professional working proficiency)")

    name = "bl1-kendra-whitacre"
    path = os.path.join(FILES, name + ".docx")
    document.save(path)
    check_pages(name, lo_page_count(path, name), 2)

    write_truth(name, {
        "basics": {"name": "Kendra M. Whitacre",
                   "label": "Senior Account Executive | Mid-Market SaaS | 5× Quota Achiever, President's Club "
                            "2023 & 2025",
                   "email": "kendra.whitacre@example.com", "phone": "(303) 555-0148",
                   "location": {"city": "Denver", "region": "CO"},
                   "profiles": [linkedin("kendrawhitacre")]},
        "work": [job(t, e, p, w, s) for t, e, p, w, s, _ in BL1_JOBS],
        "education": [
            {"institution": "Colorado State University", "study_type": "B.S.", "area": "Business Administration",
             "dates": dates(None, "2016-05", text="May 2016")}],
        "skills": [{"name": s} for s in BL1_SALES_SKILLS + BL1_TOOLS],
        "certificates": [{"name": c} for c, _ in BL1_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Spanish", "fluency": "professional working proficiency"}],
    })


# ---- bl2: medical device territory manager (Sydney NSW), ReportLab with a dark sidebar at the left of page 1 ---------
BL2_JOBS = [  # (title, employer, place, dates as printed, truth span, bullets)
    ("Territory Manager – Trauma & Extremities", "Meridian Orthopaedics Australia Pty Ltd", "Sydney NSW",
     "Jul 2022 – Present", ("2022-07", None, True),
     ["Sell and support the full trauma and extremities range in 14 public and private hospitals and 9 day-surgery "
      "centres across the Inner West and South Western Sydney; 62 orthopaedic surgeons and their registrars.",
      "FY25: A$5.23M against an A$3.90M target (134%), #1 of 18 territory managers nationally; Territory Manager of "
      "the Year ANZ.",
      "Won two public-hospital tenders from the incumbent nailing system: A$1.2M over three years.",
      "Cover 420+ theatre cases a year, including the after-hours trauma roster; run in-services for theatre and CSSD "
      "staff.",
      "Manage A$2.6M of consigned stock and 40 loan kits with zero write-offs at the last two stocktakes."]),
    ("Associate Territory Manager", "Meridian Orthopaedics Australia Pty Ltd", "Sydney NSW", "Feb 2020 – Jun 2022",
     ("2020-02", "2022-06"),
     ["Case coverage and kit logistics for two senior territory managers; took over four hospitals of my own in "
      "2021 and grew them 22%.",
      "Rookie of the Year 2021; promoted to Territory Manager after 29 months."]),
    ("Hospital Sales Representative – Wound Care", "Kestrel Surgical Supplies Pty Ltd", "Sydney NSW",
     "Mar 2018 – Jan 2020", ("2018-03", "2020-01"),
     ["Advanced wound care and surgical consumables to wards, theatres and procurement in 11 hospitals; 117% of "
      "FY19 target, #2 of 9 reps."]),
    ("Pharmacy Business Development Representative", "Southern Cross Consumer Health", "Parramatta NSW",
     "2016 – 2018", ("2016", "2018"),
     ["Called on 120 community pharmacies for an OTC and sports-nutrition range; 108% of target in 2017."]),
    ("Exercise Scientist (part-time)", "Inner West Physio & Rehab", "Leichhardt NSW", "2014 – 2016",
     ("2014", "2016"),
     ["Post-operative rehabilitation classes – where I first met the surgeons I sell to now."]),
]
BL2_RESULTS = [  # (financial year, target, sales, % to target, national rank)
    ("FY23", "A$3.40M", "A$3.81M", "112%", "#6 of 17"),
    ("FY24", "A$3.70M", "A$4.48M", "121%", "#2 of 17"),
    ("FY25", "A$3.90M", "A$5.23M", "134%", "#1 of 18"),
    ("FY26", "A$4.30M", "A$4.94M", "115%", "#3 of 18"),
    ("FY27 YTD (Jul–Nov)", "A$1.85M", "A$1.96M", "106%", "#4 of 19"),
]
BL2_SKILLS = ["Theatre case coverage and instrument support", "Surgeon and registrar relationships",
              "Hospital tenders and pricing", "Consignment and loan-kit management",
              "In-services for theatre and CSSD staff", "Territory and account planning"]
BL2_TOOLS = ["Salesforce Health Cloud", "Veeva CRM", "Power BI", "SAP (loan-kit tracking)"]
BL2_PRODUCTS = ["Locking plates and screws", "Intramedullary nails (tibia, femur, humerus)", "Foot and ankle fixation",
                "Hand and wrist", "Bone graft substitutes"]
BL2_CERTS = [("MTAA Code of Practice Certification", "2025"),
             ("AO Trauma ORP Course – Principles in Fracture Management", "2020"),
             ("HLTAID011 Provide First Aid", "2025")]


def bl2_reportlab_sidebar():
    from reportlab.lib.colors import HexColor, white
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.lib.fonts import addMapping
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.platypus import (BaseDocTemplate, Frame, FrameBreak, KeepTogether, NextPageTemplate, PageTemplate,
                                    Paragraph, Table, TableStyle)

    base = "/usr/share/fonts/truetype/liberation/LiberationSans-"
    for face, file in (("LS", "Regular"), ("LS-B", "Bold"), ("LS-I", "Italic"), ("LS-BI", "BoldItalic")):
        pdfmetrics.registerFont(TTFont(face, base + file + ".ttf"))
    addMapping("LS", 0, 0, "LS"); addMapping("LS", 1, 0, "LS-B"); addMapping("LS", 0, 1, "LS-I")
    addMapping("LS", 1, 1, "LS-BI")

    width, height = A4
    side_w, margin = 178, 34
    main_x = side_w + 24
    main_w = width - main_x - margin
    navy, teal, ink, grey, pale = (HexColor("#17324D"), HexColor("#1E8C93"), HexColor("#1E2328"),
                                   HexColor("#646B72"), HexColor("#BFD3E0"))
    name = "bl2-eleni-markopoulos"
    path = os.path.join(FILES, name + ".pdf")

    s_name = ParagraphStyle("nm", fontName="LS-B", fontSize=25, leading=29, textColor=navy)
    s_label = ParagraphStyle("lb", fontName="LS-B", fontSize=10.5, leading=14, textColor=teal, spaceBefore=3)
    s_h = ParagraphStyle("h", fontName="LS-B", fontSize=10.5, leading=13, textColor=navy, spaceBefore=10,
                         spaceAfter=4, borderPadding=(0, 0, 2, 0))
    s_text = ParagraphStyle("tx", fontName="LS", fontSize=8.8, leading=12, textColor=ink)
    s_title = ParagraphStyle("ti", fontName="LS-B", fontSize=9.8, leading=12.5, textColor=ink, spaceBefore=6)
    s_org = ParagraphStyle("or", fontName="LS-I", fontSize=8.8, leading=11.5, textColor=grey, spaceAfter=2)
    s_bullet = ParagraphStyle("bl", parent=s_text, leftIndent=10, bulletIndent=0, spaceAfter=1.5)
    s_sh = ParagraphStyle("sh", fontName="LS-B", fontSize=9, leading=11, textColor=pale, spaceBefore=11,
                          spaceAfter=4)
    s_side = ParagraphStyle("sd", fontName="LS", fontSize=8, leading=10.5, textColor=white, spaceAfter=2.5)
    s_side_li = ParagraphStyle("sl", parent=s_side, leftIndent=8, bulletIndent=0)
    s_cell = ParagraphStyle("cl", fontName="LS", fontSize=8.4, leading=10.5, textColor=ink)
    s_cell_h = ParagraphStyle("ch", parent=s_cell, fontName="LS-B", textColor=white)

    side = [Paragraph("CONTACT", ParagraphStyle("s0", parent=s_sh, spaceBefore=0)),
            Paragraph("0491 576 398", s_side),
            Paragraph('<a href="mailto:eleni.markopoulos@example.com">eleni.markopoulos@example.com</a>', s_side),
            Paragraph('<a href="https://www.linkedin.com/in/elenimarkopoulos">'
                      "linkedin.com/in/elenimarkopoulos</a>", s_side),
            Paragraph("Marrickville, Sydney NSW", s_side),
            Paragraph("TERRITORY", s_sh),
            Paragraph("Inner West &amp; South Western Sydney", s_side),
            Paragraph("14 hospitals · 9 day-surgery centres · 62 surgeons", s_side),
            Paragraph("PRODUCT PORTFOLIO", s_sh)]
    side += [Paragraph(escape(s), s_side_li, bulletText="•") for s in BL2_PRODUCTS]
    side.append(Paragraph("SALES SKILLS", s_sh))
    side += [Paragraph(escape(s), s_side_li, bulletText="•") for s in BL2_SKILLS]
    side.append(Paragraph("CRM &amp; TOOLS", s_sh))
    side += [Paragraph(escape(s), s_side_li, bulletText="•") for s in BL2_TOOLS]
    side.append(Paragraph("AWARDS", s_sh))
    side += [Paragraph(a, s_side) for a in ("<b>Territory Manager of the Year</b>, ANZ – 2025",
                                            "<b>President's Club</b> – 2024 (Lisbon) &amp; 2025",
                                            "<b>Rookie of the Year</b> – 2021")]
    side.append(Paragraph("LANGUAGES", s_sh))
    side += [Paragraph("English – native", s_side), Paragraph("Greek – conversational", s_side)]
    side.append(Paragraph("CHECKS &amp; LICENCE", s_sh))
    side += [Paragraph(s, s_side) for s in ("Full NSW driver licence", "NSW Working With Children Check",
                                            "NSW Health vaccination compliant")]

    def jobs(rows):
        out = []
        for title, employer, place, when, _, items in rows:
            block = [Paragraph(escape(title), s_title),
                     Paragraph(f"{escape(employer)}, {escape(place)}  |  {escape(when)}", s_org)]
            block += [Paragraph(escape(i), s_bullet, bulletText="•") for i in items]
            out.append(KeepTogether(block))
        return out

    results = Table([[Paragraph(h, s_cell_h) for h in ("Financial year", "Target", "Sales", "% to target",
                                                       "National rank")]]
                    + [[Paragraph(escape(v), s_cell) for v in row] for row in BL2_RESULTS],
                    colWidths=[main_w * f for f in (0.30, 0.17, 0.17, 0.16, 0.20)])
    results.setStyle(TableStyle([("BACKGROUND", (0, 0), (-1, 0), navy),
                                 ("ROWBACKGROUNDS", (0, 1), (-1, -1), [HexColor("#FFFFFF"), HexColor("#EEF4F7")]),
                                 ("LINEBELOW", (0, 0), (-1, -1), 0.4, HexColor("#C9D6DE")),
                                 ("TOPPADDING", (0, 0), (-1, -1), 2.5), ("BOTTOMPADDING", (0, 0), (-1, -1), 2.5),
                                 ("LEFTPADDING", (0, 0), (-1, -1), 4)]))

    main = [NextPageTemplate("later"),
            Paragraph("Eleni Markopoulos", s_name),
            Paragraph("Territory Manager – Orthopaedic Trauma &amp; Extremities | Medical Device Sales", s_label),
            Paragraph("PROFILE", s_h),
            Paragraph("Orthopaedic device rep with six years in trauma and extremities and ten in healthcare sales. "
                      "Exercise science graduate, at home in theatre, trusted by surgeons on the trauma roster and "
                      "by procurement at tender time. Looking for a senior territory or key account role in "
                      "orthopaedics, spine or robotics in Sydney.", s_text),
            Paragraph("KEY ACHIEVEMENTS", s_h)]
    s_key = ParagraphStyle("ky", parent=s_bullet, bulletColor=teal, bulletFontName="LS", bulletFontSize=6.5)
    main += [Paragraph(a, s_key, bulletText="■") for a in (
        "<b>Territory Manager of the Year ANZ 2025</b> – #1 of 18 nationally at 134% to target.",
        "<b>Grew territory sales 69%</b>, from A$3.1M in FY22 to A$5.23M in FY25.",
        "<b>A$1.2M in competitive tender wins</b> – two public hospitals converted from the incumbent nail.",
        "<b>Over target every year</b> since taking the territory (FY23–FY27 YTD).")]
    main += [Paragraph("RESULTS VS TARGET (AUSTRALIAN FINANCIAL YEAR, JUL–JUN)", s_h), results,
             Paragraph("EXPERIENCE", s_h)]
    main += jobs(BL2_JOBS)
    main.append(Paragraph("EDUCATION", s_h))
    main.append(KeepTogether([Paragraph("Bachelor of Applied Science (Exercise and Sport Science)", s_title),
                              Paragraph("The University of Sydney  |  2011 – 2014", s_org)]))
    main.append(Paragraph("CERTIFICATIONS", s_h))
    main += [Paragraph(f"{escape(c)} <font color='#646B72'>({escape(y)})</font>", s_bullet, bulletText="•")
             for c, y in BL2_CERTS]
    main.append(Paragraph("Referees available on request.", ParagraphStyle("rf", parent=s_org, spaceBefore=8)))

    story = side + [FrameBreak()] + main  # the sidebar is drawn first, then the main column

    def first_page(canvas, doc):
        canvas.saveState()
        canvas.setFillColor(navy)
        canvas.rect(0, 0, side_w, height, stroke=0, fill=1)
        canvas.setFillColor(teal)
        canvas.rect(0, height - 8, width, 8, stroke=0, fill=1)
        canvas.restoreState()

    def later_pages(canvas, doc):
        canvas.saveState()
        canvas.setFillColor(teal)
        canvas.rect(0, height - 8, width, 8, stroke=0, fill=1)
        canvas.restoreState()

    doc = BaseDocTemplate(path, pagesize=A4, title="Eleni Markopoulos - Resume", author="Eleni Markopoulos",
                          creator="Eleni Markopoulos")
    side_frame = Frame(16, 30, side_w - 30, height - 30 - 40, leftPadding=0, rightPadding=0, topPadding=0,
                       bottomPadding=0, id="side")
    main_frame = Frame(main_x, 30, main_w, height - 30 - 40, leftPadding=0, rightPadding=0, topPadding=0,
                       bottomPadding=0, id="main")
    later_frame = Frame(margin + 14, 36, width - 2 * margin - 28, height - 36 - 44, leftPadding=0, rightPadding=0,
                        topPadding=0, bottomPadding=0, id="later")
    doc.addPageTemplates([PageTemplate(id="first", frames=[side_frame, main_frame], onPage=first_page),
                          PageTemplate(id="later", frames=[later_frame], onPage=later_pages)])
    doc.build(story)
    check_pages(name, pdf_pages(path), 2)

    write_truth(name, {
        "basics": {"name": "Eleni Markopoulos",
                   "label": "Territory Manager – Orthopaedic Trauma & Extremities | Medical Device Sales",
                   "email": "eleni.markopoulos@example.com", "phone": "0491 576 398",
                   "location": {"city": "Sydney", "region": "NSW"},
                   "profiles": [linkedin("elenimarkopoulos")]},
        "work": [job(t, e, p, w, s) for t, e, p, w, s, _ in BL2_JOBS],
        "education": [
            {"institution": "The University of Sydney", "study_type": "Bachelor of Applied Science",
             "area": "Exercise and Sport Science", "dates": dates("2011", "2014", text="2011 – 2014")}],
        "skills": [{"name": s} for s in BL2_SKILLS + BL2_TOOLS],
        "certificates": [{"name": c} for c, _ in BL2_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Greek", "fluency": "conversational"}],
    })


# ---- bl3: contact-centre team leader (Durban), a Google Docs resume downloaded as "Web page (.html)" -----------------
BL3_EMPLOYER, BL3_PLACE = "Blue Lagoon Contact Solutions", "Umhlanga"
BL3_JOBS = [  # (title, employer, place, dates as printed, truth span, bullets)
    ("Team Leader – Outbound Sales & Retention", BL3_EMPLOYER, BL3_PLACE, "APRIL 2022 - PRESENT",
     ("2022-04", None, True),
     ["Lead a team of 16 agents on a UK mobile network's upgrade and retention campaign (outbound upgrades, inbound "
      "save desk).",
      "Team at 108–119% of the monthly sales target every year since 2023; #1 of 13 team leaders in 2024.",
      "Lifted the team's save rate from 41% to 49% with a new offer ladder and daily call calibration.",
      "Run side-by-side coaching, QA feedback and return-to-work interviews; cut absenteeism from 9.8% to 4.1%.",
      "Two of my agents promoted to team leader and three to QA or workforce planning."]),
    ("Senior Sales Agent & Floor Support", BL3_EMPLOYER, BL3_PLACE, "MARCH 2020 - MARCH 2022",
     ("2020-03", "2022-03"),
     ["Top-3 agent on the telco campaign for 18 of 24 months (average 131% of target).",
      "Floor support and buddy for new agents; took escalations and covered the team leader's leave."]),
    ("Sales Agent – UK Insurance Campaign", BL3_EMPLOYER, BL3_PLACE, "JUNE 2018 - FEBRUARY 2020",
     ("2018-06", "2020-02"),
     ["Outbound sales of life and funeral cover to UK customers under FCA rules; 96% average QA score.",
      "Agent of the Month seven times in 2019 and 2020."]),
    ("Cashier & Customer Service", "Pavilion Shoe Co.", "Westville", "JANUARY 2016 - MAY 2018",
     ("2016-01", "2018-05"),
     ["Till, lay-bys, store-card applications (#1 in the store for card sign-ups in 2017) and returns."]),
]
BL3_RESULTS = [  # (year, agents, sales target, sales, % to target, save rate, QA average, rank among team leaders)
    ("2022 (Apr–Dec)", "14", "2,520", "2,671", "106%", "41%", "88%", "#5 of 12"),
    ("2023", "16", "4,200", "4,830", "115%", "46%", "91%", "#2 of 12"),
    ("2024", "16", "4,400", "5,236", "119%", "49%", "92%", "#1 of 13"),
    ("2025", "15", "4,600", "5,106", "111%", "47%", "90%", "#3 of 14"),
    ("2026 (Jan–Nov)", "16", "4,350", "4,698", "108%", "48%", "92%", "#2 of 14"),
]
BL3_SKILLS = ["Coaching and call calibration", "Sales conversion and upselling", "Retention and save-desk offers",
              "Real-time adherence (RTA)", "QA scoring and feedback", "Absenteeism management", "Objection handling",
              "Daily and weekly MI reporting"]
BL3_SYSTEMS = ["Genesys Cloud CX", "Salesforce", "Playvox (QA)", "Microsoft Excel (pivot tables, XLOOKUP)",
               "Power BI"]
BL3_CERTS = [("National Certificate: Contact Centre Operations", " – NQF Level 2 (Services SETA learnership, 2018)"),
             ("COPC Team Leader Fundamentals", " (2023)"), ("FCA Consumer Duty Awareness", " (2024)")]


def bl3_google_docs_html():
    g = gdocs_text
    css = (
        'ul.lst-kix_k7d2mq1x9r0a-0{list-style-type:none}.lst-kix_k7d2mq1x9r0a-0>li:before{content:"\\0025cf   "}'
        'ul.lst-kix_4tq0v8p2b1xs-0{list-style-type:none}.lst-kix_4tq0v8p2b1xs-0>li:before{content:"\\0025cf   "}'
        'ul.lst-kix_9wz3c5h1n6ue-0{list-style-type:none}.lst-kix_9wz3c5h1n6ue-0>li:before{content:"\\0025cf   "}'
        "li.li-bullet-0:before{margin-left:-18pt;white-space:nowrap;display:inline-block;min-width:18pt}"
        "ol{margin:0;padding:0}table td,table th{padding:0}"
        ".c14{border-right-style:solid;padding:2pt 4pt 2pt 4pt;border-bottom-color:#d9d9d9;border-top-width:1pt;"
        "border-right-width:1pt;border-left-color:#d9d9d9;vertical-align:top;border-right-color:#d9d9d9;"
        "border-left-width:1pt;border-top-style:solid;background-color:#f3f3f3;border-left-style:solid;"
        "border-bottom-width:1pt;border-top-color:#d9d9d9;border-bottom-style:solid}"
        ".c6{border-right-style:solid;padding:2pt 4pt 2pt 4pt;border-bottom-color:#d9d9d9;border-top-width:1pt;"
        "border-right-width:1pt;border-left-color:#d9d9d9;vertical-align:top;border-right-color:#d9d9d9;"
        "border-left-width:1pt;border-top-style:solid;border-left-style:solid;border-bottom-width:1pt;"
        "border-top-color:#d9d9d9;border-bottom-style:solid}"
        '.c0{color:#666666;font-weight:400;text-decoration:none;vertical-align:baseline;font-size:10pt;'
        'font-family:"Open Sans";font-style:normal}'
        '.c3{color:#000000;font-weight:700;text-decoration:none;vertical-align:baseline;font-size:9pt;'
        'font-family:"Open Sans";font-style:normal}'
        '.c5{color:#666666;font-weight:400;text-decoration:none;vertical-align:baseline;font-size:9pt;'
        'font-family:"Open Sans";font-style:normal}'
        '.c8{color:#000000;font-weight:700;text-decoration:none;vertical-align:baseline;font-size:11pt;'
        'font-family:"Merriweather";font-style:normal}'
        '.c11{color:#000000;font-weight:400;text-decoration:none;vertical-align:baseline;font-size:11pt;'
        'font-family:"Merriweather";font-style:italic}'
        ".c1{padding-top:0pt;padding-bottom:0pt;line-height:1.15;orphans:2;widows:2;text-align:left}"
        ".c2{padding-top:0pt;padding-bottom:0pt;line-height:1.15;orphans:2;widows:2;text-align:left;"
        "margin-left:18pt;padding-left:0pt}"
        ".c4{padding-top:0pt;padding-bottom:0pt;line-height:1.0;text-align:left}"
        ".c7{padding-top:6pt;padding-bottom:0pt;line-height:1.15;orphans:2;widows:2;text-align:left}"
        ".c9{color:inherit;text-decoration:inherit}.c10{padding:0;margin:0}"
        ".c12{margin-left:0pt;border-spacing:0;border-collapse:collapse;margin-right:auto}"
        ".c13{font-weight:700}.c15{color:#2079c7}.c16{height:0pt}"
        ".c17{background-color:#ffffff;max-width:468pt;padding:36pt 72pt 36pt 72pt}"
        '.title{padding-top:0pt;color:#000000;font-weight:700;font-size:24pt;padding-bottom:4pt;'
        'font-family:"Merriweather";line-height:1.0;page-break-after:avoid;orphans:2;widows:2;text-align:left}'
        '.subtitle{padding-top:0pt;color:#000000;font-size:12pt;padding-bottom:6pt;font-family:"Open Sans";'
        "line-height:1.0;page-break-after:avoid;orphans:2;widows:2;text-align:left}"
        'li{color:#666666;font-size:9pt;font-family:"Open Sans"}'
        'p{margin:0;color:#666666;font-size:9pt;font-family:"Open Sans"}'
        'h1{padding-top:16pt;color:#2079c7;font-weight:700;font-size:9pt;padding-bottom:2pt;font-family:"Open Sans";'
        "line-height:1.0;page-break-after:avoid;orphans:2;widows:2;text-align:left}"
        'h2{padding-top:10pt;color:#000000;font-weight:700;font-size:11pt;padding-bottom:0pt;'
        'font-family:"Merriweather";line-height:1.0;page-break-after:avoid;orphans:2;widows:2;text-align:left}'
        'h3{padding-top:4pt;color:#666666;font-size:8pt;padding-bottom:4pt;font-family:"Open Sans";line-height:1.0;'
        "page-break-after:avoid;orphans:2;widows:2;text-align:left}")

    def heading_ids():  # Google's random-looking heading ids ("h.3k8f2yq1l0dz"), made reproducible
        import hashlib
        alphabet, n = "abcdefghijklmnopqrstuvwxyz0123456789", 0
        while True:
            digest = hashlib.sha1(f"bl3-{n}".encode()).digest()
            yield "h." + "".join(alphabet[b % 36] for b in digest[:12])
            n += 1

    ids = heading_ids()

    def h1(text):
        return f'<h1 class="c1" id="{next(ids)}"><span class="c13">{g(text)}</span></h1>'

    def h2(org, place, what):
        rest = f"{place} &mdash; " if place else "&mdash; "
        return (f'<h2 class="c1" id="{next(ids)}"><span class="c8">{g(org)}, </span>'
                f'<span class="c11">{rest}{g(what)}</span></h2>') if place else (
                f'<h2 class="c1" id="{next(ids)}"><span class="c8">{g(org)} </span>'
                f'<span class="c11">{rest}{g(what)}</span></h2>')

    def h3(text):
        return f'<h3 class="c1" id="{next(ids)}"><span>{g(text)}</span></h3>'

    def bullets(items, kix, bold_first=None):
        out = f'<ul class="c10 lst-kix_{kix}-0 start">'
        for item in items:
            if isinstance(item, tuple):
                out += (f'<li class="c2 li-bullet-0"><span class="c13">{g(item[0])}</span>'
                        f'<span class="c5">{g(item[1])}</span></li>')
            else:
                out += f'<li class="c2 li-bullet-0"><span class="c5">{g(item)}</span></li>'
        return out + "</ul>"

    def p(text, cls="c7"):
        return f'<p class="{cls}"><span class="c5">{g(text)}</span></p>'

    empty = '<p class="c1 c16"><span class="c5"></span></p>'
    body = [
        f'<p class="c1 title" id="{next(ids)}"><span>Nokuthula Mkhize</span></p>',
        f'<p class="c1 subtitle" id="{next(ids)}"><span>'
        + g("Contact Centre Team Leader | Outbound Sales & Retention | UK Telco Campaigns") + "</span></p>",
        '<p class="c1"><span class="c5">Umhlanga, Durban, KwaZulu-Natal &middot; 082 555 0147 &middot; </span>'
        '<span class="c5 c15"><a class="c9" href="mailto:nokuthula.mkhize@example.com">nokuthula.mkhize@example.com'
        '</a></span><span class="c5"> &middot; </span><span class="c5 c15"><a class="c9" href="https://www.google.'
        'com/url?q=https://www.linkedin.com/in/nokuthula-mkhize&amp;sa=D&amp;source=editors&amp;ust=17668436204'
        '51377&amp;usg=AOvVaw2Xk3pq9LZr0cYt5mN1bQeF">linkedin.com/in/nokuthula-mkhize</a></span></p>',
        '<p class="c7"><span class="c5" style="font-style:italic">'
        + g("\u201cHappy agents sell more \u2013 and stay.\u201d") + "</span></p>",
        h1("SUMMARY"),
        p("Contact centre team leader with eight years on the floor of a Durban BPO serving UK clients: sales agent, "
          "senior agent and, since 2022, team leader on a UK mobile network's upgrade and retention campaign. I run a "
          "team on its numbers (sales, saves, QA, adherence) and on coaching, not shouting. Looking for a team "
          "leader or operations manager role in a sales or retention centre in Durban or Umhlanga.", "c1"),
        h1("KEY ACHIEVEMENTS"),
        bullets([("#1 of 13 team leaders in 2024", " – 119% of sales target and a 49% save rate."),
                 ("Over target every year as a team leader", " (106% to 119%, 2022–2026)."),
                 ("Absenteeism down from 9.8% to 4.1%", " in my team over 18 months."),
                 ("Team Leader of the Quarter", " in Q2 and Q4 2024.")], "k7d2mq1x9r0a"),
        h1("EXPERIENCE"),
    ]
    for title, employer, place, when, _, items in BL3_JOBS:
        body += [h2(employer, place, title), h3(when), bullets(items, "4tq0v8p2b1xs")]
    body.append(h1("TEAM RESULTS"))
    heads = ["Year", "Agents", "Sales target", "Sales", "% to target", "Save rate", "QA average", "Rank (TLs)"]
    rows = [heads] + [list(r) for r in BL3_RESULTS]
    table = '<table class="c12">'
    for i, row in enumerate(rows):
        table += '<tr class="c16">' + "".join(
            f'<td class="{"c14" if i == 0 else "c6"}" colspan="1" rowspan="1"><p class="c4">'
            f'<span class="{"c3" if i == 0 else "c5"}">{g(v)}</span></p></td>' for v in row) + "</tr>"
    body += [table + "</table>",
             p("Sales = upgrades and new lines closed by the team; save rate = customers kept on the save desk; rank "
               "among the campaign's team leaders on the client's monthly scorecard.")]
    body += [h1("EDUCATION"),
             h2("University of South Africa (UNISA)", None, "Higher Certificate in Economic and Management Sciences"),
             h3("2019 - 2021"),
             p("Part-time distance learning while working; distinction in Business Management 1A.", "c1"),
             h2("Inanda Heights Secondary School", "Durban", "National Senior Certificate (Matric)"),
             h3("2015"),
             p("Bachelor's pass; Business Studies, Accounting, Mathematical Literacy.", "c1"),
             h1("CERTIFICATES"),
             bullets([(c, n) for c, n in BL3_CERTS], "9wz3c5h1n6ue"),
             h1("SKILLS"),
             bullets(BL3_SKILLS, "9wz3c5h1n6ue"),
             h1("SYSTEMS"),
             p(" \u00b7 ".join(BL3_SYSTEMS), "c1"),
             h1("AWARDS"),
             bullets(["Team Leader of the Quarter \u2013 Q2 2024 and Q4 2024",
                      "Best Save Rate Team \u2013 2023", "Agent of the Month \u00d77 (2019\u20132020)"],
                     "9wz3c5h1n6ue"),
             h1("LANGUAGES"),
             p("isiZulu (home language) \u00b7 English (fluent) \u00b7 isiXhosa (conversational) \u00b7 "
               "Afrikaans (basic)", "c1"),
             h1("REFERENCES"),
             p("Available on request.", "c1"), empty]
    html = ('<html><head><meta content="text/html; charset=UTF-8" http-equiv="content-type">'
            f'<style type="text/css">{css}</style></head><body class="c17 doc-content">' + "".join(body)
            + "</body></html>")
    name = "bl3-nokuthula-mkhize"
    write_text(name + ".html", html)  # Google's export: one line, no doctype, no trailing newline
    write_truth(name, {
        "basics": {"name": "Nokuthula Mkhize",
                   "label": "Contact Centre Team Leader | Outbound Sales & Retention | UK Telco Campaigns",
                   "email": "nokuthula.mkhize@example.com", "phone": "082 555 0147",
                   "location": {"city": "Durban", "region": "KwaZulu-Natal"},
                   "profiles": [linkedin("nokuthula-mkhize")]},
        "work": [job(t, e, p, w, s) for t, e, p, w, s, _ in BL3_JOBS],
        "education": [
            {"institution": "University of South Africa (UNISA)", "study_type": "Higher Certificate",
             "area": "Economic and Management Sciences", "dates": dates("2019", "2021", text="2019 - 2021")},
            {"institution": "Inanda Heights Secondary School", "study_type": "National Senior Certificate (Matric)",
             "dates": dates(None, "2015", text="2015")}],
        "skills": [{"name": s} for s in BL3_SKILLS + BL3_SYSTEMS],
        "certificates": [{"name": c} for c, _ in BL3_CERTS],
        "languages": [{"language": "isiZulu", "fluency": "home language"},
                      {"language": "English", "fluency": "fluent"},
                      {"language": "isiXhosa", "fluency": "conversational"},
                      {"language": "Afrikaans", "fluency": "basic"}],
    })


# ---- bl4: commercial insurance broker (Kitchener, ON), LibreOffice PDF of a Word resume whose name, headline and
# ---- contact details sit in the page HEADER (repeated on both pages) over a "Page X of Y" footer -----------------
BL4_EMPLOYER = ("Grand River Insurance Brokers Ltd.", "Kitchener, ON")
BL4_JOBS = [  # (title, employer, place, dates as printed, truth span, bullets)
    ("Commercial Lines Account Executive", BL4_EMPLOYER[0], BL4_EMPLOYER[1], "January 2022 – Present",
     ("2022-01", None, True),
     ["Produce and service a $3.1M commercial book (310 accounts): contractors, light manufacturing, fleets, "
      "hospitality and professional offices in Waterloo Region, Guelph and Cambridge.",
      "2025 new business premium $684K against a $520K target (132%); #1 of 9 producers in 2024 and 2025.",
      "Built a contractors' program with two markets: 74 trade contractors placed, $890K in premium.",
      "94.6% client retention in 2025 (brokerage average 89%); renewal marketing on 60+ accounts a year."]),
    ("Commercial Lines Account Manager", BL4_EMPLOYER[0], BL4_EMPLOYER[1], "May 2019 – December 2021",
     ("2019-05", "2021-12"),
     ["Serviced 240 small-business accounts for two senior producers: renewals, endorsements, certificates and "
      "claims advocacy.",
      "Rounded out accounts with cyber, E&O and umbrella cover: $214K of new premium from existing clients."]),
    ("Personal Lines Broker", BL4_EMPLOYER[0], BL4_EMPLOYER[1], "September 2016 – April 2019",
     ("2016-09", "2019-04"),
     ["Quoted and bound home, auto and tenant policies with 12 markets; 38 policies a month on average, 21% "
      "above the team's."]),
    ("Inbound Sales Representative – Auto & Home", "Lakeshore Direct Insurance", "Mississauga, ON",
     "June 2014 – August 2016", ("2014-06", "2016-08"),
     ["Licensed agent in a direct writer's call centre; 31% close rate on inbound quotes, #2 of 25 in 2015."]),
    ("Customer Service Associate (part-time)", "Kitchener Market Grocers", "Kitchener, ON", "2011 – 2014",
     ("2011", "2014"), []),
]
BL4_PRODUCTION = [  # (year, new business premium, target, % to target, retention, producer rank)
    ("2022", "$412K", "$400K", "103%", "92.8%", "#4 of 8"),
    ("2023", "$538K", "$450K", "120%", "93.5%", "#2 of 8"),
    ("2024", "$611K", "$480K", "127%", "94.1%", "#1 of 9"),
    ("2025", "$684K", "$520K", "132%", "94.6%", "#1 of 9"),
    ("2026 (Jan–Nov)", "$566K", "$560K", "101%", "95.0%", "#2 of 9"),
]
BL4_SKILLS = ["Commercial property and liability", "Contractors and trades programs", "Fleet, cargo and garage risks",
              "Cyber and professional liability (E&O)", "Renewal marketing and negotiation",
              "Account rounding and cross-selling", "Claims advocacy"]
BL4_SYSTEMS = ["Applied Epic", "Applied Rating Services", "CSIO eDocs", "HubSpot", "Microsoft 365"]
BL4_LICENCES = [("RIBO Level 2 Broker Licence", "Registered Insurance Brokers of Ontario; licensed since 2016"),
                ("Canadian Accredited Insurance Broker (CAIB)", "Insurance Brokers Association of Canada, 2018"),
                ("Chartered Insurance Professional (CIP)", "Insurance Institute of Canada, 2021")]


def bl4_header_footer_libreoffice():
    from docx.enum.table import WD_TABLE_ALIGNMENT
    from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_TAB_ALIGNMENT
    from docx.shared import Inches, Pt, RGBColor
    from holdout_render import bottom_border, libreoffice_pdf, new_docx

    wine, grey, ink = RGBColor(0x6D, 0x1A, 0x36), RGBColor(0x5E, 0x5E, 0x5E), RGBColor(0x22, 0x22, 0x22)
    document = new_docx(author="Gurleen Dhaliwal", title="Gurleen Dhaliwal Resume", page=(Inches(8.5), Inches(11)),
                        margins=(Inches(0.75), Inches(0.6)), font="Arial", size=9.5, space_after=2)
    run, para = docx_runner(document)
    section = document.sections[0]
    section.header_distance, section.footer_distance = Inches(0.35), Inches(0.35)
    section.top_margin = Inches(1.45)
    right = Inches(7.0)

    # the page header (the same on every page): name, headline and contact line over a rule
    header = section.header
    hp = header.paragraphs[0]
    hp.paragraph_format.space_after = Pt(0)
    run(hp, "Gurleen Dhaliwal", bold=True, size=18, color=wine)
    hp = header.add_paragraph()
    hp.paragraph_format.space_after = Pt(2)
    run(hp, "Commercial Lines Insurance Broker | RIBO Level 2 Licensed | CAIB, CIP", bold=True, size=10.5, color=ink)
    hp = header.add_paragraph()
    hp.paragraph_format.space_after = Pt(0)
    run(hp, "Kitchener, ON N2H 5B3  |  519-555-0163  |  ", size=8.5, color=grey)
    docx_hyperlink(hp, "mailto:gurleen.dhaliwal@example.com", "gurleen.dhaliwal@example.com", color="6D1A36",
                   underline=False, size=8.5)
    run(hp, "  |  ", size=8.5, color=grey)
    docx_hyperlink(hp, "https://www.linkedin.com/in/gurleen-dhaliwal-caib", "linkedin.com/in/gurleen-dhaliwal-caib",
                   color="6D1A36", underline=False, size=8.5)
    bottom_border(hp, color="6D1A36", size="12")

    # the page footer: the document's name at the left, "Page X of Y" at the right
    fp = section.footer.paragraphs[0]
    from docx.shared import Twips
    for inherited in (4680, 9360):  # the Footer style's centre and right tabs, cleared for the wider text area
        fp.paragraph_format.tab_stops.add_tab_stop(Twips(inherited), WD_TAB_ALIGNMENT.CLEAR)
    fp.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
    run(fp, "Gurleen Dhaliwal – Resume – Confidential\tPage ", size=8, color=grey)
    docx_page_field(fp, "PAGE", size=8, color="5E5E5E")
    run(fp, " of ", size=8, color=grey)
    docx_page_field(fp, "NUMPAGES", size=8, color="5E5E5E")

    def heading(text):
        p = para(text, bold=True, size=10.5, color=wine, before=9, after=3)
        p.paragraph_format.keep_with_next = True
        bottom_border(p, color="C9A9B5", size="4")

    def tab_line(left, right_text, before=0, size=10, left_color=ink, right_bold=True):
        p = para(before=before, after=0)
        p.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
        p.paragraph_format.keep_with_next = True
        run(p, left, bold=True, size=size, color=left_color)
        run(p, "\t" + right_text, bold=right_bold, color=wine if right_bold else grey)
        return p

    heading("PROFESSIONAL PROFILE")
    para("Commercial lines broker with twelve years in property and casualty insurance – a direct writer's call "
         "centre, personal lines, commercial account management and, since 2022, my own commercial book. I find "
         "the business, market it well and keep it: contractors, fleets and small manufacturers are my "
         "specialty. Seeking a senior commercial producer or team lead role in Waterloo Region.", after=2)

    heading("KEY ACHIEVEMENTS")
    for bold, rest in (("Producer of the Year 2024 and 2025", " – #1 of 9 producers in new commercial premium."),
                       ("Grew my commercial book from $1.2M to $3.1M", " in written premium (2019–2026)."),
                       ("132% of new business target in 2025", " ($684K against $520K)."),
                       ("94.6% client retention", " in 2025, against a brokerage average of 89%.")):
        p = para(style="List Bullet", after=1)
        run(p, bold, bold=True, color=wine)
        run(p, rest)

    heading("PRODUCTION SUMMARY")
    heads = ["Year", "New business premium", "Target", "% to target", "Retention", "Producer rank"]
    table = document.add_table(rows=1 + len(BL4_PRODUCTION), cols=len(heads))
    table.alignment = WD_TABLE_ALIGNMENT.CENTER
    table_borders(table, val="single", color="C9A9B5", size="4", edges=("top", "bottom", "insideH"))
    fixed_widths(table, [Inches(1.35), Inches(1.55), Inches(1.0), Inches(1.0), Inches(1.0), Inches(1.1)])
    for r, values in enumerate([heads] + [list(x) for x in BL4_PRODUCTION]):
        for k, (c, value) in enumerate(zip(table.rows[r].cells, values)):
            if r == 0:
                cell_props(c, fill="F3E9ED")
            p = c.paragraphs[0]
            p.paragraph_format.space_before = Pt(1.5); p.paragraph_format.space_after = Pt(1.5)
            if k:
                p.alignment = WD_ALIGN_PARAGRAPH.CENTER
            run(p, value, bold=r == 0 or k == 3, size=9, color=wine if r == 0 else None)

    heading("PROFESSIONAL EXPERIENCE")
    tab_line(BL4_EMPLOYER[0], BL4_EMPLOYER[1], before=3, size=10.5, left_color=wine, right_bold=False)
    for title, employer, place, when, _, items in BL4_JOBS:
        if employer != BL4_EMPLOYER[0]:
            continue
        p = tab_line(title, when, before=4)
        for item in items:
            para(item, style="List Bullet", after=1)
    for title, employer, place, when, _, items in BL4_JOBS:
        if employer == BL4_EMPLOYER[0]:
            continue
        tab_line(employer, place, before=8, size=10.5, left_color=wine, right_bold=False)
        tab_line(title, when, before=2)
        for item in items:
            para(item, style="List Bullet", after=1)
        if not items:
            para("Weekends and summers while in school and college.", italic=True, color=grey)

    heading("LICENCES & DESIGNATIONS")
    for cert, note in BL4_LICENCES:
        p = para(style="List Bullet", after=1)
        run(p, cert, bold=True)
        run(p, " – " + note, color=grey)

    heading("EDUCATION")
    tab_line("Ontario College Diploma in Business – Insurance", "2012 – 2014", before=2)
    para("Conestoga College, Kitchener, ON  ·  Dean's Honours List", italic=True, color=grey)

    heading("SKILLS & SYSTEMS")
    p = para(after=2)
    run(p, "Skills: ", bold=True, color=wine)
    run(p, "; ".join(BL4_SKILLS))
    p = para(after=2)
    run(p, "Systems: ", bold=True, color=wine)
    run(p, "; ".join(BL4_SYSTEMS))

    heading("AWARDS")
    para("Producer of the Year, Grand River Insurance Brokers – 2024 and 2025  ·  Rising Producer Award – 2021",
         after=2)

    heading("LANGUAGES")
    para("English (fluent), Punjabi (native), Hindi (conversational)")

    name = "bl4-gurleen-dhaliwal"
    libreoffice_pdf(document, name, 2)
    write_truth(name, {
        "basics": {"name": "Gurleen Dhaliwal",
                   "label": "Commercial Lines Insurance Broker | RIBO Level 2 Licensed | CAIB, CIP",
                   "email": "gurleen.dhaliwal@example.com", "phone": "519-555-0163",
                   "location": {"city": "Kitchener", "region": "ON"},
                   "profiles": [linkedin("gurleen-dhaliwal-caib")]},
        "work": [job(t, e, p, w, s) for t, e, p, w, s, _ in BL4_JOBS],
        "education": [
            {"institution": "Conestoga College", "study_type": "Ontario College Diploma",
             "area": "Business – Insurance",
             "dates": dates("2012", "2014", text="2012 – 2014")}],
        "skills": [{"name": s} for s in BL4_SKILLS + BL4_SYSTEMS],
        "certificates": [{"name": c} for c, _ in BL4_LICENCES],
        "languages": [{"language": "English", "fluency": "fluent"}, {"language": "Punjabi", "fluency": "native"},
                      {"language": "Hindi", "fluency": "conversational"}],
    })


# ---- bl5: estate agent and branch manager (Chelmsford), headless Chromium print of a builder-style HTML CV with a
# ---- stats band, the dates in a left column and a "Key achievements" block in every role ----------------------------
BL5_JOBS = [  # (title, employer, place, dates as printed, truth span, description, key achievements)
    ("Branch Manager & Senior Valuer", "Moulsham & Co Estate Agents", "Chelmsford", "Mar 2023 – Present",
     ("2023-03", None, True),
     "Run the Chelmsford branch: six sales negotiators, two lettings staff, a sales progressor and an administrator. "
     "Three to six market appraisals a week; branch P&L, recruitment and compliance.",
     ["Branch fees £1.21m in 2025 – 109% of budget and the top branch of seven in the group.",
      "£18.6m of sales agreed in 2025; fall-through rate cut from 28% to 17% with a weekly progression meeting.",
      "Valuation-to-instruction rate of 47% against a group average of 34%.",
      "ESTAS Gold – Best Estate Agent in Chelmsford, 2024."]),
    ("Senior Sales Negotiator", "Moulsham & Co Estate Agents", "Chelmsford", "Jan 2020 – Feb 2023",
     ("2020-01", "2023-02"),
     "Listed, marketed and sold homes from £180k flats to £1.4m village houses; valuations from 2021.",
     ["#1 of 23 negotiators in the group for fees in 2022 (£386k); Negotiator of the Year 2021 and 2022.",
      "Average 11 sales agreed a month; average fee 1.4% against the branch's 1.2%."]),
    ("Sales Negotiator", "Moulsham & Co Estate Agents", "Chelmsford", "Aug 2018 – Dec 2019", ("2018-08", "2019-12"),
     "Applicant registration, viewings, offers and the sales progression of my own deals.",
     ["118% of my 2019 fee target; 40+ viewings a week through the spring market."]),
    ("Lettings Negotiator", "Blackwater Lettings", "Maldon", "Sep 2016 – Jul 2018", ("2016-09", "2018-07"),
     "Lettings valuations, viewings, referencing and move-ins for a 300-property managed portfolio.",
     ["Let 96 properties in 2017, a branch record; every Right to Rent file passed the 2018 audit."]),
    ("Sales Adviser", "Highwood Mobile", "Chelmsford", "2014 – 2016", ("2014", "2016"),
     "Phone contracts, upgrades and accessories in a busy high-street store.",
     ["#2 of 9 advisers for upgrades in 2015."]),
]
BL5_EXPERTISE = ["Market appraisals and valuations", "Winning instructions", "Negotiating offers",
                 "Sales progression to completion", "Vendor and buyer care", "Coaching negotiators"]
BL5_SYSTEMS = ["Reapit", "Alto", "Rightmove Plus", "Zoopla Pro"]
BL5_QUALS = [("Propertymark Level 3 Award in the Sale of Residential Property", "2019"),
             ("Propertymark Level 3 Award in Residential Letting and Property Management", "2017"),
             ("Anti-Money Laundering for Estate Agents", "refreshed annually, last 2026")]


def bl5_chromium_builder():
    def role(title, employer, place, when, items, desc):
        return (f'<div class="row"><div class="when">{escape(when)}</div><div class="what">'
                f'<h3>{escape(title)}</h3><p class="org">{escape(employer)}, {escape(place)}</p>'
                f'<p class="desc">{escape(desc)}</p><p class="ka">Key achievements</p><ul>'
                + "".join(f"<li>{escape(i)}</li>" for i in items) + "</ul></div></div>\n")

    experience = "".join(role(t, e, p, w, k, d) for t, e, p, w, _, d, k in BL5_JOBS)
    education = "".join(
        f'<div class="row"><div class="when">{escape(w)}</div><div class="what"><h3>{escape(q)}</h3>'
        f'<p class="org">{escape(s)}</p></div></div>\n' for q, s, w in (
            ("BA (Hons) Business Management – 2:2", "Anglia Ruskin University, Chelmsford", "2011 – 2014"),
            ("A Levels – Business (B), English Literature (C), Psychology (C)",
             "Chelmer Road Sixth Form College, Chelmsford", "2009 – 2011")))
    quals = "".join(f"<li>{escape(q)} <span class='note'>({escape(n)})</span></li>" for q, n in BL5_QUALS)
    html = f"""<!DOCTYPE html>
<html lang="en-GB"><head><meta charset="utf-8"><title>Jodie Harrington – CV</title>
<style>
@page {{ size: A4; margin: 12mm 14mm 12mm 14mm; }}
* {{ box-sizing: border-box; }}
body {{ font-family: "Liberation Sans", Arial, sans-serif; font-size: 9.4pt; line-height: 1.38; color: #262a30;
        margin: 0; }}
header {{ background: #0f3b3a; color: #fff; padding: 6mm 7mm 5mm; border-radius: 3mm 3mm 0 0; }}
header h1 {{ font-size: 26pt; margin: 0; letter-spacing: .5px; }}
header .label {{ font-size: 11pt; font-weight: bold; color: #f4c36a; margin: 1mm 0 .5mm; }}
header .slogan {{ font-style: italic; color: #cfe3e1; margin: 0 0 2.5mm; }}
header .contact {{ font-size: 8.8pt; color: #e6f0ef; }}
header .contact a {{ color: #fff; text-decoration: none; }}
.stats {{ display: grid; grid-template-columns: repeat(4, 1fr); background: #f4c36a; border-radius: 0 0 3mm 3mm;
          margin-bottom: 4mm; }}
.stats div {{ padding: 2.5mm 3mm; text-align: center; border-right: 1px solid #e0ac4e; }}
.stats div:last-child {{ border-right: 0; }}
.stats b {{ display: block; font-size: 15pt; color: #0f3b3a; }}
.stats span {{ font-size: 8pt; color: #4a3a18; }}
h2 {{ font-size: 11pt; color: #0f3b3a; text-transform: uppercase; letter-spacing: 1.4px; margin: 4.5mm 0 2mm;
      padding-bottom: 1mm; border-bottom: 2px solid #f4c36a; break-after: avoid; }}
.row {{ display: grid; grid-template-columns: 34mm 1fr; column-gap: 5mm; margin-bottom: 3mm; break-inside: avoid; }}
.when {{ font-weight: bold; color: #0f3b3a; font-size: 9pt; padding-top: .6mm; white-space: nowrap; }}
h3 {{ font-size: 10.3pt; margin: 0; }}
.org {{ margin: 0; color: #6b6f76; font-style: italic; }}
.desc {{ margin: .8mm 0 0; }}
.ka {{ margin: 1mm 0 0; font-weight: bold; font-size: 8.4pt; color: #a8741b; text-transform: uppercase;
       letter-spacing: .6px; }}
ul {{ margin: .5mm 0 0; padding-left: 4.5mm; }}
li {{ margin-bottom: .4mm; }}
.two {{ display: grid; grid-template-columns: 1fr 1fr; column-gap: 8mm; }}
.note {{ color: #6b6f76; }}
p {{ margin: 0 0 1mm; }}
</style></head>
<body>
<header>
<h1>Jodie Harrington</h1>
<p class="label">Estate Agent – Branch Manager &amp; Senior Valuer | MNAEA Propertymark</p>
<p class="slogan">“Priced right, marketed hard, progressed to completion.”</p>
<p class="contact">Springfield, Chelmsford, Essex CM2 &nbsp;•&nbsp; 07700 900512 &nbsp;•&nbsp;
<a href="mailto:jodie.harrington@example.com">jodie.harrington@example.com</a> &nbsp;•&nbsp;
<a href="https://www.linkedin.com/in/jodieharrington-estates">linkedin.com/in/jodieharrington-estates</a></p>
</header>
<div class="stats">
<div><b>£18.6m</b><span>sales agreed in 2025</span></div>
<div><b>164</b><span>new instructions in 2025</span></div>
<div><b>#1 of 23</b><span>negotiators in the group, 2022</span></div>
<div><b>47%</b><span>valuation-to-instruction rate</span></div>
</div>
<h2>Profile</h2>
<p>Essex estate agent with ten years in property – lettings, sales negotiation and, since 2023, running a
ten-person branch for an independent agent with seven offices. I win instructions at the right price, keep vendors
informed every week and push sales through to completion. Looking for a branch or area sales manager role in
Chelmsford, Brentwood or the Dengie.</p>
<h2>Experience</h2>
{experience}
<h2>Education</h2>
{education}
<div class="two">
<div><h2>Expertise</h2><ul>{"".join(f"<li>{escape(s)}</li>" for s in BL5_EXPERTISE)}</ul>
<h2>Property systems</h2><p>{" · ".join(escape(s) for s in BL5_SYSTEMS)}</p></div>
<div><h2>Qualifications</h2><ul>{quals}</ul>
<h2>Awards</h2><ul><li>Negotiator of the Year – Moulsham &amp; Co, 2021 &amp; 2022</li>
<li>ESTAS Gold – Chelmsford branch, 2024</li></ul>
<h2>Languages</h2><p>English – native &nbsp;·&nbsp; French – basic (GCSE)</p>
<h2>Additional</h2><p>Full UK driving licence and own car (business insured).</p></div>
</div>
</body></html>
"""
    name = "bl5-jodie-harrington"
    chromium_pdf(html, name, 2)
    write_truth(name, {
        "basics": {"name": "Jodie Harrington",
                   "label": "Estate Agent – Branch Manager & Senior Valuer | MNAEA Propertymark",
                   "email": "jodie.harrington@example.com", "phone": "07700 900512",
                   "location": {"city": "Chelmsford", "region": "Essex"},
                   "profiles": [linkedin("jodieharrington-estates")]},
        "work": [job(t, e, p, w, s) for t, e, p, w, s, _, _ in BL5_JOBS],
        "education": [
            {"institution": "Anglia Ruskin University", "study_type": "BA (Hons)", "area": "Business Management",
             "score": "2:2", "dates": dates("2011", "2014", text="2011 – 2014")},
            {"institution": "Chelmer Road Sixth Form College", "study_type": "A Levels",
             "dates": dates("2009", "2011", text="2009 – 2011")}],
        "skills": [{"name": s} for s in BL5_EXPERTISE + BL5_SYSTEMS],
        "certificates": [{"name": q} for q, _ in BL5_QUALS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "French", "fluency": "basic"}],
    })


# ---- bl6: car sales executive (Kilkenny), a one-page WeasyPrint CV with the slogan in its headline and a units table
BL6_JOBS = [  # (title, employer, place, dates as printed, truth span, bullets)
    ("Senior Sales Executive", "Nore Valley Motors Ltd", "Kilkenny", "Jan 2024 – present", ("2024-01", None, True),
     ["New and used Toyota and Lexus sales at the county's main dealer; 188 units in 2024 and 196 in 2025, #1 of 6 "
      "executives both years.",
      "Finance penetration 61% (PCP, HP and leasing) against a dealer average of 48%; CSI score 97.2% in 2025.",
      "Look after 40 SME and fleet accounts; train new executives on hybrid handovers."]),
    ("Sales Executive", "Nore Valley Motors Ltd", "Kilkenny", "Mar 2019 – Dec 2023", ("2019-03", "2023-12"),
     ["Grew from 142 to 171 units a year; 109–114% of target every full year.",
      "Set up the dealership's CitNOW video follow-ups: test-drive-to-sale conversion up from 38% to 46%."]),
    ("Used Car Sales Executive", "Marble City Car Sales", "Kilkenny", "2017 – 2019", ("2017", "2019"),
     ["Sold 8–10 used cars a month, priced trade-ins and listed stock on DoneDeal and Carzone."]),
    ("Sales Assistant (part-time)", "Watergate Electrical", "Kilkenny", "2014 – 2017", ("2014", "2017"),
     ["TVs, appliances and extended warranties at weekends while at college."]),
]
BL6_UNITS = [  # (year, units, target, % to target, rank of 6)
    ("2021", "142", "130", "109%", "#3"), ("2022", "156", "140", "111%", "#2"), ("2023", "171", "150", "114%", "#2"),
    ("2024", "188", "160", "118%", "#1"), ("2025", "196", "170", "115%", "#1"),
    ("2026 (Jan–Nov)", "167", "160", "104%", "#1"),
]
BL6_SKILLS = ["New and used car sales", "Trade-in appraisal", "PCP, HP and leasing finance",
              "Test drives and handovers", "Follow-up and repeat business", "SME and fleet enquiries"]
BL6_TOOLS = ["Keyloop DMS", "CitNOW video", "DoneDeal and Carzone", "Cartell vehicle checks"]
BL6_CERTS = [("Toyota Certified Sales Consultant Level 3", "2023"),
             ("Hybrid & Electric Vehicle Product Specialist", "Toyota Ireland, 2022"),
             ("SIMI Motor Finance Compliance Training", "2024")]


def bl6_weasyprint():
    from weasyprint import HTML

    jobs = ""
    for title, employer, place, when, _, items in BL6_JOBS:
        jobs += (f'<div class="job"><h3>{escape(title)}</h3>'
                 f'<p class="org">{escape(employer)}, {escape(place)} &nbsp;·&nbsp; {escape(when)}</p><ul>'
                 + "".join(f"<li>{escape(i)}</li>" for i in items) + "</ul></div>\n")
    units = ("<table class='units'><tr><th>Year</th><th>Units (new + used)</th><th>Target</th><th>% to target</th>"
             "<th>Rank of 6</th></tr>"
             + "".join("<tr>" + "".join(f"<td>{escape(v)}</td>" for v in row) + "</tr>" for row in BL6_UNITS)
             + "</table>")
    html = f"""<!DOCTYPE html>
<html lang="en-IE"><head><meta charset="utf-8"><title>Mantas Jankauskas CV</title>
<meta name="author" content="Mantas Jankauskas">
<style>
@page {{ size: A4; margin: 10mm 13mm 9mm 13mm; }}
body {{ font-family: "Liberation Sans", Arial, sans-serif; font-size: 8.9pt; line-height: 1.3; color: #222;
        margin: 0; }}
.top {{ border-left: 6px solid #c8102e; padding-left: 4mm; margin-bottom: 3mm; }}
h1 {{ font-size: 24pt; margin: 0; color: #111; }}
.label {{ font-size: 10.5pt; font-weight: bold; color: #c8102e; margin: .6mm 0 1mm; }}
.contact {{ color: #555; margin: 0; }}
.contact a {{ color: #555; text-decoration: none; }}
h2 {{ font-size: 9.8pt; text-transform: uppercase; letter-spacing: 1px; color: #c8102e; margin: 3mm 0 1.4mm;
      border-bottom: 1px solid #e3c2c8; padding-bottom: .5mm; }}
.ka {{ display: grid; grid-template-columns: 1fr 1fr; column-gap: 5mm; row-gap: 1mm; background: #faf1f2;
       padding: 2mm 3mm; border-radius: 2mm; }}
.ka div b {{ color: #c8102e; }}
table.units {{ border-collapse: collapse; width: 100%; }}
table.units th {{ background: #222; color: #fff; font-weight: bold; text-align: left; padding: .8mm 2mm;
                  font-size: 8.4pt; }}
table.units td {{ padding: .6mm 2mm; border-bottom: 1px solid #eee; }}
table.units tr:nth-child(odd) td {{ background: #fafafa; }}
.job {{ margin-bottom: 1.8mm; }}
h3 {{ font-size: 9.8pt; margin: 0; }}
.org {{ margin: 0; color: #666; }}
ul {{ margin: .4mm 0 0; padding-left: 4.5mm; }}
li {{ margin-bottom: .3mm; }}
.cols {{ display: grid; grid-template-columns: 1.05fr 1fr 1fr; column-gap: 6mm; }}
.small {{ color: #666; }}
p {{ margin: 0 0 .8mm; }}
</style></head>
<body>
<div class="top">
<h1>Mantas Jankauskas</h1>
<p class="label">Car Sales Executive | Toyota Hybrid Specialist | “Sell the car, earn the customer.”</p>
<p class="contact">Loughboy, Kilkenny &nbsp;·&nbsp; 086 555 0171 &nbsp;·&nbsp;
<a href="mailto:mantas.jankauskas@example.com">mantas.jankauskas@example.com</a></p>
</div>
<h2>Key achievements</h2>
<div class="ka">
<div><b>#1 of 6 sales executives</b> in 2024, 2025 and 2026 to date</div>
<div><b>196 cars</b> sold in 2025 – 115% of target</div>
<div><b>61% finance penetration</b> vs 48% dealer average</div>
<div><b>Toyota Ireland Sales Excellence – Gold</b>, 2025</div>
</div>
<h2>Units sold vs target</h2>
{units}
<h2>Experience</h2>
{jobs}
<div class="cols">
<div><h2>Education</h2>
<p><b>Bachelor of Business (Level 7) in Marketing</b><br><span class="small">Institute of Technology Carlow ·
2014 – 2017</span></p>
<p><b>Leaving Certificate</b><br><span class="small">Castle Road Community College, Kilkenny · 2014</span></p>
<h2>Languages</h2>
<p>Lithuanian (native) · English (fluent) · Russian (basic)</p></div>
<div><h2>Skills</h2><ul>{"".join(f"<li>{escape(s)}</li>" for s in BL6_SKILLS)}</ul>
<h2>Dealer systems</h2><p>{" · ".join(escape(s) for s in BL6_TOOLS)}</p></div>
<div><h2>Certificates</h2><ul>{"".join(f"<li>{escape(c)} <span class='small'>({escape(n)})</span></li>"
                                        for c, n in BL6_CERTS)}</ul>
<h2>Also</h2><p>Full clean driving licence (B). References from my sales manager on request.</p></div>
</div>
</body></html>
"""
    name = "bl6-mantas-jankauskas"
    path = os.path.join(FILES, name + ".pdf")
    HTML(string=html).write_pdf(path)
    check_pages(name, pdf_pages(path), 1)
    write_truth(name, {
        "basics": {"name": "Mantas Jankauskas",
                   "label": "Car Sales Executive | Toyota Hybrid Specialist | “Sell the car, earn the customer.”",
                   "email": "mantas.jankauskas@example.com", "phone": "086 555 0171",
                   "location": {"city": "Kilkenny"}},
        "work": [job(t, e, p, w, s) for t, e, p, w, s, _ in BL6_JOBS],
        "education": [
            {"institution": "Institute of Technology Carlow", "study_type": "Bachelor of Business", "area": "Marketing",
             "dates": dates("2014", "2017", text="2014 – 2017")},
            {"institution": "Castle Road Community College", "study_type": "Leaving Certificate",
             "dates": dates(None, "2014", text="2014")}],
        "skills": [{"name": s} for s in BL6_SKILLS + BL6_TOOLS],
        "certificates": [{"name": c} for c, _ in BL6_CERTS],
        "languages": [{"language": "Lithuanian", "fluency": "native"}, {"language": "English", "fluency": "fluent"},
                      {"language": "Russian", "fluency": "basic"}],
    })


if __name__ == "__main__":
    made_scratch = not os.path.isdir(SCRATCH)
    os.makedirs(SCRATCH, exist_ok=True)
    tempfile.tempdir = SCRATCH
    os.environ["TMPDIR"] = SCRATCH
    try:
        bl1_quota_table_docx()
        bl2_reportlab_sidebar()
        bl3_google_docs_html()
        bl4_header_footer_libreoffice()
        bl5_chromium_builder()
        bl6_weasyprint()
    finally:
        tempfile.tempdir = None
        if made_scratch:
            shutil.rmtree(SCRATCH, ignore_errors=True)
