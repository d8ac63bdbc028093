/* The save half of getcontext and swapcontext, as the assembler macro
   save_context, used at their entry with the ucontext_t in %rdi: saves
   what a call preserves (rbx, rbp, r12-r15), the caller's stack pointer
   as it is after our return, the return address as the resume point,
   and the x87 control word and MXCSR (in __fpregs_mem, which
   uc_mcontext.fpregs is set to point at).  The signal mask is left to
   the caller.  Uses %rax. */
#include "ucontext_arch.h"

.macro save_context
	mov %rbx, UC_RBX(%rdi)
	mov %rbp, UC_RBP(%rdi)
	mov %r12, UC_R12(%rdi)
	mov %r13, UC_R13(%rdi)
	mov %r14, UC_R14(%rdi)
	mov %r15, UC_R15(%rdi)
	lea 8(%rsp), %rax
	mov %rax, UC_RSP(%rdi)
	mov (%rsp), %rax
	mov %rax, UC_RIP(%rdi)
	lea UC_FPREGS_MEM(%rdi), %rax
	mov %rax, UC_FPREGS(%rdi)
	fnstcw UC_FPREGS_MEM+FP_CWD(%rdi)
	stmxcsr UC_FPREGS_MEM+FP_MXCSR(%rdi)
.endm
