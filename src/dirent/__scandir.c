#include <errno.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include "dirent_impl.h"
#include "syscall.h"

/* The body of scandir and scandirat, on a directory descriptor (from
   openat, or an error from it) that it always consumes.  On failure
   nothing stays allocated and errno says why. */
hidden int __scandir_fd(long fd, struct dirent ***namelist,
			int (*filter)(const struct dirent *),
			int (*compar)(const struct dirent **, const struct dirent **))
{
	struct dirent **list = 0, **grown, *de, *copy;
	size_t n = 0, cap = 0, size;
	int saved = errno, e = 0;
	DIR *d;

	if (fd < 0)
		return __syscall_ret(fd);
	d = __dir_new(fd);
	if (!d) {
		__syscall(SYS_close, fd);
		errno = ENOMEM;
		return -1;
	}
	for (;;) {
		errno = 0;
		de = readdir(d);
		if (!de) {
			e = errno;
			break;
		}
		if (filter && !filter(de))
			continue;
		if (n == cap) {
			cap = cap ? 2 * cap : 32;
			grown = realloc(list, cap * sizeof *list);
			if (!grown) {
				e = ENOMEM;
				break;
			}
			list = grown;
		}
		size = offsetof(struct dirent, d_name) + strlen(de->d_name) + 1;
		copy = malloc(size < sizeof *copy ? sizeof *copy : size);
		if (!copy) {
			e = ENOMEM;
			break;
		}
		memcpy(copy, de, size);
		list[n++] = copy;
	}
	closedir(d);
	if (e || n > 0x7fffffff) {
		while (n)
			free(list[--n]);
		free(list);
		errno = e ? e : EOVERFLOW;
		return -1;
	}
	if (compar && n > 1)
		qsort(list, n, sizeof *list, (int (*)(const void *, const void *))compar);
	*namelist = list;
	errno = saved;
	return n;
}
