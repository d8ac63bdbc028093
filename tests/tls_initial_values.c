/* _Thread_local variables start with their initialisers (.tdata) or zero
   (.tbss), are writable, and have distinct addresses. */
#include <stdint.h>
#include "check.h"

_Thread_local int init_int = 42;
_Thread_local long long init_ll = -1234567890123LL;
_Thread_local char init_str[8] = "weft";
_Thread_local int zero_int;
_Thread_local char zero_buf[300];
static int global_int = 9;
static _Thread_local int *static_ptr = &global_int;

int main(void)
{
	CHECK_EQ(init_int, 42);
	CHECK_EQ(init_ll, -1234567890123LL);
	CHECK_STR(init_str, "weft");
	CHECK_EQ(zero_int, 0);
	for (int i = 0; i < 300; i++)
		CHECK_EQ(zero_buf[i], 0);
	CHECK(static_ptr == &global_int);
	CHECK_EQ(*static_ptr, 9);

	init_int++;
	zero_int = 7;
	CHECK_EQ(init_int, 43);
	*static_ptr = 7;
	CHECK_EQ(global_int, 7);
	CHECK((void *)&init_int != (void *)&zero_int);
	return 0;
}
