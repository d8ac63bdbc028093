/* <regex.h> under _GNU_SOURCE: the RE_ syntax bits, the RE_SYNTAX_
   combinations, REGS_ and RE_NREGS have glibc's values (programs spell
   them as numbers), and regex_t is struct re_pattern_buffer with
   glibc's field offsets and size. */
#define _GNU_SOURCE
#include <regex.h>
#include <stddef.h>
#include "check.h"

int main(void)
{
	CHECK_EQ(RE_BACKSLASH_ESCAPE_IN_LISTS, 0x1);
	CHECK_EQ(RE_BK_PLUS_QM, 0x2);
	CHECK_EQ(RE_CHAR_CLASSES, 0x4);
	CHECK_EQ(RE_CONTEXT_INDEP_ANCHORS, 0x8);
	CHECK_EQ(RE_CONTEXT_INDEP_OPS, 0x10);
	CHECK_EQ(RE_CONTEXT_INVALID_OPS, 0x20);
	CHECK_EQ(RE_DOT_NEWLINE, 0x40);
	CHECK_EQ(RE_DOT_NOT_NULL, 0x80);
	CHECK_EQ(RE_HAT_LISTS_NOT_NEWLINE, 0x100);
	CHECK_EQ(RE_INTERVALS, 0x200);
	CHECK_EQ(RE_LIMITED_OPS, 0x400);
	CHECK_EQ(RE_NEWLINE_ALT, 0x800);
	CHECK_EQ(RE_NO_BK_BRACES, 0x1000);
	CHECK_EQ(RE_NO_BK_PARENS, 0x2000);
	CHECK_EQ(RE_NO_BK_REFS, 0x4000);
	CHECK_EQ(RE_NO_BK_VBAR, 0x8000);
	CHECK_EQ(RE_NO_EMPTY_RANGES, 0x10000);
	CHECK_EQ(RE_UNMATCHED_RIGHT_PAREN_ORD, 0x20000);
	CHECK_EQ(RE_NO_POSIX_BACKTRACKING, 0x40000);
	CHECK_EQ(RE_NO_GNU_OPS, 0x80000);
	CHECK_EQ(RE_DEBUG, 0x100000);
	CHECK_EQ(RE_INVALID_INTERVAL_ORD, 0x200000);
	CHECK_EQ(RE_ICASE, 0x400000);
	CHECK_EQ(RE_CARET_ANCHORS_HERE, 0x800000);
	CHECK_EQ(RE_CONTEXT_INVALID_DUP, 0x1000000);
	CHECK_EQ(RE_NO_SUB, 0x2000000);

	CHECK_EQ(RE_SYNTAX_EMACS, 0);
	CHECK_EQ(RE_SYNTAX_AWK, 0xbe0cd);
	CHECK_EQ(RE_SYNTAX_GNU_AWK, 0x23b24d);
	CHECK_EQ(RE_SYNTAX_POSIX_AWK, 0x2bb2fd);
	CHECK_EQ(RE_SYNTAX_GREP, 0x10a46);
	CHECK_EQ(RE_SYNTAX_EGREP, 0x23ba5c);
	CHECK_EQ(RE_SYNTAX_POSIX_EGREP, 0x23ba5c);
	CHECK_EQ(RE_SYNTAX_ED, 0x10102c6);
	CHECK_EQ(RE_SYNTAX_SED, 0x10102c6);
	CHECK_EQ(_RE_SYNTAX_POSIX_COMMON, 0x102c4);
	CHECK_EQ(RE_SYNTAX_POSIX_BASIC, 0x10102c6);
	CHECK_EQ(RE_SYNTAX_POSIX_MINIMAL_BASIC, 0x106c4);
	CHECK_EQ(RE_SYNTAX_POSIX_EXTENDED, 0x3b2fc);
	CHECK_EQ(RE_SYNTAX_POSIX_MINIMAL_EXTENDED, 0x3f2ec);

	CHECK_EQ(REGS_UNALLOCATED, 0);
	CHECK_EQ(REGS_REALLOCATE, 1);
	CHECK_EQ(REGS_FIXED, 2);
	CHECK_EQ(RE_NREGS, 30);
	CHECK_EQ(RE_DUP_MAX, 0x7fff);
	CHECK_EQ(sizeof(reg_syntax_t), sizeof(unsigned long));

	/* regex_t and the GNU pattern buffer are one type */
	struct re_pattern_buffer *same = (regex_t *)0;
	(void)same;
	CHECK_EQ(sizeof(regex_t), 8 * sizeof(void *));
	CHECK_EQ(offsetof(regex_t, buffer), 0);
	CHECK_EQ(offsetof(regex_t, allocated), sizeof(void *));
	CHECK_EQ(offsetof(regex_t, used), 2 * sizeof(void *));
	CHECK_EQ(offsetof(regex_t, syntax), 3 * sizeof(void *));
	CHECK_EQ(offsetof(regex_t, fastmap), 4 * sizeof(void *));
	CHECK_EQ(offsetof(regex_t, translate), 5 * sizeof(void *));
	CHECK_EQ(offsetof(regex_t, re_nsub), 6 * sizeof(void *));
	CHECK_EQ(sizeof(struct re_registers), 3 * sizeof(void *));
	CHECK_EQ(offsetof(struct re_registers, start), sizeof(void *));
	return 0;
}
