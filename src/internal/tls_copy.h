/* Filling a thread's TLS block, in plain word loops rather than memcpy and
   memset: every program initialises TLS, and most copy only a few bytes
   there, so calls would link the vectorised string functions (over a
   kilobyte, with their CPU dispatch) into programs that use nothing else
   of them.  The empty asm keeps the compiler from turning a loop back into
   such a call. */
#ifndef _WEFT_TLS_COPY_H
#define _WEFT_TLS_COPY_H

#include <stddef.h>

typedef unsigned long __attribute__((__may_alias__, __aligned__(1))) __tls_word;

static inline void __tls_copy(unsigned char *d, const unsigned char *s, size_t n)
{
	for (; n >= sizeof(__tls_word); n -= sizeof(__tls_word)) {
		*(__tls_word *)d = *(const __tls_word *)s;
		d += sizeof(__tls_word);
		s += sizeof(__tls_word);
		__asm__ ("" : "+r"(d), "+r"(s) : : "memory");
	}
	while (n--) {
		*d++ = *s++;
		__asm__ ("" : "+r"(d), "+r"(s) : : "memory");
	}
}

static inline void __tls_zero(unsigned char *d, size_t n)
{
	for (; n >= sizeof(__tls_word); n -= sizeof(__tls_word)) {
		*(__tls_word *)d = 0;
		d += sizeof(__tls_word);
		__asm__ ("" : "+r"(d) : : "memory");
	}
	while (n--) {
		*d++ = 0;
		__asm__ ("" : "+r"(d) : : "memory");
	}
}

#endif
