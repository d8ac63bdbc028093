/* The *_unlocked functions read and write like their locking twins:
   stdout goes to a file, which is then read back through stdin. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include "check.h"

int main(void)
{
	char buf[64];
	int fd = open("out.txt", O_RDWR | O_CREAT | O_TRUNC, 0644);

	CHECK(fd >= 0);
	CHECK_EQ(dup2(fd, 1), 1);
	CHECK_EQ(fileno_unlocked(stdout), 1);
	CHECK_EQ(putc_unlocked('a', stdout), 'a');
	CHECK_EQ(putchar_unlocked('b'), 'b');
	CHECK_EQ(fputc_unlocked('c', stdout), 'c');
	CHECK_EQ(fwrite_unlocked("def", 1, 3, stdout), 3);
	CHECK(fputs_unlocked("gh\nij\n", stdout) >= 0);
	CHECK_EQ(lseek(fd, 0, SEEK_END), 0);       /* still buffered */
	CHECK_EQ(fflush_unlocked(stdout), 0);
	CHECK_EQ(lseek(fd, 0, SEEK_END), 12);
	CHECK_EQ(ferror_unlocked(stdout), 0);

	CHECK_EQ(dup2(fd, 0), 0);
	CHECK_EQ(lseek(0, 0, SEEK_SET), 0);
	CHECK_EQ(getc_unlocked(stdin), 'a');
	CHECK_EQ(getchar_unlocked(), 'b');
	CHECK_EQ(fgetc_unlocked(stdin), 'c');
	CHECK_EQ(fread_unlocked(buf, 1, 3, stdin), 3);
	CHECK(!memcmp(buf, "def", 3));
	CHECK(fgets_unlocked(buf, sizeof buf, stdin) == buf);
	CHECK_STR(buf, "gh\n");
	CHECK(fgets_unlocked(buf, sizeof buf, stdin) == buf);
	CHECK_STR(buf, "ij\n");
	CHECK_EQ(feof_unlocked(stdin), 0);
	CHECK_EQ(getc_unlocked(stdin), EOF);
	CHECK(feof_unlocked(stdin));
	clearerr_unlocked(stdin);
	CHECK_EQ(feof_unlocked(stdin), 0);

	/* writing to the read-only stdin is an error the flag records */
	CHECK_EQ(fputc_unlocked('z', stdin), EOF);
	CHECK(ferror_unlocked(stdin));
	clearerr_unlocked(stdin);
	CHECK_EQ(ferror_unlocked(stdin), 0);
	return 0;
}
