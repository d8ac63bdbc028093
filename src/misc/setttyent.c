#include "ttyent_impl.h"

hidden FILE *__ttys_file;

/* Opens /etc/ttys, or goes back to its start: 1, or 0 when it cannot be
   opened (the usual case on Linux). */
int setttyent(void)
{
	if (__ttys_file) {
		rewind(__ttys_file);
		return 1;
	}
	__ttys_file = fopen(_PATH_TTYS, "re");
	return __ttys_file != 0;
}
