#include <fcntl.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

/* Longest password kept; the rest of a longer line is read and dropped. */
#define PASS_MAX 8191

/* Prompts on the controlling terminal and reads a line with echo off.
   Without a terminal, as glibc: prompt on stderr, read from stdin (the
   descriptors: bytes stdio already buffered for stdin are not seen). */
char *getpass(const char *prompt)
{
	static char buf[PASS_MAX + 1];
	struct termios old, t;
	int in, out, fd, noecho = 0;
	size_t n = 0;
	ssize_t r;
	char c;

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
	while ((r = read(in, &c, 1)) == 1 && c != '\n')
		if (n < PASS_MAX)
			buf[n++] = c;
	buf[n] = 0;
	if (noecho) {
		/* the user's Enter was not echoed */
		(void)!write(out, "\n", 1);
		tcsetattr(in, TCSAFLUSH, &old);
	}
	if (fd >= 0)
		close(fd);
	return r < 0 && !n ? 0 : buf;
}
