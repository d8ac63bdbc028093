#define _GNU_SOURCE
#include <regex.h>
#include <stdlib.h>
#include <string.h>
#include "regex_impl.h"

/* Compiles length bytes of pattern with re_syntax_options into buf (the
   caller sets buffer, allocated, fastmap and translate first; a
   program already in buf is replaced; the translate table is copied).  Returns 0, or regerror's text
   for what is wrong.  The pattern ends at its first NUL, if any. */
const char *re_compile_pattern(const char *pattern, size_t length, struct re_pattern_buffer *buf)
{
	reg_syntax_t syntax = re_syntax_options;
	struct re_prog *old = buf->allocated ? buf->buffer : 0;
	char *copy = length < (size_t)-1 ? malloc(length + 1) : 0;
	int r;

	if (!copy)
		return __regex_message(REG_ESPACE);
	memcpy(copy, pattern, length);
	copy[length] = 0;
	r = __regex_compile(buf, copy, syntax, buf->translate);
	free(copy);
	if (r)
		return __regex_message(r);
	__regex_free(old);
	buf->can_be_null = 0;
	buf->regs_allocated = REGS_UNALLOCATED;
	buf->no_sub = !!(syntax & RE_NO_SUB);
	buf->not_bol = buf->not_eol = 0;
	/* GNU programs search multi-line buffers: ^ and $ at each line */
	buf->newline_anchor = 1;
	return 0;
}
