import Foundation
import MatchCore

/// Finds who the candidate is and how to reach them: name, headline, email, phone (E.164
/// where the country is known), location, website and profiles such as LinkedIn and GitHub.
enum BasicsExtractor {
    nonisolated(unsafe) private static let emailPattern = try! NSRegularExpression(
        pattern: #"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}"#)
    nonisolated(unsafe) private static let phonePattern = try! NSRegularExpression(
        pattern: #"(?<![\w/])(?:\+\d{1,3}[\s.-]?(?:\(\d{1,4}\)[\s.-]?)?\d{1,6}|(?:\(\d{1,4}\)[\s.-]?)?\d{2,6})(?:[\s.-]\d{2,6}){1,4}(?![\w/])"#)
    nonisolated(unsafe) private static let urlPattern = try! NSRegularExpression(
        pattern: #"(?:https?://)?(?:www\.)?[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[a-z]{2,}(?:/[^\s|,;)]*)?"#)

    /// The basics, from the header lines first and the whole text for contact details.
    static func extract(header: [DocumentLine], all: [DocumentLine]) -> ResumeBasics {
        var basics = ResumeBasics()
        // Only lines that can hold an address or a link go through the (costly) patterns.
        basics.email = all.lazy.filter { $0.text.containsText("@") }.compactMap { first(emailPattern, in: $0.text) }.first
        let linkLines = all.map(\.text).filter { text in
            text.containsText("/") || text.containsText("www.") || linkSuffixes.contains { text.containsText($0) }
        }
        let headerLines = header.isEmpty ? Array(all.prefix(12)) : header
        let searchLines = headerLines + all
        // The header's place, in any form, before a place further down (a job's "Sydney, Australia").
        basics.location = place(in: headerLines, suburbs: true) ?? place(in: all, suburbs: false)
        basics.phone = phone(in: searchLines.map(\.text), country: basics.location?.countryCode)
        (basics.url, basics.profiles) = links(in: linkLines.joined(separator: "\n"), email: basics.email)
        var (name, nameIndex) = name(in: header.isEmpty ? Array(all.prefix(12)) : header)
        var labelLines = header
        let handles = ([basics.email.map { String($0.prefix { $0 != "@" }) }] + basics.profiles.map(\.username)).compactMap { $0 }
        if name.map({ !matches($0, handles: handles) }) ?? true {
            if let split = nameOverTwoLines(Array(all.prefix(60)), handles: handles) {
                // A narrow sidebar sets the given name over the surname ("Tomás" over "Arriaga, PhD").
                name = split.name
                nameIndex = split.lastLine
                labelLines = all
            } else if let index = all.prefix(60).firstIndex(where: { line in
                looksLikeName(leadingPiece(line.text)) && matches(leadingPiece(line.text), handles: handles)
            }) {
                // A sidebar printed first (LinkedIn's "Contact", "Top Skills") puts the name further
                // down: the name-shaped line that the email address or profile link spells wins.
                name = leadingPiece(all[index].text).trimmingSpaces
                nameIndex = index
                labelLines = all
            }
        }
        basics.name = name
        if let nameIndex {
            basics.label = label(after: nameIndex, in: labelLines)
        }
        return basics
    }

    /// The first place in `lines`: a city with its region or country, else an address with a
    /// postcode and no comma ("Leeds LS8 • 07700 900631", "Portobello, Edinburgh EH15 2QT") on a
    /// contact line among the first lines (further down, "Mathematics N3" is a subject and its
    /// level), else, with `suburbs` (the header: an employer's "Chakan, Pune" further down is not
    /// where the candidate lives), a suburb before its city ("Papakura, Auckland") or a large
    /// city as a field of its own ("Singapore | +65 …"). A suburb found as a city with the city
    /// as its region ("Randburg, Johannesburg, South Africa") gives the city.
    private static func place(in lines: [DocumentLine], suburbs: Bool) -> ResumeLocation? {
        if var found = lines.lazy.compactMap({ PlaceParser.find(in: $0.text)?.location }).first {
            if let region = found.region, PlaceParser.majorCity(region) != nil {
                found.city = region
                found.region = nil
            }
            return found
        }
        // In the header a line with a number is about the candidate ("Hyderabad – 500072,
        // Telangana.") unless it opens with an organisation ("Scottish Association for Marine
        // Science, Oban, Argyll PA37 1QA").
        let contactLines = lines.prefix(30).lazy.filter { line in
            isContactLine(line.text) || suburbs && line.text.utf8.contains(where: { $0 >= 0x30 && $0 <= 0x39 })
                && !EntryHeading.namesEmployer(String(line.text.prefix { $0 != "," }))
        }
        if let postal = contactLines.compactMap({ PlaceParser.postalPlace(in: $0.text) }).first { return postal }
        guard suburbs else { return nil }
        return contactLines.compactMap { PlaceParser.cityAfterSuburb(in: $0.text) }.first
            ?? contactLines.compactMap { PlaceParser.cityField(in: $0.text) }.first
    }

    /// A name set on two lines, one word over one or two, that the email address or a profile
    /// handle spells (both words, below the first twelve lines); with the index of its second line.
    private static func nameOverTwoLines(_ lines: [DocumentLine], handles: [String]) -> (name: String, lastLine: Int)? {
        for index in lines.indices.dropLast() {
            let first = lines[index].text.trimmingSpaces
            guard !first.contains(" "), first.first?.isUppercase == true, first.allSatisfy(\.isLetter) else { continue }
            // Below the header (a designed page's sidebar printed first), the given name too must
            // be spelled by a handle: "Conversational" over a name is a language's level.
            if index >= 12, !matches(first, handles: handles) { continue }
            let joined = first + " " + withoutPostNominals(leadingPiece(lines[index + 1].text)).trimmingSpaces
            if looksLikeName(joined), matches(joined, handles: handles) { return (joined, index + 1) }
        }
        return nil
    }

    /// Whether an email's local part or a profile's username spells the name's surname or
    /// first name ("marisol.delacruz" for "Marisol Dela Cruz").
    static func matches(_ name: String, handles: [String]) -> Bool {
        func letters(_ text: String) -> String {
            if text.utf8.allSatisfy({ $0 < 0x80 }) {
                return String(decoding: text.utf8.filter { $0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A }.map { $0 | 0x20 }, as: UTF8.self)
            }
            return String(text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).unicodeScalars.filter { $0.properties.isAlphabetic }.map(Character.init))
        }
        let words = name.split(separator: " ").map { letters(String($0)) }
        let spelled = handles.map(letters).filter { $0.count >= 3 }
        guard let last = words.last, let first = words.first else { return false }
        let surname = words.count >= 3 ? words.suffix(2).joined() : last
        return spelled.contains { handle in
            [surname, last, first].contains { $0.count >= 3 && handle.contains($0) }
        }
    }

    private static func first(_ pattern: NSRegularExpression, in text: String) -> String? {
        pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text))
            .flatMap { Range($0.range, in: text) }.map { String(text[$0]) }
    }

    /// Domain endings that mark a bare personal site ("janedoe.dev") as a link.
    private static let linkSuffixes = [".dev", ".io", ".me"]

    /// The first run of digits that is a phone number and not a date range.
    static func phone(in lines: [String], country: String?) -> String? {
        for line in lines where line.utf8.lazy.filter({ $0 >= 0x30 && $0 <= 0x39 }).count >= 7 {
            let ns = NSRange(line.startIndex..., in: line)
            for match in phonePattern.matches(in: line, range: ns) {
                guard let range = Range(match.range, in: line) else { continue }
                let printed = String(line[range])
                let digits = printed.filter(\.isNumber)
                guard (7...15).contains(digits.count), DateRangeParser.matches(in: printed).isEmpty || printed.hasPrefix("+") || printed.contains("(") else { continue }
                // "P.O. Box 10412-00100, Nairobi": a box number and postcode, not a phone.
                if line[..<range.lowerBound].trimmingSpaces.lowercased().hasSuffix("box") { continue }
                return PhoneNumber.e164(printed, country: country) ?? printed.trimmingSpaces
            }
        }
        return nil
    }

    /// The personal website and the profiles on known networks.
    static func links(in text: String, email: String?) -> (String?, [ResumeProfileLink]) {
        var url: String?
        var profiles: [ResumeProfileLink] = []
        let emailDomain = email.flatMap { $0.split(separator: "@").last }.map(String.init)
        let ns = NSRange(text.startIndex..., in: text)
        for match in urlPattern.matches(in: text, range: ns) {
            guard let range = Range(match.range, in: text) else { continue }
            var link = text[range].trimmingScalars(["."])
            if range.lowerBound > text.startIndex, text[text.index(before: range.lowerBound)] == "@" { continue }
            let lower = link.lowercased()
            if let emailDomain, lower == emailDomain.lowercased() { continue }
            guard lower.containsText("/") || lower.hasPrefix("www.") || lower.hasPrefix("http") || linkSuffixes.contains(where: lower.hasSuffix) else { continue }
            if let network = ProfileNetwork.allCases.first(where: { lower.contains($0.host) }) {
                guard !profiles.contains(where: { $0.network == network.name }) else { continue }
                let username = network.username(from: link)
                if !lower.hasPrefix("http") { link = "https://" + link }
                profiles.append(ResumeProfileLink(network: network.name, username: username, url: link))
            } else if url == nil, !lower.containsText("@") {
                url = lower.hasPrefix("http") ? link : "https://" + link
            }
        }
        return (url, profiles)
    }

    /// The candidate's name: the first short line of capitalised words (the largest such line
    /// when the format gives sizes).
    static func name(in lines: [DocumentLine]) -> (String?, Int?) {
        for (offset, line) in lines.prefix(12).enumerated() {
            guard let labelled = labelledName(line.text) else { continue }
            // "KOFI NYARKO AMPONSAH" over the headline, then "Full Name⇥Kofi Nyarko Amponsah" in
            // the details: the name's first line is where the headline follows.
            let printed = lines.prefix(offset).firstIndex { leadingPiece($0.text).lowercased() == labelled.lowercased() }
            return (labelled, printed ?? offset)
        }
        let candidates = lines.prefix(12).enumerated().filter { looksLikeName(leadingPiece($0.element.text)) }
        let sized = candidates.filter { $0.element.size != nil }
        let pick = sized.isEmpty ? candidates.first : sized.max { ($0.element.size ?? 0, -$0.offset) < ($1.element.size ?? 0, -$1.offset) }
        guard let pick else { return (nil, nil) }
        let text = withoutMonogram(leadingPiece(pick.element.text))
        let name = text.uppercased() == text ? withoutKnownPostNominals(text).capitalized : withoutCapitalSurname(withoutPostNominals(text))
        return (name.trimmingSpaces, pick.offset)
    }

    /// "Élodie MARCHAND" as "Élodie Marchand": a French CV prints the surname in capitals
    /// beside given names that are not.
    private static func withoutCapitalSurname(_ name: String) -> String {
        let words = name.split(separator: " ")
        guard words.contains(where: { $0.contains(where: \.isLowercase) }) else { return name }
        return words.map { word in
            word.count >= 3 && word.allSatisfy({ !$0.isLetter || $0.isUppercase }) ? word.capitalized : String(word)
        }.joined(separator: " ")
    }

    /// A name without the monogram a template sets before it ("DP DARIUS PEMBERTON"): a first
    /// word of capitals that are the initials of the words after it.
    static func withoutMonogram(_ text: String) -> String {
        let words = text.split(separator: " ")
        guard words.count >= 3, let first = words.first, (2...3).contains(first.count), first.allSatisfy(\.isUppercase),
              String(first) == String(words.dropFirst().compactMap(\.first)).uppercased() else { return text }
        return words.dropFirst().joined(separator: " ")
    }

    /// Labels a details table puts before the name (a German CV's "Name:", a form's "Full name").
    private static let nameLabels: Set<String> = ["name", "full name", "nom", "nombre", "nome", "vor und nachname"]

    /// The name on a line labelled as one: "Name:⇥Friederike Langenbach", "Full name: Jane Doe".
    static func labelledName(_ text: String) -> String? {
        guard let end = text.firstIndex(where: { $0 == ":" || $0 == "\t" }) else { return nil }
        let label = SectionLexicon.normalize(String(text[..<end]))
        guard nameLabels.contains(label) else { return nil }
        let value = text[text.index(after: end)...].trimmingScalars([":", " ", "\t"])
        return looksLikeName(value) ? value : nil
    }

    /// A name without the letters of degrees and memberships printed after it ("Rhiannon Pryce
    /// ACMA, CGMA", "Dana Lee RN"): words in capitals after at least two words in mixed case.
    /// Roman numerals ("John Smith III") stay.
    static func withoutPostNominals(_ name: String) -> String {
        var words = name.split(separator: " ")
        while words.count > 2, let last = words.last, (2...6).contains(last.count),
              last.allSatisfy({ $0.isUppercase && $0.isLetter }), !last.allSatisfy({ "IVX".contains($0) }),
              words.dropLast().filter({ word in word.contains(where: \.isLowercase) }).count >= 2 {
            words.removeLast()
        }
        return words.joined(separator: " ")
    }

    /// Letters of degrees, registrations and memberships that follow a name in capitals, where
    /// case cannot tell them from a surname ("EILIDH ROBERTSON RVN").
    private static let postNominals: Set<String> = [
        "RN", "RGN", "RMN", "RVN", "RPN", "LPN", "NP", "APRN", "BSN", "MSN", "DNP", "PHD", "MD", "DO", "DDS", "DMD", "DVM",
        "MBA", "MSC", "BSC", "BA", "MA", "MS", "MPH", "MSW", "LCSW", "JD", "ESQ", "CPA", "CA", "ACA", "ACCA", "FCCA", "CIMA",
        "CFA", "CMA", "CGMA", "ACMA", "PE", "PENG", "CENG", "PMP", "CHRL", "CHRP", "SHRM", "CIPD", "MCIPD", "DPT", "OTR",
        "RD", "RPH", "PHARMD", "FRCS", "MRCS", "MRCP", "MRICS", "FRICS", "MAIQS", "MIET", "MICE", "RIBA", "CSCS", "LEED",
    ]

    /// A name in capitals without the post-nominal letters after at least two words of it.
    static func withoutKnownPostNominals(_ name: String) -> String {
        var words = name.split(separator: " ")
        while words.count > 2, let last = words.last, postNominals.contains(last.filter(\.isLetter).uppercased()) {
            words.removeLast()
        }
        return words.joined(separator: " ")
    }

    /// The first field of a line that may hold several: "Jane Doe | jane@example.com" → "Jane Doe".
    static func leadingPiece(_ line: String) -> String {
        var piece = line
        for separator in ["\t", " | ", " · ", " • ", " – ", " — ", ", "] {
            if let range = piece.rangeOfText(separator) { piece = String(piece[..<range.lowerBound]) }
        }
        return piece.trimmed(of: [" "])
    }

    /// Titles a resume may carry above the name.
    private static let documentTitles: Set<String> = ["curriculum vitae", "curriculum vitæ", "resume", "résumé", "cv", "lebenslauf", "personal resume"]

    static func looksLikeName(_ text: String) -> Bool {
        let words = text.split(separator: " ")
        guard !documentTitles.contains(text.lowercased()) else { return false }
        // "Nurul Aisyah binti Mohd Razali": a particle between the names does not count.
        let named = words.count - words.dropFirst().dropLast().filter { nameParticles.contains($0) }.count
        guard (2...4).contains(named), words.count <= 6, !text.containsText("@"), !text.contains(where: \.isNumber),
              SectionLexicon.kind(ofHeading: text) == nil, EntryVocabulary.titleScore(text) == 0,
              EntryVocabulary.companyScore(text) == 0, !text.hasPrefix("•") else { return false }
        // "Joris van der Meulen": particles in lower case between the given name and the surname.
        let inner = words.dropFirst().dropLast()
        if inner.contains(where: { nameParticles.contains($0) }), EntryVocabulary.isInstitution(text) { return false }
        return words.enumerated().allSatisfy { index, word in
            if index > 0, index < words.count - 1, nameParticles.contains(word) { return true }
            guard let first = word.first, first.isUppercase else { return false }
            return word.allSatisfy { $0.isLetter || $0 == "." || $0 == "-" || $0 == "'" || $0 == "’" }
        }
    }

    /// Lower-case particles inside a surname ("van der", "de la", "von", "bin").
    private static let nameParticles: Set<Substring> = ["van", "der", "den", "de", "la", "le", "von", "zu", "da", "di", "du", "del",
                                                        "della", "dos", "das", "do", "bin", "binti", "ibn", "al", "el", "ter", "ten", "y"]

    /// The headline after the name, when it reads as a job title: the first line after it
    /// that is not only a phone number, a place or another contact detail ("Declan Murphy" over
    /// "(207) 555-0190" over "Executive Sous Chef⇥declan@example.com"; a header block's phone and
    /// email lines over "School Transportation Dispatcher⇥linkedin.com/in/…"; "Boston, MA 02134"
    /// over "(617) 555-0159" over "Synthetic Organic Chemist | …").
    private static func label(after index: Int, in lines: [DocumentLine]) -> String? {
        guard let line = lines.dropFirst(index + 1).prefix(5).prefix(while: { SectionLexicon.kind(ofHeading: $0.text) == nil }).first(where: { line in
            let piece = leadingPiece(line.text)
            let placeOnly = line.text.split(separator: " ").count <= 4 && EntryVocabulary.titleScore(line.text) == 0
                && PlaceParser.find(in: line.text) != nil
            return !isPhoneOnly(piece) && !(piece.split(separator: " ").count == 1 && isContactDetail(piece)) && !placeOnly
                && !photoPlaceholders.contains(piece.lowercased())
        }) else { return nil }
        // "Journeyman Lineman - IBEW Local 1245 (Book 1) - Transmission / Distribution / Storm":
        // the title before a hyphen's asides decides.
        let candidate = leadingPiece(line.text).pieces(separatedBy: " - ")[0]
        // A title word in any field of the headline will do ("ISA Certified Arborist | Climbing
        // Crew Leader": no word of the first is a known title's).
        let printed = headline(line.text)
        guard !candidate.isEmpty, !candidate.containsText("@"), candidate.split(separator: " ").count <= 8,
              EntryVocabulary.titleScore(candidate) > 0 || printed.split(separator: " ").count <= 12 && EntryVocabulary.titleScore(printed) > 0,
              PlaceParser.find(in: candidate) == nil else { return nil }
        return withWrappedRest(printed, after: line, in: lines)
    }

    /// The word a template leaves in its photo box ("PHOTO" beside the contact details).
    private static let photoPlaceholders: Set<String> = ["photo", "[photo]", "your photo", "insert photo", "add photo", "photo here"]

    /// A headline a narrow column wrapped after a separator ("Junior Economist ·" over
    /// "Competition & Regulatory" over "Economics"), with its rest: the lines after it up to one
    /// that ends no phrase, at most two, none a contact detail. A PDF line that wrapped
    /// anywhere ("… Research for Mobile" over "Products") takes the next line when it is a
    /// word or two.
    private static func withWrappedRest(_ headline: String, after line: DocumentLine, in lines: [DocumentLine]) -> String {
        let afterSeparator = ["·", "|", "&", ","].contains(where: { headline.hasSuffix($0) })
        guard afterSeparator || line.wrapsIntoNext && headline == line.text.trimmingSpaces,
              let index = lines.firstIndex(where: { $0.text == line.text }) else { return headline }
        if !afterSeparator {
            guard let next = lines.dropFirst(index + 1).first, next.text.split(separator: " ").count <= 2,
                  next.text.first?.isUppercase == true, !isContactDetail(next.text), PlaceParser.find(in: next.text) == nil,
                  SectionLexicon.kind(ofHeading: next.text) == nil else { return headline }
            return headline + " " + next.text
        }
        var joined = headline
        for next in lines.dropFirst(index + 1).prefix(2) {
            guard !isContactDetail(next.text), PlaceParser.find(in: next.text) == nil, SectionLexicon.kind(ofHeading: next.text) == nil else { break }
            joined += " " + next.text
            if !["·", "|", "&", ","].contains(where: { next.text.hasSuffix($0) }) { break }
        }
        return joined
    }

    private static let fieldSeparators = ["\t", " | ", " · ", " • ", " – ", " — ", ", "]

    /// The headline as printed, asides included ("Police Officer II | Field Training Officer",
    /// "Senior Event Planner, CMP"), up to the first field that is a contact detail or a place
    /// ("Data Analyst⇥jane@example.com", "Software Engineer | San Francisco, CA").
    static func headline(_ line: String) -> String {
        var from = line.startIndex
        while let separator = firstSeparator(in: line, from: from) {
            let next = firstSeparator(in: line, from: separator.upperBound)?.lowerBound ?? line.endIndex
            let field = String(line[separator.upperBound..<next]).trimmingSpaces
            if isContactDetail(field) || PlaceParser.find(in: String(line[separator.upperBound...])) != nil {
                return String(line[..<separator.lowerBound]).trimmingSpaces
            }
            from = separator.upperBound
        }
        return line.trimmingSpaces
    }

    /// Where the first field separator at or after `from` is.
    private static func firstSeparator(in line: String, from: String.Index) -> Range<String.Index>? {
        fieldSeparators.compactMap { line.range(of: $0, range: from..<line.endIndex) }.min { $0.lowerBound < $1.lowerBound }
    }

    /// An address, a phone number or a link.
    private static func isContactDetail(_ field: String) -> Bool {
        let lower = field.lowercased()
        return field.isEmpty || field.containsText("@") || field.filter(\.isNumber).count >= 7 || lower.containsText("www.") || lower.hasPrefix("address")
            || lower.containsText("://") || ([".com", ".org", ".net"] + linkSuffixes).contains { lower.containsText($0) }
    }

    /// A short line, or one holding an email address, a phone number, an "Address" label or a
    /// street address ("12 Royal York Crescent, Clifton, Bristol BS8 4JY").
    private static func isContactLine(_ text: String) -> Bool {
        text.split(separator: " ").count <= 3 || text.containsText("@") || text.filter(\.isNumber).count >= 7
            || text.hasPrefix("Address") || text.containsText("\tAddress") || text.first?.isNumber == true && text.containsText(", ")
            || endsInPostcode(text) || namesSuburbAndCity(text)
    }

    /// Whether a line names a suburb and its city, with or without a postcode ("West Bridgford,
    /// Nottingham NG2" above its wrapped "6AB", "Paddington, Brisbane QLD 4064", "Mt Albert,
    /// Auckland 1025", "• Umhlanga, Durban, KwaZulu-Natal"): the candidate's address, however
    /// many words it takes.
    private static func namesSuburbAndCity(_ text: String) -> Bool {
        text.containsText(", ") && PlaceParser.cityAfterSuburb(in: text) != nil
    }

    /// Whether a line ends in a full British postcode or Irish Eircode ("Portobello, Edinburgh
    /// EH15 2QT", "Knocknacarra, Galway H91 E2T6"): two codes of capitals and digits.
    private static func endsInPostcode(_ text: String) -> Bool {
        let words = text.split(separator: " ")
        guard words.count >= 3, let inward = words.last, let outward = words.dropLast().last else { return false }
        func isCode(_ word: Substring) -> Bool {
            word.allSatisfy { $0.isNumber || $0.isUppercase && $0.isLetter }
                && word.contains(where: \.isNumber) && word.contains(where: \.isLetter)
        }
        return (3...4).contains(inward.count) && isCode(inward)
            && (2...4).contains(outward.count) && outward.first?.isLetter == true && isCode(outward)
    }

    /// A piece with no letters and at least seven digits.
    private static func isPhoneOnly(_ piece: String) -> Bool {
        !piece.contains(where: \.isLetter) && piece.filter(\.isNumber).count >= 7
    }
}

/// A network a profile link points to.
enum ProfileNetwork: CaseIterable {
    case linkedIn, gitHub, gitLab, twitter, stackOverflow, behance, dribbble, medium, orcid

    var host: String {
        switch self {
        case .linkedIn: "linkedin.com"
        case .gitHub: "github.com"
        case .gitLab: "gitlab.com"
        case .twitter: "twitter.com"
        case .stackOverflow: "stackoverflow.com"
        case .behance: "behance.net"
        case .dribbble: "dribbble.com"
        case .medium: "medium.com"
        case .orcid: "orcid.org"
        }
    }

    var name: String {
        switch self {
        case .linkedIn: "LinkedIn"
        case .gitHub: "GitHub"
        case .gitLab: "GitLab"
        case .twitter: "Twitter"
        case .stackOverflow: "Stack Overflow"
        case .behance: "Behance"
        case .dribbble: "Dribbble"
        case .medium: "Medium"
        case .orcid: "ORCID"
        }
    }

    /// The last meaningful path part: linkedin.com/in/jane-doe → jane-doe.
    func username(from link: String) -> String? {
        let path = link.pieces(separatedBy: host).last ?? ""
        let parts = path.split(separator: "/").filter { !["in", "pub", "u", "users", "user"].contains($0.lowercased()) }
        return parts.first.map { String($0).replacingText("@", with: "") }
    }
}

/// Phone numbers in E.164 form.
enum PhoneNumber {
    /// Calling codes and whether the national trunk prefix 0 is dropped, by ISO country.
    private static let callingCodes: [String: (code: String, dropsZero: Bool, nationalDigits: ClosedRange<Int>)] = [
        "US": ("1", false, 10...10), "CA": ("1", false, 10...10), "GB": ("44", true, 10...11), "DE": ("49", true, 6...12),
        "FR": ("33", true, 9...10), "ES": ("34", false, 9...9), "IT": ("39", false, 6...11), "NL": ("31", true, 9...10),
        "IN": ("91", true, 10...11), "AU": ("61", true, 9...10), "IE": ("353", true, 7...10), "SE": ("46", true, 7...10),
        "CH": ("41", true, 9...10), "AT": ("43", true, 6...13), "BE": ("32", true, 8...10), "BR": ("55", true, 10...12),
        "MX": ("52", false, 10...10), "JP": ("81", true, 9...11), "SG": ("65", false, 8...8), "NZ": ("64", true, 8...10),
        "PL": ("48", false, 9...9), "PT": ("351", false, 9...9), "DK": ("45", false, 8...8), "NO": ("47", false, 8...8),
        "FI": ("358", true, 6...11), "ZA": ("27", true, 9...10),
    ]

    /// `+` and digits when the number carries its country code or the country is known; else nil.
    static func e164(_ printed: String, country: String?) -> String? {
        let digits = printed.filter(\.isNumber)
        // "+49 (0) 151 …": the bracketed trunk 0 is dialled only from inside the country.
        if printed.trimmingSpaces.hasPrefix("+") { return "+" + printed.replacingText("(0)", with: "").filter(\.isNumber) }
        if printed.hasPrefix("00"), digits.count > 10 { return "+" + digits.dropFirst(2) }
        guard let country, let rule = callingCodes[country] else {
            // A North American number printed as (xxx) xxx-xxxx is unambiguous enough only with a known country.
            return nil
        }
        if rule.code == "1", digits.count == 11, digits.hasPrefix("1") { return "+" + digits }
        var national = Substring(digits)
        if rule.dropsZero, national.hasPrefix("0") { national = national.dropFirst() }
        guard rule.nationalDigits.contains(national.count) || rule.nationalDigits.contains(digits.count) else { return nil }
        return "+" + rule.code + national
    }
}
