#include <execinfo.h>
#include <unistd.h>
#include "execinfo_impl.h"
#include "selfelf_impl.h"

/* Without malloc, for crash handlers: a line at a time from the stack. */
void backtrace_symbols_fd(void *const *buffer, int size, int fd)
{
	int self = size > 0 ? __self_elf_open() : -1;
	char line[512];

	for (int i = 0; i < size; i++) {
		size_t n = __bt_line(self, buffer[i], line, sizeof line - 1, " ");
		if (n > sizeof line - 2)
			n = sizeof line - 2;
		line[n++] = '\n';
		if (write(fd, line, n) < 0)
			break;
	}
	if (self >= 0)
		close(self);
}
