@testable import PhotoCore

/// A screen of the stack made outside `Sources/`: a list of rows, each opening the album's grid over the list.
/// It proves that a new screen needs nothing of the navigator: it is a value conforming to `Screen`, pushed with
/// one line, and it pushes the screen it leads to with `ScreenRequest.push`.
struct ListProbeScreen: Screen {
  /// The rows' titles, top to bottom.
  var rows: [String]
  /// The window, points.
  var viewport: Vector2
  /// The row a pointer went down on, and where.
  var pressed: (id: PointerID, row: Int)?
  /// The rows opened so far, in order (what the probe's test checks the list saw).
  var opened: [Int] = []

  /// A row's height, points.
  static let rowHeight = 60.0

  var mode: NavigatorMode { .grid }

  func photosOnScreen(at t: Double, in context: ScreenContext) -> [PhotoID] { [] }

  func loadDemand(
    at t: Double, screen: ResolutionPolicy.Box, maxDetailPixels: Int, in context: ScreenContext
  )
    -> LoadDemand
  { LoadDemand(photos: []) }

  func isMoving(at t: Double) -> Bool { false }

  func isAnimating(at t: Double, in context: ScreenContext) -> Bool { false }

  var deadline: Double? { nil }

  /// The row at `point`, if any.
  func row(at point: Vector2) -> Int? {
    let row = Int(point.y / Self.rowHeight)
    return point.y >= 0 && rows.indices.contains(row) ? row : nil
  }

  func scene(at t: Double, in context: ScreenContext) -> Scene {
    let texts = rows.enumerated().map { index, title in
      TextItem(title, anchor: Vector2(x: 16, y: (Double(index) + 0.5) * Self.rowHeight))
    }
    return Scene(backgroundAlpha: 1, photos: [], texts: texts)
  }

  func traceFrame(at t: Double, in context: ScreenContext) -> TraceFrame {
    TraceFrame(
      t: t * 1000, mode: mode, page: -1, count: rows.count, position: 0, zoom: 1, pan: .zero, dismiss: 0,
      background: 1, file: "", loading: false, spinner: false)
  }

  var activePointers: [PointerID] { pressed.map { [$0.id] } ?? [] }

  mutating func handle(_ event: PointerEvent, in context: inout ScreenContext) -> [ScreenRequest] {
    switch event.phase {
    case .down:
      pressed = row(at: event.position).map { (event.id, $0) }
    case .up:
      defer { pressed = nil }
      guard let pressed, pressed.id == event.id, row(at: event.position) == pressed.row else { return [] }
      opened.append(pressed.row)
      var grid = GridScreen(
        count: context.library.count, folders: [], viewport: viewport, pixelsPerPoint: 1, selection: 0)
      grid.showsBack = true
      return [.push(grid)]
    case .cancelled: pressed = nil
    case .moved: break
    }
    return []
  }

  mutating func perform(_ command: Command, at t: Double, in context: inout ScreenContext) -> [ScreenRequest] {
    command == .close ? [.shell(.close)] : []
  }

  mutating func wheel(by dy: Double, at point: Vector2, time t: Double, zooms: Bool) {}

  mutating func hover(at point: Vector2?, time t: Double) -> Bool { false }

  mutating func cancelAllPointers(at t: Double, in context: ScreenContext) { pressed = nil }

  mutating func resize(to size: Vector2, pixelsPerPoint: Double, at t: Double) { viewport = size }

  mutating func tile(of index: Int, at t: Double, in context: ScreenContext, reveals: Bool) -> ScreenTransition.End? {
    nil
  }

  func scene(
    under top: Scene, hiding hidden: Int?, dimmed dim: Double, at t: Double, in context: ScreenContext
  )
    -> Scene
  { top }

  mutating func reveal(photo index: Int, at t: Double, animated: Bool) {}
}
