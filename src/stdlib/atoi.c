#include <stdlib.h>

int atoi(const char *s)
{
	return strtol(s, 0, 10);
}
