#include <mntent.h>
#include <stdio.h>

/* Writes s with space, tab, newline and backslash as octal escapes. */
static void put_field(FILE *f, const char *s)
{
	for (; *s; s++) {
		switch (*s) {
		case ' ': fputs("\\040", f); break;
		case '\t': fputs("\\011", f); break;
		case '\n': fputs("\\012", f); break;
		case '\\': fputs("\\134", f); break;
		default: putc(*s, f);
		}
	}
}

/* Appends mnt as one line at the end of stream: 0, or 1 on an error. */
int addmntent(FILE *__weft_restrict stream, const struct mntent *__weft_restrict mnt)
{
	if (fseek(stream, 0, SEEK_END))
		return 1;
	put_field(stream, mnt->mnt_fsname);
	putc(' ', stream);
	put_field(stream, mnt->mnt_dir);
	putc(' ', stream);
	put_field(stream, mnt->mnt_type);
	putc(' ', stream);
	put_field(stream, mnt->mnt_opts);
	fprintf(stream, " %d %d\n", mnt->mnt_freq, mnt->mnt_passno);
	return fflush(stream) == EOF || ferror(stream) ? 1 : 0;
}
