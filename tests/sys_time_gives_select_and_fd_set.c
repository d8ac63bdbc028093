/* XSI: <sys/time.h> defines fd_set, FD_SETSIZE and the FD_* macros and
   declares select (as in <sys/select.h>), so a strict C99 program can
   wait on descriptors with it alone; like glibc, even in plain POSIX
   mode (the header being XSI's). */
// test: cflags -std=c99 -D_POSIX_C_SOURCE=200809L -Werror=implicit-function-declaration
#include <sys/time.h>
#include <unistd.h>
#include "check.h"

int main(void)
{
	int p[2];
	CHECK_EQ(pipe(p), 0);
	CHECK(p[1] < FD_SETSIZE);

	fd_set r, w;
	FD_ZERO(&r);
	FD_ZERO(&w);
	FD_SET(p[0], &r);
	FD_SET(p[1], &w);
	struct timeval tv = { 0, 0 };
	int (*sel)(int, fd_set *, fd_set *, fd_set *, struct timeval *) = select;
	/* an empty pipe: writable, not readable */
	CHECK_EQ(sel(p[1] + 1, &r, &w, 0, &tv), 1);
	CHECK(!FD_ISSET(p[0], &r));
	CHECK(FD_ISSET(p[1], &w));

	CHECK_EQ(write(p[1], "x", 1), 1);
	FD_ZERO(&r);
	FD_SET(p[0], &r);
	FD_CLR(p[1], &w);
	tv.tv_sec = 5;
	CHECK_EQ(select(p[0] + 1, &r, 0, 0, &tv), 1);
	CHECK(FD_ISSET(p[0], &r));
	return 0;
}
