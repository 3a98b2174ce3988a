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
/// its rows. The file is read whole into memory; the search structures are rebuilt from it.
public enum OnetIndexFile {
    static let magic = Array("MMONETIX".utf8)
    /// Bumped whenever the layout changes; older files must be rebuilt.
    public static let formatVersion: UInt32 = 1

    /// The database in index-file form.
    public static func encode(_ database: OnetDatabase) -> [UInt8] {
        var out = BinaryWriter()
        for byte in magic { out.write(byte) }
        out.write(formatVersion)
        out.write(database.release.version)
        out.write(database.release.attribution)
        out.write(database.release.filesRead)
        out.write(database.release.sourceSHA256)
        out.write(UInt64(database.release.sourceBytes))
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
        return out.bytes
    }

    /// Reads a database from index-file bytes; `path` is for messages.
    public static func decode(_ bytes: [UInt8], path: String) throws -> OnetDatabase {
        try bytes.withUnsafeBytes { raw in
            guard raw.count >= magic.count + 4, Array(raw.prefix(magic.count)) == magic else {
                throw IndexFileError(path: path, problem: "not an mm-onet index file")
            }
            var input = BinaryReader(UnsafeRawBufferPointer(rebasing: raw[magic.count...]))
            do {
                let version = try input.read(UInt32.self)
                guard version == formatVersion else {
                    throw IndexFileError(path: path, problem: "made by another version of mm-onet (format \(version), this one reads \(formatVersion))")
                }
                let release = ReleaseInfo(version: try input.readString(), attribution: try input.readString(),
                                          filesRead: try input.readStrings(), sourceSHA256: try input.readString(),
                                          sourceBytes: Int(try input.read(UInt64.self)))
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
                return OnetDatabase(release: release, occupations: occupations, titles: titles, tasks: tasks,
                                    technologies: technologies, elements: elements, calibration: calibration)
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
        guard let data = FileManager.default.contents(atPath: path) else {
            throw IndexFileError(path: path, problem: FileManager.default.fileExists(atPath: path) ? "permission denied" : "no such file")
        }
        let fingerprint = FileFingerprint(path: path, sha256: HexDigest.string(SHA256.hash(data: data)), bytes: data.count)
        return (try decode(Array(data), path: path), fingerprint)
    }
}
