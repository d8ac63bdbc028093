#include <string.h>
#include "bufput.h"
#include "execinfo_impl.h"
#include "selfelf_impl.h"

static size_t put(char *out, size_t size, size_t n, const char *s)
{
	return __buf_put(out, size, n, s, strlen(s));
}

static size_t hex(char *out, size_t size, size_t n, uintptr_t v)
{
	char b[2 + 2 * sizeof v + 1], *p = b + sizeof b - 1;

	*p = 0;
	do
		*--p = "0123456789abcdef"[v & 15];
	while (v >>= 4);
	*--p = 'x';
	*--p = '0';
	return put(out, size, n, p);
}

/* "program(function+0x1f)[0x401234]" as glibc writes it for a dynamic
   program (sep " " before the address for backtrace_symbols_fd), with
   the name from the program's symbol table when it has one, else
   "program(+0x401234)"; ended by '\0' if it fits in size. */
size_t __bt_line(int fd, void *addr, char *out, size_t size, const char *sep)
{
	uintptr_t a = (uintptr_t)addr, off = a - __libc.base;
	char name[128];
	size_t n = 0;

	n = put(out, size, n, __progname_full);
	n = put(out, size, n, "(");
	/* The symbol table has link-time addresses (a static PIE's start at 0). */
	if (fd >= 0 && !__self_elf_symbol(fd, off, name, sizeof name, &off))
		n = put(out, size, n, name);
	n = put(out, size, n, "+");
	n = hex(out, size, n, off);
	n = put(out, size, n, ")");
	n = put(out, size, n, sep);
	n = put(out, size, n, "[");
	n = hex(out, size, n, a);
	return put(out, size, n, "]");
}
