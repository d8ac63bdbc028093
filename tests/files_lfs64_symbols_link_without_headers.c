/* The LFS64 names are real symbols, not only header macros: a program
   that declares them itself, as autoconf's AC_CHECK_FUNCS and old code do,
   links and calls the plain functions.  No _GNU_SOURCE, so no header here
   declares them. */
#include <aio.h>
#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/types.h>
#include "check.h"

extern int open64(const char *path, int flags, ...);
extern off_t lseek64(int fd, off_t offset, int whence);
extern ssize_t pwrite64(int fd, const void *buf, size_t count, off_t offset);
extern ssize_t pread64(int fd, void *buf, size_t count, off_t offset);
extern int ftruncate64(int fd, off_t length);
extern int fstat64(int fd, struct stat *st);
extern int stat64(const char *path, struct stat *st);
extern FILE *fopen64(const char *path, const char *mode);
extern struct dirent *readdir64(DIR *d);
extern int getrlimit64(int resource, struct rlimit *rl);
extern int aio_read64(struct aiocb *cb);
extern int aio_write64(struct aiocb *cb);
extern int aio_fsync64(int op, struct aiocb *cb);
extern int aio_error64(const struct aiocb *cb);
extern ssize_t aio_return64(struct aiocb *cb);
extern int aio_suspend64(const struct aiocb *const list[], int nent,
			 const struct timespec *timeout);
extern int aio_cancel64(int fd, struct aiocb *cb);
extern int lio_listio64(int mode, struct aiocb *const list[], int nent,
			struct sigevent *sev);

/* Waits for cb with aio_suspend64, then gives its aio_return64. */
static ssize_t finish(struct aiocb *cb)
{
	const struct aiocb *list[1] = { cb };

	while (aio_error64(cb) == EINPROGRESS)
		CHECK(aio_suspend64(list, 1, 0) == 0 || errno == EINTR);
	CHECK_EQ(aio_error64(cb), 0);
	return aio_return64(cb);
}

int main(void)
{
	struct stat st;
	char c;

	int fd = open64("f", O_RDWR | O_CREAT, 0600);
	CHECK(fd >= 0);
	CHECK_EQ(pwrite64(fd, "ab", 2, 4096), 2);
	CHECK_EQ(pread64(fd, &c, 1, 4097), 1);
	CHECK_EQ(c, 'b');
	CHECK_EQ(lseek64(fd, 0, SEEK_END), 4098);
	CHECK_EQ(fstat64(fd, &st), 0);
	CHECK_EQ(st.st_size, 4098);
	CHECK_EQ(ftruncate64(fd, 10), 0);
	CHECK_EQ(stat64("f", &st), 0);
	CHECK_EQ(st.st_size, 10);
	CHECK_EQ(close(fd), 0);

	FILE *f = fopen64("f", "r");
	CHECK(f);
	CHECK_EQ(fgetc(f), 0);
	CHECK_EQ(fclose(f), 0);

	DIR *d = opendir(".");
	CHECK(d);
	struct dirent *de;
	int seen = 0;
	while ((de = readdir64(d)))
		seen += strcmp(de->d_name, "f") == 0;
	CHECK_EQ(seen, 1);
	CHECK_EQ(closedir(d), 0);

	/* asynchronous I/O */
	char in[3] = { 0 };
	fd = open64("a", O_RDWR | O_CREAT, 0600);
	CHECK(fd >= 0);
	struct aiocb cb = { .aio_fildes = fd, .aio_buf = "xyz", .aio_nbytes = 3,
			    .aio_offset = 8192 };
	cb.aio_sigevent.sigev_notify = SIGEV_NONE;
	CHECK_EQ(aio_write64(&cb), 0);
	CHECK_EQ(finish(&cb), 3);
	CHECK_EQ(aio_fsync64(O_SYNC, &cb), 0);
	CHECK_EQ(finish(&cb), 0);
	cb.aio_buf = in;
	CHECK_EQ(aio_read64(&cb), 0);
	CHECK_EQ(finish(&cb), 3);
	CHECK(!memcmp(in, "xyz", 3));
	CHECK_EQ(aio_cancel64(fd, &cb), AIO_ALLDONE);
	struct aiocb *list[1] = { &cb };
	cb.aio_lio_opcode = LIO_READ;
	cb.aio_offset = 8193;
	memset(in, 0, sizeof in);
	CHECK_EQ(lio_listio64(LIO_WAIT, list, 1, 0), 0);
	CHECK_EQ(aio_return64(&cb), 2);
	CHECK(!memcmp(in, "yz", 2));
	CHECK_EQ(close(fd), 0);
	CHECK_EQ(unlink("a"), 0);

	struct rlimit rl;
	CHECK_EQ(getrlimit64(RLIMIT_NOFILE, &rl), 0);
	CHECK(rl.rlim_cur > 0);
	CHECK_EQ(unlink("f"), 0);
	return 0;
}
