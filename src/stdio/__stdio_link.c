#include "stdio_impl.h"
#include "lock.h"

hidden void __stdio_link(FILE *f)
{
	__lock(&__stdio_list_lock);
	f->prev = 0;
	f->next = __stdio_head;
	if (__stdio_head)
		__stdio_head->prev = f;
	__stdio_head = f;
	__unlock(&__stdio_list_lock);
}
