import Foundation
import MatchCore
import Testing
@testable import ResumeParsing

/// Regressions found by held-out batches 40 and 41 (an1–an6, ao1–ao6: experienced people in
/// veterinary nursing, HR, supply chain, claims, diesel mechanics, privacy law, insurance,
/// quantity surveying, power engineering, UX research and pharmacy), each named after what
/// broke. Every input is written here, small.
@Suite struct Batch40RegressionTests {
    /// A name in capitals kept the letters after it; a postcode address in the header lost to
    /// a job's "Sydney, Australia" further down, and the phone took Australia's code.
    @Test func headerOfABritishCV() throws {
        let resume = try RegressionInputs.parse("""
            EILIDH ROBERTSON RVN
            Head Veterinary Nurse | Small Animal Hospital
            Portobello, Edinburgh EH15 2QT
            Mobile: 07700 900582
            Email: eilidh.robertson@example.com

            EMPLOYMENT HISTORY

            Harbourside Animal Hospital, Sydney, Australia
            Veterinary Nurse	Mar 2015 - Aug 2016
            """)
        #expect(resume.basics.name == "Eilidh Robertson")
        #expect(resume.basics.location?.city == "Edinburgh")
        #expect(resume.basics.location?.countryCode == "GB")
        #expect(resume.basics.phone == "+447700900582")
    }

    /// A surname with particles in lower case was no name, and "the Netherlands" no country.
    @Test func dutchNameAndCountry() throws {
        let resume = try RegressionInputs.parse("""
            Joris van der Meulen
            Supply Chain Analyst | Demand Planning
            Rotterdam, the Netherlands | +31 6 5550 1742 | joris.vandermeulen@example.com
            """)
        #expect(resume.basics.name == "Joris van der Meulen")
        #expect(resume.basics.label == "Supply Chain Analyst | Demand Planning")
        #expect(resume.basics.location?.countryCode == "NL")
        #expect(BasicsExtractor.looksLikeName("Universidad de Chile") == false)
    }

    /// A suburb before a large city: the city is where the candidate lives.
    @Test func suburbBeforeItsCity() throws {
        let auckland = try RegressionInputs.parse("Hemi Walker\nPapakura, Auckland | 021 555 0147 | hemi@example.com\n")
        #expect(auckland.basics.location?.city == "Auckland")
        #expect(auckland.basics.location?.countryCode == "NZ")
        let johannesburg = try RegressionInputs.parse("Chanelle Botha\nRandburg, Johannesburg, South Africa\nchanelle@example.com\n")
        #expect(johannesburg.basics.location?.city == "Johannesburg")
        let hamilton = try RegressionInputs.parse("Mereana Walsh-Tipene\nHamilton 3216, New Zealand | 021 555 0193 | m@example.com\n")
        #expect(hamilton.basics.location?.city == "Hamilton")
        #expect(hamilton.basics.location?.countryCode == "NZ")
    }

    /// A degree's name running on with "and" lost its end to the field.
    @Test func degreeNamesWithAnd() {
        #expect(RegressionInputs.studies(lines: ["Master of Industrial Relations and Human Resources (MIRHR)", "University of Toronto, 2023 - Present"])
            == ["Master of Industrial Relations and Human Resources (MIRHR) | - | University of Toronto"])
        #expect(RegressionInputs.studies(lines: ["SQA Highers and Advanced Higher    2008", "Willowbrae Academy, Edinburgh"])
            == ["SQA Highers and Advanced Higher | - | Willowbrae Academy"])
    }

    /// Notes under a degree that open with its grade, or set one apart, opened entries of their
    /// own: the exchange university became a school, a thesis title a school.
    @Test func gradeNotesUnderADegree() {
        let entries = RegressionInputs.education([
            "Universität Potsdam\t2012 – 2016", "B.Sc. Psychology", "Final grade: 1.9 · Erasmus semester at the Universidad de Granada, Spain",
            "(2014)", "Carl-Friedrich-Gauß-Gymnasium, Berlin\t2012", "Abitur", "Final grade: 1.6",
        ])
        #expect(RegressionInputs.studies(entries) == ["B.Sc. | Psychology | Universität Potsdam", "Abitur | - | Carl-Friedrich-Gauß-Gymnasium"])
        #expect(entries.map(\.score) == ["1.9", "1.6"])
        #expect(entries.last?.dates?.endDate == "2012")
        let honours = RegressionInputs.education([
            "RMIT University\t2011 – 2015", "Bachelor of Applied Science (Honours), Construction Management",
            "First Class Honours · Honours thesis: Early contractor involvement and cost certainty in Victorian school projects",
        ])
        #expect(RegressionInputs.studies(honours) == ["Bachelor of Applied Science (Honours) | Construction Management | RMIT University"])
        let merit = RegressionInputs.education([
            "2009\tCertificate in Automotive Engineering (Level 3)", "Manukau Institute of Technology",
            "Pre-trade course, full-time · Completed with Merit",
        ])
        #expect(merit.count == 1)
        #expect(merit.first?.score == "Completed with Merit")
    }

    /// Schools and results from outside the English-speaking world: an Afrikaans high school,
    /// South Africa's "Bachelor pass", an Irish law degree, the Law Society's courses.
    @Test func schoolsAndResultsAbroad() {
        let matric = RegressionInputs.education(["2012 – 2013\tUniversity of Pretoria", "Diploma in Veterinary Nursing",
                                                 "2008\tHoërskool Randpark-Noord", "National Senior Certificate (Matric)", "Bachelor pass"])
        #expect(RegressionInputs.studies(matric).last == "National Senior Certificate (Matric) | - | Hoërskool Randpark-Noord")
        #expect(matric.last?.score == "Bachelor pass")
        #expect(RegressionInputs.studies(lines: ["Law Society of Ireland", "Professional Practice Courses I & II (PPC)\t2014 – 2016",
                                                 "University College Cork", "BCL (Law and French)\t2008 – 2012"])
            == ["Professional Practice Courses I & II (PPC) | - | Law Society of Ireland", "BCL | Law and French | University College Cork"])
        #expect(RegressionInputs.studies(lines: ["NVQ Level 3 Diploma in Pharmacy Service Skills - The Manchester College, 2014 - 2016"])
            == ["NVQ Level 3 Diploma | Pharmacy Service Skills | The Manchester College"])
        #expect(RegressionInputs.studies(lines: ["Bachelor of Science in Electrical Engineering\t2008 – 2012", "Texas A&M University, College Station, TX"])
            == ["Bachelor of Science | Electrical Engineering | Texas A&M University"])
    }

    /// Two qualifications on consecutive lines of a hard-wrapped text were joined into one, and
    /// a list of A-level grades with its school was taken for remarks.
    @Test func qualificationsOnConsecutiveLines() throws {
        let filler = String(repeating: "Dispensing and checking for wards and clinics in a large teaching hospital. ", count: 6)
        let wrapped = stride(from: 0, to: filler.count, by: 90).map { offset -> String in
            let start = filler.index(filler.startIndex, offsetBy: offset)
            return String(filler[start..<(filler.index(start, offsetBy: 90, limitedBy: filler.endIndex) ?? filler.endIndex)])
        }.joined(separator: "\n")
        let resume = try RegressionInputs.parseBody("""
            PROFILE
            \(wrapped)

            EDUCATION
            BTEC Level 3 Diploma in Pharmaceutical Science - The Manchester College, 2014 - 2016
            A Levels: Chemistry (C), Biology (B), Sociology (B) - Xaverian College, Manchester, 2012 - 2014
            GCSEs: 10 at grades A*-C including Maths, English and Science - Levenshulme High School, 2012
            """)
        #expect(resume.education.map(\.institution) == ["The Manchester College", "Xaverian College", "Levenshulme High School"])
    }

    /// A hard-wrapped header's bar-separated lines were joined: the address ran into the label.
    @Test func barredHeaderLinesStayApart() {
        let lines = ["SAIMA HUSSAIN",
                     "Registered Pharmacy Technician | Accredited Checking Technician | Medicines Optimisation",
                     "Levenshulme, Manchester M19 3AB | 07700 900418 | saima.hussain@example.com",
                     "linkedin.com/in/saima-hussain-pharmtech", ""]
            + Array(repeating: "GPhC-registered pharmacy technician with ten years in NHS hospital pharmacy, the last five", count: 4)
        let joined = PlainTextExtractor.joiningHardWraps(lines.map { DocumentLine(text: $0) })
        #expect(joined[1].text == "Registered Pharmacy Technician | Accredited Checking Technician | Medicines Optimisation")
    }
}
