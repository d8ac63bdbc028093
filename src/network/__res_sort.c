#include <string.h>
#include "resolv.h"
#include "syscall.h"

/* RFC 3484 section 6 with glibc's default policy table (gai.conf's
   defaults), rules 1, 2, 5, 6, 8 and 10.  Rule 9 (longest matching
   prefix) needs the source's netmask, which would mean a netlink dump
   per lookup; without it equal addresses keep the order the source gave
   them (rule 10), which is what glibc does too whenever rule 9 ties. */
struct key {
	int usable, dscope, sscope, dlabel, slabel, prec;
};

/* The policy table on the IPv6 form (IPv4 as ::ffff:a.b.c.d). */
static void policy(const unsigned char *a, int *prec, int *label)
{
	static const unsigned char zero[12], mapped[12] = { [10] = 0xff, [11] = 0xff };

	if (!memcmp(a, zero, 12)) {
		if (!memcmp(a + 12, "\0\0\0\1", 4)) {          /* ::1/128 */
			*prec = 50, *label = 0;
		} else {                                        /* ::/96 */
			*prec = 20, *label = 3;
		}
	} else if (!memcmp(a, mapped, 12)) {                    /* ::ffff:0:0/96 */
		*prec = 10, *label = 4;
	} else if (a[0] == 0x20 && a[1] == 0x02) {              /* 2002::/16 */
		*prec = 30, *label = 2;
	} else if (a[0] == 0xfe && (a[1] & 0xc0) == 0xc0) {      /* fec0::/10 */
		*prec = 40, *label = 5;
	} else if ((a[0] & 0xfe) == 0xfc) {                      /* fc00::/7 */
		*prec = 40, *label = 6;
	} else if (a[0] == 0x20 && a[1] == 0x01 && !a[2] && !a[3]) { /* 2001::/32 */
		*prec = 40, *label = 7;
	} else {                                                /* ::/0 */
		*prec = 40, *label = 1;
	}
}

static int scope(const unsigned char *a)
{
	static const unsigned char mapped[12] = { [10] = 0xff, [11] = 0xff };

	if (!memcmp(a, mapped, 12))
		return a[12] == 127 || (a[12] == 169 && a[13] == 254) ? 2 : 14;
	if (a[0] == 0xff)
		return a[1] & 15;
	if ((a[0] == 0xfe && (a[1] & 0xc0) == 0x80) ||
	    !memcmp(a, "\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\1", 16))
		return 2;
	if (a[0] == 0xfe && (a[1] & 0xc0) == 0xc0)
		return 5;
	return 14;
}

static void as_v6(const struct __res_addr *a, unsigned char out[16])
{
	if (a->family == AF_INET6) {
		memcpy(out, a->addr, 16);
	} else {
		memset(out, 0, 10);
		out[10] = out[11] = 0xff;
		memcpy(out + 12, a->addr, 4);
	}
}

/* The source address the kernel would pick: connecting a UDP socket
   sends nothing but routes. */
static void find_key(const struct __res_addr *a, struct key *k)
{
	unsigned char d[16], s[16];
	union { struct sockaddr_in v4; struct sockaddr_in6 v6; } to, from;
	socklen_t len = a->family == AF_INET ? sizeof to.v4 : sizeof to.v6, fl = sizeof from;
	long fd;
	int dummy;

	as_v6(a, d);
	k->dscope = scope(d);
	policy(d, &k->prec, &k->dlabel);
	k->usable = 0;
	k->sscope = 15;
	k->slabel = -1;
	memset(&to, 0, sizeof to);
	if (a->family == AF_INET) {
		to.v4.sin_family = AF_INET;
		to.v4.sin_port = htons(9);
		memcpy(&to.v4.sin_addr, a->addr, 4);
	} else {
		to.v6.sin6_family = AF_INET6;
		to.v6.sin6_port = htons(9);
		memcpy(&to.v6.sin6_addr, a->addr, 16);
		to.v6.sin6_scope_id = a->scope;
	}
	fd = __syscall(SYS_socket, a->family, SOCK_DGRAM | SOCK_CLOEXEC, 0);
	if (fd < 0)
		return;
	if (!__syscall(SYS_connect, fd, &to, len) &&
	    !__syscall(SYS_getsockname, fd, &from, &fl)) {
		struct __res_addr src = { .family = a->family };
		if (a->family == AF_INET)
			memcpy(src.addr, &from.v4.sin_addr, 4);
		else
			memcpy(src.addr, &from.v6.sin6_addr, 16);
		as_v6(&src, s);
		k->usable = 1;
		k->sscope = scope(s);
		policy(s, &dummy, &k->slabel);
	}
	__syscall(SYS_close, fd);
}

/* Negative when x goes before y. */
static int compare(const struct key *x, const struct key *y)
{
	if (x->usable != y->usable)
		return y->usable - x->usable;
	if ((x->dscope == x->sscope) != (y->dscope == y->sscope))
		return x->dscope == x->sscope ? -1 : 1;
	if ((x->dlabel == x->slabel) != (y->dlabel == y->slabel))
		return x->dlabel == x->slabel ? -1 : 1;
	if (x->prec != y->prec)
		return y->prec - x->prec;
	if (x->dscope != y->dscope)
		return x->dscope - y->dscope;
	return 0;
}

hidden void __res_sort(struct __res_addr *a, int n)
{
	struct key k[__RES_MAXADDR], tk;
	struct __res_addr t;
	int i, j;

	if (n < 2)
		return;
	for (i = 0; i < n; i++)
		find_key(&a[i], &k[i]);
	/* Insertion sort: stable, and n is small. */
	for (i = 1; i < n; i++) {
		t = a[i];
		tk = k[i];
		for (j = i; j > 0 && compare(&tk, &k[j - 1]) < 0; j--) {
			a[j] = a[j - 1];
			k[j] = k[j - 1];
		}
		a[j] = t;
		k[j] = tk;
	}
}
