#include <errno.h>
#include <termios.h>

/* speed must be one of the B constants; B0 means "the output speed". */
int cfsetispeed(struct termios *t, speed_t speed)
{
	if (speed & ~CBAUD) {
		errno = EINVAL;
		return -1;
	}
	t->c_ispeed = speed ? speed : (t->c_cflag & CBAUD);
	return 0;
}
