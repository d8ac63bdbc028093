#include "stdio_impl.h"

char *gets(char *s);

/* Removed from C11 and never safe: kept for old sources.  A line from
   stdin without its newline; null at end of file with nothing read, or
   on a read error. */
char *gets(char *s)
{
	size_t n = 0;
	int c;

	FLOCK(stdin);
	while ((c = getc_unlocked(stdin)) != EOF && c != '\n')
		s[n++] = (char)c;
	FUNLOCK(stdin);
	if (c == EOF && (!n || ferror(stdin)))
		return 0;
	s[n] = 0;
	return s;
}
