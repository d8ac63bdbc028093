#define _GNU_SOURCE
#include <regex.h>

/* Sets the syntax later re_compile_pattern calls read; returns the
   previous one. */
reg_syntax_t re_set_syntax(reg_syntax_t syntax)
{
	reg_syntax_t old = re_syntax_options;

	re_syntax_options = syntax;
	return old;
}
