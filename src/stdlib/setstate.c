#include <errno.h>
#include <stdlib.h>
#include "lock.h"
#include "random_impl.h"

/* Switches to a state that initstate prepared; returns the previous one.
   The state keeps its own position, so the sequence continues where it
   was left. */
char *setstate(char *state)
{
	__rword *st = (__rword *)state;
	char *old;
	unsigned type = st[0] & 0xff, pos = st[0] >> 8 & 0xff;
	static const unsigned char deg[5] = { 1, 7, 15, 31, 63 };

	if (type > 4 || pos >= deg[type] || st[0] >> 16) {
		errno = EINVAL;
		return 0;
	}
	__lock(&__random_lock);
	old = (char *)__random_state;
	__random_state = st;
	__unlock(&__random_lock);
	return old;
}
