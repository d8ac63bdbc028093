#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "env_impl.h"
#include "lock.h"

/*
 * The start-up code points environ at the vector the kernel left on the
 * stack.  That vector and the strings in it are never written or freed:
 * the first change copies the pointers into an array from malloc, which
 * this file then owns (env_array).  Strings that setenv allocated carry a
 * header linking them into a list, so that replacing or removing one frees
 * it, while strings from the original environment or from putenv are never
 * freed.  If the program assigns environ itself, the next change copies
 * from its array in the same way.
 */

LOCK_DEFINE(hidden, __env_lock, LOCK_LEVEL_STATE);

struct owned {
	struct owned *next;
	char str[];
};

static struct owned *owned_list;
static char **env_array;
static size_t env_cap;

hidden char *__env_alloc(size_t n)
{
	struct owned *o = malloc(sizeof *o + n);

	return o ? o->str : 0;
}

static void release(char *s)
{
	for (struct owned **p = &owned_list; *p; p = &(*p)->next) {
		if ((*p)->str == s) {
			struct owned *o = *p;
			*p = o->next;
			free(o);
			return;
		}
	}
}

static void adopt(char *s)
{
	struct owned *o = (struct owned *)(s - offsetof(struct owned, str));

	o->next = owned_list;
	owned_list = o;
}

static size_t count(void)
{
	size_t n = 0;

	if (__environ)
		while (__environ[n])
			n++;
	return n;
}

/* Makes environ our own array with room for need entries plus the
   terminator. */
static int own_array(size_t n, size_t need)
{
	char **a;

	if (__environ == env_array && env_array && need < env_cap)
		return 0;
	if (__environ != env_array || !env_array) {
		size_t cap = need + 8;
		a = malloc(cap * sizeof *a);
		if (!a)
			return -1;
		if (n)
			memcpy(a, __environ, n * sizeof *a);
		a[n] = 0;
		/* A previous array of ours that the program replaced is
		   not freed: the program may still hold it and assign it
		   back to environ later. */
		env_array = a;
		env_cap = cap;
	} else {
		size_t cap = need + need / 2 + 8;
		a = realloc(env_array, cap * sizeof *a);
		if (!a)
			return -1;
		env_array = a;
		env_cap = cap;
	}
	__environ = env_array;
	return 0;
}

static int matches(const char *e, const char *name, size_t namelen)
{
	return !strncmp(e, name, namelen) && e[namelen] == '=';
}

hidden void __env_remove(const char *name, size_t namelen)
{
	size_t n = count(), i, j;

	for (i = 0; i < n && !matches(__environ[i], name, namelen); i++)
		;
	if (i == n)
		return;
	if (own_array(n, n)) {
		/* Out of memory for the copy: edit the program's array in
		   place rather than fail, since unsetenv cannot report
		   ENOMEM. */
	}
	for (j = i; i < n; i++) {
		char *e = __environ[i];
		if (matches(e, name, namelen))
			release(e);
		else
			__environ[j++] = e;
	}
	__environ[j] = 0;
}

hidden int __env_put(char *s, size_t namelen, int overwrite, int owned)
{
	size_t n = count(), i;

	for (i = 0; i < n && !matches(__environ[i], s, namelen); i++)
		;
	if (i < n && !overwrite) {
		if (owned)
			free(s - offsetof(struct owned, str));
		return 0;
	}
	if (own_array(n, i < n ? n : n + 1)) {
		if (owned)
			free(s - offsetof(struct owned, str));
		errno = ENOMEM;
		return -1;
	}
	if (owned)
		adopt(s);
	if (i < n) {
		char *old = __environ[i];
		__environ[i] = s;
		if (old != s)
			release(old);
		/* Later duplicates (possible in an inherited environment)
		   would shadow nothing but still be passed to children. */
		size_t j = i + 1, k;
		for (k = i + 1; k < n; k++) {
			char *e = __environ[k];
			if (!matches(e, s, namelen))
				__environ[j++] = e;
			else if (e != s)
				release(e);
		}
		__environ[j] = 0;
	} else {
		__environ[n] = s;
		__environ[n + 1] = 0;
	}
	return 0;
}

hidden void __env_clear(void)
{
	while (owned_list) {
		struct owned *o = owned_list;
		owned_list = o->next;
		free(o);
	}
	free(env_array);
	env_array = 0;
	env_cap = 0;
	__environ = 0;
}
