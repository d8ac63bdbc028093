#include "locale_impl.h"

/* Writable only because locale_t is not a pointer to const; newlocale
   never changes these two in place (it copies them first). */
hidden struct __locale_struct __locale_c_obj = { 0 };
hidden struct __locale_struct __locale_utf8_obj = { LC_ALL_MASK };
