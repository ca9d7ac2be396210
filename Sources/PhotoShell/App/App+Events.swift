import CSDL2
import PhotoCore

extension App {
  /// Routes one SDL event, stamped with `time` (seconds), to the viewer or the shell.
  func handle(_ event: SDL_Event, time: Double) {
    // A scripted run plays only its script: real input (a stray mouse over an Xvfb window) is ignored.
    if player != nil && ScriptPlayer.isInput(event) && !ScriptPlayer.isScripted(event) { return }
    if event.type == SDL_SYSWMEVENT.rawValue {
      // The X server's side of an event SDL passes on next: its time. Nothing to draw for it.
      if player == nil { window.inputClock.noteServerEvent(event, stamp: time) }
      return
    }
    cadence.needsRedraw = true
    // Outside the schedule a touch, click, wheel or key wakes the screen for a while (and acts as it would
    // awake); the pointer merely moving does not (X sends one as the window appears under it).
    if Self.wakesScreen(event) { wakeForInput(at: time) }
    switch event.type {
    case SDL_QUIT.rawValue:
      // A signal (SIGINT, SIGTERM) or the last window closing; a kiosk's window close never gets here (see
      // `App.init`), so a service manager still stops a kiosk.
      cadence.running = false
    case SDL_WINDOWEVENT.rawValue:
      if event.window.event == UInt8(SDL_WINDOWEVENT_CLOSE.rawValue) && options.kioskExit == nil {
        cadence.running = false
      }
      syncViewport(at: time)
      if event.window.event == UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue) && player == nil { cancelPointers(at: time) }
      if event.window.event == UInt8(SDL_WINDOWEVENT_ICCPROF_CHANGED.rawValue) { syncDisplayProfile(at: time) }
    case SDL_KEYDOWN.rawValue:
      let policy = KeyPolicy(bindings: options.keyBindings, kioskExit: options.kioskExit)
      let outcome = policy.outcome(
        key: String(cString: SDL_GetKeyName(event.key.keysym.sym)),
        modifiers: KeyMap.chordModifiers(event.key.keysym.mod), repeated: event.key.repeat != 0,
        in: navigator.keyContext)
      switch outcome {
      case .leave: cadence.running = false
      case .noteInput: navigator.noteInput(at: time)
      case .perform(let command):
        navigator.hideControls(at: time)  // a keyboard's user needs no bars
        apply(navigator.perform(command, at: time), at: time)
      case .ignore: break
      }
    case SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue:
      handleFinger(event.tfinger, time: pointerTime(of: event, stamp: time), stamp: time)
    case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue:
      // Mouse events SDL synthesises from touch would act twice: the fingers already did.
      guard event.button.which != sdlphoto_touch_mouse_id() else { return }
      let t = pointerTime(of: event, stamp: time)
      showCursor(at: t)
      handleButton(event.button, time: t, stamp: time)
    case SDL_MOUSEMOTION.rawValue:
      guard event.motion.which != sdlphoto_touch_mouse_id() else { return }
      handleMotion(event, stamp: time)
    case SDL_MOUSEWHEEL.rawValue:
      guard event.wheel.which != sdlphoto_touch_mouse_id() else { return }
      handleWheel(event.wheel, time: time)
    case SDL_CONTROLLERDEVICEADDED.rawValue, SDL_CONTROLLERDEVICEREMOVED.rawValue,
      SDL_CONTROLLERBUTTONDOWN.rawValue, SDL_CONTROLLERAXISMOTION.rawValue:
      if let command = controllers.handle(event) { apply(navigator.perform(command, at: time), at: time) }
    default:
      break
    }
  }

  /// The mouse moved (SDL stamped it `stamp`): a drag with the left button down moves like a finger.
  private func handleMotion(_ event: SDL_Event, stamp: Double) {
    let t = pointerTime(of: event, stamp: stamp)
    showCursor(at: t)
    let point = window.viewPoint(Vector2(x: Double(event.motion.x), y: Double(event.motion.y)))
    if mouse.buttonDown && player == nil && event.motion.state & sdlphoto_button_left_mask() == 0 {
      // The button came up outside the window and the up was lost: end the drag where it is.
      mouse.buttonDown = false
      handlePointer(PointerEvent(id: .mouse, phase: .up, position: point, time: t), stamp: stamp)
    } else if mouse.buttonDown {
      handlePointer(PointerEvent(id: .mouse, phase: .moved, position: point, time: t), stamp: stamp)
    } else {
      // A control's tooltip: drawn when it is due (a deadline), redrawn away when the mouse leaves the control.
      if navigator.hover(at: point, time: t) { cadence.needsRedraw = true }
    }
  }

  /// The wheel turned at `time`: zooms at the cursor, scrolls the grid, or with Ctrl changes its columns.
  private func handleWheel(_ wheel: SDL_MouseWheelEvent, time: Double) {
    showCursor(at: time)
    var dy = Double(wheel.preciseY)
    if wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue { dy = -dy }
    let point = window.viewPoint(Vector2(x: Double(wheel.mouseX), y: Double(wheel.mouseY)))
    let control = UInt32(SDL_GetModState().rawValue) & UInt32(KMOD_CTRL.rawValue) != 0
    navigator.wheel(by: dy, at: point, time: time, zooms: control)
  }

  /// The time a pointer event happened, from the stamp SDL (or the script) gave it, `stamp` seconds: the X
  /// server's time when SDL passed it on, else the time `InputClock` spreads its pump over. Every pointer event
  /// the shell does not ignore comes here once, in order, so a pump's times are planned together.
  private func pointerTime(of event: SDL_Event, stamp: Double) -> Double {
    window.inputClock.time(of: event, stamp: stamp, scriptQueue: player?.queuedStamps(like: event))
  }

  /// Hands a pointer event to the viewer (and, with `--verbose`, to the release log; SDL stamped it `stamp`).
  private func handlePointer(_ event: PointerEvent, stamp: Double) {
    window.inputClock.log(event, stamp: stamp)
    apply(navigator.handle(event), at: event.time)
  }

  /// A finger, converted from SDL's normalised coordinates to window points (turned with the picture).
  private func handleFinger(_ finger: SDL_TouchFingerEvent, time: Double, stamp: Double) {
    let size = window.pointSize
    let point = window.viewPoint(Vector2(x: Double(finger.x) * size.x, y: Double(finger.y) * size.y))
    let phase: PointerEvent.Phase
    switch finger.type {
    case SDL_FINGERDOWN.rawValue: phase = .down
    case SDL_FINGERUP.rawValue: phase = .up
    default: phase = .moved
    }
    let id = PointerID.finger(device: Int64(finger.touchId), finger: Int64(finger.fingerId))
    if phase == .down && player == nil { cancelVanishedFingers(of: finger.touchId, at: time) }
    handlePointer(PointerEvent(id: id, phase: phase, position: point, time: time), stamp: stamp)
  }

  /// Left button: one finger. Middle button: fit / 1:1 at the cursor.
  private func handleButton(_ button: SDL_MouseButtonEvent, time: Double, stamp: Double) {
    let point = window.viewPoint(Vector2(x: Double(button.x), y: Double(button.y)))
    let down = button.type == SDL_MOUSEBUTTONDOWN.rawValue
    switch Int32(button.button) {
    case SDL_BUTTON_LEFT:
      guard down != mouse.buttonDown else { return }
      mouse.buttonDown = down
      handlePointer(PointerEvent(id: .mouse, phase: down ? .down : .up, position: point, time: time), stamp: stamp)
    case SDL_BUTTON_MIDDLE:
      if down { navigator.toggleActualSize(at: point, time: time) }
    default:
      break
    }
  }

  /// The window lost focus: pointers held down are let go without a fling, a tap or a page change.
  func cancelPointers(at time: Double) {
    mouse.buttonDown = false
    navigator.cancelAllPointers(at: time)
  }

  /// Fingers the viewer holds but the device no longer reports (an up lost to a compositor gesture) are
  /// cancelled, so a stale finger never turns the next swipe into a pinch.
  private func cancelVanishedFingers(of device: SDL_TouchID, at time: Double) {
    var live: Set<Int64> = []
    for i in 0..<max(0, SDL_GetNumTouchFingers(device)) {
      if let finger = SDL_GetTouchFinger(device, i) { live.insert(Int64(finger.pointee.id)) }
    }
    for id in navigator.activePointers {
      guard case .finger(let d, let f) = id, d == Int64(device), !live.contains(f) else { continue }
      apply(navigator.handle(PointerEvent(id: id, phase: .cancelled, position: .zero, time: time)), at: time)
    }
  }

  /// Shows the cursor after mouse activity; `frame` hides it again after a while idle.
  func showCursor(at time: Double) { mouse.noteActivity(at: time) }

  /// Hides the cursor once the mouse has rested `Tuning.Shell.cursorHideDelay`.
  func hideIdleCursor(at time: Double) { mouse.hideIfIdle(at: time) }

  /// Lists the sub-folder at `path` (its photos and its own sub-folders) and shows it on the grid. A folder
  /// with nothing to show, or that cannot be read (gone, no permission), opens as an empty grid saying why, in
  /// the middle and on stderr; Back leaves it.
  func openFolder(_ path: String, at t: Double) {
    var options = self.options.albumOptions
    options.listsFolders = true
    let lister = AlbumLister(demoAlbumPath: path, options: options, sources: self.options.sources)
    do {
      let listing = try lister.listing(for: [path])
      for warning in listing.warnings { Log.warning(warning) }
      navigator.enterFolder(listing.album, at: t)
    } catch {
      var message = UserText.message(for: error)
      Log.error(error)
      if case .noPhotos = error { message = UserText.emptyFolder }
      navigator.enterFolder(Album(items: [], origin: path), message: message, at: t)
    }
    cadence.needsRedraw = true
  }

  /// Carries out what the viewer asked of the shell at `t`.
  func apply(_ effects: [NavigatorEffect], at t: Double) {
    for effect in effects {
      switch effect {
      case .quit: cadence.running = false
      case .dismissed, .closed:
        // The navigator goes back to its grid itself; without one, dismissing or closing the photo quits.
        cadence.running = false
      case .open, .back:
        // The grid's requests to open a photo or go back: the navigator's own business.
        break
      case .openFolder(let path): openFolder(path, at: t)
      case .toggleFullscreen: window.toggleFullscreen()
      case .copy(let text):
        if SDL_SetClipboardText(text) != 0 {
          Log.error("cannot copy to the clipboard (\(String(cString: SDL_GetError())))")
        } else {
          Log.info("copied \(text)")
          outputs.copiedText = text
        }
      case .close:
        if window.isFullscreen { window.toggleFullscreen() } else { cadence.running = false }
      case .trash(let item, let index): moveToTrash(item, index: index, at: t)
      case .restore(let photo): restoreFromTrash(photo, at: t)
      case .run(let command, let item): runCommand(command, on: item, at: t)
      }
    }
  }
}
