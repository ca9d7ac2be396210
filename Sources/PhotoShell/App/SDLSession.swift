import CSDL2
import CSDL2Image
import Foundation
import Glibc

/// SDL's process-wide start and stop: video, events, image codecs, and the hints sdlphoto relies on.
public final class SDLSession {
  /// Initialises SDL's video and controller subsystems and SDL2_image.
  public init(verbose: Bool) throws {
    // `Log.verbose` is set by the command line before any thread starts; writing it here would race the
    // decode workers that start before SDL does.
    if verbose && !Log.verbose { Log.error("internal: --verbose must be set before the loader starts") }
    sdlphoto_line_buffer_stdio()
    // SIGINT and SIGTERM end the viewer (SDL turns them into a quit) even when the parent started it with them
    // blocked (a blocked mask is inherited: some process launchers leave them so).
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGINT)
    sigaddset(&signals, SIGTERM)
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    // Captions name months and days in the user's language (only dates: numbers and the trace stay C's).
    setlocale(LC_TIME, "")
    // Touch and mouse stay separate: no synthetic mouse from touch, no synthetic touch from mouse.
    SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
    SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear")
    // Don't let a compositor bypass or screensaver policy surprise a kiosk: keep the screen on while shown.
    SDL_SetHint(SDL_HINT_VIDEO_ALLOW_SCREENSAVER, "0")
    SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
    // Native Wayland under a Wayland compositor, else X11 (SDL 2.26 tries X11 first, through XWayland): SDL
    // falls back to X11 by itself when Wayland cannot start. An SDL_VIDEODRIVER the user set wins.
    if Self.prefersWayland(ProcessInfo.processInfo.environment) {
      SDL_SetHint(SDL_HINT_VIDEODRIVER, "wayland,x11")
    }
    try sdlCheck(SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS), "SDL_Init")
    // JPEG planes are full-range BT.601 (JFIF), not video's limited range.
    SDL_SetYUVConversionMode(SDL_YUV_CONVERSION_JPEG)
    Log.info("SDL video started (\(String(cString: SDL_GetCurrentVideoDriver())))")
    // Controllers are a bonus: a machine without the subsystem still views photos.
    if SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER) < 0 {
      Log.info("no game controller support: \(String(cString: SDL_GetError()))")
    }
    Log.info("controllers started")
    let formats = Int32(IMG_INIT_JPG.rawValue | IMG_INIT_PNG.rawValue | IMG_INIT_TIF.rawValue | IMG_INIT_WEBP.rawValue)
    let loaded = IMG_Init(formats)
    if loaded & formats != formats { Log.info("some image codecs are unavailable: \(String(cString: SDL_GetError()))") }
    Log.info("image codecs started")
  }

  deinit {
    IMG_Quit()
    SDL_Quit()
  }

  /// Whether the user has asked to quit (Ctrl-C, SIGTERM, the window closed) before the viewer runs: events
  /// are pumped, the quit is left queued.
  public func quitRequested() -> Bool {
    SDL_PumpEvents()
    return SDL_HasEvent(SDL_QUIT.rawValue) == SDL_TRUE
  }

  /// Whether SDL knows a key by this script name (`Right`, `Page Down`, `Shift+R`).
  public func isKnownKey(_ name: String) -> Bool { ScriptPlayer.parseKey(name) != nil }

  /// Whether to ask SDL for Wayland first: a compositor's socket is named (`WAYLAND_DISPLAY`) and the user did
  /// not choose a video driver.
  static func prefersWayland(_ environment: [String: String]) -> Bool {
    (environment["SDL_VIDEODRIVER"] ?? "").isEmpty && !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
  }
}
