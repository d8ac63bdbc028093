/* getusershell returns the shells of /etc/shells (comments and blank
   lines skipped) in order; setusershell rewinds, endusershell restarts. */
#define _DEFAULT_SOURCE
#include <stdio.h>
#include <unistd.h>
#include "check.h"

int main(void)
{
	FILE *f = fopen("/etc/shells", "r");
	if (!f) {
		/* the built-in default */
		CHECK_STR(getusershell(), "/bin/sh");
		CHECK_STR(getusershell(), "/bin/csh");
		CHECK(!getusershell());
		setusershell();
		CHECK_STR(getusershell(), "/bin/sh");
		endusershell();
		return 0;
	}
	char line[512], first[512] = "";
	int n = 0;
	char *s;
	while (fgets(line, sizeof line, f)) {
		line[strcspn(line, " \t\n#")] = 0;
		if (line[0] != '/')
			continue;
		s = getusershell();
		CHECK(s);
		CHECK_STR(s, line);
		if (!n++)
			strcpy(first, line);
	}
	fclose(f);
	CHECK(!getusershell());
	setusershell();
	if (n)
		CHECK_STR(getusershell(), first);
	endusershell();
	if (n)
		CHECK_STR(getusershell(), first);
	endusershell();
	return 0;
}
