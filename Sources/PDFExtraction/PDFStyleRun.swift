import CPoppler

/// A run of a page's characters set in one font, as poppler reports it.
public struct PDFStyleRun: Sendable, Equatable {
    /// The font's name as embedded, e.g. "ABCDEF+DejaVuSans-Bold" or "Helvetica-Oblique".
    public var fontName: String
    /// The font size in points.
    public var fontSize: Double
    /// Offsets of the run's first and last character in the page's glyphs (and text scalars).
    public var characters: ClosedRange<Int>

    public init(fontName: String, fontSize: Double, characters: ClosedRange<Int>) {
        self.fontName = fontName
        self.fontSize = fontSize
        self.characters = characters
    }

    /// Whether the font is a bold weight, by the name fonts carry ("-Bold", "Black", "Heavy", "Semibold", "Demi").
    public var isBold: Bool { nameHolds(any: ["bold", "black", "heavy", "semibold", "demi"]) }

    /// Whether the font is italic or oblique, by its name.
    public var isItalic: Bool { nameHolds(any: ["italic", "oblique"]) }

    /// Whether the font name holds one of the lower-case ASCII `words`, in any case: a byte
    /// search (these are asked for every run of every page).
    private func nameHolds(any words: [StaticString]) -> Bool {
        let name = fontName.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
        return words.contains { word in
            let pattern = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
            guard pattern.count <= name.count else { return false }
            return (0...(name.count - pattern.count)).contains { start in
                pattern.indices.allSatisfy { name[start + $0] == pattern[$0] }
            }
        }
    }

    /// The runs of a poppler page, in text order.
    static func read(from page: OpaquePointer) -> [PDFStyleRun] {
        guard let list = poppler_page_get_text_attributes(page) else { return [] }
        defer { poppler_page_free_text_attributes(list) }
        var runs: [PDFStyleRun] = []
        var node: UnsafeMutablePointer<GList>? = list
        while let current = node {
            if let data = current.pointee.data {
                let attributes = data.assumingMemoryBound(to: PopplerTextAttributes.self).pointee
                let start = Int(attributes.start_index), end = Int(attributes.end_index)
                if start <= end {
                    runs.append(PDFStyleRun(fontName: attributes.font_name.map { String(cString: $0) } ?? "",
                                            fontSize: attributes.font_size, characters: start...end))
                }
            }
            node = current.pointee.next
        }
        return runs.sorted { $0.characters.lowerBound < $1.characters.lowerBound }
    }
}
