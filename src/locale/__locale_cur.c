#include "locale_impl.h"

/* In .bss: zero is "C" in every category, the state a program starts in. */
hidden struct __locale_struct __locale_global;
hidden __thread struct __locale_struct *__locale_thread;

/* The multibyte form of u >= 0x80 in the current LC_CTYPE, in s: its
   length, or 0 if it has none ("C" has none).  For wcrtomb, and for
   printf's %lc and %ls, which refer to it weakly so as not to link the
   locale's state: a program that links none of the functions that
   change the locale is in "C". */
hidden size_t __locale_wctomb(char *s, unsigned u)
{
	return __locale_cur_utf8() ? __utf8_put(s, u) : 0;
}
