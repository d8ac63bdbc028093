/* A private /etc for the tests of the files there: the test's process
   moves into user and mount namespaces of its own (skipping, 77, where
   they are refused) and mounts a tmpfs over /etc holding only what it
   puts there, with an nsswitch.conf that says "files" for glibc. */
#include <fcntl.h>
#include <sched.h>
#include <stdio.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "check.h"

static void put(const char *path, const char *text)
{
	int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	CHECK(fd >= 0);
	CHECK_EQ(write(fd, text, strlen(text)), (long long)strlen(text));
	close(fd);
}

/* /etc is empty afterwards but for nsswitch.conf: put() the files. */
static void private_etc(void)
{
	char map[64];
	uid_t uid = geteuid();
	gid_t gid = getegid();

	if (unshare(CLONE_NEWUSER | CLONE_NEWNS)) {
		if (uid != 0 || unshare(CLONE_NEWNS))
			t_skip("no user or mount namespaces here");
	} else {
		put("/proc/self/setgroups", "deny");
		snprintf(map, sizeof map, "0 %u 1\n", (unsigned)uid);
		put("/proc/self/uid_map", map);
		snprintf(map, sizeof map, "0 %u 1\n", (unsigned)gid);
		put("/proc/self/gid_map", map);
	}
	/* MS_REC | MS_PRIVATE on /, then the tmpfs */
	CHECK_EQ(syscall(SYS_mount, "none", "/", (char *)0, 16384 | (1 << 18), (void *)0), 0);
	CHECK_EQ(syscall(SYS_mount, "tmpfs", "/etc", "tmpfs", 0, (void *)0), 0);
	put("/etc/nsswitch.conf", "netgroup: files\naliases: files\n");
}
