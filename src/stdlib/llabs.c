#include <stdlib.h>

long long llabs(long long x)
{
	return x < 0 ? -x : x;
}
