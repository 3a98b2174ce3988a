/// Owns a fixed buffer copied from an array, so hot loops can read it through a plain pointer
/// (no reference counting, no bounds checks in release builds). Never mutated after init.
final class ColumnBuffer<Element>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<Element>

    init(_ values: [Element]) {
        buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: max(1, values.count))
        _ = buffer.initialize(from: values)
    }

    /// The values, read-only; valid while this object lives.
    var pointer: UnsafeBufferPointer<Element> { UnsafeBufferPointer(rebasing: buffer[0..<buffer.count]) }

    deinit {
        buffer.deallocate()
    }
}

/// Read-only pointers to the job columns the scoring kernel reads, valid while the
/// `JobCorpus` that made them lives.
struct JobColumns: @unchecked Sendable {
    /// 1 / Σ idf over each job's skills; 0 for a job without skills.
    let inverseIdfTotal: UnsafeBufferPointer<Double>
    /// Each job's occupation index, −1 when it has none.
    let occupation: UnsafeBufferPointer<Int32>
    /// Each job's arm group index.
    let group: UnsafeBufferPointer<Int32>
    /// O*NET education level required, 0 when not given.
    let education: UnsafeBufferPointer<Int8>
    /// Years of experience required, NaN when not given.
    let experience: UnsafeBufferPointer<Double>
    /// 1 / years required; 0 when none are, NaN when not given.
    let experienceInverse: UnsafeBufferPointer<Double>
    /// `RemoteMode` of each job, as 0 remote, 1 hybrid, 2 onsite, 3 unknown.
    let remote: UnsafeBufferPointer<UInt8>
    /// `remote << 1 | names a place`: with the candidate's place mark, it picks the location fit.
    let locationCode: UnsafeBufferPointer<UInt8>
    /// Each job's company id, −1 when it has none.
    let company: UnsafeBufferPointer<Int32>
    /// Top of the pay range per year, NaN when not given.
    let yearlyPay: UnsafeBufferPointer<Double>
    /// Each job's currency id, −1 when it has none.
    let currency: UnsafeBufferPointer<Int32>
    /// Days between posting and `asOf`, NaN when not given.
    let ageDays: UnsafeBufferPointer<Double>
    /// Recency feature of each job (independent of the candidate).
    let recency: UnsafeBufferPointer<Double>
}
