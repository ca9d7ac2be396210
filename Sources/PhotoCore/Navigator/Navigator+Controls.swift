/// What the shell sets up of the screens' controls and asks of the photo on screen.
extension Navigator {
  /// Whether the controls' bars read right to left (the user's language does: `UILanguage`).
  public var readsRightToLeft: Bool {
    get { pager.setup.readsRightToLeft }
    set { stack.readsRightToLeft = newValue }
  }

  /// The live clip whose playing began since the last call (the shell plays it from its first frame); nil
  /// otherwise.
  public mutating func takeMotionStart() -> PhotoID? { pager.takeMotionStart(in: library) }

  /// The photo whose file the shell should read for the open info panel, at most once each; nil when none.
  public mutating func takeFactsRequest(at t: Double) -> (item: AlbumItem, photo: PhotoID)? {
    guard stack.photosOnTop else { return nil }
    return pager.takeFactsRequest(at: t, in: library)
  }

  /// The shell read `photo`'s file for the info panel: its size, EXIF and place.
  public mutating func fileFactsKnown(_ photo: PhotoID, _ facts: PhotoInfo.FileFacts) {
    pager.factsKnown(photo, facts)
  }

  /// The EXIF and file facts of `photo` are known (read on the decode worker with its decode): its captions
  /// can say when, with what and where it was taken.
  public mutating func factsKnown(_ photo: PhotoID, _ facts: CaptionFormat.Facts) {
    context.photoFacts[photo] = facts
  }

  /// Hides the pager's controls at `t` (a key was pressed: the keyboard's user needs no bars).
  public mutating func hideControls(at t: Double) { pager.hideControls(at: t) }
}
