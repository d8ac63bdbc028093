#include "fenv_arch.h"

/* The control word, the exception flags and the last-instruction fields
   come from *envp; the tag word and the stack top stay the current ones
   (the register stack is what it is now, whatever it was when the
   environment was saved).  FE_DFL_ENV: the state at program start,
   round to nearest, all exceptions masked and clear, x87 extended
   precision. */
int fesetenv(const fenv_t *envp)
{
	fenv_t env;
	__x87_getenv(&env);
	if (envp == FE_DFL_ENV) {
		env.__control = __X87_CW_DEFAULT;
		env.__status &= ~0x00ffu;
		env.__ip_offset = 0;
		env.__ip_selector = 0;
		env.__opcode = 0;
		env.__data_offset = 0;
		env.__data_selector = 0;
		__x87_setenv(&env);
		__mxcsr_set(__MXCSR_MASKS);
		return 0;
	}
	env.__control = envp->__control;
	/* flags and the summary bits; the condition codes and stack top
	   (bits 8..15) stay */
	env.__status = (env.__status & ~0x00ffu) | (envp->__status & 0x00ffu);
	env.__ip_offset = envp->__ip_offset;
	env.__ip_selector = envp->__ip_selector;
	env.__opcode = envp->__opcode;
	env.__data_offset = envp->__data_offset;
	env.__data_selector = envp->__data_selector;
	__x87_setenv(&env);
	__mxcsr_set(envp->__mxcsr);
	return 0;
}
