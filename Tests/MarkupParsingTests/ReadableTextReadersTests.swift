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

    /// What each kind of element does to the text: blocks and rows make lines, list items
    /// start with a bullet (one, even with the text in a nested block; none for an empty item),
    /// cells are spaced apart, dropped elements vanish with everything inside them.
    @Test(arguments: [
        ("<h2>Role</h2><p>Build <b>and</b>\n  ship.</p>", "Role\nBuild and ship."),
        ("<ul><li><p>Item with a paragraph</p></li><li></li><li>Plain</li></ul>after", "• Item with a paragraph\n• Plain\nafter"),
        ("<table><tr><td>a</td><td>b</td></tr><tr><th>c</th></tr></table>", "a b\nc"),
        ("<div>kept<script>var x = 1;</script><style>p{}</style><noscript><p>no</p></noscript> too</div>", "kept too"),
        ("<figcaption>long name</figcaption><blockquote>quoted</blockquote><span>inline</span> run", "long name\nquoted\ninline run"),
        ("<p>Caf\u{e9} \u{00A0} \u{1F600}</p><br><p>  </p>", "Caf\u{e9} \u{1F600}"),
    ])
    func elementsShapeTheText(html: String, text: String) {
        #expect(ReadableText.fromHTML(html) == text, "\(html.debugDescription)")
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
