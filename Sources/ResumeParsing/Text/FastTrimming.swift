extension StringProtocol {
    /// The text without leading and trailing characters from `set`; a pure-Swift stand-in for
    /// Foundation's `trimmingCharacters(in:)`, which bridges through NSString on Linux.
    func trimmed(of set: Set<Character>) -> String {
        guard let first = firstIndex(where: { !set.contains($0) }) else { return "" }
        let last = lastIndex(where: { !set.contains($0) })!
        return String(self[first...last])
    }

    /// The text without leading and trailing Unicode scalars from `set`: what Foundation's
    /// `trimmingCharacters(in:)` does, scalar by scalar, without bridging through NSString.
    func trimmingScalars(_ set: Set<Unicode.Scalar>) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !set.contains($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !set.contains($0) })!
        // Scalar indices slice the text directly (one copy), without rebuilding it scalar by scalar.
        return String(self[first...last])
    }

    /// The text without leading and trailing spaces and tabs.
    var trimmingSpaces: String { trimmingScalars(TextSearch.spaces) }
}
