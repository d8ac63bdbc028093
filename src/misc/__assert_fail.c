#include <assert.h>
#include <elf.h>
#include <stdlib.h>
#include <string.h>
#include "libc.h"
#include "syscall.h"

/*
 * The program name is the last component of argv[0], as glibc prints it.
 * The start-up code keeps no argv, but the kernel's vector is still on the
 * stack below the auxiliary vector: [argc] [argv...] NULL [envp...] NULL
 * [auxv].  The environment functions never write into that vector, so
 * from the auxiliary vector we can step back over envp to argv's NULL and
 * then find argc as the one slot whose value is its distance from that
 * NULL (argv's slots are pointers, never such small numbers).  AT_EXECFN,
 * the path given to execve, is the fallback.
 */
static const char *progname(void)
{
	char **p, *name = 0, *s;
	size_t *auxv = __libc.auxv;

	if (auxv) {
		p = (char **)auxv - 2;
		while (*p)
			p--;
		for (size_t k = 0; k < 65536; k++) {
			if ((size_t)p[-(long)k - 1] == k) {
				name = k ? p[-(long)k] : 0;
				break;
			}
		}
		if (!name)
			for (size_t *a = auxv; *a; a += 2)
				if (*a == AT_EXECFN)
					name = (char *)a[1];
	}
	if (!name)
		return "";
	for (s = name; *s; s++)
		if (*s == '/')
			name = s + 1;
	return name;
}

struct out {
	char buf[1024];
	size_t len;
};

static void flush(struct out *o)
{
	size_t off = 0;

	while (off < o->len) {
		long r = __syscall(SYS_write, 2, o->buf + off, o->len - off);
		if (r <= 0)
			break;
		off += r;
	}
	o->len = 0;
}

static void put(struct out *o, const char *s)
{
	while (*s) {
		if (o->len == sizeof o->buf)
			flush(o);
		o->buf[o->len++] = *s++;
	}
}

_Noreturn void __assert_fail(const char *expr, const char *file,
			     unsigned line, const char *func)
{
	struct out o;
	char num[16], *p = num + sizeof num;
	const char *name = progname();

	*--p = 0;
	do
		*--p = '0' + line % 10;
	while (line /= 10);

	o.len = 0;
	put(&o, name);
	if (*name)
		put(&o, ": ");
	put(&o, file);
	put(&o, ":");
	put(&o, p);
	put(&o, ": ");
	if (func) {
		put(&o, func);
		put(&o, ": ");
	}
	put(&o, "Assertion `");
	put(&o, expr);
	put(&o, "' failed.\n");
	flush(&o);
	abort();
}
