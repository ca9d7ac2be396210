import CLoader
import CSDL2
import CSDL2.SysWM
import Foundation

/// Puts the display to sleep and wakes it (`--schedule`): on X11 through the server's DPMS extension where it
/// has one (the monitor's power off), else its screen saver (Xvfb has no DPMS); libX11 and libXext are opened
/// at run time (`CLoader`), so nothing links against them and other video drivers (KMS, Wayland) simply keep the black
/// frame on. Said once on stderr with `--verbose` which way it went.
final class DisplayPower {
  private typealias ForceScreenSaver = @convention(c) (UnsafeMutableRawPointer?, Int32) -> Int32
  private typealias Flush = @convention(c) (UnsafeMutableRawPointer?) -> Int32
  private typealias Capable = @convention(c) (UnsafeMutableRawPointer?) -> UInt8
  private typealias QueryExtension =
    @convention(c) (
      UnsafeMutableRawPointer?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?
    ) -> Int32
  private typealias ForceLevel = @convention(c) (UnsafeMutableRawPointer?, UInt16) -> Int32
  private typealias Enable = @convention(c) (UnsafeMutableRawPointer?) -> Int32

  private let display: UnsafeMutableRawPointer?
  private var forceScreenSaver: ForceScreenSaver?
  private var flush: Flush?
  private var forceLevel: ForceLevel?
  private var enable: Enable?
  /// Whether the server has DPMS.
  private(set) var usesDPMS = false

  /// The display `window` is on.
  init(window: OpaquePointer) {
    display = sdlphoto_x11_display(window)
    guard display != nil, let x11 = sdlphoto_library_open("libX11.so.6", nil, 0) else { return }
    forceScreenSaver = dlsym(x11, "XForceScreenSaver").map { unsafeBitCast($0, to: ForceScreenSaver.self) }
    flush = dlsym(x11, "XFlush").map { unsafeBitCast($0, to: Flush.self) }
    guard let xext = sdlphoto_library_open("libXext.so.6", nil, 0),
      let query = dlsym(xext, "DPMSQueryExtension").map({ unsafeBitCast($0, to: QueryExtension.self) }),
      let capable = dlsym(xext, "DPMSCapable").map({ unsafeBitCast($0, to: Capable.self) })
    else { return }
    var event: Int32 = 0
    var error: Int32 = 0
    guard query(display, &event, &error) != 0, capable(display) != 0 else { return }
    forceLevel = dlsym(xext, "DPMSForceLevel").map { unsafeBitCast($0, to: ForceLevel.self) }
    enable = dlsym(xext, "DPMSEnable").map { unsafeBitCast($0, to: Enable.self) }
    usesDPMS = forceLevel != nil && enable != nil
  }

  /// Turns the display off (DPMS), or starts the X screen saver; returns how (the trace's `sleep`): `dpms`,
  /// `screensaver`, or `black` (only the black frame: no X11 display to power off).
  @discardableResult
  func sleep() -> String {
    // SDL keeps the screen saver from starting while its window shows (the kiosk's screen stays on).
    SDL_EnableScreenSaver()
    guard display != nil else {
      Log.info("display asleep: a black screen (no X11 display to power off)")
      return "black"
    }
    var method = "black"
    if usesDPMS, let enable, let forceLevel {
      _ = enable(display)
      _ = forceLevel(display, 3)  // DPMSModeOff
      Log.info("display asleep: DPMS off")
      method = "dpms"
    } else if let forceScreenSaver {
      _ = forceScreenSaver(display, 1)  // ScreenSaverActive
      Log.info("display asleep: the X screen saver (no DPMS)")
      method = "screensaver"
    }
    _ = flush?(display)
    return method
  }

  /// Turns the display back on and stops the screen saver.
  func wake() {
    if display != nil {
      if usesDPMS, let forceLevel { _ = forceLevel(display, 0) }  // DPMSModeOn
      _ = forceScreenSaver?(display, 0)  // ScreenSaverReset
      _ = flush?(display)
    }
    SDL_DisableScreenSaver()
    Log.info("display awake")
  }
}
