import ArgumentParser
import Foundation
import PhotoCore
import PhotoShell

/// The options checked together, and turned into `Settings`. Each group checks its own values (its
/// `validate()`, called by swift-argument-parser); what spans groups is checked here.
extension SDLPhotoCommand {
  /// Checks the paths against the options that read them.
  func validate() throws {
    if remote.send != nil && paths.isEmpty {
      throw ValidationError(tr("--send needs a command after the socket, e.g. 'sdlphoto --send SOCKET next'"))
    }
    if paths.contains("-") && paths.count > 1 {
      throw ValidationError(tr("'-' reads the list from standard input and cannot be mixed with other paths"))
    }
  }

  /// Every option as given, the seed for `--sort random` drawn when none was given.
  func settings() -> Settings {
    var settings = Settings()
    settings.paths = paths
    let seed = album.seed ?? UInt64.random(in: .min ... .max)
    album.apply(to: &settings, seed: seed, kiosk: show.kiosk)
    settings.library = library.library
    settings.query = library.query(today: scripting.now.flatMap(LocalTime.seconds))
    show.apply(to: &settings, seed: seed)
    display.apply(to: &settings, kiosk: show.kiosk)
    remote.apply(to: &settings)
    scripting.apply(to: &settings)
    return settings
  }
}

extension AlbumArguments {
  /// The album's settings; a kiosk's album holds its sub-folders.
  func apply(to settings: inout Settings, seed: UInt64, kiosk: Bool) {
    settings.sort = sort?.sort(seed: seed)
    settings.reverse = reverse
    settings.recursive = recursive || kiosk
    settings.raw = raw
    settings.clips = clips
    settings.watch = watch
    settings.refreshMinutes = refresh
    settings.sourceCAFile = sourceCa
    settings.sourceCacheMegabytes = sourceCacheMb
    settings.grid = grid
    settings.transition = transition
    settings.printMarked = printMarked
    settings.readOnly = readOnly
  }
}

extension SlideshowArguments {
  /// The show's settings: a kiosk shows one at `Tuning.Slideshow.kioskInterval` unless `--slideshow` says.
  func apply(to settings: inout Settings, seed: UInt64) {
    settings.slideshowLook = SlideshowLook(
      transition: slideshowTransition, transitionTime: slideshowTransitionTime, fit: fit, seed: seed,
      pairsPortraits: pairPortraits, caption: caption.flatMap { try? CaptionFormat($0) })
    settings.slideshowLook.clipLimit = clipLimit
    settings.slideshowLook.playsLiveMotion = livePhotos == .motion
    settings.slideshow = slideshow ?? (kiosk ? Tuning.Slideshow.kioskInterval : nil)
    settings.resumeAfter = resumeAfter
    settings.recentFirst = recentFirst
    settings.schedule = schedule.flatMap { try? Schedule($0) }
    settings.sound = sound
    settings.kiosk = kiosk
    settings.kioskExit = kioskExit
    settings.kioskControls = kioskControls
  }
}

extension DisplayArguments {
  /// The display's settings; a kiosk is full screen.
  func apply(to settings: inout Settings, kiosk: Bool) {
    settings.fullscreen = fullscreen || kiosk
    settings.windowSize = size
    settings.rotateDisplay = rotateDisplay
    settings.colourManagement = colourManagement
    settings.hardwareDecoding = hwdec
    settings.thumbnailCache = thumbnailCache
    settings.cacheMegabytes = cacheMb
    settings.maxPixels = maxPixels
    settings.maxTextureSize = maxTexture
    settings.maxDetailPixels = maxDetailPixels
    settings.quiet = quiet
    settings.verbose = verbose
  }
}

extension RemoteArguments {
  /// The remote controls' settings.
  func apply(to settings: inout Settings) {
    settings.controlPath = control
    settings.http = http
    settings.httpToken = httpToken
    settings.mqtt = try? mqttAddress()  // checked by validate()
    settings.mqttName = mqttName
    settings.mqttCAFile = mqttCa
    settings.mqttDiscovery = mqttDiscovery != "off"
  }
}

extension ScriptingArguments {
  /// A scripted run's settings: the script, its clock and what it writes.
  func apply(to settings: inout Settings) {
    settings.now = now.flatMap(LocalTime.seconds)
    settings.scriptPath = script
    settings.fps = fps
    settings.tracePath = trace
    settings.recordDirectory = record
    settings.recordRawPath = recordRaw
    settings.frameLogPath = frameLog
  }
}
