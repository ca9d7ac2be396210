extension Tuning {
  /// The library's index (`--library`).
  public enum Library {
    /// How long a write waits for another sdlphoto writing the same index, seconds. Source: house choice (a
    /// batch of records takes milliseconds; a second covers a busy disk).
    public static let busyTimeout = 5.0
    /// Records written to the index in one transaction while indexing, unitless. Source: house choice (a
    /// transaction each is SQLite's slow path; a few hundred keep a crash from losing more than a moment).
    public static let batch = 500
    /// SQLite's page cache for the index's writer, kilobytes (its readers, which scan, keep SQLite's default 2 MB:
    /// 12 MB less resident on a warm start, no slower). Source: measured (Scripts/bench library: 100,000 items
    /// make a 19 MB index; SQLite's default 2 MB cache made the first build 3x the floor of reading the same
    /// bytes).
    public static let cacheKilobytes = 32_768
    /// How often the album is listed again while the index is filled in the background, seconds (never while
    /// photos move: it waits for them to rest). Source: house choice (photos move to their dates in steps a user
    /// can follow; each listing of 100,000 items costs the main thread a frame).
    public static let relistInterval = 5.0
    /// The newest records a library's first frame is made from while the rest are read from the index, count.
    /// Source: measured (Scripts/bench library: 100,000 records read and made an album in 0.3 s, twice the bare
    /// window's start); the All level it opens on shows at most 12 columns, under 300 items on a portrait 1080p
    /// screen, so this is several screens of scrolling before the rest is in.
    public static let firstRecords = 2_000
    /// The indexer's thread's nice value, unitless (19, the lowest: the frames, the thumbnails and the user's
    /// other programs come first, about 70 times its share of a core when they compete). Not 20, SCHED_IDLE: on a
    /// machine kept busy by other work it never ran, and a library never filled. Source: the issue ("the lowest
    /// priority"); `Scripts/bench library-frames` (pacing while it indexes); the real-time library test under
    /// load.
    public static let indexerNice: Int32 = 19
    /// While photos move (a fling, the scrubber, a slide), the indexer reads a file at most this often, seconds:
    /// a file's read is about a millisecond, so it takes a few percent of a core from the frames, and still goes
    /// on under a slideshow that never rests. Source: `Scripts/bench library-frames` (at nice 19 with no gap, a
    /// fling's p99 while indexing was 1.54x the bare grid loop's; SCHED_IDLE, which starved on a busy machine,
    /// 1.06x).
    public static let readGapWhileMoving: Double = 0.02
    /// How long a motion holds the reading altogether before it goes on a file every `readGapWhileMoving`,
    /// seconds: a fling, a scrub or a slide is over within it and shares the cores with no reading; a slideshow
    /// that never rests still lets the library fill. Source: `Scripts/bench library-frames` (a file every 20 ms
    /// through the flings left their p99 at 1.31x the bare grid loop's, Docs/performance.md).
    public static let readHoldWhileMoving: Double = 3
    /// How long the notice that a query matched nothing stays, seconds. Source: house choice (long enough to
    /// read on a frame across a room).
    public static let startNoticeTime = 8.0
  }
}
