#include <printf.h>

/* printf_size takes one double, or a long double with L. */
int printf_size_info(const struct printf_info *restrict info, size_t n, int *restrict argtypes)
{
	if (n >= 1)
		argtypes[0] = PA_DOUBLE | (info->is_long_double ? PA_FLAG_LONG_DOUBLE : 0);
	return 1;
}
