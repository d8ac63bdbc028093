/* fanotify: bad flags are EINVAL; with CAP_SYS_ADMIN, a mark on a file of
   the scratch directory reports its opening with a descriptor and our pid,
   walked with FAN_EVENT_OK/FAN_EVENT_NEXT. */
#include <errno.h>
#include <fcntl.h>
#include <sys/fanotify.h>
#include <unistd.h>
#include "check.h"

int main(void)
{
	int fd = fanotify_init(FAN_CLOEXEC | FAN_NONBLOCK | FAN_CLASS_NOTIF, O_RDONLY);
	if (fd < 0) {
		if (errno == EPERM)
			t_skip("fanotify_init needs CAP_SYS_ADMIN");
		if (errno == ENOSYS)
			t_skip(t_under_qemu() ? "qemu-user has no fanotify" : "no fanotify in this kernel");
		CHECK(!"fanotify_init failed");
	}
	CHECK_EQ(fcntl(fd, F_GETFD) & FD_CLOEXEC, FD_CLOEXEC);
	CHECK_ERR(fanotify_init(0x80000000u, O_RDONLY), EINVAL);

	int f = open("watched", O_CREAT | O_WRONLY, 0600);
	CHECK(f >= 0);
	CHECK_EQ(close(f), 0);
	CHECK_ERR(fanotify_mark(fd, FAN_MARK_ADD, FAN_OPEN, AT_FDCWD, "missing"), ENOENT);
	CHECK_ERR(fanotify_mark(fd, FAN_MARK_ADD | FAN_MARK_REMOVE, FAN_OPEN, AT_FDCWD, "watched"), EINVAL);
	CHECK_EQ(fanotify_mark(fd, FAN_MARK_ADD, FAN_OPEN, AT_FDCWD, "watched"), 0);

	f = open("watched", O_RDONLY);
	CHECK(f >= 0);
	char buf[4096] __attribute__((aligned(8)));
	ssize_t n = read(fd, buf, sizeof buf);
	CHECK_GT(n, 0);
	int seen = 0;
	for (struct fanotify_event_metadata *m = (void *)buf; FAN_EVENT_OK(m, n); m = FAN_EVENT_NEXT(m, n)) {
		CHECK_EQ(m->vers, FANOTIFY_METADATA_VERSION);
		CHECK_EQ(m->metadata_len, FAN_EVENT_METADATA_LEN);
		CHECK(m->mask & FAN_OPEN);
		CHECK_EQ(m->pid, getpid());
		CHECK(m->fd >= 0);
		CHECK_EQ(close(m->fd), 0);
		seen++;
	}
	CHECK_EQ(seen, 1);
	CHECK_EQ(n, 0);
	CHECK_EQ(close(f), 0);
	CHECK_EQ(fanotify_mark(fd, FAN_MARK_REMOVE, FAN_OPEN, AT_FDCWD, "watched"), 0);
	CHECK_EQ(close(fd), 0);
	return 0;
}
