#define _GNU_SOURCE
#include <regex.h>
#include "regex_impl.h"

/* re_search over string1 followed by string2, as if they were one
   text; no match may run past offset stop. */
regoff_t re_search_2(struct re_pattern_buffer *buf, const char *string1, regoff_t length1,
		     const char *string2, regoff_t length2, regoff_t start, regoff_t range,
		     struct re_registers *regs, regoff_t stop)
{
	return __re_search_2(buf, string1, length1, string2, length2, start, range, regs,
			     stop, 0);
}
