#define _GNU_SOURCE
#include <fcntl.h>
#include <stdlib.h>

/* A new pseudo-terminal master, not made the controlling terminal. */
int getpt(void)
{
	return posix_openpt(O_RDWR | O_NOCTTY);
}
