#include <errno.h>
#include <limits.h>
#include <unistd.h>

/* The name lives in static storage, overwritten by the next call. */
char *ttyname(int fd)
{
	static char name[TTY_NAME_MAX + 96];
	int e = ttyname_r(fd, name, sizeof name);

	if (e) {
		errno = e;
		return 0;
	}
	return name;
}
