#ifndef _WEFT_EXEC_IMPL_H
#define _WEFT_EXEC_IMPL_H

#include "libc.h"

/* execvpe's search, returning the error number instead of setting errno
   and using only raw system calls, so that posix_spawn's child (which
   shares the parent's memory) can run it too.  With sh_fallback a file
   that is not an executable (ENOEXEC) is run by /bin/sh, as POSIX asks of
   execvp; posix_spawnp does not do that (nor does glibc's). */
hidden int __execvpe(const char *file, char *const argv[], char *const envp[], int sh_fallback);

#endif
