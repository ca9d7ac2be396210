import Foundation
import Testing

@testable import PhotoCore

@Suite struct TraceFrameTests {
  @Test func encodesEveryFieldAsValidJSON() throws {
    let frame = TraceFrame(
      t: 16.666666, mode: .pager, page: 3, count: 120, position: 3.25, zoom: 1, pan: Vector2(x: -1.5, y: 0),
      dismiss: 0, background: 1, file: "dir/\"odd\"\nname.jpg", loading: false, spinner: true)
    let line = frame.jsonLine
    #expect(line.hasPrefix("{\"t\":16.6667,\"mode\":\"pager\",\"page\":3,\"count\":120,\"position\":3.25,\"zoom\":1,"))
    let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    #expect(object["file"] as? String == "dir/\"odd\"\nname.jpg")
    #expect(object["pan"] as? [Double] == [-1.5, 0])
    #expect(object["spinner"] as? Bool == true)
    #expect(object["loading"] as? Bool == false)
    #expect(
      Set(object.keys) == [
        "t", "mode", "page", "count", "position", "zoom", "pan", "dismiss", "background", "file", "loading", "spinner",
        "resolution", "colorSpace",
      ])
  }

  @Test func namesTheLayerDrawnAndThePartOverIt() throws {
    var frame = TraceFrame(
      t: 0, mode: .pager, page: 0, count: 1, position: 0, zoom: 4, pan: .zero, dismiss: 0, background: 1,
      file: "a.jpg", loading: false, spinner: false)
    frame.layer = .screen
    frame.part = Rect(x0: 1952, y0: 0, x1: 4000, y1: 1000)
    #expect(frame.jsonLine.hasSuffix(",\"layer\":\"screen\",\"part\":[1952,0,2048,1000]}"))
    let object = try #require(try JSONSerialization.jsonObject(with: Data(frame.jsonLine.utf8)) as? [String: Any])
    #expect(object["layer"] as? String == "screen")
    #expect(object["part"] as? [Double] == [1952, 0, 2048, 1000])
    frame.layer = .thumbnail
    #expect(frame.jsonLine.contains("\"layer\":\"thumbnail\""))
  }

  @Test func nonFiniteNumbersNeverBreakTheJSON() {
    #expect(TraceFrame.number(.nan) == "0")
    #expect(TraceFrame.number(.infinity) == "0")
    #expect(TraceFrame.number(-0.00001) == "0")
    #expect(TraceFrame.number(2.5) == "2.5")
    #expect(TraceFrame.string("\u{1}") == "\"\\u0001\"")
  }
}
