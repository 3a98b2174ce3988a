import Crypto
import Foundation

/// SHA-256 of a string's UTF-8, lower-case hex.
func sha256(of text: String) -> String {
    SHA256.hash(data: Data(text.utf8)).map { String(format: "%02x", $0) }.joined()
}
