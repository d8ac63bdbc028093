#include "stdio_impl.h"

static unsigned char buf[STDIO_UNGET + BUFSIZ];

/* Fully buffered, or line buffered when fd 1 is a terminal (decided on
   the first write, see __towrite). */
hidden FILE __stdout_FILE = {
	.buf = buf + STDIO_UNGET,
	.bufcap = BUFSIZ,
	.lbf = EOF,
	.bufmode = _IOFBF,
	.flags = F_NORD | F_TTY | F_STATIC,
	.fd = 1,
	.write = __stdio_write,
	.seek = __stdio_seek,
	.close = __stdio_close,
};
FILE *const stdout = &__stdout_FILE;

/* Using a standard stream links the exit-time flush. */
static void (*const link_exit_flush)(void) __attribute__((used)) = __stdio_exit;
