#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include "exec_impl.h"
#include "syscall.h"

/* Runs path's script with /bin/sh: argv[0] becomes "sh", path its first
   argument.  Returns only on failure. */
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
		__syscall(SYS_execve, "/bin/sh", nargv, envp);
	}
}

/* One attempt: the error number, after the /bin/sh retry if asked. */
static int try_exec(const char *path, char *const argv[], char *const envp[], int sh_fallback)
{
	int e = (int)-__syscall(SYS_execve, path, argv, envp);

	if (e == ENOEXEC && sh_fallback)
		exec_sh(path, argv, envp);
	return e;
}

/* PATH (default "/bin:/usr/bin" like glibc) is searched when file has no
   slash; an empty entry means the current directory.  EACCES on one entry
   does not stop the search but is reported if nothing else is found. */
hidden int __execvpe(const char *file, char *const argv[], char *const envp[], int sh_fallback)
{
	const char *path, *p, *end;
	size_t flen;
	int seen_eacces = 0, e;

	if (!*file)
		return ENOENT;
	if (strchr(file, '/'))
		return try_exec(file, argv, envp, sh_fallback);
	flen = strlen(file);
	if (flen > NAME_MAX)
		return ENAMETOOLONG;
	path = getenv("PATH");   /* only reads: safe in a vfork-style child */
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
			memcpy(buf, p, dlen);
			if (dlen)
				buf[dlen++] = '/';
			memcpy(buf + dlen, file, flen + 1);
			e = try_exec(buf, argv, envp, sh_fallback);
			switch (e) {
			case EACCES:
				seen_eacces = 1;
				break;
			case ENOENT:
			case ENOTDIR:
			case ESTALE:
			case ENODEV:
			case ETIMEDOUT:
			case ELOOP:
			case ENAMETOOLONG:
				break;
			default:
				return e;
			}
		}
		if (!*end)
			return seen_eacces ? EACCES : ENOENT;
	}
}
