/// The grid's bar and its select mode: back, a slideshow of the folder or of the photos chosen, and marking or
/// moving the chosen photos to the trash.
extension Navigator {
  /// The grid as its bar shows it: back offered below the folder the user opened, mirrored right to left.
  var chromedGrid: GridScreen? {
    guard var grid else { return nil }
    grid.showsBack = !folderStack.isEmpty
    grid.readsRightToLeft = pager.setup.readsRightToLeft
    return grid
  }

  /// The grid's scene at `t`, its bar's mark control filled when every photo chosen is marked.
  func gridScene(at t: Double) -> Scene? {
    guard let grid = chromedGrid else { return nil }
    var scene = grid.scene(at: t, in: library)
    if grid.selecting, var bar = scene.controls {
      bar.marked = !grid.chosen.isEmpty && grid.chosen.allSatisfy(marks.contains)
      scene.controls = bar
    }
    if let tooltip = tooltipItem(at: t) { scene.texts.append(tooltip) }
    return scene
  }

  /// Carries out the grid bar's `control` tapped at `t`.
  mutating func carryOutOnGrid(_ control: Control, at t: Double) -> [NavigatorEffect] {
    switch control {
    case .back:
      _ = leaveFolder(at: t)
      return []
    case .slideshow: return startGridSlideshow(at: t)
    case .mark:
      markChosen(at: t)
      return []
    case .trash:
      guard let chosen = grid?.chosenIndices(in: library), !chosen.isEmpty else {
        show(notice: UserText.nothingChosen, at: t)
        return []
      }
      askToTrash(chosen, at: t)
      return []
    default: return []
    }
  }

  /// P with no slideshow at `t`: one starts as the slideshow control starts it, on the grid or in the pager.
  mutating func startSlideshowByKey(at t: Double) -> [NavigatorEffect] {
    if gridIsActive { return carryOutOnGrid(.slideshow, at: t) }
    return slot.screen.showsPager ? [.startSlideshow] : []
  }

  /// The slideshow control on the grid at `t`: the photos chosen (or, out of select mode, the whole folder)
  /// as a slideshow, from the first of them grown out of its cell; the shell starts the show's clock.
  private mutating func startGridSlideshow(at t: Double) -> [NavigatorEffect] {
    guard var grid else { return [] }
    let selecting = grid.selecting
    let photos = selecting ? grid.chosenIndices(in: library) : Array(album.items.indices)
    guard let first = photos.first else {
      show(notice: selecting ? UserText.nothingChosen : UserText.emptyFolder, at: t)
      return []
    }
    grid.endSelecting(at: t)
    self.grid = grid
    playlist = selecting ? Set(photos.map(id)) : nil
    openFromGrid(first, at: t)
    return [.startSlideshow]
  }

  /// The mark control on the grid at `t`: marks every photo chosen, or takes their marks off when all have
  /// one; select mode ends.
  private mutating func markChosen(at t: Double) {
    guard var grid else { return }
    let chosen = grid.chosenIndices(in: library)
    guard !chosen.isEmpty else {
      show(notice: UserText.nothingChosen, at: t)
      return
    }
    let on = !chosen.allSatisfy(isMarked)
    for index in chosen where isMarked(index) != on { marks.toggle(id(index)) }
    grid.endSelecting(at: t)
    self.grid = grid
    show(notice: UserText.marked(chosen.count, on: on), at: t)
  }
}
