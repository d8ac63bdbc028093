#include <limits.h>
#include <locale.h>

/* "C" and "C.UTF-8" share their numeric and monetary data: no grouping,
   no currency, CHAR_MAX for "not available". */
struct lconv *localeconv(void)
{
	static struct lconv lc = {
		".", "", "", "", "", "", "", "", "", "",
		CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX,
		CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX,
		CHAR_MAX, CHAR_MAX,
	};
	return &lc;
}
