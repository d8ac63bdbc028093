/* Tracing another process: the ptrace(2) requests, options and events
   (values of the kernel's linux/ptrace.h and asm/ptrace-abi.h). */
#ifndef _SYS_PTRACE_H
#define _SYS_PTRACE_H

#include <features.h>
#include <stdint.h>
#include <sys/types.h>
#include <bits/ptrace.h>

enum __ptrace_request {
	PTRACE_TRACEME = 0,
	PTRACE_PEEKTEXT = 1,
	PTRACE_PEEKDATA = 2,
	PTRACE_PEEKUSER = 3,
	PTRACE_POKETEXT = 4,
	PTRACE_POKEDATA = 5,
	PTRACE_POKEUSER = 6,
	PTRACE_CONT = 7,
	PTRACE_KILL = 8,
	PTRACE_SINGLESTEP = 9,
	PTRACE_ATTACH = 16,
	PTRACE_DETACH = 17,
	PTRACE_SYSCALL = 24,
	__PTRACE_ARCH_REQUESTS
	PTRACE_SETOPTIONS = 0x4200,
	PTRACE_GETEVENTMSG = 0x4201,
	PTRACE_GETSIGINFO = 0x4202,
	PTRACE_SETSIGINFO = 0x4203,
	PTRACE_GETREGSET = 0x4204,
	PTRACE_SETREGSET = 0x4205,
	PTRACE_SEIZE = 0x4206,
	PTRACE_INTERRUPT = 0x4207,
	PTRACE_LISTEN = 0x4208,
	PTRACE_PEEKSIGINFO = 0x4209,
	PTRACE_GETSIGMASK = 0x420a,
	PTRACE_SETSIGMASK = 0x420b,
	PTRACE_SECCOMP_GET_FILTER = 0x420c,
	PTRACE_SECCOMP_GET_METADATA = 0x420d,
	PTRACE_GET_SYSCALL_INFO = 0x420e,
	PTRACE_GET_RSEQ_CONFIGURATION = 0x420f,
	PTRACE_SET_SYSCALL_USER_DISPATCH_CONFIG = 0x4210,
	PTRACE_GET_SYSCALL_USER_DISPATCH_CONFIG = 0x4211
};

/* Programs test the requests with #ifdef. */
#define PTRACE_TRACEME    PTRACE_TRACEME
#define PTRACE_PEEKTEXT   PTRACE_PEEKTEXT
#define PTRACE_PEEKDATA   PTRACE_PEEKDATA
#define PTRACE_PEEKUSER   PTRACE_PEEKUSER
#define PTRACE_POKETEXT   PTRACE_POKETEXT
#define PTRACE_POKEDATA   PTRACE_POKEDATA
#define PTRACE_POKEUSER   PTRACE_POKEUSER
#define PTRACE_CONT       PTRACE_CONT
#define PTRACE_KILL       PTRACE_KILL
#define PTRACE_SINGLESTEP PTRACE_SINGLESTEP
#define PTRACE_ATTACH     PTRACE_ATTACH
#define PTRACE_DETACH     PTRACE_DETACH
#define PTRACE_SYSCALL    PTRACE_SYSCALL
#define PTRACE_SETOPTIONS PTRACE_SETOPTIONS
#define PTRACE_GETEVENTMSG PTRACE_GETEVENTMSG
#define PTRACE_GETSIGINFO PTRACE_GETSIGINFO
#define PTRACE_SETSIGINFO PTRACE_SETSIGINFO
#define PTRACE_GETREGSET  PTRACE_GETREGSET
#define PTRACE_SETREGSET  PTRACE_SETREGSET
#define PTRACE_SEIZE      PTRACE_SEIZE
#define PTRACE_INTERRUPT  PTRACE_INTERRUPT
#define PTRACE_LISTEN     PTRACE_LISTEN
#define PTRACE_PEEKSIGINFO PTRACE_PEEKSIGINFO
#define PTRACE_GETSIGMASK PTRACE_GETSIGMASK
#define PTRACE_SETSIGMASK PTRACE_SETSIGMASK
#define PTRACE_SECCOMP_GET_FILTER PTRACE_SECCOMP_GET_FILTER
#define PTRACE_SECCOMP_GET_METADATA PTRACE_SECCOMP_GET_METADATA
#define PTRACE_GET_SYSCALL_INFO PTRACE_GET_SYSCALL_INFO
#define PTRACE_GET_RSEQ_CONFIGURATION PTRACE_GET_RSEQ_CONFIGURATION
#define PTRACE_SET_SYSCALL_USER_DISPATCH_CONFIG \
	PTRACE_SET_SYSCALL_USER_DISPATCH_CONFIG
#define PTRACE_GET_SYSCALL_USER_DISPATCH_CONFIG \
	PTRACE_GET_SYSCALL_USER_DISPATCH_CONFIG
/* the kernel's spelling */
#define PTRACE_PEEKUSR PTRACE_PEEKUSER
#define PTRACE_POKEUSR PTRACE_POKEUSER

#ifdef _DEFAULT_SOURCE
/* the BSD names */
#define PT_TRACE_ME    PTRACE_TRACEME
#define PT_READ_I      PTRACE_PEEKTEXT
#define PT_READ_D      PTRACE_PEEKDATA
#define PT_READ_U      PTRACE_PEEKUSER
#define PT_WRITE_I     PTRACE_POKETEXT
#define PT_WRITE_D     PTRACE_POKEDATA
#define PT_WRITE_U     PTRACE_POKEUSER
#define PT_CONTINUE    PTRACE_CONT
#define PT_KILL        PTRACE_KILL
#define PT_STEP        PTRACE_SINGLESTEP
#define PT_ATTACH      PTRACE_ATTACH
#define PT_DETACH      PTRACE_DETACH
#define PT_SYSCALL     PTRACE_SYSCALL
#define PT_SETOPTIONS  PTRACE_SETOPTIONS
#define PT_GETEVENTMSG PTRACE_GETEVENTMSG
#define PT_GETSIGINFO  PTRACE_GETSIGINFO
#define PT_SETSIGINFO  PTRACE_SETSIGINFO
#endif

/* PTRACE_SETOPTIONS bits */
#define PTRACE_O_TRACESYSGOOD    0x00000001
#define PTRACE_O_TRACEFORK       0x00000002
#define PTRACE_O_TRACEVFORK      0x00000004
#define PTRACE_O_TRACECLONE      0x00000008
#define PTRACE_O_TRACEEXEC       0x00000010
#define PTRACE_O_TRACEVFORKDONE  0x00000020
#define PTRACE_O_TRACEEXIT       0x00000040
#define PTRACE_O_TRACESECCOMP    0x00000080
#define PTRACE_O_EXITKILL        0x00100000
#define PTRACE_O_SUSPEND_SECCOMP 0x00200000
#define PTRACE_O_MASK            0x003000ff

/* the event in bits 16-23 of a ptrace stop's wait status */
#define PTRACE_EVENT_FORK       1
#define PTRACE_EVENT_VFORK      2
#define PTRACE_EVENT_CLONE      3
#define PTRACE_EVENT_EXEC       4
#define PTRACE_EVENT_VFORK_DONE 5
#define PTRACE_EVENT_EXIT       6
#define PTRACE_EVENT_SECCOMP    7
#define PTRACE_EVENT_STOP       128

/* PTRACE_PEEKSIGINFO: from the process-wide queue, not the thread's */
#define PTRACE_PEEKSIGINFO_SHARED 1

struct __ptrace_peeksiginfo_args {
	uint64_t off;	/* the first signal to copy */
	uint32_t flags;
	int32_t nr;	/* how many */
};

struct __ptrace_seccomp_metadata {
	uint64_t filter_off;
	uint64_t flags;
};

/* PTRACE_GET_SYSCALL_INFO: op says which member is filled */
#define PTRACE_SYSCALL_INFO_NONE    0
#define PTRACE_SYSCALL_INFO_ENTRY   1
#define PTRACE_SYSCALL_INFO_EXIT    2
#define PTRACE_SYSCALL_INFO_SECCOMP 3

struct __ptrace_syscall_info {
	uint8_t op;
	uint8_t __pad[3];
	uint32_t arch;
	uint64_t instruction_pointer;
	uint64_t stack_pointer;
	__extension__ union {
		struct {
			uint64_t nr;
			uint64_t args[6];
		} entry;
		struct {
			int64_t rval;
			uint8_t is_error;
		} exit;
		struct {
			uint64_t nr;
			uint64_t args[6];
			uint32_t ret_data;
		} seccomp;
	};
};

struct __ptrace_rseq_configuration {
	uint64_t rseq_abi_pointer;
	uint32_t rseq_abi_size;
	uint32_t signature;
	uint32_t flags;
	uint32_t pad;
};

__WEFT_BEGIN
/* ptrace(request, pid, addr, data): the PEEK requests return the word
   read, with errno 0 so that a word of -1 can be told from an error. */
long ptrace(enum __ptrace_request request, ...);
__WEFT_END

#endif
