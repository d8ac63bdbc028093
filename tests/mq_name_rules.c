/* POSIX message queue names: a leading '/' is required (EINVAL), the rest
   is one component (EACCES for another '/', "." or ".."), "/" alone is
   ENOENT, at most NAME_MAX bytes (ENAMETOOLONG); mq_unlink follows the
   same rules, and ENOENT for a queue that does not exist. */
// test: timeout 30
#include <fcntl.h>
#include <limits.h>
#include <mqueue.h>
#include <stdio.h>
#include "ipc_cleanup.h"

int main(void)
{
	char name[NAME_MAX + 3], ok[64];
	mqd_t q;

	t_ipc_guard();
	snprintf(ok, sizeof ok, "/weft-names-%d", (int)getpid());
	t_mq_name(ok);
	q = mq_open(ok, O_RDWR | O_CREAT | O_EXCL, 0600, 0);
	if (q == -1 && errno == ENOSYS)
		t_skip("kernel without POSIX message queues (mq_open: ENOSYS)");
	CHECK(q >= 0);
	CHECK(fcntl(q, F_GETFD) & FD_CLOEXEC);
	CHECK_EQ(mq_close(q), 0);
	CHECK_ERR(mq_open(ok, O_RDWR | O_CREAT | O_EXCL, 0600, 0), EEXIST);
	q = mq_open(ok, O_RDONLY);
	CHECK(q >= 0);
	CHECK_EQ(mq_close(q), 0);
	CHECK_ERR(mq_close(q), EBADF);

	CHECK_ERR(mq_open(ok + 1, O_RDWR | O_CREAT, 0600, 0), EINVAL);
	CHECK_ERR(mq_open("", O_RDWR | O_CREAT, 0600, 0), EINVAL);
	CHECK_ERR(mq_open("/", O_RDWR | O_CREAT, 0600, 0), ENOENT);
	CHECK_ERR(mq_open("/a/b", O_RDWR | O_CREAT, 0600, 0), EACCES);
	CHECK_ERR(mq_open("//x", O_RDWR | O_CREAT, 0600, 0), EACCES);
	CHECK_ERR(mq_open("/.", O_RDWR | O_CREAT, 0600, 0), EACCES);
	CHECK_ERR(mq_open("/..", O_RDWR | O_CREAT, 0600, 0), EACCES);
	CHECK_ERR(mq_unlink(ok + 1), EINVAL);

	/* NAME_MAX bytes after the slash are fine, one more is not. */
	name[0] = '/';
	memset(name + 1, 'q', NAME_MAX);
	snprintf(name + 1, 16, "weft-%d", (int)getpid());
	name[strlen(name)] = 'q';
	name[NAME_MAX + 1] = 0;
	t_mq_name(name);
	q = mq_open(name, O_RDWR | O_CREAT | O_EXCL, 0600, 0);
	CHECK(q >= 0);
	CHECK_EQ(mq_close(q), 0);
	CHECK_EQ(mq_unlink(name), 0);
	name[NAME_MAX + 1] = 'q';
	name[NAME_MAX + 2] = 0;
	CHECK_ERR(mq_open(name, O_RDWR | O_CREAT, 0600, 0), ENAMETOOLONG);
	CHECK_ERR(mq_unlink(name), ENAMETOOLONG);

	/* Unlinking removes the name; opening without O_CREAT is ENOENT. */
	CHECK_EQ(mq_unlink(ok), 0);
	CHECK_ERR(mq_unlink(ok), ENOENT);
	CHECK_ERR(mq_open(ok, O_RDWR), ENOENT);
	return 0;
}
