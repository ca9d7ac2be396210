/// What one frame of a real run may load while photos move: whether it asks the planner for decodes, and how
/// many pixels it may upload beyond the urgent ones (a photo on screen with nothing drawn always uploads).
///
/// At rest everything goes. While photos move, a frame with time left (`FrameBudget`) plans and uploads what
/// its time buys (`Tuning.Loading.uploadPixelsPerSecond`, at most `Tuning.Loading.uploadPixelsPerFrame`); a
/// frame without time left plans only when a photo on screen has nothing drawn (it is starving: the user waits
/// for exactly that) and uploads nothing optional; and a slideshow's dissolve uploads nothing but what it draws.
public struct FrameLoadAllowance: Sendable, Equatable {
  /// Whether the frame asks the planner for decodes.
  public var plans: Bool
  /// Pixels of uploads beyond the urgent ones; nil: no limit.
  public var uploadPixels: Int?

  /// A frame that plans or not, and uploads up to `uploadPixels` (nil: everything).
  public init(plans: Bool, uploadPixels: Int?) {
    self.plans = plans
    self.uploadPixels = uploadPixels
  }

  /// The allowance of a frame: photos `moving` or not, with `secondsLeft` before its deadline and
  /// `optionalWork` allowed by its `FrameBudget`, a photo on screen `starving` (nothing drawn), and a dissolve
  /// that `holds` other uploads.
  public static func of(
    moving: Bool, secondsLeft: Double, optionalWork: Bool, starving: Bool, dissolveHolds holds: Bool
  ) -> FrameLoadAllowance {
    guard moving else { return FrameLoadAllowance(plans: true, uploadPixels: nil) }
    guard optionalWork && !holds else { return FrameLoadAllowance(plans: optionalWork || starving, uploadPixels: 0) }
    let bought = Int(min(max(0, secondsLeft), 1) * Tuning.Loading.uploadPixelsPerSecond)
    return FrameLoadAllowance(plans: true, uploadPixels: min(Tuning.Loading.uploadPixelsPerFrame, bought))
  }
}
