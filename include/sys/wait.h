#ifndef _SYS_WAIT_H
#define _SYS_WAIT_H

#include <features.h>

#define __WEFT_WANT_pid_t
#define __WEFT_WANT_id_t
#include <bits/typedefs.h>
#include <signal.h>

#include <bits/waitstatus.h>

#define WSTOPPED   2
#define WEXITED    4
#define WCONTINUED 8
#define WNOWAIT    0x1000000
#define __WNOTHREAD 0x20000000
#define __WALL      0x40000000
#define __WCLONE    0x80000000

#define WIFCONTINUED(s) ((s) == 0xffff)
#define WCOREDUMP(s)   ((s) & 0x80)
#if defined(_DEFAULT_SOURCE) || defined(_GNU_SOURCE)
/* The BSD builders of a status word, the inverse of the W* macros:
   a normal exit with ret, or death by sig; a stop by sig. */
#define WCOREFLAG          0x80
#define W_EXITCODE(ret, sig) ((ret) << 8 | (sig))
#define W_STOPCODE(sig)    ((sig) << 8 | 0x7f)
#endif

typedef enum { P_ALL = 0, P_PID = 1, P_PGID = 2, P_PIDFD = 3 } idtype_t;

__WEFT_BEGIN
pid_t wait(int *status);
pid_t waitpid(pid_t pid, int *status, int options);
int waitid(idtype_t type, id_t id, siginfo_t *info, int options);
#if defined(_DEFAULT_SOURCE) || defined(_GNU_SOURCE)
struct rusage;
pid_t wait3(int *status, int options, struct rusage *ru);
pid_t wait4(pid_t pid, int *status, int options, struct rusage *ru);
#endif
__WEFT_END

#endif
