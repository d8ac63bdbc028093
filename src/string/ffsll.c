#include <strings.h>

int ffsll(long long i)
{
	return i ? __builtin_ctzll((unsigned long long)i) + 1 : 0;
}
