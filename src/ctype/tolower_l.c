#include <ctype.h>

int tolower_l(int c, locale_t l)
{
	(void)l;
	return tolower(c);
}
