#include "cpu.h"
#include "strvec.h"

char *__strchrnul_sse2(const char *s, int c)
{
	return vstrchrnul(s, c);
}
