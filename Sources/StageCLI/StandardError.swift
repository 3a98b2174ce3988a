import Foundation
import Synchronization

/// Standard error, shared by log lines and the progress line so they never interleave.
public enum StandardError {
    private static let lock = Mutex<ProgressLineState>(ProgressLineState())

    /// Whether standard error is a terminal (progress lines are drawn only then).
    public static let isTerminal: Bool = isatty(STDERR_FILENO) == 1

    /// Writes `line` and a newline, first clearing a progress line if one is shown.
    public static func writeLine(_ line: String) {
        lock.withLock { state in
            var text = state.shown ? "\r\u{1B}[K" : ""
            text += line + "\n"
            if state.shown { text += state.lastProgress }
            write(text)
        }
    }

    /// Replaces the progress line (terminal only).
    static func drawProgress(_ line: String) {
        lock.withLock { state in
            state.shown = true
            state.lastProgress = line
            write("\r\u{1B}[K" + line)
        }
    }

    /// Removes the progress line.
    static func clearProgress() {
        lock.withLock { state in
            guard state.shown else { return }
            state.shown = false
            write("\r\u{1B}[K")
        }
    }

    private static func write(_ text: String) {
        var bytes = Array(text.utf8)
        bytes.withUnsafeMutableBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = Foundation.write(STDERR_FILENO, raw.baseAddress! + offset, raw.count - offset)
                if written <= 0 { if errno == EINTR { continue } else { return } }
                offset += written
            }
        }
    }
}

private struct ProgressLineState: Sendable {
    var shown = false
    var lastProgress = ""
}
