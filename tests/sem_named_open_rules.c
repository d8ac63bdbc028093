/* Named semaphores in one process: the file /dev/shm/sem.NAME (mode from
   sem_open, less the umask; leading slashes ignored), the same address
   for every open of one semaphore and one unmapping at the last
   sem_close, O_CREAT on an existing one keeping its value, O_EXCL,
   sem_unlink leaving open handles working, and the errors: EINVAL
   (empty name, a '/' inside, a value above SEM_VALUE_MAX, sem_close of
   an address sem_open did not return), ENAMETOOLONG, ENOENT, EEXIST and
   EACCES (checked as an unprivileged user when run as root). */
#define _GNU_SOURCE
#include <fcntl.h>
#include <limits.h>
#include <semaphore.h>
#include <stdio.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include "check.h"

static char name[64], path[96];

/* Whether the page holding p is mapped. */
static int mapped(void *p)
{
	void *page = (void *)((unsigned long)p & ~4095UL);
	return msync(page, 4096, MS_ASYNC) == 0;
}

static void check_eacces(void)
{
	sem_t *s;

	CHECK((s = sem_open(name, O_CREAT | O_EXCL, 0600, 1)) != SEM_FAILED);
	if (geteuid() == 0) {
		pid_t pid = fork();
		CHECK(pid >= 0);
		if (pid == 0) {
			CHECK_EQ(setgid(65534), 0);
			CHECK_EQ(setuid(65534), 0);
			CHECK(sem_open(name, 0) == SEM_FAILED);
			CHECK_EQ(errno, EACCES);
			CHECK(sem_open(name, O_CREAT, 0666, 0) == SEM_FAILED);
			CHECK_EQ(errno, EACCES);
			/* /dev/shm is sticky: not ours to remove */
			struct stat st;
			CHECK_EQ(stat("/dev/shm", &st), 0);
			if (st.st_mode & S_ISVTX)
				CHECK_ERR(sem_unlink(name), EACCES);
			_exit(0);
		}
		CHECK_CHILD_OK(pid);
	} else {
		CHECK_EQ(chmod(path, 0), 0);
		CHECK(sem_open(name, 0) == SEM_FAILED);
		CHECK_EQ(errno, EACCES);
	}
	CHECK_EQ(sem_close(s), 0);
	CHECK_EQ(sem_unlink(name), 0);
}

int main(void)
{
	char longname[400];
	struct stat st;
	sem_t *a, *b, *c;
	int v = -1;

	snprintf(name, sizeof name, "/weft-test-%d", (int)getpid());
	snprintf(path, sizeof path, "/dev/shm/sem.%s", name + 1);
	umask(022);

	/* name errors */
	CHECK(sem_open("", O_CREAT, 0600, 1) == SEM_FAILED);
	CHECK_EQ(errno, EINVAL);
	CHECK(sem_open("/", O_CREAT, 0600, 1) == SEM_FAILED);
	CHECK_EQ(errno, EINVAL);
	CHECK(sem_open("a/b", O_CREAT, 0600, 1) == SEM_FAILED);
	CHECK_EQ(errno, EINVAL);
	CHECK(sem_open("/a/b", 0) == SEM_FAILED);
	CHECK_EQ(errno, EINVAL);
	/* "sem." and 252 bytes make a file name one byte too long */
	memset(longname, 'n', 252);
	longname[252] = 0;
	CHECK(sem_open(longname, O_CREAT, 0600, 1) == SEM_FAILED);
	CHECK_EQ(errno, ENAMETOOLONG);
	CHECK_ERR(sem_unlink(longname), ENAMETOOLONG);
	CHECK_ERR(sem_unlink(""), ENOENT);
	CHECK_ERR(sem_unlink("a/b"), ENOENT);
	CHECK(sem_open(name, O_CREAT, 0600, (unsigned)SEM_VALUE_MAX + 1) == SEM_FAILED);
	CHECK_EQ(errno, EINVAL);
	CHECK(sem_open(name, 0) == SEM_FAILED);
	CHECK_EQ(errno, ENOENT);
	CHECK_ERR(sem_unlink(name), ENOENT);
	CHECK_EQ(access(path, F_OK), -1);

	/* creation: the file, its mode, the value */
	CHECK((a = sem_open(name, O_CREAT | O_EXCL, 0666, 2)) != SEM_FAILED);
	CHECK_EQ(stat(path, &st), 0);
	CHECK(S_ISREG(st.st_mode));
	CHECK_EQ(st.st_mode & 07777, 0644);
	CHECK_GE(st.st_size, (long long)sizeof(sem_t));
	CHECK_EQ(sem_getvalue(a, &v), 0);
	CHECK_EQ(v, 2);
	CHECK(sem_open(name, O_CREAT | O_EXCL, 0600, 0) == SEM_FAILED);
	CHECK_EQ(errno, EEXIST);

	/* one address for one name (glibc keys its mappings by the name as
	   spelt as well as the file, so only one spelling here) */
	CHECK((b = sem_open(name, 0)) == a);
	CHECK((c = sem_open(name, O_CREAT, 0600, 7)) == a);
	CHECK_EQ(sem_getvalue(a, &v), 0);
	CHECK_EQ(v, 2);	/* O_CREAT without O_EXCL: the existing value */
	CHECK_EQ(sem_close(a), 0);
	CHECK_EQ(sem_close(a), 0);
	/* one open left: still mapped and working */
	CHECK(mapped(a));
	CHECK_EQ(sem_trywait(a), 0);
	CHECK_EQ(sem_post(a), 0);

	/* unlinked: the name is gone, the handle works */
	CHECK_EQ(sem_unlink(name), 0);
	CHECK_EQ(access(path, F_OK), -1);
	CHECK(sem_open(name, 0) == SEM_FAILED);
	CHECK_EQ(errno, ENOENT);
	CHECK_EQ(sem_trywait(a), 0);
	CHECK_EQ(sem_trywait(a), 0);
	CHECK_ERR(sem_trywait(a), EAGAIN);
	/* a new one under the same name is another semaphore */
	CHECK((b = sem_open(name, O_CREAT, 0600, 5)) != SEM_FAILED);
	CHECK(b != a);
	CHECK_EQ(sem_getvalue(b, &v), 0);
	CHECK_EQ(v, 5);
	CHECK_EQ(sem_close(b), 0);
	CHECK_EQ(sem_unlink(name), 0);

	/* the last close unmaps; closing again is an error */
	CHECK_EQ(sem_close(a), 0);
	CHECK(!mapped(a));
	CHECK_ERR(sem_close(a), EINVAL);
	sem_t plain;
	CHECK_EQ(sem_init(&plain, 1, 0), 0);
	CHECK_ERR(sem_close(&plain), EINVAL);

	/* names "." and ".." are file names once prefixed */
	CHECK((a = sem_open(".", O_CREAT | O_EXCL, 0600, 0)) != SEM_FAILED);
	CHECK_EQ(access("/dev/shm/sem..", F_OK), 0);
	CHECK_EQ(sem_close(a), 0);
	CHECK_EQ(sem_unlink("."), 0);

	check_eacces();
	CHECK_EQ(access(path, F_OK), -1);
	return 0;
}
