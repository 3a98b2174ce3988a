import Foundation
@testable import MarkupParsing
import Testing
import TestSupport

/// `ReadableText.fromHTML` reads with libxml2's SAX parser; `fromNode` walks a parsed tree. Both
/// feed one `ReadableTextBuilder`, and must give the same text for the same HTML.
@Suite struct ReadableTextReadersTests {
    static func viaTree(_ html: String) throws -> String {
        let document = try MarkupDocument.parseHTML(Array(html.utf8))
        return document.root.map(ReadableText.fromNode) ?? ""
    }

    @Test(arguments: [
        "<p>One</p><p>Two <b>bold</b> and <i>it</i></p>",
        "<ul><li><p>Item with a paragraph</p></li><li></li><li>Plain</li></ul>after",
        "<table><tr><td>a</td><td>b</td></tr><tr><th>c</th></tr></table>",
        "<html> <head><title>T</title><style>p{}</style></head>\n <body><script>var x = '<p>no</p>';</script>Text</body></html>",
        "<!DOCTYPE html><html><body><noscript>no</noscript><svg><text>no</text></svg><div>yes<br>line</div></body></html>",
        "R&amp;D &nbsp; team &lt;3 &ndash; <!-- comment --> done",
        "<p>Unclosed <b>bold <p>next <li>stray item<div>block",
        "text before any element<p>then a paragraph",
        "<div><template><p>hidden</p></template><iframe src=x>fallback</iframe>shown</div>",
        "<pre>  keep\n  lines  </pre><h2>Heading</h2>tail",
        "  \n  ",
        "<p>Caf\u{e9} \u{1F600} \u{00A0}nbsp</p>",
    ])
    func saxAndTreeGiveTheSameText(html: String) throws {
        #expect(ReadableText.fromHTML(html) == (try Self.viaTree(html)), "\(html.debugDescription)")
    }

    @Test func samplePagesReadTheSameBothWays() throws {
        let folder = SharedData.sample("")
        let pages = FileManager.default.enumerator(atPath: folder)!.compactMap { $0 as? String }.filter { $0.hasSuffix(".html") }
        #expect(pages.count >= 5)
        for page in pages {
            // Some held-out resume pages are windows-1252: the readers get the same text either way.
            let html = String(decoding: try Data(contentsOf: URL(fileURLWithPath: folder + "/" + page)), as: UTF8.self)
            #expect(ReadableText.fromHTML(html) == (try Self.viaTree(html)), "\(page)")
        }
    }

    @Test(.enabled(if: SharedData.isAvailable, "../shared is not beside this checkout"))
    func capturedPagesReadTheSameBothWays() throws {
        let folder = try #require(SharedData.path("fixtures"))
        let pages = FileManager.default.enumerator(atPath: folder)!.compactMap { $0 as? String }.filter { $0.hasSuffix(".html") }
        #expect(!pages.isEmpty)
        for page in pages {
            let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + page))
            let html = String(decoding: data, as: UTF8.self)
            #expect(ReadableText.fromHTML(html) == (try Self.viaTree(html)), "\(page)")
        }
    }
}
