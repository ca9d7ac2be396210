/// Watching the album's folders (see `Tuning`).
extension Tuning {
  /// `--watch`: files added, removed or replaced while the viewer runs.
  public enum Watch {
    /// After a change is heard, the folders are listed once nothing more has been heard for this long,
    /// seconds: a copy of many files is one listing, not one per file. Source: house choice (under the
    /// issue's "within a second" with `stableAfter` added).
    public static let quiet: Double = 0.1
    /// ... but no later than this after the first change heard, seconds, however busy the folder is.
    /// Source: house choice.
    public static let longestWait: Double = 0.5
    /// A file new or rewritten joins the album once its size and modification time have held still for this
    /// long, seconds (a file still being copied is not shown half written). Source: house choice (a copy
    /// writes far more often; a second in all with `quiet`).
    public static let stableAfter: Double = 0.3
    /// How often a folder that went away (an unplugged stick, a dropped network mount) is looked for,
    /// seconds. Source: house choice.
    public static let lookForGoneFolder: Double = 1
    /// How often a manifest on a server is fetched again, seconds (`--refresh`, given in minutes); a fetch
    /// of an unchanged manifest is a conditional request answered by a 304. Source: house choice (a photo
    /// frame's album changes a few times a day; picframe and immich-kiosk poll every few minutes).
    public static let manifestRefresh: Double = 300
  }
}
