#define _GNU_SOURCE
#include <regex.h>
#include <stdlib.h>
#include "regex_impl.h"

/* Stores a match's offsets in regs as buf->regs_allocated says: one
   more register than groups, the spare ones -1.  Returns 0 or -2. */
static int store(struct re_pattern_buffer *buf, struct re_registers *regs,
		 const regoff_t *caps, unsigned groups)
{
	unsigned want = groups + 1;

	if (buf->regs_allocated == REGS_UNALLOCATED) {
		regs->start = malloc(want * sizeof *regs->start);
		regs->end = malloc(want * sizeof *regs->end);
		if (!regs->start || !regs->end) {
			free(regs->start);
			free(regs->end);
			regs->start = regs->end = 0;
			return -2;
		}
		regs->num_regs = want;
		buf->regs_allocated = REGS_REALLOCATE;
	} else if (buf->regs_allocated == REGS_REALLOCATE && regs->num_regs < want) {
		regoff_t *s = realloc(regs->start, want * sizeof *s);
		if (!s)
			return -2;
		regs->start = s;
		regoff_t *e = realloc(regs->end, want * sizeof *e);
		if (!e)
			return -2;
		regs->end = e;
		regs->num_regs = want;
	}
	for (unsigned k = 0; k < regs->num_regs; k++) {
		int in = k < groups && caps[2 * k] >= 0 && caps[2 * k + 1] >= 0;
		regs->start[k] = in ? caps[2 * k] : -1;
		regs->end[k] = in ? caps[2 * k + 1] : -1;
	}
	return 0;
}

int __re_search(struct re_pattern_buffer *buf, const char *text, int size, int start,
		int range, int stop, struct re_registers *regs, int want_len)
{
	const struct re_prog *p = buf->buffer;
	const unsigned char *s = (const unsigned char *)text;
	struct re_run run = {
		.text = s, .begin = 0, .end = size, .stop = stop,
		.notbol = buf->not_bol, .noteol = buf->not_eol,
		.nl_anchor = buf->newline_anchor,
	};
	long last = (long)start + range;
	int r = REG_NOMATCH, step = range < 0 ? -1 : 1, ret;
	regoff_t *caps;

	if (!p || size < 0)
		return -2;
	if (start < 0 || start > size)
		return -1;
	if (stop < 0 || stop > size)
		run.stop = stop < 0 ? 0 : size;
	last = last < 0 ? 0 : last > size ? size : last;
	if (buf->fastmap && !buf->fastmap_accurate && re_compile_fastmap(buf))
		return -2;
	caps = malloc(2 * (p->nsub + 1) * sizeof *caps);
	if (!caps)
		return -2;
	for (long i = start; step > 0 ? i <= last : i >= last; i += step) {
		/* the fastmap rules out offsets no match can start at */
		if (buf->fastmap && !buf->can_be_null && i < run.stop &&
		    !buf->fastmap[p->tr ? p->tr[s[i]] : s[i]])
			continue;
		run.first = i;
		/* forwards the machine tries every start in one pass */
		run.last = step > 0 ? last : i;
		r = __regex_run(p, &run, caps);
		if (r != REG_NOMATCH || step > 0)
			break;
	}
	if (r)
		ret = r == REG_NOMATCH ? -1 : -2;
	else if (regs && !buf->no_sub && store(buf, regs, caps, (unsigned)p->nsub + 1))
		ret = -2;
	else
		ret = want_len ? caps[1] - start : caps[0];
	free(caps);
	return ret;
}
