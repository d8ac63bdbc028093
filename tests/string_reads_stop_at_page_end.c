/* Strings and buffers that end at the last byte before an inaccessible
   page: the scanning functions must not touch that page (SIGSEGV if they
   do), whatever the alignment of the start. */
#define _GNU_SOURCE
#include <string.h>
#include <sys/mman.h>
#include "check.h"

int main(void)
{
	size_t pg = 4096;
	char *m = mmap(0, 2 * pg, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	CHECK(m != MAP_FAILED);
	CHECK_EQ(munmap(m + pg, pg), 0);
	char *end = m + pg;
	static char other[200];

	for (size_t len = 0; len < 100; len++) {
		char *s = end - len - 1;
		memset(m, 'z', pg);
		memset(s, 'k', len);
		end[-1] = 0;
		CHECK_EQ(strlen(s), len);
		CHECK_EQ(strnlen(s, len + 50), len);
		CHECK(strchr(s, 'y') == 0);
		CHECK(strrchr(s, 'y') == 0);
		CHECK(strchrnul(s, 'y') == end - 1);
		CHECK(strstr(s, "kkkkkkkkky") == 0);
		CHECK_EQ(strspn(s, "k"), len);
		CHECK_EQ(strcspn(s, "xy"), len);
		memset(other, 'k', sizeof other);
		other[len] = 0;
		CHECK_EQ(strcmp(s, other), 0);
		CHECK_EQ(strcmp(other, s), 0);
		CHECK_EQ(strncmp(s, other, 1000), 0);
		CHECK_EQ(strcasecmp(s, other), 0);
		CHECK(strcpy(other, s) == other);
		CHECK(stpcpy(other, s) == other + len);
		/* buffers (no terminator) ending at the page end */
		char *b = end - len;
		CHECK(memchr(b, 'y', len) == 0);
		CHECK(memrchr(b, 'y', len) == 0);
		CHECK(memmem(b, len, "ky", 2) == 0);
		CHECK_EQ(memcmp(b, other + 1, len), 0);	/* b is s + 1 */
		CHECK(memcpy(other, b, len) == other);
		CHECK(memmove(other, b, len) == other);
	}
	return 0;
}
