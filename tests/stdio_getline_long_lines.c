/* getline/getdelim grow the caller's buffer across many buffer refills,
   keep the delimiter, return the last unterminated line, then -1. */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "check.h"

#define LONG 100000

int main(void)
{
	static char big[LONG + 1];
	char *line = NULL;
	size_t cap = 0;
	ssize_t n;
	int fd = open("lines.txt", O_RDWR | O_CREAT | O_TRUNC, 0644);

	CHECK(fd >= 0);
	for (int i = 0; i < LONG; i++)
		big[i] = 'a' + i % 26;
	CHECK_EQ(write(fd, "short\n", 6), 6);
	CHECK_EQ(write(fd, big, LONG), LONG);
	CHECK_EQ(write(fd, "\n\nx;y;z", 7), 7);
	CHECK_EQ(lseek(fd, 0, SEEK_SET), 0);
	CHECK_EQ(dup2(fd, 0), 0);

	CHECK_EQ(getline(&line, &cap, stdin), 6);
	CHECK_STR(line, "short\n");
	CHECK(cap > 6);
	n = getline(&line, &cap, stdin);
	CHECK_EQ(n, LONG + 1);
	CHECK(cap > LONG + 1);
	CHECK_EQ(strlen(line), LONG + 1);
	CHECK(!memcmp(line, big, LONG));
	CHECK_EQ(line[LONG], '\n');
	CHECK_EQ(getline(&line, &cap, stdin), 1);
	CHECK_STR(line, "\n");
	CHECK_EQ(getdelim(&line, &cap, ';', stdin), 2);
	CHECK_STR(line, "x;");
	CHECK_EQ(getdelim(&line, &cap, ';', stdin), 2);
	CHECK_STR(line, "y;");
	CHECK_EQ(getdelim(&line, &cap, ';', stdin), 1);
	CHECK_STR(line, "z");
	CHECK_EQ(getline(&line, &cap, stdin), -1);
	CHECK(feof(stdin));
	free(line);

	/* a caller's small malloc'ed buffer is grown with realloc */
	rewind(stdin);
	cap = 2;
	line = malloc(cap);
	CHECK(line);
	CHECK_EQ(getline(&line, &cap, stdin), 6);
	CHECK_STR(line, "short\n");
	free(line);

	errno = 0;
	CHECK_EQ(getline(NULL, &cap, stdin), -1);
	CHECK_EQ(errno, EINVAL);
	return 0;
}
