#define _GNU_SOURCE
#include <regex.h>
#include <stdlib.h>
#include <string.h>
#include "regex_impl.h"

/* The two-string forms: the engine wants one text, so the strings are
   joined in a copy unless one of them is empty. */
int __re_search_2(struct re_pattern_buffer *buf, const char *s1, int n1, const char *s2,
		  int n2, int start, int range, struct re_registers *regs, int stop,
		  int want_len)
{
	char *both = 0;
	const char *text = n2 ? s2 : s1;
	int r;

	if (n1 < 0 || n2 < 0 || stop < 0 || n1 > 0x7fffffff - n2)
		return -2;
	if (n1 && n2) {
		both = malloc((size_t)n1 + n2);
		if (!both)
			return -2;
		memcpy(both, s1, n1);
		memcpy(both + n1, s2, n2);
		text = both;
	}
	r = __re_search(buf, text, n1 + n2, start, range, stop, regs, want_len);
	free(both);
	return r;
}
