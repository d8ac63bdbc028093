#include <net/if.h>
#include <stdlib.h>

/* The array of if_nameindex and each name in it were allocated apart. */
void if_freenameindex(struct if_nameindex *ptr)
{
	if (!ptr)
		return;
	for (struct if_nameindex *p = ptr; p->if_name; p++)
		free(p->if_name);
	free(ptr);
}
