import ArgumentParser
import Foundation
import PhotoCore
import PhotoShell

/// The command line's options of one concern, under the title "Display" in `--help` and the man page:
/// The window, the screen and how photos are drawn and decoded; what is said on stderr.
struct DisplayArguments: OptionsGroup {
  /// The title of these options in `--help`, the man page and `--print-config`.
  static let title = "Display"
  /// The config file\'s table of these options.
  static let table = "display"

  @Flag(inversion: .prefixedNo, help: "Start in full screen.")
  var fullscreen = false

  @Option(help: ArgumentHelp("Window size in points.", valueName: "WxH"))
  var size: Settings.WindowSize?

  @Option(
    help: ArgumentHelp(
      "Turn the picture clockwise by this many degrees, for a screen mounted on its side or upside down (touch turns with it).",
      valueName: "0|90|180|270"))
  var rotateDisplay: DisplayRotation = .none

  @Option(
    help: ArgumentHelp(
      "Colour management: 'on' shows photos in their own colour space (embedded ICC profiles, Display P3, Adobe RGB) converted to the display's; 'off' shows their values as they are.",
      valueName: "on|off"))
  var colourManagement: Settings.ColourManagement = .on

  @Option(
    help:
      "Decode clips on the GPU's video decoder (VA-API) where the machine has one ('auto'), or always in software ('off')."
  )
  var hwdec: Settings.HardwareDecoding = .auto

  @Flag(
    inversion: .prefixedNo,
    help:
      "Keep grid thumbnails in the shared thumbnail cache (~/.cache/thumbnails, as file managers do), or in memory only."
  )
  var thumbnailCache = true

  @Option(
    help: ArgumentHelp(
      "Memory for recently seen photos, MiB (default: half a screen's worth; --source-cache-mb is the disk's).",
      valueName: "N"))
  var cacheMb: Int?

  @Option(help: ArgumentHelp("Refuse photos with more pixels than this (decompression bombs).", valueName: "N"))
  var maxPixels: Int = Tuning.Loading.maxPixels

  @Option(
    help: ArgumentHelp(
      "Largest texture side, pixels (tests: draws large photos from tiles).", valueName: "N", visibility: .hidden))
  var maxTexture: Int?

  @Option(
    help: ArgumentHelp(
      "Most pixels of a whole sharper decode for a zoomed photo (tests: decodes parts sooner).", valueName: "N",
      visibility: .hidden))
  var maxDetailPixels: Int = Tuning.Loading.maxDetailPixels

  @Flag(
    inversion: .prefixedNo,
    help:
      "Leave warnings off stderr (an entry of a list that is not a photo, an option that cannot apply); errors still show."
  )
  var quiet = false

  @Flag(inversion: .prefixedNo, help: "Print details (renderer, timings) on stderr.")
  var verbose = false
}

extension DisplayArguments {
  /// The caches' and the decodes' sizes checked.
  func validate() throws {
    if let cacheMb, !(0...65536).contains(cacheMb) {
      throw ValidationError(tr("--cache-mb must be between 0 and 65536"))
    }
    if let maxTexture, !(16...65536).contains(maxTexture) {
      throw ValidationError(tr("--max-texture must be between 16 and 65536"))
    }
    guard maxPixels >= 1 else { throw ValidationError(tr("--max-pixels must be at least 1")) }
    guard maxDetailPixels >= 1 else { throw ValidationError(tr("--max-detail-pixels must be at least 1")) }
  }
}
