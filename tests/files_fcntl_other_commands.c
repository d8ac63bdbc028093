/* The fcntl commands besides locks and dup: owner (process and process
   group, which F_GETOWN must not mistake for an error), signal, pipe size,
   seals, lease and notify; int and pointer arguments both arrive. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <signal.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "check.h"

int main(void)
{
	struct f_owner_ex ex;
	int p[2], fd, sz;

	CHECK_EQ(pipe(p), 0);
	CHECK_EQ(fcntl(p[0], F_GETOWN), 0);
	CHECK_EQ(fcntl(p[0], F_SETOWN, getpid()), 0);
	CHECK_EQ(fcntl(p[0], F_GETOWN), getpid());
	CHECK_EQ(fcntl(p[0], F_GETOWN_EX, &ex), 0);
	CHECK_EQ(ex.type, F_OWNER_PID);
	CHECK_EQ(ex.pid, getpid());
	/* A process group owner reads back negative, with errno untouched. */
	CHECK_EQ(syscall(SYS_setpgid, 0, 0), 0);  /* no setpgid wrapper assumed */
	CHECK_EQ(fcntl(p[0], F_SETOWN, -getpid()), 0);
	errno = 0;
	CHECK_EQ(fcntl(p[0], F_GETOWN), -getpid());
	CHECK_EQ(errno, 0);
	ex.type = F_OWNER_TID;
	ex.pid = getpid();
	CHECK_EQ(fcntl(p[0], F_SETOWN_EX, &ex), 0);
	CHECK_EQ(fcntl(p[0], F_GETOWN_EX, &ex), 0);
	CHECK_EQ(ex.type, F_OWNER_TID);

	CHECK_EQ(fcntl(p[0], F_GETSIG), 0);
	CHECK_EQ(fcntl(p[0], F_SETSIG, SIGUSR1), 0);
	CHECK_EQ(fcntl(p[0], F_GETSIG), SIGUSR1);
	CHECK_ERR(fcntl(p[0], F_SETSIG, 1000), EINVAL);

	sz = fcntl(p[1], F_GETPIPE_SZ);
	CHECK(sz >= 4096);
	CHECK(fcntl(p[1], F_SETPIPE_SZ, 3 * 4096) >= 3 * 4096);
	CHECK(fcntl(p[1], F_GETPIPE_SZ) >= 3 * 4096);
	CHECK_ERR(fcntl(p[1], F_SETPIPE_SZ, -1), EINVAL);
	close(p[0]);
	close(p[1]);

	/* Seals need a memfd (created by number: no wrapper is assumed). */
	fd = syscall(SYS_memfd_create, "weft", 2 /* MFD_ALLOW_SEALING */);
	CHECK(fd >= 0);
	CHECK_EQ(fcntl(fd, F_GET_SEALS), 0);
	CHECK_EQ(fcntl(fd, F_ADD_SEALS, F_SEAL_GROW | F_SEAL_SHRINK), 0);
	CHECK_EQ(fcntl(fd, F_GET_SEALS), F_SEAL_GROW | F_SEAL_SHRINK);
	CHECK_ERR(ftruncate(fd, 100), EPERM);
	CHECK_EQ(fcntl(fd, F_ADD_SEALS, F_SEAL_SEAL), 0);
	CHECK_ERR(fcntl(fd, F_ADD_SEALS, F_SEAL_WRITE), EPERM);
	close(fd);

	fd = open("f", O_RDONLY | O_CREAT, 0600);
	CHECK(fd >= 0);
	CHECK_EQ(fcntl(fd, F_GETLEASE), F_UNLCK);
	CHECK_ERR(fcntl(fd, F_GET_SEALS), EINVAL);
	close(fd);
	fd = open(".", O_RDONLY | O_DIRECTORY);
	CHECK_EQ(fcntl(fd, F_NOTIFY, DN_CREATE | DN_DELETE), 0);
	CHECK_EQ(fcntl(fd, F_NOTIFY, 0), 0);
	close(fd);
	CHECK_ERR(fcntl(fd, F_GETFL), EBADF);
	CHECK_ERR(fcntl(0, 99999), EINVAL);

	/* posix_fadvise/posix_fallocate return error numbers, not -1. */
	fd = open("g", O_RDWR | O_CREAT, 0600);
	CHECK_EQ(posix_fadvise(fd, 0, 0, POSIX_FADV_SEQUENTIAL), 0);
	CHECK_EQ(posix_fadvise(fd, 0, 0, 12345), EINVAL);
	CHECK_EQ(posix_fadvise(-1, 0, 0, POSIX_FADV_NORMAL), EBADF);
	errno = 0;
	CHECK_EQ(posix_fallocate(fd, 0, 8192), 0);
	CHECK_EQ(lseek(fd, 0, SEEK_END), 8192);
	CHECK_EQ(posix_fallocate(fd, 0, -1), EINVAL);
	CHECK_EQ(posix_fallocate(-1, 0, 1), EBADF);
	CHECK_EQ(errno, 0);
	close(fd);
	return 0;
}
