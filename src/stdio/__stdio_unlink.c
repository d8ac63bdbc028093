#include "stdio_impl.h"
#include "lock.h"

hidden void __stdio_unlink(FILE *f)
{
	__lock(&__stdio_list_lock);
	if (f->prev)
		f->prev->next = f->next;
	else
		__stdio_head = f->next;
	if (f->next)
		f->next->prev = f->prev;
	__unlock(&__stdio_list_lock);
}
