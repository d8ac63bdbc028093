#define _GNU_SOURCE
/*
 * wordexp hands the expansion to /bin/sh, which does exactly what POSIX
 * asks (tilde, parameters, command substitution, arithmetic, field
 * splitting, path names, quote removal): after checking the words here
 * (no unquoted operator, quotes and substitutions closed, no command
 * substitution with WRDE_NOCMD), it runs
 *
 *     [set -u]  set -- WORDS  then prints each "$@" field and a NUL
 *
 * and reads the fields back from a pipe.  The check makes WORDS one
 * simple command's arguments, so nothing in it can run as a command of
 * its own.
 */
#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include <wordexp.h>

extern char **environ;

/* Checks s from *i up to the closing character end (0: the end of the
   words; '"', ')', '}' or '`': the end of a quote or substitution).
   Marks in hash the unquoted '#'s, which the shell would take for a
   comment and wordexp keeps (as glibc does). */
static int check(const char *s, size_t *i, int end, int flags, char *hash)
{
	int r;

	for (;;) {
		char c = s[*i];
		if (!c)
			return end ? WRDE_SYNTAX : 0;
		if (c == end) {
			++*i;
			return 0;
		}
		++*i;
		switch (c) {
		case '\\':
			if (!s[*i])
				return WRDE_SYNTAX;
			++*i;
			continue;
		case '\'':
			if (end == '"')
				continue;
			while (s[*i] && s[*i] != '\'')
				++*i;
			if (!s[*i])
				return WRDE_SYNTAX;
			++*i;
			continue;
		case '"':
			r = check(s, i, '"', flags, hash);
			break;
		case '`':
			if (flags & WRDE_NOCMD)
				return WRDE_CMDSUB;
			r = check(s, i, '`', flags, hash);
			break;
		case '$':
			if (s[*i] == '{') {
				++*i;
				r = check(s, i, '}', flags, hash);
			} else if (s[*i] == '(') {
				/* $(( is arithmetic, $( a command */
				if (s[*i + 1] != '(' && (flags & WRDE_NOCMD))
					return WRDE_CMDSUB;
				++*i;
				r = check(s, i, ')', flags, hash);
			} else {
				continue;
			}
			break;
		case '(':
			/* inside a substitution, parentheses nest */
			if (end == ')') {
				r = check(s, i, ')', flags, hash);
				break;
			}
			/* fall through */
		default:
			if (!end && strchr("|&;<>(){}\n", c))
				return WRDE_BADCHAR;
			if (!end && c == '#')
				hash[*i - 1] = 1;
			continue;
		}
		if (r)
			return r;
	}
}

/* Reads all of fd into a growing buffer; -1 on an allocation failure. */
static ssize_t slurp(int fd, char **buf)
{
	size_t len = 0, cap = 0;
	char *b = 0, *nb;

	for (;;) {
		if (cap - len < 256) {
			cap = cap ? 2 * cap : 1024;
			nb = realloc(b, cap);
			if (!nb) {
				free(b);
				return -1;
			}
			b = nb;
		}
		ssize_t n = read(fd, b + len, cap - len);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			break;
		len += n;
	}
	*buf = b;
	return len;
}

/* Runs the shell; its output in *out (length returned), its status in
   *status; -1 if it could not be run. */
static ssize_t run(const char *script, int flags, char **out, int *status)
{
	posix_spawn_file_actions_t fa;
	int p[2], e;
	pid_t pid;
	ssize_t len;
	char *argv[] = { "sh", "-c", (char *)script, 0 };

	if (pipe2(p, O_CLOEXEC))
		return -1;
	e = posix_spawn_file_actions_init(&fa);
	if (!e)
		e = posix_spawn_file_actions_adddup2(&fa, p[1], 1);
	if (!e && !(flags & WRDE_SHOWERR))
		e = posix_spawn_file_actions_addopen(&fa, 2, "/dev/null", O_WRONLY, 0);
	if (!e)
		e = posix_spawn(&pid, "/bin/sh", &fa, 0, argv, environ);
	posix_spawn_file_actions_destroy(&fa);
	close(p[1]);
	if (e) {
		close(p[0]);
		return -1;
	}
	len = slurp(p[0], out);
	close(p[0]);
	while (waitpid(pid, status, 0) < 0) {
		if (errno != EINTR) {
			/* SIGCHLD ignored: the child was reaped for us */
			*status = 0;
			break;
		}
	}
	if (len < 0)
		return -1;
	return len;
}

/* Expands words as the shell would into fields in we.  0, or WRDE_BADCHAR,
   WRDE_BADVAL, WRDE_CMDSUB, WRDE_NOSPACE, WRDE_SYNTAX (we unchanged,
   except that WRDE_REUSE freed what it held). */
int wordexp(const char *restrict words, wordexp_t *restrict we, int flags)
{
	static const char pre[] = "set -u\nset -- ", post[] = "\nset +u\nfor a; do printf '%s\\000' \"$a\"; done\n";
	size_t i = 0, n, nw, old, offs, k;
	char *script, *out = 0, *p, **v, *hash;
	ssize_t len;
	int r, status;

	if ((flags & WRDE_REUSE) && !(flags & WRDE_APPEND))
		wordfree(we);
	n = strlen(words);
	/* room for the script: every character escaped at worst */
	script = malloc(sizeof pre + 3 * n + sizeof post);
	if (!script)
		return WRDE_NOSPACE;
	hash = script + sizeof pre + 2 * n + sizeof post;
	memset(hash, 0, n);
	r = check(words, &i, 0, flags, hash);
	if (r) {
		free(script);
		return r;
	}
	p = script;
	/* "set -u\n" only with WRDE_UNDEF */
	if (flags & WRDE_UNDEF) {
		memcpy(p, pre, sizeof pre - 1);
		p += sizeof pre - 1;
	} else {
		memcpy(p, pre + 7, sizeof pre - 8);
		p += sizeof pre - 8;
	}
	for (k = 0; k < n; k++) {
		if (hash[k])
			*p++ = '\\';
		*p++ = words[k];
	}
	memcpy(p, post, sizeof post);
	len = run(script, flags, &out, &status);
	free(script);
	if (len < 0)
		return WRDE_NOSPACE;
	if (!WIFEXITED(status) || WEXITSTATUS(status)) {
		free(out);
		return flags & WRDE_UNDEF ? WRDE_BADVAL : WRDE_SYNTAX;
	}
	nw = 0;
	for (ssize_t j = 0; j < len; j++)
		nw += !out[j];
	old = (flags & WRDE_APPEND) && we->we_wordv ? we->we_wordc : 0;
	if (!(flags & WRDE_APPEND) || !we->we_wordv)
		we->we_offs = flags & WRDE_DOOFFS ? we->we_offs : 0;
	offs = we->we_offs;
	v = realloc(old ? we->we_wordv : 0, (offs + old + nw + 1) * sizeof *v);
	if (!v) {
		free(out);
		return WRDE_NOSPACE;
	}
	for (k = 0; k < offs && !old; k++)
		v[k] = 0;
	we->we_wordv = v;
	v += offs + old;
	p = out;
	for (k = 0; k < nw; k++) {
		size_t l = strlen(p) + 1;
		v[k] = malloc(l);
		if (!v[k]) {
			/* the fields so far are kept, as POSIX asks */
			v[k] = 0;
			we->we_wordc = old + k;
			free(out);
			return WRDE_NOSPACE;
		}
		memcpy(v[k], p, l);
		p += l;
	}
	v[nw] = 0;
	we->we_wordc = old + nw;
	free(out);
	return 0;
}
