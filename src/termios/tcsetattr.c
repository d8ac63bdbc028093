#include <errno.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include "syscall.h"
#include "termios_impl.h"

/* The input speed travels in CIBAUD, left zero when it equals the output
   speed (or is zero, POSIX's "same as output"). */
int tcsetattr(int fd, int action, const struct termios *t)
{
	static const unsigned long req[] = { TCSETS, TCSETSW, TCSETSF };
	struct ktermios k;

	if (action < TCSANOW || action > TCSAFLUSH)
		return __syscall_ret(-EINVAL);
	k.c_iflag = t->c_iflag;
	k.c_oflag = t->c_oflag;
	k.c_cflag = t->c_cflag & ~CIBAUD;
	if (t->c_ispeed != (t->c_cflag & CBAUD) && !(t->c_ispeed & ~CBAUD))
		k.c_cflag |= t->c_ispeed << IBSHIFT;
	k.c_lflag = t->c_lflag;
	k.c_line = t->c_line;
	memcpy(k.c_cc, t->c_cc, KNCCS);
	return __syscall_ret(__syscall(SYS_ioctl, fd, req[action], &k));
}
