#include <stdarg.h>
#include <unistd.h>

/* The argument list (ending with a null pointer) becomes argv; the
   environment pointer follows the null pointer. */
int execle(const char *path, const char *arg, ...)
{
	va_list ap;
	int n = 1;
	char *const *envp;

	va_start(ap, arg);
	while (va_arg(ap, const char *))
		n++;
	va_end(ap);
	{
		char *argv[n + 1];
		va_start(ap, arg);
		argv[0] = (char *)arg;
		for (int i = 1; i <= n; i++)
			argv[i] = va_arg(ap, char *);
		envp = va_arg(ap, char *const *);
		va_end(ap);
		return execve(path, argv, envp);
	}
}
