#define _GNU_SOURCE
#include <wchar.h>
#include "stdio_impl.h"

/* The stream lock is recursive: for a caller that holds it, fgetws takes
   it again with one compare of the owner, a cost a line does not notice. */
wchar_t *fgetws_unlocked(wchar_t *restrict ws, int n, FILE *restrict f)
{
	return fgetws(ws, n, f);
}
