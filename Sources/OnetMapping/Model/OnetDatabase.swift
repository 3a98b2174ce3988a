import Foundation

/// Everything `mm-enrich` needs from an O*NET release, as stored in the index file.
public struct OnetDatabase: Sendable, Equatable {
    /// Which release the index was built from, and its licence notice.
    public var release: ReleaseInfo
    /// Occupations in code order.
    public var occupations: [Occupation]
    /// Every title an occupation is known by: its own, alternate, short and reported titles.
    public var titles: [OccupationTitle]
    /// Task statements; `occupation` indexes `occupations`.
    public var tasks: [TaskStatement]
    /// Technology examples (tools and software), each with the occupations that use it.
    public var technologies: [Technology]
    /// Content Model elements (skills, knowledge, work activities, interests, values) by id.
    public var elements: [ContentElement]
    /// Maps the coder's raw scores to calibrated probabilities.
    public var calibration: Calibration

    public init(release: ReleaseInfo, occupations: [Occupation], titles: [OccupationTitle], tasks: [TaskStatement],
                technologies: [Technology], elements: [ContentElement], calibration: Calibration = .uncalibrated) {
        self.release = release
        self.occupations = occupations
        self.titles = titles
        self.tasks = tasks
        self.technologies = technologies
        self.elements = elements
        self.calibration = calibration
    }

    /// The index of the occupation with this O*NET-SOC code.
    public func occupationIndex(code: String) -> Int? {
        var low = 0, high = occupations.count - 1
        while low <= high {
            let middle = (low + high) / 2
            if occupations[middle].code == code { return middle }
            if occupations[middle].code < code { low = middle + 1 } else { high = middle - 1 }
        }
        return nil
    }

    /// The Content Model element with this id.
    public func element(id: String) -> ContentElement? {
        elements.first { $0.id == id }
    }
}

/// The release an index was built from.
public struct ReleaseInfo: Sendable, Equatable {
    /// E.g. "O*NET 27.0 Database" (from `Read Me.txt`), or the folder name when it has none.
    public var version: String
    /// The attribution CC BY 4.0 asks every output that uses the data to carry.
    public var attribution: String
    /// Release files that were read, in order.
    public var filesRead: [String]
    /// SHA-256 of the files read (each name, then its bytes), lower-case hex.
    public var sourceSHA256: String
    /// Total size of the files read.
    public var sourceBytes: Int

    public init(version: String, attribution: String, filesRead: [String], sourceSHA256: String = "", sourceBytes: Int = 0) {
        self.version = version
        self.attribution = attribution
        self.filesRead = filesRead
        self.sourceSHA256 = sourceSHA256
        self.sourceBytes = sourceBytes
    }

    /// The attribution text onetcenter.org asks for, for a release called `version`.
    public static func attribution(for version: String) -> String {
        "This output includes information from the \(version) by the U.S. Department of Labor, "
            + "Employment and Training Administration (USDOL/ETA). Used under the CC BY 4.0 license. "
            + "O*NET® is a trademark of USDOL/ETA. ManifestMatch has modified all or some of this information. "
            + "USDOL/ETA has not approved, endorsed, or tested these modifications."
    }
}

/// One O*NET-SOC occupation with what the release says about it.
public struct Occupation: Sendable, Equatable {
    /// O*NET-SOC code, e.g. "15-2051.00".
    public var code: String
    public var title: String
    public var description: String
    /// 1–5, when the release rates it.
    public var jobZone: Int?
    /// Occupational interests in RIASEC order on O*NET's 1–7 scale; empty when not rated.
    public var riasec: [Double]
    /// Share (percent) of workers at each of the 12 required-education categories; empty when not rated.
    public var education: [Double]
    /// Skills, knowledge and work activities with their importance (1–5), most important first.
    public var ratings: [ElementRating]
    /// Indexes into `OnetDatabase.technologies`, hot technologies first.
    public var technologies: [Int32]

    public init(code: String, title: String, description: String, jobZone: Int? = nil, riasec: [Double] = [],
                education: [Double] = [], ratings: [ElementRating] = [], technologies: [Int32] = []) {
        self.code = code
        self.title = title
        self.description = description
        self.jobZone = jobZone
        self.riasec = riasec
        self.education = education
        self.ratings = ratings
        self.technologies = technologies
    }

    /// The education category (1–12) most workers hold, when rated.
    public var typicalEducationLevel: Int? {
        guard let best = education.indices.max(by: { education[$0] < education[$1] }), education[best] > 0 else { return nil }
        return best + 1
    }
}

/// How important a Content Model element is to an occupation.
public struct ElementRating: Sendable, Equatable {
    /// Index into `OnetDatabase.elements`.
    public var element: Int32
    /// Importance on O*NET's 1–5 scale.
    public var importance: Double

    public init(element: Int32, importance: Double) {
        self.element = element
        self.importance = importance
    }
}

/// Where a title came from.
public enum TitleKind: UInt8, Sendable, Equatable {
    case occupation = 0, alternate, short, reported
    /// ManifestMatch's own list of titles O*NET lacks (`CuratedTitles`).
    case curated
}

/// A title an occupation is known by.
public struct OccupationTitle: Sendable, Equatable {
    public var text: String
    /// Index into `OnetDatabase.occupations`.
    public var occupation: Int32
    public var kind: TitleKind

    public init(text: String, occupation: Int32, kind: TitleKind) {
        self.text = text
        self.occupation = occupation
        self.kind = kind
    }
}

/// A task statement of an occupation.
public struct TaskStatement: Sendable, Equatable {
    public var occupation: Int32
    public var text: String

    public init(occupation: Int32, text: String) {
        self.occupation = occupation
        self.text = text
    }
}

/// A technology example (e.g. "Microsoft Excel") and its UNSPSC commodity.
public struct Technology: Sendable, Equatable {
    public var name: String
    public var commodityCode: String
    /// E.g. "Spreadsheet software".
    public var commodityTitle: String
    /// Whether O*NET flags it as a hot technology for some occupation.
    public var isHot: Bool
    /// Indexes of the occupations that use it.
    public var occupations: [Int32]

    public init(name: String, commodityCode: String, commodityTitle: String, isHot: Bool, occupations: [Int32]) {
        self.name = name
        self.commodityCode = commodityCode
        self.commodityTitle = commodityTitle
        self.isHot = isHot
        self.occupations = occupations
    }
}

/// What a Content Model element is.
public enum ElementKind: UInt8, Sendable, Equatable {
    case other = 0, skill, knowledge, workActivity, interest, workValue

    /// The kind of the element with this Content Model id.
    public static func of(id: String) -> ElementKind {
        if id.hasPrefix("2.A") || id.hasPrefix("2.B") { return .skill }
        if id.hasPrefix("2.C") { return .knowledge }
        if id.hasPrefix("4.A") { return .workActivity }
        if id.hasPrefix("1.B.1") { return .interest }
        if id.hasPrefix("1.B.2") { return .workValue }
        return .other
    }
}

/// A Content Model element such as "2.A.2.a Critical Thinking".
public struct ContentElement: Sendable, Equatable {
    public var id: String
    public var name: String
    public var kind: ElementKind

    public init(id: String, name: String, kind: ElementKind) {
        self.id = id
        self.name = name
        self.kind = kind
    }
}

/// A logistic map from the coder's evidence to the probability that its top code is right,
/// fitted at import on held-out titles.
public struct Calibration: Sendable, Equatable {
    /// Weights for (bias, then `OccupationCoder.Coding.features`: top share, margin, exact match,
    /// the classifier's posterior of the top code, the classifier's top posterior, known-word share).
    public var weights: [Double]

    public init(weights: [Double]) {
        self.weights = weights
    }

    /// Before fitting: the top share itself.
    public static let uncalibrated = Calibration(weights: [])

    /// The calibrated probability for these features.
    public func probability(_ features: [Double]) -> Double {
        guard weights.count == features.count + 1 else { return features.first ?? 0 }
        var z = weights[0]
        for (weight, feature) in zip(weights.dropFirst(), features) { z += weight * feature }
        return 1 / (1 + exp(-z))
    }
}
