#include <netdb.h>
#include "resolv.h"

void endhostent(void)
{
	__ent_close(&__hostent_file);
}
