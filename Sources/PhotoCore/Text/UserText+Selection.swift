/// The words of the grid's bar and its select mode.
extension UserText {
  /// A clip's length as players write it: "0:07", "4:32", "1:02:03" (whole seconds, rounded up from a
  /// fraction so a 0.4 s clip is not "0:00").
  public static func clipLength(_ seconds: Double) -> String {
    clockText(seconds.isFinite ? max(0, Int(seconds.rounded(.up))) : 0)
  }

  /// How far a clip has played, as players write it: "0:03" (whole seconds gone by, rounded down).
  public static func clipTime(_ seconds: Double) -> String {
    clockText(seconds.isFinite ? max(0, Int(seconds.rounded(.down))) : 0)
  }

  /// `whole` seconds as "m:ss", or "h:mm:ss" from an hour.
  private static func clockText(_ whole: Int) -> String {
    let (h, m, s) = (whole / 3600, whole / 60 % 60, whole % 60)
    let twoDigits = { (n: Int) in n < 10 ? "0\(n)" : "\(n)" }
    return h > 0 ? "\(h):\(twoDigits(m)):\(twoDigits(s))" : "\(m):\(twoDigits(s))"
  }

  /// "1 photo", "12 photos".
  public static func photoCount(_ count: Int) -> String { trn("{0} photo", "{0} photos", count: count, "\(count)") }

  /// The grid bar's line under the folder's name: its sub-folders, photos and clips, those there are.
  public static func folderContents(folders: Int, photos: Int, clips: Int = 0) -> String {
    var parts: [String] = []
    if folders > 0 { parts.append(trn("{0} folder", "{0} folders", count: folders, "\(folders)")) }
    if photos > 0 || (folders == 0 && clips == 0) { parts.append(photoCount(photos)) }
    if clips > 0 { parts.append(trn("{0} clip", "{0} clips", count: clips, "\(clips)")) }
    return parts.joined(separator: " · ")
  }

  /// The grid bar's title while choosing cells.
  public static func chosen(_ count: Int) -> String {
    count == 0 ? tr("Select photos") : trn("{0} selected", "{0} selected", count: count, "\(count)")
  }

  /// The grid's bottom bar used with nothing chosen.
  public static var nothingChosen: String { tr("Tap photos to select them first") }

  /// Delete's question about several photos.
  public static func trashQuestion(count: Int) -> String {
    trn(
      "Move {0} photo to the trash? Delete or Enter moves it, Escape keeps it",
      "Move {0} photos to the trash? Delete or Enter moves them, Escape keeps them", count: count, "\(count)")
  }

  /// After several photos went to the trash.
  public static func trashed(count: Int) -> String {
    trn(
      "{0} photo moved to the trash · U puts it back", "{0} photos moved to the trash · U puts them back", count: count,
      "\(count)")
  }

  /// After U put several photos back.
  public static func restored(count: Int) -> String {
    trn("{0} photo back from the trash", "{0} photos back from the trash", count: count, "\(count)")
  }

  /// After the mark control marked the chosen photos, or took their marks off.
  public static func marked(_ count: Int, on: Bool) -> String {
    on
      ? trn("{0} photo marked", "{0} photos marked", count: count, "\(count)")
      : trn("Marks taken off {0} photo", "Marks taken off {0} photos", count: count, "\(count)")
  }
}
