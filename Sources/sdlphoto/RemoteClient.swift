import Foundation
import PhotoShell

/// `sdlphoto --send SOCKET COMMAND`: sends one command to a viewer's `--control` socket and prints its
/// answer (for `subscribe`, every line until the viewer goes or the client is stopped).
struct RemoteClient {
  /// The socket's path.
  var socket: String

  /// Sends `command`; the exit status: 0 for an answer that is not an error, 1 for an error answer, 2 when the
  /// viewer cannot be reached.
  func send(_ command: String) -> Int32 {
    let fd = ControlServer.connect(to: socket)
    guard fd >= 0 else {
      FileHandle.standardError.write(
        Data("sdlphoto: \(socket): no viewer listens there (\(String(cString: strerror(errno))))\n".utf8))
      return 2
    }
    defer { close(fd) }
    let line = command + "\n"
    let sent = line.withCString { Foundation.send(fd, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
    guard sent == line.utf8.count else { return 2 }
    let streams = command.trimmingCharacters(in: .whitespaces).lowercased() == "subscribe"
    var pending: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    var status: Int32 = 0
    while true {
      let count = recv(fd, &buffer, buffer.count, 0)
      guard count > 0 else { return pending.isEmpty && status == 0 && !streams ? 2 : status }
      pending += buffer[0..<count]
      while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
        let answer = Array(pending[...newline])
        pending.removeFirst(answer.count)
        FileHandle.standardOutput.write(Data(answer))
        if answer.starts(with: Array("{\"error\"".utf8)) { status = 1 }
        if !streams { return status }
      }
    }
  }
}
