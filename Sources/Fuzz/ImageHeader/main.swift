import FuzzSupport
import PhotoCore

/// fuzz-image-header: magic-number sniffing (`ImageKind.sniff`), header dimensions (`ImageHeader`), colour
/// descriptions (`ColorDescription`) and gain maps (`GainMap`) on arbitrary bytes. Invariants: nothing traps; sniffing looks at the first `sniffLength` bytes only; a size is
/// never negative; a cut-short binary header gives no size or the same size, never a different one (text
/// headers, netpbm and SVG, are left out of that one: a number cut short reads as a smaller number).
func fuzzOne(_ bytes: [UInt8]) {
  fuzzGIF(bytes)
  fuzzAPNG(bytes)
  fuzzColorDescription(bytes)
  fuzzGainMap(bytes)
  let kind = ImageKind.sniff(bytes)
  FuzzCheck.require(ImageKind.sniff(bytes.prefix(ImageKind.sniffLength)) == kind, "sniff reads past sniffLength")
  if bytes.count >= ImageKind.sniffLength {
    FuzzCheck.require(ImageKind.sniff(bytes + [0xFF, 0xD8, 0, 0x89]) == kind, "sniff depends on trailing bytes")
  }
  let cuts = Set([bytes.count / 2, max(0, bytes.count - 1), min(bytes.count, 40)])
  for candidate in ImageKind.allCases {
    let size = ImageHeader.dimensions(of: bytes, kind: candidate)
    if let size {
      FuzzCheck.require(size.width >= 0 && size.height >= 0, "\(candidate) size \(size.width) x \(size.height)")
    }
    for cut in cuts where ![.pnm, .svg].contains(candidate) {
      guard let part = ImageHeader.dimensions(of: Array(bytes.prefix(cut)), kind: candidate) else { continue }
      FuzzCheck.require(
        part.width == size?.width && part.height == size?.height,
        "\(candidate): the first \(cut) bytes give \(part.width) x \(part.height), all give \(String(describing: size))"
      )
    }
  }
}

/// What a file says of its colours (`ColorDescription`), read as each kind: nothing traps; a profile is never
/// longer than the file or the cap; a JPEG's or WebP's profile read from a cut-short file is the whole file's
/// (never a different one: a profile with pieces missing is not trusted).
func fuzzColorDescription(_ bytes: [UInt8]) {
  // The bytes as a profile: reading its colour space and description never traps.
  _ = ICCProfile.isSRGB(bytes)
  _ = ICCProfile.description(of: bytes)
  for kind in [ImageKind.jpeg, .png, .webp] {
    let whole = ColorDescription.read(bytes, kind: kind)
    switch whole {
    case .iccProfile(let p)?, .compressedICCProfile(let p)?:
      FuzzCheck.require(
        p.count <= bytes.count && p.count <= ColorDescription.maxProfileBytes, "\(kind): profile too long")
    default: break
    }
    guard kind != .png else { continue }
    // A whole profile read from half the file is the whole file's (EXIF's Adobe RGB may stand in for a profile
    // the half does not reach).
    let part = ColorDescription.read(Array(bytes.prefix(bytes.count / 2)), kind: kind)
    if case .iccProfile? = part {
      FuzzCheck.require(part == whole, "\(kind): half the file says \(String(describing: part))")
    }
  }
}

/// Gain maps (`GainMap`: a JPEG's segments and MPF index, a HEIF's or AVIF's `meta` box), the bytes read as
/// each kind: nothing traps; half the file never says there is a gain map when the whole says there is none (a
/// segment or box is read only whole).
func fuzzGainMap(_ bytes: [UInt8]) {
  for kind in [ImageKind.jpeg, .heic, .avif] {
    let whole = GainMap.isPresent(in: bytes, kind: kind)
    let part = GainMap.isPresent(in: Array(bytes.prefix(bytes.count / 2)), kind: kind)
    FuzzCheck.require(!part || whole, "\(kind): half the file has a gain map, all of it has none")
  }
}

/// The GIF block walk (`GIFStructure`): nothing traps; counts are never negative; a cut-short file has no
/// more frames than the whole and never reaches the trailer when the whole does not.
func fuzzGIF(_ bytes: [UInt8]) {
  let gif = Array("GIF89a".utf8) + bytes.dropFirst(min(6, bytes.count))
  guard let whole = GIFStructure(gif) else { return }
  FuzzCheck.require(whole.frameCount >= 0 && whole.largestFrameArea >= 0, "negative counts")
  FuzzCheck.require(whole.delays.count == whole.frameCount, "a delay for each frame")
  FuzzCheck.require(whole.plays >= 0 && whole.delays.allSatisfy { $0 >= 0 }, "negative plays or delays")
  if let cut = GIFStructure(Array(gif.prefix(gif.count / 2))) {
    FuzzCheck.require(cut.frameCount <= whole.frameCount, "half the file has more frames")
    FuzzCheck.require(!cut.isComplete || whole.isComplete, "half the file ends, all of it does not")
  }
}

/// The APNG chunk walk (`APNGStructure`): nothing traps; every frame's data lies in the file; the first bytes
/// alone never say it is animated when the whole does not; a cut-short file has no more playable frames.
func fuzzAPNG(_ bytes: [UInt8]) {
  let png = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + bytes.dropFirst(min(8, bytes.count))
  _ = APNGStructure.isAnimated(head: png)
  guard let whole = APNGStructure(png) else { return }
  for frame in whole.frames {
    FuzzCheck.require(frame.data.allSatisfy { $0.lowerBound >= 0 && $0.upperBound <= png.count }, "data past the end")
  }
  FuzzCheck.require(whole.shared.allSatisfy { $0.data.upperBound <= png.count }, "a shared chunk past the end")
  if let cut = APNGStructure(Array(png.prefix(png.count / 2))) {
    FuzzCheck.require(cut.frames.count <= whole.frames.count, "half the file has more frames")
  }
}

#if FUZZING
  /// libFuzzer's entry point (Scripts/fuzz builds with `-D FUZZING -sanitize=fuzzer,address`).
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzEntry(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    fuzzOne(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
  }

  /// The process's `main` under SwiftPM (see `LibFuzzer`): libFuzzer's driver on `fuzzEntry`.
  @_cdecl("fuzz_image_header_main")
  public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    LibFuzzer.run(argc: argc, argv: argv, entry: fuzzEntry)
  }
#else
  /// A plain build: replay files (and `--mutate`) through `fuzzOne`.
  let replayed: Void = FuzzReplay.main(name: "image-header", fuzzOne)
#endif
