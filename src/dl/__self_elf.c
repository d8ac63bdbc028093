#include <fcntl.h>
#include <string.h>
#include <unistd.h>
#include "selfelf_impl.h"

int __self_elf_open(void)
{
	return open("/proc/self/exe", O_RDONLY | O_CLOEXEC);
}

static int read_at(int fd, void *buf, size_t n, off_t off)
{
	return pread(fd, buf, n, off) == (ssize_t)n ? 0 : -1;
}

int __self_elf_section(int fd, const char *name, unsigned type, ElfW(Shdr) *sh)
{
	ElfW(Ehdr) eh;
	ElfW(Shdr) names;
	size_t len = name ? strlen(name) + 1 : 0;
	char buf[64];

	if (read_at(fd, &eh, sizeof eh, 0) || memcmp(eh.e_ident, ELFMAG, SELFMAG) ||
	    eh.e_shentsize != sizeof *sh || eh.e_shstrndx >= eh.e_shnum ||
	    read_at(fd, &names, sizeof names, eh.e_shoff + (off_t)eh.e_shstrndx * sizeof names) ||
	    len > sizeof buf)
		return -1;
	for (unsigned i = 1; i < eh.e_shnum; i++) {
		if (read_at(fd, sh, sizeof *sh, eh.e_shoff + (off_t)i * sizeof *sh))
			return -1;
		if (!name) {
			if (sh->sh_type == type)
				return 0;
			continue;
		}
		if (sh->sh_name + len <= names.sh_size &&
		    !read_at(fd, buf, len, names.sh_offset + sh->sh_name) && !memcmp(buf, name, len))
			return 0;
	}
	return -1;
}

int __self_elf_symbol(int fd, uintptr_t a, char *buf, size_t size, uintptr_t *off)
{
	ElfW(Shdr) tab, str;
	ElfW(Sym) s[32], best = { 0 };
	size_t n, got;
	ssize_t r;

	if (!size || __self_elf_section(fd, 0, SHT_SYMTAB, &tab) || tab.sh_entsize != sizeof *s)
		return -1;
	/* The string table is the section the symbol table links to. */
	{
		ElfW(Ehdr) eh;
		if (read_at(fd, &eh, sizeof eh, 0) || tab.sh_link >= eh.e_shnum ||
		    read_at(fd, &str, sizeof str, eh.e_shoff + (off_t)tab.sh_link * sizeof str))
			return -1;
	}
	n = tab.sh_size / sizeof *s;
	for (size_t i = 0; i < n; i += got) {
		got = n - i < 32 ? n - i : 32;
		if (read_at(fd, s, got * sizeof *s, tab.sh_offset + (off_t)(i * sizeof *s)))
			return -1;
		for (size_t k = 0; k < got; k++)
			if (ELF64_ST_TYPE(s[k].st_info) == STT_FUNC && s[k].st_value <= a &&
			    a - s[k].st_value < (s[k].st_size ? s[k].st_size : 1))
				best = s[k];
	}
	if (!best.st_value || best.st_name >= str.sh_size)
		return -1;
	r = pread(fd, buf, size - 1, str.sh_offset + best.st_name);
	if (r <= 0)
		return -1;
	buf[r] = 0;
	buf[strnlen(buf, r)] = 0;
	*off = a - best.st_value;
	return 0;
}
