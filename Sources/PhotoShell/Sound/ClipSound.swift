import CALSA
import CFFmpeg
import CSDL2
import Foundation
import PhotoCore

/// A clip's sound, from a place in it, through SDL's audio device: a thread of its own opens the clip's file
/// (apart from its picture's reader), decodes its best audio stream and queues interleaved floats a little
/// ahead of the device (`Tuning.Clips.soundAhead`); SDL converts them to the device's rate and channels.
/// The device's progress is the clip's clock while it plays (`position`): the picture follows it, so the sound
/// is never stretched to keep up with the picture. The picture runs on its own clock while the file and the
/// device open; the sound then joins it where it is (the samples for the time that took are left out), and
/// leads from there. Once the sound has played out (a clip whose sound is shorter than its picture) the
/// picture's clock goes on alone.
///
/// Made, asked and stopped on the main thread; one per clip playing, stopped (and a new one made) when the
/// clip pauses, seeks or is left. Once `stop` returns, its thread touches no audio device any more.
final class ClipSound: @unchecked Sendable {
  /// Why a clip plays without sound: it has none (said nowhere), or the device or its decoder failed (said
  /// once, on stderr, by the shell).
  enum Silence: Error {
    case noSound
    case failed(String)
  }

  /// The clip it plays.
  let photo: PhotoID
  private let path: String
  private let start: Double
  /// When it was made, seconds (SDL's counter): the time the picture ran on while the sound opened.
  private let made: Double
  /// SDL's audio devices are opened and closed by one thread at a time (its open is not thread-safe).
  private static let deviceLock = NSLock()
  private let lock = NSLock()
  private var device: SDL_AudioDeviceID = 0
  /// Bytes a second of what is queued (rate x channels x 4), and bytes queued since the start.
  private var bytesPerSecond = 0.0
  private var queued = 0.0
  /// Where the first sample queued sits in the clip, seconds (the start, or where the picture had got to).
  private var firstSample: Double?
  private var stopped = false
  /// Whether every sample was queued (the sound's end, or where it breaks off).
  private var finished = false
  /// The device's last take: the bytes it had played then and when (seconds), its buffer's length, seconds, and
  /// whether it has not started yet.
  private var lastPlayed = -1.0
  private var lastTake = 0.0
  private var bufferSeconds = 0.0
  private var paused = true
  /// Why it went quiet, for the shell to say (nil while it plays or has not started).
  private var silence: Silence?

  /// Plays `photo`'s clip at `path` from `position` seconds, starting on a thread of its own.
  init(photo: PhotoID, path: String, from position: Double) {
    self.photo = photo
    self.path = path
    self.start = max(0, position)
    self.made = Self.now
    let thread = Thread { [self] in run() }
    thread.name = "sdlphoto clip sound"
    thread.start()
  }

  deinit { stop() }

  /// SDL's counter, seconds.
  private static var now: Double { Double(SDL_GetPerformanceCounter()) / Double(SDL_GetPerformanceFrequency()) }

  /// Where in the clip the device is, seconds: the first sample queued plus what it has played since, less the
  /// buffer it holds; nil until the first samples are queued, once it went quiet, and once it has played out.
  /// The device takes samples a buffer at a time (23 ms at 44.1 kHz), so between its takes the time since the
  /// last one is added (at most a buffer's): the clock runs smoothly rather than in steps the picture would
  /// chase.
  var position: Double? {
    lock.lock()
    defer { lock.unlock() }
    guard device != 0, let firstSample, bytesPerSecond > 0, silence == nil else { return nil }
    let waiting = Double(SDL_GetQueuedAudioSize(device))
    if finished && waiting == 0 { return nil }
    let played = max(0, queued - waiting)
    let now = Self.now
    if played != lastPlayed {
      (lastPlayed, lastTake) = (played, now)
    }
    let sinceTake = paused ? 0 : min(max(0, now - lastTake), bufferSeconds)
    return firstSample + max(0, played / bytesPerSecond - bufferSeconds + sinceTake)
  }

  /// Why it is quiet, if it is: the shell says a failure once a run (a clip without sound says nothing).
  func takeSilence() -> Silence? {
    lock.lock()
    defer { lock.unlock() }
    return silence
  }

  /// Stops it: the device closes now (what is queued is dropped), and the thread ends at its next step.
  func stop() {
    Self.deviceLock.lock()
    lock.lock()
    stopped = true
    if device != 0 {
      SDL_CloseAudioDevice(device)
      device = 0
    }
    lock.unlock()
    Self.deviceLock.unlock()
  }

  private var isStopped: Bool {
    lock.lock()
    defer { lock.unlock() }
    return stopped
  }

  /// The thread: opens the clip and the device, then decodes and queues until the sound ends or it is
  /// stopped.
  private func run() {
    switch ClipSoundReader.open(path: path, from: start) {
    case .failure(let why): quiet(why)
    case .success(let reader):
      guard openDevice(rate: reader.rate, channels: reader.channels) else { return }
      feed(from: reader)
    }
  }

  /// Opens the default audio device for floats at `rate` and `channels` (SDL converts), paused; false when it
  /// was stopped first or no device opens.
  private func openDevice(rate: Int32, channels: Int32) -> Bool {
    Self.deviceLock.lock()
    defer { Self.deviceLock.unlock() }
    guard !isStopped else { return false }
    // alsa-lib's own error lines (no card: eight or more a clip) stay off stderr; the shell says it once.
    _ = sdlphoto_alsa_quiet()
    if SDL_WasInit(SDL_INIT_AUDIO) == 0 && SDL_InitSubSystem(SDL_INIT_AUDIO) < 0 {
      quiet(.failed("no audio device (\(String(cString: SDL_GetError())))"))
      return false
    }
    var wanted = SDL_AudioSpec()
    wanted.freq = rate
    wanted.format = SDL_AudioFormat(AUDIO_F32SYS)
    wanted.channels = UInt8(channels)
    wanted.samples = 1024
    var got = SDL_AudioSpec()
    let opened = SDL_OpenAudioDevice(nil, 0, &wanted, &got, 0)
    guard opened != 0 else {
      quiet(.failed("no audio device (\(String(cString: SDL_GetError())))"))
      return false
    }
    lock.lock()
    device = opened
    bytesPerSecond = Double(rate) * Double(channels) * 4
    bufferSeconds = Double(got.samples) / Double(max(1, got.freq))
    lock.unlock()
    return true
  }

  /// Decodes and queues, keeping at most `Tuning.Clips.soundAhead` seconds queued; the samples for the time
  /// the picture ran on while this opened are left out, and the device unpauses once the first samples wait.
  private func feed(from reader: ClipSoundReader) {
    var skip: Double?
    while true {
      lock.lock()
      guard !stopped, device != 0 else {
        lock.unlock()
        return
      }
      let waiting = Double(SDL_GetQueuedAudioSize(device)) / bytesPerSecond
      lock.unlock()
      if waiting > Tuning.Clips.soundAhead {
        Thread.sleep(forTimeInterval: Tuning.Clips.soundAhead / 4)
        continue
      }
      guard var (samples, at) = reader.next() else { break }
      if skip == nil { skip = Self.now - made }
      if let left = skip, left > 0 {
        // Where the picture has got to: the samples before it are left out.
        let frames = samples.count / Int(reader.channels)
        let dropped = min(frames, Int((left * Double(reader.rate)).rounded()))
        samples.removeFirst(dropped * Int(reader.channels))
        at += Double(dropped) / Double(reader.rate)
        skip = left - Double(dropped) / Double(reader.rate)
        if samples.isEmpty { continue }
      }
      queue(samples, at: at)
    }
    lock.lock()
    finished = true
    lock.unlock()
  }

  /// Queues `samples`, the first of them `at` seconds into the clip; unpauses the device with the first.
  private func queue(_ samples: [Float], at: Double) {
    lock.lock()
    defer { lock.unlock() }
    guard !stopped, device != 0 else { return }
    samples.withUnsafeBytes { _ = SDL_QueueAudio(device, $0.baseAddress, UInt32($0.count)) }
    if firstSample == nil {
      firstSample = at
      SDL_PauseAudioDevice(device, 0)
      paused = false
    }
    queued += Double(samples.count * 4)
  }

  private func quiet(_ why: Silence) {
    lock.lock()
    silence = why
    lock.unlock()
  }
}
