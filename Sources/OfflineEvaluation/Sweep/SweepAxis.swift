import MatchCore

/// One setting a sweep varies: a key of the settings file and the values it may take, parsed
/// from `--set KEY=SPEC`.
///
/// - `weights.occupation=0.1:0.5:0.1`: from 0.1 to 0.5 (inclusive) in steps of 0.1; grid or random.
/// - `weights.occupation=0.1,0.3,0.7`: exactly these values; grid or random.
/// - `weights.occupation=0.1:0.5`: anywhere in [0.1, 0.5]; random sweeps only.
public struct SweepAxis: Sendable, Equatable {
    /// What values an axis takes.
    public enum Values: Sendable, Equatable {
        /// These values, in this order.
        case list([Double])
        /// Any value in the closed range.
        case range(lower: Double, upper: Double)
    }

    /// Dotted key of the settings file, e.g. `weights.occupation`.
    public var key: String
    public var values: Values

    public init(key: String, values: Values) {
        self.key = key
        self.values = values
    }

    /// Parses `KEY=SPEC`.
    public init(parsing text: String) throws {
        let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, !parts[0].isEmpty else {
            throw ConfigurationError("--set \"\(text)\" is not KEY=SPEC (e.g. weights.occupation=0.1:0.5:0.1)")
        }
        key = parts[0]
        values = try Self.parseValues(parts[1], key: key)
    }

    private static func parseValues(_ spec: String, key: String) throws -> Values {
        func number(_ text: Substring) throws -> Double {
            guard let value = Double(text), value.isFinite else {
                throw ConfigurationError("--set \(key)=\(spec): \"\(text)\" is not a number")
            }
            return value
        }
        if spec.contains(",") {
            return .list(try spec.split(separator: ",", omittingEmptySubsequences: false).map(number))
        }
        let bounds = try spec.split(separator: ":", omittingEmptySubsequences: false).map(number)
        switch bounds.count {
        case 1:
            return .list(bounds)
        case 2:
            guard bounds[0] <= bounds[1] else {
                throw ConfigurationError("--set \(key)=\(spec): the lower bound is above the upper one")
            }
            return .range(lower: bounds[0], upper: bounds[1])
        case 3:
            let (lower, upper, step) = (bounds[0], bounds[1], bounds[2])
            guard lower <= upper, step > 0 else {
                throw ConfigurationError("--set \(key)=\(spec): write LOWER:UPPER:STEP with LOWER ≤ UPPER and STEP > 0")
            }
            // Steps are counted, not accumulated, and a hair of tolerance keeps 0.1:0.5:0.1's last
            // value, which floating point puts at 4.000000000000001 steps.
            let count = Int(((upper - lower) / step + 1e-9).rounded(.down))
            guard count < 100_000 else {
                throw ConfigurationError("--set \(key)=\(spec) gives more than 100,000 values; take a larger step")
            }
            return .list((0...count).map { rounded(lower + Double($0) * step) })
        default:
            throw ConfigurationError("--set \(key)=\(spec): give LOWER:UPPER:STEP, LOWER:UPPER or a list A,B,C")
        }
    }

    /// Drops floating-point noise (0.30000000000000004 → 0.3) so values print as typed.
    static func rounded(_ value: Double) -> Double {
        (value * 1e12).rounded() / 1e12
    }
}
