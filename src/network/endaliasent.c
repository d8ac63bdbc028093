#include "alias_impl.h"

void endaliasent(void)
{
	if (__aliasent_open)
		__lines_close(&__aliasent_file);
	__aliasent_open = 0;
	__aliasent_held = 0;
}
