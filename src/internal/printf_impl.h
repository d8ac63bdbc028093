/* The registry of printf conversions (register_printf_specifier). */
#ifndef _WEFT_PRINTF_IMPL_H
#define _WEFT_PRINTF_IMPL_H

#include <printf.h>
#include "libc.h"

/* Adds or (fn null) removes spec's conversion; arginfo is the sized form
   or, for register_printf_function, old. */
hidden int __printf_register(int spec, printf_function *fn, printf_arginfo_size_function *arginfo,
			     printf_arginfo_function *old);
/* The argument types of a registered conversion (as its arginfo), or -1
   when info->spec is not registered. */
hidden int __printf_user_types(const struct printf_info *info, size_t n, int *argtypes);

/* register_printf_type's functions: type PA_LAST + i reads with
   __printf_types[i], i < __printf_ntypes. */
#define PRINTF_MAXTYPES 64
extern hidden printf_va_arg_function *volatile __printf_types[PRINTF_MAXTYPES];
extern hidden volatile int __printf_ntypes;

#endif
