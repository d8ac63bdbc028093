/* wordexp splits fields, removes quotes, expands variables, ~, globs,
   arithmetic and command substitution; refuses operators (WRDE_BADCHAR),
   open quotes (WRDE_SYNTAX), commands with WRDE_NOCMD (WRDE_CMDSUB),
   unset variables with WRDE_UNDEF (WRDE_BADVAL); honours WRDE_DOOFFS,
   WRDE_APPEND and WRDE_REUSE; leaves no fd open and no child behind. */
#define _GNU_SOURCE
#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include <wordexp.h>
#include "check.h"

static int fds(void)
{
	DIR *d = opendir("/proc/self/fd");
	int n = 0;
	CHECK(d);
	while (readdir(d))
		n++;
	closedir(d);
	return n;
}

/* The fields of words joined by '|', or "!N" for error N. */
static const char *expand(const char *words, int flags)
{
	static char out[1024];
	wordexp_t we;
	int r = wordexp(words, &we, flags);

	if (r) {
		snprintf(out, sizeof out, "!%d", r);
		return out;
	}
	out[0] = 0;
	for (size_t i = 0; i < we.we_wordc; i++) {
		size_t n = strlen(out);
		snprintf(out + n, sizeof out - n, "%s%s", i ? "|" : "", we.we_wordv[i]);
	}
	CHECK(!we.we_wordv[we.we_wordc]);
	wordfree(&we);
	CHECK(!we.we_wordv);
	return out;
}

int main(void)
{
	int nfd = fds();
	char buf[512];

	/* the shell's stderr is hidden unless WRDE_SHOWERR */
	if (getenv("WEFT_WORDEXP_CHILD")) {
		CHECK_STR(expand("$(echo hidden >&2)", 0), "");
		CHECK_STR(expand("$(echo shown >&2)", WRDE_SHOWERR), "");
		return 0;
	}
	char *argv[] = { "/proc/self/exe", 0 };
	char *envp[] = { "WEFT_WORDEXP_CHILD=1", 0 };
	int st = t_run_self(argv, envp, buf, sizeof buf, 1);
	CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);
	CHECK(strstr(buf, "shown") && !strstr(buf, "hidden"));

	CHECK_EQ(setenv("HOME", "/home/someone", 1), 0);
	CHECK_EQ(setenv("WX", "one  two", 1), 0);
	unsetenv("WEFT_UNSET_VAR");
	CHECK_STR(expand("a b  c", 0), "a|b|c");
	CHECK_STR(expand("  ", 0), "");
	/* not a comment */
	CHECK_STR(expand("a #b c#d", 0), "a|#b|c#d");
	CHECK_STR(expand("'x y' \"p  q\" r\\ s", 0), "x y|p  q|r s");
	CHECK_STR(expand("$HOME ${HOME}/x", 0), "/home/someone|/home/someone/x");
	CHECK_STR(expand("~ ~/d", 0), "/home/someone|/home/someone/d");
	CHECK_STR(expand("$WX \"$WX\"", 0), "one|two|one  two");
	CHECK_STR(expand("$((6 * 7))", 0), "42");
	CHECK_STR(expand("$((6 * 7))", WRDE_NOCMD), "42");
	CHECK_STR(expand("$(echo hi there)", 0), "hi|there");
	CHECK_STR(expand("\"$(echo 'a|b')\"", 0), "a|b");
	CHECK_STR(expand("`echo x`", 0), "x");
	CHECK_STR(expand("$(echo hi)", WRDE_NOCMD), "!4");
	CHECK_STR(expand("\"`echo x`\"", WRDE_NOCMD), "!4");
	CHECK_STR(expand("'$(echo x)'", WRDE_NOCMD), "$(echo x)");
	CHECK_STR(expand("$WEFT_UNSET_VAR", 0), "");
	CHECK_STR(expand("a $WEFT_UNSET_VAR", WRDE_UNDEF), "!3");
	CHECK_STR(expand("$HOME", WRDE_UNDEF), "/home/someone");
	for (const char *const *b = (const char *const[]){ "a|b", "a&b", "a;b", "a<b", "a>b",
			"a(b", "a)b", "a{b", "a}b", "a\nb", 0 }; *b; b++)
		CHECK_STR(expand(*b, 0), "!2");
	CHECK_STR(expand("'a|b' \"a;b\" a\\&b", 0), "a|b|a;b|a&b");
	CHECK_STR(expand("'unterminated", 0), "!5");
	CHECK_STR(expand("\"unterminated", 0), "!5");
	CHECK_STR(expand("$(echo", 0), "!5");
	CHECK_STR(expand("${HOME", 0), "!5");

	/* path names, in a scratch directory: sorted; no match, kept */
	CHECK_EQ(t_sh("mkdir g && touch g/b.c g/a.c g/x.h"), 0);
	CHECK_EQ(chdir("g"), 0);
	CHECK_STR(expand("*.c", 0), "a.c|b.c");
	CHECK_STR(expand("'*.c' *.z", 0), "*.c|*.z");
	CHECK_EQ(chdir(".."), 0);

	/* WRDE_DOOFFS: we_offs null slots first; WRDE_APPEND adds */
	wordexp_t we;
	we.we_offs = 2;
	CHECK_EQ(wordexp("a b", &we, WRDE_DOOFFS), 0);
	CHECK_EQ(we.we_wordc, 2);
	CHECK_EQ(we.we_offs, 2);
	CHECK(!we.we_wordv[0] && !we.we_wordv[1]);
	CHECK_STR(we.we_wordv[2], "a");
	CHECK_STR(we.we_wordv[3], "b");
	CHECK(!we.we_wordv[4]);
	CHECK_EQ(wordexp("c 'd e'", &we, WRDE_DOOFFS | WRDE_APPEND), 0);
	CHECK_EQ(we.we_wordc, 4);
	CHECK(!we.we_wordv[0] && !we.we_wordv[1]);
	CHECK_STR(we.we_wordv[4], "c");
	CHECK_STR(we.we_wordv[5], "d e");
	CHECK(!we.we_wordv[6]);
	wordfree(&we);
	/* WRDE_REUSE frees the earlier result first */
	CHECK_EQ(wordexp("x y z", &we, 0), 0);
	CHECK_EQ(wordexp("w", &we, WRDE_REUSE), 0);
	CHECK_EQ(we.we_wordc, 1);
	CHECK_STR(we.we_wordv[0], "w");
	wordfree(&we);

	CHECK_EQ(fds(), nfd);
	errno = 0;
	CHECK_EQ(waitpid(-1, 0, WNOHANG), -1);
	CHECK_EQ(errno, ECHILD);
	return 0;
}
