/* A compiled regular expression: a program for a Thompson-style machine
   (docs in src/regex/regexec.c), made by regcomp. */
#ifndef _WEFT_REGEX_IMPL_H
#define _WEFT_REGEX_IMPL_H

#include <stdint.h>
#include "libc.h"

enum {
	OP_CHAR,     /* arg: the byte */
	OP_ANY,      /* any byte but NUL ('\n' too, unless REG_NEWLINE) */
	OP_SET,      /* arg: index of a 256-bit set */
	OP_BREF,     /* arg: group number; only in programs run by backtracking */
	OP_BOL,      /* assertions: line start and end, word edges */
	OP_EOL,
	OP_WORDB,    /* \b */
	OP_NWORDB,   /* \B */
	OP_WBEG,     /* \< */
	OP_WEND,     /* \> */
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
	int cflags;
	int backrefs;  /* has OP_BREF: regexec backtracks */
};

#endif
