import PhotoCore

/// What the viewer asks of the system for a photo, carried out here and reported as values for the navigator:
/// move it to the trash (the freedesktop.org trash) and back, run a command of `[commands]` on it. Each outcome
/// is said on stderr here; the shell hands the navigator what it must show.
final class PhotoActions {
  /// How a trash or a restore went.
  enum Outcome {
    /// Done: the photo as it lies in the trash (a move), or as it was put back.
    case done(TrashedPhoto)
    /// Not done: the message to show, and a photo whose place in the trash is gone (to forget).
    case failed(String, forgetting: TrashedPhoto?)
  }

  /// Where Delete moves photos.
  private let trash = FreedesktopTrash()
  /// Runs the `[commands]` of the config on photos, without waiting.
  private let commands: CommandRunner
  /// Whether a command is waited for (a scripted run, whose frames must not depend on the machine's speed).
  private let waitsForCommands: Bool

  /// The actions of a run; `wake` wakes the frame loop when a command ends; `scripted`: commands are waited for.
  init(scripted: Bool, wake: @escaping @Sendable () -> Void) {
    commands = CommandRunner(wake: wake)
    waitsForCommands = scripted
  }

  /// Moves `item` (photo `index`) to the trash.
  func moveToTrash(_ item: AlbumItem, index: Int) -> Outcome {
    do throws(TrashError) {
      let (file, info) = try trash.trash(item.location)
      Log.info("moved \(item.location) to the trash: \(file)")
      return .done(TrashedPhoto(item: item, index: index, trashedPath: file, infoPath: info))
    } catch {
      let message = UserText.cannotTrash(item.displayName, reason: error.reason)
      Log.error(message)
      return .failed(message, forgetting: nil)
    }
  }

  /// Puts `photo` back from the trash (U).
  func restore(_ photo: TrashedPhoto) -> Outcome {
    do throws(TrashError) {
      try trash.restore(photo.trashedPath, info: photo.infoPath, to: photo.item.location)
      Log.info("put \(photo.item.location) back from the trash")
      return .done(photo)
    } catch {
      let message = UserText.cannotRestore(photo.item.displayName, reason: error.reason)
      Log.error(message)
      return .failed(message, forgetting: error == .goneFromTrash ? photo : nil)
    }
  }

  /// Starts `command` on `item` without waiting for it (a scripted run waits); the notice to show.
  func run(_ command: String, on item: AlbumItem) -> String {
    do throws(CommandRunner.StartError) {
      try commands.run(command, path: item.location)
      Log.info("running \(CommandRunner.expand(command, path: item.location))")
      if waitsForCommands { commands.waitUntilIdle(timeout: Tuning.Shell.scriptedDecodeTimeout) }
      return UserText.commandStarted(command)
    } catch {
      let message = UserText.commandFailedToStart(command, reason: error.reason)
      Log.error(message, code: .commandFailed, subject: command)
      return message
    }
  }

  /// How the commands that ended since the last call went: a notice each.
  func finishedCommands() -> [String] {
    commands.takeFinished().map { ended in
      let message = UserText.commandEnded(ended.command, status: ended.status, signal: ended.signal)
      if ended.status != 0 {
        Log.error(message, code: .commandFailed, subject: ended.command)
      } else {
        Log.info(message)
      }
      return message
    }
  }
}
