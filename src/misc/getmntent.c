#include <mntent.h>
#include <stdio.h>

/* getmntent_r into a static entry and line buffer: each call overwrites
   what the last one returned. */
struct mntent *getmntent(FILE *stream)
{
	static struct mntent mnt;
	static char line[4096];

	return getmntent_r(stream, &mnt, line, sizeof line);
}
