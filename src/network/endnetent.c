#include <netdb.h>
#include "resolv.h"

void endnetent(void)
{
	__ent_close(&__netent_file);
}
