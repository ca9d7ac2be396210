extension Navigator {
  /// Carries out the on-screen `control` tapped at `t`: its key action, as the key bound to it would; the
  /// slideshow control starts a slideshow from the photo shown when none runs (the shell's to start), and
  /// pauses or resumes one that does.
  mutating func carryOut(_ control: Control, at t: Double) -> [NavigatorEffect] {
    if control == .slideshow && slideshow == nil { return [.startSlideshow] }
    if control == .more {
      pager.toggleMenu()
      return []
    }
    guard let command = control.action?.command else { return [] }
    return perform(command, at: t)
  }

  /// Whether the controls' bars read right to left (the user's language does: `UILanguage`).
  public var readsRightToLeft: Bool {
    get { pager.readsRightToLeft }
    set { pager.readsRightToLeft = newValue }
  }

  /// Hides the pager's controls at `t` (a key was pressed: the keyboard's user needs no bars).
  public mutating func hideControls(at t: Double) { pager.hideControls(at: t) }
}
