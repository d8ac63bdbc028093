#include <netdb.h>
#include "resolv.h"

/* Back to the first entry.  The file stays open between calls whatever
   stayopen says (only the end function closes it). */
void setprotoent(int stayopen)
{
	(void)stayopen;
	__ent_close(&__protoent_file);
}
