#include <netdb.h>
#include "resolv.h"

void endservent(void)
{
	__ent_close(&__servent_file);
}
