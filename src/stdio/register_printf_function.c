#include "printf_impl.h"

/* The older form: arginfo does not give sizes. */
int register_printf_function(int spec, printf_function *fn, printf_arginfo_function *arginfo)
{
	return __printf_register(spec, fn, 0, arginfo);
}
