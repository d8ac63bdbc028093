/* O_TTY_INIT (POSIX <fcntl.h>) exists and is 0: Linux sets a terminal
   to conforming settings on its first open without being asked, the
   case in which POSIX lets the flag be 0.  Opening a fresh pseudo-
   terminal with it gives canonical input and echo.  weft-only: glibc
   does not define O_TTY_INIT. */
// test: weft-only (glibc does not define O_TTY_INIT)
// test: cflags -std=c99 -D_XOPEN_SOURCE=700
#include <fcntl.h>
#include <stdlib.h>
#include <termios.h>
#include <unistd.h>
#include "check.h"

int main(void)
{
#ifndef O_TTY_INIT
	CHECK(!"O_TTY_INIT is defined");
#else
#if O_TTY_INIT != 0
	CHECK(!"O_TTY_INIT is 0 on Linux");
#endif
	int m = posix_openpt(O_RDWR | O_NOCTTY);
	if (m < 0)
		t_skip("no pseudo-terminals here");
	CHECK_EQ(grantpt(m), 0);
	CHECK_EQ(unlockpt(m), 0);
	char *name = ptsname(m);
	CHECK(name != 0);
	int s = open(name, O_RDWR | O_NOCTTY | O_TTY_INIT);
	CHECK(s >= 0);
	struct termios t;
	CHECK_EQ(tcgetattr(s, &t), 0);
	CHECK(t.c_lflag & ICANON);
	CHECK(t.c_lflag & ECHO);
	close(s);
	close(m);
#endif
	return 0;
}
