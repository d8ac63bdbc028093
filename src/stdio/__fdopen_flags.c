#include <fcntl.h>
#include <stdlib.h>
#include "stdio_impl.h"
#include "syscall.h"

/* One allocation holds the FILE, the pushback room and the buffer.  An
   "a" stream starts at the end, so ftell tells where output goes; "a+"
   reads from the start. */
hidden FILE *__fdopen_flags(int fd, int oflags)
{
	FILE *f = malloc(sizeof *f + STDIO_UNGET + BUFSIZ);

	if (!f)
		return 0;
	__stdio_init(f, fd, oflags, (unsigned char *)(f + 1) + STDIO_UNGET, BUFSIZ);
	if ((oflags & O_APPEND) && (oflags & O_ACCMODE) == O_WRONLY)
		__syscall(SYS_lseek, fd, 0, SEEK_END);
	__stdio_link(f);
	return f;
}
