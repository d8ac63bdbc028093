#include <gshadow.h>
#include "passwd_impl.h"

void endsgent(void)
{
	__lines_close(&__sgent_file);
}
