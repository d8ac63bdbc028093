/* The registry of the program's printf conversions, and the engine's call
   into it (format.h: __printf_user).  Linked only by a program that
   registers a conversion. */
#include <errno.h>
#include <fcntl.h>
#include <stddef.h>
#include <string.h>
#include "format.h"
#include "lock.h"
#include "printf_impl.h"
#include "stdio_impl.h"

struct conv {
	printf_function *fn;
	printf_arginfo_size_function *arginfo;
	printf_arginfo_function *old;
};

/* Indexed by the letter; entries are replaced whole under the lock and
   read without it (registration belongs before the threads start). */
static struct conv *volatile table[256];
static struct conv slots[256];
LOCK_DEFINE(static, lock, LOCK_LEVEL_STATE);

#define MAXARGS 16

/* register_printf_type's functions, by type less PA_LAST. */
hidden printf_va_arg_function *volatile __printf_types[PRINTF_MAXTYPES];
hidden volatile int __printf_ntypes;

hidden int __printf_register(int spec, printf_function *fn, printf_arginfo_size_function *arginfo,
			     printf_arginfo_function *old)
{
	if (spec <= 0 || spec > 255 || (fn && !arginfo && !old)) {
		errno = EINVAL;
		return -1;
	}
	__lock(&lock);
	__atomic_store_n(&table[spec], 0, __ATOMIC_RELEASE);
	if (fn) {
		slots[spec] = (struct conv){ fn, arginfo, old };
		__atomic_store_n(&table[spec], &slots[spec], __ATOMIC_RELEASE);
	}
	__unlock(&lock);
	return 0;
}

static const struct conv *entry(int spec)
{
	return __atomic_load_n(&table[spec], __ATOMIC_ACQUIRE);
}

/* The types (and, for register_printf_type's, the sizes) of up to n
   arguments; sizes has room for MAXARGS. */
static int types_of(const struct conv *c, const struct printf_info *info, size_t n, int *types,
		    int *sizes)
{
	memset(sizes, 0, MAXARGS * sizeof *sizes);
	if (c->arginfo)
		return c->arginfo(info, n, types, sizes);
	return c->old(info, n, types);
}

hidden int __printf_user_types(const struct printf_info *info, size_t n, int *argtypes)
{
	const struct conv *c;
	int sizes[MAXARGS];

	if (info->spec <= 0 || info->spec > 255 || !(c = entry(info->spec)))
		return -1;
	return types_of(c, info, n, argtypes, sizes);
}

/* The handler's stream: its output goes into the engine's sink. */
static size_t to_sink(FILE *f, const unsigned char *p, size_t n)
{
	struct __fmt_sink *o = f->cookie;

	if (f->wbase && f->wcur > f->wbase)
		__fmt_put(o, (const char *)f->wbase, f->wcur - f->wbase);
	if (f->wbase)
		f->wbase = f->wcur = f->buf;
	__fmt_put(o, (const char *)p, n);
	if (o->err) {
		f->flags |= F_ERR;
		return 0;
	}
	return n;
}

/* va_arg's class for a printf type; 0 for one it cannot read. */
static int cls(int t)
{
	if (t & PA_FLAG_PTR)
		return __FA_PTR;
	switch (t & ~PA_FLAG_MASK) {
	case PA_INT:
		return t & (PA_FLAG_LONG | PA_FLAG_LONG_LONG) ? __FA_LONG : __FA_INT;
	case PA_CHAR: case PA_WCHAR:
		return __FA_INT;
	case PA_STRING: case PA_WSTRING: case PA_POINTER:
		return __FA_PTR;
	case PA_FLOAT:
		return __FA_DBL;
	case PA_DOUBLE:
		return t & PA_FLAG_LONG_DOUBLE ? __FA_LDBL : __FA_DBL;
	}
	return 0;
}

/* What the handler's args point at, each in the type it expects. */
union val {
	int i;
	long l;
	long long ll;
	double d;
	long double ld;
	void *p;
};

hidden int __printf_user(struct __fmt_sink *o, const struct __fmt_spec *sp, int len, void *st,
			 int n)
{
	const struct conv *c = entry((unsigned char)sp->conv);
	struct printf_info info;
	int types[MAXARGS], sizes[MAXARGS], k, i, scan = 0;
	union val vals[MAXARGS];
	/* register_printf_type's values, each at an aligned place */
	_Alignas(max_align_t) unsigned char mem[512];
	size_t used = 0;
	const void *args[MAXARGS];
	unsigned char b[STDIO_UNGET + 256];
	FILE f;

	if (!c)
		return 0;
	memset(&info, 0, sizeof info);
	info.prec = sp->prec;
	info.width = sp->width;
	info.spec = (unsigned char)sp->conv;
	info.left = !!(sp->flags & __F_MINUS);
	info.showsign = !!(sp->flags & __F_PLUS);
	info.space = !!(sp->flags & __F_SPACE);
	info.alt = !!(sp->flags & __F_HASH);
	info.pad = (sp->flags & __F_ZERO) && !info.left ? L'0' : L' ';
	info.is_char = len == L_HH;
	info.is_short = len == L_H;
	info.is_long = len == L_L || len == L_J || len == L_Z || len == L_T;
	info.is_long_double = len == L_LL || len == L_LD;

	k = types_of(c, &info, MAXARGS, types, sizes);
	if (k < 0 || k > MAXARGS) {
		errno = EINVAL;
		return -1;
	}
	__fmt_user_ap(st, &scan);
	for (i = 0; i < k; i++) {
		union __fmt_uarg a;
		int t = types[i], ac = cls(t);
		if (!ac) {
			/* A register_printf_type type: its function reads it,
			   with arguments taken in order only. */
			int nt = __atomic_load_n(&__printf_ntypes, __ATOMIC_ACQUIRE);
			printf_va_arg_function *rd = t >= PA_LAST && t - PA_LAST < nt ?
				__printf_types[t - PA_LAST] : 0;
			va_list *ap = __fmt_user_ap(st, &scan);
			size_t sz = sizes[i] > 0 ? (size_t)sizes[i] : 0;
			if (!rd || !ap || !sz || sz > sizeof mem - used) {
				errno = EINVAL;
				return -1;
			}
			/* the handler finds a pointer to the value, as in glibc */
			rd(mem + used, ap);
			vals[i].p = mem + used;
			args[i] = &vals[i];
			used += (sz + _Alignof(max_align_t) - 1) & -_Alignof(max_align_t);
			continue;
		}
		__fmt_user_arg(st, i ? 0 : n, ac, &a);
		if (ac == __FA_PTR)
			vals[i].p = a.p;
		else if (ac == __FA_DBL)
			vals[i].d = a.d;
		else if (ac == __FA_LDBL)
			vals[i].ld = a.ld;
		else if (t & PA_FLAG_LONG_LONG)
			vals[i].ll = (long long)a.i;
		else if (t & PA_FLAG_LONG)
			vals[i].l = (long)a.i;
		else
			vals[i].i = (int)a.i;
		args[i] = &vals[i];
	}
	if (scan)
		return 1;

	__stdio_init(&f, -1, O_WRONLY, b + STDIO_UNGET, sizeof b - STDIO_UNGET);
	f.flags &= ~F_TTY;
	f.write = to_sink;
	f.read = 0;
	f.seek = 0;
	f.close = 0;
	f.cookie = o;
	if (c->fn(&f, &info, args) < 0 || (f.wcur > f.wbase && __fflush_one(&f)) ||
	    (f.flags & F_ERR) || o->err) {
		o->err = 1;
		return -1;
	}
	return 1;
}
