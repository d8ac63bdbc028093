#include <stdio.h>

/* One int in the machine's representation; EOF at the end or on error
   (ferror and feof tell it from a stored -1). */
int getw(FILE *f)
{
	int w;

	return fread(&w, sizeof w, 1, f) == 1 ? w : EOF;
}
