#include <link.h>
#include <string.h>
#include "lock.h"
#include "selfelf_impl.h"

/* The unwinder keeps a cache that it trusts only while callbacks are
   serialized (glibc holds its loader lock around them): so does this. */
LOCK_DEFINE(static, lock, LOCK_LEVEL_STATE);

/* The program's headers with a PT_GNU_EH_FRAME added when it has none
   (see __eh_frame_hdr.c), made at the first call. */
static ElfW(Phdr) phdrs[48];
static size_t nphdrs;
static int made;

static void describe(struct dl_phdr_info *info, const ElfW(Phdr) *ph, size_t n, uintptr_t bias,
		     const char *name)
{
	memset(info, 0, sizeof *info);
	info->dlpi_addr = bias;
	info->dlpi_name = name;
	info->dlpi_phdr = ph;
	info->dlpi_phnum = n;
	/* Nothing is ever loaded or unloaded: the counts never move. */
	info->dlpi_adds = 2;
	for (size_t i = 0; i < n; i++)
		if (ph[i].p_type == PT_TLS)
			info->dlpi_tls_modid = 1;
}

static void make(const ElfW(Phdr) *ph, size_t n, uintptr_t bias)
{
	uintptr_t lo = UINTPTR_MAX, hi = 0;
	size_t size;
	void *h;

	made = 1;
	if (n >= sizeof phdrs / sizeof phdrs[0])
		return;
	for (size_t i = 0; i < n; i++) {
		if (ph[i].p_type == PT_GNU_EH_FRAME)
			return;
		if (ph[i].p_type == PT_LOAD) {
			if (bias + ph[i].p_vaddr < lo)
				lo = bias + ph[i].p_vaddr;
			if (bias + ph[i].p_vaddr + ph[i].p_memsz > hi)
				hi = bias + ph[i].p_vaddr + ph[i].p_memsz;
		}
	}
	if (!hi || !(h = __eh_frame_hdr(bias, lo, hi, &size)))
		return;
	memcpy(phdrs, ph, n * sizeof *ph);
	phdrs[n] = (ElfW(Phdr)){ .p_type = PT_GNU_EH_FRAME, .p_flags = PF_R,
				 .p_vaddr = (uintptr_t)h - bias, .p_paddr = (uintptr_t)h - bias,
				 .p_filesz = size, .p_memsz = size, .p_align = 4 };
	nphdrs = n + 1;
}

int dl_iterate_phdr(int (*callback)(struct dl_phdr_info *info, size_t size, void *data), void *data)
{
	const ElfW(Phdr) *ph = (const ElfW(Phdr) *)__getauxval(AT_PHDR);
	size_t n = __getauxval(AT_PHNUM);
	const ElfW(Ehdr) *vdso = (const ElfW(Ehdr) *)__getauxval(AT_SYSINFO_EHDR);
	struct dl_phdr_info info;
	uintptr_t bias = __libc.base;
	int r = 0;

	__lock(&lock);
	if (!made && ph)
		make(ph, n, bias);
	if (ph) {
		if (nphdrs)
			describe(&info, phdrs, nphdrs, bias, "");
		else
			describe(&info, ph, n, bias, "");
		r = callback(&info, sizeof info, data);
	}
	/* The vDSO: its unwind tables cover the kernel's signal return
	   trampoline on the architectures that use it. */
	if (!r && vdso) {
		const ElfW(Phdr) *vp = (const ElfW(Phdr) *)((const char *)vdso + vdso->e_phoff);
		uintptr_t vb = (uintptr_t)vdso;
		for (size_t i = 0; i < vdso->e_phnum; i++)
			if (vp[i].p_type == PT_LOAD) {
				vb = (uintptr_t)vdso - vp[i].p_vaddr + vp[i].p_offset;
				break;
			}
		describe(&info, vp, vdso->e_phnum, vb, "linux-vdso.so.1");
		r = callback(&info, sizeof info, data);
	}
	__unlock(&lock);
	return r;
}
