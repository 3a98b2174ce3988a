import MatchCore

/// Reads Open Bandit Pipeline's logged-bandit CSV (the Open Bandit Dataset's `<campaign>.csv`)
/// into `LoggedInteraction`s, so our estimators can be checked on a researcher's data.
///
/// The header names the columns: `item_id`, `position`, `click` and `action_prob` are required,
/// `timestamp` and an unnamed leading index column are ignored, and every other column
/// (`user_feature_0`…, `user-item_affinity_0`…) is a context feature, in header order. A
/// context column whose value on the first data row is a number is numeric; any other is
/// categorical (OBD's hashed user features) and is feature-hashed into `hashBuckets` 0/1
/// columns, by the stable hash of `column=value`. Each row is its own context, named by its
/// file and line (`random.csv:2`). The new policy is context-free: `targetPolicy` gives each item's
/// probability, at every position.
public struct OpenBanditCSV {
    private let columns: [String]
    private let required: (item: Int, position: Int, click: Int, propensity: Int)
    private let contextColumns: [(index: Int, name: String)]
    private let hashBuckets: Int
    private let target: [TargetAction]
    /// Per context column, whether it is numeric; set by the first data row.
    private var numeric: [Bool]?

    /// Prepares to read rows under `header`.
    public init(header: String, hashBuckets: Int, targetPolicy: [String: Double]) throws {
        guard hashBuckets >= 1 else { throw ConfigurationError("--hash-buckets \(hashBuckets) must be 1 or more") }
        guard let names = CSVFields.split(Substring(header)) else {
            throw OpenBanditFormatError("the header line has an unclosed quote")
        }
        columns = names
        func column(_ name: String) throws -> Int {
            guard let index = names.firstIndex(of: name) else {
                throw OpenBanditFormatError("the header has no \(name) column (expected Open Bandit Pipeline's columns: timestamp, item_id, position, click, action_prob and context columns)")
            }
            return index
        }
        required = (try column("item_id"), try column("position"), try column("click"), try column("action_prob"))
        let skipped: Set<String> = ["", "Unnamed: 0", "timestamp", "item_id", "position", "click", "action_prob"]
        contextColumns = names.enumerated().filter { !skipped.contains($0.element) }.map { ($0.offset, $0.element) }
        self.hashBuckets = hashBuckets
        target = targetPolicy.keys.sorted().map { TargetAction(action: $0, probability: targetPolicy[$0]!) }
    }

    /// The context columns, in the order their features appear.
    public var contextColumnNames: [String] { contextColumns.map(\.name) }

    /// The interaction of one data row, or what is wrong with it.
    public mutating func interaction(line: Substring, number: Int, file: String) -> Result<LoggedInteraction, LineProblem> {
        guard let fields = CSVFields.split(line) else {
            return .failure(LineProblem("a quoted field is not closed on this line"))
        }
        guard fields.count == columns.count else {
            return .failure(LineProblem("\(fields.count) fields where the header has \(columns.count)"))
        }
        let item = fields[required.item]
        guard !item.isEmpty else { return .failure(LineProblem("item_id is empty")) }
        guard let position = Int(fields[required.position]), position >= 1 else {
            return .failure(LineProblem("position \"\(fields[required.position])\" is not a whole number of 1 or more"))
        }
        guard let click = Double(fields[required.click]), click.isFinite else {
            return .failure(LineProblem("click \"\(fields[required.click])\" is not a number"))
        }
        guard let propensity = Double(fields[required.propensity]), propensity > 0, propensity <= 1 else {
            return .failure(LineProblem("action_prob \"\(fields[required.propensity])\" is not a probability in (0, 1]"))
        }
        let kinds = numeric ?? contextColumns.map { Double(fields[$0.index]) != nil }
        numeric = kinds
        var features: [Double] = []
        var hashed: [Double] = []
        for (column, isNumeric) in zip(contextColumns, kinds) {
            let text = fields[column.index]
            if isNumeric {
                guard let value = Double(text), value.isFinite else {
                    return .failure(LineProblem("\(column.name) \"\(text)\" is not a number (the column was numeric on the first row)"))
                }
                features.append(value)
            } else {
                var buckets = Array(repeating: 0.0, count: hashBuckets)
                buckets[Int(StableHash.value(of: "\(column.name)=\(text)") % UInt64(hashBuckets))] = 1
                hashed += buckets
            }
        }
        let id = "\(file):\(number)"
        return .success(LoggedInteraction(
            id: id, contextId: id, features: features + hashed, action: item, position: position,
            reward: click, propensity: propensity, target: target))
    }
}

/// A CSV that is not in Open Bandit Pipeline's format.
public struct OpenBanditFormatError: StageFailure {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var kind: FailureKind { .usage }
    public var errorDescription: String? { message }
}
