#include <threads.h>

int thrd_equal(thrd_t a, thrd_t b)
{
	return a == b;
}
