import ArgumentParser
import PhotoCore

/// `--transition slide|none`.
extension Settings.Transition: ExpressibleByArgument {}

/// `--colour-management on|off`.
extension Settings.ColourManagement: ExpressibleByArgument {}

/// `--slideshow-transition crossfade|slide|kenburns|none`.
extension SlideshowLook.Transition: ExpressibleByArgument {}

/// `--kiosk-exit Ctrl+Alt+Q`.
extension KeyChord: ExpressibleByArgument {
  public init?(argument: String) { self.init(argument) }
}

/// `--fit contain|cover|blur`.
extension SlideshowLook.Fit: ExpressibleByArgument {}

/// `--size WxH`.
extension Settings.WindowSize: ExpressibleByArgument {
  /// The size written `WxH`; nil (an invalid value) for anything else.
  public init?(argument: String) {
    self.init(argument)
  }
}
