#include <string.h>

/* Messages are English in every locale weft has. */
char *strerror_l(int errnum, locale_t l)
{
	(void)l;
	return strerror(errnum);
}
