#include "cpu.h"
#include "strchrnul_avx2.h"

AVX2 char *__strchr_avx2(const char *s, int c)
{
	char *r = strchrnul_avx2(s, c);

	return *r == (char)c ? r : 0;
}
