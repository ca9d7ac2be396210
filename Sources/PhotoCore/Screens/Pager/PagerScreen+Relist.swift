extension PagerScreen {
  /// The album was listed anew and `library` holds it now: the pager stands at rest on `page` (the navigator
  /// cancelled any gesture first) and keeps its zoom when `keepsZoom` (the photo it showed is still there,
  /// unchanged).
  mutating func relisted(showing page: Int, keepsZoom: Bool, at t: Double, in library: PhotoLibrary) {
    let zoomed = zoom
    pages = Pager(count: library.count, pageWidth: viewport.x, page: page)
    outgoing = nil
    zoomPage = page
    zoom = keepsZoom ? zoomed : nil
    syncZoom(at: t, in: library)
  }
}
