#include <errno.h>
#include <string.h>
#include <strings.h>
#include "passwd_impl.h"
#include "resolv.h"

/* Every line naming the host counts (glibc's files back end gathers them
   all for getaddrinfo), in file order; the official name is that of the
   first.  The file is read with plain system calls: no cancellation
   point, so nothing is left open by a cancelled caller. */
hidden int __hosts_by_name(const char *name, int family, struct __res_addr *out,
			   int max, char canon[__RES_NAMELEN], char *aliases)
{
	struct __lines f;
	char *line, *tok, *save, *official;
	struct __res_addr a;
	int err = 0, n = 0, hit;

	err = __lines_open(&f, "/etc/hosts");
	if (err) {
		/* Out of descriptors or memory, the file may well list the
		   name: no answer from a source further on, and none made up
		   for "localhost" either. */
		if (err == EMFILE || err == ENFILE || err == ENOMEM) {
			errno = err;
			return -1;
		}
		return 0;
	}
	while (n < max && (line = __lines_next(&f, &err))) {
		size_t len;
		line[strcspn(line, "#")] = 0;
		len = strlen(line);
		tok = strtok_r(line, " \t", &save);
		if (!tok || __res_numeric(tok, &a) != 1)
			continue;
		if (family != AF_UNSPEC && a.family != family)
			continue;
		official = strtok_r(0, " \t", &save);
		if (!official)
			continue;
		hit = !strcasecmp(official, name);
		char *rest = save, *al = aliases;
		while (!hit && (tok = strtok_r(0, " \t", &save)))
			hit = !strcasecmp(tok, name);
		if (!hit)
			continue;
		if (!n) {
			size_t l = strlen(official);
			if (l >= __RES_NAMELEN)
				l = __RES_NAMELEN - 1;
			memcpy(canon, official, l);
			canon[l] = 0;
			/* The other names of the line, from where the official
			   one ended (strtok_r cut the line into words). */
			if (aliases) {
				const char *end = line + len;
				for (char *p = rest; p && p < end; p += strlen(p) + 1) {
					size_t w;
					p += strspn(p, " \t");
					w = strcspn(p, " \t");
					if (!w)
						continue;
					if (al + w + 2 > aliases + __RES_ALIASLEN)
						break;
					memcpy(al, p, w);
					al[w] = 0;
					al += w + 1;
					p[w] = 0;
				}
				*al = 0;
			}
		}
		out[n++] = a;
	}
	__lines_close(&f);
	return n;
}
