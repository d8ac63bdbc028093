#include <errno.h>
#include <termios.h>

/* speed must be one of the B constants. */
int cfsetospeed(struct termios *t, speed_t speed)
{
	if (speed & ~CBAUD) {
		errno = EINVAL;
		return -1;
	}
	t->c_cflag = (t->c_cflag & ~CBAUD) | speed;
	t->c_ospeed = speed;
	return 0;
}
