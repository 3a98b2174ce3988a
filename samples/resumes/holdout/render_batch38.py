#!/usr/bin/env python3
"""Renders the thirty-eighth held-out batch (al1–al6) into files/ and its truth into truth/.

Written without reading the parser (nor its tests or docs); the only project files read were
holdout_render.py, render_batch28–36.py (for the conventions, the helpers and the truth shape; the helpers
imported below are defined in render_batch20.py, render_batch24.py, render_batch26.py and render_batch28.py)
and a few truth files. Six graduates and early-career professionals whose resumes are education-heavy:
EDUCATION comes first and holds several degrees, study abroad and exchange terms, honours, theses,
relevant coursework and scholarships. None is in batch 34–36's occupations: a public health (epidemiology)
MPH student with a biology B.S. in Atlanta, a law graduate with an LLB and the Bar Practice Course in
London, a PhD organic chemist moving to industry in Boston, an architecture graduate with a B.Arch. and a
master's writing in English in Mexico City, a junior economist from a French grande école in Paris and an
information security graduate from NUS in Singapore. Each resume is made with a different everyday
producer: a DOCX kept as the Word file (education in a two-column table), a plain-text file saved as
Latin-1, pdflatex with a hand-made moderncv-like layout (dates in a left margin column), ReportLab,
Chromium "Save as PDF" of a two-column HTML template and a hand-written HTML page.

- al1 (DOCX, python-docx, kept as the Word file; Calibri 10.5 pt, Letter, two pages; the page count is
  checked on a throw-away LibreOffice PDF): an epidemiology graduate student's resume: "Danielle
  Okonkwo", the label "MPH Candidate, Epidemiology | Infectious Disease Surveillance", a " | " contact
  line ("Atlanta, GA 30307", "(404) 555-0126", the email, a Word hyperlink printed
  "linkedin.com/in/…"); maroon capital headings with a rule; EDUCATION first as a borderless two-column
  table, the degree bold over the italic school and remark lines in the wide left cell, the city and the
  dates right-aligned in the narrow right one: "Master of Public Health (MPH), Epidemiology" at "Emory
  University, Rollins School of Public Health" "Aug 2025 – expected May 2027" with "GPA 3.94/4.00 ·
  Rollins Dean's Scholarship", a thesis in progress and a "Relevant coursework:" line; "Bachelor of
  Science in Biology, minor in Spanish" at "University of Georgia" "Aug 2019 – May 2023" with "summa cum
  laude · GPA 3.87/4.00 · Honors Program", a "Study abroad:" line and an honors thesis; RESEARCH & WORK
  EXPERIENCE with a bold title and the dates on a right tab over an italic "Employer, City, ST" line and
  "List Bullet" items: "Graduate Research Assistant, Department of Epidemiology" "Sep 2025 – Present",
  "Epidemiology Practicum Intern (summer)" "May 2026 – Aug 2026", "Clinical Research Coordinator" "Jan 2024
  – Jul 2025" and "Clinical Research Assistant" "Jun 2023 – Dec 2023" at one children's hospital,
  "Undergraduate Research Assistant" "2021 – 2023", "Student Assistant, Recreation Center (part-time)"
  with no bullets; PUBLICATIONS & PRESENTATIONS; CERTIFICATIONS as bullets with issuers and years; SKILLS
  as a labelled two-column table; LANGUAGES as a ", " line. A graduate student in Atlanta, GA.
- al2 (plain text saved as Latin-1 (ISO-8859-1), CRLF line ends, 92 columns, ASCII hyphens typed for
  dashes, straight quotes, "ë", "é", "£" and "·" as single Latin-1 bytes): a law graduate's CV: "ZOË
  HARCOURT-MENSAH", the label "LLB (Hons) Law | Bar Practice Course (Outstanding) | Commercial & Public
  Law", a " · " contact line ("Clapham, London SW4", "07700 900733", the email) and
  "linkedin.com/in/…" on its own line; headings in capitals underlined with "-"; EDUCATION first, school
  first with its city and the dates at the right over indented lines: "BPP University Law School,
  London" "Sep 2025 - Jun 2026" "Bar Practice Course (BPC)" with "Overall grade: Outstanding" and an Inn
  scholarship line; "University of Bristol, Bristol" "Sep 2021 - Jun 2025" "LLB (Hons) Law (four-year
  programme with a year abroad)" with "First Class Honours", a "Year abroad:" line, a dissertation "(78%)",
  "Relevant modules:" and a scholarship "(£3,000 a year)"; "Brixton Hill Sixth Form College, London"
  "Sep 2019 - Jun 2021" "A levels: Law (A*), History (A*), English Literature (A)"; SCHOLARSHIPS, PRIZES &
  MOOTING as "- " items; LEGAL AND OTHER EXPERIENCE as "Title - Employer, City" lines with the dates at
  the right: "Paralegal, Commercial Litigation" "Jul 2026 - Present" and "Vacation Scheme Student" "Jun
  2025 - Jul 2025" at one LLP, "Volunteer Adviser (evenings)" "Oct 2025 - Present", "Student Ambassador
  (part-time)" "Oct 2021 - May 2023", "Bookseller (Saturdays)" "Sep 2019 - Aug 2021"; SKILLS as padded
  labelled lines; CERTIFICATES; LANGUAGES; "References available on request." A law graduate in London.
- al3 (pdflatex, article class with a hand-made moderncv-like layout: Latin Modern Sans via lmodern,
  Letter, two pages, the dates and the labels right-aligned in a grey left margin column of 3.3 cm and
  each section heading a blue title beside a blue bar in that column, hyphenation off): a PhD chemist's
  CV: "Lucía Bermejo Ortiz, Ph.D." at the left with the label "Synthetic Organic Chemist | Process &
  Medicinal Chemistry" under it, and at the right "Boston, MA 02134", "(617) 555-0159", a mailto link and
  a LinkedIn link printed "linkedin.com/in/…"; Profile; Education first: "Sep 2020 -- Aug 2026" "Ph.D.,
  Organic Chemistry" with the italic "Boston University", "Boston, MA", a "Dissertation:" line, an
  "Advisor:" line and an NSF fellowship line; "2022" "M.A., Chemistry (earned en route to the Ph.D.)" at
  Boston University; "2020" a one-line "B.Sc. in Chemistry, Universidad de Salamanca, Spain, 2020 --
  Premio Extraordinario de Grado (9.12/10)" with an Erasmus line and a final-year project under it;
  Research & Professional Experience in the same rows, each a bold title, the italic employer and the city
  over bullets: "Postdoctoral Associate" "Sep 2026 -- present", "Graduate Research Fellow" "Sep 2020 -- Aug
  2026" and "Teaching Fellow, Organic Chemistry Laboratory" "Sep 2020 -- May 2022" at the university,
  "Process Chemistry Intern" "Jun 2024 -- Aug 2024" at a biotech in Cambridge, MA, "Undergraduate Research
  Fellow (JAE Intro)" "Jul 2019 -- Sep 2019" in Madrid; Publications with the year in the margin;
  Certificates & Training with the year in the margin; Skills with the group label in the margin and ", "
  items; Languages with the language in the margin and its level beside it. A chemist in Boston, MA.
- al4 (ReportLab platypus with DejaVu Sans, A4, two pages): a Mexican architect's CV in English: "Mariana
  Velázquez Ochoa", the label "Architect — Housing, Adaptive Reuse & Public Space", a " · " contact line
  ("Mexico City, Mexico", "+52 55 5555 0184", the email as a link, the portfolio site
  "marianavelazquez.example.com" as a link); terracotta capital headings over a rule; EDUCATION first,
  degree first with the dates in square brackets after it and the school on the next line: "Master of
  Architecture (MArch), Advanced Architectural Design [Sep 2022 – Jul 2024]" at "Universitat Politècnica
  de Catalunya (UPC), ETSAB — Barcelona, Spain" with "Final grade: 9.1/10 (Sobresaliente)", a thesis project, "Beca
  Talento" and the studio line; "Bachelor of Architecture (B.Arch.) [Aug 2015 – Jun 2020]" at "Universidad
  Iberoamericana — Mexico City" with "GPA 9.4/10 · Honourable Mention (Mención Honorífica) for the final
  project", an exchange semester line and relevant coursework; "Diploma in Bioclimatic Design (online,
  part-time) [2021]" at a university with no grade; EXPERIENCE as two-column tables (a bold title over
  the italic "Employer, City" at the left, the dates in the narrow right column) over bullets: "Junior
  Architect" "Sep 2024 – Present" and "Architectural Intern" "Jan 2020 – Jul 2022" at one studio, "Research
  Assistant, Housing Lab (part-time)" "Oct 2023 – Jun 2024", "Social Service Architect (Servicio Social)"
  "Feb 2019 – Aug 2019"; SELECTED PROJECTS & COMPETITIONS; CERTIFICATIONS; SKILLS as bold labels with " · "
  items; LANGUAGES as " · " items with " – " levels. An architect in Mexico City, Mexico.
- al5 (Chromium "Save as PDF" of a two-column HTML template, A4, one page, Lato): a French junior
  economist's CV in English: a dark blue left sidebar holding the name "Clémence Aubertin", the label
  "Junior Economist · Competition & Regulatory Economics", CONTACT ("Paris, France", "+33 6 55 50 12 47",
  a mailto link, a LinkedIn link printed "linkedin.com/in/…"), SKILLS (three labelled ", " lists),
  LANGUAGES (" – " levels) and CERTIFICATES; the main column: PROFILE, EDUCATION first with the dates in a
  left column: "2021 – 2024" "Master of Science in Economics (Diplôme d'ingénieur)" at "ENSAE Paris,
  Institut Polytechnique de Paris" with "Grande école programme, Economics & Public Policy major ·
  mention très bien", an exchange semester at the University of Toronto and a master's thesis; "2018 –
  2021" "Licence (Bachelor's degree) in Economics and Mathematics" at "Université Paris 1
  Panthéon-Sorbonne" with "mention bien" and a scholarship; and a one-line "Baccalauréat général, mention
  très bien — Lycée Henri-IV, Paris, 2018"; EXPERIENCE with the dates in the same left column and "Title
  — Employer, City" lines over bullets: "Economist" "Sep 2026 – Present", "Economic Analyst" "Sep 2024 – Aug
  2026" and "Intern, Competition Economics" "Apr 2024 – Aug 2024" at one consultancy, "Research Intern,
  Macroeconomic Forecasting" "Jun – Aug 2023", "Student Assistant, Econometrics (part-time)" "Sep 2022 –
  Jan 2023", "Seasonal Sales Assistant" "Jul – Aug 2021"; PROJECTS & PUBLICATIONS. The name and the label
  wrap in the narrow sidebar; pdftotext prints the sidebar beside the main column with -layout and,
  without it, the name and label first and the sidebar's blocks between the main column's sections. An
  economist in Paris, France.
- al6 (an HTML page written by hand, UTF-8, a <style> block, kept as the .html file): a Singaporean
  security engineer's resume: <h1> "Cheryl Tan Wei Ling", the label "Security Engineer (Graduate) ·
  Application & Cloud Security", a contact <p> with " | " separators ("Singapore", a tel: link, a mailto
  link, a GitHub link printed "github.com/…", a LinkedIn link printed "linkedin.com/in/…"); "Education"
  first, school first in <h3> with the dates in a <span class="dates"> floated right and the degree in an
  <em> line over a <ul>: "National University of Singapore" "Aug 2026 – Present" "Master of Computing,
  Information Security specialisation (part-time)"; "National University of Singapore" "Aug 2021 – May
  2025" "Bachelor of Computing (Honours) in Information Security, Second Major in Mathematics" with "GPA
  4.52/5.00 · Honours (Distinction)", "Student Exchange Programme: KTH Royal Institute of Technology,
  Stockholm, Sweden (Jan – Jun 2024)", "NUS Merit Scholarship; Dean's List (AY2022/23, AY2024/25)", a
  final year project and "Relevant modules:"; and "Raffles Institution" "2019 – 2020" "Singapore-Cambridge
  GCE A-Level" with subject grades; "Experience" as <h3> "Title — Employer" with the dates floated right
  over the city and a <ul>: "Security Engineer, Graduate Programme" "Jul 2025 – Present" and "Application
  Security Intern" "May 2023 – Aug 2023" at one digital bank, "Teaching Assistant, CS2107 Introduction to
  Information Security (part-time)" "Aug 2024 – Nov 2024", "Security Operations Intern" "May 2022 – Jul
  2022"; "Projects & CTFs"; "Certifications"; "Skills" as a two-column <table> of labels and ", " lists;
  "Languages" as a " · " line with levels in parentheses. An engineer in Singapore.

Decisions for this batch (documented here because the documents leave them to the reader):
- Several roles at one employer are separate work entries, each with the employer's name and location and
  its own dates (al1, al2, al3, al4, al5, al6). Research and teaching assistantships, teaching and research
  fellowships, a postdoc, practicums, internships, a vacation scheme, a volunteer adviser role printed
  under the experience heading, a Mexican servicio social, student jobs, summer, seasonal, weekend and
  part-time jobs are work entries; overlapping and concurrent jobs are entries in printed order.
  Publications, presentations, projects, competitions, CTFs, prizes, moots, scholarships, theses,
  dissertations and final-year projects are not work entries; al2's Inn scholarship and mini-pupillages
  are not jobs either.
- A title's own comma, dash or parenthesis is part of the position ("Graduate Research Assistant,
  Department of Epidemiology", "Epidemiology Practicum Intern (summer)", "Student Assistant, Recreation
  Center (part-time)", "Paralegal, Commercial Litigation", "Volunteer Adviser (evenings)", "Bookseller
  (Saturdays)", "Teaching Fellow, Organic Chemistry Laboratory", "Undergraduate Research Fellow (JAE
  Intro)", "Research Assistant, Housing Lab (part-time)", "Social Service Architect (Servicio Social)",
  "Intern, Competition Economics", "Teaching Assistant, CS2107 Introduction to Information Security
  (part-time)", "Security Engineer, Graduate Programme"). On al2's one-line "Title - Employer, City"
  entries the typed " - " separates the title from the employer, and the employer's name ends at its
  first ", " ("Foyle & Ash Booksellers, Islington, London" is at "Islington, London"). An
  employer's "LLP", "Inc.", "A.C." and "Pte. Ltd." stay. Work locations as printed ("Atlanta, GA",
  "Cambridge, MA", "Madrid, Spain", "Mexico City", "Barcelona", "Singapore").
- Dates: "Present" and "present" make a job current from its start; "Jun – Aug 2023" and "Jul – Aug 2021"
  run within that year (2023-06 to 2023-08); "2021 – 2023" keeps years only; al2's typed " - " and LaTeX's
  "--" (printed "–") as in batch 36.
- Education:
  - "Aug 2025 – expected May 2027" is current (the degree is in progress), starts 2025-08 and ends 2027-05
    (as batch 28's "Expected Dec. 2026", with a start); al6's part-time master's "Aug 2026 – Present" is
    current from 2026-08 with no end.
  - "Master of Public Health (MPH), Epidemiology" is "Master of Public Health (MPH)" / "Epidemiology";
    "Bachelor of Science in Biology, minor in Spanish" is "Bachelor of Science" / "Biology" (a minor is
    not the area); "Emory University, Rollins School of Public Health" is kept whole (as batch 28's
    "American University, School of Public Affairs").
  - "Bar Practice Course (BPC)" has no area (as batch 29's "Legal Practice Course (LPC)"); "LLB (Hons) Law
    (four-year programme with a year abroad)" is "LLB (Hons)" / "Law" (the parenthesis after the area a
    remark); "A levels: …" is study_type "A levels" with no area and no score (its subject grades are not
    one); "BPP University Law School, London" drops the city.
  - "Ph.D., Organic Chemistry" is "Ph.D." / "Organic Chemistry"; "M.A., Chemistry (earned en route to the
    Ph.D.)" is an entry of its own (batch 28), "M.A." / "Chemistry", the parenthesis a remark; the
    one-line "B.Sc. in Chemistry, Universidad de Salamanca, Spain, 2020 -- Premio Extraordinario de Grado
    (9.12/10)" is "B.Sc." / "Chemistry" at "Universidad de Salamanca", date_text "2020", score "9.12/10"
    (the numeric grade, not the prize's name); al3's margin dates are the entries' dates.
  - "Master of Architecture (MArch), Advanced Architectural Design" is "Master of Architecture (MArch)" /
    "Advanced Architectural Design" (split at the comma, as "Master of Public Health (MPH), Epidemiology");
    "Bachelor of Architecture (B.Arch.)" has no area (as "Doctor of Pharmacy (PharmD)" in batch 36);
    "Diploma in Bioclimatic Design (online, part-time)" is "Diploma" / "Bioclimatic Design", the mode note
    left out, "[2021]" its end date. The institution drops "— Barcelona, Spain" and "— Mexico City" but
    keeps "Universitat Politècnica de Catalunya (UPC), ETSAB" whole (a school of the university named after
    a comma, as batch 28's "American University, School of Public Affairs").
  - "Master of Science in Economics (Diplôme d'ingénieur)" is "Master of Science" / "Economics" (the
    French diploma in parentheses a gloss, batch 29); "ENSAE Paris, Institut Polytechnique de Paris" is
    kept whole. "Licence (Bachelor's degree) in Economics and Mathematics" is "Licence (Bachelor's
    degree)" / "Economics and Mathematics" (batch 28). The one-line "Baccalauréat général, mention très
    bien — Lycée Henri-IV, Paris, 2018" is "Baccalauréat général" with no area, institution "Lycée
    Henri-IV", score "mention très bien" as printed (lower case), date 2018.
  - "Bachelor of Computing (Honours) in Information Security, Second Major in Mathematics" is "Bachelor of
    Computing (Honours)" / "Information Security" (a second major, like a minor, is not the area); "Master
    of Computing, Information Security specialisation (part-time)" is "Master of Computing" / "Information
    Security" (a specialisation printed after the degree is its field, the mode note left out);
    "Singapore-Cambridge GCE A-Level" has no area and no score.
  - The score is the printed grade, GPA or class without its label, a GPA before Latin honours or an
    honours class (batch 26): "3.94/4.00", "3.87/4.00" (not "summa cum laude"), "Outstanding" ("Overall
    grade:"), "First Class Honours", "9.12/10", "9.1/10" ("Final grade:"; "(Sobresaliente)" is its name on
    the Spanish scale and left out as "(First Class with Distinction)" was in batch 36), "9.4/10" (not the
    honourable mention), "mention très bien", "mention bien", "4.52/5.00" (not "Honours (Distinction)").
    A dissertation's or thesis's own mark ("(78%)"), Dean's Lists, scholarships, prizes and fellowships are
    not a degree's score. Entries that print none have none.
  - Exchange terms and study-abroad lines under a degree belong to that degree and are not entries.
- Certificates drop the issuer, year and expiry and keep an abbreviation in parentheses: al1's "CITI
  Program: Human Subjects Research (Biomedical)", "Good Clinical Practice (GCP)", "SAS Certified
  Specialist: Base Programming Using SAS 9.4", "Basic Life Support (BLS)"; al2's "DALF C1 (Diplôme approfondi de langue française)" and "Relativity
  Certified User"; al3's "Good Manufacturing Practice (GMP) Fundamentals", "Lean Six Sigma Yellow Belt",
  "Laboratory Chemical Safety"; al4's "LEED Green Associate", "Autodesk Certified Professional: Revit for
  Architectural Design"; al5's "AMF Certification", "Stata Fundamentals"; al6's "Offensive Security
  Certified Professional (OSCP)", "CompTIA Security+", "AWS Certified Cloud Practitioner". Prizes,
  scholarships, fellowships, the NSF GRFP, moots and CTF rankings are not certificates.
- basics.name drops a credential after the name ("Lucía Bermejo Ortiz, Ph.D.") and a name printed in
  capitals is written as a name is ("ZOË HARCOURT-MENSAH" is "Zoë Harcourt-Mensah"); al6's "Cheryl Tan Wei
  Ling" is kept in its printed order. The label is the line under the name, whole. Basics location is the
  city with the state or the country printed beside it, without a ZIP code or postcode: "Atlanta, GA
  30307" is "Atlanta" / "GA"; "Clapham, London SW4" is city "London" (no country printed); "Boston, MA
  02134"; "Mexico City, Mexico" gives "MX"; "Paris, France" "FR"; "Singapore" alone is city "Singapore"
  with country_code "SG" (the city-state, as batch 33's "Singapore 138673"). al4's portfolio site is
  basics.url. LinkedIn addresses printed as text get "https://www."; links use their targets.
- Skills are the listed items as printed, a group's label left out; ", " and " · " separate items, commas
  inside parentheses do not. Spoken languages with their fluency as printed ("native", "professional
  working proficiency", "conversational", "fluent, C1", "Native", "Fluent (C2)", "B1", "C1 (TOEFL iBT
  110)", "C2 (TOEFL iBT 115)", "basic"); al6's "Swedish (A1)" is "A1".

Truth conventions as in batches 5–36: date_text as printed (LaTeX's "--" printed as "–"; ASCII hyphens kept
in al2), the work entry's location where printed, phones as printed. Phones are 555 numbers in the US and
Mexico, a 55-50 number in France, an 8555 number in Singapore and an Ofcom drama mobile ("07700 900733")
in the UK; emails at example.com, the portfolio at example.com. Every person, employer, thesis, paper,
phone and email is invented; the universities, schools, BPP, ENSAE, the Inns, CITI, ASQ, USGBC, Autodesk,
OffSec, CompTIA, AWS and the other issuers are real institutions, named as any resume names them.

Tools on the machine that wrote this batch (nothing had to be installed): python-docx, LibreOffice
(soffice, for the page count only), pdflatex (texlive with lmodern, xcolor, hyperref, enumitem), ReportLab,
Chromium, poppler-utils, fonts-lato, fonts-dejavu. pdflatex, chromium_pdf, lo_page_count, reportlab_dejavu,
new_docx, bottom_border, tex, work_truth, dates and linkedin come from holdout_render.py; cell_margins,
no_borders, table_geometry and docx_link from render_batch20.py, flat_skills from render_batch24.py,
grouped_jobs from render_batch26.py and github from render_batch28.py.
Run from this folder: python3 render_batch38.py
"""
import os
import textwrap
from xml.sax.saxutils import escape

from holdout_render import (FILES, bottom_border, check_pages, chromium_pdf, dates, linkedin, lo_page_count,
                            new_docx, pdf_pages, pdflatex, reportlab_dejavu, tex, work_truth, write_text,
                            write_truth)
from render_batch20 import cell_margins, docx_link, no_borders, table_geometry
from render_batch24 import flat_skills
from render_batch26 import grouped_jobs
from render_batch28 import github


# ---- al1: epidemiology MPH student (Atlanta), DOCX with education in a two-column table ----------------------
AL1_HOSPITAL = "Peachtree Children's Health"
AL1_JOBS = [
    ("Graduate Research Assistant, Department of Epidemiology", "Emory University", "Atlanta, GA",
     "Sep 2025 – Present", ("2025-09", None, True),
     ["Clean and link state notifiable-disease and hospital discharge data (1.2M records) for a study of "
      "invasive group A streptococcal infections in Georgia, 2014–2025.",
      "Wrote the R pipeline for capture–recapture estimates of under-ascertainment; co-author of the "
      "study's analysis plan.",
      "20 hours a week under a Rollins research assistantship."]),
    ("Epidemiology Practicum Intern (summer)", "East Metro Public Health District", "Decatur, GA",
     "May 2026 – Aug 2026", ("2026-05", "2026-08"),
     ["Supported the foodborne and waterborne outbreak team: case interviews, line lists and a SaTScan "
      "cluster analysis of Salmonella reports.",
      "Built an ArcGIS Pro dashboard of heat-related emergency visits for the district's summer briefings."]),
    ("Clinical Research Coordinator", AL1_HOSPITAL, "Atlanta, GA", "Jan 2024 – Jul 2025", ("2024-01", "2025-07"),
     ["Coordinated two multi-site pediatric asthma studies (IRB submissions, consent, REDCap builds, "
      "monitoring visits); enrolled 310 families.",
      "Trained and scheduled four research assistants and kept the regulatory binders audit-ready."]),
    ("Clinical Research Assistant", AL1_HOSPITAL, "Atlanta, GA", "Jun 2023 – Dec 2023", ("2023-06", "2023-12"),
     ["Screened and consented participants in English and Spanish; data entry and query resolution in REDCap."]),
    ("Undergraduate Research Assistant", "University of Georgia", "Athens, GA", "2021 – 2023", ("2021", "2023"),
     ["Mosquito surveillance and arbovirus PCR testing in the Vector Ecology Lab; field trapping in Clarke "
      "and Oconee counties."]),
    ("Student Assistant, Recreation Center (part-time)", "University of Georgia", "Athens, GA",
     "Aug 2019 – May 2021", ("2019-08", "2021-05"), []),
]
AL1_EDUCATION = [
    ("Master of Public Health (MPH), Epidemiology", "Emory University, Rollins School of Public Health",
     "Atlanta, GA", "Aug 2025 – expected May 2027",
     ["GPA 3.94/4.00 · Rollins Dean's Scholarship (50% tuition)",
      "Thesis (in progress): “Under-ascertainment of invasive group A streptococcal disease in Georgia, "
      "2014–2025”",
      "Relevant coursework: Epidemiologic Methods I–II, Survival Analysis, Infectious Disease Epidemiology, "
      "Public Health Surveillance, GIS for Public Health, SAS Programming"]),
    ("Bachelor of Science in Biology, minor in Spanish", "University of Georgia", "Athens, GA",
     "Aug 2019 – May 2023",
     ["summa cum laude · GPA 3.87/4.00 · Honors Program · Zell Miller Scholarship",
      "Study abroad: Universidad de Costa Rica, San José, Costa Rica (Spring 2022) – tropical ecology and "
      "medical Spanish",
      "Honors thesis: “Seasonal abundance of Aedes albopictus in urban and suburban Athens-Clarke County”"]),
]
AL1_CERTS = [("CITI Program: Human Subjects Research (Biomedical) – 2025",
              "CITI Program: Human Subjects Research (Biomedical)"),
             ("Good Clinical Practice (GCP) – CITI Program, 2023", "Good Clinical Practice (GCP)"),
             ("SAS Certified Specialist: Base Programming Using SAS 9.4 – SAS Institute, 2026",
              "SAS Certified Specialist: Base Programming Using SAS 9.4"),
             ("Basic Life Support (BLS) – American Heart Association, exp. 08/2027", "Basic Life Support (BLS)")]
AL1_SKILLS = [("Analysis", ["R (tidyverse, survival, sf)", "SAS", "Stata", "SQL", "Excel"]),
              ("Data & GIS", ["REDCap", "ArcGIS Pro", "SaTScan", "Epi Info"]),
              ("Methods", ["Regression and survival analysis", "Outbreak investigation", "Surveillance data "
                           "linkage", "Spatial cluster detection", "Informed consent and IRB processes"])]


def al1_epidemiology_docx():
    from docx.enum.table import WD_CELL_VERTICAL_ALIGNMENT
    from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_TAB_ALIGNMENT
    from docx.shared import Inches, Pt, RGBColor

    maroon = RGBColor(0x7A, 0x1F, 0x2B)
    document = new_docx(author="Danielle Okonkwo", title="Danielle Okonkwo – Resume", page=(Inches(8.5), Inches(11)),
                        margins=(Inches(0.75), Inches(0.7)), font="Calibri", size=10.5, space_after=2)
    document.styles["List Bullet"].paragraph_format.space_after = Pt(0)
    text_width = Inches(7.0)

    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER; p.paragraph_format.space_after = Pt(0)
    r = p.add_run("Danielle Okonkwo"); r.bold = True; r.font.size = Pt(22); r.font.color.rgb = maroon
    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = p.add_run("MPH Candidate, Epidemiology | Infectious Disease Surveillance"); r.font.size = Pt(12)
    p = document.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    p.add_run("Atlanta, GA 30307  |  (404) 555-0126  |  danielle.okonkwo@example.com  |  ")
    docx_link(p, "https://www.linkedin.com/in/danielle-okonkwo-mph", "linkedin.com/in/danielle-okonkwo-mph",
              color="7A1F2B")

    def heading(text):
        q = document.add_paragraph()
        q.paragraph_format.space_before = Pt(9); q.paragraph_format.space_after = Pt(3)
        q.paragraph_format.keep_with_next = True
        r = q.add_run(text.upper()); r.bold = True; r.font.size = Pt(11.5); r.font.color.rgb = maroon
        bottom_border(q, color="7A1F2B", size="6")

    def tabbed(left, right, bold=False, italic=False):
        q = document.add_paragraph(); q.paragraph_format.space_after = Pt(0)
        q.paragraph_format.keep_with_next = True
        q.paragraph_format.tab_stops.add_tab_stop(text_width, WD_TAB_ALIGNMENT.RIGHT)
        r = q.add_run(left); r.bold = bold; r.italic = italic
        q.add_run("\t" + right)
        return q

    heading("Education")
    table = document.add_table(rows=len(AL1_EDUCATION), cols=2)
    no_borders(table); cell_margins(table, left=0, right=0, bottom=100)
    table_geometry(table, [7000, 3080])
    for row, (degree, school, place, when, remarks) in zip(table.rows, AL1_EDUCATION):
        left, right = row.cells
        q = left.paragraphs[0]; q.paragraph_format.space_after = Pt(0)
        q.add_run(degree).bold = True
        q = left.add_paragraph(); q.paragraph_format.space_after = Pt(0); q.add_run(school).italic = True
        for remark in remarks:
            q = left.add_paragraph(remark); q.paragraph_format.space_after = Pt(0)
        left.paragraphs[-1].paragraph_format.space_after = Pt(6)
        right.vertical_alignment = WD_CELL_VERTICAL_ALIGNMENT.TOP
        q = right.paragraphs[0]; q.alignment = WD_ALIGN_PARAGRAPH.RIGHT; q.paragraph_format.space_after = Pt(0)
        q.add_run(place)
        q = right.add_paragraph(); q.alignment = WD_ALIGN_PARAGRAPH.RIGHT; q.add_run(when).bold = True

    heading("Research & Work Experience")
    for i, (title, employer, place, when, _, items) in enumerate(AL1_JOBS):
        q = tabbed(title, when, bold=True)
        if i: q.paragraph_format.space_before = Pt(5)
        q = document.add_paragraph(); q.paragraph_format.space_after = Pt(0)
        q.paragraph_format.keep_with_next = True
        q.add_run(f"{employer}, {place}").italic = True
        for item in items:
            document.add_paragraph(item, style="List Bullet")

    heading("Publications & Presentations")
    for text in ["Okonkwo D, Hargrove T, Salinas M. Seasonal abundance of Aedes albopictus along an urbanization "
                 "gradient in northeast Georgia. J Vector Ecol. 2024;49(1):55–63.",
                 "Okonkwo D, et al. Linking surveillance and discharge data to estimate invasive group A "
                 "streptococcal disease burden. Poster, Georgia Public Health Association Annual Meeting, "
                 "Macon, GA, April 2026."]:
        document.add_paragraph(text, style="List Bullet")

    heading("Certifications")
    for printed, _ in AL1_CERTS:
        document.add_paragraph(printed, style="List Bullet")

    heading("Skills")
    table = document.add_table(rows=len(AL1_SKILLS), cols=2)
    no_borders(table); cell_margins(table, left=0, right=100)
    table_geometry(table, [1600, 8480])
    for row, (label, items) in zip(table.rows, AL1_SKILLS):
        row.cells[0].paragraphs[0].add_run(label).bold = True
        row.cells[1].paragraphs[0].add_run(", ".join(items))

    heading("Languages")
    document.add_paragraph("English (native), Spanish (professional working proficiency), Igbo (conversational)")

    name = "al1-danielle-okonkwo"
    path = os.path.join(FILES, name + ".docx")
    document.save(path)
    check_pages(name, lo_page_count(path, name), 2)
    write_truth(name, {
        "basics": {"name": "Danielle Okonkwo", "label": "MPH Candidate, Epidemiology | Infectious Disease Surveillance",
                   "email": "danielle.okonkwo@example.com", "phone": "(404) 555-0126",
                   "location": {"city": "Atlanta", "region": "GA"},
                   "profiles": [linkedin("danielle-okonkwo-mph")]},
        "work": work_truth(AL1_JOBS),
        "education": [
            {"institution": "Emory University, Rollins School of Public Health",
             "study_type": "Master of Public Health (MPH)", "area": "Epidemiology", "score": "3.94/4.00",
             "dates": dates("2025-08", "2027-05", current=True, text="Aug 2025 – expected May 2027")},
            {"institution": "University of Georgia", "study_type": "Bachelor of Science", "area": "Biology",
             "score": "3.87/4.00", "dates": dates("2019-08", "2023-05", text="Aug 2019 – May 2023")}],
        "skills": flat_skills(AL1_SKILLS),
        "certificates": [{"name": n} for _, n in AL1_CERTS],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Spanish", "fluency": "professional working proficiency"},
                      {"language": "Igbo", "fluency": "conversational"}],
    })


# ---- al2: law graduate (London), plain text saved as Latin-1 ---------------------------------------------------
AL2_FIRM = "Marlowe Finch LLP"
AL2_JOBS = [
    ("Paralegal, Commercial Litigation", AL2_FIRM, "London", "Jul 2026 - Present", ("2026-07", None, True),
     ["Disclosure review and chronologies in Relativity for a £40m shareholder dispute in the Business and "
      "Property Courts.",
      "Draft witness statement outlines, bundles and first drafts of letters before action for the "
      "supervising associates."]),
    ("Vacation Scheme Student", AL2_FIRM, "London", "Jun 2025 - Jul 2025", ("2025-06", "2025-07"),
     ["Four weeks in commercial litigation and real estate; research memo on limitation in negligent "
      "misstatement claims. Offered a paralegal contract."]),
    ("Volunteer Adviser (evenings)", "Lambeth Community Law Centre", "London", "Oct 2025 - Present",
     ("2025-10", None, True),
     ["Housing and welfare benefits advice clinic under solicitor supervision, one evening a week."]),
    ("Student Ambassador (part-time)", "University of Bristol", "Bristol", "Oct 2021 - May 2023",
     ("2021-10", "2023-05"),
     ["Open days, widening-participation workshops and campus tours for Year 12 students."]),
    ("Bookseller (Saturdays)", "Foyle & Ash Booksellers", "Islington, London", "Sep 2019 - Aug 2021",
     ("2019-09", "2021-08"), []),
]
AL2_SKILLS = [("Legal research", ["Westlaw UK", "LexisNexis", "Practical Law", "vLex Justis"]),
              ("Advocacy", ["Opinion writing", "Drafting statements of case", "Conference skills",
                            "Negotiation"]),
              ("IT", ["Microsoft 365", "iManage", "Relativity"])]
AL2_CERTS = [("DALF C1 (Diplôme approfondi de langue française) - France Éducation international, 2023",
              "DALF C1 (Diplôme approfondi de langue française)"),
             ("Relativity Certified User - Relativity, 2026", "Relativity Certified User")]


def al2_law_graduate_txt():
    width = 92

    def heading(text):
        return ["", text.upper(), "-" * len(text)]

    def right(left, right_text):
        return left + " " * max(2, width - len(left) - len(right_text)) + right_text

    def wrap(text, indent="  ", sub=None):
        return textwrap.wrap(text, width, initial_indent=indent, subsequent_indent=sub or indent)

    out = ["ZOË HARCOURT-MENSAH",
           "LLB (Hons) Law | Bar Practice Course (Outstanding) | Commercial & Public Law",
           "Clapham, London SW4 · 07700 900733 · zoe.harcourt@example.com",
           "linkedin.com/in/zoe-harcourt-mensah"]
    out += heading("Profile")
    out += textwrap.wrap(
        "First-class law graduate and BPC graduate (Outstanding) of Lincoln's Inn, to be called to the Bar in "
        "November 2026. Paralegal in commercial litigation with advice-centre experience in housing law. "
        "Applying for 2027 pupillage in commercial and public law chambers.", width)
    out += heading("Education")
    edu = [
        ("BPP University Law School, London", "Sep 2025 - Jun 2026",
         ["Bar Practice Course (BPC)", "Overall grade: Outstanding",
          "Lincoln's Inn Hardwicke Entrance Award (£18,000) towards course fees"]),
        ("University of Bristol, Bristol", "Sep 2021 - Jun 2025",
         ["LLB (Hons) Law (four-year programme with a year abroad)", "First Class Honours",
          "Year abroad: Universiteit Leiden, the Netherlands (2023-24) - European and International Law track",
          'Dissertation: "Automated decision-making and the duty to give reasons in English public law" (78%)',
          "Relevant modules: Public Law, Contract, Tort, Land Law, Equity & Trusts, Commercial Law, "
          "Company Law, Evidence, EU Law, Jurisprudence",
          "Bristol Future Scholarship (£3,000 a year)"]),
        ("Brixton Hill Sixth Form College, London", "Sep 2019 - Jun 2021",
         ["A levels: Law (A*), History (A*), English Literature (A)"]),
    ]
    for i, (school, when, lines) in enumerate(edu):
        if i:
            out.append("")
        out.append(right(school, when))
        for line in lines:
            out += wrap(line, "  ", "    ")
    out += heading("Scholarships, prizes & mooting")
    for text in ["Winner, University of Bristol Senior Moot, 2025; semi-finalist, ESU-Essex Court Chambers "
                 "National Mooting Competition, 2024",
                 "Leiden Law School Dean's Honours List, 2023-24",
                 "Mini-pupillages: two commercial chambers and one public law set (2024-2025)"]:
        out += wrap(text, "- ", "  ")
    out += heading("Legal and other experience")
    for i, (title, employer, place, when, _, items) in enumerate(AL2_JOBS):
        if i:
            out.append("")
        out.append(right(f"{title} - {employer}, {place}", when))
        for item in items:
            out += wrap(item, "  - ", "    ")
    out += heading("Skills")
    for label, items in AL2_SKILLS:
        out += textwrap.wrap(f"{label + ':':<16}" + ", ".join(items), width, subsequent_indent=" " * 16)
    out += heading("Certificates")
    out += ["- " + p for p, _ in AL2_CERTS]
    out += heading("Languages")
    out.append("English (native), French (fluent, C1), Twi (conversational)")
    out += ["", "References available on request."]
    assert max(len(l) for l in out) <= width, [l for l in out if len(l) > width]
    text = "\r\n".join(out) + "\r\n"

    name = "al2-zoe-harcourt-mensah"
    write_text(name + ".txt", text, encoding="latin-1")
    write_truth(name, {
        "basics": {"name": "Zoë Harcourt-Mensah",
                   "label": "LLB (Hons) Law | Bar Practice Course (Outstanding) | Commercial & Public Law",
                   "email": "zoe.harcourt@example.com", "phone": "07700 900733",
                   "location": {"city": "London"},
                   "profiles": [linkedin("zoe-harcourt-mensah")]},
        "work": work_truth(AL2_JOBS),
        "education": [
            {"institution": "BPP University Law School", "study_type": "Bar Practice Course (BPC)",
             "score": "Outstanding", "dates": dates("2025-09", "2026-06", text="Sep 2025 - Jun 2026")},
            {"institution": "University of Bristol", "study_type": "LLB (Hons)", "area": "Law",
             "score": "First Class Honours", "dates": dates("2021-09", "2025-06", text="Sep 2021 - Jun 2025")},
            {"institution": "Brixton Hill Sixth Form College", "study_type": "A levels",
             "dates": dates("2019-09", "2021-06", text="Sep 2019 - Jun 2021")}],
        "skills": flat_skills(AL2_SKILLS),
        "certificates": [{"name": n} for _, n in AL2_CERTS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "French", "fluency": "fluent, C1"},
                      {"language": "Twi", "fluency": "conversational"}],
    })


# ---- al3: PhD organic chemist (Boston), pdflatex with a moderncv-like margin column ---------------------------
AL3_BU = "Boston University"
AL3_JOBS = [
    ("Postdoctoral Associate", AL3_BU, "Boston, MA", "Sep 2026 – present", ("2026-09", None, True),
     ["Scale-up of a photoredox C–N coupling from 50 mg to 20 g in flow, in a collaboration with a "
      "pharmaceutical partner; bridging position while I move to industry."]),
    ("Graduate Research Fellow", AL3_BU, "Boston, MA", "Sep 2020 – Aug 2026", ("2020-09", "2026-08"),
     ["Developed nickel/photoredox cross-couplings of sp3-rich building blocks; 4 first-author papers and "
      "one patent application.",
      "Designed and ran 1,500+ high-throughput experiments (24- and 96-well plates) with DoE-guided "
      "optimisation.",
      "Trained and supervised 5 undergraduate and 2 first-year graduate researchers; lab safety officer "
      "2022–2024."]),
    ("Teaching Fellow, Organic Chemistry Laboratory", AL3_BU, "Boston, MA", "Sep 2020 – May 2022",
     ("2020-09", "2022-05"),
     ["Taught two lab sections a semester (40 students) and graded reports for CH 203/204."]),
    ("Process Chemistry Intern", "Calloway Therapeutics, Inc.", "Cambridge, MA", "Jun 2024 – Aug 2024",
     ("2024-06", "2024-08"),
     ["Redesigned a 7-step route to a kinase inhibitor intermediate, removing a chromatography step and "
      "raising the overall yield from 18% to 31% on a 100 g scale.",
      "Wrote batch records and the impurity fate-and-purge report for the development team."]),
    ("Undergraduate Research Fellow (JAE Intro)", "Instituto de Química Orgánica General (CSIC)",
     "Madrid, Spain", "Jul 2019 – Sep 2019", ("2019-07", "2019-09"),
     ["Asymmetric organocatalysis project in a medicinal chemistry group; summer fellowship."]),
]
AL3_PUBS = [
    ("2026", "Bermejo Ortiz, L.; Whitcombe, D. R. Ni/photoredox C(sp3)–N coupling of bicyclopentyl "
             "amines. J. Am. Chem. Soc. 2026, 148, 4120–4128."),
    ("2025", "Bermejo Ortiz, L.; Chen, Y.; Whitcombe, D. R. A high-throughput platform for "
             "decarboxylative arylation. Org. Lett. 2025, 27, 2231–2236."),
    ("2024", "Bermejo Ortiz, L.; Whitcombe, D. R. Flow photochemistry for late-stage amination. "
             "Org. Process Res. Dev. 2024, 28, 901–909."),
    ("2023", "Chen, Y.; Bermejo Ortiz, L.; Park, S.; Whitcombe, D. R. Ligand effects in nickel-catalysed "
             "cross-electrophile coupling. ACS Catal. 2023, 13, 7705–7714."),
]
AL3_CERTS = [("2025", "Good Manufacturing Practice (GMP) Fundamentals -- ISPE", "Good Manufacturing Practice (GMP) "
                                                                                  "Fundamentals"),
             ("2024", "Lean Six Sigma Yellow Belt -- ASQ", "Lean Six Sigma Yellow Belt"),
             ("2020", "Laboratory Chemical Safety -- Boston University EHS (renewed yearly)",
              "Laboratory Chemical Safety")]
AL3_SKILLS = [("Synthesis", ["Photoredox and nickel catalysis", "Flow chemistry", "Air-free techniques (Schlenk, "
                             "glovebox)", "Multistep synthesis", "Route scouting and scale-up to 100 g"]),
              ("Analysis", ["NMR (1D/2D)", "HPLC and UPLC-MS", "GC-MS", "Chiral SFC", "X-ray crystallography "
                            "(sample prep)"]),
              ("Software", ["ChemDraw", "MestReNova", "Reaxys", "SciFinder-n", "JMP (DoE)", "Python (pandas)"])]
AL3_LANGS = [("Spanish", "Native"), ("English", "Fluent (C2)"), ("French", "B1")]


def al3_chemist_pdflatex():
    def row(left, body):
        return r"\cvrow{" + left + "}{" + body + "}\n"

    def bullets(items):
        return (r"\begin{itemize}" + "".join(r"\item " + tex(i) for i in items) + r"\end{itemize}") if items else ""

    work = "".join(row(tex(w), r"\textbf{" + tex(t) + r"}, \textit{" + tex(c) + "}, " + tex(p) + bullets(items))
                   for t, c, p, w, _, items in AL3_JOBS)
    pubs = "".join(row(y, tex(text)) for y, text in AL3_PUBS)
    certs = "".join(row(y, tex(text)) for y, text, _ in AL3_CERTS)
    skills = "".join(row(label, tex(", ".join(items))) for label, items in AL3_SKILLS)
    langs = "".join(row(lang, level) for lang, level in AL3_LANGS)

    src = r"""\documentclass[10pt,letterpaper]{article}
\usepackage[T1]{fontenc}
\usepackage[utf8]{inputenc}
\usepackage{lmodern}
\renewcommand{\familydefault}{\sfdefault}
\usepackage[margin=0.75in,top=0.6in,bottom=0.6in]{geometry}
\usepackage{xcolor}
\usepackage{enumitem}
\usepackage[hidelinks]{hyperref}
\input{glyphtounicode}
\pdfgentounicode=1
\definecolor{cvblue}{RGB}{38,84,150}
\definecolor{cvgrey}{RGB}{110,110,110}
\pagestyle{empty}
\setlength{\parindent}{0pt}
\hyphenpenalty=10000
\exhyphenpenalty=10000
\sloppy
\newlength{\hintw}\setlength{\hintw}{3.3cm}
\newlength{\gapw}\setlength{\gapw}{0.35cm}
\newlength{\bodyw}
\AtBeginDocument{\setlength{\bodyw}{\dimexpr\textwidth-\hintw-\gapw\relax}}
\setlist[itemize]{leftmargin=1.1em,itemsep=0pt,topsep=1pt,parsep=0pt,label=\textbullet}
\newcommand{\cvsection}[1]{\par\medskip{\color{cvblue}\rule[0.3ex]{\hintw}{0.9ex}}\hspace{\gapw}%
{\color{cvblue}\Large #1}\par\smallskip}
\newcommand{\cvrow}[2]{\parbox[t]{\hintw}{\raggedleft\small\leavevmode\color{cvgrey}#1}\hspace{\gapw}%
\begin{minipage}[t]{\bodyw}#2\end{minipage}\par\smallskip}
\begin{document}
\begin{minipage}[t]{0.6\linewidth}
{\fontsize{26}{30}\selectfont Lucía Bermejo Ortiz, Ph.D.}\par\smallskip
{\large\color{cvgrey}\itshape Synthetic Organic Chemist | Process \& Medicinal Chemistry}
\end{minipage}\hfill
\begin{minipage}[t]{0.36\linewidth}\raggedleft\small
Boston, MA 02134\\
(617) 555-0159\\
\href{mailto:lucia.bermejo@example.com}{lucia.bermejo@example.com}\\
\href{https://www.linkedin.com/in/lucia-bermejo-ortiz}{linkedin.com/in/lucia-bermejo-ortiz}
\end{minipage}

\cvsection{Profile}
""" + row("", "Organic chemist (Ph.D., Boston University, 2026) with six years of catalysis and methods "
              "research, a process chemistry internship and a record of scaling reactions from milligrams to "
              "100 g. Looking for a process or medicinal chemistry scientist role in the Boston area.") + r"""
\cvsection{Education}
""" + (row("Sep 2020 -- Aug 2026",
          r"\textbf{Ph.D., Organic Chemistry}, \textit{Boston University}, Boston, MA\newline "
          r"Dissertation: ``Nickel and photoredox catalysis for C(sp\textsuperscript{3})--N bond formation "
          r"in drug-like scaffolds''\newline Advisor: Prof. Daniel R. Whitcombe\newline "
          r"NSF Graduate Research Fellowship (2021--2024); Rosenberg Prize for Excellence in Teaching (2022)")
        + row("2022", r"\textbf{M.A., Chemistry} (earned en route to the Ph.D.), \textit{Boston University}")
        + row("2020", r"\textbf{B.Sc. in Chemistry}, Universidad de Salamanca, Spain, 2020 -- Premio "
                      r"Extraordinario de Grado (9.12/10)\newline "
                      r"Erasmus exchange year: The University of Manchester, UK (2018--2019)\newline "
                      r"Final-year project: ``Organocatalytic Michael additions to nitroalkenes'' (10/10)")) + r"""
\cvsection{Research \& Professional Experience}
""" + work + r"""
\cvsection{Publications}
""" + pubs + row("", r"Patent application: US 2026/0123456 A1, ``Methods for photochemical amination in "
                     r"flow'' (pending).") + r"""
\cvsection{Certificates \& Training}
""" + certs + r"""
\cvsection{Skills}
""" + skills + r"""
\cvsection{Languages}
""" + langs + r"""
\cvsection{Memberships}
""" + row("", "American Chemical Society (ACS), Division of Organic Chemistry; Real Sociedad Española de "
              "Química (RSEQ)") + r"""
\end{document}
"""
    name = "al3-lucia-bermejo-ortiz"
    pdflatex(src, name)
    check_pages(name, pdf_pages(os.path.join(FILES, name + ".pdf")), 2)
    write_truth(name, {
        "basics": {"name": "Lucía Bermejo Ortiz",
                   "label": "Synthetic Organic Chemist | Process & Medicinal Chemistry",
                   "email": "lucia.bermejo@example.com", "phone": "(617) 555-0159",
                   "location": {"city": "Boston", "region": "MA"},
                   "profiles": [linkedin("lucia-bermejo-ortiz")]},
        "work": work_truth(AL3_JOBS),
        "education": [
            {"institution": "Boston University", "study_type": "Ph.D.", "area": "Organic Chemistry",
             "dates": dates("2020-09", "2026-08", text="Sep 2020 – Aug 2026")},
            {"institution": "Boston University", "study_type": "M.A.", "area": "Chemistry",
             "dates": dates(None, "2022", text="2022")},
            {"institution": "Universidad de Salamanca", "study_type": "B.Sc.", "area": "Chemistry",
             "score": "9.12/10", "dates": dates(None, "2020", text="2020")}],
        "skills": flat_skills(AL3_SKILLS),
        "certificates": [{"name": n} for _, _, n in AL3_CERTS],
        "languages": [{"language": l, "fluency": f} for l, f in AL3_LANGS],
    })


# ---- al4: architecture graduate (Mexico City), ReportLab ------------------------------------------------------
AL4_STUDIO = "Taller Ocampo Arquitectos"
AL4_JOBS = [
    ("Junior Architect", AL4_STUDIO, "Mexico City", "Sep 2024 – Present", ("2024-09", None, True),
     ["Project architect for a 64-unit social housing block in Iztapalapa (CONAVI programme): design "
      "development, construction documents in Revit and weekly site visits.",
      "Led the adaptive-reuse concept for a 1950s textile warehouse in Colonia Doctores as a community "
      "library and market (competition, shortlisted).",
      "Coordinate structural, MEP and landscape consultants; prepare municipal permit packages."]),
    ("Architectural Intern", AL4_STUDIO, "Mexico City", "Jan 2020 – Jul 2022", ("2020-01", "2022-07"),
     ["Drawings, physical models and renders for housing and small public-space projects; BIM template "
      "clean-up for the studio's move from AutoCAD to Revit."]),
    ("Research Assistant, Housing Lab (part-time)", "Universitat Politècnica de Catalunya", "Barcelona",
     "Oct 2023 – Jun 2024", ("2023-10", "2024-06"),
     ["Surveyed and redrew 30 cooperative housing projects in Barcelona for the lab's typology atlas."]),
    ("Social Service Architect (Servicio Social)", "Fundación Casa Digna A.C.", "Mexico City",
     "Feb 2019 – Aug 2019", ("2019-02", "2019-08"),
     ["480 hours of self-build housing assistance for families in Milpa Alta: surveys, plans and "
      "construction guidance."]),
]
AL4_CERTS = [("LEED Green Associate – USGBC, 2025", "LEED Green Associate"),
             ("Autodesk Certified Professional: Revit for Architectural Design – 2023",
              "Autodesk Certified Professional: Revit for Architectural Design")]
AL4_SKILLS = [("Design & BIM", ["Revit", "Rhino 8", "Grasshopper", "AutoCAD", "SketchUp"]),
              ("Visualisation", ["Enscape", "V-Ray", "Twinmotion", "Adobe Creative Cloud"]),
              ("Fabrication & analysis", ["Laser cutting", "3D printing", "Model making", "Ladybug (solar and "
                                          "daylight analysis)"])]
AL4_LANGS = [("Spanish", "native"), ("English", "C1 (TOEFL iBT 110)"), ("Catalan", "A2"), ("Italian", "B1")]


def al4_architect_reportlab():
    from reportlab.lib import colors
    from reportlab.lib.enums import TA_RIGHT
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.lib.units import mm
    from reportlab.platypus import (HRFlowable, KeepTogether, ListFlowable, ListItem, Paragraph, SimpleDocTemplate,
                                    Spacer, Table, TableStyle)

    reportlab_dejavu()
    terracotta = colors.HexColor("#A0482B")
    base = ParagraphStyle("base", fontName="DV", fontSize=9.2, leading=12.2, textColor=colors.HexColor("#222222"))
    name_st = ParagraphStyle("name", base, fontName="DV-B", fontSize=22, leading=26, textColor=terracotta)
    label_st = ParagraphStyle("label", base, fontSize=12, leading=16)
    head_st = ParagraphStyle("head", base, fontName="DV-B", fontSize=10.5, leading=13, textColor=terracotta,
                             spaceBefore=9)
    bold_st = ParagraphStyle("bold", base, fontName="DV-B", fontSize=9.8, leading=12.6)
    date_st = ParagraphStyle("date", base, alignment=TA_RIGHT, textColor=colors.HexColor("#555555"))

    width = A4[0] - 36 * mm
    story = [Paragraph("Mariana Velázquez Ochoa", name_st),
             Paragraph("Architect — Housing, Adaptive Reuse &amp; Public Space", label_st),
             Paragraph("Mexico City, Mexico · +52 55 5555 0184 · "
                       '<a href="mailto:mariana.velazquez@example.com">mariana.velazquez@example.com</a> · '
                       '<a href="https://marianavelazquez.example.com">marianavelazquez.example.com</a>', base)]

    def heading(text):
        story.append(KeepTogether([Paragraph(text.upper(), head_st),
                                   HRFlowable(width="100%", thickness=0.8, color=terracotta, spaceBefore=1,
                                              spaceAfter=4)]))

    def bullets(items):
        return ListFlowable([ListItem(Paragraph(escape(i), base), leftIndent=11, bulletColor=terracotta)
                             for i in items], bulletType="bullet", start="•", leftIndent=11, bulletFontSize=8)

    heading("Profile")
    story.append(Paragraph(
        "Architect trained in Mexico City and Barcelona, with five years of practice in social housing and the "
        "reuse of industrial buildings. I care about dignified, low-carbon housing and public space, and I am "
        "fluent in the whole path from site survey and community workshops to construction documents.", base))

    heading("Education")
    edu = [
        ("Master of Architecture (MArch), Advanced Architectural Design [Sep 2022 – Jul 2024]",
         "Universitat Politècnica de Catalunya (UPC), ETSAB — Barcelona, Spain",
         ["Final grade: 9.1/10 (Sobresaliente)",
          "Thesis project: “The warehouse as commons: adaptive reuse of Poblenou’s industrial fabric” "
          "(distinction, exhibited at the COAC, 2024)",
          "Beca Talento scholarship for international students · Studio: Housing and the Productive City"]),
        ("Bachelor of Architecture (B.Arch.) [Aug 2015 – Jun 2020]", "Universidad Iberoamericana — Mexico City",
         ["GPA 9.4/10 · Honourable Mention (Mención Honorífica) for the final project",
          "Exchange semester: Politecnico di Milano, Italy (Fall 2018) – urban design and restoration studios",
          "Relevant coursework: Housing Design Studio I–IV, Structures, Construction Technology, Urban "
          "Sociology, Heritage Conservation"]),
        ("Diploma in Bioclimatic Design (online, part-time) [2021]",
         "Universidad Nacional Autónoma de México (UNAM)", []),
    ]
    for degree, school, notes in edu:
        block = [Paragraph(escape(degree), bold_st), Paragraph("<i>" + escape(school) + "</i>", base)]
        block += [Paragraph(escape(n), base) for n in notes]
        block.append(Spacer(1, 5))
        story.append(KeepTogether(block))

    heading("Experience")
    for title, employer, place, when, _, items in AL4_JOBS:
        top = Table([[[Paragraph(escape(title), bold_st), Paragraph(f"<i>{escape(employer)}, {escape(place)}</i>",
                                                                     base)],
                      Paragraph(escape(when), date_st)]], colWidths=[width - 40 * mm, 40 * mm])
        top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                                 ("RIGHTPADDING", (0, 0), (-1, -1), 0), ("TOPPADDING", (0, 0), (-1, -1), 0),
                                 ("BOTTOMPADDING", (0, 0), (-1, -1), 1)]))
        story.append(KeepTogether([top, bullets(items), Spacer(1, 6)]))

    heading("Selected projects & competitions")
    story.append(bullets([
        "Mercado-Biblioteca Doctores (2025) – adaptive reuse of a textile warehouse; shortlisted, CDMX public "
        "space competition.",
        "Casa Patio Milpa Alta (2019–2021) – self-build prototype house with the Fundación Casa Digna; "
        "published in Arquine no. 98.",
        "Europan 17 (2023) – team entry for Barcelona Sant Andreu; special mention."]))

    heading("Certifications")
    story.append(bullets([p for p, _ in AL4_CERTS]))

    heading("Skills")
    for label, items in AL4_SKILLS:
        story.append(Paragraph(f"<b>{escape(label)}:</b> " + escape(" · ".join(items)), base))

    heading("Languages")
    story.append(Paragraph(escape(" · ".join(f"{l} – {f}" for l, f in AL4_LANGS)), base))

    name = "al4-mariana-velazquez-ochoa"
    path = os.path.join(FILES, name + ".pdf")
    doc = SimpleDocTemplate(path, pagesize=A4, leftMargin=18 * mm, rightMargin=18 * mm, topMargin=16 * mm,
                            bottomMargin=16 * mm, title="Mariana Velázquez Ochoa – CV",
                            author="Mariana Velázquez Ochoa")
    doc.build(story)
    check_pages(name, pdf_pages(path), 2)
    write_truth(name, {
        "basics": {"name": "Mariana Velázquez Ochoa", "label": "Architect — Housing, Adaptive Reuse & Public Space",
                   "email": "mariana.velazquez@example.com", "phone": "+52 55 5555 0184",
                   "url": "https://marianavelazquez.example.com",
                   "location": {"city": "Mexico City", "country_code": "MX"}},
        "work": work_truth(AL4_JOBS),
        "education": [
            {"institution": "Universitat Politècnica de Catalunya (UPC), ETSAB",
             "study_type": "Master of Architecture (MArch)", "area": "Advanced Architectural Design",
             "score": "9.1/10", "dates": dates("2022-09", "2024-07", text="Sep 2022 – Jul 2024")},
            {"institution": "Universidad Iberoamericana", "study_type": "Bachelor of Architecture (B.Arch.)",
             "score": "9.4/10", "dates": dates("2015-08", "2020-06", text="Aug 2015 – Jun 2020")},
            {"institution": "Universidad Nacional Autónoma de México (UNAM)", "study_type": "Diploma",
             "area": "Bioclimatic Design", "dates": dates(None, "2021", text="2021")}],
        "skills": flat_skills(AL4_SKILLS),
        "certificates": [{"name": n} for _, n in AL4_CERTS],
        "languages": [{"language": l, "fluency": f} for l, f in AL4_LANGS],
    })


# ---- al5: junior economist (Paris), Chromium "Save as PDF" of a two-column template --------------------------
AL5_FIRM = "Lumière Economics"
AL5_JOBS = [
    ("Economist", AL5_FIRM, "Paris", "Sep 2026 – Present", ("2026-09", None, True),
     ["Merger control and abuse-of-dominance cases before the Autorité de la concurrence and the European "
      "Commission: market definition, diversion ratios and upward pricing pressure."]),
    ("Economic Analyst", AL5_FIRM, "Paris", "Sep 2024 – Aug 2026", ("2024-09", "2026-08"),
     ["Built the damages model (overcharge regressions on 9 years of transaction data) for a follow-on "
      "cartel claim; co-drafted the expert report.",
      "Retail mergers: catchment-area analysis in Python and GIS for 1,400 stores."]),
    ("Intern, Competition Economics", AL5_FIRM, "Paris", "Apr 2024 – Aug 2024", ("2024-04", "2024-08"),
     ["End-of-studies internship (stage de fin d'études): data cleaning, descriptive statistics and "
      "literature reviews for three merger filings."]),
    ("Research Intern, Macroeconomic Forecasting", "Observatoire Économique de la Seine", "Paris",
     "Jun – Aug 2023", ("2023-06", "2023-08"),
     ["Nowcasting model of regional GDP from card-payment and job-posting data (mixed-frequency regressions)."]),
    ("Student Assistant, Econometrics (part-time)", "ENSAE Paris", "Palaiseau", "Sep 2022 – Jan 2023",
     ("2022-09", "2023-01"),
     ["Ran R tutorials for first-year econometrics and marked problem sets."]),
    ("Seasonal Sales Assistant", "Librairie du Vieux-Port", "La Rochelle", "Jul – Aug 2021", ("2021-07", "2021-08"),
     []),
]
AL5_SKILLS = [("Economics", ["Merger simulation", "Damages estimation", "Demand estimation (BLP)",
                             "Difference-in-differences", "Time-series forecasting"]),
              ("Programming", ["Python (pandas, statsmodels, PyBLP)", "R", "Stata", "SQL", "LaTeX"]),
              ("Tools", ["QGIS", "Excel (VBA)", "Git"])]
AL5_CERTS = [("AMF Certification – Autorité des marchés financiers, 2024", "AMF Certification"),
             ("Stata Fundamentals – StataCorp, 2022", "Stata Fundamentals")]
AL5_LANGS = [("French", "native"), ("English", "C2 (TOEFL iBT 115)"), ("German", "B2"), ("Spanish", "B1")]


def al5_economist_chromium():
    def row(when, title_html, lines_html):
        return (f'<div class="row"><div class="when">{escape(when)}</div><div class="what">'
                f'<div class="title">{title_html}</div>{lines_html}</div></div>')

    def ul(items):
        return "<ul>" + "".join(f"<li>{escape(i)}</li>" for i in items) + "</ul>" if items else ""

    education = "".join([
        row("2021 – 2024", "Master of Science in Economics (Diplôme d'ingénieur)",
            '<div class="org">ENSAE Paris, Institut Polytechnique de Paris</div>'
            + ul(["Grande école programme, Economics & Public Policy major · mention très bien",
                  "Exchange semester: University of Toronto, Department of Economics (Winter 2023)",
                  "Master's thesis: “Pass-through of the 2022 energy shield to French retail electricity "
                  "prices” (18/20)",
                  "Relevant coursework: Industrial Organization, Microeconometrics, Competition Policy, "
                  "Machine Learning for Economics"])),
        row("2018 – 2021", "Licence (Bachelor's degree) in Economics and Mathematics",
            '<div class="org">Université Paris 1 Panthéon-Sorbonne</div>'
            + ul(["mention bien · ranked 4th of 112", "Sorbonne excellence scholarship (bourse au mérite)"])),
        '<p class="oneline"><b>Baccalauréat général</b>, mention très bien — Lycée Henri-IV, Paris, 2018</p>',
    ])
    experience = "".join(row(w, f"{escape(t)} — {escape(c)}, {escape(p)}", ul(items))
                         for t, c, p, w, _, items in AL5_JOBS)

    html = f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Clémence Aubertin – CV</title>
<style>
@page {{ size: A4; margin: 0; }}
* {{ box-sizing: border-box; }}
body {{ margin: 0; font-family: "Lato", sans-serif; font-size: 9.2pt; line-height: 1.36; color: #1d2330; }}
.page {{ display: flex; min-height: 297mm; }}
aside {{ width: 64mm; background: #1f3557; color: #eef2f8; padding: 13mm 6mm 10mm 8mm; }}
main {{ flex: 1; padding: 12mm 11mm 8mm 8mm; }}
aside h1 {{ font-size: 21pt; line-height: 1.1; margin: 0 0 3mm; font-weight: 900; }}
aside .label {{ font-size: 10.5pt; color: #c9d6ea; margin-bottom: 5mm; }}
aside h2 {{ font-size: 9.5pt; letter-spacing: .08em; color: #9fc0ea; border-bottom: 1px solid #5d7aa3;
            margin: 5mm 0 2mm; padding-bottom: 1mm; }}
aside p {{ margin: 0 0 1.4mm; }}
aside a {{ color: #eef2f8; text-decoration: none; }}
aside ul {{ list-style: none; padding: 0; margin: 0; }}
aside li {{ margin-bottom: 1.2mm; }}
aside b {{ color: #ffffff; }}
main h2 {{ font-size: 10.5pt; letter-spacing: .08em; color: #1f3557; border-bottom: 1.5px solid #1f3557;
           margin: 4mm 0 2mm; padding-bottom: .6mm; }}
main h2:first-child {{ margin-top: 0; }}
.row {{ display: flex; margin-bottom: 2.2mm; }}
.when {{ width: 32mm; flex: none; white-space: nowrap; color: #4a5568; font-weight: 700; }}
.what {{ flex: 1; }}
.title {{ font-weight: 700; }}
.org {{ font-style: italic; }}
main ul {{ margin: .5mm 0 0; padding-left: 4mm; }}
.oneline {{ margin: 0 0 0 32mm; }}
p {{ margin: 0; }}
</style></head>
<body><div class="page">
<aside>
<h1>Clémence Aubertin</h1>
<div class="label">Junior Economist · Competition &amp; Regulatory Economics</div>
<h2>CONTACT</h2>
<p>Paris, France</p>
<p>+33 6 55 50 12 47</p>
<p><a href="mailto:clemence.aubertin@example.com">clemence.aubertin@example.com</a></p>
<p><a href="https://www.linkedin.com/in/clemence-aubertin">linkedin.com/in/clemence-aubertin</a></p>
<h2>SKILLS</h2>
{"".join(f"<p><b>{escape(label)}:</b> {escape(', '.join(items))}</p>" for label, items in AL5_SKILLS)}
<h2>LANGUAGES</h2>
<ul>{"".join(f"<li>{l} – {escape(f)}</li>" for l, f in AL5_LANGS)}</ul>
<h2>CERTIFICATES</h2>
<ul>{"".join(f"<li>{escape(p)}</li>" for p, _ in AL5_CERTS)}</ul>
<h2>INTERESTS</h2>
<p>Rowing (club competitions), jazz piano, the Paris Economics Reading Group</p>
</aside>
<main>
<h2>PROFILE</h2>
<p>ENSAE-trained economist in competition economics, two years into consulting on mergers, cartel damages
and market investigations. Comfortable with large transaction datasets, structural demand models and
writing for lawyers and case teams.</p>
<h2>EDUCATION</h2>
{education}
<h2>EXPERIENCE</h2>
{experience}
<h2>PROJECTS &amp; PUBLICATIONS</h2>
<ul>
<li>Aubertin C., Marchetti L. “Who paid for the energy shield? Retail electricity pass-through in France”,
Lumière Economics Working Paper 2025-03.</li>
<li>ENSAE applied statistics project (2023): demand estimation for French car models with PyBLP; code on request.</li>
</ul>
</main>
</div></body></html>
"""
    name = "al5-clemence-aubertin"
    chromium_pdf(html, name, 1)
    write_truth(name, {
        "basics": {"name": "Clémence Aubertin", "label": "Junior Economist · Competition & Regulatory Economics",
                   "email": "clemence.aubertin@example.com", "phone": "+33 6 55 50 12 47",
                   "location": {"city": "Paris", "country_code": "FR"},
                   "profiles": [linkedin("clemence-aubertin")]},
        "work": work_truth(AL5_JOBS),
        "education": [
            {"institution": "ENSAE Paris, Institut Polytechnique de Paris", "study_type": "Master of Science",
             "area": "Economics", "score": "mention très bien", "dates": dates("2021", "2024", text="2021 – 2024")},
            {"institution": "Université Paris 1 Panthéon-Sorbonne", "study_type": "Licence (Bachelor's degree)",
             "area": "Economics and Mathematics", "score": "mention bien",
             "dates": dates("2018", "2021", text="2018 – 2021")},
            {"institution": "Lycée Henri-IV", "study_type": "Baccalauréat général", "score": "mention très bien",
             "dates": dates(None, "2018", text="2018")}],
        "skills": flat_skills(AL5_SKILLS),
        "certificates": [{"name": n} for _, n in AL5_CERTS],
        "languages": [{"language": l, "fluency": f} for l, f in AL5_LANGS],
    })


# ---- al6: information security graduate (Singapore), hand-written HTML page ------------------------------------
AL6_BANK = "Merlion Digital Bank Pte. Ltd."
AL6_JOBS = [
    ("Security Engineer, Graduate Programme", AL6_BANK, "Singapore", "Jul 2025 – Present", ("2025-07", None, True),
     ["Threat-model new features with product squads (STRIDE) and review designs for the mobile banking app.",
      "Own the SAST/DAST pipeline (Semgrep, OWASP ZAP) in GitLab CI for 140 repositories; cut false positives "
      "by 60% with custom rules.",
      "Hardened AWS landing-zone guardrails (SCPs, GuardDuty, Security Hub) against MAS TRM requirements."]),
    ("Application Security Intern", AL6_BANK, "Singapore", "May 2023 – Aug 2023", ("2023-05", "2023-08"),
     ["Found and reported 11 vulnerabilities (2 high) in internal web apps; wrote a secure-coding guide for "
      "Spring Boot services."]),
    ("Teaching Assistant, CS2107 Introduction to Information Security (part-time)", "National University of "
     "Singapore", "Singapore", "Aug 2024 – Nov 2024", ("2024-08", "2024-11"),
     ["Two tutorial groups of 20 students; designed lab exercises on web exploitation."]),
    ("Security Operations Intern", "Straits CyberLab Pte. Ltd.", "Singapore", "May 2022 – Jul 2022",
     ("2022-05", "2022-07"),
     ["Triage of SIEM alerts (Splunk) for three SME clients; wrote detection rules for credential-stuffing "
      "attempts."]),
]
AL6_CERTS = [("Offensive Security Certified Professional (OSCP) – OffSec, 2025",
              "Offensive Security Certified Professional (OSCP)"),
             ("CompTIA Security+ – 2023", "CompTIA Security+"),
             ("AWS Certified Cloud Practitioner – 2024", "AWS Certified Cloud Practitioner")]
AL6_SKILLS = [("Security", ["Web application testing (Burp Suite)", "Threat modelling", "SAST/DAST",
                            "Cloud security (AWS)", "Incident triage", "Reverse engineering (Ghidra)"]),
              ("Programming", ["Python", "Java", "Go", "C", "Bash", "SQL"]),
              ("Platforms", ["Linux", "Docker", "Kubernetes", "Terraform", "GitLab CI", "Splunk"])]


def al6_security_engineer_html():
    def job(title, employer, place, when, items):
        return (f'<div class="item">\n  <h3>{escape(title)} — {escape(employer)} <span class="dates">{escape(when)}'
                f'</span></h3>\n  <p class="where">{escape(place)}</p>\n  <ul>\n'
                + "".join(f"    <li>{escape(i)}</li>\n" for i in items) + "  </ul>\n</div>\n")

    html = f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Cheryl Tan Wei Ling · Resume</title>
<style>
  body {{ font-family: system-ui, "Segoe UI", Roboto, Arial, sans-serif; max-width: 860px; margin: 28px auto;
         padding: 0 22px; color: #1b1f24; line-height: 1.5; }}
  h1 {{ margin: 0; font-size: 2em; letter-spacing: .01em; }}
  .role {{ margin: 0 0 6px; color: #00695c; font-weight: 600; }}
  .contact a {{ color: #00695c; }}
  h2 {{ font-size: 1.1em; color: #00695c; border-bottom: 2px solid #00695c; padding-bottom: 2px; margin-top: 26px; }}
  h3 {{ font-size: 1em; margin: 12px 0 0; }}
  .dates {{ float: right; font-weight: normal; color: #555; }}
  .where, .degree {{ margin: 0; color: #444; }}
  .degree {{ font-style: italic; }}
  ul {{ margin: 4px 0 0; }}
  table.skills td {{ vertical-align: top; padding: 2px 12px 2px 0; }}
  table.skills td:first-child {{ font-weight: 600; white-space: nowrap; }}
</style>
</head>
<body>
<h1>Cheryl Tan Wei Ling</h1>
<p class="role">Security Engineer (Graduate) · Application &amp; Cloud Security</p>
<p class="contact">Singapore | <a href="tel:+6585550139">+65 8555 0139</a> |
<a href="mailto:cheryl.tan@example.com">cheryl.tan@example.com</a> |
<a href="https://github.com/cheryltwl">github.com/cheryltwl</a> |
<a href="https://www.linkedin.com/in/cheryl-tan-wei-ling">linkedin.com/in/cheryl-tan-wei-ling</a></p>

<h2>Education</h2>
<div class="item">
  <h3>National University of Singapore <span class="dates">Aug 2026 – Present</span></h3>
  <p class="degree">Master of Computing, Information Security specialisation (part-time)</p>
  <ul>
    <li>Evening programme sponsored by Merlion Digital Bank; current modules: Cloud Security, Applied Cryptography</li>
  </ul>
</div>
<div class="item">
  <h3>National University of Singapore <span class="dates">Aug 2021 – May 2025</span></h3>
  <p class="degree">Bachelor of Computing (Honours) in Information Security, Second Major in Mathematics</p>
  <ul>
    <li>GPA 4.52/5.00 · Honours (Distinction)</li>
    <li>Student Exchange Programme: KTH Royal Institute of Technology, Stockholm, Sweden (Jan – Jun 2024)</li>
    <li>NUS Merit Scholarship; Dean's List (AY2022/23, AY2024/25)</li>
    <li>Final year project: “Detecting malicious npm packages with install-time behaviour analysis” (A)</li>
    <li>Relevant modules: Computer Security, Network Security, Secure Software Development, Digital Forensics,
    Cryptography Theory, Operating Systems</li>
  </ul>
</div>
<div class="item">
  <h3>Raffles Institution <span class="dates">2019 – 2020</span></h3>
  <p class="degree">Singapore-Cambridge GCE A-Level</p>
  <ul>
    <li>H2 Mathematics (A), H2 Physics (A), H2 Computing (A), H1 Economics (A)</li>
  </ul>
</div>

<h2>Experience</h2>
{"".join(job(t, c, p, w, i) for t, c, p, w, _, i in AL6_JOBS)}
<h2>Projects &amp; CTFs</h2>
<ul>
  <li><a href="https://github.com/cheryltwl/npm-sentinel">npm-sentinel</a> – sandbox that flags suspicious
  install scripts in npm packages (final year project, open source).</li>
  <li>Team NUSGreyhats: 2nd place, Cyber Defenders Discovery Camp 2022; top 20, DEF CON CTF Qualifier 2024.</li>
</ul>

<h2>Certifications</h2>
<ul>
{"".join(f"  <li>{escape(p)}</li>{chr(10)}" for p, _ in AL6_CERTS)}</ul>

<h2>Skills</h2>
<table class="skills">
{"".join(f"  <tr><td>{escape(label)}</td><td>{escape(', '.join(items))}</td></tr>{chr(10)}" for label, items in AL6_SKILLS)}</table>

<h2>Languages</h2>
<p>English (native) · Mandarin (fluent) · Malay (basic) · Swedish (A1)</p>
</body>
</html>
"""
    name = "al6-cheryl-tan-wei-ling"
    write_text(name + ".html", html)
    write_truth(name, {
        "basics": {"name": "Cheryl Tan Wei Ling", "label": "Security Engineer (Graduate) · Application & Cloud Security",
                   "email": "cheryl.tan@example.com", "phone": "+65 8555 0139",
                   "location": {"city": "Singapore", "country_code": "SG"},
                   "profiles": [github("cheryltwl"), linkedin("cheryl-tan-wei-ling")]},
        "work": work_truth(AL6_JOBS),
        "education": [
            {"institution": "National University of Singapore", "study_type": "Master of Computing",
             "area": "Information Security", "dates": dates("2026-08", None, current=True, text="Aug 2026 – Present")},
            {"institution": "National University of Singapore", "study_type": "Bachelor of Computing (Honours)",
             "area": "Information Security", "score": "4.52/5.00",
             "dates": dates("2021-08", "2025-05", text="Aug 2021 – May 2025")},
            {"institution": "Raffles Institution", "study_type": "Singapore-Cambridge GCE A-Level",
             "dates": dates("2019", "2020", text="2019 – 2020")}],
        "skills": flat_skills(AL6_SKILLS),
        "certificates": [{"name": n} for _, n in AL6_CERTS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Mandarin", "fluency": "fluent"},
                      {"language": "Malay", "fluency": "basic"}, {"language": "Swedish", "fluency": "A1"}],
    })


if __name__ == "__main__":
    al1_epidemiology_docx()
    al2_law_graduate_txt()
    al3_chemist_pdflatex()
    al4_architect_reportlab()
    al5_economist_chromium()
    al6_security_engineer_html()
