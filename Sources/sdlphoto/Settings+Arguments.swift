import ArgumentParser
import PhotoCore

/// `--transition slide|none`.
extension Settings.Transition: ExpressibleByArgument {}
extension Settings.RawFiles: ExpressibleByArgument {}

/// `--colour-management on|off`.
extension Settings.ColourManagement: ExpressibleByArgument {}
extension Settings.HardwareDecoding: ExpressibleByArgument {}

/// `--slideshow-transition crossfade|slide|kenburns|none`.
extension SlideshowLook.Transition: ExpressibleByArgument {}

/// `--kiosk-exit Ctrl+Alt+Q`.
extension KeyChord: ExpressibleByArgument {
  public init?(argument: String) { self.init(argument) }
}

/// `--fit contain|cover|blur`.
extension SlideshowLook.Fit: ExpressibleByArgument {}

/// `--rotate-display 0|90|180|270`.
extension DisplayRotation: ExpressibleByArgument {
  /// The turn of `argument` degrees clockwise; nil (an invalid value) for any other angle.
  public init?(argument: String) {
    guard let degrees = Int(argument) else { return nil }
    self.init(degrees: degrees)
  }

  public static var allValueStrings: [String] { allCases.map { String($0.degrees) } }
}

/// `--size WxH`.
extension Settings.WindowSize: ExpressibleByArgument {
  /// The size written `WxH`; nil (an invalid value) for anything else.
  public init?(argument: String) {
    self.init(argument)
  }
}

/// `--http ADDR:PORT`.
extension HTTPAddress: ExpressibleByArgument {
  /// The address written `ADDR:PORT`, `:PORT`, `PORT` or `[IPv6]:PORT`; nil (an invalid value) otherwise.
  public init?(argument: String) { self.init(argument) }
}
