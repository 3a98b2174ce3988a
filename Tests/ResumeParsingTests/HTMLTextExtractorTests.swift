import Foundation
import Testing
@testable import ResumeParsing

@Suite struct HTMLTextExtractorTests {
    @Test func headingsAndListItemsBecomeLines() throws {
        let html = #"<!DOCTYPE html><html><head><meta charset="utf-8"><title>x</title><style>p{}</style></head><body><h1>Anna Kowalska</h1><p>Backend Developer</p><h2>Skills</h2><ul><li>Go</li><li>Java</li></ul></body></html>"#
        let document = try HTMLTextExtractor().extract(Data(html.utf8))
        #expect(document.lines.map(\.text) == ["Anna Kowalska", "Backend Developer", "Skills", "• Go", "• Java"])
        #expect(document.lines[0].isMarkedHeading && document.lines[2].isMarkedHeading)
        #expect(!document.lines[1].isMarkedHeading)
    }
}
