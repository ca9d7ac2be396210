/// A parsed input script: timestamped events in time order.
///
/// The text format is one event per line, `<t_ms> <verb> <args>`, with `#` comments. Verbs: `touch-down ID X Y`,
/// `touch-move ID X Y`, `touch-up ID X Y`, `mouse-down BUTTON X Y`, `mouse-move X Y`, `mouse-up BUTTON X Y`,
/// `wheel X Y DY`, `key NAME`, `resize W H`, `screenshot FILE.png`, `quit`, `close`, `exec COMMAND`, and the conveniences
/// `swipe X0 Y0 X1 Y1 MS` (one finger) and `pinch CX CY SPAN0 SPAN1 MS` (two fingers on a horizontal line),
/// both sampled every `Script.sampleInterval` ms.
public struct Script: Sendable, Equatable {
  /// The events, sorted by time (stable: same-time events keep their script order).
  public var events: [ScriptEvent]

  /// Milliseconds between the samples of `swipe` and `pinch`.
  public static let sampleInterval = 8.0
  /// The most events a script may expand to: a few bytes of `swipe` and `pinch` lines must not become
  /// gigabytes of events (each is sampled every 8 ms). A million is over two hours of continuous gestures.
  public static let maxEvents = 1_000_000

  /// The finger id `swipe` uses (chosen away from ids a script author would pick).
  public static let swipeFingerID = 9001
  /// The two finger ids `pinch` uses.
  public static let pinchFingerIDs = (9002, 9003)

  /// A script of already-built events (sorted here).
  public init(events: [ScriptEvent]) {
    self.events = events.enumerated().sorted { a, b in
      a.element.time != b.element.time ? a.element.time < b.element.time : a.offset < b.offset
    }.map(\.element)
  }

  /// The time of the last event in ms (0 for an empty script).
  public var duration: Double { events.last?.time ?? 0 }

  /// Parses script text; `isKnownKey` validates key names (the shell asks SDL).
  public static func parse(_ text: String, isKnownKey: (String) -> Bool = { !$0.isEmpty }) throws(ScriptError) -> Script
  {
    var events: [ScriptEvent] = []
    // Split on any line end: "\r\n" is a single Character in Swift, so splitting on "\n" alone misses it.
    for (offset, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
      let lineNumber = offset + 1
      let content = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
      let words = content.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
      if words.isEmpty { continue }
      events += try parseLine(words, line: lineNumber, isKnownKey: isKnownKey)
      if events.count > maxEvents {
        throw ScriptError(
          line: lineNumber,
          message: "the script makes more than \(maxEvents) events (swipes and pinches are sampled every 8 ms)")
      }
    }
    return Script(events: events)
  }

  private static func parseLine(
    _ words: [String], line: Int, isKnownKey: (String) -> Bool
  ) throws(ScriptError) -> [ScriptEvent] {
    var reader = ArgumentReader(words: words, line: line)
    let time = try reader.time()
    let verb = try reader.word("a verb")
    func one(_ action: ScriptAction) -> [ScriptEvent] { [ScriptEvent(time: time, action: action, line: line)] }
    let result: [ScriptEvent]
    switch verb {
    case "touch-down":
      result = one(
        .touchDown(id: try reader.integer("finger ID"), x: try reader.number("X"), y: try reader.number("Y")))
    case "touch-move":
      result = one(
        .touchMove(id: try reader.integer("finger ID"), x: try reader.number("X"), y: try reader.number("Y")))
    case "touch-up":
      result = one(.touchUp(id: try reader.integer("finger ID"), x: try reader.number("X"), y: try reader.number("Y")))
    case "mouse-down":
      result = one(.mouseDown(button: try reader.button(), x: try reader.number("X"), y: try reader.number("Y")))
    case "mouse-move": result = one(.mouseMove(x: try reader.number("X"), y: try reader.number("Y")))
    case "mouse-up":
      result = one(.mouseUp(button: try reader.button(), x: try reader.number("X"), y: try reader.number("Y")))
    case "wheel":
      result = one(.wheel(x: try reader.number("X"), y: try reader.number("Y"), dy: try reader.number("DY")))
    case "key":
      let name = try reader.rest("a key name")
      guard isKnownKey(name) else {
        throw ScriptError(line: line, message: "unknown key name '\(name)' (use SDL key names: Right, Escape, F, ...)")
      }
      result = one(.key(name: name))
    case "resize":
      let w = try reader.integer("W")
      let h = try reader.integer("H")
      guard (1...16384).contains(w), (1...16384).contains(h) else {
        throw ScriptError(line: line, message: "resize needs a size from 1x1 to 16384x16384, not \(w)x\(h)")
      }
      result = one(.resize(width: w, height: h))
    case "screenshot": result = one(.screenshot(path: try reader.rest("a file name")))
    case "quit": result = one(.quit)
    case "close": result = one(.close)
    case "exec": result = one(.exec(command: try reader.rest("a command")))
    case "swipe":
      let x0 = try reader.number("X0"), y0 = try reader.number("Y0")
      let x1 = try reader.number("X1"), y1 = try reader.number("Y1")
      let ms = try reader.duration()
      result = swipe(from: (x0, y0), to: (x1, y1), start: time, duration: ms, line: line)
    case "pinch":
      let cx = try reader.number("CX"), cy = try reader.number("CY")
      let s0 = try reader.number("SPAN0"), s1 = try reader.number("SPAN1")
      guard s0 > 0, s1 > 0 else { throw ScriptError(line: line, message: "pinch spans must be positive") }
      let ms = try reader.duration()
      result = pinch(center: (cx, cy), spans: (s0, s1), start: time, duration: ms, line: line)
    default:
      throw ScriptError(line: line, message: "unknown verb '\(verb)'")
    }
    try reader.finish()
    return result
  }

  /// Sample times from `start` to `start + duration`, every `sampleInterval` ms, ending exactly at the end.
  private static func sampleTimes(start: Double, duration: Double) -> [Double] {
    var times: [Double] = []
    var t = sampleInterval
    while t < duration {
      times.append(start + t)
      t += sampleInterval
    }
    times.append(start + duration)
    return times
  }

  private static func swipe(
    from p0: (Double, Double), to p1: (Double, Double), start: Double, duration: Double, line: Int
  ) -> [ScriptEvent] {
    let id = swipeFingerID
    var events = [ScriptEvent(time: start, action: .touchDown(id: id, x: p0.0, y: p0.1), line: line)]
    for t in sampleTimes(start: start, duration: duration) {
      let f = (t - start) / duration
      events.append(
        ScriptEvent(
          time: t, action: .touchMove(id: id, x: p0.0 + (p1.0 - p0.0) * f, y: p0.1 + (p1.1 - p0.1) * f), line: line))
    }
    events.append(ScriptEvent(time: start + duration, action: .touchUp(id: id, x: p1.0, y: p1.1), line: line))
    return events
  }

  private static func pinch(
    center c: (Double, Double), spans: (Double, Double), start: Double, duration: Double, line: Int
  ) -> [ScriptEvent] {
    let (a, b) = pinchFingerIDs
    var events = [
      ScriptEvent(time: start, action: .touchDown(id: a, x: c.0 - spans.0 / 2, y: c.1), line: line),
      ScriptEvent(time: start, action: .touchDown(id: b, x: c.0 + spans.0 / 2, y: c.1), line: line),
    ]
    var span = spans.0
    for t in sampleTimes(start: start, duration: duration) {
      span = spans.0 + (spans.1 - spans.0) * (t - start) / duration
      events.append(ScriptEvent(time: t, action: .touchMove(id: a, x: c.0 - span / 2, y: c.1), line: line))
      events.append(ScriptEvent(time: t, action: .touchMove(id: b, x: c.0 + span / 2, y: c.1), line: line))
    }
    events.append(ScriptEvent(time: start + duration, action: .touchUp(id: a, x: c.0 - span / 2, y: c.1), line: line))
    events.append(ScriptEvent(time: start + duration, action: .touchUp(id: b, x: c.0 + span / 2, y: c.1), line: line))
    return events
  }
}

/// Reads a script line's words in order, turning each problem into a `ScriptError` for that line.
private struct ArgumentReader {
  var words: [String]
  var line: Int
  var index = 0

  init(words: [String], line: Int) {
    self.words = words
    self.line = line
  }

  mutating func word(_ what: String) throws(ScriptError) -> String {
    guard index < words.count else { throw ScriptError(line: line, message: "expected \(what)") }
    defer { index += 1 }
    return words[index]
  }

  mutating func number(_ what: String) throws(ScriptError) -> Double {
    let w = try word(what)
    guard let value = Double(w), value.isFinite, abs(value) < 1e7 else {
      throw ScriptError(line: line, message: "\(what) must be a number, not '\(w)'")
    }
    return value
  }

  mutating func integer(_ what: String) throws(ScriptError) -> Int {
    let w = try word(what)
    guard let value = Int(w), abs(value) < 1 << 31 else {
      throw ScriptError(line: line, message: "\(what) must be a whole number, not '\(w)'")
    }
    return value
  }

  mutating func time() throws(ScriptError) -> Double {
    let w = try word("a time in ms")
    guard let t = Double(w), t.isFinite, t >= 0, t < 1e9 else {
      throw ScriptError(line: line, message: "the time must be a number of milliseconds >= 0, not '\(w)'")
    }
    return t
  }

  mutating func duration() throws(ScriptError) -> Double {
    let ms = try number("MS")
    guard ms > 0, ms <= 600_000 else { throw ScriptError(line: line, message: "MS must be between 0 and 600000 ms") }
    return ms
  }

  mutating func button() throws(ScriptError) -> Int {
    let b = try integer("BUTTON")
    guard (1...5).contains(b) else {
      throw ScriptError(line: line, message: "BUTTON must be 1 to 5 (1 left, 2 middle, 3 right)")
    }
    return b
  }

  /// The rest of the line as one argument (key names like "Page Down" or file names with spaces).
  mutating func rest(_ what: String) throws(ScriptError) -> String {
    guard index < words.count else { throw ScriptError(line: line, message: "expected \(what)") }
    defer { index = words.count }
    return words[index...].joined(separator: " ")
  }

  func finish() throws(ScriptError) {
    if index < words.count {
      throw ScriptError(line: line, message: "unexpected '\(words[index...].joined(separator: " "))' at the end")
    }
  }
}
