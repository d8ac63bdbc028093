#include <stdarg.h>
#include <unistd.h>

/* The argument list (ending with a null pointer) becomes argv. */
int execlp(const char *file, const char *arg, ...)
{
	va_list ap;
	int n = 1;


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

		va_end(ap);
		return execvp(file, argv);
	}
}
