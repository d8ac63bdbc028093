#include <ctype.h>

/* Nonzero when c is in any of the classes of mask (glibc's _IS* bits);
   c is a character as for the other is* functions. */
int isctype(int c, int mask)
{
	int in = 0;

	if (isupper(c)) in |= _ISupper;
	if (islower(c)) in |= _ISlower;
	if (isalpha(c)) in |= _ISalpha;
	if (isdigit(c)) in |= _ISdigit;
	if (isxdigit(c)) in |= _ISxdigit;
	if (isspace(c)) in |= _ISspace;
	if (isprint(c)) in |= _ISprint;
	if (isgraph(c)) in |= _ISgraph;
	if (isblank(c)) in |= _ISblank;
	if (iscntrl(c)) in |= _IScntrl;
	if (ispunct(c)) in |= _ISpunct;
	if (isalnum(c)) in |= _ISalnum;
	return in & mask;
}
