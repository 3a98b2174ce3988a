/// The word lists title normalization uses.
enum TitleVocabulary {
    /// Abbreviations common in job postings, with the words they stand for.
    static let abbreviations: [String: [String]] = [
        "swe": ["software", "engineer"], "sde": ["software", "developer"], "sre": ["site", "reliability", "engineer"],
        "pm": ["project", "manager"], "rn": ["registered", "nurse"], "lpn": ["licensed", "practical", "nurse"],
        "lvn": ["licensed", "vocational", "nurse"], "cna": ["certified", "nursing", "assistant"],
        "np": ["nurse", "practitioner"], "crna": ["nurse", "anesthetist"], "emt": ["emergency", "medical", "technician"],
        "pa": ["physician", "assistant"], "ot": ["occupational", "therapist"], "slp": ["speech", "language", "pathologist"],
        "cpa": ["accountant"], "dba": ["database", "administrator"], "qa": ["quality", "assurance"],
        "ux": ["user", "experience"], "ui": ["user", "interface"], "hr": ["human", "resources"],
        "it": ["information", "technology"], "ml": ["machine", "learning"], "bi": ["business", "intelligence"],
        "vp": ["vice", "president"], "ceo": ["chief", "executive", "officer"], "cfo": ["chief", "financial", "officer"],
        "cto": ["chief", "technology", "officer"], "coo": ["chief", "operating", "officer"],
        "cio": ["chief", "information", "officer"], "cmo": ["chief", "marketing", "officer"],
        "mgr": ["manager"], "mngr": ["manager"], "eng": ["engineer"], "engr": ["engineer"], "asst": ["assistant"],
        "assoc": ["associate"], "tech": ["technician"], "techs": ["technician"], "rep": ["representative"],
        "reps": ["representative"], "coord": ["coordinator"], "spec": ["specialist"], "dev": ["developer"],
        "devs": ["developer"], "exec": ["executive"], "dir": ["director"], "admin": ["administrative"],
        "acct": ["accountant"], "csr": ["customer", "service", "representative"], "cdl": ["truck", "driver"],
        "sdr": ["sales", "development", "representative"], "bdr": ["business", "development", "representative"],
        "ae": ["account", "executive"], "hvac": ["hvac"], "cnc": ["cnc"], "ehs": ["environmental", "health", "safety"],
        "mech": ["mechanical"], "elec": ["electrical"], "maint": ["maintenance"], "mfg": ["manufacturing"],
        "ops": ["operations"], "svc": ["service"], "sw": ["software"], "hw": ["hardware"], 
        "devops": ["devops"], "ai": ["artificial", "intelligence"],
        "sdet": ["software", "test", "engineer"], "hrbp": ["human", "resources", "business", "partner"],
        "aml": ["anti", "money", "laundering"], "noc": ["network", "operations", "center"],
        "rgn": ["registered", "nurse"], "rmn": ["registered", "nurse"], "flt": ["forklift"], "911": ["emergency"],
        "evs": ["environmental", "services"], "sen": ["special", "education"], "sped": ["special", "education"],
        // Those O*NET lists no short title for (it lists "FNP", "LCSW", "PTA"… itself).
        "pmhnp": ["psychiatric", "mental", "health", "nurse", "practitioner"],
        "bcba": ["board", "certified", "behavior", "analyst"], "rbt": ["registered", "behavior", "technician"],
        "mls": ["medical", "laboratory", "scientist"], "ece": ["preschool"], "rece": ["preschool", "teacher"],
        "cte": ["career", "technical", "education"],
        // The British construction site card: "CSCS Labourer" works on building sites.
        "cscs": ["construction"],
        // A British and Irish kitchen's and restaurant's grades and sides.
        "kp": ["kitchen", "porter"], "cdp": ["chef", "de", "partie"], "foh": ["front", "of", "house"],
        // A British and Irish healthcare assistant.
        "hca": ["healthcare", "assistant"],
    ]

    /// Two-word abbreviations by their first word, then their second, as the tokenizer splits
    /// them: "CDL A" (a class A commercial licence drives tractor-trailers), "FP&A" (financial
    /// planning and analysis; without this "FP" reads as a family practitioner), "People
    /// Ops" (human resources at start-ups) and "F&I" (a dealership's finance and insurance).
    static let pairedAbbreviations: [String: [String: [String]]] = [
        "cdl": ["a": ["tractor", "trailer", "truck", "driver"]], "fp": ["a": ["financial", "planning", "analysis"]],
        "people": ["operations": ["human", "resources"], "ops": ["human", "resources"]],
        // A car dealership's finance and insurance office ("F&I Manager").
        "f": ["i": ["finance", "insurance"]],
    ]

    /// Civil service grades that stand before the role in British, Irish and Commonwealth
    /// postings ("Executive Officer", "Higher Executive Officer", "Administrative Officer"), as
    /// normalized ("Senior" is noise).
    static let civilServiceGrades: Set<String> = ["executive officer", "higher executive officer", "administrative officer",
                                                  "administration officer", "assistant officer"]

    /// Words that end a role's name after a civil service grade ("Work Coach", "Policy Adviser",
    /// "Finance Business Partner"), as normalized.
    static let roleHeads: Set<String> = ["coach", "adviser", "advisor", "analyst", "manager", "partner", "assistant", "clerk",
                                         "caseworker", "planner", "inspector", "specialist", "worker", "administrator",
                                         "coordinator", "engineer", "accountant", "auditor", "investigator", "assessor", "surveyor",
                                         "designer", "developer", "lawyer", "solicitor", "technician", "scientist", "economist"]

    /// British spellings of words in job titles, with the American ones O*NET uses.
    static let britishSpellings: [String: String] = [
        "labourer": "laborer", "labour": "labor", "centre": "center", "programme": "program",
        "paediatric": "pediatric", "anaesthetist": "anesthetist", "orthopaedic": "orthopedic",
        "haematology": "hematology", "gynaecology": "gynecology", "tyre": "tire", "jewellery": "jewelry",
        "organiser": "organizer", "defence": "defense", "colourist": "colorist", "theatre": "theater",
    ]

    /// Seniority and arrangement words that say nothing about the occupation.
    static let noiseWords: Set<String> = [
        "senior", "sr", "snr", "junior", "jr", "lead", "principal", "staff", "mid", "experienced", "expert",
        "remote", "hybrid", "onsite", "wfh", "fulltime", "parttime", "contract", "temporary", "temp", "permanent",
        "freelance", "seasonal", "prn", "urgent", "urgently", "hiring", "immediate", "immediately", "asap",
        "opening", "openings", "position", "vacancy", "job", "apprentice", "trainee", "qualified",
        "m", "w", "d", "f", "x", "gn", "mwd", "fmd", "wmd",
        "days", "nights", "evenings", "weekends", "mornings", "afternoons", "overnights",
        "bilingual", "diverse", "divers", "weiblich", "männlich", "teilzeit", "vollzeit", "minijob", "befristet", "unbefristet",
    ]

    /// Two-word noise: "full time", "night shift", "work from" (…home).
    static let noisePhrases: Set<String> = [
        "full time", "part time", "night shift", "day shift", "evening shift", "weekend shift", "per diem",
        "new grad", "entry level", "work from", "from home", "on site", "all genders", "all gender",
        "sign on", "on bonus", "mid level", "mid career", "multiple locations", "hiring now", "now hiring", "start now",
        // A Scottish Modern Apprenticeship: the framework after it names the work.
        "modern apprentice", "modern apprenticeship", "diploma qualified",
    ]

    /// Words after "contract" that make it the work's subject ("Contract Specialist", "Contract
    /// Manager"), not the terms of employment ("Contract Software Engineer").
    static let contractWork: Set<String> = [
        "specialist", "administrator", "analyst", "coordinator", "manager", "management", "negotiator",
        "negotiation", "negotiations", "officer", "clerk", "compliance", "preparer", "inspector",
    ]

    /// Heads of clinical titles: "Travel" before one of them is a staffing arrangement ("Travel
    /// ICU RN"), not the work ("Travel Agent").
    static let clinicalHeads: Set<String> = ["nurse", "therapist", "technologist", "pathologist", "hygienist"]

    /// Kinds of teacher whose occupation spans the school levels (`TitleNormalizer.teacherAtLevel`).
    static let teacherKinds: Set<String> = [
        "tuition", "assistant", "student", "infant", "toddler", "childcare", "dance", "driving", "swim", "swimming", "piano",
        "guitar", "yoga",
    ]
    /// Academic ranks that teach a subject at a college (`TitleNormalizer.academicTeacher`); an
    /// instructor or a tutor only when sessional or adjunct.
    static let academicRanks: Set<String> = ["professor", "lecturer", "reader", "instructor", "tutor"]
    /// Words that may stand before an academic rank ("Assistant Teaching Professor").
    static let academicRankModifiers: Set<String> = [
        "assistant", "associate", "full", "teaching", "adjunct", "visiting", "sessional", "clinical", "distinguished", "emeritus",
        "research", "university",
    ]
    /// Words about the post rather than the subject, in a suffix after an academic rank.
    static let academicPostWords: Set<String> = [
        "teaching", "and", "scholarship", "research", "education", "track", "tenure", "open", "rank", "practice",
    ]

    /// The words of a postdoctoral post's name before its field (`TitleNormalizer.postdoctoralResearcher`).
    static let postdoctoralRankWords: Set<String> = ["postdoctoral", "postdoc", "research", "fellow", "researcher", "scholar", "associate",
                                                     "scientist", "appointee"]

    /// Titles of a manager of a whole business or site, as normalized, whom O*NET codes by the
    /// business ("General Manager - Full Service Hotel": a lodging manager).
    static let wholeBusinessManagers: Set<String> = ["general manager", "operation manager", "area manager", "multi unit manager",
                                                     "duty manager", "center manager", "venue manager"]

    /// Words naming a kind of business, as normalized, and the title of its manager.
    static let businessManagers: [String: [String]] = {
        var titles: [String: [String]] = [:]
        for word in ["restaurant", "kitchen", "pub", "bar", "cafe", "bistro", "catering", "coffee"] { titles[word] = ["food", "service", "manager"] }
        for word in ["hotel", "resort", "motel", "lodge"] { titles[word] = ["lodging", "manager"] }
        for word in ["trucking", "haulage", "transport", "transportation", "logistic", "warehouse", "distribution", "fulfillment",
                     "fulfilment", "fleet", "freight"] {
            titles[word] = ["transportation", "storage", "and", "distribution", "manager"]
        }
        for word in ["nursery", "childcare", "daycare", "preschool", "creche"] { titles[word] = ["childcare", "center", "director"] }
        for word in ["leisure", "fitness", "gym", "recreation"] { titles[word] = ["recreation", "manager"] }
        return titles
    }()

    /// Words placing a customer service agent at an airline's counters, as normalized.
    static let airlineCounterWords: Set<String> = ["airport", "airline", "gate", "ticket"]

    /// Social sciences, as normalized, whose research assistants O*NET codes apart from a laboratory's.
    static let socialSciences: Set<String> = ["psychology", "sociology", "economics", "economic", "anthropology", "political",
                                              "politics", "demography", "linguistics", "criminology", "survey", "social"]

    /// Words for a teacher who covers absent teachers, in American, British, Australian and Canadian use.
    static let substituteWords: Set<String> = ["substitute", "relief", "supply", "occasional"]

    /// Words before which "lead" names a supervisor ("Team Lead", "Shift Lead"), not a seniority.
    static let ledGroups: Set<String> = ["team", "shift", "crew", "group"]

    /// Words that make a level code of the number after them; "gs", "wg", "wl" and "ws" are US
    /// federal pay plans ("GS-0679-06": plan, series, grade), "aps" the Australian Public Service's
    /// levels ("APS 5"). Roman numerals are levels after a title's first word.
    static let levelWords: Set<String> = ["level", "grade", "band", "tier", "step", "gs", "wg", "wl", "ws", "aps"]
    static let romanNumerals: Set<String> = ["i", "ii", "iii", "iv", "v", "vi"]

    /// Words retrieval ignores.
    static let stopWords: Set<String> = [
        "a", "an", "and", "the", "of", "for", "in", "to", "or", "with", "on", "at", "by", "as", "is", "are",
        "be", "from", "that", "this", "other", "all", "such", "including", "e", "g", "etc",
    ]
}
