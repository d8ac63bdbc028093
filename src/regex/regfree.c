#define _GNU_SOURCE
#include <regex.h>
#include <stdlib.h>
#include "regex_impl.h"

void __regex_free(struct re_prog *p)
{
	if (p) {
		free(p->code);
		free(p->sets);
		free(p->tr);
		free(p);
	}
}

/* Frees what regcomp allocated for preg, and (as glibc does) the
   fastmap and translate table a GNU program attached. */
void regfree(regex_t *preg)
{
	__regex_free(preg->buffer);
	preg->buffer = 0;
	preg->allocated = preg->used = 0;
	free(preg->fastmap);
	preg->fastmap = 0;
	free(preg->translate);
	preg->translate = 0;
}
