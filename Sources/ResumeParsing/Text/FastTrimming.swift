extension StringProtocol {
    /// The text without leading and trailing characters from `set`; a pure-Swift stand-in for
    /// Foundation's `trimmingCharacters(in:)`, which bridges through NSString on Linux.
    func trimmed(of set: Set<Character>) -> String {
        guard let first = firstIndex(where: { !set.contains($0) }) else { return "" }
        let last = lastIndex(where: { !set.contains($0) })!
        return String(self[first...last])
    }
}
