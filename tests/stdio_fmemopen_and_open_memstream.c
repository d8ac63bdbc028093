/* fmemopen reads and writes a caller's array (NUL after written data,
   writes cut at the end, seeks bounded by the size); open_memstream
   grows a buffer whose address and size are published by fflush/fclose. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"

int main(void)
{
	char mem[16], line[32], *buf;
	size_t size;
	FILE *f;

	/* read */
	strcpy(mem, "one\ntwo\n");
	f = fmemopen(mem, strlen(mem), "r");
	CHECK(f);
	CHECK(fgets(line, sizeof line, f) == line);
	CHECK_STR(line, "one\n");
	CHECK_EQ(ftell(f), 4);
	CHECK(fgets(line, sizeof line, f) == line);
	CHECK_STR(line, "two\n");
	CHECK_EQ(fgetc(f), EOF);
	CHECK(feof(f));
	CHECK_EQ(fseek(f, 1, SEEK_SET), 0);
	CHECK_EQ(fgetc(f), 'n');
	CHECK_EQ(fclose(f), 0);

	/* write: NUL-terminated, truncated at the size */
	memset(mem, 'X', sizeof mem);
	f = fmemopen(mem, sizeof mem, "w");
	CHECK(f);
	CHECK(fputs("abc", f) >= 0);
	CHECK_EQ(fflush(f), 0);
	CHECK_STR(mem, "abc");
	CHECK_EQ(ftell(f), 3);
	CHECK_EQ(fseek(f, 1, SEEK_SET), 0);
	CHECK(fputs("B", f) >= 0);
	CHECK_EQ(fflush(f), 0);
	CHECK_STR(mem, "aBc");
	CHECK_EQ(fseek(f, 0, SEEK_END), 0);
	CHECK_EQ(ftell(f), 3);
	CHECK(fseek(f, 17, SEEK_SET) != 0);
	fputs("0123456789abcdefghij", f);
	fflush(f);
	CHECK(!memcmp(mem, "aBc0123456789ab", 15));
	fclose(f);

	/* append starts at the first NUL */
	strcpy(mem, "hi");
	f = fmemopen(mem, sizeof mem, "a");
	CHECK(f);
	CHECK_EQ(ftell(f), 2);
	CHECK(fputs(" there", f) >= 0);
	CHECK_EQ(fclose(f), 0);
	CHECK_STR(mem, "hi there");

	/* w+ on memory fmemopen allocates itself */
	f = fmemopen(NULL, 32, "w+");
	CHECK(f);
	CHECK(fputs("scratch", f) >= 0);
	rewind(f);
	CHECK(fgets(line, sizeof line, f) == line);
	CHECK_STR(line, "scratch");
	CHECK_EQ(fclose(f), 0);

	/* open_memstream */
	f = open_memstream(&buf, &size);
	CHECK(f);
	CHECK(fputs("hello", f) >= 0);
	CHECK_EQ(fflush(f), 0);
	CHECK_EQ(size, 5);
	CHECK_STR(buf, "hello");
	for (int i = 0; i < 5000; i++)
		CHECK(fputs("0123456789", f) >= 0);
	CHECK_EQ(fflush(f), 0);
	CHECK_EQ(size, 50005);
	CHECK_EQ(strlen(buf), 50005);
	CHECK(!memcmp(buf + 50000, "56789", 5));
	CHECK_EQ(fseek(f, 2, SEEK_SET), 0);
	CHECK(fputs("LL", f) >= 0);
	CHECK_EQ(fclose(f), 0);
	CHECK_EQ(size, 4);
	CHECK(!memcmp(buf, "heLL", 4));
	free(buf);
	return 0;
}
