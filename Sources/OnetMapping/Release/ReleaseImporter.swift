import Crypto
import Foundation
import MatchCore

/// Builds an `OnetDatabase` from the tab-separated files of an O*NET release.
///
/// Only `Occupation Data.txt` is required; every other file adds what it holds when present.
/// Files are read by column name, so the text release and the Excel-converted layout both work.
public struct ReleaseImporter {
    /// The release files the importer reads, in the order it reads them.
    public static let knownFiles = [
        "Occupation Data.txt", "Content Model Reference.txt", "Alternate Titles.txt",
        "Sample of Reported Titles.txt", "Job Zones.txt", "Interests.txt",
        "Education, Training, and Experience.txt", "Task Statements.txt", "Technology Skills.txt",
        "Skills.txt", "Knowledge.txt", "Work Activities.txt",
    ]

    private let sources: [any ReleaseSource]

    /// Reads from `release`, taking files it lacks from `supplements` in order.
    public init(release: any ReleaseSource, supplements: [any ReleaseSource] = []) {
        sources = [release] + supplements
    }

    /// Reads the release into a database (calibration not yet fitted).
    public func importDatabase() throws -> OnetDatabase {
        var filesRead: [String] = []
        var digest = SHA256()
        var bytes = 0
        func table(_ name: String) throws -> ReleaseTable? {
            for source in sources {
                if let data = try source.contents(of: name) {
                    digest.update(data: Data(name.utf8))
                    digest.update(data: data)
                    bytes += data.count
                    filesRead.append(sources.count > 1 && source.location != sources[0].location ? "\(source.location)/\(name)" : name)
                    return try ReleaseTable(file: name, data: data)
                }
            }
            return nil
        }
        guard let occupationTable = try table("Occupation Data.txt") else {
            throw ReleaseFileError(file: "Occupation Data.txt", line: 0,
                                   problem: "is missing from \(sources[0].location), so it is not an O*NET release folder or zip")
        }
        var builder = try DatabaseBuilder(occupations: occupationTable)
        if let content = try table("Content Model Reference.txt") { try builder.addElements(content) }
        if let alternates = try table("Alternate Titles.txt") { try builder.addAlternateTitles(alternates) }
        if let reported = try table("Sample of Reported Titles.txt") { try builder.addReportedTitles(reported) }
        builder.addCuratedTitles()
        if let zones = try table("Job Zones.txt") { try builder.addJobZones(zones) }
        if let interests = try table("Interests.txt") { try builder.addInterests(interests) }
        if let education = try table("Education, Training, and Experience.txt") { try builder.addEducation(education) }
        if let tasks = try table("Task Statements.txt") { try builder.addTasks(tasks) }
        if let technology = try table("Technology Skills.txt") { try builder.addTechnology(technology) }
        for name in ["Skills.txt", "Knowledge.txt", "Work Activities.txt"] {
            if let ratings = try table(name) { try builder.addRatings(ratings) }
        }
        let version = try releaseVersion()
        return builder.finish(release: ReleaseInfo(
            version: version, attribution: ReleaseInfo.attribution(for: version), filesRead: filesRead,
            sourceSHA256: HexDigest.string(digest.finalize()), sourceBytes: bytes))
    }

    /// The release's name from the first line of `Read Me.txt`, e.g. "O*NET 27.0 Database".
    private func releaseVersion() throws -> String {
        if let data = try sources[0].contents(of: "Read Me.txt"),
           let first = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).first {
            let line = first.trimmingCharacters(in: .whitespaces)
            if line.contains("O*NET") { return line }
        }
        return "O*NET database (\((sources[0].location as NSString).lastPathComponent))"
    }
}

/// Accumulates the tables of a release into an `OnetDatabase`.
private struct DatabaseBuilder {
    var occupations: [Occupation] = []
    var indexByCode: [String: Int32] = [:]
    var titles: [OccupationTitle] = []
    var tasks: [TaskStatement] = []
    var elements: [ContentElement] = []
    var elementIndex: [String: Int32] = [:]
    var technologyIndex: [String: Int32] = [:]
    var technologies: [Technology] = []
    var hotPerOccupation: [Int32: Set<Int32>] = [:]

    init(occupations table: ReleaseTable) throws {
        let code = try table.column("O*NET-SOC Code"), title = try table.column("Title")
        let description = try table.column("Description")
        for row in table.rows {
            let soc = try table.socCode(row, code)
            guard indexByCode[soc] == nil else {
                throw ReleaseFileError(file: table.file, line: row.line, column: code + 1, problem: "\(soc) is listed twice")
            }
            occupations.append(Occupation(code: soc, title: String(row.fields[title]), description: String(row.fields[description])))
            indexByCode[soc] = 0
        }
        occupations.sort { $0.code < $1.code }
        for (index, occupation) in occupations.enumerated() {
            indexByCode[occupation.code] = Int32(index)
            titles.append(OccupationTitle(text: occupation.title, occupation: Int32(index), kind: .occupation))
        }
    }

    /// The occupation a row is about; a code missing from `Occupation Data.txt` is an error.
    func occupation(_ table: ReleaseTable, _ row: (line: Int, fields: [Substring]), _ column: Int) throws -> Int32 {
        let soc = try table.socCode(row, column)
        guard let index = indexByCode[soc] else {
            throw ReleaseFileError(file: table.file, line: row.line, column: column + 1,
                                   problem: "\(soc) is not in Occupation Data.txt (use files from one release)")
        }
        return index
    }

    mutating func addElements(_ table: ReleaseTable) throws {
        let id = try table.column("Element ID"), name = try table.column("Element Name")
        for row in table.rows {
            _ = element(id: String(row.fields[id]), name: String(row.fields[name]))
        }
    }

    mutating func element(id: String, name: String) -> Int32 {
        if let index = elementIndex[id] { return index }
        let index = Int32(elements.count)
        elements.append(ContentElement(id: id, name: name, kind: .of(id: id)))
        elementIndex[id] = index
        return index
    }

    mutating func addAlternateTitles(_ table: ReleaseTable) throws {
        let code = try table.column("O*NET-SOC Code"), title = try table.column("Alternate Title")
        let short = table.optionalColumn("Short Title")
        for row in table.rows {
            let occupation = try occupation(table, row, code)
            titles.append(OccupationTitle(text: String(row.fields[title]), occupation: occupation, kind: .alternate))
            if let short {
                let text = row.fields[short].trimmingCharacters(in: .whitespaces)
                if !text.isEmpty && text != "n/a" {
                    titles.append(OccupationTitle(text: text, occupation: occupation, kind: .short))
                }
            }
        }
    }

    mutating func addReportedTitles(_ table: ReleaseTable) throws {
        let code = try table.column("O*NET-SOC Code"), title = try table.column("Reported Job Title")
        for row in table.rows {
            titles.append(OccupationTitle(text: String(row.fields[title]), occupation: try occupation(table, row, code), kind: .reported))
        }
    }

    /// `CuratedTitles` whose occupation the release has (a subset may lack it).
    mutating func addCuratedTitles() {
        for (title, code) in CuratedTitles.all {
            guard let occupation = indexByCode[code] else { continue }
            titles.append(OccupationTitle(text: title, occupation: occupation, kind: .curated))
        }
    }

    mutating func addJobZones(_ table: ReleaseTable) throws {
        let code = try table.column("O*NET-SOC Code"), zone = try table.column("Job Zone")
        for row in table.rows {
            let occupation = try occupation(table, row, code)
            guard let value = try table.number(row, zone), (1...5).contains(value) else {
                throw ReleaseFileError(file: table.file, line: row.line, column: zone + 1, problem: "Job Zone must be 1–5")
            }
            occupations[Int(occupation)].jobZone = Int(value)
        }
    }

    mutating func addInterests(_ table: ReleaseTable) throws {
        let code = try table.column("O*NET-SOC Code"), id = try table.column("Element ID")
        let scale = try table.column("Scale ID"), value = try table.column("Data Value")
        let order = ["1.B.1.a", "1.B.1.b", "1.B.1.c", "1.B.1.d", "1.B.1.e", "1.B.1.f"]
        for row in table.rows where row.fields[scale] == "OI" {
            guard let dimension = order.firstIndex(of: String(row.fields[id])) else { continue }
            let occupation = Int(try occupation(table, row, code))
            if occupations[occupation].riasec.isEmpty { occupations[occupation].riasec = Array(repeating: 0, count: 6) }
            occupations[occupation].riasec[dimension] = try table.number(row, value) ?? 0
        }
    }

    mutating func addEducation(_ table: ReleaseTable) throws {
        let code = try table.column("O*NET-SOC Code"), id = try table.column("Element ID")
        let scale = try table.column("Scale ID"), category = try table.column("Category")
        let value = try table.column("Data Value")
        for row in table.rows where row.fields[id] == "2.D.1" && row.fields[scale] == "RL" {
            let occupation = Int(try occupation(table, row, code))
            guard let level = try table.number(row, category), (1...12).contains(level) else {
                throw ReleaseFileError(file: table.file, line: row.line, column: category + 1,
                                       problem: "Category of Required Level of Education must be 1–12")
            }
            if occupations[occupation].education.isEmpty { occupations[occupation].education = Array(repeating: 0, count: 12) }
            occupations[occupation].education[Int(level) - 1] = try table.number(row, value) ?? 0
        }
    }

    mutating func addTasks(_ table: ReleaseTable) throws {
        let code = try table.column("O*NET-SOC Code"), task = try table.column("Task")
        for row in table.rows {
            tasks.append(TaskStatement(occupation: try occupation(table, row, code), text: String(row.fields[task])))
        }
    }

    mutating func addTechnology(_ table: ReleaseTable) throws {
        let code = try table.column("O*NET-SOC Code"), example = try table.column("Example")
        let commodity = try table.column("Commodity Code"), commodityTitle = try table.column("Commodity Title")
        let hot = try table.column("Hot Technology")
        for row in table.rows {
            let occupation = try occupation(table, row, code)
            let name = String(row.fields[example]).trimmingCharacters(in: .whitespaces)
            let isHot = row.fields[hot] == "Y"
            let index: Int32
            if let known = technologyIndex[name] {
                index = known
            } else {
                index = Int32(technologies.count)
                technologyIndex[name] = index
                technologies.append(Technology(name: name, commodityCode: String(row.fields[commodity]),
                                               commodityTitle: String(row.fields[commodityTitle]), isHot: false, occupations: []))
            }
            technologies[Int(index)].isHot = technologies[Int(index)].isHot || isHot
            if technologies[Int(index)].occupations.last != occupation { technologies[Int(index)].occupations.append(occupation) }
            occupations[Int(occupation)].technologies.append(index)
            if isHot { hotPerOccupation[occupation, default: []].insert(index) }
        }
    }

    /// Skills, Knowledge and Work Activities share a layout: importance on the IM scale.
    mutating func addRatings(_ table: ReleaseTable) throws {
        let code = try table.column("O*NET-SOC Code"), id = try table.column("Element ID")
        let name = try table.column("Element Name"), scale = try table.column("Scale ID")
        let value = try table.column("Data Value")
        for row in table.rows where row.fields[scale] == "IM" {
            let occupation = Int(try occupation(table, row, code))
            guard let importance = try table.number(row, value) else { continue }
            let element = element(id: String(row.fields[id]), name: String(row.fields[name]))
            occupations[occupation].ratings.append(ElementRating(element: element, importance: importance))
        }
    }

    mutating func finish(release: ReleaseInfo) -> OnetDatabase {
        for index in occupations.indices {
            occupations[index].ratings.sort { ($0.importance, -$0.element) > ($1.importance, -$1.element) }
            let hot = hotPerOccupation[Int32(index)] ?? []
            var seen = Set<Int32>()
            let unique = occupations[index].technologies.filter { seen.insert($0).inserted }
            occupations[index].technologies = unique.filter(hot.contains) + unique.filter { !hot.contains($0) }
        }
        return OnetDatabase(release: release, occupations: occupations, titles: titles, tasks: tasks,
                            technologies: technologies, elements: elements)
    }
}
