#!/usr/bin/env python3
"""Renders the sixty-ninth held-out batch (bq1–bq6) into files/ and its truth into truth/.

Written without reading the parser (nor anything under /work/main/Sources, Tests, docs, Benchmarks, .build or output,
nor anything under /tmp or /var/tmp other than this batch's own scratch folder: one listing of /var/tmp filtered to
the name "bq69", to make sure the scratch folder did not exist yet, printed a count of 0); no project binary (mm-*),
swift or git command was run, and the search tools were not used on this project. The only project files read were
holdout_render.py in full, render_batch55.py in full (for the conventions, the truth shape and the decisions it
records), the docstring openings (first 40 lines only) of render_batch56.py to render_batch67.py (for the
occupations, countries and producers already used; a grep over those same 40-line openings was run twice, for
creative-occupation words and for portfolio, website, award and profile words) and three truth files:
bj2-noemie-arsenault.json (whole: batch 62's freelance video editor, for how a Vimeo portfolio was written as a
profile with its network name, and freelance work as one entry a client, the client as the employer and the role
printed with it as the position, "Spring 2022" as 2022 to 2022), bd6-tishanna-mcfarlane.json (whole: batch 56's
media graduate, for a content creator's trading name as the employer and "Upper Second Class Honours" as "score")
and bj5-luca-trimboli.json (its first 80 lines, its keys and its basics printed with a short python command: picked
in case its sole trader printed a website, which its truth does not hold; it shows the six keys and basics without
profiles). files/ and truth/ were listed only to make sure no bq* file existed (and truth/ once, filtered to the
bd6 and bj* names, to pick those three). render_batch68.py and its files, written at the same time by another
helper, were neither opened nor touched. Nothing else in the project was read. The helpers job, docx_hyperlink,
table_borders, cell_props and fixed_widths are copied as batch 55 wrote them (docx_hyperlink with a bold switch);
profile and letter_spacing are written for this batch; the rest comes from holdout_render.py. Scratch files (the
LibreOffice conversion of bq3 and page check of bq4, the Chromium profile and print of bq6, and the checks below) go
to /var/tmp/bq69 (tempfile.tempdir and TMPDIR point there while the script runs), removed at the end. Nothing was
installed. The outputs were checked only from the outside (pdftotext, pdfinfo and pdffonts on the PDFs and their link
annotations listed with PyMuPDF, python-docx on the DOCX with its table, the HTML's text through html.parser, page
images with pdftoppm and a LibreOffice PDF of bq4, all in the scratch folder): every truth string is in its file's
text (whitespace folded), except the profiles' network names, which no file prints, and bq3's name, printed only in
capitals. While the scratch folder was emptied for a clean final run, the check script was parked for a moment as
/var/tmp/bq69-checktruth.py.keep (this batch's own file, next to the folder) and moved back in; nothing else under
/var/tmp was opened. The layouts were tuned with a small runner in the scratch folder that imported this module and
called one function at a time (its __pycache__ .pyc for this module was deleted afterwards).

CREATIVE, DESIGN AND MEDIA CAREERS: a creative recruitment agency's inbox in the second week of January 2027, six
people in six occupations that batches 56–67's docstrings do not have (they list, among others, a freelance
documentary video editor and colourist, a media and communication graduate, a chemistry teacher turned
instructional designer, a plastic injection mold design engineer and a technical writer, and name an interior
designer and an architect among batches 50–64's, which were left out here too), one each in New Zealand, Ireland,
Australia, the US, the UK (Scotland) and Canada: a senior graphic designer (brand identity and packaging) in
Auckland; a senior product (UX) designer in health tech in Dublin; a commercial and editorial photographer in
Melbourne, Victoria; a senior advertising copywriter in Portland, Oregon; a children's book and editorial
illustrator in Glasgow; and a senior 3D environment artist in games in Montréal, Quebec. Of the brief's examples the
graphic designer, the UX designer, the photographer, the copywriter, the illustrator and the game artist were kept;
the video editor (batch 62's bj2), the architect and the interior designer (named in the 50–64 lists) and the fashion
designer were left out. Their resumes are designed as such people design them – a layout app's single page, CSS
grids, a Word template of tables and text boxes, a portfolio site's page – each with a different producer, one each
of a ReportLab canvas, WeasyPrint, a LibreOffice PDF of a Word file with text boxes, a Word file kept as DOCX,
an HTML page and headless Chromium:

- bq1 (ReportLab 5.1 CANVAS – drawn with canvas calls and Paragraphs placed with drawOn, not a platypus story –
  Liberation Sans and Liberation Serif Bold, A4, ONE page): a single page as a layout app makes it, with a DARK GREEN
  SIDEBAR AT THE LEFT (a terracotta monogram circle "IF" – initials, not content; "PORTFOLIO" over the link
  "behance.net/islafenwicktane", the main contact; "CONTACT": "021 555 0173", a mailto link, "Grey Lynn, Auckland";
  "TOOLKIT": eight skills each with FIVE DRAWN DOTS filled to a level – the dots are circles, not characters;
  "SELECTED CLIENTS": eight client names, not employers; "LANGUAGES": "English — native", "te reo Māori —
  conversational") and a main column with a HUGE SERIF NAME OVER TWO LINES ("Isla" / "Fenwick-Tane"), the label
  "Senior Graphic Designer — Brand Identity & Packaging", a "Hello — ..." paragraph and LETTER-SPACED headings
  (character spacing in the text object): "WHAT I'VE DONE" (each job a bold title, an italic "Employer · Place" line
  and a short paragraph, the DATES IN A RIGHT-HAND COLUMN with em dashes: "Senior Graphic Designer" Kōwhai & Co.,
  Auckland "2021 — now"; "Graphic Designer" Lattice Creative, Wellington "Mar 2018 — Jan 2021"; "Junior Designer"
  Pressroom Print & Design, Hamilton "2016 — 2018"; "Design Intern (summer)" Stanza Packaging Ltd, Auckland "Nov
  2014 — Feb 2015"), "WHERE I LEARNED" ("Bachelor of Design (Honours)" over "Visual Communication Design · First
  Class Honours" over "Massey University, Wellington", "2012 — 2015") and "RECOGNITION" (three awards with their
  years at the right). The canvas order makes pdftotext interleave the sidebar with the main column.
- bq2 (WeasyPrint 70 of an HTML/CSS page, A4, ONE page, Liberation Sans): a CSS GRID OF THREE COLUMNS: a header
  spanning them (the name "Órla Devereux" at 31 pt, the blue label "Product (UX) Designer · research-led, design
  systems, accessibility", and at the right the PORTFOLIO LINK FIRST, bold, "dribbble.com/orladevereux", then
  "linkedin.com/in/orla-devereux-ux", the email with "· 086 555 0127" and "Stoneybatter, Dublin 7"); a tinted
  first column "Hello" (about), "Toolkit" (ten items each after a small SVG diamond ICON), "Languages" (each
  "English · native" with an SVG FIVE-DOT METER), "Certified" (bold names over grey issuer and year); the other two
  columns "What I've done" as a VERTICAL RULE WITH DOTS, each entry a nested grid with the DATES IN A RIGHT-HAND
  COLUMN ("Senior Product Designer" Lúnasa Health · Dublin "Mar 2022 — present"; "Product Designer" Tessellate
  Software · Dublin "Jan 2019 — Feb 2022"; "UX Designer (contract)" Brightwater Insurance DAC · Cork "Jun — Dec
  2018"; "Junior UX/UI Designer" Pixelhaven · Dublin "2016 — 2018"), then SIDE BY SIDE "Where I learned" ("MSc
  Interactive Digital Media" Trinity College Dublin "2015 — 2016", "BA Psychology" University College Dublin "2011 —
  2014") with "Talks & writing" under it, and "Kind words": two TESTIMONIAL QUOTES signed by other people with their
  titles and employers. Headings uppercase and letter-spaced in CSS.
- bq3 (LibreOffice 7.4 PDF of a Word file written with python-docx, Arial shown as Liberation Sans, A4, ONE page):
  a layout built from WORD TEXT BOXES (DrawingML wps:wsp shapes anchored to the page, written as raw XML, their
  paragraphs made with python-docx and moved into w:txbxContent): a BLACK BAND ACROSS THE TOP holding the name in
  CAPITALS and letter-spaced, "JASPER NAKAMURA-REID", over the label "Commercial & Editorial Photographer — food,
  interiors, portraits", and a PALE SIDEBAR BOX DOWN THE RIGHT ("PORTFOLIO" "instagram.com/jaspernr.photo";
  "CONTACT" "0491 571 804" – an ACMA drama mobile –, the email, "Collingwood, Melbourne VIC 3066"; "KIT & SOFTWARE"
  as "— " items; "CLIENTS INCLUDE" as one comma line; "LICENCES" (the bold "Remote Pilot Licence (RePL)" over "CASA
  · 2021", then a driver licence line); "LANGUAGES"); the body flows to the left of the sidebar: a profile, then
  letter-spaced capital headings: "COMMISSIONS & EMPLOYMENT" (bold title, dates on a right tab, an italic "Employer,
  Place VIC" line, bullets: "Photographer & Director" Nakamura-Reid Studio, Collingwood VIC "2019 – present";
  "Staff Photographer" The Southbank Courier, Melbourne VIC "Feb 2015 – Jun 2019"; "First Assistant" Lumen & Grain
  Studio, Richmond VIC "2013 – 2015"; "Digital Operator (casual)" Flinders Lane Productions, Melbourne VIC "2012 –
  2013" with no bullets), "EXHIBITIONS" and "AWARDS" (years in a left column on a tab), "PUBLISHED IN" (one " · "
  line) and "EDUCATION" ("Bachelor of Arts (Photography)" RMIT University, Melbourne "2009 – 2011"). The hyperlinks
  typed in the text boxes do not survive LibreOffice's export (the PDF has no link annotations).
- bq4 (DOCX, python-docx 1.2, kept as the Word file; Calibri 9.5 pt, Letter, ONE page – checked on a throw-away
  LibreOffice PDF with Carlito for Calibri): a name "Rosalind Achterberg" at 28 pt with Word CHARACTER SPACING, the
  ochre label "Senior Copywriter — brand voice, campaigns, UX writing" over a rule, then ONE BORDERLESS TWO-COLUMN
  TABLE: a tinted left cell and a wide right cell, their headings in Word SMALL CAPS (w:smallCaps, the text stored
  in mixed case) and letter-spaced: left "Say hello" (the grey word "Portfolio" over the bold hyperlink
  "rozachterberg.contently.com", then the email, "(503) 555-0172", "Portland, OR" and
  "linkedin.com/in/roz-achterberg"), "Toolkit" (eight items after a "✎ " icon), "Recognition" (award names over grey
  notes with years), "Languages" ("English — native", "Spanish — professional working"); right "In short",
  "Agency work" (bold title with the dates on a right tab, an italic "Employer · Place" line, "– " items: "Senior
  Copywriter" Halyard & Finch · Portland, OR "2021–present"; "Copywriter" Bridgetown Creative Co. "2017–2021";
  "Junior Copywriter" Sawtooth Advertising · Boise, ID "2015–2017"), "Freelance, by client" – the CLIENT as the bold
  first line with its year range at the right, the ROLE in italics under it and one line of what was done:
  Cascadia Cider Works "Freelance Copywriter" "2022–2024", Larch Mountain Outfitters "UX Writer (contract)"
  "2020–2021", Willamette Valley Land Trust "Freelance Copywriter" "2019–2023", all OVERLAPPING the agency jobs –
  and "Education" ("B.A. in English, minor in Creative Writing" University of Oregon · Eugene, OR "2011–2015";
  "Copywriting Certificate" Burnside Creative School · Portland, OR "2016").
- bq5 (an HTML file, UTF-8, as a portfolio site serves its "About / CV" page, kept as HTML): the site's markup as
  it is – a meta description and Open Graph tags, a stylesheet and script link, a skip link, a header with the site
  title "Ailsa Brodie-Kerr" and its tagline "Illustrator — picture books, editorial & murals", a six-item nav, a
  studio photo with alt text and a caption crediting a photographer, "Hello, I'm Ailsa." and first-person prose, a
  "Get in touch" paragraph with the email and "@ailsa.draws" linked to Instagram and "My studio is in Glasgow,
  Scotland.", THE AGENT'S NAME, EMAIL AND LONDON PHONE (Ofcom drama range) in the next paragraph, then "CV" as a
  two-column grid of lists with the YEARS IN A LEFT COLUMN: "Work" (each "role · client or employer, place":
  "Picture-book illustrator" Thistle & Wren Books, Edinburgh "2020 – present"; "Visiting Tutor in Illustration"
  Clydeside School of Art & Design, Glasgow "2021 – present"; "Editorial illustrator (regular contributor)" The
  Clydesider Review "2019 – 2023"; "Mural artist" Southside Community Baths Trust, Glasgow "2022"; "Bookseller
  (part-time)" Tollcross Books, Edinburgh "2014 – 2017"), "Education" ("MA Children's Book Illustration" Cambridge
  School of Art "2017 – 2018"; "BA (Hons) Illustration" Edinburgh College of Art · First Class "2012 – 2016"),
  "Tools & materials" (one " · " line), "Languages", and "Books", "Selected exhibitions", "Awards & shortlists" and
  "Selected clients"; the copyright footer and a cookie banner. No phone of her own.
- bq6 (headless Chromium 156 "Save as PDF" of an HTML/CSS page, A4, ONE page, DejaVu Sans, a DARK page printed with
  print-color-adjust: exact): a dark sidebar at the left (a gradient avatar circle with the initials "ÉT",
  "PORTFOLIO" "artstation.com/elodietb" large, "CONTACT" – the email, "(514) 555-0163", "Montréal, QC" and a LinkedIn
  link whose printed "linkedin.com/in/elodie-tran-bergeron" WRAPS AT ITS HYPHEN, so pdftotext joins it as
  "elodie-tranbergeron" – ; "SOFTWARE" as eight ICON TILES with two- or three-letter abbreviations ("Ma", "ZB",
  "Pt", "Ds", "UE", "Hou", "Ps", "ST") beside the names; "CRAFT" six items with FIVE-DOT ratings; "LANGUAGES";
  "STUDIED": "DEC – 3D Animation and Computer-Generated Imagery", "Cégep du Vieux Montréal", "2013 – 2016") and a
  main column with the name over two lines ("Élodie" / "Tran-Bergeron"), the label "Senior 3D Environment Artist ·
  Unreal Engine 5 · real-time worlds", a profile and "WHERE I'VE BEEN": A TIMELINE ON A VERTICAL RULE WITH THE DATES
  IN CIRCLES, each circle holding the start year over "– end" ("2022" / "– now", "2019" / "– 2022", "2018" / "–
  2019", "2016" / "– 2018"): "Senior Environment Artist" Studio Boréal Interactive, Montréal, QC; "Environment
  Artist" Fathom Forge Games, Québec City, QC; ONE CIRCLE FOR TWO CONTRACTS listed by client, each with its own
  years beside the title: "3D Environment Artist (contract)" "2018 – 2019" Lantern Bay Games (remote) and "Prop
  Artist (contract)" "2018" Nordlys Studios (remote); "Junior 3D Artist" Pixelmoss Studio, Montréal, QC; then
  "SHIPPED TITLES" (games with studio and year).

They hold what designed creative resumes hold: a coloured sidebar and a huge name (bq1, bq6 over two lines), a
portfolio link as the main contact (Behance, Dribbble, Instagram, Contently, ArtStation), skills as dots, meters and
icons, a "Selected clients" list (bq1, bq5) and a client line (bq3), freelance and contract work listed by client
with year ranges (bq4, bq6) and as roles with clients (bq5), exhibitions, awards, publications, books, talks,
testimonials and shipped titles, headings in unusual words ("What I've done", "Where I learned", "Toolkit",
"Recognition", "Hello", "Certified", "Kind words", "Commissions & employment", "Kit & software", "Say hello", "In
short", "Freelance, by client", "Where I've been", "Craft", "Studied"), small caps and letter-spaced headings, dates
in a right-hand column (bq1–bq4), in a left column (bq3's exhibitions, bq5) and in circles (bq6); dates written "2021
— now", "Mar 2018 — Jan 2021", "2016 — 2018", "Nov 2014 — Feb 2015", "Mar 2022 — present", "Jan 2019 — Feb 2022",
"Jun — Dec 2018", "2019 – present", "Feb 2015 – Jun 2019", "2013 – 2015", "2012 – 2013", "2021–present", "2017–2021",
"2015–2017", "2022–2024", "2020–2021", "2019–2023", "2020 – present", "2021 – present", "2019 – 2023", "2022", "2014
– 2017", "2022 – now", "2019 – 2022", "2018 – 2019", "2018", "2016 – 2018"; and for education "2012 — 2015", "2015 —
2016", "2011 — 2014", "2009 – 2011", "2011–2015", "2016", "2017 – 2018", "2012 – 2016", "2013 – 2016".

Decisions for this batch (following batch 55's and, through the docstrings, batches 56–67's; new ones marked NEW):
- Portfolio links (NEW in this form; batch 62's bj2 Vimeo rule): a portfolio on a named platform is a profile,
  its network the platform's name as the platform spells it ("Behance", "Dribbble", "Instagram", "Contently",
  "ArtStation") and its url the https address of the printed link (the link target where there is one:
  "https://www.behance.net/islafenwicktane", "https://dribbble.com/orladevereux",
  "https://www.instagram.com/jaspernr.photo", "https://rozachterberg.contently.com",
  "https://www.instagram.com/ailsa.draws" for the printed "@ailsa.draws", "https://www.artstation.com/elodietb"),
  listed before LinkedIn where both are printed, in printed order. LinkedIn as batch 55's linkedin() writes it
  (bq6's wrapped handle is the link's, "elodie-tran-bergeron"). bq5's own site is the page itself, not a profile.
- Not resume content in batch 55's truth shape (NEW): selected-client lists and the "Clients include" line (clients
  without a role or dates are not employers), awards and recognition, exhibitions, publications and "Published
  in", books, talks and writing, testimonials ("Kind words": the people quoted, their titles and employers), shipped
  titles, monogram and avatar initials (bq1 "IF", bq6 "ÉT"), the icon tiles' abbreviations, the dot and meter
  levels, the photographer credited in bq5's caption, the web page's nav, meta tags, footer and cookie banner, and
  bq5's agent (Hattie Quinn, her email and phone are not the applicant's: bq5 has no phone).
- Freelance and contract work by client (bj2's rule): each client with a role and dates of its own is a work entry,
  the client as the employer and the role printed with it as the position, in printed order after the jobs before
  them ("Freelance Copywriter", "UX Writer (contract)"; bq6's two contracts under one circle are two entries with
  their own dates, the circle's "2018 – 2019" being the group's); "(remote)" printed after a client is not a place,
  so those entries have no location; bq5's roles are positions and the named publisher, college, magazine, trust
  and bookshop are employers. A self-employed studio with a printed name is the employer (bq3's "Nakamura-Reid
  Studio", batch 55's trading-name rule). Overlapping jobs stay as printed.
- Dates: "now" and "present" make a job current; em dashes, en dashes and unspaced dashes are kept as printed in
  date_text; "Jun — Dec 2018" is 2018-06 to 2018-12; a single year of work ("2022", "2018") is that year to that
  year (bj2's "Spring 2022"); a single year of education is the end date (batch 55's rule). bq6's circle dates are
  read as the start year over "– end" and written "2022 – now" (one space between the lines).
- Education (batch 55's rule): "Bachelor of Design (Honours)" / "Visual Communication Design" with "First Class
  Honours" as score; "MSc" and "BA" with their fields; "Bachelor of Arts" / "Photography" (the field in parentheses);
  "B.A." / "English" (the minor left out); "Certificate" / "Copywriting" (the printed "Copywriting Certificate", as
  batch 55 wrote "Power Engineering Technician Certificate"); "MA" / "Children's Book Illustration"; "BA (Hons)" /
  "Illustration" with "First Class" as score; "DEC" / "3D Animation and Computer-Generated Imagery". Institutions
  without the town after the comma or " · " ("Massey University", "RMIT University", "University of Oregon").
- Certificates keep their names and drop issuers and years: "NN/g UX Certification", "Certified Professional in
  Accessibility Core Competencies (CPACC)", "Remote Pilot Licence (RePL)" (a licence listed under "Licences", as
  batch 55 kept bc2's radiation use licence; the driver licence beside it is not a certificate). bq1, bq4, bq5 and
  bq6 print none: "certificates" is an empty list.
- Skills are the listed items as printed, without their dots, icons, "— " or "✎ " marks: bq1's Toolkit, bq2's
  Toolkit, bq3's Kit & software, bq4's Toolkit, bq5's Tools & materials, bq6's Software (the names, not the tile
  abbreviations) then Craft. Profiles' claims are not skills.
- Languages with their fluency as printed ("native", "conversational", "B1", "professional working", "learner",
  "fluent", "basic").
- Basics: the label is the line under the name, whole (bq5's is the site title's tagline). Location is the city
  with the state or province printed beside it, without a suburb, district, postcode or country: "Auckland" (Grey
  Lynn left out), "Dublin" (Stoneybatter and "7" left out), "Melbourne" / "VIC" (Collingwood and 3066 left out),
  "Portland" / "OR", "Glasgow" ("Southside" and "Scotland" left out), "Montréal" / "QC". bq3's name, printed only in
  capitals, is recorded "Jasper Nakamura-Reid" (the email and the document's author field spell it so). Names with
  accents and hyphens as printed ("Órla Devereux", "Élodie Tran-Bergeron").

Truth conventions as in batches 5–67: date_text as printed, the work entry's location where printed, phones as
printed. Every person, employer, client, school named as invented below, phone and email is invented (emails at
example.com; phones in 555 ranges for New Zealand, Ireland, the US and Canada, an ACMA drama mobile in Australia and
an Ofcom drama London number for the agent), except the universities and colleges, awards, platforms, issuers,
regulators and products, which are real and named as any resume names them (Massey University, Trinity College
Dublin, University College Dublin, RMIT University, the University of Oregon, Cambridge School of Art, Edinburgh
College of Art, Cégep du Vieux Montréal, the Best Design Awards, the Pride in Print Awards, the Head On Photo Awards,
the Walkley awards, The One Show, the ADDY Awards, Behance, Dribbble, Instagram, Contently, ArtStation, LinkedIn,
Nielsen Norman Group, IAAP, CASA, Adobe, Figma, Maze, Dovetail, Capture One, Profoto, Broncolor, DJI, Maya, ZBrush,
Substance 3D, Unreal Engine, Houdini, SpeedTree, RealityCapture, Perforce and Jira). Invented: Kōwhai & Co.,
Lattice Creative, Pressroom Print & Design, Stanza Packaging Ltd and bq1's eight clients, Lúnasa Health, Tessellate
Software, Brightwater Insurance DAC, Pixelhaven, UX Dublin Meetup and the quoted Fionnuala Kerrigan and Ronan
Tierney, Nakamura-Reid Studio, The Southbank Courier, Lumen & Grain Studio, Flinders Lane Productions, Rosella
Street Gallery, Queensberry Photo Space, Laneway Light Festival, Capture the Plate Awards, Harbour & Vine, Open House
Quarterly, Good Table and bq3's clients, Halyard & Finch, Bridgetown Creative Co., Sawtooth Advertising, Cascadia
Cider Works, Larch Mountain Outfitters, Willamette Valley Land Trust, Burnside Creative School, Thistle & Wren Books,
Clydeside School of Art & Design, The Clydesider Review, Southside Community Baths Trust, Tollcross Books, Northlight
Artists Agency and Hattie Quinn, Finlay Rowe, Iona Mackintosh, The Lintel Gallery, Leith Drawing Room, the Scottish
Picture Book Prize, the Northern Lights Illustration Award and bq5's other clients, Studio Boréal Interactive, Fathom
Forge Games, Lantern Bay Games, Nordlys Studios, Pixelmoss Studio and bq6's game titles.

Tools: python-docx 1.2, reportlab 5.1, weasyprint 70, Chromium 156 (headless), LibreOffice 7.4 (bq3's PDF and bq4's
page check), fonts-liberation, DejaVu and Carlito, poppler-utils (all installed already). check_pages,
chromium_pdf, dates, libreoffice_pdf, linkedin, lo_page_count, new_docx, bottom_border, oxml_element, pdf_pages,
write_text and write_truth come from holdout_render.py.
Run from this folder: python3 render_batch69.py
"""
import os
import shutil
import tempfile
from xml.sax.saxutils import escape

from holdout_render import (FILES, check_pages, chromium_pdf, dates, linkedin, lo_page_count, oxml_element,
                            pdf_pages, write_text, write_truth)

# Scratch files (the LibreOffice conversion and page check, the Chromium profile and print) go here, never to /tmp.
SCRATCH = os.environ.get("BQ69_SCRATCH", "/var/tmp/bq69")
LIBERATION = "/usr/share/fonts/truetype/liberation/"


def job(position, name, location, date_text, span):
    """A truth work entry; the location is left out where none is printed, and a job printed without dates
    has a dates object with is_current false only (holdout_render.work_truth's rule)."""
    entry = {"position": position, "name": name}
    if location:
        entry["location"] = location
    entry["dates"] = dates(*span, text=date_text) if date_text else dates(None)
    return entry


def profile(network, url):
    return {"network": network, "url": url}


def docx_hyperlink(paragraph, url, text, color="1F4E79", underline=True, size=None, bold=False):
    """Appends a Word hyperlink (w:hyperlink with an external relationship) printed as `text`."""
    from docx.opc.constants import RELATIONSHIP_TYPE
    from docx.oxml.ns import qn
    r_id = paragraph.part.relate_to(url, RELATIONSHIP_TYPE.HYPERLINK, is_external=True)
    link = oxml_element("w:hyperlink")
    link.set(qn("r:id"), r_id)
    run = oxml_element("w:r")
    props = oxml_element("w:rPr")
    if bold:
        props.append(oxml_element("w:b"))
    props.append(oxml_element("w:color", val=color))
    if size:
        props.append(oxml_element("w:sz", val=str(int(size * 2))))
    if underline:
        props.append(oxml_element("w:u", val="single"))
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


def letter_spacing(run, twips):
    """Word's character spacing (w:spacing in the run properties, in twentieths of a point), put in its
    schema place (before w:w, w:kern, w:position, w:sz ...)."""
    rpr = run._r.get_or_add_rPr()
    rpr.insert_element_before(oxml_element("w:spacing", val=str(twips)),
                              "w:w", "w:kern", "w:position", "w:sz", "w:szCs", "w:highlight", "w:u", "w:effect",
                              "w:bdr", "w:shd", "w:fitText", "w:vertAlign", "w:rtl", "w:cs", "w:em", "w:lang",
                              "w:eastAsianLayout", "w:specVanish", "w:oMath")


# ==== bq1: graphic designer (Auckland), ReportLab canvas: a coloured sidebar, a huge name, skill dots ===============
BQ1_JOBS = [  # (title, employer, place, dates as printed, truth span, what I did)
    ("Senior Graphic Designer", "Kōwhai & Co.", "Auckland", "2021 — now", ("2021", None, True),
     "Lead designer on identity and packaging projects for food, drink and hospitality brands, from the first "
     "workshop to press checks. Built the studio's packaging dieline library and mentor two mid-weight designers."),
    ("Graphic Designer", "Lattice Creative", "Wellington", "Mar 2018 — Jan 2021", ("2018-03", "2021-01"),
     "Brand identities, signage and annual reports for councils, charities and arts organisations; art-directed "
     "photo shoots and ran the studio's type specimen project."),
    ("Junior Designer", "Pressroom Print & Design", "Hamilton", "2016 — 2018", ("2016", "2018"),
     "Layout, prepress and print finishing for a busy commercial printer: menus, labels, brochures and large-format "
     "banners, with walk-in clients on the counter."),
    ("Design Intern (summer)", "Stanza Packaging Ltd", "Auckland", "Nov 2014 — Feb 2015", ("2014-11", "2015-02"),
     "Mock-ups, dieline checks and label artwork for the in-house packaging team."),
]
BQ1_SKILLS = [("Adobe Illustrator", 5), ("Adobe InDesign", 5), ("Adobe Photoshop", 4), ("Figma", 4),
              ("After Effects", 3), ("Packaging & dielines", 5), ("Typography & lettering", 4),
              ("Art direction on set", 3)]
BQ1_CLIENTS = ["Matakana Honey Co.", "Tūī Ferry Lines", "Harbourside Night Market", "Kauri Coast Dairy",
               "Ōrākei Rowing Club", "Southern Tide Brewing", "Wharenui Arts Trust", "Little Ponsonby Bakery"]
BQ1_AWARDS = [("Best Design Awards — Silver Pin, Packaging", "2023"),
              ("Best Design Awards — Finalist, Brand Identity", "2021"),
              ("Pride in Print Awards — Gold, Labels & Packaging", "2019")]


def bq1_reportlab_canvas():
    from reportlab.lib.colors import HexColor, white
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen import canvas
    from reportlab.platypus import Paragraph

    for face, file in (("LS", "LiberationSans-Regular.ttf"), ("LS-B", "LiberationSans-Bold.ttf"),
                       ("LS-I", "LiberationSans-Italic.ttf"), ("LSerif-B", "LiberationSerif-Bold.ttf")):
        pdfmetrics.registerFont(TTFont(face, LIBERATION + file))
    width, height = A4
    side_w = 196
    green, pale, accent, ink, grey = (HexColor("#1F3D36"), HexColor("#CFE1D8"), HexColor("#C0573E"),
                                      HexColor("#1E1E1E"), HexColor("#6A6A6A"))
    name = "bq1-isla-fenwick-tane"
    path = os.path.join(FILES, name + ".pdf")
    c = canvas.Canvas(path, pagesize=A4)
    c.setTitle("Isla Fenwick-Tane — CV")
    c.setAuthor("Isla Fenwick-Tane")

    def spaced(x, y, text, font, size, color, space=2.2):
        """A letter-spaced heading (the text object's character spacing, reset afterwards)."""
        c.saveState()
        t = c.beginText(x, y)
        t.setFont(font, size)
        t.setCharSpace(space)
        t.setFillColor(color)
        t.textOut(text)
        c.drawText(t)
        c.restoreState()

    def para(x, y_top, w, html, style):
        p = Paragraph(html, style)
        _, h = p.wrapOn(c, w, 500)
        p.drawOn(c, x, y_top - h)
        return y_top - h

    # ---- the sidebar
    c.setFillColor(green)
    c.rect(0, 0, side_w, height, stroke=0, fill=1)
    sx, sw = 26, side_w - 46
    c.setFillColor(accent)
    c.circle(sx + 22, height - 58, 22, stroke=0, fill=1)
    c.setFillColor(white)
    c.setFont("LSerif-B", 17)
    c.drawCentredString(sx + 22, height - 64, "IF")

    y = height - 112
    spaced(sx, y, "PORTFOLIO", "LS-B", 7.5, pale)
    y -= 16
    c.setFillColor(white)
    c.setFont("LS-B", 10.5)
    c.drawString(sx, y, "behance.net/islafenwicktane")
    c.linkURL("https://www.behance.net/islafenwicktane", (sx, y - 3, sx + sw, y + 11), relative=0)
    y -= 30
    spaced(sx, y, "CONTACT", "LS-B", 7.5, pale)
    c.setFont("LS", 8.8)
    c.setFillColor(white)
    for line in ("021 555 0173", "isla.fenwicktane@example.com", "Grey Lynn, Auckland"):
        y -= 13.5
        c.drawString(sx, y, line)
        if "@" in line:
            c.linkURL("mailto:" + line, (sx, y - 3, sx + sw, y + 10), relative=0)

    y -= 30
    spaced(sx, y, "TOOLKIT", "LS-B", 7.5, pale)
    y -= 4
    for skill, level in BQ1_SKILLS:  # the name, then five dots (drawn, not typed)
        y -= 14.5
        c.setFillColor(white)
        c.setFont("LS", 8.5)
        c.drawString(sx, y, skill)
        for i in range(5):
            cx = sx + sw - 36 + i * 8.5
            c.setStrokeColor(pale)
            c.setLineWidth(0.7)
            c.setFillColor(accent if i < level else green)
            c.circle(cx, y + 3, 2.7, stroke=1, fill=1)

    y -= 32
    spaced(sx, y, "SELECTED CLIENTS", "LS-B", 7.5, pale)
    y -= 3
    c.setFont("LS", 8.5)
    c.setFillColor(white)
    for client in BQ1_CLIENTS:
        y -= 13
        c.drawString(sx, y, client)

    y -= 32
    spaced(sx, y, "LANGUAGES", "LS-B", 7.5, pale)
    for lang, level in (("English", "native"), ("te reo Māori", "conversational")):
        y -= 13.5
        c.setFillColor(white)
        c.setFont("LS-B", 8.5)
        c.drawString(sx, y, lang)
        c.setFont("LS", 8.5)
        c.setFillColor(pale)
        c.drawString(sx + pdfmetrics.stringWidth(lang + " ", "LS-B", 8.5), y, "— " + level)

    # ---- the main column: a huge name over two lines, the label, then the sections
    mx, mr = side_w + 32, width - 34
    mw = mr - mx
    c.setFillColor(ink)
    c.setFont("LSerif-B", 46)
    c.drawString(mx - 2, height - 86, "Isla")
    c.drawString(mx - 2, height - 130, "Fenwick-Tane")
    c.setFillColor(accent)
    c.setFont("LS-B", 11.5)
    c.drawString(mx, height - 154, "Senior Graphic Designer — Brand Identity & Packaging")

    s_text = ParagraphStyle("t", fontName="LS", fontSize=8.7, leading=12.2, textColor=ink)
    s_intro = ParagraphStyle("i", parent=s_text, fontSize=9.3, leading=13.2)
    s_title = ParagraphStyle("ti", fontName="LS-B", fontSize=10, leading=12.5, textColor=ink)
    s_org = ParagraphStyle("o", fontName="LS-I", fontSize=8.7, leading=11.5, textColor=grey)
    y = para(mx, height - 170, mw,
             "Hello — I design brands people can pick up: labels, boxes, menus and the identities behind them. "
             "Ten years in studios and a print shop taught me to care as much about the dieline and the press "
             "check as the concept. I'm after a senior or lead role in an Auckland studio or an in-house team.",
             s_intro)

    def heading(y, text):
        y -= 24
        spaced(mx, y, text, "LS-B", 8.5, accent, space=2.6)
        c.setStrokeColor(HexColor("#D9D2C9"))
        c.setLineWidth(0.6)
        c.line(mx, y - 5, mr, y - 5)
        return y - 12

    date_w = 92
    y = heading(y, "WHAT I'VE DONE")
    for title, employer, place, when, _, what in BQ1_JOBS:
        y -= 4
        c.setFillColor(accent)
        c.setFont("LS-B", 8.8)
        c.drawRightString(mr, y - 9.5, when)  # the dates in a right-hand column
        y = para(mx, y, mw - date_w, escape(title), s_title)
        y = para(mx, y, mw - date_w, f"{escape(employer)} · {escape(place)}", s_org)
        y = para(mx, y - 1.5, mw - date_w, escape(what), s_text) - 5

    y = heading(y, "WHERE I LEARNED")
    y -= 4
    c.setFillColor(accent)
    c.setFont("LS-B", 8.8)
    c.drawRightString(mr, y - 9.5, "2012 — 2015")
    y = para(mx, y, mw - date_w, "Bachelor of Design (Honours)", s_title)
    y = para(mx, y, mw - date_w, "Visual Communication Design · First Class Honours", s_org)
    y = para(mx, y, mw - date_w, "Massey University, Wellington", s_text) - 4

    y = heading(y, "RECOGNITION")
    for award, year in BQ1_AWARDS:
        y -= 2
        c.setFillColor(accent)
        c.setFont("LS-B", 8.8)
        c.drawRightString(mr, y - 9, year)
        y = para(mx, y, mw - date_w, escape(award), s_text) - 2

    c.setFillColor(grey)
    c.setFont("LS-I", 8)
    c.drawString(mx, 34, "References from past creative directors on request.")
    assert y > 50, f"bq1 overflows the page ({y:.0f})"
    c.showPage()
    c.save()
    check_pages(name, pdf_pages(path), 1)

    write_truth(name, {
        "basics": {"name": "Isla Fenwick-Tane", "label": "Senior Graphic Designer — Brand Identity & Packaging",
                   "email": "isla.fenwicktane@example.com", "phone": "021 555 0173",
                   "location": {"city": "Auckland"},
                   "profiles": [profile("Behance", "https://www.behance.net/islafenwicktane")]},
        "work": [job(t, e, p, w, s) for t, e, p, w, s, _ in BQ1_JOBS],
        "education": [
            {"institution": "Massey University", "study_type": "Bachelor of Design (Honours)",
             "area": "Visual Communication Design", "score": "First Class Honours",
             "dates": dates("2012", "2015", text="2012 — 2015")}],
        "skills": [{"name": s} for s, _ in BQ1_SKILLS],
        "certificates": [],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "te reo Māori", "fluency": "conversational"}],
    })


# ==== bq2: product (UX) designer (Dublin), WeasyPrint with a CSS grid of three columns ===========================
BQ2_JOBS = [  # (title, employer, place, dates as printed, truth span, bullets)
    ("Senior Product Designer", "Lúnasa Health", "Dublin", "Mar 2022 — present", ("2022-03", None, True),
     ["Lead designer for the patient app and clinician portal (120k monthly users); run discovery with GPs, "
      "nurses and patients every sprint.",
      "Rebuilt onboarding: completion up from 61% to 84%, support tickets about log-in down by half.",
      "Set up the Figma design system and its accessibility checks with two front-end engineers."]),
    ("Product Designer", "Tessellate Software", "Dublin", "Jan 2019 — Feb 2022", ("2019-01", "2022-02"),
     ["End-to-end design for a B2B scheduling product: research, flows, prototypes, UI and hand-off.",
      "Ran 40+ moderated usability sessions and started the team's research repository in Dovetail."]),
    ("UX Designer (contract)", "Brightwater Insurance DAC", "Cork", "Jun — Dec 2018", ("2018-06", "2018-12"),
     ["Redesigned the online claims form (remote, six months); drop-off fell from 38% to 22%."]),
    ("Junior UX/UI Designer", "Pixelhaven", "Dublin", "2016 — 2018", ("2016", "2018"),
     ["Wireframes, UI and prototypes for agency clients in retail, tourism and the public sector."]),
]
BQ2_SKILLS = ["Figma & FigJam", "Design systems", "Prototyping", "User interviews", "Usability testing",
              "Journey mapping", "WCAG 2.2 accessibility", "Maze", "Dovetail", "HTML & CSS"]
BQ2_CERTS = [("NN/g UX Certification", "Nielsen Norman Group · 2020"),
             ("Certified Professional in Accessibility Core Competencies (CPACC)", "IAAP · 2023")]


def bq2_weasyprint_grid():
    from weasyprint import HTML

    def meter(level):  # a language meter: five small SVG dots
        dots = "".join(f'<circle cx="{4 + i * 10}" cy="4" r="3.3" fill="{"#3D5AFE" if i < level else "#D6DBF5"}"/>'
                       for i in range(5))
        return f'<svg class="meter" width="48" height="8" viewBox="0 0 48 8">{dots}</svg>'

    icon = '<svg class="ico" width="7" height="7" viewBox="0 0 8 8"><rect x="1" y="1" width="6" height="6" ' \
           'rx="1.5" transform="rotate(45 4 4)" fill="#3D5AFE"/></svg>'
    jobs = ""
    for title, employer, place, when, _, items in BQ2_JOBS:
        jobs += (f'<div class="entry"><div class="what"><h3>{escape(title)}</h3>'
                 f'<p class="org">{escape(employer)} · {escape(place)}</p><ul>'
                 + "".join(f"<li>{escape(i)}</li>" for i in items)
                 + f'</ul></div><div class="when">{escape(when)}</div></div>\n')
    toolkit = "".join(f"<li>{icon}{escape(s)}</li>" for s in BQ2_SKILLS)
    certs = "".join(f'<p class="cert"><b>{escape(c)}</b><br><span class="muted">{escape(n)}</span></p>'
                    for c, n in BQ2_CERTS)
    html = f"""<!DOCTYPE html>
<html lang="en-IE"><head><meta charset="utf-8"><title>Órla Devereux — Product Designer</title>
<meta name="author" content="Órla Devereux">
<style>
@page {{ size: A4; margin: 0; }}
* {{ box-sizing: border-box; }}
body {{ font-family: "Liberation Sans", Arial, sans-serif; font-size: 9.1pt; line-height: 1.45; color: #1b1d2a;
        margin: 0; }}
.page {{ display: grid; grid-template-columns: 54mm 1fr 1fr; grid-template-rows: auto auto 1fr;
         column-gap: 8mm; padding: 13mm 13mm 0; height: 296mm; }}
header {{ grid-column: 1 / 4; display: grid; grid-template-columns: 1fr 62mm; column-gap: 8mm;
          border-bottom: 3px solid #3D5AFE; padding-bottom: 4mm; margin-bottom: 5mm; }}
h1 {{ font-size: 31pt; line-height: 1; margin: 0; letter-spacing: -0.5px; font-weight: bold; }}
.label {{ font-size: 11pt; color: #3D5AFE; margin: 2mm 0 0; }}
.contact {{ font-size: 8.4pt; text-align: right; align-self: end; }}
.contact p {{ margin: 0 0 .6mm; }}
.contact .portfolio {{ font-size: 10.5pt; font-weight: bold; }}
.contact a {{ color: #1b1d2a; text-decoration: none; }}
aside {{ grid-column: 1; grid-row: 2 / 4; background: #EEF0FB; margin: -1mm 0 0 -13mm; padding: 5mm 5mm 4mm 13mm; }}
.main {{ grid-column: 2 / 4; grid-row: 2; }}
.bottom {{ grid-column: 2 / 4; grid-row: 3; display: grid; grid-template-columns: 1fr 1fr; column-gap: 7mm;
           margin-top: 1mm; }}
h2 {{ font-size: 8pt; text-transform: uppercase; letter-spacing: .22em; color: #3D5AFE; margin: 0 0 2.4mm;
      font-weight: bold; }}
aside h2 {{ margin-top: 5mm; }}
aside h2:first-child {{ margin-top: 0; }}
.entry {{ display: grid; grid-template-columns: 1fr 29mm; column-gap: 4mm; border-left: 1.5px solid #C9CFF3;
          padding: 0 0 3.4mm 4mm; }}
h3 {{ font-size: 9.8pt; margin: 0; }}
.entry h3::before {{ content: ""; display: inline-block; width: 2.4mm; height: 2.4mm; border-radius: 50%;
                     background: #3D5AFE; margin: 0 2.9mm 0 -5.3mm; }}
.org {{ margin: 0; color: #5b6077; font-style: italic; }}
.when {{ text-align: right; font-weight: bold; color: #3D5AFE; white-space: nowrap; }}
ul {{ margin: .8mm 0 0; padding-left: 3.6mm; }}
li {{ margin-bottom: .5mm; }}
ul.toolkit {{ list-style: none; padding: 0; }}
ul.toolkit li {{ margin-bottom: 1.2mm; }}
.ico {{ margin-right: 2mm; vertical-align: 0; }}
.lang {{ display: flex; justify-content: space-between; align-items: center; margin-bottom: 1.2mm; }}
.muted {{ color: #6b7089; }}
.cert {{ margin: 0 0 1.8mm; }}
.school {{ margin-bottom: 2.4mm; }}
.school h3 {{ font-size: 9pt; }}
blockquote {{ margin: 0 0 2.4mm; font-style: italic; border-left: 2px solid #3D5AFE; padding-left: 3mm; }}
blockquote footer {{ font-style: normal; color: #5b6077; margin-top: .8mm; font-size: 7.8pt; }}
p {{ margin: 0 0 1.4mm; }}
</style></head>
<body><div class="page">
<header>
  <div><h1>Órla Devereux</h1>
  <p class="label">Product (UX) Designer · research-led, design systems, accessibility</p></div>
  <div class="contact">
    <p class="portfolio"><a href="https://dribbble.com/orladevereux">dribbble.com/orladevereux</a></p>
    <p><a href="https://www.linkedin.com/in/orla-devereux-ux">linkedin.com/in/orla-devereux-ux</a></p>
    <p><a href="mailto:orla.devereux@example.com">orla.devereux@example.com</a> · 086 555 0127</p>
    <p>Stoneybatter, Dublin 7</p>
  </div>
</header>
<aside>
  <h2>Hello</h2>
  <p>I'm a product designer who starts with the people at the other end of the screen. Eight years in health,
  insurance and B2B software have taught me to test early, write plainly and make the accessible version the
  default one. I'd love to lead design on a product that matters.</p>
  <h2>Toolkit</h2>
  <ul class="toolkit">{toolkit}</ul>
  <h2>Languages</h2>
  <div class="lang"><span>English · native</span>{meter(5)}</div>
  <div class="lang"><span>Irish · conversational</span>{meter(3)}</div>
  <div class="lang"><span>Spanish · B1</span>{meter(2)}</div>
  <h2>Certified</h2>
  {certs}
</aside>
<div class="main">
  <h2>What I've done</h2>
  {jobs}
</div>
<div class="bottom">
  <div>
    <h2>Where I learned</h2>
    <div class="school"><h3>MSc Interactive Digital Media</h3>
      <p class="org">Trinity College Dublin</p><p class="when" style="text-align:left">2015 — 2016</p></div>
    <div class="school"><h3>BA Psychology</h3>
      <p class="org">University College Dublin</p><p class="when" style="text-align:left">2011 — 2014</p></div>
    <h2 style="margin-top:3mm">Talks &amp; writing</h2>
    <p>“Forms that don't fight back” — UX Dublin Meetup, 2024</p>
    <p>“Designing for low health literacy” — Lúnasa Health blog, 2023</p>
  </div>
  <div>
    <h2>Kind words</h2>
    <blockquote>“Órla got our clinicians to actually enjoy a usability session. The portal is better for it, and
    so is the team.”<footer>— Dr Fionnuala Kerrigan, Clinical Lead, Lúnasa Health</footer></blockquote>
    <blockquote>“Calm, curious and very hard to argue with once she has the data.”
    <footer>— Ronan Tierney, VP Product, Tessellate Software</footer></blockquote>
  </div>
</div>
</div></body></html>
"""
    name = "bq2-orla-devereux"
    path = os.path.join(FILES, name + ".pdf")
    HTML(string=html).write_pdf(path)
    check_pages(name, pdf_pages(path), 1)
    write_truth(name, {
        "basics": {"name": "Órla Devereux",
                   "label": "Product (UX) Designer · research-led, design systems, accessibility",
                   "email": "orla.devereux@example.com", "phone": "086 555 0127", "location": {"city": "Dublin"},
                   "profiles": [profile("Dribbble", "https://dribbble.com/orladevereux"),
                                linkedin("orla-devereux-ux")]},
        "work": [job(t, e, p, w, s) for t, e, p, w, s, _ in BQ2_JOBS],
        "education": [
            {"institution": "Trinity College Dublin", "study_type": "MSc", "area": "Interactive Digital Media",
             "dates": dates("2015", "2016", text="2015 — 2016")},
            {"institution": "University College Dublin", "study_type": "BA", "area": "Psychology",
             "dates": dates("2011", "2014", text="2011 — 2014")}],
        "skills": [{"name": s} for s in BQ2_SKILLS],
        "certificates": [{"name": c} for c, _ in BQ2_CERTS],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Irish", "fluency": "conversational"},
                      {"language": "Spanish", "fluency": "B1"}],
    })


# ==== bq3: photographer (Melbourne), LibreOffice PDF of a Word CV laid out with text boxes =========================
BQ3_JOBS = [  # (title, employer, place, dates as printed, truth span, bullets)
    ("Photographer & Director", "Nakamura-Reid Studio", "Collingwood VIC", "2019 – present", ("2019", None, True),
     ["Food, interiors and portrait commissions for restaurant groups, architects, magazines and agencies; "
      "about 90 shoot days a year.",
      "Quote, plan and produce shoots: crew, stylists, locations, permits and post-production."]),
    ("Staff Photographer", "The Southbank Courier", "Melbourne VIC", "Feb 2015 – Jun 2019",
     ("2015-02", "2019-06"),
     ["News, features and the weekend food section; covered courts, sport and the arts on deadline."]),
    ("First Assistant", "Lumen & Grain Studio", "Richmond VIC", "2013 – 2015", ("2013", "2015"),
     ["Lighting, tethering and digital capture for advertising and catalogue shoots."]),
    ("Digital Operator (casual)", "Flinders Lane Productions", "Melbourne VIC", "2012 – 2013", ("2012", "2013"),
     []),
]
BQ3_SKILLS = ["Capture One (tethered)", "Lightroom Classic", "Photoshop retouching", "Profoto & Broncolor lighting",
              "Food & drink styling direction", "Architecture & interiors", "Short-form video (4K)",
              "DJI aerial (licensed)"]
BQ3_CLIENTS = ["Harbour & Vine", "Open House Quarterly", "Fitzroy Lane Hospitality", "Birrarung Architects",
               "Collins & Co. Wine Bar", "Yarra Bend Bakehouse"]


def bq3_textbox_docx_libreoffice():
    from docx.enum.text import WD_TAB_ALIGNMENT
    from docx.oxml import parse_xml
    from docx.shared import Mm, Pt, RGBColor
    from holdout_render import libreoffice_pdf, new_docx

    EMU = 36000  # per mm
    ink, grey, rust, white = RGBColor(0x1A, 0x1A, 0x1A), RGBColor(0x6E, 0x6A, 0x66), RGBColor(0xA8, 0x4B, 0x2A), \
        RGBColor(0xFF, 0xFF, 0xFF)
    document = new_docx(author="Jasper Nakamura-Reid", title="Jasper Nakamura-Reid – Photographer",
                        page=(Mm(210), Mm(297)), margins=(Mm(14), Mm(12)), font="Arial", size=9.4, space_after=1.5)
    section = document.sections[0]
    section.top_margin, section.bottom_margin = Mm(52), Mm(10)
    section.left_margin, section.right_margin = Mm(14), Mm(76)
    body_w = Mm(210 - 14 - 76)

    def run(p, text, bold=False, italic=False, size=None, color=None, font=None, spacing=None):
        r = p.add_run(text); r.bold = bold; r.italic = italic
        if size: r.font.size = Pt(size)
        if color is not None: r.font.color.rgb = color
        if font: r.font.name = font
        if spacing: letter_spacing(r, spacing)
        return r

    def para(text="", before=0, after=1, **kw):
        p = document.add_paragraph()
        p.paragraph_format.space_before = Pt(before); p.paragraph_format.space_after = Pt(after)
        if text:
            run(p, text, **kw)
        return p

    boxes = []

    def text_box(x, y, w, h, fill=None, inset=(3, 2, 3, 2), behind=False):
        """An anchored DrawingML text box (wps:wsp with w:txbxContent) at page position x, y (mm), size w × h;
        its paragraphs are python-docx paragraphs moved into it. Returns a function that adds a paragraph."""
        n = len(boxes) + 1
        fill_xml = (f'<a:solidFill><a:srgbClr val="{fill}"/></a:solidFill>' if fill else "<a:noFill/>")
        xml = (
            '<w:r xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" '
            'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" '
            'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" '
            'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" '
            'xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape">'
            '<mc:AlternateContent><mc:Choice Requires="wps"><w:drawing>'
            f'<wp:anchor distT="0" distB="0" distL="0" distR="0" simplePos="0" relativeHeight="{251658240 + n}" '
            f'behindDoc="{1 if behind else 0}" locked="0" layoutInCell="1" allowOverlap="1">'
            '<wp:simplePos x="0" y="0"/>'
            f'<wp:positionH relativeFrom="page"><wp:posOffset>{int(x * EMU)}</wp:posOffset></wp:positionH>'
            f'<wp:positionV relativeFrom="page"><wp:posOffset>{int(y * EMU)}</wp:posOffset></wp:positionV>'
            f'<wp:extent cx="{int(w * EMU)}" cy="{int(h * EMU)}"/><wp:effectExtent l="0" t="0" r="0" b="0"/>'
            f'<wp:wrapNone/><wp:docPr id="{100 + n}" name="Text Box {n}"/><wp:cNvGraphicFramePr/>'
            '<a:graphic><a:graphicData uri="http://schemas.microsoft.com/office/word/2010/wordprocessingShape">'
            '<wps:wsp><wps:cNvSpPr txBox="1"/><wps:spPr>'
            f'<a:xfrm><a:off x="0" y="0"/><a:ext cx="{int(w * EMU)}" cy="{int(h * EMU)}"/></a:xfrm>'
            f'<a:prstGeom prst="rect"><a:avLst/></a:prstGeom>{fill_xml}<a:ln><a:noFill/></a:ln></wps:spPr>'
            '<wps:txbx><w:txbxContent/></wps:txbx>'
            f'<wps:bodyPr rot="0" vert="horz" wrap="square" lIns="{int(inset[0] * EMU)}" tIns="{int(inset[1] * EMU)}" '
            f'rIns="{int(inset[2] * EMU)}" bIns="{int(inset[3] * EMU)}" anchor="t" anchorCtr="0"><a:noAutofit/>'
            '</wps:bodyPr></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing></mc:Choice>'
            '</mc:AlternateContent></w:r>')
        r = parse_xml(xml)
        boxes.append(r)
        content = r.find(".//{http://schemas.openxmlformats.org/wordprocessingml/2006/main}txbxContent")

        def add(text="", before=0, after=1, **kw):
            p = document.add_paragraph()  # made in the body, then moved into the box
            p.paragraph_format.space_before = Pt(before); p.paragraph_format.space_after = Pt(after)
            if text:
                run(p, text, **kw)
            content.append(p._p)
            return p
        return add

    # the name band across the top (black) and the pale sidebar down the right, both text boxes
    band = text_box(0, 0, 210, 44, fill="161616", inset=(14, 10, 14, 4))
    p = band(before=0, after=0)
    run(p, "JASPER NAKAMURA-REID", bold=True, size=27, color=white, spacing=60)
    p = band(before=2, after=0)
    run(p, "Commercial & Editorial Photographer — food, interiors, portraits", size=11,
        color=RGBColor(0xE0, 0xB3, 0x9A), spacing=10)

    side = text_box(142, 44, 68, 253, fill="EFEAE3", inset=(7, 8, 7, 6))

    def side_head(text, first=False):
        p = side(before=0 if first else 11, after=3)
        run(p, text.upper(), bold=True, size=7.5, color=rust, spacing=45)

    side_head("Portfolio", first=True)
    p = side(after=6)
    docx_hyperlink(p, "https://www.instagram.com/jaspernr.photo", "instagram.com/jaspernr.photo", color="1A1A1A",
                   underline=False, size=10, bold=True)
    side_head("Contact")
    for line in ("0491 571 804", None, "Collingwood, Melbourne VIC 3066"):
        p = side(after=2)
        if line:
            run(p, line, size=8.8)
        else:
            docx_hyperlink(p, "mailto:jasper.nakamurareid@example.com", "jasper.nakamurareid@example.com",
                           color="1A1A1A", underline=False, size=8.8)
    side_head("Kit & software")
    for s in BQ3_SKILLS:
        run(side(after=2), "— " + s, size=8.6)
    side_head("Clients include")
    run(side(after=2), ", ".join(BQ3_CLIENTS) + ".", size=8.6)
    side_head("Licences")
    p = side(after=1)
    run(p, "Remote Pilot Licence (RePL)", bold=True, size=8.6)
    run(side(after=3), "CASA · 2021", size=8, color=grey)
    run(side(after=2), "Full driver licence · own van and studio kit", size=8.6)
    side_head("Languages")
    run(side(after=2), "English (native)", size=8.6)
    run(side(after=2), "Japanese (conversational)", size=8.6)

    # the flowing body to the left of the sidebar
    anchor_p = para(after=0)
    for r in boxes:  # both boxes hang on the first body paragraph
        anchor_p._p.append(r)

    def heading(text):
        p = para(before=13, after=5)
        run(p, text.upper(), bold=True, size=8.5, color=rust, spacing=45)
        p.paragraph_format.keep_with_next = True

    def dated(left, when, bold=True, size=10.4, before=7):
        p = para(before=before, after=0)
        p.paragraph_format.tab_stops.add_tab_stop(body_w, WD_TAB_ALIGNMENT.RIGHT)
        p.paragraph_format.keep_with_next = True
        run(p, left, bold=bold, size=size)
        run(p, "\t" + when, bold=True, size=8.6, color=rust)
        return p

    p = para(after=2)
    run(p, "I photograph food, spaces and the people who make them, for restaurant groups, architects, magazines "
           "and agencies. Eight years as a newspaper staffer and studio assistant before going out on my own in "
           "2019 mean I work fast, light well in any room and deliver on deadline.", size=9.8)

    heading("Commissions & employment")
    for title, employer, place, when, _, items in BQ3_JOBS:
        dated(title, when)
        p = para(f"{employer}, {place}", italic=True, color=grey, after=1)
        for item in items:
            bp = para(after=1)
            bp.paragraph_format.left_indent = Mm(3.5)
            bp.paragraph_format.first_line_indent = Mm(-3.5)
            run(bp, "•\u00a0 " + item)

    heading("Exhibitions")
    for year, what in (("2023", "Kitchen Hands — solo exhibition, Rosella Street Gallery, Brunswick"),
                       ("2021", "Salt Lines — group exhibition, Queensberry Photo Space, North Melbourne"),
                       ("2019", "Night Shift — group exhibition, Laneway Light Festival, Melbourne")):
        p = para(after=2)
        p.paragraph_format.tab_stops.add_tab_stop(Mm(12))
        run(p, year, bold=True, color=rust)
        run(p, "\t" + what)

    heading("Awards")
    for year, what in (("2022", "Head On Photo Awards — finalist, Portrait"),
                       ("2021", "Capture the Plate Awards — Gold, Editorial Food Series"),
                       ("2017", "Walkley Young Australian Journalist of the Year — shortlist, Photography")):
        p = para(after=2)
        p.paragraph_format.tab_stops.add_tab_stop(Mm(12))
        run(p, year, bold=True, color=rust)
        run(p, "\t" + what)

    heading("Published in")
    para("Harbour & Vine · Open House Quarterly · The Southbank Courier Weekend · Good Table (cookbook, 2022, "
         "all photography) · Birrarung Architects monograph (2024)")

    heading("Education")
    dated("Bachelor of Arts (Photography)", "2009 – 2011", size=10)
    para("RMIT University, Melbourne", italic=True, color=grey)

    name = "bq3-jasper-nakamura-reid"
    libreoffice_pdf(document, name, 1)
    write_truth(name, {
        "basics": {"name": "Jasper Nakamura-Reid",
                   "label": "Commercial & Editorial Photographer — food, interiors, portraits",
                   "email": "jasper.nakamurareid@example.com", "phone": "0491 571 804",
                   "location": {"city": "Melbourne", "region": "VIC"},
                   "profiles": [profile("Instagram", "https://www.instagram.com/jaspernr.photo")]},
        "work": [job(t, e, p, w, s) for t, e, p, w, s, _ in BQ3_JOBS],
        "education": [
            {"institution": "RMIT University", "study_type": "Bachelor of Arts", "area": "Photography",
             "dates": dates("2009", "2011", text="2009 – 2011")}],
        "skills": [{"name": s} for s in BQ3_SKILLS],
        "certificates": [{"name": "Remote Pilot Licence (RePL)"}],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Japanese", "fluency": "conversational"}],
    })


# ==== bq4: copywriter (Portland, OR), a Word file laid out with a two-column table, small-caps headings ============
BQ4_JOBS = [  # (title, employer, place, dates as printed, truth span, what)
    ("Senior Copywriter", "Halyard & Finch", "Portland, OR", "2021–present", ("2021", None, True),
     ["Lead writer on outdoor, food and beverage and healthcare accounts; concept, write and present campaigns "
      "with my art director partner.",
      "Wrote the brand voice guides for four clients and the agency's own new-business deck."]),
    ("Copywriter", "Bridgetown Creative Co.", "Portland, OR", "2017–2021", ("2017", "2021"),
     ["Radio, social, out-of-home and web copy for regional banks, a utility and a hospital network."]),
    ("Junior Copywriter", "Sawtooth Advertising", "Boise, ID", "2015–2017", ("2015", "2017"),
     ["Retail print and radio, email and packaging copy; proofread everything that left the building."]),
]
BQ4_FREELANCE = [  # (client, role as printed, dates as printed, truth span, what)
    ("Cascadia Cider Works", "Freelance Copywriter", "2022–2024", ("2022", "2024"),
     "Brand voice guide, can and label copy for 14 releases, website."),
    ("Larch Mountain Outfitters", "UX Writer (contract)", "2020–2021", ("2020", "2021"),
     "Microcopy, error messages and the checkout flow for the new e-commerce site."),
    ("Willamette Valley Land Trust", "Freelance Copywriter", "2019–2023", ("2019", "2023"),
     "Five annual reports and the capital campaign case for support."),
]
BQ4_SKILLS = ["Brand voice & messaging", "Campaign concepts & headlines", "UX writing & microcopy",
              "Radio & video scripts", "Long-form & editorial", "SEO & content strategy", "Figma (for copy decks)",
              "Google Workspace"]


def bq4_word_table_docx():
    from docx.enum.table import WD_TABLE_ALIGNMENT
    from docx.enum.text import WD_TAB_ALIGNMENT
    from docx.shared import Inches, Pt, RGBColor
    from holdout_render import bottom_border, new_docx

    ink, grey, ochre = RGBColor(0x22, 0x22, 0x22), RGBColor(0x66, 0x66, 0x66), RGBColor(0xB8, 0x6B, 0x12)
    document = new_docx(author="Roz Achterberg", title="Rosalind Achterberg - Copywriter",
                        page=(Inches(8.5), Inches(11)), margins=(Inches(0.55), Inches(0.5)), font="Calibri",
                        size=9.5, space_after=1)
    left_w, right_w = Inches(2.2), Inches(5.2)

    def run(p, text, bold=False, italic=False, size=None, color=None, small_caps=False, spacing=None):
        r = p.add_run(text); r.bold = bold; r.italic = italic
        if size: r.font.size = Pt(size)
        if color is not None: r.font.color.rgb = color
        if small_caps: r.font.small_caps = True
        if spacing: letter_spacing(r, spacing)
        return r

    def fmt(p, before=0, after=1):
        p.paragraph_format.space_before = Pt(before); p.paragraph_format.space_after = Pt(after)
        return p

    p = fmt(document.paragraphs[0] if document.paragraphs else document.add_paragraph(), after=0)
    run(p, "Rosalind Achterberg", bold=True, size=28, color=ink, spacing=20)
    p = fmt(document.add_paragraph(), before=1, after=6)
    run(p, "Senior Copywriter — brand voice, campaigns, UX writing", size=12, color=ochre)
    bottom_border(p, color="B86B12", size="12")

    grid = document.add_table(rows=1, cols=2)
    grid.alignment = WD_TABLE_ALIGNMENT.CENTER
    table_borders(grid)
    fixed_widths(grid, [left_w, right_w])
    side, main = grid.rows[0].cells
    cell_props(side, fill="F6F0E6", valign="top")
    cell_props(main, valign="top")
    used = set()

    def cpara(cell, before=0, after=1):
        if id(cell) not in used and cell.paragraphs and not cell.paragraphs[0].text:
            used.add(id(cell))
            return fmt(cell.paragraphs[0], before, after)
        return fmt(cell.add_paragraph(), before, after)

    def head(cell, text, before=12):
        p = cpara(cell, before=before, after=3)
        run(p, text, bold=True, size=10.5, color=ochre, small_caps=True, spacing=40)
        p.paragraph_format.keep_with_next = True
        return p

    # the side column: contact (portfolio first), toolkit, recognition, languages
    side_cells = [side]
    head(side, "Say hello", before=6)
    p = cpara(side, after=1)
    run(p, "Portfolio", size=8, color=grey)
    p = cpara(side, after=5)
    docx_hyperlink(p, "https://rozachterberg.contently.com", "rozachterberg.contently.com", color="222222",
                   underline=True, size=10, bold=True)
    p = cpara(side, after=1)
    docx_hyperlink(p, "mailto:roz.achterberg@example.com", "roz.achterberg@example.com", color="222222",
                   underline=False, size=9.5)
    run(cpara(side, after=1), "(503) 555-0172")
    run(cpara(side, after=1), "Portland, OR")
    p = cpara(side, after=1)
    docx_hyperlink(p, "https://www.linkedin.com/in/roz-achterberg", "linkedin.com/in/roz-achterberg",
                   color="222222", underline=False, size=9.5)

    head(side, "Toolkit")
    for s in BQ4_SKILLS:
        p = cpara(side, after=2)
        p.paragraph_format.left_indent = Inches(0.14)
        p.paragraph_format.first_line_indent = Inches(-0.14)
        run(p, "✎ ", color=ochre)
        run(p, s)

    head(side, "Recognition")
    for award, note in (("The One Show", "Merit, Radio & Audio · 2023"),
                        ("ADDY Awards, Portland", "Gold, Integrated Campaign · 2022"),
                        ("ADDY Awards, Portland", "Silver, Radio · 2019")):
        run(cpara(side, after=0), award, bold=True)
        run(cpara(side, after=3), note, size=8.5, color=grey)

    head(side, "Languages")
    run(cpara(side, after=1), "English — native")
    run(cpara(side, after=6), "Spanish — professional working")

    # the main column: in short, agency work, freelance by client, education
    right_tab = right_w - Inches(0.2)
    head(main, "In short", before=6)
    p = cpara(main, after=2)
    run(p, "I write the words people actually read: the headline on the billboard, the line on the can, the "
           "button that says what happens next. Ten years in Portland and Boise agencies, plus a steady freelance "
           "list, across outdoor, food and drink, healthcare and finance. Looking for an ACD or senior copy role.")

    def entry(title, when, sub, items, before=6):
        p = cpara(main, before=before, after=0)
        p.paragraph_format.tab_stops.add_tab_stop(right_tab, WD_TAB_ALIGNMENT.RIGHT)
        p.paragraph_format.keep_with_next = True
        run(p, title, bold=True, size=10.5)
        run(p, "\t" + when, bold=True, color=ochre)
        p = cpara(main, after=1)
        run(p, sub, italic=True, color=grey)
        for item in items:
            bp = cpara(main, after=1)
            bp.paragraph_format.left_indent = Inches(0.16)
            bp.paragraph_format.first_line_indent = Inches(-0.16)
            run(bp, "–\u00a0 " + item)

    head(main, "Agency work")
    for title, employer, place, when, _, items in BQ4_JOBS:
        entry(title, when, f"{employer} · {place}", items)

    head(main, "Freelance, by client")
    for client, role, when, _, what in BQ4_FREELANCE:
        entry(client, when, role, [what], before=5)

    head(main, "Education")
    entry("B.A. in English, minor in Creative Writing", "2011–2015", "University of Oregon · Eugene, OR", [])
    entry("Copywriting Certificate", "2016", "Burnside Creative School · Portland, OR", [], before=4)
    fmt(cpara(main), after=4)

    name = "bq4-rosalind-achterberg"
    path = os.path.join(FILES, name + ".docx")
    document.save(path)
    check_pages(name, lo_page_count(path, name), 1)
    freelance = [{"position": role, "name": client, "dates": dates(*span, text=when)}
                 for client, role, when, span, _ in BQ4_FREELANCE]
    write_truth(name, {
        "basics": {"name": "Rosalind Achterberg", "label": "Senior Copywriter — brand voice, campaigns, UX writing",
                   "email": "roz.achterberg@example.com", "phone": "(503) 555-0172",
                   "location": {"city": "Portland", "region": "OR"},
                   "profiles": [profile("Contently", "https://rozachterberg.contently.com"),
                                linkedin("roz-achterberg")]},
        "work": [job(t, e, p, w, s) for t, e, p, w, s, _ in BQ4_JOBS] + freelance,
        "education": [
            {"institution": "University of Oregon", "study_type": "B.A.", "area": "English",
             "dates": dates("2011", "2015", text="2011–2015")},
            {"institution": "Burnside Creative School", "study_type": "Certificate", "area": "Copywriting",
             "dates": dates(None, "2016", text="2016")}],
        "skills": [{"name": s} for s in BQ4_SKILLS],
        "certificates": [],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Spanish", "fluency": "professional working"}],
    })


# ==== bq5: illustrator (Glasgow), her portfolio site's "About / CV" page, saved as HTML ============================
BQ5_WORK = [  # (role, client or employer, place or None, dates as printed, truth span)
    ("Picture-book illustrator", "Thistle & Wren Books", "Edinburgh", "2020 – present", ("2020", None, True)),
    ("Visiting Tutor in Illustration", "Clydeside School of Art & Design", "Glasgow", "2021 – present",
     ("2021", None, True)),
    ("Editorial illustrator (regular contributor)", "The Clydesider Review", None, "2019 – 2023",
     ("2019", "2023")),
    ("Mural artist", "Southside Community Baths Trust", "Glasgow", "2022", ("2022", "2022")),
    ("Bookseller (part-time)", "Tollcross Books", "Edinburgh", "2014 – 2017", ("2014", "2017")),
]
BQ5_SKILLS = ["Gouache", "Coloured pencil", "Procreate", "Photoshop", "Risograph printing", "Hand lettering"]


def bq5_portfolio_html():
    work = "".join(
        f'<li><span class="yr">{escape(w)}</span><span class="it"><strong>{escape(role)}</strong> · '
        f'{escape(org)}{", " + escape(place) if place else ""}</span></li>\n'
        for role, org, place, w, _ in BQ5_WORK)
    html = f"""<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>About / CV — Ailsa Brodie-Kerr Illustration</title>
<meta name="description"
      content="Ailsa Brodie-Kerr: Glasgow illustrator of picture books, editorial work and murals.">
<meta property="og:title" content="About / CV — Ailsa Brodie-Kerr">
<meta property="og:type" content="website">
<link rel="stylesheet" href="/assets/site.css?v=3.2.1">
<style>
  body {{ font-family: "Work Sans", Helvetica, Arial, sans-serif; color: #262324; background: #fbf7f1; margin: 0; }}
  .site-header {{ display: flex; justify-content: space-between; align-items: baseline; padding: 28px 48px; }}
  .site-title {{ font-size: 22px; letter-spacing: .12em; text-transform: uppercase; text-decoration: none;
                 color: inherit; }}
  .site-title small {{ display: block; letter-spacing: .02em; text-transform: none; font-size: 14px;
                       color: #8a5a44; }}
  nav a {{ margin-left: 22px; color: inherit; text-decoration: none; font-size: 15px; }}
  nav a[aria-current] {{ border-bottom: 2px solid #e07a5f; }}
  main {{ max-width: 980px; margin: 0 auto; padding: 0 48px 64px; }}
  .about {{ display: grid; grid-template-columns: 280px 1fr; gap: 40px; margin: 24px 0 48px; }}
  .cv {{ display: grid; grid-template-columns: 1fr 1fr; gap: 8px 56px; }}
  .cv h2 {{ font-size: 13px; letter-spacing: .18em; text-transform: uppercase; color: #8a5a44;
            border-bottom: 1px solid #e3d7c9; padding-bottom: 6px; }}
  .cv ul {{ list-style: none; padding: 0; margin: 0 0 28px; }}
  .cv li {{ display: grid; grid-template-columns: 110px 1fr; gap: 12px; margin-bottom: 8px; font-size: 15px; }}
  .yr {{ color: #8a5a44; font-variant-numeric: tabular-nums; }}
  .cookie {{ position: fixed; bottom: 0; left: 0; right: 0; background: #262324; color: #fff; padding: 12px 48px;
             font-size: 13px; }}
  footer {{ border-top: 1px solid #e3d7c9; padding: 24px 48px; font-size: 13px; color: #6d6466; }}
</style>
<script defer src="/assets/site.js?v=3.2.1"></script>
</head>
<body class="page-about">
<a class="skip" href="#content">Skip to content</a>
<header class="site-header">
  <a class="site-title" href="/">Ailsa Brodie-Kerr
    <small>Illustrator — picture books, editorial &amp; murals</small></a>
  <nav aria-label="Main">
    <a href="/work/">Work</a>
    <a href="/picture-books/">Picture books</a>
    <a href="/editorial/">Editorial</a>
    <a href="/shop/">Shop</a>
    <a href="/about/" aria-current="page">About / CV</a>
    <a href="/contact/">Contact</a>
  </nav>
</header>

<main id="content">
<section class="about">
  <figure>
    <img src="/media/ailsa-in-the-studio.jpg" width="280" height="350"
         alt="Ailsa at her desk in the studio, surrounded by gouache paintings of foxes and tenement closes">
    <figcaption>In the studio, 2025. Photo: Finlay Rowe</figcaption>
  </figure>
  <div>
    <h1>Hello, I'm Ailsa.</h1>
    <p>I'm an illustrator based in Glasgow's Southside, working mostly in gouache and coloured pencil, with a
    digital finish in Procreate and Photoshop. I make picture books, editorial illustrations and the occasional
    very large wall. I grew up in Fife, studied illustration in Edinburgh and Cambridge, and sold other people's
    picture books in Tollcross for three years before I got to make my own.</p>
    <p>I love stories about small animals in big cities, old buildings, and anything with a map in it.</p>
    <h2>Get in touch</h2>
    <p>For commissions, school visits and workshops, email me at
    <a href="mailto:ailsa.brodiekerr@example.com">ailsa.brodiekerr@example.com</a>
    or find me on Instagram at <a href="https://www.instagram.com/ailsa.draws/">@ailsa.draws</a>.
    My studio is in Glasgow, Scotland.</p>
    <p>For publishing enquiries I'm represented by <strong>Hattie Quinn</strong> at Northlight Artists Agency
    (<a href="mailto:hattie.quinn@example.com">hattie.quinn@example.com</a>, 020 7946 0321).</p>
  </div>
</section>

<section class="cv" aria-labelledby="cv-title">
  <h1 id="cv-title" style="grid-column: 1 / -1">CV</h1>
  <div>
    <h2>Work</h2>
    <ul>
{work}    </ul>
    <h2>Education</h2>
    <ul>
      <li><span class="yr">2017 – 2018</span><span class="it"><strong>MA Children's Book Illustration</strong> ·
        Cambridge School of Art</span></li>
      <li><span class="yr">2012 – 2016</span><span class="it"><strong>BA (Hons) Illustration</strong> · Edinburgh
        College of Art · First Class</span></li>
    </ul>
    <h2>Tools &amp; materials</h2>
    <p>{" · ".join(escape(s) for s in BQ5_SKILLS)}</p>
    <h2>Languages</h2>
    <p>English (native) · Scottish Gaelic (learner)</p>
  </div>
  <div>
    <h2>Books</h2>
    <ul>
      <li><span class="yr">2025</span><span class="it"><em>The Fox Who Took the Subway</em>, words by Iona
        Mackintosh (Thistle &amp; Wren Books)</span></li>
      <li><span class="yr">2023</span><span class="it"><em>Granny Morag's Map of Everything</em>, author and
        illustrator (Thistle &amp; Wren Books)</span></li>
      <li><span class="yr">2021</span><span class="it"><em>Close Neighbours</em>, author and illustrator
        (Thistle &amp; Wren Books)</span></li>
    </ul>
    <h2>Selected exhibitions</h2>
    <ul>
      <li><span class="yr">2024</span><span class="it">Small Creatures, Big City — solo show, The Lintel
        Gallery, Glasgow</span></li>
      <li><span class="yr">2022</span><span class="it">Drawn North — group show, Leith Drawing Room,
        Edinburgh</span></li>
      <li><span class="yr">2018</span><span class="it">MA Degree Show, Cambridge School of Art</span></li>
    </ul>
    <h2>Awards &amp; shortlists</h2>
    <ul>
      <li><span class="yr">2024</span><span class="it">Scottish Picture Book Prize — shortlisted for
        <em>Granny Morag's Map of Everything</em></span></li>
      <li><span class="yr">2019</span><span class="it">Northern Lights Illustration Award — winner, Editorial
        category</span></li>
    </ul>
    <h2>Selected clients</h2>
    <p>Thistle &amp; Wren Books · The Clydesider Review · Glasgow Green Festival · Fife Coast Path Trust ·
    Braw Bakery · Southside Community Baths Trust</p>
  </div>
</section>
</main>

<footer>
  <p>© 2026 Ailsa Brodie-Kerr. All illustrations are copyright and may not be used without permission.</p>
  <p><a href="https://www.instagram.com/ailsa.draws/">Instagram</a> · <a href="/newsletter/">Newsletter</a> ·
  <a href="/privacy/">Privacy</a></p>
</footer>
<div class="cookie" role="dialog" aria-label="Cookies">This site uses cookies for basic analytics.
  <button type="button">OK</button></div>
</body>
</html>
"""
    name = "bq5-ailsa-brodie-kerr"
    write_text(name + ".html", html)
    write_truth(name, {
        "basics": {"name": "Ailsa Brodie-Kerr", "label": "Illustrator — picture books, editorial & murals",
                   "email": "ailsa.brodiekerr@example.com", "location": {"city": "Glasgow"},
                   "profiles": [profile("Instagram", "https://www.instagram.com/ailsa.draws")]},
        "work": [job(r, o, p, w, s) for r, o, p, w, s in BQ5_WORK],
        "education": [
            {"institution": "Cambridge School of Art", "study_type": "MA", "area": "Children's Book Illustration",
             "dates": dates("2017", "2018", text="2017 – 2018")},
            {"institution": "Edinburgh College of Art", "study_type": "BA (Hons)", "area": "Illustration",
             "score": "First Class", "dates": dates("2012", "2016", text="2012 – 2016")}],
        "skills": [{"name": s} for s in BQ5_SKILLS],
        "certificates": [],
        "languages": [{"language": "English", "fluency": "native"},
                      {"language": "Scottish Gaelic", "fluency": "learner"}],
    })


# ==== bq6: 3D environment artist (Montréal), headless Chromium print of a timeline with dates in circles ===========
BQ6_NODES = [  # a timeline node: (circle line 1, circle line 2, [(title, employer, place, dates, span, bullets)])
    ("2022", "– now", [("Senior Environment Artist", "Studio Boréal Interactive", "Montréal, QC", "2022 – now",
                        ("2022", None, True),
                        ["Own the environment art for two biomes of an unannounced open-world action game "
                         "(Unreal Engine 5): blockout to final art, modular kits and trim sheets.",
                         "Mentor three intermediate artists and run the weekly environment art review.",
                         "Built the studio's photogrammetry pipeline for rocks and ruins (RealityCapture to "
                         "Nanite)."])]),
    ("2019", "– 2022", [("Environment Artist", "Fathom Forge Games", "Québec City, QC", "2019 – 2022",
                         ("2019", "2022"),
                         ["Props, modular architecture and foliage for a stylised co-op adventure shipped on "
                          "PC and consoles; set dressing for six levels."])]),
    ("2018", "– 2019", [("3D Environment Artist (contract)", "Lantern Bay Games", None, "2018 – 2019",
                         ("2018", "2019"), ["Remote: tileable materials and hero props for a mobile RPG."]),
                        ("Prop Artist (contract)", "Nordlys Studios", None, "2018", ("2018", "2018"),
                         ["Remote: 40 props for a Viking survival game's early-access update."])]),
    ("2016", "– 2018", [("Junior 3D Artist", "Pixelmoss Studio", "Montréal, QC", "2016 – 2018", ("2016", "2018"),
                         ["Modelling and texturing for mobile and VR games; first shipped credit."])]),
]
BQ6_TOOLS = [("Ma", "Maya"), ("ZB", "ZBrush"), ("Pt", "Substance 3D Painter"), ("Ds", "Substance 3D Designer"),
             ("UE", "Unreal Engine 5"), ("Hou", "Houdini"), ("Ps", "Photoshop"), ("ST", "SpeedTree")]
BQ6_CRAFT = [("Modular kits & trim sheets", 5), ("Tileable materials", 5), ("Photogrammetry", 4),
             ("Lighting & composition", 4), ("Foliage & terrain", 4), ("Perforce & Jira", 3)]


def bq6_chromium_timeline():
    nodes = ""
    for top, bottom, entries in BQ6_NODES:
        blocks = ""
        for title, employer, place, when, _, items in entries:
            where = f"{escape(employer)}, {escape(place)}" if place else f"{escape(employer)} (remote)"
            sub = f' <span class="sub">{escape(when)}</span>' if len(entries) > 1 else ""
            blocks += (f'<div class="role"><h3>{escape(title)}{sub}</h3><p class="org">{where}</p><ul>'
                       + "".join(f"<li>{escape(i)}</li>" for i in items) + "</ul></div>")
        nodes += (f'<div class="node"><div class="dot"><span>{escape(top)}</span><span>{escape(bottom)}</span>'
                  f'</div><div class="body">{blocks}</div></div>\n')
    tools = "".join(f'<div class="tool"><div class="tile">{a}</div><div class="tn">{escape(n)}</div></div>'
                    for a, n in BQ6_TOOLS)
    craft = "".join(f'<div class="craft"><span>{escape(s)}</span><span class="dots">'
                    + "".join(f'<i class="{"on" if i < lvl else ""}"></i>' for i in range(5)) + "</span></div>"
                    for s, lvl in BQ6_CRAFT)
    html = f"""<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8"><title>Élodie Tran-Bergeron — Senior 3D Environment Artist</title>
<style>
@page {{ size: A4; margin: 0; }}
* {{ box-sizing: border-box; -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
body {{ margin: 0; font-family: "DejaVu Sans", sans-serif; font-size: 7.9pt; line-height: 1.4; color: #e8e6f0; }}
.sheet {{ width: 210mm; height: 296mm; display: grid; grid-template-columns: 66mm 1fr; background: #17161f;
          overflow: hidden; }}
.side {{ background: #211f2c; padding: 12mm 7mm 8mm 9mm; }}
.avatar {{ width: 24mm; height: 24mm; border-radius: 50%; background: linear-gradient(135deg, #ff7a59, #7c5cff);
           display: flex; align-items: center; justify-content: center; font-size: 15pt; font-weight: bold;
           color: #fff; margin-bottom: 6mm; }}
.side h2, .main h2 {{ font-size: 7.4pt; letter-spacing: .28em; text-transform: uppercase; color: #ff9b7d;
                      margin: 6mm 0 2.6mm; }}
.art {{ display: block; font-size: 10pt; font-weight: bold; color: #fff; text-decoration: none; }}
.side p {{ margin: 0 0 1.2mm; }}
.side a {{ color: #e8e6f0; text-decoration: none; }}
.tools {{ display: grid; grid-template-columns: 1fr; gap: 1.5mm; }}
.tool {{ display: flex; align-items: center; }}
.tile {{ flex: 0 0 7mm; width: 7mm; height: 7mm; margin-right: 2.6mm; border-radius: 1.6mm; background: #2f2c40;
         border: 1px solid #4d4866; color: #ff9b7d; font-weight: bold; font-size: 6.6pt; line-height: 7mm;
         text-align: center; }}
.tn {{ color: #e8e6f0; }}
.craft {{ display: flex; justify-content: space-between; align-items: center; margin-bottom: 1.6mm; }}
.dots {{ white-space: nowrap; flex-shrink: 0; margin-left: 2mm; }}
.dots i {{ display: inline-block; width: 2.2mm; height: 2.2mm; border-radius: 50%; background: #3b3850;
           margin-left: .9mm; }}
.dots i.on {{ background: #ff7a59; }}
.main {{ padding: 12mm 11mm 8mm 9mm; font-size: 8.5pt; }}
.main h2 {{ margin-top: 8mm; }}
h1 {{ font-size: 27pt; line-height: 1.02; margin: 0; color: #fff; letter-spacing: -.3px; }}
.label {{ font-size: 10.5pt; color: #a99cff; margin: 2mm 0 0; }}
.intro {{ margin: 3.5mm 0 0; color: #c9c5da; }}
.timeline {{ position: relative; margin-top: 1mm; }}
.timeline::before {{ content: ""; position: absolute; left: 7.5mm; top: 2mm; bottom: 4mm; width: 1px;
                     background: #4d4866; }}
.node {{ display: grid; grid-template-columns: 15mm 1fr; column-gap: 4mm; margin-bottom: 5.5mm;
         position: relative; }}
.dot {{ width: 15mm; height: 15mm; border-radius: 50%; border: 1.5px solid #ff7a59; background: #17161f;
        display: flex; flex-direction: column; align-items: center; justify-content: center; font-size: 6.8pt;
        font-weight: bold; line-height: 1.15; color: #fff; }}
.dot span + span {{ color: #ff9b7d; font-weight: normal; }}
h3 {{ font-size: 10pt; margin: 0; color: #fff; }}
h3 .sub {{ font-size: 7.6pt; font-weight: normal; color: #ff9b7d; margin-left: 2mm; }}
.role + .role {{ margin-top: 2mm; }}
.org {{ margin: .3mm 0 0; color: #a99cff; }}
ul {{ margin: .8mm 0 0; padding-left: 3.4mm; color: #d6d3e4; }}
li {{ margin-bottom: .4mm; }}
.credits {{ display: grid; grid-template-columns: 1fr 1fr; gap: 1.5mm 5mm; color: #d6d3e4; }}
.credits b {{ color: #fff; }}
</style></head>
<body><div class="sheet">
<aside class="side">
  <div class="avatar">ÉT</div>
  <h2 style="margin-top:0">Portfolio</h2>
  <a class="art" href="https://www.artstation.com/elodietb">artstation.com/elodietb</a>
  <h2>Contact</h2>
  <p><a href="mailto:elodie.tranbergeron@example.com">elodie.tranbergeron@example.com</a></p>
  <p>(514) 555-0163</p>
  <p>Montréal, QC</p>
  <p><a href="https://www.linkedin.com/in/elodie-tran-bergeron">linkedin.com/in/elodie-tran-bergeron</a></p>
  <h2>Software</h2>
  <div class="tools">{tools}</div>
  <h2>Craft</h2>
  {craft}
  <h2>Languages</h2>
  <p>French — native</p>
  <p>English — fluent</p>
  <p>Vietnamese — basic</p>
  <h2>Studied</h2>
  <p><b>DEC – 3D Animation and Computer-Generated Imagery</b></p>
  <p>Cégep du Vieux Montréal</p>
  <p style="color:#ff9b7d">2013 – 2016</p>
</aside>
<div class="main">
  <h1>Élodie<br>Tran-Bergeron</h1>
  <p class="label">Senior 3D Environment Artist · Unreal Engine 5 · real-time worlds</p>
  <p class="intro">Environment artist with ten years in games, from mobile props to open-world biomes. I care
  about readable spaces, efficient kits and worlds that feel lived in. Open to senior or lead roles in Montréal
  or remote.</p>
  <h2>Where I've been</h2>
  <div class="timeline">
  {nodes}
  </div>
  <h2>Shipped titles</h2>
  <div class="credits">
    <div><b>Tidebound</b> · Fathom Forge Games · 2021</div>
    <div><b>Runes of Skarheim</b> (early access) · Nordlys Studios · 2018</div>
    <div><b>Lanternfall</b> · Lantern Bay Games · 2019</div>
    <div><b>Moss &amp; Mallow VR</b> · Pixelmoss Studio · 2017</div>
  </div>
</div>
</div></body></html>
"""
    name = "bq6-elodie-tran-bergeron"
    chromium_pdf(html, name, 1)
    work = [job(t, e, p, w, s) for _, _, entries in BQ6_NODES for t, e, p, w, s, _ in entries]
    write_truth(name, {
        "basics": {"name": "Élodie Tran-Bergeron",
                   "label": "Senior 3D Environment Artist · Unreal Engine 5 · real-time worlds",
                   "email": "elodie.tranbergeron@example.com", "phone": "(514) 555-0163",
                   "location": {"city": "Montréal", "region": "QC"},
                   "profiles": [profile("ArtStation", "https://www.artstation.com/elodietb"),
                                linkedin("elodie-tran-bergeron")]},
        "work": work,
        "education": [
            {"institution": "Cégep du Vieux Montréal", "study_type": "DEC",
             "area": "3D Animation and Computer-Generated Imagery",
             "dates": dates("2013", "2016", text="2013 – 2016")}],
        "skills": [{"name": n} for _, n in BQ6_TOOLS] + [{"name": s} for s, _ in BQ6_CRAFT],
        "certificates": [],
        "languages": [{"language": "French", "fluency": "native"}, {"language": "English", "fluency": "fluent"},
                      {"language": "Vietnamese", "fluency": "basic"}],
    })


if __name__ == "__main__":
    made_scratch = not os.path.isdir(SCRATCH)
    os.makedirs(SCRATCH, exist_ok=True)
    tempfile.tempdir = SCRATCH
    os.environ["TMPDIR"] = SCRATCH
    try:
        bq1_reportlab_canvas()
        bq2_weasyprint_grid()
        bq3_textbox_docx_libreoffice()
        bq4_word_table_docx()
        bq5_portfolio_html()
        bq6_chromium_timeline()
    finally:
        tempfile.tempdir = None
        if made_scratch:
            shutil.rmtree(SCRATCH, ignore_errors=True)
