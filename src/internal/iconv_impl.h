#ifndef _WEFT_ICONV_IMPL_H
#define _WEFT_ICONV_IMPL_H

#include <iconv.h>
#include "libc.h"

/* The encodings; the UTF-16 and UTF-32 without an order read a byte-order
   mark (little-endian without one, as glibc) and write one first. */
enum {
	__IC_UTF8, __IC_UTF16, __IC_UTF16LE, __IC_UTF16BE, __IC_UTF32, __IC_UTF32LE,
	__IC_UTF32BE, __IC_UCS2LE, __IC_UCS2BE, __IC_UCS4LE, __IC_UCS4BE, __IC_ASCII,
	__IC_LATIN1,
};

#define __IC_TRANSLIT 1
#define __IC_IGNORE   2

struct __iconv {
	unsigned char from, to, flags;
	/* Reset by iconv(cd, NULL, ...): the order a BOM gave the input (0:
	   none read yet), and whether the output's BOM is written. */
	unsigned char in_order, bom_out;
};

#endif
