import ArgumentParser
import Foundation
import PhotoCore
import PhotoShell

/// The options checked together, and turned into `Settings`.
extension SDLPhotoCommand {
  /// Checks what swift-argument-parser cannot check option by option: ranges, formats, combinations.
  func validate() throws {
    try validateRanges()
    try validateFormats()
    try validateRemotes()
    if send != nil && paths.isEmpty {
      throw ValidationError(tr("--send needs a command after the socket, e.g. 'sdlphoto --send SOCKET next'"))
    }
    if paths.contains("-") && paths.count > 1 {
      throw ValidationError(tr("'-' reads the list from standard input and cannot be mixed with other paths"))
    }
  }

  /// The numbers that must lie in a range: frames a second, the caches, intervals, sizes.
  private func validateRanges() throws {
    guard (1...1000).contains(fps) else { throw ValidationError(tr("--fps must be between 1 and 1000")) }
    if let cacheMb, !(0...65536).contains(cacheMb) {
      throw ValidationError(tr("--cache-mb must be between 0 and 65536"))
    }
    if let maxTexture, !(16...65536).contains(maxTexture) {
      throw ValidationError(tr("--max-texture must be between 16 and 65536"))
    }
    if let slideshow, !(slideshow.isFinite && slideshow >= Tuning.Slideshow.shortestInterval && slideshow <= 86_400) {
      throw ValidationError(
        tr("--slideshow must be between {0} and 86400 seconds", "\(Tuning.Slideshow.shortestInterval)"))
    }
    if let clipLimit, !(clipLimit.isFinite && clipLimit > 0) {
      throw ValidationError(tr("--clip-limit must be a number of seconds above 0"))
    }
    guard resumeAfter.isFinite && (0...86_400).contains(resumeAfter) else {
      throw ValidationError(tr("--resume-after must be between 0 and 86400 seconds"))
    }
    guard slideshowTransitionTime.isFinite && (0...60).contains(slideshowTransitionTime) else {
      throw ValidationError(tr("--slideshow-transition-time must be between 0 and 60 seconds"))
    }
    guard maxPixels >= 1 else { throw ValidationError(tr("--max-pixels must be at least 1")) }
    guard maxDetailPixels >= 1 else { throw ValidationError(tr("--max-detail-pixels must be at least 1")) }
  }

  /// The values written in a format of their own (days, kinds, times, the schedule, the caption, the sort), and
  /// the counts of days and minutes among them.
  private func validateFormats() throws {
    if let from, LibraryQuery.day(from) == nil {
      throw ValidationError(tr("--from takes a day as YYYY-MM-DD, YYYY-MM or YYYY, not '{0}'", from))
    }
    if let to, LibraryQuery.day(to, end: true) == nil {
      throw ValidationError(tr("--to takes a day as YYYY-MM-DD, YYYY-MM or YYYY, not '{0}'", to))
    }
    if let kind, LibraryRecord.Kind(rawValue: kind) == nil {
      throw ValidationError(tr("--kind takes photo, clip, live or raw, not '{0}'", kind))
    }
    if let recentFirst, !(recentFirst.isFinite && recentFirst > 0 && recentFirst <= 36_500) {
      throw ValidationError(tr("--recent-first must be between 0 and 36500 days"))
    }
    if let now, LocalTime.seconds(now) == nil {
      throw ValidationError(tr("--now must be a local date and time 'YYYY-MM-DD HH:MM[:SS]', not '{0}'", now))
    }
    guard refresh.isFinite && refresh >= 0.01 && refresh <= 10_080 else {
      throw ValidationError(tr("--refresh must be between 0.01 and 10080 minutes (a week)"))
    }
    if let schedule {
      do throws(ScheduleError) {
        _ = try Schedule(schedule)
      } catch {
        throw ValidationError(tr("--schedule: {0}", error.message))
      }
    }
    if let caption {
      do throws(CaptionFormatError) {
        _ = try CaptionFormat(caption)
      } catch {
        throw ValidationError(tr("--caption: {0}", error.message))
      }
    }
    if case .unknown? = sort {
      throw ValidationError(tr("--sort must be one of: {0}", AlbumOptions.Sort.names.joined(separator: ", ")))
    }
  }

  /// The remote controls' options, and the ones that go together.
  private func validateRemotes() throws {
    if let http, !http.isLoopback, (httpToken ?? "").isEmpty {
      throw ValidationError(tr("--http {0} is reachable from other machines: give it an --http-token", "\(http)"))
    }
    if let httpToken, httpToken.count < 8 {
      throw ValidationError(tr("--http-token must be at least 8 characters"))
    }
    if mqtt == nil && (mqttName != nil || mqttPasswordFile != nil || mqttCa != nil || mqttDiscovery != nil) {
      throw ValidationError(tr("--mqtt-name, --mqtt-password-file, --mqtt-ca and --mqtt-discovery go with --mqtt URL"))
    }
    if let mqttDiscovery, !["on", "off"].contains(mqttDiscovery) {
      throw ValidationError(tr("--mqtt-discovery takes on or off"))
    }
    _ = try mqttAddress()
  }

  /// Every option as given, the seed for `--sort random` drawn when none was given.
  func settings() -> Settings {
    var settings = Settings()
    settings.paths = paths
    let seed = seed ?? UInt64.random(in: .min ... .max)
    settings.sort = sort?.sort(seed: seed)
    settings.slideshowLook = SlideshowLook(
      transition: slideshowTransition, transitionTime: slideshowTransitionTime, fit: fit, seed: seed,
      pairsPortraits: pairPortraits, caption: caption.flatMap { try? CaptionFormat($0) })
    settings.slideshowLook.clipLimit = clipLimit
    settings.slideshowLook.playsLiveMotion = livePhotos == .motion
    settings.reverse = reverse
    settings.recursive = recursive || kiosk
    settings.raw = raw
    settings.clips = clips
    settings.watch = watch
    settings.refreshMinutes = refresh
    settings.recentFirst = recentFirst
    settings.library = library
    settings.query = query(today: now.flatMap(LocalTime.seconds))
    settings.schedule = schedule.flatMap { try? Schedule($0) }
    settings.now = now.flatMap(LocalTime.seconds)
    settings.fullscreen = fullscreen || kiosk
    settings.kiosk = kiosk
    settings.kioskExit = kioskExit
    settings.rotateDisplay = rotateDisplay
    settings.printMarked = printMarked
    settings.readOnly = readOnly
    settings.kioskControls = kioskControls
    settings.sound = sound
    settings.hardwareDecoding = hwdec
    settings.controlPath = control
    settings.http = http
    settings.httpToken = httpToken
    settings.mqtt = try? mqttAddress()  // checked by validate()
    settings.mqttName = mqttName
    settings.mqttCAFile = mqttCa
    settings.mqttDiscovery = mqttDiscovery != "off"
    settings.quiet = quiet
    settings.windowSize = size
    settings.verbose = verbose
    settings.transition = transition
    settings.slideshow = slideshow ?? (kiosk ? Tuning.Slideshow.kioskInterval : nil)
    settings.resumeAfter = resumeAfter
    settings.cacheMegabytes = cacheMb
    settings.maxPixels = maxPixels
    settings.colourManagement = colourManagement
    settings.thumbnailCache = thumbnailCache
    settings.grid = grid
    settings.maxTextureSize = maxTexture
    settings.maxDetailPixels = maxDetailPixels
    settings.scriptPath = script
    settings.fps = fps
    settings.tracePath = trace
    settings.recordDirectory = record
    settings.recordRawPath = recordRaw
    settings.frameLogPath = frameLog
    return settings
  }
}

extension SDLPhotoCommand {
  /// The query the options ask for; "this day" is `today`'s (seconds since 1970; nil: now), on this machine's
  /// clock.
  func query(today: Double?) -> LibraryQuery {
    var query = LibraryQuery()
    query.from = from.flatMap { LibraryQuery.day($0) }
    query.to = to.flatMap { LibraryQuery.day($0, end: true) }
    if onThisDay { query.onThisDay = LocalTime.day(at: today ?? Date().timeIntervalSince1970) }
    query.place = place
    query.camera = camera
    query.kind = kind.flatMap(LibraryRecord.Kind.init(rawValue:))
    return query
  }
}

extension SDLPhotoCommand {
  /// `--mqtt`'s address, its password from `--mqtt-password-file` when given (the file's first line).
  func mqttAddress() throws -> MQTTAddress? {
    guard let mqtt else { return nil }
    var address: MQTTAddress
    switch MQTTAddress.parse(mqtt) {
    case .success(let parsed): address = parsed
    case .failure(let error): throw ValidationError(error.message)
    }
    if let mqttPasswordFile {
      guard
        let text = FileManager.default.contents(atPath: mqttPasswordFile).map({ String(decoding: $0, as: UTF8.self) })
      else { throw ValidationError(tr("--mqtt-password-file: cannot read {0}", mqttPasswordFile)) }
      address.password = String(text.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
      if address.user == nil {
        throw ValidationError(tr("--mqtt-password-file needs a user in the URL (mqtt://USER@HOST)"))
      }
    }
    if let mqttCa, !FileManager.default.isReadableFile(atPath: mqttCa) {
      throw ValidationError(tr("--mqtt-ca: cannot read {0}", mqttCa))
    }
    return address
  }
}
