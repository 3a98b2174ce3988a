import Testing
@testable import PDFExtraction

/// Weight and slant are read from the names fonts carry, in any case.
@Suite struct PDFStyleRunTests {
    private func run(_ fontName: String) -> PDFStyleRun { PDFStyleRun(fontName: fontName, fontSize: 10, characters: 0...3) }

    @Test func boldWeightsAreBold() {
        for name in ["ABCDEF+DejaVuSans-Bold", "Helvetica-BOLD", "Inter-SemiBold", "SourceSans-Black", "Lato-Heavy", "Futura-DemiBold"] {
            #expect(run(name).isBold, "\(name)")
        }
        for name in ["Helvetica", "Times-Roman", "DejaVuSans-Oblique", "B"] {
            #expect(!run(name).isBold, "\(name)")
        }
    }

    @Test func italicAndObliqueAreItalic() {
        #expect(run("Times-Italic").isItalic)
        #expect(run("ABCDEF+DejaVuSans-BoldOblique").isItalic)
        #expect(!run("Helvetica-Bold").isItalic)
    }
}
