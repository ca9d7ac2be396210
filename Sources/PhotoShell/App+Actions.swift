import Foundation
import PhotoCore

/// What the viewer asks of the shell for a photo: move it to the trash and back, run a command on it.
extension App {
  /// Moves `item` (photo `index`) to the trash, the user having confirmed it at `t`.
  func moveToTrash(_ item: AlbumItem, index: Int, at t: Double) {
    do throws(TrashError) {
      let (file, info) = try trash.trash(item.location)
      Log.info("moved \(item.location) to the trash: \(file)")
      let photo = TrashedPhoto(item: item, index: index, trashedPath: file, infoPath: info)
      textures.evict(navigator.photoTrashed(photo, at: t))
    } catch {
      let message = UserText.cannotTrash(item.displayName, reason: error.reason)
      Log.error(message)
      navigator.trashFailed(message, at: t)
    }
    needsRedraw = true
  }

  /// Puts `photo` back from the trash at `t` (U).
  func restoreFromTrash(_ photo: TrashedPhoto, at t: Double) {
    do throws(TrashError) {
      try trash.restore(photo.trashedPath, info: photo.infoPath, to: photo.item.location)
      Log.info("put \(photo.item.location) back from the trash")
      navigator.photoRestored(photo, at: t)
    } catch {
      let message = UserText.cannotRestore(photo.item.displayName, reason: error.reason)
      Log.error(message)
      navigator.trashFailed(message, forgetting: error == .goneFromTrash ? photo : nil, at: t)
    }
    needsRedraw = true
  }

  /// Runs `command` of `[commands]` on `item` at `t`, without waiting for it.
  func runCommand(_ command: String, on item: AlbumItem, at t: Double) {
    do throws(CommandRunner.StartError) {
      try commands.run(command, path: item.location)
      Log.info("running \(CommandRunner.expand(command, path: item.location))")
      navigator.show(notice: UserText.commandStarted(command), at: t)
      if player != nil { commands.waitUntilIdle(timeout: Tuning.Shell.scriptedDecodeTimeout) }
    } catch {
      let message = UserText.commandFailedToStart(command, reason: error.reason)
      Log.error(message)
      navigator.show(notice: message, at: t)
    }
    needsRedraw = true
  }

  /// Shows how the commands that ended since the last frame went, at `t`.
  func collectFinishedCommands(at t: Double) {
    for ended in commands.takeFinished() {
      let message = UserText.commandEnded(ended.command, status: ended.status, signal: ended.signal)
      if ended.status != 0 { Log.error(message) } else { Log.info(message) }
      navigator.show(notice: message, at: t)
      needsRedraw = true
    }
  }
}
