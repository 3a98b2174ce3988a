/// For each page of a spill file, how many records on it are still to be read back, so that a
/// page can be given back to the file system as soon as nothing on it will be read again: the
/// spill file then shrinks while the output grows, and a run needs about one copy of its records
/// on disk and in the page cache, not two.
struct SpillPageLedger {
    let pageSize: Int
    private var pending: [UInt32]

    /// `reads`: where every record that will be read back lies, as (offset, length) in the file.
    init(reads: [(offset: Int, length: Int)], fileSize: Int, pageSize: Int) {
        self.pageSize = pageSize
        pending = Array(repeating: 0, count: (fileSize + pageSize - 1) / pageSize)
        for read in reads where read.length > 0 {
            for page in pages(read.offset, read.length) { pending[page] += 1 }
        }
    }

    /// The byte ranges of the pages no record will be read from.
    var unreadRanges: [Range<Int>] {
        byteRanges(of: pending.indices.filter { pending[$0] == 0 })
    }

    /// Counts the record at `offset` as read; the pages it leaves with nothing to read are added to `emptied`.
    mutating func read(offset: Int, length: Int, emptied: inout [Int]) {
        guard length > 0 else { return }
        for page in pages(offset, length) {
            pending[page] -= 1
            if pending[page] == 0 { emptied.append(page) }
        }
    }

    /// `pages` as byte ranges, neighbouring pages joined into one range.
    func byteRanges(of pages: [Int]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for page in pages.sorted() {
            let range = page * pageSize..<(page + 1) * pageSize
            if let last = ranges.last, last.upperBound == range.lowerBound {
                ranges[ranges.count - 1] = last.lowerBound..<range.upperBound
            } else {
                ranges.append(range)
            }
        }
        return ranges
    }

    private func pages(_ offset: Int, _ length: Int) -> ClosedRange<Int> {
        offset / pageSize...(offset + length - 1) / pageSize
    }
}
