import CSDL2
import PhotoCore

/// Game controllers: shoulder buttons and the d-pad page, triggers zoom, A shows the info, B closes.
final class Controllers {
  private var open: [SDL_JoystickID: OpaquePointer] = [:]
  /// Whether each trigger is past the threshold (a press zooms once, not every axis event).
  private var triggerHeld: [Int32: Bool] = [:]

  deinit {
    for controller in open.values { SDL_GameControllerClose(controller) }
  }

  /// Opens controllers already plugged in.
  func openAttached() {
    for index in 0..<SDL_NumJoysticks() where SDL_IsGameController(index) == SDL_TRUE { openController(index) }
  }

  private func openController(_ index: Int32) {
    // SDL also announces controllers present at start-up: open each only once.
    let instance = SDL_JoystickGetDeviceInstanceID(index)
    if open[instance] != nil { return }
    guard let controller = SDL_GameControllerOpen(index) else { return }
    let id = SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(controller))
    open[id] = controller
    Log.info("game controller: \(SDL_GameControllerName(controller).map { String(cString: $0) } ?? "unknown")")
  }

  /// The command for a controller event, if any (device add/remove is handled here).
  func handle(_ event: SDL_Event) -> Command? {
    switch event.type {
    case SDL_CONTROLLERDEVICEADDED.rawValue:
      openController(event.cdevice.which)
    case SDL_CONTROLLERDEVICEREMOVED.rawValue:
      if let controller = open.removeValue(forKey: event.cdevice.which) { SDL_GameControllerClose(controller) }
    case SDL_CONTROLLERBUTTONDOWN.rawValue:
      switch Int32(event.cbutton.button) {
      case SDL_CONTROLLER_BUTTON_RIGHTSHOULDER.rawValue, SDL_CONTROLLER_BUTTON_DPAD_RIGHT.rawValue: return .next
      case SDL_CONTROLLER_BUTTON_LEFTSHOULDER.rawValue, SDL_CONTROLLER_BUTTON_DPAD_LEFT.rawValue: return .previous
      case SDL_CONTROLLER_BUTTON_DPAD_UP.rawValue: return .arrow(Vector2(x: 0, y: -1))
      case SDL_CONTROLLER_BUTTON_DPAD_DOWN.rawValue: return .arrow(Vector2(x: 0, y: 1))
      case SDL_CONTROLLER_BUTTON_A.rawValue: return .toggleInfo
      case SDL_CONTROLLER_BUTTON_B.rawValue, SDL_CONTROLLER_BUTTON_BACK.rawValue: return .close
      case SDL_CONTROLLER_BUTTON_Y.rawValue: return .zoomToFit
      default: return nil
      }
    case SDL_CONTROLLERAXISMOTION.rawValue:
      let axis = Int32(event.caxis.axis)
      guard axis == SDL_CONTROLLER_AXIS_TRIGGERLEFT.rawValue || axis == SDL_CONTROLLER_AXIS_TRIGGERRIGHT.rawValue else {
        return nil
      }
      let pressed = Int(event.caxis.value) > Int(Int16.max) / 2
      defer { triggerHeld[axis] = pressed }
      guard pressed, triggerHeld[axis] != true else { return nil }
      return axis == SDL_CONTROLLER_AXIS_TRIGGERRIGHT.rawValue ? .zoomIn : .zoomOut
    default:
      break
    }
    return nil
  }
}
