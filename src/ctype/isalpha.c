#include <ctype.h>

/* Setting bit 5 maps A-Z onto a-z; the unsigned compare rejects everything
   else, EOF and values outside 0..255 included. */
int isalpha(int c)
{
	return ((unsigned)c | 32) - 'a' < 26;
}
