#include <locale.h>
#include "langinfo_impl.h"

/* The LC_TIME strings, in item order from ABDAY_1 to ERA_T_FMT. */
static const char time_strs[] =
	"Sun\0Mon\0Tue\0Wed\0Thu\0Fri\0Sat\0"
	"Sunday\0Monday\0Tuesday\0Wednesday\0Thursday\0Friday\0Saturday\0"
	"Jan\0Feb\0Mar\0Apr\0May\0Jun\0Jul\0Aug\0Sep\0Oct\0Nov\0Dec\0"
	"January\0February\0March\0April\0May\0June\0July\0August\0"
	"September\0October\0November\0December\0"
	"AM\0PM\0"
	"%a %b %e %H:%M:%S %Y\0%m/%d/%y\0%H:%M:%S\0%I:%M:%S %p\0"
	"\0\0\0\0\0";

static const char *nth(const char *s, int n)
{
	while (n--)
		while (*s++)
			;
	return s;
}

/* Unknown items give "", as in glibc (POSIX allows it). */
hidden char *__langinfo(nl_item item, const struct __locale_struct *l)
{
	int cat = item >> 16, idx = item & 0xffff;
	const char *r = "";

	/* A category's locale name: setlocale's for the global locale, the
	   one newlocale was given for an object. */
	if (idx == 0xffff && cat >= 0 && cat < __LC_COUNT && cat != LC_ALL) {
		if (l == &__locale_global)
			return setlocale(cat, 0);
		return (char *)(l->utf8 & 1u << cat ? l->name[cat] : "C");
	}
	switch (cat) {
	case LC_CTYPE:
		if (item == CODESET)
			r = __locale_is_utf8(l) ? "UTF-8" : "ANSI_X3.4-1968";
		break;
	case LC_NUMERIC:
		if (item == RADIXCHAR)
			r = ".";
		break;
	case LC_TIME:
		if (idx <= ERA_T_FMT - ABDAY_1)
			r = nth(time_strs, idx);
		else if (item == _DATE_FMT)
			r = "%a %b %e %H:%M:%S %Z %Y";
		else if (item >= ALTMON_1 && item <= ALTMON_12)
			r = nth(time_strs, MON_1 - ABDAY_1 + item - ALTMON_1);
		else if (item >= _NL_ABALTMON_1 && item < _NL_ABALTMON_1 + 12)
			r = nth(time_strs, ABMON_1 - ABDAY_1 + item - _NL_ABALTMON_1);
		break;
	case LC_MONETARY:
		if (item == CRNCYSTR)
			r = "-";
		break;
	case LC_MESSAGES:
		if (item == YESEXPR)
			r = "^[yY]";
		else if (item == NOEXPR)
			r = "^[nN]";
		break;
	}
	return (char *)r;
}
