#include "printf_impl.h"

/* fn null removes spec's conversion. */
int register_printf_specifier(int spec, printf_function *fn, printf_arginfo_size_function *arginfo)
{
	return __printf_register(spec, fn, arginfo, 0);
}
