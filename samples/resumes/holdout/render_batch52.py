#!/usr/bin/env python3
"""Renders the fifty-second held-out batch (az1–az6) into files/ and its truth into truth/.

Written without reading the parser (nor anything under /work/main/Sources, Tests, docs, Benchmarks, .build or
output, nor anything under /tmp); no project binary (mm-*), swift or git command was run. The only project files
read were holdout_render.py in full, render_batch50.py in full (for the conventions, the truth shape and the
decisions it records), the docstring openings (first 40 lines only) of render_batch41.py to render_batch49.py (for
the occupations, countries and producers already used) and three truth files: ax4-megan-sorensen.json (whole),
the opening of ax2-sienna-marchetti.json and the basics and education of ax6-kristine-bautista.json (for the exact
JSON shape). files/ and truth/ were listed only to make sure no az* file existed. render_batch51.py and the ay*
files, written at the same time by another helper, were not opened. Nothing else in the project was read. The
helpers job, li_months, li_duration, li_dates, docx_hyperlink, even_date and even_span are written for this batch;
the rest comes from holdout_render.py. Scratch files (the LibreOffice page check of az3 and the WeasyPrint print
check of az6) go to /var/tmp/az52, removed at the end; fpdf2 2.8.9 was installed with pip for az2.

Resumes as recruiters receive them from online resume builders and job boards, imitated with everyday tools, for
six people in six countries and six occupations that batches 41–50 do not have (their docstrings list, among
others, an underwriter, a quantity surveyor, a UX researcher, a pharmacy technician, a graphic designer, a QA
analyst, a disability support worker, an events coordinator, an architect, a personal support worker, a dietitian,
a paramedic, a payroll specialist, an electrician, an IT service desk analyst, a CNC setter, a plumber, a process
engineer, an early childhood educator, an actuarial analyst, a clinical pharmacist, a data engineer and a maths
teacher): a customer success manager in Dublin (Ireland), a certified medical assistant in Phoenix (US), a
recruitment consultant in Brighton (UK), an interior designer in Toronto (Canada), a civil construction site
supervisor in Ipswich, Queensland (Australia) and a site reliability engineer in Lagos (Nigeria).

- az1 (ReportLab 5.1 platypus, Liberation Sans, Letter, two pages; imitates LinkedIn's "Save to PDF" profile,
  creator and author "LinkedIn"): page 1 has a pale grey LEFT SIDEBAR frame (painted on page 1 only) holding
  "Contact" ("086 555 0193 (Mobile)", a mailto link, "www.linkedin.com/in/clodaghbrennan-cs (LinkedIn)", the
  address wrapping inside the narrow column as LinkedIn's does, its link target carrying LinkedIn's
  "?jobid=1234&lipi=..." query), "Top Skills" (three), "Languages" ("English (Native or Bilingual)", "German
  (Full Professional)", "Irish (Elementary)", "Spanish (Limited Working)"), "Certifications" (four names, one a
  line) and "Honors-Awards"; the main frame at the right holds the name "Clodagh Brennan" (26 pt), the headline
  "Senior Customer Success Manager at Ardmore Cloud Software | Enterprise SaaS | Renewals, Expansion & Customer
  Advocacy", the grey place "Dublin, County Dublin, Ireland", "Summary", then "Experience" AS LINKEDIN NESTS IT:
  the company name once, under it (for a company with several roles) the grey total tenure ("7 years 3 months",
  "4 years"), then each role as a bold title, a grey "Month YYYY - Month YYYY (N years M months)" line (counted
  inclusively to the save month, November 2026, for "Present"), a grey place line where the member gave one and
  the description (a paragraph or "• " lines): at Ardmore Cloud Software "Senior Customer Success Manager, EMEA
  Enterprise" "January 2024 - Present (2 years 11 months)" "Dublin, County Dublin, Ireland", "Customer Success
  Manager" "March 2021 - December 2023 (2 years 10 months)" with NO place line, "Customer Onboarding Specialist"
  "September 2019 - February 2021 (1 year 6 months)" "Dublin, Ireland"; at "Self-employed" "Freelance Translator
  (German to English)" "January 2016 - June 2019 (3 years 6 months)" (overlapping the next employer); at Liffey
  Payments "Customer Support Team Lead" "May 2017 - August 2019" and "Customer Support Agent - German Market"
  "September 2015 - April 2017"; at Chapters & Verse Booksellers "Sales Assistant (part-time)" "September 2011 -
  May 2015" with no description. "Education" as LinkedIn prints it: the bold school, then "Degree, Field ·
  (YYYY - YYYY)": University College Dublin "Bachelor of Commerce (BComm), International Commerce with German ·
  (2011 - 2015)", Universität Mannheim "Erasmus Exchange, Business Administration · (2013 - 2014)", Technological
  University Dublin "Postgraduate Certificate, Digital Marketing · (2018 - 2019)", Coláiste an Chnoic "Leaving
  Certificate · (2005 - 2011)". "Page N of 2" footers under the main column. A customer success manager in
  Dublin, Ireland.
- az2 (fpdf2 2.8.9, Liberation Sans, Letter, three pages; imitates the PDF a job board generates from its own
  resume profile, Indeed-style, creator "Indeed"): one column: the name "Marisol Ortega" (22 pt bold), the
  headline "Certified Medical Assistant", then grey lines "Phoenix, AZ 85033", the email and "+1 602 555 0164"; a
  summary; "Authorized to work in the US for any employer" and "Willing to relocate to: Tempe, AZ - Chandler, AZ -
  Scottsdale, AZ"; headings with a grey rule: "Work Experience" with each job as a bold title line, a "Company -
  City, ST" line and a grey "Month YYYY to Month YYYY" line over "• " lines or a paragraph: "Lead Medical
  Assistant" "March 2022 to Present" and "Medical Assistant" "August 2019 to February 2022" at Desert Bloom Family
  Medicine (the company repeated on each), "Medical Assistant (PRN, weekends)" "January 2021 to Present"
  (concurrent), "Back Office Medical Assistant" "June 2017 to July 2019", "Cashier" at "Sonoran Fresh Market"
  with NO place and no description "May 2014 to May 2017"; "Education" in the same three-line form: "Bachelor's
  degree in Health Care Administration" Grand Canyon University "January 2024 to Present", "Certificate in
  Medical Assisting" GateWay Community College "August 2016 to May 2017", "High school diploma" "2012 to 2016";
  "Skills" as "•  Skill (N years)" lines; "Languages" ("Spanish - Fluent", "English - Fluent");
  "Certifications and Licenses" (the name in bold, a validity line "May 2017 to May 2027", the issuer);
  "Assessments" (two Indeed-style test results, "Medical terminology — Expert" with a date and "Full results:",
  and the italic note that assessments are not a license or certification). The flow breaks pages mid-section
  as such generated PDFs do. A certified medical assistant in Phoenix, Arizona.
- az3 (DOCX, python-docx 1.2, kept as the Word file; A4, one page, checked on a throw-away LibreOffice PDF with
  the fonts substituted): imitates Google Docs' "Serif" resume template downloaded as .docx: the template's
  font names ("Merriweather" for the name, the headings and the entry lines, "Open Sans" for the body) set in
  the styles and not embedded; a borderless two-cell header table (at the left the name "Bethany Lowe" in the
  Title style, the Subtitle "Senior Recruitment Consultant | Technology & Digital" and "Kemptown, Brighton,
  East Sussex BN2 1PD"; at the right, right-aligned, "07700 900261" in bold and blue underlined hyperlinks
  "bethany.lowe@example.com" and "linkedin.com/in/bethanylowe-recruitment"); the body a borderless TWO-CELL TABLE:
  the wide left cell with EXPERIENCE, EDUCATION and PROJECTS, the narrow right cell with SKILLS (one a
  paragraph), CERTIFICATES & AWARDS (two certificates and two awards mixed, each "Name, Year"), LANGUAGES (one
  ", " line with parenthesised levels) and INTERESTS. Section heads are "Heading 1" paragraphs in blue capitals;
  each entry is the template's "Heading 2" line "**Company**, Place — *Title*" (bold company, the place after a
  comma, an em dash and the italic title) over a "Heading 3" date line TYPED IN CAPITALS as the template's
  "MONTH 20XX - PRESENT" placeholder is, and a grey paragraph: Harbour Street Recruitment, Brighton — "Senior
  Recruitment Consultant (Technology)" "APRIL 2023 - PRESENT" and "Recruitment Consultant" "JUNE 2021 - MARCH
  2023", Sussex Staffing Solutions, Worthing — "Trainee Recruitment Consultant" "SEPTEMBER 2019 - MAY 2021", The
  Lanes Kitchen, Brighton — "Front of House Supervisor (part-time)" "OCTOBER 2016 - JULY 2019"; education the same
  way: University of Sussex, Brighton — "BA (Hons) Sociology" "SEPTEMBER 2016 - JUNE 2019" over "Upper
  Second-Class Honours (2:1). Dissertation: ...", Downland Sixth Form College, Lewes — "A Levels" "SEPTEMBER 2014
  - JUNE 2016" over the subject grades; PROJECTS holds "Tech Returners Pathway — Volunteer co-organiser" in the
  same Heading 2 form without dates. A recruitment consultant in Brighton, England.
- az4 (WeasyPrint 70 of a designer template's HTML/CSS, Canva/Novoresume-like, Letter, one page, Liberation
  Sans): an absolutely positioned deep-green LEFT SIDEBAR (first in the source) with an "TM" initials circle in
  place of a photo, "Get in touch" ("Leslieville, Toronto, ON", "416-555-0172", mailto and LinkedIn links printed
  "tessa.marchand@example.com" and "linkedin.com/in/tessamarchand-design"), "What I'm good at" (each tool on its
  line with its level IN WORDS under it where the template had a bar, CSS-capitalised "EXPERT", "ADVANCED",
  "INTERMEDIATE", then five soft skills as rounded tags), "Credentials" ("NCIDQ Certificate · No. 034917", "ARIDO
  Registered Interior Designer · 2019", "LEED Green Associate · 2017", "WELL AP · 2023") and "Languages I speak"
  (language over an italic level); the main column with the name "Tessa Marchand", the tagline "Interior
  Designer, ARIDO · Hospitality & Workplace Interiors", "About me", "Where I've worked" (bold title, the company in
  gold, an italic line with the dates at the left and the place floated right, then bullets): "Senior Interior
  Designer" "03/2022 – Present" and "Interior Designer" "06/2018 – 02/2022" at Studio Halden Interiors, Toronto,
  ON; "Freelance Design Consultant" "Self-employed" "2020 – Present" (concurrent); "Junior Designer" "09/2016 –
  05/2018" Lakeshore Millwork & Design, Mississauga, ON; "Design Intern (co-op)" "05/2015 – 08/2015" with no
  bullets; and "What I studied" in the same form: "Bachelor of Interior Design (BID)" "Toronto Metropolitan
  University (formerly Ryerson University)" "09/2011 – 04/2016" with a remark line, "Certificate in Architectural
  Lighting Design" "George Brown College (continuing education, part-time)" "2019 – 2020". An interior designer in
  Toronto, Ontario.
- az5 (plain text, UTF-8, CRLF line ends as a browser's text box submits them; no bullets): imitates a resume
  pasted from Word into a job board's "paste your resume" box (Seek-style): a trailing space after the name, a
  label with doubled spaces round its en dash, a contact line with runs of spaces round " | " and a no-break space
  before the email; two blank lines; capital headings with no rules; CAREER SUMMARY broken by a hard line end in
  mid-sentence (as pasted from a PDF); KEY SKILLS one a line, two with doubled spaces after a comma; EMPLOYMENT
  HISTORY with each job a "Title<TABs>Dates" line (en dashes on the two recent jobs, hyphens on the older two), an
  "Employer, Town QLD" line and duty lines that start with a TAB where Word's bullets were: "Site Supervisor – Civil"
  "Mar 2021 – Present" and "Leading Hand" (with a space before its tabs) "Jul 2018 – Feb 2021" at Bluegum Civil Pty
  Ltd, Brisbane QLD; "Plant Operator  (Excavator, Roller, Grader)" "Jan 2012 - Jun 2018" at Moreton Earthmoving,
  Ipswich QLD; "Civil Labourer (labour hire)" "Nov 2009 - Dec 2011" at Tradeforce Labour Hire, Logan QLD; EDUCATION
  & TRAINING with one qualification a line in mixed separators: "Diploma of Civil Construction Design (RII50520) –
  currently studying part-time,  TAFE Queensland  –  expected 2027", "Certificate IV in Civil Construction
  Supervision (RII40720)   TAFE Queensland   2020" (runs of spaces), "Certificate III in Civil Construction Plant
  Operations (RII30913) – Civil Skills Training Australia, Ipswich – 2013", "Queensland Certificate of Education
  (Year 12)   Bremer Valley State High School    2008"; TICKETS & LICENCES one a line with unit codes; LANGUAGES
  as a "; " line; REFEREES on request. A civil site supervisor in Ipswich, Queensland.
- az6 (an HTML page kept as HTML, UTF-8, written by hand to look like the output of a JSON Resume theme
  ("even"-like): CSS custom properties, a dark-mode media query, inline SVG icons, a print stylesheet; it prints on
  three A4 pages, checked on a throw-away WeasyPrint PDF): a masthead with <h1> "Tolulope Adebanjo", <h2> the label
  "Site Reliability Engineer | Kubernetes, AWS & Observability", the summary and a contact list (a mailto link, a
  tel: link printed "+234 803 555 0148", "Lagos, Lagos State, NG", links printed only "LinkedIn" and "GitHub"
  whose targets are the profile URLs); <section>s "Work", "Education", "Certificates", "Skills", "Languages",
  "Projects". Work as the theme groups it: CONSECUTIVE POSITIONS AT ONE COMPANY SHARE ONE <article> with the
  company <h3> and its location once, over an <ol class="timeline"> of positions (bold title, then "<time
  datetime>Mon YYYY</time> – <time>" or "Present"): Paystone Africa Ltd, Lagos: "Senior Site Reliability Engineer"
  "Apr 2023 – Present", "Site Reliability Engineer" "Jun 2021 – Mar 2023"; Lagoon Networks Ltd, Victoria Island,
  Lagos: "Systems Administrator" "Mar 2018 – May 2021", "NOC Engineer" "Sep 2016 – Feb 2018"; single positions with
  the title, dates and location in the header: "Corps Member – IT Support (NYSC)" "Aug 2015 – Jul 2016" at Ogun
  State Ministry of Science and Technology, Abeokuta, and "Industrial Trainee (SIWES)" "Jun 2013 – Nov 2013" at
  Akure Data Solutions, Akure, with no text. Education articles: the institution <h3>, "studyType — area" in bold
  and the years, then "Score: 4.12/5.00" and a course list ("Second Class Upper Division", the project);
  "Ogudu Heights College, Lagos" "West African Senior School Certificate (WASSCE)" "2004 – 2010". Certificates
  with issuer and month; Skills as four groups, each with its group name, a level word and keyword tags;
  Languages as four name/fluency pairs; one open-source project. A site reliability engineer in Lagos, Nigeria.

They hold what such resumes hold: several roles at one employer (az1 nested under the company name with a total
tenure, az6 grouped in a timeline, az2, az3, az4 and az5 repeated on each entry), current jobs, concurrent
freelance and PRN jobs (az1's translating, az2's urgent-care weekends, az4's freelance design), a national
service year and an industrial-training placement (az6), a co-op internship (az4), labour-hire work (az5),
student jobs; dates written "January 2024 - Present", "March 2021 - December 2023", "September 2019 - February
2021", "January 2016 - June 2019", "May 2017 - August 2019", "September 2015 - April 2017", "September 2011 - May
2015", "March 2022 to Present", "August 2019 to February 2022", "January 2021 to Present", "June 2017 to July
2019", "May 2014 to May 2017", "APRIL 2023 - PRESENT", "JUNE 2021 - MARCH 2023", "SEPTEMBER 2019 - MAY 2021",
"OCTOBER 2016 - JULY 2019", "03/2022 – Present", "06/2018 – 02/2022", "2020 – Present", "09/2016 – 05/2018",
"05/2015 – 08/2015", "Mar 2021 – Present", "Jul 2018 – Feb 2021", "Jan 2012 - Jun 2018", "Nov 2009 - Dec 2011",
"Apr 2023 – Present", "Jun 2021 – Mar 2023", "Mar 2018 – May 2021", "Sep 2016 – Feb 2018", "Aug 2015 – Jul 2016",
"Jun 2013 – Nov 2013"; and for education "(2011 - 2015)", "(2013 - 2014)", "(2018 - 2019)", "(2005 - 2011)",
"January 2024 to Present", "August 2016 to May 2017", "2012 to 2016", "SEPTEMBER 2016 - JUNE 2019", "SEPTEMBER
2014 - JUNE 2016", "09/2011 – 04/2016", "2019 – 2020", "expected 2027", "2020", "2013", "2008", "2010 – 2015",
"2004 – 2010"; an Irish BComm, an Erasmus year, a postgraduate certificate and the Leaving Certificate; a US
bachelor's degree in progress, a community-college certificate and a high school diploma; a UK BA (Hons) with
its class and A Levels; a Canadian BID and a continuing-education certificate; Australian VET qualifications
with national codes (one in progress) and the QCE; a Nigerian B.Tech. with a CGPA and the WASSCE; certificates,
licences, tickets and credentials with codes, numbers, issuers and validity; awards, assessments, projects and
interests beside them; top skills, years-of-experience skills, skills with level words and skill groups with
keywords; spoken languages with LinkedIn's, Indeed's and the builders' levels; phones in each country's form
(555 numbers in Ireland, the US, Canada and Nigeria, an Ofcom drama mobile in the UK, an ACMA drama mobile in
Australia).

Decisions for this batch (documented here because the documents leave them to the reader):
- Dates: date_text is the dates as printed, WITHOUT LinkedIn's "(2 years 11 months)" duration after them (the
  duration is computed by LinkedIn from the dates, not part of them; az1 keeps "January 2024 - Present") and
  without LinkedIn's total tenure line under a company ("7 years 3 months", which dates no role). LinkedIn's
  education years are printed inside parentheses after " · "; their date_text is the years without the
  parentheses ("2011 - 2015"), the parentheses being LinkedIn's frame like the duration's. The Google Docs
  template's capitals are kept in date_text ("APRIL 2023 - PRESENT") and read like any month name. "Present",
  "PRESENT" make a job or study current; "2020 – Present" is current from the year. Indeed's "Month YYYY to
  Month YYYY" is a range like any other. A single year is the end date (az5's "2020", "2013", "2008"); az5's
  "expected 2027" for a diploma "currently studying" is a current entry with the end date 2027 and no start, as
  batch 50 wrote "Expected March 2026".
- Work: several roles at one employer are separate entries, each with the employer's name and its own dates; on
  LinkedIn (az1) and in the theme's timeline (az6) the company and (az6) its location are printed once for the
  group and belong to every role under it. The location is each role's own place line where printed (az1's
  "Dublin, County Dublin, Ireland", "Dublin, Ireland", "Dundrum, Dublin, Ireland"); az1's "Customer Success
  Manager" and az2's "Cashier" have no place printed, so their entries have no location. "Self-employed" is the
  employer of az1's and az4's freelance roles, as printed. Concurrent freelance and PRN jobs, the NYSC year, the
  SIWES industrial training and the co-op internship are work entries in printed order. A title's own
  parenthesis is part of the position ("Medical Assistant (PRN, weekends)", "Front of House Supervisor
  (part-time)", "Design Intern (co-op)", "Plant Operator (Excavator, Roller, Grader)" with az5's doubled space
  collapsed, "Civil Labourer (labour hire)", "Corps Member – IT Support (NYSC)", "Industrial Trainee (SIWES)").
  In az3's "Company, Place — Title" lines the bold run is the company, the text after its comma the location and
  the italic run after the em dash the position. Runs of spaces, tabs and no-break spaces in az5 are one space
  in the truth (its label is "Civil Site Supervisor – Roads, Drainage & Subdivisions"). Projects (az3's Tech
  Returners Pathway, az6's naira-exporter), Honors-Awards, awards, Indeed's assessments, interests, the work
  authorisation and relocation lines and referees are not work, education, skills or certificates.
- Education: the study type is the kind of qualification and the area its field, as in batch 50: "Bachelor of
  Commerce (BComm)" / "International Commerce with German"; az1's Mannheim entry is a separate LinkedIn education
  entry, so it is an education entry, "Erasmus Exchange" / "Business Administration" (batch 50's exchanges were
  remarks under a degree, not entries of their own); "Postgraduate Certificate" / "Digital Marketing";
  "Leaving Certificate" with no area; "Bachelor's degree in Health Care Administration" is "Bachelor's degree" /
  "Health Care Administration" (current); "Certificate in Medical Assisting" is "Certificate" / "Medical
  Assisting"; "High school diploma" has no area; "BA (Hons) Sociology" is "BA (Hons)" / "Sociology" with the score
  "2:1" (printed "Upper Second-Class Honours (2:1)"); "A Levels" with no area and no score (subject grades);
  "Bachelor of Interior Design (BID)" has no area (the field is the degree's name, as batch 50's "Doctor of
  Pharmacy (PharmD)"); "Certificate in Architectural Lighting Design" is "Certificate" / "Architectural Lighting
  Design"; az5's "Diploma of Civil Construction Design (RII50520)" is "Diploma" / "Civil Construction Design",
  the Certificates IV and III likewise with their codes left out (batch 50's rule), "Queensland Certificate of
  Education (Year 12)" is "Queensland Certificate of Education"; az6's "Bachelor of Technology (B.Tech.)" /
  "Computer Science" with the score "4.12/5.00" (printed "Score: 4.12/5.00"; the class a course line) and
  "West African Senior School Certificate (WASSCE)" with no area. The institution is the name without a city,
  mode or note: "Toronto Metropolitan University" (its "(formerly Ryerson University)" left out), "George Brown
  College", "Ogudu Heights College" (", Lagos" left out), "Federal University of Technology, Akure" (the comma is
  part of that university's name), "Coláiste an Chnoic", "Universität Mannheim".
- Skills are the listed items as printed, without Indeed's "(9 years)" years of experience, without az4's level
  words (printed where the template had bars) and without az6's group names and level words (the theme's
  keywords are the skills); az1's are the three "Top Skills" LinkedIn prints (the PDF lists no others). In az3's
  and az5's one-a-line lists each line is one item, commas inside it included ("Bulk earthworks, detailed
  excavation and trimming"); az4's soft-skill tags follow its tools.
- Certificates and licences drop issuers, numbers, years, validity lines and az5's "– current to 03/2027" and
  "– SOA", and keep unit codes printed in the name ("White Card – Construction Induction (CPCCWHS1001)"). az2's
  "BLS Certification" is recorded as printed. az3's "CERTIFICATES & AWARDS" holds two certificates (recorded)
  and two awards (not). az4's "ARIDO Registered Interior Designer" (a protected registration) and az5's "HR
  Truck Licence (QLD)" listed under TICKETS & LICENCES are licences and so certificate entries; Indeed's
  assessments are not (the page itself says so).
- Basics: the label is the headline or line under the name, whole (az1's LinkedIn headline, az2's Indeed
  headline, az3's Subtitle, az4's tagline, az6's <h2>). Phones as printed without LinkedIn's "(Mobile)" tag.
  Location is the city with the county, state, province or region beside it, without a suburb, postcode or
  country: "Dublin" / "County Dublin", "Phoenix" / "AZ", "Brighton" / "East Sussex" (Kemptown left out),
  "Toronto" / "ON" (Leslieville left out), "Ipswich" / "QLD" (Springfield Lakes left out), "Lagos" / "Lagos State".
  LinkedIn profiles as https://www.linkedin.com/in/… without the tracking query of az1's link; az6's GitHub link,
  printed only "GitHub", as its target URL. az2 and az5 print no profile, so their basics have no profiles.
- Languages with their fluency as printed (LinkedIn's "Native or Bilingual", "Full Professional", "Elementary",
  "Limited Working"; az3's "(B1)" and "(Level 1)" as "B1" and "Level 1").

Truth conventions as in batches 5–50: date_text as printed (en dashes where typed), the work entry's location where
printed, phones as printed. Every person, employer, school named as invented below, licence and certificate number,
phone and email is invented (emails at example.com), except the universities, colleges, training providers,
regulators, issuers and platforms (University College Dublin, Universität Mannheim, Technological University
Dublin, LinkedIn, Gainsight, Salesforce, ITIL, SuccessCOACHING's CCSM, Indeed, Grand Canyon University, GateWay
Community College, the National Healthcareer Association, the American Heart Association, eClinicalWorks, ASIIS,
Google Docs, the University of Sussex, the REC, Bullhorn, Broadbean, Toronto Metropolitan University, George Brown
College, NCIDQ, ARIDO, LEED, WELL, TAFE Queensland, Urban Utilities, Logan City Council, NYSC, SIWES, the Federal
University of Technology, Akure, WAEC's WASSCE, the Linux Foundation, AWS, HashiCorp and JSON Resume), which are
real and named as any resume names them; the software products are real products. Invented: Ardmore Cloud
Software, Liffey Payments, Chapters & Verse Booksellers, Coláiste an Chnoic, Desert Bloom Family Medicine, Saguaro
Urgent Care, Camelback Pediatrics, Sonoran Fresh Market, Cactus Ridge High School, Harbour Street Recruitment,
Sussex Staffing Solutions, The Lanes Kitchen, Downland Sixth Form College, Tech Returners Pathway, Studio Halden
Interiors, Lakeshore Millwork & Design, Ossington Hospitality Group, Bluegum Civil Pty Ltd, Moreton Earthmoving,
Tradeforce Labour Hire, Civil Skills Training Australia, Bremer Valley State High School, Paystone Africa Ltd,
Lagoon Networks Ltd, Akure Data Solutions, Ogudu Heights College and naira-exporter.

Tools: reportlab 5.1, python-docx 1.2 and weasyprint 70 (installed already), fpdf2 2.8.9 (pip, for az2),
LibreOffice 7.4 (az3's page check), fonts-liberation and poppler-utils. check_pages, dates, linkedin,
lo_page_count, oxml_element, pdf_pages, write_text and write_truth come from holdout_render.py.
Run from this folder: python3 render_batch52.py
"""
import os
import shutil
import tempfile
from xml.sax.saxutils import escape

from holdout_render import (FILES, check_pages, dates, linkedin, lo_page_count, oxml_element, pdf_pages,
                            write_text, write_truth)

# Scratch files (the LibreOffice page check, the WeasyPrint print checks) go here, never to /tmp.
SCRATCH = os.environ.get("AZ52_SCRATCH", "/var/tmp/az52")
LIBERATION = "/usr/share/fonts/truetype/liberation/"


def job(position, name, location, date_text, span):
    """A truth work entry; the location is left out where none is printed."""
    entry = {"position": position, "name": name}
    if location:
        entry["location"] = location
    entry["dates"] = dates(*span, text=date_text)
    return entry


# ---- az1: customer success manager (Dublin), a LinkedIn "Save to PDF" profile, ReportLab ------------------------
SAVED = (2026, 11)  # the month the profile was saved: "Present" durations count to it, as LinkedIn's do
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]


def li_months(start, end=None):
    """LinkedIn's inclusive count of months from start to end (or the save month)."""
    end = end or SAVED
    return (end[0] - start[0]) * 12 + end[1] - start[1] + 1


def li_duration(months):
    years, rest = divmod(months, 12)
    parts = []
    if years:
        parts.append(f"{years} year" + ("s" if years > 1 else ""))
    if rest:
        parts.append(f"{rest} month" + ("s" if rest > 1 else ""))
    return " ".join(parts)


def li_dates(start, end=None):
    """("January 2024 - Present", "(2 years 11 months)") as LinkedIn prints a position's dates."""
    text = f"{MONTHS[start[1] - 1]} {start[0]} - " + (f"{MONTHS[end[1] - 1]} {end[0]}" if end else "Present")
    return text, f"({li_duration(li_months(start, end))})"


AZ1_GROUPS = [  # (company, [(title, start, end, place line or None, description lines)])
    ("Ardmore Cloud Software", [
        ("Senior Customer Success Manager, EMEA Enterprise", (2024, 1), None, "Dublin, County Dublin, Ireland",
         ["Own a book of 28 enterprise accounts across the UK, DACH and the Nordics (€9.4M ARR), from onboarding "
          "hand-off to renewal and expansion.",
          "• Gross revenue retention of 97% and net revenue retention of 118% in FY2025",
          "• Run quarterly business reviews with VP-level sponsors and build joint success plans",
          "• Lead the EMEA renewals forecast with Finance and the account executives",
          "• Built the health-score model in Gainsight now used by all 40 CSMs",
          "• Mentor three CSMs and run the German-language customer advisory board"]),
        ("Customer Success Manager", (2021, 3), (2023, 12), None,
         ["Mid-market portfolio of 60 accounts in Ireland, the UK and Germany. Cut logo churn from 11% to 6% in two "
          "years with an at-risk playbook and executive escalation path; President's Club 2024 for FY2023 "
          "expansion bookings."]),
        ("Customer Onboarding Specialist", (2019, 9), (2021, 2), "Dublin, Ireland",
         ["Ran 90-day onboarding projects for new customers: kick-offs, data migration plans, admin training and "
          "go-live sign-off. Average time to first value down from 54 to 31 days."]),
    ]),
    ("Self-employed", [
        ("Freelance Translator (German to English)", (2016, 1), (2019, 6), "Dublin, Ireland",
         ["Evening and weekend translation of marketing, e-commerce and software UI content for German and "
          "Austrian clients."]),
    ]),
    ("Liffey Payments", [
        ("Customer Support Team Lead", (2017, 5), (2019, 8), "Dublin, County Dublin, Ireland",
         ["Led a team of 9 agents supporting merchants in Germany, Austria and Switzerland by phone, chat and "
          "email. Introduced Zendesk macros and a knowledge base that lifted first-contact resolution from 61% "
          "to 78%."]),
        ("Customer Support Agent - German Market", (2015, 9), (2017, 4), "Dublin, County Dublin, Ireland",
         ["Tier 1 and tier 2 support in German and English for online merchants: payouts, chargebacks, API keys "
          "and terminal set-up."]),
    ]),
    ("Chapters & Verse Booksellers", [
        ("Sales Assistant (part-time)", (2011, 9), (2015, 5), "Dundrum, Dublin, Ireland", []),
    ]),
]
AZ1_EDUCATION = [  # (school, degree line, (start, end), truth)
    ("University College Dublin", "Bachelor of Commerce (BComm), International Commerce with German",
     ("2011", "2015"), {"study_type": "Bachelor of Commerce (BComm)", "area": "International Commerce with German"}),
    ("Universität Mannheim", "Erasmus Exchange, Business Administration", ("2013", "2014"),
     {"study_type": "Erasmus Exchange", "area": "Business Administration"}),
    ("Technological University Dublin", "Postgraduate Certificate, Digital Marketing", ("2018", "2019"),
     {"study_type": "Postgraduate Certificate", "area": "Digital Marketing"}),
    ("Coláiste an Chnoic", "Leaving Certificate", ("2005", "2011"), {"study_type": "Leaving Certificate"}),
]
AZ1_TOP_SKILLS = ["Customer Success", "SaaS", "Account Management"]
AZ1_LANGUAGES = [("English", "Native or Bilingual"), ("German", "Full Professional"), ("Irish", "Elementary"),
                 ("Spanish", "Limited Working")]
AZ1_CERTS = ["Certified Customer Success Manager (CCSM) Level 2", "Gainsight Certified Administrator",
             "ITIL 4 Foundation", "Salesforce Certified Associate"]
AZ1_AWARDS = ["President's Club 2024", "Customer Hero Award - Q3 2022"]


def az1_linkedin_reportlab():
    from reportlab.lib.colors import HexColor
    from reportlab.lib.pagesizes import letter
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.platypus import (BaseDocTemplate, Frame, FrameBreak, NextPageTemplate, PageTemplate, Paragraph,
                                    Spacer)

    for face, file in (("LS", "LiberationSans-Regular.ttf"), ("LS-B", "LiberationSans-Bold.ttf")):
        pdfmetrics.registerFont(TTFont(face, LIBERATION + file))
    width, height = letter
    side_w = 198
    main_x, main_w = side_w + 30, width - side_w - 30 - 38
    ink, grey, light, side_bg = HexColor("#181818"), HexColor("#5E5E5E"), HexColor("#8E8E8E"), HexColor("#F2F4F7")
    name = "az1-clodagh-brennan"
    path = os.path.join(FILES, name + ".pdf")

    s_side_h = ParagraphStyle("sh", fontName="LS-B", fontSize=13, leading=16, textColor=ink, spaceBefore=14,
                              spaceAfter=5)
    s_side = ParagraphStyle("sd", fontName="LS", fontSize=10.5, leading=13.5, textColor=ink, spaceAfter=3)
    s_name = ParagraphStyle("nm", fontName="LS", fontSize=26, leading=31, textColor=ink)
    s_head = ParagraphStyle("hl", fontName="LS", fontSize=12, leading=15.5, textColor=ink, spaceBefore=3)
    s_loc = ParagraphStyle("lc", fontName="LS", fontSize=12, leading=15.5, textColor=light, spaceBefore=3)
    s_h = ParagraphStyle("h", fontName="LS", fontSize=15.5, leading=19, textColor=ink, spaceBefore=16, spaceAfter=6)
    s_text = ParagraphStyle("tx", fontName="LS", fontSize=10.5, leading=14, textColor=ink)
    s_company = ParagraphStyle("co", fontName="LS", fontSize=12, leading=15, textColor=ink, spaceBefore=10)
    s_total = ParagraphStyle("tt", fontName="LS", fontSize=10.5, leading=13.5, textColor=grey)
    s_title = ParagraphStyle("ti", fontName="LS-B", fontSize=11, leading=14, textColor=ink, spaceBefore=7)
    s_grey = ParagraphStyle("gr", fontName="LS", fontSize=10.5, leading=13.5, textColor=grey)
    s_desc = ParagraphStyle("ds", parent=s_text, spaceBefore=3)
    s_school = ParagraphStyle("sc", fontName="LS-B", fontSize=12, leading=15, textColor=ink, spaceBefore=10)

    story = [Paragraph("Contact", ParagraphStyle("c0", parent=s_side_h, spaceBefore=0)),
             Paragraph("086 555 0193 (Mobile)", s_side),
             Paragraph('<a href="mailto:clodagh.brennan@example.com">clodagh.brennan@example.com</a>', s_side),
             Paragraph('<a href="https://www.linkedin.com/in/clodaghbrennan-cs?jobid=1234&amp;lipi=urn%3Ali%3Apage%3A'
                       'd_flagship3_profile_view_base">www.linkedin.com/in/clodaghbrennan-cs</a> (LinkedIn)', s_side),
             Paragraph("Top Skills", s_side_h)]
    story += [Paragraph(escape(s), s_side) for s in AZ1_TOP_SKILLS]
    story.append(Paragraph("Languages", s_side_h))
    story += [Paragraph(f"{escape(l)} ({escape(f)})", s_side) for l, f in AZ1_LANGUAGES]
    story.append(Paragraph("Certifications", s_side_h))
    story += [Paragraph(escape(c), s_side) for c in AZ1_CERTS]
    story.append(Paragraph("Honors-Awards", s_side_h))
    story += [Paragraph(escape(a), s_side) for a in AZ1_AWARDS]
    story += [NextPageTemplate("later"), FrameBreak()]

    story += [Paragraph("Clodagh Brennan", s_name),
              Paragraph("Senior Customer Success Manager at Ardmore Cloud Software | Enterprise SaaS | Renewals, "
                        "Expansion &amp; Customer Advocacy", s_head),
              Paragraph("Dublin, County Dublin, Ireland", s_loc),
              Paragraph("Summary", s_h),
              Paragraph("Customer success leader with eleven years in B2B SaaS and payments, seven of them at "
                        "Ardmore Cloud Software helping enterprise customers get value from our workforce "
                        "planning platform. I speak German every day with our DACH customers, love a messy "
                        "renewal and believe the best expansion pipeline comes from customers who are genuinely "
                        "succeeding.<br/><br/>Open to conversations about Head of Customer Success and CS "
                        "Operations roles in Dublin or remote within the EU.", s_text),
              Paragraph("Experience", s_h)]
    for company, roles in AZ1_GROUPS:
        story.append(Paragraph(escape(company), s_company))
        if len(roles) > 1:
            first, last = roles[-1], roles[0]
            story.append(Paragraph(li_duration(li_months(first[1], last[2])), s_total))
        for title, start, end, place, lines in roles:
            text, duration = li_dates(start, end)
            story.append(Paragraph(escape(title), s_title))
            story.append(Paragraph(f"{text} {duration}", s_grey))
            if place:
                story.append(Paragraph(escape(place), s_grey))
            if lines:
                story.append(Paragraph("<br/>".join(escape(l) for l in lines), s_desc))
    story.append(Paragraph("Education", s_h))
    for school, line, (start, end), _ in AZ1_EDUCATION:
        story.append(Paragraph(escape(school), s_school))
        story.append(Paragraph(f"{escape(line)} · ({start} - {end})", s_text))
    story.append(Spacer(1, 4))

    def build(total):
        def first_page(canvas, doc):
            canvas.saveState()
            canvas.setFillColor(side_bg)
            canvas.rect(0, 0, side_w, height, stroke=0, fill=1)
            footer(canvas, doc)
            canvas.restoreState()

        def footer(canvas, doc):
            canvas.setFont("LS", 9)
            canvas.setFillColor(light)
            canvas.drawCentredString(main_x + main_w / 2, 22, f"Page {doc.page} of {total or '?'}")

        doc = BaseDocTemplate(path, pagesize=letter, leftMargin=0, rightMargin=0, topMargin=0, bottomMargin=0,
                              title="Clodagh Brennan's profile", author="LinkedIn", creator="LinkedIn")
        side = Frame(24, 40, side_w - 42, height - 80, leftPadding=0, rightPadding=0, topPadding=0,
                     bottomPadding=0, id="side")
        main1 = Frame(main_x, 44, main_w, height - 84, leftPadding=0, rightPadding=0, topPadding=0,
                      bottomPadding=0, id="main1")
        main2 = Frame(main_x, 44, main_w, height - 84, leftPadding=0, rightPadding=0, topPadding=0,
                      bottomPadding=0, id="main2")
        doc.addPageTemplates([PageTemplate(id="first", frames=[side, main1], onPage=first_page),
                              PageTemplate(id="later", frames=[main2],
                                           onPage=lambda c, d: (c.saveState(), footer(c, d), c.restoreState()))])
        doc.build(list(story))

    build(None)
    total = pdf_pages(path)
    build(total)
    check_pages(name, pdf_pages(path), 2)

    work = []
    for company, roles in AZ1_GROUPS:
        for title, start, end, place, _ in roles:
            text, _ = li_dates(start, end)
            span = (f"{start[0]}-{start[1]:02d}", f"{end[0]}-{end[1]:02d}" if end else None, end is None)
            work.append(job(title, company, place, text, span))
    write_truth(name, {
        "basics": {"name": "Clodagh Brennan",
                   "label": "Senior Customer Success Manager at Ardmore Cloud Software | Enterprise SaaS | "
                            "Renewals, Expansion & Customer Advocacy",
                   "email": "clodagh.brennan@example.com", "phone": "086 555 0193",
                   "location": {"city": "Dublin", "region": "County Dublin"},
                   "profiles": [linkedin("clodaghbrennan-cs")]},
        "work": work,
        "education": [dict(institution=school, **t, dates=dates(s, e, text=f"{s} - {e}"))
                      for school, _, (s, e), t in AZ1_EDUCATION],
        "skills": [{"name": s} for s in AZ1_TOP_SKILLS],
        "certificates": [{"name": c} for c in AZ1_CERTS],
        "languages": [{"language": l, "fluency": f} for l, f in AZ1_LANGUAGES],
    })


# ---- az2: certified medical assistant (Phoenix), an Indeed-style generated resume PDF, fpdf2 ---------------------
AZ2_JOBS = [  # (title, company, place or None, dates as printed, truth span, description lines)
    ("Lead Medical Assistant", "Desert Bloom Family Medicine", "Phoenix, AZ", "March 2022 to Present",
     ("2022-03", None, True),
     ["• Lead a team of 7 medical assistants supporting 5 providers; build the daily MA schedule, train new hires "
      "and cover the front desk when we are short-staffed",
      "• Room 30+ patients a day: vital signs, medication reconciliation, health history and screening "
      "questionnaires (PHQ-9, fall risk)",
      "• Venipuncture, injections and immunizations, EKGs and point-of-care testing (A1c, strep, urinalysis); keep "
      "the CLIA-waived testing and vaccine temperature logs",
      "• Handle prior authorizations, referrals and refill requests in eClinicalWorks",
      "• Interpret for Spanish-speaking patients and helped start the clinic's bilingual diabetes education class"]),
    ("Medical Assistant", "Desert Bloom Family Medicine", "Phoenix, AZ", "August 2019 to February 2022",
     ("2019-08", "2022-02"),
     ["Back office medical assistant for two family physicians and a nurse practitioner. Vitals, injections, "
      "specimen collection, wound care assistance and patient education. Trained the clinic on the move from "
      "paper intake forms to eClinicalWorks tablets."]),
    ("Medical Assistant (PRN, weekends)", "Saguaro Urgent Care", "Glendale, AZ", "January 2021 to Present",
     ("2021-01", None, True),
     ["Weekend shifts at a busy urgent care: triage vitals, rapid COVID/flu/strep testing, splinting and X-ray "
      "positioning assistance, discharge paperwork."]),
    ("Back Office Medical Assistant", "Camelback Pediatrics", "Phoenix, AZ", "June 2017 to July 2019",
     ("2017-06", "2019-07"),
     ["Well-child visits: growth measurements, vision and hearing screens, VFC vaccine administration and "
      "records in the Arizona State Immunization Information System (ASIIS)."]),
    ("Cashier", "Sonoran Fresh Market", None, "May 2014 to May 2017", ("2014-05", "2017-05"), []),
]
AZ2_EDUCATION = [  # (degree line, school, place, dates, truth)
    ("Bachelor's degree in Health Care Administration", "Grand Canyon University", "Phoenix, AZ",
     "January 2024 to Present",
     {"institution": "Grand Canyon University", "study_type": "Bachelor's degree", "area": "Health Care Administration",
      "dates": dates("2024-01", None, True, text="January 2024 to Present")}),
    ("Certificate in Medical Assisting", "GateWay Community College", "Phoenix, AZ", "August 2016 to May 2017",
     {"institution": "GateWay Community College", "study_type": "Certificate", "area": "Medical Assisting",
      "dates": dates("2016-08", "2017-05", text="August 2016 to May 2017")}),
    ("High school diploma", "Cactus Ridge High School", "Phoenix, AZ", "2012 to 2016",
     {"institution": "Cactus Ridge High School", "study_type": "High school diploma",
      "dates": dates("2012", "2016", text="2012 to 2016")}),
]
AZ2_SKILLS = [("Vital signs", 9), ("Medical terminology", 9), ("EMR systems", 8), ("Phlebotomy", 8),
              ("Injections", 8), ("eClinicalWorks", 7), ("EKG", 6), ("Patient scheduling", 9),
              ("Prior authorization", 4), ("Pediatrics", 2)]
AZ2_CERTS = [  # (name, dates, description)
    ("Certified Clinical Medical Assistant (CCMA)", "May 2017 to May 2027", "National Healthcareer Association (NHA)"),
    ("Certified Phlebotomy Technician (CPT)", "September 2018 to September 2026",
     "National Healthcareer Association (NHA)"),
    ("BLS Certification", "March 2025 to March 2027", "American Heart Association BLS Provider"),
]


def az2_indeed_fpdf():
    from fpdf import FPDF

    name = "az2-marisol-ortega"
    path = os.path.join(FILES, name + ".pdf")
    pdf = FPDF(unit="pt", format="letter")
    pdf.set_margins(54, 50, 54)
    pdf.set_auto_page_break(True, 50)
    pdf.set_creator("Indeed")
    pdf.set_title("Marisol Ortega")
    for style, file in (("", "LiberationSans-Regular.ttf"), ("B", "LiberationSans-Bold.ttf"),
                        ("I", "LiberationSans-Italic.ttf")):
        pdf.add_font("Sans", style, LIBERATION + file)
    pdf.add_page()
    ink, grey, rule = (45, 45, 45), (110, 110, 110), (200, 200, 200)

    def text(value, size=10, style="", color=ink, h=None, after=0):
        pdf.set_font("Sans", style, size)
        pdf.set_text_color(*color)
        pdf.multi_cell(0, h or size * 1.35, value, align="L", new_x="LMARGIN", new_y="NEXT")
        if after:
            pdf.ln(after)

    def heading(value):
        pdf.ln(10)
        if pdf.get_y() > pdf.h - 110:
            pdf.add_page()
        text(value, 15, "B", (20, 20, 20), after=2)
        pdf.set_draw_color(*rule)
        pdf.set_line_width(0.8)
        pdf.line(pdf.l_margin, pdf.get_y(), pdf.w - pdf.r_margin, pdf.get_y())
        pdf.ln(8)

    def block(lines, first_bold, date_line, description=(), gap=10):
        if pdf.get_y() > pdf.h - 95:
            pdf.add_page()
        text(first_bold, 11.5, "B", (20, 20, 20))
        for line in lines:
            text(line, 10)
        if date_line:
            text(date_line, 10, color=grey)
        if description:
            pdf.ln(3)
            for line in description:
                text(line, 10, after=1)
        pdf.ln(gap)

    text("Marisol Ortega", 22, "B", (20, 20, 20), h=28)
    text("Certified Medical Assistant", 12, after=4)
    for line in ("Phoenix, AZ 85033", "marisol.ortega@example.com", "+1 602 555 0164"):
        text(line, 10, color=grey)
    pdf.ln(10)
    text("Bilingual (English/Spanish) certified clinical medical assistant with nine years in family medicine, "
         "pediatrics and urgent care. Fast and accurate with vitals, injections and blood draws, calm with anxious "
         "patients and the person providers ask for when the schedule falls apart. Currently finishing a bachelor's "
         "degree in health care administration and looking for a clinical team lead or practice supervisor role.",
         after=8)
    text("Authorized to work in the US for any employer", 10, "B")
    text("Willing to relocate to: Tempe, AZ - Chandler, AZ - Scottsdale, AZ", 10)

    heading("Work Experience")
    for title, company, place, when, _, items in AZ2_JOBS:
        block([f"{company} - {place}" if place else company], title, when, items)
    heading("Education")
    for degree, school, place, when, _ in AZ2_EDUCATION:
        block([f"{school} - {place}"], degree, when)
    heading("Skills")
    for skill, years in AZ2_SKILLS:
        text(f"•  {skill} ({years} years)", after=1)
    heading("Languages")
    for language in ("Spanish - Fluent", "English - Fluent"):
        text(f"•  {language}", after=1)
    heading("Certifications and Licenses")
    for cert, when, note in AZ2_CERTS:
        block([], cert, when, [note], gap=8)
    heading("Assessments")
    block([], "Medical terminology — Expert", "July 2023",
          ["Measures a candidate's knowledge of medical terminology, including anatomical terms, abbreviations and "
           "word parts.", "Full results: Expert"], gap=8)
    block([], "Customer focus & orientation — Highly Proficient", "March 2022",
          ["Responding to customer situations with sensitivity.", "Full results: Highly Proficient"], gap=8)
    text("Indeed Assessments provides skills tests that are not indicative of a license or certification, or "
         "continued development in any professional field.", 9.5, "I", grey)
    pdf.output(path)
    check_pages(name, pdf_pages(path), 3)
    write_truth(name, {
        "basics": {"name": "Marisol Ortega", "label": "Certified Medical Assistant",
                   "email": "marisol.ortega@example.com", "phone": "+1 602 555 0164",
                   "location": {"city": "Phoenix", "region": "AZ"}},
        "work": [job(t, c, p, w, s) for t, c, p, w, s, _ in AZ2_JOBS],
        "education": [t for *_, t in AZ2_EDUCATION],
        "skills": [{"name": s} for s, _ in AZ2_SKILLS],
        "certificates": [{"name": c} for c, _, _ in AZ2_CERTS],
        "languages": [{"language": "Spanish", "fluency": "Fluent"}, {"language": "English", "fluency": "Fluent"}],
    })


# ---- az3: recruitment consultant (Brighton), a Google Docs "Serif" template downloaded as DOCX ---------------------
AZ3_JOBS = [  # (company, place, title, dates as printed, truth span, description)
    ("Harbour Street Recruitment", "Brighton", "Senior Recruitment Consultant (Technology)", "APRIL 2023 - PRESENT",
     ("2023-04", None, True),
     "Run a 360 desk recruiting software engineers, data and cloud specialists for 35 clients in Sussex and London "
     "(permanent and contract). Billed £212k in 2024 and £236k in 2025; top biller in the office both years. "
     "Manage two key accounts (a fintech scale-up and a games studio) and mentor two trainee consultants."),
    ("Harbour Street Recruitment", "Brighton", "Recruitment Consultant", "JUNE 2021 - MARCH 2023",
     ("2021-06", "2023-03"),
     "Built the technology desk from scratch: sourced on LinkedIn Recruiter, GitHub and Stack Overflow, ran "
     "technical pre-screens and grew the contractor book to 14 live contractors."),
    ("Sussex Staffing Solutions", "Worthing", "Trainee Recruitment Consultant", "SEPTEMBER 2019 - MAY 2021",
     ("2019-09", "2021-05"),
     "Temporary and permanent office, warehouse and care roles; compliance checks, right-to-work and DBS "
     "paperwork, weekly payroll timesheets. Promoted out of the trainee scheme in 14 months."),
    ("The Lanes Kitchen", "Brighton", "Front of House Supervisor (part-time)", "OCTOBER 2016 - JULY 2019",
     ("2016-10", "2019-07"),
     "Weekend and evening shifts while at university; trained new staff and cashed up."),
]
AZ3_SKILLS = ["Full-cycle recruitment (permanent and contract)", "Candidate sourcing and Boolean search",
              "Business development", "Account management", "Offer negotiation", "Technical pre-screening",
              "Bullhorn CRM", "LinkedIn Recruiter", "Broadbean", "Microsoft Excel"]
AZ3_CERTS = [("REC Level 3 Certificate in Recruitment Practice, 2020", "REC Level 3 Certificate in Recruitment Practice"),
             ("LinkedIn Certified Professional – Recruiter, 2022", "LinkedIn Certified Professional – Recruiter")]
AZ3_AWARDS = ["Top Biller, Harbour Street Recruitment, 2024 and 2025", "Rookie of the Year, Sussex Staffing "
              "Solutions, 2020"]


def docx_hyperlink(paragraph, url, text, color="1155CC", size=None, font=None):
    """Appends a Word hyperlink (w:hyperlink with an external relationship) printed as `text`, as Google Docs
    exports a link: blue and underlined."""
    from docx.opc.constants import RELATIONSHIP_TYPE
    from docx.oxml.ns import qn
    r_id = paragraph.part.relate_to(url, RELATIONSHIP_TYPE.HYPERLINK, is_external=True)
    link = oxml_element("w:hyperlink")
    link.set(qn("r:id"), r_id)
    run = oxml_element("w:r")
    props = oxml_element("w:rPr")
    if font:
        props.append(oxml_element("w:rFonts", ascii=font, hAnsi=font, cs=font, eastAsia=font))
    props.append(oxml_element("w:color", val=color))
    props.append(oxml_element("w:u", val="single"))
    if size:
        props.append(oxml_element("w:sz", val=str(int(size * 2))))
    run.append(props)
    t = oxml_element("w:t")
    t.text = text
    run.append(t)
    link.append(run)
    paragraph._p.append(link)


def az3_google_docs_serif():
    import docx
    from docx.enum.table import WD_TABLE_ALIGNMENT
    from docx.enum.text import WD_ALIGN_PARAGRAPH
    from docx.oxml.ns import qn
    from docx.shared import Inches, Pt, RGBColor

    heading_font, body_font = "Merriweather", "Open Sans"
    accent, dark, mid = RGBColor(0x41, 0x69, 0xA0), RGBColor(0x00, 0x00, 0x00), RGBColor(0x66, 0x66, 0x66)
    document = docx.Document()
    document.core_properties.author = "Bethany Lowe"
    document.core_properties.title = "Bethany Lowe - CV"
    section = document.sections[0]
    section.page_width, section.page_height = Inches(8.27), Inches(11.69)
    section.left_margin = section.right_margin = Inches(0.6)
    section.top_margin, section.bottom_margin = Inches(0.5), Inches(0.5)

    def style_font(style, font, size, color=None, bold=None, before=0, after=0, caps=False):
        style.font.name = font
        rpr = style.element.get_or_add_rPr()
        fonts = rpr.find(qn("w:rFonts"))
        for attr in ("w:ascii", "w:hAnsi", "w:cs", "w:eastAsia"):
            fonts.set(qn(attr), font)
        style.font.size = Pt(size)
        if color is not None:
            style.font.color.rgb = color
        if bold is not None:
            style.font.bold = bold
        style.font.italic = False
        style.font.all_caps = caps
        style.paragraph_format.space_before = Pt(before)
        style.paragraph_format.space_after = Pt(after)
        style.paragraph_format.line_spacing = 1.0

    style_font(document.styles["Normal"], body_font, 9, mid, after=2)
    style_font(document.styles["Title"], heading_font, 22, dark, bold=True, after=2)
    style_font(document.styles["Subtitle"], body_font, 10, mid, after=4)
    style_font(document.styles["Heading 1"], heading_font, 10.5, accent, bold=True, before=12, after=3)
    style_font(document.styles["Heading 2"], heading_font, 10, dark, bold=False, before=8, after=1)
    style_font(document.styles["Heading 3"], body_font, 8, mid, bold=False, before=1, after=3)
    for style in ("Title", "Heading 1", "Heading 2", "Heading 3"):
        ppr = document.styles[style].element.get_or_add_pPr()
        for border in ppr.findall(qn("w:pBdr")):
            ppr.remove(border)
        document.styles[style].paragraph_format.keep_with_next = True

    def no_borders(table):
        tbl_pr = table._tbl.tblPr
        borders = oxml_element("w:tblBorders")
        for edge in ("top", "left", "bottom", "right", "insideH", "insideV"):
            borders.append(oxml_element("w:" + edge, val="nil"))
        tbl_pr.append(borders)
        margins = oxml_element("w:tblCellMar")
        for edge, width in (("left", "100"), ("right", "100"), ("top", "0"), ("bottom", "0")):
            margins.append(oxml_element("w:" + edge, w=width, type="dxa"))
        tbl_pr.append(margins)

    def fill(cell, first=True):
        paragraph = cell.paragraphs[0] if first and not cell.paragraphs[0].text else cell.add_paragraph()
        return paragraph

    # header: a two-cell table, the name and address at the left, the contact lines at the right
    header = document.add_table(rows=1, cols=2)
    header.alignment = WD_TABLE_ALIGNMENT.CENTER
    no_borders(header)
    left, right = header.rows[0].cells
    left.width, right.width = Inches(4.6), Inches(2.47)
    p = left.paragraphs[0]; p.style = document.styles["Title"]; p.add_run("Bethany Lowe")
    p = left.add_paragraph(style="Subtitle"); p.add_run("Senior Recruitment Consultant | Technology & Digital")
    p = left.add_paragraph(); p.add_run("Kemptown, Brighton, East Sussex BN2 1PD")
    p = right.paragraphs[0]; p.alignment = WD_ALIGN_PARAGRAPH.RIGHT
    p.paragraph_format.space_before = Pt(8)
    r = p.add_run("07700 900261"); r.bold = True; r.font.color.rgb = dark
    p = right.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.RIGHT
    docx_hyperlink(p, "mailto:bethany.lowe@example.com", "bethany.lowe@example.com", font=body_font)
    p = right.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.RIGHT
    docx_hyperlink(p, "https://www.linkedin.com/in/bethanylowe-recruitment", "linkedin.com/in/bethanylowe-recruitment",
                   font=body_font)

    # body: a two-cell table, the main sections at the left and the side sections at the right
    body = document.add_table(rows=1, cols=2)
    body.alignment = WD_TABLE_ALIGNMENT.CENTER
    no_borders(body)
    main, side = body.rows[0].cells
    main.width, side.width = Inches(4.75), Inches(2.32)

    def cell_heading(cell, text, first=False):
        p = fill(cell, first)
        p.style = document.styles["Heading 1"]
        p.add_run(text)

    def entry(cell, bold, place, italic, when, description):
        p = cell.add_paragraph(style="Heading 2")
        r = p.add_run(bold); r.bold = True
        p.add_run(f", {place} — ")
        r = p.add_run(italic); r.italic = True
        cell.add_paragraph(when, style="Heading 3")
        if description:
            cell.add_paragraph(description)

    cell_heading(main, "EXPERIENCE", first=True)
    for company, place, title, when, _, description in AZ3_JOBS:
        entry(main, company, place, title, when, description)
    cell_heading(main, "EDUCATION")
    entry(main, "University of Sussex", "Brighton", "BA (Hons) Sociology", "SEPTEMBER 2016 - JUNE 2019",
          "Upper Second-Class Honours (2:1). Dissertation: “Who gets the interview? Class signals in graduate "
          "CVs” (72%).")
    entry(main, "Downland Sixth Form College", "Lewes", "A Levels", "SEPTEMBER 2014 - JUNE 2016",
          "Sociology (A), English Literature (B), Psychology (B).")
    cell_heading(main, "PROJECTS")
    p = main.add_paragraph(style="Heading 2")
    r = p.add_run("Tech Returners Pathway"); r.bold = True
    p.add_run(" — ")
    r = p.add_run("Volunteer co-organiser"); r.italic = True
    main.add_paragraph("A free evening programme with a local coding school helping parents and carers back into "
                       "tech jobs: CV clinics, mock interviews and employer introductions (23 placed since 2023).")

    cell_heading(side, "SKILLS", first=True)
    for skill in AZ3_SKILLS:
        side.add_paragraph(skill)
    cell_heading(side, "CERTIFICATES & AWARDS")
    for printed, _ in AZ3_CERTS:
        side.add_paragraph(printed)
    for award in AZ3_AWARDS:
        side.add_paragraph(award)
    cell_heading(side, "LANGUAGES")
    side.add_paragraph("English (native), French (B1), British Sign Language (Level 1)")
    cell_heading(side, "INTERESTS")
    side.add_paragraph("Sea swimming all year round, Brighton Half Marathon (2024, 2025), community radio.")

    name = "az3-bethany-lowe"
    path = os.path.join(FILES, name + ".docx")
    document.save(path)
    check_pages(name, lo_page_count(path, name), 1)
    write_truth(name, {
        "basics": {"name": "Bethany Lowe", "label": "Senior Recruitment Consultant | Technology & Digital",
                   "email": "bethany.lowe@example.com", "phone": "07700 900261",
                   "location": {"city": "Brighton", "region": "East Sussex"},
                   "profiles": [linkedin("bethanylowe-recruitment")]},
        "work": [job(title, company, place, when, span) for company, place, title, when, span, _ in AZ3_JOBS],
        "education": [
            {"institution": "University of Sussex", "study_type": "BA (Hons)", "area": "Sociology",
             "score": "2:1", "dates": dates("2016-09", "2019-06", text="SEPTEMBER 2016 - JUNE 2019")},
            {"institution": "Downland Sixth Form College", "study_type": "A Levels",
             "dates": dates("2014-09", "2016-06", text="SEPTEMBER 2014 - JUNE 2016")}],
        "skills": [{"name": s} for s in AZ3_SKILLS],
        "certificates": [{"name": n} for _, n in AZ3_CERTS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "French", "fluency": "B1"},
                      {"language": "British Sign Language", "fluency": "Level 1"}],
    })


# ---- az4: interior designer (Toronto), a designer-template two-column PDF, WeasyPrint -----------------------------
AZ4_JOBS = [  # (title, company, place, dates as printed, truth span, bullets)
    ("Senior Interior Designer", "Studio Halden Interiors", "Toronto, ON", "03/2022 – Present", ("2022-03", None, True),
     ["Lead designer on hospitality and workplace projects up to 60,000 sq ft, from programming and concept to "
      "construction administration.",
      "Delivered the 14-storey Front & Berkeley hotel lobby, restaurant and 212 guest rooms on budget.",
      "Run the studio's Revit standards and mentor two intermediate designers."]),
    ("Interior Designer", "Studio Halden Interiors", "Toronto, ON", "06/2018 – 02/2022", ("2018-06", "2022-02"),
     ["Space planning, finish and FF&E specifications and millwork drawings for office fit-outs and restaurants; "
      "coordinated permit drawings with architects and engineers."]),
    ("Freelance Design Consultant", "Self-employed", "Toronto, ON", "2020 – Present", ("2020", None, True),
     ["Residential kitchens, condo renovations and small retail, evenings and weekends."]),
    ("Junior Designer", "Lakeshore Millwork & Design", "Mississauga, ON", "09/2016 – 05/2018", ("2016-09", "2018-05"),
     ["Shop drawings and material takeoffs for custom millwork; site measures and client walk-throughs."]),
    ("Design Intern (co-op)", "Ossington Hospitality Group", "Toronto, ON", "05/2015 – 08/2015",
     ("2015-05", "2015-08"), []),
]
AZ4_SKILLS = [("AutoCAD", "Expert"), ("Revit", "Advanced"), ("SketchUp & V-Ray", "Advanced"), ("Enscape", "Advanced"),
              ("Adobe InDesign", "Advanced"), ("Adobe Photoshop", "Intermediate"), ("Bluebeam Revu", "Intermediate")]
AZ4_STRENGTHS = ["Space planning", "FF&E specification", "Millwork detailing", "Client presentations",
                 "Construction administration"]
AZ4_CREDENTIALS = [("NCIDQ Certificate · No. 034917", "NCIDQ Certificate"),
                   ("ARIDO Registered Interior Designer · 2019", "ARIDO Registered Interior Designer"),
                   ("LEED Green Associate · 2017", "LEED Green Associate"),
                   ("WELL AP · 2023", "WELL AP")]
AZ4_LANGUAGES = [("English", "Native"), ("French", "Professional working"), ("Vietnamese", "Conversational")]


def az4_designer_weasyprint():
    from weasyprint import HTML

    jobs = "".join(
        f'<div class="item"><h3>{escape(t)}</h3><p class="org">{escape(c)}</p>'
        f'<p class="meta"><span class="when">{escape(w)}</span><span class="where">{escape(p)}</span></p>'
        + ("<ul>" + "".join(f"<li>{escape(i)}</li>" for i in items) + "</ul>" if items else "") + "</div>\n"
        for t, c, p, w, _, items in AZ4_JOBS)
    skills = "".join(f'<li><span class="sk">{escape(s)}</span><span class="lvl">{escape(l)}</span></li>'
                     for s, l in AZ4_SKILLS)
    strengths = "".join(f"<li>{escape(s)}</li>" for s in AZ4_STRENGTHS)
    credentials = "".join(f"<li>{escape(p)}</li>" for p, _ in AZ4_CREDENTIALS)
    languages = "".join(f'<li><span class="sk">{escape(l)}</span><span class="fl">{escape(f)}</span></li>'
                        for l, f in AZ4_LANGUAGES)
    html = f"""<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8"><title>Tessa Marchand – Interior Designer</title>
<style>
@page {{ size: Letter; margin: 0; }}
* {{ box-sizing: border-box; }}
body {{ margin: 0; font-family: "Liberation Sans", Arial, sans-serif; color: #2b2b2b; font-size: 8.9pt;
        line-height: 1.36; }}
.page {{ position: relative; width: 215.9mm; height: 279.2mm; overflow: hidden; }}
aside {{ position: absolute; left: 0; top: 0; bottom: 0; width: 70mm; background: #2f4f46; color: #eef3ef;
         padding: 14mm 7mm 10mm 9mm; }}
main {{ position: absolute; left: 70mm; top: 0; right: 0; padding: 13mm 12mm 10mm 10mm; }}
.initials {{ width: 26mm; height: 26mm; border-radius: 50%; border: 1.5px solid #c8a97e; color: #c8a97e;
             font-size: 22pt; text-align: center; line-height: 26mm; letter-spacing: 2px; margin: 0 auto 7mm; }}
aside h2 {{ font-size: 10.5pt; color: #c8a97e; margin: 6mm 0 2mm; font-weight: bold; }}
aside ul {{ list-style: none; margin: 0; padding: 0; }}
aside li {{ margin: 0 0 1.6mm; }}
aside li .sk {{ display: block; }}
aside li .lvl {{ display: block; font-size: 7.8pt; color: #b9cbbf; letter-spacing: .4px; text-transform: uppercase; }}
aside li .fl {{ display: block; font-size: 7.8pt; color: #b9cbbf; font-style: italic; }}
aside a {{ color: #eef3ef; text-decoration: none; }}
aside .tags li {{ display: inline-block; border: 1px solid #6f8f84; border-radius: 3mm; padding: .4mm 2mm;
                 margin: 0 1mm 1.4mm 0; font-size: 8pt; }}
h1 {{ font-size: 27pt; margin: 0; letter-spacing: 1px; color: #2f4f46; font-weight: bold; }}
.tagline {{ font-size: 10.5pt; color: #8a6d45; margin: 1mm 0 0; }}
main h2 {{ font-size: 12pt; color: #2f4f46; margin: 6mm 0 2.4mm; padding-bottom: 1mm;
           border-bottom: 1.5px solid #c8a97e; }}
.item {{ margin: 0 0 3.2mm; }}
.item h3 {{ font-size: 10pt; margin: 0; color: #1f1f1f; }}
.org {{ margin: 0; font-weight: bold; color: #8a6d45; }}
.meta {{ margin: .3mm 0 .8mm; color: #6b6b6b; font-style: italic; font-size: 8.4pt; overflow: hidden; }}
.meta .where {{ float: right; }}
.item ul {{ margin: 0; padding-left: 4mm; }}
.item li {{ margin-bottom: .5mm; }}
.item p.note {{ margin: .5mm 0 0; }}
</style></head>
<body><div class="page">
<aside>
  <div class="initials">TM</div>
  <h2>Get in touch</h2>
  <ul>
    <li>Leslieville, Toronto, ON</li>
    <li>416-555-0172</li>
    <li><a href="mailto:tessa.marchand@example.com">tessa.marchand@example.com</a></li>
    <li><a href="https://www.linkedin.com/in/tessamarchand-design">linkedin.com/in/tessamarchand-design</a></li>
  </ul>
  <h2>What I'm good at</h2>
  <ul>{skills}</ul>
  <ul class="tags">{strengths}</ul>
  <h2>Credentials</h2>
  <ul>{credentials}</ul>
  <h2>Languages I speak</h2>
  <ul>{languages}</ul>
</aside>
<main>
  <h1>Tessa Marchand</h1>
  <p class="tagline">Interior Designer, ARIDO · Hospitality &amp; Workplace Interiors</p>
  <h2>About me</h2>
  <p>Registered interior designer with ten years of hospitality, workplace and residential projects in the GTA.
  I love the moment a plan starts working for the people in it, and I am happiest carrying a project from the
  first sketch to the last deficiency walk. Looking for a senior or associate role in a studio that cares about
  craft and sustainability.</p>
  <h2>Where I've worked</h2>
  {jobs}
  <h2>What I studied</h2>
  <div class="item"><h3>Bachelor of Interior Design (BID)</h3>
    <p class="org">Toronto Metropolitan University (formerly Ryerson University)</p>
    <p class="meta"><span class="when">09/2011 – 04/2016</span><span class="where">Toronto, ON</span></p>
    <p class="note">Dean's List 2014–2016 · Thesis studio: adaptive reuse of a Junction warehouse as co-living
    housing · co-op year included</p></div>
  <div class="item"><h3>Certificate in Architectural Lighting Design</h3>
    <p class="org">George Brown College (continuing education, part-time)</p>
    <p class="meta"><span class="when">2019 – 2020</span><span class="where">Toronto, ON</span></p></div>
</main>
</div></body></html>
"""
    name = "az4-tessa-marchand"
    path = os.path.join(FILES, name + ".pdf")
    HTML(string=html).write_pdf(path)
    check_pages(name, pdf_pages(path), 1)
    write_truth(name, {
        "basics": {"name": "Tessa Marchand", "label": "Interior Designer, ARIDO · Hospitality & Workplace Interiors",
                   "email": "tessa.marchand@example.com", "phone": "416-555-0172",
                   "location": {"city": "Toronto", "region": "ON"},
                   "profiles": [linkedin("tessamarchand-design")]},
        "work": [job(t, c, p, w, s) for t, c, p, w, s, _ in AZ4_JOBS],
        "education": [
            {"institution": "Toronto Metropolitan University", "study_type": "Bachelor of Interior Design (BID)",
             "dates": dates("2011-09", "2016-04", text="09/2011 – 04/2016")},
            {"institution": "George Brown College", "study_type": "Certificate", "area": "Architectural Lighting Design",
             "dates": dates("2019", "2020", text="2019 – 2020")}],
        "skills": [{"name": s} for s, _ in AZ4_SKILLS] + [{"name": s} for s in AZ4_STRENGTHS],
        "certificates": [{"name": n} for _, n in AZ4_CREDENTIALS],
        "languages": [{"language": l, "fluency": f} for l, f in AZ4_LANGUAGES],
    })


# ---- az5: civil site supervisor (Ipswich, Queensland), plain text pasted into a job board's text box --------------
NBSP = "\u00a0"


def az5_seek_text():
    lines = [
        "Jarrod McKinnon  ",
        "Civil Site Supervisor  –  Roads, Drainage & Subdivisions",
        f"Springfield Lakes, Ipswich QLD 4300   |   0491 572 665   |  {NBSP}jarrod.mckinnon@example.com",
        "",
        "",
        "CAREER SUMMARY",
        "Civil site supervisor with 16 years in Queensland civil construction, working up from labourer and plant "
        "operator to running subdivision, road upgrade and drainage jobs up to $18M for a tier 3 contractor. Safety "
        "first, strong on programming and",
        "subcontractor management, and I know how to get a job through wet season without blowing the budget. "
        "Looking for a senior supervisor or project engineer pathway role in South East QLD.",
        "",
        "KEY SKILLS",
        "Supervision of civil crews and subcontractors (up to 25 on site)",
        "Bulk earthworks,  detailed excavation and trimming",
        "Stormwater, sewer and water reticulation",
        "Pavements, kerb and channel, asphalt and spray seal",
        "Traffic management and TGS/TMP review",
        "Site diaries,  daily prestarts and SWMS",
        "ITPs, lot registers and QA records",
        "Reading civil drawings and setting out with GPS machine control",
        "",
        "EMPLOYMENT HISTORY",
        "",
        "Site Supervisor – Civil\t\t\tMar 2021 – Present",
        "Bluegum Civil Pty Ltd, Brisbane QLD",
        "\tRun residential subdivision and council road upgrade projects ($4M–$18M) from site establishment to "
        "practical completion and defects.",
        "\tManage daily programme, labour and plant for crews of 12–25 plus subbies; run prestarts, toolbox talks "
        "and site inductions.",
        "\tDelivered Stage 4 and 5 of the Ripley Valley subdivision (212 lots) three weeks early with zero LTIs.",
        "\tITPs, lot registers, survey conformance and as-constructed information for council and Urban Utilities "
        "handover.",
        "",
        "Leading Hand \t\t\tJul 2018 – Feb 2021",
        "Bluegum Civil Pty Ltd, Brisbane QLD",
        "\tLed pipe-laying and drainage crews on subdivisions and a Logan City Council road upgrade; set out "
        "levels, checked grades and trained new operators.",
        "",
        "Plant Operator  (Excavator, Roller, Grader)\tJan 2012 - Jun 2018",
        "Moreton Earthmoving, Ipswich QLD",
        "\t20–30 t excavators, padfoot and smooth drum rollers, 12M grader with GPS machine control on bulk "
        "earthworks, road and rail formation.",
        "",
        "Civil Labourer (labour hire)\t\tNov 2009 - Dec 2011",
        "Tradeforce Labour Hire, Logan QLD",
        "\tPlaced with civil contractors across South East QLD: pipe laying, traffic control, concrete and "
        "general labouring.",
        "",
        "",
        "EDUCATION & TRAINING",
        "",
        "Diploma of Civil Construction Design (RII50520) – currently studying part-time,  TAFE Queensland  –  "
        "expected 2027",
        "Certificate IV in Civil Construction Supervision (RII40720)   TAFE Queensland   2020",
        "Certificate III in Civil Construction Plant Operations (RII30913) – Civil Skills Training Australia, "
        "Ipswich – 2013",
        "Queensland Certificate of Education (Year 12)   Bremer Valley State High School    2008",
        "",
        "TICKETS & LICENCES",
        "",
        "White Card – Construction Induction (CPCCWHS1001)",
        "Implement Traffic Management Plan (RIIWHS302E)",
        "Enter and Work in Confined Spaces (RIIWHS202E)",
        "Provide First Aid (HLTAID011) – current to 03/2027",
        "HR Truck Licence (QLD)",
        "Conduct Civil Construction Excavator Operations (RIIMPO320F) – SOA",
        "",
        "LANGUAGES",
        "English – first language;  Samoan – conversational",
        "",
        "REFEREES",
        "Available on request",
        "",
    ]
    name = "az5-jarrod-mckinnon"
    write_text(name + ".txt", "\r\n".join(lines))
    write_truth(name, {
        "basics": {"name": "Jarrod McKinnon", "label": "Civil Site Supervisor – Roads, Drainage & Subdivisions",
                   "email": "jarrod.mckinnon@example.com", "phone": "0491 572 665",
                   "location": {"city": "Ipswich", "region": "QLD"}},
        "work": [
            job("Site Supervisor – Civil", "Bluegum Civil Pty Ltd", "Brisbane QLD", "Mar 2021 – Present",
                ("2021-03", None, True)),
            job("Leading Hand", "Bluegum Civil Pty Ltd", "Brisbane QLD", "Jul 2018 – Feb 2021", ("2018-07", "2021-02")),
            job("Plant Operator (Excavator, Roller, Grader)", "Moreton Earthmoving", "Ipswich QLD",
                "Jan 2012 - Jun 2018", ("2012-01", "2018-06")),
            job("Civil Labourer (labour hire)", "Tradeforce Labour Hire", "Logan QLD", "Nov 2009 - Dec 2011",
                ("2009-11", "2011-12"))],
        "education": [
            {"institution": "TAFE Queensland", "study_type": "Diploma", "area": "Civil Construction Design",
             "dates": dates(None, "2027", True, text="expected 2027")},
            {"institution": "TAFE Queensland", "study_type": "Certificate IV", "area": "Civil Construction Supervision",
             "dates": dates(None, "2020", text="2020")},
            {"institution": "Civil Skills Training Australia", "study_type": "Certificate III",
             "area": "Civil Construction Plant Operations", "dates": dates(None, "2013", text="2013")},
            {"institution": "Bremer Valley State High School", "study_type": "Queensland Certificate of Education",
             "dates": dates(None, "2008", text="2008")}],
        "skills": [{"name": s} for s in (
            "Supervision of civil crews and subcontractors (up to 25 on site)",
            "Bulk earthworks, detailed excavation and trimming", "Stormwater, sewer and water reticulation",
            "Pavements, kerb and channel, asphalt and spray seal", "Traffic management and TGS/TMP review",
            "Site diaries, daily prestarts and SWMS", "ITPs, lot registers and QA records",
            "Reading civil drawings and setting out with GPS machine control")],
        "certificates": [{"name": n} for n in (
            "White Card – Construction Induction (CPCCWHS1001)", "Implement Traffic Management Plan (RIIWHS302E)",
            "Enter and Work in Confined Spaces (RIIWHS202E)", "Provide First Aid (HLTAID011)", "HR Truck Licence (QLD)",
            "Conduct Civil Construction Excavator Operations (RIIMPO320F)")],
        "languages": [{"language": "English", "fluency": "first language"},
                      {"language": "Samoan", "fluency": "conversational"}],
    })


# ---- az6: site reliability engineer (Lagos), a JSON-Resume-theme-like HTML page kept as HTML ------------------------
AZ6_RESUME = {  # the JSON Resume the page was made from (its "work" in the schema's order)
    "work": [
        {"name": "Paystone Africa Ltd", "location": "Lagos", "position": "Senior Site Reliability Engineer",
         "startDate": "2023-04",
         "summary": "Reliability lead for the payments core (card, transfers and USSD) serving 4,000+ merchants.",
         "highlights": ["Moved 70 services from EC2 to Amazon EKS with Terraform, Helm and Argo CD; deploys went from "
                        "weekly to 30+ a day.",
                        "Introduced SLOs and error budgets with Prometheus, Grafana and PagerDuty; availability of the "
                        "transfers API rose from 99.5% to 99.95%.",
                        "Run the incident review process and the on-call rota for 12 engineers."]},
        {"name": "Paystone Africa Ltd", "location": "Lagos", "position": "Site Reliability Engineer",
         "startDate": "2021-06", "endDate": "2023-03",
         "highlights": ["Built the observability stack (Prometheus, Loki, OpenTelemetry) and cut mean time to "
                        "detect from 18 to 4 minutes.",
                        "Automated PostgreSQL failover and backups; wrote runbooks for the top 20 alerts."]},
        {"name": "Lagoon Networks Ltd", "location": "Victoria Island, Lagos", "position": "Systems Administrator",
         "startDate": "2018-03", "endDate": "2021-05",
         "highlights": ["Ran 300+ Linux servers and the VMware cluster for an ISP's data centre; Ansible for "
                        "configuration and patching.",
                        "Set up the first Kubernetes cluster for internal tools."]},
        {"name": "Lagoon Networks Ltd", "location": "Victoria Island, Lagos", "position": "NOC Engineer",
         "startDate": "2016-09", "endDate": "2018-02",
         "highlights": ["24/7 monitoring of the metro fibre and wireless network (Zabbix), first-line BGP and "
                        "VPN troubleshooting for enterprise customers."]},
        {"name": "Ogun State Ministry of Science and Technology", "location": "Abeokuta",
         "position": "Corps Member – IT Support (NYSC)", "startDate": "2015-08", "endDate": "2016-07",
         "summary": "National Youth Service year: desktop support, network cabling and a staff ICT training programme."},
        {"name": "Akure Data Solutions", "location": "Akure", "position": "Industrial Trainee (SIWES)",
         "startDate": "2013-06", "endDate": "2013-11"},
    ],
    "education": [
        {"institution": "Federal University of Technology, Akure", "studyType": "Bachelor of Technology (B.Tech.)",
         "area": "Computer Science", "startDate": "2010", "endDate": "2015", "score": "4.12/5.00",
         "courses": ["Second Class Upper Division", "Final-year project: a load-balanced campus e-learning portal"]},
        {"institution": "Ogudu Heights College, Lagos", "studyType": "West African Senior School Certificate (WASSCE)",
         "startDate": "2004", "endDate": "2010"},
    ],
    "certificates": [
        {"name": "Certified Kubernetes Administrator (CKA)", "issuer": "The Linux Foundation", "date": "2024-02"},
        {"name": "AWS Certified Solutions Architect – Associate", "issuer": "Amazon Web Services", "date": "2022-09"},
        {"name": "HashiCorp Certified: Terraform Associate (003)", "issuer": "HashiCorp", "date": "2023-05"},
    ],
    "skills": [
        {"name": "Cloud & infrastructure", "level": "Advanced",
         "keywords": ["AWS (EKS, EC2, RDS, IAM)", "Kubernetes", "Terraform", "Helm", "Argo CD", "Ansible"]},
        {"name": "Observability", "level": "Advanced",
         "keywords": ["Prometheus", "Grafana", "Loki", "OpenTelemetry", "PagerDuty"]},
        {"name": "Programming & scripting", "level": "Intermediate", "keywords": ["Go", "Python", "Bash"]},
        {"name": "Systems & networking", "level": "Advanced",
         "keywords": ["Linux (Ubuntu, RHEL)", "Nginx", "HAProxy", "PostgreSQL", "BGP"]},
    ],
    "languages": [{"language": "English", "fluency": "Fluent"}, {"language": "Yoruba", "fluency": "Native speaker"},
                  {"language": "Nigerian Pidgin", "fluency": "Fluent"}, {"language": "French", "fluency": "Elementary"}],
}
SHORT = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def even_date(value):
    """A JSON Resume date as the theme prints it: "Apr 2023", or the year alone."""
    if not value:
        return "Present"
    if len(value) == 4:
        return value
    year, month = value.split("-")[:2]
    return f"{SHORT[int(month) - 1]} {year}"


def even_span(item):
    start, end = item.get("startDate"), item.get("endDate")
    text = f"{even_date(start)} – {even_date(end)}"
    html = (f'<time datetime="{start}">{even_date(start)}</time> – '
            + (f'<time datetime="{end}">{even_date(end)}</time>' if end else "Present"))
    return text, html


def az6_json_resume_html():
    r = AZ6_RESUME
    icons = {"mail": '<svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M4 4h16v16H4z" fill="none" '
                     'stroke="currentColor" stroke-width="2"/><path d="m4 6 8 7 8-7" fill="none" stroke="currentColor" '
                     'stroke-width="2"/></svg>',
             "phone": '<svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M5 3h4l2 5-2.5 1.5a11 11 0 '
                      '0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2" fill="none" '
                      'stroke="currentColor" stroke-width="2"/></svg>',
             "pin": '<svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M12 21s-7-6.2-7-11a7 7 0 0 1 '
                    '14 0c0 4.8-7 11-7 11z" fill="none" stroke="currentColor" stroke-width="2"/></svg>'}
    # work: consecutive positions at one company are grouped under it, as the theme's timeline does
    groups = []
    for item in r["work"]:
        if groups and groups[-1][0]["name"] == item["name"]:
            groups[-1].append(item)
        else:
            groups.append([item])
    work = ""
    for group in groups:
        head = group[0]
        work += f'<article class="work">\n<header><h3>{escape(head["name"])}</h3>\n'
        if len(group) == 1:
            _, span = even_span(head)
            work += (f'<div class="meta"><strong>{escape(head["position"])}</strong>\n<div>{span}</div>\n'
                     f'<div class="location">{escape(head["location"])}</div></div></header>\n')
            if head.get("summary"):
                work += f'<p>{escape(head["summary"])}</p>\n'
            if head.get("highlights"):
                work += "<ul>\n" + "".join(f"<li>{escape(h)}</li>\n" for h in head["highlights"]) + "</ul>\n"
        else:
            work += f'<div class="location">{escape(head["location"])}</div></header>\n<ol class="timeline">\n'
            for item in group:
                _, span = even_span(item)
                work += (f'<li><div class="meta"><strong>{escape(item["position"])}</strong>\n<div>{span}</div></div>\n')
                if item.get("summary"):
                    work += f'<p>{escape(item["summary"])}</p>\n'
                if item.get("highlights"):
                    work += "<ul>\n" + "".join(f"<li>{escape(h)}</li>\n" for h in item["highlights"]) + "</ul>\n"
                work += "</li>\n"
            work += "</ol>\n"
        work += "</article>\n"
    education = ""
    for item in r["education"]:
        _, span = even_span(item)
        study = escape(item["studyType"] + (f" — {item['area']}" if item.get("area") else ""))
        education += (f'<article class="education">\n<header><h3>{escape(item["institution"])}</h3>\n'
                      f'<div class="meta"><strong>{study}</strong>\n<div>{span}</div></div></header>\n')
        if item.get("score"):
            education += f'<p class="score">Score: {escape(item["score"])}</p>\n'
        if item.get("courses"):
            education += "<ul>\n" + "".join(f"<li>{escape(c)}</li>\n" for c in item["courses"]) + "</ul>\n"
        education += "</article>\n"
    certificates = "".join(
        f'<article class="certificate"><header><h3>{escape(c["name"])}</h3><div class="meta"><div>'
        f'{escape(c["issuer"])}</div><time datetime="{c["date"]}">{even_date(c["date"])}</time></div></header>'
        f'</article>\n' for c in r["certificates"])
    skills = "".join(
        f'<div class="skill"><h3>{escape(s["name"])}</h3><div class="level">{escape(s["level"])}</div>\n'
        f'<ul class="tag-list">' + "".join(f"<li>{escape(k)}</li>" for k in s["keywords"]) + "</ul></div>\n"
        for s in r["skills"])
    languages = "".join(f'<div class="language"><h3>{escape(l["language"])}</h3><div>{escape(l["fluency"])}'
                        f"</div></div>\n" for l in r["languages"])
    html = f"""<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, user-scalable=no, minimal-ui">
<title>Tolulope Adebanjo</title>
<meta name="description" content="Site Reliability Engineer | Kubernetes, AWS &amp; Observability">
<style>
:root {{ --color-primary: #2563eb; --text: #1f2937; --muted: #6b7280; --border: #e5e7eb; --bg: #fff;
        --bg-alt: #f9fafb; --scale: 1; }}
@media (prefers-color-scheme: dark) {{ :root {{ --text: #e5e7eb; --muted: #9ca3af; --bg: #111827;
        --bg-alt: #1f2937; --border: #374151; }} }}
* {{ box-sizing: border-box; }}
body {{ margin: 0; background: var(--bg-alt); color: var(--text); font: 15px/1.5 system-ui, -apple-system,
        "Segoe UI", Roboto, "Liberation Sans", sans-serif; }}
.masthead {{ background: var(--bg); padding: 3rem 1.5rem 2rem; border-bottom: 1px solid var(--border); }}
.masthead h1 {{ margin: 0; font-size: 2.4rem; }}
.masthead h2 {{ margin: .25rem 0 1rem; font-size: 1.15rem; font-weight: 400; color: var(--muted); }}
.masthead ul {{ list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: .4rem 1.4rem; }}
.icon {{ width: 1em; height: 1em; vertical-align: -.15em; margin-right: .35em; }}
a {{ color: var(--color-primary); text-decoration: none; }}
.container {{ max-width: 52rem; margin: 0 auto; }}
section {{ background: var(--bg); margin: 1rem auto; padding: 1.5rem; border: 1px solid var(--border);
           border-radius: .5rem; max-width: 52rem; }}
section > h2 {{ margin: 0 0 1rem; font-size: .8rem; text-transform: uppercase; letter-spacing: .12em;
                color: var(--muted); }}
article + article {{ margin-top: 1.25rem; padding-top: 1.25rem; border-top: 1px solid var(--border); }}
article h3 {{ margin: 0; font-size: 1.05rem; }}
.meta {{ color: var(--muted); font-size: .9rem; }}
.meta strong {{ color: var(--text); }}
.location {{ color: var(--muted); font-size: .9rem; }}
.timeline {{ list-style: none; margin: .75rem 0 0; padding: 0 0 0 1rem; border-left: 2px solid var(--border); }}
.timeline > li + li {{ margin-top: 1rem; }}
ul {{ margin: .5rem 0 0; padding-left: 1.2rem; }}
.skills {{ display: grid; grid-template-columns: repeat(2, 1fr); gap: 1rem; }}
.tag-list {{ list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: .35rem; }}
.tag-list li {{ background: var(--bg-alt); border: 1px solid var(--border); border-radius: 999px;
               padding: .05rem .6rem; font-size: .85rem; }}
.level {{ color: var(--muted); font-size: .85rem; }}
.languages {{ display: grid; grid-template-columns: repeat(4, 1fr); gap: .75rem; }}
.languages h3 {{ font-size: .95rem; margin: 0; }}
@media print {{ body {{ background: #fff; font-size: 11.5px; }} section {{ border: 0; margin: 0 auto;
               padding: .6rem 0; }} .masthead {{ padding: 0 0 1rem; }} article {{ break-inside: avoid; }}
               @page {{ size: A4; margin: 14mm 15mm; }} }}
</style>
</head>
<body>
<header class="masthead">
<div class="container">
<h1>Tolulope Adebanjo</h1>
<h2>Site Reliability Engineer | Kubernetes, AWS &amp; Observability</h2>
<article><p>Site reliability engineer with ten years in Lagos infrastructure teams, from an ISP's network
operations centre to running Kubernetes and AWS for a payments company processing ₦40bn a month. I care about
boring, well-documented systems, honest post-mortems and on-call rotas people can live with.</p></article>
<ul>
<li>{icons["mail"]}<a href="mailto:tolulope.adebanjo@example.com">tolulope.adebanjo@example.com</a></li>
<li>{icons["phone"]}<a href="tel:+2348035550148">+234 803 555 0148</a></li>
<li>{icons["pin"]}Lagos, Lagos State, NG</li>
<li><a href="https://www.linkedin.com/in/tolulope-adebanjo-sre">LinkedIn</a></li>
<li><a href="https://github.com/tadebanjo">GitHub</a></li>
</ul>
</div>
</header>
<section id="work">
<h2>Work</h2>
{work}</section>
<section id="education">
<h2>Education</h2>
{education}</section>
<section id="certificates">
<h2>Certificates</h2>
{certificates}</section>
<section id="skills">
<h2>Skills</h2>
<div class="skills">
{skills}</div>
</section>
<section id="languages">
<h2>Languages</h2>
<div class="languages">
{languages}</div>
</section>
<section id="projects">
<h2>Projects</h2>
<article class="project"><header><h3><a href="https://github.com/tadebanjo/naira-exporter">naira-exporter</a></h3>
<div class="meta">Open source · 2022 – Present</div></header>
<p>A Prometheus exporter for Nigerian interbank transfer (NIP) settlement metrics, used by three fintechs.</p>
</article>
</section>
</body>
</html>
"""
    name = "az6-tolulope-adebanjo"
    write_text(name + ".html", html)
    # The page prints on three A4 pages (checked on a throw-away WeasyPrint PDF; the resume is the HTML file).
    from weasyprint import HTML
    with tempfile.TemporaryDirectory() as tmp:
        printed = os.path.join(tmp, name + ".pdf")
        HTML(string=html).write_pdf(printed)
        check_pages(name, pdf_pages(printed), 3)
    work = []
    for item in r["work"]:
        text, _ = even_span(item)
        work.append(job(item["position"], item["name"], item["location"], text,
                        (item["startDate"], item.get("endDate"), "endDate" not in item)))
    write_truth(name, {
        "basics": {"name": "Tolulope Adebanjo", "label": "Site Reliability Engineer | Kubernetes, AWS & Observability",
                   "email": "tolulope.adebanjo@example.com", "phone": "+234 803 555 0148",
                   "location": {"city": "Lagos", "region": "Lagos State"},
                   "profiles": [linkedin("tolulope-adebanjo-sre"),
                                {"network": "GitHub", "url": "https://github.com/tadebanjo"}]},
        "work": work,
        "education": [
            {"institution": "Federal University of Technology, Akure", "study_type": "Bachelor of Technology (B.Tech.)",
             "area": "Computer Science", "score": "4.12/5.00", "dates": dates("2010", "2015", text="2010 – 2015")},
            {"institution": "Ogudu Heights College", "study_type": "West African Senior School Certificate (WASSCE)",
             "dates": dates("2004", "2010", text="2004 – 2010")}],
        "skills": [{"name": k} for s in r["skills"] for k in s["keywords"]],
        "certificates": [{"name": c["name"]} for c in r["certificates"]],
        "languages": list(r["languages"]),
    })


if __name__ == "__main__":
    made_scratch = not os.path.isdir(SCRATCH)
    os.makedirs(SCRATCH, exist_ok=True)
    tempfile.tempdir = SCRATCH
    os.environ["TMPDIR"] = SCRATCH
    try:
        az1_linkedin_reportlab()
        az2_indeed_fpdf()
        az3_google_docs_serif()
        az4_designer_weasyprint()
        az5_seek_text()
        az6_json_resume_html()
    finally:
        tempfile.tempdir = None
        if made_scratch:
            shutil.rmtree(SCRATCH, ignore_errors=True)
