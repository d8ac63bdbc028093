#include <string.h>
#include "strvec.h"

char *strchr(const char *s, int c)
{
	char *r = vstrchrnul(s, c);

	return *r == (char)c ? r : 0;
}
