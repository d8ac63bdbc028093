/* ftell/fseek/fgetpos/fsetpos/rewind on a buffered input stream (stdin
   on a file), with pushed-back bytes: ungetc steps the position back, a
   seek drops the pushback and EOF, SEEK_CUR counts from the stream's
   position, not the descriptor's. */
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include "check.h"

int main(void)
{
	char buf[16];
	fpos_t pos;
	int fd = open("data.txt", O_RDWR | O_CREAT | O_TRUNC, 0644);

	CHECK(fd >= 0);
	CHECK_EQ(write(fd, "0123456789abcdef", 16), 16);
	CHECK_EQ(lseek(fd, 0, SEEK_SET), 0);
	CHECK_EQ(dup2(fd, 0), 0);

	CHECK_EQ(ftell(stdin), 0);
	CHECK_EQ(getchar(), '0');
	CHECK_EQ(getchar(), '1');
	CHECK_EQ(ftell(stdin), 2);
	CHECK(lseek(0, 0, SEEK_CUR) > 2);          /* the stream read ahead */
	CHECK_EQ(ungetc('X', stdin), 'X');
	CHECK_EQ(ftell(stdin), 1);
	CHECK_EQ(getchar(), 'X');
	CHECK_EQ(getchar(), '2');
	CHECK_EQ(ftell(stdin), 3);

	/* a pushed-back byte is dropped by a seek */
	CHECK_EQ(ungetc('Y', stdin), 'Y');
	CHECK_EQ(fseek(stdin, 0, SEEK_CUR), 0);
	CHECK_EQ(ftell(stdin), 2);
	CHECK_EQ(getchar(), '2');
	CHECK_EQ(fseek(stdin, 2, SEEK_CUR), 0);
	CHECK_EQ(getchar(), '5');
	CHECK_EQ(fseek(stdin, -3, SEEK_END), 0);
	CHECK_EQ(ftello(stdin), 13);
	CHECK_EQ(fread(buf, 1, sizeof buf, stdin), 3);
	CHECK(!memcmp(buf, "def", 3));
	CHECK(feof(stdin));

	/* ungetc clears EOF; a seek clears it too */
	CHECK_EQ(ungetc('f', stdin), 'f');
	CHECK(!feof(stdin));
	CHECK_EQ(getchar(), 'f');
	CHECK_EQ(getchar(), EOF);
	CHECK(feof(stdin));
	CHECK_EQ(fseek(stdin, 4, SEEK_SET), 0);
	CHECK(!feof(stdin));
	CHECK_EQ(getchar(), '4');

	CHECK_EQ(fgetpos(stdin, &pos), 0);
	CHECK_EQ(getchar(), '5');
	CHECK_EQ(getchar(), '6');
	CHECK_EQ(fsetpos(stdin, &pos), 0);
	CHECK_EQ(getchar(), '5');
	rewind(stdin);
	CHECK_EQ(getchar(), '0');

	/* pushback at the start of the file and several bytes of it */
	rewind(stdin);
	CHECK_EQ(ungetc('a', stdin), 'a');
	CHECK_EQ(getchar(), 'a');
	CHECK_EQ(getchar(), '0');
	CHECK_EQ(ungetc('0', stdin), '0');
	CHECK_EQ(getchar(), '0');

	/* bad whence */
	errno = 0;
	CHECK_EQ(fseek(stdin, 0, 42), -1);
	CHECK_EQ(errno, EINVAL);

	/* fflush on a seekable input stream gives read-ahead back */
	CHECK_EQ(dup2(fd, 0), 0);
	CHECK_EQ(fseek(stdin, 0, SEEK_SET), 0);
	CHECK_EQ(getchar(), '0');
	CHECK_EQ(fflush(stdin), 0);
	CHECK_EQ(lseek(0, 0, SEEK_CUR), 1);
	return 0;
}
