#ifndef SDLPHOTO_CSDL2_SYSWM_H
#define SDLPHOTO_CSDL2_SYSWM_H
// The X server's side of an event SDL passes on (SDL_SYSWMEVENT), read without calling Xlib: only the struct
// layouts come from <X11/Xlib.h> (libx11-dev), nothing links against libX11, and an SDL built without X11,
// or running on another video driver, simply never reports an X event. Kept out of the main shim (an
// explicit submodule, `import CSDL2.SysWM`) so Xlib's names (Window, Display, Screen, Time) stay out of the
// rest of the shell.
#include <SDL.h>
#include <SDL_syswm.h>

/// What an X event passed on by SDL tells of time.
typedef struct {
  /// 0: no X event, or one without a time; 1: the pointer moved (motion, entering or leaving the window);
  /// 2: a button went down; 3: a button went up; 4: another event with the server's time (a key, a wheel
  /// notch, a property change).
  int kind;
  /// The X server's time of the event, milliseconds (32 bits, wrapping).
  Uint32 time;
  /// Kind 1: the pointer's position in the window, as SDL reports it for the motion it makes of it.
  int x, y;
  /// Kinds 2 and 3: the button, numbered as SDL numbers it (1 left, 2 middle, 3 right, 4 and 5 the side ones).
  int button;
} sdlphoto_x11_event;

/// Reads the X event an SDL_SYSWMEVENT carries.
static inline sdlphoto_x11_event sdlphoto_read_x11_event(const SDL_Event *event) {
  sdlphoto_x11_event result = {0, 0, 0, 0, 0};
#if defined(SDL_VIDEO_DRIVER_X11)
  if (event->type != SDL_SYSWMEVENT || event->syswm.msg == NULL || event->syswm.msg->subsystem != SDL_SYSWM_X11) {
    return result;
  }
  const XEvent *x = &event->syswm.msg->msg.x11.event;
  switch (x->type) {
  case MotionNotify:
    result.kind = 1;
    result.time = (Uint32)x->xmotion.time;
    result.x = x->xmotion.x;
    result.y = x->xmotion.y;
    break;
  case EnterNotify:
  case LeaveNotify:
    // SDL makes a motion of these too.
    result.kind = 1;
    result.time = (Uint32)x->xcrossing.time;
    result.x = x->xcrossing.x;
    result.y = x->xcrossing.y;
    break;
  case ButtonPress:
  case ButtonRelease: {
    int button = (int)x->xbutton.button;
    result.time = (Uint32)x->xbutton.time;
    if (button >= 4 && button <= 7) {
      // Wheel notches: SDL makes wheel events of them, not buttons.
      result.kind = 4;
    } else {
      result.kind = x->type == ButtonPress ? 2 : 3;
      // As SDL does: X's buttons 8 and 9 are SDL's X1 and X2.
      result.button = button > 7 ? button - (8 - SDL_BUTTON_X1) : button;
    }
    break;
  }
  case KeyPress:
  case KeyRelease:
    result.kind = 4;
    result.time = (Uint32)x->xkey.time;
    break;
  case PropertyNotify:
    result.kind = 4;
    result.time = (Uint32)x->xproperty.time;
    break;
  default:
    break;
  }
#endif
  return result;
}
/// The X11 display connection of `window` (an Xlib `Display *`), or NULL on another video driver.
static inline void *sdlphoto_x11_display(SDL_Window *window) {
#if defined(SDL_VIDEO_DRIVER_X11)
  SDL_SysWMinfo info;
  SDL_VERSION(&info.version);
  if (SDL_GetWindowWMInfo(window, &info) && info.subsystem == SDL_SYSWM_X11) {
    return (void *)info.info.x11.display;
  }
#endif
  return NULL;
}
#endif
