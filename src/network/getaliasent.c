#include <errno.h>
#include "alias_impl.h"

static struct aliasent entry;
/* Room for any entry that fits __LINE_BUF: its strings and a pointer
   for each member (two bytes at least each). */
static _Alignas(char *) char buf[__LINE_BUF + (__LINE_BUF / 2 + 2) * sizeof(char *)];

/* getaliasent_r into a static result, overwritten by the next call. */
struct aliasent *getaliasent(void)
{
	struct aliasent *r;
	int e;

	while ((e = getaliasent_r(&entry, buf, sizeof buf, &r)) == ERANGE)
		__aliasent_held = 0;
	return e ? 0 : r;
}
