#include <unistd.h>

/* Rewinds the list: the next getusershell returns the first entry. */
void setusershell(void)
{
	endusershell();
}
