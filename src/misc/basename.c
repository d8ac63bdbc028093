#include <libgen.h>
#include <string.h>

/* The last component of path.  Trailing slashes are cut by writing a
   terminator over the first of them, as glibc's POSIX basename does; a
   path of slashes only yields "/" and is left alone.  Thread-safe when
   callers use distinct strings; async-signal-safe. */
char *basename(char *path)
{
	size_t len, end;

	if (!path || !*path)
		return ".";
	len = strlen(path);
	end = len;
	while (end && path[end - 1] == '/')
		end--;
	if (!end)
		return path + len - 1;
	path[end] = 0;
	while (end && path[end - 1] != '/')
		end--;
	return path + end;
}
