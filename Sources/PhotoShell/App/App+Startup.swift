import CSDL2
import Foundation
import PhotoCore

/// Start-up: the decoding threads and the first photo's decode before SDL starts, and the window.
extension App {
  /// Starts the decoding threads (before the album is even listed: a folder's first photo can start
  /// decoding as soon as the folder is read, see `AlbumLister.onFirstPhoto`).
  public static func makeLoader(options: AppOptions) -> PhotoLoader {
    sdlphoto_tune_malloc()
    // libva's own lines ("libva info: ...") stay off stderr unless the user asked for them; set before any thread
    // that may open VA-API starts.
    if options.hardwareClips { setenv("LIBVA_MESSAGING_LEVEL", "0", 0) }
    let loader = PhotoLoader(
      workers: max(1, min(2, ProcessInfo.processInfo.activeProcessorCount)), maxPixels: options.maxPixels,
      managesColour: options.managesColour,
      thumbnailCache: options.usesThumbnailCache ? ThumbnailStore.defaultRoot() : nil,
      // A slideshow gives up a decode that hangs (it must go on for weeks); a viewer waits for a slow one.
      giveUpAfter: options.slideshow == nil ? nil : Tuning.Loading.giveUpAfter,
      sourcePasswords: options.sourcePasswords,
      sourceCAFile: options.sourceCAFile, sourceCacheBytes: options.sourceCacheBytes,
      keptListingsFirst: options.keptListingsFirst)
    // `--fit blur`, and the controls' bars and info panel over a blurred copy of the photo (everywhere but a
    // kiosk without `--kiosk-controls`): every photo's blurred backdrop is made on the worker with its decode.
    let showsBars = options.kioskExit == nil || options.kioskControls
    loader.hardwareClips = options.hardwareClips
    loader.makesBackdrops = showsBars || (options.slideshow != nil && options.slideshowLook.fit == .blur)
    // `--caption` with EXIF fields: each photo's facts are read with its screen decode.
    if options.slideshow != nil, let caption = options.slideshowLook.caption, caption.readsExif {
      let places = caption.needsPlaces ? PlaceNames(path: options.gazetteerPath) : nil
      loader.readsFacts = { path in PhotoLoader.facts(ofFileAt: path, places: places) }
    }
    return loader
  }

  /// Asks `loader` for photo `index` at `path` at the size the window will need: `--size`, or a full HD
  /// screen until the real size is known (a larger window asks again).
  public static func requestFirstPhoto(path: String, index: Int, options: AppOptions, from loader: PhotoLoader) {
    var box = options.windowSize ?? Tuning.Loading.firstPhotoBox
    if options.rotation.swapsSides { box = (box.height, box.width) }
    loader.want([
      DecodeRequest(
        photo: PhotoID(location: path), number: index + 1,
        box: ResolutionPolicy.Box(width: box.width, height: box.height), isRemote: loader.sources.isRemote(path))
    ])
  }

  /// Starts decoding the first photo before SDL starts, on a worker thread, so the decode runs on the second
  /// core while SDL connects to the display and builds its renderer. A decode already under way for it (see
  /// `makeLoader`) goes on.
  public static func startLoading(
    album: Album, options: AppOptions, loader: PhotoLoader? = nil
  ) -> PhotoLoader {
    let loader = loader ?? makeLoader(options: options)
    // The grid asks for its thumbnails itself, once it knows its cells.
    if !options.startsInGrid, album.items.indices.contains(album.startIndex) {
      requestFirstPhoto(
        path: album.items[album.startIndex].location, index: album.startIndex, options: options, from: loader)
    }
    return loader
  }

  /// Opens the window for `options` (SDL must be initialised), its renderer warmed up for real runs. It may
  /// open before the album is listed and be handed to `init`.
  public static func openWindow(options: AppOptions, loader: PhotoLoader? = nil) throws -> DisplayWindow {
    let size = options.windowSize ?? defaultWindowSize(fullscreen: options.fullscreen)
    let window = try DisplayWindow(
      title: "sdlphoto", size: size, fullscreen: options.fullscreen, vsync: options.script == nil,
      rotation: options.rotation)
    // Warming up is worth it while the first photo decodes; once it has, its own first frame compiles what it
    // needs sooner than a warm-up frame and then the photo's frame would (the rest compiles after it shows).
    if options.script == nil && loader?.hasDecodedPhoto != true {
      window.warmUp(present: true)
      Log.info("renderer warmed up")
    }
    return window
  }

  /// The display's size for full screen, else a window of 80% of it; 1280x800 when the display is unknown.
  static func defaultWindowSize(fullscreen: Bool) -> (Int, Int) {
    var mode = SDL_DisplayMode()
    guard SDL_GetDesktopDisplayMode(0, &mode) == 0, mode.w > 0, mode.h > 0 else { return (1280, 800) }
    if fullscreen { return (Int(mode.w), Int(mode.h)) }
    return (Int(Double(mode.w) * 0.8), Int(Double(mode.h) * 0.8))
  }
}
