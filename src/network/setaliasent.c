#include "alias_impl.h"

/* Back to the first entry of /etc/aliases. */
void setaliasent(void)
{
	endaliasent();
}
