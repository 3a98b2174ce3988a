import Foundation
import MatchCore

/// Wall-clock laps.
struct Stopwatch {
    private var start = DispatchTime.now().uptimeNanoseconds

    /// Seconds since the last lap (or the start), and starts a new lap.
    mutating func lap() -> Double {
        let now = DispatchTime.now().uptimeNanoseconds
        defer { start = now }
        return Double(now - start) / 1e9
    }
}

/// Writes one line to standard output at once (unbuffered), so a long run shows its phases
/// as they finish even when its output goes to a file.
func report(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// Wall and CPU time of one phase of a benchmark.
struct Phase {
    private var clock = Stopwatch()
    private var cpuStart = CPUTime.selfSeconds()

    struct Times: CustomStringConvertible {
        var wall: Double
        var cpu: Double
        var description: String { String(format: "%.3f s wall, %.3f s CPU", wall, cpu) }
    }

    /// The time since the start (or the last `end`), and starts again.
    mutating func end() -> Times {
        let cpu = CPUTime.selfSeconds()
        defer { cpuStart = cpu }
        return Times(wall: clock.lap(), cpu: cpu - cpuStart)
    }
}

/// User plus system CPU time.
enum CPUTime {
    static func selfSeconds() -> Double {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return seconds(usage)
    }

    /// CPU time of this process plus the child processes it has waited for.
    static func selfAndChildrenSeconds() -> Double {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
        return selfSeconds() + seconds(usage)
    }

    static func seconds(_ usage: rusage) -> Double {
        Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
            + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    }
}

/// The 1-minute load average, as text.
enum LoadAverage {
    static func text() -> String {
        var loads = [Double](repeating: 0, count: 3)
        return getloadavg(&loads, 3) > 0 ? String(format: "%.1f", loads[0]) : "unknown"
    }
}

/// Peak resident memory from getrusage (Linux reports kilobytes).
enum PeakMemory {
    static func selfMegabytes() -> Double {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return Double(usage.ru_maxrss) / 1024
    }
}

/// A child process run to completion, with its wall time and peak memory.
struct ChildProcess {
    var status: Int32
    var seconds: Double
    var peakMegabytes: Double
    var cpuSeconds: Double
    var output: String

    var summary: String {
        String(format: "wall %.3f s, CPU %.3f s, peak RSS %.0f MB", seconds, cpuSeconds, peakMegabytes)
    }

    /// Runs `executable` (a path, or a name looked up in PATH) to completion; its standard
    /// output is captured through a temporary file.
    static func run(_ executable: String, _ arguments: [String]) throws -> ChildProcess {
        let capture = NSTemporaryDirectory() + "mm-bench-child-\(getpid()).out"
        defer { unlink(capture) }
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, capture, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        var clock = Stopwatch()
        // posix_spawnp and wait4 (not Foundation's Process, which reaps the child itself) so that
        // the child's own CPU time and peak memory can be read.
        let spawned = posix_spawnp(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else {
            throw FileAccessError.cannotOpen(path: executable, reason: FileAccessError.describeErrno(spawned))
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let seconds = clock.lap()
        let exitStatus: Int32 = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        let output = FileManager.default.contents(atPath: capture) ?? Data()
        return ChildProcess(status: exitStatus, seconds: seconds, peakMegabytes: Double(usage.ru_maxrss) / 1024,
                            cpuSeconds: CPUTime.seconds(usage), output: String(decoding: output, as: UTF8.self))
    }
}

/// Writing the generated records as JSONL.
enum BenchData {
    static func write<Record: Encodable & Sendable>(_ records: [Record], to path: String, threads: Int) throws {
        let writer = JSONLWriter<Record>(sink: try AtomicOutputFile(path: path))
        let chunk = 4096
        for start in stride(from: 0, to: records.count, by: chunk) {
            let slice = Array(records[start..<min(start + chunk, records.count)])
            let lines = orderedParallelMap(slice, threads: threads, workerState: { RecordCoding.makeEncoder() }) { encoder, record in
                try! JSONLWriter<Record>.encodeLine(record, with: encoder)
            }
            for line in lines { try writer.append(line: line) }
        }
        try writer.finish()
    }

    static func megabytes(_ path: String) -> Double {
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        return Double(size) / 1_048_576
    }
}
