#include <fribidi/fribidi.h>
#include <stdlib.h>

/// The bidi embedding level of each of the `length` characters of `text`, one paragraph, its direction taken
/// from its first strong character (left to right when it has none). Returns the paragraph's level (0 left to
/// right, 1 right to left), or -1 when fribidi fails or memory runs out.
static inline int sdlphoto_bidi_levels(const FriBidiChar *text, int length, FriBidiLevel *levels) {
  FriBidiCharType *types = malloc(sizeof(FriBidiCharType) * (size_t)(length > 0 ? length : 1));
  FriBidiBracketType *brackets = malloc(sizeof(FriBidiBracketType) * (size_t)(length > 0 ? length : 1));
  if (!types || !brackets) {
    free(types);
    free(brackets);
    return -1;
  }
  fribidi_get_bidi_types(text, length, types);
  fribidi_get_bracket_types(text, length, types, brackets);
  FriBidiParType direction = FRIBIDI_PAR_ON;
  FriBidiLevel found = fribidi_get_par_embedding_levels_ex(types, brackets, length, &direction, levels);
  free(types);
  free(brackets);
  if (found == 0) return -1;
  return FRIBIDI_IS_RTL(direction) ? 1 : 0;
}
