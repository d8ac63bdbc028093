/* fopen/fdopen/freopen/fclose mode strings and their errors, writing and
   reading on "+" streams (with the seek C requires between them), append
   mode, "x" and "e", tmpfile, and fflush(NULL). */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "check.h"

static const char *slurp(const char *path)
{
	static char buf[256];
	int fd = open(path, O_RDONLY);
	ssize_t n;

	CHECK(fd >= 0);
	n = read(fd, buf, sizeof buf - 1);
	CHECK(n >= 0);
	buf[n] = 0;
	close(fd);
	return buf;
}

int main(void)
{
	FILE *f, *g;
	char buf[64];

	/* bad modes */
	errno = 0;
	CHECK(!fopen("x.txt", "q"));
	CHECK_EQ(errno, EINVAL);
	errno = 0;
	CHECK(!fopen("x.txt", ""));
	CHECK_EQ(errno, EINVAL);
	errno = 0;
	CHECK(!fopen("missing.txt", "r"));
	CHECK_EQ(errno, ENOENT);

	/* "w" creates and truncates; output stays buffered until fclose */
	f = fopen("x.txt", "w");
	CHECK(f);
	CHECK(fputs("hello\n", f) >= 0);
	CHECK_STR(slurp("x.txt"), "");
	CHECK_EQ(fclose(f), 0);
	CHECK_STR(slurp("x.txt"), "hello\n");

	/* "r" cannot write; "rb" is "r" */
	f = fopen("x.txt", "rb");
	CHECK(f);
	CHECK_EQ(fputc('z', f), EOF);
	CHECK(ferror(f));
	CHECK(fgets(buf, sizeof buf, f) == buf);
	CHECK_STR(buf, "hello\n");
	CHECK_EQ(fclose(f), 0);

	/* "a" appends even after a seek; "a+" reads from the start */
	f = fopen("x.txt", "a");
	CHECK(f);
	CHECK_EQ(ftell(f), 6);
	CHECK(fputs("world\n", f) >= 0);
	CHECK_EQ(ftell(f), 12);
	CHECK_EQ(fseek(f, 0, SEEK_SET), 0);
	CHECK(fputs("!\n", f) >= 0);
	CHECK_EQ(fclose(f), 0);
	CHECK_STR(slurp("x.txt"), "hello\nworld\n!\n");
	f = fopen("x.txt", "a+");
	CHECK(f);
	CHECK_EQ(fgetc(f), 'h');
	CHECK_EQ(fseek(f, 0, SEEK_CUR), 0);
	CHECK(fputs("more\n", f) >= 0);
	CHECK_EQ(fclose(f), 0);
	CHECK_STR(slurp("x.txt"), "hello\nworld\n!\nmore\n");

	/* "r+": read, seek, overwrite in place, read on */
	f = fopen("x.txt", "r+");
	CHECK(f);
	CHECK_EQ(fgetc(f), 'h');
	CHECK_EQ(fseek(f, 0, SEEK_CUR), 0);
	CHECK(fputs("EL", f) >= 0);
	CHECK_EQ(fseek(f, 0, SEEK_CUR), 0);
	CHECK_EQ(fgetc(f), 'l');
	CHECK_EQ(ftell(f), 4);
	CHECK_EQ(fclose(f), 0);
	CHECK_STR(slurp("x.txt"), "hELlo\nworld\n!\nmore\n");

	/* "w+" truncates and reads back what it wrote */
	f = fopen("x.txt", "w+");
	CHECK(f);
	CHECK_EQ(fwrite("abc", 1, 3, f), 3);
	rewind(f);
	CHECK_EQ(fread(buf, 1, sizeof buf, f), 3);
	CHECK(!memcmp(buf, "abc", 3));
	CHECK(feof(f));
	CHECK_EQ(fclose(f), 0);

	/* "x": O_EXCL */
	errno = 0;
	CHECK(!fopen("x.txt", "wx"));
	CHECK_EQ(errno, EEXIST);
	f = fopen("y.txt", "wx");
	CHECK(f);
	CHECK_EQ(fclose(f), 0);

	/* "e": close-on-exec */
	f = fopen("y.txt", "re");
	CHECK(f);
	CHECK_EQ(t_sh("true"), 0);
	{
		char cmd[64] = "test -e /proc/self/fd/";
		size_t n = strlen(cmd);
		int fd = fileno(f);
		CHECK(fd >= 3 && fd < 10);
		cmd[n] = '0' + fd;
		cmd[n + 1] = 0;
		CHECK_EQ(t_sh(cmd), 1);
	}
	CHECK_EQ(fclose(f), 0);

	/* fdopen: mode must fit the descriptor */
	int fd = open("x.txt", O_RDONLY);
	CHECK(fd >= 0);
	errno = 0;
	CHECK(!fdopen(fd, "w"));
	CHECK_EQ(errno, EINVAL);
	f = fdopen(fd, "r");
	CHECK(f);
	CHECK_EQ(fileno(f), fd);
	CHECK_EQ(fgetc(f), 'a');
	CHECK_EQ(fclose(f), 0);
	CHECK_ERR(close(fd), EBADF);

	/* freopen keeps the stream and redirects its descriptor */
	f = fopen("x.txt", "r");
	CHECK(f);
	fd = fileno(f);
	g = freopen("z.txt", "w", f);
	CHECK(g == f);
	CHECK_EQ(fileno(g), fd);
	CHECK(fputs("reopened", g) >= 0);
	CHECK_EQ(fclose(g), 0);
	CHECK_STR(slurp("z.txt"), "reopened");

	/* fflush(NULL) flushes every output stream */
	f = fopen("p.txt", "w");
	g = fopen("q.txt", "w");
	CHECK(f && g);
	CHECK(fputs("p", f) >= 0 && fputs("q", g) >= 0);
	CHECK_STR(slurp("p.txt"), "");
	CHECK_EQ(fflush(NULL), 0);
	CHECK_STR(slurp("p.txt"), "p");
	CHECK_STR(slurp("q.txt"), "q");
	CHECK_EQ(fclose(f), 0);
	CHECK_EQ(fclose(g), 0);

	/* tmpfile: read/write, gone from the file system */
	f = tmpfile();
	CHECK(f);
	CHECK(fputs("temporary", f) >= 0);
	rewind(f);
	CHECK(fgets(buf, sizeof buf, f) == buf);
	CHECK_STR(buf, "temporary");
	CHECK_EQ(fclose(f), 0);

	/* setvbuf on a fresh file: unbuffered output shows at once */
	f = fopen("u.txt", "w");
	CHECK(f);
	CHECK_EQ(setvbuf(f, NULL, _IONBF, 0), 0);
	CHECK(fputs("now", f) >= 0);
	CHECK_STR(slurp("u.txt"), "now");
	CHECK(setvbuf(f, NULL, 42, 0) != 0);
	CHECK_EQ(fclose(f), 0);

	/* a fopen'ed stream with pending output is flushed by exit() */
	f = fopen("exit.txt", "w");
	CHECK(f);
	CHECK(fputs("at exit", f) >= 0);
	pid_t pid = fork();
	CHECK(pid >= 0);
	if (pid == 0)
		exit(0);
	int st;
	CHECK_EQ(waitpid(pid, &st, 0), pid);
	CHECK_EQ(st, 0);
	CHECK_STR(slurp("exit.txt"), "at exit");
	return 0;
}
