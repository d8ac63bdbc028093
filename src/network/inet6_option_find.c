#define _GNU_SOURCE
#include <sys/socket.h>
#include <netinet/in.h>

/* RFC 2292 (obsolete): the next option of this type after *tptrp
   (null: from the first); the results as inet6_option_next's. */
int inet6_option_find(const struct cmsghdr *cmsg, uint8_t **tptrp, int type)
{
	int r;

	while (!(r = inet6_option_next(cmsg, tptrp)))
		if (**tptrp == type)
			return 0;
	return r;
}
