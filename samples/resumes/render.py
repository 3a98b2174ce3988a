#!/usr/bin/env python3
"""Renders the sample resumes in people.py into files/ and writes their truth into truth/.

Uses only locally installed tools: fpdf2, reportlab and python-docx (pip), groff and
ghostscript's ps2pdf (apt). Run from this folder: python3 render.py
"""
import json, os, subprocess, tempfile
from people import PEOPLE

HERE = os.path.dirname(os.path.abspath(__file__))
FILES, TRUTH = os.path.join(HERE, "files"), os.path.join(HERE, "truth")

def dates(job):
    start, end = job[3], job[4]
    return f"{start} – {end}" if end else start

def contact(p, sep=" | "):
    loc = f"{p['city']}, {p['region']}"
    return sep.join([loc, p["phone"], p["email"]] + p["profiles"])

def truth(p):
    t = {"basics": {"name": p["name"], "label": p["label"], "email": p["email"], "phone": p["phone"],
                    "location": {"city": p["city"]},
                    "profiles": [{"network": "LinkedIn" if "linkedin" in u else "GitHub", "url": "https://" + u} for u in p["profiles"]]},
         "work": [{"position": j[0], "name": j[1], "dates": j[5]} for j in p["work"]],
         "education": [{"institution": e[0], "study_type": e[1], "area": e[2], "dates": e[4]} for e in p["education"]],
         "skills": [{"name": s} for s in p["skills"]]}
    if p["languages"]: t["languages"] = [{"language": l} for l in p["languages"]]
    if p["certificates"]: t["certificates"] = [{"name": c} for c in p["certificates"]]
    return t

BULLETS = ["Delivered the team's main project on time and under budget.",
           "Worked with five other teams to improve shared processes."]

def latin(text):  # the core PDF fonts of fpdf2 only have Latin-1
    return text.replace("–", "-").replace("•", "-").replace("’", "'")

# ---- fpdf2 -------------------------------------------------------------------------------
def fpdf_doc():
    from fpdf import FPDF
    pdf = FPDF(format="Letter")
    pdf.set_auto_page_break(True, 15)
    pdf.add_page()
    return pdf

def fpdf_one(p, path, runtogether=False):
    pdf = fpdf_doc()
    pdf.set_font("Helvetica", "B", 20); pdf.cell(0, 10, p["name"], new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 12); pdf.cell(0, 6, p["label"], new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 9); pdf.multi_cell(0, 5, latin(contact(p)), new_x="LMARGIN", new_y="NEXT")
    def heading(text):
        pdf.ln(3); pdf.set_font("Helvetica", "B", 12)
        if runtogether: pdf.set_char_spacing(3)
        pdf.cell(0, 7, text, new_x="LMARGIN", new_y="NEXT"); pdf.set_char_spacing(0)
    heading("SUMMARY"); pdf.set_font("Helvetica", "", 10); pdf.multi_cell(0, 5, p["summary"], new_x="LMARGIN", new_y="NEXT")
    heading("PROFESSIONAL EXPERIENCE" if not runtogether else "WORK HISTORY")
    for job in p["work"]:
        pdf.set_font("Helvetica", "B", 10)
        if runtogether:
            pdf.cell(0, 6, latin(f"{job[1]} {job[0]} {dates(job).replace(' – ', ' - ')}"), new_x="LMARGIN", new_y="NEXT")
        else:
            pdf.cell(120, 6, latin(f"{job[0]}, {job[1]}"))
            pdf.set_font("Helvetica", "", 10); pdf.cell(0, 6, latin(dates(job)), align="R", new_x="LMARGIN", new_y="NEXT")
            pdf.set_font("Helvetica", "I", 9); pdf.cell(0, 5, job[2] or "", new_x="LMARGIN", new_y="NEXT")
        pdf.set_font("Helvetica", "", 10)
        for b in BULLETS: pdf.multi_cell(0, 5, "- " + b, new_x="LMARGIN", new_y="NEXT")
    heading("EDUCATION")
    for e in p["education"]:
        pdf.set_font("Helvetica", "B", 10); pdf.cell(120, 6, e[0])
        pdf.set_font("Helvetica", "", 10); pdf.cell(0, 6, e[3], align="R", new_x="LMARGIN", new_y="NEXT")
        pdf.cell(0, 5, f"{e[1]} in {e[2]}", new_x="LMARGIN", new_y="NEXT")
    heading("TECHNICAL SKILLS" if not runtogether else "SKILLS")
    pdf.set_font("Helvetica", "", 10); pdf.multi_cell(0, 5, ", ".join(p["skills"]), new_x="LMARGIN", new_y="NEXT")
    if p["certificates"]:
        heading("CERTIFICATIONS")
        for c in p["certificates"]: pdf.cell(0, 5, "- " + c, new_x="LMARGIN", new_y="NEXT")
    if p["languages"]:
        heading("LANGUAGES"); pdf.cell(0, 5, latin(", ".join(p["languages"])), new_x="LMARGIN", new_y="NEXT")
    pdf.output(path)

def fpdf_two(p, path, sidebar_right=False):
    """Name across the top; a narrow sidebar (contact, skills, languages) beside the main column."""
    pdf = fpdf_doc()
    pdf.set_font("Helvetica", "B", 22); pdf.cell(0, 11, p["name"], new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 12); pdf.cell(0, 7, p["label"], new_x="LMARGIN", new_y="NEXT")
    top = pdf.get_y() + 4
    side_x, side_w = (150, 56) if sidebar_right else (10, 52)
    main_x, main_w = (10, 130) if sidebar_right else (72, 134)
    def side_heading(text):
        pdf.set_x(side_x); pdf.set_font("Helvetica", "B", 11); pdf.cell(side_w, 7, text, new_x="LEFT", new_y="NEXT")
    pdf.set_xy(side_x, top)
    side_heading("Contact")
    pdf.set_font("Helvetica", "", 9)
    for item in [f"{p['city']}, {p['region']}", p["phone"], p["email"]] + p["profiles"]:
        pdf.set_x(side_x); pdf.cell(side_w, 5, latin(item), new_x="LEFT", new_y="NEXT")
    pdf.ln(3); side_heading("Skills"); pdf.set_font("Helvetica", "", 9)
    for s in p["skills"]:
        pdf.set_x(side_x); pdf.cell(side_w, 5, s, new_x="LEFT", new_y="NEXT")
    if p["languages"]:
        pdf.ln(3); side_heading("Languages"); pdf.set_font("Helvetica", "", 9)
        for l in p["languages"]:
            pdf.set_x(side_x); pdf.cell(side_w, 5, latin(l), new_x="LEFT", new_y="NEXT")
    pdf.set_xy(main_x, top)
    def main_heading(text):
        pdf.set_x(main_x); pdf.set_font("Helvetica", "B", 11); pdf.cell(main_w, 7, text, new_x="LEFT", new_y="NEXT")
    main_heading("Profile"); pdf.set_font("Helvetica", "", 9)
    pdf.set_x(main_x); pdf.multi_cell(main_w, 5, p["summary"], new_x="LEFT", new_y="NEXT")
    pdf.ln(2); main_heading("Experience")
    previous = None
    for job in p["work"]:
        if job[1] != previous:
            pdf.set_x(main_x); pdf.set_font("Helvetica", "B", 10); pdf.cell(main_w, 6, latin(job[1]), new_x="LEFT", new_y="NEXT")
        previous = job[1]
        pdf.set_x(main_x); pdf.set_font("Helvetica", "I", 9)
        pdf.cell(main_w - 42, 5, job[0]); pdf.cell(42, 5, latin(dates(job)), align="R", new_x="LEFT", new_y="NEXT")
        pdf.set_font("Helvetica", "", 9)
        for b in BULLETS:
            pdf.set_x(main_x); pdf.multi_cell(main_w, 5, "- " + b, new_x="LEFT", new_y="NEXT")
    pdf.ln(2); main_heading("Education"); pdf.set_font("Helvetica", "", 9)
    for e in p["education"]:
        pdf.set_x(main_x); pdf.cell(main_w, 5, latin(f"{e[1]}, {e[2]} - {e[0]}, {e[3]}"), new_x="LEFT", new_y="NEXT")
    if p["certificates"]:
        pdf.ln(2); main_heading("Certifications"); pdf.set_font("Helvetica", "", 9)
        for c in p["certificates"]:
            pdf.set_x(main_x); pdf.cell(main_w, 5, c, new_x="LEFT", new_y="NEXT")
    pdf.output(path)

# ---- groff -------------------------------------------------------------------------------
def groff(p, path, spaced=False):
    def h(text):
        return (text[0] + " " + text[1:]) if spaced else text
    lines = [".nr PS 10", ".nr VS 12", ".LP", f".ps 16\n\\fB{p['name']}\\fP\n.ps 10", ".br", p["label"], ".br",
             contact(p, " \\(bu ").replace("–", "\\(en"), ".SH", h("SUMMARY"), ".LP", p["summary"], ".SH", h("EXPERIENCE")]
    previous = None
    for job in p["work"]:
        d = dates(job).replace("–", "\\(en")
        if spaced:
            if job[1] != previous: lines += [".LP", f"\\fB{job[1]}\\fP, {job[2]}"]
            lines += [".br", f"\\fI{job[0]}\\fP \\(em {d}"]
        else:
            lines += [".LP", f"\\fB{job[0]}\\fP \\(em {job[1]}", ".br", f"{job[2]}, {d}"]
        previous = job[1]
        for b in BULLETS: lines += [".IP \\(bu 2", b]
    lines += [".SH", h("EDUCATION")]
    for e in p["education"]:
        lines += [".LP", f"\\fB{e[0]}\\fP", ".br", f"{e[1]} in {e[2]}, {e[3]}"]
    lines += [".SH", h("SKILLS"), ".LP", ", ".join(p["skills"])]
    if p["certificates"]: lines += [".SH", h("CERTIFICATIONS"), ".LP", "; ".join(p["certificates"])]
    if p["languages"]: lines += [".SH", h("LANGUAGES"), ".LP", ", ".join(p["languages"])]
    source = "\n".join(lines) + "\n"
    ps = subprocess.run(["groff", "-ms", "-Tps"], input=source.encode("utf-8"), capture_output=True, check=True).stdout
    with tempfile.NamedTemporaryFile(suffix=".ps") as f:
        f.write(ps); f.flush()
        subprocess.run(["ps2pdf", f.name, path], check=True)

# ---- reportlab ----------------------------------------------------------------------------
def reportlab(p, path, two_columns):
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.styles import getSampleStyleSheet
    from reportlab.platypus import BaseDocTemplate, Frame, PageTemplate, Paragraph, Spacer, FrameBreak
    styles = getSampleStyleSheet()
    body, h2, title = styles["BodyText"], styles["Heading2"], styles["Title"]
    width, height = A4
    doc = BaseDocTemplate(path, pagesize=A4)
    if two_columns:
        frames = [Frame(40, height - 130, width - 80, 90, id="top"), Frame(40, 40, 330, height - 180, id="main"),
                  Frame(390, 40, width - 430, height - 180, id="side")]
    else:
        frames = [Frame(50, 40, width - 100, height - 80, id="all")]
    doc.addPageTemplates([PageTemplate(frames=frames)])
    story = [Paragraph(p["name"], title), Paragraph(p["label"], body)]
    if not two_columns:
        story.append(Paragraph(contact(p), body))
    else:
        story.append(FrameBreak())
    story += [Paragraph("Objective", h2), Paragraph(p["summary"], body), Paragraph("Employment History", h2)]
    for job in p["work"]:
        story.append(Paragraph(f"<b>{job[0]}</b> | {job[1]} | {dates(job)}", body))
        for b in BULLETS: story.append(Paragraph("• " + b, body))
    story.append(Paragraph("Education", h2))
    for e in p["education"]:
        story.append(Paragraph(f"{e[1]} in {e[2]}, {e[0]} ({e[3]})", body))
    if two_columns:
        story.append(FrameBreak())
        story += [Paragraph("Contact", h2)] + [Paragraph(x, body) for x in [f"{p['city']}, {p['region']}", p["phone"], p["email"]] + p["profiles"]]
    story += [Paragraph("Core Competencies", h2)] + ([Paragraph(s, body) for s in p["skills"]] if two_columns else [Paragraph(" • ".join(p["skills"]), body)])
    if p["certificates"]:
        story += [Paragraph("Licenses & Certifications", h2)] + [Paragraph(c, body) for c in p["certificates"]]
    if p["languages"]:
        story += [Paragraph("Languages", h2), Paragraph(", ".join(p["languages"]), body)]
    doc.build(story)

# ---- DOCX ---------------------------------------------------------------------------------
def docx_doc(p, header_in_page_header=False):
    from docx import Document
    doc = Document()
    target = doc.sections[0].header if header_in_page_header else doc
    target.add_paragraph().add_run(p["name"]).bold = True
    target.add_paragraph(p["label"])
    target.add_paragraph(contact(p))
    return doc

def docx_table(p, path):
    doc = docx_doc(p, header_in_page_header=True)
    doc.add_heading("Summary", level=1); doc.add_paragraph(p["summary"])
    doc.add_heading("Work History", level=1)
    table = doc.add_table(rows=0, cols=4)
    for job in p["work"]:
        cells = table.add_row().cells
        for cell, text in zip(cells, [dates(job), job[0], job[1], job[2] or ""]): cell.text = text
    doc.add_heading("Education", level=1)
    table = doc.add_table(rows=0, cols=3)
    for e in p["education"]:
        cells = table.add_row().cells
        for cell, text in zip(cells, [e[3], f"{e[1]}, {e[2]}", e[0]]): cell.text = text
    doc.add_heading("Skills & Interests", level=1); doc.add_paragraph(" · ".join(p["skills"]))
    doc.add_heading("Certifications", level=1)
    for c in p["certificates"]: doc.add_paragraph(c, style="List Bullet")
    doc.add_heading("Languages", level=1); doc.add_paragraph(", ".join(p["languages"]))
    doc.save(path)

def docx_layout(p, path):
    """A two-cell layout table: sidebar left, main column right."""
    from docx import Document
    doc = Document()
    doc.add_paragraph().add_run(p["name"]).bold = True
    doc.add_paragraph(p["label"])
    table = doc.add_table(rows=1, cols=2)
    side, main = table.rows[0].cells
    side.paragraphs[0].add_run("CONTACT").bold = True
    for item in [f"{p['city']}, {p['region']}", p["phone"], p["email"]] + p["profiles"]: side.add_paragraph(item)
    side.add_paragraph().add_run("SKILLS").bold = True
    for s in p["skills"]: side.add_paragraph(s, style="List Bullet")
    side.add_paragraph().add_run("LANGUAGES").bold = True
    for l in p["languages"]: side.add_paragraph(l)
    main.paragraphs[0].add_run("PROFILE").bold = True
    main.add_paragraph(p["summary"])
    main.add_paragraph().add_run("EXPERIENCE").bold = True
    for job in p["work"]:
        main.add_paragraph().add_run(f"{job[0]} — {job[1]}").bold = True
        main.add_paragraph(f"{dates(job)} · {job[2]}")
        for b in BULLETS: main.add_paragraph(b, style="List Bullet")
    main.add_paragraph().add_run("EDUCATION").bold = True
    for e in p["education"]:
        main.add_paragraph(f"{e[1]} in {e[2]}")
        main.add_paragraph(f"{e[0]}, {e[3]}")
    doc.save(path)

def docx_plain(p, path):
    doc = docx_doc(p)
    def heading(text): doc.add_paragraph().add_run(text).bold = True
    heading("Professional Summary"); doc.add_paragraph(p["summary"])
    heading("Professional Experience")
    for job in p["work"]:
        doc.add_paragraph(f"{job[0]} @ {job[1]}, {job[2]}\t{dates(job)}")
        for b in BULLETS: doc.add_paragraph(b, style="List Bullet")
    heading("Education")
    for e in p["education"]:
        doc.add_paragraph(f"{e[0]} — {e[1]} in {e[2]} ({e[3]})")
    heading("Skills"); doc.add_paragraph("Frontend: " + ", ".join(p["skills"][:4]))
    doc.add_paragraph("Tooling: " + ", ".join(p["skills"][4:]))
    heading("Languages"); doc.add_paragraph(", ".join(p["languages"]))
    doc.save(path)

# ---- text, HTML, Markdown -----------------------------------------------------------------
def text_resume(p, headings=True):
    out = [p["name"], p["label"], contact(p), ""]
    if headings: out += ["EMPLOYMENT", ""]
    for job in p["work"]:
        out += [f"{job[0]} | {job[1]} | {dates(job)}"] + ["  * " + b for b in BULLETS] + [""]
    if headings: out += ["ACADEMIC BACKGROUND", ""]
    for e in p["education"]:
        out += [f"{e[1]} in {e[2]}", f"{e[0]}, {e[3]}", ""]
    if headings: out += ["CORE COMPETENCIES", ""]
    out += [", ".join(p["skills"]), ""]
    if headings and p["certificates"]: out += ["LICENSES", ""] + p["certificates"] + [""]
    if headings and p["languages"]: out += ["LANGUAGES", ""] + [", ".join(p["languages"])]
    return "\n".join(out) + "\n"

def html(p, path):
    jobs = "".join(f"<h3>{j[0]} — {j[1]}</h3><p class='when'>{dates(j)} · {j[2]}</p><ul>" + "".join(f"<li>{b}</li>" for b in BULLETS) + "</ul>" for j in p["work"])
    edu = "".join(f"<p><strong>{e[0]}</strong><br>{e[1]}, {e[2]}, {e[3]}</p>" for e in p["education"])
    links = " · ".join(f"<a href='https://{u}'>{u}</a>" for u in p["profiles"])
    page = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><title>{p['name']}</title><style>h2{{color:#246}}</style></head>
<body><header><h1>{p['name']}</h1><p>{p['label']}</p><p>{p['city']}, {p['region']} · {p['phone']} · <a href="mailto:{p['email']}">{p['email']}</a> · {links}</p></header>
<section><h2>About Me</h2><p>{p['summary']}</p></section>
<section><h2>Experience</h2>{jobs}</section><section><h2>Education</h2>{edu}</section>
<section><h2>Skills</h2><ul>{''.join(f'<li>{s}</li>' for s in p['skills'])}</ul></section>
<section><h2>Certifications</h2><ul>{''.join(f'<li>{c}</li>' for c in p['certificates'])}</ul></section>
<section><h2>Languages</h2><p>{', '.join(p['languages'])}</p></section></body></html>
"""
    open(path, "w", encoding="utf-8").write(page)

def markdown(p, path):
    out = [f"# {p['name']}", "", f"**{p['label']}**", "", contact(p), "", "## Summary", "", p["summary"], "", "## Work Experience", ""]
    for job in p["work"]:
        out += [f"### {job[0]}, {job[1]}", f"*{dates(job)}* | {job[2]}", ""] + ["- " + b for b in BULLETS] + [""]
    out += ["## Education", ""]
    for e in p["education"]:
        out += [f"**{e[0]}** — {e[1]} in {e[2]}, {e[3]}", ""]
    out += ["## Skills", "", "- " + "\n- ".join(p["skills"]), "", "## Certifications", ""] + ["- " + c for c in p["certificates"]]
    out += ["", "## Languages", "", ", ".join(p["languages"])]
    open(path, "w", encoding="utf-8").write("\n".join(out) + "\n")

RENDERERS = {
    "pdf-fpdf-one": (".pdf", lambda p, f: fpdf_one(p, f)),
    "pdf-fpdf-runtogether": (".pdf", lambda p, f: fpdf_one(p, f, runtogether=True)),
    "pdf-fpdf-two": (".pdf", lambda p, f: fpdf_two(p, f)),
    "pdf-fpdf-two-right": (".pdf", lambda p, f: fpdf_two(p, f, sidebar_right=True)),
    "groff": (".pdf", lambda p, f: groff(p, f)),
    "groff-spaced": (".pdf", lambda p, f: groff(p, f, spaced=True)),
    "reportlab-two": (".pdf", lambda p, f: reportlab(p, f, True)),
    "reportlab-one": (".pdf", lambda p, f: reportlab(p, f, False)),
    "docx-table": (".docx", docx_table),
    "docx-layout": (".docx", docx_layout),
    "docx-plain": (".docx", docx_plain),
    "txt-headerless": (".txt", lambda p, f: open(f, "w", encoding="utf-8").write(text_resume(p, headings=False))),
    "txt-utf16": (".txt", lambda p, f: open(f, "wb").write(b"\xff\xfe" + text_resume(p).encode("utf-16-le"))),
    "txt-latin1": (".txt", lambda p, f: open(f, "wb").write(text_resume(p).replace("–", "-").encode("latin-1"))),
    "html": (".html", html),
    "md": (".md", markdown),
}

if __name__ == "__main__":
    os.makedirs(FILES, exist_ok=True); os.makedirs(TRUTH, exist_ok=True)
    for p in PEOPLE:
        ext, render = RENDERERS[p["layout"]]
        render(p, os.path.join(FILES, p["slug"] + ext))
        with open(os.path.join(TRUTH, p["slug"] + ".json"), "w", encoding="utf-8") as f:
            json.dump(truth(p), f, indent=2, ensure_ascii=False); f.write("\n")
    print(f"rendered {len(PEOPLE)} resumes into {FILES}")

def render_bad(folder):
    """Files mm-resumes must reject, each for its own reason."""
    from fpdf import FPDF
    os.makedirs(folder, exist_ok=True)
    scanned = FPDF(); scanned.add_page(); scanned.set_fill_color(40, 40, 40)
    for row in range(30): scanned.rect(20, 20 + row * 8, 170 - (row % 5) * 20, 3, style="F")
    scanned.output(os.path.join(folder, "scanned-no-text.pdf"))
    with tempfile.NamedTemporaryFile(suffix=".ps") as f:
        f.write(subprocess.run(["groff", "-ms", "-Tps"], input=b".LP\nSecret Resume\n", capture_output=True, check=True).stdout); f.flush()
        subprocess.run(["ps2pdf", "-sOwnerPassword=owner", "-sUserPassword=reader", f.name, os.path.join(folder, "encrypted.pdf")], check=True)
    open(os.path.join(folder, "empty.pdf"), "wb").close()
    open(os.path.join(folder, "legacy.doc"), "wb").write(bytes.fromhex("D0CF11E0A1B11AE1") + bytes(504))
    open(os.path.join(folder, "truncated.pdf"), "wb").write(b"%PDF-1.4\n1 0 obj\n<< /Type /Catalog")
    open(os.path.join(folder, "not-a-docx.docx"), "wb").write(b"PK\x03\x04" + bytes(60))

if __name__ == "__main__":
    render_bad(os.path.join(HERE, "bad"))
    print("wrote the files to reject into bad/")
