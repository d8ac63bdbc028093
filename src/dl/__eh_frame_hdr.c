#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#include "selfelf_impl.h"

/*
 * A static program is linked without --eh-frame-hdr (weft-cc does as gcc
 * does for -static), so it has .eh_frame but no PT_GNU_EH_FRAME, and the
 * unwinder (libgcc's, reached through dl_iterate_phdr) cannot find it.
 * This builds the missing header the first time it is asked for: the
 * section's place from the program's file, then a table of every FDE's
 * start sorted by address, in the layout ld would have written
 * (version 1, .eh_frame's address pc-relative, the table's entries as
 * 32-bit offsets from the header), in pages mapped next to the program so
 * that those offsets fit.
 */

#define PE_ABSPTR  0x00
#define PE_ULEB    0x01
#define PE_UDATA2  0x02
#define PE_UDATA4  0x03
#define PE_UDATA8  0x04
#define PE_SLEB    0x09
#define PE_SDATA2  0x0a
#define PE_SDATA4  0x0b
#define PE_SDATA8  0x0c
#define PE_PCREL   0x10
#define PE_DATAREL 0x30
#define PE_OMIT    0xff

static uint64_t uleb(const unsigned char **p, const unsigned char *end)
{
	uint64_t v = 0;
	unsigned shift = 0;

	while (*p < end) {
		unsigned char b = *(*p)++;
		if (shift < 64)
			v |= (uint64_t)(b & 0x7f) << shift;
		shift += 7;
		if (!(b & 0x80))
			break;
	}
	return v;
}

/* A pointer encoded with enc at *p: its value, 0 if the form is one this
   does not read (then *p is left past the end). */
static uintptr_t pointer(unsigned enc, const unsigned char **p, const unsigned char *end)
{
	const unsigned char *at = *p;
	uintptr_t v = 0;
	size_t n;

	switch (enc & 0x0f) {
	case PE_ABSPTR: n = sizeof(void *); break;
	case PE_UDATA2: case PE_SDATA2: n = 2; break;
	case PE_UDATA4: case PE_SDATA4: n = 4; break;
	case PE_UDATA8: case PE_SDATA8: n = 8; break;
	case PE_ULEB: case PE_SLEB: {
		uint64_t u = uleb(p, end);
		return (enc & 0x70) == PE_PCREL ? (uintptr_t)at + u : u;
	}
	default:
		*p = end;
		return 0;
	}
	if ((size_t)(end - at) < n) {
		*p = end;
		return 0;
	}
	if (n == 2) {
		uint16_t x;
		memcpy(&x, at, 2);
		v = (enc & 0x0f) == PE_SDATA2 ? (uintptr_t)(intptr_t)(int16_t)x : x;
	} else if (n == 4) {
		uint32_t x;
		memcpy(&x, at, 4);
		v = (enc & 0x0f) == PE_SDATA4 ? (uintptr_t)(intptr_t)(int32_t)x : x;
	} else {
		uint64_t x;
		memcpy(&x, at, 8);
		v = x;
	}
	*p = at + n;
	if ((enc & 0x70) == PE_PCREL)
		v += (uintptr_t)at;
	return v;
}

/* The encoding of the FDE pointers a CIE announces ('R' in its
   augmentation), absptr without one. */
static unsigned fde_encoding(const unsigned char *cie, const unsigned char *end)
{
	const unsigned char *p = cie + 8, *aug;
	unsigned version;

	if (p >= end)
		return PE_OMIT;
	version = *p++;
	aug = p;
	while (p < end && *p)
		p++;
	if (++p >= end || *aug != 'z')
		return *aug ? PE_OMIT : PE_ABSPTR;
	uleb(&p, end);                   /* code alignment */
	uleb(&p, end);                   /* data alignment (signed) */
	if (version == 1)
		p++;                     /* return register */
	else
		uleb(&p, end);
	uleb(&p, end);                   /* augmentation data length */
	for (const unsigned char *a = aug + 1; *a && p < end; a++) {
		switch (*a) {
		case 'R':
			return *p;
		case 'L':
			p++;
			break;
		case 'P': {
			unsigned e = *p++;
			pointer(e & 0x7f, &p, end);
			break;
		}
		case 'S':
		case 'B':
			break;
		default:
			return PE_OMIT;
		}
	}
	return PE_ABSPTR;
}

struct entry {
	int32_t start, fde;
};

static int by_start(const void *a, const void *b)
{
	const struct entry *x = a, *y = b;
	return (x->start > y->start) - (x->start < y->start);
}

/* Walks .eh_frame (at eh, len bytes): counts its FDEs, and if t is not
   null stores them as offsets from hdr. */
static size_t walk(const unsigned char *eh, size_t len, struct entry *t, uintptr_t hdr)
{
	const unsigned char *p = eh, *end = eh + len, *cie = 0;
	unsigned enc = PE_OMIT;
	size_t n = 0;

	while ((size_t)(end - p) >= 8) {
		uint32_t l, id;
		const unsigned char *next, *q;
		memcpy(&l, p, 4);
		if (!l || l == 0xffffffff || l > (size_t)(end - p) - 4)
			break;
		next = p + 4 + l;
		memcpy(&id, p + 4, 4);
		if (!id) {
			cie = p;
			enc = fde_encoding(p, next);
		} else {
			const unsigned char *c = p + 4 - id;
			uintptr_t start;
			if (c != cie) {
				cie = c;
				enc = c >= eh && c < end ? fde_encoding(c, end) : PE_OMIT;
			}
			q = p + 8;
			if (enc != PE_OMIT && (enc & 0x70) <= PE_PCREL &&
			    (start = pointer(enc, &q, next)) != 0) {
				if (t) {
					t[n].start = (int32_t)(start - hdr);
					t[n].fde = (int32_t)((uintptr_t)p - hdr);
				}
				n++;
			}
		}
		p = next;
	}
	return n;
}

/* Whether v is within reach of a 32-bit offset from h. */
static int near(uintptr_t v, uintptr_t h)
{
	intptr_t d = (intptr_t)(v - h);
	return d == (int32_t)d;
}

void *__eh_frame_hdr(uintptr_t bias, uintptr_t lo, uintptr_t hi, size_t *size)
{
	ElfW(Shdr) sh;
	const unsigned char *eh;
	unsigned char *h;
	size_t n, len, page = 4096;
	uintptr_t hint;
	int fd = __self_elf_open();
	int32_t rel;
	uint32_t count;

	if (fd < 0)
		return 0;
	n = __self_elf_section(fd, ".eh_frame", 0, &sh);
	close(fd);
	if (n || !sh.sh_addr || !sh.sh_size)
		return 0;
	eh = (const unsigned char *)(bias + sh.sh_addr);
	n = walk(eh, sh.sh_size, 0, 0);
	len = (12 + 8 * n + page - 1) & -page;
	/* Below the program, where nothing else grows, if it starts high
	   enough above the lowest address the kernel maps (64 KiB); else
	   far enough above it to leave the brk area room. */
	h = MAP_FAILED;
	for (int i = 0; i < 2 && h == MAP_FAILED; i++) {
		if (!i && lo < len + (1 << 20))
			continue;
		hint = i ? ((hi + (256u << 20)) & -page) : (lo - len) & -page;
		h = mmap((void *)hint, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
		if (h != MAP_FAILED && (!near((uintptr_t)eh, (uintptr_t)h) || !near(lo, (uintptr_t)h) ||
					!near(hi, (uintptr_t)h))) {
			munmap(h, len);
			h = MAP_FAILED;
		}
	}
	if (h == MAP_FAILED)
		return 0;
	h[0] = 1;
	h[1] = PE_PCREL | PE_SDATA4;
	h[2] = PE_UDATA4;
	h[3] = PE_DATAREL | PE_SDATA4;
	rel = (int32_t)((uintptr_t)eh - (uintptr_t)(h + 4));
	memcpy(h + 4, &rel, 4);
	count = (uint32_t)walk(eh, sh.sh_size, (struct entry *)(h + 12), (uintptr_t)h);
	memcpy(h + 8, &count, 4);
	qsort(h + 12, count, sizeof(struct entry), by_start);
	mprotect(h, len, PROT_READ);
	*size = 12 + 8 * (size_t)count;
	return h;
}
