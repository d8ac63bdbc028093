#ifndef _WEFT_EXECINFO_IMPL_H
#define _WEFT_EXECINFO_IMPL_H

#include <stddef.h>
#include "libc.h"

/* One line of a backtrace for addr (src/execinfo/__bt_line.c): the
   length it needs without the '\0'; written to out if size allows.  fd:
   the program's file (__self_elf_open) for names, or -1. */
hidden size_t __bt_line(int fd, void *addr, char *out, size_t size, const char *sep);

#endif
