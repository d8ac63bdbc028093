#include "libc.h"

/* The process environment; the start-up code points it at envp. */
char **__environ = 0;
weak_alias(__environ, environ);
weak_alias(__environ, _environ);
