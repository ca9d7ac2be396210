/// The words of the notices for the trash and for commands run on a photo.
extension UserText {
  /// Delete's question.
  public static func trashQuestion(_ name: String) -> String {
    "Move \(PathText.escaped(name)) to the trash? Delete or Enter moves it, Escape keeps it"
  }

  /// After a photo went to the trash.
  public static func trashed(_ name: String) -> String {
    "\(PathText.escaped(name)) moved to the trash · U puts it back"
  }

  /// After U put a photo back.
  public static func restored(_ name: String) -> String { "\(PathText.escaped(name)) is back from the trash" }

  /// U with nothing in the trash from this run.
  public static let nothingToRestore = "Nothing to put back from the trash"

  /// Why Delete does nothing, or nil when it may move the photo.
  public static func trashRefusal(_ policy: TrashPolicy, isRemote: Bool) -> String? {
    switch policy {
    case .kiosk: return "Photos cannot be deleted in kiosk mode"
    case .readOnly: return "Photos cannot be deleted: sdlphoto runs with --read-only"
    case .allowed: return isRemote ? "A photo on the network cannot be moved to the trash" : nil
    }
  }

  /// A photo that could not go to the trash, with the system's reason.
  public static func cannotTrash(_ name: String, reason: String) -> String {
    "\(PathText.escaped(name)) cannot be moved to the trash: \(reason)"
  }

  /// A photo that could not come back from the trash.
  public static func cannotRestore(_ name: String, reason: String) -> String {
    "\(PathText.escaped(name)) cannot be put back: \(reason)"
  }

  /// A command of `[commands]` started on a photo.
  public static func commandStarted(_ command: String) -> String { "Running \(commandName(command))…" }

  /// A command ended: `status` is its exit status, or nil when a signal ended it (`signal`).
  public static func commandEnded(_ command: String, status: Int32?, signal: Int32? = nil) -> String {
    let name = commandName(command)
    if let status { return status == 0 ? "\(name): done" : "\(name) failed (exit status \(status))" }
    return "\(name) was stopped (signal \(signal ?? 0))"
  }

  /// A command that could not start.
  public static func commandFailedToStart(_ command: String, reason: String) -> String {
    "\(commandName(command)) could not start: \(reason)"
  }

  /// A command's first word, for its notices (`gimp` of `gimp %f`).
  static func commandName(_ command: String) -> String {
    let first = command.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init) ?? command
    return PathText.escaped(String(first.split(separator: "/").last ?? Substring(first)))
  }

  /// A remote `goto` to a photo that is not there.
  public static func noSuchPhoto(_ target: RemoteCommand.Target, count: Int) -> String {
    switch target {
    case .number(let number): return "no photo \(number): the album has \(count)"
    case .name(let name): return "no photo called \(PathText.escaped(name))"
    case .date: return "no dates to go to: goto a day needs a library (--library)"
    }
  }

  /// A remote `pause` or `resume` without a slideshow.
  public static let noSlideshow = "no slideshow runs (slideshow SECONDS starts one)"
  /// The remote's `clip` with no clip playing on the page.
  public static let noClip = "no clip is on the page (goto one first)"

  /// A command the HTTP remote does not take.
  public static let notOverHTTP = "open and subscribe are taken over the --control socket only"
}
