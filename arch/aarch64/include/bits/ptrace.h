/* aarch64's own ptrace requests (asm/ptrace.h: memory tagging), inside
   enum __ptrace_request. */
#define __PTRACE_ARCH_REQUESTS \
	PTRACE_PEEKMTETAGS = 33, \
	PTRACE_POKEMTETAGS = 34,

#define PTRACE_PEEKMTETAGS PTRACE_PEEKMTETAGS
#define PTRACE_POKEMTETAGS PTRACE_POKEMTETAGS
