import PhotoCore

/// HDR PNGs that say PQ or HLG through their ICC profile instead of `cICP`: a version 4.4 profile (ICC.1:2022)
/// whose `cicp` tag holds BT.2100's code points (9/16/0/1 or 9/18/0/1), as libjxl and Apple's tools write them,
/// embedded compressed in `iCCP`. The bare profile has nothing but a description, the white point and the tag,
/// which Little CMS cannot convert through; the full one also states BT.2020's colorants and a 2.2 gamma curve
/// (an SDR approximation, as a profile's curves must be), which it can.
extension HDRFixture {
  /// The profile for `transfer`: bare, or full (`colorants`).
  static func profile(transfer: HDRTransfer, colorants: Bool = false) -> [UInt8] {
    func s15(_ values: [Double]) -> [UInt8] {
      values.flatMap { PNGFixture.be32(Int(UInt32(bitPattern: Int32(($0 * 65536).rounded())))) }
    }
    let name = Array("Rec. ITU-R BT.2100 \(transfer.rawValue)".utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    var tags: [(String, [UInt8])] = [
      (
        "desc",
        Array("mluc".utf8) + PNGFixture.be32(0) + PNGFixture.be32(1) + PNGFixture.be32(12) + Array("enUS".utf8)
          + PNGFixture.be32(name.count) + PNGFixture.be32(28) + name
      ),
      ("wtpt", Array("XYZ ".utf8) + PNGFixture.be32(0) + s15([0.9642, 1, 0.8249])),
      ("cicp", Array("cicp".utf8) + PNGFixture.be32(0) + [9, transfer == .pq ? 16 : 18, 0, 1]),
    ]
    if colorants {
      // BT.2020's primaries adapted to D50, and one 2.2 curve (u8Fixed8) for the three channels.
      let xyz = [
        ("rXYZ", [0.6734, 0.2790, -0.0019]), ("gXYZ", [0.1656, 0.6753, 0.0300]), ("bXYZ", [0.1251, 0.0457, 0.7973]),
      ]
      tags += xyz.map { ($0.0, Array("XYZ ".utf8) + PNGFixture.be32(0) + s15($0.1)) }
      tags += ["rTRC", "gTRC", "bTRC"].map {
        ($0, Array("curv".utf8) + PNGFixture.be32(0) + PNGFixture.be32(1) + [2, 0x33])
      }
    }
    return iccProfile(tags)
  }

  /// A version 4.4 RGB display profile of `tags`, their data after the table at 4-byte boundaries.
  static func iccProfile(_ tags: [(String, [UInt8])]) -> [UInt8] {
    let tableEnd = 128 + 4 + 12 * tags.count
    var table = PNGFixture.be32(tags.count)
    var data: [UInt8] = []
    for (signature, bytes) in tags {
      table += Array(signature.utf8) + PNGFixture.be32(tableEnd + data.count) + PNGFixture.be32(bytes.count)
      data += bytes + [UInt8](repeating: 0, count: (4 - bytes.count % 4) % 4)
    }
    // Size, CMM, version 4.4, display class, RGB data, XYZ connection space, date, `acsp`, platform, flags,
    // maker, model, attributes, perceptual intent, D50 illuminant, creator, ID.
    var header = PNGFixture.be32(128 + table.count + data.count) + [0, 0, 0, 0, 4, 0x40, 0, 0]
    header += Array("mntrRGB XYZ ".utf8) + [UInt8](repeating: 0, count: 12) + Array("acsp".utf8)
    header += [UInt8](repeating: 0, count: 28)
    header += [0x00, 0x00, 0xF6, 0xD6, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0xD3, 0x2D]
    header += [UInt8](repeating: 0, count: 128 - header.count)
    return header + table + data
  }

  /// `png` (a PNG from `png(_:width:height:transfer:)`) with its `cICP` chunk replaced by an `iCCP` chunk of
  /// `profile`.
  static func withProfile(_ png: [UInt8], _ profile: [UInt8]) -> [UInt8] {
    var bytes = png
    let cicp = PNGFixture.chunk("cICP", [9, 16, 0, 1]).count
    let iccp = PNGFixture.chunk("iCCP", Array("BT.2100".utf8) + [0, 0] + PNGFixture.zlibStored(profile))
    bytes.replaceSubrange(33..<33 + cicp, with: iccp)
    return bytes
  }
}
