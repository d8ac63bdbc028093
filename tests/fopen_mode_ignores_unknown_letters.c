/* fopen, fdopen and freopen take a mode of r, w or a followed by
   anything: +, x and e among the next six characters count, other
   letters ("rt", "rb+", "rm", "rc", "w,ccs=UTF-8") are ignored, as
   glibc does and programs written for it expect.  A mode that starts
   otherwise is EINVAL; popen takes only "r" or "w", with "e". */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include "check.h"

/* expr gives no stream, and errno EINVAL. */
#define CHECK_EINVAL(expr) do { errno = 0; CHECK(!(expr)); CHECK_EQ(errno, EINVAL); } while (0)

/* The access mode and O_APPEND of the stream fopen(path, mode) opens. */
static int fopen_flags(const char *mode)
{
	FILE *f = fopen("m.txt", mode);
	int fl;

	CHECK(f != NULL);
	fl = fcntl(fileno(f), F_GETFL);
	CHECK(fl >= 0);
	CHECK_EQ(fclose(f), 0);
	return fl & (O_ACCMODE | O_APPEND);
}

int main(void)
{
	static const char *const bad[] = { "", "t", "tr", "+r", "br", "x" };
	FILE *f, *g;
	unsigned i;
	int fd;

	CHECK_EQ(fopen_flags("w"), O_WRONLY);
	CHECK_EQ(fopen_flags("rt"), O_RDONLY);
	CHECK_EQ(fopen_flags("rm"), O_RDONLY);
	CHECK_EQ(fopen_flags("rc"), O_RDONLY);
	CHECK_EQ(fopen_flags("r#"), O_RDONLY);
	CHECK_EQ(fopen_flags("r+b"), O_RDWR);
	CHECK_EQ(fopen_flags("rb+"), O_RDWR);
	CHECK_EQ(fopen_flags("rz+"), O_RDWR);
	CHECK_EQ(fopen_flags("r,+"), O_RDWR);
	CHECK_EQ(fopen_flags("wb+"), O_RDWR);
	CHECK_EQ(fopen_flags("wt"), O_WRONLY);
	CHECK_EQ(fopen_flags("a+t"), O_RDWR | O_APPEND);
	CHECK_EQ(fopen_flags("w,ccs=UTF-8"), O_WRONLY);
	/* Only six characters after the first are read. */
	CHECK_EQ(fopen_flags("rttttt+"), O_RDWR);
	CHECK_EQ(fopen_flags("rtttttt+"), O_RDONLY);
	/* "x" after an unknown letter still counts. */
	errno = 0;
	CHECK(!fopen("m.txt", "wtx"));
	CHECK_EQ(errno, EEXIST);

	for (i = 0; i < sizeof bad / sizeof bad[0]; i++)
		CHECK_EINVAL(fopen("m.txt", bad[i]));

	fd = open("m.txt", O_RDONLY);
	CHECK(fd >= 0);
	CHECK_EINVAL(fdopen(fd, "tr"));
	f = fdopen(fd, "rt");
	CHECK(f != NULL);
	CHECK_EQ(fileno(f), fd);

	g = freopen("m.txt", "wt", f);
	CHECK(g == f);
	CHECK(fputs("text", g) >= 0);
	g = freopen("m.txt", "rb,ccs=UTF-8", g);
	CHECK(g == f);
	CHECK_EQ(fgetc(g), 't');
	CHECK_EINVAL(freopen("m.txt", "zr", g));

	/* popen is strict. */
	CHECK_EINVAL(popen("true", "rt"));
	CHECK_EINVAL(popen("true", "r+"));
	f = popen("true", "re");
	CHECK(f != NULL);
	CHECK_EQ(pclose(f), 0);
	return 0;
}
