/// The stages as a directed acyclic graph: an edge from A to B when B reads what A writes
/// (the same path, or a path inside a folder A writes) or B names A in `after`.
public struct StageGraph: Sendable, Equatable {
    /// For each stage (by its index in the file), the stages it depends on.
    public let upstream: [[Int]]
    /// Stage indices in topological order; among stages that are free to go, file order.
    public let order: [Int]
    /// Stage names by index in the file.
    public let names: [String]

    /// Builds the graph; throws `PipelineError.cycle` naming the stages of a cycle.
    init(stages: [PipelineStage], pipelinePath: String) throws {
        names = stages.map(\.name)
        var upstream: [[Int]] = Array(repeating: [], count: stages.count)
        for (reader, stage) in stages.enumerated() {
            for (writer, other) in stages.enumerated() where writer != reader {
                let feeds = stage.inputs.contains { input in
                    other.outputs.contains { output in Self.overlaps(input, output) }
                }
                if feeds || stage.after.contains(other.name) { upstream[reader].append(writer) }
            }
        }
        self.upstream = upstream
        order = try Self.topologicalOrder(upstream: upstream, names: names, pipelinePath: pipelinePath)
    }

    /// Whether reading `input` depends on writing `output`: the same path, or one inside the other.
    static func overlaps(_ input: String, _ output: String) -> Bool {
        input == output || input.hasPrefix(output + "/") || output.hasPrefix(input + "/")
    }

    /// The stages downstream of `index` (those that read, directly or not, what it writes), itself included.
    public func downstream(of index: Int) -> Set<Int> {
        var found: Set<Int> = [index]
        var changed = true
        while changed {
            changed = false
            for (stage, dependencies) in upstream.enumerated() where !found.contains(stage) {
                if dependencies.contains(where: found.contains) {
                    found.insert(stage)
                    changed = true
                }
            }
        }
        return found
    }

    private static func topologicalOrder(upstream: [[Int]], names: [String], pipelinePath: String) throws -> [Int] {
        var remaining = upstream.map { Set($0) }
        var done: [Int] = []
        var placed = Set<Int>()
        while done.count < upstream.count {
            guard let next = remaining.indices.first(where: { !placed.contains($0) && remaining[$0].isEmpty }) else {
                throw PipelineError.cycle(path: pipelinePath, stages: cycle(upstream: upstream, among: placed, names: names))
            }
            done.append(next)
            placed.insert(next)
            for index in remaining.indices { remaining[index].remove(next) }
        }
        return done
    }

    /// One cycle among the stages not yet placed, as names with the first repeated at the end.
    private static func cycle(upstream: [[Int]], among placed: Set<Int>, names: [String]) -> [String] {
        guard var current = upstream.indices.first(where: { !placed.contains($0) }) else { return [] }
        var path: [Int] = []
        while !path.contains(current) {
            path.append(current)
            guard let next = upstream[current].first(where: { !placed.contains($0) }) else { break }
            current = next
        }
        let start = path.firstIndex(of: current) ?? 0
        // Walking upstream gives the cycle backwards; show it in the order data flows.
        let loop = Array(path[start...]).reversed().map { names[$0] }
        return loop + [loop[0]]
    }
}
