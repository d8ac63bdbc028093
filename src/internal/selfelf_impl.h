/* Reading the program's own ELF file (/proc/self/exe) for what is not
   mapped: its section headers (where .eh_frame is, for unwinding) and
   its symbol table (names for backtraces).  With pread and small stack
   buffers only, so that a crash handler may use it. */
#ifndef _WEFT_SELFELF_IMPL_H
#define _WEFT_SELFELF_IMPL_H

#include <link.h>
#include "libc.h"

/* The program's file, open (close it with close), or -1. */
hidden int __self_elf_open(void);
/* Section named name (or the first of type type, when name is null) of
   the open file fd into *sh; 0 if found, -1 if not. */
hidden int __self_elf_section(int fd, const char *name, unsigned type, ElfW(Shdr) *sh);
/* The function symbol of fd's symbol table that holds address a (the
   program's link-time address): its name in buf (size bytes) and a's
   offset from its start; -1 if none. */
hidden int __self_elf_symbol(int fd, uintptr_t a, char *buf, size_t size, uintptr_t *off);

/* An .eh_frame_hdr for the program (load bias bias, its segments
   between lo and hi) built from its .eh_frame: its address and *size, or
   null if it cannot be made. */
hidden void *__eh_frame_hdr(uintptr_t bias, uintptr_t lo, uintptr_t hi, size_t *size);

#endif
