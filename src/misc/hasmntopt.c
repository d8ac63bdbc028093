#include <mntent.h>
#include <string.h>

/* The option opt among mnt's comma-separated options, alone or with a
   value ("mode=755" for "mode"): where it starts in mnt_opts, or null. */
char *hasmntopt(const struct mntent *mnt, const char *opt)
{
	size_t n = strlen(opt);
	char *s = mnt->mnt_opts;

	if (!s)
		return 0;
	for (;;) {
		if (!strncmp(s, opt, n) && (s[n] == 0 || s[n] == ',' || s[n] == '='))
			return s;
		s = strchr(s, ',');
		if (!s)
			return 0;
		s++;
	}
}
