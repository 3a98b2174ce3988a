import Foundation
import MatchCore

/// Titles a newer O*NET release added: alternate and reported titles whose normalized form
/// the index does not hold at all, of occupations the index has. Nothing about them was seen
/// when the index was built, so they test the coder on titles people started to use later,
/// without hiding anything from the index.
public enum NewerReleaseTitles {
    /// The added titles of the release in `folder` (its `Alternate Titles.txt` and
    /// `Sample of Reported Titles.txt`, read by column name), one per (key, occupation), in file order.
    public static func load(folder: String, database: OnetDatabase) throws -> [HeldOutTitle] {
        let known = Set(database.titles.map { TitleNormalizer.key(ofReferenceTitle: $0.text) })
        var seen = Set<String>()
        var titles: [HeldOutTitle] = []
        let files = [("Alternate Titles.txt", "Alternate Title"), ("Sample of Reported Titles.txt", "Reported Job Title")]
        for (file, titleColumn) in files {
            let path = (folder as NSString).appendingPathComponent(file)
            guard let data = FileManager.default.contents(atPath: path) else {
                throw ReleaseFileError(file: path, line: 0, problem: "cannot be read (give the folder of an O*NET text release)")
            }
            let table = try ReleaseTable(file: file, data: data)
            let codeColumn = try table.column("O*NET-SOC Code"), textColumn = try table.column(titleColumn)
            for row in table.rows {
                let text = row.fields[textColumn].trimmingWhitespace
                guard let occupation = database.occupationIndex(code: try table.socCode(row, codeColumn)) else { continue }
                let key = TitleNormalizer.key(ofReferenceTitle: text)
                guard !key.isEmpty, !known.contains(key), seen.insert("\(occupation) \(key)").inserted else { continue }
                titles.append(HeldOutTitle(text: text, occupation: occupation, key: key))
            }
        }
        return titles
    }
}
