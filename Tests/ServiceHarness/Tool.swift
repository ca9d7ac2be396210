import Foundation

/// A command-line tool a test runs to completion (a server's client, `curl`, `md5sum`).
public enum Tool {
  /// Runs `executable` with `arguments`, `stdin` written to its input when given (else it reads nothing); its
  /// standard output (its standard error is dropped). A tool still running after `seconds` (scaled for slow runs)
  /// is killed, and what it wrote by then is its output: a tool that hangs fails its test instead of the run.
  public static func output(
    of executable: String, _ arguments: [String], stdin: String? = nil, seconds: Double = 60
  ) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    let input = Pipe()
    process.standardInput = stdin == nil ? FileHandle.nullDevice : input
    try process.run()
    let pid = process.processIdentifier
    let watchdog = DispatchWorkItem { kill(pid, SIGKILL) }
    DispatchQueue.global().asyncAfter(deadline: .now() + seconds * Wait.timeoutScale, execute: watchdog)
    defer { watchdog.cancel() }
    if let stdin {
      input.fileHandleForWriting.write(Data(stdin.utf8))
      try input.fileHandleForWriting.close()
    }
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}
