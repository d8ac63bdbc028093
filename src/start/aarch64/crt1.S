/* Program entry.  The kernel leaves argc at [sp], then argv, envp and
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
	bl __weft_start_main
	udf #0
	.size _start, . - _start

	.section .note.GNU-stack, "", %progbits
