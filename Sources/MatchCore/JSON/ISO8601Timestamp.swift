import Foundation

/// Reads and writes the ISO 8601 timestamps of the record schemas.
///
/// Written form: `2026-11-22T03:04:05Z` (UTC, whole seconds), so output is byte-stable.
/// Read forms: a date (`2026-11-22`), a date-time with or without seconds, fractional
/// seconds, and `Z` or a `±HH:MM` offset. A date-time without a zone is read as UTC.
public enum ISO8601Timestamp {
    /// Formats `date` as `YYYY-MM-DDTHH:MM:SSZ` in UTC.
    public static func format(_ date: Date) -> String {
        var seconds = time_t(floor(date.timeIntervalSince1970))
        var parts = tm()
        gmtime_r(&seconds, &parts)
        let year = Int(parts.tm_year) + 1900
        guard (0...9999).contains(year) else {
            return String(format: "%04d-%02d-%02dT%02d:%02d:%02dZ", year, Int(parts.tm_mon) + 1, Int(parts.tm_mday),
                          Int(parts.tm_hour), Int(parts.tm_min), Int(parts.tm_sec))
        }
        // Written digit by digit: String(format:) costs more than the rest of a record's encoding.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(20)
        func digits(_ value: Int, _ count: Int, then separator: UInt8) {
            var divisor = 1
            for _ in 1..<count { divisor *= 10 }
            while divisor > 0 {
                bytes.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
                divisor /= 10
            }
            bytes.append(separator)
        }
        digits(year, 4, then: UInt8(ascii: "-"))
        digits(Int(parts.tm_mon) + 1, 2, then: UInt8(ascii: "-"))
        digits(Int(parts.tm_mday), 2, then: UInt8(ascii: "T"))
        digits(Int(parts.tm_hour), 2, then: UInt8(ascii: ":"))
        digits(Int(parts.tm_min), 2, then: UInt8(ascii: ":"))
        digits(Int(parts.tm_sec), 2, then: UInt8(ascii: "Z"))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Parses an ISO 8601 date or date-time; nil when `text` is not one.
    public static func parse(_ text: String) -> Date? {
        var scanner = DigitScanner(Array(text.utf8))
        guard let year = scanner.number(digits: 4), scanner.skip("-"),
              let month = scanner.number(digits: 2), scanner.skip("-"),
              let day = scanner.number(digits: 2),
              (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        var hour = 0, minute = 0, second = 0
        var fraction = 0.0
        var offsetSeconds = 0
        if scanner.skip("T") || scanner.skip(" ") {
            guard let h = scanner.number(digits: 2), scanner.skip(":"), let m = scanner.number(digits: 2),
                  h < 24, m < 60
            else { return nil }
            hour = h
            minute = m
            if scanner.skip(":") {
                guard let s = scanner.number(digits: 2), s <= 60 else { return nil }
                second = s
                if scanner.skip(".") || scanner.skip(",") {
                    guard let digits = scanner.digitRun(), !digits.isEmpty else { return nil }
                    fraction = Double("0." + String(decoding: digits, as: UTF8.self)) ?? 0
                }
            }
            if scanner.skip("Z") || scanner.skip("z") {
                offsetSeconds = 0
            } else if let sign = scanner.sign() {
                guard let oh = scanner.number(digits: 2) else { return nil }
                _ = scanner.skip(":")
                let om = scanner.number(digits: 2) ?? 0
                offsetSeconds = sign * (oh * 3600 + om * 60)
            }
        }
        guard scanner.atEnd else { return nil }
        var parts = tm()
        parts.tm_year = Int32(year - 1900)
        parts.tm_mon = Int32(month - 1)
        parts.tm_mday = Int32(day)
        parts.tm_hour = Int32(hour)
        parts.tm_min = Int32(minute)
        parts.tm_sec = Int32(second)
        let epoch = timegm(&parts)
        return Date(timeIntervalSince1970: Double(epoch - offsetSeconds) + fraction)
    }
}

/// A cursor over ASCII bytes for the timestamp parser.
private struct DigitScanner {
    let bytes: [UInt8]
    var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var atEnd: Bool { index == bytes.count }

    mutating func skip(_ character: Character) -> Bool {
        guard index < bytes.count, bytes[index] == character.asciiValue else { return false }
        index += 1
        return true
    }

    mutating func number(digits: Int) -> Int? {
        guard index + digits <= bytes.count else { return nil }
        var value = 0
        for offset in 0..<digits {
            let byte = bytes[index + offset]
            guard (48...57).contains(byte) else { return nil }
            value = value * 10 + Int(byte - 48)
        }
        index += digits
        return value
    }

    mutating func digitRun() -> ArraySlice<UInt8>? {
        let start = index
        while index < bytes.count, (48...57).contains(bytes[index]) { index += 1 }
        return bytes[start..<index]
    }

    mutating func sign() -> Int? {
        if skip("+") { return 1 }
        if skip("-") { return -1 }
        return nil
    }
}
