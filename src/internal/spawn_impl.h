#ifndef _WEFT_SPAWN_IMPL_H
#define _WEFT_SPAWN_IMPL_H

#include <spawn.h>
#include "libc.h"

enum { FA_OPEN, FA_CLOSE, FA_DUP2, FA_CHDIR, FA_FCHDIR, FA_CLOSEFROM, FA_TCSETPGRP };

/* One file action; path is a private copy (POSIX lets the caller free
   its string after addopen/addchdir). */
struct __spawn_action {
	int op, fd, newfd, flags;
	mode_t mode;
	char *path;
};

/* Whether fd may be named in a file action: 0 <= fd < {OPEN_MAX}. */
hidden int __spawn_fd_ok(int fd);

/* Appends an action; returns 0 or ENOMEM. */
hidden int __spawn_add(posix_spawn_file_actions_t *fa, const struct __spawn_action *a);

/* The common body of posix_spawn and posix_spawnp. */
hidden int __spawn(pid_t *pid, const char *path, const posix_spawn_file_actions_t *fa,
		   const posix_spawnattr_t *attr, char *const argv[], char *const envp[],
		   int search_path);

#endif
