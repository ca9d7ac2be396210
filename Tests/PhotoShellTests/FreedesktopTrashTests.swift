import Foundation
import Testing

@testable import PhotoShell

/// The freedesktop trash on real folders: the home trash, a second file system's own, names taken, restore.
@Suite struct FreedesktopTrashTests {
  static func scratch(_ name: String, under base: String = NSTemporaryDirectory()) throws -> String {
    let dir = (base as NSString).appendingPathComponent(
      "sdlphoto-trash-\(name)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    return dir
  }

  static func device(_ path: String) -> dev_t {
    var info = stat()
    return stat(path, &info) == 0 ? info.st_dev : 0
  }

  @Test func aPhotoGoesToTheHomeTrashWithItsInfoAndComesBack() throws {
    let dir = try Self.scratch("home")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let album = dir + "/my album"
    try FileManager.default.createDirectory(atPath: album, withIntermediateDirectories: true)
    let photo = album + "/100% sun.jpg"
    try Data("jpeg".utf8).write(to: URL(fileURLWithPath: photo))
    let trash = FreedesktopTrash(environment: ["XDG_DATA_HOME": dir + "/data"])
    let date = Date(timeIntervalSince1970: 1_700_000_000)
    let (file, info) = try trash.trash(photo, at: date)
    #expect(file == dir + "/data/Trash/files/100% sun.jpg")
    #expect(info == dir + "/data/Trash/info/100% sun.jpg.trashinfo")
    #expect(!FileManager.default.fileExists(atPath: photo))
    #expect(try String(contentsOfFile: file, encoding: .utf8) == "jpeg")
    let text = try String(contentsOfFile: info, encoding: .utf8)
    let lines = text.split(separator: "\n")
    #expect(lines.count == 3 && lines[0] == "[Trash Info]")
    #expect(lines[1] == "Path=\(dir.replacingOccurrences(of: " ", with: "%20"))/my%20album/100%25%20sun.jpg")
    #expect(lines[2].hasPrefix("DeletionDate=2023-11-1"))
    try trash.restore(file, info: info, to: photo)
    #expect(try String(contentsOfFile: photo, encoding: .utf8) == "jpeg")
    #expect(!FileManager.default.fileExists(atPath: file) && !FileManager.default.fileExists(atPath: info))
  }

  @Test func aNameInTheTrashIsNeverReplaced() throws {
    let dir = try Self.scratch("names")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let trash = FreedesktopTrash(environment: ["XDG_DATA_HOME": dir + "/data"])
    var trashed: [String] = []
    for content in ["one", "two", "three"] {
      try Data(content.utf8).write(to: URL(fileURLWithPath: dir + "/a.jpg"))
      trashed.append(try trash.trash(dir + "/a.jpg").file)
    }
    #expect(trashed.map { ($0 as NSString).lastPathComponent } == ["a.jpg", "a.2.jpg", "a.3.jpg"])
    #expect(try trashed.map { try String(contentsOfFile: $0, encoding: .utf8) } == ["one", "two", "three"])
    // Putting one back where a file of its name is again fails and leaves both as they are.
    try Data("new".utf8).write(to: URL(fileURLWithPath: dir + "/a.jpg"))
    #expect(throws: TrashError.nameTaken) {
      try trash.restore(trashed[0], info: dir + "/data/Trash/info/a.jpg.trashinfo", to: dir + "/a.jpg")
    }
    #expect(try String(contentsOfFile: dir + "/a.jpg", encoding: .utf8) == "new")
    #expect(try String(contentsOfFile: trashed[0], encoding: .utf8) == "one")
    // One emptied from the trash cannot come back.
    try FileManager.default.removeItem(atPath: trashed[1])
    #expect(throws: TrashError.goneFromTrash) {
      try trash.restore(trashed[1], info: dir + "/data/Trash/info/a.2.jpg.trashinfo", to: dir + "/b.jpg")
    }
  }

  @Test func aPhotoOnAnotherFileSystemGoesToThatVolumesTrash() throws {
    // /dev/shm is a tmpfs of its own wherever it exists; the home trash stays under the temporary folder.
    let home = try Self.scratch("volume-home")
    defer { try? FileManager.default.removeItem(atPath: home) }
    guard FileManager.default.isWritableFile(atPath: "/dev/shm"), Self.device("/dev/shm") != Self.device(home) else {
      Issue.record("no second file system here (/dev/shm): the volume trash is untested")
      return
    }
    let album = try Self.scratch("volume", under: "/dev/shm")
    defer { try? FileManager.default.removeItem(atPath: album) }
    try Data("jpeg".utf8).write(to: URL(fileURLWithPath: album + "/p.jpg"))
    let trash = FreedesktopTrash(environment: ["XDG_DATA_HOME": home + "/data"])
    let top = FreedesktopTrash.mountTop(of: album, device: Self.device(album))
    #expect(top == "/dev/shm")
    let (file, info) = try trash.trash(album + "/p.jpg")
    defer {
      unlink(file)
      unlink(info)
    }
    #expect(file == "/dev/shm/.Trash-\(getuid())/files/p.jpg")
    #expect(Self.device(file) == Self.device(album))
    // The volume's trash records the path from its top.
    let path = ((album as NSString).lastPathComponent as String) + "/p.jpg"
    #expect(try String(contentsOfFile: info, encoding: .utf8).contains("\nPath=\(path)\n"))
    #expect(!FileManager.default.fileExists(atPath: home + "/data/Trash/files/p.jpg"))
    try trash.restore(file, info: info, to: album + "/p.jpg")
    #expect(FileManager.default.fileExists(atPath: album + "/p.jpg"))
  }

  @Test func commandsQuoteThePathForTheShell() {
    #expect(CommandRunner.expand("gimp %f", path: "/a/it's \"x\" $HOME.jpg") == "gimp '/a/it'\\''s \"x\" $HOME.jpg'")
    #expect(CommandRunner.expand("echo 100%% %q %", path: "p") == "echo 100% %q %")
  }
}
