/* Process file descriptors (Linux). */
#ifndef _SYS_PIDFD_H
#define _SYS_PIDFD_H

#include <features.h>
#include <signal.h>

#define PIDFD_NONBLOCK 04000

__WEFT_BEGIN
int pidfd_open(pid_t pid, unsigned int flags);
int pidfd_send_signal(int pidfd, int sig, siginfo_t *info, unsigned int flags);
int pidfd_getfd(int pidfd, int fd, unsigned int flags);
__WEFT_END

#endif
