#include <errno.h>
#include <string.h>
#include <strings.h>
#include "resolv.h"

/* "localhost" and names under it are the loopback addresses whatever
   DNS would say (RFC 6761 6.3) when /etc/hosts does not list them. */
static int is_localhost(const char *name)
{
	size_t l = strlen(name);

	if (l && name[l - 1] == '.')
		l--;
	return (l == 9 && !strncasecmp(name, "localhost", 9)) ||
	       (l > 10 && !strncasecmp(name + l - 10, ".localhost", 10));
}

static int loopback(int family, struct __res_addr *out, char *canon)
{
	int n = 0;

	strcpy(canon, "localhost");
	if (family != AF_INET) {
		memset(&out[n], 0, sizeof out[n]);
		out[n].family = AF_INET6;
		out[n++].addr[15] = 1;
	}
	if (family != AF_INET6) {
		memset(&out[n], 0, sizeof out[n]);
		out[n].family = AF_INET;
		memcpy(out[n++].addr, "\177\0\0\1", 4);
	}
	return n;
}

/* No socket for want of descriptors or memory: the caller learns why
   (EAI_SYSTEM and errno), as from glibc, rather than "try again". */
static int out_of_resources(int e)
{
	return e == EMFILE || e == ENFILE || e == ENOBUFS || e == ENOMEM;
}

/* One candidate name: the number of addresses, 0 with *err set:
   EAI_AGAIN no answer (the search stops), SERVER_FAILED (the search goes
   on, as glibc's), EAI_FAIL an unusable answer (the search stops),
   EAI_SYSTEM no socket (the search stops), EAI_NONAME, or no data. */
#define SERVER_FAILED (-1000)
static int ask(const struct __res_conf *c, const char *name, int family,
	       struct __res_addr *out, char *canon, int *err)
{
	unsigned char ans[2][__RES_MSGLEN];
	int types[2], alen[2], nt = 0, n = 0, i, rc, nx = 0, fail = 0, bad = 0, dangling = 0;
	char end[__RES_NAMELEN];

	/* A before AAAA, as glibc sends them. */
	if (family != AF_INET6)
		types[nt++] = 1;
	if (family != AF_INET)
		types[nt++] = 28;
	rc = __dns_exchange(c, name, types, nt, ans, alen);
	if (rc == -EINVAL) {
		*err = EAI_NONAME;
		return 0;
	}
	if (out_of_resources(-rc)) {
		errno = -rc;
		*err = EAI_SYSTEM;
		return 0;
	}
	if (rc < 0) {
		*err = EAI_AGAIN;
		return 0;
	}
	for (i = 0; i < nt; i++) {
		if (!alen[i])
			continue;
		rc = __dns_addrs(ans[i], alen[i], name, out, &n, __RES_MAXADDR, end);
		if (rc == 3)
			nx = 1;
		else if (rc < 0)
			bad = 1;
		else if (rc != 0)
			fail = 1;
		else if (strcasecmp(end, name))
			dangling = 1;
		if (rc == 0 && (n || !i))
			strcpy(canon, end);
	}
	if (n)
		return n;
	/* A malformed answer, a CNAME loop, or an alias whose target has
	   no record at all cannot get better elsewhere: glibc's
	   NO_RECOVERY. */
	*err = nx ? EAI_NONAME : bad || dangling ? EAI_FAIL : fail ? SERVER_FAILED :
	       __EAI_NODATA;
	return 0;
}

/* The search list as resolv.conf(5) describes it: a name with at least
   ndots dots is tried as given first, others after the search domains;
   a trailing dot means "as given only". */
static int dns(const char *name, int family, struct __res_addr *out, char *canon)
{
	struct __res_conf c;
	char cand[__RES_NAMELEN];
	size_t len = strlen(name);
	const char *d, *e;
	int dots = 0, err = EAI_NONAME, n, asis_first, tried_asis = 0, nodata = 0, failed = 0;

	__res_conf_load(&c);
	for (const char *p = name; *p; p++)
		dots += *p == '.';
	if (len && name[len - 1] == '.') {
		n = ask(&c, name, family, out, canon, &err);
		return n ? n : err == SERVER_FAILED ? EAI_AGAIN : err;
	}
	asis_first = dots >= c.ndots;
	if (asis_first) {
		tried_asis = 1;
		if ((n = ask(&c, name, family, out, canon, &err)))
			return n;
		if (err == EAI_AGAIN || err == EAI_FAIL || err == EAI_SYSTEM)
			return err;
		nodata = err == __EAI_NODATA;
		failed = err == SERVER_FAILED;
	}
	for (d = c.search; *d; d = *e ? e + 1 : e) {
		e = d + strcspn(d, " ");
		if (len + 1 + (e - d) >= sizeof cand)
			continue;
		memcpy(cand, name, len);
		cand[len] = '.';
		memcpy(cand + len + 1, d, e - d);
		cand[len + 1 + (e - d)] = 0;
		if ((n = ask(&c, cand, family, out, canon, &err)))
			return n;
		if (err == EAI_AGAIN || err == EAI_FAIL || err == EAI_SYSTEM)
			return err;
		nodata |= err == __EAI_NODATA;
		failed |= err == SERVER_FAILED;
	}
	if (!tried_asis) {
		if ((n = ask(&c, name, family, out, canon, &err)))
			return n;
		if (err == EAI_AGAIN || err == EAI_FAIL || err == EAI_SYSTEM)
			return err;
		nodata |= err == __EAI_NODATA;
		failed |= err == SERVER_FAILED;
	}
	return failed ? EAI_AGAIN : nodata ? __EAI_NODATA : err;
}

hidden int __res_lookup(const char *name, int family, int flags,
			struct __res_addr out[__RES_MAXADDR], char canon[__RES_NAMELEN],
			char *aliases)
{
	char order[3];
	int r, n, err = EAI_NONAME;

	if (aliases)
		aliases[0] = 0;
	r = __res_numeric(name, out);
	if (r < 0)
		return EAI_NONAME;
	if (r > 0) {
		if (family != AF_UNSPEC && out->family != family)
			return __EAI_ADDRFAMILY;
		strcpy(canon, name);
		return 1;
	}
	if ((flags & AI_NUMERICHOST) || !*name || strlen(name) >= __RES_NAMELEN)
		return EAI_NONAME;
	__nss_hosts(order);
	for (const char *s = order; *s; s++) {
		if (*s == 'f') {
			n = __hosts_by_name(name, family, out, __RES_MAXADDR, canon, aliases);
			if (n < 0)
				return EAI_SYSTEM;
			if (n)
				return n;
			if (is_localhost(name))
				return loopback(family, out, canon);
		} else {
			if (is_localhost(name))
				return loopback(family, out, canon);
			n = dns(name, family, out, canon);
			if (n > 0) {
				/* The name asked for is an alias of the end of
				   its CNAME chain. */
				size_t l = strlen(name);
				if (aliases && strcasecmp(name, canon) && l + 2 <= __RES_ALIASLEN) {
					memcpy(aliases, name, l + 1);
					aliases[l + 1] = 0;
				}
				return n;
			}
			err = n;
		}
	}
	return err;
}
