/* fcloseall flushes every fopen'ed stream and leaves the standard streams
   usable.  (weft also closes the streams, as the man page says; glibc
   only flushes them, so the descriptors are not checked here.) */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include "check.h"

int main(void)
{
	char path[] = "/tmp/fcloseall_XXXXXX";
	int fd = mkstemp(path);
	CHECK(fd >= 0);
	close(fd);
	FILE *a = fopen(path, "w");
	FILE *b = fopen("/dev/null", "r");
	CHECK(a && b);
	CHECK_GE(fputs("kept", a), 0);
	CHECK_EQ(fcloseall(), 0);
	/* the data reached the file */
	char buf[8] = {0};
	fd = open(path, O_RDONLY);
	CHECK(fd >= 0);
	CHECK_EQ(read(fd, buf, sizeof buf), 4);
	CHECK_STR(buf, "kept");
	close(fd);
	CHECK_GE(fputs("", stdout), 0);
	CHECK_EQ(fflush(stdout), 0);
	CHECK_EQ(unlink(path), 0);
	return 0;
}
