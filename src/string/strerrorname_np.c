#include <string.h>
#include "errlist.h"
#include "errmsg.h"

#define NAME(num, text) #num "\0"

/* The names as the list spells them, one blob in errno order as
   strerror's texts are. */
static const char names[] = ERRORS(NAME);

/* "EINVAL" for EINVAL; null for a number Linux does not use. */
const char *strerrorname_np(int errnum)
{
	const char *text = __errmsg(errnum), *p = names;

	if (!text || !*text)
		return 0;
	for (; errnum; errnum--)
		p += strlen(p) + 1;
	return p;
}
