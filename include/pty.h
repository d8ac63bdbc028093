/* Opening pseudo-terminal pairs (BSD, glibc <pty.h>). */
#ifndef _PTY_H
#define _PTY_H

#include <features.h>
#include <termios.h>
#include <sys/ioctl.h>

__WEFT_BEGIN
int openpty(int *amaster, int *aslave, char *name,
	    const struct termios *termp, const struct winsize *winp);
int forkpty(int *amaster, char *name, const struct termios *termp,
	    const struct winsize *winp);
__WEFT_END

#endif
