#include <stdio.h>
#include <stdlib.h>
#include "obstack_impl.h"

static void exhausted(void)
{
	fputs("memory exhausted\n", stderr);
	exit(obstack_exit_failure);
}

/* Alone in its file (with its default): a program that defines it links
   without a clash. */
void (*obstack_alloc_failed_handler)(void) = exhausted;
