/* Byte order of the machine and conversions between it and a fixed
   order, as glibc and the BSDs name them. */
#ifndef _ENDIAN_H
#define _ENDIAN_H

#include <features.h>

/* The compiler knows the target's order; 1234 and 4321 are the values
   glibc uses, so code comparing against numbers still works. */
#define __LITTLE_ENDIAN 1234
#define __BIG_ENDIAN    4321
#define __PDP_ENDIAN    3412
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
# define __BYTE_ORDER __BIG_ENDIAN
#else
# define __BYTE_ORDER __LITTLE_ENDIAN
#endif
#define __FLOAT_WORD_ORDER __BYTE_ORDER

#if defined(_DEFAULT_SOURCE)
# ifndef LITTLE_ENDIAN
#  define LITTLE_ENDIAN __LITTLE_ENDIAN
# endif
# ifndef BIG_ENDIAN
#  define BIG_ENDIAN __BIG_ENDIAN
# endif
# ifndef PDP_ENDIAN
#  define PDP_ENDIAN __PDP_ENDIAN
# endif
# ifndef BYTE_ORDER
#  define BYTE_ORDER __BYTE_ORDER
# endif
#endif

/* The swaps are the compiler's builtins, usable in constant expressions;
   the casts give each result the width its name promises. */
#define __weft_bswap16(x) ((unsigned short)__builtin_bswap16(x))
#define __weft_bswap32(x) ((unsigned int)__builtin_bswap32(x))
#define __weft_bswap64(x) ((unsigned long long)__builtin_bswap64(x))

#if defined(_DEFAULT_SOURCE)
# if __BYTE_ORDER == __LITTLE_ENDIAN
#  define htobe16(x) __weft_bswap16(x)
#  define htole16(x) ((unsigned short)(x))
#  define be16toh(x) __weft_bswap16(x)
#  define le16toh(x) ((unsigned short)(x))
#  define htobe32(x) __weft_bswap32(x)
#  define htole32(x) ((unsigned int)(x))
#  define be32toh(x) __weft_bswap32(x)
#  define le32toh(x) ((unsigned int)(x))
#  define htobe64(x) __weft_bswap64(x)
#  define htole64(x) ((unsigned long long)(x))
#  define be64toh(x) __weft_bswap64(x)
#  define le64toh(x) ((unsigned long long)(x))
# else
#  define htobe16(x) ((unsigned short)(x))
#  define htole16(x) __weft_bswap16(x)
#  define be16toh(x) ((unsigned short)(x))
#  define le16toh(x) __weft_bswap16(x)
#  define htobe32(x) ((unsigned int)(x))
#  define htole32(x) __weft_bswap32(x)
#  define be32toh(x) ((unsigned int)(x))
#  define le32toh(x) __weft_bswap32(x)
#  define htobe64(x) ((unsigned long long)(x))
#  define htole64(x) __weft_bswap64(x)
#  define be64toh(x) ((unsigned long long)(x))
#  define le64toh(x) __weft_bswap64(x)
# endif
#endif

#endif
