/* crypt and crypt_r compute yescrypt ("$y$", the default hash of
   Debian's, Ubuntu's, Fedora's and Arch's /etc/shadow) and scrypt
   ("$7$"): libxcrypt's default and low costs, r and p other than the
   defaults, t, the "write once" and classic-scrypt flavours a "$y$"
   setting can name, empty, long (511 bytes) and 8-bit keys, salts from
   empty to 64 bytes, and refused settings (truncated parameters,
   characters outside the alphabet, a salt that does not decode, N too
   small or too large, p above N/4, hash upgrades "g", other pwxform
   flavours), the failure token "*0" with EINVAL, or ERANGE for a
   setting too long for the hash to fit; tests/crypt_vectors.h says how
   each vector is checked.  The expected hashes are libxcrypt's (Debian
   12), and the costs low but for one at the default (16 MiB), so that
   the test stays fast. */
// test: ldflags -lcrypt
// test: timeout 60
#define _GNU_SOURCE
#include "crypt_vectors.h"

static const struct vec vecs[] = {
	{ "password", 0, 0, "$y$j9T$lKGczY7C2pbkqOzhciri10",
	  "$y$j9T$lKGczY7C2pbkqOzhciri10$a40uTRxB4hLrqvdgKgyfiThaWcHHqYlyrTIktqwnF.4" },
	{ "password", 0, 0, "$y$j7T$23reVGZVMLfBGzrzDzkjC0",
	  "$y$j7T$23reVGZVMLfBGzrzDzkjC0$zGrbSgzgkFTcADMMRg/Dq9LqsFj7MNmk1FbNUCmzHY." },
	{ "correct horse battery staple", 0, 0, "$y$j75$ub4R468MJ2ENgZQPPAPvz0",
	  "$y$j75$ub4R468MJ2ENgZQPPAPvz0$XQb3vKS7WD.ERFBeacaKbizMgOf5QfGq50eHJRzUpS9" },
	{ "", 0, 0, "$y$j75$ub4R468MJ2ENgZQPPAPvz0",
	  "$y$j75$ub4R468MJ2ENgZQPPAPvz0$jRkq/Zk4q5UOB9/fH4cc4A/2talMfE42IZKRQ7BrDB8" },
	{ "p\xe4""ssw\xf6""rd \xff""\x80""", 0, 0, "$y$j3T$WZGDD4NcXWpWRHaU.TluA/",
	  "$y$j3T$WZGDD4NcXWpWRHaU.TluA/$LvGNyNemGtP2ktp2EkMpNQlXz8trSzVyQxblTLKpSA5" },
	{ 0, 200, 'k', "$y$j3T$aVddNtV41ELr5UOACsqOX/",
	  "$y$j3T$aVddNtV41ELr5UOACsqOX/$y49XOcEU0rfplhZEx7DVFZJEBjnawVwFZOLS0SeWZq7" },
	{ 0, 511, 'x', "$y$j/.$salt",
	  "$y$j/.$salt$N53.zfQ5OM1fyDbE7AOFDA6qJ4qzbATUUkkT.234W17" },
	{ "short salt", 0, 0, "$y$j5T$..",
	  "$y$j5T$..$sFYpmv65ty343oCqPKs.X16.KrrWgaHp7iUPUblSPrB" },
	{ "three chars", 0, 0, "$y$j5T$./.",
	  "$y$j5T$./.$trJjslUUf4rNOdv98S7tfh1.FNetwHuMfZyRz6ccjc/" },
	{ "empty salt", 0, 0, "$y$j5T$",
	  "$y$j5T$$/mhUSmzp8rxKVnUkE4.1JrTNTVM67iJGPA4PIhE8Zv8" },
	{ "64-byte salt", 0, 0, "$y$j5T$abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789./abcdefghijklmnopqrstu.",
	  "$y$j5T$abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789./abcdefghijklmnopqrstu.$ORkxrZaYbCQHKEhLB95oY3cHv6xRSby6FrvJOa4wd89" },
	{ "r=1", 0, 0, "$y$j6.$saltsalt",
	  "$y$j6.$saltsalt$pW5vvmkxFQsEeSw4hOOlw2WdfuTJUUZv9kl69C2fN4A" },
	{ "r=2 N=4", 0, 0, "$y$j//$saltsalt",
	  "$y$j//$saltsalt$SQJgJgRgERSP5nY.U14EWz01DQaOPqgLCM7nC.hFHk5" },
	{ "p=2", 0, 0, "$y$j75..$salt",
	  "$y$j75..$salt$ejcoA4W/LBBQsshQjLrHmS7NHs/U0MwkabjDLvB/N64" },
	{ "p=3 t=2", 0, 0, "$y$j750//$salt",
	  "$y$j750//$salt$NFs18qlVSTrdRXvADFhMl9JscnopzOUE.AW0DBtUkH0" },
	{ "t=1", 0, 0, "$y$j75/.$salt",
	  "$y$j75/.$salt$Hq8Uh5LvTxhYGTDhaNi7UkSVWpWnX8YSHjfJOx0T81/" },
	{ "t=3", 0, 0, "$y$j3T/0$salt",
	  "$y$j3T/0$salt$9kKyktP7lxgiTjTzHIwdXXoKcmXIed.6qNdvu2862I." },
	{ "unknown have bit", 0, 0, "$y$j75D$salt",
	  "$y$j75D$salt$/D47EZqq9LvPV3ujKIjoiRlFnYh74jXRnPaGL17WEU4" },
	{ "have bits 16 and 1", 0, 0, "$y$j75E.$salt",
	  "$y$j75E.$salt$4HHb/ts7Eo5m9F3vXsuATm9UwBEEf.ZYnSFLe1GfZx7" },
	{ "3-char salt", 0, 0, "$y$j5T$ab/",
	  "$y$j5T$ab/$ijCb3f8Qyam0cZd0WiZm9GPOLAB9HGAUD6l7okIPj27" },
	{ "p=2, N=64", 0, 0, "$y$j3T..$salt",
	  "$y$j3T..$salt$BPTPYKc.NmUwdxxDL5/YgBSrErzzoxFZVu/.VLJTm.2" },
	{ "worm", 0, 0, "$y$/75$salt",
	  "$y$/75$salt$wm295tueMUg0y0XuTCTGYZq.EwPsVRr5jQ7qpLUcInA" },
	{ "worm t=1", 0, 0, "$y$/75/.$salt",
	  "$y$/75/.$salt$grS/mWx8qQ14dilkhrogOR9i/6byl.tZ/dcflJS.UKD" },
	{ "scrypt", 0, 0, "$y$.75$salt",
	  "$y$.75$salt$TsoCVxwicg5NuCpjsrr5uBNqvbuF7njUKsWrVLuXAw8" },
	{ "scrypt p=2", 0, 0, "$y$.75..$salt",
	  "$y$.75..$salt$ZeJlf/9UXDkINKqbtDMAhl.iK4UHBG88dzfcfYdizYC" },
	{ "pleaseletmein", 0, 0, "$7$0U..../....salt",
	  "$7$0U..../....salt$xbiACPtLJnLjzY4dXWasdFIdbvkKAk4HoGtN1I4vsIA" },
	{ "pleaseletmein", 0, 0, "$7$6/..../....SodiumChloride",
	  "$7$6/..../....SodiumChloride$fkEu51rXmv.HtqA0MLz4gCKWi4RApdk3YBq.t3K/002" },
	{ "p=2", 0, 0, "$7$5/....0....NaCl",
	  "$7$5/....0....NaCl$DxjBkhjcASEvwRTfGJYLdJCOEwt1q3L7S0/mU3yZW57" },
	{ "dollar", 0, 0, "$7$1U..../....sa$,t",
	  "$7$1U..../....sa$qVwtotU//H10X1943vVkhElzzBIP7SByQI3/yGULGR8" },
	{ "empty", 0, 0, "$7$1U..../....",
	  "$7$1U..../....$YeM4AEH/CKypLdiPqn4jgpeSxM2qEKXabBSocdgldb7" },
	{ "pw", 0, 0, "$y$j9T",
	  "*0" },
	{ "pw", 0, 0, "$y$j9",
	  "*0" },
	{ "pw", 0, 0, "$y$",
	  "*0" },
	{ "pw", 0, 0, "$y$j9T$abc",
	  "*0" },
	{ "pw", 0, 0, "$y$j9T$a",
	  "*0" },
	{ "pw", 0, 0, "$y$jV5$salt",
	  "*0" },
	{ "pw", 0, 0, "$y$i75$salt",
	  "*0" },
	{ "pw", 0, 0, "$y$k75$salt",
	  "*0" },
	{ "pw", 0, 0, "$y$j75/$salt",
	  "*0" },
	{ "pw", 0, 0, "$y$j751.$salt",
	  "*0" },
	{ "pw", 0, 0, "$y$j75$sa@t",
	  "*0" },
	{ "pw", 0, 0, "$y$j75$12345678$xyz$",
	  "*0" },
	{ "pw", 0, 0, "$y$.75/.$salt",
	  "*0" },
	{ "pw", 0, 0, "$y$j..$salt",
	  "*0" },
	{ "pw", 0, 0, "$y$j7zzzzzz$salt",
	  "*0" },
	{ "pw", 0, 0, "$y$jZ5$salt",
	  "*0" },
	{ "pw", 0, 0, "$y$j65",
	  "*0" },
	{ "pw", 0, 0, "$y$j5T$abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789./abcdefghijklmnopqrstu..",
	  "*0" },
	{ "pw", 0, 0, "$y$j75...$salt",
	  "*0" },
	{ "pw", 0, 0, "$y$j/..$salt",
	  "*0" },
	{ "pw", 0, 0, "$y$j75.$salt",
	  "*0" },
	{ "pw", 0, 0, "$y$jj5$salt",
	  "*0" },
	{ "pw", 0, 0, "$y$j75..$salt$extra$",
	  "*0" },
	{ "pw", 0, 0, "$7$0U..../....sa\"t",
	  "*0" },
	{ "pw", 0, 0, "$7$/U..../....salt",
	  "*0" },
	{ "pw", 0, 0, "$7$.U..../....salt",
	  "*0" },
	{ "pw", 0, 0, "$7$CU..../...",
	  "*0" },
	{ "pw", 0, 0, "$7$CU..../....sa,t",
	  "*0" },
	{ "pw", 0, 0, "$7$0.........salt",
	  "*0" },
	{ "pw", 0, 0, "$7$",
	  "*0" },
	{ "pw", 0, 0, "$y",
	  "*0" },
	{ "pw", 0, 0, "$7",
	  "*0" },
};

int main(void)
{
	static char setting[400], key[] = "pw";
	static struct crypt_data data;
	size_t n;

	check_vectors(vecs, sizeof vecs / sizeof vecs[0]);

	/* A setting (here a hash with more after its salt's last '$')
	   leaves room for its 43-character hash in CRYPT_OUTPUT_SIZE (384)
	   bytes up to 339 characters; one longer is refused with ERANGE. */
	strcpy(setting, "$y$j/.$salt$");
	n = strlen(setting);
	memset(setting + n, 'a', 339 - n);
	setting[339] = 0;
	errno = 0;
	CHECK_STR(crypt_r(key, setting, &data),
		  "$y$j/.$salt$u4V8B/RrEu/YxsRSHksuYkB0YiNgRbm9a7CkUC9rl6.");
	CHECK_EQ(errno, 0);
	strcat(setting, "a");
	CHECK_STR(crypt_r(key, setting, &data), "*0");
	CHECK_EQ(errno, ERANGE);
	strcpy(setting, "$7$0U..../....salt$");
	n = strlen(setting);
	memset(setting + n, 'b', 340 - n);
	setting[340] = 0;
	errno = 0;
	CHECK_STR(crypt_r(key, setting, &data), "*0");
	CHECK_EQ(errno, ERANGE);
	return 0;
}
