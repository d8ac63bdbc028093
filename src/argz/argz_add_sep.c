#include <argz.h>
#include <stdlib.h>

/* Split with argz_create_sep, so the pieces follow its rules, then append. */
error_t argz_add_sep(char **argz, size_t *len, const char *s, int sep)
{
	char *piece;
	size_t n;
	error_t e = argz_create_sep(s, sep, &piece, &n);

	if (e)
		return e;
	e = argz_append(argz, len, piece, n);
	free(piece);
	return e;
}
