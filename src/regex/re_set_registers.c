#define _GNU_SOURCE
#include <regex.h>

/* Makes later searches with buf store into the caller's malloc'd
   arrays (which they may grow); with num_regs 0, into arrays they
   allocate. */
void re_set_registers(struct re_pattern_buffer *buf, struct re_registers *regs,
		      unsigned num_regs, regoff_t *starts, regoff_t *ends)
{
	if (num_regs) {
		buf->regs_allocated = REGS_REALLOCATE;
		regs->num_regs = num_regs;
		regs->start = starts;
		regs->end = ends;
	} else {
		buf->regs_allocated = REGS_UNALLOCATED;
		regs->num_regs = 0;
		regs->start = regs->end = 0;
	}
}
