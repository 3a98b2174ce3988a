import Foundation

/// Words that tell a job title from an employer, an institution from a degree, and a place
/// from either: general English resume vocabulary, not any one resume's words.
enum EntryVocabulary {
    static let titleWords: Set<String> = [
        "engineer", "developer", "manager", "analyst", "designer", "director", "intern", "consultant", "scientist",
        "lead", "specialist", "architect", "administrator", "coordinator", "officer", "assistant", "associate", "head",
        "vp", "president", "teacher", "nurse", "accountant", "technician", "writer", "editor", "researcher", "programmer",
        "representative", "owner", "founder", "cofounder", "co-founder", "cto", "ceo", "cfo", "coo", "supervisor", "clerk", "instructor",
        "professor", "lecturer", "tutor", "fellow", "chef", "cook", "driver", "agent", "advisor", "adviser", "attorney",
        "lawyer", "paralegal", "pharmacist", "physician", "therapist", "recruiter", "strategist", "planner", "producer",
        "operator", "mechanic", "electrician", "salesperson", "cashier", "auditor", "economist", "statistician", "trainee",
        "apprentice", "principal", "partner", "executive", "sre", "devops", "marketer", "copywriter", "photographer",
        "volunteer", "mentor", "organizer", "organiser", "treasurer", "secretary", "chair", "member", "leader", "captain",
        "coach", "counselor", "counsellor", "librarian", "buyer", "controller", "bookkeeper", "receptionist", "dentist",
        "hygienist", "veterinarian", "surgeon", "paramedic", "firefighter", "pilot", "steward", "stewardess", "barista",
        "waiter", "server", "bartender", "housekeeper", "caregiver", "aide", "postdoc", "postdoctoral", "investigator",
        "ambassador", "evangelist", "translator", "interpreter", "illustrator", "animator", "artist", "curator", "scrum",
        "generalist", "dispatcher", "estimator", "inspector", "superintendent", "foreman", "machinist", "welder", "carpenter",
        "plumber", "laborer", "labourer", "teller", "underwriter", "adjuster", "examiner", "scheduler", "surveyor", "drafter",
        "draftsman", "technologist", "custodian", "janitor", "attendant", "installer", "assembler", "fabricator",
        "merchandiser", "stocker", "baker", "dishwasher", "sommelier", "concierge", "nanny", "midwife", "phlebotomist",
        "sonographer", "radiographer", "optometrist", "audiologist", "dietitian", "dietician", "nutritionist", "psychologist",
        "psychiatrist", "chiropractor", "registrar", "dean", "paraprofessional", "paraeducator", "actuary", "appraiser",
        "realtor", "banker", "courier", "handler", "picker", "packer", "deputy", "sergeant", "lieutenant", "detective",
        "transcriptionist", "coder", "biller", "cosmetologist", "stylist", "valeter", "assessor", "detailer", "barber",
        "esthetician", "groomer", "trainer",
        "processor", "reporter", "journalist", "correspondent", "editor-in-chief", "broker", "bookseller",
        "helper", "hand", "mate", "abstractor", "farmer", "rancher", "grower", "farmhand", "deckhand", "landscaper", "groundskeeper", "painter", "roofer",
        "agronomist", "geologist", "hydrogeologist", "biologist", "chemist", "ecologist", "forester", "archivist", "conservator",
        "worker", "caseworker", "practitioner", "clinician", "lifeguard", "valet", "cleaner", "operative", "tester", "sorter",
        "loader", "millwright", "pipefitter", "ironworker", "lineman", "lineworker", "steamfitter", "boilermaker", "glazier",
        "bricklayer", "plasterer", "upholsterer", "seamstress", "jeweler", "jeweller", "optician", "medic", "emt", "doula",
        "doctor", "navigator", "liaison", "hostess", "busser", "pathologist", "professional",
        "solicitor", "barrister", "conveyancer", "notary", "werkstudent", "preparer", "sister", "student", "constable",
        "candidate", "physiotherapist", "counsel", "porter", "guide", "crew", "handyman", "handyperson",
        // "Audit Senior", "Tax Senior": a grade used as the title in British firms.
        "senior",
    ]
    static let companyMarkers: Set<String> = [
        "inc", "llc", "ltd", "gmbh", "corp", "corporation", "company", "co", "group", "labs", "lab", "technologies",
        "technology", "systems", "bank", "hospital", "agency", "studio", "studios", "solutions", "partners", "ag", "sa",
        "plc", "bv", "nv", "pty", "limited", "holdings", "industries", "ventures", "software", "consulting", "services",
        "media", "health", "foundation", "institute", "university", "college", "school", "clinic", "council", "ministry",
        "department", "store", "stores", "restaurant", "cafe", "hotel", "airlines", "logistics", "analytics", "networks",
        "capital", "insurance", "pharma", "pharmaceuticals", "motors", "energy", "electric", "international", "global",
        "association", "society", "center", "centre", "trust", "hospitals", "resort", "resorts", "police", "constabulary", "inc.", "co.", "ltd.", "llp", "gmbh.", "s.a.", "ab", "oy", "as", "srl", "spa",
    ]
    /// Legal forms that end an employer's name.
    static let legalForms: Set<String> = ["inc", "llc", "ltd", "gmbh", "corp", "plc", "pvt", "ag", "sa", "sas", "spa", "srl", "bv", "nv", "llp", "pty", "limited", "co", "corporation", "oy", "ab", "se", "dac", "kg", "ohg", "kgaa", "pllc", "pc", "p.c", "lp", "cpas",
                                         // Mexican and other Latin forms after a comma ("Aerovance Components de México, S.A. de C.V.").
                                         "s.a. de c.v", "sa de cv", "s. de r.l. de c.v", "c.v", "ltda",
                                         // European and Asian forms as printed with their dots ("Quinta do Vale Sombreiro, S.A.", "Caves Ribeira Alta, Lda.").
                                         "s.a", "lda", "s.l", "s.l.u", "slu", "s.p.a", "s.r.l", "s.a.s", "sarl", "s.a.r.l", "aps", "a/s", "bvba", "kft",
                                         "d.o.o", "doo", "bhd", "asa", "oyj", "s.r.o", "a.s", "k.k", "e.v", "gbr"]
    static let institutionWords: Set<String> = [
        "university", "college", "institute", "school", "academy", "polytechnic", "collegiate", "universität", "universitat", "université",
        "universite", "universidad", "università", "hochschule", "école", "ecole", "conservatory", "seminary", "gymnasium", "lycée",
        "schule", "schulen", "berufsschule", "fachschule", "escuela", "scuola",
        "universidade", "faculdade", "facultad", "faculté", "instituto", "escola", "politécnico", "politecnico",
        "universiteit", "hogeschool", "uniwersytet", "politechnika", "szkoła", "szkół", "liceum", "technikum", "akademia",
        "hoërskool", "hoerskool", "laerskool", "coláiste", "colaiste", "gaelcholáiste", "scoil", "tecnológico", "tecnologico",
        "colegio", "institución", "institucion", "liceo", "liceul", "lisesi", "daigaku", "gakkō", "gakko",
    ]
    nonisolated(unsafe) static let degreePattern = try! NSRegularExpression(pattern:
        #"(?<![\w.])(bachelor(?:['’]s)?(?: degree| of [a-z]+(?: and [a-z]+)?(?: [a-z]+)?)?|master(?:['’]s)?(?: degree| of [a-z]+(?: and [a-z]+)?(?: [a-z]+)?)?|doctor(?:ate)?(?: of [a-z]+)?|ph\.? ?d\.?|(?:executive )?mba|m\.?b\.?a\.?|b\.? ?s\.? ?ed\.?|b\.? ?s\.? ?c?\.?|m\.? ?s\.? ?c?\.?|b\.? ?a\.?|m\.? ?a\.?|b\.? ?eng\.?|m\.? ?eng\.?|b\.e\.?|m\.e\.?|(?-i:BE|ME)(?= \(| in [A-Z])|pg ?(?:cert|dip)\.?|dip ?he|cert ?he|pgce|pgde|b\.? ?tech\.?|m\.? ?tech\.?|b\.? ?com\.?|ll\.? ?[bm]\.?|m\.? ?p\.? ?h\.?|m\.? ?s\.? ?w\.?|m\.? ?f\.? ?a\.?|m\.? ?ed\.?|ed\.? ?d\.?|ed\.s\.|specialist in education|pharm\.? ?d\.?|d\.? ?n\.? ?p\.?|b\.? ?f\.? ?a\.?|b\.? ?b\.? ?a\.?|[bm]\.? ?pharm(?:acy)?\.?|b\.? ?s\.? ?n\.?|b\.? ?s\.? ?c\.? ?n\.?|m\.? ?s\.? ?n\.?|m\.? ?phil\.?|d\.? ?phil\.?|j\.?d\.?|m\.?d\.?|associate(?:['’]s)?(?: degree| of [a-z]+(?: [a-z]+)?| in (?:applied )?(?:science|arts))|a\.? ?a\.? ?s?\.?|diploma of college studies|(?:level [1-8] )?(?:higher vocational education |upper secondary |vocational |advanced |extended |graduate |postgraduate |post-graduate )?diploma(?! thesis| project| grade)(?: in| of)?(?!(?-i: [a-z]))|(?:graduate |postgraduate |post-graduate |post-basic |technical |vocational |pre-employment |level (?:[1-8]|iv|v?i{1,3}|v) )certificate|(?:[a-z]+ )?certificate of (?:secondary |primary )?education|(?:[a-z]+ )?senior certificate(?! of)|national (?:[a-z0-9]+ ){1,2}certificate(?! of)|(?:pgy-?[1-3] )?(?:[a-z]+ )?residency|(?<!\d )gcses?|certificate of (?:completion|achievement)|leaving certificate|hsc|ssc|higher secondary certificate|dipl[oô]me(?: d'ing[ée]nieur)?|diplom(?:-[a-z]+)?|certificate (?:iv|i{1,3})(?: in)?|certificate in|(?:[a-z]+ )?high school diploma|grade 12 diploma|ged|(?:allgemeine |fachgebundene )?(?:fach)?hochschulreife|abitur|ausbildung(?= zu[mr]? )|(?<!driving |driver's |driver’s )licence|licenciatura|hn[cd]|higher national (?:certificate|diploma)|[ns]vq(?: level [1-8])?(?: (?:extended )?(?:diploma|certificate))?|bcl|foundation degree|btec(?: level [1-8])?(?: national)?(?: extended)?(?: diploma| certificate)?|a[- ]levels?|(?:level [1-8] )?(?:modern |advanced |higher )?apprenticeship(?: in)?(?!(?-i: [a-z]))|matric|matura|engineer['’]s degree|post-?graduate studies|laurea(?: magistrale| triennale| specialistica)?|baccalaur[ée]ate?(?: scientifique| général| general| professionnel| technologique)?|bac(?: [a-z]{1,3})?|class (?:x|xii|10th|12th)|sslc|(?:[a-z+]+ )?exchange (?:semester|year|program|programme)|study abroad(?: program| programme| semester)?|certificate(?!(?-i: [a-z]))|(?:[a-z]+ ){1,4}(?:program|programme|courses?)(?: [ivx]+(?: (?:&|and) [ivx]+)?)? \([a-z .-]{2,12}\)|(?-i:(?:[A-Z][\p{L}-]* ){1,3})course(?=$| \(| [–—-] |, )|(?-i:(?:[A-Z][\p{L}-]* ){1,3})(?i:bootcamp)|maestr[ií]a(?: en \p{L}+)?|bachillerato(?: general| t[ée]cnico| internacional)?|(?:west african )?senior school certificate examination|basic education certificate examination|(?-i:WASSCE|BECE|SPM|STPM|CSEC|CAPE)|sijil pelajaran malaysia|sijil tinggi persekolahan malaysia|(?:malaysian )?matriculation(?: programme| program)?|g\.c\.e\. (?:advanced|ordinary) level|f\.sc\.?|caribbean (?:advanced proficiency examination|secondary education certificate)|bachiller(?: acad[ée]mico| t[ée]cnico)|lisans|lise diplomas[ıi]|doctorado(?: en \p{L}+)?|gce ['‘’]?[ao]['‘’]?[- ]levels?|(?-i:VWO|HAVO|VMBO)(?: diploma)?|ncea(?: level [1-3])?|advanced highers(?: and highers)?|(?-i:Highers)|intermediate(?= \((?:mpc|bipc|mec|cec|hec)\)))(?![\w])"#,
        options: [.caseInsensitive])

    static let usStates: Set<String> = [
        "AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "FL", "GA", "HI", "ID", "IL", "IN", "IA", "KS", "KY", "LA", "ME", "MD",
        "MA", "MI", "MN", "MS", "MO", "MT", "NE", "NV", "NH", "NJ", "NM", "NY", "NC", "ND", "OH", "OK", "OR", "PA", "RI", "SC",
        "SD", "TN", "TX", "UT", "VT", "VA", "WA", "WV", "WI", "WY", "DC",
    ]
    /// The states' names, for universities named after them ("University of Tennessee, Knoxville").
    static let usStateNames: Set<String> = [
        "Alabama", "Alaska", "Arizona", "Arkansas", "California", "Colorado", "Connecticut", "Delaware", "Florida", "Georgia",
        "Hawaii", "Idaho", "Illinois", "Indiana", "Iowa", "Kansas", "Kentucky", "Louisiana", "Maine", "Maryland", "Massachusetts",
        "Michigan", "Minnesota", "Mississippi", "Missouri", "Montana", "Nebraska", "Nevada", "New Hampshire", "New Jersey",
        "New Mexico", "New York", "North Carolina", "North Dakota", "Ohio", "Oklahoma", "Oregon", "Pennsylvania", "Rhode Island",
        "South Carolina", "South Dakota", "Tennessee", "Texas", "Utah", "Vermont", "Virginia", "Washington", "West Virginia",
        "Wisconsin", "Wyoming",
    ]
    /// Canada's provinces and territories ("NT" is Australia's Northern Territory too: `PlaceParser` tells them apart).
    static let canadianProvinces: Set<String> = ["ON", "QC", "BC", "AB", "MB", "SK", "NS", "NB", "NL", "PE", "YT", "NT", "NU"]
    /// Country names and common forms, with their ISO 3166-1 alpha-2 codes.
    static let countries: [String: String] = [
        "usa": "US", "us": "US", "united states": "US", "u.s.": "US", "u.s.a.": "US", "canada": "CA", "uk": "GB", "united kingdom": "GB",
        "england": "GB", "scotland": "GB", "wales": "GB", "germany": "DE", "deutschland": "DE", "france": "FR", "spain": "ES",
        "italy": "IT", "netherlands": "NL", "the netherlands": "NL", "india": "IN", "australia": "AU", "ireland": "IE",
        "sweden": "SE", "norway": "NO", "denmark": "DK", "finland": "FI", "poland": "PL", "portugal": "PT", "switzerland": "CH",
        "austria": "AT", "belgium": "BE", "brazil": "BR", "mexico": "MX", "japan": "JP", "china": "CN", "singapore": "SG",
        "new zealand": "NZ", "south africa": "ZA", "nigeria": "NG", "kenya": "KE", "israel": "IL", "argentina": "AR",
        "chile": "CL", "colombia": "CO", "czech republic": "CZ", "czechia": "CZ", "greece": "GR", "turkey": "TR", "egypt": "EG",
        "philippines": "PH", "vietnam": "VN", "indonesia": "ID", "pakistan": "PK", "bangladesh": "BD", "ukraine": "UA", "romania": "RO",
        "hungary": "HU", "uae": "AE", "united arab emirates": "AE", "saudi arabia": "SA", "qatar": "QA", "jordan": "JO",
        "lebanon": "LB", "morocco": "MA", "south korea": "KR", "korea": "KR", "taiwan": "TW", "hong kong": "HK", "malaysia": "MY",
        "thailand": "TH", "peru": "PE", "russia": "RU", "iceland": "IS", "luxembourg": "LU", "estonia": "EE", "latvia": "LV",
        "lithuania": "LT", "croatia": "HR", "serbia": "RS", "slovakia": "SK", "slovenia": "SI", "bulgaria": "BG", "ghana": "GH",
        "zimbabwe": "ZW", "zambia": "ZM", "tanzania": "TZ", "ethiopia": "ET", "rwanda": "RW",
    ]

    /// Regions outside North America written after a city ("Leeds, West Yorkshire", "Boksburg,
    /// Gauteng", "Melbourne, Victoria", "Pune, Maharashtra"), lower-cased, with their countries'
    /// ISO codes. Irish counties count only with "Co." or "County" before them, as their bare
    /// names are towns.
    static let regions: [String: String] = {
        var regions: [String: String] = [:]
        let byCountry: [String: [String]] = [
            "GB": ["greater london", "greater manchester", "west yorkshire", "south yorkshire", "north yorkshire", "east yorkshire",
                   "east riding of yorkshire", "merseyside", "west midlands", "tyne and wear", "lancashire", "kent", "essex", "surrey",
                   "hampshire", "berkshire", "oxfordshire", "cambridgeshire", "hertfordshire", "buckinghamshire", "bedfordshire",
                   "norfolk", "suffolk", "devon", "cornwall", "somerset", "dorset", "wiltshire", "gloucestershire", "cheshire",
                   "derbyshire", "nottinghamshire", "leicestershire", "lincolnshire", "northamptonshire", "warwickshire",
                   "staffordshire", "shropshire", "worcestershire", "herefordshire", "cumbria", "county durham", "northumberland",
                   "east sussex", "west sussex", "middlesex", "lanarkshire", "south lanarkshire", "north lanarkshire", "fife",
                   "aberdeenshire", "west lothian", "east lothian", "midlothian", "renfrewshire", "ayrshire", "perthshire",
                   "county antrim", "county down", "county armagh", "county tyrone", "county londonderry", "county fermanagh"],
            "ZA": ["gauteng", "western cape", "eastern cape", "northern cape", "free state", "limpopo", "mpumalanga", "north west"],
            "AU": ["new south wales", "victoria", "queensland", "western australia", "south australia", "tasmania",
                   "northern territory", "australian capital territory"],
            "DE": ["bavaria", "bayern", "hesse", "hessen", "baden-württemberg", "north rhine-westphalia", "nordrhein-westfalen",
                   "lower saxony", "niedersachsen", "saxony", "sachsen"],
            "PH": ["metro manila"],
            "IN": ["andhra pradesh", "assam", "bihar", "chhattisgarh", "goa", "gujarat", "haryana", "himachal pradesh", "jharkhand",
                   "karnataka", "kerala", "madhya pradesh", "maharashtra", "odisha", "punjab", "rajasthan", "tamil nadu", "telangana",
                   "uttar pradesh", "uttarakhand", "west bengal"],
        ]
        for (country, names) in byCountry { for name in names { regions[name] = country } }
        let irishCounties = ["dublin", "cork", "galway", "limerick", "kerry", "clare", "mayo", "donegal", "kildare", "meath",
                             "wicklow", "wexford", "waterford", "kilkenny", "tipperary", "louth", "sligo", "westmeath", "offaly",
                             "laois", "carlow", "cavan", "monaghan", "longford", "leitrim", "roscommon"]
        for county in irishCounties { for prefix in ["co. ", "co ", "county "] { regions[prefix + county] = "IE" } }
        return regions
    }()

    /// Large cities that people name after their suburb ("Papakura, Auckland", "Al Qusais,
    /// Dubai", "Randburg, Johannesburg"), lower-cased, with their countries' ISO codes.
    static let majorCities: [String: String] = {
        var cities: [String: String] = [:]
        let byCountry: [String: [String]] = [
            "AU": ["sydney", "melbourne", "brisbane", "perth", "adelaide", "canberra", "hobart", "darwin", "gold coast"],
            "NZ": ["auckland", "wellington", "christchurch", "hamilton", "dunedin", "tauranga", "palmerston north", "napier", "hastings",
                   "nelson", "rotorua", "new plymouth", "whangārei", "whangarei", "invercargill", "whanganui"],
            "ZA": ["johannesburg", "cape town", "durban", "pretoria", "port elizabeth", "gqeberha", "bloemfontein"],
            "AE": ["dubai", "abu dhabi", "sharjah"],
            "GB": ["london", "manchester", "birmingham", "leeds", "liverpool", "glasgow", "edinburgh", "bristol", "sheffield",
                   "newcastle upon tyne", "cardiff", "belfast", "nottingham", "leicester"],
            "IE": ["dublin", "cork", "galway", "limerick"],
            "IN": ["mumbai", "delhi", "new delhi", "bengaluru", "bangalore", "chennai", "hyderabad", "kolkata", "pune", "ahmedabad"],
            "SG": ["singapore"], "HK": ["hong kong"], "NG": ["lagos", "abuja", "port harcourt", "ibadan", "kano", "enugu", "benin city"], "KE": ["nairobi", "mombasa", "kisumu"],
            "PH": ["manila", "quezon city", "makati", "cebu city", "davao city", "calamba city"], "QA": ["doha"], "SA": ["riyadh", "jeddah"],
            "CA": ["toronto", "vancouver", "montreal", "calgary", "edmonton", "ottawa"],
            "GH": ["accra", "kumasi", "tamale"], "UG": ["kampala", "entebbe"], "MY": ["kuala lumpur", "shah alam", "petaling jaya", "johor bahru"],
            "LK": ["colombo", "kandy", "moratuwa"], "PK": ["karachi", "lahore", "islamabad", "rawalpindi", "faisalabad"],
            "BD": ["dhaka", "chittagong"], "MX": ["mexico city", "guadalajara", "monterrey"], "CO": ["bogotá", "bogota", "medellín", "medellin"],
            "TR": ["istanbul", "i̇stanbul", "ankara", "izmir"], "VN": ["hanoi", "ho chi minh city"], "JP": ["tokyo", "osaka", "nagoya"],
            "RO": ["bucharest", "cluj-napoca"], "ID": ["jakarta"], "TH": ["bangkok"], "EG": ["cairo"], "MA": ["casablanca"],
            "BR": ["são paulo", "sao paulo", "rio de janeiro"], "AR": ["buenos aires"],
            "ZW": ["harare", "bulawayo"], "ZM": ["lusaka"], "TZ": ["dar es salaam"], "ET": ["addis ababa"], "RW": ["kigali"],
        ]
        for (country, names) in byCountry { for name in names { cities[name] = country } }
        return cities
    }()

    private static let wordEdges: Set<Unicode.Scalar> = [",", ";", ":", "(", ")", "[", "]", "\"", "'"]

    /// Whether `words` holds the word, or the word without its full stops ("Inc." and "Inc").
    private static func contains(_ words: Set<String>, _ word: String) -> Bool {
        words.contains(word) || word.utf8.contains(0x2E) && words.contains(word.trimmingScalars(["."]))
    }

    /// Lower-cased words of a text, punctuation trimmed from their ends.
    static func words(_ text: String) -> [String] {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return asciiWords(text) }
        return text.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "/" })
            .map { $0.trimmingScalars(wordEdges) }
            .filter { !$0.isEmpty }
    }

    /// `wordEdges` as bytes.
    private static let asciiWordEdges: Set<UInt8> = Set(wordEdges.map { UInt8($0.value) })

    /// `words` for ASCII text (most lines), byte by byte.
    private static func asciiWords(_ text: String) -> [String] {
        var words: [String] = []
        var word: [UInt8] = []
        func flush() {
            if let first = word.firstIndex(where: { !asciiWordEdges.contains($0) }), let last = word.lastIndex(where: { !asciiWordEdges.contains($0) }) {
                words.append(String(decoding: word[first...last], as: UTF8.self))
            }
            word.removeAll(keepingCapacity: true)
        }
        for byte in text.utf8 {
            if byte == 0x20 || byte == 0x09 || byte == 0x2F {
                flush()
            } else {
                word.append(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)
            }
        }
        flush()
        return words
    }

    /// How strongly a text reads as a job title (title words present, counted).
    static func titleScore(_ text: String) -> Int {
        words(text).filter { contains(titleWords, $0) }.count
    }

    /// How strongly a text reads as an employer (legal-form or organisation words).
    static func companyScore(_ text: String) -> Int {
        words(text).filter { contains(companyMarkers, $0) }.count
    }

    /// Whether a text names a school.
    static func isInstitution(_ text: String) -> Bool {
        let words = words(text)
        // "School Psychology", "School Counseling": a field of study, not a school.
        if words.count == 2, words[0] == "school", schoolFields.contains(words[1]) { return false }
        // "Carl-Friedrich-Gauß-Gymnasium": a German school's word may end a hyphenated name
        // ("Apprenticeship In-School Training" names none).
        return words.indices.contains { index in
            let word = words[index]
            // "Diploma of College Studies (DEC)": a school's word before "studies" names a level of study.
            if index + 1 < words.count, words[index + 1] == "studies" { return false }
            return institutionWords.contains(word) || word.contains("-") && compoundSchoolWords.contains(String(word.split(separator: "-").last ?? ""))
        }
    }

    /// Fields of study named after schools (`isInstitution`).
    private static let schoolFields: Set<String> = ["psychology", "counseling", "counselling", "nursing", "administration", "leadership"]

    /// School words that end German names joined by hyphens.
    private static let compoundSchoolWords: Set<String> = ["gymnasium", "schule", "hochschule", "universität", "kolleg", "akademie"]

    /// The degree named in a text, and where.
    static func degree(in text: String) -> Range<String.Index>? {
        var searched = NSRange(text.startIndex..., in: text)
        while let match = degreePattern.firstMatch(in: text, range: searched), let range = Range(match.range, in: text) {
            searched = NSRange(range.upperBound..., in: text)
            // "Master’s thesis: …", "Bachelor project": the work of a degree, not one ("Certificate
            // in Project Management" is one).
            let matched = text[range].lowercased()
            if matched.hasSuffix(" in") || matched.hasSuffix(" of") { return range }
            var rest = text[range.upperBound...]
            for possessive in ["'s", "’s"] where rest.hasPrefix(possessive) { rest = rest.dropFirst(2) }
            let word = rest.drop { $0 == " " }.prefix { $0.isLetter }.lowercased()
            if degreeWorkWords.contains(word) { continue }
            // "60 credits at Master's level": a level of study, not a degree.
            if word == "level", matched.hasPrefix("master") || matched.hasPrefix("bachelor") { continue }
            return range
        }
        return nil
    }

    private static let degreeWorkWords: Set<String> = ["thesis", "dissertation", "project", "projects", "arbeit"]
}
