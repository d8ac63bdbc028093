#include <wchar.h>
#include "wctype_impl.h"

/* -1 for a non-printable character (all of them above ASCII in the C
   locale), as glibc. */
int wcwidth(wchar_t c)
{
	return (int)(__wc_props(c, __locale_cur()) >> 12) - 1;
}
