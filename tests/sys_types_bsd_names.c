/* <sys/types.h> with _DEFAULT_SOURCE: the BSD type names (u_char,
   u_int32_t, caddr_t...) and loff_t, the same types as glibc's (which
   matters for printf formats and _Generic). */
#define _DEFAULT_SOURCE
#include <stdint.h>
#include <sys/types.h>
#include "check.h"

#define IS(t, u) _Generic((t)0, u: 1, default: 0)

int main(void)
{
	CHECK(IS(u_char, unsigned char));
	CHECK(IS(u_short, unsigned short));
	CHECK(IS(u_int, unsigned int));
	CHECK(IS(u_long, unsigned long));
	CHECK(IS(ushort, unsigned short));
	CHECK(IS(uint, unsigned int));
	CHECK(IS(ulong, unsigned long));
	CHECK(IS(u_int8_t, uint8_t));
	CHECK(IS(u_int16_t, uint16_t));
	CHECK(IS(u_int32_t, uint32_t));
	CHECK(IS(u_int64_t, uint64_t));
	CHECK(IS(quad_t, int64_t));
	CHECK(IS(u_quad_t, uint64_t));
	CHECK(IS(loff_t, int64_t));
	CHECK(IS(daddr_t, int));
	CHECK(IS(caddr_t, char *));
	CHECK_EQ(sizeof(register_t), sizeof(void *));
	CHECK((register_t)-1 < 0);
	/* loff_t holds any file offset */
	CHECK_EQ(sizeof(loff_t), sizeof(off_t));
	return 0;
}
