/* long __cp_syscall(long nr, long a, long b, long c, long d, long e, long f)

   A system call that is a cancellation point (docs/cancellation.md).
   Between __cp_begin and __cp_end lie only the test of the request and
   the syscall instruction.  The cancel signal's handler looks at the
   interrupted program counter: inside that range the call has not been
   made yet, or the kernel is about to restart it, so the handler sends
   the thread to __cp_cancel and nothing the call would have done is lost;
   at __cp_end or beyond, the call has completed and keeps its result.

   The test reads cancel and cancel_disable as one 8-byte word: exactly 1
   means "requested, and enabled".  Nothing is pushed, so at __cp_cancel
   the stack is as at entry and the jump is a tail call. */
#include "cancel_arch.h"

	.text
	.global __cp_syscall, __cp_begin, __cp_end, __cp_cancel
	.hidden __cp_syscall, __cp_begin, __cp_end, __cp_cancel
	.type __cp_syscall, @function
__cp_syscall:
	mov %rdi, %rax
	mov %rsi, %rdi
	mov %rdx, %rsi
	mov %rcx, %rdx
	mov %r8, %r10
	mov %r9, %r8
	mov 8(%rsp), %r9
__cp_begin:
	cmpq $1, %fs:TP_CANCEL_OFFSET
	je __cp_cancel
	syscall
__cp_end:
	ret
__cp_cancel:
	jmp __cancel_act
	.size __cp_syscall, . - __cp_syscall

	.section .note.GNU-stack, "", @progbits
