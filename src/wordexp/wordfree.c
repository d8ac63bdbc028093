#include <stdlib.h>
#include <wordexp.h>

/* Frees the fields of a successful wordexp; the vector pointer becomes
   null, so a second call does nothing. */
void wordfree(wordexp_t *we)
{
	if (!we || !we->we_wordv)
		return;
	for (size_t i = 0; i < we->we_wordc; i++)
		free(we->we_wordv[we->we_offs + i]);
	free(we->we_wordv);
	we->we_wordv = 0;
	we->we_wordc = 0;
}
