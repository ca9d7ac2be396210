import PhotoCore
import PhotoShell

extension AppOptions {
  /// The shell's options for `settings`, all but the script (parsed once SDL knows its key names).
  init(_ settings: Settings) {
    self.init()
    fullscreen = settings.fullscreen
    windowSize = settings.windowSize.map { ($0.width, $0.height) }
    fps = settings.fps
    tracePath = settings.tracePath
    recordDirectory = settings.recordDirectory
    recordRawPath = settings.recordRawPath
    frameLogPath = settings.frameLogPath
    sourcePasswords = settings.sourcePasswords
    sourceCAFile = settings.sourceCAFile
    sourceCacheBytes = settings.sourceCacheMegabytes.map { Int64($0) << 20 } ?? Tuning.Network.defaultCacheBytes
    animatesTransitions = settings.transition == .slide
    slideshow = settings.slideshow
    resumeAfter = settings.resumeAfter
    slideshowLook = settings.slideshowLook
    schedule = settings.schedule
    rotation = settings.rotateDisplay
    printsMarked = settings.printMarked
    keyBindings = settings.keyBindings
    trashPolicy = settings.trashPolicy
    kioskControls = settings.kioskControls
    sound = settings.sound
    hardwareClips = settings.hardwareDecoding == .auto
    gazetteerPath = BundledAsset.path("gazetteer/places.bin")
    iconsPath = BundledAsset.path("icons")
    kioskExit = settings.kiosk ? settings.kioskExit : nil
    cacheMegabytes = settings.cacheMegabytes
    maxPixels = settings.maxPixels
    albumOptions = settings.albumOptions
    managesColour = settings.colourManagement == .on
    usesThumbnailCache = settings.thumbnailCache
    maxTextureSize = settings.maxTextureSize
    maxDetailPixels = settings.maxDetailPixels
  }
}
