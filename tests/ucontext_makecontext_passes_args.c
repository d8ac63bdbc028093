/* makecontext calls its function with 0, 1, 3, 8 and 10 int arguments
   (beyond 6 they go on the stack on x86_64, beyond 8 on aarch64 and
   riscv64), negative values intact, on the stack given in uc_stack, with
   the stack aligned as a call leaves it: a 16-byte aligned local is
   aligned, and printf of doubles (SSE stores on x86_64) works there.
   Each function returns to uc_link, here the main context. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <ucontext.h>
#include "check.h"

#define STACK_SIZE (64 * 1024)

static ucontext_t main_ctx, ctx;
static char stack[STACK_SIZE] __attribute__((aligned(16)));
static int got[10], ncalls;
static uintptr_t frame, local;
static char text[64];

static void note_frame(void)
{
	__attribute__((aligned(16))) volatile char buf[16];
	buf[0] = 1;
	frame = (uintptr_t)__builtin_frame_address(0);
	local = (uintptr_t)buf;
}

static void f0(void)
{
	ncalls++;
	note_frame();
	snprintf(text, sizeof text, "%.3f %.1f", 2.0 / 3.0, 1.5);
}

static void f1(int a)
{
	ncalls++;
	got[0] = a;
	frame = (uintptr_t)__builtin_frame_address(0);
}

static void f3(int a, int b, int c)
{
	ncalls++;
	got[0] = a, got[1] = b, got[2] = c;
	frame = (uintptr_t)__builtin_frame_address(0);
}

static void f8(int a, int b, int c, int d, int e, int f, int g, int h)
{
	ncalls++;
	got[0] = a, got[1] = b, got[2] = c, got[3] = d;
	got[4] = e, got[5] = f, got[6] = g, got[7] = h;
	frame = (uintptr_t)__builtin_frame_address(0);
}

static void f10(int a, int b, int c, int d, int e, int f, int g, int h, int i, int j)
{
	ncalls++;
	got[0] = a, got[1] = b, got[2] = c, got[3] = d, got[4] = e;
	got[5] = f, got[6] = g, got[7] = h, got[8] = i, got[9] = j;
	note_frame();
	snprintf(text, sizeof text, "%g|%d", 0.25 * j, j);
}

static void prepare(void)
{
	memset(got, 0, sizeof got);
	memset(stack, 0, sizeof stack);
	frame = local = 0;
	CHECK_EQ(getcontext(&ctx), 0);
	ctx.uc_stack.ss_sp = stack;
	ctx.uc_stack.ss_size = sizeof stack;
	ctx.uc_link = &main_ctx;
}

static void ran_on_stack(void)
{
	CHECK(frame > (uintptr_t)stack && frame <= (uintptr_t)stack + sizeof stack);
	CHECK_EQ(frame % 16, 0);
	if (local) {
		CHECK(local > (uintptr_t)stack && local < (uintptr_t)stack + sizeof stack);
		CHECK_EQ(local % 16, 0);
	}
}

int main(void)
{
	prepare();
	makecontext(&ctx, f0, 0);
	CHECK_EQ(swapcontext(&main_ctx, &ctx), 0);
	CHECK_EQ(ncalls, 1);
	ran_on_stack();
	CHECK(local != 0);
	CHECK_STR(text, "0.667 1.5");

	prepare();
	makecontext(&ctx, (void (*)(void))f1, 1, -7);
	CHECK_EQ(swapcontext(&main_ctx, &ctx), 0);
	CHECK_EQ(ncalls, 2);
	CHECK_EQ(got[0], -7);
	ran_on_stack();

	prepare();
	makecontext(&ctx, (void (*)(void))f3, 3, 11, -22, 33);
	CHECK_EQ(swapcontext(&main_ctx, &ctx), 0);
	CHECK_EQ(ncalls, 3);
	CHECK_EQ(got[0], 11);
	CHECK_EQ(got[1], -22);
	CHECK_EQ(got[2], 33);
	ran_on_stack();

	prepare();
	makecontext(&ctx, (void (*)(void))f8, 8, 1, 2, 3, 4, 5, 6, -7, 0x7fffffff);
	CHECK_EQ(swapcontext(&main_ctx, &ctx), 0);
	CHECK_EQ(ncalls, 4);
	for (int k = 0; k < 6; k++)
		CHECK_EQ(got[k], k + 1);
	CHECK_EQ(got[6], -7);
	CHECK_EQ(got[7], 0x7fffffff);
	ran_on_stack();

	prepare();
	makecontext(&ctx, (void (*)(void))f10, 10, 101, 102, 103, 104, 105, 106,
		    107, 108, -109, 110);
	CHECK_EQ(swapcontext(&main_ctx, &ctx), 0);
	CHECK_EQ(ncalls, 5);
	for (int k = 0; k < 8; k++)
		CHECK_EQ(got[k], 101 + k);
	CHECK_EQ(got[8], -109);
	CHECK_EQ(got[9], 110);
	ran_on_stack();
	CHECK_STR(text, "27.5|110");
	return 0;
}
