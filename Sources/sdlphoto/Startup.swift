import Foundation
import PhotoCore
import PhotoShell

/// The viewer's start-up from `Settings` alone, in the order that makes it quick: the first photo decodes while
/// the album is listed on a thread of its own, SDL starts once the folder is read, the window opens while a
/// large folder is still sorted, then the viewer runs. Every failure is thrown as a `CommandFailure`.
///
/// What it starts (the loader, SDL, the window) is kept in properties, not locals: a failure unwinds out of
/// `run()` and the process exits with them still open, so SDL is never shut down under a decode worker.
final class Startup {
  private let settings: Settings
  private var loader: PhotoLoader?
  private var session: SDLSession?
  private var window: DisplayWindow?

  /// A start-up from `settings`; nothing starts before `run()`.
  init(settings: Settings) {
    self.settings = settings
  }

  deinit {
    // The window and its renderer go before SDL itself.
    window = nil
    session = nil
  }

  /// Starts the viewer and runs it until it quits: its exit status (0 also when the user quit during a long
  /// listing). A failure with its message is thrown before or after SDL starts, in the order the checks
  /// below make: a listing error found early comes before anything of SDL runs.
  func run() throws(CommandFailure) -> Int32 {
    Log.verbose = settings.verbose
    Log.quiet = settings.quiet
    Log.info("started")
    var options = AppOptions(settings)
    // The remote controls listen before anything else starts: a path in use is said at once.
    options.remotes = try startRemotes(sources: options.sources)
    options.startsInGrid = settings.opensGrid { path in
      var isDirectory: ObjCBool = false
      return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
    // The first photo decodes on a worker while the folder is sorted and SDL starts (the pager's; the grid
    // asks for its thumbnails once it knows its cells).
    let loader = App.makeLoader(options: options)
    self.loader = loader
    // One set of sources for the listing and the decoding: the web's read through the loader's download cache.
    options.sources = loader.sources
    // A server's folder listed at an earlier start shows from that listing at once, and is listed again once the
    // viewer is up (a library is read from its index, a manifest through its cache).
    let catchesUp = !settings.library && settings.query.isEmpty && settings.remoteManifest == nil
    if catchesUp { options.keptListingsFirst.begin() }
    let listingStart = startListing(options: options, loader: loader)
    let job = listingStart.job
    // SDL starts once the folder is read, or after a moment when that takes longer: a bad path or an empty
    // folder is reported before anything of SDL runs, and a large folder does not hold up the display.
    job.waitUntilUnderWay(timeout: Tuning.Shell.listingHeadStart)
    if case .failure(let error)? = job.finishedEarly { throw CommandFailure(error) }
    let (session, window) = try startDisplay(options: &options, loader: loader, job: job)
    // Ctrl-C, or closing the window, while a large folder is still listed ends the program at once.
    let listing: AlbumListing
    switch job.result(checking: Tuning.Shell.listingQuitCheck, shouldStop: session.quitRequested) {
    case .success(let listed)?: listing = listed
    case .failure(let error)?: throw CommandFailure(error)
    case nil: return 0  // quit as the viewer does, SDL shut down on the way out
    }
    for warning in listing.warnings {
      Log.warning(warning)
    }
    if settings.verbose, case .random(let seed)? = settings.sort {
      FileHandle.standardError.write(Data("sdlphoto: shuffled with --seed \(seed)\n".utf8))
    }
    let listedFromKept = options.keptListingsFirst.end()
    var album = listing.album
    Log.info("listed \(album.count) photos" + (listedFromKept ? " (as listed at an earlier start)" : ""))
    options.startNotice = listingStart.library.text
    options.libraryIndexer = listingStart.library.indexer
    options.now = settings.now
    album = try resumeShow(album, options: &options)
    setWatcher(of: listing.album, start: listingStart, catchingUp: catchesUp && listedFromKept, options: &options)
    _ = App.startLoading(album: album, options: options, loader: loader)
    do {
      let app = try App(album: album, options: options, loader: loader, window: window)
      return try app.run()
    } catch {
      throw CommandFailure(error)
    }
  }

  /// The remote controls `--control`, `--http` and `--mqtt` ask for, listening; one that cannot start fails the
  /// start with why.
  private func startRemotes(sources: SourceSet) throws(CommandFailure) -> [any RemoteEndpoint] {
    var remotes: [any RemoteEndpoint] = []
    if let path = settings.controlPath {
      do throws(ControlServerError) {
        remotes.append(try ControlServer(path: path))
      } catch {
        throw CommandFailure(error.message, code: .remoteUnavailable, subject: path)
      }
    }
    if let address = settings.http {
      do throws(RemoteHTTPError) {
        remotes.append(try HTTPRemote(address: address, token: settings.httpToken, sources: sources))
        Log.info("remote control on http://\(address)/")
      } catch {
        throw CommandFailure(error.message, code: .remoteUnavailable, subject: "\(address)")
      }
    }
    if let address = settings.mqtt {
      do throws(MQTTFailure) {
        let name = settings.mqttName ?? ProcessInfo.processInfo.hostName.split(separator: ".").first.map(String.init)
        remotes.append(
          try MQTTRemote(
            address: address, name: name ?? "frame", discovery: settings.mqttDiscovery,
            caFile: settings.mqttCAFile, albums: settings.albums, sources: sources,
            version: SDLPhotoVersion.string))
      } catch {
        throw CommandFailure(error.message, code: .remoteUnavailable, subject: "\(address)")
      }
    }
    return remotes
  }

  /// What `startListing` started: the listing on its thread, and what the rest of the start needs of it.
  private struct ListingStart {
    var job: ListingJob
    var albumOptions: AlbumOptions
    var manifest: RemoteManifest?
    var library: LibraryStart
  }

  /// Starts listing the album on a thread of its own (a folder's first photo decoding on `loader` as soon as it
  /// is found): once the folder is read, the display starts while the rest is sorted. An error found before
  /// that comes before any window. A manifest on a server is fetched (through its cache) and listed there too.
  private func startListing(options: AppOptions, loader: PhotoLoader) -> ListingStart {
    var albumOptions = settings.albumOptions
    // The grid shows a folder's sub-folders as tiles (not with --recursive: one flat grid).
    albumOptions.listsFolders = options.startsInGrid
    var lister = AlbumLister(demoAlbumPath: DemoAlbum.path(), options: albumOptions, sources: options.sources)
    if !options.startsInGrid {
      lister.onFirstPhoto = { [options] path in
        Log.info("first photo found")
        App.requestFirstPhoto(path: path, index: 0, options: options, from: loader)
      }
    }
    let manifest = settings.remoteManifest.map { RemoteManifest(url: $0) }
    let libraryStart = LibraryStart()
    let job = ListingJob(lister: lister) { [settings, options] lister throws(AlbumError) in
      if settings.library || !settings.query.isEmpty {
        return try Self.libraryListing(
          settings: settings, options: options, start: libraryStart, background: settings.scriptPath == nil)
      }
      if let manifest { return try manifest.listing(by: lister) }
      if settings.readsListFromStandardInput {
        let input = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
        return try lister.listing(forListBytes: input, baseDirectory: ".", origin: "standard input")
      }
      return try lister.listing(for: settings.paths)
    }
    return ListingStart(job: job, albumOptions: albumOptions, manifest: manifest, library: libraryStart)
  }

  /// Starts SDL and opens the window (the slowest part of start-up) while a large folder is still sorted; the
  /// script, when there is one, is read with SDL's key names. A listing that fails says more than "no display".
  private func startDisplay(
    options: inout AppOptions, loader: PhotoLoader, job: ListingJob
  )
    throws(CommandFailure) -> (SDLSession, DisplayWindow)
  {
    let session: SDLSession
    do {
      session = try SDLSession(verbose: settings.verbose)
    } catch {
      // A listing that fails (a missing or empty folder read slowly) says more than "no display".
      if case .failure(let listingError)? = job.result(checking: Tuning.Shell.listingQuitCheck, shouldStop: { false }) {
        throw CommandFailure(listingError)
      }
      throw CommandFailure(tr("cannot start the display: {0}", "\(error)"))
    }
    self.session = session
    if let path = settings.scriptPath {
      options.script = try Self.script(at: path, isKnownKey: session.isKnownKey)
    }
    let window: DisplayWindow
    do {
      window = try App.openWindow(options: options, loader: loader)
    } catch {
      throw CommandFailure(error)
    }
    self.window = window
    return (session, window)
  }

  /// `album` as a slideshow resumes it where the last one of these paths left off (`options.showState` keeps
  /// its place from now on), with the photos taken recently first when `--recent-first` asks.
  private func resumeShow(_ album: Album, options: inout AppOptions) throws(CommandFailure) -> Album {
    var album = album
    var resumed = false
    if settings.slideshow != nil {
      // A slideshow resumes where the last one of these paths left off.
      let cwd = FileManager.default.currentDirectoryPath
      let paths = (settings.paths.isEmpty ? [DemoAlbum.path()] : settings.paths).map { path in
        options.sources.isRemote(path) || path == "-"
          ? path : URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: cwd + "/")).standardizedFileURL.path
      }
      let store = ShowStateStore(paths: paths)
      if let state = store.load() {
        album = state.resumed(album)
        options.resumedCycle = state.cycle
        resumed = true
        Log.info("slideshow resumed at \(state.photo)")
      }
      options.showState = store
    }
    if let days = settings.recentFirst, settings.slideshow != nil {
      album = Self.recentFirst(
        album, days: days, now: settings.now, scripted: settings.scriptPath != nil, resumed: resumed, options: &options)
    }
    return album
  }

  /// `--library`, or a query: the paths (default: the demo album) through the index on disk for a library, one
  /// in memory for a query on folders. A library in a real run lists what the index holds and reads the rest
  /// in the background (`start.indexer`) when `background`; otherwise (a scripted run, a query on folders, a
  /// listing again for `--watch`) everything new is read first.
  private static func libraryListing(
    settings: Settings, options: AppOptions, start: LibraryStart, background: Bool
  ) throws(AlbumError) -> AlbumListing {
    let roots = try LibraryListing.roots(
      settings.paths.isEmpty ? [DemoAlbum.path()] : settings.paths, namedSources: settings.namedSources)
    var albumOptions = settings.albumOptions
    albumOptions.listsFolders = false
    let index = settings.library ? LibraryIndex() : LibraryIndex(inMemory: ())
    if settings.library && background {
      if let warning = index.warning { Log.warning(warning) }
      let scanner = LibraryScanner(roots: roots, options: albumOptions, gazetteerPath: options.gazetteerPath)
      // What the index holds shows at once (its newest records, unless a query must see them all), the rest
      // read and the folders walked after on the indexer's thread; a first run has nothing to show before its walk.
      let known =
        settings.query.isEmpty
        ? index.newestRecords(under: roots, limit: Tuning.Library.firstRecords)
        : (records: index.orderedRecords(under: roots), isAll: true)
      var warnings: [AlbumError] = []
      let indexer: LibraryIndexer
      if known.records.isEmpty {
        let survey = try scanner.survey(index, keepsKnown: false)
        warnings = survey.warnings
        indexer = LibraryIndexer(known: [], survey: survey, scanner: scanner, index: index, query: settings.query)
      } else {
        indexer = LibraryIndexer(
          known: known.records, isAll: known.isAll, scanner: scanner, index: index, query: settings.query)
      }
      let library = indexer.album()
      if library.album.items.isEmpty { throw .noPhotos(folder: roots[0]) }
      start.indexer = indexer
      start.text = LibraryListing.notice(for: library)
      return AlbumListing(album: library.album, warnings: warnings)
    }
    let (listing, text) = try LibraryListing.listing(
      roots: roots, options: albumOptions, query: settings.query, index: index, gazetteerPath: options.gazetteerPath)
    start.text = text
    return listing
  }

  /// A library's watcher: with `--watch` its folders are watched and listed again through the index (while the
  /// background indexer runs, from what it knows); without, it only lists again when the indexer says (nil when
  /// there is none).
  private static func libraryWatcher(of album: Album, settings: Settings, options: AppOptions) -> AlbumWatcher? {
    let indexer = options.libraryIndexer
    guard settings.watch || indexer != nil else { return nil }
    let roots =
      settings.watch
      ? (try? LibraryListing.roots(settings.paths.isEmpty ? [DemoAlbum.path()] : settings.paths)) ?? [] : []
    return AlbumWatcher(album: album, roots: roots, recursive: true) { [settings, options] () throws(AlbumError) in
      if let indexer, !indexer.isFinished || !settings.watch { return indexer.album().album }
      return try Self.libraryListing(settings: settings, options: options, start: LibraryStart(), background: false)
        .album
    }
  }

  /// `--recent-first`: the dates the show's cycles go by (EXIF dates read now in a scripted run, so it
  /// repeats; later, on a thread, in a real one), and `album` with the recent photos first for the first cycle
  /// (unless the show resumed mid-cycle or opened at a given photo).
  private static func recentFirst(
    _ album: Album, days: Double, now: Double?, scripted: Bool, resumed: Bool, options: inout AppOptions
  ) -> Album {
    let dates = TakenDates(album: album, days: days)
    if scripted { dates.readExif(of: album) }
    options.takenDates = dates
    guard !resumed, album.startIndex == 0 else { return album }
    let recent = dates.recent(now: now ?? Date().timeIntervalSince1970)
    let order = RecentFirst.arrange(
      Array(album.items.indices), isRecent: { recent.contains(album.id(at: $0)) }, after: nil)
    var arranged = Album(items: order.map { album.items[$0] }, origin: album.origin)
    arranged.folders = album.folders
    return arranged
  }

  /// The album's watcher: the library's, `--watch`'s, or (an album shown from its servers' kept listings) the one
  /// listing again that catches up with them, made once the first screen has loaded (`App.presented`; with
  /// `--watch`, its first refresh then).
  private func setWatcher(of album: Album, start: ListingStart, catchingUp: Bool, options: inout AppOptions) {
    if settings.library || !settings.query.isEmpty {
      options.watcher = Self.libraryWatcher(of: album, settings: settings, options: options)
      // The indexer starts once the first frame is up (App.presented): its walk would take a core from it.
    } else if settings.watch {
      options.watcher = Self.watcher(
        of: album, settings: settings, options: start.albumOptions, sources: options.sources,
        manifest: start.manifest)
    }
    guard catchingUp else { return }
    options.watcher =
      options.watcher
      ?? Self.catchUp(of: album, paths: settings.paths, options: start.albumOptions, sources: options.sources)
  }

  /// Without `--watch`, the one listing again of an album that showed from its servers' kept listings: what changed
  /// since shows once it is listed (a photo added, once it holds still).
  private static func catchUp(
    of album: Album, paths: [String], options: AlbumOptions, sources: SourceSet
  ) -> AlbumWatcher? {
    let lister = AlbumLister(demoAlbumPath: DemoAlbum.path(), options: options, sources: sources)
    return AlbumWatcher(album: album, roots: [], recursive: false) { () throws(AlbumError) in
      try lister.listing(for: paths).album
    }
  }

  /// `--watch`: a watcher of the folders `settings.paths` list (a file's folder for a file, a manifest's for a
  /// manifest; a server's folders listed again every `--refresh`), listing them with `options` as at start-up; nil
  /// when there is nothing to watch (said on stderr).
  private static func watcher(
    of album: Album, settings: Settings, options: AlbumOptions, sources: SourceSet, manifest: RemoteManifest?
  ) -> AlbumWatcher? {
    if let manifest {
      // A manifest on a server: fetched again every --refresh minutes (revalidated: unchanged costs a 304).
      let lister = AlbumLister(demoAlbumPath: DemoAlbum.path(), options: options, sources: sources)
      return AlbumWatcher(album: album, roots: [], recursive: false, refreshEvery: settings.refreshMinutes * 60) {
        () throws(AlbumError) in try manifest.listing(by: lister).album
      }
    }
    guard !settings.readsListFromStandardInput else {
      Log.warning("--watch cannot watch a list read from standard input", code: .optionIgnored, subject: "--watch")
      return nil
    }
    let paths = settings.paths
    var roots: [String] = []
    // A folder on a server (WebDAV, rclone) tells nothing: the album is listed again every --refresh minutes.
    let polled = paths.contains { path in
      let location = AlbumLister.resolved(path, in: settings.namedSources)
      let source = sources.source(for: location)
      return sources.claims(location) && source.watching == .polling && !(source is WebSource)
    }
    // The folders inotify can hear: those of a source that is told of changes (a web manifest is polled).
    for path in paths.isEmpty ? [DemoAlbum.path()] : paths
    where !sources.claims(AlbumLister.resolved(path, in: settings.namedSources))
      && sources.source(for: path).watching == .notifications
    {
      var isFolder: ObjCBool = false
      let local = path.hasPrefix("file://") ? (URL(string: path)?.path ?? path) : path
      let exists = FileManager.default.fileExists(atPath: local, isDirectory: &isFolder)
      let folder = exists && isFolder.boolValue ? local : (local as NSString).deletingLastPathComponent
      let root = URL(fileURLWithPath: folder.isEmpty ? "." : folder).standardizedFileURL.path
      if !roots.contains(root) { roots.append(root) }
    }
    guard !roots.isEmpty || polled else {
      Log.warning("--watch has no local folder to watch", code: .optionIgnored, subject: "--watch")
      return nil
    }
    let lister = AlbumLister(demoAlbumPath: DemoAlbum.path(), options: options, sources: sources)
    return AlbumWatcher(
      album: album, roots: roots, recursive: settings.recursive,
      refreshEvery: polled ? settings.refreshMinutes * 60 : nil
    ) { () throws(AlbumError) in
      try lister.listing(for: paths).album
    }
  }

  /// The script at `path`, its key names checked by `isKnownKey`.
  private static func script(at path: String, isKnownKey: (String) -> Bool) throws(CommandFailure) -> Script {
    do {
      let text = try String(contentsOfFile: path, encoding: .utf8)
      return try Script.parse(text, isKnownKey: isKnownKey)
    } catch let error as ScriptError {
      throw CommandFailure("\(path): \(UserText.message(for: error))", code: .scriptInvalid, subject: path)
    } catch {
      throw CommandFailure(
        tr("{0}: cannot read the script ({1})", path, error.localizedDescription), code: .scriptInvalid, subject: path)
    }
  }
}

/// What the listing's thread hands the viewer: what to say on screen as it starts (a query that matched
/// nothing), and a library's background indexer.
final class LibraryStart: @unchecked Sendable {
  var text: String?
  var indexer: LibraryIndexer?
}
