import Foundation
import MatchCore
import Testing
@testable import ResumeParsing

/// Regressions found by held-out batch 65 (bm1–bm6: CVs as written in India, Bangladesh,
/// Nigeria, the Philippines, Zimbabwe and Qatar), each named after what broke. Every input is
/// written here, small.
@Suite struct Batch65RegressionTests {
    /// The candidate's town on a header line with an Indian PIN code or a hyphenated postcode
    /// went unread, and a job's place further down was taken instead.
    @Test func aHeaderAddressWithItsPostcode() throws {
        let indian = try RegressionInputs.parse("""
            PAVANI KOTHAPALLI
            Flat No. 302, Sai Residency,
            Vivekananda Nagar, Kukatpally,
            Hyderabad – 500072, Telangana.
            pavani@example.com

            EXPERIENCE
            QC Chemist\tJun 2016 – Present
            Location\tPashamylaram, Sangareddy Dist., Telangana
            """)
        #expect(indian.basics.location?.city == "Hyderabad")
        let bangladeshi = try RegressionInputs.parse("""
            Md. Rakibul Islam
            Address : House 27, Road 4, Block C, Mirpur-10, Dhaka-1216
            rakibul@example.com
            """)
        #expect(bangladeshi.basics.location?.city == "Dhaka")
        #expect(bangladeshi.basics.location?.countryCode == "BD")
    }
}
