/// The grid as a screen of the stack: a folder's thumbnails (and its sub-folders' tiles), opening a photo out of
/// its cell, going up and into folders, and its bar's select mode (a slideshow of the folder or of the photos
/// chosen, marking them or moving them to the trash). Given a `ScreenContext`, never the navigator.
extension GridScreen: Screen {
  /// The grid as the trace names it (a timeline's trace line says `timeline`).
  var mode: NavigatorMode { .grid }

  /// What the grid wants loaded at `t` (see `loadDemand(at:screen:maxDetailPixels:in:)`).
  func loadDemand(
    at t: Double, screen: ResolutionPolicy.Box, maxDetailPixels: Int, in context: ScreenContext
  ) -> LoadDemand {
    loadDemand(at: t, screen: screen, maxDetailPixels: maxDetailPixels, in: context.library)
  }

  /// Whether anything moves at `t`: a scroll, a change of columns, the scrubber fading.
  func isAnimating(at t: Double, in context: ScreenContext) -> Bool { isAnimating(at: t, in: context.library) }

  /// A press's confirmation as a tap, or a tooltip, when due.
  var deadline: Double? { nextDeadline }

  /// The grid's trace line at `t`, with the tooltip of the control under the mouse.
  func traceFrame(at t: Double, in context: ScreenContext) -> TraceFrame {
    var frame = traceFrame(at: t, in: context.library)
    frame.tooltip = tooltip(at: t, keys: context.keyNames)?.text
    return frame
  }

  /// Not while a finger holds the grid or it moves (a fling, the scrubber, a change of columns): the cells would
  /// jump under the finger, and a library of 100,000 listed anew costs the frame it lands in.
  func acceptsRelisting(at t: Double) -> Bool { !isMoving(at: t) && touch == nil && scrubber.holder == nil }

  /// Cancels the pointer down without a tap or a fling.
  mutating func cancelAllPointers(at t: Double, in context: ScreenContext) {
    cancelAllPointers(at: t, in: context.library)
  }

  /// Where photo `index`'s cell is drawn once the grid rests (see `tile(of:at:in:reveals:)`).
  mutating func tile(
    of index: Int, at t: Double, in context: ScreenContext, reveals: Bool
  ) -> ScreenTransition.End? {
    guard context.library.contains(index) else { return nil }
    return tile(of: index, at: t, in: context.library, reveals: reveals)
  }

  /// `top` over the grid (see `scene(under:hiding:dimmed:at:in:)`).
  func scene(
    under top: Scene, hiding hidden: Int?, dimmed dim: Double, at t: Double, in context: ScreenContext
  ) -> Scene {
    scene(under: top, hiding: hidden, dimmed: dim, at: t, in: context.library)
  }

  /// The visible cells' photos and folder covers at `t`.
  func photosOnScreen(at t: Double, in context: ScreenContext) -> [PhotoID] {
    visiblePhotos(at: t).map(context.id) + visibleCovers(at: t)
  }

  /// The grid's scene at `t`, its bar's mark control filled when every photo chosen is marked, with the tooltip
  /// of the control under the mouse.
  func scene(at t: Double, in context: ScreenContext) -> Scene {
    var scene = scene(at: t, in: context.library)
    if selecting, var bar = scene.controls {
      bar.marked = !chosen.isEmpty && chosen.allSatisfy(context.marks.contains)
      scene.controls = bar
    }
    if let (text, control) = tooltip(at: t, keys: context.keyNames),
      let item = controlsLayout.tooltip(text, beside: control, width: viewport.x)
    {
      scene.texts.append(item)
    }
    return scene
  }

  /// `top`'s photos over the grid (its cell `hidden` left out), the grid faded towards black by `dim` (1: all
  /// black, as under a photo at rest).
  func scene(
    under top: Scene, hiding hidden: Int?, dimmed dim: Double, at t: Double, in library: PhotoLibrary
  )
    -> Scene
  {
    var grid = self
    grid.hiddenCell = hidden
    var scene = grid.scene(at: t, in: library)
    let shown = 1 - max(0, min(1, dim))
    // A cell faded out entirely is left out: drawn, it would cost a blended fill of its square for nothing.
    scene.photos = scene.photos.compactMap { cell in
      var cell = cell
      cell.alpha *= shown
      return cell.alpha < Tuning.Grid.invisibleAlpha ? nil : cell
    }
    scene.outlines = []
    scene.icons = []
    // The grid's bar lies under the photo over the grid (flying out of its cell, or pulled down into it).
    scene.controlsUnder = scene.photos.count
    scene.photos += top.photos
    scene.texts = top.texts
    scene.overlay = top.overlay
    // The grid's bar fades with its cells, under the pager's own bars when they show.
    if var bar = scene.controls {
      bar.alpha *= shown
      scene.controls = bar.alpha < Tuning.Grid.invisibleAlpha ? nil : bar
    }
    if let controls = top.controls {
      scene.controls = controls
      scene.controlsUnder = nil
    }
    scene.infoPanel = top.infoPanel
    return scene
  }

  /// Where photo `index`'s cell is drawn at `t` once the grid rests, as the tile a photo flies to or from; the
  /// grid first scrolls (at once) so that the cell shows when `reveals`.
  mutating func tile(
    of index: Int, at t: Double, in library: PhotoLibrary, reveals: Bool = true
  )
    -> ScreenTransition.End
  {
    if reveals { reveal(photo: index, at: t, animated: false) }
    let cell = placement(of: index, scroll: snappedScroll(at: t), at: t, in: library)
    return ScreenTransition.End(frame: cell.frame, clip: cell.page, cornerRadius: cell.cornerRadius)
  }

  /// Handles a finger or mouse event; returns what the navigator and the shell must do.
  mutating func handle(_ event: PointerEvent, in context: inout ScreenContext) -> [ScreenRequest] {
    let effects = handle(event, in: context.library)
    let tapped = takeTappedControl().map { carryOut($0, at: event.time, in: &context) } ?? []
    return tapped + Self.requests(for: effects)
  }

  /// Performs `command` at `t`: P starts a slideshow; Escape ends select mode first; Backspace (or Alt+Left) and Escape go up a
  /// folder below the one the user opened; Escape there goes on to the shell (leave full screen, or quit).
  mutating func perform(_ command: Command, at t: Double, in context: inout ScreenContext) -> [ScreenRequest] {
    if command == .close, selecting {
      endSelecting(at: t)
      return []
    }
    if command == .back || command == .close, showsBack { return [.goBack] }
    // P starts a slideshow as the bar's control does (of the photos chosen, or the folder's).
    if command == .togglePause { return startSlideshow(at: t, in: &context) }
    return Self.requests(for: perform(command, at: t, in: &context.library))
  }

  /// The grid's effects as requests: opening a photo and going back are the navigator's.
  static func requests(for effects: [NavigatorEffect]) -> [ScreenRequest] {
    effects.map { effect in
      switch effect {
      case .open(let index): .open(index: index)
      case .back: .goBack
      default: .shell(effect)
      }
    }
  }

  /// The wheel turned by `dy` notches at `point` at `t`: scrolls, or with Ctrl (`zooms`) changes the columns
  /// (or the timeline's level) a notch at a time about the cursor.
  mutating func wheel(by dy: Double, at point: Vector2, time t: Double, zooms: Bool) {
    guard zooms else { return wheel(by: dy, at: t) }
    guard dy != 0, dy.isFinite else { return }
    if let level = timeline?.level {
      setLevel(level.moved(by: dy > 0 ? -1 : 1), about: point, at: t)
    } else {
      setColumns(columns - (dy > 0 ? 1 : -1), about: point, at: t)
    }
  }

  /// Carries out the bar's `control` tapped at `t`.
  mutating func carryOut(_ control: Control, at t: Double, in context: inout ScreenContext) -> [ScreenRequest] {
    switch control {
    case .back: return [.goBack]
    case .slideshow: return startSlideshow(at: t, in: &context)
    case .mark:
      markChosen(at: t, in: &context)
      return []
    case .trash:
      let chosen = chosenIndices(in: context.library)
      guard !chosen.isEmpty else {
        context.say(UserText.nothingChosen, at: t)
        return []
      }
      return [.trash(chosen)]
    default: return []
    }
  }

  /// The slideshow control at `t`: the photos chosen (or, out of select mode, the whole folder) as a slideshow,
  /// from the first of them grown out of its cell.
  mutating func startSlideshow(at t: Double, in context: inout ScreenContext) -> [ScreenRequest] {
    let photos = selecting ? chosenIndices(in: context.library) : Array(context.album.items.indices)
    guard let first = photos.first else {
      context.say(selecting ? UserText.nothingChosen : UserText.emptyFolder, at: t)
      return []
    }
    context.playlist = selecting ? Set(photos.map(context.id)) : nil
    endSelecting(at: t)
    return [.open(index: first), .startSlideshow]
  }

  /// The mark control at `t`: marks every photo chosen, or takes their marks off when all have one; select mode
  /// ends.
  mutating func markChosen(at t: Double, in context: inout ScreenContext) {
    let chosen = chosenIndices(in: context.library)
    guard !chosen.isEmpty else {
      context.say(UserText.nothingChosen, at: t)
      return
    }
    let on = !chosen.allSatisfy(context.isMarked)
    for index in chosen where context.isMarked(index) != on { context.marks.toggle(context.id(index)) }
    endSelecting(at: t)
    context.say(UserText.marked(chosen.count, on: on), at: t)
  }
}
