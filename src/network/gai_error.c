#define _GNU_SOURCE
#include <netdb.h>

/* EAI_INPROGRESS while the request runs, then getaddrinfo's result
   (0 or an EAI_* code), or EAI_CANCELED. */
int gai_error(struct gaicb *req)
{
	return __atomic_load_n(&req->__return, __ATOMIC_SEQ_CST);
}
