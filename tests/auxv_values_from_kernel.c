/* getauxval returns what the kernel passed: the page size, 16 random
   bytes, our own program headers; an absent entry gives 0 and ENOENT. */
#include <elf.h>
#include <sys/auxv.h>
#include <stdlib.h>
#include "check.h"

extern const Elf64_Ehdr __ehdr_start;

int main(void)
{
	unsigned long v;
	const unsigned char *rnd;
	int nonzero = 0;

	CHECK_EQ(getauxval(AT_PAGESZ), 4096);
	rnd = (const unsigned char *)getauxval(AT_RANDOM);
	CHECK(rnd != 0);
	for (int i = 0; i < 16; i++)
		nonzero |= rnd[i];
	CHECK(nonzero);

	v = getauxval(AT_PHDR);
	CHECK(v != 0);
	CHECK_EQ(v, (unsigned long)&__ehdr_start + __ehdr_start.e_phoff);
	CHECK_EQ(getauxval(AT_PHNUM), __ehdr_start.e_phnum);
	CHECK_EQ(getauxval(AT_PHENT), sizeof(Elf64_Phdr));
	CHECK_EQ(getauxval(AT_SECURE), 0);
	CHECK_EQ(getauxval(AT_UID), getuid());
	/* the vDSO; qemu-user gives aarch64 programs none */
	if (!t_under_qemu())
		CHECK(getauxval(AT_SYSINFO_EHDR) != 0);

	errno = 0;
	CHECK_EQ(getauxval(AT_HWCAP), getauxval(AT_HWCAP));
	errno = 0;
	CHECK_EQ(getauxval(12345), 0);
	CHECK_EQ(errno, ENOENT);
	return 0;
}
