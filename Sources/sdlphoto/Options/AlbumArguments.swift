import ArgumentParser
import Foundation
import PhotoCore
import PhotoShell

/// The command line's options of one concern, under the title "Album" in `--help` and the man page:
/// What the album holds and in which order: the folders' photos and clips, RAW pairs, the order, a watched album.
struct AlbumArguments: OptionsGroup {
  /// The title of these options in `--help`, the man page and `--print-config`.
  static let title = "Album"
  /// The config file\'s table of these options.
  static let table = "album"

  @Option(help: ArgumentHelp("Order: name, mtime (oldest first), size (smallest first) or random.", valueName: "order"))
  var sort: SortOrder?

  @Option(help: "Seed for --sort random (default: a new one each run; --verbose prints it).")
  var seed: UInt64?

  @Flag(inversion: .prefixedNo, help: "Reverse the order.")
  var reverse = false

  @Flag(inversion: .prefixedNo, help: "Include sub-folders, depth first.")
  var recursive = false

  @Option(
    help:
      "A camera RAW beside a photo of the same name (IMG_1.CR2 and IMG_1.JPG): 'paired' (one photo, shown from the JPEG, the RAW named in its info) or 'separate'."
  )
  var raw: Settings.RawFiles = .paired

  @Flag(
    inversion: .prefixedNo,
    help: "List video clips (MP4, MOV, WebM, MKV, AVI...) beside the photos; --no-clips leaves them out.")
  var clips = true

  @Flag(
    inversion: .prefixedNo,
    help:
      "Pick up photos added, removed or replaced in the album's folders while running (a photo frame fed over the network)."
  )
  var watch = false

  @Option(
    help: ArgumentHelp(
      "With --watch, how often a manifest on a server (an http(s) URL of a .json, .txt or .list) is fetched again (revalidated with its ETag), and a folder on a server (dav://, smb://, rclone:) listed again.",
      valueName: "MINUTES"))
  var refresh: Double = Tuning.Watch.manifestRefresh / 60

  @Option(
    help: ArgumentHelp(
      "Also trust this certificate authority (PEM) for davs:// servers: a home server's own certificate.",
      valueName: "FILE"))
  var sourceCa: String?

  @Option(
    help: ArgumentHelp(
      "Disk for photos from servers and the web, MiB: the download cache (~/.cache/sdlphoto/photos), photos least recently shown out first, a server's previews last (default: 1024; --cache-mb is memory).",
      valueName: "N"))
  var sourceCacheMb: Int?

  @Flag(
    inversion: .prefixedNo,
    help:
      "Open on the thumbnail grid, or straight into the photo pager (default: the grid for a folder and the demo album, the pager for a file, several paths, a list or a URL)."
  )
  var grid: Bool?

  @Option(help: "Page transitions: 'slide' (animated) or 'none' (instant).")
  var transition: Settings.Transition = .slide

  @Flag(
    inversion: .prefixedNo, help: "At exit, print the paths of the photos marked with M on standard output, one a line."
  )
  var printMarked = false

  @Flag(
    inversion: .prefixedNo,
    help: "Never move a photo to the trash (Delete does nothing); kiosk mode is read-only too.")
  var readOnly = false
}

extension AlbumArguments {
  /// The album's values checked: the order's word and the manifest's refresh.
  func validate() throws {
    guard refresh.isFinite && refresh >= 0.01 && refresh <= 10_080 else {
      throw ValidationError(tr("--refresh must be between 0.01 and 10080 minutes (a week)"))
    }
    if let sourceCacheMb, !(1...16_777_216).contains(sourceCacheMb) {
      throw ValidationError(tr("--source-cache-mb must be between 1 and 16777216 (16 TiB)"))
    }
    if let sourceCa, !FileManager.default.isReadableFile(atPath: sourceCa) {
      throw ValidationError(tr("--source-ca: cannot read {0}", sourceCa))
    }
    if case .unknown? = sort {
      throw ValidationError(tr("--sort must be one of: {0}", AlbumOptions.Sort.names.joined(separator: ", ")))
    }
  }
}
