import Crypto
import Foundation
import MatchCore

/// An index file that cannot be opened.
public struct IndexFileError: StageFailure, Equatable {
    public var path: String
    public var problem: String

    public init(path: String, problem: String) {
        self.path = path
        self.problem = problem
    }

    public var kind: FailureKind { .inputOutput }

    public var errorDescription: String? {
        "cannot open O*NET index \(path): \(problem) (build one with `mm-onet import RELEASE -o \(path)`)"
    }
}

/// The index file `mm-onet import` writes: a compact little-endian binary form of `OnetDatabase`.
///
/// Layout: the magic bytes `MMONETIX`, a format version, then each table as a count followed by
/// its rows, then the search structures as built (the coder's `CodingTables`, the skill
/// dictionary and its automaton) as flat arrays, and last the SHA-256 of everything before it.
/// The file is read whole into memory and its checksum verified (arrays are then trusted as
/// written); opening it copies arrays rather than rebuilding them.
public enum OnetIndexFile {
    static let magic = Array("MMONETIX".utf8)
    /// Bumped whenever the layout changes; older files must be rebuilt.
    /// 2: the search structures are stored after the tables.
    /// 3: the coder's fingerprint (`CoderFingerprint`) follows the release's details.
    public static let formatVersion: UInt32 = 3

    /// What an index file holds: the database and its search structures.
    struct Contents {
        var database: OnetDatabase
        /// The occupation coder over the stored search structures (`coder.tables`).
        var coder: OccupationCoder
        var skills: SkillExtractor
    }

    /// The database in index-file form, with its search structures built.
    public static func encode(_ database: OnetDatabase) -> [UInt8] {
        encode(Contents(database: database, coder: OccupationCoder(database: database), skills: SkillExtractor(database: database)))
    }

    static func encode(_ contents: Contents) -> [UInt8] {
        let database = contents.database
        var out = BinaryWriter()
        for byte in magic { out.write(byte) }
        out.write(formatVersion)
        out.write(database.release.version)
        out.write(database.release.attribution)
        out.write(database.release.filesRead)
        out.write(database.release.sourceSHA256)
        out.write(UInt64(database.release.sourceBytes))
        out.write(CoderFingerprint.of(contents.coder))
        out.write(database.calibration.weights)
        out.write(UInt32(database.elements.count))
        for element in database.elements {
            out.write(element.id)
            out.write(element.name)
            out.write(element.kind.rawValue)
        }
        out.write(UInt32(database.occupations.count))
        for occupation in database.occupations {
            out.write(occupation.code)
            out.write(occupation.title)
            out.write(occupation.description)
            out.writeOptional(occupation.jobZone)
            out.write(occupation.riasec)
            out.write(occupation.education)
            out.write(UInt32(occupation.ratings.count))
            for rating in occupation.ratings {
                out.write(rating.element)
                out.write(rating.importance)
            }
            out.write(occupation.technologies)
        }
        out.write(UInt32(database.titles.count))
        for title in database.titles {
            out.write(title.text)
            out.write(title.occupation)
            out.write(title.kind.rawValue)
        }
        out.write(UInt32(database.tasks.count))
        for task in database.tasks {
            out.write(task.occupation)
            out.write(task.text)
        }
        out.write(UInt32(database.technologies.count))
        for technology in database.technologies {
            out.write(technology.name)
            out.write(technology.commodityCode)
            out.write(technology.commodityTitle)
            out.write(technology.isHot)
            out.write(technology.occupations)
        }
        contents.coder.tables.write(to: &out)
        contents.skills.write(to: &out)
        return out.bytes + Array(SHA256.hash(data: out.bytes))
    }

    /// Reads a database from index-file bytes; `path` is for messages.
    public static func decode(_ bytes: [UInt8], path: String) throws -> OnetDatabase {
        try decodeContents(bytes, path: path).database
    }

    /// Reads a database and its search structures from index-file bytes; `path` is for messages.
    static func decodeContents(_ bytes: [UInt8], path: String) throws -> Contents {
        try bytes.withUnsafeBytes { raw in
            guard raw.count >= magic.count + 4, Array(raw.prefix(magic.count)) == magic else {
                throw IndexFileError(path: path, problem: "not an mm-onet index file")
            }
            let version = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: magic.count, as: UInt32.self))
            guard version == formatVersion else {
                let age = version < formatVersion ? "an older" : "a newer"
                throw IndexFileError(path: path, problem: "written by \(age) mm-onet (index format \(version); this one reads format \(formatVersion)), rerun `mm-onet import` to rebuild it")
            }
            let start = magic.count + 4, payload = raw.count - SHA256.byteCount
            guard payload >= start,
                  SHA256.hash(data: UnsafeRawBufferPointer(rebasing: raw[..<payload])).elementsEqual(raw[payload...]) else {
                throw IndexFileError(path: path, problem: "the file is truncated or damaged")
            }
            var input = BinaryReader(UnsafeRawBufferPointer(rebasing: raw[start..<payload]))
            do {
                let release = ReleaseInfo(version: try input.readString(), attribution: try input.readString(),
                                          filesRead: try input.readStrings(), sourceSHA256: try input.readString(),
                                          sourceBytes: Int(try input.read(UInt64.self)))
                let coderFingerprint = try input.readString()
                let calibration = Calibration(weights: try input.readDoubles())
                let elements = try input.readArray { input in
                    ContentElement(id: try input.readString(), name: try input.readString(),
                                   kind: ElementKind(rawValue: try input.read(UInt8.self)) ?? .other)
                }
                let occupations = try input.readArray { input in
                    Occupation(
                        code: try input.readString(), title: try input.readString(), description: try input.readString(),
                        jobZone: try input.readOptional(), riasec: try input.readDoubles(), education: try input.readDoubles(),
                        ratings: try input.readArray { input in
                            ElementRating(element: try input.read(Int32.self),
                                          importance: try input.readDouble())
                        },
                        technologies: try input.readInt32s())
                }
                let titles = try input.readArray { input in
                    OccupationTitle(text: try input.readString(), occupation: try input.read(Int32.self),
                                    kind: TitleKind(rawValue: try input.read(UInt8.self)) ?? .alternate)
                }
                let tasks = try input.readArray { input in
                    TaskStatement(occupation: try input.read(Int32.self), text: try input.readString())
                }
                let technologies = try input.readArray { input in
                    Technology(name: try input.readString(), commodityCode: try input.readString(),
                               commodityTitle: try input.readString(), isHot: try input.readBool(),
                               occupations: try input.readInt32s())
                }
                let database = OnetDatabase(release: release, occupations: occupations, titles: titles, tasks: tasks,
                                            technologies: technologies, elements: elements, calibration: calibration)
                let coding = try CodingTables(reading: &input)
                let skills = try SkillExtractor(reading: &input)
                try input.require(coding.fits(database) && input.offset == input.count)
                let coder = OccupationCoder(database: database, tables: coding)
                guard CoderFingerprint.of(coder) == coderFingerprint else {
                    throw IndexFileError(path: path, problem: "it was built by another version of the occupation coder, whose "
                        + "normalized titles, curated titles or calibration this build does not share; rebuild it")
                }
                return Contents(database: database, coder: coder, skills: skills)
            } catch is BinaryReader.Damaged {
                throw IndexFileError(path: path, problem: "the file is truncated or damaged")
            }
        }
    }

    /// Writes the index atomically.
    public static func write(_ database: OnetDatabase, to path: String) throws -> FileFingerprint {
        let file = try AtomicOutputFile(path: path)
        try file.write(encode(database))
        try file.commit()
        return file.fingerprint
    }

    /// Reads the index at `path`.
    public static func read(from path: String) throws -> OnetDatabase {
        try readWithFingerprint(from: path).database
    }

    /// Reads the index at `path`, with the SHA-256 and size of its bytes (for run manifests).
    public static func readWithFingerprint(from path: String) throws -> (database: OnetDatabase, fingerprint: FileFingerprint) {
        let (contents, fingerprint) = try readContents(from: path)
        return (contents.database, fingerprint)
    }

    /// Reads the index at `path` with its search structures, and its fingerprint.
    static func readContents(from path: String) throws -> (contents: Contents, fingerprint: FileFingerprint) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw IndexFileError(path: path, problem: FileManager.default.fileExists(atPath: path) ? "permission denied" : "no such file")
        }
        let fingerprint = FileFingerprint(path: path, sha256: HexDigest.string(SHA256.hash(data: data)), bytes: data.count)
        return (try decodeContents(Array(data), path: path), fingerprint)
    }
}
