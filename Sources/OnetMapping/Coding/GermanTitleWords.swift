/// German job words, so that titles of German-language postings ("Elektriker (m/w/d)",
/// "Softwareentwickler", "Lagerhelfer in Teilzeit") are read in the English words O*NET's titles
/// use. A word is turned into English when it is a known job noun, or a compound of a known
/// modifier and a known job noun ("Maschinenbau" + "Ingenieur": mechanical engineer), in the
/// masculine or the feminine form ("Verkäuferin").
enum GermanTitleWords {
    /// Job nouns (the head of a compound) and their English words.
    static let nouns: [String: [String]] = [
        "entwickler": ["developer"], "ingenieur": ["engineer"], "techniker": ["technician"],
        "mechaniker": ["mechanic"], "mechatroniker": ["mechanic"], "elektriker": ["electrician"],
        "elektroniker": ["electronics", "technician"], "leiter": ["manager"], "leitung": ["manager"],
        "sachbearbeiter": ["clerk"], "kaufmann": ["clerk"], "kauffrau": ["clerk"], "buchhalter": ["bookkeeper"],
        "berater": ["consultant"], "verkäufer": ["salesperson"], "fahrer": ["driver"], "helfer": ["helper"],
        "lagerist": ["warehouse", "worker"], "lagerhelfer": ["warehouse", "worker"], "kommissionierer": ["order", "picker"],
        "pflegefachkraft": ["registered", "nurse"], "pflegekraft": ["nurse"], "krankenpfleger": ["nurse"],
        "krankenschwester": ["nurse"], "altenpfleger": ["geriatric", "nurse"], "koch": ["cook"], "köchin": ["cook"],
        "kellner": ["waiter"], "reinigungskraft": ["cleaner"], "erzieher": ["preschool", "teacher"],
        "lehrer": ["teacher"], "arzt": ["physician"], "ärztin": ["physician"], "assistent": ["assistant"],
        "assistenz": ["assistant"], "mitarbeiter": ["worker"], "architekt": ["architect"],
        "informatiker": ["computer", "scientist"], "administrator": ["administrator"], "maurer": ["bricklayer"],
        "tischler": ["carpenter"], "schreiner": ["carpenter"], "zimmerer": ["carpenter"], "schweißer": ["welder"],
        "maler": ["painter"], "dachdecker": ["roofer"], "installateur": ["plumber"], "bäcker": ["baker"],
        "friseur": ["hairdresser"], "rechtsanwalt": ["lawyer"], "anwalt": ["lawyer"], "praktikant": ["intern"],
        "referent": ["specialist"], "spezialist": ["specialist"], "disponent": ["dispatcher"], "monteur": ["installer"],
        "manager": ["manager"], "analyst": ["analyst"], "controller": ["controller"],
    ]

    /// The first part of a compound ("Lager" in "Lagerhelfer") and its English words.
    static let modifiers: [String: [String]] = [
        "software": ["software"], "maschinenbau": ["mechanical"], "elektro": ["electrical"], "bau": ["construction"],
        "lager": ["warehouse"], "projekt": ["project"], "vertrieb": ["sales"], "kunden": ["customer"],
        "personal": ["human", "resources"], "finanz": ["financial"], "lkw": ["truck"],
        "kfz": ["automotive"], "daten": ["data"], "netzwerk": ["network"], "werk": ["plant"],
        "produktion": ["production"], "qualität": ["quality"], "einkauf": ["purchasing"], "büro": ["office"],
        "verwaltung": ["administrative"], "industrie": ["industrial"], "system": ["systems"], "service": ["service"],
        "alten": ["geriatric"], "kinder": ["child"], "versicherung": ["insurance"], "lohn": ["payroll"],
        "steuer": ["tax"], "gebäude": ["building"], "anlagen": ["equipment"], "konstruktion": ["design"],
        "entwicklung": ["development"], "marketing": ["marketing"], "bank": ["bank"], "fach": [],
    ]

    /// Adjectives before the noun ("Kaufmännischer Sachbearbeiter"), without their endings.
    static let adjectives: [String: [String]] = [
        "kaufmännisch": ["office"], "technisch": ["technical"], "medizinisch": ["medical"],
        "pädagogisch": ["education"], "pharmazeutisch": ["pharmacy"],
    ]

    /// The last three letters of every noun, in both forms: most words are ruled out by these alone.
    private static let nounEndings: Set<Substring> = Set(nouns.keys.flatMap { [$0.suffix(3), ($0 + "in").suffix(3)] })

    /// The English words for `word` (lower-case), or nil when it is not a German job word.
    static func english(_ word: String) -> [String]? {
        guard nounEndings.contains(word.suffix(3)) || adjectiveStart(of: word) else { return nil }
        if let noun = noun(word) { return noun }
        for ending in ["", "e", "er", "en", "es"] where word.hasSuffix(ending) {
            if let adjective = adjectives[String(word.dropLast(ending.count))] { return adjective }
        }
        // A compound: the longest known noun at the end, after a known modifier (with its linking "s").
        let characters = Array(word)
        for split in 2..<max(2, characters.count - 3) {
            let head = String(characters[split...])
            guard head.count >= 5, let noun = noun(head) else { continue }
            let first = String(characters[..<split])
            guard let modifier = modifiers[first] ?? (first.hasSuffix("s") ? modifiers[String(first.dropLast())] : nil) else { continue }
            return modifier + noun
        }
        return nil
    }

    /// A job noun in its masculine or feminine ("-in") form.
    private static func noun(_ word: String) -> [String]? {
        nouns[word] ?? (word.hasSuffix("in") ? nouns[String(word.dropLast(2))] : nil)
    }

    /// The first four letters of every adjective.
    private static let adjectiveStarts: Set<Substring> = Set(adjectives.keys.map { $0.prefix(4) })

    /// Whether `word` may be one of the adjectives with an ending.
    private static func adjectiveStart(of word: String) -> Bool {
        adjectiveStarts.contains(word.prefix(4))
    }
}
