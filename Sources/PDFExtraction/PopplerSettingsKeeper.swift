import CPoppler

/// Keeps poppler's global settings alive for the life of the process.
///
/// poppler-glib builds its global settings (font and encoding tables, read from disk) when the
/// first document opens and tears them down when the last one closes. A batch that opens one
/// PDF at a time would rebuild them for every file: about a quarter of the CPU time of parsing
/// a one-page resume. One tiny blank document, opened once and never closed, keeps them built.
enum PopplerSettingsKeeper {
    /// The blank document held open; nil only if poppler could not open it, in which case
    /// every document simply pays for the settings itself.
    nonisolated(unsafe) static let document: OpaquePointer? = {
        let pdf = blankPDF()
        let bytes = pdf.withUnsafeBytes { raw in g_bytes_new(raw.baseAddress, gsize(raw.count)) }
        defer { g_bytes_unref(bytes) }
        return poppler_document_new_from_bytes(bytes, nil, nil)
    }()

    /// A one-page PDF with no content.
    static func blankPDF() -> [UInt8] {
        PDFFileWriter.bytes(objects: [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 1 1] >>",
        ])
    }
}
