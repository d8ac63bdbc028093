/* Bracket expressions ("[a-z[:digit:]]") shared by fnmatch and glob. */
#ifndef _WEFT_BRACKET_H
#define _WEFT_BRACKET_H

#include "libc.h"

/* Whether the bracket expression starting just after '[' at p matches
   byte c (casefold: either case of a letter).  Returns 1 or 0 and sets
   *end just past the closing ']'; returns -1 when p does not start a
   complete bracket expression (the '[' is then an ordinary character)
   and -2 for an unknown character class.  In regex mode (regex != 0)
   only '^' negates and '\\' is an ordinary character, as POSIX regular
   expressions want; otherwise '!' negates too and noescape decides.
   With regex == 2 a range whose end sorts before its start ("b-a") is
   an error, -3; otherwise it matches nothing. */
hidden int __bracket_match(const char *p, unsigned char c, int noescape, int casefold,
			   int regex, const char **end);
/* Whether byte c is in the named class ("alpha"... without colons, n
   bytes); -1 for an unknown name. */
hidden int __char_class(const char *name, size_t n, unsigned char c);

#endif
