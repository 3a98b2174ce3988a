import Foundation
import MatchCore

/// Recognises places as printed on resumes: "Austin, TX", "Toronto, ON, Canada", "Berlin, Germany",
/// "Hamilton 3216, New Zealand" (a postcode before the country), "Remote".
enum PlaceParser {
    nonisolated(unsafe) private static let pattern = try! NSRegularExpression(pattern:
        #"(?<![\w])((?:[A-Z][\p{L}.'-]+)(?: [A-Z][\p{L}.'-]+){0,3})(?: \d{4,6})?, (?:the )?((?:[A-Z]{2})|(?:[A-Z][\p{L}.]+)(?: [A-Z][\p{L}]+){0,2})(?:, ([A-Z][\p{L}.]+(?: [A-Z][\p{L}]+){0,2}))?(?![\w])"#)

    /// Whether some ", " is followed by a US state or Canadian province code, a country name or a
    /// region outside North America (`EntryVocabulary.regions`):
    /// the pattern's matches count only when their second or third part is one of those, so a
    /// line without any is left without running the pattern.
    static func mayHoldKnownPlace(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var index = 0
        while index + 3 < bytes.count {
            defer { index += 1 }
            guard bytes[index] == 0x2C, bytes[index + 1] == 0x20 else { continue }
            // "Rotterdam, the Netherlands".
            let start = bytes[(index + 2)...].starts(with: Array("the ".utf8)) ? index + 6 : index + 2
            guard start < bytes.count, bytes[start] >= 0x41, bytes[start] <= 0x5A else { continue }
            let rest = bytes[start...]
            if regionCodes.contains(Array(rest.prefix(2))) { return true }
            let lowered = rest.prefix(longestPlaceName).map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
            if placeNames.contains(where: { lowered.starts(with: $0) }) { return true }
        }
        return false
    }

    private static let regionCodes = Set((EntryVocabulary.usStates.union(EntryVocabulary.canadianProvinces)).map { Array($0.utf8) })
    private static let placeNames = (Array(EntryVocabulary.countries.keys) + Array(EntryVocabulary.regions.keys)).map { Array($0.utf8) }
    private static let longestCountry = EntryVocabulary.countries.keys.map(\.utf8.count).max() ?? 0
    private static let longestPlaceName = placeNames.map(\.count).max() ?? 0

    /// Words that join an organisation's name to the capitalised words after them.
    private static let connectors: Set<String> = ["of", "for", "and", "at", "&", "the", "de", "des", "du", "der", "für", "di"]

    private static func endsWithConnector(_ before: Substring) -> Bool {
        guard before.hasSuffix(" ") else { return false }
        guard let word = before.split(separator: " ").last else { return false }
        return connectors.contains(String(word))
    }

    /// Whether `text` opens with a country's name ("United States", "Canada").
    private static func startsWithCountry(_ text: Substring) -> Bool {
        let lowered = text.prefix(longestCountry + 1).lowercased()
        return EntryVocabulary.countries.keys.contains { country in
            lowered.hasPrefix(country) && !(lowered.dropFirst(country.count).first?.isLetter ?? false)
        }
    }

    /// Places written with a postcode instead of a comma, as addresses outside North America
    /// are: "Brisbane QLD 4170", "Melbourne VIC", "Leeds LS8", "London SW1A 1AA", "Galway H91
    /// E2T6", "Hyderabad – 500072" ("Bengaluru, Karnataka 560102" is a city and its region, `find`).
    nonisolated(unsafe) private static let postalPatterns: [(NSRegularExpression, country: String)] = [
        (try! NSRegularExpression(pattern: #"(?<![\w])([A-Z][a-z]+(?: [A-Z][a-z]+)?),? (?:QLD|NSW|VIC|WA|SA|TAS|ACT|NT)(?: \d{4})?(?![\w])"#), "AU"),
        // An Irish Eircode ("Galway H91 E2T6") before the British outward code it resembles.
        (try! NSRegularExpression(pattern: #"(?<![\w])([A-Z][a-z]+(?: [A-Z][a-z]+)?),? [A-Z](?:\d{2}|6W) [0-9A-Z]{4}(?![\w])"#), "IE"),
        (try! NSRegularExpression(pattern: #"(?<![\w])([A-Z][a-z]+(?: [A-Z][a-z]+)?),? [A-Z]{1,2}\d{1,2}[A-Z]?(?: \d[A-Z]{2})?(?![\w])"#), "GB"),
        (try! NSRegularExpression(pattern: #"(?<![\w])([A-Z][a-z]+) ?[–-] ?\d{6}(?![\w])"#), "IN"),
    ]

    private static let australianStates: Set<Substring> = ["QLD", "NSW", "VIC", "WA", "SA", "TAS", "ACT", "NT"]

    /// "Adelaide SA, Australia": Australians write the state after the city without a comma;
    /// with the country named, the state's code is the region, not part of the city.
    private static func withStateOutOfCity(_ location: ResumeLocation) -> ResumeLocation {
        guard location.countryCode == "AU", let city = location.city, let space = city.lastIndex(of: " "),
              australianStates.contains(city[city.index(after: space)...]) else { return location }
        var split = location
        split.city = String(city[..<space])
        split.region = String(city[city.index(after: space)...])
        return split
    }

    /// "Brightsmile Dental, Mawson Lakes SA", "Harvest Fresh Foodstores | Adelaide SA": an
    /// Australian suburb and its state's code, the last field of a heading line (before its
    /// dates' tab), with no postcode; where the field is.
    static func australianSuburb(in text: String) -> Range<String.Index>? {
        let separators = [", ", " | "].compactMap { text.range(of: $0, options: .backwards) }
        guard let separator = separators.max(by: { $0.lowerBound < $1.lowerBound }) else { return nil }
        let rest = text[separator.upperBound...]
        let field = rest[..<(rest.firstIndex(of: "\t") ?? rest.endIndex)]
        let words = field.split(separator: " ")
        guard (2...4).contains(words.count), let state = words.last, australianStates.contains(state),
              words.dropLast().allSatisfy({ $0.first?.isUppercase == true && $0.dropFirst().allSatisfy(\.isLowercase) }),
              text[..<separator.lowerBound].contains(where: \.isLetter) else { return nil }
        return field.startIndex..<state.endIndex
    }

    /// The city of an address written with a postcode (`postalPatterns`). Codes such as "NT4"
    /// also name versions of things, so callers ask only of contact lines.
    static func postalPlace(in text: String) -> ResumeLocation? {
        let range = NSRange(text.startIndex..., in: text)
        for (pattern, country) in postalPatterns {
            if let match = pattern.firstMatch(in: text, range: range), let city = Range(match.range(at: 1), in: text) {
                return ResumeLocation(city: String(text[city]), countryCode: country)
            }
        }
        return nil
    }

    /// The country of a large city (`EntryVocabulary.majorCities`), or nil.
    static func majorCity(_ name: String) -> String? {
        EntryVocabulary.majorCities[name.lowercased()]
    }

    /// "Papakura, Auckland", "Al Qusais, Dubai", "Knocknacarra, Galway H91 E2T6", "Paddington,
    /// Brisbane QLD 4064": a suburb and the large city it lies in, which ends the text or its
    /// field or stands before a postcode or a state's code; the city. Callers ask only of
    /// contact lines.
    static func cityAfterSuburb(in text: String) -> ResumeLocation? {
        for field in text.pieces(separatedBy: ", ").dropFirst() {
            // The city's words, up to a postcode ("Galway H91 E2T6", "Wellington 6012", "Dhaka-1216"),
            // a state's code in capitals or a separator.
            let words = field.split(separator: " ").flatMap(splittingPostcode)
            let cityWords = words.prefix { word in
                word.allSatisfy { $0.isLetter || $0 == "-" } && !(word.count >= 2 && word.allSatisfy(\.isUppercase))
            }
            let city = cityWords.joined(separator: " ")
            let next = words.dropFirst(cityWords.count).first
            let endsCity = next.map { word in
                word.contains(where: \.isNumber) || word.first.map { !$0.isLetter } == true || word.allSatisfy(\.isUppercase)
            } ?? true
            guard let country = majorCity(city), endsCity else { continue }
            return ResumeLocation(city: city, countryCode: country)
        }
        return nil
    }

    /// "Dhaka-1216": a city and its postcode joined by a hyphen, as two words; any other word as it is.
    private static func splittingPostcode(_ word: Substring) -> [Substring] {
        guard let hyphen = word.firstIndex(of: "-"), hyphen > word.startIndex, word[word.index(after: hyphen)...].count >= 3,
              word[word.index(after: hyphen)...].allSatisfy(\.isNumber) else { return [word] }
        return [word[..<hyphen], word[word.index(after: hyphen)...]]
    }

    /// A large city standing as a field of its own on a contact line ("Singapore | +65 9155
    /// 5027 | …"). Callers ask only of contact lines.
    static func cityField(in text: String) -> ResumeLocation? {
        for field in text.split(whereSeparator: { $0 == "|" || $0 == "·" || $0 == "•" || $0 == "\t" }) {
            let city = field.trimmingSpaces
            if let country = majorCity(city) { return ResumeLocation(city: city, countryCode: country) }
        }
        return nil
    }

    /// The capitalised words (one to three) of a city printed before a dash or slash and its
    /// state's code ("São Paulo – " before "SP, Brazil"), or nil.
    private static func cityBeforeStateCode(_ before: Substring) -> Range<String.Index>? {
        guard let separator = [" – ", " - ", "/"].first(where: { before.hasSuffix($0) }) else { return nil }
        let rest = before.dropLast(separator.count)
        // The last three words, nearest first, while each is a capitalised word of letters.
        let city = rest.split(separator: " ", omittingEmptySubsequences: false).suffix(3).reversed()
            .prefix { word in word.first?.isUppercase == true && word.allSatisfy(\.isLetter) }
        return city.last.map { $0.startIndex..<rest.endIndex }
    }

    /// A place found in `text`, and where it is; nil when there is none.
    static func find(in text: String) -> (location: ResumeLocation, range: Range<String.Index>)? {
        let mayHoldKnownPlace = mayHoldKnownPlace(text)
        guard mayHoldKnownPlace || text.containsText("Remote") || text.containsText("Hybrid") else { return nil }
        // Matches may overlap ("Dodge Street, Omaha, NE" holds "Omaha, NE"): after a failed
        // candidate, search again from its second part.
        var searchFrom = NSRange(text.startIndex..., in: text).location
        let length = NSRange(text.startIndex..., in: text).length
        while mayHoldKnownPlace, searchFrom < length,
              let match = pattern.firstMatch(in: text, range: NSRange(location: searchFrom, length: length - searchFrom)) {
            searchFrom = match.range(at: 2).location
            guard let whole = Range(match.range, in: text), let cityRange = Range(match.range(at: 1), in: text),
                  let secondRange = Range(match.range(at: 2), in: text) else { continue }
            let city = String(text[cityRange])
            let second = String(text[secondRange])
            let third = Range(match.range(at: 3), in: text).map { String(text[$0]) }
            if city.count <= 3, city.allSatisfy(\.isUppercase) {
                // "São Paulo – SP, Brazil", "Curitiba/PR, Brazil": a city, its state's code and the
                // country. Otherwise a credential in capitals is no city ("DIZON-HARTLEY, RN, MN").
                if third == nil, let code = EntryVocabulary.countries[second.lowercased()],
                   let named = cityBeforeStateCode(text[..<cityRange.lowerBound]) {
                    return (ResumeLocation(city: String(text[named]), countryCode: code, region: city), named.lowerBound..<whole.upperBound)
                }
                continue
            }
            // "Tamika R. Billups, MS, RRT-ACCS": post-nominal letters after a name, not a city and
            // its state ("Atlanta, GA, USA" names its country).
            if let third, third.allSatisfy(\.isUppercase), EntryVocabulary.countries[third.lowercased()] == nil,
               EntryVocabulary.usStates.contains(second) || EntryVocabulary.canadianProvinces.contains(second) {
                continue
            }
            if endsWithConnector(text[..<cityRange.lowerBound]) {
                // "University of Aberdeen, UK", "Institute for Water Research, Oslo, Norway": the
                // capitalised words end an organisation's name, and the place starts after them.
                if let third, let code = EntryVocabulary.countries[third.lowercased()] {
                    return (ResumeLocation(city: second, countryCode: code), secondRange.lowerBound..<whole.upperBound)
                }
                if third == nil, let code = EntryVocabulary.countries[second.lowercased()] {
                    return (ResumeLocation(countryCode: code), secondRange)
                }
                continue
            }
            if let third, let code = EntryVocabulary.countries[third.lowercased()], EntryVocabulary.countries[second.lowercased()] == nil,
               city.split(separator: " ").count >= 3 || EntryVocabulary.companyScore(city) > 0 {
                // "Marine Scotland Science, Aberdeen, UK": an employer, then the city and country.
                return (ResumeLocation(city: second, countryCode: code), secondRange.lowerBound..<whole.upperBound)
            }
            let afterOrganisation = text[..<cityRange.lowerBound].hasSuffix(", ")
                && EntryVocabulary.companyScore(String(text[..<cityRange.lowerBound])) > 0
            if EntryVocabulary.companyScore(city) > 0, city.split(separator: " ").last.map({ !australianStates.contains($0) }) ?? true,
               !(afterOrganisation && third == nil && (EntryVocabulary.usStates.contains(second) || EntryVocabulary.canadianProvinces.contains(second))) {
                // "Temasek Diagnostics Pte. Ltd., Singapore", "Upstate Family Medicine Partners, PA":
                // an employer before a country is where it is; before a state code, its legal form
                // ("Adelaide SA, Australia" is a city and its state). After an organisation's
                // name, a city and its state are a place, whatever the city's words ("Texas A&M
                // University, College Station, TX").
                if third == nil, let code = EntryVocabulary.countries[second.lowercased()] {
                    return (ResumeLocation(countryCode: code), secondRange)
                }
                continue
            }
            if second.count == 2, text[whole.upperBound...].prefix(3).range(of: #"^ [A-Z][a-z]"#, options: .regularExpression) != nil,
               !startsWithCountry(text[whole.upperBound...].dropFirst()) {
                // "SAP QM, MS Excel": a two-letter code followed by a word is not a state, unless
                // the word starts a country ("Adelphi, MD United States").
                continue
            }
            if EntryVocabulary.usStates.contains(second) {
                return (ResumeLocation(city: city, countryCode: "US", region: second), whole)
            }
            if EntryVocabulary.canadianProvinces.contains(second) {
                // "Darwin, NT" is Australian; "Yellowknife, NT" Canadian.
                let country = second == "NT" && majorCity(city) == "AU" ? "AU" : "CA"
                return (ResumeLocation(city: city, countryCode: country, region: second), whole)
            }
            if let code = EntryVocabulary.countries[second.lowercased()] {
                return (withStateOutOfCity(ResumeLocation(city: city, countryCode: code)), whole)
            }
            if let third, let code = EntryVocabulary.countries[third.lowercased()] {
                return (ResumeLocation(city: city, countryCode: code, region: second), whole)
            }
            if third == nil, let code = EntryVocabulary.regions[second.lowercased()], EntryVocabulary.titleScore(city) == 0 {
                // "Leeds, West Yorkshire", "Boksburg, Gauteng": a city and its region ("State Sales
                // Manager, Victoria" is a job for a region; "United States Navy, Norfolk, VA" names
                // the American Norfolk, found from its second part).
                return (ResumeLocation(city: city, countryCode: code, region: second), whole)
            }
        }
        // "Remote" or "Hybrid" before a capitalised word names a field ("Hybrid Cloud", "Remote Sensing").
        if let range = text.range(of: #"\b(Remote|Hybrid)\b(?! [A-Z][a-z])"#, options: .regularExpression) {
            return (ResumeLocation(city: String(text[range])), range)
        }
        return nil
    }
}
