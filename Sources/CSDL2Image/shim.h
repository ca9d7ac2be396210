#ifndef SDLPHOTO_CSDL2IMAGE_SHIM_H
#define SDLPHOTO_CSDL2IMAGE_SHIM_H
#include <SDL_image.h>
#endif
