import OnetMapping
import Testing

@Suite struct TitleNormalizerTests {
    @Test(arguments: [
        ("Sr. Software Engineer II (m/w/d) - Remote", "software engineer"),
        ("SWE III", "software engineer"),
        ("Lead RN - ICU Night Shift", "registered nurse"),
        ("CNA (Full-Time) | Sunrise Care, Portland OR", "certified nursing assistant"),
        ("Principal Data Scientist, L6", "data scientist"),
        ("Staff Accountant – Finance Department", "accountant"),
        ("Mgr, Operations", "manager"),
        ("Registered Nurses", "registered nurse"),
        ("Principal", "principal"),
        ("Customer Service Team Lead", "customer service team leader"),
        ("Lead Shift Lead", "shift leader"),
        ("SDET II", "software test engineer"),
        ("HRBP - Engineering", "human resource business partner"),
        ("3rd Grade Teacher", "elementary school teacher"),
        ("Support Engineer Tier 2", "support engineer"),
        ("Case Worker Level III", "case worker"),
        ("Elektriker (m/w/d)", "electrician"),
        ("Softwareentwicklerin (m/w/d) in Teilzeit", "software developer"),
        ("Maschinenbauingenieur", "mechanical engineer"),
        ("Kaufmännischer Sachbearbeiter (m/w/d)", "office clerk"),
        ("Vertriebsleiterin", "sale manager"),
        ("Personal Assistant", "personal assistant"),
        ("Chief of Staff to the CEO", "chief of staff"),
        ("Labourer - CSCS Card Required", "laborer"),
        ("Paediatric Staff Nurse", "pediatric nurse"),
        ("Assistant Principal", "assistant principal"),
        ("Principal - Elementary School", "principal"),
        ("Principal Engineer", "engineer"),
        ("RGN - Nursing Home", "registered nurse"),
        ("SEN Teaching Assistant", "special education teaching assistant"),
        ("911 Dispatcher", "emergency dispatcher"),
        ("Contract Specialist, GS-1102-09/11", "contract specialist"),
        ("Maintenance Mechanic WG-4749-09", "maintenance mechanic"),
        ("Medical Support Assistant GS 6", "medical support assistant"),
        ("Contract Software Engineer", "software engineer"),
        ("Bilingual Medical Assistant", "medical assistant"),
        ("Travel ICU RN (CCRN) – 13 Weeks", "icu registered nurse"),
        ("Travel Agent", "travel agent"),
        ("PMHNP – Outpatient", "psychiatric mental health nurse practitioner"),
        ("BCBA – Clinic-Based ABA", "board certified behavior analyst"),
    ])
    func stripsPostingNoise(title: String, expected: String) {
        #expect(TitleNormalizer.normalize(title).key == expected)
    }

    @Test func suffixesStayAsLaterSegments() {
        let normalized = TitleNormalizer.normalize("Accountant - Finance Department - Chicago, IL")
        #expect(normalized.primary == ["accountant"])
        #expect(normalized.allWords.contains("finance"))
        #expect(normalized.allWords.contains("chicago"))
    }

    @Test func bracketsHoldASuffix() {
        #expect(TitleNormalizer.normalize("Engineer (Software)").segments == [["engineer"], ["software"]])
        #expect(TitleNormalizer.normalize("Registered Nurse (RN) - ICU").segments
            == [["registered", "nurse"], ["registered", "nurse"], ["icu"]])
        #expect(TitleNormalizer.normalize("Data Analyst (m/w/d) (Remote)").segments == [["data", "analyst"]])
    }

    @Test func payAndShiftSegmentsAreDropped() {
        #expect(TitleNormalizer.normalize("Administrative Assistant - Hybrid, $24-$27/hr").segments == [["administrative", "assistant"]])
        #expect(TitleNormalizer.normalize("Care Assistant - Days - £12.50 per hour").segments == [["care", "assistant"]])
        #expect(TitleNormalizer.normalize("Day Care Assistant").key == "day care assistant", "a singular shift word is a title word")
        // Pay after the title with no separator: the title stays, and "hr" is no human resources.
        #expect(TitleNormalizer.normalize("Construction Laborer $18-22/hr").segments == [["construction", "laborer"]])
        // A hiring call in brackets before the title is no title.
        #expect(TitleNormalizer.normalize("[Hiring Now] Crew Member - $17.50/hr").key == "crew member")
    }

    @Test func aClassACommercialLicenceDrivesTractorTrailers() {
        #expect(TitleNormalizer.normalize("CDL A Local Driver").key == "tractor trailer truck driver local driver")
        #expect(TitleNormalizer.normalize("CDL-A Truck Driver - Regional").primary.prefix(4) == ["tractor", "trailer", "truck", "driver"])
    }

    @Test func twoWordAbbreviationsAreReadTogether() {
        #expect(TitleNormalizer.normalize("FP&A Manager").key == "financial planning analysis manager", "not a family practitioner")
        #expect(TitleNormalizer.normalize("People Operations Coordinator").key == "human resource coordinator")
        #expect(TitleNormalizer.normalize("People Ops Generalist").key == "human resource generalist")
        #expect(TitleNormalizer.normalize("CSCS Labourer").key == "construction laborer")
        #expect(TitleNormalizer.normalize("F&I Manager - Auto Dealership").key == "finance insurance manager")
        #expect(TitleNormalizer.normalize("Operations Coordinator").key == "operation coordinator", "one word alone stays")
    }

    @Test func aPlaceAfterInBeforeAStateCodeIsDropped() {
        #expect(TitleNormalizer.normalize("Medical Assistant in Phoenix, AZ").segments == [["medical", "assistant"], ["az"]])
        #expect(TitleNormalizer.normalize("Personal Support Worker in Mississauga, ON").key == "personal support worker")
        // A field after "in" stays: no state or province code follows it.
        #expect(TitleNormalizer.normalize("Lecturer in Adult Nursing").key == "adult nursing teacher postsecondary")
        #expect(TitleNormalizer.normalize("Assistant in Nursing (AIN) - Casual").key == "assistant in nursing")
    }

    @Test func aTeacherWithALevelIsThatLevelsTeacher() {
        #expect(TitleNormalizer.normalize("Physical Education Teacher - Elementary").primary == ["elementary", "school", "teacher"])
        #expect(TitleNormalizer.normalize("Music Teacher (K-5) - Itinerant").primary == ["elementary", "school", "teacher"])
        #expect(TitleNormalizer.normalize("Primary Class Teacher - KS2 (Maternity Cover)").primary == ["elementary", "school", "teacher"])
        #expect(TitleNormalizer.normalize("Post-Primary Teacher - Irish & History").primary == ["secondary", "school", "teacher"])
        #expect(TitleNormalizer.normalize("Bilingual Teacher - 2nd Grade").primary == ["elementary", "school", "teacher"])
        #expect(TitleNormalizer.normalize("Special Education Teacher - High School").primary == ["special", "education", "secondary", "school", "teacher"])
        #expect(TitleNormalizer.normalize("CTE Teacher - Welding (Grades 10-12)").primary == ["career", "technical", "education", "secondary", "school", "teacher"])
        #expect(TitleNormalizer.normalize("Casual Relief Teacher (CRT) - Primary").primary == ["substitute", "teacher"])
        #expect(TitleNormalizer.normalize("Occasional Teacher - Elementary").primary == ["substitute", "teacher"])
        // A cardinal grade is a level code to the cleaning, but names the school level here.
        #expect(TitleNormalizer.normalize("Grade 4 French Immersion Teacher - Anglophone South").primary == ["elementary", "school", "teacher"])
        #expect(TitleNormalizer.normalize("Math Teacher - Grade 11").primary == ["secondary", "school", "teacher"])
        // No level named, or a kind of teacher that spans the levels: as before.
        #expect(TitleNormalizer.normalize("Online ESL Teacher - Part Time").primary == ["online", "esl", "teacher"])
        #expect(TitleNormalizer.normalize("Part-Time Tuition Teacher - Primary Math").primary == ["tuition", "teacher"])
    }

    @Test func anAcademicRankWithItsSubjectIsThatSubjectsTeacher() {
        #expect(TitleNormalizer.normalize("Reader in Medieval History").primary == ["medieval", "history", "teacher", "postsecondary"])
        #expect(TitleNormalizer.normalize("Assistant Teaching Professor, Computer Science").primary == ["computer", "science", "teacher", "postsecondary"])
        #expect(TitleNormalizer.normalize("Lecturer (Teaching and Scholarship) in Accounting - Grade 7").primary == ["accounting", "teacher", "postsecondary"])
        #expect(TitleNormalizer.normalize("Sessional Instructor - Indigenous Studies").primary == ["indigenous", "study", "teacher", "postsecondary"])
        #expect(TitleNormalizer.normalize("Assistant Lecturer in Computing").primary == ["computer", "science", "teacher", "postsecondary"])
        // An instructor who is neither sessional nor adjunct may teach anywhere ("Welding Instructor").
        #expect(TitleNormalizer.normalize("Instructor - Welding").primary == ["instructor"])
    }

    @Test func apprenticesAndTraineesAreCodedToTheirTrade() {
        #expect(TitleNormalizer.normalize("Apprentice Electrician").key == "electrician")
        #expect(TitleNormalizer.normalize("Powerline Technician Apprentice").key == "powerline technician")
        #expect(TitleNormalizer.normalize("Trainee Train Driver - Freight").key == "train driver")
    }

    @Test(arguments: [
        ("Special Education Teacher (K-5)", ["elementary", "school"]),
        ("Teacher - Grades 6-8", ["middle", "school"]),
        ("Math Teacher - 9-12", ["high", "school"]),
        ("Teaching Assistant - Primary", ["elementary", "school"]),
        ("Reading Tutor - Grades 1-5", ["elementary", "school"]),
        ("Special Education Teacher - K-5 Resource", ["elementary", "school"]),
    ])
    func gradesInASuffixNameTheSchoolLevel(title: String, level: [String]) {
        #expect(TitleNormalizer.normalize(title).segments.dropFirst().first == level)
    }

    @Test func gradeWordsInTheTitleProperStay() {
        #expect(TitleNormalizer.normalize("Primary Care Physician").key == "primary care physician")
        #expect(TitleNormalizer.normalize("Nurse - 2 12").segments == [["nurse"]], "numbers that are no grade range are level codes")
        #expect(TitleNormalizer.normalize("Driver - 3-5 Years").segments.dropFirst().first != ["elementary", "school"],
                "a range of years before a word is no grade range")
    }

    @Test func whomTheJobServesIsASuffix() {
        let normalized = TitleNormalizer.normalize("Executive Assistant to the CEO - Remote")
        #expect(normalized.primary == ["executive", "assistant"])
        #expect(normalized.segments.dropFirst().first == ["the", "chief", "executive", "officer"])
        #expect(TitleNormalizer.normalize("To Go Specialist").key == "to go specialist", "a leading \"to\" is part of the title")
    }

    /// A civil service grade before the role gives way to the role; not to its letters in
    /// brackets, a department or a place.
    @Test func aCivilServiceGradeBeforeTheRole() {
        #expect(TitleNormalizer.normalize("Executive Officer - Work Coach - DWP Jobcentre Plus").primary == ["work", "coach"])
        #expect(TitleNormalizer.normalize("Higher Executive Officer (HEO) - Policy Adviser - Department for Education").primary == ["policy", "adviser"])
        #expect(TitleNormalizer.normalize("Administrative Officer (AO) - Home Office - Croydon").primary == ["administrative", "officer"])
        #expect(TitleNormalizer.normalize("Admin Officer - Brisbane QLD").primary == ["administrative", "officer"])
    }

    /// A Scottish Modern Apprenticeship says nothing of the work; the framework after it does.
    @Test func aModernApprenticeshipGivesWayToItsFramework() {
        #expect(TitleNormalizer.normalize("Modern Apprentice - Business Administration - Glasgow").primary == ["business", "administration"])
        #expect(TitleNormalizer.normalize("Modern Apprenticeship (Joinery)").primary == ["joinery"])
        #expect(TitleNormalizer.normalize("HCA - Night Shift").primary == ["healthcare", "assistant"])
        #expect(TitleNormalizer.normalize("Diploma Qualified Room Leader").primary == ["room", "leader"])
        #expect(TitleNormalizer.normalize("Qualified Dental Nurse").primary == ["dental", "nurse"])
    }

    /// A postdoc's or a bare scientist's title reads as the science named; a research assistant
    /// of a social science as a social science research assistant.
    @Test func researchPostsReadByTheirField() {
        #expect(TitleNormalizer.normalize("Postdoctoral Fellow - Structural Biology").primary == ["structural", "biology", "scientist"])
        #expect(TitleNormalizer.normalize("Postdoctoral Research Associate in Plant Pathology").primary == ["plant", "pathology", "scientist"])
        #expect(TitleNormalizer.normalize("Postdoctoral Fellow").primary == ["postdoctoral", "fellow"], "no field named")
        #expect(TitleNormalizer.normalize("Senior Scientist - Immunology").primary == ["immunology", "scientist"])
        #expect(TitleNormalizer.normalize("Data Scientist - Marketing").primary == ["data", "scientist"])
        #expect(TitleNormalizer.normalize("Research Associate - Psychology Department").primary == ["social", "science", "research", "assistant"])
        #expect(TitleNormalizer.normalize("Research Associate - Protein Sciences").primary == ["research", "associate"])
    }

    /// A medical officer reads as a physician of the specialty after the title; "APS 5" is a
    /// grade; a head teacher is not read by the level taught.
    @Test func aMedicalOfficerByItsSpecialty() {
        #expect(TitleNormalizer.normalize("Medical Officer (Family Medicine) - Indian Health Service").primary == ["family", "medicine", "physician"])
        #expect(TitleNormalizer.normalize("Medical Officer").primary == ["medical", "officer"], "no specialty named")
        #expect(TitleNormalizer.normalize("APS 6 Legal Officer").primary == ["legal", "officer"])
        #expect(TitleNormalizer.normalize("Head Teacher - Primary School").primary == ["head", "teacher"], "a principal, not a teacher of a level")
    }

    /// The manager of a whole business or site reads as the manager of the business named after
    /// the title; a manager of a function, or with no business named, stays as written.
    @Test func aManagerByTheBusinessManaged() {
        #expect(TitleNormalizer.normalize("General Manager - Full Service Hotel (250 Rooms)").primary == ["lodging", "manager"])
        #expect(TitleNormalizer.normalize("Area Manager - Fulfilment Centre").primary == ["transportation", "storage", "and", "distribution", "manager"])
        #expect(TitleNormalizer.normalize("General Manager - Remote").primary == ["general", "manager"])
        #expect(TitleNormalizer.normalize("Marketing Manager - Hotel Group").primary == ["marketing", "manager"])
    }

    /// A captain of an aircraft's type is an airline pilot, and the type no level code; a
    /// customer service agent at an airport's counters a ticket agent.
    @Test func anAirlinesCaptainAndCounter() {
        #expect(TitleNormalizer.normalize("Captain - A320 - Direct Entry").segments == [["airline", "pilot"], ["a320"], ["direct", "entry"]])
        #expect(TitleNormalizer.normalize("Captain - Tugboat").primary == ["captain"])
        #expect(TitleNormalizer.normalize("Customer Service Agent - Gate & Ticket Counter").primary
                == ["reservation", "and", "transportation", "ticket", "agent"])
        #expect(TitleNormalizer.normalize("Customer Service Agent - Contact Centre").primary == ["customer", "service", "agent"])
        #expect(TitleNormalizer.normalize("Engineer L4").primary == ["engineer"], "L4 is still a level")
    }

    /// "PA" before "to" is a personal assistant; alone it stays a physician assistant.
    @Test func aPAToSomeoneIsAPersonalAssistant() {
        #expect(TitleNormalizer.normalize("PA to Managing Director - Leeds").primary == ["personal", "assistant"])
        #expect(TitleNormalizer.normalize("PA - Orthopedic Surgery").primary == ["physician", "assistant"])
    }
}
