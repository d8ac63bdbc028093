#ifndef _CTYPE_H
#define _CTYPE_H

#include <features.h>

__WEFT_BEGIN

/* The "C" locale only: the classes are those of ASCII; EOF and the values
   128..255 belong to none, and tolower/toupper leave them unchanged.  Any
   int is accepted. */
int isalnum(int c);
int isalpha(int c);
int isblank(int c);
int iscntrl(int c);
int isdigit(int c);
int isgraph(int c);
int islower(int c);
int isprint(int c);
int ispunct(int c);
int isspace(int c);
int isupper(int c);
int isxdigit(int c);
int tolower(int c);
int toupper(int c);

#ifdef _DEFAULT_SOURCE
/* The class bits glibc's isctype takes (their values are glibc's). */
enum {
	_ISupper = 0x100, _ISlower = 0x200, _ISalpha = 0x400, _ISdigit = 0x800,
	_ISxdigit = 0x1000, _ISspace = 0x2000, _ISprint = 0x4000, _ISgraph = 0x8000,
	_ISblank = 0x1, _IScntrl = 0x2, _ISpunct = 0x4, _ISalnum = 0x8
};
int isctype(int c, int mask);
#endif
#if defined(_XOPEN_SOURCE) || defined(_DEFAULT_SOURCE)
int isascii(int c);
int toascii(int c);
#endif

#if defined(_POSIX_C_SOURCE) && _POSIX_C_SOURCE >= 200809L
#define __WEFT_WANT_locale_t
#include <bits/typedefs.h>
int isalnum_l(int c, locale_t l);
int isalpha_l(int c, locale_t l);
int isblank_l(int c, locale_t l);
int iscntrl_l(int c, locale_t l);
int isdigit_l(int c, locale_t l);
int isgraph_l(int c, locale_t l);
int islower_l(int c, locale_t l);
int isprint_l(int c, locale_t l);
int ispunct_l(int c, locale_t l);
int isspace_l(int c, locale_t l);
int isupper_l(int c, locale_t l);
int isxdigit_l(int c, locale_t l);
int tolower_l(int c, locale_t l);
int toupper_l(int c, locale_t l);
#endif

__WEFT_END

#endif
