#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>

/* Shuffles the string's characters in place (Fisher-Yates, with
   arc4random's unpredictable choices). */
char *strfry(char *s)
{
	size_t n = strlen(s);

	while (n > 1) {
		size_t j = arc4random_uniform((unsigned)n);
		char c = s[--n];
		s[n] = s[j];
		s[j] = c;
	}
	return s;
}
