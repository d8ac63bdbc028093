/* readdir lists exactly the entries created (plus . and ..), with types;
   telldir/seekdir return to a position; rewinddir starts over and sees a
   new file; readdir_r agrees; fdopendir takes over a descriptor; the end
   leaves errno alone.  Needs malloc (DIR). */
#define _DEFAULT_SOURCE
#include <dirent.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "check.h"

#define N 300   /* more than one getdents64 buffer */

static void name_of(char *buf, int i)
{
	buf[0] = 'f';
	buf[1] = '0' + i / 100;
	buf[2] = '0' + i / 10 % 10;
	buf[3] = '0' + i % 10;
	buf[4] = 0;
}

int main(void)
{
	static char seen[N];
	struct dirent *de, ent, *res;
	long pos = -1;
	char after[256] = "";
	int i, dots = 0, count = 0, fd;
	DIR *d;

	CHECK_EQ(mkdir("d", 0700), 0);
	for (i = 0; i < N; i++) {
		char path[16] = "d/";
		name_of(path + 2, i);
		fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0600);
		CHECK(fd >= 0);
		close(fd);
	}
	CHECK_EQ(mkdir("d/sub", 0700), 0);
	CHECK_EQ(symlink("f000", "d/lnk"), 0);

	CHECK(opendir("missing") == NULL);
	CHECK_EQ(errno, ENOENT);
	fd = open("d/f000", O_RDONLY);
	CHECK(fdopendir(fd) == NULL);
	CHECK_EQ(errno, ENOTDIR);
	close(fd);

	d = opendir("d");
	CHECK(d != NULL);
	CHECK_EQ(fcntl(dirfd(d), F_GETFD) & FD_CLOEXEC, FD_CLOEXEC);
	errno = 0;
	while ((de = readdir(d))) {
		count++;
		if (!strcmp(de->d_name, ".") || !strcmp(de->d_name, "..")) {
			dots++;
			CHECK(de->d_type == DT_DIR || de->d_type == DT_UNKNOWN);
			continue;
		}
		if (!strcmp(de->d_name, "sub")) {
			CHECK(de->d_type == DT_DIR || de->d_type == DT_UNKNOWN);
			continue;
		}
		if (!strcmp(de->d_name, "lnk")) {
			CHECK(de->d_type == DT_LNK || de->d_type == DT_UNKNOWN);
			continue;
		}
		CHECK_EQ(de->d_name[0], 'f');
		i = (de->d_name[1] - '0') * 100 + (de->d_name[2] - '0') * 10 + de->d_name[3] - '0';
		CHECK(i >= 0 && i < N);
		CHECK_EQ(seen[i], 0);
		seen[i] = 1;
		CHECK(de->d_ino != 0);
		CHECK(de->d_type == DT_REG || de->d_type == DT_UNKNOWN);
		if (count == 100)
			pos = telldir(d);
		if (count == 101)
			strcpy(after, de->d_name);
	}
	CHECK_EQ(errno, 0);
	CHECK_EQ(dots, 2);
	CHECK_EQ(count, N + 4);
	for (i = 0; i < N; i++)
		CHECK_EQ(seen[i], 1);

	/* Back to a remembered position. */
	seekdir(d, pos);
	de = readdir(d);
	CHECK(de != NULL);
	CHECK_STR(de->d_name, after);

	/* rewinddir starts again and sees a file made since. */
	fd = open("d/late", O_WRONLY | O_CREAT, 0600);
	close(fd);
	rewinddir(d);
	count = 0;
	i = 0;
	while ((de = readdir(d))) {
		count++;
		i += !strcmp(de->d_name, "late");
	}
	CHECK_EQ(count, N + 5);
	CHECK_EQ(i, 1);

	/* readdir_r: same entries; *result null at the end. */
	rewinddir(d);
	count = 0;
	while (readdir_r(d, &ent, &res) == 0 && res) {
		CHECK(res == &ent);
		count++;
	}
	CHECK(res == NULL);
	CHECK_EQ(count, N + 5);
	CHECK_EQ(closedir(d), 0);

	/* fdopendir owns the descriptor from then on. */
	fd = open("d/sub", O_RDONLY | O_DIRECTORY);
	CHECK(fd >= 0);
	d = fdopendir(fd);
	CHECK(d != NULL);
	CHECK_EQ(dirfd(d), fd);
	count = 0;
	while (readdir(d))
		count++;
	CHECK_EQ(count, 2);
	CHECK_EQ(closedir(d), 0);
	CHECK_ERR(close(fd), EBADF);
	return 0;
}
