#include <netdb.h>
#include "resolv.h"

/* Back to the first entry; the file stays open between getnetent calls
   whatever stayopen says (endnetent closes it). */
void setnetent(int stayopen)
{
	(void)stayopen;
	__ent_close(&__netent_file);
}
