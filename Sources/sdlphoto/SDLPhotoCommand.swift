import ArgumentParser
import Foundation
import PhotoCore
import PhotoShell

/// `sdlphoto [PATH...]`: the command line, parsed by swift-argument-parser.
@main
struct SDLPhotoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sdlphoto",
    abstract: "A fast, touch-friendly photo viewer.",
    discussion: """
      Opens a folder (its photos in natural order), one or more files (the first one's folder, at that \
      photo), or the bundled demo album when no path is given.
      Keys: Left/Right, Page Up/Down, Space/Backspace, Home/End page; F or F11 full screen; \
      Escape leaves full screen or quits; Q quits.
      """,
    version: SDLPhotoVersion.string)

  @Argument(
    help: ArgumentHelp(
      "Folders, photo files, quoted wildcards, http(s) URLs, an album.json or text list, or - to read a list from standard input (default: the demo album).",
      valueName: "path"))
  var paths: [String] = []

  @Option(help: ArgumentHelp("Order: name, mtime (oldest first), size (smallest first) or random.", valueName: "order"))
  var sort: String?

  @Option(help: "Seed for --sort random (default: a new one each run; --verbose prints it).")
  var seed: UInt64?

  @Flag(help: "Reverse the order.")
  var reverse = false

  @Flag(help: "Include sub-folders, depth first.")
  var recursive = false

  @Flag(help: "Start in full screen.")
  var fullscreen = false

  @Option(help: ArgumentHelp("Window size in points.", valueName: "WxH"))
  var size: WindowSize?

  @Flag(help: "Print details (renderer, timings) on stderr.")
  var verbose = false

  @Option(help: ArgumentHelp("Play input from a script on a fixed-step clock.", valueName: "FILE"))
  var script: String?

  @Option(help: "Frames per second of the scripted clock.")
  var fps = 60

  @Option(help: ArgumentHelp("Write one JSON line per rendered frame.", valueName: "FILE"))
  var trace: String?

  @Option(help: ArgumentHelp("Write every frame as DIR/frame-NNNNNN.png.", valueName: "DIR"))
  var record: String?

  @Option(help: "Page transitions: 'slide' (animated) or 'none' (instant).")
  var transition: Transition = .slide

  @Option(help: ArgumentHelp("Memory for recently seen photos, MiB (default: half a screen's worth).", valueName: "N"))
  var cacheMb: Int?

  @Option(help: ArgumentHelp("Refuse photos with more pixels than this (decompression bombs).", valueName: "N"))
  var maxPixels: Int = Tuning.Loading.maxPixels

  @Option(
    help: ArgumentHelp(
      "Largest texture side, pixels (tests: draws large photos from tiles).", valueName: "N", visibility: .hidden))
  var maxTexture: Int?

  @Option(
    help: ArgumentHelp(
      "Most pixels of a whole sharper decode for a zoomed photo (tests: decodes parts sooner).", valueName: "N",
      visibility: .hidden))
  var maxDetailPixels: Int = Tuning.Loading.maxDetailPixels

  func validate() throws {
    guard (1...1000).contains(fps) else { throw ValidationError("--fps must be between 1 and 1000") }
    if let cacheMb, !(0...65536).contains(cacheMb) { throw ValidationError("--cache-mb must be between 0 and 65536") }
    if let maxTexture, !(16...65536).contains(maxTexture) {
      throw ValidationError("--max-texture must be between 16 and 65536")
    }
    guard maxPixels >= 1 else { throw ValidationError("--max-pixels must be at least 1") }
    guard maxDetailPixels >= 1 else { throw ValidationError("--max-detail-pixels must be at least 1") }
    if let sort, AlbumOptions.Sort(sort, seed: 0) == nil {
      throw ValidationError("--sort must be one of: \(AlbumOptions.Sort.names.joined(separator: ", "))")
    }
    if paths.contains("-") && paths.count > 1 {
      throw ValidationError("'-' reads the list from standard input and cannot be mixed with other paths")
    }
  }

  func run() throws {
    Log.verbose = verbose
    Log.info("started")
    let seed = self.seed ?? UInt64.random(in: .min ... .max)
    var options = AppOptions()
    options.fullscreen = fullscreen
    options.windowSize = size.map { ($0.width, $0.height) }
    options.maxPixels = maxPixels
    // The first photo decodes on a worker while the folder is sorted and SDL starts.
    let loader = App.makeLoader(options: options)
    var lister = AlbumLister(
      demoAlbumPath: DemoAlbum.path(),
      options: AlbumOptions(
        sort: sort.flatMap { AlbumOptions.Sort($0, seed: seed) }, reverse: reverse, recursive: recursive))
    lister.onFirstPhoto = { [options] path in
      Log.info("first photo found")
      App.requestFirstPhoto(path: path, index: 0, options: options, from: loader)
    }
    // The album is listed on a thread of its own: once the folder is read (its first photo decoding), the
    // display starts while the rest is sorted. An error found before that comes before any window.
    let job = ListingJob(lister: lister) { [paths] lister throws(AlbumError) in
      if paths == ["-"] {
        let input = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
        return try lister.listing(forListBytes: input, baseDirectory: ".", origin: "standard input")
      }
      return try lister.listing(for: paths)
    }
    // SDL starts once the folder is read, or after a moment when that takes longer: a bad path or an empty
    // folder is reported before anything of SDL runs, and a large folder does not hold up the display.
    job.waitUntilUnderWay(timeout: Tuning.Shell.listingHeadStart)
    if case .failure(let error)? = job.finishedEarly { fail(UserText.message(for: error)) }
    let session: SDLSession
    do {
      session = try SDLSession(verbose: verbose)
    } catch {
      // A listing that fails (a missing or empty folder read slowly) says more than "no display".
      if case .failure(let listingError)? = job.result(checking: Tuning.Shell.listingQuitCheck, shouldStop: { false }) {
        fail(UserText.message(for: listingError))
      }
      fail("cannot start the display: \(error)")
    }
    options.fps = fps
    options.tracePath = trace
    options.recordDirectory = record
    options.animatesTransitions = transition == .slide
    options.cacheMegabytes = cacheMb
    options.maxPixels = maxPixels
    options.maxTextureSize = maxTexture
    options.maxDetailPixels = maxDetailPixels
    if let script {
      do {
        let text = try String(contentsOfFile: script, encoding: .utf8)
        options.script = try Script.parse(text, isKnownKey: session.isKnownKey)
      } catch let error as ScriptError {
        fail("\(script): \(UserText.message(for: error))")
      } catch {
        fail("\(script): cannot read the script (\(error.localizedDescription))")
      }
    }
    // The window and its renderer (the slowest part of start-up) while a large folder is still sorted.
    let window: DisplayWindow
    do {
      window = try App.openWindow(options: options, loader: loader)
    } catch {
      fail(UserText.message(for: error))
    }
    // Ctrl-C, or closing the window, while a large folder is still listed ends the program at once.
    let listing: AlbumListing
    switch job.result(checking: Tuning.Shell.listingQuitCheck, shouldStop: session.quitRequested) {
    case .success(let listed)?: listing = listed
    case .failure(let error)?: fail(UserText.message(for: error))
    case nil: return  // quit as the viewer does (status 0), SDL shut down on the way out
    }
    for warning in listing.warnings {
      FileHandle.standardError.write(Data("sdlphoto: warning: \(UserText.message(for: warning))\n".utf8))
    }
    if verbose && sort == "random" {
      FileHandle.standardError.write(Data("sdlphoto: shuffled with --seed \(seed)\n".utf8))
    }
    let album = listing.album
    Log.info("listed \(album.count) photos")
    _ = App.startLoading(album: album, options: options, loader: loader)
    let code: Int32
    do {
      let app = try App(album: album, options: options, loader: loader, window: window)
      code = try app.run()
    } catch {
      fail(UserText.message(for: error))
    }
    withExtendedLifetime(session) {}
    if code != 0 { throw ExitCode(code) }
  }

  /// Prints `message` as one line on stderr and exits with status 1.
  private func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("sdlphoto: \(message)\n".utf8))
    Foundation.exit(1)
  }
}

/// `--transition` values.
enum Transition: String, ExpressibleByArgument, CaseIterable {
  case slide, none
}

/// `--size WxH`.
struct WindowSize: ExpressibleByArgument {
  var width: Int
  var height: Int

  init?(argument: String) {
    let parts = argument.lowercased().split(separator: "x")
    guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), (1...16384).contains(w),
      (1...16384).contains(h)
    else { return nil }
    width = w
    height = h
  }
}
