/// One worker's per-job accumulators, filled from the inverted indexes for one candidate at a
/// time and cleared after, so each candidate costs its postings, not a full reset.
final class ScoringScratch {
    /// IDF sum of the skills each job shares with the candidate.
    let skillSum: ColumnBuffer<Double>
    /// Candidate keywords each job mentions.
    let keywordHits: ColumnBuffer<Int32>
    /// Bit 1: the job is in a place of the location feature; bit 2: in a preferred place.
    let marks: ColumnBuffer<UInt8>

    init(jobCount: Int) {
        skillSum = ColumnBuffer([Double](repeating: 0, count: jobCount))
        keywordHits = ColumnBuffer([Int32](repeating: 0, count: jobCount))
        marks = ColumnBuffer([UInt8](repeating: 0, count: jobCount))
    }

    /// Adds what the candidate's skills, keywords and places say about every job.
    func gather(_ context: CandidateContext, corpus: JobCorpus, keywords: KeywordIndex) {
        let sums = skillSum.buffer, hits = keywordHits.buffer, marks = marks.buffer
        // Ascending skill ids: every job's sum is added in one fixed order.
        for skill in context.skillIds {
            let weight = corpus.idf[Int(skill)]
            for job in corpus.skillPostings.row(Int(skill)) { sums[Int(job)] += weight }
        }
        for keyword in context.keywordIds {
            for job in keywords.postings.row(Int(keyword)) { hits[Int(job)] += 1 }
        }
        for place in context.featurePlaces {
            for job in corpus.placePostings.row(Int(place)) { marks[Int(job)] |= 1 }
        }
        for place in context.filterPlaces {
            for job in corpus.placePostings.row(Int(place)) { marks[Int(job)] |= 2 }
        }
    }

    /// Undoes `gather` for the same candidate.
    func clear(_ context: CandidateContext, corpus: JobCorpus, keywords: KeywordIndex) {
        let sums = skillSum.buffer, hits = keywordHits.buffer, marks = marks.buffer
        for skill in context.skillIds {
            for job in corpus.skillPostings.row(Int(skill)) { sums[Int(job)] = 0 }
        }
        for keyword in context.keywordIds {
            for job in keywords.postings.row(Int(keyword)) { hits[Int(job)] = 0 }
        }
        for place in context.featurePlaces + context.filterPlaces {
            for job in corpus.placePostings.row(Int(place)) { marks[Int(job)] = 0 }
        }
    }
}
