#include <argz.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* An empty argv gives the empty vector: a null buffer of length 0. */
error_t argz_create(char *const argv[], char **argz, size_t *len)
{
	size_t total = 0, n;
	char *p;
	int i;

	for (i = 0; argv[i]; i++)
		total += strlen(argv[i]) + 1;
	*argz = 0;
	*len = 0;
	if (!total)
		return 0;
	p = malloc(total);
	if (!p)
		return ENOMEM;
	*argz = p;
	*len = total;
	for (i = 0; argv[i]; i++) {
		n = strlen(argv[i]) + 1;
		memcpy(p, argv[i], n);
		p += n;
	}
	return 0;
}
