/* waitpid's option flags and the macros that take a status word apart,
   shared by <sys/wait.h> and <stdlib.h> (POSIX has both define them, so
   that a program checking system()'s result needs only <stdlib.h>).
   The layout is the kernel's: exit code in bits 8-15, the signal that
   ended the process in bits 0-6, 0x7f in the low byte for a stop. */
#ifndef _BITS_WAITSTATUS_H
#define _BITS_WAITSTATUS_H
#define WNOHANG    1
#define WUNTRACED  2

#define WEXITSTATUS(s) (((s) & 0xff00) >> 8)
#define WTERMSIG(s)    ((s) & 0x7f)
#define WSTOPSIG(s)    WEXITSTATUS(s)
#define WIFEXITED(s)   (!WTERMSIG(s))
#define WIFSTOPPED(s)  (((s) & 0xff) == 0x7f)
#define WIFSIGNALED(s) (((s) & 0xffff) - 1U < 0xffu)
#endif
