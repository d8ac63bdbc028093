#include "cpu.h"
#include "strchrnul_avx2.h"

AVX2 char *__strchrnul_avx2(const char *s, int c)
{
	return strchrnul_avx2(s, c);
}
