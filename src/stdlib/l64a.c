#include <stdlib.h>

/* Only the low 32 bits of value count; 0 gives "".  The result lives in a
   buffer the next call overwrites. */
char *l64a(long value)
{
	static const char digits[] =
		"./0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
	static char out[7];
	unsigned long v = (unsigned long)value & 0xffffffffu;
	int n = 0;

	for (; v; v >>= 6)
		out[n++] = digits[v & 63];
	out[n] = 0;
	return out;
}
