import Foundation
import MatchCore
import Testing
@testable import ResumeParsing

/// Regressions found by held-out batches 51 to 54 (ay1–ay6: experienced people with several
/// roles per employer, agency placements and dates as Germans, Dutch, Swedes and Kenyans write
/// them; az1–az6: resumes as online builders and job boards export them, LinkedIn's "Save to
/// PDF" among them; ba1–ba6: contractors' engagements; bb1–bb6: career changers), each named
/// after what broke. Every input is written here, small.
@Suite struct Batch51RegressionTests {
    /// LinkedIn's export puts a sidebar left of page 1 and prints page 2 in one column: page 2
    /// goes on from page 1's main column (read after the sidebar), not from the sidebar.
    @Test func aOneColumnPageGoesOnFromTheMainColumn() {
        func line(_ text: String, column: Int) -> DocumentLine {
            var line = DocumentLine(text: text)
            line.column = column
            return line
        }
        let pages = [
            [line("Top Skills", column: 0), line("SaaS", column: 0),
             line("Experience", column: 1), line("Ardmore Cloud Software", column: 1),
             line("Customer Onboarding Specialist", column: 1), line("Ran 90-day onboarding projects for new customers and cut the time to first", column: 1)],
            [line("value by a third.", column: 0), line("Liffey Payments", column: 0)],
        ]
        let lines = PDFTextExtractor.continuingColumns(pages).flatMap { $0 }.map(\.text)
        #expect(lines.suffix(3) == ["Ran 90-day onboarding projects for new customers and cut the time to first", "value by a third.", "Liffey Payments"])
    }

    /// LinkedIn's durations ("7 years 3 months" under the company, "(2 years 11 months)" after a
    /// role's dates) were taken for employers, and a role's " - " unit under the company for one.
    @Test func linkedInDurationsAndRolesUnderTheirCompany() throws {
        let resume = try RegressionInputs.parseBody("""
            Experience
            Ardmore Cloud Software
            7 years 3 months
            Senior Customer Success Manager, EMEA Enterprise
            January 2024 - Present (2 years 11 months)
            Dublin, County Dublin, Ireland
            Own a book of 28 enterprise accounts across the UK and DACH.

            Customer Success Manager
            March 2021 - December 2023 (2 years 10 months)
            Mid-market portfolio of 60 accounts in Ireland and Germany.

            Liffey Payments
            4 years

            Customer Support Agent - German Market
            September 2015 - April 2017 (1 year 8 months)
            Dublin, County Dublin, Ireland
            Tier 1 and tier 2 support in German and English for online merchants.
            """)
        #expect(RegressionInputs.roles(resume) == [
            "Senior Customer Success Manager, EMEA Enterprise @ Ardmore Cloud Software | 2024-01–now",
            "Customer Success Manager @ Ardmore Cloud Software | 2021-03–2023-12",
            "Customer Support Agent - German Market @ Liffey Payments | 2015-09–2017-04",
        ])
        #expect(resume.work.first?.dates?.dateText == "January 2024 - Present")
    }

    /// A title's line over the employer's own line with its place is the title whole: its colon,
    /// comma or dash was taken for the one between a title and an employer.
    @Test func aTitleOverItsEmployerAndPlaceKeepsItsUnit() throws {
        let resume = try RegressionInputs.parseBody("""
            PROFESSIONAL EXPERIENCE
            since 2021\tLecturer (part-time): Clinical Trial Monitoring and GCP
            \tAkademie für Klinische Forschung Süd, Munich
            • Teach the monitoring and GCP modules of the academy's CRA certificate course.
            10/2013 – 03/2016\tStudy Coordinator, Department of Haematology and Oncology
            \tKlinikum Nymphenburg gGmbH, Munich
            • Coordinated 14 investigator-initiated and industry trials.
            Monitoring, Evaluation & Learning (MEL) Manager
            Amani Health Partners, Nairobi
            March 2022 to date
            • Lead the MEL unit of a maternal health portfolio.
            """)
        #expect(RegressionInputs.roles(resume) == [
            "Lecturer (part-time): Clinical Trial Monitoring and GCP @ Akademie für Klinische Forschung Süd | 2021–now",
            "Study Coordinator, Department of Haematology and Oncology @ Klinikum Nymphenburg gGmbH | 2013-10–2016-03",
            "Monitoring, Evaluation & Learning (MEL) Manager @ Amani Health Partners | 2022-03–now",
        ])
    }

    /// A line under the employer's own line that is no employer's ("(CCMB), Hyderabad", the
    /// wrapped end of the one above) leaves the title's line to be parted as before.
    @Test func aWrappedEmployerEndIsNoEmployerLine() throws {
        let resume = try RegressionInputs.parseBody("""
            EXPERIENCE
            2009 – 2010\tProject Junior Research Fellow, CSIR-Centre for Cellular and Molecular Biology
            (CCMB), Hyderabad
            • Expressed and purified bacterial transporters.
            """)
        #expect(resume.work.first?.position == "Project Junior Research Fellow")
    }

    /// "… coaching track for new" over "Scrum Masters.": a few words ending a sentence finish the
    /// bullet above, though "Master" is a title's word; the next role kept its title.
    @Test func aShortLineEndingTheSentenceFinishesTheBullet() throws {
        let resume = try RegressionInputs.parseBody("""
            EXPERIENCE
            Apr 2023 – present | Agile Coach (interim)
            Delta Netbeheer B.V., Arnhem
            • Set up a Scrum Master community of practice (16 members) and a six-month coaching track for new
            Scrum Masters.

            Sept 2022 – now | Guest Lecturer, Agile Project Management (part-time)
            Domstad Hogeschool, Utrecht
            • Teach the Scrum and Kanban block one evening a week.
            """)
        #expect(resume.work.first?.highlights.first?.hasSuffix("for new Scrum Masters.") == true)
        #expect(RegressionInputs.roles(resume).last == "Guest Lecturer, Agile Project Management (part-time) @ Domstad Hogeschool | 2022-09–now")
    }

    /// Quarters were read as their year alone, and "Summers 2011–2013" as two bare years.
    @Test func quartersAndSeasonsOverSeveralYears() {
        let quarters = DateRangeParser.firstRange(in: "Q3 2020 – Q1 2023 | Release Train Engineer")?.range
        #expect(quarters?.startDate == "2020-07" && quarters?.endDate == "2023-03")
        let quarter = DateRangeParser.firstRange(in: "Q3 2020").map { DateRangeParser.spanningSeason($0.range) }
        #expect(quarter?.startDate == "2020-07" && quarter?.endDate == "2020-09")
        let summers = DateRangeParser.firstRange(in: "Bilingual Tour Guide | Summers 2011–2013").map { DateRangeParser.spanningSeason($0.range) }
        #expect(summers?.startDate == "2011-06" && summers?.endDate == "2013-08" && summers?.dateText == "Summers 2011–2013")
        // A place named for springs or falls before a year is no season.
        #expect(DateRangeParser.firstRange(in: "Colorado Springs 2015 – 2019")?.range.startDate == "2015")
    }

    /// An aside naming the staffing agency ("· contract through TalentBrug B.V.", "— contracted
    /// through Savanna HR" wrapped over "Solutions Ltd") cost the entry its employer.
    @Test func agencyAsidesLeaveTheClientAsTheEmployer() throws {
        let resume = try RegressionInputs.parseBody("""
            EXPERIENCE
            Q3 2020 – Q1 2023 | Release Train Engineer (contract)
            Polderbank N.V., Amsterdam · contract through TalentBrug B.V.
            • RTE of the mortgages Agile Release Train.

            M&E Officer – Tujenge Jamii OVC Project
            Horizon Development Associates, Machakos — contracted through Savanna HR
            Solutions Ltd
            Jul 2016 – Dec 2018
            • Tracked services to 9,000 children and their caregivers.
            """)
        #expect(RegressionInputs.roles(resume) == [
            "Release Train Engineer (contract) @ Polderbank N.V. | 2020-07–2023-03",
            "M&E Officer – Tujenge Jamii OVC Project @ Horizon Development Associates | 2016-07–2018-12",
        ])
        #expect(EntryNoise.withoutAgencyAside("Raffles Link Properties Pte Ltd (contract through PeopleLink Staffing Pte Ltd)\tSingapore").text
            == "Raffles Link Properties Pte Ltd\tSingapore")
        #expect(EntryNoise.withoutAgencyAside("Analyst, through 2019").text == "Analyst, through 2019", "a lower-case word after the lead")
    }

    /// An employer's line with a sentence about the firm under it, then its roles; and the
    /// candidate's own firm with its aside.
    @Test func anEmployerNoteAndTheCandidatesOwnFirm() throws {
        let resume = try RegressionInputs.parse("""
            # Maja Lindholm
            maja@example.com

            ## Work experience

            ### Kvadrat Konsult AB — Gothenburg

            *Engineering and documentation consultancy; employed as a consultant and placed with clients.*

            **Senior Technical Writer (consultant)** · 2021-12 – present
            Client: Västkust Lastvagnar AB — service and repair information for the electric truck range

            - Write and restructure service information in DITA XML.

            ### Lindholm Språk (own firm, part-time) — Gothenburg

            **Freelance Translator (part-time)** · 2017 – ongoing

            - Evenings and weekends: technical texts for three agencies.
            """, file: "r.md")
        #expect(RegressionInputs.roles(resume) == [
            "Senior Technical Writer (consultant) @ Kvadrat Konsult AB | 2021-12–now",
            "Freelance Translator (part-time) @ Lindholm Språk | 2017–now",
        ])
    }

    /// A title wrapped inside its bracket ("(evening" over "programme)") was taken for the start
    /// of a paragraph, and the role was lost; a tour guide's title had no title word.
    @Test func aTitleWrappedInItsBracketAndATourGuide() throws {
        let resume = try RegressionInputs.parseBody("""
            EMPLOYMENT RECORD
            Part-time Lecturer – Research Methods & Biostatistics (evening
            programme)
            Kilimani University College, Nairobi
            2019 to date
            • Teach research methods and biostatistics.
            Navettes du Vieux-Port, Montréal, QC
            Bilingual Tour Guide (seasonal) | Summers 2011–2013
            • Guided river shuttle and harbour walking tours.
            """)
        #expect(RegressionInputs.roles(resume) == [
            "Part-time Lecturer – Research Methods & Biostatistics (evening programme) @ Kilimani University College | 2019–now",
            "Bilingual Tour Guide (seasonal) @ Navettes du Vieux-Port | 2011-06–2013-08",
        ])
    }

    /// "REFEREES" over "Available on request" in a sidebar read inside the main column took the
    /// education after it; it is whole, and what follows goes back to its own column's section.
    @Test func referencesOnRequestEndTheirSection() {
        func line(_ text: String, column: Int) -> DocumentLine {
            var line = DocumentLine(text: text)
            line.column = column
            return line
        }
        let sections = SectionSplitter.split([
            line("Aroha Pennington", column: 1), line("EDUCATION", column: 1), line("Massey University\t2024 – present", column: 1),
            line("SKILLS", column: 0), line("• Structured literacy", column: 0), line("REFEREES", column: 0),
            line("Available on request", column: 0), line("Makara Ridge College\t2010", column: 1), line("NCEA Level 3", column: 1),
        ])
        let education = sections.first { $0.kind == .education }
        #expect(education?.lines.map(\.text) == ["Massey University\t2024 – present", "Makara Ridge College\t2010", "NCEA Level 3"])
        #expect(sections.first { $0.kind == .references }?.lines.map(\.text) == ["Available on request"])
    }

    /// Columns set apart with the space bar in a plain-text resume part fields as tabs do; not
    /// before a colon that ends an aligned label.
    @Test func spaceAlignedColumnsInPlainText() {
        #expect(PlainTextExtractor.tabbingWideGaps("Certificate IV in Civil Construction Supervision   TAFE Queensland   2020")
            == "Certificate IV in Civil Construction Supervision\tTAFE Queensland\t2020")
        #expect(PlainTextExtractor.tabbingWideGaps("Languages Known   : English, Hindi") == "Languages Known   : English, Hindi")
        #expect(PlainTextExtractor.tabbingWideGaps("  • Two  spaces stay") == "  • Two  spaces stay")
        #expect(RegressionInputs.studies(lines: ["Certificate IV in Civil Construction Supervision\tTAFE Queensland\t2020"])
            == ["Certificate IV | Civil Construction Supervision | TAFE Queensland"])
    }

    /// Qualifications the degree pattern did not know, and a Quebec college's diploma taken for a
    /// school because it holds "College".
    @Test func qualificationsFromSingaporeTheNetherlandsSwedenQuebecAndIreland() {
        #expect(RegressionInputs.studies(lines: ["GCE ‘O’ Level\t2002", "Tampines Ridge Secondary School"])
            == ["GCE ‘O’ Level | - | Tampines Ridge Secondary School"])
        #expect(RegressionInputs.studies(lines: ["Dawson College", "Diploma of College Studies (DEC), Languages | 2006 – 2008"])
            == ["Diploma of College Studies (DEC) | Languages | Dawson College"])
        #expect(RegressionInputs.studies(lines: ["Upper secondary diploma, Natural Science Programme — Västerleden Gymnasium — 2005–2008"])
            == ["Upper secondary diploma | Natural Science Programme | Västerleden Gymnasium"])
        #expect(RegressionInputs.studies(lines: ["2001 – 2007 | VWO diploma, Nature & Technology", "Het Westland Lyceum"]).first?.hasPrefix("VWO diploma") == true)
        #expect(RegressionInputs.studies(lines: ["Coláiste an Chnoic", "Leaving Certificate · (2005 - 2011)"])
            == ["Leaving Certificate | - | Coláiste an Chnoic"])
        #expect(!EntryVocabulary.isInstitution("Diploma of College Studies (DEC)") && EntryVocabulary.isInstitution("Dawson College"))
    }

    /// A box number and postcode ("P.O. Box 10412-00100") was taken for the phone.
    @Test func aPostOfficeBoxIsNoPhone() throws {
        let resume = try RegressionInputs.parse("""
            Faith Mwangi
            Kilimani, Nairobi, Kenya
            P.O. Box 10412-00100, Nairobi
            +254 722 555 014
            faith.mwangi@example.com
            """)
        #expect(resume.basics.phone == "+254722555014")
    }

    /// A contractor's engagement line ("Mar 2026 – present | 12-month contract · DIDO, 5 days
    /// on / 2 off") gave its notes as employer and place, an agency's line alone ("via Ironbark
    /// Technical Recruitment") was taken for one, and the sentence opening the section for a role.
    @Test func contractorsEngagementNotesAndAgencyLines() throws {
        let resume = try RegressionInputs.parseBody("""
            CONTRACT ENGAGEMENTS
            Contracting since March 2023 as a sole trader (ABN) or through labour hire and engineering
            recruiters.

            Mar 2026 – present | 12-month contract · DIDO, 5 days on / 2 off
            Mechanical Commissioning Lead
            Wildflower Lithium Pty Ltd, Kwinana WA
            via Ironbark Technical Recruitment
            • Lead a team of 6 mechanical commissioning engineers.

            Oct 2024 – Mar 2025 | FIFO 14/14
            Mechanical Completions Engineer
            Ningaloo Gas Pty Ltd, Karratha WA
            • Walked down 1,400 ITRs.
            """)
        #expect(RegressionInputs.roles(resume) == [
            "Mechanical Commissioning Lead @ Wildflower Lithium Pty Ltd | 2026-03–now",
            "Mechanical Completions Engineer @ Ningaloo Gas Pty Ltd | 2024-10–2025-03",
        ])
        #expect(EntryNoise.withoutEngagementNotes("Jul 2025 – Feb 2026 | 6-month contract, extended 2 months · FIFO 2/1 ex Perth")
            == "Jul 2025 – Feb 2026")
        #expect(EntryNoise.withoutEngagementNotes("Delta Netbeheer B.V. · Arnhem") == "Delta Netbeheer B.V. · Arnhem")
    }

    /// A bootcamp was no qualification, so its school took the next degree's.
    @Test func aBootcampIsAQualification() {
        #expect(RegressionInputs.studies(lines: ["General Assembly", "Data Analytics Bootcamp\tSep 2024 – Dec 2024",
                                                 "Temasek Polytechnic", "Diploma in Hospitality & Tourism Management\t2010 – 2013"])
            == ["Data Analytics Bootcamp | - | General Assembly", "Diploma | Hospitality & Tourism Management | Temasek Polytechnic"])
        #expect(EntryVocabulary.degree(in: "Completed a bootcamp in 2024") == nil, "a bootcamp's name is capitalised")
    }

    /// Job boards print each skill with its years ("Phlebotomy (8 years)"); a designer's template
    /// heads the skills "What I'm good at"; "Personal particulars" and "Referees" are sections.
    @Test func skillsWithYearsAndHeadingsInTheFirstPerson() throws {
        let resume = try RegressionInputs.parseBody("""
            Skills
            • Vital signs (9 years)
            • Prior authorization (less than 1 year)
            • EMR systems (5+ years)
            """)
        #expect(resume.skills.map(\.name) == ["Vital signs", "Prior authorization", "EMR systems"])
        let designer = try RegressionInputs.parseBody("What I'm good at\nAutoCAD\nRevit\nSpace planning\n")
        #expect(designer.skills.map(\.name) == ["AutoCAD", "Revit", "Space planning"])
        #expect(SectionLexicon.kind(ofHeading: "PERSONAL PARTICULARS") == .contact)
        #expect(SectionLexicon.kind(ofHeading: "REFEREES") == .references)
    }
}
