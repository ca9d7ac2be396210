import PhotoCore

/// The display's colour profile as photos are converted to it: the profile last read from the window, and its
/// description (the trace's `displayProfile`; nil: sRGB). A profile Little CMS cannot use leaves the display
/// sRGB, with one stderr line.
final class DisplayProfileSync {
  /// The profile last read (nil: none, taken as sRGB).
  private var profile: [UInt8]?
  /// The description of the profile photos are converted to; nil: sRGB.
  private(set) var name: String?
  /// `--no-color-management` off: photos' colours are converted at all.
  private let managesColour: Bool

  /// A sync for a run that converts photos' colours (`managesColour`) or not.
  init(managesColour: Bool) { self.managesColour = managesColour }

  /// Takes the window's profile `read` now (nil: none); whether photos must decode again because their colours
  /// were converted for another display than the new one (the first may have decoded for sRGB before the
  /// window knew its display).
  func take(_ read: [UInt8]?) -> Bool {
    guard read != profile else { return false }
    profile = read
    guard managesColour else { return false }
    let wasSet = ColorConversion.displayProfileSet
    if let read {
      let description = ICCProfile.description(of: read) ?? "unnamed"
      if ColorConversion.setDisplayProfile(read) {
        Log.info("display colour profile: \(description) (\(read.count) bytes)")
        name = description
      } else {
        name = nil
        Log.error("the display's colour profile (\(description)) cannot be used; colours are shown for sRGB")
      }
    } else {
      ColorConversion.setDisplayProfile(nil)
      name = nil
      Log.info("display colour profile: none (sRGB)")
    }
    // Nothing decoded so far was for another display than sRGB unless a profile was set before.
    return wasSet || ColorConversion.displayProfileSet
  }
}
