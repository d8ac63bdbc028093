/* A weft program is a static executable: no PT_INTERP, no PT_DYNAMIC, and
   nothing of glibc in its symbol table or its bytes. */
// test: weft-only
#include <elf.h>
#include <fcntl.h>
#include <sys/mman.h>
#include "check.h"

static const char *const glibc_names[] = {
	"__libc_start_main", "_IO_stdin_used", "__libc_csu_init",
	"_dl_relocate_static_pie", "__libc_setup_tls", "_IO_2_1_stdout_",
	"__GI_", "_dl_start",
};

/* The needle is passed with its first byte wrong and fixed here, so that
   this test's own string constants do not match. */
static int has_bytes(const unsigned char *p, size_t n, const char *s0, char first)
{
	char s[32];
	strcpy(s, s0);
	s[0] = *(volatile char *)&first;
	size_t l = strlen(s);
	for (size_t i = 0; i + l <= n; i++)
		if (!memcmp(p + i, s, l))
			return 1;
	return 0;
}

int main(void)
{
	int fd = open("/proc/self/exe", O_RDONLY);
	CHECK(fd >= 0);
	off_t size = lseek(fd, 0, SEEK_END);
	CHECK(size > 0);
	const unsigned char *f = mmap(0, size, PROT_READ, MAP_PRIVATE, fd, 0);
	CHECK(f != MAP_FAILED);
	const Elf64_Ehdr *eh = (const void *)f;

	CHECK(!memcmp(eh->e_ident, ELFMAG, SELFMAG));
	CHECK(eh->e_type == ET_EXEC || eh->e_type == ET_DYN);
	const Elf64_Phdr *ph = (const void *)(f + eh->e_phoff);
	for (int i = 0; i < eh->e_phnum; i++) {
		CHECK(ph[i].p_type != PT_INTERP);
		CHECK(ph[i].p_type != PT_DYNAMIC);
	}

	/* The symbol table (the test is built with -g, not stripped). */
	const Elf64_Shdr *sh = (const void *)(f + eh->e_shoff);
	int symtabs = 0;
	for (int i = 0; i < eh->e_shnum; i++) {
		if (sh[i].sh_type == SHT_DYNSYM)
			CHECK(!"a static binary has no .dynsym");
		if (sh[i].sh_type != SHT_SYMTAB)
			continue;
		symtabs++;
		const Elf64_Sym *sym = (const void *)(f + sh[i].sh_offset);
		const char *str = (const char *)(f + sh[sh[i].sh_link].sh_offset);
		size_t n = sh[i].sh_size / sizeof *sym;
		int found_start = 0;
		for (size_t j = 0; j < n; j++) {
			const char *name = str + sym[j].st_name;
			for (size_t k = 0; k < sizeof glibc_names / sizeof *glibc_names; k++)
				if (!strncmp(name, glibc_names[k], strlen(glibc_names[k])))
					t_fail_str(__FILE__, __LINE__, "glibc symbol", name, "");
			if (!strcmp(name, "__weft_start_main"))
				found_start = 1;
		}
		CHECK(found_start);
	}
	CHECK_EQ(symtabs, 1);
	CHECK(!has_bytes(f, size, "xLIBC_2.", 'G'));
	CHECK(!has_bytes(f, size, "xd-linux", 'l'));
	munmap((void *)f, size);
	close(fd);
	return 0;
}
