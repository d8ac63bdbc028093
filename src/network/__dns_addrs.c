#include <string.h>
#include <strings.h>
#include "resolv.h"

/* Same domain name, ignoring case and a trailing root dot. */
static int same(const char *a, const char *b)
{
	size_t la = strlen(a), lb = strlen(b);

	if (la && a[la - 1] == '.')
		la--;
	if (lb && b[lb - 1] == '.')
		lb--;
	return la == lb && !strncasecmp(a, b, la);
}

/* Offset of the answer section, or -1. */
static int skip_questions(const unsigned char *msg, int len)
{
	char tmp[__RES_NAMELEN];
	int off = 12, qd = msg[4] << 8 | msg[5], l;

	while (qd--) {
		l = __dns_name(msg, len, msg + off, tmp);
		if (l < 0 || off + l + 4 > len)
			return -1;
		off += l + 4;
	}
	return off;
}

/* Walks the answer section; calls want for records of type owned by
   owner.  Returns how many matched, or -1 for a malformed message. */
static int walk(const unsigned char *msg, int len, const char *owner, int type,
		void (*want)(const unsigned char *rd, int rdlen, void *ctx), void *ctx)
{
	char name[__RES_NAMELEN];
	int off = skip_questions(msg, len), an = msg[6] << 8 | msg[7], l, hits = 0;

	if (off < 0)
		return -1;
	while (an--) {
		int t, cls, rdlen;
		l = __dns_name(msg, len, msg + off, name);
		if (l < 0 || off + l + 10 > len)
			return -1;
		off += l;
		t = msg[off] << 8 | msg[off + 1];
		cls = msg[off + 2] << 8 | msg[off + 3];
		rdlen = msg[off + 8] << 8 | msg[off + 9];
		off += 10;
		if (off + rdlen > len)
			return -1;
		if (t == type && cls == 1 && same(name, owner)) {
			want(msg + off, rdlen, ctx);
			hits++;
		}
		off += rdlen;
	}
	return hits;
}

struct cname_ctx {
	const unsigned char *msg;
	int len, bad;
	char *target;
};

static void take_cname(const unsigned char *rd, int rdlen, void *p)
{
	struct cname_ctx *c = p;
	int l = __dns_name(c->msg, c->len, rd, c->target);

	if (l < 0 || l > rdlen)
		c->bad = 1;
}

struct addr_ctx {
	int family, size, max, *n;
	struct __res_addr *out;
};

static void take_addr(const unsigned char *rd, int rdlen, void *p)
{
	struct addr_ctx *c = p;
	struct __res_addr *a;

	if (rdlen != c->size || *c->n >= c->max)
		return;
	a = &c->out[(*c->n)++];
	memset(a, 0, sizeof *a);
	a->family = c->family;
	memcpy(a->addr, rd, rdlen);
}

hidden int __dns_addrs(const unsigned char *msg, int len, const char *name,
		       struct __res_addr *out, int *n, int max,
		       char canon[__RES_NAMELEN])
{
	char cur[__RES_NAMELEN], next[__RES_NAMELEN];
	struct cname_ctx cc = { msg, len, 0, next };
	struct addr_ctx ac = { AF_INET, 4, max, n, out };
	int type, hops, r;

	if (len < 12)
		return -1;
	type = (msg[2] & 0x80) ? 0 : -1;    /* must be a response */
	if (type < 0)
		return -1;
	strcpy(cur, name);
	/* Follow the CNAME chain the server put in the answer; a chain
	   longer than 16 links is a loop. */
	for (hops = 0; hops < 16; hops++) {
		r = walk(msg, len, cur, 5, take_cname, &cc);
		if (r < 0 || cc.bad)
			return -1;
		if (!r)
			break;
		strcpy(cur, next);
	}
	if (hops == 16)
		return -1;
	strcpy(canon, cur);
	/* The type asked is the question's. */
	{
		char tmp[__RES_NAMELEN];
		int l = __dns_name(msg, len, msg + 12, tmp);
		if ((msg[4] << 8 | msg[5]) != 1 || l < 0 || 12 + l + 4 > len)
			return -1;
		type = msg[12 + l] << 8 | msg[13 + l];
	}
	if (type == 28) {
		ac.family = AF_INET6;
		ac.size = 16;
	} else if (type != 1) {
		return msg[3] & 15;
	}
	if (walk(msg, len, cur, type, take_addr, &ac) < 0)
		return -1;
	return msg[3] & 15;
}
