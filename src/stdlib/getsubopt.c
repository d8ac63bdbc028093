#include <stdlib.h>
#include <string.h>

/* Takes the next comma-separated suboption off *optp ("name" or
   "name=value"), ends it in place and moves *optp past it.  Returns the
   index of name in the null-terminated tokens with *valuep at the value
   (null without '='), or -1 with *valuep at the whole unknown suboption.
   At the end of the string it returns -1 and leaves *valuep alone.
   Thread-safe on distinct strings; async-signal-safe. */
int getsubopt(char **restrict optp, char *const *restrict tokens, char **restrict valuep)
{
	char *opt = *optp, *end, *eq;
	size_t namelen;

	if (!*opt)
		return -1;
	end = strchr(opt, ',');
	if (!end)
		end = opt + strlen(opt);
	eq = memchr(opt, '=', end - opt);
	namelen = (eq ? eq : end) - opt;
	*optp = *end ? end + 1 : end;
	*end = 0;
	for (int i = 0; tokens[i]; i++) {
		if (!strncmp(opt, tokens[i], namelen) && !tokens[i][namelen]) {
			*valuep = eq ? eq + 1 : 0;
			return i;
		}
	}
	*valuep = opt;
	return -1;
}
