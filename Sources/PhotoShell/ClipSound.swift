import CFFmpeg
import CSDL2
import Foundation
import PhotoCore

/// A clip's sound, from a place in it, through SDL's audio device: a thread of its own opens the clip's file
/// (apart from its picture's reader), decodes its best audio stream and queues interleaved floats a little
/// ahead of the device (`Tuning.Clips.soundAhead`); SDL converts them to the device's rate and channels.
/// The device's progress is the clip's clock while it plays (`position`): the picture follows it, so the sound
/// is never stretched or cut to keep up with the picture.
///
/// Made, asked and stopped on the main thread; one per clip playing, stopped (and a new one made) when the
/// clip pauses, seeks or is left.
final class ClipSound: @unchecked Sendable {
  /// Why a clip plays without sound: it has none (said nowhere), or the device or its decoder failed (said
  /// once, on stderr).
  enum Silence: Error {
    case noSound
    case failed(String)
  }

  /// The clip it plays.
  let photo: PhotoID
  private let path: String
  private let start: Double
  private let lock = NSLock()
  private var device: SDL_AudioDeviceID = 0
  /// Bytes a second of what is queued (rate x channels x 4), and bytes queued since the start.
  private var bytesPerSecond = 0.0
  private var queued = 0.0
  /// Where the first sample queued sits in the clip, seconds (the start, or the first frame after it).
  private var firstSample: Double?
  private var stopped = false
  /// The device's last take: the bytes it had played then and when (seconds), its buffer's length, seconds, and
  /// whether it has not started yet.
  private var lastPlayed = -1.0
  private var lastTake = 0.0
  private var bufferSeconds = 0.0
  private var paused = true
  /// Why it went quiet, for the shell to say once (nil while it plays or has not started).
  private(set) var silence: Silence?

  /// Plays `photo`'s clip at `path` from `position` seconds, starting on a thread of its own.
  init(photo: PhotoID, path: String, from position: Double) {
    self.photo = photo
    self.path = path
    self.start = max(0, position)
    let thread = Thread { [self] in run() }
    thread.name = "sdlphoto clip sound"
    thread.start()
  }

  deinit {
    if device != 0 { SDL_CloseAudioDevice(device) }
  }

  /// Where in the clip the device is, seconds: the first sample queued plus what it has played since; nil
  /// until the first samples are queued (the picture waits for them), and once it went quiet. The device takes
  /// samples a buffer at a time (23 ms at 44.1 kHz), so between its takes the time since the last one is added
  /// (at most a buffer's): the clock runs smoothly rather than in steps the picture would chase.
  var position: Double? {
    lock.lock()
    defer { lock.unlock() }
    guard device != 0, let firstSample, bytesPerSecond > 0, silence == nil else { return nil }
    let played = max(0, queued - Double(SDL_GetQueuedAudioSize(device)))
    let now = Double(SDL_GetPerformanceCounter()) / Double(SDL_GetPerformanceFrequency())
    if played != lastPlayed {
      (lastPlayed, lastTake) = (played, now)
    }
    let sinceTake = paused ? 0 : min(max(0, now - lastTake), bufferSeconds)
    return firstSample + played / bytesPerSecond + sinceTake
  }

  /// Why it is quiet, once: the shell says it on stderr (a clip without sound says nothing).
  func takeSilence() -> Silence? {
    lock.lock()
    defer { lock.unlock() }
    return silence
  }

  /// Stops it: the device closes and the thread ends.
  func stop() {
    lock.lock()
    stopped = true
    if device != 0 {
      SDL_PauseAudioDevice(device, 1)
      SDL_ClearQueuedAudio(device)
    }
    lock.unlock()
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

  /// Opens the default audio device for floats at `rate` and `channels` (SDL converts), paused.
  private func openDevice(rate: Int32, channels: Int32) -> Bool {
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
    let closeNow = stopped
    lock.unlock()
    if closeNow { SDL_PauseAudioDevice(opened, 1) }
    return !closeNow
  }

  /// Decodes and queues, keeping at most `Tuning.Clips.soundAhead` seconds queued; unpauses the device once
  /// the first samples wait.
  private func feed(from reader: ClipSoundReader) {
    while !isStopped {
      lock.lock()
      let waiting = Double(SDL_GetQueuedAudioSize(device)) / bytesPerSecond
      lock.unlock()
      if waiting > Tuning.Clips.soundAhead {
        Thread.sleep(forTimeInterval: Tuning.Clips.soundAhead / 4)
        continue
      }
      guard let (samples, at) = reader.next() else { return }
      lock.lock()
      if !stopped {
        samples.withUnsafeBytes { _ = SDL_QueueAudio(device, $0.baseAddress, UInt32($0.count)) }
        if firstSample == nil {
          firstSample = at
          SDL_PauseAudioDevice(device, 0)
          paused = false
        }
        queued += Double(samples.count * 4)
      }
      lock.unlock()
    }
  }

  private func quiet(_ why: Silence) {
    lock.lock()
    silence = why
    lock.unlock()
  }
}
