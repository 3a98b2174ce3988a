import Foundation
import MatchCore

/// Draws from Gamma and Beta distributions with a `SeededRandom` stream.
///
/// Gamma draws use Marsaglia and Tsang's method ("A simple method for generating gamma
/// variables", ACM TOMS 26(3), 2000); a shape below 1 is boosted to shape + 1 and scaled by
/// U^(1/shape), carried in logarithms so that very small shapes do not underflow to zero.
public enum BetaSampler {
    /// One draw from Beta(alpha, beta); both must be above 0.
    public static func sample(alpha: Double, beta: Double, using random: inout SeededRandom) -> Double {
        precondition(alpha > 0 && beta > 0, "Beta parameters must be positive")
        let logX = logGamma(shape: alpha, using: &random)
        let logY = logGamma(shape: beta, using: &random)
        // X / (X + Y) = 1 / (1 + exp(log Y − log X)), which stays finite when X and Y are tiny.
        return 1 / (1 + exp(logY - logX))
    }

    /// One draw from Gamma(shape, 1); `shape` must be above 0.
    public static func gamma(shape: Double, using random: inout SeededRandom) -> Double {
        exp(logGamma(shape: shape, using: &random))
    }

    /// The logarithm of one draw from Gamma(shape, 1).
    static func logGamma(shape: Double, using random: inout SeededRandom) -> Double {
        if shape < 1 {
            let boosted = logGamma(shape: shape + 1, using: &random)
            return boosted + log(openUnit(&random)) / shape
        }
        let d = shape - 1.0 / 3.0
        let c = 1 / (9 * d).squareRoot()
        while true {
            var x: Double
            var v: Double
            repeat {
                x = standardNormal(&random)
                v = 1 + c * x
            } while v <= 0
            v = v * v * v
            let u = openUnit(&random)
            let xx = x * x
            if u < 1 - 0.0331 * xx * xx { return log(d * v) }
            if log(u) < 0.5 * xx + d * (1 - v + log(v)) { return log(d * v) }
        }
    }

    /// A uniform draw in (0, 1], safe to take the logarithm of.
    private static func openUnit(_ random: inout SeededRandom) -> Double {
        1 - random.nextUnit()
    }

    /// A standard normal draw (Box–Muller, one of the pair).
    private static func standardNormal(_ random: inout SeededRandom) -> Double {
        let radius = (-2 * log(openUnit(&random))).squareRoot()
        return radius * cos(2 * Double.pi * random.nextUnit())
    }
}
