import Testing

@testable import PhotoCore

/// When the loop draws, waits and ends, on plain numbers.
@Suite struct RunPolicyTests {
  typealias Activity = RunPolicy.Activity

  /// `policy`'s answer for a scripted frame at `t`: whether the run ends.
  static func frame(_ policy: inout RunPolicy, _ activity: Activity, finished: Bool, end: Double, at t: Double) -> Bool
  {
    policy.scriptedFrameDone(activity, scriptFinished: finished, scriptEnd: end, at: t)
  }

  @Test func aRealRunDrawsWhatChangesMovesFadesOrComesDue() {
    #expect(!RunPolicy.draws(Activity(), at: 5))
    #expect(RunPolicy.draws(Activity(needsRedraw: true), at: 5))
    #expect(RunPolicy.draws(Activity(animating: true), at: 5))
    #expect(RunPolicy.draws(Activity(texturesBusy: true), at: 5))
    #expect(RunPolicy.draws(Activity(deadline: 5), at: 5))
    #expect(!RunPolicy.draws(Activity(deadline: 5.001), at: 5))
    #expect(RunPolicy.draws(Activity(nextAnimationFrame: 4.9), at: 5))
    #expect(!RunPolicy.draws(Activity(nextAnimationFrame: 5.1), at: 5))
    // Loading and a pending listing draw nothing by themselves: their results do, when taken.
    #expect(!RunPolicy.draws(Activity(loading: true, listingPending: true), at: 5))
  }

  @Test func aRealRunWaitsWhenNothingMovesOrAlwaysAsleep() {
    #expect(RunPolicy.mayWait(Activity(), asleep: false))
    #expect(RunPolicy.mayWait(Activity(deadline: 1, loading: true), asleep: false))
    #expect(!RunPolicy.mayWait(Activity(animating: true), asleep: false))
    #expect(!RunPolicy.mayWait(Activity(texturesBusy: true), asleep: false))
    #expect(RunPolicy.mayWait(Activity(animating: true, texturesBusy: true), asleep: true))
    #expect(!RunPolicy.mayWait(Activity(needsRedraw: true), asleep: true))
  }

  @Test func theIdleWaitEndsAtTheFirstTimeDueWithinHalfASecond() {
    #expect(RunPolicy.idleWait(Activity(), at: 10) == 0.5)
    #expect(RunPolicy.idleWait(Activity(deadline: 10.2), at: 10) == 10.2 - 10)
    #expect(RunPolicy.idleWait(Activity(deadline: 10.2, nextAnimationFrame: 10.1), at: 10) == 10.1 - 10)
    #expect(RunPolicy.idleWait(Activity(deadline: 10.2), wake: [nil, 10.05], at: 10) == 10.05 - 10)
    #expect(RunPolicy.idleWait(Activity(deadline: 12), wake: [nil], at: 10) == 0.5)
    // A time already past waits a millisecond, never a negative time.
    #expect(RunPolicy.idleWait(Activity(deadline: 9), at: 10) == 0.001)
  }

  @Test func aScriptEndsAfterTwoSettledFramesOnceItIsPlayed() {
    var policy = RunPolicy()
    // Still playing: never ends, however still.
    #expect(!Self.frame(&policy, Activity(), finished: false, end: 2, at: 1))
    #expect(!Self.frame(&policy, Activity(), finished: false, end: 2, at: 1.1))
    #expect(policy.settledFrames == 0)
    // Played: one settled frame, then one that still loads (the count starts again), then two settled.
    #expect(!Self.frame(&policy, Activity(), finished: true, end: 2, at: 2))
    #expect(policy.settledFrames == 1)
    #expect(!Self.frame(&policy, Activity(loading: true), finished: true, end: 2, at: 2.1))
    #expect(policy.settledFrames == 0)
    #expect(!Self.frame(&policy, Activity(), finished: true, end: 2, at: 2.2))
    #expect(Self.frame(&policy, Activity(), finished: true, end: 2, at: 2.3))
  }

  @Test func anythingMovingDueLoadingOrListingKeepsAScriptRunning() {
    let unsettled = [
      Activity(animating: true), Activity(texturesBusy: true), Activity(deadline: 50), Activity(loading: true),
      Activity(listingPending: true),
    ]
    for activity in unsettled {
      var policy = RunPolicy()
      for frame in 0..<10 {
        #expect(!Self.frame(&policy, activity, finished: true, end: 2, at: 2 + Double(frame) / 60))
      }
    }
  }

  @Test func aPlayedScriptWaitsForDecodesOnlyWhenNothingElseGoesOn() {
    #expect(RunPolicy.scriptedWaitsForLoading(Activity(loading: true), scriptFinished: true))
    #expect(!RunPolicy.scriptedWaitsForLoading(Activity(loading: true), scriptFinished: false))
    #expect(!RunPolicy.scriptedWaitsForLoading(Activity(), scriptFinished: true))
    #expect(!RunPolicy.scriptedWaitsForLoading(Activity(animating: true, loading: true), scriptFinished: true))
    #expect(!RunPolicy.scriptedWaitsForLoading(Activity(texturesBusy: true, loading: true), scriptFinished: true))
    #expect(!RunPolicy.scriptedWaitsForLoading(Activity(deadline: 4, loading: true), scriptFinished: true))
    // A listing pending does not hold the wait back: the watcher lists on the next frame.
    #expect(RunPolicy.scriptedWaitsForLoading(Activity(loading: true, listingPending: true), scriptFinished: true))
  }

  @Test func aScriptThatNeverSettlesEndsTenSecondsAfterItsLastEvent() {
    var policy = RunPolicy()
    let busy = Activity(animating: true)
    #expect(!Self.frame(&policy, busy, finished: true, end: 3, at: 13))
    #expect(Self.frame(&policy, busy, finished: true, end: 3, at: 13.0001))
  }
}
