import Foundation
import PhotoCore

/// What the viewer asks of the shell for a photo (`PhotoActions`), and what the navigator then shows.
extension App {
  /// Moves `item` (photo `index`) to the trash, the user having confirmed it at `t`.
  func moveToTrash(_ item: AlbumItem, index: Int, at t: Double) {
    switch actions.moveToTrash(item, index: index) {
    case .done(let photo): textures.evict(navigator.photoTrashed(photo, at: t))
    case .failed(let message, _): navigator.trashFailed(message, at: t)
    }
    cadence.needsRedraw = true
  }

  /// Puts `photo` back from the trash at `t` (U).
  func restoreFromTrash(_ photo: TrashedPhoto, at t: Double) {
    switch actions.restore(photo) {
    case .done(let photo): navigator.photoRestored(photo, at: t)
    case .failed(let message, let forgetting): navigator.trashFailed(message, forgetting: forgetting, at: t)
    }
    cadence.needsRedraw = true
  }

  /// Runs `command` of `[commands]` on `item` at `t`, without waiting for it.
  func runCommand(_ command: String, on item: AlbumItem, at t: Double) {
    navigator.show(notice: actions.run(command, on: item), at: t)
    cadence.needsRedraw = true
  }

  /// Shows how the commands that ended since the last frame went, at `t`.
  func collectFinishedCommands(at t: Double) {
    for message in actions.finishedCommands() {
      navigator.show(notice: message, at: t)
      cadence.needsRedraw = true
    }
  }
}
