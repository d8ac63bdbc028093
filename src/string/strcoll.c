#include <string.h>

/* Only the "C" locale exists: collation is byte order. */
int strcoll(const char *a, const char *b)
{
	return strcmp(a, b);
}
