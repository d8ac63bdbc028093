/* fsblkcnt_t and fsfilcnt_t come with <sys/types.h> alone, unsigned and as
   wide as glibc's (unsigned long on 64-bit archs), and are the same types
   that <sys/statvfs.h> and <sys/statfs.h> use. */
#include <sys/types.h>
#include <sys/statvfs.h>
#include <sys/statfs.h>
#include "check.h"

int main(void)
{
	fsblkcnt_t b = 0;
	fsfilcnt_t f = 0;
	struct statvfs vfs;
	struct statfs fs;

	CHECK_EQ(sizeof b, sizeof(unsigned long));
	CHECK_EQ(sizeof f, sizeof(unsigned long));
	b -= 1;
	f -= 1;
	CHECK(b > 0);
	CHECK(f > 0);

	/* Both headers' structs hold them: pointers to the fields convert
	   without a cast (a clash is an error with gcc 14). */
	fsblkcnt_t *pb = &vfs.f_blocks;
	fsfilcnt_t *pf = &vfs.f_files;
	CHECK(pb && pf);
	CHECK_EQ(sizeof fs.f_blocks, sizeof b);
	CHECK_EQ(sizeof fs.f_files, sizeof f);

	CHECK_EQ(statvfs(".", &vfs), 0);
	CHECK_GT(vfs.f_blocks, 0);
	CHECK_GE(vfs.f_blocks, vfs.f_bfree);
	CHECK_EQ(statfs(".", &fs), 0);
	CHECK_EQ(fs.f_blocks, vfs.f_blocks);
	return 0;
}
