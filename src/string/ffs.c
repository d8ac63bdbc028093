#include <strings.h>

int ffs(int i)
{
	return i ? __builtin_ctz((unsigned)i) + 1 : 0;
}
