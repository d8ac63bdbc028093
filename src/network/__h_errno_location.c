#include <netdb.h>

/* Per thread, as errno: the gethostby* functions report through it. */
int *__h_errno_location(void)
{
	static __thread int value;

	return &value;
}
