#ifndef SDLPHOTO_CSDL2TTF_SHIM_H
#define SDLPHOTO_CSDL2TTF_SHIM_H
#include <SDL_ttf.h>
#endif
