# weft — POSIX threads and a static runtime for Linux.
# `make` builds lib/libweft.a, lib/crt1.o, lib/rcrt1.o and bin/weft-cc; see README.md.

CC      ?= cc
AR      ?= ar
# CROSS_COMPILE=aarch64-linux-gnu- builds for another arch with that
# prefix's gcc and ar (make check then runs the tests under qemu-user,
# tests/run.sh); its outputs go to cross/<arch> unless O says otherwise.
ifneq ($(CROSS_COMPILE),)
ifeq ($(origin CC),default)
CC = $(CROSS_COMPILE)gcc
endif
ifeq ($(origin AR),default)
AR = $(CROSS_COMPILE)ar
endif
endif
ARCH    ?= $(firstword $(subst -, ,$(shell $(CC) -dumpmachine)))
# O=dir puts every build output (obj/ lib/ bin/ build/) under dir, so that
# several builds (gcc and clang, or parallel work) can share one tree.
O       ?= $(if $(CROSS_COMPILE),cross/$(ARCH),.)
HOSTCC  ?= cc

PREFIX  ?= /usr/local/weft
DESTDIR ?=
BINDIR  ?= $(PREFIX)/bin
INCDIR  ?= $(PREFIX)/include
LIBDIR  ?= $(PREFIX)/lib

CFLAGS  ?= -O2
WARN     = -Wall -Wextra
# The library is freestanding: its own headers only.  -fno-stack-protector
# because the canary lives in the thread descriptor the start-up code makes;
# the tree-loop flag keeps gcc from turning memcpy's loop into a memcpy call.
LIB_CFLAGS = -std=gnu11 $(WARN) $(CFLAGS) -ffreestanding -nostdinc \
	-fno-stack-protector -fomit-frame-pointer -fno-asynchronous-unwind-tables \
	-fno-unwind-tables -ffunction-sections -fdata-sections -fPIE \
	$(if $(IS_CLANG),,-fno-tree-loop-distribute-patterns)
IS_CLANG := $(findstring clang,$(shell $(CC) --version 2>/dev/null | head -n1))
CC_INCDIR := $(shell d=$$($(CC) -print-resource-dir 2>/dev/null) && [ -d "$$d/include" ] && echo "$$d/include" || $(CC) -print-file-name=include)
# arch/generic/include: the bits/ headers most archs share, after the
# arch's own (which win where an arch differs).
LIB_CPPFLAGS = -Iarch/$(ARCH) -Isrc/internal -Iarch/$(ARCH)/include \
	-Iarch/generic/include -Iinclude -isystem $(CC_INCDIR)

ifeq ($(wildcard arch/$(ARCH)/tp_arch.h),)
$(error weft does not support ARCH=$(ARCH) yet (arch/$(ARCH) missing))
endif

OBJDIR  = $(O)/obj/$(ARCH)

# Quiet by default; make V=1 shows the full commands.
ifeq ($(V),1)
Q =
msg = @:
else ifneq ($(findstring s,$(firstword -$(MAKEFLAGS))),)
Q = @
msg = @:
else
Q = @
msg = @printf '  %-6s %s\n'
endif
LIBOUT  = $(O)/lib
BINOUT  = $(O)/bin

# One public function per C file.  A file in src/<area>/<arch>/ replaces
# the portable src/<area>/<name>.c of the same name.
C_SRCS    := $(wildcard src/*/*.c)
ARCH_SRCS := $(filter-out src/start/$(ARCH)/crt%, $(wildcard src/*/$(ARCH)/*.[sS] src/*/$(ARCH)/*.c))
ARCH_OVERRIDDEN := $(foreach f,$(ARCH_SRCS),$(dir $(patsubst %/,%,$(dir $(f))))$(basename $(notdir $(f))).c)
LIB_SRCS  := $(filter-out $(ARCH_OVERRIDDEN),$(C_SRCS)) $(ARCH_SRCS)
LIB_OBJS  := $(patsubst src/%,$(OBJDIR)/%.o,$(basename $(LIB_SRCS)))
CRT_OBJS  := $(LIBOUT)/crt1.o $(LIBOUT)/rcrt1.o
# Accepted on the command line, empty: weft is one library.
EMPTY_LIBS := $(addprefix $(LIBOUT)/lib,$(addsuffix .a,c pthread rt dl util xnet m resolv crypt anl))
# What the -lgcov gcc adds for coverage finds (weft-cc searches lib/gcov
# only then): empty, since weft-cc links the compiler's real libgcov
# earlier, in the group with libweft.a whose functions it calls.
GCOV_STANDIN := $(LIBOUT)/gcov/libgcov.a

all: $(LIBOUT)/libweft.a $(CRT_OBJS) $(EMPTY_LIBS) $(GCOV_STANDIN) $(BINOUT)/weft-cc $(LIBOUT)/weft.specs \
	$(LIBOUT)/kernel-include/.made

# Start-up runs once: no padding to align its functions and loops (the
# bytes count in every program; clang's printf program is four pages
# of code with about ten bytes to spare).
$(OBJDIR)/start/%.o: LIB_CFLAGS += -fno-stack-protector -falign-functions=1 -falign-loops=1
$(OBJDIR)/string/%.o: LIB_CFLAGS += -fno-builtin
# backtrace: the unwinder must be able to step out of it into its caller.
$(OBJDIR)/execinfo/%.o: LIB_CFLAGS += -funwind-tables
# libm: double-double steps need every operation rounded on its own, and
# __builtin_sqrt must be the instruction, not a call (errno is set by hand).
$(OBJDIR)/math/%.o: LIB_CFLAGS += -ffp-contract=off -fno-math-errno
# printf's engine: switches as compares, not jump tables in .rodata, which
# keep a printf program's read-only segment inside one page (size matters);
# and no padding to align its functions, loops and jump targets (gcc; about
# 400 bytes), which keeps a printf program's text inside four pages.
# clang's -O2 code for it is larger than gcc's, so clang builds it at -Os.
$(OBJDIR)/stdio/__vformat.o: LIB_CFLAGS += -fno-jump-tables -falign-functions=1 -falign-loops=1 \
	$(if $(IS_CLANG),-Os,-falign-jumps=1)
# The SSE2 string variants only run on CPUs without AVX2; small matters
# more there than the last cycle (every static binary carries them).
$(OBJDIR)/string/__%_sse2.o: LIB_CFLAGS += -Os

# Rebuild everything when the compiler or flags change (make CC=clang
# after a gcc build must not reuse gcc's objects).
CONFIG_LINE = $(CC) $(CFLAGS) $(ARCH)
$(OBJDIR)/config: FORCE
	@mkdir -p $(@D)
	@echo '$(CONFIG_LINE)' | cmp -s - $@ || echo '$(CONFIG_LINE)' > $@
FORCE:

$(OBJDIR)/%.o: src/%.c Makefile $(OBJDIR)/config
	@mkdir -p $(@D)
	$(msg) CC $<
	$(Q)$(CC) $(LIB_CPPFLAGS) $(LIB_CFLAGS) -MMD -MP -c -o $@ $<

$(OBJDIR)/%.o: src/%.S Makefile $(OBJDIR)/config
	@mkdir -p $(@D)
	$(msg) AS $<
	$(Q)$(CC) $(LIB_CPPFLAGS) -MMD -MP -c -o $@ $<

$(OBJDIR)/%.o: src/%.s Makefile $(OBJDIR)/config
	@mkdir -p $(@D)
	$(msg) AS $<
	$(Q)$(CC) -c -o $@ $<

$(LIBOUT)/libweft.a: $(LIB_OBJS)
	@mkdir -p $(@D)
	$(msg) AR $@
	$(Q)rm -f $@
	$(Q)$(AR) rcs $@ $(LIB_OBJS)

$(LIBOUT)/crt1.o: $(OBJDIR)/start/$(ARCH)/crt1.o
	@mkdir -p $(@D)
	cp $< $@

# rcrt1.o: the entry of a static PIE (weft-cc -static-pie), from the same
# source as crt1.o.
$(OBJDIR)/start/$(ARCH)/rcrt1.o: src/start/$(ARCH)/crt1.S Makefile $(OBJDIR)/config
	@mkdir -p $(@D)
	$(msg) AS $@
	$(Q)$(CC) $(LIB_CPPFLAGS) -DSTART_PIE -MMD -MP -c -o $@ $<

$(LIBOUT)/rcrt1.o: $(OBJDIR)/start/$(ARCH)/rcrt1.o
	@mkdir -p $(@D)
	cp $< $@

$(EMPTY_LIBS) $(GCOV_STANDIN):
	@mkdir -p $(@D)
	rm -f $@
	$(AR) rcs $@

# The build-tree weft-cc knows this source tree's headers; the installed
# one finds include/ and lib/ next to its own bin/.  Neither records the
# compiler's include directory: the compiler knows it at run time.
WEFT_VERSION = 0.1
WEFT_CC_SED = -e 's|@CC@|$(CC)|g' -e 's|@VERSION@|$(WEFT_VERSION)|g' -e 's|@ARCH@|$(ARCH)|g'
$(BINOUT)/weft-cc: tools/weft-cc.in Makefile $(OBJDIR)/config
	@mkdir -p $(@D)
	sed $(WEFT_CC_SED) -e 's|@SRCDIR@|$(CURDIR)|g' $< > $@
	chmod +x $@

$(OBJDIR)/weft-cc.install: tools/weft-cc.in Makefile $(OBJDIR)/config
	@mkdir -p $(@D)
	sed $(WEFT_CC_SED) -e 's|@SRCDIR@||g' $< > $@

# weft-cc links with gcc's library directories (link_libgcc: /usr/lib...)
# removed, so that only weft's lib/ and the user's -L are searched.
$(LIBOUT)/weft.specs: Makefile
	@mkdir -p $(@D)
	printf '*link_libgcc:\n\n\n' > $@

# The kernel's UAPI headers (linux/, asm/...) that $(CC) sees, as
# symlinks in lib/kernel-include: weft-cc searches it after weft's own
# headers, the installed one too.  Empty when there are none.
$(LIBOUT)/kernel-include/.made: tools/kernel-headers.sh Makefile $(OBJDIR)/config
	sh tools/kernel-headers.sh "$(CC)" $(@D)
	touch $@

# Tests: each tests/*.c built with weft-cc (check) or the host cc
# (check-host), run two at a time with a timeout; see tests/run.sh.
# Built for another arch, each test runs under qemu-user (Debian's
# qemu-user: qemu-aarch64, qemu-riscv64) with longer timeouts, and
# binfmt_misc (qemu-user-binfmt) runs what the tests exec.
HOST_ARCH := $(shell uname -m)
TEST_RUNNER ?= $(if $(filter $(ARCH),$(HOST_ARCH)),,qemu-$(ARCH))
check: all
	$(if $(TEST_RUNNER),@sh tools/qemu-binfmt.sh $(ARCH) || echo "(tests that exec a program of $(ARCH) will fail)")
	@WEFT_BUILD=$(abspath $(O)) WEFT_BUILD_CC="$(CC)" WEFT_RUN="$(TEST_RUNNER)" \
		WEFT_ARCH=$(ARCH) sh tests/run.sh weft

# check-qemu: the same suite for each of QEMU_ARCHS, cross-built with
# Debian's <arch>-linux-gnu- gcc into cross/<arch> and run under
# qemu-user, each arch's wall and CPU time (user + system) printed for
# the library build and the suite (.ci/run).
QEMU_ARCHS ?= aarch64 riscv64
check-qemu:
	@fail=0; cpu() { times > $(O)/.check-qemu-times; \
		c=$$(awk 'NR == 2 { gsub(/[ms]/, " "); print int($$1 * 60 + $$2 + $$3 * 60 + $$4) }' $(O)/.check-qemu-times); }; \
	for a in $(QEMU_ARCHS); do \
		echo "== $$a (qemu-user): make check ARCH=$$a"; \
		t0=$$(date +%s); cpu; c0=$$c; \
		$(MAKE) --no-print-directory ARCH=$$a CROSS_COMPILE=$$a-linux-gnu- all || exit 1; \
		t1=$$(date +%s); cpu; c1=$$c; \
		$(MAKE) --no-print-directory ARCH=$$a CROSS_COMPILE=$$a-linux-gnu- check || fail=1; \
		t2=$$(date +%s); cpu; c2=$$c; \
		echo "== $$a: build $$((t1 - t0)) s wall, $$((c1 - c0)) s CPU; suite $$((t2 - t1)) s wall, $$((c2 - c1)) s CPU"; \
	done; rm -f $(O)/.check-qemu-times; exit $$fail

check-host:
	@WEFT_BUILD=$(abspath $(O)) sh tests/run.sh host $(HOSTCC)

# Real programs (SQLite, compressors) built with weft-cc and checked
# against glibc builds: tests/realworld/run.sh.  Not part of check.
realworld: all
	@WEFT_BUILD=$(abspath $(O)) sh tests/realworld/run.sh $(PROGRAMS)

# The Open POSIX Test Suite, weft against glibc: tests/posix-suite/run.sh.
# Not part of check (about 25 minutes).
posix-suite: all
	@WEFT_BUILD=$(abspath $(O)) sh tests/posix-suite/run.sh $(INTERFACES)

# A real threaded example built with weft-cc and run.
demo: all
	@WEFT_BUILD=$(abspath $(O)) sh examples/demo.sh

# Benchmarks against the host glibc and musl: bench/run.sh.
bench: all
	@WEFT_BUILD=$(abspath $(O)) sh bench/run.sh $(BENCH)

# Quoted: DESTDIR and PREFIX may contain spaces.
install: all $(OBJDIR)/weft-cc.install
	mkdir -p "$(DESTDIR)$(BINDIR)" "$(DESTDIR)$(INCDIR)" "$(DESTDIR)$(LIBDIR)"
	cp -R include/. "$(DESTDIR)$(INCDIR)/"
	cp -R arch/generic/include/. "$(DESTDIR)$(INCDIR)/"
	cp -R arch/$(ARCH)/include/. "$(DESTDIR)$(INCDIR)/"
	cp $(LIBOUT)/*.a $(LIBOUT)/*.o $(LIBOUT)/weft.specs "$(DESTDIR)$(LIBDIR)/"
	mkdir -p "$(DESTDIR)$(LIBDIR)/gcov"
	cp $(GCOV_STANDIN) "$(DESTDIR)$(LIBDIR)/gcov/"
	rm -rf "$(DESTDIR)$(LIBDIR)/kernel-include"
	cp -R $(LIBOUT)/kernel-include "$(DESTDIR)$(LIBDIR)/"
	cp $(OBJDIR)/weft-cc.install "$(DESTDIR)$(BINDIR)/weft-cc"
	chmod 755 "$(DESTDIR)$(BINDIR)/weft-cc"

clean:
	rm -rf $(O)/obj $(O)/lib $(O)/bin $(O)/build

.PHONY: all check check-qemu check-host demo bench realworld posix-suite install clean FORCE

-include $(LIB_OBJS:.o=.d) $(OBJDIR)/start/$(ARCH)/crt1.d $(OBJDIR)/start/$(ARCH)/rcrt1.d
