#include <unistd.h>
#include "syscall.h"

/* TCGETS from asm-generic/ioctls.h (x86_64, aarch64 and riscv64 share it). */
#define TCGETS_ 0x5401

/* A descriptor is a terminal when the terminal driver answers TCGETS; on
   failure errno says why (ENOTTY, EBADF). */
int isatty(int fd)
{
	/* Room for the kernel's struct termios (36 bytes on these archs). */
	unsigned long tio[8];

	return __syscall_ret(__syscall(SYS_ioctl, fd, TCGETS_, tio)) == 0;
}
