#ifndef _SYS_AUXV_H
#define _SYS_AUXV_H

#include <features.h>
#include <elf.h>

__WEFT_BEGIN
/* The value of auxiliary-vector entry type; 0 with errno ENOENT if the
   kernel did not pass it.  Async-signal-safe. */
unsigned long getauxval(unsigned long type);
__WEFT_END

#endif
