#include <inttypes.h>

imaxdiv_t imaxdiv(intmax_t num, intmax_t den)
{
	imaxdiv_t r = { num / den, num % den };
	return r;
}
