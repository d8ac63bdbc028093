#define _GNU_SOURCE
#include <wchar.h>
#include "stdio_impl.h"

/* The stream lock is recursive: for a caller that holds it, fputws takes
   it again with one compare of the owner, a cost a string does not notice. */
int fputws_unlocked(const wchar_t *restrict ws, FILE *restrict f)
{
	return fputws(ws, f);
}
