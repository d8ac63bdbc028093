#include "resolv.h"

hidden char *__ent_next(struct __ent_file *e, const char *path)
{
	char *line;
	int err = 0;

	if (!e->open) {
		if (__lines_open(&e->f, path))
			return 0;
		e->open = 1;
	}
	line = __lines_next(&e->f, &err);
	return line;
}

hidden void __ent_close(struct __ent_file *e)
{
	if (e->open)
		__lines_close(&e->f);
	e->open = 0;
}
