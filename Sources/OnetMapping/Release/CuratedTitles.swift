/// Job titles today's postings use that O*NET's title lists lack, or list only under an
/// occupation no posting means ("Full Stack Developer" appears in O*NET 27.0 only under
/// Photographic Process Workers), each with the O*NET-SOC code a person would give it. They
/// are added to the index's titles at import (kind `curated`) when the release has the
/// occupation, and are never held out by the accuracy benchmark, which codes O*NET's own titles.
enum CuratedTitles {
    static let all: [(title: String, code: String)] = [
        ("Backend Engineer", "15-1252.00"), ("Back End Engineer", "15-1252.00"), ("Backend Developer", "15-1252.00"),
        ("Back End Developer", "15-1252.00"), ("Backend Software Engineer", "15-1252.00"),
        ("Full Stack Engineer", "15-1252.00"), ("Full Stack Developer", "15-1252.00"), ("Fullstack Engineer", "15-1252.00"),
        ("Fullstack Developer", "15-1252.00"), ("Full Stack Software Engineer", "15-1252.00"),
        ("Platform Engineer", "15-1252.00"), ("Mobile Engineer", "15-1252.00"), ("Mobile Developer", "15-1252.00"),
        ("iOS Engineer", "15-1252.00"), ("Android Engineer", "15-1252.00"), ("Software Development Engineer", "15-1252.00"),
        ("Site Reliability Engineer", "15-1252.00"),
        ("Frontend Engineer", "15-1254.00"), ("Front End Engineer", "15-1254.00"), ("Frontend Developer", "15-1254.00"),
        ("Front End Software Engineer", "15-1254.00"), ("React Developer", "15-1254.00"), ("Web Engineer", "15-1254.00"),
        ("Customer Success Manager", "13-1199.00"), ("Customer Success Specialist", "13-1199.00"),
        ("Solutions Consultant", "41-9031.00"), ("Software Development Engineer in Test", "15-1253.00"),
        ("Product Owner", "15-1299.09"), ("Crew Member", "35-3023.00"), ("General Labor", "53-7062.00"), ("General Laborer", "53-7062.00"),
    ]
}
