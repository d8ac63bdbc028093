/* preadv2 and pwritev2: at an offset they leave the file position alone;
   at offset -1 they use and move it; RWF_APPEND writes at the end
   whatever the offset, RWF_NOWAIT on an empty pipe is EAGAIN, unknown
   flags are EOPNOTSUPP.  On a kernel without the calls (made here with a
   seccomp filter that answers ENOSYS) a call without flags still works
   through preadv/readv and pwritev/writev, and one with flags fails with
   EOPNOTSUPP (ENOTSUP, the same number) rather than ignore them.  Where
   the system itself lacks the calls (qemu 7.2's user mode, Linux < 4.6)
   only that fallback is checked. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <signal.h>
#include <stddef.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <sys/wait.h>
#include <unistd.h>
#include "check.h"

#if defined(__has_include)
#if __has_include(<linux/seccomp.h>) && __has_include(<linux/filter.h>)
#include <linux/filter.h>
#include <linux/seccomp.h>
#define HAVE_SECCOMP 1
#endif
#endif

static char a[4], b[4];

static struct iovec *two(void)
{
	static struct iovec v[2];

	memset(a, 0, sizeof a);
	memset(b, 0, sizeof b);
	v[0] = (struct iovec){ a, 3 };
	v[1] = (struct iovec){ b, 3 };
	return v;
}

static void check_read(const char *ea, const char *eb)
{
	CHECK_STR(a, ea);
	CHECK_STR(b, eb);
}

/* fd holds "0123456789" again */
static void reset(int fd)
{
	CHECK_EQ(ftruncate(fd, 0), 0);
	CHECK_EQ(pwrite(fd, "0123456789", 10, 0), 10);
	CHECK_EQ(lseek(fd, 0, SEEK_SET), 0);
}

/* The calls without flags. */
static void flagless(int fd)
{
	struct iovec w[2] = { { "ab", 2 }, { "cd", 2 } };

	reset(fd);
	CHECK_EQ(preadv2(fd, two(), 2, 2, 0), 6);
	check_read("234", "567");
	CHECK_EQ(lseek(fd, 0, SEEK_CUR), 0);
	CHECK_EQ(lseek(fd, 5, SEEK_SET), 5);
	CHECK_EQ(preadv2(fd, two(), 2, -1, 0), 5);
	check_read("567", "89");
	CHECK_EQ(lseek(fd, 0, SEEK_CUR), 10);

	CHECK_EQ(pwritev2(fd, w, 2, 1, 0), 4);
	CHECK_EQ(lseek(fd, 0, SEEK_CUR), 10);
	CHECK_EQ(lseek(fd, 8, SEEK_SET), 8);
	CHECK_EQ(pwritev2(fd, w, 2, -1, 0), 4);
	CHECK_EQ(lseek(fd, 0, SEEK_CUR), 12);
	CHECK_EQ(preadv2(fd, two(), 2, 0, 0), 6);
	check_read("0ab", "cd5");
	CHECK_EQ(preadv2(fd, two(), 2, 6, 0), 6);
	check_read("67a", "bcd");

}

#ifdef HAVE_SECCOMP
/* In a child: preadv2 and pwritev2 answer ENOSYS, as before Linux 4.6. */
static void no_v2_syscalls(int fd)
{
	struct sock_filter prog[] = {
		BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_preadv2, 1, 0),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_pwritev2, 0, 1),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | ENOSYS),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
	};
	struct sock_fprog fprog = { sizeof prog / sizeof *prog, prog };
	struct iovec w = { "x", 1 };

	if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) ||
	    prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &fprog, 0, 0))
		_exit(77); /* qemu-user, or seccomp compiled out */
	CHECK_EQ(syscall(SYS_preadv2, fd, two(), 2, 0, 0, 0), -1);
	CHECK_EQ(errno, ENOSYS);
	flagless(fd);
	CHECK_ERR(preadv2(fd, two(), 2, 0, RWF_HIPRI), EOPNOTSUPP);
	CHECK_ERR(pwritev2(fd, &w, 1, 0, RWF_DSYNC), EOPNOTSUPP);
	CHECK_ERR(pwritev2(fd, &w, 1, -1, RWF_APPEND), EOPNOTSUPP);
	/* the fallback keeps the calls' own errors */
	CHECK_ERR(preadv2(-1, two(), 2, 0, 0), EBADF);
	CHECK_ERR(preadv2(fd, two(), 2, -5, 0), EINVAL);
	_exit(0);
}
#endif

/* Whether the system has preadv2 (the function works either way). */
static int have_v2(int fd)
{
	return syscall(SYS_preadv2, fd, two(), 1, 0, 0, 0) >= 0 || errno != ENOSYS;
}

/* Without the calls: the flags are refused, whatever the file. */
static void flags_refused(int fd)
{
	struct iovec w = { "zz", 2 };
	int p[2];

	CHECK_ERR(pwritev2(fd, &w, 1, 0, RWF_APPEND), EOPNOTSUPP);
	CHECK_ERR(pwritev2(fd, &w, 1, -1, RWF_DSYNC), EOPNOTSUPP);
	CHECK_ERR(preadv2(fd, two(), 2, 0, RWF_HIPRI), EOPNOTSUPP);
	CHECK_EQ(pipe(p), 0);
	CHECK_ERR(preadv2(p[0], two(), 2, -1, RWF_NOWAIT), EOPNOTSUPP);
	close(p[0]);
	close(p[1]);
	CHECK_EQ(lseek(fd, 0, SEEK_END), 10);
}

int main(void)
{
	struct iovec w = { "zz", 2 };
	int fd, p[2], status, v2;
	pid_t pid;

	fd = open("f", O_RDWR | O_CREAT | O_TRUNC, 0600);
	CHECK(fd >= 0);
	v2 = have_v2(fd);
	flagless(fd);
	reset(fd);
	if (!v2) {
		t_puts(2, "note: no preadv2/pwritev2 system calls here: the fallback is checked\n");
		flags_refused(fd);
	} else {
		/* RWF_APPEND: at the end, whatever the offset; the position stays */
		CHECK_EQ(lseek(fd, 3, SEEK_SET), 3);
		CHECK_EQ(pwritev2(fd, &w, 1, 0, RWF_APPEND), 2);
		CHECK_EQ(lseek(fd, 0, SEEK_CUR), 3);
		CHECK_EQ(preadv2(fd, two(), 2, 6, 0), 6);
		check_read("678", "9zz");
		CHECK_EQ(pwritev2(fd, &w, 1, 0, RWF_DSYNC | RWF_SYNC), 2);
		CHECK_EQ(preadv2(fd, two(), 1, 0, 0), 3);
		check_read("zz2", "");
		CHECK_EQ(ftruncate(fd, 10), 0);

		/* RWF_NOWAIT on an empty pipe, then with data */
		CHECK_EQ(pipe(p), 0);
		CHECK_ERR(preadv2(p[0], two(), 2, -1, RWF_NOWAIT), EAGAIN);
		CHECK_EQ(write(p[1], "pipe", 4), 4);
		CHECK_EQ(preadv2(p[0], two(), 2, -1, RWF_NOWAIT), 4);
		check_read("pip", "e");
		/* a pipe has no offset */
		CHECK_ERR(preadv2(p[0], two(), 2, 0, 0), ESPIPE);
		close(p[0]);
		close(p[1]);
	}

	/* errors */
	CHECK_ERR(preadv2(fd, two(), 2, 0, 0x40000000), EOPNOTSUPP);
	CHECK_ERR(pwritev2(fd, &w, 1, 0, 0x40000000), EOPNOTSUPP);
	CHECK_ERR(preadv2(fd, two(), 2, -2, 0), EINVAL);
	CHECK_ERR(pwritev2(fd, &w, 1, -2, 0), EINVAL);
	CHECK_ERR(preadv2(-1, two(), 2, 0, 0), EBADF);
	CHECK_ERR(pwritev2(fd, &w, -1, 0, 0), EINVAL);

	/* the LFS64 names */
	CHECK_EQ(preadv64v2(fd, two(), 2, 4, 0), 6);
	check_read("456", "789");
	CHECK_EQ(pwritev64v2(fd, &w, 1, 10, 0), 2);
	CHECK_EQ(lseek(fd, 0, SEEK_END), 12);
	CHECK_EQ(ftruncate(fd, 10), 0);

#ifdef HAVE_SECCOMP
	if (!v2) {
		close(fd);
		return 0;
	}
	pid = fork();
	CHECK(pid >= 0);
	if (pid == 0)
		no_v2_syscalls(fd);
	CHECK_EQ(waitpid(pid, &status, 0), pid);
	CHECK(WIFEXITED(status));
	if (WEXITSTATUS(status) == 77)
		t_puts(2, "note: no seccomp here, the ENOSYS fallback was not exercised\n");
	else
		CHECK_EQ(WEXITSTATUS(status), 0);
#else
	(void)pid;
	(void)status;
#endif
	close(fd);
	return 0;
}
