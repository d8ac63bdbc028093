#include <mcheck.h>

void muntrace(void)
{
}
