/// The words of the notices for the trash and for commands run on a photo.
extension UserText {
  /// Delete's question.
  public static func trashQuestion(_ name: String) -> String {
    tr("Move {0} to the trash? Delete or Enter moves it, Escape keeps it", PathText.escaped(name))
  }

  /// After a photo went to the trash.
  public static func trashed(_ name: String) -> String {
    tr("{0} moved to the trash · U puts it back", PathText.escaped(name))
  }

  /// After U put a photo back.
  public static func restored(_ name: String) -> String { tr("{0} is back from the trash", PathText.escaped(name)) }

  /// U with nothing in the trash from this run.
  public static var nothingToRestore: String { tr("Nothing to put back from the trash") }

  /// Why Delete does nothing, or nil when it may move the photo.
  public static func trashRefusal(_ policy: TrashPolicy, isRemote: Bool) -> String? {
    switch policy {
    case .kiosk: return tr("Photos cannot be deleted in kiosk mode")
    case .readOnly: return tr("Photos cannot be deleted: sdlphoto runs with --read-only")
    case .allowed: return isRemote ? tr("A photo on the network cannot be moved to the trash") : nil
    }
  }

  /// A photo that could not go to the trash, with the system's reason.
  public static func cannotTrash(_ name: String, reason: String) -> String {
    tr("{0} cannot be moved to the trash: {1}", PathText.escaped(name), reason)
  }

  /// A photo that could not come back from the trash.
  public static func cannotRestore(_ name: String, reason: String) -> String {
    tr("{0} cannot be put back: {1}", PathText.escaped(name), reason)
  }

  /// A command of `[commands]` started on a photo.
  public static func commandStarted(_ command: String) -> String { tr("Running {0}…", commandName(command)) }

  /// A command ended: `status` is its exit status, or nil when a signal ended it (`signal`).
  public static func commandEnded(_ command: String, status: Int32?, signal: Int32? = nil) -> String {
    let name = commandName(command)
    if let status { return status == 0 ? tr("{0}: done", name) : tr("{0} failed (exit status {1})", name, "\(status)") }
    return tr("{0} was stopped (signal {1})", name, "\(signal ?? 0)")
  }

  /// A command that could not start.
  public static func commandFailedToStart(_ command: String, reason: String) -> String {
    tr("{0} could not start: {1}", commandName(command), reason)
  }

  /// A command's first word, for its notices (`gimp` of `gimp %f`).
  static func commandName(_ command: String) -> String {
    let first = command.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init) ?? command
    return PathText.escaped(String(first.split(separator: "/").last ?? Substring(first)))
  }

  /// A remote `goto` to a photo that is not there.
  public static func noSuchPhoto(_ target: RemoteCommand.Target, count: Int) -> String {
    switch target {
    case .number(let number): return tr("no photo {0}: the album has {1}", "\(number)", "\(count)")
    case .name(let name): return tr("no photo called {0}", PathText.escaped(name))
    case .date: return tr("no dates to go to: goto a day needs a library (--library)")
    }
  }

  /// A remote `pause` or `resume` without a slideshow.
  public static var noSlideshow: String { tr("no slideshow runs (slideshow SECONDS starts one)") }
  /// The remote's `clip` with no clip playing on the page.
  public static var noClip: String { tr("no clip is on the page (goto one first)") }

  /// A command the HTTP remote does not take.
  public static var notOverHTTP: String { tr("open and subscribe are taken over the --control socket only") }
}
