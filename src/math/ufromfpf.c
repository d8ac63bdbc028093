#define _GNU_SOURCE
#include "libm_ext.h"

uintmax_t ufromfpf(float x, int rnd, unsigned width)
{
	return (uintmax_t)__fromfp(x, rnd, width, 1, 0);
}
