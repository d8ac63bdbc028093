#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include "cancel.h"
#include "lock.h"
#include "sem_impl.h"
#include "shm_name.h"
#include "tempname.h"

/* The process's mapping of the semaphore in the open file fd: the one it
   already has for that file (another name, or the same one opened
   again, gives the same address), else a new one. */
static sem_t *map(int fd)
{
	struct __sem_named *n;
	struct stat st;
	sem_t *s = SEM_FAILED;

	if (fstat(fd, &st))
		return SEM_FAILED;
	/* Not one of ours (or truncated): mapping it would fault on use. */
	if (!S_ISREG(st.st_mode) || st.st_size < (off_t)sizeof(sem_t)) {
		errno = EINVAL;
		return SEM_FAILED;
	}
	__lock(&__sem_named_lock);
	for (n = __sem_named_list; n; n = n->next)
		if (n->dev == st.st_dev && n->ino == st.st_ino) {
			n->refs++;
			s = n->addr;
			goto out;
		}
	n = malloc(sizeof *n);
	if (!n)
		goto out;
	s = mmap(0, sizeof(sem_t), PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
	if (s == MAP_FAILED) {
		free(n);
		s = SEM_FAILED;
		goto out;
	}
	n->addr = s;
	n->dev = st.st_dev;
	n->ino = st.st_ino;
	n->refs = 1;
	n->next = __sem_named_list;
	__sem_named_list = n;
out:
	__unlock(&__sem_named_lock);
	return s;
}

/* A new semaphore appears at path only whole: it is written into a
   temporary file next to it, which link() then gives the name, failing
   with EEXIST if the name was taken meanwhile.  Returns the open file or
   -1 with errno set. */
static int create(const char *path, mode_t mode, unsigned value)
{
	char tmp[] = "/dev/shm/sem.tmp.XXXXXX";
	sem_t init;
	int fd, e;

	for (int tries = 0;; tries++) {
		__temp_fill(tmp + sizeof tmp - 7);
		fd = open(tmp, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode);
		if (fd >= 0)
			break;
		if (errno != EEXIST || tries == 100)
			return -1;
	}
	memset(&init, 0, sizeof init);
	init._s_word = value;	/* shared: flags 0 */
	if (write(fd, &init, sizeof init) != sizeof init) {
		e = errno;
		goto fail;
	}
	if (link(tmp, path) == 0) {
		unlink(tmp);
		return fd;
	}
	e = errno;
fail:
	unlink(tmp);
	close(fd);
	errno = e ? e : ENOSPC;
	return -1;
}

static sem_t *open_named(const char *path, int flags, mode_t mode, unsigned value)
{
	sem_t *s;
	int fd;

	for (;;) {
		if (!(flags & O_EXCL) || !(flags & O_CREAT)) {
			fd = open(path, O_RDWR | O_NOFOLLOW | O_CLOEXEC);
			if (fd >= 0)
				break;
			if (errno != ENOENT || !(flags & O_CREAT))
				return SEM_FAILED;
		}
		fd = create(path, mode, value);
		if (fd >= 0)
			break;
		/* Created by someone else since we looked: open theirs
		   (unless O_EXCL, where EEXIST is the answer). */
		if (errno != EEXIST || (flags & O_EXCL))
			return SEM_FAILED;
	}
	s = map(fd);
	int e = errno;
	close(fd);
	errno = e;
	return s;
}

/* Named semaphores are files /dev/shm/sem.NAME holding one sem_t, as
   glibc's, so that programs built with either libc share them. */
sem_t *sem_open(const char *name, int flags, ...)
{
	char path[NAME_MAX + 16];
	mode_t mode = 0;
	unsigned value = 0;
	sem_t *s;
	int e = __shm_path(path, name, "sem.");

	if (e) {
		errno = e;
		return SEM_FAILED;
	}
	if (flags & O_CREAT) {
		va_list ap;
		va_start(ap, flags);
		mode = va_arg(ap, mode_t);
		value = va_arg(ap, unsigned);
		va_end(ap);
		if (value > SEM_VALUE_MAX) {
			errno = EINVAL;
			return SEM_FAILED;
		}
	}
	/* Not a cancellation point: it must not end the thread with the
	   registry locked or a temporary file left behind. */
	int c = __cancel_off();
	s = open_named(path, flags, mode, value);
	__cancel_restore(c);
	return s;
}
