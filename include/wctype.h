#ifndef _WCTYPE_H
#define _WCTYPE_H

#include <features.h>

#define __WEFT_WANT_wint_t
#include <bits/typedefs.h>

#ifndef WEOF
#define WEOF ((wint_t)-1)
#endif

__WEFT_BEGIN

typedef unsigned long wctype_t;
typedef const int *wctrans_t;

/* In the C locale the classes are ASCII's; in C.UTF-8 they are Unicode's
   (the data glibc 2.36 uses). */
int iswalnum(wint_t c);
int iswalpha(wint_t c);
int iswblank(wint_t c);
int iswcntrl(wint_t c);
int iswdigit(wint_t c);
int iswgraph(wint_t c);
int iswlower(wint_t c);
int iswprint(wint_t c);
int iswpunct(wint_t c);
int iswspace(wint_t c);
int iswupper(wint_t c);
int iswxdigit(wint_t c);
int iswctype(wint_t c, wctype_t t);
wctype_t wctype(const char *name);
wint_t towlower(wint_t c);
wint_t towupper(wint_t c);
wint_t towctrans(wint_t c, wctrans_t t);
wctrans_t wctrans(const char *name);

#if defined(_POSIX_C_SOURCE) && _POSIX_C_SOURCE >= 200809L
#define __WEFT_WANT_locale_t
#include <bits/typedefs.h>
int iswalnum_l(wint_t c, locale_t l);
int iswalpha_l(wint_t c, locale_t l);
int iswblank_l(wint_t c, locale_t l);
int iswcntrl_l(wint_t c, locale_t l);
int iswdigit_l(wint_t c, locale_t l);
int iswgraph_l(wint_t c, locale_t l);
int iswlower_l(wint_t c, locale_t l);
int iswprint_l(wint_t c, locale_t l);
int iswpunct_l(wint_t c, locale_t l);
int iswspace_l(wint_t c, locale_t l);
int iswupper_l(wint_t c, locale_t l);
int iswxdigit_l(wint_t c, locale_t l);
int iswctype_l(wint_t c, wctype_t t, locale_t l);
wctype_t wctype_l(const char *name, locale_t l);
wint_t towlower_l(wint_t c, locale_t l);
wint_t towupper_l(wint_t c, locale_t l);
wint_t towctrans_l(wint_t c, wctrans_t t, locale_t l);
wctrans_t wctrans_l(const char *name, locale_t l);
#endif

__WEFT_END

#endif
