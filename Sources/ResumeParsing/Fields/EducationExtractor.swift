import Foundation
import MatchCore

/// Turns education sections into courses of study: institution, degree, field, dates, grade.
enum EducationExtractor {
    /// Grades as CVs print them: a labelled number ("GPA 3.8/4.0", "Grade: 16/20", "Abschlussnote:
    /// 1,7", "Result: 2.1", "Percentage: 91.5%", "Diploma grade: 5.0"), a GPA out of 4 or 5 alone, a class or a Latin
    /// honour ("Second Class Upper Division", "2:1", "magna cum laude"), a pass or merit
    /// ("Completed with Merit", South Africa's "Bachelor pass"), or a labelled word or
    /// letters ("Grades: D*DM", "Grade: Distinction"). Numbers lose their spaces ("3.8 / 4.0" is
    /// "3.8/4.0"); words keep theirs.
    nonisolated(unsafe) private static let gradePattern = try! NSRegularExpression(
        pattern: #"(?<!\w)(?:c?gpa|diploma grade|grades?|results?|final grade|classification|(?:abschluss|end)?note|final mark|percentage|aggregate)\s*:?\s*([0-9]{1,2}(?:[.,][0-9]{1,2})?\s*/\s*[0-9]{1,3}(?:[.,][0-9]{1,2})?|[0-9]{1,3}(?:[.,][0-9]{1,2})?\s*%|[0-9][.,][0-9]{1,2})(?![0-9])|([0-9][.,][0-9]{1,2}\s*/\s*[45][.,]0{1,2})|((?:first|second|upper second|lower second|third)[- ]class(?: honou?rs)?(?: \(?(?:upper|lower) division\)?)?|summa cum laude|magna cum laude|cum laude|with (?:high )?distinction|(?<!\w)(?:completed|passed|graduated) with (?:merit|distinction|credit)(?!\w)|(?<!\w)(?:bachelor|diploma|higher certificate) pass(?!\w)|(?<=[–—,·-] )(?:distinction|commendation|merit)(?!\w)|mention (?:très bien|tres bien|assez bien|bien|passable)|(?<![\w:./])[12]:[12](?![\w:/]))|(?<!\w)(?:grades?|results?)\s*:\s*((?:distinction|merit|pass)(?!\w)|[a-fmp][*+]?(?:[a-fmp][*+]?){0,2}(?![\w*+]))"#,
        options: [.caseInsensitive])

    static func extract(_ printed: [DocumentLine]) -> [ResumeEducation] {
        let lines = LabelledEntries.rewritten(printed, form: .studies)
        var entries: [ResumeEducation] = []
        var current = ResumeEducation()
        var hasContent = false
        // A name-like line beside a degree that names no school ("Independent Electrical
        // Contractors" over "Certificate of Completion, …"; "HEC Montréal · 2017 – 2019" under
        // "Graduate Diploma"): taken as the school unless a real one comes.
        var tentativeSchool = false
        // Whether the line before was dates and nothing else.
        var afterDatesLine = false
        var datesLine = false
        // The labelled remark on the line before, whose wrapped rest this line may be.
        var remarkLine: String?
        // The second degree of a dual degree printed on one line, an entry of its own with the
        // same school and dates.
        var twinStudy: (String, String?)?
        // The school of the entry, when it stood on a line of its own above the degree.
        var schoolOnItsLine: String?
        func close() {
            if tentativeSchool, current.studyType == nil { current.institution = nil }
            // Dates alone, in a cell or block of their own before the degree's ("2019 – 2021" beside
            // "Master's degree in …"), are the next entry's.
            let pendingDates = afterDatesLine && current.institution == nil && current.studyType == nil ? current.dates : nil
            if current.institution != nil || current.studyType != nil { entries.append(current) }
            if let (studyType, area) = twinStudy, current.studyType != nil {
                var twin = current
                twin.studyType = studyType
                twin.area = area
                entries.append(twin)
            }
            twinStudy = nil
            current = ResumeEducation(dates: pendingDates)
            hasContent = false
            tentativeSchool = false
        }
        var table: EducationTable?
        let joined = joiningUnfinishedLines(EntryGrouper.joiningSplitDateCells(lines))
        for (index, line) in joined.enumerated() {
            afterDatesLine = datesLine
            datesLine = false
            var text = line.text.hasPrefix("• ") ? String(line.text.dropFirst(2)) : line.text
            // "Qualification:⇥Diploma in …", "Institution:⇥Unisa", "Year:⇥2011": fields under
            // labels, as South African CVs print them; "Progress:" is a note.
            switch EducationRemarks.labelledField(text) {
            case .note?: continue
            case .value(let value)?: text = value
            case nil: break
            }
            text = withoutDegreeGloss(text)
            if let header = EducationTable(header: text) {
                close()
                table = header
                continue
            }
            if let row = table?.entry(text) {
                close()
                current = row
                hasContent = true
                continue
            }
            if let course = EducationRemarks.courses(in: text) {
                current.courses += course
                continue
            }
            // "Level II Fieldwork: Valley Rehabilitation Institute, …": placements of the course
            // above, whose hosts are no school.
            if EducationRemarks.isPlacementNote(text) || EducationRemarks.isThesisNote(text) {
                // A grade among the notes is the course's ("GPA 3.74/4.00 · Thesis: …").
                if current.score == nil, text.containsText(" · "), let grade = grade(in: text) { current.score = grade.value }
                continue
            }
            if current.studyType != nil, EducationRemarks.isSubjectGrades(text) { continue }
            if current.studyType != nil, current.institution != nil, EducationRemarks.isFrameworkNote(text) { continue }
            if current.studyType != nil, current.area == nil, let major = EducationRemarks.labelledMajor(text) {
                current.area = major
                continue
            }
            // "Advisor: …", "Semester abroad: …", "Biochemistry track": remarks on the course
            // above; a grade among them is its grade ("Honors: magna cum laude").
            if EducationRemarks.isLabelledRemark(text) {
                if current.score == nil, let grade = grade(in: text) { current.score = grade.value }
                remarkLine = text
                continue
            }
            if current.studyType != nil, EducationRemarks.isCourseNote(text) {
                remarkLine = text
                continue
            }
            if current.studyType != nil, let noteGrade = gradeNote(text) {
                if current.score == nil { current.score = noteGrade }
                remarkLine = text
                continue
            }
            // The rest of a remark a narrow column wrapped ("Exchange: Copenhagen Business" over
            // "School, Semester 2, 2012").
            if let remark = remarkLine, !line.startsBlock, EducationRemarks.continues(remark, with: text) { continue }
            remarkLine = nil
            // An exchange semester printed under a degree belongs to it ("Erasmus+ exchange
            // semester at Universitat Pompeu Fabra (2015/16)"); one that opens an entry of its own,
            // or its own line of dates ("Jan – June 2019⇥Erasmus+ exchange semester"), is its study.
            if current.studyType != nil, let range = EntryVocabulary.degree(in: text), EducationRemarks.isExchange(String(text[range])),
               DateRangeParser.firstRange(in: text)?.location.lowerBound != text.startIndex {
                continue
            }
            // "Two-year diploma, evening and day classes · Dean's List 2014": the length of the
            // degree above, a remark on it.
            if current.studyType != nil, EducationRemarks.isLengthRemark(text) { continue }
            let match = DateRangeParser.firstRange(in: text)
            if let match { text.replaceSubrange(withBrackets(match.location, in: text), with: "\t") }
            let grade = grade(in: text)
            if let grade { text.replaceSubrange(grade.range, with: "\t") }
            // A place with a school's word is the school ("Boston College, MA"), unless a school
            // came before it ("Texas A&M University, College Station, TX").
            let place = PlaceParser.find(in: text).flatMap { found in
                EntryVocabulary.isInstitution(String(text[found.range]))
                    && !EntryVocabulary.isInstitution(String(text[..<found.range.lowerBound])) ? nil : found
            }
            if let place { text.replaceSubrange(place.range, with: "\t") }
            text = withoutAffiliation(withoutLowercaseRemarks(text))
            let twinPiece = secondDegree(in: text)
            if let twinPiece { text = text.replacingText(twinPiece.text, with: "") }
            var pieces = joiningInstitutions(splitFields(text).flatMap(separatingDegreeAndSchool))
                .filter { !isSubjectRemark($0) && !isSentence($0) && !isQualificationsFrameworkLevel($0) }
            // "Tertiary⇥Bachelor of Science in …", "Secondary⇥Rizal Memorial High School": the level
            // of schooling in a column of its own, as Philippine CVs print it; the study when no
            // degree is named.
            let schoolingLevel = pieces.count >= 2 && schoolingLevels.contains(pieces[0].lowercased()) ? pieces.removeFirst() : nil
            // A programme's name under a degree that has no school is the body that taught it
            // ("National Elevator Industry Educational Program (NEIEP)" under "Certificate of
            // Completion, Elevator Mechanic Apprenticeship").
            let programmeAsSchool = current.studyType != nil && current.institution == nil ? pieces.first(where: isProgrammeName) : nil
            let institution = programmeAsSchool ?? pieces.first { EntryVocabulary.isInstitution($0) && EntryVocabulary.degree(in: $0) == nil && !isTrackRemark($0) }
                ?? pieces.first { EntryVocabulary.isInstitution($0) && !isWholeDegree($0) && !endsInDegree($0) && !isTrackRemark($0)
                    && !namesSchoolOnlyInTranslation($0) }
            let degreePiece = pieces.first { EntryVocabulary.degree(in: $0) != nil && $0 != institution }
            // A faculty or school of the university the entry already has, on a line of its own
            // ("Werklund School of Education · part-time, online" under "University of Calgary"),
            // is part of that school, not the next entry's.
            if let institution, degreePiece == nil, match == nil, current.studyType != nil,
               isDivision(institution, of: current.institution) { continue }
            let nextLineNamesSchool = joined.indices.contains(index + 1) && EntryVocabulary.isInstitution(joined[index + 1].text)
            // "General Studies coursework (15 credit hours)": courses towards no degree, in a field.
            let courseworkField = degreePiece == nil ? pieces.lazy.compactMap(fieldOfCoursework).first : nil
            // A year in running text under an entry with its dates ("…; apprentice of the year
            // 2012") is a remark's, not the next entry's dates.
            if match != nil, pieces.isEmpty, current.dates != nil, current.studyType != nil,
               EntryGrouper.isRunningText(Substring(line.text)) { continue }
            // A line of dates alone when the entry has its dates opens the next entry: the dates
            // come first in this layout ("2016 – 2019" over "Licence in Life Sciences").
            if match != nil, pieces.isEmpty, current.dates != nil, hasContent { close() }
            datesLine = match != nil && pieces.isEmpty
            // A degree alone in a block of its own under a school and dates that have no degree yet
            // completes that entry (a theme's <header> with school and dates, then the degree).
            let completesSchool = institution == nil && degreePiece != nil && current.institution != nil && current.studyType == nil
                && (match == nil || current.dates == nil)
            // A school's name with no school word beside its place, or before its dates ("Amrita
            // Vishwa Vidyapeetham⇥Coimbatore, India", "Ysgol Gyfun Glantaf, Cardiff⇥2010 – 2012"),
            // over the next degree, after a complete entry, opens the next entry.
            let besidePlaceOrDates = place != nil || match != nil && pieces.first.map { line.text.hasPrefix($0) } == true
            let schoolOverDegree = besidePlaceOrDates && institution == nil && degreePiece == nil && current.institution != nil
                && current.studyType != nil
                && pieces.first.map { looksLikeSchoolName($0, line: text) } == true && joined.indices.contains(index + 1)
                && EntryVocabulary.degree(in: joined[index + 1].text) != nil && !EntryVocabulary.isInstitution(joined[index + 1].text)
            // After coursework with its school and dates, a degree line opens the next entry.
            let afterCoursework = degreePiece != nil && current.studyType == nil && current.area != nil && current.institution != nil
                && current.dates != nil
            // Coursework after a degree or other coursework is the next entry's.
            let courseworkAfterEntry = courseworkField != nil && (current.studyType != nil || current.area != nil)
            let startsNew = schoolOverDegree || afterCoursework || courseworkAfterEntry || (institution != nil && current.institution != nil)
                || (degreePiece != nil && current.studyType != nil)
                || (line.startsBlock && hasContent && (institution != nil || degreePiece != nil) && !completesSchool)
            // A second degree under a school printed on a line of its own above the first
            // ("SAIT, Calgary, AB" over "Bachelor of Science, …" over "Diploma, …") is from that
            // school too, unless the next line names another.
            let inheritedSchool = startsNew && degreePiece != nil && institution == nil && !nextLineNamesSchool
                && current.institution != nil && current.institution == schoolOnItsLine ? schoolOnItsLine : nil
            if startsNew { close() }
            if let inheritedSchool { current.institution = inheritedSchool }
            // After the close, so that a grade on a new entry's line is that entry's; the first
            // grade of an entry is its own ("GPA 3.62/4.0" before "Graduated cum laude").
            if let grade, current.score == nil { current.score = grade.value }
            if let courseworkField {
                current.area = courseworkField
                hasContent = true
            }
            if let institution {
                current.institution = withoutTrailingCity(withoutLowercaseAside(institution))
                tentativeSchool = false
                schoolOnItsLine = degreePiece == nil && current.studyType == nil ? current.institution : nil
            } else if degreePiece == nil, courseworkField == nil, current.institution == nil, let school = pieces.first,
                      looksLikeSchoolName(school, line: text) {
                current.institution = withoutLowercaseAside(school)
                tentativeSchool = true
            }
            if let degreePiece {
                var (studyType, area) = splitDegree(degreePiece, pieces: pieces, institution: institution)
                // "PGY1 Pharmacy Residency, Lakeshore Regional Medical Center": a residency's
                // hospital is where it was taken, not its field.
                if studyType.lowercased().hasSuffix("residency"), institution == nil, current.institution == nil, let host = area {
                    current.institution = host
                    area = nil
                }
                let schoolNamed = institution != nil || nextLineNamesSchool
                if area == nil, schoolNamed { area = fieldBefore(degreePiece, pieces: pieces) }
                current.studyType = studyType
                if let area { current.area = withoutFrameworkLevel(withoutLeadingPreposition(area)) }
                if let twinPiece { twinStudy = splitDegree(twinPiece.degree, pieces: [twinPiece.degree], institution: nil) }
                if institution == nil, current.institution == nil,
                   !(nextLineNamesSchool && EntryVocabulary.degree(in: joined[index + 1].text) == nil),
                   let school = pieces.first(where: { $0 != degreePiece && withoutMajorLabel(withoutLowercaseAside($0)) != area
                       && startsAsName($0) && $0.split(separator: " ").count <= 6
                       && !studyNotes.contains($0.split(separator: " ")[0].lowercased()) }) {
                    // A school without "University" in its name ("INSA Lyon", "TAFE NSW (online)"),
                    // beside the degree; not a note on it ("Honours"), nor the field when the next
                    // line is the school's ("…, Educational Psychology" over "University of Dayton").
                    current.institution = withoutTrailingCity(withoutLowercaseAside(school))
                }
            }
            if let schoolingLevel, degreePiece == nil, institution != nil, current.studyType == nil {
                current.studyType = schoolingLevel
            }
            if let match, current.dates == nil || current.dates?.endDate == nil && current.dates?.isCurrent == false {
                var dates = match.range
                if dates.endDate == nil && !dates.isCurrent {
                    // A lone date under education is when the degree was (or will be) awarded.
                    dates = ResumeDateRange(endDate: dates.startDate, dateText: dates.dateText)
                }
                current.dates = dates
            }
            if institution != nil || degreePiece != nil || match != nil { hasContent = true }
        }
        close()
        return entries
    }

    /// "Master’s degree (Diplomă de master) – Welding Engineering", "Lisans (Bachelor's degree, 4
    /// years) – …": a degree's name in another language in brackets right after it, or its
    /// length in years, goes ("Licence (Bachelor's degree)" keeps its gloss: a bracket of an
    /// English degree alone is part of how the degree is named).
    static func withoutDegreeGloss(_ text: String) -> String {
        // Most lines hold neither a year's length nor a "Diplom…" in brackets: leave them before the degree search.
        guard text.containsText(" ("), text.containsText(" year") || text.containsText("(Diplom"),
              let degree = EntryVocabulary.degree(in: text), text[degree.upperBound...].hasPrefix(" ("),
              let close = text[degree.upperBound...].firstIndex(of: ")") else { return text }
        let open = text.index(degree.upperBound, offsetBy: 2)
        let gloss = String(text[open..<close])
        guard gloss.split(separator: " ").count >= 2, gloss.contains(where: \.isLowercase),
              gloss.hasPrefix("Diplom") || gloss.containsText(" year") else { return text }
        return String(text[..<degree.upperBound]) + String(text[text.index(after: close)...])
    }

    /// A field without the preposition its degree's language put before it ("Licenciatura en
    /// Medicina Veterinaria": Medicina Veterinaria).
    private static func withoutLeadingPreposition(_ area: String) -> String {
        for word in ["en ", "em "] where area.hasPrefix(word) { return String(area.dropFirst(word.count)) }
        return area
    }

    /// A national training package's code for a qualification ("HLT45021", "CHC30121"): three
    /// capital letters and five digits, printed before its name and no part of it.
    private static func isNationalCourseCode(_ word: Substring) -> Bool {
        let bytes = Array(word.utf8)
        return bytes.count == 8 && bytes.prefix(3).allSatisfy { $0 >= 0x41 && $0 <= 0x5A } && bytes.suffix(5).allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
    }

    /// "Bachelor of Science in Computer Science" → ("Bachelor of Science", "Computer Science");
    /// "B.S., Mathematics" → ("B.S.", "Mathematics").
    static func splitDegree(_ piece: String, pieces: [String], institution: String?) -> (String, String?) {
        guard let range = EntryVocabulary.degree(in: piece) else { return (piece, nil) }
        if let named = degreeNamedWithField(piece, degree: range) {
            return (named, fieldInNextPiece(after: piece, pieces: pieces, institution: institution))
        }
        var studyType = piece[range].trimmingSpaces
        let before = piece[..<range.lowerBound].split(separator: " ")
        var occupation: String?
        let named = before.joined(separator: " ")
        if ["diploma", "certificate"].contains(studyType.lowercased()), (1...5).contains(before.count),
           !before.allSatisfy({ kindWords.contains($0.lowercased()) }),
           before.allSatisfy({ $0.first?.isUppercase == true || ["and", "&", "of"].contains($0) }), !EntryVocabulary.isInstitution(named),
           before.count >= 2 || EntryHeading.endsInTitleWord(named) {
            // "Medical Assistant Diploma", "Full-Stack Web Development Diploma": a programme
            // named after the occupation or the subject it teaches, which is its field.
            occupation = named
        } else if (1...2).contains(before.count), before.allSatisfy({ $0.first?.isUppercase == true && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" } }),
           !before.contains(where: isNationalCourseCode), !EntryVocabulary.isInstitution(String(piece[..<range.lowerBound])) {
            // "Integrated Master", "Professional Master of Education", "N3 Certificate",
            // "Singapore-Cambridge GCE A-Level": a kind of degree before it.
            studyType = before.joined(separator: " ") + " " + studyType
        } else if (1...4).contains(before.count), EntryVocabulary.isInstitution(named), piece[range.upperBound...].trimmingSpaces.isEmpty
                    || piece[range.upperBound...].trimmingSpaces.hasPrefix("(") {
            // "Ontario College Diploma", "Ontario Secondary School Diploma (OSSD)": a
            // qualification named after the kind of school that awards it.
            studyType = named + " " + studyType
        }
        var restStart = range.upperBound
        let degreeWords = studyType.split(separator: " ")
        if degreeWords.count == 4, degreeWords[1].lowercased() == "of", completeFields.contains(degreeWords[2].lowercased()) {
            // "Master of Science Wirtschaftsinformatik": the degree is whole after "Science"; the
            // word after it is the field ("Master of Business Administration" stays whole).
            studyType = degreeWords[...2].joined(separator: " ")
            restStart = piece.index(range.upperBound, offsetBy: -degreeWords[3].count)
        }
        var rest = piece[restStart...].trimmingScalars([" ", ",", ".", "-", "–", ":", ";"])
        if studyType.lowercased().hasSuffix(" in") || studyType.lowercased().hasSuffix(" of") { studyType = String(studyType.dropLast(3)) }
        for lead in ["zur ", "zum ", "zu "] where rest.lowercased().hasPrefix(lead) {
            // "Ausbildung zur Industriekauffrau": the trade learnt is the field.
            rest = String(rest.dropFirst(lead.count))
        }
        if rest.lowercased().hasPrefix("for transfer") {
            // California's "Associate in Science for Transfer (AS-T)": the degree's own name runs
            // on to its abbreviation; the field follows it.
            let end = rest.lowercased().hasPrefix("for transfer (")
                ? rest.firstIndex(ofASCII: UInt8(ascii: ")")).map { rest.index(after: $0) } ?? rest.endIndex
                : rest.index(rest.startIndex, offsetBy: "for transfer".count)
            studyType += " " + rest[..<end]
            rest = rest[end...].trimmingScalars([" ", ",", "-", "–", ":"])
            if rest.isEmpty { return (studyType, fieldInNextPiece(after: piece, pieces: pieces, institution: institution)) }
        }
        if rest.hasPrefix("and ") || rest.hasPrefix("& "), rest.drop(while: { $0 != " " }).dropFirst().first?.isUppercase == true,
           EntryVocabulary.degree(in: String(rest)) == nil {
            // "Master of Industrial Relations and Human Resources (MIRHR)", "SQA Highers and
            // Advanced Higher": the degree's name runs on past the words the pattern knows.
            let end = rest.firstIndex { $0 == "(" || $0 == "," } ?? rest.endIndex
            studyType += " " + rest[..<end].trimmingSpaces
            rest = rest[end...].trimmingScalars([" ", ","])
        }
        if rest.lowercased().hasPrefix("degree ") {
            // "Master's degree in Economics": the word "degree" belongs to the degree.
            studyType += " " + rest.prefix(6)
            rest = rest.dropFirst(6).trimmingSpaces
        }
        if rest.hasPrefix("("), let close = rest.firstIndex(ofASCII: UInt8(ascii: ")")),
           degreeQualifiers.contains(rest[rest.index(after: rest.startIndex)..<close].lowercased())
            || isAbbreviation(rest[rest.index(after: rest.startIndex)..<close])
            || EntryVocabulary.degree(in: String(rest[rest.index(after: rest.startIndex)..<close])) != nil,
           !streamedExams.contains(studyType.lowercased()) {
            // "BSc (Hons) Zoology", "BSc (Eng) in Civil Engineering", "Graduate Diploma (DESS) in
            // Management", "Bachelor of Design (BDes)": the bracket belongs to the degree
            // ("Executive MBA (part-time)" keeps its aside out, "HSC (Science)", "Intermediate
            // (BiPC)" and "Class XII (PCMC)" name the field).
            studyType += " " + rest[...close]
            rest = rest[rest.index(after: close)...].trimmingSpaces
        }
        for honours in ["hons", "honours"] where rest.lowercased().hasPrefix(honours + " ") {
            // "BSc (Hons) Zoology": the honours mark belongs to the degree.
            studyType += " " + rest.prefix(honours.count)
            rest = rest.dropFirst(honours.count).trimmingSpaces
            break
        }
        for lead in ["in ", "of ", "- "] where rest.lowercased().hasPrefix(lead) { rest = String(rest.dropFirst(lead.count)) }
        if let occupation, rest.hasPrefix("(") {
            // "Catering Technician Diploma (Technik żywienia i usług gastronomicznych)": the
            // bracket glosses the programme's name.
            return (studyType, occupation)
        }
        if rest.hasPrefix("("), rest.hasSuffix(")"), rest.dropFirst().first?.isUppercase == true {
            // "HSC (Science)": the bracket holds the field.
            rest = String(rest.dropFirst().dropLast())
        }
        if let open = rest.firstIndex(ofASCII: UInt8(ascii: "(")) { rest = rest[..<open].trimmingSpaces }
        if !rest.isEmpty { return (studyType, withoutMajorLabel(rest)) }
        if let occupation { return (studyType, occupation) }
        return (studyType, fieldInNextPiece(after: piece, pieces: pieces, institution: institution))
    }

    /// Indian school-leaving exams, whose bracket names the stream studied ("Class XII (PCMC)").
    private static let streamedExams: Set<String> = ["intermediate", "class xii", "class x", "class 12th", "class 10th", "hsc", "ssc"]

    /// Marks in brackets that belong to a degree's name: honours, and the faculty of British and
    /// Commonwealth degrees ("BSc (Eng)", "BSc (Econ)", "BA (Ed)").
    private static let degreeQualifiers: Set<String> = ["hons", "hons.", "honours", "eng", "econ", "ed", "arch", "agric", "law"]

    /// The field when it is the piece after the degree: "B.S. | Computer Science"; LinkedIn
    /// repeats the degree as an abbreviation first ("Bachelor of Arts - BA, Psychology").
    private static func fieldInNextPiece(after piece: String, pieces: [String], institution: String?) -> String? {
        guard var index = pieces.firstIndex(of: piece).map({ $0 + 1 }) else { return nil }
        if index < pieces.count, isAbbreviatedDegree(pieces[index]) { index += 1 }
        // A remark in lower case ("part-time evening program") is no field, unless it names the
        // major ("major in Mathematics"), nor is a list of subjects ("A Levels: Mathematics (A),
        // Economics (A), Welsh (B)").
        guard index < pieces.count, pieces[index] != institution, !EntryVocabulary.isInstitution(pieces[index]),
              pieces[index].first?.isLowercase == false || majorLabels.contains(where: pieces[index].lowercased().hasPrefix),
              pieces[index].split(separator: " ").count <= 7,
              pieces[index].utf8.filter({ $0 == UInt8(ascii: ",") }).count < 2 else { return nil }
        var field = withoutLowercaseAside(pieces[index])
        // A bracket a wrapped cell left open ("Data Science & Engineering (WILP") is no part of it.
        if let open = field.lastIndex(of: "("), !field[open...].contains(")") { field = field[..<open].trimmingSpaces }
        return withoutMajorLabel(field)
    }

    /// "Master of Science in Nursing (MSN)": a degree whose abbreviation, closing the piece,
    /// has a letter for the field too (MSN, not MS) is named with its field; nil otherwise
    /// ("Bachelor of Science in Biology (BS)" keeps Biology as its field).
    private static func degreeNamedWithField(_ piece: String, degree range: Range<String.Index>) -> String? {
        guard piece.hasSuffix(")"), let open = piece.lastIndex(ofASCII: UInt8(ascii: "(")), open > range.upperBound,
              piece[range.upperBound..<open].contains(where: \.isLetter) else { return nil }
        let abbreviation = piece[piece.index(after: open)..<piece.index(before: piece.endIndex)]
        guard isAbbreviatedDegree(String(abbreviation)) else { return nil }
        let initials = piece[range].split(separator: " ").filter { $0.first?.isUppercase == true }.count
        guard abbreviation.filter(\.isUppercase).count > initials else { return nil }
        return String(piece[range.lowerBound...])
    }

    /// Endings a wrapped line leaves: a comma or a joining word, or the first word of a school
    /// named in a Romance language ("Universidad" over "Autónoma de Querétaro").
    private static let unfinishedEndings = [",", " &", " and", " of", " for", " in", " at", " –", " —", " Universidad", " Universidade", " Università",
                                            " Université", " Instituto", " Escuela", " Escola", " École", " Politecnico"]

    /// "Ontario Secondary School" over "Diploma (OSSD)": a diploma named after the kind of school
    /// that awards it, wrapped before its last word.
    private static func endsSchoolDiplomaName(_ text: String, with next: String) -> Bool {
        (next == "Diploma" || next.hasPrefix("Diploma (")) && [" Secondary School", " High School"].contains(where: text.hasSuffix)
    }

    /// Lines a narrow column cut off ("Bachelor of Fine Arts (BFA)," over "Graphic Design";
    /// "University of North Carolina at" over "Greensboro"; "M.S. in Human Factors" over
    /// "Psychology" over the school) joined to the line that finishes them.
    private static func joiningUnfinishedLines(_ lines: [DocumentLine]) -> [DocumentLine] {
        var joined: [DocumentLine] = []
        for (index, line) in lines.enumerated() {
            if var last = joined.last, !line.startsBlock, !line.text.hasPrefix("• "),
               unfinishedEndings.contains(where: last.text.hasSuffix) || opensBracket(last.text)
                || EntryVocabulary.institutionWords.contains(line.text.lowercased()) && !EntryVocabulary.isInstitution(last.text)
                || line.text.hasPrefix("(") && EntryVocabulary.degree(in: last.text) != nil
                || endsSchoolDiplomaName(last.text, with: line.text)
                || endsField(of: last.text, with: line.text, before: lines.indices.contains(index + 1) ? lines[index + 1].text : nil) {
                // A field wrapped before the dates at the line's end goes before them.
                if let dates = DateRangeParser.firstRange(in: last.text)?.location, last.text[dates.upperBound...].trimmingSpaces.isEmpty {
                    last.text = last.text[..<dates.lowerBound].trimmingSpaces + " " + line.text + "\t" + last.text[dates]
                } else {
                    last.text += " " + line.text
                }
                joined[joined.count - 1] = last
            } else {
                joined.append(line)
            }
        }
        return joined
    }

    /// A line's fields. The field after a degree and a dash or colon may hold commas of its own
    /// ("Ontario College Diploma — Heating, Refrigeration and Air Conditioning Technician", "A
    /// Levels: Mathematics (A), Economics (A)"); elsewhere a comma parts fields ("Fundação
    /// Getulio Vargas (FGV), São Paulo").
    private static func splitFields(_ text: String) -> [String] {
        let pieces = EntryHeading.split(text, keeping: [" at ", ", "])
        return pieces.indices.flatMap { index -> [String] in
            let piece = pieces[index]
            guard piece.containsText(", ") else { return [piece] }
            let afterDegree = index > 0 && EntryVocabulary.degree(in: pieces[index - 1]) != nil
                && [" — ", " – ", " - ", ": "].contains { text.containsText(pieces[index - 1] + $0 + piece) }
            if afterDegree, !EntryVocabulary.isInstitution(piece), EntryVocabulary.degree(in: piece) == nil { return [piece] }
            let split = EntryHeading.split(piece, keeping: [" at "])
            return split.count == 1 ? schoolAndPlace(piece) : split
        }
    }

    /// "RCSI University of Medicine and Health Sciences, Dublin": a school's name too long for
    /// the heading splitter, and the short place after it, as two fields.
    private static func schoolAndPlace(_ piece: String) -> [String] {
        let parts = piece.pieces(separatedBy: ", ")
        guard parts.count >= 2, EntryVocabulary.isInstitution(parts[0]), EntryVocabulary.degree(in: parts[0]) == nil,
              parts.dropFirst().allSatisfy({ part in
                  part.split(separator: " ").count <= 3 && part.first?.isUppercase == true && !EntryVocabulary.isInstitution(part)
                      && EntryVocabulary.degree(in: part) == nil
              }) else { return [piece] }
        return parts
    }

    /// A piece that reads as a sentence (five words or more, most in lower case, no school's
    /// word: "Completed as part of my apprenticeship"): a remark, not a degree ("École de
    /// technologie supérieure" is a school).
    private static func isSentence(_ piece: String) -> Bool {
        let words = piece.split(separator: " ")
        guard words.count >= 5, !EntryVocabulary.isInstitution(piece) else { return false }
        return words.filter { $0.first?.isLowercase == true }.count * 5 >= words.count * 3
    }

    /// Whether a line leaves a bracket open ("MBA (part-time executive" over "program)").
    private static func opensBracket(_ text: String) -> Bool {
        text.utf8.filter { $0 == UInt8(ascii: "(") }.count > text.utf8.filter { $0 == UInt8(ascii: ")") }.count
    }

    /// Whether `text` (a word or two in capitals, between a degree line with its field and a
    /// school's line) is the end of that field.
    private static func endsField(of degreeLine: String, with text: String, before next: String?) -> Bool {
        let words = text.split(separator: " ")
        guard (1...2).contains(words.count), words.allSatisfy({ $0.first?.isUppercase == true && $0.allSatisfy(\.isLetter) }),
              let next, EntryVocabulary.isInstitution(next), !EntryVocabulary.isInstitution(text), !EntryVocabulary.isInstitution(degreeLine),
              let degree = EntryVocabulary.degree(in: degreeLine) else { return false }
        // The degree line names a field after the degree ("M.S. in Human Factors").
        return degreeLine[degree.upperBound...].contains(where: \.isLetter) && EntryVocabulary.degree(in: text) == nil
    }

    /// "Associate of Applied Science in Dental Hygiene, Pisgah Technical Community College": a
    /// degree and its school in one piece too long for the heading splitter are two pieces.
    private static func separatingDegreeAndSchool(_ piece: String) -> [String] {
        let parts = piece.pieces(separatedBy: ", ")
        guard parts.count >= 2, EntryVocabulary.degree(in: parts[0]) != nil, !EntryVocabulary.isInstitution(parts[0]),
              let school = parts.indices.dropFirst().first(where: { EntryVocabulary.isInstitution(parts[$0]) && EntryVocabulary.degree(in: parts[$0]) == nil })
        else { return [piece] }
        return [parts[..<school].joined(separator: ", "), parts[school...].joined(separator: ", ")]
    }

    /// Words that name a kind of diploma or certificate rather than its subject ("National
    /// Senior Certificate", "Higher Diploma").
    private static let kindWords: Set<String> = ["national", "senior", "junior", "higher", "secondary", "advanced", "graduate",
                                                 "postgraduate", "professional", "general", "international", "executive",
                                                 "technical", "vocational", "leaving", "extended", "foundation"]

    /// Fields that complete "Bachelor of …" or "Master of …" on their own.
    private static let completeFields: Set<String> = ["science", "sciences", "arts", "engineering", "education", "laws", "music",
                                                      "design", "philosophy", "nursing", "commerce", "technology", "architecture"]

    /// One word in capitals, or with at least two of them ("DESS", "B.Sc.", "BDes", "MEng").
    private static func isAbbreviation(_ text: Substring) -> Bool {
        guard !text.isEmpty, !text.contains(" "), text.first?.isUppercase == true else { return false }
        return text.allSatisfy({ $0.isUppercase || $0 == "." }) || text.filter(\.isUppercase).count >= 2
    }

    /// A programme or course named with its abbreviation ("CPA Professional Education Program
    /// (CPA PEP)", "Legal Practice Course (LPC)").
    private static func isProgrammeName(_ piece: String) -> Bool {
        let lower = piece.lowercased()
        return [" program (", " programme (", " course ("].contains { lower.containsText($0) } && piece.hasSuffix(")")
    }

    /// A piece that ends in its degree ("Ontario College Diploma", "Ontario Secondary School
    /// Diploma (OSSD)"): a qualification, though it names a school word.
    private static func endsInDegree(_ piece: String) -> Bool {
        guard let range = EntryVocabulary.degree(in: piece), range.lowerBound > piece.startIndex else { return false }
        let rest = piece[range.upperBound...].trimmingSpaces
        return rest.isEmpty || rest.hasPrefix("(") && rest.hasSuffix(")")
    }

    /// A piece that is a degree and nothing else ("High School Diploma"), though it names a school word.
    private static func isWholeDegree(_ piece: String) -> Bool {
        guard let range = EntryVocabulary.degree(in: piece) else { return false }
        return piece[..<range.lowerBound].trimmingSpaces.isEmpty && piece[range.upperBound...].trimmingSpaces.isEmpty
    }

    /// "General Assembly (online)", "Electrical Apprenticeship (4-year program)" without their
    /// asides; "École de technologie supérieure (ÉTS)" keeps its abbreviation.
    static func withoutLowercaseAside(_ name: String) -> String {
        guard name.hasSuffix(")"), let open = name.lastIndex(ofASCII: UInt8(ascii: "(")), open > name.startIndex else { return name }
        let aside = name[name.index(after: open)..<name.index(before: name.endIndex)]
        // "Central Texas College (Fort Campbell campus)": where the school taught, not its name;
        // "Trường Đại học Bách khoa Hà Nội (Hanoi University of Science and Technology)": its name
        // in English after the school's own.
        guard !aside.contains(where: \.isUppercase) || aside.lowercased().hasSuffix(" campus")
                || EntryVocabulary.isInstitution(String(aside)) && name[..<open].split(separator: " ").count >= 3 else { return name }
        return name[..<open].trimmingSpaces
    }

    /// Remarks on a degree's subjects that share its line ("Bachelor of Arts in Psychology, Minor
    /// in Spanish"): neither a school nor the field.
    private static let subjectRemarks = ["minor ", "minors ", "minor:", "concentration ", "concentration:", "emphasis ",
                                         "emphasis:", "specialization:", "specialisation:"]

    private static func isSubjectRemark(_ piece: String) -> Bool {
        let lower = piece.lowercased()
        return subjectRemarks.contains { lower.hasPrefix($0) }
    }

    /// The text without remarks in brackets that start in lower case and run to several words
    /// ("Leeds City College (work-based, completed while employed)"): their commas are not the
    /// line's fields.
    private static func withoutLowercaseRemarks(_ text: String) -> String {
        guard let open = text.firstIndex(ofASCII: UInt8(ascii: "(")),
              let close = text[open...].firstIndex(ofASCII: UInt8(ascii: ")")) else { return text }
        let remark = text[text.index(after: open)..<close]
        guard remark.first?.isLowercase == true, remark.split(separator: " ").count >= 2 else { return text }
        // A tab after the remark (dates taken out there) still parts the fields around it.
        let after = text[text.index(after: close)...]
        let joiner = after.prefix { $0.isWhitespace }.contains("\t") ? "\t" : " "
        return withoutLowercaseRemarks(text[..<open].trimmingSpaces + joiner + after.trimmingSpaces).trimmingSpaces
    }

    /// The second degree of a dual degree on one line ("B.S., Mathematics & B.A., Spanish";
    /// "Bachelor of Commerce (Marketing) / Bachelor of Media (Public Relations)"): `text` is the
    /// separator and the degree up to the next field, `degree` the degree alone.
    private static func secondDegree(in text: String) -> (text: String, degree: String)? {
        for separator in [" & ", " / "] {
            guard let range = text.range(of: separator), text[range.upperBound...].first?.isUppercase == true else { continue }
            let after = text[range.upperBound...]
            let end = [after.firstIndex(of: "\t"), after.range(of: " — ")?.lowerBound, after.range(of: " – ")?.lowerBound]
                .compactMap { $0 }.min() ?? after.endIndex
            let degree = String(after[..<end]).trimmingSpaces
            guard let found = EntryVocabulary.degree(in: degree), found.lowerBound == degree.startIndex,
                  !EntryVocabulary.isInstitution(degree), EntryVocabulary.degree(in: String(text[..<range.lowerBound])) != nil else { continue }
            return (String(text[range.lowerBound..<end]), degree)
        }
        return nil
    }

    /// A piece ending in a programme's kind in lower case ("Grande école programme", "honours
    /// track"): a remark on the course, however school-like its words.
    private static func isTrackRemark(_ piece: String) -> Bool {
        guard let last = piece.split(separator: " ").last else { return false }
        return ["programme", "program", "track", "stream"].contains(last)
    }

    /// The dates' place with the brackets right around them ("[Sep 2022 – Jul 2024]").
    private static func withBrackets(_ range: Range<String.Index>, in text: String) -> Range<String.Index> {
        guard range.lowerBound > text.startIndex, range.upperBound < text.endIndex else { return range }
        let before = text[text.index(before: range.lowerBound)], after = text[range.upperBound]
        guard before == "[" && after == "]" || before == "(" && after == ")" else { return range }
        return text.index(before: range.lowerBound)..<text.index(after: range.upperBound)
    }

    /// The text without the university a college is affiliated to, in brackets after the
    /// college ("Pimpri Chinchwad College of Engineering, Pune (University of Pune)"): the
    /// college is the school.
    private static func withoutAffiliation(_ text: String) -> String {
        guard let open: Range<String.Index> = text.range(of: " (University of ") ?? text.range(of: " (affiliated to ") else { return text }
        let before = String(text[..<open.lowerBound])
        guard let close = text[open.upperBound...].firstIndex(of: ")"),
              before.containsText("College") || before.containsText("Institute") else { return text }
        return before + String(text[text.index(after: close)...])
    }

    /// Words that open a line about a course of study rather than a school.
    private static let studyNotes: Set<String> = ["minor", "major", "thesis", "dissertation", "concentration", "honors", "honours",
                                                  "gpa", "supervisor", "supervisors", "advisor", "coursework", "courses", "specialization"]

    /// A short run of mostly capitalised words on a line without a label: a school's name.
    private static func looksLikeSchoolName(_ piece: String, line: String) -> Bool {
        let words = piece.split(separator: " ")
        guard (1...8).contains(words.count), !line.contains(":"), !piece.contains(where: \.isNumber),
              let first = words.first, !studyNotes.contains(first.lowercased()) else { return false }
        let capitalised = words.filter { $0.first?.isUppercase == true }.count
        return capitalised * 5 >= words.count * 3 && words.first?.first?.isUppercase == true
    }

    /// A piece that is only a degree's abbreviation ("BA", "MBA", "B.Sc.").
    private static func isAbbreviatedDegree(_ piece: String) -> Bool {
        guard !piece.contains(" "), let range = EntryVocabulary.degree(in: piece) else { return false }
        return range == piece.startIndex..<piece.endIndex
    }

    /// Adjacent pieces that both name schools are one institution: "Henley Business School,
    /// University of Reading"; so is a state university and the campus that ends the line
    /// ("California State University, Fresno", "Minnesota State University, Mankato"; only a
    /// remark in lower case may follow it), where elsewhere a town after a school is where it
    /// is ("Masaryk University, Brno").
    static func joiningInstitutions(_ pieces: [String]) -> [String] {
        var joined: [String] = []
        for (index, piece) in pieces.enumerated() {
            if let last = joined.last, EntryVocabulary.isInstitution(last), EntryVocabulary.degree(in: last) == nil,
               EntryVocabulary.degree(in: piece) == nil,
               EntryVocabulary.isInstitution(piece) || isCampus(piece, of: last)
                && pieces[(index + 1)...].allSatisfy({ $0.first?.isLowercase == true }) {
                joined[joined.count - 1] = last + ", " + piece
            } else {
                joined.append(piece)
            }
        }
        return joined
    }

    /// "EQF level 7": the European Qualifications Framework's level of a degree, printed beside
    /// it in Europass CVs; no field of study. Also "Level 6 NFQ", Ireland's order, with or
    /// without brackets.
    private static func isQualificationsFrameworkLevel(_ piece: String) -> Bool {
        let words = piece.trimmingScalars(["(", ")"]).split(separator: " ")
        guard words.count == 3 else { return false }
        let (framework, level, number) = Int(words[2]) != nil ? (words[0], words[1], words[2]) : (words[2], words[0], words[1])
        return frameworks.contains(String(framework)) && level.lowercased() == "level" && Int(number) != nil
    }

    private static let frameworks: Set<String> = ["EQF", "NQF", "RQF", "SCQF", "NFQ", "AQF"]

    /// A field without a framework's level in brackets at its end ("Hairdressing (NQF Level 4)"),
    /// or a level after a comma ("Engineering Manufacture (Machining), Level 3").
    private static func withoutFrameworkLevel(_ area: String) -> String {
        if let comma = area.range(of: ", Level ", options: .backwards), Int(area[comma.upperBound...]) != nil {
            return String(area[..<comma.lowerBound])
        }
        guard area.hasSuffix(")"), let open = area.lastIndex(of: "("), open > area.startIndex,
              isQualificationsFrameworkLevel(String(area[open...])) else { return area }
        return String(area[..<open]).trimmingSpaces
    }

    /// A school without a large city after its last comma ("TAFE SA, Adelaide").
    private static func withoutTrailingCity(_ school: String) -> String {
        guard let comma = school.range(of: ", ", options: .backwards),
              PlaceParser.majorCity(String(school[comma.upperBound...])) != nil else { return school }
        return String(school[..<comma.lowerBound])
    }

    /// Levels of schooling printed in a column before the school (`schoolingLevel`).
    private static let schoolingLevels: Set<String> = ["tertiary", "secondary", "primary", "elementary"]

    /// Whether a school's name is a faculty or school of a university ("Ross School of
    /// Business", "Faculty of Law", "College of Nursing" under "University of …").
    private static func isDivision(_ piece: String, of school: String?) -> Bool {
        guard let school, school.containsText("Universit") else { return false }
        return ["School of ", "Faculty of ", "College of ", "Department of "].contains { piece.containsText($0) }
            && !piece.containsText("University")
    }

    /// One or two capitalised words after a state university's name ("California State
    /// University", "University of Tennessee"): its campus.
    private static func isCampus(_ piece: String, of school: String) -> Bool {
        guard school.hasSuffix("State University") || school.hasPrefix("University of ")
                && EntryVocabulary.usStateNames.contains(String(school.dropFirst("University of ".count))) else { return false }
        let words = piece.split(separator: " ")
        return (1...2).contains(words.count) && words.allSatisfy { $0.first?.isUppercase == true && $0.allSatisfy { $0.isLetter || $0 == "-" } }
            && EntryVocabulary.titleScore(piece) == 0
    }

    /// "Technical Baccalaureate in Tourism (Bachillerato Tecnológico en Turismo)": a degree whose
    /// school's word stands only in the bracket that translates it names no school.
    private static func namesSchoolOnlyInTranslation(_ piece: String) -> Bool {
        guard EntryVocabulary.degree(in: piece) != nil, piece.contains("(") else { return false }
        let outside = piece.replacingOccurrences(of: #"\([^)]*\)"#, with: "", options: .regularExpression)
        return !EntryVocabulary.isInstitution(outside)
    }

    /// Whether a piece starts as a name does: a capital, or a brand's lower-case letter before
    /// one ("eCornell").
    private static func startsAsName(_ piece: String) -> Bool {
        guard let first = piece.first else { return false }
        return first.isUppercase || first.isLowercase && piece.dropFirst().first?.isUppercase == true
    }

    /// The grade of a line of notes set apart by middle dots on the course above, naming no
    /// school or dates of its own: one that opens with the grade ("Final grade: 1.9 · Erasmus
    /// semester at the Universidad de Granada, Spain", "First Class Honours · Honours thesis:
    /// …") or holds it as a piece ("Pre-trade course, full-time · Completed with Merit").
    private static func gradeNote(_ text: String) -> String? {
        let pieces = text.pieces(separatedBy: " · ")
        guard pieces.count >= 2, let found = grade(in: text) else { return nil }
        if found.range.lowerBound == text.startIndex, EntryVocabulary.degree(in: text) == nil { return found.value }
        guard !EntryVocabulary.isInstitution(text), DateRangeParser.firstRange(in: text) == nil,
              pieces.contains(where: { piece in
                  let trimmed = piece.trimmingSpaces
                  return grade(in: trimmed).map { $0.range == trimmed.startIndex..<trimmed.endIndex } ?? false
              }) else { return nil }
        return found.value
    }

    private static func grade(in text: String) -> (value: String, range: Range<String.Index>)? {
        guard let match = gradePattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
              let whole = Range(match.range, in: text) else { return nil }
        // Groups 1 and 2 are numbers, 3 and 4 words.
        for group in 1...4 {
            guard let range = Range(match.range(at: group), in: text) else { continue }
            let value = String(text[range])
            return (group <= 2 ? value.replacingText(" ", with: "") : value, whole)
        }
        return nil
    }

    /// The field printed before its degree ("Computing and Information Systems, B.Sc.";
    /// "Critical Care Nursing, Post-Basic Certificate — Saskatchewan Polytechnic"), when the
    /// school is named elsewhere: capitalised words that name no school and no degree.
    private static func fieldBefore(_ degree: String, pieces: [String]) -> String? {
        guard let index = pieces.firstIndex(of: degree), index > 0,
              !pieces[..<index].contains(where: EntryVocabulary.isInstitution) else { return nil }
        // After the school its piece is where the school is ("Stebbins High School, Riverside OH - Diploma").
        let piece = pieces[index - 1]
        guard piece.first?.isUppercase == true, piece.split(separator: " ").count <= 6, !EntryVocabulary.isInstitution(piece),
              EntryVocabulary.degree(in: piece) == nil, !piece.contains(where: \.isNumber) else { return nil }
        return piece
    }

    /// The field of a piece about coursework ("General Studies coursework", "Business
    /// Administration coursework"), when its words before "coursework" are capitalised.
    private static func fieldOfCoursework(_ piece: String) -> String? {
        let core = withoutLowercaseAside(piece).trimmingSpaces
        guard core.lowercased().hasSuffix(" coursework") else { return nil }
        let field = core.dropLast(" coursework".count).trimmingSpaces
        return field.first?.isUppercase == true && !field.lowercased().hasPrefix("some ") ? field : nil
    }

    /// Words after a field that say what kind of field it is.
    private static let fieldKindWords = ["specialisation", "specialization", "concentration", "emphasis", "option", "pathway"]

    /// Words that introduce the majors ("Double Major in Economics and Political Science", "majoring in Psychology").
    private static let majorLabels = ["double major in ", "dual major in ", "double major: ", "major in ", "majors in ", "major: ",
                                      "majors: ", "majoring in ", "majored in "]

    /// The field without "Major in" before it or a minor after it ("Major in Accounting, Minor
    /// in Economics" is Accounting).
    private static func withoutMajorLabel(_ field: String) -> String {
        var kept = field.pieces(separatedBy: ", ").filter { !isSubjectRemark($0.trimmingSpaces) }.joined(separator: ", ")
        // "Information Security specialisation": the word names what the field is.
        for label in fieldKindWords where kept.lowercased().hasSuffix(" " + label) { kept = kept.dropLast(label.count + 1).trimmingSpaces }
        let lower = kept.lowercased()
        guard let label = majorLabels.first(where: lower.hasPrefix) else { return kept }
        return String(kept.dropFirst(label.count))
    }
}
