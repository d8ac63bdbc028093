/* Test helper: the calling program's resident set, in pages.

   Natively it is the process's, from /proc/self/statm (its second
   field), read with open/read only.  Under qemu-user that figure is the
   emulator's, with its translated-code caches and the memory of its own
   host threads, which grow and shrink with the program's threads; there
   the pages counted are those of the program's own mappings, listed by
   the /proc/self/maps qemu-user gives its guest (only the guest's
   mappings), each asked of mincore(2) whether it is in memory.  Both
   count what the program touched and still holds: a test compares one
   figure with another taken the same way. */
#ifndef WEFT_TEST_RESIDENT_H
#define WEFT_TEST_RESIDENT_H

#include <fcntl.h>
#include <stdint.h>
#include <sys/mman.h>
#include <unistd.h>
#include "check.h"

/* The resident pages of [lo, hi) (page-aligned), asked of mincore a
   chunk at a time; 0 for a range mincore refuses (nothing mapped). */
__attribute__((unused)) static long resident_range_pages(uintptr_t lo, uintptr_t hi)
{
	static unsigned char vec[4096];
	long page = sysconf(_SC_PAGESIZE), n = 0;

	while (lo < hi) {
		uintptr_t len = hi - lo;
		if (len > sizeof vec * (uintptr_t)page)
			len = sizeof vec * (uintptr_t)page;
		if (mincore((void *)lo, len, vec) != 0)
			return n;
		for (uintptr_t i = 0; i < len / page; i++)
			n += vec[i] & 1;
		lo += len;
	}
	return n;
}

/* Sum over the lines "lo-hi perms ..." of /proc/self/maps, parsed as
   they are read (the file may be longer than any buffer).  Mappings
   that cannot be read (no r in their permissions) hold nothing the
   program keeps in use, and mincore would count those of a file from
   its page cache anyway. */
__attribute__((unused)) static long resident_mapped_pages(void)
{
	char buf[4096];
	uintptr_t v[2] = { 0, 0 };
	int field = 0, col = 0, readable = 0;
	long n = 0;
	ssize_t got;
	int fd = open("/proc/self/maps", O_RDONLY);

	CHECK(fd >= 0);
	while ((got = read(fd, buf, sizeof buf)) > 0) {
		for (ssize_t i = 0; i < got; i++) {
			char c = buf[i];
			if (c == '\n') {
				if (readable)
					n += resident_range_pages(v[0], v[1]);
				v[0] = v[1] = 0;
				field = col = readable = 0;
			} else if (field < 2 && (c == '-' || c == ' ')) {
				field++;
				col = 0;
			} else if (field < 2) {
				v[field] = v[field] * 16 + (c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10);
			} else if (field == 2) {
				if (col++ == 0)
					readable = c == 'r';
				if (c == ' ')
					field++;
			}
		}
	}
	CHECK(got == 0);
	close(fd);
	return n;
}

__attribute__((unused)) static long resident_pages(void)
{
	char buf[256];
	const char *s = buf;
	long v = 0;

	if (t_under_qemu())
		return resident_mapped_pages();
	CHECK_GT(t_read_file("/proc/self/statm", buf, sizeof buf), 0);
	while (*s != ' ')
		s++;
	for (s++; *s >= '0' && *s <= '9'; s++)
		v = v * 10 + (*s - '0');
	return v;
}

#endif
