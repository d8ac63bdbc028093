/* crypt and crypt_r compute MD5-crypt ("$1$"): salts of up to 8
   characters (longer ones cut), empty and long keys, keys around MD5's
   16-byte digest, and refused settings; tests/crypt_vectors.h says how
   each vector is checked.  The expected hashes are libxcrypt's. */
// test: ldflags -lcrypt
#define _GNU_SOURCE
#include "crypt_vectors.h"

static const struct vec vecs[] = {
	{ "Hello world!", 0, 0, "$1$saltstring", "$1$saltstri$YMyguxXMBpd2TEZ.vS/3q1" },
	{ "pw", 0, 0, "$1$", "$1$$F0Fc2lbYpzr3KKdKkM0Wj." },
	{ "pw", 0, 0, "$1$$", "$1$$F0Fc2lbYpzr3KKdKkM0Wj." },
	{ "pw", 0, 0, "$1$abc", "$1$abc$Kb85XxsXB.VXinPhbS4431" },
	{ "pw", 0, 0, "$1$abcdefghij$", "$1$abcdefgh$IQtUouv7y7Q9dRWkQEPCc." },
	{ "pw", 0, 0, "$1$abcdefgh$xyz", "$1$abcdefgh$IQtUouv7y7Q9dRWkQEPCc." },
	{ "pw", 0, 0, "$1$a$b$c", "$1$a$Slr4opLRbq0iJ7N2AZjfg/" },
	{ "", 0, 0, "$1$salt", "$1$salt$UsdFqFVB.FsuinRDK5eE.." },
	{ 0, 511, 'a', "$1$salt", "$1$salt$dpArRkCZ1HjCW3ASuKw6k0" },
	{ "xxxxxxxxxxxxxxx", 0, 0, "$1$salt", "$1$salt$14kO2B8WBIgg2BGRGTLHg1" },
	{ "xxxxxxxxxxxxxxxx", 0, 0, "$1$salt", "$1$salt$qGqLFwv3G2fN3/e9KxJid/" },
	{ "xxxxxxxxxxxxxxxxx", 0, 0, "$1$salt", "$1$salt$Rtz80Wr1nXDOzRlWLqNvl1" },
	{ "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", 0, 0, "$1$salt", "$1$salt$Tg9C6SWt/vokV7GqG0Rp51" },
	{ "k\xc3""\xa9""y", 0, 0, "$1$salt", "$1$salt$iFiOIKUFz.wYDU2JfwiDj1" },
	{ "pw", 0, 0, "$1$s~#", "$1$s~#$HpRP8SNY33PE95cOeCa1a1" },
	{ "pw", 0, 0, "$1$a:b", "*0" },
	{ "pw", 0, 0, "$1$a b", "*0" },
	{ "pw", 0, 0, "$1$a*b", "*0" },
	{ 0, 512, 'a', "$1$salt", "*0" },
	{ "pw", 0, 0, "$1", "*0" },
	{ "pw", 0, 0, "$1salt", "*0" },
	{ "pw", 0, 0, "$1$sa\nlt", "*0" },
};

int main(void)
{
	check_vectors(vecs, sizeof vecs / sizeof *vecs);
	return 0;
}
