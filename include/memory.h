/* A pre-ANSI name for the memory functions, now in <string.h>. */
#ifndef _MEMORY_H
#define _MEMORY_H

#include <string.h>

#endif
