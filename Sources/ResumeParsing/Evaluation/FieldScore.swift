/// Counts for one field across a set of resumes, and the scores they give.
public struct FieldScore: Sendable, Equatable {
    public var field: String
    /// Values (or entries) in the truth files.
    public var truth = 0
    /// Values the parser produced where the truth gives the field.
    public var predicted = 0
    /// Predicted values that match a truth value one to one.
    public var matched = 0

    public init(field: String) {
        self.field = field
    }

    public var precision: Double { predicted == 0 ? (truth == 0 ? 1 : 0) : Double(matched) / Double(predicted) }
    public var recall: Double { truth == 0 ? 1 : Double(matched) / Double(truth) }
    public var f1: Double {
        precision + recall == 0 ? 0 : 2 * precision * recall / (precision + recall)
    }

    /// Adds one resume's counts for a single-valued field.
    mutating func addSingle(truth: Bool, predicted: Bool, matched: Bool) {
        if truth { self.truth += 1 }
        if predicted { self.predicted += 1 }
        if matched { self.matched += 1 }
    }

    /// Adds one resume's list: each predicted item matches at most one truth item (greedy, in order).
    mutating func addList<T, P>(truth: [T], predicted: [P], matches: (T, P) -> Bool) {
        self.truth += truth.count
        self.predicted += predicted.count
        var used = Set<Int>()
        for item in truth {
            if let index = predicted.indices.first(where: { !used.contains($0) && matches(item, predicted[$0]) }) {
                used.insert(index)
                matched += 1
            }
        }
    }
}
