import Foundation

/// Names of spoken languages, in English and as their speakers write them: tells a languages
/// section's items from lines that ran into it (a name, a city) and "Languages: German,
/// English" from "Languages: Go, SQL".
enum SpokenLanguages {
    private static let names: Set<String> = [
        "afrikaans", "albanian", "amharic", "arabic", "armenian", "azerbaijani", "basque", "belarusian", "bengali", "bangla",
        "bosnian", "bulgarian", "burmese", "cantonese", "catalan", "cebuano", "chinese", "croatian", "czech", "danish",
        "dari", "dutch", "english", "estonian", "farsi", "filipino", "finnish", "flemish", "french", "gaelic", "galician",
        "georgian", "german", "greek", "gujarati", "haitian creole", "hausa", "hebrew", "hindi", "hmong", "hungarian",
        "icelandic", "igbo", "indonesian", "irish", "italian", "japanese", "javanese", "kannada", "kazakh", "khmer",
        "kinyarwanda", "korean", "kurdish", "kyrgyz", "lao", "latvian", "lithuanian", "luxembourgish", "macedonian",
        "malagasy", "malay", "malayalam", "maltese", "mandarin", "maori", "marathi", "mongolian", "nepali", "norwegian",
        "odia", "pashto", "persian", "polish", "portuguese", "punjabi", "quechua", "romanian", "russian", "serbian",
        "sinhala", "slovak", "slovenian", "somali", "spanish", "swahili", "swedish", "tagalog", "tajik", "tamil",
        "tatar", "telugu", "thai", "tibetan", "tigrinya", "turkish", "turkmen", "twi", "ukrainian", "urdu", "uyghur",
        "uzbek", "vietnamese", "welsh", "wolof", "xhosa", "yiddish", "yoruba", "zulu", "american sign language", "asl",
        "british sign language", "bsl", "sign language", "latin",
        "deutsch", "englisch", "französisch", "spanisch", "italienisch", "français", "anglais", "allemand", "espagnol",
        "español", "inglés", "alemán", "francés", "italiano", "inglese", "tedesco", "português", "inglês", "nederlands",
        "polski", "svenska", "norsk", "dansk", "suomi", "čeština", "русский", "中文", "日本語", "한국어",
    ]

    /// Whether `text` (an item such as "German (native)" or "English – fluent") names a language.
    static func isLanguage(_ text: String) -> Bool {
        names.contains(ListSectionExtractor.languageAndFluency(text).name.lowercased())
    }

    /// Whether a list line ("German (native), English (fluent)") starts with a language.
    static func startsWithLanguage(_ list: String) -> Bool {
        ListSplitter.items(list).first.map(isLanguage) ?? false
    }
}
