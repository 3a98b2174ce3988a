/// Writes a PDF file from its objects, numbered from 1, with a cross-reference table computed
/// from their offsets, so that poppler opens it without a repair warning. The first object
/// is the document catalog.
enum PDFFileWriter {
    static func bytes(objects: [String]) -> [UInt8] {
        var text = "%PDF-1.4\n"
        var offsets: [Int] = []
        for (index, object) in objects.enumerated() {
            offsets.append(text.utf8.count)
            text += "\(index + 1) 0 obj\n\(object)\nendobj\n"
        }
        let table = text.utf8.count
        text += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets {
            let digits = String(offset)
            text += String(repeating: "0", count: 10 - digits.count) + digits + " 00000 n \n"
        }
        text += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(table)\n%%EOF\n"
        return Array(text.utf8)
    }
}
