extension Scene {
  /// The scene with each photo's decodes to draw and their fades' opacities at `t`, as the photo's layer stack
  /// says (`stacks` gives it; nil: nothing held, nothing drawn). The renderer draws exactly these layers at these
  /// opacities (multiplied by the placement's own `alpha`).
  public func layered(at t: Double, stacks: (PhotoID) -> LayerStack?) -> Scene {
    var scene = self
    for i in scene.photos.indices {
      guard let stack = stacks(scene.photos[i].photo) else { continue }
      scene.photos[i].layers = stack.drawn(at: t)
      scene.photos[i].parts = stack.parts(at: t)
    }
    return scene
  }
}
