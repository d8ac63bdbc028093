#define _GNU_SOURCE
#include <regex.h>
#include "regex_impl.h"

/* Finds the first match in string[0..length) that starts between start
   and start + range (searching backwards when range < 0).  Returns its
   start, -1 if there is none, -2 on an internal error (memory). */
regoff_t re_search(struct re_pattern_buffer *buf, const char *string, regoff_t length,
		   regoff_t start, regoff_t range, struct re_registers *regs)
{
	return __re_search(buf, string, length, start, range, length, regs, 0);
}
