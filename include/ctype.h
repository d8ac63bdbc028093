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

#if defined(_XOPEN_SOURCE) || defined(_DEFAULT_SOURCE)
int isascii(int c);
int toascii(int c);
#endif

__WEFT_END

#endif
