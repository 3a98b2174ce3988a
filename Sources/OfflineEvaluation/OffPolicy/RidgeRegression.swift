/// Ridge regression on sparse rows: minimizes Σ (y − w·x)² + λ Σ_{j≥1} w_j², leaving the
/// intercept (column 0, always 1) unpenalized. Solved by Cholesky on the normal equations, which
/// suits the few hundred columns a direct model has.
public struct RidgeRegression: Sendable {
    /// Coefficients, intercept first.
    public let weights: [Double]

    /// Fits on rows given as (column, value) pairs; columns not listed are 0.
    public init(rows: [[(Int, Double)]], targets: [Double], columns: Int, lambda: Double) {
        precondition(rows.count == targets.count, "one target per row")
        var gram = Array(repeating: 0.0, count: columns * columns)
        var moment = Array(repeating: 0.0, count: columns)
        for (row, y) in zip(rows, targets) {
            for (i, xi) in row {
                moment[i] += xi * y
                for (j, xj) in row { gram[i * columns + j] += xi * xj }
            }
        }
        for j in 1..<max(columns, 1) { gram[j * columns + j] += lambda }
        // A column no row uses would leave the matrix singular when λ is 0; a tiny ridge keeps
        // Cholesky defined and gives such a column the weight 0.
        for j in 0..<columns where gram[j * columns + j] == 0 { gram[j * columns + j] = 1e-12 }
        weights = Self.solve(gram, moment, size: columns)
    }

    /// The prediction for one sparse row.
    public func predict(_ row: [(Int, Double)]) -> Double {
        row.reduce(0) { $0 + weights[$1.0] * $1.1 }
    }

    /// Solves A w = b for symmetric positive-definite A (row-major) by Cholesky.
    static func solve(_ matrix: [Double], _ rhs: [Double], size n: Int) -> [Double] {
        var lower = Array(repeating: 0.0, count: n * n)
        for i in 0..<n {
            for j in 0...i {
                var sum = matrix[i * n + j]
                for k in 0..<j { sum -= lower[i * n + k] * lower[j * n + k] }
                if i == j {
                    lower[i * n + i] = sum > 0 ? sum.squareRoot() : 1e-12
                } else {
                    lower[i * n + j] = sum / lower[j * n + j]
                }
            }
        }
        var forward = Array(repeating: 0.0, count: n)
        for i in 0..<n {
            var sum = rhs[i]
            for k in 0..<i { sum -= lower[i * n + k] * forward[k] }
            forward[i] = sum / lower[i * n + i]
        }
        var solution = Array(repeating: 0.0, count: n)
        for i in stride(from: n - 1, through: 0, by: -1) {
            var sum = forward[i]
            for k in (i + 1)..<n { sum -= lower[k * n + i] * solution[k] }
            solution[i] = sum / lower[i * n + i]
        }
        return solution
    }
}
