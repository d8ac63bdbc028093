/* A compiled regular expression: a program for a Thompson-style machine
   (docs in src/regex/regexec.c), made by regcomp. */
#ifndef _WEFT_REGEX_IMPL_H
#define _WEFT_REGEX_IMPL_H

#include <regex.h>
#include <stdint.h>
#include "libc.h"

enum {
	OP_CHAR,     /* arg: the byte */
	OP_ANY,      /* any byte but NUL (other dots are sets) */
	OP_SET,      /* arg: index of a 256-bit set */
	OP_BREF,     /* arg: group number; only in programs run by backtracking */
	OP_BOL,      /* assertions: line start and end, word edges */
	OP_EOL,
	OP_WORDB,    /* \b */
	OP_NWORDB,   /* \B */
	OP_WBEG,     /* \< */
	OP_WEND,     /* \> */
	OP_BUFBEG,   /* \` (text start, whatever the line anchoring) */
	OP_BUFEND,   /* \' */
	OP_SAVE,     /* arg: capture slot, 2n start and 2n+1 end of group n */
	OP_SPLIT,    /* go to x first, then to y */
	OP_JMP,      /* go to x */
	OP_MATCH,
};

struct re_inst {
	unsigned char op;
	int arg;     /* OP_CHAR, OP_SET, OP_BREF, OP_SAVE */
	int x, y;    /* OP_SPLIT, OP_JMP */
};

struct re_prog {
	struct re_inst *code;
	int len;
	uint32_t (*sets)[8];
	int nsets;
	int nsub;
	int icase;     /* back-references compare without case */
	unsigned char *tr;  /* GNU translate table (a copy), or null: the
			       program's bytes are translated, text bytes
			       are translated as they are read */
	int backrefs;  /* has OP_BREF: regexec backtracks */
};

/* One match attempt: the text is text[begin..end) for anchors and word
   edges, a match may not run past stop (<= end), and it must start at an
   offset in first..last.  The leftmost of those wins, then the longest. */
struct re_run {
	const unsigned char *text;
	long begin, end, stop;
	long first, last;
	int notbol, noteol;
	int nl_anchor;  /* ^ and $ also next to '\n' */
};

/* Compiles pattern (NUL-ended) read with syntax (RE_ bits of <regex.h>)
   into preg->buffer and re_nsub.  Returns 0 or a REG_ error. */
hidden int __regex_compile(regex_t *preg, const char *pattern, unsigned long syntax,
			   const unsigned char *translate);
/* Frees a program __regex_compile made. */
hidden void __regex_free(struct re_prog *prog);
/* Runs prog: 0 with caps[0 .. 2 * (nsub + 1)) set (-1 where a group took
   no part), REG_NOMATCH or REG_ESPACE. */
hidden int __regex_run(const struct re_prog *prog, const struct re_run *run, regoff_t *caps);
/* re_search and its kin: text[0..size), matches starting from start
   through start + range (backwards if range < 0) and ending by stop;
   returns the start (or with want_len the length) of the match, -1 or
   -2 (out of memory). */
hidden int __re_search(struct re_pattern_buffer *buf, const char *text, int size, int start,
		       int range, int stop, struct re_registers *regs, int want_len);
hidden int __re_search_2(struct re_pattern_buffer *buf, const char *s1, int n1,
			 const char *s2, int n2, int start, int range,
			 struct re_registers *regs, int stop, int want_len);
/* regerror's text for a REG_ code. */
hidden const char *__regex_message(int code);

#endif
