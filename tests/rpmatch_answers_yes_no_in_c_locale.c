/* rpmatch in the C locale: y/Y yes, n/N no, anything else -1. */
#define _DEFAULT_SOURCE
#include <stdlib.h>
#include "check.h"

int main(void)
{
	CHECK_EQ(rpmatch("y"), 1);
	CHECK_EQ(rpmatch("Yes"), 1);
	CHECK_EQ(rpmatch("n"), 0);
	CHECK_EQ(rpmatch("No way"), 0);
	CHECK_EQ(rpmatch(""), -1);
	CHECK_EQ(rpmatch("maybe"), -1);
	CHECK_EQ(rpmatch(" y"), -1);
	return 0;
}
