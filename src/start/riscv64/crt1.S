/* Program entry.  The kernel leaves argc at (sp), then argv, envp and
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
	call __weft_start_main
	unimp
	.size _start, . - _start

	.section .note.GNU-stack, "", %progbits
