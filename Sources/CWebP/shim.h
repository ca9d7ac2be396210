#ifndef SDLPHOTO_CWEBP_SHIM_H
#define SDLPHOTO_CWEBP_SHIM_H
// libwebp's advanced decoding API: WebPDecoderConfig decodes with scaling straight into a caller's buffer.
#include <webp/decode.h>
// The encoder (same library): the tests make their WebP fixtures with it.
#include <webp/encode.h>
#endif
