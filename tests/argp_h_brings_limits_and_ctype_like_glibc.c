/* <argp.h> alone declares what glibc's brings with it: programs such as
   iucode-tool use PATH_MAX, SSIZE_MAX and isdigit with no other include
   (the file would not compile otherwise), and error_t, FILE and the
   getopt names come with it too. */
#define _GNU_SOURCE
#include <argp.h>

int main(void)
{
	char path[PATH_MAX];
	long big = SSIZE_MAX;
	error_t e = ENOENT;
	FILE *f = stdout;
	struct option o = { "x", no_argument, 0, 'x' };

	path[0] = '7';
	if (!isdigit((unsigned char)path[0]) || big < 32767 || e != ENOENT || !f || o.val != 'x')
		return 1;
	return 0;
}
