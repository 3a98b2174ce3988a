#!/usr/bin/env python3
"""Renders the forty-fourth held-out batch (ar1–ar6) into files/ and its truth into truth/.

Written without reading the parser (nor its tests or docs); the only project files read were
holdout_render.py, render_batch43.py in full, the docstrings of render_batch34–42.py (for the occupations
already used and the decisions on career breaks, summer jobs, apostrophe years and single-year dates), the
helpers imported below as defined in render_batch24.py and render_batch26.py (render_batch20.py and
render_batch28.py read for theirs too) and three truth files (aq4, al3 and an5, for the shape and for how a
NZ school-leaving qualification and an Indian/UK academic were written). Six mid-career workers (ten to
twelve years of work) in the public sector, education, science and the creative industries whose resumes a
recruiter sees in one week, none in batch 34–43's occupations: a municipal urban planner (RPP, MCIP) in
Winnipeg, a US federal contract specialist (GS-1102) in Washington, DC, an Indian-born research scientist
(PhD, biochemistry) in Cambridge, England, a New Zealand primary school teacher in Wellington, a video
producer and editor in Los Angeles and an Irish speech and language therapist in Galway. The brief's six
suggestions were kept: batch 43's architect, batch 38's PhD organic chemist leaving academia (al3) and
batch 42's QA analyst who had been an elementary teacher (ap2) are other occupations. Each resume is made
with a different everyday producer: a DOCX kept as the Word file with right tab stops, a LibreOffice PDF
of a federal-style DOCX, pdflatex with the moderncv class itself, fpdf2 with a left sidebar (the two-column
PDF), a hand-written HTML page and a plain-text file saved as Latin-1 with CRLF line ends. They hold what
such resumes hold: several roles at one employer and promotions, current jobs, a secondment, a federal
detail, an acting deputy principal's term and an acting head's maternity cover, a concurrent part-time
adjunct job and a concurrent Saturday private-practice job, a contract job, freelance work as
"Self-employed", a locum, a working-holiday supply job, a summer student job and a summer internship, a
printed career break, dates written "Sept 2019 – present", "Jan–Jun 2018", "2016 – 2019", "Jun 2014 – Dec
2015", "Summer 2013", "10/2019 - Present (40 hrs/week)", "01/2023 - 05/2023 (40 hrs/week)", "08/2021 -
Present (6 hrs/week)", "2021 – now", "Apr 2023 – Mar 2024", "03/2015 – 08/2016", "Jan–Jun 2014", "Jan 2023 –
present", "Jul–Sep 2024", "'18 – '20", "Sept 2016 – Jul 2017", "May 2022 – Current", "2018 – 2022", "Jan–Jun
2019", "Summer 2012", "Feb 2021 - present", "2022 - now", "03/2015 - 08/2016"; education degree first and
school first, a Canadian MCP and honours BA with a 4.5-scale GPA, federal "MM/YYYY" degrees with GPAs and
semester hours, a Cambridge PhD with a thesis, an Indian M.Sc. with a CGPA, a B.Sc. (Hons) with a
percentage and CBSE Class XII, a NZ graduate diploma, a BA with a 9-point GPA, NCEA Level 3 endorsed with
Merit, a postgraduate certificate and an MSc in progress, a first-class Irish BSc and a Leaving Certificate
with points; licences, registrations, a warrant and certifications with numbers, issuers and expiry dates;
publications, awards and selected credits; grouped and flat skills; spoken languages with levels.

- ar1 (DOCX, python-docx 1.2, kept as the Word file; Calibri 11 pt, Letter, two pages; the page count is
  checked on a throw-away LibreOffice PDF): a Franco-Manitoban planner's resume: "Marc-André Gauthier, RPP,
  MCIP" in green, the label "Senior Planner | Land Use Policy, Infill & Transit-Oriented Development", a
  " | " contact line ("Winnipeg, MB R2H 1B5", "204-555-0168", the email, a Word hyperlink printed
  "linkedin.com/in/magauthier-rpp"); green capital headings with a rule; PROFILE; PROFESSIONAL EXPERIENCE
  with each employer printed once in bold with "Winnipeg, MB" on a right tab, and its titles in italics
  with the dates on the right tab over "List Bullet" items: "Senior Planner, Long Range Planning" "Sept
  2019 – present", "Policy Analyst (secondment to Manitoba Municipal Relations)" "Jan–Jun 2018", "Planner
  II, Development Review" "2016 – 2019" and "Planner I, Zoning & Permits" "Jun 2014 – Dec 2015" under "City
  of Winnipeg", "Planning Assistant (summer student)" "Summer 2013" under a rural municipality at "Oakbank,
  MB"; EDUCATION degree first (the bold degree with the dates on the right tab, the italic "school, City,
  PR" line, a remark line): "Master of City Planning (MCP)" "2012 – 2014" at the University of Manitoba
  with a practicum line, "Bachelor of Arts (Honours), Geography" "2008 – 2012" at the University of
  Winnipeg with "GPA 4.12/4.50 · Dean's Honour List · Honours thesis …"; PROFESSIONAL REGISTRATION &
  CERTIFICATIONS as bullets (RPP with its institute and year, MCIP with a member number, ENV SP with an
  "exp." date, an IAP2 certificate); SKILLS as three bold-labelled ", " lines; PROFESSIONAL SERVICE as
  bullets (an institute council seat, an awards jury, a co-op board); LANGUAGES as a " · " line. A planner
  in Winnipeg, MB.
- ar2 (LibreOffice 7.4 PDF of a DOCX written with python-docx, Times New Roman shown as Liberation Serif,
  10.5 pt, Letter, two pages, as USAJOBS now limits resumes to two pages): a US federal resume: the centred
  name in capitals "COURTNEY A. MAHONEY", the label "Contract Specialist (GS-1102-13) | FAC-C Professional |
  Warranted Contracting Officer", a " | " contact line ("Washington, DC 20003", "(202) 555-0176", the email,
  "linkedin.com/in/courtney-mahoney-1102" as text) and two centred lines of federal details (citizenship,
  veterans' preference, clearance, federal status with grade and step, availability); black capital
  headings with a rule; PROFESSIONAL SUMMARY; WORK EXPERIENCE with each job as a bold title line, an
  "Employer | City, ST" line, a "MM/YYYY - MM/YYYY (NN hrs/week)" line, an italic office and supervisor
  line and "List Bullet" items (LibreOffice prints the bullets in Symbol, which pdftotext shows as a
  private-use character): "Contract Specialist, GS-1102-13" "10/2019 - Present (40 hrs/week)" and "Acting
  Branch Chief (Detail), GS-1102-14" "01/2023 - 05/2023 (40 hrs/week)" at "U.S. Department of Homeland
  Security", "Adjunct Instructor, Government Contracting (part-time)" "08/2021 - Present (6 hrs/week)" at a
  community college, "Contract Specialist, GS-1102-12" "06/2017 - 10/2019 (40 hrs/week)" at GSA, "Contract
  Specialist, GS-1102-07/09/11 (Acquisition Career Intern)" "03/2015 - 06/2017 (40 hrs/week)" at "U.S. Army
  Contracting Command", "Aberdeen Proving Ground, MD", "Procurement Assistant" "08/2013 - 02/2015 (40
  hrs/week)" at a contractor; EDUCATION school first (the bold "School, City, ST", "Degree in Field, MM/YYYY"
  and a " | " remark line with the GPA and semester hours): "Master of Science (M.S.) in Acquisition and
  Contract Management, 05/2019" at University of Maryland Global Campus, "Bachelor of Science (B.S.) in
  Business Administration, 05/2013" at Towson University; CERTIFICATIONS & WARRANT as bullets (FAC-C with
  its level, a contracting officer warrant with its level and limit, CFCM with a cert. number and "exp."
  date, DAWIA Level III); SKILLS as one ", " paragraph; AWARDS as one "; " paragraph; LANGUAGES. Supervisors'
  names and 555 phone numbers are printed in the jobs. A contract specialist in Washington, DC.
- ar3 (pdflatex with moderncv 2.3.1 itself, \moderncvstyle[nosymbols]{classic} in blue, Latin Modern Sans
  via lmodern, 11 pt, A4, two pages; nosymbols because TeX Live here has no fontawesome5, so the contact
  labels are letters ("M", "E", "in") and the list bullets are marvosym's circle, which pdftotext prints
  as "{"): a British-based Indian scientist's academic CV: "Meenakshi Iyer" with the \title "Senior Research
  Scientist | Protein Biochemistry & Structural Biology" (wrapping onto a second line), the address
  "Chesterton, Cambridge CB4 1XJ" over "United Kingdom", "M 07700 900247" (an Ofcom drama mobile), "E"
  with a mailto link, "in meenakshi-iyer-phd" linked to the LinkedIn profile and "UK Indefinite Leave to
  Remain" at the top right (pdftotext prints the header block before the sections); moderncv \cventry lines
  with the dates in the left hint column and "Title, Employer, City" (bold title, italic employer) over
  itemize bullets: Research Experience "Senior Research Scientist" "2021 – now", "Acting Head of Protein
  Production (maternity cover)" "Apr 2023 – Mar 2024" and "Research Scientist" "Sep 2016 – Dec 2020" at
  "Fenwood Therapeutics Ltd", "Postdoctoral Research Associate" "03/2015 – 08/2016" at the University of
  Cambridge, "Visiting PhD Student (EMBO Short-Term Fellowship)" "Jan–Jun 2014" at "European Molecular
  Biology Laboratory (EMBL)", "Grenoble", "Project Junior Research Fellow" "2009 – 2010" at "CSIR-Centre
  for Cellular and Molecular Biology (CCMB)", "Hyderabad", with no bullets; Education degree first in the
  same \cventry form, the grade in moderncv's grade slot: "PhD in Biochemistry" "Oct 2010 – Dec 2014" with
  a thesis, supervisor and scholarship line, "M.Sc. Biochemistry" "2007 – 2009" "CGPA 9.21/10", "B.Sc.
  (Hons) Biochemistry" "2004 – 2007" at University of Delhi "82.4%" with the college on the description
  line, "All India Senior School Certificate (CBSE Class XII)" "2004" "91.2%"; Selected Publications,
  Awards & Funding and Registrations & Certificates as \cvitem lines with the year in the hint column;
  Skills as four labelled ", " \cvitem lines; Languages as one \cvitem a language (pdftotext without
  -layout prints the four languages and then the four levels); Referees. A scientist in Cambridge, England.
- ar4 (fpdf2 2.8 with DejaVu Sans, A4, two pages, the two-column PDF): a New Zealand primary teacher's CV
  with a dark green left sidebar on both pages: on the first CONTACT ("Karori, Wellington 6012", "021 555
  0186", a mailto link, a LinkedIn link printed "linkedin.com/in/aroha-pennington"), CERTIFICATION ("• "
  items with the Teaching Council registration number and "expires" date, a St John "valid until" date,
  issuers and years) and LANGUAGES (" – " levels); on the second SKILLS ("• " items, one a line) and
  REFEREES; the main column at the right with the name "Aroha Pennington", the label "Primary Teacher
  (Years 3–6) | Fully Certificated | Literacy & te reo Māori" (wrapping), PROFILE, TEACHING EXPERIENCE (a
  bold title with the dates at the right over an italic "School, Place" line and bullets): "Team Leader,
  Years 5–6" "Jan 2023 – present", "Acting Deputy Principal" "Jul–Sep 2024", "Classroom Teacher, Years 5–6"
  "Feb 2021 – Dec 2022", an italic "Career break (parental leave), 2020" line, "Classroom Teacher, Years 3–4
  (fixed-term)" "'18 – '20", all at "Kelburn Rise School, Kelburn, Wellington", "Supply Teacher (working
  holiday)" "Sept 2016 – Jul 2017" in London, "Classroom Teacher, Years 1–2" "2015 – 2016" in Porirua with
  no bullets; EDUCATION school first (the bold school with the dates at the right, the italic
  qualification, a remark line): "Massey University" "2024 – present" "Postgraduate Certificate in
  Education (part-time, in progress)", "Te Herenga Waka—Victoria University of Wellington" "2014" "Graduate
  Diploma of Teaching (Primary)" and "2011 – 2013" "Bachelor of Arts in Education" with "Minor in Māori
  Studies · GPA 7.0/9.0", a college "2010" "NCEA Level 3" with "Endorsed with Merit · University
  Entrance"; SCHOOL-WIDE CONTRIBUTIONS as bullets. pdftotext prints the sidebar's blocks before and between
  the main column's lines. A teacher in Wellington, New Zealand.
- ar5 (an HTML page written by hand, UTF-8, a <style> block, kept as the .html file): a Los Angeles video
  producer's resume: <h1> "Joaquín Ibarra", the label "Video Producer & Editor | Branded Content,
  Documentary & Social", a " · " contact <p> ("Los Angeles, CA 90026", "(323) 555-0149", a mailto link, a
  portfolio link printed "joaquinibarra.example.com", a LinkedIn link printed
  "linkedin.com/in/joaquin-ibarra-video"); Profile; Experience as <article> blocks, an <h3> title over a
  "Employer · City, ST · <time>dates</time>" line and a <ul>: "Senior Video Producer" "May 2022 – Current",
  "Freelance Video Producer & Editor" at "Self-employed" "2018 – 2022", "Video Producer (6-month contract)"
  "Jan–Jun 2019" overlapping it, "Video Editor" "Jan 2016 – Jun 2018", "Assistant Editor" "Aug 2014 – Dec
  2015" and "Post-Production Assistant" "2013 – 2014" at one Burbank post house, "Production Intern
  (summer)" "Summer 2012" with no bullets; Selected Credits as a four-column table (title, role, client,
  year); Education school first: <h3> "California State University, Northridge" over "B.A. in Cinema and
  Television Arts · <time>2009 – 2013</time>" and "Option in Film Production · GPA 3.62 · …";
  Certifications as a <ul> (an FAA Part 107 certificate number and "valid until" date, issuers and years);
  Skills as three bold-labelled ", " lines; Awards & Memberships as a <ul>; Languages as a " · " line. A
  producer in Los Angeles, CA.
- ar6 (plain text, Latin-1 with CRLF line ends, 88 columns, ASCII hyphens typed for dashes and straight
  apostrophes; Á, Í, á and í are the only non-ASCII letters): an Irish speech and language therapist's CV:
  "SIOBHÁN NÍ FHLATHARTA", the label "Senior Speech and Language Therapist | Paediatric Disability & Feeding
  (Dysphagia)", the lines "Knocknacarra, Galway H91 E2T6" (with its Eircode), "Mobile: … | Email: …",
  "LinkedIn: linkedin.com/in/siobhan-ni-fhlatharta-slt"; capital headings underlined with "-"; PROFILE;
  PROFESSIONAL EXPERIENCE with the title on one line, "Employer, Place | dates" on the next and "  * "
  bullets: "Senior Speech and Language Therapist, Children's Disability Network Team" "Feb 2021 - present",
  "Speech and Language Therapist, Staff Grade" "Sept 2016 - Jan 2021" and "Speech and Language Therapist
  (locum, maternity cover)" "Sep 2014 - Feb 2015" (in "Castlebar, Co. Mayo", no bullets) at "HSE Community
  Healthcare West", "Sessional Speech and Language Therapist (part-time, Saturdays)" "2022 - now" at a
  private clinic, "Speech and Language Therapist (Band 5)" "03/2015 - 08/2016" at an NHS trust in "London,
  UK"; EDUCATION degree first, the qualification over "Institution | dates" and an indented remark: "MSc in
  Clinical Speech and Language Studies" at Trinity College Dublin "2024 - present" with "Dysphagia strand;
  part-time, in progress", "BSc in Speech and Language Therapy" at "NUI Galway" "2010 - 2014" with "First
  Class Honours. Final-year research project: …", "Leaving Certificate" at "Coláiste Mhuire Bhearna,
  Galway" "2010" with "545 points"; REGISTRATION & CERTIFICATES as "  * " items (the CORU registration
  number, issuers, years, a "valid until" date); SKILLS as two labelled ", " lines (the first wrapped);
  MEMBERSHIPS; LANGUAGES as a ", " line; ADDITIONAL INFORMATION (a driving licence, Garda vetting);
  "References available on request." A therapist in Galway, Ireland.

Decisions for this batch (documented here because the documents leave them to the reader):
- Several roles at one employer are separate work entries, each with the employer's name and location and
  its own dates (ar1, ar2, ar3, ar4, ar5, ar6). Secondments, details, acting posts, maternity cover,
  locum, contract, freelance, sessional, adjunct, working-holiday, summer-student and internship jobs, a
  visiting research post and a project research fellowship printed under the experience heading are work
  entries; overlapping and concurrent jobs are entries in printed order (ar1's secondment, ar2's detail
  and adjunct job, ar3's acting post, ar4's acting deputy principal's term, ar5's contract, ar6's Saturday
  job). ar1's secondment is printed as a role under "City of Winnipeg", so the City is its employer and
  the host ministry is part of the title "Policy Analyst (secondment to Manitoba Municipal Relations)".
  ar4's career break line names no employer and no title and is not a work entry (batch 39); gaps are
  nothing in the truth. Publications, patents, awards, funding, selected credits, professional service,
  boards, juries, memberships, school-wide contributions, federal awards and referees are not work
  entries; ar5's freelance work has "Self-employed" as its employer (batch 16).
- A title's own comma, parenthesis or grade is part of the position ("Senior Planner, Long Range
  Planning", "Planner I, Zoning & Permits", "Planning Assistant (summer student)", "Contract Specialist,
  GS-1102-13", "Acting Branch Chief (Detail), GS-1102-14", "Adjunct Instructor, Government Contracting
  (part-time)", "Contract Specialist, GS-1102-07/09/11 (Acquisition Career Intern)", "Acting Head of Protein
  Production (maternity cover)", "Visiting PhD Student (EMBO Short-Term Fellowship)", "Team Leader, Years
  5–6", "Classroom Teacher, Years 3–4 (fixed-term)", "Supply Teacher (working holiday)", "Video Producer
  (6-month contract)", "Production Intern (summer)", "Senior Speech and Language Therapist, Children's
  Disability Network Team", "Speech and Language Therapist (locum, maternity cover)"). ar2's employer is
  the name before " | " ("U.S. Department of Homeland Security"); the office on the italic line is not
  part of it. An employer's "Ltd", "LLC" and "Inc." stay, and an acronym in parentheses printed as part of
  the name stays ("European Molecular Biology Laboratory (EMBL)", "CSIR-Centre for Cellular and Molecular
  Biology (CCMB)"). Work locations as printed ("Winnipeg, MB", "Oakbank, MB", "Washington, DC", "Annandale,
  VA", "Aberdeen Proving Ground, MD", "Reston, VA", "Cambridge", "Grenoble", "Hyderabad", "Kelburn,
  Wellington", "London, UK", "Porirua", "Los Angeles, CA", "Santa Monica, CA", "Burbank, CA", "Galway",
  "Castlebar, Co. Mayo").
- Dates: "present", "Present", "Current" and "now" make a job or programme current from its start ("2021 –
  now", "2022 - now" and "2024 – present" from the year). "Sept" and "Sep" are September. "Jan–Jun 2018",
  "Jan–Jun 2014", "Jan–Jun 2019" and "Jul–Sep 2024" run between those months of that year; "Summer 2013"
  and "Summer 2012" run June to August (northern summers, batch 40). "'18 – '20" is 2018 to 2020 (an
  apostrophe's two-digit year is in the 2000s), date_text with the ASCII apostrophes. Numeric "10/2019",
  "03/2015", "08/2016" are months. Years alone keep years only. ar2's weekly hours in parentheses after the
  dates ("(40 hrs/week)", "(6 hrs/week)") are not part of date_text, which is "10/2019 - Present" with the
  typed ASCII hyphen (as batch 39 left parentheses around dates out). A single year or month is the end
  date (ar2's "05/2019" and "05/2013", ar3's Class XII "2004", ar4's "2014" and "2010", ar6's "2010").
  LaTeX's "--" is printed "–" and kept so in ar3's date_text; ar6 keeps its ASCII hyphens.
- Education:
  - ar1: "Master of City Planning (MCP)" has no area (as "Master of Social Work (MSW)" in batch 39; the
    practicum a remark); "Bachelor of Arts (Honours), Geography" is "Bachelor of Arts (Honours)" /
    "Geography" with the score "4.12/4.50" (the Dean's Honour List not a score). The institution drops
    ", Winnipeg, MB".
  - ar2: "Master of Science (M.S.) in Acquisition and Contract Management, 05/2019" is "Master of Science
    (M.S.)" / "Acquisition and Contract Management" ending 2019-05 with the score "3.91/4.00" ("GPA:";
    the semester hours are not a score); "Bachelor of Science (B.S.) in Business Administration" is
    "Bachelor of Science (B.S.)" / "Business Administration" with "3.42/4.00" (the concentration on the
    remark line is not the area). The institutions drop ", Adelphi, MD" and ", Towson, MD".
  - ar3: "PhD in Biochemistry" is "PhD" / "Biochemistry" (the thesis a remark); "M.Sc. Biochemistry" is
    "M.Sc." / "Biochemistry" with "9.21/10" ("CGPA"); "B.Sc. (Hons) Biochemistry" is "B.Sc. (Hons)" /
    "Biochemistry" at "University of Delhi" with "82.4%" (the college on the description line is not the
    institution); "All India Senior School Certificate (CBSE Class XII)" is a school-leaving qualification
    with no area and the score "91.2%" (its one result). moderncv's city after the institution is not
    part of it.
  - ar4: "Postgraduate Certificate in Education (part-time, in progress)" is "Postgraduate Certificate" /
    "Education", current from 2024 (batch 42); "Graduate Diploma of Teaching (Primary)" is "Graduate
    Diploma of Teaching" / "Primary" (the parenthesis after the qualification is its field, batch 29);
    "Bachelor of Arts in Education" is "Bachelor of Arts" / "Education" with the score "7.0/9.0" (the minor
    is not the area); "NCEA Level 3" has no area and the score "Merit" ("Endorsed with Merit", as batch
    40's "Completed with Merit"; University Entrance is a remark). "Te Herenga Waka—Victoria University of
    Wellington" is the university's name as printed, with its em dash.
  - ar5: "B.A. in Cinema and Television Arts" is "B.A." / "Cinema and Television Arts" with the score
    "3.62" (the option on the remark line is not the area); "California State University, Northridge" is
    the university's name, its comma part of it.
  - ar6: "MSc in Clinical Speech and Language Studies" is "MSc" / "Clinical Speech and Language Studies",
    current from 2024 (the strand and mode on the remark line); "BSc in Speech and Language Therapy" is
    "BSc" / "Speech and Language Therapy" with "First Class Honours"; "Leaving Certificate" has no area and
    the score "545 points" (batch 40), its institution without ", Galway".
- Certificates, licences, registrations and warrants drop the issuer, registration, member, licence and
  certificate numbers, years, "exp.", "expires" and "valid until" dates and a warrant's dollar limit, and
  keep an abbreviation, level or post-nominal printed as part of the name: ar1's "Registered Professional
  Planner (RPP)", "Member, Canadian Institute of Planners (MCIP)" (listed under registration as the
  credential it is, as batch 41's MAIQS), "Envision Sustainability Professional (ENV SP)", "IAP2
  Certificate in Public Participation"; ar2's "Federal Acquisition Certification in Contracting (FAC-C),
  Professional", "Contracting Officer Warrant, Level II", "Certified Federal Contracts Manager (CFCM)",
  "DAWIA Level III Certification in Contracting"; ar3's "Chartered Scientist (CSci)", "Member of the Royal
  Society of Biology (MRSB)", "APM Project Fundamentals Qualification (PFQ)"; ar4's "Full Practising
  Certificate (Tūturu)", "Comprehensive First Aid", "Better Start Literacy Approach", "Incredible Years
  Teacher programme"; ar5's "FAA Part 107 Remote Pilot Certificate", "Adobe Certified Professional in Video
  Design", "DaVinci Resolve 18 Certified User", "Avid Certified User: Media Composer"; ar6's "Registered
  Speech and Language Therapist" (CORU and its number dropped), "Hanen Certified: It Takes Two to Talk",
  "Lámh Tutor", "Basic Life Support (BLS)", "Children First E-Learning Programme". ar2's clearance and
  federal status, ar3's leave to remain, ar6's driving licence and Garda vetting, awards, fellowships,
  and memberships under PROFESSIONAL SERVICE, Awards & Memberships and MEMBERSHIPS are not certificates.
- basics.name drops credentials after the name ("Marc-André Gauthier, RPP, MCIP") and is written in
  ordinary case ("COURTNEY A. MAHONEY", "SIOBHÁN NÍ FHLATHARTA" with its fadas). The label is the line
  under the name, whole (ar3's and ar4's wrapped labels are one label). Basics location is the city with
  the province, state or country printed beside it, without a postal code, ZIP code, postcode, Eircode or
  suburb: "Winnipeg, MB R2H 1B5" is "Winnipeg" / "MB"; "Washington, DC 20003" is "Washington" / "DC";
  "Chesterton, Cambridge CB4 1XJ" over "United Kingdom" is "Cambridge" / "GB"; "Karori, Wellington 6012" is
  "Wellington" (no country printed); "Los Angeles, CA 90026"; "Knocknacarra, Galway H91 E2T6" is "Galway".
  LinkedIn addresses printed as text get "https://www."; links use their targets (ar3's "in
  meenakshi-iyer-phd" is a link to https://www.linkedin.com/in/meenakshi-iyer-phd); ar5's portfolio link
  is basics.url. Supervisors' phone numbers in ar2's jobs are not the person's phone.
- Skills are the listed items as printed, a group's label left out; ", ", "• " and lines separate items,
  commas inside parentheses do not ("Small business programs (8(a), HUBZone, SDVOSB)", "Microsoft Excel
  (pivot tables, XLOOKUP)", "Assessment for learning (e-asTTle, PaCT)"); ar6's first skills line wraps
  with a four-space indent and its items run on across the break. Spoken languages with their fluency as
  printed ("native", "fluent", "basic", "limited working proficiency", "Native", "Fluent", "Basic (A2)",
  "intermediate"); "te reo Māori" and "NZ Sign Language" as printed.

Truth conventions as in batches 5–43: date_text as printed (LaTeX's "--" printed as "–"; ASCII hyphens kept
in ar2 and ar6 and ASCII apostrophes in ar4), the work entry's location where printed, phones as printed.
Phones are 555 numbers in Canada, the US, New Zealand and Ireland and an Ofcom drama mobile in the UK;
emails at example.com, the portfolio at example.com. Every person, employer, school, thesis, paper, patent
number, licence, registration, member and certificate number, phone and email is invented, except the
public bodies named as they are (the City of Winnipeg, Manitoba Municipal Relations, the Rural Municipality
of Springfield, the U.S. Department of Homeland Security, the U.S. General Services Administration, U.S.
Army Contracting Command, HSE Community Healthcare West) and the universities, colleges, institutes and
issuers (the University of Manitoba, the University of Winnipeg, MPPI, CIP, the Institute for Sustainable
Infrastructure, IAP2 Canada, Northern Virginia Community College, University of Maryland Global Campus,
Towson University, the Federal Acquisition Institute, NCMA, Defense Acquisition University, the University
of Cambridge, EMBL, CSIR-CCMB, EMBO, the University of Hyderabad, the University of Delhi and Sri
Venkateswara College, CBSE, the Science Council, the Royal Society of Biology, APM, Massey University, Te
Herenga Waka—Victoria University of Wellington, NZQA's NCEA, the Teaching Council of Aotearoa New Zealand,
St John, the University of Canterbury, California State University, Northridge, the FAA, Adobe, Blackmagic
Design, Avid, the Telly Awards, the Motion Picture Editors Guild, Trinity College Dublin, NUI Galway, the
University of Galway, CORU, The Hanen Centre, Lámh, the Irish Heart Foundation, Tusla, IASLT and the
others), which are real institutions, named as any resume names them.

Tools on the machine that wrote this batch (already installed): python-docx 1.2, LibreOffice 7.4 (soffice,
for ar2's PDF and ar1's page count), fpdf2 2.8, pdflatex (TeX Live 2022 with moderncv 2.3.1, lmodern and
marvosym; no fontawesome5), poppler-utils, fonts-dejavu, Liberation fonts. groff was there but ps2pdf was
not, so no resume of this batch uses groff_ms_pdf. pdflatex, libreoffice_pdf, lo_page_count, fpdf_dejavu,
new_docx, bottom_border, tex, work_truth, dates, check_pages, pdf_pages, write_text, write_truth and
linkedin come from holdout_render.py; flat_skills and docx_hyperlink from render_batch24.py and
grouped_jobs from render_batch26.py.
Run from this folder: python3 render_batch44.py
"""
import os
import textwrap
from xml.sax.saxutils import escape

from holdout_render import (FILES, bottom_border, check_pages, dates, fpdf_dejavu, libreoffice_pdf, linkedin,
                            lo_page_count, new_docx, pdf_pages, pdflatex, tex, work_truth, write_text, write_truth)
from render_batch24 import docx_hyperlink, flat_skills
from render_batch26 import grouped_jobs


# ---- ar1: municipal urban planner (Winnipeg), DOCX kept as the Word file, right tab stops ------------------------
AR1_CITY = "City of Winnipeg"
AR1_EMPLOYERS = [
    (AR1_CITY, "Winnipeg, MB", [
        ("Senior Planner, Long Range Planning", "Sept 2019 – present", ("2019-09", None, True),
         ["Lead planner for the Complete Communities Direction Strategy 2.0 review and the new Infill Guidelines "
          "for mature neighbourhoods; drafted the by-law amendments adopted by Council in 2022.",
          "Project manager for two transit-oriented development area plans along the Blue Line rapid transit "
          "corridor (1,900 projected units), including a $1.2M consultant contract.",
          "Ran 40+ public and stakeholder engagement sessions in English and French, including open houses in "
          "St. Boniface and sessions co-designed with Indigenous community organizations.",
          "Present reports and recommendations to the Standing Policy Committee on Property and Development and "
          "mentor three junior planners and two co-op students."]),
        ("Policy Analyst (secondment to Manitoba Municipal Relations)", "Jan–Jun 2018", ("2018-01", "2018-06"),
         ["Six-month secondment to the Province's Community Planning Branch: drafted planning regulation changes "
          "on secondary suites and consulted 20 rural municipalities."]),
        ("Planner II, Development Review", "2016 – 2019", ("2016", "2019"),
         ["Reviewed 150+ rezoning, subdivision and variance applications a year; wrote staff reports and "
          "presented at Community Committee hearings.",
          "Coordinated the City's first pre-application meeting process for large infill projects, cutting "
          "average review times by five weeks."]),
        ("Planner I, Zoning & Permits", "Jun 2014 – Dec 2015", ("2014-06", "2015-12"),
         ["Zoning reviews for building permits, variance orders and the public counter; updated Zoning By-law "
          "200/2006 mapping in ArcGIS."]),
    ]),
    ("Rural Municipality of Springfield", "Oakbank, MB", [
        ("Planning Assistant (summer student)", "Summer 2013", ("2013-06", "2013-08"),
         ["Helped update the development plan's land use maps and drafted a background report on rural "
          "residential subdivisions."]),
    ]),
]
AR1_JOBS = grouped_jobs(AR1_EMPLOYERS)
AR1_CERTS = [("Registered Professional Planner (RPP) – Manitoba Professional Planners Institute (MPPI), 2017",
              "Registered Professional Planner (RPP)"),
             ("Member, Canadian Institute of Planners (MCIP) – Member No. 10482",
              "Member, Canadian Institute of Planners (MCIP)"),
             ("Envision Sustainability Professional (ENV SP) – Institute for Sustainable Infrastructure, "
              "exp. 12/2026", "Envision Sustainability Professional (ENV SP)"),
             ("IAP2 Certificate in Public Participation – IAP2 Canada, 2018", "IAP2 Certificate in Public Participation")]
AR1_SKILLS = [("Planning", ["Land use policy and secondary plans", "Zoning by-law drafting", "Development review",
                            "Transit-oriented development", "Housing needs assessment", "Heritage planning"]),
              ("Engagement", ["Public and stakeholder engagement (IAP2)", "Facilitation in English and French",
                              "Council and committee reports", "Indigenous engagement and reconciliation"]),
              ("Tools", ["ArcGIS Pro", "SketchUp", "Adobe InDesign", "Adobe Illustrator", "Microsoft Power BI",
                         "Microsoft 365"])]


def ar1_urban_planner_docx():
    from docx.enum.text import WD_TAB_ALIGNMENT
    from docx.shared import Inches, Pt, RGBColor

    green = RGBColor(0x2E, 0x5E, 0x3A)
    document = new_docx(author="Marc-André Gauthier", title="Marc-André Gauthier – Resume",
                        page=(Inches(8.5), Inches(11)), margins=(Inches(0.85), Inches(0.75)), font="Calibri",
                        size=11, space_after=3)
    document.styles["List Bullet"].paragraph_format.space_after = Pt(1)
    right = Inches(6.8)

    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(0)
    r = p.add_run("Marc-André Gauthier, RPP, MCIP"); r.bold = True; r.font.size = Pt(22); r.font.color.rgb = green
    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(2)
    r = p.add_run("Senior Planner | Land Use Policy, Infill & Transit-Oriented Development"); r.font.size = Pt(13)
    p = document.add_paragraph(); p.paragraph_format.space_after = Pt(4)
    p.add_run("Winnipeg, MB R2H 1B5 | 204-555-0168 | ma.gauthier@example.com | ")
    docx_hyperlink(p, "https://www.linkedin.com/in/magauthier-rpp", "linkedin.com/in/magauthier-rpp")

    def heading(text):
        q = document.add_paragraph()
        q.paragraph_format.space_before = Pt(10); q.paragraph_format.space_after = Pt(4)
        q.paragraph_format.keep_with_next = True
        r = q.add_run(text); r.bold = True; r.font.size = Pt(12.5); r.font.color.rgb = green
        bottom_border(q, color="2E5E3A", size="8")

    def tabbed(left, right_text, left_bold=True, right_bold=False, italic=False, after=0):
        q = document.add_paragraph(); q.paragraph_format.space_after = Pt(after)
        q.paragraph_format.keep_with_next = True
        q.paragraph_format.tab_stops.add_tab_stop(right, WD_TAB_ALIGNMENT.RIGHT)
        r = q.add_run(left); r.bold = left_bold; r.italic = italic
        r = q.add_run("\t" + right_text); r.bold = right_bold; r.italic = italic
        return q

    heading("PROFILE")
    document.add_paragraph(
        "Bilingual (French/English) Registered Professional Planner with eleven years in municipal and "
        "provincial planning in Manitoba. I write the policies and by-laws that make infill and "
        "transit-oriented housing possible, and I take them to the public, to developers and to Council. Known "
        "for clear staff reports, well-run engagement and getting files across the line. Looking for a "
        "Principal Planner or planning manager role.")

    heading("PROFESSIONAL EXPERIENCE")
    for company, place, roles in AR1_EMPLOYERS:
        tabbed(company, place, after=1)
        for title, when, _, items in roles:
            tabbed(title, when, left_bold=False, italic=True, after=1)
            for i, item in enumerate(items):
                b = document.add_paragraph(item, style="List Bullet")
                if i == len(items) - 1:
                    b.paragraph_format.space_after = Pt(5)

    heading("EDUCATION")
    for degree, when, school, remark in (
            ("Master of City Planning (MCP)", "2012 – 2014", "University of Manitoba, Winnipeg, MB",
             "Practicum: Gentle density on mature streets – secondary suites and infill in Winnipeg"),
            ("Bachelor of Arts (Honours), Geography", "2008 – 2012", "University of Winnipeg, Winnipeg, MB",
             "GPA 4.12/4.50 · Dean's Honour List · Honours thesis on the Exchange District's warehouse conversions")):
        tabbed(degree, when)
        q = document.add_paragraph(); q.paragraph_format.space_after = Pt(0)
        q.add_run(school).italic = True
        q = document.add_paragraph(remark); q.paragraph_format.space_after = Pt(6)

    heading("PROFESSIONAL REGISTRATION & CERTIFICATIONS")
    for printed, _ in AR1_CERTS:
        document.add_paragraph(printed, style="List Bullet")

    heading("SKILLS")
    for label, items in AR1_SKILLS:
        q = document.add_paragraph(); q.add_run(label + ": ").bold = True; q.add_run(", ".join(items))

    heading("PROFESSIONAL SERVICE")
    for line in ("Council member and Continuing Professional Learning chair, MPPI (2021 – present)",
                 "Juror, Winnipeg Urban Design Awards (2019, 2023)",
                 "Board member, Saint-Boniface Community Housing Co-op (2017 – 2022)"):
        document.add_paragraph(line, style="List Bullet")

    heading("LANGUAGES")
    document.add_paragraph("French (native) · English (fluent) · Spanish (basic)")

    name = "ar1-marc-andre-gauthier"
    path = os.path.join(FILES, name + ".docx")
    document.save(path)
    check_pages(name, lo_page_count(path, name), 2)
    write_truth(name, {
        "basics": {"name": "Marc-André Gauthier",
                   "label": "Senior Planner | Land Use Policy, Infill & Transit-Oriented Development",
                   "email": "ma.gauthier@example.com", "phone": "204-555-0168",
                   "location": {"city": "Winnipeg", "region": "MB"}, "profiles": [linkedin("magauthier-rpp")]},
        "work": work_truth(AR1_JOBS),
        "education": [
            {"institution": "University of Manitoba", "study_type": "Master of City Planning (MCP)",
             "dates": dates("2012", "2014", text="2012 – 2014")},
            {"institution": "University of Winnipeg", "study_type": "Bachelor of Arts (Honours)", "area": "Geography",
             "score": "4.12/4.50", "dates": dates("2008", "2012", text="2008 – 2012")}],
        "skills": flat_skills(AR1_SKILLS),
        "certificates": [{"name": n} for _, n in AR1_CERTS],
        "languages": [{"language": "French", "fluency": "native"}, {"language": "English", "fluency": "fluent"},
                      {"language": "Spanish", "fluency": "basic"}],
    })


# ---- ar2: federal contract specialist (Washington, DC), LibreOffice PDF of a federal-style DOCX ------------------
AR2_DHS = "U.S. Department of Homeland Security"
AR2_JOBS = [
    ("Contract Specialist, GS-1102-13", AR2_DHS, "Washington, DC", "10/2019 - Present", "40 hrs/week",
     ("2019-10", None, True), "Office of Procurement Operations, Information Technology Acquisition Division",
     "Supervisor: Angela Whitfield, (202) 555-0133; may contact",
     ["Manage a portfolio of 30–35 contract actions valued at $410 million for IT services, cybersecurity and "
      "cloud hosting, from acquisition planning through closeout, under FAR Parts 8, 12, 15 and 16.",
      "Serve as warranted Contracting Officer (Level II, up to $25 million): sign contracts, modifications, task "
      "orders and determinations and findings; obligated $96 million in FY2024 with no protests sustained.",
      "Led the FAR Part 15 best-value source selection for a $148 million cybersecurity operations BPA: wrote "
      "the acquisition plan and evaluation criteria, chaired the price evaluation team and drafted the source "
      "selection decision document.",
      "Conduct price and cost analysis, negotiate with contractors and prepare price negotiation memoranda; "
      "negotiated $7.8 million in savings against independent government cost estimates since 2020.",
      "Advise program offices and Contracting Officer's Representatives on requirements, statements of work, "
      "small business set-asides and contract administration; trained 60 CORs in 2023."]),
    ("Acting Branch Chief (Detail), GS-1102-14", AR2_DHS, "Washington, DC", "01/2023 - 05/2023", "40 hrs/week",
     ("2023-01", "2023-05"), "Office of Procurement Operations, IT Services Branch",
     "Supervisor: Raymond Castellanos, (202) 555-0158; may contact",
     ["120-day detail leading a branch of nine contract specialists and two contracting officers; reviewed "
      "all actions over $5 million and cleared a backlog of 40 unliquidated obligations before fiscal year-end "
      "planning."]),
    ("Adjunct Instructor, Government Contracting (part-time)", "Northern Virginia Community College",
     "Annandale, VA", "08/2021 - Present", "6 hrs/week", ("2021-08", None, True), None, None,
     ["Teach CON 110-equivalent evening courses in federal contracting fundamentals and contract pricing to "
      "adult learners."]),
    ("Contract Specialist, GS-1102-12", "U.S. General Services Administration", "Washington, DC",
     "06/2017 - 10/2019", "40 hrs/week", ("2017-06", "2019-10"), "Federal Acquisition Service, IT Category",
     "Supervisor: Denise Albright, (202) 555-0171; may contact",
     ["Awarded and administered 120+ Multiple Award Schedule contracts and modifications for IT products and "
      "services; evaluated offers, negotiated pricing and completed pre-award and post-award reviews.",
      "Processed 15–20 mass modifications a quarter and supported the 2019 schedule consolidation."]),
    ("Contract Specialist, GS-1102-07/09/11 (Acquisition Career Intern)", "U.S. Army Contracting Command",
     "Aberdeen Proving Ground, MD", "03/2015 - 06/2017", "40 hrs/week", ("2015-03", "2017-06"), None,
     "Supervisor: Lt. Col. (Ret.) Paul Haverty, (410) 555-0119; may contact",
     ["Two-year career intern program with rotations in pre-award, post-award and contract closeout; "
      "promoted from GS-7 to GS-11. Prepared solicitations and awards for C4ISR support services up to "
      "$5 million under DFARS."]),
    ("Procurement Assistant", "Potomac Ridge Solutions, LLC", "Reston, VA", "08/2013 - 02/2015", "40 hrs/week",
     ("2013-08", "2015-02"), None, None,
     ["Supported the contracts team of a federal IT contractor: proposal compliance matrices, subcontract "
      "files, SAM.gov and SBA certifications."]),
]
AR2_CERTS = [("Federal Acquisition Certification in Contracting (FAC-C), Professional – Federal Acquisition "
              "Institute, 2022", "Federal Acquisition Certification in Contracting (FAC-C), Professional"),
             ("Contracting Officer Warrant, Level II – up to $25 million, DHS Office of the Chief Procurement "
              "Officer, 2021", "Contracting Officer Warrant, Level II"),
             ("Certified Federal Contracts Manager (CFCM) – National Contract Management Association (NCMA), "
              "Cert. No. 0418827, exp. 12/31/2026", "Certified Federal Contracts Manager (CFCM)"),
             ("DAWIA Level III Certification in Contracting – Defense Acquisition University, 2017",
              "DAWIA Level III Certification in Contracting")]
AR2_SKILLS = ["FAR/DFARS/HSAR", "Source selection (FAR Part 15)", "GSA Schedules and GWACs",
              "Price and cost analysis", "Contract negotiation", "Small business programs (8(a), HUBZone, SDVOSB)",
              "Contract administration and closeout", "PRISM", "SAM.gov", "FPDS", "CPARS", "eBuy",
              "Microsoft Excel (pivot tables, XLOOKUP)"]


def ar2_contract_specialist_lo():
    from docx.enum.text import WD_ALIGN_PARAGRAPH
    from docx.shared import Inches, Pt

    document = new_docx(author="Courtney A. Mahoney", title="Courtney A. Mahoney – Federal Resume",
                        page=(Inches(8.5), Inches(11)), margins=(Inches(0.75), Inches(0.6)),
                        font="Times New Roman", size=10.5, space_after=1)
    document.styles["List Bullet"].paragraph_format.space_after = Pt(0)

    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER; p.paragraph_format.space_after = Pt(0)
    r = p.add_run("COURTNEY A. MAHONEY"); r.bold = True; r.font.size = Pt(17)
    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER; p.paragraph_format.space_after = Pt(0)
    p.add_run("Contract Specialist (GS-1102-13) | FAC-C Professional | Warranted Contracting Officer").font.size = \
        Pt(11.5)
    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER; p.paragraph_format.space_after = Pt(4)
    p.add_run("Washington, DC 20003 | (202) 555-0176 | courtney.mahoney@example.com | "
              "linkedin.com/in/courtney-mahoney-1102")
    for label, value in (("Citizenship:", " U.S. Citizen    "), ("Veterans' Preference:", " None    "),
                         ("Security Clearance:", " Secret (active)")):
        if label == "Citizenship:":
            p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
            p.paragraph_format.space_after = Pt(0)
        p.add_run(label).bold = True; p.add_run(value)
    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    p.add_run("Federal Status:").bold = True
    p.add_run(" Current federal employee, GS-1102-13, Step 5    ")
    p.add_run("Availability:").bold = True
    p.add_run(" Permanent, full-time")

    def heading(text):
        q = document.add_paragraph()
        q.paragraph_format.space_before = Pt(8); q.paragraph_format.space_after = Pt(3)
        q.paragraph_format.keep_with_next = True
        r = q.add_run(text); r.bold = True; r.font.size = Pt(11.5)
        bottom_border(q, color="000000", size="6")

    heading("PROFESSIONAL SUMMARY")
    document.add_paragraph(
        "Warranted Contracting Officer with nearly ten years of federal contracting at DHS, GSA and the Army, and "
        "two years in industry before that. Experienced across the full acquisition life cycle for IT services, "
        "cybersecurity and cloud: acquisition planning, competitive source selections, GSA Schedule and GWAC "
        "orders, negotiation, administration and closeout. Seeking a Supervisory Contract Specialist (GS-1102-14) "
        "position.")

    heading("WORK EXPERIENCE")
    for title, company, place, when, hours, _, unit, supervisor, items in AR2_JOBS:
        q = document.add_paragraph(); q.paragraph_format.space_after = Pt(0)
        q.paragraph_format.keep_with_next = True
        q.add_run(title).bold = True
        q = document.add_paragraph(f"{company} | {place}"); q.paragraph_format.space_after = Pt(0)
        q.paragraph_format.keep_with_next = True
        q = document.add_paragraph(f"{when} ({hours})"); q.paragraph_format.space_after = Pt(0)
        q.paragraph_format.keep_with_next = True
        if unit or supervisor:
            q = document.add_paragraph(); q.paragraph_format.space_after = Pt(1)
            q.paragraph_format.keep_with_next = True
            q.add_run(" · ".join(x for x in (unit, supervisor) if x)).italic = True
        for i, item in enumerate(items):
            b = document.add_paragraph(item, style="List Bullet")
            if i == len(items) - 1:
                b.paragraph_format.space_after = Pt(5)

    heading("EDUCATION")
    for school, degree, remark in (
            ("University of Maryland Global Campus, Adelphi, MD",
             "Master of Science (M.S.) in Acquisition and Contract Management, 05/2019",
             "GPA: 3.91/4.00 | 36 semester hours"),
            ("Towson University, Towson, MD", "Bachelor of Science (B.S.) in Business Administration, 05/2013",
             "GPA: 3.42/4.00 | 120 semester hours | Concentration: Supply Chain Management")):
        q = document.add_paragraph(); q.paragraph_format.space_after = Pt(0)
        q.paragraph_format.keep_with_next = True
        q.add_run(school).bold = True
        q = document.add_paragraph(degree); q.paragraph_format.space_after = Pt(0)
        q.paragraph_format.keep_with_next = True
        q = document.add_paragraph(remark); q.paragraph_format.space_after = Pt(4)

    heading("CERTIFICATIONS & WARRANT")
    for printed, _ in AR2_CERTS:
        document.add_paragraph(printed, style="List Bullet")

    heading("SKILLS")
    document.add_paragraph(", ".join(AR2_SKILLS))

    heading("AWARDS")
    document.add_paragraph("DHS Secretary's Award for Excellence (team award, 2021); GSA Federal Acquisition Service "
                           "Commissioner's Award (2018); Army Achievement Medal for Civilian Service (2016)")

    heading("LANGUAGES")
    document.add_paragraph("English (native); Spanish (limited working proficiency)")

    name = "ar2-courtney-mahoney"
    libreoffice_pdf(document, name, 2)
    write_truth(name, {
        "basics": {"name": "Courtney A. Mahoney",
                   "label": "Contract Specialist (GS-1102-13) | FAC-C Professional | Warranted Contracting Officer",
                   "email": "courtney.mahoney@example.com", "phone": "(202) 555-0176",
                   "location": {"city": "Washington", "region": "DC"},
                   "profiles": [linkedin("courtney-mahoney-1102")]},
        "work": work_truth([(t, c, p, w, s) for t, c, p, w, _, s, _, _, _ in AR2_JOBS]),
        "education": [
            {"institution": "University of Maryland Global Campus", "study_type": "Master of Science (M.S.)",
             "area": "Acquisition and Contract Management", "score": "3.91/4.00",
             "dates": dates(None, "2019-05", text="05/2019")},
            {"institution": "Towson University", "study_type": "Bachelor of Science (B.S.)",
             "area": "Business Administration", "score": "3.42/4.00",
             "dates": dates(None, "2013-05", text="05/2013")}],
        "skills": [{"name": s} for s in AR2_SKILLS],
        "certificates": [{"name": n} for _, n in AR2_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Spanish", "fluency": "limited working proficiency"}],
    })


# ---- ar3: research scientist, protein biochemistry (Cambridge, UK), pdflatex with moderncv ----------------------
AR3_FENWOOD = "Fenwood Therapeutics Ltd"
AR3_JOBS = [
    ("Senior Research Scientist", AR3_FENWOOD, "Cambridge", "2021 -- now", ("2021", None, True),
     ["Lead the protein sciences workstream for two bispecific antibody programmes; my team of four "
      "delivered 300+ purified constructs a year for screening and structural work.",
      "Set up the company's in-house hydrogen--deuterium exchange mass spectrometry (HDX-MS) epitope mapping, "
      "replacing a CRO contract and cutting turnaround from eight weeks to ten days.",
      "Protein sciences lead on the data package for a first-in-human CTA filed with the MHRA in 2024."]),
    ("Acting Head of Protein Production (maternity cover)", AR3_FENWOOD, "Cambridge", "Apr 2023 -- Mar 2024",
     ("2023-04", "2024-03"),
     ["Managed a group of seven scientists and a {\\pounds}450k consumables budget; introduced an automated "
      "AKTA purification workflow and a LIMS-based sample tracking system."]),
    ("Research Scientist", AR3_FENWOOD, "Cambridge", "Sep 2016 -- Dec 2020", ("2016-09", "2020-12"),
     ["Expressed and characterised target proteins (E.~coli, insect and HEK293 cells) for the structure-based "
      "drug discovery platform; solved 11 co-crystal structures used in lead optimisation."]),
    ("Postdoctoral Research Associate", "University of Cambridge", "Cambridge", "03/2015 -- 08/2016",
     ("2015-03", "2016-08"),
     ["Department of Biochemistry. Cryo-EM and biophysics of bacterial ABC transporters (BBSRC-funded); "
      "co-supervised two Part III students."]),
    ("Visiting PhD Student (EMBO Short-Term Fellowship)", "European Molecular Biology Laboratory (EMBL)",
     "Grenoble", "Jan--Jun 2014", ("2014-01", "2014-06"),
     ["Small-angle X-ray scattering of membrane protein--nanodisc complexes."]),
    ("Project Junior Research Fellow", "CSIR-Centre for Cellular and Molecular Biology (CCMB)", "Hyderabad",
     "2009 -- 2010", ("2009", "2010"), []),
]
AR3_CERTS = [("2022", "Chartered Scientist (CSci) -- Science Council, via the Royal Society of Biology",
              "Chartered Scientist (CSci)"),
             ("2019", "Member of the Royal Society of Biology (MRSB), membership no. 1048822",
              "Member of the Royal Society of Biology (MRSB)"),
             ("2020", "APM Project Fundamentals Qualification (PFQ) -- Association for Project Management",
              "APM Project Fundamentals Qualification (PFQ)")]
AR3_SKILLS = [("Protein production", ["Bacterial, insect and mammalian expression", "AKTA and FPLC purification",
                                      "Antibody and Fab engineering", "Membrane proteins and nanodiscs"]),
              ("Biophysics", ["SPR (Biacore)", "ITC", "nanoDSF", "SEC-MALS", "HDX-MS", "SAXS"]),
              ("Structural biology", ["X-ray crystallography", "Single-particle cryo-EM", "PyMOL", "ChimeraX",
                                      "CCP4", "RELION"]),
              ("Computing", ["Python", "R", "Benchling", "GraphPad Prism"])]
AR3_LANGUAGES = [("Tamil", "Native"), ("English", "Fluent"), ("Hindi", "Fluent"), ("German", "Basic (A2)")]


def ar3_research_scientist_moderncv():
    def job(title, company, place, when, items):
        """A moderncv \\cventry; the bullets are typed in LaTeX already (only "%" escaped here)."""
        body = ""
        if items:
            body = ("\\begin{itemize}\n" + "".join("  \\item " + i.replace("%", "\\%") + "\n" for i in items)
                    + "\\end{itemize}")
        return f"\\cventry{{{when}}}{{{tex(title)}}}{{{tex(company)}}}{{{place}}}{{}}{{{body}}}\n"

    src = r"""\documentclass[11pt,a4paper,sans]{moderncv}
\moderncvstyle[nosymbols]{classic}
\moderncvcolor{blue}
\usepackage[utf8]{inputenc}
\usepackage[T1]{fontenc}
\usepackage{lmodern}
\usepackage[left=1.6cm,right=1.6cm,top=1.5cm,bottom=1.6cm]{geometry}
\setlength{\hintscolumnwidth}{3.8cm}
\name{Meenakshi}{Iyer}
\title{Senior Research Scientist | Protein Biochemistry \& Structural Biology}
\address{Chesterton, Cambridge CB4 1XJ}{United Kingdom}
\phone[mobile]{07700 900247}
\email{meenakshi.iyer@example.com}
\social[linkedin]{meenakshi-iyer-phd}
\extrainfo{UK Indefinite Leave to Remain}
\begin{document}
\makecvtitle

\section{Profile}
\cvitem{}{Protein biochemist with a PhD from Cambridge and ten years of postdoctoral and industry research,
the last nine in antibody and small-molecule drug discovery at a Cambridge biotech. I make difficult proteins
behave and turn them into structures and biophysical data that medicinal chemists and antibody engineers can
use. Experienced line manager. Looking for a principal scientist or group leader role in protein sciences.}

\section{Research Experience}
""" + "".join(job(*j[:4], j[5]) for j in AR3_JOBS) + r"""
\section{Education}
\cventry{Oct 2010 -- Dec 2014}{PhD in Biochemistry}{University of Cambridge}{Cambridge}{}{Thesis:
\emph{Conformational dynamics of a bacterial multidrug ABC transporter}. Supervisor: Prof.\ R.~Hollings.
Cambridge Commonwealth, European \& International Trust scholarship.}
\cventry{2007 -- 2009}{M.Sc. Biochemistry}{University of Hyderabad}{Hyderabad}{CGPA 9.21/10}{Dissertation on
heat-shock protein chaperones in \emph{Plasmodium falciparum}. University gold medal.}
\cventry{2004 -- 2007}{B.Sc. (Hons) Biochemistry}{University of Delhi}{New Delhi}{82.4\%}{Sri Venkateswara
College.}
\cventry{2004}{All India Senior School Certificate (CBSE Class XII)}{Adyar Hills Senior Secondary
School}{Chennai}{91.2\%}{}

\section{Selected Publications}
\cvitem{2024}{\textbf{Iyer M.}, Brandt K., Okafor T., Lindqvist S. Epitope mapping of a bispecific T-cell engager
by HDX-MS and cryo-EM. \emph{mAbs} 16: 2301147.}
\cvitem{2021}{Okafor T., \textbf{Iyer M.}, et al. Fragment-based discovery of allosteric inhibitors of a
bacterial ABC exporter. \emph{J. Med. Chem.} 64: 15520--15534.}
\cvitem{2017}{\textbf{Iyer M.}, Patel R., Hollings R. Cryo-EM structures of an ABC exporter in nanodiscs reveal
an occluded state. \emph{Nat. Commun.} 8: 1402.}
\cvitem{2015}{\textbf{Iyer M.}, Hollings R. Nucleotide-driven conformational change in a multidrug ABC
transporter measured by SAXS. \emph{Biochem. J.} 472: 211--224.}
\cvitem{}{14 peer-reviewed papers in total (6 first-author); two patent applications (WO2023/118842,
WO2024/067315).}

\section{Awards \& Funding}
\cvitem{2014}{EMBO Short-Term Fellowship (EMBL Grenoble)}
\cvitem{2010}{Cambridge Commonwealth, European \& International Trust PhD scholarship}
\cvitem{2009}{University Gold Medal, M.Sc. Biochemistry, University of Hyderabad}

\section{Registrations \& Certificates}
""" + "".join(f"\\cvitem{{{y}}}{{{printed}}}\n" for y, printed, _ in AR3_CERTS) + r"""
\section{Skills}
""" + "".join(f"\\cvitem{{{tex(label)}}}{{{', '.join(items)}}}\n" for label, items in AR3_SKILLS) + r"""
\section{Languages}
""" + "".join(f"\\cvitem{{{lang}}}{{{level}}}\n" for lang, level in AR3_LANGUAGES) + r"""
\section{Referees}
\cvitem{}{Available on request.}
\end{document}
"""
    name = "ar3-meenakshi-iyer"
    pdflatex(src, name)
    check_pages(name, pdf_pages(os.path.join(FILES, name + ".pdf")), 2)
    printed = lambda s: s.replace("--", "–")
    write_truth(name, {
        "basics": {"name": "Meenakshi Iyer",
                   "label": "Senior Research Scientist | Protein Biochemistry & Structural Biology",
                   "email": "meenakshi.iyer@example.com", "phone": "07700 900247",
                   "location": {"city": "Cambridge", "country_code": "GB"},
                   "profiles": [linkedin("meenakshi-iyer-phd")]},
        "work": work_truth([(t, c, p, printed(w), s) for t, c, p, w, s, _ in AR3_JOBS]),
        "education": [
            {"institution": "University of Cambridge", "study_type": "PhD", "area": "Biochemistry",
             "dates": dates("2010-10", "2014-12", text="Oct 2010 – Dec 2014")},
            {"institution": "University of Hyderabad", "study_type": "M.Sc.", "area": "Biochemistry",
             "score": "9.21/10", "dates": dates("2007", "2009", text="2007 – 2009")},
            {"institution": "University of Delhi", "study_type": "B.Sc. (Hons)", "area": "Biochemistry",
             "score": "82.4%", "dates": dates("2004", "2007", text="2004 – 2007")},
            {"institution": "Adyar Hills Senior Secondary School",
             "study_type": "All India Senior School Certificate (CBSE Class XII)", "score": "91.2%",
             "dates": dates(None, "2004", text="2004")}],
        "skills": flat_skills(AR3_SKILLS),
        "certificates": [{"name": n} for _, _, n in AR3_CERTS],
        "languages": [{"language": l, "fluency": f} for l, f in AR3_LANGUAGES],
    })


# ---- ar4: primary school teacher (Wellington, NZ), fpdf2 with a left sidebar -------------------------------------
AR4_SCHOOL = "Kelburn Rise School"
AR4_JOBS = [
    ("Team Leader, Years 5–6", AR4_SCHOOL, "Kelburn, Wellington", "Jan 2023 – present", ("2023-01", None, True),
     ["Lead a team of four teachers and two teacher aides (110 ākonga): planning, moderation, appraisal "
      "(professional growth cycle) and parent communication.",
      "Led the school's shift to structured literacy in Years 3–6; Year 6 reading at or above expectation "
      "rose from 71% to 84% in two years.",
      "Mentor and tutor teacher for two provisionally certificated teachers."]),
    ("Acting Deputy Principal", AR4_SCHOOL, "Kelburn, Wellington", "Jul–Sep 2024", ("2024-07", "2024-09"),
     ["Term 3 cover during the deputy principal's sabbatical: timetabling, relievers, behaviour escalations and "
      "the ERO school evaluation visit."]),
    ("Classroom Teacher, Years 5–6", AR4_SCHOOL, "Kelburn, Wellington", "Feb 2021 – Dec 2022",
     ("2021-02", "2022-12"),
     ["Taught a Year 5–6 class of 28; school lead for te reo Māori and kapa haka."]),
    ("Classroom Teacher, Years 3–4 (fixed-term)", AR4_SCHOOL, "Kelburn, Wellington", "'18 – '20", ("2018", "2020"),
     ["Fixed-term position covering a roll-growth class; introduced DMIC maths groupings across the syndicate."]),
    ("Supply Teacher (working holiday)", "Bridgeway Education Recruitment Ltd", "London, UK",
     "Sept 2016 – Jul 2017", ("2016-09", "2017-07"),
     ["Day-to-day and long-term supply in primary schools in Lambeth and Southwark."]),
    ("Classroom Teacher, Years 1–2", "Kenepuru Valley School", "Porirua", "2015 – 2016", ("2015", "2016"), []),
]
AR4_CERTS = [("Full Practising Certificate (Tūturu) – Teaching Council of Aotearoa New Zealand, Reg. No. 419736, "
              "expires 02/2027", "Full Practising Certificate (Tūturu)"),
             ("Comprehensive First Aid – St John, valid until 05/2026", "Comprehensive First Aid"),
             ("Better Start Literacy Approach – University of Canterbury, 2023", "Better Start Literacy Approach"),
             ("Incredible Years Teacher programme – 2019", "Incredible Years Teacher programme")]
AR4_LANGUAGES = [("English", "native"), ("te reo Māori", "intermediate"), ("NZ Sign Language", "basic")]
AR4_SKILLS = ["Structured literacy", "Culturally responsive practice (Tātaiako)",
              "Assessment for learning (e-asTTle, PaCT)", "DMIC mathematics", "Inclusive education and IEPs",
              "Restorative practice", "Team leadership and mentoring", "Seesaw and Google Workspace"]


def ar4_primary_teacher_fpdf():
    from fpdf import FPDF

    side_w, pad = 68, 6
    green, white, pale = (31, 74, 61), (255, 255, 255), (206, 226, 214)
    accent = (176, 84, 38)

    class Resume(FPDF):
        def header(self):
            self.set_fill_color(*green)
            self.rect(0, 0, side_w, self.h, style="F")

    pdf = Resume(format="A4")
    side_x = pad
    inner = side_w - 2 * pad
    main_x = side_w + 9
    main_w = pdf.w - main_x - 13
    pdf.set_margins(main_x, 14, 13)
    pdf.set_auto_page_break(True, 14)
    fpdf_dejavu(pdf, styles=("", "B", "I"))
    pdf.set_title("Aroha Pennington – CV"); pdf.set_author("Aroha Pennington")
    pdf.add_page()

    def font(style="", size=9.6, color=(35, 35, 35)):
        pdf.set_font("DejaVu", style, size); pdf.set_text_color(*color)

    font("B", 24, green); pdf.cell(main_w, 11, "Aroha Pennington", new_x="LMARGIN", new_y="NEXT")
    font("", 11.5, accent)
    pdf.multi_cell(main_w, 5.6, "Primary Teacher (Years 3–6) | Fully Certificated | Literacy & te reo Māori",
                   new_x="LMARGIN", new_y="NEXT", align="L")

    def heading(text):
        if pdf.get_y() > pdf.h - 40:
            pdf.add_page()
        pdf.ln(3.5); font("B", 11.5, green)
        pdf.cell(main_w, 6, text, new_x="LMARGIN", new_y="NEXT")
        pdf.set_draw_color(*accent); pdf.set_line_width(0.4)
        pdf.line(main_x, pdf.get_y(), main_x + 22, pdf.get_y()); pdf.ln(2)

    def bullet(text):
        pdf.set_x(main_x + 1); font("", 9.6); pdf.cell(3.8, 4.8, "•")
        pdf.multi_cell(main_w - 4.8, 4.8, text, new_x="LMARGIN", new_y="NEXT", align="L")

    heading("PROFILE")
    font("", 9.6)
    pdf.multi_cell(main_w, 4.8, "Fully certificated primary teacher with ten years in the classroom in Porirua, "
                   "London and Wellington, now leading a Years 5–6 team. I build calm, busy classrooms where "
                   "every child is known, and I use structured literacy and good data to make sure they all "
                   "learn to read and write. Confident in te reo Māori and tikanga in the classroom. Looking "
                   "for a team leader or assistant principal role in a Wellington school from Term 1.",
                   new_x="LMARGIN", new_y="NEXT", align="L")

    heading("TEACHING EXPERIENCE")
    for k, (title, company, place, when, _, items) in enumerate(AR4_JOBS):
        if pdf.get_y() > pdf.h - 32:
            pdf.add_page()
        pdf.ln(1.3)
        font("B", 10.2); pdf.cell(main_w - 40, 5.3, title)
        font("", 9.3, (95, 95, 95)); pdf.cell(40, 5.3, when, align="R", new_x="LMARGIN", new_y="NEXT")
        font("I", 9.5, accent); pdf.cell(main_w, 4.9, f"{company}, {place}", new_x="LMARGIN", new_y="NEXT")
        for item in items:
            bullet(item)
        if title.startswith("Classroom Teacher, Years 5–6"):
            pdf.ln(1.3); font("I", 9.4, (95, 95, 95))
            pdf.cell(main_w, 5, "Career break (parental leave), 2020", new_x="LMARGIN", new_y="NEXT")

    heading("EDUCATION")
    for school, when, degree, remark in (
            ("Massey University", "2024 – present", "Postgraduate Certificate in Education (part-time, in progress)",
             "Literacy and learning support papers, by distance"),
            ("Te Herenga Waka—Victoria University of Wellington", "2014", "Graduate Diploma of Teaching (Primary)",
             "Practicum placements in Porirua and Newtown schools"),
            ("Te Herenga Waka—Victoria University of Wellington", "2011 – 2013", "Bachelor of Arts in Education",
             "Minor in Māori Studies · GPA 7.0/9.0"),
            ("Makara Ridge College", "2010", "NCEA Level 3", "Endorsed with Merit · University Entrance")):
        pdf.ln(1.3)
        font("", 9.3, (95, 95, 95)); when_w = pdf.get_string_width(when) + 3
        size = 10.2
        font("B", size)
        while pdf.get_string_width(school) > main_w - when_w - 2:
            size -= 0.2; font("B", size)
        pdf.cell(main_w - when_w, 5.3, school)
        font("", 9.3, (95, 95, 95)); pdf.cell(when_w, 5.3, when, align="R", new_x="LMARGIN", new_y="NEXT")
        font("I", 9.6); pdf.cell(main_w, 4.9, degree, new_x="LMARGIN", new_y="NEXT")
        font("", 9.3); pdf.multi_cell(main_w, 4.7, remark, new_x="LMARGIN", new_y="NEXT", align="L")

    heading("SCHOOL-WIDE CONTRIBUTIONS")
    for item in ("Kapa haka tutor (2019 – present) and Matariki celebration coordinator.",
                 "Across-school literacy working group, Te Whanganui-a-Tara Kāhui Ako (2023 – present).",
                 "Year 5–6 camp organiser (Kaitoke, 2022–2024) and netball coach."):
        bullet(item)
    last_page = pdf.page

    # the sidebar, on the first and second pages
    pdf.set_auto_page_break(False)
    pdf.set_left_margin(side_x); pdf.set_right_margin(pdf.w - side_w + pad)

    def side_heading(text):
        pdf.ln(3.8); pdf.set_x(side_x); font("B", 10.3, white)
        pdf.cell(inner, 6, text, new_x="LEFT", new_y="NEXT")
        pdf.set_draw_color(*pale); pdf.set_line_width(0.2)
        pdf.line(side_x, pdf.get_y(), side_x + inner, pdf.get_y()); pdf.ln(1.6)

    def side_line(text, style="", size=8.7, h=4.3, link=""):
        pdf.set_x(side_x); font(style, size, white if style == "B" else pale)
        pdf.multi_cell(inner, h, text, new_x="LEFT", new_y="NEXT", link=link, align="L")
        pdf.ln(0.6)

    pdf.page = 1
    pdf.set_xy(side_x, 14)
    side_heading("CONTACT")
    side_line("Karori, Wellington 6012")
    side_line("021 555 0186")
    side_line("aroha.pennington@example.com", size=8.2, link="mailto:aroha.pennington@example.com")
    side_line("linkedin.com/in/aroha-pennington", size=8.2, link="https://www.linkedin.com/in/aroha-pennington")
    side_heading("CERTIFICATION")
    for printed, _ in AR4_CERTS:
        side_line("• " + printed, size=8.4, h=4.1)
    side_heading("LANGUAGES")
    for language, level in AR4_LANGUAGES:
        side_line(f"{language} – {level}")
    assert pdf.get_y() < pdf.h - 10, pdf.get_y()

    assert last_page == 2, last_page
    pdf.page = 2
    pdf.set_xy(side_x, 14)
    side_heading("SKILLS")
    for skill in AR4_SKILLS:
        side_line("• " + skill, size=8.5, h=4.2)
    side_heading("REFEREES")
    side_line("Available on request")
    pdf.page = last_page

    name = "ar4-aroha-pennington"
    path = os.path.join(FILES, name + ".pdf")
    pdf.output(path)
    check_pages(name, pdf_pages(path), 2)
    write_truth(name, {
        "basics": {"name": "Aroha Pennington",
                   "label": "Primary Teacher (Years 3–6) | Fully Certificated | Literacy & te reo Māori",
                   "email": "aroha.pennington@example.com", "phone": "021 555 0186",
                   "location": {"city": "Wellington"}, "profiles": [linkedin("aroha-pennington")]},
        "work": work_truth(AR4_JOBS),
        "education": [
            {"institution": "Massey University", "study_type": "Postgraduate Certificate", "area": "Education",
             "dates": dates("2024", None, current=True, text="2024 – present")},
            {"institution": "Te Herenga Waka—Victoria University of Wellington",
             "study_type": "Graduate Diploma of Teaching", "area": "Primary",
             "dates": dates(None, "2014", text="2014")},
            {"institution": "Te Herenga Waka—Victoria University of Wellington", "study_type": "Bachelor of Arts",
             "area": "Education", "score": "7.0/9.0", "dates": dates("2011", "2013", text="2011 – 2013")},
            {"institution": "Makara Ridge College", "study_type": "NCEA Level 3", "score": "Merit",
             "dates": dates(None, "2010", text="2010")}],
        "skills": [{"name": s} for s in AR4_SKILLS],
        "certificates": [{"name": n} for _, n in AR4_CERTS],
        "languages": [{"language": l, "fluency": f} for l, f in AR4_LANGUAGES],
    })


# ---- ar5: video producer and editor (Los Angeles), a hand-written HTML page ---------------------------------------
AR5_POST = "Sunset Cut Post"
AR5_JOBS = [
    ("Senior Video Producer", "Marquee & Vine Studios", "Los Angeles, CA", "May 2022 – Current",
     ("2022-05", None, True),
     ["Produce branded documentary series and campaign films for consumer, outdoor and health brands, from "
      "pitch and budget ($40K–$650K) through crew, shoot, post and delivery.",
      "Showrun a 6-episode branded docuseries for an outdoor apparel brand (4.2M views, 2023 Telly Award).",
      "Built the studio's vertical-video unit: 300+ social cut-downs a year, turnaround under 48 hours.",
      "Hire and manage freelance crews of up to 25; keep every job on budget and SAG-AFTRA and permit "
      "compliant."]),
    ("Freelance Video Producer & Editor", "Self-employed", "Los Angeles, CA", "2018 – 2022", ("2018", "2022"),
     ["Produced and edited commercials, nonprofit films and music videos for 30+ clients; regular editor for "
      "two Los Angeles creative agencies."]),
    ("Video Producer (6-month contract)", "Halcyon Health, Inc.", "Santa Monica, CA", "Jan–Jun 2019",
     ("2019-01", "2019-06"),
     ["In-house contract producing patient story videos and a 12-part employee training series."]),
    ("Video Editor", AR5_POST, "Burbank, CA", "Jan 2016 – Jun 2018", ("2016-01", "2018-06"),
     ["Cut promos, trailers and digital content for cable networks and streaming platforms in Avid and "
      "Premiere Pro."]),
    ("Assistant Editor", AR5_POST, "Burbank, CA", "Aug 2014 – Dec 2015", ("2014-08", "2015-12"),
     ["Ingest, syncing, conforms, turnovers to color and sound, and deliverables QC for unscripted series."]),
    ("Post-Production Assistant", AR5_POST, "Burbank, CA", "2013 – 2014", ("2013", "2014"), []),
    ("Production Intern (summer)", "Arroyo Public Media", "Los Angeles, CA", "Summer 2012", ("2012-06", "2012-08"), []),
]
AR5_CERTS = [("FAA Part 107 Remote Pilot Certificate – Cert. No. 4418273, recurrent training valid until 09/2026",
              "FAA Part 107 Remote Pilot Certificate"),
             ("Adobe Certified Professional in Video Design – 2021", "Adobe Certified Professional in Video Design"),
             ("DaVinci Resolve 18 Certified User – Blackmagic Design, 2023", "DaVinci Resolve 18 Certified User"),
             ("Avid Certified User: Media Composer – 2016", "Avid Certified User: Media Composer")]
AR5_SKILLS = [("Production", ["Creative development and treatments", "Budgeting and scheduling",
                              "Crew hiring and management", "Documentary interviewing", "Location permits and releases"]),
              ("Post", ["Editing and story structure", "Color (DaVinci Resolve)", "Motion graphics (After Effects)",
                        "Sound mixing", "Deliverables and QC"]),
              ("Gear & software", ["Sony FX6 and FX3", "RED Komodo", "DJI drones", "Premiere Pro", "Avid Media Composer",
                                   "Frame.io"])]


def ar5_video_producer_html():
    def job(title, company, place, when, items):
        out = (f'  <article class="job">\n    <h3>{escape(title)}</h3>\n'
               f'    <p class="meta">{escape(company)} · {escape(place)} · <time>{escape(when)}</time></p>\n')
        if items:
            out += "    <ul>\n" + "".join(f"      <li>{escape(i)}</li>\n" for i in items) + "    </ul>\n"
        return out + "  </article>\n"

    credits = [("Wild Miles (6-episode branded docuseries)", "Producer / Showrunner", "Marquee & Vine Studios", "2023"),
               ("Back to the River (documentary short, 18 min)", "Producer / Editor", "Independent", "2021"),
               ("Every Shift Counts (hospital recruitment campaign)", "Producer", "Halcyon Health", "2019"),
               ("Northbound (music video, Los Lunares)", "Editor / Colorist", "Independent", "2018")]
    credit_rows = "".join(f"    <tr><td><em>{escape(t)}</em></td><td>{escape(r)}</td><td>{escape(c)}</td>"
                          f"<td>{y}</td></tr>\n" for t, r, c, y in credits)
    html = f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Joaquín Ibarra — Resume</title>
<style>
  body {{ font-family: "Helvetica Neue", Arial, sans-serif; max-width: 820px; margin: 40px auto; padding: 0 20px;
         color: #1d1d1f; line-height: 1.5; }}
  h1 {{ font-size: 34px; margin: 0; letter-spacing: -0.5px; }}
  .label {{ font-size: 18px; color: #c2410c; margin: 2px 0 6px; }}
  .contact a {{ color: #1d1d1f; }}
  h2 {{ font-size: 14px; text-transform: uppercase; letter-spacing: 2px; color: #c2410c; margin-top: 30px;
       border-bottom: 1px solid #ddd; padding-bottom: 4px; }}
  h3 {{ font-size: 16px; margin: 16px 0 0; }}
  .meta {{ margin: 0; color: #555; }}
  .meta time {{ font-weight: 600; color: #1d1d1f; }}
  ul {{ margin: 4px 0 0; padding-left: 20px; }}
  table {{ border-collapse: collapse; width: 100%; }}
  td {{ padding: 3px 10px 3px 0; vertical-align: top; }}
  .edu p {{ margin: 0; }}
</style>
</head>
<body>
<header>
  <h1>Joaquín Ibarra</h1>
  <p class="label">Video Producer &amp; Editor | Branded Content, Documentary &amp; Social</p>
  <p class="contact">Los Angeles, CA 90026 · (323) 555-0149 ·
    <a href="mailto:joaquin.ibarra@example.com">joaquin.ibarra@example.com</a> ·
    <a href="https://joaquinibarra.example.com">joaquinibarra.example.com</a> ·
    <a href="https://www.linkedin.com/in/joaquin-ibarra-video">linkedin.com/in/joaquin-ibarra-video</a></p>
</header>

<section>
  <h2>Profile</h2>
  <p>Producer and editor with twelve years in Los Angeles post houses, agencies and production studios. I take
  branded and documentary projects from the first call to final delivery, and I still cut most of what I
  produce. Bilingual in English and Spanish, on camera and off. Reel and case studies at
  <a href="https://joaquinibarra.example.com">joaquinibarra.example.com</a>.</p>
</section>

<section>
  <h2>Experience</h2>
{"".join(job(t, c, p, w, i) for t, c, p, w, _, i in AR5_JOBS)}</section>

<section>
  <h2>Selected Credits</h2>
  <table>
{credit_rows}  </table>
</section>

<section class="edu">
  <h2>Education</h2>
  <h3>California State University, Northridge</h3>
  <p><strong>B.A. in Cinema and Television Arts</strong> · <time>2009 – 2013</time></p>
  <p>Option in Film Production · GPA 3.62 · Senior thesis film <em>Lemon Grove</em> screened at the CSUN
  Showcase</p>
</section>

<section>
  <h2>Certifications</h2>
  <ul>
{"".join(f"    <li>{escape(p)}</li>{chr(10)}" for p, _ in AR5_CERTS)}  </ul>
</section>

<section>
  <h2>Skills</h2>
{"".join(f"  <p><strong>{escape(label)}:</strong> {escape(', '.join(items))}</p>{chr(10)}" for label, items in AR5_SKILLS)}</section>

<section>
  <h2>Awards &amp; Memberships</h2>
  <ul>
    <li>Telly Award, Gold – Branded Content Series (2023)</li>
    <li>Los Angeles Area Emmy nomination, Arts &amp; Culture Programming (2021)</li>
    <li>Member, Motion Picture Editors Guild (IATSE Local 700), 2016 – 2022</li>
  </ul>
</section>

<section>
  <h2>Languages</h2>
  <p>English (native) · Spanish (fluent)</p>
</section>
</body>
</html>
"""
    name = "ar5-joaquin-ibarra"
    write_text(name + ".html", html)
    write_truth(name, {
        "basics": {"name": "Joaquín Ibarra",
                   "label": "Video Producer & Editor | Branded Content, Documentary & Social",
                   "email": "joaquin.ibarra@example.com", "phone": "(323) 555-0149",
                   "url": "https://joaquinibarra.example.com",
                   "location": {"city": "Los Angeles", "region": "CA"},
                   "profiles": [linkedin("joaquin-ibarra-video")]},
        "work": work_truth(AR5_JOBS),
        "education": [
            {"institution": "California State University, Northridge", "study_type": "B.A.",
             "area": "Cinema and Television Arts", "score": "3.62", "dates": dates("2009", "2013", text="2009 – 2013")}],
        "skills": flat_skills(AR5_SKILLS),
        "certificates": [{"name": n} for _, n in AR5_CERTS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Spanish", "fluency": "fluent"}],
    })


# ---- ar6: speech and language therapist (Galway), plain text, Latin-1 with CRLF --------------------------------
AR6_HSE = "HSE Community Healthcare West"
AR6_JOBS = [
    ("Senior Speech and Language Therapist, Children's Disability Network Team", AR6_HSE, "Galway",
     "Feb 2021 - present", ("2021-02", None, True),
     ["Senior clinician on an interdisciplinary CDNT for children aged 0-18 with complex needs; caseload of "
      "55-60 children and clinical supervision of three staff-grade therapists.",
      "Lead the team's feeding, eating, drinking and swallowing (FEDS) pathway and run paediatric dysphagia "
      "clinics with the dietitian and OT; introduced IDDSI across the network's special schools.",
      "Set up AAC assessment clinics and Lámh training for families; waiting time for AAC assessment down from "
      "14 to 6 months.",
      "Practice education: coordinate and supervise University of Galway SLT students on placement."]),
    ("Sessional Speech and Language Therapist (part-time, Saturdays)", "Claddagh Speech & Language Clinic",
     "Galway", "2022 - now", ("2022", None, True),
     ["Private assessment and therapy for children with language disorders and stammering, through English "
      "and Irish."]),
    ("Speech and Language Therapist, Staff Grade", AR6_HSE, "Galway", "Sept 2016 - Jan 2021",
     ("2016-09", "2021-01"),
     ["Primary care paediatric caseload in Galway city and Connemara; ran Hanen parent groups and school-age "
      "language groups, including clinics in Irish in Gaeltacht areas."]),
    ("Speech and Language Therapist (Band 5)", "Southwark Riverside Community NHS Trust", "London, UK",
     "03/2015 - 08/2016", ("2015-03", "2016-08"),
     ["Community paediatrics and mainstream schools; completed the NHS preceptorship programme."]),
    ("Speech and Language Therapist (locum, maternity cover)", AR6_HSE, "Castlebar, Co. Mayo",
     "Sep 2014 - Feb 2015", ("2014-09", "2015-02"), []),
]
AR6_CERTS = [("Registered Speech and Language Therapist - CORU, Reg. No. SL009417",
              "Registered Speech and Language Therapist"),
             ("Hanen Certified: It Takes Two to Talk - The Hanen Centre, 2017", "Hanen Certified: It Takes Two to Talk"),
             ("Lámh Tutor - Lámh, 2019", "Lámh Tutor"),
             ("Basic Life Support (BLS) - Irish Heart Foundation, valid until 11/2026", "Basic Life Support (BLS)"),
             ("Children First E-Learning Programme - Tusla, 2023", "Children First E-Learning Programme")]
AR6_SKILLS = [("Clinical", ["Paediatric dysphagia (FEDS)", "Developmental language disorder", "Autism",
                            "AAC assessment and implementation", "Stammering (Lidcombe Program)", "Speech sound disorders"]),
              ("Tools", ["CELF-5 UK", "Schedule of Growing Skills", "IDDSI", "iPlanit", "Microsoft 365"])]


def ar6_slt_txt():
    width = 88

    def heading(text):
        return ["", text.upper(), "-" * len(text)]

    out = ["SIOBHÁN NÍ FHLATHARTA",
           "Senior Speech and Language Therapist | Paediatric Disability & Feeding (Dysphagia)",
           "",
           "Knocknacarra, Galway H91 E2T6",
           "Mobile: 086 555 0127 | Email: siobhan.nifhlatharta@example.com",
           "LinkedIn: linkedin.com/in/siobhan-ni-fhlatharta-slt"]
    out += heading("Profile")
    out += textwrap.wrap(
        "CORU-registered speech and language therapist with over ten years' experience in paediatric primary "
        "care and children's disability services in Ireland and London. Senior clinician on a Children's "
        "Disability Network Team with a special interest in feeding and swallowing and AAC. Bilingual "
        "(English/Irish) and able to deliver therapy through Irish. Seeking a Clinical Specialist post in "
        "paediatric dysphagia in the West.", width)
    out += heading("Professional Experience")
    for title, company, place, when, _, items in AR6_JOBS:
        out.append("")
        out.append(title)
        out.append(f"{company}, {place} | {when}")
        for item in items:
            out += textwrap.wrap(item, width, initial_indent="  * ", subsequent_indent="    ")
    out += heading("Education")
    out += ["",
            "MSc in Clinical Speech and Language Studies",
            "Trinity College Dublin | 2024 - present",
            "  Dysphagia strand; part-time, in progress",
            "",
            "BSc in Speech and Language Therapy",
            "NUI Galway | 2010 - 2014",
            "  First Class Honours. Final-year research project: parent-implemented language",
            "  intervention in Irish-medium preschools (naíonraí).",
            "",
            "Leaving Certificate",
            "Coláiste Mhuire Bhearna, Galway | 2010",
            "  545 points"]
    out += heading("Registration & Certificates")
    out += ["  * " + p for p, _ in AR6_CERTS]
    out += heading("Skills")
    for label, items in AR6_SKILLS:
        out += textwrap.wrap(f"{label}: " + ", ".join(items), width, subsequent_indent="    ")
    out += heading("Memberships")
    out += ["  * Member, Irish Association of Speech and Language Therapists (IASLT)",
            "  * IASLT Dysphagia Special Interest Group, committee member (2022 - present)"]
    out += heading("Languages")
    out += ["English (native), Irish (fluent), French (basic)"]
    out += heading("Additional Information")
    out += ["Full clean driving licence and own car. Garda vetted (2024).", "",
            "References available on request.", ""]
    for line in out:
        assert len(line) <= width, line
    text = "\r\n".join(out)
    name = "ar6-siobhan-ni-fhlatharta"
    write_text(name + ".txt", text, encoding="latin-1")
    write_truth(name, {
        "basics": {"name": "Siobhán Ní Fhlatharta",
                   "label": "Senior Speech and Language Therapist | Paediatric Disability & Feeding (Dysphagia)",
                   "email": "siobhan.nifhlatharta@example.com", "phone": "086 555 0127",
                   "location": {"city": "Galway"}, "profiles": [linkedin("siobhan-ni-fhlatharta-slt")]},
        "work": work_truth(AR6_JOBS),
        "education": [
            {"institution": "Trinity College Dublin", "study_type": "MSc",
             "area": "Clinical Speech and Language Studies",
             "dates": dates("2024", None, current=True, text="2024 - present")},
            {"institution": "NUI Galway", "study_type": "BSc", "area": "Speech and Language Therapy",
             "score": "First Class Honours", "dates": dates("2010", "2014", text="2010 - 2014")},
            {"institution": "Coláiste Mhuire Bhearna", "study_type": "Leaving Certificate", "score": "545 points",
             "dates": dates(None, "2010", text="2010")}],
        "skills": flat_skills(AR6_SKILLS),
        "certificates": [{"name": n} for _, n in AR6_CERTS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Irish", "fluency": "fluent"},
                      {"language": "French", "fluency": "basic"}],
    })


if __name__ == "__main__":
    ar1_urban_planner_docx()
    ar2_contract_specialist_lo()
    ar3_research_scientist_moderncv()
    ar4_primary_teacher_fpdf()
    ar5_video_producer_html()
    ar6_slt_txt()
