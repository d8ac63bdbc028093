#include "alias_impl.h"

static struct aliasent entry;
static _Alignas(char *) char buf[__LINE_BUF + (__LINE_BUF / 2 + 2) * sizeof(char *)];

/* getaliasbyname_r into a static result, overwritten by the next call. */
struct aliasent *getaliasbyname(const char *name)
{
	struct aliasent *r;

	return getaliasbyname_r(name, &entry, buf, sizeof buf, &r) ? 0 : r;
}
