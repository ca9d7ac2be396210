import ArgumentParser
import Foundation
import PhotoCore
import PhotoShell

/// The command line's options of one concern, under the title "Slideshow and kiosk" in `--help` and the man page:
/// The slideshow (its pace, transitions, fit, captions, clips and live photos), kiosk mode and the screen's schedule.
struct SlideshowArguments: OptionsGroup {
  /// The title of these options in `--help`, the man page and `--print-config`.
  static let title = "Slideshow and kiosk"
  /// The config file\'s table of these options.
  static let table = "slideshow"

  @Option(
    help: ArgumentHelp("Show the photos one after another, a new one every SECONDS (P pauses).", valueName: "SECONDS"))
  var slideshow: Double?

  @Option(
    help: ArgumentHelp(
      "In a slideshow, seconds without a touch or key after which a show paused by them resumes.",
      valueName: "SECONDS"))
  var resumeAfter: Double = Tuning.Slideshow.resumeAfter

  @Option(
    help: ArgumentHelp(
      "In a slideshow, the longest a clip plays before the show goes on (without it, a clip plays to its end).",
      valueName: "SECONDS"))
  var clipLimit: Double?

  @Option(
    help:
      "In a slideshow, 'motion' plays a live photo's motion once as its slide comes in; 'still' shows the still alone."
  )
  var livePhotos: LivePhotos = .motion

  @Option(help: "How a slideshow changes slides: 'crossfade', 'slide', 'kenburns' (a slow pan and zoom) or 'none'.")
  var slideshowTransition: SlideshowLook.Transition = .crossfade

  @Option(help: ArgumentHelp("How long a slideshow's change of slide takes.", valueName: "SECONDS"))
  var slideshowTransitionTime: Double = Tuning.Slideshow.transitionTime

  @Option(
    help:
      "In a slideshow, how a photo of another shape than the screen fills it: 'contain' (whole, with bars), 'cover' (edges cut off) or 'blur' (whole, over a blurred copy)."
  )
  var fit: SlideshowLook.Fit = .contain

  @Flag(
    inversion: .prefixedNo,
    help:
      "In a slideshow, two portrait photos next to each other share a landscape screen side by side (two landscape ones a portrait screen, one above the other)."
  )
  var pairPortraits = false

  @Option(
    help: ArgumentHelp(
      "In a slideshow, a caption under each photo: fields {name} {folder} {index} {count} {date} {date:STRFTIME} {camera} {place} {city} {region} {country}, e.g. '{date:%e %B %Y} · {place}'.",
      valueName: "FORMAT"))
  var caption: String?

  @Option(
    help: ArgumentHelp(
      "In a slideshow, photos taken in the last DAYS (EXIF date, else file time) come first in each cycle.",
      valueName: "DAYS"))
  var recentFirst: Double?

  @Option(
    help: ArgumentHelp(
      "When the screen is on, e.g. 'Mon-Fri 07:00-19:00, Sat 09:00-13:00' (local time; a range may run past midnight); outside it the screen sleeps, and a touch wakes it for --resume-after.",
      valueName: "RANGES"))
  var schedule: String?

  @Flag(
    inversion: .prefixedNo,
    help: "Play clips' sound in a slideshow and in kiosk mode too (there they are muted otherwise).")
  var sound = false

  @Flag(
    inversion: .prefixedNo,
    help:
      "Kiosk mode: full screen, no cursor, a slideshow (every 10 s unless --slideshow says), sub-folders included; no key or window close quits but --kiosk-exit."
  )
  var kiosk = false

  @Option(help: ArgumentHelp("The chord that leaves kiosk mode.", valueName: "CHORD"))
  var kioskExit: KeyChord = .kioskExit

  @Flag(
    inversion: .prefixedNo,
    help:
      "Show the on-screen controls for a tap in kiosk mode and during a running slideshow too (there a tap shows the info overlay otherwise)."
  )
  var kioskControls = false
}

extension SlideshowArguments {
  /// The show's intervals and formats checked: its pace, the clip limit, the resume, the transition's time,
  /// recent days, the schedule and the caption.
  func validate() throws {
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
    if let recentFirst, !(recentFirst.isFinite && recentFirst > 0 && recentFirst <= 36_500) {
      throw ValidationError(tr("--recent-first must be between 0 and 36500 days"))
    }
    try validateFormats()
  }

  /// The schedule's and the caption's own formats.
  private func validateFormats() throws {
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
  }
}
