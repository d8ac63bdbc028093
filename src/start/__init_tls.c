#include <elf.h>
#include "tls_copy.h"
#include "libc.h"
#include "pthread_impl.h"
#include "syscall.h"

/*
 * Static TLS and the main thread's descriptor (x86_64, TLS variant II):
 *
 *   mem                          tp = thread pointer (aligned to tls.align)
 *   |  slack  | .tdata | .tbss  |  struct __pthread  |
 *             ^-- tp - tls.offset
 *
 * tls.offset is memsz rounded up to the segment's alignment: the linker
 * resolves every TLS variable as a negative offset from the thread pointer
 * computed the same way.
 */

#define BUILTIN_TLS_SIZE 512

static struct {
	struct __pthread self;
	unsigned char space[BUILTIN_TLS_SIZE];
} builtin_tls __attribute__((__aligned__(64)));

/* Size of the mapping one thread needs for its TLS and descriptor. */
static size_t tls_block_size(void)
{
	return __libc.tls.offset + sizeof(struct __pthread) + __libc.tls.align;
}

/* Lay out TLS and a fresh descriptor inside mem (zero-filled, size bytes as
   given by tls_block_size) and return the thread pointer. */
hidden void *__copy_tls(unsigned char *mem, size_t size)
{
	struct __pthread *self = __tp_to_self(__tp_below((uintptr_t)mem + size));

	__tls_copy(__tls_image_dest(self), (const unsigned char *)__libc.tls.image,
		   __libc.tls.filesz);
	self->self = self;
	return self;
}

hidden void __init_tls(size_t *aux)
{
	const unsigned char *ph = (const unsigned char *)aux[AT_PHDR];
	size_t phent = aux[AT_PHENT] ? aux[AT_PHENT] : sizeof(Elf64_Phdr);
	const Elf64_Phdr *tls = 0;
	unsigned char *mem;
	struct __pthread *self;
	size_t size, i, seg_align = 1, gnu_stack = 0;
	long r;

	for (i = 0; ph && i < aux[AT_PHNUM]; i++) {
		const Elf64_Phdr *p = (const Elf64_Phdr *)(ph + i * phent);
		if (p->p_type == PT_TLS)
			tls = p;
		else if (p->p_type == PT_GNU_STACK && p->p_memsz)
			gnu_stack = p->p_memsz;
	}

	if (tls) {
		__libc.tls.image = __libc.base + tls->p_vaddr;
		__libc.tls.filesz = tls->p_filesz;
		__libc.tls.memsz = tls->p_memsz;
		if (tls->p_align > 1)
			seg_align = tls->p_align;
	}
	/* The linker's offsets use the segment's own alignment; the thread
	   pointer must satisfy both it and the descriptor's. */
	__libc.tls.offset = __tls_offset_for(__libc.tls.memsz, seg_align);
	__libc.tls.align = seg_align > _Alignof(struct __pthread)
			   ? seg_align : _Alignof(struct __pthread);

	size = tls_block_size();
	if (size <= sizeof builtin_tls) {
		mem = (unsigned char *)&builtin_tls;
		size = sizeof builtin_tls;
	} else {
		r = __syscall(SYS_mmap, 0, size, 3 /* PROT_READ|PROT_WRITE */,
			      0x22 /* MAP_PRIVATE|MAP_ANONYMOUS */, -1, 0);
		if (r < 0 && r > -4096)
			__start_fail("weft: cannot allocate thread-local storage\n");
		mem = (unsigned char *)r;
	}
	self = __copy_tls(mem, size);

	if (__set_tp(__self_to_tp(self)) < 0)
		__start_fail("weft: the kernel refused to set the thread pointer\n");

	/* The canary: AT_RANDOM's first word with its low byte zeroed, so that
	   string functions overrunning a buffer cannot reproduce it.  Archs
	   whose compilers read a global guard get the same value there. */
	if (aux[AT_RANDOM]) {
		__tls_copy((unsigned char *)&self->canary, (const unsigned char *)aux[AT_RANDOM],
			   sizeof self->canary);
		self->canary &= ~(uintptr_t)0xff;
#ifndef TP_CANARY_OFFSET
		__stack_chk_guard = self->canary;
#endif
	}
	self->tid = __syscall(SYS_set_tid_address, &self->tid);
	self->next = self->prev = self;
	self->is_main = 1;

	/* -Wl,-z,stack-size=N sets the default for new threads too. */
	if (gnu_stack) {
		size_t page = __libc.page_size;
		gnu_stack = (gnu_stack + page - 1) & -page;
		if (gnu_stack >= 16384)
			__default_stacksize = gnu_stack;
	}
}
