import MatchCore

/// A line of details under a certificate rather than a certificate: who issued it, when, its
/// number, when it expires ("California Board of Registered Nursing · License No. 95123456 ·
/// Expires 09/2025", "Issued Feb 2020 · Expired Feb 2022", "Credential ID 7YH2KLQ9").
struct CertificateDetails {
    /// The piece naming no date or number: the issuing body.
    var issuer: String?
    /// When it was issued (or held since), as an ISO partial date.
    var date: String?

    private static let markers = ["issued", "expires", "expired", "expiry", "expiration", "license no", "licence no",
                                  "license number", "licence number", "license #", "credential id", "since ", "valid until",
                                  "valid through", "certificate no", "certification no"]
    private static let issueMarkers = ["issued", "since "]

    /// Nil when the line holds no details marker where details go: at its start ("Issued Nov
    /// 2017", "Credential ID …") or in a later " · " piece ("Board · License No. 1 · Expires …");
    /// "Journeyman Electrician License #E-48213" is a certificate that names its number.
    init?(_ text: String) {
        let lower = text.lowercased()
        let pieces = text.pieces(separatedBy: " · ")
        let startsWithMarker = Self.markers.contains { lower.hasPrefix($0) }
        let laterPieceMarked = pieces.dropFirst().contains { piece in Self.markers.contains(where: piece.lowercased().containsText) }
        guard startsWithMarker || laterPieceMarked else { return nil }
        for piece in pieces {
            let pieceLower = piece.lowercased()
            if Self.markers.contains(where: pieceLower.containsText) {
                if date == nil, Self.issueMarkers.contains(where: pieceLower.containsText),
                   let match = DateRangeParser.firstRange(in: piece) {
                    date = match.range.startDate ?? match.range.endDate
                }
            } else if issuer == nil, !piece.trimmingSpaces.isEmpty {
                issuer = piece.trimmingSpaces
            }
        }
    }
}
