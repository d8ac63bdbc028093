/* dn_expand gives the root name (a lone zero byte, or a pointer to one)
   as "", the bytes it took from the message as its result; "" needs one
   byte of the buffer, and none is EMSGSIZE. */
// test: ldflags -lresolv
#define _GNU_SOURCE
#include <resolv.h>
#include "check.h"

int main(void)
{
	/* the root at 0; at 1, a pointer back to it */
	static const unsigned char msg[] = { 0, 0xc0, 0 };
	char name[8];

	memcpy(name, "xxxx", 5);
	CHECK_EQ(dn_expand(msg, msg + sizeof msg, msg, name, sizeof name), 1);
	CHECK_STR(name, "");
	memcpy(name, "xxxx", 5);
	CHECK_EQ(dn_expand(msg, msg + sizeof msg, msg + 1, name, sizeof name), 2);
	CHECK_STR(name, "");
#ifndef __GLIBC__
	/* glibc (2.36) writes "." first and so wants two bytes. */
	memcpy(name, "xxxx", 5);
	CHECK_EQ(dn_expand(msg, msg + sizeof msg, msg, name, 1), 1);
	CHECK_STR(name, "");
	memcpy(name, "xxxx", 5);
	CHECK_EQ(dn_expand(msg, msg + sizeof msg, msg + 1, name, 1), 2);
	CHECK_STR(name, "");
	CHECK_ERR(dn_expand(msg, msg + sizeof msg, msg, name, 0), EMSGSIZE);
#endif
	return 0;
}
