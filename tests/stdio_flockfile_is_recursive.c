/* flockfile nests: the owner may take it again (and the locking stdio
   functions inside), ftrylockfile succeeds for the owner, and the stream
   is free again after as many funlockfile calls.  A non-recursive lock
   would hang here (timeout). */
#include <stdio.h>
#include <unistd.h>
#include "check.h"

int main(void)
{
	int fds[2];
	char buf[64];

	CHECK(pipe(fds) == 0);
	dup2(fds[1], 1);
	flockfile(stdout);
	flockfile(stdout);
	CHECK_EQ(ftrylockfile(stdout), 0);
	CHECK(fputs("in", stdout) >= 0);
	CHECK_EQ(putc_unlocked('-', stdout), '-');
	CHECK_EQ(fputc('x', stdout), 'x');
	CHECK_EQ(fflush(stdout), 0);
	funlockfile(stdout);
	funlockfile(stdout);
	CHECK(fputs("!", stdout) >= 0);
	funlockfile(stdout);
	CHECK_EQ(ftrylockfile(stdout), 0);
	funlockfile(stdout);
	flockfile(stdout);
	funlockfile(stdout);
	CHECK_EQ(fflush(stdout), 0);
	CHECK_EQ(read(fds[0], buf, sizeof buf), 5);
	CHECK(!memcmp(buf, "in-x!", 5));

	/* stderr and stdin have their own locks */
	flockfile(stdout);
	flockfile(stderr);
	CHECK_EQ(ftrylockfile(stdin), 0);
	funlockfile(stdin);
	funlockfile(stderr);
	funlockfile(stdout);
	return 0;
}
