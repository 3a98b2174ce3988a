/// Everything `OccupationCoder` searches, built once from a database at import and stored in the
/// index file, so that opening an index reads these arrays instead of normalizing 60,000 titles.
struct CodingTables: Sendable, Equatable, IndexStorable {
    /// Word (by `wordHash`) → term id, and per term id the word.
    let vocabulary: HashSlots
    let words: [String]
    /// BM25 over each known title (one document per `database.titles` entry).
    let titleIndex: BM25Index
    /// Per title document: its occupation, its normalized key and its terms.
    let titleOccupations: [Int32]
    let titleKeys: [Int32]
    let titleTerms: FlatLists<Int32>
    /// Normalized key (by `keyHash`) → key id.
    let keys: HashSlots
    /// Per key: the occupations with titles of that key and (parallel) how many; and the title documents.
    let keyOccupations: FlatLists<Int32>
    let keyCounts: FlatLists<Int32>
    let keyDocuments: FlatLists<Int32>
    /// BM25 over each occupation's task statements and description.
    let taskIndex: BM25Index
    let occupationTerms: OccupationTermIndex
    let spelling: SpellingCorrector
    let classifier: TitleClassifier

    static func wordHash(_ word: String) -> UInt64 { FeatureHash.of(word, tag: 0x57) }
    static func keyHash(_ key: String) -> UInt64 { FeatureHash.of(key, tag: 0x4B) }

    /// The term id of `word`, if any title, task or description has it.
    func term(_ word: String) -> Int32? { vocabulary.id(for: Self.wordHash(word)) }

    /// The id of a normalized title key, if a known title has it.
    func key(_ key: String) -> Int32? { keys.id(for: Self.keyHash(key)) }

    /// Normalizes every title and tokenizes every task statement and description of `database`.
    init(database: OnetDatabase) {
        var vocabulary = Numbering<String>(), words: [String] = []
        func id(_ word: String) -> Int32 {
            let (id, isNew) = vocabulary.id(word)
            if isNew { words.append(word) }
            return id
        }
        var titleDocuments: [[Int32]] = [], titleOccupations: [Int32] = [], titleKeys: [Int32] = []
        var keyIds = Numbering<String>(), keyOccupations: [[Int32]] = [], keyCounts: [[Int32]] = []
        var titleWords: [[String]] = []
        for title in database.titles {
            let normalized = TitleNormalizer.clean(TextTokenizer.words(in: TitleNormalizer.removingBrackets(title.text)))
            let key = normalized.joined(separator: " ")
            let (keyId, isNew) = keyIds.id(key)
            if isNew {
                keyOccupations.append([])
                keyCounts.append([])
            }
            if let slot = keyOccupations[Int(keyId)].firstIndex(of: title.occupation) {
                keyCounts[Int(keyId)][slot] += 1
            } else {
                keyOccupations[Int(keyId)].append(title.occupation)
                keyCounts[Int(keyId)].append(1)
            }
            titleWords.append(normalized)
            titleDocuments.append(normalized.filter { !TitleVocabulary.stopWords.contains($0) }.map(id))
            titleOccupations.append(title.occupation)
            titleKeys.append(keyId)
        }
        var taskDocuments = [[Int32]](repeating: [], count: database.occupations.count)
        for task in database.tasks {
            taskDocuments[Int(task.occupation)].append(contentsOf: TextTokenizer.terms(in: task.text).map(id))
        }
        for (index, occupation) in database.occupations.enumerated() {
            taskDocuments[index].append(contentsOf: TextTokenizer.terms(in: occupation.description).map(id))
        }
        self.vocabulary = HashSlots(vocabulary.slots(Self.wordHash))
        self.words = words
        let titleTerms = FlatLists(titleDocuments)
        titleIndex = BM25Index(documents: titleTerms, termCount: words.count)
        taskIndex = BM25Index(documents: FlatLists(taskDocuments), termCount: words.count)
        occupationTerms = OccupationTermIndex(titleTerms: titleTerms, titleOccupations: titleOccupations,
                                              occupationCount: database.occupations.count, termCount: words.count)
        var keyDocuments = [[Int32]](repeating: [], count: keyOccupations.count)
        for (document, key) in titleKeys.enumerated() { keyDocuments[Int(key)].append(Int32(document)) }
        self.titleTerms = titleTerms
        self.titleOccupations = titleOccupations
        self.titleKeys = titleKeys
        keys = HashSlots(keyIds.slots(Self.keyHash))
        self.keyOccupations = FlatLists(keyOccupations)
        self.keyCounts = FlatLists(keyCounts)
        self.keyDocuments = FlatLists(keyDocuments)
        let index = titleIndex
        spelling = SpellingCorrector(words: words, frequency: { index.documentFrequency($0) })
        classifier = TitleClassifier(titles: titleWords, occupations: titleOccupations, occupationCount: database.occupations.count)
    }

    func write(to output: inout BinaryWriter) {
        vocabulary.write(to: &output)
        output.write(words)
        titleIndex.write(to: &output)
        output.writePlain(titleOccupations)
        output.writePlain(titleKeys)
        titleTerms.write(to: &output)
        keys.write(to: &output)
        for lists in [keyOccupations, keyCounts, keyDocuments] { lists.write(to: &output) }
        taskIndex.write(to: &output)
        occupationTerms.write(to: &output)
        spelling.write(to: &output)
        classifier.write(to: &output)
    }

    init(reading input: inout BinaryReader) throws {
        vocabulary = try HashSlots(reading: &input)
        words = try input.readStrings()
        titleIndex = try BM25Index(reading: &input)
        titleOccupations = try input.readPlain()
        titleKeys = try input.readPlain()
        titleTerms = try FlatLists(reading: &input)
        keys = try HashSlots(reading: &input)
        keyOccupations = try FlatLists(reading: &input)
        keyCounts = try FlatLists(reading: &input)
        keyDocuments = try FlatLists(reading: &input)
        taskIndex = try BM25Index(reading: &input)
        occupationTerms = try OccupationTermIndex(reading: &input)
        spelling = try SpellingCorrector(reading: &input)
        classifier = try TitleClassifier(reading: &input)
        let documents = titleOccupations.count, keyCount = keyOccupations.count
        try input.require(titleIndex.documentCount == documents && titleKeys.count == documents && titleTerms.count == documents
            && keyCounts.starts == keyOccupations.starts && keyDocuments.count == keyCount
            && titleKeys.allSatisfy { $0 >= 0 && Int($0) < keyCount }
            && keyDocuments.items.allSatisfy { $0 >= 0 && Int($0) < documents }
            && titleTerms.items.allSatisfy { $0 >= 0 && Int($0) < words.count })
    }

    /// Whether the tables fit `database` (same titles and occupations), so an index file's parts agree.
    func fits(_ database: OnetDatabase) -> Bool {
        titleOccupations.count == database.titles.count && classifier.occupationCount == database.occupations.count
            && taskIndex.documentCount == database.occupations.count
            && titleOccupations.allSatisfy { Int($0) < database.occupations.count }
            && keyOccupations.items.allSatisfy { $0 >= 0 && Int($0) < database.occupations.count }
    }
}
