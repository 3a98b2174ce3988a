import MatchCore

/// Reads certificates and licences: names (wrapped lines joined, licence numbers cut off),
/// issuers and dates, from the certificate's own line or the details lines under it.
enum CertificateExtractor {
    /// Certificates, one a line (or several a line between semicolons). A details line under
    /// one ("American Heart Association · Expires 04/2025", LinkedIn's "Issued Nov 2017",
    /// "Credential ID …") gives the one above its issuer and date; when a details line has no
    /// issuer, the line between it and the certificate is the issuer (LinkedIn's layout).
    static func extract(_ lines: [DocumentLine]) -> [ResumeCertificate] {
        var certificates: [ResumeCertificate] = []
        var undetailed = 0
        // Whether the line above carried a date of its own (even one cut off as a renewal):
        // then a short dated line under it is the next certificate, not its issuer and date.
        var previousLineDated = false
        for line in joiningWrappedNames(lines) where !isColumnNames(line.text) {
            defer { previousLineDated = DateRangeParser.firstRange(in: line.text) != nil }
            if let details = CertificateDetails(line.text) {
                if details.issuer == nil, undetailed >= 2, let issuerLine = certificates.popLast() {
                    certificates[certificates.count - 1].issuer = issuerLine.name
                }
                if !certificates.isEmpty {
                    certificates[certificates.count - 1].issuer = certificates[certificates.count - 1].issuer ?? details.issuer
                    certificates[certificates.count - 1].date = certificates[certificates.count - 1].date ?? details.date
                }
                undetailed = 0
                continue
            }
            let parts = line.text.pieces(separatedBy: "; ").flatMap(splittingAfterBracketedDates)
                .map { DocumentLine(text: withoutRenewal($0)) }
            for (offset, item) in ListSectionExtractor.datedItems(parts).enumerated() {
                if let date = item.date, item.pieces.count == 1, item.text.split(separator: " ").count <= 4,
                   let last = certificates.last, last.date == nil, last.issuer == nil, undetailed == 1, !previousLineDated {
                    // "LivingWorks, 2021" under a certificate without either: its issuer and date.
                    certificates[certificates.count - 1].issuer = item.text
                    certificates[certificates.count - 1].date = date
                    undetailed = 0
                    continue
                }
                let found = certificate(item)
                // "Professional Engineer (PE) – Texas, License No. …; Louisiana, License No. …":
                // a second state's number for the licence before, not a licence of its own.
                if offset > 0, isJurisdiction(found.name) { continue }
                certificates += acronymNames(in: found.name).map { name in
                    ResumeCertificate(name: name, date: found.date, issuer: found.issuer)
                }
                undetailed += 1
            }
        }
        return certificates
    }

    /// "BLS and ACLS", "BLS, ACLS, PALS": one certificate each when every part is an acronym;
    /// any other name whole, and so is "CPR/AED", one course.
    static func acronymNames(in name: String) -> [String] {
        let parts = name.replacingText(" and ", with: ", ").replacingText(" & ", with: ", ")
            .pieces(separatedBy: ", ").map { $0.trimmingSpaces }
        guard parts.count >= 2, parts.allSatisfy({ part in
            (2...6).contains(part.count) && part.allSatisfy { $0.isUppercase || $0.isNumber } && part.first?.isLetter == true
        }) else { return [name] }
        return parts
    }

    /// "Lean Six Sigma Yellow Belt (2023), OSHA 10-Hour General Industry": a bracketed date
    /// closes its certificate, and what follows the comma is the next one (not an issuer).
    static func splittingAfterBracketedDates(_ text: String) -> [String] {
        var items: [String] = []
        var rest = text
        while let comma = rest.rangeOfText("), "), let open = rest[..<comma.lowerBound].lastIndex(of: "("),
              DateScanner(String(rest[rest.index(after: open)..<comma.lowerBound])).isSingleDate {
            items.append(String(rest[...comma.lowerBound]))
            rest = String(rest[comma.upperBound...])
        }
        return items + [rest]
    }

    private static let renewalWords = ["renewed", "renews", "recertified", "expires", "expired", "expiry", "exp.", "valid until", "valid through"]

    /// The certificate without when it was renewed or runs out ("…, 2021 (renewed 2026)",
    /// "…, expires 03/2026"): that date is not when it was earned, nor is the word an issuer.
    static func withoutRenewal(_ text: String) -> String {
        let lower = text.lowercased()
        guard lower.utf8.count == text.utf8.count else { return text }
        for word in renewalWords {
            guard let found = lower.rangeOfText(word), found.lowerBound > lower.startIndex else { continue }
            let offset = lower.utf8.distance(from: lower.startIndex, to: found.lowerBound)
            let start = text.utf8.index(text.startIndex, offsetBy: offset)
            var before = text[..<start].trimmingScalars([" ", "(", ",", "–", "-"])
            // "… Technician (T2–T8, expires 12/2027)": the bracket held details; the name ends before it.
            if before.filter({ $0 == "(" }).count > before.filter({ $0 == ")" }).count, let open = before.lastIndex(of: "(") {
                before = before[..<open].trimmingSpaces
            }
            let after = text[start...]
            guard DateRangeParser.firstRange(in: String(after)) != nil, !before.isEmpty else { continue }
            // Keep what follows a closing bracket after the date ("(renewed 2026), AHLEI").
            let tail = after.firstIndex(of: ")").map { after[after.index(after: $0)...] } ?? ""
            return before + tail
        }
        return text
    }

    private static let credentialKinds: Set<String> = ["certification", "certificate", "license", "licence", "credential"]

    /// A certificate name wrapped onto the next line ("ASIST (Applied Suicide Intervention" /
    /// "Skills Training)", "Certified Usability Analyst" / "(CUA)", "IAAP Web Accessibility" /
    /// "Specialist (WAS)") is one line again.
    private static func joiningWrappedNames(_ lines: [DocumentLine]) -> [DocumentLine] {
        var joined: [DocumentLine] = []
        for line in lines {
            let text = line.text
            if var previous = joined.last, !text.hasPrefix("• "), CertificateDetails(text) == nil {
                let open = previous.text.filter { $0 == "(" }.count > previous.text.filter { $0 == ")" }.count
                let continues = text.startsWithLowercaseWord || text.first == "("
                let orphan = text.split(separator: " ").count <= 2 && text.hasSuffix(")") && DateRangeParser.firstRange(in: text) == nil
                // "HubSpot Inbound Marketing" / "Certification" (or "Certificate — Coursera, 2020"):
                // the kind of credential first is no certificate of its own but the end of the
                // name above.
                let words = text.split(separator: " ")
                let kindFirst = words.first.map { credentialKinds.contains($0.lowercased().trimmingScalars([","])) } ?? false
                    && (words.count == 1 || words[0].hasSuffix(",") || ["—", "–", "-"].contains(words[1]))
                // "Certified Professional for Usability and User Experience (CPUX-F) —" over
                // "UXQB, 2019", "SAS Certified Professional:" over "Advanced Programming Using SAS
                // 9.4": a line that ends in a separator goes on in the next one.
                // So does one that ends in a word no name ends in ("… Department of" over "Ecology, 2020").
                // Not a table row, whose last cell may be a dash for nothing ("Rope Rescue Technician⇥Pro Board⇥—⇥—").
                let dangling = (["—", "–", "-", ",", "&", ":"].contains { previous.text.hasSuffix($0) }
                    || previous.text.split(separator: " ").last.map { Self.joiningWords.contains(String($0)) } ?? false)
                    && !previous.text.utf8.contains(0x09)
                // In a narrow column a name wraps where the next word did not fit ("Wisconsin
                // Licensed Funeral" over "Director (2015)", "Idaho Board of Veterinary" over
                // "Medicine"). Not after a date, a bracket or a table row's cells, which end an
                // item. The rest of a name is a word or two before any date, or ends in its bracket
                // ("Practitioner (CFSP), 2019", "Professional – 2022"); an issuer's line is neither
                // ("UX Content Collective, 2019", "Virginia Association of Museums"), unless the
                // issuer began above ("(CPM) – Australian Marketing" over "Institute, 2021").
                let beforeDate = DateRangeParser.firstRange(in: text).map { String(text[..<$0.location.lowerBound]) } ?? text
                let issuerBegun = [" – ", " — ", " - "].contains { previous.text.containsText($0) }
                let wrapped = previous.wrapsIntoNext && DateRangeParser.firstRange(in: previous.text) == nil
                    && !previous.text.hasSuffix(")") && !previous.text.utf8.contains(0x09)
                    && (text.contains("(") || beforeDate.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "–" || $0 == "-" }).count <= 2)
                    && (EntryVocabulary.companyScore(text) == 0 || issuerBegun)
                // Under a bullet, a line of no bullet that holds the separator the bullet lacks
                // ends the name ("• Meta Certified Media Buying" over "Professional – 2022"), and
                // one after a bullet that began its issuer ends the issuer ("• Certified
                // Practising Marketer (CPM) – Australian Marketing" over "Institute, 2021").
                let separators = [" – ", " — ", " - "]
                let bulletRest = previous.text.hasPrefix("• ") && separators.contains(where: text.containsText) != issuerBegun
                    && DateRangeParser.firstRange(in: previous.text) == nil
                if open || continues || orphan || kindFirst || dangling || wrapped || bulletRest {
                    // A table row's first cell wrapped ("White Card (General⇥CPCCWHS1001⇥No expiry"
                    // over "Construction Induction)"): the rest goes into that cell.
                    if open, let tab = previous.text.firstIndex(of: "\t"), !text.utf8.contains(0x09),
                       previous.text[..<tab].filter({ $0 == "(" }).count > previous.text[..<tab].filter({ $0 == ")" }).count {
                        previous.text = previous.text[..<tab] + " " + text + previous.text[tab...]
                        joined[joined.count - 1] = previous
                        continue
                    }
                    // Before a date that ends the line: "Certified Usability Analyst 2022" + "(CUA)".
                    if let date = DateRangeParser.firstRange(in: previous.text)?.location,
                       previous.text[date.upperBound...].trimmingSpaces.isEmpty {
                        previous.text = previous.text[..<date.lowerBound].trimmingSpaces + " " + text + "\t" + previous.text[date]
                    } else {
                        previous.text += " " + text
                    }
                    previous.wrapsIntoNext = line.wrapsIntoNext
                    joined[joined.count - 1] = previous
                    continue
                }
            }
            joined.append(line)
        }
        return joined
    }

    /// A table's row of column names ("Ticket⇥Number / Issued by⇥Expiry"): every cell made of
    /// words that name a column.
    private static func isColumnNames(_ text: String) -> Bool {
        guard text.utf8.contains(0x09) else { return false }
        return text.pieces(separatedBy: "\t").allSatisfy { cell in
            let words = SectionLexicon.normalize(cell).split(separator: " ")
            return !words.isEmpty && words.allSatisfy { columnWords.contains(String($0)) }
        }
    }

    private static let columnWords: Set<String> = ["ticket", "tickets", "certificate", "certification", "licence", "license", "name",
                                                   "number", "no", "issued", "by", "issuer", "expiry", "expires", "date", "valid",
                                                   "until", "card", "body", "awarding", "provider", "year", "credential", "id"]

    /// Words that join the parts of a name and never end one.
    private static let joiningWords: Set<String> = ["of", "and", "for", "the", "in", "on", "to", "at"]

    /// "Chartered Accountant (ACA), ICAEW": after a closing bracket, a comma starts the issuer;
    /// a licence number ends the name ("Journeyman Electrician License #E-48213, State of
    /// Texas"); so does a comma before a name without digits ("LEED Green Associate, U.S. Green
    /// Building Council"), while "Nebraska Teaching Certificate, Biology 7-12" stays whole.
    private static func certificate(_ item: ListSectionExtractor.DatedItem) -> ResumeCertificate {
        var text = item.text
        var afterNumber: String?
        // "…, Licence No. 15293384", "… - Cert. No. 3318-0927", "… - NATE ID 4410287": the
        // number ends the name.
        // "Cédula Profesional No. 3418762 – Secretaría …": a number labelled inside the line ends the name too.
        if let number = licenceNumberLabels.lazy.compactMap({ text.range(of: $0, options: .caseInsensitive) }).first ?? numberAfterDash(in: text)
            ?? (text.containsText(" No") ? text.range(of: #" No\.? ?\d"#, options: .regularExpression) : nil) {
            text = text[..<number.lowerBound].trimmingScalars([" ", ","])
        }
        // "ACLS, PALS, NRP - current": a remark in lower case after a dash is none of the name.
        for dash in [" - ", " – "] {
            if let found = text.rangeOfText(dash), found.lowerBound > text.startIndex,
               text[found.upperBound...].first?.isLowercase == true {
                text = text[..<found.lowerBound].trimmingSpaces
            }
        }
        // "Open Driver Licence (C class) - own ute and tools": a remark in lower case after the
        // name's bracket is none of it; "Provide First Aid (HLTAID011) - St John Ambulance Qld":
        // a name in capitals there is the issuer.
        if let dash = text.rangeOfText(") - "), let first = text[dash.upperBound...].first {
            let name = String(text[...dash.lowerBound])
            if first.isLowercase { return ResumeCertificate(name: name, date: item.date, issuer: nil) }
            return ResumeCertificate(name: name, date: item.date, issuer: String(text[dash.upperBound...]).pieces(separatedBy: ", ")[0])
        }
        if let number = text.rangeOfText(" #"), number.lowerBound > text.startIndex {
            let after = text[number.upperBound...].split(separator: ",", maxSplits: 1)
            afterNumber = after.count > 1 ? after[1].trimmingScalars([" ", "-", "–"]).pieces(separatedBy: " - ")[0].trimmingSpaces : nil
            text = text[..<number.lowerBound].trimmingScalars([" ", ",", "-"])
        }
        for separator in [" - ", " at "] {
            // "Retail Industry Fundamentals - NRF Foundation", a builder's "Certified Property
            // Manager (CPM) at Institute of Real Estate Management": a body that issues after it.
            if let found = text.rangeOfText(separator), found.lowerBound > text.startIndex,
               isIssuer(text[found.upperBound...], after: text[..<found.lowerBound]) {
                return ResumeCertificate(name: String(text[..<found.lowerBound]), date: item.date, issuer: String(text[found.upperBound...]))
            }
        }
        if let range = text.rangeOfText("), ") {
            let name = String(text[..<text.index(after: range.lowerBound)])
            return ResumeCertificate(name: name, date: item.date, issuer: issuer(in: text[range.upperBound...]) ?? afterNumber)
        }
        // What follows the name is its issuer when it is a name ("– refreshed annually" is a remark).
        // A remark or a number after its comma is none of it ("American Heart Association,
        // current", "WorkSafe Victoria, CIC-2015-0045871").
        let nextPiece = item.pieces.dropFirst().first.flatMap { piece -> String? in
            guard piece.first?.isUppercase == true else { return nil }
            let name = piece.pieces(separatedBy: ", ").prefix { $0.first?.isLowercase == false && !$0.contains(where: \.isNumber) }
            return name.isEmpty ? nil : name.joined(separator: ", ")
        }
        // "ACLS, PALS, NRP": acronyms of courses, each its own certificate (`acronymNames`).
        if acronymNames(in: text).count > 1 { return ResumeCertificate(name: text, date: item.date, issuer: afterNumber ?? nextPiece) }
        if let comma = firstCommaOutsideBrackets(in: text), comma.lowerBound > text.startIndex,
           !membershipGrades.contains(text[..<comma.lowerBound].lowercased()), !continuesSeries(text, at: comma) {
            // "Member, Australian Institute of Quantity Surveyors (MAIQS)" is a membership whole,
            // and "NDIS Worker Orientation Module: Quality, Safety and You" a title whole.
            let rest = text[comma.upperBound...]
            if rest.first?.isUppercase == true, !rest.contains(where: \.isNumber), namesBody(rest) {
                return ResumeCertificate(name: String(text[..<comma.lowerBound]), date: item.date, issuer: issuer(in: rest) ?? afterNumber)
            }
        }
        return ResumeCertificate(name: text, date: item.date, issuer: afterNumber ?? nextPiece)
    }

    /// Words that label a number ("Cert. No.", "NATE ID", "Licence #").
    private static let numberLabels: Set<String> = ["no", "no.", "id", "#", "number", "nr", "nr."]

    /// A dash before a labelled number in the next three words ("… - Cert. No. 3318-0927-5561",
    /// "… – NATE ID 4410287").
    private static func numberAfterDash(in text: String) -> Range<String.Index>? {
        for dash in [" - ", " – "] {
            guard let found = text.rangeOfText(dash) else { continue }
            let words = text[found.upperBound...].split(separator: " ").prefix(4)
            if let label = words.prefix(3).firstIndex(where: { numberLabels.contains($0.lowercased()) }),
               words.index(after: label) < words.endIndex, words[words.index(after: label)].first?.isNumber == true {
                return found
            }
        }
        return nil
    }

    /// Labels before a licence's number, which ends its name.
    private static let licenceNumberLabels = [", Licence No", ", License No", ", Licence Number", ", License Number", ", Lic. No",
                                              ", Reg. No", ", Reg No", ", Registration No"]

    /// Words that name a body issuing credentials (not "center", which names specialities too:
    /// "VMware Certified Professional - Data Center Virtualization").
    private static let issuerWords: Set<String> = [
        "foundation", "council", "association", "institute", "board", "society", "academy", "commission", "alliance",
        "program", "agency", "administration", "university", "college", "department", "cross", "international",
        "municipality", "authority", "ministry",
    ]

    /// Whether the text after a hyphen is one name in capitals holding an issuer's word, or an
    /// issuer's acronym ("… Skills - CPPE") that does not spell the certificate's own name
    /// ("Certified Ethical Hacker - CEH" names it again).
    private static func isIssuer(_ text: Substring, after name: Substring) -> Bool {
        guard text.first?.isUppercase == true, !text.contains(","), !text.contains("-") else { return false }
        if (2...8).contains(text.count), text.allSatisfy({ $0.isUppercase || $0 == "&" }) {
            let initials = name.split(separator: " ").compactMap { $0.first }.filter(\.isUppercase)
            return String(initials) != text
        }
        return EntryVocabulary.words(String(text)).contains(where: issuerWords.contains)
    }

    /// Whether a name is only a US state's or a country's.
    private static func isJurisdiction(_ name: String) -> Bool {
        EntryVocabulary.usStateNames.contains(name) || EntryVocabulary.countries[name.lowercased()] != nil
    }

    /// Whether the comma at `comma` parts a series in a subtitle ("Module: Quality, Safety and
    /// You", "CNC Milling: Programming, Setup & Operations"), not the name from its issuer
    /// ("Microsoft Office Specialist: Excel Expert, Microsoft").
    private static func continuesSeries(_ text: String, at comma: Range<String.Index>) -> Bool {
        let rest = String(text[comma.upperBound...]).pieces(separatedBy: ", ")[0]
        return String(text[..<comma.lowerBound]).containsText(": ") && (rest.containsText(" and ") || rest.containsText(" & "))
    }

    /// Grades of membership that open a membership's line before the body's name.
    private static let membershipGrades: Set<String> = ["member", "fellow", "associate", "associate member", "affiliate",
                                                        "chartered member", "student member", "full member"]

    /// Whether the words after a certificate's comma name a body ("U.S. Green Building Council",
    /// "U.S. Department of Labor registered apprenticeship"), not a level, a specialty or a
    /// credential's letters ("Level III", "Research specialty", "MLS(ASCPi)"): its first field
    /// opens with no level's word, and with two capitalised words or is capitalised throughout.
    private static func namesBody(_ rest: Substring) -> Bool {
        let field = String(rest).pieces(separatedBy: ", ")[0]
        // "MLS(ASCPi)": a credential's letters with their board's, not a body.
        if field.range(of: #"^[A-Z]{2,}\([A-Za-z]+\)$"#, options: .regularExpression) != nil { return false }
        let words = field.split(separator: " ")
        guard let first = words.first, !levelWords.contains(first.lowercased()) else { return false }
        // Short words join a name ("Tecnológico de Monterrey", "Department of Labor").
        let capitalised = words.prefix { $0.first?.isLowercase == false || $0.count <= 3 }
        return capitalised.count == words.count || capitalised.filter({ $0.first?.isUppercase == true }).count >= 2
    }

    /// Words that open a level of a certificate rather than its issuer.
    private static let levelWords: Set<String> = ["level", "grade", "class", "tier", "part", "stage", "category"]

    /// The first ", " not inside brackets ("Certified Flight Instructor (CFI, CFII, MEI), FAA").
    private static func firstCommaOutsideBrackets(in text: String) -> Range<String.Index>? {
        var depth = 0
        for index in text.indices {
            switch text[index] {
            case "(": depth += 1
            case ")": depth = max(0, depth - 1)
            case "," where depth == 0 && text[index...].hasPrefix(", "):
                return index..<text.index(index, offsetBy: 2)
            default: break
            }
        }
        return nil
    }

    /// The first piece of what follows a certificate's name: its issuer.
    private static func issuer(in rest: Substring) -> String? {
        let first = String(rest).pieces(separatedBy: ", ")[0].trimmingSpaces
        return first.isEmpty ? nil : first
    }
}
