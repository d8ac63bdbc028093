#define _GNU_SOURCE
#include <regex.h>
#include <stdlib.h>
#include <string.h>
#include "regex_impl.h"

/* Fills buf->fastmap (256 bytes the caller gave, if any) with the bytes
   a match can start with (translated ones, as glibc indexes it),
   following the program from its start through jumps, saves and
   assertions; can_be_null says whether a match may be empty (then any
   offset may start one).  Returns 0, or -2 when memory runs out. */
int re_compile_fastmap(struct re_pattern_buffer *buf)
{
	const struct re_prog *p = buf->buffer;
	char *map = buf->fastmap;
	int *todo, n = 0, null = 0;
	unsigned char *seen;

	if (!p || !map)
		return 0;
	todo = malloc(p->len * sizeof *todo);
	seen = calloc(p->len, 1);
	if (!todo || !seen) {
		free(todo);
		free(seen);
		return -2;
	}
	memset(map, 0, 256);
	todo[n++] = 0;
	seen[0] = 1;
	while (n) {
		int pc = todo[--n], next[2] = { -1, -1 };
		const struct re_inst *in = &p->code[pc];

		switch (in->op) {
		case OP_CHAR:
			map[in->arg] = 1;
			break;
		case OP_ANY:
			memset(map + 1, 1, 255);
			break;
		case OP_SET:
			for (int c = 0; c < 256; c++)
				if (p->sets[in->arg][c >> 5] >> (c & 31) & 1)
					map[c] = 1;
			break;
		case OP_BREF:  /* may be empty, may be anything */
			memset(map, 1, 256);
			null = 1;
			break;
		case OP_MATCH:
			null = 1;
			break;
		case OP_SPLIT:
			next[0] = in->x;
			next[1] = in->y;
			break;
		case OP_JMP:
			next[0] = in->x;
			break;
		default:  /* saves and assertions take no byte */
			next[0] = pc + 1;
		}
		for (int k = 0; k < 2; k++)
			if (next[k] >= 0 && !seen[next[k]]) {
				seen[next[k]] = 1;
				todo[n++] = next[k];
			}
	}
	free(todo);
	free(seen);
	buf->can_be_null = null;
	buf->fastmap_accurate = 1;
	return 0;
}
