import Testing

@testable import PhotoCore

/// What a frame may load while photos move, on made-up budgets.
@Suite struct FrameLoadAllowanceTests {
  static func of(
    moving: Bool = true, left: Double = 0.010, optional: Bool = true, starving: Bool = false, holds: Bool = false
  ) -> FrameLoadAllowance {
    FrameLoadAllowance.of(
      moving: moving, secondsLeft: left, optionalWork: optional, starving: starving, dissolveHolds: holds)
  }

  @Test func atRestEverythingLoads() {
    #expect(Self.of(moving: false, left: 0, optional: false) == FrameLoadAllowance(plans: true, uploadPixels: nil))
    #expect(Self.of(moving: false, holds: true) == FrameLoadAllowance(plans: true, uploadPixels: nil))
  }

  @Test func aMovingFrameUploadsWhatItsTimeLeftBuysUpToTheSlice() {
    // 10 ms at 100 MP/s buys 1,000,000 pixels: the slice (500,000) bounds it; 2 ms buys 200,000.
    #expect(Self.of(left: 0.010) == FrameLoadAllowance(plans: true, uploadPixels: 500_000))
    #expect(Self.of(left: 0.002) == FrameLoadAllowance(plans: true, uploadPixels: 200_000))
    #expect(Self.of(left: 0.0001) == FrameLoadAllowance(plans: true, uploadPixels: 10_000))
    #expect(Self.of(left: .infinity) == FrameLoadAllowance(plans: true, uploadPixels: 500_000))
    #expect(Self.of(left: 0) == FrameLoadAllowance(plans: true, uploadPixels: 0))
  }

  @Test func aFrameWithoutTimeLeftPlansOnlyForAStarvingPhotoAndUploadsNothingOptional() {
    #expect(Self.of(optional: false) == FrameLoadAllowance(plans: false, uploadPixels: 0))
    #expect(Self.of(optional: false, starving: true) == FrameLoadAllowance(plans: true, uploadPixels: 0))
  }

  @Test func aDissolveHoldsOptionalUploadsButNotPlanning() {
    #expect(Self.of(holds: true) == FrameLoadAllowance(plans: true, uploadPixels: 0))
    #expect(Self.of(optional: false, holds: true) == FrameLoadAllowance(plans: false, uploadPixels: 0))
  }
}
