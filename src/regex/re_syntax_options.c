#define _GNU_SOURCE
#include <regex.h>

/* The syntax re_compile_pattern reads; 0 is RE_SYNTAX_EMACS. */
reg_syntax_t re_syntax_options;
