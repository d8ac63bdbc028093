#include <string.h>
#include <strings.h>

/* clang emits calls to bcmp for equality-only memcmp uses. */
int bcmp(const void *a, const void *b, size_t n)
{
	return memcmp(a, b, n);
}
