/* Private definitions shared by the whole library (never installed). */
#ifndef _WEFT_LIBC_H
#define _WEFT_LIBC_H

#include <stddef.h>
#include <stdint.h>

#define hidden __attribute__((__visibility__("hidden")))
#define weak __attribute__((__weak__))
/* new is a second name for old that a strong definition may override. */
#define weak_alias(old, new) \
	extern __typeof(old) new __attribute__((__weak__, __alias__(#old)))

/* Process-wide state of the runtime, filled in by the start-up code. */
struct __libc {
	size_t *auxv;
	size_t page_size;
	/* Where the program was loaded minus where it was linked: 0 except
	   for a static PIE (set by __weft_start_pie before anything else). */
	uintptr_t base;
	int secure;            /* AT_SECURE: set-id program, distrust the environment */
	/* Set by the first pthread_create and never cleared in that process: until
	   then internal locks take no atomic instruction (DESIGN §4). */
	volatile int threaded;
	struct {
		uintptr_t image;   /* address of the PT_TLS initialisation image */
		size_t filesz;     /* bytes of .tdata */
		size_t memsz;      /* .tdata + .tbss */
		size_t align;      /* power of two, at least that of the descriptor */
		size_t offset;     /* TLS bytes beside the descriptor (pthread_impl.h) */
	} tls;
	/* Set by the first pthread_cancel: what a cancellable system call
	   does when it comes back with EINTR or told to act
	   (docs/cancellation.md).  A variable, not a weak function: a weak
	   reference would cost every program a GOT. */
	void (*cancel_slow)(long r, long nr);
	/* Requests made by pthread_cancel whose target has not yet exited
	   (counted once per thread, see pthread_cancel and pthread_exit):
	   while it is 0 a cancellable system call need not look at the
	   thread's own words.  Transiently negative when a target exits
	   between its request and the count. */
	volatile int cancel_pending;
};

extern hidden struct __libc __libc;

extern char **__environ;
extern char *__progname, *__progname_full;

hidden _Noreturn void __weft_start_main(long *sp, int (*main)(int, char **, char **));
/* A static PIE's entry (rcrt1.o): relocates it, then __weft_start_main;
   and its .preinit_array entry, which runs the ifunc resolvers and
   protects RELRO (src/start/__weft_start_pie.c). */
hidden _Noreturn void __weft_start_pie(long *sp, int (*main)(int, char **, char **));
hidden void __weft_pie_late(int argc, char **argv, char **envp);
/* Start-up cannot go on: msg on fd 2, exit status 127. */
hidden _Noreturn void __start_fail(const char *msg);
hidden void __init_tls(size_t *auxv_values);
/* The value slot of an auxiliary-vector entry, or null (no errno). */
hidden const size_t *__auxv_find(size_t type);
/* getauxval without errno: 0 for a missing entry (src/misc/__getauxval.c). */
unsigned long __getauxval(unsigned long type);
hidden void *__copy_tls(unsigned char *mem, size_t size);
/* The stack-protector guard of archs whose compilers read a global
   (aarch64, riscv64), set from AT_RANDOM by __init_tls. */
extern uintptr_t __stack_chk_guard;

/* Hooks that exit() calls when the feature providing them is linked. */
hidden void __funcs_on_exit(void);
/* exit's status, for the on_exit handlers. */
extern hidden int __exit_status;
hidden int __on_exit_add(void (*fn)(int, void *), void *arg);
hidden void __stdio_exit(void);

#endif
