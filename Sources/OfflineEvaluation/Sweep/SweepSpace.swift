import MatchCore

/// One point of a sweep: a value for each swept key.
public struct SweepConfiguration: Sendable, Equatable {
    /// Keys and values, in the order the axes were given.
    public var settings: [(key: String, value: Double)]

    /// `weights.occupation=0.2 weights.skills=0.4`: the configuration's name in tables and logs.
    public var name: String {
        settings.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.settings.elementsEqual(rhs.settings) { $0.key == $1.key && $0.value == $1.value }
    }
}

/// The configurations a sweep visits: every combination of its axes (grid), or a seeded random
/// sample of them.
public struct SweepSpace: Sendable {
    public let axes: [SweepAxis]

    public init(axes: [SweepAxis]) throws {
        var seen = Set<String>()
        for axis in axes where !seen.insert(axis.key).inserted {
            throw ConfigurationError("--set \(axis.key) is given twice; give each key once")
        }
        self.axes = axes
    }

    /// Every combination, the last axis varying fastest.
    public func grid() throws -> [SweepConfiguration] {
        var lists: [[Double]] = []
        for axis in axes {
            guard case .list(let values) = axis.values else {
                throw ConfigurationError("--set \(axis.key) gives a range without a step; a grid needs LOWER:UPPER:STEP (or use a random sweep)")
            }
            lists.append(values)
        }
        var configurations: [[Double]] = [[]]
        for values in lists {
            configurations = configurations.flatMap { prefix in values.map { prefix + [$0] } }
        }
        return configurations.map { values in
            SweepConfiguration(settings: zip(axes, values).map { ($0.key, $1) })
        }
    }

    /// `count` configurations drawn independently: a list axis picks one of its values, a range
    /// axis a uniform value. Configuration i of axis `key` draws from the stream
    /// `["sweep", key, i]` under `seed`, so adding an axis leaves the others' draws unchanged.
    public func random(count: Int, seed: UInt64) -> [SweepConfiguration] {
        (0..<count).map { index in
            SweepConfiguration(settings: axes.map { axis in
                var generator = SeededRandom.stream(seed: seed, key: ["sweep", axis.key, String(index)])
                switch axis.values {
                case .list(let values):
                    return (axis.key, values[Int(generator.next().multipliedFullWidth(by: UInt64(values.count)).high)])
                case .range(let lower, let upper):
                    return (axis.key, SweepAxis.rounded(lower + generator.nextUnit() * (upper - lower)))
                }
            })
        }
    }
}
