/* State shared by the dlfcn functions (src/dl/__dl_error.c). */
#ifndef _WEFT_DL_IMPL_H
#define _WEFT_DL_IMPL_H

#include "libc.h"

/* The handle dlopen(NULL) returns: the program itself. */
extern hidden const char __dl_self;

/* Records the calling thread's error for dlerror: what, prefixed with
   "name: " when name is not null. */
hidden void __dl_set_error(const char *name, const char *what);
/* The calling thread's error text, or null; cleared by the call. */
hidden char *__dl_take_error(void);

struct link_map;
/* The program's link map (load bias, "" for its name, its dynamic
   section or null): the only object a handle can stand for. */
hidden struct link_map *__dl_self_map(void);

#endif
