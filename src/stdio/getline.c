#include "stdio_impl.h"

ssize_t getline(char **restrict line, size_t *restrict size, FILE *restrict f)
{
	return getdelim(line, size, '\n', f);
}
