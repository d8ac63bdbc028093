#include <netdb.h>
#include "resolv.h"

void endprotoent(void)
{
	__ent_close(&__protoent_file);
}
