#include <elf.h>
#include "libc.h"
#include "pthread_impl.h"
#include "reloc_arch.h"
#include "syscall.h"

/*
 * A static PIE (weft-cc -static-pie, entry in rcrt1.o) is linked at 0 and
 * loaded by the kernel wherever it likes, with no dynamic loader: every
 * pointer the linker stored in its data (tables of strings or functions,
 * .init_array, GOT words, the TLS image) holds an address relative to 0
 * until the program adds its own load address.  The linker resolves every
 * symbol (undefined weak ones become 0) and leaves base-relative
 * relocations, in DT_RELA and, with -z pack-relative-relocs, DT_RELR; the
 * thread-pointer offsets of initial-exec TLS variables where it did not
 * fill them in itself (riscv64's binutils); and ifunc results (IRELATIVE,
 * in DT_JMPREL), which come later, from __weft_pie_late.
 *
 * Until the relocations are applied, code here may use only PC-relative
 * addresses, which is all that -fPIE code uses for hidden symbols and
 * string literals: no pointer loaded from memory, no GOT entry.
 */

extern const Elf64_Dyn _DYNAMIC[] hidden;

/* The relocation tables: DT_RELA, DT_JMPREL (the ifuncs' table, also
   RELA), DT_RELR; the symbols; where the TLS block starts relative to
   the thread pointer. */
struct dyn {
	const Elf64_Rela *rela[2];
	size_t relasz[2];
	const uintptr_t *relr;
	size_t relrsz;
	const Elf64_Sym *sym;
	intptr_t tls;
};

static void read_dynamic(struct dyn *d, uintptr_t base)
{
	*d = (struct dyn){ 0 };
	for (const Elf64_Dyn *e = _DYNAMIC; e->d_tag != DT_NULL; e++) {
		if (e->d_tag == DT_RELA)
			d->rela[0] = (const Elf64_Rela *)(base + e->d_un.d_ptr);
		else if (e->d_tag == DT_RELASZ)
			d->relasz[0] = e->d_un.d_val;
		else if (e->d_tag == DT_JMPREL)
			d->rela[1] = (const Elf64_Rela *)(base + e->d_un.d_ptr);
		else if (e->d_tag == DT_PLTRELSZ)
			d->relasz[1] = e->d_un.d_val;
		else if (e->d_tag == DT_RELR)
			d->relr = (const uintptr_t *)(base + e->d_un.d_ptr);
		else if (e->d_tag == DT_RELRSZ)
			d->relrsz = e->d_un.d_val;
		else if (e->d_tag == DT_SYMTAB)
			d->sym = (const Elf64_Sym *)(base + e->d_un.d_ptr);
	}
	for (int t = 0; t < 2; t++)
		if (!d->rela[t])
			d->relasz[t] = 0;
	/* Some linkers (riscv64's) count DT_JMPREL's entries in DT_RELASZ
	   too: each is applied once. */
	if (d->rela[1] >= d->rela[0] &&
	    (uintptr_t)d->rela[1] - (uintptr_t)d->rela[0] < d->relasz[0])
		d->relasz[1] = 0;
	if (!d->relr)
		d->relrsz = 0;
}

/* Early (before anything else runs): the base-relative words.  Late:
   the ifuncs. */
static void apply_rela(const struct dyn *d, uintptr_t base, int late)
{
	size_t hwcap = 0, hwcap2 = 0;

	if (late) {
		hwcap = __getauxval(AT_HWCAP);
		hwcap2 = __getauxval(AT_HWCAP2);
	}
	for (int t = 0; t < 2; t++)
		for (size_t i = 0; i < d->relasz[t] / sizeof(Elf64_Rela); i++) {
			const Elf64_Rela *r = &d->rela[t][i];
			uint32_t type = ELF64_R_TYPE(r->r_info);
			uintptr_t *where = (uintptr_t *)(base + r->r_offset);

			if (late) {
				if (type == RELOC_IRELATIVE)
					*where = __ifunc_resolve(base + r->r_addend, hwcap, hwcap2);
			} else if (type == RELOC_RELATIVE) {
				*where = base + r->r_addend;
			} else if (type == RELOC_TPOFF) {
				size_t k = ELF64_R_SYM(r->r_info);
				*where = d->tls + (k && d->sym ? d->sym[k].st_value : 0) + r->r_addend;
			} else if (type != RELOC_IRELATIVE && type != RELOC_NONE) {
				__start_fail("weft: a static PIE with a relocation that only a dynamic loader applies\n");
			}
		}
}

/* DT_RELR: an even word is the address of a word to relocate; each odd
   word after it is a bitmap of the 63 words that follow (bit 1 is the
   next word), and the next bitmap goes on where this one ends. */
static void apply_relr(const struct dyn *d, uintptr_t base)
{
	uintptr_t *where = 0;

	for (size_t i = 0; i < d->relrsz / sizeof *d->relr; i++) {
		uintptr_t w = d->relr[i];

		if (!(w & 1)) {
			where = (uintptr_t *)(base + w);
			*where++ += base;
			continue;
		}
		for (unsigned bit = 0; (w >>= 1) != 0; bit++)
			if (w & 1)
				where[bit] += base;
		where += 8 * sizeof w - 1;
	}
}

static const Elf64_Phdr *find_phdr(const size_t *auxv, uint32_t type)
{
	const unsigned char *ph = 0;
	size_t n = 0, ent = sizeof(Elf64_Phdr);

	for (; auxv[0] != AT_NULL; auxv += 2) {
		if (auxv[0] == AT_PHDR)
			ph = (const unsigned char *)auxv[1];
		else if (auxv[0] == AT_PHNUM)
			n = auxv[1];
		else if (auxv[0] == AT_PHENT && auxv[1])
			ent = auxv[1];
	}
	for (size_t i = 0; ph && i < n; i++)
		if (((const Elf64_Phdr *)(ph + i * ent))->p_type == type)
			return (const Elf64_Phdr *)(ph + i * ent);
	return 0;
}

hidden _Noreturn void __weft_start_pie(long *sp, int (*main)(int, char **, char **))
{
	char **envp = (char **)(sp + 1) + sp[0] + 1;
	const size_t *auxv;
	const Elf64_Phdr *dynamic, *tls;
	uintptr_t base;
	struct dyn d;

	while (*envp)
		envp++;
	auxv = (const size_t *)(envp + 1);
	dynamic = find_phdr(auxv, PT_DYNAMIC);
	if (!dynamic)
		__start_fail("weft: a static PIE without its dynamic segment\n");
	base = (uintptr_t)_DYNAMIC - dynamic->p_vaddr;
	__libc.base = base;
	read_dynamic(&d, base);
	tls = find_phdr(auxv, PT_TLS);
	if (tls) {
		size_t align = tls->p_align > 1 ? tls->p_align : 1;
		d.tls = __tls_block_from_tp(__tls_offset_for(tls->p_memsz, align), tls->p_memsz);
	}
	apply_rela(&d, base, 0);
	apply_relr(&d, base);
	__weft_start_main(sp, main);
}

/* The first .preinit_array entry (rcrt1.o): after __init_tls, so that a
   resolver can use the stack protector and the thread pointer, and before
   any constructor, which may call an ifunc.  Then RELRO: the relocated
   words that the program never writes become read-only. */
hidden void __weft_pie_late(int argc, char **argv, char **envp)
{
	uintptr_t base = __libc.base;
	const Elf64_Phdr *relro;
	struct dyn d;

	(void)argc;
	(void)argv;
	(void)envp;
	read_dynamic(&d, base);
	apply_rela(&d, base, 1);
	relro = find_phdr(__libc.auxv, PT_GNU_RELRO);
	if (relro) {
		uintptr_t page = __libc.page_size;
		uintptr_t lo = (base + relro->p_vaddr) & -page;
		uintptr_t hi = (base + relro->p_vaddr + relro->p_memsz) & -page;

		if (hi > lo)
			__syscall(SYS_mprotect, lo, hi - lo, 1 /* PROT_READ */);
	}
}
