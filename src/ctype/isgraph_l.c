#include <ctype.h>

/* Bytes above ASCII are no characters in either locale. */
int isgraph_l(int c, locale_t l)
{
	(void)l;
	return isgraph(c);
}
