#include <ctype.h>

/* Bytes above ASCII are no characters in either locale. */
int islower_l(int c, locale_t l)
{
	(void)l;
	return islower(c);
}
