#include <libgen.h>
#include <string.h>

/* The directory part of path, cut in place.  "//" keeps its two slashes
   (POSIX lets an implementation give exactly two leading slashes their own
   meaning, and glibc keeps them); any other run of leading slashes becomes
   one.  No slash at all gives ".".  Async-signal-safe. */
char *dirname(char *path)
{
	size_t end, lead;

	if (!path || !*path)
		return ".";
	end = strlen(path);
	while (end && path[end - 1] == '/')
		end--;
	if (end) {
		/* drop the last component, then the slashes before it */
		while (end && path[end - 1] != '/')
			end--;
		if (!end)
			return ".";
		while (end && path[end - 1] == '/')
			end--;
	}
	if (end) {
		path[end] = 0;
		return path;
	}
	lead = strspn(path, "/");
	path[lead == 2 ? 2 : 1] = 0;
	return path;
}
