/* Program entry.  The kernel leaves argc at (%rsp), then argv, envp and
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
	call __weft_start_main
	hlt
	.size _start, . - _start

	.section .note.GNU-stack, "", @progbits
