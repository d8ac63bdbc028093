#include "stdio_impl.h"

int putchar_unlocked(int c)
{
	return __putc_unlocked(c, stdout);
}
