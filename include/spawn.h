#ifndef _SPAWN_H
#define _SPAWN_H

#include <features.h>

#define __WEFT_WANT_pid_t
#define __WEFT_WANT_mode_t
#define __WEFT_WANT_sigset_t
#include <bits/typedefs.h>
#include <sched.h>

/* Same sizes as glibc's (336 and 80 bytes on 64-bit targets). */
typedef struct {
	short __flags;
	pid_t __pgrp;
	sigset_t __sd;
	sigset_t __ss;
	struct sched_param __sp;
	int __policy;
	int __pad[16];
} posix_spawnattr_t;

typedef struct {
	int __allocated;
	int __used;
	struct __spawn_action *__actions;
	int __pad[16];
} posix_spawn_file_actions_t;

#define POSIX_SPAWN_RESETIDS      0x01
#define POSIX_SPAWN_SETPGROUP     0x02
#define POSIX_SPAWN_SETSIGDEF     0x04
#define POSIX_SPAWN_SETSIGMASK    0x08
#define POSIX_SPAWN_SETSCHEDPARAM 0x10
#define POSIX_SPAWN_SETSCHEDULER  0x20
#define POSIX_SPAWN_USEVFORK      0x40
#define POSIX_SPAWN_SETSID        0x80

__WEFT_BEGIN
int posix_spawn(pid_t *__weft_restrict pid, const char *__weft_restrict path,
		const posix_spawn_file_actions_t *actions,
		const posix_spawnattr_t *__weft_restrict attr,
		char *const argv[], char *const envp[]);
int posix_spawnp(pid_t *__weft_restrict pid, const char *__weft_restrict file,
		 const posix_spawn_file_actions_t *actions,
		 const posix_spawnattr_t *__weft_restrict attr,
		 char *const argv[], char *const envp[]);

int posix_spawnattr_init(posix_spawnattr_t *attr);
int posix_spawnattr_destroy(posix_spawnattr_t *attr);
int posix_spawnattr_getflags(const posix_spawnattr_t *__weft_restrict attr, short *__weft_restrict flags);
int posix_spawnattr_setflags(posix_spawnattr_t *attr, short flags);
int posix_spawnattr_getpgroup(const posix_spawnattr_t *__weft_restrict attr, pid_t *__weft_restrict pgrp);
int posix_spawnattr_setpgroup(posix_spawnattr_t *attr, pid_t pgrp);
int posix_spawnattr_getsigdefault(const posix_spawnattr_t *__weft_restrict attr, sigset_t *__weft_restrict set);
int posix_spawnattr_setsigdefault(posix_spawnattr_t *__weft_restrict attr, const sigset_t *__weft_restrict set);
int posix_spawnattr_getsigmask(const posix_spawnattr_t *__weft_restrict attr, sigset_t *__weft_restrict set);
int posix_spawnattr_setsigmask(posix_spawnattr_t *__weft_restrict attr, const sigset_t *__weft_restrict set);
int posix_spawnattr_getschedparam(const posix_spawnattr_t *__weft_restrict attr,
				  struct sched_param *__weft_restrict param);
int posix_spawnattr_setschedparam(posix_spawnattr_t *__weft_restrict attr,
				  const struct sched_param *__weft_restrict param);
int posix_spawnattr_getschedpolicy(const posix_spawnattr_t *__weft_restrict attr, int *__weft_restrict policy);
int posix_spawnattr_setschedpolicy(posix_spawnattr_t *attr, int policy);

int posix_spawn_file_actions_init(posix_spawn_file_actions_t *fa);
int posix_spawn_file_actions_destroy(posix_spawn_file_actions_t *fa);
int posix_spawn_file_actions_addopen(posix_spawn_file_actions_t *__weft_restrict fa, int fd,
				     const char *__weft_restrict path, int flags, mode_t mode);
int posix_spawn_file_actions_addclose(posix_spawn_file_actions_t *fa, int fd);
int posix_spawn_file_actions_adddup2(posix_spawn_file_actions_t *fa, int fd, int newfd);
int posix_spawn_file_actions_addchdir(posix_spawn_file_actions_t *__weft_restrict fa,
				      const char *__weft_restrict path);
int posix_spawn_file_actions_addfchdir(posix_spawn_file_actions_t *fa, int fd);
#ifdef _GNU_SOURCE
int posix_spawn_file_actions_addchdir_np(posix_spawn_file_actions_t *__weft_restrict fa,
					 const char *__weft_restrict path);
int posix_spawn_file_actions_addfchdir_np(posix_spawn_file_actions_t *fa, int fd);
/* In the child: close every descriptor from low up. */
int posix_spawn_file_actions_addclosefrom_np(posix_spawn_file_actions_t *fa, int low);
/* In the child: make its process group the foreground one of terminal fd. */
int posix_spawn_file_actions_addtcsetpgrp_np(posix_spawn_file_actions_t *fa, int fd);
#endif
__WEFT_END

#endif
