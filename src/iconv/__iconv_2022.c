#include "iconv_impl.h"

/* ISO-2022-JP (RFC 1468): 7-bit bytes, read in the set the last escape
   sequence chose: ASCII (ESC ( B, the initial one), JIS X 0201 Roman
   (ESC ( J: a yen sign and an overline at '\\' and '~') or JIS X 0208
   (ESC $ @ or ESC $ B: two bytes 0x21-0x7e per character, but bytes
   below 0x21 and DEL are still single ASCII).  As in glibc, an escape
   sequence it does not know reads as an ESC character. */
enum { ASCII, ROMAN, JIS };

static const char shifts[3][3] = { "\33(B", "\33(J", "\33$B" };

int __iconv_2022_decode(struct __iconv *cd, const unsigned char *p, size_t n, unsigned *c)
{
	unsigned char euc[2];

	if (p[0] == 0x1b) {
		if (n < 3 && (n == 1 || p[1] == '(' || p[1] == '$'))
			return __IC_MORE;
		if (p[1] == '(' && (p[2] == 'B' || p[2] == 'J')) {
			cd->in_set = p[2] == 'B' ? ASCII : ROMAN;
			*c = __IC_NOCHAR;
			return 3;
		}
		if (p[1] == '$' && (p[2] == '@' || p[2] == 'B')) {
			cd->in_set = JIS;
			*c = __IC_NOCHAR;
			return 3;
		}
	}
	if (p[0] >= 0x80)
		return __IC_BAD;
	if (cd->in_set == JIS && p[0] >= 0x21 && p[0] < 0x7f) {
		if (n < 2)
			return __IC_MORE;
		if (p[1] < 0x21 || p[1] >= 0x7f)
			return __IC_BAD;
		/* The same rows and columns as EUC-JP, without the high bits. */
		euc[0] = p[0] | 0x80;
		euc[1] = p[1] | 0x80;
		return __iconv_mb_decode(__IC_EUCJP, euc, 2, c);
	}
	*c = p[0];
	if (cd->in_set == ROMAN && (p[0] == 0x5c || p[0] == 0x7e))
		*c = p[0] == 0x5c ? 0xa5 : 0x203e;
	return 1;
}

int __iconv_2022_encode(struct __iconv *cd, unsigned c, unsigned char *p, size_t room)
{
	unsigned set, code, len, esc;

	if (c == 0xa5 || c == 0x203e) {
		set = ROMAN, code = c == 0xa5 ? 0x5c : 0x7e;
	} else if (c < 0x80) {
		/* Roman has the rest of ASCII: a run of it stays there. */
		set = cd->out_set == ROMAN && c != 0x5c && c != 0x7e ? ROMAN : ASCII;
		code = c;
	} else {
		code = __iconv_mb_lookup(cd->rev, cd->nrev, c);
		if (code < 0xa1a1 || code > 0xfefe)
			return 0;
		set = JIS, code &= 0x7f7f;
	}
	len = 1 + (code > 0xff);
	esc = set != cd->out_set ? 3 : 0;
	if (room < esc + len)
		return -1;
	if (esc) {
		for (int i = 0; i < 3; i++)
			p[i] = shifts[set][i];
		cd->out_set = set;
	}
	if (len == 2)
		p[esc++] = code >> 8;
	p[esc] = code;
	return esc + 1;
}

int __iconv_2022_reset(struct __iconv *cd, unsigned char *p, size_t room)
{
	if (cd->out_set == ASCII)
		return 0;
	if (room < 3)
		return -1;
	for (int i = 0; i < 3; i++)
		p[i] = shifts[ASCII][i];
	cd->out_set = ASCII;
	return 3;
}
