import Testing

@testable import PhotoCore

@Suite struct ReadPacingTests {
  @Test func slowWhilePhotosMoveAndForItsTailAfterFullSpeedAtRest() {
    var pacing = ReadPacing(slowAfter: 0.5)
    #expect(!pacing.isSlow(at: 0))
    pacing.photos(moving: true, at: 1)
    #expect(pacing.isSlow(at: 1) && pacing.isSlow(at: 100))
    // Still moving: no tail starts.
    pacing.photos(moving: true, at: 2)
    pacing.photos(moving: false, at: 3)
    #expect(pacing.isSlow(at: 3.49) && !pacing.isSlow(at: 3.5))
    // Rest reported again changes nothing; a new motion is slow at once.
    pacing.photos(moving: false, at: 3.2)
    #expect(!pacing.isSlow(at: 3.6))
    pacing.photos(moving: true, at: 4)
    #expect(pacing.isSlow(at: 4))
  }
}
