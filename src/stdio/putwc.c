#include <wchar.h>

wint_t putwc(wchar_t wc, FILE *f)
{
	return fputwc(wc, f);
}
