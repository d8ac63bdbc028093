#define _GNU_SOURCE
#include <string.h>
#include "strvec.h"

char *strchrnul(const char *s, int c)
{
	return vstrchrnul(s, c);
}
