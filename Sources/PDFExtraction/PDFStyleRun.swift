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
    public var isBold: Bool {
        let name = fontName.lowercased()
        return ["bold", "black", "heavy", "semibold", "demi"].contains { name.contains($0) }
    }

    /// Whether the font is italic or oblique, by its name.
    public var isItalic: Bool {
        let name = fontName.lowercased()
        return name.contains("italic") || name.contains("oblique")
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
