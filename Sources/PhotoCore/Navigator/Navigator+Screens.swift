/// The screens and the context as the shell and the tests read them, and the requests screens make of the
/// navigator.
extension Navigator {
  /// The album and what is known of each photo (status, size, rotation, downloads), shared by the screens.
  public internal(set) var library: PhotoLibrary {
    get { context.library }
    _modify { yield &context.library }
  }
  /// How the shell set the navigator up (see `Configuration`).
  public internal(set) var configuration: Configuration {
    get { context.configuration }
    _modify { yield &context.configuration }
  }
  /// The photos the user marked (`M`).
  public internal(set) var marks: Marks {
    get { context.marks }
    _modify { yield &context.marks }
  }
  /// The line at the bottom of the screen for a while (a command's exit status, a photo moved to the trash).
  public internal(set) var notice: Notice? {
    get { context.notice }
    _modify { yield &context.notice }
  }
  /// The key that does each action in the pager (from the shell's bindings), named in the controls' tooltips.
  public var keyNames: [KeyAction: String] {
    get { context.keyNames }
    _modify { yield &context.keyNames }
  }
  /// The pager screen: full-screen photos paged horizontally.
  public internal(set) var pager: PagerScreen {
    get { stack.photos.pager }
    _modify { yield &stack.photos.pager }
  }
  /// The thumbnail grid the pager opens from and closes to (the screen on top of the stack's, when it is a
  /// grid); nil when the viewer has none (a single file, a list, `--no-grid`): then closing the pager leaves.
  public internal(set) var grid: GridScreen? {
    get { stack.grid }
    _modify { yield &stack.grid }
  }
  /// The slideshow, while one runs (`--slideshow`, the remote's `slideshow`).
  public internal(set) var show: SlideshowScreen? {
    get { stack.photos.show }
    _modify { yield &stack.photos.show }
  }
  /// The slideshow's clock, while a show runs.
  public internal(set) var slideshow: Slideshow? {
    get { show?.clock }
    set { if let newValue { show?.clock = newValue } }
  }

  /// Puts `screen` on top of the stack at `t` (over the grid, or as the base of a viewer without one); a
  /// screen's own entries push the screens they lead to with `ScreenRequest.push`.
  mutating func push(_ screen: any Screen, at t: Double) { stack.push(screen, at: t, in: &context) }

  /// The photos.
  public var album: Album { library.album }
  /// The viewport size in points.
  public var viewport: Vector2 { pager.viewport }
  /// Display pixels per point.
  public var pixelsPerPoint: Double { pager.pixelsPerPoint }

  /// The identity of the photo at album index `index`.
  public func id(_ index: Int) -> PhotoID { library.id(index) }

  /// Carries out what the screens asked at `t`; returns what is left for the shell.
  mutating func follow(_ requests: [ScreenRequest], at t: Double) -> [NavigatorEffect] {
    var effects: [NavigatorEffect] = []
    for request in requests {
      if stack.follow(request, at: t, in: &context) { continue }
      switch request {
      case .shell(let effect): effects.append(effect)
      case .perform(let command): effects += perform(command, at: t)
      case .goBack: if !leaveFolder(at: t) { _ = stack.pop(at: t, in: &context) }
      case .trash(let indices): trash.ask(about: indices, at: t, in: &context)
      case .startSlideshow: stack.photos.startConfiguredShow(at: t, in: &context)
      case .open, .closeIntoBelow, .letGoIntoBelow, .arrivedBelow, .push: break
      }
    }
    return effects
  }
}
