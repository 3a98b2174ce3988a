/// An O*NET-SOC occupation code such as `15-1252.00`, with its place in the SOC hierarchy.
///
/// The hierarchy is read from the digits: major group `15-0000`, minor `15-1200`,
/// broad `15-1250`, detailed `15-1252` (O*NET adds a `.00` suffix for its own subdivisions).
public struct SOCCode: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The two-digit major group, e.g. 15.
    public let major: Int
    /// The four digits after the hyphen, e.g. 1252.
    public let detail: Int
    /// O*NET's two-digit suffix, e.g. 0 for `.00`.
    public let suffix: Int

    /// Parses `DD-DDDD` or `DD-DDDD.DD`; nil for anything else.
    public init?(_ text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count == 7 || bytes.count == 10, bytes[2] == UInt8(ascii: "-") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                let byte = bytes[index]
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let major = number(0..<2), let detail = number(3..<7) else { return nil }
        var suffix = 0
        if bytes.count == 10 {
            guard bytes[7] == UInt8(ascii: "."), let parsed = number(8..<10) else { return nil }
            suffix = parsed
        }
        self.major = major
        self.detail = detail
        self.suffix = suffix
    }

    public var description: String { groupKey(at: .detailed) }

    /// How many levels, from the major group down, two codes share (0 none … 4 the same detailed occupation).
    public func commonDepth(with other: SOCCode) -> Int {
        guard major == other.major else { return 0 }
        guard detail / 100 == other.detail / 100 else { return 1 }
        guard detail / 10 == other.detail / 10 else { return 2 }
        return detail == other.detail ? 4 : 3
    }

    /// The key of the group this code belongs to at `level`, e.g. `15-1200` at the minor level.
    public func groupKey(at level: SOCLevel) -> String {
        let kept: Int
        switch level {
        case .major: kept = 0
        case .minor: kept = detail / 100 * 100
        case .broad: kept = detail / 10 * 10
        case .detailed: return pad(major, 2) + "-" + pad(detail, 4) + "." + pad(suffix, 2)
        }
        return pad(major, 2) + "-" + pad(kept, 4)
    }

    public static func < (lhs: SOCCode, rhs: SOCCode) -> Bool {
        (lhs.major, lhs.detail, lhs.suffix) < (rhs.major, rhs.detail, rhs.suffix)
    }

    private func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

/// A level of the SOC hierarchy, at which Thompson arms group occupations.
public enum SOCLevel: String, Decodable, Sendable, CaseIterable {
    case major, minor, broad, detailed

    /// Levels from the top: major 1 … detailed 4 (the scale of `SOCCode.commonDepth`).
    public var depth: Int {
        switch self {
        case .major: 1
        case .minor: 2
        case .broad: 3
        case .detailed: 4
        }
    }
}
