#include "locale_impl.h"

/* Writable only because locale_t is not a pointer to const; newlocale
   never changes it in place (it copies it first). */
hidden struct __locale_struct __locale_c_obj;
