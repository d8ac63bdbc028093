/* Program entry: crt1.o, and built with START_PIE rcrt1.o, the entry of
   a static PIE, which relocates itself first (__weft_start_pie.c).
   The kernel leaves argc at [sp], then argv, envp and
   auxv, with sp 16-byte aligned; x0 would hold a function to register
   with atexit for dynamically linked programs, which a static program
   never gets. */
	.text
	.global _start
	.type _start, %function
_start:
	mov x29, #0                 /* outermost frame for debuggers */
	mov x30, #0
	mov x0, sp                  /* argument block */
	adrp x1, main
	add x1, x1, :lo12:main
#ifdef START_PIE
	bl __weft_start_pie
#else
	bl __weft_start_main
#endif
	udf #0
	.size _start, . - _start

#ifdef START_PIE
	/* The first .preinit_array entry of a static PIE: the program's
	   own entries come after it, since rcrt1.o is linked first. */
	.section .preinit_array, "aw"
	.p2align 3
	.xword __weft_pie_late
#endif

	.section .note.GNU-stack, "", %progbits
