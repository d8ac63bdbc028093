#include <string.h>
#include "errmsg.h"

/* strerror's text for a known number, never formatted: null otherwise. */
const char *strerrordesc_np(int errnum)
{
	const char *text = __errmsg(errnum);

	return text && *text ? text : 0;
}
