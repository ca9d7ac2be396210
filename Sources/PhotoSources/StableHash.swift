/// Hashes that are the same on every run and machine (Swift's `Hasher` is seeded per process): cache file
/// names, stamps made from a server's ETag.
public enum StableHash {
  /// The 64-bit FNV-1a hash of `bytes`.
  public static func fnv1a64<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    return hash
  }
}
