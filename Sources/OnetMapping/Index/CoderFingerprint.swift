import Crypto
import MatchCore

/// A digest of how this build's occupation coder reads an index, stored in the index at import
/// and checked when it is opened.
///
/// An index holds structures built by the coder of its time: normalized title keys, curated
/// titles, a calibration fitted to the coder's scores. A later build that normalizes, curates
/// or scores differently would read those structures wrongly without any error, and its
/// confidences would no longer be probabilities. The digest covers the normalized forms of a
/// fixed set of posting titles, the curated title table, and what the coder makes of those
/// titles with the index's own structures; any change to one of them tells an index apart.
enum CoderFingerprint {
    /// Posting titles with the usual noise, across the economy.
    static let probeTitles = [
        "Sr. Software Engineer - Remote", "Registered Nurse (RN) - ICU - Nights", "CNA", "Cleaner - Part Time",
        "Warehouse Associate 2nd Shift $19/hr", "Customer Service Representative (m/w/d)", "Data Scientist II",
        "Truck Driver CDL-A", "Account Executive - SaaS", "Special Education Teacher (K-5)", "Line Cook",
        "Senior Accountant", "HVAC Technician", "Project Manager, Construction", "Administrative Assistant",
        "Dental Hygienist", "Electrician Apprentice", "Store Manager", "Pharmacy Technician", "Security Officer",
        "Assistant Principal - Middle School", "Lead Barista", "Financial Analyst", "Physical Therapist PRN",
        "Forklift Operator", "Marketing Coordinator", "Care Assistant - Days - £12.50 per hour", "Site Reliability Engineer",
    ]

    /// The digest for `coder`, whose database and tables are the index's.
    static func of(_ coder: OccupationCoder) -> String {
        var text = ""
        for title in probeTitles {
            let coding = coder.code(title: title)
            let candidates = coding.candidates.map { "\(coder.database.occupations[$0.occupation].code):\(OnetIndex.rounded($0.score))" }
            text += [title, TitleNormalizer.normalize(title).segments.map { $0.joined(separator: " ") }.joined(separator: "|"),
                     candidates.joined(separator: ","), "\(OnetIndex.rounded(coding.confidence))", "\(coding.needsReview)"]
                .joined(separator: "\t") + "\n"
        }
        for curated in CuratedTitles.all { text += curated.title + "\t" + curated.code + "\n" }
        return HexDigest.sha256(of: Array(text.utf8))
    }
}
