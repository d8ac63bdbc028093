#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include "syscall.h"
#include "termios_impl.h"

/* The speeds come from c_cflag: the output speed from CBAUD, the input
   speed from CIBAUD, where zero means "same as the output speed". */
int tcgetattr(int fd, struct termios *t)
{
	struct ktermios k;
	long r = __syscall(SYS_ioctl, fd, TCGETS, &k);

	if (r < 0)
		return __syscall_ret(r);
	memset(t, 0, sizeof *t);
	t->c_iflag = k.c_iflag;
	t->c_oflag = k.c_oflag;
	t->c_cflag = k.c_cflag;
	t->c_lflag = k.c_lflag;
	t->c_line = k.c_line;
	memcpy(t->c_cc, k.c_cc, KNCCS);
	t->c_ospeed = k.c_cflag & CBAUD;
	t->c_ispeed = (k.c_cflag & CIBAUD) >> IBSHIFT;
	if (!t->c_ispeed)
		t->c_ispeed = t->c_ospeed;
	return 0;
}
