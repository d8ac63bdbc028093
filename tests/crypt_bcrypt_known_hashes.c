/* crypt and crypt_r compute bcrypt ("$2b$", "$2a$", "$2y$"): the
   well-known "U*U" vectors, the key's 72-byte limit (its terminating
   null byte counted), the salt's unused last bits, costs 04 to 06, and
   refused settings (costs out of 04..31 or not two digits, short or
   non-alphabet salts, "$2$", "$2c$"); tests/crypt_vectors.h says how each
   vector is checked.  The expected hashes are libxcrypt's. */
// test: ldflags -lcrypt
// test: timeout 60
#define _GNU_SOURCE
#include "crypt_vectors.h"

static const struct vec vecs[] = {
	{ "U*U", 0, 0, "$2a$05$CCCCCCCCCCCCCCCCCCCCC.", "$2a$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW" },
	{ "U*U*", 0, 0, "$2a$05$CCCCCCCCCCCCCCCCCCCCC.", "$2a$05$CCCCCCCCCCCCCCCCCCCCC.VGOzA784oUp/Z0DY336zx7pLYAy0lwK" },
	{ "", 0, 0, "$2a$05$CCCCCCCCCCCCCCCCCCCCC.", "$2a$05$CCCCCCCCCCCCCCCCCCCCC.7uG0VCzI2bS7j6ymqJi9CdcdxiRTWNy" },
	{ "password", 0, 0, "$2a$04$abcdefghijklmnopqrstuu", "$2a$04$abcdefghijklmnopqrstuughE8Ev8uGFaUgY2cNEySvxngrb/Jzdm" },
	{ "U*U", 0, 0, "$2b$05$CCCCCCCCCCCCCCCCCCCCC.", "$2b$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW" },
	{ "U*U*", 0, 0, "$2b$05$CCCCCCCCCCCCCCCCCCCCC.", "$2b$05$CCCCCCCCCCCCCCCCCCCCC.VGOzA784oUp/Z0DY336zx7pLYAy0lwK" },
	{ "", 0, 0, "$2b$05$CCCCCCCCCCCCCCCCCCCCC.", "$2b$05$CCCCCCCCCCCCCCCCCCCCC.7uG0VCzI2bS7j6ymqJi9CdcdxiRTWNy" },
	{ "password", 0, 0, "$2b$04$abcdefghijklmnopqrstuu", "$2b$04$abcdefghijklmnopqrstuughE8Ev8uGFaUgY2cNEySvxngrb/Jzdm" },
	{ "U*U", 0, 0, "$2y$05$CCCCCCCCCCCCCCCCCCCCC.", "$2y$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW" },
	{ "U*U*", 0, 0, "$2y$05$CCCCCCCCCCCCCCCCCCCCC.", "$2y$05$CCCCCCCCCCCCCCCCCCCCC.VGOzA784oUp/Z0DY336zx7pLYAy0lwK" },
	{ "", 0, 0, "$2y$05$CCCCCCCCCCCCCCCCCCCCC.", "$2y$05$CCCCCCCCCCCCCCCCCCCCC.7uG0VCzI2bS7j6ymqJi9CdcdxiRTWNy" },
	{ "password", 0, 0, "$2y$04$abcdefghijklmnopqrstuu", "$2y$04$abcdefghijklmnopqrstuughE8Ev8uGFaUgY2cNEySvxngrb/Jzdm" },
	{ "U*U*U", 0, 0, "$2b$05$XXXXXXXXXXXXXXXXXXXXXO", "$2b$05$XXXXXXXXXXXXXXXXXXXXXOAcXxm9kjPGEMsLznoKqmqw7tc8WCx4a" },
	{ "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789chars after 72 are ignored", 0, 0, "$2b$05$abcdefghijklmnopqrstuu", "$2b$05$abcdefghijklmnopqrstuu5s2v8.iXieOjg/.AySBTTZIIVFJeBui" },
	{ "pw", 0, 0, "$2b$04$CCCCCCCCCCCCCCCCCCCCCC", "$2b$04$CCCCCCCCCCCCCCCCCCCCC.31NqtHBKsxWbnyluzScP.pcWeG7T10u" },
	{ "pw", 0, 0, "$2b$04$CCCCCCCCCCCCCCCCCCCCC.tail$ignored", "$2b$04$CCCCCCCCCCCCCCCCCCCCC.31NqtHBKsxWbnyluzScP.pcWeG7T10u" },
	{ "pw", 0, 0, "$2b$06$/./././././././././././.", "$2b$06$/././././././././././.073JDgAYgs8gMv74cnpt2IK0Emri23W" },
	{ "pw", 0, 0, "$2b$04$......................", "$2b$04$......................CZJXs39HZ6odvxM3EvHl/Fh/PsT/WM6" },
	{ "pw", 0, 0, "$2b$04$9999999999999999999999", "$2b$04$999999999999999999999uFoDj8kAb/o6ZsFRGuLyMK/o1o9xv76q" },
	{ "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", 0, 0, "$2b$04$CCCCCCCCCCCCCCCCCCCCC.", "$2b$04$CCCCCCCCCCCCCCCCCCCCC.ZP48wSDJeZC4KEEZRkahyfLke0vxZNC" },
	{ "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", 0, 0, "$2b$04$CCCCCCCCCCCCCCCCCCCCC.", "$2b$04$CCCCCCCCCCCCCCCCCCCCC.mDyzbhj.9K0apb9O/AGMWwoLXiYAu6u" },
	{ "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", 0, 0, "$2b$04$CCCCCCCCCCCCCCCCCCCCC.", "$2b$04$CCCCCCCCCCCCCCCCCCCCC.mDyzbhj.9K0apb9O/AGMWwoLXiYAu6u" },
	{ 0, 300, 'a', "$2b$04$CCCCCCCCCCCCCCCCCCCCC.", "$2b$04$CCCCCCCCCCCCCCCCCCCCC.mDyzbhj.9K0apb9O/AGMWwoLXiYAu6u" },
	{ 0, 511, 'a', "$2b$04$CCCCCCCCCCCCCCCCCCCCC.", "$2b$04$CCCCCCCCCCCCCCCCCCCCC.mDyzbhj.9K0apb9O/AGMWwoLXiYAu6u" },
	{ "k\xc3""\xa9""y", 0, 0, "$2b$04$CCCCCCCCCCCCCCCCCCCCC.", "$2b$04$CCCCCCCCCCCCCCCCCCCCC.kEH9NQbKoGvD4ZY0HX6UDYuAntMJPG." },
	{ 0, 512, 'a', "$2b$04$CCCCCCCCCCCCCCCCCCCCC.", "*0" },
	{ "pw", 0, 0, "$2b$03$CCCCCCCCCCCCCCCCCCCCC.", "*0" },
	{ "pw", 0, 0, "$2b$32$CCCCCCCCCCCCCCCCCCCCC.", "*0" },
	{ "pw", 0, 0, "$2b$4$CCCCCCCCCCCCCCCCCCCCC.", "*0" },
	{ "pw", 0, 0, "$2b$40$CCCCCCCCCCCCCCCCCCCCC.", "*0" },
	{ "pw", 0, 0, "$2b$0a$CCCCCCCCCCCCCCCCCCCCC.", "*0" },
	{ "pw", 0, 0, "$2b$04$CCCCCCCCCCCCCCCCCCCCC", "*0" },
	{ "pw", 0, 0, "$2b$04$CCCCCCCCCCCCCCCCCCCC$.", "*0" },
	{ "pw", 0, 0, "$2b$04$CCCCCCCCCC-CCCCCCCCCCC", "*0" },
	{ "pw", 0, 0, "$2$04$CCCCCCCCCCCCCCCCCCCCC.", "*0" },
	{ "pw", 0, 0, "$2c$04$CCCCCCCCCCCCCCCCCCCCC.", "*0" },
	{ "pw", 0, 0, "$2b04$CCCCCCCCCCCCCCCCCCCCC.", "*0" },
	{ "pw", 0, 0, "$2b$04CCCCCCCCCCCCCCCCCCCCC.", "*0" },
	{ "pw", 0, 0, "$2b$", "*0" },
	{ "pw", 0, 0, "$2", "*0" },
};

int main(void)
{
	check_vectors(vecs, sizeof vecs / sizeof *vecs);
	return 0;
}
