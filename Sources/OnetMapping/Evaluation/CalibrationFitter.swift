import Foundation

/// Fits the logistic calibration of the coder's confidence (Platt scaling).
public enum CalibrationFitter {
    /// Logistic regression of `correct` on `features` by Newton's method with a small ridge.
    public static func fit(features: [[Double]], correct: [Bool], iterations: Int = 25) -> Calibration {
        guard let width = features.first.map({ $0.count + 1 }), !features.isEmpty else { return .uncalibrated }
        var weights = [Double](repeating: 0, count: width)
        let rows = features.map { [1] + $0 }
        for _ in 0..<iterations {
            var gradient = [Double](repeating: 0, count: width)
            var hessian = [[Double]](repeating: [Double](repeating: 0, count: width), count: width)
            for (row, outcome) in zip(rows, correct) {
                let z = zip(weights, row).reduce(0) { $0 + $1.0 * $1.1 }
                let p = 1 / (1 + exp(-z))
                let residual = (outcome ? 1 : 0) - p
                for i in 0..<width {
                    gradient[i] += residual * row[i]
                    for j in 0..<width { hessian[i][j] += p * (1 - p) * row[i] * row[j] }
                }
            }
            for i in 0..<width {
                gradient[i] -= 1e-3 * weights[i]
                hessian[i][i] += 1e-3
            }
            guard let step = solve(hessian, gradient) else { break }
            for i in 0..<width { weights[i] += step[i] }
            if step.map(abs).max() ?? 0 < 1e-8 { break }
        }
        return Calibration(weights: weights)
    }

    /// Solves `matrix · x = vector` by Gaussian elimination with partial pivoting.
    static func solve(_ matrix: [[Double]], _ vector: [Double]) -> [Double]? {
        var a = matrix, b = vector
        let n = b.count
        for column in 0..<n {
            guard let pivot = (column..<n).max(by: { abs(a[$0][column]) < abs(a[$1][column]) }),
                  abs(a[pivot][column]) > 1e-12 else { return nil }
            a.swapAt(column, pivot)
            b.swapAt(column, pivot)
            for row in (column + 1)..<n {
                let factor = a[row][column] / a[column][column]
                for k in column..<n { a[row][k] -= factor * a[column][k] }
                b[row] -= factor * b[column]
            }
        }
        var x = [Double](repeating: 0, count: n)
        for row in stride(from: n - 1, through: 0, by: -1) {
            let sum = ((row + 1)..<n).reduce(b[row]) { $0 - a[row][$1] * x[$1] }
            x[row] = sum / a[row][row]
        }
        return x
    }
}
