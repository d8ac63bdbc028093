#include <stdlib.h>
#include "lock.h"

/* C11 asks for at least 32 handlers; a fixed table keeps quick_exit free
   of any allocation. */
#define MAX_HANDLERS 64

static void (*handlers[MAX_HANDLERS])(void);
static int count;
LOCK_DEFINE(static, lock, LOCK_LEVEL_STATE);

hidden void __funcs_on_quick_exit(void)
{
	for (;;) {
		void (*fn)(void);

		__lock(&lock);
		if (!count) {
			__unlock(&lock);
			return;
		}
		fn = handlers[--count];
		__unlock(&lock);
		fn();
	}
}

/* Registers fn for quick_exit; 0, or nonzero when the table is full. */
int at_quick_exit(void (*fn)(void))
{
	int r = -1;

	__lock(&lock);
	if (count < MAX_HANDLERS) {
		handlers[count++] = fn;
		r = 0;
	}
	__unlock(&lock);
	return r;
}
