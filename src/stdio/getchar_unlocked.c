#include "stdio_impl.h"

int getchar_unlocked(void)
{
	return __getc_unlocked(stdin);
}
