/* A large block is a mapping of its own, listed in /proc/self/maps while it
   is allocated and gone from it once freed; its pages count in the resident
   set only while it lives. */
// test: cflags -fno-builtin
#include <fcntl.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/auxv.h>
#include "check.h"
#include "resident.h"

static char maps[1 << 16];

static uintptr_t hex(const char **s)
{
	uintptr_t v = 0;

	for (;; (*s)++) {
		char c = **s;
		if (c >= '0' && c <= '9')
			v = v * 16 + (c - '0');
		else if (c >= 'a' && c <= 'f')
			v = v * 16 + (c - 'a' + 10);
		else
			return v;
	}
}

/* Is addr inside any mapping? */
static int mapped(uintptr_t addr)
{
	CHECK_GE(t_read_file("/proc/self/maps", maps, sizeof maps), 0);
	for (const char *s = maps; *s;) {
		uintptr_t lo = hex(&s), hi;
		CHECK(*s == '-');
		s++;
		hi = hex(&s);
		if (addr >= lo && addr < hi)
			return 1;
		while (*s && *s != '\n')
			s++;
		if (*s)
			s++;
	}
	return 0;
}

int main(void)
{
	size_t size = 64 << 20;
	long page = (long)getauxval(AT_PAGESZ), before, during, after;
	char *p;

	before = resident_pages();
	p = malloc(size);
	CHECK(p != 0);
	CHECK(mapped((uintptr_t)p));
	CHECK(mapped((uintptr_t)p + size - 1));
	/* Touch every page (volatile: the stores must not be dropped as dead
	   before the free). */
	for (size_t i = 0; i < size; i += page)
		((volatile char *)p)[i] = 1;
	during = resident_pages();
	CHECK(during - before >= (long)(size / page) * 9 / 10);
	free(p);
	after = resident_pages();
	CHECK(!mapped((uintptr_t)p));
	CHECK(!mapped((uintptr_t)p + size / 2));
	CHECK(during - after >= (long)(size / page) * 9 / 10);
	return 0;
}
