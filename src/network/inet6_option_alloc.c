#define _GNU_SOURCE
#include <sys/socket.h>
#include <netinet/in.h>
#include "inet6_impl.h"

/* RFC 2292 (obsolete): room for an option of datalen bytes (type and
   length included) at the end of the control message, placed at
   multx * n + plusy: padding up to a multiple of multx, then plusy bytes
   (as glibc counts it), the option, and padding to a multiple of 8
   whose length the header records.  Null for a bad alignment. */
uint8_t *inet6_option_alloc(struct cmsghdr *cmsg, int datalen, int multx, int plusy)
{
	unsigned char *data = CMSG_DATA(cmsg), *at;
	size_t size;
	int pad;

	if ((multx != 1 && multx != 2 && multx != 4 && multx != 8) || plusy < 0 || plusy > 7 ||
	    datalen < 0 || datalen > 257 || cmsg->cmsg_len < CMSG_LEN(0))
		return 0;
	size = cmsg->cmsg_len - CMSG_LEN(0);
	if (size < 2)
		size = 2;  /* the header's next-header and length bytes */
	pad = (multx - size % multx) % multx + plusy;
	if ((size + pad + datalen + 7) / 8 > 256)
		return 0;
	__inet6_pad(data + size, pad);
	at = data + size + pad;
	size += pad + datalen;
	pad = (8 - size % 8) % 8;
	__inet6_pad(data + size, pad);
	size += pad;
	data[1] = size / 8 - 1;
	cmsg->cmsg_len = CMSG_LEN(size);
	return at;
}
