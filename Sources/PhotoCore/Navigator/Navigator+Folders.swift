extension Navigator {
  /// Goes into a sub-folder at `t`: `album` (its photos and sub-folders, listed by the shell) becomes the grid
  /// shown, at its top; the folder left is kept as it was, to come back to. A folder with nothing to show (an
  /// empty album) says `message` in the middle (why: empty, unreadable, gone), or that it holds no photos.
  public mutating func enterFolder(_ album: Album, message: String? = nil, at t: Double) {
    guard let grid else { return }
    pager.cancelAllPointers(at: t, in: library)
    folderStack.push(library, grid: grid)
    show(PhotoLibrary(album: album, configuration), grid: nil, at: t)
    if let message { self.grid?.emptyMessage = message }
  }

  /// Goes back to the folder above at `t`, its scroll and selection as they were; false at the folder the user
  /// opened (never above it).
  @discardableResult
  public mutating func leaveFolder(at t: Double) -> Bool {
    guard let level = folderStack.pop() else { return false }
    show(level.library, grid: level.grid, at: t)
    return true
  }

  /// The folders gone into below the one the user opened.
  public var folderDepth: Int { folderStack.depth }

  /// The window's title: a sub-folder gone into on the grid names it ("Summer — sdlphoto"); sdlphoto's own
  /// at the folder the user opened.
  public var windowTitle: String {
    guard folderDepth > 0 else { return "sdlphoto" }
    let name = album.origin.split(separator: "/").last.map(String.init) ?? album.origin
    return "\(PathText.displayed(name)) — sdlphoto"
  }

  /// Shows `library` on `grid` (a new one at the top when nil), with a pager of its photos.
  private mutating func show(_ library: PhotoLibrary, grid: GridScreen?, at t: Double) {
    self.library = library
    stack.showFolder(grid, of: library.album, showsBack: !folderStack.isEmpty, at: t)
  }
}
