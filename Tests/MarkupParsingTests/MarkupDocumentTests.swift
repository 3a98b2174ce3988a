import Foundation
import Testing
@testable import MarkupParsing

@Suite struct MarkupDocumentTests {
    @Test func readsRSSItemsWithCDATA() throws {
        let rss = """
        <?xml version="1.0" encoding="UTF-8"?>
        <rss version="2.0"><channel><title>Jobs</title>
        <item><title><![CDATA[Nurse & Midwife]]></title><link>https://example.org/1</link></item>
        <item><title>Welder</title></item>
        </channel></rss>
        """
        let document = try MarkupDocument.parseXML(Array(rss.utf8))
        let titles = document.select("//item/title").map(\.text)
        #expect(titles == ["Nurse & Midwife", "Welder"])
        #expect(document.select("//item")[0].firstElement(named: "link")?.text == "https://example.org/1")
    }

    @Test func neverExpandsDeclaredEntities() throws {
        let xxe = """
        <?xml version="1.0"?>
        <!DOCTYPE r [<!ENTITY secret SYSTEM "file:///etc/passwd"><!ENTITY a "aaaaaaaaaa">
        <!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]>
        <r><t>&secret;</t><u>&c;</u></r>
        """
        let document = try MarkupDocument.parseXML(Array(xxe.utf8))
        #expect(document.declaresEntities)
        let text = document.root?.text ?? ""
        #expect(!text.contains("root:"))
        #expect(!text.contains("aaaaaaaaaa"))
    }

    @Test func recoversFromMalformedXMLAndReportsIt() throws {
        let broken = "<rss><channel><item><title>Cook</title></item><item><title>Baker</channel></rss>"
        let document = try MarkupDocument.parseXML(Array(broken.utf8))
        #expect(document.select("//title").map(\.text).contains("Cook"))
        #expect(!document.problems.isEmpty)
    }

    @Test func decodesLatin1WhenDeclared() throws {
        let bytes: [UInt8] = Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><t>Caf".utf8) + [0xE9] + Array("</t>".utf8)
        let document = try MarkupDocument.parseXML(bytes)
        #expect(document.root?.text == "Café")
    }

    @Test func emptyInputIsAnError() {
        #expect(throws: MarkupError.self) { _ = try MarkupDocument.parseXML([UInt8]()) }
    }
}

@Suite struct ReadableTextTests {
    @Test func paragraphsAndListItemsBecomeLines() {
        let html = """
        <html><head><style>p{color:red}</style><script>var x = 1;</script></head>
        <body><h2>About&nbsp;us</h2><p>We build <b>tools</b> &amp; things.</p>
        <ul><li>Swift</li><li>SQL</li></ul><div>Apply<br>today</div></body></html>
        """
        #expect(ReadableText.fromHTML(html) == "About us\nWe build tools & things.\n• Swift\n• SQL\nApply\ntoday")
    }

    /// Editors (Greenhouse's among them) wrap each list item's text in a paragraph.
    @Test func listItemsWrappingParagraphsKeepTheirBullet() {
        let html = "<ul><li><p>Go</p></li><li>\n <p><strong>Kubernetes</strong></p><p>and Helm</p></li><li><p></p></li></ul><p>After</p>"
        #expect(ReadableText.fromHTML(html) == "• Go\n• Kubernetes\nand Helm\nAfter")
    }

    @Test func nestedListsGiveOneBulletAnItem() {
        let html = "<ul><li><ul><li>Inner</li></ul></li><li>Outer</li></ul>"
        #expect(ReadableText.fromHTML(html) == "• Inner\n• Outer")
    }

    @Test func escapedHTMLFragmentIsReadAsText() {
        #expect(ReadableText.fromHTML("<p>Salary: $120k&ndash;$150k</p>") == "Salary: $120k–$150k")
    }
}
