/// Delete's question and its answers: the first press asks, a second Delete (or Enter) confirms, Escape or any
/// other key keeps the photos; U puts the last batch back. The bin says each step on the notice.
extension TrashBin {
  /// Delete, Enter, Escape or U at `t` while a question may be open, `current` the album index of the photo the
  /// user is on: what the shell must do (the photos to move in the album's order, or to put back) and whether
  /// it answered the question yes, or nil when `command` has nothing to do with the trash (the question, if any,
  /// is then dropped).
  mutating func perform(
    _ command: Command, current: Int?, at t: Double, in context: inout ScreenContext
  )
    -> (effects: [NavigatorEffect], confirmed: Bool)?
  {
    let album = context.album
    if let answer = answer(command) {
      context.notice = nil
      switch answer {
      case .confirmed(let photos):
        // In the album's order: put back last first, each returns to its place.
        let indices = photos.compactMap { album.index(of: $0) }.sorted()
        return (indices.map { .trash(item: album.items[$0], index: $0) }, true)
      case .kept: return ([], false)
      case .dropped: break
      }
    }
    switch command {
    case .trash:
      if let current { ask(about: [current], at: t, in: &context) }
      return ([], false)
    case .undoTrash:
      let batch = lastBatch
      guard !batch.isEmpty else {
        context.say(UserText.nothingToRestore, at: t)
        return ([], false)
      }
      restoring = batch.count
      return (batch.map { .restore($0) }, false)
    default: return nil
    }
  }

  /// Asks at `t` about moving the photos at album `indices` to the trash (those on the network are refused),
  /// or says why they cannot go.
  mutating func ask(about indices: [Int], at t: Double, in context: inout ScreenContext) {
    let album = context.album
    let local = indices.filter { album.items.indices.contains($0) && !album.isRemote(album.items[$0].location) }
    if let refusal = UserText.trashRefusal(policy, isRemote: local.isEmpty && !indices.isEmpty) {
      context.say(refusal, at: t)
      return
    }
    guard !local.isEmpty else { return }
    ask(about: local.map { album.id(at: $0) })
    let question =
      local.count == 1
      ? UserText.trashQuestion(album.items[local[0]].displayName) : UserText.trashQuestion(count: local.count)
    context.say(question, at: t, for: Tuning.Navigator.questionTime, actions: [.confirmTrash, .keep])
  }

  /// `photo` went to the trash at `t` from album index `index` (after the batch's earlier ones went): U can put
  /// it back there; the notice says so, with an undo button.
  mutating func moved(_ photo: TrashedPhoto, from index: Int, at t: Double, in context: inout ScreenContext) {
    var photo = photo
    photo.index = index
    moved(photo)
    let batch = lastBatch.count
    let words = batch > 1 ? UserText.trashed(count: batch) : UserText.trashed(photo.item.displayName)
    context.say(words, at: t, for: Tuning.Navigator.questionTime, actions: [.undo])
  }

  /// `photo` came back from the trash at `t`: forgotten here, and the notice says so.
  mutating func restored(_ photo: TrashedPhoto, at t: Double, in context: inout ScreenContext) {
    forget(photo)
    let words = restoring > 1 ? UserText.restored(count: restoring) : UserText.restored(photo.item.displayName)
    context.say(words, at: t)
  }
}
