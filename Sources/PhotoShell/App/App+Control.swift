import Foundation
import PhotoCore

/// The remote control's commands (`--control`, `--http`), carried out on the frame loop: a few each turn, each
/// answered with one line.
extension App {
  /// Carries out the commands that came at `t`, then tells subscribers when the state changed (`RemoteHub`).
  func takeControlRequests(at t: Double) {
    remotes.takeRequests(
      limit: Tuning.Shell.remoteCommandsPerTurn, status: { navigator.status(at: t) },
      perform: { perform($0, at: t) })
  }

  /// Carries out `command` at `t` as the navigator says (see `Navigator.perform(_:at:setup:)`); returns what
  /// answers it. A question (`status`) changes nothing: the screen is not drawn again for it, so a
  /// client asking a thousand times a second costs the frames nothing.
  func perform(_ command: RemoteCommand, at t: Double) -> RemoteReply {
    let outcome = navigator.perform(command, at: t, setup: options.slideshowSetup)
    if case .status(let status) = outcome { return .status(status) }
    cadence.needsRedraw = true
    wakeForInput(at: t)
    switch outcome {
    case .done(let effects): apply(effects, at: t)
    case .status(let status): return .status(status)
    case .refused(let message): return .refused(message)
    case .open(let path):
      if let error = openAlbum((path as NSString).expandingTildeInPath, at: t) { return .refused(error) }
    case .display(let awake): setDisplay(awake: awake, at: t)
    case .quit: cadence.running = false
    }
    return .ok
  }

  /// Opens `path` (a folder, photo or list) in place of the album at `t`; the reason when it cannot be.
  func openAlbum(_ path: String, at t: Double) -> String? {
    let lister = AlbumLister(demoAlbumPath: path, options: options.albumOptions, sources: options.sources)
    do {
      let listing = try lister.listing(for: [path])
      for warning in listing.warnings { Log.warning(warning) }
      textures.evict(navigator.replaceAlbum(listing.album, at: t))
      return nil
    } catch {
      let message = UserText.message(for: error)
      Log.error(error)
      return message
    }
  }
}
