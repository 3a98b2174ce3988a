/// An Aho–Corasick automaton over bytes: finds every occurrence of many patterns in one pass.
///
/// Patterns are inserted as given (callers fold case beforehand); matching reports each
/// occurrence's byte range and pattern id.
struct AhoCorasick: Sendable, IndexStorable {
    /// Per state: first index of its children in `childBytes`/`childStates`, and how many.
    private let childStart: [Int32]
    private let childCount: [UInt8]
    private let childBytes: [UInt8]
    private let childStates: [Int32]
    /// The root's transitions for every byte (0: stay at the root).
    private let rootTransitions: [Int32]
    private let failure: [Int32]
    /// Per state: where its own patterns start in `outputPatterns` and how many; and the next
    /// state on the failure chain that has patterns (-1: none).
    private let outputStart: [Int32]
    private let outputCount: [Int32]
    private let outputPatterns: [Int32]
    private let outputLink: [Int32]
    /// Per pattern: its length in bytes.
    private let lengths: [Int32]

    /// Builds the automaton for `patterns` (pattern id = index).
    init(patterns: [[UInt8]]) {
        var children: [[(UInt8, Int32)]] = [[]]
        var outputs: [[Int32]] = [[]]
        for (id, pattern) in patterns.enumerated() where !pattern.isEmpty {
            var state = 0
            for byte in pattern {
                if let next = children[state].first(where: { $0.0 == byte }) {
                    state = Int(next.1)
                } else {
                    let new = Int32(children.count)
                    children[state].append((byte, new))
                    children.append([])
                    outputs.append([])
                    state = Int(new)
                }
            }
            outputs[state].append(Int32(id))
        }
        let stateCount = children.count
        var failure = [Int32](repeating: 0, count: stateCount)
        var outputLink = [Int32](repeating: -1, count: stateCount)
        var root = [Int32](repeating: 0, count: 256)
        for (byte, state) in children[0] { root[Int(byte)] = state }
        var queue: [Int32] = children[0].map(\.1)
        var head = 0
        func step(_ from: Int32, _ byte: UInt8) -> Int32 {
            var state = from
            while true {
                if state == 0 { return root[Int(byte)] }
                if let next = children[Int(state)].first(where: { $0.0 == byte }) { return next.1 }
                state = failure[Int(state)]
            }
        }
        while head < queue.count {
            let state = queue[head]
            head += 1
            for (byte, child) in children[Int(state)] {
                let fail = state == 0 ? 0 : step(failure[Int(state)], byte)
                failure[Int(child)] = fail
                outputLink[Int(child)] = outputs[Int(fail)].isEmpty ? outputLink[Int(fail)] : fail
                queue.append(child)
            }
        }
        var childStart = [Int32](repeating: 0, count: stateCount)
        var childCount = [UInt8](repeating: 0, count: stateCount)
        var childBytes: [UInt8] = [], childStates: [Int32] = []
        for state in 0..<stateCount {
            childStart[state] = Int32(childBytes.count)
            childCount[state] = UInt8(children[state].count)
            for (byte, next) in children[state].sorted(by: { $0.0 < $1.0 }) {
                childBytes.append(byte)
                childStates.append(next)
            }
        }
        self.childStart = childStart
        self.childCount = childCount
        self.childBytes = childBytes
        self.childStates = childStates
        rootTransitions = root
        self.failure = failure
        var outputStart = [Int32](repeating: 0, count: stateCount), outputCount = [Int32](repeating: 0, count: stateCount)
        var outputPatterns: [Int32] = []
        for state in 0..<stateCount {
            outputStart[state] = Int32(outputPatterns.count)
            outputCount[state] = Int32(outputs[state].count)
            outputPatterns += outputs[state]
        }
        self.outputStart = outputStart
        self.outputCount = outputCount
        self.outputPatterns = outputPatterns
        self.outputLink = outputLink
        lengths = patterns.map { Int32($0.count) }
    }

    func write(to output: inout BinaryWriter) {
        output.writePlain(childCount)
        output.writePlain(childBytes)
        for array in [childStart, childStates, rootTransitions, failure, outputStart, outputCount, outputPatterns, outputLink, lengths] {
            output.writePlain(array)
        }
    }

    init(reading input: inout BinaryReader) throws {
        childCount = try input.readPlain()
        childBytes = try input.readPlain()
        childStart = try input.readPlain()
        childStates = try input.readPlain()
        rootTransitions = try input.readPlain()
        failure = try input.readPlain()
        outputStart = try input.readPlain()
        outputCount = try input.readPlain()
        outputPatterns = try input.readPlain()
        outputLink = try input.readPlain()
        lengths = try input.readPlain()
        // Every state and pattern reference must be in range, or matching would read out of bounds.
        let states = failure.count, patterns = lengths.count
        func isState(_ value: Int32) -> Bool { value >= 0 && Int(value) < states }
        try input.require(states > 0 && childStart.count == states && childCount.count == states && outputStart.count == states
            && outputCount.count == states && outputLink.count == states && rootTransitions.count == 256
            && childStates.count == childBytes.count && childStates.allSatisfy(isState) && failure.allSatisfy(isState)
            && rootTransitions.allSatisfy(isState) && outputLink.allSatisfy { $0 == -1 || isState($0) }
            && outputPatterns.allSatisfy { $0 >= 0 && Int($0) < patterns } && lengths.allSatisfy { $0 >= 0 }
            && (0..<states).allSatisfy { childStart[$0] >= 0 && Int(childStart[$0]) + Int(childCount[$0]) <= childBytes.count
                && outputStart[$0] >= 0 && outputCount[$0] >= 0 && Int(outputStart[$0]) + Int(outputCount[$0]) <= outputPatterns.count })
    }

    /// Number of patterns.
    var patternCount: Int { lengths.count }

    /// Number of states, for reports.
    var stateCount: Int { failure.count }

    /// Calls `found(start, end, pattern)` for every occurrence in `text`, in order of end.
    func matches(in text: UnsafeBufferPointer<UInt8>, _ found: (Int, Int, Int32) -> Void) {
        childBytes.withUnsafeBufferPointer { bytes in
        childStates.withUnsafeBufferPointer { states in
        childStart.withUnsafeBufferPointer { starts in
        childCount.withUnsafeBufferPointer { counts in
        failure.withUnsafeBufferPointer { failure in
        rootTransitions.withUnsafeBufferPointer { root in
        outputCount.withUnsafeBufferPointer { outputCount in
            var state: Int32 = 0
            for position in 0..<text.count {
                let byte = text[position]
                while true {
                    if state == 0 {
                        state = root[Int(byte)]
                        break
                    }
                    let start = Int(starts[Int(state)]), end = start + Int(counts[Int(state)])
                    var next: Int32 = -1
                    var index = start
                    while index < end {
                        let label = bytes[index]
                        if label == byte { next = states[index]; break }
                        if label > byte { break }
                        index += 1
                    }
                    if next >= 0 {
                        state = next
                        break
                    }
                    state = failure[Int(state)]
                }
                var emitting = outputCount[Int(state)] > 0 ? state : outputLink[Int(state)]
                while emitting >= 0 {
                    let first = Int(outputStart[Int(emitting)])
                    for slot in first..<(first + Int(outputCount[Int(emitting)])) {
                        let pattern = outputPatterns[slot]
                        found(position + 1 - Int(lengths[Int(pattern)]), position + 1, pattern)
                    }
                    emitting = outputLink[Int(emitting)]
                }
            }
        }}}}}}}
    }
}
