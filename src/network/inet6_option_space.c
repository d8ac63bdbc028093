#define _GNU_SOURCE
#include <sys/socket.h>
#include <netinet/in.h>

/* RFC 2292 (obsolete): the ancillary data an option of nbytes takes,
   counted with the header's two bytes and padded to 8. */
int inet6_option_space(int nbytes)
{
	if (nbytes < 0)
		return -1;
	return CMSG_SPACE((nbytes + 2 + 7) & ~7);
}
