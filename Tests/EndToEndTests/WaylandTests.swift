import Foundation
import Testing

/// Native Wayland, at output scale 1 and 2: sdlphoto picks SDL's Wayland driver when `WAYLAND_DISPLAY` is set,
/// lays out in points and draws in device pixels, so one photo pixel at 1:1 is one device pixel. The
/// compositor is Debian's weston on its X11 backend inside Xvfb (its headless backend crashes SDL 2.26's
/// Wayland driver in SDL_Init, inside libSDL2, for any client).
@Suite(.serialized) struct WaylandTests {
  /// A weston with its socket in `runtime`, running until `stop()`.
  final class Weston {
    let process = Process()
    let socket: String
    let runtime: String

    init(in dir: String, scale: Int) throws {
      runtime = dir + "/runtime"
      try FileManager.default.createDirectory(
        atPath: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
      socket = "sdlphoto-test-\(getpid())-\(scale)"
      process.executableURL = URL(fileURLWithPath: "/usr/bin/xvfb-run")
      process.arguments = [
        "-a", "-s", "-screen 0 2600x1700x24 -nolisten tcp", "/usr/bin/weston", "--backend=x11-backend.so",
        "--socket=\(socket)", "--width=1280", "--height=800", "--scale=\(scale)", "--idle-time=0",
      ]
      var env = ProcessInfo.processInfo.environment
      env["XDG_RUNTIME_DIR"] = runtime
      env["DISPLAY"] = nil
      env["WAYLAND_DISPLAY"] = nil
      process.environment = env
      process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
      let log = dir + "/weston.log"
      FileManager.default.createFile(atPath: log, contents: nil)
      process.standardError = FileHandle(forWritingAtPath: log)
      try process.run()
      // Its socket appears once it listens (a few seconds on llvmpipe); give up after 30 s.
      Harness.waitUntil(seconds: 30, every: 0.05) {
        FileManager.default.fileExists(atPath: runtime + "/" + socket) || !process.isRunning
      }
      guard FileManager.default.fileExists(atPath: runtime + "/" + socket) else {
        stop()
        throw HarnessError("weston did not start: \((try? String(contentsOfFile: log, encoding: .utf8)) ?? "")")
      }
    }

    func stop() { ProcessTree.kill(process.processIdentifier) }
  }

  @Test(arguments: [1, 2]) func photosAreDrawnInDevicePixelsAtTheOutputsScale(scale: Int) throws {
    #expect(FileManager.default.isExecutableFile(atPath: "/usr/bin/weston"), "weston is a test package")
    let dir = try Harness.scratch("wayland-\(scale)")
    let album = try FixtureAlbum.make(in: dir, count: 2, width: 400, height: 300)
    let weston = try Weston(in: dir, scale: scale)
    defer { weston.stop() }
    let run = try Harness.run(
      [album, "--size", "640x400", "--verbose", "--record", dir + "/frames"], script: "500 quit\n",
      in: dir,
      environment: [
        "WAYLAND_DISPLAY": weston.socket, "XDG_RUNTIME_DIR": weston.runtime, "SDL_VIDEODRIVER": "",
        "SDL_RENDER_DRIVER": "", "DISPLAY": "",
      ])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.trace.first?.video == "wayland", "stderr: \(run.stderr)")
    // A photo smaller than the window is fitted without enlarging: at 1:1, 400 device pixels wide whatever the
    // scale (at scale 2, 200 points).
    #expect(run.trace.last?.zoom == 1)
    let frames = try FileManager.default.contentsOfDirectory(atPath: dir + "/frames").sorted()
    let last = try Pixels.Image(path: dir + "/frames/" + (frames.last ?? ""))
    #expect(last.width == 640 * scale && last.height == 400 * scale)
    let row = last.height / 2
    let red = (0..<last.width).filter { x in
      let p = last[x, row]
      return p.r > 150 && p.g < 100 && p.b < 100
    }
    #expect(red.count >= 398 && red.count <= 402, "a 1:1 photo \(red.count) device pixels wide")
  }

  /// The pager's controls at output scale 2: icons (SVG, rendered at the density) and text drawn in device
  /// pixels, the bars 52 points (104 pixels) high; checked by eye against the 1x golden frame.
  @Test func theControlsAtScaleTwo() throws {
    let dir = try Harness.scratch("wayland-controls")
    let album = try GoldenFrameTests.album(in: dir)
    let weston = try Weston(in: dir, scale: 2)
    defer { weston.stop() }
    let script = "0 touch-down 1 240 160\n40 touch-up 1 240 160\n700 touch-down 1 30 294\n740 touch-up 1 30 294\n"
    let run = try Harness.run(
      [album, "--size", "480x320"], script: script + "900 screenshot shot.png\n1000 quit\n", in: dir,
      environment: [
        "WAYLAND_DISPLAY": weston.socket, "XDG_RUNTIME_DIR": weston.runtime, "SDL_VIDEODRIVER": "",
        "SDL_RENDER_DRIVER": "", "DISPLAY": "",
      ])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.trace.last?.marked == true && run.trace.last?.controls == true)
    let shot = try Pixels.Image(path: dir + "/shot.png")
    #expect(shot.width == 960 && shot.height == 640)
    try GoldenFrames.check(dir + "/shot.png", against: "pagerControls2x")
  }
}
