extension Navigator {
  /// The EXIF and file facts of `photo` are known (read on the decode worker with its decode): its captions
  /// can say when, with what and where it was taken.
  public mutating func factsKnown(_ photo: PhotoID, _ facts: CaptionFormat.Facts) {
    photoFacts[photo] = facts
  }
}

extension Navigator {
  /// The slideshow's captions at `t` while it is the active screen.
  func captions(at t: Double) -> [TextItem] {
    guard case .slideshow = slot, let show else { return [] }
    return show.captions(at: t, pager: pager, album: album, facts: photoFacts)
  }
}
