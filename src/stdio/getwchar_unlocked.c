#define _GNU_SOURCE
#include <wchar.h>
#include "stdio_impl.h"

wint_t getwchar_unlocked(void)
{
	return fgetwc_unlocked(stdin);
}
