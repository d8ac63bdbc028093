#include <errno.h>
#include <termios.h>

/* Both directions at once. */
int cfsetspeed(struct termios *t, speed_t speed)
{
	if (speed & ~CBAUD) {
		errno = EINVAL;
		return -1;
	}
	t->c_cflag = (t->c_cflag & ~CBAUD) | speed;
	t->c_ospeed = speed;
	t->c_ispeed = speed;
	return 0;
}
