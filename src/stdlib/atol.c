#include <stdlib.h>

long atol(const char *s)
{
	return strtol(s, 0, 10);
}
