#include <errno.h>
#include <unistd.h>

/* In a buffer the next call overwrites; null with errno on failure. */
char *getlogin(void)
{
	static char name[256];
	int e = getlogin_r(name, sizeof name);

	if (e) {
		errno = e;
		return 0;
	}
	return name;
}
