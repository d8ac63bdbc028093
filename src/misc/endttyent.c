#include "ttyent_impl.h"

/* 1, or 0 when closing the file failed. */
int endttyent(void)
{
	int r;

	if (!__ttys_file)
		return 1;
	r = fclose(__ttys_file) == 0;
	__ttys_file = 0;
	return r;
}
