#include <regex.h>
#include <stdlib.h>
#include "regex_impl.h"

/* Frees what regcomp allocated for preg. */
void regfree(regex_t *preg)
{
	struct re_prog *p = preg->__prog;

	if (p) {
		free(p->code);
		free(p->sets);
		free(p);
	}
	preg->__prog = 0;
}
