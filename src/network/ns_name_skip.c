#include "resolv.h"

/* Moves *ptrptr past the name there: 0, or -1 with errno EMSGSIZE (and
   *ptrptr unchanged) when it is malformed or runs past eom. */
int ns_name_skip(const unsigned char **ptrptr, const unsigned char *eom)
{
	int n = dn_skipname(*ptrptr, eom);

	if (n < 0)
		return -1;
	*ptrptr += n;
	return 0;
}
