#include <string.h>
#include "wctype_impl.h"

hidden wctype_t __wc_class(const char *name)
{
	static const char names[][7] = { "alnum", "alpha", "blank", "cntrl", "digit", "graph",
					 "lower", "print", "punct", "space", "upper", "xdigit" };
	unsigned i;

	for (i = 0; i < sizeof names / sizeof names[0]; i++)
		if (!strcmp(name, names[i]))
			return i + 1;
	return 0;
}
