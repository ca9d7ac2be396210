import Foundation
import PhotoCore

/// The freedesktop.org trash (the Trash specification 1.0): a photo is moved, never deleted, into
/// `$XDG_DATA_HOME/Trash` when it is on the same file system as that, else into its own volume's
/// `$topdir/.Trash/$uid` (when an administrator made `.Trash` sticky) or `$topdir/.Trash-$uid`, beside a
/// `.trashinfo` file giving its path and the time, so a file manager lists it and can put it back. Moves
/// never replace a file: the name in the trash is reserved by creating its `.trashinfo` exclusively, and the
/// file is linked into place (or renamed after a check where the file system has no hard links).
public struct FreedesktopTrash: Sendable {
  /// The home trash, `$XDG_DATA_HOME/Trash` (`~/.local/share/Trash`).
  public let homeTrash: String
  /// The user's id, for a volume's `.Trash-$uid`.
  let uid = getuid()

  /// The trash of the user of `environment`.
  public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    let data: String
    if let base = environment["XDG_DATA_HOME"], base.hasPrefix("/") {
      data = base
    } else {
      data = (environment["HOME"] ?? NSHomeDirectory()) + "/.local/share"
    }
    homeTrash = data + "/Trash"
  }

  /// Moves the file at `path` to the trash at `date`; returns where it went and its `.trashinfo`.
  public func trash(_ path: String, at date: Date = Date()) throws(TrashError) -> (file: String, info: String) {
    let absolute = try Self.absolute(path)
    var fileStat = stat()
    guard lstat(absolute, &fileStat) == 0 else { throw TrashError.system("cannot find it", errno) }
    let (trash, topdir) = try trashDirectory(for: absolute, device: fileStat.st_dev)
    let files = trash + "/files"
    let info = trash + "/info"
    for folder in [trash, files, info] { try Self.makeFolder(folder) }
    // The name the trash shows is relative to the volume's top for a volume's trash, absolute for home's.
    let recorded = topdir.map { top in String(absolute.dropFirst(top == "/" ? 1 : top.count + 1)) } ?? absolute
    let contents =
      "[Trash Info]\nPath=\(Self.percentEncoded(recorded))\nDeletionDate=\(Self.deletionDate(date))\n"
    let name = (absolute as NSString).lastPathComponent
    for attempt in 1...10_000 {
      let candidate = Self.candidate(name, attempt)
      let infoPath = "\(info)/\(candidate).trashinfo"
      let fd = open(infoPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
      if fd < 0 {
        if errno == EEXIST { continue }
        throw TrashError.system("cannot write in the trash", errno)
      }
      let written = contents.utf8CString.withUnsafeBufferPointer { write(fd, $0.baseAddress, $0.count - 1) }
      close(fd)
      guard written == contents.utf8.count else {
        unlink(infoPath)
        throw TrashError.system("cannot write in the trash", errno)
      }
      let target = "\(files)/\(candidate)"
      do throws(TrashError) {
        try Self.move(absolute, to: target)
      } catch .exists {
        unlink(infoPath)
        continue
      } catch {
        unlink(infoPath)
        throw error
      }
      return (target, infoPath)
    }
    throw TrashError.system("too many files of this name in the trash", EEXIST)
  }

  /// Puts the file at `file` (in the trash, described by `info`) back at `original`; fails, leaving it in the
  /// trash, when something of that name is there again or its folder is gone.
  public func restore(_ file: String, info: String, to original: String) throws(TrashError) {
    var fileStat = stat()
    guard lstat(file, &fileStat) == 0 else { throw TrashError.goneFromTrash }
    do throws(TrashError) {
      try Self.move(file, to: original)
    } catch .exists {
      throw TrashError.nameTaken
    }
    unlink(info)
  }

  /// The trash for a file at `path` on `device`, and the volume's top for a volume's trash (nil for home's).
  func trashDirectory(for path: String, device: dev_t) throws(TrashError) -> (String, String?) {
    // The home trash's device: of its nearest folder that exists (it may not exist yet).
    var probe = homeTrash
    var homeStat = stat()
    while stat(probe, &homeStat) != 0 && probe != "/" { probe = (probe as NSString).deletingLastPathComponent }
    if homeStat.st_dev == device { return (homeTrash, nil) }
    let top = Self.mountTop(of: (path as NSString).deletingLastPathComponent, device: device)
    let shared = top == "/" ? "/.Trash" : top + "/.Trash"
    var sharedStat = stat()
    // An administrator's `.Trash`: a real folder (not a link) with the sticky bit; else the user's own.
    if lstat(shared, &sharedStat) == 0, sharedStat.st_mode & S_IFMT == S_IFDIR, sharedStat.st_mode & S_ISVTX != 0 {
      let mine = "\(shared)/\(uid)"
      if (try? Self.makeFolder(mine)) != nil { return (mine, top) }
    }
    return ((top == "/" ? "" : top) + "/.Trash-\(uid)", top)
  }

  /// The top folder of the mount `folder` (on `device`) is on: the last folder up the path on that device.
  static func mountTop(of folder: String, device: dev_t) -> String {
    var top = folder
    while top != "/" {
      let parent = (top as NSString).deletingLastPathComponent
      var parentStat = stat()
      if stat(parent, &parentStat) != 0 || parentStat.st_dev != device { break }
      top = parent
    }
    return top
  }

  /// Makes `folder` (0700) unless it is there; fails when it is not a folder of this user's (a link, say).
  static func makeFolder(_ folder: String) throws(TrashError) {
    if mkdir(folder, 0o700) == 0 { return }
    if errno == ENOENT {
      try makeFolder((folder as NSString).deletingLastPathComponent)
      if mkdir(folder, 0o700) == 0 || errno == EEXIST { return }
    }
    var folderStat = stat()
    guard lstat(folder, &folderStat) == 0, folderStat.st_mode & S_IFMT == S_IFDIR else {
      throw TrashError.system(
        "the trash folder \(PathText.escaped(folder)) cannot be used", errno == 0 ? ENOTDIR : errno)
    }
  }

  /// Moves `source` to `target` without ever replacing a file there: a hard link then the old name's removal,
  /// or, where the file system has no hard links, a rename after checking the name is free.
  static func move(_ source: String, to target: String) throws(TrashError) {
    if link(source, target) == 0 {
      if unlink(source) != 0 {
        let error = errno
        unlink(target)
        throw TrashError.system("cannot move it", error)
      }
      return
    }
    switch errno {
    case EEXIST: throw TrashError.exists
    case EPERM, EOPNOTSUPP, EMLINK, EXDEV:
      var targetStat = stat()
      if lstat(target, &targetStat) == 0 { throw TrashError.exists }
      guard rename(source, target) == 0 else { throw TrashError.system("cannot move it", errno) }
    case let error: throw TrashError.system("cannot move it", error)
    }
  }

  /// `path` made absolute (its folder resolved, its own name kept: a link is trashed, not what it points to).
  static func absolute(_ path: String) throws(TrashError) -> String {
    let folder = (path as NSString).deletingLastPathComponent
    guard let resolved = realpath(folder.isEmpty ? "." : folder, nil) else {
      throw TrashError.system("cannot find its folder", errno)
    }
    defer { free(resolved) }
    let base = String(cString: resolved)
    return (base == "/" ? "" : base) + "/" + (path as NSString).lastPathComponent
  }

  /// `name` for the `attempt`th try: `IMG.jpg`, then `IMG.2.jpg`, `IMG.3.jpg`, …
  static func candidate(_ name: String, _ attempt: Int) -> String {
    guard attempt > 1 else { return name }
    let ext = (name as NSString).pathExtension
    let stem = (name as NSString).deletingPathExtension
    return ext.isEmpty ? "\(name).\(attempt)" : "\(stem).\(attempt).\(ext)"
  }

  /// A path as the `.trashinfo` writes it: RFC 2396 escaped, slashes kept.
  static func percentEncoded(_ path: String) -> String {
    var allowed = CharacterSet.alphanumerics.intersection(
      CharacterSet(charactersIn: Unicode.Scalar(0)..<Unicode.Scalar(128)))
    allowed.insert(charactersIn: "/-_.!~*'()")
    return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
  }

  /// `YYYY-MM-DDThh:mm:ss` in local time.
  static func deletionDate(_ date: Date) -> String {
    var time = time_t(date.timeIntervalSince1970)
    var parts = tm()
    localtime_r(&time, &parts)
    return String(
      format: "%04d-%02d-%02dT%02d:%02d:%02d", parts.tm_year + 1900, parts.tm_mon + 1, parts.tm_mday, parts.tm_hour,
      parts.tm_min, parts.tm_sec)
  }
}

/// Why a photo could not go to the trash or come back.
public enum TrashError: Error, Equatable {
  /// Something of the name is at the target already (handled inside: the next name is tried).
  case exists
  /// A file of its name is in its folder again.
  case nameTaken
  /// It is no longer in the trash (emptied, or restored by a file manager).
  case goneFromTrash
  /// A system call failed: what, and `errno`.
  case system(String, Int32)

  /// The reason, for the user.
  public var reason: String {
    switch self {
    case .exists, .nameTaken: return "a file of that name is there now"
    case .goneFromTrash: return "it is no longer in the trash"
    case .system(let what, let code): return "\(what) (\(String(cString: strerror(code))))"
    }
  }
}
