/// The frame loop and scripted runs. Every value with its unit and source (see `Tuning`).
extension Tuning {
  /// When the loop draws, waits and ends (see `RunPolicy`).
  public enum Run {
    /// While idle the loop still wakes this often, seconds, to run deadlines (double-tap window, cursor hide).
    /// Source: house choice.
    public static let idleWakeInterval: Double = 0.5
    /// A script without `quit` ends at the latest this long after its last event, seconds. Source: house choice.
    public static let scriptGraceAfterEnd: Double = 10
    /// A script without `quit` ends once this many frames in a row have been settled, frames (the second
    /// confirms that the first's settling did not start anything). Source: house choice.
    public static let settledFramesToEnd: Int = 2
  }
}
