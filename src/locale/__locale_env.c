#include <stdlib.h>
#include "locale_impl.h"

hidden const char __locale_cat_names[__LC_COUNT][18] = {
	"LC_CTYPE", "LC_NUMERIC", "LC_TIME", "LC_COLLATE", "LC_MONETARY",
	"LC_MESSAGES", "LC_ALL", "LC_PAPER", "LC_NAME", "LC_ADDRESS",
	"LC_TELEPHONE", "LC_MEASUREMENT", "LC_IDENTIFICATION",
};

/* POSIX order: LC_ALL overrides everything, then the category's own
   variable, then LANG; an empty value counts as unset. */
hidden const char *__locale_env(int cat)
{
	const char *v = getenv("LC_ALL");

	if (!v || !*v)
		v = getenv(__locale_cat_names[cat]);
	if (!v || !*v)
		v = getenv("LANG");
	if (!v || !*v)
		v = "C";
	return v;
}
