#ifndef _SYS_WAIT_H
#define _SYS_WAIT_H

#include <features.h>

#define __WEFT_WANT_pid_t
#define __WEFT_WANT_id_t
#include <bits/typedefs.h>

#define WNOHANG    1
#define WUNTRACED  2
#define WSTOPPED   2
#define WEXITED    4
#define WCONTINUED 8
#define WNOWAIT    0x1000000

#define WEXITSTATUS(s) (((s) & 0xff00) >> 8)
#define WTERMSIG(s)    ((s) & 0x7f)
#define WSTOPSIG(s)    WEXITSTATUS(s)
#define WIFEXITED(s)   (!WTERMSIG(s))
#define WIFSTOPPED(s)  (((s) & 0xff) == 0x7f)
#define WIFSIGNALED(s) (((s) & 0xffff) - 1U < 0xffu)
#define WIFCONTINUED(s) ((s) == 0xffff)
#define WCOREDUMP(s)   ((s) & 0x80)

__WEFT_BEGIN
pid_t wait(int *status);
pid_t waitpid(pid_t pid, int *status, int options);
__WEFT_END

#endif
