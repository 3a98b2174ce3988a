import Testing
@testable import ResumeParsing

@Suite struct BasicsExtractorTests {
    @Test func contactLineGivesEmailPhoneLocationAndProfiles() {
        let lines = ["JANE DOE", "Senior Data Engineer", "Austin, TX | (512) 555-0142 | jane@example.com | linkedin.com/in/jane-doe | github.com/jdoe | janedoe.dev"]
            .map { DocumentLine(text: $0) }
        let basics = BasicsExtractor.extract(header: lines, all: lines)
        #expect(basics.name == "Jane Doe")
        #expect(basics.label == "Senior Data Engineer")
        #expect(basics.email == "jane@example.com")
        #expect(basics.phone == "+15125550142")
        #expect(basics.location?.city == "Austin" && basics.location?.countryCode == "US")
        #expect(basics.profiles.map(\.network) == ["LinkedIn", "GitHub"])
        #expect(basics.profiles.first?.username == "jane-doe")
        #expect(basics.url == "https://janedoe.dev")
    }

    @Test(arguments: [
        ("+44 20 7946 0321", nil, "+442079460321"), ("020 7946 0321", "GB", "+442079460321"),
        ("(212) 555-0166", "US", "+12125550166"), ("06 12 34 56 78", "FR", "+33612345678"),
    ] as [(String, String?, String)])
    func phonesToE164WhenTheCountryIsKnown(printed: String, country: String?, e164: String) {
        #expect(PhoneNumber.e164(printed, country: country) == e164)
    }

    @Test func phoneStaysAsPrintedWithoutACountry() {
        #expect(PhoneNumber.e164("(212) 555-0166", country: nil) == nil)
        #expect(BasicsExtractor.phone(in: ["Call 555 0166 123"], country: nil) == "555 0166 123")
    }

    @Test func dateRangesAreNotPhones() {
        #expect(BasicsExtractor.phone(in: ["Engineer 2015 - 2017 - 2019"], country: "US") == nil)
    }
}

@Suite struct NameOnAContactLineTests {
    @Test func nameSharingItsLineWithContactDetails() {
        let lines = [DocumentLine(text: "Jane Doe | jane@example.com | (512) 555-0142"), DocumentLine(text: "Data Engineer · Austin, TX")]
        let basics = BasicsExtractor.extract(header: lines, all: lines)
        #expect(basics.name == "Jane Doe")
        #expect(basics.label == "Data Engineer")
    }
}

/// Regressions from the third held-out batch.
@Suite struct StreetAddressAndCertificateTests {
    @Test func cityAndStateAfterAStreet() {
        let line = DocumentLine(text: "4410 Dodge Street, Omaha, NE 68131 | 402-555-0161")
        let basics = BasicsExtractor.extract(header: [line], all: [line])
        #expect(basics.location?.city == "Omaha" && basics.location?.region == "NE")
    }

    @Test func certificateNamesKeepTheirCommas() {
        let certificates = CertificateExtractor.extract([DocumentLine(text: "Nebraska Teaching Certificate, Biology 7-12")])
        #expect(certificates.map(\.name) == ["Nebraska Teaching Certificate, Biology 7-12"])
    }
}
