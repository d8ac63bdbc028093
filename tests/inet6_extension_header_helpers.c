/* RFC 3542's option and routing header helpers lay out and walk IPv6
   extension headers byte for byte (padding with Pad1/PadN, data
   aligned, lengths in 8-byte units) and refuse bad arguments with -1 or
   null; RFC 2292's older inet6_option_* build the same kind of header
   inside a control message. */
// test: cflags -Wno-deprecated-declarations
#define _GNU_SOURCE
#include <netinet/in.h>
#include <netinet/ip6.h>
#include <string.h>
#include <sys/socket.h>
#include "check.h"

int main(void)
{
	unsigned char b[64];
	void *d;
	int o, f;
	uint8_t t;
	socklen_t l;
	uint32_t v = 0x01020304, w = 0;

	/* sizes only */
	CHECK_EQ(inet6_opt_init(0, 0), 2);
	CHECK_EQ(inet6_opt_init(b, 7), -1);
	CHECK_EQ(inet6_opt_init(b, 0), -1);
	CHECK_EQ(inet6_opt_append(0, 0, 2, 10, 4, 4, 0), 8);
	CHECK_EQ(inet6_opt_append(0, 0, 2, 10, 1, 1, 0), 5);
	CHECK_EQ(inet6_opt_append(0, 0, 2, 10, 8, 8, 0), 16);
	CHECK_EQ(inet6_opt_append(0, 0, 2, 0, 4, 4, 0), -1);   /* Pad1's type */
	CHECK_EQ(inet6_opt_append(0, 0, 2, 1, 4, 4, 0), -1);   /* PadN's */
	CHECK_EQ(inet6_opt_append(0, 0, 2, 10, 4, 3, 0), -1);
	CHECK_EQ(inet6_opt_append(0, 0, 2, 10, 2, 4, 0), -1);
	CHECK_EQ(inet6_opt_append(0, 0, 2, 10, 256, 1, 0), -1);
	CHECK_EQ(inet6_opt_append(0, 0, 0, 10, 4, 4, 0), -1);
	CHECK_EQ(inet6_opt_finish(0, 0, 11), 16);

	/* a header with three options, the last too big for 16 bytes */
	memset(b, 0xee, sizeof b);
	CHECK_EQ(inet6_opt_init(b, 16), 2);
	CHECK_EQ(b[1], 1);
	o = inet6_opt_append(b, 16, 2, 10, 4, 4, &d);
	CHECK_EQ(o, 8);
	CHECK(d == b + 4);
	CHECK_EQ(inet6_opt_set_val(d, 0, &v, 4), 4);
	o = inet6_opt_append(b, 16, o, 11, 1, 1, &d);
	CHECK_EQ(o, 11);
	CHECK(d == b + 10);
	*(unsigned char *)d = 0x55;
	CHECK_EQ(inet6_opt_append(b, 16, o, 12, 8, 8, &d), -1);
	CHECK_EQ(inet6_opt_append(0, 0, o, 12, 8, 8, 0), 24);
	f = inet6_opt_finish(b, 16, o);
	CHECK_EQ(f, 16);
	CHECK(!memcmp(b + 2, "\x0a\x04", 2));
	CHECK(!memcmp(b + 4, &v, 4));
	CHECK(!memcmp(b + 8, "\x0b\x01\x55\x01\x03\x00\x00\x00", 8));
	CHECK_EQ(inet6_opt_finish(b, 8, 13), -1);

	/* walking it: padding skipped */
	o = inet6_opt_next(b, 16, 0, &t, &l, &d);
	CHECK_EQ(o, 8);
	CHECK_EQ(t, 10);
	CHECK_EQ(l, 4);
	CHECK_EQ(inet6_opt_get_val(d, 0, &w, 4), 4);
	CHECK_EQ(w, v);
	o = inet6_opt_next(b, 16, o, &t, &l, &d);
	CHECK_EQ(o, 11);
	CHECK_EQ(t, 11);
	CHECK(d == b + 10);
	CHECK_EQ(inet6_opt_next(b, 16, o, &t, &l, &d), -1);
	CHECK_EQ(inet6_opt_next(b, 16, 1, &t, &l, &d), -1);
	CHECK_EQ(inet6_opt_find(b, 16, 0, 11, &l, &d), 11);
	CHECK_EQ(l, 1);
	CHECK_EQ(inet6_opt_find(b, 16, 0, 99, &l, &d), -1);
	CHECK_EQ(inet6_opt_find(b, 16, 8, 10, &l, &d), -1);
	b[12] = 9;  /* the PadN now runs past the end */
	CHECK_EQ(inet6_opt_next(b, 16, 11, &t, &l, &d), -1);

	/* routing headers, type 0 */
	struct in6_addr a1 = { { { 0x20, 1, 0xd, 0xb8, [15] = 1 } } };
	struct in6_addr a2 = { { { 0x20, 1, 0xd, 0xb8, [15] = 2 } } };
	unsigned char r[64], r2[64];
	CHECK_EQ(inet6_rth_space(IPV6_RTHDR_TYPE_0, 0), 8);
	CHECK_EQ(inet6_rth_space(IPV6_RTHDR_TYPE_0, 1), 24);
	CHECK_EQ(inet6_rth_space(IPV6_RTHDR_TYPE_0, 127), 2040);
	CHECK_EQ(inet6_rth_space(IPV6_RTHDR_TYPE_0, 128), 0);
	CHECK_EQ(inet6_rth_space(2, 1), 0);
	memset(r, 0xee, sizeof r);
	CHECK(!inet6_rth_init(r, 39, IPV6_RTHDR_TYPE_0, 2));
	CHECK(inet6_rth_init(r, 40, IPV6_RTHDR_TYPE_0, 2) == r);
	CHECK(!memcmp(r, "\0\4\0\0\0\0\0\0", 8));
	CHECK_EQ(inet6_rth_add(r, &a1), 0);
	CHECK_EQ(inet6_rth_add(r, &a2), 0);
	CHECK_EQ(inet6_rth_add(r, &a1), -1);
	CHECK(!memcmp(r, "\0\4\0\2\0\0\0\0", 8));
	CHECK_EQ(inet6_rth_segments(r), 2);
	CHECK(!memcmp(inet6_rth_getaddr(r, 0), &a1, 16));
	CHECK(!memcmp(inet6_rth_getaddr(r, 1), &a2, 16));
	CHECK(!inet6_rth_getaddr(r, 2));
	CHECK(!inet6_rth_getaddr(r, -1));
	CHECK_EQ(inet6_rth_reverse(r, r2), 0);
	CHECK(!memcmp(r2, "\0\4\0\2\0\0\0\0", 8));
	CHECK(!memcmp(r2 + 8, &a2, 16));
	CHECK(!memcmp(r2 + 24, &a1, 16));
	CHECK_EQ(inet6_rth_reverse(r, r), 0);  /* in place */
	CHECK(!memcmp(r, r2, 40));
	r[2] = 2;
	CHECK_EQ(inet6_rth_segments(r), -1);
	CHECK_EQ(inet6_rth_add(r, &a1), -1);
	CHECK_EQ(inet6_rth_reverse(r, r2), -1);
	CHECK(!inet6_rth_getaddr(r, 0));

	/* RFC 2292 in a control message */
	union { struct cmsghdr h; unsigned char b[256]; } cb;
	struct cmsghdr *c;
	uint8_t *p = 0;
	static const uint8_t opt1[6] = { 10, 4, 1, 2, 3, 4 }, opt2[3] = { 11, 1, 0x55 };

	CHECK_EQ(inet6_option_space(0), (int)CMSG_SPACE(8));
	CHECK_EQ(inet6_option_space(6), (int)CMSG_SPACE(8));
	CHECK_EQ(inet6_option_space(8), (int)CMSG_SPACE(16));
	memset(&cb, 0xee, sizeof cb);
	CHECK_EQ(inet6_option_init(&cb, &c, 99), -1);
	CHECK_EQ(inet6_option_init(&cb, &c, IPV6_DSTOPTS), 0);
	CHECK(c == &cb.h);
	CHECK_EQ(c->cmsg_len, CMSG_LEN(0));
	CHECK_EQ(c->cmsg_level, IPPROTO_IPV6);
	CHECK_EQ(c->cmsg_type, IPV6_DSTOPTS);
	CHECK_EQ(inet6_option_append(c, opt1, 4, 2), 0);
	CHECK_EQ(c->cmsg_len, CMSG_LEN(16));
	CHECK(!memcmp(CMSG_DATA(c) + 1, "\x01\x01\x02\x00\x00\x0a\x04\x01\x02\x03\x04\x01\x02\x00\x00", 15));
	CHECK_EQ(inet6_option_append(c, opt2, 1, 0), 0);
	CHECK_EQ(c->cmsg_len, CMSG_LEN(24));
	CHECK(!memcmp(CMSG_DATA(c) + 16, "\x0b\x01\x55\x01\x03\x00\x00\x00", 8));
	CHECK_EQ(CMSG_DATA(c)[1], 2);
	CHECK_EQ(inet6_option_append(c, opt2, 3, 0), -1);
	p = inet6_option_alloc(c, 4, 8, 0);
	CHECK(p == CMSG_DATA(c) + 24);
	CHECK_EQ(c->cmsg_len, CMSG_LEN(32));
	memcpy(p, "\x0c\x02\x77\x88", 4);
	/* every option comes back, padding too */
	static const int at[] = { 2, 6, 12, 16, 19, 24, 28 }, type[] = { 1, 10, 1, 11, 1, 12, 1 };
	p = 0;
	for (unsigned i = 0; i < sizeof at / sizeof *at; i++) {
		CHECK_EQ(inet6_option_next(c, &p), 0);
		CHECK_EQ(p - CMSG_DATA(c), at[i]);
		CHECK_EQ(p[0], type[i]);
	}
	CHECK_EQ(inet6_option_next(c, &p), -1);
#ifndef __GLIBC__
	CHECK(!p);  /* the end, as RFC 2292 says (glibc leaves the last) */
#endif
	p = 0;
	CHECK_EQ(inet6_option_find(c, &p, 11), 0);
	CHECK_EQ(p - CMSG_DATA(c), 16);
	CHECK_EQ(inet6_option_find(c, &p, 11), -1);
	return 0;
}
