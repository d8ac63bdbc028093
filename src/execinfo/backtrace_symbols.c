#include <execinfo.h>
#include <stdlib.h>
#include <unistd.h>
#include "execinfo_impl.h"
#include "selfelf_impl.h"

/* One allocation holds the pointers and the strings, so the caller
   frees only the array (as glibc). */
char **backtrace_symbols(void *const *buffer, int size)
{
	int fd = size > 0 ? __self_elf_open() : -1;
	size_t need = 0, at;
	char **v;

	if (size < 0)
		size = 0;
	for (int i = 0; i < size; i++)
		need += __bt_line(fd, buffer[i], 0, 0, "") + 1;
	if ((v = malloc(size * sizeof *v + need))) {
		at = size * sizeof *v;
		for (int i = 0; i < size; i++) {
			v[i] = (char *)v + at;
			at += __bt_line(fd, buffer[i], v[i], need + size * sizeof *v - at, "") + 1;
		}
	}
	if (fd >= 0)
		close(fd);
	return v;
}
