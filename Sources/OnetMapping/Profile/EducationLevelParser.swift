/// Reads education levels on O*NET's 1–12 scale (Required Level of Education, element 2.D.1)
/// from degree names and requirement text.
public enum EducationLevelParser {
    /// Word sequences that name a level. Short codes ("BS", "MA") need a following word such as
    /// "in" or "degree" (see `shortCodes`), so "MS Excel" is not a master's degree.
    static let phrases: [(words: [String], level: Int)] = [
        (["postdoc"], 12), (["postdoctoral"], 12), (["post", "doctoral"], 12),
        (["phd"], 11), (["ph", "d"], 11), (["doctorate"], 11), (["doctoral"], 11), (["doctor", "of", "philosophy"], 11),
        (["edd"], 11), (["ed", "d"], 11), (["dba", "degree"], 11),
        (["md"], 10), (["m", "d"], 10), (["jd"], 10), (["j", "d"], 10), (["juris", "doctor"], 10),
        (["doctor", "of", "medicine"], 10), (["pharmd"], 10), (["pharm", "d"], 10), (["doctor", "of", "pharmacy"], 10),
        (["dds"], 10), (["dmd"], 10), (["dvm"], 10), (["first", "professional", "degree"], 10),
        (["post", "master"], 9), (["post", "masters"], 9), (["postmaster"], 9),
        (["master"], 8), (["masters"], 8), (["msc"], 8), (["mba"], 8), (["m", "b", "a"], 8), (["meng"], 8),
        (["mph"], 8), (["msw"], 8), (["mfa"], 8), (["msn"], 8), (["graduate", "degree"], 8),
        (["post", "baccalaureate"], 7), (["postbaccalaureate"], 7),
        (["bachelor"], 6), (["bachelors"], 6), (["bsc"], 6), (["beng"], 6), (["bba"], 6), (["bsn"], 6),
        (["baccalaureate"], 6), (["undergraduate", "degree"], 6), (["four", "year", "degree"], 6),
        (["4", "year", "degree"], 6), (["college", "degree"], 6), (["university", "degree"], 6),
        (["associate", "degree"], 5), (["associates", "degree"], 5), (["associate", "of"], 5), (["aas"], 5),
        (["two", "year", "degree"], 5), (["2", "year", "degree"], 5),
        (["some", "college"], 4),
        (["vocational", "training"], 3), (["trade", "school"], 3), (["technical", "school"], 3),
        (["post", "secondary", "certificate"], 3), (["postsecondary", "certificate"], 3), (["vocational", "certificate"], 3),
        (["high", "school"], 2), (["ged"], 2), (["secondary", "school"], 2), (["abitur"], 2),
        (["no", "degree", "required"], 1), (["less", "than", "high", "school"], 1),
    ]

    /// Two-letter degree codes, counted only before one of `codeFollowers`.
    static let shortCodes: [String: Int] = ["bs": 6, "ba": 6, "ms": 8, "ma": 8, "as": 5, "aa": 5]
    static let codeFollowers: Set<String> = ["in", "degree", "or", "and", "ms", "ma", "bs", "ba", "phd", "from"]

    /// Every level named in `text`, in order of appearance.
    public static func levels(in text: String) -> [Int] {
        let words = TextTokenizer.words(in: text)
        var found: [Int] = []
        var index = 0
        while index < words.count {
            var matched = 0
            for (phrase, level) in phrases where phrase.count > matched && index + phrase.count <= words.count {
                if words[index..<(index + phrase.count)].elementsEqual(phrase) {
                    if matched == 0 { found.append(level) } else { found[found.count - 1] = level }
                    matched = phrase.count
                }
            }
            if matched == 0, let level = shortCodes[words[index]], index + 1 < words.count,
               codeFollowers.contains(words[index + 1]) {
                found.append(level)
            }
            index += max(1, matched)
        }
        return found
    }

    /// The level a posting asks for: the lowest degree it names (the rest are usually "preferred").
    public static func requiredLevel(in text: String) -> Int? {
        levels(in: text).filter { $0 >= 2 }.min()
    }

    /// The highest level a candidate's degrees (e.g. "Bachelor of Science") reach.
    public static func highestLevel(in degrees: [String]) -> Int? {
        degrees.flatMap(levels(in:)).max()
    }
}
