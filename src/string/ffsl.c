#include <strings.h>

int ffsl(long i)
{
	return i ? __builtin_ctzl((unsigned long)i) + 1 : 0;
}
