"""Helpers shared by the render_batch*.py scripts, which write the held-out test resumes.

The scripts keep their own resumes and truth; this module holds only what does not depend on
any one resume:

- where the output goes: FILES (the rendered resumes) and TRUTH (their ground-truth JSON), the
  folders next to this module, and DEJAVU and DEJAVU_FILES, the DejaVu Sans fonts most PDFs are
  set in (regular "", bold "B", italic "I", bold italic "BI");
- the truth: write_truth (one JSON file a resume) and dates (a truth "dates" object);
- plain files: write_text (TXT, Markdown and HTML resumes written as they are);
- fonts for the PDF libraries: reportlab_dejavu, fpdf_dejavu, pymupdf_dejavu;
- python-docx: new_docx (a document with its properties, page and Normal style set),
  oxml_element, bottom_border and section_columns for what python-docx has no API for;
- converters outside Python and page checks: groff_ms_pdf (groff -ms and ps2pdf), pdflatex,
  libreoffice_pdf and check_pages;
- for batch 8: rewrite_docx_part (edit one XML part of a saved DOCX), pdf_pages, chromium_pdf
  (headless Chromium "Save as PDF") and wkhtmltopdf (Qt WebKit).
"""
import json, os, shutil, subprocess, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
FILES, TRUTH = os.path.join(HERE, "files"), os.path.join(HERE, "truth")
DEJAVU = "/usr/share/fonts/truetype/dejavu/"
DEJAVU_FILES = {"": "DejaVuSans.ttf", "B": "DejaVuSans-Bold.ttf", "I": "DejaVuSans-Oblique.ttf",
                "BI": "DejaVuSans-BoldOblique.ttf"}


# ---- truth and plain files -----------------------------------------------------------------
def write_truth(name, truth):
    """Writes a resume's ground truth to TRUTH/name.json (UTF-8, indent 1, a final newline)."""
    with open(os.path.join(TRUTH, name + ".json"), "w", encoding="utf-8") as out:
        json.dump(truth, out, ensure_ascii=False, indent=1)
        out.write("\n")


def dates(start, end=None, current=False, text=None):
    """A truth "dates" object: is_current, then start_date, end_date and date_text where given."""
    d = {"is_current": current}
    if start: d["start_date"] = start
    if end: d["end_date"] = end
    if text: d["date_text"] = text
    return d


def write_text(filename, text, encoding="utf-8"):
    """Writes a text resume (TXT, Markdown, HTML) to FILES as it is, in the given encoding."""
    with open(os.path.join(FILES, filename), "w", encoding=encoding) as out:
        out.write(text)


def check_pages(name, got, want):
    """Stops when a rendered resume does not have the number of pages its layout is meant for."""
    assert got == want, f"{name} should fill {want} page(s), got {got}"


# ---- fonts ---------------------------------------------------------------------------------
def reportlab_dejavu():
    """Registers DejaVu Sans with ReportLab as "DV", "DV-B", "DV-I" and "DV-BI", one family "DV"
    (so <b> and <i> in paragraphs pick the bold and italic faces)."""
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.lib.fonts import addMapping
    for style in ("", "B", "I", "BI"):
        pdfmetrics.registerFont(TTFont("DV-" + style if style else "DV", DEJAVU + DEJAVU_FILES[style]))
    addMapping("DV", 0, 0, "DV"); addMapping("DV", 1, 0, "DV-B")
    addMapping("DV", 0, 1, "DV-I"); addMapping("DV", 1, 1, "DV-BI")


def fpdf_dejavu(pdf, styles=("", "B")):
    """Adds DejaVu Sans to an fpdf2 document as family "DejaVu" in the given styles."""
    for style in styles:
        pdf.add_font("DejaVu", style, DEJAVU + DEJAVU_FILES[style])


def pymupdf_dejavu(page, names):
    """Inserts DejaVu Sans into a PyMuPDF page under the names given ({font name: style}) and
    returns a pymupdf.Font for each name, for measuring text."""
    import pymupdf
    fonts = {}
    for name, style in names.items():
        page.insert_font(fontname=name, fontfile=DEJAVU + DEJAVU_FILES[style])
        fonts[name] = pymupdf.Font(fontfile=DEJAVU + DEJAVU_FILES[style])
    return fonts


# ---- python-docx ---------------------------------------------------------------------------
def new_docx(author=None, title=None, page=None, margins=None, font=None, size=None, space_after=None):
    """A python-docx Document with the given author and title, page size (width, height),
    margins (left and right, top and bottom), and font, size and space after (pt) of the Normal style."""
    import docx
    from docx.shared import Pt
    document = docx.Document()
    if author: document.core_properties.author = author
    if title: document.core_properties.title = title
    section = document.sections[0]
    if page:
        section.page_width, section.page_height = page
    if margins:
        section.left_margin = section.right_margin = margins[0]
        section.top_margin = section.bottom_margin = margins[1]
    normal = document.styles["Normal"]
    if font: normal.font.name = font
    if size: normal.font.size = Pt(size)
    if space_after is not None: normal.paragraph_format.space_after = Pt(space_after)
    return document


def oxml_element(tag, **attrs):
    """A WordprocessingML element, its attributes given without the "w:" prefix."""
    from docx.oxml import OxmlElement
    from docx.oxml.ns import qn
    element = OxmlElement(tag)
    for key, value in attrs.items():
        element.set(qn("w:" + key), value)
    return element


def bottom_border(paragraph, color="1F3864", size="8"):
    """Draws a rule under a python-docx paragraph (w:pBdr/w:bottom)."""
    border = oxml_element("w:pBdr")
    border.append(oxml_element("w:bottom", val="single", sz=size, space="1", color=color))
    paragraph._p.get_or_add_pPr().append(border)


def section_columns(section, count, space="720", widths=()):
    """Gives a python-docx section `count` text columns `space` twips apart (its w:cols, set in
    place); `widths`, if given, makes them unequal: (width, space after or None) a column."""
    from docx.oxml.ns import qn
    sect_pr = section._sectPr
    cols = sect_pr.find(qn("w:cols"))
    if cols is None:
        cols = oxml_element("w:cols"); sect_pr.append(cols)
    cols.set(qn("w:num"), str(count)); cols.set(qn("w:space"), space)
    if widths:
        cols.set(qn("w:equalWidth"), "0")
        for width, after in widths:
            col = oxml_element("w:col", w=width)
            if after: col.set(qn("w:space"), after)
            cols.append(col)


# ---- converters outside Python -------------------------------------------------------------
def groff_ms_pdf(source, name):
    """Typesets groff -ms source to PostScript and converts it with ps2pdf to FILES/name.pdf."""
    ps = subprocess.run(["groff", "-ms", "-Tps"], input=source.encode("utf-8"), capture_output=True, check=True)
    if ps.stderr: print(ps.stderr.decode())
    with tempfile.NamedTemporaryFile(suffix=".ps") as f:
        f.write(ps.stdout); f.flush()
        subprocess.run(["ps2pdf", f.name, os.path.join(FILES, name + ".pdf")], check=True)


def pdflatex(source, name):
    """Runs pdflatex on the source in a temp folder, prints its warnings and page count, and
    copies the PDF to FILES/name.pdf."""
    with tempfile.TemporaryDirectory() as tmp:
        with open(os.path.join(tmp, "resume.tex"), "w", encoding="utf-8") as out:
            out.write(source)
        run = subprocess.run(["pdflatex", "-interaction=nonstopmode", "-halt-on-error", "resume.tex"],
                             cwd=tmp, capture_output=True, text=True)
        log = open(os.path.join(tmp, "resume.log"), encoding="latin-1").read()
        if run.returncode != 0:
            raise SystemExit(f"pdflatex failed for {name}:\n{run.stdout[-3000:]}")
        for line in log.splitlines():
            if line.startswith(("Overfull", "LaTeX Warning", "Missing character")):
                print(f"{name}: {line}")
        pages = [l for l in log.splitlines() if l.startswith("Output written")]
        print(f"{name}: {pages[0] if pages else 'no output line'}")
        shutil.copy(os.path.join(tmp, "resume.pdf"), os.path.join(FILES, name + ".pdf"))


def libreoffice_pdf(document, name, pages):
    """Saves the python-docx document to a temp folder and converts it with LibreOffice."""
    with tempfile.TemporaryDirectory() as tmp:
        docx_path = os.path.join(tmp, name + ".docx")
        document.save(docx_path)
        profile = "file://" + os.path.join(tmp, "lo-profile")
        subprocess.run(["soffice", f"-env:UserInstallation={profile}", "--headless", "--convert-to", "pdf",
                        "--outdir", tmp, docx_path], check=True, capture_output=True, timeout=300)
        info = subprocess.run(["pdfinfo", os.path.join(tmp, name + ".pdf")], capture_output=True, text=True).stdout
        count = int(next(l.split()[-1] for l in info.splitlines() if l.startswith("Pages:")))
        check_pages(name, count, pages)
        shutil.copy(os.path.join(tmp, name + ".pdf"), os.path.join(FILES, name + ".pdf"))


# ---- batch 8: saved DOCX parts, browsers' PDFs ---------------------------------------------
def rewrite_docx_part(path, part, edit):
    """Rewrites one part of a saved DOCX (such as "word/document.xml") through edit(text) -> text,
    for markup python-docx cannot write; the other parts are copied as they are."""
    import zipfile
    with zipfile.ZipFile(path) as z:
        items = [(info, z.read(info.filename)) for info in z.infolist()]
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        for info, data in items:
            if info.filename == part:
                data = edit(data.decode("utf-8")).encode("utf-8")
            z.writestr(info, data)


def pdf_pages(path):
    """The number of pages of a PDF, as pdfinfo reports it."""
    info = subprocess.run(["pdfinfo", path], capture_output=True, text=True, check=True).stdout
    return int(next(l.split()[-1] for l in info.splitlines() if l.startswith("Pages:")))


def chromium_pdf(html, name, pages):
    """Prints an HTML page with headless Chromium (as "Save as PDF" does, without the browser's own
    header and footer) to FILES/name.pdf, after checking its page count."""
    with tempfile.TemporaryDirectory() as tmp:
        source, out = os.path.join(tmp, name + ".html"), os.path.join(tmp, name + ".pdf")
        with open(source, "w", encoding="utf-8") as f:
            f.write(html)
        subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
                        "--user-data-dir=" + os.path.join(tmp, "profile"), "--print-to-pdf=" + out,
                        "file://" + source], check=True, capture_output=True, timeout=300)
        check_pages(name, pdf_pages(out), pages)
        shutil.copy(out, os.path.join(FILES, name + ".pdf"))


def wkhtmltopdf(html, name, pages, options=()):
    """Converts an HTML page with wkhtmltopdf (Qt WebKit, run offscreen) to FILES/name.pdf, after
    checking its page count; options are passed to wkhtmltopdf before the file names."""
    with tempfile.TemporaryDirectory() as tmp:
        source, out = os.path.join(tmp, name + ".html"), os.path.join(tmp, name + ".pdf")
        with open(source, "w", encoding="utf-8") as f:
            f.write(html)
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
        subprocess.run(["wkhtmltopdf", "--quiet", *options, source, out], check=True, capture_output=True,
                       timeout=300, env=env)
        check_pages(name, pdf_pages(out), pages)
        shutil.copy(out, os.path.join(FILES, name + ".pdf"))


def linkedin(handle, www=True):
    return {"network": "LinkedIn", "url": ("https://www.linkedin.com/in/" if www else "https://linkedin.com/in/")
            + handle}


def tex(text):
    """Plain text as its writer would type it in LaTeX: "&", "%", "$" and "#" escaped, en dashes as "--"."""
    return (text.replace("&", "\\&").replace("%", "\\%").replace("$", "\\$").replace("#", "\\#")
            .replace("–", "--"))


def lo_page_count(path, name):
    """Converts a saved DOCX with LibreOffice in a temp folder and returns its page count (the PDF is
    thrown away; the resume is the DOCX)."""
    with tempfile.TemporaryDirectory() as tmp:
        shutil.copy(path, tmp)
        profile = "file://" + os.path.join(tmp, "lo-profile")
        subprocess.run(["soffice", f"-env:UserInstallation={profile}", "--headless", "--convert-to", "pdf",
                        "--outdir", tmp, os.path.join(tmp, name + ".docx")], check=True, capture_output=True,
                       timeout=300)
        return pdf_pages(os.path.join(tmp, name + ".pdf"))


def work_truth(jobs):
    """Truth work entries from (title, company, place, date text, date span, ...) tuples; a job
    whose date text is None has a dates object with is_current false only."""
    return [{"position": j[0], "name": j[1], "location": j[2],
             "dates": dates(*j[4], text=j[3]) if j[3] else dates(None)} for j in jobs]


def shade(properties, fill):
    """Appends a solid w:shd fill to a cell's or paragraph's properties element."""
    properties.append(oxml_element("w:shd", val="clear", color="auto", fill=fill))
