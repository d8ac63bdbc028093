/* crypt and crypt_r compute the traditional DES-based hash: a
   two-character salt (the rest of the setting ignored, so a hash is its
   own setting), only the first 8 key bytes counting, each byte's top bit
   dropped; salts outside "./0-9A-Za-z" refused.  tests/crypt_vectors.h
   says how each vector is checked; the hashes are libxcrypt's. */
// test: ldflags -lcrypt
#define _GNU_SOURCE
#include "crypt_vectors.h"

static const struct vec vecs[] = {
	{ "pw", 0, 0, "ab", "abzlUXK5ed5rs" },
	{ "password", 0, 0, "ab", "abJnggxhB/yWI" },
	{ "passwor", 0, 0, "ab", "abU8vmpRMaIQk" },
	{ "password and more", 0, 0, "ab", "abJnggxhB/yWI" },
	{ "", 0, 0, "..", "..X8NBuQ4l6uQ" },
	{ "test", 0, 0, "zz", "zzIUSbhjhhESA" },
	{ "x", 0, 0, "/.", "/.FLrgH5bs.aI" },
	{ "x", 0, 0, "./", "./7H4fGCYxIHQ" },
	{ "\x7f""\x01", 0, 0, "Ab", "Abmp6G0XLCiY2" },
	{ "k\xc3""\xa9""y\xc3""\xbf""z", 0, 0, "ab", "abBei9w0SJyTg" },
	{ "PASSWORD", 0, 0, "99", "99wi.hyUlYWZU" },
	{ "12345678", 0, 0, "a9", "a9Rg1k9CTgDmE" },
	{ "pw", 0, 0, "abzlUXK5ed5rs", "abzlUXK5ed5rs" },
	{ "pw", 0, 0, "a", "*0" },
	{ "pw", 0, 0, "a-", "*0" },
	{ "pw", 0, 0, "-a", "*0" },
	{ "pw", 0, 0, "a$", "*0" },
	{ "pw", 0, 0, "$a", "*0" },
	{ 0, 512, 'a', "ab", "*0" },
	{ 0, 511, 'a', "ab", "abBUNZY4cR2mg" },
};

int main(void)
{
	check_vectors(vecs, sizeof vecs / sizeof *vecs);
	return 0;
}
