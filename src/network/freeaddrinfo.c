#include <stdlib.h>
#include <netdb.h>

void freeaddrinfo(struct addrinfo *ai)
{
	struct addrinfo *next;

	for (; ai; ai = next) {
		next = ai->ai_next;
		free(ai->ai_canonname);
		free(ai);
	}
}
