#define _GNU_SOURCE
#include <regex.h>
#include "regex_impl.h"

/* Matches at exactly string + start: returns the length of the longest
   match, -1 if there is none, -2 on an internal error. */
regoff_t re_match(struct re_pattern_buffer *buf, const char *string, regoff_t length,
		  regoff_t start, struct re_registers *regs)
{
	return __re_search(buf, string, length, start, 0, length, regs, 1);
}
