#include "resolv.h"

int gethostbyname_r(const char *restrict name, struct hostent *restrict ret,
		    char *restrict buf, size_t buflen, struct hostent **restrict result,
		    int *restrict err)
{
	return gethostbyname2_r(name, AF_INET, ret, buf, buflen, result, err);
}
