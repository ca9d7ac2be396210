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
  public static func photoCount(_ count: Int) -> String { count == 1 ? "1 photo" : "\(count) photos" }

  /// The grid bar's line under the folder's name: its sub-folders, photos and clips, those there are.
  public static func folderContents(folders: Int, photos: Int, clips: Int = 0) -> String {
    var parts: [String] = []
    if folders > 0 { parts.append(folders == 1 ? "1 folder" : "\(folders) folders") }
    if photos > 0 || (folders == 0 && clips == 0) { parts.append(photoCount(photos)) }
    if clips > 0 { parts.append(clips == 1 ? "1 clip" : "\(clips) clips") }
    return parts.joined(separator: " · ")
  }

  /// The grid bar's title while choosing cells.
  public static func chosen(_ count: Int) -> String { count == 0 ? "Select photos" : "\(count) selected" }

  /// The grid's bottom bar used with nothing chosen.
  public static let nothingChosen = "Tap photos to select them first"

  /// Delete's question about several photos.
  public static func trashQuestion(count: Int) -> String {
    "Move \(photoCount(count)) to the trash? Delete or Enter moves them, Escape keeps them"
  }

  /// After several photos went to the trash.
  public static func trashed(count: Int) -> String { "\(photoCount(count)) moved to the trash · U puts them back" }

  /// After U put several photos back.
  public static func restored(count: Int) -> String { "\(photoCount(count)) back from the trash" }

  /// After the mark control marked the chosen photos, or took their marks off.
  public static func marked(_ count: Int, on: Bool) -> String {
    on ? "\(photoCount(count)) marked" : "Marks taken off \(photoCount(count))"
  }
}
