#include <ctype.h>

/* Bytes above ASCII are no characters in either locale. */
int iscntrl_l(int c, locale_t l)
{
	(void)l;
	return iscntrl(c);
}
