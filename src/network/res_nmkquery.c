#include <errno.h>
#include <string.h>
#include <time.h>
#include "resolv.h"
#include "syscall.h"

static unsigned query_id(res_state statp)
{
	unsigned short v;
	struct timespec t;

	if (__syscall(SYS_getrandom, &v, sizeof v, 1 /* GRND_NONBLOCK */) == sizeof v)
		return v;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (t.tv_nsec ^ t.tv_nsec >> 16 ^ ++statp->id) & 0xffff;
}

/* A standard query (or a NOTIFY) for one name, type and class: the
   header with a random id and RD as statp's options say, and the
   question.  data and newrr are for the operations this resolver does
   not build. */
int res_nmkquery(res_state statp, int op, const char *dname, int cls, int type,
		 const unsigned char *data, int datalen, const unsigned char *newrr,
		 unsigned char *buf, int buflen)
{
	unsigned char *dnptrs[20], **last = dnptrs + sizeof dnptrs / sizeof *dnptrs;
	int n;

	(void)data;
	(void)datalen;
	(void)newrr;
	if ((op != QUERY && op != NS_NOTIFY_OP) || !statp || !dname || !buf ||
	    cls < 0 || cls > 0xffff || type < 0 || type > 0xffff) {
		errno = EINVAL;
		return -1;
	}
	if (buflen < NS_HFIXEDSZ + NS_QFIXEDSZ + 1) {
		errno = EMSGSIZE;
		return -1;
	}
	memset(buf, 0, NS_HFIXEDSZ);
	ns_put16(query_id(statp), buf);
	buf[2] = op << 3 | (statp->options & RES_RECURSE ? 1 : 0);
	buf[5] = 1;  /* one question */
	dnptrs[0] = buf;
	dnptrs[1] = 0;
	n = dn_comp(dname, buf + NS_HFIXEDSZ, buflen - NS_HFIXEDSZ - NS_QFIXEDSZ, dnptrs, last);
	if (n < 0)
		return -1;
	ns_put16(type, buf + NS_HFIXEDSZ + n);
	ns_put16(cls, buf + NS_HFIXEDSZ + n + 2);
	return NS_HFIXEDSZ + n + NS_QFIXEDSZ;
}
