#define _GNU_SOURCE
#include <regex.h>
#include <stdlib.h>
#include "regex_impl.h"

/* Frees what regcomp allocated for preg, and (as glibc does) the
   fastmap and translate table a GNU program attached. */
void regfree(regex_t *preg)
{
	struct re_prog *p = preg->buffer;

	if (p) {
		free(p->code);
		free(p->sets);
		free(p);
	}
	preg->buffer = 0;
	preg->allocated = preg->used = 0;
	free(preg->fastmap);
	preg->fastmap = 0;
	free(preg->translate);
	preg->translate = 0;
}
