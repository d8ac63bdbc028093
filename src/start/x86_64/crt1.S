/* Program entry: crt1.o, and built with START_PIE rcrt1.o, the entry of
   a static PIE, which relocates itself first (__weft_start_pie.c).
   The kernel leaves argc at (%rsp), then argv, envp and
   auxv; %rdx holds a function to register with atexit for dynamically
   linked programs, which a static program never gets. */
	.text
	.global _start
	.type _start, @function
_start:
	xor %ebp, %ebp              /* outermost frame for debuggers */
	mov %rsp, %rdi              /* argument block */
	lea main(%rip), %rsi
	and $-16, %rsp              /* psABI: 16-byte aligned at the call */
#ifdef START_PIE
	call __weft_start_pie
#else
	call __weft_start_main
#endif
	hlt
	.size _start, . - _start

#ifdef START_PIE
	/* The first .preinit_array entry of a static PIE: the program's
	   own entries come after it, since rcrt1.o is linked first. */
	.section .preinit_array, "aw"
	.p2align 3
	.quad __weft_pie_late
#endif

	.section .note.GNU-stack, "", @progbits
