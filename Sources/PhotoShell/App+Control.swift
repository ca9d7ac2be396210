import Foundation
import PhotoCore

/// The remote control's commands (`--control`, `--http`), carried out on the frame loop: a few each turn, each
/// answered with one line.
extension App {
  /// Commands carried out in one turn of the loop, at most: a flood waits for the next turns, a frame never
  /// waits for it.
  static let controlRequestsPerTurn = 32

  /// Carries out the commands that came at `t`, then tells subscribers when the state changed.
  func takeControlRequests(at t: Double) {
    for remote in remotes {
      for request in remote.takeRequests(limit: Self.controlRequestsPerTurn) {
        // A new subscriber's answer is the state now: the others hear of a change first, so the state
        // published is the one everyone has.
        if request.command == .subscribe { publishStatus(at: t) }
        let answer = perform(request.command, at: t)
        if request.command == .subscribe { publishedStatus = answer }
        remote.reply(to: request.client, answer)
      }
    }
    publishStatus(at: t)
  }

  /// Sends the state at `t` to every subscriber when it changed since it was last sent.
  func publishStatus(at t: Double) {
    guard remotes.contains(where: \.hasSubscribers) else { return }
    let line = navigator.statusLine(at: t)
    guard line != publishedStatus else { return }
    publishedStatus = line
    for remote in remotes where remote.hasSubscribers { remote.publish(line) }
  }

  /// Carries out `command` at `t`; returns the line that answers it.
  func perform(_ command: RemoteCommand, at t: Double) -> String {
    needsRedraw = true
    wakeForInput(at: t)
    switch command {
    case .next: apply(navigator.perform(.next, at: t), at: t)
    case .previous: apply(navigator.perform(.previous, at: t), at: t)
    case .goto(let target):
      guard let index = navigator.index(of: target) else {
        return ControlServer.errorLine(UserText.noSuchPhoto(target, count: navigator.album.count))
      }
      navigator.show(photoAt: index, at: t)
    case .zoom(let zoom):
      let commands: [RemoteCommand.Zoom: Command] = [
        .fit: .zoomToFit, .actual: .zoomToActualSize, .in: .zoomIn, .out: .zoomOut,
      ]
      if let command = commands[zoom] { apply(navigator.perform(command, at: t), at: t) }
    case .pause:
      guard navigator.pauseSlideshow(at: t) else { return ControlServer.errorLine(UserText.noSlideshow) }
    case .resume:
      guard navigator.resumeSlideshow(at: t) else { return ControlServer.errorLine(UserText.noSlideshow) }
    case .slideshow(let seconds):
      var show = Slideshow(interval: seconds, resumeAfter: options.resumeAfter, at: t)
      show.shuffle = navigator.slideshow?.shuffle
      navigator.startSlideshow(show, look: options.slideshowLook, at: t)
    case .open(let path):
      if let error = openAlbum((path as NSString).expandingTildeInPath, at: t) {
        return ControlServer.errorLine(error)
      }
    case .status, .subscribe: return navigator.statusLine(at: t)
    case .quit: running = false
    }
    return ControlServer.okLine
  }

  /// Opens `path` (a folder, photo or list) in place of the album at `t`; the reason when it cannot be.
  func openAlbum(_ path: String, at t: Double) -> String? {
    let lister = AlbumLister(demoAlbumPath: path, options: options.albumOptions)
    do {
      let listing = try lister.listing(for: [path])
      for warning in listing.warnings { Log.warning(UserText.message(for: warning)) }
      textures.evict(navigator.replaceAlbum(listing.album, at: t))
      return nil
    } catch {
      let message = UserText.message(for: error)
      Log.error(message)
      return message
    }
  }
}
