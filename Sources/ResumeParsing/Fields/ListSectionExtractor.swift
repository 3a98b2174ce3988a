import Foundation
import MatchCore

/// Reads the list-like sections (certificates, awards, publications, languages, projects,
/// volunteer work): each item is a line or an entry, with its date and issuer where printed.
enum ListSectionExtractor {
    /// An item's text with its date taken out, and the date as an ISO partial date.
    struct DatedItem {
        var text: String
        var date: String?
        var pieces: [String]
    }

    static func datedItems(_ lines: [DocumentLine]) -> [DatedItem] {
        lines.compactMap { line in
            var text = line.text.hasPrefix("• ") ? String(line.text.dropFirst(2)) : line.text
            var date: String?
            if let match = DateRangeParser.firstRange(in: text) {
                date = match.range.endDate ?? match.range.startDate
                text.replaceSubrange(match.location, with: "\t")
            }
            // A certificate or award name may hold commas ("Teaching Certificate, Biology 7-12")
            // and hyphens ("AWS Certified Solutions Architect - Associate").
            let pieces = EntryHeading.split(text, keepingAt: true, keepingCommas: true, keepingHyphens: true)
            guard let first = pieces.first else { return nil }
            return DatedItem(text: first, date: date, pieces: pieces)
        }
    }

    /// Certificates, one a line (or several a line between semicolons). A details line under
    /// one ("American Heart Association · Expires 04/2025", LinkedIn's "Issued Nov 2017",
    /// "Credential ID …") gives the one above its issuer and date; when a details line has no
    /// issuer, the line between it and the certificate is the issuer (LinkedIn's layout).
    static func certificates(_ lines: [DocumentLine]) -> [ResumeCertificate] {
        var certificates: [ResumeCertificate] = []
        var undetailed = 0
        for line in joiningWrappedNames(lines) {
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
            let parts = line.text.pieces(separatedBy: "; ").map { DocumentLine(text: $0) }
            for item in datedItems(parts) {
                if let date = item.date, item.pieces.count == 1, item.text.split(separator: " ").count <= 4,
                   let last = certificates.last, last.date == nil, last.issuer == nil, undetailed == 1 {
                    // "LivingWorks, 2021" under a certificate without either: its issuer and date.
                    certificates[certificates.count - 1].issuer = item.text
                    certificates[certificates.count - 1].date = date
                    undetailed = 0
                    continue
                }
                certificates.append(certificate(item))
                undetailed += 1
            }
        }
        return certificates
    }

    /// A certificate name wrapped onto the next line ("ASIST (Applied Suicide Intervention" /
    /// "Skills Training)", "Certified Usability Analyst" / "(CUA)", "IAAP Web Accessibility" /
    /// "Specialist (WAS)") is one line again.
    private static func joiningWrappedNames(_ lines: [DocumentLine]) -> [DocumentLine] {
        var joined: [DocumentLine] = []
        for line in lines {
            let text = line.text
            if var previous = joined.last, !text.hasPrefix("• "), CertificateDetails(text) == nil {
                let open = previous.text.filter { $0 == "(" }.count > previous.text.filter { $0 == ")" }.count
                let continues = text.first.map { $0.isLowercase || $0 == "(" } ?? false
                let orphan = text.split(separator: " ").count <= 2 && text.hasSuffix(")") && DateRangeParser.firstRange(in: text) == nil
                if open || continues || orphan {
                    // Before a date that ends the line: "Certified Usability Analyst 2022" + "(CUA)".
                    if let date = DateRangeParser.firstRange(in: previous.text)?.location,
                       previous.text[date.upperBound...].trimmingSpaces.isEmpty {
                        previous.text = previous.text[..<date.lowerBound].trimmingSpaces + " " + text + "\t" + previous.text[date]
                    } else {
                        previous.text += " " + text
                    }
                    joined[joined.count - 1] = previous
                    continue
                }
            }
            joined.append(line)
        }
        return joined
    }

    /// "Chartered Accountant (ACA), ICAEW": after a closing bracket, a comma starts the issuer;
    /// a licence number ends the name ("Journeyman Electrician License #E-48213, State of Texas").
    private static func certificate(_ item: DatedItem) -> ResumeCertificate {
        if let number = item.text.rangeOfText(" #"), number.lowerBound > item.text.startIndex {
            let name = item.text[..<number.lowerBound].trimmingScalars([" ", ",", "-"])
            let after = item.text[number.upperBound...].split(separator: ",", maxSplits: 1)
            let issuer = after.count > 1 ? after[1].trimmingScalars([" ", "-", "–"]).pieces(separatedBy: " - ")[0].trimmingSpaces : nil
            return ResumeCertificate(name: name, date: item.date, issuer: issuer?.isEmpty == false ? issuer : nil)
        }
        if let range = item.text.rangeOfText("), ") {
            let name = String(item.text[..<item.text.index(after: range.lowerBound)])
            let issuer = item.text[range.upperBound...].trimmingSpaces
            return ResumeCertificate(name: name, date: item.date, issuer: issuer.isEmpty ? nil : issuer)
        }
        return ResumeCertificate(name: item.text, date: item.date, issuer: item.pieces.dropFirst().first)
    }

    static func awards(_ lines: [DocumentLine]) -> [ResumeAward] {
        datedItems(lines).map { ResumeAward(title: $0.text, date: $0.date, awarder: $0.pieces.dropFirst().first) }
    }

    static func publications(_ lines: [DocumentLine]) -> [ResumePublication] {
        lines.compactMap { line in
            var text = line.text.hasPrefix("• ") ? String(line.text.dropFirst(2)) : line.text
            var date: String?
            if let match = DateRangeParser.matches(in: text).last {
                date = match.range.startDate
                text.replaceSubrange(match.location, with: "")
            }
            let name = text.trimmingScalars([" ", ",", ".", "(", ")", "\t"])
            return name.isEmpty ? nil : ResumePublication(name: name, releaseDate: date)
        }
    }

    /// "English (native), Spanish – fluent" → English/native, Spanish/fluent. When some items
    /// are known languages, an item that is neither a known language nor given a fluency is a
    /// line that ran into the section (a name, a city) and is left out.
    static func languages(_ lines: [DocumentLine]) -> [ResumeLanguage] {
        let items = languageItems(lines)
        guard items.contains(where: { SpokenLanguages.isLanguage($0.language) }) else { return items }
        return items.filter { $0.fluency != nil || SpokenLanguages.isLanguage($0.language) }
    }

    private static func languageItems(_ lines: [DocumentLine]) -> [ResumeLanguage] {
        lines.flatMap { line -> [ResumeLanguage] in
            let text = line.text.hasPrefix("• ") ? String(line.text.dropFirst(2)) : line.text
            return ListSplitter.items(text).compactMap { item in
                var name = item
                var fluency: String?
                if let open = item.firstIndex(ofASCII: UInt8(ascii: "(")) {
                    name = String(item[..<open])
                    fluency = item[item.index(after: open)...].trimmingScalars([")", " "])
                } else if let separator = [" – ", " - ", ": ", " — "].first(where: item.containsText) {
                    let parts = item.pieces(separatedBy: separator)
                    name = parts[0]
                    fluency = parts.dropFirst().joined(separator: separator)
                }
                name = name.trimmingSpaces
                guard !name.isEmpty, name.split(separator: " ").count <= 3 else { return nil }
                return ResumeLanguage(language: name, fluency: fluency?.isEmpty == true ? nil : fluency)
            }
        }
    }

    static func projects(_ lines: [DocumentLine]) -> [ResumeProject] {
        EntryGrouper.group(lines).compactMap { block in
            let heading = EntryHeading(lines: block.heading)
            guard let name = heading.segments.first else { return nil }
            let description = heading.segments.dropFirst().joined(separator: " ")
            let summary = ([description.isEmpty ? nil : description] + block.paragraphs.map { Optional($0) }).compactMap { $0 }
            return ResumeProject(name: name, description: summary.isEmpty ? nil : summary.joined(separator: " "),
                                 dates: heading.dates, highlights: block.bullets)
        }
    }

    static func volunteer(_ lines: [DocumentLine]) -> [ResumeVolunteer] {
        WorkExtractor.extract(lines).map {
            ResumeVolunteer(organization: $0.name, position: $0.position, url: $0.url, dates: $0.dates,
                            summary: $0.summary, highlights: $0.highlights)
        }
    }
}
