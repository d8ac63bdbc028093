#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <sched.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include "clone.h"
#include "exec_impl.h"
#include "ksigaction.h"
#include "signal_impl.h"
#include "spawn_impl.h"
#include "syscall.h"

/*
 * posix_spawn without fork's cost: the child is made with CLONE_VM |
 * CLONE_VFORK, so it runs in the parent's memory, on a stack carved from
 * the parent's frame, while the parent is suspended until the child
 * calls execve or exits.  Rules that follow from sharing memory:
 *   - the child uses raw system calls only (no errno, no locks, no
 *     malloc): it must not change any state the parent will see, except
 *     the `err` slot through which it reports why it failed;
 *   - every signal is blocked in the parent across the clone, so no
 *     handler can run in the child on the shared stack; the child resets
 *     every caught signal to its default action before restoring a mask,
 *     since handlers would run in the parent's memory.
 */

struct args {
	const char *path;
	const posix_spawn_file_actions_t *fa;
	const posix_spawnattr_t *attr;
	char *const *argv, *const *envp;
	unsigned long oldmask;
	int search_path;
	volatile int err;
};

/* Every descriptor from low up: close_range, or one close per possible
   descriptor on kernels before 5.9. */
static long close_from(int low)
{
	struct rlimit rl;
	long r = __syscall(SYS_close_range, low, ~0U, 0);

	if (r != -ENOSYS)
		return r;
	if (__syscall(SYS_prlimit64, 0, RLIMIT_NOFILE, 0, &rl) < 0)
		rl.rlim_cur = 1024;
	if (rl.rlim_cur > 1 << 20)
		rl.rlim_cur = 1 << 20;
	for (rlim_t fd = low; fd < rl.rlim_cur; fd++)
		__syscall(SYS_close, (int)fd);
	return 0;
}

static int apply_actions(const posix_spawn_file_actions_t *fa)
{
	for (int i = 0; fa && i < fa->__used; i++) {
		const struct __spawn_action *a = &fa->__actions[i];
		long r = 0;

		switch (a->op) {
		case FA_CLOSE:
			r = __syscall(SYS_close, a->fd);
			if (r == -EBADF)   /* closing a closed descriptor is fine */
				r = 0;
			break;
		case FA_DUP2:
			if (a->fd == a->newfd) {
				/* POSIX: clear close-on-exec instead of doing nothing. */
				r = __syscall(SYS_fcntl, a->fd, F_GETFD);
				if (r >= 0)
					r = __syscall(SYS_fcntl, a->fd, F_SETFD, r & ~FD_CLOEXEC);
			} else {
				r = __syscall(SYS_dup3, a->fd, a->newfd, 0);
			}
			break;
		case FA_OPEN:
			r = __syscall(SYS_openat, AT_FDCWD, a->path, a->flags | O_LARGEFILE, a->mode);
			if (r >= 0 && r != a->fd) {
				long d = __syscall(SYS_dup3, r, a->fd, 0);
				__syscall(SYS_close, r);
				r = d;
			}
			break;
		case FA_CHDIR:
			r = __syscall(SYS_chdir, a->path);
			break;
		case FA_FCHDIR:
			r = __syscall(SYS_fchdir, a->fd);
			break;
		case FA_CLOSEFROM:
			r = close_from(a->fd);
			break;
		case FA_TCSETPGRP: {
			/* The child's group (after POSIX_SPAWN_SETPGROUP) in the
			   foreground; SIGTTOU is blocked here, so a child in a
			   background group may do it. */
			pid_t pg = (pid_t)__syscall(SYS_getpgid, 0);
			r = __syscall(SYS_ioctl, a->fd, TIOCSPGRP, &pg);
			break;
		}
		}
		if (r < 0)
			return (int)-r;
	}
	return 0;
}

static int apply_attr(const posix_spawnattr_t *attr)
{
	short fl = attr ? attr->__flags : 0;
	long r;

	if (fl & POSIX_SPAWN_SETSID) {
		r = __syscall(SYS_setsid);
		if (r < 0)
			return (int)-r;
	}
	if (fl & POSIX_SPAWN_SETPGROUP) {
		r = __syscall(SYS_setpgid, 0, attr->__pgrp);
		if (r < 0)
			return (int)-r;
	}
	if (fl & POSIX_SPAWN_SETSCHEDULER) {
		r = __syscall(SYS_sched_setscheduler, 0, attr->__policy, &attr->__sp);
		if (r < 0)
			return (int)-r;
	} else if (fl & POSIX_SPAWN_SETSCHEDPARAM) {
		r = __syscall(SYS_sched_setparam, 0, &attr->__sp);
		if (r < 0)
			return (int)-r;
	}
	if (fl & POSIX_SPAWN_RESETIDS) {
		r = __syscall(SYS_setresgid, -1, __syscall(SYS_getgid), -1);
		if (r >= 0)
			r = __syscall(SYS_setresuid, -1, __syscall(SYS_getuid), -1);
		if (r < 0)
			return (int)-r;
	}
	return 0;
}

static int child(void *p)
{
	struct args *a = p;
	const posix_spawnattr_t *attr = a->attr;
	unsigned long mask = a->oldmask;
	int e;

	/* Signals: caught ones (and the attribute's sigdefault set) go back to
	   their default action; ignored ones stay ignored across exec. */
	for (int sig = 1; sig < _NSIG; sig++) {
		struct k_sigaction ka;
		if (sig == SIGKILL || sig == SIGSTOP || __sig_internal(sig))
			continue;
		int dfl = attr && (attr->__flags & POSIX_SPAWN_SETSIGDEF) &&
			  sigismember(&attr->__sd, sig) == 1;
		if (!dfl) {
			if (__syscall(SYS_rt_sigaction, sig, 0, &ka, KSIGSET_SIZE) < 0)
				continue;
			if (ka.handler == SIG_DFL || ka.handler == SIG_IGN)
				continue;
		}
		memset(&ka, 0, sizeof ka);
		ka.handler = SIG_DFL;
		__syscall(SYS_rt_sigaction, sig, &ka, 0, KSIGSET_SIZE);
	}

	e = apply_attr(attr);
	if (!e)
		e = apply_actions(a->fa);
	if (!e) {
		if (attr && (attr->__flags & POSIX_SPAWN_SETSIGMASK))
			mask = attr->__ss.__bits[0];
		/* Never hand weft's internal signals blocked to the new program:
		   a caller with a cancel request pending may hold one blocked. */
		mask &= ~INTERNAL_SIGMASK;
		__syscall(SYS_rt_sigprocmask, SIG_SETMASK, &mask, 0, KSIGSET_SIZE);
		if (a->search_path)
			e = __execvpe(a->path, (char *const *)a->argv, (char *const *)a->envp, 0);
		else
			e = (int)-__syscall(SYS_execve, a->path, a->argv, a->envp);
	}
	a->err = e;
	__syscall(SYS_exit, 127);
	return 0;
}

hidden int __spawn(pid_t *pid, const char *path, const posix_spawn_file_actions_t *fa,
		   const posix_spawnattr_t *attr, char *const argv[], char *const envp[],
		   int search_path)
{
	/* The child's stack: the parent is suspended while it runs. */
	unsigned char stack[32768 + PATH_MAX] __attribute__((aligned(16)));
	struct args a = {
		.path = path, .fa = fa, .attr = attr, .argv = argv, .envp = envp,
		.search_path = search_path, .err = 0,
	};
	unsigned long all = -1UL;
	long r;

	__syscall(SYS_rt_sigprocmask, SIG_BLOCK, &all, &a.oldmask, KSIGSET_SIZE);
	r = __clone(child, stack + sizeof stack, CLONE_VM | CLONE_VFORK | SIGCHLD, &a, 0, 0, 0);
	if (r > 0 && a.err) {
		/* The child failed before exec and has exited: reap it. */
		__syscall(SYS_wait4, r, 0, 0, 0);
	}
	__syscall(SYS_rt_sigprocmask, SIG_SETMASK, &a.oldmask, 0, KSIGSET_SIZE);
	if (r < 0)
		return (int)-r;
	if (a.err)
		return a.err;
	if (pid)
		*pid = (pid_t)r;
	return 0;
}
