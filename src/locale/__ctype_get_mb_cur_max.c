#include <stdlib.h>
#include "locale_impl.h"

/* MB_CUR_MAX expands to a call of this (glibc's name): it depends on the
   calling thread's LC_CTYPE.  4, not glibc's 6: no code point above
   U+10FFFF is encoded, so no character takes more than four bytes. */
size_t __ctype_get_mb_cur_max(void)
{
	return __locale_cur_utf8() ? 4 : 1;
}
