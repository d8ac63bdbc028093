#include <stdio.h>

/* tmpnam without its static buffer: s must be given (L_tmpnam bytes);
   null without one. */
char *tmpnam_r(char *s)
{
	return s ? tmpnam(s) : 0;
}
