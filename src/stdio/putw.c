#include <stdio.h>

/* Writes w as getw reads it: 0, or EOF on error. */
int putw(int w, FILE *f)
{
	return fwrite(&w, sizeof w, 1, f) == 1 ? 0 : EOF;
}
