/* sysconf answers as glibc does for constants and from the kernel for
   limits and processor counts; unknown names are EINVAL; pathconf and
   fpathconf report the file system's limits; confstr copies and truncates
   like POSIX says. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <limits.h>
#include <sched.h>
#include <sys/resource.h>
#include "check.h"

int main(void)
{
	struct rlimit rl;
	cpu_set_t set;
	char buf[64];

	CHECK_EQ(sysconf(_SC_PAGESIZE), 4096);
	CHECK_EQ(sysconf(_SC_PAGE_SIZE), 4096);
	CHECK_EQ(sysconf(_SC_CLK_TCK), 100);
	CHECK_EQ(sysconf(_SC_VERSION), 200809L);
	CHECK_EQ(sysconf(_SC_THREADS), 200809L);
	CHECK_EQ(sysconf(_SC_THREAD_KEYS_MAX), 1024);
	CHECK_EQ(sysconf(_SC_THREAD_STACK_MIN), 16384);
	CHECK_EQ(sysconf(_SC_SEM_VALUE_MAX), 2147483647);
	CHECK_EQ(sysconf(_SC_NGROUPS_MAX), 65536);
	CHECK_EQ(sysconf(_SC_XOPEN_VERSION), 700);
	CHECK_EQ(sysconf(_SC_HOST_NAME_MAX), 64);
	CHECK_EQ(sysconf(_SC_IOV_MAX), 1024);

	CHECK_EQ(getrlimit(RLIMIT_NOFILE, &rl), 0);
	CHECK_EQ(sysconf(_SC_OPEN_MAX), (long)rl.rlim_cur);
	rl.rlim_cur = 200;
	CHECK_EQ(setrlimit(RLIMIT_NOFILE, &rl), 0);
	CHECK_EQ(sysconf(_SC_OPEN_MAX), 200);
	CHECK(sysconf(_SC_ARG_MAX) >= 131072);
	CHECK(sysconf(_SC_SIGQUEUE_MAX) != 0);

	CHECK_EQ(sched_getaffinity(0, sizeof set, &set), 0);
	CHECK_EQ(sysconf(_SC_NPROCESSORS_ONLN), CPU_COUNT(&set));
	CHECK(sysconf(_SC_NPROCESSORS_CONF) >= sysconf(_SC_NPROCESSORS_ONLN));
	CHECK(sysconf(_SC_PHYS_PAGES) > sysconf(_SC_AVPHYS_PAGES));
	CHECK(sysconf(_SC_MINSIGSTKSZ) >= 2048);
	CHECK(sysconf(_SC_SIGSTKSZ) >= sysconf(_SC_MINSIGSTKSZ));

	CHECK_ERR(sysconf(-1), EINVAL);
	CHECK_ERR(sysconf(100000), EINVAL);

	CHECK_EQ(pathconf("/", _PC_NAME_MAX), 255);
	CHECK_EQ(pathconf("/", _PC_PATH_MAX), 4096);
	CHECK_EQ(pathconf("/", _PC_PIPE_BUF), 4096);
	CHECK_EQ(pathconf("/", _PC_NO_TRUNC), 1);
	CHECK_ERR(pathconf("/nonexistent/weft", _PC_NAME_MAX), ENOENT);
	CHECK_ERR(pathconf("/", 9999), EINVAL);
	int fd = open("/", O_RDONLY);
	CHECK(fd >= 0);
	CHECK_EQ(fpathconf(fd, _PC_NAME_MAX), 255);
	CHECK_EQ(fpathconf(fd, _PC_LINK_MAX), pathconf("/", _PC_LINK_MAX));
	close(fd);
	CHECK_ERR(fpathconf(-1, _PC_NAME_MAX), EBADF);

	CHECK_EQ(confstr(_CS_PATH, buf, sizeof buf), 14);
	CHECK_STR(buf, "/bin:/usr/bin");
	CHECK_EQ(confstr(_CS_PATH, buf, 5), 14);
	CHECK_STR(buf, "/bin");
	CHECK_EQ(confstr(_CS_PATH, 0, 0), 14);
	CHECK_EQ(confstr(_CS_POSIX_V7_LP64_OFF64_CFLAGS, buf, sizeof buf), 5);
	CHECK_STR(buf, "-m64");
	CHECK_EQ(confstr(_CS_POSIX_V7_WIDTH_RESTRICTED_ENVS, buf, sizeof buf), 20);
	errno = 0;
	CHECK_EQ(confstr(99999, buf, sizeof buf), 0);
	CHECK_EQ(errno, EINVAL);
	return 0;
}
