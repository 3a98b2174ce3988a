extension UnsafeBufferPointer<UInt8> {
    /// Whether the bytes are well-formed UTF-8, checked in place (a `String` made only to
    /// validate them would copy every byte first).
    public var isValidUTF8: Bool {
        (try? UTF8Span(validating: span)) != nil
    }
}
