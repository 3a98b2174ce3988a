#!/usr/bin/env python3
"""Renders the eighth held-out batch (n1–n6) into files/ and its truth into truth/.

Written without reading the parser, in styles the other batches do not use:

- n1 (DOCX, WordprocessingML written by hand into a python-docx document): a Word-template
  resume whose contact block and skills sit in a full-height shaded TEXT BOX on the left and
  whose name and headline sit in a second text box; both are written as Word writes them,
  mc:AlternateContent with a DrawingML (wps) choice and a VML fallback, so every text-box
  paragraph is in the XML twice. The sidebar anchor comes first, so the contact block precedes
  the name in document order. Run-level content controls (w:sdt) hold the address and phone
  inside the text box, a block-level one the profile; the email and LinkedIn are w:hyperlink
  runs (mailto: and a URL with a trailing slash); an unfilled template placeholder ("[Link to other online properties: …]", w:showingPlcHdr) is
  left in. The body is a Word "repeating section" (w15:repeatingSection) of jobs, each a date
  line ("Mar 2021 – Present") ABOVE a "Title, Company" line, one company with a comma in its
  name ("Bluefin Media Group, LLC"); headings shown in capitals through w:caps only.
  A marketing manager in Portland, OR.
- n2 (DOCX with TRACKED CHANGES left in): a UK CV being updated: a whole new job inserted
  (w:ins, inserted paragraph marks), an old job deleted (w:del, w:delText), "Present" deleted
  and "Jun 2023" inserted, a changed headline, phone and job title, a skill swapped, a
  qualification MOVED from Education to Certifications (w:moveFrom / w:moveTo: the moveFrom
  copy uses w:t, not w:delText), a reviewer's comment, start dates in date-picker content
  controls, the email as a HYPERLINK field code (instrText), a SAVEDATE and a PAGE field in
  the footer, employer and dates on a right tab stop with the title in italics below;
  post-nominals after the name ("Rhiannon Pryce ACMA, CGMA"), "Tŷ Gwyn", a 2:1 degree, A Levels.
  The truth is the document with all changes accepted. A finance business partner in Cardiff.
- n3 (Chromium "Save as PDF" of an HTML page): a US federal resume in the USAJOBS manner, three
  pages: employer name over its street address, "10/2020 - Present", "Salary: $98,496 USD per
  year | Hours per week: 40", the title after those, "Series/Grade: GS-2210-12", "Supervisor:
  …, (614) 555-0132 (may contact)", long duty paragraphs with dates inside them ("a 120-day
  detail … (04/2022 - 08/2022)"), a part-time job overlapping a full-time one, military service
  ("Sergeant (E-5)"), GPA "3.62 of a maximum 4.0", job-related training (not certificates),
  references with other people's phones and emails, "Time in grade: GS-12 since 10/2020", a
  running header with the name and "Page 2 of 3" from CSS @page margin boxes.
  An IT specialist in Dayton, OH.
- n4 (wkhtmltopdf, Qt WebKit): a student resume, education first: "Expected May 2026",
  "GPA: 3.71/4.00", "Relevant Coursework:" (not skills), a high-school diploma; internships
  dated "Summer 2025" and "Summer 2024"; places and dates floated right (drawn after the left
  text); "Leadership & Activities" (club roles, not jobs); a skills block with category labels
  ("Technical:", "Software:", "Certifications:", "Languages:", "Interests:").
  An industrial-engineering student at UIUC.
- n5 (pdflatex, moderncv "classic" with marvosym icons): dates in the LEFT column beside
  "Title, Company, City." (moderncv's commas and closing full stop), one date range long
  enough to wrap onto two lines in that column ("Oct 2016 – Jun 2019"), two roles at one
  company, the contact block top right behind marvosym icons (which extract as stray
  letters), LinkedIn given only as a username ("kwojcik") beside its icon, a homepage,
  "Master thesis" as a left-label item, certificates and languages as left-label items
  with the year or level ("Polish  native"), Polish letters (ó, ś). A financial analyst in
  Chicago.
- n6 (plain text): a hotel-operations resume: employers in capitals with pipes
  ("HARBORVIEW HOTEL & SUITES | Seattle, WA | 2018–Present") and several roles under each,
  roles dated "Jan. '22 – Present", "Mar. '19 – Dec. '21", "2018 to 2019", "(Jan. '15 –
  Mar. '17)", "Summers 2012–2013", and a HEADERLESS skills line at the end after the
  certifications. A rooms-division director in Seattle.

Truth conventions as in batches 5–7, plus: basics.location carries "region" (and
"country_code" where a country is printed), languages carry "fluency" where printed, education
"score" where a grade is printed, and basics "url" for a printed homepage. "Summer 2025" is
taken as 2025-06 to 2025-08. Leadership roles in student clubs are not work entries.

Needs `pip install python-docx`, `apt-get install chromium wkhtmltopdf fonts-liberation
poppler-utils texlive-latex-base texlive-latex-recommended texlive-fonts-recommended
texlive-latex-extra` (moderncv and marvosym), DejaVu fonts. Run from this folder:
python3 render_batch8.py
"""
import datetime, itertools, os, re
from xml.sax.saxutils import escape

from holdout_render import (FILES, chromium_pdf, dates, new_docx, pdflatex, rewrite_docx_part, write_text,
                            write_truth, wkhtmltopdf)

# ---- WordprocessingML written by hand ------------------------------------------------------
NAMESPACES = {
    "w": "http://schemas.openxmlformats.org/wordprocessingml/2006/main",
    "r": "http://schemas.openxmlformats.org/officeDocument/2006/relationships",
    "wp": "http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing",
    "a": "http://schemas.openxmlformats.org/drawingml/2006/main",
    "wps": "http://schemas.microsoft.com/office/word/2010/wordprocessingShape",
    "mc": "http://schemas.openxmlformats.org/markup-compatibility/2006",
    "v": "urn:schemas-microsoft-com:vml",
    "o": "urn:schemas-microsoft-com:office:office",
    "w14": "http://schemas.microsoft.com/office/word/2010/wordml",
    "w15": "http://schemas.microsoft.com/office/word/2012/wordml",
}
NSDECLS = " ".join(f'xmlns:{p}="{u}"' for p, u in NAMESPACES.items())


def element(xml):
    """Parses one WordprocessingML fragment (its first tag gets the namespace declarations)."""
    from docx.oxml import parse_xml
    return parse_xml(re.sub(r"^<([\w:]+)", lambda m: f"<{m.group(1)} {NSDECLS}", xml, count=1))


def rpr(bold=False, italic=False, size=None, color=None, caps=False, font=None, underline=False, style=None,
        spacing=None, change=""):
    """A w:rPr in schema order ("change" is inner markup such as a w:ins for a paragraph mark)."""
    p = []
    if style: p.append(f'<w:rStyle w:val="{style}"/>')
    if font: p.append(f'<w:rFonts w:ascii="{font}" w:hAnsi="{font}" w:cs="{font}"/>')
    if bold: p.append("<w:b/><w:bCs/>")
    if italic: p.append("<w:i/><w:iCs/>")
    if caps: p.append("<w:caps/>")
    if color: p.append(f'<w:color w:val="{color}"/>')
    if spacing: p.append(f'<w:spacing w:val="{spacing}"/>')
    if size: p.append(f'<w:sz w:val="{round(size * 2)}"/><w:szCs w:val="{round(size * 2)}"/>')
    if underline: p.append('<w:u w:val="single"/>')
    p.append(change)
    inner = "".join(p)
    return f"<w:rPr>{inner}</w:rPr>" if inner else ""


def run(text, tag="w:t", **fmt):
    """One run of text (tag "w:delText" for deleted text); "\\t" becomes a w:tab."""
    pieces = []
    for i, chunk in enumerate(text.split("\t")):
        if i: pieces.append("<w:tab/>")
        if chunk: pieces.append(f'<{tag} xml:space="preserve">{escape(chunk)}</{tag}>')
    return f"<w:r>{rpr(**fmt)}{''.join(pieces)}</w:r>"


def para(content, style=None, align=None, before=None, after=None, left=None, hanging=None, right=None,
         tabs=(), keep_next=False, border=None, shade=None, mark=""):
    """A w:p with its w:pPr in schema order; tabs are (kind, position in twips); mark is the
    paragraph mark's tracked change (a w:ins or w:del element)."""
    p = []
    if style: p.append(f'<w:pStyle w:val="{style}"/>')
    if keep_next: p.append("<w:keepNext/>")
    if border: p.append(f'<w:pBdr><w:bottom w:val="single" w:sz="6" w:space="4" w:color="{border}"/></w:pBdr>')
    if shade: p.append(f'<w:shd w:val="clear" w:color="auto" w:fill="{shade}"/>')
    if tabs:
        p.append("<w:tabs>" + "".join(f'<w:tab w:val="{k}" w:pos="{pos}"/>' for k, pos in tabs) + "</w:tabs>")
    if before is not None or after is not None:
        attrs = (f' w:before="{before}"' if before is not None else "") + (f' w:after="{after}"' if after is not None else "")
        p.append(f"<w:spacing{attrs}/>")
    if left is not None or hanging is not None or right is not None:
        attrs = (f' w:left="{left}"' if left is not None else "") + (f' w:right="{right}"' if right is not None else "") \
            + (f' w:hanging="{hanging}"' if hanging is not None else "")
        p.append(f"<w:ind{attrs}/>")
    if align: p.append(f'<w:jc w:val="{align}"/>')
    if mark: p.append(f"<w:rPr>{mark}</w:rPr>")
    ppr = f"<w:pPr>{''.join(p)}</w:pPr>" if p else ""
    return f"<w:p>{ppr}{content}</w:p>"


def append_body(document, xml):
    """Appends a block-level fragment (w:p, w:sdt, w:tbl) to the body, before its w:sectPr."""
    body = document.element.body
    body.insert(len(body) - 1, element(xml))


def hyperlink(document, url, text, **fmt):
    """A w:hyperlink to an external address (the relationship added to the main part)."""
    from docx.opc.constants import RELATIONSHIP_TYPE as RT
    rid = document.part.relate_to(url, RT.HYPERLINK, is_external=True)
    return f'<w:hyperlink r:id="{rid}" w:history="1">{run(text, **fmt)}</w:hyperlink>'


_sdt_ids = itertools.count(-1830466911, 104729)


def sdt_pr(alias, extra="", kind="<w:text/>", placeholder=False, appearance=True, run_pr=""):
    """A content control's w:sdtPr as Word writes them: the run properties of its text (run-level
    controls), alias, tag, id, then the control kind."""
    return (f'<w:sdtPr>{run_pr}<w:alias w:val="{alias}"/><w:tag w:val="{alias}"/><w:id w:val="{next(_sdt_ids)}"/>'
            + ("<w:showingPlcHdr/>" if placeholder else "")
            + ('<w15:appearance w15:val="hidden"/>' if appearance else "") + extra + kind + "</w:sdtPr>")


def sdt(alias, content, **kw):
    """A content control (run- or block-level: the same markup) around content; a run-level one
    repeats the first run's properties in its w:sdtPr, as Word does."""
    if content.startswith(("<w:r>", "<w:hyperlink")):
        first = re.search(r"<w:rPr>.*?</w:rPr>", content)
        kw.setdefault("run_pr", first.group(0) if first else "")
    return f"<w:sdt>{sdt_pr(alias, **kw)}<w:sdtContent>{content}</w:sdtContent></w:sdt>"


def add_w15_namespace(xml):
    """Declares w15 on the document's root and lists it as ignorable, as Word 2013+ writes it."""
    xml = xml.replace("<w:document ", f'<w:document xmlns:w15="{NAMESPACES["w15"]}" ', 1)
    return xml.replace('mc:Ignorable="w14 wp14"', 'mc:Ignorable="w14 w15 wp14"', 1)


# ---- n1: Word template with text boxes ------------------------------------------------------
def text_box(shape_id, name, x, y, w, h, content, fill=None, behind=False, insets=(0.1, 0.05, 0.1, 0.05)):
    """An anchored text box as Word 2010+ writes it: mc:AlternateContent whose wps choice and VML
    fallback each hold the same w:txbxContent. Position and size in inches from the page corner."""
    emu = lambda inches: str(round(inches * 914400))
    pt = lambda inches: f"{inches * 72:g}pt"
    l, t, r, b = (emu(v) for v in insets)
    z = 251658240 + shape_id * 1024
    fill_dml = f'<a:solidFill><a:srgbClr val="{fill}"/></a:solidFill>' if fill else "<a:noFill/>"
    fill_vml = f'fillcolor="#{fill.lower()}"' if fill else 'filled="f"'
    return (
        "<w:r><mc:AlternateContent>"
        '<mc:Choice Requires="wps"><w:drawing>'
        f'<wp:anchor distT="0" distB="0" distL="114300" distR="114300" simplePos="0" relativeHeight="{z}" '
        f'behindDoc="{1 if behind else 0}" locked="0" layoutInCell="1" allowOverlap="1">'
        '<wp:simplePos x="0" y="0"/>'
        f'<wp:positionH relativeFrom="page"><wp:posOffset>{emu(x)}</wp:posOffset></wp:positionH>'
        f'<wp:positionV relativeFrom="page"><wp:posOffset>{emu(y)}</wp:posOffset></wp:positionV>'
        f'<wp:extent cx="{emu(w)}" cy="{emu(h)}"/><wp:effectExtent l="0" t="0" r="0" b="0"/><wp:wrapNone/>'
        f'<wp:docPr id="{shape_id}" name="{name}"/><wp:cNvGraphicFramePr/>'
        '<a:graphic><a:graphicData uri="http://schemas.microsoft.com/office/word/2010/wordprocessingShape">'
        '<wps:wsp><wps:cNvSpPr txBox="1"/>'
        f'<wps:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="{emu(w)}" cy="{emu(h)}"/></a:xfrm>'
        f'<a:prstGeom prst="rect"><a:avLst/></a:prstGeom>{fill_dml}<a:ln w="6350"><a:noFill/></a:ln></wps:spPr>'
        f"<wps:txbx><w:txbxContent>{content}</w:txbxContent></wps:txbx>"
        f'<wps:bodyPr rot="0" vert="horz" wrap="square" lIns="{l}" tIns="{t}" rIns="{r}" bIns="{b}" anchor="t" '
        'anchorCtr="0"><a:noAutofit/></wps:bodyPr>'
        "</wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing></mc:Choice>"
        "<mc:Fallback><w:pict>"
        f'<v:shapetype id="_x0000_t202" coordsize="21600,21600" o:spt="202" path="m,l,21600r21600,l21600,xe">'
        '<v:stroke joinstyle="miter"/><v:path gradientshapeok="t" o:connecttype="rect"/></v:shapetype>'
        f'<v:shape id="{name}" o:spid="_x0000_s{1024 + shape_id}" type="#_x0000_t202" '
        f'style="position:absolute;margin-left:{pt(x)};margin-top:{pt(y)};width:{pt(w)};height:{pt(h)};'
        f'z-index:{-z if behind else z};mso-position-horizontal-relative:page;mso-position-vertical-relative:page" '
        f'{fill_vml} stroked="f" strokeweight=".5pt">'
        f'<v:textbox inset="{pt(insets[0])},{pt(insets[1])},{pt(insets[2])},{pt(insets[3])}">'
        f"<w:txbxContent>{content}</w:txbxContent></v:textbox></v:shape>"
        "</w:pict></mc:Fallback></mc:AlternateContent></w:r>")


def n1_textbox_docx():
    from docx.shared import Inches, Pt, RGBColor
    name = "n1-camille-baptiste"
    document = new_docx(author="Camille Baptiste", title="Resume", page=(Inches(8.5), Inches(11)),
                        margins=(Inches(0.5), Inches(0.5)), font="Calibri", size=10.5, space_after=3)
    navy, grey = "1F3A4D", "6B7B86"
    for style_name, size, bold, color, caps in (("Heading 1", 12.5, True, navy, True),
                                                ("Heading 2", 11, True, "262626", False),
                                                ("Heading 3", 9.5, False, grey, False)):
        style = document.styles[style_name]
        style.font.name, style.font.size, style.font.bold = "Calibri", Pt(size), bold
        style.font.italic, style.font.all_caps = False, caps
        style.font.color.rgb = RGBColor.from_string(color)
        style.paragraph_format.space_before = Pt(10 if style_name == "Heading 1" else 4 if style_name == "Heading 3" else 0)
        style.paragraph_format.space_after = Pt(2)
        rfonts = style.element.rPr.rFonts  # the template's headings name theme fonts: drop them
        for attr in ("asciiTheme", "hAnsiTheme", "eastAsiaTheme", "cstheme"):
            rfonts.attrib.pop("{%s}%s" % (NAMESPACES["w"], attr), None)

    # sidebar text box: contact (content controls, hyperlinks, a placeholder), skills, languages
    side_head = lambda text: para(run(text, bold=True, size=11.5, color=navy, caps=True, spacing=20),
                                  before=240, after=100, border="9FB1BD")
    side_line = lambda content: para(content, after=60)
    bullet = lambda text: para(run(text, size=10), style="ListBullet", left=288, hanging=216, after=30)
    sidebar = "".join([
        side_head("Contact"),
        side_line(sdt("Address", run("Portland, OR 97209", size=10))),
        side_line(sdt("Phone", run("(503) 555-0147", size=10))),
        side_line(hyperlink(document, "mailto:camille.baptiste@example.com", "camille.baptiste@example.com",
                            size=10, color=navy)),
        side_line(hyperlink(document, "https://www.linkedin.com/in/camille-baptiste/",
                            "linkedin.com/in/camille-baptiste", size=10, color=navy)),
        sdt("Link to other online properties",
            side_line(run("[Link to other online properties: Portfolio/Website/Blog]", size=10, color="808080")),
            placeholder=True),
        side_head("Skills"),
        *(bullet(s) for s in ["Email Marketing", "Marketing Automation", "Braze", "Salesforce Marketing Cloud",
                              "Google Analytics 4", "SQL", "A/B Testing", "Customer Segmentation", "Copywriting",
                              "Budget Management"]),
        side_head("Languages"),
        side_line(run("English — Native", size=10)),
        side_line(run("French — Professional working", size=10)),
        side_line(run("Haitian Creole — Conversational", size=10)),
    ])
    header = "".join([
        para(run("Camille Baptiste", size=30, color=navy, font="Calibri Light"), after=0),
        para(run("Brand & Lifecycle Marketing Manager", size=13, color=grey), after=0),
    ])
    anchors = (text_box(1, "Text Box 1", 0, 0, 2.7, 11, sidebar, fill="E7ECEF", behind=True,
                        insets=(0.4, 0.55, 0.3, 0.3))
               + text_box(2, "Text Box 2", 3.0, 0.45, 5.0, 1.0, header))
    body_left = 3600  # twips from the margin: the body runs right of the sidebar
    append_body(document, para(anchors, before=0, after=0, left=body_left))
    append_body(document, para("", before=1150, after=0, left=body_left))

    h1 = lambda text: para(run(text), style="Heading1", left=body_left)
    text_para = lambda text: para(run(text), left=body_left, after=60)
    body_bullet = lambda text: para(run(text), style="ListBullet", left=body_left + 288, hanging=216, after=30)

    append_body(document, h1("Profile"))
    append_body(document, sdt("Objective", text_para(
        "Marketing manager with nine years in lifecycle and brand marketing for consumer brands and a credit "
        "union. I build customer journeys people actually open, and I measure every one of them.")))

    jobs = [
        ("Mar 2021 – Present", "Senior Marketing Manager", "Lindenwood Outdoor Co.", [
            "Own the lifecycle program for 1.8M subscribers across email, SMS and push, which drove 31% of "
            "e-commerce revenue in 2024.",
            "Rebuilt the welcome and post-purchase journeys in Braze; repeat purchase rate rose from 22% to 29% "
            "within a year.",
            "Lead a team of four marketers and manage a $1.2M annual program budget."]),
        ("Jun 2018 – Feb 2021", "Lifecycle Marketing Manager", "Cascadia Credit Union", [
            "Launched onboarding journeys in Salesforce Marketing Cloud that lifted 90-day product adoption by 14%.",
            "Built a reusable template library with the compliance team, cutting review time from 10 days to 3."]),
        ("Aug 2015 – May 2018", "Marketing Specialist", "Bluefin Media Group, LLC", [
            "Planned and wrote weekly newsletters and social campaigns for 12 regional clients.",
            "Ran A/B tests on subject lines and landing pages and reported results in Google Analytics."]),
    ]
    items = []
    for when, title, company, points in jobs:
        entry = (para(run(when), style="Heading3", left=body_left, keep_next=True)
                 + para(run(title + ", ") + run(company, bold=False, color=navy), style="Heading2", left=body_left,
                        keep_next=True)
                 + "".join(body_bullet(p) for p in points))
        items.append(sdt("", entry, kind="<w15:repeatingSectionItem/>", appearance=False))
    append_body(document, h1("Experience"))
    append_body(document, sdt("Experience", "".join(items), kind="<w15:repeatingSection/>", appearance=False))

    append_body(document, h1("Education"))
    append_body(document, para(run("May 2015"), style="Heading3", left=body_left, keep_next=True))
    append_body(document, para(run("Bachelor of Arts in Communication, ") + run("University of Oregon", bold=False,
                                                                                 color=navy),
                               style="Heading2", left=body_left))
    append_body(document, text_para("Minor in French. Editor of the student marketing club newsletter."))

    append_body(document, h1("Certifications"))
    for cert in ["Google Analytics Certification (2023)", "Braze Certified Practitioner (2022)"]:
        append_body(document, body_bullet(cert))

    path = os.path.join(FILES, name + ".docx")
    document.save(path)
    rewrite_docx_part(path, "word/document.xml", add_w15_namespace)
    write_truth(name, {
        "basics": {"name": "Camille Baptiste", "label": "Brand & Lifecycle Marketing Manager",
                   "email": "camille.baptiste@example.com", "phone": "(503) 555-0147",
                   "location": {"city": "Portland", "region": "OR"},
                   "profiles": [{"network": "LinkedIn", "url": "https://www.linkedin.com/in/camille-baptiste"}]},
        "work": [
            {"position": "Senior Marketing Manager", "name": "Lindenwood Outdoor Co.",
             "dates": dates("2021-03", current=True, text="Mar 2021 – Present")},
            {"position": "Lifecycle Marketing Manager", "name": "Cascadia Credit Union",
             "dates": dates("2018-06", "2021-02", text="Jun 2018 – Feb 2021")},
            {"position": "Marketing Specialist", "name": "Bluefin Media Group, LLC",
             "dates": dates("2015-08", "2018-05", text="Aug 2015 – May 2018")}],
        "education": [
            {"institution": "University of Oregon", "study_type": "Bachelor of Arts", "area": "Communication",
             "dates": dates(None, "2015-05", text="May 2015")}],
        "skills": [{"name": s} for s in ["Email Marketing", "Marketing Automation", "Braze",
                                         "Salesforce Marketing Cloud", "Google Analytics 4", "SQL", "A/B Testing",
                                         "Customer Segmentation", "Copywriting", "Budget Management"]],
        "certificates": [{"name": "Google Analytics Certification"}, {"name": "Braze Certified Practitioner"}],
        "languages": [{"language": "English", "fluency": "Native"},
                      {"language": "French", "fluency": "Professional working"},
                      {"language": "Haitian Creole", "fluency": "Conversational"}]})


# ---- n2: UK CV with tracked changes ---------------------------------------------------------
def n2_tracked_changes_docx():
    from docx.shared import Cm, Pt, RGBColor
    from docx.text.paragraph import Paragraph
    from docx.text.run import Run
    name = "n2-rhiannon-pryce"
    document = new_docx(author="Rhiannon Pryce", title="CV - Rhiannon Pryce", page=(Cm(21), Cm(29.7)),
                        margins=(Cm(2), Cm(1.8)), font="Arial", size=10, space_after=2)
    teal = "1D5C63"
    heading = document.styles["Heading 1"]
    heading.font.name, heading.font.size, heading.font.bold = "Arial", Pt(11), True
    heading.font.color.rgb = RGBColor.from_string(teal)
    heading.paragraph_format.space_before, heading.paragraph_format.space_after = Pt(12), Pt(4)
    rfonts = heading.element.rPr.rFonts
    for attr in ("asciiTheme", "hAnsiTheme", "eastAsiaTheme", "cstheme"):
        rfonts.attrib.pop("{%s}%s" % (NAMESPACES["w"], attr), None)

    ids = itertools.count(101)
    author = 'w:author="Rhiannon Pryce" w:date="2025-03-02T19:41:00Z"'
    ins = lambda content: f'<w:ins w:id="{next(ids)}" {author}>{content}</w:ins>'
    dele = lambda text, **fmt: f'<w:del w:id="{next(ids)}" {author}>{run(text, tag="w:delText", **fmt)}</w:del>'
    ins_mark = lambda: f'<w:ins w:id="{next(ids)}" {author}/>'
    del_mark = lambda: f'<w:del w:id="{next(ids)}" {author}/>'
    right_tab = (("right", 9637),)

    def date_picker(iso, text):
        return sdt("Start date", run(text), appearance=False,
                   kind=f'<w:date w:fullDate="{iso}-01T00:00:00Z"><w:dateFormat w:val="MMM yyyy"/>'
                        '<w:lid w:val="en-GB"/><w:storeMappedDataAs w:val="dateTime"/>'
                        '<w:calendar w:val="gregorian"/></w:date>')

    # name, headline (changed), contact line (phone changed, email as a HYPERLINK field)
    append_body(document, para(run("Rhiannon Pryce", bold=True, size=22, color=teal)
                               + run("  ACMA, CGMA", size=12, color="555555"), after=20))
    append_body(document, para(dele("Management Accountant", size=12) + ins(run("Finance Business Partner", size=12)),
                               after=60))
    email = "rhiannon.pryce@example.co.uk"
    contact = (run("Cardiff, CF11   |   ") + dele("07700 900114") + ins(run("07700 900318")) + run("   |   ")
               + '<w:r><w:fldChar w:fldCharType="begin"/></w:r>'
               + f'<w:r><w:instrText xml:space="preserve"> HYPERLINK "mailto:{email}" </w:instrText></w:r>'
               + '<w:r><w:fldChar w:fldCharType="separate"/></w:r>'
               + run(email, color="0563C1", underline=True)
               + '<w:r><w:fldChar w:fldCharType="end"/></w:r>'
               + run("   |   ")
               + hyperlink(document, "https://www.linkedin.com/in/rhiannon-pryce", "linkedin.com/in/rhiannon-pryce",
                           color="0563C1", underline=True))
    append_body(document, para(contact, border=teal, after=120))

    h1 = lambda text: append_body(document, para(run(text), style="Heading1"))
    h1("PERSONAL STATEMENT")
    append_body(document, para(
        run("CIMA-qualified accountant with ten years in food manufacturing and social housing. I turn ledgers into "
            "decisions: I ") + dele("prepare") + ins(run("partner budget holders on"))
        + run(" monthly reporting, forecasts and business cases, and I like systems that let people serve "
              "themselves."), after=60))

    h1("EMPLOYMENT HISTORY")
    # a new job, inserted whole
    new_job = [
        ("line", "Tŷ Gwyn Housing Association, Cardiff", "Jul 2023 – Present"),
        ("title", "Finance Business Partner"),
        ("point", "Partner the Director of Property Services on a £38m repairs and maintenance budget."),
        ("point", "Built a Power BI cost-per-home dashboard now used by 40 budget holders."),
        ("point", "Led the 2024/25 budget round, delivered two weeks early, with a rolling forecast."),
    ]
    bullet = lambda content, mark="": para(content, style="ListBullet", left=284, hanging=284, after=20, mark=mark)
    for kind, *text in new_job:
        if kind == "line":
            append_body(document, para(ins(run(text[0], bold=True) + run("\t" + text[1])), tabs=right_tab,
                                       before=100, keep_next=True, mark=ins_mark()))
        elif kind == "title":
            append_body(document, para(ins(run(text[0], italic=True)), keep_next=True, after=40, mark=ins_mark()))
        else:
            append_body(document, bullet(ins(run(text[0])), mark=ins_mark()))

    # the previous job: "Present" deleted, "Jun 2023" inserted (and commented on)
    append_body(document, para(run("Severnside Foods Ltd, Newport", bold=True) + run("\t") + date_picker("2019-09", "Sep 2019")
                               + run(" – ") + dele("Present") + ins(run("Jun 2023")),
                               tabs=right_tab, before=100, keep_next=True))
    append_body(document, para(run("Management Accountant", italic=True), keep_next=True, after=40))
    for point in ["Produced monthly management accounts for three sites (turnover £120m) by working day 4.",
                  "Cut month-end journals by 40% by moving accruals into SAP S/4HANA recurring entries.",
                  "Prepared IFRS 16 lease schedules and the audit file for 26 vehicle and property leases."]:
        append_body(document, bullet(run(point)))

    append_body(document, para(run("Severnside Foods Ltd, Newport", bold=True) + run("\t") + date_picker("2017-01", "Jan 2017")
                               + run(" – Aug 2019"), tabs=right_tab, before=100, keep_next=True))
    append_body(document, para(dele("Trainee ", italic=True) + ins(run("Assistant ", italic=True))
                               + run("Management Accountant", italic=True), keep_next=True, after=40))
    for point in ["Ran weekly stock and yield reporting for the bakery lines and studied for CIMA alongside.",
                  "Reconciled 14 balance sheet accounts each month and cleared a two-year backlog of "
                  "intercompany differences."]:
        append_body(document, bullet(run(point)))

    append_body(document, para(run("Dyfed Builders Merchants, Swansea", bold=True) + run("\t") + date_picker("2015-07", "Jul 2015")
                               + run(" – Dec 2016"), tabs=right_tab, before=100, keep_next=True))
    append_body(document, para(run("Accounts Assistant", italic=True), keep_next=True, after=40))
    append_body(document, bullet(run("Processed 600 purchase invoices a week and ran supplier payment runs.")))
    # a student job, deleted whole
    append_body(document, para(dele("The Red Kite Inn, Cardiff", bold=True) + dele("\tSep 2012 – Jun 2015"),
                               tabs=right_tab, before=100, keep_next=True, mark=del_mark()))
    append_body(document, para(dele("Bar Supervisor (part-time)", italic=True), keep_next=True, after=40,
                               mark=del_mark()))
    append_body(document, bullet(dele("Cashed up the tills and trained new bar staff."), mark=del_mark()))

    h1("EDUCATION")
    append_body(document, para(run("Cardiff Metropolitan University", bold=True) + run("\t2012 – 2015"),
                               tabs=right_tab, before=60, keep_next=True))
    append_body(document, para(run("BSc (Hons) Accounting and Finance, 2:1", italic=True), after=40))
    append_body(document, para(run("Ysgol Gyfun Glantaf, Cardiff", bold=True) + run("\t2010 – 2012"),
                               tabs=right_tab, before=60, keep_next=True))
    append_body(document, para(run("A Levels: Mathematics (A), Economics (A), Welsh (B)", italic=True), after=40))
    # the AAT diploma moved from here to the certifications (moveFrom keeps w:t, not w:delText)
    move_from = (f'<w:moveFromRangeStart w:id="90" {author} w:name="move191902"/>'
                 f'<w:moveFrom w:id="{next(ids)}" {author}>{run("AAT Level 4 Diploma in Professional Accounting", bold=True)}'
                 f'{run(chr(9) + "2016")}</w:moveFrom><w:moveFromRangeEnd w:id="90"/>')
    append_body(document, para(move_from, tabs=right_tab, before=60,
                               mark=f'<w:moveFrom w:id="{next(ids)}" {author}/>'))

    h1("PROFESSIONAL QUALIFICATIONS")
    append_body(document, para(run("CIMA Chartered Global Management Accountant (CGMA)", bold=True) + run("\t2019"),
                               tabs=right_tab, before=60))
    move_to = (f'<w:moveToRangeStart w:id="91" {author} w:name="move191902"/>'
               f'<w:moveTo w:id="{next(ids)}" {author}>{run("AAT Level 4 Diploma in Professional Accounting", bold=True)}'
               f'{run(chr(9) + "2016")}</w:moveTo><w:moveToRangeEnd w:id="91"/>')
    append_body(document, para(move_to, tabs=right_tab, before=60, mark=f'<w:moveTo w:id="{next(ids)}" {author}/>'))

    h1("KEY SKILLS")
    append_body(document, para(
        run("Management reporting, Budgeting and forecasting, Variance analysis, Business partnering, SAP S/4HANA, ")
        + dele("Sage 50, ") + ins(run("Power BI, ")) + run("Advanced Excel, IFRS 16")))

    h1("LANGUAGES")
    append_body(document, para(run("Welsh – fluent (spoken and written); English – native")))
    h1("REFERENCES")
    append_body(document, para(run("Available on request.")))

    # footer: SAVEDATE and PAGE fields
    footer = document.sections[0].footer.paragraphs[0]
    footer_xml = (run("Rhiannon Pryce – CV – last updated ", size=8, color="777777")
                  + '<w:fldSimple w:instr=" SAVEDATE  \\@ &quot;MMMM yyyy&quot; "><w:r><w:rPr><w:color w:val="777777"/>'
                    '<w:sz w:val="16"/></w:rPr><w:t>March 2025</w:t></w:r></w:fldSimple>'
                  + run(" – page ", size=8, color="777777")
                  + '<w:fldSimple w:instr=" PAGE "><w:r><w:rPr><w:color w:val="777777"/><w:sz w:val="16"/></w:rPr>'
                    '<w:t>1</w:t></w:r></w:fldSimple>')
    footer._p.append(element(f"<w:wrap>{footer_xml}</w:wrap>"))
    wrapper = footer._p[-1]
    for child in list(wrapper):
        footer._p.append(child)
    footer._p.remove(wrapper)

    # the reviewer's comment on the inserted end date
    w = "{%s}" % NAMESPACES["w"]
    for p in document.element.body.iter(w + "p"):
        hit = [r for r in p.iter(w + "r") if r.getparent().tag == w + "ins" and "".join(t.text for t in r.iter(w + "t")) == "Jun 2023"]
        if hit:
            document.add_comment(Run(hit[0], Paragraph(p, document._body)),
                                 text="Jun or Jul? Check against the P60 before you send it.", author="Huw Pryce",
                                 initials="HP")
            break
    # Word shows the markup because track changes is on
    settings = document.settings.element
    settings.find(w + "defaultTabStop").addprevious(element("<w:trackRevisions/>"))

    # the SAVEDATE field shows when the file was last saved
    document.core_properties.last_modified_by = "Rhiannon Pryce"
    document.core_properties.created = datetime.datetime(2019, 8, 30, 12, 5)
    document.core_properties.modified = datetime.datetime(2025, 3, 2, 19, 41)
    path = os.path.join(FILES, name + ".docx")
    document.save(path)
    rewrite_docx_part(path, "word/comments.xml",  # python-docx dates the comment now
                      lambda xml: re.sub(r'w:date="[^"]*"', 'w:date="2025-03-03T08:12:00Z"', xml))
    write_truth(name, {
        "basics": {"name": "Rhiannon Pryce", "label": "Finance Business Partner",
                   "email": "rhiannon.pryce@example.co.uk", "phone": "07700 900318",
                   "location": {"city": "Cardiff"},
                   "profiles": [{"network": "LinkedIn", "url": "https://www.linkedin.com/in/rhiannon-pryce"}]},
        "work": [
            {"position": "Finance Business Partner", "name": "Tŷ Gwyn Housing Association", "location": "Cardiff",
             "dates": dates("2023-07", current=True, text="Jul 2023 – Present")},
            {"position": "Management Accountant", "name": "Severnside Foods Ltd", "location": "Newport",
             "dates": dates("2019-09", "2023-06", text="Sep 2019 – Jun 2023")},
            {"position": "Assistant Management Accountant", "name": "Severnside Foods Ltd", "location": "Newport",
             "dates": dates("2017-01", "2019-08", text="Jan 2017 – Aug 2019")},
            {"position": "Accounts Assistant", "name": "Dyfed Builders Merchants", "location": "Swansea",
             "dates": dates("2015-07", "2016-12", text="Jul 2015 – Dec 2016")}],
        "education": [
            {"institution": "Cardiff Metropolitan University", "study_type": "BSc (Hons)",
             "area": "Accounting and Finance", "score": "2:1",
             "dates": dates("2012", "2015", text="2012 – 2015")},
            {"institution": "Ysgol Gyfun Glantaf", "study_type": "A Levels",
             "dates": dates("2010", "2012", text="2010 – 2012")}],
        "skills": [{"name": s} for s in ["Management reporting", "Budgeting and forecasting", "Variance analysis",
                                         "Business partnering", "SAP S/4HANA", "Power BI", "Advanced Excel",
                                         "IFRS 16"]],
        "certificates": [{"name": "CIMA Chartered Global Management Accountant (CGMA)"},
                         {"name": "AAT Level 4 Diploma in Professional Accounting"}],
        "languages": [{"language": "Welsh", "fluency": "fluent"}, {"language": "English", "fluency": "native"}]})


# ---- n3: US federal resume, Chromium "Save as PDF" ---------------------------------------
N3_HTML = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Jordan T. Kessler - Federal Resume</title>
<style>
  @page { size: Letter; margin: 0.8in 0.75in 0.7in 0.75in;
          @top-right { content: "Jordan T. Kessler | Page " counter(page) " of " counter(pages);
                       font: 8.5pt "Liberation Sans", Arial, sans-serif; color: #555; }
          @bottom-left { content: "Announcement DLA-25-12700418-MP"; font: 8pt "Liberation Sans", Arial, sans-serif; color: #777; } }
  @page :first { @top-right { content: none; } }
  body { font: 10.5pt/1.35 "Liberation Serif", "Times New Roman", serif; color: #111; margin: 0; }
  h1 { font-size: 18pt; margin: 0 0 2pt 0; }
  h2 { font: bold 11pt "Liberation Sans", Arial, sans-serif; text-transform: uppercase; letter-spacing: .5pt;
       border-bottom: 1.2pt solid #1b365d; color: #1b365d; margin: 14pt 0 6pt 0; padding-bottom: 2pt; }
  p { margin: 0 0 5pt 0; }
  .contact p { margin: 0; }
  .job { margin-bottom: 12pt; }
  .job p.meta, .edu p { margin: 0; }
  .employer, .title { font-weight: bold; }
  .title { margin-top: 4pt !important; }
  .label { font-weight: bold; }
  ul { margin: 2pt 0 5pt 0; padding-left: 16pt; }
  li { margin-bottom: 2pt; }
  table.info td { padding: 0 12pt 1pt 0; vertical-align: top; }
</style></head>
<body>
<div class="contact">
<h1>Jordan T. Kessler</h1>
<p>4471 Example Ridge Drive</p>
<p>Dayton, OH 45424 US</p>
<p>Mobile: 937-555-0164</p>
<p>Email: jordan.kessler@example.com</p>
</div>

<h2>Availability and Eligibility</h2>
<table class="info">
<tr><td class="label">Vacancy announcement:</td><td>DLA-25-12700418-MP, IT Specialist (INFOSEC), GS-2210-13</td></tr>
<tr><td class="label">Citizenship:</td><td>United States</td></tr>
<tr><td class="label">Federal status:</td><td>Current federal employee (career). Time in grade: GS-12 since 10/2020</td></tr>
<tr><td class="label">Veterans' preference:</td><td>5-point preference (TP); DD-214 attached</td></tr>
<tr><td class="label">Security clearance:</td><td>Secret (active; periodic reinvestigation 2023)</td></tr>
<tr><td class="label">Job type / schedule:</td><td>Permanent; full-time</td></tr>
<tr><td class="label">Desired locations:</td><td>Columbus, OH; Dayton, OH; remote</td></tr>
</table>

<h2>Work Experience</h2>

<div class="job">
<p class="meta employer">Defense Logistics Agency</p>
<p class="meta">3990 E. Broad St., Columbus, OH 43213 United States</p>
<p class="meta">10/2020 - Present</p>
<p class="meta">Salary: $98,496 USD per year | Hours per week: 40</p>
<p class="meta title">IT Specialist (SYSADMIN)</p>
<p class="meta">Series/Grade: GS-2210-12</p>
<p class="meta">Supervisor: Maria Delgado, (614) 555-0132 (may contact)</p>
<p><span class="label">Duties, Accomplishments and Related Skills:</span></p>
<p>SYSTEMS ADMINISTRATION: Administer 210 Windows Server 2016/2019 systems and 3 VMware vSphere 7 clusters that host
the agency's warehouse and distribution applications for 26 distribution centers. Apply Group Policy, manage Active
Directory for 4,300 user and service accounts, and build and patch servers with SCCM/MECM and PowerShell.</p>
<p>CYBERSECURITY AND COMPLIANCE: Run weekly ACAS/Nessus scans, track findings in the POA&amp;M and harden servers to DISA
STIGs. Raised the enclave's STIG compliance score from 78% to 96% between 01/2021 and 06/2022 and closed 1,140
vulnerability findings ahead of the Command Cyber Readiness Inspection.</p>
<p>LEADERSHIP: Served a 120-day detail as acting team lead for six system administrators (04/2022 - 08/2022); assigned
work, reviewed change requests and represented the team at the Change Control Board.</p>
<ul>
<li>Led the migration of 85 servers from Windows Server 2012 R2 to 2019 with no unplanned outage (completed 03/2023).</li>
<li>Wrote PowerShell scripts that cut monthly patch reporting from two days to two hours.</li>
<li>Received a Special Act Award ($2,000) in 2022 for the inspection results.</li>
</ul>
</div>

<div class="job">
<p class="meta employer">Sinclair Community College</p>
<p class="meta">444 W. Third St., Dayton, OH 45402 United States</p>
<p class="meta">01/2019 - 05/2021</p>
<p class="meta">Salary: $2,350 per course | Hours per week: 6</p>
<p class="meta title">Adjunct Instructor</p>
<p class="meta">Department: Computer Information Technology (Cisco Networking Academy)</p>
<p class="meta">Supervisor: Dr. Alan Pierce, (937) 555-0121 (may contact)</p>
<p><span class="label">Duties, Accomplishments and Related Skills:</span></p>
<p>Taught evening sections of CCNA 1 (Introduction to Networks) and CCNA 2 (Switching, Routing and Wireless Essentials)
to classes of 18-24 adult students, in person and, from 03/2020, online. Built Packet Tracer labs, graded practical
exams and advised students on certification paths. Course evaluations averaged 4.7 of 5.</p>
</div>

<div class="job">
<p class="meta employer">U.S. Department of the Air Force</p>
<p class="meta">88th Communications Squadron, 5215 Thurlow St., Wright-Patterson AFB, OH 45433 United States</p>
<p class="meta">06/2017 - 10/2020</p>
<p class="meta">Salary: $71,793 USD per year | Hours per week: 40</p>
<p class="meta title">IT Specialist (NETWORK)</p>
<p class="meta">Series/Grade: GS-2210-11</p>
<p class="meta">Supervisor: MSgt Rebecca Haynes, (937) 555-0177 (contact me first)</p>
<p><span class="label">Duties, Accomplishments and Related Skills:</span></p>
<p>NETWORK OPERATIONS: Maintained the base unclassified network (NIPRNet) for 12,000 users: configured Cisco Catalyst
switches and ISR routers, managed VLANs and 802.1X port security, and resolved Tier II and III trouble tickets in
Remedy within the squadron's service levels. Replaced 140 end-of-life access switches in 2019 on schedule.</p>
<p>CUSTOMER SUPPORT: Trained 30 unit client-support technicians and wrote the squadron's network troubleshooting
guide.</p>
</div>

<div class="job">
<p class="meta employer">United States Army</p>
<p class="meta">Fort Gordon, GA 30905 United States</p>
<p class="meta">05/2011 - 05/2017</p>
<p class="meta">Salary: $38,412 USD per year (base pay) | Hours per week: 50</p>
<p class="meta title">Information Technology Specialist (25B)</p>
<p class="meta">Series/Grade: N/A (military), Sergeant (E-5)</p>
<p class="meta">Supervisor: SFC Daniel Ortiz (no longer with the unit)</p>
<p><span class="label">Duties, Accomplishments and Related Skills:</span></p>
<p>Installed, operated and maintained tactical and garrison networks and servers for a signal battalion, including two
deployments with the battalion's network operations cell. Supervised four soldiers, managed hand receipts for $1.8M of
IT equipment and earned the Army Commendation Medal (2016).</p>
</div>

<h2>Education</h2>
<div class="edu">
<p class="employer">University of Maryland Global Campus</p>
<p>Adelphi, MD United States</p>
<p>Bachelor of Science, Cybersecurity Management and Policy, 05/2016</p>
<p>GPA: 3.62 of a maximum 4.0 | Credits earned: 120 semester hours | Honors: cum laude</p>
</div>
<div class="edu" style="margin-top:8pt">
<p class="employer">Central Texas College</p>
<p>Killeen, TX United States</p>
<p>Associate of Applied Science, Information Technology, 08/2014</p>
<p>GPA: 3.80 of a maximum 4.0 | Credits earned: 64 semester hours</p>
</div>

<h2>Job Related Training</h2>
<ul>
<li>DISA ACAS v5 Operator course, 40 hours, 2021</li>
<li>VMware vSphere 7: Install, Configure, Manage, 40 hours, 2021</li>
<li>DLA Supervisory Development Program, Level I, 2022</li>
</ul>

<h2>Certifications</h2>
<ul>
<li>CompTIA Security+ ce (DoD 8570 IAT Level II), expires 03/2026</li>
<li>Cisco Certified Network Associate (CCNA), 2019</li>
<li>ITIL 4 Foundation, 2022</li>
<li>Microsoft Certified: Azure Administrator Associate, 2023</li>
</ul>

<h2>Language Skills</h2>
<p>Spanish: Spoken - Intermediate; Written - Novice; Read - Intermediate</p>

<h2>Additional Information</h2>
<p><span class="label">Technical skills:</span> Windows Server 2019, Active Directory, Group Policy, VMware vSphere,
PowerShell, SCCM/MECM, ACAS/Nessus, DISA STIGs, Cisco IOS</p>
<p><span class="label">Awards:</span> Special Act Award (2022); Air Force Civilian Achievement Award (2019); Army
Commendation Medal (2016)</p>

<h2>References</h2>
<p>Maria Delgado, Branch Chief, DLA J6, (614) 555-0132, maria.delgado@example.gov</p>
<p>Dr. Alan Pierce, Department Chair, Sinclair Community College, (937) 555-0121, apierce@example.edu</p>
<p>Kevin Mbeki, Senior Systems Engineer, (614) 555-0190, kevin.mbeki@example.com</p>
</body></html>
"""


def n3_federal_chromium():
    name = "n3-jordan-kessler"
    chromium_pdf(N3_HTML, name, pages=3)
    write_truth(name, {
        "basics": {"name": "Jordan T. Kessler", "email": "jordan.kessler@example.com", "phone": "937-555-0164",
                   "location": {"city": "Dayton", "region": "OH", "country_code": "US"}},
        "work": [
            {"position": "IT Specialist (SYSADMIN)", "name": "Defense Logistics Agency", "location": "Columbus, OH",
             "dates": dates("2020-10", current=True, text="10/2020 - Present")},
            {"position": "Adjunct Instructor", "name": "Sinclair Community College", "location": "Dayton, OH",
             "dates": dates("2019-01", "2021-05", text="01/2019 - 05/2021")},
            {"position": "IT Specialist (NETWORK)", "name": "U.S. Department of the Air Force",
             "location": "Wright-Patterson AFB, OH", "dates": dates("2017-06", "2020-10", text="06/2017 - 10/2020")},
            {"position": "Information Technology Specialist (25B)", "name": "United States Army",
             "location": "Fort Gordon, GA", "dates": dates("2011-05", "2017-05", text="05/2011 - 05/2017")}],
        "education": [
            {"institution": "University of Maryland Global Campus", "study_type": "Bachelor of Science",
             "area": "Cybersecurity Management and Policy", "score": "3.62",
             "dates": dates(None, "2016-05", text="05/2016")},
            {"institution": "Central Texas College", "study_type": "Associate of Applied Science",
             "area": "Information Technology", "score": "3.80", "dates": dates(None, "2014-08", text="08/2014")}],
        "skills": [{"name": s} for s in ["Windows Server 2019", "Active Directory", "Group Policy", "VMware vSphere",
                                         "PowerShell", "SCCM/MECM", "ACAS/Nessus", "DISA STIGs", "Cisco IOS"]],
        "certificates": [{"name": "CompTIA Security+ ce"}, {"name": "Cisco Certified Network Associate (CCNA)"},
                         {"name": "ITIL 4 Foundation"}, {"name": "Microsoft Certified: Azure Administrator Associate"}],
        "languages": [{"language": "Spanish", "fluency": "Intermediate"}]})


# ---- n4: student resume, wkhtmltopdf ---------------------------------------------------------
N4_HTML = """<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Riley Kaminski Resume</title>
<style>
  body { font-family: "Liberation Serif", "Times New Roman", serif; font-size: 11pt; color: #000; margin: 0; zoom: 1.3; }
  .name { text-align: center; font-size: 22pt; font-variant: small-caps; letter-spacing: 1px; margin: 0; }
  .contact { text-align: center; font-size: 10pt; margin: 2px 0 6px 0; }
  .contact a { color: #000; text-decoration: none; }
  h2 { font-size: 11.5pt; text-transform: uppercase; letter-spacing: 1px; border-bottom: 1px solid #000;
       margin: 10px 0 4px 0; padding-bottom: 1px; }
  .row { overflow: hidden; margin: 0; }
  .right { float: right; }
  .org { font-weight: bold; }
  .role { font-style: italic; }
  .entry { margin-bottom: 6px; }
  ul { margin: 1px 0 0 0; padding-left: 18px; }
  li { margin: 0 0 1px 0; }
  p { margin: 1px 0; }
  .skills p { margin: 1px 0; }
  .k { font-weight: bold; }
</style></head>
<body>
<p class="name">Riley Kaminski</p>
<p class="contact">Champaign, IL &nbsp;|&nbsp; (217) 555-0129 &nbsp;|&nbsp; <a href="mailto:rkaminski3@example.edu">rkaminski3@example.edu</a>
&nbsp;|&nbsp; <a href="https://www.linkedin.com/in/riley-kaminski">linkedin.com/in/riley-kaminski</a></p>

<h2>Education</h2>
<div class="entry">
<div class="row"><span class="right">Urbana, IL</span><span class="org">University of Illinois Urbana-Champaign</span></div>
<div class="row"><span class="right">Expected May 2026</span><span class="role">Bachelor of Science in Industrial Engineering, Minor in Business</span></div>
<p>GPA: 3.71/4.00 &nbsp;|&nbsp; Dean's List (Fall 2022 – Spring 2025) &nbsp;|&nbsp; James Scholar Honors Program</p>
<p><b>Relevant Coursework:</b> Operations Research, Production Planning and Control, Statistical Quality Control,
Facility Layout, Simulation Modeling, Engineering Economics, Human Factors</p>
</div>
<div class="entry">
<div class="row"><span class="right">Naperville, IL</span><span class="org">Naperville North High School</span></div>
<div class="row"><span class="right">May 2022</span><span class="role">High School Diploma</span></div>
</div>

<h2>Experience</h2>
<div class="entry">
<div class="row"><span class="right">Elgin, IL</span><span class="org">Ridgeline Packaging Corp.</span></div>
<div class="row"><span class="right">Summer 2025</span><span class="role">Operations Engineering Intern</span></div>
<ul>
<li>Ran time studies on two corrugator lines and rebalanced crew assignments, raising output 6% per shift.</li>
<li>Built a Python and SQL dashboard of changeover times that the plant manager now reviews every morning.</li>
<li>Presented a $140K conveyor re-layout proposal to the site leadership team; approved for 2026.</li>
</ul>
</div>
<div class="entry">
<div class="row"><span class="right">Peoria, IL</span><span class="org">Prairie State Components</span></div>
<div class="row"><span class="right">Summer 2024</span><span class="role">Manufacturing Engineering Intern</span></div>
<ul>
<li>Updated 35 work instructions and PFMEAs for a hydraulic fitting cell after a fixture change.</li>
<li>Used Minitab capability studies to cut scrap on a CNC lathe cell from 4.1% to 2.6%.</li>
</ul>
</div>
<div class="entry">
<div class="row"><span class="right">Urbana, IL</span><span class="org">University of Illinois Facilities &amp; Services</span></div>
<div class="row"><span class="right">Sept. 2023 – Present</span><span class="role">Student Maintenance Planner</span></div>
<ul>
<li>Schedule preventive maintenance work orders for 40 campus buildings in the university's CMMS (12 hours a week).</li>
</ul>
</div>

<h2>Leadership &amp; Activities</h2>
<div class="entry">
<div class="row"><span class="right">Urbana, IL</span><span class="org">Institute of Industrial &amp; Systems Engineers (IISE), UIUC Chapter</span></div>
<div class="row"><span class="right">Apr. 2024 – Present</span><span class="role">Vice President of Corporate Relations</span></div>
<ul>
<li>Secured $8,500 in sponsorship from nine companies and organized the chapter's first plant-tour series.</li>
</ul>
</div>
<div class="entry">
<div class="row"><span class="right">Urbana, IL</span><span class="org">Illini Solar Car</span></div>
<div class="row"><span class="right">Aug. 2022 – May 2024</span><span class="role">Logistics Lead</span></div>
<ul>
<li>Planned travel, parts shipping and a $20K budget for the team's 2023 American Solar Challenge entry.</li>
</ul>
</div>

<h2>Skills</h2>
<div class="skills">
<p><span class="k">Technical:</span> Python, pandas, MATLAB, SQL, Minitab, Arena Simulation, AutoCAD, SolidWorks</p>
<p><span class="k">Software:</span> Microsoft Excel, VBA, Tableau, SAP ERP</p>
<p><span class="k">Certifications:</span> Lean Six Sigma Yellow Belt (2023), OSHA 10-Hour General Industry</p>
<p><span class="k">Languages:</span> English (native), Polish (conversational)</p>
<p><span class="k">Interests:</span> bouldering, film photography, Chicago architecture tours</p>
</div>
</body></html>
"""


def n4_student_wkhtmltopdf():
    name = "n4-riley-kaminski"
    wkhtmltopdf(N4_HTML, name, pages=1, options=("--page-size", "Letter", "--margin-top", "12mm",
                                                   "--margin-bottom", "12mm", "--margin-left", "16mm",
                                                   "--margin-right", "16mm", "--title", "Riley Kaminski Resume"))
    write_truth(name, {
        "basics": {"name": "Riley Kaminski", "email": "rkaminski3@example.edu", "phone": "(217) 555-0129",
                   "location": {"city": "Champaign", "region": "IL"},
                   "profiles": [{"network": "LinkedIn", "url": "https://www.linkedin.com/in/riley-kaminski"}]},
        "work": [
            {"position": "Operations Engineering Intern", "name": "Ridgeline Packaging Corp.", "location": "Elgin, IL",
             "dates": dates("2025-06", "2025-08", text="Summer 2025")},
            {"position": "Manufacturing Engineering Intern", "name": "Prairie State Components",
             "location": "Peoria, IL", "dates": dates("2024-06", "2024-08", text="Summer 2024")},
            {"position": "Student Maintenance Planner", "name": "University of Illinois Facilities & Services",
             "location": "Urbana, IL", "dates": dates("2023-09", current=True, text="Sept. 2023 – Present")}],
        "education": [
            {"institution": "University of Illinois Urbana-Champaign", "study_type": "Bachelor of Science",
             "area": "Industrial Engineering", "score": "3.71/4.00",
             "dates": dates(None, "2026-05", current=True, text="Expected May 2026")},
            {"institution": "Naperville North High School", "study_type": "High School Diploma",
             "dates": dates(None, "2022-05", text="May 2022")}],
        "skills": [{"name": s} for s in ["Python", "pandas", "MATLAB", "SQL", "Minitab", "Arena Simulation", "AutoCAD",
                                         "SolidWorks", "Microsoft Excel", "VBA", "Tableau", "SAP ERP"]],
        "certificates": [{"name": "Lean Six Sigma Yellow Belt"}, {"name": "OSHA 10-Hour General Industry"}],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Polish", "fluency": "conversational"}]})


# ---- n5: pdflatex, moderncv classic with marvosym icons --------------------------------------
N5_LATEX = r"""\documentclass[11pt,letterpaper,sans]{moderncv}
\moderncvstyle[nosymbols]{classic}
\moderncvcolor{blue}
% the marvosym icons of moderncv 1.x (fontawesome5 is not installed)
\renewcommand*{\mobilephonesymbol}{\marvosymbol{72}~}
\renewcommand*{\emailsymbol}{\marvosymbol{66}~}
\renewcommand*{\homepagesymbol}{{\Large\marvosymbol{205}}~}
\usepackage[T1]{fontenc}
\usepackage{lmodern}
\usepackage[utf8]{inputenc}
\usepackage[scale=0.8]{geometry}
\setlength{\hintscolumnwidth}{2.6cm}

\name{Katarzyna}{Wójcik}
\title{Senior Financial Analyst}
\address{1420 W. Augusta Blvd, Apt 3R}{Chicago, IL 60642}{USA}
\phone[mobile]{+1~(312)~555~0148}
\email{k.wojcik@example.com}
\homepage{kwojcik.example.com}
\social[linkedin]{kwojcik}

\begin{document}
\makecvtitle

\section{Profile}
\cvitem{}{Financial analyst with nine years in FP\&A for logistics and retail, in Warsaw and Chicago. I build
driver-based forecasts that operations managers trust, and I like turning a 40-tab workbook into one clean model.}

\section{Experience}
\cventry{2022--present}{Senior Financial Analyst}{Lakefront Logistics Group}{Chicago, IL}{}{%
\begin{itemize}%
\item Own the rolling forecast for the \$410M brokerage division and present the monthly variance review to the CFO.
\item Rebuilt the pricing model in Python and Power BI; quoting time fell from two days to four hours.
\end{itemize}}
\cventry{2019--2022}{Financial Analyst}{Lakefront Logistics Group}{Chicago, IL}{}{%
\begin{itemize}%
\item Built lane-level profitability reporting for 1,200 customer lanes from TMS and general-ledger data.
\item Supported the 2021 acquisition of a Milwaukee carrier with synergy and working-capital models.
\end{itemize}}
\cventry{Oct 2016 -- Jun 2019}{FP\&A Analyst}{Mazovia Retail S.A.}{Warsaw, Poland}{}{%
\begin{itemize}%
\item Prepared store-level budgets for 140 shops and the monthly management pack for the board.
\end{itemize}}
\cventry{07/2015 -- 09/2015}{Treasury Intern}{Bank Wiślany}{Warsaw}{}{}

\section{Education}
\cventry{2014--2016}{M.Sc. in Finance and Accounting}{Warsaw School of Economics (SGH)}{Warsaw}{\textit{Final grade: 4.6/5.0}}{}
\cvitem{Master thesis}{\emph{Hedging fuel-price risk in Polish road haulage firms}}
\cventry{2011--2014}{B.A. in Economics}{University of Warsaw}{Warsaw}{}{}

\section{Certifications}
\cvitem{2023}{Chartered Financial Analyst (CFA), CFA Institute}
\cvitem{2020}{Microsoft Certified: Power BI Data Analyst Associate}

\section{Computer skills}
\cvdoubleitem{Modelling}{Excel, VBA, Anaplan}{Programming}{Python, SQL}
\cvdoubleitem{Reporting}{Power BI, Tableau}{ERP}{SAP S/4HANA, Oracle NetSuite}

\section{Languages}
\cvitemwithcomment{Polish}{native}{}
\cvitemwithcomment{English}{fluent}{C2, Certificate of Proficiency in English}
\cvitemwithcomment{German}{intermediate}{B1}

\section{Interests}
\cvitem{Outdoors}{Cycling the Lakefront Trail, cross-country skiing}

\end{document}
"""


def n5_moderncv_latex():
    name = "n5-katarzyna-wojcik"
    pdflatex(N5_LATEX, name)
    write_truth(name, {
        "basics": {"name": "Katarzyna Wójcik", "label": "Senior Financial Analyst", "email": "k.wojcik@example.com",
                   "phone": "+1 (312) 555 0148", "url": "https://kwojcik.example.com",
                   "location": {"city": "Chicago", "region": "IL", "country_code": "US"},
                   "profiles": [{"network": "LinkedIn", "username": "kwojcik",
                                 "url": "https://www.linkedin.com/in/kwojcik"}]},
        "work": [
            {"position": "Senior Financial Analyst", "name": "Lakefront Logistics Group", "location": "Chicago, IL",
             "dates": dates("2022", current=True, text="2022–present")},
            {"position": "Financial Analyst", "name": "Lakefront Logistics Group", "location": "Chicago, IL",
             "dates": dates("2019", "2022", text="2019–2022")},
            {"position": "FP&A Analyst", "name": "Mazovia Retail S.A.", "location": "Warsaw, Poland",
             "dates": dates("2016-10", "2019-06", text="Oct 2016 – Jun 2019")},
            {"position": "Treasury Intern", "name": "Bank Wiślany", "location": "Warsaw",
             "dates": dates("2015-07", "2015-09", text="07/2015 – 09/2015")}],
        "education": [
            {"institution": "Warsaw School of Economics (SGH)", "study_type": "M.Sc.", "area": "Finance and Accounting",
             "score": "4.6/5.0", "dates": dates("2014", "2016", text="2014–2016")},
            {"institution": "University of Warsaw", "study_type": "B.A.", "area": "Economics",
             "dates": dates("2011", "2014", text="2011–2014")}],
        "skills": [{"name": s} for s in ["Excel", "VBA", "Anaplan", "Python", "SQL", "Power BI", "Tableau",
                                         "SAP S/4HANA", "Oracle NetSuite"]],
        "certificates": [{"name": "Chartered Financial Analyst (CFA)"},
                         {"name": "Microsoft Certified: Power BI Data Analyst Associate"}],
        "languages": [{"language": "Polish", "fluency": "native"}, {"language": "English", "fluency": "fluent"},
                      {"language": "German", "fluency": "intermediate"}]})


# ---- n6: plain text, hotel operations --------------------------------------------------------
N6_TEXT = """TERRENCE OYELARAN
Rooms Division & Front Office Leader
Seattle, WA 98121 · (206) 555-0183 · t.oyelaran@example.net

PROFILE
Hotel operations leader with 13 years in full-service and resort hotels, from the banquet floor to running a
312-room rooms division. Known for calm front desks, clean audits and teams that stay.

EXPERIENCE

HARBORVIEW HOTEL & SUITES | Seattle, WA | 2018–Present
  Director of Rooms, Jan. '22 – Present
    - Lead front office, housekeeping, bell and valet teams (94 associates) for a 312-room waterfront hotel.
    - Raised the guest satisfaction index for check-in from 82 to 91 (2023) and cut overtime 18%.
    - Sit on the executive committee; own a $6.4M rooms payroll and operating budget.
  Front Office Manager, Mar. '19 – Dec. '21
    - Moved the property from Opera V5 to Opera Cloud in 11 weeks with no lost reservations.
    - Kept the desk open through the 2020 closures with a team of six; rehired 30 associates in 2021.
  Assistant Front Office Manager, 2018 to 2019
    - Ran the overnight audit team and rebuilt the group check-in process for conference blocks.

THE CEDAR LODGE AT LAKE CRESCENT | Port Angeles, WA | 2014–2018
  Front Desk Supervisor (Apr. 2017 to Aug. 2018)
    - Scheduled 14 agents across three shifts and trained every new hire on Opera and cash handling.
  Guest Services Agent (Jan. '15 – Mar. '17)
    - Checked in up to 180 guests a day in peak season; handled group arrivals and tour buses.

SALISH SOUND CASINO & EVENT CENTER | Tulalip, WA | Summers 2012–2013
  Banquet Server
    - Served plated and buffet events of up to 900 covers.

EDUCATION

Seattle Central College | Seattle, WA
Associate of Applied Science, Hospitality Management, 2014

CERTIFICATIONS

Certified Rooms Division Executive (CRDE), AHLEI, 2022
ServSafe Food Protection Manager, 2021 (renewed 2026)
eCornell Hospitality Management Certificate, 2020

Languages: English (native), Yoruba (conversational), Spanish (basic)


Opera Cloud · Opera PMS V5 · Delphi.fdc · HotSOS · Revenue management · Labor scheduling · Group and
convention blocks · Guest recovery · Budgeting · Microsoft Excel
"""


def n6_hospitality_text():
    name = "n6-terrence-oyelaran"
    write_text(name + ".txt", N6_TEXT)
    write_truth(name, {
        "basics": {"name": "Terrence Oyelaran", "label": "Rooms Division & Front Office Leader",
                   "email": "t.oyelaran@example.net", "phone": "(206) 555-0183",
                   "location": {"city": "Seattle", "region": "WA"}},
        "work": [
            {"position": "Director of Rooms", "name": "HARBORVIEW HOTEL & SUITES", "location": "Seattle, WA",
             "dates": dates("2022-01", current=True, text="Jan. '22 – Present")},
            {"position": "Front Office Manager", "name": "HARBORVIEW HOTEL & SUITES", "location": "Seattle, WA",
             "dates": dates("2019-03", "2021-12", text="Mar. '19 – Dec. '21")},
            {"position": "Assistant Front Office Manager", "name": "HARBORVIEW HOTEL & SUITES",
             "location": "Seattle, WA", "dates": dates("2018", "2019", text="2018 to 2019")},
            {"position": "Front Desk Supervisor", "name": "THE CEDAR LODGE AT LAKE CRESCENT",
             "location": "Port Angeles, WA", "dates": dates("2017-04", "2018-08", text="Apr. 2017 to Aug. 2018")},
            {"position": "Guest Services Agent", "name": "THE CEDAR LODGE AT LAKE CRESCENT",
             "location": "Port Angeles, WA", "dates": dates("2015-01", "2017-03", text="Jan. '15 – Mar. '17")},
            {"position": "Banquet Server", "name": "SALISH SOUND CASINO & EVENT CENTER", "location": "Tulalip, WA",
             "dates": dates("2012", "2013", text="Summers 2012–2013")}],
        "education": [
            {"institution": "Seattle Central College", "study_type": "Associate of Applied Science",
             "area": "Hospitality Management", "dates": dates(None, "2014", text="2014")}],
        "skills": [{"name": s} for s in ["Opera Cloud", "Opera PMS V5", "Delphi.fdc", "HotSOS", "Revenue management",
                                         "Labor scheduling", "Group and convention blocks", "Guest recovery",
                                         "Budgeting", "Microsoft Excel"]],
        "certificates": [{"name": "Certified Rooms Division Executive (CRDE)"},
                         {"name": "ServSafe Food Protection Manager"},
                         {"name": "eCornell Hospitality Management Certificate"}],
        "languages": [{"language": "English", "fluency": "native"}, {"language": "Yoruba", "fluency": "conversational"},
                      {"language": "Spanish", "fluency": "basic"}]})


if __name__ == "__main__":
    n1_textbox_docx()
    n2_tracked_changes_docx()
    n3_federal_chromium()
    n4_student_wkhtmltopdf()
    n5_moderncv_latex()
    n6_hospitality_text()
