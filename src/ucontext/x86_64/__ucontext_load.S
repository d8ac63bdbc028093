/* void __ucontext_load(const ucontext_t *ucp): the register half of
   setcontext (the mask is already set).  Loads the FP control state from
   *uc_mcontext.fpregs (if set), rbx, rbp, r12-r15 and the stack pointer,
   the argument registers rdi, rsi, rdx, rcx, r8, r9 (a makecontext
   function's arguments), and jumps to the saved rip with rax 0: a
   getcontext or swapcontext returns 0 there; a variadic makecontext
   function sees no vector arguments.  Nothing is written below the new
   stack pointer, so a context the kernel saved for a signal handler can
   be resumed too, with these registers (not rax, r10, r11, the flags or
   the vector registers). */
#include "ucontext_arch.h"

	.text
	.globl __ucontext_load
	.hidden __ucontext_load
	.type __ucontext_load, @function
__ucontext_load:
	mov UC_FPREGS(%rdi), %rax
	test %rax, %rax
	jz 1f
	fldcw FP_CWD(%rax)
	ldmxcsr FP_MXCSR(%rax)
1:	mov UC_RBX(%rdi), %rbx
	mov UC_RBP(%rdi), %rbp
	mov UC_R12(%rdi), %r12
	mov UC_R13(%rdi), %r13
	mov UC_R14(%rdi), %r14
	mov UC_R15(%rdi), %r15
	mov UC_RSP(%rdi), %rsp
	mov UC_RIP(%rdi), %r11
	mov UC_RSI(%rdi), %rsi
	mov UC_RDX(%rdi), %rdx
	mov UC_RCX(%rdi), %rcx
	mov UC_R8(%rdi), %r8
	mov UC_R9(%rdi), %r9
	mov UC_RDI(%rdi), %rdi
	xor %eax, %eax
	jmp *%r11
	.size __ucontext_load, .-__ucontext_load

	.section .note.GNU-stack,"",@progbits
