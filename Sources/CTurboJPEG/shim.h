#ifndef SDLPHOTO_CTURBOJPEG_SHIM_H
#define SDLPHOTO_CTURBOJPEG_SHIM_H
#include <stddef.h>
#include <turbojpeg.h>

/// TJSCALED is a function-like macro the importer drops.
static inline int sdlphoto_tjscaled(int dimension, tjscalingfactor factor) { return TJSCALED(dimension, factor); }
#endif
