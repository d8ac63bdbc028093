#include <string.h>

/* The empty asm that claims to read the memory keeps the compiler from
   dropping the memset as a dead store. */
void explicit_bzero(void *s, size_t n)
{
	memset(s, 0, n);
	__asm__ volatile("" : : "r"(s) : "memory");
}
