/* <stdio_ext.h>: the buffer state queries gnulib relies on, __fpurge
   dropping pending output and read-ahead, _flushlbf and __fsetlocking. */
#include <stdio.h>
#include <stdio_ext.h>
#include <pthread.h>
#include <fcntl.h>
#include "check.h"

static void *locked_writer(void *arg)
{
	/* the caller's locking still serialises with flockfile */
	FILE *f = arg;
	flockfile(f);
	fputs("T", f);
	funlockfile(f);
	return 0;
}

int main(void)
{
	char path[] = "/tmp/stdio_ext_XXXXXX";
	int fd = mkstemp(path);
	CHECK(fd >= 0);
	close(fd);

	/* w+: read/write stream, neither reading nor writing yet */
	FILE *f = fopen(path, "w+");
	CHECK(f);
	CHECK(__freadable(f));
	CHECK(__fwritable(f));
	CHECK(!__fwriting(f));
	CHECK(!__freading(f));
	CHECK_EQ(__fpending(f), 0);
	CHECK_GE(fputs("hello", f), 0);
	CHECK(__fwriting(f));
	CHECK(!__freading(f));
	CHECK_EQ(__fpending(f), 5);
	CHECK(__fbufsize(f) >= 5);
	__fpurge(f);
	CHECK_EQ(__fpending(f), 0);
	CHECK_GE(fputs("abc", f), 0);
	CHECK_EQ(__fpending(f), 3);
	CHECK_EQ(fflush(f), 0);
	CHECK_EQ(__fpending(f), 0);
	/* the purged bytes never reached the file */
	rewind(f);
	char buf[16] = {0};
	CHECK(fgets(buf, sizeof buf, f));
	CHECK_STR(buf, "abc");
	CHECK(__freading(f));
	CHECK(!__fwriting(f));
	CHECK_EQ(fclose(f), 0);

	/* read-only: always reading, never writable; purge drops read-ahead
	   and pushback */
	f = fopen(path, "r");
	CHECK(f);
	CHECK(__freadable(f));
	CHECK(!__fwritable(f));
	CHECK(__freading(f));
	CHECK(!__fwriting(f));
	CHECK_EQ(fgetc(f), 'a');
	CHECK_EQ(ungetc('z', f), 'z');
	__fpurge(f);
	CHECK_EQ(fgetc(f), EOF);
	CHECK(feof(f));
	CHECK_EQ(fclose(f), 0);

	/* write-only: always writing */
	f = fopen(path, "a");
	CHECK(f);
	CHECK(!__freadable(f));
	CHECK(__fwritable(f));
	CHECK(__fwriting(f));
	CHECK(!__freading(f));

	/* line buffering and _flushlbf */
	CHECK(!__flbf(f));
	static char lbuf[64];
	CHECK_EQ(setvbuf(f, lbuf, _IOLBF, sizeof lbuf), 0);
	CHECK(__flbf(f));
	CHECK_GE(fputs("xy", f), 0);
	_flushlbf();
	CHECK_EQ(__fpending(f), 0);

	/* locking type */
	CHECK_EQ(__fsetlocking(f, FSETLOCKING_QUERY), FSETLOCKING_INTERNAL);
	CHECK_EQ(__fsetlocking(f, FSETLOCKING_BYCALLER), FSETLOCKING_INTERNAL);
	CHECK_EQ(__fsetlocking(f, FSETLOCKING_QUERY), FSETLOCKING_BYCALLER);
	pthread_t t;
	flockfile(f);
	CHECK_EQ(pthread_create(&t, 0, locked_writer, f), 0);
	fputs("M", f);
	funlockfile(f);
	CHECK_EQ(pthread_join(t, 0), 0);
	CHECK_EQ(__fsetlocking(f, FSETLOCKING_INTERNAL), FSETLOCKING_BYCALLER);
	CHECK_EQ(__fsetlocking(f, FSETLOCKING_QUERY), FSETLOCKING_INTERNAL);
	CHECK_EQ(fclose(f), 0);

	f = fopen(path, "r");
	CHECK(f);
	CHECK(fgets(buf, sizeof buf, f));
	CHECK_STR(buf, "abcxyMT");
	CHECK_EQ(fclose(f), 0);
	CHECK_EQ(unlink(path), 0);
	return 0;
}
