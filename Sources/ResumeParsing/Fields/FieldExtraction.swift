import MatchCore

/// Fills a resume's fields from its sections.
enum FieldExtraction {
    static func fill(_ resume: inout ParsedResume, from sections: [ResumeSection], lines: [DocumentLine]) {
        var byKind: [SectionKind: [DocumentLine]] = [:]
        let header = sections.first { $0.kind == .header }?.lines ?? []
        for section in sections where section.kind != .header {
            // Sections of one kind are read together; each still starts a block of its own.
            var lines = section.lines
            if !lines.isEmpty { lines[0].startsBlock = true }
            byKind[section.kind, default: []] += lines
        }
        for block in headerlessBlocks(header) {
            byKind[block.kind, default: []] += block.lines
        }
        resume.basics = BasicsExtractor.extract(header: header + (byKind[.contact] ?? []), all: lines)
        if let summary = byKind[.summary], !summary.isEmpty {
            resume.basics.summary = summary.map { $0.text.hasPrefix("• ") ? String($0.text.dropFirst(2)) : $0.text }
                .joined(separator: " ")
        }
        var entrySkills: [String] = []
        for kind in SectionKind.entryKinds {
            guard let lines = byKind[kind] else { continue }
            byKind[kind] = lines.filter { line in
                guard let items = SkillsExtractor.entrySkillList(line.text) else { return true }
                entrySkills += items
                return false
            }
        }
        // Spoken languages listed on a labelled line under another heading ("Affiliations &
        // Languages") are languages wherever they stand; a skills section keeps its own lines.
        var listedLanguages: [DocumentLine] = []
        for kind in byKind.keys.sorted(by: { $0.rawValue < $1.rawValue }) where kind != .languages && kind != .skills {
            byKind[kind] = byKind[kind]!.filter { line in
                guard let list = ListSectionExtractor.labelledLanguageList(line.text) else { return true }
                listedLanguages.append(list)
                return false
            }
        }
        resume.work = RepeatedRoles.merged(WorkExtractor.extract(byKind[.experience] ?? []))
        resume.education = EducationExtractor.extract(byKind[.education] ?? [])
        resume.skills = SkillsExtractor.extract(byKind[.skills] ?? [], adding: entrySkills)
        resume.certificates = CertificateExtractor.extract(byKind[.certificates] ?? [])
        resume.awards = ListSectionExtractor.awards(byKind[.awards] ?? [])
        resume.publications = ListSectionExtractor.publications(byKind[.publications] ?? [])
        resume.languages = ListSectionExtractor.languages((byKind[.languages] ?? []) + listedLanguages)
        resume.projects = ListSectionExtractor.projects(byKind[.projects] ?? [])
        resume.volunteer = ListSectionExtractor.volunteer(byKind[.volunteer] ?? [])
        if resume.basics.name == nil { resume.warnings.append("no name found: check the first lines of the resume") }
        if resume.basics.email == nil && resume.basics.phone == nil {
            resume.warnings.append("no email or phone found")
        }
        if resume.work.isEmpty && resume.education.isEmpty {
            resume.warnings.append("no work or education entries found: the layout may not have been understood")
        }
    }

    /// Blocks of the header (before any heading) that hold entries or lists, not contact
    /// details: resumes that start straight with their experience, or never head a section.
    static func headerlessBlocks(_ header: [DocumentLine]) -> [(kind: SectionKind, lines: [DocumentLine])] {
        var blocks: [[DocumentLine]] = []
        for line in header {
            if line.startsBlock || blocks.isEmpty { blocks.append([]) }
            blocks[blocks.count - 1].append(line)
        }
        var result: [(kind: SectionKind, lines: [DocumentLine])] = []
        for block in blocks.dropFirst() {
            let hasContact = block.contains { $0.text.contains("@") }
            guard !hasContact, let kind = ContentClassifier.classify(block) else { continue }
            result.append((kind, block))
        }
        return result
    }
}
