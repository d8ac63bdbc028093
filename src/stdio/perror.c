#include <errno.h>
#include <string.h>
#include "errmsg.h"
#include "stdio_impl.h"

/* "s: message\n" on stderr in one write when it fits a line buffer. */
void perror(const char *s)
{
	FILE *f = stderr;
	char eb[32];
	const char *msg = __strerror_buf(errno, eb);
	char line[512];
	size_t n = 0, k;

	if (s && *s) {
		k = strlen(s);
		if (k < 200) {
			memcpy(line, s, k);
			memcpy(line + k, ": ", 2);
			n = k + 2;
		}
	}
	k = strlen(msg);
	FLOCK(f);
	if (n == 0 && s && *s) {
		__fwritex((const unsigned char *)s, strlen(s), f);
		__fwritex((const unsigned char *)": ", 2, f);
	}
	if (n + k + 1 <= sizeof line) {
		memcpy(line + n, msg, k);
		line[n + k] = '\n';
		__fwritex((unsigned char *)line, n + k + 1, f);
	} else {
		__fwritex((unsigned char *)line, n, f);
		__fwritex((const unsigned char *)msg, k, f);
		__putc_unlocked('\n', f);
	}
	FUNLOCK(f);
}
