#include <elf.h>
#include <stdlib.h>
#include "libc.h"
#include "pthread_impl.h"
#include "reloc_arch.h"
#include "syscall.h"

struct __libc __libc;

/* Filled by the linker; weak and hidden so a program without the arrays
   still links and the references need no relocation. */
extern void (*const __preinit_array_start[])(int, char **, char **) weak hidden;
extern void (*const __preinit_array_end[])(int, char **, char **) weak hidden;
extern void (*const __init_array_start[])(int, char **, char **) weak hidden;
extern void (*const __init_array_end[])(int, char **, char **) weak hidden;
/* The ifunc relocations of a program that is not a PIE.  GNU ld leaves
   both undefined in a static PIE, which finds its own in DT_JMPREL
   (__weft_start_pie.c). */
extern const Elf64_Rela __rela_iplt_start[] weak hidden;
extern const Elf64_Rela __rela_iplt_end[] weak hidden;

/* Compiled without the stack protector: the canary lives in the thread
   descriptor, which does not exist until __init_tls has run. */
_Noreturn void __weft_start_main(long *sp, int (*main)(int, char **, char **))
{
	int argc = (int)sp[0];
	char **argv = (char **)(sp + 1);
	char **envp = argv + argc + 1;
	size_t aux[AT_MINSIGSTKSZ + 1] = { 0 };
	size_t *auxv;
	size_t i;

	__environ = envp;
	/* argv[argc] is null: so is argv[0] when argc is 0. */
	__progname_full = __progname = argv[0] ? argv[0] : (char *)"";
	for (char *s = __progname_full; *s; s++)
		if (*s == '/')
			__progname = s + 1;
	for (i = 0; envp[i]; i++)
		;
	auxv = (size_t *)(envp + i + 1);
	__libc.auxv = auxv;
	for (i = 0; auxv[i] != AT_NULL; i += 2)
		if (auxv[i] <= AT_MINSIGSTKSZ)
			aux[auxv[i]] = auxv[i + 1];
	__libc.page_size = aux[AT_PAGESZ] ? aux[AT_PAGESZ] : 4096;
	__libc.secure = aux[AT_SECURE] != 0;

	/* Before anything else can touch errno, the canary or TLS. */
	__init_tls(aux);

	/* Each ifunc's resolver, before any constructor can call one. */
	for (const Elf64_Rela *r = __rela_iplt_start; r < __rela_iplt_end; r++)
		*(uintptr_t *)r->r_offset = __ifunc_resolve(r->r_addend, aux[AT_HWCAP], aux[AT_HWCAP2]);

	for (i = 0; __preinit_array_start + i < __preinit_array_end; i++)
		__preinit_array_start[i](argc, argv, envp);
	for (i = 0; __init_array_start + i < __init_array_end; i++)
		__init_array_start[i](argc, argv, envp);

	exit(main(argc, argv, envp));
}
