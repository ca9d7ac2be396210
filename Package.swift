// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "sdlphoto",
  products: [
    .executable(name: "sdlphoto", targets: ["sdlphoto"])
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    // The phone remote's HTTP server (--http): small, no SwiftNIO.
    .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    // The library's index (--library): SQLite from Debian (libsqlite3-dev), WAL, migrations, a pool of readers.
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
  ],
  targets: [
    // C modules: SDL2 and its companions from Debian (libsdl2-dev, libsdl2-image-dev, libsdl2-ttf-dev).
    .systemLibrary(
      name: "CSDL2", pkgConfig: "sdl2",
      providers: [.apt(["libsdl2-dev"])]),
    .systemLibrary(
      name: "CSDL2Image", pkgConfig: "SDL2_image",
      providers: [.apt(["libsdl2-image-dev"])]),
    .systemLibrary(
      name: "CSDL2TTF", pkgConfig: "SDL2_ttf",
      providers: [.apt(["libsdl2-ttf-dev"])]),
    // Text in every script: fontconfig finds a font for a character the UI font lacks, fribidi orders mixed
    // left-to-right and right-to-left runs (SDL2_ttf shapes each run with HarfBuzz).
    .systemLibrary(
      name: "CFontconfig", pkgConfig: "fontconfig",
      providers: [.apt(["libfontconfig-dev"])]),
    .systemLibrary(
      name: "CFriBidi", pkgConfig: "fribidi",
      providers: [.apt(["libfribidi-dev"])]),
    // Little CMS 2 for embedded colour profiles (dlopen()ed on the first photo that needs it) and zlib for
    // PNG's compressed ones (liblcms2-dev, zlib1g-dev).
    .systemLibrary(
      name: "CLCMS",
      providers: [.apt(["liblcms2-dev", "zlib1g-dev"])]),
    // libjpeg-turbo through the libjpeg API: JPEG streamed from its file, decoded at 1/8 ... 8/8 scale
    // (libjpeg62-turbo-dev).
    .systemLibrary(
      name: "CJPEG", pkgConfig: "libjpeg",
      providers: [.apt(["libjpeg62-turbo-dev"])]),
    // libpng's simplified API: PNG decoding whose errors come back as text instead of going to stderr.
    .systemLibrary(
      name: "CPNG", pkgConfig: "libpng",
      providers: [.apt(["libpng-dev"])]),
    // libwebp's advanced API: WebP decoding scaled down inside the decoder, into a caller's buffer.
    .systemLibrary(
      name: "CWebP", pkgConfig: "libwebp",
      providers: [.apt(["libwebp-dev"])]),
    // libavif, libheif and libjxl: AVIF, HEIC and JPEG XL decoded whole, then shrunk to fit (bookworm's
    // SDL2_image 2.6 reads none of them). Not linked: each shim.h dlopen()s its library (libavif.so.15,
    // libheif.so.1, libjxl.so.0.7) on the first such file, so the viewer's start maps none of them or their
    // codecs; the -dev packages give the headers only.
    // giflib: GIF animations decoded a frame at a time (SDL2_image decodes every frame at once); small, linked.
    .systemLibrary(
      name: "CGIF",
      providers: [.apt(["libgif-dev"])]),
    // The one loader of the libraries opened at run time instead of linked (every shim below includes it).
    .systemLibrary(name: "CLoader"),
    // alsa-lib's error handler only (SDL opens alsa-lib itself): no sound card, no lines of alsa's on stderr.
    .systemLibrary(name: "CALSA"),
    .systemLibrary(
      name: "CAVIF",
      providers: [.apt(["libavif-dev"])]),
    .systemLibrary(
      name: "CHEIF",
      providers: [.apt(["libheif-dev"])]),
    .systemLibrary(
      name: "CJXL",
      providers: [.apt(["libjxl-dev"])]),
    // LibRaw: camera RAW files, dlopen()ed (libraw_r.so.20) on the first RAW like the three above; libraw-dev
    // gives the headers only.
    .systemLibrary(
      name: "CRaw",
      providers: [.apt(["libraw-dev"])]),
    // libcurl's easy API for network photos, dlopen()ed (libcurl.so.4) on the first one like the three above:
    // linking it (or Foundation's URLSession, built on it) mapped libcurl and ~25 more libraries into every
    // start. libcurl4-openssl-dev gives the header only.
    // FFmpeg (libavformat, libavcodec, libavutil, libswscale) for video clips, dlopen()ed on the first clip like
    // the codecs above; the -dev packages give the headers only.
    .systemLibrary(
      name: "CFFmpeg",
      providers: [.apt(["libavformat-dev", "libavcodec-dev", "libswscale-dev", "libavutil-dev"])]),
    .systemLibrary(
      name: "CCurl",
      providers: [.apt(["libcurl4-openssl-dev"])]),
    // libmosquitto for `--mqtt`, dlopen()ed when it is given (the header alone at build time).
    .systemLibrary(
      name: "CMosquitto",
      providers: [.apt(["libmosquitto-dev"])]),
    // libsmbclient for smb:// shares, dlopen()ed on the first SMB location (the header alone at build time).
    .systemLibrary(
      name: "CSMB",
      providers: [.apt(["libsmbclient-dev"])]),

    // The pure core: physics, gestures, viewer state, album navigation, scripts. Imports no SDL.
    .target(name: "PhotoCore", dependencies: ["PhotoSources"]),

    // Where photos live, behind one interface (`PhotoSource`): this machine's folders and web servers, and the
    // network shares to come. The only code that opens a file the viewer has not made.
    .target(name: "PhotoSources"),

    // The config file's reader: TOML 1.0 read in Swift (TOMLParser; toml++ under TOMLKit asserts on malformed
    // input), options, key bindings and commands with their lines.
    .target(name: "PhotoConfig", dependencies: ["PhotoCore"]),

    // The SDL shell: window, renderer, event loop, scripted runs, recording.
    .target(
      name: "PhotoShell",
      dependencies: [
        "PhotoCore", "CSDL2", "CSDL2Image", "CSDL2TTF", "CJPEG", "CPNG", "CWebP", "CGIF", "CAVIF", "CHEIF", "CJXL",
        "CRaw", "CFFmpeg",
        "CCurl", "CMosquitto", "CSMB", "CFontconfig", "CFriBidi", "CLCMS", "CLoader", "CALSA",
        .product(name: "FlyingFox", package: "FlyingFox"),
        .product(name: "FlyingSocks", package: "FlyingFox"), .product(name: "GRDB", package: "GRDB.swift"),
      ],
      swiftSettings: [.swiftLanguageMode(.v5)]),

    .executableTarget(
      name: "sdlphoto",
      dependencies: [
        "PhotoShell", "PhotoCore", "PhotoConfig",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: [.swiftLanguageMode(.v5)]),

    // Benchmarks behind Scripts/bench (never timed tests), all of their code here: what they need of PhotoShell's
    // decoders and textures is `package`, not public.
    .executableTarget(
      name: "sdlphoto-bench", dependencies: ["PhotoCore", "PhotoShell", "CSDL2"],
      swiftSettings: [.swiftLanguageMode(.v5)]),

    .testTarget(name: "PhotoCoreTests", dependencies: ["PhotoCore"], exclude: ["Fixtures"]),
    .testTarget(name: "PhotoConfigTests", dependencies: ["PhotoConfig", "PhotoCore"]),
    // The real servers tests start (Mosquitto, chromedriver, HTTP servers): one harness for every test target.
    .target(name: "ServiceHarness", path: "Tests/ServiceHarness", exclude: ["Certificates", "NextcloudStandIn"]),
    .testTarget(
      name: "PhotoShellTests",
      dependencies: [
        "PhotoShell", "PhotoCore", "CSDL2Image", "CLCMS", "CLoader", "ServiceHarness",
        .product(name: "GRDB", package: "GRDB.swift"),
      ],
      exclude: ["Golden", "Fixtures"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
      name: "EndToEndTests", dependencies: ["PhotoCore", "CSDL2", "CSDL2Image", "ServiceHarness"],
      exclude: ["Golden", "Fixtures"],
      swiftSettings: [.swiftLanguageMode(.v5)]),

    // Fuzz targets behind Scripts/fuzz, one per parser of untrusted input; each depends on PhotoCore only (the
    // config reader's on PhotoConfig).
    // A plain build makes replay tools (`fuzz-exif FILE...`, run on Tests/FuzzCorpus by the tests);
    // Scripts/fuzz rebuilds them with libFuzzer (-D FUZZING -sanitize=fuzzer,address).
    .target(name: "FuzzSupport", path: "Sources/Fuzz/Support"),
    .executableTarget(
      name: "fuzz-image-header", dependencies: ["PhotoCore", "FuzzSupport"], path: "Sources/Fuzz/ImageHeader"),
    .executableTarget(name: "fuzz-exif", dependencies: ["PhotoCore", "FuzzSupport"], path: "Sources/Fuzz/Exif"),
    .executableTarget(
      name: "fuzz-manifest", dependencies: ["PhotoCore", "FuzzSupport"], path: "Sources/Fuzz/Manifest"),
    .executableTarget(name: "fuzz-script", dependencies: ["PhotoCore", "FuzzSupport"], path: "Sources/Fuzz/Script"),
    .executableTarget(
      name: "fuzz-album-names", dependencies: ["PhotoCore", "FuzzSupport"], path: "Sources/Fuzz/AlbumNames"),
    .executableTarget(
      name: "fuzz-color-profile", dependencies: ["PhotoCore", "FuzzSupport"], path: "Sources/Fuzz/ColorProfile"),
    .executableTarget(
      name: "fuzz-thumbnail-png", dependencies: ["PhotoCore", "FuzzSupport"], path: "Sources/Fuzz/ThumbnailPNG"),
    .executableTarget(
      name: "fuzz-motion-photo", dependencies: ["PhotoCore", "FuzzSupport"], path: "Sources/Fuzz/MotionPhoto"),
    .executableTarget(
      name: "fuzz-config", dependencies: ["PhotoConfig", "PhotoCore", "FuzzSupport"], path: "Sources/Fuzz/Config"),
  ]
)
