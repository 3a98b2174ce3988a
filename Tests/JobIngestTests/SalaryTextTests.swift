import JobIngest
import MatchCore
import Testing

@Suite struct SalaryTextTests {
    @Test(arguments: [
        ("$120k–$150k/yr", Salary(min: 120_000, max: 150_000, currency: "USD", period: .year)),
        ("£40,000 - £50,000 per annum", Salary(min: 40_000, max: 50_000, currency: "GBP", period: .year)),
        ("Pay: $25/hour", Salary(min: 25, max: 25, currency: "USD", period: .hour)),
        ("USD 90,000 to 110,000 a year", Salary(min: 90_000, max: 110_000, currency: "USD", period: .year)),
        ("between 55k and more, €55k", Salary(min: 55_000, max: 55_000, currency: "EUR", period: .year)),
        ("$140,000.00/yr - $175,000.00/yr", Salary(min: 140_000, max: 175_000, currency: "USD", period: .year)),
        ("€1.800 to €2.200 a month", Salary(min: 1_800, max: 2_200, currency: "EUR", period: .month)),
        ("CA$55,000 - CA$65,000 per year", Salary(min: 55_000, max: 65_000, currency: "CAD", period: .year)),
        ("$150K/yr - $190K/yr", Salary(min: 150_000, max: 190_000, currency: "USD", period: .year)),
        ("40.000 € - 50.000 € brutto pro Jahr", Salary(min: 40_000, max: 50_000, currency: "EUR", period: .year)),
        ("Salaire : 45 000 EUR par an", Salary(min: 45_000, max: 45_000, currency: "EUR", period: .year)),
        ("3.250,50 € monatlich", Salary(min: 3_250.5, max: 3_250.5, currency: "EUR", period: .month)),
        ("Gehalt: 55.000–65.000 EUR p.a., Bonus €5.000", Salary(min: 55_000, max: 65_000, currency: "EUR", period: .year)),
        ("28,50 € pro Stunde", Salary(min: 28.5, max: 28.5, currency: "EUR", period: .hour)),
        ("60k € im Jahr", Salary(min: 60_000, max: 60_000, currency: "EUR", period: .year)),
        ("CHF 95'000 bis 110'000", Salary(min: 95_000, max: 110_000, currency: "CHF", period: .year)),
        ("95\u{00A0}000 CHF bis 110\u{00A0}000 CHF", Salary(min: 95_000, max: 110_000, currency: "CHF", period: .year)),
        ("£32,000 to £36,000 per annum and 25 days' holiday", Salary(min: 32_000, max: 36_000, currency: "GBP", period: .year)),
    ])
    func readsPayRanges(text: String, expected: Salary) {
        #expect(SalaryText.find(in: text) == expected)
    }

    @Test(arguments: ["5 years of experience", "a 401k plan", "brands generating over $20 million USD annually", "a $2,500 signing bonus"])
    func ignoresFiguresThatAreNotPay(text: String) {
        #expect(SalaryText.find(in: text) == nil)
    }

    @Test func bareDollarFollowsTheSourceCountry() {
        #expect(SalaryText.find(in: "$95,000 - $110,000", dollarCurrency: "AUD")?.currency == "AUD")
    }
}
