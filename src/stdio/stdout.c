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

/* exit.c only has a weak stand-in for __stdio_exit; naming the list head
   (defined next to the real one) links the exit-time flush. */
static FILE **const link_exit_flush __attribute__((used)) = &__stdio_head;
