/* crypt and crypt_r compute SHA-crypt ("$5$" SHA-256, "$6$" SHA-512):
   the specification's own test vectors, keys around the digest and
   block sizes, long keys (511 bytes is the longest), long and empty
   salts, rounds at and beyond their bounds, and settings refused with
   a failure token ("*0", "*1" for a setting "*0") and EINVAL (ERANGE
   for a key of 512 bytes or more); tests/crypt_vectors.h says how each
   vector is checked.  The expected hashes are libxcrypt's (Debian 12). */
// test: ldflags -lcrypt
// test: timeout 120
#define _GNU_SOURCE
#include "crypt_vectors.h"

/* Each key and setting (after "$5$" or "$6$") with the hash each method
   gives it. */
static const struct {
	const char *key;
	int n;
	char c;
	const char *setting, *sha256, *sha512;
} both[] = {
	{ "Hello world!", 0, 0, "saltstring",
	  "$5$saltstring$5B8vYYiY.CVt1RlTTf8KbXBH3hsxY/GNooZaBBGWEc5",
	  "$6$saltstring$svn8UoSVapNtMuq1ukKS4tPQd8iKwSMHWjl/O817G3uBnIFNjnQJuesI68u4OTLiBFdcbYEdFCoEOfaS35inz1" },
	{ "Hello world!", 0, 0, "rounds=10000$saltstringsaltstring",
	  "$5$rounds=10000$saltstringsaltst$3xv.VbSHBb41AL9AvLeujZkZRBAwqFMz2.opqey6IcA",
	  "$6$rounds=10000$saltstringsaltst$OW1/O6BYHV6BcXZu8QVeXbDWra3Oeqh0sbHbbMCVNSnCM/UrjmM0Dp8vOuZeHBy/YTBmSK6H9qs/y3RnOaw5v." },
	{ "This is just a test", 0, 0, "rounds=5000$toolongsaltstring",
	  "$5$rounds=5000$toolongsaltstrin$Un/5jzAHMgOGZ5.mWJpuVolil07guHPvOW8mGRcvxa5",
	  "$6$rounds=5000$toolongsaltstrin$lQ8jolhgVRVhY4b5pZKaysCLi0QBxGoNeKQzQ3glMhwllF7oGDZxUhx1yxdYcz/e1JSbq3y6JMxxl8audkUEm0" },
	{ "a very much longer text to encrypt.  This one even stretches over morethan one line.", 0, 0, "rounds=1400$anotherlongsaltstring",
	  "$5$rounds=1400$anotherlongsalts$Rx.j8H.h8HjEDGomFU8bDkXm3XIUnzyxf12oP84Bnq1",
	  "$6$rounds=1400$anotherlongsalts$POfYwTEok97VWcjxIiSOjiykti.o/pQs.wPvMxQ6Fm7I6IoYN3CmLs66x9t0oSwbtEW7o7UmJEiDwGqd8p4ur1" },
	{ "we have a short salt string but not a short password", 0, 0, "rounds=77777$short",
	  "$5$rounds=77777$short$JiO1O3ZpDAxGJeaDIuqCoEFysAe1mZNJRs3pw0KQRd/",
	  "$6$rounds=77777$short$WuQyW2YR.hBNpjjRhpYD/ifIw05xdfeEyQoMxIXbkvr0gge1a1x3yRULJ5CCaUeOxFmtlcGZelFl5CxtgfiAc0" },
	{ "a short string", 0, 0, "rounds=123456$asaltof16chars..",
	  "$5$rounds=123456$asaltof16chars..$gP3VQ/6X7UUEW3HkBn2w1/Ptq2jxPyzV/cZKmF/wJvD",
	  "$6$rounds=123456$asaltof16chars..$BtCwjqMJGx5hrJhZywWvt0RLE8uZ4oPwcelCjmw2kSYu.Ec6ycULevoBK25fs2xXgMNrCzIMVcgEJAstJeonj1" },
	{ "the minimum number is still observed", 0, 0, "rounds=10$roundstoolow", "*0", "*0" },
	{ "pw", 0, 0, "",
	  "$5$$EPxZX4DoQWu4KoghxUArtr9dmHmQzOXFqq.aJMdG0bA",
	  "$6$$Z7WSO9A8tKGD2oGB9t2ViKdYTIHgnjMZIbdOJElGnO.QoZE5zDsfnF1WHM.IL2KPxhNG4/v/zU9LBcGhxg5Uy." },
	{ "pw", 0, 0, "$",
	  "$5$$EPxZX4DoQWu4KoghxUArtr9dmHmQzOXFqq.aJMdG0bA",
	  "$6$$Z7WSO9A8tKGD2oGB9t2ViKdYTIHgnjMZIbdOJElGnO.QoZE5zDsfnF1WHM.IL2KPxhNG4/v/zU9LBcGhxg5Uy." },
	{ "pw", 0, 0, "rounds=5000$",
	  "$5$rounds=5000$$EPxZX4DoQWu4KoghxUArtr9dmHmQzOXFqq.aJMdG0bA",
	  "$6$rounds=5000$$Z7WSO9A8tKGD2oGB9t2ViKdYTIHgnjMZIbdOJElGnO.QoZE5zDsfnF1WHM.IL2KPxhNG4/v/zU9LBcGhxg5Uy." },
	{ "pw", 0, 0, "rounds=1000$s",
	  "$5$rounds=1000$s$vrpm2v.fKRWYzRmuEbStL8/5i/awe1tgEilt/4uc1QD",
	  "$6$rounds=1000$s$SYR1YUA56xQAkK2UrCOtlUACtXpf4gyueA2DWBmbxjFM9xD5LGQwcxlcGB0qqJASk37BaHsNeLWKKMljmmIF80" },
	{ "pw", 0, 0, "s$ignored",
	  "$5$s$5q1vwNY3iR1Qgd9lUFfMdREJ4JkWtNyPttU1A0FAzQ1",
	  "$6$s$V98HlhDkB0XlUtnk5HzECtK0cfibEuztpjiNXAgFB2cZO81oDS5bpjHIdUbVWnFUchuQQ7tJ314GzncjyVQgX." },
	{ "pw", 0, 0, "0123456789abcdefXYZ",
	  "$5$0123456789abcdef$nQeWGJveUL7jlr94v7ZnhFSJ8cRx.CTNSEnVWA95G.C",
	  "$6$0123456789abcdef$zAYvvEJcrKSqV2KUPTUM1K9eaGv20n9mUjWSDZW0QnwBRk0LSoTIT3PW7mCEa30acQuLwC1rnfhmbdGOSp.jX." },
	{ "pw", 0, 0, "ab~c#d",
	  "$5$ab~c#d$RyhwEeQtse4miU2pztZcDwAxMjo9OrnJgqSbkGCOF0B",
	  "$6$ab~c#d$cQ4NA8i9Ic1o7K64k/hzdqlN/fHGD0keVCzjIYfcFnGoFrOJ8dJknODcjfeW0wr0OC9rz3HY2gZm8oOyXiqrn0" },
	{ 0, 511, 'a', "salt",
	  "$5$salt$2FUznUDcll82P8L4OB2Aw8c7dBp/lwekrWP2/TAhbj0",
	  "$6$salt$NzzP0xO7nY2WBA/GlURl/mnRsavCNhtx0b/Eh4Ez.c6u8xUbTsol9AMlujRjtBHThkSam7CCJl9lKHJCub7Xh." },
	{ 0, 200, 'b', "salt",
	  "$5$salt$aHHnOPHjNoAFPlWg7xfxCvbIxszQjEbC4yfTOFFoUs4",
	  "$6$salt$IVTcF2KlQvXXGeKjoNR0eCiNwy8.Pc7DXo8CvtXeUKTNYejTb.G0lAnNQJ9cQBWQqyxzxjhABQl71lRDgfJ6M." },
	{ "k\xc3""\xa9""y\xc3""\xbf", 0, 0, "salt",
	  "$5$salt$EgcI8iqWiNZ/4CMYf/suTLb2pWlanthEHhxobqhaY51",
	  "$6$salt$afE1x.AlShDHwAYv97jobJ6clHIp4X8Gl9IgWYPngAM5qYzAl61LpoU6aAYj3D3WYj579usu29HoNY59r0t.a/" },
	{ "", 0, 0, "salt",
	  "$5$salt$HrcUzzoef72uxM/YhTU5BAi419Fblqlq//zyM.rIOG0",
	  "$6$salt$r6qPcj2UeIkfklWHvleGJk8OKTInFYR/fxyuwcC656IWiZBpIFZ9.hMRG2ZQnnyMFrKOe461f9iT9Ljn0wJ5l." },
	{ "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", 0, 0, "salt",
	  "$5$salt$mZqrUbZQ.qKHGsOHVyD31BGdYA/7rPpVO8ycgYHJbc7",
	  "$6$salt$yhDNRI./dTfA5K38.SBGy2fxdqHiYRIhwHKjbp/V1SAcY93vB.80BEBC0sWH5w7sjwFjCnhQtdfoN5NDp066b0" },
	{ "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", 0, 0, "salt",
	  "$5$salt$wNEow1FL0EqnjLGMWcXTaWV9CIctKqnsqq60vSN9.SA",
	  "$6$salt$yMHoKJ8JlQZPjt3cHzM4m4QhPDCsFkw932c10o0BO4Cnyf.4xSLTJSzn/LK6n7ejLEklgwZEsPC3nVszz0Cd0." },
	{ "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", 0, 0, "salt",
	  "$5$salt$HO5RTFSCttlDsKrp63IDUih4uBRMLzQZqx.evwtBwS2",
	  "$6$salt$Wpleh9hhJ369eaVSJof4tneZYWdMOc1vPvbx3wpFld/MaMtqAKR9eziEgTf39TuHIFE.vUST5kgoJ5qKvLbhP0" },
	{ "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", 0, 0, "salt",
	  "$5$salt$xnRN3Xk9yexL2.P8jn9.ToUXyrP9aJ2BZBJATQll4p/",
	  "$6$salt$hMcVfuOhWUCmgRfiiWAbNWVES8mZkLDvwW1wOmnUiDiC16vxBZLKLboGxl4puSl/UUqayV.fzCVy7wlUZqGOh0" },
	{ "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", 0, 0, "salt",
	  "$5$salt$yXZLjbc7X6xbE.LCVshidsPaTNKBACsnBubKKhlUvM1",
	  "$6$salt$9nRCqTZQC1GNIalJR0oDWe7ZyEWtvQ/qsCrlueLbhC1cTbeyA9RCHbJ9tZKAZhUTCDlvAyxa66bvvk.Q0Jg.k/" },
	{ "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", 0, 0, "salt",
	  "$5$salt$8qsj77gE9CKAOY9t23swCb8Pb2q0vWXGQdsfUf1eRq1",
	  "$6$salt$IeKydQ4mpi8Wj3ZL5Q2nzTTdEPMoAMCTDaXS9K776t1nvaKTRuGQIoej5bhjY3K0Vk1f6OFeDGjW8ekFjb7Ua/" },
	{ 0, 127, 'x', "salt",
	  "$5$salt$iv4rev6RjK9uikXtcAsax/zkxAQywCkyXNiW6X7fNc8",
	  "$6$salt$1nE1smP.B8dFl1hfNxgtblpu1zypvOsdgvV8FsI13Getv5RXRxgUPwXkkHTOeac69T.jesMpPJPUiaUmPDIkj0" },
	{ 0, 128, 'x', "salt",
	  "$5$salt$/tt1Cf61g7SAV9xWBESVEUM4IONqdtRjsYfDm6QxgRC",
	  "$6$salt$ehBNVKj9NqNs2hjYzXhXH7lj1popG5sOitPUiQi8emCR5IXuql2Fa3PSe07Es24t3n0B/gQt2XCXy07x4LLxE/" },
	{ 0, 129, 'x', "salt",
	  "$5$salt$C/PZKZ0KReKKfGPmyqUWSm9B0DjExKQjoywNWcfaccB",
	  "$6$salt$JwOVqfXobQnkH00xz2jutxnQ8q/Q1XTg8Xe283n85XzeRGC.YIlwvHFUcr.2bylHGZN4cm77SF69/IF1Bu731." },
	{ "pw", 0, 0, "rounds=999$s", "*0", "*0" },
	{ "pw", 0, 0, "rounds=1000000000$s", "*0", "*0" },
	{ "pw", 0, 0, "rounds=01000$s", "*0", "*0" },
	{ "pw", 0, 0, "rounds=$s", "*0", "*0" },
	{ "pw", 0, 0, "rounds=5000", "*0", "*0" },
	{ "pw", 0, 0, "rounds=-5000$s", "*0", "*0" },
	{ "pw", 0, 0, "rounds=5000x$s", "*0", "*0" },
	{ "pw", 0, 0, "rounds=99999999999999999999$s", "*0", "*0" },
	{ "pw", 0, 0, "sa:lt", "*0", "*0" },
	{ "pw", 0, 0, "sa lt", "*0", "*0" },
	{ "pw", 0, 0, "sa*lt", "*0", "*0" },
	{ "pw", 0, 0, "sa;lt", "*0", "*0" },
	{ "pw", 0, 0, "sa!lt", "*0", "*0" },
	{ "pw", 0, 0, "sa\\lt", "*0", "*0" },
	{ "pw", 0, 0, "sa\nlt", "*0", "*0" },
	{ "pw", 0, 0, "sa\xc3""\xa9""lt", "*0", "*0" },
	{ "pw", 0, 0, "0123456789abcdef:x", "*0", "*0" },
	{ 0, 512, 'a', "salt", "*0", "*0" },
};

int main(void)
{
	enum { N = sizeof both / sizeof *both };
	static struct vec vecs[N];
	static char settings[N][64];
	for (int m = 0; m < 2; m++) {
		for (size_t i = 0; i < N; i++) {
			CHECK(strlen(both[i].setting) + 4 <= sizeof settings[i]);
			strcpy(settings[i], m ? "$6$" : "$5$");
			strcat(settings[i], both[i].setting);
			vecs[i] = (struct vec){ both[i].key, both[i].n, both[i].c, settings[i],
						m ? both[i].sha512 : both[i].sha256 };
		}
		check_vectors(vecs, N);
	}

	/* The failure token never equals the setting. */
	errno = 0;
	CHECK_STR(crypt("pw", "*0"), "*1");
	CHECK_EQ(errno, EINVAL);
	CHECK_STR(crypt("pw", "*1"), "*0");
	CHECK_STR(crypt("pw", ""), "*0");
	CHECK_STR(crypt("pw", "$6"), "*0");
	CHECK_STR(crypt("pw", "$9$salt"), "*0");
	CHECK_EQ(errno, EINVAL);
	CHECK(sizeof(struct crypt_data) >= 32768);
	return 0;
}
