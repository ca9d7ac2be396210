/// How the navigator is set up, from the options, once at start.
public struct ViewerConfiguration: Sendable {
  /// Whether transitions animate (`--transition`), for the pager of each folder.
  public var animatesTransitions = true
  /// The cache policy each folder's library gets.
  public var cache = PhotoCachePolicy(budgetBytes: 0)
  /// Whether the viewer opens on the grid (a folder without `--no-grid`).
  public var startsInGrid = false
  /// Whether Delete may move photos to the trash, or why not (kiosk mode, `--read-only`).
  public var trashPolicy = TrashPolicy.allowed
  /// A real-time run: a slide whose photo is late is skipped for the next that is ready. A scripted run waits
  /// for it, so its runs repeat exactly.
  public var skipsLatePhotos = false
  /// Whether a photo on screen with nothing to show asks for its embedded thumbnail first, in every folder's
  /// library (real runs; scripted runs wait for decodes).
  public var asksForPreviews = true
  /// Kiosk mode: nothing the user does leaves the pager (a pull-down does not dismiss the photo).
  public var locksExit = false
  /// Whether a tap shows the on-screen controls in kiosk mode and during a running slideshow too
  /// (`--kiosk-controls`); otherwise a tap there shows the info overlay.
  public var controlsEverywhere = false
  /// Whether clips play their sound in a slideshow and in kiosk mode (`--sound`); in the pager they do
  /// unless the user mutes them.
  public var soundInShows = false
  /// The width of a notice's buttons, points: `Tuning.Navigator.noticeButtonWidth`, or the widest label of the
  /// translation in use with its padding when that is wider (the shell measures them: German's "In den
  /// Papierkorb").
  public var noticeButtonWidth = Tuning.Navigator.noticeButtonWidth
  /// How a slideshow started from a tap, the slideshow control or P runs and looks (`--slideshow`'s interval,
  /// else the kiosk's; `--resume-after`, `--shuffle`, the transitions and captions).
  public var slideshow = SlideshowSetup(interval: nil)
  /// The user's home folder, written "~" in the info panel.
  public var homeFolder: String?
  /// The commands the config binds (`[commands]`), each with its key: entries of the "more" menu.
  public var menuCommands: [(command: String, key: String)] = []

  /// A configuration of these values.
  public init(
    animatesTransitions: Bool = true, cache: PhotoCachePolicy = PhotoCachePolicy(budgetBytes: 0),
    startsInGrid: Bool = false, trashPolicy: TrashPolicy = .allowed, skipsLatePhotos: Bool = false,
    asksForPreviews: Bool = true, locksExit: Bool = false, controlsEverywhere: Bool = false,
    soundInShows: Bool = false, noticeButtonWidth: Double = Tuning.Navigator.noticeButtonWidth,
    slideshow: SlideshowSetup = SlideshowSetup(interval: nil)
  ) {
    self.slideshow = slideshow
    self.noticeButtonWidth = noticeButtonWidth
    self.soundInShows = soundInShows
    self.controlsEverywhere = controlsEverywhere
    self.animatesTransitions = animatesTransitions
    self.cache = cache
    self.startsInGrid = startsInGrid
    self.trashPolicy = trashPolicy
    self.skipsLatePhotos = skipsLatePhotos
    self.asksForPreviews = asksForPreviews
    self.locksExit = locksExit
  }
}
