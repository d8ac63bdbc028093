#define _GNU_SOURCE
#include <wchar.h>
#include "stdio_impl.h"

wint_t putwchar_unlocked(wchar_t wc)
{
	return fputwc_unlocked(wc, stdout);
}
