/* int _setjmp(jmp_buf env): setjmp never saves the signal mask, so this is
   the same routine.  A tail jump keeps our caller's return address on top
   of the stack, which is what setjmp records. */
	.text
	.globl _setjmp
	.type _setjmp, @function
_setjmp:
	jmp setjmp
	.size _setjmp, .-_setjmp

	.section .note.GNU-stack,"",@progbits
