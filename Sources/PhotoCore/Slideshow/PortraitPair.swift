/// `--pair-portraits`: on a landscape screen two portrait photos next to each other in the order share it, side
/// by side; on a portrait screen (a frame on its side) two landscape photos share it, one above the other. A
/// photo against the screen's shape alone would fill a third of it.
public enum PortraitPair {
  /// Whether photos of `a` and `b` pixels (upright, as shown) share a screen of `screen` points: both against
  /// its shape (taller than wide on a wide screen, wider than tall on a tall one). A square screen pairs none.
  public static func pairs(_ a: Vector2, _ b: Vector2, on screen: Vector2) -> Bool {
    guard screen.x != screen.y else { return false }
    let wide = screen.x > screen.y
    func against(_ size: Vector2) -> Bool { wide ? size.y > size.x : size.x > size.y }
    return against(a) && against(b)
  }

  /// The two halves of a screen of `viewport` points the pair is fitted into, first then second (left then
  /// right, or top then bottom), `gap` points apart.
  public static func halves(of viewport: Vector2, gap: Double) -> (Rect, Rect) {
    if viewport.x >= viewport.y {
      let w = max(0, (viewport.x - gap) / 2)
      return (
        Rect(origin: .zero, size: Vector2(x: w, y: viewport.y)),
        Rect(origin: Vector2(x: viewport.x - w, y: 0), size: Vector2(x: w, y: viewport.y))
      )
    }
    let h = max(0, (viewport.y - gap) / 2)
    return (
      Rect(origin: .zero, size: Vector2(x: viewport.x, y: h)),
      Rect(origin: Vector2(x: 0, y: viewport.y - h), size: Vector2(x: viewport.x, y: h))
    )
  }

  /// A photo of `size` pixels fitted whole into `box`, centred.
  public static func fitted(_ size: Vector2, in box: Rect) -> Rect {
    guard size.x > 0, size.y > 0 else { return box }
    let scale = min(box.size.x / size.x, box.size.y / size.y)
    return Rect(center: box.center, size: size * scale)
  }
}
