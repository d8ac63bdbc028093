#include <errno.h>
#include "resolv.h"

/* Record rrnum of a section: the owner name expanded, the fixed fields
   read, the data pointed at in the message. */
int ns_parserr(ns_msg *handle, ns_sect section, int rrnum, ns_rr *rr)
{
	const unsigned char *p, *eom = handle->_eom;
	int n;

	if ((int)section < 0 || section >= ns_s_max) {
		errno = ENODEV;
		return -1;
	}
	if (rrnum < 0 || rrnum >= handle->_counts[section]) {
		errno = ENODEV;
		return -1;
	}
	p = handle->_sections[section];
	n = ns_skiprr(p, eom, section, rrnum);
	if (n < 0)
		return -1;
	p += n;
	n = dn_expand(handle->_msg, eom, p, rr->name, NS_MAXDNAME);
	if (n < 0)
		return -1;
	p += n;
	if (p + NS_QFIXEDSZ > eom)
		goto bad;
	rr->type = ns_get16(p);
	rr->rr_class = ns_get16(p + 2);
	p += NS_QFIXEDSZ;
	if (section == ns_s_qd) {
		rr->ttl = 0;
		rr->rdlength = 0;
		rr->rdata = 0;
	} else {
		if (p + 6 > eom)
			goto bad;
		rr->ttl = ns_get32(p);
		rr->rdlength = ns_get16(p + 4);
		p += 6;
		if (p + rr->rdlength > eom)
			goto bad;
		rr->rdata = p;
		p += rr->rdlength;
	}
	handle->_sect = section;
	handle->_rrnum = rrnum + 1;
	handle->_msg_ptr = p;
	return 0;
bad:
	errno = EMSGSIZE;
	return -1;
}
