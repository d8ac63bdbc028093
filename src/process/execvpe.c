#define _GNU_SOURCE
#include <errno.h>
#include <limits.h>
#include <string.h>
#include <stdlib.h>
#include <unistd.h>

/* Runs file searched along PATH (default "/bin:/usr/bin" like glibc) when
   it has no slash.  ENOEXEC means a script without "#!": run it with
   /bin/sh, as POSIX asks.  EACCES on one entry does not stop the search,
   but is reported if nothing else is found. */
static void exec_sh(const char *path, char *const argv[], char *const envp[])
{
	size_t n = 0;

	while (argv[n])
		n++;
	{
		char *nargv[n + 2];
		nargv[0] = (char *)"sh";
		nargv[1] = (char *)path;
		for (size_t i = 1; i <= n; i++)
			nargv[i + 1] = argv[i];
		if (!n)
			nargv[2] = 0;
		execve("/bin/sh", nargv, envp);
	}
}

int execvpe(const char *file, char *const argv[], char *const envp[])
{
	const char *path, *p, *end;
	size_t flen;
	int seen_eacces = 0;

	if (!*file) {
		errno = ENOENT;
		return -1;
	}
	if (strchr(file, '/')) {
		execve(file, argv, envp);
		if (errno == ENOEXEC)
			exec_sh(file, argv, envp);
		return -1;
	}
	flen = strlen(file);
	if (flen > NAME_MAX) {
		errno = ENAMETOOLONG;
		return -1;
	}
	path = getenv("PATH");
	if (!path)
		path = "/bin:/usr/bin";
	for (p = path;; p = end + 1) {
		char buf[PATH_MAX];
		size_t dlen;

		end = strchr(p, ':');
		if (!end)
			end = p + strlen(p);
		dlen = end - p;
		if (dlen + 1 + flen + 1 <= sizeof buf) {
			/* An empty entry means the current directory. */
			memcpy(buf, p, dlen);
			if (dlen)
				buf[dlen++] = '/';
			memcpy(buf + dlen, file, flen + 1);
			execve(buf, argv, envp);
			switch (errno) {
			case EACCES:
				seen_eacces = 1;
				break;
			case ENOEXEC:
				exec_sh(buf, argv, envp);
				return -1;
			case ENOENT:
			case ENOTDIR:
			case ESTALE:
			case ENODEV:
			case ETIMEDOUT:
			case ELOOP:
			case ENAMETOOLONG:
				break;
			default:
				return -1;
			}
		}
		if (!*end)
			break;
	}
	errno = seen_eacces ? EACCES : ENOENT;
	return -1;
}
