#include "libm_ext.h"

float nanf(const char *s)
{
	return __f32_from(0x7fc00000u | (uint32_t)(__nan_payload(s) & ((1u << 22) - 1)));
}
