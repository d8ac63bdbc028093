/* Program entry: crt1.o, and built with START_PIE rcrt1.o, the entry of
   a static PIE, which relocates itself first (__weft_start_pie.c).
   The kernel leaves argc at (sp), then argv, envp and
   auxv.  gp must hold __global_pointer$ before any code the linker
   relaxed against it runs; its own load must not be relaxed. */
	.text
	.global _start
	.type _start, %function
_start:
	.option push
	.option norelax
	lla gp, __global_pointer$
	.option pop
	mv s0, zero                 /* outermost frame */
	mv ra, zero
	mv a0, sp                   /* argument block */
	lla a1, main
	andi sp, sp, -16
#ifdef START_PIE
	call __weft_start_pie
#else
	call __weft_start_main
#endif
	unimp
	.size _start, . - _start

#ifdef START_PIE
	/* The first .preinit_array entry of a static PIE: the program's
	   own entries come after it, since rcrt1.o is linked first. */
	.section .preinit_array, "aw"
	.p2align 3
	.dword __weft_pie_late
#endif

	.section .note.GNU-stack, "", %progbits
