#include "stdio_impl.h"

static unsigned char buf[STDIO_UNGET + BUFSIZ];

hidden FILE __stdin_FILE = {
	.buf = buf + STDIO_UNGET,
	.bufcap = BUFSIZ,
	.lbf = EOF,
	.bufmode = _IOFBF,
	.flags = F_NOWR | F_STATIC,
	.fd = 0,
	.read = __stdio_read,
	.seek = __stdio_seek,
	.close = __stdio_close,
};
FILE *const stdin = &__stdin_FILE;

static void (*const link_exit_flush)(void) __attribute__((used)) = __stdio_exit;
