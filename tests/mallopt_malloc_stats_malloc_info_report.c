/* mallopt has glibc's parameter numbers and accepts them (0 for fast
   bins larger than glibc's 160 bytes); malloc_stats writes glibc's report to stderr with a
   large block counted; malloc_info writes the XML outline with the
   mapped block and refuses options other than 0. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "check.h"

static char text[8192];
/* The blocks escape, so the compiler cannot leave the allocations out
   (clang does for a block only tested against null). */
static void *volatile keep[2];

static const char *read_all(int fd)
{
	ssize_t n, len = 0;

	CHECK_EQ(lseek(fd, 0, SEEK_SET), 0);
	while ((n = read(fd, text + len, sizeof text - 1 - len)) > 0)
		len += n;
	text[len] = 0;
	return text;
}

/* The number after "key" (up to the end of its line). */
static unsigned long long after(const char *s, const char *key)
{
	const char *p = strstr(s, key);

	CHECK(p);
	p += strlen(key);
	while (*p == ' ' || *p == '=' || *p == '"')
		p++;
	return strtoull(p, 0, 10);
}

int main(void)
{
	char name[] = "/tmp/mstats_XXXXXX";
	void *big = malloc(16 << 20), *small = malloc(100);
	int fd = mkstemp(name), saved;
	const char *s;
	FILE *f;

	keep[0] = big;
	keep[1] = small;
	CHECK(big && small);
	CHECK(fd >= 0);
	unlink(name);
	CHECK_EQ(M_TRIM_THRESHOLD, -1);
	CHECK_EQ(M_TOP_PAD, -2);
	CHECK_EQ(M_MMAP_THRESHOLD, -3);
	CHECK_EQ(M_MMAP_MAX, -4);
	CHECK_EQ(M_CHECK_ACTION, -5);
	CHECK_EQ(M_PERTURB, -6);
	CHECK_EQ(M_ARENA_TEST, -7);
	CHECK_EQ(M_ARENA_MAX, -8);
	CHECK_EQ(M_MXFAST, 1);
	CHECK_EQ(mallopt(M_MMAP_THRESHOLD, 256 * 1024), 1);
	CHECK_EQ(mallopt(M_TRIM_THRESHOLD, 1 << 20), 1);
	CHECK_EQ(mallopt(M_TOP_PAD, 4096), 1);
	CHECK_EQ(mallopt(M_ARENA_MAX, 4), 1);
	CHECK_EQ(mallopt(M_PERTURB, 0), 1);
	CHECK_EQ(mallopt(M_MXFAST, 64), 1);
	CHECK_EQ(mallopt(M_MXFAST, 160), 1);
	CHECK_EQ(mallopt(M_MXFAST, 161), 0);
	CHECK_EQ(mallopt(M_MXFAST, -1), 0);

	/* malloc_stats: to stderr. */
	saved = dup(2);
	CHECK(saved >= 0);
	CHECK_EQ(dup2(fd, 2), 2);
	malloc_stats();
	CHECK_EQ(dup2(saved, 2), 2);
	s = read_all(fd);
	CHECK_EQ(strncmp(s, "Arena 0:\nsystem bytes     = ", 28), 0);
	s = strstr(s, "Total (incl. mmap):\n");
	CHECK(s);
	CHECK_GE(after(s, "in use bytes"), 16 << 20);
	CHECK_GE(after(s, "max mmap regions"), 1);
	CHECK(strstr(s, "max mmap bytes   = "));

	f = tmpfile();
	CHECK(f);
	CHECK_EQ(malloc_info(0, f), 0);
	CHECK_EQ(fflush(f), 0);
	s = read_all(fileno(f));
	CHECK_EQ(strncmp(s, "<malloc version=\"1\">\n<heap nr=\"0\">\n", 35), 0);
	CHECK(strlen(s) > 11 && !strcmp(s + strlen(s) - 10, "</malloc>\n"));
	CHECK(strstr(s, "<total type=\"fast\" count=\""));
	CHECK_GE(after(s, "<total type=\"mmap\" count="), 1);
	CHECK_GE(after(strstr(s, "<total type=\"mmap\""), "size="), 16 << 20);
	CHECK(strstr(s, "<system type=\"current\" size=\""));
	CHECK(malloc_info(1, f) != 0);
	fclose(f);
	free(big);
	free(small);
	return 0;
}
