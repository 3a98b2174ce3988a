#!/usr/bin/env python3
"""Renders the fourth held-out batch (i1–i4) into files/ and its truth into truth/.

Written after the parser, in styles the other samples do not use: a three-column PDF
(sidebar, then two columns) from PyMuPDF with bold headings in the body's size, a DOCX whose
entries are rows of tables with a header row (dates first), a text resume whose entry lines
put title, employer and dates in different orders with "Stack:" lines, and a Europass-style
European CV (labels in a left column). Needs `pip install pymupdf python-docx fpdf2`; run
from this folder: python3 render_batch4.py
"""
import os

from holdout_render import FILES, dates, fpdf_dejavu, pymupdf_dejavu, write_text, write_truth


# ---- i1: PyMuPDF, full-width header over three columns -----------------------------------
def three_columns():
    import pymupdf
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    pymupdf_dejavu(page, {"dv": "", "dvb": "B", "dvi": "I"})
    page.insert_text((36, 60), "Tomas Lindqvist", fontname="dvb", fontsize=22)
    page.insert_text((36, 80), "Data Engineer", fontname="dv", fontsize=12)
    page.draw_line((36, 90), (576, 90))

    def column(x, y, items):
        for kind, text in items:
            if kind == "gap":
                y += 8
                continue
            font = {"h": "dvb", "b": "dvb", "i": "dvi", "t": "dv"}[kind]
            page.insert_text((x, y), text, fontname=font, fontsize=10 if kind != "t" else 9.5)
            y += 14
        return y

    column(36, 112, [
        ("h", "Contact"), ("t", "Gothenburg, Sweden"), ("t", "+46 31 555 0199"), ("t", "tomas.lindqvist@example.se"),
        ("t", "github.com/tlindqvist"), ("gap", ""),
        ("h", "Skills"), ("t", "Python"), ("t", "Apache Spark"), ("t", "Airflow"), ("t", "dbt"), ("t", "Snowflake"),
        ("t", "Terraform"), ("gap", ""),
        ("h", "Languages"), ("t", "Swedish"), ("t", "English"), ("t", "German"),
    ])
    column(190, 112, [
        ("h", "Experience"),
        ("b", "Senior Data Engineer"), ("t", "Nordkap Logistics AB"), ("i", "Mar 2020 – Present"),
        ("t", "• Moved nightly batch loads to Airflow."), ("t", "• Cut warehouse costs by a third."), ("gap", ""),
        ("b", "Data Engineer"), ("t", "Kattegat Analytics"), ("i", "Aug 2016 – Feb 2020"),
        ("t", "• Built Spark jobs for retail clients."), ("t", "• Wrote the team's dbt style guide."), ("gap", ""),
        ("b", "Junior Developer"), ("t", "Skagerrak Software"), ("i", "Jun 2014 – Jul 2016"),
        ("t", "• Maintained reporting scripts."),
    ])
    column(400, 112, [
        ("h", "Education"),
        ("b", "M.Sc. Computer Science"), ("t", "Chalmers University of Technology"), ("i", "2014 – 2016"), ("gap", ""),
        ("b", "B.Sc. Mathematics"), ("t", "University of Gothenburg"), ("i", "2011 – 2014"), ("gap", ""),
        ("h", "Certifications"), ("t", "AWS Certified Data Engineer"),
    ])
    doc.set_metadata({"producer": "PyMuPDF", "creator": "ManifestMatch samples"})
    doc.subset_fonts()
    doc.save(os.path.join(FILES, "i1-tomas-lindqvist.pdf"), garbage=4, deflate=True)
    write_truth("i1-tomas-lindqvist", {
        "basics": {"name": "Tomas Lindqvist", "label": "Data Engineer", "email": "tomas.lindqvist@example.se",
                   "phone": "+46 31 555 0199", "location": {"city": "Gothenburg"},
                   "profiles": [{"network": "GitHub", "url": "https://github.com/tlindqvist"}]},
        "work": [
            {"position": "Senior Data Engineer", "name": "Nordkap Logistics AB", "dates": dates("2020-03", current=True)},
            {"position": "Data Engineer", "name": "Kattegat Analytics", "dates": dates("2016-08", "2020-02")},
            {"position": "Junior Developer", "name": "Skagerrak Software", "dates": dates("2014-06", "2016-07")}],
        "education": [
            {"institution": "Chalmers University of Technology", "study_type": "M.Sc.", "area": "Computer Science", "dates": dates("2014", "2016")},
            {"institution": "University of Gothenburg", "study_type": "B.Sc.", "area": "Mathematics", "dates": dates("2011", "2014")}],
        "skills": [{"name": s} for s in ["Python", "Apache Spark", "Airflow", "dbt", "Snowflake", "Terraform"]],
        "certificates": [{"name": "AWS Certified Data Engineer"}],
        "languages": [{"language": l} for l in ["Swedish", "English", "German"]]})


# ---- i2: python-docx, entries as table rows under a header row ---------------------------
def table_docx():
    import docx
    from docx.shared import Pt
    document = docx.Document()
    header = document.sections[0].header.paragraphs[0]
    run = header.add_run("Grace Okoye"); run.bold = True; run.font.size = Pt(18)
    header.add_run("\nProduct Manager\nLagos, Nigeria · +234 803 555 0123 · grace.okoye@example.com · linkedin.com/in/graceokoye")

    def heading(text):
        paragraph = document.add_paragraph()
        run = paragraph.add_run(text); run.bold = True; run.font.size = Pt(12)

    def table(rows):
        grid = document.add_table(rows=len(rows), cols=len(rows[0]))
        grid.style = "Table Grid"
        for r, row in enumerate(rows):
            for c, value in enumerate(row):
                cell = grid.cell(r, c)
                cell.text = value
                if r == 0:
                    for run in cell.paragraphs[0].runs: run.bold = True

    heading("Profile")
    document.add_paragraph("Product manager with eight years in payments and logistics software across West Africa.")
    heading("Work History")
    table([["Period", "Role", "Organisation"],
           ["2021 – Present", "Senior Product Manager", "Okapi Payments Ltd"],
           ["2018 – 2021", "Product Manager", "Sahel Freight"],
           ["2015 – 2018", "Business Analyst", "Lekki Microfinance Bank"]])
    heading("Education")
    table([["Years", "Qualification", "Institution"],
           ["2013 – 2015", "MBA", "Lagos Business School"],
           ["2009 – 2013", "B.Sc. Economics", "University of Ibadan"]])
    heading("Skills")
    document.add_paragraph("Product discovery, SQL, Jira, A/B testing, Figma, Roadmapping")
    heading("Certifications")
    document.add_paragraph("Certified Scrum Product Owner (CSPO)")
    document.save(os.path.join(FILES, "i2-grace-okoye.docx"))
    write_truth("i2-grace-okoye", {
        "basics": {"name": "Grace Okoye", "label": "Product Manager", "email": "grace.okoye@example.com",
                   "phone": "+234 803 555 0123", "location": {"city": "Lagos"},
                   "profiles": [{"network": "LinkedIn", "url": "https://linkedin.com/in/graceokoye"}]},
        "work": [
            {"position": "Senior Product Manager", "name": "Okapi Payments Ltd", "dates": dates("2021", current=True)},
            {"position": "Product Manager", "name": "Sahel Freight", "dates": dates("2018", "2021")},
            {"position": "Business Analyst", "name": "Lekki Microfinance Bank", "dates": dates("2015", "2018")}],
        "education": [
            {"institution": "Lagos Business School", "study_type": "MBA", "dates": dates("2013", "2015")},
            {"institution": "University of Ibadan", "study_type": "B.Sc.", "area": "Economics", "dates": dates("2009", "2013")}],
        "skills": [{"name": s} for s in ["Product discovery", "SQL", "Jira", "A/B testing", "Figma", "Roadmapping"]],
        "certificates": [{"name": "Certified Scrum Product Owner (CSPO)"}]})


# ---- i3: text, entry lines in mixed orders, "Stack:" lines ----------------------------------
def mixed_orders():
    text = """HECTOR RAMIREZ
Backend Engineer
Austin, TX | (512) 555-0148 | hector.ramirez@example.com | github.com/hramirez

SUMMARY
Backend engineer who likes boring, well-tested services.

EXPERIENCE
Bluefin Pay | Senior Backend Engineer | Austin, TX | 2019 – Present
- Built the ledger service that settles card payments.
- Led the move from cron scripts to event-driven jobs.
Stack: Go, PostgreSQL, Kafka, Kubernetes

2016 – 2019 | Software Engineer | Cedar Clinics
- Wrote the claims API used by forty clinics.
Technologies: Java, Spring Boot, Redis

Jun 2014 – Aug 2016: Junior Developer, Pecan Street Media
- Kept the publishing tools running.

EDUCATION
The University of Texas at Austin | B.S. Computer Science | 2010 – 2014

SKILLS
Go, Java, PostgreSQL, Docker, gRPC
"""
    write_text("i3-hector-ramirez.txt", text)
    write_truth("i3-hector-ramirez", {
        "basics": {"name": "Hector Ramirez", "label": "Backend Engineer", "email": "hector.ramirez@example.com",
                   "phone": "(512) 555-0148", "location": {"city": "Austin"},
                   "profiles": [{"network": "GitHub", "url": "https://github.com/hramirez"}]},
        "work": [
            {"position": "Senior Backend Engineer", "name": "Bluefin Pay", "dates": dates("2019", current=True)},
            {"position": "Software Engineer", "name": "Cedar Clinics", "dates": dates("2016", "2019")},
            {"position": "Junior Developer", "name": "Pecan Street Media", "dates": dates("2014-06", "2016-08")}],
        "education": [
            {"institution": "The University of Texas at Austin", "study_type": "B.S.", "area": "Computer Science", "dates": dates("2010", "2014")}],
        "skills": [{"name": s} for s in ["Go", "Java", "PostgreSQL", "Docker", "gRPC", "Kafka", "Kubernetes", "Spring Boot", "Redis"]]})


# ---- i4: fpdf2 with a Unicode TTF font, Europass-style labels in a left column -------------
def europass():
    from fpdf import FPDF
    pdf = FPDF(format="A4")
    fpdf_dejavu(pdf, ("", "B"))
    pdf.set_auto_page_break(True, 15)
    pdf.add_page()
    pdf.set_font("DejaVu", "", 9)

    def row(label, text, bold=False, size=10):
        y = pdf.get_y()
        pdf.set_font("DejaVu", "", 8); pdf.set_text_color(90, 90, 90)
        pdf.set_xy(12, y); pdf.cell(50, 5, label, align="R")
        pdf.set_text_color(0, 0, 0); pdf.set_font("DejaVu", "B" if bold else "", size)
        pdf.set_xy(68, y); pdf.multi_cell(130, 5, text, new_x="LMARGIN", new_y="NEXT")

    def section(title):
        pdf.ln(3)
        y = pdf.get_y()
        pdf.set_font("DejaVu", "", 9); pdf.set_text_color(20, 60, 140)
        pdf.set_xy(12, y); pdf.cell(50, 6, title, align="R")
        pdf.set_text_color(0, 0, 0)
        pdf.line(68, y + 3, 198, y + 3)
        pdf.set_y(y + 7)

    pdf.set_font("DejaVu", "B", 14); pdf.set_xy(12, 12); pdf.cell(0, 8, "Curriculum Vitae", new_x="LMARGIN", new_y="NEXT")
    section("PERSONAL INFORMATION")
    row("", "Klára Novotná", bold=True, size=13)
    row("", "Vinohradská 12, 120 00 Prague, Czech Republic")
    row("", "+420 602 555 018")
    row("", "klara.novotna@example.cz")
    row("", "Date of birth 14/03/1990 | Nationality Czech")
    section("JOB APPLIED FOR")
    row("", "Marketing Analyst", bold=True)
    section("WORK EXPERIENCE")
    row("01/2019 – Present", "Marketing Analyst", bold=True)
    row("", "Bohemia Retail a.s., Prague (Czech Republic)")
    row("", "▪ Built the weekly campaign dashboard for twelve brands.")
    row("", "▪ Ran pricing experiments with the e-commerce team.")
    pdf.ln(2)
    row("09/2015 – 12/2018", "Junior Analyst", bold=True)
    row("", "Moravia Media s.r.o., Brno (Czech Republic)")
    row("", "▪ Prepared audience reports for advertisers.")
    section("EDUCATION AND TRAINING")
    row("2013 – 2015", "Master's degree in Economics", bold=True)
    row("", "Prague University of Economics and Business")
    pdf.ln(2)
    row("2010 – 2013", "Bachelor's degree in Marketing", bold=True)
    row("", "Masaryk University, Brno")
    section("PERSONAL SKILLS")
    row("Mother tongue(s)", "Czech")
    row("Other language(s)", "English (C1), German (B2)")
    row("Digital skills", "Google Analytics, SQL, Tableau, Excel, Python")
    pdf.output(os.path.join(FILES, "i4-klara-novotna.pdf"))
    write_truth("i4-klara-novotna", {
        "basics": {"name": "Klára Novotná", "label": "Marketing Analyst", "email": "klara.novotna@example.cz",
                   "phone": "+420 602 555 018", "location": {"city": "Prague"}},
        "work": [
            {"position": "Marketing Analyst", "name": "Bohemia Retail a.s.", "dates": dates("2019-01", current=True)},
            {"position": "Junior Analyst", "name": "Moravia Media s.r.o.", "dates": dates("2015-09", "2018-12")}],
        "education": [
            {"institution": "Prague University of Economics and Business", "study_type": "Master's degree", "area": "Economics", "dates": dates("2013", "2015")},
            {"institution": "Masaryk University", "study_type": "Bachelor's degree", "area": "Marketing", "dates": dates("2010", "2013")}],
        "skills": [{"name": s} for s in ["Google Analytics", "SQL", "Tableau", "Excel", "Python"]],
        "languages": [{"language": l} for l in ["Czech", "English", "German"]]})


if __name__ == "__main__":
    three_columns()
    table_docx()
    mixed_orders()
    europass()
