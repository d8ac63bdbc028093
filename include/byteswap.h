/* Byte reversal of 16-, 32- and 64-bit values (a GNU header). */
#ifndef _BYTESWAP_H
#define _BYTESWAP_H

#include <features.h>

#define bswap_16(x) ((unsigned short)__builtin_bswap16(x))
#define bswap_32(x) ((unsigned int)__builtin_bswap32(x))
#define bswap_64(x) ((unsigned long long)__builtin_bswap64(x))

#endif
