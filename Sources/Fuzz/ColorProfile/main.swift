import FuzzSupport
import PhotoCore

/// fuzz-color-profile: the ICC profile reader (`ICCProfile`: colour space, description from a `desc` or `mluc`
/// tag, whether it is sRGB, the code points of a `cicp` tag) and what the viewer makes of a profile
/// (`ColorDescription`'s name, HDR transfer and made profile) on arbitrary bytes, as a hostile file's embedded
/// profile. Invariants: nothing traps; a colour space is four bytes of the header; a profile taken as sRGB is
/// an RGB one; every profile gets a name, never an empty one, "HDR (PQ)" or "HDR (HLG)" exactly when its
/// `cicp` tag says PQ or HLG; a cut-short profile's description and code points are the whole one's or none
/// (never others).
func fuzzOne(_ bytes: [UInt8]) {
  let space = ICCProfile.colorSpace(of: bytes)
  FuzzCheck.require(space == nil || bytes.count >= 128, "a colour space from a cut-short header")
  if ICCProfile.isSRGB(bytes) { FuzzCheck.require(space == "RGB ", "sRGB but \(String(describing: space))") }
  let description = ColorDescription.iccProfile(bytes)
  let name = description.name
  FuzzCheck.require(name != nil && name?.isEmpty == false, "a profile without a name")
  FuzzCheck.require(description.madeProfile == nil, "a profile of its own needs none made")
  let whole = ICCProfile.description(of: bytes)
  let points = ICCProfile.codePoints(of: bytes)
  if let hdr = description.hdrTransfer {
    FuzzCheck.require(points.flatMap { HDRTransfer(cicp: $0.transfer) } == hdr, "\(hdr) without a cicp tag saying it")
    FuzzCheck.require(name == "HDR (\(hdr.rawValue))", "an \(hdr) profile named \(String(describing: name))")
  }
  for cut in Set([bytes.count / 2, max(0, bytes.count - 1), min(bytes.count, 200)]) {
    let part = ICCProfile.description(of: Array(bytes.prefix(cut)))
    FuzzCheck.require(
      part == nil || part == whole,
      "the first \(cut) bytes say \(String(describing: part)), all say \(String(describing: whole))")
    let partPoints = ICCProfile.codePoints(of: Array(bytes.prefix(cut)))
    FuzzCheck.require(partPoints == nil || partPoints == points, "the first \(cut) bytes give other code points")
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
  @_cdecl("fuzz_color_profile_main")
  public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    LibFuzzer.run(argc: argc, argv: argv, entry: fuzzEntry)
  }
#else
  /// A plain build: replay files (and `--mutate`) through `fuzzOne`.
  let replayed: Void = FuzzReplay.main(name: "color-profile", fuzzOne)
#endif
