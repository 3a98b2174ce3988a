import MatchCore

/// Builds an index from a release: imports its files, then fits the coder's calibration on the
/// development split's titles with posting noise, each coded twice: held out (a title the index
/// lacks) and known (most posting titles are titles the index has). Confidences are
/// probabilities from the start, and the test split stays unseen.
public enum IndexBuilder {
    /// Below this many held-out titles a release is too small to split: all of them calibrate.
    public static let smallestSplitRelease = 500
    /// Seed of the noise used while calibrating; fixed so an import is reproducible.
    public static let calibrationSeed: UInt64 = 20_221_101

    /// Imports `release` (taking missing files from `supplements`) and calibrates.
    public static func build(release: any ReleaseSource, supplements: [any ReleaseSource] = [],
                             threads: Int = defaultThreadCount) throws -> OnetDatabase {
        var database = try ReleaseImporter(release: release, supplements: supplements).importDatabase()
        database.calibration = calibrate(database, threads: threads)
        return database
    }

    /// Fits the calibration of `database`'s coder; uncalibrated when it has too few titles.
    public static func calibrate(_ database: OnetDatabase, threads: Int) -> Calibration {
        let held = HeldOutTitles.all(in: database)
        let sample = held.count < smallestSplitRelease ? held : held.filter(\.isDevelopment)
        guard sample.count >= 20 else { return .uncalibrated }
        let coder = OccupationCoder(database: database)
        let observations = [true, false].flatMap { hiding in
            CodingEvaluation.run(coder: coder, titles: sample, noise: PostingNoise(), seed: calibrationSeed,
                                 threads: threads, hiding: hiding).observations
        }
        return CalibrationFitter.fit(features: observations.map(\.features), correct: observations.map(\.correct))
    }
}
