#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <stdint.h>
#include <string.h>
#include <unistd.h>

/* The 32-bit id from /etc/hostid; without one, as glibc, the host name's
   first IPv4 address with its 16-bit halves swapped, or 0. */
long gethostid(void)
{
	int32_t id;
	int fd;
	ssize_t n;
	char name[256];
	struct addrinfo hint = { .ai_family = AF_INET }, *ai;
	uint32_t a;

	fd = open("/etc/hostid", O_RDONLY | O_CLOEXEC);
	if (fd >= 0) {
		n = read(fd, &id, sizeof id);
		close(fd);
		if (n == sizeof id)
			return id;
	}
	if (gethostname(name, sizeof name) < 0 || !name[0])
		return 0;
	name[sizeof name - 1] = 0;
	if (getaddrinfo(name, 0, &hint, &ai))
		return 0;
	memcpy(&a, &((struct sockaddr_in *)ai->ai_addr)->sin_addr, 4);
	freeaddrinfo(ai);
	return (int32_t)(a << 16 | a >> 16);
}
