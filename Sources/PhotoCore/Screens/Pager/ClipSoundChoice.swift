/// Whether clips on the pager play with their sound, a value of its own: the user's mute (the mute control,
/// Shift+M), and the quiet of a place that plays clips without sound whatever the mute (a slideshow or kiosk
/// without `--sound`), until the user turns the sound on there (then it stays on).
public struct ClipSoundChoice: Sendable, Equatable {
  /// Whether the user turned clips' sound off.
  public internal(set) var muted = false
  /// Whether clips are quiet here whatever the user's mute.
  public internal(set) var quiet = false
  /// Whether the user turned the sound on where clips are quiet.
  var asked = false

  public init() {}

  /// Whether a clip plays without sound now.
  public var isMuted: Bool { muted || quiet }

  /// The mute control: sound on where clips were quiet (from now on), else the user's mute turned over.
  mutating func toggle() {
    if quiet {
      asked = true
      quiet = false
      muted = false
    } else {
      muted.toggle()
    }
  }

  /// The screen shown allows clips' sound or not (`soundAllowed`): quiet where it does not, unless the user
  /// asked for the sound.
  mutating func place(allowsSound soundAllowed: Bool) { quiet = !soundAllowed && !asked }
}
