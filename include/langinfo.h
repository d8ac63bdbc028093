#ifndef _LANGINFO_H
#define _LANGINFO_H

#include <features.h>
#include <nl_types.h>

/* An item is (category << 16) | index, the numbering glibc uses. */
#define CODESET     0x0000e
#define RADIXCHAR   0x10000
#define THOUSEP     0x10001
#define ABDAY_1     0x20000
#define ABDAY_2     0x20001
#define ABDAY_3     0x20002
#define ABDAY_4     0x20003
#define ABDAY_5     0x20004
#define ABDAY_6     0x20005
#define ABDAY_7     0x20006
#define DAY_1       0x20007
#define DAY_2       0x20008
#define DAY_3       0x20009
#define DAY_4       0x2000a
#define DAY_5       0x2000b
#define DAY_6       0x2000c
#define DAY_7       0x2000d
#define ABMON_1     0x2000e
#define ABMON_2     0x2000f
#define ABMON_3     0x20010
#define ABMON_4     0x20011
#define ABMON_5     0x20012
#define ABMON_6     0x20013
#define ABMON_7     0x20014
#define ABMON_8     0x20015
#define ABMON_9     0x20016
#define ABMON_10    0x20017
#define ABMON_11    0x20018
#define ABMON_12    0x20019
#define MON_1       0x2001a
#define MON_2       0x2001b
#define MON_3       0x2001c
#define MON_4       0x2001d
#define MON_5       0x2001e
#define MON_6       0x2001f
#define MON_7       0x20020
#define MON_8       0x20021
#define MON_9       0x20022
#define MON_10      0x20023
#define MON_11      0x20024
#define MON_12      0x20025
#define AM_STR      0x20026
#define PM_STR      0x20027
#define D_T_FMT     0x20028
#define D_FMT       0x20029
#define T_FMT       0x2002a
#define T_FMT_AMPM  0x2002b
#define ERA         0x2002c
#define ERA_YEAR    0x2002d
#define ERA_D_FMT   0x2002e
#define ALT_DIGITS  0x2002f
#define ERA_D_T_FMT 0x20030
#define ERA_T_FMT   0x20031
#define _DATE_FMT   0x2006c
#define ALTMON_1    0x2006f
#define ALTMON_2    0x20070
#define ALTMON_3    0x20071
#define ALTMON_4    0x20072
#define ALTMON_5    0x20073
#define ALTMON_6    0x20074
#define ALTMON_7    0x20075
#define ALTMON_8    0x20076
#define ALTMON_9    0x20077
#define ALTMON_10   0x20078
#define ALTMON_11   0x20079
#define ALTMON_12   0x2007a
#define _NL_ABALTMON_1  0x20087
#define CRNCYSTR    0x4000f
#define YESEXPR     0x50000
#define NOEXPR      0x50001
#define YESSTR      0x50002
#define NOSTR       0x50003

#if defined(_GNU_SOURCE) || defined(_DEFAULT_SOURCE)
/* The name of category c's locale (glibc's item number; musl's name, which
   gnulib looks for to learn the name of a newlocale object). */
#define _NL_LOCALE_NAME(c) (((c) << 16) | 0xffff)
#define NL_LOCALE_NAME(c)  _NL_LOCALE_NAME(c)
#endif

__WEFT_BEGIN

char *nl_langinfo(nl_item item);

#if defined(_POSIX_C_SOURCE) && _POSIX_C_SOURCE >= 200809L
#define __WEFT_WANT_locale_t
#include <bits/typedefs.h>
char *nl_langinfo_l(nl_item item, locale_t l);
#endif

__WEFT_END

#endif
