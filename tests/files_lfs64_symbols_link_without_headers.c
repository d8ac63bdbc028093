/* The LFS64 names are real symbols, not only header macros: a program
   that declares them itself, as autoconf's AC_CHECK_FUNCS and old code do,
   links and calls the plain functions.  No _GNU_SOURCE, so no header here
   declares them. */
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

	struct rlimit rl;
	CHECK_EQ(getrlimit64(RLIMIT_NOFILE, &rl), 0);
	CHECK(rl.rlim_cur > 0);
	CHECK_EQ(unlink("f"), 0);
	return 0;
}
