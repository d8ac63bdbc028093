#include "cpu.h"
#include "strvec.h"

char *__strchr_sse2(const char *s, int c)
{
	char *r = vstrchrnul(s, c);

	return *r == (char)c ? r : 0;
}
