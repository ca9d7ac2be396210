/// The two high dynamic range transfers a photo may be coded in (ITU-R BT.2100), as CICP names them.
public enum HDRTransfer: String, Equatable, Sendable {
  /// SMPTE ST 2084's perceptual quantizer (HDR10): absolute display light up to 10,000 nits (`PQCurve`).
  case pq = "PQ"
  /// Hybrid log-gamma: relative scene light, made display light by the OOTF (`HLGCurve`).
  case hlg = "HLG"

  /// The transfer of CICP transfer characteristics `code` (H.273 table 3): 16 is PQ, 18 is HLG; nil for the
  /// standard dynamic range ones.
  public init?(cicp code: Int) {
    switch code {
    case 16: self = .pq
    case 18: self = .hlg
    default: return nil
    }
  }

  /// The content peak, nits, a photo is taken to reach when it does not say: PQ's assumed mastering peak, HLG's
  /// nominal display peak.
  public var assumedPeakNits: Double {
    switch self {
    case .pq: return Tuning.Color.pqAssumedPeakNits
    case .hlg: return Tuning.Color.hlgNominalPeakNits
    }
  }
}
