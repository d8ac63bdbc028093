#include <execinfo.h>
#include <stdint.h>
#include <unwind.h>

struct trace {
	void **buf;
	int size, n, skip;
};

static _Unwind_Reason_Code step(struct _Unwind_Context *ctx, void *arg)
{
	struct trace *t = arg;
	uintptr_t ip = _Unwind_GetIP(ctx);

	/* backtrace's own frame is not reported. */
	if (t->skip) {
		t->skip--;
		return _URC_NO_REASON;
	}
	if (!ip || t->n == t->size)
		return _URC_END_OF_STACK;
	t->buf[t->n++] = (void *)ip;
	return _URC_NO_REASON;
}

/* Compiled with unwind tables (see the Makefile), unlike the rest of
   weft, so that the unwinder can step out of it into the caller. */
int backtrace(void **buffer, int size)
{
	struct trace t = { buffer, size, 0, 1 };

	if (size <= 0)
		return 0;
	_Unwind_Backtrace(step, &t);
	return t.n;
}
