/* Linux wrappers with real outcomes: inotify sees a file created and
   removed; splice, tee and vmsplice move bytes through pipes;
   copy_file_range copies at offsets; close_range closes or marks fds;
   sync_file_range, syncfs and readahead accept a file and refuse a bad
   fd; getcpu agrees with sched_getcpu; personality reports the current
   one; tgkill and pidfd_send_signal deliver signals; process_vm_readv and
   process_vm_writev copy within this process; getdomainname matches uname and, like glibc's, cuts a long name. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <string.h>
#include <sys/inotify.h>
#include <sys/personality.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <sys/utsname.h>
#include <unistd.h>
#include "check.h"

#if defined(__GLIBC__) && (__GLIBC__ == 2 && __GLIBC_MINOR__ < 36)
#define NO_PIDFD_H
#endif
#ifndef NO_PIDFD_H
#include <sys/pidfd.h>
#endif

static volatile sig_atomic_t got;
static void on_usr1(int sig)
{
	(void)sig;
	got++;
}

int main(void)
{
	/* inotify */
	CHECK_EQ(mkdir("w", 0755), 0);
	int in = inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
	CHECK(in >= 0);
	CHECK_EQ(fcntl(in, F_GETFD) & FD_CLOEXEC, FD_CLOEXEC);
	CHECK(fcntl(in, F_GETFL) & O_NONBLOCK);
	int wd = inotify_add_watch(in, "w", IN_CREATE | IN_DELETE);
	CHECK(wd >= 0);
	char ev[4096] __attribute__((aligned(8)));
	CHECK_ERR(read(in, ev, sizeof ev), EAGAIN);
	int fd = open("w/new", O_CREAT | O_WRONLY, 0644);
	CHECK(fd >= 0);
	close(fd);
	CHECK_EQ(unlink("w/new"), 0);
	ssize_t n = read(in, ev, sizeof ev);
	CHECK(n >= (ssize_t)sizeof(struct inotify_event));
	struct inotify_event *e = (struct inotify_event *)ev;
	CHECK_EQ(e->wd, wd);
	CHECK_EQ(e->mask, IN_CREATE);
	CHECK_STR(e->name, "new");
	size_t first = sizeof *e + e->len;
	if ((size_t)n == first)
		n += read(in, ev + first, sizeof ev - first);
	e = (struct inotify_event *)(ev + first);
	CHECK((size_t)n > first);
	CHECK_EQ(e->mask, IN_DELETE);
	CHECK_EQ(inotify_rm_watch(in, wd), 0);
	CHECK_ERR(inotify_rm_watch(in, wd), EINVAL);
	CHECK_ERR(inotify_add_watch(in, "no/such", IN_CREATE), ENOENT);
	CHECK_ERR(inotify_add_watch(-1, "w", IN_CREATE), EBADF);
	CHECK_ERR(inotify_init1(0x1234), EINVAL);
	close(in);
	in = inotify_init();
	CHECK(in >= 0);
	CHECK_EQ(fcntl(in, F_GETFD) & FD_CLOEXEC, 0);
	close(in);

	/* splice, tee, vmsplice */
	int p1[2], p2[2];
	CHECK_EQ(pipe(p1), 0);
	CHECK_EQ(pipe(p2), 0);
	char msg[] = "spliced bytes";
	struct iovec iov = { msg, 13 };
	CHECK_EQ(vmsplice(p1[1], &iov, 1, 0), 13);
	CHECK_EQ(tee(p1[0], p2[1], 100, 0), 13);	/* p1 keeps its data */
	fd = open("f", O_CREAT | O_RDWR | O_TRUNC, 0644);
	CHECK(fd >= 0);
	off_t off = 4;
	CHECK_EQ(splice(p1[0], NULL, fd, &off, 100, 0), 13);
	CHECK_EQ(off, 17);
	char buf[64] = { 0 };
	CHECK_EQ(read(p2[0], buf, sizeof buf), 13);
	CHECK_STR(buf, "spliced bytes");
	CHECK_EQ(pread(fd, buf, sizeof buf, 4), 13);
	CHECK_ERR(splice(fd, NULL, fd, NULL, 1, 0), EINVAL);	/* neither is a pipe */
	CHECK_ERR(tee(p1[0], p1[1], 1, 0), EINVAL);	/* same pipe */
	CHECK_ERR(vmsplice(-1, &iov, 1, 0), EBADF);

	/* copy_file_range */
	int g = open("g", O_CREAT | O_RDWR | O_TRUNC, 0644);
	CHECK(g >= 0);
	off_t in_off = 4, out_off = 2;
	CHECK_EQ(copy_file_range(fd, &in_off, g, &out_off, 7, 0), 7);
	CHECK_EQ(in_off, 11);
	CHECK_EQ(out_off, 9);
	memset(buf, 0, sizeof buf);
	CHECK_EQ(pread(g, buf, sizeof buf, 2), 7);
	CHECK_STR(buf, "spliced");
	CHECK_ERR(copy_file_range(fd, NULL, g, NULL, 1, 1), EINVAL);
	CHECK_ERR(copy_file_range(-1, NULL, g, NULL, 1, 0), EBADF);

	/* sync_file_range, syncfs, readahead */
	CHECK_EQ(sync_file_range(fd, 0, 0, SYNC_FILE_RANGE_WRITE), 0);
	CHECK_ERR(sync_file_range(fd, 0, 0, 0x100), EINVAL);
	CHECK_ERR(sync_file_range(-1, 0, 0, 0), EBADF);
	CHECK_EQ(syncfs(fd), 0);
	CHECK_ERR(syncfs(-1), EBADF);
	CHECK_EQ(readahead(fd, 0, 4096), 0);
	CHECK_ERR(readahead(-1, 0, 1), EBADF);

	/* close_range */
	int a = dup2(fd, 100), b = dup2(fd, 101), c = dup2(fd, 102);
	CHECK(a == 100 && b == 101 && c == 102);
	CHECK_EQ(close_range(b, b, CLOSE_RANGE_CLOEXEC), 0);
	CHECK_EQ(fcntl(b, F_GETFD) & FD_CLOEXEC, FD_CLOEXEC);
	CHECK_EQ(fcntl(a, F_GETFD) & FD_CLOEXEC, 0);
	CHECK_EQ(close_range(a, c, 0), 0);
	CHECK_ERR(fcntl(a, F_GETFD), EBADF);
	CHECK_ERR(fcntl(c, F_GETFD), EBADF);
	CHECK_EQ(fcntl(fd, F_GETFD), 0);
	CHECK_ERR(close_range(5, 4, 0), EINVAL);

	/* getcpu, personality */
	unsigned cpu = ~0u, node = ~0u;
	CHECK_EQ(getcpu(&cpu, &node), 0);
	CHECK(cpu < 4096 && node < 4096);
	CHECK_EQ(getcpu(&cpu, NULL), 0);
	int pers = personality(0xffffffff);
	CHECK(pers >= 0);
	CHECK_EQ(personality(0xffffffff), pers);

	/* tgkill, pidfd */
	signal(SIGUSR1, on_usr1);
	CHECK_EQ(tgkill(getpid(), (pid_t)syscall(SYS_gettid), SIGUSR1), 0);
	CHECK_EQ(got, 1);
	CHECK_EQ(tgkill(getpid(), (pid_t)syscall(SYS_gettid), 0), 0);
	CHECK_ERR(tgkill(getpid(), (pid_t)syscall(SYS_gettid), 1000), EINVAL);
	CHECK_ERR(tgkill(getpid(), 0, SIGUSR1), EINVAL);
	/* getdomainname */
	struct utsname u;
	CHECK_EQ(uname(&u), 0);
	char dom[65];
	CHECK_EQ(getdomainname(dom, sizeof dom), 0);
	CHECK_STR(dom, u.domainname);
	/* too short: cut without a NUL, no error (glibc) */
	size_t len = strlen(u.domainname);
	if (len > 1) {
		memset(dom, 'X', sizeof dom);
		CHECK_EQ(getdomainname(dom, len - 1), 0);
		CHECK(memcmp(dom, u.domainname, len - 1) == 0);
		CHECK_EQ(dom[len - 1], 'X');
	}

#ifndef NO_PIDFD_H
	int pfd = pidfd_open(getpid(), 0);
	if (pfd < 0 && errno == ENOSYS) {
		t_skip("no pidfd_open in this kernel (the rest passed)");
	}
	CHECK(pfd >= 0);
	CHECK_EQ(pidfd_send_signal(pfd, SIGUSR1, NULL, 0), 0);
	CHECK_EQ(got, 2);
	CHECK_ERR(pidfd_send_signal(pfd, SIGUSR1, NULL, 0x8000), EINVAL);
	CHECK_ERR(pidfd_send_signal(fd, SIGUSR1, NULL, 0), EBADF);
	CHECK_ERR(pidfd_open(getpid(), 0x1), EINVAL);
	close(pfd);
#endif

	/* process_vm_readv/writev on this process */
	char from[] = "remote", to[8] = { 0 };
	struct iovec l = { to, 6 }, r = { from, 6 };
	ssize_t got_n = process_vm_readv(getpid(), &l, 1, &r, 1, 0);
	if (got_n < 0 && errno == ENOSYS && t_under_qemu())
		t_skip("qemu-user has no process_vm_readv (the rest passed)");
	CHECK_EQ(got_n, 6);
	CHECK_STR(to, "remote");
	char put[] = "PUT";
	struct iovec l2 = { put, 3 }, r2 = { from, 3 };
	CHECK_EQ(process_vm_writev(getpid(), &l2, 1, &r2, 1, 0), 3);
	CHECK_STR(from, "PUTote");
	CHECK_ERR(process_vm_readv(getpid(), &l, 1, &r, 1, 1), EINVAL);

	return 0;
}
