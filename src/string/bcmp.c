#include <string.h>
#include <strings.h>

/* Equality only; clang also emits calls to bcmp for memcmp(...) == 0. */
int bcmp(const void *a, const void *b, size_t n)
{
	return memcmp(a, b, n);
}
