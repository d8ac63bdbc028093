#define _GNU_SOURCE
#include <regex.h>
#include <string.h>
#include "regex_impl.h"

/* The texts glibc gives, so that programs print the same diagnostics. */
static const char *const texts[] = {
	[REG_NOERROR] = "Success",
	[REG_NOMATCH] = "No match",
	[REG_BADPAT] = "Invalid regular expression",
	[REG_ECOLLATE] = "Invalid collation character",
	[REG_ECTYPE] = "Invalid character class name",
	[REG_EESCAPE] = "Trailing backslash",
	[REG_ESUBREG] = "Invalid back reference",
	[REG_EBRACK] = "Unmatched [, [^, [:, [., or [=",
	[REG_EPAREN] = "Unmatched ( or \\(",
	[REG_EBRACE] = "Unmatched \\{",
	[REG_BADBR] = "Invalid content of \\{\\}",
	[REG_ERANGE] = "Invalid range end",
	[REG_ESPACE] = "Memory exhausted",
	[REG_BADRPT] = "Invalid preceding regular expression",
	[REG_EEND] = "Premature end of regular expression",
	[REG_ESIZE] = "Regular expression too big",
	[REG_ERPAREN] = "Unmatched ) or \\)",
};

const char *__regex_message(int errcode)
{
	if (errcode >= 0 && (size_t)errcode < sizeof texts / sizeof *texts)
		return texts[errcode];
	return "Unknown error";
}

/* Writes the message for errcode into buf (cut to size, always ended
   when size > 0) and returns the size the whole message needs. */
size_t regerror(int errcode, const regex_t *restrict preg, char *restrict buf, size_t size)
{
	const char *msg = __regex_message(errcode);
	size_t len = strlen(msg) + 1;

	(void)preg;
	if (size) {
		size_t n = len < size ? len : size;
		memcpy(buf, msg, n - 1);
		buf[n - 1] = 0;
	}
	return len;
}
