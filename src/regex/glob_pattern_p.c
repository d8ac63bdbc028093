#define _GNU_SOURCE
#include <glob.h>

/* Whether glob would treat pattern as a pattern rather than a plain
   name: it has a '*', a '?' or a '[' that a ']' closes.  With quote, a
   backslash makes the next character ordinary. */
int glob_pattern_p(const char *pattern, int quote)
{
	int open = 0;

	for (const char *p = pattern; *p; p++) {
		switch (*p) {
		case '*':
		case '?':
			return 1;
		case '\\':
			if (quote && p[1])
				p++;
			break;
		case '[':
			open = 1;
			break;
		case ']':
			if (open)
				return 1;
			break;
		}
	}
	return 0;
}
