#include <errno.h>
#include "iconv_impl.h"

#define BAD  __IC_BAD
#define MORE __IC_MORE

static unsigned get16(const unsigned char *p, int be)
{
	return be ? (unsigned)p[0] << 8 | p[1] : (unsigned)p[1] << 8 | p[0];
}

static unsigned get32(const unsigned char *p, int be)
{
	return be ? (unsigned)p[0] << 24 | (unsigned)p[1] << 16 | (unsigned)p[2] << 8 | p[3]
		  : (unsigned)p[3] << 24 | (unsigned)p[2] << 16 | (unsigned)p[1] << 8 | p[0];
}

static void put16(unsigned char *p, unsigned v, int be)
{
	p[!be] = v >> 8;
	p[be] = v;
}

static void put32(unsigned char *p, unsigned v, int be)
{
	for (int i = 0; i < 4; i++)
		p[be ? 3 - i : i] = v >> 8 * i;
}

/* The size of the input's code unit: what //IGNORE skips of bad input,
   and what a BOM takes. */
static int unit(int enc)
{
	if (enc == __IC_UTF8 || enc >= __IC_ASCII)
		return 1;
	return enc <= __IC_UTF16BE || enc == __IC_UCS2LE || enc == __IC_UCS2BE ? 2 : 4;
}

/* Reads one character of p[0..n) into *c; returns the bytes it took (0
   for a BOM that only set the order), BAD or MORE. */
static int decode(struct __iconv *cd, const unsigned char *p, size_t n, unsigned *c)
{
	unsigned u, lo;
	int be, len, i;

	if (cd->from == __IC_ISO2022JP)
		return __iconv_2022_decode(cd, p, n, c);
	if (cd->from >= __IC_SB_END)
		return __iconv_mb_decode(cd->from, p, n, c);
	if (cd->from >= __IC_SB) {
		*c = *p < 0x80 ? *p : __iconv_sb[cd->from - __IC_SB][*p - 0x80];
		return *c || !*p ? 1 : BAD;
	}
	switch (cd->from) {
	case __IC_ASCII:
		if (*p >= 0x80)
			return BAD;
		/* fall through */
	case __IC_LATIN1:
		*c = *p;
		return 1;
	case __IC_UTF8:
		u = *p;
		if (u < 0x80) {
			*c = u;
			return 1;
		}
		if (u >= 0xc2 && u <= 0xdf)
			len = 2, u &= 0x1f;
		else if (u >= 0xe0 && u <= 0xef)
			len = 3, u &= 0x0f;
		else if (u >= 0xf0 && u <= 0xf4)
			len = 4, u &= 0x07;
		else
			return BAD;
		for (i = 1; i < len; i++) {
			if ((size_t)i == n)
				return MORE;
			if ((p[i] & 0xc0) != 0x80)
				return BAD;
			u = u << 6 | (p[i] & 0x3f);
			/* Overlong forms, surrogates and values past U+10FFFF are
			   known once the second byte is in. */
			if (i == 1 && ((len == 3 && (u < 0x20 || (u >= 0x360 && u < 0x380))) ||
				       (len == 4 && (u < 0x10 || u > 0x10f))))
				return BAD;
		}
		*c = u;
		return len;
	case __IC_UTF16:
	case __IC_UTF16LE:
	case __IC_UTF16BE:
	case __IC_UCS2LE:
	case __IC_UCS2BE:
		if (n < 2)
			return MORE;
		if (cd->from == __IC_UTF16 && !cd->in_order) {
			cd->in_order = 1 + (p[0] == 0xfe && p[1] == 0xff);
			if (get16(p, cd->in_order == 2) == 0xfeff)
				return 0;
		}
		be = cd->from == __IC_UTF16BE || cd->from == __IC_UCS2BE ||
		     (cd->from == __IC_UTF16 && cd->in_order == 2);
		u = get16(p, be);
		if (u < 0xd800 || u > 0xdfff) {
			*c = u;
			return 2;
		}
		if (u > 0xdbff || cd->from >= __IC_UCS2LE)
			return BAD;
		if (n < 4)
			return MORE;
		lo = get16(p + 2, be);
		if (lo < 0xdc00 || lo > 0xdfff)
			return BAD;
		*c = 0x10000 + ((u - 0xd800) << 10) + (lo - 0xdc00);
		return 4;
	default:
		if (n < 4)
			return MORE;
		if (cd->from == __IC_UTF32 && !cd->in_order) {
			cd->in_order = 1 + (get32(p, 1) == 0xfeff);
			if (get32(p, cd->in_order == 2) == 0xfeff)
				return 0;
		}
		be = cd->from == __IC_UTF32BE || cd->from == __IC_UCS4BE ||
		     (cd->from == __IC_UTF32 && cd->in_order == 2);
		u = get32(p, be);
		if (u > 0x10ffff || (u >= 0xd800 && u <= 0xdfff))
			return BAD;
		*c = u;
		return 4;
	}
}

/* Writes c to p (room bytes); returns the bytes written, 0 if the target
   cannot represent c, or -1 if it does not fit. */
static int encode(struct __iconv *cd, unsigned c, unsigned char *p, size_t room)
{
	int len, bom = 0, be = 0;

	if (cd->to == __IC_ISO2022JP)
		return __iconv_2022_encode(cd, c, p, room);
	if (cd->to >= __IC_SB) {
		unsigned code = c;
		if (cd->to >= __IC_SB_END) {
			if ((code = __iconv_mb_encode(cd, c)) == __IC_NONE)
				return 0;
		} else if (c >= 0x80) {
			const unsigned short *t = __iconv_sb[cd->to - __IC_SB];
			for (code = 0; code < 128 && t[code] != c; code++)
				;
			if (code == 128)
				return 0;
			code += 0x80;
		}
		len = 1 + (code > 0xff) + (code > 0xffff) + (code > 0xffffff);
		if (room < (size_t)len)
			return -1;
		for (int i = 0; i < len; i++)
			p[i] = code >> 8 * (len - 1 - i);
		return len;
	}
	switch (cd->to) {
	case __IC_ASCII:
	case __IC_LATIN1:
		if (c >= (cd->to == __IC_ASCII ? 0x80u : 0x100u))
			return 0;
		if (!room)
			return -1;
		*p = c;
		return 1;
	case __IC_UTF8:
		len = c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
		if (room < (size_t)len)
			return -1;
		if (len == 1) {
			*p = c;
			return 1;
		}
		for (int i = len - 1; i > 0; i--, c >>= 6)
			p[i] = 0x80 | (c & 0x3f);
		p[0] = (0xf00 >> len) | c;
		return len;
	case __IC_UTF16:
	case __IC_UTF16LE:
	case __IC_UTF16BE:
	case __IC_UCS2LE:
	case __IC_UCS2BE:
		if (c >= 0x10000 && cd->to >= __IC_UCS2LE)
			return 0;
		be = cd->to == __IC_UTF16BE || cd->to == __IC_UCS2BE;
		bom = cd->to == __IC_UTF16 && !cd->bom_out ? 2 : 0;
		len = c >= 0x10000 ? 4 : 2;
		if (room < (size_t)(bom + len))
			return -1;
		if (bom)
			put16(p, 0xfeff, 0);
		if (len == 2) {
			put16(p + bom, c, be);
		} else {
			put16(p + bom, 0xd800 + ((c - 0x10000) >> 10), be);
			put16(p + bom + 2, 0xdc00 + (c & 0x3ff), be);
		}
		break;
	default:
		be = cd->to == __IC_UTF32BE || cd->to == __IC_UCS4BE;
		bom = cd->to == __IC_UTF32 && !cd->bom_out ? 4 : 0;
		len = 4;
		if (room < (size_t)(bom + len))
			return -1;
		if (bom)
			put32(p, 0xfeff, 0);
		put32(p + bom, c, be);
		break;
	}
	if (bom)
		cd->bom_out = 1;
	return bom + len;
}

size_t iconv(iconv_t h, char **restrict inbuf, size_t *restrict inleft, char **restrict outbuf,
	     size_t *restrict outleft)
{
	struct __iconv *cd = h;
	const unsigned char *in;
	unsigned char *out;
	size_t nin, nout, irreversible = 0;
	int skipped = 0;

	if (!cd || cd == (iconv_t)-1) {
		errno = EBADF;
		return (size_t)-1;
	}
	/* No input: back to the initial state.  ISO-2022-JP's output shifts
	   back to ASCII if there is an output buffer; the next output starts
	   with its BOM again and the next input may carry one. */
	if (!inbuf || !*inbuf) {
		if (cd->to == __IC_ISO2022JP && outbuf && *outbuf && outleft) {
			int w = __iconv_2022_reset(cd, (unsigned char *)*outbuf, *outleft);
			if (w < 0) {
				errno = E2BIG;
				return (size_t)-1;
			}
			*outbuf += w, *outleft -= w;
		}
		cd->in_order = 0;
		cd->bom_out = 0;
		cd->in_set = cd->out_set = 0;
		return 0;
	}
	if (!inleft || !outbuf || !outleft || (!*outbuf && *outleft)) {
		errno = EINVAL;
		return (size_t)-1;
	}
	in = (const unsigned char *)*inbuf;
	nin = *inleft;
	out = (unsigned char *)*outbuf;
	nout = *outleft;

	while (nin) {
		unsigned c = 0;
		int r = decode(cd, in, nin, &c), w;
		if (r == MORE) {
			errno = EINVAL;
			goto fail;
		}
		if (r == BAD) {
			if (!(cd->flags & __IC_IGNORE)) {
				errno = EILSEQ;
				goto fail;
			}
			/* Skip one unit of the input and try again there. */
			r = unit(cd->from);
			if ((size_t)r > nin)
				r = nin;
			skipped = 1;
			in += r, nin -= r;
			continue;
		}
		if (r == 0) {          /* a BOM, taken */
			in += unit(cd->from), nin -= unit(cd->from);
			continue;
		}
		if (c == __IC_NOCHAR) {  /* a shift sequence, taken */
			in += r, nin -= r;
			continue;
		}
		w = encode(cd, c, out, nout);
		if (w == 0) {
			if (cd->flags & __IC_TRANSLIT) {
				w = encode(cd, '?', out, nout);
				if (w > 0)
					irreversible++;
			} else if (cd->flags & __IC_IGNORE) {
				skipped = 1;
				in += r, nin -= r;
				continue;
			} else {
				errno = EILSEQ;
				goto fail;
			}
		}
		if (w < 0) {
			errno = E2BIG;
			goto fail;
		}
		in += r, nin -= r;
		out += w, nout -= w;
	}
	*inbuf = (char *)in, *inleft = nin;
	*outbuf = (char *)out, *outleft = nout;
	/* glibc's //IGNORE: everything is converted, and the caller is
	   still told that some of it was dropped. */
	if (skipped) {
		errno = EILSEQ;
		return (size_t)-1;
	}
	return irreversible;
fail:
	*inbuf = (char *)in, *inleft = nin;
	*outbuf = (char *)out, *outleft = nout;
	return (size_t)-1;
}
