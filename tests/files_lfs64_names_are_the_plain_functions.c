/* The LFS64 names (open64, pwrite64, fstat64, readdir64, fopen64...) that
   _GNU_SOURCE declares work through the headers like the plain functions,
   on a sparse file that reaches past 4 GiB; their types are the plain ones
   (off_t is already 64 bits). */
#define _GNU_SOURCE
#include <aio.h>
#include <dirent.h>
#include <fcntl.h>
#include <ftw.h>
#include <glob.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/sendfile.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/statvfs.h>
#include <sys/types.h>
#include <sys/uio.h>
#include <unistd.h>
#include "check.h"

/* glibc marks readdir64_r deprecated */
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"

#define FAR (5LL << 30)   /* past 4 GiB, page-aligned */

_Static_assert(sizeof(off64_t) == 8 && sizeof(ino64_t) == 8, "64-bit offsets");
_Static_assert(sizeof(blkcnt64_t) == 8 && sizeof(fsblkcnt64_t) == 8 &&
	       sizeof(fsfilcnt64_t) == 8 && sizeof(rlim64_t) == 8, "64-bit counts");
_Static_assert(sizeof(struct stat64) == sizeof(struct stat), "stat64");
_Static_assert(sizeof(struct dirent64) == sizeof(struct dirent), "dirent64");
_Static_assert(sizeof(struct rlimit64) == sizeof(struct rlimit), "rlimit64");
_Static_assert(sizeof(struct statvfs64) == sizeof(struct statvfs), "statvfs64");
_Static_assert(sizeof(struct statfs64) == sizeof(struct statfs), "statfs64");
_Static_assert(sizeof(struct flock64) == sizeof(struct flock), "flock64");
_Static_assert(sizeof(fpos64_t) >= sizeof(off64_t), "fpos64_t");
_Static_assert(sizeof(glob64_t) == sizeof(glob_t), "glob64_t");
_Static_assert(sizeof(struct aiocb64) == sizeof(struct aiocb), "aiocb64");

static long long walked_size = -1;

static int ftw_fn(const char *path, const struct stat64 *st, int type)
{
	if (type == FTW_F && strcmp(path, "./big") == 0)
		walked_size = st->st_size;
	return 0;
}

static int nftw_fn(const char *path, const struct stat64 *st, int type, struct FTW *ftw)
{
	if (type == FTW_F && strcmp(path + ftw->base, "big") == 0)
		walked_size = st->st_size;
	return 0;
}

static int only_big(const struct dirent64 *d)
{
	return strcmp(d->d_name, "big") == 0 || strcmp(d->d_name, "big2") == 0;
}

int main(void)
{
	struct stat64 st, st2;
	char c;

	CHECK_EQ(F_GETLK64, F_GETLK);
	CHECK_EQ(F_SETLK64, F_SETLK);
	CHECK_EQ(F_SETLKW64, F_SETLKW);

	int fd = open64("big", O_RDWR | O_CREAT | O_TRUNC, 0600);
	CHECK(fd >= 0);
	if (pwrite64(fd, "x", 1, FAR) != 1) {
		/* a filesystem without sparse files this large */
		CHECK(errno == EFBIG || errno == ENOSPC || errno == EINVAL);
		close(fd);
		unlink("big");
		t_skip("the filesystem refuses a sparse 5 GiB file");
	}
	CHECK_EQ(fstat64(fd, &st), 0);
	CHECK_EQ(st.st_size, FAR + 1);
	CHECK_EQ(stat64("big", &st2), 0);
	CHECK_EQ(st2.st_ino, st.st_ino);
	CHECK_EQ(st2.st_size, FAR + 1);
	CHECK_EQ(lstat64("big", &st2), 0);
	CHECK_EQ(st2.st_size, FAR + 1);
	CHECK_EQ(fstatat64(AT_FDCWD, "big", &st2, AT_SYMLINK_NOFOLLOW), 0);
	CHECK_EQ(st2.st_size, FAR + 1);
	CHECK_EQ(lseek64(fd, 0, SEEK_END), FAR + 1);
	CHECK_EQ(lseek64(fd, -1, SEEK_CUR), FAR);
	CHECK_EQ(read(fd, &c, 1), 1);
	CHECK_EQ(c, 'x');
	CHECK_EQ(pread64(fd, &c, 1, FAR), 1);
	CHECK_EQ(c, 'x');
	CHECK_EQ(pread64(fd, &c, 1, 4096), 1);
	CHECK_EQ(c, 0);

	/* vectored I/O just past the byte written */
	char a[2] = "yz", b[2];
	struct iovec iov = { a, 2 };
	CHECK_EQ(pwritev64(fd, &iov, 1, FAR + 1), 2);
	iov.iov_base = b;
	CHECK_EQ(preadv64(fd, &iov, 1, FAR + 1), 2);
	CHECK(memcmp(a, b, 2) == 0);

	/* a page mapped at a 5 GiB offset */
	unsigned char *p = mmap64(0, 4096, PROT_READ, MAP_SHARED, fd, FAR);
	CHECK(p != MAP_FAILED);
	CHECK_EQ(p[0], 'x');
	CHECK_EQ(p[2], 'z');
	CHECK_EQ(munmap(p, 4096), 0);

	/* sendfile64 reads from and advances a 64-bit offset */
	int out = creat64("copy", 0600);
	CHECK(out >= 0);
	off64_t off = FAR;
	CHECK_EQ(sendfile64(out, fd, &off, 3), 3);
	CHECK_EQ(off, FAR + 3);
	CHECK_EQ(close(out), 0);
	int dir = open64(".", O_RDONLY | O_DIRECTORY);
	CHECK(dir >= 0);
	out = openat64(dir, "copy", O_RDONLY);
	CHECK(out >= 0);
	CHECK_EQ(read(out, b, 2), 2);
	CHECK(memcmp(b, "xy", 2) == 0);
	CHECK_EQ(close(out), 0);
	CHECK_EQ(close(dir), 0);

	/* record locks through the 64 names */
	struct flock64 fl = { .l_type = F_WRLCK, .l_whence = SEEK_SET, .l_start = FAR, .l_len = 1 };
	CHECK_EQ(fcntl(fd, F_SETLK64, &fl), 0);
	fl.l_type = F_WRLCK;
	CHECK_EQ(fcntl(fd, F_GETLK64, &fl), 0);
	CHECK_EQ(fl.l_type, F_UNLCK);   /* our own lock does not conflict */
	CHECK_EQ(lseek64(fd, 0, SEEK_SET), 0);
	CHECK_EQ(lockf64(fd, F_TLOCK, 4096), 0);
	CHECK_EQ(lockf64(fd, F_ULOCK, 4096), 0);

	CHECK_EQ(posix_fadvise64(fd, FAR, 1, POSIX_FADV_WILLNEED), 0);
	CHECK_EQ(posix_fadvise64(fd, 0, 0, 99), EINVAL);
	int r = posix_fallocate64(fd, 0, 4096);
	CHECK(r == 0 || r == EOPNOTSUPP);
	r = fallocate64(fd, FALLOC_FL_KEEP_SIZE, FAR + 4096, 4096);
	CHECK(r == 0 || errno == EOPNOTSUPP);
	CHECK_EQ(fstat64(fd, &st), 0);
	CHECK_EQ(st.st_size, FAR + 3);

	/* truncation past 4 GiB */
	CHECK_EQ(ftruncate64(fd, FAR * 2), 0);
	CHECK_EQ(fstat64(fd, &st), 0);
	CHECK_EQ(st.st_size, FAR * 2);
	CHECK_EQ(truncate64("big", FAR + 1), 0);
	CHECK_EQ(fstat64(fd, &st), 0);
	CHECK_EQ(st.st_size, FAR + 1);
	CHECK_ERR(truncate64("big", -1), EINVAL);

	/* stdio past 4 GiB */
	FILE *f = fopen64("big", "r+");
	CHECK(f);
	CHECK_EQ(fseeko64(f, FAR, SEEK_SET), 0);
	CHECK_EQ(ftello64(f), FAR);
	fpos64_t pos;
	CHECK_EQ(fgetpos64(f, &pos), 0);
	CHECK_EQ(fgetc(f), 'x');
	CHECK_EQ(ftello64(f), FAR + 1);
	CHECK_EQ(fsetpos64(f, &pos), 0);
	CHECK_EQ(ftello64(f), FAR);
	CHECK_EQ(fgetc(f), 'x');
	CHECK_EQ(fseeko64(f, 0, SEEK_END), 0);
	CHECK_EQ(ftello64(f), FAR + 1);
	f = freopen64("copy", "r", f);
	CHECK(f);
	CHECK_EQ(fgetc(f), 'x');
	CHECK_EQ(fclose(f), 0);
	f = tmpfile64();
	CHECK(f);
	CHECK(fputs("t", f) >= 0);
	CHECK_EQ(fseeko64(f, 0, SEEK_SET), 0);
	CHECK_EQ(fgetc(f), 't');
	CHECK_EQ(fclose(f), 0);

	/* asynchronous I/O past 4 GiB */
	char got[2] = { 0 };
	struct aiocb64 cb = { .aio_fildes = fd, .aio_buf = got, .aio_nbytes = 2,
			      .aio_offset = FAR };
	const struct aiocb64 *cbs[1] = { &cb };
	cb.aio_sigevent.sigev_notify = SIGEV_NONE;
	CHECK_EQ(aio_read64(&cb), 0);
	while (aio_error64(&cb) == EINPROGRESS)
		CHECK(aio_suspend64(cbs, 1, 0) == 0 || errno == EINTR);
	CHECK_EQ(aio_error64(&cb), 0);
	CHECK_EQ(aio_return64(&cb), 1);
	CHECK_EQ(got[0], 'x');

	/* directories */
	CHECK_EQ(rename("copy", "big2"), 0);
	DIR *d = opendir(".");
	CHECK(d);
	struct dirent64 *de, ent, *res;
	int seen = 0;
	while ((de = readdir64(d)))
		if (strcmp(de->d_name, "big") == 0) {
			CHECK_EQ(de->d_ino, st.st_ino);
			CHECK_EQ(de->d_type, DT_REG);
			seen++;
		}
	CHECK_EQ(seen, 1);
	rewinddir(d);
	seen = 0;
	while (readdir64_r(d, &ent, &res) == 0 && res)
		seen += strcmp(res->d_name, "big2") == 0;
	CHECK_EQ(seen, 1);
	CHECK_EQ(closedir(d), 0);
	struct dirent64 **list;
	CHECK_EQ(scandir64(".", &list, only_big, alphasort64), 2);
	CHECK_STR(list[0]->d_name, "big");
	CHECK_STR(list[1]->d_name, "big2");
	free(list[0]);
	free(list[1]);
	free(list);
	CHECK_EQ(scandir64(".", &list, only_big, versionsort64), 2);
	CHECK_STR(list[0]->d_name, "big");
	free(list[0]);
	free(list[1]);
	free(list);

	/* tree walks hand over a struct stat64 */
	CHECK_EQ(ftw64(".", ftw_fn, 4), 0);
	CHECK_EQ(walked_size, FAR + 1);
	walked_size = -1;
	CHECK_EQ(nftw64(".", nftw_fn, 4, FTW_PHYS), 0);
	CHECK_EQ(walked_size, FAR + 1);

	glob64_t g;
	CHECK_EQ(glob64("bi*", 0, 0, &g), 0);
	CHECK_EQ(g.gl_pathc, 2);
	CHECK_STR(g.gl_pathv[0], "big");
	globfree64(&g);

	/* file system statistics */
	struct statvfs64 v, v2;
	CHECK_EQ(statvfs64(".", &v), 0);
	CHECK_EQ(fstatvfs64(fd, &v2), 0);
	CHECK_EQ(v.f_bsize, v2.f_bsize);
	CHECK_EQ(v.f_blocks, v2.f_blocks);
	struct statfs64 s, s2;
	CHECK_EQ(statfs64(".", &s), 0);
	CHECK_EQ(fstatfs64(fd, &s2), 0);
	CHECK_EQ(s.f_type, s2.f_type);
	CHECK_EQ(s.f_blocks, s2.f_blocks);

	/* resource limits */
	struct rlimit64 rl, rl2;
	struct rlimit plain;
	CHECK_EQ(getrlimit64(RLIMIT_NOFILE, &rl), 0);
	CHECK_EQ(getrlimit(RLIMIT_NOFILE, &plain), 0);
	CHECK_EQ(rl.rlim_cur, plain.rlim_cur);
	CHECK_EQ(setrlimit64(RLIMIT_NOFILE, &rl), 0);
	CHECK_EQ(prlimit64(0, RLIMIT_NOFILE, 0, &rl2), 0);
	CHECK_EQ(rl2.rlim_max, rl.rlim_max);
	CHECK_ERR(getrlimit64(-1, &rl), EINVAL);

	/* temporary files */
	char t1[] = "tmpXXXXXX", t2[] = "tmpXXXXXX";
	int f1 = mkstemp64(t1), f2 = mkostemp64(t2, O_CLOEXEC);
	CHECK(f1 >= 0 && f2 >= 0);
	CHECK(strcmp(t1, t2) != 0);
	CHECK_EQ(fcntl(f2, F_GETFD) & FD_CLOEXEC, FD_CLOEXEC);
	CHECK_EQ(close(f1), 0);
	CHECK_EQ(close(f2), 0);
	CHECK_EQ(unlink(t1), 0);
	CHECK_EQ(unlink(t2), 0);

	CHECK_EQ(close(fd), 0);
	CHECK_EQ(unlink("big"), 0);
	CHECK_EQ(unlink("big2"), 0);
	return 0;
}
