/* A static PIE (-static-pie) is loaded away from its link address (0)
   and relocates itself: tables of string and function pointers,
   .preinit_array and .init_array entries, a TLS variable that points to
   a string (its initial image is relocated too, in every thread), an
   ifunc.  dl_iterate_phdr reports the load address; backtrace walks
   the stack; the relocated read-only data (RELRO) is read-only. */
// test: cflags -static-pie -fasynchronous-unwind-tables
#define _GNU_SOURCE
#include <elf.h>
#include <execinfo.h>
#include <link.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/auxv.h>
#include "check.h"

static const char *const names[] = { "alpha", "beta", "gamma" };
static int twice(int x) { return 2 * x; }
static int thrice(int x) { return 3 * x; }
static int (*const ops[])(int) = { twice, thrice };
static char *mutable_table[] = { (char *)"one", (char *)"two" };
static _Thread_local const char *tls_name = "in tls";
static _Thread_local int tls_int = 42;

static volatile int order; /* volatile: clang would run a constant constructor at compile time */
static int pre_ran, ctor_ran;
static void pre(int argc, char **argv, char **envp)
{
	(void)argc; (void)argv; (void)envp;
	pre_ran = ++order;
}
__attribute__((section(".preinit_array"), used)) static void (*const pre_entry)(int, char **, char **) = pre;
__attribute__((constructor)) static void ctor(void) { ctor_ran = ++order; }

static int impl(void) { return 1234; }
static int resolver_calls;
static int (*resolve(void))(void)
{
	resolver_calls++;
	return impl;
}
int picked(void) __attribute__((ifunc("resolve")));

int main(void);

static uintptr_t loaded;
static int found_main;
static int phdr_cb(struct dl_phdr_info *info, size_t size, void *arg)
{
	(void)size; (void)arg;
	if (loaded)
		return 0;
	loaded = info->dlpi_addr;
	for (int i = 0; i < info->dlpi_phnum; i++) {
		const ElfW(Phdr) *p = &info->dlpi_phdr[i];
		uintptr_t lo = info->dlpi_addr + p->p_vaddr;
		if (p->p_type == PT_LOAD && (uintptr_t)main >= lo && (uintptr_t)main < lo + p->p_memsz)
			found_main = 1;
	}
	return 0;
}

static void *thread(void *arg)
{
	(void)arg;
	if (strcmp(tls_name, "in tls") || tls_int != 42)
		return (void *)1;
	tls_name = "changed";
	return 0;
}

/* The permissions of the mapping holding p, from /proc/self/maps. */
static void perms_of(const void *p, char out[5])
{
	char line[512];
	FILE *f = fopen("/proc/self/maps", "r");
	CHECK(f != 0);
	strcpy(out, "none");
	while (fgets(line, sizeof line, f)) {
		unsigned long lo, hi;
		char perm[5];
		if (sscanf(line, "%lx-%lx %4s", &lo, &hi, perm) == 3 &&
		    (uintptr_t)p >= lo && (uintptr_t)p < hi) {
			memcpy(out, perm, 5);
			break;
		}
	}
	fclose(f);
}

int main(void)
{
	ElfW(Ehdr) eh;
	FILE *f = fopen("/proc/self/exe", "rb");
	CHECK(f != 0);
	CHECK_EQ(fread(&eh, sizeof eh, 1, f), 1);
	fclose(f);
	CHECK_EQ(eh.e_type, ET_DYN);

	/* Loaded somewhere other than its link address 0. */
	CHECK(dl_iterate_phdr(phdr_cb, 0) == 0);
	CHECK(loaded != 0);
	CHECK(found_main);
	CHECK_EQ(getauxval(AT_ENTRY), loaded + eh.e_entry);

	CHECK(strcmp(names[0], "alpha") == 0 && strcmp(names[2], "gamma") == 0);
	CHECK_EQ(ops[0](5), 10);
	CHECK_EQ(ops[1](5), 15);
	mutable_table[1] = (char *)"deux";
	CHECK(strcmp(mutable_table[0], "one") == 0 && strcmp(mutable_table[1], "deux") == 0);
	CHECK_EQ(pre_ran, 1);
	CHECK_EQ(ctor_ran, 2);
	CHECK_EQ(picked(), 1234);
	CHECK_EQ(resolver_calls, 1);

	CHECK(strcmp(tls_name, "in tls") == 0);
	CHECK_EQ(tls_int, 42);
	pthread_t t;
	void *r;
	CHECK_EQ(pthread_create(&t, 0, thread, 0), 0);
	CHECK_EQ(pthread_join(t, &r), 0);
	CHECK(r == 0);
	CHECK(strcmp(tls_name, "in tls") == 0);

	void *frames[8];
	CHECK(backtrace(frames, 8) >= 2);

	char perm[5];
	perms_of(&names[0], perm);
	CHECK(strcmp(perm, "r--p") == 0);
	perms_of(&mutable_table[0], perm);
	CHECK(strcmp(perm, "rw-p") == 0);
	return 0;
}
