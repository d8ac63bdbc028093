/* open_memstream: a write after a seek past the end leaves zeros in the
   gap; fflush reports the smaller of position and length and keeps the
   buffer NUL-terminated after its length; a write in the middle
   overwrites without shortening; SEEK_CUR and SEEK_END count from the
   position and the length; a seek before the start is EINVAL; one
   write larger than the stream's buffer lands whole after the bytes
   still buffered. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"

int main(void)
{
	static char big[100000];
	char *buf = 0;
	size_t size = 1234;
	FILE *f;

#ifndef __GLIBC__
	/* POSIX's "may fail"; glibc takes the null pointers. */
	errno = 0;
	CHECK(open_memstream(0, &size) == 0);
	CHECK_EQ(errno, EINVAL);
	errno = 0;
	CHECK(open_memstream(&buf, 0) == 0);
	CHECK_EQ(errno, EINVAL);
#endif

	f = open_memstream(&buf, &size);
	CHECK(f != 0);
	CHECK_EQ(fflush(f), 0);
	CHECK(buf != 0);
	CHECK_EQ(size, 0);
	CHECK_EQ(buf[0], 0);

	CHECK(fputs("abc", f) >= 0);
	CHECK_EQ(fseek(f, 10, SEEK_SET), 0);
	CHECK_EQ(ftell(f), 10);
	CHECK_EQ(fputc('X', f), 'X');
	CHECK_EQ(fflush(f), 0);
	CHECK_EQ(size, 11);
	CHECK(!memcmp(buf, "abc\0\0\0\0\0\0\0X", 12));

	CHECK_EQ(fseek(f, -2, SEEK_END), 0);
	CHECK_EQ(ftell(f), 9);
	CHECK_EQ(fseek(f, -4, SEEK_CUR), 0);
	CHECK_EQ(ftell(f), 5);
	errno = 0;
	CHECK_EQ(fseek(f, -1, SEEK_SET), -1);
	CHECK_EQ(errno, EINVAL);
	CHECK_EQ(ftell(f), 5);

	/* back: the size follows the position, the bytes stay */
	CHECK_EQ(fseek(f, 1, SEEK_SET), 0);
	CHECK_EQ(fflush(f), 0);
	CHECK_EQ(size, 1);
	CHECK_EQ(buf[10], 'X');
	CHECK_EQ(buf[11], 0);
	CHECK_EQ(fputc('B', f), 'B');
#ifndef __GLIBC__
	/* SEEK_END from the length, which a seek leaves alone (glibc counts
	   from the size last reported: docs/porting.md) */
	CHECK_EQ(fseek(f, 0, SEEK_END), 0);
	CHECK_EQ(ftell(f), 11);
#endif
	CHECK_EQ(fseek(f, 11, SEEK_SET), 0);
	CHECK_EQ(fflush(f), 0);
	CHECK_EQ(size, 11);
	CHECK(!memcmp(buf, "aBc\0\0\0\0\0\0\0X", 12));

	/* two bytes still in the stream's buffer, then one large write */
	CHECK(fputs("yz", f) >= 0);
	for (size_t i = 0; i < sizeof big; i++)
		big[i] = 'a' + i % 26;
	CHECK_EQ(fwrite(big, 1, sizeof big, f), sizeof big);
	CHECK_EQ(fclose(f), 0);
	CHECK_EQ(size, 13 + sizeof big);
	CHECK(!memcmp(buf + 10, "Xyz", 3));
	CHECK(!memcmp(buf + 13, big, sizeof big));
	CHECK_EQ(buf[size], 0);
	free(buf);
	return 0;
}
