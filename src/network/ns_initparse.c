#include <errno.h>
#include <string.h>
#include "resolv.h"

/* Reads the header and finds where each section starts; the sections
   must fill the message exactly. */
int ns_initparse(const unsigned char *msg, int msglen, ns_msg *handle)
{
	const unsigned char *p = msg, *eom = msg + msglen;
	int i, n;

	if (!msg || msglen < NS_HFIXEDSZ)
		goto bad;
	memset(handle, 0, sizeof *handle);
	handle->_msg = msg;
	handle->_eom = eom;
	handle->_id = ns_get16(p);
	handle->_flags = ns_get16(p + 2);
	for (i = 0; i < ns_s_max; i++)
		handle->_counts[i] = ns_get16(p + 4 + 2 * i);
	p += NS_HFIXEDSZ;
	for (i = 0; i < ns_s_max; i++) {
		if (!handle->_counts[i]) {
			handle->_sections[i] = 0;
			continue;
		}
		handle->_sections[i] = p;
		n = ns_skiprr(p, eom, (ns_sect)i, handle->_counts[i]);
		if (n < 0)
			return -1;
		p += n;
	}
	if (p != eom)
		goto bad;
	handle->_sect = ns_s_max;
	handle->_rrnum = -1;
	handle->_msg_ptr = 0;
	return 0;
bad:
	errno = EMSGSIZE;
	return -1;
}
