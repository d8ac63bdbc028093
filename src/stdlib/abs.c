#include <stdlib.h>

/* abs(INT_MIN) is undefined behaviour in C; no check is made. */
int abs(int x)
{
	return x < 0 ? -x : x;
}
