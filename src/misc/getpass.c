#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

/* Prompts on the controlling terminal and reads a line with echo off.
   Without a terminal, as glibc: prompt on stderr, read from stdin (the
   descriptors: bytes stdio already buffered for stdin are not seen).
   The line may be of any length, as glibc's: the buffer, reused by the
   next call, grows to hold it; 0 with ENOMEM if it cannot. */
char *getpass(const char *prompt)
{
	static char *buf;
	static size_t cap;
	struct termios old, t;
	int in, out, fd, noecho = 0, nomem = 0;
	size_t n = 0;
	ssize_t r;
	char c;

	if (!buf) {
		if (!(buf = malloc(128)))
			return 0;
		cap = 128;
	}
	fd = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC);
	in = out = fd;
	if (fd < 0) {
		in = 0;
		out = 2;
	}
	if (!tcgetattr(in, &old)) {
		t = old;
		t.c_lflag &= ~(ECHO | ECHOE | ECHOK | ECHONL);
		noecho = !tcsetattr(in, TCSAFLUSH, &t);
	}
	if (prompt)
		(void)!write(out, prompt, strlen(prompt));
	while ((r = read(in, &c, 1)) == 1 && c != '\n') {
		if (n + 1 == cap && !nomem) {
			/* (if this fails the rest of the line is read and dropped) */
			size_t ncap = 2 * cap;
			char *nb = realloc(buf, ncap);
			if (nb) {
				buf = nb;
				cap = ncap;
			} else {
				nomem = 1;
			}
		}
		if (!nomem)
			buf[n++] = c;
	}
	if (noecho) {
		/* the user's Enter was not echoed */
		(void)!write(out, "\n", 1);
		tcsetattr(in, TCSAFLUSH, &old);
	}
	if (fd >= 0)
		close(fd);
	buf[n] = 0;
	if (nomem) {
		errno = ENOMEM;
		return 0;
	}
	return r < 0 && !n ? 0 : buf;
}
