/* int _setjmp(jmp_buf env): the same routine as setjmp (no mask). */
	.text
	.globl _setjmp
	.type _setjmp, %function
_setjmp:
	tail setjmp
	.size _setjmp, .-_setjmp

	.section .note.GNU-stack,"",%progbits
